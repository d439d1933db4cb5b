"""Computer players. Each sees only its own :class:`~popejoan.engine.state.Observation`.

- :mod:`popejoan.ai.players`: the levels and :func:`make_player`.
- :mod:`popejoan.ai.simple`: the player protocol, Easy and Normal.
- :mod:`popejoan.ai.search`: Hard and Expert (determinized Monte Carlo).
- :mod:`popejoan.ai.inference`: what a seat can tell about the hidden cards.
- :mod:`popejoan.ai.model`: a model of the other players' leads that weighs sampled worlds.
- the search plays its rollouts on the engine itself (:meth:`popejoan.engine.state.Deal.imagined`).
- :mod:`popejoan.ai.hints`: :func:`hint` for a human's seat (the H key).
- :mod:`popejoan.ai.worker`: :class:`Thinker`, thinking off the UI thread.
- :mod:`popejoan.ai.duplicate`: duplicate matches between levels.

>>> from popejoan.ai import make_player, LEVELS
>>> LEVELS
('easy', 'normal', 'hard', 'expert')
"""

from popejoan.ai.hints import HintPlayer, hint
from popejoan.ai.players import LEVELS, Player, make_player
from popejoan.ai.worker import Thinker, Thought

__all__ = ["LEVELS", "HintPlayer", "Player", "Thinker", "Thought", "hint", "make_player"]
