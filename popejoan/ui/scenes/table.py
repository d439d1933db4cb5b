"""The table: a session of Pope Joan played round the revolving board.

The scene owns no rule. It starts each deal with ``session.start_deal()``,
keeps a cursor into ``deal.events`` and turns every new event, in order, into
a step of its :class:`~popejoan.ui.animation.Timeline` (fish sliding to the
compartments while dressing, cards flying from the dealer, the turn-up shown,
each card moving from its hand to the sequence with its name, the sequence
swept aside at a stop, fish flowing to a winner, payments between seats).
What the screen shows (balances, fish in the wells, cards in hands, the
sequence) is the scene's *view*, advanced only by those steps, so the picture
never runs ahead of the animation nor disagrees with the engine.

When the animation has caught up and the engine wants a decision, a computer
seat is asked (``popejoan.ai.make_player(level, seed).choose(observation)``)
after a short pause scaled by the animation speed, and a human seat is shown
its hand with the legal leads raised, the others dimmed and the engine's reason
on hover. With two or more humans, a full-screen "Pass to Ann" card hides the
table before a hand is shown, and the hand is hidden again as soon as its owner
has decided. No face of a hand other than the shown human's is ever drawn.

When a deal is over the scene records it (``session.finish_deal()``) and pushes
``popejoan.ui.scenes.summary.SummaryScene(app, session, deal)``; when that scene
is popped, :meth:`TableScene.on_resume` deals again unless the session is over.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any, Optional, Sequence

import pygame

from popejoan.engine.cards import POPE, SUIT_NAMES, Card, card_name, rank_of, suit_of
from popejoan.engine.events import (
    DEAD_HAND,
    CardPlayed,
    CardsDealt,
    ChipsHanded,
    DealEnded,
    DealStarted,
    PopeDeclined,
    PopeOffered,
    SequenceStopped,
    StakePut,
    StakeTaken,
    TurnedUp,
    rewind_chips,
)
from popejoan.ui import cards_art
from popejoan.ui import palette as pal
from popejoan.ui import theme
from popejoan.ui.animation import (
    Timeline,
    Tween,
    arc_point,
    ease_in_out,
    ease_out,
    lerp,
    lerp_point,
    linear,
    shortest_turn,
)
from popejoan.ui.board import Board
from popejoan.ui.fish import FishArt, FishFlock
from popejoan.ui.i18n import compartment_label_en
from popejoan.ui.scene import Navigator, Scene

from popejoan.engine.state import PASS, card_order

Point = tuple[float, float]

# Times in animation milliseconds at normal speed (the speed setting divides them).
TURN_MS = 520.0
STAKE_FISH_MS = 430.0
STAKE_STAGGER_MS = 40.0
DEAL_CARD_MS = 260.0
DEAL_STAGGER_MS = 42.0
TURN_UP_MS = 480.0
PLAY_MS = 420.0
HOLD_MS = 220.0
STOP_MS = 420.0
SWEEP_MS = 380.0
CLAIM_TURN_MS = 440.0
CLAIM_FISH_MS = 460.0
PAY_FISH_MS = 440.0
FLIP_MS = 320.0
COMPUTER_THINK_MS = 650.0
END_HOLD_MS = 1100.0
CAPTION_MS = 2600.0
REVEAL_GUARD_MS = 700.0  # real time a hand just shown behind a pass card ignores plays
PRIVACY_GUARD_MS = 600.0  # real time the pass card ignores input, so mashing Enter cannot skip it

_HAND_SUIT_ORDER = (0, 1, 3, 2)  # clubs, diamonds, spades, hearts: colours alternate in a hand
_HONOUR_WORDS = {1: "Ace", 11: "Jack", 12: "Queen", 13: "King"}


def _text(text: str, size: int, colour: pal.Colour = pal.TEXT, *, bold: bool = False, gilt: bool = False,
          italic: bool = False, shadow: bool = True) -> pygame.Surface:
    """One line of English text in the game's serif (:func:`popejoan.ui.theme.render`, cached)."""
    return theme.render(text, size, colour, "en", bold=bold, italic=italic, gilt=gilt, shadow=shadow)


def _hand_sort_key(rules: Any) -> Any:
    """How a hand is laid out: by suit, then low to high in the ruleset's order (Aces low or high)."""
    order_key = card_order(rules)[1]
    return lambda c: (_HAND_SUIT_ORDER.index(suit_of(c)), order_key[c])


def _levels_from(seats: Any, players: int) -> list[Optional[str]]:
    """Each seat's computer level (None for a human), from a GameSetup or a plain list."""
    if seats is None:
        return [None] + ["normal"] * (players - 1)
    levels = getattr(seats, "levels", None)
    if levels is None:
        levels = list(seats)
    out: list[Optional[str]] = []
    for level in list(levels)[:players]:
        if level is None or str(level).lower() in ("human", "", "none"):
            out.append(None)
        else:
            out.append(str(level))
    while len(out) < players:
        out.append("normal")
    return out


@dataclass
class _CardFlight:
    """A card moving across the table."""

    card: Optional[Card]
    start: Point
    end: Point
    w0: int
    w1: int
    flip: bool = False
    lift: float = 0.0
    tilt0: float = 0.0
    tilt1: float = 0.0
    t: float = 0.0
    visible: bool = False
    alpha: int = 255


@dataclass
class _SeqCard:
    """A card of the sequence on the table (or being swept away)."""

    card: Card
    seat: int
    pos: Point
    face_up: bool = True
    alpha: int = 255


class _Layout:
    """Where everything sits for one window size (pixels)."""

    def __init__(self, size: tuple[int, int], players: int) -> None:
        W, H = size
        self.size = size
        s = self.s = min(W / 1280.0, H / 720.0)
        self.cx = W / 2
        self.cy = H * 0.39
        self.radius = int(min(H * 0.255, W * 0.19))
        self.hand_w = max(40, int(70 * s))
        self.seq_w = max(30, int(49 * s))
        self.small_w = max(22, int(34 * s))
        self.pile_w = max(28, int(50 * s))
        hand_h = cards_art.card_height(self.hand_w)
        seq_h = cards_art.card_height(self.seq_w)
        self.hand_y = H - hand_h - int(10 * s)
        self.hand_raise = int(18 * s)
        self.seq_y = min(self.cy + self.radius + 60 * s, self.hand_y - self.hand_raise - seq_h - 2 * s)
        self.seq_step = self.seq_w * 0.64
        self.seq_left = self.cx - (self.seq_w + 12 * self.seq_step) / 2
        self.caption_y = self.cy + self.radius + 31 * s
        self.rx = W * 0.405
        self.ry = self.cy - 52 * s
        self.plaque = (int(176 * s), int(50 * s))
        self.margin = max(6, int(10 * s)) + int(12 * s)  # inside the wood rail
        # the dead hand and the turn-up lie in the free corner at the bottom right
        pile_h = cards_art.card_height(self.pile_w)
        self.turn_pos = (W - 84 * s, H - pile_h / 2 - 70 * s)
        self.dead_pos = (W - 184 * s, H - pile_h / 2 - 70 * s)
        self.undealt_pos = (self.dead_pos[0], self.dead_pos[1] - pile_h - 40 * s)
        self.players = players

    def hand_span(self) -> float:
        """How wide (pixels) the bottom hand may spread: centred, clear of its plaque and of the piles."""
        W = self.size[0]
        s = self.s
        left = self.margin + self.plaque[0] + 12 * s  # the bottom plaque's right edge, and a gap
        right = self.dead_pos[0] - self.pile_w / 2 - 36 * s  # the dead hand and "... are trumps" below it
        return max(self.hand_w * 2.0, min(W * 0.56, 2 * min(self.cx - left, right - self.cx)))

    def seat_angle(self, k: int) -> float:
        """The screen angle (radians, clockwise from +x) of view position ``k`` (0 = bottom)."""
        return math.pi / 2 + k * 2 * math.pi / self.players

    def seat_anchor(self, k: int) -> Point:
        """The plaque's centre for view position ``k`` (0 is the bottom seat, whose plaque sits left of the hand)."""
        pw, ph = self.plaque
        if k == 0:
            # at the left edge, so the hand (see :meth:`hand_span`) never runs under it
            return (self.margin + pw / 2, self.hand_y + cards_art.card_height(self.hand_w) / 2)
        a = self.seat_angle(k)
        x = self.cx + self.rx * math.cos(a)
        lo, hi = self.margin + pw / 2, self.size[0] - self.margin - pw / 2
        return (min(max(x, lo), hi), self.cy + self.ry * math.sin(a))

    def fan_center(self, k: int) -> Point:
        """The centre of view position ``k``'s cards (towards the board, in front of the plaque)."""
        if k == 0:
            return (self.cx, self.hand_y + cards_art.card_height(self.hand_w) / 2)
        ax, ay = self.seat_anchor(k)
        pw, ph = self.plaque
        fan_w = self.small_w * 4.3
        fan_h = cards_art.card_height(self.small_w)
        gap = 8 * self.s
        if math.sin(self.seat_angle(k)) < -0.92:
            # the seat facing the bottom one: its cards lie beside the plaque, clear of the board
            return (ax + pw / 2 + gap + fan_w / 2, ay)
        dx, dy = self.cx - ax, self.cy - ay
        d = math.hypot(dx, dy) or 1.0
        ux, uy = dx / d, dy / d
        # step out of the plaque's box, then half a fan further, along the line to the board
        tx = (pw / 2 + gap + fan_w / 2) / abs(ux) if abs(ux) > 1e-6 else float("inf")
        ty = (ph / 2 + gap + fan_h / 2) / abs(uy) if abs(uy) > 1e-6 else float("inf")
        reach = min(tx, ty)
        return (ax + ux * reach, ay + uy * reach)

    def seq_slot(self, i: int) -> Point:
        """Centre of the ``i``-th card of the sequence."""
        return (self.seq_left + self.seq_w / 2 + i * self.seq_step, self.seq_y + cards_art.card_height(self.seq_w) / 2)


class _ExplainedHint:
    """The hint (the Hard player's choice) and, cheaply beside it, how much better it looks than the next best
    (``popejoan.ai.hints.hint_values``: estimated fish for the seat). Runs on the thinker's thread."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.margin: Optional[float] = None

    def choose(self, observation: Any) -> int:
        from popejoan.ai.hints import hint, hint_values

        action = hint(observation, seed=self.seed)
        try:
            values = hint_values(observation, seed=self.seed)
            others = [v for a, v in values.items() if a != action]
            if action in values and others:
                self.margin = values[action] - max(others)
        except Exception:  # noqa: BLE001 - the reason is a nicety; the hint stands without it
            self.margin = None
        return action


def hint_reason(margin: Optional[float]) -> str:
    """A hint's reason in a few words, from how many fish better it looks than the next best choice."""
    if margin is None:
        return "press Enter to follow it"
    if margin < 0.05:
        return "no better than the others, but no worse · Enter follows it"
    fish = f"{margin:.1f}".rstrip("0").rstrip(".")
    return f"about {fish} fish better than the next best · Enter follows it"


class _Decided:
    """A thought that is already made (used when no computer player is available)."""

    def __init__(self, action: int) -> None:
        self._action = action

    def done(self) -> bool:
        return True

    def result(self) -> int:
        return self._action


class TableScene(Scene):
    """A session at the table.

    Args:
        app: the app (scene stack, settings with ``animation_speed``, ``screen_size``).
        session: the engine session to play (a fresh one, or one between deals).
        seats: a ``GameSetup`` (its ``levels`` and ``deals`` are used), or a list giving
            each seat's computer level, ``None`` for a human. Default: seat 0 human, others "normal".
        deals: the session's length in deals (None: until the players stop); a
            ``GameSetup``'s ``deals`` is used when this is None.
        seed: seeds the computer players (default: the setup's seed, or random).
        autostart: deal the first deal at once (tests and screenshots may wait).

    Attributes:
        deal: the deal in progress (``None`` between deals).
        faces_drawn: the cards whose faces the last frame drew, with whose hand
            they were in (a seat) or ``None`` for public cards; tests check privacy with it.
    """

    def __init__(
        self,
        app: Navigator,
        session: Any,
        seats: Any = None,
        deals: Optional[int] = None,
        seed: Optional[int] = None,
        autostart: bool = True,
    ) -> None:
        super().__init__(app)
        self.session = session
        self.rules = session.rules
        n = session.players
        self.n = n
        self.names: list[str] = list(session.names)
        self.levels = _levels_from(seats, n)
        self.setup = seats if hasattr(seats, "levels") else None
        self.deals_limit: Optional[int] = deals if deals is not None else (getattr(seats, "deals", None) or None)
        if seed is None:
            seed = getattr(seats, "seed", None)
        self.seed = seed if seed is not None else random.randrange(1 << 30)
        self.humans = [i for i, level in enumerate(self.levels) if level is None]
        self.computers: dict[int, Any] = {}
        self._make_computers()
        self.board = Board(self.rules.board_order, self.rules.labels, self.rules.language)
        self.board.counts = {name: session.board.get(name, 0) for name in self.board.order}
        self.timeline = Timeline(self._speed())
        self.flock: Optional[FishFlock] = None
        self.cards_in_flight: list[_CardFlight] = []
        self.layout: Optional[_Layout] = None
        self._background: Optional[pygame.Surface] = None
        # the view
        self.balances: list[int] = list(session.balances)
        self.plaque_flash: list[float] = [0.0] * n
        self.hand_counts: list[int] = [0] * n
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.dead_count = 0
        self.undealt_count = 0
        self.sequence: list[_SeqCard] = []
        self.swept: list[_SeqCard] = []
        self.turn_up: Optional[Card] = None
        self.trump: Optional[int] = None
        self.turn_up_scale = 0.0
        self.dealer: int = session.dealer
        self.winner: Optional[int] = None
        self.caption = ""
        self.caption_sub = ""
        self.caption_age = 0.0
        self.hidden_board_fish: dict[str, int] = {}
        # whose hand is face up, who sits at the bottom, the privacy card
        self.bottom_seat = self.humans[0] if self.humans else 0
        self.shown_seat: Optional[int] = self.humans[0] if len(self.humans) == 1 else None
        self.revealed = False
        self.flip_t = 1.0
        self.privacy_for: Optional[int] = None
        # the human whose hand the screen showed last (None: nobody's yet); a pass card is needed
        # only when the screen would go from that hand to another human's
        self.last_viewer: Optional[int] = None
        self.reveal_guard_ms = 0.0  # real milliseconds left in which a newly shown hand ignores plays
        self.privacy_age_ms = 0.0  # real milliseconds (not scaled by the animation speed) the pass card has been up
        self._privacy_stale: set = set()  # keys / buttons down before the pass card could take them
        self._inputs_down: set = set()  # keys and mouse buttons now down, from the events seen
        # deciding
        self.deal: Any = None
        self.cursor = 0
        self.think_ms = 0.0
        self._thinker_obj: Any = None
        self._thought: Any = None
        self._thought_seat: Optional[int] = None
        self._hint_thought: Any = None
        self._hint_player: Any = None
        self._hint_for: tuple[int, int] = (-1, -1)
        self.hint_action: Optional[int] = None
        self.hint_queued_for: Optional[int] = None  # H pressed while the cards moved: hint this human next
        self.selected = 0
        self.offer_choice = 0
        self.mouse: tuple[int, int] = (-1, -1)
        self.hover_card: Optional[Card] = None
        self.finished = False
        self.summary_pushed = False
        self.waiting_next = False
        self.faces_drawn: list[tuple[Optional[int], Card]] = []
        self.privacy_cards_shown = 0
        self._end_hold = 0.0
        self._side_tweens: list[Tween] = []
        self.pack_left = 0
        self.pack_pos: Point = (0.0, 0.0)
        self._plaques: dict[int, tuple[tuple, pygame.Surface, int]] = {}
        # where the fish (or debt) and the dealer / level tag lie in each plaque, relative to it (tests read it)
        self.plaque_text_rects: dict[int, tuple[pygame.Rect, Optional[pygame.Rect]]] = {}
        self._fans: dict[tuple[int, int, int, bool], tuple[pygame.Surface, int]] = {}
        self._last_deal: Any = None
        if autostart:
            self.start_deal()

    # --- set-up --------------------------------------------------------------------

    def _make_computers(self) -> None:
        try:
            from popejoan.ai import make_player
        except ImportError:  # pragma: no cover - the AI package ships with the game
            make_player = None
        for seat, level in enumerate(self.levels):
            if level is None:
                continue
            player = None
            if make_player is not None:
                try:
                    player = make_player(level, self.seed + 101 * seat)
                except ValueError:
                    player = make_player("normal", self.seed + 101 * seat)
            self.computers[seat] = player

    def _speed(self) -> float:
        speed = getattr(self.app, "speed", None)
        if speed is None:
            settings = getattr(self.app, "settings", None)
            if isinstance(settings, dict):
                speed = settings.get("animation_speed", 1.0)
            else:
                speed = getattr(settings, "animation_speed", 1.0)
        try:
            return max(0.1, float(speed))
        except (TypeError, ValueError):
            return 1.0

    def on_resize(self, size: tuple[int, int]) -> None:
        """Lay the table out for ``size`` pixels and redraw the cached art at the new sizes."""
        self.layout = _Layout(size, self.n)
        lay = self.layout
        self.board.set_radius(lay.radius)
        self.board.warm()
        lay.plaque = self._plaque_size(lay)
        art = self.board.fish_art or FishArt(max(10, int(lay.radius * 0.16)))
        if self.flock is None:
            self.flock = FishFlock(art)
        else:
            self.flock.art = art
        self._background = None
        self._plaques = {}
        self._fans = {}
        # cards lying on the table move to their places in the new layout
        for i, sc in enumerate(self.sequence):
            sc.pos = lay.seq_slot(i)
        for w in (lay.hand_w, lay.seq_w):
            cards_art.warm(w)
        for w in (lay.small_w, lay.seq_w, lay.hand_w, lay.pile_w):
            cards_art.back(w)
            cards_art.shadow(w)

    def _ensure_layout(self) -> _Layout:
        if self.layout is None:
            size = getattr(self.app, "screen_size", None) or pygame.display.get_surface().get_size()
            self.on_resize(tuple(size))
        assert self.layout is not None
        return self.layout

    # --- view positions ------------------------------------------------------------

    def view_pos(self, seat: int) -> int:
        """Where ``seat`` sits on screen: 0 at the bottom, then clockwise."""
        return (seat - self.bottom_seat) % self.n

    def seat_point(self, seat: int) -> Point:
        """The centre of ``seat``'s cards on screen (pixels)."""
        return self._ensure_layout().fan_center(self.view_pos(seat))

    def plaque_point(self, seat: int) -> Point:
        """The centre of ``seat``'s name plaque (pixels): where its fish go."""
        return self._ensure_layout().seat_anchor(self.view_pos(seat))

    def seat_direction(self, seat: int) -> float:
        """Degrees clockwise from twelve o'clock, from the board's centre towards ``seat``."""
        lay = self._ensure_layout()
        x, y = lay.seat_anchor(self.view_pos(seat))
        return math.degrees(math.atan2(x - lay.cx, -(y - lay.cy))) % 360.0

    def board_center(self) -> tuple[int, int]:
        """The board's centre on screen (pixels)."""
        lay = self._ensure_layout()
        return (int(lay.cx), int(lay.cy))

    def _hand_rects(self, seat: int) -> list[tuple[Card, pygame.Rect]]:
        """The bottom hand's cards (face-up order) and where each lies, legal leads raised."""
        lay = self._ensure_layout()
        cards = self.hands[seat]
        n = len(cards)
        if n == 0:
            return []
        w = lay.hand_w
        h = cards_art.card_height(w)
        span = lay.hand_span()
        step = min(w * 1.04, (span - w) / max(1, n - 1))
        left = lay.cx - (w + step * (n - 1)) / 2
        legal = self._legal_for(seat)
        out = []
        for i, c in enumerate(cards):
            y = lay.hand_y - (lay.hand_raise if c in legal else 0)
            if c == self.hover_card and c in legal:
                y -= lay.hand_raise // 3
            out.append((c, pygame.Rect(int(left + i * step), int(y), w, h)))
        return out

    def _fan_rects(self, seat: int, count: int) -> list[pygame.Rect]:
        """Face-down cards of a seat other than the bottom one (or the bottom one hidden)."""
        lay = self._ensure_layout()
        k = self.view_pos(seat)
        if k == 0:
            w = lay.hand_w
            span = lay.hand_span()
            # the hand that will be turned face up lies where its faces will be, so the flip stays in place
            spread = 1.04 if self.shown_seat == seat else 0.5
            step = min(w * spread, (span - w) / max(1, count - 1))
            cx, cy = lay.fan_center(0)
        else:
            w = lay.small_w
            step = min(w * 0.28, (w * 3.2) / max(1, count - 1))
            cx, cy = lay.fan_center(k)
        h = cards_art.card_height(w)
        left = cx - (w + step * max(0, count - 1)) / 2
        return [pygame.Rect(int(left + i * step), int(cy - h / 2), w, h) for i in range(count)]

    def app_size(self) -> tuple[int, int]:
        """The window size the layout was made for (pixels)."""
        return self._ensure_layout().size

    # --- deals ---------------------------------------------------------------------

    @property
    def session_over(self) -> bool:
        """True once the session's number of deals has been played."""
        return self.deals_limit is not None and self.session.deals_played >= self.deals_limit

    def start_deal(self) -> None:
        """Start the next deal with the engine and queue its opening animations."""
        self._ensure_layout()
        self.deal = self.session.start_deal()
        deal = self.deal
        self.cursor = 0
        self.finished = False
        self.summary_pushed = False
        self.waiting_next = False
        self.winner = None
        self.hand_counts = [0] * self.n
        self.dead_count = 0
        self.undealt_count = 0
        self.sequence = []
        self.swept = []
        self.turn_up = None
        self.turn_up_scale = 0.0
        self.revealed = False
        self.flip_t = 0.0
        self.dealer = deal.dealer
        # the hands as dealt: nothing has been played before the first decision
        key = _hand_sort_key(deal.rules)
        self.hands = [sorted(deal.observation(seat).hand, key=key) for seat in range(self.n)]
        self.balances = list(self.session.balances)
        # undo this deal's effects in the view: the events will replay them
        self._rewind_view(deal.events)
        self.trump = None
        self.board.set_trump(None)
        self.board.warm()
        # the wells will take the trump suit at the turn-up: draw that board now, not mid-animation
        self.board.prepare(deal.trump)
        self._pump()

    def _rewind_view(self, events: Sequence[Any]) -> None:
        """Set the view to before ``events`` (balances and board), so animating them lands on the engine's state."""
        balances, board = rewind_chips(self.deal.balances, self.deal.board, events)
        self.balances = balances
        self.board.counts = {name: board.get(name, 0) for name in self.board.order}

    def _pump(self) -> None:
        """Queue animation steps for every engine event not yet animated."""
        events = self.deal.events
        i = self.cursor
        grouped = {StakePut: self._queue_stakes, ChipsHanded: self._queue_payments}
        while i < len(events):
            kind = type(events[i])
            queue_run = grouped.get(kind)
            if queue_run is None:
                self._queue_event(events[i])
                i += 1
                continue
            # a run of stakes or payments moves together, as one flight of fish
            j = i
            while j < len(events) and type(events[j]) is kind:
                j += 1
            queue_run(list(events[i:j]))
            i = j
        self.cursor = len(events)

    # --- event steps ---------------------------------------------------------------

    def _say(self, text: str, sub: str = "") -> None:
        self.caption = text
        self.caption_sub = sub
        self.caption_age = 0.0

    def _turn_board(self, target: float, ms: float) -> Tween:
        start = self.board.angle
        end = shortest_turn(start, target)

        def upd(t: float) -> None:
            self.board.angle = lerp(start, end, t) % 360.0

        return Tween(ms if abs(end - start) > 0.5 else 0.0, upd, easing=ease_in_out)

    def _queue_event(self, ev: Any) -> None:
        tl = self.timeline
        if isinstance(ev, DealStarted):

            def build(ev: DealStarted = ev) -> list[Tween]:
                self.dealer = ev.dealer
                self._say(f"Deal {ev.number}: {self.names[ev.dealer]} deals")
                return [self._turn_board(self.board.facing_angle("pope", self.seat_direction(ev.dealer)), TURN_MS)]

            tl.then(build, name="deal_started")
        elif isinstance(ev, CardsDealt):
            tl.then(lambda ev=ev: self._build_deal(ev), self._after_dealing, name="deal")
        elif isinstance(ev, TurnedUp):
            tl.then(lambda ev=ev: self._build_turn_up(ev), name="turn_up")
            tl.wait(420, name="turn_up_hold")
        elif isinstance(ev, StakeTaken):
            self._queue_claim(ev)
        elif isinstance(ev, CardPlayed):
            tl.then(lambda ev=ev: self._build_play(ev), name="play")
            tl.wait(HOLD_MS, name="play_hold")
        elif isinstance(ev, SequenceStopped):
            tl.then(lambda ev=ev: self._build_stop(ev), name="stop")
            tl.then(self._build_sweep, name="sweep")
        elif isinstance(ev, PopeOffered):
            tl.call(lambda ev=ev: self._say(
                f"{self.names[ev.seat]} may play the Pope for the missing {card_name(ev.missing)}"), name="pope_offer")
        elif isinstance(ev, PopeDeclined):
            tl.call(lambda ev=ev: self._say(f"{self.names[ev.seat]} keeps the Pope"), name="pope_declined")
            tl.wait(500)
        elif isinstance(ev, DealEnded):
            tl.call(lambda ev=ev: self._on_deal_ended(ev), name="deal_ended")
            tl.wait(700)

    def _queue_stakes(self, stakes: list[StakePut]) -> None:
        def build() -> list[Tween]:
            tweens: list[Tween] = []
            assert self.flock is not None
            center = self.board_center()
            payers = sorted({s.seat for s in stakes})
            if len(payers) == 1:
                self._say(f"{self.names[payers[0]]} dresses the board")
            else:
                self._say("Everyone dresses the board")
            order = {seat: i for i, seat in enumerate(payers)}
            delays: dict[int, float] = {}
            for st in stakes:
                target = self.board.fish_point(center, st.compartment)
                delay = delays.get(st.seat, order[st.seat] * 110.0)

                def land(st: StakePut = st) -> None:
                    self.balances[st.seat] -= 1
                    self.board.counts[st.compartment] = self.board.counts.get(st.compartment, 0) + 1
                    self.board.flash[st.compartment] = 1.0

                tweens += self.flock.launch(self.plaque_point(st.seat), target, st.chips, STAKE_FISH_MS,
                                            STAKE_STAGGER_MS, delay, land)
                delays[st.seat] = delay + min(st.chips, 24) * STAKE_STAGGER_MS * 0.5 + 30
            return tweens

        self.timeline.then(build, name="dress")

    def _queue_payments(self, pays: list[ChipsHanded]) -> None:
        pays = [p for p in pays if p.chips > 0]
        if not pays:
            return

        def build() -> list[Tween]:
            tweens: list[Tween] = []
            assert self.flock is not None
            reasons = {p.reason for p in pays}
            payees = sorted({p.payee for p in pays})
            who = self.names[payees[0]] if len(payees) == 1 else "the players"
            if "cards_left" in reasons:
                self._say(f"{who} is paid a fish for every card left in hand")
            elif "contribution" in reasons:
                self._say(f"The players hand {who} fish towards the dressing")
            elif "pope_turned" in reasons:
                self._say(f"A turned Pope: {who} is paid a fish for every card dealt")
            else:
                self._say(f"Fish are paid to {who}")
            for k, p in enumerate(pays):

                def land(p: ChipsHanded = p) -> None:
                    self.balances[p.payer] -= 1
                    self.balances[p.payee] += 1
                    self.plaque_flash[p.payee] = 1.0

                tweens += self.flock.launch(self.plaque_point(p.payer), self.plaque_point(p.payee), p.chips,
                                            PAY_FISH_MS, 50.0, k * 140.0, land)
            return tweens

        self.timeline.then(build, name="payments")

    def _queue_claim(self, ev: StakeTaken) -> None:
        name = ev.compartment
        label = compartment_label_en(self.rules, name)  # "浮気 (Intrigue)": English sentences, native names
        reason_words = {
            "turn_up": "the turn-up wins",
            "refund": "takes back the stake on",
            "played": "takes",
            "pair": "takes",
            "split": "takes half of",
            "game": "goes out and takes",
            "share_out": "takes",
        }

        def build_turn() -> list[Tween]:
            who = self.names[ev.seat]
            if ev.reason == "turn_up":
                self._say(f"{who}: the turn-up wins {label}", f"{ev.chips} fish")
            else:
                self._say(f"{who} {reason_words.get(ev.reason, 'takes')} {label}", f"{ev.chips} fish")
            self.board.glow = name
            target = self.board.facing_angle(name, self.seat_direction(ev.seat))
            tweens = [self._turn_board(target, CLAIM_TURN_MS)]

            def glow(t: float) -> None:
                self.board.glow_strength = t

            tweens.append(Tween(CLAIM_TURN_MS * 0.8, glow, easing=ease_out))
            return tweens

        def build_flow() -> list[Tween]:
            assert self.flock is not None
            center = self.board_center()
            start = self.board.fish_point(center, name)
            self.hidden_board_fish[name] = 0

            def depart(chips: int) -> None:
                self.hidden_board_fish[name] = self.hidden_board_fish.get(name, 0) + chips

            def land() -> None:
                self.board.counts[name] = self.board.counts.get(name, 0) - 1
                self.hidden_board_fish[name] = max(0, self.hidden_board_fish.get(name, 0) - 1)
                self.balances[ev.seat] += 1
                self.plaque_flash[ev.seat] = 1.0

            tweens = self.flock.launch(start, self.plaque_point(ev.seat), ev.chips, CLAIM_FISH_MS, 55.0, 0.0, land,
                                       on_depart=depart)

            def fade(t: float) -> None:
                self.board.glow_strength = 1.0 - t

            tweens.append(Tween(CLAIM_FISH_MS, fade, delay_ms=55.0 * min(ev.chips, 24), easing=linear))
            return tweens

        def done() -> None:
            self.board.glow = None
            self.board.glow_strength = 0.0
            self.hidden_board_fish.pop(name, None)

        if ev.chips <= 0:
            self.timeline.call(lambda: self._say(f"{self.names[ev.seat]} wins {label}, but it is empty"), name="claim_empty")
            self.timeline.wait(500)
            return
        self.timeline.then(build_turn, name="claim_turn")
        self.timeline.then(build_flow, done, name="claim")

    def _build_deal(self, ev: CardsDealt) -> list[Tween]:
        lay = self._ensure_layout()
        self._say(f"{self.names[self.dealer]} deals the cards")
        seat_pt = self.seat_point(self.dealer)
        src = lerp_point(seat_pt, (lay.cx, lay.cy), 0.3)
        self.pack_pos = src
        self.pack_left = len(ev.recipients)
        tweens: list[Tween] = []
        counts = [0] * self.n
        dead = 0
        rng = random.Random(len(ev.recipients) + self.dealer)
        for i, who in enumerate(ev.recipients):
            if who >= 0:
                counts[who] += 1
                if self.view_pos(who) == 0:
                    rects = self._fan_rects(who, max(1, len(self.hands[who])))
                    r = rects[min(counts[who] - 1, len(rects) - 1)]
                    end, w1 = (r.centerx, r.centery), lay.hand_w
                else:
                    end, w1 = self.seat_point(who), lay.small_w
            else:
                dead += 1
                end = lay.dead_pos if who == DEAD_HAND else lay.undealt_pos
                w1 = lay.pile_w
            flight = _CardFlight(None, src, end, lay.small_w, w1, lift=rng.uniform(-30, 30) * lay.s,
                                 tilt0=rng.uniform(-25, 25), tilt1=0.0)
            self.cards_in_flight.append(flight)

            def upd(t: float, f: _CardFlight = flight) -> None:
                if not f.visible:
                    self.pack_left = max(0, self.pack_left - 1)
                f.visible = True
                f.t = t

            def land(f: _CardFlight = flight, who: int = who) -> None:
                if f in self.cards_in_flight:
                    self.cards_in_flight.remove(f)
                if who >= 0:
                    self.hand_counts[who] += 1
                elif who == DEAD_HAND:
                    self.dead_count += 1
                else:
                    self.undealt_count += 1

            tweens.append(Tween(DEAL_CARD_MS, upd, land, delay_ms=i * DEAL_STAGGER_MS, easing=ease_out))
        return tweens

    def _after_dealing(self) -> None:
        self.pack_left = 0
        self.cards_in_flight = [f for f in self.cards_in_flight if f.card is not None]
        self.hand_counts = [len(h) for h in self.hands]
        if self.shown_seat is not None and self.view_pos(self.shown_seat) == 0:
            self._reveal_hand(self.shown_seat)

    def _reveal_hand(self, seat: int) -> None:
        """Turn ``seat``'s hand face up at the bottom (a short flip)."""
        self.shown_seat = seat
        self.revealed = True
        self.flip_t = 0.0

        def upd(t: float) -> None:
            self.flip_t = t

        # the flip runs beside the timeline, so it never delays the game
        self._side_tweens.append(Tween(FLIP_MS, upd, easing=ease_in_out))

    def _build_turn_up(self, ev: TurnedUp) -> list[Tween]:
        self.turn_up = ev.card
        self.trump = ev.trump
        self.board.set_trump(ev.trump)
        where = ""
        if ev.holder >= 0:
            where = f" (in {self.names[ev.holder]}'s hand)"
        elif ev.holder == DEAD_HAND:
            where = ""
        self._say(f"Turn-up: {card_name(ev.card)}{where}", f"{SUIT_NAMES[ev.trump].capitalize()} are trumps")

        def upd(t: float) -> None:
            self.turn_up_scale = t

        return [Tween(TURN_UP_MS, upd, easing=ease_out)]

    def _play_caption(self, ev: CardPlayed) -> tuple[str, str]:
        who = self.names[ev.seat]
        name = card_name(ev.card)
        extra = ""
        if ev.card == POPE:
            extra = ": the Pope!"
        elif self.trump is not None and suit_of(ev.card) == self.trump and rank_of(ev.card) in _HONOUR_WORDS:
            extra = f": the trump {_HONOUR_WORDS[rank_of(ev.card)]}!"
        sub = f"{who} leads" if ev.lead else f"played by {who}"
        if ev.pope_as_stop:
            sub = f"{who} plays the Pope in place of the missing card"
        return (name + extra, sub)

    def _build_play(self, ev: CardPlayed) -> list[Tween]:
        lay = self._ensure_layout()
        title, sub = self._play_caption(ev)
        self._say(title, sub)
        seat = ev.seat
        start: Point = self.seat_point(seat)
        w0 = lay.small_w
        face_up_start = False
        if self.view_pos(seat) == 0:
            w0 = lay.hand_w
            if self._hand_face_up(seat):
                for c, rect in self._hand_rects(seat):
                    if c == ev.card:
                        start = rect.center
                        face_up_start = True
                        break
            else:
                rects = self._fan_rects(seat, max(1, self.hand_counts[seat]))
                start = rects[len(rects) // 2].center
        if ev.card in self.hands[seat]:
            self.hands[seat].remove(ev.card)
        self.hand_counts[seat] = max(0, self.hand_counts[seat] - 1)
        if ev.lead and self.sequence:
            self.swept.extend(self.sequence)
            self.sequence = []
        slot = lay.seq_slot(len(self.sequence))
        flight = _CardFlight(ev.card, start, slot, w0, lay.seq_w, flip=not face_up_start,
                             lift=-40 * lay.s, tilt0=0.0, tilt1=0.0)
        self.cards_in_flight.append(flight)

        def upd(t: float) -> None:
            flight.visible = True
            flight.t = t

        def land() -> None:
            if flight in self.cards_in_flight:
                self.cards_in_flight.remove(flight)
            self.sequence.append(_SeqCard(ev.card, seat, slot))

        return [Tween(PLAY_MS, upd, land, easing=ease_in_out)]

    def _build_stop(self, ev: SequenceStopped) -> list[Tween]:
        who = self.names[ev.seat]
        if ev.reason == "king":
            why = "a King stops the sequence"
        elif ev.reason == "top":
            why = "an Ace is the top of its suit"
        elif ev.reason == "seven_of_diamonds":
            why = "the seven of diamonds (the eight is out)"
        elif ev.reason == "played" and ev.next_card is not None:
            why = f"the {card_name(ev.next_card)} is already played"
        elif ev.reason == "dead" and ev.next_card is not None:
            why = f"nobody holds the {card_name(ev.next_card)}"
        else:
            why = "no card follows"
        self._say(f"Stop: {why}", f"{who} leads next")
        return [Tween(STOP_MS, easing=linear)]

    def _build_sweep(self) -> list[Tween]:
        lay = self._ensure_layout()
        cards = self.sequence
        self.sequence = []
        self.swept.extend(cards)
        dest = (lay.seq_left - lay.seq_w * 0.2, lay.seq_y + cards_art.card_height(lay.seq_w) / 2)
        tweens: list[Tween] = []
        for i, sc in enumerate(cards):
            start = sc.pos

            def upd(t: float, sc: _SeqCard = sc, start: Point = start, i: int = i) -> None:
                sc.pos = lerp_point(start, (dest[0] - i * 0.6, dest[1] - i * 0.6), t)
                # face up all the way: the stop's caption is still about these cards; they fade as they go
                sc.alpha = int(255 * (1.0 - max(0.0, (t - 0.65) / 0.35)))

            def done(sc: _SeqCard = sc) -> None:
                if sc in self.swept:
                    self.swept.remove(sc)

            tweens.append(Tween(SWEEP_MS, upd, done, delay_ms=i * 18.0, easing=ease_in_out))
        return tweens

    def _on_deal_ended(self, ev: DealEnded) -> None:
        self.winner = ev.winner
        if ev.winner is None:
            self._say("The turned Pope ends the deal", f"{self.names[self.dealer]} dealt")
        else:
            sub = ""
            if ev.pope_holder is not None and ev.pope_holder != ev.winner:
                sub = f"{self.names[ev.pope_holder]} holds the unplayed Pope"
            self._say(f"{self.names[ev.winner]} is out and wins the Game!", sub)

    # --- the loop ------------------------------------------------------------------

    def update(self, dt_ms: float) -> None:
        """Advance the animations; when they are done, let the seat to move decide."""
        self._ensure_layout()
        if self.privacy_for is not None:
            self.privacy_age_ms += dt_ms
        self.reveal_guard_ms = max(0.0, self.reveal_guard_ms - dt_ms)
        speed = self._speed()
        self.timeline.speed = speed
        self.timeline.update(dt_ms)
        scaled = dt_ms * speed
        for tw in list(self._side_tweens):
            if tw.update(scaled):
                self._side_tweens.remove(tw)
        self.caption_age += scaled
        fade = scaled / 450.0
        self.plaque_flash = [max(0.0, f - fade) for f in self.plaque_flash]
        for name in list(self.board.flash):
            self.board.flash[name] = max(0.0, self.board.flash[name] - fade)
        if self.deal is None or self.timeline.busy:
            return
        if self.cursor < len(self.deal.events):
            self._pump()
            return
        if self.deal.over:
            self._end_hold += scaled
            if self._end_hold >= END_HOLD_MS:
                self._end_hold = 0.0
                self._finish_deal()
            return
        self._end_hold = 0.0
        seat = self.deal.to_move
        if seat is None:
            return
        if seat in self.computers:
            if self.think_ms == 0.0 and self.caption_age > 1200.0:
                self._say(f"{self.names[seat]} to lead" if self.deal.decision == "lead"
                          else f"{self.names[seat]} considers the Pope")
            if self._thought is None:
                self._start_thinking(seat)
            self.think_ms += scaled
            if self.think_ms >= COMPUTER_THINK_MS and self._thought is not None and self._thought.done():
                self.think_ms = 0.0
                self._computer_move(seat)
            return
        self.think_ms = 0.0
        self._poll_hint()
        self._prepare_human(seat)
        if self._human_to_act() == seat and self.hint_queued_for is not None:
            queued, self.hint_queued_for = self.hint_queued_for, None
            if queued == seat:
                self.ask_hint()
        if self._human_to_act() == seat:
            if self.deal.decision == "lead":
                title, sub = f"{self.names[seat]} to lead", "click a raised card, or use the arrows and Enter"
            else:
                missing = next((e.missing for e in reversed(self.deal.events) if isinstance(e, PopeOffered)), None)
                title = f"{self.names[seat]} may play the Pope" + (f" for the missing {card_name(missing)}" if missing is not None else "")
                sub = "play it and take the Pope's stake, or keep it"
            if self.caption != title and self.hint_action is None and self._hint_thought is None:
                self._say(title, sub)
            self.caption_age = 0.0

    def _thinker(self) -> Any:
        """The background worker for computer players and hints (``popejoan.ai.worker.Thinker``), made once."""
        if self._thinker_obj is None:
            from popejoan.ai.worker import Thinker

            self._thinker_obj = Thinker()
        return self._thinker_obj

    def _start_thinking(self, seat: int) -> None:
        """Start ``seat``'s computer player on its own observation, off the UI thread."""
        player = self.computers.get(seat)
        if player is None:  # no AI package: a random legal action, decided at once
            self._thought = _Decided(random.Random(self.seed + len(self.deal.events)).choice(self.deal.legal_actions()))
        else:
            self._thought = self._thinker().think(player, self.deal.observation(seat))
        self._thought_seat = seat

    def _computer_move(self, seat: int) -> None:
        """Apply the finished thought of ``seat`` (a random legal action if the player failed)."""
        thought, self._thought, self._thought_seat = self._thought, None, None
        legal = self.deal.legal_actions()
        try:
            action = thought.result()
        except Exception:  # a computer player's failure must not stop the game
            action = random.Random(self.seed + len(self.deal.events)).choice(legal)
        if action not in legal:
            action = legal[0]
        self.deal.apply(action)
        self._pump()

    def thinking_seat(self) -> Optional[int]:
        """The computer seat whose choice is being worked out now, or None."""
        if self._thought is not None and not self._thought.done():
            return self._thought_seat
        return None

    def ask_hint(self) -> bool:
        """Start a hint for the human to act: the Hard player's choice, from that human's own observation.

        Returns:
            True when a hint was asked for (a human must decide and none is pending).
        """
        seat = self._human_to_act()
        if seat is None or self._hint_thought is not None:
            return False
        self._hint_for = (seat, len(self.deal.events))
        self._hint_player = _ExplainedHint(self.seed + 7919 * seat)
        self._hint_thought = self._thinker().think(self._hint_player, self.deal.observation(seat))
        self._say(f"{self.names[seat]} asks for a hint…", "the Hard player is thinking")
        return True

    def _queue_hint(self) -> bool:
        """H while the cards are moving: the hint is asked as soon as the same human must decide.

        In a hot-seat game only the human whose hand the screen showed last can queue one.
        """
        if self.deal is None or self.deal.over or self.privacy_for is not None:
            return False
        seat = self.humans[0] if len(self.humans) == 1 else self.last_viewer
        if seat is None:
            return False
        self.hint_queued_for = seat
        self._say(self.caption, (self.caption_sub + "  ·  " if self.caption_sub else "")
                  + f"a hint for {self.names[seat]} when the cards settle")
        return True

    def _poll_hint(self) -> None:
        """Show a finished hint: select the card it names and say it."""
        thought = self._hint_thought
        if thought is None or not thought.done():
            return
        self._hint_thought = None
        seat, at = self._hint_for
        if self.deal is None or self.deal.to_move != seat or len(self.deal.events) != at:
            return  # the decision was made meanwhile
        try:
            action = thought.result()
        except Exception:
            return
        self.hint_action = action
        reason = hint_reason(getattr(self._hint_player, "margin", None))
        if self.deal.decision == "pope_offer":
            self.offer_choice = 0 if action == POPE else 1
            self._say("Hint: play the Pope" if action == POPE else "Hint: keep the Pope", reason)
            self.caption_age = -4000.0
            return
        legal = [c for c in self.hands[seat] if c in self._legal_for(seat)]
        if action in legal:
            self.selected = legal.index(action)
            self.hover_card = action
        self._say(f"Hint: lead the {card_name(action)}", reason)
        self.caption_age = -4000.0

    def _prepare_human(self, seat: int) -> None:
        """Make sure ``seat``'s hand is the one shown (behind a privacy card when several humans play)."""
        if self.shown_seat == seat and self.revealed:
            self._clamp_selection()
            return
        if len(self.humans) >= 2 and self.last_viewer != seat:
            # the screen would go from one human's hand to another's: pass it first
            if self.privacy_for != seat:
                self.privacy_for = seat
                self.privacy_age_ms = 0.0
                # a key or button already down (or held from mashing) must be let go and pressed again
                self._privacy_stale = set(self._inputs_down)
                self.privacy_cards_shown += 1
            return
        # one human, or the same human deciding again (nobody else has had the screen since): no pass card
        self._show_hand_of(seat)

    def _show_hand_of(self, seat: int) -> None:
        if self.bottom_seat != seat:
            # the table turns (behind the privacy card) so the deciding human sits at the bottom;
            # the board turns with it, keeping its relation to the dealer
            before = self.seat_direction(self.dealer)
            self.bottom_seat = seat
            self.board.angle = (self.board.angle + self.seat_direction(self.dealer) - before) % 360.0
        self._reveal_hand(seat)
        self.last_viewer = seat
        self.selected = 0
        self._clamp_selection()

    def _legal_for(self, seat: int) -> tuple[int, ...]:
        if (self.deal is None or self.deal.over or self.deal.to_move != seat or self.timeline.busy
                or self.cursor < len(self.deal.events) or self.deal.decision != "lead"):
            return ()
        return tuple(self.deal.legal_actions())

    def _human_to_act(self) -> Optional[int]:
        """The human seat that must decide now, with its hand on show, or None."""
        if self.deal is None or self.deal.over or self.timeline.busy or self.cursor < len(self.deal.events):
            return None
        seat = self.deal.to_move
        if seat is None or seat in self.computers or self.privacy_for is not None:
            return None
        if self.shown_seat != seat or not self.revealed:
            return None
        return seat

    def _clamp_selection(self) -> None:
        seat = self._human_to_act()
        if seat is None:
            return
        legal = [c for c in self.hands[seat] if c in self._legal_for(seat)]
        if legal:
            self.selected = max(0, min(self.selected, len(legal) - 1))

    def _human_play(self, action: int) -> bool:
        seat = self._human_to_act()
        if seat is None or action not in self.deal.legal_actions():
            return False
        if self.reveal_guard_ms > 0:
            return True  # the hand has only just been shown: this press is spent
        self.deal.apply(action)
        self.hint_action = None
        if len(self.humans) >= 2:
            # the hand is hidden again at once: nobody else may see it
            self.shown_seat = None
            self.revealed = False
        self.hover_card = None
        self._pump()
        return True

    def _finish_deal(self) -> None:
        if self.finished:
            return
        self.finished = True
        deal = self.deal
        self.session.finish_deal()
        self.deal = None
        try:
            from popejoan.ui.scenes.summary import SummaryScene
        except ImportError:
            SummaryScene = None  # type: ignore[assignment]
        if SummaryScene is not None and hasattr(self.app, "push"):
            self.summary_pushed = True
            self._last_deal = deal
            self.app.push(SummaryScene(self.app, self.session, deal))
        else:
            self._last_deal = deal
            self.waiting_next = True
            self._say("Click or press Enter to deal again" if not self.session_over else "The session is over")

    def on_resume(self, scene: Any = None) -> None:
        """Back from the summary: deal again, unless the session is over."""
        from_summary = self.summary_pushed or type(scene).__name__ == "SummaryScene"
        if from_summary and self.deal is None and not self.session_over:
            self.summary_pushed = False
            self.start_deal()

    def next_deal(self) -> None:
        """Start the next deal now (when no summary scene is in between)."""
        if self.deal is None and not self.session_over:
            self.start_deal()

    # --- input ---------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Clicks and keys: reveal a hand, choose a lead, answer the Pope's offer, or skip an animation."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = tuple(event.pos)  # type: ignore[assignment]
            self._update_hover()
            return False
        if event.type in (pygame.KEYUP, pygame.MOUSEBUTTONUP):
            what = ("key", event.key) if event.type == pygame.KEYUP else ("button", event.button)
            self._inputs_down.discard(what)
            self._privacy_stale.discard(what)
            return False
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            what = ("key", event.key) if event.type == pygame.KEYDOWN else ("button", event.button)
            fresh = what not in self._inputs_down
            self._inputs_down.add(what)
            if self.privacy_for is not None and not self._privacy_ready(what, fresh):
                return what != ("key", pygame.K_ESCAPE)  # Esc still pauses
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = tuple(event.pos)  # type: ignore[assignment]
            return self._click(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        return False

    def _privacy_ready(self, what: tuple, fresh: bool) -> bool:
        """May this key or button press lift the pass card? Not in its first moments
        (:data:`PRIVACY_GUARD_MS` of real time), and only a fresh press made after it appeared."""
        if self.privacy_age_ms < PRIVACY_GUARD_MS or not fresh or what in self._privacy_stale:
            self._privacy_stale.add(what)  # this press is spent: it must be let go and pressed again
            return False
        return True

    def _update_hover(self) -> None:
        seat = self._human_to_act()
        self.hover_card = None
        if seat is None:
            return
        for c, rect in reversed(self._hand_rects(seat)):
            if self._hit_rect(rect).collidepoint(self.mouse):
                self.hover_card = c
                legal = [x for x in self.hands[seat] if x in self._legal_for(seat)]
                if c in legal:
                    self.selected = legal.index(c)
                return

    def _click(self, pos: tuple[int, int]) -> bool:
        if self.privacy_for is not None:
            self._lift_privacy()
            return True
        if self.waiting_next:
            self.waiting_next = False
            self.next_deal()
            return True
        if self.timeline.busy:
            self.timeline.skip()
            return True
        if self._hurry():
            return True
        seat = self._human_to_act()
        if seat is not None:
            if self.deal.decision == "pope_offer":
                for i, rect in enumerate(self._offer_rects()):
                    if rect.collidepoint(pos):
                        return self._human_play(POPE if i == 0 else PASS)
                return True
            for c, rect in reversed(self._hand_rects(seat)):
                if self._hit_rect(rect).collidepoint(pos):
                    if c in self._legal_for(seat):
                        return self._human_play(c)
                    self.hover_card = c
                    return True
        return False

    def _key(self, key: int) -> bool:
        if self.privacy_for is not None:
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self._lift_privacy()
                return True
            return key != pygame.K_ESCAPE
        if key == pygame.K_SPACE:
            if self.timeline.busy:
                self.timeline.skip()
                return True
            if self._hurry():
                return True
            if self.waiting_next:
                self.waiting_next = False
                self.next_deal()
                return True
            return False
        if self.waiting_next and key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.waiting_next = False
            self.next_deal()
            return True
        seat = self._human_to_act()
        if key == pygame.K_h and seat is None:
            return self._queue_hint()
        if seat is None:
            return False
        if key == pygame.K_h:
            return self.ask_hint()
        if self.deal.decision == "pope_offer":
            if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
                self.offer_choice = 1 - self.offer_choice
                return True
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return self._human_play(POPE if self.offer_choice == 0 else PASS)
            return False
        legal = [c for c in self.hands[seat] if c in self._legal_for(seat)]
        if not legal:
            return False
        if key in (pygame.K_LEFT, pygame.K_a):
            self.selected = (self.selected - 1) % len(legal)
            self.hover_card = legal[self.selected]
            return True
        if key in (pygame.K_RIGHT, pygame.K_d):
            self.selected = (self.selected + 1) % len(legal)
            self.hover_card = legal[self.selected]
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_UP):
            return self._human_play(legal[max(0, min(self.selected, len(legal) - 1))])
        return False

    def _hurry(self) -> bool:
        """Cut a computer's pause, or the pause after a deal ends, short (a click or Space)."""
        if self.deal is None or self.timeline.busy or self.cursor < len(self.deal.events):
            return False
        if self.deal.over:
            self._end_hold = END_HOLD_MS
            return True
        if self.deal.to_move in self.computers:
            self.think_ms = COMPUTER_THINK_MS
            return True
        return False

    def _hit_rect(self, rect: pygame.Rect) -> pygame.Rect:
        """A hand card's clickable area: the card, and the gap a raised card leaves below it."""
        lay = self._ensure_layout()
        bottom = lay.hand_y + cards_art.card_height(lay.hand_w)
        return pygame.Rect(rect.x, rect.y, rect.w, max(rect.h, bottom - rect.y))

    def _lift_privacy(self) -> None:
        seat = self.privacy_for
        self.privacy_for = None
        if seat is not None:
            self._show_hand_of(seat)
            # A press in the next moments was meant for the pass card (someone mashing Enter):
            # it must not play a card the player has not yet seen.
            self.reveal_guard_ms = REVEAL_GUARD_MS

    def _offer_rects(self) -> list[pygame.Rect]:
        lay = self._ensure_layout()
        w, h = int(184 * lay.s), int(40 * lay.s)
        x = int(lay.seq_left + lay.seq_w + 12 * lay.seq_step + 24 * lay.s)
        x = min(x, int(self.app_size()[0] - w - 20 * lay.s))
        mid = lay.seq_y + cards_art.card_height(lay.seq_w) / 2
        return [pygame.Rect(x, int(mid - h - 4 * lay.s), w, h), pygame.Rect(x, int(mid + 4 * lay.s), w, h)]

    # --- drawing -------------------------------------------------------------------

    def _face(self, surface: pygame.Surface, c: Card, width: int, pos: tuple[int, int], owner: Optional[int],
              dim: bool = False) -> None:
        """Draw a card face, recording whose hand it came from (privacy tests read :attr:`faces_drawn`)."""
        self.faces_drawn.append((owner, c))
        img = cards_art.dimmed(c, width) if dim else cards_art.face(c, width)
        surface.blit(img, pos)

    def _hand_face_up(self, seat: int) -> bool:
        return (self.shown_seat == seat and self.revealed and self.privacy_for is None
                and (len(self.humans) == 1 or self.shown_seat == self.deal_to_move()))

    def deal_to_move(self) -> Optional[int]:
        """The seat the engine waits for, or None."""
        return None if self.deal is None else self.deal.to_move

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table (or only the privacy card while it is up)."""
        self.faces_drawn = []
        lay = self._ensure_layout()
        if self._background is None or self._background.get_size() != surface.get_size():
            self._background = self._render_background(surface.get_size())
        surface.blit(self._background, (0, 0))
        if self.privacy_for is not None:
            self._draw_privacy(surface, self.privacy_for)
            return
        self.board.draw(surface, self.board_center(), self.hidden_board_fish)
        self._draw_piles(surface, lay)
        for seat in range(self.n):
            self._draw_seat(surface, seat)
        self._draw_sequence(surface, lay)
        self._draw_flights(surface, lay)
        if self.flock is not None:
            self.flock.draw(surface)
        self._draw_caption(surface, lay)
        self._draw_prompt(surface, lay)
        self._draw_stock_peek(surface, lay)
        self._draw_header(surface, lay)

    def _render_background(self, size: tuple[int, int]) -> pygame.Surface:
        W, H = size
        bg = pygame.Surface(size)
        bg.fill(pal.BAIZE)
        # baize nap: a fine grey speckle, tiled from one small seeded tile
        tile_px = 128
        grey = random.Random(7).randbytes(tile_px * tile_px)
        tile = pygame.image.frombuffer(bytes(b for b in grey for _ in range(3)), (tile_px, tile_px), "RGB")
        tile.set_alpha(14)
        for ty in range(0, H, tile_px):
            for tx in range(0, W, tile_px):
                bg.blit(tile, (tx, ty))
        # candle light: warm in the middle, falling off to the corners
        light = pygame.Surface((W // 8 + 1, H // 8 + 1), pygame.SRCALPHA)
        lw, lh = light.get_size()
        for i in range(28):
            t = i / 27
            pygame.draw.ellipse(light, (255, 206, 140, int(4 + 7 * t)),
                                pygame.Rect(lw * 0.5 - lw * 0.62 * (1 - t), lh * 0.42 - lh * 0.75 * (1 - t),
                                            lw * 1.24 * (1 - t), lh * 1.5 * (1 - t)))
        bg.blit(pygame.transform.smoothscale(light, size), (0, 0))
        shade = pygame.Surface((W // 8 + 1, H // 8 + 1), pygame.SRCALPHA)
        sw, sh = shade.get_size()
        for i in range(20):
            t = i / 19
            pygame.draw.rect(shade, (0, 0, 0, int(14 * (1 - t))), pygame.Rect(sw * t * 0.18, sh * t * 0.2,
                                                                                 sw * (1 - t * 0.36), sh * (1 - t * 0.4)),
                             max(1, int(sw * 0.02)))
        bg.blit(pygame.transform.smoothscale(shade, size), (0, 0))
        # the polished wood rail round the edge of the table
        rail = max(6, int(10 * min(W / 1280, H / 720)))
        for i in range(rail):
            t = i / max(1, rail - 1)
            col = pal.mix(pal.WOOD_DARK, pal.WOOD_LIGHT, math.sin(math.pi * t) * 0.7)
            pygame.draw.rect(bg, col, pygame.Rect(i, i, W - 2 * i, H - 2 * i), 1)
        pygame.draw.rect(bg, pal.GILT_DARK, pygame.Rect(rail, rail, W - 2 * rail, H - 2 * rail), 1)
        return bg.convert() if pygame.display.get_surface() else bg

    def _stock_rect(self) -> pygame.Rect:
        lay = self._ensure_layout()
        w = lay.pile_w
        h = cards_art.card_height(w)
        return pygame.Rect(int(lay.dead_pos[0] - w / 2 - 6), int(lay.dead_pos[1] - h / 2 - 8), w + 12, h + 16)

    def _stock_for_viewer(self) -> Optional[tuple[int, tuple[Card, ...]]]:
        """The stock's cards when the human whose hand is on show is the dealer and may look at it."""
        seat = self.shown_seat
        if (seat is None or self.deal is None or not self.revealed or self.privacy_for is not None
                or self.timeline.busy or not self._hand_face_up(seat)):
            return None
        stock = self.deal.observation(seat).stock
        return (seat, tuple(stock)) if stock else None

    def _draw_stock_peek(self, surface: pygame.Surface, lay: _Layout) -> None:
        """Hoyle lets the dealer look at the stock: on hover, the dealer (only) sees it fanned out."""
        peek = self._stock_for_viewer()
        if peek is None:
            return
        seat, stock = peek
        s = lay.s
        rect = self._stock_rect()
        hint = _text(f"{self.names[seat]} may look", max(10, int(12 * s)), pal.GILT, italic=True)
        surface.blit(hint, hint.get_rect(midbottom=(rect.centerx, rect.top - int(2 * s))))
        if not rect.collidepoint(self.mouse):
            return
        w = lay.seq_w
        h = cards_art.card_height(w)
        step = w * 0.55
        total = w + step * (len(stock) - 1)
        left = min(rect.right - total, surface.get_width() - total - 12 * s)
        top = rect.top - h - int(22 * s)
        for i, c in enumerate(stock):
            self._face(surface, c, w, (int(left + i * step), int(top)), seat)

    def _draw_header(self, surface: pygame.Surface, lay: _Layout) -> None:
        """The ruleset and the deal's number at the top left; the keys at the top right."""
        s = lay.s
        number = self.session.deals_played + (1 if self.deal is not None else 0)
        of = f" of {self.deals_limit}" if self.deals_limit else ""
        title = _text(self.rules.name.native, max(12, int(18 * s)), gilt=True, bold=True)
        surface.blit(title, (int(24 * s), int(18 * s)))
        sub = _text(f"Deal {max(1, number)}{of}", max(10, int(14 * s)), pal.TEXT_DIM, italic=True)
        surface.blit(sub, (int(24 * s), int(18 * s) + title.get_height()))
        keys = _text("Space: skip  ·  H: hint  ·  F1: rules  ·  Esc: pause", max(10, int(13 * s)), pal.TEXT_DIM, italic=True)
        surface.blit(keys, keys.get_rect(topright=(int(surface.get_width() - 24 * s), int(20 * s))))

    def _draw_piles(self, surface: pygame.Surface, lay: _Layout) -> None:
        """The dead hand / stock, the undealt cards, and the turn-up with the trump suit named."""
        s = lay.s
        w = lay.pile_w
        h = cards_art.card_height(w)
        if self.dead_count or self.undealt_count or self.deal is not None:
            x, y = lay.dead_pos
            for count, label, dy in ((self.dead_count, self._dead_label(), 0.0),
                                     (self.undealt_count, "Undealt", lay.undealt_pos[1] - lay.dead_pos[1])):
                if count <= 0:
                    continue
                layers = min(count, 8)
                for i in range(layers):
                    surface.blit(cards_art.back(w), (int(x - w / 2 - i * 0.7), int(y + dy - h / 2 - i * 0.9)))
                cap = _text(f"{label} ({count})", max(11, int(14 * s)), pal.TEXT_DIM)
                surface.blit(cap, cap.get_rect(midtop=(int(x), int(y + dy + h / 2 + 4 * s))))
        if self.turn_up is not None:
            x, y = lay.turn_pos
            k = 0.35 + 0.65 * self.turn_up_scale
            ww = max(4, int(w * k))
            img = cards_art.face(self.turn_up, w)
            self.faces_drawn.append((None, self.turn_up))
            if ww != w:
                img = pygame.transform.smoothscale(img, (ww, cards_art.card_height(ww)))
            img = pygame.transform.rotate(img, -8)
            surface.blit(cards_art.shadow(w), cards_art.shadow(w).get_rect(center=(int(x + 3 * s), int(y + 4 * s))))
            surface.blit(img, img.get_rect(center=(int(x), int(y))))
            if self.trump is not None:
                cap = _text("Turn-up", max(11, int(14 * s)), pal.TEXT_DIM)
                surface.blit(cap, cap.get_rect(midtop=(int(x), int(y + h / 2 + 6 * s))))
                cap2 = _text(f"{SUIT_NAMES[self.trump].capitalize()} are trumps", max(12, int(18 * s)), gilt=True, bold=True)
                mid = (lay.dead_pos[0] + x) / 2
                r2 = cap2.get_rect(midtop=(int(mid), int(y + h / 2 + 26 * s)))
                r2.right = min(r2.right, int(surface.get_width() - 16 * s))
                surface.blit(cap2, r2)

    def _dead_label(self) -> str:
        kind = self.rules.deal.dead_hand
        if kind == "first":
            return "Ghost hand"
        if kind == "none":
            return "Stock"
        return "Dead hand"

    def _draw_seat(self, surface: pygame.Surface, seat: int) -> None:
        lay = self._ensure_layout()
        k = self.view_pos(seat)
        ax, ay = lay.seat_anchor(k)
        pw, ph = lay.plaque
        rect = pygame.Rect(0, 0, pw, ph)
        rect.center = (int(ax), int(ay))
        to_move = (self.deal is not None and not self.deal.over and self.deal.to_move == seat
                   and not self.timeline.busy)
        won = self.winner == seat and self.deal is not None and self.deal.over
        # cards first (the plaque sits over their edge)
        count = self.hand_counts[seat]
        if count:
            if k == 0 and self._hand_face_up(seat) and count == len(self.hands[seat]):
                self._draw_face_up_hand(surface, seat)
            else:
                # the bottom hand is laid out for all its cards from the first, so none jumps as more arrive
                rects = self._fan_rects(seat, max(count, len(self.hands[seat])) if k == 0 else count)[:count]
                width = lay.hand_w if k == 0 else lay.small_w
                step = rects[1].x - rects[0].x if len(rects) > 1 else 0
                img, pad = self._fan_image(width, count, step, k == 0)
                surface.blit(img, (rects[0].x, rects[0].y - pad))
        img, margin = self._plaque_image(seat, to_move, won)
        surface.blit(img, (rect.x - margin, rect.y - margin))
        if self.thinking_seat() == seat:
            dots = "." * (1 + (pygame.time.get_ticks() // 350) % 3)
            mark = _text(f"thinking{dots}", max(10, int(13 * lay.s)), pal.GILT, italic=True)
            surface.blit(mark, mark.get_rect(midtop=(rect.centerx, rect.bottom + int(3 * lay.s))))

    def _fan_image(self, width: int, count: int, step: int, big: bool) -> tuple[pygame.Surface, int]:
        """Face-down cards in a row with their count, drawn once per size and count (cached).

        Returns:
            The image and how far (pixels) it reaches above the cards' top edge.
        """
        key = (width, count, step, big)
        hit = self._fans.get(key)
        if hit is not None:
            return hit
        s = self._ensure_layout().s
        back = cards_art.back(width)
        h = back.get_height()
        pad = int(12 * s) + 4
        w = width + step * (count - 1)
        img = pygame.Surface((w + pad, h + pad), pygame.SRCALPHA)
        for i in range(count):
            img.blit(back, (i * step, pad))
        # regular weight and not too small: a small bold serif "8" reads as an "S"
        badge = _text(str(count), max(13, int((18 if big else 14) * s)), pal.IVORY)
        br = badge.get_rect(center=(int(w - 2 * s), int(pad + 4 * s)))
        radius = max(br.w, br.h) // 2 + 3
        pygame.draw.circle(img, pal.LACQUER_BLACK, br.center, radius)
        pygame.draw.circle(img, pal.GILT, br.center, radius, 1)
        img.blit(badge, br)
        if len(self._fans) > 256:
            self._fans.clear()
        self._fans[key] = (img, pad)
        return img, pad

    @staticmethod
    def _plaque_fonts(s: float) -> tuple[int, int, int]:
        """The plaque's text sizes (pixels): name, fish, and the dealer / level tag; never too small to read."""
        return max(13, int(18 * s)), max(13, int(15 * s)), max(12, int(12 * s))

    def _plaque_size(self, lay: _Layout) -> tuple[int, int]:
        """A plaque big enough for its longest content at this size: the name on one line, then the fish
        (or a debt) at the left and "Dealer · Normal" at the right, with a gap between them."""
        s = lay.s
        name_px, chips_px, tag_px = self._plaque_fonts(s)
        fish_len = self.board.fish_art.length if self.board.fish_art is not None else int(lay.radius * 0.16)
        chips_w = max(_text(t, chips_px, bold=True).get_width() for t in ("owes 999", "999 fish"))
        levels = [str(level).capitalize() for level in self.levels if level is not None] or [""]
        tag_w = max(_text(f"Dealer · {level}", tag_px, italic=True).get_width() for level in levels)
        pad = int(10 * s)
        row2 = pad + fish_len + int(4 * s) + chips_w + max(8, int(12 * s)) + tag_w + int(8 * s)
        name_h = _text("Ag", name_px, bold=True).get_height()
        chips_h = _text("Ag", chips_px).get_height()
        pw = max(int(176 * s), row2)
        ph = max(int(50 * s), name_h + chips_h + int(6 * s))
        return (pw, ph)

    def plaque_rect(self, seat: int) -> pygame.Rect:
        """The rectangle (pixels) of ``seat``'s name plaque."""
        lay = self._ensure_layout()
        ax, ay = lay.seat_anchor(self.view_pos(seat))
        rect = pygame.Rect(0, 0, *lay.plaque)
        rect.center = (int(ax), int(ay))
        return rect

    def _plaque_image(self, seat: int, to_move: bool, won: bool) -> tuple[pygame.Surface, int]:
        """A seat's lacquer name plaque (name, fish or debt in red, dealer and level), cached until it changes.

        Returns:
            The image and its margin (pixels) round the plaque itself, for glows and shadow.
        """
        lay = self._ensure_layout()
        s = lay.s
        pw, ph = lay.plaque
        bal = self.balances[seat]
        flash = round(self.plaque_flash[seat] * 6) / 6
        tags = []
        if seat == self.dealer:
            tags.append("Dealer")
        if seat in self.computers:
            tags.append(str(self.levels[seat]).capitalize())
        key = (self.names[seat], bal, flash, to_move, won, tuple(tags), pw, ph)
        hit = self._plaques.get(seat)
        if hit is not None and hit[0] == key:
            return hit[1], hit[2]
        margin = int(14 * s) + 2
        img = pygame.Surface((pw + 2 * margin, ph + 2 * margin), pygame.SRCALPHA)
        rect = pygame.Rect(margin, margin, pw, ph)
        if to_move or won:
            glow = rect.inflate(int(10 * s), int(10 * s))
            pygame.draw.rect(img, pal.mix(pal.GILT, pal.BAIZE, 0.35), glow, border_radius=int(12 * s))
            if won:
                pygame.draw.rect(img, pal.GILT_LIGHT, glow.inflate(int(6 * s), int(6 * s)), max(1, int(2 * s)),
                                 border_radius=int(14 * s))
        pygame.draw.rect(img, (0, 0, 0), rect.move(int(2 * s), int(3 * s)), border_radius=int(9 * s))
        pygame.draw.rect(img, pal.LACQUER_BLACK, rect, border_radius=int(9 * s))
        pygame.draw.rect(img, pal.mix(pal.LACQUER, pal.LACQUER_BLACK, 0.3), rect.inflate(-4, -4), border_radius=int(8 * s))
        pygame.draw.rect(img, pal.GILT if to_move else pal.GILT_DARK, rect, max(1, int(2 * s)), border_radius=int(9 * s))
        name_px, chips_px, tag_px = self._plaque_fonts(s)
        name = _text(self.names[seat], name_px, pal.GILT_LIGHT if to_move else pal.TEXT, bold=True)
        if name.get_width() > pw - 16 * s:
            name = pygame.transform.smoothscale(name, (int(pw - 16 * s), name.get_height()))
        img.blit(name, name.get_rect(midleft=(rect.x + int(10 * s), rect.y + int(ph * 0.31))))
        row2 = rect.y + int(ph * 0.72)
        colour = pal.DEBT_LIGHT if bal < 0 else pal.mix(pal.TEXT, pal.GILT_LIGHT, flash)
        # a debt is bold, so the red reads on the lacquer
        chips = _text(f"{bal} fish" if bal >= 0 else f"owes {-bal}", chips_px, colour, bold=bal < 0)
        art = self.board.fish_art
        fx = rect.x + int(10 * s)
        if art is not None:
            art.draw(img, (fx + art.length / 2, row2), 12)
            fx += art.length + int(4 * s)
        chips_rect = chips.get_rect(midleft=(fx, row2))
        img.blit(chips, chips_rect)
        if tags:
            tag = _text(" · ".join(tags), tag_px, pal.GILT, italic=True)
            tag_rect = tag.get_rect(midright=(rect.right - int(8 * s), row2))
            self.plaque_text_rects[seat] = (chips_rect.move(-margin, -margin), tag_rect.move(-margin, -margin))
            img.blit(tag, tag_rect)
        else:
            self.plaque_text_rects[seat] = (chips_rect.move(-margin, -margin), None)
        self._plaques[seat] = (key, img, margin)
        return img, margin

    def _draw_face_up_hand(self, surface: pygame.Surface, seat: int) -> None:
        lay = self._ensure_layout()
        legal = self._legal_for(seat)
        deciding = self._human_to_act() == seat and self.deal.decision == "lead"
        selected_card = None
        if deciding:
            legal_cards = [c for c in self.hands[seat] if c in legal]
            if legal_cards:
                selected_card = legal_cards[max(0, min(self.selected, len(legal_cards) - 1))]
        flip = self.flip_t
        shadow = cards_art.shadow(lay.hand_w)
        for c, rect in self._hand_rects(seat):
            surface.blit(shadow, shadow.get_rect(center=(rect.centerx + int(3 * lay.s), rect.centery + int(4 * lay.s))))
            if flip < 1.0:
                # turning over: the back narrows, then the face widens
                k = abs(1.0 - 2.0 * flip)
                ww = max(1, int(rect.w * k))
                if flip < 0.5:
                    img = pygame.transform.scale(cards_art.back(rect.w), (ww, rect.h))
                    surface.blit(img, img.get_rect(center=rect.center))
                else:
                    self.faces_drawn.append((seat, c))
                    img = pygame.transform.scale(cards_art.face(c, rect.w), (ww, rect.h))
                    surface.blit(img, img.get_rect(center=rect.center))
                continue
            dim = deciding and c not in legal
            self._face(surface, c, rect.w, rect.topleft, seat, dim)
            if c == selected_card:
                pygame.draw.rect(surface, pal.HIGHLIGHT, rect.inflate(4, 4), max(2, int(3 * lay.s)), border_radius=max(4, rect.w // 9))

    def _draw_sequence(self, surface: pygame.Surface, lay: _Layout) -> None:
        w = lay.seq_w
        h = cards_art.card_height(w)
        shadow = cards_art.shadow(w)
        for sc in self.swept + self.sequence:
            x, y = sc.pos
            topleft = (int(x - w / 2), int(y - h / 2))
            if sc.alpha < 250:
                img = (cards_art.face(sc.card, w) if sc.face_up else cards_art.back(w)).copy()
                img.set_alpha(sc.alpha)
                if sc.face_up:
                    self.faces_drawn.append((None, sc.card))
                surface.blit(img, topleft)
                continue
            surface.blit(shadow, shadow.get_rect(center=(int(x + 2 * lay.s), int(y + 3 * lay.s))))
            if sc.face_up:
                self._face(surface, sc.card, w, topleft, None)
            else:
                surface.blit(cards_art.back(w), topleft)

    def _draw_flights(self, surface: pygame.Surface, lay: _Layout) -> None:
        if self.pack_left > 0:  # the dealer's pack, thinning as the cards go
            w = lay.seq_w
            back = cards_art.back(w)
            x, y = self.pack_pos
            layers = (self.pack_left + 3) // 4
            sh = cards_art.shadow(w)
            surface.blit(sh, sh.get_rect(center=(int(x + 3 * lay.s), int(y + 4 * lay.s))))
            for i in range(layers):
                surface.blit(back, back.get_rect(center=(int(x - i * 0.4), int(y - i * 0.8))))
        for f in self.cards_in_flight:
            if not f.visible:
                continue
            t = f.t
            x, y = arc_point(f.start, f.end, t, f.lift)
            w = max(4, int(lerp(f.w0, f.w1, t)))
            h = cards_art.card_height(w)
            art_w = min((x for x in (lay.small_w, lay.seq_w, lay.hand_w) if x >= w), default=lay.hand_w)
            if f.card is not None and (not f.flip or t >= 0.5):
                self.faces_drawn.append((None, f.card))
                img = cards_art.face(f.card, max(art_w, lay.seq_w))
            else:
                img = cards_art.back(art_w)
            kx = abs(1.0 - 2.0 * t) if f.flip else 1.0
            size = (max(1, int(w * (0.15 + 0.85 * kx) if f.flip else w)), h)
            if img.get_size() != size:
                img = pygame.transform.scale(img, size)
            tilt = lerp(f.tilt0, f.tilt1, t)
            if abs(tilt) > 1.0:
                img = pygame.transform.rotate(img, round(tilt / 5) * 5)
            sh = cards_art.shadow(art_w)
            lift = math.sin(math.pi * t) * 10 * lay.s
            surface.blit(sh, sh.get_rect(center=(int(x + 4 * lay.s + lift), int(y + 6 * lay.s + lift))))
            surface.blit(img, img.get_rect(center=(int(x), int(y))))

    def _draw_caption(self, surface: pygame.Surface, lay: _Layout) -> None:
        if not self.caption:
            return
        age = self.caption_age
        alpha = 255 if age < CAPTION_MS else max(0, 255 - int((age - CAPTION_MS) / 4))
        if alpha <= 0:
            return
        s = lay.s
        title = _text(self.caption, max(14, int(22 * s)), gilt=True, bold=True)
        sub = _text(self.caption_sub, max(11, int(15 * s)), pal.TEXT, italic=True) if self.caption_sub else None
        w = max(title.get_width(), sub.get_width() if sub else 0) + int(48 * s)
        h = title.get_height() + (sub.get_height() if sub else 0) + int(10 * s)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (int(lay.cx), int(lay.caption_y))
        ribbon = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(ribbon, (*pal.LACQUER_BLACK, 215), ribbon.get_rect(), border_radius=int(h / 2))
        pygame.draw.rect(ribbon, (*pal.GILT_DARK, 255), ribbon.get_rect(), max(1, int(1.5 * s)), border_radius=int(h / 2))
        ribbon.blit(title, title.get_rect(midtop=(w // 2, int(4 * s))))
        if sub:
            ribbon.blit(sub, sub.get_rect(midtop=(w // 2, int(4 * s) + title.get_height() - int(2 * s))))
        if alpha < 255:
            ribbon.set_alpha(alpha)
        surface.blit(ribbon, rect)

    def _draw_prompt(self, surface: pygame.Surface, lay: _Layout) -> None:
        seat = self._human_to_act()
        s = lay.s
        if seat is None:
            return
        name = self.names[seat]
        if self.deal.decision == "pope_offer":
            labels = ["Play the Pope", "Keep it"]
            for i, rect in enumerate(self._offer_rects()):
                chosen = i == self.offer_choice
                hover = rect.collidepoint(self.mouse)
                pygame.draw.rect(surface, (0, 0, 0), rect.move(2, 3), border_radius=int(10 * s))
                pygame.draw.rect(surface, pal.OXBLOOD if (chosen or hover) else pal.LACQUER_BLACK, rect, border_radius=int(10 * s))
                pygame.draw.rect(surface, pal.GILT_LIGHT if chosen else pal.GILT_DARK, rect, max(1, int(2 * s)), border_radius=int(10 * s))
                txt = _text(labels[i], max(12, int(18 * s)), gilt=True, bold=True)
                surface.blit(txt, txt.get_rect(center=rect.center))
            return
        card = self.hover_card
        if card is not None and card in self.hands[seat]:
            reason = self.deal.why_not(card)
            text = card_name(card) + (": " + self._in_names(reason, name) if reason else " may be led")
            tip = _text(text, max(11, int(15 * s)), pal.INK, bold=True, shadow=False)
            for c, rect in self._hand_rects(seat):
                if c == card:
                    box = tip.get_rect(midbottom=(rect.centerx, min(rect.top, lay.hand_y - lay.hand_raise) - int(8 * s))).inflate(int(16 * s), int(8 * s))
                    box.clamp_ip(surface.get_rect())
                    pygame.draw.rect(surface, (0, 0, 0), box.move(2, 2), border_radius=int(6 * s))
                    pygame.draw.rect(surface, pal.IVORY, box, border_radius=int(6 * s))
                    pygame.draw.rect(surface, pal.GILT_DARK, box, 1, border_radius=int(6 * s))
                    surface.blit(tip, tip.get_rect(center=box.center))
                    break

    @staticmethod
    def _in_names(reason: str, name: str) -> str:
        """The engine's reason with the player's name for "you" (names everywhere, never "you")."""
        out = reason.replace("you must", f"{name} must").replace("you may", f"{name} may")
        out = out.replace(" your ", " their ").replace("you ", f"{name} ")
        return out

    def _draw_privacy(self, surface: pygame.Surface, seat: int) -> None:
        lay = self._ensure_layout()
        s = lay.s
        W, H = surface.get_size()
        veil = pygame.Surface((W, H))
        veil.fill(pal.LACQUER_BLACK)
        surface.blit(veil, (0, 0))
        card = pygame.Rect(0, 0, int(460 * s), int(300 * s))
        card.center = (W // 2, H // 2)
        pygame.draw.rect(surface, (0, 0, 0), card.move(int(6 * s), int(8 * s)), border_radius=int(18 * s))
        pygame.draw.rect(surface, pal.OXBLOOD, card, border_radius=int(18 * s))
        pygame.draw.rect(surface, pal.GILT, card, max(2, int(3 * s)), border_radius=int(18 * s))
        pygame.draw.rect(surface, pal.GILT_DARK, card.inflate(-int(18 * s), -int(18 * s)), 1, border_radius=int(12 * s))
        name = self.names[seat]
        t1 = _text(f"Pass to {name}", max(20, int(46 * s)), gilt=True, bold=True)
        t2 = _text(f"Only {name} should look now.", max(12, int(18 * s)), pal.TEXT, italic=True)
        ready = self.privacy_age_ms >= PRIVACY_GUARD_MS
        t3 = _text(f"Click or press Enter when {name} is ready", max(12, int(16 * s)),
                   pal.TEXT if ready else pal.TEXT_DIM)
        surface.blit(t1, t1.get_rect(center=(card.centerx, card.y + int(95 * s))))
        surface.blit(t2, t2.get_rect(center=(card.centerx, card.y + int(165 * s))))
        surface.blit(t3, t3.get_rect(center=(card.centerx, card.y + int(225 * s))))
        art = self.board.fish_art
        if art is not None:  # a little pair of fish under the title, like a printed vignette
            art.draw(surface, (card.centerx - art.length * 0.7, card.y + int(132 * s)), 180)
            art.draw(surface, (card.centerx + art.length * 0.7, card.y + int(132 * s)), 0)
