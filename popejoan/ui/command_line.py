"""The command line turned into a game: ``main.py``'s arguments checked, a :class:`GameSetup` made of them.

Part of the start-up chain (main.py -> bootstrap -> start -> ui/launch -> ui/app): :mod:`popejoan.ui.launch`
asks this module whether the command line can start (:class:`LaunchError`, one line saying why, before a window
opens), what game it describes (:func:`setup_from_args`), which session ``--continue`` takes up, and starts it
on the app it is handed. It never opens the app nor stages a screenshot (:mod:`popejoan.ui.launch`,
:mod:`popejoan.ui.staging`).
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from popejoan.ui.settings import SPEED_RANGE, Settings, load_settings, settings_path
from popejoan.ui.setup import GameSetup, Seat, computer_levels

if TYPE_CHECKING:
    from argparse import Namespace
    from pathlib import Path

    from popejoan.engine.errors import SaveError
    from popejoan.engine.ruleset import OptionValue
    from popejoan.ui.app import App


class LaunchError(Exception):
    """A command line that cannot start a game (unknown ruleset, bad players ...); the message says why.

    Attributes:
        status: the exit status to end with (2: a bad command line; 1: nothing to continue).
    """

    def __init__(self, message: str, status: int = 2) -> None:
        super().__init__(message)
        self.status = status


def session_to_continue(passed_over: frozenset[str] = frozenset()) -> tuple[str, list[SaveError]]:
    """The unfinished session played most recently (or one ended during a share-out nobody watched to the end:
    :func:`popejoan.storage.saves.end_unseen`) that no other window of the game is playing, for ``--continue``, as the
    menu's Continue card chooses (:func:`popejoan.storage.saves.to_continue`; a session open in another window is passed
    over: it is that window's to play).

    Args:
        passed_over: save ids not to take (sessions found just now not to resume).

    Returns:
        Its save id, and the saves refused on the way (each a ``SaveError``, kept aside; the list of
        saved sessions reports them).

    Raises:
        LaunchError: there is none (status 1; the message says where the saves were looked for), or every
            unfinished session is open in another window (status 1; the message says so in one line).
    """
    from popejoan.engine.errors import SaveError
    from popejoan.storage.saves import SaveStore, continuable, to_continue

    store = SaveStore()
    try:
        saves, problems = store.list_saves()
    except SaveError as exc:
        raise LaunchError(f"the saved sessions cannot be read: {exc}", status=1) from None
    unfinished = [info for info in saves if continuable(info) and info.id not in passed_over]
    if not unfinished:
        raise LaunchError(_none_to_continue(store.folder, problems), status=1)
    info = to_continue(unfinished, store.held_elsewhere)
    if info is None:
        if len(unfinished) == 1:
            raise LaunchError("the unfinished session is open in another Pope Joan window: play it there, or close "
                              "that window first", status=1)
        raise LaunchError(f"all {len(unfinished)} unfinished sessions are open in other Pope Joan windows: play "
                          "them there, or close a window first", status=1)
    return info.id, list(problems)


def _none_to_continue(folder: Path, problems: list[SaveError]) -> str:
    """Why ``--continue`` found nothing to continue, in one line: no save at all, or saves from a newer version of
    the game (it said "none is saved", and a player with a newer save was not told to update), or saves that
    could not be read (the list of saved sessions says why)."""
    from popejoan.engine.errors import NewerSaveError

    newer = sum(isinstance(p, NewerSaveError) for p in problems)
    bad = len(problems) - newer
    if not newer and not bad:
        return f"there is no unfinished session to continue (none is saved in {folder}); start one from the menu"
    words = ["there is no unfinished session this version of Pope Joan can continue"]
    if newer:
        words.append(f"{newer} saved session{'s were' if newer > 1 else ' was'} saved in {folder} by a newer "
                     f"version: update the game to resume {'them' if newer > 1 else 'it'}")
    if bad:
        words.append(f"{bad} save{'s' if bad > 1 else ''} in {folder} could not be read (the menu's Saved "
                     "sessions says why)")
    return "; ".join(words)


def parse_players(text: str, levels: tuple[str, ...]) -> list[Seat]:
    """Seats from ``"Ann,Ben,cpu,cpu:hard"``: a ``cpu`` entry is a computer (level after a colon).

    Raises:
        LaunchError: an empty name or an unknown level.
    """
    from popejoan.ui.i18n import _, computer_names

    names = computer_names()
    seats: list[Seat] = []
    for i, raw in enumerate(part.strip() for part in text.split(",")):
        if not raw:
            raise LaunchError(f"--players: seat {i + 1} has no name")
        head, _colon, level = raw.partition(":")
        if head.lower() in ("cpu", "computer", "ai"):
            level = (level or "normal").lower()
            if level not in levels:
                raise LaunchError(f"--players: unknown computer level '{level}'; choose from {', '.join(levels)}")
            used = {s.name for s in seats}
            # TRANSLATORS: a computer player's name when the period names have run out; {n} is its seat number
            name = next((n for n in names if n not in used), _("Computer {n}").format(n=i + 1))
            seats.append(Seat(name, "computer", level))
        else:
            seats.append(Seat(raw[:24], "human"))
    return seats


def setup_from_args(args: Namespace, settings: Settings) -> GameSetup:
    """The game ``main.py``'s arguments ask for, filling gaps from the saved settings.

    Raises:
        LaunchError: an unknown or broken ruleset, a bad variant, a player count
            outside the ruleset's limits, or a bad number.
    """
    from popejoan.engine.errors import PopeJoanError
    from popejoan.engine.ruleset import find_ruleset, ruleset_from_command_line
    from popejoan.storage.paths import user_ruleset_dir

    mine = user_ruleset_dir()
    try:
        # a path is accepted from the command line only; the settings name an id
        ruleset = (ruleset_from_command_line(args.ruleset, mine) if args.ruleset
                   else find_ruleset(settings.ruleset, mine))
    except PopeJoanError as exc:
        if args.ruleset:
            raise LaunchError(str(exc)) from None
        ruleset = find_ruleset(Settings().ruleset, mine)  # the remembered ruleset is gone: the default
    options: dict[str, OptionValue] = {}
    if not args.ruleset or args.ruleset == settings.ruleset:  # the saved variants the ruleset still has
        for name, value in settings.options.get(ruleset.id, {}).items():
            option = ruleset.options.get(name)
            if option is not None and not isinstance(value, float) and option.choice(value) is not None:
                options[name] = value
    for item in args.option:
        name, sep, value = item.partition("=")
        if not sep:
            raise LaunchError(f"--option {item!r}: write NAME=VALUE, e.g. pope_as_stop=true")
        options[name.strip()] = value.strip()
    try:
        resolved = ruleset.with_options(options)
    except PopeJoanError as exc:
        if args.option:
            raise LaunchError(str(exc)) from None
        resolved = ruleset.with_options({})
    levels = computer_levels()
    limits = ruleset.players
    if args.players:
        seats = parse_players(args.players, levels)
    else:  # the saved seats, fitted to this ruleset's limits as the menu would
        seats = [Seat(s.name, s.kind, s.level if s.level in levels else levels[min(1, len(levels) - 1)])
                 for s in settings.seats][:limits.max]
        from popejoan.ui.i18n import _, computer_names

        spare = [n for n in computer_names() if n not in {s.name for s in seats}]
        while len(seats) < limits.min:
            seats.append(Seat(spare.pop(0) if spare else _("Computer {n}").format(n=len(seats) + 1), "computer",
                              levels[min(1, len(levels) - 1)]))
    if not limits.min <= len(seats) <= limits.max:
        raise LaunchError(f"{ruleset.id} is for {limits.min} to {limits.max} players, not {len(seats)}")
    check_numbers(args)
    chips = args.chips if args.chips is not None else settings.chips.get(ruleset.id, ruleset.starting_chips)
    if not 0 <= chips <= 10000:
        if args.chips is not None:
            raise LaunchError(f"--chips must be 0 to 10000, not {chips}")
        chips = ruleset.starting_chips  # a saved number this version refuses: the ruleset's own
    deals = args.deals if args.deals is not None else (settings.deals or None)
    if deals is not None and deals < 1:
        deals = None
    return GameSetup(ruleset=resolved, seats=seats, chips=chips, deals=deals, seed=args.seed)


MAX_SAVE_DIGITS = 4000
"""The most digits of a number a save may hold (:data:`popejoan.engine.record.MAX_NUMBER_DIGITS`, repeated here so
that checking the command line imports no engine)."""


def check_numbers(args: Namespace) -> None:
    """The command line's numbers, checked whatever else is given.

    Raises:
        LaunchError: ``--chips``, ``--deals`` or ``--speed`` out of range (one line saying the range).
    """
    if getattr(args, "chips", None) is not None and not 0 <= args.chips <= 10000:
        raise LaunchError(f"--chips must be 0 to 10000, not {args.chips}")
    if getattr(args, "deals", None) is not None and not 1 <= args.deals <= 999:
        raise LaunchError(f"--deals must be 1 to 999 (leave it out to play until you stop), not {args.deals}")
    if getattr(args, "speed", None) is not None and not SPEED_RANGE[0] <= args.speed <= SPEED_RANGE[1]:
        raise LaunchError(f"--speed must be {SPEED_RANGE[0]:g} to {SPEED_RANGE[1]:g}, not {args.speed:g}")
    seed = getattr(args, "seed", None)
    if isinstance(seed, int) and len(str(abs(seed))) > MAX_SAVE_DIGITS:  # a save could not be read back
        raise LaunchError(f"--seed has at most {MAX_SAVE_DIGITS:,} digits")


def wants_table(args: Namespace) -> bool:
    """Whether the command line describes a game (so it starts at the table, not the menu)."""
    return bool(args.ruleset or args.players or args.option or args.chips is not None or args.deals is not None)


def _parse_size(text: str | None) -> tuple[int, int] | None:
    """``--size``: ``"1280x800"`` → ``(1280, 800)`` (the app fits any size to the screen and its limits).

    Raises:
        LaunchError: not two whole numbers joined by an "x".
    """
    if not text:
        return None
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise LaunchError(f"--size {text!r}: write WIDTHxHEIGHT, e.g. 1280x800") from None
    if w < 1 or h < 1:
        raise LaunchError(f"--size {text!r}: the width and height must be positive, e.g. 1280x800")
    return w, h


def start_from_args(app: App, args: Namespace) -> GameSetup:
    """Start the game the command line describes, and remember it as the menu's choices.

    "Back to the menu" then shows the seats just played (``--players``), and the
    ruleset and variants (``--ruleset``, ``--option``) as they were; they are
    saved with the settings at once, like choices made in the menu (a playtest
    killed the game with SIGKILL, and the menu had forgotten them).

    Raises:
        LaunchError: as :func:`setup_from_args`.
    """
    setup = setup_from_args(args, app.settings)
    app.start_game(setup)
    remember_choices(app.settings, args, setup)
    app.save_settings()  # at once, as the menu's "Deal the cards" does: a game killed later keeps them
    return setup


def remember_choices(settings: Settings, args: Namespace, setup: GameSetup) -> None:
    """Make the command line's ``--players``, ``--ruleset`` and ``--option`` the menu's choices in ``settings``
    (a ruleset given by its file's path is not one the menu lists, and is not remembered).

    Args:
        settings: changed in place (saved with the settings as choices made in the menu are).
        args: the parsed command line.
        setup: the game it describes (:func:`setup_from_args`).
    """
    if args.players:
        settings.seats = [Seat(seat.name, seat.kind, seat.level) for seat in setup.seats]
    rid = setup.ruleset.id
    if args.ruleset and not str(args.ruleset).lower().endswith((".yaml", ".yml")):
        settings.ruleset = rid  # a ruleset file given by its path is not one the menu lists
    if args.option and settings.ruleset == rid:
        settings.options[rid] = dict(setup.ruleset.chosen)


def _checked(args: Namespace) -> tuple[tuple[int, int] | None, str | None, list[SaveError]]:
    """Every command-line argument checked before a window opens.

    Returns:
        The window size asked for (or None), the save id ``--continue`` takes up (or None), and the
        saves refused while looking for it.

    Raises:
        LaunchError: a bad argument, or nothing to continue (the message says why).
    """
    size = _parse_size(args.size)
    check_numbers(args)
    resume = bool(getattr(args, "resume", False))
    if resume and wants_table(args):
        raise LaunchError("--continue takes up the last session as it was saved: leave out --ruleset, --players, "
                          "--option, --chips and --deals")
    if resume and args.scene not in (None, "table", "pause", "menu", "sessions"):
        raise LaunchError(f"--continue --scene {args.scene}: with --continue the scene is table, pause, menu or "
                          "sessions")
    if wants_table(args):  # every game argument is checked before a window opens, with or without --players
        setup_from_args(args, load_settings(settings_path())[0])
    save_id, refused = session_to_continue() if resume else (None, [])
    return size, save_id, refused


def resume_session(app: App, save_id: str) -> None:
    """Take up saved session ``save_id`` at the table as ``--continue`` does (falling back, session by session, to
    the unfinished one played most recently before it when it is refused; said on stderr).

    Raises:
        LaunchError: every unfinished session is refused (status 1).
    """
    _resume(app, save_id)


def _resume(app: App, save_id: str) -> None:
    """Take up saved session ``save_id`` at the table (one ended during a share-out nobody watched to the end: its
    share-out, then its standings, over the menu); if it is refused (damaged, from a newer version ...), the
    unfinished session played most recently before it, and so on, saying on stderr which was refused and why
    (the list of saved sessions says it too).

    Raises:
        LaunchError: every unfinished session is refused (status 1; the message says why the last one played
            was, and where the file was kept).
    """
    from popejoan.engine.errors import SaveError

    first: SaveError | None = None
    passed_over: set[str] = set()
    while True:
        try:
            if not app.scenes and app.saving.store.info(save_id).finished:
                app.to_menu()  # an ended session's share-out and standings open over the menu, as from its card
            app.resume_game(save_id)
            return
        except SaveError as exc:
            first = first or exc
            refused = exc
            passed_over.add(save_id)
        try:
            save_id, _ = session_to_continue(frozenset(passed_over))
        except LaunchError:
            raise LaunchError(f"the last session cannot be continued: {first}", status=1) from None
        print(f"Pope Joan: a session cannot be continued: {refused}; the one played before it is taken up instead",
              file=sys.stderr, flush=True)
