"""What the bot keeps about people: their preferences (the same in every server) and how
they are called (the display name a user last showed the bot, for the pictures' panel:
"ala · Moloch" instead of "Player 1")."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from datetime import datetime

from sqlalchemy import bindparam, select

from bot.storage.base import UserPrefs
from bot.storage.database import Database, record
from bot.storage.schema import user_names, user_prefs

MAX_NAME = 80  # Discord's display names are at most 32 characters; a console name is a word
_PREFS = select(user_prefs).where(user_prefs.c.user_id == bindparam("id"))
_NAMES = select(user_names.c.user_id, user_names.c.name).where(
    user_names.c.user_id.in_(bindparam("ids", expanding=True))
)
_PREF_FIELDS = ("ping", "dm_reminders", "quiet_start", "quiet_end", "timezone", "lang")


class PrefsStore:
    """Users' preferences."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def get_prefs(self, user_id: int) -> UserPrefs | None:
        """The user's stored preferences, or None if they never set any."""
        rows = await self.db.fetch(_PREFS, {"id": user_id})
        if not rows:
            return None
        return record(UserPrefs, rows[0])

    async def save_prefs(self, prefs: UserPrefs, at: datetime) -> None:
        """Store (insert or replace) the user's preferences."""
        values = {**dataclasses.asdict(prefs), "updated_at": at}
        stmt = self.db.insert(user_prefs).values(values)
        stmt = stmt.on_conflict_do_update(
            index_elements=["user_id"], set_={c: stmt.excluded[c] for c in (*_PREF_FIELDS, "updated_at")}
        )
        await self.db.write(lambda conn: conn.execute(stmt))


class NameStore:
    """How the players are called."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def remember_names(self, names: Mapping[int, str], at: datetime) -> None:
        """Store each user's name (replacing the one stored before)."""
        if not names:
            return
        stmt = self.db.insert(user_names)
        stmt = stmt.on_conflict_do_update(
            index_elements=["user_id"], set_={"name": stmt.excluded.name, "updated_at": stmt.excluded.updated_at}
        )
        rows = [{"user_id": u, "name": n[:MAX_NAME], "updated_at": at} for u, n in sorted(names.items())]
        await self.db.write(lambda conn: conn.execute(stmt, rows))

    async def names_of(self, user_ids: Sequence[int]) -> dict[int, str]:
        """The stored names of those of ``user_ids`` that have one."""
        wanted = sorted(set(user_ids))
        if not wanted:
            return {}
        return {int(r.user_id): str(r.name) for r in await self.db.fetch(_NAMES, {"ids": wanted})}
