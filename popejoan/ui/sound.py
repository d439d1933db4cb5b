"""The game's sounds: one call per kind of thing that happens, played through pygame's mixer when there is one.

The sounds are WAV files in ``assets/sounds/``, computed by
``assets/sounds/synthesise.py`` (see ``assets/README.md``). The table's
director calls :meth:`SoundBoard.play` once for each kind of event as its
step begins (a card laid down, a stop, fish into or out of a compartment,
the board turning, the Pope, Game ...), the share-out and the draw for the
first dealer likewise, the summary at the end of a session; nothing else in
the game knows about sound.

- **Lazily loaded.** Nothing is opened until :meth:`SoundBoard.start`, which
  the app calls once its first frame is on screen; the mixer is opened and
  the files read on a background thread, and :meth:`play` is silent until
  they are ready. ``bench/startup.py`` measures that the first frame does not
  wait for any of it.
- **Silent where there is no sound.** With ``SDL_AUDIODRIVER=dummy``, no
  device, a mixer that will not open, or the mixer missing from pygame, every
  call still works (and is still recorded in :attr:`SoundBoard.log`) and
  nothing is heard. A missing or broken file is reported once in
  :attr:`SoundBoard.problems` (the app shows it with its notices) and only
  its own sound is lost.
- **Following the animation.** A caller that knows how long its motion lasts
  passes ``length_ms`` (real milliseconds, already divided by the speed):
  a longer sound fades out over that time, so at twice the speed the board's
  rumble ends when the board stops. Each kind has a shortest gap between two
  plays, so fifty-one cards dealt at three times the speed, or a skipped
  step's burst of calls, never pile up. :meth:`cut` stops what is playing
  (Space or a click skips the motion); :meth:`hushed` silences calls made
  while motion is finished all at once (a deal taken up mid-way, a replay's
  skip to the end).
- **Volume, mute, ambience** are the player's settings
  (:class:`~popejoan.ui.settings.Settings`: ``sound_volume``, ``muted``,
  ``ambience``); the ambience is a quiet 16-second loop of a parlour fire and
  a clock, on a channel of its own.

Times are milliseconds; volumes 0..1.
"""

from __future__ import annotations

import contextlib
import logging
import random
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

from popejoan import resources
from popejoan.ui.i18n import N_, _

if TYPE_CHECKING:
    import pygame

SOUND_DIR = resources.sounds_dir()
"""The shipped sounds (``assets/sounds/*.wav``, wherever :mod:`popejoan.resources` finds the game's files)."""

BIG_POT = 12
"""Fish in one flight from which the richer "big pot" clinking is played."""

MESSAGES: dict[str, str] = {
    # TRANSLATORS: {files} lists sound files' names, {folder} is where they should be
    "missing": N_("Some sounds are missing and will not be heard: {files} (in {folder})"),
    # TRANSLATORS: {files} lists sound files' names, each with what is wrong with it in brackets
    "broken": N_("Some sound files could not be read and will not be heard: {files}"),
    # TRANSLATORS: {reason} is the sound system's own message (English)
    "no_device": N_("No sound device could be opened ({reason}): the game plays silently"),
    "no_mixer": N_("This pygame has no sound mixer: the game plays silently"),
}
"""Every sentence this module says, in English (the catalog's ids): :attr:`SoundBoard.reason` and
:attr:`SoundBoard.problems` translate them when read, so a change of language shows at once."""

log = logging.getLogger("popejoan.sound")


@dataclass(frozen=True)
class Kind:
    """One kind of sound.

    Attributes:
        files: its files (without ``.wav``); several are variants, one picked at random each time.
        volume: its own loudness, 0..1, before the player's volume.
        gap_ms: the shortest time (real milliseconds) between two plays of it; calls closer are dropped.
    """

    files: tuple[str, ...]
    volume: float = 1.0
    gap_ms: float = 40.0


KINDS: dict[str, Kind] = {
    "shuffle": Kind(("shuffle",), 0.8, 300.0),
    "deal": Kind(("deal-1", "deal-2", "deal-3"), 0.55, 30.0),
    "card": Kind(("card-1", "card-2", "card-3"), 0.85, 45.0),
    "stop": Kind(("stop",), 0.75, 120.0),
    "fish_in": Kind(("fish-in",), 0.7, 90.0),
    "fish_in_big": Kind(("fish-in-big",), 0.75, 200.0),
    "fish_out": Kind(("fish-out",), 0.7, 90.0),
    "fish_out_big": Kind(("fish-out-big",), 0.75, 200.0),
    "board": Kind(("board-turn",), 0.6, 150.0),
    "pope": Kind(("pope",), 0.7, 400.0),
    "game": Kind(("game",), 0.75, 600.0),
    "session_end": Kind(("session-end",), 0.8, 1000.0),
    "ambience": Kind(("ambience",), 0.3, 0.0),
}
"""Every kind of sound the game plays, by the name callers use."""

AMBIENCE = "ambience"
"""The looping kind, played on its own channel while the ambience is on."""


@dataclass(frozen=True)
class Played:
    """One call to :meth:`SoundBoard.play`, as :attr:`SoundBoard.log` keeps it.

    Attributes:
        kind: the kind asked for (``"fish_in"``; a big pot's call is logged as ``"fish_in_big"``).
        count: the fish it was for (0 when not about fish).
        length_ms: the motion's length it was to follow, or None.
        heard: whether it reached the speakers (False: muted, hushed, too soon after the last, not loaded,
            no device).
    """

    kind: str
    count: int = 0
    length_ms: float | None = None
    heard: bool = False


class SoundBoard:
    """The game's sounds and the player's volume.

    Args:
        volume: the player's volume, 0..1.
        muted: whether sound is off.
        ambience: whether the parlour ambience loops quietly under the game.
        folder: where the sound files are (default :data:`SOUND_DIR`).

    Attributes:
        log: the latest calls to :meth:`play` (at most 2,000), heard or not: what the tests read.
        problems: what went wrong, in words, once each (missing or broken files); the app shows them.
        available: whether a device is open and the files are read (False until :meth:`start` finishes).
        reason: why there is no sound, in words, when the mixer could not be opened (else "").
        started: whether :meth:`start` has been called.
        load_ms: how long opening the mixer and reading the files took (milliseconds), once done.
        on_ready: called (on the loading thread) when the start has finished, sound or no sound; or None.
    """

    def __init__(self, volume: float = 0.8, muted: bool = False, ambience: bool = False,
                 folder: Path | None = None) -> None:
        self.folder = folder or SOUND_DIR
        self.volume = _clamp(volume)
        self.muted = bool(muted)
        self.ambience = bool(ambience)
        self.log: deque[Played] = deque(maxlen=2000)
        self._problems: list[tuple[str, dict[str, str]]] = []
        self.available = False
        self._reason: tuple[str, dict[str, str]] | None = None
        self.started = False
        self._sounds: dict[str, list[pygame.mixer.Sound]] = {}
        self._last: dict[str, float] = {}
        self._last_variant: dict[str, int] = {}
        self._rng = random.Random(1851)
        self._hush = 0
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._mixer: ModuleType | None = None  # pygame.mixer, once it is open
        self._ambience_channel: pygame.mixer.Channel | None = None
        self.load_ms: float | None = None
        self.on_ready: Callable[[], None] | None = None

    # --- starting -------------------------------------------------------------------------------

    def start(self, background: bool = True) -> None:
        """Open the mixer and read the files (once): on a background thread by default.

        Called by the app after its first frame is shown. Whatever fails (no device, a missing file) is
        kept in :attr:`reason` or :attr:`problems`; nothing is raised.

        Args:
            background: read on a daemon thread (the app); False reads now (tests, benchmarks).
        """
        if self.started:
            return
        self.started = True
        if background:
            self._thread = threading.Thread(target=self._load, name="popejoan-sound", daemon=True)
            self._thread.start()
        else:
            self._load()

    def wait(self, timeout: float = 5.0) -> bool:
        """Wait (at most ``timeout`` seconds) for a background start to finish; True when it has."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
            return not thread.is_alive()
        return self.started

    def _load(self) -> None:
        began = time.perf_counter()
        try:
            self._open()
        finally:
            self.load_ms = (time.perf_counter() - began) * 1000.0
            if self.on_ready is not None:
                try:
                    self.on_ready()
                except Exception:  # a report, never a reason to fail
                    pass

    def _open(self) -> None:
        try:
            import pygame
            import pygame.mixer as mixer
        except (ImportError, NotImplementedError):
            self._reason = (MESSAGES["no_mixer"], {})
            return
        try:
            if not mixer.get_init():
                mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            mixer.set_num_channels(24)
            mixer.set_reserved(1)  # channel 0: the ambience
        except (pygame.error, NotImplementedError, OSError) as exc:
            self._reason = (MESSAGES["no_device"], {"reason": str(exc).strip() or "no device"})
            log.info("no sound device: %s", exc)
            return
        missing: list[str] = []
        broken: list[str] = []
        sounds: dict[str, list[pygame.mixer.Sound]] = {}
        for name, kind in KINDS.items():
            loaded = []
            for stem in kind.files:
                path = self.folder / f"{stem}.wav"
                if not path.is_file():
                    missing.append(path.name)
                    continue
                try:
                    loaded.append(mixer.Sound(str(path)))
                except (pygame.error, OSError, ValueError) as exc:
                    broken.append(f"{path.name} ({str(exc).strip() or 'unreadable'})")
            if loaded:
                sounds[name] = loaded
        with self._lock:
            self._sounds = sounds
            self._mixer = mixer
            self.available = True
            if missing:
                self._problem(MESSAGES["missing"], files=", ".join(missing), folder=str(self.folder))
            if broken:
                self._problem(MESSAGES["broken"], files=", ".join(broken))
        self._sync_ambience()

    @property
    def reason(self) -> str:
        """Why the game plays silently (no mixer, no device), in the interface language; "" when it need not."""
        if self._reason is None:
            return ""
        message, values = self._reason
        return _(message).format(**values)

    @property
    def problems(self) -> list[str]:
        """What went wrong loading the sounds (files missing or unreadable), in the interface language."""
        return [_(message).format(**values) for message, values in self._problems]

    def _problem(self, message: str, **values: str) -> None:
        if (message, values) not in self._problems:
            self._problems.append((message, values))
            log.warning("%s", message.format(**values))

    # --- playing --------------------------------------------------------------------------------

    def play(self, kind: str, *, count: int = 0, length_ms: float | None = None) -> bool:
        """Play one sound of ``kind`` (a key of :data:`KINDS`), if sound is on and it is not too soon.

        Args:
            kind: what happened: ``"card"``, ``"stop"``, ``"fish_in"`` ...
            count: for fish, how many move (from :data:`BIG_POT` the ``_big`` kind plays instead).
            length_ms: how long (real milliseconds) the motion it goes with lasts; a longer sound fades
                out over that time.

        Returns:
            Whether it was heard. Every call is recorded in :attr:`log` either way.
        """
        if count >= BIG_POT and kind + "_big" in KINDS:
            kind = kind + "_big"
        if kind not in KINDS:
            raise KeyError(f"no sound of kind {kind!r}")
        now = time.perf_counter() * 1000.0
        spec = KINDS[kind]
        heard = False
        if not self.muted and not self._hush and now - self._last.get(kind, -1e12) >= spec.gap_ms:
            heard = self._play(kind, spec, length_ms)
            if heard:
                self._last[kind] = now
        self.log.append(Played(kind, count, length_ms, heard))
        return heard

    def _play(self, kind: str, spec: Kind, length_ms: float | None) -> bool:
        with self._lock:
            variants = self._sounds.get(kind)
        if not variants:
            return False
        index = 0
        if len(variants) > 1:  # never the same variant twice running
            index = self._rng.randrange(len(variants) - 1)
            if index >= self._last_variant.get(kind, -1):
                index += 1
            self._last_variant[kind] = index
        sound = variants[index]
        try:
            channel = sound.play()
            if channel is None:
                return False
            channel.set_volume(spec.volume * self.volume)
            if length_ms is not None and sound.get_length() * 1000.0 > length_ms + 30.0:
                channel.fadeout(max(60, int(length_ms)))
        except Exception:  # a sound must never stop the game
            return False
        return True

    def cut(self) -> None:
        """Stop every sound playing now but the ambience (Space or a click skipped the motion; sound was muted).

        A stop, not a fade: SDL_mixer will not shorten a fade already under way (a sound following its
        motion's length is fading already), and the sounds are short and soft enough not to click.
        """
        mixer = self._mixer
        if mixer is None:
            return
        try:
            for i in range(1, mixer.get_num_channels()):
                channel = mixer.Channel(i)
                if channel.get_busy():
                    channel.stop()
        except Exception:
            pass

    @contextlib.contextmanager
    def hushed(self) -> Iterator[None]:
        """Calls made inside are logged but not heard (motion finished all at once, with no time to hear it)."""
        self._hush += 1
        try:
            yield
        finally:
            self._hush -= 1

    def stop(self) -> None:
        """Stop every sound, the ambience included (leaving the game)."""
        mixer = self._mixer
        if mixer is None:
            return
        try:
            mixer.stop()
        except Exception:
            pass
        self._ambience_channel = None

    # --- the player's settings -------------------------------------------------------------------

    def configure(self, volume: float | None = None, muted: bool | None = None,
                  ambience: bool | None = None) -> None:
        """Change the volume (0..1), mute, or the ambience; what is playing follows at once."""
        if volume is not None:
            self.volume = _clamp(volume)
        if muted is not None:
            self.muted = bool(muted)
            if self.muted:
                self.cut()
        if ambience is not None:
            self.ambience = bool(ambience)
        self._sync_ambience()

    def _sync_ambience(self) -> None:
        """Start, stop or re-level the ambience loop to match the settings."""
        mixer = self._mixer
        if mixer is None:
            return
        want = self.ambience and not self.muted and self.volume > 0
        try:
            channel = mixer.Channel(0)
            if not want:
                if channel.get_busy():
                    channel.fadeout(400)
                self._ambience_channel = None
                return
            with self._lock:
                sounds = self._sounds.get(AMBIENCE)
            if not sounds:
                return
            if self._ambience_channel is None or not channel.get_busy():
                channel.play(sounds[0], loops=-1, fade_ms=1500)
                self._ambience_channel = channel
            channel.set_volume(KINDS[AMBIENCE].volume * self.volume)
        except Exception:
            self._ambience_channel = None

    def kinds_logged(self) -> list[str]:
        """The kinds in :attr:`log`, in order (tests)."""
        return [p.kind for p in self.log]


def _clamp(volume: float) -> float:
    try:
        value = float(volume)
    except (TypeError, ValueError):
        return 0.8
    return 0.0 if value < 0 or value != value else 1.0 if value > 1 else value


SILENT = SoundBoard()
"""A board that is never started, so it plays nothing (scenes of a stand-in app with no sound: benchmarks)."""


def of(app: object) -> SoundBoard:
    """The sound board of ``app`` (a :class:`~popejoan.ui.scene.Navigator`: its ``sound``), or :data:`SILENT` for a
    stand-in app that has none (a benchmark's: the one value here that may be anything)."""
    board = getattr(app, "sound", None)
    return board if isinstance(board, SoundBoard) else SILENT


__all__ = ["AMBIENCE", "BIG_POT", "KINDS", "Kind", "MESSAGES", "Played", "SILENT", "SOUND_DIR", "SoundBoard", "of"]
