"""Arrows between tiles: who hit whom, for how much, what a medic saved, what a Judge turned
back. Shared by the battle segments (:mod:`renderer.battle`) and the marks an action leaves
on the board (:mod:`renderer.effects`: a Dancer Object's Action)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import ImageDraw

from renderer import glyphs
from renderer.colors import BLACK, RGB, WHITE, Theme, ink_for
from renderer.geometry import Point
from renderer.text import draw_text, font
from rules import events as ev


@dataclass(frozen=True, slots=True)
class Arrow:
    start: str
    end: str
    colour: RGB
    label: str
    dashed: bool
    armor: int = 0


def hit_arrows(events: Sequence[ev.Event], theme: Theme) -> list[Arrow]:
    """The arrows of the hits, medics' saves and Reflections among ``events``."""
    saved = {(e.attacker_hex, e.saved_hex) for e in events if isinstance(e, ev.MedicSaved)}
    # A Judge's Reflection: the attack goes to the Judge and comes back from it.
    judges = {(e.attacker_hex, e.to_hex): e.hex for e in events if isinstance(e, ev.Reflected) and e.target_tile}
    out: list[Arrow] = []
    for e in events:
        if isinstance(e, ev.Reflected):
            out.append(Arrow(e.attacker_hex, e.hex, theme.blocked, "↩", True))
        elif isinstance(e, ev.Hit) and (e.hex, e.target_hex) in judges:
            judge = judges[(e.hex, e.target_hex)]
            colour, label = (theme.hit, str(e.damage)) if e.damage > 0 else (theme.blocked, "0")
            out.append(Arrow(judge, e.target_hex, colour, label, e.damage <= 0, e.armor))
        elif isinstance(e, ev.Hit) and e.hex and e.hex != e.target_hex:
            if (e.hex, e.target_hex) in saved:
                out.append(Arrow(e.hex, e.target_hex, theme.hit, "✚", True, e.armor))
            elif e.damage <= 0:
                out.append(Arrow(e.hex, e.target_hex, theme.blocked, "0", True, e.armor))
            else:
                colour = theme.explosion if "explosion" in e.kinds else theme.hit
                out.append(Arrow(e.hex, e.target_hex, colour, str(e.damage), False, e.armor))
        elif isinstance(e, ev.MedicSaved):
            out.append(Arrow(e.medic_hex, e.saved_hex, theme.medic, "✚", False))
    return out


def arrow_ends(p0: Point, p1: Point, size: float, shift: float = 0.0) -> tuple[Point, Point]:
    """Where an arrow from the tile centred at ``p0`` to the one at ``p1`` starts and ends
    (off both centres); ``shift`` moves it sideways (a pair of opposite arrows)."""
    dx, dy = p1[0] - p0[0], p1[1] - p0[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    ox, oy = -uy * shift, ux * shift
    start = (p0[0] + ux * 0.30 * size + ox, p0[1] + uy * 0.30 * size + oy)
    end = (p1[0] - ux * 0.34 * size + ox, p1[1] - uy * 0.34 * size + oy)
    return start, end


def paint_label(draw: ImageDraw.ImageDraw, at: Point, a: Arrow, size: float, theme: Theme) -> None:
    """An arrow's label at ``at``: the damage in a disc of the arrow's colour (with the armor
    that stopped some of it), or a medic's cross."""
    r = 0.19 * size
    x, y = at
    if a.label == "✚":
        glyphs.medic_cross(draw, at, r, WHITE, theme.medic)
        return
    draw.ellipse((x - r - 2, y - r - 2, x + r + 2, y + r + 2), fill=BLACK)
    draw.ellipse((x - r, y - r, x + r, y + r), fill=a.colour)
    draw_text(draw, (x, y + 1), a.label, font(round(0.24 * size), "bold"), ink_for(a.colour), "mm")
    if a.armor:
        glyphs.pill(
            draw, (x + r * 1.9, y), f"−{a.armor}", font(round(0.16 * size), "bold"), theme.steel, BLACK, BLACK, pad=2
        )
