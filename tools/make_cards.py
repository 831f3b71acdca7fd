#!/usr/bin/env python3
"""Generate the French piquet deck (32 cards + back) as SVG files.

Usage:  python3 tools/make_cards.py [OUTPUT_DIR]
Default OUTPUT_DIR is assets/cards/french relative to the repository root.

Standard library only. Every card uses viewBox 0 0 250 350 (5:7) and draws the
suits as vector paths. Rank glyphs are <text> in "Noto Sans" bold, the font
bundled in assets/fonts/ (the game renders the SVGs with resvg).
"""

import os
import sys

W, H = 250, 350
CX, CY = W / 2, H / 2
RX = 14

RED = "#c8102e"
BLACK = "#1b1b1f"
CREAM = "#fffdf6"
EDGE = "#9a9486"
GOLD = "#d9a520"
GOLD_DARK = "#8a6412"
SKIN = "#f5d7b8"
INK = "#222222"
FONT = "Noto Sans"

RANKS = ["7", "8", "9", "10", "J", "Q", "K", "A"]
SUITS = ["C", "S", "H", "D"]

# --------------------------------------------------------------------------
# Suit shapes, drawn in a box from -50..50 (x) and -50..50 (y), point "up".
# Each suit is a list of path data strings (drawn as separate <path>s so that
# overlapping sub-shapes never cut holes into each other).


def _circle(cx, cy, r):
    return (f"M{cx - r:g},{cy:g} a{r:g},{r:g} 0 1,0 {2 * r:g},0 "
            f"a{r:g},{r:g} 0 1,0 {-2 * r:g},0 Z")


SUIT_PATHS = {
    "H": [
        "M0,46 C-8,34 -50,10 -50,-17 C-50,-37 -36,-48 -22,-48 "
        "C-10,-48 -3,-41 0,-31 C3,-41 10,-48 22,-48 "
        "C36,-48 50,-37 50,-17 C50,10 8,34 0,46 Z"
    ],
    "D": [
        "M0,-50 C10,-33 24,-15 38,0 C24,15 10,33 0,50 "
        "C-10,33 -24,15 -38,0 C-24,-15 -10,-33 0,-50 Z"
    ],
    "S": [
        "M0,-50 C-8,-36 -50,-14 -50,12 C-50,30 -37,39 -24,39 "
        "C-13,39 -6,34 -2,27 C-3,38 -9,45 -18,50 L18,50 "
        "C9,45 3,38 2,27 C6,34 13,39 24,39 C37,39 50,30 50,12 "
        "C50,-14 8,-36 0,-50 Z"
    ],
    "C": [
        _circle(0, -24, 22),
        _circle(-24, 11, 22),
        _circle(24, 11, 22),
        _circle(0, 4, 12),
        "M-3,8 C-3,28 -9,42 -19,50 L19,50 C9,42 3,28 3,8 Z",
    ],
}


def suit_color(suit):
    return RED if suit in "HD" else BLACK


def pip(suit, x, y, size, rot=0.0, color=None, extra=""):
    """A suit symbol centred at (x, y), `size` px tall (the shape box is 100)."""
    s = size / 100.0
    col = color or suit_color(suit)
    tr = f"translate({x:g} {y:g})"
    if rot:
        tr += f" rotate({rot:g})"
    tr += f" scale({s:g})"
    paths = "".join(f'<path d="{d}"/>' for d in SUIT_PATHS[suit])
    return f'<g transform="{tr}" fill="{col}"{extra}>{paths}</g>'


# --------------------------------------------------------------------------
# Card frame and corner indices


def card_base():
    return (f'<rect x="1" y="1" width="{W - 2}" height="{H - 2}" rx="{RX}" '
            f'ry="{RX}" fill="{CREAM}" stroke="{EDGE}" stroke-width="1.5"/>')


def corner_index(rank, suit):
    col = suit_color(suit)
    if rank == "10":
        txt = (f'<text x="26" y="46" font-family="{FONT}" font-weight="bold" '
               f'font-size="30" letter-spacing="-2.5" text-anchor="middle" '
               f'fill="{col}">10</text>')
    else:
        txt = (f'<text x="25" y="47" font-family="{FONT}" font-weight="bold" '
               f'font-size="36" text-anchor="middle" fill="{col}">{rank}</text>')
    one = txt + pip(suit, 25, 66, 22)
    return (f"<g>{one}</g>"
            f'<g transform="rotate(180 {CX:g} {CY:g})">{one}</g>')


# --------------------------------------------------------------------------
# Number cards: classic pip layouts

COL_X = {"L": 82, "C": 125, "R": 168}
TOP, BOT = 72, 278


def row_y(f):
    return TOP + (BOT - TOP) * f


LAYOUTS = {
    "7": [("L", 0), ("L", .5), ("L", 1), ("R", 0), ("R", .5), ("R", 1),
          ("C", .25)],
    "8": [("L", 0), ("L", .5), ("L", 1), ("R", 0), ("R", .5), ("R", 1),
          ("C", .25), ("C", .75)],
    "9": [("L", 0), ("L", 1 / 3), ("L", 2 / 3), ("L", 1),
          ("R", 0), ("R", 1 / 3), ("R", 2 / 3), ("R", 1), ("C", .5)],
    "10": [("L", 0), ("L", 1 / 3), ("L", 2 / 3), ("L", 1),
           ("R", 0), ("R", 1 / 3), ("R", 2 / 3), ("R", 1),
           ("C", 1 / 6), ("C", 5 / 6)],
}


def number_face(rank, suit):
    out = []
    for col, f in LAYOUTS[rank]:
        y = row_y(f)
        rot = 180 if y > CY + 1 else 0
        out.append(pip(suit, COL_X[col], y, 44, rot))
    return "".join(out)


def ace_face(suit):
    out = []
    if suit == "S":
        # the traditional ornate ace of spades: a ring around the big pip
        out.append(f'<circle cx="{CX}" cy="{CY}" r="78" fill="none" '
                   f'stroke="{BLACK}" stroke-width="1.5"/>')
        out.append(f'<circle cx="{CX}" cy="{CY}" r="72" fill="none" '
                   f'stroke="{GOLD}" stroke-width="3"/>')
    out.append(pip(suit, CX, CY, 112))
    return "".join(out)


# --------------------------------------------------------------------------
# Court cards: double-ended stylised bust in a frame

FX0, FY0, FX1, FY1 = 48, 40, 202, 310   # frame
ROBES = {"K": "#b3202f", "Q": "#24468a", "J": "#2d6a3e"}
ROBES_ALT = {"K": "#24468a", "Q": "#b3202f", "J": "#b3202f"}
HAIR = {"K": "#6b4a2b", "Q": "#4a2c17", "J": "#c0812e"}


def court_half(rank, suit):
    robe = ROBES[rank]
    alt = ROBES_ALT[rank]
    hair = HAIR[rank]
    sc = suit_color(suit)
    o = []
    st = f'stroke="{INK}" stroke-width="1.6" stroke-linejoin="round"'

    # hair falling behind the shoulders (queen)
    if rank == "Q":
        o.append(f'<path d="M104,92 C98,112 100,130 96,146 L154,146 '
                 f'C150,130 152,112 146,92 Z" fill="{hair}" {st}/>')

    # robe / shoulders
    o.append(f'<path d="M62,175 L62,160 C62,142 80,132 106,128 L144,128 '
             f'C170,132 188,142 188,160 L188,175 Z" fill="{robe}" {st}/>')
    # sleeve seams
    o.append(f'<path d="M80,137 C86,150 86,162 84,175 M170,137 C164,150 164,162 '
             f'166,175" fill="none" stroke="{INK}" stroke-width="1.2"/>')
    # inner garment panel
    o.append(f'<path d="M108,175 L112,130 L138,130 L142,175 Z" '
             f'fill="{alt}" {st}/>')
    # gold trim along the robe opening and hem
    o.append(f'<path d="M108,175 L112,130 M142,175 L138,130" fill="none" '
             f'stroke="{GOLD}" stroke-width="4"/>')
    o.append(f'<path d="M62,168 C100,163 150,163 188,168" fill="none" '
             f'stroke="{GOLD}" stroke-width="5"/>')
    for x in (74, 94, 156, 176):
        o.append(f'<circle cx="{x}" cy="{166 - (0 if x in (74, 176) else 1.8)}"'
                 f' r="2" fill="{GOLD_DARK}"/>')
    # suit emblem on the chest
    o.append(pip(suit, 125, 152, 18, color=sc if robe != RED else "#fff"))
    # collar
    if rank == "Q":
        o.append(f'<path d="M100,130 C108,122 142,122 150,130 C142,138 108,138 '
                 f'100,130 Z" fill="#ffffff" {st}/>')
    elif rank == "K":
        o.append(f'<path d="M102,130 L125,146 L148,130 Z" fill="#f0f0f0" {st}/>')
    else:
        o.append(f'<path d="M106,128 L125,140 L144,128 Z" fill="{GOLD}" {st}/>')
    # item held in one hand, in front of the robe
    if rank == "K":      # sword
        o.append(f'<path d="M170,172 L170,66" stroke="{INK}" stroke-width="7" '
                 f'stroke-linecap="round"/>')
        o.append(f'<path d="M170,172 L170,68" stroke="#d8dde3" '
                 f'stroke-width="4" stroke-linecap="round"/>')
        o.append(f'<path d="M170,70 L170,136" stroke="#a9b0b8" '
                 f'stroke-width="1"/>')
        o.append(f'<rect x="158" y="136" width="24" height="6" rx="2" '
                 f'fill="{GOLD}" {st}/>')
        hand = (170, 150)
    elif rank == "Q":    # flower
        o.append(f'<path d="M80,172 C78,140 86,120 80,100" fill="none" '
                 f'stroke="#2f6b2f" stroke-width="3"/>')
        o.append(f'<path d="M81,124 C71,120 67,112 69,106 C77,108 81,114 81,124 Z"'
                 f' fill="#3f8a3f" stroke="{INK}" stroke-width="1"/>')
        for dx, dy in ((0, -9), (8, -3), (5, 7), (-5, 7), (-8, -3)):
            o.append(f'<circle cx="{80 + dx}" cy="{98 + dy}" r="6" '
                     f'fill="{RED}" stroke="{INK}" stroke-width="1"/>')
        o.append(f'<circle cx="80" cy="98" r="4" fill="{GOLD}"/>')
        hand = (80, 150)
    else:                # halberd
        o.append(f'<path d="M170,172 L170,62" stroke="{INK}" stroke-width="5" '
                 f'stroke-linecap="round"/>')
        o.append(f'<path d="M170,172 L170,64" stroke="#9b6b3a" '
                 f'stroke-width="3" stroke-linecap="round"/>')
        o.append(f'<path d="M170,50 L175,66 L170,70 L165,66 Z M170,72 '
                 f'C180,70 188,76 188,88 C180,84 175,86 170,90 Z" '
                 f'fill="#cfd5dc" {st}/>')
        hand = (170, 150)
    hx, hy = hand
    o.append(f'<ellipse cx="{hx}" cy="{hy}" rx="7" ry="6.5" fill="{SKIN}" {st}/>')
    o.append(f'<path d="M{hx - 7},{hy - 2} L{hx + 7},{hy - 2} M{hx - 7},{hy + 2} '
             f'L{hx + 7},{hy + 2}" stroke="{INK}" stroke-width="0.8"/>')
    # neck
    o.append(f'<rect x="118" y="112" width="14" height="17" fill="{SKIN}" '
             f'stroke="{INK}" stroke-width="1.2"/>')
    # head
    o.append(f'<ellipse cx="125" cy="98" rx="17" ry="20" fill="{SKIN}" {st}/>')
    # face
    o.append(f'<circle cx="119" cy="96" r="1.8" fill="{INK}"/>'
             f'<circle cx="131" cy="96" r="1.8" fill="{INK}"/>')
    o.append(f'<path d="M125,98 L123,105 L126,105" fill="none" stroke="{INK}" '
             f'stroke-width="1"/>')
    o.append('<circle cx="116" cy="104" r="3" fill="#e99a8c" opacity="0.6"/>'
             '<circle cx="134" cy="104" r="3" fill="#e99a8c" opacity="0.6"/>')

    if rank == "K":
        # beard and moustache
        o.append(f'<path d="M108,100 C110,122 118,128 125,128 C132,128 140,122 '
                 f'142,100 C138,108 134,110 125,110 C116,110 112,108 108,100 Z" '
                 f'fill="{hair}" {st}/>')
        o.append(f'<path d="M117,108 C121,105 129,105 133,108" fill="none" '
                 f'stroke="{INK}" stroke-width="1.4"/>')
        # crown
        o.append(f'<path d="M106,84 L104,58 L113,70 L119,54 L125,68 L131,54 '
                 f'L137,70 L146,58 L144,84 Z" fill="{GOLD}" {st}/>')
        o.append(f'<rect x="105" y="78" width="40" height="7" fill="{GOLD}" {st}/>')
        for x, c in ((113, RED), (125, "#2a5bd7"), (137, RED)):
            o.append(f'<circle cx="{x}" cy="81.5" r="2.2" fill="{c}"/>')
        for x, y in ((104, 58), (119, 54), (131, 54), (146, 58)):
            o.append(f'<circle cx="{x}" cy="{y}" r="2.4" fill="{GOLD}" {st}/>')
    elif rank == "Q":
        # hair framing the face
        o.append(f'<path d="M108,98 C104,76 116,72 125,72 C134,72 146,76 142,98 '
                 f'C138,86 132,82 125,82 C118,82 112,86 108,98 Z" '
                 f'fill="{hair}" {st}/>')
        o.append(f'<path d="M121,108 C123,110 127,110 129,108" fill="none" '
                 f'stroke="{RED}" stroke-width="1.6"/>')
        # tiara
        o.append(f'<path d="M110,80 L114,66 L119,74 L125,60 L131,74 L136,66 '
                 f'L140,80 C130,76 120,76 110,80 Z" fill="{GOLD}" {st}/>')
        o.append(f'<circle cx="125" cy="61" r="2.5" fill="#ffffff" {st}/>')
    else:
        # hair and beret with feather
        o.append(f'<path d="M108,100 C106,86 112,82 118,82 L132,82 '
                 f'C138,82 144,86 142,100 C140,94 136,90 125,90 '
                 f'C114,90 110,94 108,100 Z" fill="{hair}" {st}/>')
        o.append(f'<path d="M121,107 C123,109 127,109 129,107" fill="none" '
                 f'stroke="{INK}" stroke-width="1.3"/>')
        o.append(f'<path d="M138,72 C150,56 160,50 170,48 C162,56 154,66 144,76 Z"'
                 f' fill="#f2f2f2" {st}/>')
        o.append(f'<path d="M102,84 C100,70 114,64 128,64 C144,64 152,72 148,84 '
                 f'Z" fill="{alt}" {st}/>')
        o.append(f'<rect x="104" y="80" width="42" height="6" rx="2" '
                 f'fill="{GOLD}" {st}/>')

    # suit pip in the upper-left corner of the frame
    o.append(pip(suit, 70, 66, 30))
    return "".join(o)


def court_face(rank, suit, cid):
    sc = suit_color(suit)
    fw, fh = FX1 - FX0, FY1 - FY0
    o = []
    o.append(f'<defs><clipPath id="{cid}"><rect x="{FX0}" y="{FY0}" '
             f'width="{fw}" height="{fh / 2:g}"/></clipPath></defs>')
    o.append(f'<rect x="{FX0}" y="{FY0}" width="{fw}" height="{fh}" '
             f'fill="#fbf1d6"/>')
    half = f'<g clip-path="url(#{cid})">{court_half(rank, suit)}</g>'
    o.append(half)
    o.append(f'<g transform="rotate(180 {CX:g} {CY:g})">{half}</g>')
    # divider between the two ends
    o.append(f'<path d="M{FX0},{CY:g} L{FX1},{CY:g}" stroke="{INK}" '
             f'stroke-width="1.2"/>')
    # frame: suit coloured outer line, gold inner line
    o.append(f'<rect x="{FX0}" y="{FY0}" width="{fw}" height="{fh}" '
             f'fill="none" stroke="{sc}" stroke-width="2.2"/>')
    o.append(f'<rect x="{FX0 + 4}" y="{FY0 + 4}" width="{fw - 8}" '
             f'height="{fh - 8}" fill="none" stroke="{GOLD}" stroke-width="1.2"/>')
    return "".join(o)


# --------------------------------------------------------------------------
# Back


def back_svg():
    o = []
    o.append('<defs>'
             '<pattern id="lattice" x="0" y="0" width="16" height="16" '
             'patternUnits="userSpaceOnUse">'
             '<rect width="16" height="16" fill="#7d1424"/>'
             '<path d="M0,8 L8,0 L16,8 L8,16 Z" fill="#931b2e" '
             'stroke="#b23a48" stroke-width="0.8"/>'
             '<circle cx="8" cy="8" r="1.6" fill="#e2b650"/>'
             '<circle cx="0" cy="0" r="1" fill="#5e0d1a"/>'
             '<circle cx="16" cy="0" r="1" fill="#5e0d1a"/>'
             '<circle cx="0" cy="16" r="1" fill="#5e0d1a"/>'
             '<circle cx="16" cy="16" r="1" fill="#5e0d1a"/>'
             '</pattern>'
             '<radialGradient id="glow" cx="0.5" cy="0.5" r="0.6">'
             '<stop offset="0" stop-color="#000000" stop-opacity="0"/>'
             '<stop offset="1" stop-color="#000000" stop-opacity="0.35"/>'
             '</radialGradient>'
             '</defs>')
    o.append(f'<rect x="1" y="1" width="{W - 2}" height="{H - 2}" rx="{RX}" '
             f'ry="{RX}" fill="{CREAM}" stroke="{EDGE}" stroke-width="1.5"/>')
    ix, iy, iw, ih = 13, 13, W - 26, H - 26
    o.append(f'<rect x="{ix}" y="{iy}" width="{iw}" height="{ih}" rx="8" '
             f'fill="url(#lattice)"/>')
    o.append(f'<rect x="{ix}" y="{iy}" width="{iw}" height="{ih}" rx="8" '
             f'fill="url(#glow)"/>')
    o.append(f'<rect x="{ix}" y="{iy}" width="{iw}" height="{ih}" rx="8" '
             f'fill="none" stroke="#5e0d1a" stroke-width="2"/>')
    o.append(f'<rect x="{ix + 6}" y="{iy + 6}" width="{iw - 12}" '
             f'height="{ih - 12}" rx="5" fill="none" stroke="{GOLD}" '
             f'stroke-width="2"/>')
    o.append(f'<rect x="{ix + 10}" y="{iy + 10}" width="{iw - 20}" '
             f'height="{ih - 20}" rx="3" fill="none" stroke="{GOLD}" '
             f'stroke-width="0.8"/>')
    # corner ornaments
    for x, y in ((ix + 6, iy + 6), (ix + iw - 6, iy + 6),
                 (ix + 6, iy + ih - 6), (ix + iw - 6, iy + ih - 6)):
        o.append(f'<circle cx="{x}" cy="{y}" r="5" fill="{GOLD}" '
                 f'stroke="#5e0d1a" stroke-width="1"/>')
    # central medallion with the four suits
    o.append(f'<ellipse cx="{CX}" cy="{CY}" rx="62" ry="80" fill="#5e0d1a" '
             f'stroke="{GOLD}" stroke-width="3"/>')
    o.append(f'<ellipse cx="{CX}" cy="{CY}" rx="54" ry="72" fill="{CREAM}" '
             f'stroke="{GOLD_DARK}" stroke-width="1.2"/>')
    o.append(f'<ellipse cx="{CX}" cy="{CY}" rx="48" ry="66" fill="none" '
             f'stroke="#7d1424" stroke-width="1" stroke-dasharray="3 3"/>')
    o.append(pip("S", CX, CY - 34, 30, color="#1b1b1f"))
    o.append(pip("H", CX + 26, CY, 30, rot=90, color=RED))
    o.append(pip("C", CX, CY + 34, 30, rot=180, color="#1b1b1f"))
    o.append(pip("D", CX - 26, CY, 30, rot=-90, color=RED))
    o.append(f'<circle cx="{CX}" cy="{CY}" r="5" fill="{GOLD}" '
             f'stroke="{GOLD_DARK}" stroke-width="1"/>')
    return svg_doc("".join(o))


# --------------------------------------------------------------------------


def svg_doc(body):
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" '
            f'viewBox="0 0 {W} {H}">\n{body}\n</svg>\n')


def card_svg(rank, suit):
    body = [card_base()]
    if rank in LAYOUTS:
        body.append(number_face(rank, suit))
    elif rank == "A":
        body.append(ace_face(suit))
    else:
        body.append(court_face(rank, suit, f"half{rank}{suit}"))
    body.append(corner_index(rank, suit))
    return svg_doc("".join(body))


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        root, "assets", "cards", "french")
    os.makedirs(out, exist_ok=True)
    n = 0
    for suit in SUITS:
        for rank in RANKS:
            with open(os.path.join(out, f"{rank}{suit}.svg"), "w",
                      encoding="utf-8") as f:
                f.write(card_svg(rank, suit))
            n += 1
    with open(os.path.join(out, "back.svg"), "w", encoding="utf-8") as f:
        f.write(back_svg())
    print(f"wrote {n} cards + back.svg to {out}")


if __name__ == "__main__":
    main()
