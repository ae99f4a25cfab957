"""Neojungle (the Babel 13 box): the Matrix, Venom, Roots, the Small Bomb, Castling and every
tile (docs/rulings.md, "Neojungle"). Each board test quotes the text it comes from: the
app's help text (v2.40), neuroshimahex.pl's army page, the Polish FAQ (NI-FAQ) and the
Hungarian Babel 13 rulebook."""

from __future__ import annotations

from typing import Any

import pytest

from rules import events as ev
from rules.ai import LEVELS
from rules.analysis import UnitView
from rules.armies.neojungle.mechanics import bomb_triangles, matrix_hexes, venom_supply_left
from rules.battle import analyse
from rules.catalog import ALL_ARMIES, ARMIES, army
from rules.game import apply, legal_actions, new_game, replay
from rules.position import code_of, position, state_of
from rules.scenario import ScenarioError, load
from rules.secrecy import public_json
from rules.state import PHASE_OVER, GameState, Marker
from tests.rules.helpers import (
    TABLES,
    battle,
    board,
    play_checked,
    play_levels,
    play_tables,
    random_plays,
    refused,
    tiles_at,
)

NJ = "neojungle"


def _view(s: GameState, name: str) -> UnitView:
    return analyse(s).by_hex[s.board.parse(name)]


def _all(events: list[ev.Event]) -> list[ev.Event]:
    out: list[ev.Event] = []
    for e in events:
        out.append(e)
        if isinstance(e, ev.BattleFought):
            for seg in e.segments:
                out.extend(seg.events)
    return out


def _hits(report: ev.BattleFought, tile: str) -> dict[str, int]:
    return {
        e.target_hex: e.strength
        for seg in report.segments
        for e in seg.events
        if isinstance(e, ev.Hit) and e.tile == tile
    }


# ---------------------------------------------------------------------- the army
def test_the_army_is_35_tiles() -> None:
    a = army(NJ)
    assert NJ in ALL_ARMIES and NJ in ARMIES  # offered to players (issue 34)
    assert sum(t.count for t in a.tiles) == 35
    assert a.composition() == {
        "hq": 1,
        "wall-of-trees": 1,
        "crusher": 3,
        "monster": 1,
        "net-fighter": 3,
        "nightshade": 2,
        "swarm": 2,
        "slicer": 4,
        "medic": 3,
        "vines": 1,
        "symbiont-alpha": 1,
        "symbiont-beta": 1,
        "symbiont-gamma": 2,
        "roots": 2,
        "castling": 2,
        "battle": 4,
        "move": 1,
        "small-bomb": 1,
    }
    assert a.tile("roots").is_foundation and "matrix" in a.tile("roots").abilities
    assert "venom" in a.tile("nightshade").abilities
    assert a.tile("wall-of-trees").hp == 3 and a.tile("wall-of-trees").armor == frozenset({5, 0, 1})


# Every unit as phoe/nervous-island's army file gives it (edges 0 = front, clockwise; q w e
# a s d = 5 0 1 4 3 2): attacks (kind, edge, strength), initiative, hit points, armour, nets,
# module effects (effect, edges).
TILES = {
    "hq": ([("melee", e, 1) for e in (5, 0, 1, 4, 3, 2)], (0,), 20, set(), set(), {("motherland", (0, 1, 2, 3, 4, 5))}),
    "wall-of-trees": ([], (), 3, {5, 0, 1}, set(), set()),
    "crusher": ([("melee", 0, 2)], (1,), 1, set(), set(), set()),
    "monster": (
        [("melee", 4, 1), ("melee", 5, 2), ("melee", 0, 3), ("melee", 1, 2), ("melee", 2, 1)],
        (0,),
        2,
        set(),
        set(),
        set(),
    ),
    "net-fighter": ([], (), 1, set(), {0}, set()),
    "nightshade": ([("melee", 5, 1), ("melee", 0, 1)], (2,), 1, set(), set(), set()),
    "swarm": ([("melee", e, 1) for e in (5, 0, 1, 4, 3, 2)], (1,), 1, set(), set(), set()),
    "slicer": ([("melee", 5, 1), ("melee", 0, 1), ("melee", 1, 1)], (2,), 1, set(), set(), set()),
    "medic": ([], (), 1, set(), set(), {("medic", (0,))}),
    "vines": ([], (), 1, set(), set(), {("saboteur", (0, 1, 2, 3, 4, 5))}),
    "symbiont-alpha": ([], (), 2, {3}, set(), {("melee_officer", (0,))}),
    "symbiont-beta": ([], (), 2, {3}, set(), {("speed", (0,))}),
    "symbiont-gamma": ([], (), 1, {3}, set(), {("speed", (0,)), ("melee_officer", (0,))}),
}


@pytest.mark.parametrize("key", sorted(TILES))
def test_every_unit_is_as_the_army_file_gives_it(key: str) -> None:
    attacks, initiative, hp, armor, nets, effects = TILES[key]
    t = army(NJ).tile(key)
    assert sorted((a.kind, a.edge, a.strength) for a in t.attacks) == sorted(attacks)
    assert (t.initiative, t.hp, set(t.armor), set(t.nets)) == (initiative, hp, armor, nets)
    assert {(e.effect, e.edges) for e in t.effects} == effects


# ---------------------------------------------------------------------- the Matrix
# "Wszystkie własne jednostki sąsiadujące ze Sztabem Neodżungli tworzą Macierz. Jednostki
# Neodżungli sąsiadujące z Macierzą, również do niej należą. Moduły Neodżungli przyłączone do
# jakiejkolwiek jednostki wchodzącej w skład Macierzy, wpływają na każdą jednostkę będącą jej
# częścią, również na Sztab Neodżungli." (neuroshimahex.pl, "Zdolność Sztabu")
def _matrix_board(**extra: Any) -> GameState:
    # The Matrix: HQ C3, Slicer C4 (next to the HQ), Wall of Trees C5 (next to the Slicer),
    # Crusher B2 (next to the HQ). Symbiont Alpha on D4 faces NW: linked to the Slicer only.
    # A Crusher on E1 touches no unit of the Matrix.
    return board(
        {1: NJ, 2: "moloch"},
        [
            ("C3", 1, "hq", "N"),
            ("C4", 1, "slicer", "S"),
            ("C5", 1, "wall-of-trees", "N"),
            ("B2", 1, "crusher", "N"),
            ("D4", 1, "symbiont-alpha", "NW"),
            ("E1", 1, "crusher", "NW"),
            ("B1", 2, "hq", "N"),
            ("C2", 2, "blocker", "S"),
            ("D1", 2, "blocker", "S"),
        ],
        **extra,
    )


def test_a_module_linked_to_one_unit_of_the_matrix_acts_on_all_of_it_and_on_the_hq() -> None:
    s = _matrix_board()
    assert {h: _view(s, h).melee_bonus for h in ("C3", "C4", "C5", "B2", "E1")} == {
        "C3": 1,  # the HQ
        "C4": 1,  # the linked Slicer
        "C5": 1,
        "B2": 1,
        "E1": 0,  # an own unit outside the Matrix
    }
    assert _view(s, "D4").melee_bonus == 0  # a module never boosts itself
    _, report = battle(s)
    assert _hits(report, "crusher") == {"B1": 3, "D1": 2}  # 2 + 1 through the Matrix; 2 outside it
    assert _hits(report, "hq")["C2"] == 2


def test_the_matrix_covers_the_hexes_grown_from_the_hq() -> None:
    s = _matrix_board()
    names = {s.board.name(h) for h in matrix_hexes(s, 1)}
    assert names == {"C3", "C4", "C5", "B2", "D4"}


def test_a_module_outside_the_matrix_linked_to_it_acts_on_it_all() -> None:
    # The Symbiont Beta on E2 faces SW (D3): D3 holds a Slicer next to the HQ on D2... every
    # unit of the Matrix gains +1 initiative, the HQ too (its 0 becomes 1).
    s = board(
        {1: NJ, 2: "moloch"},
        [("D2", 1, "hq", "N"), ("D3", 1, "slicer", "N"), ("B2", 2, "hq", "N"), ("E2", 1, "symbiont-beta", "SW")],
    )
    assert _view(s, "D2").speed == 1 and _view(s, "D3").speed == 1
    assert _view(s, "E2").speed == 0


def test_a_netted_unit_still_carries_the_matrix_and_its_modules() -> None:
    # NI-FAQ: "Macierz a Sieć – Czy jeśli moduł Neodżungli podłączony jest do zasieciowanej
    # jednostki będącej częścią Macierzy, to czy oddziałuje on na całą Macierz? Tak."
    # A Moloch Net Fighter on D4 nets the Slicer on C4 (its front faces NW: C4).
    s = board(
        {1: NJ, 2: "moloch"},
        [
            ("C3", 1, "hq", "N"),
            ("C4", 1, "slicer", "S"),
            ("C5", 1, "crusher", "N"),
            ("B4", 1, "symbiont-alpha", "NE"),  # linked to the netted Slicer on C4
            ("D4", 2, "net-fighter", "NW"),
            ("A1", 2, "hq", "N"),
        ],
    )
    assert _view(s, "C4").netted
    assert _view(s, "C5").melee_bonus == 1 and _view(s, "C3").melee_bonus == 1


def test_a_netted_hq_forms_no_matrix() -> None:
    # Our reading (NJ2): the Matrix is the HQ's ability, and a netted HQ gives nothing.
    s = board(
        {1: NJ, 2: "moloch"},
        [
            ("C3", 1, "hq", "N"),
            ("C4", 1, "slicer", "S"),
            ("B2", 1, "crusher", "N"),
            ("D4", 1, "symbiont-alpha", "NW"),
            ("D2", 2, "net-fighter", "SW"),  # its front faces the HQ on C3
            ("A1", 2, "hq", "N"),
        ],
    )
    assert _view(s, "C3").netted
    assert _view(s, "C4").melee_bonus == 1 and _view(s, "B2").melee_bonus == 0
    assert not matrix_hexes(s, 1)


def test_roots_carry_the_matrix_to_the_units_next_to_them() -> None:
    # Roots on C4 next to the HQ on C3: the Crusher on C5 joins the Matrix through them (NJ3),
    # whatever unit stands on them.
    units = [
        ("C3", 1, "hq", "N"),
        ("C5", 1, "crusher", "N"),
        ("B2", 1, "slicer", "N"),
        ("A1", 1, "symbiont-alpha", "SE"),  # linked to the Slicer on B2
        ("E1", 2, "hq", "N"),
    ]
    without = board({1: NJ, 2: "moloch"}, units)
    assert _view(without, "C5").melee_bonus == 0
    rooted = board({1: NJ, 2: "moloch"}, units, foundations=[{"hex": "C4", "player": 1, "tile": "roots"}])
    assert _view(rooted, "C5").melee_bonus == 1
    assert {rooted.board.name(h) for h in matrix_hexes(rooted, 1)} >= {"C3", "C4", "C5"}
    enemy_on_roots = board(
        {1: NJ, 2: "moloch"},
        [*units, ("C4", 2, "blocker", "N")],
        foundations=[{"hex": "C4", "player": 1, "tile": "roots"}],
    )
    assert _view(enemy_on_roots, "C5").melee_bonus == 1 and _view(enemy_on_roots, "C4").melee_bonus == 0


def test_vines_on_two_enemy_matrices_slow_both_whole() -> None:
    # A module joined to two groups acts on both: player 1's Vines on C3 touch player 2's
    # Slicer on C2 (in player 2's Matrix) and player 3's Slicer on C4 (in player 3's).
    s = board(
        {1: NJ, 2: NJ, 3: NJ},
        [
            ("C3", 1, "vines", "N"),
            ("E3", 1, "hq", "N"),
            ("C2", 2, "slicer", "N"),
            ("C1", 2, "hq", "N"),
            ("B1", 2, "crusher", "N"),
            ("C4", 3, "slicer", "S"),
            ("C5", 3, "hq", "N"),
            ("B4", 3, "crusher", "N"),
        ],
    )
    slow = {h: _view(s, h).slow for h in ("C2", "C1", "B1", "C4", "C5", "B4", "E3")}
    assert slow == {"C2": 1, "C1": 1, "B1": 1, "C4": 1, "C5": 1, "B4": 1, "E3": 0}


def test_a_scoped_vines_acts_on_the_whole_matrix() -> None:
    # NI-FAQ: "Skoper – Czy zeskoperowane Pnącze oddziałuje na całą Macierz? Tak." Outpost's
    # Scoper on B4 takes over the Vines on C4, which touch the Slicer on C3... a Neojungle
    # Matrix around the HQ on D3.
    s = board(
        {1: NJ, 2: "outpost"},
        [
            ("D3", 1, "hq", "N"),
            ("C3", 1, "slicer", "N"),
            ("D2", 1, "crusher", "N"),
            ("C4", 1, "vines", "N"),
            ("B4", 2, "scoper", "NE"),
            ("A1", 2, "hq", "N"),
        ],
    )
    assert all(_view(s, h).slow == 1 for h in ("D3", "C3", "D2"))


def test_an_hq_effect_and_other_armies_modules_do_not_spread() -> None:
    # Only Neojungle's modules act through the Matrix: an allied Hegemony officer does not.
    s = board(
        {1: NJ, 2: "hegemony", 3: "moloch", 4: "outpost"},
        [
            ("C3", 1, "hq", "N"),
            ("C4", 1, "slicer", "S"),
            ("B2", 1, "crusher", "N"),
            ("D4", 2, "officer-1", "NW"),  # its three front edges: C4 among them
            ("E1", 2, "hq", "N"),
            ("A3", 3, "hq", "N"),
            ("E3", 4, "hq", "N"),
        ],
        mode="2v2",
        teams=[[1, 2], [3, 4]],
    )
    assert _view(s, "C4").melee_bonus == 1 and _view(s, "B2").melee_bonus == 0


def test_a_medic_linked_to_the_matrix_saves_any_unit_of_it() -> None:
    # The Medic on E1 faces SW (D2, a Slicer in the Matrix); a Moloch Hornet on B1 hits the
    # Crusher on B2 at the other end of the Matrix: the Medic takes the hit.
    s = board(
        {1: NJ, 2: "moloch"},
        [
            ("C3", 1, "hq", "N"),
            ("D2", 1, "slicer", "N"),
            ("E1", 1, "medic", "SW"),
            ("B2", 1, "crusher", "S"),
            ("B1", 2, "hornet", "S"),
            ("A3", 2, "hq", "N"),
        ],
    )
    _, report = battle(s)
    saved = [e for seg in report.segments for e in seg.events if isinstance(e, ev.MedicSaved)]
    assert [(e.medic_hex, e.saved_hex) for e in saved] == [("E1", "B2")]


def test_the_matrix_breaks_when_a_link_dies_mid_battle() -> None:
    # The Slicer on C4 links the Matrix to the Crusher on C5; a Moloch Hornet on B4
    # (initiative 2) kills it in segment 2, so the Crusher (initiative 1) strikes without the
    # Symbiont's +1 that reached it through the Slicer.
    s = board(
        {1: NJ, 2: "moloch"},
        [
            ("C3", 1, "hq", "N"),
            ("C4", 1, "slicer", "S"),
            ("C5", 1, "crusher", "NE"),
            ("B2", 1, "symbiont-alpha", "SE"),  # linked to the HQ on C3
            ("B4", 2, "hornet", "NE"),  # front: C4
            ("D4", 2, "blocker", "N"),
            ("A1", 2, "hq", "N"),
        ],
    )
    assert _view(s, "C5").melee_bonus == 1
    _, report = battle(s)
    assert _hits(report, "crusher") == {"D4": 2}


# ---------------------------------------------------------------------- Venom
# "If a unit with a venom icon wounds an enemy tile (including HQs) then the wounded tile not
# only receives the wound as usual, but is also poisoned (shown by a venom icon on it). From
# now on the poisoned tile receives one wound from the poison at the beginning of each battle
# (before the initiative phases)." (the app's help text; the Hungarian rulebook alike)
def _venom_board() -> GameState:
    # The Nightshade on C3 faces N: its two melee edges hit the Blocker (3 hit points) on C2
    # and the Moloch HQ on B2 (its front-left).
    return board(
        {1: NJ, 2: "moloch"},
        [("E3", 1, "hq", "N"), ("C3", 1, "nightshade", "N"), ("C2", 2, "blocker", "S"), ("B2", 2, "hq", "N")],
    )


def test_a_venom_hit_poisons_a_unit_and_an_hq() -> None:
    s, report = battle(_venom_board())
    poisoned = [e for seg in report.segments for e in seg.events if isinstance(e, ev.Poisoned)]
    assert sorted((e.tile, e.hex, e.markers) for e in poisoned) == [("blocker", "C2", 1), ("hq", "B2", 1)]
    blocker = s.units[s.board.parse("C2")]
    assert s.markers_on(blocker.uid) == (Marker("venom", 1),) and blocker.wounds == 1
    assert s.players[2].hq_hp == 19


def test_the_poison_wounds_at_the_start_of_every_battle_before_initiative() -> None:
    s, _ = battle(_venom_board())
    assert "C3" not in tiles_at(s)  # the Moloch HQ killed the Nightshade: only the poison acts now
    s, report = battle(s)
    opening = report.segments[0]
    assert opening.initiative == ev.OPENING
    told = [(e.tile, e.hex, e.markers) for e in opening.events if isinstance(e, ev.VenomWound)]
    assert sorted(told) == [("blocker", "C2", 1), ("hq", "B2", 1)]
    assert s.players[2].hq_hp == 18 and s.units[s.board.parse("C2")].wounds == 2
    s, report = battle(s)  # the third wound kills the Blocker before anyone acts
    killed = [e for e in report.segments[0].events if isinstance(e, ev.Killed)]
    assert [(e.tile, e.hex) for e in killed] == [("blocker", "C2")]
    assert s.board.parse("C2") not in s.units and s.players[2].hq_hp == 17
    hq = s.units[s.board.parse("B2")]
    assert list(s.markers) == [hq.uid]  # the Blocker's marker left the board with it
    assert venom_supply_left(s, 1) == 1


def test_a_medic_that_takes_the_hit_takes_the_venom_with_it() -> None:
    # NI-FAQ: "Czy medyk pochłania Jad lub Paraliż razem z obrażeniami? Tak."
    s = board(
        {1: NJ, 2: "moloch"},
        [
            ("E3", 1, "hq", "N"),
            ("C3", 1, "nightshade", "N"),
            ("C2", 2, "blocker", "S"),
            ("C1", 2, "medic", "S"),  # linked to the Blocker
            ("A3", 2, "hq", "N"),
        ],
    )
    s, report = battle(s)
    assert not any(isinstance(e, ev.Poisoned) for seg in report.segments for e in seg.events)
    assert not s.markers


def test_a_medic_takes_a_venom_wound_and_the_marker_stays() -> None:
    # NI-FAQ errata 10: a Medic dies instead of its unit that "receives Damage from … a token
    # (e.g. Venom)".
    s = load(
        {
            "players": {"1": {"army": NJ}, "2": {"army": "moloch"}},
            "board": [
                {"hex": "E3", "player": 1, "tile": "hq"},
                {"hex": "C2", "player": 2, "tile": "blocker", "markers": [{"kind": "venom", "player": 1}]},
                {"hex": "C1", "player": 2, "tile": "medic", "facing": "S"},
                {"hex": "A3", "player": 2, "tile": "hq"},
            ],
        }
    )
    s, report = battle(s)
    opening = report.segments[0].events
    assert any(isinstance(e, ev.MedicSaved) and e.saved_hex == "C2" for e in opening)
    blocker = s.units[s.board.parse("C2")]
    assert blocker.wounds == 0 and s.markers_on(blocker.uid, "venom") == (Marker("venom", 1),)


def test_the_poison_can_destroy_an_hq_before_the_battle_begins() -> None:
    s = load(
        {
            "players": {"1": {"army": NJ}, "2": {"army": "moloch", "hq_hp": 1}},
            "board": [
                {"hex": "E3", "player": 1, "tile": "hq"},
                {"hex": "A1", "player": 2, "tile": "hq", "markers": [{"kind": "venom", "player": 1}]},
                {"hex": "A2", "player": 2, "tile": "hybrid", "facing": "S"},
            ],
            "hands": {"1": ["battle"]},
        }
    )
    s, events = apply(s, "play battle")
    fought = next(e for e in events if isinstance(e, ev.BattleFought))
    assert any(isinstance(e, ev.HQDestroyed) for e in fought.segments[0].events)
    assert s.phase == PHASE_OVER and s.result is not None and s.result.winner == 1


def test_in_points_mode_the_poison_scores_for_the_markers_owner() -> None:
    s = load(
        {
            "mode": "points",
            "players": {"1": {"army": NJ}, "2": {"army": "moloch"}, "3": {"army": "borgo"}},
            "board": [
                {"hex": "E3", "player": 1, "tile": "hq"},
                {"hex": "A1", "player": 2, "tile": "hq", "markers": [{"kind": "venom", "player": 1}]},
                {"hex": "C5", "player": 3, "tile": "hq"},
            ],
        }
    )
    s, report = battle(s)
    scored = [e for e in report.segments[0].events if isinstance(e, ev.PointsScored)]
    assert [(e.player, e.hq_player, e.points) for e in scored] == [(1, 2, 1)]
    assert s.players[1].points == 1 and s.players[2].hq_hp == 20


def test_two_markers_in_the_supply_and_one_marker_per_hit() -> None:
    # The Neojungle box has two venom markers; "Czy siła ataku ma wpływ na liczbę kładzionych
    # znaczników Jadu? Nie." Two Nightshades reach three enemies: only two are poisoned.
    s = board(
        {1: NJ, 2: "moloch"},
        [
            ("E3", 1, "hq", "N"),
            ("C3", 1, "nightshade", "N"),  # hits C2 and B2
            ("D2", 1, "nightshade", "N"),  # hits D1 and C1
            ("C2", 2, "blocker", "S"),
            ("B2", 2, "blocker", "S"),
            ("D1", 2, "blocker", "S"),
            ("C1", 2, "blocker", "S"),
            ("A3", 2, "hq", "N"),
        ],
    )
    s, report = battle(s)
    poisoned = [e for seg in report.segments for e in seg.events if isinstance(e, ev.Poisoned)]
    assert len(poisoned) == 2 and sum(len(m) for m in s.markers.values()) == 2
    assert venom_supply_left(s, 1) == 0 and venom_supply_left(s, 2) == 0


def test_markers_move_with_their_unit_and_survive_json_replay_and_codes() -> None:
    s = load(
        {
            "players": {"1": {"army": NJ}, "2": {"army": "moloch"}},
            "board": [
                {"hex": "E3", "player": 1, "tile": "hq"},
                {"hex": "C2", "player": 2, "tile": "blocker", "markers": [{"kind": "venom", "player": 1}]},
                {"hex": "A3", "player": 2, "tile": "hq"},
            ],
            "hands": {"2": ["move"]},
            "current": 2,
        }
    )
    s, _ = apply(s, "play move C2 D2 N")
    blocker = s.units[s.board.parse("D2")]
    assert s.markers_on(blocker.uid) == (Marker("venom", 1),)
    assert GameState.loads(s.dumps()) == s
    assert public_json(s)["markers"] == [{"uid": blocker.uid, "kind": "venom", "player": 1}]
    again = state_of(code_of(s))
    assert position(again) == position(s)
    assert position(s)["board"][1]["markers"] == [{"kind": "venom", "player": 1}]


def test_a_scenario_refuses_unknown_markers() -> None:
    data = {
        "players": {"1": {"army": NJ}, "2": {"army": "moloch"}},
        "board": [{"hex": "C2", "player": 2, "tile": "blocker", "markers": [{"kind": "acid", "player": 1}]}],
    }
    with pytest.raises(ScenarioError, match="unknown marker"):
        load(data)


def test_a_player_who_leaves_takes_their_markers() -> None:
    from rules.game import resign

    s = new_game([NJ, "moloch", "borgo"], 3)
    while s.phase != "turn":
        s, _ = apply(s, legal_actions(s)[0])
    some = next(u for u in s.units.values() if u.player == 2)
    s.add_marker(some.uid, Marker("venom", 1))
    s, _ = resign(s, 1)
    assert not s.markers


def test_poison_in_a_random_game_replays() -> None:
    for seed in range(40):
        played = []
        seen = False
        for s, a, _events in random_plays([NJ, "hegemony"] if seed % 2 else ["borgo", NJ], 900 + seed):
            played.append(a)
            seen = seen or bool(s.markers)
        if seen:
            armies = [NJ, "hegemony"] if seed % 2 else ["borgo", NJ]
            assert replay(armies, 900 + seed, played) == s
            return
    raise AssertionError("no random game poisoned anything")


# ---------------------------------------------------------------------- Small Bomb
# "Small bomb. It inflicts one wound to every unit (enemy and friendly) which stands on the
# three hexes under attack. The 3 hexes must be mutually adjacent (as shown on the tile for a
# Small bomb). All 3 hexes must be on the board. The small bomb does not wound HQs." (the app)
def test_the_small_bomb_wounds_every_unit_on_three_hexes_but_hqs() -> None:
    s = board(
        {1: NJ, 2: "moloch"},
        [
            ("E3", 1, "hq", "N"),
            ("C3", 1, "slicer", "N"),  # an own unit: hit too
            ("C2", 2, "blocker", "S"),
            ("D2", 2, "hq", "N"),  # an HQ: spared
            ("B2", 2, "hybrid", "N"),  # outside the three hexes
        ],
        hands={"1": ["small-bomb"]},
        foundations=[{"hex": "C2", "player": 1, "tile": "roots"}],
    )
    s, events = apply(s, "play small-bomb C2 C3 D2")
    assert "C3" not in tiles_at(s) and tiles_at(s)["D2"] == "hq" and s.players[2].hq_hp == 20
    assert s.units[s.board.parse("C2")].wounds == 1 and tiles_at(s)["B2"] == "hybrid"
    assert [(e.tile, e.hex) for e in events if isinstance(e, ev.FoundationDestroyed)] == [("roots", "C2")]
    assert "small-bomb" in s.players[1].discard and "roots" in s.players[1].discard


def test_the_small_bomb_needs_three_hexes_that_touch() -> None:
    s = board({1: NJ, 2: "moloch"}, [("E3", 1, "hq", "N"), ("A1", 2, "hq", "N")], hands={"1": ["small-bomb"]})
    assert refused(s, "play small-bomb C2 C3 C4").code == "small-bomb-area"
    assert refused(s, "play small-bomb C2 C2 C3").code == "small-bomb-area"
    assert refused(s, "play small-bomb A1 A0 B1").code == "bad-hex"  # "All 3 hexes must be on the board."
    plays = [a for a in legal_actions(s, verb="play") if a.tile == "small-bomb"]
    assert len(plays) == len(bomb_triangles(s.board)) == 24
    assert all(apply(s, a)[0].players[1].discard == ["small-bomb"] for a in plays[:3])


# ---------------------------------------------------------------------- Castling
# "Castling. Two adjacent owned units (including HQs) can switch places, but they do not
# change their facing. Units caught in a net cannot castle." (the app)
def test_castling_swaps_two_adjacent_own_units_keeping_their_facings() -> None:
    s = board(
        {1: NJ, 2: "moloch"},
        [("C3", 1, "hq", "N"), ("C4", 1, "monster", "SE"), ("A1", 2, "hq", "N")],
        hands={"1": ["castling"]},
    )
    s, events = apply(s, "play castling C3 C4")
    assert tiles_at(s)["C4"] == "hq" and tiles_at(s)["C3"] == "monster"
    assert s.units[s.board.parse("C3")].facing.name == "SE" and s.units[s.board.parse("C4")].facing.name == "N"
    assert [e.means for e in events if isinstance(e, ev.Moved)] == ["castling", "castling"]


def test_castling_refuses_netted_distant_and_enemy_units() -> None:
    s = board(
        {1: NJ, 2: "moloch"},
        [
            ("C3", 1, "hq", "N"),
            ("C4", 1, "slicer", "N"),
            ("B2", 1, "crusher", "N"),
            ("B3", 1, "swarm", "N"),
            ("A3", 2, "net-fighter", "NE"),  # its front (NE) faces B3: the Swarm is netted
            ("E1", 2, "hq", "N"),
        ],
        hands={"1": ["castling"]},
    )
    assert refused(s, "play castling C4 B2").code == "castling-adjacent"
    assert refused(s, "play castling C3 B3").code == "netted"
    assert refused(s, "play castling C3 A3").code == "not-yours"
    plays = {str(a) for a in legal_actions(s, verb="play") if a.tile == "castling"}
    assert plays == {"play castling B2 C3", "play castling C3 C4"}


def test_castling_onto_an_enemy_mine_sets_it_off() -> None:
    # NI-FAQ: a unit moved by Castling onto a Mine "zdąży zdetonować Minę".
    s = board(
        {1: NJ, 2: "new-york"},
        [("C3", 1, "hq", "N"), ("C4", 1, "monster", "N"), ("A1", 2, "hq", "N")],
        hands={"1": ["castling"]},
        foundations=[{"hex": "C3", "player": 2, "tile": "mine"}],
    )
    s, events = apply(s, "play castling C3 C4")
    assert tiles_at(s)["C3"] == "monster" and s.units[s.board.parse("C3")].wounds == 1 and not s.foundations


# ---------------------------------------------------------------------- Roots
def test_roots_are_placed_on_an_empty_hex_without_a_facing() -> None:
    s = board({1: NJ, 2: "moloch"}, [("C3", 1, "hq", "N"), ("A1", 2, "hq", "N")], hands={"1": ["roots"]})
    assert refused(s, "place roots C3").code == "foundation-not-empty"
    s, _ = apply(s, "place roots C4")
    assert s.foundations[s.board.parse("C4")].tile == "roots"


# ---------------------------------------------------------------------- whole games
@pytest.mark.parametrize("other", [a for a in ALL_ARMIES if a != NJ])
def test_random_games_against_every_army_terminate_keep_every_tile_and_replay(other: str) -> None:
    for seed in range(4):
        armies = [NJ, other] if seed % 2 else [other, NJ]
        play_checked(armies, 7700 + seed)


def test_random_games_use_every_neojungle_mechanic() -> None:
    seen = {"roots": 0, "poisoned": 0, "venom wound": 0, "castling": 0, "small bomb": 0, "matrix": 0}
    for seed in range(20):
        for s, a, events in random_plays([NJ, "hegemony"] if seed % 2 else ["moloch", NJ], seed):
            everything = _all(events)
            assert all(venom_supply_left(s, p) >= 0 for p in s.players)  # never more than the supply
            seen["roots"] += a.verb == "place" and a.tile == "roots"
            seen["castling"] += a.verb == "play" and a.tile == "castling"
            seen["small bomb"] += a.verb == "play" and a.tile == "small-bomb"
            seen["poisoned"] += any(isinstance(e, ev.Poisoned) for e in everything)
            seen["venom wound"] += any(isinstance(e, ev.VenomWound) for e in everything)
            seen["matrix"] += any(
                len(m) > 2 for m in [matrix_hexes(s, p) for p in s.players if s.players[p].army == NJ]
            )
    assert all(seen.values()), seen


@pytest.mark.parametrize(("players", "options"), TABLES)
def test_random_tables_of_three_and_four_with_neojungle_terminate_and_replay(players: int, options: dict) -> None:
    play_tables(NJ, players, options, 8100)


@pytest.mark.parametrize("level", LEVELS)
def test_every_computer_level_plays_neojungle_legally(level: str) -> None:
    play_levels(NJ, level, 60, others=["moloch", "new-york", "dancer", "beasts"])
