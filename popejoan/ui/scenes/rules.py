"""The rules screen: its source, the ruleset in brief, the board, every key as the game plays it,
its interpretations and the variants in force.

A sheet of parchment in a lacquered frame, scrolled with the wheel, the
arrow keys, Page Up / Page Down, Home and End. Esc, Backspace or the Back
button return to the screen below.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from popejoan.ui import access, theme
from popejoan.ui.i18n import _, compartment_label, compartment_name, option_title, option_value_label, ruleset_text, t
from popejoan.ui.rules_words import rules_in_words
from popejoan.ui.overlay import ScrolledOverlay
from popejoan.ui.scene import Navigator
from popejoan.ui.widgets import Button, FocusRing

if TYPE_CHECKING:
    from popejoan.engine.ruleset import Ruleset


def describe_option_lines(ruleset: "Ruleset") -> list[str]:
    """The variants in force, one line each, in the interface language: the variant's name and value
    (:func:`~popejoan.ui.i18n.option_title`, :func:`~popejoan.ui.i18n.option_value_label`), what it does in the
    ruleset's words (in the interface language where the ruleset gives them, else English) and, for a variant
    the others make idle, which one (the same lines as the engine's English ``describe_options``)."""
    idle = ruleset.idle_options() if ruleset.options else {}
    out: list[str] = []
    for name, option in ruleset.options.items():
        value = ruleset.chosen.get(name, option.default)
        choice = option.choice(value)
        title = option_title(name, option)
        shown = option_value_label(value, choice.label if choice is not None else "")
        what = ruleset_text(option.description)[0]
        if choice is not None and choice.description:
            # TRANSLATORS: a variant in force on the rules screen: "Dressing: Equal. Each player puts 1 chip ..."
            line = _("{variant}: {value}. {description}").format(
                variant=title, value=shown, description=ruleset_text(choice.description)[0])
        elif isinstance(value, bool) and value:
            line = _("{variant}: on ({description})").format(variant=title, description=what)
        elif isinstance(value, bool):
            line = _("{variant}: off (when on: {description})").format(variant=title, description=what)
        else:
            line = _("{variant}: {value}. {description}").format(variant=title, value=shown, description=what)
        if name in idle and idle[name]:
            cause = idle[name]
            cause_option = ruleset.options[cause]
            cause_value = ruleset.chosen.get(cause, cause_option.default)
            cause_choice = cause_option.choice(cause_value)
            # TRANSLATORS: {line} is a variant's line; the other variant ({variant}: {value}) makes it do nothing
            line = _("{line} (no effect with {variant}: {value})").format(
                line=line, variant=option_title(cause, cause_option),
                value=option_value_label(cause_value, cause_choice.label if cause_choice is not None else ""))
        elif name in idle:
            line = _("{line} (no effect with the other variants chosen)").format(line=line)
        out.append(line)
    return out


class RulesScene(ScrolledOverlay):
    """The rules of one ruleset, with the chosen variants (``ruleset.with_options(...)``).

    Args:
        app: the app.
        ruleset: the resolved ruleset whose rules to show.
    """

    opaque = True  # a sheet on the wood of its own, not a veil over the screen below
    page_keys = (pygame.K_SPACE,)

    def __init__(self, app: Navigator, ruleset: "Ruleset") -> None:
        super().__init__(app)
        self.ruleset = ruleset
        self.start_scroll()
        self.lines: list[tuple[str, str, str, int, theme.Color, bool, bool, int]] = []
        self.back = Button(lambda: t("back"), self.close, size_px=20)
        self.ring = FocusRing()
        self.ring.set([self.back])
        self.ring.focus = 0
        self.layout = theme.Layout(app.screen_size)
        self.sheet = pygame.Rect(0, 0, 0, 0)

    def on_resize(self, size: tuple[int, int]) -> None:
        """Lay the sheet and its text out for ``size`` pixels."""
        L = self.layout = theme.Layout(size)
        # the sheet fills the window's height, not just the reference area
        w = L.px(900)
        self.frame = pygame.Rect((size[0] - w) // 2 - L.px(20), L.px(20), w + L.px(40), size[1] - L.px(40))
        self.sheet = self.frame.inflate(-L.px(56), 0)
        self.sheet.y = self.frame.y + L.px(116)
        self.sheet.height = self.frame.bottom - L.px(84) - self.sheet.y
        self.back.rect = pygame.Rect(0, 0, L.px(160), L.px(40))
        self.back.rect.midbottom = (self.frame.centerx, self.frame.bottom - L.px(16))
        self._lay_out()

    def _lay_out(self) -> None:
        L = self.layout
        rs = self.ruleset
        width = self.sheet.width - L.px(60)
        zoom = access.current().zoom  # the interface size: the sheet fills the window, its words grow and wrap

        def tx(v: float) -> int:
            """``v`` reference pixels of the text, at the window's scale and the interface size."""
            return L.px(v * zoom)

        body = tx(17)
        head = tx(22)
        out: list[tuple[str, str, str, int, theme.Color, bool, bool, int]] = []
        y = 0

        def add(kind: str, text: str = "", language: str | None = None, size: int = body, color: theme.Color = theme.INK,
                bold: bool = False, italic: bool = False, indent: int = 0, mark: str = "") -> None:
            nonlocal y
            if mark:  # a hanging mark (bullet, label) in the margin, the text indented beside it
                out.append(("text", mark, None, size, theme.OXBLOOD, True, False, y))
                self._indent[len(out) - 1] = 0
            if kind == "gap":
                y += size
                return
            if kind == "rule":
                out.append(("rule", "", language, size, color, bold, italic, y))
                y += tx(18)
                return
            for line in theme.wrap(text, size, width - indent, language, bold=bold, italic=italic):
                out.append(("text", line, language, size, color, bold, italic, y))
                self._indent[len(out) - 1] = indent
                y += round(size * 1.32)

        self._indent: dict[int, int] = {}
        add("text", t("source"), size=head, color=theme.OXBLOOD, bold=True)
        # the source by its title, in words (a file name says nothing to a player)
        title = ruleset_text(rs.source.title if rs.source.title else rs.name.english)[0]
        add("text", t("source_line", title=title, part=rs.source.part), italic=True)
        add("gap", size=tx(10))
        add("rule")
        add("text", t("in_brief"), size=head, color=theme.OXBLOOD, bold=True)
        for paragraph in rs.summary:  # the ruleset's words in the interface language, else its English
            text, text_language = ruleset_text(paragraph)
            add("text", text, language=text_language, indent=tx(22), mark="•")
            add("gap", size=tx(6))
        add("rule")
        add("text", t("board"), size=head, color=theme.OXBLOOD, bold=True)
        payers = t("stakes_everyone") if rs.dressing.payers == "everyone" else t("stakes_dealer")
        add("text", payers, italic=True)
        stakes = rs.dressing.stakes
        for name in rs.board_order:
            label = compartment_label(rs, name)
            ours = compartment_name(name)  # the compartment in the interface language
            text = label if label.casefold() == ours.casefold() else t("compartment_both", label=label, name=ours)
            # drawn on the serif's baseline (the Japanese glyphs set on it), so each number lines up with its label
            add("text", text, indent=tx(56), mark=str(stakes.get(name, 0)))
        add("gap", size=tx(6))
        add("rule")
        # every key in words, with the variants chosen: a house rule the summary leaves out is still here
        add("text", t("as_played"), size=head, color=theme.OXBLOOD, bold=True)
        add("text", t("as_played_note"), italic=True, color=theme.INK)
        add("gap", size=tx(6))
        for topic, sentence in rules_in_words(rs):
            add("text", sentence, indent=tx(150), mark=topic)
            add("gap", size=tx(5))
        add("rule")
        add("text", t("interpretations"), size=head, color=theme.OXBLOOD, bold=True)
        if not rs.interpretations:
            add("text", "—", italic=True)
        for item in rs.interpretations:
            text, text_language = ruleset_text(item)
            add("text", text, language=text_language, indent=tx(22), mark="§")
            add("gap", size=tx(6))
        add("rule")
        add("text", t("variants_in_force"), size=head, color=theme.OXBLOOD, bold=True)
        lines = describe_option_lines(rs)
        if not lines:
            add("text", t("no_variants"), italic=True)
        for line, option in zip(lines, rs.options.values()):  # one line per option, in the ruleset's order
            add("text", line, language=ruleset_text(option.description)[1], indent=tx(22), mark="–")
            add("gap", size=tx(4))
        self.lines = out
        self.content_h = y + L.px(20)
        self._clamp()

    def _view_h(self) -> int:
        return self.sheet.height - self.layout.px(24)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Wheel and keys scroll; Esc or Back returns."""
        if self.scrolled_by(event) or self.closed_by(event):
            return True
        return self.ring.handle_event(event) or event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)

    def update(self, dt_ms: float) -> None:
        """Ease the scroll towards its target."""
        self.ease_scroll(dt_ms)

    def draw(self, surface: pygame.Surface) -> None:
        """The frame, the title, the scrolled parchment and the Back button."""
        L = self.layout
        s = L.scale
        surface.blit(theme.wood_background(surface.get_size()), (0, 0))
        theme.draw_panel(surface, self.frame, s)
        rs = self.ruleset
        theme.blit_text(surface, t("rules_title"), (self.frame.centerx, self.frame.y + L.px(28)), L.px(18), theme.GILT,
                        anchor="center", italic=True)
        title = theme.ellipsize(rs.name.native, L.px(34), self.frame.width - L.px(80), rs.language)
        theme.blit_text(surface, title, (self.frame.centerx, self.frame.y + L.px(57)), L.px(31), language=rs.language,
                        anchor="center", gilt=True)
        known_as, known_language = ruleset_text(rs.name.english)  # the name as the reader knows it
        if known_as != rs.name.native:  # "Pope" alone says little: "Pope Joan (Hoyle, 1847)" under it
            theme.blit_text(surface, theme.ellipsize(known_as, L.px(15), self.frame.width - L.px(80), known_language,
                                                     italic=True),
                            (self.frame.centerx, self.frame.y + L.px(95)), L.px(15), theme.IVORY_DIM, known_language,
                            anchor="center", italic=True)
        # parchment
        sheet = self.sheet
        paper = pygame.Surface(sheet.size)
        paper.fill(theme.PARCHMENT)
        edge = theme.lerp(theme.PARCHMENT, (150, 110, 60), 0.35)
        for i in range(L.px(14)):
            a = 1 - i / L.px(14)
            c = theme.lerp(theme.PARCHMENT, edge, a * a)
            pygame.draw.rect(paper, c, paper.get_rect().inflate(-i * 2, -i * 2), 1)
        clip_rect = pygame.Rect(L.px(30), L.px(12), sheet.width - L.px(60), sheet.height - L.px(24))
        paper.set_clip(clip_rect)
        top = clip_rect.y - round(self.scroll)
        for index, (kind, text, language, size, color, bold, italic, y) in enumerate(self.lines):
            yy = top + y
            if yy > clip_rect.bottom or yy + size * 2 < clip_rect.y:
                continue
            if kind == "rule":
                theme.draw_rule(paper, (clip_rect.x + clip_rect.width // 4, yy + L.px(8 * access.current().zoom)),
                                clip_rect.width // 2, s)
                continue
            theme.blit_text(paper, text, (clip_rect.x + self._indent.get(index, 0), yy), size, color, language,
                            bold=bold, italic=italic, shadow=False)
        paper.set_clip(None)
        surface.blit(paper, sheet)
        pygame.draw.rect(surface, theme.GILT, sheet, max(1, L.px(2)))
        # a scroll bar in the frame's margin
        self.draw_scroll_bar(surface, sheet)
        theme.blit_text(surface, t("scroll_hint"), (self.frame.centerx, self.sheet.bottom + L.px(5)), L.px(12),
                        theme.IVORY_DIM, anchor="midtop", italic=True, shadow=False)
        self.ring.draw(surface, s)
