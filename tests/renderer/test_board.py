"""The board picture: size, layout, army colours, facing, markers, highlights, languages."""

from __future__ import annotations

import math

import pytest

from renderer import ArmyColors, layout_for, render_board
from renderer.board import unit_faces
from renderer.colors import BLACK, THEMES, player_colors
from renderer.geometry import normal
from rules.battle import analyse
from rules.hexes import Direction
from tests.renderer.helpers import board, count, differs, edge_box, hex_box, random_full_board

DARK = THEMES["dark"]


def test_standard_board_is_phone_sized_and_matches_its_frame() -> None:
    state = board([])
    img = render_board(state)
    frame = layout_for(state)
    assert img.size == (frame.width, frame.height)
    assert 1000 <= img.width <= 1400
    assert 800 <= img.height <= 1100
    narrow = render_board(state, side_panel=False)
    assert narrow.width < img.width and narrow.height == img.height
    titled = render_board(state, title="Turn 5")
    assert titled.height > img.height


def test_enlarged_board_is_the_same_width() -> None:
    small, big = board([]), board([], radius=3)
    assert len(big.board) == 37
    img = render_board(big)
    assert 1000 <= img.width <= 1400
    assert abs(img.width - render_board(small).width) <= 20


@pytest.mark.parametrize("radius", [2, 3])
def test_hex_centres_follow_the_rules_directions(radius: int) -> None:
    state = board([], radius=radius)
    layout = layout_for(state).board
    for h in state.board:
        for d, n in state.board.neighbours(h):
            (x0, y0), (x1, y1) = layout.centre(h), layout.centre(n)
            length = math.hypot(x1 - x0, y1 - y0)
            nx, ny = normal(d)
            assert abs((x1 - x0) / length - nx) < 1e-6 and abs((y1 - y0) / length - ny) < 1e-6


def test_notation_columns_run_left_to_right_and_rows_top_down() -> None:
    state = board([])
    layout = layout_for(state).board
    c = {name: layout.centre(state.board.parse(name)) for name in ("A1", "B1", "C1", "C3", "C5", "E3")}
    assert c["A1"][0] < c["B1"][0] < c["C1"][0] < c["E3"][0]
    assert c["C1"][1] < c["C3"][1] < c["C5"][1]
    assert c["C3"] == layout.origin


def test_empty_board_has_no_tiles_but_prints_hex_names() -> None:
    state = board([])
    img = render_board(state, side_panel=False)
    frame = layout_for(state, side_panel=False)
    for a in ("outpost", "hegemony"):
        fill = player_colors({1: a})[1].fill
        assert count(img, (0, 0, img.width, img.height), fill) == 0
    assert count(img, hex_box(frame, state, "C3"), DARK.cell_label) > 20


@pytest.mark.parametrize(("seed", "radius"), [(1, 2), (2, 2), (3, 3), (4, 3)])
def test_every_unit_shows_its_army_colour(seed: int, radius: int) -> None:
    state = random_full_board(seed, radius)
    assert len(state.units) == len(state.board)
    img = render_board(state)
    frame = layout_for(state)
    palettes = player_colors({p: s.army for p, s in state.players.items()})
    for h, u in state.units.items():
        box = hex_box(frame, state, state.board.name(h))
        area = (box[2] - box[0]) * (box[3] - box[1])
        assert count(img, box, palettes[u.player].fill) > 0.2 * area, state.board.name(h)


@pytest.mark.parametrize("facing", list(Direction))
def test_the_attack_icon_is_on_the_edge_the_unit_faces(facing: Direction) -> None:
    # A Runner has one melee attack on its front edge (edge 0).
    state = board([("C3", 1, "runner", facing.name)])
    img = render_board(state, side_panel=False)
    frame = layout_for(state, side_panel=False)
    ink = player_colors({1: "outpost"})[1].ink
    assert count(img, edge_box(frame, state, "C3", facing), ink) > 15
    assert count(img, edge_box(frame, state, "C3", facing.opposite), ink) == 0


def test_changing_a_facing_changes_only_that_hex() -> None:
    a = board([("C3", 1, "runner", "N"), ("B2", 2, "ganger", "S")])
    b = board([("C3", 1, "runner", "NE"), ("B2", 2, "ganger", "S")])
    frame = layout_for(a)
    img_a, img_b = render_board(a), render_board(b)
    assert differs(img_a, img_b, hex_box(frame, a, "C3", 1.0))
    assert not differs(img_a, img_b, hex_box(frame, a, "B2", 1.0))


def test_edge_icon_follows_the_tiles_edge_rule() -> None:
    # Commando: ranged on edge 2. Facing NW (5), edge 2 points to (2 + 5) % 6 = NE.
    state = board([("C3", 1, "commando", "NW")])
    img = render_board(state, side_panel=False)
    frame = layout_for(state, side_panel=False)
    ink = player_colors({1: "outpost"})[1].ink
    assert count(img, edge_box(frame, state, "C3", Direction.NE), ink) > 10
    assert count(img, edge_box(frame, state, "C3", Direction.SE), ink) == 0


def test_wound_markers_show_on_tough_units() -> None:
    healthy = board([("C3", 2, "gladiator", "N", 0)])
    wounded = board([("C3", 2, "gladiator", "N", 1)])
    frame = layout_for(healthy)
    assert count(render_board(healthy), hex_box(frame, healthy, "C3"), DARK.killed) == 0
    assert count(render_board(wounded), hex_box(frame, wounded, "C3"), DARK.killed) > 20


def test_a_netted_unit_is_marked() -> None:
    # Hegemony Net Fighter nets edge 1; facing SE that edge points S, at the Brawler.
    free = board([("C3", 1, "brawler", "N")])
    netted = board([("C3", 1, "brawler", "N"), ("C2", 2, "net-fighter", "SE")])
    uid = netted.units[netted.board.parse("C3")].uid
    assert analyse(netted).views[uid].netted
    frame = layout_for(netted)
    centre = frame.board.centre(netted.board.parse("C3"))
    banner = (
        round(centre[0] - 30),
        round(centre[1] + 0.43 * frame.tile_size),
        round(centre[0] + 30),
        round(centre[1] + 0.55 * frame.tile_size),
    )
    assert count(render_board(netted), banner, BLACK) > 200
    assert count(render_board(free), banner, BLACK) == 0
    assert unit_faces(netted)[netted.board.parse("C3")].netted


def test_changed_initiative_and_boosted_strength_are_marked() -> None:
    # An Outpost Scout links its front edge (N) to the Commando above it: initiative 3 -> 4.
    alone = board([("C3", 1, "commando", "N")])
    scouted = board([("C3", 1, "commando", "N"), ("C4", 1, "scout", "N")])
    face = unit_faces(scouted)[scouted.board.parse("C3")]
    assert face.initiative_now == (4,)
    frame = layout_for(alone)
    assert count(render_board(alone), hex_box(frame, alone, "C3"), DARK.changed) == 0
    assert count(render_board(scouted), hex_box(frame, scouted, "C3"), DARK.changed) > 50
    # A Hegemony Officer I (front and front-left links) boosts the Ganger's melee.
    boosted = board([("C3", 2, "ganger", "N"), ("C4", 2, "officer-1", "N")])
    assert unit_faces(boosted)[boosted.board.parse("C3")].melee_bonus == 1
    ganger_edge = edge_box(frame, boosted, "C3", Direction.NW)
    assert count(render_board(boosted), ganger_edge, DARK.changed) > 20


def test_hq_prints_its_hit_points() -> None:
    full = board([("C3", 1, "hq", "N")])
    hurt = board([("C3", 1, "hq", "N")], players={"1": {"army": "outpost", "hq_hp": 7}, "2": {"army": "moloch"}})
    frame = layout_for(full)
    assert unit_faces(hurt)[hurt.board.parse("C3")].hq_hp == 7
    assert differs(render_board(full), render_board(hurt), hex_box(frame, full, "C3"))


def test_highlighted_hexes_get_an_outline() -> None:
    state = board([("C3", 1, "runner", "N")])
    frame = layout_for(state)
    ring = hex_box(frame, state, "C2", 1.2)
    assert count(render_board(state), ring, DARK.highlight) == 0
    assert count(render_board(state, highlight=["C2", "C3"]), ring, DARK.highlight) > 200
    with pytest.raises(ValueError, match="Z9"):
        render_board(state, highlight=["Z9"])


def test_polish_names_differ_from_english() -> None:
    state = board([("C3", 1, "annihilator", "N"), ("B2", 2, "universal-soldier", "S")], hands={"1": ["sniper"]})
    en, pl = render_board(state, lang="en"), render_board(state, lang="pl")
    frame = layout_for(state)
    assert differs(en, pl, hex_box(frame, state, "C3"))
    assert frame.panel is not None and differs(en, pl, frame.panel)
    with pytest.raises(ValueError):
        render_board(state, lang="de")


def test_light_theme_and_unknown_theme() -> None:
    state = board([("C3", 1, "runner", "N")])
    img = render_board(state, theme="light")
    assert img.getpixel((2, 2)) == THEMES["light"].background
    assert render_board(state).getpixel((2, 2)) == DARK.background
    with pytest.raises(ValueError):
        render_board(state, theme="sepia")


def test_army_colours_can_be_overridden() -> None:
    state = board([("C3", 1, "runner", "N")])
    purple = (120, 40, 200)
    img = render_board(state, colors={"outpost": ArmyColors(purple, (40, 10, 70), (255, 255, 255))})
    frame = layout_for(state)
    assert count(img, hex_box(frame, state, "C3"), purple) > 500


def test_side_panel_shows_hands_and_whose_turn() -> None:
    empty = board([("C3", 1, "runner", "N")])
    holding = board([("C3", 1, "runner", "N")], hands={"1": ["runner", "sniper"], "2": ["thug"]})
    frame = layout_for(empty)
    assert frame.panel is not None
    outpost = player_colors({1: "outpost"})[1].fill
    assert count(render_board(holding), frame.panel, outpost) > count(render_board(empty), frame.panel, outpost) + 3000
    second = board([("C3", 1, "runner", "N")], current=2)
    assert differs(render_board(empty), render_board(second), frame.panel)
