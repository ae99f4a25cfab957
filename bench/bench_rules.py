"""Rules engine benchmark: full-board battle resolution and complete random games.

    python bench/bench_rules.py [--boards N] [--games N]

Prints the median (and p90) time to resolve one battle on a random full 19-hex board,
and how many complete random games (HQ placement to result) run per second on one core;
then the same for a 4-player free-for-all on the 37-hex board, and for every other army the
engine plays (rules.armies.ALL_ARMIES) against a base army on the 19-hex board.
Goals (issue 13, one core): battle median at most 0.25 ms, at least 300 games per second.
Goal (issue 8): a 37-hex 4-player battle under 1.5 ms median; the 2-player figures no worse.
Goal (issue 9): boards and games with the Beasts within 1.5x of the base armies' figures.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import i18n  # noqa: E402
from rules.ai import play_random_game  # noqa: E402
from rules.battle import fight  # noqa: E402
from rules.catalog import ALL_ARMIES, ARMIES, SMALL_BOARD_ONLY  # noqa: E402
from rules.scenario import load, random_scenario  # noqa: E402

BASE = ("moloch", "borgo", "outpost", "hegemony")


def _armies(
    rng: random.Random, players: int, radius: int, pool: tuple[str, ...] | None, first: str | None
) -> list[str]:
    """Random armies for one board or game: from ``pool`` (default: every army that may play
    on that board); ``first`` fixes player 1's army (the others from the base armies)."""
    if first is not None:
        return [first, *rng.sample([a for a in BASE if a != first], players - 1)]
    choices = pool or tuple(a for a in ARMIES if radius == 2 or a not in SMALL_BOARD_ONLY)
    return rng.sample(choices, players)


def bench_battles(
    n: int, radius: int = 2, players: int = 2, pool: tuple[str, ...] | None = None, first: str | None = None
) -> list[float]:
    rng = random.Random(2026)
    boards = [
        load(random_scenario(rng, radius=radius, armies=_armies(rng, players, radius, pool, first))) for _ in range(n)
    ]
    times = []
    for b in boards:
        s = b.copy()
        t0 = time.perf_counter()
        fight(s, "battle_tile", 1)
        times.append(time.perf_counter() - t0)
    return times


def bench_games(
    n: int, players: int = 2, radius: int = 2, pool: tuple[str, ...] | None = None, first: str | None = None
) -> tuple[float, float, int]:
    t0 = time.perf_counter()
    actions = 0
    battles = 0
    for seed in range(n):
        armies = _armies(random.Random(seed), players, radius, pool, first)
        state, played = play_random_game(armies, seed, radius=radius)
        assert state.result is not None, f"game {seed} did not finish"
        actions += len(played)
        battles += state.battles
    dt = time.perf_counter() - t0
    return n / dt, actions / n, battles


def report(
    label: str,
    boards: int,
    games: int,
    players: int,
    radius: int,
    pool: tuple[str, ...] | None = None,
    first: str | None = None,
) -> None:
    times = sorted(bench_battles(boards, radius, players, pool, first))
    med = statistics.median(times) * 1000
    p90 = times[int(len(times) * 0.9)] * 1000
    hexes = 19 if radius == 2 else 37
    print(
        f"{label} full-board battle: median {med:.3f} ms, p90 {p90:.3f} ms over {len(times)} random full {hexes}-hex boards"
    )
    gps, apg, battles = bench_games(games, players, radius, pool, first)
    print(
        f"{label} random games: {gps:.1f} complete games/s ({apg:.0f} actions/game, {battles / games:.1f} battles/game)"
    )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--boards", type=int, default=2000)
    ap.add_argument("--games", type=int, default=200)
    args = ap.parse_args()
    report("2 players, 19 hexes:", args.boards, args.games, 2, 2, pool=BASE)
    report("4 players, 37 hexes:", args.boards // 4, args.games // 4, 4, 3, pool=BASE)
    # every other army the engine plays (offered or not yet), each against a base army
    for key in (a for a in ALL_ARMIES if a not in BASE):
        name = i18n.army_name(key, "en")
        report(f"{name} v a base army, 19 hexes:", args.boards, args.games, 2, 2, first=key)


if __name__ == "__main__":
    main()
