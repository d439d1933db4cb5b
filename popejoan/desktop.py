"""Pope Joan in the applications menu of a Linux desktop: ``--install-desktop`` and ``--uninstall-desktop``.

The shipped entry is ``assets/popejoan.desktop`` (it passes
``desktop-file-validate``). Installing writes a copy whose ``Exec`` starts this
very game, however it was installed: the bundle's ``PopeJoan``, the
``popejoan`` command of a pip or pipx install, or this Python with the
checkout's ``main.py``. It goes in the user's ``applications`` folder, with
the icon in every size in the user's ``hicolor`` icon theme, both under the
XDG data folder (``$XDG_DATA_HOME``, by default ``~/.local/share``), where
every freedesktop.org desktop (GNOME, KDE, Xfce ...) looks. Uninstalling
removes exactly those files. Nothing needs root.

The entry starts the game with ``POPEJOAN_ERROR_DIALOG=1``, so a game started
from the menu shows an error in a message box, not in a terminal nobody sees;
its ``StartupWMClass`` is the window's class (:data:`popejoan.start.WM_CLASS`),
so the dock shows the game's icon for its window.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from popejoan import resources
from popejoan.engine.errors import PopeJoanError

DESKTOP_ID = "popejoan.desktop"
"""The entry's file name (its desktop file id)."""
ICON_NAME = "popejoan"
"""The icon's name in the icon theme (the entry's ``Icon``)."""

_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


class DesktopError(PopeJoanError):
    """The applications-menu entry cannot be installed here (not a freedesktop.org system, no way to start the
    game, a folder that cannot be written); the message says why."""


def exec_quote(arg: str) -> str:
    """One argument of an ``Exec`` line, quoted and escaped as the Desktop Entry Specification asks.

    An argument with a reserved character (a space, a quote, ``$`` ...) is put in double quotes with
    ``"``, `````, ``$`` and ``\\`` escaped by a backslash; then, since ``Exec`` is a string value, every
    backslash is doubled. A literal ``%`` is written ``%%``.
    """
    arg = arg.replace("%", "%%")
    if arg and not set(arg) & _RESERVED:
        return arg
    inner = "".join("\\" + ch if ch in '"`$\\' else ch for ch in arg)
    return ('"' + inner + '"').replace("\\", "\\\\")


def launch_command() -> list[str]:
    """The command that starts this game, as it is running now.

    Returns:
        ``[bundle executable]`` in a PyInstaller bundle; ``[python, main.py]`` from a checkout;
        ``[popejoan command]`` from a pip or pipx install.

    Raises:
        DesktopError: no way to tell (the game was started some other way and ``popejoan`` is not on the PATH).
    """
    if getattr(sys, "frozen", False):
        return [os.path.abspath(sys.executable)]
    argv0 = sys.argv[0] if sys.argv else ""
    name = os.path.basename(argv0)
    if name in ("main.py", "main.pyw"):
        return [os.path.abspath(sys.executable), os.path.abspath(argv0)]
    if argv0 and os.path.isfile(argv0) and not name.endswith(".py"):
        return [os.path.abspath(argv0)]
    found = shutil.which("popejoan")
    if found:
        return [os.path.abspath(found)]
    raise DesktopError("cannot tell how this game was started; run --install-desktop from the popejoan command, "
                       "the bundle's PopeJoan or main.py")


def entry_text(command: list[str]) -> str:
    """The shipped ``.desktop`` entry with its ``Exec`` (and ``TryExec``) starting ``command``.

    Args:
        command: the program and its arguments (absolute paths).

    Raises:
        DesktopError: the shipped entry is missing.
    """
    template = resources.assets_dir() / DESKTOP_ID
    try:
        lines = template.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise DesktopError(f"the shipped entry {template} cannot be read ({exc.strerror or exc})") from None
    exec_line = "Exec=env POPEJOAN_ERROR_DIALOG=1 " + " ".join(exec_quote(a) for a in command)
    out = []
    for line in lines:
        if line.startswith("Exec="):
            out.append("TryExec=" + command[0].replace("\\", "\\\\"))
            out.append(exec_line)
        elif not line.startswith("TryExec="):
            out.append(line)
    return "\n".join(out) + "\n"


def data_home() -> Path:
    """The user's XDG data folder (``$XDG_DATA_HOME``, by default ``~/.local/share``)."""
    import platformdirs

    return Path(platformdirs.user_data_dir())


def installed_paths(home: Path | None = None) -> list[Path]:
    """The files :func:`install` writes: the entry, then the icon at every size.

    Args:
        home: the XDG data folder (:func:`data_home` when None).
    """
    home = data_home() if home is None else home
    paths = [home / "applications" / DESKTOP_ID]
    paths += [home / "icons" / "hicolor" / f"{s}x{s}" / "apps" / f"{ICON_NAME}.png" for s in resources.ICON_SIZES]
    return paths


def _require_freedesktop() -> None:
    if sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd", "dragonfly")):
        return
    if sys.platform == "win32":
        hint = "on Windows, right-click PopeJoan.exe (or main.pyw) and choose Pin to Start"
    elif sys.platform == "darwin":
        hint = "on macOS, drag PopeJoan.app into the Applications folder"
    else:
        hint = "this system has no freedesktop.org applications menu"
    raise DesktopError(f"--install-desktop is for Linux desktops; {hint}")


def install(home: Path | None = None, command: list[str] | None = None) -> str:
    """Put Pope Joan, with its icon, in the user's applications menu.

    Args:
        home: the XDG data folder (:func:`data_home` when None).
        command: what the entry starts (:func:`launch_command` when None).

    Returns:
        What was done, in a sentence for the player.

    Raises:
        DesktopError: not a freedesktop.org system, no way to start the game, or a file that cannot be written.
    """
    _require_freedesktop()
    command = launch_command() if command is None else command
    entry, *icons = installed_paths(home)
    text = entry_text(command)
    try:
        for size, path in zip(resources.ICON_SIZES, icons):
            path.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(resources.icon_png(size), path)
        entry.parent.mkdir(parents=True, exist_ok=True)
        temporary = entry.with_name(entry.name + ".tmp")
        temporary.write_text(text, encoding="utf-8")
        os.replace(temporary, entry)
    except OSError as exc:
        raise DesktopError(f"cannot write {exc.filename or entry}: {exc.strerror or exc}") from None
    return (f"Pope Joan is in your applications menu ({entry}); it starts: {' '.join(command)}\n"
            "Take it out again with --uninstall-desktop.")


def uninstall(home: Path | None = None) -> str:
    """Take Pope Joan's entry and icons out of the user's applications menu.

    Args:
        home: the XDG data folder (:func:`data_home` when None).

    Returns:
        What was done, in a sentence for the player.

    Raises:
        DesktopError: not a freedesktop.org system, or a file that cannot be removed.
    """
    _require_freedesktop()
    removed = 0
    paths = installed_paths(home)
    for path in paths:
        try:
            path.unlink()
            removed += 1
        except FileNotFoundError:
            continue
        except OSError as exc:
            raise DesktopError(f"cannot remove {path}: {exc.strerror or exc}") from None
    if not removed:
        return f"Pope Joan was not in your applications menu (no {paths[0]})."
    return f"Pope Joan is out of your applications menu ({removed} files removed)."
