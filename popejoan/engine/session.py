"""A session: deal after deal at one table, the board's stakes carried forward.

The session owns the balances (chips by seat) and the board (chips by
compartment) that every :class:`~popejoan.engine.state.Deal` changes in place,
moves the deal round (docs/rules.md, "End of the deal") and, at the end, deals the
share-out where the ruleset has one (:mod:`popejoan.engine.shareout`).
Chance is a seeded :class:`random.Random`: the same seed and the same actions
give the same session, event for event. Every session has a concrete seed
(one is drawn when none is given), so its whole record (:meth:`Session.record`:
ruleset, seats, seed, each deal's deck and decisions, the balances after each
deal) rebuilds it by replay (:meth:`Session.from_record`); a saved session is
that record (:mod:`popejoan.engine.record`). The same replay takes decisions
back: :meth:`Session.undo_to` deals the deal in progress again from its deck
with fewer of its decisions.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from math import floor

from popejoan.engine.cards import PACK, Card
from popejoan.engine.draw import DealerDraw, draw_first_dealer
from popejoan.engine.errors import IllegalActionError, PopeJoanError, SaveError
from popejoan.engine.events import Event, board_before, dressing_stakes, rewind_chips
from popejoan.engine.jsontypes import JSONObject
from popejoan.engine.record import (
    Checkpoint,
    DealLog,
    Position,
    SessionRecord,
    ShareOutLog,
    check_json_data,
    check_json_object,
)
from popejoan.engine.ruleset import Ruleset
from popejoan.engine.shareout import share_out
from popejoan.engine.state import Deal

SEED_LIMIT = 2**53
"""Seeds drawn for a session are below this (a whole number any JSON reader keeps exactly)."""


@dataclass(frozen=True)
class DealRecord:
    """What one finished deal left behind.

    Attributes:
        number: the deal's number in the session, from 1.
        dealer: the dealer's seat.
        winner: the seat that went out, or ``None`` (a turned Pope ended it).
        trump: the trump suit (0..3).
        turn_up: the turn-up card.
        balances: chips by seat after the deal.
        board: chips by compartment after the deal.
        events: the deal's events, in order.
        deck: the 51 cards in dealing order.
        actions: the decisions taken, in order (see :attr:`Deal.actions`).
    """

    number: int
    dealer: int
    winner: int | None
    trump: int
    turn_up: Card
    balances: tuple[int, ...]
    board: dict[str, int]
    events: tuple[Event, ...]
    deck: tuple[Card, ...] = ()
    actions: tuple[int, ...] = ()

    @property
    def staked(self) -> dict[str, int]:
        """The fish the deal's dressing put on each compartment (:attr:`Deal.staked`; docs/rules.md, "Dressing the
        board")."""
        return dressing_stakes(self.events)

    @property
    def carried_over(self) -> dict[str, int]:
        """The fish on each compartment before the deal's dressing, carried over from earlier deals
        (:attr:`Deal.carried_over`; docs/rules.md, "What all sources share": unwon stakes stay on the board)."""
        return board_before(self.board, self.events)

    @property
    def carried_on(self) -> dict[str, int]:
        """The fish the deal left on each compartment, carried to the next deal (a copy of :attr:`board`;
        docs/rules.md, "What all sources share": unwon stakes stay on the board for later deals)."""
        return dict(self.board)


class Session:
    """Deal after deal, with stakes carried forward.

    Args:
        rules: a resolved ruleset (:meth:`Ruleset.with_options`).
        players: the players' names, in clockwise seat order.
        chips: each player's starting chips (default: the ruleset's), or a
            list giving each seat's balance.
        seed: seeds the shuffles and the draw for the first dealer, a whole
            number; ``None`` draws one (from 0 to 2**53 - 1) from the system's
            random source. Either way it is kept as :attr:`seed`, so the
            session can be replayed.
        first_dealer: the first dealer's seat; ``None`` (the default) draws
            for it by lot (docs/rules.md, "Things no source settles";
            :mod:`popejoan.engine.draw`), and :attr:`dealer_draw` keeps the
            draw for the table to show.
        board: chips already on the board (default: empty).
        seats: per seat, the caller's own JSON data, stored in the record and
            given back, never read by the engine (the game keeps
            ``{"kind": "human"}`` or ``{"kind": "computer", "level": "hard"}``);
            default: an empty mapping per seat.
        meta: the caller's own JSON data for the whole session (default:
            empty); :attr:`meta` may be changed later and is saved with the
            next record.

    Attributes:
        seed: the shuffles' seed (an int, always).
        finished: whether the session has ended (:meth:`share_out` was called).
        shared_out: the share-out's events once dealt (``()`` otherwise).

    Raises:
        PopeJoanError: a player count outside the ruleset's limits, a bad
            dealer, chips or seed, or seats / meta that are not JSON data.
    """

    def __init__(
        self,
        rules: Ruleset,
        players: Sequence[str],
        chips: int | Sequence[int] | None = None,
        seed: int | None = None,
        first_dealer: int | None = None,
        board: dict[str, int] | None = None,
        seats: Sequence[Mapping[str, object]] | None = None,
        meta: Mapping[str, object] | None = None,
    ) -> None:
        count = len(players)
        if not rules.players.min <= count <= rules.players.max:
            raise PopeJoanError(f"{rules.id} is for {rules.players.min} to {rules.players.max} players, not {count}")
        if seed is None:
            seed = random.SystemRandom().randrange(SEED_LIMIT)
        elif not isinstance(seed, int) or isinstance(seed, bool):
            raise PopeJoanError(f"seed must be a whole number, not {seed!r}")
        self.dealer_draw: DealerDraw | None = None
        """The draw by lot for the first dealer, or ``None`` when ``first_dealer`` was given."""
        if first_dealer is None:
            # Its own random stream, from the seed: the shuffles of the deals are the same with or without a draw.
            self.dealer_draw = draw_first_dealer(rules, count, random.Random(f"first-dealer/{seed}"))
            first_dealer = self.dealer_draw.dealer
        if not (isinstance(first_dealer, int) and 0 <= first_dealer < count):
            raise PopeJoanError(f"first_dealer must be a seat from 0 to {count - 1}")
        if chips is None:
            chips = rules.starting_chips
        if isinstance(chips, int):
            balances = [chips] * count
        else:
            balances = list(chips)
            if len(balances) != count or not all(isinstance(b, int) for b in balances):
                raise PopeJoanError(f"chips must give a whole number for each of the {count} players")
        self.rules = rules
        self.names = list(players)
        self.balances: list[int] = balances
        self.board: dict[str, int] = {name: 0 for name in rules.compartments}
        for name, chips_on in (board or {}).items():
            if name not in self.board:
                raise PopeJoanError(f"board: {rules.id} has no compartment '{name}'")
            self.board[name] = chips_on
        if seats is None:
            seats = [{} for _ in range(count)]
        seat_data = check_json_data(list(seats), "seats")
        seat_list = seat_data if isinstance(seat_data, list) else []
        seat_maps = [item for item in seat_list if isinstance(item, dict)]
        if len(seat_list) != count or len(seat_maps) != count:
            raise PopeJoanError(f"seats must give a mapping for each of the {count} players")
        self.seats: list[JSONObject] = seat_maps
        self.meta: JSONObject = check_json_object(dict(meta or {}), "meta")
        self.seed: int = seed
        self.first_dealer = first_dealer
        self.starting_chips: tuple[int, ...] = tuple(balances)
        self.starting_board: dict[str, int] = dict(self.board)
        self.dealer = first_dealer
        self.deals_played = 0
        self.history: list[DealRecord] = []
        self.deal: Deal | None = None
        self.last_trump: int | None = None
        self.finished = False
        self.shared_out: tuple[Event, ...] = ()
        self.rng = random.Random(seed)
        self._logs: list[DealLog] = []
        """The finished deals' logs made so far (:meth:`record` makes the rest from :attr:`history` and ``_after``)."""
        self._after: list[tuple[bool, dict[str, int]]] = []
        """Per finished deal: whether its deck was the session's shuffle, and the board after it (its own copy)."""
        self._shuffled = False
        self._share_log: ShareOutLog | None = None

    @property
    def players(self) -> int:
        """The number of seats."""
        return len(self.names)

    @property
    def has_share_out(self) -> bool:
        """Whether the ruleset shares out the board at the end of a session."""
        return self.rules.share_out.method != "none"

    def shuffled_deck(self) -> list[Card]:
        """A fresh shuffle of the 51 cards from the session's random source.

        It advances the seeded source: the record replays the shuffles that
        :meth:`start_deal` and :meth:`share_out` draw, so a session that is to
        be saved takes its decks only through them.
        """
        deck = list(PACK)
        rand = self.rng.random
        for i in range(50, 0, -1):  # Fisher-Yates; random() is much cheaper than randrange()
            j = floor(rand() * (i + 1))  # int() truncates the same (a float >= 0) but costs more to call
            deck[i], deck[j] = deck[j], deck[i]
        return deck

    def start_deal(self, deck: Sequence[Card] | None = None) -> Deal:
        """Dress, deal and turn up the next deal.

        Args:
            deck: the 51 cards in dealing order; by default a seeded shuffle.

        Returns:
            The new deal; it may already be over (a turned Pope can end it).

        Raises:
            PopeJoanError: a deal is still in progress, the session is over,
                or a bad deck.
        """
        if self.deal is not None:
            raise PopeJoanError("finish the deal in progress before starting another")
        if self.finished:
            raise PopeJoanError("the session is over: start a new session to deal again")
        shuffled = deck is None
        if deck is None:  # the session's own shuffle: a good deck, dealt without checking it again
            self.deal = Deal._shuffled(self.rules, self.balances, self.board, self.dealer, tuple(self.shuffled_deck()),
                                       self.deals_played + 1)
        else:
            self.deal = Deal(self.rules, self.balances, self.board, self.dealer, deck, number=self.deals_played + 1)
        self._shuffled = shuffled
        return self.deal

    def finish_deal(self) -> DealRecord:
        """Record the finished deal and pass the deal on.

        Raises:
            PopeJoanError: no deal, or the deal is not over.
        """
        deal = self.deal
        if deal is None or not deal.over:
            raise PopeJoanError("there is no finished deal to record")
        board = self.board
        record = DealRecord(  # by position: the frozen dataclass's __init__ costs less so (one a deal)
            deal.number, deal.dealer, deal.winner, deal.trump, deal.turn_up, tuple(self.balances), board.copy(),
            tuple(deal.events), deal.deck, deal.actions,
        )
        self.history.append(record)
        self._after.append((self._shuffled, board.copy()))
        self.deals_played += 1
        self.last_trump = deal.trump
        next_dealer = deal.next_dealer
        assert next_dealer is not None, "a deal that is over names the next dealer"
        self.dealer = next_dealer
        self.deal = None
        return record

    # --- taking decisions back -----------------------------------------------------------

    def _before_deal(self) -> tuple[list[int], dict[str, int]]:
        """The balances and board as they stood before the deal in progress moved any chips."""
        deal = self.deal
        assert deal is not None
        return rewind_chips(deal.balances, deal.board, deal.events)

    def decisions(self) -> tuple[tuple[int, str], ...]:
        """Who took each decision of the deal in progress, and which decision it was, in order:
        ``decisions()[k]`` is ``(seat, "lead" | "pope_offer")`` for ``deal.actions[k]``.

        Worked out by dealing the same deck again on copies of the balances and board (well under a
        millisecond); the session is not changed.

        Raises:
            PopeJoanError: no deal is in progress.
        """
        deal = self.deal
        if deal is None:
            raise PopeJoanError("there is no deal in progress")
        balances, board = self._before_deal()
        scratch = Deal(self.rules, balances, board, deal.dealer, deal.deck, number=deal.number)
        out: list[tuple[int, str]] = []
        for action in deal.actions:
            seat, decision = scratch.to_move, scratch.decision
            assert seat is not None and decision is not None, "every action was taken at a decision"
            out.append((seat, decision))
            scratch.apply(action)
        return tuple(out)

    def undo_to(self, n_actions: int) -> Deal:
        """Take the deal in progress back to where it stood after its first ``n_actions`` decisions.

        The same deck is dealt again on the balances and board as they stood before the deal, and the
        first ``n_actions`` recorded decisions are applied again (DESIGN.md, section 1: undo is the same
        deck replayed with fewer actions), so the board, the balances, every hand and the events are
        exactly those the deal had at that point, event for event. The shuffles of later deals are not
        touched (the deck is not drawn again). :attr:`deal` is the new deal; the old one must no longer
        be used. The session's balances and board stay the same objects (changed in place).

        Args:
            n_actions: how many of the deal's decisions to keep, from 0 to ``len(deal.actions)``.

        Returns:
            The deal as it stood then (the same as :attr:`deal`).

        Raises:
            PopeJoanError: no deal is in progress, or ``n_actions`` is not a whole number from 0 to the
                number of decisions taken.
        """
        deal = self.deal
        if deal is None:
            raise PopeJoanError("there is no deal in progress to take back")
        actions = deal.actions
        if not isinstance(n_actions, int) or isinstance(n_actions, bool) or not 0 <= n_actions <= len(actions):
            raise PopeJoanError(f"a deal with {len(actions)} decisions can be taken back to 0 to {len(actions)} "
                                f"of them, not {n_actions!r}")
        balances, board = self._before_deal()
        self.balances[:] = balances
        self.board.clear()
        self.board.update(board)
        again = Deal(self.rules, self.balances, self.board, deal.dealer, deal.deck, number=deal.number)
        for action in actions[:n_actions]:
            again.apply(action)
        self.deal = again
        return again

    def share_out(self, deck: Sequence[Card] | None = None) -> list[Event]:
        """End the session, sharing out the board where the ruleset does (spanish, cacumen, russian).

        docs/rules.md, "End of the session": the 51 cards are dealt face up and the
        receivers of the trump honours and the Pope take those compartments
        (:func:`popejoan.engine.shareout.share_out`). Afterwards
        :attr:`finished` is true, :attr:`shared_out` holds the events, and no
        further deal may start.

        Args:
            deck: the 51 cards in dealing order; by default a seeded shuffle.

        Returns:
            The share-out's events, or ``[]`` when the ruleset has none.

        Raises:
            PopeJoanError: a deal is still in progress, the session is already
                over, or the ruleset needs the last deal's trumps and no deal
                has been played.
        """
        if self.deal is not None:
            raise PopeJoanError("finish the deal in progress before the share-out")
        if self.finished:
            raise PopeJoanError("the session is already over")
        if not self.has_share_out:
            self.finished = True
            return []
        shuffled = deck is None
        state = self.rng.getstate()
        if deck is None:
            deck = self.shuffled_deck()
        try:
            events = share_out(self.rules, self.balances, self.board, self.dealer, deck, self.last_trump)
        except PopeJoanError:
            self.rng.setstate(state)  # nothing happened: the next try draws the same cards
            raise
        self._share_log = ShareOutLog(tuple(deck), shuffled, Checkpoint(tuple(self.balances), dict(self.board)))
        self.shared_out = tuple(events)
        self.finished = True
        return events

    # --- the record -------------------------------------------------------------------

    def record(self) -> SessionRecord:
        """A snapshot of the session's whole record, cheap enough to take after every action.

        The snapshot shares nothing that changes later, so it may be handed to
        another thread (:class:`popejoan.storage.saves.SaveWriter` encodes and writes
        it in the background).

        Returns:
            The record: ruleset, names, seats, meta, seed, starting chips and
            board, first dealer, each deal's deck and decisions with the
            balances and board after it, the deal in progress, the share-out
            and where the session stands now.
        """
        logs = self._logs
        for i in range(len(logs), len(self.history)):  # the logs of the deals finished since the last record
            done = self.history[i]
            shuffled, board = self._after[i]
            logs.append(DealLog(done.deck, shuffled, done.actions, Checkpoint(done.balances, board)))
        deals = tuple(logs)
        deal = self.deal
        if deal is not None:
            deals += (DealLog(deal.deck, self._shuffled, deal.actions, None),)
        return SessionRecord(
            rules=self.rules,
            names=tuple(self.names),
            seats=tuple(check_json_object(seat, "seats") for seat in self.seats),
            meta=check_json_object(self.meta, "meta"),
            seed=self.seed,
            chips=self.starting_chips,
            board=dict(self.starting_board),
            first_dealer=self.first_dealer,
            deals=deals,
            share_out=self._share_log,
            finished=self.finished,
            position=Position(
                deals_played=self.deals_played,
                deal_number=None if deal is None else deal.number,
                to_move=None if deal is None else deal.to_move,
                decision=None if deal is None else deal.decision,
                balances=tuple(self.balances),
                board=dict(self.board),
            ),
        )

    @classmethod
    def from_record(cls, record: SessionRecord) -> Session:
        """Rebuild a session by replaying its record, checking it all the way.

        Each shuffled deal's deck is dealt again from the seed and must be the
        recorded one; each decision must be legal when it is replayed; each
        finished deal must leave the recorded balances and board, and the
        session must end where the record says it stood (the same deal, seat
        to move, decision, balances and board). A mid-deal record resumes with
        that deal in progress (:attr:`deal`; it may be over and not yet
        recorded, in which case call :meth:`finish_deal`).

        Args:
            record: a record (:meth:`record`, or
                :func:`popejoan.engine.record.decode_save`).

        Returns:
            The session, as it stood when the record was taken, with its
            history (every finished deal's events) and share-out events.

        Raises:
            SaveError: the replay disagrees with the record (the message says
                where, in words).
        """
        try:
            session = cls(
                record.rules, list(record.names), chips=list(record.chips), seed=record.seed,
                first_dealer=record.first_dealer, board=dict(record.board), seats=list(record.seats),
                meta=dict(record.meta),
            )
        except PopeJoanError as exc:
            raise SaveError(f"the session cannot be set up again: {exc}", kind="does_not_replay") from None
        last = len(record.deals) - 1
        for index, log in enumerate(record.deals):
            session._replay_deal(index + 1, log, index == last)
        if record.share_out is not None or record.finished:
            session._replay_end(record)
        session._check_position(record.position)
        return session

    def _replay_deal(self, number: int, log: DealLog, last: bool) -> None:
        if self.finished:
            raise SaveError(f"deal {number} is recorded after the end of the session", kind="does_not_replay")
        if log.shuffled:
            if tuple(self.shuffled_deck()) != log.deck:
                raise SaveError(f"deal {number}: the recorded cards are not the ones the session's seed deals",
                                kind="does_not_replay")
        try:
            deal = Deal(self.rules, self.balances, self.board, self.dealer, log.deck, number=number)
        except PopeJoanError as exc:
            raise SaveError(f"deal {number} cannot be dealt again: {exc}", kind="does_not_replay") from None
        self.deal = deal
        self._shuffled = log.shuffled
        for k, action in enumerate(log.actions):
            if deal.over:
                raise SaveError(f"deal {number} is over after {k} decisions, but {len(log.actions)} are recorded",
                                kind="does_not_replay")
            try:
                deal.apply(action)
            except IllegalActionError as exc:
                raise SaveError(f"deal {number}, decision {k + 1}: the recorded play is not legal ({exc.reason})",
                                kind="does_not_replay") from None
        if log.checkpoint is None:
            if not last:
                raise SaveError(f"deal {number} was never finished, yet later deals are recorded",
                                kind="does_not_replay")
            return
        if not deal.over:
            raise SaveError(f"deal {number} is recorded as finished, but its decisions stop before its end",
                            kind="does_not_replay")
        self.finish_deal()
        self._check_chips(f"after deal {number}", log.checkpoint)

    def _replay_end(self, record: SessionRecord) -> None:
        if self.deal is not None:
            raise SaveError("the session is recorded as over while a deal is still in progress", kind="does_not_replay")
        share = record.share_out
        if self.has_share_out != (share is not None) or not record.finished:
            raise SaveError("the record of the session's end does not fit its ruleset's share-out",
                            kind="does_not_replay")
        if share is None:
            self.share_out()
            return
        if share.shuffled and tuple(self.shuffled_deck()) != share.deck:
            raise SaveError("the share-out's recorded cards are not the ones the session's seed deals",
                            kind="does_not_replay")
        try:
            share_out_events = share_out(self.rules, self.balances, self.board, self.dealer, share.deck,
                                         self.last_trump)
        except PopeJoanError as exc:
            raise SaveError(f"the share-out cannot be dealt again: {exc}", kind="does_not_replay") from None
        self._share_log = ShareOutLog(share.deck, share.shuffled, Checkpoint(tuple(self.balances), dict(self.board)))
        self.shared_out = tuple(share_out_events)
        self.finished = True
        self._check_chips("after the share-out", share.checkpoint)

    def _check_chips(self, when: str, point: Checkpoint) -> None:
        if tuple(point.balances) != tuple(self.balances):
            raise SaveError(
                f"{when} the save records balances {_listed(point.balances)}, "
                f"but playing the deals again gives {_listed(self.balances)}",
                kind="does_not_replay",
            )
        if dict(point.board) != self.board:
            raise SaveError(
                f"{when} the save records the board {_board(point.board)}, "
                f"but playing the deals again gives {_board(self.board)}",
                kind="does_not_replay",
            )

    def _check_position(self, pos: Position) -> None:
        deal = self.deal
        found = (self.deals_played, None if deal is None else deal.number,
                 None if deal is None else deal.to_move, None if deal is None else deal.decision)
        if found != (pos.deals_played, pos.deal_number, pos.to_move, pos.decision):
            raise SaveError("the session does not stand where the save says it stopped (deal, turn or decision differ)",
                            kind="does_not_replay")
        self._check_chips("now", Checkpoint(pos.balances, pos.board))


def _listed(balances: Sequence[int]) -> str:
    return ", ".join(str(b) for b in balances)


def _board(board: Mapping[str, int]) -> str:
    return ", ".join(f"{name} {chips}" for name, chips in board.items())
