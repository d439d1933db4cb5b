"""Make every sound of the game from nothing but arithmetic: ``python assets/sounds/synthesise.py``.

The game's sounds are not recordings: this script computes each one sample
by sample (noise, filters, damped resonances, bell and music-box partials)
and writes it as a 16-bit mono WAV file at 22,050 Hz beside itself. It uses
only the standard library (``math``, ``random``, ``array``, ``wave``), and
every random source is seeded, so running it again rebuilds the same files
byte for byte. The files it makes are the game's own work, dedicated to the
public domain (CC0 1.0); see ``assets/README.md``.

What each file is (the game plays them from :mod:`popejoan.ui.sound`):

- ``shuffle``: a riffle shuffle and the cards squared up;
- ``deal-1`` .. ``deal-3``: one card flicked across the baize (one per card dealt);
- ``card-1`` .. ``card-3``: a card laid down on the table;
- ``stop``: a double knock on the wood (a stop);
- ``fish-in``, ``fish-in-big``: pearl fish clinking into a lacquered compartment (a few; a big pot);
- ``fish-out``, ``fish-out-big``: fish swept out of a compartment and clinking into a hand;
- ``board-turn``: the board revolving on its base, its bearing ticking, settling;
- ``pope``: a small bell (the Pope played or turned up);
- ``game``: a music-box arpeggio (winning Game);
- ``session-end``: a music-box phrase and a closing chord (the end of a session);
- ``ambience``: a quiet parlour, a fire murmuring and crackling, a clock ticking (a seamless 16-second loop).

Usage::

    python assets/sounds/synthesise.py            # write every file
    python assets/sounds/synthesise.py --list     # name them, with their lengths and peaks
"""

from __future__ import annotations

import argparse
import array
import math
import random
import sys
import wave
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
RATE = 22050
"""Samples per second."""

Signal = list[float]


# --- building blocks ------------------------------------------------------------------------------


def silence(seconds: float) -> Signal:
    """``seconds`` of silence."""
    return [0.0] * max(1, int(round(seconds * RATE)))


def noise(seconds: float, rng: random.Random) -> Signal:
    """White noise, -1..1."""
    u = rng.uniform
    return [u(-1.0, 1.0) for _ in range(max(1, int(round(seconds * RATE))))]


def lowpass(sig: Sequence[float], cutoff: float) -> Signal:
    """A one-pole low-pass filter at ``cutoff`` Hz."""
    a = math.exp(-2.0 * math.pi * cutoff / RATE)
    b = 1.0 - a
    y = 0.0
    out = []
    append = out.append
    for x in sig:
        y = b * x + a * y
        append(y)
    return out


def highpass(sig: Sequence[float], cutoff: float) -> Signal:
    """A one-pole high-pass filter at ``cutoff`` Hz (the signal less its low-pass)."""
    return [x - y for x, y in zip(sig, lowpass(sig, cutoff))]


def bandpass(sig: Sequence[float], centre: float, q: float) -> Signal:
    """A biquad band-pass filter (constant peak gain) at ``centre`` Hz with quality ``q``."""
    w = 2.0 * math.pi * centre / RATE
    alpha = math.sin(w) / (2.0 * q)
    a0 = 1.0 + alpha
    b0, b2 = alpha / a0, -alpha / a0
    a1, a2 = -2.0 * math.cos(w) / a0, (1.0 - alpha) / a0
    x1 = x2 = y1 = y2 = 0.0
    out = []
    append = out.append
    for x in sig:
        y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1 = x1, x
        y2, y1 = y1, y
        append(y)
    return out


def envelope(length: int, attack: float, tau: float, delay: float = 0.0) -> Signal:
    """A linear rise over ``attack`` seconds, then an exponential fall with time constant ``tau`` seconds."""
    out = []
    append = out.append
    start = int(delay * RATE)
    att = max(1, int(attack * RATE))
    k = 1.0 / (tau * RATE)
    for i in range(length):
        j = i - start
        if j < 0:
            append(0.0)
        elif j < att:
            append(j / att)
        else:
            append(math.exp(-(j - att) * k))
    return out


def shaped(length: int, points: Sequence[tuple[float, float]]) -> Signal:
    """A piecewise-linear envelope through ``(seconds, level)`` points (held after the last)."""
    out = []
    append = out.append
    pts = [(t * RATE, v) for t, v in points]
    k = 0
    for i in range(length):
        while k + 1 < len(pts) and pts[k + 1][0] <= i:
            k += 1
        if k + 1 >= len(pts):
            append(pts[-1][1])
            continue
        (t0, v0), (t1, v1) = pts[k], pts[k + 1]
        append(v0 if i <= t0 else v0 + (v1 - v0) * (i - t0) / (t1 - t0))
    return out


def times(a: Sequence[float], b: Sequence[float]) -> Signal:
    """Sample-by-sample product."""
    return [x * y for x, y in zip(a, b)]


def partials(seconds: float, parts: Iterable[tuple[float, float, float]], attack: float = 0.002,
             phase_seed: int = 0) -> Signal:
    """Damped sine partials ``(frequency Hz, amplitude, decay time constant s)`` summed, with a short attack."""
    n = max(1, int(round(seconds * RATE)))
    out = [0.0] * n
    rng = random.Random(phase_seed)
    att = max(1, int(attack * RATE))
    for freq, amp, tau in parts:
        if freq >= RATE / 2:
            continue
        w = 2.0 * math.pi * freq / RATE
        k = 1.0 / (tau * RATE)
        phase = rng.uniform(0, 2 * math.pi)
        # s[i] = r**i * sin(w*i + phase), by its recurrence: s[i] = 2r cos(w) s[i-1] - r**2 s[i-2]
        r = math.exp(-k)
        c1, c2 = 2.0 * r * math.cos(w), r * r
        prev, cur = math.sin(phase - w) / r, math.sin(phase)
        for i in range(n):
            out[i] += amp * (i / att if i < att else 1.0) * cur
            prev, cur = cur, c1 * cur - c2 * prev
    return out


def mix_into(buf: Signal, sig: Sequence[float], at: float, gain: float = 1.0, wrap: bool = False) -> None:
    """Add ``sig`` times ``gain`` into ``buf`` from ``at`` seconds (cut at the end, or wrapped round a loop)."""
    start = int(round(at * RATE))
    n = len(buf)
    for i, x in enumerate(sig):
        j = start + i
        if j >= n:
            if not wrap:
                break
            j %= n
        buf[j] += gain * x


def normalise(sig: Signal, peak: float) -> Signal:
    """Scale so the loudest sample is ``peak`` (0..1)."""
    top = max((abs(x) for x in sig), default=0.0)
    return sig if top == 0 else [x * peak / top for x in sig]


def fade_out(sig: Signal, seconds: float) -> Signal:
    """A cosine fade over the last ``seconds``."""
    n = min(len(sig), int(seconds * RATE))
    out = list(sig)
    for i in range(n):
        out[len(out) - n + i] *= 0.5 + 0.5 * math.cos(math.pi * (i + 1) / n)
    return out


# --- the parts of the sounds ------------------------------------------------------------------


def click(rng: random.Random, centre: float, tau: float, seconds: float = 0.03, q: float = 1.2) -> Signal:
    """A short filtered-noise tick."""
    n = noise(seconds, rng)
    return times(bandpass(n, centre, q), envelope(len(n), 0.0005, tau))


def wood(freq: float, seconds: float = 0.25, seed: int = 0) -> Signal:
    """A knuckle on wood: a few damped resonances of a board."""
    return partials(seconds, [(freq, 1.0, 0.055), (freq * 2.31, 0.55, 0.032), (freq * 4.2, 0.3, 0.018),
                              (freq * 6.8, 0.16, 0.01)], attack=0.0008, phase_seed=seed)


def clink(rng: random.Random, level: float = 1.0) -> Signal:
    """One mother-of-pearl fish touching another: bright, inharmonic, quickly damped."""
    f = rng.uniform(2500, 3500)
    ring = partials(0.14, [(f, 1.0, 0.045), (f * 1.47, 0.6, 0.032), (f * 2.09, 0.38, 0.022), (f * 2.83, 0.22, 0.015)],
                    attack=0.0006, phase_seed=rng.randrange(1 << 30))
    tick = click(rng, 5200, 0.0025, 0.14, q=0.8)
    return [level * (0.55 * a + 0.45 * b) for a, b in zip(ring, tick)]


def pluck(freq: float, seconds: float, seed: int = 0) -> Signal:
    """A music-box tine: a clear note with a few quieter harmonics."""
    return partials(seconds, [(freq, 1.0, 0.95), (freq * 2.0, 0.42, 0.5), (freq * 3.0, 0.2, 0.28),
                              (freq * 4.18, 0.1, 0.14), (freq * 5.4, 0.05, 0.08)], attack=0.0015, phase_seed=seed)


# --- the sounds ---------------------------------------------------------------------------


def card(variant: int) -> Signal:
    """A card laid down on baize: a papery slap over a soft thump."""
    rng = random.Random(100 + variant)
    n = noise(0.2, rng)
    slap = times(bandpass(n, 1900 + 450 * variant, 0.9), envelope(len(n), 0.0015, 0.02))
    thump = times(lowpass(lowpass(n, 420), 420), envelope(len(n), 0.001, 0.03))
    low = partials(0.2, [(125 + 12 * variant, 1.0, 0.028)], attack=0.001)
    out = [0.8 * a + 2.2 * b + 0.25 * c for a, b, c in zip(slap, thump, low)]
    return fade_out(normalise(out, 0.5), 0.03)


def deal(variant: int) -> Signal:
    """One card flicked off the pack: a quick swish and a light tick where it lands."""
    rng = random.Random(200 + variant)
    n = noise(0.11, rng)
    swish = times(bandpass(n, 2600 + 300 * variant, 0.7),
                  shaped(len(n), [(0, 0), (0.035, 1.0), (0.06, 0.1), (0.11, 0)]))
    out = [0.6 * s for s in swish]
    mix_into(out, click(rng, 3400 + 200 * variant, 0.007, 0.05), 0.052, 0.9)
    return fade_out(normalise(out, 0.32), 0.015)


def shuffle() -> Signal:
    """A riffle: forty-odd cards snapping past the thumbs, a soft rush beneath, then the pack squared up."""
    rng = random.Random(300)
    total = 0.95
    out = silence(total)
    count = 46
    for i in range(count):
        p = i / (count - 1)
        at = 0.05 + 0.62 * (p ** 1.12) + rng.uniform(-0.004, 0.004)
        mix_into(out, click(rng, rng.uniform(3000, 4800), rng.uniform(0.0018, 0.0035), 0.02, q=0.9), at,
                 rng.uniform(0.55, 1.0) * (0.7 + 0.3 * math.sin(math.pi * p)))
    n = noise(total, rng)
    rush = times(bandpass(n, 1400, 0.6), shaped(len(n), [(0, 0), (0.1, 0.3), (0.55, 0.26), (0.7, 0.0)]))
    mix_into(out, rush, 0.0, 0.8)
    square = times(lowpass(lowpass(noise(0.12, rng), 600), 600), envelope(int(0.12 * RATE), 0.002, 0.03))
    mix_into(out, square, 0.74, 1.6)
    mix_into(out, click(rng, 2200, 0.006, 0.04), 0.745, 0.45)
    return fade_out(normalise(out, 0.45), 0.05)


def stop() -> Signal:
    """A stop: two soft raps of a knuckle on the table's wood."""
    rng = random.Random(400)
    out = silence(0.42)
    for at, level, seed in ((0.0, 1.0, 1), (0.135, 0.72, 2)):
        mix_into(out, wood(178, 0.28, seed), at, level)
        mix_into(out, click(rng, 1800, 0.004, 0.03), at, 0.35 * level)
    return fade_out(normalise(out, 0.55), 0.05)


def fish_in(big: bool) -> Signal:
    """Fish dropped into a compartment: a few clinks on lacquered wood, or a cascade for a big pot."""
    rng = random.Random(500 + big)
    total = 1.25 if big else 0.42
    out = silence(total)
    if big:
        at, k = 0.0, 0
        while at < 0.95:
            level = (0.55 + 0.45 * rng.random()) * (1.0 - 0.45 * at)
            mix_into(out, clink(rng, level), at)
            if k % 3 == 0:
                mix_into(out, wood(rng.uniform(280, 340), 0.15, k), at, 0.18)
            at += rng.uniform(0.025, 0.065) * (1.0 + at)
            k += 1
        bed = times(lowpass(noise(total, rng), 2200), shaped(int(total * RATE), [(0, 0), (0.08, 0.12), (0.8, 0.08),
                                                                                  (1.1, 0.0)]))
        mix_into(out, bed, 0.0)
        return fade_out(normalise(out, 0.55), 0.12)
    for at, level in ((0.0, 1.0), (0.055, 0.75), (0.13, 0.9), (0.215, 0.55)):
        mix_into(out, clink(rng, level), at)
        mix_into(out, wood(rng.uniform(290, 330), 0.15, int(at * 100)), at, 0.2)
    return fade_out(normalise(out, 0.45), 0.06)


def fish_out(big: bool) -> Signal:
    """Fish swept out of a compartment and clinking together in a hand (longer and fuller for a big pot)."""
    rng = random.Random(600 + big)
    total = 1.15 if big else 0.42
    out = silence(total)
    sweep_len = 0.38 if big else 0.2
    n = noise(sweep_len, rng)
    sweep = times(bandpass(n, 950, 0.8), shaped(len(n), [(0, 0), (0.05, 1.0), (sweep_len * 0.7, 0.5),
                                                         (sweep_len, 0.0)]))
    mix_into(out, sweep, 0.0, 0.35)
    if big:
        at = 0.09
        while at < 0.92:
            mix_into(out, clink(rng, 0.5 + 0.5 * rng.random()), at)
            at += rng.uniform(0.03, 0.075)
    else:
        for at, level in ((0.08, 0.85), (0.15, 0.65), (0.245, 0.5)):
            mix_into(out, clink(rng, level), at)
    return fade_out(normalise(out, 0.5 if big else 0.42), 0.08)


def board_turn() -> Signal:
    """The board revolving: a low wooden rumble, its bearing ticking, and a soft settle as it stops."""
    rng = random.Random(700)
    total = 0.72
    n = noise(total, rng)
    rumble = lowpass(lowpass(n, 170), 170)
    shape = shaped(len(n), [(0, 0), (0.14, 1.0), (0.42, 0.9), (0.64, 0.0)])
    wobble = [1.0 + 0.3 * math.sin(2 * math.pi * 7.0 * i / RATE) for i in range(len(n))]
    out = [9.0 * r * s * w for r, s, w in zip(rumble, shape, wobble)]
    at = 0.02
    while at < 0.6:
        level = shape[min(len(shape) - 1, int(at * RATE))]
        mix_into(out, click(rng, 1700, 0.003, 0.02), at, 0.22 * level)
        at += 0.055
    mix_into(out, wood(240, 0.2, 7), 0.6, 0.35)
    return fade_out(normalise(out, 0.3), 0.05)


def pope() -> Signal:
    """A small hand bell: hum, prime, minor third, fifth and nominal, the prime gently beating."""
    f = 659.25
    parts = [(f * 0.5, 0.35, 1.4), (f, 0.8, 1.1), (f * 1.003, 0.3, 1.0), (f * 1.2, 0.45, 0.8), (f * 1.5, 0.25, 0.6),
             (f * 2.0, 0.6, 0.7), (f * 2.5, 0.2, 0.35), (f * 3.0, 0.15, 0.25)]
    out = partials(1.8, parts, attack=0.001, phase_seed=8)
    mix_into(out, click(random.Random(800), 3000, 0.003, 0.03), 0.0, 0.25)
    return fade_out(normalise(out, 0.48), 0.4)


def game() -> Signal:
    """Winning Game: a music-box arpeggio up to the octave, then the chord."""
    out = silence(1.7)
    notes = [(523.25, 0.0), (659.25, 0.1), (783.99, 0.2), (1046.5, 0.32)]
    for k, (freq, at) in enumerate(notes):
        mix_into(out, pluck(freq, 1.3, k), at)
    for k, freq in enumerate((523.25, 659.25, 783.99, 1046.5)):
        mix_into(out, pluck(freq, 1.1, 10 + k), 0.52, 0.45)
    return fade_out(normalise(out, 0.5), 0.35)


def session_end() -> Signal:
    """The end of a session: a short music-box phrase coming home, a chord, and the little bell an octave down."""
    out = silence(2.9)
    phrase = [(392.0, 0.0), (523.25, 0.16), (659.25, 0.32), (783.99, 0.48), (698.46, 0.72), (587.33, 0.88),
              (493.88, 1.04), (523.25, 1.28)]
    for k, (freq, at) in enumerate(phrase):
        mix_into(out, pluck(freq, 1.4, 20 + k), at, 0.85)
    for k, freq in enumerate((261.63, 329.63, 392.0, 523.25)):
        mix_into(out, pluck(freq, 1.6, 40 + k), 1.28, 0.5)
    f = 329.63
    bell = partials(1.5, [(f, 0.6, 1.0), (f * 1.2, 0.3, 0.7), (f * 2.0, 0.4, 0.6), (f * 2.5, 0.12, 0.3)],
                    attack=0.001, phase_seed=9)
    mix_into(out, bell, 1.3, 0.35)
    return fade_out(normalise(out, 0.55), 0.6)


def ambience() -> Signal:
    """A quiet parlour, as a seamless 16-second loop: the fire's murmur, its crackle, a clock ticking."""
    rng = random.Random(900)
    loop = 16.0
    extra = 1.0
    n = int((loop + extra) * RATE)
    white = [rng.uniform(-1.0, 1.0) for _ in range(n)]
    murmur = lowpass(lowpass(white, 260), 260)
    # the fire breathes: slow swells whose periods divide the loop, so the loop closes
    period = loop * RATE
    breath = [0.75 + 0.15 * math.sin(2 * math.pi * i / period) + 0.1 * math.sin(2 * math.pi * 3 * i / period + 1)
              for i in range(n)]
    bed = [m * b for m, b in zip(murmur, breath)]
    # fold the extra second back over the start with a cross-fade: the end flows into the beginning
    size = int(loop * RATE)
    fade = int(extra * RATE)
    out = bed[:size]
    for i in range(fade):
        k = i / fade
        out[i] = out[i] * k + bed[size + i] * (1.0 - k)
    top = max(abs(x) for x in out)
    out = [x * 0.05 / top for x in out]
    # crackles, most faint, a few brighter; a crackle crossing the end wraps round to the start
    at = 0.0
    while at < loop:
        level = 0.025 + 0.09 * rng.random() ** 3
        crackle = click(rng, rng.uniform(1400, 4200), rng.uniform(0.0015, 0.006), 0.03, q=0.8)
        mix_into(out, crackle, at, level, wrap=True)
        if rng.random() < 0.12:  # a little burst
            for _ in range(rng.randrange(2, 5)):
                mix_into(out, click(rng, rng.uniform(2000, 5000), 0.002, 0.02), at + rng.uniform(0.005, 0.06),
                         level * 0.7, wrap=True)
        at += rng.expovariate(3.2)
    # a mantel clock, tick and tock, one a second
    for k in range(int(loop)):
        centre, level = (2600, 0.045) if k % 2 == 0 else (2100, 0.038)
        mix_into(out, click(rng, centre, 0.0035, 0.03, q=2.0), 0.3 + k, level, wrap=True)
        mix_into(out, wood(900 if k % 2 == 0 else 780, 0.06, k), 0.3 + k, level * 0.25, wrap=True)
    return normalise(out, 0.22)


SOUNDS: dict[str, Callable[[], Signal]] = {
    "shuffle": shuffle,
    **{f"deal-{v}": (lambda v=v: deal(v)) for v in (1, 2, 3)},
    **{f"card-{v}": (lambda v=v: card(v)) for v in (1, 2, 3)},
    "stop": stop,
    "fish-in": lambda: fish_in(False),
    "fish-in-big": lambda: fish_in(True),
    "fish-out": lambda: fish_out(False),
    "fish-out-big": lambda: fish_out(True),
    "board-turn": board_turn,
    "pope": pope,
    "game": game,
    "session-end": session_end,
    "ambience": ambience,
}
"""Every file this script writes (without ``.wav``), and the function that computes it."""


def write_wav(path: Path, sig: Sequence[float]) -> None:
    """Write ``sig`` (-1..1) as a 16-bit mono WAV file at :data:`RATE`."""
    data = array.array("h", (max(-32767, min(32767, int(round(x * 32767)))) for x in sig))
    if sys.byteorder == "big":
        data.byteswap()
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(data.tobytes())


def main(argv: list[str] | None = None) -> int:
    """Write every sound (or, with ``--list``, describe them); return the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="name each sound with its length and peak; write nothing")
    parser.add_argument("--out", type=Path, default=HERE, help="the folder to write into (default: beside this script)")
    args = parser.parse_args(argv)
    for name, make in SOUNDS.items():
        sig = make()
        if name != "ambience":  # no standing offset (the loop is built to close on itself: left alone)
            sig = highpass(sig, 30.0)
        peak = max(abs(x) for x in sig)
        if not args.list:
            args.out.mkdir(parents=True, exist_ok=True)
            write_wav(args.out / f"{name}.wav", sig)
        print(f"{name + '.wav':18} {len(sig) / RATE:5.2f} s  peak {peak:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
