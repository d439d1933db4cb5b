"""The rules screen: its source, the ruleset in brief, the board, every key as the game plays it,
its interpretations and the variants in force.

A page of parchment (:class:`~popejoan.ui.scenes.parchment.ParchmentScene`: scrolled with the wheel, the
arrow keys, Page Up / Page Down, Home and End; Esc, Backspace or the Back button return to the screen
below). It reads the ruleset's keys back in words: no rule is decided here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from popejoan.ui import theme
from popejoan.ui.i18n import _, compartment_label, compartment_name, option_title, option_value_label, ruleset_text, t
from popejoan.ui.newcomer import newcomer_words
from popejoan.ui.rules_words import rules_in_words
from popejoan.ui.scene import Navigator
from popejoan.ui.scenes.differences import ComparesRulesets
from popejoan.ui.scenes.glossary import TermMarks
from popejoan.ui.scenes.parchment import Page, ParchmentScene

if TYPE_CHECKING:
    from popejoan.engine.ruleset import Ruleset


def describe_option_lines(ruleset: Ruleset) -> list[str]:
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


class RulesScene(TermMarks, ComparesRulesets, ParchmentScene):
    """The rules of one ruleset, with the chosen variants (``ruleset.with_options(...)``); each term's first use
    is marked, its meaning a click or G away (:class:`~popejoan.ui.scenes.glossary.TermMarks`), and the rulesets'
    comparison a click or C away (:class:`~popejoan.ui.scenes.differences.ComparesRulesets`).

    Args:
        app: the app.
        ruleset: the resolved ruleset whose rules to show.
    """

    ruleset: Ruleset  # always one here (Scene's may be None)

    def __init__(self, app: Navigator, ruleset: Ruleset) -> None:
        super().__init__(app)
        self.ruleset = ruleset

    def compose(self, page: Page) -> None:
        """The source, what a newcomer needs first (:func:`~popejoan.ui.newcomer.newcomer_words`), the rules in
        brief, the board's stakes, every key in words, the interpretations and the variants in force."""
        rs = self.ruleset
        tx = page.px
        page.heading(t("source"))
        # the source by its title, in words (a file name says nothing to a player)
        title = ruleset_text(rs.source.title if rs.source.title else rs.name.english)[0]
        page.text(t("source_line", title=title, part=rs.source.part), italic=True)
        page.gap(10)
        page.rule()
        # TRANSLATORS: the rules screen's heading over what a newcomer needs first (the Pope's card, Game, Eldest)
        page.heading(_("Before anything else"))
        for sentence in newcomer_words(rs):
            page.text(sentence, indent=tx(22), mark="•")
            page.gap(6)
        page.rule()
        page.heading(t("in_brief"))
        for paragraph in rs.summary:  # the ruleset's words in the interface language, else its English
            text, text_language = ruleset_text(paragraph)
            page.text(text, language=text_language, indent=tx(22), mark="•")
            page.gap(6)
        page.rule()
        page.heading(t("board"))
        payers = t("stakes_everyone") if rs.dressing.payers == "everyone" else t("stakes_dealer")
        page.text(payers, italic=True)
        stakes = rs.dressing.stakes
        for name in rs.board_order:
            label = compartment_label(rs, name)
            ours = compartment_name(name)  # the compartment in the interface language
            text = label if label.casefold() == ours.casefold() else t("compartment_both", label=label, name=ours)
            # drawn on the serif's baseline (the Japanese glyphs set on it), so each number lines up with its label
            page.text(text, indent=tx(56), mark=str(stakes.get(name, 0)))
        page.gap(6)
        page.rule()
        # every key in words, with the variants chosen: a house rule the summary leaves out is still here
        page.heading(t("as_played"))
        page.text(t("as_played_note"), italic=True, color=theme.INK)
        page.gap(6)
        for topic, sentence in rules_in_words(rs):
            page.text(sentence, indent=tx(150), mark=topic)
            page.gap(5)
        page.rule()
        page.heading(t("interpretations"))
        if not rs.interpretations:
            page.text("—", italic=True)
        for item in rs.interpretations:
            text, text_language = ruleset_text(item)
            page.text(text, language=text_language, indent=tx(22), mark="§")
            page.gap(6)
        page.rule()
        page.heading(t("variants_in_force"))
        lines = describe_option_lines(rs)
        if not lines:
            page.text(t("no_variants"), italic=True)
        for line, option in zip(lines, rs.options.values()):  # one line per option, in the ruleset's order
            page.text(line, language=ruleset_text(option.description)[1], indent=tx(22), mark="–")
            page.gap(4)

    def draw_head(self, surface: pygame.Surface, L: theme.Layout) -> None:
        """"The rules", the ruleset's own name, and the name the reader knows it by when they differ."""
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
