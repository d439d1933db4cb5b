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

The rooms, each importing only those above it:

* :mod:`.choice`: the language in use, the system's, :data:`LANGUAGES`, listeners.
* :mod:`.joining`: the contractions (:data:`CONTRACTIONS`, :func:`contract`, :class:`JoiningText`).
* :mod:`.catalog`: the compiled catalogs (:func:`translations`) and ``_``, ``N_``, ``ngettext``, ``pgettext``,
  ``npgettext``.
* :mod:`.strings`: the keyed strings (:data:`STRINGS`) and :func:`t`.
* :mod:`.formats`: numbers, dates and lists (Babel).
* :mod:`.vocabulary`: compartments, cards, suits, computer levels and names.
* :mod:`.rulesets`: a ruleset's title, texts and variants.

This module holds no code of its own: it gives every name above as ``popejoan.ui.i18n.X``, where the rest of
the game reads them.
"""

from __future__ import annotations

import gettext  # noqa: F401  (i18n.gettext: the catalogs' classes, as the tests read them)

from popejoan.ui.i18n.catalog import (  # noqa: F401
    DOMAIN,
    LOCALE_DIR,
    N_,
    _,
    _JoiningTranslations,
    ngettext,
    npgettext,
    pgettext,
    translations,
)
from popejoan.ui.i18n.choice import (  # noqa: F401
    LANGUAGES,
    UI_LANGUAGE,
    _listeners,
    language,
    on_language_change,
    resolve_language,
    set_language,
    system_language,
)
from popejoan.ui.i18n.formats import babel_locale, listed, number, when  # noqa: F401
from popejoan.ui.i18n.joining import CONTRACTIONS, JoiningText, contract  # noqa: F401
from popejoan.ui.i18n.rulesets import (  # noqa: F401
    OPTION_TITLES,
    OPTION_VALUES,
    option_title,
    option_value_label,
    ruleset_text,
)
from popejoan.ui.i18n.strings import STRINGS, t  # noqa: F401
from popejoan.ui.i18n.vocabulary import (  # noqa: F401
    COMPARTMENT_ENGLISH,
    COMPARTMENT_NAMES,
    SUIT_NAMES,
    SUIT_NAMES_CAPITAL,
    THE_CARD_LABELS,
    THE_COMPARTMENTS,
    all_ui_strings,
    board_labels,
    card_name,
    compartment_label,
    compartment_label_en,
    compartment_name,
    compartment_word,
    computer_names,
    level_name,
    set_source_words,
    source_words,
    suit_name,
    the_card,
    the_card_label,
    the_compartment,
    the_compartment_label,
    undos_note,
)
