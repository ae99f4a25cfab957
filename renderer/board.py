"""The board picture: hexes with their names, every unit as a procedural tile, the last
action highlighted, and (optionally) the players' side panel and a title.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from renderer import glyphs
from renderer.colors import BLACK, ArmyColors, Theme, mix, player_colors, team_colors, team_letter, theme_for
from renderer.effects import paint_effects
from renderer.geometry import BoardLayout, Box, Point, corners
from renderer.labels import check_lang
from renderer.panel import OBJECT_SWATCHES, paint_panel, team_index
from renderer.strip import paint_strip, strip_height
from renderer.text import draw_text, fit_lines, font, px
from renderer.tile import RIM, TileFace, hex_mask, tile_box, tile_image, tile_layout
from rules import registry
from rules.analysis import Analysis
from rules.battle import analyse, current_slots
from rules.catalog import TileSpec, army, has_objects, object_hp
from rules.events import Event
from rules.hexes import Hex, board_for
from rules.state import MODE_POINTS, GameState, Unit
from rules.venom import VENOM

MARGIN = 16
BOARD_WIDTH = 832  # pixels across the hexes, whatever the board size
PANEL_WIDTH = 384
TITLE_HEIGHT = 52
TILE_SCALE = 0.95  # a tile is a little smaller than its hex, leaving a visible gap

# The phone layout: a portrait picture made to be read where a phone shows it PHONE_VIEW
# pixels wide: the board across the whole width, the players in a strip below it, and every
# tile name at least PHONE_LABEL pixels tall there (from a capital's top to a descender's
# bottom: the ink of "Hg").
PHONE_WIDTH = 800
PHONE_VIEW = 400
PHONE_LABEL = 9
PHONE_MARGIN = 8
PHONE_TITLE = 60
LAYOUTS = ("full", "phone")


def phone_font(label_px: float = PHONE_LABEL) -> int:
    """The font size whose "Hg" is ``label_px`` tall once a phone picture is shown PHONE_VIEW wide."""
    top, bottom = font(100, "condensed").getbbox("Hg")[1::2]
    ink = (bottom - top) / 100
    return math.ceil(label_px * PHONE_WIDTH / PHONE_VIEW / ink) + 1


@dataclass(frozen=True, slots=True)
class Frame:
    """Where everything goes in a board image."""

    width: int
    height: int
    board: BoardLayout
    tile_size: int
    panel: Box | None
    title: Box | None
    legible: int = 0  # the smallest tile-name font (0: as the tile's size gives)
    phone: bool = False  # the phone layout: the panel is a strip below the board


def layout_for(
    state: GameState,
    *,
    side_panel: bool = True,
    title: str | None = None,
    layout: str = "full",
    below: int | None = None,
) -> Frame:
    """The frame :func:`render_board` uses for ``state``: image size and hex centres.

    ``layout`` "phone": :data:`PHONE_WIDTH` wide, the board across it, and a box of
    ``below`` pixels under it (the players' strip unless given) instead of a side panel."""
    if layout not in LAYOUTS:
        raise ValueError(f"unknown layout {layout!r} (choose from {', '.join(LAYOUTS)})")
    if layout == "full":
        return _full_frame(state, side_panel, title)
    radius = state.radius
    size = (PHONE_WIDTH - 2 * PHONE_MARGIN) / (3 * radius + 2)
    top = PHONE_TITLE if title else 0
    probe = BoardLayout(radius, size, (0.0, 0.0))
    board_h = math.ceil(probe.height)
    origin = (PHONE_WIDTH / 2, top + PHONE_MARGIN + board_h / 2)
    extra = strip_height(state) if below is None else below
    height = top + 2 * PHONE_MARGIN + board_h + extra
    panel = (PHONE_MARGIN, height - extra, PHONE_WIDTH - PHONE_MARGIN, height - PHONE_MARGIN) if extra else None
    title_box = (0, 0, PHONE_WIDTH, PHONE_TITLE) if title else None
    board = BoardLayout(radius, size, origin)
    return Frame(PHONE_WIDTH, height, board, round(size * TILE_SCALE), panel, title_box, phone_font(), True)


def _full_frame(state: GameState, side_panel: bool, title: str | None) -> Frame:
    radius = state.radius
    size = BOARD_WIDTH // (3 * radius + 2)
    top = TITLE_HEIGHT if title else 0
    probe = BoardLayout(radius, size, (0.0, 0.0))
    board_w, board_h = round(probe.width), round(probe.height)
    origin = (MARGIN + board_w / 2, top + MARGIN + board_h / 2)
    width = MARGIN * 2 + board_w + (PANEL_WIDTH + MARGIN if side_panel else 0)
    height = top + MARGIN * 2 + board_h
    panel = (MARGIN * 2 + board_w, top + MARGIN, width - MARGIN, height - MARGIN) if side_panel else None
    title_box = (0, 0, width, TITLE_HEIGHT) if title else None
    return Frame(width, height, BoardLayout(radius, size, origin), round(size * TILE_SCALE), panel, title_box)


# The attack kinds a melee officer raises (their number then shows the raised strength).
_MELEE_BOOSTED = frozenset(k for k, g in glyphs.EDGE_GLYPHS.items() if g.bonus == "melee")


def unit_faces(state: GameState, an: Analysis | None = None) -> dict[Hex, TileFace]:
    """How each unit on the board looks now: facing, wounds, nets, modifiers, HQ hit points."""
    an = an if an is not None else analyse(state)
    marked = state.steel_nets()
    tests = registry.unit_state_tests(state)  # the armies' own states (Paralysis, Underground, no power)
    out: dict[Hex, TileFace] = {}
    for h, u in state.units.items():
        v = an.views[u.uid]
        shown = {name for name, test in tests if test(state, an, u)} if tests else set()
        spec = v.spec
        printed = tuple(sorted(spec.initiative, reverse=True))
        now = tuple(sorted(current_slots(v).values(), reverse=True))
        kinds = {a.kind for a in spec.attacks}
        out[h] = TileFace(
            spec=spec,
            facing=int(u.facing),
            wounds=u.wounds,
            netted=v.netted,
            hq_hp=_hq_hp(state, spec, u) if spec.is_hq else None,
            hq_points=state.players[state.owner(u)].points if spec.is_hq and state.mode == MODE_POINTS else None,
            initiative_now=now if now != printed else None,
            melee_bonus=v.melee_bonus if kinds & _MELEE_BOOSTED else 0,  # the Shadow too
            ranged_bonus=v.ranged_bonus if kinds & {"ranged", "mortar"} else 0,
            steel_net=u.uid in marked,
            extra_hp=v.toughness if not spec.is_hq else 0,
            foundation=_foundation_kind(state, h),
            taken=bool(state.taken) and u.uid in state.taken,
            venom=len(state.markers_on(u.uid, VENOM)) if state.markers else 0,
            paralysed="paralysis" in shown,
            underground="underground" in shown,
            unpowered="unpowered" in shown,
        )
    return out


def _foundation_kind(state: GameState, h: Hex) -> str | None:
    """The kind of the Foundation lying on ``h`` (its ability with a registered badge
    drawing, else ""), or None when there is none."""
    f = state.foundations.get(h)
    if f is None:
        return None
    spec = army(state.players[f.player].army).tile(f.tile)
    return next((a for a in sorted(spec.abilities) if a in glyphs.FOUNDATION_GLYPHS), "")


def _hq_hp(state: GameState, spec: TileSpec, u: Unit) -> int:
    """The hit points an HQ shows: its player's, or a Dancer Object's own (10 less its wounds)."""
    owner = state.owner(u)  # a Dancer Object taken over by Vegas: still its owner's
    if has_objects(state.players[owner].army):
        return object_hp(spec, u.wounds)
    return state.players[owner].hq_hp


def render_board(
    state: GameState,
    *,
    lang: str = "en",
    highlight: Iterable[str] = (),
    theme: str = "dark",
    side_panel: bool = True,
    title: str | None = None,
    colors: Mapping[str, ArmyColors] | None = None,
    effects: Sequence[Event] = (),
    names: Mapping[int, str] | None = None,
    layout: str = "full",
) -> Image.Image:
    """The board as players see it, with the side panel unless ``side_panel`` is false.

    ``layout="phone"``: a portrait picture for a phone (:data:`PHONE_WIDTH` wide, tile
    names at least :data:`PHONE_LABEL` pixels tall when shown :data:`PHONE_VIEW` wide),
    the players in a strip below the board instead of the side panel.

    ``highlight`` names hexes (``"C3"``) to outline, e.g. the last action's; ``colors``
    overrides army palettes (see :data:`renderer.colors.DEFAULT_COLORS`); ``effects``: the
    events of the action that led to ``state``, whose Dance, Action and Healing are drawn
    over the board (:mod:`renderer.effects`); ``names`` are the players' names by seat for
    the panel.
    """
    lang = check_lang(lang)
    th = theme_for(theme)
    marked = [state.board.parse(name) for name in highlight]
    frame = layout_for(state, side_panel=side_panel, title=title, layout=layout)
    palettes = player_colors({p: s.army for p, s in state.players.items()}, colors)
    img = new_canvas(frame, th, title)
    paint_board(img, frame, state, palettes, th, lang, marked)
    if effects:
        paint_effects(img, frame.board, state.board, effects, th, lang)
    if frame.panel is not None and frame.phone:
        paint_strip(img, frame.panel, state, palettes, th, lang, names)
    elif frame.panel is not None:
        paint_panel(img, frame.panel, state, palettes, th, lang, names)
    return img


FOCUS_RADIUS = 2  # a placement preview shows the hexes this near the placed one


def render_focus(
    state: GameState,
    around: str,
    *,
    lang: str = "en",
    highlight: Iterable[str] = (),
    theme: str = "dark",
    colors: Mapping[str, ArmyColors] | None = None,
    radius: int = FOCUS_RADIUS,
) -> Image.Image:
    """The part of the board within ``radius`` hexes of ``around`` (``"C3"``), at the full
    picture's scale: what a placement preview shows, so that turning the tile uploads a
    small picture instead of the whole board with its panel."""
    img = render_board(state, lang=lang, highlight=highlight, theme=theme, side_panel=False, colors=colors)
    layout = layout_for(state, side_panel=False).board
    x, y = layout.centre(state.board.parse(around))
    size = layout.size
    half_w = (1.5 * radius + 1) * size + MARGIN / 2
    half_h = math.sqrt(3) * (radius + 0.5) * size + MARGIN / 2
    box = (
        max(0, round(x - half_w)),
        max(0, round(y - half_h)),
        min(img.width, round(x + half_w)),
        min(img.height, round(y + half_h)),
    )
    return img.crop(box)


def new_canvas(frame: Frame, theme: Theme, title: str | None) -> Image.Image:
    """A fresh image with the empty board (and the title, if any) drawn on it."""
    img = _empty_board(frame, theme).copy()
    if title and frame.title is not None:
        draw = ImageDraw.Draw(img)
        if frame.phone:
            size, lines = fit_lines(title, "bold", 34, frame.width - 2 * PHONE_MARGIN, 1, 22)
            draw_text(draw, (PHONE_MARGIN + 4, PHONE_TITLE / 2 + 4), lines[0], font(size, "bold"), theme.text, "lm")
        else:
            draw_text(draw, (MARGIN + 4, TITLE_HEIGHT / 2 + 4), title, font(28, "bold"), theme.text, "lm")
    return img


@lru_cache(maxsize=8)
def _empty_board(frame: Frame, theme: Theme) -> Image.Image:
    """The background and every hex with its name; tiles are pasted over it."""
    img = Image.new("RGB", (frame.width, frame.height), theme.background)
    draw = ImageDraw.Draw(img)
    layout = frame.board
    board = board_for(layout.radius)
    cell = int(layout.size)
    w, h = tile_box(cell)
    outer, inner = hex_mask(cell, -1.0), hex_mask(cell, -3.0)
    name_font = font(px(0.24, cell), "bold")
    for hx in board:
        left, top = _box_origin(layout.centre(hx), w, h)
        img.paste(theme.cell_outline, (left, top, left + w, top + h), outer)
        img.paste(theme.cell, (left, top, left + w, top + h), inner)
        draw_text(draw, layout.centre(hx), board.name(hx), name_font, theme.cell_label, "mm")
    return img


def paint_board(
    img: Image.Image,
    frame: Frame,
    state: GameState,
    palettes: Mapping[int, ArmyColors],
    theme: Theme,
    lang: str,
    highlight: Iterable[Hex] = (),
    faces: Mapping[Hex, TileFace] | None = None,
) -> None:
    """Draw the units and the highlights onto ``img``, a canvas from :func:`new_canvas`."""
    layout = frame.board
    board = state.board
    faces = faces if faces is not None else unit_faces(state)
    draw = ImageDraw.Draw(img)
    ts = frame.tile_size
    tw, th_ = tile_box(ts)
    mask = hex_mask(ts, RIM)
    for hx, f in state.foundations.items():  # a Foundation alone on its hex: a tile of its own
        if hx in state.units:
            continue
        c = layout.centre(hx)
        colors = palettes[f.player]
        face = TileFace(army(state.players[f.player].army).tile(f.tile))
        img.paste(tile_image(face, ts, colors, theme, lang, frame.legible), _box_origin(c, tw, th_), mask)
        placed = tile_layout(face, ts, lang, frame.legible)
        at = (c[0] + placed.label[0], c[1] + placed.label[1])
        draw_text(draw, at, board.name(hx), font(placed.label_size), mix(colors.ink, colors.fill, 0.35), "mm")
    _paint_links(draw, frame, state, palettes)
    for hx, u in state.units.items():
        c = layout.centre(hx)
        owner = state.owner(u)  # a unit taken over keeps its owner's look; a badge names its controller
        colors = palettes[owner]
        img.paste(tile_image(faces[hx], ts, colors, theme, lang, frame.legible), _box_origin(c, tw, th_), mask)
        placed = tile_layout(faces[hx], ts, lang, frame.legible)  # where the hex name is clear of the icons
        at = (c[0] + placed.label[0], c[1] + placed.label[1])
        draw_text(draw, at, board.name(hx), font(placed.label_size), mix(colors.ink, colors.fill, 0.35), "mm")
        swatch = OBJECT_SWATCHES.get(u.tile) if faces[hx].spec.is_object else None
        if swatch is not None and placed.swatch is not None:  # Dancer's Objects: their colour, as in the panel
            x, y, r = c[0] + placed.swatch[0], c[1] + placed.swatch[1], max(5.0, 0.085 * ts)
            draw.ellipse((x - r, y - r, x + r, y + r), fill=swatch, outline=BLACK, width=2)
        under = state.foundations.get(hx)
        if under is not None and placed.foundation is not None:  # a striped hex in a corner, its owner's colour
            (x, y), r = placed.foundation, placed.foundation_r
            paint = glyphs.FOUNDATION_GLYPHS.get(faces[hx].foundation or "")
            glyphs.foundation_badge(draw, (c[0] + x, c[1] + y), r, palettes[under.player].fill, paint, theme)
        if owner != u.player and placed.taken is not None:  # under Control: a magnet on the controller's colour
            (x, y), r = placed.taken, placed.taken_r
            controller = palettes[u.player]
            glyphs.taken_frame(draw, c, ts, controller.fill)
            glyphs.taken_badge(draw, (c[0] + x, c[1] + y), r, controller.fill, controller.ink)
    if state.teams is not None:
        for hx, u in state.units.items():
            team = team_index(state, u.player)
            if team is not None and faces[hx].spec.is_hq:
                team_tag(draw, layout.centre(hx), ts, team, theme)
    for hx in highlight:
        outline_hex(draw, layout.centre(hx), layout.size, theme)


def _paint_links(draw: ImageDraw.ImageDraw, frame: Frame, state: GameState, palettes: Mapping[int, ArmyColors]) -> None:
    """Groups of hexes that act as one (registered by their army: rules.registry.linked_hexes,
    Neojungle's Matrix): a bar in the player's colour across each edge shared by two hexes of
    a group, drawn by the group's kind (glyphs.LINK_GLYPHS), under the tiles' rims."""
    layout = frame.board
    board = state.board
    for kind, p, covered in registry.linked_groups(state):
        link = glyphs.LINK_GLYPHS[kind]
        for h in sorted(covered, key=board.name):
            for _, n in board.neighbours(h):
                if n in covered and board.name(h) < board.name(n):
                    link(draw, layout.centre(h), layout.centre(n), layout.size, palettes[p].fill)


def team_tag(draw: ImageDraw.ImageDraw, centre: Point, size: float, team: int, theme: Theme) -> None:
    """The team's letter on a square in the team's colour, in an HQ's left corner."""
    x, y = centre[0] - 0.79 * size, centre[1]
    half = max(8.0, 0.13 * size)
    tc = team_colors(team)
    draw.rounded_rectangle((x - half, y - half, x + half, y + half), radius=half / 3, fill=tc.fill, outline=theme.rim)
    draw_text(draw, (x, y + 1), team_letter(team), font(round(half * 1.5), "bold"), tc.ink, "mm")


def outline_hex(draw: ImageDraw.ImageDraw, centre: Point, size: float, theme: Theme) -> None:
    """A thick ring on a hex's border (the last action)."""
    pts = corners(centre, size - 2)
    ring = [*pts, pts[0], pts[1]]
    draw.line(ring, fill=theme.highlight_inner, width=10, joint="curve")
    draw.line(ring, fill=theme.highlight, width=6, joint="curve")


def _box_origin(c: Point, w: int, h: int) -> tuple[int, int]:
    return round(c[0] - w / 2), round(c[1] - h / 2)
