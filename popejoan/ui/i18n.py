"""The UI's own words in the player's language, and the ruleset's words in the ruleset's own script.

Every word the game shows goes through the standard library's :mod:`gettext`, read from the
catalogs ``popejoan/locale/<lang>/LC_MESSAGES/popejoan.mo`` (English, Spanish, Japanese, Russian;
:data:`LANGUAGES`). The English text is the message id; ``packaging/catalogs.py`` extracts it with
Babel and compiles the ``.po`` files (see ``popejoan/locale/README.md`` for the glossary).

* :func:`_`, :func:`ngettext`, :func:`pgettext`, :func:`npgettext` translate in the language in use;
  :func:`N_` marks a module constant for the catalog, translated where it is drawn.
* :func:`t` translates a keyed string of :data:`STRINGS` (the key is the message's context).
* :func:`set_language` switches the language at once (the Language setting, ``--language``).
* :func:`number` and :func:`when` write numbers and dates the language's way (Babel).
* A translated message makes the language's contractions where it is filled in (:class:`JoiningText`:
  Spanish "de {label}" with "el Juego" reads "del Juego"); no caller joins them by hand.

A ruleset's name and its compartment labels come from the ruleset itself, in its language and
script (ポープ・ジョーン, Папесса Иоанна, La papisa Juana), and are drawn with the font for that
language (:func:`popejoan.ui.theme.font`).
"""

from __future__ import annotations

import gettext
import locale
import os
import re
import struct
from collections.abc import Callable, Mapping
from datetime import datetime
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from popejoan import resources

if TYPE_CHECKING:
    from popejoan.engine.ruleset import Ruleset

STRINGS: dict[str, dict[str, str | tuple[str, str]]] = {
    "en": {
        "title": "Pope Joan",
        "subtitle": "The Victorian game of stops, on a revolving lacquered board",
        "rulesets": "Rulesets",
        "user_ruleset": "your own ruleset",
        "user_ruleset_source": "your own ruleset · {source}",
        "user_folder": "Your own rulesets go in {folder}",
        "variants": "Variants",
        "no_variants": "This ruleset has no optional variants.",
        "on": "On",
        "off": "Off",
        "starting_chips": "Starting fish",
        "default_chips": "default {chips}",
        "tally_chips": "a tally: balances go below zero",
        "session_length": "Session",
        "deals": ("{n} deal", "{n} deals"),
        "until_stop": "until we stop",
        "animation_speed": "Animation",
        "speed_value": "{speed}×",
        "seats": "Seats",
        "seat_limits": "{min} to {max} players",
        "add_seat": "Add a seat",
        "remove_seat": "Remove",
        "human": "Human",
        "computer": "Computer",
        "computer_level": "Computer · {level}",
        "error_file_line": "{file}, line {line}",
        "level_easy": "Easy",
        "level_normal": "Normal",
        "level_hard": "Hard",
        "level_expert": "Expert",
        "start": "Deal the cards",
        "quit": "Quit",
        "rules": "Rules",
        "ruleset_errors": "Some rulesets could not be loaded:",
        "ruleset_errors_count": ("{n} of your rulesets could not be loaded.",
                                 "{n} of your rulesets could not be loaded."),
        # the player's own rulesets folder cannot be read (no permission, or a file in its place): none of their
        # rulesets is listed; {reason} is the system's words
        "ruleset_folder_problem": "Your rulesets folder ({folder}) cannot be read ({reason}), so your own rulesets "
                                  "are not listed.",
        "ruleset_errors_title": "Rulesets that could not be loaded",
        "ruleset_errors_close": "Esc, Enter or a click closes this",
        "details": "Details",
        "ruleset_fallback": "Your last ruleset, \u201c{name}\u201d, could not be loaded, so {fallback} is chosen.",
        "settings_reset": "Your saved settings could not be read ({problem}), so the defaults are used; "
                          "the old file was kept as {kept}.",
        "settings_reset_lost": "Your saved settings could not be read ({problem}), so the defaults are used.",
        "settings_unreadable": "Your saved settings could not be read ({problem}), so the defaults are used this "
                               "time; the file is left as it is, and changes are not saved over it.",
        "settings_not_json": "it is not valid JSON, line {line}",
        "settings_not_text": "it is not a text file",
        "settings_folder": "{name} is a folder",
        "settings_unsaved": "Your settings could not be saved ({problem}).",
        # the settings file was not UTF-8 (a hand edit saved by Notepad as "ANSI"): read as Windows-1252 text
        "settings_legacy_text": "Your settings file was not in UTF-8, so it was read as Western European (Windows) "
                                "text: if a name looks wrong, correct it here. The old file is kept as {kept}.",
        "settings_legacy_lost": "Your settings file was not in UTF-8, so it was read as Western European (Windows) "
                                "text: if a name looks wrong, correct it here.",
        "settings_fields": "Some of your saved settings could not be used ({fields}) and were replaced; "
                           "everything else is as you left it. The old file is kept as {kept}.",
        "settings_fields_lost": "Some of your saved settings could not be used ({fields}) and were replaced; "
                                "everything else is as you left it.",
        "settings_bad_fields": "these settings cannot be used: {fields}",
        "settings_too_large": "it is larger than {limit} KB",
        "settings_too_deep": "it is nested too deeply",
        "settings_not_json_at_all": "it is not valid JSON",
        "settings_not_object": "it does not hold settings",
        "field_ruleset": "the last ruleset",
        "field_options": "the variants",
        "field_seats": "the seats",
        "field_chips": "the starting fish",
        "field_deals": "the session length",
        "field_animation_speed": "the animation speed",
        "field_fullscreen": "full screen",
        "field_window": "the window size",
        "field_sound_volume": "the volume",
        "field_muted": "sound off",
        "field_ambience": "the ambience",
        "field_four_colour": "the four-colour pack",
        "field_ui_scale": "the interface size",
        "field_reduced_motion": "reduced motion",
        "field_language": "the language",
        "version": "version {version}",
        "keys_hint": "Tab moves between fields · Enter chooses · arrows change values · F1 rules · F11 full screen",
        "default_name": "Player {n}",
        "cpu_names": "Mrs Bennet,Mr Pickwick,Miss Havisham,Mr Micawber,Lady Catherine,Mr Jingle,Mrs Jellyby,Mr Wardle",
        "paused": "Paused",
        "resume": "Resume",
        "leave": "Leave",
        "stay": "Stay",
        "leave_title": "Leave the table?",
        "confirm_menu": "This session is saved as it stands: Continue on the menu carries on from here.",
        "confirm_quit": "The game will close. This session is saved as it stands, and Continue on the menu "
                        "carries on from here.",
        "confirm_unsaved": "This session could not be saved: {problem}. If you leave now, the play since it was "
                           "last saved is lost.",
        "unsaved_title": "Quit without saving?",
        "unsaved_quit": "Quit anyway",
        "unsaved_stay": "Keep playing",
        "continue": "Continue",
        "continue_saved": "Your game was saved {when}",
        "resuming": "Laying the table as you left it…",
        "resumed_last_stop": "Last stop: {reason}",
        "resumed_play_on": "Click the table, or press Space or Enter, to play on",
        "resumed_unseen": ("Not every play was shown before the game closed: click the table, or press Space or "
                           "Enter, to see the rest"),
        "past_stop_tag": "The last stop",
        "saved_sessions": "Saved sessions",
        "save_failed": "The game could not be saved in {folder}: {problem}. Play goes on, and every move tries "
                       "again.",
        "save_refused": "That session could not be resumed: {problem}",
        # another window of the game took up the session this window plays (this window could not hold it: a
        # read-only folder, or the folder of saves deleted): both plays are kept
        "save_own_way": "Another Pope Joan window has taken up this session. Play goes on here, saved as a session "
                        "of its own: both are in Saved sessions.",
        # a session being played in another window of the game (it holds the session): a second window may not
        # take it up, rename it or delete it
        "session_in_use": "That session is open in another Pope Joan window: play it there, or close that window "
                          "first.",
        "session_in_use_rename": "That session is open in another Pope Joan window, so it cannot be renamed now: "
                                 "close that window first.",
        "session_in_use_delete": "That session is open in another Pope Joan window, so it cannot be deleted now: "
                                 "close that window first.",
        "saves_folder_problem": "Saved sessions cannot be listed: {problem} ({folder}).",
        "saves_refused": ("{n} saved session could not be read; Saved sessions says why.",
                          "{n} saved sessions could not be read; Saved sessions says why."),
        "played_today": "today at {time}",
        "played_yesterday": "yesterday at {time}",
        "played_on": "{date} at {time}",
        "played_on_year": "{date}",
        "save_in_deal": "deal {number} in play",
        "save_not_dealt": "not yet dealt",
        "save_next_deal": "next, deal {number}",
        "final_fish": "Final fish",
        "fish_line": "Fish: {players}",
        "final_fish_line": "Final fish: {players}",
        "final_fish_hidden": "Final fish: shown after the share-out",
        "save_problem": "{file}: {problem}",
        "save_finished": ("finished after {n} deal", "finished after {n} deals"),
        "save_end_unseen": "{finished}: the share-out is yet to be shown",
        "save_unknown_file": "A saved session",
        "save_kept_as": "The file is kept as {name}",
        "save_left_for_newer": "The file is left where it is, for the newer version",
        "save_not_moved": "It could not be moved aside ({reason})",
        "save_and_then": "{problem}. {then}.",
        "save_why_empty": "the file is empty",
        "save_why_too_big": "the file is far too big to be a saved session",
        "save_why_cut_short": "the file is damaged: it was cut short",
        "save_why_damaged": "the file is damaged: it cannot be read as a saved session",
        "save_why_not_a_save": "this is not a Pope Joan saved session",
        "save_why_newer": "this session was saved by a newer version of Pope Joan. Update the game to resume it",
        "save_why_changed": "the file has been changed or damaged since the game saved it",
        "save_why_does_not_replay": "playing the recorded deals again does not give what the file records",
        "save_why_missing": "there is no such saved session",
        "save_why_unreadable": "the file cannot be read ({reason})",
        "save_why_unwritable": "it could not be written ({reason})",
        "save_why_folder_unreadable": "the folder of saved sessions cannot be read ({reason})",
        "save_why_not_a_folder": "a file stands where the folder of saved sessions should be",
        "save_why_name_too_long": "its name is too long for the game to save it again: give it a shorter name",
        "save_why_not_deleted": "the save could not be deleted ({reason})",
        "save_why_internal": "the game met a fault of its own while handling this save",
        "save_why_busy": "the session is still being saved: try again in a moment",
        "save_why_in_use": "the session is open in another Pope Joan window: play it there, or close that window first",
        # what is wrong with a ruleset file (popejoan.engine.errors.RULESET_PROBLEM_KINDS), after its key
        "rs_why_no_such_file": "there is no such file",
        "rs_why_a_folder": "this is a folder, not a ruleset file",
        "rs_why_not_a_regular_file": "not a regular file (a device or a pipe)",
        "rs_why_unreadable": "the file cannot be read ({reason})",
        "rs_why_folder_unreadable": "the folder cannot be read ({reason})",
        "rs_why_file_too_big": "the file is {size}; a ruleset file may be at most {limit}",
        "rs_why_file_too_big_over": "the file is over {limit}; a ruleset file may be at most {limit}",
        "rs_why_not_utf8": "not UTF-8 text: save the file as UTF-8",
        "rs_why_yaml_syntax": "YAML syntax error",
        "rs_why_yaml_alias": "YAML anchors and aliases (& and *) are not allowed",
        "rs_why_yaml_tag": "the YAML tag {tag} is not allowed: write plain values",
        "rs_why_too_many_values": "too many values: a file may hold at most {limit}",
        "rs_why_text_too_long": "a text of {length} characters: at most {limit} are allowed",
        "rs_why_number_too_long": "a number of {length} digits: at most {limit} are allowed",
        "rs_why_key_not_a_word": "a key must be a word, not a list or a mapping",
        "rs_why_too_deep": "nested too deeply: at most {limit} levels",
        "rs_why_too_deep_parser": "nested too deeply to read",
        "rs_why_given_twice": "this key is given twice",
        "rs_why_unreadable_value": "this value cannot be read",
        "rs_why_not_a_mapping": "a ruleset file must be a YAML mapping of keys (id:, name:, ...)",
        "rs_why_not_a_ruleset": "this is not a ruleset file: it has none of a ruleset's keys",
        "rs_why_unknown_key": "unknown key '{name}'",
        "rs_why_unknown_key_near": "unknown key '{name}' (did you mean '{nearest}'?)",
        "rs_why_unknown_key_keys": "unknown key '{name}'; the keys here are {keys}",
        "rs_why_not_a_language": "'{name}' is not a language this game speaks; use {languages}",
        "rs_why_missing_key": "this key is required but missing",
        "rs_why_missing_english": "a text given by language needs its English ('en')",
        "rs_why_not_one_of": "{value} is not allowed; use one of {choices}",
        "rs_why_not_one_of_near": "{value} is not allowed (did you mean '{nearest}'?)",
        "rs_why_not_a_compartment": "{value} is not a compartment; use one of {choices}",
        "rs_why_not_a_compartment_near": "{value} is not a compartment (did you mean '{nearest}'?)",
        "rs_why_wrong_type_whole_number": "must be a whole number",
        "rs_why_wrong_type_number": "must be a number",
        "rs_why_wrong_type_true_false": "must be true or false",
        "rs_why_wrong_type_list": "must be a list",
        "rs_why_wrong_type_text": "must be text",
        "rs_why_wrong_type_text_by_language": "must be text, or text by language (en: ..., es: ...)",
        "rs_why_wrong_type_mapping": "must be a mapping of keys",
        "rs_why_got": "{problem} (got {value})",
        "rs_why_too_small": "must be at least {bound}",
        "rs_why_too_small_strict": "must be more than {bound}",
        "rs_why_too_big": "must be at most {bound}",
        "rs_why_too_big_strict": "must be less than {bound}",
        "rs_why_too_few_items": "needs at least {bound} items",
        "rs_why_too_many_items": "may hold at most {bound} items",
        "rs_why_bad_form": "not in the form this key needs",
        "rs_why_min_over_max": "min ({min}) is more than max ({max})",
        "rs_why_id_not_file_name": "the id '{id}' must match the file name '{name}'",
        "rs_why_id_taken": ("the id '{id}' is already used by a shipped ruleset: give your copy another id "
                            "and file name"),
        "rs_why_value_twice": "the value {value} is listed twice",
        "rs_why_no_such_ruleset": "there is no ruleset '{name}'",
        "rs_why_no_such_ruleset_near": "there is no ruleset '{name}' (did you mean '{nearest}'?)",
        "rs_why_not_a_ruleset_id": "{name} is not a ruleset id (lower-case letters, digits, - and _, like my-rules)",
        "rs_why_no_such_option": "these rules have no variant '{name}'",
        "rs_why_no_such_option_near": "these rules have no variant '{name}' (did you mean '{nearest}'?)",
        "rs_why_not_an_option_value": "{value} is not a value of '{name}' (choose from {choices})",
        "sessions_none": "No saved sessions yet. Every session is saved as it is played, from its first deal.",
        "sessions_unlisted": "The saved sessions cannot be listed: the game cannot read their folder (see below).",
        # the list is empty, but saves were found that this version cannot use (damaged, or from a newer version)
        "sessions_none_usable": "No saved session can be resumed here: the note below says why.",
        "sessions_hint": "Up and Down choose · Enter resumes · F2 renames · Delete removes · Esc returns",
        "sessions_hint_record": ("Up and Down choose · Enter opens the standings · F2 renames · Delete removes · "
                                 "Esc returns"),
        "sessions_hint_rename": "Up and Down choose · Enter or F2 renames · Delete removes · Esc returns",
        "sessions_hint_renaming": "Type a name for this session · Enter keeps it · Esc leaves the old one",
        "sessions_hint_delete": "Up and Down choose · Enter or Delete removes · F2 renames · Esc returns",
        "sessions_hint_back": "Up and Down choose · Enter or Esc returns",
        "sessions_hint_empty": "Esc returns",
        "sessions_problems": "Saves that could not be used",
        "sessions_set_aside": ("{n} file was kept aside earlier, as the game could not use it: {names} (in {folder}).",
                               "{n} files were kept aside earlier, as the game could not use them: {names} "
                               "(in {folder})."),
        "last_played": "Last played {when}",
        # on a saved session's row: another window of the game plays it now
        "open_elsewhere": "Open in another window",
        "open_record": "Standings",
        "delete": "Delete",
        "rename": "Rename",
        "rename_placeholder": "A name for this session",
        "rename_blank": "A name cannot be blank: type one",
        "rename_full": "That is as long as a session's name can be",
        "rename_failed": "The new name could not be saved: {problem}. The session is kept as it was.",
        "named_session": "{name} — {ruleset}",
        "quoted_name": "“{name}”",
        "rename_tip": "Rename (F2)",
        "seats_line": "At the table: {seats}",
        "seat_computer": "{name} ({level})",
        "seats_comma": ", ",
        "seats_more": ("{seats} and {n} more", "{seats} and {n} more"),
        "keep": "Keep",
        "delete_title": "Delete this session?",
        "delete_question": "{ruleset}, {when}: {players}. A deleted session cannot be brought back.",
        "delete_failed": "The session could not be deleted: {problem}",
        "settings": "Settings",
        "back_to_menu": "Back to the menu",
        "fullscreen": "Full screen",
        "speed_preview": "every fish, card and turn of the board moves at this pace",
        "back": "Back",
        "done": "Done",
        "rules_title": "The rules",
        "in_brief": "In brief",
        "as_played": "As the game plays it",
        "as_played_note": "Read from the ruleset's own keys, with the variants chosen: exactly what the game applies.",
        "source": "Source",
        "source_line": "{title} — {part}",
        "interpretations": "Interpretations",
        "interpretation": "Interpretation",
        "variants_in_force": "Variants in force",
        "board": "The board",
        "compartment_both": "{label}  ({name})",
        "stakes_dealer": "Fish the dealer puts in each compartment when dressing the board:",
        "stakes_everyone": "Fish every player, the dealer included, puts in each compartment when dressing the board:",
        "scroll_hint": "Scroll with the wheel or the arrow keys · Esc to return",
        "cards_played": "Cards played",
        "cards_played_sub": "Deal {number}  ·  {trumps}",
        "record_no_trumps": "no trumps yet",
        "record_trump_row": "trumps",
        "record_out_of_pack": "out of the pack",
        "record_turn_up": "turn-up",
        "record_not_in_play": "in no hand",
        "record_legend": "A gilt frame marks the last sequence. Each suit ends at its {top}, and diamonds "
                         "at the 7♦ as well: the 8♦ is out of the pack. A card a stop showed nobody holds "
                         "is marked in its place.",
        "record_keys": "R, Esc or a click on Close returns to the table",
        "deal_log": "Deal log",
        "deal_log_sub": "Deal {number}  ·  {ruleset}",
        "log_keys": "Scroll with the wheel, the arrows, Page Up and Page Down · L or Esc to return",
        "close": "Close",
        "replay": "Replay",
        "replay_so_far": "Replay this deal so far",
        "replay_title": "Replay of deal {number}",
        "replay_step": "Replay · play {step} of {steps}",
        "replay_start": "Replay · the deal as dealt",
        "replay_keys": "← →: back, on · Home, End · Space: skip · R: cards played · L: log · M: sound · Esc: close",
        "replay_back": "‹ Back",
        "replay_forward": "On ›",
        "replay_public": "hands hidden until the deal is over",
        # the replay of a deal in progress, under "Replay of deal N" in the window's top left corner
        # (short: it must fit about 230 pixels): {name} is the player whose own hand it shows, the only one
        "replay_own_hand": "only {name}'s hand is shown",
        "save_deal": "Save as a deal file",
        "deal_saved": "Saved as {path}",
        "deal_not_saved": "The deal could not be saved: {problem}",
        "last_summary": "Last deal's summary",
        "deal_summary": "Deal {number}",
        "dealer": "Dealer: {name}",
        "turn_up": "Turn-up",
        "trumps": "Trumps: {suit}",
        "taken": "Taken from the board",
        "nothing_taken": "Nothing was taken from the board.",
        "payments": "Payments",
        "no_payments": "No payments between players.",
        "standings": "Standings",
        "player": "Player",
        "fish": "Fish",
        "change": "This deal",
        "chips_by_deal": "Fish, deal by deal",
        "next_deal": "Next deal",
        "end_session": "End the session",
        "share_out": "Sharing out the board",
        "board_at_end": "The board at the end",
        "share_short": "share-out",
        "share_and_stand": "The final standings",
        # the final standings of a ruleset whose source describes no share-out (docs/rules.md: parlett, hoyle-1847,
        # japanese); {compartments} lists the compartments that hold fish ("Pope 6, Matrimony 4, Game 1")
        "share_out_none_kept": ("These rules describe no share-out at the end of a session, so nobody wins the "
                                "{n} fish left on the board: they stay in their compartments ({compartments}).",
                                "These rules describe no share-out at the end of a session, so nobody wins the "
                                "{n} fish left on the board: they stay in their compartments ({compartments})."),
        "share_out_none_empty": "These rules describe no share-out at the end of a session; the board is empty.",
        "board_left": "Left on the board: {chips} fish",
        # under a deal's standings: the fish no one won, which stay on the board for the next deal
        "board_carried": ("Carried to the next deal: {n} fish ({compartments})",
                          "Carried to the next deal: {n} fish ({compartments})"),
        "board_carried_none": "Nothing is carried to the next deal: the board is empty.",
        # under the standings of a session's last deal (its planned number of deals is played)
        "board_to_share_out": ("Left on the board for the share-out: {n} fish ({compartments})",
                               "Left on the board for the share-out: {n} fish ({compartments})"),
        "board_to_share_out_none": "Nothing is left on the board for the share-out: the board is empty.",
        "board_left_at_end": ("Left on the board at the end: {n} fish ({compartments})",
                              "Left on the board at the end: {n} fish ({compartments})"),
        "board_left_at_end_none": "Nothing is left on the board at the end: the board is empty.",
        "board_tip_title": "{compartment}: {fish}",
        "board_tip_carried": ("{n} carried over from earlier deals", "{n} carried over from earlier deals"),
        "board_tip_staked": ("{n} staked this deal", "{n} staked this deal"),
        "board_tip_nothing": "nothing carried over or staked yet",
        "board_tip_penalties": ("{n} paid in as penalties", "{n} paid in as penalties"),
        "board_tip_won": ("{n} won from it this deal", "{n} won from it this deal"),
        # a compartment's tip: who took fish from it this deal ({who} a player's name)
        "board_tip_taken": ("{who} took {n} this deal", "{who} took {n} this deal"),
        # a compartment's tip: the dealer took back the fish he staked there this deal (cacumen's turned honour)
        "board_tip_took_back": ("{who} took back {n} this deal", "{who} took back {n} this deal"),
        # a compartment's tip: a card that wins it lies out of every hand ({cards}: "the Q♥", or "the K♥ and the
        # Q♥"; {n} how many cards), so play cannot win it this deal
        "board_tip_cannot_be_won": ("cannot be won this deal: {cards} is out of play",
                                    "cannot be won this deal: {cards} are out of play"),
        "place": "{n}.",
        "place_tied": "{n}=",
        "share_won": "{n}: {compartments}",
        "share_won_item": "{label} {n}",
        "share_nothing": "Nothing won",
        "list_separator": ", ",
        "final_standings": "Final standings",
        "new_session": "A new session",
        "deals_played": ("{n} deal played", "{n} deals played"),
        "fish_unit": ("{n} fish", "{n} fish"),
        "fish_label": ("{n} fish", "{n} fish"),
        "debt": "owes {n}",
        "loading": "Loading…",
        "shuffling": "Shuffling the pack…",
        "table_missing": "The table is not available: {problem}",
        "board_dressed_everyone": "the board as {n} players dress it",
        "board_dressed_dealer": "the board as the dealer dresses it",
        "idle_variant": "Does not apply while {option} is {value}",
        "idle_variant_any": "Does not apply with the other variants chosen",
        "help_table": "Keys at the table",
        "help_share_out": "Keys in the share-out",
        "help_close": "Any key or a click closes this",
        "undos": ("a lead taken back once", "leads taken back {n} times"),
        "settings_button": "Settings",
        "sound_volume": "Sound",
        "volume_percent": "{n} %",
        "muted_short": "off",
        # wrapA
        "deal_count": ("{n} deal", "{n} deals"),
        "deals_played_count": ("{n} deal played", "{n} deals played"),
    },
}
"""UI strings by language; English is complete and the fallback for every key."""

COMPARTMENT_ENGLISH = {
    "ace": "Ace", "king": "King", "queen": "Queen", "jack": "Jack",
    "pope": "Pope", "matrimony": "Matrimony", "intrigue": "Intrigue", "game": "Game",
}
"""The compartments' English names."""

UI_LANGUAGE = "en"
"""The language the catalogs' message ids are written in (the source language), and the fallback."""

LANGUAGES: dict[str, str] = {"en": "English", "es": "Español", "ja": "日本語", "ru": "Русский"}
"""The interface languages: ISO 639-1 code → the language's name in itself (what the Language setting shows)."""

LOCALE_DIR = resources.PACKAGE_DIR / "locale"
"""Where the catalogs are: ``popejoan/locale/<lang>/LC_MESSAGES/popejoan.po`` and its compiled ``.mo``."""

DOMAIN = "popejoan"
"""The gettext domain: the catalogs' file name."""

_language = UI_LANGUAGE
_listeners: list[Callable[[str], None]] = []


CONTRACTIONS: dict[str, tuple[tuple[str, str, str], ...]] = {
    "es": (("de", "el", "del"), ("a", "el", "al")),
}
"""By language: a preposition, the article after it, and the one word the language always writes for the two
(Spanish: de + el = del, a + el = al). Only the lower-case article joins, so a name beginning "El" (El Greco) is
left alone; a preposition with a capital joins into a capital (De el → Del)."""


@lru_cache(maxsize=None)  # one per language
def _contraction_patterns(code: str) -> tuple[tuple["re.Pattern[str]", Callable[["re.Match[str]"], str]], ...]:
    """The language's :data:`CONTRACTIONS` as (pattern, replacement) pairs for :func:`contract`."""
    out = []
    for preposition, article, joined in CONTRACTIONS.get(code, ()):
        pattern = re.compile(rf"\b({preposition[0].upper()}|{preposition[0]}){re.escape(preposition[1:])} "
                             rf"{re.escape(article)}\b")
        out.append((pattern, lambda m, joined=joined: m.group(1) + joined[1:]))
    return tuple(out)


def contract(text: str, code: str | None = None) -> str:
    """``text`` with a language's contractions made everywhere in it (:data:`CONTRACTIONS`): "se llevó 5 fichas
    de el Juego" → "se llevó 5 fichas del Juego", "2 fichas a el As" → "2 fichas al As"; unchanged in a language
    with none (English, Japanese, Russian).

    A translated message makes them itself when it is filled in, and only where its own words meet a value
    (:class:`JoiningText`): a caller formatting a translated message need not call this.

    Args:
        text: the finished sentence.
        code: the language (default: the interface language).
    """
    for pattern, joined in _contraction_patterns(_language if code is None else code):
        text = pattern.sub(joined, text)
    return text


@lru_cache(maxsize=4096)  # every message of a catalog at most, and each is short
def _seams(template: str, code: str) -> tuple[tuple[int, int, str, str, str], ...]:
    """Where, in a message, a preposition of :data:`CONTRACTIONS` stands just before a value: ``(start, end, field,
    article, joined)`` for each ``"de {label}"`` (``start:end`` spans the preposition and the field; ``joined``
    keeps the preposition's capital)."""
    out = []
    for preposition, article, joined in CONTRACTIONS.get(code, ()):
        pattern = re.compile(rf"\b({preposition[0].upper()}|{preposition[0]}){re.escape(preposition[1:])} "
                             r"\{(\w+)\}")
        for m in pattern.finditer(template):
            out.append((m.start(), m.end(), m.group(2), article, m.group(1) + joined[1:]))
    return tuple(sorted(out))


class JoiningText(str):
    """A translated message (a template) in a language with contractions (:data:`CONTRACTIONS`), which makes them
    when it is filled in, where its own preposition meets a value that begins with the article:
    ``JoiningText("{who} se lleva la mitad de {label}", "es").format(who="Ann", label="el Matrimonio")`` is
    "Ann se lleva la mitad del Matrimonio". The one place the contractions are made: a compartment's or a card's
    article (:func:`the_compartment`, :func:`the_card_label`) meets the preposition only when a sentence is filled
    in. A value's own words (a player's or a session's name, a file name) are never changed. Anything else a
    ``str`` does, it does as a ``str`` (and gives a plain ``str``).

    Args:
        text: the message.
        code: the language whose contractions it makes (a key of :data:`CONTRACTIONS`).
    """

    code: str

    def __new__(cls, text: str, code: str) -> "JoiningText":
        made = super().__new__(cls, text)
        made.code = code
        return made

    def __getnewargs__(self) -> tuple[str, str]:  # a copy or a pickle keeps its language
        return str(self), self.code

    def format(self, /, *args: Any, **kwargs: Any) -> str:
        """The message filled in (:meth:`str.format`), with the contractions made where it joins a value."""
        return self.format_map(kwargs) if not args else str.format(self, *args, **kwargs)

    def format_map(self, mapping: Mapping[str, Any], /) -> str:
        """The message filled in from ``mapping`` (:meth:`str.format_map`), with the contractions made where
        its preposition meets a value that begins with the article ("de {label}", "el Juego" → "del Juego")."""
        template, values = str(self), mapping
        for start, end, field, article, joined in reversed(_seams(template, self.code)):
            value = mapping.get(field)
            if isinstance(value, str) and value.startswith(article + " "):
                if values is mapping:
                    values = dict(mapping)
                key = f"_{field}_{start}_joined"
                values[key] = value[len(article) + 1:]
                template = f"{template[:start]}{joined} {{{key}}}{template[end:]}"
        return template.format_map(values)


class _JoiningTranslations(gettext.GNUTranslations):
    """A compiled catalog whose every message is a :class:`JoiningText` of its language (a language of
    :data:`CONTRACTIONS`; :func:`translations` sets :attr:`code`)."""

    code = "es"

    def gettext(self, message: str) -> str:
        """:meth:`gettext.GNUTranslations.gettext`, as a :class:`JoiningText`."""
        return JoiningText(super().gettext(message), self.code)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        """:meth:`gettext.GNUTranslations.ngettext`, as a :class:`JoiningText`."""
        return JoiningText(super().ngettext(msgid1, msgid2, n), self.code)

    def pgettext(self, context: str, message: str) -> str:
        """:meth:`gettext.GNUTranslations.pgettext`, as a :class:`JoiningText`."""
        return JoiningText(super().pgettext(context, message), self.code)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        """:meth:`gettext.GNUTranslations.npgettext`, as a :class:`JoiningText`."""
        return JoiningText(super().npgettext(context, msgid1, msgid2, n), self.code)


@lru_cache(maxsize=None)  # one per interface language: four
def translations(language: str) -> gettext.NullTranslations:
    """The compiled catalog for ``language`` (``"es"``, ``"ja"``, ``"ru"``); English and a missing or
    unreadable ``.mo`` give the identity (every message as written, English). A language with contractions
    (:data:`CONTRACTIONS`, Spanish) gives messages that make them when filled in (:class:`JoiningText`)."""
    if language == UI_LANGUAGE:
        return gettext.NullTranslations()
    path = LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.mo"
    catalog = _JoiningTranslations if language in CONTRACTIONS else gettext.GNUTranslations
    try:
        with path.open("rb") as fp:
            loaded = catalog(fp)
    except (OSError, ValueError, UnicodeDecodeError, struct.error):
        return gettext.NullTranslations()
    if isinstance(loaded, _JoiningTranslations):
        loaded.code = language
    return loaded


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The interface language the system asks for (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``,
    then the locale Python reports), as one of :data:`LANGUAGES`; English when none of them is known.

    Args:
        environ: the environment to read (default ``os.environ``).
    """
    env = os.environ if environ is None else environ
    wanted: list[str] = []
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            wanted.extend(value.split(":"))
            if name != "LANGUAGE":
                break
    if not wanted and environ is None:
        try:
            wanted.append(locale.getlocale()[0] or "")
        except (ValueError, TypeError):
            pass
    for tag in wanted:
        code = tag.replace("-", "_").split("_")[0].split(".")[0].lower()
        if code in LANGUAGES:
            return code
    return UI_LANGUAGE


def resolve_language(choice: str | None) -> str:
    """The interface language a setting stands for: ``"auto"`` (or nothing) → :func:`system_language`;
    a code in :data:`LANGUAGES` → itself; anything else → English."""
    if not choice or choice == "auto":
        return system_language()
    code = str(choice).lower()
    return code if code in LANGUAGES else UI_LANGUAGE


def set_language(choice: str | None) -> str:
    """Make ``choice`` (a code of :data:`LANGUAGES`, ``"auto"`` or ``None``) the interface language, at once:
    every word drawn from now on is in it. Listeners (:func:`on_language_change`) are told.

    Returns:
        The language now in use (a code of :data:`LANGUAGES`).
    """
    global _language
    code = resolve_language(choice)
    changed = code != _language
    _language = code
    if changed:
        for listener in list(_listeners):
            listener(code)
    return code


def language() -> str:
    """The interface language in use (a code of :data:`LANGUAGES`)."""
    return _language


def on_language_change(listener: Callable[[str], None]) -> None:
    """Call ``listener(code)`` whenever :func:`set_language` changes the language (caches of drawn text)."""
    _listeners.append(listener)


def _(message: str) -> str:
    """``message`` (English, the catalog's id) in the interface language."""
    return translations(_language).gettext(message)


def N_(message: str) -> str:
    """Mark ``message`` for the catalog without translating it now (module constants: translate where drawn)."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message for the count ``n`` in the interface language (Russian has three, Japanese one).

    Args:
        singular: the English singular (``"{n} fish"`` may stand for both: pass it twice).
        plural: the English plural.
        n: the count that picks the form.
    """
    return translations(_language).ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the interface language where the same English needs different words by ``context``."""
    return translations(_language).pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """:func:`ngettext` with a context (see :func:`pgettext`)."""
    return translations(_language).npgettext(context, singular, plural, n)


def babel_locale(code: str | None = None) -> str:
    """The Babel locale for an interface language (``"ru"`` → ``"ru_RU"``), for numbers and dates."""
    return {"en": "en_GB", "es": "es_ES", "ja": "ja_JP", "ru": "ru_RU"}.get(code or _language, "en_GB")


def number(value: int | float) -> str:
    """A number written the interface language's way (``12 345`` in Russian, ``12.345`` in Spanish)."""
    if isinstance(value, int) and -1000 < value < 1000:
        return str(value)  # what Babel writes for all four languages, without its cost (the story's every line)
    from babel.numbers import format_decimal

    return format_decimal(value, locale=babel_locale())


def when(moment: datetime, *, with_time: bool = True) -> str:
    """A date (and time) written the interface language's way: ``30 Nov 2026, 18:20``, ``30 нояб. 2026 г., 18:20``.

    Args:
        moment: a local date and time.
        with_time: add the hour and minute.
    """
    from babel.dates import format_date, format_datetime

    if with_time:
        return format_datetime(moment, format="medium", locale=babel_locale()).rsplit(":", 1)[0]
    return format_date(moment, format="medium", locale=babel_locale())


def undos_note(meta: Any) -> str:
    """How often plays were taken back in a session (its notes, ``Session.meta``), or "" when never:
    ``"leads taken back 3 times"``."""
    undos = meta.get("undos") if isinstance(meta, dict) else None
    n = len(undos) if isinstance(undos, list) else 0
    if n <= 0:
        return ""
    return t("undos", n=n)


def t(key: str, **values: Any) -> str:
    """The UI string ``key`` of :data:`STRINGS` in the interface language, formatted with ``values``.

    The catalog holds each keyed string with its key as the context (``msgctxt``), so two keys with the
    same English may be translated apart. A pair ``(singular, plural)`` takes its form from ``values["n"]``.

    Raises:
        KeyError: no such key, or a placeholder the string names is missing from ``values``.
    """
    english = STRINGS[UI_LANGUAGE][key]
    if isinstance(english, tuple):
        text = npgettext(key, english[0], english[1], int(values["n"]))
    else:
        text = pgettext(key, english)
    return text.format(**values) if values else text


def level_name(level: str) -> str:
    """A computer level (``"easy"``, ``"normal"`` ...) as shown to players, in the interface language
    (an unknown level: its code, capitalised)."""
    key = f"level_{level.lower()}"
    return t(key) if key in STRINGS["en"] else level.capitalize()


def ruleset_title(ruleset: "Ruleset") -> tuple[str, str]:
    """(native name, its language) of a ruleset: what to draw and with which font."""
    return ruleset.name.native, ruleset.language


COMPARTMENT_NAMES: dict[str, Callable[[], str]] = {
    # TRANSLATORS: the compartments' names, as your language's sources call them (the glossary)
    "ace": lambda: pgettext("compartment", "Ace"),
    "king": lambda: pgettext("compartment", "King"),
    "queen": lambda: pgettext("compartment", "Queen"),
    "jack": lambda: pgettext("compartment", "Jack"),
    "pope": lambda: pgettext("compartment", "Pope"),
    "matrimony": lambda: pgettext("compartment", "Matrimony"),
    "intrigue": lambda: pgettext("compartment", "Intrigue"),
    "game": lambda: pgettext("compartment", "Game"),
}
"""The compartments' names in the interface language, translated when called (context ``"compartment"``)."""


def compartment_name(compartment: str) -> str:
    """A compartment's name in the interface language (``"intrigue"`` → ``"Intrigue"``, ``"Intriga"``,
    ``"浮気"``, ``"Интрига"``); an unknown compartment: its key, capitalised."""
    name = COMPARTMENT_NAMES.get(compartment)
    return name() if name is not None else compartment.capitalize()


def compartment_label(ruleset: "Ruleset", compartment: str) -> str:
    """A compartment's label in the ruleset's own language (the ruleset's ``labels``)."""
    return ruleset.labels.get(compartment, COMPARTMENT_ENGLISH.get(compartment, compartment.capitalize()))


def compartment_word(ruleset: "Ruleset", compartment: str) -> str:
    """A compartment's short name in a list in the interface language (what is carried to the next deal, what
    each player took at the share-out: ``"Ace 1, King 1"``): the ruleset's own label when the ruleset is
    written in the interface language (Cacumen's "Pope Joan" in Spanish), else the compartment's name in the
    interface language (Parlett's "Ace" is «As» in Spanish, the japanese ruleset's 「浮気」 "Intrigue" in
    English), never bracketed with the other, so that the list fits where the label alone did.

    Args:
        ruleset: the ruleset whose labels are used.
        compartment: the compartment's key (``"ace"``).

    Returns:
        One word or short name, no article (``"As"``, ``"Pope Joan"``, ``"Intrigue"``).
    """
    if ruleset.language == _language:
        return compartment_label(ruleset, compartment)
    return compartment_name(compartment)


def compartment_label_en(ruleset: "Ruleset", compartment: str) -> str:
    """A compartment's label for a sentence in the interface language: the ruleset's own label, with the
    compartment's name in the interface language in brackets when the ruleset's language is not the
    interface language (English interface: ``"浮気 (Intrigue)"``, ``"As (Ace)"``; Japanese interface:
    ``"Intrigue（浮気）"``; a Spanish ruleset in Spanish: ``"Intriga"``)."""
    label = compartment_label(ruleset, compartment)
    name = compartment_name(compartment)
    if ruleset.language != _language and label.lower() != name.lower():
        # TRANSLATORS: a compartment's label as the ruleset writes it, with its name in your language in brackets
        return pgettext("compartment label", "{label} ({name})").format(label=label, name=name)
    return label


THE_COMPARTMENTS: dict[str, Callable[[], str]] = {
    # TRANSLATORS: {label} is a compartment's label inside a sentence ("Ann takes {label}", "half of {label}", "into
    # {label}"): the definite article your language puts before this compartment's name (Spanish: el {label}, for
    # el As; la {label}, for la Papisa), or the label alone. Spanish "de el", "a el" become "del", "al" by themselves
    "ace": lambda: pgettext("compartment in a sentence, Ace", "{label}"),
    "king": lambda: pgettext("compartment in a sentence, King", "{label}"),
    "queen": lambda: pgettext("compartment in a sentence, Queen", "{label}"),
    "jack": lambda: pgettext("compartment in a sentence, Jack", "{label}"),
    "pope": lambda: pgettext("compartment in a sentence, Pope", "{label}"),
    "matrimony": lambda: pgettext("compartment in a sentence, Matrimony", "{label}"),
    "intrigue": lambda: pgettext("compartment in a sentence, Intrigue", "{label}"),
    "game": lambda: pgettext("compartment in a sentence, Game", "{label}"),
}
"""Each compartment's label with the definite article, by compartment, translated when called (each compartment
its own context, so the article can agree with its name: "la Papisa", "el Juego")."""


def _the_foreign_compartment() -> str:
    # TRANSLATORS: {label} is a compartment's label inside a sentence when the ruleset names it with a word of another
    # language, that neither is nor holds the compartment's name in your language (the Spanish Cacumen magazine's
    # "Pope Joan", "Game"): the article your language gives such a foreign name (Spanish: el {label}, as the
    # magazine writes "del Pope Joan", "el sector game"), or the label alone
    return pgettext("compartment in a sentence, foreign label", "{label}")


def the_compartment(label: str, compartment: str) -> str:
    """A compartment's ``label`` (as :func:`compartment_label_en` or the table's captions write it) with the
    definite article, for inside a sentence: "Pope", "la Papisa", "el Juego", "la Papisa (Pope)", "Папесса".

    The article agrees with the compartment's name in the interface language when the label is that name, holds it
    ("Papisa (Pope)") or is a card's letter (a Spanish sentence about the Cacumen ruleset's "K" says "el K", as
    "el Rey"). A label in another language that does neither takes the article the interface language gives a
    foreign name: the Cacumen magazine's "Pope Joan" is "el Pope Joan" in Spanish, as the magazine itself writes
    ("la carta del Pope Joan"; docs/rules.md, cacumen), not "la Pope Joan". An unknown compartment's label stands
    alone. The sentence it is put into joins "de el" into "del" by itself (:class:`JoiningText`).

    Args:
        label: the label as it stands in the sentence.
        compartment: the compartment's key (``"pope"``).
    """
    form = THE_COMPARTMENTS.get(compartment)
    if form is None:
        return label
    if len(label) > 2 and compartment_name(compartment).lower() not in label.lower():
        form = _the_foreign_compartment
    return form().format(label=label)


def the_compartment_label(ruleset: "Ruleset", compartment: str) -> str:
    """A ruleset's compartment as a sentence in the interface language names it: its label
    (:func:`compartment_label_en`) with the article (:func:`the_compartment`): "Pope", "la Papisa",
    "la Papisa (Pope)", "Pope（教皇）". The one way the story, the captions, the share-out and the rules in words
    put a compartment inside a sentence.

    Args:
        ruleset: the ruleset whose labels are used.
        compartment: the compartment's key (``"pope"``).
    """
    return the_compartment(compartment_label_en(ruleset, compartment), compartment)

OPTION_TITLES: dict[str, Callable[[], str]] = {
    # TRANSLATORS: a variant's name, a short heading on the menu
    "players_contribute": lambda: pgettext("variant", "Players contribute"),
    "equal_hands": lambda: pgettext("variant", "Equal hands"),
    "split_pairs": lambda: pgettext("variant", "Split pairs"),
    "pope_as_stop": lambda: pgettext("variant", "Pope as stop"),
    "pope_turned_ends_deal": lambda: pgettext("variant", "Pope turned ends deal"),
    "change_suit_after_stop": lambda: pgettext("variant", "Change suit after stop"),
    "pope_holder_pays_double": lambda: pgettext("variant", "Pope holder pays double"),
    "pope_stake": lambda: pgettext("variant", "Pope stake"),
    "dressing": lambda: pgettext("variant", "Dressing"),
    "pope_turned": lambda: pgettext("variant", "Pope turned"),
}
"""The shipped rulesets' variant keys as headings, translated when called (context ``"variant"``)."""

OPTION_VALUES: dict[str, Callable[[], str]] = {
    # TRANSLATORS: a variant's value (the Russian ruleset's dressing and turned Pope), short
    "graded": lambda: pgettext("variant value", "Graded"),
    "equal": lambda: pgettext("variant value", "Equal"),
    "pope_and_game": lambda: pgettext("variant value", "Pope and game"),
    "pope_only": lambda: pgettext("variant value", "Pope only"),
    "whole_board": lambda: pgettext("variant value", "Whole board"),
}
"""The shipped rulesets' variant values that have no label of their own, translated when called
(context ``"variant value"``)."""


def ruleset_text(value: str) -> tuple[str, str]:
    """A ruleset's text field (summary, interpretation, variant name or description) in the interface language.

    Args:
        value: the field as the ruleset holds it (:class:`popejoan.engine.ruleset_text.Text`, or plain English).

    Returns:
        ``(text, its language code)``: the ruleset's text in :func:`language` when it gives it, else its English
        and ``"en"`` (the code tells the renderer how to break lines).
    """
    from popejoan.engine.ruleset_text import text_in, text_language

    code = language()
    return text_in(value, code), text_language(value, code)


def option_title(name: str, option: Any = None) -> str:
    """A variant's heading in the interface language: the ruleset's own ``title`` when it gives one in that
    language (:func:`ruleset_text`), else a shipped variant key's words from the catalog (``"pope_as_stop"`` →
    ``"Pope as stop"``, ``"El Papa como parada"``...), else the ruleset's English title, else the key in words
    (a player's own ruleset: its author's words)."""
    title = getattr(option, "title", "") if option is not None else ""
    if title:
        text, code = ruleset_text(title)
        if code == language():
            return text
    if name in OPTION_TITLES:
        return OPTION_TITLES[name]()
    if title:
        return ruleset_text(title)[0]
    words = name.replace("-", "_").split("_")
    return " ".join(words).capitalize()


def option_value_label(value: Any, label: str = "") -> str:
    """How a variant's value is shown: its label in the interface language when the ruleset gives it there,
    On / Off for booleans, a number the language's way, a shipped value's words from the catalog, else the
    ruleset's (English) label, else the value in its author's words."""
    if label:
        text, code = ruleset_text(label)
        if code == language() or str(value) not in OPTION_VALUES:
            return text
    if isinstance(value, bool):
        return t("on") if value else t("off")
    if isinstance(value, (int, float)):
        return number(value)
    if str(value) in OPTION_VALUES:
        return OPTION_VALUES[str(value)]()
    text = str(value).replace("_", " ")
    return text[:1].upper() + text[1:]


SUIT_NAMES: tuple[Callable[[], str], ...] = (
    # TRANSLATORS: a suit's name inside a sentence ("{suit} are trumps", "holds only {suit}")
    lambda: pgettext("suit", "clubs"), lambda: pgettext("suit", "diamonds"),
    lambda: pgettext("suit", "hearts"), lambda: pgettext("suit", "spades"),
)
"""The suits' names as written inside a sentence (0..3 = clubs, diamonds, hearts, spades), translated when called."""

SUIT_NAMES_CAPITAL: tuple[Callable[[], str], ...] = (
    # TRANSLATORS: a suit's name at the head of a sentence or as a heading
    lambda: pgettext("suit", "Clubs"), lambda: pgettext("suit", "Diamonds"),
    lambda: pgettext("suit", "Hearts"), lambda: pgettext("suit", "Spades"),
)
"""The suits' names at the head of a sentence or as a heading."""


_CARD_NAMES = (
    N_("Ace of clubs"), N_("Two of clubs"), N_("Three of clubs"),
    N_("Four of clubs"), N_("Five of clubs"), N_("Six of clubs"),
    N_("Seven of clubs"), N_("Eight of clubs"), N_("Nine of clubs"),
    N_("Ten of clubs"), N_("Jack of clubs"), N_("Queen of clubs"),
    N_("King of clubs"),
    N_("Ace of diamonds"), N_("Two of diamonds"), N_("Three of diamonds"),
    N_("Four of diamonds"), N_("Five of diamonds"), N_("Six of diamonds"),
    N_("Seven of diamonds"), N_("Eight of diamonds"), N_("Nine of diamonds"),
    N_("Ten of diamonds"), N_("Jack of diamonds"), N_("Queen of diamonds"),
    N_("King of diamonds"),
    N_("Ace of hearts"), N_("Two of hearts"), N_("Three of hearts"),
    N_("Four of hearts"), N_("Five of hearts"), N_("Six of hearts"),
    N_("Seven of hearts"), N_("Eight of hearts"), N_("Nine of hearts"),
    N_("Ten of hearts"), N_("Jack of hearts"), N_("Queen of hearts"),
    N_("King of hearts"),
    N_("Ace of spades"), N_("Two of spades"), N_("Three of spades"),
    N_("Four of spades"), N_("Five of spades"), N_("Six of spades"),
    N_("Seven of spades"), N_("Eight of spades"), N_("Nine of spades"),
    N_("Ten of spades"), N_("Jack of spades"), N_("Queen of spades"),
    N_("King of spades"),
)
"""Every card's name by card number (the engine's ``suit * 13 + rank - 1``; the eight of diamonds is out of the
pack but keeps its place), translated where it is said: a whole name per card, since languages decline them."""


def card_name(c: int) -> str:
    """A card's name in the interface language: "Nine of diamonds" (the engine's English names, one message each)."""
    return _(_CARD_NAMES[c])


_THE_CARD_NAMES = (
    # TRANSLATORS: a card's name with the definite article, as it stands inside a sentence ("nobody holds the Queen
    # of diamonds", "Hint: lead the Ace of clubs"): the article your language needs for that card (Spanish: la Dama
    # de diamantes, el Rey de picas); a language without articles writes the bare name
    N_("the Ace of clubs"), N_("the Two of clubs"), N_("the Three of clubs"),
    N_("the Four of clubs"), N_("the Five of clubs"), N_("the Six of clubs"),
    N_("the Seven of clubs"), N_("the Eight of clubs"), N_("the Nine of clubs"),
    N_("the Ten of clubs"), N_("the Jack of clubs"), N_("the Queen of clubs"),
    N_("the King of clubs"),
    N_("the Ace of diamonds"), N_("the Two of diamonds"), N_("the Three of diamonds"),
    N_("the Four of diamonds"), N_("the Five of diamonds"), N_("the Six of diamonds"),
    N_("the Seven of diamonds"), N_("the Eight of diamonds"), N_("the Nine of diamonds"),
    N_("the Ten of diamonds"), N_("the Jack of diamonds"), N_("the Queen of diamonds"),
    N_("the King of diamonds"),
    N_("the Ace of hearts"), N_("the Two of hearts"), N_("the Three of hearts"),
    N_("the Four of hearts"), N_("the Five of hearts"), N_("the Six of hearts"),
    N_("the Seven of hearts"), N_("the Eight of hearts"), N_("the Nine of hearts"),
    N_("the Ten of hearts"), N_("the Jack of hearts"), N_("the Queen of hearts"),
    N_("the King of hearts"),
    N_("the Ace of spades"), N_("the Two of spades"), N_("the Three of spades"),
    N_("the Four of spades"), N_("the Five of spades"), N_("the Six of spades"),
    N_("the Seven of spades"), N_("the Eight of spades"), N_("the Nine of spades"),
    N_("the Ten of spades"), N_("the Jack of spades"), N_("the Queen of spades"),
    N_("the King of spades"),
)
"""Every card's name with the definite article (by card number, as :data:`_CARD_NAMES`), for a sentence that names
the card where English says "the Queen of diamonds": the article agrees with the card in each language."""


def the_card(c: int) -> str:
    """A card's name with the definite article, in the interface language, for inside a sentence: "the Queen of
    diamonds", "la Dama de diamantes", "el Rey de picas", "Дама бубен" (Russian has no article)."""
    return _(_THE_CARD_NAMES[c])


THE_CARD_LABELS: dict[int, Callable[[], str]] = {
    # TRANSLATORS: {card} is a card's short label of this rank ("Q♦", "10♠") inside a sentence ("nobody holds the
    # Q♦"): the definite article your language puts before that card's name (Spanish: la Q♦, for la Dama; el K♠,
    # for el Rey), or the label alone
    1: lambda: pgettext("card label, Ace", "the {card}"),
    2: lambda: pgettext("card label, Two", "the {card}"),
    3: lambda: pgettext("card label, Three", "the {card}"),
    4: lambda: pgettext("card label, Four", "the {card}"),
    5: lambda: pgettext("card label, Five", "the {card}"),
    6: lambda: pgettext("card label, Six", "the {card}"),
    7: lambda: pgettext("card label, Seven", "the {card}"),
    8: lambda: pgettext("card label, Eight", "the {card}"),
    9: lambda: pgettext("card label, Nine", "the {card}"),
    10: lambda: pgettext("card label, Ten", "the {card}"),
    11: lambda: pgettext("card label, Jack", "the {card}"),
    12: lambda: pgettext("card label, Queen", "the {card}"),
    13: lambda: pgettext("card label, King", "the {card}"),
}
"""A short card label with the definite article, by rank (1 = Ace .. 13 = King), translated when called (each rank
its own context, so the article can agree with the rank's name)."""


def the_card_label(c: int) -> str:
    """A card's short label with the definite article, in the interface language, for inside a sentence: "the Q♦",
    "la Q♦", "el K♠", "Q♦"."""
    from popejoan.engine.cards import card_label, rank_of

    return THE_CARD_LABELS[rank_of(c)]().format(card=card_label(c))


def suit_name(suit: int, capital: bool = False) -> str:
    """A suit's name in the interface language, 0..3 = clubs, diamonds, hearts, spades.

    Args:
        suit: the suit, 0..3.
        capital: the form at the head of a sentence ("Hearts are trumps") rather than inside one.
    """
    return (SUIT_NAMES_CAPITAL if capital else SUIT_NAMES)[suit]()


def listed(items: list[str], style: str = "and") -> str:
    """Words joined the interface language's way: ``"a, b and c"``, ``"a, b o c"``, ``"a、b、c"``.

    Args:
        items: the words, already in the interface language.
        style: ``"and"`` or ``"or"``.
    """
    if len(items) <= 1:
        return "".join(items)
    from babel.lists import format_list

    return format_list(list(items), style="or" if style == "or" else "standard", locale=babel_locale())


def computer_names() -> list[str]:
    """Period names for computer seats, in seat order."""
    return t("cpu_names").split(",")


def all_ui_strings() -> list[str]:
    """Every UI string in every language (for the font-coverage test)."""
    out = []
    for table in STRINGS.values():
        for value in table.values():  # a plural is a (singular, plural) pair
            out.extend(value if isinstance(value, tuple) else (value,))
    out.extend(COMPARTMENT_ENGLISH.values())
    return out
