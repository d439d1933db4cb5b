"""What the table shows, as plain data the painter reads.

:class:`TableView` is the picture: balances, fish in the wells (through the
:class:`~popejoan.ui.board.Board`), cards in hands, the sequence, cards and fish
in flight, the caption. The director changes it step by step as it plays the
engine's events, so the picture never runs ahead of the animation nor
disagrees with the engine; the hot seat changes whose hand lies at the
bottom; the input, which card is selected. :class:`Prompt` is who is deciding
and what they are asked, made fresh for each frame from the turns.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from popejoan.engine.cards import Card, compartment_cards, suit_of
from popejoan.engine.events import CardPlayed, StakePut, StakeTaken, TurnedUp, dressing_stakes
from popejoan.engine.plan import card_order
from popejoan.ui.board import Board
from popejoan.ui.fish import FishFlock

if TYPE_CHECKING:
    from popejoan.engine.events import Event
    from popejoan.engine.observation import Observation
    from popejoan.engine.ruleset import Ruleset

Point = tuple[float, float]
"""A point on the screen, pixels."""

Words = Callable[[], "str | tuple[str, str]"]
"""What to say, as a function that says it in the interface language of the moment: a caption's line, or its
two lines (title, second line); a stopped sequence's reason. Called when said, and again when the language
changes while it is on show (:meth:`TableView.retell`)."""

READ_BASE_MS = 1200.0
"""The least time (animation milliseconds) a stop's note is on show before a computer leads again."""
READ_WORD_MS = 180.0
"""The time to read one more word of a note (animation milliseconds): a CJK character counts half a word."""
PAST_STOP_UNTIL = 4
"""The last stop's quieter note leaves the table when the next sequence has this many cards (well under way)."""


def reading_ms(text: str) -> float:
    """How long ``text`` takes to read, in animation milliseconds at speed 1 (the speed setting divides it):
    :data:`READ_BASE_MS`, and :data:`READ_WORD_MS` for each word. A word is a run of letters between spaces;
    in Japanese (no spaces) each CJK or kana character counts half a word. Empty text takes no time.

    Examples: "a King ends the suit" (5 words) 2100 ms; "nobody holds the 6♠: it lies in the dead hand"
    (10 words) 3000 ms.
    """
    if not text.strip():
        return 0.0
    words = 0.0
    for token in text.split():
        wide = sum(1 for ch in token if _is_wide(ch))
        narrow = len(token) - wide
        words += wide * 0.5 + (1.0 if narrow and any(ch.isalnum() for ch in token) else 0.0)
    return READ_BASE_MS + READ_WORD_MS * words


def _is_wide(ch: str) -> bool:
    """A CJK ideograph, kana or full-width form: read a character at a time."""
    code = ord(ch)
    return (0x3040 <= code <= 0x30FF or 0x3400 <= code <= 0x9FFF or 0xF900 <= code <= 0xFAFF
            or 0xFF00 <= code <= 0xFFEF)


_HAND_SUIT_ORDER = (0, 1, 3, 2)  # clubs, diamonds, spades, hearts: colours alternate in a hand


def hand_sort_key(rules: Ruleset) -> Callable[[Card], tuple[int, int]]:
    """How a hand is laid out: by suit, then low to high in the ruleset's order (Aces low or high)."""
    order_key = card_order(rules)[1]
    return lambda c: (_HAND_SUIT_ORDER.index(suit_of(c)), order_key[c])


@dataclass
class CardFlight:
    """A card moving across the table (face down when ``card`` is None).

    Attributes:
        start, end: where it leaves and lands (pixels).
        w0, w1: its width at the start and at the end (pixels).
        flip: it turns face up on the way.
        lift: how far its path bows sideways (pixels).
        tilt0, tilt1: its rotation at the start and the end (degrees).
        t: eased progress 0..1.
        visible: it has left (a dealt card waits for its turn in the pack).
        aim: where it leaves and lands and its widths there, ``(start, end, w0, w1)``, asked of the layout as it is
            now (None: fixed points): the window resized on its way, it lands where the new layout puts it
            (:meth:`TableView.retarget`).
    """

    card: Card | None
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
    aim: Callable[[], tuple[Point, Point, int, int]] | None = None


@dataclass
class SeqCard:
    """A card of the sequence on the table (or being swept away), played by ``seat``, centred at ``pos``."""

    card: Card
    seat: int
    pos: Point
    face_up: bool = True
    alpha: int = 255


@dataclass
class DrawnCardView:
    """A card turned in the draw for the first dealer, lying face up before ``seat``.

    Attributes:
        card: the card.
        seat: whose it is.
        round: the draw's round (1 first; 2 and on for players who tied), which sets its place.
        pos: its centre (pixels).
        width: its width (pixels).
        dim: it no longer counts (a higher card, or a tie decided by a later round).
        lift: 0..1, raised from the table (the lowest card).
        ring: 0..1, how much of the gilt ring round it is drawn (the lowest card, circled).
        alpha: its opacity (it fades as the cards are gathered).
    """

    card: Card
    seat: int
    round: int
    pos: Point
    width: int
    dim: bool = False
    lift: float = 0.0
    ring: float = 0.0
    alpha: int = 255


class DealShown(Protocol):
    """What the director and the Pope's round read of a deal: the engine's ``Deal``, or a replay's deal as shown
    so far (:mod:`~popejoan.ui.scenes.table.replay`)."""

    @property
    def rules(self) -> Ruleset:
        """The resolved ruleset."""

    @property
    def dealer(self) -> int:
        """The dealer's seat."""

    @property
    def trump(self) -> int | None:
        """The trump suit (0-3), once turned up."""

    @property
    def balances(self) -> list[int]:
        """Each seat's fish now (chips)."""

    @property
    def board(self) -> dict[str, int]:
        """The fish in each compartment now (chips)."""

    @property
    def events(self) -> Sequence[Event]:
        """The deal's events so far, in order."""

    @property
    def played(self) -> Sequence[tuple[int, Card]]:
        """The cards played so far, with whose they were: ``(seat, card)``."""

    def observation(self, seat: int) -> Observation:
        """What ``seat`` sees of the deal (its hand)."""


@dataclass
class TableView:
    """The picture of the table now.

    Attributes:
        names: the players' names by seat.
        levels: each seat's computer level, None for a human (the plaques' tags).
        board: the staking board: fish in each compartment, its angle, glow, trump.
        balances: each seat's fish as shown (a debt below zero).
        dealer: the dealer's seat.
        bottom_seat: the seat drawn at the bottom of the screen (the others clockwise from it).
        shown_seat: the seat whose hand is turned face up at the bottom, or None.
        revealed: that hand has been turned (``flip_t`` runs 0..1 while it turns).
        flock: the fish in flight.
        plaque_flash: each plaque's glow, 1 when fish have just arrived, fading to 0.
        hand_counts: the cards shown in each hand (rising as they are dealt).
        hands: each hand's cards in the order laid out (only the shown one is ever drawn face up).
        dead_count, undealt_count: the cards in the dead hand and the undealt pile.
        sequence: the cards played since the last stop (after a stop, the stopped sequence, until the
            next lead); swept: those being swept away.
        stop_text: why the sequence on the table stopped (empty while it runs); stop_seat: who leads next.
        stop_words: says ``stop_text`` again in the language of the moment (:meth:`note_stop`), or None.
        stop_age: animation milliseconds since the stop's note was put beside the sequence (the turns hold a
            computer's next lead until it has been on show long enough to read: :func:`reading_ms`).
        past_stop_text, past_stop_words, past_stop_seat, past_stop_cards: the last stop's note once its sequence
            is swept aside (its reason, how to say it again, who led next, how many cards it had), drawn quieter
            until the next stop or until the next sequence is well under way (:data:`PAST_STOP_UNTIL` cards);
            empty: none.
        keep_clear_left: the stop's reason and the caption are never drawn left of this x (pixels), where a
            replay's controls lie; None: right of the record of play's buttons (the stop's reason), anywhere
            the caption's band is free (the caption).
        turn_up, trump: the turned-up card and the trump suit, once turned.
        turn_up_scale: the turn-up's growth as it is turned, 0..1.
        winner: the seat that went out, once the deal has ended.
        caption, caption_sub: the ribbon's two lines; caption_age: animation ms since they were said.
        caption_words: says them again in the language of the moment (:meth:`tell`), or None (plain text,
            :meth:`say`).
        hidden_board_fish: fish leaving each compartment, not drawn in the well any more.
        cards_in_flight: cards moving across the table.
        pack_left, pack_pos: the dealer's pack while dealing (cards left, where).
        selected: which legal lead (0-based, in hand order) the keyboard has selected.
        offer_choice: at a Pope offer, 0 = play the Pope, 1 = keep it.
        hover_card: the card under the mouse in the shown hand, or None.
        mouse: the mouse position (pixels), from the events.
        drawing: the draw for the first dealer is being shown (no dealer is marked yet).
        draw_cards: the cards turned in that draw, lying before their seats.
    """

    names: list[str]
    levels: list[str | None]
    board: Board
    balances: list[int]
    dealer: int
    bottom_seat: int = 0
    shown_seat: int | None = None
    revealed: bool = False
    flip_t: float = 1.0
    flock: FishFlock | None = None
    plaque_flash: list[float] = field(default_factory=list)
    hand_counts: list[int] = field(default_factory=list)
    hands: list[list[Card]] = field(default_factory=list)
    dead_count: int = 0
    undealt_count: int = 0
    sequence: list[SeqCard] = field(default_factory=list)
    swept: list[SeqCard] = field(default_factory=list)
    stop_text: str = ""
    stop_seat: int | None = None
    stop_words: Callable[[], str] | None = None
    stop_age: float = 0.0
    past_stop_text: str = ""
    past_stop_words: Callable[[], str] | None = None
    past_stop_seat: int | None = None
    past_stop_cards: int = 0
    keep_clear_left: float | None = None
    turn_up: Card | None = None
    trump: int | None = None
    turn_up_scale: float = 0.0
    winner: int | None = None
    caption: str = ""
    caption_sub: str = ""
    caption_age: float = 0.0
    caption_words: Words | None = None
    hidden_board_fish: dict[str, int] = field(default_factory=dict)
    cards_in_flight: list[CardFlight] = field(default_factory=list)
    pack_left: int = 0
    pack_pos: Point = (0.0, 0.0)
    selected: int = 0
    offer_choice: int = 0
    hover_card: Card | None = None
    mouse: tuple[int, int] = (-1, -1)
    drawing: bool = False
    draw_cards: list[DrawnCardView] = field(default_factory=list)

    def __post_init__(self) -> None:
        n = self.players
        self.plaque_flash = self.plaque_flash or [0.0] * n
        self.hand_counts = self.hand_counts or [0] * n
        self.hands = self.hands or [[] for _ in range(n)]

    @property
    def players(self) -> int:
        """How many seats."""
        return len(self.names)

    def view_pos(self, seat: int) -> int:
        """Where ``seat`` sits on screen: 0 at the bottom, then clockwise."""
        return (seat - self.bottom_seat) % self.players

    def say(self, text: str, sub: str = "") -> None:
        """Put ``text`` (and a second line ``sub``) on the caption ribbon, which then fades in its time. Plain
        text cannot be said again in another language: a change of language takes it off (:meth:`retell`)."""
        self.caption = text
        self.caption_sub = sub
        self.caption_age = 0.0
        self.caption_words = None

    def tell(self, words: Words) -> None:
        """Put what ``words`` says now on the caption ribbon (as :meth:`say`), and keep ``words`` to say it
        again if the language changes while it is there (:meth:`retell`)."""
        self.say(*caption_lines(words()))
        self.caption_words = words

    def unsay(self) -> None:
        """Take the caption off the ribbon at once (it was said in a language no longer the interface's: the
        prompt of the moment, if any, comes back in the new one)."""
        self.say("")

    def note_stop(self, words: Callable[[], str], seat: int) -> None:
        """A sequence has stopped: beside it, why (``words``: the reason in the language of the moment) and who
        leads next (``seat``)."""
        self.stop_words = words
        self.stop_text = words()
        self.stop_seat = seat
        self.stop_age = 0.0
        self.clear_past_stop()  # a new stop: the one before it is no longer the last

    def clear_stop(self) -> None:
        """The stopped sequence's note goes (a new lead, a new deal)."""
        self.stop_words = None
        self.stop_text = ""
        self.stop_seat = None

    def keep_past_stop(self) -> None:
        """The stopped sequence is swept aside for a new lead: its note stays on the table, quieter, as the last
        stop's (:attr:`past_stop_text`), and leaves the sequence's side (:meth:`clear_stop`). Nothing to keep
        when no stop's note is on show."""
        if self.stop_text:
            self.past_stop_text = self.stop_text
            self.past_stop_words = self.stop_words
            self.past_stop_seat = self.stop_seat
            self.past_stop_cards = len(self.sequence)
        self.clear_stop()

    def clear_past_stop(self) -> None:
        """The last stop's quieter note goes (another stop, the next sequence well under way, a new deal)."""
        self.past_stop_text = ""
        self.past_stop_words = None
        self.past_stop_seat = None
        self.past_stop_cards = 0

    def retarget(self) -> None:
        """The window changed size: every card and fish in flight heads for (and leaves from) where the new layout
        puts its ends (each flight's ``aim``); each goes on from the same share of its way."""
        for f in self.cards_in_flight:
            if f.aim is not None:
                f.start, f.end, f.w0, f.w1 = f.aim()
        if self.flock is not None:
            self.flock.retarget()

    def retell(self) -> None:
        """The interface language has changed: everything on show said in the old one is said again in the new
        one, where the view knows how (:attr:`caption_words`, :attr:`stop_words`); a caption said as plain text
        leaves the ribbon (:meth:`unsay`). The caption keeps its age, so it fades no later than it would have."""
        if self.caption_words is not None:
            self.caption, self.caption_sub = caption_lines(self.caption_words())
        else:
            self.unsay()
        if self.stop_words is not None and self.stop_text:
            self.stop_text = self.stop_words()
        if self.past_stop_words is not None and self.past_stop_text:
            self.past_stop_text = self.past_stop_words()


def caption_lines(said: str | tuple[str, str]) -> tuple[str, str]:
    """A caption as its two lines (title, second line): a lone line has an empty second one."""
    if isinstance(said, str):
        return said, ""
    title, sub = said
    return title, sub


@dataclass(frozen=True)
class Prompt:
    """Who is deciding and what they are asked, as the painter shows it (made for each frame; read only).

    Attributes:
        in_deal: a deal is in progress (between deals the piles are hidden).
        deal_number: deals played, plus the one in progress.
        to_move: the seat the engine waits for once the motion is done (its plaque glows), or None.
        won: the winner of a finished deal (its plaque is crowned), or None.
        thinking: the computer seat whose choice is being worked out, or None.
        face_up: the seat whose hand lies face up at the bottom, or None.
        legal: that hand's legal leads (raised), empty while nobody may lead from it.
        human: the human who must decide now, hand on show, or None.
        decision: that human's decision, ``"lead"`` or ``"pope_offer"``; or ``"pope_not_held"``: the Pope's
            round has given that human the screen and they do not hold the Pope (one button passes it on).
        tip: the tip over the hovered card of that hand, or None.
        board_tip: the tip over the board's compartment under the mouse: its title ("Pope: 18 fish") and where
            the fish came from ("12 carried over from earlier deals, 6 staked this deal"), or None.
        stock: the stock's cards, with the seat allowed to see them (a dealer who may look), or None.
        pass_card: the human the pass card waits for (it hides the whole table), or None.
        pass_card_ready: the pass card's first moments are over (a press now lifts it).
        pass_card_wait: how much of the pass card's first moments has run, 0.0 to 1.0 (a bar fills under its
            "press Enter" line), or None once they are over.
        pass_card_refused: the pass card has just ignored a press (too early, or a key held): it says so.
        pass_card_resumed: the deal's number when the pass card is the first after the deal was taken up again
            from a save (it says so above the card), else None.
        pope_round: the pass card is the Pope's round's (the screen goes round every person; it says so).
        toolbar: the labels of the record of play's buttons above the bottom plaque (the layout's ``toolbar_rects``).
        open_hands: every hand is drawn face up (a replay of a finished deal); else only ``face_up``'s.
        dead_cards: the dead hand's cards, laid face up in place of its pile (a replay of a finished deal:
            nothing is secret by then); empty: the pile face down.
        keys: the line of keys at the top right (None: the table's, ``captions.KEYS``).
        subtitle: the line under the title (None: the deal's number); lines apart by ``"\\n"``, no more than
            the layout keeps room for (its ``subtitle_lines``).
        muted: the sound is off (a small note under the keys line says so, and that M turns it on).
        sound_note: what M just did (:func:`captions.sound_switched`), shown a moment in the muted note's place.
    """

    in_deal: bool = False
    deal_number: int = 0
    to_move: int | None = None
    won: int | None = None
    thinking: int | None = None
    face_up: int | None = None
    legal: tuple[Card, ...] = ()
    human: int | None = None
    decision: str | None = None
    tip: str | None = None
    board_tip: tuple[str, str] | None = None
    stock: tuple[int, tuple[Card, ...]] | None = None
    pass_card: int | None = None
    pass_card_ready: bool = False
    pass_card_wait: float | None = None
    pass_card_refused: bool = False
    pass_card_resumed: int | None = None
    pope_round: bool = False
    toolbar: tuple[str, ...] = ()
    open_hands: bool = False
    dead_cards: tuple[Card, ...] = ()
    keys: str | None = None
    subtitle: str | None = None
    muted: bool = False
    sound_note: str = ""


@dataclass(frozen=True)
class CompartmentStory:
    """Where the fish in one compartment came from, as far as the table has shown the deal (plain data).

    Attributes:
        carried: fish carried over from earlier deals (the board before this deal's dressing:
            ``Deal.carried_over``; docs/rules.md, "What all sources share": unwon stakes stay on the board).
        staked: fish this deal's dressing has put there so far (docs/rules.md, "Dressing the board").
        won: fish taken from it so far this deal (by a turn-up, a card played, a pair, Game).
        penalties: fish paid into it so far this deal (``end.penalties``).
        takers: who took them: ``(seat, fish, reason)`` for each stake taken from it, in the order taken
            (``reason`` as :class:`~popejoan.engine.events.StakeTaken`'s: ``"refund"`` is the dealer's own stake
            given back, cacumen's turned honour).
        out_of_play: the cards that win it (:func:`~popejoan.engine.cards.compartment_cards`) that everyone knows
            lie in no hand, none of them played: the turn-up lying in the dead hand or stock, a card a sequence
            stopped short of (:func:`popejoan.ui.story.known_missing`). While any is there and nothing was taken,
            the compartment cannot be won by play this deal (docs/rules.md, "What all sources share": holding wins
            nothing, only playing does).
    """

    carried: int
    staked: int
    won: int = 0
    penalties: int = 0
    takers: tuple[tuple[int, int, str], ...] = ()
    out_of_play: tuple[Card, ...] = ()

    @property
    def now(self) -> int:
        """The fish in the compartment now: carried over, plus staked and penalties, less what was won."""
        return self.carried + self.staked + self.penalties - self.won


def compartment_story(name: str, carried: int, events: Sequence[Event]) -> CompartmentStory:
    """The story of compartment ``name`` from the fish ``carried`` over into the deal and the deal's events
    shown so far (``deal.events[:director.shown]``): stakes put while dressing, stakes taken and by whom,
    penalties put, and the cards that win it known to be out of play."""
    from popejoan.ui.story import known_missing

    won = penalties = 0
    takers: list[tuple[int, int, str]] = []
    turned: TurnedUp | None = None
    played: set[Card] = set()
    for ev in events:
        if isinstance(ev, StakePut) and ev.compartment == name and ev.reason != "dressing":
            penalties += ev.chips
        elif isinstance(ev, StakeTaken) and ev.compartment == name:
            won += ev.chips
            takers.append((ev.seat, ev.chips, ev.reason))
        elif isinstance(ev, TurnedUp):
            turned = ev
        elif isinstance(ev, CardPlayed):
            played.add(ev.card)
    out: tuple[Card, ...] = ()
    if turned is not None:
        known = set(known_missing(events))
        if turned.holder < 0 and turned.card not in played:  # the turn-up lies in the dead hand, stock or undealt
            known.add(turned.card)
        out = tuple(c for c in compartment_cards(name, turned.trump) if c in known)
    return CompartmentStory(carried, dressing_stakes(events).get(name, 0), won, penalties, tuple(takers), out)
