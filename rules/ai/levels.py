"""The three levels by name, and one picklable entry point for worker processes.

``make_player(level, seed, ...)`` builds a player; :func:`choose_action` builds one and
asks it for one action, so a process pool can run it (``executor.submit(choose_action,
level, state, seed, ...)``). The think budget of the hard level is a time in milliseconds
measured with an injected ``clock`` (``time.perf_counter`` in the bot and the duel tool)
or a number of iterations (reproducible: tests); easy and medium need no budget.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from rules.actions import Action
from rules.ai.budget import Budget, IterationBudget, TimeBudget
from rules.ai.easy import EasyAI
from rules.ai.greedy import GreedyAI
from rules.ai.ismcts import HardAI, Suggestion
from rules.game import apply
from rules.state import PHASE_OVER, GameState

LEVELS: tuple[str, ...] = ("easy", "medium", "hard")
DEFAULT_LEVEL = "medium"
DEFAULT_THINK_MS = 2000  # the hard level's think time per decision
DEFAULT_ITERATIONS = 60  # the hard level's budget when no clock is given


class Player(Protocol):
    def choose(self, state: GameState, acted: int = 0) -> Action: ...


def budget_factory(
    think_ms: int | None = None, iterations: int | None = None, clock: Callable[[], float] | None = None
) -> Callable[[], Budget]:
    """Budgets for the hard level: ``iterations`` if given, else ``think_ms`` (default
    :data:`DEFAULT_THINK_MS`) on ``clock``; with neither clock nor iterations a fixed
    :data:`DEFAULT_ITERATIONS` iterations."""
    if iterations is not None:
        n = iterations
        return lambda: IterationBudget(n)
    if clock is None:
        return lambda: IterationBudget(DEFAULT_ITERATIONS)
    seconds = (think_ms if think_ms is not None else DEFAULT_THINK_MS) / 1000
    tick = clock
    return lambda: TimeBudget(seconds, tick)


def make_player(
    level: str,
    seed: int = 0,
    *,
    think_ms: int | None = None,
    iterations: int | None = None,
    clock: Callable[[], float] | None = None,
) -> Player:
    """The player of ``level`` (one of :data:`LEVELS`)."""
    if level == "easy":
        return EasyAI(seed)
    if level == "medium":
        return GreedyAI(seed)
    if level == "hard":
        return HardAI(seed, budget_factory(think_ms, iterations, clock))
    raise ValueError(f"unknown level {level!r} (choose from {', '.join(LEVELS)})")


def choose_action(
    level: str,
    state: GameState,
    seed: int,
    acted: int = 0,
    think_ms: int | None = None,
    iterations: int | None = None,
    clock: Callable[[], float] | None = None,
) -> Action:
    """One action of ``level`` for ``state.to_act`` (a module-level function: picklable)."""
    return make_player(level, seed, think_ms=think_ms, iterations=iterations, clock=clock).choose(state, acted)


def suggest(
    state: GameState,
    seed: int,
    acted: int = 0,
    think_ms: int | None = None,
    iterations: int | None = None,
    clock: Callable[[], float] | None = None,
) -> Suggestion:
    """The hard level's action for ``state.to_act`` with its reason (for hints; picklable)."""
    return HardAI(seed, budget_factory(think_ms, iterations, clock)).suggest(state, acted)


def play_turn(player: Player, state: GameState) -> list[Action]:
    """The actions ``player`` plays for ``state.to_act`` until someone else must act."""
    me = state.to_act
    played: list[Action] = []
    while state.phase != PHASE_OVER and state.to_act == me and len(played) < 20:
        turn = state.turn_number
        action = player.choose(state, acted=len(played))
        state, _ = apply(state, action)
        played.append(action)
        if state.turn_number != turn:
            break
    return played


def choose_notation(
    level: str,
    state_json: str,
    seed: int,
    acted: int = 0,
    think_ms: int | None = None,
    clock: Callable[[], float] | None = None,
) -> str:
    """:func:`choose_action` on a state in JSON, answering in notation: plain strings cross
    process boundaries cheaply (the bot's worker processes)."""
    state = GameState.loads(state_json)
    return str(choose_action(level, state, seed, acted, think_ms=think_ms, clock=clock))


def suggest_plain(
    state_json: str,
    seed: int,
    acted: int = 0,
    think_ms: int | None = None,
    clock: Callable[[], float] | None = None,
) -> tuple[str, str, dict[str, str | int]]:
    """:func:`suggest` on a state in JSON: (action notation, reason code, reason arguments)."""
    s = suggest(GameState.loads(state_json), seed, acted, think_ms=think_ms, clock=clock)
    return str(s.action), s.reason, dict(s.args)
