"""The title menu's ornaments and panels, drawn from what they are given (they read the menu's state only).

The gilt title with its fish flourishes, a row of the ruleset list, the variants panel (each variant's
title and description, the ruleset in brief, the session's settings), the
seat numbers, the ruleset list's scroll bar, the notice slip, the list of
broken ruleset files, the user folder line, the game's version and the "shuffling" slip. The
menu (:mod:`popejoan.ui.scenes.menu`) keeps the choices and the widgets and
calls these from its ``draw``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from popejoan import __version__
from popejoan.ui import access, theme
from popejoan.ui.i18n import _, option_title, ruleset_text, t
from popejoan.ui.widgets import Stepper, Widget

if TYPE_CHECKING:
    from popejoan.engine.ruleset import Ruleset
    from popejoan.storage.saves import SaveInfo


def shown(surface: pygame.Surface, y: float, size: float) -> bool:
    """Whether a line set at ``y`` (its top or its centre; ``size`` pixels high) can show through the
    surface's clip: always when nothing is clipped; the reflowed menu's scrolled panels skip the lines
    scrolled out of sight (as the rules and the log do), so nothing is drawn past the window's edge."""
    clip = surface.get_clip()
    if clip == surface.get_rect():
        return True
    return y - size < clip.bottom and y + 2 * size > clip.top


def _lines(surface: pygame.Surface, lines: Sequence[str], pos: tuple[int, int], size: int, colour: theme.Color,
           language: str | None = None, *, line_gap: float = 1.25, **style: bool) -> int:
    """:func:`popejoan.ui.theme.text_lines`, each line drawn only where it can show; the y below the last."""
    x, y = pos
    step = round(size * line_gap)
    for line in lines:
        if shown(surface, y, size):
            theme.blit_text(surface, line, (x, y), size, colour, language, anchor="topleft", **style)
        y += step
    return y


def draw_ruleset_row(surface: pygame.Surface, r: pygame.Rect, clip_to: pygame.Rect, rs: Ruleset, user: bool,
                     chosen: bool, scale: float, hovered: bool, focused: bool) -> None:
    """One row of the ruleset list at ``r``, clipped to the list ``clip_to``: the native name in its own
    script, the English name and the source (a ``user`` file says so); the ``chosen`` one lacquered."""
    clip = surface.get_clip()
    surface.set_clip(clip_to)
    if hovered or focused:
        theme.draw_glow(surface, r, scale, 55 if focused else 35)
    if chosen:
        body = pygame.Surface(r.size, pygame.SRCALPHA)
        for y in range(r.height):
            c = theme.lerp(theme.lerp(theme.OXBLOOD, (255, 220, 190), 0.08), theme.OXBLOOD_DARK,
                           y / max(1, r.height - 1))
            pygame.draw.line(body, (*c, 255), (0, y), (r.width, y))
        surface.blit(body, r)
        pygame.draw.rect(surface, theme.GILT, r, max(1, theme.px(1.5, scale)), border_radius=theme.px(4, scale))
        # a small gilt lozenge marks the chosen row
        cx, cy, d = r.x + theme.px(14, scale), r.y + theme.px(22, scale), theme.px(5, scale)
        pygame.draw.polygon(surface, theme.GILT_LIGHT, [(cx - d, cy), (cx, cy - d), (cx + d, cy), (cx, cy + d)])
    else:
        pygame.draw.line(surface, theme.GILT_DARK, (r.x + theme.px(12, scale), r.bottom - 1),
                         (r.right - theme.px(12, scale), r.bottom - 1))
    x = r.x + theme.px(28, scale)
    width = r.width - theme.px(36, scale)
    big = theme.px(25, scale)
    name_width = width
    if rs.starter is not None and shown(surface, r.y + theme.px(8, scale), theme.px(13, scale)):
        # a ruleset that says why it suits a newcomer (its ``starter`` key) is marked so, at the name's right
        # TRANSLATORS: the mark on the menu's ruleset list of a ruleset recommended to start with; short
        tag = _("for newcomers")
        tag_px = theme.px(13, scale)
        tag_rect = theme.blit_text(surface, tag, (r.right - theme.px(10, scale), r.y + theme.px(8, scale)), tag_px,
                                   theme.GILT_LIGHT, anchor="topright", italic=True, shadow=False)
        name_width = max(theme.px(40, scale), tag_rect.x - x - theme.px(8, scale))
    if shown(surface, r.y + theme.px(4, scale), big):
        theme.blit_text(surface, theme.ellipsize(rs.name.native, big, name_width, rs.language),
                        (x, r.y + theme.px(4, scale)), big, theme.GILT_LIGHT, rs.language, gilt=chosen)
    # the name as the reader knows it and the source's title are the ruleset's words, in the interface language
    # where the ruleset gives it: each in the font of its own script (a Latin line in the Japanese face would
    # stand taller and run into the line under it)
    known_as, known_language = ruleset_text(rs.name.english)
    # the Japanese face stands taller than the Latin one: a point smaller and a pixel higher, it keeps clear
    # of the source's line under it at every interface size
    small, top = (theme.px(14, scale), r.y + theme.px(34, scale)) if known_language == "ja" else (
        theme.px(15, scale), r.y + theme.px(35, scale))
    if shown(surface, top, small):
        theme.blit_text(surface, theme.ellipsize(known_as, small, width, known_language), (x, top), small,
                        theme.IVORY, known_language)
    tiny = theme.px(13, scale)
    title, title_language = ruleset_text(rs.source.title)  # the interface language's when the ruleset has it
    source = t("user_ruleset_source", source=title) if user else title
    if shown(surface, r.y + theme.px(60, scale), tiny):
        theme.blit_text(surface, theme.ellipsize(source, tiny, width, title_language, italic=True),
                        (x, r.y + theme.px(60, scale)),
                        tiny, theme.IVORY_DIM, title_language, anchor="midleft", italic=True, shadow=False)
    surface.set_clip(clip)


def draw_title(surface: pygame.Surface, L: theme.Layout, time_ms: float,
               between: tuple[int, int] | None = None) -> None:
    """The gilt title under a candle's shimmer (``time_ms``: the menu's clock), with a fish at each end; the
    flourishes stop short of ``between`` (the x pixels of the buttons either side), so a long title's fish never
    lies on a button."""
    s = L.scale
    # with reduced motion the candle burns steady: a light that pulses is motion the menu does not need
    shimmer = 0.5 if access.current().reduced_motion else 0.5 + 0.5 * math.sin(time_ms / 900)
    halo = theme.soft_glow((L.px(760), L.px(170)), theme.CANDLE, 70)
    halo.set_alpha(round(170 + 60 * shimmer))
    surface.blit(halo, halo.get_rect(center=L.point(640, 72)))
    title = theme.render(t("title"), L.px(76), gilt=True, bold=True)
    rect = title.get_rect(center=L.point(640, 66))
    surface.blit(title, rect)
    # flourishes either side of the title: a gilt rule ending in a fish
    for sign in (-1, 1):
        x0 = rect.centerx + sign * (rect.width // 2 + L.px(24))
        x1 = x0 + sign * L.px(170)
        if between is not None:  # the fish (about 36 pixels) and a margin clear of the buttons
            x1 = max(x1, between[0] + L.px(48)) if sign < 0 else min(x1, between[1] - L.px(48))
        y = rect.centery + L.px(4)
        pygame.draw.line(surface, theme.GILT_DARK, (x0, y + 1), (x1, y + 1), max(1, L.px(1)))
        pygame.draw.line(surface, theme.GILT, (x0, y), (x1, y), max(1, L.px(1)))
        draw_fish(surface, (x1 + sign * L.px(18), y), sign, s)
        d = L.px(4)
        for k in (0.33, 0.66):
            px_ = round(x0 + (x1 - x0) * k)
            pygame.draw.polygon(surface, theme.GILT_LIGHT, [(px_ - d, y), (px_, y - d), (px_ + d, y), (px_, y + d)])
    theme.blit_text(surface, t("subtitle"), L.point(640, 120), L.px(20), theme.IVORY, anchor="center", italic=True)


def draw_fish(surface: pygame.Surface, pos: tuple[int, int], facing: int, scale: float) -> None:
    """A small mother-of-pearl fish counter at ``pos`` facing right (``facing`` 1) or left (-1), the title's
    ornament."""
    x, y = pos
    w, h = theme.px(30, scale), theme.px(13, scale)
    body = pygame.Rect(0, 0, w, h)
    body.center = (x, y)
    pygame.draw.ellipse(surface, (120, 110, 104), body.move(1, 2))
    pygame.draw.ellipse(surface, (232, 228, 220), body)
    sheen = body.inflate(-w // 3, -h // 2).move(0, -h // 6)
    pygame.draw.ellipse(surface, (250, 246, 240), sheen)
    tail_x = x - facing * w // 2
    tail = [(tail_x, y), (tail_x - facing * w // 3, y - h // 2 - 1), (tail_x - facing * w // 3, y + h // 2 + 1)]
    pygame.draw.polygon(surface, (224, 218, 228), tail)
    pygame.draw.polygon(surface, theme.GILT_DARK, tail, 1)
    pygame.draw.ellipse(surface, theme.GILT_DARK, body, 1)
    eye = (x + facing * w // 3, y - h // 6)
    pygame.draw.circle(surface, (40, 30, 30), eye, max(1, theme.px(1.6, scale)))
    fin_x = x + facing * w // 8
    pygame.draw.line(surface, (190, 180, 190), (fin_x, y - h // 2 + 2), (fin_x, y + h // 2 - 2), 1)


def draw_variants_panel(surface: pygame.Surface, L: theme.Layout, ruleset: Ruleset,
                        option_widgets: Sequence[tuple[str, Widget]],
                        option_rects: Sequence[tuple[pygame.Rect, pygame.Rect]], brief: tuple[float, float],
                        steppers: tuple[Stepper, Stepper, Stepper], idle: dict[str, str] | None = None, *,
                        rooms: Sequence[int] = (), frame: tuple[float, float, float] = (404, 150, 392),
                        rule_y: float = 552) -> None:
    """The middle panel's words: the ruleset's name, each variant's title and description (beside its
    widget), the ruleset in brief below them, and the labels of the starting fish, session length and
    speed ``steppers``. A variant in ``idle`` (name → note) does not apply with the other choices: its
    title is dimmed and the note stands first, in gilt.

    Args:
        L: the panel's layout (reference pixels as in the 1280×800 menu, placed where the panel is).
        option_rects: each variant's title and description rectangles, window pixels.
        brief: where the ruleset in brief goes, top and bottom, reference pixels: as much of it as fits.
        rooms: how many lines each variant's description (its note included) may take: more are cut with
            "…" (three when not given).
        frame: the panel's left edge, top and width, reference pixels.
        rule_y: the ornament rule above the session's steppers, reference pixels.
    """
    idle = idle or {}
    s = L.scale
    rs = ruleset
    x0, y0, width = frame
    # the name's foot stays clear of the ornament rule below it (Japanese and Russian lettering stand taller)
    name_img = theme.render(theme.ellipsize(rs.name.native, L.px(24), L.px(width - 32), rs.language), L.px(24),
                            language=rs.language, gilt=True)
    rect = name_img.get_rect(center=L.point(x0 + width / 2, y0 + 22))
    rect.bottom = min(rect.bottom, L.point(0, y0 + 44)[1] - L.px(6))
    if shown(surface, rect.y, rect.height):
        surface.blit(name_img, rect)
    theme.draw_rule(surface, L.point(x0 + width / 2 - 150, y0 + 44), L.px(300), s)
    if shown(surface, L.point(0, y0 + 56)[1], L.px(16)):
        theme.blit_text(surface, t("variants"), L.point(x0 + 16, y0 + 56), L.px(16), theme.GILT, bold=True)
    if not option_widgets and shown(surface, L.point(0, y0 + 88)[1], L.px(15)):
        theme.blit_text(surface, t("no_variants"), L.point(x0 + 16, y0 + 88), L.px(15), theme.IVORY_DIM, italic=True)
    rooms = list(rooms) or [3] * len(option_widgets)
    for (name, w), (title_rect, desc_rect), room in zip(option_widgets, option_rects, rooms):
        option = rs.options[name]
        title_w = (w.rect.x - title_rect.x) - L.px(8)
        note = idle.get(name)
        title, title_language = ruleset_text(option.title) if option.title else (option_title(name), "en")
        if shown(surface, title_rect.y + L.px(3), L.px(18)):
            theme.blit_text(surface, theme.ellipsize(title, L.px(18), title_w, title_language),
                            (title_rect.x, title_rect.y + L.px(3)), L.px(18),
                            theme.IVORY_DIM if note else theme.IVORY, title_language)
        top = desc_rect.topleft
        if note:  # in place of the description's first line
            if shown(surface, top[1], L.px(14)):
                theme.blit_text(surface, theme.ellipsize(note, L.px(14), desc_rect.width, italic=True), top,
                                L.px(14), theme.GILT, italic=True, shadow=False)
            top = (top[0], top[1] + round(L.px(14) * 1.2))
            room -= 1
        description, text_language = ruleset_text(option.description)
        lines = theme.wrap(description, L.px(14), desc_rect.width, text_language, italic=True)
        if len(lines) > max(1, room):
            room = max(1, room)
            joiner = "" if text_language == "ja" else " "
            lines = lines[:room - 1] + [theme.ellipsize(joiner.join(lines[room - 1:]), L.px(14), desc_rect.width,
                                                        text_language, italic=True)]
        _lines(surface, lines, top, L.px(14), theme.lerp(theme.IVORY_DIM, theme.LACQUER, 0.35) if note
               else theme.IVORY_DIM, text_language, line_gap=1.2, italic=True, shadow=False)
    _draw_brief(surface, L, rs, brief[0], brief[1], x0 + 16, width - 32)
    theme.draw_rule(surface, L.point(x0 + width / 2 - 150, rule_y), L.px(300), s)
    chips, deals, speed = steppers
    for label, stepper, extra in (
        (t("starting_chips"), chips, t("tally_chips") if chips.text() == t("fish_unit", n=0)
         else t("default_chips", chips=rs.starting_chips)),
        (t("session_length"), deals, ""),
        (t("animation_speed"), speed, ""),
    ):
        r = stepper.rect
        if not shown(surface, r.centery, L.px(24)):
            continue
        theme.blit_text(surface, label, (L.point(x0 + 16, 0)[0], r.centery), L.px(18), theme.IVORY, anchor="midleft")
        if extra:
            theme.blit_text(surface, extra, (L.point(x0 + 16, 0)[0], r.centery + L.px(17)), L.px(12),
                            theme.IVORY_DIM, anchor="midleft", italic=True, shadow=False)


def _draw_brief(surface: pygame.Surface, L: theme.Layout, ruleset: Ruleset, top_ref: float, bottom_ref: float,
                x_ref: float = 420, width_ref: float = 360) -> None:
    """The ruleset's summary between ``top_ref`` and ``bottom_ref`` (reference pixels), from ``x_ref`` and
    ``width_ref`` wide, as much as fits (the Rules button shows it all)."""
    top = L.point(0, top_ref)[1]
    bottom = L.point(0, bottom_ref)[1]
    size = L.px(14)
    step = round(size * 1.22)
    if bottom - top < L.px(22) + step * 2:
        return
    x = L.point(x_ref, 0)[0]
    if shown(surface, top, L.px(16)):
        theme.blit_text(surface, t("in_brief"), (x, top), L.px(16), theme.GILT, bold=True)
    y = top + L.px(24)
    width = L.px(width_ref)
    for paragraph in ruleset.summary:  # in the interface language when the ruleset gives it, else English
        text, text_language = ruleset_text(paragraph)
        lines = theme.wrap(text, size, width, text_language)
        room = (bottom - y) // step
        if room <= 0:
            break
        if len(lines) > room:
            joiner = "" if text_language == "ja" else " "
            lines = lines[: room - 1] + [theme.ellipsize(joiner.join(lines[room - 1:]), size, width, text_language)]
        y = _lines(surface, lines, (x, y), size, theme.IVORY_DIM, text_language, line_gap=1.22, shadow=False)
        y += L.px(5)


def draw_seat_mark(surface: pygame.Surface, L: theme.Layout, pos: tuple[int, int], index: int) -> None:
    """Seat ``index``'s number (1-based on screen) in an oxblood roundel at ``pos``."""
    r = L.px(10)
    if not shown(surface, pos[1], r):
        return
    pygame.draw.circle(surface, theme.OXBLOOD, pos, r)
    pygame.draw.circle(surface, theme.GILT, pos, r, max(1, L.px(1.2)))
    theme.blit_text(surface, str(index + 1), (pos[0], pos[1] + L.px(1)), L.px(13), theme.IVORY, anchor="center",
                    shadow=False)


def draw_scrollbar(surface: pygame.Surface, L: theme.Layout, rect: pygame.Rect, content: float, visible: float,
                   scroll: float) -> None:
    """A scroll bar right of ``rect`` when the ``content`` (reference pixels) is taller than the ``visible`` part
    (:func:`popejoan.ui.theme.draw_scrollbar`)."""
    track = pygame.Rect(rect.right + L.px(3), rect.y, L.px(8), rect.height)
    theme.draw_scrollbar(surface, track, content, visible, scroll, L.scale)


def draw_user_folder(surface: pygame.Surface, L: theme.Layout, folder: str, centre: tuple[float, float] = (208, 684),
                     width: float = 328) -> None:
    """Where the player's own ruleset files go, under the list: centred on ``centre``, at most ``width``
    wide (reference pixels)."""
    size = L.px(12)
    width = L.px(width)
    if not shown(surface, L.point(*centre)[1], size):
        return
    text = t("user_folder", folder=folder)
    if theme.measure(text, size, italic=True)[0] > width:  # keep the folder's end, which says the most
        text = t("user_folder", folder="…" + folder[-40:])
    theme.blit_text(surface, theme.ellipsize(text, size, width, italic=True), L.point(*centre), size,
                    theme.IVORY_DIM, anchor="center", italic=True, shadow=False)


def draw_version(surface: pygame.Surface, L: theme.Layout) -> None:
    """The game's version, small, in the bottom right-hand corner (as ``--version`` gives it)."""
    size = L.px(12)
    theme.blit_text(surface, t("version", version=__version__), (surface.get_width() - L.px(16),
                    surface.get_height() - L.px(14)), size, theme.IVORY_DIM, anchor="midright", italic=True,
                    shadow=False)


def draw_notice_strip(surface: pygame.Surface, L: theme.Layout, lines: list[str], reserve: int) -> None:
    """The notices (``lines``) on one line of parchment along the foot of the window (where the keys' hint
    goes), when the Continue card has the foot of the panels; ``reserve`` pixels kept free at its right."""
    rect = L.rect(28, 776, 1224, 21)
    slip = pygame.Surface(rect.size, pygame.SRCALPHA)
    slip.fill((*theme.PARCHMENT, 236))
    surface.blit(slip, rect)
    pygame.draw.rect(surface, theme.GILT_DARK, rect, max(1, L.px(1)))
    size = L.px(13)
    text = theme.ellipsize("  ·  ".join(lines), size, rect.width - L.px(20) - reserve)
    theme.blit_text(surface, text, (rect.x + L.px(10), rect.centery), size, theme.INK, anchor="midleft", shadow=False)


def _slip_fit(L: theme.Layout, lines: list[str], reserve: int) -> tuple[pygame.Rect, int, int, list[str], int]:
    """The notice slip's rect, text size, text width, the lines wrapped, and how many lines it holds."""
    rect = L.rect(28, 716, 768, 58)
    size = L.px(13)
    width = rect.width - L.px(20) - reserve
    wrapped: list[str] = []
    for line in lines:
        wrapped += theme.wrap(line, size, width)
    # as many lines as the slip holds at this window's text size (small windows keep a legible minimum
    # size, so fewer lines fit): the last one shown ends in an ellipsis, nothing is cut off at the foot
    room = rect.height - L.px(6) - max(1, L.px(2))
    fits = max(1, min(3, int((room - size) // round(size * 1.3)) + 1))
    return rect, size, width, wrapped, fits


def notice_slip_cut(L: theme.Layout, lines: list[str], reserve: int) -> bool:
    """Whether :func:`draw_notice_slip` cuts ``lines`` short (more than it holds)."""
    *_, wrapped, fits = _slip_fit(L, lines, reserve)
    return len(wrapped) > fits


def draw_notice_slip(surface: pygame.Surface, L: theme.Layout, lines: list[str], reserve: int) -> None:
    """The notices (``lines``) on a parchment slip, at most three lines; ``reserve`` pixels kept free at its right."""
    rect, size, width, wrapped, fits = _slip_fit(L, lines, reserve)
    slip = pygame.Surface(rect.size, pygame.SRCALPHA)
    slip.fill((*theme.PARCHMENT, 236))
    surface.blit(slip, rect)
    pygame.draw.rect(surface, theme.GILT_DARK, rect, max(1, L.px(1.5)))
    if len(wrapped) > fits:
        wrapped = wrapped[:fits - 1] + [theme.ellipsize(" ".join(wrapped[fits - 1:]), size, width)]
    theme.text_lines(surface, wrapped, (rect.x + L.px(10), rect.y + L.px(6)), size, theme.INK, line_gap=1.3,
                     shadow=False)


def draw_notice_block(surface: pygame.Surface, L: theme.Layout, rect: pygame.Rect, lines: list[str]) -> None:
    """The notices, wrapped (``lines``), whole on a parchment slip at ``rect`` (the reflowed menu)."""
    slip = pygame.Surface(rect.size, pygame.SRCALPHA)
    slip.fill((*theme.PARCHMENT, 236))
    surface.blit(slip, rect)
    pygame.draw.rect(surface, theme.GILT_DARK, rect, max(1, L.px(1.5)))
    _lines(surface, lines, (rect.x + L.px(10), rect.y + L.px(6)), L.px(13), theme.INK, line_gap=1.3, shadow=False)


def draw_shuffling(surface: pygame.Surface, L: theme.Layout, text: str | None = None) -> None:
    """While the table is laid: the menu dims and a slip says the pack is being shuffled (or ``text``)."""
    surface.blit(theme.dim_overlay(surface.get_size(), 150), (0, 0))
    words = text or t("shuffling")
    width = max(400, theme.measure(words, 26, italic=True)[0] + 80)
    rect = L.rect(640 - width / 2, 350, width, 100)
    theme.draw_panel(surface, rect, L.scale)
    theme.blit_text(surface, words, rect.center, L.px(26), anchor="center", gilt=True, italic=True)


def draw_continue_card(surface: pygame.Surface, L: theme.Layout, rect: pygame.Rect, info: SaveInfo,
                       button: pygame.Rect, stacked: bool = False) -> str:
    """The unfinished session played last, on a lacquered card at ``rect`` beside its Continue ``button``:
    the players' name for it, quoted, beside its ruleset's name in its own script (a session never named:
    the ruleset's name alone), where it stands, when it was saved, and the players' fish (``stacked``: each
    on a line of its own, for the reflowed menu's narrower, taller card).

    A named session's title line is kept whole but for the name, which is cut with "…" when the line would not
    fit (:func:`~popejoan.ui.autosave.named_line`); where the session stands is kept whole after it (as long as
    the title keeps a third of the width), and when it was saved follows it only where it fits whole (never
    "Your game wa…").

    Returns:
        The title line as drawn (the tests read it), or ``""`` when the card is out of sight.
    """
    from popejoan.storage.saves import end_unseen
    from popejoan.ui.autosave import named_line, players_line, seats_line, where_it_stands
    from popejoan.ui.scenes.sessions import saved_when

    theme.draw_panel(surface, rect, L.scale)
    if not shown(surface, rect.y, rect.height):
        return ""
    x = button.right + L.px(18)
    width = rect.right - L.px(16) - x
    size = L.px(21)
    stands = where_it_stands(info)
    small = L.px(14)

    def stands_and_saved(room: int) -> str:
        """Where the session stands and when it was saved, in ``room`` pixels: when it was saved only if it fits
        whole, where it stands cut with "…" only if that alone does not fit."""
        both = f"{stands}  ·  {t('continue_saved', when=saved_when(info))}"
        if theme.measure(both, small, italic=True)[0] <= room:
            return both
        return theme.ellipsize(stands, small, room, italic=True)

    gap = L.px(12)
    if stacked:
        room = width
    elif info.listed_as:  # the name has the room where the session stands leaves (that kept whole), when it was
        # saved what is left after the name (cut with "…" if it must be)
        room = max(width // 3, width - gap - theme.measure(stands, small, italic=True)[0])
    else:
        room = width // 2
    language = theme.language_of(info.ruleset_native)
    # (a copy the player made is called by its file's name, as in the list)
    name = named_line(info.listed_as, info.ruleset_native, size, room, language=language)
    language = theme.language_of(name) if info.listed_as else language
    # (a pixel or two lower than the words once stood: clear of the card's inner gilt rule)
    theme.blit_text(surface, name, (x, rect.y + L.px(7)), size, theme.GILT_LIGHT, language, gilt=True)
    # a session closed during its share-out: its seats, not its fish (the share-out, still to be shown, made them)
    if end_unseen(info):
        players = t("seats_line", seats=seats_line(info))
    else:
        players = t("fish_line", players=players_line(info))
    if stacked:
        theme.blit_text(surface, stands_and_saved(width), (x, rect.y + L.px(35)), small, theme.GILT, italic=True,
                        shadow=False)
        theme.blit_text(surface, theme.ellipsize(players, L.px(15), width), (x, rect.y + L.px(58)), L.px(15),
                        theme.IVORY, theme.language_of(players), shadow=False)
        return name
    after = x + theme.measure(name, size, language)[0] + gap
    theme.blit_text(surface, stands_and_saved(rect.right - L.px(16) - after), (after, rect.y + L.px(15)), small,
                    theme.GILT, italic=True, shadow=False)
    theme.blit_text(surface, theme.ellipsize(players, L.px(15), width), (x, rect.y + L.px(34)), L.px(15), theme.IVORY,
                    theme.language_of(players), shadow=False)
    return name


__all__ = [
    "draw_continue_card", "draw_ruleset_row", "draw_fish", "draw_notice_block", "draw_notice_slip",
    "draw_notice_strip",
    "draw_scrollbar", "draw_seat_mark", "draw_shuffling",
    "draw_title", "draw_user_folder", "draw_variants_panel",
]


def draw_idle_veil(surface: pygame.Surface, L: theme.Layout, rect: pygame.Rect) -> None:
    """A lacquer veil over a variant's control while the variant does not apply (it still works)."""
    veil = pygame.Surface(rect.inflate(L.px(4), L.px(4)).size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (*theme.LACQUER, 150), veil.get_rect(), border_radius=L.px(6))
    surface.blit(veil, rect.inflate(L.px(4), L.px(4)))
