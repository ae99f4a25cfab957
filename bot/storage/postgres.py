"""PostgreSQL implementation of :class:`bot.storage.base.GameRepository` with asyncpg.

For deployments that outgrow one machine: several bot processes share one database. The
guarantees are those of the SQLite repository — optimistic concurrency (``UPDATE games
... WHERE id = $n AND version = $m``), an append-only action log and the battle outbox
written in the action's transaction — plus what several processes need: migrations under
an advisory lock, and due reminders claimed with ``FOR UPDATE SKIP LOCKED`` so that each is
handed to exactly one process.

Open with ``await PostgresRepository.open("postgresql://user@host/db")``; a ``schema``
(tests use one per test) is created if needed and put first on the search path.
"""

from __future__ import annotations

import contextlib
import json
import logging
import re
from collections.abc import AsyncIterator, Mapping, Sequence
from datetime import datetime
from typing import Any

import asyncpg

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
)
from bot.storage.league import Db, LeagueStore, PgDb
from bot.storage.names import NameStore
from bot.storage.pg_migrations import PG_MIGRATIONS
from bot.storage.sqlite import (
    _GAME_COLUMNS,
    _POST_COLUMNS,
    _ROLL_COLUMNS,
    _SEAT_COLUMNS,
    _battle_post,
    _game,
    _levels_json,
    _next_json,
    _options_json,
    _roll,
)

log = logging.getLogger(__name__)

_LIVE = "(" + ", ".join(f"'{s}'" for s in LIVE_STATUSES) + ")"
_SCHEMA = re.compile(r"^[a-z_][a-z0-9_]{0,62}$")
_MIGRATION_LOCK = 0x4E48_4558  # "NHEX": one advisory lock id for every process of the bot
# What a connection the server dropped (a restart, a network cut) raises: the connection is
# thrown away (the pool opens a new one); a read is tried once more, a write fails whole.
_BROKEN: tuple[type[BaseException], ...] = (
    asyncpg.exceptions.ConnectionDoesNotExistError,
    asyncpg.exceptions.AdminShutdownError,
    asyncpg.InterfaceError,
    asyncpg.exceptions.InternalClientError,
    ConnectionError,
    OSError,
)


def _aware(dt: datetime | None) -> datetime | None:
    if dt is not None and dt.tzinfo is None:
        raise ValueError("naive datetime: the clock must return aware datetimes")
    return dt


class PostgresRepository(LeagueStore, NameStore):
    """Games in one PostgreSQL database (a pool of connections shared by every feature)."""

    def __init__(self, pool: asyncpg.Pool, url: str, schema: str | None) -> None:
        self._pool = pool
        self.url = url
        self.schema = schema

    # ------------------------------------------------------------------ lifecycle
    @classmethod
    async def open(
        cls, url: str, *, schema: str | None = None, min_size: int = 1, max_size: int = 10
    ) -> PostgresRepository:
        """Connect, create ``schema`` if asked, and apply pending migrations."""
        settings: dict[str, str] = {"application_name": f"hexbot:{schema}" if schema else "hexbot"}
        if schema is not None:
            if not _SCHEMA.match(schema):
                raise ValueError(f"bad schema name {schema!r}")
            conn = await asyncpg.connect(url)
            try:
                async with conn.transaction():  # processes starting together: one creates it
                    await conn.execute("SELECT pg_advisory_xact_lock($1)", _MIGRATION_LOCK)
                    await conn.execute(f"CREATE SCHEMA IF NOT EXISTS {schema}")
            finally:
                await conn.close()
            settings["search_path"] = schema
        pool = await asyncpg.create_pool(url, min_size=min_size, max_size=max_size, server_settings=settings)
        repo = cls(pool, url, schema)
        try:
            await repo._migrate()
        except BaseException:
            await pool.close()
            raise
        return repo

    async def close(self) -> None:
        await self._pool.close()

    @contextlib.asynccontextmanager
    async def _transaction(self, *, channel_id: int | None = None) -> AsyncIterator[asyncpg.Connection]:
        """A connection inside a transaction; a unique violation on the one-live-game index
        means the channel already has a live game (ChannelBusy)."""
        async with self._pool.acquire() as conn:
            try:
                async with conn.transaction():
                    yield conn
            except asyncpg.UniqueViolationError as e:
                if channel_id is not None and "games_one_live_per_channel" in str(e):
                    raise ChannelBusy(f"channel {channel_id} already has a live game") from None
                raise
            except _BROKEN:
                conn.terminate()  # nothing was committed; the pool replaces the connection
                raise

    async def _read(self, method: str, sql: str, *args: Any) -> Any:
        """One read query (``fetch``, ``fetchrow`` or ``fetchval``), tried again once on a
        fresh connection when the server dropped the first one."""
        for attempt in (1, 2):
            async with self._pool.acquire() as conn:
                try:
                    return await getattr(conn, method)(sql, *args)
                except _BROKEN:
                    conn.terminate()
                    if attempt == 2:
                        raise
        raise AssertionError("unreachable")

    async def _migrate(self) -> None:
        async with self._transaction() as conn:
            await conn.execute("SELECT pg_advisory_xact_lock($1)", _MIGRATION_LOCK)
            await conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY)")
            current = await conn.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_migrations")
            pending = [(n, stmts) for n, stmts in PG_MIGRATIONS if n > current]
            for number, statements in pending:
                for stmt in statements:
                    await conn.execute(stmt)
                await conn.execute("INSERT INTO schema_migrations (version) VALUES ($1)", number)
        if pending:
            log.info("database migrated", extra={"ctx": {"from": current, "to": pending[-1][0]}})

    @contextlib.asynccontextmanager
    async def _league_read(self) -> AsyncIterator[Db]:
        async with self._pool.acquire() as conn:
            yield PgDb(conn)

    @contextlib.asynccontextmanager
    async def _league_tx(self) -> AsyncIterator[Db]:
        async with self._transaction() as conn:
            yield PgDb(conn)

    async def schema_version(self) -> int:
        return int(await self._read("fetchval", "SELECT COALESCE(MAX(version), 0) FROM schema_migrations"))

    # ------------------------------------------------------------------ reads
    async def _games(self, sql: str, *args: Any) -> list[GameRecord]:
        """Games with their seats (one more query for all of them)."""
        rows = [tuple(r) for r in await self._read("fetch", sql, *args)]
        if not rows:
            return []
        seat_rows = await self._read(
            "fetch", f"SELECT {_SEAT_COLUMNS} FROM seats WHERE game_id = ANY($1::bigint[])", [r[0] for r in rows]
        )
        by_game: dict[int, list[Any]] = {}
        for r in seat_rows:
            by_game.setdefault(r[0], []).append(tuple(r))
        return [_game(r, by_game.get(r[0], ())) for r in rows]

    async def _one_game(self, sql: str, *args: Any) -> GameRecord | None:
        games = await self._games(sql, *args)
        return games[0] if games else None

    async def live_game(self, channel_id: int) -> GameRecord | None:
        return await self._one_game(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE channel_id = $1 AND status IN {_LIVE}", channel_id
        )

    async def active_games_of(self, user_id: int) -> list[GameRecord]:
        return await self._games(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE status = 'active' "
            "AND id IN (SELECT game_id FROM seats WHERE user_id = $1) ORDER BY id",
            user_id,
        )

    async def live_games_of(self, user_id: int) -> list[GameRecord]:
        return await self._games(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE status IN {_LIVE} "
            "AND id IN (SELECT game_id FROM seats WHERE user_id = $1) ORDER BY id",
            user_id,
        )

    async def last_game(self, channel_id: int) -> GameRecord | None:
        return await self._one_game(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE channel_id = $1 ORDER BY id DESC LIMIT 1", channel_id
        )

    async def get_game(self, game_id: int) -> GameRecord | None:
        return await self._one_game(f"SELECT {_GAME_COLUMNS} FROM games WHERE id = $1", game_id)

    async def actions(self, game_id: int) -> list[ActionRow]:
        rows = await self._read(
            "fetch",
            "SELECT game_id, seq, user_id, player, kind, notation, created_at FROM actions "
            "WHERE game_id = $1 ORDER BY seq",
            game_id,
        )
        return [ActionRow(*tuple(r)) for r in rows]

    async def pending_reminders(self, game_id: int) -> list[Reminder]:
        rows = await self._read(
            "fetch",
            "SELECT id, game_id, channel_id, user_id, kind, due_at FROM reminders "
            "WHERE game_id = $1 AND sent_at IS NULL ORDER BY due_at, id",
            game_id,
        )
        return [Reminder(*tuple(r)) for r in rows]

    async def pending_battle_posts(self, shards: ShardSet | None = None) -> list[BattlePost]:
        mine = "" if shards is None else f" AND game_id IN (SELECT id FROM games WHERE {shards.sql('guild_id')})"
        rows = await self._read(
            "fetch", f"SELECT {_POST_COLUMNS} FROM battle_posts WHERE status = $1{mine} ORDER BY id", POST_PENDING
        )
        return [_battle_post(tuple(r)) for r in rows]

    async def get_battle_post(self, post_id: int) -> BattlePost | None:
        row = await self._read("fetchrow", f"SELECT {_POST_COLUMNS} FROM battle_posts WHERE id = $1", post_id)
        return None if row is None else _battle_post(tuple(row))

    async def get_prefs(self, user_id: int) -> UserPrefs | None:
        row = await self._read(
            "fetchrow",
            "SELECT user_id, ping, dm_reminders, quiet_start, quiet_end, timezone, lang FROM user_prefs "
            "WHERE user_id = $1",
            user_id,
        )
        return None if row is None else UserPrefs(*tuple(row))

    async def count_games(self, status: str | None = None) -> int:
        if status is None:
            return int(await self._read("fetchval", "SELECT COUNT(*) FROM games"))
        return int(await self._read("fetchval", "SELECT COUNT(*) FROM games WHERE status = $1", status))

    # ------------------------------------------------------------------ writes
    async def create_game(self, game: GameRecord, actions: Sequence[NewAction] = ()) -> GameRecord:
        async with self._transaction(channel_id=game.channel_id) as conn:
            gid = await conn.fetchval(
                "INSERT INTO games (channel_id, status, version, state_json, seed, army1, army2, player1, "
                "player2, creator_id, lang, turn_limit_s, turn_started_at, request_json, winner, "
                "result_reason, turns, created_at, updated_at, reminder_s, guild_id, ai_levels_json, options_json, "
                "next_settings_json) "
                "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, "
                "$22, $23, $24) "
                "RETURNING id",
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
                _aware(game.turn_started_at),
                None if game.request is None else json.dumps(game.request),
                game.winner,
                game.result_reason,
                game.turns,
                _aware(game.created_at),
                _aware(game.updated_at),
                game.reminder_s,
                game.guild_id,
                _levels_json(game.ai_levels),
                _options_json(game.options),
                _next_json(game.next_settings),
            )
            await conn.executemany(
                "INSERT INTO seats (game_id, seat, user_id, army, team, turn_order, joined) "
                "VALUES ($1, $2, $3, $4, $5, $6, $7)",
                [(gid, *row) for row in game.seat_rows()],
            )
            await self._append(conn, gid, actions, game.updated_at)
        return game.evolve(id=gid)

    @staticmethod
    async def _append(conn: asyncpg.Connection, game_id: int, actions: Sequence[NewAction], at: datetime) -> None:
        # seq continues the game's log; the caller's transaction holds the game's row lock
        for a in actions:
            await conn.execute(
                "INSERT INTO actions (game_id, seq, user_id, player, kind, notation, created_at) "
                "SELECT $1, COALESCE(MAX(seq), 0) + 1, $2, $3, $4, $5, $6 FROM actions WHERE game_id = $1",
                game_id,
                a.user_id,
                a.player,
                a.kind,
                a.notation,
                _aware(at),
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
        if game.version <= expected_version:
            raise ValueError("the saved version must be greater than the expected one")
        async with self._transaction(channel_id=game.channel_id) as conn:
            status = await conn.execute(
                "UPDATE games SET status = $1, version = $2, state_json = $3, player1 = $4, player2 = $5, "
                "turn_limit_s = $6, turn_started_at = $7, request_json = $8, winner = $9, result_reason = $10, "
                "turns = $11, updated_at = $12, reminder_s = $13, ai_levels_json = $14, next_settings_json = $15 "
                "WHERE id = $16 AND version = $17",
                game.status,
                game.version,
                game.state_json,
                game.players[0],
                game.players[1],
                game.turn_limit_s,
                _aware(game.turn_started_at),
                None if game.request is None else json.dumps(game.request),
                game.winner,
                game.result_reason,
                game.turns,
                _aware(game.updated_at),
                game.reminder_s,
                _levels_json(game.ai_levels),
                _next_json(game.next_settings),
                game.id,
                expected_version,
            )
            if status != "UPDATE 1":
                return None  # the version moved on: nothing was written
            await conn.executemany(
                "UPDATE seats SET user_id = $1, joined = $2 WHERE game_id = $3 AND seat = $4 "
                "AND (user_id IS DISTINCT FROM $1 OR joined IS DISTINCT FROM $2)",
                [(u, j, game.id, seat) for seat, u, _, _, _, j in game.seat_rows()],
            )
            await self._append(conn, game.id, actions, game.updated_at)
            if reminders is not None:
                await conn.execute("DELETE FROM reminders WHERE game_id = $1 AND sent_at IS NULL", game.id)
                await conn.executemany(
                    "INSERT INTO reminders (game_id, channel_id, user_id, kind, due_at) VALUES ($1, $2, $3, $4, $5)",
                    [(game.id, game.channel_id, r.user_id, r.kind, _aware(r.due_at)) for r in reminders],
                )
            return await self._queue_battle_posts(conn, game, battle_posts)

    @staticmethod
    async def _queue_battle_posts(
        conn: asyncpg.Connection, game: GameRecord, posts: Sequence[NewBattlePost]
    ) -> list[int]:
        if not posts:
            return []
        seq = await conn.fetchval("SELECT MAX(seq) FROM actions WHERE game_id = $1", game.id)
        if seq is None:
            raise ValueError("a battle post needs the action that caused it")
        ids = []
        for post in posts:
            ids.append(
                await conn.fetchval(
                    "INSERT INTO battle_posts (game_id, channel_id, action_seq, battle_index, delivered, status, "
                    "created_at, updated_at) VALUES ($1, $2, $3, $4, 0, $5, $6, $6) RETURNING id",
                    game.id,
                    game.channel_id,
                    seq,
                    post.battle_index,
                    POST_PENDING,
                    _aware(game.updated_at),
                )
            )
        return ids

    async def claim_due_reminders(self, now: datetime, shards: ShardSet | None = None) -> list[Reminder]:
        """Due reminders, each marked sent in the same statement; ``SKIP LOCKED`` lets several
        processes claim at once without handing one reminder to two of them."""
        async with self._transaction() as conn:
            rows = await conn.fetch(
                "UPDATE reminders SET sent_at = $1 WHERE id IN ("
                "SELECT id FROM reminders WHERE sent_at IS NULL AND due_at <= $1"
                + ("" if shards is None else f" AND game_id IN (SELECT id FROM games WHERE {shards.sql('guild_id')})")
                + " ORDER BY due_at, id FOR UPDATE SKIP LOCKED) "
                "RETURNING id, game_id, channel_id, user_id, kind, due_at",
                _aware(now),
            )
        return sorted((Reminder(*tuple(r)) for r in rows), key=lambda r: (r.due_at, r.id))

    async def reminder_sent_at(self, game_id: int, kind: str, since: datetime) -> datetime | None:
        value: datetime | None = await self._read(
            "fetchval",
            "SELECT MIN(sent_at) FROM reminders WHERE game_id = $1 AND kind = $2 AND sent_at >= $3",
            game_id,
            kind,
            _aware(since),
        )
        return value

    async def add_reminders(self, game_id: int, channel_id: int, reminders: Sequence[NewReminder]) -> None:
        await self._pool.executemany(
            "INSERT INTO reminders (game_id, channel_id, user_id, kind, due_at) VALUES ($1, $2, $3, $4, $5)",
            [(game_id, channel_id, r.user_id, r.kind, _aware(r.due_at)) for r in reminders],
        )

    async def postpone_reminder(self, reminder_id: int, due_at: datetime) -> None:
        await self._pool.execute(
            "UPDATE reminders SET sent_at = NULL, due_at = $1 WHERE id = $2", _aware(due_at), reminder_id
        )

    async def update_battle_post(self, post_id: int, at: datetime, changes: Mapping[str, int | str | None]) -> None:
        unknown = set(changes) - set(BATTLE_POST_FIELDS)
        if unknown:
            raise ValueError(f"battle posts have no field {sorted(unknown)}")
        names = [name for name in BATTLE_POST_FIELDS if name in changes]  # fixed names: safe to format
        sets = "".join(f"{name} = ${i}, " for i, name in enumerate(names, start=1))
        n = len(names)
        await self._pool.execute(
            f"UPDATE battle_posts SET {sets}updated_at = ${n + 1} WHERE id = ${n + 2}",
            *(changes[name] for name in names),
            _aware(at),
            post_id,
        )

    async def save_prefs(self, prefs: UserPrefs, at: datetime) -> None:
        await self._pool.execute(
            "INSERT INTO user_prefs (user_id, ping, dm_reminders, quiet_start, quiet_end, timezone, lang, updated_at) "
            "VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (user_id) DO UPDATE SET "
            "ping = EXCLUDED.ping, dm_reminders = EXCLUDED.dm_reminders, quiet_start = EXCLUDED.quiet_start, "
            "quiet_end = EXCLUDED.quiet_end, timezone = EXCLUDED.timezone, lang = EXCLUDED.lang, "
            "updated_at = EXCLUDED.updated_at",
            prefs.user_id,
            prefs.ping,
            prefs.dm_reminders,
            prefs.quiet_start,
            prefs.quiet_end,
            prefs.timezone,
            prefs.lang,
            _aware(at),
        )

    # ------------------------------------------------------------------ the Warzone roll log
    async def add_roll(self, channel_id: int, user_id: int, command: str, result_json: str, at: datetime) -> int:
        async with self._transaction() as conn:
            return int(
                await conn.fetchval(
                    "INSERT INTO wz_rolls (channel_id, user_id, command, result_json, created_at) "
                    "VALUES ($1, $2, $3, $4, $5) RETURNING id",
                    channel_id,
                    user_id,
                    command,
                    result_json,
                    _aware(at),
                )
            )

    async def rolls(self, channel_id: int, limit: int) -> list[RollRow]:
        rows = await self._read(
            "fetch",
            f"SELECT {_ROLL_COLUMNS} FROM wz_rolls WHERE channel_id = $1 ORDER BY id DESC LIMIT $2",
            channel_id,
            max(0, limit),
        )
        return [_roll(tuple(r)) for r in reversed(rows)]

    async def get_roll(self, roll_id: int) -> RollRow | None:
        row = await self._read("fetchrow", f"SELECT {_ROLL_COLUMNS} FROM wz_rolls WHERE id = $1", roll_id)
        return None if row is None else _roll(tuple(row))

    # ------------------------------------------------------------------ a quiet channel
    async def get_live_message(self, game_id: int) -> LiveMessage | None:
        r = await self._read(
            "fetchrow",
            "SELECT game_id, channel_id, message_id, turn_key, version, lines_json FROM live_messages "
            "WHERE game_id = $1",
            game_id,
        )
        if r is None:
            return None
        return LiveMessage(int(r[0]), int(r[1]), int(r[2]), str(r[3]), int(r[4]), tuple(json.loads(r[5])))

    async def put_live_message(self, message: LiveMessage, at: datetime) -> None:
        await self._pool.execute(
            "INSERT INTO live_messages (game_id, channel_id, message_id, turn_key, version, lines_json, updated_at) "
            "VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (game_id) DO UPDATE SET "
            "channel_id = EXCLUDED.channel_id, message_id = EXCLUDED.message_id, turn_key = EXCLUDED.turn_key, "
            "version = EXCLUDED.version, lines_json = EXCLUDED.lines_json, updated_at = EXCLUDED.updated_at",
            message.game_id,
            message.channel_id,
            message.message_id,
            message.turn_key,
            message.version,
            json.dumps(list(message.lines)),
            _aware(at),
        )

    async def add_game_thread(self, thread: GameThread, at: datetime) -> None:
        await self._pool.execute(
            "INSERT INTO game_threads (thread_id, parent_id, guild_id, created_at) VALUES ($1, $2, $3, $4) "
            "ON CONFLICT (thread_id) DO UPDATE SET parent_id = EXCLUDED.parent_id, guild_id = EXCLUDED.guild_id",
            thread.thread_id,
            thread.parent_id,
            thread.guild_id,
            _aware(at),
        )

    async def get_game_thread(self, thread_id: int) -> GameThread | None:
        r = await self._read(
            "fetchrow", "SELECT thread_id, parent_id, guild_id FROM game_threads WHERE thread_id = $1", thread_id
        )
        if r is None:
            return None
        return GameThread(int(r[0]), int(r[1]), None if r[2] is None else int(r[2]))

    async def move_game(self, game_id: int, old_channel_id: int, new_channel_id: int) -> None:
        async with self._transaction() as conn:
            await conn.execute("UPDATE games SET channel_id = $1 WHERE id = $2", new_channel_id, game_id)
            for table in ("reminders", "battle_posts", "live_messages"):  # fixed names: safe to format
                await conn.execute(f"UPDATE {table} SET channel_id = $1 WHERE game_id = $2", new_channel_id, game_id)
            await conn.execute(
                "UPDATE game_threads SET thread_id = $1 WHERE thread_id = $2", new_channel_id, old_channel_id
            )

    async def get_game_threads_default(self, guild_id: int) -> bool | None:
        value = await self._read("fetchval", "SELECT game_threads FROM guild_settings WHERE guild_id = $1", guild_id)
        return None if value is None else bool(value)

    async def set_game_threads_default(self, guild_id: int, on: bool | None, at: datetime) -> None:
        await self._pool.execute(
            "INSERT INTO guild_settings (guild_id, game_threads, updated_at) VALUES ($1, $2, $3) "
            "ON CONFLICT (guild_id) DO UPDATE SET game_threads = EXCLUDED.game_threads, updated_at = EXCLUDED.updated_at",
            guild_id,
            on,
            _aware(at),
        )

    async def get_min_turn_limit(self, guild_id: int) -> int | None:
        value = await self._read(
            "fetchval", "SELECT min_turn_limit_s FROM guild_settings WHERE guild_id = $1", guild_id
        )
        return None if value is None else int(value)

    async def set_min_turn_limit(self, guild_id: int, seconds: int | None, at: datetime) -> None:
        await self._pool.execute(
            "INSERT INTO guild_settings (guild_id, min_turn_limit_s, updated_at) VALUES ($1, $2, $3) "
            "ON CONFLICT (guild_id) DO UPDATE SET min_turn_limit_s = EXCLUDED.min_turn_limit_s, "
            "updated_at = EXCLUDED.updated_at",
            guild_id,
            seconds,
            _aware(at),
        )

    async def add_follower(self, game_id: int, user_id: int, at: datetime) -> bool:
        status = await self._pool.execute(
            "INSERT INTO followers (game_id, user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
            game_id,
            user_id,
            _aware(at),
        )
        return str(status).endswith(" 1")

    async def remove_follower(self, game_id: int, user_id: int) -> bool:
        status = await self._pool.execute("DELETE FROM followers WHERE game_id = $1 AND user_id = $2", game_id, user_id)
        return str(status).endswith(" 1")

    async def followers(self, game_id: int) -> list[int]:
        rows = await self._read(
            "fetch", "SELECT user_id FROM followers WHERE game_id = $1 ORDER BY created_at, user_id", game_id
        )
        return [int(r[0]) for r in rows]
