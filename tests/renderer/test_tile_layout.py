"""No text lies on an icon: every tile of every army, in every facing, in English and Polish,
on both boards, in the landscape picture and the phone one (each as a phone shows it, 400
pixels wide), has its name, numbers, hex name and marks clear of one another; the outlines
the layout measures hold what is drawn; a melee arrowhead points along its own edge."""

from __future__ import annotations

import itertools
import math

import pytest
from PIL import Image, ImageChops, ImageDraw, ImageFilter

from renderer import glyphs, render_battle
from renderer.battle import hp_line
from renderer.board import layout_for
from renderer.colors import DEFAULT_COLORS, THEMES
from renderer.geometry import normal, overlap
from renderer.tile import Part, TileFace, hex_mask, tile_box, tile_image, tile_layout
from rules.catalog import SMALL_BOARD_ONLY, army
from tests.renderer.helpers import PICTURED
from tests.renderer.test_battle import worked_example
from tests.renderer.test_phone import every_tile

FRAMES = [(layout, radius) for layout in ("phone", "full") for radius in (2, 3)]


def _sizes(layout: str, radius: int) -> tuple[int, int]:
    frame = layout_for(every_tile("moloch", radius), layout=layout)
    return frame.tile_size, frame.legible


def _faces(army_key: str) -> list[TileFace]:
    return [TileFace(spec, facing) for spec in army(army_key).tiles if spec.kind != "instant" for facing in range(6)]


def _together(a: Part, b: Part) -> bool:
    """Parts drawn on one another by design: one thing's pieces (an icon and its number),
    and an edge's items on that edge's own armor bar."""
    if a.group == b.group:
        return True
    groups = sorted((a.group, b.group))
    return groups[0].startswith("armor-") and groups[1].startswith("edge-") and groups[0][-1] == groups[1][-1]


@pytest.mark.parametrize(("layout", "radius"), FRAMES)
@pytest.mark.parametrize("army_key", PICTURED)
def test_no_text_lies_on_an_icon(layout: str, radius: int, army_key: str) -> None:
    """The newcomer's examples: Hunter-Killer's name ran into its arrows and digits, the
    Yellow Object's name lay under its net and its "+1 INI" mark."""
    if radius == 3 and army_key in SMALL_BOARD_ONLY:
        pytest.skip(f"{army_key} does not play on the 37-hex board")
    size, legible = _sizes(layout, radius)
    clashes = []
    for lang in ("en", "pl"):
        for face in _faces(army_key):
            parts = tile_layout(face, size, lang, legible).parts
            for a, b in itertools.combinations(parts, 2):
                depth = overlap(a.shape, b.shape)
                if depth > 0.25 and not _together(a, b):
                    clashes.append((face.spec.key, face.facing, lang, a.group, b.group, round(depth, 1)))
    assert clashes == []


@pytest.mark.parametrize(("layout", "radius"), [("phone", 2), ("full", 2), ("phone", 3)])
@pytest.mark.parametrize("army_key", PICTURED)
def test_the_outlines_hold_what_is_drawn(layout: str, radius: int, army_key: str) -> None:
    """What the layout keeps apart is what the tile shows: every pixel of a tile's picture
    (but its rim) lies in the outline of one of its parts."""
    if radius == 3 and army_key in SMALL_BOARD_ONLY:
        pytest.skip(f"{army_key} does not play on the 37-hex board")
    size, legible = _sizes(layout, radius)
    theme, colors = THEMES["dark"], DEFAULT_COLORS[army_key]
    w, h = tile_box(size)
    inner = hex_mask(size, -3.0).point(lambda v: 255 if v == 255 else 0)  # away from the rim's blending
    for face in [f for f in _faces(army_key) if f.facing in (0, 1)]:
        img = tile_image(face, size, colors, theme, "en", legible)
        plain = Image.new("RGB", (w, h), colors.fill)
        ink = ImageChops.difference(img, plain).convert("L").point(lambda v: 255 if v > 24 else 0)
        covered = Image.new("L", (w, h), 0)
        draw = ImageDraw.Draw(covered)
        for part in tile_layout(face, size, "en", legible).parts:
            draw.polygon([(x + w / 2, y + h / 2) for x, y in part.shape], fill=255)
        covered = covered.filter(ImageFilter.MaxFilter(5))  # give or take 2 pixels: strokes, rounding
        stray = ImageChops.multiply(ImageChops.multiply(ink, inner), ImageChops.invert(covered))
        assert stray.getbbox() is None, (face.spec.key, face.facing, stray.getbbox())


@pytest.mark.parametrize("direction", range(6))
def test_a_melee_arrowhead_points_along_its_own_edge(direction: int) -> None:
    """On a slanted edge an arrowhead as wide as it is long read as ▲ or ▼: each is now
    longer than wide, its long axis along its edge's direction, its tip outwards."""
    size = 200
    img = Image.new("L", (2 * size, 2 * size), 0)
    glyphs.melee(ImageDraw.Draw(img), (size, size), direction, size, 0.70, 0.0, 255)
    points = [(x, y) for y in range(img.height) for x in range(img.width) if img.getpixel((x, y))]
    cx = sum(p[0] for p in points) / len(points)
    cy = sum(p[1] for p in points) / len(points)
    nx, ny = normal(direction)
    along = [(x - cx) * nx + (y - cy) * ny for x, y in points]
    across = [-(x - cx) * ny + (y - cy) * nx for x, y in points]
    assert max(along) - min(along) > 1.25 * (max(across) - min(across))  # longer than wide, along the edge's normal
    assert max(along) > -min(along)  # the tip (the far end from the wide base) points out


def test_the_battle_log_names_each_players_army() -> None:
    """The rows of a segment's log said "bot · HQ 20 → 18": the army too, as the board's panel."""
    state, report, _ = worked_example()
    before, after = state, state
    assert hp_line(before, after, 1, "en", {1: "bot", 2: "ola"}) == "bot · Outpost · HQ 20 → 20"
    assert hp_line(before, after, 2, "pl") == "Gracz 2 · Hegemonia · sztab 20 → 20"
    assert len(render_battle(state, report, names={1: "bot", 2: "ola"}, layout="phone")) == len(report.segments) + 1


def test_a_crowded_tile_keeps_its_name_legible_on_a_phone() -> None:
    """Moving the centre, setting the initiative beside the name or the hex name in a corner
    never shrinks a name below the phone's legible size."""
    for radius in (2, 3):
        size, legible = _sizes("phone", radius)
        for army_key in PICTURED:
            for face in _faces(army_key):
                for lang in ("en", "pl"):
                    placed = tile_layout(face, size, lang, legible)
                    if not face.spec.is_hq:
                        assert placed.name_size >= legible, (face.spec.key, lang, placed.name_size)
                    assert placed.label_size >= 9 and math.isfinite(placed.top)
