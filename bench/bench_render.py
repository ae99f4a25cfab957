"""Benchmark: render and PNG-encode a full 19-hex board with the side panel.

    python bench/bench_render.py [--boards 200] [--seed 1] [--radius 2]

Boards are random and full: two HQs and random tiles of two of the four armies, random
facings, wounds and HQ hit points, three tiles in each hand (seeded, so runs compare).
Two cases are timed:

- cold: every board is new and the tile-image cache is emptied first (the worst case:
  a board nobody has seen, e.g. the first picture of a game after a restart);
- game: the board re-rendered after one tile changed, as after a turn (tile images of
  the unchanged tiles come from the cache).

Prints medians and 90th percentiles in milliseconds, and the PNG size in bytes.
Targets (issue 3): under 40 ms median and under 400 KB.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from renderer import render_board, to_png  # noqa: E402
from renderer.tile import tile_image  # noqa: E402
from rules.scenario import load, random_scenario  # noqa: E402
from rules.state import GameState  # noqa: E402


def random_board(rng: random.Random, radius: int) -> GameState:
    return load(random_scenario(rng, radius=radius))


def one_change(state: GameState, rng: random.Random) -> GameState:
    """The same board with one unit turned (what a turn usually changes)."""
    out = state.copy()
    unit = rng.choice(sorted(out.units.values(), key=lambda u: u.uid))
    unit.facing = unit.facing.rotated(1)
    return out


def timed(state: GameState) -> tuple[float, float, int]:
    t0 = time.perf_counter()
    img = render_board(state, highlight=["C3"] if state.radius == 2 else ["D4"])
    t1 = time.perf_counter()
    data = to_png(img)
    t2 = time.perf_counter()
    return (t1 - t0) * 1000, (t2 - t1) * 1000, len(data)


def report(name: str, rows: list[tuple[float, float, int]]) -> None:
    render = [r for r, _, _ in rows]
    encode = [e for _, e, _ in rows]
    total = [r + e for r, e, _ in rows]
    sizes = [s for _, _, s in rows]
    p90 = statistics.quantiles(total, n=10)[-1]
    print(
        f"{name:5}  render {statistics.median(render):6.1f}  encode {statistics.median(encode):6.1f}  "
        f"total {statistics.median(total):6.1f} ms (p90 {p90:5.1f})  "
        f"png {statistics.median(sizes) / 1000:6.1f} KB (max {max(sizes) / 1000:.1f} KB)"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--radius", type=int, default=2, choices=(2, 3))
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    boards = [random_board(rng, args.radius) for _ in range(args.boards)]
    img = render_board(boards[0])  # load fonts once
    print(f"{args.boards} random full boards, radius {args.radius} ({len(boards[0].units)} units), image {img.size}")
    cold = []
    for state in boards:
        tile_image.cache_clear()
        cold.append(timed(state))
    game = []
    for state in boards:
        render_board(state)
        game.append(timed(one_change(state, rng)))
    report("cold", cold)
    report("game", game)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
