"""Hints: the Hard player's choice for a human's seat, from that seat's own observation.

The UI asks for a hint when the human presses H (or the hint button)::

    from popejoan.ai.hints import hint
    action = hint(deal.observation(human_seat), seed=session_seed)

``action`` is one of ``observation.legal``: a card to lead, or at a Pope
offer ``POPE`` (play it) or ``PASS``. The hint sees exactly what the human
sees (their hand and the public events), never the other hands or the dead
hand. It takes as long as one Hard decision (tens of milliseconds); to keep
the table animating, run it through :class:`popejoan.ai.worker.Thinker`
with :class:`HintPlayer`.
"""

from __future__ import annotations

from popejoan.ai.search import HARD_BUDGET, Budget, SearchPlayer
from popejoan.engine.state import Observation


def hint(observation: Observation, seed: int = 0, budget: Budget = HARD_BUDGET) -> int:
    """The Hard player's choice at ``observation``'s decision.

    Args:
        observation: the human's own observation, at their decision.
        seed: seeds the search; the same seed and observation give the same hint.
        budget: the search budget (default Hard's).

    Returns:
        A legal action: a card to lead, or ``POPE`` / ``PASS`` at a Pope offer.

    Raises:
        ValueError: the observation offers this seat no decision.
    """
    return SearchPlayer(seed, budget).choose(observation)


def hint_values(observation: Observation, seed: int = 0, budget: Budget = HARD_BUDGET) -> dict[int, float]:
    """Each legal action's estimated chips for the seat (higher is better), e.g. to rank hints.

    Actions the search dropped early have their value lowered by a million;
    with a single legal action the dictionary holds it with value 0.

    Raises:
        ValueError: the observation offers this seat no decision.
    """
    legal = observation.choices()
    if len(legal) == 1:
        return {legal[0]: 0.0}
    return SearchPlayer(seed, budget).evaluate(observation)


class HintPlayer:
    """A player that answers with :func:`hint`, to run a hint through :class:`~popejoan.ai.worker.Thinker`."""

    stateless = True
    """The hint depends only on the seed and the observation."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, observation: Observation) -> int:
        """The hint for ``observation``."""
        return hint(observation, seed=self.seed)
