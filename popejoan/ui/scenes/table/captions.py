"""Every sentence and label the table shows, in one place, in the interface language.

The director, the turns and the painter ask here for their words and never
spell a sentence themselves. Each sentence is one catalog message with named
placeholders (:mod:`popejoan.ui.i18n`: ``_``, ``ngettext`` for counts of fish
and cards), filled after translation; module constants are marked with
``N_`` and translated where they are drawn (:func:`label`), so a change of
language shows at once. Compartments keep the ruleset's own labels (the
callers pass them in); cards are named by :func:`popejoan.ui.i18n.card_name`,
and inside a sentence where English says "the" card by
:func:`~popejoan.ui.i18n.the_card` (or :func:`~popejoan.ui.i18n.the_card_label`),
whose article agrees with the card in each language ("la Dama", "el Rey").
Players are always named, never "you".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from popejoan.engine.cards import POPE, Card, card_label, rank_of, suit_of
from popejoan.engine.errors import Refusal
from popejoan.engine.state import refusal_words as english_refusal
from popejoan.engine.events import CardPlayed, DealEnded, SequenceStopped
from popejoan.ui.i18n import (
    N_, _, card_name, compartment_label, level_name, ngettext, number, pgettext, suit_name, t, the_card,
    the_card_label, the_compartment,
)

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from popejoan.ui.scenes.table.view import CompartmentStory, TableView


def label(text: str) -> str:
    """A module constant of this module (English, marked ``N_``) in the interface language, where it is drawn."""
    return _(text)


def fish_count(n: int) -> str:
    """A number of fish standing alone, as a label (a plaque's balance, under a claim): "1 fish", "5 fish"
    (the language's plural forms; Russian's nominative «1 рыбка», where a sentence's object is «1 рыбку»)."""
    return t("fish_label", n=n)


def suit_plural(suit: int) -> str:
    """A suit's name as a plural noun, in the interface language: "clubs", "hearts"."""
    return _(_SUITS[suit])


_SUITS = (N_("clubs"), N_("diamonds"), N_("hearts"), N_("spades"))
"""The suits' names, 0..3 (the engine's order), translated where they are drawn."""


def compartment(rules: object, name: str, article: bool = True) -> str:
    """A compartment for a sentence: the ruleset's own label, with the compartment's name in the interface
    language in brackets when they differ ("浮気 (Intrigue)", "As (Ace)"; docs/rules.md's glossary names them), and
    the article the interface language puts before it (:func:`~popejoan.ui.i18n.the_compartment`: "la Papisa",
    "el Juego"; the sentence it goes into joins "de el" into "del": :class:`~popejoan.ui.i18n.JoiningText`). ``article``
    False: the name alone, as a heading (the board's tip: "Papisa (Pope): 18 fichas")."""
    the = the_compartment if article else (lambda label, _name: label)
    own = compartment_label(rules, name)  # type: ignore[arg-type]
    names = {"ace": pgettext("compartment", "Ace"), "king": pgettext("compartment", "King"),
             "queen": pgettext("compartment", "Queen"), "jack": pgettext("compartment", "Jack"),
             "pope": pgettext("compartment", "Pope"), "matrimony": pgettext("compartment", "Matrimony"),
             "intrigue": pgettext("compartment", "Intrigue"), "game": pgettext("compartment", "Game")}
    shown = names.get(name, name.capitalize())
    if own.lower() == shown.lower():
        return the(own, name)
    # TRANSLATORS: a compartment: the ruleset's own label, then its name in the interface language
    return the(_("{label} ({name})").format(label=own, name=shown), name)


def board_tip(rules: object, name: str, story: "CompartmentStory",
              names: Optional[Sequence[str]] = None) -> tuple[str, str]:
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


# --- what happens (the director's captions) -------------------------------------------



def hovered_board_tip(view: "TableView", center: tuple[float, float], rules: object, carried: "Mapping[str, int]",
                      events: "Sequence[object]") -> Optional[tuple[str, str]]:
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


def hovered_compartment(view: "TableView", center: tuple[float, float]) -> Optional[str]:
    """The board's compartment under the mouse (the board as turned now; ``center`` in pixels), or None: the
    mouse off the board or not yet seen, or on a card of the hand (that card's tip is shown)."""
    if view.hover_card is not None or view.mouse[0] < 0:
        return None
    return view.board.hit_compartment(center, view.mouse)

def resumed(number: int, dealer: str) -> tuple[str, str]:
    """A saved deal taken up again where it stopped (every card played so far lies as it was)."""
    return (_("Deal {number} resumed where it stopped").format(number=number),
            _("{dealer} dealt; the play goes on from here").format(dealer=dealer))


def resumed_news(number: int, dealer: str, stop: Optional[str], paid: list[str], waiting: bool,
                 unseen: bool = False) -> tuple[str, str]:
    """A saved deal taken up again: that it was resumed, and what happened last before it was left.

    Args:
        number: the deal's number.
        dealer: who dealt it.
        stop: why the last sequence stopped (:func:`popejoan.ui.story.last_news`, in words), or None before
            the deal's first stop.
        paid: the stakes taken and payments made since, in words (each a sentence without its full stop).
        waiting: the table waits for a key or a click before any computer moves: the second line says so.
        unseen: the game had made plays it had not shown when the session was left: the press shows them (the
            second line says so, in place of "to play on").

    Returns:
        The title, and the second line: the last stop's reason and the payments (or, when nothing has
        happened yet, who dealt), then, when ``waiting``, how to play on; the parts apart by " · ".
    """
    title, dealt = resumed(number, dealer)
    parts = ([t("resumed_last_stop", reason=stop)] if stop else []) + [line for line in paid if line]
    if not parts:
        parts = [dealt]
    if waiting:
        parts.append(t("resumed_unseen" if unseen else "resumed_play_on"))
    return title, " · ".join(parts)


def deal_started(number: int, dealer: str) -> str:
    """A new deal and who deals it."""
    return _("Deal {number}: {dealer} deals").format(number=number, dealer=dealer)


def dressing(payers: list[str]) -> str:
    """The board being dressed by ``payers`` (their names; more than one: everyone pays)."""
    if len(payers) == 1:
        return _("{name} dresses the board").format(name=payers[0])
    return _("Everyone dresses the board")


def payments(reasons: set[str], payee: str) -> str:
    """Fish paid between seats, by the payments' reasons (``ChipsHanded.reason``) and who is paid."""
    if "cards_left" in reasons:
        # TRANSLATORS: {payee} is a player's name, or "the players" (several at once)
        return _("{payee} is paid a fish for every card left in hand").format(payee=payee)
    if "contribution" in reasons:
        return _("The players hand {payee} fish towards the dressing").format(payee=payee)
    if "pope_turned" in reasons:
        return _("A turned Pope: {payee} is paid a fish for every card dealt").format(payee=payee)
    return _("Fish are paid to {payee}").format(payee=payee)


def the_players() -> str:
    """Several payees at once."""
    # TRANSLATORS: stands for {payee} when several players are paid at once ("Fish are paid to the players")
    return _("the players")


def claim(who: str, reason: str, label: str, chips: int) -> tuple[str, str]:
    """A stake taken (``StakeTaken.reason``) from the compartment ``label`` (:func:`compartment`, with its article):
    the title and the fish."""
    if reason == "turn_up":
        # TRANSLATORS: {who} is a player's name, {label} a compartment's label on the board (e.g. "Matrimony")
        title = _("{who}: the turn-up wins {label}")
    elif reason == "refund":
        title = _("{who} takes back the stake on {label}")
    elif reason == "split":
        title = _("{who} takes half of {label}")
    elif reason == "game":
        title = _("{who} goes out and takes {label}")
    else:  # played, pair, share_out
        title = _("{who} takes {label}")
    return title.format(who=who, label=label), fish_count(chips)


def claim_empty(who: str, label: str) -> str:
    """A compartment won with nothing in it (``label``: :func:`compartment`, with its article)."""
    # TRANSLATORS: {label} is a compartment's label on the board
    return _("{who} wins {label}, but it is empty").format(who=who, label=label)


def dealing(dealer: str) -> str:
    """The cards going round."""
    return _("{dealer} deals the cards").format(dealer=dealer)


def turned_up(card: Card, trump: int, holder: Optional[str]) -> tuple[str, str]:
    """The turn-up (and in whose hand it lies, when it is a player's), and the trump suit."""
    if holder is not None:
        # TRANSLATORS: {card} is a card's name ("Four of diamonds"), {holder} the player whose hand it lies in
        return _("Turn-up: {card} (in {holder}'s hand)").format(card=card_name(card), holder=holder), trumps(trump)
    return _("Turn-up: {card}").format(card=card_name(card)), trumps(trump)


def trumps(trump: int) -> str:
    """The trump suit, e.g. "Hearts are trumps"."""
    return _(_TRUMPS[trump])


_TRUMPS = (N_("Clubs are trumps"), N_("Diamonds are trumps"), N_("Hearts are trumps"), N_("Spades are trumps"))
"""Each trump suit as a sentence, 0..3, translated where it is drawn."""


def played(ev: CardPlayed, who: str, trump: Optional[int]) -> tuple[str, str]:
    """A card played: its name (the Pope and the trump honours exclaimed), and who led or played it."""
    name = card_name(ev.card)
    if ev.card == POPE:
        # TRANSLATORS: {card} is the card's name ("Nine of diamonds")
        title = _("{card}: the Pope!").format(card=name)
    elif trump is not None and suit_of(ev.card) == trump and rank_of(ev.card) in _HONOURS:
        title = _(_HONOURS[rank_of(ev.card)]).format(card=name)
    else:
        title = name
    if ev.pope_as_stop:
        sub = _("{who} plays the Pope in place of the missing card").format(who=who)
    elif ev.lead:
        sub = _("{who} leads").format(who=who)
    else:
        sub = _("played by {who}").format(who=who)
    return (title, sub)


_HONOURS = {1: N_("{card}: the trump Ace!"), 11: N_("{card}: the trump Jack!"), 12: N_("{card}: the trump Queen!"),
            13: N_("{card}: the trump King!")}
"""A trump honour played, exclaimed ({card}: its name), translated where it is said."""


def stopped(ev: SequenceStopped, who: str, passing: bool = False) -> tuple[str, str]:
    """Why the sequence stopped, and who leads next (``passing``: a :class:`LeadPassed` follows, so the
    stop's player must lead another suit and holds none)."""
    if ev.reason == "king":
        title = _("Stop: a King ends the suit")  # the words of the log and the stopped sequence's note
    elif ev.reason == "top":
        title = _("Stop: an Ace is the top of its suit")
    elif ev.reason == "seven_of_diamonds":
        title = _("Stop: the seven of diamonds (the eight is out)")
    elif ev.reason == "played" and ev.next_card is not None:
        # TRANSLATORS: {card} is the card that would have come next, with its article ("the Five of hearts")
        title = _("Stop: {card} is already played").format(card=the_card(ev.next_card))
    elif ev.reason == "dead" and ev.next_card is not None:
        title = _("Stop: nobody holds {card}").format(card=the_card(ev.next_card))
    else:
        title = _("Stop: no card follows")
    if passing:
        # TRANSLATORS: {suit} is a suit's name as a plural noun ("clubs")
        return title, _("{who} must lead another suit than {suit}").format(who=who,
                                                                            suit=suit_plural(suit_of(ev.card)))
    return title, _("{who} leads next").format(who=who)


def lead_passed(who: str, to: str, suit: Optional[int]) -> tuple[str, str]:
    """A leader who must change suit and holds only the stop's ``suit`` passes the lead (``LeadPassed``).

    Public by the rules: the pass itself tells everyone that ``who`` holds no other suit than the stop's
    (``suit``, the stop card's; None when it is not known here).
    """
    if suit is not None:
        title = _("{who} holds only {suit}: the lead passes to {to}").format(who=who, suit=suit_plural(suit), to=to)
    else:
        title = _("{who} holds no other suit: the lead passes to {to}").format(who=who, to=to)
    return title, _("after this stop the lead must change suit")


def lead_passed_line(who: str, to: str, suit: Optional[int]) -> str:
    """The pass of the lead as one line of a record of the deal: "Ben holds only clubs and passes the lead to Cat."."""
    if suit is not None:
        return _("{who} holds only {suit} and passes the lead to {to}.").format(who=who, suit=suit_plural(suit), to=to)
    return _("{who} holds no other suit and passes the lead to {to}.").format(who=who, to=to)


def penalty(who: str, card: Optional[Card], chips: int, into: Optional[str] = None,
            payee: Optional[str] = None) -> tuple[str, str]:
    """A penalty for a board card left unplayed (``end.penalties``): who still holds which card, and what
    they pay where: ``into`` a compartment (:func:`compartment`), to ``payee`` (a name), or, with neither, to each
    other player. The card comes from the event (``StakePut.card`` / ``ChipsHanded.card``)."""
    sub = _("the penalty for a board card left unplayed")
    if card is not None:
        values = dict(who=who, card=the_card_label(card), n=chips, into=into, payee=payee)
        if into is not None:
            # TRANSLATORS: {card} is a short card label with its article ("the J♥"); {into} a compartment's label;
            # {payee} a player's name
            text = ngettext("{who} still holds {card}: {n} fish into {into}",
                            "{who} still holds {card}: {n} fish into {into}", chips)
        elif payee is not None:
            text = ngettext("{who} still holds {card}: {n} fish to {payee}",
                            "{who} still holds {card}: {n} fish to {payee}", chips)
        else:
            text = ngettext("{who} still holds {card}: {n} fish to each other player",
                            "{who} still holds {card}: {n} fish to each other player", chips)
        return text.format(**values), sub
    values = dict(who=who, n=chips, into=into, payee=payee)
    if into is not None:
        text = ngettext("{who} pays a penalty: {n} fish into {into}", "{who} pays a penalty: {n} fish into {into}",
                        chips)
    elif payee is not None:
        text = ngettext("{who} pays a penalty: {n} fish to {payee}", "{who} pays a penalty: {n} fish to {payee}",
                        chips)
    else:
        text = ngettext("{who} pays a penalty: {n} fish to each other player",
                        "{who} pays a penalty: {n} fish to each other player", chips)
    return text.format(**values), sub


# --- the draw for the first dealer (docs/rules.md, "Things no source settles") ---------------------


def rank_plural(card: Card) -> str:
    """The card's rank as a plural: "Aces", "Threes", "Sixes", "Kings"."""
    return _(_RANK_PLURALS[rank_of(card)])


_RANK_PLURALS = {1: N_("Aces"), 2: N_("Twos"), 3: N_("Threes"), 4: N_("Fours"), 5: N_("Fives"), 6: N_("Sixes"),
                 7: N_("Sevens"), 8: N_("Eights"), 9: N_("Nines"), 10: N_("Tens"), 11: N_("Jacks"),
                 12: N_("Queens"), 13: N_("Kings")}
"""Each rank as a plural ("they tie with Threes"), translated where it is said."""


def listed(names: list[str]) -> str:
    """Names joined for a sentence: "Ann", "Ann and Ben", "Ann, Ben and Cat"."""
    if len(names) <= 1:
        return "".join(names)
    # TRANSLATORS: the last two of a list of players' names; {names} is the others, joined with ", "
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def draw_started() -> tuple[str, str]:
    """The draw for the first dealer begins."""
    return _("Drawing for the first dealer"), _("a card is turned to each player: the lowest deals")


def draw_tie(names: list[str], card: Card) -> tuple[str, str]:
    """Players who tie for the lowest card draw again: "Ann and Ben tie with Threes: they draw again"."""
    # TRANSLATORS: {names} are the players who tie; {ranks} a rank as a plural ("Threes")
    title = _("{names} tie with {ranks}: they draw again").format(names=listed(names), ranks=rank_plural(card))
    if len(names) == 2:
        return title, _("they both drew the lowest rank; suits never break a tie")
    return title, _("they all drew the lowest rank; suits never break a tie")


def draw_dealer(who: str, card: Card, ace: Optional[str] = None, again: bool = False) -> tuple[str, str]:
    """The dealer found: "Cat draws the lowest card, the 2♣, and deals first".

    Args:
        who: the dealer's name.
        card: the card that won the draw.
        ace: the ruleset's ``ace`` (``"low"`` or ``"high"``) when an Ace was turned in the deciding round,
            so the sentence says where it ranks; None otherwise.
        again: the card was drawn again after a tie (it is the lowest of the redraw, not of every card shown).
    """
    if ace == "high":
        sub = _("Aces are high in this ruleset")
    elif ace:
        sub = _("Aces are low in this ruleset")
    else:
        sub = _("the cards go back into the pack, which is shuffled for the first deal")
    if again:
        # TRANSLATORS: {card} is a short card label with its article ("the 2♣")
        return _("{who} draws the lowest card of the redraw, {card}, and deals first").format(
            who=who, card=the_card_label(card)), sub
    return _("{who} draws the lowest card, {card}, and deals first").format(who=who, card=the_card_label(card)), sub


def stopped_tag(who: str) -> str:
    """Over the reason beside a stopped sequence on the table (``who`` leads next: after a pass of the
    lead, the player it passed to)."""
    return _("Stopped · {who} leads next").format(who=who)


def past_stop_tag() -> str:
    """Over the last stop's reason, kept on the table (quieter) once its sequence is swept aside."""
    return t("past_stop_tag")


def last_sequence() -> str:
    """Over the last sequence on the pass card."""
    return _("The last sequence")


def sequence_so_far() -> str:
    """Over a sequence still running, on the pass card."""
    return _("The sequence so far")


def sequence_players(runs: "Sequence[tuple[str, Sequence[Card]]]") -> str:
    """Under a sequence on the pass card, who played its cards, in order: ``"Ben: A♥ 2♥ · Mrs Bennet: 3♥"``
    (public: everyone at the table saw them played; the person coming to the screen did not see from where).

    Args:
        runs: each player's name and the cards they played one after another, in the order played.
    """
    return " · ".join(pgettext("who played which cards of a sequence", "{name}: {cards}").format(
        name=name, cards=" ".join(card_label(c) for c in cards)) for name, cards in runs)


def pope_offered(who: str, missing: Card) -> str:
    """A Pope offer (the Pope-as-stop variant)."""
    return _("{who} may play the Pope for the missing {card}").format(who=who, card=card_name(missing))


def pope_declined(who: str) -> str:
    """The Pope kept at an offer."""
    return _("{who} keeps the Pope").format(who=who)


def deal_ended(ev: DealEnded, names: list[str], dealer: int) -> tuple[str, str]:
    """The end of the deal: who went out (and who holds the unplayed Pope), or the turned Pope."""
    if ev.winner is None:
        return _("The turned Pope ends the deal"), _("{dealer} dealt").format(dealer=names[dealer])
    sub = ""
    if ev.pope_holder is not None and ev.pope_holder != ev.winner:
        sub = _("{who} holds the unplayed Pope").format(who=names[ev.pope_holder])
    return _("{who} is out and wins the Game!").format(who=names[ev.winner]), sub


# --- whose decision (the turns' captions) ---------------------------------------------


def computer_to_lead(who: str) -> str:
    """A computer seat to lead."""
    return _("{who} to lead").format(who=who)


def pope_round(missing: Optional[Card], goes_round: bool) -> tuple[str, str]:
    """A halt where the Pope could stand in for the missing card (japanese ``pope_as_stop``): it names nobody,
    for nobody at the table may learn who holds the Pope (``goes_round``: the screen goes round every person)."""
    if missing is not None:
        # TRANSLATORS: {card} is a card's name with its article ("the Ten of hearts")
        title = _("Nobody follows with {card}").format(card=the_card(missing))
    else:
        title = _("Nobody follows")
    if goes_round:
        return title, _("whoever holds the Pope may play it in its place: the screen goes round, and every player "
                        "looks in turn")
    return title, _("whoever holds the Pope may play it in its place")


def pope_not_held(who: str) -> tuple[str, str]:
    """The Pope's round: a player who does not hold the Pope, with the screen (only they see it)."""
    return (_("{who} does not hold the Pope").format(who=who),
            _("press Enter, or the button, to pass the screen on"))


def human_to_lead(who: str) -> tuple[str, str]:
    """A human to lead, and how."""
    return _("{who} to lead").format(who=who), _("click a raised card, or use the arrows and Enter")


def human_pope_offer(who: str, missing: Optional[Card]) -> tuple[str, str]:
    """A human at a Pope offer, and the choice; the choice names the Pope's card (nothing else marks it in the
    hand: a playtest), which only its holder sees."""
    if missing is not None:
        title = _("{who} may play the Pope for the missing {card}").format(who=who, card=card_name(missing))
    else:
        title = _("{who} may play the Pope").format(who=who)
    # TRANSLATORS: {card} is the Pope's card as its corner shows it (9♦), in the hand of the player asked
    return title, _("the Pope is your {card}: play it and take the Pope's stake, or keep it").format(
        card=card_label(POPE))


def hint_asked(who: str) -> tuple[str, str]:
    """A hint being worked out."""
    return _("{who} asks for a hint…").format(who=who), _("the Hard player is thinking")


def hint_queued(sub: str, who: str) -> str:
    """The caption's second line when H was pressed while the cards moved."""
    queued = _("a hint for {who} when the cards settle").format(who=who)
    return (sub + "  ·  " if sub else "") + queued


def hint_offer(play: bool) -> str:
    """The hint at a Pope offer."""
    return _("Hint: play the Pope") if play else _("Hint: keep the Pope")


def hint_lead(card: Card) -> str:
    """The hint for a lead."""
    # TRANSLATORS: {card} is a card's name with its article ("the Queen of diamonds")
    return _("Hint: lead {card}").format(card=the_card(card))


def hint_reason(margin: Optional[float], offer: bool = False, selected: bool = True, choices: int = 3) -> str:
    """A hint's reason in a few words, and what Enter does now.

    Args:
        margin: how many fish better the hinted choice looks than the next best, or None (not known).
        offer: the hint answers a Pope offer (else it names a card to lead).
        selected: the hinted choice is still the one selected; once the arrows or Tab move the selection,
            Enter gives what is selected, and the words say so.
        choices: how many choices there were (with two, the other is named as such, not as "the next best").
    """
    if offer:
        enter = _("Enter gives this answer") if selected else _("Enter gives the answer selected now")
    else:
        enter = _("Enter leads this card") if selected else _("Enter leads the card selected now")
    if margin is None:
        return enter
    two = offer or choices == 2
    if margin < 0.05:
        why = _("no better than the other, but no worse") if two else _("no better than the others, but no worse")
        return why + " · " + enter
    fish = number(round(margin, 1))
    if offer:
        # TRANSLATORS: {fish} is a number of fish, maybe with a decimal ("0.7")
        why = _("about {fish} fish better than the other answer")
    elif two:
        why = _("about {fish} fish better than the other card")
    else:
        why = _("about {fish} fish better than the next best")
    return why.format(fish=fish) + " · " + enter


def refusal_words(refusal: Refusal, name: str) -> str:
    """Why a lead is refused (the engine's :class:`~popejoan.engine.errors.Refusal`) in the interface
    language, with the player's name for "you" (names everywhere: the screen is shared)."""
    kind = refusal.kind
    if kind == "another_suit" and refusal.suit is not None:
        # TRANSLATORS: spanish rules: after a sequence stops on a King or the 7 of diamonds; {suit} is a suit's name
        return _("after a stop in {suit}, {name} must lead another suit").format(
            suit=suit_name(refusal.suit), name=name)
    if kind == "lowest_rank" and refusal.rank is not None:
        # TRANSLATORS: {ranks} is a rank in the plural ("Fours"): the lowest rank in the player's hand
        return _("{name} must lead one of the {ranks}, the lowest rank in hand").format(
            name=name, ranks=_(_RANK_PLURALS[refusal.rank]))
    if kind == "lowest_of_suit" and refusal.suit is not None:
        return _("{name} must lead the lowest card of {suit} in hand").format(
            name=name, suit=suit_name(refusal.suit))
    if kind == "not_held":
        return _("that card is not in {name}'s hand").format(name=name)
    if kind == "answer_offer":
        return _("play the Pope or pass")
    if kind == "pass_is_an_answer":
        return _("passing answers a Pope offer; a lead must be a card")
    if kind == "over":
        return _("the deal is over")
    return english_refusal(refusal)


def lead_tip(card: Card, refusal: Optional[Refusal], name: str) -> str:
    """The tip over a hovered card: why it may not be led (the engine's reason, in the interface language),
    or that it may."""
    if refusal is not None:
        # TRANSLATORS: {card} is a card's name; {reason} says why it may not be led now
        return _("{card}: {reason}").format(card=card_name(card), reason=refusal_words(refusal, name))
    return _("{card} may be led").format(card=card_name(card))


# --- labels (the painter's) ---------------------------------------------------------


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


def deal_of(number: int, limit: Optional[int]) -> str:
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


def fish(balance: int) -> str:
    """A balance on a plaque: fish, or a debt."""
    if balance >= 0:
        return fish_count(balance)
    # TRANSLATORS: a player's debt on their name plate (a tally below zero): {n} fish owed
    return ngettext("owes {n}", "owes {n}", -balance).format(n=-balance)


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


# --- the share-out (the share-out scene's captions) -------------------------------------------

_SHARE_TRUMPS_WHY = {
    "last_deal": N_("the share-out keeps the last deal's trumps"),
    "diamonds": N_("in this share-out diamonds are always trumps"),
}


def share_out_title() -> str:
    """The header's second line during the share-out."""
    return _("The share-out")


def share_trumps(trump: int, why: str, card: Optional[Card], dealer: str) -> tuple[str, str]:
    """The share-out's trumps and why (``ShareOutTrumps.why``: first_card, last_deal or diamonds)."""
    if why == "first_card" and card is not None:
        # TRANSLATORS: {card} is a short card label with its article ("the 5♥")
        return (_("The first card turned sets trumps: {card}").format(card=the_card_label(card)),
                trumps(trump) + " · " + _("the card counts as {dealer}'s, the dealer's").format(dealer=dealer))
    reason = _SHARE_TRUMPS_WHY.get(why)
    return trumps(trump), _(reason) if reason else ""


def share_trumps_note(why: str) -> str:
    """Under the trump suit, beside the board, for the whole share-out: why it is trumps."""
    if why == "first_card":
        return _("the first card turned")
    if why == "last_deal":
        return _("the last deal's trumps")
    if why == "diamonds":
        return _("always, in this share-out")
    return ""


def share_dealing(dealer: str) -> tuple[str, str]:
    """The cards starting to go round face up."""
    return (_("{dealer} deals the cards face up, one at a time").format(dealer=dealer),
            _("a trump honour or the Pope takes its compartment; Matrimony and Intrigue are halved"))


def share_award(part: str, label: str, chips: int) -> str:
    """What one card wins from one compartment (``ShareOutAward.part``: whole, half or other_half); ``label`` the
    compartment's, with its article (:func:`~popejoan.ui.i18n.the_compartment`): "half of Intrigue, 2 fish",
    "la mitad de la Intriga, 2 fichas", "el As, 3 fichas"."""
    return _share_award(part, label, chips)


def _share_award(part: str, label: str, chips: int) -> str:
    if part == "half":
        if chips > 0:
            # TRANSLATORS: {label} is a compartment's label; {n} its fish
            return ngettext("half of {label}, {n} fish", "half of {label}, {n} fish", chips).format(label=label, n=chips)
        return _("half of {label}, nothing left").format(label=label)
    if part == "other_half":
        if chips > 0:
            return ngettext("the other half of {label}, {n} fish", "the other half of {label}, {n} fish",
                            chips).format(label=label, n=chips)
        return _("the other half of {label}, nothing left").format(label=label)
    if chips > 0:
        return ngettext("{label}, {n} fish", "{label}, {n} fish", chips).format(label=label, n=chips)
    return _("{label}, which is empty").format(label=label)


def share_card(who: str, card: Card, awards: list[str]) -> str:
    """A share-out card that wins something: "Ben gets the Q♥: half of Intrigue, 2 fish, and ..."."""
    if len(awards) > 1:
        # TRANSLATORS: the last two of a list of what a card wins; {items} is the others, joined with ", "
        won = _("{items}, and {last}").format(items=", ".join(awards[:-1]), last=awards[-1])
    else:
        won = awards[0] if awards else ""
    if won:
        # TRANSLATORS: {card} is a short card label with its article ("the Q♥"); {won} lists what it wins
        return _("{who} gets {card}: {won}").format(who=who, card=the_card_label(card), won=won)
    return _("{who} gets {card}").format(who=who, card=the_card_label(card))


def share_odd_chip(odd: list[tuple[str, int]]) -> str:
    """The odd-chip rule, spelled out for the halved compartments (label with its article, total) whose fish do
    not halve."""
    if not odd:
        return ""
    if len(odd) == 1:
        label, total = odd[0]
        # TRANSLATORS: {label} is a compartment's label, {n} its fish (an odd number)
        words = ngettext("{label}'s {n} fish do not halve: the fish left over goes with the first of its two "
                         "cards dealt",
                         "{label}'s {n} fish do not halve: the fish left over goes with the first of its two "
                         "cards dealt", total)
        return words.format(label=label, n=total)
    (first, a), (second, b) = odd[0], odd[1]
    # TRANSLATORS: two compartments' labels and their fish (odd numbers)
    return _("{first}'s {a} and {second}'s {b} fish do not halve: each fish left over goes with the first "
             "of its two cards dealt").format(first=first, a=a, second=second, b=b)


def share_done(left: int, where: list[str]) -> tuple[str, str]:
    """The end of the share-out: what stays on the board (Game is never shared); ``where``: the compartments'
    labels, each with its article."""
    if left <= 0:
        return _("The board is shared out"), _("nothing is left on it")
    # TRANSLATORS: {places} lists the compartments' labels where the fish stay
    return _("The board is shared out"), ngettext("{n} fish stays on the board, in {places}",
                                                  "{n} fish stay on the board, in {places}", left).format(
        n=left, places=listed(where))


FINAL_STANDINGS = N_("The final standings")
"""The share-out's button, once every card is dealt."""


# --- taking back, and the sound (Ctrl+Z, M) ----------------------------------------------


def undo_done(who: str, card: Optional[Card], after: int) -> tuple[str, str]:
    """``who``'s last lead (``card``; None: an answer to the Pope's offer) taken back, with the ``after``
    decisions the computers made since."""
    sub = _("The table stands as it did before it: {who} to decide again").format(who=who)
    if card is not None:
        if after <= 0:
            # TRANSLATORS: {card} is a card's name with its article ("the Queen of diamonds")
            title = _("{who} takes back the lead of {card}")
        elif after == 1:
            title = _("{who} takes back the lead of {card} and the play after it")
        else:
            title = _("{who} takes back the lead of {card} and the computers' play after it")
        return title.format(who=who, card=the_card(card)), sub
    if after <= 0:
        title = _("{who} takes back the answer to the Pope's offer")
    elif after == 1:
        title = _("{who} takes back the answer to the Pope's offer and the play after it")
    else:
        title = _("{who} takes back the answer to the Pope's offer and the computers' play after it")
    return title.format(who=who), sub


def undo_refused_hotseat() -> tuple[str, str]:
    """Ctrl+Z at a table of two or more people: refused, and why."""
    return (_("No taking back with two or more people at the table"),
            _("The others have seen the play, so it stands (Ctrl+Z works with one person and computers)"))


def undo_nothing(who: str) -> tuple[str, str]:
    """Ctrl+Z with nothing of ``who``'s to take back in this deal."""
    return (_("Nothing to take back: {who} has not led in this deal").format(who=who),
            _("Only a lead of this deal can be taken back"))


def undo_no_human() -> tuple[str, str]:
    """Ctrl+Z at a table of computers only."""
    return _("Nothing to take back"), _("Every seat at this table is a computer player")


def sound_switched(muted: bool, silent: bool = False) -> str:
    """M pressed: the sound is now off or on, shown a moment under the keys line (never on the caption, where
    a hint or a stop's reason may be); ``silent``: on, but no sound device could be opened."""
    if muted:
        return _("Sound off (M turns it on again)")
    return _("Sound on, but there is no sound device") if silent else _("Sound on")


SOUND_OFF_NOTE = N_("Sound off  ·  M: on")
"""Under the keys line while the sound is off."""

UNDO_BUTTON = N_("Take back my last lead")
"""The pause menu's button for Ctrl+Z."""
