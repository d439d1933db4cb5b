"""The table scene, driven like a player would: real pygame mouse and key events, headless.

Runs under ``SDL_VIDEODRIVER=dummy`` (set by ``tests/conftest.py`` and the
harness). Events are posted as ``pygame.event.Event`` objects with ``pos`` /
``key``; the scene reads those, never ``pygame.mouse.get_pos()``.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import FakeApp, click, key, watch_table_faces  # noqa: E402

from popejoan.engine.events import CardPlayed, PopeOffered  # noqa: E402
from popejoan.engine.ruleset import find_ruleset  # noqa: E402
from popejoan.engine.session import Session  # noqa: E402
from popejoan.engine.state import POPE  # noqa: E402
from popejoan.ui.scenes.table import TableScene, captions  # noqa: E402
from tests.ui.driver import words_drawn  # noqa: E402

NAMES = ["Ann", "Ben", "Cora", "Dick", "Eliza", "Fred", "Grace", "Hal"]
FRAME_MS = 1000 / 30


def make_table(ruleset: str, levels: list, seed: int = 7, speed: float = 4.0, options: dict | None = None,
               size: tuple[int, int] = (1280, 720), first_dealer: int | None = None) -> tuple[FakeApp, TableScene]:
    """A fake app with a table scene of ``len(levels)`` seats on top (the first dealer drawn unless given)."""
    app = FakeApp(size, speed=speed)
    rules = find_ruleset(ruleset).with_options(options or {})
    session = Session(rules, NAMES[: len(levels)], seed=seed, first_dealer=first_dealer)
    scene = TableScene(app, session, levels, deals=3, seed=seed)
    app.push(scene)
    return app, scene


def legal_click_point(scene: TableScene, seat: int, card: int) -> tuple[int, int]:
    """A point on ``card`` in the bottom hand that no other card covers."""
    for c, rect in scene.hand_rects(seat):
        if c == card:
            return (rect.x + 3, rect.y + 6)
    raise AssertionError(f"card {card} is not in the shown hand")


def run_until(app: FakeApp, scene: TableScene, done, limit: int = 20000, on_frame=None) -> int:
    """Step frames until ``done()``; return the frames taken."""
    for frame in range(limit):
        if done():
            return frame
        app.step(FRAME_MS)
        if on_frame is not None:
            on_frame(frame)
    raise AssertionError("the table did not get there")


def run_until_clock(app: FakeApp, done, seconds: float = 60.0) -> None:
    """Step frames until ``done()``, by the clock: for what a worker thinks out in real time (a hint, a
    computer's choice), which a fixed number of quick frames may outrun on a loaded machine."""
    import time

    start = time.monotonic()
    while not done():
        assert time.monotonic() - start < seconds, "the table did not get there in time"
        app.step(FRAME_MS)
        time.sleep(0.002)


def test_whole_deal_one_human_with_clicks_and_keys() -> None:
    app, scene = make_table("parlett", [None, "normal", "easy", "normal"], seed=3)
    session = scene.session
    plays = 0

    def act(frame: int) -> None:
        nonlocal plays
        seat = scene.human_to_act
        if seat is None:
            return
        assert seat == 0
        assert scene.privacy_for is None  # one human: no privacy card
        legal = scene.deal.legal_actions()
        if plays % 2 == 0:
            for event in click(legal_click_point(scene, seat, legal[-1])):
                scene.handle_event(event)
        else:
            for event in key(pygame.K_RIGHT) + key(pygame.K_RETURN):
                scene.handle_event(event)
        plays += 1

    run_until(app, scene, lambda: session.deals_played == 1, on_frame=act)
    assert plays >= 1
    # the view landed exactly on the engine's numbers
    assert scene.balances == session.balances
    assert scene.board.counts == {name: session.board.get(name, 0) for name in scene.board.order}
    assert sum(session.balances) + sum(session.board.values()) == 4 * session.rules.starting_chips


def test_privacy_card_between_two_humans_and_hidden_faces_never_drawn() -> None:
    app, scene = make_table("parlett", [None, None, "normal", "normal"], seed=5)
    session = scene.session
    humans = {0, 1}
    privacy_seen: list[int] = []
    decided: list[int] = []

    def check(frame: int) -> None:
        deal = scene.deal
        if deal is None:
            return
        public = {deal.turn_up} | {c for _, c in deal.played}
        if scene.view.drawing:  # the draw for the first dealer turns cards of another pack, face up for all
            public |= {drawn.card for drawn in session.dealer_draw.cards}
        if scene.privacy_for is not None:
            # the privacy card hides the whole table: no hand's face at all
            assert [c for owner, c in scene.faces_drawn if owner is not None] == []
            if not privacy_seen or privacy_seen[-1] != scene.privacy_for:
                privacy_seen.append(scene.privacy_for)
            assert scene.names[scene.privacy_for] in ("Ann", "Ben")
            for event in click((640, 360)):
                scene.handle_event(event)
            return
        shown = scene.human_to_act
        for seat in humans:
            if seat == shown:
                continue
            hidden = set(deal.hands[seat]) - public
            drawn = {c for _, c in scene.faces_drawn}
            assert not (hidden & drawn), f"{scene.names[seat]}'s hidden cards were drawn face up"
        if shown is not None:
            assert shown in humans
            if scene.reveal_guard_ms > 0:
                return  # a hand just shown behind a pass card ignores plays for a moment
            card = deal.legal_actions()[0]
            for event in click(legal_click_point(scene, shown, card)):
                scene.handle_event(event)
            decided.append(shown)
            # hidden again at once: the next frame shows no face of that hand
            assert scene.shown_seat is None

    run_until(app, scene, lambda: session.deals_played == 1, on_frame=check)
    assert privacy_seen, "no privacy card was shown"
    assert set(privacy_seen) <= humans
    assert decided and set(decided) <= humans


def test_space_skips_the_current_animation() -> None:
    app, scene = make_table("parlett", [None, "normal", "normal"], speed=1.0)
    app.step(FRAME_MS)
    first = scene.timeline.current
    assert first is not None
    app.step(FRAME_MS, key(pygame.K_SPACE))
    assert first.done
    # a few more presses get through the dressing and the whole deal of 51 cards
    for _ in range(12):
        if scene.timeline.current is not None and scene.timeline.current.name == "deal":
            break
        app.step(FRAME_MS, key(pygame.K_SPACE))
    assert scene.timeline.current is not None and scene.timeline.current.name == "deal"
    app.step(FRAME_MS, key(pygame.K_SPACE))
    assert sum(scene.hand_counts) + scene.dead_count + scene.undealt_count == 51
    # a click skips too
    app.step(FRAME_MS)
    busy = scene.timeline.current
    if busy is not None:
        app.step(FRAME_MS, click((20, 20)))
        assert busy.done


def test_pope_offer_is_a_clear_choice() -> None:
    rules = find_ruleset("japanese").with_options({"pope_as_stop": True})
    # find a seed where always leading the first legal card brings a Pope offer
    for seed in range(400):
        session = Session(rules, NAMES[:3], seed=seed)
        deal = session.start_deal()
        while not deal.over and not any(isinstance(e, PopeOffered) for e in deal.events):
            deal.apply(deal.legal_actions()[0])
        if any(isinstance(e, PopeOffered) for e in deal.events):
            break
    else:
        pytest.skip("no Pope offer in 400 seeds")
    app, scene = make_table("japanese", [None, None, None], seed=seed, options={"pope_as_stop": True})
    session = scene.session
    answered = []

    def act(frame: int) -> None:
        if scene.privacy_for is not None or scene.turns.not_holding() is not None:
            for event in key(pygame.K_RETURN):  # lift the pass card, or pass the screen on in the Pope's round
                scene.handle_event(event)
            return
        seat = scene.human_to_act
        if seat is None or scene.reveal_guard_ms > 0:  # a hand just shown ignores plays for a moment
            return
        if scene.deal.decision == "pope_offer":
            app.step(FRAME_MS)  # draw the offer once
            play, keep = scene.offer_rects()
            for event in click(play.center):
                scene.handle_event(event)
            answered.append(seat)
            return
        card = scene.deal.legal_actions()[0]
        for event in click(legal_click_point(scene, seat, card)):
            scene.handle_event(event)

    run_until(app, scene, lambda: bool(answered) or session.deals_played == 1, on_frame=act)
    assert answered
    events = scene.deal.events if scene.deal is not None else session.history[-1].events
    assert any(isinstance(e, CardPlayed) and e.card == POPE and e.pope_as_stop for e in events)


def test_renders_to_png_not_blank(tmp_path: Path) -> None:
    app, scene = make_table("russian", ["normal"] * 8, speed=2.0)
    run_until(app, scene, lambda: scene.deal is not None and len(scene.deal.played) >= 3, limit=5000)
    app.step(FRAME_MS)
    out = tmp_path / "table.png"
    pygame.image.save(app.screen, str(out))
    image = pygame.image.load(str(out))
    assert image.get_size() == (1280, 720)
    colours = {image.get_at((x, y))[:3] for x in range(0, 1280, 16) for y in range(0, 720, 16)}
    assert len(colours) > 200, "the table looks blank"


def test_resize_lays_the_table_out_again() -> None:
    app, scene = make_table("parlett", [None, "normal", "normal", "normal", "normal"])
    for _ in range(30):
        app.step(FRAME_MS)
    app.resize((960, 600))
    app.step(FRAME_MS)
    assert scene.layout is not None and scene.layout.size == (960, 600)
    assert scene.board.radius <= 600 * 0.26
    app.resize((1600, 900))
    app.step(FRAME_MS)
    assert scene.layout.size == (1600, 900)


def test_hover_reason_uses_names_not_you() -> None:
    app, scene = make_table("parlett", [None, "normal", "normal"], seed=9)
    run_until(app, scene, lambda: scene.human_to_act == 0 or scene.session.deals_played == 1)
    if scene.human_to_act != 0:
        pytest.skip("the human never had to lead")
    legal = set(scene.deal.legal_actions())
    illegal = [c for c in scene.hands[0] if c not in legal]
    if not illegal:
        pytest.skip("every card was legal")
    card = illegal[0]
    rect = dict(scene.hand_rects(0))[card]
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(rect.x + 3, rect.bottom - 6), rel=(0, 0),
                                          buttons=(0, 0, 0)))
    assert scene.hover_card == card
    refusal = scene.deal.refusal(card)
    assert refusal is not None
    words = captions.refusal_words(refusal, "Ann")
    assert "you" not in words.split() and "Ann" in words
    app.step(FRAME_MS)


@pytest.mark.parametrize("ruleset", ["parlett", "hoyle-1847", "spanish", "cacumen", "japanese", "russian"])
def test_every_ruleset_plays_and_the_view_lands_on_the_engine(ruleset: str) -> None:
    rules = find_ruleset(ruleset)
    players = rules.players.max
    app = FakeApp((1280, 720), speed=8.0)
    session = Session(rules.with_options({}), NAMES[:players], seed=players)
    scene = TableScene(app, session, ["easy"] * players, seed=2)
    app.push(scene)
    checked = 0
    for _ in range(20000):
        if session.deals_played >= 2:
            break
        app.step(50)
        if app.top is not scene:  # the summary is up: the table shows exactly the engine's numbers
            assert scene.balances == session.balances
            assert scene.board.counts == {name: session.board.get(name, 0) for name in scene.board.order}
            checked += 1
            app.pop()
    assert checked == 2


def test_no_face_of_a_hidden_hand_reaches_the_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    """Belt and braces for privacy: watch every card face the table asks the artwork for."""
    app, scene = make_table("parlett", [None, None, "normal"], seed=8)
    requested = watch_table_faces(monkeypatch)
    session = scene.session
    for _ in range(20000):
        if session.deals_played >= 1:
            break
        requested.clear()
        app.step(FRAME_MS)
        deal = scene.deal
        if deal is None:
            continue
        public = {deal.turn_up} | {c for _, c in deal.played}
        if scene.view.drawing:  # the draw for the first dealer turns cards of another pack, face up for all
            public |= {drawn.card for drawn in session.dealer_draw.cards}
        shown = scene.human_to_act
        for seat in (0, 1):
            if seat != shown:
                leaked = (set(deal.hands[seat]) - public) & set(requested)
                assert not leaked, f"{scene.names[seat]}'s hidden cards were drawn"
        if scene.privacy_for is not None:
            app.step(FRAME_MS, key(pygame.K_RETURN))
        elif shown is not None:
            app.step(FRAME_MS, key(pygame.K_RETURN))
    assert session.deals_played == 1


def test_the_dealer_alone_may_look_at_the_stock() -> None:
    app, scene = make_table("hoyle-1847", [None, "normal", "normal", "normal"], seed=4, first_dealer=0)
    run_until(app, scene, lambda: scene.human_to_act == 0 or scene.session.deals_played == 1)
    if scene.human_to_act != 0:
        pytest.skip("Ann never had to lead")
    stock = set(scene.deal.observation(0).stock or ())
    assert stock, "hoyle-1847 lets the dealer look at the stock"
    app.step(FRAME_MS)
    assert not stock & {c for owner, c in scene.faces_drawn if owner == 0} - {scene.deal.turn_up}
    hover = pygame.event.Event(pygame.MOUSEMOTION, pos=scene.stock_rect().center, rel=(0, 0), buttons=(0, 0, 0))
    app.step(FRAME_MS, [hover])
    assert stock <= {c for owner, c in scene.faces_drawn}
    # another seat's view never shows it
    assert scene.deal.observation(1).stock is None


ALL_RULESETS = ["parlett", "hoyle-1847", "spanish", "cacumen", "japanese", "russian"]


@pytest.mark.parametrize("size", [(960, 600), (1152, 680), (1280, 720), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("ruleset", ALL_RULESETS)
def test_the_bottom_plaque_never_covers_the_hand(ruleset: str, size: tuple[int, int]) -> None:
    rules = find_ruleset(ruleset)
    for players in sorted({rules.players.min, rules.players.max}):
        app, scene = make_table(ruleset, [None] + ["easy"] * (players - 1), size=size)
        plaque = scene.plaque_rect(0)
        rects = [r for _, r in scene.hand_rects(0)]
        assert rects
        for r in rects:
            # raised or not, no card of the hand lies under the plaque
            assert not plaque.colliderect(r.inflate(0, 40)), f"{ruleset} {players}p {size}: {plaque} covers {r}"
            assert r.left >= 0 and r.right <= size[0]
        # and each card is clickable where it shows
        first = rects[0]
        assert scene.hand_rects(0)[0][1].collidepoint(first.x + 3, first.y + 6)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_plaque_text_never_overlaps(size: tuple[int, int]) -> None:
    app, scene = make_table("russian", [None, "normal", "expert", "easy", "hard", "normal", "easy", "normal"],
                            size=size)
    for seat in range(1, scene.n):
        for balance in (-99, -9, 7, 119):
            scene.dealer = seat
            scene.balances[seat] = balance
            img, margin = scene.plaque_image(seat, False, False)
            chips, tag = scene.plaque_text_rects[seat]
            plaque = pygame.Rect(0, 0, *scene.layout.plaque)
            assert tag is not None
            assert not chips.colliderect(tag), f"{size}: '{balance}' runs into the tag"
            assert chips.right + 4 <= tag.left
            assert plaque.contains(chips) and plaque.contains(tag)
        # every plaque stays inside the window
        assert app.screen.get_rect().contains(scene.plaque_rect(seat))


def test_pass_card_only_when_the_screen_goes_to_another_humans_hand() -> None:
    """Hot seat: Ben leading again after his own decision sees his hand at once; Ann -> Ben needs the card."""
    app, scene = make_table("parlett", [None, None, "normal", "normal"], seed=5)
    session = scene.session
    log: list[tuple[str, int]] = []

    def act(frame: int) -> None:
        deal = scene.deal
        if deal is None:
            return
        if scene.privacy_for is not None:
            if not log or log[-1] != ("pass", scene.privacy_for):
                log.append(("pass", scene.privacy_for))
            for event in key(pygame.K_RETURN):
                scene.handle_event(event)
            return
        shown = scene.human_to_act
        if shown is None:
            # while the animations run, no human's hand is face up
            if scene.timeline.busy:
                assert [c for owner, c in scene.faces_drawn if owner is not None] == []
            return
        if scene.reveal_guard_ms > 0:
            return  # a hand just shown behind a pass card ignores plays for a moment
        log.append(("show", shown))
        for event in click(legal_click_point(scene, shown, deal.legal_actions()[0])):
            scene.handle_event(event)
        assert scene.shown_seat is None  # hidden again at once

    run_until(app, scene, lambda: session.deals_played == 1, on_frame=act)
    last_shown = None
    repeats = 0
    for i, (what, seat) in enumerate(log):
        if what == "pass":
            assert seat != last_shown, "a pass card for the human who had the screen"
            assert log[i + 1] == ("show", seat)
        else:
            if last_shown is not None and seat != last_shown:
                assert log[i - 1] == ("pass", seat), f"{scene.names[seat]}'s hand came straight after another's"
            if seat == last_shown and log[i - 1][0] == "show":
                repeats += 1
            last_shown = seat
    assert repeats >= 1, "nobody led twice in a row: the test proves nothing"
    assert any(what == "pass" for what, _ in log)


def _privacy_table() -> tuple[FakeApp, TableScene]:
    app, scene = make_table("parlett", [None, None, "normal"], seed=8, speed=8.0)
    run_until(app, scene, lambda: scene.privacy_for is not None)
    return app, scene


def test_pass_card_ignores_mashing_for_its_first_moments() -> None:
    app, scene = _privacy_table()
    seat = scene.privacy_for
    # Enter mashed every 150 ms: nothing happens in the first 600 ms of real time
    down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    up = pygame.event.Event(pygame.KEYUP, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    press = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(100, 100), button=1)
    release = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(100, 100), button=1)
    app.step(150, key(pygame.K_RETURN))
    assert scene.privacy_for == seat
    app.step(150, key(pygame.K_RETURN) + [down, press])  # Space and the button go down, and stay down
    assert scene.privacy_for == seat
    app.step(150, key(pygame.K_RETURN))
    assert scene.privacy_for == seat
    assert [c for owner, c in scene.faces_drawn if owner is not None] == []
    app.step(150, [])  # 600 ms have now passed
    # a key held down since then (auto-repeat sends more KEYDOWNs) does not count
    app.step(100, [down])
    assert scene.privacy_for == seat
    app.step(100, [down, down])
    assert scene.privacy_for == seat
    app.step(100, [up, release])
    assert scene.privacy_for == seat
    # a fresh press does
    app.step(FRAME_MS, key(pygame.K_RETURN))
    assert scene.privacy_for is None
    assert scene.shown_seat == seat


def test_space_hurrying_the_computers_never_lifts_the_pass_card() -> None:
    """A playtest tapped Space to hurry the computers (hot seat, Ann and Ben): a tap after the card's first
    moments lifted it and showed Ben's hand to whoever was at the screen. Space skips and hurries; only a click
    or Enter (as the card says) lifts the pass card."""
    app, scene = _privacy_table()
    seat = scene.privacy_for
    for _ in range(20):  # four seconds of Space taps, each a fresh press
        app.step(200, key(pygame.K_SPACE))
        assert scene.privacy_for == seat
    assert [c for owner, c in scene.faces_drawn if owner is not None] == []
    app.step(FRAME_MS, key(pygame.K_RETURN))
    assert scene.privacy_for is None and scene.shown_seat == seat


def test_pass_card_guard_is_real_time_not_animation_speed() -> None:
    app, scene = _privacy_table()
    app.settings.animation_speed = 8.0
    seat = scene.privacy_for
    app.step(200, key(pygame.K_RETURN))  # 200 ms real, 1600 ms at the animation's speed
    assert scene.privacy_for == seat
    app.step(500, [])
    app.step(FRAME_MS, click((100, 100)))
    assert scene.privacy_for is None


def test_pass_card_text_names_the_player_once() -> None:
    app, scene = _privacy_table()
    import popejoan.ui.scenes.table.painter_pass_card as table_module

    with words_drawn(table_module) as said:
        app.step(FRAME_MS)
    name = scene.names[scene.privacy_for]
    assert f"Pass to {name}" in said
    assert f"Click or press Enter when {name} is ready" in said
    assert not any("you" in line.lower().split() for line in said)


@pytest.mark.parametrize("ruleset", ["japanese", "spanish", "russian", "parlett"])
def test_table_messages_give_foreign_labels_with_the_english(ruleset: str) -> None:
    from popejoan.engine.events import StakeTaken
    from popejoan.ui.i18n import COMPARTMENT_ENGLISH, compartment_label, compartment_label_en

    rules = find_ruleset(ruleset)
    players = rules.players.min
    app = FakeApp((1280, 720), speed=8.0)
    session = Session(rules.with_options({}), NAMES[:players], seed=1)
    scene = TableScene(app, session, ["easy"] * players, seed=1)
    app.push(scene)
    said: list[str] = []
    real_say = scene.view.say
    scene.view.say = lambda text, sub="": (said.append(text), real_say(text, sub))  # type: ignore[method-assign]
    for _ in range(20000):
        if session.deals_played >= 1:
            break
        app.step(50)
    taken = [e for e in session.history[-1].events if isinstance(e, StakeTaken) and e.chips > 0]
    assert taken
    for e in taken:
        native = compartment_label(rules, e.compartment)
        english = COMPARTMENT_ENGLISH[e.compartment]
        line = next(text for text in said if native in text and scene.names[e.seat] in text)
        if rules.language != "en" and native.lower() != english.lower():
            assert f"{native} ({english})" in line
        else:
            assert "(" not in line
        assert compartment_label_en(rules, e.compartment) in line


def test_the_sequence_stays_face_up_until_swept_aside() -> None:
    app, scene = make_table("parlett", ["easy", "easy", "easy"], seed=4, speed=1.0)
    sweeps = 0
    for _ in range(30000):
        if scene.session.deals_played >= 1:
            break
        app.step(FRAME_MS)
        current = scene.timeline.current
        if current is not None and current.name == "sweep":
            sweeps += 1
        for sc in scene.sequence + scene.swept:
            if sc.alpha > 0:
                assert sc.face_up
                if sc.alpha >= 250:
                    assert (None, sc.card) in scene.faces_drawn
    assert sweeps


def test_h_during_an_animation_queues_the_hint() -> None:
    app, scene = make_table("parlett", [None, "normal", "normal"], seed=9, speed=1.0)
    app.step(FRAME_MS)
    assert scene.timeline.busy and scene.human_to_act is None
    app.step(FRAME_MS, key(pygame.K_h))
    assert scene.hint_queued_for == 0
    assert "hint" in scene.caption_sub
    run_until(app, scene, lambda: scene.human_to_act == 0 or scene.session.deals_played == 1)
    if scene.human_to_act != 0:
        pytest.skip("Ann never had to lead")
    app.step(FRAME_MS)
    assert scene.hint_queued_for is None
    assert scene.turns.hint_thought is not None or scene.hint_action is not None
    run_until_clock(app, lambda: scene.hint_action is not None)
    assert scene.hint_action in scene.deal.legal_actions()
    assert scene.caption.startswith("Hint:")
    assert "Enter" in scene.caption_sub  # with its reason when the Hard player's values give one
    if len(scene.deal.legal_actions()) > 1:
        assert "fish better" in scene.caption_sub or "no better" in scene.caption_sub


def test_mashing_enter_through_a_pass_card_never_plays_an_unseen_hand() -> None:
    """A press meant for the pass card must not lead a card the player has not yet seen."""
    app, scene = make_table("parlett", [None, None, "normal"], seed=11)
    session = scene.session
    leads_right_after_reveal = []
    since_reveal = [None]

    def mash(frame: int) -> None:
        if scene.deal is None:
            return
        was_private = scene.privacy_for is not None
        before = len(scene.deal.played)
        for event in key(pygame.K_RETURN):  # an impatient player: Enter on every frame
            scene.handle_event(event)
        if was_private and scene.privacy_for is None:
            since_reveal[0] = 0.0
        elif since_reveal[0] is not None:
            since_reveal[0] += FRAME_MS
        if len(scene.deal.played) > before and since_reveal[0] is not None and since_reveal[0] < 600:
            leads_right_after_reveal.append(since_reveal[0])

    run_until(app, scene, lambda: session.deals_played == 1, on_frame=mash)
    assert leads_right_after_reveal == []


def test_a_hand_is_laid_out_in_the_rulesets_rank_order() -> None:
    """With Aces high the Ace sits at the top of its suit in the hand, as it plays."""
    from harness import FakeApp

    from popejoan.engine.cards import rank_of, suit_of
    from popejoan.engine.ruleset import load_ruleset_file
    from popejoan.ui.scenes.table import TableScene as Table

    path = Path(__file__).resolve().parents[1] / "data" / "rulesets" / "parlett-ace-high.yaml"
    rules = load_ruleset_file(path).with_options()
    app = FakeApp((1280, 720), speed=4.0)
    scene = Table(app, Session(rules, NAMES[:3], seed=2), [None, "normal", "normal"], deals=1, seed=2)
    app.push(scene)
    run_until(app, scene, lambda: scene.human_to_act == 0 or scene.deal is None or scene.deal.over)
    for hand in scene.hands:
        for suit in range(4):
            ranks = [rank_of(c) for c in hand if suit_of(c) == suit]
            order = [r if r != 1 else 14 for r in ranks]
            assert order == sorted(order), ranks
