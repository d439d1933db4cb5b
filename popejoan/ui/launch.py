"""Launching from the command line: ``main.py``'s arguments checked, turned into a game, and run.

Every argument is checked before a window opens (a bad one is one line saying
why, :class:`LaunchError`); ``--screenshot`` stages one screen and saves it.
This module opens the app and its scenes; nothing in the app or the scenes
imports it.
"""

from __future__ import annotations

import sys
import time
from typing import Any

import pygame

from popejoan.ui import theme
from popejoan.ui.app import FPS, App, QuitRequested
from popejoan.ui.settings import SPEED_RANGE, Settings, load_settings, settings_path
from popejoan.ui.setup import GameSetup, Seat, computer_levels


class LaunchError(Exception):
    """A command line that cannot start a game (unknown ruleset, bad players ...); the message says why.

    Attributes:
        status: the exit status to end with (2: a bad command line; 1: nothing to continue).
    """

    def __init__(self, message: str, status: int = 2) -> None:
        super().__init__(message)
        self.status = status


def session_to_continue(passed_over: frozenset[str] = frozenset()) -> tuple[str, list[Any]]:
    """The unfinished session played most recently (or one ended during a share-out nobody watched to the end:
    :func:`popejoan.saves.end_unseen`) that no other window of the game is playing, for ``--continue``, as the
    menu's Continue card chooses (:func:`popejoan.saves.to_continue`; a session open in another window is passed
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
    from popejoan.saves import SaveStore, continuable, to_continue

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


def _none_to_continue(folder: Any, problems: list[Any]) -> str:
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


def setup_from_args(args: Any, settings: Settings) -> GameSetup:
    """The game ``main.py``'s arguments ask for, filling gaps from the saved settings.

    Raises:
        LaunchError: an unknown or broken ruleset, a bad variant, a player count
            outside the ruleset's limits, or a bad number.
    """
    from popejoan.engine.errors import PopeJoanError
    from popejoan.engine.ruleset import find_ruleset, ruleset_from_command_line

    try:
        # a path is accepted from the command line only; the settings name an id
        ruleset = ruleset_from_command_line(args.ruleset) if args.ruleset else find_ruleset(settings.ruleset)
    except PopeJoanError as exc:
        if args.ruleset:
            raise LaunchError(str(exc)) from None
        ruleset = find_ruleset(Settings().ruleset)  # the remembered ruleset is gone: the default
    options: dict[str, Any] = {}
    if not args.ruleset or args.ruleset == settings.ruleset:  # the saved variants the ruleset still has
        for name, value in settings.options.get(ruleset.id, {}).items():
            option = ruleset.options.get(name)
            if option is not None and option.choice(value) is not None:
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


def check_numbers(args: Any) -> None:
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


def wants_table(args: Any) -> bool:
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


def finished_deal(setup: GameSetup, deals: int = 4) -> tuple[Any, Any]:
    """A session of ``deals`` deals played to the end by computer players (for screenshots).

    Returns:
        ``(session, deal)``: the last deal, finished and recorded (``finish_deal`` called).
    """
    from popejoan.ai import make_player
    from popejoan.engine.session import Session

    from popejoan.ui.autosave import seat_records

    session = Session(setup.ruleset, setup.names, chips=setup.chips, seed=setup.seed if setup.seed is not None else 7,
                      seats=seat_records(setup), meta={"deals": setup.deals})
    deal = None
    players = [make_player(setup.levels[i] or "normal", seed=100 + i) for i in range(len(setup.seats))]
    for attempt in range(deals + 20):
        deal = session.start_deal()
        while not deal.over:
            seat = deal.to_move
            deal.apply(players[seat].choose(deal.observation(seat)))
        session.finish_deal()
        if attempt + 1 >= deals and deal.winner is not None:  # end on a deal that was played out
            break
    return session, deal


def start_from_args(app: App, args: Any) -> GameSetup:
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


def remember_choices(settings: Settings, args: Any, setup: GameSetup) -> None:
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


def _checked(args: Any) -> tuple[tuple[int, int] | None, str | None, list[Any]]:
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


def open_app(args: Any, *, handle_signals: bool = True) -> App | None:
    """Check ``main.py``'s arguments, open the window and put the first screen on the stack (menu or table).

    Args:
        args: the parsed command line (:func:`main.parse_args`).
        handle_signals: let SIGTERM, SIGINT and SIGHUP end the game through the app's way out.

    Returns:
        The app, ready to :meth:`~popejoan.ui.app.App.run`; None when a quit signal came while it opened
        (the app has already shut down).

    Raises:
        LaunchError: a command line that cannot start (the message says why); no window is left open.
    """
    size, save_id, refused = _checked(args)
    app = App(size, fullscreen=True if args.fullscreen else None, handle_signals=handle_signals,
              language=getattr(args, "language", None))
    app.saving.problems.extend(refused)
    if args.speed is not None:
        app.speed_override = args.speed  # this run only, as --language
    try:
        if save_id is not None:
            _resume(app, save_id)
        elif wants_table(args):
            start_from_args(app, args)
        else:
            app.to_menu()
    except QuitRequested:
        app.shutdown()
        theme.release_fonts()
        pygame.quit()
        return None
    except LaunchError:
        app.restore_signal_handlers()
        pygame.quit()
        raise
    return app


def launch(args: Any, started: float | None = None) -> int:
    """Run the game as ``main.py``'s arguments say; return the exit status.

    Returns:
        0 when the game ended (Quit, window closed, SIGTERM ...), after its way out has run.

    Raises:
        LaunchError: a command line that cannot start (the message says why).
    """
    if args.screenshot:
        return _screenshot(args)
    app = open_app(args)
    if app is None:
        return 0

    def first(at: float) -> None:
        if args.timing and started is not None:
            print(f"first frame {1000 * (at - started):.0f} ms after launch (cpu {1000 * time.process_time():.1f} ms "
                  "since the process started)", flush=True)

    if args.timing and started is not None:
        app.on_menu_ready = lambda: print(
            f"menu filled in (rulesets loaded) {1000 * (time.perf_counter() - started):.0f} ms after launch", flush=True)
        app.sound.on_ready = lambda: print(
            f"sounds ready {1000 * (time.perf_counter() - started):.0f} ms after launch (opened and read in "
            f"{app.sound.load_ms or 0:.0f} ms on their own thread{'' if app.sound.available else ', no device'})",
            flush=True)

    app.run(on_first_frame=first)
    _end_within(EXIT_GRACE_S)
    return 0


EXIT_GRACE_S = 1.5
"""Seconds the process is given to end once the game has closed (see :func:`_end_within`)."""


def _end_within(grace: float) -> None:
    """Make sure the process ends within ``grace`` seconds now that the game's way out has run.

    The app's ``shutdown`` has saved the settings and flushed the saves. What can remain is a
    computer player still thinking on a worker thread, which the interpreter waits for at exit
    (a quit by SIGTERM in the middle of an Expert's search): a daemon thread ends the process with
    status 0 after ``grace`` seconds if it is still there, whichever command started the game
    (``main.py``, ``popejoan``, the app).
    """
    import os
    import sys
    import threading

    def force() -> None:
        time.sleep(grace)
        for stream in (sys.stdout, sys.stderr):
            try:
                if stream is not None:
                    stream.flush()
            except Exception:  # noqa: BLE001
                pass
        os._exit(0)

    threading.Thread(target=force, name="popejoan-exit", daemon=True).start()


def _screenshot(args: Any) -> int:
    """``--screenshot FILE``: stage one scene in a hidden window, save it as a PNG, exit (no save is written)."""
    size, save_id, refused = _checked(args)
    resume = save_id is not None
    scene = args.scene or ("table" if args.ruleset or resume else "menu")
    app = App(size or (1280, 800), hidden=True, language=getattr(args, "language", None))
    app.saving.enabled = False  # a screenshot never writes a save
    app.saving.problems.extend(refused)
    if args.speed is not None:
        app.speed_override = args.speed  # this run only, as --language
    try:
        if resume and scene in ("table", "pause"):
            _stage_resumed(app, save_id, scene)
            path = app.screenshot(args.screenshot)
            print(f"saved {path} ({app.screen_size[0]}x{app.screen_size[1]}, {scene}, resumed {save_id})")
            return 0
        _stage(app, scene, args)
        for _ in range(3):
            app.step(1000 / FPS)
        path = app.screenshot(args.screenshot)
        print(f"saved {path} ({app.screen_size[0]}x{app.screen_size[1]}, {scene})")
    finally:
        theme.release_fonts()
        pygame.quit()
    return 0


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


def _stage_resumed(app: App, save_id: str, scene: str) -> None:
    """A resumed session on screen for a screenshot, as it stood when saved (nothing is played on)."""
    from popejoan.ui.scenes.summary import SummaryScene

    _resume(app, save_id)
    settle = 2000 if isinstance(app.top, SummaryScene) else 50  # a summary draws its standings in
    for _ in range(int(settle / (1000 / FPS))):
        app.step(1000 / FPS, events=[])
    if scene == "pause":
        app.pause()
        for _ in range(12):
            app.step(1000 / FPS, events=[])


def _stage(app: App, scene: str, args: Any) -> None:
    """Put ``scene`` on screen for a screenshot (the table after running a few seconds; the menu, the settings
    and the saved sessions with ``--ruleset``, ``--option`` and ``--players`` as the menu's choices, as when
    the game starts with them; ``args`` may be None for those three: the saved settings' choices)."""
    if (scene in ("menu", "settings", "sessions") and args is not None
            and (args.ruleset or args.players or args.option)):
        remember_choices(app.settings, args, setup_from_args(args, app.settings))
    if scene == "menu":
        app.to_menu()
        return
    if scene == "settings":  # over the menu
        from popejoan.ui.scenes.settings_screen import SettingsScene

        app.to_menu()
        app.step(1000 / FPS)
        app.push(SettingsScene(app))
        return
    if scene == "sessions":
        from popejoan.ui.scenes.sessions import SessionsScene

        app.to_menu()
        app.step(1000 / FPS)
        app.push(SessionsScene(app))
        return
    setup = setup_from_args(args, app.settings)
    if setup.seed is None:
        setup.seed = 7
    if scene == "rules":
        from popejoan.ui.scenes.rules import RulesScene

        app.reset(RulesScene(app, setup.ruleset))
        return
    if scene in ("summary", "final"):
        from popejoan.ui.scenes.summary import SummaryScene

        session, deal = finished_deal(setup, setup.deals or 4)
        if setup.deals is None:
            setup.deals = 0
        try:  # the table the summary lies over, between deals
            from popejoan.ui.scenes.table import TableScene

            app.reset(TableScene(app, session, setup, autostart=False))
            for _ in range(30):
                app.step(1000 / FPS, events=[])
        except Exception:  # noqa: BLE001 - the summary alone is still a true picture
            app.scenes.clear()
        summary = app.push(SummaryScene(app, session, deal, setup=setup))
        if scene == "final":
            summary.end_session(play=False)
            summary.share_shown = len(summary.share_events)  # the share-out dealt to the end
        for _ in range(int(2000 / (1000 / FPS))):  # let the standings and the chart draw themselves in
            app.step(1000 / FPS, events=[])
        return
    if scene == "shareout":
        _stage_share_out(app, setup)
        return
    table = app.start_game(setup)
    if scene == "draw":
        # the draw for the first dealer under way: a card in mid-flight to its player, two landed
        view = table.view  # type: ignore[attr-defined]
        for _ in range(int(8000 / (1000 / FPS))):
            flying = [f for f in view.cards_in_flight if f.visible and 0.45 <= f.t <= 0.8]
            if (flying and len(view.draw_cards) >= 2) or not view.drawing:
                break
            app.step(1000 / FPS, events=[])
        return
    table.director.skip_draw()  # type: ignore[attr-defined]  # past the draw for the first dealer
    if scene == "dealing":
        for _ in range(int(3500 / (1000 / FPS))):  # the board being dressed and the cards going round
            app.step(1000 / FPS, events=[])
        return
    ready_to_play(app, table)
    if scene == "pause":
        app.pause()
    elif scene == "help":
        table.show_keys()  # type: ignore[attr-defined]


def ready_to_play(app: App, table: Any, limit_ms: float = 60000.0) -> None:
    """Run ``table`` on to the moment its first deal is dealt and the first lead is awaited: the board
    dressed, every hand dealt, the turn-up shown (the motion skipped), the human's hand face up (a pass
    card lifted), nobody has played yet.

    Args:
        app: the app the table is on.
        table: a :class:`~popejoan.ui.scenes.table.TableScene` with its first deal started.
        limit_ms: the most table time to run.
    """
    waited = 0.0
    while waited < limit_ms:
        deal = table.deal
        if deal is None or deal.over:
            break
        if table.privacy_for is not None:
            table.hotseat.lift()
            table.hotseat.reveal_guard_ms = 0.0
        if table.timeline.busy:
            table.timeline.finish_all()
        elif table.director.cursor >= len(deal.events) and deal.decision is not None and \
                table.turns.prompt(1).to_move is not None:
            break
        app.step(1000 / FPS, events=[])
        waited += 1000 / FPS
    for tween in list(table.director.side_tweens):  # the hand turning face up
        tween.finish()
    table.view.caption_age = 0.0


def _stage_share_out(app: App, setup: GameSetup) -> None:
    """The share-out under way: a session of a few deals played out, its share-out a few seconds in."""
    from popejoan.ui.scenes.summary import SummaryScene
    from popejoan.ui.scenes.table import TableScene

    session, deal = finished_deal(setup, setup.deals or 3)
    app.reset(TableScene(app, session, setup, autostart=False))
    summary = app.push(SummaryScene(app, session, deal, setup=setup))
    summary.end_session()
    for _ in range(int(6000 / (1000 / FPS))):
        app.step(1000 / FPS, events=[])
