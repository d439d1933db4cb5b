"""Every sentence and label the table shows, in one place.

The director, the turns and the painter ask here for their words and never
spell a sentence themselves, so a second interface language is one more
version of this module's functions (they take names, cards and numbers, and
return the text). Compartments keep their native names with the English
beside them (:func:`popejoan.ui.i18n.compartment_label_en`); cards are named
by :func:`popejoan.engine.cards.card_name`. Players are always named, never
"you".
"""

from __future__ import annotations

from typing import Optional

from popejoan.engine.cards import POPE, RANK_NAMES, SUIT_NAMES, Card, card_label, card_name, rank_of, suit_of
from popejoan.engine.events import CardPlayed, DealEnded, SequenceStopped

_HONOUR_WORDS = {1: "Ace", 11: "Jack", 12: "Queen", 13: "King"}

_CLAIM_WORDS = {
    "turn_up": "the turn-up wins",
    "refund": "takes back the stake on",
    "played": "takes",
    "pair": "takes",
    "split": "takes half of",
    "game": "goes out and takes",
    "share_out": "takes",
}

# --- what happens (the director's captions) -------------------------------------------


def resumed(number: int, dealer: str) -> tuple[str, str]:
    """A saved deal taken up again where it stopped (every card played so far lies as it was)."""
    return f"Deal {number} resumed where it stopped", f"{dealer} dealt; the play goes on from here"


def deal_started(number: int, dealer: str) -> str:
    """A new deal and who deals it."""
    return f"Deal {number}: {dealer} deals"


def dressing(payers: list[str]) -> str:
    """The board being dressed by ``payers`` (their names; more than one: everyone pays)."""
    return f"{payers[0]} dresses the board" if len(payers) == 1 else "Everyone dresses the board"


def payments(reasons: set[str], payee: str) -> str:
    """Fish paid between seats, by the payments' reasons (``ChipsHanded.reason``) and who is paid."""
    if "cards_left" in reasons:
        return f"{payee} is paid a fish for every card left in hand"
    if "contribution" in reasons:
        return f"The players hand {payee} fish towards the dressing"
    if "pope_turned" in reasons:
        return f"A turned Pope: {payee} is paid a fish for every card dealt"
    return f"Fish are paid to {payee}"


def the_players() -> str:
    """Several payees at once."""
    return "the players"


def claim(who: str, reason: str, label: str, chips: int) -> tuple[str, str]:
    """A stake taken (``StakeTaken.reason``) from the compartment ``label``: the title and the fish."""
    if reason == "turn_up":
        return f"{who}: the turn-up wins {label}", f"{chips} fish"
    return f"{who} {_CLAIM_WORDS.get(reason, 'takes')} {label}", f"{chips} fish"


def claim_empty(who: str, label: str) -> str:
    """A compartment won with nothing in it."""
    return f"{who} wins {label}, but it is empty"


def dealing(dealer: str) -> str:
    """The cards going round."""
    return f"{dealer} deals the cards"


def turned_up(card: Card, trump: int, holder: Optional[str]) -> tuple[str, str]:
    """The turn-up (and in whose hand it lies, when it is a player's), and the trump suit."""
    where = f" (in {holder}'s hand)" if holder is not None else ""
    return f"Turn-up: {card_name(card)}{where}", trumps(trump)


def trumps(trump: int) -> str:
    """The trump suit, e.g. "Hearts are trumps"."""
    return f"{SUIT_NAMES[trump].capitalize()} are trumps"


def played(ev: CardPlayed, who: str, trump: Optional[int]) -> tuple[str, str]:
    """A card played: its name (the Pope and the trump honours exclaimed), and who led or played it."""
    name = card_name(ev.card)
    extra = ""
    if ev.card == POPE:
        extra = ": the Pope!"
    elif trump is not None and suit_of(ev.card) == trump and rank_of(ev.card) in _HONOUR_WORDS:
        extra = f": the trump {_HONOUR_WORDS[rank_of(ev.card)]}!"
    sub = f"{who} leads" if ev.lead else f"played by {who}"
    if ev.pope_as_stop:
        sub = f"{who} plays the Pope in place of the missing card"
    return (name + extra, sub)


def stopped(ev: SequenceStopped, who: str, passing: bool = False) -> tuple[str, str]:
    """Why the sequence stopped, and who leads next (``passing``: a :class:`LeadPassed` follows, so the
    stop's player must lead another suit and holds none)."""
    if ev.reason == "king":
        why = "a King stops the sequence"
    elif ev.reason == "top":
        why = "an Ace is the top of its suit"
    elif ev.reason == "seven_of_diamonds":
        why = "the seven of diamonds (the eight is out)"
    elif ev.reason == "played" and ev.next_card is not None:
        why = f"the {card_name(ev.next_card)} is already played"
    elif ev.reason == "dead" and ev.next_card is not None:
        why = f"nobody holds the {card_name(ev.next_card)}"
    else:
        why = "no card follows"
    if passing:
        return f"Stop: {why}", f"{who} must lead another suit than {SUIT_NAMES[suit_of(ev.card)]}"
    return f"Stop: {why}", f"{who} leads next"


def lead_passed(who: str, to: str, suit: Optional[int]) -> tuple[str, str]:
    """A leader who must change suit and holds only the stop's ``suit`` passes the lead (``LeadPassed``).

    Public by the rules: the pass itself tells everyone that ``who`` holds no other suit than the stop's
    (``suit``, the stop card's; None when it is not known here).
    """
    held = f"only {SUIT_NAMES[suit]}" if suit is not None else "no other suit"
    return f"{who} holds {held}: the lead passes to {to}", "after this stop the lead must change suit"


def lead_passed_line(who: str, to: str, suit: Optional[int]) -> str:
    """The pass of the lead as one line of a record of the deal: "Ben holds only clubs and passes the lead to Cat."."""
    held = f"only {SUIT_NAMES[suit]}" if suit is not None else "no other suit"
    return f"{who} holds {held} and passes the lead to {to}."


def penalty(who: str, card: Optional[Card], chips: int, into: Optional[str] = None,
            payee: Optional[str] = None) -> tuple[str, str]:
    """A penalty for a board card left unplayed (``end.penalties``): who still holds which card, and what
    they pay where: ``into`` a compartment (its label), to ``payee`` (a name), or, with neither, to each
    other player. The card comes from the event (``StakePut.card`` / ``ChipsHanded.card``)."""
    head = f"{who} still holds the {card_label(card)}" if card is not None else f"{who} pays a penalty"
    if into is not None:
        where = f"{chips} fish into {into}"
    elif payee is not None:
        where = f"{chips} fish to {payee}"
    else:
        where = f"{chips} fish to each other player"
    return f"{head}: {where}", "the penalty for a board card left unplayed"


# --- the draw for the first dealer (RULES.md, "Things no source settles") ---------------------


def rank_plural(card: Card) -> str:
    """The card's rank as a plural: "Aces", "Threes", "Sixes", "Kings"."""
    name = RANK_NAMES[rank_of(card)]
    return name + ("es" if name.endswith("x") else "s")


def listed(names: list[str]) -> str:
    """Names joined for a sentence: "Ann", "Ann and Ben", "Ann, Ben and Cat"."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def draw_started() -> tuple[str, str]:
    """The draw for the first dealer begins."""
    return "Drawing for the first dealer", "a card is turned to each player: the lowest deals"


def draw_tie(names: list[str], card: Card) -> tuple[str, str]:
    """Players who tie for the lowest card draw again: "Ann and Ben tie with Threes: they draw again"."""
    both = "both" if len(names) == 2 else "all"
    return f"{listed(names)} tie with {rank_plural(card)}: they draw again", f"they {both} drew the lowest rank; suits never break a tie"


def draw_dealer(who: str, card: Card, ace: Optional[str] = None, again: bool = False) -> tuple[str, str]:
    """The dealer found: "Cat draws the lowest card, the 2♣, and deals first".

    Args:
        who: the dealer's name.
        card: the card that won the draw.
        ace: the ruleset's ``ace`` (``"low"`` or ``"high"``) when an Ace was turned in the deciding round,
            so the sentence says where it ranks; None otherwise.
        again: the card was drawn again after a tie (it is the lowest of the redraw, not of every card shown).
    """
    sub = f"Aces are {ace} in this ruleset" if ace else "the cards go back into the pack, which is shuffled for the first deal"
    lowest = "the lowest card of the redraw" if again else "the lowest card"
    return f"{who} draws {lowest}, the {card_label(card)}, and deals first", sub


def stopped_tag(who: str) -> str:
    """Over the reason beside a stopped sequence on the table (``who`` leads next: after a pass of the
    lead, the player it passed to)."""
    return f"Stopped · {who} leads next"


def last_sequence() -> str:
    """Over the last sequence on the pass card."""
    return "The last sequence"


def sequence_so_far() -> str:
    """Over a sequence still running, on the pass card."""
    return "The sequence so far"


def pope_offered(who: str, missing: Card) -> str:
    """A Pope offer (the Pope-as-stop variant)."""
    return f"{who} may play the Pope for the missing {card_name(missing)}"


def pope_declined(who: str) -> str:
    """The Pope kept at an offer."""
    return f"{who} keeps the Pope"


def deal_ended(ev: DealEnded, names: list[str], dealer: int) -> tuple[str, str]:
    """The end of the deal: who went out (and who holds the unplayed Pope), or the turned Pope."""
    if ev.winner is None:
        return "The turned Pope ends the deal", f"{names[dealer]} dealt"
    sub = ""
    if ev.pope_holder is not None and ev.pope_holder != ev.winner:
        sub = f"{names[ev.pope_holder]} holds the unplayed Pope"
    return f"{names[ev.winner]} is out and wins the Game!", sub


# --- whose decision (the turns' captions) ---------------------------------------------


def computer_to_lead(who: str) -> str:
    """A computer seat to lead."""
    return f"{who} to lead"


def pope_round(missing: Optional[Card], goes_round: bool) -> tuple[str, str]:
    """A halt where the Pope could stand in for the missing card (japanese ``pope_as_stop``): it names nobody,
    for nobody at the table may learn who holds the Pope (``goes_round``: the screen goes round every person)."""
    title = f"Nobody follows with the {card_name(missing)}" if missing is not None else "Nobody follows"
    sub = "whoever holds the Pope may play it in its place"
    if goes_round:
        sub += ": the screen goes round, and every player looks in turn"
    return title, sub


def pope_not_held(who: str) -> tuple[str, str]:
    """The Pope's round: a player who does not hold the Pope, with the screen (only they see it)."""
    return f"{who} does not hold the Pope", "press Enter, or the button, to pass the screen on"


def human_to_lead(who: str) -> tuple[str, str]:
    """A human to lead, and how."""
    return f"{who} to lead", "click a raised card, or use the arrows and Enter"


def human_pope_offer(who: str, missing: Optional[Card]) -> tuple[str, str]:
    """A human at a Pope offer, and the choice."""
    title = f"{who} may play the Pope" + (f" for the missing {card_name(missing)}" if missing is not None else "")
    return title, "play it and take the Pope's stake, or keep it"


def hint_asked(who: str) -> tuple[str, str]:
    """A hint being worked out."""
    return f"{who} asks for a hint…", "the Hard player is thinking"


def hint_queued(sub: str, who: str) -> str:
    """The caption's second line when H was pressed while the cards moved."""
    return (sub + "  ·  " if sub else "") + f"a hint for {who} when the cards settle"


def hint_offer(play: bool) -> str:
    """The hint at a Pope offer."""
    return "Hint: play the Pope" if play else "Hint: keep the Pope"


def hint_lead(card: Card) -> str:
    """The hint for a lead."""
    return f"Hint: lead the {card_name(card)}"


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
        enter = "Enter gives this answer" if selected else "Enter gives the answer selected now"
    else:
        enter = "Enter leads this card" if selected else "Enter leads the card selected now"
    if margin is None:
        return enter
    two = offer or choices == 2
    if margin < 0.05:
        return ("no better than the other, but no worse · " if two
                else "no better than the others, but no worse · ") + enter
    fish = f"{margin:.1f}".rstrip("0").rstrip(".")
    if offer:
        return f"about {fish} fish better than the other answer · " + enter
    if two:
        return f"about {fish} fish better than the other card · " + enter
    return f"about {fish} fish better than the next best · " + enter


def in_names(reason: str, name: str) -> str:
    """The engine's reason with the player's name for "you" (names everywhere, never "you")."""
    out = reason.replace("you must", f"{name} must").replace("you may", f"{name} may")
    out = out.replace(" your ", " their ").replace("you ", f"{name} ")
    return out


def lead_tip(card: Card, reason: Optional[str], name: str) -> str:
    """The tip over a hovered card: why it may not be led (the engine's reason), or that it may."""
    return card_name(card) + (": " + in_names(reason, name) if reason else " may be led")


# --- labels (the painter's) ---------------------------------------------------------


TOOLBAR = ("Cards played  (R)", "Deal log  (L)")
"""The table's two buttons under the keys: the played-cards view and the deal log (each names its key,
bound in :data:`popejoan.ui.scenes.table.keys.TABLE_KEYS`)."""
OFFER_BUTTONS = ("Play the Pope", "Keep it")
"""The two answers to a Pope offer."""
PASS_ON_BUTTON = "Pass on"
"""The Pope's round: the one button of a player who does not hold the Pope."""
UNDEALT = "Undealt"
TURN_UP = "Turn-up"
DEALER = "Dealer"


def deal_of(number: int, limit: Optional[int]) -> str:
    """The deal's number, and the session's length when it has one."""
    of = f" of {limit}" if limit else ""
    return f"Deal {number}{of}"


def dead_hand_label(kind: str) -> str:
    """The dead hand's name for the ruleset's ``deal.dead_hand`` kind."""
    if kind == "first":
        return "Ghost hand"
    if kind == "none":
        return "Stock"
    return "Dead hand"


def pile(label: str, count: int) -> str:
    """A pile of face-down cards and how many."""
    return f"{label} ({count})"


def may_look(who: str) -> str:
    """Over the stock, for a dealer who may look at it."""
    return f"{who} may look"


def thinking(dots: str) -> str:
    """Under a computer's plaque while it thinks."""
    return f"thinking{dots}"


def fish(balance: int) -> str:
    """A balance on a plaque: fish, or a debt."""
    return f"{balance} fish" if balance >= 0 else f"owes {-balance}"


def level(name: str) -> str:
    """A computer level as the plaque shows it."""
    return str(name).capitalize()


def tags(parts: list[str]) -> str:
    """The plaque's tag line (dealer, level)."""
    return " · ".join(parts)


def pass_to(who: str, pope_round: bool = False) -> tuple[str, str, str]:
    """The pass card's three lines (``pope_round``: the screen goes round every person at a Pope offer)."""
    look = f"Only {who} should look: the Pope goes round." if pope_round else f"Only {who} should look now."
    return f"Pass to {who}", look, f"Click or press Enter when {who} is ready"


# --- the share-out (the share-out scene's captions) -------------------------------------------

_SHARE_TRUMPS_WHY = {
    "last_deal": "the share-out keeps the last deal's trumps",
    "diamonds": "in this share-out diamonds are always trumps",
}


def share_out_title() -> str:
    """The header's second line during the share-out."""
    return "The share-out"


def share_trumps(trump: int, why: str, card: Optional[Card], dealer: str) -> tuple[str, str]:
    """The share-out's trumps and why (``ShareOutTrumps.why``: first_card, last_deal or diamonds)."""
    suit = SUIT_NAMES[trump].capitalize()
    if why == "first_card" and card is not None:
        return (f"The first card turned sets trumps: the {card_label(card)}",
                f"{suit} are trumps · the card counts as {dealer}'s, the dealer's")
    return f"{suit} are trumps", _SHARE_TRUMPS_WHY.get(why, "")


def share_trumps_note(why: str) -> str:
    """Under the trump suit, beside the board, for the whole share-out: why it is trumps."""
    return {"first_card": "the first card turned", "last_deal": "the last deal's trumps",
            "diamonds": "always, in this share-out"}.get(why, "")


def share_dealing(dealer: str) -> tuple[str, str]:
    """The cards starting to go round face up."""
    return (f"{dealer} deals the cards face up, one at a time",
            "a trump honour or the Pope takes its compartment; Matrimony and Intrigue are halved")


def share_award(part: str, label: str, chips: int) -> str:
    """What one card wins from one compartment (``ShareOutAward.part``: whole, half or other_half)."""
    amount = f"{chips} fish" if chips > 0 else ("which is empty" if part == "whole" else "nothing left")
    if part == "half":
        return f"half of {label}, {amount}"
    if part == "other_half":
        return f"the other half of {label}, {amount}"
    return f"{label}, {amount}"


def share_card(who: str, card: Card, awards: list[str]) -> str:
    """A share-out card that wins something: "Ben gets the Q♥: half of Intrigue, 2 fish, and ..."."""
    if len(awards) > 1:
        listed = ", ".join(awards[:-1]) + ", and " + awards[-1]
    else:
        listed = awards[0] if awards else ""
    return f"{who} gets the {card_label(card)}" + (f": {listed}" if listed else "")


def share_odd_chip(odd: list[tuple[str, int]]) -> str:
    """The odd-chip rule, spelled out for the halved compartments (label, total) whose fish do not halve."""
    if not odd:
        return ""
    if len(odd) == 1:
        label, total = odd[0]
        return f"{label}'s {total} fish do not halve: the odd fish goes with the first of its two cards dealt"
    listed = " and ".join(f"{label}'s {total}" for label, total in odd)
    return f"{listed} fish do not halve: each odd fish goes with the first of its two cards dealt"


def share_done(left: int, where: list[str]) -> tuple[str, str]:
    """The end of the share-out: what stays on the board (Game is never shared)."""
    if left <= 0:
        return "The board is shared out", "nothing is left on it"
    return "The board is shared out", f"{left} fish stay on the board, in " + " and ".join(where)


FINAL_STANDINGS = "The final standings"
"""The share-out's button, once every card is dealt."""


# --- taking back, and the sound (Ctrl+Z, M) ----------------------------------------------


def undo_done(who: str, card: Optional[Card], after: int) -> tuple[str, str]:
    """``who``'s last lead (``card``; None: an answer to the Pope's offer) taken back, with the ``after``
    decisions the computers made since."""
    what = f"the lead of the {card_name(card)}" if card is not None else "the answer to the Pope's offer"
    since = "" if after <= 0 else (" and the computers' play after it" if after > 1 else " and the play after it")
    return f"{who} takes back {what}{since}", f"The table stands as it did before it: {who} to decide again"


def undo_refused_hotseat() -> tuple[str, str]:
    """Ctrl+Z at a table of two or more people: refused, and why."""
    return ("No taking back with two or more people at the table",
            "The others have seen the play, so it stands (Ctrl+Z works with one person and computers)")


def undo_nothing(who: str) -> tuple[str, str]:
    """Ctrl+Z with nothing of ``who``'s to take back in this deal."""
    return f"Nothing to take back: {who} has not led in this deal", "Only a lead of this deal can be taken back"


def undo_no_human() -> tuple[str, str]:
    """Ctrl+Z at a table of computers only."""
    return "Nothing to take back", "Every seat at this table is a computer player"


def sound_switched(muted: bool) -> str:
    """M pressed: the sound is now off or on."""
    return "Sound off (M turns it on again)" if muted else "Sound on"


SOUND_OFF_NOTE = "Sound off  ·  M: on"
"""Under the keys line while the sound is off."""

UNDO_BUTTON = "Take back my last lead"
"""The pause menu's button for Ctrl+Z."""
