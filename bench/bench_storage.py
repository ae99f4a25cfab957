"""Storage backends side by side: SQLite and PostgreSQL in one run.

    python bench/bench_storage.py [--games 2000] [--actions 10] [--latency-actions 300]
                                  [--pg postgresql://postgres@127.0.0.1:5432/postgres]
    python bench/bench_storage.py --cpu [--cpu-games 100] [--actions 10] [--pg URL]

For each backend (PostgreSQL when ``--pg`` or ``$HEXBOT_TEST_POSTGRES`` names a server that
answers) it prints:
1. one player action through ``app.turns.act`` without rendering: p50 and p99;
2. actions per second across ``--games`` live games, played by 1 and by 4 worker
   processes (each process its own service and connections, its own share of the games);
3. bytes per finished game (SQLite: the file after VACUUM; PostgreSQL: the tables' size).

With ``--cpu`` it prints instead, for each backend, the process's CPU time per action
(user + system, the database thread included; not the PostgreSQL server's) over
``--cpu-games`` games of ``--actions`` actions played 20 at a time in one process: a figure
that does not depend on how busy a shared machine is, for before/after comparisons.

Goals (issue 11): PostgreSQL with 4 processes at least 3x the single SQLite process's
actions/s; p99 of one action under 50 ms. The players' moves are computed beforehand.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_bot import clock, start  # noqa: E402
from bot.app import App, build_app  # noqa: E402
from bot.rendering import NullRenderPool  # noqa: E402
from bot.storage import is_postgres, open_repository  # noqa: E402


async def _service(target: str, seed: int) -> App:
    return build_app(await open_repository(target), NullRenderPool(), clock, rng=random.Random(seed))


async def latency(target: str, n_actions: int) -> list[float]:
    service = await _service(target, 1)
    rng = random.Random(2)
    times: list[float] = []
    channel = 10_000_000
    while len(times) < n_actions:
        channel += 1
        for player, notation in await start(service, channel, rng):
            t0 = time.perf_counter()
            reply = await service.turns.act(channel, player, notation)
            times.append(time.perf_counter() - t0)
            assert not reply.ephemeral, reply.text
            if len(times) >= n_actions:
                break
    await service.repo.close()
    return times


async def _prepare(target: str, channels: range, per_game: int, seed: int) -> list[list[tuple[int, str]]]:
    service = await _service(target, seed)
    rng = random.Random(seed)
    plans = [await start(service, c, rng, per_game) for c in channels]
    await service.repo.close()
    return plans


async def _play(service: App, channel: int, plan: list[tuple[int, str]]) -> int:
    """Play the game's planned actions; how many."""
    for player, notation in plan:
        reply = await service.turns.act(channel, player, notation)
        assert not reply.ephemeral, reply.text
    return len(plan)


async def _play_share(target: str, channels: list[int], plans: list[list[tuple[int, str]]]) -> int:
    service = await _service(target, 7)
    done = 0
    for i in range(0, len(channels), 200):  # 200 games at a time per process
        chunk = list(zip(channels[i : i + 200], plans[i : i + 200], strict=True))
        done += sum(await asyncio.gather(*(_play(service, c, p) for c, p in chunk)))
    await service.repo.close()
    return done


def _worker(args: tuple[str, list[int], list[list[tuple[int, str]]]]) -> int:
    return asyncio.run(_play_share(*args))


def throughput(target: str, games: int, per_game: int, processes: int, base: int) -> float:
    channels = list(range(base, base + games))
    plans = asyncio.run(_prepare(target, range(base, base + games), per_game, base))
    shares = [(target, channels[i::processes], plans[i::processes]) for i in range(processes)]
    t0 = time.perf_counter()
    if processes == 1:
        done = _worker(shares[0])
    else:
        with multiprocessing.get_context("spawn").Pool(processes) as pool:
            done = sum(pool.map(_worker, shares))
    return done / (time.perf_counter() - t0)


async def _cpu(target: str, games: int, per_game: int) -> float:
    service = await _service(target, 11)
    rng = random.Random(12)
    plans = [(c, await start(service, c, rng, per_game)) for c in range(30_000_000, 30_000_000 + games)]
    done = 0
    t0 = time.process_time()
    for i in range(0, len(plans), 20):
        done += sum(await asyncio.gather(*(_play(service, c, p) for c, p in plans[i : i + 20])))
    spent = time.process_time() - t0
    await service.repo.close()
    return spent / done


def cpu_per_action(name: str, target: str, args: argparse.Namespace) -> None:
    ms = asyncio.run(_cpu(target, args.cpu_games, args.actions)) * 1000
    print(f"{name:<10} CPU {ms:6.3f} ms per action ({args.cpu_games} games x {args.actions} actions, 1 process)")


async def _finish_games(target: str, games: int) -> None:
    service = await _service(target, 5)
    rng = random.Random(6)
    for c in range(20_000_000, 20_000_000 + games):
        for player, notation in await start(service, c, rng):
            await service.turns.act(c, player, notation)
    await service.repo.close()


def size_per_game(target: str, games: int) -> float:
    asyncio.run(_finish_games(target, games))
    if not is_postgres(target):
        conn = sqlite3.connect(target)
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        conn.execute("VACUUM")
        conn.close()
        return Path(target).stat().st_size / games

    async def pg_size() -> int:
        import asyncpg

        conn = await asyncpg.connect(target)
        try:
            return int(
                await conn.fetchval(
                    "SELECT SUM(pg_total_relation_size(format('%I.%I', schemaname, tablename)::regclass)) "
                    "FROM pg_tables WHERE schemaname = current_schema()"
                )
            )
        finally:
            await conn.close()

    return asyncio.run(pg_size()) / games


def _pg_target(url: str) -> tuple[str, str] | None:
    """A fresh schema on the server (None if it does not answer): (target URL, schema)."""
    import asyncpg

    schema = "bench_" + uuid.uuid4().hex[:12]

    async def make() -> None:
        conn = await asyncio.wait_for(asyncpg.connect(url), 5)
        try:
            await conn.execute(f"CREATE SCHEMA {schema}")
        finally:
            await conn.close()

    try:
        asyncio.run(make())
    except Exception as e:  # noqa: BLE001 - any failure means "no server to measure"
        print(f"PostgreSQL at {url} not measured: {e}")
        return None
    return f"{url}{'&' if '?' in url else '?'}search_path={schema}", schema


def _drop(url: str, schema: str) -> None:
    import asyncpg

    async def drop() -> None:
        conn = await asyncpg.connect(url)
        try:
            await conn.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
        finally:
            await conn.close()

    asyncio.run(drop())


def run(name: str, target: str, size_target: str, args: argparse.Namespace) -> dict[str, float]:
    ms = sorted(t * 1000 for t in asyncio.run(latency(target, args.latency_actions)))
    p50, p99 = statistics.median(ms), ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    one = throughput(target, args.games, args.actions, 1, 1)
    four = throughput(target, args.games, args.actions, 4, 1 + args.games)
    size = size_per_game(size_target, args.size_games)  # an empty database of its own
    print(
        f"{name:<10} action p50 {p50:5.1f} ms  p99 {p99:5.1f} ms | {args.games} live games: "
        f"{one:6.0f} actions/s with 1 process, {four:6.0f} with 4 | {size / 1024:5.1f} KB per finished game"
    )
    return {"p99": p99, "one": one, "four": four}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--actions", type=int, default=10, help="actions per game in the throughput runs")
    p.add_argument("--latency-actions", type=int, default=300)
    p.add_argument("--size-games", type=int, default=30)
    p.add_argument("--cpu", action="store_true", help="only the process CPU time per action")
    p.add_argument("--cpu-games", type=int, default=100)
    p.add_argument("--pg", default=os.environ.get("HEXBOT_TEST_POSTGRES", ""), help="a PostgreSQL server URL")
    args = p.parse_args()
    print(f"{os.cpu_count()} CPU cores; no rendering")
    if args.cpu:
        with tempfile.TemporaryDirectory() as tmp:
            cpu_per_action("SQLite", str(Path(tmp) / "cpu.sqlite3"), args)
        made = _pg_target(args.pg) if args.pg else None
        if made is not None:
            try:
                cpu_per_action("PostgreSQL", made[0], args)
            finally:
                _drop(args.pg, made[1])
        return
    with tempfile.TemporaryDirectory() as tmp:
        sqlite = run("SQLite", str(Path(tmp) / "bench.sqlite3"), str(Path(tmp) / "size.sqlite3"), args)
    made = _pg_target(args.pg) if args.pg else None
    sized = _pg_target(args.pg) if made else None
    if made is None or sized is None:
        if not args.pg:
            print("PostgreSQL not measured: pass --pg URL or set HEXBOT_TEST_POSTGRES")
        return
    try:
        pg = run("PostgreSQL", made[0], sized[0], args)
    finally:
        _drop(args.pg, made[1])
        _drop(args.pg, sized[1])
    print(
        f"PostgreSQL with 4 processes / SQLite with 1: {pg['four'] / sqlite['one']:.2f}x  [goal >= 3x]; "
        f"p99 SQLite {sqlite['p99']:.1f} ms, PostgreSQL {pg['p99']:.1f} ms  [goal < 50 ms]"
    )


if __name__ == "__main__":
    main()
