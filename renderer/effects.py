"""Effects of an action drawn over a board picture: Dancer's Dance and Action (outside battles).

A Dance draws an arrow from each Object's old hex to its new one (a swap is two arrows side
by side) and a ``↻`` mark on an Object that only turned; an Action draws a banner on the
attacking Object and an arrow to each unit it hit, labelled with the damage (dashed when
armor stopped everything or a medic took it, ``↩`` from a Judge's Reflection), like the
arrows of a battle segment; Healing a ``+2♥`` mark on the healed Object. Only these events
are drawn: the others an action brings are already visible on the board.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from types import MappingProxyType

from PIL import Image, ImageDraw

from renderer import glyphs
from renderer.arrows import Arrow, arrow_ends, hit_arrows, paint_label
from renderer.colors import BLACK, RGB, WHITE, Theme
from renderer.geometry import BoardLayout, Point
from renderer.labels import text
from renderer.text import font
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


def drawn(events: Iterable[ev.Event]) -> list[ev.Event]:
    """The events of ``events`` that :func:`paint_effects` draws (the rest are ignored)."""
    out: list[ev.Event] = []
    attack = False
    for e in events:
        if isinstance(e, ev.BattleFought):
            break
        if e.marks_board:
            out.append(e)
            attack = attack or isinstance(e, ev.ActionAttack)
        elif attack and isinstance(e, ev.Hit | ev.MedicSaved | ev.Reflected | ev.Killed | ev.HQDestroyed):
            out.append(e)
    return out


def _arrows(events: Sequence[ev.Event], theme: Theme) -> list[Arrow]:
    """A Dance's paths, then the Action's hits (as a battle segment draws them)."""
    out: list[Arrow] = []
    for e in events:
        if isinstance(e, ev.Danced):
            for move in e.moves:
                src, _, rest = move.partition(">")
                dst = rest.split()[0] if rest else src
                if src != dst:
                    out.append(Arrow(src, dst, DANCE_COLOUR, "", False))
    return out + hit_arrows(events, theme)


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
    labels: list[tuple[Point, Arrow]] = []
    for a in arrows:
        shift = 0.16 * size if (a.end, a.start) in pairs else 0.0
        start, end = arrow_ends(centre(a.start), centre(a.end), size, shift)
        glyphs.arrow(
            paths if a.colour == DANCE_COLOUR else draw, start, end, 0.075 * size, a.colour, BLACK, dashed=a.dashed
        )
        if a.label:
            labels.append((((start[0] + end[0]) / 2, (start[1] + end[1]) / 2), a))
    alpha = layer.getchannel("A").point(lambda v: v * 7 // 10)
    layer.putalpha(alpha)
    img.paste(layer.convert("RGB"), (0, 0), layer)
    for at, a in labels:
        paint_label(draw, at, a, size, theme)
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
