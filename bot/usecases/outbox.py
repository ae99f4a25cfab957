"""The outbox of battles to post: what is pending, each battle rebuilt, progress recorded.

A battle is queued (a :class:`~bot.storage.base.BattlePost`) in the same transaction as the
action that caused it, and its reply carries the post's id (``Reply.outbox_id``). An
adapter that posts a battle bit by bit (Discord: a thread, one message per segment)
records each step here; at start-up it asks for :meth:`pending_battle_posts` and finishes
them, rebuilding each battle log by replay with :meth:`battle_post`.
"""

from __future__ import annotations

import logging

from bot.config import Settings
from bot.history import as_stored, game_options, rebuild
from bot.replies import BattleLog
from bot.storage.base import KIND_ACTION, LIVE_STATUSES, POST_DONE, BattlePost
from bot.storage.games import GameStore
from bot.storage.outbox import OutboxStore
from bot.usecases.clock import Clock
from bot.usecases.games import GamesStore
from bot.usecases.pictures import Pictures
from bot.usecases.wording import state_of
from rules.game import apply

log = logging.getLogger(__name__)


class BattleOutbox:
    """The outbox of battles to post (see the module docstring)."""

    def __init__(
        self,
        game_store: GameStore,
        outbox_store: OutboxStore,
        games: GamesStore,
        pictures: Pictures,
        settings: Settings,
        clock: Clock,
    ) -> None:
        self.game_store = game_store
        self.outbox_store = outbox_store
        self.games = games
        self.pictures = pictures
        self.settings = settings
        self.clock = clock

    async def live_game_count(self) -> int:
        """Games open, invited or in play (for the operators' metrics)."""
        return sum([await self.game_store.count_games(status) for status in LIVE_STATUSES])

    async def pending_battle_posts(self) -> list[BattlePost]:
        """Battle posts not completely delivered yet, oldest first."""
        return await self.outbox_store.pending_battle_posts(self.settings.shards)

    async def battle_post_row(self, outbox_id: int) -> BattlePost | None:
        """The stored battle post (its progress), if any."""
        return await self.outbox_store.get_battle_post(outbox_id)

    async def battle_post(self, outbox_id: int) -> BattleLog:
        """The battle log of a queued post, rebuilt by replaying its game up to the action
        that caused it: the same texts (and images) as the reply that queued it.
        Raises ``LookupError`` for an unknown post (or a game or action that is gone)."""
        post = await self.outbox_store.get_battle_post(outbox_id)
        if post is None:
            raise LookupError(f"no battle post {outbox_id}")
        game = await self.games.get(post.game_id)
        if game is None:
            raise LookupError(f"battle post {outbox_id}: no game {post.game_id}")
        rows = await self.games.actions(game.id)
        cause = next((r for r in rows if r.seq == post.action_seq and r.kind == KIND_ACTION), None)
        if cause is None:
            raise LookupError(f"battle post {outbox_id}: no action {post.action_seq} in game {game.id}")
        # The state before the action, whatever happened since (a later undo included).
        before = as_stored(
            rebuild(
                game.armies,
                game.seed,
                [r for r in rows if r.seq < post.action_seq],
                **game_options(game, state_of(game).radius),
            )
        )  # the state the action was applied to, as it was stored: the same words (see as_stored)
        then, events = apply(before, cause.notation)
        return await self.pictures.battle_log(game, before, events, then)

    async def mark_battle_progress(
        self,
        outbox_id: int,
        *,
        delivered: int | None = None,
        thread_id: int | None = None,
        message_id: int | None = None,
    ) -> None:
        """Record how far a battle's posting got: ``delivered`` steps done (posts, then the
        finish), the thread it goes to, the turn's message it starts from. ``None``: unchanged."""
        changes = {
            name: value
            for name, value in (("delivered", delivered), ("thread_id", thread_id), ("message_id", message_id))
            if value is not None
        }
        if changes:
            await self.outbox_store.update_battle_post(outbox_id, self.clock(), changes)

    async def restart_battle_post(self, outbox_id: int) -> None:
        """The battle's thread is gone: its posting starts over (nothing delivered, no thread)."""
        await self.outbox_store.update_battle_post(outbox_id, self.clock(), {"delivered": 0, "thread_id": None})

    async def mark_battle_done(self, outbox_id: int) -> None:
        """The battle is completely posted (or given up): it is no longer pending."""
        await self.outbox_store.update_battle_post(outbox_id, self.clock(), {"status": POST_DONE})
        log.debug("battle post done", extra={"ctx": {"outbox": outbox_id}})
