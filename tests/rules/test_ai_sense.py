"""No computer level makes a placement no player would: a module that can never link to a
friendly unit while a linked place exists, a warrior aiming straight off the board while
another facing on that hex aims onto it (issue 34; rules/ai/sense.py). The positions are
those a new user met against the hard Steel Police: a Steroid Dispenser on C6 and a Scout
on F2 with no own unit beside, a Judge on D1 shooting off the board."""

from __future__ import annotations

import pytest

from rules.ai import make_player
from rules.ai.sense import sensible
from rules.catalog import army
from rules.game import apply, legal_actions
from rules.hexes import Direction
from rules.state import GameState
from tests.rules.helpers import board


def _position(hand: list[str]) -> GameState:
    """Steel Police (1): its HQ on C3 and a Predator on C2; Moloch (2): its HQ on E2 and a
    Clown on A3."""
    return board(
        {1: "steel-police", 2: "moloch"},
        [("C3", 1, "hq", "N"), ("C2", 1, "predator", "N"), ("E2", 2, "hq", "N"), ("A3", 2, "clown", "N")],
        current=1,
        hands={"1": hand},
    )


def _linked(state: GameState, hex_name: str, facing: str, edges: tuple[int, ...]) -> list[str]:
    """What the edges of a tile on ``hex_name`` facing ``facing`` touch: a hex's unit's
    owner ("1", "2"), "empty", or "off" the board."""
    h = state.board.parse(hex_name)
    out = []
    for e in edges:
        n = state.board.neighbour(h, (e + int(Direction.parse(facing))) % 6)
        u = state.units.get(n) if n is not None else None
        out.append("off" if n is None else "empty" if u is None else str(u.player))
    return out


@pytest.mark.parametrize("module", ["steroids-dispender", "scout", "officer"])
def test_a_module_is_never_placed_where_it_can_never_link(module: str) -> None:
    state = _position([module])
    spec = army("steel-police").tile(module)
    edges = tuple(e for effect in spec.effects for e in effect.edges)
    legal = legal_actions(state)
    kept = sensible(state, legal)
    dropped = [a for a in legal if a not in kept]
    assert dropped, "the position has placements that can never link"
    for a in legal:
        touches = _linked(state, a.hexes[0], a.facing, edges) if a.verb == "place" else []
        if a in dropped:  # every link off the board or on a Moloch unit
            assert a.tile == module and set(touches) <= {"off", "2"}, (str(a), touches)
        elif a.verb == "place":  # a kept one can link now or later
            assert {"1", "empty"} & set(touches), (str(a), touches)
    assert any("1" in _linked(state, a.hexes[0], a.facing, edges) for a in kept if a.verb == "place")


def test_a_warrior_never_aims_straight_off_the_board() -> None:
    state = _position(["judge"])
    legal = legal_actions(state)
    kept = sensible(state, legal)
    d1 = [a for a in legal if a.verb == "place" and a.hexes[0] == "D1"]
    assert {a.facing for a in d1} == {"N", "NE", "SE", "S", "SW", "NW"}
    # D1 is on the rim: its north and north-east neighbours are off the board
    assert {a.facing for a in d1 if a in kept} == {"SE", "S", "SW", "NW"}


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_no_level_places_a_module_that_can_never_link(level: str) -> None:
    for seed in range(3):
        state = _position(["steroids-dispender", "judge", "medic"])
        player = make_player(level, seed, iterations=20)
        legal = legal_actions(state)
        allowed = set(sensible(state, legal))
        for _ in range(3):
            action = player.choose(state)
            assert action in allowed, (level, seed, str(action))
            if action.verb != "discard":
                break
            state = apply(state, action)[0]
            allowed = set(sensible(state, legal_actions(state)))


def test_a_module_aimed_at_enemies_is_kept_where_it_faces_one() -> None:
    """Vegas's Agitator takes enemies over: a place where it faces only a Moloch unit is a
    link, not a waste (and one facing only its own units is no takeover at all)."""
    state = board(
        {1: "vegas", 2: "moloch"},
        [("A1", 1, "hq", "N"), ("C3", 1, "guard", "N"), ("E2", 2, "hq", "N"), ("C2", 2, "clown", "N")],
        current=1,
        hands={"1": ["agitator"]},
    )
    legal = legal_actions(state)
    kept = sensible(state, legal)
    spec = army("vegas").tile("agitator")
    edges = tuple(e for effect in spec.effects for e in effect.edges)
    facing_enemy = [a for a in legal if a.verb == "place" and _linked(state, a.hexes[0], a.facing, edges) == ["2"]]
    assert facing_enemy and all(a in kept for a in facing_enemy)
