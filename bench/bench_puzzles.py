"""Benchmark of a puzzle answer (issue 37: under 3 s on the development machine).

    python bench/bench_puzzles.py [--puzzles 60] [--seed 1] [--no-images] [--pg URL]

For ``--puzzles`` puzzles drawn from ``rules/puzzle/puzzles.json`` (every one with ``--puzzles 0``),
times ``/hexpuzzle play puzzle:<id>`` (the panel: the board and the hand's tiles rendered) and
``/hexpuzzle answer`` with the puzzle's solution (the play judged by its outcome, the first
answer's ratings stored, every play of the hand solved again for the list of winning plays, the
battle's segment pictures rendered), through the command line as the console and the Discord
adapter run it, on SQLite (or PostgreSQL with ``--pg``), with the render pool.
Prints the median, 95th percentile and maximum of each in milliseconds.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.app import build_app  # noqa: E402
from bot.locale import acting  # noqa: E402
from bot.rendering import NullRenderPool, Renderer, RenderPool  # noqa: E402
from bot.storage import open_repository  # noqa: E402
from bot.usecases.puzzles import catalogue  # noqa: E402
from rules.position import state_of  # noqa: E402
from rules.puzzle import solve  # noqa: E402

CHANNEL, USER = 1000, 11


def _ms(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"median {statistics.median(ordered):7.1f} ms  p95 {p95:7.1f} ms  max {ordered[-1]:7.1f} ms"


async def run(count: int, seed: int, images: bool, pg: str | None) -> None:
    puzzles = sorted(catalogue().values(), key=lambda p: p.id)
    if count:
        puzzles = random.Random(seed).sample(puzzles, min(count, len(puzzles)))
    answers = {p.id: str(solve(state_of(p.code)).winning(p.goal)[0].action) for p in puzzles}  # not timed
    folder = Path(tempfile.mkdtemp())
    repo = await open_repository(pg or folder / "bench.sqlite3")
    renderer: Renderer = RenderPool(2) if images else NullRenderPool()
    app = build_app(repo, renderer, lambda: datetime.now(UTC), rng=random.Random(seed))
    shown: list[float] = []
    answered: list[float] = []
    solved = 0
    try:
        for i, p in enumerate(puzzles):
            user = USER + i if pg else USER  # a fresh solver each on a shared server
            with acting("en"):
                t0 = time.perf_counter()
                [panel] = await app.commands.run(CHANNEL, user, f"/hexpuzzle play puzzle:{p.id}")
                t1 = time.perf_counter()
                [verdict] = await app.commands.run(CHANNEL, user, f"/hexpuzzle answer play:{answers[p.id]}")
                t2 = time.perf_counter()
            assert not panel.refused and not verdict.refused, (panel.text, verdict.text)
            solved += "✅" in verdict.text
            shown.append((t1 - t0) * 1000)
            answered.append((t2 - t1) * 1000)
    finally:
        if isinstance(renderer, RenderPool):
            renderer.close()
        await repo.close()
    where = "PostgreSQL" if pg else "SQLite"
    print(f"{len(puzzles)} puzzles, {where}, {'with' if images else 'without'} pictures; {solved} solved")
    print(f"  /hexpuzzle play    {_ms(shown)}")
    print(f"  /hexpuzzle answer  {_ms(answered)}  (target: under 3 s)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--puzzles", type=int, default=60, help="how many puzzles (0: all)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-images", action="store_true", help="no render pool (the use case alone)")
    parser.add_argument("--pg", help="a PostgreSQL URL instead of a SQLite file")
    args = parser.parse_args(argv)
    asyncio.run(run(args.puzzles, args.seed, not args.no_images, args.pg))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
