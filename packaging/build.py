"""Build Pope Joan for players without Python: a PyInstaller one-folder app for the machine it runs on.

    python -m pip install -r packaging/requirements.txt     # once: PyInstaller (and Pillow, for the icons)
    python packaging/build.py                               # dist/PopeJoan/

The result is ``dist/PopeJoan/``: the game, Python, pygame-ce and the other
packages, the fonts, the rulesets, the icons, and ``licences/`` with every
licence text, started by double-clicking ``PopeJoan`` (``PopeJoan.exe`` on
Windows; on macOS PyInstaller also makes ``dist/PopeJoan.app``). Zip the
folder (or the ``.app``) to hand it to a player. It takes the same flags as
``main.py`` and the ``popejoan`` command, and reads and writes the same user
folders (settings, the player's rulesets, saved sessions: platformdirs'), so
a player can move between the bundle and an installed game freely.

A bundle is built for the system, the processor and the Python it is built
with: build the Windows one on Windows, the macOS one on a Mac. The build's
scratch files go in ``build/pyinstaller/``; ``--dist`` and ``--work`` move
them (the tests build into a temporary folder).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import time
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAME = "PopeJoan"
"""The bundle's folder and its executable's name."""
EXCLUDED = ("tkinter", "_tkinter", "fontTools", "popejoan.bootstrap", "PIL", "pytest", "hypothesis", "importlinter",
            "setuptools", "pip")
"""Modules left out of the bundle: main.py's first-start installer and its tkinter window (a bundle needs
neither; its error messages use SDL's message box), and development tools the game only imports when present."""
DATA = (
    ("rulesets/*.yaml", "rulesets"),
    ("assets/README.md", "assets"),
    ("assets/popejoan.desktop", "assets"),
    ("assets/fonts/*.ttf", "assets/fonts"),
    ("assets/fonts/*.otf", "assets/fonts"),
    ("assets/fonts/*.txt", "assets/fonts"),
    ("assets/fonts/cmaps.json", "assets/fonts"),
    ("assets/icons/*", "assets/icons"),
    ("assets/sounds/*.wav", "assets/sounds"),
    ("assets/sounds/LICENCE.txt", "assets/sounds"),
    ("popejoan/ui/scenes/learn/lesson.yaml", "popejoan/ui/scenes/learn"),  # the lesson's deal, beside its module
    *((f"popejoan/locale/{language}/LC_MESSAGES/popejoan.mo", f"popejoan/locale/{language}/LC_MESSAGES")
      for language in ("es", "ja", "ru")),
)
"""The game's own files, as (source glob under the repository, folder in the bundle): the layout
``popejoan/resources.py`` looks for under ``sys._MEIPASS``, and the compiled translation catalogs where
:mod:`popejoan.ui.i18n` looks (``popejoan/locale`` beside the bundled package). Babel's locale data comes
with PyInstaller's own hook for Babel."""
LICENCE_NAMES = ("LICENSE", "LICENCE", "COPYING", "NOTICE", "AUTHORS")


def pyinstaller_args(dist: Path, work: Path) -> list[str]:
    """PyInstaller's command line for this machine.

    Args:
        dist: where ``PopeJoan/`` goes.
        work: PyInstaller's scratch folder (its ``.spec`` file too).
    """
    args = ["--noconfirm", "--onedir", "--name", NAME, "--log-level", "WARN",
            "--distpath", str(dist), "--workpath", str(work), "--specpath", str(work), "--paths", str(ROOT)]
    if sys.platform.startswith("linux"):
        args.append("--strip")  # the symbol tables of Python's own library and the extensions: a third of the size
    if sys.platform in ("win32", "darwin"):
        args.append("--windowed")  # no console window; errors come in a message box
        icon = ROOT / "assets" / "icons" / ("popejoan.ico" if sys.platform == "win32" else "popejoan.icns")
        args += ["--icon", str(icon)]
    for source, target in DATA:
        args += ["--add-data", f"{ROOT / source}{os.pathsep}{target}"]
    for module in EXCLUDED:
        args += ["--exclude-module", module]
    args.append(str(ROOT / "packaging" / "popejoan_app.py"))
    return args


def requirement_name(line: str) -> str | None:
    """The distribution a requirement names (``"pygame-ce>=2.5,<3"`` -> ``"pygame-ce"``); None for a comment,
    a blank line or an option (``-r``)."""
    match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", line.split("#", 1)[0])
    return match.group(1) if match else None


def bundled_distributions() -> list[metadata.Distribution]:
    """The installed distributions the game needs (requirements.txt and what they need in turn), in name order."""
    seen: dict[str, metadata.Distribution] = {}
    lines = (ROOT / "requirements.txt").read_text(encoding="utf-8").splitlines()
    todo = [name for name in map(requirement_name, lines) if name]
    while todo:
        name = todo.pop()
        key = re.sub(r"[-_.]+", "-", name).lower()
        if key in seen:
            continue
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue
        seen[key] = dist
        for requirement in dist.requires or []:
            if "extra ==" not in requirement and requirement_name(requirement):
                todo.append(requirement_name(requirement))  # type: ignore[arg-type]
    return [seen[k] for k in sorted(seen)]


def write_licences(folder: Path) -> list[str]:
    """Put every licence text of the bundle in ``folder``, with a README listing them.

    Returns:
        The file names written.
    """
    folder.mkdir(parents=True, exist_ok=True)
    written: list[str] = []
    lines = ["Pope Joan is built from these parts, each under its own licence; the texts are in this folder.", ""]

    def copy(source: Path, name: str) -> None:
        shutil.copyfile(source, folder / name)
        written.append(name)

    copy(ROOT / "LICENSE", "PopeJoan-LICENSE.txt")
    copy(ROOT / "THIRD_PARTY_NOTICES.md", "THIRD_PARTY_NOTICES.md")
    lines.append("Pope Joan: MIT licence (PopeJoan-LICENSE.txt); what it ships, in brief: THIRD_PARTY_NOTICES.md")
    lib = f"python{sys.version_info[0]}.{sys.version_info[1]}"
    python_licence = next((p for p in (Path(sys.base_prefix) / "LICENSE.txt",
                                       Path(sys.base_prefix) / "lib" / lib / "LICENSE.txt") if p.is_file()), None)
    version = f"{sys.version_info[0]}.{sys.version_info[1]}.{sys.version_info[2]}"
    if python_licence is not None:
        copy(python_licence, "Python-LICENSE.txt")
    lines.append(f"Python {version}: PSF licence (Python-LICENSE.txt)")
    for dist in bundled_distributions():
        name = dist.metadata["Name"]
        texts = [f for f in (dist.files or []) if any(k in f.name.upper() for k in LICENCE_NAMES)
                 and ".dist-info" in str(f)]
        names = []
        for f in texts:
            target = f"{name}-{f.name}" + ("" if f.name.lower().endswith((".txt", ".md", ".rst")) else ".txt")
            copy(Path(str(f.locate())), target)
            names.append(target)
        licence = dist.metadata.get("License-Expression") or dist.metadata.get("License") or ""
        licence = licence.splitlines()[0] if licence else "see its files"
        if name.lower() == "pygame-ce":
            copy(ROOT / "packaging" / "licences" / "LGPL-2.1.txt", "pygame-ce-LGPL-2.1.txt")
            names.append("pygame-ce-LGPL-2.1.txt")
            licence = "GNU LGPL 2.1"
            extra = ("; it brings SDL 2 and SDL_image, SDL_ttf and SDL_mixer (zlib licence) and the libraries they "
                     "use (FreeType, HarfBuzz, libpng, libjpeg, libwebp, libtiff, Brotli, Ogg, Vorbis, Opus, FLAC, "
                     "mpg123, libsndfile, FluidSynth, libxmp, WavPack, PortMidi, ALSA), each under its own free "
                     "licence, as listed in pygame-ce's source distribution")
        else:
            extra = ""
        lines.append(f"{name} {dist.version}: {licence} ({', '.join(names) or 'no text shipped'}){extra}")
    for font in sorted((ROOT / "assets" / "fonts").glob("*-OFL.txt")):
        copy(font, font.name)
    lines.append("Old Standard and Noto Serif CJK (the fonts): SIL Open Font Licence "
                 "(OldStandard-OFL.txt, NotoSerifCJK-OFL.txt)")
    pyinstaller_version = metadata.version("pyinstaller")
    lines.append(f"PyInstaller {pyinstaller_version} (the PopeJoan launcher): GPL 2 with the bootloader exception, "
                 "which allows it to start programs under any licence")
    (folder / "README.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    written.append("README.txt")
    return written


PLAYER_README = """Pope Joan {version}
=================

The Victorian game of stops, on a revolving lacquered board.

To play, double-click {exe} in this folder. Nothing needs installing.

Linux: to put Pope Joan in your applications menu, with its icon, run once
    ./PopeJoan --install-desktop
(and ./PopeJoan --uninstall-desktop to take it out again). If the file
manager does not start PopeJoan on a double-click, right-click it and choose
Run, or allow it to run programs.

Your settings, your own rulesets and your saved sessions are kept in your
user folders, the same as for an installed Pope Joan, so moving or deleting
this folder loses nothing. ./PopeJoan --help lists the options.

The licences of everything in this folder are in licences/.
"""


def folder_size(folder: Path) -> tuple[int, int]:
    """The bytes and the number of files under ``folder``."""
    files = [p for p in folder.rglob("*") if p.is_file() and not p.is_symlink()]
    return sum(p.stat().st_size for p in files), len(files)


def build(dist: Path, work: Path) -> Path:
    """Run PyInstaller and finish the folder (licences, a README for players).

    Returns:
        The bundle's folder, ``dist/PopeJoan``.

    Raises:
        SystemExit: PyInstaller is not installed or failed (its own output says why).
    """
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit("PyInstaller is not installed: python -m pip install -r packaging/requirements.txt") from None
    sys.path.insert(0, str(ROOT))
    from popejoan import __version__

    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1")
    status = subprocess.call([sys.executable, "-m", "PyInstaller", *pyinstaller_args(dist, work)], cwd=str(ROOT),
                             env=env)
    if status != 0:
        raise SystemExit(f"PyInstaller failed (status {status})")
    bundle = dist / NAME
    write_licences(bundle / "licences")
    exe = f"{NAME}.exe" if sys.platform == "win32" else (f"{NAME}.app" if sys.platform == "darwin" else NAME)
    (bundle / "README.txt").write_text(PLAYER_README.format(version=__version__, exe=exe), encoding="utf-8")
    app = dist / f"{NAME}.app"
    if app.is_dir():  # macOS: the licences travel inside the app too
        write_licences(app / "Contents" / "Resources" / "licences")
    return bundle


def main(argv: list[str] | None = None) -> int:
    """Build the bundle; print where it is, its size and the time taken. Returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where PopeJoan/ goes (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller",
                        help="PyInstaller's scratch folder")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    bundle = build(args.dist.resolve(), args.work.resolve())
    size, count = folder_size(bundle)
    print(f"built {bundle} in {time.perf_counter() - started:.0f} s: {size / 1e6:.1f} MB in {count} files; "
          f"start it with {bundle / (NAME + ('.exe' if sys.platform == 'win32' else ''))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
