"""Builders and pixel probes for renderer tests: boards from scenarios, colours in boxes."""

from __future__ import annotations

import random
from typing import Any

from PIL import Image, ImageChops

from renderer.board import Frame
from renderer.geometry import APOTHEM, in_frame
from renderer.tile import ROW
from rules.armies import DRAWN_ARMIES
from rules.scenario import load, random_scenario
from rules.state import GameState

Box = tuple[int, int, int, int]
RGB = tuple[int, int, int]


def board(
    units: list[tuple[str, int, str, str] | tuple[str, int, str, str, int]],
    armies: tuple[str, str] = ("outpost", "hegemony"),
    **extra: Any,
) -> GameState:
    """A mid-game state: ``units`` are (hex, player, tile, facing[, wounds]) tuples."""
    data: dict[str, Any] = {
        "players": {"1": {"army": armies[0]}, "2": {"army": armies[1]}},
        "board": [
            {"hex": u[0], "player": u[1], "tile": u[2], "facing": u[3], "wounds": u[4] if len(u) > 4 else 0}
            for u in units
        ],
    }
    data.update(extra)
    return load(data)


def random_full_board(seed: int, radius: int = 2) -> GameState:
    """Every hex filled: two HQs and random tiles of two random armies, random facings and wounds."""
    return load(random_scenario(random.Random(seed), radius=radius))


def count(img: Image.Image, box: Box, colour: RGB) -> int:
    """How many pixels inside ``box`` are exactly ``colour``."""
    region = img.crop(box).convert("RGB")
    colours = region.getcolors(region.width * region.height) or []
    return sum(n for n, c in colours if c == colour)


def around(point: tuple[float, float], half: float) -> Box:
    x, y = point
    return round(x - half), round(y - half), round(x + half), round(y + half)


def hex_box(frame: Frame, state: GameState, name: str, fraction: float = 0.6) -> Box:
    """A square box around a hex's centre, ``fraction`` of the apothem wide on each side."""
    centre = frame.board.centre(state.board.parse(name))
    return around(centre, fraction * APOTHEM * frame.tile_size)


def edge_box(frame: Frame, state: GameState, name: str, direction: int, half: float = 0.11) -> Box:
    """A box around where the icons of the edge facing ``direction`` are drawn."""
    centre = frame.board.centre(state.board.parse(name))
    return around(in_frame(centre, direction, ROW + 0.02, 0, frame.tile_size), half * frame.tile_size)


def differs(a: Image.Image, b: Image.Image, box: Box | None = None) -> bool:
    if box is not None:
        a, b = a.crop(box), b.crop(box)
    return a.tobytes() != b.tobytes()


def changed_pixels(a: Image.Image, b: Image.Image) -> int:
    """How many pixels differ between two images of the same size."""
    diff = ImageChops.difference(a.convert("RGB"), b.convert("RGB")).convert("L")
    return a.width * a.height - diff.histogram()[0]


# The armies the pictures are ready for: every army the engine plays but those whose rules
# came first (rules.armies.PICTURES_PENDING; none now that Vegas's taken-over marker and
# Neojungle's venom and Matrix are drawn).
PICTURED: tuple[str, ...] = DRAWN_ARMIES
