"""The side panel of a board image: each player's army, HQ hit points (or points), pile,
discard, whose turn it is, the team, and the tiles in hand (hands are public).

Two players get the roomy layout of the original game (a block each, big hit points, the
hand as tiles); three to six players get compact blocks in turn order, each with a team
band in team games, and the hand as small tiles or, where even those would not fit,
as name chips. Eliminated players are marked out; a finished game shows every player's
place and the winners in the footer.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from PIL import Image, ImageDraw

import i18n
from renderer import glyphs
from renderer.colors import BLACK, WHITE, ArmyColors, Theme, mix, team_colors, team_letter
from renderer.geometry import SQRT3, Box
from renderer.labels import army_name, text, tile_name
from renderer.text import draw_text, fit_lines, font, text_width
from renderer.tile import PAD, RIM, TileFace, hex_mask, tile_box, tile_image
from rules.armies import ALL_ARMIES
from rules.catalog import TileSpec, army, has_objects, object_hp
from rules.state import (
    HQ_START_HP,
    MODE_1V2,
    MODE_FFA,
    MODE_POINTS,
    ONE_V_TWO_TEAM_HP,
    PHASE_HQ,
    PHASE_OVER,
    POINTS_TO_WIN,
    GameState,
)

HAND_TILE = 70  # size of a tile in hand
HEADER_H = 44


def paint_panel(
    img: Image.Image,
    box: Box,
    state: GameState,
    palettes: Mapping[int, ArmyColors],
    theme: Theme,
    lang: str,
    names: Mapping[int, str] | None = None,
) -> None:
    """Draw the players' panel into ``box`` of ``img``; ``names``: the players' names by
    seat (a seat without one is called "Player N")."""
    names = names or {}
    if is_multiplayer(state):
        _paint_multi(img, box, state, palettes, theme, lang, names)
        return
    draw = ImageDraw.Draw(img)
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=12, fill=theme.panel)
    footer_h = 40
    players = sorted(state.players)
    block_h = (y1 - y0 - footer_h) / max(1, len(players))
    for i, p in enumerate(players):
        top = y0 + i * block_h
        _player_block(
            img,
            draw,
            (x0 + 12, round(top + 10), x1 - 12, round(top + block_h - 6)),
            state,
            p,
            palettes[p],
            theme,
            lang,
            names.get(p),
        )
    draw_text(draw, (x0 + 16, y1 - footer_h / 2), status_line(state, lang, names), font(17), theme.muted, "lm")


def is_multiplayer(state: GameState) -> bool:
    """Whether the panel needs the compact layout: more than two players, teams, or points."""
    return len(state.players) > 2 or state.teams is not None or state.mode != MODE_FFA


def seats_in_order(state: GameState) -> list[int]:
    """Every player once, in turn order (1v2's ``1-2-1-3`` gives ``1, 2, 3``)."""
    seats = [p for p in dict.fromkeys(state.order) if p in state.players]
    return seats + [p for p in sorted(state.players) if p not in seats]


def team_index(state: GameState, player: int) -> int | None:
    """The index of ``player``'s team (0 for team A), or None outside team games."""
    if state.teams is None:
        return None
    for i, team in enumerate(state.teams):
        if player in team:
            return i
    return None


def places(state: GameState) -> dict[int, int]:
    """Each player's place once the game is over (1 for the winners; equals share a place)."""
    r = state.result
    if r is None:
        return {}
    out: dict[int, int] = {}
    if r.ranking:
        place = 1
        for group in r.ranking:
            for p in group:
                out[p] = place
            place += len(group)
        return out
    winners = r.winners or ((r.winner,) if r.winner is not None else ())
    for p in state.players:
        out[p] = 1 if p in winners or not winners else 2
    return out


def who(p: int, lang: str, names: Mapping[int, str] | None = None) -> str:
    """A player as the pictures name them: their name, else "Player N"."""
    return (names or {}).get(p) or text("player", lang, n=p)


def result_text(state: GameState, lang: str, names: Mapping[int, str] | None = None) -> str:
    """Who won: a player, a team, several players sharing the win, or a draw; by name when
    ``names`` (seat → name) are given."""
    r = state.result
    if r is None:
        return ""
    winners = tuple(r.winners) or ((r.winner,) if r.winner is not None else ())
    if len(winners) == 1:
        if names:
            return text("winner_named", lang, who=who(winners[0], lang, names))
        return text("winner", lang, n=winners[0])
    if not winners:
        return text("no_result" if r.reason == "aborted" else "draw", lang)
    teams = {team_index(state, p) for p in winners}
    if state.teams is not None and len(teams) == 1 and None not in teams:
        (team,) = teams
        assert team is not None
        if set(winners) == set(state.teams[team]):
            return text("team_wins", lang, team=team_letter(team))
    if names:
        return text(
            "players_win_named", lang, players=i18n.join_list(lang, [who(p, lang, names) for p in sorted(winners)])
        )
    return text("players_win", lang, players=join_numbers(sorted(winners), lang))


def join_numbers(numbers: list[int], lang: str) -> str:
    """``1``, ``1 and 2``, ``1, 2 and 3`` in ``lang``."""
    words = [str(n) for n in numbers]
    if len(words) < 2:
        return "".join(words)
    return i18n.t(lang, "list-and", head=", ".join(words[:-1]), last=words[-1])


def status_line(state: GameState, lang: str, names: Mapping[int, str] | None = None) -> str:
    if state.phase == PHASE_OVER and state.result is not None:
        return text("over", lang, text=result_text(state, lang, names))
    if state.phase == PHASE_HQ:
        return text("hq_phase", lang)
    line = text("turn", lang, n=state.turn_number)
    if state.battles:
        line += " · " + text("battles", lang, n=state.battles)
    return line


def player_title(state: GameState, p: int, lang: str, name: str | None = None) -> str:
    """A player's heading: their name (else "Player N") and army."""
    return f"{name or text('player', lang, n=p)} · {army_name(state.players[p].army, lang)}"


def _player_block(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    box: Box,
    state: GameState,
    p: int,
    colors: ArmyColors,
    theme: Theme,
    lang: str,
    name: str | None = None,
) -> None:
    x0, y0, x1, y1 = box
    ps = state.players[p]
    to_act = state.phase != PHASE_OVER and state.to_act == p
    if to_act:
        draw.rounded_rectangle((x0 - 4, y0 - 4, x1 + 4, y1 + 2), radius=12, outline=theme.highlight, width=3)
    # Header: player and army in the army's colours, and a turn marker.
    draw.rounded_rectangle((x0, y0, x1, y0 + HEADER_H), radius=10, fill=colors.fill, outline=colors.edge, width=2)
    title = player_title(state, p, lang, name)
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
    # HQ hit points: a big number and a track of 20 (Dancer: each Object's own, tracks of 10).
    y = y0 + HEADER_H + 12
    if has_objects(ps.army):
        _object_row(draw, (x0, y, x1, y + 50), state, p, theme, lang, big=True)
        y += 60
    else:
        y = round(_hq_row(draw, (x0, y, x1), ps.hq_hp, colors, theme, lang))
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


def _hq_row(
    draw: ImageDraw.ImageDraw,
    box: tuple[float, float, float],
    hp: int,
    colors: ArmyColors,
    theme: Theme,
    lang: str,
) -> float:
    """The HQ's hit points as a big number and a track of 20; returns the next y."""
    x0, y, x1 = box
    draw_text(draw, (x0 + 4, y + 26), text("hq", lang), font(18, "bold"), theme.muted, "lm")
    hq_x = x0 + 4 + text_width(text("hq", lang), font(18, "bold")) + 10
    draw_text(draw, (hq_x, y + 26), str(hp), font(46, "bold"), theme.text, "lm")
    track_x = hq_x + text_width("20", font(46, "bold")) + 14
    cells = HQ_START_HP
    cell_w = (x1 - track_x - 4) / cells
    for k in range(cells):
        cx0 = track_x + k * cell_w
        cell = (cx0, y + 16, cx0 + cell_w - 2, y + 38)
        if k < hp:
            draw.rectangle(cell, fill=colors.fill, outline=colors.edge)
        else:
            draw.rectangle(cell, outline=mix(theme.panel, theme.muted, 0.6))
    return y + 60


# Each Object's swatch beside its hit points and on its tile: the armies' data (``swatches``
# in their army.json: Dancer's Objects are red, blue and yellow), in the panel's order.
OBJECT_SWATCHES: Mapping[str, tuple[int, int, int]] = MappingProxyType(
    {tile: rgb for key in ALL_ARMIES for tile, rgb in army(key).swatches.items()}
)


def object_points(state: GameState, player: int) -> list[tuple[TileSpec, int]]:
    """Dancer's Objects (Red, Blue, Yellow) with the hit points each has now: its own 10 less
    its wounds; an Object not placed yet shows its printed hit points, a destroyed one 0."""
    ps = state.players[player]
    placed = {  # an Object taken over by Vegas is still its owner's
        u.tile: u for u in state.units.values() if state.owner(u) == player and state.spec(u).is_object
    }
    order = list(OBJECT_SWATCHES)
    specs = sorted(army(ps.army).objects, key=lambda t: order.index(t.key) if t.key in order else len(order))
    out = []
    for spec in specs:
        u = placed.get(spec.key)
        if u is not None:
            out.append((spec, object_hp(spec, u.wounds)))
        else:
            out.append((spec, spec.hp if state.phase == PHASE_HQ else 0))
    return out


def objects_text(state: GameState, player: int) -> str:
    """Dancer's Objects' hit points as one short text, red/blue/yellow: "10/7/9"."""
    return "/".join(str(hp) for _, hp in object_points(state, player))


def _object_row(
    draw: ImageDraw.ImageDraw,
    box: Box,
    state: GameState,
    p: int,
    theme: Theme,
    lang: str,
    *,
    big: bool,
) -> None:
    """Each Object's hit points: a swatch of its colour, a number and a track of its own."""
    x0, y0, x1, y1 = box
    label = text("objects", lang)
    lf = font(18 if big else 15, "bold")
    mid = y0 + (y1 - y0) / 2 - (6 if big else 4)
    draw_text(draw, (x0 + 4, mid), label, lf, theme.muted, "lm")
    x = x0 + 4 + text_width(label, lf) + 10
    entries = object_points(state, p)
    width = (x1 - 4 - x) / max(1, len(entries))
    nf = font(30 if big else 22, "bold")
    r = 9 if big else 7
    for k, (spec, hp) in enumerate(entries):
        left = x + k * width
        swatch = OBJECT_SWATCHES.get(spec.key, (160, 160, 160))
        cx = left + r + 1
        draw.ellipse((cx - r, mid - r, cx + r, mid + r), fill=swatch, outline=BLACK, width=2)
        ink = theme.text if hp > 0 else theme.killed
        draw_text(draw, (cx + r + 6, mid), str(hp), nf, ink, "lm")
        track = (left + 2, mid + (20 if big else 14), left + width - 8, mid + (28 if big else 20))
        cells = max(spec.hp, hp)
        cell_w = (track[2] - track[0]) / cells
        for c in range(cells):
            cell = (track[0] + c * cell_w, track[1], track[0] + (c + 1) * cell_w - 1, track[3])
            if c < hp:
                draw.rectangle(cell, fill=swatch, outline=BLACK)
            else:
                draw.rectangle(cell, outline=mix(theme.panel, theme.muted, 0.6))


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


# ---------------------------------------------------------------------- three to six players
BAND_W = 24  # the team band at a block's left
MIN_HAND_TILE = 40  # below this size a hand is listed as name chips instead of tiles
MAX_HAND_TILE = 60
OUT_WEIGHT = 0.45  # an eliminated player's block, as a share of the others'


def _paint_multi(
    img: Image.Image,
    box: Box,
    state: GameState,
    palettes: Mapping[int, ArmyColors],
    theme: Theme,
    lang: str,
    names: Mapping[int, str],
) -> None:
    draw = ImageDraw.Draw(img)
    x0, _, x1, y1 = box
    draw.rounded_rectangle(box, radius=12, fill=theme.panel)
    lines = footer_lines(state, lang, names)
    ranks = places(state) if state.phase == PHASE_OVER else {}
    for p, inner in block_boxes(state, box, len(lines)).items():
        _compact_block(img, draw, inner, state, p, palettes[p], theme, lang, ranks.get(p), names.get(p))
    footer_h = _footer_height(len(lines))
    for k, line in enumerate(lines):
        size, fitted = fit_lines(line, "bold" if k == 0 else "regular", 17, x1 - x0 - 32, 1, 11)
        f = font(size, "bold" if k == 0 else "regular")
        y = y1 - footer_h + 4 + FOOTER_LINE * (k + 0.5)
        draw_text(draw, (x0 + 16, y), fitted[0], f, theme.text if k == 0 else theme.muted, "lm")


FOOTER_LINE = 22


def _footer_height(lines: int) -> int:
    return 12 + FOOTER_LINE * lines


def block_boxes(state: GameState, box: Box, footer_lines_count: int | None = None) -> dict[int, Box]:
    """Where each player's block goes in the panel ``box`` of a game of three or more
    players, in turn order (an eliminated player's block is shorter)."""
    x0, y0, x1, y1 = box
    n_lines = footer_lines_count if footer_lines_count is not None else len(footer_lines(state, "en"))
    seats = seats_in_order(state)
    weights = [OUT_WEIGHT if state.players[p].out else 1.0 for p in seats]
    unit = (y1 - y0 - 10 - _footer_height(n_lines)) / sum(weights)
    out: dict[int, Box] = {}
    top = y0 + 10.0
    for p, weight in zip(seats, weights, strict=True):
        out[p] = (x0 + 12, round(top), x1 - 12, round(top + unit * weight - 8))
        top += unit * weight
    return out


def footer_lines(state: GameState, lang: str, names: Mapping[int, str] | None = None) -> list[str]:
    """The panel's last lines: the turn (or the result), the mode, the turn order when a
    seat repeats in it, and whose turn brings the Final Battle."""
    first = status_line(state, lang, names)
    mode = text(f"mode_{state.mode}", lang, goal=POINTS_TO_WIN)
    out = [first, mode]
    if len(set(state.order)) < len(state.order):
        out.append(text("order", lang, order=" → ".join(map(str, state.order))))
    if state.phase != PHASE_OVER and state.final_wait and not state.final_done and state.final_after is not None:
        out.append(text("final_after", lang, n=state.final_after))
    return out


def _compact_block(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    box: Box,
    state: GameState,
    p: int,
    colors: ArmyColors,
    theme: Theme,
    lang: str,
    place: int | None,
    name: str | None = None,
) -> None:
    x0, y0, x1, y1 = box
    ps = state.players[p]
    over = state.phase == PHASE_OVER
    to_act = not over and state.to_act == p and not ps.out
    if to_act:
        draw.rounded_rectangle((x0 - 5, y0 - 4, x1 + 5, y1 + 3), radius=10, outline=theme.highlight, width=3)
    team = team_index(state, p)
    if team is not None:
        _team_band(img, draw, (x0, y0, x0 + BAND_W, y1), team, theme, lang)
        x0 += BAND_W + 6
    head_h = 32 if y1 - y0 >= 150 else 28
    if ps.out:
        # an eliminated player: an outlined header with a swatch of the army's colour
        draw.rounded_rectangle((x0, y0, x1, y0 + head_h), radius=8, fill=theme.panel, outline=colors.fill, width=3)
        swatch = head_h - 12
        draw.rounded_rectangle(
            (x0 + 7, y0 + 6, x0 + 7 + swatch, y0 + 6 + swatch), radius=4, fill=colors.fill, outline=colors.edge
        )
        title_x, ink = x0 + 13 + swatch, theme.muted
    else:
        draw.rounded_rectangle((x0, y0, x1, y0 + head_h), radius=8, fill=colors.fill, outline=colors.edge, width=2)
        title_x, ink = x0 + 8, colors.ink
    # the pill at the header's right: whose turn, the place at the end, or out
    pill_text, pill_fill, pill_ink = "", theme.highlight, BLACK
    if to_act:
        pill_text = "▶ " + (text("to_choose", lang) if state.pending is not None else text("to_move", lang))
    elif over and place is not None:
        pill_text = ("★ " if place == 1 else "") + text("place", lang, n=place)
        pill_fill = theme.changed if place == 1 else theme.badge
    elif ps.out:
        pill_text, pill_fill, pill_ink = text("out", lang), theme.killed, WHITE
    pill_w = 0.0
    if pill_text:
        pf = font(15, "bold")
        w, _ = glyphs.pill_size(pill_text, pf, pad=5, height=head_h - 8)
        pill_w = w + 8
        glyphs.pill(draw, (x1 - 5 - w / 2, y0 + head_h / 2), pill_text, pf, pill_fill, pill_ink, BLACK, 5, head_h - 8)
    title = player_title(state, p, lang, name)
    size, lines = fit_lines(title, "bold", 18 if head_h > 28 else 16, x1 - title_x - 8 - pill_w, 1, 10)
    title_font = font(size, "bold")
    draw_text(draw, (title_x, y0 + head_h / 2), lines[0], title_font, ink, "lm")
    top = y0 + head_h + 6
    if ps.out:
        tw = text_width(lines[0], title_font)
        draw.line((title_x - 2, y0 + head_h / 2, title_x + tw + 2, y0 + head_h / 2), fill=ink, width=2)
        draw_text(draw, (x0 + 4, top + 14), text("out_line", lang), font(17, "bold"), theme.muted, "lm")
        return
    specs = [army(ps.army).tile(key) for key in ps.hand] if not over else []
    width, height = x1 - x0, y1 - top
    stats_h = 66 + (20 if not ps.scoring else 0)
    size_below, rows = fit_hand(len(specs), width - 4, height - stats_h - 4)
    side = bool(specs) and size_below < MIN_HAND_TILE
    stats_x1 = x0 + round(width * 0.56) if side else x1
    y = _score_row(draw, (x0, top, stats_x1, top + 40), state, p, colors, theme, lang)
    counts = [f"{text('pile', lang)} {len(ps.pile)}", f"{text('discard', lang)} {len(ps.discard)}"]
    if not side:
        counts.append(text("hand_count", lang, n=len(ps.hand)))
    size, fitted = fit_lines("  ·  ".join(counts), "regular", 17, stats_x1 - x0 - 6, 1, 11)
    draw_text(draw, (x0 + 4, y + 12), fitted[0], font(size), theme.text, "lm")
    y += 26
    if not ps.scoring:
        size, fitted = fit_lines(text("no_turns", lang), "regular", 15, stats_x1 - x0 - 6, 1, 10)
        draw_text(draw, (x0 + 4, y + 9), fitted[0], font(size), theme.muted, "lm")
        y += 20
    if over or not specs:
        return
    if side:
        hand_chips(draw, (stats_x1 + 8, top, x1, y1), specs, colors, theme, lang)
    else:
        hand_row(img, (x0, y + 2, x1, y1), specs, size_below, rows, colors, theme, lang)


def _team_band(img: Image.Image, draw: ImageDraw.ImageDraw, box: Box, team: int, theme: Theme, lang: str) -> None:
    """A vertical band in the team's colour with "Team A" written up it (or just "A")."""
    x0, y0, x1, y1 = box
    tc = team_colors(team)
    draw.rounded_rectangle(box, radius=6, fill=tc.fill, outline=theme.rim, width=1)
    label = text("team", lang, team=team_letter(team))
    f = font(15, "bold")
    if text_width(label, f) + 12 > y1 - y0:
        draw_text(draw, ((x0 + x1) / 2, (y0 + y1) / 2), team_letter(team), font(17, "bold"), tc.ink, "mm")
        return
    w, h = round(text_width(label, f)) + 4, x1 - x0 - 4  # inside the band's outline
    strip = Image.new("RGB", (w, h), tc.fill)
    draw_text(ImageDraw.Draw(strip), (w / 2, h / 2), label, f, tc.ink, "mm")
    turned = strip.rotate(90, expand=True)
    img.paste(turned, (x0 + 2, round((y0 + y1) / 2 - w / 2)))


def _score_row(
    draw: ImageDraw.ImageDraw,
    box: Box,
    state: GameState,
    p: int,
    colors: ArmyColors,
    theme: Theme,
    lang: str,
) -> int:
    """HQ hit points (or points, with the goal) as a number and a track; returns the next y."""
    x0, y0, x1, _ = box
    ps = state.players[p]
    points = state.mode == MODE_POINTS
    label = text("points", lang) if points else text("hq", lang)
    value = ps.points if points else ps.hq_hp
    cells = POINTS_TO_WIN if points else max(ps.hq_hp, starting_hp(state, p))
    if not points and has_objects(ps.army):
        _object_row(draw, (x0, y0, x1, y0 + 44), state, p, theme, lang, big=False)
        return y0 + 48
    lf, nf = font(15, "bold"), font(34, "bold")
    mid = y0 + 19
    draw_text(draw, (x0 + 4, mid), label, lf, theme.muted, "lm")
    x = x0 + 4 + text_width(label, lf) + 8
    draw_text(draw, (x, mid), str(value), nf, theme.text, "lm")
    x += text_width(str(value), nf) + 4
    if points:
        goal = f"/{POINTS_TO_WIN}"
        draw_text(draw, (x, mid + 6), goal, font(16, "bold"), theme.muted, "lm")
        x += text_width(goal, font(16, "bold"))
    x += 10
    track_x1 = x1 - 4
    if track_x1 - x >= 120:
        _track(draw, (x, mid - 9, track_x1, mid + 9), value, cells, colors, theme)
        return y0 + 40
    _track(draw, (x0 + 4, y0 + 40, track_x1, y0 + 48), value, cells, colors, theme)
    return y0 + 52


def _track(
    draw: ImageDraw.ImageDraw,
    box: tuple[float, float, float, float],
    value: int,
    cells: int,
    colors: ArmyColors,
    theme: Theme,
) -> None:
    x0, y0, x1, y1 = box
    cell_w = (x1 - x0) / cells
    for k in range(cells):
        cx0 = x0 + k * cell_w
        cell = (cx0, y0, cx0 + max(1.0, cell_w - 2), y1)
        if k < value:
            draw.rectangle(cell, fill=colors.fill, outline=colors.edge)
        else:
            draw.rectangle(cell, outline=mix(theme.panel, theme.muted, 0.6))


def starting_hp(state: GameState, player: int) -> int:
    """The HQ hit points ``player`` most likely started with: 13 for the team in one against
    a team, 20 otherwise (a game created with other hit points is not recorded in the state)."""
    if state.mode == MODE_1V2 and state.teams is not None and player not in state.teams[0]:
        return ONE_V_TWO_TEAM_HP
    return HQ_START_HP


def fit_hand(count: int, width: float, height: float) -> tuple[int, int]:
    """The largest tile size (and the number of rows) that shows ``count`` tiles in hand
    side by side in ``width`` by ``height`` pixels."""
    if count == 0:
        return MAX_HAND_TILE, 0
    best = (0, 1)
    for rows in range(1, min(3, count) + 1):
        per_row = -(-count // rows)
        s = min(MAX_HAND_TILE, (width - 6 * (per_row - 1)) / (2 * per_row), (height - 6 * (rows - 1)) / (rows * SQRT3))
        if int(s) > best[0]:
            best = (int(s), rows)
    return best


def hand_row(
    img: Image.Image,
    box: Box,
    specs: list[TileSpec],
    size: int,
    rows: int,
    colors: ArmyColors,
    theme: Theme,
    lang: str,
) -> None:
    """The tiles in hand as small tiles in ``rows`` rows, from the left of ``box``."""
    x0, y0, _, _ = box
    per_row = -(-len(specs) // rows)
    h = SQRT3 * size
    for i, spec in enumerate(specs):
        col, row = i % per_row, i // per_row
        centre = (x0 + 2 + size + col * (2 * size + 6), y0 + h / 2 + row * (h + 6))
        paste_small(img, centre, spec, size, colors, theme, lang)


def hand_chips(
    draw: ImageDraw.ImageDraw, box: Box, specs: list[TileSpec], colors: ArmyColors, theme: Theme, lang: str
) -> None:
    """The tiles in hand as name chips in the army's colours (instants with a lightning mark)."""
    x0, y0, x1, y1 = box
    cols = 1 if len(specs) <= 4 else 2
    per_col = -(-len(specs) // cols)
    gap = 4
    chip_h = min(28.0, (y1 - y0 - gap * (per_col - 1)) / per_col)
    chip_w = (x1 - x0 - gap * (cols - 1)) / cols
    for i, spec in enumerate(specs):
        col, row = i // per_col, i % per_col
        cx0 = x0 + col * (chip_w + gap)
        cy0 = y0 + row * (chip_h + gap)
        draw.rounded_rectangle((cx0, cy0, cx0 + chip_w, cy0 + chip_h), radius=6, fill=colors.fill, outline=theme.rim)
        tx = cx0 + 6
        if not spec.is_board_tile:
            glyphs.lightning(draw, (cx0 + 11, cy0 + chip_h / 2), chip_h * 0.7, colors.ink)
            tx += 14
        size, lines = fit_lines(
            tile_name(spec, lang), "condensed", min(16, round(chip_h * 0.62)), cx0 + chip_w - tx - 4, 1, 8
        )
        draw_text(draw, (tx, cy0 + chip_h / 2), lines[0], font(size, "condensed"), colors.ink, "lm")
