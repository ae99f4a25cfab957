"""Reminders: due notices to players, written with the game's save (:func:`replace_unsent`)
and claimed when due, each exactly once however many bot processes look at once
(``FOR UPDATE SKIP LOCKED`` in PostgreSQL; SQLite's write lock serialises the claims)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import bindparam, delete, func, insert, select, update

from bot.sharding import ShardSet
from bot.storage.base import NewReminder, Reminder
from bot.storage.database import Database, record
from bot.storage.outbox import KIND_REMINDER, NewDelivery, delivery_key, queue_deliveries
from bot.storage.schema import reminders, shard_filter
from bot.storage.sql import Connection, Row

_COLUMNS = (
    reminders.c.id,
    reminders.c.game_id,
    reminders.c.channel_id,
    reminders.c.user_id,
    reminders.c.kind,
    reminders.c.due_at,
)
_UNSENT = select(*_COLUMNS).where(reminders.c.game_id == bindparam("id"), reminders.c.sent_at.is_(None))
_PENDING = _UNSENT.order_by(reminders.c.due_at, reminders.c.id)
_DROP_UNSENT = delete(reminders).where(reminders.c.game_id == bindparam("id"), reminders.c.sent_at.is_(None))
_INSERT = insert(reminders)
_SENT_AT = select(func.min(reminders.c.sent_at)).where(
    reminders.c.game_id == bindparam("id"),
    reminders.c.kind == bindparam("kind"),
    reminders.c.sent_at >= bindparam("since", type_=reminders.c.sent_at.type),
)


def reminder_key(r: Reminder) -> str:
    """The delivery key of one falling due of a reminder (postponed, it falls due anew)."""
    return delivery_key("game", r.game_id, 0, KIND_REMINDER, f"{r.id}@{int(r.due_at.timestamp())}")


def reminder_delivery(r: Reminder) -> NewDelivery:
    return NewDelivery(
        key=reminder_key(r),
        kind=KIND_REMINDER,
        channel_id=r.channel_id,
        game_id=r.game_id,
        payload={"reminder": r.id},
    )


def _rows(game_id: int, channel_id: int, items: Sequence[NewReminder]) -> list[dict[str, Any]]:
    return [
        {"game_id": game_id, "channel_id": channel_id, "user_id": r.user_id, "kind": r.kind, "due_at": r.due_at}
        for r in items
    ]


def replace_unsent(conn: Connection, game_id: int, channel_id: int, items: Sequence[NewReminder]) -> None:
    """The game's unsent reminders become ``items`` (inside the caller's transaction)."""
    conn.execute(_DROP_UNSENT, {"id": game_id})
    if items:
        conn.execute(_INSERT, _rows(game_id, channel_id, items))


class ReminderStore:
    """Reminders of games: pending, claimed when due, postponed."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def claim_due_reminders(self, now: datetime, shards: ShardSet | None = None) -> list[Reminder]:
        """Due reminders, each marked sent in the same statement: ``SKIP LOCKED`` lets several
        PostgreSQL processes claim at once without handing one reminder to two of them."""
        due = (
            select(reminders.c.id)
            .where(reminders.c.sent_at.is_(None), reminders.c.due_at <= now, shard_filter(shards, reminders.c.game_id))
            .order_by(reminders.c.due_at, reminders.c.id)
            .with_for_update(skip_locked=True)
        )
        claim = update(reminders).where(reminders.c.id.in_(due)).values(sent_at=now).returning(*_COLUMNS)

        def claim_and_queue(conn: Connection) -> Sequence[Row]:
            rows = conn.execute(claim).all()
            # Each claimed reminder is a delivery, queued in the claim's transaction: a reminder
            # whose post fails (or whose process dies) is retried, never lost.
            queue_deliveries(conn, [reminder_delivery(record(Reminder, r)) for r in rows], now)
            return rows

        rows = await self.db.write(claim_and_queue)
        return sorted((record(Reminder, r) for r in rows), key=lambda r: (r.due_at, r.id))

    async def reminder(self, reminder_id: int) -> Reminder | None:
        rows = await self.db.fetch(select(*_COLUMNS).where(reminders.c.id == reminder_id))
        return record(Reminder, rows[0]) if rows else None

    async def pending_reminders(self, game_id: int) -> list[Reminder]:
        return [record(Reminder, r) for r in await self.db.fetch(_PENDING, {"id": game_id})]

    async def reminder_sent_at(self, game_id: int, kind: str, since: datetime) -> datetime | None:
        """When the first ``kind`` reminder of the game was sent (claimed for posting) at or
        after ``since`` (a turn's start); ``None`` if none was."""
        rows = await self.db.fetch(_SENT_AT, {"id": game_id, "kind": kind, "since": since})
        value: datetime | None = rows[0][0] if rows else None
        return value

    async def add_reminders(self, game_id: int, channel_id: int, reminders: Sequence[NewReminder]) -> None:
        """Add reminders to a game without touching the game (a notice the turn lacks)."""
        if not reminders:
            return
        rows = _rows(game_id, channel_id, reminders)
        await self.db.write(lambda conn: conn.execute(_INSERT, rows))

    async def postpone_reminder(self, reminder_id: int, due_at: datetime) -> None:
        """Make a claimed reminder due again at ``due_at`` (e.g. after the user's quiet hours)."""
        stmt = update(reminders).where(reminders.c.id == reminder_id).values(sent_at=None, due_at=due_at)
        await self.db.write(lambda conn: conn.execute(stmt))
