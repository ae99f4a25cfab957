"""Mississippi: Venom (five markers, the Boiler), Poisoning, Paralysis, Zone, Mutation, Shadow,
the Toxic Bomb, Smokescreen, Transposition, the HQ's Push Back and every tile
(docs/rulings.md, "Mississippi"). Each board test quotes the text it comes from: the English
rulebook and the app's help text (v2.40), azharis.fr's tile page, and the Polish rulebook's
"special situations" (SYTUACJE SZCZEGÓLNE, quoted in Polish)."""

from __future__ import annotations

from typing import Any

import pytest

import i18n
from rules import events as ev
from rules import venom
from rules.ai import LEVELS
from rules.analysis import UnitView
from rules.armies import PICTURES_PENDING, PUZZLES_PENDING
from rules.battle import analyse
from rules.catalog import ALL_ARMIES, ARMIES, army
from rules.game import apply, legal_actions
from rules.position import code_of, position, state_of
from rules.scenario import load
from rules.secrecy import public_json
from rules.state import GameState, Marker
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

MS = "mississippi"


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


def _of(report: ev.BattleFought, kind: type) -> list[Any]:
    return [e for seg in report.segments for e in seg.events if isinstance(e, kind)]


def _unit(s: GameState, name: str) -> Any:
    return s.units[s.board.parse(name)]


def _scenario(board_: list[dict[str, Any]], other: str = "moloch", **extra: Any) -> GameState:
    data: dict[str, Any] = {"players": {"1": {"army": MS}, "2": {"army": other}}, "board": board_}
    data.update(extra)
    return load(data)


def _venom(n: int, player: int = 1) -> list[dict[str, Any]]:
    return [{"kind": "venom", "player": player}] * n


# ---------------------------------------------------------------------- the army
def test_the_army_is_35_tiles_offered_drawn_and_puzzled() -> None:
    a = army(MS)
    assert MS in ALL_ARMIES and MS in ARMIES and MS not in PICTURES_PENDING and MS not in PUZZLES_PENDING
    assert sum(t.count for t in a.tiles) == 35
    assert a.composition() == {
        "hq": 1,
        "shadow": 2,
        "mutant": 3,
        "poisoner": 2,
        "guard": 4,
        "hitman": 1,
        "net-fighter": 1,
        "paralysis": 2,
        "mutation": 2,
        "medic": 2,
        "zone": 1,
        "boiler": 3,
        "toxic-bomb": 1,
        "battle": 4,
        "move": 3,
        "smokescreen": 1,
        "push-back": 1,
        "transposition": 1,
    }
    assert "push_back" in a.hq.abilities  # "Once per turn the HQ can push away one adjacent enemy unit."
    assert a.tile("toxic-bomb").is_foundation
    assert {t.key for t in a.tiles if t.kind == "module"} == {"paralysis", "mutation", "medic", "zone", "boiler"}


@pytest.mark.parametrize(
    ("key", "initiative", "attacks"),
    [
        # phoe/nervous-island's army file: (edge q=5 w=0 e=1 d=2 s=3 a=4)
        ("shadow", (1,), [("shadow", 0, 1)]),
        ("mutant", (3,), [("melee", 5, 2), ("melee", 1, 2), ("melee", 3, 2)]),
        ("poisoner", (3,), [("poisoning", 5, 0), ("poisoning", 0, 0)]),
        ("guard", (2,), [("ranged", 5, 1), ("ranged", 1, 1)]),
        ("hitman", (2,), [("sharpshooter", 2, 1)]),
        ("net-fighter", (1,), [("melee", 0, 1)]),
    ],
)
def test_every_warrior_is_as_the_army_file_gives_it(key: str, initiative: tuple[int, ...], attacks: list) -> None:
    t = army(MS).tile(key)
    assert t.initiative == initiative and t.hp == 1
    assert [(a.kind, a.edge, a.strength) for a in t.attacks] == attacks
    assert t.nets == (frozenset({0}) if key == "net-fighter" else frozenset())
    assert not t.armor  # "a complete lack of armor"


def test_every_module_is_as_the_army_file_gives_it() -> None:
    a = army(MS)
    assert a.tile("paralysis").effect_edges("paralysis") == (0, 1)
    assert a.tile("mutation").effect_edges("toughness") == (0, 1) and a.tile("mutation").hp == 2
    assert a.tile("medic").effect_edges("medic") == (0, 2)
    assert a.tile("zone").effect_edges("zone") == (0, 1, 5) and a.tile("zone").hp == 2
    assert a.tile("boiler").effect_edges("venom") == (0, 1, 5)


# ---------------------------------------------------------------------- Poisoning and Venom
def _poisoner_board() -> GameState:
    return board(
        {1: MS, 2: "moloch"},
        [
            ("E3", 1, "hq", "N"),
            ("C3", 1, "poisoner", "N"),  # poisons C2 (front) and B2 (front-left)
            ("C2", 2, "blocker", "S"),
            ("C1", 2, "medic", "S"),  # linked to the Blocker
            ("B2", 2, "hq", "N"),  # its melee kills the Poisoner at initiative 0
        ],
    )


def test_poisoning_puts_a_marker_instead_of_wounds_and_no_medic_takes_it() -> None:
    # "During Battle a unit with poisoning attack does not inflict wounds, but a Venom icon appears
    # on the attacked enemy unit instead … it doesn't inflict wounds, so it cannot be absorbed by
    # Medic" (the app).
    s, report = battle(_poisoner_board())
    poisoned = _of(report, ev.Poisoned)
    assert sorted((e.tile, e.hex, e.markers, e.player) for e in poisoned) == [
        ("blocker", "C2", 1, 1),
        ("hq", "B2", 1, 1),
    ]
    assert not _of(report, ev.MedicSaved)
    assert _unit(s, "C2").wounds == 0 and s.players[2].hq_hp == 20
    assert "C3" not in tiles_at(s)  # the Moloch HQ killed the Poisoner; its markers stay
    assert venom.supply_left(s, 1) == 3


def test_the_poison_wounds_at_the_start_of_every_battle_and_a_medic_takes_one() -> None:
    # "the poisoned unit receives one wound from the poison at the beginning of each Battle
    # (before the Initiative phases)"; "Medyk w normalny sposób przejmuje na siebie ranę
    # wynikającą z Jadu".
    s, _ = battle(_poisoner_board())
    s, report = battle(s)
    opening = report.segments[0]
    assert opening.initiative == ev.OPENING
    assert sorted((e.tile, e.markers) for e in opening.events if isinstance(e, ev.VenomWound)) == [
        ("blocker", 1),
        ("hq", 1),
    ]
    assert any(isinstance(e, ev.MedicSaved) and e.saved_hex == "C2" for e in opening.events)
    assert s.players[2].hq_hp == 19 and _unit(s, "C2").wounds == 0 and "C1" not in tiles_at(s)
    assert s.markers_on(_unit(s, "C2").uid, "venom") == (Marker("venom", 1),)  # the marker stays


def test_two_markers_are_two_wounds_and_one_medic_takes_only_one() -> None:
    # "Jeśli na jednej jednostce leżą 2 lub więcej znaczniki Jadu, wtedy na początku każdej Bitwy
    # otrzymuje ona 1 ranę za każdy znacznik … jeden Medyk pochłania maksymalnie 1 ranę … dwa
    # znaczniki traktowane są jako dwa ataki o sile 1."
    s = _scenario(
        [
            {"hex": "E3", "player": 1, "tile": "hq"},
            {"hex": "C2", "player": 2, "tile": "blocker", "facing": "S", "markers": _venom(2)},
            {"hex": "C1", "player": 2, "tile": "medic", "facing": "S"},
            {"hex": "A3", "player": 2, "tile": "hq"},
        ]
    )
    s, report = battle(s)
    opening = report.segments[0].events
    assert [(e.tile, e.markers) for e in opening if isinstance(e, ev.VenomWound)] == [("blocker", 2)]
    assert len([e for e in opening if isinstance(e, ev.MedicSaved)]) == 1
    assert _unit(s, "C2").wounds == 1 and "C1" not in tiles_at(s)
    assert len(s.markers_on(_unit(s, "C2").uid, "venom")) == 2


def test_five_markers_at_most_on_the_board_and_one_freed_poisons_again() -> None:
    # "Na planszy jednocześnie może leżeć maksymalnie 5 znaczników Jadu Missisipi. Jeśli kolejna
    # wroga jednostka zostanie trafiona Jadem, a nie pozostał żaden wolny znacznik Jadu, wtedy
    # trafiona jednostka nie zostaje zatruta. Gdy znacznik Jadu znów zostanie zdjęty z planszy
    # (np. zatruta dotąd jednostka zginie całkowicie), wtedy jednostki Missisipi będą mogły znowu
    # zatruwać wrogów."
    def scene(hq_markers: int, hybrid_markers: int) -> GameState:
        return _scenario(
            [
                {"hex": "A3", "player": 1, "tile": "hq"},
                {"hex": "C3", "player": 1, "tile": "poisoner", "facing": "N"},  # poisons C2 and B2
                {"hex": "C2", "player": 2, "tile": "blocker", "facing": "S"},
                {"hex": "B2", "player": 2, "tile": "blocker", "facing": "S"},
                {"hex": "D1", "player": 2, "tile": "hybrid", "facing": "N", "markers": _venom(hybrid_markers)},
                {"hex": "E3", "player": 2, "tile": "hq", "markers": _venom(hq_markers)},
            ]
        )

    s = scene(5, 0)
    assert venom.supply_left(s, 1) == 0
    s, report = battle(s)
    assert not _of(report, ev.Poisoned)  # no marker left: neither Blocker is poisoned
    s, report = battle(scene(4, 1))  # the Hybrid dies of its marker before anyone acts …
    assert ("hybrid", "D1") in [(e.tile, e.hex) for e in report.segments[0].events if isinstance(e, ev.Killed)]
    # … which frees one marker: one of the two Blockers hit is poisoned (the engine chooses: MS1)
    assert [e.tile for e in _of(report, ev.Poisoned)] == ["blocker"]
    assert venom.supply_left(s, 1) == 0


def test_the_boiler_gives_venom_to_linked_units_and_their_wounds_poison() -> None:
    # "Boiler adds the Venom ability to connected friendly units (their ranged and melee attacks
    # gain the Venom feature)"; "If a unit with the Venom ability wounds an enemy unit (including
    # Headquarters) then the wounded unit … is also poisoned."
    units = [
        {"hex": "A3", "player": 1, "tile": "hq"},
        {"hex": "C3", "player": 1, "tile": "guard", "facing": "N"},  # shoots B2 and E1 (through D2)
        {"hex": "B2", "player": 2, "tile": "blocker", "facing": "N"},
        {"hex": "E1", "player": 2, "tile": "hq"},
    ]
    s, report = battle(_scenario(units))
    assert not _of(report, ev.Poisoned) and _unit(s, "B2").wounds == 1  # no Boiler: wounds only
    s = _scenario([*units, {"hex": "C4", "player": 1, "tile": "boiler", "facing": "N"}])
    assert "venom" in _view(s, "C3").conditions
    s, report = battle(s)
    assert sorted((e.tile, e.markers) for e in _of(report, ev.Poisoned)) == [("blocker", 1), ("hq", 1)]
    assert _unit(s, "B2").wounds == 1 and s.players[2].hq_hp == 19


def test_a_boiler_poisons_nothing_that_a_medic_saved() -> None:
    s = _scenario(
        [
            {"hex": "A3", "player": 1, "tile": "hq"},
            {"hex": "C3", "player": 1, "tile": "guard", "facing": "N"},
            {"hex": "C4", "player": 1, "tile": "boiler", "facing": "N"},
            {"hex": "B2", "player": 2, "tile": "blocker", "facing": "N"},
            {"hex": "B1", "player": 2, "tile": "medic", "facing": "S"},  # linked to the Blocker
            {"hex": "E1", "player": 2, "tile": "hq"},
        ]
    )
    s, report = battle(s)
    assert [e.tile for e in _of(report, ev.Poisoned)] == ["hq"]
    assert _unit(s, "B2").wounds == 0


def test_allies_with_venom_share_one_supply() -> None:
    # NI-FAQ mp.: "pula znaczników Jadu jest wspólna" (Mississippi five, Neojungle two).
    s = load(
        {
            "mode": "2v2",
            "players": {"1": {"army": MS}, "2": {"army": "moloch"}, "3": {"army": "neojungle"}, "4": {"army": "borgo"}},
            "board": [],
        }
    )
    assert venom.supply_left(s, 1) == venom.supply_left(s, 3) == 7
    assert venom.supply_left(s, 2) == 0


def test_venom_markers_survive_json_replay_and_codes_and_are_public() -> None:
    s = _scenario(
        [
            {"hex": "E3", "player": 1, "tile": "hq"},
            {"hex": "C2", "player": 2, "tile": "blocker", "facing": "S", "markers": _venom(3)},
            {"hex": "A3", "player": 2, "tile": "hq"},
        ]
    )
    uid = _unit(s, "C2").uid
    assert GameState.loads(s.dumps()) == s
    assert public_json(s)["markers"] == [{"uid": uid, "kind": "venom", "player": 1}] * 3
    assert position(state_of(code_of(s))) == position(s)


# ---------------------------------------------------------------------- Paralysis
def test_paralysed_units_and_hqs_do_not_attack() -> None:
    # "Toutes les Unités ennemies connectées sont Paralysées (y compris le QG). Ces Unités ne
    # peuvent plus attaquer mais leurs autres capacités restent actives." (azharis.fr)
    s = _scenario(
        [
            {"hex": "A3", "player": 1, "tile": "hq"},
            {"hex": "C3", "player": 1, "tile": "paralysis", "facing": "N"},  # links C2 and D2
            {"hex": "C2", "player": 2, "tile": "hybrid", "facing": "S"},  # would shoot C3
            {"hex": "D2", "player": 2, "tile": "hq"},  # would hit C3 in melee
        ]
    )
    assert _view(s, "C2").disarmed and _view(s, "D2").disarmed
    s, report = battle(s)
    assert not _of(report, ev.Hit) and _unit(s, "C3").wounds == 0 and s.players[1].hq_hp == 20


def test_paralysis_stops_no_other_ability_a_paralysed_medic_still_saves() -> None:
    s = _scenario(
        [
            {"hex": "E3", "player": 1, "tile": "hq"},
            {"hex": "D2", "player": 1, "tile": "guard", "facing": "N"},  # shoots C2 (and E1)
            {"hex": "B3", "player": 1, "tile": "paralysis", "facing": "N"},  # links B2 and C2
            {"hex": "C2", "player": 2, "tile": "hybrid", "facing": "N"},
            {"hex": "B2", "player": 2, "tile": "medic", "facing": "NE"},  # linked to C2, paralysed
            {"hex": "A1", "player": 2, "tile": "hq"},
        ]
    )
    assert _view(s, "B2").disarmed
    s, report = battle(s)
    assert any(e.saved_hex == "C2" for e in _of(report, ev.MedicSaved))
    assert "C2" in tiles_at(s)


def test_the_paralysis_ends_in_the_battle_when_the_module_dies() -> None:
    # The board is analysed again at every segment's start: a Paralysis killed at initiative 3
    # holds nobody at 2.
    s = _scenario(
        [
            {"hex": "E3", "player": 1, "tile": "hq"},
            {"hex": "C3", "player": 1, "tile": "paralysis", "facing": "N"},  # links C2 and D2
            {"hex": "C5", "player": 1, "tile": "guard", "facing": "N"},
            {"hex": "C2", "player": 2, "tile": "guard", "facing": "S"},  # shoots down the C column at 2
            {"hex": "B3", "player": 2, "tile": "hunter-killer", "facing": "NE"},  # kills the Paralysis at 3
            {"hex": "A1", "player": 2, "tile": "hq"},
        ]
    )
    assert _view(s, "C2").disarmed
    s, report = battle(s)
    shots = [
        (seg.initiative, e.target_hex)
        for seg in report.segments
        for e in seg.events
        if isinstance(e, ev.Hit) and e.tile == "guard" and e.hex == "C2"
    ]
    assert shots == [(2, "C5")] and "C3" not in tiles_at(s) and "C5" not in tiles_at(s)


def test_a_paralysed_clown_does_not_explode() -> None:
    # "Sparaliżowany Klaun (Moloch) nie może eksplodować."
    ring = [
        {"hex": h, "player": 1, "tile": t, "facing": "N"}
        for h, t in [("B1", "boiler"), ("C1", "boiler"), ("D1", "boiler"), ("B2", "medic"), ("D2", "medic")]
    ]
    clown = {"hex": "C2", "player": 2, "tile": "clown", "facing": "S"}
    base = [{"hex": "A3", "player": 1, "tile": "hq"}, {"hex": "E3", "player": 2, "tile": "hq"}, clown, *ring]
    _, report = battle(_scenario([*base, {"hex": "C3", "player": 1, "tile": "zone", "facing": "N"}]))
    assert _of(report, ev.Exploded)  # a Zone only slows it: it explodes at 0
    _, report = battle(_scenario([*base, {"hex": "C3", "player": 1, "tile": "paralysis", "facing": "N"}]))
    assert not _of(report, ev.Exploded) and not _of(report, ev.Hit)


def test_a_paralysed_borgo_hq_throws_no_grenade() -> None:
    # "Jeśli Sztab Borgo jest sparaliżowany, to grający nim nie może zagrać Granatu."
    units = [
        {"hex": "A3", "player": 1, "tile": "hq"},
        {"hex": "B2", "player": 1, "tile": "guard", "facing": "N"},
        {"hex": "C2", "player": 2, "tile": "hq"},
    ]
    s = _scenario(units, "borgo", hands={"2": ["grenade"]}, current=2)
    assert "play grenade B2" in {str(a) for a in legal_actions(s, verb="play")}
    s = _scenario(
        [*units, {"hex": "C3", "player": 1, "tile": "paralysis", "facing": "N"}],
        "borgo",
        hands={"2": ["grenade"]},
        current=2,
    )
    assert not [a for a in legal_actions(s, verb="play") if a.tile == "grenade"]
    assert refused(s, "play grenade B2").code == "grenade-paralysed"


def test_paralysis_and_zone_act_on_enemies_only_and_not_when_netted() -> None:
    s = _scenario(
        [
            {"hex": "A3", "player": 1, "tile": "hq"},
            {"hex": "C3", "player": 1, "tile": "paralysis", "facing": "N"},
            {"hex": "C2", "player": 1, "tile": "guard", "facing": "N"},  # own: not paralysed
            {"hex": "D2", "player": 2, "tile": "hybrid", "facing": "S"},
            {"hex": "E3", "player": 2, "tile": "hq"},
        ]
    )
    assert not _view(s, "C2").disarmed and _view(s, "D2").disarmed
    s = _scenario(
        [
            {"hex": "A3", "player": 1, "tile": "hq"},
            {"hex": "C3", "player": 1, "tile": "paralysis", "facing": "N"},
            {"hex": "D2", "player": 2, "tile": "hybrid", "facing": "S"},
            {"hex": "C4", "player": 2, "tile": "net-fighter", "facing": "N"},  # nets the Paralysis
            {"hex": "E3", "player": 2, "tile": "hq"},
        ]
    )
    assert _view(s, "C3").netted and not _view(s, "D2").disarmed


# ---------------------------------------------------------------------- Zone
def test_a_zone_sets_enemy_initiative_to_zero_and_nothing_raises_it() -> None:
    # "L'Initiative des Unités ennemies connectées passe à 0. Aucune capacité de Module ou de QG
    # ne peut l'augmenter." (azharis.fr) A Stormtrooper (2 and 1) with a Scout fights once, at 0.
    s = _scenario(
        [
            {"hex": "A3", "player": 1, "tile": "hq"},
            {"hex": "C3", "player": 1, "tile": "zone", "facing": "N"},
            {"hex": "C2", "player": 2, "tile": "stormtrooper", "facing": "S"},
            {"hex": "C1", "player": 2, "tile": "scout", "facing": "S"},  # +1 initiative to C2
            {"hex": "E3", "player": 2, "tile": "hq"},
        ]
    )
    assert _view(s, "C2").zeroed
    s, report = battle(s)
    fired = [seg.initiative for seg in report.segments for e in seg.events if isinstance(e, ev.Hit)]
    assert fired == [0]
    assert _unit(s, "C3").wounds == 1  # the Zone has toughness: two hit points


# ---------------------------------------------------------------------- Mutation
def test_mutation_gives_two_toughness_and_its_loss_kills_at_once() -> None:
    # "+2 Résistances aux Unités connectées (sauf QG). Une Unité peut être immédiatement détruite
    # si elle perd le bonus et qu'elle a subit trop de Blessures." (azharis.fr)
    s = _scenario(
        [
            {"hex": "A1", "player": 1, "tile": "hq"},
            {"hex": "C3", "player": 1, "tile": "mutant", "facing": "N"},
            {"hex": "C4", "player": 1, "tile": "mutation", "facing": "N"},  # links C3 and D3
            {"hex": "C5", "player": 2, "tile": "hornet", "facing": "N"},  # 2 wounds to the Mutation
            {"hex": "E1", "player": 2, "tile": "hq"},
        ]
    )
    assert _view(s, "C3").hp == 3
    _unit(s, "C3").wounds = 2  # two wounds it survives thanks to the Mutation
    s, report = battle(s)
    killed = {(e.tile, e.cause) for e in _of(report, ev.Killed)}
    assert ("mutant", "toughness") in killed and "C3" not in tiles_at(s) and "C4" not in tiles_at(s)


# ---------------------------------------------------------------------- Shadow
def test_the_shadow_hits_an_enemy_hq_anywhere_on_the_board() -> None:
    # "The unit performs a melee attack which can target any enemy unit on the board (including
    # the HQ), it does not need to be an adjacent enemy unit." (the app)
    s = _scenario(
        [
            {"hex": "A1", "player": 1, "tile": "hq"},
            {"hex": "A2", "player": 1, "tile": "shadow", "facing": "S"},
            {"hex": "E3", "player": 2, "tile": "hq"},
        ]
    )
    s, report = battle(s)
    assert [(e.tile, e.target_tile, e.target_hex) for e in _of(report, ev.Hit)] == [("shadow", "hq", "E3")]
    assert s.players[2].hq_hp == 19


def test_armour_and_reflection_do_not_stop_the_shadow() -> None:
    # "Comme cette attaque n'arrive pas d'une direction précise, aucune Armure ou Réflexion de
    # Steel Police ne peut l'arrêter." (azharis.fr)
    s = _scenario(
        [
            {"hex": "A1", "player": 1, "tile": "hq"},
            {"hex": "A2", "player": 1, "tile": "shadow", "facing": "S"},
            {"hex": "E2", "player": 2, "tile": "juggernaut", "facing": "N"},  # armour all round
        ]
    )
    s, report = battle(s)
    hit = _of(report, ev.Hit)[0]
    assert (hit.target_tile, hit.armor, hit.damage) == ("juggernaut", 0, 1) and _unit(s, "E2").wounds == 1
    s = _scenario(
        [
            {"hex": "A1", "player": 1, "tile": "hq"},
            {"hex": "A2", "player": 1, "tile": "shadow", "facing": "S"},
            {"hex": "E2", "player": 2, "tile": "judge", "facing": "N"},
        ],
        "steel-police",
    )
    s, report = battle(s)
    assert not any(e.reflected for e in _of(report, ev.Hit) if hasattr(e, "reflected"))
    assert "E2" not in tiles_at(s) and "A2" in tiles_at(s)


def test_the_shadow_passes_a_flying_vulture_by() -> None:
    # "Mississippi Shadow doesn't wound it" (the Beasts' rulebook, abilities.md).
    s = _scenario(
        [
            {"hex": "A1", "player": 1, "tile": "hq"},
            {"hex": "A2", "player": 1, "tile": "shadow", "facing": "S"},
            {"hex": "E2", "player": 2, "tile": "vulture", "facing": "N"},
        ],
        "beasts",
    )
    _, report = battle(s)
    assert not [e for e in _of(report, ev.Hit) if e.tile == "shadow"]


# ---------------------------------------------------------------------- Toxic Bomb
def test_the_toxic_bomb_is_a_foundation_on_an_empty_hex() -> None:
    s = board({1: MS, 2: "moloch"}, [("C3", 1, "hq", "N"), ("A1", 2, "hq", "N")], hands={"1": ["toxic-bomb"]})
    assert refused(s, "place toxic-bomb C3").code == "foundation-not-empty"
    s, _ = apply(s, "place toxic-bomb C4")
    assert s.foundations[s.board.parse("C4")].tile == "toxic-bomb"


def test_the_toxic_bomb_explodes_at_initiative_one_on_friend_and_foe_and_leaves() -> None:
    # polter.pl's review: "Toksyczna Bomba, której działanie jest zbliżone do tej znanej z armii
    # Molocha" (the Air Strike: seven hexes, friend and foe, no HQ); the NI army file: Explosion
    # at initiative 1.
    s = _scenario(
        [
            {"hex": "A1", "player": 1, "tile": "hq"},
            {"hex": "D3", "player": 1, "tile": "boiler", "facing": "N"},  # own, next to the bomb
            {"hex": "C3", "player": 2, "tile": "blocker", "facing": "N"},  # on the bomb
            {"hex": "C2", "player": 2, "tile": "medic", "facing": "N"},
            {"hex": "B2", "player": 2, "tile": "hq"},  # next to the bomb: spared
        ],
        foundations=[{"hex": "C3", "player": 1, "tile": "toxic-bomb"}],
    )
    s, report = battle(s)
    seg = next(seg for seg in report.segments if any(isinstance(e, ev.FoundationDestroyed) for e in seg.events))
    assert seg.initiative == 1
    assert sorted(e.target_hex for e in seg.events if isinstance(e, ev.Hit)) == ["C2", "C3", "D3"]
    assert _unit(s, "C3").wounds == 1 and "C2" not in tiles_at(s) and "D3" not in tiles_at(s)
    assert not s.foundations and "toxic-bomb" in s.players[1].discard and s.players[2].hq_hp == 20
    s, report = battle(s)  # it exploded once
    assert not _of(report, ev.FoundationDestroyed)


# ---------------------------------------------------------------------- Smokescreen, Transposition
def test_smokescreen_turns_an_enemy_unit_but_no_hq_and_no_own_unit() -> None:
    s = board(
        {1: MS, 2: "moloch"},
        [("A1", 1, "hq", "N"), ("A2", 1, "guard", "N"), ("C2", 2, "hybrid", "S"), ("E3", 2, "hq", "N")],
        hands={"1": ["smokescreen"]},
    )
    plays = {str(a) for a in legal_actions(s, verb="play", tile="smokescreen")}
    assert "play smokescreen C2 N" in plays and not any(" E3 " in p or " A2 " in p for p in plays)
    assert refused(s, "play smokescreen E3 N").code == "smokescreen-target"
    assert refused(s, "play smokescreen A2 S").code == "smokescreen-target"
    s, events = apply(s, "play smokescreen C2 N")
    assert _unit(s, "C2").facing.name == "N"
    assert [(e.tile, e.means) for e in events if isinstance(e, ev.Moved)] == [("hybrid", "smokescreen")]


def test_transposition_swaps_two_own_units_anywhere_keeping_their_facings() -> None:
    s = board(
        {1: MS, 2: "moloch"},
        [("A1", 1, "hq", "N"), ("A3", 1, "guard", "SE"), ("E1", 1, "boiler", "S"), ("E3", 2, "hq", "N")],
        hands={"1": ["transposition"]},
    )
    assert "play transposition A3 E1" in {str(a) for a in legal_actions(s, verb="play", tile="transposition")}
    refused(s, "play transposition A3 E3")  # not an own unit
    assert refused(s, "play transposition A3 A3").code == "transposition-two"
    s, events = apply(s, "play transposition A3 E1")
    assert tiles_at(s)["A3"] == "boiler" and tiles_at(s)["E1"] == "guard"
    assert _unit(s, "E1").facing.name == "SE" and _unit(s, "A3").facing.name == "S"
    assert {e.means for e in events if isinstance(e, ev.Moved)} == {"transposition"}


def test_transposition_refuses_a_netted_unit() -> None:
    s = board(
        {1: MS, 2: "moloch"},
        [("A1", 1, "hq", "N"), ("C3", 1, "guard", "N"), ("C2", 2, "net-fighter", "S"), ("E1", 1, "boiler", "S")],
        hands={"1": ["transposition"]},
    )
    assert not [a for a in legal_actions(s, verb="play", tile="transposition") if "C3" in a.hexes]
    refused(s, "play transposition C3 E1")


# ---------------------------------------------------------------------- the HQ's Push Back
def test_the_hq_pushes_one_adjacent_enemy_once_a_turn() -> None:
    s = board({1: MS, 2: "moloch"}, [("C3", 1, "hq", "N"), ("C2", 2, "hybrid", "S"), ("E1", 2, "hq", "N")])
    assert "push C3 C2" in {str(a) for a in legal_actions(s, verb="push")}
    s, events = apply(s, "push C3 C2")
    while s.phase == "choice":
        s, _ = apply(s, legal_actions(s)[0])
    assert "C2" not in tiles_at(s) or tiles_at(s).get("C2") != "hybrid"
    assert not [a for a in legal_actions(s, verb="push") if a.hexes[0] == "C3"]


# ---------------------------------------------------------------------- the seed armies
def test_a_steel_net_on_the_paralysis_frees_the_units_it_held() -> None:
    # A netted module gives nothing (S000); the Steel Net marker nets like a net-fighter.
    units = [
        {"hex": "A3", "player": 1, "tile": "hq"},
        {"hex": "C2", "player": 2, "tile": "wardog", "facing": "S"},  # shoots C3
        {"hex": "E3", "player": 2, "tile": "hq"},
    ]
    paralysis = {"hex": "C3", "player": 1, "tile": "paralysis", "facing": "N"}
    s = _scenario([*units, paralysis], "steel-police")
    assert _view(s, "C2").disarmed
    _, report = battle(s)
    assert not _of(report, ev.Hit)
    s = _scenario([*units, {**paralysis, "steel_net": 2}], "steel-police")
    assert _view(s, "C3").netted and not _view(s, "C2").disarmed
    s, report = battle(s)
    assert [(e.tile, e.target_hex) for e in _of(report, ev.Hit)] == [("wardog", "C3")] and "C3" not in tiles_at(s)


def test_a_judge_turns_a_poisoning_back_and_is_not_poisoned() -> None:
    # "Poisoning is an attack (so it can be reflected by Steel Police's Judge …)" (the app).
    s = _scenario(
        [
            {"hex": "A3", "player": 1, "tile": "hq"},
            {"hex": "C3", "player": 1, "tile": "poisoner", "facing": "N"},
            {"hex": "C2", "player": 2, "tile": "judge", "facing": "N"},  # its reflecting back faces C3
            {"hex": "E1", "player": 2, "tile": "hq"},
        ],
        "steel-police",
    )
    s, report = battle(s)
    assert not s.markers_on(_unit(s, "C2").uid) and not [e for e in _of(report, ev.Poisoned) if e.hex == "C2"]


def test_dancer_objects_are_paralysed_zoned_and_hit_by_the_shadow() -> None:
    # An Object is an HQ and a unit (abilities.md §7.1): Paralysis reaches HQs ("y compris le
    # QG"), the Shadow hits any enemy unit "including the HQ".
    s = _scenario(
        [
            {"hex": "A3", "player": 1, "tile": "hq"},
            {"hex": "C3", "player": 1, "tile": "paralysis", "facing": "N"},  # links C2 and D2
            {"hex": "B4", "player": 1, "tile": "zone", "facing": "N"},  # links B3 (and A3's line: own)
            {"hex": "A1", "player": 1, "tile": "shadow", "facing": "N"},
            {"hex": "C2", "player": 2, "tile": "object-blue", "facing": "S"},
            {"hex": "B3", "player": 2, "tile": "object-red", "facing": "N"},
            {"hex": "E3", "player": 2, "tile": "object-yellow", "facing": "N"},
        ],
        "dancer",
    )
    assert _view(s, "C2").disarmed and _view(s, "B3").zeroed
    s, report = battle(s)
    assert not [e for e in _of(report, ev.Hit) if e.tile == "object-blue"]
    assert {
        seg.initiative
        for seg in report.segments
        for e in seg.events
        if isinstance(e, ev.Hit) and e.tile == "object-red"
    } <= {0}
    assert [e.tile for e in _of(report, ev.ObjectDamaged) if e.tile.startswith("object")]
    shadow = [e for e in _of(report, ev.Hit) if e.tile == "shadow"]
    assert len(shadow) == 1 and shadow[0].target_tile.startswith("object")


def test_what_the_bot_words_is_in_the_catalogues() -> None:
    """The bot words an event by its catalogue message alone and asks what an instant needs
    by its ``needs`` message (registry.Instant): both languages have them."""
    from rules import registry

    for lang in ("en", "pl"):
        for msg in (
            "seg-poisoned",
            "seg-venom-wound",
            "seg-foundation-destroyed",
            "ev-moved-smokescreen",
            "ev-moved-transposition",
            "kind-poisoning",
            "kind-shadow",
            registry.INSTANTS["smokescreen"].needs,
            registry.INSTANTS["transposition"].needs,
        ):
            assert i18n.has(msg, lang), (msg, lang)
        for key in army(MS).composition():
            assert i18n.has(f"tile-{MS}-{key}", lang), key
    assert registry.INSTANTS["smokescreen"].words == ("target", "facing")
    assert registry.INSTANTS["transposition"].words == ("unit", "target")


# ---------------------------------------------------------------------- whole games
@pytest.mark.parametrize("other", [a for a in ALL_ARMIES if a != MS])
def test_random_games_against_every_army_terminate_keep_every_tile_and_replay(other: str) -> None:
    for seed in range(4):
        armies = [MS, other] if seed % 2 else [other, MS]
        play_checked(armies, 9700 + seed)


def test_random_games_use_every_mississippi_mechanic() -> None:
    seen = {"poisoned": 0, "venom wound": 0, "toxic bomb": 0, "smokescreen": 0, "transposition": 0, "paralysed": 0}
    for seed in range(24):
        armies = [MS, "hegemony"] if seed % 2 else ["moloch", MS]
        for s, a, events in random_plays(armies, seed):
            everything = _all(events)
            assert all(venom.supply_left(s, p) >= 0 for p in s.players)  # never more than the supply
            seen["toxic bomb"] += a.verb == "place" and a.tile == "toxic-bomb"
            seen["smokescreen"] += a.verb == "play" and a.tile == "smokescreen"
            seen["transposition"] += a.verb == "play" and a.tile == "transposition"
            seen["poisoned"] += any(isinstance(e, ev.Poisoned) for e in everything)
            seen["venom wound"] += any(isinstance(e, ev.VenomWound) for e in everything)
            if a.verb == "place" and a.tile == "paralysis":
                seen["paralysed"] += any(v.disarmed for v in analyse(s).views.values())
    assert all(seen.values()), seen


@pytest.mark.parametrize(("players", "options"), TABLES)
def test_random_tables_of_three_and_four_with_mississippi_terminate_and_replay(players: int, options: dict) -> None:
    play_tables(MS, players, options, 9300)


@pytest.mark.parametrize("level", LEVELS)
def test_every_computer_level_plays_mississippi_legally(level: str) -> None:
    hard = ["moloch", "steel-police", "dancer", "neojungle"]
    play_levels(MS, level, 70, others=hard if level == "hard" else None)
