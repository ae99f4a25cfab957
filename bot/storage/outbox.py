"""The outbox: what the bot must deliver to Discord after a state change (the delivery
outbox, below) and the battles to post with how far each one's posting got.

The battle outbox: battles to post, queued in the transaction of the action that caused
them (:func:`queue`, called by :meth:`bot.storage.games.GameStore.save_with_battle_posts`),
and how far each one's posting got, so that a restart resumes it."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
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
        """Battle posts not completely delivered, oldest first (with ``shards``: only those
        of games in the servers those shards serve)."""
        stmt = _POST.where(battle_posts.c.status == POST_PENDING, shard_filter(shards, battle_posts.c.game_id))
        return [record(BattlePost, r) for r in await self.db.fetch(stmt.order_by(battle_posts.c.id))]

    async def get_battle_post(self, post_id: int) -> BattlePost | None:
        rows = await self.db.fetch(_BY_ID, {"id": post_id})
        return record(BattlePost, rows[0]) if rows else None

    async def update_battle_post(self, post_id: int, at: datetime, changes: Mapping[str, int | str | None]) -> None:
        """Set some of the post's :data:`BATTLE_POST_FIELDS` (``None`` clears a thread or
        message id) and its ``updated_at``."""
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
# row is not claimed while an earlier one of its game is pending (a battle waits for its own
# turn, a turn for the battles before it); a game's own post (its
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
    # Reserved for the process that made the change (its interaction shows it): leased to
    # ``lease_owner`` from the start, for ``lease_s`` seconds (then the drain's, see claim_key).
    lease_owner: str | None = None
    lease_s: float = 0.0


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


# The delivery an action queues, per dialect: module constants, so that the executor finds
# their plan by identity (bot/storage/sql.py) instead of keying a statement built at each call.
_QUEUE_DELIVERY = {
    "sqlite": sqlite.insert(deliveries).on_conflict_do_nothing(index_elements=["key"]),
    "postgresql": postgresql.insert(deliveries).on_conflict_do_nothing(index_elements=["key"]),
}


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
            "lease_owner": i.lease_owner,
            "lease_until": at + timedelta(seconds=i.lease_s) if i.lease_owner is not None else None,
            "created_at": at,
            "updated_at": at,
        }
        for i in items
    ]
    stmt = _QUEUE_DELIVERY[conn.dialect.name]
    return sum(max(0, conn.execute(stmt, row).rowcount) for row in rows)


RESERVED = "~reserved"  # a lease owner's suffix: the item is reserved for that process's interaction


def reserved(owner: str) -> str:
    """The lease owner of the items reserved for ``owner``'s interactions (see :func:`game_deliveries`)."""
    return owner + RESERVED


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
KIND_AI = "ai"  # the computer player's turns in a game: one process at a time plays them (a lease per game)
ORDERED_KINDS = (KIND_TURN, KIND_BATTLE)  # a game's items of one of these kinds go one at a time, in order
TURN_GRACE_S = 10.0  # a change's own interaction has this long before the drain shows it


def game_deliveries(
    conn: Connection,
    game: GameRecord,
    seq: int | None,
    post_ids: Sequence[int],
    posts: Sequence[NewBattlePost],
    reserve: tuple[str, float] | None = None,
) -> None:
    """What a save of ``game`` must deliver, queued in its transaction: the live turn message
    at the saved version, then each battle the save queued (delivered after it, in order).

    ``reserve``: ``(owner, seconds)``, the process that saves (its interaction shows the
    change at once): the items are leased to ``reserved(owner)`` from the moment they exist,
    so that no other process claims them (nor shows a later change of the game past them)
    before that interaction has had its chance; if it dies, the lease runs out and the drain
    of any process takes them (the action's line rebuilt from the log)."""
    at = game.updated_at
    owner, lease_s = (reserved(reserve[0]), reserve[1]) if reserve is not None else (None, 0.0)
    items = [replace(turn_delivery(game, seq, at, TURN_GRACE_S), lease_owner=owner, lease_s=lease_s)]
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
            lease_owner=owner,
            lease_s=lease_s,
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

    def _claimable(self, now: datetime, owner: str | None = None) -> Any:
        """Pending, not leased (or leased no more, or reserved for ``owner``), and not waiting
        for an earlier item of its game (see the section's comment)."""
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
        # A battle waits for the turn message of its own change (and the ones before): its
        # thread hangs on that message, its line is added to it.
        turn = deliveries.alias("turn")
        unshown = (
            select(turn.c.id)
            .where(
                turn.c.game_id == deliveries.c.game_id,
                turn.c.kind == KIND_TURN,
                turn.c.status == PENDING,
                turn.c.version <= deliveries.c.version,
            )
            .exists()
        )
        # A turn waits for the battles of the changes before it: the battle adds its line to
        # the live message, which no other process may write meanwhile.
        fight = deliveries.alias("fight")
        fighting = (
            select(fight.c.id)
            .where(
                fight.c.game_id == deliveries.c.game_id,
                fight.c.kind == KIND_BATTLE,
                fight.c.status == PENDING,
                fight.c.version < deliveries.c.version,
            )
            .exists()
        )
        kind = deliveries.c.kind
        free = [deliveries.c.lease_until.is_(None), deliveries.c.lease_until < now]
        if owner is not None:
            free.append(deliveries.c.lease_owner == reserved(owner))
        return and_(
            deliveries.c.status == PENDING,
            or_(*free),
            or_(
                deliveries.c.game_id.is_(None),
                and_(kind == KIND_TURN, ~blocked, ~fighting),
                and_(kind == KIND_BATTLE, ~blocked, ~unshown),
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

    async def claim_key(self, key: str, owner: str, now: datetime, lease_s: float) -> Delivery | None:
        """The row ``key`` leased to ``owner`` whatever its ``due_at`` (the interaction that made
        the change delivers it at once); ``None`` if it is done, leased by another process
        (or reserved for another's interaction), or waits for an earlier row of its game."""
        until = now + timedelta(seconds=lease_s)

        def claim(conn: Connection) -> Delivery | None:
            self._lock_claims(conn)
            found = conn.execute(
                select(deliveries.c.id)
                .where(deliveries.c.key == key, self._claimable(now, owner))
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

    async def claim_turns(
        self,
        game_id: int,
        owner: str,
        now: datetime,
        lease_s: float,
        *,
        upto: str | None = None,
        since: int | None = None,
        held: int | None = None,
        take_reserved: bool = True,
    ) -> list[Delivery]:
        """A run of the game's pending turn rows, from its first, leased to ``owner`` (one reply
        shows them all; the live message never moves past a row still pending):

        - ``upto`` (an interaction's change, and ``since``: the first version its reply
          shows): every pending turn row up to the row ``upto``, all of versions ``since``
          or later, each free or reserved for ``owner``; else nothing (an earlier change is
          not shown yet, or another process holds one of them); ``take_reserved`` false:
          not the rows reserved for ``owner``'s own interactions either;
        - ``held`` (the drain, holding the game's first pending turn row ``held``): that row
          and the free rows after it, up to the first another process holds."""
        until = now + timedelta(seconds=lease_s)
        mine = reserved(owner)

        def claim(conn: Connection) -> list[Delivery]:
            self._lock_claims(conn)
            rows = conn.execute(
                select(
                    deliveries.c.id,
                    deliveries.c.key,
                    deliveries.c.version,
                    deliveries.c.lease_owner,
                    deliveries.c.lease_until,
                )
                .where(deliveries.c.game_id == game_id, deliveries.c.kind == KIND_TURN, deliveries.c.status == PENDING)
                .order_by(deliveries.c.id)
                .with_for_update()
            ).all()
            fights = conn.execute(
                select(func.min(deliveries.c.version)).where(
                    deliveries.c.game_id == game_id, deliveries.c.kind == KIND_BATTLE, deliveries.c.status == PENDING
                )
            ).scalar()
            take: list[int] = []
            for r in rows:
                if fights is not None and r.version > fights:
                    break  # a battle of an earlier change is not posted yet: the turns after it wait
                free = r.lease_until is None or r.lease_until < now or r.id == held
                if r.lease_owner == mine and r.lease_until is not None and r.lease_until >= now:
                    # reserved for an interaction of this process: that interaction takes it
                    free = upto is not None and take_reserved
                if not free:
                    break
                if upto is not None and since is not None and r.version < since:
                    return []  # an earlier change waits to be shown first
                take.append(r.id)
                if upto is not None and r.key == upto:
                    break
            if not take:
                return []
            if upto is not None and rows[len(take) - 1].key != upto:
                return []  # ``upto`` is done, or held by another process
            if held is not None and take[0] != held:
                return []
            stmt = (
                update(deliveries)
                .where(deliveries.c.id.in_(take))
                .values(lease_owner=owner, lease_until=until, updated_at=now)
                .returning(*deliveries.c)
            )
            return sorted((_delivery(r) for r in conn.execute(stmt).all()), key=lambda d: d.id)

        return await self.db.write(claim)

    async def lease_game_work(self, item: NewDelivery, owner: str, now: datetime, lease_s: float) -> Delivery | None:
        """A game's work that one process at a time may do (the computer player's turns): its
        row (``item.key``) made pending again if it was finished, and leased to ``owner`` if
        nobody holds it; ``None`` when another process (or another task of this one) does
        the work now. Its ``due_at`` is now: should the holder die, the drain takes it over
        once the lease runs out."""
        until = now + timedelta(seconds=lease_s)
        row = deliveries.c

        def lease(conn: Connection) -> Delivery | None:
            self._lock_claims(conn)
            queue_deliveries(conn, [replace(item, due_at=now)], now)
            found = conn.execute(select(row.id, row.status).where(row.key == item.key).with_for_update()).first()
            if found is None:
                return None
            if found.status != PENDING:
                conn.execute(
                    update(deliveries)
                    .where(row.id == found.id)
                    .values(
                        status=PENDING,
                        attempts=0,
                        due_at=now,
                        finished_at=None,
                        last_error=None,
                        lease_owner=None,
                        lease_until=None,
                        progress_json=None,
                    )
                )
            stmt = (
                update(deliveries)
                .where(row.id == found.id, or_(row.lease_until.is_(None), row.lease_until < now))
                .values(lease_owner=owner, lease_until=until, updated_at=now, due_at=now)
                .returning(*deliveries.c)
            )
            got = conn.execute(stmt).first()
            return _delivery(got) if got is not None else None

        return await self.db.write(lease)

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

    async def set_payload(
        self, key: str, payload: Mapping[str, Any], now: datetime, *, release: str | None = None
    ) -> bool:
        """What the pending delivery ``key`` shows (the words its interaction had), merged in;
        ``release``: a process that gives the row up in the same transaction (its lease, or
        reservation dropped: the words are there before anyone else can show the row); then
        nothing is kept when another process holds the row already (``False``): it shows
        the line rebuilt from the log."""
        mine = [deliveries.c.key == key, deliveries.c.status == PENDING]
        if release is not None:  # not while another process shows it (it shows the line rebuilt from the log)
            mine.append(
                or_(
                    deliveries.c.lease_owner.is_(None),
                    deliveries.c.lease_until < now,
                    deliveries.c.lease_owner.in_((release, reserved(release))),
                )
            )

        def merge(conn: Connection) -> bool:
            row = conn.execute(select(deliveries.c.payload_json).where(*mine).with_for_update()).first()
            if row is None:
                return False
            merged = {**(json.loads(row[0]) if row[0] else {}), **payload}
            stmt = update(deliveries).where(deliveries.c.key == key, deliveries.c.status == PENDING)
            conn.execute(stmt.values(payload_json=json.dumps(merged, sort_keys=True), updated_at=now))
            if release is not None:
                conn.execute(
                    update(deliveries)
                    .where(
                        deliveries.c.key == key,
                        deliveries.c.status == PENDING,
                        deliveries.c.lease_owner == reserved(release),
                    )
                    .values(lease_owner=None, lease_until=None)
                )
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
    async def put_live_message_if(self, message: LiveMessage, expected: LiveMessage | None, at: datetime) -> bool:
        """Store the game's live turn message only if the stored row is still the one the
        caller read, ``expected`` (a compare-and-set on the whole row: its message, version,
        turn and lines; ``None``: no row yet). Two processes never both move it, a slower
        one never moves it back, and a writer whose edit of the message may have covered
        another's (a battle's line added meanwhile) learns it and writes again.
        ``False``: someone else moved it first (nothing written)."""
        values = live_message_row(message, at)
        row = live_messages.c

        def cas(conn: Connection) -> bool:
            if expected is None:
                stmt = _insert(conn, live_messages).values(values).on_conflict_do_nothing(index_elements=["game_id"])
                return bool(conn.execute(stmt).rowcount)
            was = live_message_row(expected, at)
            return bool(
                conn.execute(
                    update(live_messages)
                    .where(
                        row.game_id == message.game_id,
                        row.message_id == was["message_id"],
                        row.version == was["version"],
                        row.turn_key == was["turn_key"],
                        row.lines_json == was["lines_json"],
                    )
                    .values(**{k: v for k, v in values.items() if k != "game_id"})
                ).rowcount
            )

        return await self.db.write(cas)
