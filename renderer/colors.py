"""Colours: one palette per army and two board themes.

The four base armies differ in lightness (CIE L* about 30, 48, 66 and 83), not in hue
alone, so a colour-blind player can tell them apart; the text and icons on a tile are
white on the two dark armies and black on the two light ones. Callers may override any
palette by passing their own mapping (like ``chess.svg``'s ``colors``). Armies without a
palette get one from ``FALLBACK_COLORS``, chosen by a stable hash of the army key.
"""

from __future__ import annotations

import zlib
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

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


DEFAULT_COLORS: Mapping[str, ArmyColors] = MappingProxyType(
    {
        "moloch": palette((140, 26, 32)),  # dark red, L* 30
        "outpost": palette((52, 128, 74)),  # green, L* 48
        "hegemony": palette((92, 165, 230)),  # light blue, L* 66
        "borgo": palette((246, 203, 72)),  # yellow, L* 83
        "steel-police": palette((250, 251, 255)),  # steel white, L* 99
    }
)

FALLBACK_COLORS: tuple[ArmyColors, ...] = (
    palette((118, 72, 170)),  # purple, L* 40
    palette((236, 133, 52)),  # orange, L* 66
    palette((120, 124, 130)),  # grey, L* 52
    palette((244, 178, 214)),  # pink, L* 80
    palette((64, 170, 160)),  # teal, L* 64
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


def player_colors(armies: Mapping[int, str], colors: Mapping[str, ArmyColors] | None = None) -> dict[int, ArmyColors]:
    """Each player's palette; a player whose army an earlier player also has gets a shade.

    In a mirror match the second player's tiles are lighter (or darker, for a light
    army) so the two sides still differ in lightness.
    """
    out: dict[int, ArmyColors] = {}
    seen: dict[str, int] = {}
    for p in sorted(armies):
        army = armies[p]
        base = army_colors(army, colors)
        n = seen.get(army, 0)
        seen[army] = n + 1
        if n:
            target = WHITE if lightness(base.fill) < 55 else BLACK
            base = palette(mix(base.fill, target, min(0.8, 0.4 * n)))
        out[p] = base
    return out
