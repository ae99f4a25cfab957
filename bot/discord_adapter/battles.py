"""Battles posted step by step: a thread on the turn's message, one post per initiative
segment (text and image), the summary, the archive, then a line with the link in the turn
message (or the channel). Each step is recorded in the outbox, so a failure or a restart
goes on where the posting stopped, in the same thread."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

import discord

import bot.discord_adapter.faults as faults
import i18n
from bot.discord_adapter.channels import content, files, thread_name
from bot.discord_adapter.languages import Languages
from bot.discord_adapter.live import LiveTurnMessages, nonce
from bot.discord_adapter.notices import Notices
from bot.replies import BattleLog
from bot.storage.base import BattlePost
from bot.usecases.ports import UseCases

log = logging.getLogger("bot.discord")

UNKNOWN_CHANNEL = 10003  # Discord's error code for a deleted (or never existing) channel
THREAD_ARCHIVE_MINUTES: Literal[60, 1440, 4320, 10080] = 1440


@dataclass(slots=True)
class BattleProgress:
    """How far the posting of one battle got (mirrors its stored :class:`BattlePost`).

    ``delivered`` counts the log's posts sent, plus one once the finish (summary, archive)
    is done; ``done`` is set when the channel's link is posted too (or the battle given up).
    ``outbox_id`` is ``None`` for a battle nobody queued (``/hexhistory battle`` posts one again).
    """

    outbox_id: int | None
    delivered: int = 0
    thread_id: int | None = None
    message_id: int | None = None
    done: bool = False
    game_id: int | None = None


class BattlePoster:
    """Posts battles into threads and records each step (see the module docstring)."""

    def __init__(
        self,
        client: discord.Client,
        app: UseCases,
        live: LiveTurnMessages,
        notices: Notices,
        languages: Languages,
    ) -> None:
        self.client = client
        self.app = app
        self.live = live
        self.notices = notices
        self.languages = languages

    async def post_battle(
        self,
        channel: Any,
        message_id: int | None,
        battle: BattleLog,
        *,
        interaction: discord.Interaction[Any] | None = None,
        outbox_id: int | None = None,
        game_id: int | None = None,
    ) -> BattleProgress:
        """Post ``battle`` into a thread on message ``message_id``, archive it, link it in the
        channel; how far it got (``done``: complete).

        In a thread (no threads within threads) or without thread permissions, the segments
        are posted in the channel itself. With ``outbox_id`` (the battle post the use cases
        queued) every step is recorded, so that :meth:`resume_battle` can finish the
        posting after a failure or a restart.
        """
        progress = BattleProgress(outbox_id, message_id=message_id, game_id=game_id)
        if message_id is not None:
            await self._record(progress, message_id=message_id)
        await self._post_battle(channel, battle, progress, interaction=interaction)
        return progress

    async def resume_battles(self, posts: Sequence[BattlePost]) -> int:
        """Finish the battle posts a previous run left pending; returns how many were completed."""
        completed = 0
        for post in posts:
            try:
                if await self.resume_battle(post):
                    completed += 1
            except Exception:  # one broken post must not stop the others
                log.exception("resuming a battle post failed", extra={"ctx": _post_context(post)})
        if posts:
            log.info("pending battles resumed", extra={"ctx": {"pending": len(posts), "completed": completed}})
        return completed

    async def resume_battle(self, post: BattlePost) -> bool:
        """Post what is left of one pending battle: the segments not yet delivered, in the
        stored thread when it still exists, then the summary, the archive and the channel's
        link. ``True`` once it is complete; a deleted channel gives it up (also ``True``)."""
        ctx = _post_context(post)
        channel: Any = self.client.get_channel(post.channel_id)
        if channel is None:
            try:
                channel = await self.client.fetch_channel(post.channel_id)
            except discord.NotFound:
                log.warning("the channel of a pending battle is gone: giving the battle up", extra={"ctx": ctx})
                await self.app.outbox.mark_battle_done(post.id)
                return True
            except discord.HTTPException as exc:
                faults.note(exc)
                log.warning("cannot reach the channel of a pending battle: %s", exc, extra={"ctx": ctx})
                return False
        if not isinstance(channel, discord.abc.Messageable):
            log.warning(
                "the channel of a pending battle cannot hold messages: giving the battle up", extra={"ctx": ctx}
            )
            await self.app.outbox.mark_battle_done(post.id)
            return True
        battle = await self.app.outbox.battle_post(post.id)
        progress = BattleProgress(post.id, post.delivered, post.thread_id, post.message_id, game_id=post.game_id)
        log.info("resuming a battle post", extra={"ctx": ctx})
        await self._post_battle(channel, battle, progress)
        return progress.done

    async def _post_battle(
        self,
        channel: Any,
        battle: BattleLog,
        progress: BattleProgress,
        *,
        interaction: discord.Interaction[Any] | None = None,
    ) -> discord.Thread | None:
        """Deliver the steps of ``battle`` that ``progress`` has not done yet.

        The steps: open the thread, each post of the log, the finish (summary, archive),
        the channel's one-line link. A Discord failure stops here and leaves the rest for
        the next start; a deleted channel gives the battle up.
        """
        ctx = {
            "channel": getattr(channel, "id", None),
            "message": progress.message_id,
            "battle": battle.title,
            "outbox": progress.outbox_id,
        }
        thread: discord.Thread | None = None
        starter = progress.message_id  # the message to open the thread on
        if progress.thread_id is not None:
            try:
                thread = await self._stored_thread(progress.thread_id)
            except discord.HTTPException as exc:
                faults.note(exc)
                log.warning("cannot reach the battle thread: %s", exc, extra={"ctx": ctx})
                return None
            if thread is None:
                log.warning("the battle thread is gone: posting the battle again", extra={"ctx": ctx})
                await self._record(progress, restart=True)
                starter = None  # the turn's message already had its thread: a thread of its own
        if thread is None and progress.delivered == 0:
            # Nothing posted yet: open the thread (earlier posts without one went to the channel).
            thread = await self._open_thread(channel, battle, starter, interaction)
            if thread is not None:
                await self._record(progress, thread_id=thread.id)
        target = thread if thread is not None else channel
        quiet = discord.AllowedMentions.none()
        # In a game's own thread (no thread within a thread) each segment answers the turn's message.
        answer_to = None
        if thread is None and progress.message_id is not None and isinstance(channel, discord.Thread):
            answer_to = discord.MessageReference(
                message_id=progress.message_id, channel_id=channel.id, fail_if_not_exists=False
            )
        followers = await self._followers(progress.game_id)
        for index in range(progress.delivered, len(battle.posts)):
            post = battle.posts[index]
            text, mentions = post.text, quiet
            if followers and index == len(battle.posts) - 1:  # followers are pinged on the result
                text = text + "\n" + " ".join(f"<@{uid}>" for uid in followers)
                mentions = discord.AllowedMentions(
                    everyone=False, roles=False, users=[discord.Object(u) for u in followers], replied_user=False
                )
            extra: dict[str, Any] = {"reference": answer_to} if answer_to is not None else {}
            if progress.outbox_id is not None:  # the same step tried again is not posted twice
                extra["nonce"] = nonce(f"battle:{progress.outbox_id}:{progress.thread_id}:{index}")
            try:
                await target.send(
                    content=content(text),
                    files=files([post.image] if post.image else []),
                    allowed_mentions=mentions,
                    **extra,
                )
            except discord.HTTPException as exc:
                await self._battle_failure(interaction, exc, "posting a battle segment", target, progress, ctx)
                return thread
            await self._record(progress, delivered=index + 1)
        if progress.delivered == len(battle.posts):  # the finish: summary (unless the result said it), archive
            summary_posted = bool(battle.posts) and bool(battle.summary) and battle.summary in battle.posts[-1].text
            try:
                if battle.summary and not summary_posted:
                    await target.send(content=content(f"**{battle.summary}**"), allowed_mentions=quiet)
            except discord.HTTPException as exc:
                await self._battle_failure(interaction, exc, "posting the battle summary", target, progress, ctx)
                return thread
            if thread is not None:
                try:
                    await thread.edit(archived=True)
                except discord.HTTPException as exc:  # it archives itself after a day anyway
                    log.warning("could not archive the battle thread: %s", exc, extra={"ctx": ctx})
            await self._record(progress, delivered=len(battle.posts) + 1)
        if self.live.quiet and progress.game_id is not None:  # the summary (and link) goes in the turn message
            lang = await self.languages.public_lang(channel, interaction)
            summary = battle.summary or battle.title
            if thread is not None:
                line = i18n.t(lang, "quiet-battle-line", summary=summary, url=thread.jump_url)
            else:
                line = i18n.t(lang, "quiet-battle-line-here", summary=summary)
            await self.live.add_live_line(progress.game_id, " ".join(line.split()))
        elif thread is not None:
            lang = await self.languages.public_lang(channel, interaction)
            line = i18n.t(lang, "dc-battle-link", summary=battle.summary or battle.title, url=thread.jump_url)
            try:
                await channel.send(content=content(line), allowed_mentions=quiet)
            except discord.HTTPException as exc:
                await self._battle_failure(interaction, exc, "linking the battle thread", channel, progress, ctx)
                return thread
        await self._finish(progress)
        log.info("battle posted", extra={"ctx": dict(ctx, thread=thread.id if thread else None)})
        return thread

    async def _followers(self, game_id: int | None) -> list[int]:
        if game_id is None:
            return []
        try:
            return list(await self.app.live.followers_of(game_id))
        except Exception:
            log.exception("could not read the game's followers", extra={"ctx": {"game": game_id}})
            return []

    async def _open_thread(
        self,
        channel: Any,
        battle: BattleLog,
        message_id: int | None,
        interaction: discord.Interaction[Any] | None,
    ) -> discord.Thread | None:
        """A new public thread for the battle: on the turn's message when known, else on its own.
        ``None`` where threads are impossible (in a thread, missing permissions, refused)."""
        if not isinstance(channel, discord.TextChannel):
            return None
        perms = self.notices.my_permissions(channel, interaction)
        missing = [p for p in ("create_public_threads", "send_messages_in_threads") if perms and not getattr(perms, p)]
        if missing:
            await self.notices.report_missing(
                channel, missing, interaction, consequence="dc-missing-consequence-battles"
            )
            return None
        name = thread_name(
            battle.title, i18n.t(await self.languages.public_lang(channel, interaction), "dc-thread-battle")
        )
        try:
            if message_id is not None:
                return await channel.get_partial_message(message_id).create_thread(
                    name=name, auto_archive_duration=THREAD_ARCHIVE_MINUTES
                )
            return await channel.create_thread(
                name=name, auto_archive_duration=THREAD_ARCHIVE_MINUTES, type=discord.ChannelType.public_thread
            )
        except discord.HTTPException as exc:
            await self.notices.api_failure(interaction, exc, "opening a battle thread", channel=channel)
            return None

    async def _stored_thread(self, thread_id: int) -> discord.Thread | None:
        """The battle's thread from an earlier attempt; ``None`` if it was deleted (other failures raise)."""
        cached = self.client.get_channel(thread_id)
        if isinstance(cached, discord.Thread):
            return cached
        try:
            fetched = await self.client.fetch_channel(thread_id)
        except discord.NotFound:
            return None
        return fetched if isinstance(fetched, discord.Thread) else None

    async def _battle_failure(
        self,
        interaction: discord.Interaction[Any] | None,
        exc: discord.HTTPException,
        doing: str,
        target: Any,
        progress: BattleProgress,
        ctx: dict[str, Any],
    ) -> None:
        """Log a refused battle step; the battle stays pending unless the channel is gone."""
        await self.notices.api_failure(interaction, exc, doing, channel=target)
        if isinstance(exc, discord.NotFound) and exc.code == UNKNOWN_CHANNEL and not isinstance(target, discord.Thread):
            log.warning("the battle's channel is gone: giving the battle up", extra={"ctx": ctx})
            await self._finish(progress)
        elif progress.outbox_id is not None:
            log.info("battle left pending for the outbox", extra={"ctx": dict(ctx, delivered=progress.delivered)})

    async def _record(
        self,
        progress: BattleProgress,
        *,
        delivered: int | None = None,
        thread_id: int | None = None,
        message_id: int | None = None,
        restart: bool = False,
    ) -> None:
        """Note a delivered step in ``progress`` and, for a queued battle, in the database."""
        if restart:
            progress.delivered, progress.thread_id = 0, None
        progress.delivered = progress.delivered if delivered is None else delivered
        progress.thread_id = progress.thread_id if thread_id is None else thread_id
        progress.message_id = progress.message_id if message_id is None else message_id
        if progress.outbox_id is None:
            return
        try:
            if restart:
                await self.app.outbox.restart_battle_post(progress.outbox_id)
            else:
                await self.app.outbox.mark_battle_progress(
                    progress.outbox_id, delivered=delivered, thread_id=thread_id, message_id=message_id
                )
        except Exception:  # the posting goes on; at worst a restart posts a step twice
            log.exception("could not record a battle's progress", extra={"ctx": {"outbox": progress.outbox_id}})

    async def _finish(self, progress: BattleProgress) -> None:
        """The battle is completely posted (or given up): no longer pending."""
        progress.done = True
        if progress.outbox_id is None:
            return
        try:
            await self.app.outbox.mark_battle_done(progress.outbox_id)
        except Exception:
            log.exception("could not mark a battle as posted", extra={"ctx": {"outbox": progress.outbox_id}})


def _post_context(post: BattlePost) -> dict[str, Any]:
    return {"outbox": post.id, "game": post.game_id, "channel": post.channel_id, "delivered": post.delivered}
