"""The Doomsday Machine (3.0): redirected and tripled fire, the endless loop, the Trap, the Long
Distance Modules, the HQ's turning, and every tile (docs/rulings.md, "Doomsday Machine",
DM1-DM12). The redirection tests quote the rulebook's army description ("Any friendly Unit
firing at redirecting Unit's side with an inside pointed arrow will change direction of attack
to outside pointed arrow(s)") and the Polish "Sytuacje szczególne" sheet of the 3.0 army."""

from __future__ import annotations

from typing import Any

import pytest

import i18n
from rules import events as ev
from rules.ai import LEVELS
from rules.armies import PICTURES_PENDING, RULES_ONLY
from rules.armies.doomsday_machine.mechanics import LOOP_HITS, Redirected, TrapExploded
from rules.battle import analyse, view_slots
from rules.catalog import ALL_ARMIES, ARMIES, army
from rules.game import apply, legal_actions
from rules.scenario import load
from rules.state import GameState
from rules.turns import battles
from tests.rules.helpers import TABLES, play_checked, play_levels, play_tables, random_plays, refused

DM = "doomsday-machine"


def _scenario(board_: list[dict[str, Any]], other: str = "moloch", **extra: Any) -> GameState:
    data: dict[str, Any] = {"players": {"1": {"army": DM}, "2": {"army": other}}, "board": board_}
    data.update(extra)
    return load(data)


def _u(h: str, p: int, tile: str, facing: str = "N", **more: Any) -> dict[str, Any]:
    return {"hex": h, "player": p, "tile": tile, "facing": facing, **more}


def _fight(s: GameState) -> tuple[GameState, ev.BattleFought]:
    s = s.copy()
    events: list[ev.Event] = []
    battles(s, "battle_tile", s.current, events)
    return s, next(e for e in events if isinstance(e, ev.BattleFought))


def _of(report: ev.BattleFought, kind: type) -> list[Any]:
    return [e for seg in report.segments for e in seg.events if isinstance(e, kind)]


def _wounds(s: GameState) -> dict[str, int]:
    """Every unit on the board by hex: its wounds."""
    return {s.board.name(h): u.wounds for h, u in s.units.items()}


def _gone(before: GameState, after: GameState) -> set[str]:
    return {before.board.name(h) for h in before.units if h not in after.units}


# ---------------------------------------------------------------------- the army
def test_the_army_is_35_tiles_offered() -> None:
    a = army(DM)
    assert DM in ALL_ARMIES and DM in ARMIES and DM not in RULES_ONLY and DM not in PICTURES_PENDING
    assert sum(t.count for t in a.tiles) == 35
    assert a.composition() == {
        "hq": 1,
        "alpha-shooter": 2,
        "gamma-shooter": 1,
        "delta-shooter": 1,
        "omega-shooter": 4,
        "gauss-cannon": 2,
        "tripler": 2,
        "doom-net-fighter": 2,
        "fireblast": 2,
        "trap": 1,
        "medic": 5,
        "officer": 2,
        "scout": 2,
        "main-war-processor": 2,
        "battle": 4,
        "push-back": 1,
        "small-bomb": 1,
    }
    redirectors = {t.key: (t.effect_edges("redirect_in"), t.effect_edges("redirect_out")) for t in a.tiles}
    assert {k: v for k, v in redirectors.items() if v != ((), ())} == {
        "tripler": ((2, 3, 4), (0, 1, 5)),  # three inlets at the back, three outlets at the front
        "fireblast": ((1, 2, 3, 4, 5), (0,)),  # five inlets, one outlet (armoured)
        "doom-net-fighter": ((1, 2, 3, 4, 5), (0,)),  # five inlets, the outlet where it nets
    }
    assert {t.key for t in a.tiles if "long_range" in t.abilities} == {"medic", "officer", "main-war-processor"}
    assert a.tile("trap").effect_edges("trap") == (0,)


@pytest.mark.parametrize(
    ("tile", "initiative", "hp", "attacks", "armor"),
    [
        ("alpha-shooter", (3,), 1, [("ranged", 5, 1), ("ranged", 1, 1)], []),
        ("gamma-shooter", (2, 1), 2, [("ranged", 0, 1)], [2, 4]),
        ("delta-shooter", (1,), 2, [("ranged", 0, 2)], []),
        ("omega-shooter", (2,), 1, [("ranged", 5, 1), ("ranged", 0, 1), ("ranged", 1, 1)], [3]),
        ("gauss-cannon", (1,), 2, [("gauss", 0, 1)], []),
        ("tripler", (), 2, [], []),
        ("doom-net-fighter", (), 1, [], []),
        ("fireblast", (), 2, [], [0]),
        ("hq", (0,), 20, [("melee", e, 1) for e in (5, 0, 1, 4, 3, 2)], []),
    ],
)
def test_every_unit_is_as_the_data_gives_it(
    tile: str, initiative: tuple[int, ...], hp: int, attacks: list[tuple[str, int, int]], armor: list[int]
) -> None:
    t = army(DM).tile(tile)
    assert t.initiative == initiative and t.hp == hp and sorted(t.armor) == armor
    assert sorted((a.kind, a.edge, a.strength) for a in t.attacks) == sorted(attacks)
    assert t.nets == (frozenset({0}) if tile == "doom-net-fighter" else frozenset())


# ---------------------------------------------------------------------- redirection
def test_a_fireblast_turns_a_friendly_shot_out_of_its_outlet() -> None:
    # The Delta Shooter on C4 fires north into the Fireblast's side (an inlet): the shot leaves
    # through the outlet (NE) and hits D2; the Blocker straight on, on C2, is not hit.
    s = _scenario(
        [
            _u("C4", 1, "delta-shooter"),
            _u("C3", 1, "fireblast", "NE"),
            _u("D2", 2, "blocker", "S"),
            _u("C2", 2, "blocker", "S"),
        ]
    )
    after, report = _fight(s)
    assert _wounds(after)["D2"] == 2 and _wounds(after)["C2"] == 0
    (r,) = _of(report, Redirected)
    assert (r.tile, r.hex, r.shooter_hex, r.ways, r.toward, r.loop) == ("fireblast", "C3", "C4", 1, "NE", "")


def test_a_tripler_splits_a_shot_three_ways() -> None:
    s = _scenario(
        [
            _u("C4", 1, "delta-shooter"),
            _u("C3", 1, "tripler"),
            _u("B2", 2, "blocker", "N"),
            _u("C2", 2, "blocker", "N"),
            _u("D2", 2, "blocker", "N"),
        ]
    )
    after, report = _fight(s)
    assert {h: _wounds(after)[h] for h in ("B2", "C2", "D2")} == {"B2": 2, "C2": 2, "D2": 2}
    (r,) = _of(report, Redirected)
    assert (r.tile, r.ways) == ("tripler", 3)


def test_a_shot_into_an_outlet_flies_over_as_over_any_friendly_unit() -> None:
    # the Tripler faces south: the shot from C4 meets its front, an outlet
    s = _scenario([_u("C4", 1, "delta-shooter"), _u("C3", 1, "tripler", "S"), _u("C2", 2, "blocker", "N")])
    after, report = _fight(s)
    assert _wounds(after)["C2"] == 2 and not _of(report, Redirected)


def test_a_shot_hitting_an_enemy_before_the_redirector_is_not_redirected() -> None:
    s = _scenario(
        [
            _u("C5", 1, "delta-shooter"),
            _u("C4", 2, "blocker", "N"),
            _u("C3", 1, "fireblast", "NE"),
            _u("D2", 2, "blocker", "S"),
        ]
    )
    after, report = _fight(s)
    assert _wounds(after)["C4"] == 2 and _wounds(after)["D2"] == 0 and not _of(report, Redirected)


def test_shots_chain_through_several_redirectors_and_armor_counts_on_the_side_they_arrive() -> None:
    # C4 -> Fireblast C3 (out NE) -> Tripler D2 facing NE: it arrives through the SW side (an
    # inlet) and leaves N (D1), NE (E1) and SE (E2). The Blocker on E2 faces NW, its armored
    # front towards the arriving shot: 2 - 1.
    s = _scenario(
        [
            _u("C4", 1, "delta-shooter"),
            _u("C3", 1, "fireblast", "NE"),
            _u("D2", 1, "tripler", "NE"),
            _u("D1", 2, "blocker", "N"),
            _u("E2", 2, "blocker", "NW"),
        ]
    )
    after, report = _fight(s)
    assert _wounds(after)["D1"] == 2 and _wounds(after)["E2"] == 1
    assert [r.tile for r in _of(report, Redirected)] == ["fireblast", "tripler"]


def test_an_enemys_shot_is_not_redirected_it_hits_the_redirector() -> None:
    s = _scenario([_u("C4", 2, "stormtrooper"), _u("C3", 1, "fireblast", "NE"), _u("D2", 1, "omega-shooter")])
    after, report = _fight(s)
    assert "C3" not in _wounds(after)  # the Stormtrooper's two shots (2, 1) kill it
    assert not _of(report, Redirected)


def test_a_netted_redirector_redirects_nothing_the_shot_flies_over() -> None:
    # "Zasieciowana jednostka przekierowująca nie przekierowuje" (PL special situations)
    s = _scenario(
        [
            _u("C4", 1, "delta-shooter"),
            _u("C3", 1, "fireblast", "NE"),
            _u("B3", 2, "net-fighter", "NE"),
            _u("D2", 2, "blocker", "S"),
            _u("C2", 2, "blocker", "N"),
        ]
    )
    assert analyse(s).by_hex[s.board.parse("C3")].netted
    after, report = _fight(s)
    assert _wounds(after)["C2"] == 2 and _wounds(after)["D2"] == 0 and not _of(report, Redirected)


def test_a_paralysed_redirector_still_redirects() -> None:
    # "Sparaliżowanie ... jednostki przekierowującej nie spowoduje zatrzymania" (PL)
    s = _scenario(
        [
            _u("C4", 1, "delta-shooter"),
            _u("C3", 1, "fireblast", "NE", markers=[{"kind": "paralysis", "player": 2}]),
            _u("D2", 2, "hq", "S"),
        ],
        other="sharrash",
    )
    assert analyse(s).by_hex[s.board.parse("C3")].disarmed
    after, _ = _fight(s)
    assert after.players[2].hq_hp == 18


def test_a_redirected_gauss_shot_stays_gauss_and_does_not_fly_on_over_the_redirector() -> None:
    # "strzał Gaussa nie przeleci dalej nad jednostką przekierowującą" (PL): the Gauss shot
    # wounds C4, turns at C3 and wounds every enemy along the outlet's line (D2, E1), not C2.
    s = _scenario(
        [
            _u("C5", 1, "gauss-cannon"),
            _u("C4", 2, "blocker", "N"),
            _u("C3", 1, "fireblast", "NE"),
            _u("D2", 2, "blocker", "S"),
            _u("E1", 2, "blocker", "S"),
            _u("C2", 2, "blocker", "S"),
        ]
    )
    after, report = _fight(s)
    assert {h: _wounds(after)[h] for h in ("C4", "D2", "E1", "C2")} == {"C4": 1, "D2": 1, "E1": 1, "C2": 0}
    assert all(h.kinds == ["gauss"] for h in _of(report, ev.Hit))


def test_the_shooters_officer_boosts_the_redirected_shot_an_officer_on_the_redirector_does_not() -> None:
    # "Na jednostki przekierowujące nie działają Moduły zmieniające cechy ataku" (PL)
    base = [_u("C4", 1, "delta-shooter"), _u("C3", 1, "tripler"), _u("C2", 2, "blocker", "N")]
    on_redirector = _scenario(base + [_u("D3", 1, "officer", "NW")])
    assert analyse(on_redirector).by_hex[on_redirector.board.parse("C3")].ranged_bonus == 1
    after, _ = _fight(on_redirector)
    assert _wounds(after)["C2"] == 2
    on_shooter = _scenario(base + [_u("D4", 1, "officer", "NW")])
    after, _ = _fight(on_shooter)
    assert "C2" not in _wounds(after)  # 3 wounds: the Blocker (3) dies


def test_a_scoper_takes_no_redirector_it_is_no_module() -> None:
    # "Jednostki przekierowujące nie są modułami, więc Skoper i Szpieg nie mogą się do nich
    # podpinać" (PL): Outpost's Scoper next to the Tripler takes nothing; the shot is tripled.
    s = _scenario(
        [
            _u("C4", 1, "delta-shooter"),
            _u("C3", 1, "tripler"),
            _u("D3", 2, "scoper", "NW"),
            _u("C2", 2, "hq"),
        ],
        other="outpost",
    )
    assert analyse(s).by_hex[s.board.parse("C3")].beneficiary == 1
    after, report = _fight(s)
    assert after.players[2].hq_hp == 18 and _of(report, Redirected)


def test_an_allys_shot_is_redirected_too() -> None:
    # "KAŻDY atak dystansowy własnej lub sojuszniczej jednostki" (PL)
    s = load(
        {
            "players": {"1": {"army": DM}, "2": {"army": "borgo"}, "3": {"army": "outpost"}, "4": {"army": "hegemony"}},
            "mode": "2v2",
            "teams": [[1, 3], [2, 4]],
            "board": [_u("C4", 3, "hmg"), _u("C3", 1, "fireblast", "NE"), _u("D2", 2, "hq", "S")],
        }
    )
    after, report = _fight(s)
    assert after.players[2].hq_hp == 18 and len(_of(report, Redirected)) == 2  # the HMG fires at 2 and 1


def test_the_endless_loop_destroys_what_its_branches_reach_even_an_hq() -> None:
    # "A split ranged attack, which gets back to a splitting Unit creates an infinite loop and
    # inflicts an infinite damage." The Delta Shooter on B2 fires into the Tripler on C3 (facing
    # SE: inlets SW, NW, N; outlets NE, SE, S); NE goes to the Fireblast on D2 (out NW), to the
    # Fireblast on C2 (out S), back into the Tripler through its north inlet: round for ever.
    # Its S and SE branches hit the enemy HQ on C4 and the Blocker on D3 without end.
    s = _scenario(
        [
            _u("B2", 1, "delta-shooter", "SE"),
            _u("C3", 1, "tripler", "SE"),
            _u("D2", 1, "fireblast", "NW"),
            _u("C2", 1, "fireblast", "S"),
            _u("C4", 2, "hq", "N"),
            _u("D3", 2, "blocker", "NW"),
            _u("A3", 2, "medic", "NE"),
        ]
    )
    after, report = _fight(s)
    assert after.players[2].hq_hp == 0 and "D3" not in _wounds(after)
    assert any(r.loop == "endless" for r in _of(report, Redirected))
    assert max(h.strength for h in _of(report, ev.Hit)) >= 2 * LOOP_HITS


def test_two_branches_meeting_again_hit_twice() -> None:
    # The Tripler (C3, facing N) sends its N branch at the HQ on C2, and its NW branch to the
    # Fireblast on B2, which turns it north-east: into the same HQ. Two hits of 2.
    s = _scenario(
        [
            _u("C4", 1, "delta-shooter"),
            _u("C3", 1, "tripler"),
            _u("B2", 1, "fireblast", "NE"),
            _u("C2", 2, "hq", "S"),
        ]
    )
    after, report = _fight(s)
    assert after.players[2].hq_hp == 20 - 2 - 2
    (hit,) = [h for h in _of(report, ev.Hit) if h.target_hex == "C2"]
    assert hit.kinds == ["ranged", "ranged"]  # one packet: a Medic would take both (DM6)


# ---------------------------------------------------------------------- the Trap
def test_the_trap_explodes_when_an_enemy_hits_its_marked_side_wounding_every_neighbour() -> None:
    # The Hornet (C2) bites the Trap (C3, marked edge N) through its marked side: one wound to
    # every adjacent unit, own and enemy, HQs included; the linked Medic cannot save the Trap.
    s = _scenario(
        [
            _u("C3", 1, "trap", "N"),
            _u("C2", 2, "hornet", "S"),
            _u("C4", 1, "hq"),
            _u("B3", 1, "officer", "NE"),
            _u("D3", 2, "blocker", "N"),
            _u("D2", 1, "medic", "SW"),
        ]
    )
    after, report = _fight(s)
    assert "C3" not in _wounds(after)
    (t,) = _of(report, TrapExploded)
    assert (t.hex, t.attacker_hex) == ("C3", "C2")
    assert after.players[1].hq_hp == 19 and _wounds(after)["D3"] == 2  # the blast and the HQ's bite
    assert {"C2", "B3"} <= _gone(s, after)  # the Hornet and the Officer (1 hit point) die
    # the boost of the Officer on B3 does not raise the explosion: the HQ lost 1


def test_the_trap_hit_on_another_side_does_not_explode() -> None:
    s = _scenario([_u("C3", 1, "trap", "N"), _u("C4", 2, "hornet", "N"), _u("D3", 2, "blocker", "N")])
    after, report = _fight(s)
    assert "C3" not in _wounds(after) and _wounds(after)["D3"] == 0 and not _of(report, TrapExploded)


def test_an_own_shot_through_the_trap_sets_nothing_off() -> None:
    s = _scenario([_u("C4", 1, "delta-shooter"), _u("C3", 1, "trap", "S"), _u("C2", 2, "blocker", "N")])
    after, report = _fight(s)
    assert _wounds(after)["C2"] == 2 and not _of(report, TrapExploded)


# ---------------------------------------------------------------------- Long Distance Modules
def test_a_long_distance_medic_saves_a_unit_two_hexes_away_over_an_enemy() -> None:
    # "Friendly units 1 & 2 hexes from Module connection receive Module bonus ... over enemy
    # units and empty spaces."
    s = _scenario(
        [
            _u("C4", 1, "medic"),
            _u("C3", 2, "blocker", "N"),
            _u("C2", 1, "alpha-shooter"),
            _u("C1", 2, "hornet", "S"),
        ]
    )
    an = analyse(s)
    assert an.by_hex[s.board.parse("C2")].medics and not an.by_hex[s.board.parse("C3")].medics
    after, _ = _fight(s)
    assert "C2" in _wounds(after) and "C4" not in _wounds(after)


def test_a_long_distance_officer_and_main_war_processor_reach_two_hexes_and_a_scout_one() -> None:
    s = _scenario(
        [
            _u("A3", 1, "officer"),
            _u("A1", 1, "delta-shooter"),
            _u("C5", 1, "main-war-processor"),
            _u("C4", 1, "gamma-shooter"),
            _u("C3", 1, "gauss-cannon"),
            _u("E3", 1, "scout"),
            _u("E2", 1, "alpha-shooter"),
            _u("E1", 1, "omega-shooter"),
        ]
    )
    an = analyse(s)
    at = {h: an.by_hex[s.board.parse(h)] for h in ("A1", "C4", "C3", "E2", "E1")}
    assert at["A1"].ranged_bonus == 1  # two hexes north of the Officer (A2 empty between)
    assert dict(view_slots(at["C4"])) == {("b", 0): 2, ("b", 1): 1, ("x", 0): 0}  # the MWP's first hex
    assert dict(view_slots(at["C3"])) == {("b", 0): 1, ("x", 0): 0}  # and its second
    assert at["E2"].speed == 1 and at["E1"].speed == 0  # the Scout reaches one hex only


# ---------------------------------------------------------------------- the HQ's turning
def _turn_state(**extra: Any) -> GameState:
    return _scenario(
        [_u("A1", 1, "hq"), _u("C3", 1, "fireblast"), _u("E3", 2, "hq"), _u("C1", 2, "blocker")],
        hands={"1": ["battle"]},
        **extra,
    )


def test_the_hq_turns_one_own_unit_once_a_turn() -> None:
    s = _turn_state()
    turns = [a for a in legal_actions(s) if a.verb == "turn"]
    assert {str(a) for a in turns} == {f"turn C3 {f}" for f in ("NE", "SE", "S", "SW", "NW")}
    s, events = apply(s, "turn C3 SE")
    assert s.units[s.board.parse("C3")].facing.name == "SE"
    assert any(isinstance(e, ev.Moved) and e.means == "rotation" for e in events)
    assert not [a for a in legal_actions(s) if a.verb == "turn"]
    refused(s, "turn C3 S")


def test_the_hq_does_not_turn_itself_an_enemy_or_while_netted() -> None:
    s = _turn_state()
    refused(s, "turn A1 S")
    refused(s, "turn C1 S")
    netted = _scenario(
        [_u("A1", 1, "hq"), _u("A2", 2, "net-fighter", "N"), _u("C3", 1, "fireblast"), _u("E3", 2, "hq")],
        hands={"1": ["battle"]},
    )
    assert not [a for a in legal_actions(netted) if a.verb == "turn"]
    refused(netted, "turn C3 S")


def test_a_netted_unit_is_not_turned() -> None:
    s = _scenario(
        [_u("A1", 1, "hq"), _u("C3", 1, "fireblast"), _u("C2", 2, "net-fighter", "S"), _u("E3", 2, "hq")],
        hands={"1": ["battle"]},
    )
    assert not [a for a in legal_actions(s) if a.verb == "turn"]


def test_what_the_bot_words_is_in_the_catalogues() -> None:
    for lang in ("en", "pl"):
        for msg in ("seg-redirected", "seg-trap-exploded", "rules-hq-turn-used", f"army-{DM}"):
            assert i18n.has(msg, lang), (msg, lang)
        for key in army(DM).composition():
            assert i18n.has(f"tile-{DM}-{key}", lang), key
        for loop in ("", "endless"):
            for ways in (1, 3):
                text = i18n.t(lang, "seg-redirected", unit="X", shooter_hex="C4", ways=ways, toward="NE", loop=loop)
                assert "C4" in text and ("{" not in text)


# ---------------------------------------------------------------------- whole games
@pytest.mark.parametrize("other", [a for a in ALL_ARMIES if a != DM])
def test_random_games_against_every_army_terminate_keep_every_tile_and_replay(other: str) -> None:
    for seed in range(3):
        armies = [DM, other] if seed % 2 else [other, DM]
        play_checked(armies, 8700 + seed)


def test_random_games_use_every_doomsday_mechanic() -> None:
    seen = dict.fromkeys(("turn", "redirected", "tripled", "trap"), 0)
    for seed in range(24):
        armies = [DM, "outpost"] if seed % 2 else ["moloch", DM]
        for _, a, events in random_plays(armies, seed):
            seen["turn"] += a.verb == "turn"
            for e in events:
                flat = [x for seg in e.segments for x in seg.events] if isinstance(e, ev.BattleFought) else []
                seen["redirected"] += any(isinstance(x, Redirected) and x.ways == 1 for x in flat)
                seen["tripled"] += any(isinstance(x, Redirected) and x.ways == 3 for x in flat)
                seen["trap"] += any(isinstance(x, TrapExploded) for x in flat)
    assert all(seen.values()), seen


@pytest.mark.parametrize(("players", "options"), TABLES)
def test_random_tables_of_three_and_four_with_the_doomsday_machine_terminate_and_replay(
    players: int, options: dict
) -> None:
    play_tables(DM, players, options, 8300)


@pytest.mark.parametrize("level", LEVELS)
def test_every_computer_level_plays_the_doomsday_machine_legally(level: str) -> None:
    play_levels(DM, level, 80, lambda state, action: None)
