"""The Warzone roll log (``/wz``): every public result, per channel, so that nobody rerolls
in secret; "Details" buttons rebuild their text from the stored JSON."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import bindparam, insert, select

from bot.storage.base import RollRow
from bot.storage.database import Database, record
from bot.storage.schema import wz_rolls
from bot.storage.sql import Row

_ADD = insert(wz_rolls).returning(wz_rolls.c.id)
_LATEST = (
    select(wz_rolls)
    .where(wz_rolls.c.channel_id == bindparam("channel"))
    .order_by(wz_rolls.c.id.desc())
    .limit(bindparam("limit"))
)
_BY_ID = select(wz_rolls).where(wz_rolls.c.id == bindparam("id"))


def _roll(r: Row) -> RollRow:
    return record(RollRow, r, at=r.created_at)


class RollStore:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def add_roll(self, channel_id: int, user_id: int, command: str, result_json: str, at: datetime) -> int:
        """Store one Warzone result in the channel's roll log; its id."""
        values = {
            "channel_id": channel_id,
            "user_id": user_id,
            "command": command,
            "result_json": result_json,
            "created_at": at,
        }
        return await self.db.write(lambda conn: int(conn.execute(_ADD, values).scalar_one()))

    async def rolls(self, channel_id: int, limit: int) -> list[RollRow]:
        """The channel's ``limit`` most recent rolls, oldest first."""
        rows = await self.db.fetch(_LATEST, {"channel": channel_id, "limit": max(0, limit)})
        return [_roll(r) for r in reversed(rows)]

    async def get_roll(self, roll_id: int) -> RollRow | None:
        rows = await self.db.fetch(_BY_ID, {"id": roll_id})
        return _roll(rows[0]) if rows else None
