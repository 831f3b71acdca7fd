#!/usr/bin/env python3
"""Synthesise the game's sound effects as small WAV files.

Usage:  python3 tools/make_sounds.py [OUTPUT_DIR]
Default OUTPUT_DIR is assets/sounds relative to the repository root.

Standard library only (wave, math, random with a fixed seed), so the output is
reproducible. All files: mono, 22050 Hz, 16-bit PCM, peak-normalised to about
-2 dBFS.
"""

import math
import os
import random
import struct
import sys
import wave

SR = 22050
PEAK = 0.79  # about -2 dBFS

rng = random.Random(0x5C4_1111)


# ---------------------------------------------------------------- primitives

def silence(sec):
    return [0.0] * int(SR * sec)


def noise(sec):
    return [rng.uniform(-1.0, 1.0) for _ in range(int(SR * sec))]


def mix(dst, src, at=0.0, gain=1.0):
    """Add `src` into `dst` starting at time `at` (seconds); grows dst."""
    src = list(src)
    k = min(len(src), int(SR * 0.004))   # de-click: short fade-out on each part
    for i in range(k):
        src[len(src) - 1 - i] *= i / k
    off = int(SR * at)
    need = off + len(src)
    if need > len(dst):
        dst.extend([0.0] * (need - len(dst)))
    for i, v in enumerate(src):
        dst[off + i] += v * gain
    return dst


def env_exp(sig, attack, decay):
    """Linear attack (s) followed by exponential decay with time constant (s)."""
    a = max(1, int(SR * attack))
    out = []
    for i, v in enumerate(sig):
        if i < a:
            g = i / a
        else:
            g = math.exp(-(i - a) / (SR * decay))
        out.append(v * g)
    return out


def env_adsr(sig, attack, decay, sustain, release):
    n = len(sig)
    a = max(1, int(SR * attack))
    d = max(1, int(SR * decay))
    r = max(1, int(SR * release))
    out = []
    for i, v in enumerate(sig):
        if i < a:
            g = i / a
        elif i < a + d:
            g = 1.0 - (1.0 - sustain) * (i - a) / d
        else:
            g = sustain
        if i > n - r:
            g *= max(0.0, (n - i) / r)
        out.append(v * g)
    return out


def env_bell(sig, peak_at=0.5, power=1.0):
    """Smooth rise and fall over the whole signal (a 'swish')."""
    n = len(sig)
    p = max(1, int(n * peak_at))
    out = []
    for i, v in enumerate(sig):
        if i < p:
            g = math.sin(0.5 * math.pi * i / p)
        else:
            g = math.cos(0.5 * math.pi * (i - p) / max(1, n - p))
        out.append(v * (g ** power))
    return out


class Biquad:
    """RBJ audio-EQ-cookbook biquad filter."""

    def __init__(self, kind, freq, q=0.707):
        self.set(kind, freq, q)
        self.x1 = self.x2 = self.y1 = self.y2 = 0.0

    def set(self, kind, freq, q):
        w = 2 * math.pi * min(freq, SR * 0.45) / SR
        cw, sw = math.cos(w), math.sin(w)
        alpha = sw / (2 * q)
        if kind == "lp":
            b0, b1, b2 = (1 - cw) / 2, 1 - cw, (1 - cw) / 2
        elif kind == "hp":
            b0, b1, b2 = (1 + cw) / 2, -(1 + cw), (1 + cw) / 2
        elif kind == "bp":
            b0, b1, b2 = alpha, 0.0, -alpha
        else:
            raise ValueError(kind)
        a0, a1, a2 = 1 + alpha, -2 * cw, 1 - alpha
        self.b0, self.b1, self.b2 = b0 / a0, b1 / a0, b2 / a0
        self.a1, self.a2 = a1 / a0, a2 / a0

    def __call__(self, x):
        y = (self.b0 * x + self.b1 * self.x1 + self.b2 * self.x2
             - self.a1 * self.y1 - self.a2 * self.y2)
        self.x2, self.x1 = self.x1, x
        self.y2, self.y1 = self.y1, y
        return y


def filt(sig, kind, freq, q=0.707):
    f = Biquad(kind, freq, q)
    return [f(v) for v in sig]


def sweep_filt(sig, kind, f0, f1, q=0.707):
    """Filter whose cut-off glides exponentially from f0 to f1."""
    f = Biquad(kind, f0, q)
    n = max(1, len(sig) - 1)
    out = []
    for i, v in enumerate(sig):
        if i % 32 == 0:
            f.set(kind, f0 * (f1 / f0) ** (i / n), q)
        out.append(f(v))
    return out


def tone(freq, sec, shape="sine", vibrato=0.0, vib_rate=5.0, glide_to=None):
    n = int(SR * sec)
    out = []
    ph = 0.0
    for i in range(n):
        t = i / SR
        f = freq if glide_to is None else freq * (glide_to / freq) ** (i / n)
        if vibrato:
            f *= 1.0 + vibrato * math.sin(2 * math.pi * vib_rate * t)
        ph += f / SR
        x = ph % 1.0
        if shape == "sine":
            v = math.sin(2 * math.pi * x)
        elif shape == "tri":
            v = 4 * abs(x - 0.5) - 1
        elif shape == "soft":   # sine plus a little 2nd/3rd harmonic
            v = (math.sin(2 * math.pi * x) + 0.3 * math.sin(4 * math.pi * x)
                 + 0.12 * math.sin(6 * math.pi * x)) / 1.3
        else:
            raise ValueError(shape)
        out.append(v)
    return out


def fade_edges(sig, fin=0.002, fout=0.01):
    a, b = int(SR * fin), int(SR * fout)
    n = len(sig)
    for i in range(min(a, n)):
        sig[i] *= i / a
    for i in range(min(b, n)):
        sig[n - 1 - i] *= i / b
    return sig


def normalise(sig, peak=PEAK):
    m = max(abs(v) for v in sig) or 1.0
    return [v * peak / m for v in sig]


def write(path, sig):
    sig = normalise(fade_edges(list(sig)))
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(SR)
        w.writeframes(b"".join(
            struct.pack("<h", int(round(max(-1.0, min(1.0, v)) * 32767)))
            for v in sig))


# ---------------------------------------------------------------- sounds

def snd_deal():
    """Card flick: a bright snap followed by a soft papery landing."""
    out = silence(0.15)
    snap = env_exp(filt(noise(0.05), "hp", 2500), 0.0008, 0.006)
    body = env_exp(filt(noise(0.08), "bp", 1400, 0.9), 0.002, 0.018)
    land = env_exp(filt(noise(0.09), "lp", 900), 0.003, 0.015)
    mix(out, snap, 0.0, 1.0)
    mix(out, body, 0.002, 0.6)
    mix(out, land, 0.055, 0.45)
    return out


def snd_swap():
    """Card sliding over felt: a filtered noise swish with a gliding band."""
    n = noise(0.34)
    sw = sweep_filt(n, "bp", 900, 3200, 1.2)
    sw = env_bell(sw, 0.35, 1.5)
    tail = env_exp(filt(noise(0.05), "hp", 1800), 0.001, 0.008)
    out = silence(0.38)
    mix(out, sw, 0.0, 1.0)
    mix(out, tail, 0.31, 0.35)
    return out


def knock_once():
    """One knuckle on a wooden table: damped modes plus a short click."""
    modes = [(170, 0.050, 1.0), (410, 0.030, 0.55), (880, 0.016, 0.30),
             (1650, 0.008, 0.15)]
    k = silence(0.3)
    for f, dec, g in modes:
        mix(k, env_exp(tone(f * rng.uniform(0.98, 1.02), 0.3), 0.0006, dec),
            0.0, g)
    click = env_exp(filt(noise(0.02), "bp", 2400, 1.5), 0.0003, 0.003)
    mix(k, click, 0.0, 0.5)
    thud = env_exp(filt(noise(0.08), "lp", 300), 0.001, 0.02)
    mix(k, thud, 0.0, 0.8)
    return k


def snd_knock():
    out = silence(0.55)
    mix(out, knock_once(), 0.0, 1.0)
    mix(out, knock_once(), 0.19, 0.85)
    return out


def snd_life_lost():
    """Descending sad 'wah-wah': three falling triangle notes, last one bends."""
    out = silence(1.0)
    notes = [(392.0, 0.0, 0.2, None), (349.2, 0.2, 0.2, None),
             (311.1, 0.4, 0.5, 233.1)]   # G4, F4, Eb4 -> Bb3
    for f, at, dur, glide in notes:
        t = tone(f, dur, "tri", vibrato=0.012 if glide else 0.0, vib_rate=6.0,
                 glide_to=glide)
        t = filt(t, "lp", 1800)
        t = env_adsr(t, 0.01, 0.06, 0.7, 0.08 if not glide else 0.25)
        mix(out, t, at, 0.8)
    return out


def snd_win():
    """Short happy fanfare: a rising C-major arpeggio landing on a chord."""
    out = silence(1.25)
    arp = [523.25, 659.25, 783.99]          # C5 E5 G5
    for i, f in enumerate(arp):
        t = env_adsr(tone(f, 0.16, "soft"), 0.005, 0.05, 0.6, 0.05)
        mix(out, t, i * 0.11, 0.7)
    chord = [523.25, 659.25, 783.99, 1046.5]
    for f in chord:
        t = tone(f, 0.85, "soft", vibrato=0.004, vib_rate=5.5)
        t = env_adsr(t, 0.008, 0.15, 0.55, 0.5)
        mix(out, t, 0.33, 0.42)
    # a little sparkle on top
    for i, f in enumerate((2093.0, 2637.0, 3136.0)):
        t = env_exp(tone(f, 0.25), 0.002, 0.06)
        mix(out, t, 0.33 + 0.05 * i, 0.12)
    return out


def snd_flip():
    """Turning a card over: a quick airy swoosh ending in a light tap."""
    out = silence(0.17)
    sw = env_bell(sweep_filt(noise(0.11), "bp", 2200, 5000, 1.0), 0.6, 1.2)
    tap = env_exp(filt(noise(0.04), "bp", 1800, 1.0), 0.0008, 0.007)
    mix(out, sw, 0.0, 0.6)
    mix(out, tap, 0.1, 1.0)
    return out


def snd_click():
    """UI click: a tiny, dry tick with a short pitched body."""
    out = silence(0.05)
    body = env_exp(tone(1900, 0.04), 0.0005, 0.006)
    tick = env_exp(filt(noise(0.01), "hp", 4000), 0.0002, 0.0015)
    mix(out, body, 0.0, 1.0)
    mix(out, tick, 0.0, 0.5)
    return out


SOUNDS = {
    "deal": snd_deal,
    "swap": snd_swap,
    "knock": snd_knock,
    "life_lost": snd_life_lost,
    "win": snd_win,
    "flip": snd_flip,
    "click": snd_click,
}


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        root, "assets", "sounds")
    os.makedirs(out, exist_ok=True)
    for name, fn in SOUNDS.items():
        path = os.path.join(out, name + ".wav")
        write(path, fn())
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
