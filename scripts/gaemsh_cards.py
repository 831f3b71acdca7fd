#!/usr/bin/env python3
"""Writes the Gämsh Alpin deck (assets/cards/gaemsh): nine images × (3 Day + 1 Night), the four
Föhn cards and the back, as plain vector drawings. Run again after changing a drawing."""
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "assets", "cards", "gaemsh")
INK = "#1d1a17"

# Each image: (file stem, name on the card, drawing centred at 0,0 within about ±50).
IMAGES = [
    ("murmeltier", "Murmeltier", """
<ellipse cx="0" cy="22" rx="30" ry="30" fill="#9a6a3c"/>
<ellipse cx="0" cy="30" rx="18" ry="20" fill="#d9b58a"/>
<circle cx="0" cy="-18" r="22" fill="#9a6a3c"/>
<circle cx="-17" cy="-34" r="6" fill="#7a4f2a"/><circle cx="17" cy="-34" r="6" fill="#7a4f2a"/>
<ellipse cx="0" cy="-10" rx="12" ry="9" fill="#d9b58a"/>
<circle cx="-8" cy="-22" r="3.2" fill="%INK%"/><circle cx="8" cy="-22" r="3.2" fill="%INK%"/>
<ellipse cx="0" cy="-13" rx="4" ry="3" fill="%INK%"/>
<rect x="-3.5" y="-8" width="7" height="7" rx="1" fill="#fffaf0" stroke="%INK%" stroke-width="1"/>
<ellipse cx="-14" cy="10" rx="6" ry="9" fill="#7a4f2a"/><ellipse cx="14" cy="10" rx="6" ry="9" fill="#7a4f2a"/>
"""),
    ("gipfelkreuz", "Gipfelkreuz", """
<path d="M-52,50 L-8,-18 L4,-8 L14,-22 L52,50 Z" fill="#8a8f99"/>
<path d="M-8,-18 L4,-8 L14,-22 L24,-4 L12,2 L2,-4 L-10,6 L-20,0 Z" fill="#fbfbff"/>
<rect x="11" y="-58" width="6" height="40" fill="#6b4526"/>
<rect x="1" y="-48" width="26" height="6" fill="#6b4526"/>
"""),
    ("alphorn", "Alphorn", """
<path d="M-46,-42 C-20,-10 6,18 22,30" fill="none" stroke="#a8743f" stroke-width="9" stroke-linecap="round"/>
<path d="M14,20 C24,26 34,22 40,14 L52,42 C36,50 18,48 10,40 Z" fill="#c68b4c" stroke="#6b4526" stroke-width="3"/>
<path d="M-36,-30 L-30,-36 M-20,-12 L-13,-18 M-4,6 L3,0" stroke="#6b4526" stroke-width="4"/>
<ellipse cx="-48" cy="-45" rx="4" ry="4" fill="#6b4526"/>
"""),
    ("bernhardiner", "Bernhardiner", """
<ellipse cx="-30" cy="-2" rx="13" ry="26" fill="#8b4a1f" transform="rotate(15 -30 -2)"/>
<ellipse cx="30" cy="-2" rx="13" ry="26" fill="#8b4a1f" transform="rotate(-15 30 -2)"/>
<ellipse cx="0" cy="-6" rx="28" ry="32" fill="#b8652a"/>
<path d="M-6,-38 L6,-38 L12,10 L-12,10 Z" fill="#fffaf0"/>
<ellipse cx="0" cy="14" rx="20" ry="15" fill="#fffaf0"/>
<circle cx="-12" cy="-12" r="3.5" fill="%INK%"/><circle cx="12" cy="-12" r="3.5" fill="%INK%"/>
<ellipse cx="0" cy="6" rx="7" ry="5" fill="%INK%"/>
<path d="M-8,18 Q0,24 8,18" fill="none" stroke="%INK%" stroke-width="2"/>
<rect x="-11" y="32" width="22" height="16" rx="5" fill="#a8743f" stroke="#6b4526" stroke-width="2"/>
<path d="M-11,38 L11,38" stroke="#6b4526" stroke-width="2"/>
"""),
    ("edelweiss", "Edelweiss", """
<path d="M0,10 L0,52" stroke="#5b8a3a" stroke-width="4"/>
%PETALS%
<circle cx="0" cy="-4" r="9" fill="#e8d27a"/>
<circle cx="-4" cy="-7" r="2" fill="#c9a93c"/><circle cx="4" cy="-2" r="2" fill="#c9a93c"/><circle cx="3" cy="-8" r="2" fill="#c9a93c"/>
"""),
    ("kuhglocke", "Kuhglocke", """
<path d="M-30,-40 C-30,-58 30,-58 30,-40" fill="none" stroke="#b53a2a" stroke-width="9"/>
<path d="M-22,-40 L22,-40 L32,30 C34,38 -34,38 -32,30 Z" fill="#d8a93a" stroke="#8a6420" stroke-width="3"/>
<path d="M-27,20 L27,20" stroke="#8a6420" stroke-width="3"/>
<circle cx="0" cy="42" r="8" fill="#8a6420"/>
<path d="M-12,-30 L-14,10" stroke="#f3d98a" stroke-width="4" stroke-linecap="round"/>
"""),
    ("enzian", "Enzian", """
<path d="M0,20 L0,54" stroke="#3f7a2c" stroke-width="5"/>
<path d="M0,42 C-18,36 -24,46 -28,52 C-14,52 -6,48 0,44 Z" fill="#4f9a38"/>
<path d="M0,42 C18,36 24,46 28,52 C14,52 6,48 0,44 Z" fill="#4f9a38"/>
<path d="M-14,24 C-20,0 -24,-20 -30,-40 L-16,-32 L-8,-46 L0,-34 L8,-46 L16,-32 L30,-40 C24,-20 20,0 14,24 Z" fill="#2446c8"/>
<path d="M-6,20 C-8,0 -8,-16 -8,-30 M6,20 C8,0 8,-16 8,-30" stroke="#1a2f8a" stroke-width="2" fill="none"/>
"""),
    ("almhuette", "Almhütte", """
<rect x="-38" y="-6" width="76" height="52" fill="#a8743f"/>
<path d="M-38,6 L38,6 M-38,18 L38,18 M-38,30 L38,30" stroke="#7a4f2a" stroke-width="2"/>
<path d="M-52,-4 L0,-46 L52,-4 Z" fill="#7a3b22"/>
<rect x="-10" y="16" width="18" height="30" fill="#5a3418"/>
<rect x="16" y="6" width="16" height="14" fill="#f3d98a" stroke="#5a3418" stroke-width="2"/>
<rect x="20" y="-50" width="9" height="18" fill="#6b6b6b"/>
"""),
    ("gaemse", "Gämse", """
<path d="M-10,-30 C-14,-52 -4,-62 6,-54" fill="none" stroke="%INK%" stroke-width="6" stroke-linecap="round"/>
<path d="M10,-30 C14,-52 24,-58 30,-48" fill="none" stroke="%INK%" stroke-width="6" stroke-linecap="round"/>
<ellipse cx="-24" cy="-22" rx="10" ry="5" fill="#7a5232" transform="rotate(-25 -24 -22)"/>
<ellipse cx="24" cy="-22" rx="10" ry="5" fill="#7a5232" transform="rotate(25 24 -22)"/>
<path d="M-18,-30 C-20,0 -12,34 0,42 C12,34 20,0 18,-30 Z" fill="#9a6a3c"/>
<path d="M-14,-22 C-10,-4 -8,14 -6,30 L-2,30 C-4,10 -6,-8 -8,-24 Z" fill="#2b2118"/>
<path d="M14,-22 C10,-4 8,14 6,30 L2,30 C4,10 6,-8 8,-24 Z" fill="#2b2118"/>
<path d="M-8,-24 C-4,-28 4,-28 8,-24 C6,0 4,20 0,26 C-4,20 -6,0 -8,-24 Z" fill="#f0e6d4"/>
<circle cx="-10" cy="-10" r="2.6" fill="%INK%"/><circle cx="10" cy="-10" r="2.6" fill="%INK%"/>
<ellipse cx="0" cy="36" rx="5" ry="3" fill="%INK%"/>
"""),
]

FOEHN = [
    ("wildhueter", "Wildhüter", """
<path d="M-20,14 C-26,34 -30,50 -30,56 L30,56 C30,50 26,34 20,14 Z" fill="#3f6a2c"/>
<circle cx="0" cy="-4" r="20" fill="#e8c39e"/>
<path d="M-34,-18 L34,-18 L24,-26 C20,-46 -20,-46 -24,-26 Z" fill="#4f6b38"/>
<path d="M10,-40 C20,-58 30,-56 26,-44" stroke="#c7b28a" stroke-width="3" fill="none"/>
<rect x="-18" y="-12" width="14" height="11" rx="3" fill="%INK%"/><rect x="4" y="-12" width="14" height="11" rx="3" fill="%INK%"/>
<rect x="-4" y="-9" width="8" height="4" fill="%INK%"/>
<path d="M-8,8 Q0,12 8,8" stroke="#7a4f2a" stroke-width="2.5" fill="none"/>
"""),
    ("bauer", "Schlauer Bauer", """
<path d="M-20,14 C-26,34 -30,50 -30,56 L30,56 C30,50 26,34 20,14 Z" fill="#2f5aa8"/>
<circle cx="0" cy="-2" r="20" fill="#e8c39e"/>
<ellipse cx="0" cy="-20" rx="38" ry="8" fill="#e3c35a"/>
<path d="M-20,-20 C-18,-42 18,-42 20,-20 Z" fill="#e3c35a"/><path d="M-19,-24 L19,-24" stroke="#b53a2a" stroke-width="4"/>
<circle cx="-7" cy="-4" r="2.6" fill="%INK%"/><circle cx="7" cy="-4" r="2.6" fill="%INK%"/>
<path d="M-4,-6 L-10,-9 M4,-6 L10,-9" stroke="%INK%" stroke-width="1.5"/>
<path d="M-8,8 Q0,14 8,8" stroke="#7a4f2a" stroke-width="2.5" fill="none"/>
<path d="M38,56 L38,-30 M30,-30 L30,-46 M38,-30 L38,-48 M46,-30 L46,-46 M30,-30 L46,-30" stroke="#6b6b6b" stroke-width="3.5" stroke-linecap="round" fill="none"/>
"""),
    ("jause", "Deftige Jause", """
<rect x="-50" y="10" width="100" height="24" rx="8" fill="#b8844a" stroke="#7a4f2a" stroke-width="3"/>
<path d="M-44,10 C-44,-22 -6,-22 -6,10 Z" fill="#c6853c"/><path d="M-36,-6 L-30,-2 M-26,-10 L-20,-6" stroke="#8a5420" stroke-width="2.5"/>
<path d="M0,10 L40,10 L40,-12 Z" fill="#f2cf4a"/><circle cx="24" cy="0" r="3" fill="#d9ae2a"/><circle cx="33" cy="4" r="2" fill="#d9ae2a"/>
<path d="M-24,30 C-10,18 16,18 32,26" stroke="#a8322a" stroke-width="10" stroke-linecap="round" fill="none"/>
<circle cx="-4" cy="22" r="1.6" fill="#f3d9c8"/><circle cx="10" cy="21" r="1.6" fill="#f3d9c8"/>
"""),
    ("stier", "Wilder Stier", """
<path d="M-24,-26 C-44,-30 -56,-44 -50,-58 C-44,-44 -34,-40 -20,-40 Z" fill="#f0e6d4" stroke="%INK%" stroke-width="2"/>
<path d="M24,-26 C44,-30 56,-44 50,-58 C44,-44 34,-40 20,-40 Z" fill="#f0e6d4" stroke="%INK%" stroke-width="2"/>
<path d="M-28,-34 C-32,0 -20,30 -18,40 L18,40 C20,30 32,0 28,-34 C14,-44 -14,-44 -28,-34 Z" fill="#4a2a1a"/>
<ellipse cx="0" cy="36" rx="22" ry="14" fill="#c28a7a"/>
<ellipse cx="-8" cy="36" rx="3.5" ry="5" fill="%INK%"/><ellipse cx="8" cy="36" rx="3.5" ry="5" fill="%INK%"/>
<path d="M-18,-8 L-6,-2 M18,-8 L6,-2" stroke="#e03a2a" stroke-width="4" stroke-linecap="round"/>
<circle cx="-11" cy="-5" r="3" fill="#e03a2a"/><circle cx="11" cy="-5" r="3" fill="#e03a2a"/>
<path d="M-30,6 L-44,0 M30,6 L44,0" stroke="#e6e2da" stroke-width="3"/>
"""),
]

def petals():
    out = []
    for k in range(8):
        out.append(f'<ellipse cx="0" cy="-26" rx="7" ry="18" fill="#fbfbf5" stroke="#b7bfae" stroke-width="1.5" transform="rotate({k * 45} 0 -4) translate(0 4)"/>')
    return "\n".join(out)

def drawing(src):
    return src.replace("%INK%", INK).replace("%PETALS%", petals())

def frame(border, paper):
    return (f'<rect x="3" y="3" width="244" height="344" rx="16" fill="{paper}" stroke="{border}" stroke-width="6"/>\n'
            f'<rect x="12" y="12" width="226" height="326" rx="10" fill="none" stroke="{border}" stroke-width="2" opacity="0.5"/>\n')

def svg(body):
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 250 350" width="250" height="350">\n'
            + body + '</svg>\n')

def scene(night):
    if night:
        sky = ('<rect x="22" y="22" width="206" height="250" rx="10" fill="#1b2a5c"/>\n'
               '<circle cx="188" cy="58" r="18" fill="#f4efc8"/><circle cx="196" cy="52" r="16" fill="#1b2a5c"/>\n'
               + "".join(f'<circle cx="{x}" cy="{y}" r="{r}" fill="#f4efc8"/>' for x, y, r in
                         [(50, 46, 2), (84, 70, 1.5), (120, 40, 2.2), (152, 84, 1.4), (64, 110, 1.6), (206, 120, 1.8)]) + "\n"
               '<path d="M22,236 L70,186 L98,210 L140,170 L190,214 L228,196 L228,262 Q228,272 218,272 L32,272 Q22,272 22,262 Z" fill="#2c3d74"/>\n')
    else:
        sky = ('<rect x="22" y="22" width="206" height="250" rx="10" fill="#cfe6f5"/>\n'
               '<circle cx="190" cy="56" r="16" fill="#f6cf4a"/>\n'
               '<path d="M22,236 L70,186 L98,210 L140,170 L190,214 L228,196 L228,262 Q228,272 218,272 L32,272 Q22,272 22,262 Z" fill="#9cc47a"/>\n'
               '<path d="M62,194 L70,186 L80,196 Z M132,178 L140,170 L150,180 Z" fill="#ffffff"/>\n')
    return sky

def face(stem, name, art, night, index):
    border = "#24356e" if night else "#4d7c3a"
    paper = "#e9ecf7" if night else "#fffaf0"
    body = frame(border, paper) + scene(night)
    body += f'<g transform="translate(125 150) scale(1.45)">{drawing(art)}</g>\n'
    body += f'<text x="125" y="314" font-family="Noto Sans" font-weight="bold" font-size="30" fill="{INK}" text-anchor="middle" data-i18n="gaemsh-card-{stem.split('-')[0]}" data-fit="214">{name}</text>\n'
    label = "Nacht" if night else f"Tag {index}"
    key = "gaemsh-card-night" if night else f"gaemsh-card-day-{index}"
    body += f'<text x="125" y="336" font-family="Noto Sans" font-size="15" fill="{border}" text-anchor="middle" data-i18n="{key}">{label}</text>\n'
    if night:
        body += f'<path d="M40,44 a12,12 0 1,0 12,-14 a9,9 0 1,1 -12,14 Z" fill="#f4efc8"/>\n'
    return svg(body)

def foehn(stem, name, art):
    body = frame("#c2571f", "#fff3e2")
    body += '<rect x="22" y="22" width="206" height="250" rx="10" fill="#f6c58a"/>\n'
    body += "".join(f'<path d="M22,{y} C80,{y-22} 150,{y+22} 228,{y-6}" stroke="#fbe1bd" stroke-width="7" fill="none"/>' for y in (60, 110, 230)) + "\n"
    body += f'<g transform="translate(125 158) scale(1.55)">{drawing(art)}</g>\n'
    body += f'<text x="125" y="312" font-family="Noto Sans" font-weight="bold" font-size="27" fill="{INK}" text-anchor="middle" data-i18n="gaemsh-card-{stem}" data-fit="214">{name}</text>\n'
    body += '<text x="125" y="336" font-family="Noto Sans" font-size="15" fill="#c2571f" text-anchor="middle" data-i18n="gaemsh-card-foehn">Föhn</text>\n'
    return svg(body)

def back():
    body = '<rect x="3" y="3" width="244" height="344" rx="16" fill="#1f4a5e" stroke="#e0b85c" stroke-width="6"/>\n'
    body += '<rect x="16" y="16" width="218" height="318" rx="10" fill="none" stroke="#e0b85c" stroke-width="2"/>\n'
    for row in range(4):
        y = 70 + row * 70
        body += f'<path d="M16,{y+30} L60,{y-10} L90,{y+14} L125,{y-22} L160,{y+14} L190,{y-10} L234,{y+30}" fill="none" stroke="#2f6a80" stroke-width="5" stroke-linejoin="round"/>\n'
    body += f'<g transform="translate(125 175) scale(1.3)"><circle r="46" fill="#1f4a5e" stroke="#e0b85c" stroke-width="3"/>{drawing(IMAGES[4][2])}</g>\n'
    return svg(body)

def main():
    os.makedirs(OUT, exist_ok=True)
    for stem, name, art in IMAGES:
        for k in range(3):
            open(os.path.join(OUT, f"{stem}-{k + 1}.svg"), "w").write(face(stem, name, art, False, k + 1))
        open(os.path.join(OUT, f"{stem}-nacht.svg"), "w").write(face(stem, name, art, True, 0))
    for stem, name, art in FOEHN:
        open(os.path.join(OUT, f"{stem}.svg"), "w").write(foehn(stem, name, art))
    open(os.path.join(OUT, "back.svg"), "w").write(back())

main()
