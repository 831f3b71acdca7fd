#!/usr/bin/env python3
"""Generate the 50 goat cards of Nur die Ziege zählt (plus a back) as SVG files.

Usage:  python3 tools/make_ziege_cards.py [OUTPUT_DIR]
Default OUTPUT_DIR is assets/cards/ziege relative to the repository root.

Standard library only. Every card uses viewBox 0 0 250 350 (5:7). A card shows its number very
large in the middle and small in the top corner (the part a fanned hand leaves visible), and its
goat heads twice, as a column ("stick") down the left and one down the right edge, so they can be
counted at a glance. Heads per card follow NOTES.md (the rules crate's HEADS table): multiples of
10 carry 5, other multiples of 5 carry 3, 11 22 33 44 carry 2, all others 1. The frame colour
tells the head count as well. Text is <text> in "Noto Sans" bold, the font bundled in
assets/fonts/ (the game renders the SVGs with resvg).
"""

import os
import sys

W, H = 250, 350
FONT = "Noto Sans"
CREAM = "#fffaf0"
INK = "#1d1a17"
# Frame colour per head count: the more heads, the warmer.
FRAME = {1: "#4d7c3a", 2: "#2f6ea5", 3: "#d07a12", 5: "#b3261e"}


def heads(n):
    if n % 10 == 0:
        return 5
    if n % 5 == 0:
        return 3
    if n % 11 == 0:
        return 2
    return 1


def goat_head(x, y, size, colour=INK):
    """A goat head facing the viewer, centred at (x, y), `size` px tall (drawn in a 40 box)."""
    s = size / 40.0
    return (
        f'<g transform="translate({x:g} {y:g}) scale({s:g})">'
        # Horns: two backward curves.
        f'<path d="M-5,-11 C-7,-19 -13,-21 -17,-18" fill="none" stroke="{colour}" '
        f'stroke-width="3.4" stroke-linecap="round"/>'
        f'<path d="M5,-11 C7,-19 13,-21 17,-18" fill="none" stroke="{colour}" '
        f'stroke-width="3.4" stroke-linecap="round"/>'
        # Ears: out to the sides.
        f'<ellipse cx="-12" cy="-6" rx="7" ry="3.2" transform="rotate(18 -12 -6)" fill="{colour}"/>'
        f'<ellipse cx="12" cy="-6" rx="7" ry="3.2" transform="rotate(-18 12 -6)" fill="{colour}"/>'
        # The long face narrowing to the snout, and the beard.
        f'<path d="M-8,-12 C-10,-3 -6,8 -4,13 C-2,16 2,16 4,13 C6,8 10,-3 8,-12 '
        f'C4,-15 -4,-15 -8,-12 Z" fill="{colour}"/>'
        f'<path d="M-3,14 L0,21 L3,14 Z" fill="{colour}"/>'
        # Eyes, so the shape reads as a face.
        f'<circle cx="-4" cy="-5" r="1.7" fill="{CREAM}"/>'
        f'<circle cx="4" cy="-5" r="1.7" fill="{CREAM}"/>'
        "</g>"
    )


def column(x, count, top=92, bottom=332, size=38):
    """`count` heads down one edge, spread evenly between `top` and `bottom`."""
    step = (bottom - top) / 5
    start = top + step / 2 + (5 - count) * step / 2
    return "".join(goat_head(x, start + i * step, size) for i in range(count))


def card(n):
    h = heads(n)
    frame = FRAME[h]
    big = 108 if n >= 10 else 150
    return f"""<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}">
<rect x="3" y="3" width="{W - 6}" height="{H - 6}" rx="16" fill="{CREAM}" stroke="{frame}" stroke-width="6"/>
<rect x="12" y="12" width="{W - 24}" height="{H - 24}" rx="10" fill="none" stroke="{frame}" stroke-width="2" opacity="0.5"/>
<text x="16" y="62" font-family="{FONT}" font-weight="bold" font-size="50" fill="{INK}">{n}</text>
<text x="{W - 16}" y="62" font-family="{FONT}" font-weight="bold" font-size="30" fill="{frame}" text-anchor="end">{h}×</text>
{column(34, h)}
{column(W - 34, h)}
<text x="{W / 2:g}" y="{H / 2 + big * 0.36:g}" font-family="{FONT}" font-weight="bold" font-size="{big}" fill="{INK}" text-anchor="middle">{n}</text>
</svg>
"""


def back():
    rows = []
    for r in range(6):
        for c in range(4):
            x = 44 + c * 54 + (27 if r % 2 else 0)
            y = 44 + r * 54
            if x < W - 20:
                rows.append(goat_head(x, y, 30, "#3d6b2c"))
    return f"""<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}">
<rect x="3" y="3" width="{W - 6}" height="{H - 6}" rx="16" fill="#234d1b" stroke="#e0b85c" stroke-width="6"/>
{''.join(rows)}
<rect x="30" y="140" width="{W - 60}" height="70" rx="12" fill="#fffaf0" stroke="#e0b85c" stroke-width="4"/>
<text x="{W / 2:g}" y="188" font-family="{FONT}" font-weight="bold" font-size="40" fill="#234d1b" text-anchor="middle">Ziege</text>
</svg>
"""


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "assets", "cards", "ziege")
    os.makedirs(out, exist_ok=True)
    for n in range(1, 51):
        with open(os.path.join(out, f"{n:02}.svg"), "w", encoding="utf-8") as f:
            f.write(card(n))
    with open(os.path.join(out, "back.svg"), "w", encoding="utf-8") as f:
        f.write(back())
    total = sum(heads(n) for n in range(1, 51))
    print(f"wrote 50 cards ({total} goat heads) and a back to {out}")


if __name__ == "__main__":
    main()
