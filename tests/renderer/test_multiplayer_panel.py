"""Pictures of games for three to six players: the side panel (turn order, teams, HQ or
points, pile, hand, out, places), team tags, the colour-blind-safe palette, the 37-hex
board in every mode, battles with points and eliminations, and the alt text."""

from __future__ import annotations

import math
import random
from itertools import combinations

import pytest
from PIL import Image

import i18n
from renderer import battle_starts, board_after, describe_board, layout_for, render_battle, render_board
from renderer.battle import log_lines
from renderer.colors import (
    DEFAULT_COLORS,
    FALLBACK_COLORS,
    RGB,
    THEMES,
    contrast,
    player_colors,
    team_colors,
)
from renderer.panel import (
    MIN_HAND_TILE,
    block_boxes,
    fit_hand,
    footer_lines,
    is_multiplayer,
    places,
    player_title,
    result_text,
    seats_in_order,
)
from rules import events as ev
from rules.ai.greedy import play_random_game, random_action
from rules.armies import DRAWN_ARMIES
from rules.catalog import ARMIES, army
from rules.game import apply, new_game
from rules.hexes import Hex
from rules.state import PHASE_OVER, GameState, PendingPush, PlayerState, Result
from tests.renderer.helpers import Box, board, count, differs, hex_box

DARK = THEMES["dark"]
FOUR = ("moloch", "borgo", "outpost", "hegemony")


# ---------------------------------------------------------------------- states
def midgame(armies: tuple[str, ...], seed: int, actions: int, **options: object) -> GameState:
    """A game after ``actions`` random legal actions (or over, if it ended before)."""
    rng = random.Random(seed)
    state = new_game(armies, seed, **options)  # type: ignore[arg-type]
    for _ in range(actions):
        if state.phase == PHASE_OVER:
            break
        state, _ = apply(state, random_action(state, rng))
    return state


def hand_of(key: str, k: int) -> list[str]:
    return [t.key for t in army(key).tiles if not t.is_hq][:k]


def six_players(hands: int = 3) -> GameState:
    """A 37-hex game of six: four real seats from a played game, two more added directly
    (the armies of the catalogue when it has six, else a second Moloch and Borgo)."""
    state = midgame(FOUR, 2, 70, radius=3)
    extra = [a for a in ARMIES if a not in FOUR][:2]
    extra += ["moloch", "borgo"][len(extra) :]
    for p, key in zip((5, 6), extra, strict=True):
        state.players[p] = PlayerState(key, 20 - p, pile=hand_of(key, 5), hand=hand_of(key, hands))
    state.order = [1, 2, 3, 4, 5, 6]
    for p in (1, 2, 3, 4):
        state.players[p].hand = hand_of(state.players[p].army, hands)
    return state


def eliminated_game() -> tuple[GameState, GameState]:
    """A 37-hex free-for-all of four with HQs of 3: the first state after a player went
    out (the game going on), and the finished game."""
    rng = random.Random(4)
    state = new_game(FOUR, 4, radius=3, hq_hp=3)
    first_out: GameState | None = None
    while state.phase != PHASE_OVER:
        state, _ = apply(state, random_action(state, rng))
        if state.out_order and first_out is None and state.phase != PHASE_OVER:
            first_out = state
    assert first_out is not None
    return first_out, state


def panel_box(state: GameState) -> Box:
    frame = layout_for(state)
    assert frame.panel is not None
    return frame.panel


def header(box: Box) -> Box:
    x0, y0, x1, _ = box
    return (x0, y0, x1, y0 + 30)


# ---------------------------------------------------------------------- colour blindness
# Computed here, independently of renderer/colors.py: Machado et al. (2009) simulation at
# full severity and the CIEDE2000 colour difference.
_SIM = {
    "normal": None,
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.01182, 0.04294, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.3039)),
}


def _linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _simulated(rgb: RGB, kind: str) -> tuple[float, float, float]:
    """Linear RGB as seen with ``kind`` of colour vision."""
    lin = [_linear(c) for c in rgb]
    m = _SIM[kind]
    if m is None:
        return lin[0], lin[1], lin[2]
    r, g, b = (min(1.0, max(0.0, sum(row[j] * lin[j] for j in range(3)))) for row in m)
    return r, g, b


def _lab(lin: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = lin
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def ciede2000(c1: tuple[float, float, float], c2: tuple[float, float, float]) -> float:
    (l1, a1, b1), (l2, a2, b2) = c1, c2
    cb = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(cb**7 / (cb**7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360
    h2p = math.degrees(math.atan2(b2, a2p)) % 360
    dl, dc = l2 - l1, c2p - c1p
    dh = 0.0
    if c1p * c2p:
        dh = h2p - h1p
        dh = dh - 360 if dh > 180 else dh + 360 if dh < -180 else dh
    dhh = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    lbar, cbar = (l1 + l2) / 2, (c1p + c2p) / 2
    if not c1p * c2p:
        hbar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hbar = (h1p + h2p) / 2
    else:
        hbar = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(hbar - 30))
        + 0.24 * math.cos(math.radians(2 * hbar))
        + 0.32 * math.cos(math.radians(3 * hbar + 6))
        - 0.20 * math.cos(math.radians(4 * hbar - 63))
    )
    rt = (
        -2 * math.sqrt(cbar**7 / (cbar**7 + 25**7)) * math.sin(math.radians(60 * math.exp(-(((hbar - 275) / 25) ** 2))))
    )
    sl = 1 + 0.015 * (lbar - 50) ** 2 / math.sqrt(20 + (lbar - 50) ** 2)
    sc, sh = 1 + 0.045 * cbar, 1 + 0.015 * cbar * t
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dhh / sh) ** 2 + rt * (dc / sc) * (dhh / sh))


def worst_difference(a: RGB, b: RGB) -> float:
    return min(ciede2000(_lab(_simulated(a, k)), _lab(_simulated(b, k))) for k in _SIM)


def test_ciede2000_matches_published_pairs() -> None:
    # Sharma, Wu and Dalal (2005), test data pairs 1 and 17
    assert ciede2000((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)
    assert ciede2000((50.0, 2.5, 0.0), (73.0, 25.0, -18.0)) == pytest.approx(27.1492, abs=1e-4)


def test_the_armies_stay_apart_for_every_kind_of_colour_vision() -> None:
    # any six of them in one game are then told apart too (Smart and New York too, though
    # nothing offers them to players yet)
    armies = DRAWN_ARMIES
    assert set(DRAWN_ARMIES) <= set(DEFAULT_COLORS)
    for a, b in combinations(armies, 2):
        d = worst_difference(DEFAULT_COLORS[a].fill, DEFAULT_COLORS[b].fill)
        assert d >= 12, (a, b, round(d, 1))


def test_new_army_colours_stand_out_from_the_board_and_carry_readable_ink() -> None:
    for key in ("steel-police", "beasts", "dancer", "smart", "new-york"):
        colors = DEFAULT_COLORS[key]
        assert contrast(colors.ink, colors.fill) >= 4.5
        for theme in THEMES.values():
            assert worst_difference(colors.fill, theme.cell) >= 10, (key, theme.cell)


def test_any_six_armies_get_six_distinct_palettes() -> None:
    armies = DRAWN_ARMIES
    apart: dict[tuple[RGB, RGB], float] = {}  # each pair's difference, worked out once (3003 sixes of 14 armies)
    for six in combinations(armies, 6):
        fills = [c.fill for c in player_colors(dict(enumerate(six, start=1))).values()]
        for a, b in combinations(fills, 2):
            if (a, b) not in apart:
                apart[a, b] = worst_difference(a, b)
            assert apart[a, b] >= 12, six


def test_unknown_armies_are_moved_apart_from_the_others() -> None:
    # five armies without a palette, with the four base armies: a fallback whose hash
    # would clash is replaced, so no two players share a colour
    unknown = ["x-army-1", "x-army-2", "x-army-3", "x-army-4", "x-army-5"]
    palettes = player_colors(dict(enumerate(["moloch", *unknown], start=1)))
    fills = [c.fill for c in palettes.values()]
    assert len(set(fills)) == len(fills)
    assert {c.fill for c in FALLBACK_COLORS} <= set(fills)
    alone = player_colors({1: "x-army-1"})[1]
    assert player_colors({1: "x-army-1", 2: "moloch"})[1] == alone  # stable when nothing clashes


def test_team_colours_differ_in_lightness_and_from_every_army() -> None:
    a, b = team_colors(0), team_colors(1)
    assert contrast(a.fill, b.fill) >= 15
    assert contrast(a.ink, a.fill) >= 7 and contrast(b.ink, b.fill) >= 7
    for colors in DEFAULT_COLORS.values():
        assert worst_difference(colors.fill, a.fill) >= 10 and worst_difference(colors.fill, b.fill) >= 10


# ---------------------------------------------------------------------- the panel
def test_two_player_games_keep_the_roomy_panel() -> None:
    two = board([])
    assert not is_multiplayer(two)
    assert is_multiplayer(midgame(FOUR[:3], 1, 10))
    assert is_multiplayer(midgame(FOUR, 1, 10, radius=3, mode="2v2"))


def test_blocks_follow_the_turn_order_and_stay_inside_the_panel() -> None:
    state = midgame(FOUR, 3, 40, radius=3, mode="2v2", teams=[[1, 2], [3, 4]])
    assert state.order == [1, 3, 2, 4]
    assert seats_in_order(state) == [1, 3, 2, 4]
    boxes = block_boxes(state, panel_box(state))
    tops = [boxes[p][1] for p in (1, 3, 2, 4)]
    assert tops == sorted(tops)
    px0, py0, px1, py1 = panel_box(state)
    for x0, y0, x1, y1 in boxes.values():
        assert px0 <= x0 < x1 <= px1 and py0 <= y0 < y1 <= py1
    one_v_two = midgame(FOUR[:3], 1, 10, mode="1v2")
    assert one_v_two.order == [1, 2, 1, 3] and seats_in_order(one_v_two) == [1, 2, 3]


@pytest.mark.parametrize(
    ("armies", "options"),
    [
        (FOUR[:3], {"radius": 2, "mode": "ffa"}),
        (FOUR[:3], {"radius": 2, "mode": "1v2"}),
        (FOUR, {"radius": 3, "mode": "2v2"}),
        (FOUR, {"radius": 3, "mode": "points"}),
        (FOUR, {"radius": 3, "mode": "ffa"}),
    ],
)
def test_each_block_wears_its_army_colour_and_only_the_current_player_is_marked(
    armies: tuple[str, ...], options: dict[str, object]
) -> None:
    state = midgame(armies, 5, 60, **options)
    assert state.phase != PHASE_OVER
    img = render_board(state)
    palettes = player_colors({p: s.army for p, s in state.players.items()})
    boxes = block_boxes(state, panel_box(state))
    for p, box in boxes.items():
        assert count(img, header(box), palettes[p].fill) > 2000, p
    for p, (x0, y0, _x1, y1) in boxes.items():
        left_side = (x0 - 7, y0 + 10, x0 - 1, y1 - 10)
        marked = count(img, left_side, DARK.highlight) > 2 * (y1 - y0 - 20)
        assert marked == (p == state.to_act), p


def test_team_games_show_team_bands_and_free_for_all_does_not() -> None:
    teams = midgame(FOUR, 5, 60, radius=3, mode="2v2")
    alone = midgame(FOUR, 5, 60, radius=3, mode="ffa")
    a, b = team_colors(0).fill, team_colors(1).fill
    img = render_board(teams)
    for p, (x0, y0, _, y1) in block_boxes(teams, panel_box(teams)).items():
        band = (x0, y0, x0 + 24, y1)
        mine, theirs = (a, b) if p in (1, 3) else (b, a)
        assert count(img, band, mine) > 1000, p
        assert count(img, band, theirs) < 50, p
    img = render_board(alone)
    panel = panel_box(alone)
    assert count(img, panel, a) < 50 and count(img, panel, b) < 50


def test_team_games_tag_each_hq_with_its_team() -> None:
    teams = midgame(FOUR, 5, 60, radius=3, mode="2v2")
    alone = midgame(FOUR, 5, 60, radius=3, mode="ffa")
    for state, tagged in ((teams, True), (alone, False)):
        img = render_board(state, side_panel=False)
        frame = layout_for(state, side_panel=False)
        hqs = [(h, u) for h, u in state.units.items() if u.tile == "hq"]
        assert len(hqs) == 4
        for h, u in hqs:
            x, y = frame.board.centre(h)
            corner = (round(x - 0.95 * frame.tile_size), round(y - 12), round(x - 0.6 * frame.tile_size), round(y + 12))
            team = 0 if u.player in (1, 3) else 1
            assert (count(img, corner, team_colors(team).fill) > 60) == tagged, (u.player, tagged)


def test_points_mode_shows_points_with_the_goal_on_panel_and_hq() -> None:
    state = midgame(FOUR, 5, 60, radius=3, mode="points")
    assert any(line.endswith("20") for line in footer_lines(state, "en"))
    scored = state.copy()
    scored.players[2].points = 12
    a, b = render_board(state), render_board(scored)
    boxes = block_boxes(state, panel_box(state))
    palettes = player_colors({p: s.army for p, s in state.players.items()})
    fill = palettes[2].fill
    body = (boxes[2][0], boxes[2][1] + 34, boxes[2][2], boxes[2][3])
    assert count(b, body, fill) > count(a, body, fill) + 12 * 40  # twelve more cells of the track
    for p in (1, 3, 4):
        assert not differs(a, b, boxes[p])
    frame = layout_for(state)
    hq = next(h for h, u in state.units.items() if u.player == 2 and u.tile == "hq")
    assert differs(a, b, hex_box(frame, state, state.board.name(hq)))
    # HQ hit points do not show in points mode: they never change
    hurt = state.copy()
    hurt.players[2].hq_hp = 7
    assert not differs(a, render_board(hurt))


def test_one_against_a_team_tracks_the_teams_thirteen_hit_points() -> None:
    state = midgame(FOUR[:3], 1, 30, mode="1v2")
    assert state.players[2].hq_hp == 13
    lines = footer_lines(state, "en")
    assert "Turn order: 1 → 2 → 1 → 3" in lines
    assert "One against a team" in lines
    img = render_board(state)
    boxes = block_boxes(state, panel_box(state))
    palettes = player_colors({p: s.army for p, s in state.players.items()})
    # the team's track has 13 cells, all full: no empty cell outline beside it
    empty = tuple(round(DARK.panel[i] + (DARK.muted[i] - DARK.panel[i]) * 0.6) for i in range(3))
    assert count(img, boxes[2], empty) < 20
    assert count(img, boxes[1], palettes[1].fill) > 0


def test_an_eliminated_player_is_marked_out_in_a_shorter_block() -> None:
    going_on, _ = eliminated_game()
    gone = going_on.out_order[0]
    img = render_board(going_on)
    boxes = block_boxes(going_on, panel_box(going_on))
    heights = {p: y1 - y0 for p, (_, y0, _, y1) in boxes.items()}
    assert heights[gone] < min(h for p, h in heights.items() if p != gone)
    assert count(img, header(boxes[gone]), DARK.killed) > 150
    for p in boxes:
        if p != gone:
            assert count(img, header(boxes[p]), DARK.killed) == 0
    assert "out of the game" in describe_board(going_on)


def test_a_finished_game_shows_places_and_a_shared_win() -> None:
    _, over = eliminated_game()
    assert over.result is not None and over.result.winners == (3, 4)
    assert places(over) == {3: 1, 4: 1, 2: 3, 1: 4}
    assert result_text(over, "en") == "players 3 and 4 win"
    assert result_text(over, "pl") == "wygrywają gracze 3 i 4"
    img = render_board(over)
    boxes = block_boxes(over, panel_box(over))
    for p, box in boxes.items():
        gold = count(img, header(box), DARK.changed)
        assert (gold > 150) == (p in (3, 4)), p
    assert footer_lines(over, "en")[0] == "Game over: players 3 and 4 win"


def test_team_and_single_results_are_worded() -> None:
    state = midgame(FOUR, 5, 10, radius=3, mode="2v2")
    state.phase = PHASE_OVER
    state.result = Result(None, "hq_destroyed", (2, 4), ((2, 4), (1, 3)))
    assert result_text(state, "en") == "team B wins"
    assert result_text(state, "pl") == "wygrywa drużyna B"
    state.result = Result(3, "hp", (3,), ((3,), (1, 2, 4)))
    assert result_text(state, "en") == "player 3 wins"
    assert places(state) == {3: 1, 1: 2, 2: 2, 4: 2}
    state.result = Result(None, "agreed_draw", (), ())
    assert result_text(state, "en") == "draw"


def test_six_players_fit_with_hands_as_chips() -> None:
    state = six_players(hands=3)
    assert len(state.players) == 6 and state.radius == 3
    img = render_board(state)
    boxes = block_boxes(state, panel_box(state))
    palettes = player_colors({p: s.army for p, s in state.players.items()})
    assert len({c.fill for c in palettes.values()}) == 6
    ordered = [boxes[p] for p in state.order]
    for upper, lower in zip(ordered, ordered[1:], strict=False):
        assert upper[3] < lower[1]
    x0, y0, x1, y1 = boxes[1]
    assert fit_hand(3, x1 - x0, y1 - y0 - 34 - 66)[0] < MIN_HAND_TILE
    for p, (x0, y0, x1, y1) in boxes.items():
        right = ((x0 + x1) // 2 + 20, y0 + 34, x1, y1)
        assert count(img, right, palettes[p].fill) > 1500, p  # three chips in the army's colour
    emptied = state.copy()
    emptied.players[4].hand = []
    assert differs(img, render_board(emptied), boxes[4])
    assert not differs(img, render_board(emptied), boxes[3])


def test_three_players_show_hands_as_tiles() -> None:
    state = midgame(FOUR[:3], 5, 60)
    for ps in state.players.values():
        ps.hand = hand_of(ps.army, 3)
    boxes = block_boxes(state, panel_box(state))
    x0, y0, x1, y1 = boxes[1]
    size, rows = fit_hand(3, x1 - x0 - 4, y1 - y0 - 38 - 70)
    assert size >= MIN_HAND_TILE and rows == 1
    assert fit_hand(6, 336, 160)[1] == 2  # reinforcements: six tiles in two rows


def test_panels_differ_by_language() -> None:
    state = six_players()
    frame = layout_for(state)
    assert frame.panel is not None
    assert differs(render_board(state), render_board(state, lang="pl"), frame.panel)
    en, pl = footer_lines(state, "en"), footer_lines(state, "pl")
    assert en[1] == "Free-for-all" and pl[1] == "Każdy na każdego"


# ---------------------------------------------------------------------- the 37-hex board in every mode
@pytest.mark.parametrize("mode", ["ffa", "points", "2v2"])
def test_every_unit_of_a_four_player_game_shows_its_colour(mode: str) -> None:
    state = midgame(FOUR, 7, 90, radius=3, mode=mode)
    assert len({u.player for u in state.units.values()}) == 4
    img = render_board(state)
    frame = layout_for(state)
    palettes = player_colors({p: s.army for p, s in state.players.items()})
    for h, u in state.units.items():
        box = hex_box(frame, state, state.board.name(h))
        assert count(img, box, palettes[u.player].fill) > 200, (state.board.name(h), u.player)
    assert frame.panel is not None and frame.panel[0] > frame.board.centre(state.board.parse("G1"))[0]


# ---------------------------------------------------------------------- battles
def _battle_with(mode: str, want: type, hq_hp: int | None = None) -> tuple[GameState, ev.BattleFought, list[ev.Event]]:
    for seed in range(1, 40):
        rng = random.Random(seed)
        options: dict[str, object] = {"radius": 3, "mode": mode}
        if hq_hp is not None:
            options["hq_hp"] = hq_hp
        state = new_game(FOUR, seed, **options)  # type: ignore[arg-type]
        while state.phase != PHASE_OVER:
            after, events = apply(state, random_action(state, rng))
            for start, report in battle_starts(state, events):
                inner = [e for seg in report.segments for e in seg.events]
                if any(isinstance(e, want) for e in [*inner, *events]):
                    return start, report, events
            state = after
    raise AssertionError("no such battle")


def test_points_battles_score_on_the_pictures() -> None:
    start, report, _ = _battle_with("points", ev.PointsScored)
    scored = [e for seg in report.segments for e in seg.events if isinstance(e, ev.PointsScored)]
    after = start
    for seg in report.segments:
        after = board_after(after, seg.events)
    totals = {e.player: e.total for e in scored}  # the last total of each scorer
    for player, total in totals.items():
        assert after.players[player].points == total
    seg = next(s for s in report.segments if any(isinstance(e, ev.PointsScored) for e in s.events))
    lines = [text for _, text in log_lines(start, seg)]
    assert any(text.startswith(f"Player {scored[0].player} scores") for text in lines)
    images = render_battle(start, report)
    assert len(images) == len(report.segments) + 1
    assert all(isinstance(im, Image.Image) for im in images)


def test_a_player_going_out_leaves_the_derived_board() -> None:
    start, report, events = _battle_with("ffa", ev.PlayerOut, hq_hp=2)
    out = next(e for e in events if isinstance(e, ev.PlayerOut))
    derived = start
    for seg in report.segments:
        derived = board_after(derived, seg.events)
    derived = board_after(derived, events[events.index(report) + 1 :])
    assert derived.players[out.player].out
    assert all(u.player != out.player for u in derived.units.values())
    assert out.player in derived.out_order


# ---------------------------------------------------------------------- alt text
@pytest.mark.parametrize("lang", ["en", "pl"])
def test_alt_text_names_every_player(lang: str) -> None:
    state = six_players()
    text = describe_board(state, lang)
    word = "Player" if lang == "en" else "Gracz"
    for p in range(1, 7):
        assert f"{word} {p}," in text
    for ps in state.players.values():
        assert i18n.army_name(ps.army, lang) in text
    assert len(text) <= 1024  # Discord's limit for an attachment's description
    teams = describe_board(midgame(FOUR, 5, 40, radius=3, mode="2v2"), lang)
    assert ("team A" if lang == "en" else "drużyna A") in teams
    points = describe_board(midgame(FOUR, 5, 40, radius=3, mode="points"), lang)
    assert ("of 20" if lang == "en" else "z 20") in points


def test_alt_text_can_use_player_names() -> None:
    state = midgame(FOUR[:3], 1, 20)
    text = describe_board(state, names={1: "Ala", 2: "Bartek", 3: "Celina"})
    assert "Ala" in text and "Bartek" in text and "Celina" in text


def test_random_games_of_every_mode_render_to_the_end() -> None:
    for mode, armies, radius in (("1v2", FOUR[:3], 2), ("2v2", FOUR, 3), ("points", FOUR, 3), ("ffa", FOUR[:3], 2)):
        state, _ = play_random_game(armies, 11, radius=radius, mode=mode)
        assert state.phase == PHASE_OVER
        img = render_board(state)
        boxes = block_boxes(state, panel_box(state))
        assert set(boxes) == set(state.players)
        assert footer_lines(state, "en")[0].startswith("Game over")
        assert img.size == (layout_for(state).width, layout_for(state).height)


@pytest.mark.parametrize(
    ("armies", "options"),
    [
        (FOUR[:3], {"mode": "ffa"}),
        (FOUR[:3], {"mode": "1v2"}),
        (FOUR[:3], {"mode": "points"}),
        (FOUR, {"radius": 3, "mode": "2v2"}),
        (FOUR, {"radius": 3, "mode": "ffa", "variants": ["reinforcements"]}),
    ],
)
def test_a_new_game_of_every_mode_shows_the_hq_placement(armies: tuple[str, ...], options: dict[str, object]) -> None:
    state = new_game(armies, 3, **options)  # type: ignore[arg-type]
    lines = footer_lines(state, "en")
    assert lines[0] == "Placing HQs"
    img = render_board(state)
    boxes = block_boxes(state, panel_box(state))
    assert list(boxes) == seats_in_order(state)
    first = boxes[state.to_act]
    assert count(img, (first[0] - 7, first[1] + 10, first[0] - 1, first[3] - 10), DARK.highlight) > 100


def test_whose_turn_brings_the_final_battle_is_in_the_footer() -> None:
    state = midgame(FOUR[:3], 5, 60)
    assert not any("Final Battle" in line for line in footer_lines(state, "en"))
    state.final_wait = [2, 3]
    assert footer_lines(state, "en")[-1] == "Final Battle after player 3's turn"
    assert footer_lines(state, "pl")[-1] == "Finałowa Bitwa po turze gracza 3"
    longer = block_boxes(state, panel_box(state))
    state.final_wait = []
    assert block_boxes(state, panel_box(state))[3][3] > longer[3][3]  # the blocks make room for the line


def test_a_player_who_lost_a_tie_break_is_told() -> None:
    state = midgame(FOUR, 5, 60, radius=3)
    lost = state.copy()
    lost.players[2].scoring = False
    a, b = render_board(state), render_board(lost)
    boxes = block_boxes(state, panel_box(state))
    assert differs(a, b, boxes[2])
    for p in (1, 3, 4):
        assert not differs(a, b, boxes[p])


def test_the_player_choosing_a_push_is_marked_to_choose() -> None:
    state = midgame(FOUR[:3], 5, 60)
    chooser = next(p for p in state.players if p != state.current)
    pushing = state.copy()
    pushing.pending = PendingPush(chooser, Hex(0, 0), Hex(0, 1), [Hex(1, 0)])
    boxes = block_boxes(state, panel_box(state))
    img = render_board(pushing)
    for p, (x0, y0, _x1, y1) in boxes.items():
        marked = count(img, (x0 - 7, y0 + 10, x0 - 1, y1 - 10), DARK.highlight) > 2 * (y1 - y0 - 20)
        assert marked == (p == chooser)
    assert "chooses where a unit is pushed" in describe_board(pushing)


@pytest.mark.parametrize("armies", [("moloch", "borgo"), ("moloch", "borgo", "outpost")])
def test_the_panel_names_the_players(armies: tuple[str, ...]) -> None:
    """Each seat's heading is its player's name with the army; a seat without a name keeps
    "Player N"; only the headings change."""
    state = new_game(armies, 3)
    assert player_title(state, 1, "pl", "ala") == "ala · Moloch"
    assert player_title(state, 2, "pl") == "Gracz 2 · Borgo"
    plain = render_board(state, lang="en")
    named = render_board(state, lang="en", names={1: "ala"})
    panel = layout_for(state).panel
    assert panel is not None
    assert differs(plain, named, panel)
    assert not differs(plain, named, (0, 0, panel[0] - 1, plain.height))  # the board itself
