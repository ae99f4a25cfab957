"""The delivery outbox as the adapters use it: what must reach a channel after a state change
is a stored work item (queued in the transaction of the change, see
:mod:`bot.storage.outbox`), delivered by the interaction that made the change when it can,
else by the drain task every bot process runs.

This module holds what both adapters (Discord, the console) share: claiming items with a
lease and renewing it, recording each step's progress, the retry policy (exponential
backoff with jitter, a 429's ``retry_after`` honoured, a bounded number of tries for a
permanent refusal), pruning, the operators' figures, and the content of each kind of item
rebuilt from what is stored when the interaction that made it did not leave its words:

* ``turn``: the live turn message brought up to the game's version — the words of the
  reply that made the change when its interaction stored them (:meth:`Deliveries.attach`),
  else the action's line rebuilt from the action log, the current status, board and buttons;
* ``battle``: a queued battle post (:class:`~bot.usecases.outbox.BattleOutbox` rebuilds its log
  by replay);
* ``reminder``: a reminder or time-limit notice (:meth:`Deliveries.reminder_post`).

An adapter performs an item and reports :meth:`Deliveries.done` or :meth:`Deliveries.failed`
with a :class:`Failure` (transient or permanent, and the server's ``retry_after``).
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import os
import random
import socket
import uuid
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

import i18n
from bot.history import game_options, replay_rows
from bot.replies import Button, ChannelPost, Press, Reply, mention
from bot.storage.base import ACTIVE, ActionRow, BattlePost, GameRecord, LiveMessage
from bot.storage.games import GameStore
from bot.storage.outbox import (
    KIND_AI,
    KIND_BATTLE,
    KIND_POST,
    KIND_REMINDER,
    KIND_THREAD,
    KIND_TURN,
    PENDING,
    Delivery,
    DeliveryStore,
    NewDelivery,
    battle_delivery,
    battle_delivery_key,
    delivery_key,
)
from bot.storage.reminders import ReminderStore
from bot.usecases.clock import Clock
from bot.usecases.games import GamesStore
from bot.usecases.lab import lab_record
from bot.usecases.live import LiveMessages, turn_key_of
from bot.usecases.pictures import Pictures
from bot.usecases.play_by_post import PlayByPost
from bot.usecases.wording import narrator, state_of
from rules.position import PositionCodeError
from rules.position import state_of as position_state
from rules.scenario import ScenarioError
from rules.state import PHASE_OVER, GameState

log = logging.getLogger(__name__)

LEASE_S = 20.0  # a claimed item is another process's after this long without a renewal (renewed every third)
BACKOFF_BASE_S = 2.0  # the first retry waits about this long, doubling each time
BACKOFF_CAP_S = 300.0  # ... up to five minutes
MAX_TRANSIENT = 30  # tries of an item Discord keeps failing (5xx, 429, timeouts): about 2 h
MAX_PERMANENT = 3  # refusals in a row of an item (403 Missing Access, 404 Unknown Channel) before it is given up
REFUSED_FOR_S = 120.0  # ... and for at least this long: a permission put right meanwhile loses nothing
KEEP_FINISHED = timedelta(days=7)  # finished items are pruned after this long


@dataclass(frozen=True, slots=True)
class Failure:
    """Why an attempt failed, as the adapter classified it."""

    error: str
    permanent: bool = False  # Discord refused for good (missing access, unknown channel)
    retry_after: float | None = None  # the server asked to wait this long (429)


def process_owner() -> str:
    """This process's name on the leases it takes: host, pid and a random part."""
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


def turn_key(game_id: int, version: int) -> str:
    return delivery_key("game", game_id, version, KIND_TURN)


def ai_key(game_id: int) -> str:
    """The key of a game's computer-player work (one row per game, leased while it plays)."""
    return delivery_key("game", game_id, 0, KIND_AI)


def battle_key(post_id: int) -> str:
    return battle_delivery_key(post_id)


def game_post_key(game_id: int) -> str:
    """The key of a game's own post: the rating changes of a league game, posted after its end."""
    return delivery_key("game", game_id, 0, KIND_POST, "league")


def game_post(game_id: int, post: ChannelPost, due_at: datetime) -> NewDelivery:
    """A game's own post as an outbox item (it waits for the game's turn and battle items
    queued before it, see :mod:`bot.storage.outbox`)."""
    return NewDelivery(
        key=game_post_key(game_id),
        kind=KIND_POST,
        channel_id=post.channel_id,
        game_id=game_id,
        payload=post_payload(post),
        due_at=due_at,
    )


def post_payload(post: ChannelPost, board: BoardOf | None = None) -> dict[str, Any]:
    """A channel post as an item's payload (what the drain posts exactly); ``board``: the
    picture it carries, drawn when it is delivered (:meth:`Deliveries.stored_post`), as a
    game's turn post draws its board then (a picture is not kept in the database)."""
    r = post.reply
    out: dict[str, Any] = {
        "channel_id": post.channel_id,
        "dm_user_id": post.dm_user_id,
        "text": r.text,
        "mentions": list(r.mentions),
        "buttons": [[b.label, b.action.as_json(), b.style, b.custom] for b in r.buttons],
        "game_id": r.game_id,
        "version": r.version,
    }
    if board is not None:
        out["board"] = {"code": board.code, "lang": board.lang, "title": board.title}
    return {"post": out}


@dataclass(frozen=True, slots=True)
class BoardOf:
    """The board picture a stored post carries: the position ``code`` (:mod:`rules.position`)
    drawn in ``lang`` with ``title`` (the daily puzzle's board)."""

    code: str
    lang: str
    title: str


def payload_post(payload: Mapping[str, Any]) -> ChannelPost | None:
    p = payload.get("post")
    if not isinstance(p, dict):
        return None
    reply = Reply(
        text=p["text"],
        mentions=list(p.get("mentions") or []),
        buttons=[Button(b[0], Press.from_json(b[1]), *b[2:]) for b in p.get("buttons") or []],
        game_id=p.get("game_id"),
        version=p.get("version"),
    )
    return ChannelPost(int(p["channel_id"]), reply, p.get("dm_user_id"))


class Deliveries:
    """Items of the delivery outbox claimed, performed by an adapter, finished or retried."""

    def __init__(
        self,
        game_store: GameStore,
        delivery_store: DeliveryStore,
        reminders: ReminderStore,
        games: GamesStore,
        live: LiveMessages,
        pictures: Pictures,
        pbp: PlayByPost,
        clock: Clock,
        *,
        rng: random.Random | None = None,
        owner: str | None = None,
    ) -> None:
        self.game_store = game_store
        self.delivery_store = delivery_store
        self.reminders = reminders
        self.games = games
        self.live = live
        self.pictures = pictures
        self.pbp = pbp
        self.clock = clock
        self.rng = rng or random.Random()
        self.owner = owner or process_owner()
        self.lease_s = LEASE_S
        self.counts: Counter[str] = Counter()  # this process: done, retried, failed (the metrics)

    # ------------------------------------------------------------------ leases
    async def claim(self, limit: int = 20, shards: Any = None) -> list[Delivery]:
        """Due items, leased to this process."""
        return await self.delivery_store.claim(self.owner, self.clock(), self.lease_s, limit, shards)

    async def claim_key(self, key: str) -> Delivery | None:
        """The item ``key``, leased to this process whatever its due time (``None``: done, or
        another process has it, or an earlier item of its game waits)."""
        return await self.delivery_store.claim_key(key, self.owner, self.clock(), self.lease_s)

    def reserve(self) -> None:
        """The changes this process saves from now on are reserved for its interactions
        (:func:`bot.storage.outbox.game_deliveries`): no other process shows one before the
        interaction that made it has answered, or its lease (:data:`LEASE_S`) ran out."""
        self.game_store.reserve_deliveries(self.owner, self.lease_s)

    async def claim_turn(self, game_id: int, version: int, since: int | None = None) -> list[Delivery]:
        """The turn items of the game's change to ``version`` and, from ``since`` (the first
        version the reply shows: the computer player's stretch of actions), the ones before
        it, leased to this process; ``[]`` when it cannot show them now: an earlier change
        of the game is not shown yet, or another process holds one of them."""
        return await self.delivery_store.claim_turns(
            game_id,
            self.owner,
            self.clock(),
            self.lease_s,
            upto=turn_key(game_id, version),
            since=version if since is None else since,
        )

    async def claim_next_turn(self, game_id: int) -> list[Delivery]:
        """The game's first pending turn item, if nobody holds it, with the free ones after it
        (shown at once after the change before them, instead of at the next drain round)."""
        for item in await self.delivery_store.deliveries(game_id=game_id, status=PENDING):
            if item.kind != KIND_TURN:
                continue
            return await self.delivery_store.claim_turns(
                game_id, self.owner, self.clock(), self.lease_s, upto=item.key, since=item.version, take_reserved=False
            )
        return []

    async def lease_ai(self, game_id: int, channel_id: int) -> Delivery | None:
        """The game's computer-player work, leased to this process (``None``: another process or
        task plays its turns now). Renew it while playing; finish it (:meth:`done`) once a
        person must act, or hand it over (:meth:`hand_over`): the drain goes on."""
        item = NewDelivery(ai_key(game_id), KIND_AI, channel_id, game_id)
        return await self.delivery_store.lease_game_work(item, self.owner, self.clock(), self.lease_s)

    async def hand_over(self, item: Delivery) -> None:
        """Work that must stop here (its bound reached, a failure): the lease given back, the
        item due at once, so that the drain of any process goes on with it."""
        await self.delivery_store.release([item.id], self.owner)  # due since it was leased

    async def renew(self, ids: Sequence[int]) -> set[int]:
        return await self.delivery_store.renew(ids, self.owner, self.clock(), self.lease_s)

    async def adopt_battles(self, posts: Sequence[BattlePost]) -> int:
        """Battle posts queued before the delivery outbox existed become its items (due now);
        a post that has its item already is left as it is."""
        if not posts:
            return 0
        now = self.clock()
        return await self.delivery_store.queue([battle_delivery(p, now) for p in posts], now)

    async def queue_thread(self, thread_id: int) -> str | None:
        """The recreation of a live game's deleted thread, queued (its key; ``None``: the
        thread was not a live game's)."""
        record = await self.live.game_thread(thread_id)
        game_id = await self.live.live_game_id(thread_id) if record is not None else None
        if record is None or game_id is None:
            return None
        key = delivery_key("game", game_id, 0, KIND_THREAD, thread_id)
        item = NewDelivery(key, KIND_THREAD, record.parent_id, game_id, payload={"thread": thread_id})
        await self.delivery_store.queue([item], self.clock())
        return key

    async def queue_post(self, post: ChannelPost, scope: str, scope_id: int) -> str:
        """A post the bot makes on its own (a league's fixtures, a season's podium) queued as
        an item (its key: the channel and the words, so the same post is queued once); the
        key, to deliver it at once (:meth:`claim_key`)."""
        digest = hashlib.sha256(f"{post.channel_id}\n{post.reply.text}".encode()).hexdigest()[:20]
        key = delivery_key(scope, scope_id, 0, KIND_POST, digest)
        item = NewDelivery(key=key, kind=KIND_POST, channel_id=post.channel_id, payload=post_payload(post))
        if scope == "league":
            item = replace(item, league_id=scope_id)
        await self.delivery_store.queue([item], self.clock())
        return key

    async def claim_game_post(self, game_id: int) -> tuple[Delivery, ChannelPost] | None:
        """The game's own post (a league game's rating changes), claimed to be shown right
        after the game's end: ``None`` when it has none pending, or it must wait (an earlier
        turn or battle of the game is not delivered yet: the drain posts it later)."""
        key = game_post_key(game_id)
        found = await self.delivery_store.delivery(key)
        if found is None or found.status != PENDING:
            return None
        item = await self.delivery_store.claim_key(key, self.owner, self.clock(), self.lease_s)
        post = payload_post(item.payload) if item is not None else None
        if item is None or post is None:
            if item is not None:  # nothing to post (never queued so): done
                await self.done(item)
            return None
        return item, post

    async def release(self, ids: Sequence[int]) -> None:
        await self.delivery_store.release(ids, self.owner)

    async def item(self, key: str) -> Delivery | None:
        return await self.delivery_store.delivery(key)

    async def items(self, *, game_id: int | None = None, status: str | None = None) -> list[Delivery]:
        return await self.delivery_store.deliveries(game_id=game_id, status=status)

    # ------------------------------------------------------------------ progress and outcome
    async def attach(self, key: str, payload: Mapping[str, Any], *, release: bool = False) -> bool:
        """Keep the words an interaction had for the pending item ``key`` (the drain shows the
        same, should it have to); ``release``: and give up this process's lease or
        reservation of it, in the same transaction (the drain's now, words included)."""
        return await self.delivery_store.set_payload(
            key, payload, self.clock(), release=self.owner if release else None
        )

    async def progress(self, item: Delivery, progress: Mapping[str, Any]) -> bool:
        """Record the steps done (``False``: the lease was lost to another process)."""
        return await self.delivery_store.progress(item.id, self.owner, progress, self.clock())

    async def done(self, item: Delivery) -> None:
        now = self.clock()
        await self.delivery_store.finish(item.id, now)
        self.counts["done"] += 1
        log.debug(
            "delivered",
            extra={
                "ctx": {"key": item.key, "attempts": item.attempts, "delay": (now - item.created_at).total_seconds()}
            },
        )

    def backoff(self, attempts: int, retry_after: float | None = None) -> float:
        """Seconds before try ``attempts + 1``: exponential with jitter (half to the whole
        step), never less than the server's ``retry_after``."""
        step = min(BACKOFF_CAP_S, BACKOFF_BASE_S * 2 ** max(0, attempts))
        delay = step * (0.5 + 0.5 * self.rng.random())
        return max(delay, retry_after or 0.0)

    async def failed(self, item: Delivery, failure: Failure) -> bool:
        """An attempt failed: tried again later (``False``), or given up for good (``True``)
        after :data:`MAX_PERMANENT` refusals in a row over :data:`REFUSED_FOR_S` at least,
        or :data:`MAX_TRANSIENT` tries."""
        now = self.clock()
        tries = item.attempts + 1
        # Refusals count in a row: one 403 between timeouts is not a lost permission, nor are
        # a few in a moment (a moderator putting a permission right; Discord having a bad minute).
        refusals = int(item.progress.get("refusals", 0)) + 1 if failure.permanent else 0
        since = item.progress.get("refused_since") if refusals > 1 else None
        since = since if isinstance(since, str) else now.isoformat()
        refused_for = (now - datetime.fromisoformat(since)).total_seconds() if refusals else 0.0
        ctx = {"key": item.key, "attempt": tries, "error": failure.error, "permanent": failure.permanent}
        if (refusals >= MAX_PERMANENT and refused_for >= REFUSED_FOR_S) or tries >= MAX_TRANSIENT:
            await self.delivery_store.finish(item.id, now, error=failure.error[:500])
            self.counts["failed"] += 1
            log.warning("delivery given up", extra={"ctx": ctx})
            return True
        due = now + timedelta(seconds=self.backoff(item.attempts, failure.retry_after))
        if refusals or item.progress.get("refusals"):
            streak = {"refusals": refusals, "refused_since": since if refusals else None}
            await self.delivery_store.progress(item.id, self.owner, streak, now)
        await self.delivery_store.retry(item.id, self.owner, now, due, failure.error)
        self.counts["retried"] += 1
        log.info("delivery to be tried again", extra={"ctx": dict(ctx, due=due.isoformat())})
        return False

    async def prune(self) -> int:
        """Delete items finished more than :data:`KEEP_FINISHED` ago."""
        pruned = await self.delivery_store.prune(self.clock() - KEEP_FINISHED)
        if pruned:
            log.info("delivery outbox pruned", extra={"ctx": {"rows": pruned}})
        return pruned

    async def stats(self) -> dict[str, Any]:
        """The outbox's figures (docs/operations.md): rows by status, leased, retrying, the
        oldest pending row's age, and this process's done/retried/failed counts."""
        return {**await self.delivery_store.delivery_stats(self.clock()), "process": dict(self.counts)}

    # ------------------------------------------------------------------ the live message, guarded
    async def store_live_message(self, message: LiveMessage, expected: LiveMessage | None) -> bool:
        """Store the live turn message if nobody moved it since it was read as ``expected``
        (compare-and-set on the whole row)."""
        return await self.delivery_store.put_live_message_if(message, expected, self.clock())

    # ------------------------------------------------------------------ contents rebuilt
    async def turn_reply(self, item: Delivery) -> tuple[Reply | None, list[Delivery]]:
        """The reply a ``turn`` item shows, and the later pending turn items of its game it
        shows too: the drain catches up a turn at a time — the item and the free items after
        it that were played in the same turn (their lines in order), shown as that turn's
        message was then (its heading, status, board; :meth:`_turn_then`), so that a change
        shown late goes to its own turn's message, never into another turn's summary. Each
        item's line is the interaction's own (stored with it) or the action's line rebuilt
        from the log. ``None``: the game is gone, or its live message shows this version already."""
        if item.game_id is None:
            return None, []
        game = await self.games.get(item.game_id)
        if game is None:
            return None, []
        shown = await self.live.live_message(game.id)
        if shown is not None and shown.version >= item.version:
            return None, []
        run = await self.delivery_store.claim_turns(game.id, self.owner, self.clock(), self.lease_s, held=item.id)
        # the item (its words as they are now) and the free ones after it, leased to this
        # process now: nobody else shows them
        covered = run if run and run[0].id == item.id else [item]
        rows = {r.seq: r for r in await self.games.actions(game.id)}
        then = await self._turn_then(game, list(rows.values()), covered)
        if then is None:  # not from the log (a change without an action): as the game is now
            covered, then_game, then_state = [item], game, state_of(game)
        else:
            covered, then_game, then_state = then
        if len(covered) < len(run):  # the next turn's changes: left for the next step, at once
            await self.delivery_store.release([i.id for i in run[len(covered) :]], self.owner)
        later = covered[1:]
        view = await self.live.view_of(then_game)
        lines: list[str] = []
        for i in covered:
            did = i.payload.get("did")
            if did is None and i.payload.get("seq") in rows:
                row = rows[i.payload["seq"]]
                did = narrator(game).did(mention(row.user_id), row.player, row.notation)
            if did:
                lines.append(str(did))
        current = then_game.version == game.version  # the game as it is now: its turn pings
        last = covered[-1].payload
        if not current:
            mentions: list[int] = []  # a turn caught up with, long passed: nobody is pinged for it
        elif "mentions" in last:
            mentions = [int(u) for u in last["mentions"]]
        else:  # a new turn pings its player (a person), as the interaction's reply does
            user = game.players[then_state.to_act - 1] if game.status == ACTIVE else None
            new_turn = shown is None or shown.turn_key != view.key
            mentions = [user] if user is not None and new_turn and user != self.live.computer.user_id else []
        img = await self.pictures.board(then_game, then_state, i18n.translator(game.lang))
        reply = Reply(
            text="\n".join(p for p in ("\n".join(lines), view.status) if p),
            images=[img] if img else [],
            mentions=mentions,
            buttons=view.buttons,
            game_id=game.id,
            version=max(i.version for i in covered),
            turn=view,
            minor=all(bool(i.payload.get("minor", False)) for i in covered),
        )
        return reply, later

    async def _turn_then(
        self, game: GameRecord, rows: Sequence[ActionRow], items: Sequence[Delivery]
    ) -> tuple[list[Delivery], GameRecord, GameState] | None:
        """``items`` cut to those played in the same turn as the first (by the log, replayed),
        with the game as the last of them left it; ``None`` when the first is not an action
        of the log in force (its turn is the game's now)."""
        seqs = [i.payload.get("seq") for i in items]
        if not isinstance(seqs[0], int):
            return None
        stored = state_of(game)
        _, steps = await asyncio.to_thread(
            replay_rows, game.armies, game.seed, rows, **game_options(game, stored.radius)
        )
        by_seq = {s.row.seq: s for s in steps}
        first = by_seq.get(seqs[0])
        if first is None:
            return None
        turn = turn_key_of(game, first.before)
        taken = [items[0]]
        for i, seq in zip(items[1:], seqs[1:], strict=True):
            step = by_seq.get(seq) if isinstance(seq, int) else None
            if step is None or turn_key_of(game, step.before) != turn:
                break
            taken.append(i)
        after = by_seq[taken[-1].payload["seq"]].after
        if taken[-1].version >= game.version:
            return taken, game, stored
        status = game.status if after.phase == PHASE_OVER else ACTIVE
        then = game.evolve(state_json=after.dumps(), version=taken[-1].version, status=status)
        return taken, then, after

    async def finish_covered(self, items: Sequence[Delivery]) -> None:
        """Items another one showed (see :meth:`turn_reply`) are done."""
        now = self.clock()
        for i in items:
            await self.delivery_store.finish(i.id, now)
            self.counts["done"] += 1

    async def stored_post(self, item: Delivery) -> ChannelPost | None:
        """The post a ``post`` item holds, with its board picture drawn now when it carries one
        (:class:`BoardOf`: the daily puzzle's); ``None``: it holds none."""
        post = payload_post(item.payload)
        board = item.payload.get("post", {}).get("board") if post is not None else None
        if post is None or not isinstance(board, dict):
            return post
        try:
            state = position_state(str(board["code"]))
        except (PositionCodeError, ScenarioError, KeyError):
            log.warning("a stored post's board could not be read", extra={"ctx": {"key": item.key}})
            return post
        lang = i18n.normalize(str(board.get("lang") or i18n.DEFAULT))
        record = lab_record(post.channel_id, 0, state, lang)
        img = await self.pictures.board(record, state, i18n.translator(lang), title=str(board.get("title") or ""))
        return post if img is None else replace(post, reply=replace(post.reply, images=[img]))

    async def reminder_post(self, item: Delivery) -> ChannelPost | None:
        """The post of a ``reminder`` item: as its loop worded it, else worded now; ``None``:
        nothing to post any more (postponed, the game is over). A ``post`` item's as stored
        (:meth:`stored_post`)."""
        post = await self.stored_post(item)
        if post is not None:
            return post
        reminder = await self.reminders.reminder(int(item.payload.get("reminder", 0)))
        if reminder is None:
            return None
        return await self.pbp.reminder_post(reminder, self.clock())

    async def fallback_note(self, item: Delivery) -> tuple[int, int | None, str] | None:
        """After a permanent failure, whom to tell and what: the player to act, in the lobby
        channel of the game's thread when the game has one (the thread may be gone), else
        by DM — ``(user, channel or None, text)``; ``None`` when there is nobody to tell."""
        if item.game_id is None or item.kind not in (KIND_TURN, KIND_BATTLE, KIND_REMINDER, KIND_THREAD):
            return None
        game = await self.games.get(item.game_id)
        if game is None or game.status != ACTIVE:
            return None
        state = state_of(game)
        user = game.players[state.to_act - 1]
        if user is None or user == self.live.computer.user_id:
            return None
        text = i18n.t(game.lang, "delivery-fallback", game=game.id, user=mention(user))
        thread = await self.live.game_thread(game.channel_id)
        return user, thread.parent_id if thread is not None else None, text
