"""Colours: one palette per army (from the army's data), team colours and two board themes.

The four base armies differ in lightness (CIE L* about 30, 48, 66 and 83), not in hue
alone, so a colour-blind player can tell them apart; the text and icons on a tile are
white on the two dark armies and black on the two light ones. The three newer armies
(Steel Police navy, Beasts orange, Dancer violet) were chosen so that all seven stay
apart in any game of up to six players, for normal vision and under simulated
deuteranopia, protanopia and tritanopia (a CIEDE2000 difference of at least 12 between
any two, checked by tests/renderer/test_multiplayer_panel.py); the later armies' colours were
found by a search over the sRGB cube (steps of 12) for colours that stay that far from the
others, from the team bands and the empty hexes, with ink of contrast >= 4.5. Each army's
fill is data of the army (``colour`` in its ``army.json``, read by :mod:`rules.catalog`): a
new army brings its own, checked by the same tests. Callers may override any
palette by passing their own mapping (like ``chess.svg``'s ``colors``). Armies without a
palette get one from ``FALLBACK_COLORS``, chosen by a stable hash of the army key; in a
game, :func:`player_colors` moves such an army to another fallback when its colour would
be hard to tell from another player's.
"""

from __future__ import annotations

import zlib
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from rules.armies import ALL_ARMIES
from rules.catalog import army

RGB = tuple[int, int, int]

WHITE: RGB = (255, 255, 255)
BLACK: RGB = (0, 0, 0)


@dataclass(frozen=True, slots=True)
class ArmyColors:
    """How one army's tiles look: body fill, border, and the ink for text and icons."""

    fill: RGB
    edge: RGB
    ink: RGB


@dataclass(frozen=True, slots=True)
class Theme:
    """Board and panel colours for one Discord theme (the image is opaque either way)."""

    background: RGB
    cell: RGB  # an empty board hex
    cell_outline: RGB
    cell_label: RGB  # hex names on empty hexes
    rim: RGB  # a thin line around every tile, separating it from the board
    text: RGB
    muted: RGB
    panel: RGB
    highlight: RGB  # outline of the last action's hexes
    highlight_inner: RGB
    hit: RGB  # battle: an attack that wounds
    blocked: RGB  # battle: an attack stopped by armor
    medic: RGB  # battle: a medic absorbing an attack
    explosion: RGB
    killed: RGB
    steel: RGB  # armor bars
    badge: RGB  # initiative badge body
    badge_ink: RGB
    changed: RGB  # initiative badge showing a changed (current) value


def luminance(rgb: RGB) -> float:
    """Relative luminance (0 to 1) of an sRGB colour."""

    def lin(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(rgb[0]) + 0.7152 * lin(rgb[1]) + 0.0722 * lin(rgb[2])


def lightness(rgb: RGB) -> float:
    """CIE L* (0 black to 100 white) of an sRGB colour."""
    y = luminance(rgb)
    f = y ** (1 / 3) if y > 216 / 24389 else (24389 / 27 * y + 16) / 116
    return 116 * f - 16


def contrast(a: RGB, b: RGB) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """``a`` moved a fraction ``t`` of the way towards ``b``."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def ink_for(fill: RGB) -> RGB:
    """Black or white, whichever reads better on ``fill``."""
    return BLACK if contrast(BLACK, fill) >= contrast(WHITE, fill) else WHITE


def palette(fill: RGB) -> ArmyColors:
    """A palette from a fill colour: a darker border, and black or white ink."""
    return ArmyColors(fill=fill, edge=mix(fill, BLACK, 0.55), ink=ink_for(fill))


# Each army's palette comes from its data (``colour`` in rules/armies/<army>/army.json, with
# a ``colour_note`` saying why it was chosen): an army brings its colour with it.
DEFAULT_COLORS: Mapping[str, ArmyColors] = MappingProxyType(
    {key: palette(colour) for key in ALL_ARMIES if (colour := army(key).colour) is not None}
)

FALLBACK_COLORS: tuple[ArmyColors, ...] = (
    palette((100, 40, 80)),  # dark plum, L* 26
    palette((180, 220, 140)),  # pale lime, L* 83
    palette((120, 124, 130)),  # grey, L* 52
    palette((244, 178, 214)),  # pink, L* 80
    palette((64, 170, 160)),  # teal, L* 64
)

# Teams (the team games of three and four players): a band beside each player in the
# panel and a tag on each HQ, told apart by lightness and a letter, never by hue alone.
TEAM_COLORS: tuple[ArmyColors, ...] = (
    ArmyColors(fill=(250, 250, 250), edge=(0, 0, 0), ink=(0, 0, 0)),  # team A: white, black letter
    ArmyColors(fill=(20, 20, 22), edge=(255, 255, 255), ink=(255, 255, 255)),  # team B: black, white letter
    ArmyColors(fill=(150, 150, 155), edge=(0, 0, 0), ink=(0, 0, 0)),  # a third team: grey
)

THEMES: Mapping[str, Theme] = MappingProxyType(
    {
        "dark": Theme(
            background=(43, 45, 49),
            cell=(58, 61, 68),
            cell_outline=(92, 97, 107),
            cell_label=(150, 155, 165),
            rim=(225, 227, 230),
            text=(242, 243, 245),
            muted=(170, 174, 182),
            panel=(32, 34, 37),
            highlight=(255, 70, 200),
            highlight_inner=(0, 0, 0),
            hit=(255, 82, 54),
            blocked=(176, 182, 192),
            medic=(60, 220, 132),
            explosion=(255, 160, 0),
            killed=(255, 40, 40),
            steel=(190, 198, 208),
            badge=(255, 255, 255),
            badge_ink=(0, 0, 0),
            changed=(255, 214, 10),
        ),
        "light": Theme(
            background=(242, 243, 245),
            cell=(222, 225, 229),
            cell_outline=(170, 175, 184),
            cell_label=(110, 115, 125),
            rim=(30, 31, 34),
            text=(30, 31, 34),
            muted=(90, 95, 105),
            panel=(255, 255, 255),
            highlight=(214, 0, 120),
            highlight_inner=(255, 255, 255),
            hit=(220, 40, 20),
            blocked=(110, 116, 128),
            medic=(0, 150, 80),
            explosion=(230, 120, 0),
            killed=(210, 0, 0),
            steel=(190, 198, 208),
            badge=(255, 255, 255),
            badge_ink=(0, 0, 0),
            changed=(255, 214, 10),
        ),
    }
)


def theme_for(name: str) -> Theme:
    try:
        return THEMES[name]
    except KeyError:
        raise ValueError(f"unknown theme {name!r} (use {' or '.join(THEMES)})") from None


def army_colors(army: str, colors: Mapping[str, ArmyColors] | None = None) -> ArmyColors:
    """The palette of ``army``: from ``colors``, then the defaults, then a fallback."""
    if colors is not None and army in colors:
        return colors[army]
    if army in DEFAULT_COLORS:
        return DEFAULT_COLORS[army]
    return FALLBACK_COLORS[zlib.crc32(army.encode("utf-8")) % len(FALLBACK_COLORS)]


def team_colors(index: int) -> ArmyColors:
    """The band and tag colours of team ``index`` (0 for team A)."""
    return TEAM_COLORS[index % len(TEAM_COLORS)]


def team_letter(index: int) -> str:
    """A, B, C, … for teams 0, 1, 2, …"""
    return chr(ord("A") + index)


# Colour-vision deficiency simulation (Machado, Oliveira and Fernandes 2009, severity 1),
# on linear RGB: used to keep a fallback palette apart from the others in a game.
_CVD: Mapping[str, tuple[tuple[float, float, float], ...]] = MappingProxyType(
    {
        "deuteranopia": (
            (0.367322, 0.860646, -0.227968),
            (0.280085, 0.672501, 0.047413),
            (-0.01182, 0.04294, 0.968881),
        ),
        "protanopia": (
            (0.152286, 1.052583, -0.204868),
            (0.114503, 0.786281, 0.099216),
            (-0.003882, -0.048116, 1.051998),
        ),
        "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.3039)),
    }
)
CVD_KINDS: tuple[str, ...] = tuple(_CVD)


def _lin(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _gamma(v: float) -> int:
    v = min(1.0, max(0.0, v))
    return round(255 * (12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055))


def simulate(rgb: RGB, kind: str) -> RGB:
    """How ``rgb`` looks with a colour-vision deficiency (``deuteranopia``, ``protanopia``
    or ``tritanopia``)."""
    m = _CVD[kind]
    lin = [_lin(c) for c in rgb]
    r, g, b = (_gamma(row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2]) for row in m)
    return (r, g, b)


def lab(rgb: RGB) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of an sRGB colour."""
    r, g, b = (_lin(c) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def separation(a: RGB, b: RGB) -> float:
    """The smallest CIE76 difference of two colours for normal vision and the three
    simulated colour-vision deficiencies."""
    pairs = [(a, b)] + [(simulate(a, k), simulate(b, k)) for k in CVD_KINDS]
    out = float("inf")
    for x, y in pairs:
        (l1, a1, b1), (l2, a2, b2) = lab(x), lab(y)
        out = min(out, ((l1 - l2) ** 2 + (a1 - a2) ** 2 + (b1 - b2) ** 2) ** 0.5)
    return out


MIN_SEPARATION = 15.0  # CIE76, under every simulation: below this, a fallback palette moves


def player_colors(armies: Mapping[int, str], colors: Mapping[str, ArmyColors] | None = None) -> dict[int, ArmyColors]:
    """Each player's palette; a player whose army an earlier player also has gets a shade.

    In a mirror match the second player's tiles are lighter (or darker, for a light
    army) so the two sides still differ in lightness. An army without a palette of its
    own takes the first fallback (from its hash on) that stays apart from the colours
    already in the game, or the one that stays furthest apart.
    """
    out: dict[int, ArmyColors] = {}
    seen: dict[str, int] = {}
    chosen: dict[str, ArmyColors] = {}
    fixed = {a for a in armies.values() if (colors is not None and a in colors) or a in DEFAULT_COLORS}
    taken = [army_colors(a, colors).fill for a in sorted(fixed)]
    for p in sorted(armies):
        army = armies[p]
        if army in chosen:
            base = chosen[army]
        elif army in fixed:
            base = army_colors(army, colors)
        else:
            base = _free_fallback(army, taken)
            taken.append(base.fill)
        chosen[army] = base
        n = seen.get(army, 0)
        seen[army] = n + 1
        if n:
            target = WHITE if lightness(base.fill) < 55 else BLACK
            base = palette(mix(base.fill, target, min(0.8, 0.4 * n)))
        out[p] = base
    return out


def _free_fallback(army: str, taken: list[RGB]) -> ArmyColors:
    start = zlib.crc32(army.encode("utf-8")) % len(FALLBACK_COLORS)
    ring = [FALLBACK_COLORS[(start + i) % len(FALLBACK_COLORS)] for i in range(len(FALLBACK_COLORS))]
    if not taken:
        return ring[0]

    def apart(c: ArmyColors) -> float:
        return min(separation(c.fill, t) for t in taken)

    for c in ring:
        if apart(c) >= MIN_SEPARATION:
            return c
    return max(ring, key=apart)
