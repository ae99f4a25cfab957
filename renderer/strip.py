"""The players' strip below the board in the phone layout (:func:`renderer.board.render_board`
with ``layout="phone"``): per player their colour, name, army, whose turn, HQ (points,
Objects), pile, discard and hand, in type large enough for a phone."""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from renderer.colors import ArmyColors, Theme, team_letter
from renderer.geometry import Box
from renderer.labels import text, tile_name
from renderer.panel import objects_text, places, player_title, seats_in_order, status_line, team_index
from renderer.text import draw_text, fit_lines, font, text_width
from rules.catalog import army, has_objects
from rules.state import MODE_POINTS, PHASE_OVER, POINTS_TO_WIN, GameState

STRIP_ROW = 74  # one player's two lines in the phone layout's strip
STRIP_FOOT = 44


def strip_height(state: GameState) -> int:
    """The height of the phone layout's strip for ``state``'s players."""
    return len(state.players) * STRIP_ROW + STRIP_FOOT + 16


def paint_strip(
    img: Image.Image,
    box: Box,
    state: GameState,
    palettes: Mapping[int, ArmyColors],
    theme: Theme,
    lang: str,
    names: Mapping[int, str] | None = None,
) -> None:
    """The players below the board (the phone layout): per player in turn order a line with
    the colour, name, army and whose turn, and one with HQ (points, Objects), pile, discard
    and the hand by name; the turn or the result at the bottom. Large type: a phone shows the
    picture half its width."""
    names = names or {}
    draw = ImageDraw.Draw(img)
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=12, fill=theme.panel)
    over = state.phase == PHASE_OVER
    finish = places(state)
    y = y0 + 10
    for p in seats_in_order(state):
        ps, colors = state.players[p], palettes[p]
        top = y
        to_act = not over and state.to_act == p and not ps.out
        if to_act:
            draw.rounded_rectangle(
                (x0 + 4, top, x1 - 4, top + STRIP_ROW - 6), radius=10, outline=theme.highlight, width=4
            )
        draw.rounded_rectangle((x0 + 14, top + 10, x0 + 44, top + 40), radius=6, fill=colors.fill, outline=colors.edge)
        team = team_index(state, p)
        if team is not None:
            draw_text(draw, (x0 + 29, top + 26), team_letter(team), font(20, "bold"), colors.ink, "mm")
        tag = ""
        if to_act:
            tag = "▶ " + (text("to_choose", lang) if state.pending is not None else text("to_move", lang))
        elif over and p in finish:
            tag = ("★ " if finish[p] == 1 else "") + text("place", lang, n=finish[p])
        elif ps.out:
            tag = text("out", lang)
        tag_font = font(24, "bold")
        tag_w = text_width(tag, tag_font) if tag else 0
        if tag:
            draw_text(draw, (x1 - 16, top + 25), tag, tag_font, theme.highlight if to_act else theme.text, "rm")
        size, lines = fit_lines(player_title(state, p, lang, names.get(p)), "bold", 28, x1 - x0 - 80 - tag_w, 1, 18)
        draw_text(draw, (x0 + 56, top + 25), lines[0], font(size, "bold"), theme.muted if ps.out else theme.text, "lm")
        if not ps.out:
            size, lines = fit_lines(_strip_facts(state, p, lang), "regular", 24, x1 - x0 - 72, 1, 18)
            draw_text(draw, (x0 + 56, top + 56), lines[0], font(size), theme.text, "lm")
        y += STRIP_ROW
    size, lines = fit_lines(status_line(state, lang, names), "regular", 24, x1 - x0 - 32, 1, 18)
    draw_text(draw, (x0 + 16, y1 - STRIP_FOOT / 2), lines[0], font(size), theme.muted, "lm")


def _strip_facts(state: GameState, p: int, lang: str) -> str:
    """``HQ 17 · Pile 20 · Discard 3 · Hand: Medic, Move``."""
    ps = state.players[p]
    if state.mode == MODE_POINTS:
        score = f"{text('points', lang)} {ps.points}/{POINTS_TO_WIN}"
    elif has_objects(ps.army):
        score = f"{text('objects', lang)} {objects_text(state, p)}"
    else:
        score = f"{text('hq', lang)} {ps.hq_hp}"
    hand = ", ".join(tile_name(army(ps.army).tile(key), lang) for key in ps.hand) or text("empty_hand", lang)
    return " · ".join(
        (
            score,
            f"{text('pile', lang)} {len(ps.pile)}",
            f"{text('discard', lang)} {len(ps.discard)}",
            f"{text('hand', lang)}: {hand}",
        )
    )
