"""The About screen: the game's version, where its rules come from, its lettering, the libraries it is made
with, and the licences (issue 31). Opened from the menu (the version in its corner) and the pause menu.

A page of parchment (:class:`~popejoan.ui.scenes.parchment.ParchmentScene`) in the interface language; the
names of libraries and licences are proper names, drawn as they are. The texts in full are in the files
``LICENSE`` and ``THIRD_PARTY_NOTICES.md`` (the wheel's metadata, the app's ``licences/`` folder).
"""

from __future__ import annotations

import platform

import pygame

from popejoan import __version__
from popejoan.ui import theme
from popejoan.ui.i18n import t
from popejoan.ui.scene import Navigator
from popejoan.ui.scenes.parchment import Page, ParchmentScene

SOURCES = ("about_source_parlett", "about_source_hoyle", "about_source_spanish", "about_source_cacumen",
           "about_source_japanese", "about_source_russian")
"""The keys of the six sources' descriptions, in the order of the rulesets' ids in docs/rules.md."""

LIBRARIES = (
    ("pygame-ce", "LGPL-2.1"),
    ("SDL 2, SDL_image, SDL_ttf, SDL_mixer", "zlib"),
    ("PyYAML", "MIT"),
    ("pydantic", "MIT"),
    ("Babel", "BSD-3-Clause"),
    ("platformdirs", "MIT"),
    ("filelock", "MIT"),
)
"""(the library, its licence's SPDX identifier): what the game ships beside Python (THIRD_PARTY_NOTICES.md)."""


class AboutScene(ParchmentScene):
    """The version, the credits and the licences, on a scrolling page.

    Args:
        app: the app.
    """

    def __init__(self, app: Navigator) -> None:
        super().__init__(app)

    def compose(self, page: Page) -> None:
        """The blurb, the sources of the rules, the lettering, the libraries and the licence."""
        tx = page.px
        page.text(t("about_blurb"), italic=True)
        page.gap(10)
        page.rule()
        page.heading(t("about_sources"))
        page.text(t("about_sources_note"), italic=True)
        page.gap(6)
        for key in SOURCES:
            page.text(t(key), indent=tx(22), mark="•")
            page.gap(4)
        page.gap(2)
        page.rule()
        page.heading(t("about_lettering"))
        for key in ("about_font_latin", "about_font_japanese"):
            page.text(t(key), indent=tx(22), mark="•")
            page.gap(4)
        page.text(t("about_fonts_licence"), italic=True)
        page.gap(6)
        page.rule()
        page.heading(t("about_made_with"))
        page.text(t("about_libraries_note"), italic=True)
        page.gap(6)
        python = f"Python {platform.python_version()}"
        for name, licence in ((python, "PSF-2.0"), *LIBRARIES):
            page.text(f"{name} · {licence}", indent=tx(22), mark="•")
            page.gap(4)
        page.gap(2)
        page.rule()
        page.heading(t("about_licence"))
        page.text(t("about_licence_text"))

    def draw_head(self, surface: pygame.Surface, L: theme.Layout) -> None:
        """"About the game", the game's name, and its version."""
        theme.blit_text(surface, t("about_title"), (self.frame.centerx, self.frame.y + L.px(28)), L.px(18),
                        theme.GILT, anchor="center", italic=True)
        theme.blit_text(surface, t("title"), (self.frame.centerx, self.frame.y + L.px(57)), L.px(31),
                        anchor="center", gilt=True)
        theme.blit_text(surface, t("about_version", version=__version__), (self.frame.centerx,
                        self.frame.y + L.px(95)), L.px(15), theme.IVORY_DIM, anchor="center", italic=True)
