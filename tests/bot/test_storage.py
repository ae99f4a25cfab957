"""The SQLite repository: migrations, WAL, optimistic concurrency, append-only log."""

from __future__ import annotations

import contextlib
import sqlite3
from datetime import UTC, datetime

import pytest
from sqlalchemy import event, text

from bot.storage.base import ChannelBusy, GameRecord, NewAction, NewBattlePost, NewReminder
from bot.storage.legacy.sqlite import MIGRATIONS
from bot.storage.migrate import SCHEMA_VERSION
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
    assert await repo.schema_version() == SCHEMA_VERSION
    await repo.close()
    repo = await SqliteRepository.open(db_path)  # reopening applies nothing twice
    await repo.close()
    with contextlib.closing(sqlite3.connect(db_path)) as conn:
        row = conn.execute("PRAGMA journal_mode").fetchone()
    assert row is not None and row[0] == "wal"


async def test_round_trip_and_conditional_save(db_path: str) -> None:
    repo = await SqliteRepository.open(db_path)
    game = await repo.stores.games.create_game(_record(), [NewAction(1, 1, "join", "join")])
    assert game.id > 0
    loaded = await repo.stores.games.get_game(game.id)
    assert loaded == game
    newer = game.evolve(version=2, state_json='{"a":1}', request=None)
    assert await repo.stores.games.save(newer, 1, [NewAction(1, 1, "action", "hq C3")])
    assert not await repo.stores.games.save(
        game.evolve(version=2), 1, [NewAction(2, 2, "action", "hq C4")]
    )  # lost race
    assert (await repo.stores.games.live_game(5)) == newer
    rows = await repo.stores.games.actions(game.id)
    assert [(r.seq, r.notation) for r in rows] == [(1, "join"), (2, "hq C3")]
    with pytest.raises(ValueError):
        await repo.stores.games.save(newer, 2)
    await repo.close()


async def test_one_live_game_per_channel(db_path: str) -> None:
    repo = await SqliteRepository.open(db_path)
    first = await repo.stores.games.create_game(_record())
    with pytest.raises(ChannelBusy):
        await repo.stores.games.create_game(_record())
    assert await repo.stores.games.save(first.evolve(version=2, status="finished"), 1)
    second = await repo.stores.games.create_game(_record())
    assert (await repo.stores.games.last_game(5)) == second
    assert await repo.stores.games.count_games() == 2
    await repo.close()


async def test_reminders_claimed_once(db_path: str) -> None:
    repo = await SqliteRepository.open(db_path)
    game = await repo.stores.games.create_game(_record())
    later = NOW.replace(hour=12)
    assert await repo.stores.games.save(game.evolve(version=2), 1, reminders=[NewReminder(1, "first", later)])
    assert await repo.stores.reminders.claim_due_reminders(NOW) == []
    [r] = await repo.stores.reminders.claim_due_reminders(later)
    assert (r.game_id, r.user_id, r.kind, r.due_at) == (game.id, 1, "first", later)
    assert await repo.stores.reminders.claim_due_reminders(later) == []
    assert await repo.stores.reminders.pending_reminders(game.id) == []
    await repo.close()


async def test_naive_datetimes_are_refused(db_path: str) -> None:
    repo = await SqliteRepository.open(db_path)
    with pytest.raises(ValueError):
        await repo.stores.games.create_game(_record().evolve(created_at=datetime(2025, 1, 1)))
    assert await repo.stores.games.count_games() == 0
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
    assert await repo.schema_version() == SCHEMA_VERSION >= 2
    game = await repo.stores.games.live_game(9)
    assert game is not None and game.version == 3 and game.reminder_s is None
    await repo.close()


async def _post_count(repo: SqliteRepository) -> int:
    rows = await repo.db.fetch(text("SELECT COUNT(*) FROM battle_posts"))
    return int(rows[0][0])


async def test_a_fresh_database_has_the_battle_outbox(db_path: str) -> None:
    repo = await SqliteRepository.open(db_path)
    assert await repo.schema_version() == SCHEMA_VERSION >= 3
    assert await repo.stores.outbox.pending_battle_posts() == [] and await _post_count(repo) == 0
    await repo.close()


async def test_upgrade_from_schema_2_adds_the_battle_outbox(db_path: str) -> None:
    import sqlite3

    conn = sqlite3.connect(db_path)
    for _, statements in MIGRATIONS[:2]:
        for stmt in statements:
            conn.execute(stmt)
    conn.execute("PRAGMA user_version = 2")
    conn.execute(
        "INSERT INTO games (channel_id, status, version, state_json, seed, army1, army2, player1, player2, "
        "creator_id, created_at, updated_at, reminder_s) VALUES (9, 'active', 3, '{}', 1, 'moloch', 'borgo', 1, 2, 1, "
        "?, ?, 3600)",
        (NOW.isoformat(), NOW.isoformat()),
    )
    conn.execute(
        "INSERT INTO actions (game_id, seq, user_id, player, kind, notation, created_at) "
        "VALUES (1, 1, 1, 1, 'action', 'hq C2', ?)",
        (NOW.isoformat(),),
    )
    conn.commit()
    conn.close()

    repo = await SqliteRepository.open(db_path)
    assert await repo.schema_version() == SCHEMA_VERSION >= 3
    game = await repo.stores.games.live_game(9)
    assert game is not None and game.version == 3 and game.reminder_s == 3600
    assert [r.notation for r in await repo.stores.games.actions(game.id)] == ["hq C2"]
    assert await repo.stores.outbox.pending_battle_posts() == []
    ids = await repo.stores.games.save_with_battle_posts(
        game.evolve(version=4), 3, [NewAction(2, 2, "action", "hq C4")], None, [NewBattlePost()]
    )
    assert ids is not None and [p.action_seq for p in await repo.stores.outbox.pending_battle_posts()] == [2]
    await repo.close()


async def test_a_battle_post_is_written_with_its_action_or_not_at_all(db_path: str) -> None:
    import sqlite3

    repo = await SqliteRepository.open(db_path)
    game = await repo.stores.games.create_game(_record(), [NewAction(1, 1, "join", "join")])
    v2 = game.evolve(version=2, updated_at=NOW.replace(minute=45))
    ids = await repo.stores.games.save_with_battle_posts(
        v2, 1, [NewAction(1, 1, "action", "play battle")], None, [NewBattlePost()]
    )
    assert ids is not None and len(ids) == 1
    [post] = await repo.stores.outbox.pending_battle_posts()
    assert (post.id, post.game_id, post.channel_id, post.action_seq, post.battle_index) == (ids[0], game.id, 5, 2, 0)
    assert (post.delivered, post.thread_id, post.message_id, post.status) == (0, None, None, "pending")
    assert post.created_at == post.updated_at == v2.updated_at
    assert (
        await repo.stores.games.save_with_battle_posts(v2.evolve(version=3), 2, [NewAction(1, 1, "action", "end")])
        == []
    )

    # a lost race writes neither the action nor the battle post
    stale = v2.evolve(version=3)
    assert (
        await repo.stores.games.save_with_battle_posts(
            stale, 2, [NewAction(2, 2, "action", "x")], None, [NewBattlePost()]
        )
        is None
    )
    assert await _post_count(repo) == 1 and len(await repo.stores.games.actions(game.id)) == 3

    # a failure between the action and its battle post rolls both back
    def failing(conn: object, cursor: object, sql: str, *args: object) -> None:
        if sql.startswith("INSERT INTO battle_posts"):
            raise sqlite3.OperationalError("disk I/O error (simulated)")

    event.listen(repo.db.sync_engine, "before_cursor_execute", failing)
    v4 = v2.evolve(version=4, state_json='{"after": "battle"}')
    with pytest.raises(sqlite3.OperationalError):
        await repo.stores.games.save_with_battle_posts(
            v4, 3, [NewAction(2, 2, "action", "play battle")], [], [NewBattlePost()]
        )
    event.remove(repo.db.sync_engine, "before_cursor_execute", failing)
    stored = await repo.stores.games.get_game(game.id)
    assert stored is not None and stored.version == 3 and stored.state_json == v2.state_json
    assert [r.seq for r in await repo.stores.games.actions(game.id)] == [1, 2, 3]
    assert await _post_count(repo) == 1
    # ... and the connection is usable again
    assert await repo.stores.games.save_with_battle_posts(
        v4, 3, [NewAction(2, 2, "action", "play battle")], [], [NewBattlePost()]
    )
    assert [p.action_seq for p in await repo.stores.outbox.pending_battle_posts()] == [2, 4]
    with pytest.raises(ValueError):
        await repo.stores.games.save_with_battle_posts(v4.evolve(version=5), 4, [], None, [NewBattlePost()])
    await repo.close()


async def test_battle_post_progress(db_path: str) -> None:
    repo = await SqliteRepository.open(db_path)
    game = await repo.stores.games.create_game(_record())
    ids = await repo.stores.games.save_with_battle_posts(
        game.evolve(version=2), 1, [NewAction(1, 1, "action", "play battle")], None, [NewBattlePost()]
    )
    assert ids is not None
    [pid] = ids
    later = NOW.replace(hour=11)
    await repo.stores.outbox.update_battle_post(pid, later, {"delivered": 3, "thread_id": 77, "message_id": 66})
    post = await repo.stores.outbox.get_battle_post(pid)
    assert post is not None and (post.delivered, post.thread_id, post.message_id) == (3, 77, 66)
    assert post.updated_at == later and post.created_at == NOW
    await repo.stores.outbox.update_battle_post(pid, later, {"thread_id": None})
    post = await repo.stores.outbox.get_battle_post(pid)
    assert post is not None and (post.delivered, post.thread_id, post.message_id) == (3, None, 66)
    await repo.stores.outbox.update_battle_post(pid, later, {"status": "done"})
    assert await repo.stores.outbox.pending_battle_posts() == []
    with pytest.raises(ValueError):
        await repo.stores.outbox.update_battle_post(pid, later, {"game_id": 3})
    assert await repo.stores.outbox.get_battle_post(pid + 1) is None
    await repo.close()
