"""Sharrash: Paralysis (on hit, the Landfill, the instant), the Mortar, the Explosive,
Underground and the HQ's Underground Castling, the Hole, and every tile (docs/rulings.md,
"Sharrash"). Each board test quotes the text it comes from: the English Sharrash rulebook
("Special rules", docslib.org), the app's help text (v2.40), neuroshima.hex.free.fr's army page
and neuroshimahex.pl's tactics page (quoted in Polish)."""

from __future__ import annotations

from typing import Any

import pytest

import i18n
from rules import events as ev
from rules import registry
from rules.ai import LEVELS
from rules.analysis import UnitView
from rules.armies import PICTURES_PENDING, PUZZLES_PENDING, RULES_ONLY
from rules.armies.sharrash.mechanics import paralysed, underground
from rules.battle import analyse
from rules.catalog import ALL_ARMIES, ARMIES, army
from rules.game import apply, legal_actions, new_game
from rules.position import code_of, position, state_of
from rules.scenario import load
from rules.secrecy import public_json
from rules.state import PHASE_OVER, GameState
from rules.turns import battles
from tests.rules.helpers import TABLES, battle, play_checked, play_levels, play_tables, random_plays, refused, tiles_at

SH = "sharrash"


def _view(s: GameState, name: str) -> UnitView:
    return analyse(s).by_hex[s.board.parse(name)]


def _unit(s: GameState, name: str) -> Any:
    return s.units[s.board.parse(name)]


def _of(report: ev.BattleFought, kind: type) -> list[Any]:
    return [e for seg in report.segments for e in seg.events if isinstance(e, kind)]


def _scenario(board_: list[dict[str, Any]], other: str = "moloch", **extra: Any) -> GameState:
    data: dict[str, Any] = {"players": {"1": {"army": SH}, "2": {"army": other}}, "board": board_}
    data.update(extra)
    return load(data)


def _u(h: str, p: int, tile: str, facing: str = "N", **more: Any) -> dict[str, Any]:
    return {"hex": h, "player": p, "tile": tile, "facing": facing, **more}


def _full_battle(s: GameState) -> tuple[GameState, ev.BattleFought, list[ev.Event]]:
    """A battle as a game fights it (rules.turns.battles): the report and what follows it (the
    end of the battle: the Hole, the paralysis markers leaving)."""
    s = s.copy()
    events: list[ev.Event] = []
    battles(s, "battle_tile", s.current, events)
    report = next(e for e in events if isinstance(e, ev.BattleFought))
    return s, report, [e for e in events if not isinstance(e, ev.BattleFought)]


PARALYSIS_MARKER = [{"kind": "paralysis", "player": 1}]


# ---------------------------------------------------------------------- the army
def test_the_army_is_35_tiles_offered_drawn_and_puzzled() -> None:
    a = army(SH)
    assert (
        SH in ALL_ARMIES
        and SH in ARMIES
        and SH not in RULES_ONLY
        and SH not in PICTURES_PENDING
        and SH not in PUZZLES_PENDING
    )
    assert sum(t.count for t in a.tiles) == 35
    assert a.composition() == {
        "hq": 1,
        "plague": 2,
        "beast": 1,
        "mutant": 3,
        "mortar": 3,
        "rats": 3,
        "explosive": 4,
        "underworlds": 1,
        "landfill": 1,
        "officer": 1,
        "medic": 2,
        "transport": 2,
        "scout": 1,
        "mother": 1,
        "hole": 1,
        "battle": 5,
        "move": 2,
        "paralysis": 1,
    }
    assert "underground_castling" in a.hq.abilities
    assert a.tile("hole").is_foundation and "hole" in a.tile("hole").abilities
    modules = {t.key for t in a.tiles if t.kind == "module"}
    assert modules == {"underworlds", "landfill", "officer", "medic", "transport", "scout", "mother"}
    # "Underground" is printed on every module (the data's ability)
    assert all("underground" in a.tile(k).abilities for k in modules)
    assert not any(t.armor for t in a.tiles)  # "a complete lack of armors"


@pytest.mark.parametrize(
    ("key", "initiative", "attacks", "abilities"),
    [
        ("plague", (1, 0), [("melee", 5, 1), ("melee", 1, 1)], {"mobility", "paralysis"}),
        ("beast", (2,), [("melee", 0, 3)], set()),
        ("mutant", (3,), [("melee", 0, 1)], {"paralysis"}),
        ("mortar", (2, 1), [("mortar", 0, 1)], set()),
        ("rats", (2,), [("melee", 5, 1), ("melee", 0, 1), ("melee", 1, 1)], set()),
        ("explosive", (), [("explosive", 0, 0)], {"explosive"}),
    ],
)
def test_every_warrior_is_as_the_data_and_rulebook_give_it(
    key: str, initiative: tuple[int, ...], attacks: list[tuple[str, int, int]], abilities: set[str]
) -> None:
    t = army(SH).tile(key)
    assert t.kind == "warrior" and t.initiative == initiative and t.hp == 1
    assert [(a.kind, a.edge, a.strength) for a in t.attacks] == attacks
    assert t.abilities == abilities


def test_every_module_is_as_the_data_gives_it() -> None:
    a = army(SH)
    assert a.tile("landfill").effect_edges("paralysing") == (0, 5)
    assert a.tile("officer").effect_edges("melee_officer") == (0, 5)
    assert a.tile("medic").effect_edges("medic") == (0, 5)
    assert a.tile("transport").effect_edges("mobility") == (0, 5)
    assert a.tile("scout").effect_edges("speed") == (0, 5)
    assert a.tile("mother").effect_edges("additional_initiative") == (0, 5)
    assert not a.tile("underworlds").effects  # it acts on every unit, through no edge (SH5)


# ---------------------------------------------------------------------- Paralysis on hit
def _mutant_board(*more: dict[str, Any]) -> GameState:
    return _scenario(
        [
            _u("E3", 1, "hq"),
            _u("C3", 1, "mutant", "N"),  # initiative 3, melee on C2
            _u("C2", 2, "stormtrooper", "S"),  # 2 hit points, shoots C3 at 2 and 1
            _u("A1", 2, "hq"),
            *more,
        ]
    )


def test_a_mutant_paralyses_what_it_wounds_and_the_unit_makes_no_attack_this_battle() -> None:
    # "If a Unit with Paralysis ability wounds an enemy Unit or HQ (melee or ranged), it not only
    # receives the wound as usual, but is also paralyzed. From that moment on it cannot perform
    # any attacks until the end of a Battle." (the app)
    s, report, after = _full_battle(_mutant_board())
    paralysis = _of(report, ev.Paralysed)
    assert [(e.tile, e.hex, e.player, e.target_player) for e in paralysis] == [("stormtrooper", "C2", 1, 2)]
    assert [seg.initiative for seg in report.segments if any(isinstance(e, ev.Paralysed) for e in seg.events)] == [3]
    assert not [e for e in _of(report, ev.Hit) if e.tile == "stormtrooper"]  # its shots at 2 and 1 are lost
    assert tiles_at(s)["C3"] == "mutant" and _unit(s, "C2").wounds == 1
    # "Une fois la bataille terminée" the marker leaves the unit (neuroshima.hex.free.fr)
    assert [(e.tile, e.hex) for e in after if isinstance(e, ev.ParalysisEnded)] == [("stormtrooper", "C2")]
    assert not s.markers and not _view(s, "C2").disarmed


def test_without_paralysis_the_same_unit_shoots_back() -> None:
    s = _scenario([_u("E3", 1, "hq"), _u("C3", 1, "rats", "N"), _u("C2", 2, "stormtrooper", "S"), _u("A1", 2, "hq")])
    s, report = battle(s)
    assert not _of(report, ev.Paralysed) and "C3" not in tiles_at(s)


def test_a_paralysed_hq_takes_its_wound_and_does_not_hit_back() -> None:
    # "it also paralyzes it … (including the HQ)": the Moloch HQ would kill the Mutant at 0.
    s = _scenario([_u("E3", 1, "hq"), _u("C3", 1, "mutant", "N"), _u("C2", 2, "hq")])
    s, report = battle(s)
    assert s.players[2].hq_hp == 19 and tiles_at(s)["C3"] == "mutant"
    assert [e.tile for e in _of(report, ev.Paralysed)] == ["hq"]
    assert not [e for e in _of(report, ev.Hit) if e.tile == "hq" and e.player == 2]


def test_a_medic_that_takes_the_hit_also_spares_the_paralysis() -> None:
    # SH1: the Medic takes the whole hit, so nothing was wounded and nothing is paralysed.
    s = _mutant_board(_u("C1", 2, "medic", "S"))  # linked to C2 by its front edge
    s, report = battle(s)
    assert _of(report, ev.MedicSaved) and not _of(report, ev.Paralysed)
    assert "C3" not in tiles_at(s)  # the Stormtrooper shot back


def test_paralysis_stops_attacks_only_a_paralysed_net_fighter_still_nets() -> None:
    # "Toutes les autres capacités d'une unité paralysée restent fonctionnelle (modules, filets,
    # résistance, blindage, mouvement, etc.)" (neuroshima.hex.free.fr)
    s = _scenario(
        [
            _u("E3", 1, "hq"),
            _u("C4", 1, "rats", "N"),
            _u("C3", 2, "net-fighter", "S", markers=PARALYSIS_MARKER),  # nets C4 (and B4)
            _u("A1", 2, "hq"),
        ]
    )
    assert _view(s, "C3").disarmed and _view(s, "C4").netted


def test_landfill_gives_paralysis_to_linked_units() -> None:
    # "Adds Paralysis ability to connected Units." (the app, Landfill)
    units = [
        _u("A1", 1, "hq"),
        _u("C3", 1, "rats", "N"),  # initiative 2, melee on C2
        _u("C2", 2, "protector", "S"),  # 2 hit points, shoots C3 at 1
        _u("E3", 2, "hq"),
    ]
    s, report = battle(_scenario(units))
    assert not _of(report, ev.Paralysed) and "C3" not in tiles_at(s)
    s = _scenario([*units, _u("C4", 1, "landfill", "N")])  # its front edge links C3
    assert "paralysing" in _view(s, "C3").conditions
    s, report = battle(s)
    assert [e.tile for e in _of(report, ev.Paralysed)] == ["protector"]
    assert tiles_at(s)["C3"] == "rats" and _unit(s, "C2").wounds == 1


# ---------------------------------------------------------------------- the Paralysis instant
def test_the_paralysis_instant_stops_an_enemy_until_the_end_of_the_next_battle() -> None:
    # "Paralyzes an enemy Unit or HQ (it may not attack until the end of a Battle)." (the app)
    s = _scenario(
        [_u("E3", 1, "hq"), _u("C3", 1, "rats", "N"), _u("C2", 2, "hunter-killer", "S"), _u("A1", 2, "hq")],
        hands={"1": ["paralysis", "battle"]},
    )
    refused(s, "play paralysis C3")  # an own unit
    refused(s, "play paralysis D4")  # nobody
    s, events = apply(s, "play paralysis C2")
    assert [(e.tile, e.hex) for e in events if isinstance(e, ev.Paralysed)] == [("hunter-killer", "C2")]
    assert paralysed(s, _unit(s, "C2").uid)
    s, events = apply(s, "play battle")
    report = next(e for e in events if isinstance(e, ev.BattleFought))
    assert not [e for e in _of(report, ev.Hit) if e.tile == "hunter-killer"]  # it would have struck first
    assert "C2" not in tiles_at(s) and tiles_at(s)["C3"] == "rats"
    assert not s.markers


def test_paralysis_markers_survive_json_replay_and_codes_and_are_public() -> None:
    s = _scenario([_u("E3", 1, "hq"), _u("C2", 2, "blocker", "S", markers=PARALYSIS_MARKER), _u("A3", 2, "hq")])
    uid = _unit(s, "C2").uid
    assert GameState.loads(s.dumps()) == s
    assert public_json(s)["markers"] == [{"uid": uid, "kind": "paralysis", "player": 1}]
    assert position(state_of(code_of(s))) == position(s)
    assert _view(state_of(code_of(s)), "C2").disarmed


def test_a_paralysis_played_in_a_game_survives_undo_by_replay() -> None:
    state = new_game((SH, "moloch"), 5)
    played: list[str] = []
    for _ in range(400):
        if state.phase == PHASE_OVER:
            break
        options = [a for a in legal_actions(state) if a.verb == "play" and a.tile == "paralysis"]
        a = options[0] if options else legal_actions(state)[0]
        state, _ = apply(state, a)
        played.append(str(a))
        if options:
            break
    assert any(p.startswith("play paralysis") for p in played)
    assert any(m.kind == "paralysis" for found in state.markers.values() for m in found)
    from rules.game import replay

    assert replay([SH, "moloch"], 5, played) == state


# ---------------------------------------------------------------------- Mortar
def test_the_mortar_hits_only_the_enemy_two_hexes_away_over_another_unit() -> None:
    # "Mortar hits only the enemy Unit 2 hexes away in the line of fire, regardless of whether
    # the target is obscured by another Unit or not." (the app)
    s = _scenario(
        [
            _u("E3", 1, "hq"),
            _u("C4", 1, "mortar", "N"),  # C3, then C2
            _u("C3", 2, "hybrid", "N"),  # in between: not hit (it shoots away, at C2's owner… its own)
            _u("C2", 2, "guard", "N"),
            _u("A1", 2, "hq"),
        ]
    )
    s, report = battle(s)
    mortar = [e for e in _of(report, ev.Hit) if e.tile == "mortar"]
    assert {(e.target_tile, e.target_hex) for e in mortar} == {("guard", "C2")}
    assert "C2" not in tiles_at(s) and _unit(s, "C3").wounds == 0


def test_the_mortar_hits_nothing_when_the_hex_two_away_is_empty() -> None:
    s = _scenario([_u("E3", 1, "hq"), _u("C4", 1, "mortar", "N"), _u("C3", 2, "blocker", "S"), _u("A1", 2, "hq")])
    s, report = battle(s)
    assert not [e for e in _of(report, ev.Hit) if e.tile == "mortar"] and _unit(s, "C3").wounds == 0


def test_armour_works_against_the_mortar() -> None:
    # "Armor works against Mortar shots in the usual way." (the app)
    s = _scenario([_u("E3", 1, "hq"), _u("C4", 1, "mortar", "N"), _u("C2", 2, "blocker", "S"), _u("A1", 2, "hq")])
    s, report = battle(s)
    mortar = [e for e in _of(report, ev.Hit) if e.tile == "mortar"]
    assert [(e.armor, e.damage) for e in mortar] == [(1, 0), (1, 0)]  # initiatives 2 and 1
    assert _unit(s, "C2").wounds == 0


def test_the_mortar_hits_an_hq_two_hexes_away() -> None:
    s = _scenario([_u("E3", 1, "hq"), _u("C4", 1, "mortar", "N"), _u("C2", 2, "hq")])
    s, _ = battle(s)
    assert s.players[2].hq_hp == 18


# ---------------------------------------------------------------------- Explosive
def test_an_explosive_destroys_the_enemy_on_its_marked_edge_before_the_first_initiative() -> None:
    # "Explosives explode at the beginning of a Battle (before the first Initiative Phase),
    # destroying an enemy Unit adjacent to its marked side and itself." (the app)
    s = _scenario([_u("E3", 1, "hq"), _u("C3", 1, "explosive", "N"), _u("C2", 2, "blocker", "S"), _u("A1", 2, "hq")])
    s, report = battle(s)
    opening = report.segments[0]
    assert opening.initiative == ev.OPENING
    assert [(e.hex, e.target_hex) for e in opening.events if isinstance(e, ev.Detonated)] == [("C3", "C2")]
    killed = {(e.tile, e.cause) for e in opening.events if isinstance(e, ev.Killed)}
    assert killed == {("blocker", ""), ("explosive", "explosion")}  # a 3-hit-point Blocker too
    assert "C2" not in tiles_at(s) and "C3" not in tiles_at(s)


def test_a_medic_takes_the_explosion_but_cannot_save_the_explosive() -> None:
    # "Medics can absorb the damage done by an Explosive in the usual way. Medics CANNOT save
    # the Explosive." (the rulebook)
    s = _scenario(
        [
            _u("E3", 1, "hq"),
            _u("C3", 1, "explosive", "N"),
            _u("D3", 1, "medic", "NW"),  # Sharrash's own Medic, linked to C3 by its front edge
            _u("C2", 2, "blocker", "S"),
            _u("C1", 2, "medic", "S"),  # Moloch's, linked to C2
            _u("A1", 2, "hq"),
        ]
    )
    s, report = battle(s)
    opening = report.segments[0].events
    assert [e.saved_hex for e in opening if isinstance(e, ev.MedicSaved)] == ["C2"]
    assert tiles_at(s)["C2"] == "blocker" and "C1" not in tiles_at(s)
    assert "C3" not in tiles_at(s) and tiles_at(s)["D3"] == "medic"


def test_an_explosive_at_an_hq_explodes_without_wounding_it() -> None:
    # "If it is connected to the enemy HQ, it explodes, but does not deal any damage to the HQ."
    s = _scenario([_u("E3", 1, "hq"), _u("C3", 1, "explosive", "N"), _u("C2", 2, "hq")])
    s, report = battle(s)
    assert [e.target_hex for e in _of(report, ev.Detonated)] == ["C2"]
    assert s.players[2].hq_hp == 20 and "C3" not in tiles_at(s)


def test_an_explosive_touching_no_enemy_stays_and_never_explodes() -> None:
    # "If an Explosive is not connected to an enemy tile, it will not explode at all."
    s = _scenario([_u("E3", 1, "hq"), _u("C3", 1, "explosive", "N"), _u("B2", 2, "blocker", "S"), _u("A1", 2, "hq")])
    s, report = battle(s)
    assert not _of(report, ev.Detonated) and tiles_at(s)["C3"] == "explosive"


def test_a_netted_explosive_does_not_explode_that_battle() -> None:
    # "If an Explosive does not explode at the very beginning of the Battle (e.g. it was
    # disabled by a Net), it will not explode later during that Battle."
    s = _scenario(
        [_u("E3", 1, "hq"), _u("C3", 1, "explosive", "N"), _u("C2", 2, "net-fighter", "S"), _u("A1", 2, "hq")]
    )
    assert _view(s, "C3").netted
    s, report = battle(s)
    assert not _of(report, ev.Detonated) and tiles_at(s)["C3"] == "explosive" and tiles_at(s)["C2"] == "net-fighter"


def test_a_paralysed_explosive_does_not_explode() -> None:
    # SH4: the blast is the Explosive's attack, and a paralysed unit "cannot perform any attacks".
    s = _scenario(
        [
            _u("E3", 1, "hq"),
            _u("C3", 1, "explosive", "N", markers=[{"kind": "paralysis", "player": 2}]),
            _u("C2", 2, "blocker", "S"),
            _u("A1", 2, "hq"),
        ]
    )
    s, report = battle(s)
    assert not _of(report, ev.Detonated) and tiles_at(s)["C2"] == "blocker"


def test_an_explosive_deals_one_damage_to_a_dancer_object() -> None:
    # "In a game against The Dancer, the Explosive inflicts 1 damage to the Object."
    s = _scenario(
        [
            _u("E3", 1, "hq"),
            _u("C3", 1, "explosive", "N"),
            _u("C2", 2, "object-blue", "S"),
            _u("A1", 2, "object-red", "S"),
            _u("A3", 2, "object-yellow", "N"),
        ],
        "dancer",
    )
    s, report = battle(s)
    opening = report.segments[0].events
    assert [(e.tile, e.damage) for e in opening if isinstance(e, ev.ObjectDamaged)] == [("object-blue", 1)]


def test_enemy_modules_lowering_initiative_do_not_stop_the_explosive() -> None:
    # "Enemy modules decreasing initiative do not affect the Explosive." (an Outpost Saboteur)
    s = _scenario(
        [
            _u("E3", 1, "hq"),
            _u("C3", 1, "explosive", "N"),
            _u("C2", 2, "brawler", "S"),
            _u("D3", 2, "saboteur", "N"),
            _u("A1", 2, "hq"),
        ],
        "outpost",
    )
    s, report = battle(s)
    assert _of(report, ev.Detonated) and "C2" not in tiles_at(s)


# ---------------------------------------------------------------------- Underground and the HQ
def _castling_board(*more: dict[str, Any], other: str = "moloch") -> GameState:
    return _scenario([_u("C3", 1, "hq"), _u("A1", 2, "hq"), *more], other)


def test_the_hq_swaps_places_with_an_adjacent_underground_module_neither_turning() -> None:
    # "Sztab Sharrash i sąsiadująca z nim jednostka posiadająca zdolność Podziemny mogą zamienić
    # się miejscami, bez obracania żetonów" (neuroshimahex.pl); "once per turn".
    s = _castling_board(_u("C2", 1, "medic", "SE"))
    assert "tunnel C3 C2" in [str(a) for a in legal_actions(s)]
    s, events = apply(s, "tunnel C3 C2")
    assert tiles_at(s)["C2"] == "hq" and tiles_at(s)["C3"] == "medic"
    assert _unit(s, "C3").facing.name == "SE" and _unit(s, "C2").facing.name == "N"
    assert [(e.tile, e.from_hex, e.to_hex, e.means) for e in events if isinstance(e, ev.Moved)] == [
        ("hq", "C3", "C2", "tunnel"),
        ("medic", "C2", "C3", "tunnel"),
    ]
    assert refused(s, "tunnel C2 C3").code == "tunnel-used"
    assert not [a for a in legal_actions(s) if a.verb == "tunnel"]


def test_a_warrior_is_underground_only_while_the_underworlds_acts_anywhere() -> None:
    # "As long as it remains on the board (and is not disabled by a Net), all friendly units have
    # Underground ability." (the app, Underworlds): every unit, not only adjacent ones (SH5).
    s = _castling_board(_u("C2", 1, "rats", "N"))
    assert refused(s, "tunnel C3 C2").code == "tunnel-target"
    s = _castling_board(_u("C2", 1, "rats", "N"), _u("E3", 1, "underworlds", "N"))
    assert underground(s, analyse(s), _unit(s, "C2"))
    s, _ = apply(s, "tunnel C3 C2")
    assert tiles_at(s)["C2"] == "hq"
    netted = _castling_board(
        _u("C2", 1, "rats", "N"), _u("E3", 1, "underworlds", "N"), _u("E2", 2, "net-fighter", "S")
    )  # the Net Fighter nets E3
    assert _view(netted, "E3").netted
    assert refused(netted, "tunnel C3 C2").code == "tunnel-target"


def test_neither_a_netted_hq_nor_a_netted_partner_swaps() -> None:
    # "Nie można korzystać z tej zdolności, jeśli Sztab Sharrash lub jednostka ze zdolnością
    # Podziemny jest zasieciowana." (neuroshimahex.pl)
    s = _castling_board(_u("C2", 1, "medic", "N"), _u("D3", 2, "net-fighter", "NW"))  # nets C3
    assert refused(s, "tunnel C3 C2").code == "netted"
    s = _castling_board(_u("C2", 1, "medic", "N"), _u("C1", 2, "net-fighter", "S"))  # nets C2
    assert refused(s, "tunnel C3 C2").code == "netted"


def test_a_scoper_rids_a_module_of_underground() -> None:
    # "The [Outpost]'s Scoper rids Sharrash modules of the Underground feature the normal way."
    s = _castling_board(_u("C2", 1, "medic", "N"), _u("C1", 2, "scoper", "S"), other="outpost")
    assert not underground(s, analyse(s), _unit(s, "C2"))
    assert refused(s, "tunnel C3 C2").code == "tunnel-target"


def test_underground_protects_from_nothing() -> None:
    # SH5: Underground is what the HQ swaps with; a Sniper, a Grenade or a shot hits an
    # Underground unit as any other.
    s = _scenario(
        [
            _u("C3", 1, "hq"),
            _u("C2", 1, "medic", "N"),
            _u("E3", 1, "underworlds", "N"),
            _u("C1", 2, "guard", "S"),  # shoots C2
            _u("A3", 2, "hq"),
        ]
    )
    assert underground(s, analyse(s), _unit(s, "C2"))
    s, _ = battle(s)
    assert "C2" not in tiles_at(s)


# ---------------------------------------------------------------------- the Hole
def _hole_board(*more: dict[str, Any], other: str = "moloch") -> GameState:
    return _scenario(
        [_u("E3", 1, "hq"), _u("A1", 2, "hq"), *more],
        other,
        foundations=[{"hex": "C3", "player": 1, "tile": "hole"}],
    )


def test_the_hole_drags_an_adjacent_enemy_in_without_turning_it_and_destroys_it_after_the_battle() -> None:
    # "If there's none, Sharrash player may grab adjacent enemy Unit an move it onto the Hole
    # (Unit may not rotate)"; "If there's a unit standing on Sharrash Hole, it is automatically
    # destroyed an the end of a Battle." (the app)
    s = _hole_board(_u("C2", 2, "blocker", "SE"))
    assert "drag C3 C2" in [str(a) for a in legal_actions(s)]
    s, events = apply(s, "drag C3 C2")
    assert tiles_at(s)["C3"] == "blocker" and _unit(s, "C3").facing.name == "SE" and "C2" not in tiles_at(s)
    assert [(e.from_hex, e.to_hex, e.means) for e in events if isinstance(e, ev.Moved)] == [("C2", "C3", "hole")]
    assert refused(s, "drag C3 C3").code == "hole-taken"
    s, report, after = _full_battle(s)
    assert [(e.tile, e.hex, e.hole_player) for e in after if isinstance(e, ev.Swallowed)] == [("blocker", "C3", 1)]
    assert "C3" not in tiles_at(s) and "blocker" in s.players[2].discard
    assert s.foundations[s.board.parse("C3")].tile == "hole"  # the Hole stays for its next prey


def test_no_medic_takes_the_holes_destruction() -> None:
    # "Medics cannot absorb the damage resulting from the Hole"
    s = _hole_board(_u("C3", 2, "blocker", "S"), _u("C2", 2, "medic", "S"))  # the Medic links C3
    s, _, after = _full_battle(s)
    assert [e.tile for e in after if isinstance(e, ev.Swallowed)] == ["blocker"] and tiles_at(s)["C2"] == "medic"


def test_the_hole_spares_own_units_and_hqs_and_never_drags_an_hq() -> None:
    # "The Hole does not do any harm to any allied units standing on it."
    s = _hole_board(_u("C3", 1, "rats", "N"))
    s, _, after = _full_battle(s)
    assert not [e for e in after if isinstance(e, ev.Swallowed)] and tiles_at(s)["C3"] == "rats"
    s = _scenario([_u("E3", 1, "hq"), _u("C2", 2, "hq")], foundations=[{"hex": "C3", "player": 1, "tile": "hole"}])
    assert refused(s, "drag C3 C2").code == "drag-target"
    assert refused(s, "drag C2 C3").code == "no-hole"


def test_the_hole_deals_one_damage_to_a_dancer_object() -> None:
    # "In a game against The Dancer, the Hole inflicts 1 damage to the Object."
    s = _scenario(
        [
            _u("E3", 1, "hq"),
            _u("C2", 2, "object-blue", "S"),
            _u("A3", 2, "object-red", "N"),
            _u("E1", 2, "object-yellow", "N"),
        ],
        "dancer",
        foundations=[{"hex": "C3", "player": 1, "tile": "hole"}],
    )
    s, _ = apply(s, "drag C3 C2")
    s, _, after = _full_battle(s)
    assert [(e.tile, e.damage) for e in after if isinstance(e, ev.ObjectDamaged)] == [("object-blue", 1)]
    assert not [e for e in after if isinstance(e, ev.Swallowed)] and tiles_at(s)["C3"] == "object-blue"


def test_the_hole_can_drag_in_the_turn_it_was_placed() -> None:
    # "The Hole can grab the enemy tile even in the turn it was placed on the board."
    s = _scenario([_u("E3", 1, "hq"), _u("C2", 2, "blocker", "S"), _u("A1", 2, "hq")], hands={"1": ["hole"]})
    s, _ = apply(s, "place hole C3")
    s, _ = apply(s, "drag C3 C2")
    assert tiles_at(s)["C3"] == "blocker"


# ---------------------------------------------------------------------- the seed armies
def test_a_judge_turns_a_mortar_shot_back_one_hex() -> None:
    # Steel Police meets Sharrash: a Mortar shot that comes in at the Judge's reflecting edge
    # goes back one hex and hits the enemy standing there (R126), here a unit the shot flew over.
    s = _scenario(
        [
            _u("E3", 1, "hq"),
            _u("C4", 1, "mortar", "N"),
            _u("C3", 1, "rats", "S"),  # between: the turned shot lands on it
            _u("C2", 2, "judge", "N"),  # its back (edge 3) faces the Mortar: reflects
            _u("A1", 2, "hq"),
        ],
        "steel-police",
    )
    s, report = battle(s)
    assert [(e.to_hex, e.target_tile) for e in _of(report, ev.Reflected)][0] == ("C3", "rats")
    assert tiles_at(s).get("C2") == "judge" and "C3" not in tiles_at(s)


def test_a_judge_reflects_the_explosion() -> None:
    # "Reflection (see: Steel Police) reflects the explosion." (the rulebook)
    s = _scenario(
        [_u("E3", 1, "hq"), _u("C3", 1, "explosive", "N"), _u("C2", 2, "judge", "N"), _u("A1", 2, "hq")],
        "steel-police",
    )
    s, report = battle(s)
    opening = report.segments[0].events
    assert any(isinstance(e, ev.Detonated) for e in opening) and any(isinstance(e, ev.Reflected) for e in opening)
    assert tiles_at(s).get("C2") == "judge" and "C3" not in tiles_at(s)


def test_a_steel_net_on_a_paralysed_unit_holds_it_and_the_paralysis_still_ends() -> None:
    # Three players: Sharrash's paralysis and the Steel Police's Steel Net on one Moloch unit;
    # the net holds it, the paralysis leaves it when the battle ends.
    s = load(
        {
            "players": {"1": {"army": SH}, "2": {"army": "steel-police"}, "3": {"army": "moloch"}},
            "board": [
                _u("E3", 1, "hq"),
                _u("A1", 2, "hq"),
                _u("E1", 3, "hq"),
                _u("C3", 3, "blocker", "N", markers=PARALYSIS_MARKER, steel_net=2),
            ],
        }
    )
    v = _view(s, "C3")
    assert v.netted and v.disarmed
    s, _, after = _full_battle(s)
    assert [e.hex for e in after if isinstance(e, ev.ParalysisEnded)] == ["C3"]
    assert _view(s, "C3").netted and not _view(s, "C3").disarmed


def test_a_borgo_hq_paralysed_by_the_instant_throws_no_grenade_until_the_battle_ends() -> None:
    # As Mississippi's special situation ("Jeśli Sztab Borgo jest sparaliżowany … nie może zagrać
    # Granatu"): the marker's paralysis is the same condition (SH1, SH2).
    s = _scenario(
        [_u("E3", 1, "hq"), _u("C3", 1, "rats", "N"), _u("C2", 2, "hq", markers=PARALYSIS_MARKER)],
        "borgo",
        current=2,
        hands={"2": ["grenade"]},
    )
    assert not [a for a in legal_actions(s) if a.verb == "play" and a.tile == "grenade"]
    assert refused(s, "play grenade C3").code == "grenade-paralysed"
    s, _, _ = _full_battle(s)
    assert any(a.verb == "play" and a.tile == "grenade" for a in legal_actions(s))


def test_a_paralysed_clown_does_not_explode() -> None:
    # A Clown's blast is its attack: a paralysis marker stops it (as MS3's module does).
    s = _scenario(
        [
            _u("E3", 1, "hq"),
            _u("C3", 1, "rats", "S"),
            _u("C2", 2, "clown", "S", markers=PARALYSIS_MARKER),
            _u("A1", 2, "hq"),
        ]
    )
    s, report = battle(s)
    assert not _of(report, ev.Exploded) and "C3" in tiles_at(s)


def test_an_explosive_taken_over_by_vegas_blows_up_at_its_controllers_enemy() -> None:
    # "Explosive can be disabled the usual way by the Net, taken over, pushed back, etc.": the
    # Vegas HQ's takeover makes it Vegas's, and it blows up at Vegas's enemy (SH4).
    s = load(
        {
            "players": {"1": {"army": SH}, "2": {"army": "vegas"}},
            "board": [
                _u("E3", 1, "hq"),
                _u("C3", 1, "explosive", "S", taken_by=2),  # its front edge now faces C4
                _u("C4", 1, "rats", "N"),
                _u("B2", 2, "hq"),  # its takeover edge (2) touches C3
            ],
        }
    )
    assert s.taken == {_unit(s, "C3").uid: 1}
    s, report = battle(s)
    assert [(e.player, e.target_hex) for e in _of(report, ev.Detonated)] == [(2, "C4")]
    assert "C4" not in tiles_at(s) and "C3" not in tiles_at(s)
    assert "explosive" in s.players[1].discard  # the owner's tile goes to the owner's pile


def test_what_the_bot_words_is_in_the_catalogues() -> None:
    for lang in ("en", "pl"):
        for msg in (
            "seg-paralysed",
            "ev-paralysed",
            "ev-paralysis-ended",
            "seg-detonated",
            "ev-swallowed",
            "ev-moved-tunnel",
            "ev-moved-hole",
            "kind-mortar",
            "kind-explosive",
            f"army-{SH}",
            registry.INSTANTS["paralysis"].needs,
        ):
            assert i18n.has(msg, lang), (msg, lang)
        for key in army(SH).composition():
            assert i18n.has(f"tile-{SH}-{key}", lang), key


# ---------------------------------------------------------------------- whole games
@pytest.mark.parametrize("other", [a for a in ALL_ARMIES if a != SH])
def test_random_games_against_every_army_terminate_keep_every_tile_and_replay(other: str) -> None:
    for seed in range(3):
        armies = [SH, other] if seed % 2 else [other, SH]
        play_checked(armies, 9800 + seed)


def test_random_games_use_every_sharrash_mechanic() -> None:
    seen = dict.fromkeys(("paralysed", "ended", "detonated", "swallowed", "tunnel", "drag", "paralysis"), 0)
    for seed in range(16):
        armies = [SH, "hegemony"] if seed % 2 else ["moloch", SH]
        for _, a, events in random_plays(armies, seed):
            flat = [x for e in events for x in ([e] + _segment_events(e))]
            seen["paralysed"] += any(isinstance(e, ev.Paralysed) for e in flat)
            seen["ended"] += any(isinstance(e, ev.ParalysisEnded) for e in flat)
            seen["detonated"] += any(isinstance(e, ev.Detonated) for e in flat)
            seen["swallowed"] += any(isinstance(e, ev.Swallowed) for e in flat)
            seen["tunnel"] += a.verb == "tunnel"
            seen["drag"] += a.verb == "drag"
            seen["paralysis"] += a.verb == "play" and a.tile == "paralysis"
    assert all(seen.values()), seen


def _segment_events(e: ev.Event) -> list[ev.Event]:
    return [x for seg in e.segments for x in seg.events] if isinstance(e, ev.BattleFought) else []


@pytest.mark.parametrize(("players", "options"), TABLES)
def test_random_tables_of_three_and_four_with_sharrash_terminate_and_replay(players: int, options: dict) -> None:
    play_tables(SH, players, options, 9400)


@pytest.mark.parametrize("level", LEVELS)
def test_every_computer_level_plays_sharrash_legally(level: str) -> None:
    play_levels(SH, level, 80)
