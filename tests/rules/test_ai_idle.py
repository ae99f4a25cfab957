"""The computer levels never count on a unit that cannot act (issue 35: "no level plays an
unpowered or paralysed unit as if it could act"): the evaluation values a unit without power
(Uranopolis) or under a paralysis marker (Sharrash) at :data:`rules.ai.greedy.IDLE_SHARE` of its
worth, the simulated battle gives it no attack, and no level moves or pushes with it."""

from __future__ import annotations

from typing import Any

import pytest

from rules.ai import HardAI, IterationBudget, make_player
from rules.ai.greedy import IDLE_SHARE, MATERIAL_WEIGHT, evaluate, tile_value
from rules.ai.sense import idle_units as _idle
from rules.ai.sense import sensible
from rules.catalog import army
from rules.game import apply, legal_actions
from rules.scenario import load
from rules.state import GameState


def _u(h: str, p: int, tile: str, facing: str = "N", **extra: Any) -> dict[str, Any]:
    return {"hex": h, "player": p, "tile": tile, "facing": facing, **extra}


def _state(board: list[dict[str, Any]], first: str = "uranopolis", second: str = "moloch", **extra: Any) -> GameState:
    return load({"players": {"1": {"army": first}, "2": {"army": second}}, "board": board, **extra})


def _uid(s: GameState, name: str) -> int:
    return s.units[s.board.parse(name)].uid


def test_an_unpowered_unit_is_worth_less_to_the_evaluation_than_the_same_unit_powered() -> None:
    # the Uranopolis Guard on A1 faces off the board: it hits nothing, powered or not; its HQ
    # powers it from A2 and not from B3; the Moloch HQ on E2 is out of every reach
    powered = _state([_u("A2", 1, "hq"), _u("A1", 1, "guard", "NW"), _u("E2", 2, "hq")])
    cut_off = _state([_u("B3", 1, "hq"), _u("A1", 1, "guard", "NW"), _u("E2", 2, "hq")])
    assert _idle(powered) == set() and _idle(cut_off) == {_uid(cut_off, "A1")}
    guard = army("uranopolis").tile("guard")
    lost = MATERIAL_WEIGHT * tile_value(guard) * (1 - IDLE_SHARE)
    assert evaluate(powered, 1) - evaluate(cut_off, 1) == pytest.approx(lost)
    assert evaluate(cut_off, 2) - evaluate(powered, 2) == pytest.approx(lost)  # and the enemy sees it too


def test_a_paralysed_unit_is_idle_until_its_marker_is_gone() -> None:
    board = [_u("A1", 1, "hq"), _u("C3", 1, "gauss-cannon", "S"), _u("E3", 2, "hq")]
    free = _state(board, first="moloch", second="sharrash")
    marked = _state(
        [*board[:1], {**board[1], "markers": [{"kind": "paralysis", "player": 2}]}, *board[2:]],
        first="moloch",
        second="sharrash",
    )
    assert _idle(free) == set() and _idle(marked) == {_uid(marked, "C3")}
    assert evaluate(marked, 1) < evaluate(free, 1)


def test_games_without_such_armies_have_no_idle_units() -> None:
    s = _state([_u("A1", 1, "hq"), _u("C3", 1, "gauss-cannon", "S"), _u("E3", 2, "hq")], first="moloch")
    assert _idle(s) == set()


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_no_level_moves_or_pushes_with_an_unpowered_unit(level: str) -> None:
    # the Bulldozer on C3 would push the Hunter-Killer or move, were its HQ next to it (see
    # tests/rules/test_uranopolis.py): with the HQ on E3 it has no power
    s = _state(
        [_u("E3", 1, "hq"), _u("C3", 1, "bulldozer"), _u("C2", 2, "hunter-killer"), _u("A1", 2, "hq")],
        hands={"1": ["move", "battle", "push-back"]},
    )
    player = HardAI(3, lambda: IterationBudget(30), root_sample=20) if level == "hard" else make_player(level, 3)
    played = []
    while s.current == 1 and len(played) < 6:
        action = player.choose(s)
        played.append(str(action))
        s, _ = apply(s, action)
    assert played and not [a for a in played if a.startswith(("push C3", "play move C3"))], played


def test_no_level_is_offered_a_placement_where_the_unit_would_have_no_power() -> None:
    # a Guard needs power; the HQ on C3 powers the six hexes around it and nothing else: the
    # placements elsewhere are left out of every level's candidates, the Move tile's are not
    s = _state([_u("C3", 1, "hq"), _u("A1", 2, "hq")], hands={"1": ["guard", "move", "battle"]})
    legal = legal_actions(s)
    kept = sensible(s, legal)
    around = {s.board.name(n) for _, n in s.board.neighbours(s.board.parse("C3"))}
    guards = {a.hexes[0] for a in kept if a.verb == "place" and a.tile == "guard"}
    assert guards == around and len(guards) == 6
    dropped = [a for a in legal if a not in kept]
    assert dropped and all(a.verb == "place" and a.tile == "guard" and a.hexes[0] not in around for a in dropped)
    # no free hex beside the HQ: no placement gives power, so none is left out
    full = _state(
        [_u("C3", 1, "hq"), _u("A1", 2, "hq")] + [_u(h, 2, "blocker") for h in sorted(around)],
        hands={"1": ["guard", "move", "battle"]},
    )
    hexes = {a.hexes[0] for a in legal_actions(full) if a.verb == "place" and a.tile == "guard"}
    kept_full = sensible(full, legal_actions(full))
    assert hexes and {a.hexes[0] for a in kept_full if a.verb == "place" and a.tile == "guard"} == hexes
