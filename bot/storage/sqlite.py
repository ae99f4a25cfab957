"""SQLite implementation of :class:`bot.storage.base.GameRepository` with aiosqlite.

WAL journal, numbered migrations applied in one transaction at open, optimistic
concurrency (``UPDATE games ... WHERE id = ? AND version = ?``), an append-only action
log and an outbox of battle posts written in the same transaction as their action. One
connection per repository; an ``asyncio.Lock`` keeps each transaction whole when several
coroutines share it. Times are stored as ISO-8601 UTC text.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import sqlite3
from collections.abc import AsyncIterator, Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import aiosqlite

from bot.sharding import ShardSet
from bot.storage.base import (
    BATTLE_POST_FIELDS,
    LIVE_STATUSES,
    POST_PENDING,
    ActionRow,
    BattlePost,
    ChannelBusy,
    GameRecord,
    GameThread,
    LiveMessage,
    NewAction,
    NewBattlePost,
    NewReminder,
    Reminder,
    RollRow,
    UserPrefs,
    normal_joined,
)
from bot.storage.league import Db, LeagueStore, SqliteDb
from bot.storage.migrations import MIGRATIONS
from bot.storage.names import NameStore


class _VersionMismatch(Exception):
    """Raised inside a save transaction when the game's version moved on: roll back."""


log = logging.getLogger(__name__)

_GAME_COLUMNS = (
    "id, channel_id, status, version, state_json, seed, army1, army2, player1, player2, creator_id, lang, "
    "turn_limit_s, turn_started_at, request_json, winner, result_reason, turns, created_at, updated_at, reminder_s, "
    "guild_id, ai_levels_json, options_json, next_settings_json"
)
_SEAT_COLUMNS = "game_id, seat, user_id, army, joined"
_POST_COLUMNS = "id, game_id, channel_id, action_seq, battle_index, delivered, thread_id, message_id, status, created_at, updated_at"
_ROLL_COLUMNS = "id, channel_id, user_id, command, result_json, created_at"
_LIVE = "(" + ", ".join(f"'{s}'" for s in LIVE_STATUSES) + ")"


def _ts(dt: datetime | None) -> str | None:
    if dt is None:
        return None
    if dt.tzinfo is None:
        raise ValueError("naive datetime: the clock must return aware datetimes")
    return dt.astimezone(UTC).isoformat(timespec="microseconds")


def _dt(value: str | datetime | None) -> datetime | None:
    """A stored time: ISO text (SQLite) or a datetime already (PostgreSQL's timestamptz)."""
    if value is None or isinstance(value, datetime):
        return value
    return datetime.fromisoformat(value)


SeatRow = tuple[int, int, int | None, str, Any]  # game_id, seat, user_id, army, joined


def _game(row: sqlite3.Row | tuple[Any, ...], seats: Sequence[SeatRow] = ()) -> GameRecord:
    (
        gid,
        channel_id,
        status,
        version,
        state_json,
        seed,
        army1,
        army2,
        player1,
        player2,
        creator_id,
        lang,
        turn_limit_s,
        turn_started_at,
        request_json,
        winner,
        result_reason,
        turns,
        created_at,
        updated_at,
        reminder_s,
        guild_id,
        ai_levels_json,
        options_json,
        next_settings_json,
    ) = row
    if seats:
        ordered = sorted(seats, key=lambda r: r[1])
        armies: tuple[str, ...] = tuple(r[3] for r in ordered)
        players: tuple[int | None, ...] = tuple(r[2] for r in ordered)
        joined: tuple[bool, ...] = tuple(bool(r[4]) and r[2] is not None for r in ordered)
    else:  # no seat rows (a row read without them): the two seats of the games table
        armies, players, joined = (army1, army2), (player1, player2), ()
    created = _dt(created_at)
    updated = _dt(updated_at)
    assert created is not None and updated is not None
    return GameRecord(
        id=gid,
        channel_id=channel_id,
        status=status,
        version=version,
        state_json=state_json,
        seed=seed,
        armies=armies,
        players=players,
        creator_id=creator_id,
        lang=lang,
        created_at=created,
        updated_at=updated,
        turn_started_at=_dt(turn_started_at),
        turn_limit_s=turn_limit_s,
        reminder_s=reminder_s,
        request=None if request_json is None else json.loads(request_json),
        winner=winner,
        result_reason=result_reason,
        turns=turns,
        guild_id=guild_id,
        ai_levels=_levels(ai_levels_json),
        joined=normal_joined(players, joined) if joined else (),
        options=json.loads(options_json) if options_json else {},
        next_settings=json.loads(next_settings_json) if next_settings_json else {},
    )


def _levels(text: str | None) -> dict[int, str]:
    """The computer seats' levels from their JSON column (``{"2": "hard"}``); NULL: none stored."""
    if not text:
        return {}
    return {int(seat): str(level) for seat, level in json.loads(text).items()}


def _options_json(options: dict[str, Any]) -> str | None:
    return json.dumps(options, sort_keys=True) if options else None


def _next_json(settings: dict[str, int | None]) -> str | None:
    return json.dumps(settings, sort_keys=True) if settings else None


def _levels_json(levels: dict[int, str]) -> str | None:
    return json.dumps({str(seat): level for seat, level in sorted(levels.items())}) if levels else None


def _battle_post(row: tuple[Any, ...]) -> BattlePost:
    pid, gid, channel_id, seq, index, delivered, thread_id, message_id, status, created_at, updated_at = row
    created = _dt(created_at)
    updated = _dt(updated_at)
    assert created is not None and updated is not None
    return BattlePost(pid, gid, channel_id, seq, index, delivered, thread_id, message_id, status, created, updated)


def _roll(row: tuple[Any, ...]) -> RollRow:
    rid, channel_id, user_id, command, result_json, created = row
    at = _dt(created)
    assert at is not None
    return RollRow(rid, channel_id, user_id, command, result_json, at)


class SqliteRepository(LeagueStore, NameStore):
    """Games in one SQLite file. Create with ``await SqliteRepository.open(path)``."""

    def __init__(self, conn: aiosqlite.Connection, path: str) -> None:
        self._conn = conn
        self._lock = asyncio.Lock()
        self.path = path

    # ------------------------------------------------------------------ lifecycle
    @classmethod
    async def open(cls, path: str | Path) -> SqliteRepository:
        """Open (creating the file and its folder if needed) and migrate the database."""
        p = str(path)
        if p != ":memory:":
            Path(p).parent.mkdir(parents=True, exist_ok=True)
        conn = await aiosqlite.connect(p, isolation_level=None)
        try:
            await conn.execute("PRAGMA busy_timeout=5000")
            for attempt in range(50):  # switching to WAL needs a moment alone with a new file
                try:
                    await conn.execute("PRAGMA journal_mode=WAL")
                    break
                except sqlite3.OperationalError:
                    if attempt == 49:
                        raise
                    await asyncio.sleep(0.1)
            await conn.execute("PRAGMA synchronous=NORMAL")
            await conn.execute("PRAGMA foreign_keys=ON")
            repo = cls(conn, p)
            await repo._migrate()
        except BaseException:
            await conn.close()
            raise
        return repo

    @contextlib.asynccontextmanager
    async def _transaction(self, *, locked: bool = True, channel_id: int | None = None) -> AsyncIterator[None]:
        """``BEGIN IMMEDIATE`` ... ``COMMIT``, rolled back on any error. With ``channel_id``,
        a uniqueness violation means the channel already has a live game (ChannelBusy)."""
        async with contextlib.AsyncExitStack() as stack:
            if locked:
                await stack.enter_async_context(self._lock)
            await self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield
                await self._conn.execute("COMMIT")
            except sqlite3.IntegrityError:
                await self._conn.execute("ROLLBACK")
                if channel_id is None:
                    raise
                raise ChannelBusy(f"channel {channel_id} already has a live game") from None
            except BaseException:
                await self._conn.execute("ROLLBACK")
                raise

    async def _migrate(self) -> None:
        # The version is read inside the write transaction: of two processes opening the
        # same new file at once, the second waits for the first and then finds nothing to do.
        async with self._transaction(locked=False):
            async with self._conn.execute("PRAGMA user_version") as cur:
                row = await cur.fetchone()
            current = int(row[0]) if row else 0
            pending = [(n, stmts) for n, stmts in MIGRATIONS if n > current]
            for number, statements in pending:
                for stmt in statements:
                    await self._conn.execute(stmt)
                await self._conn.execute(f"PRAGMA user_version = {int(number)}")
        if pending:
            log.info("database migrated", extra={"ctx": {"path": self.path, "from": current, "to": pending[-1][0]}})

    @contextlib.asynccontextmanager
    async def _league_read(self) -> AsyncIterator[Db]:
        async with self._lock:
            yield SqliteDb(self._conn)

    @contextlib.asynccontextmanager
    async def _league_tx(self) -> AsyncIterator[Db]:
        async with self._transaction():
            yield SqliteDb(self._conn)

    async def schema_version(self) -> int:
        rows = await self._rows("PRAGMA user_version")
        return int(rows[0][0]) if rows else 0

    async def close(self) -> None:
        async with self._lock:
            await self._conn.close()

    # ------------------------------------------------------------------ reads
    async def _rows(self, sql: str, args: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        """One query in one trip to the database thread."""
        async with self._lock:
            rows = await self._conn.execute_fetchall(sql, args)
        return [tuple(r) for r in rows]

    async def _games(self, sql: str, args: tuple[Any, ...]) -> list[GameRecord]:
        """Games with their seats (one more query for all of them)."""
        rows = await self._rows(sql, args)
        if not rows:
            return []
        ids = [r[0] for r in rows]
        marks = ", ".join("?" for _ in ids)
        seat_rows = await self._rows(f"SELECT {_SEAT_COLUMNS} FROM seats WHERE game_id IN ({marks})", tuple(ids))
        by_game: dict[int, list[SeatRow]] = {}
        for r in seat_rows:
            by_game.setdefault(r[0], []).append(r)
        return [_game(r, by_game.get(r[0], ())) for r in rows]

    async def _one_game(self, sql: str, args: tuple[Any, ...]) -> GameRecord | None:
        games = await self._games(sql, args)
        return games[0] if games else None

    async def live_game(self, channel_id: int) -> GameRecord | None:
        return await self._one_game(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE channel_id = ? AND status IN {_LIVE}", (channel_id,)
        )

    async def active_games_of(self, user_id: int) -> list[GameRecord]:
        return await self._games(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE status = 'active' "
            "AND id IN (SELECT game_id FROM seats WHERE user_id = ?) ORDER BY id",
            (user_id,),
        )

    async def live_games_of(self, user_id: int) -> list[GameRecord]:
        return await self._games(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE status IN {_LIVE} "
            "AND id IN (SELECT game_id FROM seats WHERE user_id = ?) ORDER BY id",
            (user_id,),
        )

    async def get_prefs(self, user_id: int) -> UserPrefs | None:
        rows = await self._rows(
            "SELECT user_id, ping, dm_reminders, quiet_start, quiet_end, timezone, lang FROM user_prefs "
            "WHERE user_id = ?",
            (user_id,),
        )
        if not rows:
            return None
        uid, ping, dm, qs, qe, tz, lang = rows[0]
        return UserPrefs(uid, None if ping is None else bool(ping), None if dm is None else bool(dm), qs, qe, tz, lang)

    async def save_prefs(self, prefs: UserPrefs, at: datetime) -> None:
        def flag(v: bool | None) -> int | None:
            return None if v is None else int(v)

        async with self._transaction():
            await self._conn.execute(
                "INSERT OR REPLACE INTO user_prefs (user_id, ping, dm_reminders, quiet_start, quiet_end, timezone, "
                "lang, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    prefs.user_id,
                    flag(prefs.ping),
                    flag(prefs.dm_reminders),
                    prefs.quiet_start,
                    prefs.quiet_end,
                    prefs.timezone,
                    prefs.lang,
                    _ts(at),
                ),
            )

    async def last_game(self, channel_id: int) -> GameRecord | None:
        return await self._one_game(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE channel_id = ? ORDER BY id DESC LIMIT 1", (channel_id,)
        )

    async def get_game(self, game_id: int) -> GameRecord | None:
        return await self._one_game(f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))

    async def actions(self, game_id: int) -> list[ActionRow]:
        rows = await self._rows(
            "SELECT game_id, seq, user_id, player, kind, notation, created_at FROM actions WHERE game_id = ? ORDER BY seq",
            (game_id,),
        )
        out = []
        for g, seq, user, player, kind, notation, created in rows:
            at = _dt(created)
            assert at is not None
            out.append(ActionRow(g, seq, user, player, kind, notation, at))
        return out

    async def pending_reminders(self, game_id: int) -> list[Reminder]:
        rows = await self._rows(
            "SELECT id, game_id, channel_id, user_id, kind, due_at FROM reminders "
            "WHERE game_id = ? AND sent_at IS NULL ORDER BY due_at, id",
            (game_id,),
        )
        return [self._reminder(r) for r in rows]

    async def pending_battle_posts(self, shards: ShardSet | None = None) -> list[BattlePost]:
        mine = "" if shards is None else f" AND game_id IN (SELECT id FROM games WHERE {shards.sql('guild_id')})"
        rows = await self._rows(
            f"SELECT {_POST_COLUMNS} FROM battle_posts WHERE status = ?{mine} ORDER BY id", (POST_PENDING,)
        )
        return [_battle_post(r) for r in rows]

    async def get_battle_post(self, post_id: int) -> BattlePost | None:
        rows = await self._rows(f"SELECT {_POST_COLUMNS} FROM battle_posts WHERE id = ?", (post_id,))
        return _battle_post(rows[0]) if rows else None

    @staticmethod
    def _reminder(row: tuple[Any, ...]) -> Reminder:
        rid, gid, channel_id, user_id, kind, due = row
        at = _dt(due)
        assert at is not None
        return Reminder(rid, gid, channel_id, user_id, kind, at)

    # ------------------------------------------------------------------ writes
    async def create_game(self, game: GameRecord, actions: Sequence[NewAction] = ()) -> GameRecord:
        async with self._transaction(channel_id=game.channel_id):
            cur = await self._conn.execute(
                "INSERT INTO games (channel_id, status, version, state_json, seed, army1, army2, player1, "
                "player2, creator_id, lang, turn_limit_s, turn_started_at, request_json, winner, "
                "result_reason, turns, created_at, updated_at, reminder_s, guild_id, ai_levels_json, options_json, "
                "next_settings_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    game.channel_id,
                    game.status,
                    game.version,
                    game.state_json,
                    game.seed,
                    game.armies[0],
                    game.armies[1],
                    game.players[0],
                    game.players[1],
                    game.creator_id,
                    game.lang,
                    game.turn_limit_s,
                    _ts(game.turn_started_at),
                    None if game.request is None else json.dumps(game.request),
                    game.winner,
                    game.result_reason,
                    game.turns,
                    _ts(game.created_at),
                    _ts(game.updated_at),
                    game.reminder_s,
                    game.guild_id,
                    _levels_json(game.ai_levels),
                    _options_json(game.options),
                    _next_json(game.next_settings),
                ),
            )
            gid = cur.lastrowid
            assert gid is not None
            await self._conn.executemany(
                "INSERT INTO seats (game_id, seat, user_id, army, team, turn_order, joined) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(gid, *row) for row in game.seat_rows()],
            )
            await self._append(gid, actions, game.updated_at)
        return game.evolve(id=gid)

    async def _append(self, game_id: int, actions: Sequence[NewAction], at: datetime) -> None:
        # seq continues the game's log; one statement (one trip to the database thread) per row
        for a in actions:
            await self._conn.execute(
                "INSERT INTO actions (game_id, seq, user_id, player, kind, notation, created_at) "
                "SELECT ?, COALESCE(MAX(seq), 0) + 1, ?, ?, ?, ?, ? FROM actions WHERE game_id = ?",
                (game_id, a.user_id, a.player, a.kind, a.notation, _ts(at), game_id),
            )

    async def save(
        self,
        game: GameRecord,
        expected_version: int,
        actions: Sequence[NewAction] = (),
        reminders: Sequence[NewReminder] | None = None,
    ) -> bool:
        return await self._save(game, expected_version, actions, reminders, ()) is not None

    async def save_with_battle_posts(
        self,
        game: GameRecord,
        expected_version: int,
        actions: Sequence[NewAction],
        reminders: Sequence[NewReminder] | None = None,
        battle_posts: Sequence[NewBattlePost] = (),
    ) -> list[int] | None:
        if battle_posts and not actions:
            raise ValueError("a battle post needs the action that caused it")
        return await self._save(game, expected_version, actions, reminders, battle_posts)

    async def _save(
        self,
        game: GameRecord,
        expected_version: int,
        actions: Sequence[NewAction],
        reminders: Sequence[NewReminder] | None,
        battle_posts: Sequence[NewBattlePost],
    ) -> list[int] | None:
        """The conditional save, all in one transaction: None if the version no longer matched,
        else the ids of the queued battle posts."""
        if game.version <= expected_version:
            raise ValueError("the saved version must be greater than the expected one")
        try:
            async with self._transaction(channel_id=game.channel_id):
                cur = await self._conn.execute(
                    "UPDATE games SET status = ?, version = ?, state_json = ?, player1 = ?, player2 = ?, "
                    "turn_limit_s = ?, turn_started_at = ?, request_json = ?, winner = ?, result_reason = ?, "
                    "turns = ?, updated_at = ?, reminder_s = ?, ai_levels_json = ?, next_settings_json = ? "
                    "WHERE id = ? AND version = ?",
                    (
                        game.status,
                        game.version,
                        game.state_json,
                        game.players[0],
                        game.players[1],
                        game.turn_limit_s,
                        _ts(game.turn_started_at),
                        None if game.request is None else json.dumps(game.request),
                        game.winner,
                        game.result_reason,
                        game.turns,
                        _ts(game.updated_at),
                        game.reminder_s,
                        _levels_json(game.ai_levels),
                        _next_json(game.next_settings),
                        game.id,
                        expected_version,
                    ),
                )
                if cur.rowcount != 1:
                    raise _VersionMismatch
                await self._conn.executemany(
                    "UPDATE seats SET user_id = ?, joined = ? WHERE game_id = ? AND seat = ? "
                    "AND (user_id IS NOT ? OR joined IS NOT ?)",
                    [(u, j, game.id, seat, u, j) for seat, u, _, _, _, j in game.seat_rows()],
                )
                await self._append(game.id, actions, game.updated_at)
                if reminders is not None:
                    await self._conn.execute("DELETE FROM reminders WHERE game_id = ? AND sent_at IS NULL", (game.id,))
                    await self._conn.executemany(
                        "INSERT INTO reminders (game_id, channel_id, user_id, kind, due_at) VALUES (?, ?, ?, ?, ?)",
                        [(game.id, game.channel_id, r.user_id, r.kind, _ts(r.due_at)) for r in reminders],
                    )
                post_ids = await self._queue_battle_posts(game, battle_posts)
        except _VersionMismatch:
            return None
        return post_ids

    async def _queue_battle_posts(self, game: GameRecord, posts: Sequence[NewBattlePost]) -> list[int]:
        """Insert ``posts`` for the game's last action (inside the caller's transaction)."""
        if not posts:
            return []
        async with self._conn.execute("SELECT MAX(seq) FROM actions WHERE game_id = ?", (game.id,)) as cur:
            row = await cur.fetchone()
        seq = row[0] if row else None
        if seq is None:
            raise ValueError("a battle post needs the action that caused it")
        ids = []
        at = _ts(game.updated_at)
        for post in posts:
            cur = await self._conn.execute(
                "INSERT INTO battle_posts (game_id, channel_id, action_seq, battle_index, delivered, status, "
                "created_at, updated_at) VALUES (?, ?, ?, ?, 0, ?, ?, ?)",
                (game.id, game.channel_id, seq, post.battle_index, POST_PENDING, at, at),
            )
            assert cur.lastrowid is not None
            ids.append(cur.lastrowid)
        return ids

    async def postpone_reminder(self, reminder_id: int, due_at: datetime) -> None:
        async with self._transaction():
            await self._conn.execute(
                "UPDATE reminders SET sent_at = NULL, due_at = ? WHERE id = ?", (_ts(due_at), reminder_id)
            )

    async def reminder_sent_at(self, game_id: int, kind: str, since: datetime) -> datetime | None:
        rows = await self._rows(
            "SELECT MIN(sent_at) FROM reminders WHERE game_id = ? AND kind = ? AND sent_at >= ?",
            (game_id, kind, _ts(since)),
        )
        return _dt(rows[0][0]) if rows else None

    async def add_reminders(self, game_id: int, channel_id: int, reminders: Sequence[NewReminder]) -> None:
        async with self._transaction():
            await self._conn.executemany(
                "INSERT INTO reminders (game_id, channel_id, user_id, kind, due_at) VALUES (?, ?, ?, ?, ?)",
                [(game_id, channel_id, r.user_id, r.kind, _ts(r.due_at)) for r in reminders],
            )

    async def claim_due_reminders(self, now: datetime, shards: ShardSet | None = None) -> list[Reminder]:
        mine = "" if shards is None else f" AND game_id IN (SELECT id FROM games WHERE {shards.sql('guild_id')})"
        async with self._transaction():
            rows = await self._conn.execute_fetchall(
                "SELECT id, game_id, channel_id, user_id, kind, due_at FROM reminders "
                f"WHERE sent_at IS NULL AND due_at <= ?{mine} ORDER BY due_at, id",
                (_ts(now),),
            )
            if rows:
                await self._conn.executemany(
                    "UPDATE reminders SET sent_at = ? WHERE id = ?", [(_ts(now), r[0]) for r in rows]
                )
        return [self._reminder(tuple(r)) for r in rows]

    async def update_battle_post(self, post_id: int, at: datetime, changes: Mapping[str, int | str | None]) -> None:
        unknown = set(changes) - set(BATTLE_POST_FIELDS)
        if unknown:
            raise ValueError(f"battle posts have no field {sorted(unknown)}")
        names = [name for name in BATTLE_POST_FIELDS if name in changes]  # fixed names: safe to format
        sql = "UPDATE battle_posts SET " + "".join(f"{name} = ?, " for name in names) + "updated_at = ? WHERE id = ?"
        async with self._lock:
            await self._conn.execute(sql, (*(changes[name] for name in names), _ts(at), post_id))

    # ------------------------------------------------------------------ the Warzone roll log
    async def add_roll(self, channel_id: int, user_id: int, command: str, result_json: str, at: datetime) -> int:
        async with self._transaction():
            cur = await self._conn.execute(
                "INSERT INTO wz_rolls (channel_id, user_id, command, result_json, created_at) VALUES (?, ?, ?, ?, ?)",
                (channel_id, user_id, command, result_json, _ts(at)),
            )
            roll_id = cur.lastrowid
        assert roll_id is not None
        return roll_id

    async def rolls(self, channel_id: int, limit: int) -> list[RollRow]:
        rows = await self._rows(
            f"SELECT {_ROLL_COLUMNS} FROM wz_rolls WHERE channel_id = ? ORDER BY id DESC LIMIT ?",
            (channel_id, max(0, limit)),
        )
        return [_roll(r) for r in reversed(rows)]

    async def get_roll(self, roll_id: int) -> RollRow | None:
        rows = await self._rows(f"SELECT {_ROLL_COLUMNS} FROM wz_rolls WHERE id = ?", (roll_id,))
        return _roll(rows[0]) if rows else None

    # ------------------------------------------------------------------ statistics
    async def count_games(self, status: str | None = None) -> int:
        sql = "SELECT COUNT(*) FROM games" + ("" if status is None else " WHERE status = ?")
        rows = await self._rows(sql, () if status is None else (status,))
        return int(rows[0][0]) if rows else 0

    # ------------------------------------------------------------------ a quiet channel
    async def get_live_message(self, game_id: int) -> LiveMessage | None:
        rows = await self._rows(
            "SELECT game_id, channel_id, message_id, turn_key, version, lines_json FROM live_messages WHERE game_id = ?",
            (game_id,),
        )
        if not rows:
            return None
        r = rows[0]
        return LiveMessage(int(r[0]), int(r[1]), int(r[2]), str(r[3]), int(r[4]), tuple(json.loads(r[5])))

    async def put_live_message(self, message: LiveMessage, at: datetime) -> None:
        async with self._lock:
            await self._conn.execute(
                "INSERT OR REPLACE INTO live_messages "
                "(game_id, channel_id, message_id, turn_key, version, lines_json, updated_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    message.game_id,
                    message.channel_id,
                    message.message_id,
                    message.turn_key,
                    message.version,
                    json.dumps(list(message.lines)),
                    _ts(at),
                ),
            )

    async def add_game_thread(self, thread: GameThread, at: datetime) -> None:
        async with self._lock:
            await self._conn.execute(
                "INSERT OR REPLACE INTO game_threads (thread_id, parent_id, guild_id, created_at) VALUES (?, ?, ?, ?)",
                (thread.thread_id, thread.parent_id, thread.guild_id, _ts(at)),
            )

    async def get_game_thread(self, thread_id: int) -> GameThread | None:
        rows = await self._rows(
            "SELECT thread_id, parent_id, guild_id FROM game_threads WHERE thread_id = ?", (thread_id,)
        )
        if not rows:
            return None
        r = rows[0]
        return GameThread(int(r[0]), int(r[1]), None if r[2] is None else int(r[2]))

    async def move_game(self, game_id: int, old_channel_id: int, new_channel_id: int) -> None:
        async with self._transaction():
            await self._conn.execute("UPDATE games SET channel_id = ? WHERE id = ?", (new_channel_id, game_id))
            await self._conn.execute("UPDATE reminders SET channel_id = ? WHERE game_id = ?", (new_channel_id, game_id))
            await self._conn.execute(
                "UPDATE battle_posts SET channel_id = ? WHERE game_id = ?", (new_channel_id, game_id)
            )
            await self._conn.execute(
                "UPDATE live_messages SET channel_id = ? WHERE game_id = ?", (new_channel_id, game_id)
            )
            await self._conn.execute(
                "UPDATE game_threads SET thread_id = ? WHERE thread_id = ?", (new_channel_id, old_channel_id)
            )

    async def get_game_threads_default(self, guild_id: int) -> bool | None:
        rows = await self._rows("SELECT game_threads FROM guild_settings WHERE guild_id = ?", (guild_id,))
        if not rows or rows[0][0] is None:
            return None
        return bool(rows[0][0])

    async def set_game_threads_default(self, guild_id: int, on: bool | None, at: datetime) -> None:
        async with self._lock:
            await self._conn.execute(
                "INSERT INTO guild_settings (guild_id, game_threads, updated_at) VALUES (?, ?, ?) "
                "ON CONFLICT (guild_id) DO UPDATE SET game_threads = excluded.game_threads, "
                "updated_at = excluded.updated_at",
                (guild_id, None if on is None else int(on), _ts(at)),
            )

    async def get_min_turn_limit(self, guild_id: int) -> int | None:
        rows = await self._rows("SELECT min_turn_limit_s FROM guild_settings WHERE guild_id = ?", (guild_id,))
        return None if not rows or rows[0][0] is None else int(rows[0][0])

    async def set_min_turn_limit(self, guild_id: int, seconds: int | None, at: datetime) -> None:
        async with self._lock:
            await self._conn.execute(
                "INSERT INTO guild_settings (guild_id, min_turn_limit_s, updated_at) VALUES (?, ?, ?) "
                "ON CONFLICT (guild_id) DO UPDATE SET min_turn_limit_s = excluded.min_turn_limit_s, "
                "updated_at = excluded.updated_at",
                (guild_id, seconds, _ts(at)),
            )

    async def add_follower(self, game_id: int, user_id: int, at: datetime) -> bool:
        async with self._lock:
            cur = await self._conn.execute(
                "INSERT OR IGNORE INTO followers (game_id, user_id, created_at) VALUES (?, ?, ?)",
                (game_id, user_id, _ts(at)),
            )
            return bool(cur.rowcount)

    async def remove_follower(self, game_id: int, user_id: int) -> bool:
        async with self._lock:
            cur = await self._conn.execute(
                "DELETE FROM followers WHERE game_id = ? AND user_id = ?", (game_id, user_id)
            )
            return bool(cur.rowcount)

    async def followers(self, game_id: int) -> list[int]:
        rows = await self._rows(
            "SELECT user_id FROM followers WHERE game_id = ? ORDER BY created_at, user_id", (game_id,)
        )
        return [int(r[0]) for r in rows]
