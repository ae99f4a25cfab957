"""The daily puzzle with two bot processes (separate OS processes, one database): each runs
its rounds (``Puzzles.queue_dailies``) at the same moment, again and again, then drains the
delivery outbox; the channel gets its day's puzzle chosen once and its post delivered once."""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.storage import open_repository
from bot.usecases.puzzles import daily_key
from tests.storage.backends import BACKENDS, database

ROOT = Path(__file__).resolve().parents[2]
NOW = datetime(2025, 3, 5, 12, 0, tzinfo=UTC)  # a Wednesday, after the hour
CHANNEL = 424242

PROCESS = """
import asyncio, json, random, sys
from datetime import datetime
from bot.app import build_app
from bot.rendering import NullRenderPool
from bot.storage import open_repository

async def main(target, now, go):
    repo = await open_repository(target)
    app = build_app(repo, NullRenderPool(), lambda: datetime.fromisoformat(now), rng=random.Random(1))
    while not __import__("os").path.exists(go):  # start together
        await asyncio.sleep(0.005)
    queued = []
    for _ in range(20):
        queued += await app.puzzles.queue_dailies()
    delivered = []
    for item in await app.deliveries.claim():
        delivered.append(item.key)
        await app.deliveries.done(item)
    await repo.close()
    print(json.dumps({"queued": queued, "delivered": delivered}))

asyncio.run(main(*sys.argv[1:]))
"""


@pytest.fixture(params=BACKENDS)
async def target(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[str]:
    async for t in database(request.param, tmp_path):
        yield t


async def test_two_processes_post_the_daily_puzzle_once(target: str, tmp_path: Path) -> None:
    repo = await open_repository(target)  # migrated here, before the processes start
    try:
        await repo.stores.puzzles.set_channel(CHANNEL, 7, 9, "en", 1, NOW)
    finally:
        await repo.close()
    go = tmp_path / "go"
    procs = [
        await asyncio.create_subprocess_exec(
            sys.executable, "-c", PROCESS, target, NOW.isoformat(), str(go), cwd=ROOT, stdout=asyncio.subprocess.PIPE
        )
        for _ in range(2)
    ]
    await asyncio.sleep(0.5)
    go.write_text("go")
    outs = [json.loads((await p.communicate())[0]) for p in procs]
    assert all(p.returncode == 0 for p in procs)
    key = daily_key(CHANNEL, NOW.date().isoformat())
    assert sorted(k for o in outs for k in o["queued"]) == [key]  # chosen once
    assert sorted(k for o in outs for k in o["delivered"]) == [key]  # posted once
    repo = await open_repository(target)
    try:
        assert len(await repo.stores.puzzles.dailies(CHANNEL)) == 1
        item = await repo.stores.deliveries.delivery(key)
        assert item is not None and item.status == "done"
    finally:
        await repo.close()
