"""``main.py``'s first step (main.py -> bootstrap -> start -> ui/launch -> ui/app), on a bare Python: find an
environment that has the game's packages, or offer to make one.

Double-clicking ``main.py`` (or ``main.pyw``) runs whatever Python the system
has, which usually lacks pygame-ce and the rest. So, before the game is
imported:

1. When this interpreter has every package (``requirements.txt``), the game
   simply starts.
2. Otherwise, when there is a ``.venv`` beside ``main.py`` (made by the
   README's command or by step 3), ``main.py`` runs again with that folder's
   Python, with the same arguments.
3. Otherwise it offers, in a small window (tkinter; in the terminal where no
   window can open), to make that ``.venv`` and install the requirements into
   it. Only on the player's yes: it shows its progress, then starts the game.
   No network, a failed pip, a read-only folder or a Python that cannot make
   virtual environments each get a message in words; a ``.venv`` it made
   half-way is removed again, so nothing is left behind.

A ``.venv`` that exists but lacks the packages (an install cut short) is
offered the same install; one whose Python no longer runs (its base Python
was removed) is offered to be made again.

``POPEJOAN_BOOTSTRAP_UI=console`` asks in the terminal even where a window
could open (the tests use it). This module imports only the standard library
(and :mod:`popejoan.start` and :mod:`popejoan.first_words`, which do the same), so it runs under any Python
3.10 or newer with nothing installed. Every word it shows is in the system's language, from the game's own
catalogs read by the standard library's gettext (:mod:`popejoan.first_words`).
"""

from __future__ import annotations

import os
import queue
import re
import shutil
import subprocess
import sys
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib.util import find_spec
from pathlib import Path
from typing import TYPE_CHECKING

from popejoan.first_words import _, pgettext
from popejoan.start import REQUIRED

if TYPE_CHECKING:
    import tkinter

VENV = ".venv"
"""The environment's folder name, beside ``main.py`` (as in the README's command)."""
TRIED_ENV = "POPEJOAN_VENV_TRIED"
"""Set to the ``.venv`` folder before running the game in it, so a ``.venv`` that lacks the packages is
never run again in a loop."""
UI_ENV = "POPEJOAN_BOOTSTRAP_UI"
"""``console`` asks in the terminal even where a window could open; ``window`` insists on a window."""

_PROGRESS_LINES = ("Collecting ", "Downloading ", "Processing ", "Using cached ", "Installing ", "Successfully ")
"""The lines of pip's output shown as progress (the rest is kept for a failure's message)."""
_OFFLINE = re.compile(
    r"from versions: none|NewConnectionError|Failed to establish a new connection|Temporary failure in name "
    r"resolution|Name or service not known|getaddrinfo failed|nodename nor servname|Network is unreachable|"
    r"ConnectTimeout|Read timed out|ProxyError|No route to host|Connection refused",
    re.IGNORECASE,
)
_YES = frozenset({"y", "yes", "s", "si", "sí", "д", "да", "はい"})
"""The answers to the terminal's question that mean yes, in the interface languages (``"s"``: sí, ``"д"``: да)."""


@dataclass
class Outcome:
    """How an install ended.

    Attributes:
        ok: the packages are installed.
        message: for the player, when not ok: what went wrong and what to do.
        shown: the message was shown to the player already (in the install window).
    """

    ok: bool
    message: str = ""
    shown: bool = False


def missing_packages() -> list[str]:
    """The game's packages this interpreter cannot find (install names), without importing any of them."""
    missing = []
    for module, package in REQUIRED:
        try:
            if find_spec(module) is None:
                missing.append(package)
        except (ImportError, ValueError):
            missing.append(package)
    return missing


def venv_python(venv: Path, windowed: bool | None = None) -> Path:
    """The Python of the virtual environment ``venv`` (it may not exist).

    Args:
        venv: the environment's folder.
        windowed: on Windows, ``pythonw.exe`` (no console) rather than ``python.exe``; by default
            when this process has no console itself.
    """
    if os.name == "nt":
        if windowed is None:
            windowed = sys.stdout is None or os.path.basename(sys.executable).lower().startswith("pythonw")
        return venv / "Scripts" / ("pythonw.exe" if windowed else "python.exe")
    return venv / "bin" / "python"


def running_in(venv: Path) -> bool:
    """Whether this interpreter is the one of the virtual environment ``venv``."""
    try:
        return Path(sys.prefix).resolve() == venv.resolve()
    except OSError:
        return False


def run_game_in(python: Path, main_file: Path, argv: Sequence[str]) -> int:
    """Start ``main_file`` again with ``python`` and the same arguments.

    On Linux and macOS the process becomes the new one (``os.execv``: this call does not
    return); on Windows the game runs as a child and its exit status is returned.

    Raises:
        OSError: ``python`` cannot be run.
    """
    command = [str(python), str(main_file), *argv]
    os.environ[TRIED_ENV] = str(main_file.parent / VENV)
    if os.name == "nt":
        return subprocess.call(command)
    for stream in (sys.stdout, sys.stderr):
        if stream is not None:
            stream.flush()
    os.execv(str(python), command)
    return 0  # pragma: no cover - execv does not return


def ensure_environment(main_file: Path, argv: Sequence[str]) -> int | None:
    """Make sure the game runs with its packages (see the module docstring).

    Args:
        main_file: ``main.py``'s path (the ``.venv`` and ``requirements.txt`` are beside it).
        argv: the command line's arguments, passed on unchanged.

    Returns:
        None when this interpreter has every package (the caller starts the game), else the
        exit status to end with: the game's own, after running it in ``.venv``, or 2 when the
        packages could not be had (the player was told why).
    """
    missing = missing_packages()
    if not missing:
        return None
    folder = main_file.resolve().parent
    venv = folder / VENV
    python = venv_python(venv)
    mode = "create"
    if running_in(venv):
        mode = "repair"  # the .venv itself lacks packages: an install cut short
    elif python.exists() or python.is_symlink():
        if os.environ.get(TRIED_ENV) != str(venv):
            try:
                return run_game_in(python, folder / main_file.name, argv)
            except OSError:
                mode = "recreate"  # its Python no longer runs
        else:
            mode = "repair"
    elif venv.exists():
        mode = "recreate"
    return offer_install(folder, venv, missing, mode, main_file.name, argv)


# --- the offer -------------------------------------------------------------------------------------------


def offer_text(missing: Sequence[str], mode: str, venv: Path) -> str:
    """What the player is asked, in words.

    Args:
        missing: the packages this Python lacks.
        mode: ``create`` (no ``.venv``), ``repair`` (one that lacks packages) or ``recreate`` (a broken one).
        venv: the ``.venv`` folder.
    """
    needs = listed(missing)
    # TRANSLATORS: first start, before the game's packages are installed; {venv} is ".venv", {path} its full path
    where = _("the folder {venv} beside the game ({path})").format(venv=VENV, path=venv)
    if mode == "repair":
        first = _("Pope Joan's Python environment, {where}, is missing {needs}.").format(where=where, needs=needs)
        ask = _("Install them into it now?")
    elif mode == "recreate":
        first = _("Pope Joan's Python environment, {where}, no longer works (its Python has moved or gone)."
                  ).format(where=where)
        ask = _("Make it again and install {needs} into it?").format(needs=needs)
    else:
        first = _("Pope Joan needs some Python packages that this Python does not have: {needs}.").format(needs=needs)
        ask = _("Download them (about 20 MB) and install them into {where}?").format(where=where)
    rest = _("Nothing outside the game's folder is changed; deleting the {venv} folder undoes it. Once installed, "
             "the game starts at once and every later start is quick.").format(venv=VENV)
    return f"{first}\n\n{ask}\n\n{rest}"


def listed(names: Sequence[str]) -> str:
    """Package names as a list in a sentence of the system's language (``"pygame-ce, PyYAML and pydantic"``,
    ``"pygame-ce、PyYAML、pydantic"``); the names themselves stay as they are installed. ``names`` is not empty."""
    if len(names) == 1:
        return names[0]
    # TRANSLATORS: first start: a list of package names, {first} already parted by the comma below
    return _("{first} and {last}").format(first=_(", ").join(names[:-1]), last=names[-1])


def manual_text(folder: Path) -> str:
    """How to install by hand (the README's command), for a player who said no or cannot be asked."""
    if os.name == "nt":
        command = f"py -m venv {VENV} && {VENV}\\Scripts\\pip install -r requirements.txt"
    else:
        command = f"python3 -m venv {VENV} && {VENV}/bin/pip install -r requirements.txt"
    return _("To install them yourself, run this in the folder {folder}:").format(folder=folder) + f"\n    {command}"


def offer_install(folder: Path, venv: Path, missing: Sequence[str], mode: str, main_name: str,
                  argv: Sequence[str]) -> int:
    """Ask the player; on yes make (or mend) the ``.venv``, install the requirements and start the game.

    Returns:
        The game's exit status, or 2 when nothing was installed or the install failed (the player was told why).
    """
    from popejoan.start import report

    requirements = folder / "requirements.txt"
    problem = None
    if not requirements.is_file():
        problem = _("Pope Joan cannot install its packages: {file} is missing. Download the game again."
                    ).format(file=requirements)
    elif not os.access(folder, os.W_OK):
        problem = _("Pope Joan needs {needs}, and cannot install them into {folder}: the folder is read-only. Copy "
                    "the game to a folder of your own (Documents, say) and start it there."
                    ).format(needs=listed(missing), folder=folder)
    ui = _choose_ui()
    if problem is not None:
        report(problem)
        return 2
    question = offer_text(missing, mode, venv)
    steps = install_steps(venv, requirements, fresh=mode != "repair")
    outcome = ui(question, steps, lambda: cleanup(venv, mode))
    if outcome is None:  # no, or nobody to ask
        report(_("Pope Joan cannot start: it needs {needs}.").format(needs=listed(missing)) + "\n"
               + manual_text(folder))
        return 2
    if not outcome.ok:
        if outcome.shown and sys.stderr is not None:
            print(outcome.message, file=sys.stderr)
        elif not outcome.shown:
            report(outcome.message)
        return 2
    python = venv_python(venv)
    try:
        return run_game_in(python, folder / main_name, argv)
    except OSError as exc:
        report(_("Pope Joan installed its packages but cannot start {python}: {error}").format(python=python,
                                                                                                error=exc))
        return 2


def cleanup(venv: Path, mode: str) -> None:
    """Remove a ``.venv`` this install made (or remade) and could not finish; a repaired one is kept."""
    if mode != "repair":
        shutil.rmtree(venv, ignore_errors=True)


# --- the install -----------------------------------------------------------------------------------------


@dataclass
class Step:
    """One command of the install.

    Attributes:
        title: what it does, for the progress display.
        command: the command to run.
        share: its part of the progress bar (the shares add up to 1).
    """

    title: str
    command: list[str]
    share: float


def install_steps(venv: Path, requirements: Path, fresh: bool) -> list[Step]:
    """The commands that make the ``.venv`` (unless it is there to mend) and install the requirements."""
    steps = []
    if fresh:
        base = _base_python()
        steps.append(Step(_("Making the folder {venv}").format(venv=VENV), [base, "-m", "venv", "--clear", str(venv)],
                          0.25))
    steps.append(Step(_("Downloading and installing the packages"),
                      [str(venv_python(venv, windowed=False)), "-m", "pip", "install", "--disable-pip-version-check",
                       "--progress-bar", "off", "-r", str(requirements)], 0.75 if fresh else 1.0))
    return steps


def _base_python() -> str:
    """A Python with a console-less twin on Windows is fine for ``-m venv``; elsewhere, this one."""
    exe = sys.executable
    if os.name == "nt" and os.path.basename(exe).lower() == "pythonw.exe":
        twin = os.path.join(os.path.dirname(exe), "python.exe")
        return twin if os.path.exists(twin) else exe
    return exe


def run_steps(steps: Sequence[Step], progress: Callable[[float, str], None]) -> Outcome:
    """Run the install's commands in turn, reporting progress; stop at the first that fails.

    Args:
        steps: from :func:`install_steps`.
        progress: called with the fraction done (0..1) and a line to show.

    Returns:
        ok, or a message saying in words what went wrong (no network, pip failing, no ``venv`` module).
    """
    done = 0.0
    for step in steps:
        progress(done, step.title + " ...")
        lines: list[str] = []
        try:
            proc = subprocess.Popen(step.command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                    encoding="utf-8", errors="replace", stdin=subprocess.DEVNULL,
                                    creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0))
        except OSError as exc:
            return Outcome(False, _("Pope Joan could not run {program}: {error}").format(program=step.command[0],
                                                                                         error=exc))
        assert proc.stdout is not None
        seen = 0
        for raw in proc.stdout:
            line = raw.rstrip()
            if not line:
                continue
            lines.append(line)
            if line.startswith(_PROGRESS_LINES):  # pip's warnings and the like are kept for a failure's message
                seen += 1
                progress(min(done + step.share * min(seen / 16, 0.95), 0.99), _short(line))
        status = proc.wait()
        if status != 0:
            return Outcome(False, failure_message(step, status, lines))
        done += step.share
    progress(1.0, _("Installed. Starting the game ..."))
    return Outcome(True)


def failure_message(step: Step, status: int, lines: Sequence[str]) -> str:
    """The player's message for a failed install command, from its output.

    Args:
        step: the command that failed.
        status: its exit status.
        lines: everything it printed.
    """
    text = "\n".join(lines)
    if "-m" in step.command and "venv" in step.command:
        if "ensurepip" in text:
            minor = f"{sys.version_info[0]}.{sys.version_info[1]}"
            return _("Pope Joan could not make its Python environment: this Python has no 'venv' with pip (on "
                     "Debian or Ubuntu install it with:  {command}), then start Pope Joan again. Nothing was "
                     "installed.").format(command=f"sudo apt install python{minor}-venv")
        return _("Pope Joan could not make its Python environment (python -m venv failed with status {status}). "
                 "Nothing was installed.").format(status=status) + "\n" + "\n".join(lines[-6:])
    if _OFFLINE.search(text):
        return _("Pope Joan could not download its packages: this computer seems to be offline, or the Python "
                 "Package Index cannot be reached. Connect to the internet and start Pope Joan again. Nothing was "
                 "installed.")
    errors = [line for line in lines if line.startswith("ERROR")] or list(lines[-6:])
    return _("Pope Joan could not install its packages (pip stopped with status {status}). Nothing was installed."
             ).format(status=status) + "\n" + "\n".join(errors[-6:])


def _short(line: str, width: int = 90) -> str:
    line = " ".join(line.split())
    return line if len(line) <= width else line[: width - 3] + "..."


# --- asking and showing progress: a window, or the terminal ----------------------------------------------

Ui = Callable[[str, Sequence[Step], Callable[[], None]], "Outcome | None"]


def _choose_ui() -> Ui:
    """The window where one can open (a display, and tkinter), else the terminal."""
    wanted = os.environ.get(UI_ENV, "").lower()
    if wanted != "console" and (wanted == "window" or _has_display()):
        try:
            import tkinter  # noqa: F401

            return window_ui
        except ImportError:
            pass
    return console_ui


def _has_display() -> bool:
    if sys.platform.startswith("linux") or "bsd" in sys.platform:
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def console_ui(question: str, steps: Sequence[Step], undo: Callable[[], None]) -> Outcome | None:
    """Ask in the terminal; on yes run the steps, printing progress.

    Returns:
        None when the answer is no or nobody can answer (no standard input), else the install's outcome.
    """
    out = sys.stdout or sys.stderr
    if out is None or sys.stdin is None:
        return None
    print(question, file=out)
    try:
        # TRANSLATORS: first start, in a terminal: the letter for yes is the language's own ("s", "д"), N is no
        answer = input(pgettext("first start", "Install now? [y/N]") + " ")
    except (EOFError, OSError):
        print(file=out)
        return None
    if answer.strip().lower() not in _YES:
        return None
    last = [""]

    def progress(fraction: float, line: str) -> None:
        if line != last[0]:
            print(f"[{int(fraction * 100):3d}%] {line}", file=out, flush=True)
            last[0] = line

    outcome = run_steps(steps, progress)
    if not outcome.ok:
        undo()
    return outcome


def window_ui(question: str, steps: Sequence[Step], undo: Callable[[], None]) -> Outcome | None:
    """Ask in a small window; on yes run the steps there with a progress bar and the installer's lines.

    Falls back to :func:`console_ui` when the window cannot open.

    Returns:
        None when the answer is no, else the install's outcome (a failure is shown in the window too).
    """
    try:
        return _InstallWindow(question, steps, undo).run()
    except Exception:  # no display after all (TclError) or a broken Tk: the terminal
        return console_ui(question, steps, undo)


def window_words() -> dict[str, str]:
    """The install window's own words in the system's language: its buttons (``"install"``, ``"later"``,
    ``"close"``) and the line shown while it installs (``"installing"``)."""
    return {
        # TRANSLATORS: first start: the install window's buttons
        "install": pgettext("first start", "Install and play"),
        "later": pgettext("first start", "Not now"),
        "close": pgettext("first start", "Close"),
        "installing": _("Installing Pope Joan's packages. This takes a minute or two on a first start."),
    }


class _InstallWindow:
    """The first-start window: the question, then the progress, then (on failure) the reason."""

    BG = "#2a1710"
    PANEL = "#4a1c1c"
    IVORY = "#f3e7cf"
    GILT = "#d8b25a"

    def __init__(self, question: str, steps: Sequence[Step], undo: Callable[[], None]) -> None:
        import tkinter as tk
        from tkinter import ttk

        self.tk, self.ttk = tk, ttk
        self.steps, self.undo = steps, undo
        self.outcome: Outcome | None = None
        self.installing = False
        self.events: queue.Queue[tuple[str, tuple[float, str] | Outcome]] = queue.Queue()  # progress, done
        self.root = tk.Tk()
        self.root.title("Pope Joan")
        self.root.configure(bg=self.BG, padx=22, pady=18)
        self.root.resizable(False, False)
        self._icon()
        style = ttk.Style(self.root)
        try:
            style.theme_use("clam")
        except tk.TclError:  # pragma: no cover - a Tk without clam
            pass
        style.configure("Gilt.Horizontal.TProgressbar", troughcolor=self.PANEL, background=self.GILT,
                        bordercolor=self.BG, lightcolor=self.GILT, darkcolor=self.GILT)
        tk.Label(self.root, text="Pope Joan", font=("Georgia", 22, "bold"), fg=self.GILT, bg=self.BG).pack(anchor="w")
        self.body = tk.Label(self.root, text=question, justify="left", wraplength=520, font=("Georgia", 11),
                             fg=self.IVORY, bg=self.BG)
        self.body.pack(anchor="w", pady=(8, 12))
        self.bar = ttk.Progressbar(self.root, length=520, maximum=1000, style="Gilt.Horizontal.TProgressbar")
        self.line = tk.Label(self.root, text="", anchor="w", font=("TkFixedFont", 9), fg=self.IVORY, bg=self.BG)
        self.buttons = tk.Frame(self.root, bg=self.BG)
        self.buttons.pack(anchor="e", pady=(6, 0))
        self.words = window_words()
        self.yes = self._button(self.words["install"], self._start, default=True)
        self.no = self._button(self.words["later"], self._close)
        self.root.protocol("WM_DELETE_WINDOW", self._close)
        self.root.bind("<Return>", lambda _e: self._start())
        self.root.bind("<Escape>", lambda _e: self._close())

    def _button(self, text: str, command: Callable[[], None], default: bool = False) -> tkinter.Button:
        button = self.tk.Button(self.buttons, text=text, command=command,
                                font=("Georgia", 11, "bold" if default else ""),
                                fg=self.BG if default else self.IVORY, bg=self.GILT if default else self.PANEL,
                                activebackground=self.IVORY, relief="flat", padx=14, pady=4)
        button.pack(side="left", padx=(10, 0))
        return button

    def _icon(self) -> None:
        try:
            from popejoan import resources

            self._photo = self.tk.PhotoImage(file=str(resources.icon_png(64)))
            self.root.iconphoto(True, self._photo)
        except Exception:  # the window works without its icon
            pass

    def run(self) -> Outcome | None:
        self.root.mainloop()
        return self.outcome

    def _close(self) -> None:
        if not self.installing:  # an install runs to its end (or its failure), never left half done
            self.root.destroy()

    def _start(self) -> None:
        if self.installing or self.outcome is not None:
            return
        self.installing = True
        self.yes.pack_forget()
        self.no.pack_forget()
        self.body.configure(text=self.words["installing"])
        self.bar.pack(anchor="w", pady=(0, 6))
        self.line.pack(anchor="w")
        threading.Thread(target=self._work, daemon=True).start()
        self.root.after(60, self._poll)

    def _work(self) -> None:
        outcome = run_steps(self.steps, lambda fraction, line: self.events.put(("progress", (fraction, line))))
        if not outcome.ok:
            self.undo()
        self.events.put(("done", outcome))

    def _poll(self) -> None:
        try:
            while True:
                _kind, value = self.events.get_nowait()
                if isinstance(value, Outcome):  # "done"
                    self._finish(value)
                    return
                fraction, line = value  # "progress"
                self.bar["value"] = int(1000 * fraction)
                self.line.configure(text=_short(line, 72))
        except queue.Empty:
            pass
        self.root.after(60, self._poll)

    def _finish(self, outcome: Outcome) -> None:
        self.installing = False
        self.outcome = outcome
        if outcome.ok:
            self.root.after(300, self.root.destroy)
            return
        self.bar.pack_forget()
        self.line.pack_forget()
        outcome.shown = True
        self.body.configure(text=outcome.message, fg="#ffb4a0")
        self.no = self._button(self.words["close"], self.root.destroy, default=True)
        self.root.bind("<Return>", lambda _e: self.root.destroy())
