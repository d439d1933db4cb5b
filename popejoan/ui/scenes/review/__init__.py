"""The coach: "How did I play?", a review of each person's decisions in a deal (issue 34).

The rooms of this package, by job:

- :mod:`~popejoan.ui.scenes.review.work`: the reviews worked out on a background thread (no pygame);
- :mod:`~popejoan.ui.scenes.review.words`: what a decision did and cost, in the player's language (no pygame);
- :mod:`~popejoan.ui.scenes.review.scene`: :class:`ReviewScene`, the overlay over the deal's summary.

The figures are the computer players' (:mod:`popejoan.ai.review`); this package only shows them. This module
only names what the rest of the game imports from it.
"""

from __future__ import annotations

from popejoan.ui.scenes.review.scene import ReviewScene
from popejoan.ui.scenes.review.work import Coach, DealReviews, Totals, coach_for

__all__ = ["Coach", "DealReviews", "ReviewScene", "Totals", "coach_for"]
