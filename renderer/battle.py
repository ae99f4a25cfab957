"""Battle pictures: one image per initiative segment, then the board after the battle.

Each segment image shows the board as it stood when the segment began, with that
segment's events drawn over it: arrows from attacker to target labelled with the
damage (dashed when armor stopped everything or a medic took the hit), medics taking
hits, explosions, and a red ring and banner on every unit that dies. The boards are derived from the
battle report's events alone (:func:`board_after`); the rules are never run again.
"""

from __future__ import annotations

import io
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields

from PIL import Image, ImageDraw

import i18n
from renderer import glyphs
from renderer.arrows import Arrow, arrow_ends, hit_arrows, paint_label
from renderer.board import PHONE_MARGIN, PHONE_WIDTH, Frame, layout_for, new_canvas, paint_board, render_board
from renderer.colors import BLACK, RGB, WHITE, ArmyColors, Theme, player_colors, theme_for
from renderer.encode import palettize
from renderer.geometry import Box, Point, corners
from renderer.labels import check_lang, log_text, text, tile_name
from renderer.panel import objects_text, player_title, seats_in_order, who
from renderer.text import draw_text, fit_lines, font, wrap_text
from rules import events as ev
from rules import registry
from rules.catalog import army, has_objects
from rules.hexes import Direction
from rules.state import MODE_POINTS, GameState, Marker, Unit
from rules.venom import VENOM


def board_after(state: GameState, events: Iterable[ev.Event]) -> GameState:
    """A copy of ``state`` with the board changes of ``events`` applied.

    Killed and destroyed units leave the board (killed tiles go to the discard pile),
    wounds are set, and HQ hit points follow the HQ damage events (points the points
    events); placements, moves and pushes move units, tiles placed, played or discarded
    leave the hand, and a player who goes out leaves the game with every tile.
    """
    out = state.copy()
    for e in events:
        _apply_event(out, e)
    return out


def battle_starts(state: GameState, events: Iterable[ev.Event]) -> list[tuple[GameState, ev.BattleFought]]:
    """Each battle among ``events`` with the state it began from.

    ``events`` are what ``rules.apply`` returned for an action taken on ``state``; a
    placement that fills the board may trigger several battles in a row. Pass each pair
    to :func:`render_battle`.
    """
    out: list[tuple[GameState, ev.BattleFought]] = []
    current = state.copy()
    for e in events:
        if isinstance(e, ev.BattleFought):
            out.append((current.copy(), e))
            for segment in e.segments:
                for inner in segment.events:
                    _apply_event(current, inner)
        else:
            _apply_event(current, e)
    return out


def _apply_event(state: GameState, e: ev.Event) -> None:
    """Apply one event's effect on the board, HQ track, hands and discards (mutates)."""
    board = state.board
    if isinstance(e, ev.Killed | ev.HQDestroyed):
        unit = state.units.pop(board.parse(e.hex), None)
        if isinstance(e, ev.Killed) and unit is not None:
            state.players[state.owner(unit)].discard.append(unit.tile)  # a unit taken over: its owner's pile
        if unit is not None:
            state.taken.pop(unit.uid, None)
            state.markers.pop(unit.uid, None)
    elif isinstance(e, ev.TakenOver):  # Vegas's Control: the unit plays for the controller, its tile its owner's
        unit = state.units.get(board.parse(e.hex))
        if unit is not None:
            state.taken[unit.uid] = e.owner
            unit.player = e.controller
    elif isinstance(e, ev.ControlLost):
        unit = state.units.get(board.parse(e.hex))
        if unit is not None:
            state.taken.pop(unit.uid, None)
            unit.player = e.owner
    elif isinstance(e, ev.Poisoned):  # a venom marker on the unit hit
        unit = state.units.get(board.parse(e.hex))
        if unit is not None:
            state.add_marker(unit.uid, Marker(VENOM, e.player))
    elif isinstance(e, ev.Paralysed):  # Sharrash: a paralysis marker on the unit hit
        unit = state.units.get(board.parse(e.hex))
        if unit is not None and not state.markers_on(unit.uid, ev.PARALYSIS):
            state.add_marker(unit.uid, Marker(ev.PARALYSIS, e.player))
    elif isinstance(e, ev.ParalysisEnded):
        unit = state.units.get(board.parse(e.hex))
        if unit is not None and unit.uid in state.markers:
            rest = tuple(m for m in state.markers[unit.uid] if m.kind != ev.PARALYSIS)
            if rest:
                state.markers[unit.uid] = rest
            else:
                del state.markers[unit.uid]
    elif isinstance(e, ev.Wounded):
        unit = state.units.get(board.parse(e.hex))
        if unit is not None:
            unit.wounds = e.wounds
    elif isinstance(e, ev.HQDamaged):
        state.players[e.player].hq_hp = e.hp
    elif isinstance(e, ev.ObjectDamaged):  # a Dancer Object: its own wounds, the player's sum
        unit = state.units.get(board.parse(e.hex))
        if unit is not None:
            unit.wounds = max(0, state.spec(unit).hp - e.hp)
            registry.sync_hp(state, unit.player)
    elif isinstance(e, ev.PointsScored):
        state.players[e.player].points = e.total
    elif isinstance(e, ev.PlayerOut):
        ps = state.players[e.player]
        ps.out = True
        if e.player not in state.out_order:
            state.out_order.append(e.player)
        for name in e.removed:
            unit = state.units.pop(board.parse(name), None)
            if unit is not None and unit.player == e.player and unit.tile != "hq":
                ps.discard.append(unit.tile)
    elif isinstance(e, ev.Placed):
        h = board.parse(e.hex)
        state.units[h] = Unit(state.next_uid, e.player, e.tile, h, Direction[e.facing])
        state.next_uid += 1
        _leave_hand(state, e.player, e.tile, discard=False)
    elif isinstance(e, ev.Moved | ev.Pushed):
        unit = state.units.pop(board.parse(e.from_hex), None)
        if unit is not None:
            unit.hex = board.parse(e.to_hex)
            if isinstance(e, ev.Moved):
                unit.facing = Direction[e.facing]
            state.units[unit.hex] = unit
    elif isinstance(e, ev.InstantPlayed | ev.Discarded):
        _leave_hand(state, e.player, e.tile, discard=True)
    elif isinstance(e, ev.LairLost) and e.hex:  # a Cerberus away from its HQ leaves the board
        unit = state.units.pop(board.parse(e.hex), None)
        if unit is not None:
            state.players[unit.player].discard.append(unit.tile)
    elif isinstance(e, ev.Grabbed):
        unit = state.units.pop(board.parse(e.from_hex), None)
        if unit is not None:
            unit.hex = board.parse(e.to_hex)
            unit.facing = Direction[e.facing]
            state.units[unit.hex] = unit


def _leave_hand(state: GameState, player: int, tile: str, discard: bool) -> None:
    ps = state.players[player]
    if tile in ps.hand:
        ps.hand.remove(tile)
        if discard:
            ps.discard.append(tile)


def render_battle(
    state_before: GameState,
    report: ev.BattleFought,
    *,
    lang: str = "en",
    theme: str = "dark",
    colors: Mapping[str, ArmyColors] | None = None,
    layout: str = "full",
    names: Mapping[int, str] | None = None,
    then: GameState | None = None,
) -> list[Image.Image]:
    """One image per initiative segment of ``report``, then the board after the battle.

    ``layout="phone"``: portrait pictures for a phone, as :func:`render_board`'s, the
    segment's log below the board in type as large as the tiles' names. ``names`` (seat →
    name): the players in the log and on the board, as the board's panel names them (else
    "Player N"). ``then``: the game as the rules left it after the action that fought the
    battle; the last picture shows it (whose turn it is now, the hands), not the board
    derived from the events with the turn of the player who just played."""
    lang = check_lang(lang)
    th = theme_for(theme)
    palettes = player_colors({p: s.army for p, s in state_before.players.items()}, colors)
    frames: list[Image.Image] = []
    current = state_before
    count = len(report.segments)
    for i, segment in enumerate(report.segments):
        head = (
            text("opening", lang)
            if segment.initiative == ev.OPENING
            else text("initiative", lang, n=segment.initiative)
        )
        title = f"{head} · {text('segment', lang, i=i + 1, n=count)}"
        after = board_after(current, segment.events)
        frames.append(_segment_image(current, after, segment, title, palettes, th, lang, layout, names))
        current = after
    last = then if then is not None else current
    title = _after_title(last, lang, names)
    frames.append(render_board(last, lang=lang, theme=theme, title=title, colors=colors, layout=layout, names=names))
    return frames


def _after_title(state: GameState, lang: str, names: Mapping[int, str] | None = None) -> str:
    """``After the battle · HQ 1: 17, HQ 2: 20`` (points in points mode, players still in);
    with ``names``: ``After the battle · HQ: Ala 17, Ola 20``."""
    shown = [p for p in sorted(state.players) if not state.players[p].out]
    if names:
        points = state.mode == MODE_POINTS
        label = text("after_points", lang) if points else f"{text('hq', lang)}:"
        scores = ", ".join(
            f"{who(p, lang, names)} {state.players[p].points if points else state.players[p].hq_hp}" for p in shown
        )
        return f"{text('after_battle', lang)} · {label} {scores}"
    if state.mode == MODE_POINTS:
        scores = ", ".join(f"{p}: {state.players[p].points}" for p in shown)
        return f"{text('after_battle', lang)} · {text('after_points', lang)} {scores}"
    if len(shown) > 2:
        scores = ", ".join(f"{p}: {state.players[p].hq_hp}" for p in shown)
        return f"{text('after_battle', lang)} · {text('hq', lang)} {scores}"
    hq = ", ".join(f"{text('hq', lang)} {p}: {state.players[p].hq_hp}" for p in shown)
    return f"{text('after_battle', lang)} · {hq}"


def render_battle_gif(
    state_before: GameState,
    report: ev.BattleFought,
    *,
    lang: str = "en",
    theme: str = "dark",
    colors: Mapping[str, ArmyColors] | None = None,
    frame_ms: int = 2500,
) -> bytes:
    """The battle as an animated GIF, one frame per segment and a last, longer one."""
    images = render_battle(state_before, report, lang=lang, theme=theme, colors=colors)
    size = (max(im.width for im in images), max(im.height for im in images))
    frames = []
    for im in images:
        canvas = Image.new("RGB", size, theme_for(theme).background)
        canvas.paste(im, (0, 0))
        frames.append(palettize(canvas))
    buf = io.BytesIO()
    durations = [frame_ms] * (len(frames) - 1) + [frame_ms * 2]
    frames[0].save(buf, "GIF", save_all=True, append_images=frames[1:], duration=durations, loop=0, optimize=False)
    return buf.getvalue()


# ---------------------------------------------------------------------- one segment
def _segment_image(
    before: GameState,
    after: GameState,
    segment: ev.Segment,
    title: str,
    palettes: Mapping[int, ArmyColors],
    theme: Theme,
    lang: str,
    layout: str = "full",
    names: Mapping[int, str] | None = None,
) -> Image.Image:
    below = None
    if layout == "phone":  # the whole log below the board: measure it first
        probe = Image.new("RGB", (PHONE_WIDTH, 1))  # drawn off its edge: only the height is kept
        box = (0, 0, PHONE_WIDTH - 2 * PHONE_MARGIN, 4000)
        below = PHONE_MARGIN + _paint_log(probe, box, before, after, segment, palettes, theme, lang, PHONE, names)
    frame = layout_for(before, side_panel=True, title=title, layout=layout, below=below)
    img = new_canvas(frame, theme, title)
    paint_board(img, frame, before, palettes, theme, lang)
    _paint_events(img, frame, before, segment, theme, lang)
    assert frame.panel is not None
    _paint_log(img, frame.panel, before, after, segment, palettes, theme, lang, PHONE if frame.phone else None, names)
    return img


def _mark_dead(draw: ImageDraw.ImageDraw, c: Point, size: float, theme: Theme, lang: str) -> None:
    """A red ring round the tile and a banner across its top: it dies in this segment."""
    pts = corners(c, size * 0.93)
    ring = [*pts, pts[0], pts[1]]
    draw.line(ring, fill=BLACK, width=max(6, round(0.10 * size)), joint="curve")
    draw.line(ring, fill=theme.killed, width=max(3, round(0.06 * size)), joint="curve")
    y, h, half = c[1] - 0.30 * size, 0.26 * size, 0.80 * size
    draw.rectangle((c[0] - half, y - h / 2, c[0] + half, y + h / 2), fill=theme.killed, outline=BLACK, width=2)
    draw_text(draw, (c[0], y), "✖ " + text("killed", lang).upper(), font(round(0.17 * size), "bold"), WHITE, "mm")


def _paint_events(
    img: Image.Image, frame: Frame, state: GameState, segment: ev.Segment, theme: Theme, lang: str
) -> None:
    draw = ImageDraw.Draw(img)
    board = state.board
    layout = frame.board
    size = layout.size

    def centre(name: str) -> Point:
        return layout.centre(board.parse(name))

    for e in segment.events:
        if isinstance(e, ev.Exploded | ev.Detonated):  # a Clown; Sharrash's Explosive
            glyphs.burst(draw, centre(e.hex), size * 0.45, theme.explosion, BLACK, spikes=10)
        elif isinstance(e, ev.Paralysed):  # a paralysis marker: the large badge, low and right
            x, y = centre(e.hex)
            glyphs.paralysis_badge(draw, (x + 0.42 * size, y + 0.3 * size), 0.26 * size)
        elif isinstance(e, ev.VenomWound):  # the poison works: a large drop with the count on the unit
            x, y = centre(e.hex)  # low and left: clear of the name and of the DIES banner
            glyphs.venom_badge(
                draw, (x - 0.42 * size, y + 0.3 * size), 0.3 * size, e.markers, font(round(0.3 * size), "bold")
            )
    for e in segment.events:  # Control changing hands: a dashed arrow from the taker, the magnet on the unit
        if isinstance(e, ev.TakenOver):
            if e.source and e.source != e.hex:
                start, end = arrow_ends(centre(e.source), centre(e.hex), size, 0.0)
                glyphs.arrow(draw, start, end, 0.06 * size, theme.changed, BLACK, dashed=True)
            x, y = centre(e.hex)
            glyphs.taken_badge(draw, (x, y + 0.42 * size), 0.2 * size, theme.changed, BLACK)
    arrows = hit_arrows(segment.events, theme, board)
    pairs = {(a.start, a.end) for a in arrows}
    labels: list[tuple[Point, Arrow]] = []
    for a in arrows:
        shift = 0.13 * size if (a.end, a.start) in pairs else 0.0
        start, end = arrow_ends(centre(a.start), centre(a.end), size, shift)
        width = 0.075 * size if a.colour != theme.medic else 0.055 * size
        glyphs.arrow(draw, start, end, width, a.colour, BLACK, dashed=a.dashed)
        labels.append((((start[0] + end[0]) / 2, (start[1] + end[1]) / 2), a))
    for e in segment.events:
        if isinstance(e, ev.Killed | ev.HQDestroyed | ev.LairLost) and e.hex:
            _mark_dead(draw, centre(e.hex), size, theme, lang)
    for at, a in labels:
        paint_label(draw, at, a, size, theme)


# ---------------------------------------------------------------------- the log panel
def _name(state: GameState, player: int, key: str, lang: str, hex_name: str = "") -> str:
    """The name of ``player``'s tile ``key`` (``hex_name``: where it stands, so that a unit
    taken over is named from its owner's army, not its controller's)."""
    if player not in state.players:  # a Foundation's blast (the Toxic Bomb): by its kind's word
        return log_text(key, lang)
    if hex_name and state.taken:
        unit = state.units.get(state.board.parse(hex_name))
        if unit is not None and unit.tile == key:
            player = state.owner(unit)
    try:
        spec = army(state.players[player].army).tile(key)
    except KeyError:
        return key
    if spec.is_object:  # Dancer's Objects by their names: there are three
        return tile_name(spec, lang)
    return text("hq", lang) if spec.is_hq else tile_name(spec, lang)


def _kinds(kinds: list[str], lang: str) -> str:
    return " + ".join(log_text(k, lang) for k in kinds)


def log_lines(
    state: GameState, segment: ev.Segment, lang: str = "en", names: Mapping[int, str] | None = None
) -> list[tuple[str, str]]:
    """The segment's events as (style, sentence) pairs; style is hit, blocked, medic, killed or
    info. Players by ``names`` (seat → name), else "Player N"."""
    out: list[tuple[str, str]] = []
    for e in segment.events:
        if isinstance(e, ev.Hit) and e.tile == VENOM and not e.hex:
            continue  # a venom marker's wound: its venom_wound line says so
        if isinstance(e, ev.Hit):
            line = log_text(
                "hit",
                lang,
                tile=_name(state, e.player, e.tile, lang, e.hex),
                hex=e.hex,
                target=_name(state, e.target_player, e.target_tile, lang, e.target_hex),
                target_hex=e.target_hex,
                damage=e.damage,
                kinds=_kinds(e.kinds, lang),
            )
            if e.armor:
                line += f", {log_text('armor', lang, n=e.armor)}"
            out.append(("hit" if e.damage > 0 else "blocked", line))
        elif isinstance(e, ev.MedicSaved):
            medic = _name(state, e.player, "medic", lang, e.medic_hex)
            tile = _name(state, e.saved_player, e.saved_tile, lang, e.saved_hex)
            out.append(
                ("medic", log_text("saved", lang, medic=medic, medic_hex=e.medic_hex, tile=tile, hex=e.saved_hex))
            )
        elif isinstance(e, ev.Wounded):
            tile = _name(state, e.player, e.tile, lang, e.hex)
            out.append(("info", log_text("wounded", lang, tile=tile, hex=e.hex, wounds=e.wounds, hp=e.hp)))
        elif isinstance(e, ev.Killed):
            out.append(
                ("killed", log_text("killed", lang, tile=_name(state, e.player, e.tile, lang, e.hex), hex=e.hex))
            )
        elif isinstance(e, ev.HQDamaged):
            out.append(("hit", log_text("hq_damaged", lang, who=who(e.player, lang, names), damage=e.damage, hp=e.hp)))
        elif isinstance(e, ev.HQDestroyed):
            out.append(("killed", log_text("hq_destroyed", lang, who=who(e.player, lang, names))))
        elif isinstance(e, ev.ObjectDamaged):
            tile = _name(state, e.player, e.tile, lang, e.hex)
            out.append(("hit", log_text("object_damaged", lang, tile=tile, hex=e.hex, damage=e.damage, hp=e.hp)))
        elif isinstance(e, ev.PointsScored):
            scorer, target = who(e.player, lang, names), who(e.hq_player, lang, names)
            line = log_text("points", lang, who=scorer, points=e.points, target=target, total=e.total)
            out.append(("hit", line))
        elif isinstance(e, ev.Exploded):
            unit = state.units.get(state.board.parse(e.hex))
            tile = _name(state, e.player, unit.tile if unit else "", lang)
            out.append(("explosion", log_text("exploded", lang, tile=tile, hex=e.hex)))
        elif isinstance(e, ev.Converted):
            tile = _name(state, e.player, e.tile, lang, e.hex)
            kind = log_text(e.to_kind, lang)
            out.append(("info", log_text("converted", lang, tile=tile, hex=e.hex, direction=e.direction, kind=kind)))
        elif isinstance(e, ev.Freed):
            out.append(("info", log_text("freed", lang, tile=_name(state, e.player, e.tile, lang, e.hex), hex=e.hex)))
        elif isinstance(e, ev.Agony):
            out.append(("hit", log_text("agony", lang, tile=_name(state, e.player, e.tile, lang, e.hex), hex=e.hex)))
        elif isinstance(e, ev.LairLost):
            out.append(
                ("killed", log_text("lair_lost", lang, tile=_name(state, e.player, e.tile, lang, e.hex), hex=e.hex))
            )
        elif isinstance(e, ev.Poisoned):
            tile = _name(state, e.target_player, e.tile, lang, e.hex)
            out.append(("hit", log_text("poisoned", lang, tile=tile, hex=e.hex, n=e.markers)))
        elif isinstance(e, ev.VenomWound):
            tile = _name(state, e.player, e.tile, lang, e.hex)
            out.append(("hit", log_text("venom_wound", lang, tile=tile, hex=e.hex, n=e.markers)))
        elif isinstance(e, ev.Paralysed):
            tile = _name(state, e.target_player, e.tile, lang, e.hex)
            out.append(("hit", log_text("paralysed", lang, tile=tile, hex=e.hex)))
        elif isinstance(e, ev.ParalysisEnded | ev.PowerLost | ev.PowerRestored):
            key = {ev.ParalysisEnded: "paralysis_ended", ev.PowerLost: "power_lost", ev.PowerRestored: "power_restored"}
            tile = _name(state, e.player, e.tile, lang, e.hex)
            out.append(("info", log_text(key[type(e)], lang, tile=tile, hex=e.hex)))
        elif isinstance(e, ev.Detonated):
            tile = _name(state, e.player, e.tile, lang, e.hex)
            out.append(("explosion", log_text("detonated", lang, tile=tile, hex=e.hex, target_hex=e.target_hex)))
        elif isinstance(e, ev.Swallowed):
            tile = _name(state, e.player, e.tile, lang, e.hex)
            out.append(("killed", log_text("swallowed", lang, tile=tile, hex=e.hex)))
        elif isinstance(e, ev.TakenOver):
            tile = _name(state, e.owner, e.tile, lang)
            line = log_text("taken_over", lang, tile=tile, hex=e.hex, who=who(e.controller, lang, names))
            out.append(("info", line))
        elif isinstance(e, ev.ControlLost):
            tile = _name(state, e.owner, e.tile, lang)
            out.append(("info", log_text("control_lost", lang, tile=tile, hex=e.hex, who=who(e.owner, lang, names))))
        elif isinstance(e, ev.Reflected):
            parts = {
                "tile": _name(state, e.player, e.tile, lang, e.hex),
                "hex": e.hex,
                "attacker": _name(state, e.attacker_player, e.attacker_tile, lang, e.attacker_hex),
                "attacker_hex": e.attacker_hex,
            }
            if e.target_tile:
                out.append(("blocked", log_text("reflected", lang, to_hex=e.to_hex, **parts)))
            else:
                out.append(("blocked", log_text("reflected-nobody", lang, **parts)))
        elif type(e).__module__.startswith("rules.armies.") and i18n.has(_seg_id(e)):
            out.append(("info", _worded(state, e, lang, names)))
    return out


def _seg_id(e: ev.Event) -> str:
    return f"seg-{e.type.replace('_', '-')}"


def _worded(state: GameState, e: ev.Event, lang: str, names: Mapping[int, str] | None) -> str:
    """An event an army declares (in its own package) by its catalogue message ``seg-<type>``
    alone, as the bot's narrator words it: every field an argument, ``player`` as who, ``tile``
    as the tile's name and ``unit`` as the tile on its hex (the Doomsday Machine's redirected
    shot and Trap)."""
    values = {f.name: getattr(e, f.name) for f in fields(e)}
    args: dict[str, object] = dict(values)
    player = values.get("player")
    if isinstance(player, int):
        args["player"] = who(player, lang, names)
        tile, hex_name = values.get("tile"), values.get("hex")
        if isinstance(tile, str):
            args["tile"] = _name(state, player, tile, lang, hex_name if isinstance(hex_name, str) else "")
            if isinstance(hex_name, str):
                args["unit"] = f"{args['tile']} ({hex_name})"
    return i18n.t(check_lang(lang), _seg_id(e), **args)


def hp_line(before: GameState, after: GameState, p: int, lang: str, names: Mapping[int, str] | None = None) -> str:
    """A player's line at the top of a segment's log: HQ hit points (Dancer: each Object's,
    red/blue/yellow), or points, before → after the segment; or out."""
    b, a = before.players[p], after.players[p]
    name = player_title(before, p, lang, (names or {}).get(p))  # "ala · Moloch", as the board's panel heads it
    if b.out:
        return log_text("out_line", lang, who=name)
    if before.mode == MODE_POINTS:
        return log_text("points_line", lang, who=name, before=b.points, after=a.points)
    if has_objects(b.army):
        return log_text("objects_line", lang, who=name, before=objects_text(before, p), after=objects_text(after, p))
    return log_text("hq_line", lang, who=name, before=b.hq_hp, after=a.hq_hp)


@dataclass(frozen=True, slots=True)
class LogType:
    """The type of a segment's log: its lines' font size and height, and the caption's."""

    size: int
    line: int
    head: int = 20  # the players' hit-point lines
    caption: int = 28
    row: int = 32
    clip: bool = True  # a log longer than its box ends in "… and N more" (else the box fits it)


PHONE = LogType(26, 33, 28, 38, 42, clip=False)  # large enough to read at PHONE_VIEW (13 px, as the tiles' names)


def _paint_log(
    img: Image.Image,
    box: Box,
    before: GameState,
    after: GameState,
    segment: ev.Segment,
    palettes: Mapping[int, ArmyColors],
    theme: Theme,
    lang: str,
    type_: LogType | None = None,
    names: Mapping[int, str] | None = None,
) -> int:
    """The segment's log in ``box``; the height it took. ``type_``: the sizes of its type
    (the side panel's by default: the lines that do not fit are counted, not shown)."""
    draw = ImageDraw.Draw(img)
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=12, fill=theme.panel)
    x, y = x0 + 16, y0 + 18
    many = len(before.players) > 2
    row_h, size = (27, 17) if many else (32, 20)
    t = type_ or LogType(17, 23, 17, 28)
    if type_ is not None:
        row_h, size = type_.row, type_.head
    for p in seats_in_order(before):
        colors = palettes[p]
        b = before.players[p]
        draw.rounded_rectangle((x, y, x + row_h - 10, y + row_h - 10), radius=5, fill=colors.fill, outline=theme.rim)
        line = hp_line(before, after, p, lang, names)
        ink = theme.muted if b.out else theme.text
        fitted, _ = fit_lines(line, "bold", size, x1 - x - row_h - 8, 1, round(size * 0.7))  # smaller, not cut
        draw_text(draw, (x + row_h, y + (row_h - 10) / 2), line, font(fitted, "bold"), ink, "lm")
        y += row_h
    y += 10
    draw_text(draw, (x, y), text("battle_log", lang), font(t.size, "bold"), theme.muted, "la")
    y += t.caption
    styles: dict[str, RGB] = {
        "hit": theme.hit,
        "blocked": theme.blocked,
        "medic": theme.medic,
        "killed": theme.killed,
        "explosion": theme.explosion,
        "info": theme.muted,
    }
    f = font(t.size)
    line_h = t.line
    lines = log_lines(before, segment, lang, names)
    if not lines:
        draw_text(draw, (x, y), text("no_events", lang), f, theme.muted, "la")
        return y + line_h + 10 - y0
    dot = round(t.size * 0.7)
    for i, (style, sentence) in enumerate(lines):
        wrapped = wrap_text(sentence, f, x1 - x - 34)
        if t.clip and y + line_h * (len(wrapped) + 1) > y1 - 10:
            draw_text(draw, (x, y), log_text("more", lang, n=len(lines) - i), f, theme.muted, "la")
            return y + line_h - y0
        top = y + (line_h - dot) / 2 - 2
        draw.ellipse((x + 2, top, x + 2 + dot, top + dot), fill=styles[style], outline=BLACK)
        for line in wrapped:
            draw_text(draw, (x + dot + 12, y), line, f, theme.text, "la")
            y += line_h
        y += 6
    return y + 10 - y0
