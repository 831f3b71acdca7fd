#!/usr/bin/env python3
"""Generate the Jammerlappen deck as SVG files: number cards 1-11, the five action cards, a back.

Usage:  python3 tools/make_jammer_cards.py [OUTPUT_DIR]
Default OUTPUT_DIR is assets/cards/jammerlappen relative to the repository root.

Standard library only, deterministic. Every card uses viewBox 0 0 250 350 (5:7); text is in
"Noto Sans" bold, the font bundled in assets/fonts/ (the game renders the SVGs with resvg).
The 56-card deck (NOTES.md) holds every number four times; copies share one file
(n1.svg ... n11.svg). Numbers are huge and each has its own colour, so a pot can be read from
across the table; action cards are dark with a white icon and their German name.
"""

import os
import sys

W, H = 250, 350
CX, CY = W / 2, H / 2
RX = 14
FONT = "Noto Sans"
CREAM = "#fffdf6"
EDGE = "#9a9486"
INK = "#1b1b1f"

# One colour per number, spread round the colour wheel and alternating light/dark so that
# neighbours (which matter most when beating a card) never look alike.
NUMBER_COLOURS = {
    1: "#7a7f87",   # slate
    2: "#2e7d32",   # green
    3: "#f08c00",   # orange
    4: "#1565c0",   # blue
    5: "#c2185b",   # magenta: the 5 turns play downward
    6: "#00897b",   # teal
    7: "#c62828",   # red
    8: "#6a1b9a",   # purple
    9: "#8d6e00",   # ochre
    10: "#0277bd",  # sky
    11: "#3e2723",  # dark brown: the highest
}

# The action cards: file stem, printed name (two lines), background colour, icon.
ACTIONS = [
    ("dein-problem", ["Dein", "Problem!"], "#5d2e8c", "pass"),
    ("richtungswechsel", ["Richtungs-", "wechsel!"], "#00695c", "turn"),
    ("aussetzen", ["Aussetzen!"], "#b71c1c", "skip"),
    ("weg-damit", ["Weg", "damit!"], "#263238", "away"),
    ("neustart", ["Neustart!"], "#0d47a1", "restart"),
]


def card_base(fill=CREAM):
    return (f'<rect x="1" y="1" width="{W - 2}" height="{H - 2}" rx="{RX}" ry="{RX}" '
            f'fill="{fill}" stroke="{EDGE}" stroke-width="1.5"/>')


def text(x, y, s, size, fill, anchor="middle", rotate=None, weight="bold", extra=""):
    rot = f' transform="rotate({rotate} {x:g} {y:g})"' if rotate is not None else ""
    return (f'<text x="{x:g}" y="{y:g}" font-family="{FONT}" font-weight="{weight}" '
            f'font-size="{size:g}" fill="{fill}" text-anchor="{anchor}"{rot}{extra}>{s}</text>')


def corner(label, colour, size=40):
    """Top-left index and the same, turned, bottom-right."""
    return (text(34, 52, label, size, colour)
            + text(W - 34, H - 52, label, size, colour, rotate=180))


def number_face(n):
    c = NUMBER_COLOURS[n]
    parts = [card_base()]
    # A coloured frame and a pale disc behind the big number.
    parts.append(f'<rect x="12" y="12" width="{W - 24}" height="{H - 24}" rx="9" fill="none" '
                 f'stroke="{c}" stroke-width="6"/>')
    parts.append(f'<ellipse cx="{CX}" cy="{CY}" rx="92" ry="118" fill="{c}" opacity="0.14"/>')
    parts.append(f'<ellipse cx="{CX}" cy="{CY}" rx="92" ry="118" fill="none" stroke="{c}" '
                 f'stroke-width="3"/>')
    size = 150 if n < 10 else 124
    parts.append(text(CX, CY + size * 0.36, str(n), size, c,
                      extra=f' stroke="{INK}" stroke-width="2.5" paint-order="stroke"'))
    parts.append(corner(str(n), c, 40 if n < 10 else 30))
    if n == 5:
        # The 5 turns play downward: an arrow and the word under the number.
        parts.append(f'<path d="M{CX - 14},{CY + 70} h28 v18 h16 l-30,26 l-30,-26 h16 z" '
                     f'fill="{c}" stroke="{INK}" stroke-width="1.5"/>')
        parts.append(text(CX, CY - 84, "abwärts", 24, c))
    # A row of small pips tells the value to those who count rather than read.
    step = min(15, 130 / n)
    parts.append("".join(
        f'<circle cx="{CX + (i - (n - 1) / 2) * step:g}" cy="{H - 30}" r="5" fill="{c}"/>'
        for i in range(n)))
    return "".join(parts)


def icon(kind):
    """A white icon in a box centred on (CX, 150), about 120 wide."""
    white = 'fill="none" stroke="#ffffff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"'
    if kind == "pass":
        # A card handed on to the next player: a card outline and a fat arrow to the right.
        return (f'<rect x="{CX - 62}" y="105" width="54" height="76" rx="7" {white}/>'
                f'<path d="M{CX - 18},143 H{CX + 52}" {white}/>'
                f'<path d="M{CX + 30},118 L{CX + 58},143 L{CX + 30},168" {white}/>')
    if kind == "turn":
        # Two arrows chasing each other round a circle.
        return (f'<path d="M{CX - 52},140 A52,52 0 0,1 {CX + 40},108" {white}/>'
                f'<path d="M{CX + 52},160 A52,52 0 0,1 {CX - 40},192" {white}/>'
                f'<path d="M{CX + 18},98 L{CX + 46},104 L{CX + 44},132" {white}/>'
                f'<path d="M{CX - 18},202 L{CX - 46},196 L{CX - 44},168" {white}/>')
    if kind == "skip":
        # The "no entry" circle with a slash.
        return (f'<circle cx="{CX}" cy="150" r="56" {white}/>'
                f'<path d="M{CX - 38},112 L{CX + 38},188" {white}/>')
    if kind == "away":
        # A pile of cards swept off with speed lines.
        return (f'<rect x="{CX - 20}" y="104" width="50" height="70" rx="6" transform="rotate(18 {CX + 5} 139)" {white}/>'
                f'<rect x="{CX - 4}" y="118" width="50" height="70" rx="6" transform="rotate(34 {CX + 21} 153)" '
                f'fill="#ffffff" stroke="#ffffff" stroke-width="6"/>'
                f'<path d="M{CX - 66},124 H{CX - 34} M{CX - 74},150 H{CX - 30} M{CX - 66},176 H{CX - 34}" {white}/>')
    if kind == "restart":
        # A circular arrow round a play triangle.
        return (f'<path d="M{CX + 44},124 A52,52 0 1,0 {CX + 52},160" {white}/>'
                f'<path d="M{CX + 22},116 L{CX + 48},120 L{CX + 52},94" {white}/>'
                f'<path d="M{CX - 14},128 L{CX + 22},150 L{CX - 14},172 Z" fill="#ffffff"/>')
    raise ValueError(kind)


def action_face(lines, colour, kind):
    parts = [card_base(colour)]
    parts.append(f'<rect x="10" y="10" width="{W - 20}" height="{H - 20}" rx="10" fill="none" '
                 f'stroke="#ffffff" stroke-width="3" opacity="0.85"/>')
    parts.append(f'<circle cx="{CX}" cy="150" r="84" fill="#000000" opacity="0.18"/>')
    parts.append(icon(kind))
    size = 34 if max(len(l) for l in lines) <= 9 else 29
    y0 = 270 if len(lines) == 2 else 285
    for i, line in enumerate(lines):
        parts.append(text(CX, y0 + i * (size + 4), line, size, "#ffffff"))
    # Corner marks: a star, so an action card is known as one even when fanned.
    for (x, y, r) in [(30, 34, 0), (W - 30, H - 34, 180)]:
        parts.append(f'<path transform="translate({x} {y}) rotate({r})" '
                     'd="M0,-13 L3.8,-4 L13,-4 L5.6,2 L8.2,11.5 L0,6 L-8.2,11.5 L-5.6,2 L-13,-4 L-3.8,-4 Z" '
                     'fill="#ffffff"/>')
    return "".join(parts)


def back_face():
    parts = ['<defs><pattern id="tear" x="0" y="0" width="22" height="22" patternUnits="userSpaceOnUse">'
             '<rect width="22" height="22" fill="#2c3e7a"/>'
             '<path d="M11,3 C14,9 16,12 16,15 A5,5 0 0,1 6,15 C6,12 8,9 11,3 Z" fill="#4a64b4"/>'
             '</pattern></defs>']
    parts.append(card_base())
    parts.append(f'<rect x="13" y="13" width="{W - 26}" height="{H - 26}" rx="8" fill="url(#tear)"/>')
    parts.append(f'<rect x="19" y="19" width="{W - 38}" height="{H - 38}" rx="5" fill="none" '
                 'stroke="#f2c14e" stroke-width="2.5"/>')
    # A crumpled handkerchief (a "Jammerlappen") in the middle, with the name over it.
    parts.append(f'<ellipse cx="{CX}" cy="{CY}" rx="86" ry="62" fill="#f7f3e8" stroke="#f2c14e" stroke-width="4"/>')
    parts.append(text(CX, CY - 6, "JAMMER-", 30, "#2c3e7a"))
    parts.append(text(CX, CY + 28, "LAPPEN", 30, "#2c3e7a"))
    return "".join(parts)


def svg_doc(body):
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}">\n'
            f'{body}\n</svg>\n')


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "assets", "cards", "jammerlappen")
    os.makedirs(out, exist_ok=True)
    files = {f"n{n}": number_face(n) for n in range(1, 12)}
    for stem, lines, colour, kind in ACTIONS:
        files[stem] = action_face(lines, colour, kind)
    files["back"] = back_face()
    for stem, body in files.items():
        with open(os.path.join(out, f"{stem}.svg"), "w", encoding="utf-8") as f:
            f.write(svg_doc(body))
    print(f"wrote {len(files)} cards to {out}")


if __name__ == "__main__":
    main()
