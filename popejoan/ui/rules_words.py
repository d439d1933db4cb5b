"""The rules as the game plays them: every key of a ruleset in a player's words.

A ruleset's ``summary`` and ``interpretations`` are its author's words; a
house rule written as a file may leave a key unmentioned there (a penalty for
unplayed board cards, a stock sized by the table, passing the lead). The rules
screen therefore also shows this reading of the keys themselves
(:func:`rules_in_words`), made from the resolved ruleset (variants applied), so
what the screen says is what the engine does (RULES.md for each key's meaning;
README, "Writing a ruleset"). It only reads the keys: no rule is decided here.

Every value of every key has its own words (``tests/ui/test_rules_words.py``
checks each value of the keys issues 11 and 16 added, and that two values of
one key never read alike).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from popejoan.ui.i18n import COMPARTMENT_ENGLISH, compartment_label_en

if TYPE_CHECKING:
    from popejoan.engine.ruleset import Penalty, Ruleset

__all__ = ["rules_in_words"]

_STOP_WORDS = {
    "king": "a King",
    "top": "an Ace (the top of its suit, Aces high)",
    "seven_of_diamonds": "the 7♦",
    "dead": "a card whose next is out of play (in the {pile} or undealt)",
    "played": "a card whose next is already played",
}
_BOARD_CARD_WORDS = {"pope": "the Pope (9♦)"}


def _listed(items: list[str], last: str = "and") -> str:
    """Words joined for a sentence: "a", "a and b", "a, b and c"."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {last} " + items[-1]


def _times(k: int, what: str) -> str:
    """``what`` once, double, or k times: "its stake", "double its stake", "3 times its stake"."""
    if k == 1:
        return what
    if k == 2:
        return f"double {what}"
    return f"{k} times {what}"


def _pile(rules: "Ruleset") -> str:
    """The name of the cards dealt aside: ghost hand, stock, or dead hand."""
    kind = rules.deal.dead_hand
    return {"first": "ghost hand", "none": "stock"}.get(kind, "dead hand")


def rules_in_words(rules: "Ruleset") -> list[tuple[str, str]]:
    """Every key of ``rules`` in a player's words, by topic.

    Args:
        rules: a resolved ruleset (``with_options``: the variants chosen are in its keys).

    Returns:
        ``(topic, sentence)`` pairs in the order a deal goes: the cards and fish, the first dealer,
        dressing, dealing, the turn-up, leading, the pairs, the end of a deal, penalties, the share-out.
    """
    out: list[tuple[str, str]] = []
    out.append(("Cards", _cards(rules)))
    out.append(("Fish", _fish(rules)))
    out.append(("First dealer", _first_dealer(rules)))
    out.append(("Dressing", _dressing(rules)))
    out.append(("Dealing", _dealing(rules)))
    out.append(("Turn-up", _turn_up(rules)))
    out.append(("Leading", _leading(rules)))
    pairs = _pairs(rules)
    if pairs:
        out.append(("Pairs", pairs))
    out.append(("End of a deal", _end(rules)))
    for penalty in rules.end.penalties:
        out.append(("Penalty", _penalty(rules, penalty)))
    out.append(("Share-out", _share_out(rules)))
    return out


def _label(rules: "Ruleset", compartment: str) -> str:
    return compartment_label_en(rules, compartment)


def _with(label: str, words: str) -> str:
    """A compartment's label with a note: "Matrimony (trump Queen and King)", "Matrimonio (Matrimony: ...)"."""
    if label.endswith(")"):
        return f"{label[:-1]}: {words})"
    return f"{label} ({words})"


def _honours(rules: "Ruleset") -> str:
    """The trump honours that have a compartment on this board: "trump Ace, King, Queen or Jack", or ""."""
    names = [COMPARTMENT_ENGLISH[name] for name in ("ace", "king", "queen", "jack") if name in rules.compartments]
    return f"trump {_listed(names, 'or')}" if names else ""


def _cards(rules: "Ruleset") -> str:
    if rules.ace == "high":
        order = "2, 3 … 10, Jack, Queen, King, Ace: Aces are high, so an Ace is the top of its suit and a stop"
    else:
        order = "Ace, 2, 3 … 10, Jack, Queen, King: Aces are low"
    return f"51 cards, the 8♦ taken out. In each suit, low to high: {order}."


def _fish(rules: "Ruleset") -> str:
    if rules.starting_chips == 0:
        return "Everyone starts at 0 fish and plays for a tally: balances go below zero, a debt shown in red."
    return (f"Each player starts with {rules.starting_chips} fish (a setting); a player who must pay more than "
            "they have goes into debt, shown in red.")


def _first_dealer(rules: "Ruleset") -> str:
    passes = ("the winner of each deal deals the next" if rules.end.next_dealer == "winner"
              else "then the deal passes to the left")
    return f"Drawn by lot: each player is turned a card, the lowest deals and ties draw again; {passes}."


def _dressing(rules: "Ruleset") -> str:
    d = rules.dressing
    stakes = [(name, d.stakes[name]) for name in rules.board_order if name in d.stakes]
    share = sum(chips for _, chips in stakes)
    listed = _listed([f"{_label(rules, name)} {chips}" for name, chips in stakes])
    if d.payers == "dealer":
        if d.dealer_share > 1:
            text = (f"Each deal the dealer dresses the board alone with {d.dealer_share} shares of {listed} "
                    f"({share * d.dealer_share} fish).")
        else:
            text = f"Each deal the dealer dresses the board alone: {listed} ({share} fish)."
    else:
        text = f"Each deal every player, the dealer included, dresses the board with {listed} ({share} fish each)"
        text += f"; the dealer puts in {d.dealer_share} shares." if d.dealer_share > 1 else "."
    if d.contribution:
        text += f" First every other player hands the dealer {d.contribution} fish towards it."
    return text + " Unwon stakes stay on the board for later deals."


def _dealing(rules: "Ruleset") -> str:
    deal = rules.deal
    pile = _pile(rules)
    where = {
        "after_dealer": "and a dead hand, whose card comes after the dealer's in each round",
        "before_dealer": "and a dead hand, whose card comes just before the dealer's in each round",
        "first": "and a ghost hand, served first in each round",
        "none": "and no dead hand",
    }[deal.dead_hand]
    text = f"One card at a time, clockwise from the dealer's left, the dealer last in each round, {where}."
    reserve = deal.reserve
    if isinstance(reserve, dict):
        sizes = _listed([f"{cards} with {players} players" for players, cards in sorted(reserve.items())])
        text += f" First the last cards of the pack are kept back for the {pile}: {sizes}."
    elif reserve:
        text += f" First the last {reserve} card{'s' if reserve > 1 else ''} of the pack {'are' if reserve > 1 else 'is'} kept back for the {pile}."
    aside = f"go to the {pile}" if deal.leftovers == "dead_hand" else "stay undealt, out of play"
    if deal.rounds == "all":
        text += " Every other card is dealt round; hands may be unequal."
    elif deal.rounds == "whole":
        counts = f" (the {pile}'s card counts in a round)" if deal.dead_hand != "none" else ""
        text += f" Only whole rounds are dealt{counts}; the cards left over {aside}."
    else:
        text += (f" Every card is dealt round, then each player's cards beyond the shortest hand {aside}, "
                 "so every player holds the same number.")
    if deal.dealer_sees_stock:
        text += f" The dealer alone may look at the {pile} during play."
    return text + f" The {pile} is never shown."


def _turn_up(rules: "Ruleset") -> str:
    pile = _pile(rules)
    card = {
        "last_dealt": "The last card dealt round is turned for trumps, wherever it lands (in a hand it may be played)",
        "dead_hand_first": f"The first card the {pile} received is turned for trumps",
        "dead_hand_last": f"The last card the {pile} received is turned for trumps",
    }[rules.deal.turn_up]
    honour = _honours(rules)
    honours = {
        "compartment": f"a turned {honour} wins the dealer that whole compartment",
        "refund": (f"a turned {honour} gives the dealer back only the fish he put on that compartment this deal; "
                   "fish carried over stay"),
        "nothing": f"a turned {honour} wins the dealer nothing",
    }[rules.turn_up.honours] if honour else "no trump honour has a compartment on this board"
    pope = rules.turn_up.pope
    wins: list[str] = []
    if pope.takes == "all":
        wins.append("the whole board")
    elif pope.takes:
        wins.append("what lies on " + _listed([_label(rules, name) for name in pope.takes]))
    if pope.refund_dressing:
        wins.append("back the fish he put on the board this deal")
    said = f"a turned Pope wins the dealer {_listed(wins)}" if wins else "a turned Pope wins the dealer nothing"
    if pope.per_card_payment:
        said += ", and every other player pays him a fish for each card dealt to them"
    said += "; the deal then ends without play and passes on" if pope.ends_deal else "; play goes on"
    return f"{card}; {honours}; {said}."


def _leading(rules: "Ruleset") -> str:
    lead = rules.lead
    first = ("Eldest, left of the dealer, leads first" if lead.first == "left_of_dealer"
             else "The player right of the dealer leads first")
    cards = {
        "any": "a leader may lead any card",
        "lowest_of_suit": "a leader chooses a suit and leads the lowest card they hold in it",
        "lowest_of_hand": ("a leader must lead a card of the lowest rank they hold, in any suit (either one, "
                           "when two cards share that rank)"),
    }[lead.cards]
    text = (f"{first}; {cards}. Whoever holds the next card up plays it, until a stop; whoever played the stop "
            "leads again.")
    kinds = lead.change_suit_after
    if kinds:
        pile = _pile(rules)
        after = "any stop" if "any" in kinds else _listed([_STOP_WORDS[k].format(pile=pile) for k in kinds], "or")
        text += f" After {after}, the next lead must be of another suit than the stop card"
        if lead.no_other_suit == "pass_lead":
            text += ("; a leader who holds no other suit passes the lead to the left, to the first player who "
                     "does (if nobody does, the leader leads after all).")
        else:
            text += "; a leader who holds no other suit leads the stop's suit after all."
    if lead.pope_as_stop:
        text += (" At a stop whose next card exists but no player holds it (it is in the "
                 f"{_pile(rules)}, undealt or played), the holder of the unplayed Pope may play it in that card's "
                 "place and take the Pope's stake; play goes on from the card after the missing one.")
    return text


def _pairs(rules: "Ruleset") -> str:
    board = set(rules.compartments)
    pairs = [name for name in ("matrimony", "intrigue") if name in board]
    if not pairs:
        return ""
    cards = {"matrimony": "trump Queen and King", "intrigue": "trump Jack and Queen"}
    named = _listed([_with(_label(rules, name), cards[name]) for name in pairs])
    how = ("in succession, the second straight after the first" if rules.pairs.rule == "in_succession"
           else "at any time in the deal")
    text = f"{named} {'are' if len(pairs) > 1 else 'is'} won by one player playing both cards {how}."
    split = [name for name in pairs if name in rules.pairs.split_pairs]
    if split:
        shared = _listed([_label(rules, name) for name in split])
        text += (f" When two players play the two cards of {shared}, each takes half, rounded down; the odd fish "
                 "stays on the board.")
    else:
        text += " Played by two players, the cards win nothing; the stake stays."
    return text


def _end(rules: "Ruleset") -> str:
    pope = {
        "excused": "the holder of the unplayed Pope pays nothing",
        "pays": "the holder of the unplayed Pope pays like everyone else",
        "pays_double": "the holder of the unplayed Pope pays double",
    }[rules.end.pope_holder]
    game = _label(rules, "game") if "game" in rules.compartments else None
    wins = f"wins {game} and " if game else "wins "
    nxt = "The winner deals next." if rules.end.next_dealer == "winner" else "The deal passes to the left."
    return f"The first player to play their last card {wins}a fish for every card left in each other hand; {pope}. {nxt}"


def _penalty(rules: "Ruleset", penalty: "Penalty") -> str:
    honours = [COMPARTMENT_ENGLISH[name] for name in ("ace", "king", "queen", "jack") if name in penalty.cards]
    named = [f"the trump {_listed(honours, 'or')}"] if honours else []
    if "pope" in penalty.cards:
        named.append(_BOARD_CARD_WORDS["pope"])
    cards = ", or ".join(named) if len(named) == 2 and len(honours) > 1 else _listed(named, "or")
    amounts: list[str] = []
    if penalty.chips:
        amounts.append(f"{penalty.chips} fish")
    if penalty.stakes:
        amounts.append(_times(penalty.stakes, "its stake (one share of its compartment's dressing)"))
    if penalty.contents:
        amounts.append(_times(penalty.contents, "what lies on its compartment"))
    amount = " plus ".join(amounts)
    if penalty.to == "compartment":
        to = "into the card's own compartment"
    elif penalty.to == "winner":
        to = "to the winner"
    elif penalty.to == "dealer":
        to = "to the dealer"
    elif penalty.to == "each_player":
        to = "to every other player"
    else:
        to = f"into {_label(rules, penalty.to)}" if penalty.to in rules.compartments else \
            f"into {COMPARTMENT_ENGLISH.get(penalty.to, penalty.to)}"
    return (f"At the end of a played deal, whoever still holds {cards} pays {amount} {to}, for each such card "
            "(after the payments for cards left).")


def _share_out(rules: "Ruleset") -> str:
    share = rules.share_out
    if share.method == "none":
        return "At the end of a session the board's leftovers are shown, not shared out."
    trump = {
        "first_card": "the first card turned sets trumps and counts as the dealer's",
        "diamonds": "diamonds are trumps",
        "last_deal": "the last deal's trumps stay",
    }[share.trump or "diamonds"]
    halves = [_label(rules, name) for name in ("matrimony", "intrigue") if name in rules.compartments]
    halved = (f"; {_listed(halves)} {'are' if len(halves) > 1 else 'is'} halved between {'their' if len(halves) > 1 else 'its'} "
              "two cards, the odd fish to the first dealt") if halves else ""
    honour = _honours(rules)
    takers = f"A {honour}, or the Pope," if honour else "The Pope"
    return ("At the end of a session the cards are dealt face up, one at a time from the dealer's left; "
            f"{trump}. {takers} takes its compartment{halved}. Game is never shared.")
