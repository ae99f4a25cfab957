"""Duels between levels: ``python -m rules.ai duel --a hard --b medium --games 100 --seed 1``.

Plays N two-player games between level A and level B. Game ``i`` uses the army pair
``pairs[(i // 2) % len(pairs)]`` (every ordered pair of two different playable armies, or
``--armies x,y``) and the game seed ``seed + i // 2``; A sits in seat 1 in even games and in
seat 2 in odd ones, so each pair of games deals the same piles to both levels. Games run
in worker processes (``--workers``, default: the number of CPUs). The last line printed is
one JSON object: ``a_wins``, ``b_wins``, ``draws``, ``a_turn_ms_p50``/``p95`` (the time of
one whole turn of A: every decision of it), the same for B, ``a_decision_ms_p50``/``p95``
(one decision of A that needed thought: more than one legal action), and the settings.

:func:`play_duel_game` is pure apart from reading the injected clock.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from rules.ai.levels import LEVELS, make_player
from rules.catalog import ARMIES
from rules.game import apply, legal_actions, new_game
from rules.state import PHASE_OVER

MAX_ACTIONS = 3000  # a game that runs longer is counted as a draw


@dataclass(slots=True)
class GameOutcome:
    """The result of one duel game, from A's point of view."""

    index: int
    armies: tuple[str, str]
    a_seat: int
    winner: str | None  # "a", "b" or None (a draw)
    reason: str
    turn_ms: dict[str, list[float]] = field(default_factory=dict)  # "a"/"b" -> per turn
    decision_ms: dict[str, list[float]] = field(default_factory=dict)  # thought-out decisions


def army_pairs(armies: Sequence[str] | None = None) -> list[tuple[str, str]]:
    """Every ordered pair of two different armies (or the one pair given)."""
    if armies:
        if len(armies) != 2:
            raise ValueError("--armies takes two armies: x,y")
        return [(armies[0], armies[1])]
    return list(itertools.permutations(ARMIES, 2))


def play_duel_game(
    index: int,
    level_a: str,
    level_b: str,
    seed: int,
    budget_ms: int | None,
    pairs: Sequence[tuple[str, str]],
    clock: Callable[[], float],
) -> GameOutcome:
    """Game ``index`` of a duel (see the module docstring)."""
    armies = pairs[(index // 2) % len(pairs)]
    game_seed = seed + index // 2
    a_seat = 1 if index % 2 == 0 else 2
    names = {a_seat: "a", 3 - a_seat: "b"}
    levels = {"a": level_a, "b": level_b}
    players = {
        seat: make_player(levels[who], game_seed * 10 + seat, think_ms=budget_ms, clock=clock)
        for seat, who in names.items()
    }
    out = GameOutcome(index, armies, a_seat, None, "", {"a": [], "b": []}, {"a": [], "b": []})
    state = new_game(armies, game_seed)
    actions = 0
    while state.phase != PHASE_OVER and actions < MAX_ACTIONS:
        seat = state.to_act
        who = names[seat]
        turn_start = clock()
        acted = 0
        while state.phase != PHASE_OVER and state.to_act == seat and acted < 30:
            turn = state.turn_number
            thinking = len(legal_actions(state)) > 1
            t0 = clock()
            action = players[seat].choose(state, acted)
            if thinking:
                out.decision_ms[who].append((clock() - t0) * 1000)
            state, _ = apply(state, action)
            acted += 1
            actions += 1
            if state.turn_number != turn:
                break
        out.turn_ms[who].append((clock() - turn_start) * 1000)
    if state.result is None:
        out.reason = "too_long"
    else:
        out.reason = state.result.reason
        if state.result.winner is not None:
            out.winner = names[state.result.winner]
    return out


def _run(args: tuple[int, str, str, int, int | None, list[tuple[str, str]]]) -> GameOutcome:
    index, a, b, seed, budget_ms, pairs = args
    return play_duel_game(index, a, b, seed, budget_ms, pairs, time.perf_counter)


def _pct(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 1)


def summarize(outcomes: Sequence[GameOutcome], settings: dict[str, object]) -> dict[str, object]:
    """The JSON summary of a duel."""
    turns = {w: [t for o in outcomes for t in o.turn_ms[w]] for w in ("a", "b")}
    decisions = {w: [t for o in outcomes for t in o.decision_ms[w]] for w in ("a", "b")}
    a_wins = sum(o.winner == "a" for o in outcomes)
    b_wins = sum(o.winner == "b" for o in outcomes)
    decided = a_wins + b_wins
    summary: dict[str, object] = dict(settings)
    summary.update(
        games=len(outcomes),
        a_wins=a_wins,
        b_wins=b_wins,
        draws=len(outcomes) - decided,
        a_win_rate_decided=round(a_wins / decided, 3) if decided else None,
    )
    for w in ("a", "b"):
        summary[f"{w}_turn_ms_p50"] = round(statistics.median(turns[w]), 1) if turns[w] else 0.0
        summary[f"{w}_turn_ms_p95"] = _pct(turns[w], 0.95)
        summary[f"{w}_decision_ms_p50"] = round(statistics.median(decisions[w]), 1) if decisions[w] else 0.0
        summary[f"{w}_decision_ms_p95"] = _pct(decisions[w], 0.95)
        summary[f"{w}_decision_ms_max"] = round(max(decisions[w]), 1) if decisions[w] else 0.0
    return summary


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m rules.ai duel", description="Play two AI levels against each other.")
    ap.add_argument("--a", required=True, choices=LEVELS)
    ap.add_argument("--b", required=True, choices=LEVELS)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--budget-ms", type=int, default=None, help="think time of the hard level per decision")
    ap.add_argument("--armies", default=None, help="x,y: play only this pair (default: every pair)")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--progress", action="store_true", help="print one line per finished game")
    args = ap.parse_args(argv)
    pairs = army_pairs(args.armies.split(",") if args.armies else None)
    jobs = [(i, args.a, args.b, args.seed, args.budget_ms, pairs) for i in range(args.games)]
    outcomes: list[GameOutcome] = []
    if args.workers <= 1:
        results = map(_run, jobs)
        for o in results:
            outcomes.append(o)
            _progress(args.progress, o)
    else:
        with ProcessPoolExecutor(args.workers) as pool:
            for o in pool.map(_run, jobs):
                outcomes.append(o)
                _progress(args.progress, o)
    settings: dict[str, object] = {
        "a": args.a,
        "b": args.b,
        "seed": args.seed,
        "budget_ms": args.budget_ms,
        "armies": args.armies or "all",
    }
    print(json.dumps(summarize(outcomes, settings), sort_keys=True))
    return 0


def _progress(enabled: bool, o: GameOutcome) -> None:
    if enabled:
        print(
            f"game {o.index}: {o.armies[0]} v {o.armies[1]}, A in seat {o.a_seat}: "
            f"{'draw' if o.winner is None else o.winner.upper() + ' wins'} ({o.reason})",
            file=sys.stderr,
            flush=True,
        )
