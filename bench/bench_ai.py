"""Greedy AI benchmark: the time of one AI turn in games against the random player.

    python bench/bench_ai.py [--games N]

Prints the median, p90 and maximum time of one AI turn (``GreedyAI.play_turn``: every
action of the turn, from the discard to the end) and the AI's score against the random
player. Target: median and p90 well under 1 s.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.ai import GreedyAI, random_action  # noqa: E402
from rules.catalog import ARMIES  # noqa: E402
from rules.game import apply, new_game  # noqa: E402
from rules.state import PHASE_OVER  # noqa: E402


def play(seed: int) -> tuple[bool, list[float]]:
    """One game, the AI on seat 1 or 2 by the seed's parity; (AI won, turn times)."""
    rng = random.Random(seed)
    armies = tuple(rng.sample(ARMIES, 2))
    state = new_game((armies[0], armies[1]), seed)
    seat = 1 + seed % 2
    ai = GreedyAI(seed)
    times: list[float] = []
    while state.phase != PHASE_OVER:
        if state.to_act == seat:
            t0 = time.perf_counter()
            actions = ai.play_turn(state)
            times.append(time.perf_counter() - t0)
            for a in actions:
                state, _ = apply(state, a)
        else:
            state, _ = apply(state, random_action(state, rng))
    assert state.result is not None
    return state.result.winner == seat, times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    wins = 0
    times: list[float] = []
    for seed in range(args.games):
        won, t = play(seed)
        wins += won
        times.extend(t)
    times.sort()
    p90 = times[int(0.9 * (len(times) - 1))]
    print(f"AI turns: {len(times)} in {args.games} games against the random player")
    print(
        f"one AI turn: median {statistics.median(times) * 1000:.1f} ms, p90 {p90 * 1000:.1f} ms, max {times[-1] * 1000:.1f} ms"
    )
    print(f"AI wins: {wins}/{args.games}")


if __name__ == "__main__":
    main()
