"""What the bot keeps about channels and servers: each game's live turn message (a quiet
channel), games played in threads of their own, the spectators who follow a game, and the
servers' settings (threads by default, the minimum turn time limit)."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from sqlalchemy import bindparam, delete, select

from bot.storage.base import GameThread, LiveMessage
from bot.storage.database import Database
from bot.storage.schema import followers, game_threads, guild_settings, live_messages

_LIVE = select(live_messages).where(live_messages.c.game_id == bindparam("id"))
_THREAD = select(game_threads).where(game_threads.c.thread_id == bindparam("id"))
_SETTINGS = select(guild_settings).where(guild_settings.c.guild_id == bindparam("id"))
_FOLLOWERS = (
    select(followers.c.user_id)
    .where(followers.c.game_id == bindparam("id"))
    .order_by(followers.c.created_at, followers.c.user_id)
)


class ChannelStore:
    """Live messages, game threads, followers and server settings."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def _upsert(self, table: Any, key: str, values: dict[str, Any], *, update: tuple[str, ...]) -> None:
        """Insert ``values`` or, when a row with that ``key`` exists, set its ``update`` columns."""
        stmt = self.db.insert(table).values(values)
        stmt = stmt.on_conflict_do_update(index_elements=[key], set_={c: stmt.excluded[c] for c in update})
        await self.db.write(lambda conn: conn.execute(stmt))

    # ------------------------------------------------------------------ live turn messages
    async def get_live_message(self, game_id: int) -> LiveMessage | None:
        """The game's live turn message, if one was posted."""
        rows = await self.db.fetch(_LIVE, {"id": game_id})
        if not rows:
            return None
        r = rows[0]
        return LiveMessage(
            r.game_id, r.channel_id, r.message_id, r.turn_key, r.version, tuple(json.loads(r.lines_json))
        )

    async def put_live_message(self, message: LiveMessage, at: datetime) -> None:
        """Store (insert or replace) the game's live turn message."""
        values = live_message_row(message, at)
        await self._upsert(live_messages, "game_id", values, update=tuple(values)[1:])

    # ------------------------------------------------------------------ game threads
    async def add_game_thread(self, thread: GameThread, at: datetime) -> None:
        """Record that a game is played in ``thread.thread_id``, opened in ``thread.parent_id``."""
        values = {"thread_id": thread.thread_id, "parent_id": thread.parent_id, "guild_id": thread.guild_id}
        await self._upsert(game_threads, "thread_id", {**values, "created_at": at}, update=("parent_id", "guild_id"))

    async def get_game_thread(self, thread_id: int) -> GameThread | None:
        rows = await self.db.fetch(_THREAD, {"id": thread_id})
        return GameThread(rows[0].thread_id, rows[0].parent_id, rows[0].guild_id) if rows else None

    # ------------------------------------------------------------------ server settings
    async def _setting(self, guild_id: int, column: str) -> Any:
        rows = await self.db.fetch(_SETTINGS, {"id": guild_id})
        return rows[0]._mapping[column] if rows else None

    async def _set(self, guild_id: int, column: str, value: Any, at: datetime) -> None:
        values = {"guild_id": guild_id, column: value, "updated_at": at}
        await self._upsert(guild_settings, "guild_id", values, update=(column, "updated_at"))

    async def get_game_threads_default(self, guild_id: int) -> bool | None:
        """Whether ``/hex new`` opens a thread by default in this server (``None``: not set)."""
        value: bool | None = await self._setting(guild_id, "game_threads")
        return value

    async def set_game_threads_default(self, guild_id: int, on: bool | None, at: datetime) -> None:
        await self._set(guild_id, "game_threads", on, at)

    async def get_min_turn_limit(self, guild_id: int) -> int | None:
        """The server's minimum turn time limit in seconds (``None``: the bot's default)."""
        value = await self._setting(guild_id, "min_turn_limit_s")
        return None if value is None else int(value)

    async def set_min_turn_limit(self, guild_id: int, seconds: int | None, at: datetime) -> None:
        await self._set(guild_id, "min_turn_limit_s", seconds, at)

    # ------------------------------------------------------------------ followers
    async def add_follower(self, game_id: int, user_id: int, at: datetime) -> bool:
        """``user_id`` follows the game; ``False`` if they already did."""
        stmt = (
            self.db.insert(followers)
            .values(game_id=game_id, user_id=user_id, created_at=at)
            .on_conflict_do_nothing()
            .returning(followers.c.user_id)
        )
        return await self.db.write(lambda conn: conn.execute(stmt).first() is not None)

    async def remove_follower(self, game_id: int, user_id: int) -> bool:
        """``user_id`` no longer follows the game; ``False`` if they did not."""
        stmt = delete(followers).where(followers.c.game_id == game_id, followers.c.user_id == user_id)
        return await self.db.write(lambda conn: bool(conn.execute(stmt).rowcount))

    async def followers(self, game_id: int) -> list[int]:
        """Who follows the game, in the order they started."""
        return [int(r.user_id) for r in await self.db.fetch(_FOLLOWERS, {"id": game_id})]


def live_message_row(message: LiveMessage, at: datetime) -> dict[str, object]:
    """A live turn message as its row (``live_messages``)."""
    return {
        "game_id": message.game_id,
        "channel_id": message.channel_id,
        "message_id": message.message_id,
        "turn_key": message.turn_key,
        "version": message.version,
        "lines_json": json.dumps(list(message.lines)),
        "updated_at": at,
    }
