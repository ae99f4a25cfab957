"""Issue 32: PostgreSQL dropping connections never reaches a caller. The bot's pool connects
through a TCP proxy (tests/storage/tcp_proxy.py) that cuts every connection passing through
it — the server's other sessions are not touched — while reads and writes run side by side:
reads are done again, writes that did not commit too, a COMMIT whose answer was lost is
resolved by asking the server (``txid_status``); a server that stays away ends in
StorageUnavailable, and the next operation after it comes back works. SQLite has no
connection to drop: the same workload runs there as the control."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

import bot.storage.postgres as pg
from bot.storage import NewAction, StorageUnavailable
from bot.storage.postgres import PostgresRepository
from bot.storage.sqlite import SqliteRepository
from tests.storage.backends import BACKENDS, PG_URL, SKIP_PG, drop_schema
from tests.storage.tcp_proxy import CuttingProxy
from tests.storage.test_contract import NOW, record


@pytest.fixture(params=BACKENDS)
async def target(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[tuple[Any, CuttingProxy | None]]:
    if request.param == "sqlite":
        repo = await SqliteRepository.open(str(tmp_path / "hexbot.sqlite3"))
        try:
            yield repo, None
        finally:
            await repo.close()
        return
    if not PG_URL:
        pytest.skip(SKIP_PG)
    proxy, via = await CuttingProxy.start(PG_URL)
    schema = "t_" + uuid.uuid4().hex[:16]
    repo = await PostgresRepository.open(via, schema=schema, max_size=4)
    try:
        yield repo, proxy
    finally:
        await repo.close()
        await proxy.close()
        await drop_schema(schema)


async def _save_once(repo: Any, game_id: int) -> bool:
    """One action on the game as a use case does it: load, save at the loaded version."""
    game = await repo.stores.games.get_game(game_id)
    new = game.evolve(version=game.version + 1, updated_at=NOW)
    return bool(await repo.stores.games.save(new, game.version, [NewAction(1, 1, "action", "end")]))


async def test_dropped_connections_never_reach_a_caller(target: tuple[Any, CuttingProxy | None]) -> None:
    repo, proxy = target
    games = [await repo.stores.games.create_game(record(channel)) for channel in (5, 6)]
    errors: list[BaseException] = []
    saved = {g.id: 0 for g in games}
    reads = 0
    stop = asyncio.Event()

    async def reader() -> None:
        nonlocal reads
        while not stop.is_set():
            try:
                for g in games:
                    assert (await repo.stores.games.get_game(g.id)) is not None
                    await repo.stores.deliveries.deliveries(game_id=g.id)
                reads += 1
            except Exception as e:  # noqa: BLE001 - what reaches a caller is the finding
                errors.append(e)
            await asyncio.sleep(0)

    async def writer(game_id: int) -> None:
        while not stop.is_set():
            try:
                if await _save_once(repo, game_id):
                    saved[game_id] += 1
            except Exception as e:  # noqa: BLE001
                errors.append(e)
            await asyncio.sleep(0)

    tasks = [asyncio.create_task(reader()) for _ in range(4)]
    tasks += [asyncio.create_task(writer(g.id)) for g in games for _ in range(2)]
    for _ in range(15):
        await asyncio.sleep(0.1)
        if proxy is not None:
            proxy.cut()
    stop.set()
    await asyncio.gather(*tasks)
    assert errors == []
    assert reads > 0 and all(saved.values())
    if proxy is not None:
        assert proxy.cuts >= 15
    for g in games:  # every save the callers were told about is stored once, none twice
        after = await repo.stores.games.get_game(g.id)
        assert after.version == g.version + saved[g.id]
        assert len(await repo.stores.games.actions(g.id)) == saved[g.id]
        assert len(await repo.stores.deliveries.deliveries(game_id=g.id, limit=100_000)) == saved[g.id]


async def test_a_commit_whose_answer_is_lost_is_neither_lost_nor_doubled(
    target: tuple[Any, CuttingProxy | None],
) -> None:
    repo, proxy = target
    if proxy is None:
        pytest.skip("SQLite has no connection whose answer could be lost")
    game = await repo.stores.games.create_game(record(5))
    proxy.cut_after(b"COMMIT")  # the save's COMMIT reaches the server, its answer does not
    assert await _save_once(repo, game.id)  # told "stored": it was
    assert proxy.trapped == 1
    after = await repo.stores.games.get_game(game.id)
    assert after.version == game.version + 1 and len(await repo.stores.games.actions(game.id)) == 1


async def test_a_server_that_stays_away_is_storage_unavailable_then_back(
    target: tuple[Any, CuttingProxy | None], monkeypatch: pytest.MonkeyPatch
) -> None:
    repo, proxy = target
    if proxy is None:
        pytest.skip("SQLite is a file: it does not go away")
    game = await repo.stores.games.create_game(record(5))
    monkeypatch.setattr(pg, "RETRY_FOR_S", 0.3)
    proxy.down()
    with pytest.raises(StorageUnavailable):
        await repo.stores.games.get_game(game.id)
    with pytest.raises(StorageUnavailable) as err:
        await _save_once(repo, game.id)
    assert not err.value.unknown
    proxy.up()
    assert await _save_once(repo, game.id)
    assert (await repo.stores.games.get_game(game.id)).version == game.version + 1


async def test_a_cancelled_caller_never_leaves_a_connection_half_used(target: tuple[Any, CuttingProxy | None]) -> None:
    """A caller that gives up (a timeout) while its operation runs: the operation finishes
    on its own connection, and no other operation ever meets that connection busy."""
    repo, proxy = target
    game = await repo.stores.games.create_game(record(5))
    errors: list[BaseException] = []
    for i in range(60):
        try:
            await asyncio.wait_for(_save_once(repo, game.id), timeout=0.001 * (i % 7))
        except TimeoutError:
            pass
        except Exception as e:  # noqa: BLE001
            errors.append(e)
        if proxy is not None and i % 10 == 0:
            proxy.cut()
        try:
            await repo.stores.games.get_game(game.id)
        except Exception as e:  # noqa: BLE001
            errors.append(e)
    await asyncio.sleep(0.2)
    assert errors == []
    after = await repo.stores.games.get_game(game.id)
    assert len(await repo.stores.games.actions(game.id)) == after.version - game.version
