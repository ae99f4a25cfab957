"""The puzzles the bot ships (rules/puzzle/puzzles.json): each one solved again, so a rules
change that alters a solution fails with the puzzle named; their uniqueness checked by brute
force; the generator's rules on small hand-made positions."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rules.actions import Action, RulesError
from rules.armies import PUZZLED_ARMIES
from rules.catalog import army
from rules.game import apply
from rules.hexes import Direction
from rules.position import state_of
from rules.puzzle import Goal, Outcome, Solution, judge, resolve, verify
from rules.puzzle.__main__ import load

PUZZLES = load()


def test_the_shipped_puzzles_are_many_and_cover_every_army() -> None:
    assert len(PUZZLES) >= 150
    per_army = Counter(p.army for p in PUZZLES)
    assert all(per_army[a] >= 10 for a in PUZZLED_ARMIES), per_army
    assert len({p.id for p in PUZZLES}) == len(PUZZLES) and len({p.code for p in PUZZLES}) == len(PUZZLES)
    assert {p.difficulty for p in PUZZLES} >= {1, 2, 3, 4, 5}


@pytest.mark.parametrize("puzzle", PUZZLES, ids=lambda p: p.id)
def test_every_puzzle_still_has_its_solution(puzzle) -> None:  # type: ignore[no-untyped-def]
    assert verify(puzzle) == [], f"puzzle {puzzle.id} ({puzzle.source}) changed"


def _every_play(state):  # type: ignore[no-untyped-def]
    """Each tile of the hand on each hex with each facing; each instant with no hex, one or
    two hexes, with or without a facing (a Hunt's three hexes aside: those puzzles are left
    out) — tried on the engine one by one (not through legal_actions), keeping what it accepts."""
    me = state.to_act
    for tile in dict.fromkeys(state.players[me].hand):
        spec = army(state.players[me].army).tile(tile)
        if not spec.is_board_tile:
            try:
                after, _ = apply(state, Action("play", tile))
                if after.pending is None:
                    yield Action("play", tile)
            except RulesError:
                pass
        for h in state.board.hexes:
            name = state.board.name(h)
            if spec.is_board_tile:
                tries = [Action("place", tile, (name,), d.name) for d in Direction]
            else:  # an instant: no hex, one or two hexes, with a facing or without
                tries = [Action("play", tile, (name,)), *(Action("play", tile, (name,), d.name) for d in Direction)]
                for other in state.board.hexes:
                    two = (name, state.board.name(other))
                    tries += [Action("play", tile, two), *(Action("play", tile, two, d.name) for d in Direction)]
            for action in tries:
                try:
                    after, _ = apply(state, action)
                except RulesError:
                    continue
                if after.pending is None:
                    yield action


SMALL = [p for p in PUZZLES if "hunt" not in state_of(p.code).players[state_of(p.code).to_act].hand]


@pytest.mark.parametrize("puzzle", random.Random(37).sample(SMALL, 12), ids=lambda p: p.id)
def test_brute_force_finds_the_same_single_key(puzzle) -> None:  # type: ignore[no-untyped-def]
    state = state_of(puzzle.code)
    keys = set()
    for action in _every_play(state):
        if puzzle.goal.reached(resolve(state, action)):
            keys.add(Outcome(action, 0, False, False).key)
    assert keys == set(puzzle.keys)


def _o(tile: str, hex_: str, margin: int, facing: str = "N", *, destroyed: bool = False) -> Outcome:
    return Outcome(Action("place", tile, (hex_,), facing), margin, destroyed, False)


def _solution(wins: list[Outcome], idle: int = -3, filler: int = 20, filler_margin: int = -2) -> Solution:
    rest = [
        _o("runner", f"B{i % 5 + 1}", filler_margin, facing=d.name)
        for i, d in zip(range(filler), list(Direction) * 9, strict=False)
    ]
    return Solution(tuple(wins + rest), _o("pass", "", idle))


def test_judge_keeps_a_single_key_well_ahead() -> None:
    assert judge(_solution([_o("gauss", "C3", 4), _o("gauss", "C3", 3, "S")])) == Goal("margin", 4)
    assert judge(_solution([_o("gauss", "C3", 1, destroyed=True)])) == Goal("hq")


def test_judge_drops_what_is_no_puzzle() -> None:
    assert judge(_solution([_o("gauss", "C3", 4), _o("gauss", "D3", 4)])) is None  # two keys win
    assert judge(_solution([_o("gauss", "C3", 4)], filler_margin=3)) is None  # the next key only 1 behind
    assert judge(_solution([_o("gauss", "C3", 4)], idle=4)) is None  # the battle alone does it
    assert judge(_solution([_o("gauss", "C3", 4)], filler=5)) is None  # too few plays to search
    many = [_o("gauss", "C3", 4, facing=d.name) for d in Direction]
    assert judge(_solution(many, filler=12)) is None  # 6 of 18 plays win: too easy
    assert judge(_solution([_o("gauss", "C3", 0)], filler_margin=-5)) is None  # still not ahead


def test_solving_leaves_the_position_as_it_was() -> None:
    """Every play is resolved from the same position: no battle may wound its units."""
    from rules.puzzle import solve

    for puzzle in PUZZLES[:10]:
        state = state_of(puzzle.code)
        before = state.to_json()
        solve(state)
        assert state.to_json() == before, puzzle.id
