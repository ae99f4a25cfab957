"""Puzzles: a two-player position, one tile of the hand to play, then one battle and a goal
(the 3.0 box's Hexogłówki, the official Puzzle app). Generated and verified by the engine
(docs/puzzles.md).

:func:`solve` plays every play of the hand exhaustively — each tile on each hex with each
facing, each instant on each target — each followed by one battle (the play's own, when it
starts one: a Battle tile, the board filled), and scores each by the HQ margin it leaves:
the player's HQ hit points less the best enemy HQ's. :func:`judge` keeps a position as a
puzzle when its goal — destroy the enemy HQ, or reach a margin of N — is reached by one
**key** only (a tile on a hex, or an instant on a target; any facing that wins counts), the
best key is at least :data:`GAP` hit points ahead of the next, the battle without any play
does not reach the goal, and the search space is not trivial (:data:`MIN_PLAYS` plays at
least, at most :data:`MAX_SHARE` of them winning). :func:`themes` names what the solution's
battle shows (an HQ destroyed, nets, a push, a medic, an instant, a module…).

A position where some play leaves a choice to make (a Grab, a push to choose, a Scavenger)
is not a puzzle: its outcome would depend on a second answer.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules import events as ev
from rules.actions import Action, RulesError
from rules.battle import fight
from rules.catalog import army
from rules.game import apply, legal_actions
from rules.position import code_of, state_of
from rules.state import GameState

GAP = 2  # HP the best key must lead the next key by
MIN_PLAYS = 12  # fewer plays: too easy to try them all
MAX_SHARE = 0.25  # a larger share of winning plays: too easy
PLAY_VERBS = ("place", "play")
THEMES = ("hq-kill", "net", "medic", "push", "explosion", "module", "instant")  # what :func:`themes` names


@dataclass(frozen=True)
class Outcome:
    """What one play leads to after its battle."""

    action: Action
    margin: int  # the player's HQ hit points less the best enemy HQ's, after the battle
    destroyed: bool  # an enemy HQ was destroyed
    lost: bool  # the player's own HQ was destroyed
    events: tuple[ev.Event, ...] = field(default=(), compare=False, repr=False)

    @property
    def key(self) -> tuple[str, str]:
        """The play's key: its tile and the hex it goes on or aims at (facings aside)."""
        return (self.action.tile, self.action.hexes[0] if self.action.hexes else "")


@dataclass(frozen=True)
class Goal:
    """``hq``: destroy an enemy HQ (and keep one's own); ``margin``: end the battle at least
    ``n`` hit points ahead of the best enemy HQ."""

    kind: str
    n: int = 0

    def reached(self, o: Outcome) -> bool:
        if o.lost:
            return False
        if self.kind == "hq":
            return o.destroyed
        return o.margin >= self.n

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "n": self.n} if self.kind == "margin" else {"kind": self.kind}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Goal:
        return cls(str(data["kind"]), int(data.get("n", 0)))


class NotAPuzzle(Exception):
    """The position cannot be a puzzle (``reason``: ``players``, ``no-hand``, ``choice``)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def plays(state: GameState) -> list[Action]:
    """Every play of a tile of the hand for the player to act (no discard, no ending the turn)."""
    hand = set(state.players[state.to_act].hand)
    return [a for a in legal_actions(state) if a.verb in PLAY_VERBS and a.tile in hand]


def _margin(state: GameState, player: int) -> tuple[int, bool, bool]:
    own = state.players[player]
    enemies = [ps for p, ps in state.players.items() if p != player]
    best = max((ps.hq_hp if ps.hq_hp > 0 and not ps.out else 0) for ps in enemies)
    destroyed = any(ps.hq_hp <= 0 or ps.out for ps in enemies)
    lost = own.hq_hp <= 0 or own.out
    return (own.hq_hp if not lost else 0) - best, destroyed, lost


def resolve(state: GameState, action: Action | None) -> Outcome:
    """The outcome of ``action`` (``None``: no play, the battle alone) and one battle."""
    player = state.to_act
    events: list[ev.Event] = []
    if action is None:
        s = state.copy()
    else:
        s, events = apply(state, action)
        if s.pending is not None:
            raise NotAPuzzle("choice")
    if not any(isinstance(e, ev.BattleFought) for e in events):
        s.own_units()  # the battle wounds units: none may be shared with ``state`` (the next play's start)
        events.append(fight(s, "puzzle", player))
    margin, destroyed, lost = _margin(s, player)
    return Outcome(action or Action("pass"), margin, destroyed, lost, tuple(events))


@dataclass(frozen=True)
class Solution:
    """Every play's outcome, and the battle without a play."""

    outcomes: tuple[Outcome, ...]
    idle: Outcome

    def best_by_key(self) -> dict[tuple[str, str], int]:
        best: dict[tuple[str, str], int] = {}
        for o in self.outcomes:
            value = o.margin + (100 if o.destroyed and not o.lost else 0)
            best[o.key] = max(best.get(o.key, -1000), value)
        return best

    def winning(self, goal: Goal) -> list[Outcome]:
        return [o for o in self.outcomes if goal.reached(o)]

    def keys(self, goal: Goal) -> list[tuple[str, str]]:
        return sorted({o.key for o in self.winning(goal)})


def solve(state: GameState) -> Solution:
    """Every play of the hand, each with its battle (:class:`NotAPuzzle` when the position
    has not two players, no hand, or a play that leaves a choice)."""
    if len(state.players) != 2:
        raise NotAPuzzle("players")
    actions = plays(state)
    if not actions:
        raise NotAPuzzle("no-hand")
    return Solution(tuple(resolve(state, a) for a in actions), resolve(state, None))


def judge(solution: Solution) -> Goal | None:
    """The goal that makes ``solution``'s position a puzzle, or ``None``."""
    outcomes = solution.outcomes
    if len(outcomes) < MIN_PLAYS:
        return None
    best = solution.best_by_key()
    ranked = sorted(best.values(), reverse=True)
    if len(ranked) < 2 or ranked[0] < ranked[1] + GAP:
        return None
    top = ranked[0]
    goal = Goal("hq") if top >= 100 else Goal("margin", top)
    if goal.kind == "margin" and top <= 0:
        return None  # the best play still leaves the player behind: no goal worth setting
    if goal.reached(solution.idle):
        return None
    if len(solution.keys(goal)) != 1 or len(solution.winning(goal)) > MAX_SHARE * len(outcomes):
        return None
    return goal


def themes(state: GameState, outcome: Outcome) -> list[str]:
    """What the solution shows, as theme keys (names in the catalogue: ``puzzle-theme-<key>``)."""
    spec = army(state.players[state.to_act].army).tile(outcome.action.tile)
    out: set[str] = set()
    if outcome.destroyed:
        out.add("hq-kill")
    if outcome.action.verb == "play":
        out.add("instant")
    if spec.kind == "module":
        out.add("module")
    if spec.nets:
        out.add("net")
    for e in _all_events(outcome.events):
        if isinstance(e, ev.MedicSaved):
            out.add("medic")
        elif isinstance(e, (ev.Pushed, ev.PushUsed)):
            out.add("push")
        elif isinstance(e, ev.Freed):
            out.add("net")
        elif isinstance(e, ev.Exploded):
            out.add("explosion")
    return sorted(out)


def _all_events(events: Iterable[ev.Event]) -> Iterable[ev.Event]:
    for e in events:
        yield e
        if isinstance(e, ev.BattleFought):
            for seg in e.segments:
                yield from seg.events


@dataclass(frozen=True)
class Puzzle:
    """A stored puzzle: the position's code, the goal, and what solving it found."""

    id: str
    code: str
    goal: Goal
    keys: tuple[tuple[str, str], ...]  # the winning key (one)
    best: int  # the best margin (an HQ destroyed: its margin)
    plays: int  # plays searched
    winning: int  # plays that reach the goal
    themes: tuple[str, ...]
    difficulty: int  # 1 (easy) .. 5
    armies: tuple[str, str]
    source: str
    army: str = ""  # the solver's army

    def __post_init__(self) -> None:
        if not self.army:
            object.__setattr__(
                self, "army", self.armies[0]
            )  # where the position came from (e.g. "self-play moloch-borgo seed 3 action 41")

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "code": self.code,
            "goal": self.goal.to_json(),
            "keys": [list(k) for k in self.keys],
            "best": self.best,
            "plays": self.plays,
            "winning": self.winning,
            "themes": list(self.themes),
            "difficulty": self.difficulty,
            "armies": list(self.armies),
            "source": self.source,
            "army": self.army,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Puzzle:
        a, b = data["armies"]
        return cls(
            str(data["id"]),
            str(data["code"]),
            Goal.from_json(data["goal"]),
            tuple((str(t), str(h)) for t, h in data["keys"]),
            int(data["best"]),
            int(data["plays"]),
            int(data["winning"]),
            tuple(data["themes"]),
            int(data["difficulty"]),
            (str(a), str(b)),
            str(data["source"]),
            str(data.get("army", "")),
        )


def make(state: GameState, source: str, finders: Sequence[bool] = ()) -> Puzzle | None:
    """``state``'s position as a puzzle, if it is one. ``finders``: whether each computer level,
    from the easiest, found the solution (each one that did not makes it one step harder)."""
    try:
        code = code_of(state)
        state = state_of(code)  # exactly what the code holds: what the verifier will solve
        solution = solve(state)
    except (NotAPuzzle, RulesError, ValueError):
        return None
    goal = judge(solution)
    if goal is None:
        return None
    winning = solution.winning(goal)
    share = len(winning) / len(solution.outcomes)
    difficulty = (3 if share < 0.03 else 2 if share < 0.08 else 1) + sum(1 for found in finders if not found)
    best = max(winning, key=lambda o: o.margin)
    return Puzzle(
        id=hashlib.blake2b(code.encode(), digest_size=5).hexdigest(),
        code=code,
        goal=goal,
        keys=tuple(solution.keys(goal)),
        best=best.margin,
        plays=len(solution.outcomes),
        winning=len(winning),
        themes=tuple(themes(state, best)),
        difficulty=min(5, difficulty),
        armies=(state.players[1].army, state.players[2].army),
        source=source,
        army=state.players[state.to_act].army,
    )


def verify(puzzle: Puzzle) -> list[str]:
    """What differs when ``puzzle`` is solved again (nothing: an empty list)."""
    state = state_of(puzzle.code)
    try:
        solution = solve(state)
    except NotAPuzzle as e:
        return [f"no longer a puzzle: {e.reason}"]
    problems = []
    goal = judge(solution)
    if goal != puzzle.goal:
        problems.append(f"goal {goal} instead of {puzzle.goal}")
        goal = puzzle.goal
    keys = tuple(solution.keys(goal))
    if keys != puzzle.keys:
        problems.append(f"solution {keys} instead of {puzzle.keys}")
    winning = solution.winning(goal)
    if len(winning) != puzzle.winning or len(solution.outcomes) != puzzle.plays:
        problems.append(f"{len(winning)} of {len(solution.outcomes)} plays win, not {puzzle.winning} of {puzzle.plays}")
    if winning and max(o.margin for o in winning) != puzzle.best:
        problems.append(f"best margin {max(o.margin for o in winning)} instead of {puzzle.best}")
    return problems
