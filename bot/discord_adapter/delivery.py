"""Where a public reply goes: its game's live turn message (then its battle and, when the
game starts or ends in a thread of its own, that thread's name), or a post of its own in
a channel (then its battle); and the computer player's turns, posted after any reply.

Each change the use cases stored has an item in the delivery outbox
(:mod:`bot.usecases.deliveries`): the interaction that made it claims the item and shows it
at once (:meth:`Delivery.deliver_live`); when it cannot (another process holds the item, an
earlier one of the game waits, Discord refuses, the connection drops), the item stays
pending and the drain (:mod:`bot.discord_adapter.loops.drain`) delivers it later, through
the same methods. Nothing here lets an exception out: each is logged once with its item."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Sequence
from typing import Any

import discord

import bot.discord_adapter.faults as faults
from bot.discord_adapter.battles import BattlePoster
from bot.discord_adapter.channels import Channels, content
from bot.discord_adapter.live import LiveOutcome, LiveTurnMessages, nonce
from bot.discord_adapter.threads import GameThreads
from bot.replies import BattleLog, ChannelPost, Reply, mention
from bot.storage.outbox import PENDING
from bot.storage.outbox import Delivery as Item
from bot.usecases.deliveries import battle_key, turn_key
from bot.usecases.live import did_of
from bot.usecases.ports import UseCases

log = logging.getLogger("bot.discord")

FOLLOW_ON_MAX = 200  # changes shown one after the other by follow_on before it leaves the rest to the drain


class Delivery:
    """Posts public replies where they belong (see the module docstring)."""

    def __init__(
        self,
        app: UseCases,
        live: LiveTurnMessages,
        battles: BattlePoster,
        threads: GameThreads,
        channels: Channels,
    ) -> None:
        self.app = app
        self.live = live
        self.battles = battles
        self.threads = threads
        self.channels = channels
        self._following: set[int] = set()  # games whose next changes this process is showing (follow_on)

    async def deliver_live(
        self,
        reply: Reply,
        interaction: discord.Interaction[Any] | None = None,
        item: Item | None = None,
        covered: Sequence[Item] = (),
    ) -> LiveOutcome | None:
        """Show a public reply that changed its game in the game's live turn message: edit
        it in place, or close it (summary, no buttons) and post a new one (see
        :mod:`bot.usecases.live`); then its battle, then the finish of a game thread.
        ``None`` when the reply is not such a change (the caller posts it as usual).

        The change's outbox item is claimed first (``item``: claimed already, by the drain);
        when it cannot be, the reply's words are kept with the item and the drain shows it:
        the outcome then shows nothing (``view`` None). A failure leaves the item to the outbox."""
        if not self.live.quiet or reply.ephemeral or reply.game_id is None or reply.version is None:
            return None
        skip = False
        if item is None:
            item, covered, skip = await self._claim_turn(reply)
        if skip:
            return LiveOutcome(None, None)
        faults.reset()
        try:
            seqs = [i.payload.get("seq") for i in (item, *covered) if i is not None]
            first_seq = min((int(s) for s in seqs if isinstance(s, int)), default=None)
            held = [*covered, *([item] if item is not None else [])]
            async with self.holding(held), self.live.lock(reply.game_id):
                outcome = await self.live.show(reply, interaction, item, first_seq)
        except Exception as exc:
            await self.item_failed(item, exc, {"game": reply.game_id, "version": reply.version})
            await self._release(covered)
            return LiveOutcome(None, None)
        if item is not None:
            if covered:  # earlier changes shown by this one (the drain catching up, the computer's stretch)
                await self.app.deliveries.finish_covered(covered)
            await self.item_done(item)
            # the changes after this one that wait for it: shown now, not at the next drain round
            await self.follow_on(reply.game_id)
        if outcome is None or outcome.view is None:
            return outcome
        view, channel = outcome.view, outcome.channel
        if reply.battle is not None:
            await self.post_battle(
                channel,
                outcome.turn_message_id,
                reply.battle,
                interaction=interaction,
                outbox_id=reply.outbox_id,
                game_id=reply.game_id,
                shown_line=outcome.battle_line,
            )
        if view.over:  # a league game's rating changes, in its thread before it is archived
            await self.post_game_end(reply.game_id)
        try:
            if view.over:
                await self.threads.finish_game_thread(channel, view)
            elif outcome.started:
                await self.threads.name_game_thread(channel, view)
        except Exception:  # the thread keeps its name; the game is not affected
            log.exception("could not name or finish the game's thread", extra={"ctx": {"game": reply.game_id}})
        return outcome

    # ------------------------------------------------------------------ outbox items
    async def _claim_turn(self, reply: Reply) -> tuple[Item | None, list[Item], bool]:
        """The reply's outbox item claimed with the earlier ones it shows (the computer's
        stretch of actions), its words kept with it; or ``(None, [], True)`` when it must
        not be shown here: shown already, or pending for the drain (an earlier change of
        the game is not shown yet, or another process holds it: the words kept, the
        reservation given up). ``(None, [], False)``: the change has no item (a game's
        first message), or is shown already: shown as before (see below)."""
        assert reply.game_id is not None and reply.version is not None
        key = turn_key(reply.game_id, reply.version)
        outbox = self.app.deliveries
        since = reply.since if reply.since is not None else reply.version
        try:
            view = reply.turn or await self.app.live.turn_view(reply.game_id)
            words: dict[str, Any] = {"text": reply.text, "mentions": list(reply.mentions), "minor": reply.minor}
            if view is not None:
                words["did"] = did_of(reply, view.status)
            items = await outbox.claim_turn(reply.game_id, reply.version, since)
            if items:
                *covered, item = items
                await outbox.attach(key, words)
                for earlier in covered:  # told by this reply's words
                    await outbox.attach(earlier.key, {"did": ""})
                return item, covered, False
            existing = await outbox.item(key)
            if existing is None or existing.status != PENDING:
                # No item (a game's first message), or shown already: what show() makes of it
                # follows the versions (a repost of the same version by /hex board, a reply
                # that shows the game without changing it, or nothing).
                return None, [], False
            if await outbox.attach(key, words, release=True):  # (not if another process shows it already)
                for version in range(since, reply.version):  # the computer's earlier actions: told by these words
                    await outbox.attach(turn_key(reply.game_id, version), {"did": ""}, release=True)
            log.info("the turn message is left to the outbox", extra={"ctx": {"key": key}})
            return None, [], True
        except Exception:
            log.exception("could not claim the change's outbox item", extra={"ctx": {"key": key}})
            return None, [], True  # the drain shows it (the line rebuilt from the log)

    @contextlib.asynccontextmanager
    async def holding(self, items: Sequence[Item]) -> AsyncIterator[None]:
        """Keep this process's leases on ``items`` while the block delivers them (renewed
        every third of a lease): a slow delivery (Discord's rate limits, a busy process)
        never lets another process take an item it is still showing."""
        ids = [i.id for i in items]
        if not ids:
            yield
            return

        async def renew() -> None:
            while True:
                await asyncio.sleep(self.app.deliveries.lease_s / 3)
                try:
                    await self.app.deliveries.renew(ids)
                except Exception:  # the database is away: the lease may run out, the drain takes over
                    log.warning("could not renew an interaction's outbox leases", extra={"ctx": {"items": ids}})

        task = asyncio.create_task(renew(), name="outbox-hold")
        try:
            yield
        finally:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def _release(self, items: Sequence[Item]) -> None:
        if items:
            try:
                await self.app.deliveries.release([i.id for i in items])
            except Exception:
                log.exception("could not release outbox items", extra={"ctx": {"items": [i.key for i in items]}})

    async def follow_on(self, game_id: int) -> None:
        """Show the game's next pending changes now, one after the other, while nobody holds
        them (those whose interactions left them to the outbox while the change before was
        being shown; a drain catching up turn after turn). One loop per game in this process."""
        if game_id in self._following:
            return  # the loop further up shows them
        self._following.add(game_id)
        try:
            for _ in range(FOLLOW_ON_MAX):
                try:
                    run = await self.app.deliveries.claim_next_turn(game_id)
                except Exception:
                    log.exception("could not claim the game's next change", extra={"ctx": {"game": game_id}})
                    return
                if not run:
                    return
                async with self.holding(run):
                    for item in run:
                        await self.deliver_item(item)
                if (await self.app.deliveries.item(run[-1].key) or run[-1]).status == PENDING:
                    return  # it failed: the outbox tries it again later
        finally:
            self._following.discard(game_id)

    async def settle_turn(self, reply: Reply) -> None:
        """A public reply posted as a message of its own (a loud channel) showed its change:
        the change's outbox item is done (the drain would post it again otherwise)."""
        if reply.ephemeral or reply.game_id is None or reply.version is None:
            return
        try:
            items = await self.app.deliveries.claim_turn(reply.game_id, reply.version, reply.since)
            for item in items:  # its own, and the computer's earlier actions it told
                await self.app.deliveries.done(item)
        except Exception:
            log.exception("could not settle the change's outbox item", extra={"ctx": {"game": reply.game_id}})
            return
        if reply.battle is None:  # with a battle: once the battle is posted
            await self.post_game_end(reply.game_id)

    async def post_game_end(self, game_id: int | None) -> None:
        """A game's own post — a league game's rating changes — right after the message that
        ended the game (and its battle): claimed and posted now, else left to the drain."""
        if game_id is None:
            return
        try:
            found = await self.app.deliveries.claim_game_post(game_id)
        except Exception:
            log.exception("could not claim a game's own post", extra={"ctx": {"game": game_id}})
            return
        if found is None:
            return
        item, post = found
        faults.reset()
        try:
            if await self.post_to_channel(post.channel_id, post.reply, key=item.key) is None:
                raise faults.DeliveryFailed(faults.noted("the post failed"))
        except Exception as exc:
            await self.item_failed(item, exc, {"game": game_id})
            return
        await self.item_done(item)

    async def item_done(self, item: Item) -> None:
        try:
            await self.app.deliveries.done(item)
        except Exception:
            log.exception("could not mark an outbox item done", extra={"ctx": {"key": item.key}})

    async def item_failed(self, item: Item | None, exc: BaseException, ctx: dict[str, Any]) -> None:
        """An attempt failed: the item is tried again later or, refused for good too often,
        given up with a note to the players another way (logged once, never raised)."""
        failure = faults.classify(exc)
        if item is None:
            log.warning("delivery failed: %s", failure.error, extra={"ctx": ctx}, exc_info=_unexpected(exc))
            return
        log.warning(
            "delivery attempt failed: %s",
            failure.error,
            extra={"ctx": dict(ctx, key=item.key, attempt=item.attempts + 1)},
            exc_info=_unexpected(exc),
        )
        try:
            if await self.app.deliveries.failed(item, failure):
                await self.give_up_note(item)
        except Exception:
            log.exception("could not record a failed delivery", extra={"ctx": {"key": item.key}})

    async def give_up_note(self, item: Item) -> None:
        """Tell the player to act that the bot cannot post in the game's channel: in the lobby
        channel of the game's thread, else by DM. Once per given-up item."""
        found = await self.app.deliveries.fallback_note(item)
        if found is None:
            return
        user_id, channel_id, text = found
        quiet = discord.AllowedMentions(users=[discord.Object(user_id)], everyone=False, roles=False)
        try:
            if channel_id is not None:
                channel = await self.channels.messageable(channel_id)
                if channel is not None:
                    await channel.send(content=content(text), allowed_mentions=quiet, nonce=nonce(item.key + ":note"))
                    return
            client = self.channels.client
            user = client.get_user(user_id) or await client.fetch_user(user_id)
            await user.send(content=content(text), allowed_mentions=discord.AllowedMentions.none())
        except Exception as exc:
            log.warning("could not tell the player another way: %s", exc, extra={"ctx": {"key": item.key}})

    async def post_battle(
        self,
        channel: Any,
        message_id: int | None,
        battle: BattleLog,
        *,
        interaction: discord.Interaction[Any] | None = None,
        outbox_id: int | None = None,
        game_id: int | None = None,
        shown_line: str | None = None,
    ) -> None:
        """Post a battle at once, its outbox item claimed (a battle nobody queued is simply
        posted); left to the drain when the item cannot be claimed or a step fails.
        ``shown_line``: its line, shown in the turn message already ("": none was)."""
        item: Item | None = None
        if outbox_id is not None:
            try:
                item = await self.app.deliveries.claim_key(battle_key(outbox_id))
            except Exception:
                log.exception("could not claim a battle's outbox item", extra={"ctx": {"outbox": outbox_id}})
                return
            if item is None:
                return  # posted already, or an earlier item of the game waits: the drain posts it
        faults.reset()
        try:
            async with self.holding([item] if item is not None else []):
                progress = await self.battles.post_battle(
                    channel,
                    message_id,
                    battle,
                    interaction=interaction,
                    outbox_id=outbox_id,
                    game_id=game_id,
                    shown_line=shown_line,
                )
            if item is not None:
                if progress.done:
                    await self.item_done(item)
                    if game_id is not None:  # the changes that waited for this battle
                        await self.follow_on(game_id)
                else:
                    await self.item_failed(item, faults.DeliveryFailed(faults.noted("a battle step failed")), {})
        except Exception as exc:
            await self.item_failed(item, exc, {"outbox": outbox_id, "game": game_id})
            return
        await self.post_game_end(game_id)  # the battle that ended a league game: its rating changes

    async def deliver_item(self, item: Item) -> None:
        """Deliver one claimed outbox item (the drain's work): done, or tried again later."""
        ctx = {"key": item.key, "game": item.game_id}
        faults.reset()
        try:
            if item.kind == "turn":
                reply, covered = await self.app.deliveries.turn_reply(item)
                if reply is None:  # shown already, or the game is gone
                    await self.item_done(item)
                    return
                outcome = await self.deliver_live(reply, item=item, covered=covered)
                if outcome is None:  # not a live change here (a loud channel): a post of its own
                    if await self.post_to_channel(item.channel_id, reply, key=item.key) is None:
                        raise faults.DeliveryFailed(faults.noted("posting the turn failed"))
                    await self.item_done(item)
                return
            if item.kind == "battle":
                await self._deliver_battle(item)
                return
            if item.kind == "ai":  # the computer player's turns, handed over or left by a dead process
                await self.post_ai_turns(item.channel_id, item)
                return
            if item.kind == "thread":
                if await self.threads.recreate_game_thread(int(item.payload["thread"])):
                    await self.item_done(item)
                    return
                raise faults.DeliveryFailed(faults.noted("the game's new thread could not be made"))
            if item.kind == "post":
                post = await self.app.deliveries.stored_post(item)
                if post is None or await self.post_to_channel(post.channel_id, post.reply, key=item.key) is not None:
                    await self.item_done(item)
                    return
                raise faults.DeliveryFailed(faults.noted("the post failed"))
            if item.kind == "reminder":
                post = await self.app.deliveries.reminder_post(item)
                if post is None or await self.post_reminder(post, key=item.key):
                    await self.item_done(item)
                    return
                raise faults.DeliveryFailed(faults.noted("posting the reminder failed"))
            log.warning("an outbox item of an unknown kind is given up", extra={"ctx": ctx})
            await self.app.deliveries.failed(item, faults.Failure(f"unknown kind {item.kind}", permanent=True))
        except Exception as exc:
            await self.item_failed(item, exc, ctx)

    async def _deliver_battle(self, item: Item) -> None:
        post_id = int(item.payload.get("post", 0))
        post = await self.app.outbox.battle_post_row(post_id)
        if post is None or post.status != PENDING:
            await self.item_done(item)
            return
        if await self.battles.resume_battle(post):
            await self.item_done(item)
            if item.game_id is not None:  # the changes that waited for this battle
                await self.follow_on(item.game_id)
            return
        raise faults.DeliveryFailed(faults.noted("a battle step failed"))

    async def game_thread_deleted(self, thread_id: int) -> None:
        """A running game's thread was deleted: its recreation is an outbox item (queued now,
        done at once when Discord lets it, else tried again by the drain; given up, the
        players are told in the lobby or by DM), so that no game is stranded."""
        try:
            key = await self.app.deliveries.queue_thread(thread_id)
            item = await self.app.deliveries.claim_key(key) if key is not None else None
        except Exception:
            log.exception("could not queue a game thread's recreation", extra={"ctx": {"thread": thread_id}})
            return
        if item is not None:
            await self.deliver_item(item)

    async def post_own(self, post: ChannelPost, scope: str, scope_id: int) -> bool:
        """A post the bot makes on its own, through the outbox: queued, then delivered at once
        if this process can (the drain tries again later otherwise). ``True`` once posted."""
        try:
            key = await self.app.deliveries.queue_post(post, scope, scope_id)
            item = await self.app.deliveries.claim_key(key)
        except Exception:
            log.exception("could not queue a post", extra={"ctx": {"channel": post.channel_id}})
            return await self.post_to_channel(post.channel_id, post.reply) is not None
        if item is None:
            return False
        faults.reset()
        try:  # the reply in hand, pictures included (a retry by the drain posts its words only)
            if await self.post_to_channel(post.channel_id, post.reply, key=key) is None:
                raise faults.DeliveryFailed(faults.noted("the post failed"))
        except Exception as exc:
            await self.item_failed(item, exc, {"key": key, "channel": post.channel_id})
            return False
        await self.item_done(item)
        return True

    async def post_reminder(self, post: ChannelPost, key: str | None = None) -> bool:
        """Post a reminder: to the user's DMs when they chose so (to the channel, with a ping,
        when Discord refuses the DM), else in the channel with a link to the live turn
        message. ``False`` if it could not be posted (HTTP failures; others raise)."""
        if post.dm_user_id is not None and await self._direct(post.dm_user_id, post.reply):
            return True
        reply = post.reply
        if post.dm_user_id is not None:  # the DM was refused: tell them in the channel instead
            reply = Reply(f"{mention(post.dm_user_id)} {reply.text}", mentions=[post.dm_user_id])
        reply = await self.live.pointing_to_live(reply)
        return await self.post_to_channel(post.channel_id, reply, key=key) is not None

    async def _direct(self, user_id: int, reply: Reply) -> bool:
        """Send ``reply``'s text to the user's direct messages; False if Discord refuses
        (DMs closed, unknown user)."""
        try:
            client = self.channels.client
            user = client.get_user(user_id) or await client.fetch_user(user_id)
            await user.send(content=reply.text[:2000], allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as exc:
            log.info("reminder DM refused: %s", exc, extra={"ctx": {"user": user_id}})
            return False
        return True

    async def post_to_channel(self, channel_id: int, reply: Reply, key: str | None = None) -> discord.Message | None:
        """Post a reply the bot makes on its own (a reminder, the computer player's turn) into a
        channel by id, then its battle. ``key``: the outbox item it delivers (its nonce)."""
        channel = await self.channels.messageable(channel_id)
        if channel is None:
            return None
        message = await self.channels.send_to(channel, reply, nonce=nonce(key) if key else None)
        if message is not None and key is None:
            await self.settle_turn(reply)
        if message is not None and reply.battle is not None:
            await self.post_battle(channel, message.id, reply.battle, outbox_id=reply.outbox_id, game_id=reply.game_id)
        return message

    async def post_ai_turns(self, channel_id: int, item: Item | None = None) -> None:
        """Let the computer player act in the channel's game (if it waits for it) and post
        what it did, battles in threads. One process at a time plays a game's computer
        turns: the game's ``ai`` outbox item is leased (``item``: by the drain already) and
        renewed while it plays; a stretch that must stop (its bound, a failure, a lost lease)
        hands the item over to the drain, which goes on. Never fails the interaction."""
        try:
            game_id = item.game_id if item is not None else await self.app.live.live_game_id(channel_id)
            if game_id is None:
                if item is not None:
                    await self.item_done(item)
                return
            while True:
                if item is None:
                    if not await self.app.ai.waits_for_ai(channel_id):
                        return
                    item = await self.app.deliveries.lease_ai(game_id, channel_id)
                    if item is None:
                        return  # another process (or task) plays them now
                finished, progressed = await self._ai_stretch(channel_id, item)
                if not finished:
                    return  # handed over (the drain goes on), or the lease was lost
                await self.item_done(item)
                if not progressed:
                    return
                # a person may have acted while the lease was held, and been turned away: look again
                item = None
        except Exception as exc:  # the drain tries again later (backoff), and gives up in the end
            await self.item_failed(item, exc, {"channel": channel_id, "computer": True})

    async def _ai_stretch(self, channel_id: int, item: Item) -> tuple[bool, bool]:
        """One stretch of the computer's actions under the game's lease, its replies shown:
        whether it finished (a person must act; else the work is handed over), and whether
        it did anything."""
        lost = False

        async def keep() -> bool:
            nonlocal lost
            if not lost:
                try:
                    lost = item.id not in await self.app.deliveries.renew([item.id])
                except Exception:  # the database is away: stop here, the drain goes on later
                    log.exception("could not renew the computer player's lease", extra={"ctx": {"key": item.key}})
                    lost = True
            return not lost

        stretch = await self.app.ai.ai_stretch(channel_id, keep=keep)
        for reply in stretch.replies:
            if reply.ephemeral:
                continue
            if await self.deliver_live(reply) is None:
                if reply.game_id is not None and self.live.quiet:
                    # not a change the live message takes (shown already): never a second message
                    log.info("a computer reply already shown is dropped", extra={"ctx": {"game": reply.game_id}})
                    continue
                await self.post_to_channel(channel_id, reply)
        progressed = bool(stretch.actions or stretch.replies)
        if stretch.finished:
            return True, progressed
        if not lost:
            await self.app.deliveries.hand_over(item)
        return False, progressed


def _unexpected(exc: BaseException) -> bool:
    """Whether a failure deserves its traceback in the log (a program error, not Discord's)."""
    return not isinstance(exc, (discord.DiscordException, faults.DeliveryFailed, *faults.TRANSIENT_ERRORS))
