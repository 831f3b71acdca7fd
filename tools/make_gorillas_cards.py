#!/usr/bin/env python3
"""Gussy Gorillas' card faces as SVG: six primates (a face in its own colour, the value large),
the specials (Split, Flip, Reverse), the rare cards (Wild, Special 6) and the back.
Run from the repository root: python3 tools/make_gorillas_cards.py"""
import os

OUT = "assets/cards/gorillas"
W, H = 250, 350
FONT = 'font-family="Noto Sans" font-weight="bold"'
# letter, name, fur colour, face colour
PRIMATES = [
    ("G", "Gorilla", "#37474f", "#90a4ae"),
    ("C", "Schimpanse", "#6d4c41", "#d7b899"),
    ("O", "Orang-Utan", "#e65100", "#ffcc80"),
    ("B", "Pavian", "#9e9d24", "#e6ee9c"),
    ("M", "Mandrill", "#6a1b9a", "#ef5350"),
    ("L", "Lemur", "#546e7a", "#eceff1"),
]
VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, -5, -8]


def tint(colour, amount):
    """`colour` mixed with white (`amount` of the colour kept): no opacity, any renderer agrees."""
    rgb = [int(colour[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(255 - (255 - c) * amount):02x}" for c in rgb)


def frame(colour, body):
    return (
        f'<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}">\n'
        f'<rect x="1" y="1" width="248" height="348" rx="14" fill="#fffdf6" stroke="#9a9486" stroke-width="1.5"/>'
        f'<rect x="12" y="12" width="226" height="326" rx="9" fill="none" stroke="{colour}" stroke-width="6"/>'
        f"{body}\n</svg>\n"
    )


def face(letter, fur, skin, cx=125, cy=140, s=1.0):
    """A primate's head: ears, fur, a face patch in the type's shape, eyes, nose, mouth."""
    def t(x, y):
        return f"{cx + x * s:.1f}", f"{cy + y * s:.1f}"
    g = []
    ex, ey = t(-52, -6)
    fx, fy = t(52, -6)
    if letter == "L":  # lemur: big round eyes, pointed snout, pale ears up
        g.append(f'<ellipse cx="{t(-42,-44)[0]}" cy="{t(-42,-44)[1]}" rx="{16*s}" ry="{24*s}" fill="{fur}"/>')
        g.append(f'<ellipse cx="{t(42,-44)[0]}" cy="{t(42,-44)[1]}" rx="{16*s}" ry="{24*s}" fill="{fur}"/>')
        g.append(f'<ellipse cx="{cx}" cy="{cy}" rx="{56*s}" ry="{50*s}" fill="{skin}" stroke="{fur}" stroke-width="{5*s}"/>')
        for x in (-22, 22):
            px, py = t(x, -8)
            g.append(f'<circle cx="{px}" cy="{py}" r="{18*s}" fill="#1b1b1f"/>')
            g.append(f'<circle cx="{px}" cy="{py}" r="{11*s}" fill="#ffb300"/>')
            g.append(f'<circle cx="{px}" cy="{py}" r="{5*s}" fill="#1b1b1f"/>')
        nx, ny = t(0, 30)
        g.append(f'<path d="M {t(-12,14)[0]} {t(-12,14)[1]} L {t(12,14)[0]} {t(12,14)[1]} L {nx} {ny} Z" fill="#1b1b1f"/>')
        return "".join(g)
    # ears
    for (x, y) in ((ex, ey), (fx, fy)):
        g.append(f'<circle cx="{x}" cy="{y}" r="{17*s}" fill="{fur}"/>')
        g.append(f'<circle cx="{x}" cy="{y}" r="{9*s}" fill="{skin}"/>')
    # head fur (orangutan: wide cheek pads)
    rx = 66 if letter == "O" else 54
    g.append(f'<ellipse cx="{cx}" cy="{cy}" rx="{rx*s}" ry="{58*s}" fill="{fur}"/>')
    if letter == "G":  # crested brow
        g.append(f'<path d="M {t(-30,-50)[0]} {t(-30,-50)[1]} Q {t(0,-78)[0]} {t(0,-78)[1]} {t(30,-50)[0]} {t(30,-50)[1]} Z" fill="{fur}"/>')
    # face patch
    if letter == "M":  # mandrill: long red nose, blue ridges
        g.append(f'<ellipse cx="{cx}" cy="{t(0,10)[1]}" rx="{38*s}" ry="{44*s}" fill="#fff3e0"/>')
        g.append(f'<rect x="{t(-10,-16)[0]}" y="{t(0,-16)[1]}" width="{20*s}" height="{56*s}" rx="{10*s}" fill="{skin}"/>')
        for x in (-22, 22):
            g.append(f'<ellipse cx="{t(x,16)[0]}" cy="{t(x,16)[1]}" rx="{9*s}" ry="{20*s}" fill="#42a5f5"/>')
    elif letter == "B":  # baboon: long muzzle
        g.append(f'<ellipse cx="{cx}" cy="{t(0,6)[1]}" rx="{36*s}" ry="{40*s}" fill="{skin}"/>')
        g.append(f'<ellipse cx="{cx}" cy="{t(0,30)[1]}" rx="{24*s}" ry="{22*s}" fill="#f48fb1"/>')
    else:
        g.append(f'<path d="M {t(-40,-14)[0]} {t(-40,-14)[1]} Q {t(-20,-40)[0]} {t(-20,-40)[1]} {t(0,-20)[0]} {t(0,-20)[1]} '
                 f'Q {t(20,-40)[0]} {t(20,-40)[1]} {t(40,-14)[0]} {t(40,-14)[1]} Q {t(50,40)[0]} {t(50,40)[1]} {t(0,48)[0]} {t(0,48)[1]} '
                 f'Q {t(-50,40)[0]} {t(-50,40)[1]} {t(-40,-14)[0]} {t(-40,-14)[1]} Z" fill="{skin}"/>')
    # eyes
    for x in (-17, 17):
        px, py = t(x, -12)
        g.append(f'<circle cx="{px}" cy="{py}" r="{7*s}" fill="#fff"/><circle cx="{px}" cy="{py}" r="{4*s}" fill="#1b1b1f"/>')
    # nostrils and mouth
    for x in (-6, 6):
        px, py = t(x, 14 if letter != "M" else 36)
        g.append(f'<ellipse cx="{px}" cy="{py}" rx="{3.5*s}" ry="{2.5*s}" fill="#1b1b1f"/>')
    my = 32 if letter != "M" else 46
    g.append(f'<path d="M {t(-16,my)[0]} {t(-16,my)[1]} Q {t(0,my+10)[0]} {t(0,my+10)[1]} {t(16,my)[0]} {t(16,my)[1]}" '
             f'fill="none" stroke="#1b1b1f" stroke-width="{3*s}" stroke-linecap="round"/>')
    return "".join(g)


def number(letter, name, fur, skin, value):
    txt = str(value).replace("-", "\u2013")
    size = 118 if len(txt) < 3 else 96
    corner = (f'<text x="36" y="54" {FONT} font-size="38" fill="{fur}" text-anchor="middle">{txt}</text>'
              f'<text x="214" y="54" {FONT} font-size="30" fill="{fur}" text-anchor="middle">{letter}</text>')
    body = (
        f'<rect x="20" y="66" width="210" height="160" rx="8" fill="{tint(skin, 0.35)}"/>'
        + face(letter, fur, skin)
        + f'<text x="125" y="318" {FONT} font-size="{size}" fill="{fur}" text-anchor="middle" stroke="#fffdf6" stroke-width="4" paint-order="stroke">{txt}</text>'
        + corner
    )
    return frame(fur, body)


def special(label, colour, icon):
    body = (
        f'<rect x="20" y="20" width="210" height="310" rx="8" fill="{tint(colour, 0.12)}"/>'
        + icon
        + f'<text x="125" y="305" {FONT} font-size="40" fill="{colour}" text-anchor="middle">{label}</text>'
    )
    return frame(colour, body)


SPLIT = ('<g stroke="#00897b" stroke-width="12" stroke-linecap="round" fill="none">'
         '<path d="M 125 240 L 125 170 L 70 90"/><path d="M 125 170 L 180 90"/>'
         '<path d="M 50 110 L 70 90 L 90 110"/><path d="M 160 110 L 180 90 L 200 110"/></g>')
FLIP = ('<g stroke="#1e88e5" stroke-width="12" stroke-linecap="round" fill="none">'
        '<path d="M 70 130 A 60 60 0 0 1 180 130"/><path d="M 165 105 L 180 130 L 200 110"/>'
        '<path d="M 180 190 A 60 60 0 0 1 70 190"/><path d="M 85 215 L 70 190 L 50 210"/></g>'
        f'<text x="125" y="178" {FONT} font-size="36" fill="#1e88e5" text-anchor="middle">6 / 9</text>')
REVERSE = ('<g stroke="#e53935" stroke-width="12" stroke-linecap="round" fill="none">'
           '<path d="M 60 120 L 190 120"/><path d="M 165 95 L 190 120 L 165 145"/>'
           '<path d="M 190 200 L 60 200"/><path d="M 85 175 L 60 200 L 85 225"/></g>'
           f'<text x="125" y="172" {FONT} font-size="34" fill="#e53935" text-anchor="middle">+ \u2013</text>')
WILD = ('<g fill="#8e24aa">'
        + "".join(f'<circle cx="{125 + 70 * c}" cy="{160 + 70 * s}" r="16"/>' for c, s in
                  ((1, 0), (0.5, 0.87), (-0.5, 0.87), (-1, 0), (-0.5, -0.87), (0.5, -0.87)))
        + '</g><polygon points="125.0,100.0 139.7,139.8 182.1,141.5 148.8,167.7 160.3,208.5 125.0,185.0 89.7,208.5 101.2,167.7 67.9,141.5 110.3,139.8" fill="#8e24aa"/>')
SIX = (f'<circle cx="125" cy="150" r="80" fill="none" stroke="#f9a825" stroke-width="10"/>'
       f'<text x="125" y="190" {FONT} font-size="120" fill="#f9a825" text-anchor="middle" stroke="#6d4c41" stroke-width="3" paint-order="stroke">6</text>')

BACK = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}">\n'
    '<rect x="1" y="1" width="248" height="348" rx="14" fill="#2e7d32" stroke="#1b5e20" stroke-width="2"/>'
    '<rect x="14" y="14" width="222" height="322" rx="9" fill="#388e3c" stroke="#fdd835" stroke-width="5"/>'
    + "".join(f'<path d="M {x} {y} q 14 -22 28 0" fill="none" stroke="#43a047" stroke-width="5"/>'
              for x in range(30, 220, 40) for y in range(50, 330, 40))
    + '<g transform="translate(125 175) rotate(-25)"><path d="M -70 10 Q 0 70 70 -30 Q 60 -40 50 -30 Q 0 30 -60 -5 Z" '
    'fill="#fdd835" stroke="#6d4c41" stroke-width="4"/></g>'
    + "\n</svg>\n"
)


def main():
    os.makedirs(OUT, exist_ok=True)
    files = {}
    for letter, name, fur, skin in PRIMATES:
        for value in VALUES:
            files[f"{letter}{value}"] = number(letter, name, fur, skin, value)
    files["split"] = special("SPLIT", "#00897b", SPLIT)
    files["flip"] = special("FLIP", "#1e88e5", FLIP)
    files["reverse"] = special("REVERSE", "#e53935", REVERSE)
    files["wild"] = special("WILD", "#8e24aa", WILD)
    files["six"] = special("SPECIAL 6", "#f9a825", SIX)
    files["back"] = BACK
    for stem, svg in files.items():
        with open(os.path.join(OUT, f"{stem}.svg"), "w") as f:
            f.write(svg)
    print(f"{len(files)} files in {OUT}")


if __name__ == "__main__":
    main()
