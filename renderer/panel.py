"""The side panel of a board image: each player's army, HQ hit points, pile, discard,
whose turn it is, and the tiles in hand (hands are public) drawn as small tiles.
"""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from renderer import glyphs
from renderer.colors import BLACK, ArmyColors, Theme, mix
from renderer.geometry import Box
from renderer.labels import army_name, text, tile_name
from renderer.text import draw_text, fit_lines, font, text_width
from renderer.tile import PAD, RIM, TileFace, hex_mask, tile_box, tile_image
from rules.catalog import TileSpec, army
from rules.state import HQ_START_HP, PHASE_HQ, PHASE_OVER, GameState

HAND_TILE = 70  # size of a tile in hand
HEADER_H = 44


def paint_panel(
    img: Image.Image, box: Box, state: GameState, palettes: Mapping[int, ArmyColors], theme: Theme, lang: str
) -> None:
    """Draw the players' panel into ``box`` of ``img``."""
    draw = ImageDraw.Draw(img)
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=12, fill=theme.panel)
    footer_h = 40
    players = sorted(state.players)
    block_h = (y1 - y0 - footer_h) / max(1, len(players))
    for i, p in enumerate(players):
        top = y0 + i * block_h
        _player_block(
            img, draw, (x0 + 12, round(top + 10), x1 - 12, round(top + block_h - 6)), state, p, palettes[p], theme, lang
        )
    draw_text(draw, (x0 + 16, y1 - footer_h / 2), _status_line(state, lang), font(17), theme.muted, "lm")


def _status_line(state: GameState, lang: str) -> str:
    if state.phase == PHASE_OVER and state.result is not None:
        r = state.result
        who = text("draw", lang) if r.winner is None else text("winner", lang, n=r.winner)
        return text("over", lang, text=who)
    if state.phase == PHASE_HQ:
        return text("hq_phase", lang)
    line = text("turn", lang, n=state.turn_number)
    if state.battles:
        line += " · " + text("battles", lang, n=state.battles)
    return line


def _player_block(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    box: Box,
    state: GameState,
    p: int,
    colors: ArmyColors,
    theme: Theme,
    lang: str,
) -> None:
    x0, y0, x1, y1 = box
    ps = state.players[p]
    to_act = state.phase != PHASE_OVER and state.to_act == p
    if to_act:
        draw.rounded_rectangle((x0 - 4, y0 - 4, x1 + 4, y1 + 2), radius=12, outline=theme.highlight, width=3)
    # Header: player and army in the army's colours, and a turn marker.
    draw.rounded_rectangle((x0, y0, x1, y0 + HEADER_H), radius=10, fill=colors.fill, outline=colors.edge, width=2)
    title = f"{text('player', lang, n=p)} · {army_name(ps.army, lang)}"
    marker = ""
    if to_act:
        marker = text("to_choose", lang) if state.pending is not None else text("to_move", lang)
    marker_w = 0.0
    if marker:
        mf = font(16, "bold")
        w, _ = glyphs.pill_size("▶ " + marker, mf, pad=6, height=28)
        marker_w = w + 8
        glyphs.pill(
            draw,
            (x1 - 6 - w / 2, y0 + HEADER_H / 2),
            "▶ " + marker,
            mf,
            theme.highlight,
            BLACK,
            BLACK,
            pad=6,
            height=28,
        )
    size, lines = fit_lines(title, "bold", 20, x1 - x0 - 20 - marker_w, 1, 12)
    draw_text(draw, (x0 + 12, y0 + HEADER_H / 2), lines[0], font(size, "bold"), colors.ink, "lm")
    # HQ hit points: a big number and a track of 20.
    y = y0 + HEADER_H + 12
    draw_text(draw, (x0 + 4, y + 26), text("hq", lang), font(18, "bold"), theme.muted, "lm")
    hq_x = x0 + 4 + text_width(text("hq", lang), font(18, "bold")) + 10
    draw_text(draw, (hq_x, y + 26), str(ps.hq_hp), font(46, "bold"), theme.text, "lm")
    track_x = hq_x + text_width("20", font(46, "bold")) + 14
    cells = HQ_START_HP
    cell_w = (x1 - track_x - 4) / cells
    for k in range(cells):
        cx0 = track_x + k * cell_w
        cell = (cx0, y + 16, cx0 + cell_w - 2, y + 38)
        if k < ps.hq_hp:
            draw.rectangle(cell, fill=colors.fill, outline=colors.edge)
        else:
            draw.rectangle(cell, outline=mix(theme.panel, theme.muted, 0.6))
    y += 60
    info = f"{text('pile', lang)} {len(ps.pile)}   ·   {text('discard', lang)} {len(ps.discard)}"
    draw_text(draw, (x0 + 4, y + 12), info, font(18), theme.text, "lm")
    y += 34
    draw_text(draw, (x0 + 4, y + 10), text("hand", lang), font(16, "bold"), theme.muted, "lm")
    y += 24
    if not ps.hand:
        draw_text(draw, (x0 + 4, y + 16), text("empty_hand", lang), font(16), theme.muted, "lm")
        return
    a = army(ps.army)
    specs = [a.tile(key) for key in ps.hand]
    paint_hand(img, (x0, y, x1, y1), specs, colors, theme, lang)


def paint_hand(img: Image.Image, box: Box, specs: list[TileSpec], colors: ArmyColors, theme: Theme, lang: str) -> None:
    """Tiles side by side like neighbouring hexes: board tiles as hexes, instants as tokens."""
    x0, y0, x1, _ = box
    s = HAND_TILE
    h = tile_box(s)[1] - 2 * PAD
    per_row = max(1, int((x1 - x0 - 2 * s) // (1.5 * s)) + 1)
    for i, spec in enumerate(specs):
        col, row = i % per_row, i // per_row
        cx = x0 + s + 1.5 * s * col + 2 * col
        cy = y0 + h / 2 + row * (1.5 * h + 8) + (h / 2 + 2 if col % 2 else 0)
        paste_small(img, (cx, cy), spec, s, colors, theme, lang)


def paste_small(
    img: Image.Image,
    centre: tuple[float, float],
    spec: TileSpec,
    size: int,
    colors: ArmyColors,
    theme: Theme,
    lang: str,
) -> None:
    """A tile in hand, on a card or a sheet: a board tile facing up, or an instant token."""
    w, h = tile_box(size)
    left, top = round(centre[0] - w / 2), round(centre[1] - h / 2)
    if not spec.is_board_tile:
        instant_token(ImageDraw.Draw(img), centre, size, spec, colors, theme, lang)
        return
    img.paste(tile_image(TileFace(spec), size, colors, theme, lang), (left, top), hex_mask(size, RIM))


def instant_token(
    draw: ImageDraw.ImageDraw,
    centre: tuple[float, float],
    size: float,
    spec: TileSpec,
    colors: ArmyColors,
    theme: Theme,
    lang: str,
) -> None:
    """An instant: a round token with a double ring, a lightning mark and its name."""
    x, y = centre
    r = size * 0.84
    draw.ellipse((x - r - 2, y - r - 2, x + r + 2, y + r + 2), fill=theme.rim)
    draw.ellipse((x - r, y - r, x + r, y + r), fill=colors.fill)
    ri = r * 0.86
    draw.ellipse((x - ri, y - ri, x + ri, y + ri), outline=colors.ink, width=max(1, round(size * 0.03)))
    glyphs.lightning(draw, (x, y - r * 0.48), r * 0.42, colors.ink)
    name_size, lines = fit_lines(tile_name(spec, lang), "condensed", max(9, round(size * 0.22)), 1.5 * r, 2, 8)
    f = font(name_size, "condensed")
    line_h = name_size * 1.1
    top = y + r * 0.12 - line_h * (len(lines) - 1) / 2
    for i, line in enumerate(lines):
        draw_text(draw, (x, top + i * line_h), line, f, colors.ink, "mm")
