"""The table's passing words cover nothing: tips, the hint, the caption and the stop's notes (issue 32, item 9).

A playtest: the hint's tip over a card near the left of the hand covered its own caption's second line and the
"Deal log (L)" button (English, Spanish, Russian). This sweep hovers every card of the hand, as a player's mouse
does, and asks for a hint (H), in each language at each size and interface size, and measures what was drawn:
a card's tip lies on the table, clear of the caption ribbon, the stop's notes, the record of play's buttons, the
plaques and the seats' cards, the header, the piles and the board, and of the corner (rank and suit) of every card
of the sequence and of the hand; the board's tip likewise (over the board, which it is about); the caption and
the notes clear of each other and of the buttons and plaques.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import FakeApp, key  # noqa: E402
from test_table import run_until_clock  # noqa: E402
from test_table_fits import FRAME_MS, _stopped_with_ann_to_lead  # noqa: E402

from popejoan.ui import cards_art, i18n  # noqa: E402
from popejoan.ui.scenes.table import TableScene  # noqa: E402

pytestmark = pytest.mark.layout_sweep  # a layout sweep: the default run keeps a slice (tests/conftest.py, SWEEP_SLICE)

SIZES = [(960, 600), (1280, 800)]
LANGUAGES = ["en", "es", "ja", "ru"]
ZOOMS = [1.0, 2.0]


@pytest.fixture(autouse=True)
def _english_after() -> object:
    pygame.display.init()
    pygame.font.init()
    yield
    i18n.set_language("en")


def _corners(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """The top 45 % of each card: its rank and suit."""
    return [pygame.Rect(r.x, r.y, r.w, int(r.h * 0.45)) for r in rects]


def _drawn(scene: TableScene) -> dict[str, pygame.Rect]:
    """Everything a passing word must leave seen, by name, as the last frame drew it (pixels)."""
    lay, painter = scene.layout, scene.painter
    out: dict[str, pygame.Rect] = {}
    for name in ("caption_rect", "stop_note_rect", "past_note_rect"):
        rect = getattr(painter, name)
        if rect is not None:
            out[name] = rect
    for i, rect in enumerate(lay.toolbar_rects(2)):
        out[f"button_{i}"] = rect
    for k in range(lay.players):
        out[f"plaque_{k}"] = lay.plaque_rect(k)
    for k in range(1, lay.players):
        out[f"cards_{k}"] = lay.fan_box(lay.fan_center(k))
    out["title"], out["keys"] = lay.header_rects()
    out["piles"] = lay.piles_rect()
    w = lay.seq_w
    h = cards_art.card_height(w)
    seq = [pygame.Rect(int(sc.pos[0] - w / 2), int(sc.pos[1] - h / 2), w, h) for sc in scene.view.sequence]
    for i, rect in enumerate(_corners(seq)):
        out[f"sequence_{i}"] = rect
    for i, rect in enumerate(_corners([r for _, r in scene.hand_rects(0)])):
        out[f"hand_{i}"] = rect
    return out


def _board_box(scene: TableScene) -> pygame.Rect:
    lay = scene.layout
    r = lay.radius
    return pygame.Rect(int(lay.cx - r), int(lay.cy - r), 2 * r, 2 * r)


def _check_tip(scene: TableScene, what: str) -> None:
    tip = scene.painter.tip_rect
    assert tip is not None, what
    assert scene.layout.inner_rect().contains(tip), (what, tip)
    hits = [name for name, rect in _drawn(scene).items() if tip.colliderect(rect)]
    assert not tip.colliderect(_board_box(scene)), (what, tip)
    assert hits == [], (what, tip, hits)


def _hover(app: FakeApp, pos: tuple[int, int]) -> None:
    app.step(FRAME_MS, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    app.step(FRAME_MS)


@pytest.mark.parametrize("zoom", ZOOMS)
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_cards_tip_covers_nothing(size: tuple[int, int], language: str, zoom: float) -> None:
    app, scene = _stopped_with_ann_to_lead(size, zoom, language)
    tipped = 0
    for c, rect in list(scene.hand_rects(0)):
        _hover(app, (rect.x + 3, rect.y + 6))
        if scene.painter.tip_rect is not None:
            tipped += 1
            _check_tip(scene, f"card {c}")
    assert tipped >= 2
    # the caption and the stop's notes: clear of each other, of the buttons and of the plaques
    drawn = _drawn(scene)
    words = [n for n in ("caption_rect", "stop_note_rect", "past_note_rect") if n in drawn]
    assert "caption_rect" in words and "stop_note_rect" in words
    for i, a in enumerate(words):
        for b in words[i + 1:]:
            assert not drawn[a].colliderect(drawn[b]), (a, b)
        for other, rect in drawn.items():
            if other.startswith(("button_", "plaque_", "cards_", "title", "keys", "piles")):
                assert not drawn[a].colliderect(rect), (a, other)


@pytest.mark.parametrize("zoom", ZOOMS)
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_hints_tip_covers_neither_its_caption_nor_the_buttons(size: tuple[int, int], language: str,
                                                                  zoom: float) -> None:
    """H, as a player presses it: the hint's caption ("Hint: lead ...", its reason on the second line) and the
    tip over the card it suggests, wherever that card lies in the hand."""
    app, scene = _stopped_with_ann_to_lead(size, zoom, language)
    for event in key(pygame.K_h):
        scene.handle_event(event)
    run_until_clock(app, lambda: scene.turns.hint_action is not None and scene.turns.hint_thought is None)
    app.step(FRAME_MS)
    assert scene.view.hover_card == scene.turns.hint_action
    assert scene.view.caption_sub  # the hint's second line, drawn
    _check_tip(scene, "the hint")


@pytest.mark.parametrize("zoom", ZOOMS)
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_boards_tips_cover_no_words(size: tuple[int, int], language: str, zoom: float) -> None:
    """Each compartment hovered: its tip lies in the window, clear of the plaques, the seats' cards, the caption,
    the notes, the header, the buttons and the piles (over the board, which it speaks of)."""
    app, scene = _stopped_with_ann_to_lead(size, zoom, language)
    lay = scene.layout
    for name in scene.board.names():
        x, y = scene.board.well_point(lay.board_center(), name)
        _hover(app, (int(x), int(y)))
        tip = scene.painter.board_tip_rect
        assert tip is not None, name
        assert pygame.Rect((0, 0), size).contains(tip), (name, tip)
        hits = [n for n, rect in _drawn(scene).items() if not n.startswith("hand_") and tip.colliderect(rect)]
        assert hits == [], (name, tip, hits)
