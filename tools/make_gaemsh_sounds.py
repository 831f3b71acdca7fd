#!/usr/bin/env python3
"""Synthesise Gämsh Alpin's own sounds: one per gesture, and the Raging Bull's charge.

Usage:  python3 tools/make_gaemsh_sounds.py [OUTPUT_DIR]
Default OUTPUT_DIR is assets/sounds/gaemsh relative to the repository root.

Built from the primitives of tools/make_sounds.py (standard library only, fixed seed), so the
output is reproducible and sounds like the rest of the table.
"""

import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_sounds as m  # noqa: E402

m.rng = random.Random(0x6A3_5A1)


def snd_wink():
    """A bright little 'ting-ting' going up."""
    out = m.silence(0.35)
    for at, f in ((0.0, 1318.5), (0.09, 1760.0)):
        m.mix(out, m.env_exp(m.tone(f, 0.25, "soft"), 0.002, 0.05), at, 0.8)
    return out


def snd_scratch_head():
    """Fingernails in hair: quick bursts of scratchy noise."""
    out = m.silence(0.7)
    for k in range(8):
        burst = m.env_bell(m.filt(m.noise(0.06), "bp", 3500 + 300 * (k % 2), 1.2), 0.4, 1.0)
        m.mix(out, burst, 0.05 + k * 0.075, 0.8)
    return out


def snd_tap_cards():
    """Three taps on a stack of cards."""
    out = m.silence(0.5)
    for k in range(3):
        tap = m.env_exp(m.filt(m.noise(0.05), "bp", 1700, 1.4), 0.0005, 0.008)
        body = m.env_exp(m.tone(420, 0.05), 0.0005, 0.012)
        m.mix(out, tap, k * 0.14, 1.0)
        m.mix(out, body, k * 0.14, 0.4)
    return out


def cough_once(gain):
    burst = m.filt(m.noise(0.16), "bp", 650, 0.8)
    burst = m.env_exp(burst, 0.004, 0.05)
    voice = m.env_exp(m.tone(180, 0.12, "tri"), 0.004, 0.04)
    out = m.silence(0.18)
    m.mix(out, burst, 0.0, gain)
    m.mix(out, voice, 0.0, gain * 0.3)
    return out


def snd_cough():
    """Two short coughs."""
    out = m.silence(0.5)
    m.mix(out, cough_once(1.0), 0.0)
    m.mix(out, cough_once(0.7), 0.2)
    return out


def snd_whistle():
    """A two-note whistle: up, then down."""
    out = m.silence(0.75)
    up = m.env_adsr(m.tone(1200, 0.28, "sine", vibrato=0.01, vib_rate=7, glide_to=1800),
                    0.02, 0.05, 0.8, 0.05)
    down = m.env_adsr(m.tone(1700, 0.35, "sine", vibrato=0.012, vib_rate=7, glide_to=1100),
                      0.02, 0.05, 0.8, 0.1)
    m.mix(out, up, 0.0, 0.8)
    m.mix(out, down, 0.32, 0.8)
    return out


def snd_yawn():
    """A long, falling, breathy 'aaah'."""
    out = m.silence(1.0)
    voice = m.filt(m.tone(260, 0.95, "tri", vibrato=0.01, vib_rate=4.5, glide_to=150), "lp", 1100)
    m.mix(out, m.env_adsr(voice, 0.15, 0.2, 0.7, 0.35), 0.0, 0.7)
    breath = m.env_bell(m.filt(m.noise(0.95), "bp", 900, 0.7), 0.3, 1.0)
    m.mix(out, breath, 0.0, 0.35)
    return out


def snd_look_up():
    """A soft rising 'boop', like a question."""
    out = m.silence(0.4)
    m.mix(out, m.env_adsr(m.tone(420, 0.32, "soft", glide_to=880), 0.01, 0.08, 0.7, 0.12),
          0.0, 0.8)
    return out


def snd_drum_fingers():
    """Four fingers drumming on the table, twice."""
    out = m.silence(0.75)
    for round_ in range(2):
        for k in range(4):
            tap = m.env_exp(m.filt(m.noise(0.04), "lp", 900), 0.0005, 0.01)
            body = m.env_exp(m.tone(190 + 25 * k, 0.06), 0.0005, 0.02)
            at = round_ * 0.34 + k * 0.055
            m.mix(out, tap, at, 0.8)
            m.mix(out, body, at, 0.6)
    return out


def snd_bull():
    """A snort, hooves thundering and a rumble passing by."""
    out = m.silence(1.2)
    snort = m.env_bell(m.filt(m.noise(0.25), "bp", 700, 0.9), 0.2, 1.5)
    m.mix(out, snort, 0.0, 0.7)
    rumble = m.env_bell(m.filt(m.noise(1.0), "lp", 180), 0.5, 1.0)
    m.mix(out, rumble, 0.15, 1.0)
    for k in range(9):
        hoof = m.env_exp(m.tone(70 + 10 * (k % 2), 0.12), 0.001, 0.03)
        m.mix(out, hoof, 0.15 + k * 0.11, 0.7)
    return out


SOUNDS = {
    "wink": snd_wink,
    "scratch-head": snd_scratch_head,
    "tap-cards": snd_tap_cards,
    "cough": snd_cough,
    "whistle": snd_whistle,
    "yawn": snd_yawn,
    "look-up": snd_look_up,
    "drum-fingers": snd_drum_fingers,
    "bull": snd_bull,
}


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "assets", "sounds", "gaemsh")
    os.makedirs(out, exist_ok=True)
    for name, fn in SOUNDS.items():
        path = os.path.join(out, name + ".wav")
        m.write(path, fn())
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
