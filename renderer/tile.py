"""One tile drawn procedurally: army colour, name, edge icons, badges and markers.

:func:`tile_image` draws a :class:`TileFace` (a tile spec plus what the board does to it:
facing, wounds, net, changed initiative, attack bonuses, HQ hit points) into its own
small RGB image, to be pasted through :func:`hex_mask`. Both are cached with
``lru_cache`` (a tile image is about 100 KB; at most 512 are kept): in a game most tiles
look the same from one turn to the next.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from renderer import glyphs
from renderer.colors import BLACK, RGB, WHITE, ArmyColors, Theme, mix
from renderer.geometry import (
    APOTHEM,
    SQRT3,
    Point,
    Shape,
    bounds,
    clip_segment_to_hex,
    clip_to_hex,
    footprint,
    frame_rect,
    hex_half_height,
    in_frame,
    inside_hex,
    overlap,
    rect,
    y_span_in_slab,
)
from renderer.labels import Mark, effect_mark, text, tile_name
from renderer.text import draw_text, fit_lines, font, px, text_shape, text_width
from rules.catalog import TileSpec

PAD = 3  # pixels around the hex in a tile image
ROW = 0.70  # distance of the edge icons from the centre, in tile sizes
LABEL_Y = -0.53  # where the board prints the hex name on a tile, in tile sizes (or -LABEL_Y)
# How each attack kind and ability is drawn: the registries of renderer.glyphs (EDGE_GLYPHS,
# STATUS_GLYPHS); an unregistered attack is drawn as a ranged arrow, an unregistered ability
# named in small text, so that nothing a tile has goes unseen.
_FALLBACK_EDGE = "ranged"


@dataclass(frozen=True, slots=True)
class TileFace:
    """Everything that decides how a tile looks. Hashable, so drawings can be cached."""

    spec: TileSpec
    facing: int = 0
    wounds: int = 0
    netted: bool = False
    hq_hp: int | None = None  # current HQ hit points (None: printed 20)
    hq_points: int | None = None  # points mode: the HQ shows its player's points (a star and a number)
    initiative_now: tuple[int, ...] | None = None  # current slots when they differ from the printed ones
    melee_bonus: int = 0
    ranged_bonus: int = 0
    steel_net: bool = False  # a Steel Net marker lies on the unit
    extra_hp: int = 0  # hit points a linked HQ or module lends it now (New York's HQ)
    foundation: str | None = None  # the ability of a Foundation lying under the unit ("mine"), if any
    taken: bool = False  # under another player's Control (Vegas): the board draws the badge in their colour
    venom: int = 0  # venom markers on the unit (Neojungle, Mississippi): a drop with the count
    paralysed: bool = False  # it does not attack (a Sharrash paralysis marker, a Mississippi Paralysis module)
    underground: bool = False  # Underground now (Sharrash): a ring of dots inside the rim
    unpowered: bool = False  # needs power and has none (Uranopolis): netted, its banner says why


def tile_box(size: int) -> tuple[int, int]:
    """Pixel width and height of a tile image of ``size`` (circumradius)."""
    return 2 * size + 2 * PAD, math.ceil(SQRT3 * size) + 2 * PAD


@lru_cache(maxsize=64)
def hex_mask(size: int, grow: float = 0.0) -> Image.Image:
    """An anti-aliased hex mask ("L") for a tile image of ``size``, optionally grown by pixels."""
    w, h = tile_box(size)
    k = 4
    big = Image.new("L", (w * k, h * k), 0)
    r = (size + grow) * k
    cx, cy = w * k / 2, h * k / 2
    pts = [(cx + r * math.cos(math.radians(60 * i)), cy + r * math.sin(math.radians(60 * i))) for i in range(6)]
    ImageDraw.Draw(big).polygon(pts, fill=255)
    return big.reduce(k)


RIM = 2.0  # pixels of rim colour around a tile image's hex


@lru_cache(maxsize=512)
def tile_image(face: TileFace, size: int, colors: ArmyColors, theme: Theme, lang: str, legible: int = 0) -> Image.Image:
    """The tile on an RGB image of :func:`tile_box` size, with a rim of ``theme.rim``.

    Paste it through ``hex_mask(size, RIM)``. Everything is drawn inside the hex.
    ``legible``: the smallest font size (pixels) of the tile's name, for pictures shown
    small (a phone); its numbers and marks grow in proportion (:func:`floors`).
    """
    w, h = tile_box(size)
    img = _blank(size, colors.fill, theme.rim).copy()
    draw_tile(ImageDraw.Draw(img), (w / 2, h / 2), size, face, colors, theme, lang, legible)
    return img


def floors(legible: int) -> tuple[int, int]:
    """The smallest edge-number and mark font sizes for a tile whose name is at least ``legible`` pixels
    (marks keep their size: larger, they would cover the name)."""
    return (round(0.8 * legible), 9) if legible else (9, 9)


@lru_cache(maxsize=32)
def _blank(size: int, fill: RGB, rim: RGB) -> Image.Image:
    """A hex of ``fill`` with anti-aliased edges on a ``rim`` background."""
    w, h = tile_box(size)
    img = Image.new("RGB", (w, h), rim)
    img.paste(Image.new("RGB", (w, h), fill), (0, 0), hex_mask(size))
    return img


def draw_tile(
    draw: ImageDraw.ImageDraw,
    c: Point,
    size: float,
    face: TileFace,
    colors: ArmyColors,
    theme: Theme,
    lang: str,
    legible: int = 0,
) -> None:
    """Draw the contents of a tile (not its outline) centred on ``c``, as :func:`tile_layout` places them."""
    spec = face.spec
    layout = tile_layout(face, size, lang, legible)
    if spec.is_foundation:
        glyphs.foundation_rim(draw, c, size, colors.fill)
    if face.netted:
        _hatch(draw, c, size, colors)
    if face.underground:
        glyphs.underground_ring(draw, c, size)
    for e in sorted(spec.armor):
        glyphs.armor(draw, c, (e + face.facing) % 6, size, theme.steel, BLACK)
    for d, start, item in layout.edges:
        _paint_item(draw, c, d, size, start, item, colors, theme, legible)
    all_round = [effect_mark(x.effect, x.value, lang) for x in spec.effects if len(x.edges) == 6]
    _draw_stack(draw, c, size, face, colors, theme, lang, all_round, layout, legible)
    if face.netted:
        _draw_netted(draw, c, size, lang, face.unpowered)
    if face.steel_net:
        corner = (c[0] + 0.52 * size, c[1] - 0.30 * size)
        glyphs.steel_net(draw, corner, 0.13 * size, theme.steel, BLACK)
    if face.venom and layout.venom is not None:
        (x, y), r = layout.venom, layout.venom_r
        glyphs.venom_badge(draw, (c[0] + x, c[1] + y), 0.85 * r, face.venom, font(max(9, round(0.95 * r)), "bold"))
    if face.paralysed and layout.paralysed is not None:
        (x, y), r = layout.paralysed, layout.paralysed_r
        glyphs.paralysis_badge(draw, (c[0] + x, c[1] + y), 0.9 * r)


FOUNDATION_BADGE = 0.21  # the radius of the badge of a Foundation under a unit, in tile sizes


def _foundation_spots(fixed: list[Part], size: float) -> list[Part]:
    """Where the badge of a Foundation under a unit may go (``TileFace.foundation``; the
    board draws it, :func:`renderer.glyphs.foundation_badge`, in the Foundation's owner's
    colour), in order of preference: at the hex's corners, from the right one clockwise,
    large, then smaller on a tile too crowded for it, those clear of the edge items; if none
    is, those clear of them but for an armor bar (drawn over it); else the one that
    overlaps least."""
    gap = max(1.0, 0.015 * size)
    spots: list[Part] = []
    for scale in (1.0, 0.8, 0.6, 0.5):
        r = scale * FOUNDATION_BADGE * size
        dist = size - r - 0.04 * size
        for i in range(6):
            x, y = dist * math.cos(math.radians(60 * i)), dist * math.sin(math.radians(60 * i))
            spots.append(Part("glyph", "foundation", rect(x - r, y - r * 0.87, x + r, y + r * 0.87)))
    no_armor = [p for p in fixed if not p.group.startswith("armor-")]
    for around in (fixed, no_armor):
        clear = [spot for spot in spots if _clash([spot.shape], around, gap) == 0]
        if clear:
            return clear
    return [min(spots, key=lambda spot: _clash([spot.shape], no_armor, gap))]


def _badge_sets(kinds: list[str], fixed: list[Part], size: float, others: int = 2) -> list[tuple[Part, ...]]:
    """The ways to place the corner badges ``kinds`` (in that order), each in a corner clear
    of ``fixed`` and of the badges before it (:func:`_foundation_spots`): every spot the
    first may take, then each of the first ``others`` spots left for each next one; the
    ways with the larger badges first."""
    out: list[tuple[Part, ...]] = []
    for spot in _foundation_spots(fixed, size):
        sets: list[tuple[Part, ...]] = [(Part("glyph", kinds[0], spot.shape),)]
        for kind in kinds[1:]:
            sets = [
                (*chosen, Part("glyph", kind, nxt.shape))
                for chosen in sets
                for nxt in _foundation_spots([*fixed, *chosen], size)[:others]
            ]
        out.extend(sets)
    if len(kinds) > 1:  # the larger badges first; a few ways only (each is tried against every name layout)
        out.sort(key=lambda badges: -sum(bounds(b.shape)[2] - bounds(b.shape)[0] for b in badges))
        return out[:MAX_BADGE_SETS]
    return out


MAX_BADGE_SETS = 16


# ---------------------------------------------------------------------- edges
@dataclass(frozen=True, slots=True)
class _Item:
    """One thing drawn on an edge; ``extent`` is its length along the edge in pixels."""

    kind: str  # melee, ranged, gauss, net, marks
    extent: float
    label: str = ""
    boosted: bool = False  # the strength shown is raised by a module
    icon_w: float = 0.0
    number_w: float = 0.0
    marks: tuple[Mark, ...] = ()


def _number_font(size: float, legible: int = 0) -> ImageFont.FreeTypeFont:
    return font(px(0.17, size, floors(legible)[0]), "bold")


def _mark_font(size: float, legible: int = 0) -> ImageFont.FreeTypeFont:
    return font(px(0.14, size, floors(legible)[1]), "bold")


def _edge_items(face: TileFace, e: int, d: int, size: float, lang: str, legible: int) -> list[_Item]:
    spec = face.spec
    number_font = _number_font(size, legible)
    items: list[_Item] = []
    for a in sorted((a for a in spec.attacks if a.edge == e), key=lambda a: _edge_glyph(a.kind).order):
        raised_by = _edge_glyph(a.kind).bonus
        bonus = face.melee_bonus if raised_by == "melee" else face.ranged_bonus if raised_by == "ranged" else 0
        icon = _edge_glyph(a.kind).width * size
        label = str(a.strength + bonus)
        if bonus:  # the current strength, on a badge like a changed initiative
            number_w = footprint(d, *glyphs.pill_size(label, number_font, pad=1))
        else:
            number_w = footprint(d, text_width(label, number_font), number_font.size * 0.8)
        items.append(_Item(a.kind, icon + 0.03 * size + number_w, label, bool(bonus), icon, number_w))
    if e in spec.nets:
        items.append(_Item("spider_net" if "spider_net" in spec.abilities else "net", glyphs.NET_WIDTH * size))
    if e in spec.reflects:
        items.append(_Item("reflect", glyphs.REFLECT_WIDTH * size))
    marks = tuple(effect_mark(x.effect, x.value, lang) for x in spec.effects if e in x.edges and len(x.edges) < 6)
    if marks:
        w, h = _marks_box(marks, d, size, legible)
        items.append(_Item("marks", footprint(d, w, h), marks=marks))
    return items


def _edge_glyph(kind: str) -> glyphs.EdgeGlyph:
    return glyphs.EDGE_GLYPHS.get(kind) or glyphs.EDGE_GLYPHS[_FALLBACK_EDGE]


def _stacked(marks: tuple[Mark, ...], d: int) -> bool:
    """Several marks on a slanted edge go one above the other, to stay inside the tile."""
    return len(marks) > 1 and d % 3 != 0


def _marks_box(marks: tuple[Mark, ...], d: int, size: float, legible: int) -> tuple[float, float]:
    f = _mark_font(size, legible)
    if _stacked(marks, d):
        sizes = [glyphs.marks_size([m], f) for m in marks]
        return max(w for w, _ in sizes), sum(h for _, h in sizes) + 1 * (len(marks) - 1)
    return glyphs.marks_size(list(marks), f)


def _edge_layout(face: TileFace, size: float, lang: str, legible: int) -> list[tuple[int, float, _Item]]:
    """Every edge's items, each with where its extent starts along the edge (centred on it)."""
    out: list[tuple[int, float, _Item]] = []
    gap = 0.05 * size
    for e in range(6):
        d = (e + face.facing) % 6
        items = _edge_items(face, e, d, size, lang, legible)
        total = sum(item.extent for item in items) + gap * (len(items) - 1)
        v = -total / 2
        for item in items:
            out.append((d, v, item))
            v += item.extent + gap
    return out


def _paint_item(
    draw: ImageDraw.ImageDraw,
    c: Point,
    d: int,
    size: float,
    start: float,
    item: _Item,
    colors: ArmyColors,
    theme: Theme,
    legible: int,
) -> None:
    """Paint ``item`` on edge ``d``, its extent starting ``start`` pixels along the edge."""
    ink = colors.ink
    mid = (start + item.extent / 2) / size
    if item.kind == "net":
        glyphs.net(draw, c, d, size, ROW, mid, ink)
        return
    if item.kind == "spider_net":
        glyphs.spider_net(draw, c, d, size, ROW, mid, ink)
        return
    if item.kind == "reflect":
        glyphs.reflection(draw, c, d, size, ROW, mid, ink)
        return
    if item.kind == "marks":
        f = _mark_font(size, legible)
        w, h = _marks_box(item.marks, d, size, legible)
        u = _inset(c, d, size, mid, w, h)
        notch = in_frame(c, d, APOTHEM - 0.03, mid, size)
        at = in_frame(c, d, u, mid, size)
        draw.line([notch, at], fill=BLACK, width=max(2, round(0.03 * size)))
        r = max(2.5, 0.045 * size)
        draw.ellipse((notch[0] - r, notch[1] - r, notch[0] + r, notch[1] + r), fill=theme.badge, outline=BLACK)
        if _stacked(item.marks, d):
            y = at[1] - h / 2
            for m in item.marks:
                mh = glyphs.marks_size([m], f)[1]
                glyphs.marks_pill(draw, (at[0], y + mh / 2), [m], f, theme.badge, BLACK, BLACK)
                y += mh + 1
        else:
            glyphs.marks_pill(draw, at, list(item.marks), f, theme.badge, BLACK, BLACK)
        return
    painter = _edge_glyph(item.kind).paint
    icon_v, (ax, ay) = _attack_spots(d, size, start, item)
    painter(draw, c, d, size, ROW, icon_v, ink)
    at = (c[0] + ax, c[1] + ay)
    if item.boosted:
        glyphs.pill(draw, at, item.label, _number_font(size, legible), theme.changed, BLACK, BLACK, pad=1)
    else:
        draw_text(draw, at, item.label, _number_font(size, legible), ink, "mm")


def _attack_spots(d: int, size: float, start: float, item: _Item) -> tuple[float, Point]:
    """Where an attack's icon goes along edge ``d`` (``v``, tile sizes) and its number (a
    point from the tile's centre): the number follows the icon clockwise, except on the NE
    and SW edges, where clockwise leads towards the tile's middle band (its name): there it
    comes first."""
    gap = 0.03 * size
    if d in (1, 4):
        number_v, icon_v = start + item.number_w / 2, start + item.number_w + gap + item.icon_w / 2
    else:
        icon_v, number_v = start + item.icon_w / 2, start + item.icon_w + gap + item.number_w / 2
    return icon_v / size, in_frame((0.0, 0.0), d, ROW - 0.02, number_v / size, size)


def _item_parts(d: int, size: float, start: float, item: _Item, legible: int) -> list[Part]:
    """What :func:`_paint_item` covers (pixels from the tile's centre), as it places it."""
    c = (0.0, 0.0)
    group = f"edge-{d}"
    mid = (start + item.extent / 2) / size
    if item.kind in ("net", "spider_net", "reflect"):
        return [Part("glyph", group, glyphs.outline(item.kind, c, d, size, ROW, mid))]
    if item.kind == "marks":
        w, h = _marks_box(item.marks, d, size, legible)
        u = _inset(c, d, size, mid, w, h)
        x, y = in_frame(c, d, u, mid, size)
        r = max(2.5, 0.045 * size)
        link = frame_rect(c, d, u, APOTHEM - 0.03 + r / size, mid - r / size, mid + r / size, size)
        return [Part("glyph", group, rect(x - w / 2, y - h / 2, x + w / 2, y + h / 2)), Part("glyph", group, link)]
    icon_v, at = _attack_spots(d, size, start, item)
    icon = glyphs.outline(item.kind if item.kind in glyphs.EDGE_GLYPHS else _FALLBACK_EDGE, c, d, size, ROW, icon_v)
    f = _number_font(size, legible)
    if item.boosted:
        w, h = glyphs.pill_size(item.label, f, pad=1)
        number = rect(at[0] - w / 2, at[1] - h / 2, at[0] + w / 2, at[1] + h / 2)
    else:
        number = text_shape(at, item.label, f, "mm")
    return [Part("glyph", group, icon), Part("text", group, number)]


def _inset(c: Point, d: int, size: float, v: float, w: float, h: float) -> float:
    """The outermost distance ``u`` at which an upright ``w`` x ``h`` box fits in the tile."""
    u = ROW - 0.02
    while u > ROW - 0.32:
        x, y = in_frame(c, d, u, v, size)
        if inside_hex(rect(x - w / 2, y - h / 2, x + w / 2, y + h / 2), c, size, 0.025 * size):
            break
        u -= 0.02
    return u


# ---------------------------------------------------------------------- centre
def _draw_stack(
    draw: ImageDraw.ImageDraw,
    c: Point,
    size: float,
    face: TileFace,
    colors: ArmyColors,
    theme: Theme,
    lang: str,
    all_round_marks: list[Mark],
    layout: TileLayout,
    legible: int,
) -> None:
    """Initiative, name, HQ hit points, all-round module effect, toughness and markers, in
    the rows and at the place :func:`tile_layout` chose."""
    ink = colors.ink
    name_font = font(layout.name_size, "condensed")
    line_h = _line_height(layout.name_size, layout.name_lines)
    x = c[0] + layout.dx
    y = c[1] + layout.top
    for hh, kind in layout.rows:
        mid = y + hh / 2
        if kind == "initiative":
            _initiative_row(draw, (x, mid), size, face, colors, theme)
        elif kind in ("hq_head", "head"):
            x0, at = _head(face, size, name_font, layout.name_lines[0], layout.dx)
            _initiative_row(draw, (c[0] + x0 + _initiative_width(face, size) / 2, mid), size, face, colors, theme)
            draw_text(draw, (c[0] + at, mid), layout.name_lines[0], name_font, ink, "lm")
        elif kind in ("name", "name_rest"):
            lines = layout.name_lines if kind == "name" else layout.name_lines[1:]
            for i, line in enumerate(lines):
                draw_text(draw, (x, y + line_h * (i + 0.5)), line, name_font, ink, "mm")
        elif kind == "pair":
            x0, xs, sw = _pair(face, size, layout.dx)
            _initiative_row(draw, (c[0] + x0 + _initiative_width(face, size) / 2, mid), size, face, colors, theme)
            _status_row(draw, (c[0] + xs + sw / 2, mid), size, face, _status_items(face), colors, theme)
        elif kind == "hq_hp":
            for at_, words, f in _hp_texts(face, size, layout.hp_scale, (x, mid)):
                draw_text(draw, at_, words, f, ink, "lm")
        elif kind == "all_round":
            marks: list[Mark] = [*all_round_marks, ("", "all")]
            glyphs.marks_pill(draw, (x, mid), marks, _mark_font(size, legible), theme.badge, BLACK, BLACK)
        elif kind == "status":
            _status_row(draw, (x, mid), size, face, _status_items(face), colors, theme)
        y += hh + STACK_GAP * size


STACK_GAP = 0.035  # between the centre's rows, in tile sizes


def _line_height(name_size: int, lines: tuple[str, ...]) -> float:
    return name_size * (1.0 if len(lines) > 2 else 1.1)


def _hp_texts(
    face: TileFace, size: float, scale: float, centre: Point
) -> list[tuple[Point, str, ImageFont.FreeTypeFont]]:
    """An HQ's big number (in points mode a star and the points), each piece with where its
    left middle goes and its font; ``scale`` shrinks it where the tile is crowded."""
    x, y = centre
    if face.hq_points is not None:
        big, star = font(px(0.36 * scale, size), "bold"), font(px(0.24 * scale, size), "bold")
        number = str(face.hq_points)
        sw, nw = text_width("★", star), text_width(number, big)
        left = x - (sw + 0.03 * size + nw) / 2
        return [((left, y), "★", star), ((left + sw + 0.03 * size, y), number, big)]
    hp = str(face.hq_hp if face.hq_hp is not None else face.spec.hp)
    big = font(px(0.40 * scale, size), "bold")
    return [((x - text_width(hp, big) / 2, y), hp, big)]


def name_layout(spec: TileSpec, size: float, lang: str, legible: int = 0) -> tuple[int, tuple[str, ...]]:
    """The font size and lines of a tile's name on a tile of ``size`` when nothing on its
    edges is in the way: up to two lines, smaller if need be; with ``legible``, never below
    it (up to three lines, long words hyphenated in ``lang``, the catalogue's short form of
    a long name). :func:`tile_layout` narrows it where edge marks are in the way."""
    return _name_options(spec, size, lang, legible)[0]


_NARROWER = (1.0, 0.9, 0.8, 0.7, 0.62, 0.55, 0.48)  # the name's widths tried, in parts of the widest


@lru_cache(maxsize=2048)
def _name_options(spec: TileSpec, size: float, lang: str, legible: int) -> tuple[tuple[int, tuple[str, ...]], ...]:
    """The name's layouts, widest first: each its font size and lines."""
    if spec.is_object or spec.is_hq:
        name = text(spec.key, lang) if spec.is_object else text("hq", lang)
        return (fit_lines(name, "condensed", px(0.185, size, 13), 1.2 * size, 2, px(0.12, size, 10)),)
    name = tile_name(spec, lang, short=bool(legible))
    out: list[tuple[int, tuple[str, ...]]] = []
    for k in _NARROWER:
        if legible:  # never below the legible size: more lines instead, hyphenated
            width = 1.45 * k * size
            option = fit_lines(name, "condensed", max(legible, px(0.185, size)), width, 3, legible, lang)
        else:
            width = 1.2 * k * size
            option = fit_lines(name, "condensed", px(0.185, size, 13), width, 2 if k == 1 else 3, 10, lang)
        fits = all(font(option[0], "condensed").getlength(line) <= width + 0.5 for line in option[1])
        if option not in out and (fits or not out):  # a narrower try that overflows is no option
            out.append(option)
    return tuple(out)


def _stack_shift(face: TileFace) -> float:
    """Where the centre text would rather sit (in tile sizes, down from the middle): away
    from link marks on the slanted edges, above the NETTED banner."""
    upper = lower = False
    for eff in face.spec.effects:
        if len(eff.edges) == 6:
            continue
        for e in eff.edges:
            d = (e + face.facing) % 6
            upper = upper or d in (1, 5)
            lower = lower or d in (2, 4)
    shift = -0.10 if face.netted else 0.0  # room for the NETTED banner below
    if lower and not upper:
        return shift - 0.14
    if upper and not lower:
        return shift + 0.10
    return shift


# ---------------------------------------------------------------------- the layout
@dataclass(frozen=True, slots=True)
class Part:
    """One thing drawn on a tile, or by the board on it: ``kind`` "text" or "glyph"; ``group``
    what it belongs to (an edge's icon and its number are one, ``edge-2``; the name is
    ``name``; the board's hex name ``label``); ``shape`` what it covers, in pixels from the
    tile's centre."""

    kind: str
    group: str
    shape: Shape
    box: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)  # the shape's bounds (set from it)

    def __post_init__(self) -> None:
        object.__setattr__(self, "box", bounds(self.shape))


@dataclass(frozen=True, slots=True)
class TileLayout:
    """Where everything of a tile goes, in pixels from its centre: the edge items (edge,
    start along it, item), the centre's rows (height, kind) from ``top`` and ``dx`` aside,
    the name's font size and lines, the HQ number's scale, the centre of the hex name the
    board prints (its font size ``label_size``), of a Dancer Object's colour swatch and of
    the badge of a Foundation under the unit (and its radius);
    ``parts`` is what each covers."""

    edges: tuple[tuple[int, float, _Item], ...]
    rows: tuple[tuple[float, str], ...]
    top: float
    dx: float
    name_size: int
    name_lines: tuple[str, ...]
    hp_scale: float
    label: Point
    label_size: int
    swatch: Point | None
    parts: tuple[Part, ...]
    foundation: Point | None = None  # the centre of the badge of a Foundation under the unit
    foundation_r: float = 0.0  # and its radius
    taken: Point | None = None  # the centre of the badge of a unit taken over (TileFace.taken)
    taken_r: float = 0.0
    venom: Point | None = None  # the centre of the venom markers' drop (TileFace.venom)
    venom_r: float = 0.0
    paralysed: Point | None = None  # the centre of the paralysis badge (TileFace.paralysed)
    paralysed_r: float = 0.0


LABEL_SAMPLES = tuple(f"{col}{row}" for col in "ABCDEFG" for row in "1234567")  # every hex name of the boards
# Where the hex name may go (tile sizes from the centre), in order of preference.
_LABEL_SPOTS = (
    (0.0, LABEL_Y),
    (0.0, -LABEL_Y),
    (0.0, -0.60),
    (0.0, 0.60),
    (-0.72, 0.0),
    (0.72, 0.0),
    (-0.30, -0.56),
    (0.30, -0.56),
    (-0.30, 0.56),
    (0.30, 0.56),
    (0.0, -0.46),
    (0.0, 0.46),
)
_SWATCH_SPOTS = ((-0.36, -0.60), (0.36, -0.60), (-0.36, 0.60), (0.36, 0.60), (-0.66, -0.2), (0.66, -0.2))
_HP_SCALES = (1.0, 0.85, 0.7)  # an HQ's number, smaller where the tile is crowded
_SHIFTS = (
    0.0,
    0.04,
    -0.04,
    0.08,
    -0.08,
    0.12,
    -0.12,
    0.18,
    -0.18,
    0.24,
    -0.24,
    0.3,
    -0.3,
    0.36,
    -0.36,
)  # sideways (tile sizes)


def label_font(size: float, legible: int = 0) -> ImageFont.FreeTypeFont:
    """The font of the hex name the board prints on a tile."""
    return font(px(0.13, size, floors(legible)[0] if legible else 10))


@lru_cache(maxsize=64)
def _label_box(size: int) -> tuple[float, float, float, float]:
    """The ink box of the widest hex name, around its centre."""
    f = font(size)
    boxes = [f.getbbox(name, anchor="mm") for name in LABEL_SAMPLES]
    return min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes)


@lru_cache(maxsize=64)
def _label_spots(size: float, legible: int) -> tuple[tuple[Part, int], ...]:
    """Where the hex name may go on a tile of ``size`` (inside it), each with its font size:
    the usual size first, a smaller one only where the tile is crowded."""
    big = int(label_font(size, legible).size)
    out: list[tuple[Part, int]] = []
    for label_size in (big, max(9, round(0.8 * big))):
        x0, y0, x1, y1 = _label_box(label_size)
        for kx, ky in _LABEL_SPOTS:
            box = rect(kx * size + x0, ky * size + y0, kx * size + x1, ky * size + y1)
            if inside_hex(box, (0, 0), size, 2):
                out.append((Part("text", "label", box), label_size))
    return tuple(out)


def _clash(shapes: Iterable[Shape], others: Iterable[Part], gap: float) -> float:
    """How much ``shapes`` overlap ``others`` (the deepest overlap of any pair; 0: none)."""
    deepest = 0.0
    for shape in shapes:
        x0, y0, x1, y1 = bounds(shape)
        for other in others:
            ox0, oy0, ox1, oy1 = other.box
            if x1 + gap <= ox0 or ox1 + gap <= x0 or y1 + gap <= oy0 or oy1 + gap <= y0:
                continue
            deepest = max(deepest, overlap(shape, other.shape, gap))
    return deepest


def _spots(candidates: list[Part], fixed: list[Part], gap: float) -> Iterator[Part]:
    """The candidates clear of ``fixed``, in order; if none is, the one that overlaps least."""
    found = False
    for part in candidates:
        if _clash([part.shape], fixed, gap) == 0:
            found = True
            yield part
    if not found:
        yield min(candidates, key=lambda part: _clash([part.shape], fixed, gap))


@dataclass(frozen=True, slots=True)
class _Stack:
    """The centre's rows as placed: from ``top``, moved ``dx`` sideways."""

    rows: tuple[tuple[float, str], ...]
    top: float
    dx: float
    name_size: int
    name_lines: tuple[str, ...]
    hp_scale: float
    parts: tuple[Part, ...]


@lru_cache(maxsize=1024)
def tile_layout(face: TileFace, size: float, lang: str, legible: int = 0) -> TileLayout:
    """Place everything of the tile so that no text lies on an icon: the edge items where
    their edges are; the hex name (top, else bottom, else beside or nearer the middle) and
    an Object's swatch where no edge item is; the centre's rows at the height nearest the
    one they would rather have where they clear all of these, moved a little sideways, the
    initiative beside the name, the name narrower (on more lines) and an HQ's number
    smaller only when they must. A tile too crowded for all that gets the arrangement that
    overlaps least; then the same for a badge three quarters as large."""
    gap = max(1.0, 0.015 * size)
    edges = tuple(_edge_layout(face, size, lang, legible))
    fixed = [part for d, start, item in edges for part in _item_parts(d, size, start, item, legible)]
    for e in face.spec.armor:
        d = (e + face.facing) % 6
        fixed.append(Part("glyph", f"armor-{d}", glyphs.armor_outline((0.0, 0.0), d, size)))
    if face.steel_net:
        x, y, r = 0.52 * size, -0.30 * size, 0.13 * size
        fixed.append(Part("glyph", "steel-net", rect(x - r, y - r, x + r, y + r)))
    if face.netted:
        y, h = 0.49 * size, 0.22 * size
        fixed.append(Part("glyph", "netted", rect(-size, y - h / 2, size, y + h / 2)))
    if face.spec.is_foundation:
        fixed.extend(Part("glyph", "foundation-rim", band) for band in glyphs.foundation_rim_outline((0.0, 0.0), size))
    # badges in the corners (taken over, venom, a Foundation under the unit): each way to
    # place them clear of the edges, in turn (:func:`_badge_sets`)
    wanted = (
        ("taken", face.taken),
        ("venom", face.venom > 0),
        ("paralysed", face.paralysed),
        ("foundation", face.foundation is not None),
    )
    kinds = [kind for kind, on in wanted if on]
    badges: list[tuple[Part, ...]] = _badge_sets(kinds, fixed, size) if kinds else [()]
    labels = _label_spots(size, legible)
    sizes = {id(part): label_size for part, label_size in labels}
    r = max(5.0, 0.085 * size) + 1
    swatches = [
        Part("glyph", "swatch", rect(kx * size - r, ky * size - r, kx * size + r, ky * size + r))
        for kx, ky in _SWATCH_SPOTS
    ]
    first: tuple[list[Part], Part, Part | None] | None = None
    for badge in badges:
        placed = [*fixed, *badge]
        for label in _spots([part for part, _ in labels], placed, gap):
            for swatch in _spots(swatches, [*placed, label], gap) if face.spec.is_object else iter([None]):
                first = first or (placed, label, swatch)
                around = [*placed, label, *([swatch] if swatch is not None else [])]
                stack = _free_stack(face, size, lang, legible, around, gap)
                if stack is not None:
                    return _layout(edges, around, stack, label, sizes[id(label)], swatch)
    assert first is not None
    placed, label, swatch = first
    around = [*placed, label, *([swatch] if swatch is not None else [])]
    stack = _least_clash_stack(face, size, lang, legible, around, gap)
    if kinds:  # the badges where the arrangement overlaps least
        least = _clash([p.shape for p in stack.parts], around, gap)
        for badge in badges[1:]:
            others = [*fixed, *badge]
            spot = next(_spots([part for part, _ in labels], others, gap))
            tried = _least_clash_stack(face, size, lang, legible, [*others, spot], gap)
            clash = _clash([p.shape for p in tried.parts], [*others, spot], gap)
            if clash < least:
                least, label, around, stack = clash, spot, [*others, spot], tried
    return _layout(edges, around, stack, label, sizes[id(label)], swatch)


def _layout(
    edges: tuple[tuple[int, float, _Item], ...],
    around: list[Part],
    stack: _Stack,
    label: Part,
    label_size: int,
    swatch: Part | None,
) -> TileLayout:
    x0, y0, *_ = _label_box(label_size)
    lx0, ly0, *_ = bounds(label.shape)
    centre = None
    if swatch is not None:
        sx0, sy0, sx1, sy1 = bounds(swatch.shape)
        centre = ((sx0 + sx1) / 2, (sy0 + sy1) / 2)
    badge = next((bounds(p.shape) for p in around if p.group == "foundation"), None)
    badge_r = (badge[2] - badge[0]) / 2 if badge is not None else 0.0
    marks: dict[str, tuple[Point | None, float]] = {}
    for kind in ("taken", "venom", "paralysed"):
        box = next((bounds(p.shape) for p in around if p.group == kind), None)
        marks[kind] = (
            (((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), (box[2] - box[0]) / 2) if box is not None else (None, 0.0)
        )
    return TileLayout(
        edges,
        stack.rows,
        stack.top,
        stack.dx,
        stack.name_size,
        stack.name_lines,
        stack.hp_scale,
        (lx0 - x0, ly0 - y0),
        label_size,
        centre,
        (*around, *stack.parts),
        ((badge[0] + badge[2]) / 2, (badge[1] + badge[3]) / 2) if badge is not None else None,
        badge_r,
        *marks["taken"],
        *marks["venom"],
        *marks["paralysed"],
    )


def _stack_choices(
    face: TileFace, size: float, lang: str, legible: int
) -> list[tuple[float, str, int, tuple[str, ...], float]]:
    """The centre's arrangements in order of preference: (HQ number scale, form of the rows
    (:func:`_stack_rows`), name size, name lines, sideways shift)."""
    spec = face.spec
    forms = ["stacked"]
    if spec.is_hq:
        forms = ["head", "stacked"]  # an HQ's initiative beside its name, else above it
    elif spec.initiative:
        forms += ["head", "pair"] if _status_items(face) else ["head"]
    return [
        (hp_scale, form, name_size, name_lines, dx * size)
        for hp_scale in (_HP_SCALES if spec.is_hq else (1.0,))
        for name_size, name_lines in _name_options(spec, size, lang, legible)
        for form in forms
        for dx in _SHIFTS
    ]


def _wanted_top(face: TileFace, size: float, rows: list[tuple[float, str]]) -> float:
    total = sum(h for h, _ in rows) + STACK_GAP * size * (len(rows) - 1)
    return max(-0.43 * size, min((0.07 + _stack_shift(face)) * size - total / 2, 0.60 * size - total))


def _free_stack(face: TileFace, size: float, lang: str, legible: int, around: list[Part], gap: float) -> _Stack | None:
    """The first arrangement of the centre (:func:`_stack_choices`) with a height where it
    clears ``around`` and stays inside the tile, at the free height nearest the one it wants."""
    for hp_scale, form, name_size, name_lines, dx in _stack_choices(face, size, lang, legible):
        rows = _stack_rows(face, size, name_size, name_lines, form)
        parts = _stack_parts(face, size, lang, legible, rows, 0.0, dx, name_size, name_lines, hp_scale)
        top = _free_top(parts, around, size, gap, _wanted_top(face, size, rows))
        if top is not None:
            moved_parts = _stack_parts(face, size, lang, legible, rows, top, dx, name_size, name_lines, hp_scale)
            return _Stack(tuple(rows), top, dx, name_size, name_lines, hp_scale, tuple(moved_parts))
    return None


def _free_top(parts: list[Part], around: list[Part], size: float, gap: float, wanted: float) -> float | None:
    """The height (added to ``parts``' own) nearest ``wanted`` at which every part is inside
    the tile and ``gap`` clear of everything ``around``; None when there is none."""
    low, high = -math.inf, math.inf
    barred: list[tuple[float, float]] = []
    margin = 0.03 * size
    for part in parts:
        x0, y0, x1, y1 = part.box
        half = min(hex_half_height(x0, size, margin), hex_half_height(x1, size, margin))
        low, high = max(low, -half - y0), min(high, half - y1)
        for other in around:
            ox0, oy0, ox1, oy1 = other.box
            if ox1 <= x0 - gap or ox0 >= x1 + gap:
                continue
            upright = len(other.shape) == 4 and other.shape[0][1] == other.shape[1][1]  # an upright box
            span = (oy0, oy1) if upright else y_span_in_slab(other.shape, x0 - gap, x1 + gap)
            if span is not None:
                barred.append((span[0] - y1 - gap, span[1] - y0 + gap))
    if low > high:
        return None
    candidates = [min(max(wanted, low), high), *(e for b in barred for e in b if low <= e <= high)]
    free = [t for t in candidates if not any(a < t < b for a, b in barred)]
    return min(free, key=lambda t: abs(t - wanted)) if free else None


def _least_clash_stack(face: TileFace, size: float, lang: str, legible: int, around: list[Part], gap: float) -> _Stack:
    """No arrangement clears everything: the one that overlaps least, at the height it wants."""
    best: tuple[float, _Stack] | None = None
    for hp_scale, form, name_size, name_lines, dx in _stack_choices(face, size, lang, legible):
        rows = _stack_rows(face, size, name_size, name_lines, form)
        top = _wanted_top(face, size, rows)
        parts = _stack_parts(face, size, lang, legible, rows, top, dx, name_size, name_lines, hp_scale)
        clash = _clash([p.shape for p in parts], around, gap)
        if best is None or clash < best[0]:
            best = (clash, _Stack(tuple(rows), top, dx, name_size, name_lines, hp_scale, tuple(parts)))
    assert best is not None
    return best[1]


def _stack_rows(
    face: TileFace, size: float, name_size: int, name_lines: tuple[str, ...], form: str = "stacked"
) -> list[tuple[float, str]]:
    """The centre's rows, top down: (height in pixels, kind). ``form``: ``stacked`` (the
    initiative, the name, the status, one under another), ``head`` (the initiative beside
    the name's first line, its other lines below) or ``pair`` (the initiative and the status
    side by side above the name), the last two where a tile is crowded."""
    spec = face.spec
    rows: list[tuple[float, str]] = []
    line_h = _line_height(name_size, name_lines)
    badge = 2 * 0.105 * size
    status = bool(_status_items(face))
    if spec.is_hq:
        if form == "head":
            rows.append((max(badge, line_h), "hq_head"))
        else:
            rows += [(badge, "initiative"), (line_h * len(name_lines), "name")]
        rows.append((0.36 * size, "hq_hp"))
    elif form == "head":
        rows.append((max(badge, line_h), "head"))
        if len(name_lines) > 1:
            rows.append((line_h * (len(name_lines) - 1), "name_rest"))
    elif form == "pair":
        rows.append((max(badge, 0.18 * size), "pair"))
        rows.append((line_h * len(name_lines), "name"))
    else:
        if spec.initiative:
            rows.append((badge, "initiative"))
        rows.append((line_h * len(name_lines), "name"))
    if any(len(x.edges) == 6 for x in spec.effects):
        rows.append((0.17 * size, "all_round"))
    if status and form != "pair":
        rows.append((0.18 * size, "status"))
    return rows


def _pair(face: TileFace, size: float, dx: float) -> tuple[float, float, float]:
    """A pair row's initiative and status: where the badges start, where the status starts, its width."""
    bw = _initiative_width(face, size)
    sw = _status_width(face, size, _status_items(face))
    x0 = dx - (bw + 0.08 * size + sw) / 2
    return x0, x0 + bw + 0.08 * size, sw


def _head(face: TileFace, size: float, name_font: ImageFont.FreeTypeFont, line: str, dx: float) -> tuple[float, float]:
    """Where a head row's initiative badges start and its name's line starts (x)."""
    nw = text_width(line, name_font)
    bw = _initiative_width(face, size)
    x0 = dx - (bw + 0.05 * size + nw) / 2
    return x0, x0 + bw + 0.05 * size


def _stack_parts(
    face: TileFace,
    size: float,
    lang: str,
    legible: int,
    rows: list[tuple[float, str]],
    top: float,
    dx: float,
    name_size: int,
    name_lines: tuple[str, ...],
    hp_scale: float,
) -> list[Part]:
    """What the centre's rows cover from ``top``, ``dx`` aside (as :func:`_draw_stack` paints them)."""
    out: list[Part] = []
    name_font = font(name_size, "condensed")
    line_h = _line_height(name_size, name_lines)
    r = 0.105 * size
    y = top
    for hh, kind in rows:
        mid = y + hh / 2
        if kind == "initiative":
            w = _initiative_width(face, size)
            out.append(Part("glyph", "initiative", rect(dx - w / 2, mid - r, dx + w / 2, mid + r)))
        elif kind in ("hq_head", "head"):
            x0, at = _head(face, size, name_font, name_lines[0], dx)
            out.append(Part("glyph", "initiative", rect(x0, mid - r, at - 0.05 * size, mid + r)))
            out.append(Part("text", "name", text_shape((at, mid), name_lines[0], name_font, "lm")))
        elif kind in ("name", "name_rest"):
            lines = name_lines if kind == "name" else name_lines[1:]
            for i, line in enumerate(lines):
                out.append(Part("text", "name", text_shape((dx, y + line_h * (i + 0.5)), line, name_font, "mm")))
        elif kind == "pair":
            x0, xs, sw = _pair(face, size, dx)
            out.append(Part("glyph", "initiative", rect(x0, mid - r, xs - 0.08 * size, mid + r)))
            out.append(Part("glyph", "status", rect(xs, mid - 0.09 * size, xs + sw, mid + 0.09 * size)))
        elif kind == "hq_hp":
            for at_, words, f in _hp_texts(face, size, hp_scale, (dx, mid)):
                out.append(Part("text", "hit-points", text_shape(at_, words, f, "lm")))
        elif kind == "all_round":
            marks = [effect_mark(x.effect, x.value, lang) for x in face.spec.effects if len(x.edges) == 6]
            w, h = glyphs.marks_size([*marks, ("", "all")], _mark_font(size, legible))
            out.append(Part("glyph", "all-round", rect(dx - w / 2, mid - h / 2, dx + w / 2, mid + h / 2)))
        elif kind == "status":
            w = _status_width(face, size, _status_items(face))
            out.append(Part("glyph", "status", rect(dx - w / 2, mid - hh / 2, dx + w / 2, mid + hh / 2)))
        y += hh + STACK_GAP * size
    return out


def _current_badges(face: TileFace) -> tuple[int, ...]:
    """The current initiative values to show after an arrow, if they differ from the printed ones."""
    now = face.initiative_now
    if now is None or face.netted:
        return ()
    current = tuple(sorted(now, reverse=True))
    return () if current == tuple(sorted(face.spec.initiative, reverse=True)) else current


def _initiative_width(face: TileFace, size: float) -> float:
    count = len(face.spec.initiative) + len(_current_badges(face))
    arrow = 0.17 * size if _current_badges(face) else 0.0
    return count * (0.21 + 0.02) * size - 0.02 * size + arrow


def _initiative_row(
    draw: ImageDraw.ImageDraw, centre: Point, size: float, face: TileFace, colors: ArmyColors, theme: Theme
) -> None:
    """Printed initiative badges; if the board changes them, an arrow and the current ones."""
    r = 0.105 * size
    f = font(px(0.15, size), "bold")
    step = 2 * r + 0.02 * size
    x = centre[0] - _initiative_width(face, size) / 2 + r
    for v in face.spec.initiative:
        glyphs.badge(draw, (x, centre[1]), r, str(v), f, theme.badge, theme.badge_ink)
        x += step
    current = _current_badges(face)
    if current:
        arrow_w = 0.17 * size
        draw_text(
            draw, (x - r + arrow_w / 2 - 0.01 * size, centre[1]), "→", font(px(0.16, size), "bold"), colors.ink, "mm"
        )
        x += arrow_w
        for v in current:
            glyphs.badge(draw, (x, centre[1]), r, str(v), f, theme.changed, theme.badge_ink)
            x += step


@lru_cache(maxsize=1024)
def _status_items(face: TileFace) -> tuple[str, ...]:
    """What the status row shows, in order: the hit points (a unit of more than one, or
    wounded), each registered ability's icon (:data:`renderer.glyphs.STATUS_GLYPHS`), then
    any other ability in small text."""
    spec = face.spec
    out: list[str] = []
    if not spec.is_hq and (spec.hp > 1 or face.wounds):  # (lent hit points add to a row shown)
        out.append("hp")
    registry = glyphs.STATUS_GLYPHS
    covered = {c for a in spec.abilities if a in registry for c in registry[a].covers}
    shown = [a for a in registry if a in spec.abilities and a not in covered]
    out.extend(a for a in shown if a not in glyphs.SHOWN_ELSEWHERE)
    for ability in sorted(spec.abilities - set(registry)):
        out.append("text:" + ability.replace("_", " ")[:10])
    return tuple(out)


_STATUS_GAP = 0.06  # between the status row's items, in tile sizes


def _status_widths(face: TileFace, size: float, items: Sequence[str]) -> list[float]:
    small = font(px(0.11, size), "bold")
    widths: list[float] = []
    for item in items:
        if item == "hp":
            n = face.spec.hp + face.extra_hp
            widths.append(n * 0.12 * size + (n - 1) * 0.035 * size)
        elif item.startswith("text:"):
            widths.append(text_width(item[5:], small))
        else:
            widths.append(0.19 * size * glyphs.STATUS_GLYPHS[item].width)
    return widths


def _status_width(face: TileFace, size: float, items: Sequence[str]) -> float:
    """The status row's width: its items and the gaps between them."""
    return sum(_status_widths(face, size, items)) + _STATUS_GAP * size * (len(items) - 1)


def _status_row(
    draw: ImageDraw.ImageDraw,
    centre: Point,
    size: float,
    face: TileFace,
    items: Sequence[str],
    colors: ArmyColors,
    theme: Theme,
) -> None:
    ink = colors.ink
    gap = _STATUS_GAP * size
    small = font(px(0.11, size), "bold")
    widths = _status_widths(face, size, items)
    x = centre[0] - _status_width(face, size, items) / 2
    y = centre[1]
    for item, w in zip(items, widths, strict=True):
        if item == "hp":
            _hit_points(draw, x, y, size, face, ink, theme)
        elif not item.startswith("text:"):
            glyphs.STATUS_GLYPHS[item].paint(draw, (x + w / 2, y), glyphs.STATUS_R * size, ink, colors.fill, theme)
        else:
            draw_text(draw, (x, y), item[5:], small, ink, "lm")
        x += w + gap


def _hit_points(
    draw: ImageDraw.ImageDraw, x: float, y: float, size: float, face: TileFace, ink: RGB, theme: Theme
) -> None:
    """One square per hit point: filled, a struck-out red one per wound; the hit points a
    linked HQ or module lends (New York's HQ) last, as hollow squares with a dot."""
    pip = 0.12 * size
    total = face.spec.hp + face.extra_hp
    for i in range(total):
        x0 = x + i * (pip + 0.035 * size)
        box = (x0, y - pip / 2, x0 + pip, y + pip / 2)
        if i >= total - face.wounds:
            draw.rectangle(box, fill=theme.killed, outline=ink, width=max(1, round(0.015 * size)))
            draw.line([(box[0], box[3]), (box[2], box[1])], fill=ink, width=max(1, round(0.02 * size)))
        elif i >= face.spec.hp:
            draw.rectangle(box, outline=ink, width=max(1, round(0.022 * size)))
            r = pip * 0.2
            draw.ellipse((x0 + pip / 2 - r, y - r, x0 + pip / 2 + r, y + r), fill=ink)
        else:
            draw.rectangle(box, fill=ink, outline=ink)


def _hatch(draw: ImageDraw.ImageDraw, c: Point, size: float, colors: ArmyColors) -> None:
    """Cross-hatching over the whole tile, under its icons: the tile is netted."""
    hatch = mix(colors.fill, colors.ink, 0.35)
    step = 0.15 * size
    width = max(1, round(0.018 * size))
    for k in range(-14, 15):
        off = k * step
        for p0, p1 in (
            ((c[0] + off - size, c[1] - size), (c[0] + off + size, c[1] + size)),
            ((c[0] + off + size, c[1] - size), (c[0] + off - size, c[1] + size)),
        ):
            seg = clip_segment_to_hex(p0, p1, c, size - 1)
            if seg is not None:
                draw.line(seg, fill=hatch, width=width)


def _draw_netted(draw: ImageDraw.ImageDraw, c: Point, size: float, lang: str, unpowered: bool = False) -> None:
    """A NETTED banner across the lower part of the tile; for a unit without power
    (Uranopolis), a NO POWER banner led by a struck-through bolt."""
    f = font(px(0.17, size), "bold")
    h = 0.22 * size
    y = c[1] + 0.49 * size
    line = max(1, round(0.025 * size))
    band = [(c[0] - size, y - h / 2), (c[0] + size, y - h / 2), (c[0] + size, y + h / 2), (c[0] - size, y + h / 2)]
    draw.polygon(clip_to_hex(band, c, size - 0.5), fill=BLACK)
    for yy in (y - h / 2, y + h / 2):
        seg = clip_segment_to_hex((c[0] - size, yy), (c[0] + size, yy), c, size - 1)
        if seg is not None:
            draw.line(seg, fill=WHITE, width=line)
    if not unpowered:
        draw_text(draw, (c[0], y), text("netted", lang), f, WHITE, "mm")
        return
    word = text("unpowered", lang)
    icon = 0.085 * size
    f = font(px(0.15, size), "bold")
    total = 2 * icon + 0.03 * size + text_width(word, f)
    x0 = c[0] - total / 2
    glyphs.unplugged(draw, (x0 + icon, y), icon)
    draw_text(draw, (x0 + 2 * icon + 0.03 * size, y), word, f, WHITE, "lm")
