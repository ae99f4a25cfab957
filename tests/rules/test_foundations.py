"""Foundation tiles (docs/rulings.md, "Foundations"), from the Vegas rulebook's text:

"A Foundation tile can only be placed on an empty hex. Once it is placed, any unit (friendly
or enemy) can be placed or moved onto (or be pushed onto, etc.) a Foundation tile.
Foundation tiles are not considered units, and they cannot be moved, pushed, netted, taken
over etc. They can be destroyed only by Instant Action tiles (Sniper, Grenade, Air Strike,
Small bomb). Foundation tiles do not block lines of fire: it is possible to shoot over them.
For the purposes of Battles evoked by a fully occupied board, a hex with only a Foundation
tile is not considered an occupied hex."

New York's Mine is the Foundation these tests use.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from rules import events as ev
from rules.actions import Action
from rules.game import apply, legal_actions
from rules.hexes import Direction
from rules.scenario import ScenarioError, load, run
from rules.secrecy import public_json
from rules.state import GameState, Unit
from tests.rules.helpers import battle, board, refused, tiles_at
from tests.rules.test_scenarios import ROOT

NY = "new-york"


def _ny(units: list[tuple[str, int, str, str]], hands: dict[str, list[str]] | None = None, **extra: object):
    return board({1: NY, 2: "hegemony"}, units, hands=hands or {"1": ["mine", "cop", "sniper"]}, **extra)


BASE = [("A1", 1, "hq", "N"), ("E3", 2, "hq", "N")]


# ---------------------------------------------------------------------- placing
def test_a_foundation_goes_on_an_empty_hex_without_a_facing() -> None:
    s = _ny([*BASE, ("B2", 2, "runner", "N")])
    places = {str(a) for a in legal_actions(s, verb="place", tile="mine")}
    assert "place mine C3" in places and "place mine B2" not in places and "place mine A1" not in places
    assert all(len(Action.parse(p).hexes) == 1 and not Action.parse(p).facing for p in places)
    s, events = apply(s, "place mine C3")
    (f,) = s.foundations.values()
    assert (s.board.name(f.hex), f.player, f.tile) == ("C3", 1, "mine")
    assert "C3" not in tiles_at(s) and "mine" not in s.players[1].hand
    assert [type(e) for e in events] == [ev.Placed] and events[0].facing == ""  # type: ignore[attr-defined]
    assert GameState.loads(s.dumps()) == s
    assert public_json(s)["foundations"] == [{"uid": f.uid, "player": 1, "tile": "mine", "hex": "C3"}]


def test_a_foundation_is_refused_on_a_unit_on_another_foundation_and_with_a_facing() -> None:
    s = _ny([*BASE, ("B2", 2, "runner", "N")], hands={"1": ["mine", "mine", "cop"]})
    assert refused(s, "place mine B2").code == "foundation-not-empty"
    assert refused(s, "place mine C3 N").code == "foundation-facing"
    s, _ = apply(s, "place mine C3")
    assert refused(s, "place mine C3").code == "foundation-not-empty"
    assert "place mine C3" not in {str(a) for a in legal_actions(s, verb="place")}
    assert refused(s, "place cop C2").code == "usage"  # a unit needs its facing


def test_terror_forbids_placing_a_foundation() -> None:
    s = _ny(list(BASE))
    s.players[1].terror = True
    assert legal_actions(s, verb="place") == []
    assert refused(s, "place mine C3").code == "terror"


def test_other_games_keep_their_json() -> None:
    s = board({1: "moloch", 2: "borgo"}, BASE)
    assert "foundations" not in s.to_json() and "foundations" not in public_json(s)


# ---------------------------------------------------------------------- units on Foundations
def test_an_own_unit_may_stand_on_a_foundation_and_the_foundation_stays_under_it() -> None:
    s = _ny(list(BASE), foundations=[{"hex": "C3", "player": 1, "tile": "mine"}])
    assert "place cop C3 N" in {str(a) for a in legal_actions(s, verb="place", tile="cop")}
    s, events = apply(s, "place cop C3 N")
    assert tiles_at(s)["C3"] == "cop" and s.board.parse("C3") in s.foundations
    assert not any(isinstance(e, ev.FoundationDestroyed) for e in events)  # an own Mine never goes off


def test_a_hex_holding_only_a_foundation_is_empty_for_the_full_board() -> None:
    # Every hex of the board but C2 holds a unit, C3 only New York's Mine; a Cop goes on C2.
    s = _ny([*BASE], hands={"1": ["cop"]}, foundations=[{"hex": "C3", "player": 1, "tile": "mine"}])
    others = [h for h in s.board.core if s.board.name(h) not in ("A1", "E3", "C3", "C2")]
    for i, h in enumerate(others):
        s.units[h] = Unit(100 + i, 2, "runner", h, Direction.N)
    s.next_uid = 200
    assert not s.core_full()
    s, events = apply(s, "place cop C2 N")  # C3 holds only the Mine: the board is not full
    assert not any(isinstance(e, ev.BattleFought) for e in events)
    assert not s.core_full()


def test_a_foundation_never_blocks_a_line_of_fire_and_is_never_hit() -> None:
    # New York's Shooter on C1 facing S shoots down the column; its own Mine lies on C2.
    s = board(
        {1: NY, 2: "hegemony"},
        [("A1", 1, "hq", "N"), ("C1", 1, "shooter", "S"), ("C3", 2, "runner", "N"), ("E3", 2, "hq", "N")],
        foundations=[{"hex": "C2", "player": 1, "tile": "mine"}],
    )
    after, report = battle(s)
    hits = [e for seg in report.segments for e in seg.events if isinstance(e, ev.Hit) and e.tile == "shooter"]
    assert [(h.target_tile, h.target_hex) for h in hits] == [("runner", "C3")]
    assert after.board.parse("C2") in after.foundations


def test_a_net_never_takes_a_foundation() -> None:
    # Hegemony's Net Fighter faces every way over a hex holding only a Mine: nothing to net, nothing breaks.
    for facing in ("N", "NE", "SE", "S", "SW", "NW"):
        s = board(
            {1: NY, 2: "hegemony"},
            [*BASE, ("C2", 2, "net-fighter", facing)],
            foundations=[{"hex": "C3", "player": 1, "tile": "mine"}],
        )
        after, _ = battle(s)
        assert after.board.parse("C3") in after.foundations


def test_a_pushed_unit_leaves_its_foundation_behind() -> None:
    # A Hegemony Runner stands on New York's Mine (a scenario's set-up);
    # New York's Cop on C2 pushes it off with a Push Back.
    s = board(
        {1: NY, 2: "hegemony"},
        [("A1", 1, "hq", "N"), ("C2", 1, "cop", "S"), ("C3", 2, "runner", "N"), ("E3", 2, "hq", "N")],
        hands={"1": ["push-back"]},
        foundations=[{"hex": "C3", "player": 1, "tile": "mine"}],
    )
    s, _ = apply(s, "play push-back C2 C3")
    if s.pending is not None:
        s, _ = apply(s, f"choose {s.board.name(s.pending.options[0])}")
    assert "C3" not in tiles_at(s) and s.board.parse("C3") in s.foundations


# ---------------------------------------------------------------------- destroyed by instants
def test_a_sniper_destroys_an_enemy_foundation_alone_on_its_hex() -> None:
    s = board(
        {1: "outpost", 2: NY},
        [*BASE],
        hands={"1": ["sniper"]},
        foundations=[{"hex": "C3", "player": 2, "tile": "mine"}],
    )
    assert "play sniper C3" in {str(a) for a in legal_actions(s, verb="play")}
    s, events = apply(s, "play sniper C3")
    assert not s.foundations and s.players[2].discard == ["mine"]
    assert [(e.tile, e.hex, e.cause) for e in events if isinstance(e, ev.FoundationDestroyed)] == [
        ("mine", "C3", "sniper")
    ]


def test_a_sniper_hits_the_unit_standing_on_a_foundation_first() -> None:
    s = board(
        {1: "outpost", 2: NY},
        [*BASE, ("C3", 2, "cop", "N")],
        hands={"1": ["sniper"]},
        foundations=[{"hex": "C3", "player": 2, "tile": "mine"}],
    )
    s, _ = apply(s, "play sniper C3")
    assert "C3" not in tiles_at(s) and s.board.parse("C3") in s.foundations  # FND3


def test_an_own_foundation_is_no_sniper_target() -> None:
    s = _ny(list(BASE), foundations=[{"hex": "C3", "player": 1, "tile": "mine"}])
    assert "play sniper C3" not in {str(a) for a in legal_actions(s, verb="play")}
    assert refused(s, "play sniper C3").code == "no-enemy"


def test_an_air_strike_destroys_every_foundation_in_its_area() -> None:
    s = board(
        {1: "moloch", 2: NY},
        [("A1", 1, "hq", "N"), ("E3", 2, "hq", "N")],
        hands={"1": ["air-strike"]},
        foundations=[
            {"hex": "C3", "player": 2, "tile": "mine"},
            {"hex": "C2", "player": 2, "tile": "mine"},
            {"hex": "A3", "player": 2, "tile": "mine"},
        ],
    )
    s, events = apply(s, "play air-strike C3")
    assert [s.board.name(h) for h in s.foundations] == ["A3"]
    assert sorted(e.hex for e in events if isinstance(e, ev.FoundationDestroyed)) == ["C2", "C3"]


# ---------------------------------------------------------------------- scenario format
def test_the_scenario_format_reads_and_writes_foundations() -> None:
    data = {
        "players": {"1": {"army": NY}, "2": {"army": "hegemony"}},
        "board": [{"hex": "A1", "player": 1, "tile": "hq"}, {"hex": "E3", "player": 2, "tile": "hq"}],
        "foundations": [{"hex": "C3", "player": 1, "tile": "mine"}],
    }
    out = run(data)
    assert out["foundations"] == [{"hex": "C3", "player": 1, "tile": "mine"}]
    proc = subprocess.run(
        [sys.executable, "-m", "rules.scenario", "resolve", "-"],
        input=json.dumps(data),
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
    )
    assert json.loads(proc.stdout)["foundations"] == out["foundations"]
    for bad, message in (
        ({"hex": "C3", "player": 1, "tile": "cop"}, "no Foundation tile"),
        ({"hex": "Z9", "player": 1, "tile": "mine"}, "off the board"),
        ({"hex": "C3", "player": 3, "tile": "mine"}, "player must be"),
    ):
        with pytest.raises(ScenarioError, match=message):
            load({**data, "foundations": [bad]})
    with pytest.raises(ScenarioError, match="is a Foundation"):
        load({**data, "board": [*data["board"], {"hex": "C3", "player": 1, "tile": "mine"}]})
