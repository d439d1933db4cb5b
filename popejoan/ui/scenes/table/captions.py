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

This module is the one place the others ask (``captions.claim(...)``); the words live by job in
:mod:`~popejoan.ui.scenes.table.captions_words` (names of things), ``captions_news`` (the director's),
``captions_turns`` (a decision's, taking back, the sound), ``captions_labels`` (the painter's) and
``captions_share`` (the share-out's), and are re-exported here.
"""

from __future__ import annotations

from popejoan.ui.scenes.table.captions_labels import (
    DEALER,
    OFFER_BUTTONS,
    PASS_ON_BUTTON,
    TOOLBAR,
    TURN_UP,
    UNDEALT,
    board_tip,
    dead_hand_label,
    deal_of,
    hovered_board_tip,
    hovered_compartment,
    level,
    may_look,
    pass_to,
    pile,
    tags,
    thinking,
)
from popejoan.ui.scenes.table.captions_news import (  # noqa: F401
    _HONOURS,
    claim,
    claim_empty,
    deal_ended,
    deal_started,
    dealing,
    draw_dealer,
    draw_started,
    draw_tie,
    dressing,
    last_sequence,
    lead_passed,
    lead_passed_line,
    past_stop_tag,
    payments,
    penalty,
    played,
    pope_declined,
    pope_offered,
    resumed,
    resumed_news,
    sequence_players,
    sequence_so_far,
    stopped,
    stopped_tag,
    the_players,
    turned_up,
)
from popejoan.ui.scenes.table.captions_share import (  # noqa: F401
    _SHARE_TRUMPS_WHY,
    FINAL_STANDINGS,
    _share_award,
    share_award,
    share_card,
    share_dealing,
    share_done,
    share_odd_chip,
    share_out_title,
    share_trumps,
    share_trumps_note,
)
from popejoan.ui.scenes.table.captions_turns import (
    SOUND_OFF_NOTE,
    UNDO_BUTTON,
    computer_to_lead,
    hint_asked,
    hint_lead,
    hint_offer,
    hint_queued,
    hint_reason,
    human_pope_offer,
    human_to_lead,
    lead_tip,
    pope_not_held,
    pope_round,
    refusal_words,
    sound_switched,
    undo_done,
    undo_no_human,
    undo_nothing,
    undo_refused_hotseat,
)
from popejoan.ui.scenes.table.captions_words import (  # noqa: F401
    _RANK_PLURALS,
    _SUITS,
    _TRUMPS,
    compartment,
    fish,
    fish_count,
    label,
    listed,
    rank_plural,
    suit_plural,
    trumps,
)

__all__ = [
    "DEALER", "FINAL_STANDINGS", "OFFER_BUTTONS", "PASS_ON_BUTTON", "SOUND_OFF_NOTE", "TOOLBAR", "TURN_UP",
    "UNDEALT", "UNDO_BUTTON", "board_tip", "claim", "claim_empty", "compartment", "computer_to_lead",
    "dead_hand_label", "deal_ended", "deal_of", "deal_started", "dealing", "draw_dealer", "draw_started",
    "draw_tie", "dressing", "fish", "fish_count", "hint_asked", "hint_lead", "hint_offer", "hint_queued",
    "hint_reason", "hovered_board_tip", "hovered_compartment", "human_pope_offer", "human_to_lead", "label",
    "last_sequence", "lead_passed", "lead_passed_line", "lead_tip", "level", "listed", "may_look", "pass_to",
    "past_stop_tag", "payments", "penalty", "pile", "played", "pope_declined", "pope_not_held", "pope_offered",
    "pope_round", "rank_plural", "refusal_words", "resumed", "resumed_news", "sequence_players", "sequence_so_far",
    "share_award", "share_card", "share_dealing", "share_done", "share_odd_chip", "share_out_title", "share_trumps",
    "share_trumps_note", "sound_switched", "stopped", "stopped_tag", "suit_plural", "tags", "the_players",
    "thinking", "trumps", "turned_up", "undo_done", "undo_no_human", "undo_nothing", "undo_refused_hotseat",
]
