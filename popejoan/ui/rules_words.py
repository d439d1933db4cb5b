"""The rules as the game plays them: every key of a ruleset in a player's words.

A ruleset's ``summary`` and ``interpretations`` are its author's words; a
house rule written as a file may leave a key unmentioned there (a penalty for
unplayed board cards, a stock sized by the table, passing the lead). The rules
screen therefore also shows this reading of the keys themselves
(:func:`rules_in_words`), made from the resolved ruleset (variants applied), so
what the screen says is what the engine does (docs/rules.md for each key's meaning;
README, "Writing a ruleset"). It only reads the keys: no rule is decided here.

Every value of every key has its own words (``tests/ui/test_rules_words.py``
checks each value of the keys issues 11 and 16 added, and that two values of
one key never read alike).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from popejoan.ui.i18n import (
    _,
    compartment_label_en,
    compartment_name,
    language,
    listed,
    ngettext,
    pgettext,
    the_compartment,
    the_compartment_label,
)


def _gap() -> str:
    """What goes between two sentences in the interface language: a space, or nothing in Japanese (「。」 ends
    a sentence without one)."""
    return "" if language() == "ja" else " "

if TYPE_CHECKING:
    from popejoan.engine.ruleset import Penalty, Ruleset

__all__ = ["rules_in_words"]


def _stop_words(kind: str, pile: str) -> str:
    """A kind of stop (``lead.change_suit_after``) as a noun phrase, put into "After {after}, ..."."""
    if kind == "king":
        # TRANSLATORS: a kind of stop card, put into "After {after}, the next lead must be of another suit"
        return _("a King")
    if kind == "top":
        return _("an Ace (the top of its suit, Aces high)")
    if kind == "seven_of_diamonds":
        return _("the 7♦")
    if kind == "dead":
        # TRANSLATORS: {pile} is "dead hand", "stock" or "ghost hand"
        return _("a card whose next is out of play (in the {pile} or undealt)").format(pile=pile)
    if kind == "played":
        return _("a card whose next is already played")
    return kind.replace("_", " ")


def _times(k: int, what: str) -> str:
    """``what`` once, double, or k times: "its stake", "double its stake", "3 times its stake"."""
    if k == 1:
        return what
    if k == 2:
        # TRANSLATORS: {what} is an amount ("its stake"); the penalty is twice it
        return _("double {what}").format(what=what)
    # TRANSLATORS: {what} is an amount ("its stake"); the penalty is {k} times it
    return ngettext("{k} times {what}", "{k} times {what}", k).format(k=k, what=what)


def _pile(rules: Ruleset) -> str:
    """The name of the cards dealt aside: ghost hand, stock, or dead hand."""
    kind = rules.deal.dead_hand
    if kind == "first":
        return _("ghost hand")
    if kind == "none":
        return _("stock")
    return _("dead hand")


def rules_in_words(rules: Ruleset) -> list[tuple[str, str]]:
    """Every key of ``rules`` in a player's words, by topic, in the interface language.

    Args:
        rules: a resolved ruleset (``with_options``: the variants chosen are in its keys).

    Returns:
        ``(topic, sentence)`` pairs in the order a deal goes: the cards and fish, the first dealer,
        dressing, dealing, the turn-up, leading, the pairs, the end of a deal, penalties, the share-out.
    """
    out: list[tuple[str, str]] = []
    # TRANSLATORS: the topics of the rules screen's "As the game plays it" (short headings)
    out.append((pgettext("rules topic", "Cards"), _cards(rules)))
    out.append((pgettext("rules topic", "Fish"), _fish(rules)))
    out.append((pgettext("rules topic", "First dealer"), _first_dealer(rules)))
    out.append((pgettext("rules topic", "Dressing"), _dressing(rules)))
    out.append((pgettext("rules topic", "Dealing"), _dealing(rules)))
    out.append((pgettext("rules topic", "Turn-up"), _turn_up(rules)))
    out.append((pgettext("rules topic", "Leading"), _leading(rules)))
    pairs = _pairs(rules)
    if pairs:
        out.append((pgettext("rules topic", "Pairs"), pairs))
    out.append((pgettext("rules topic", "End of a deal"), _end(rules)))
    for penalty in rules.end.penalties:
        out.append((pgettext("rules topic", "Penalty"), _penalty(rules, penalty)))
    out.append((pgettext("rules topic", "Share-out"), _share_out(rules)))
    return out


def _label(rules: Ruleset, compartment: str) -> str:
    """A compartment's label as a list of stakes writes it ("Papisa 6")."""
    return compartment_label_en(rules, compartment)


def _capital(text: str) -> str:
    """``text`` with a capital first letter (a sentence that begins with a compartment's article: "El Matrimonio")."""
    return text[:1].upper() + text[1:]


def _with(label: str, words: str) -> str:
    """A compartment's label with a note: "Matrimony (trump Queen and King)", "Matrimonio (Matrimony: ...)"."""
    if label.endswith((")", "）")):
        # TRANSLATORS: a compartment's label that ends in its name in brackets, the bracket still open
        # ("Matrimonio (Matrimony"), and a note added inside them ("trump Queen and King")
        return _("{label_open}: {note}").format(label_open=label[:-1], note=words) + label[-1]
    # TRANSLATORS: a compartment's label with a note in brackets: "Matrimony (trump Queen and King)"
    return _("{label} ({note})").format(label=label, note=words)


def _honours(rules: Ruleset) -> str:
    """The trump honours that have a compartment on this board: "trump Ace, King, Queen or Jack", or ""."""
    names = [compartment_name(name) for name in ("ace", "king", "queen", "jack") if name in rules.compartments]
    # TRANSLATORS: {cards} lists trump honours joined by "or": "trump Ace, King, Queen or Jack"
    return _("trump {cards}").format(cards=listed(names, "or")) if names else ""


def _cards(rules: Ruleset) -> str:
    if rules.ace == "high":
        return _("51 cards, the 8♦ taken out. In each suit, low to high: 2, 3 … 10, Jack, Queen, King, Ace: Aces "
                 "are high, so an Ace is the top of its suit and a stop.")
    return _("51 cards, the 8♦ taken out. In each suit, low to high: Ace, 2, 3 … 10, Jack, Queen, King: Aces are "
             "low.")


def _fish(rules: Ruleset) -> str:
    if rules.starting_chips == 0:
        return _("Everyone starts at 0 fish and plays for a tally: balances go below zero, a debt shown in red.")
    return ngettext("Each player starts with {chips} fish (a setting); a player who must pay more than they have "
                    "goes into debt, shown in red.",
                    "Each player starts with {chips} fish (a setting); a player who must pay more than they have "
                    "goes into debt, shown in red.", rules.starting_chips).format(chips=rules.starting_chips)


def _first_dealer(rules: Ruleset) -> str:
    if rules.end.next_dealer == "winner":
        return _("Drawn by lot: each player is turned a card, the lowest deals and ties draw again; the winner of "
                 "each deal deals the next.")
    return _("Drawn by lot: each player is turned a card, the lowest deals and ties draw again; then the deal "
             "passes to the left.")


def _dressing(rules: Ruleset) -> str:
    d = rules.dressing
    stakes = [(name, d.stakes[name]) for name in rules.board_order if name in d.stakes]
    share = sum(chips for _name, chips in stakes)
    # TRANSLATORS: one item of a list of stakes: a compartment's label and its fish ("Pope 1")
    listed_stakes = listed([pgettext("stake of a compartment", "{label} {chips}").format(
        label=_label(rules, name), chips=chips) for name, chips in stakes])
    total = share * d.dealer_share
    values = {"stakes": listed_stakes, "share": share, "shares": d.dealer_share, "total": total}
    if d.payers == "dealer":
        if d.dealer_share > 1:
            # TRANSLATORS: {stakes} lists compartments and fish ("Ace 1, King 1 and Pope 1"); {total} fish in all
            text = ngettext("Each deal the dealer dresses the board alone with {shares} shares of {stakes} "
                            "({total} fish).",
                            "Each deal the dealer dresses the board alone with {shares} shares of {stakes} "
                            "({total} fish).", total).format(**values)
        else:
            text = ngettext("Each deal the dealer dresses the board alone: {stakes} ({share} fish).",
                            "Each deal the dealer dresses the board alone: {stakes} ({share} fish).",
                            share).format(**values)
    elif d.dealer_share > 1:
        text = ngettext("Each deal every player, the dealer included, dresses the board with {stakes} ({share} "
                        "fish each); the dealer puts in {shares} shares.",
                        "Each deal every player, the dealer included, dresses the board with {stakes} ({share} "
                        "fish each); the dealer puts in {shares} shares.", share).format(**values)
    else:
        text = ngettext("Each deal every player, the dealer included, dresses the board with {stakes} ({share} "
                        "fish each).",
                        "Each deal every player, the dealer included, dresses the board with {stakes} ({share} "
                        "fish each).", share).format(**values)
    if d.contribution:
        text += _gap() + ngettext("First every other player hands the dealer {chips} fish towards it.",
                               "First every other player hands the dealer {chips} fish towards it.",
                               d.contribution).format(chips=d.contribution)
    return text + _gap() + _("Unwon stakes stay on the board for later deals.")


def _dealing(rules: Ruleset) -> str:
    deal = rules.deal
    pile = _pile(rules)
    if deal.dead_hand == "after_dealer":
        text = _("One card at a time, clockwise from the dealer's left, the dealer last in each round, and a dead "
                 "hand, whose card comes after the dealer's in each round.")
    elif deal.dead_hand == "before_dealer":
        text = _("One card at a time, clockwise from the dealer's left, the dealer last in each round, and a dead "
                 "hand, whose card comes just before the dealer's in each round.")
    elif deal.dead_hand == "first":
        text = _("One card at a time, clockwise from the dealer's left, the dealer last in each round, and a ghost "
                 "hand, served first in each round.")
    else:
        text = _("One card at a time, clockwise from the dealer's left, the dealer last in each round, and no dead "
                 "hand.")
    reserve = deal.reserve
    if isinstance(reserve, dict):
        # TRANSLATORS: one item of a list: {cards} cards kept back when {players} players play
        sizes = listed([ngettext("{cards} with {players} players", "{cards} with {players} players", players)
                        .format(cards=cards, players=players) for players, cards in sorted(reserve.items())])
        if deal.leftovers == "dead_hand":
            # TRANSLATORS: {sizes} lists how many cards are kept back by the number of players
            text += _gap() + _("The last cards of the pack are not dealt round but go to the {pile}: {sizes}.").format(
                pile=pile, sizes=sizes)
        else:
            # TRANSLATORS: {sizes} lists how many cards are kept back by the number of players
            text += _gap() + _("The last cards of the pack are not dealt but stay out of play: {sizes}.").format(
                sizes=sizes)
    elif reserve and deal.leftovers == "dead_hand":
        text += _gap() + ngettext("The last card of the pack is not dealt round: it goes to the {pile}.",
                               "The last {n} cards of the pack are not dealt round: they go to the {pile}.",
                               reserve).format(n=reserve, pile=pile)
    elif reserve:
        text += _gap() + ngettext("The last card of the pack is not dealt: it stays out of play.",
                               "The last {n} cards of the pack are not dealt: they stay out of play.",
                               reserve).format(n=reserve)
    if deal.rounds == "all":
        text += _gap() + _("Every other card is dealt round; hands may be unequal.")
    elif deal.rounds == "whole":
        if deal.dead_hand != "none":
            if deal.leftovers == "dead_hand":
                text += _gap() + _("Only whole rounds are dealt (the {pile}'s card counts in a round); the cards left "
                                "over go to the {pile}.").format(pile=pile)
            else:
                text += _gap() + _("Only whole rounds are dealt (the {pile}'s card counts in a round); the cards left "
                                "over stay undealt, out of play.").format(pile=pile)
        elif deal.leftovers == "dead_hand":
            text += _gap() + _("Only whole rounds are dealt; the cards left over go to the {pile}.").format(pile=pile)
        else:
            text += _gap() + _("Only whole rounds are dealt; the cards left over stay undealt, out of play.")
    elif deal.leftovers == "dead_hand":
        text += _gap() + _("Every card is dealt round, then each player's cards beyond the shortest hand go to the "
                        "{pile}, so every player holds the same number.").format(pile=pile)
    else:
        text += _gap() + _("Every card is dealt round, then each player's cards beyond the shortest hand stay undealt, "
                        "out of play, so every player holds the same number.")
    if deal.dealer_sees_stock:  # said once, with how: "may look" beside "never shown" read as a contradiction
        return text + _gap() + _("The dealer alone may look at the {pile} during play (at the table, by pointing "
                                 "at it); it is never shown to the others.").format(pile=pile)
    return text + _gap() + _("The {pile} is never shown.").format(pile=pile)


def _turn_up(rules: Ruleset) -> str:
    pile = _pile(rules)
    card = {
        "last_dealt": _("The last card dealt round is turned for trumps, wherever it lands (in a hand it may be "
                        "played)"),
        # (in the order of the pack: a reserve goes to the stock after the cards left over from the rounds,
        # whatever order the sentences above tell them in; docs/rules.md, "Dealing and the trump card")
        "dead_hand_first": _("The first card of the {pile}, in the order of the pack, is turned for trumps").format(
            pile=pile),
        "dead_hand_last": _("The last card of the {pile}, in the order of the pack, is turned for trumps").format(
            pile=pile),
    }[rules.deal.turn_up]
    honour = _honours(rules)
    if honour:
        honours = {
            # TRANSLATORS: {honour} is e.g. "trump Ace, King, Queen or Jack"
            "compartment": _("a turned {honour} wins the dealer that whole compartment"),
            "refund": _("a turned {honour} gives the dealer back only the fish he put on that compartment this "
                        "deal; fish carried over stay"),
            "nothing": _("a turned {honour} wins the dealer nothing"),
        }[rules.turn_up.honours].format(honour=honour)
    else:
        honours = _("no trump honour has a compartment on this board")
    pope = rules.turn_up.pope
    wins: list[str] = []
    if pope.takes == "all":
        wins.append(_("the whole board"))
    elif pope.takes:
        # TRANSLATORS: what a turned Pope wins: {compartments} lists compartments' labels
        wins.append(_("what lies on {compartments}").format(
            compartments=listed([the_compartment_label(rules, name) for name in pope.takes])))
    if pope.refund_dressing:
        wins.append(_("back the fish he put on the board this deal"))
    if wins:
        # TRANSLATORS: {wins} lists what the dealer wins ("the whole board and back the fish he put on ...")
        said = _("a turned Pope wins the dealer {wins}").format(wins=listed(wins))
    else:
        said = _("a turned Pope wins the dealer nothing")
    paid = pope.per_card_payment
    ends = pope.ends_deal
    # TRANSLATORS: {card}, {honours}, {pope} are the clauses before: how trumps are turned, what a turned
    # honour wins, what a turned Pope wins
    if paid and ends:
        template = _("{card}; {honours}; {pope}, and every other player pays him a fish for each card dealt to "
                     "them; the deal then ends without play and passes on.")
    elif paid:
        template = _("{card}; {honours}; {pope}, and every other player pays him a fish for each card dealt to "
                     "them; play goes on.")
    elif ends:
        template = _("{card}; {honours}; {pope}; the deal then ends without play and passes on.")
    else:
        template = _("{card}; {honours}; {pope}; play goes on.")
    return template.format(card=card, honours=honours, pope=said)


def _leading(rules: Ruleset) -> str:
    lead = rules.lead
    left = lead.first == "left_of_dealer"
    if lead.cards == "any":
        text = (_("Eldest, left of the dealer, leads first; a leader may lead any card.") if left
                else _("The player right of the dealer leads first; a leader may lead any card."))
    elif lead.cards == "lowest_of_suit":
        text = (_("Eldest, left of the dealer, leads first; a leader chooses a suit and leads the lowest card "
                  "they hold in it.") if left
                else _("The player right of the dealer leads first; a leader chooses a suit and leads the lowest "
                       "card they hold in it."))
    else:
        text = (_("Eldest, left of the dealer, leads first; a leader must lead a card of the lowest rank they "
                  "hold, in any suit (either one, when two cards share that rank).") if left
                else _("The player right of the dealer leads first; a leader must lead a card of the lowest rank "
                       "they hold, in any suit (either one, when two cards share that rank)."))
    text += _gap() + _("Whoever holds the next card up plays it, until a stop; whoever played the stop leads again.")
    kinds = lead.change_suit_after
    if kinds:
        pile = _pile(rules)
        after = _("any stop") if "any" in kinds else listed([_stop_words(k, pile) for k in kinds], "or")
        if lead.no_other_suit == "pass_lead":
            # TRANSLATORS: {after} is a kind of stop, or several joined by "or" ("a King or the 7♦")
            text += _gap() + _("After {after}, the next lead must be of another suit than the stop card; a leader "
                            "who holds no other suit passes the lead to the left, to the first player who does (if "
                            "nobody does, the leader leads after all).").format(after=after)
        else:
            text += _gap() + _("After {after}, the next lead must be of another suit than the stop card; a leader "
                            "who holds no other suit leads the stop's suit after all.").format(after=after)
    if lead.pope_as_stop:
        text += _gap() + _("At a stop whose next card exists but no player holds it (it is in the {pile}, undealt or "
                        "played), the holder of the unplayed Pope may play it in that card's place and take the "
                        "Pope's stake; play goes on from the card after the missing one.").format(pile=_pile(rules))
    return text


def _pairs(rules: Ruleset) -> str:
    board = set(rules.compartments)
    pairs = [name for name in ("matrimony", "intrigue") if name in board]
    if not pairs:
        return ""
    cards = {"matrimony": _("trump Queen and King"), "intrigue": _("trump Jack and Queen")}
    named = listed([_with(the_compartment_label(rules, name), cards[name]) for name in pairs])
    if rules.pairs.rule == "in_succession":
        # TRANSLATORS: {pairs} is one or two compartments' labels with their cards
        text = ngettext("{pairs} is won by one player playing both cards in succession, the second straight after "
                        "the first.",
                        "{pairs} are won by one player playing both cards in succession, the second straight after "
                        "the first.", len(pairs)).format(pairs=named)
    else:
        text = ngettext("{pairs} is won by one player playing both cards at any time in the deal.",
                        "{pairs} are won by one player playing both cards at any time in the deal.",
                        len(pairs)).format(pairs=named)
    text = _capital(text)  # it may begin with the article: "El Matrimonio (...)"
    split = [name for name in pairs if name in rules.pairs.split_pairs]
    if split:
        shared = listed([the_compartment_label(rules, name) for name in split])
        text += _gap() + _("When two players play the two cards of {pairs}, each takes half, rounded down; the odd "
                        "fish stays on the board.").format(pairs=shared)
    else:
        text += _gap() + _("Played by two players, the cards win nothing; the stake stays.")
    return text


def _end(rules: Ruleset) -> str:
    pope = {
        "excused": _("the holder of the unplayed Pope pays nothing"),
        "pays": _("the holder of the unplayed Pope pays like everyone else"),
        "pays_double": _("the holder of the unplayed Pope pays double"),
    }[rules.end.pope_holder]
    nxt = _("The winner deals next.") if rules.end.next_dealer == "winner" else _("The deal passes to the left.")
    if "game" in rules.compartments:
        # TRANSLATORS: {game} is the Game compartment's label; {pope} says what the unplayed Pope's holder pays;
        # {next} is who deals next
        return _("The first player to play their last card wins {game} and a fish for every card left in each "
                 "other hand; {pope}. {next}").format(game=the_compartment_label(rules, "game"), pope=pope, next=nxt)
    return _("The first player to play their last card wins a fish for every card left in each other hand; "
             "{pope}. {next}").format(pope=pope, next=nxt)


def _penalty(rules: Ruleset, penalty: Penalty) -> str:
    honours = [compartment_name(name) for name in ("ace", "king", "queen", "jack") if name in penalty.cards]
    named = [_("the trump {cards}").format(cards=listed(honours, "or"))] if honours else []
    if "pope" in penalty.cards:
        named.append(_("the Pope (9♦)"))
    if len(named) == 2 and len(honours) > 1:
        # TRANSLATORS: {honours} is "the trump Queen or Jack", {pope} is "the Pope (9♦)"
        cards = _("{honours}, or {pope}").format(honours=named[0], pope=named[1])
    else:
        cards = listed(named, "or")
    amounts: list[str] = []
    if penalty.chips:
        amounts.append(ngettext("{n} fish", "{n} fish", penalty.chips).format(n=penalty.chips))
    if penalty.stakes:
        amounts.append(_times(penalty.stakes, _("its stake (one share of its compartment's dressing)")))
    if penalty.contents:
        amounts.append(_times(penalty.contents, _("what lies on its compartment")))
    # TRANSLATORS: what separates amounts added together ("2 fish plus double its stake")
    amount = _(" plus ").join(amounts)
    if penalty.to == "compartment":
        to = _("into the card's own compartment")
    elif penalty.to == "winner":
        to = _("to the winner")
    elif penalty.to == "dealer":
        to = _("to the dealer")
    elif penalty.to == "each_player":
        to = _("to every other player")
    else:
        label = (the_compartment_label(rules, penalty.to) if penalty.to in rules.compartments
                 else the_compartment(compartment_name(penalty.to), penalty.to))
        # TRANSLATORS: where a penalty is paid: {compartment} is a compartment's label
        to = _("into {compartment}").format(compartment=label)
    # TRANSLATORS: {cards} names the cards ("the trump Ace or King"); {amount} is what is paid; {to} where it goes
    return _("At the end of a played deal, whoever still holds {cards} pays {amount} {to}, for each such card "
             "(after the payments for cards left).").format(cards=cards, amount=amount, to=to)


def _share_out(rules: Ruleset) -> str:
    share = rules.share_out
    if share.method == "none":
        return _("At the end of a session the board's leftovers are shown, not shared out.")
    trump = {
        "first_card": _("the first card turned sets trumps and counts as the dealer's"),
        "diamonds": _("diamonds are trumps"),
        "last_deal": _("the last deal's trumps stay"),
    }[share.trump or "diamonds"]
    halves = [the_compartment_label(rules, name) for name in ("matrimony", "intrigue") if name in rules.compartments]
    honour = _honours(rules)
    takers = (_("A {honour}, or the Pope,").format(honour=honour) if honour else _("The Pope"))
    # TRANSLATORS: {game} is the Game compartment's label on this ruleset's board (with its article)
    never = (_gap() + _capital(_("{game} is never shared.").format(game=the_compartment_label(rules, "game")))
             if "game" in rules.compartments else "")
    if halves:
        # TRANSLATORS: {trump} says how trumps are set; {takers} is "A trump Ace, King, Queen or Jack, or the Pope,";
        # {halves} lists the Matrimony and Intrigue compartments' labels
        return ngettext("At the end of a session the cards are dealt face up, one at a time from the dealer's left; "
                        "{trump}. {takers} takes its compartment; {halves} is halved between its two cards, the odd "
                        "fish to the first dealt.",
                        "At the end of a session the cards are dealt face up, one at a time from the dealer's left; "
                        "{trump}. {takers} takes its compartment; {halves} are halved between their two cards, the "
                        "odd fish to the first dealt.",
                        len(halves)).format(trump=trump, takers=takers, halves=listed(halves)) + never
    return _("At the end of a session the cards are dealt face up, one at a time from the dealer's left; {trump}. "
             "{takers} takes its compartment.").format(trump=trump, takers=takers) + never
