"""One tile drawn procedurally: army colour, name, edge icons, badges and markers.

:func:`tile_image` draws a :class:`TileFace` (a tile spec plus what the board does to it:
facing, wounds, net, changed initiative, attack bonuses, HQ hit points) into its own
small RGB image, to be pasted through :func:`hex_mask`. Both are cached with
``lru_cache`` (a tile image is about 100 KB; at most 512 are kept): in a game most tiles
look the same from one turn to the next.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType

from PIL import Image, ImageDraw, ImageFont

from renderer import glyphs
from renderer.colors import BLACK, RGB, WHITE, ArmyColors, Theme, mix
from renderer.geometry import (
    APOTHEM,
    SQRT3,
    Point,
    clip_segment_to_hex,
    clip_to_hex,
    footprint,
    in_frame,
    normal,
)
from renderer.labels import Mark, effect_mark, text, tile_name
from renderer.text import draw_text, fit_lines, font, px, text_width
from rules.catalog import TileSpec

PAD = 3  # pixels around the hex in a tile image
ROW = 0.70  # distance of the edge icons from the centre, in tile sizes
LABEL_Y = -0.53  # where the board prints the hex name on a tile, in tile sizes (or -LABEL_Y)
_ATTACK_ORDER: Mapping[str, int] = MappingProxyType({"melee": 0, "melee_ff": 0, "ranged": 1, "gauss": 2})
_ICON_WIDTH: Mapping[str, float] = MappingProxyType(
    {
        "melee": glyphs.MELEE_WIDTH,
        "melee_ff": glyphs.MELEE_WIDTH,
        "ranged": glyphs.RANGED_WIDTH,
        "gauss": glyphs.GAUSS_WIDTH,
    }
)
_MELEE_KINDS = frozenset({"melee", "melee_ff"})
# Abilities drawn as an icon in the status row (others are named in small text).
_STATUS_ICONS = ("mobility", "explosion", "agony", "flying", "scavenger", "rotation", "lair")


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


def label_y(face: TileFace) -> float:
    """Where the hex name goes on this tile: at the top unless link marks sit there."""

    def marked(direction: int) -> bool:
        return any(
            len(x.edges) < 6 and any((e + face.facing) % 6 == direction for e in x.edges) for x in face.spec.effects
        )

    return -LABEL_Y if marked(0) and not marked(3) else LABEL_Y


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
    """Draw the contents of a tile (not its outline) centred on ``c``."""
    spec = face.spec
    if face.netted:
        _hatch(draw, c, size, colors)
    for e in sorted(spec.armor):
        glyphs.armor(draw, c, (e + face.facing) % 6, size, theme.steel, BLACK)
    for e in range(6):
        _draw_edge(draw, c, size, face, e, colors, theme, lang, legible)
    all_round = [effect_mark(x.effect, x.value, lang) for x in spec.effects if len(x.edges) == 6]
    _draw_stack(draw, c, size, face, colors, theme, lang, all_round, legible)
    if face.netted:
        _draw_netted(draw, c, size, lang)
    if face.steel_net:
        corner = (c[0] + 0.52 * size, c[1] - 0.30 * size)
        glyphs.steel_net(draw, corner, 0.13 * size, theme.steel, BLACK)


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
    for a in sorted((a for a in spec.attacks if a.edge == e), key=lambda a: _ATTACK_ORDER.get(a.kind, 9)):
        bonus = face.melee_bonus if a.kind in _MELEE_KINDS else face.ranged_bonus if a.kind == "ranged" else 0
        icon = _ICON_WIDTH.get(a.kind, glyphs.RANGED_WIDTH) * size
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


def _stacked(marks: tuple[Mark, ...], d: int) -> bool:
    """Several marks on a slanted edge go one above the other, to stay inside the tile."""
    return len(marks) > 1 and d % 3 != 0


def _marks_box(marks: tuple[Mark, ...], d: int, size: float, legible: int) -> tuple[float, float]:
    f = _mark_font(size, legible)
    if _stacked(marks, d):
        sizes = [glyphs.marks_size([m], f) for m in marks]
        return max(w for w, _ in sizes), sum(h for _, h in sizes) + 1 * (len(marks) - 1)
    return glyphs.marks_size(list(marks), f)


def _draw_edge(
    draw: ImageDraw.ImageDraw,
    c: Point,
    size: float,
    face: TileFace,
    e: int,
    colors: ArmyColors,
    theme: Theme,
    lang: str,
    legible: int,
) -> None:
    d = (e + face.facing) % 6
    items = _edge_items(face, e, d, size, lang, legible)
    if not items:
        return
    gap = 0.05 * size
    total = sum(item.extent for item in items) + gap * (len(items) - 1)
    v = -total / 2
    for item in items:
        _paint_item(draw, c, d, size, v, item, colors, theme, legible)
        v += item.extent + gap


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
    painter = {"melee": glyphs.melee, "melee_ff": glyphs.melee_ff, "ranged": glyphs.ranged, "gauss": glyphs.gauss}.get(
        item.kind, glyphs.ranged
    )
    painter(draw, c, d, size, ROW, (start + item.icon_w / 2) / size, ink)
    at = in_frame(c, d, ROW - 0.02, (start + item.icon_w + 0.03 * size + item.number_w / 2) / size, size)
    if item.boosted:
        glyphs.pill(draw, at, item.label, _number_font(size, legible), theme.changed, BLACK, BLACK, pad=1)
    else:
        draw_text(draw, at, item.label, _number_font(size, legible), ink, "mm")


def _inset(c: Point, d: int, size: float, v: float, w: float, h: float) -> float:
    """The outermost distance ``u`` at which an upright ``w`` x ``h`` box fits in the tile."""
    u = ROW - 0.02
    while u > ROW - 0.32:
        x, y = in_frame(c, d, u, v, size)
        if all(_inside(c, size, (x + sx * w / 2, y + sy * h / 2)) for sx in (-1, 1) for sy in (-1, 1)):
            break
        u -= 0.02
    return u


def _inside(c: Point, size: float, p: Point, margin: float = 0.04) -> bool:
    limit = (APOTHEM - margin) * size
    for k in range(6):
        nx, ny = normal(k)
        if (p[0] - c[0]) * nx + (p[1] - c[1]) * ny > limit:
            return False
    return True


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
    legible: int,
) -> None:
    """Initiative, name, HQ hit points, all-round module effect, toughness and markers."""
    spec = face.spec
    ink = colors.ink
    rows: list[tuple[float, str]] = []  # (height in pixels, row kind)
    gap = 0.035 * size
    badge_r = 0.105 * size
    name_size, name_lines = name_layout(spec, size, lang, legible)
    name_font = font(name_size, "condensed")
    line_h = name_size * (1.0 if len(name_lines) > 2 else 1.1)
    if spec.is_hq:
        rows.append((max(2 * badge_r, line_h), "hq_head"))
        rows.append((0.36 * size, "hq_hp"))
    else:
        if spec.initiative:
            rows.append((2 * badge_r, "initiative"))
        rows.append((line_h * len(name_lines), "name"))
    if all_round_marks:
        rows.append((0.17 * size, "all_round"))
    status = _status_items(face)
    if status:
        rows.append((0.18 * size, "status"))
    total = sum(hh for hh, _ in rows) + gap * (len(rows) - 1)
    top_limit = c[1] - 0.43 * size
    bottom_limit = c[1] + 0.60 * size
    y = max(top_limit, min(c[1] + (0.07 + _stack_shift(face)) * size - total / 2, bottom_limit - total))
    for hh, kind in rows:
        mid = y + hh / 2
        if kind == "initiative":
            _initiative_row(draw, (c[0], mid), size, face, colors, theme)
        elif kind == "hq_head":
            nw = text_width(name_lines[0], name_font)
            bw = _initiative_width(face, size)
            x0 = c[0] - (bw + 0.05 * size + nw) / 2
            _initiative_row(draw, (x0 + bw / 2, mid), size, face, colors, theme)
            draw_text(draw, (x0 + bw + 0.05 * size, mid), name_lines[0], name_font, ink, "lm")
        elif kind == "name":
            for i, line in enumerate(name_lines):
                draw_text(draw, (c[0], y + line_h * (i + 0.5)), line, name_font, ink, "mm")
        elif kind == "hq_hp":
            if face.hq_points is not None:
                big, star = font(px(0.36, size), "bold"), font(px(0.24, size), "bold")
                number = str(face.hq_points)
                sw, nw = text_width("★", star), text_width(number, big)
                left = c[0] - (sw + 0.03 * size + nw) / 2
                draw_text(draw, (left, mid), "★", star, ink, "lm")
                draw_text(draw, (left + sw + 0.03 * size, mid), number, big, ink, "lm")
            else:
                hp = face.hq_hp if face.hq_hp is not None else spec.hp
                draw_text(draw, (c[0], mid), str(hp), font(px(0.40, size), "bold"), ink, "mm")
        elif kind == "all_round":
            marks: list[Mark] = [*all_round_marks, ("", "all")]
            glyphs.marks_pill(draw, (c[0], mid), marks, _mark_font(size, legible), theme.badge, BLACK, BLACK)
        elif kind == "status":
            _status_row(draw, (c[0], mid), size, face, status, colors, theme)
        y += hh + gap


def name_layout(spec: TileSpec, size: float, lang: str, legible: int = 0) -> tuple[int, tuple[str, ...]]:
    """The font size and lines of a tile's name on a tile of ``size``: up to two lines, smaller
    if need be; with ``legible``, never below it (up to three lines, long words hyphenated in
    ``lang``, the catalogue's short form of a long name)."""
    if spec.is_object or spec.is_hq:
        name = text(spec.key, lang) if spec.is_object else text("hq", lang)
    else:
        name = tile_name(spec, lang, short=bool(legible))
    if legible and not spec.is_hq:  # an HQ's "HQ" beside its initiative keeps its size
        return fit_lines(name, "condensed", max(legible, px(0.185, size)), 1.45 * size, 3, legible, lang)
    return fit_lines(name, "condensed", px(0.185, size, 13), 1.2 * size, 2, px(0.12, size, 10))


def _stack_shift(face: TileFace) -> float:
    """Move the centre text away from link marks on the slanted edges (in tile sizes)."""
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


def _status_items(face: TileFace) -> list[str]:
    spec = face.spec
    out: list[str] = []
    if not spec.is_hq and (spec.hp > 1 or face.wounds):
        out.append("hp")
    for ability in _STATUS_ICONS:
        if ability in spec.abilities:
            out.append(ability)
    out.extend(a for a in _ABILITY_ICONS if a in spec.abilities)
    for ability in sorted(
        spec.abilities - {*_STATUS_ICONS, *_ABILITY_ICONS, "spider_net", "object"}
    ):  # the Spider Net shows on its edges; an Object is named as one
        out.append("text:" + ability.replace("_", " ")[:10])
    return out


# Abilities drawn as icons in the status row (Steel Police): the HQ's Net of Steel, the
# Riot Policeman's Push Back, the Executioner's Execution, the Pacifier's Replacement.
_ABILITY_ICONS = ("net_of_steel", "push_back", "execution", "open")


def _status_row(
    draw: ImageDraw.ImageDraw,
    centre: Point,
    size: float,
    face: TileFace,
    items: list[str],
    colors: ArmyColors,
    theme: Theme,
) -> None:
    ink = colors.ink
    pip = 0.12 * size
    gap = 0.06 * size
    small = font(px(0.11, size), "bold")
    widths: list[float] = []
    for item in items:
        if item == "hp":
            widths.append(face.spec.hp * pip + (face.spec.hp - 1) * 0.035 * size)
        elif item.startswith("text:"):
            widths.append(text_width(item[5:], small))
        else:
            widths.append(0.19 * size)
    x = centre[0] - (sum(widths) + gap * (len(items) - 1)) / 2
    y = centre[1]
    for item, w in zip(items, widths, strict=True):
        if item == "hp":
            for i in range(face.spec.hp):
                x0 = x + i * (pip + 0.035 * size)
                box = (x0, y - pip / 2, x0 + pip, y + pip / 2)
                if i < face.spec.hp - face.wounds:
                    draw.rectangle(box, fill=ink, outline=ink)
                else:
                    draw.rectangle(box, fill=theme.killed, outline=ink, width=max(1, round(0.015 * size)))
                    draw.line([(box[0], box[3]), (box[2], box[1])], fill=ink, width=max(1, round(0.02 * size)))
        elif item == "mobility":
            glyphs.mobility(draw, (x + w / 2, y), w / 2, ink)
        elif item == "explosion":
            glyphs.burst(draw, (x + w / 2, y), w / 2 + 1, theme.explosion, ink)
        elif item == "agony":
            glyphs.badge(draw, (x + w / 2, y), w / 2, "A", font(px(0.12, size), "bold"), theme.killed, WHITE)
        elif item == "flying":
            glyphs.wings(draw, (x + w / 2, y), w / 2, ink)
        elif item == "scavenger":
            glyphs.scavenger(draw, (x + w / 2, y), w / 2, ink)
        elif item == "rotation":
            glyphs.rotation(draw, (x + w / 2, y), w / 2, ink)
        elif item == "lair":
            glyphs.lair(draw, (x + w / 2, y), w / 2, ink, colors.fill)
        elif item == "net_of_steel":
            glyphs.steel_net(draw, (x + w / 2, y), w / 2, theme.steel, BLACK)
        elif item == "push_back":
            glyphs.push(draw, (x + w / 2, y), w / 2, ink)
        elif item == "execution":
            glyphs.execution(draw, (x + w / 2, y), w / 2, theme.killed, BLACK)
        elif item == "open":
            glyphs.replacement(draw, (x + w / 2, y), w / 2, font(px(0.15, size), "bold"), theme.badge, BLACK)
        else:
            draw_text(draw, (x, y), item[5:], small, ink, "lm")
        x += w + gap


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


def _draw_netted(draw: ImageDraw.ImageDraw, c: Point, size: float, lang: str) -> None:
    """A NETTED banner across the lower part of the tile."""
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
    draw_text(draw, (c[0], y), text("netted", lang), f, WHITE, "mm")
