"""Drawing primitives: the edge icons of a tile, badges, pills and battle arrows.

Edge icons are drawn in an edge frame (see :mod:`renderer.geometry`): ``u`` is the
distance out from the tile's centre and ``v`` the offset along the edge, both in units
of the tile size, so the same code draws every edge of every facing. Text stays upright.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from PIL import ImageDraw, ImageFont

from renderer.colors import RGB, Theme, luminance
from renderer.geometry import APOTHEM, Point, Shape, clip_to_hex, edge_corners, frame_rect, in_frame
from renderer.text import Weight, draw_text, font, text_width

Draw = ImageDraw.ImageDraw

MELEE_WIDTH = 0.15
RANGED_WIDTH = 0.12
GAUSS_WIDTH = 0.17
NET_WIDTH = 0.26
# The melee arrowhead: a dart longer than it is wide, so that on a slanted edge it points
# along that edge's direction (an equilateral head reads as ▲ or ▼ there).
_MELEE_TIP, _MELEE_BASE, _MELEE_NOTCH = 0.12, -0.09, -0.035


def _dart(c: Point, d: int, size: float, u: float, v: float) -> list[Point]:
    """The melee arrowhead's corners: tip, left, notch, right."""
    return [
        in_frame(c, d, u + _MELEE_TIP, v, size),
        in_frame(c, d, u + _MELEE_BASE, v - MELEE_WIDTH / 2, size),
        in_frame(c, d, u + _MELEE_NOTCH, v, size),
        in_frame(c, d, u + _MELEE_BASE, v + MELEE_WIDTH / 2, size),
    ]


def melee(draw: Draw, c: Point, d: int, size: float, u: float, v: float, ink: RGB) -> None:
    """A notched arrowhead pointing out through edge ``d``."""
    draw.polygon(_dart(c, d, size, u, v), fill=ink)


def outline(kind: str, c: Point, d: int, size: float, u: float, v: float) -> Shape:
    """What the edge icon ``kind`` drawn at ``u``, ``v`` on edge ``d`` covers (a convex
    polygon; tests check that every pixel drawn lies inside it)."""
    if kind in ("melee", "melee_ff"):
        tip, left, _, right = _dart(c, d, size, u, v)
        return (tip, left, right)
    extent = {  # u0, u1, half the width along the edge (attacks: their EDGE_GLYPHS entry)
        "net": (-0.09, 0.10, NET_WIDTH / 2),
        "spider_net": (-0.135, 0.10, NET_WIDTH / 2),
        "reflect": (-0.11, 0.10, REFLECT_WIDTH / 2),
    }
    glyph = EDGE_GLYPHS.get(kind, EDGE_GLYPHS["ranged"])
    u0, u1, half = extent.get(kind, glyph.extent)
    pad = 0.012  # the strokes' width around their centre lines
    return frame_rect(c, d, u + u0 - pad, u + u1 + pad, v - half - pad, v + half + pad, size)


def ranged(draw: Draw, c: Point, d: int, size: float, u: float, v: float, ink: RGB) -> None:
    """A thin arrow (shaft and small head) pointing out through edge ``d``."""
    width = max(2, round(0.035 * size))
    draw.line([in_frame(c, d, u - 0.11, v, size), in_frame(c, d, u + 0.03, v, size)], fill=ink, width=width)
    _arrowhead(draw, c, d, size, u, v, 0.055, ink)


def _arrowhead(draw: Draw, c: Point, d: int, size: float, u: float, v: float, half: float, ink: RGB) -> None:
    """A shot's head: its tip 0.10 out from ``u``, ``half`` wide on each side."""
    tip = in_frame(c, d, u + 0.10, v, size)
    draw.polygon(
        [tip, in_frame(c, d, u + 0.01, v - half, size), in_frame(c, d, u + 0.01, v + half, size)],
        fill=ink,
    )


def gauss(draw: Draw, c: Point, d: int, size: float, u: float, v: float, ink: RGB) -> None:
    """A rail: two parallel shafts joined by rungs, with a wide head (pierces every enemy)."""
    width = max(2, round(0.025 * size))
    for dv in (-0.045, 0.045):
        draw.line(
            [in_frame(c, d, u - 0.12, v + dv, size), in_frame(c, d, u + 0.03, v + dv, size)], fill=ink, width=width
        )
    for du in (-0.10, -0.05, 0.0):
        draw.line(
            [in_frame(c, d, u + du, v - 0.07, size), in_frame(c, d, u + du, v + 0.07, size)], fill=ink, width=width
        )
    tip = in_frame(c, d, u + 0.11, v, size)
    draw.polygon(
        [tip, in_frame(c, d, u + 0.02, v - GAUSS_WIDTH / 2, size), in_frame(c, d, u + 0.02, v + GAUSS_WIDTH / 2, size)],
        fill=ink,
    )


def net(draw: Draw, c: Point, d: int, size: float, u: float, v: float, ink: RGB) -> None:
    """A net: a fan-shaped mesh opening towards edge ``d``."""
    width = max(2, round(0.025 * size))
    half = NET_WIDTH / 2
    inner, outer = u - 0.09, u + 0.10
    # Radial strings fanning out, and two cross strings.
    for k in range(5):
        t = -1 + k / 2
        draw.line(
            [in_frame(c, d, inner, v + t * half * 0.35, size), in_frame(c, d, outer, v + t * half, size)],
            fill=ink,
            width=width,
        )
    for f in (0.0, 0.5, 1.0):
        uu = inner + (outer - inner) * f
        spread = half * (0.35 + 0.65 * f)
        draw.line(
            [in_frame(c, d, uu, v - spread, size), in_frame(c, d, uu, v + spread, size)],
            fill=ink,
            width=width,
        )


def armor_outline(c: Point, d: int, size: float, depth: float = 0.095) -> Shape:
    """The armor bar along edge ``d``: a band ``depth`` tile sizes deep inside the tile."""
    k = depth / APOTHEM
    outer = list(edge_corners(c, size, d))
    inner = [(x + (c[0] - x) * k, y + (c[1] - y) * k) for x, y in reversed(outer)]
    return (*outer, *inner)


def armor(draw: Draw, c: Point, d: int, size: float, fill: RGB, outline: RGB) -> None:
    """A thick bar lying along edge ``d``, inside the tile."""
    draw.polygon(list(armor_outline(c, d, size)), fill=fill, outline=outline, width=max(1, round(0.015 * size)))


def pill(
    draw: Draw,
    centre: Point,
    label: str,
    f: ImageFont.FreeTypeFont,
    fill: RGB,
    ink: RGB,
    outline: RGB | None = None,
    pad: float = 4.0,
    height: float | None = None,
) -> tuple[float, float]:
    """A rounded box with ``label`` centred on ``centre``; returns its width and height."""
    w, h = pill_size(label, f, pad, height)
    x, y = centre
    box = (x - w / 2, y - h / 2, x + w / 2, y + h / 2)
    draw.rounded_rectangle(box, radius=h / 2, fill=fill, outline=outline, width=1 if outline else 0)
    draw_text(draw, (x, y), label, f, ink, "mm")
    return w, h


def pill_size(
    label: str, f: ImageFont.FreeTypeFont, pad: float = 4.0, height: float | None = None
) -> tuple[float, float]:
    h = height if height is not None else f.size * 1.25
    return text_width(label, f) + 2 * pad + h * 0.3, h


def mini_icon(draw: Draw, centre: Point, width: float, height: float, icon: str, ink: RGB) -> None:
    """A small upright melee arrowhead, ranged arrow or hexagon ("all six edges") for link marks."""
    x, y = centre
    top, bottom = y - height / 2, y + height / 2
    if icon == "all":
        r = min(width, height) / 2
        pts = [(x + r * math.cos(math.radians(60 * i)), y + r * math.sin(math.radians(60 * i))) for i in range(6)]
        draw.polygon(pts, outline=ink, width=max(1, round(r / 3)))
        return
    if icon == "takeover":  # Vegas's Control takeover: a horseshoe magnet
        magnet(draw, centre, min(width, height) / 2, ink)
        return
    if icon == "matrix":  # Neojungle's Matrix: three linked nodes
        matrix(draw, centre, min(width, height) / 2, ink, None)
        return
    if icon == "pause":  # paralysis (Mississippi's module, Sharrash's Landfill)
        paused(draw, centre, min(width, height) / 2, ink)
        return
    if icon == "venom":  # the Boiler: linked units poison what they wound
        _drop(draw, centre, min(width, height) / 2, ink, ink)
        return
    if icon == "power":  # Uranopolis's Power Supply: a lightning bolt
        bolt(draw, centre, min(width, height) / 2, ink)
        return
    if icon == "wastes":  # the Wastes: a radiation trefoil
        trefoil(draw, centre, min(width, height) / 2, ink)
        return
    if icon == "gauss":  # the Gauss Transformer
        gauss_mini(draw, centre, width, height, ink)
        return
    if icon == "hp":  # a hit point's square, as in the toughness row
        r = min(width, height) * 0.42
        draw.rectangle((x - r, y - r, x + r, y + r), fill=ink)
        return
    if icon == "melee":
        draw.polygon(
            [(x, top), (x - width / 2, bottom), (x, bottom - height * 0.3), (x + width / 2, bottom)],
            fill=ink,
        )
    else:
        draw.line([(x, bottom), (x, top + height * 0.35)], fill=ink, width=max(2, round(width * 0.22)))
        draw.polygon(
            [(x, top), (x - width * 0.38, top + height * 0.45), (x + width * 0.38, top + height * 0.45)], fill=ink
        )


_WIDE_ICONS = frozenset({"all", "takeover", "matrix", "wastes"})  # mini icons as wide as high


def _icon_width(icon: str) -> float:
    return 0.9 if icon in _WIDE_ICONS else 0.62


def _mark_width(mark: tuple[str, str | None], f: ImageFont.FreeTypeFont) -> float:
    label, icon = mark
    width = text_width(label, f) if label else 0.0
    if icon:
        width += (0.1 * f.size if label else 0.0) + _icon_width(icon) * f.size
    return width


def marks_size(marks: list[tuple[str, str | None]], f: ImageFont.FreeTypeFont, pad: float = 3.0) -> tuple[float, float]:
    """Width and height of a pill holding ``marks`` (text plus optional mini icon each)."""
    h = f.size * 1.3
    gap = 0.35 * f.size
    w = sum(_mark_width(m, f) for m in marks) + gap * (len(marks) - 1)
    return w + 2 * pad + h * 0.3, h


def marks_pill(
    draw: Draw,
    centre: Point,
    marks: list[tuple[str, str | None]],
    f: ImageFont.FreeTypeFont,
    fill: RGB,
    ink: RGB,
    outline: RGB | None = None,
    pad: float = 3.0,
) -> None:
    """A rounded box holding module marks such as ``+1`` and a melee arrowhead."""
    w, h = marks_size(marks, f, pad)
    x, y = centre
    draw.rounded_rectangle(
        (x - w / 2, y - h / 2, x + w / 2, y + h / 2), radius=h / 2, fill=fill, outline=outline, width=1
    )
    gap = 0.35 * f.size
    cx = x - w / 2 + pad + h * 0.15
    for label, icon in marks:
        if label:
            draw_text(draw, (cx, y), label, f, ink, "lm")
            cx += text_width(label, f)
        if icon:
            cx += 0.1 * f.size if label else 0.0
            iw = _icon_width(icon) * f.size
            mini_icon(draw, (cx + iw / 2, y), iw, (0.9 if icon in _WIDE_ICONS else 0.78) * f.size, icon, ink)
            cx += iw
        cx += gap


def lightning(draw: Draw, centre: Point, height: float, fill: RGB) -> None:
    """A lightning bolt (the mark of an instant tile)."""
    x, y = centre
    h = height
    pts = [
        (x + 0.10 * h, y - 0.50 * h),
        (x - 0.28 * h, y + 0.08 * h),
        (x - 0.02 * h, y + 0.08 * h),
        (x - 0.12 * h, y + 0.50 * h),
        (x + 0.28 * h, y - 0.10 * h),
        (x + 0.02 * h, y - 0.10 * h),
    ]
    draw.polygon(pts, fill=fill)


def badge(draw: Draw, centre: Point, radius: float, label: str, f: ImageFont.FreeTypeFont, fill: RGB, ink: RGB) -> None:
    """A round badge (initiative) with an outline in the ink colour."""
    x, y = centre
    draw.ellipse(
        (x - radius, y - radius, x + radius, y + radius), fill=fill, outline=ink, width=max(1, round(radius / 7))
    )
    draw_text(draw, (x, y + 0.5), label, f, ink, "mm")


def mobility(draw: Draw, centre: Point, radius: float, ink: RGB) -> None:
    """Four arrows from a point: the unit may move (Mobility)."""
    x, y = centre
    width = max(2, round(radius / 4))
    head = radius * 0.45
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        tip = (x + dx * radius, y + dy * radius)
        draw.line([(x, y), (x + dx * (radius - head * 0.6), y + dy * (radius - head * 0.6))], fill=ink, width=width)
        px, py = -dy, dx
        draw.polygon(
            [
                tip,
                (tip[0] - dx * head + px * head * 0.6, tip[1] - dy * head + py * head * 0.6),
                (tip[0] - dx * head - px * head * 0.6, tip[1] - dy * head - py * head * 0.6),
            ],
            fill=ink,
        )


def burst(draw: Draw, centre: Point, radius: float, fill: RGB, outline: RGB, spikes: int = 8) -> None:
    """A star-shaped burst (the Clown's explosion)."""
    x, y = centre
    pts: list[Point] = []
    for i in range(spikes * 2):
        r = radius if i % 2 == 0 else radius * 0.5
        a = math.pi * i / spikes - math.pi / 2
        pts.append((x + r * math.cos(a), y + r * math.sin(a)))
    draw.polygon(pts, fill=fill, outline=outline, width=max(1, round(radius / 10)))


def medic_cross(draw: Draw, centre: Point, radius: float, fill: RGB, outline: RGB) -> None:
    """A plus sign on a disc (a medic absorbing an attack)."""
    x, y = centre
    draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=outline)
    r = radius * 0.78
    draw.ellipse((x - r, y - r, x + r, y + r), fill=fill)
    arm, half = radius * 0.55, radius * 0.17
    draw.rectangle((x - arm, y - half, x + arm, y + half), fill=outline)
    draw.rectangle((x - half, y - arm, x + half, y + arm), fill=outline)


def arrow(
    draw: Draw,
    start: Point,
    end: Point,
    width: float,
    colour: RGB,
    outline: RGB,
    dashed: bool = False,
) -> None:
    """A thick arrow from ``start`` to ``end`` with a dark outline; dashed when ``dashed``."""
    sx, sy = start
    ex, ey = end
    length = math.hypot(ex - sx, ey - sy)
    if length < 1:
        return
    ux, uy = (ex - sx) / length, (ey - sy) / length
    px, py = -uy, ux
    head_len = width * 3.0
    head_half = width * 1.7
    neck = (ex - ux * head_len, ey - uy * head_len)
    head = [
        (ex, ey),
        (neck[0] + px * head_half, neck[1] + py * head_half),
        (neck[0] - px * head_half, neck[1] - py * head_half),
    ]
    segments: list[tuple[Point, Point]] = []
    shaft = max(0.0, length - head_len)
    if dashed:
        dash, gap = width * 2.2, width * 1.4
        pos = 0.0
        while pos < shaft:
            stop = min(shaft, pos + dash)
            segments.append(((sx + ux * pos, sy + uy * pos), (sx + ux * stop, sy + uy * stop)))
            pos += dash + gap
    else:
        segments.append(((sx, sy), neck))
    w = max(2, round(width))
    for p0, p1 in segments:
        draw.line([p0, p1], fill=outline, width=w + 4)
    draw.polygon(head, fill=colour, outline=outline, width=2)
    for p0, p1 in segments:
        draw.line([p0, p1], fill=colour, width=w)


# ---------------------------------------------------------------------- Beasts
HAZARD: RGB = (255, 204, 0)  # the yellow of the striped friendly-fire icons
_BLACK: RGB = (0, 0, 0)


def melee_ff(draw: Draw, c: Point, d: int, size: float, u: float, v: float, ink: RGB) -> None:
    """Friendly-fire melee: the melee arrowhead in hazard stripes (yellow and black)."""
    draw.polygon(_dart(c, d, size, u, v), fill=HAZARD, outline=_BLACK, width=max(1, round(0.015 * size)))
    width = max(2, round(0.028 * size))
    length = _MELEE_TIP - _MELEE_BASE
    for at in (0.045, -0.015):  # two black bars across the head
        half = (MELEE_WIDTH / 2) * (_MELEE_TIP - at) / length * 0.85
        draw.line(
            [in_frame(c, d, u + at, v - half, size), in_frame(c, d, u + at, v + half, size)], fill=_BLACK, width=width
        )


def spider_net(draw: Draw, c: Point, d: int, size: float, u: float, v: float, ink: RGB) -> None:
    """The Spider Net: a net with a hazard-yellow knot at its root (it nets own units too)."""
    net(draw, c, d, size, u, v, ink)
    x, y = in_frame(c, d, u - 0.09, v, size)
    r = 0.045 * size
    draw.ellipse((x - r, y - r, x + r, y + r), fill=HAZARD, outline=_BLACK, width=max(1, round(0.015 * size)))


def wings(draw: Draw, centre: Point, radius: float, ink: RGB) -> None:
    """A bird's outline in flight (Flying)."""
    x, y = centre
    r = radius
    pts = [(x - r, y - 0.05 * r), (x - 0.5 * r, y - 0.55 * r), (x, y + 0.25 * r), (x + 0.5 * r, y - 0.55 * r)]
    pts.append((x + r, y - 0.05 * r))
    draw.line(pts, fill=ink, width=max(2, round(radius / 3.5)), joint="curve")


def rotation(draw: Draw, centre: Point, radius: float, ink: RGB) -> None:
    """A circular arrow (Rotation: turns freely without moving)."""
    x, y = centre
    r = radius * 0.75
    width = max(2, round(radius / 4))
    draw.arc((x - r, y - r, x + r, y + r), 40, 320, fill=ink, width=width)
    a = math.radians(40)
    ex, ey = x + r * math.cos(a), y + r * math.sin(a)
    head = radius * 0.45
    draw.polygon(
        [(ex + head * 0.6, ey - head * 0.9), (ex - head * 0.8, ey - head * 0.2), (ex + head * 0.5, ey + head * 0.5)],
        fill=ink,
    )


def scavenger(draw: Draw, centre: Point, radius: float, ink: RGB) -> None:
    """A small bird above a landing arrow (Scavenger: flies anywhere after a battle)."""
    x, y = centre
    wings(draw, (x, y - 0.45 * radius), radius * 0.6, ink)
    width = max(2, round(radius / 4.5))
    draw.line([(x, y - 0.05 * radius), (x, y + 0.55 * radius)], fill=ink, width=width)
    head = radius * 0.35
    draw.polygon([(x, y + radius), (x - head, y + 0.5 * radius), (x + head, y + 0.5 * radius)], fill=ink)


def lair(draw: Draw, centre: Point, radius: float, ink: RGB, fill: RGB) -> None:
    """A den: a mound with a dark opening (Lair: Cerberus must stay next to the HQ)."""
    x, y = centre
    r = radius
    draw.pieslice((x - r, y - 0.8 * r, x + r, y + 1.2 * r), 180, 360, fill=ink)
    o = 0.45 * r
    draw.pieslice((x - o, y + 0.2 * r - o, x + o, y + 0.2 * r + o), 180, 360, fill=fill)


# ---------------------------------------------------------------------- Steel Police
REFLECT_WIDTH = 0.30


def reflection(draw: Draw, c: Point, d: int, size: float, u: float, v: float, ink: RGB) -> None:
    """Reflection on edge ``d``: a mirror bar along the edge and an arrow bouncing off it."""
    width = max(2, round(0.03 * size))
    half = REFLECT_WIDTH / 2
    mirror = u + 0.08
    draw.line(
        [in_frame(c, d, mirror, v - half, size), in_frame(c, d, mirror, v + half, size)], fill=ink, width=width + 1
    )
    # the incoming shaft hits the mirror and comes back as an arrow
    start = in_frame(c, d, u - 0.10, v - half * 0.75, size)
    bounce = in_frame(c, d, mirror - 0.02, v, size)
    back = in_frame(c, d, u - 0.06, v + half * 0.6, size)
    draw.line([start, bounce], fill=ink, width=width)
    draw.line([bounce, back], fill=ink, width=width)
    tip = in_frame(c, d, u - 0.11, v + half * 0.85, size)
    draw.polygon(
        [tip, in_frame(c, d, u - 0.02, v + half * 0.75, size), in_frame(c, d, u - 0.08, v + half * 0.3, size)],
        fill=ink,
    )


def push(draw: Draw, centre: Point, radius: float, ink: RGB) -> None:
    """Push Back: a wall with two chevrons driving away from it."""
    x, y = centre
    width = max(2, round(radius / 4))
    draw.line([(x - radius, y - radius * 0.8), (x - radius, y + radius * 0.8)], fill=ink, width=width + 1)
    for k in (0, 1):
        x0 = x - radius * 0.55 + k * radius * 0.75
        draw.line([(x0, y - radius * 0.7), (x0 + radius * 0.5, y), (x0, y + radius * 0.7)], fill=ink, width=width)


def execution(draw: Draw, centre: Point, radius: float, fill: RGB, ink: RGB) -> None:
    """Execution: a target disc crossed out."""
    x, y = centre
    width = max(2, round(radius / 4))
    draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=fill, outline=ink, width=width)
    r = radius * 0.55
    draw.line([(x - r, y - r), (x + r, y + r)], fill=ink, width=width)
    draw.line([(x - r, y + r), (x + r, y - r)], fill=ink, width=width)


def replacement(draw: Draw, centre: Point, radius: float, f: ImageFont.FreeTypeFont, fill: RGB, ink: RGB) -> None:
    """Replacement: the "?" of the tile, on a disc."""
    x, y = centre
    draw.ellipse(
        (x - radius, y - radius, x + radius, y + radius), fill=fill, outline=ink, width=max(1, round(radius / 5))
    )
    draw_text(draw, (x, y + 0.5), "?", f, ink, "mm")


def steel_net(draw: Draw, centre: Point, radius: float, fill: RGB, ink: RGB) -> None:
    """The Steel Net marker: a steel square with a diagonal mesh."""
    x, y = centre
    box = (x - radius, y - radius, x + radius, y + radius)
    draw.rounded_rectangle(box, radius=radius * 0.3, fill=fill, outline=ink, width=max(1, round(radius / 5)))
    width = max(1, round(radius / 6))
    r = radius * 0.7
    for k in (-1, 0, 1):  # diagonals across the square, each cut at its sides
        off = k * r * 0.7
        t0, t1 = -r + max(0.0, off), r + min(0.0, off)
        draw.line([(x - off + t0, y + t0), (x - off + t1, y + t1)], fill=ink, width=width)
        draw.line([(x + off - t0, y + t0), (x + off - t1, y + t1)], fill=ink, width=width)


# ---------------------------------------------------------------------- New York
SHOTGUN_WIDTH = 0.13
ROCKET_WIDTH = 0.13
SHARPSHOOTER_WIDTH = 0.13
POISONING_WIDTH = 0.13
SHADOW_WIDTH = 0.16
MORTAR_WIDTH = 0.14
EXPLOSIVE_WIDTH = 0.15
DEMOLITION_WIDTH = 0.14


def shotgun(draw: Draw, c: Point, d: int, size: float, u: float, v: float, ink: RGB) -> None:
    """The Shotgun: a short barrel and three bars across the line, each shorter than the one
    before (3, 2, 1 wounds at one, two and three hexes)."""
    width = max(2, round(0.035 * size))
    draw.line([in_frame(c, d, u - 0.11, v, size), in_frame(c, d, u - 0.04, v, size)], fill=ink, width=width)
    for du, half in ((-0.015, 0.062), (0.037, 0.043), (0.088, 0.024)):
        draw.line(
            [in_frame(c, d, u + du, v - half, size), in_frame(c, d, u + du, v + half, size)],
            fill=ink,
            width=max(2, round(0.032 * size)),
        )


def rocket(draw: Draw, c: Point, d: int, size: float, u: float, v: float, ink: RGB) -> None:
    """The Rocket: an arrow whose shaft bends twice (its path of up to three hexes need not
    be straight)."""
    width = max(2, round(0.03 * size))
    bend = 0.045
    path = [
        in_frame(c, d, u - 0.11, v + bend, size),
        in_frame(c, d, u - 0.06, v - bend, size),
        in_frame(c, d, u - 0.01, v + bend, size),
        in_frame(c, d, u + 0.03, v, size),
    ]
    draw.line(path, fill=ink, width=width, joint="curve")
    _arrowhead(draw, c, d, size, u, v, 0.06, ink)


def sharpshooter(draw: Draw, c: Point, d: int, size: float, u: float, v: float, ink: RGB) -> None:
    """The Sharpshooter: a shot ending in a crosshair (it picks its target in the line)."""
    width = max(2, round(0.028 * size))
    draw.line([in_frame(c, d, u - 0.11, v, size), in_frame(c, d, u - 0.02, v, size)], fill=ink, width=width)
    x, y = in_frame(c, d, u + 0.04, v, size)
    r = 0.052 * size
    draw.ellipse((x - r, y - r, x + r, y + r), outline=ink, width=width)
    for p0, p1 in (
        (in_frame(c, d, u - 0.025, v, size), in_frame(c, d, u + 0.105, v, size)),
        (in_frame(c, d, u + 0.04, v - 0.065, size), in_frame(c, d, u + 0.04, v + 0.065, size)),
    ):
        draw.line([p0, p1], fill=ink, width=max(1, width - 1))


def spy(draw: Draw, centre: Point, radius: float, ink: RGB, fill: RGB, theme: Theme | None = None) -> None:
    """The Spy: an open eye (it uses the enemy modules it sees as its own)."""
    x, y = centre
    r = radius
    steps = 12
    top = [(x - r + 2 * r * i / steps, y - 0.62 * r * math.sin(math.pi * i / steps)) for i in range(steps + 1)]
    bottom = [(px, 2 * y - py) for px, py in reversed(top[1:-1])]
    draw.polygon([*top, *bottom], fill=ink)
    iris = 0.42 * r
    draw.ellipse((x - iris, y - iris, x + iris, y + iris), fill=fill)
    pupil = 0.2 * r
    draw.ellipse((x - pupil, y - pupil, x + pupil, y + pupil), fill=ink)


def back_to_pile(draw: Draw, centre: Point, radius: float, ink: RGB, fill: RGB, theme: Theme | None = None) -> None:
    """The Bio-Droid's return: an arrow curling back down onto a pile of tiles."""
    x, y = centre
    r = radius
    width = max(2, round(r / 4))
    for k in (0, 1):  # the pile: two flat tiles
        top = y + 0.35 * r + k * 0.32 * r
        draw.rectangle((x - 0.95 * r, top, x + 0.35 * r, top + 0.22 * r), fill=ink if k else fill, outline=ink)
    draw.arc((x - 0.55 * r, y - r, x + 0.95 * r, y + 0.2 * r), 180, 90, fill=ink, width=width)
    head = 0.38 * r
    tx, ty = x - 0.3 * r, y + 0.25 * r  # the head comes down onto the pile
    draw.polygon([(tx, ty), (tx - head, ty - head * 1.1), (tx + head, ty - head * 1.1)], fill=ink)


def mine(draw: Draw, centre: Point, radius: float, ink: RGB, fill: RGB, theme: Theme | None = None) -> None:
    """A Mine: a round charge with short spikes and a hazard-yellow fuse light."""
    x, y = centre
    r = radius * 0.62
    width = max(2, round(radius / 5))
    for i in range(8):
        a = math.pi * i / 4
        draw.line(
            [(x + r * math.cos(a), y + r * math.sin(a)), (x + radius * math.cos(a), y + radius * math.sin(a))],
            fill=ink,
            width=width,
        )
    draw.ellipse((x - r, y - r, x + r, y + r), fill=ink)
    k = r * 0.38
    draw.ellipse((x - k, y - k, x + k, y + k), fill=HAZARD, outline=_BLACK)


def transporter(draw: Draw, centre: Point, radius: float, f: ImageFont.FreeTypeFont, fill: RGB, ink: RGB) -> None:
    """The Transporter, in a box twice as wide as high: a warrior's arrowhead, an arrow, and
    the Replacement "?" disc (a warrior from the hand may take its place)."""
    x, y = centre
    r = radius
    tx = x - 1.45 * r  # the warrior: a melee arrowhead
    draw.polygon([(tx, y - r), (tx - 0.55 * r, y + r), (tx, y + 0.45 * r), (tx + 0.55 * r, y + r)], fill=ink)
    width = max(2, round(r / 4))
    draw.line([(x - 0.75 * r, y), (x + 0.05 * r, y)], fill=ink, width=width)
    draw.polygon([(x + 0.35 * r, y), (x - 0.05 * r, y - 0.4 * r), (x - 0.05 * r, y + 0.4 * r)], fill=ink)
    replacement(draw, (x + 1.05 * r, y), 0.95 * r, f, fill, ink)


def foundation_rim(draw: Draw, c: Point, size: float, fill: RGB, depth: float = 0.0, wedges: int = 18) -> None:
    """A Foundation's rim: hazard stripes (yellow and black) round the hex, ``fill`` within.
    Shape, not colour alone: a striped border no unit has. ``depth``: the rim's, in parts
    of ``size`` (default :data:`FOUNDATION_RIM`); ``wedges``: how many black stripes."""
    outer = size - 1
    pts = [
        (c[0] + outer * math.cos(math.radians(60 * i)), c[1] + outer * math.sin(math.radians(60 * i))) for i in range(6)
    ]
    draw.polygon(pts, fill=HAZARD)
    # black wedges from the centre, cut by the hex: stripes across the rim on every edge
    for i in range(wedges):
        a0, a1 = math.radians(360 * i / wedges + 5), math.radians(360 * (i + 0.5) / wedges + 5)
        far = 2 * size
        wedge = [
            c,
            (c[0] + far * math.cos(a0), c[1] + far * math.sin(a0)),
            (c[0] + far * math.cos(a1), c[1] + far * math.sin(a1)),
        ]
        cut = clip_to_hex(wedge, c, outer)
        if len(cut) >= 3:
            draw.polygon(list(cut), fill=_BLACK)
    inner = size * (1 - (depth or FOUNDATION_RIM) / APOTHEM)
    pts = [
        (c[0] + inner * math.cos(math.radians(60 * i)), c[1] + inner * math.sin(math.radians(60 * i))) for i in range(6)
    ]
    draw.polygon(pts, fill=fill, outline=_BLACK, width=max(1, round(0.015 * size)))


FOUNDATION_RIM = 0.12  # the depth of a Foundation's striped rim, in tile sizes


def foundation_rim_outline(c: Point, size: float) -> list[Shape]:
    """What :func:`foundation_rim` covers: a band along each of the six edges."""
    return [armor_outline(c, d, size, FOUNDATION_RIM) for d in range(6)]


def foundation_badge(
    draw: Draw, centre: Point, radius: float, fill: RGB, paint: StatusPaint | None, theme: Theme
) -> None:
    """A Foundation lying under a unit: a small flat-topped hex with the striped rim and the
    Foundation's own glyph, ``fill`` its owner's colour."""
    foundation_rim(draw, centre, radius, fill, depth=0.28, wedges=12)
    if paint is not None:  # black ink, white on a dark army's colour (Vegas)
        ink = _BLACK if luminance(fill) > 0.03 else (255, 255, 255)
        paint(draw, centre, radius * 0.5, ink, fill, theme)


# ---------------------------------------------------------------------- Vegas
def magnet(draw: Draw, centre: Point, radius: float, ink: RGB, fill: RGB | None = None) -> None:
    """Control takeover: a horseshoe magnet, its poles down (it pulls the unit it faces to
    its side); ``fill`` the poles' tips (else left bare)."""
    x, y = centre
    r = radius
    width = max(2, round(0.42 * r))
    arc_r = 0.62 * r
    top = y - 0.15 * r
    draw.arc((x - arc_r, top - arc_r, x + arc_r, top + arc_r), 180, 360, fill=ink, width=width)
    for side in (-1, 1):
        px_ = x + side * (arc_r - width / 2)
        draw.line([(px_, top), (px_, y + 0.55 * r)], fill=ink, width=width)
        if fill is not None:
            tip = (px_ - width / 2, y + 0.55 * r - width * 0.9, px_ + width / 2 - 1, y + 0.55 * r)
            draw.rectangle(tip, fill=fill)


def taken_frame(draw: Draw, centre: Point, size: float, controller: RGB) -> None:
    """A unit under another player's Control: a band in the controller's colour round the
    inside of the tile's rim, edged black outside and white inside (so that it reads on any
    tile and any board), with :func:`taken_badge`, which says so by its shape."""
    w = max(4, round(0.06 * size))
    edge = APOTHEM * size - 1  # the tile's edge, from its centre

    def ring(distance: float, width: int, fill: RGB) -> None:
        r = distance / APOTHEM
        pts = [
            (centre[0] + r * math.cos(math.radians(60 * i)), centre[1] + r * math.sin(math.radians(60 * i)))
            for i in range(6)
        ]
        draw.line([*pts, pts[0], pts[1]], fill=fill, width=width, joint="curve")

    ring(edge - w / 2, w, _BLACK)
    ring(edge - w / 2, w - 2, controller)
    ring(edge - w - 1, 2, (255, 255, 255))


def taken_badge(draw: Draw, centre: Point, radius: float, controller: RGB, ink: RGB) -> None:
    """A unit under another player's Control: a disc in the controller's colour, ringed
    black and white (it reads on any tile and any board), holding the takeover magnet in
    the controller's ink. Shape and colour: the magnet says "taken", the disc by whom."""
    x, y = centre
    r = radius
    draw.ellipse((x - r, y - r, x + r, y + r), fill=_BLACK)
    w = max(1.0, 0.16 * r)
    draw.ellipse((x - r + w, y - r + w, x + r - w, y + r - w), fill=(255, 255, 255))
    k = r - 2 * w
    draw.ellipse((x - k, y - k, x + k, y + k), fill=controller)
    magnet(draw, (x, y + 0.05 * r), 0.62 * r, ink, HAZARD)


# ---------------------------------------------------------------------- Neojungle
VENOM_GREEN: RGB = (140, 230, 40)  # a venom marker's drop: light, so its black outline and count read


def matrix(draw: Draw, centre: Point, radius: float, ink: RGB, fill: RGB | None) -> None:
    """The Matrix (Roots, the HQ's link): three nodes joined in a triangle."""
    x, y = centre
    r = radius
    nodes = [(x, y - 0.62 * r), (x - 0.7 * r, y + 0.5 * r), (x + 0.7 * r, y + 0.5 * r)]
    width = max(2, round(r / 4.5))
    draw.line([*nodes, nodes[0]], fill=ink, width=width, joint="curve")
    k = 0.3 * r
    for nx, ny in nodes:
        draw.ellipse((nx - k, ny - k, nx + k, ny + k), fill=fill if fill is not None else ink, outline=ink, width=width)


def venom(draw: Draw, centre: Point, radius: float, ink: RGB, fill: RGB, theme: Theme | None = None) -> None:
    """Venom (the Nightshade's ability): a drop."""
    _drop(draw, centre, radius, ink, fill)


def _drop(draw: Draw, centre: Point, radius: float, ink: RGB, fill: RGB, outline: RGB | None = None) -> None:
    x, y = centre
    r = radius
    body = 0.62 * r
    cy = y + 0.3 * r
    steps = 16
    pts: list[Point] = [(x, y - r)]
    for i in range(steps + 1):  # the round bottom, from the right tangent round to the left
        a = math.radians(-30 + 240 * i / steps)
        pts.append((x + body * math.cos(a), cy + body * math.sin(a)))
    draw.polygon(pts, fill=ink, outline=outline, width=max(1, round(r / 7)) if outline else 0)
    k = 0.2 * r
    draw.ellipse((x - 0.2 * r - k, cy - k, x - 0.2 * r + k, cy + k), fill=fill)


def venom_badge(draw: Draw, centre: Point, radius: float, count: int, f: ImageFont.FreeTypeFont) -> None:
    """Venom markers on a unit: a green drop with a black outline, the count in it (one
    wound each at the start of every battle)."""
    x, y = centre
    r = radius
    pts: list[Point] = [(x, y - 1.15 * r)]
    steps = 18
    for i in range(steps + 1):
        a = math.radians(-35 + 250 * i / steps)
        pts.append((x + 0.88 * r * math.cos(a), y + 0.2 * r + 0.88 * r * math.sin(a)))
    draw.polygon(pts, fill=VENOM_GREEN, outline=_BLACK, width=max(2, round(r / 6)))
    draw_text(draw, (x, y + 0.22 * r), str(count), f, _BLACK, "mm")


def matrix_link(draw: Draw, a: Point, b: Point, size: float, fill: RGB) -> None:
    """Two neighbouring hexes of one Matrix: a short bar across their shared edge (from
    centre ``a`` towards centre ``b``, hexes of ``size``), ``fill`` ringed in black."""
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    half = 0.15 * size
    width = max(3, round(0.07 * size))
    p0, p1 = (mx - ux * half, my - uy * half), (mx + ux * half, my + uy * half)
    rim = width + 2 * max(2, round(0.035 * size))
    draw.line([p0, p1], fill=_BLACK, width=rim)
    for p in (p0, p1):
        k = rim / 2
        draw.ellipse((p[0] - k, p[1] - k, p[0] + k, p[1] + k), fill=_BLACK)
    draw.line([p0, p1], fill=fill, width=width)
    for p in (p0, p1):
        k = width / 2
        draw.ellipse((p[0] - k, p[1] - k, p[0] + k, p[1] + k), fill=fill)


# ---------------------------------------------------------------------- Mississippi
def poisoning(draw: Draw, c: Point, d: int, size: float, u: float, v: float, ink: RGB) -> None:
    """The Poisoner's Poisoning: a short shaft ending in a drop (a venom marker, no wound)."""
    width = max(2, round(0.03 * size))
    draw.line([in_frame(c, d, u - 0.11, v, size), in_frame(c, d, u - 0.03, v, size)], fill=ink, width=width)
    _drop(draw, in_frame(c, d, u + 0.035, v, size), 0.06 * size, ink, ink)


def _hollow_dart(draw: Draw, c: Point, d: int, size: float, u: float, v: float, ink: RGB) -> None:
    draw.polygon(_dart(c, d, size, u, v), outline=ink, width=max(1, round(0.022 * size)))


def shadow(draw: Draw, c: Point, d: int, size: float, u: float, v: float, ink: RGB) -> None:
    """The Shadow: a melee arrowhead trailing two hollow shadows of itself (it strikes any
    enemy unit anywhere; no armour stops it)."""
    _hollow_dart(draw, c, d, size, u - 0.075, v, ink)
    _hollow_dart(draw, c, d, size, u - 0.035, v, ink)
    melee(draw, c, d, size, u + 0.005, v, ink)


def toxic_bomb(draw: Draw, centre: Point, radius: float, ink: RGB, fill: RGB, theme: Theme | None = None) -> None:
    """The Toxic Bomb (a Foundation): a round bomb with a fuse, a venom drop on it."""
    x, y = centre
    r = radius * 0.78
    cy = y + 0.18 * radius
    width = max(2, round(radius / 5))
    draw.line([(x + 0.4 * r, cy - 0.8 * r), (x + 0.75 * r, y - radius)], fill=ink, width=width)
    draw.ellipse((x - r, cy - r, x + r, cy + r), fill=ink)
    _drop(draw, (x, cy), 0.62 * r, VENOM_GREEN, ink, _BLACK)


# ---------------------------------------------------------------------- Sharrash
def mortar(draw: Draw, c: Point, d: int, size: float, u: float, v: float, ink: RGB) -> None:
    """The Mortar: a lobbed shot, an arc over the first hex to the unit two hexes away."""
    width = max(2, round(0.03 * size))
    steps = 10
    path = [
        in_frame(c, d, u - 0.11 + 0.14 * i / steps, v - 0.055 * math.sin(math.pi * (0.15 + 0.85 * i / steps)), size)
        for i in range(steps + 1)
    ]
    draw.line(path, fill=ink, width=width, joint="curve")
    _arrowhead(draw, c, d, size, u, v, 0.05, ink)


def explosive(draw: Draw, c: Point, d: int, size: float, u: float, v: float, ink: RGB) -> None:
    """The Explosive's blast on its edge: a small starburst."""
    burst(draw, in_frame(c, d, u, v, size), 0.07 * size, ink, ink, spikes=7)


def paused(draw: Draw, centre: Point, radius: float, ink: RGB) -> None:
    """Paralysis: two upright bars, a pause sign (the unit does not attack)."""
    x, y = centre
    r = radius
    w = 0.3 * r
    for side in (-1, 1):
        bx = x + side * 0.36 * r
        draw.rectangle((bx - w / 2, y - 0.72 * r, bx + w / 2, y + 0.72 * r), fill=ink)


def paralysis_badge(draw: Draw, centre: Point, radius: float) -> None:
    """A paralysed unit: a hazard-yellow disc ringed black with the black pause bars (shape
    and colour: it reads on every tile)."""
    x, y = centre
    r = radius
    draw.ellipse((x - r, y - r, x + r, y + r), fill=HAZARD, outline=_BLACK, width=max(2, round(r / 5)))
    paused(draw, centre, 0.62 * r, _BLACK)


def tunnel(draw: Draw, centre: Point, radius: float, ink: RGB, fill: RGB) -> None:
    """Underground: a tunnel's mouth, an arch over the ground line."""
    x, y = centre
    r = radius
    base = y + 0.62 * r
    width = max(2, round(r / 4.5))
    draw.line([(x - r, base), (x + r, base)], fill=ink, width=width)
    draw.pieslice((x - 0.72 * r, y - 0.7 * r, x + 0.72 * r, y + 0.74 * r), 180, 360, fill=ink)
    draw.rectangle((x - 0.72 * r, y + 0.02 * r, x + 0.72 * r, base), fill=ink)
    k = 0.36 * r
    draw.pieslice((x - k, y - 0.2 * r, x + k, y + 0.52 * r), 180, 360, fill=fill)
    draw.rectangle((x - k, y + 0.16 * r, x + k, base - width / 2), fill=fill)


def underworlds(draw: Draw, centre: Point, radius: float, ink: RGB, fill: RGB) -> None:
    """The Underworlds: the tunnel in a hexagon (every friendly unit is Underground)."""
    x, y = centre
    r = radius * 1.05
    pts = [(x + r * math.cos(math.radians(60 * i)), y + r * math.sin(math.radians(60 * i))) for i in range(6)]
    draw.polygon(pts, outline=ink, width=max(1, round(r / 7)))
    tunnel(draw, (x, y), 0.62 * radius, ink, fill)


def tunnel_swap(draw: Draw, centre: Point, radius: float, ink: RGB, fill: RGB) -> None:
    """Underground Castling: the tunnel over two opposed arrows (swap with an Underground unit)."""
    x, y = centre
    r = radius
    tunnel(draw, (x, y - 0.32 * r), 0.62 * r, ink, fill)
    width = max(2, round(r / 6))
    for yy, sign in ((y + 0.45 * r, 1), (y + 0.85 * r, -1)):
        draw.line([(x - 0.7 * r, yy), (x + 0.7 * r, yy)], fill=ink, width=width)
        tip = x + sign * 0.95 * r
        draw.polygon([(tip, yy), (tip - sign * 0.3 * r, yy - 0.2 * r), (tip - sign * 0.3 * r, yy + 0.2 * r)], fill=ink)


def hole(draw: Draw, centre: Point, radius: float, ink: RGB, fill: RGB, theme: Theme | None = None) -> None:
    """The Hole (a Foundation): a black pit in a pale ring, seen slanting."""
    x, y = centre
    r = radius
    draw.ellipse(
        (x - r, y - 0.62 * r, x + r, y + 0.62 * r), fill=(255, 255, 255), outline=ink, width=max(2, round(r / 6))
    )
    draw.ellipse((x - 0.72 * r, y - 0.38 * r, x + 0.72 * r, y + 0.5 * r), fill=_BLACK)


def underground_ring(draw: Draw, centre: Point, size: float) -> None:
    """A unit Underground: a ring of dots round the inside of its rim, black with a white
    core (a dotted outline: buried, out of reach of some attacks), on any tile."""
    inset = 0.075 * size
    r_dot = max(2.0, 0.032 * size)
    corners = [
        (
            centre[0] + (size - inset) * math.cos(math.radians(60 * i)),
            centre[1] + (size - inset) * math.sin(math.radians(60 * i)),
        )
        for i in range(6)
    ]
    per_side = 5
    for i in range(6):
        (x0, y0), (x1, y1) = corners[i], corners[(i + 1) % 6]
        for k in range(per_side):
            t = (k + 0.5) / per_side
            x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
            draw.ellipse((x - r_dot, y - r_dot, x + r_dot, y + r_dot), fill=_BLACK)
            q = 0.5 * r_dot
            draw.ellipse((x - q, y - q, x + q, y + q), fill=(255, 255, 255))


# ---------------------------------------------------------------------- Uranopolis
def demolition(draw: Draw, c: Point, d: int, size: float, u: float, v: float, ink: RGB) -> None:
    """The Ravager's Demolition: a sledgehammer, its square head across the line."""
    width = max(2, round(0.032 * size))
    draw.line([in_frame(c, d, u - 0.11, v, size), in_frame(c, d, u + 0.02, v, size)], fill=ink, width=width)
    draw.polygon(
        [
            in_frame(c, d, u + 0.02, v - 0.06, size),
            in_frame(c, d, u + 0.10, v - 0.06, size),
            in_frame(c, d, u + 0.10, v + 0.06, size),
            in_frame(c, d, u + 0.02, v + 0.06, size),
        ],
        fill=ink,
    )


def demolition_diagonal(draw: Draw, c: Point, d: int, size: float, u: float, v: float, ink: RGB) -> None:
    """Demolition of the hex two steps away between two edges: the sledgehammer's handle
    bends clockwise, its head hollow."""
    width = max(2, round(0.03 * size))
    draw.line(
        [
            in_frame(c, d, u - 0.11, v - 0.04, size),
            in_frame(c, d, u - 0.02, v - 0.04, size),
            in_frame(c, d, u + 0.03, v + 0.01, size),
        ],
        fill=ink,
        width=width,
        joint="curve",
    )
    draw.polygon(
        [
            in_frame(c, d, u + 0.02, v - 0.01, size),
            in_frame(c, d, u + 0.10, v - 0.01, size),
            in_frame(c, d, u + 0.10, v + 0.065, size),
            in_frame(c, d, u + 0.02, v + 0.065, size),
        ],
        outline=ink,
        width=max(2, round(0.022 * size)),
    )


def plug(draw: Draw, centre: Point, radius: float, ink: RGB) -> None:
    """Powered: a plug, two prongs up and its cord down (the unit needs power)."""
    x, y = centre
    r = radius
    w = max(2, round(r / 4))
    for side in (-1, 1):
        px_ = x + side * 0.3 * r
        draw.line([(px_, y - r), (px_, y - 0.35 * r)], fill=ink, width=w)
    draw.rounded_rectangle((x - 0.62 * r, y - 0.4 * r, x + 0.62 * r, y + 0.35 * r), radius=0.2 * r, fill=ink)
    draw.line([(x, y + 0.3 * r), (x, y + r)], fill=ink, width=w)


def far_reach(draw: Draw, centre: Point, radius: float, ink: RGB) -> None:
    """Long Distance Module (the Doomsday Machine): two chevrons, one beyond the other (its
    links reach two hexes)."""
    x, y = centre
    r = radius
    w = max(2, round(r / 4))
    for top in (y - 0.8 * r, y - 0.05 * r):
        draw.line([(x - 0.7 * r, top + 0.7 * r), (x, top), (x + 0.7 * r, top + 0.7 * r)], fill=ink, width=w)


def hq_turning(draw: Draw, centre: Point, radius: float, ink: RGB) -> None:
    """The Doomsday Machine's HQ turns a unit of its own once a turn: Rotation's circular arrow
    around a dot (the unit it turns)."""
    rotation(draw, centre, radius, ink)
    x, y = centre
    d = radius * 0.18
    draw.ellipse((x - d, y - d, x + d, y + d), fill=ink)


def bolt(draw: Draw, centre: Point, radius: float, ink: RGB) -> None:
    """Power: a lightning bolt."""
    x, y = centre
    r = radius
    draw.polygon(
        [
            (x + 0.25 * r, y - r),
            (x - 0.5 * r, y + 0.12 * r),
            (x - 0.02 * r, y + 0.12 * r),
            (x - 0.25 * r, y + r),
            (x + 0.5 * r, y - 0.15 * r),
            (x + 0.02 * r, y - 0.15 * r),
        ],
        fill=ink,
    )


def unplugged(draw: Draw, centre: Point, radius: float) -> None:
    """No power: a white bolt struck through in hazard yellow, on black."""
    x, y = centre
    r = radius
    bolt(draw, centre, r, (255, 255, 255))
    w = max(2, round(r / 3.5))
    draw.line([(x - 0.8 * r, y - 0.8 * r), (x + 0.8 * r, y + 0.8 * r)], fill=_BLACK, width=w + 2)
    draw.line([(x - 0.8 * r, y - 0.8 * r), (x + 0.8 * r, y + 0.8 * r)], fill=HAZARD, width=w)


def trefoil(draw: Draw, centre: Point, radius: float, ink: RGB) -> None:
    """The Wastes: a radiation trefoil (three blades round a hub)."""
    x, y = centre
    r = radius
    for start in (-120, 0, 120):
        draw.pieslice((x - r, y - r, x + r, y + r), start - 30 - 90, start + 30 - 90, fill=ink)
    k = 0.34 * r
    draw.ellipse((x - k, y - k, x + k, y + k), fill=(255, 255, 255))
    k = 0.2 * r
    draw.ellipse((x - k, y - k, x + k, y + k), fill=ink)


def gauss_mini(draw: Draw, centre: Point, width: float, height: float, ink: RGB) -> None:
    """The Gauss Transformer's mark: the rail of a Gauss shot, upright."""
    x, y = centre
    top, bottom = y - height / 2, y + height / 2
    w = max(1, round(width * 0.16))
    for dx in (-0.2, 0.2):
        draw.line([(x + dx * width, bottom), (x + dx * width, top + height * 0.4)], fill=ink, width=w)
    draw.polygon([(x, top), (x - width * 0.45, top + height * 0.42), (x + width * 0.45, top + height * 0.42)], fill=ink)


# ---------------------------------------------------------------------- the registry
EdgePaint = Callable[[Draw, Point, int, float, float, float, RGB], None]
# draw, centre, radius, ink, the tile's fill, theme
StatusPaint = Callable[[Draw, Point, float, RGB, RGB, Theme], None]


@dataclass(frozen=True, slots=True)
class EdgeGlyph:
    """How an attack kind is drawn on its edge: ``paint`` (edge frame, as :func:`melee`),
    ``width`` along the edge and ``extent`` (u0, u1, half width) of its outline, in tile
    sizes; ``order`` among an edge's attacks; ``bonus``: "melee" or "ranged" if that kind
    of officer raises it (its number then shows the raised strength), else None."""

    paint: EdgePaint
    width: float
    extent: tuple[float, float, float]
    order: int
    bonus: str | None


@dataclass(frozen=True, slots=True)
class StatusGlyph:
    """How an ability is drawn in a tile's status row: ``paint`` in a disc of the given
    radius (a ``width`` of 2 gets a box twice as wide as high: ``radius`` is half its
    height); ``covers``: other abilities of the tile it stands for (not drawn again)."""

    paint: StatusPaint
    covers: frozenset[str] = frozenset()
    width: float = 1.0  # in widths of a standard icon (its radius then is the row's height / 2)


def _icon(f: Callable[[Draw, Point, float, RGB], None]) -> StatusPaint:
    """A status painter from a drawing that needs only the ink."""
    return lambda draw, at, r, ink, fill, theme: f(draw, at, r, ink)


def _nothing(draw: Draw, at: Point, r: float, ink: RGB, fill: RGB, theme: Theme) -> None:
    """An ability shown elsewhere (the Spider Net on its edges, an Object by its name)."""


_RANGED_EXTENT = (-0.11, 0.10, 0.055)
# The registry of how each attack kind is drawn on its edge: an army whose attack is of a
# new kind adds one entry here (and its drawing above); renderer/tile.py and the cards
# read only this table. An unregistered kind is drawn as a ranged arrow.
EDGE_GLYPHS: Mapping[str, EdgeGlyph] = MappingProxyType(
    {
        "melee": EdgeGlyph(melee, MELEE_WIDTH, _RANGED_EXTENT, 0, "melee"),
        "melee_ff": EdgeGlyph(melee_ff, MELEE_WIDTH, _RANGED_EXTENT, 0, "melee"),
        "ranged": EdgeGlyph(ranged, RANGED_WIDTH, _RANGED_EXTENT, 1, "ranged"),
        "gauss": EdgeGlyph(gauss, GAUSS_WIDTH, (-0.12, 0.11, GAUSS_WIDTH / 2), 2, None),
        "sharpshooter": EdgeGlyph(sharpshooter, SHARPSHOOTER_WIDTH, (-0.11, 0.105, 0.065), 3, "ranged"),
        "shotgun": EdgeGlyph(shotgun, SHOTGUN_WIDTH, (-0.11, 0.105, 0.065), 4, None),
        "rocket": EdgeGlyph(rocket, ROCKET_WIDTH, (-0.11, 0.10, 0.065), 5, None),
        # Mississippi: Poisoning (a venom marker), the Shadow (melee on any enemy unit)
        "poisoning": EdgeGlyph(poisoning, POISONING_WIDTH, (-0.11, 0.10, 0.065), 6, None),
        "shadow": EdgeGlyph(shadow, SHADOW_WIDTH, (-0.185, 0.13, 0.08), 7, "melee"),
        # Sharrash: the Mortar (two hexes away), the Explosive's blast
        "mortar": EdgeGlyph(mortar, MORTAR_WIDTH, (-0.11, 0.10, 0.07), 8, "ranged"),
        "explosive": EdgeGlyph(explosive, EXPLOSIVE_WIDTH, (-0.075, 0.075, 0.075), 9, None),
        # Uranopolis: the Ravager's Demolition, straight and two steps away diagonally
        "demolition": EdgeGlyph(demolition, DEMOLITION_WIDTH, (-0.11, 0.10, 0.06), 10, None),
        "demolition-diagonal": EdgeGlyph(demolition_diagonal, DEMOLITION_WIDTH, (-0.11, 0.10, 0.07), 11, None),
    }
)
# The registry of how each ability is drawn in a tile's status row, in the row's order: an
# army with a new ability adds one entry here. An unregistered ability is written in
# small text under the name, so that nothing a tile has goes unseen.
STATUS_GLYPHS: Mapping[str, StatusGlyph] = MappingProxyType(
    {
        "mobility": StatusGlyph(_icon(mobility)),
        "explosion": StatusGlyph(lambda draw, at, r, ink, fill, theme: burst(draw, at, r + 1, theme.explosion, ink)),
        "agony": StatusGlyph(
            lambda draw, at, r, ink, fill, theme: badge(
                draw, at, r, "A", _font(r, 0.12, "bold"), theme.killed, (255, 255, 255)
            )
        ),
        "flying": StatusGlyph(_icon(wings)),
        "scavenger": StatusGlyph(_icon(scavenger)),
        "rotation": StatusGlyph(_icon(rotation)),
        "lair": StatusGlyph(lambda draw, at, r, ink, fill, theme: lair(draw, at, r, ink, fill)),
        # Steel Police: the HQ's Net of Steel, the Riot Policeman's Push Back, the
        # Executioner's Execution, the Pacifier's Replacement
        "net_of_steel": StatusGlyph(lambda draw, at, r, ink, fill, theme: steel_net(draw, at, r, theme.steel, _BLACK)),
        "push_back": StatusGlyph(_icon(push)),
        "execution": StatusGlyph(lambda draw, at, r, ink, fill, theme: execution(draw, at, r, theme.killed, _BLACK)),
        "open": StatusGlyph(
            lambda draw, at, r, ink, fill, theme: replacement(draw, at, r, _font(r, 0.15, "bold"), theme.badge, _BLACK)
        ),
        # Smart: the Transporter (a warrior may replace it), the Bio-Droid's return
        "open_units": StatusGlyph(
            lambda draw, at, r, ink, fill, theme: transporter(draw, at, r, _font(r, 0.14, "bold"), theme.badge, _BLACK),
            covers=frozenset({"open"}),
            width=2.0,
        ),
        "return": StatusGlyph(back_to_pile),
        # New York: the Spy; the Mine (a Foundation)
        "spy": StatusGlyph(spy),
        "mine": StatusGlyph(mine),
        # Neojungle: the Nightshade's Venom; Roots (a Foundation the Matrix grows through)
        "venom": StatusGlyph(venom),
        "matrix": StatusGlyph(lambda draw, at, r, ink, fill, theme: matrix(draw, at, r, ink, fill)),
        # Mississippi: the Toxic Bomb (a Foundation)
        "toxic_bomb": StatusGlyph(toxic_bomb),
        # Sharrash: paralysis on hit, Underground, the Underworlds, the HQ's Underground
        # Castling, the Explosive, the Hole (a Foundation)
        "paralysis": StatusGlyph(_icon(paused)),
        "underground": StatusGlyph(lambda draw, at, r, ink, fill, theme: tunnel(draw, at, r, ink, fill)),
        "underworlds": StatusGlyph(
            lambda draw, at, r, ink, fill, theme: underworlds(draw, at, r, ink, fill), covers=frozenset({"underground"})
        ),
        "underground_castling": StatusGlyph(lambda draw, at, r, ink, fill, theme: tunnel_swap(draw, at, r, ink, fill)),
        "explosive": StatusGlyph(
            lambda draw, at, r, ink, fill, theme: burst(draw, at, r + 1, theme.explosion, ink, spikes=6)
        ),
        "hole": StatusGlyph(hole),
        # Uranopolis: the plug (the unit needs power)
        "powered": StatusGlyph(_icon(plug)),
        # the Doomsday Machine: Long Distance Modules, the HQ turning a unit a turn (the
        # redirecting units' inlets and outlets, and the Trap's marked edge, are link marks)
        "long_range": StatusGlyph(_icon(far_reach)),
        "hq_turning": StatusGlyph(_icon(hq_turning)),
        "spider_net": StatusGlyph(_nothing),
        "object": StatusGlyph(_nothing),
    }
)
SHOWN_ELSEWHERE = frozenset({"spider_net", "object"})
# The Foundations' kinds (a Foundation tile's ability) whose glyph the badge of a
# Foundation under a unit shows; another Foundation's badge shows its striped rim alone.
FOUNDATION_GLYPHS: Mapping[str, StatusPaint] = MappingProxyType(
    {
        "mine": mine,
        "matrix": lambda draw, at, r, ink, fill, theme: matrix(draw, at, r, ink, fill),
        "toxic_bomb": toxic_bomb,
        "hole": hole,
    }
)

# How a group of linked hexes (rules.registry.linked_hexes) is drawn across each edge its
# hexes share, by the group's kind: an army whose group is of a new kind adds one entry.
LINK_GLYPHS: Mapping[str, Callable[[Draw, Point, Point, float, RGB], None]] = MappingProxyType({"matrix": matrix_link})

STATUS_R = 0.095  # a status icon's radius, in tile sizes (renderer/tile.py draws it so)


def _font(r: float, fraction: float, weight: Weight) -> ImageFont.FreeTypeFont:
    """The font a status icon of radius ``r`` writes in: ``fraction`` of its tile's size."""
    return font(max(9, round(fraction * (r / STATUS_R))), weight)
