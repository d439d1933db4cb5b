"""The turns' computer players: making them, their thinking off the UI thread, and applying their choice.

Holds :class:`Decided` (a choice already made, standing in for a worker's result) and :class:`ComputerTurns`,
the part of :class:`~popejoan.ui.scenes.table.turns.Turns` that makes each computer seat's player
(``popejoan.ai.make_player``), starts its thinking on the :class:`popejoan.ai.worker.Thinker` and applies the
action it chose. When a computer is asked is the turns' (:meth:`~popejoan.ui.scenes.table.turns.Turns.decide`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from popejoan.ai import Player, Thinker, Thought
    from popejoan.engine.state import Deal
    from popejoan.ui.scenes.table.director import Director
    from popejoan.ui.scenes.table.pope_round import PopeRound


class Decided:
    """A thought that is already made (used when no computer player is available)."""

    def __init__(self, action: int) -> None:
        self._action = action

    def done(self) -> bool:
        """Always made."""
        return True

    def result(self) -> int:
        """The action."""
        return self._action


class ComputerTurns:
    """The computer seats: a base of :class:`~popejoan.ui.scenes.table.turns.Turns` (it reads and changes the
    turns' deal, computers and thought)."""

    # the turns' state it reads and changes (set in :class:`~popejoan.ui.scenes.table.turns.Turns`)
    director: Director
    levels: list[str | None]
    seed: int
    deal: Deal | None
    computers: dict[int, Player | None]
    round: PopeRound
    thinker_obj: Thinker | None
    thought: Thought | Decided | None
    thought_seat: int | None

    def _make_computers(self) -> None:
        make_player: Callable[[str, int | None], Player] | None
        try:
            from popejoan.ai import make_player
        except ImportError:  # pragma: no cover - the AI package ships with the game
            make_player = None
        for seat, level in enumerate(self.levels):
            if level is None:
                continue
            player: Player | None = None
            if make_player is not None:
                try:
                    player = make_player(level, self.seed + 101 * seat)
                except ValueError:
                    player = make_player("normal", self.seed + 101 * seat)
            self.computers[seat] = player

    def thinking_seat(self) -> int | None:
        """The computer seat whose choice is being worked out now and shown as such, or None (a computer
        answering the Pope's offer thinks out of sight: the table may not learn that it holds the Pope)."""
        if self.thought is not None and not self.thought.done() and not self.round.active:
            return self.thought_seat
        return None

    def _thinker(self) -> Thinker:
        """The background worker for computer players and hints (``popejoan.ai.worker.Thinker``), made once."""
        if self.thinker_obj is None:
            from popejoan.ai.worker import Thinker

            self.thinker_obj = Thinker()
        return self.thinker_obj

    def start_thinking(self, seat: int) -> None:
        """Start ``seat``'s computer player on its own observation, off the UI thread."""
        player = self.computers.get(seat)
        deal = self.deal
        assert deal is not None  # a computer is asked only in a deal
        if player is None:  # no AI package: a random legal action, decided at once
            self.thought = Decided(random.Random(self.seed + len(deal.events)).choice(deal.legal_actions()))
        else:
            self.thought = self._thinker().think(player, deal.observation(seat))
        self.thought_seat = seat

    def _computer_move(self, seat: int) -> None:
        """Apply the finished thought of ``seat`` (a random legal action if the player failed)."""
        thought, self.thought, self.thought_seat = self.thought, None, None
        deal = self.deal
        assert deal is not None  # a computer moves only in a deal
        legal = deal.legal_actions()
        try:
            assert thought is not None  # no thought fails as a computer player's failure does
            action = thought.result()
        except Exception:  # a computer player's failure must not stop the game
            action = random.Random(self.seed + len(deal.events)).choice(legal)
        if action not in legal:
            action = legal[0]
        deal.apply(action)
        self.director.pump(deal)
