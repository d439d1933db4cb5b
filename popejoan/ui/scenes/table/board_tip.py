"""The board's tip at the table: which compartment the mouse is over, and where its fish came from.

A part of :class:`~popejoan.ui.scenes.table.scene.TableScene` (not used alone): it reads the deal as far as the
table has shown it, and the layout's board centre; the words are :mod:`~popejoan.ui.scenes.table.captions`'.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from popejoan.ui.scenes.table import captions
from popejoan.ui.scenes.table.view import CompartmentStory, TableView, compartment_story

if TYPE_CHECKING:
    from popejoan.engine.ruleset import Ruleset
    from popejoan.engine.state import Deal
    from popejoan.ui.scenes.table.director import Director
    from popejoan.ui.scenes.table.hotseat import HotSeat
    from popejoan.ui.scenes.table.layout import TableLayout


class BoardTip:
    """The table's answers about the board under the mouse (docs/rules.md, "What all sources share": unwon
    stakes stay on the board)."""

    # what it reads of the table scene (set in TableScene.__init__)
    view: TableView
    rules: Ruleset
    hotseat: HotSeat
    director: Director
    _ensure_layout: Callable[[], TableLayout]
    if TYPE_CHECKING:
        @property
        def deal(self) -> Deal | None: ...  # the deal on the table, or None (TableParts)

    def hovered_compartment(self) -> str | None:
        """The board's compartment under the mouse (the board as it is turned now), or None: no deal on the table,
        the pass card over it, or the mouse on a card of the hand (that card's tip is shown)."""
        if self.deal is None or self.hotseat.privacy_for is not None:
            return None
        return captions.hovered_compartment(self.view, self._ensure_layout().board_center())

    def compartment_story(self, name: str) -> CompartmentStory:
        """Where the fish in compartment ``name`` came from, as far as the table has shown the deal: carried over
        from earlier deals (``Deal.carried_over``), staked by this deal's dressing, won and paid in so far.

        Raises:
            PopeJoanError: no deal is on the table (``Deal.carried_over`` of an imagined deal: never here).
        """
        deal = self.deal
        if deal is None:
            from popejoan.engine.errors import PopeJoanError

            raise PopeJoanError("no deal is on the table")
        return compartment_story(name, deal.carried_over.get(name, 0), deal.events[: self.director.shown])

    def board_tip(self) -> tuple[str, str] | None:
        """The tip over the hovered compartment (:meth:`hovered_compartment`): its name and fish, and where they
        came from (:func:`captions.hovered_board_tip`), in the language of the moment; None when none is hovered
        (or no deal is on the table, or the pass card is over it)."""
        deal = self.deal
        if deal is None or self.hotseat.privacy_for is not None:
            return None
        return captions.hovered_board_tip(self.view, self._ensure_layout().board_center(), self.rules,
                                          deal.carried_over, deal.events[: self.director.shown])
