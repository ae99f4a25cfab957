"""Pixel geometry of flat-topped hexes: board layout, corners, and edge frames.

A hex's circumradius is its *size* ``s``; the distance from its centre to the middle of
an edge (the apothem) is ``s * sqrt(3) / 2``. Screen y grows downwards. Edge direction
``d`` (N=0 clockwise to NW=5) has its outward normal at ``-90 + 60 * d`` degrees.
Positions inside a hex are often given in an *edge frame*: ``u`` along the outward
normal of an edge, ``v`` along that edge, clockwise, both in units of ``s``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from rules.hexes import Hex

SQRT3 = math.sqrt(3.0)
APOTHEM = SQRT3 / 2  # in units of the hex size

Point = tuple[float, float]
Box = tuple[int, int, int, int]  # left, top, right, bottom in pixels

_NORMALS: tuple[Point, ...] = tuple(
    (math.cos(math.radians(-90 + 60 * d)), math.sin(math.radians(-90 + 60 * d))) for d in range(6)
)


def normal(direction: int) -> Point:
    """Unit vector pointing out of the hex through edge ``direction``."""
    return _NORMALS[direction % 6]


def tangent(direction: int) -> Point:
    """Unit vector along edge ``direction``, clockwise around the hex."""
    nx, ny = _NORMALS[direction % 6]
    return (-ny, nx)


def in_frame(centre: Point, direction: int, u: float, v: float, size: float) -> Point:
    """The point ``u`` out along the normal and ``v`` along edge ``direction`` (units of size)."""
    nx, ny = _NORMALS[direction % 6]
    tx, ty = -ny, nx
    return (centre[0] + (u * nx + v * tx) * size, centre[1] + (u * ny + v * ty) * size)


def corners(centre: Point, size: float) -> list[Point]:
    """The six corners of a flat-topped hex, starting with the east corner, clockwise."""
    cx, cy = centre
    return [(cx + size * math.cos(math.radians(60 * i)), cy + size * math.sin(math.radians(60 * i))) for i in range(6)]


def edge_corners(centre: Point, size: float, direction: int) -> tuple[Point, Point]:
    """The two corners bounding edge ``direction`` (counter-clockwise one first)."""
    cx, cy = centre
    base = -90 + 60 * direction
    a, b = math.radians(base - 30), math.radians(base + 30)
    return (
        (cx + size * math.cos(a), cy + size * math.sin(a)),
        (cx + size * math.cos(b), cy + size * math.sin(b)),
    )


def footprint(direction: int, width: float, height: float) -> float:
    """How far an upright box of ``width`` x ``height`` extends along edge ``direction``."""
    tx, ty = tangent(direction)
    return abs(tx) * width + abs(ty) * height


@dataclass(frozen=True, slots=True)
class BoardLayout:
    """Where each hex of a board of ``radius`` lies in an image: centre hex at ``origin``."""

    radius: int
    size: float
    origin: Point

    def centre(self, h: Hex) -> Point:
        x = self.origin[0] + 1.5 * self.size * h.q
        y = self.origin[1] + SQRT3 * self.size * (h.r + h.q / 2)
        return (x, y)

    @property
    def width(self) -> float:
        """Width of the hexes' bounding box."""
        return self.size * (3 * self.radius + 2)

    @property
    def height(self) -> float:
        """Height of the hexes' bounding box."""
        return SQRT3 * self.size * (2 * self.radius + 1)


def _half_planes(centre: Point, size: float) -> list[tuple[float, float, float]]:
    """The hex as six half-planes ``nx * x + ny * y <= k``."""
    a = APOTHEM * size
    return [(nx, ny, nx * centre[0] + ny * centre[1] + a) for nx, ny in _NORMALS]


def clip_to_hex(points: list[Point], centre: Point, size: float) -> list[Point]:
    """The part of a convex polygon inside the hex of ``size`` at ``centre``."""
    out = list(points)
    for nx, ny, k in _half_planes(centre, size):
        if not out:
            break
        src, out = out, []
        for i, p in enumerate(src):
            q = src[(i + 1) % len(src)]
            dp, dq = nx * p[0] + ny * p[1] - k, nx * q[0] + ny * q[1] - k
            if dp <= 0:
                out.append(p)
            if (dp <= 0) != (dq <= 0):
                t = dp / (dp - dq)
                out.append((p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t))
    return out


def clip_segment_to_hex(p0: Point, p1: Point, centre: Point, size: float) -> tuple[Point, Point] | None:
    """The part of the segment ``p0``-``p1`` inside the hex, or None."""
    t0, t1 = 0.0, 1.0
    dx, dy = p1[0] - p0[0], p1[1] - p0[1]
    for nx, ny, k in _half_planes(centre, size):
        num = k - (nx * p0[0] + ny * p0[1])
        den = nx * dx + ny * dy
        if den == 0:
            if num < 0:
                return None
            continue
        t = num / den
        if den > 0:
            t1 = min(t1, t)
        else:
            t0 = max(t0, t)
        if t0 > t1:
            return None
    return (p0[0] + dx * t0, p0[1] + dy * t0), (p0[0] + dx * t1, p0[1] + dy * t1)


# ---------------------------------------------------------------------- outlines
# What a drawn thing covers, as a convex polygon in pixels: the tile's layout keeps every
# text clear of every icon with them (renderer/tile.py), and tests measure the overlaps.
Shape = tuple[Point, ...]


def rect(x0: float, y0: float, x1: float, y1: float) -> Shape:
    """An upright box as a shape."""
    return ((x0, y0), (x1, y0), (x1, y1), (x0, y1))


def frame_rect(centre: Point, direction: int, u0: float, u1: float, v0: float, v1: float, size: float) -> Shape:
    """The box ``u0..u1`` out, ``v0..v1`` along edge ``direction`` (edge frame, units of size)."""
    return (
        in_frame(centre, direction, u0, v0, size),
        in_frame(centre, direction, u1, v0, size),
        in_frame(centre, direction, u1, v1, size),
        in_frame(centre, direction, u0, v1, size),
    )


def moved(shape: Shape, dx: float, dy: float) -> Shape:
    return tuple((x + dx, y + dy) for x, y in shape)


def bounds(shape: Shape) -> tuple[float, float, float, float]:
    """Left, top, right, bottom of a shape."""
    xs, ys = [p[0] for p in shape], [p[1] for p in shape]
    return min(xs), min(ys), max(xs), max(ys)


def _axes(shape: Shape) -> list[Point]:
    out = []
    for i, (x0, y0) in enumerate(shape):
        x1, y1 = shape[(i + 1) % len(shape)]
        nx, ny = y0 - y1, x1 - x0
        length = math.hypot(nx, ny)
        if length > 1e-9:
            out.append((nx / length, ny / length))
    return out


def overlap(a: Shape, b: Shape, gap: float = 0.0) -> float:
    """How deep two convex shapes overlap, in pixels, once each is grown by ``gap / 2``
    (0 when a line separates them: the separating axis theorem)."""
    ax0, ay0, ax1, ay1 = bounds(a)
    bx0, by0, bx1, by1 = bounds(b)
    if ax1 + gap <= bx0 or bx1 + gap <= ax0 or ay1 + gap <= by0 or by1 + gap <= ay0:
        return 0.0
    depth = math.inf
    for nx, ny in _axes(a) + _axes(b):
        pa = [x * nx + y * ny for x, y in a]
        pb = [x * nx + y * ny for x, y in b]
        d = min(max(pa) - min(pb), max(pb) - min(pa)) + gap
        if d <= 0:
            return 0.0
        depth = min(depth, d)
    return depth


def inside_hex(shape: Shape, centre: Point, size: float, margin: float = 0.0) -> bool:
    """Whether every corner of ``shape`` is inside the hex, ``margin`` pixels from its edges."""
    limit = APOTHEM * size - margin
    return all((x - centre[0]) * nx + (y - centre[1]) * ny <= limit for x, y in shape for nx, ny in _NORMALS)


def y_span_in_slab(shape: Shape, x0: float, x1: float) -> tuple[float, float] | None:
    """The top and bottom of the part of a convex shape between ``x0`` and ``x1`` (None
    when it lies outside that slab)."""
    pts = list(shape)
    for bound, sign in ((x0, 1.0), (x1, -1.0)):  # keep x >= x0, then x <= x1
        out: list[Point] = []
        for i, p in enumerate(pts):
            q = pts[(i + 1) % len(pts)]
            p_in, q_in = sign * (p[0] - bound) >= 0, sign * (q[0] - bound) >= 0
            if p_in:
                out.append(p)
            if p_in != q_in:
                t = (bound - p[0]) / (q[0] - p[0])
                out.append((bound, p[1] + (q[1] - p[1]) * t))
        pts = out
        if not pts:
            return None
    ys = [p[1] for p in pts]
    return min(ys), max(ys)


def hex_half_height(x: float, size: float, margin: float = 0.0) -> float:
    """Half the height of a flat-topped hex of ``size`` at ``x`` from its centre, ``margin``
    pixels inside its edges (negative: ``x`` is outside)."""
    apothem = APOTHEM * size - margin
    return min(apothem, SQRT3 * (apothem * 2 / SQRT3 - abs(x)))
