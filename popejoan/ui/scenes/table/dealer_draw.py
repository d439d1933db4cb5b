"""The draw for the first dealer, shown at the table: the director's steps for it.

docs/rules.md, "Things no source settles": at the start of every session each
player is turned a card from a shuffled pack; the lowest deals, and players
who tie for the lowest are turned another card until one is lowest. The
engine draws (:func:`popejoan.engine.draw.draw_first_dealer`, kept as
``Session.dealer_draw``); this module only shows that draw, card by card,
with the table's own motion: the pack lies on the board, each card flies
from it face up to its player (a :class:`~popejoan.ui.scenes.table.view.CardFlight`,
as a dealt or played card does), the caption says what happened ("Ann and
Ben tie with Threes: they draw again"), the lowest card is lifted and
circled in gilt ("Cat draws the lowest card, the 2♣, and deals first"),
then the cards are gathered into the pack and the first deal begins.

Every step is queued on the director's timeline with a name starting with
:data:`STEP_PREFIX`, so :meth:`~popejoan.ui.scenes.table.director.Director.skip`
(Space or a click) passes the whole draw at once. Which seats tied is read
from the draw itself (the seats turned a card in the next round), never
worked out here.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Protocol

from popejoan.engine.cards import rank_of
from popejoan.ui import access, cards_art
from popejoan.ui.animation import Timeline, Tween, ease_in_out, ease_out, lerp_point
from popejoan.ui.scenes.table import captions
from popejoan.ui.scenes.table.layout import TableLayout
from popejoan.ui.scenes.table.view import CardFlight, DrawnCardView, Point, TableView

if TYPE_CHECKING:
    from popejoan.engine.draw import DealerDraw, DrawnCard
    from popejoan.engine.ruleset import Ruleset
    from popejoan.ui.sound import SoundBoard


class Stage(Protocol):
    """What the draw needs of the table's director (:class:`~popejoan.ui.scenes.table.director.Director`)."""

    view: TableView
    rules: Ruleset
    timeline: Timeline
    sound: SoundBoard
    _layout: Callable[[], TableLayout]

    def seat_point(self, seat: int) -> Point:
        """The centre of ``seat``'s cards on screen (pixels)."""
        ...

__all__ = ["STEP_PREFIX", "queue_dealer_draw", "place_drawn_cards", "is_draw_step"]

STEP_PREFIX = "draw_"
"""Every step of the draw is named with this prefix (the director's skip passes them all)."""

# Times in animation milliseconds at normal speed (the speed setting divides them).
INTRO_MS = 700.0
"""The pack on the board, with the caption, before the first card is turned."""
CARD_MS = 430.0
"""A card flying face up from the pack to its player."""
STAGGER_MS = 240.0
"""The gap between two cards of a round leaving the pack."""
ROUND_HOLD_MS = 500.0
"""The pause once a round's cards have landed."""
TIE_HOLD_MS = 1500.0
"""The pause on the tie's caption before the tied players draw again."""
CIRCLE_MS = 650.0
"""The lowest card rising and its gilt ring being drawn round it."""
DEALER_HOLD_MS = 1500.0
"""The pause on the dealer's caption."""
GATHER_MS = 420.0
"""The cards sliding back into the pack."""
RING_W, RING_H = 1.6, 1.28
"""The gilt ring round the lowest card, as multiples of the card's width and height."""
LIFT_PX = 16.0
"""How far the lowest card rises (reference pixels, scaled with the table)."""


def is_draw_step(name: str) -> bool:
    """Whether a timeline step (by its name) belongs to the draw."""
    return name.startswith(STEP_PREFIX)


def _spot(director: Stage, seat: int, round_no: int) -> tuple[Point, int]:
    """Where ``seat``'s card of round ``round_no`` lies (pixels), and its width: where the hand will be,
    a later round's card beside the earlier one towards the board, the whole card (lifted and circled)
    inside the table's rail."""
    lay = director._layout()
    view = director.view
    if view.view_pos(seat) == 0:
        w = lay.hand_w
        x, y = lay.cx, lay.hand_y + cards_art.card_height(w) / 2
    else:
        w = lay.seq_w
        x, y = director.seat_point(seat)
    h = cards_art.card_height(w)
    toward = 1.0 if x <= lay.cx else -1.0
    x += toward * (round_no - 1) * w * 0.55
    W, H = lay.size
    room_x, room_y = w * RING_W / 2 + 4 * lay.s, h * RING_H / 2 + LIFT_PX * lay.s
    x = min(max(x, lay.margin + room_x), W - lay.margin - room_x)
    y = min(max(y, lay.margin + room_y), H - lay.margin - h * RING_H / 2 + LIFT_PX * lay.s)
    return (x, y), w


def place_drawn_cards(director: Stage) -> None:
    """Put the draw's cards where the current layout wants them (after the window changes size)."""
    for dc in director.view.draw_cards:
        (dc.pos, dc.width) = _spot(director, dc.seat, dc.round)


def draw_pack_point(director: Stage) -> Point:
    """Where the shuffled pack lies for the draw: on the middle of the board."""
    cx, cy = director._layout().board_center()
    return (float(cx), float(cy))


def queue_dealer_draw(director: Stage, draw: DealerDraw) -> None:
    """Queue the draw's steps on ``director``'s timeline (before the first deal's events).

    Args:
        director: the table's director (its view, layout and timeline).
        draw: the engine's draw (``Session.dealer_draw``): every card turned, round by round, and the dealer.
    """
    view = director.view
    tl = director.timeline
    names = view.names
    rng = random.Random(len(draw.cards) * 7 + draw.dealer)
    view.drawing = True
    view.draw_cards = []

    def intro() -> None:
        view.drawing = True
        view.draw_cards = []
        view.pack_pos = draw_pack_point(director)
        view.pack_left = 51
        view.tell(captions.draw_started)

    tl.call(intro, name=STEP_PREFIX + "intro")
    tl.wait(INTRO_MS, name=STEP_PREFIX + "intro_hold")
    rounds = draw.rounds
    for number in range(1, rounds + 1):
        cards = draw.round_cards(number)
        tl.then(partial(_fly_round, director, cards, number, rng), name=STEP_PREFIX + "round")
        tl.wait(ROUND_HOLD_MS, name=STEP_PREFIX + "round_hold")
        if number < rounds:
            tied = [drawn.seat for drawn in draw.round_cards(number + 1)]
            tl.call(partial(_tie, director, cards, tied), name=STEP_PREFIX + "tie")
            tl.wait(TIE_HOLD_MS, name=STEP_PREFIX + "tie_hold")
    last = draw.round_cards(rounds)
    won = next(drawn for drawn in last if drawn.seat == draw.dealer)
    ace = director.rules.ace if any(rank_of(drawn.card) == 1 for drawn in last) else None

    def circle() -> list[Tween]:
        view.tell(lambda: captions.draw_dealer(names[draw.dealer], won.card, ace, again=rounds > 1))
        view.plaque_flash[draw.dealer] = 1.0
        winner = None
        for dc in view.draw_cards:
            if dc.seat == draw.dealer and dc.round == rounds:
                winner = dc
            else:
                dc.dim = True
        if winner is None:
            return []

        def upd(t: float, dc: DrawnCardView = winner) -> None:
            # with reduced motion the lowest card is lifted and circled at once, not on the way there
            dc.lift = dc.ring = 1.0 if access.current().reduced_motion else t

        return [Tween(CIRCLE_MS, upd, easing=ease_out)]

    tl.then(circle, name=STEP_PREFIX + "dealer")
    tl.wait(DEALER_HOLD_MS, name=STEP_PREFIX + "dealer_hold")
    tl.then(lambda: _gather(director), lambda: _done(director), name=STEP_PREFIX + "gather")


def _fly_round(director: Stage, cards: list[DrawnCard], number: int, rng: random.Random) -> list[Tween]:
    """One round of the draw: each card leaves the pack face up for its player, one after another."""
    view = director.view
    lay = director._layout()
    start = view.pack_pos
    tweens: list[Tween] = []
    for k, drawn in enumerate(cards):
        end, width = _spot(director, drawn.seat, number)
        flight = CardFlight(drawn.card, start, end, lay.seq_w, width, flip=True,
                            lift=rng.uniform(-30, 30) * lay.s, tilt0=rng.uniform(-20, 20), tilt1=0.0,
                            aim=_draw_aim(director, drawn.seat, number))
        view.cards_in_flight.append(flight)

        def upd(t: float, f: CardFlight = flight) -> None:
            if not f.visible:
                view.pack_left = max(0, view.pack_left - 1)
                director.sound.play("deal")
            f.visible = True
            f.t = t

        def land(f: CardFlight = flight, drawn: DrawnCard = drawn) -> None:
            if f in view.cards_in_flight:
                view.cards_in_flight.remove(f)
            view.draw_cards.append(DrawnCardView(drawn.card, drawn.seat, number, f.end, f.w1))  # (a resize re-aims)

        tweens.append(Tween(CARD_MS, upd, land, delay_ms=k * STAGGER_MS, easing=ease_out))
    return tweens


def _draw_aim(director: Stage, seat: int, number: int) -> Callable[[], tuple[Point, Point, int, int]]:
    """Where ``seat``'s card of round ``number`` flies from and to, and its widths, in the layout as it is when
    asked: from the pack to its :func:`_spot` (a :class:`CardFlight`'s ``aim``)."""

    def aim() -> tuple[Point, Point, int, int]:
        end, width = _spot(director, seat, number)
        return draw_pack_point(director), end, director._layout().seq_w, width

    return aim


def _tie(director: Stage, cards: list[DrawnCard], tied: list[int]) -> None:
    """Players tied for the lowest: every other card is dimmed, and the caption says who draws again."""
    view = director.view
    for dc in view.draw_cards:
        dc.dim = dc.seat not in tied
    card = next(drawn.card for drawn in cards if drawn.seat in tied)
    view.tell(lambda: captions.draw_tie([view.names[seat] for seat in tied], card))
    for seat in tied:
        view.plaque_flash[seat] = 1.0


def _gather(director: Stage) -> list[Tween]:
    """The cards slide back into the pack, fading as they go."""
    view = director.view
    dest = view.pack_pos
    tweens: list[Tween] = []
    for i, dc in enumerate(list(view.draw_cards)):
        start = dc.pos

        def upd(t: float, dc: DrawnCardView = dc, start: Point = start) -> None:
            if access.current().reduced_motion:  # fading where they lie
                dc.alpha = int(255 * (1.0 - t))
                return
            dc.pos = lerp_point(start, dest, t)
            dc.lift = dc.lift * (1.0 - t)
            dc.alpha = int(255 * (1.0 - max(0.0, (t - 0.55) / 0.45)))

        tweens.append(Tween(GATHER_MS, upd, delay_ms=i * 40.0, easing=ease_in_out))
    return tweens


def _done(director: Stage) -> None:
    """The draw is over: the pack is taken up for the first deal, and the dealer is marked."""
    view = director.view
    view.draw_cards = []
    view.drawing = False
    view.pack_left = 0

