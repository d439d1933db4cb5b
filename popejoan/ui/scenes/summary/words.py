"""The summary's words about fish: a place, a signed change, what a player won, what the board carries on.

:func:`place_words`, :func:`signed` and :func:`won_words` turn numbers into the interface language's words;
:class:`BoardWords` (a part of :class:`~popejoan.ui.scenes.summary.scene.SummaryScene`) says what is left on the
board after the deal, under the standings or in the note that nothing is shared out. The arithmetic of the
standings is :mod:`popejoan.ui.scenes.summary.standings`; nothing here draws.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from popejoan.engine.session import DealRecord
from popejoan.ui import theme
from popejoan.ui.i18n import compartment_word, language, number, t

if TYPE_CHECKING:
    from collections.abc import Callable

    from popejoan.engine.ruleset import Ruleset
    from popejoan.engine.session import Session
    from popejoan.engine.state import Deal


def place_words(rank: str) -> str:
    """A place of :func:`standing_ranks` as shown: ``"1."`` → ``"1."`` (``"1位"`` in Japanese), ``"1="`` tied."""
    n = int(rank[:-1])
    return t("place_tied", n=n) if rank.endswith("=") else t("place", n=n)


def signed(n: int) -> str:
    """A change of fish with its sign, the language's way: ``"+12"``, ``"-3"``, ``"0"``."""
    return "+" + number(n) if n > 0 else number(n)


def won_words(won: dict[str, int]) -> str:
    """What a player took from the compartments in the share-out: ``"Pope 6, Matrimony 3"`` (the items
    parted the language's way: ``"、"`` in Japanese)."""
    return t("list_separator").join(t("share_won_item", label=label, n=number(n)) for label, n in won.items())


class BoardWords:
    """What the board holds after the deal, in words (a part of the summary scene: it reads the scene's
    ``session``, ``deal``, ``rules``, ``review`` and ``layout``, and its :meth:`last_deal`)."""

    session: Session
    deal: Deal | DealRecord | None
    rules: Ruleset
    review: bool
    layout: theme.Layout

    # what this part uses of the scene's other parts (set and defined there)
    last_deal: Callable[[], bool]

    def board_after(self) -> dict[str, int]:
        """Fish left in each compartment when this deal ended, carried to the next deal (docs/rules.md, "What all
        sources share": unwon stakes stay on the board): its record's own board when the summary is opened again
        from the pause menu (the session's board has moved on: the next deal is dressed), else the session's."""
        if self.review and isinstance(self.deal, DealRecord):
            return self.deal.carried_on
        return dict(self.session.board)

    def board_left(self) -> int:
        """Fish left on the board when this deal ended (:meth:`board_after`, all compartments together)."""
        return sum(self.board_after().values())

    def board_items(self) -> str:
        """The compartments that hold fish on the board (:meth:`board_after`), each with its fish, in the
        ruleset's order, each named as a list in the interface language names it (:func:`~popejoan.ui.i18n.
        compartment_word`): ``"Pope 12, Matrimony 4, Game 1"`` (parted the language's way)."""
        board = self.board_after()
        return won_words({compartment_word(self.rules, name): board[name]
                          for name in self.rules.compartments if board.get(name, 0)})

    def carried_words(self) -> str:
        """A deal's line under the standings: what is carried to the next deal, in all and per compartment (after
        the session's last deal: what is left for the share-out, or left on the board where nothing is shared
        out)."""
        total = self.board_left()
        if self.last_deal():
            key = "board_to_share_out" if self.session.has_share_out else "board_left_at_end"
            return t(key + "_none") if not total else t(key, n=total, compartments=self.board_items())
        if not total:
            return t("board_carried_none")
        return t("board_carried", n=total, compartments=self.board_items())

    def note_lines(self, width: int) -> list[str]:
        """The note that the ruleset shares nothing out (why the fish left on the board stay there and how many
        are in each compartment, or that the board is empty), wrapped to ``width`` pixels, in the interface
        language (``docs/rules.md``, "End of the session")."""
        return self._note_lines(width)

    def _note_lines(self, width: int) -> list[str]:
        """The note that the ruleset shares nothing out, wrapped to ``width`` pixels: why the fish left on the
        board stay there (its ``share_out.method`` is ``none``: docs/rules.md, "End of the session", no share-out
        described), and how many are in each compartment."""
        board_total = self.board_left()
        if board_total:
            note = t("share_out_none_kept", n=board_total, compartments=self.board_items())
        else:
            note = t("share_out_none_empty")
        return theme.wrap(note, self.layout.px(16), width, italic=True)

    def carried_lines(self, width: int) -> list[str]:
        """:meth:`carried_words` as drawn under a deal's standings: wrapped to ``width`` pixels, at most two
        lines (the second shortened with "…" should it need a third: never with eight compartments at 1280)."""
        L = self.layout
        lines = theme.wrap(self.carried_words(), L.px(14), width, italic=True)
        if len(lines) > 2:
            rest = ("" if language() == "ja" else " ").join(lines[1:])
            lines = [lines[0], theme.ellipsize(rest, L.px(14), width, italic=True)]
        return lines


