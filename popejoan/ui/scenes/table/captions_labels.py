"""The table's labels: the words the painter draws (the toolbar's and the prompt's buttons, the piles, a plaque's
fish and tags, the pass card, the header's deal count) and the tip over a compartment of the board.

Holds those constants (marked with ``N_``, translated where drawn by :func:`label`) and functions. It chooses no
caption; the news and the turns' words are ``captions_news``' and ``captions_turns``'.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from popejoan.ui.i18n import N_, _, level_name, t, the_card_label
from popejoan.ui.scenes.table.captions_words import compartment, fish_count, listed

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from popejoan.engine.events import Event
    from popejoan.engine.ruleset import Ruleset
    from popejoan.ui.scenes.table.view import CompartmentStory, TableView


def board_tip(rules: Ruleset, name: str, story: CompartmentStory,
              names: Sequence[str] | None = None) -> tuple[str, str]:
    """The tip over a compartment of the board: its title, the compartment as the table names it with the fish
    in it now ("Pope: 18 fish", "浮気 (Intrigue): 4 fish"), and where they came from ("12 carried over from
    earlier deals, 6 staked this deal"; then what was paid into it and who took what from it this deal ("Ann took
    3 this deal", "Ann took back 1 this deal" for a dealer's own stake refunded; with no ``names``, how many were
    taken), and, while it holds fish, that play cannot win them this deal, and why ("cannot be won this deal:
    the Q♥ is out of play"))."""
    title = t("board_tip_title", compartment=compartment(rules, name, article=False), fish=fish_count(story.now))
    parts = []
    if story.carried:
        parts.append(t("board_tip_carried", n=story.carried))
    if story.staked:
        parts.append(t("board_tip_staked", n=story.staked))
    if not parts:
        parts.append(t("board_tip_nothing"))
    if story.penalties:
        parts.append(t("board_tip_penalties", n=story.penalties))
    if story.takers and names is not None:
        parts += [t("board_tip_took_back" if reason == "refund" else "board_tip_taken", who=names[seat], n=chips)
                  for seat, chips, reason in story.takers]
    elif story.won:
        parts.append(t("board_tip_won", n=story.won))
    if story.out_of_play and story.now > 0:  # (cacumen's refund of a turned honour leaves fish carried over)
        cards = [the_card_label(c) for c in story.out_of_play]
        parts.append(t("board_tip_cannot_be_won", cards=listed(cards), n=len(cards)))
    return title, t("list_separator").join(parts)


def hovered_board_tip(view: TableView, center: tuple[float, float], rules: Ruleset, carried: Mapping[str, int],
                      events: Sequence[Event]) -> tuple[str, str] | None:
    """The tip over the board's compartment under the mouse (:func:`board_tip`), for the table and its replay
    alike; None when the mouse is off the board, or on a card of the hand (whose own tip shows).

    Args:
        view: the table's picture (its board as turned now, ``mouse`` and ``hover_card``).
        center: the board's centre, pixels (``TableLayout.board_center()``).
        rules: the resolved ruleset (the compartments' names).
        carried: fish in each compartment carried over into the deal (before its dressing), by compartment.
        events: the deal's events shown so far (``deal.events[:director.shown]``).
    """
    from popejoan.ui.scenes.table.view import compartment_story

    name = hovered_compartment(view, center)
    if name is None:
        return None
    return board_tip(rules, name, compartment_story(name, carried.get(name, 0), events), view.names)


def hovered_compartment(view: TableView, center: tuple[float, float]) -> str | None:
    """The board's compartment under the mouse (the board as turned now; ``center`` in pixels), or None: the
    mouse off the board or not yet seen, or on a card of the hand (that card's tip is shown)."""
    if view.hover_card is not None or view.mouse[0] < 0:
        return None
    return view.board.hit_compartment(center, view.mouse)


TOOLBAR = (N_("Cards played  (R)"), N_("Deal log  (L)"))
"""The table's two buttons under the keys: the played-cards view and the deal log (each names its key,
bound in :data:`popejoan.ui.scenes.table.keys.TABLE_KEYS`)."""


OFFER_BUTTONS = (N_("Play the Pope"), N_("Keep it"))
"""The two answers to a Pope offer."""


PASS_ON_BUTTON = N_("Pass on")
"""The Pope's round: the one button of a player who does not hold the Pope."""


UNDEALT = N_("Undealt")
"""The pile of cards left undealt (translated where drawn, like every constant here)."""


TURN_UP = N_("Turn-up")


DEALER = N_("Dealer")


def deal_of(number: int, limit: int | None) -> str:
    """The deal's number, and the session's length when it has one."""
    if limit:
        return _("Deal {number} of {limit}").format(number=number, limit=limit)
    return _("Deal {number}").format(number=number)


def dead_hand_label(kind: str) -> str:
    """The dead hand's name for the ruleset's ``deal.dead_hand`` kind."""
    if kind == "first":
        return _("Ghost hand")
    if kind == "none":
        return _("Stock")
    return _("Dead hand")


def pile(label: str, count: int) -> str:
    """A pile of face-down cards and how many."""
    # TRANSLATORS: a pile of face-down cards ("Dead hand") and how many cards are in it
    return _("{label} ({count})").format(label=label, count=count)


def may_look(who: str) -> str:
    """Over the stock, for a dealer who may look at it."""
    return _("{who} may look").format(who=who)


def thinking(dots: str) -> str:
    """Under a computer's plaque while it thinks."""
    # TRANSLATORS: under a computer player's name plate while it thinks; {dots} is one to three dots
    return _("thinking{dots}").format(dots=dots)


def level(name: str) -> str:
    """A computer level as the plaque shows it."""
    return level_name(str(name))


def tags(parts: list[str]) -> str:
    """The plaque's tag line (dealer, level)."""
    return " · ".join(parts)


def pass_to(who: str, pope_round: bool = False) -> tuple[str, str, str]:
    """The pass card's three lines (``pope_round``: the screen goes round every person at a Pope offer)."""
    if pope_round:
        look = _("Only {who} should look: the Pope goes round.").format(who=who)
    else:
        look = _("Only {who} should look now.").format(who=who)
    # TRANSLATORS: the card that hides the table while the screen passes to another person; {who} is their name
    return (_("Pass to {who}").format(who=who), look,
            _("Click or press Enter when {who} is ready").format(who=who))
