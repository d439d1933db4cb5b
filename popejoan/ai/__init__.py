"""Computer players. Each sees only its own :class:`~popejoan.engine.state.Observation`.

>>> from popejoan.ai import make_player, LEVELS
>>> LEVELS[:2]
('easy', 'normal')
"""

from popejoan.ai.players import LEVELS, Player, make_player

__all__ = ["LEVELS", "Player", "make_player"]
