"""The translation catalogs: extract the game's words, update each language's ``.po``, compile, check.

Usage (from the repository's top folder, with the dev requirements installed)::

    python packaging/catalogs.py extract   # popejoan/locale/popejoan.pot from the code (Babel)
    python packaging/catalogs.py update    # merge the template into every popejoan.po
    python packaging/catalogs.py compile   # write every popejoan.mo (committed: a fresh clone runs as is)
    python packaging/catalogs.py check     # what is untranslated, fuzzy or has wrong placeholders
    python packaging/catalogs.py all ru    # extract, then update and compile Russian only

The messages are every ``_()``, ``N_()``, ``ngettext()``, ``pgettext()`` and ``npgettext()`` call under
``popejoan/ui`` (and :mod:`popejoan.ui.i18n`'s keyed :data:`~popejoan.ui.i18n.STRINGS`, in
``popejoan/ui/i18n/strings.py``, each with its key as context). ``check`` exits 1 and prints one line per problem
when anything is wrong.
"""

from __future__ import annotations

import io
import re
import sys
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from babel.messages.catalog import Catalog  # noqa: E402
from babel.messages.extract import extract as extract_file  # noqa: E402
from babel.messages.extract import extract_from_dir  # noqa: E402
from babel.messages.mofile import write_mo  # noqa: E402
from babel.messages.pofile import read_po, write_po  # noqa: E402

LOCALE_DIR = ROOT / "popejoan" / "locale"
TEMPLATE = LOCALE_DIR / "popejoan.pot"
LANGUAGES = ("es", "ja", "ru")
"""The translated languages (English is the source)."""

KEYWORDS = {
    "_": None,
    "N_": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "npgettext": ((1, "c"), 2, 3),
}
"""The translating functions of :mod:`popejoan.ui.i18n` and where their messages are."""

FIRST_WORDS = ("popejoan/bootstrap.py", "popejoan/start.py")
"""The modules whose messages are shown before the interface exists (the install offer, the start-up error box):
they translate with :mod:`popejoan.first_words` (the standard library's gettext), through the same catalogs."""

PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*(?:![rsa])?(?::[^{}]*)?\}")
"""A ``str.format`` field: ``{n}``, ``{name}``, ``{speed:g}``."""

HEADER = dict(project="Pope Joan", version="1", copyright_holder="the Pope Joan developers",
              msgid_bugs_address="", charset="utf-8")
"""The catalogs' header fields."""


def po_path(language: str) -> Path:
    """The ``.po`` of a language."""
    return LOCALE_DIR / language / "LC_MESSAGES" / "popejoan.po"


def extract() -> Catalog:
    """Every message of the interface, as a catalog template (not yet written)."""
    from popejoan.ui import i18n

    catalog = Catalog(**HEADER, creation_date=datetime(2026, 1, 1, tzinfo=timezone.utc))
    ui_dir = ROOT / "popejoan" / "ui"
    for filename, lineno, message, comments, context in extract_from_dir(
            str(ui_dir), method_map=[("**.py", "python")], keywords=KEYWORDS,
            comment_tags=("TRANSLATORS:",), strip_comment_tags=True):
        catalog.add(message, locations=[(f"popejoan/ui/{filename}", lineno)],
                    auto_comments=comments, context=context)
    for first in FIRST_WORDS:  # the words shown before the interface can be imported (popejoan.first_words)
        with (ROOT / first).open("rb") as fp:
            for lineno, message, comments, context in extract_file("python", fp, keywords=KEYWORDS,
                                                                   comment_tags=("TRANSLATORS:",),
                                                                   strip_comment_tags=True):
                catalog.add(message, locations=[(first, lineno)], auto_comments=comments, context=context)
    from popejoan.ui.i18n import vocabulary

    cases = ("a card's name with its article in the form a sentence needs ({case}): your language's own form, or "
             "the plain one again")
    words = (ui_dir / "i18n" / "vocabulary.py").read_text(encoding="utf-8").splitlines()
    for case, context in vocabulary.CARD_CASES.items():  # the_card(c, case): every card under each case's context
        line = next((i + 1 for i, text in enumerate(words) if f'"{case}": "{context}"' in text), 1)
        for message in vocabulary.THE_CARD_NAMES:
            catalog.add(message, locations=[("popejoan/ui/i18n/vocabulary.py", line)], context=context,
                        auto_comments=[cases.format(case=case)])
    source = (ui_dir / "i18n" / "strings.py").read_text(encoding="utf-8").splitlines()
    for key, english in i18n.STRINGS[i18n.UI_LANGUAGE].items():
        line = next((i + 1 for i, text in enumerate(source) if f'"{key}":' in text), 0)
        catalog.add(english, locations=[("popejoan/ui/i18n/strings.py", line)], context=key)
    return catalog


def write_template() -> Path:
    """Write :data:`TEMPLATE` from :func:`extract`."""
    LOCALE_DIR.mkdir(parents=True, exist_ok=True)
    with TEMPLATE.open("wb") as fp:
        write_po(fp, extract(), width=100, sort_by_file=True, omit_header=False)
    return TEMPLATE


def update(languages: tuple[str, ...] = LANGUAGES) -> None:
    """Merge the template into each language's ``.po`` (new messages empty, gone ones dropped, the
    translations kept)."""
    with TEMPLATE.open("rb") as fp:
        template = read_po(fp)
    for language in languages:
        path = po_path(language)
        if path.exists():
            with path.open("rb") as fp:
                catalog = read_po(fp, locale=language)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            catalog = Catalog(locale=language, **HEADER)
        catalog.update(template, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        catalog.fuzzy = False  # the header: msgfmt --check reads a fuzzy header as unfinished
        catalog.last_translator = "the Pope Joan developers"
        catalog.revision_date = datetime(2026, 11, 30, tzinfo=timezone.utc)
        catalog.language_team = {"es": "Español", "ja": "日本語", "ru": "Русский"}[language]
        with path.open("wb") as fp:
            write_po(fp, catalog, width=100, sort_by_file=True)


def mo_bytes(language: str) -> bytes:
    """The compiled catalog of a language, as the bytes its ``.mo`` must hold."""
    with po_path(language).open("rb") as fp:
        catalog = read_po(fp, locale=language)
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def compile_all(languages: tuple[str, ...] = LANGUAGES) -> None:
    """Write each language's ``.mo`` beside its ``.po``."""
    for language in languages:
        po_path(language).with_suffix(".mo").write_bytes(mo_bytes(language))


def problems(language: str) -> list[str]:
    """What is wrong with a language's catalog: untranslated, fuzzy, placeholders dropped or added, a
    plural without all the language's forms. Empty when the catalog is complete."""
    with po_path(language).open("rb") as fp:
        catalog = read_po(fp, locale=language)
    out: list[str] = []
    for message in catalog:
        if not message.id:
            continue
        where = f"{po_path(language).relative_to(ROOT)}: {message.context + ' | ' if message.context else ''}" \
                f"{message.id if isinstance(message.id, str) else message.id[0]!r}"
        ids = message.id if isinstance(message.id, (tuple, list)) else (message.id,)
        strings = message.string if isinstance(message.string, (tuple, list)) else (message.string,)
        if message.fuzzy:
            out.append(f"{where}: fuzzy")
        if not all(strings):
            out.append(f"{where}: untranslated")
            continue
        if isinstance(message.id, (tuple, list)) and len(strings) != catalog.num_plurals:
            out.append(f"{where}: {len(strings)} plural forms, the language has {catalog.num_plurals}")
        wanted = set().union(*(PLACEHOLDER.findall(i) for i in ids))
        for text in strings:
            got = set(PLACEHOLDER.findall(text))
            # a plural form may leave out {n} when the words say the number ("one fish")
            if got - wanted or (wanted - got - {"{n}"}):
                out.append(f"{where}: placeholders {sorted(got)} where the English has {sorted(wanted)}")
                break
    return out


def main(argv: list[str]) -> int:
    """Run one command (``extract``, ``update``, ``compile``, ``check``, ``all`` = the first three),
    for the languages named after it (default: all three)."""
    command = argv[0] if argv else "all"
    languages = tuple(argv[1:]) or LANGUAGES
    unknown = [lang for lang in languages if lang not in LANGUAGES]
    if unknown:
        print(f"unknown language {unknown[0]!r}: one of {', '.join(LANGUAGES)}")
        return 2
    if command in ("extract", "all"):
        print(f"wrote {write_template().relative_to(ROOT)}")
    if command in ("update", "all"):
        update(languages)
        print("updated " + ", ".join(str(po_path(lang).relative_to(ROOT)) for lang in languages))
    if command in ("compile", "all"):
        compile_all(languages)
        print("compiled " + ", ".join(languages))
    if command == "check":
        found = [p for lang in languages for p in problems(lang)]
        for line in found:
            print(line)
        print(f"{len(found)} problems" if found else "every catalog complete")
        return 1 if found else 0
    if command not in ("extract", "update", "compile", "check", "all"):
        print(f"unknown command {command!r}: extract, update, compile, check or all")
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
