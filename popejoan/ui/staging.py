"""``--screenshot``: one screen staged in a hidden window as a player meets it, and saved as an image.

Part of the start-up chain (main.py -> bootstrap -> start -> ui/launch -> ui/app), on its side road: with
``--screenshot FILE --scene NAME`` :mod:`popejoan.ui.launch` hands over here. The menu, the table, a summary, the
share-out ... are staged from the command line's game (a session played out by computer players where one is
needed: :func:`finished_deal`); no save is written. It does not check the command line
(:mod:`popejoan.ui.command_line`) nor run the game (:mod:`popejoan.ui.launch`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from popejoan.ui import theme
from popejoan.ui.app import FPS, App
from popejoan.ui.command_line import (
    _checked,
    _resume,
    remember_choices,
    setup_from_args,
)
from popejoan.ui.setup import GameSetup

if TYPE_CHECKING:
    from argparse import Namespace

    from popejoan.engine.session import Session
    from popejoan.engine.state import Deal
    from popejoan.ui.scenes.summary import SummaryScene
    from popejoan.ui.scenes.table import TableScene


def finished_deal(setup: GameSetup, deals: int = 4) -> tuple[Session, Deal]:
    """A session of ``deals`` deals played to the end by computer players (for screenshots).

    Returns:
        ``(session, deal)``: the last deal, finished and recorded (``finish_deal`` called).
    """
    from popejoan.ai import make_player
    from popejoan.engine.session import Session
    from popejoan.ui.autosave import seat_records

    session = Session(setup.ruleset, setup.names, chips=setup.chips, seed=setup.seed if setup.seed is not None else 7,
                      seats=seat_records(setup), meta={"deals": setup.deals})
    deal: Deal | None = None
    players = [make_player(setup.levels[i] or "normal", seed=100 + i) for i in range(len(setup.seats))]
    for attempt in range(deals + 20):
        deal = session.start_deal()
        while not deal.over:
            seat = deal.to_move
            assert seat is not None  # (a deal not over has a seat to move)
            deal.apply(players[seat].choose(deal.observation(seat)))
        session.finish_deal()
        if attempt + 1 >= deals and deal.winner is not None:  # end on a deal that was played out
            break
    assert deal is not None  # (a deal at least was played)
    return session, deal


def _screenshot(args: Namespace) -> int:
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
        if save_id is not None and scene in ("table", "pause"):
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


def stage(app: App, scene: str, args: Namespace | None) -> None:
    """Put ``scene`` (a ``--scene`` name) on screen as ``main.py --screenshot`` does, with ``args`` the parsed
    command line (or None for the menu, the settings and the saved sessions: the saved settings' choices)."""
    _stage(app, scene, args)


def _stage(app: App, scene: str, args: Namespace | None) -> None:
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
    if scene == "about":  # over the menu, as its version button opens it
        from popejoan.ui.scenes.about import AboutScene

        app.to_menu()
        app.step(1000 / FPS)
        app.push(AboutScene(app))
        return
    if scene == "stats":  # over the menu, as its Statistics button opens it
        from popejoan.ui.scenes.stats import StatsScene

        app.to_menu()
        app.step(1000 / FPS)
        app.push(StatsScene(app))
        return
    if scene == "differences":  # over the menu, as its "Compare rulesets" button opens it
        from popejoan.ui.scenes.differences import open_differences

        app.to_menu()
        app.step(1000 / FPS)
        open_differences(app)
        return
    if scene == "sessions":
        from popejoan.ui.scenes.sessions import SessionsScene

        app.to_menu()
        app.step(1000 / FPS)
        app.push(SessionsScene(app))
        return
    if scene == "learn":  # the lesson under way, over the menu
        from popejoan.ui.scenes.learn import stage_lesson

        app.to_menu()
        app.step(1000 / FPS)
        stage_lesson(app)
        return
    assert args is not None  # (only the menu, the settings and the saved sessions are staged without)
    setup = setup_from_args(args, app.settings)
    if setup.seed is None:
        setup.seed = 7
    if scene == "rules":
        from popejoan.ui.scenes.rules import RulesScene

        app.reset(RulesScene(app, setup.ruleset))
        return
    if scene == "glossary":  # over the rules screen, as its Glossary button opens it (at the dead hand)
        from popejoan.ui.scenes.glossary import open_glossary
        from popejoan.ui.scenes.rules import RulesScene

        app.reset(RulesScene(app, setup.ruleset))
        open_glossary(app, "dead_hand")
        return
    if scene in ("summary", "final", "review"):
        from popejoan.ui.scenes.summary import SummaryScene

        session, deal = finished_deal(setup, setup.deals or 4)
        if setup.deals is None:
            setup.deals = 0
        try:  # the table the summary lies over, between deals
            from popejoan.ui.scenes.table import TableScene

            app.reset(TableScene(app, session, setup, autostart=False))
            for _ in range(30):
                app.step(1000 / FPS, events=[])
        except Exception:  # the summary alone is still a true picture
            app.scenes.clear()
        summary = app.push(SummaryScene(app, session, deal, setup=setup))
        if scene == "final":
            summary.end_session(play=False)
            summary.share_shown = len(summary.share_events)  # the share-out dealt to the end
        for _ in range(int(2000 / (1000 / FPS))):  # let the standings and the chart draw themselves in
            app.step(1000 / FPS, events=[])
        if scene == "review":
            _stage_review(app, summary)
        return
    if scene == "shareout":
        _stage_share_out(app, setup)
        return
    from popejoan.ui.scenes.table import TableScene

    table = app.start_game(setup)
    assert isinstance(table, TableScene)  # (what the app starts a game on)
    if scene == "draw":
        # the draw for the first dealer under way: a card in mid-flight to its player, two landed
        view = table.view
        for _ in range(int(8000 / (1000 / FPS))):
            flying = [f for f in view.cards_in_flight if f.visible and 0.45 <= f.t <= 0.8]
            if (flying and len(view.draw_cards) >= 2) or not view.drawing:
                break
            app.step(1000 / FPS, events=[])
        return
    table.director.skip_draw()  # past the draw for the first dealer
    if scene == "dealing":
        for _ in range(int(3500 / (1000 / FPS))):  # the board being dressed and the cards going round
            app.step(1000 / FPS, events=[])
        return
    ready_to_play(app, table)
    if scene == "pause":
        app.pause()
    elif scene == "help":
        table.show_keys()


def ready_to_play(app: App, table: TableScene, limit_ms: float = 60000.0) -> None:
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


def _stage_review(app: App, summary: SummaryScene) -> None:
    """"How did I play?" over the summary, its review worked out to the end (a pass card lifted in hot seat)."""
    import time

    reviews = summary.coach_reviews
    if reviews is None:
        return
    while not reviews.ready:
        time.sleep(0.05)
    summary.open_review()
    top = app.top
    from popejoan.ui.scenes.review import ReviewScene

    if isinstance(top, ReviewScene):
        top.passing = None
        marked = next((i for i, d in enumerate(top.decisions()) if d.marked), 0)
        top.selected = marked
    app.step(1000 / FPS, events=[])


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
