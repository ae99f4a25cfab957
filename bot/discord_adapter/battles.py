"""Battles posted step by step: a thread on the turn's message, the initiative segments
(text and image) gathered into as few posts as Discord takes (ten files and 2,000
characters a message: :func:`batches`), the summary unless the result said it, then a line
with the link in the turn message (or the channel) — in a quiet channel that line went
into the turn message with the action already, and nothing more is edited. Each step is
recorded in the outbox, so a failure or a restart goes on where the posting stopped, in the
same thread. The thread is not archived by a call of its own: it is opened with Discord's
shortest auto-archive (an hour without posts), which saves a call per battle."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

import discord

import bot.discord_adapter.faults as faults
import i18n
from bot.discord_adapter.channels import MAX_CONTENT, content, files, thread_name
from bot.discord_adapter.languages import Languages
from bot.discord_adapter.layout import build_layout, message_accent, message_text
from bot.discord_adapter.live import LiveTurnMessages, battle_line, nonce, thread_url
from bot.discord_adapter.notices import Notices
from bot.replies import BattleLog, Reply, SegmentPost
from bot.storage.base import BattlePost
from bot.usecases.ports import UseCases

log = logging.getLogger("bot.discord")

UNKNOWN_CHANNEL = 10003  # Discord's error code for a deleted (or never existing) channel
# A battle's thread archives itself an hour after its last post (Discord's shortest): no
# archive call of its own (docs/discord.md, "the bot's calls per turn").
THREAD_ARCHIVE_MINUTES: Literal[60, 1440, 4320, 10080] = 60
MAX_FILES = 10  # files in one message
GONE_AGAIN_S = 0.25  # a thread Discord says is gone is asked for again after this long
SEPARATOR = "\n\n"  # between the segments of one post


def batches(posts: Sequence[SegmentPost], start: int = 0, reserve: int = 0) -> list[tuple[int, int]]:
    """The log's posts from ``start`` on, gathered into messages: ``(first, end)`` ranges,
    each at most :data:`MAX_FILES` images and :data:`MAX_CONTENT` characters (the last one
    ``reserve`` fewer: the followers' pings). Greedy from ``start``, so a resumed posting
    gathers the rest as the first attempt would have; a post too long alone is alone."""
    out: list[tuple[int, int]] = []
    first = start
    while first < len(posts):
        end, size, images = first, 0, 0
        while end < len(posts):
            post = posts[end]
            grown = size + (len(SEPARATOR) if end > first else 0) + len(post.text)
            limit = MAX_CONTENT - (reserve if end == len(posts) - 1 else 0)
            if end > first and (grown > limit or images + bool(post.image) > MAX_FILES):
                break
            size, images, end = grown, images + bool(post.image), end + 1
        out.append((first, end))
        first = end
    return out


@dataclass(slots=True)
class BattleProgress:
    """How far the posting of one battle got (mirrors its stored :class:`BattlePost`).

    ``delivered`` counts the log's posts sent, plus one once the finish (the summary) is
    done; ``done`` is set when the channel's link is posted too (or the battle given up).
    ``outbox_id`` is ``None`` for a battle nobody queued (``/hexhistory battle`` posts one again).
    ``line``: the battle's line the turn message showed with the action ("": none; ``None``:
    not known, a posting resumed after a restart).
    """

    outbox_id: int | None
    delivered: int = 0
    thread_id: int | None = None
    message_id: int | None = None
    done: bool = False
    game_id: int | None = None
    line: str | None = None


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
        shown_line: str | None = None,
    ) -> BattleProgress:
        """Post ``battle`` into a thread on message ``message_id``, archive it, link it in the
        channel; how far it got (``done``: complete).

        In a thread (no threads within threads) or without thread permissions, the segments
        are posted in the channel itself. With ``outbox_id`` (the battle post the use cases
        queued) every step is recorded, so that :meth:`resume_battle` can finish the
        posting after a failure or a restart.
        """
        progress = BattleProgress(outbox_id, message_id=message_id, game_id=game_id, line=shown_line)
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
        ping = " ".join(f"<@{uid}>" for uid in followers)
        for first, end in batches(battle.posts, progress.delivered, len(ping) + 1 if ping else 0):
            gathered = battle.posts[first:end]
            text, mentions = SEPARATOR.join(post.text for post in gathered), quiet
            if followers and end == len(battle.posts):  # followers are pinged on the result
                text = text + "\n" + ping
                mentions = discord.AllowedMentions(
                    everyone=False, roles=False, users=[discord.Object(u) for u in followers], replied_user=False
                )
            extra: dict[str, Any] = {"reference": answer_to} if answer_to is not None else {}
            if progress.outbox_id is not None:  # the same step tried again is not posted twice
                extra["nonce"] = nonce(f"battle:{progress.outbox_id}:{progress.thread_id}:{first}")
            try:
                await target.send(
                    content=content(text),
                    files=files([post.image for post in gathered if post.image]),
                    allowed_mentions=mentions,
                    **extra,
                )
            except discord.HTTPException as exc:
                await self._battle_failure(interaction, exc, "posting a battle segment", target, progress, ctx)
                return thread
            await self._record(progress, delivered=end)
        if progress.delivered == len(battle.posts):  # the finish: the summary, unless the result said it
            summary_posted = bool(battle.posts) and bool(battle.summary) and battle.summary in battle.posts[-1].text
            try:
                if battle.summary and not summary_posted:
                    await target.send(content=content(f"**{battle.summary}**"), allowed_mentions=quiet)
            except discord.HTTPException as exc:
                await self._battle_failure(interaction, exc, "posting the battle summary", target, progress, ctx)
                return thread
            await self._record(progress, delivered=len(battle.posts) + 1)
        if self.live.quiet and progress.game_id is not None:  # the summary (and link) goes in the turn message
            lang = await self.languages.public_lang(channel, interaction)
            summary = battle.summary or battle.title
            line = battle_line(lang, summary, thread.jump_url if thread is not None else None)
            # The line the turn message may show already (the action's own edit foresaw it):
            # a thread on the turn's message, or the posts here; a wrong guess is replaced.
            guessed = {battle_line(lang, summary, None)}
            if progress.message_id is not None and isinstance(channel, discord.TextChannel):
                guessed.add(battle_line(lang, summary, thread_url(channel.guild.id, progress.message_id)))
            # Shown with the action already (or read back after a restart), or corrected in the
            # closed message that foresaw it wrongly; else added to the live message.
            shown = progress.line == line or (progress.line is None and await self._shown(channel, progress, line))
            shown = shown or bool(progress.line and await self._correct_closed(channel, progress, progress.line, line))
            if not shown and not await self.live.add_live_line(progress.game_id, line, replacing=guessed - {line}):
                return thread  # the posts are recorded: the outbox adds the line later
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

    async def _shown(self, channel: Any, progress: BattleProgress, line: str) -> bool:
        """After a restart: whether the turn message the battle's thread hangs on (closed
        since, perhaps) shows its line already — read back once, as nothing in memory says."""
        if progress.message_id is None or not hasattr(channel, "fetch_message"):
            return False
        try:
            message = await channel.fetch_message(progress.message_id)
        except discord.HTTPException:
            return False
        return line in message_text(message)

    async def _correct_closed(self, channel: Any, progress: BattleProgress, wrong: str, line: str) -> bool:
        """The action closed the turn's message with a line foreseen wrongly (Discord refused
        the thread): that message is corrected in place. ``False`` when the message is the
        live one (its stored lines are corrected with it, by the caller) or cannot be."""
        if progress.message_id is None or progress.game_id is None or not hasattr(channel, "fetch_message"):
            return False
        try:
            live = await self.app.live.live_message(progress.game_id)
            if live is not None and live.message_id == progress.message_id:
                return False
            message = await channel.fetch_message(progress.message_id)
            text = message_text(message)
            if wrong not in text:
                return False
            closed = Reply(
                text.replace(wrong, line), panel=True, accent=message_accent(message)
            )  # no board, no buttons
            await message.edit(
                content=None, view=build_layout(closed), attachments=[], allowed_mentions=discord.AllowedMentions.none()
            )
            return True
        except discord.HTTPException as exc:
            log.warning("could not correct a battle's line: %s", exc, extra={"ctx": {"message": progress.message_id}})
            return False
        except Exception:
            log.exception("could not correct a battle's line", extra={"ctx": {"message": progress.message_id}})
            return False

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
        """The battle's thread from an earlier attempt; ``None`` if it was deleted: Discord
        says so twice, a moment apart (a stray 404 would post the battle a second time);
        other failures raise."""
        cached = self.client.get_channel(thread_id)
        if isinstance(cached, discord.Thread):
            return cached
        for attempt in range(2):
            try:
                fetched = await self.client.fetch_channel(thread_id)
            except discord.NotFound:
                if attempt:
                    return None
                await asyncio.sleep(GONE_AGAIN_S)
                continue
            return fetched if isinstance(fetched, discord.Thread) else None
        return None

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
