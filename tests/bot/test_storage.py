"""The SQLite repository: migrations, WAL, optimistic concurrency, append-only log."""

from __future__ import annotations

from datetime import UTC, datetime

import aiosqlite
import pytest

from bot.storage.base import ChannelBusy, GameRecord, NewAction, NewReminder
from bot.storage.migrations import MIGRATIONS
from bot.storage.sqlite import SqliteRepository

NOW = datetime(2025, 3, 1, 9, 30, tzinfo=UTC)


def _record(channel: int = 5) -> GameRecord:
    return GameRecord(
        id=0,
        channel_id=channel,
        status="active",
        version=1,
        state_json="{}",
        seed=7,
        armies=("moloch", "borgo"),
        players=(1, 2),
        creator_id=1,
        lang="pl",
        created_at=NOW,
        updated_at=NOW,
        turn_started_at=NOW,
        request={"kind": "undo", "by": 1, "seq": 3},
    )


async def test_open_migrates_once_with_wal(db_path: str) -> None:
    repo = await SqliteRepository.open(db_path)
    assert await repo.schema_version() == MIGRATIONS[-1][0]
    await repo.close()
    repo = await SqliteRepository.open(db_path)  # reopening applies nothing twice
    await repo.close()
    async with aiosqlite.connect(db_path) as conn, conn.execute("PRAGMA journal_mode") as cur:
        row = await cur.fetchone()
    assert row is not None and row[0] == "wal"


async def test_round_trip_and_conditional_save(db_path: str) -> None:
    repo = await SqliteRepository.open(db_path)
    game = await repo.create_game(_record(), [NewAction(1, 1, "join", "join")])
    assert game.id > 0
    loaded = await repo.get_game(game.id)
    assert loaded == game
    newer = game.evolve(version=2, state_json='{"a":1}', request=None)
    assert await repo.save(newer, 1, [NewAction(1, 1, "action", "hq C3")])
    assert not await repo.save(game.evolve(version=2), 1, [NewAction(2, 2, "action", "hq C4")])  # lost race
    assert (await repo.live_game(5)) == newer
    rows = await repo.actions(game.id)
    assert [(r.seq, r.notation) for r in rows] == [(1, "join"), (2, "hq C3")]
    with pytest.raises(ValueError):
        await repo.save(newer, 2)
    await repo.close()


async def test_one_live_game_per_channel(db_path: str) -> None:
    repo = await SqliteRepository.open(db_path)
    first = await repo.create_game(_record())
    with pytest.raises(ChannelBusy):
        await repo.create_game(_record())
    assert await repo.save(first.evolve(version=2, status="finished"), 1)
    second = await repo.create_game(_record())
    assert (await repo.last_game(5)) == second
    assert await repo.count_games() == 2
    await repo.close()


async def test_reminders_claimed_once(db_path: str) -> None:
    repo = await SqliteRepository.open(db_path)
    game = await repo.create_game(_record())
    later = NOW.replace(hour=12)
    assert await repo.save(game.evolve(version=2), 1, reminders=[NewReminder(1, "first", later)])
    assert await repo.claim_due_reminders(NOW) == []
    [r] = await repo.claim_due_reminders(later)
    assert (r.game_id, r.user_id, r.kind, r.due_at) == (game.id, 1, "first", later)
    assert await repo.claim_due_reminders(later) == []
    assert await repo.pending_reminders(game.id) == []
    await repo.close()


async def test_naive_datetimes_are_refused(db_path: str) -> None:
    repo = await SqliteRepository.open(db_path)
    with pytest.raises(ValueError):
        await repo.create_game(_record().evolve(created_at=datetime(2025, 1, 1)))
    assert await repo.count_games() == 0
    await repo.close()


async def test_upgrade_from_schema_1_keeps_games(db_path: str) -> None:
    import sqlite3

    conn = sqlite3.connect(db_path)
    for stmt in MIGRATIONS[0][1]:
        conn.execute(stmt)
    conn.execute("PRAGMA user_version = 1")
    conn.execute(
        "INSERT INTO games (channel_id, status, version, state_json, seed, army1, army2, player1, player2, "
        "creator_id, created_at, updated_at) VALUES (9, 'active', 3, '{}', 1, 'moloch', 'borgo', 1, 2, 1, ?, ?)",
        (NOW.isoformat(), NOW.isoformat()),
    )
    conn.commit()
    conn.close()
    repo = await SqliteRepository.open(db_path)
    assert await repo.schema_version() == MIGRATIONS[-1][0] >= 2
    game = await repo.live_game(9)
    assert game is not None and game.version == 3 and game.reminder_s is None
    await repo.close()
