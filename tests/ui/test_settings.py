"""Issue 7, item 5: a settings file that cannot be read is read field by field, kept aside, and never stops the game.

The kind: keep the good fields and name the bad ones in words; a byte-order
mark is text; deep nesting, a huge file, bad JSON, a number too long to read
never crash; keys a newer version wrote are written back; a bad file is kept
under a name that never replaces an earlier one; saving is atomic.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from popejoan.ui import settings as settings_module
from popejoan.ui.settings import (
    FIELD_ORDER,
    MAX_SETTINGS_BYTES,
    MAX_WINDOW,
    Seat,
    Settings,
    keep_bad_settings,
    load_settings,
    save_settings,
)

GOOD: dict[str, Any] = {
    "ruleset": "russian",
    "options": {"russian": {"pope_stake": 6}},
    "seats": [{"name": "Анна", "kind": "human", "level": "normal"},
              {"name": "Ben", "kind": "computer", "level": "easy"},
              {"name": "花子", "kind": "computer", "level": "hard"}],
    "chips": {"russian": 80},
    "deals": 12,
    "animation_speed": 1.5,
    "fullscreen": True,
    "window": [1400, 900],
    "sound_volume": 0.35,
    "muted": True,
    "ambience": True,
    "four_colour": True,
    "ui_scale": 150,
    "reduced_motion": True,
    "language": "ru",
    "source_words": True,
    "quick_forced": True,
}
"""A settings file with every field set away from its default."""

BAD: dict[str, Any] = {
    "ruleset": "../../etc/passwd",
    "options": ["split_pairs"],
    "seats": "Ann, Ben, Cal",
    "chips": {"russian": -5},
    "deals": 1000,
    "animation_speed": 9,
    "fullscreen": "yes",
    "window": [-5, 800],
    "sound_volume": 1.5,
    "muted": 1,
    "ambience": "on",
    "four_colour": None,
    "ui_scale": 120,
    "reduced_motion": [],
    "language": "klingon",
    "source_words": "yes",
    "quick_forced": "faster",
}
"""One value for each field that cannot be used."""

WORDS = {
    "ruleset": "the last ruleset", "options": "the variants", "seats": "the seats", "chips": "the starting fish",
    "deals": "the session length", "animation_speed": "the animation speed", "fullscreen": "full screen",
    "window": "the window size", "sound_volume": "the volume", "muted": "sound off", "ambience": "the ambience",
    "four_colour": "the four-colour pack", "ui_scale": "the interface size", "reduced_motion": "reduced motion",
    "language": "the language", "source_words": "the boards' words",
    "quick_forced": "quick forced plays",
}


def _write(path: Path, data: Any) -> None:
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")


def _as_good(settings: Settings, key: str) -> Any:
    return settings.to_json()[key]


@pytest.mark.parametrize("key", FIELD_ORDER)
def test_one_bad_field_keeps_every_other(tmp_path: Path, key: str) -> None:
    path = tmp_path / "settings.json"
    _write(path, {**GOOD, key: BAD[key]})
    loaded, problem = load_settings(path)
    assert problem is not None and problem.reason is None and problem.fields == [key]
    for other in FIELD_ORDER:
        expected = Settings().to_json()[other] if other == key else GOOD[other]
        if key == "chips" and other == "chips":
            expected = {}
        assert _as_good(loaded, other) == expected, other
    assert str(problem) == WORDS[key]


def test_every_bad_field_is_named_in_one_sentence(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    _write(path, {**GOOD, "animation_speed": 9, "seats": [{"name": 3}], "window": "big"})
    _, problem = load_settings(path)
    assert problem is not None
    text = problem.notice(tmp_path / "settings.json.bad")
    assert text == ("Some of your saved settings could not be used (the seats, the animation speed and the window "
                    "size) and were replaced; everything else is as you left it. The old file is kept as "
                    "settings.json.bad.")


def test_partly_bad_values_keep_their_good_parts(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    _write(path, {
        "options": {"russian": {"pope_stake": 6, "": 1, "x": {"deep": 1}}, "parlett": "no", "Bad Id": {}},
        "chips": {"russian": 80, "parlett": -1, "spanish": True},
        "seats": [{"name": "Ann"}, 7, {"name": "Ben", "kind": "robot"}, {"name": "Cal", "kind": "computer",
                                                                           "level": "hard"}],
    })
    loaded, problem = load_settings(path)
    assert problem is not None and problem.fields == ["options", "seats", "chips"]
    assert loaded.options == {"russian": {"pope_stake": 6}}
    assert loaded.chips == {"russian": 80}
    # two good seats of four; a third is made up from the default computer players, so a table can sit
    assert [(s.name, s.kind, s.level) for s in loaded.seats[:2]] == [("Ann", "human", "normal"),
                                                                     ("Cal", "computer", "hard")]
    assert len(loaded.seats) == 3 and loaded.seats[2].is_computer


@pytest.mark.parametrize("count", [0, 1, 2, 9, 50])
def test_seat_lists_of_any_length_give_three_to_eight_seats(tmp_path: Path, count: int) -> None:
    path = tmp_path / "settings.json"
    _write(path, {"seats": [{"name": f"P{i}", "kind": "human"} for i in range(count)]})
    loaded, problem = load_settings(path)
    assert 3 <= len(loaded.seats) <= 8
    assert problem is not None and problem.fields == ["seats"]
    assert [s.name for s in loaded.seats][:min(count, 8)] == [f"P{i}" for i in range(min(count, 8))]


def test_window_sizes_are_fitted_and_nonsense_refused(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    for window, fitted, bad in (([1, 1], (960, 600), False), ([100000, 90000], MAX_WINDOW, False),
                                ([0, 800], (1280, 800), True), ([-5, -5], (1280, 800), True),
                                ([10 ** 400, 5], (1280, 800), True), ([1280.5, 800], (1280, 800), True)):
        _write(path, {"window": window})
        loaded, problem = load_settings(path)
        assert loaded.window == fitted, window
        assert (problem is not None) == bad, window


def test_a_byte_order_mark_is_read_as_text(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(GOOD, ensure_ascii=False).encode("utf-8"))
    loaded, problem = load_settings(path)
    assert problem is None and loaded.to_json() == {**Settings().to_json(), **GOOD}
    path.write_bytes(json.dumps(GOOD, ensure_ascii=False).encode("utf-16"))  # Notepad's "Unicode", with its mark
    loaded, problem = load_settings(path)
    assert problem is None and loaded.ruleset == "russian" and loaded.seats[0].name == "Анна"


@pytest.mark.parametrize("content, words", [
    (b"[" * 200_000, "nested too deeply"),
    (b'{"a":' * 40 + b"1" + b"}" * 40, "nested too deeply"),
    (b'{"a": 1' + b" " * (MAX_SETTINGS_BYTES + 10) + b"}", "larger than 256 KB"),
    (b"\x89PNG\r\n\x1a\n\x00\x00", "not a text file"),
    (b'{"ruleset": "russian",\n', "not valid JSON, line 2"),
    (b"[1, 2, 3]", "does not hold settings"),
    (b'"settings"', "does not hold settings"),
    (b"", "not valid JSON, line 1"),
])
def test_whole_file_problems_give_the_defaults_in_words(tmp_path: Path, content: bytes, words: str) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    loaded, problem = load_settings(path)
    assert loaded.to_json() == Settings().to_json()
    assert problem is not None and problem.reason is not None and words in problem.reason


def test_nesting_inside_strings_does_not_count(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    _write(path, {**GOOD, "note": "[" * 1000 + '{"' * 100})
    loaded, problem = load_settings(path)
    assert problem is None and loaded.extra == {"note": "[" * 1000 + '{"' * 100}


def test_a_number_too_long_to_read_is_one_bad_field(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"ruleset": "russian", "deals": ' + "9" * 5000 + "}", encoding="utf-8")
    loaded, problem = load_settings(path)
    assert loaded.ruleset == "russian" and loaded.deals == 0
    assert problem is not None and problem.fields == ["deals"]


def test_unknown_keys_survive_a_save(tmp_path: Path) -> None:
    """A newer version's settings survive an older game: keys it does not know are written back as they were."""
    path = tmp_path / "settings.json"
    future = {"saved_sessions": {"last": "20261129-214503-3f9a2c", "sort": ["date", "ruleset"]}, "volume": 0.8,
              "theme": None}
    _write(path, {**GOOD, **future})
    loaded, problem = load_settings(path)
    assert problem is None and loaded.extra == future
    loaded.animation_speed = 2.0
    assert save_settings(loaded, path) is None
    written = json.loads(path.read_text(encoding="utf-8"))
    assert {k: written[k] for k in future} == future
    assert written["animation_speed"] == 2.0 and written["ruleset"] == "russian"


def test_bad_files_are_kept_and_never_overwrite_an_earlier_one(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    texts = ["{ not json", '{"animation_speed": 99}', "[" * 5000, '{"deals": "many"}']
    kept = []
    for text in texts:
        path.write_text(text, encoding="utf-8")
        kept.append(keep_bad_settings(path))
        assert not path.exists()
    assert [p.name for p in kept] == ["settings.json.bad", "settings.json.bad-2", "settings.json.bad-3",
                                      "settings.json.bad-4"]
    assert [p.read_text(encoding="utf-8") for p in kept] == texts


def test_keeping_uses_a_timestamp_when_every_numbered_name_is_taken(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "settings.json"
    monkeypatch.setattr(settings_module, "MAX_KEPT", 3)
    for k in (1, 2, 3):
        settings_module.kept_name(path, k).write_text("old", encoding="utf-8")
    path.write_text("bad", encoding="utf-8")
    kept = keep_bad_settings(path)
    assert kept is not None and kept.name.startswith("settings.json.bad-20") and kept.read_text() == "bad"
    assert [settings_module.kept_name(path, k).read_text() for k in (1, 2, 3)] == ["old"] * 3


def test_save_is_atomic_and_leaves_nothing_behind_when_it_fails(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "settings.json"
    assert save_settings(Settings(ruleset="spanish"), path) is None
    before = path.read_bytes()
    fsynced = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (fsynced.append(fd), real_fsync(fd)))
    assert save_settings(Settings(ruleset="japanese"), path) is None
    assert fsynced, "the new file is flushed to the disk before it replaces the old one"
    assert json.loads(path.read_text(encoding="utf-8"))["ruleset"] == "japanese"

    def refuse(src: Any, dst: Any) -> None:
        raise OSError(28, "No space left on device")

    path.write_bytes(before)
    monkeypatch.setattr(os, "replace", refuse)
    problem = save_settings(Settings(ruleset="russian"), path)
    assert problem == "Your settings could not be saved (No space left on device)."
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]


def test_a_lone_surrogate_is_saved_as_valid_json(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"ruleset": "parlett", "note": "\\ud800 half a character"}', encoding="utf-8")
    loaded, problem = load_settings(path)
    assert problem is None
    assert save_settings(loaded, path) is None
    again, problem = load_settings(path)
    assert problem is None and again.extra == loaded.extra


def test_from_json_refuses_what_read_fields_keeps(tmp_path: Path) -> None:
    assert Settings.from_json(GOOD).ruleset == "russian"
    with pytest.raises(ValueError, match="the animation speed"):
        Settings.from_json({**GOOD, "animation_speed": 0})
    with pytest.raises(ValueError, match="does not hold settings"):
        Settings.from_json([1])


# --- property: whatever a settings file holds --------------------------------------------------------

_json = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-10 ** 30, max_value=10 ** 30)
    | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner, max_size=5),
    max_leaves=25,
)
_values = {
    "ruleset": st.sampled_from(["parlett", "russian", "gone-away", "", "Parlett", "a/b", "x.yaml", "x" * 300]) | _json,
    "options": st.dictionaries(st.sampled_from(["parlett", "russian", "Bad", ""]),
                               st.dictionaries(st.sampled_from(["split_pairs", "pope_stake", ""]), _json, max_size=3)
                               | _json, max_size=3) | _json,
    "seats": st.lists(st.fixed_dictionaries({"name": st.text(max_size=40) | _json},
                                            optional={"kind": st.sampled_from(["human", "computer", "cpu"]) | _json,
                                                      "level": st.sampled_from(["easy", "hard", "Expert", "??"])
                                                      | _json}) | _json, max_size=12) | _json,
    "chips": st.dictionaries(st.sampled_from(["parlett", "russian", "x y"]),
                             st.integers(min_value=-5, max_value=20000) | _json, max_size=3) | _json,
    "deals": st.integers(min_value=-5, max_value=2000) | _json,
    "animation_speed": st.floats(allow_nan=True, allow_infinity=True) | st.integers(-10, 10) | _json,
    "fullscreen": st.booleans() | _json,
    "window": st.lists(st.integers(min_value=-10 ** 6, max_value=10 ** 6), min_size=0, max_size=3) | _json,
}
_settings_data = st.fixed_dictionaries({}, optional={**_values, "future": _json})


def _usable(s: Settings) -> None:
    """The invariants every loaded settings object keeps, whatever the file held."""
    assert settings_module._ID.fullmatch(s.ruleset)
    assert all(settings_module._ID.fullmatch(k) and isinstance(v, dict) for k, v in s.options.items())
    assert 3 <= len(s.seats) <= 8 and all(isinstance(seat, Seat) for seat in s.seats)
    assert all(seat.kind in ("human", "computer") and isinstance(seat.name, str) and len(seat.name) <= 24
               for seat in s.seats)
    assert all(isinstance(v, int) and 0 <= v <= 10000 for v in s.chips.values())
    assert isinstance(s.deals, int) and 0 <= s.deals <= 999
    assert isinstance(s.animation_speed, float) and 0.25 <= s.animation_speed <= 4
    assert isinstance(s.fullscreen, bool)
    assert 960 <= s.window[0] <= MAX_WINDOW[0] and 600 <= s.window[1] <= MAX_WINDOW[1]


@hsettings(deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=_settings_data)
def test_any_settings_file_loads_saves_and_loads_again(tmp_path: Path, data: dict[str, Any]) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded, problem = load_settings(path)
    _usable(loaded)
    if problem is not None:
        assert problem.reason is None and set(problem.fields) <= set(FIELD_ORDER)
        assert all(key in data for key in problem.fields)
    for key in FIELD_ORDER:  # a field is either kept exactly or named as refused
        if key in data and (problem is None or key not in problem.fields):
            if key == "window":
                continue  # kept, but fitted to the window limits
            assert loaded.to_json()[key] == data[key] or key == "seats", key
    assert save_settings(loaded, path) is None
    again, problem = load_settings(path)
    assert problem is None
    assert json.dumps(again.to_json(), sort_keys=True) == json.dumps(loaded.to_json(), sort_keys=True)
    if "future" in data:
        assert json.dumps(again.extra["future"]) == json.dumps(data["future"])


@pytest.mark.parametrize("seats", [[], [{"name": "", "kind": "alien"}], [{"kind": "computer"}, 7, None]])
def test_seats_that_cannot_be_used_at_all_give_the_first_starts_table(tmp_path: Path, seats: list[Any]) -> None:
    """Not one usable seat (a hostile-files test: three computers and no person, before): the table a first start
    gives, a person first, then three computers at Normal."""
    path = tmp_path / "settings.json"
    _write(path, {"seats": seats})
    loaded, problem = load_settings(path)
    assert [(s.name, s.kind, s.level) for s in loaded.seats] == [
        ("Player", "human", "normal"), ("Mrs Bennet", "computer", "normal"), ("Mr Pickwick", "computer", "normal"),
        ("Miss Havisham", "computer", "normal")]
    assert problem is not None and problem.fields == ["seats"]


def test_a_settings_file_the_system_will_not_read_is_left_as_it_is(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Not damaged, only unreadable (permissions; the tests run as root, so the refusal is made here): before, it
    was moved aside and replaced by the defaults, and the player had to rename it back."""
    from popejoan.ui.app import App

    path = tmp_path / "settings.json"
    _write(path, GOOD)
    before = path.read_bytes()

    def refuse(file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        if Path(file) == path:
            raise PermissionError(13, "Permission denied")
        return open(file, mode, *args, **kwargs)

    monkeypatch.setattr(settings_module, "open", refuse, raising=False)
    loaded, problem = load_settings(path)
    assert loaded == Settings() and problem is not None and problem.unreadable
    app = App((960, 600), config=path, hidden=True)
    try:
        assert [str(n) for n in app.notices] == [
            "Your saved settings could not be read (Permission denied), so the defaults are used this time; the file "
            "is left as it is, and changes are not saved over it."]
        app.settings.animation_speed = 2.0
        app.save_settings()
    finally:
        app.shutdown()
    assert path.read_bytes() == before and sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_as_the_settings_file_gives_the_defaults_at_once(tmp_path: Path) -> None:
    """The playtest's lock-out: a named pipe as settings.json, and the game waited for a writer for ever (no window,
    SIGTERM and Ctrl+C unheard). Now it is said to be no ordinary file, and left as it is."""
    import threading

    path = tmp_path / "settings.json"
    os.mkfifo(path)
    out: list[Any] = []
    reader = threading.Thread(target=lambda: out.append(load_settings(path)), daemon=True)
    reader.start()
    reader.join(10)
    if reader.is_alive():  # let the stuck reader go, so the test process can end
        with open(path, "wb"):
            pass
        pytest.fail("reading a named pipe as the settings waited for a writer")
    loaded, problem = out[0]
    assert loaded == Settings() and problem is not None and problem.unreadable
    assert str(problem.notice(None)).startswith(
        "Your saved settings could not be read (it is a pipe or a device, not an ordinary file)")
    assert keep_bad_settings(path) is None and path.exists()


def test_settings_that_cannot_be_written_are_said_at_once_over_the_screen(tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """The playtest's read-only settings: a variant chosen, "Deal the cards", and the change was gone next time
    without a word (the menu reads its notices only as it opens). Now the slip says so over whatever is on screen,
    once a run for each reason."""
    from popejoan.ui.app import App
    from popejoan.ui.settings import Notice

    monkeypatch.setattr("popejoan.ui.preferences.save_settings",
                        lambda settings, path: Notice("settings_unsaved", problem="Permission denied"))
    app = App((960, 600), config=tmp_path / "settings.json", hidden=True)
    try:
        assert app.saving.failure is None
        app.settings.animation_speed = 2.0
        app.save_settings()
        assert str(app.saving.failure) == "Your settings could not be saved (Permission denied)."
        app.saving.failure = None
        app.save_settings()  # the same reason again: not said again
        assert app.saving.failure is None
    finally:
        app.shutdown()


def test_a_settings_file_saved_in_windows_own_encoding_keeps_every_setting(tmp_path: Path) -> None:
    """The playtest's: one "é" written by Notepad as Windows-1252 (a byte that is not UTF-8), and every setting
    went back to its default ("it is not a text file"). Now the file is read in that encoding."""
    data = dict(GOOD, seats=[{"name": "José", "kind": "human", "level": "normal"},
                             {"name": "Ben", "kind": "computer", "level": "easy"},
                             {"name": "Zoë", "kind": "computer", "level": "hard"}], ruleset="spanish",
                options={}, chips={}, language="en")
    path = tmp_path / "settings.json"
    path.write_bytes(json.dumps(data, ensure_ascii=False).encode("cp1252"))
    loaded, problem = load_settings(path)
    assert problem is not None and problem.legacy and not problem.fields  # said: another code page would misread
    assert [s.name for s in loaded.seats] == ["José", "Ben", "Zoë"]
    assert loaded.animation_speed == 1.5 and loaded.ruleset == "spanish" and loaded.deals == 12
    from popejoan.ui.app import App

    before = path.read_bytes()
    app = App((960, 600), config=path, hidden=True)
    try:  # the file as it was is kept aside (a Cyrillic or Japanese "ANSI" file would read wrongly), and said
        assert [str(n) for n in app.notices] == [
            "Your settings file was not in UTF-8, so it was read as Western European (Windows) text: if a name "
            "looks wrong, correct it here. The old file is kept as settings.json.bad."]
        assert (tmp_path / "settings.json.bad").read_bytes() == before
        assert [s.name for s in app.settings.seats] == ["José", "Ben", "Zoë"]
    finally:
        app.shutdown()
    path.write_bytes(b"{\"deals\": 3}\x00\x01\xfe junk")  # bytes no text holds: still not text
    assert load_settings(path)[1] is not None
