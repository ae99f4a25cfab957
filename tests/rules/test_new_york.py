"""New York (the Babel 13 box): every special rule as a board test written from the texts
(docs/rulings.md, "New York"), random whole games against every army, and bad input.

- HQ (azharis.fr): "Tant qu'une Unité amie reste adjacente au QG, elle gagne temporairement
  1 point de Résistance additionnel. Si l'Unité … n'est plus connectée au QG, ou que le QG est
  affecté par un Filet, elle perd immédiatement son point de Résistance temporaire (et peut
  donc mourir immédiatement …)."
- Spy (app help): "A Spy can link itself to enemy Modules or HQs as if they were friendly
  Modules or HQs, automatically receiving their bonuses and benefits."
- Shotgun (azharis.fr): 3 wounds to an adjacent unit, 2 at two hexes, 1 at three, none
  further; no bonus raises it.
- Sharpshooter (app help): "can choose which enemy unit in the line of fire it shoots … The
  armor of the unit being shot at works normally."
- Rocket (azharis.fr): "entre dans l'hexagone adjacent … Elle peut aller ensuite dans deux
  hexagones supplémentaires, pas nécessairement en ligne droite. La première Unité ennemie
  touchée (QG inclus) reçoit 3 Blessures."
- Pusher (azharis.fr): "Attaque au corps-à-corps. Résistance. Blindage. Poussée".
"""

from __future__ import annotations

import pytest

import i18n
from rules import events as ev
from rules.armies.new_york.mechanics import rocket_paths
from rules.catalog import ALL_ARMIES, ARMIES, army
from rules.game import apply
from rules.hexes import Direction
from rules.state import GameState
from tests.rules.helpers import TABLES, battle, board, play_checked, play_tables, random_plays, refused, tiles_at

NY = "new-york"


def _events(report: ev.BattleFought, kind: type, segment: int | None = None) -> list:
    return [
        e for seg in report.segments if segment in (None, seg.initiative) for e in seg.events if isinstance(e, kind)
    ]


# ---------------------------------------------------------------------- the data
def test_the_army_is_35_tiles_with_the_rulebooks_corrections() -> None:
    a = army(NY)
    assert sum(t.count for t in a.tiles) == 35
    assert NY in ALL_ARMIES and NY in ARMIES  # offered to players (issue 34)
    assert {x.kind for x in a.tile("pusher").attacks} == {"melee"}  # the data said ranged: the rulebook wins
    assert a.tile("pusher").hp == 2 and a.tile("pusher").armor and "push_back" in a.tile("pusher").abilities
    assert a.tile("spy-shooter").is_spy and a.tile("spy-cleaner").is_spy  # the data lacked the Spy-shooter's Spy
    assert a.tile("mine").is_foundation and not a.tile("mine").is_unit
    assert i18n.army_name(NY, "pl") == "Nowy Jork" and i18n.tile_name(NY, "pusher", "pl") == "Odpychacz"
    for t in a.tiles:
        for lang in ("en", "pl"):
            assert i18n.tile_name(NY, t.key, lang) != t.key


# ---------------------------------------------------------------------- the HQ's toughness
def test_a_unit_next_to_the_hq_survives_one_wound_more() -> None:
    # A Hegemony Runner on C1 hits New York's Cop on C2, next to New York's HQ on C3.
    s = board(
        {1: NY, 2: "hegemony"},
        [("C3", 1, "hq", "N"), ("C2", 1, "cop", "S"), ("C1", 2, "runner", "S"), ("E3", 2, "hq", "N")],
    )
    after, report = battle(s)
    assert [(w.tile, w.wounds, w.hp) for w in _events(report, ev.Wounded)] == [("cop", 1, 2)]
    assert tiles_at(after)["C2"] == "cop"


def _wounded_neighbour(**extra: object) -> GameState:
    s = board(
        {1: NY, 2: "hegemony"},
        [("C3", 1, "hq", "N"), ("C2", 1, "cop", "S"), ("E3", 2, "hq", "N")],
        **extra,
    )
    s.units[s.board.parse("C2")].wounds = 1  # alive only thanks to the HQ
    return s


def test_a_wounded_unit_moved_away_from_the_hq_dies_at_once() -> None:
    s = _wounded_neighbour(hands={"1": ["move"]})
    s, events = apply(s, "play move C2 C1 N")
    assert "C1" not in tiles_at(s) and s.players[1].discard == ["move", "cop"]
    assert [(e.tile, e.hex, e.cause) for e in events if isinstance(e, ev.Killed)] == [("cop", "C1", "toughness")]


def test_a_wounded_neighbour_dies_at_once_when_the_hq_is_netted() -> None:
    # Hegemony places a Net Fighter on D2 whose net edge faces the HQ on C3.
    s = _wounded_neighbour(hands={"2": ["net-fighter"]}, current=2)
    s, events = apply(s, "place net-fighter D2 S")
    assert [(e.tile, e.cause) for e in events if isinstance(e, ev.Killed)] == [("cop", "toughness")]
    assert "C2" not in tiles_at(s)


def test_the_toughness_lost_in_a_battle_kills_in_that_segment() -> None:
    # A Hegemony Runner on D2 destroys New York's HQ (1 hit point left) at initiative 2: the
    # wounded Cop beside it dies in the same segment, without being hit.
    s2 = board(
        {1: NY, 2: "hegemony"},
        [("C3", 1, "hq", "N"), ("C2", 1, "cop", "N"), ("D2", 2, "runner", "SW"), ("E3", 2, "hq", "N")],
    )
    s2.players[1].hq_hp = 1
    s2.units[s2.board.parse("C2")].wounds = 1
    after, report = battle(s2)
    killed = [(e.tile, e.cause) for e in _events(report, ev.Killed, segment=2)]
    assert ("cop", "toughness") in killed
    assert not any(isinstance(e, ev.Hit) and e.target_tile == "cop" for e in _events(report, ev.Hit))
    assert "C2" not in tiles_at(after)


# ---------------------------------------------------------------------- the Spy
def _spy_strengths(tile: str) -> set[int]:
    # Hegemony's HQ on C3 gives +1 melee to the units beside it; New York's unit stands on C2.
    s = board(
        {1: NY, 2: "hegemony"},
        [("A1", 1, "hq", "N"), ("C2", 1, tile, "S"), ("C3", 2, "hq", "N"), ("C1", 2, "runner", "N")],
    )
    _, report = battle(s)
    return {e.strength for e in _events(report, ev.Hit) if e.tile == tile}


def test_a_spy_gets_the_bonus_of_an_enemy_hq_and_a_cop_does_not() -> None:
    assert _spy_strengths("spy-cleaner") == {2}
    assert _spy_strengths("cop") == {1}


# ---------------------------------------------------------------------- the Shotgun
@pytest.mark.parametrize(("target", "damage"), [("C2", 3), ("C3", 2), ("C4", 1), ("C5", 0)])
def test_the_shotgun_deals_less_the_farther_its_target(target: str, damage: int) -> None:
    s = board(
        {1: NY, 2: "hegemony"},
        [("A1", 1, "hq", "N"), ("C1", 1, "shotgun", "S"), (target, 2, "hq", "N")],
    )
    after, report = battle(s)
    hits = [e for e in _events(report, ev.Hit) if e.tile == "shotgun"]
    assert [h.damage for h in hits] == ([damage] if damage else [])
    assert after.players[2].hq_hp == 20 - damage


def test_no_officer_raises_the_shotgun() -> None:
    s = board(
        {1: NY, 2: "hegemony"},
        [("A1", 1, "hq", "N"), ("C1", 1, "shotgun", "S"), ("B1", 1, "officer-2", "SE"), ("C2", 2, "hq", "N")],
    )
    _, report = battle(s)
    assert [e.strength for e in _events(report, ev.Hit) if e.tile == "shotgun"] == [3]


# ---------------------------------------------------------------------- the Sharpshooter
def test_the_sharpshooter_shoots_past_a_unit_at_the_hq() -> None:
    s = board(
        {1: NY, 2: "hegemony"},
        [("A1", 1, "hq", "N"), ("C1", 1, "sharpshooter", "S"), ("C3", 2, "thug", "N"), ("C4", 2, "hq", "N")],
    )
    after, report = battle(s)
    hits = [(e.target_tile, e.target_hex) for e in _events(report, ev.Hit) if e.tile == "sharpshooter"]
    assert hits == [("hq", "C4")] and after.players[2].hq_hp == 19


def test_a_plain_shooter_hits_the_first_unit() -> None:
    s = board(
        {1: NY, 2: "hegemony"},
        [("A1", 1, "hq", "N"), ("C1", 1, "shooter", "S"), ("C3", 2, "thug", "N"), ("C4", 2, "hq", "N")],
    )
    _, report = battle(s)
    assert [e.target_tile for e in _events(report, ev.Hit) if e.tile == "shooter"] == ["thug"]


# ---------------------------------------------------------------------- the Rocket
def test_the_rocket_bends_around_to_the_hq_over_an_own_unit() -> None:
    # From C3 facing N the rocket enters C2 (an own Cop), then B1, then A1 (Hegemony's HQ), off the straight line.
    s = board(
        {1: NY, 2: "hegemony"},
        [("E3", 1, "hq", "N"), ("C3", 1, "rocket-launcher", "N"), ("C2", 1, "cop", "N"), ("A1", 2, "hq", "N")],
    )
    b = s.board
    assert (b.parse("C2"), b.parse("B1"), b.parse("A1")) in rocket_paths(b, b.parse("C3"), Direction.N)
    after, report = battle(s)
    hits = [(e.target_tile, e.target_hex, e.damage) for e in _events(report, ev.Hit) if e.tile == "rocket-launcher"]
    assert hits == [("hq", "A1", 3)] and after.players[2].hq_hp == 17


def test_a_rocket_aimed_off_the_board_or_out_of_reach_hits_nothing() -> None:
    b = board({1: NY, 2: "hegemony"}, [("A1", 1, "hq", "N"), ("E3", 2, "hq", "N")]).board
    assert rocket_paths(b, b.parse("C1"), Direction.N) == []  # blocked by the board's edge
    s = board(
        {1: NY, 2: "hegemony"},
        [("A1", 1, "hq", "N"), ("C1", 1, "rocket-launcher", "N"), ("C5", 2, "hq", "N")],
    )
    _, report = battle(s)
    assert not [e for e in _events(report, ev.Hit) if e.tile == "rocket-launcher"]
    s = board(
        {1: NY, 2: "hegemony"},
        [("A1", 1, "hq", "N"), ("C1", 1, "rocket-launcher", "S"), ("C5", 2, "hq", "N")],
    )
    _, report = battle(s)  # C5 is four hexes away: beyond the rocket's three
    assert not [e for e in _events(report, ev.Hit) if e.tile == "rocket-launcher"]


# ---------------------------------------------------------------------- the Pusher
def test_the_pusher_pushes_once_a_turn_with_the_push_ability() -> None:
    s = board(
        {1: NY, 2: "hegemony"},
        [("A1", 1, "hq", "N"), ("C2", 1, "pusher", "S"), ("C3", 2, "runner", "N"), ("E3", 2, "hq", "N")],
    )
    s, _ = apply(s, "push C2 C3")
    if s.pending is not None:
        s, _ = apply(s, f"choose {s.board.name(s.pending.options[0])}")
    assert "C3" not in tiles_at(s)
    assert refused(s, f"push C2 {next(n for n, t in tiles_at(s).items() if t == 'runner')}").code in (
        "push-used",
        "not-adjacent",
    )


# ---------------------------------------------------------------------- the Mine
def test_an_enemy_unit_placed_on_the_mine_takes_a_wound_and_the_mine_is_gone() -> None:
    s = board(
        {1: NY, 2: "hegemony"},
        [("A1", 1, "hq", "N"), ("E3", 2, "hq", "N")],
        hands={"2": ["runner", "gladiator"]},
        current=2,
        foundations=[{"hex": "C3", "player": 1, "tile": "mine"}, {"hex": "C2", "player": 1, "tile": "mine"}],
    )
    s, events = apply(s, "place runner C3 N")
    assert "C3" not in tiles_at(s) and s.players[2].discard == ["runner"] and s.players[1].discard == ["mine"]
    assert [(e.hex, e.cause) for e in events if isinstance(e, ev.FoundationDestroyed)] == [("C3", "explosion")]
    s, _ = apply(s, "place gladiator C2 N")  # 2 hit points: it keeps one
    assert tiles_at(s)["C2"] == "gladiator" and s.units[s.board.parse("C2")].wounds == 1
    assert not s.foundations


def test_a_mine_goes_off_under_a_pushed_unit() -> None:
    # New York's Cop on C2 pushes Hegemony's Thug off C3; every hex it may go to holds a Mine.
    s = board(
        {1: NY, 2: "hegemony"},
        [("A1", 1, "hq", "N"), ("C2", 1, "cop", "S"), ("C3", 2, "thug", "N"), ("E3", 2, "hq", "N")],
        hands={"1": ["push-back"]},
        foundations=[{"hex": h, "player": 1, "tile": "mine"} for h in ("B3", "C4", "D3")],
    )
    s, events = apply(s, "play push-back C2 C3")
    if s.pending is not None:
        s, more = apply(s, f"choose {s.board.name(s.pending.options[0])}")
        events += more
    assert len(s.foundations) == 2 and "thug" in s.players[2].discard
    assert any(isinstance(e, ev.FoundationDestroyed) for e in events)


def test_an_hq_walks_over_a_mine() -> None:
    s = board(
        {1: NY, 2: "hegemony"},
        [("A1", 1, "hq", "N"), ("E3", 2, "hq", "N")],
        hands={"2": ["move"]},
        current=2,
        foundations=[{"hex": "D3", "player": 1, "tile": "mine"}],
    )
    s, events = apply(s, "play move E3 D3 N")
    assert tiles_at(s)["D3"] == "hq" and s.players[2].hq_hp == 20 and s.foundations
    assert not any(isinstance(e, ev.FoundationDestroyed) for e in events)


# ---------------------------------------------------------------------- whole games
@pytest.mark.parametrize("other", [a for a in ALL_ARMIES if a != NY])
def test_random_games_against_every_army_terminate_keep_every_tile_and_replay(other: str) -> None:
    for seed in range(4):
        armies = [NY, other] if seed % 2 else [other, NY]
        play_checked(armies, 4400 + seed)


def test_random_games_use_every_new_york_mechanic() -> None:
    seen = {"mine placed": 0, "mine exploded": 0, "toughness": 0, "push": 0}
    for seed in range(20):
        for _, a, events in random_plays([NY, "hegemony"] if seed % 2 else ["moloch", NY], seed):
            seen["mine placed"] += a.verb == "place" and a.tile == "mine"
            seen["mine exploded"] += any(isinstance(e, ev.FoundationDestroyed) for e in events)
            seen["push"] += a.verb == "push"
            seen["toughness"] += any(
                isinstance(e, ev.Wounded) and e.hp > 1 and e.tile != "pusher" for e in _all(events)
            )
    assert all(seen.values()), seen


def _all(events: list[ev.Event]) -> list[ev.Event]:
    out: list[ev.Event] = []
    for e in events:
        out.append(e)
        if isinstance(e, ev.BattleFought):
            for seg in e.segments:
                out.extend(seg.events)
    return out


@pytest.mark.parametrize(("players", "options"), TABLES)
def test_random_tables_of_three_and_four_with_new_york_terminate_and_replay(players: int, options: dict) -> None:
    play_tables(NY, players, options, 6100)


def test_a_mine_goes_off_before_the_battle_of_a_full_board() -> None:
    # Every hex but C3 holds a unit; Hegemony fills the board by placing a Runner on New York's Mine on C3:
    # the Mine kills it first, so the board is not full and no battle is fought.
    from rules.state import Unit

    s = board(
        {1: NY, 2: "hegemony"},
        [("A1", 1, "hq", "N"), ("E3", 2, "hq", "N")],
        hands={"2": ["runner"]},
        current=2,
        foundations=[{"hex": "C3", "player": 1, "tile": "mine"}],
    )
    for i, h in enumerate(h for h in s.board.core if h not in s.units and s.board.name(h) != "C3"):
        s.units[h] = Unit(100 + i, 1, "cop", h, Direction.N)
    s.next_uid = 200
    s, events = apply(s, "place runner C3 N")
    assert not any(isinstance(e, ev.BattleFought) for e in events)
    assert "C3" not in tiles_at(s) and not s.foundations


def test_a_grenade_destroys_a_unit_the_hq_makes_tougher() -> None:
    s = board(
        {1: "borgo", 2: NY},
        [("C1", 1, "hq", "N"), ("C3", 2, "hq", "N"), ("C2", 2, "cop", "N")],
        hands={"1": ["grenade"]},
    )
    s, events = apply(s, "play grenade C2")
    assert "C2" not in tiles_at(s)
    assert [(e.tile, e.hex) for e in events if isinstance(e, ev.Killed)] == [("cop", "C2")]


def test_the_toughness_lost_when_a_net_falls_on_the_hq_mid_battle() -> None:
    # Hegemony's Net Fighter on D2 faces New York's HQ on C3, but New York's own Net Fighter on
    # D1 holds it. A Hegemony Runner on E1 kills New York's Net Fighter at initiative 2: the
    # Hegemony net falls on the HQ at once, and the Cop on C4, alive only thanks to the HQ, dies with it.
    from rules.battle import analyse

    s = board(
        {1: NY, 2: "hegemony"},
        [
            ("C3", 1, "hq", "N"),
            ("C4", 1, "cop", "S"),
            ("D1", 1, "net-fighter", "SW"),
            ("D2", 2, "net-fighter", "S"),
            ("E1", 2, "runner", "NW"),
            ("A3", 2, "hq", "N"),
        ],
    )
    s.units[s.board.parse("C4")].wounds = 1
    an = analyse(s)
    assert an.views[s.units[s.board.parse("D2")].uid].netted and not an.views[s.units[s.board.parse("C3")].uid].netted
    after, report = battle(s)
    killed = [(e.tile, e.hex, e.cause) for e in _events(report, ev.Killed, segment=2)]
    assert ("net-fighter", "D1", "") in killed and ("cop", "C4", "toughness") in killed
    assert not any(isinstance(e, ev.Hit) and e.target_tile == "cop" for e in _events(report, ev.Hit))
    assert "C4" not in tiles_at(after)


def test_an_enemy_medic_cures_its_own_unit_rather_than_the_spy() -> None:
    # Borgo's Medic on C2 facing S links D2 and C3. At initiative 2 Borgo's Super Mutant on D2
    # (2 hit points) kills New York's Spy-shooter on C3 while New York's Steel Boxer on D3 hits
    # the Super Mutant for 1. Saving the Spy would spare a death for a wound: the Medic's
    # owner saves their own unit all the same (docs/rulings.md NY2).
    s = board(
        {1: NY, 2: "borgo"},
        [
            ("A3", 1, "hq", "N"),
            ("C3", 1, "spy-shooter", "N"),
            ("D3", 1, "steel-boxer", "N"),
            ("C2", 2, "medic", "S"),
            ("D2", 2, "super-mutant", "SW"),
            ("E3", 2, "hq", "N"),
        ],
    )
    after, report = battle(s)
    saved = [(e.saved_tile, e.saved_hex) for e in _events(report, ev.MedicSaved)]
    assert saved == [("super-mutant", "D2")]
    assert tiles_at(after).get("D2") == "super-mutant" and "C3" not in tiles_at(after)


def test_an_enemy_medic_cures_a_spy_when_nothing_else_is_hit() -> None:
    s = board(
        {1: "borgo", 2: NY},
        [
            ("A3", 1, "hq", "N"),
            ("C2", 1, "medic", "S"),
            ("C4", 1, "brawler", "N"),
            ("C3", 2, "spy-shooter", "N"),
            ("E3", 2, "hq", "N"),
        ],
    )
    after, report = battle(s)  # Borgo's Brawler hits the Spy: Borgo's own Medic must take it
    assert [(e.saved_tile, e.saved_hex) for e in _events(report, ev.MedicSaved)] == [("spy-shooter", "C3")]
    assert tiles_at(after)["C3"] == "spy-shooter"


def test_a_judge_turns_a_rocket_back_along_its_last_step() -> None:
    # New York's Rocket Launcher on C3 facing N; a Steel Police Judge on B1 turns its reflecting
    # back edge to the rocket's last step, off the edge's straight line. The rocket goes back
    # one hex along that step, onto New York's own Cop standing there (flown over on the way).
    from rules.armies.new_york.mechanics import rocket_choice
    from rules.battle import analyse

    def position(judge_facing: str, cop: str | None) -> GameState:
        units = [("E3", 1, "hq", "N"), ("C3", 1, "rocket-launcher", "N"), ("B1", 2, "judge", judge_facing)]
        units.append(("A3", 2, "hq", "N"))
        if cop is not None:
            units.append((cop, 1, "cop", "N"))
        return board({1: NY, 2: "steel-police"}, units)

    s = position("N", None)
    b = s.board
    an = analyse(s)
    choice = rocket_choice(b, an, an.views[s.units[b.parse("C3")].uid], Direction.N)
    assert choice is not None and choice[0].unit.tile == "judge"
    arrival = choice[2]
    assert arrival is not Direction.N  # a bent path
    came_from = b.name(b.parse("B1").step(arrival.opposite))
    s = position(arrival.name, came_from)
    after, report = battle(s)
    reflected = [e for e in _events(report, ev.Reflected)]
    assert reflected and reflected[0].to_hex == came_from
    assert "B1" in tiles_at(after) and came_from not in tiles_at(after)
