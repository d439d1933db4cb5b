"""What the saved sessions screen lists and says, in words: no widget, no placing, no drawing.

When a session was last played (:func:`saved_when`), what an empty list says, the saves refused in this run and
the files kept aside in earlier ones (the slip's lines and the Details list), a session's ruleset as the reader
knows it and the delete question. :class:`SessionsListing` reads them from the app's ``saving``; the rows and
their buttons are :mod:`.scene`'s, where things lie :mod:`.layout`'s, the drawing :mod:`.drawing`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from popejoan.ui.autosave import problem_lines, seats_line
from popejoan.ui.i18n import ruleset_text, t, when

if TYPE_CHECKING:
    from popejoan.storage.saves import SaveInfo
    from popejoan.ui.scene import Navigator
    from popejoan.ui.settings import Words

def saved_when(info: SaveInfo) -> str:
    """When a saved session was last played, in local time, written the interface language's way
    (:func:`popejoan.ui.i18n.when`: ``30 Nov 2026, 18:20``, ``30 нояб. 2026 г., 18:20``)."""
    return when(info.saved_at.astimezone())


SET_ASIDE_NAMED = 3
"""How many files kept aside in earlier runs the slip names (then "…")."""


class SessionsListing:
    """The saved sessions' words (a part of :class:`~popejoan.ui.scenes.sessions.SessionsScene`, which holds
    ``saves``, ``message`` and ``ruleset_names``)."""

    # what this part uses of the scene's other parts (set and defined there)
    app: Navigator
    message: str | Words | None
    ruleset_names: dict[str, str]

    def _folder_unread(self) -> bool:
        """Whether the folder of saves itself could not be read (so an empty list says nothing of the saves)."""
        return bool(self.app.saving.folder_problems)

    def empty_words(self) -> str:
        """What an empty list says: that the folder cannot be read, that the saves found cannot be resumed here
        (damaged, or from a newer version: the slip below says which; it said "No saved sessions yet" above a
        newer version's save), or that there are none yet."""
        if self._folder_unread():
            return t("sessions_unlisted")
        if self.problems() or self.app.saving.kept_aside:
            return t("sessions_none_usable")
        return t("sessions_none")

    def problems(self) -> list[tuple[str, str]]:
        """The saves refused in this run, each (file name, what is wrong and where it was kept)."""
        return [problem_lines(p) for p in self.app.saving.problems]

    def details(self) -> list[tuple[str, str]]:
        """Every save that could not be used, for the Details list: those refused in this run, then each file kept
        aside in an earlier run with why, as noted when it was (:meth:`popejoan.storage.saves.SaveStore.why_kept`; a
        file kept by an older version of the game, with no note, is named as kept aside earlier)."""
        out = self.problems()
        for path in self.app.saving.kept_aside:
            why = self.app.saving.store.why_kept(path)
            out.append(problem_lines(why) if why is not None else
                       (path.name, t("sessions_set_aside", n=1, names=path.name, folder=str(path.parent))))
        return out

    def folder_unread(self) -> bool:
        """Whether the saved sessions' folder itself could not be read (so nothing can be listed)."""
        return self._folder_unread()

    def slip_lines(self) -> list[tuple[str, bool]]:
        """The problems slip's lines as shown, in the interface language: (words, whether they are a problem)."""
        return self._slip_lines()

    def _slip_lines(self) -> list[tuple[str, bool]]:
        """The parchment slip's lines: (text, bold). A problem met just now, then every refused save."""
        out: list[tuple[str, bool]] = []
        if self.message:
            out.append((str(self.message), True))
        problems = self.problems()
        if problems:
            out.append((t("sessions_problems"), True))
            out += [(t("save_problem", file=name, problem=what), False) for name, what in problems]
        aside = self.app.saving.kept_aside
        if aside:  # refused in an earlier run: named again, so that a restart does not hide where they went
            names = ", ".join(path.name for path in aside[:SET_ASIDE_NAMED]) + (", …" if len(aside) > SET_ASIDE_NAMED
                                                                                 else "")
            out.append((t("sessions_set_aside", n=len(aside), names=names, folder=str(aside[0].parent)), False))
        return out

    def known_as(self, info: SaveInfo) -> tuple[str, str]:
        """A saved session's ruleset as the reader knows it, ``(name, its language code)``: the loaded ruleset's
        ``name.english`` in the interface language when it is the same ruleset (its English unchanged since
        the save), else the English name the save keeps."""
        known = self.ruleset_names.get(info.ruleset_id)
        if known is not None and str(known) == info.ruleset_english:
            return ruleset_text(known)
        return info.ruleset_english, "en"

    def delete_question(self, info: SaveInfo) -> str:
        """What the delete question asks: the session by its name and ruleset (or its ruleset alone, never named),
        when it was last played and who sat, worded as its row words them (:func:`~popejoan.ui.autosave.seats_line`:
        ``"Sunday with Grandma — Pope Joan (Parlett), 1 Dec 2026, 14:07: Ann, Ben · Mrs Bennet (Hard). A deleted
        session cannot be brought back."``)."""
        ruleset = self.known_as(info)[0]
        if info.listed_as:
            ruleset = t("named_session", name=info.listed_as, ruleset=ruleset)
        return t("delete_question", ruleset=ruleset, when=saved_when(info), players=seats_line(info))
