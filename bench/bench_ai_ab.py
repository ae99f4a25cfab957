"""The medium level against itself with different instant values: which values play better.

    python bench/bench_ai_ab.py --new battle=1 --old battle=4 [--seeds 1] [--army sharrash] [--workers 2]

Plays every ordered pair of the offered armies (or only the pairs with ``--army``) twice with
the same deal, once with the "new" values on seat 1 and once on seat 2, so that a change that
does nothing scores exactly 50 % (each game's twin is the same game with the seats of the two
players swapped). The values are :data:`rules.ai.greedy._INSTANT_VALUES` (a tile's worth in
hand, what the discard and the evaluation read), set for the player to act before each of its
decisions. Prints the new values' share of the decided games and the games by the army the new
values played.
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.ai import greedy  # noqa: E402
from rules.ai.greedy import GreedyAI  # noqa: E402
from rules.catalog import ARMIES  # noqa: E402
from rules.game import apply, new_game  # noqa: E402
from rules.state import PHASE_OVER  # noqa: E402

MAX_ACTIONS = 3000

Values = dict[str, float]


def _values(text: str) -> Values:
    out: Values = {}
    for item in filter(None, text.split(",")):
        key, _, value = item.partition("=")
        out[key.strip()] = float(value)
    return out


def play(job: tuple[int, str, str, int, Values, Values]) -> tuple[str, int]:
    """One game: (the army the new values played, 1 won / 0 drawn / -1 lost)."""
    seed, a, b, new_seat, new, old = job
    base = dict(greedy._INSTANT_VALUES)
    state = new_game((a, b), seed)
    players = {1: GreedyAI(seed * 10 + 1), 2: GreedyAI(seed * 10 + 2)}
    acted, turn, n = 0, None, 0
    try:
        while state.phase != PHASE_OVER and n < MAX_ACTIONS:
            seat = state.to_act
            if (seat, state.turn_number) != turn:
                turn, acted = (seat, state.turn_number), 0
            greedy._INSTANT_VALUES.clear()
            greedy._INSTANT_VALUES.update(base, **(new if seat == new_seat else old))
            action = players[seat].choose(state, acted)
            state, _ = apply(state, action)
            acted += 1
            n += 1
    finally:
        greedy._INSTANT_VALUES.clear()
        greedy._INSTANT_VALUES.update(base)
    winner = state.result.winner if state.result else None
    return (a if new_seat == 1 else b), (0 if winner is None else 1 if winner == new_seat else -1)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--new", default="", help="key=value,…: the values tried (e.g. battle=1)")
    ap.add_argument("--old", default="", help="key=value,…: the values they play against (default: as they are)")
    ap.add_argument("--seeds", type=int, default=1, help="deals per ordered pair")
    ap.add_argument("--army", default=None, help="only the pairs with this army")
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    new, old = _values(args.new), _values(args.old)
    pairs = [p for p in itertools.permutations(ARMIES, 2) if args.army is None or args.army in p]
    jobs = [
        (1000 + i + 5000 * k, a, b, seat, new, old)
        for k in range(args.seeds)
        for i, (a, b) in enumerate(pairs)
        for seat in (1, 2)
    ]
    with Pool(args.workers) as pool:
        results = pool.map(play, jobs, chunksize=4)
    wins = sum(1 for _, r in results if r == 1)
    losses = sum(1 for _, r in results if r == -1)
    print(
        f"new {args.new or '(as they are)'} against old {args.old or '(as they are)'}: "
        f"{len(results)} games, new won {wins}, lost {losses}, drew {len(results) - wins - losses}; "
        f"{wins / max(1, wins + losses):.1%} of decided games"
    )
    by: dict[str, list[int]] = {}
    for army_key, r in results:
        row = by.setdefault(army_key, [0, 0])
        row[0] += r == 1
        row[1] += r == -1
    print(json.dumps({k: f"{w}-{lost}" for k, (w, lost) in sorted(by.items())}))


if __name__ == "__main__":
    main()
