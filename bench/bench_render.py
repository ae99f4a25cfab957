"""Benchmark: render and PNG-encode a full 19-hex board with the side panel.

    python bench/bench_render.py [--boards 200] [--seed 1] [--radius 2] [--players 2] [--mode ffa]

After the main figures it also prints a 4-player board on 37 hexes (teams of two, the
panel's compact layout) unless ``--players`` or ``--radius`` already asked for another
board (``--no-multi`` skips it).

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
from renderer.tile import tile_image, tile_layout  # noqa: E402
from rules.catalog import ARMIES  # noqa: E402
from rules.scenario import load, random_scenario  # noqa: E402
from rules.state import GameState  # noqa: E402


def random_board(rng: random.Random, radius: int, players: int = 2, mode: str = "ffa") -> GameState:
    return load(random_scenario(rng, radius=radius, players=players, mode=mode))


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
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4, 5, 6))
    parser.add_argument("--mode", default="ffa", choices=("ffa", "points", "1v2", "2v2"))
    parser.add_argument("--no-multi", action="store_true", help="skip the 4-player 37-hex figure")
    args = parser.parse_args(argv)
    if args.players > len(ARMIES):
        parser.error(f"only {len(ARMIES)} armies exist, and a game of three or more has each army once")
    if args.players >= 5 and args.radius != 3:
        parser.error("five or six players need --radius 3")
    run(args.boards, args.seed, args.radius, args.players, args.mode)
    if not args.no_multi and (args.players, args.radius) == (2, 2):
        print()
        run(args.boards, args.seed, 3, 4, "2v2")
    return 0


def run(count: int, seed: int, radius: int, players: int, mode: str) -> None:
    rng = random.Random(seed)
    boards = [random_board(rng, radius, players, mode) for _ in range(count)]
    img = render_board(boards[0])  # load fonts once
    print(
        f"{count} random full boards, {players} players ({mode}), radius {radius} "
        f"({len(boards[0].units)} units), image {img.size}"
    )
    cold = []
    for state in boards:
        tile_image.cache_clear()
        tile_layout.cache_clear()  # where everything of a tile goes: computed again too
        cold.append(timed(state))
    game = []
    for state in boards:
        render_board(state)
        game.append(timed(one_change(state, rng)))
    report("cold", cold)
    report("game", game)


if __name__ == "__main__":
    raise SystemExit(main())
