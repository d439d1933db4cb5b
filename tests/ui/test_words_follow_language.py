"""Everything the table has said follows a change of language made mid-deal (Settings from the pause menu).

A new player switched to Spanish in the middle of a deal: the note beside the stopped sequence still read
"A King ends the suit" under its Spanish tag (the reason was kept as English text from the moment of the
stop). The table now keeps what it said as words it can say again (:meth:`TableView.tell`,
:meth:`TableView.note_stop`), and says them again in the new language (:meth:`TableView.retell`, from
``Scene.on_language``): the stop note, the caption of the moment, a hint and its reason, a stop still
queued when the language changes. Each test plays a real table with the real catalogs.
"""

from __future__ import annotations

from typing import Any

import pytest

from popejoan.engine.cards import parse_card
from tests.ui.driver import FPS_MS, play_until, table_mid_deal

pytestmark = pytest.mark.parametrize("app", ["en"], indirect=True)  # the sweeps' app (tests/ui/conftest.py)


def _to_stop_note(app: Any) -> Any:
    """The table (seed of the ``table`` screenshot) played on until the person is to lead beside a stopped
    sequence: Player's K♥ stopped it (a King), and Player leads next."""
    table = table_mid_deal(app)
    play_until(app, table, lambda: bool(table.view.stop_text) and bool(table.view.sequence)
                and table.turns.human_to_act() is not None, "no stop came")
    return table


def test_the_stop_note_is_said_again_in_the_new_language(app: Any) -> None:
    table = _to_stop_note(app)
    view = table.view
    assert table.deal.events[-1].reason == "king" and table.deal.events[-1].card == parse_card("KH")
    assert (view.stop_text, view.stop_seat) == ("a King ends the suit", 0)
    assert (view.caption, view.caption_sub) == ("Player to lead", "click a raised card, or use the arrows and Enter")
    app.choose_language("es")
    assert view.stop_text == "un rey cierra el palo"  # the shot read "A King ends the suit" here
    assert view.stop_seat == 0
    # the prompt of the moment is said again at once, not blanked until the next frame
    assert (view.caption, view.caption_sub) == ("Le toca salir a Player",
                                                "haz clic en una carta levantada, o usa las flechas e Intro")
    app.choose_language("ru")
    assert view.stop_text == "король закрывает масть"
    app.step(FPS_MS, events=[])
    assert view.stop_text == "король закрывает масть"
    app.choose_language("en")
    assert view.stop_text == "a King ends the suit"


def test_a_stop_still_queued_when_the_language_changes_is_told_in_the_new_one(app: Any) -> None:
    """The reason was rendered when the stop was queued, so a stop shown after the change came in the old
    language: it is now told as it is shown."""
    table = table_mid_deal(app)

    def stop_queued() -> bool:
        return any(step.name == "stop" and not step.started for step in table.timeline.steps)

    for _ in range(400):
        if stop_queued():
            break
        if table.turns.human_to_act() is not None:
            table.turns.human_play(table.deal.legal_actions()[0])
            continue
        if table.timeline.busy:
            table.timeline.finish_all()
        app.step(FPS_MS, events=[])
    else:
        raise AssertionError("no stop was ever queued")
    stop = next(ev for ev in reversed(table.deal.events) if type(ev).__name__ == "SequenceStopped")
    assert (stop.seat, stop.card, stop.reason, stop.next_card) == (1, parse_card("2C"), "dead", parse_card("3C"))
    app.choose_language("ja")
    table.timeline.finish_all()
    # said when shown, in Japanese: before, "nobody holds the 3♣: it lies in the dead hand"
    assert table.view.stop_text == "3♣は誰も持っていない（デッドハンドにある）"
    assert (table.view.caption, table.view.caption_sub) == (
        "ストップ：クラブの3は誰も持っていない", "次はMrs Bennetがリード")


def _hinted(app: Any) -> Any:
    """The table with a hint on show: the Q♦, about 0.4 fish better than the next best (the Hard player's answer
    varies with the time it is given, so its answer is set here; the hint is shown by the turns as any other)."""
    from popejoan.ui.scenes.table.turns import Decided

    table = table_mid_deal(app)
    turns = table.turns
    seat = turns.human_to_act()
    turns.hint_for = (seat, len(table.deal.events))
    turns.hint_player = type("Hinted", (), {"margin": 0.4})()
    turns.hint_thought = Decided(parse_card("QD"))
    app.step(FPS_MS, events=[])
    assert turns.hint_action == parse_card("QD")
    return table


def test_a_hint_and_its_reason_are_said_again_in_the_new_language(app: Any) -> None:
    """A hint on show blocks the prompt from coming back: blanked by a change of language, the ribbon stayed
    empty until the person played. It is now said again, with its reason, and keeps its time on show."""
    table = _hinted(app)
    view, turns = table.view, table.turns
    assert turns.hint_action == parse_card("QD")
    # what the lead does first (issue 33): the K♦ after it is in another hand; the Q♦ is a trump honour
    assert (view.caption, view.caption_sub) == ("Hint: lead the Queen of diamonds",
                                                "Q♦, then the next card is in another hand or the dead hand: the lead "
                                                "may pass; Q♦ wins its compartment · about 0.4 fish better than the "
                                                "next best · Enter leads this card")
    age = view.caption_age
    app.choose_language("es")
    assert (view.caption, view.caption_sub) == ("Pista: sal con la dama de diamantes",
                                                "Q♦, y la carta siguiente está en otra mano o en el montón extra: la "
                                                "salida puede pasar a otro; Q♦ gana su casilla · unas 0,4 fichas mejor "
                                                "que la siguiente · Intro sale con esta carta")
    assert view.caption_age == age  # it fades no sooner for being said again
    for _ in range(5):
        app.step(FPS_MS, events=[])
    assert view.caption == "Pista: sal con la dama de diamantes"  # the prompt does not take its place
    # the arrows move the selection off the hinted card: the reason says what Enter does now, still in Spanish
    legal = turns.legal_in_hand(turns.human_to_act())
    assert legal == [parse_card(c) for c in ("AC", "QD", "AS", "AH")]
    view.selected = 0
    turns.selection_moved()
    assert view.caption_sub == ("Q♦, y la carta siguiente está en otra mano o en el montón extra: la salida puede "
                                "pasar a otro; Q♦ gana su casilla · unas 0,4 fichas mejor que la siguiente · Intro "
                                "sale con la carta elegida ahora")
    app.choose_language("en")
    assert (view.caption, view.caption_sub) == ("Hint: lead the Queen of diamonds", "Q♦, then the next card is in "
                                                "another hand or the dead hand: the lead may pass; Q♦ wins its "
                                                "compartment · about 0.4 fish better than the next best · Enter "
                                                "leads the card selected now")


def test_a_plain_caption_still_leaves_the_ribbon_and_the_tip_follows(app: Any) -> None:
    """Text said as plain words cannot be said again: it leaves the ribbon (the prompt comes back); the tip over
    a hovered card is made for each frame, in the language of the moment."""
    table = table_mid_deal(app)
    view, turns = table.view, table.turns
    view.hover_card = parse_card("AC")
    assert turns.prompt(1).tip == "Ace of clubs may be led"
    view.say("Ann wins the Matrimony", "2 fish")
    app.choose_language("es")
    assert (view.caption, view.caption_sub) == ("", "")
    assert turns.prompt(1).tip == "As de tréboles: se puede salir con esta carta"
    view.hover_card = parse_card("5C")
    assert turns.prompt(1).tip == "Cinco de tréboles: Player debe salir con su carta más baja de tréboles"
    app.step(FPS_MS, events=[])
    assert view.caption == "Le toca salir a Player"


def test_a_replays_stop_note_follows_the_language_too(app: Any) -> None:
    """The replay drives the table's director: its stop note is said again as the table's is."""
    table = _to_stop_note(app)
    table.open_replay()
    replay = app.top
    replay.go(replay.last)
    replay.director.finish_quietly()
    assert replay.view.stop_text == "a King ends the suit"
    app.choose_language("es")
    assert replay.view.stop_text == "un rey cierra el palo"
    assert table.view.stop_text == "un rey cierra el palo"  # and the table's, under it
