"""The eight seats' colours stay apart for every eye, and stand out on the lacquer (playtest: in the summary's
chart the player's gilt and Lady Catherine's amber, and Mr Micawber's lavender and Mrs Jellyby's mauve, were
hard to tell apart).

Distances are CIEDE2000 (ΔE00: about 1 is the least difference seen side by side; colours a chart's reader
tells apart at a glance lie some 10 or more apart). Colour-blind sight is simulated at full severity for the
three dichromacies (protanopia, deuteranopia, tritanopia) with three published models (Machado, Oliveira and
Fernandes 2009; Brettel, Viénot and Mollon 1997; Viénot, Brettel and Mollon 1999), by ColorAide, and every
pair of seats is measured in each: 3 × 3 simulations and plain sight.
"""

from __future__ import annotations

import itertools

import pytest
from coloraide import Color

from popejoan.ui import palette as pal

NORMAL_MIN = 18.0
"""The least ΔE00 between two seats' colours as most people see them."""
DICHROMAT_MIN = 11.0
"""The least ΔE00 between two seats' colours in every colour-blind simulation."""
GROUND_MIN = 30.0
"""The least ΔE00 from a seat's colour to the lacquer it is drawn on, in every simulation."""
SIMULATIONS = [(kind, method) for kind in ("protan", "deutan", "tritan") for method in ("machado", "brettel", "vienot")]
NAMES = ("gilt", "pearl", "rose", "verdigris", "cornflower", "fawn", "celadon", "lilac")


def seen(rgb: tuple[int, int, int], kind: str | None = None, method: str = "machado") -> Color:
    """An sRGB colour (0..255) as an eye sees it: as it is (``kind`` None), or as a dichromat of ``kind``."""
    colour = Color("srgb", [v / 255 for v in rgb])
    if kind is None:
        return colour
    return colour.filter(kind, method=method).convert("srgb").clip()


def closest(colours: tuple[tuple[int, int, int], ...], kind: str | None = None,
            method: str = "machado") -> tuple[float, int, int]:
    """The closest pair of ``colours`` as ``kind`` sees them: (ΔE00, seat, seat)."""
    shown = [seen(c, kind, method) for c in colours]
    return min((shown[a].delta_e(shown[b], method="2000"), a, b)
               for a, b in itertools.combinations(range(len(colours)), 2))


def test_the_measure_itself() -> None:
    """ΔE00 as Sharma, Wu and Dalal (2005) work it out (their test pair 1: 2.0425), and a protanope's sight:
    pure red and a dark olive that differ plainly (ΔE00 over 30) look alike (under 6)."""
    a, b = Color("lab-d65", [50.0, 2.6772, -79.7751]), Color("lab-d65", [50.0, 0.0, -82.7485])
    assert a.delta_e(b, method="2000") == pytest.approx(2.0425, abs=1e-4)
    red, olive = (255, 0, 0), (110, 100, 0)
    assert seen(red).delta_e(seen(olive), method="2000") > 30
    assert seen(red, "protan").delta_e(seen(olive, "protan"), method="2000") < 6


def test_eight_colours_one_a_seat() -> None:
    assert len(pal.SEAT_COLOURS) == 8 and len(set(pal.SEAT_COLOURS)) == 8


def test_every_two_seats_differ_in_plain_sight() -> None:
    distance, a, b = closest(pal.SEAT_COLOURS)
    assert distance >= NORMAL_MIN, f"{NAMES[a]} and {NAMES[b]}: ΔE00 {distance:.1f}"


@pytest.mark.parametrize("kind,method", SIMULATIONS, ids=[f"{k}-{m}" for k, m in SIMULATIONS])
def test_every_two_seats_differ_for_a_colour_blind_eye(kind: str, method: str) -> None:
    distance, a, b = closest(pal.SEAT_COLOURS, kind, method)
    assert distance >= DICHROMAT_MIN, \
        f"{NAMES[a]} and {NAMES[b]} as a {kind} sees them ({method}): ΔE00 {distance:.1f}"


@pytest.mark.parametrize("kind,method", [(None, "machado"), *SIMULATIONS])
def test_every_seat_stands_out_on_the_lacquer(kind: str | None, method: str) -> None:
    """The chart and the standings lie on a lacquered panel; the record of play's dots on a plaque or button."""
    for ground in ("panel", "plaque", "button"):
        under = seen(pal.GROUNDS[ground], kind, method)
        for name, colour in zip(NAMES, pal.SEAT_COLOURS):
            distance = seen(colour, kind, method).delta_e(under, method="2000")
            assert distance >= GROUND_MIN, f"{name} on the {ground} ({kind}, {method}): ΔE00 {distance:.1f}"


def test_the_playtests_pairs_are_now_apart() -> None:
    """The pairs the playtest found close, with the former colours (worked out with the same measure), and now:
    the player (seat 0) and Lady Catherine (seat 5), Mr Micawber (seat 4) and Mrs Jellyby (seat 7)."""
    former = ((232, 196, 110), (236, 232, 224), (236, 128, 112), (104, 176, 150),
              (150, 150, 214), (222, 146, 64), (170, 204, 112), (204, 140, 192))
    for a, b in ((0, 5), (4, 7)):
        before = seen(former[a]).delta_e(seen(former[b]), method="2000")
        after = seen(pal.SEAT_COLOURS[a]).delta_e(seen(pal.SEAT_COLOURS[b]), method="2000")
        assert before < 17 and after >= NORMAL_MIN
    # and the former eight failed for a protanope: the player's gilt and Mr Jingle's sage all but the same
    assert closest(former, "protan")[0] < 1.0
