"""The Statistics screen (issue 35), a room for each job:

- :mod:`~popejoan.ui.scenes.stats.scene`: the scene (:class:`StatsScene`);
- :mod:`~popejoan.ui.scenes.stats.words`: the figures, filters and records in words;
- :mod:`~popejoan.ui.scenes.stats.chart`: the chart of a player's fish per session.

The figures themselves are :mod:`popejoan.storage.stats`'s.
"""

from __future__ import annotations

from popejoan.ui.scenes.stats.scene import StatsScene

__all__ = ["StatsScene"]
