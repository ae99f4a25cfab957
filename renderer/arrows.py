"""Arrows between tiles: who hit whom, for how much, what a medic saved, what a Judge turned
back, where a shot was turned on its way (an army's course event: one with ``shooter_hex``,
``from_hex`` and ``hex``, the Doomsday Machine's redirected shot). Shared by the battle segments (:mod:`renderer.battle`) and the marks an action leaves
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
from rules.hexes import Board, Direction


@dataclass(frozen=True, slots=True)
class Arrow:
    start: str
    end: str
    colour: RGB
    label: str
    dashed: bool
    armor: int = 0


def _course(e: ev.Event) -> tuple[str, str, str] | None:
    """An army's event telling a shot turned on its way: (the shooter's hex, the hex the shot
    came from, the hex that turned it), read by its fields' names."""
    shooter, start, at = (getattr(e, k, None) for k in ("shooter_hex", "from_hex", "hex"))
    if isinstance(shooter, str) and isinstance(start, str) and isinstance(at, str) and start and at:
        return shooter, start, at
    return None


def _turned_start(board: Board | None, e: ev.Hit, turns: dict[str, set[str]]) -> str:
    """Where a hit's arrow starts: its shooter, or the last hex that turned the shot (the first
    one met going back from the target against the way the shot arrived)."""
    if board is None or e.hex not in turns or not e.direction:
        return e.hex
    back = Direction[e.direction].opposite
    h = board.parse(e.target_hex)
    for step in board.line(h, back):
        name = board.name(step)
        if name in turns[e.hex] or name == e.hex:
            return name
    return e.hex


def hit_arrows(events: Sequence[ev.Event], theme: Theme, board: Board | None = None) -> list[Arrow]:
    """The arrows of the hits, medics' saves and Reflections among ``events``; a shot turned on
    its way (``board`` given) is drawn leg by leg: dashed to each hex that turned it, then
    from the last one to its target."""
    saved = {(e.attacker_hex, e.saved_hex) for e in events if isinstance(e, ev.MedicSaved)}
    turns: dict[str, set[str]] = {}
    out: list[Arrow] = []
    for e in events:
        course = _course(e)
        if course is not None and course[0] != course[2]:
            turns.setdefault(course[0], set()).add(course[2])
            leg = Arrow(course[1], course[2], theme.changed, "↪", True)
            if leg not in out:
                out.append(leg)
    # A Judge's Reflection: the attack goes to the Judge and comes back from it.
    judges = {(e.attacker_hex, e.to_hex): e.hex for e in events if isinstance(e, ev.Reflected) and e.target_tile}
    for e in events:
        if isinstance(e, ev.Reflected):
            out.append(Arrow(e.attacker_hex, e.hex, theme.blocked, "↩", True))
        elif isinstance(e, ev.Hit) and (e.hex, e.target_hex) in judges:
            judge = judges[(e.hex, e.target_hex)]
            colour, label = (theme.hit, str(e.damage)) if e.damage > 0 else (theme.blocked, "0")
            out.append(Arrow(judge, e.target_hex, colour, label, e.damage <= 0, e.armor))
        elif isinstance(e, ev.Hit) and e.hex and e.hex != e.target_hex:
            start = _turned_start(board, e, turns) if turns else e.hex
            if (e.hex, e.target_hex) in saved:
                out.append(Arrow(start, e.target_hex, theme.hit, "✚", True, e.armor))
            elif e.damage <= 0:
                out.append(Arrow(start, e.target_hex, theme.blocked, "0", True, e.armor))
            else:
                colour = theme.explosion if "explosion" in e.kinds else theme.hit
                out.append(Arrow(start, e.target_hex, colour, str(e.damage), False, e.armor))
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
