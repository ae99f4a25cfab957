"""The outbox: what the bot must deliver to Discord after a state change (the delivery
outbox, below) and the battles to post with how far each one's posting got.

The battle outbox: battles to post, queued in the transaction of the action that caused
them (:func:`queue`, called by :meth:`bot.storage.games.GameStore.save_with_battle_posts`),
and how far each one's posting got, so that a restart resumes it."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import and_, bindparam, delete, func, insert, or_, select, update
from sqlalchemy.dialects import postgresql, sqlite

from bot.sharding import ShardSet
from bot.storage.base import (
    BATTLE_POST_FIELDS,
    POST_PENDING,
    BattlePost,
    GameRecord,
    LiveMessage,
    NewBattlePost,
)
from bot.storage.channels import live_message_row
from bot.storage.database import Database, record
from bot.storage.schema import battle_posts, deliveries, live_messages, shard_filter
from bot.storage.sql import Connection, Row

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


# ---------------------------------------------------------------------------- the delivery outbox
#
# Every post or edit in Discord that follows a state change is a row of ``deliveries``, queued
# in the transaction of the change (:func:`queue_deliveries`) under a key naming what it
# delivers (``game:<id>:<version>:<kind>:<step>``), so that queueing it twice is a no-op. A
# drain task of each bot process claims due rows with a lease (:meth:`DeliveryStore.claim`),
# renews the lease while it works, records each step's progress, and finishes the row
# (done), puts it back with a later ``due_at`` (a retry) or gives it up (failed). Rows of one
# game's live message (turns, battles) are delivered in the order they were queued: such a
# row is not claimed while an earlier one of its game is pending; a game's own post (its
# league result) waits for every earlier turn and battle row of its game. See docs/operations.md, "The delivery outbox".

PENDING = "pending"
DONE = "done"
FAILED = "failed"
DELIVERY_STATUSES = (PENDING, DONE, FAILED)
_CLAIM_LOCK = 0x68657864  # PostgreSQL: one claim at a time (pg_advisory_xact_lock), see claim()


def battle_delivery_key(post_id: int) -> str:
    """A battle's delivery is keyed by its battle post (one delivery per post)."""
    return delivery_key("battle", post_id, 0, KIND_BATTLE)


def battle_delivery(post: BattlePost, at: datetime) -> NewDelivery:
    """The delivery of a battle post queued before the delivery outbox existed."""
    return NewDelivery(
        key=battle_delivery_key(post.id),
        kind=KIND_BATTLE,
        channel_id=post.channel_id,
        game_id=post.game_id,
        payload={"post": post.id},
        due_at=at,
    )


def delivery_key(scope: str, scope_id: int, version: int, kind: str, step: int | str = 0) -> str:
    """The idempotency key of a delivery: what it delivers, for which state."""
    return f"{scope}:{scope_id}:{version}:{kind}:{step}"


@dataclass(frozen=True, slots=True)
class NewDelivery:
    """A delivery to queue (see :func:`queue_deliveries`)."""

    key: str
    kind: str
    channel_id: int
    game_id: int | None = None
    league_id: int | None = None
    version: int = 0
    step: int = 0
    payload: dict[str, Any] | None = None
    due_at: datetime | None = None  # None: at once


@dataclass(frozen=True, slots=True)
class Delivery:
    """A row of the delivery outbox (``payload`` and ``progress`` decoded)."""

    id: int
    key: str
    kind: str
    game_id: int | None
    league_id: int | None
    channel_id: int
    version: int
    step: int
    payload: dict[str, Any]
    progress: dict[str, Any]
    status: str
    attempts: int
    due_at: datetime
    lease_owner: str | None
    lease_until: datetime | None
    last_error: str | None
    created_at: datetime
    updated_at: datetime
    finished_at: datetime | None


def _delivery(row: Row) -> Delivery:
    return record(
        Delivery,
        row,
        payload=json.loads(row.payload_json) if row.payload_json else {},
        progress=json.loads(row.progress_json) if row.progress_json else {},
    )


def _insert(conn: Connection, table: Any) -> Any:
    return sqlite.insert(table) if conn.dialect.name == "sqlite" else postgresql.insert(table)


def queue_deliveries(conn: Connection, items: Sequence[NewDelivery], at: datetime) -> int:
    """Queue ``items`` inside the caller's transaction; a key queued before is left as it is.
    Returns how many rows were new."""
    if not items:
        return 0
    rows = [
        {
            "key": i.key,
            "kind": i.kind,
            "game_id": i.game_id,
            "league_id": i.league_id,
            "channel_id": i.channel_id,
            "version": i.version,
            "step": i.step,
            "payload_json": json.dumps(i.payload, sort_keys=True) if i.payload else None,
            "status": PENDING,
            "attempts": 0,
            "due_at": i.due_at or at,
            "created_at": at,
            "updated_at": at,
        }
        for i in items
    ]
    stmt = _insert(conn, deliveries).on_conflict_do_nothing(index_elements=["key"])
    return sum(max(0, conn.execute(stmt, row).rowcount) for row in rows)


def turn_delivery(game: GameRecord, seq: int | None, at: datetime, grace: float) -> NewDelivery:
    """The delivery of a game's change to its live turn message (the one every save queues):
    due ``grace`` seconds later, so that the interaction that made the change shows it
    first (it claims the row at once, :meth:`DeliveryStore.claim_key`)."""
    return NewDelivery(
        key=delivery_key("game", game.id, game.version, KIND_TURN),
        kind=KIND_TURN,
        channel_id=game.channel_id,
        game_id=game.id,
        version=game.version,
        payload={"seq": seq} if seq is not None else None,
        due_at=at + timedelta(seconds=grace),
    )


KIND_TURN = "turn"  # the live turn message brought up to the game's version (close, edit, post)
KIND_BATTLE = "battle"  # a battle's thread, segments, summary, archive and link (battle_posts)
KIND_REMINDER = "reminder"  # a reminder or time-limit notice (channel or DM)
KIND_THREAD = "thread"  # a game's deleted thread recreated (the game moved there, its turn posted)
KIND_POST = "post"  # a post the bot makes on its own (league fixtures, podiums, a league game's rating changes)
ORDERED_KINDS = (KIND_TURN, KIND_BATTLE)  # a game's items of one of these kinds go one at a time, in order
TURN_GRACE_S = 10.0  # a change's own interaction has this long before the drain shows it


def game_deliveries(
    conn: Connection, game: GameRecord, seq: int | None, post_ids: Sequence[int], posts: Sequence[NewBattlePost]
) -> None:
    """What a save of ``game`` must deliver, queued in its transaction: the live turn message
    at the saved version, then each battle the save queued (delivered after it, in order)."""
    at = game.updated_at
    items = [turn_delivery(game, seq, at, TURN_GRACE_S)]
    items += [
        NewDelivery(
            key=battle_delivery_key(post_id),
            kind=KIND_BATTLE,
            channel_id=game.channel_id,
            game_id=game.id,
            version=game.version,
            step=post.battle_index,
            payload={"post": post_id},
            due_at=at + timedelta(seconds=TURN_GRACE_S),
        )
        for post_id, post in zip(post_ids, posts, strict=True)
    ]
    queue_deliveries(conn, items, at)


class DeliveryStore:
    """The delivery outbox: queue, claim with leases, progress, finish, prune, inspect."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def queue(self, items: Sequence[NewDelivery], at: datetime) -> int:
        return await self.db.write(lambda conn: queue_deliveries(conn, items, at))

    def _claimable(self, now: datetime) -> Any:
        earlier = deliveries.alias("earlier")
        blocked = (
            select(earlier.c.id)
            .where(
                earlier.c.game_id == deliveries.c.game_id,
                earlier.c.kind == deliveries.c.kind,
                earlier.c.status == PENDING,
                earlier.c.id < deliveries.c.id,
            )
            .exists()
        )
        # A game's own post (its league result) waits for the game's turns and battles before it.
        before = deliveries.alias("before")
        waits = (
            select(before.c.id)
            .where(
                before.c.game_id == deliveries.c.game_id,
                before.c.kind.in_(ORDERED_KINDS),
                before.c.status == PENDING,
                before.c.id < deliveries.c.id,
            )
            .exists()
        )
        kind = deliveries.c.kind
        return and_(
            deliveries.c.status == PENDING,
            or_(deliveries.c.lease_until.is_(None), deliveries.c.lease_until < now),
            or_(
                deliveries.c.game_id.is_(None),
                and_(kind.in_(ORDERED_KINDS), ~blocked),
                and_(kind == KIND_POST, ~waits),
                kind.not_in((*ORDERED_KINDS, KIND_POST)),
            ),
        )

    def _lock_claims(self, conn: Connection) -> None:
        """PostgreSQL: claims one at a time, so that two processes never take two rows of one
        game (``SKIP LOCKED`` alone cannot see the other's uncommitted lease); SQLite's
        write transaction (``BEGIN IMMEDIATE``) serialises them already."""
        if conn.dialect.name == "postgresql":
            conn.execute(select(func.pg_advisory_xact_lock(_CLAIM_LOCK)))

    async def claim(
        self,
        owner: str,
        now: datetime,
        lease_s: float,
        limit: int = 20,
        shards: ShardSet | None = None,
    ) -> list[Delivery]:
        """Due rows, leased to ``owner`` until ``now + lease_s``: the first pending row of each
        game among its turns and battles (``FOR UPDATE SKIP LOCKED`` in PostgreSQL, serialised claims; see above)."""
        due = (
            select(deliveries.c.id)
            .where(deliveries.c.due_at <= now, self._claimable(now), shard_filter(shards, deliveries.c.game_id))
            .order_by(deliveries.c.due_at, deliveries.c.id)
            .limit(limit)
            .with_for_update(skip_locked=True)
        )
        until = now + timedelta(seconds=lease_s)

        def claim(conn: Connection) -> list[Delivery]:
            self._lock_claims(conn)
            ids = list(conn.execute(due).scalars())
            if not ids:
                return []
            stmt = (
                update(deliveries)
                .where(deliveries.c.id.in_(ids))
                .values(lease_owner=owner, lease_until=until, updated_at=now)
                .returning(*deliveries.c)
            )
            return [_delivery(r) for r in conn.execute(stmt).all()]

        rows = await self.db.write(claim)
        return sorted(rows, key=lambda d: (d.due_at, d.id))

    def _supersede(self, conn: Connection, key: str, now: datetime) -> None:
        """Earlier pending turn rows of the same game that nobody holds and that have no words
        of their own (the computer player's actions within the turn it shows as one reply, a
        change no reply showed) are done: the row ``key`` shows their state and more."""
        row = conn.execute(
            select(deliveries.c.id, deliveries.c.game_id, deliveries.c.kind).where(deliveries.c.key == key)
        ).first()
        if row is None or row.kind != KIND_TURN or row.game_id is None:
            return
        earlier = conn.execute(
            select(deliveries.c.id, deliveries.c.payload_json).where(
                deliveries.c.game_id == row.game_id,
                deliveries.c.kind == KIND_TURN,
                deliveries.c.status == PENDING,
                deliveries.c.id < row.id,
                or_(deliveries.c.lease_until.is_(None), deliveries.c.lease_until < now),
            )
        ).all()
        wordless = [r.id for r in earlier if "text" not in (json.loads(r.payload_json) if r.payload_json else {})]
        if wordless:
            conn.execute(
                update(deliveries)
                .where(deliveries.c.id.in_(wordless))
                .values(status=DONE, finished_at=now, updated_at=now, last_error=f"superseded by {key}")
            )

    async def claim_key(
        self, key: str, owner: str, now: datetime, lease_s: float, *, supersede: bool = True
    ) -> Delivery | None:
        """The row ``key`` leased to ``owner`` whatever its ``due_at`` (the interaction that made
        the change delivers it at once); ``None`` if it is done, leased by another process,
        or waits for an earlier row of its game. ``supersede``: see :meth:`_supersede`."""
        until = now + timedelta(seconds=lease_s)

        def claim(conn: Connection) -> Delivery | None:
            self._lock_claims(conn)
            if supersede:
                self._supersede(conn, key, now)
            found = conn.execute(
                select(deliveries.c.id)
                .where(deliveries.c.key == key, self._claimable(now))
                .with_for_update(skip_locked=True)
            ).scalar()
            if found is None:
                return None
            stmt = (
                update(deliveries)
                .where(deliveries.c.id == found)
                .values(lease_owner=owner, lease_until=until, updated_at=now)
                .returning(*deliveries.c)
            )
            return _delivery(conn.execute(stmt).one())

        return await self.db.write(claim)

    async def renew(self, ids: Sequence[int], owner: str, now: datetime, lease_s: float) -> set[int]:
        """Extend ``owner``'s leases on ``ids``; the ids it still holds."""
        if not ids:
            return set()
        stmt = (
            update(deliveries)
            .where(deliveries.c.id.in_(list(ids)), deliveries.c.lease_owner == owner, deliveries.c.status == PENDING)
            .values(lease_until=now + timedelta(seconds=lease_s))
            .returning(deliveries.c.id)
        )
        return set(await self.db.write(lambda conn: list(conn.execute(stmt).scalars())))

    async def _change(self, delivery_id: int, owner: str | None, values: dict[str, Any]) -> bool:
        stmt = update(deliveries).where(deliveries.c.id == delivery_id, deliveries.c.status == PENDING)
        if owner is not None:
            stmt = stmt.where(deliveries.c.lease_owner == owner)
        stmt = stmt.values(**values)
        return bool(await self.db.write(lambda conn: conn.execute(stmt).rowcount))

    async def progress(self, delivery_id: int, owner: str, progress: Mapping[str, Any], now: datetime) -> bool:
        """Record how far the delivery got (its steps done, merged into what is recorded);
        ``False`` if the lease was lost."""
        mine = and_(deliveries.c.id == delivery_id, deliveries.c.status == PENDING, deliveries.c.lease_owner == owner)

        def merge(conn: Connection) -> bool:
            row = conn.execute(select(deliveries.c.progress_json).where(mine)).first()
            if row is None:
                return False
            merged = {**(json.loads(row[0]) if row[0] else {}), **progress}
            text_ = json.dumps(merged, sort_keys=True)
            return bool(
                conn.execute(update(deliveries).where(mine).values(progress_json=text_, updated_at=now)).rowcount
            )

        return await self.db.write(merge)

    async def set_payload(self, key: str, payload: Mapping[str, Any], now: datetime) -> bool:
        """What the pending delivery ``key`` shows (the words its interaction had), merged in."""

        def merge(conn: Connection) -> bool:
            row = conn.execute(
                select(deliveries.c.payload_json).where(deliveries.c.key == key, deliveries.c.status == PENDING)
            ).first()
            if row is None:
                return False
            merged = {**(json.loads(row[0]) if row[0] else {}), **payload}
            stmt = update(deliveries).where(deliveries.c.key == key, deliveries.c.status == PENDING)
            conn.execute(stmt.values(payload_json=json.dumps(merged, sort_keys=True), updated_at=now))
            return True

        return await self.db.write(merge)

    async def finish(self, delivery_id: int, now: datetime, *, error: str | None = None) -> bool:
        """Done (``error`` None) or given up (``error`` says why); the lease is released."""
        values = {
            "status": DONE if error is None else FAILED,
            "finished_at": now,
            "updated_at": now,
            "lease_owner": None,
            "lease_until": None,
            "last_error": error,
        }
        return await self._change(delivery_id, None, values)

    async def retry(self, delivery_id: int, owner: str, now: datetime, due_at: datetime, error: str) -> bool:
        """A failed attempt: tried again at ``due_at`` (the lease is released)."""
        values = {
            "attempts": deliveries.c.attempts + 1,
            "due_at": due_at,
            "lease_owner": None,
            "lease_until": None,
            "last_error": error[:500],
            "updated_at": now,
        }
        return await self._change(delivery_id, owner, values)

    async def release(self, ids: Sequence[int], owner: str) -> None:
        """Give the leases back (a clean shutdown): another process may take the rows at once."""
        if not ids:
            return
        stmt = (
            update(deliveries)
            .where(deliveries.c.id.in_(list(ids)), deliveries.c.lease_owner == owner)
            .values(lease_owner=None, lease_until=None)
        )
        await self.db.write(lambda conn: conn.execute(stmt))

    async def prune(self, before: datetime) -> int:
        """Delete the rows done or failed before ``before``; how many."""
        stmt = delete(deliveries).where(deliveries.c.status != PENDING, deliveries.c.finished_at < before)
        return int(await self.db.write(lambda conn: conn.execute(stmt).rowcount))

    async def delivery(self, key: str) -> Delivery | None:
        rows = await self.db.fetch(select(deliveries).where(deliveries.c.key == key))
        return _delivery(rows[0]) if rows else None

    async def deliveries(
        self, *, game_id: int | None = None, status: str | None = None, limit: int = 200
    ) -> list[Delivery]:
        """Rows for an operator or a test: of one game and/or status, oldest first."""
        stmt = select(deliveries).order_by(deliveries.c.id).limit(limit)
        if game_id is not None:
            stmt = stmt.where(deliveries.c.game_id == game_id)
        if status is not None:
            stmt = stmt.where(deliveries.c.status == status)
        return [_delivery(r) for r in await self.db.fetch(stmt)]

    async def delivery_stats(self, now: datetime) -> dict[str, Any]:
        """Counts by status, rows leased now, rows retried, and the oldest pending row's age (s)."""
        by_status = select(deliveries.c.status, func.count()).group_by(deliveries.c.status)
        oldest = select(func.min(deliveries.c.created_at)).where(deliveries.c.status == PENDING)
        leased = select(func.count()).where(deliveries.c.status == PENDING, deliveries.c.lease_until >= now)
        retried = select(func.count()).where(deliveries.c.status == PENDING, deliveries.c.attempts > 0)

        def read(conn: Connection) -> dict[str, Any]:
            counts = {s: 0 for s in DELIVERY_STATUSES} | {r[0]: int(r[1]) for r in conn.execute(by_status).all()}
            first = conn.execute(oldest).scalar()
            return {
                **counts,
                "leased": int(conn.execute(leased).scalar() or 0),
                "retrying": int(conn.execute(retried).scalar() or 0),
                "oldest_pending_s": max(0.0, (now - first).total_seconds()) if first is not None else 0.0,
            }

        return await self.db.reading(read)

    # ------------------------------------------------------------------ the live message, guarded
    async def put_live_message_if(self, message: LiveMessage, expected_message_id: int | None, at: datetime) -> bool:
        """Store the game's live turn message only if the stored row is still the one the
        caller read (a compare-and-set on its row): an older version, or the same version on
        the same message (a line added). Two processes never both move it, and a slower one
        never moves it back. ``False``: someone else moved it first (nothing written)."""
        values = live_message_row(message, at)
        row = live_messages.c
        same = and_(row.version == message.version, row.message_id == expected_message_id)

        def cas(conn: Connection) -> bool:
            moved = conn.execute(
                update(live_messages)
                .where(row.game_id == message.game_id, or_(row.version < message.version, same))
                .values(**{k: v for k, v in values.items() if k != "game_id"})
            ).rowcount
            if moved:
                return True
            stmt = _insert(conn, live_messages).values(values).on_conflict_do_nothing(index_elements=["game_id"])
            return bool(conn.execute(stmt).rowcount)

        return await self.db.write(cas)
