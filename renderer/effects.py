"""Effects of an action drawn over a board picture: Dancer's Dance and Action (outside battles).

A Dance draws an arrow from each Object's old hex to its new one (a swap is two arrows side
by side) and a ``↻`` mark on an Object that only turned; an Action draws a banner on the
attacking Object and an arrow to each unit it hit, labelled with the damage (dashed when
armor stopped everything or a medic took it, ``↩`` from a Judge's Reflection), like the
arrows of a battle segment; Healing a ``+2♥`` mark on the healed Object. Only these events
are drawn: the others an action brings are already visible on the board.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from PIL import Image, ImageDraw

from renderer import glyphs
from renderer.colors import BLACK, RGB, WHITE, Theme, ink_for
from renderer.geometry import BoardLayout, Point
from renderer.labels import text
from renderer.text import draw_text, font
from rules import events as ev
from rules.hexes import Board

DANCE_COLOUR: RGB = (205, 175, 255)  # a light violet (Dancer's colour): the Objects' paths, see-through
HEAL_COLOUR: RGB = (60, 190, 110)
_VECTORS = MappingProxyType(
    {  # a world direction on the picture (flat-topped hexes)
        "N": (0.0, -1.0),
        "NE": (0.866, -0.5),
        "SE": (0.866, 0.5),
        "S": (0.0, 1.0),
        "SW": (-0.866, 0.5),
        "NW": (-0.866, -0.5),
    }
)


@dataclass(frozen=True, slots=True)
class _Arrow:
    start: str
    end: str
    colour: RGB
    label: str
    dashed: bool


def drawn(events: Iterable[ev.Event]) -> list[ev.Event]:
    """The events of ``events`` that :func:`paint_effects` draws (the rest are ignored)."""
    out: list[ev.Event] = []
    attack = False
    for e in events:
        if isinstance(e, ev.BattleFought):
            break
        if isinstance(e, ev.Danced | ev.Healed | ev.ActionAttack):
            out.append(e)
            attack = attack or isinstance(e, ev.ActionAttack)
        elif attack and isinstance(e, ev.Hit | ev.MedicSaved | ev.Reflected | ev.Killed | ev.HQDestroyed):
            out.append(e)
    return out


def _arrows(events: Sequence[ev.Event], theme: Theme) -> list[_Arrow]:
    out: list[_Arrow] = []
    saved = {(e.attacker_hex, e.saved_hex) for e in events if isinstance(e, ev.MedicSaved)}
    for e in events:
        if isinstance(e, ev.Danced):
            for move in e.moves:
                src, _, rest = move.partition(">")
                dst = rest.split()[0] if rest else src
                if src != dst:
                    out.append(_Arrow(src, dst, DANCE_COLOUR, "", False))
        elif isinstance(e, ev.Reflected):
            out.append(_Arrow(e.attacker_hex, e.hex, theme.blocked, "↩", True))
        elif isinstance(e, ev.Hit) and e.hex and e.hex != e.target_hex:
            if (e.hex, e.target_hex) in saved:
                out.append(_Arrow(e.hex, e.target_hex, theme.hit, "✚", True))
            elif e.damage <= 0:
                out.append(_Arrow(e.hex, e.target_hex, theme.blocked, "0", True))
            else:
                out.append(_Arrow(e.hex, e.target_hex, theme.hit, str(e.damage), False))
        elif isinstance(e, ev.MedicSaved):
            out.append(_Arrow(e.medic_hex, e.saved_hex, theme.medic, "✚", False))
    return out


def paint_effects(
    img: Image.Image, layout: BoardLayout, board: Board, events: Sequence[ev.Event], theme: Theme, lang: str
) -> None:
    """Draw the Dance, Action and Healing marks of ``events`` (see :func:`drawn`) onto ``img``.
    A Dance's paths are see-through (a path between two far hexes crosses the tile between)."""
    events = drawn(events)
    if not events:
        return
    size = layout.size
    layer = Image.new("RGBA", img.size, (0, 0, 0, 0))
    paths = ImageDraw.Draw(layer)
    draw = ImageDraw.Draw(img)

    def centre(name: str) -> Point:
        return layout.centre(board.parse(name))

    arrows = _arrows(events, theme)
    pairs = {(a.start, a.end) for a in arrows}
    labels: list[tuple[Point, _Arrow]] = []
    for a in arrows:
        p0, p1 = centre(a.start), centre(a.end)
        dx, dy = p1[0] - p0[0], p1[1] - p0[1]
        length = math.hypot(dx, dy) or 1.0
        ux, uy = dx / length, dy / length
        shift = 0.16 * size if (a.end, a.start) in pairs else 0.0
        ox, oy = -uy * shift, ux * shift
        start = (p0[0] + ux * 0.30 * size + ox, p0[1] + uy * 0.30 * size + oy)
        end = (p1[0] - ux * 0.34 * size + ox, p1[1] - uy * 0.34 * size + oy)
        if a.colour == DANCE_COLOUR:
            glyphs.arrow(paths, start, end, 0.075 * size, a.colour, BLACK, dashed=a.dashed)
        else:
            glyphs.arrow(draw, start, end, 0.075 * size, a.colour, BLACK, dashed=a.dashed)
        if a.label:
            labels.append((((start[0] + end[0]) / 2, (start[1] + end[1]) / 2), a))
    alpha = layer.getchannel("A").point(lambda v: v * 7 // 10)
    layer.putalpha(alpha)
    img.paste(layer.convert("RGB"), (0, 0), layer)
    label_font = font(round(0.24 * size), "bold")
    for (x, y), a in labels:
        r = 0.19 * size
        if a.label == "✚":
            glyphs.medic_cross(draw, (x, y), r, WHITE, theme.medic)
            continue
        draw.ellipse((x - r - 2, y - r - 2, x + r + 2, y + r + 2), fill=BLACK)
        draw.ellipse((x - r, y - r, x + r, y + r), fill=a.colour)
        draw_text(draw, (x, y + 1), a.label, label_font, ink_for(a.colour), "mm")
    mark_font = font(round(0.2 * size), "bold")
    for e in events:
        if isinstance(e, ev.Danced):
            for move in e.moves:
                src, _, rest = move.partition(">")
                parts = rest.split()
                if parts and parts[0] == src and len(parts) > 1:  # turned in place
                    c = centre(src)
                    glyphs.pill(
                        draw, (c[0], c[1] + 0.52 * size), f"↻ {parts[1]}", mark_font, DANCE_COLOUR, BLACK, BLACK
                    )
        elif isinstance(e, ev.ActionAttack):
            c = centre(e.hex)
            vx, vy = _VECTORS.get(e.direction, (0.0, -1.0))
            at = (c[0] - vx * 0.52 * size, c[1] - vy * 0.52 * size)  # opposite the attack's arrow
            label = f"⚡ {text('action', lang)} {e.direction}"
            glyphs.pill(draw, at, label, mark_font, theme.highlight, BLACK, BLACK)
        elif isinstance(e, ev.Healed) and e.amount > 0:
            c = centre(e.hex)
            glyphs.pill(draw, (c[0], c[1] + 0.52 * size), f"+{e.amount}♥", mark_font, HEAL_COLOUR, BLACK, BLACK)
        elif isinstance(e, ev.Killed | ev.HQDestroyed) and e.hex:
            c = centre(e.hex)
            glyphs.pill(draw, c, "✖ " + text("killed", lang).upper(), mark_font, theme.killed, WHITE, BLACK)
