"""The battle outbox: battles to post, queued in the transaction of the action that caused
them (:func:`queue`, called by :meth:`bot.storage.games.GameStore.save_with_battle_posts`),
and how far each one's posting got, so that a restart resumes it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime

from sqlalchemy import bindparam, insert, select, update

from bot.sharding import ShardSet
from bot.storage.base import BATTLE_POST_FIELDS, POST_PENDING, BattlePost, GameRecord, NewBattlePost
from bot.storage.database import Database, record
from bot.storage.schema import battle_posts, shard_filter
from bot.storage.sql import Connection

_POST = select(battle_posts)
_BY_ID = _POST.where(battle_posts.c.id == bindparam("id"))
_QUEUE = insert(battle_posts).returning(battle_posts.c.id, sort_by_parameter_order=True)


def queue(conn: Connection, game: GameRecord, seq: int | None, posts: Sequence[NewBattlePost]) -> list[int]:
    """Insert ``posts`` for the game's action ``seq`` (its last), inside the caller's transaction."""
    if not posts:
        return []
    if seq is None:
        raise ValueError("a battle post needs the action that caused it")
    at = game.updated_at
    rows = [
        {
            "game_id": game.id,
            "channel_id": game.channel_id,
            "action_seq": seq,
            "battle_index": post.battle_index,
            "delivered": 0,
            "status": POST_PENDING,
            "created_at": at,
            "updated_at": at,
        }
        for post in posts
    ]
    return [int(i) for i in conn.execute(_QUEUE, rows).scalars().all()]


class OutboxStore:
    """Battle posts not completely delivered, and their progress."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def pending_battle_posts(self, shards: ShardSet | None = None) -> list[BattlePost]:
        stmt = _POST.where(battle_posts.c.status == POST_PENDING, shard_filter(shards, battle_posts.c.game_id))
        return [record(BattlePost, r) for r in await self.db.fetch(stmt.order_by(battle_posts.c.id))]

    async def get_battle_post(self, post_id: int) -> BattlePost | None:
        rows = await self.db.fetch(_BY_ID, {"id": post_id})
        return record(BattlePost, rows[0]) if rows else None

    async def update_battle_post(self, post_id: int, at: datetime, changes: Mapping[str, int | str | None]) -> None:
        unknown = set(changes) - set(BATTLE_POST_FIELDS)
        if unknown:
            raise ValueError(f"battle posts have no field {sorted(unknown)}")
        stmt = update(battle_posts).where(battle_posts.c.id == post_id).values(**changes, updated_at=at)
        await self.db.write(lambda conn: conn.execute(stmt))
