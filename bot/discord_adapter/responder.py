"""Turning the service's replies into Discord messages, within Discord's rules.

The :class:`Responder` is the only place that talks to Discord on the bot's behalf:

* **answer in time**: a slash command or a click is deferred *before* the use case runs
  (the use case renders images), so Discord gets its acknowledgement within 3 seconds;
  the answer then follows. Cheap text commands answer at once.
* **visibility**: a :class:`~bot.replies.Reply` marked ephemeral goes to the acting user only.
  When a command was deferred publicly and the reply turns out to be a player mistake, the
  public "thinking…" message is deleted and the explanation sent ephemerally.
* **mentions**: only the users listed in ``Reply.mentions`` are pinged (the bot's default
  is to ping nobody).
* **battles**: a reply with a :class:`~bot.replies.BattleLog` gets a thread on that turn's
  message, one post per initiative segment (text and image), the summary, then the thread
  is archived and the channel gets a one-line summary linking to it. Each step is recorded
  in the service's outbox (``Reply.outbox_id``); a failure leaves the rest pending and the
  next start finishes it (:meth:`Responder.resume_battles`), in the same thread.
* **languages**: each interaction's work runs in :func:`bot.locale.acting` for the user
  who acted (their stored preference, else their Discord locale), so private texts speak
  their language; what the responder itself posts publicly (permission notices, battle
  links) speaks the game's language, else the server's preferred locale.
* **failures**: Discord API errors are logged with context and never reach the game (the
  service has stored the game before anything is posted); a missing permission is told to
  the channel once, in plain words; program errors are logged and answered generically.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

import discord
from discord.utils import MISSING

import i18n
from bot.discord_adapter.buttons import build_view
from bot.discord_adapter.errors import GENERIC_ERROR, interaction_context, is_missing_permission, permission_names
from bot.locale import acting, vt
from bot.replies import BattleLog, Image, Reply
from bot.storage.base import BattlePost

log = logging.getLogger("bot.discord")

MAX_CONTENT = 2000
UNKNOWN_CHANNEL = 10003  # Discord's error code for a deleted (or never existing) channel
THREAD_ARCHIVE_MINUTES: Literal[60, 1440, 4320, 10080] = 1440
_DEFER_KEY = "hexbot.deferred"  # interaction.extras: "public", "ephemeral" or "update"

Work = Callable[[], Awaitable[Reply | Sequence[Reply]]]


def _content(text: str) -> str:
    text = text or ""
    return text if len(text) <= MAX_CONTENT else text[: MAX_CONTENT - 1] + "…"


def _files(images: Sequence[Image]) -> list[discord.File]:
    return [
        discord.File(io.BytesIO(img.data), filename=img.filename, description=img.description or None)
        for img in images[:10]
    ]


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


def allowed_mentions(reply: Reply) -> discord.AllowedMentions:
    """Ping exactly the users the reply names in ``mentions``; never roles or @everyone."""
    users: list[discord.abc.Snowflake] | bool = [discord.Object(uid) for uid in dict.fromkeys(reply.mentions)]
    return discord.AllowedMentions(everyone=False, roles=False, users=users or False, replied_user=False)


class Responder:
    """Answers interactions with replies, posts battles and reminders; one per bot.

    ``client`` is the discord.py client (to reach channels by id); ``service`` the use
    cases (:class:`bot.service.GameService`)."""

    def __init__(self, client: discord.Client, service: Any) -> None:
        self.client = client
        self.service = service
        self._permission_reports: set[tuple[int, str]] = set()

    # ================================================================== languages
    async def viewer_lang(self, interaction: discord.Interaction[Any]) -> str:
        """The language of private answers to ``interaction``'s user: their stored preference
        (``service.viewer_lang``), else their Discord client's locale."""
        locale = str(interaction.locale)
        stored = getattr(self.service, "viewer_lang", None)
        if stored is not None:
            try:
                return i18n.normalize(await stored(interaction.user.id, locale))
            except Exception:
                log.exception("could not read the user's language", extra={"ctx": interaction_context(interaction)})
        return i18n.normalize(locale)

    async def public_lang(self, channel: Any, interaction: discord.Interaction[Any] | None = None) -> str:
        """The language of what the bot posts publicly in ``channel``: its game's (when the
        service tells it, ``service.channel_lang``), else the server's preferred locale."""
        channel_id = getattr(channel, "id", None)
        of_channel = getattr(self.service, "channel_lang", None)
        if of_channel is not None and channel_id is not None:
            try:
                lang = await of_channel(channel_id)
            except Exception:
                log.exception("could not read the channel's language", extra={"ctx": {"channel": channel_id}})
            else:
                if lang:
                    return i18n.normalize(lang)
        if interaction is not None and interaction.guild_locale is not None:
            return i18n.normalize(str(interaction.guild_locale))
        guild = getattr(channel, "guild", None)
        return i18n.normalize(str(getattr(guild, "preferred_locale", "") or ""))

    # ================================================================== slash commands
    async def run_command(
        self,
        interaction: discord.Interaction[Any],
        work: Work,
        *,
        defer: bool = True,
        ephemeral: bool = False,
    ) -> None:
        """Acknowledge ``interaction`` (deferring if ``defer``), run the use case, deliver its replies.

        ``ephemeral`` is the expected visibility of the answer, used for the deferral. The
        work runs in the acting user's language (:func:`bot.locale.acting`), looked up once
        Discord has its acknowledgement.
        """
        if defer and not await self.defer(interaction, ephemeral=ephemeral):
            return
        with acting(await self.viewer_lang(interaction)):
            try:
                result = await work()
            except Exception as exc:  # a program error: the service never raises for mistakes
                await self.report_program_error(interaction, exc)
                return
            replies = [result] if isinstance(result, Reply) else list(result)
            await self.deliver(interaction, replies)

    async def complete(
        self,
        interaction: discord.Interaction[Any],
        fetch: Callable[[], Awaitable[list[tuple[str, str]]]],
    ) -> list[tuple[str, str]]:
        """Autocomplete choices from the service, in the user's language; none if it fails."""
        try:
            with acting(await self.viewer_lang(interaction)):
                return await fetch()
        except Exception:
            log.exception("autocomplete failed", extra={"ctx": interaction_context(interaction)})
            return []

    async def defer(self, interaction: discord.Interaction[Any], *, ephemeral: bool = False) -> bool:
        """Acknowledge now; ``False`` if Discord refused (then nothing else is done)."""
        try:
            if interaction.type is discord.InteractionType.component:
                await interaction.response.defer()
                interaction.extras[_DEFER_KEY] = "update"
            else:
                await interaction.response.defer(thinking=True, ephemeral=ephemeral)
                interaction.extras[_DEFER_KEY] = "ephemeral" if ephemeral else "public"
        except discord.HTTPException as exc:
            log.warning(
                "could not acknowledge the interaction (expired?): %s",
                exc,
                extra={"ctx": interaction_context(interaction)},
            )
            return False
        return True

    # ================================================================== buttons and menus
    async def run_component(
        self, interaction: discord.Interaction[Any], action: str | None, version: int, kind: str
    ) -> None:
        """A click on a button or a choice in a menu (``kind``): acknowledge it (deferred
        update), rerun ``action`` against the stored game with the version the message
        showed (a stale one is answered politely), deliver the replies. A choice on an
        ephemeral preview edits that preview in place, like a click."""
        if action is None:  # Discord always sends the chosen value; nothing to do without one
            with acting(await self.viewer_lang(interaction)):
                await self.tell(interaction, vt("dc-nothing-chosen"))
            return
        if not await self.defer(interaction):
            return
        with acting(await self.viewer_lang(interaction)):
            await self._run_component(interaction, action, version, kind)

    async def _run_component(self, interaction: discord.Interaction[Any], action: str, version: int, kind: str) -> None:
        ctx = interaction_context(interaction)
        try:
            replies = await self.service.run(
                interaction.channel_id,
                interaction.user.id,
                action,
                is_moderator=_is_moderator(interaction),
                version=version or None,
            )
        except Exception as exc:
            await self.report_program_error(interaction, exc)
            return
        log.info("%s %s", kind, action, extra={"ctx": ctx})
        await self.deliver(interaction, list(replies))

    # ================================================================== delivery
    async def deliver(self, interaction: discord.Interaction[Any], replies: Sequence[Reply]) -> None:
        """Send ``replies`` as the answer to ``interaction`` (see the module docstring)."""
        if not replies:
            replies = [Reply(vt("dc-done"), ephemeral=True)]
        posted_public = False
        for index, reply in enumerate(replies):
            try:
                message_id = await self._send_one(interaction, reply, first=index == 0)
            except discord.HTTPException as exc:
                await self._api_failure(interaction, exc, "sending a reply")
                if reply.ephemeral:
                    continue
                message_id = await self._fallback_to_channel(interaction, reply)
            if not reply.ephemeral:
                posted_public = True
            if reply.battle is not None and not reply.ephemeral and interaction.channel is not None:
                await self.post_battle(
                    interaction.channel, message_id, reply.battle, interaction=interaction, outbox_id=reply.outbox_id
                )
        if posted_public and interaction.extras.get(_DEFER_KEY) == "update":
            await self._retire_clicked_message(interaction)
        if posted_public and interaction.channel_id is not None:
            await self.post_ai_turns(interaction.channel_id)

    async def post_ai_turns(self, channel_id: int) -> None:
        """Let the computer player act in the channel's game (if it waits for it) and post
        what it did as channel messages, battles in threads. Never fails the interaction."""
        ai_turns = getattr(self.service, "ai_turns", None)
        if ai_turns is None:
            return
        try:
            replies = await ai_turns(channel_id)
            for reply in replies:
                if not reply.ephemeral:
                    await self.post_to_channel(channel_id, reply)
        except Exception:
            log.exception("the computer player failed", extra={"ctx": {"channel": channel_id}})

    async def _send_one(self, interaction: discord.Interaction[Any], reply: Reply, *, first: bool) -> int | None:
        """Send one reply; return the id of the message it became (when known)."""
        deferred = interaction.extras.get(_DEFER_KEY)
        kwargs: dict[str, Any] = {
            "content": _content(reply.text),
            "allowed_mentions": allowed_mentions(reply),
        }
        view = build_view(reply)
        if not interaction.response.is_done():
            response = await interaction.response.send_message(
                **kwargs, files=_files(reply.images), view=view or MISSING, ephemeral=reply.ephemeral
            )
            resource = getattr(response, "resource", None)
            return getattr(resource, "id", None)
        if first and deferred == "update" and reply.ephemeral and _clicked_ephemeral(interaction):
            # A click on an ephemeral preview: show the new preview in place.
            await interaction.edit_original_response(**kwargs, attachments=_files(reply.images), view=view)
            return None
        if first and deferred in ("public", "ephemeral") and reply.ephemeral != (deferred == "ephemeral"):
            if reply.ephemeral:
                # A public "thinking…" would turn into the private answer: remove it instead.
                await self._delete_original(interaction)
            else:
                lang = await self.public_lang(interaction.channel, interaction)
                await interaction.edit_original_response(content=i18n.t(lang, "dc-posted-below"))
        message = await interaction.followup.send(
            **kwargs, files=_files(reply.images), view=view or MISSING, ephemeral=reply.ephemeral, wait=True
        )
        return message.id

    async def _delete_original(self, interaction: discord.Interaction[Any]) -> None:
        try:
            await interaction.delete_original_response()
        except discord.HTTPException as exc:
            log.warning(
                "could not delete the deferred response: %s", exc, extra={"ctx": interaction_context(interaction)}
            )

    async def _retire_clicked_message(self, interaction: discord.Interaction[Any]) -> None:
        """After a click changed the game, the clicked message's buttons are out of date: remove them."""
        try:
            if _clicked_ephemeral(interaction):
                await interaction.edit_original_response(content=vt("dc-done-see-channel"), attachments=[], view=None)
            else:
                await interaction.edit_original_response(view=None)
        except discord.HTTPException as exc:
            log.info("could not tidy the clicked message: %s", exc, extra={"ctx": interaction_context(interaction)})

    async def _fallback_to_channel(self, interaction: discord.Interaction[Any], reply: Reply) -> int | None:
        """The interaction token failed (expired): post a public reply in the channel instead."""
        channel = interaction.channel
        if not isinstance(channel, discord.abc.Messageable):
            return None
        message = await self.send_to(channel, reply, interaction=interaction)
        return message.id if message else None

    async def tell(self, interaction: discord.Interaction[Any], text: str) -> None:
        """An ephemeral message (already in the user's language) to the acting user, whatever
        state the interaction is in."""
        reply = Reply(text, ephemeral=True)
        try:
            await self._send_one(interaction, reply, first=True)
        except discord.HTTPException as exc:
            log.warning("could not tell the user: %s", exc, extra={"ctx": interaction_context(interaction)})

    async def report_program_error(self, interaction: discord.Interaction[Any], exc: BaseException) -> None:
        log.error(
            "error while handling an interaction",
            exc_info=(type(exc), exc, exc.__traceback__),
            extra={"ctx": interaction_context(interaction)},
        )
        await self.tell(interaction, vt(GENERIC_ERROR))

    # ================================================================== channel posts
    async def send_to(
        self,
        channel: discord.abc.Messageable,
        reply: Reply,
        *,
        interaction: discord.Interaction[Any] | None = None,
    ) -> discord.Message | None:
        """Post ``reply`` in ``channel`` with the bot token; ``None`` if Discord refused."""
        images = reply.images
        perms = self._my_permissions(channel, interaction)
        if images and perms is not None and not perms.attach_files:
            await self.report_missing(channel, ["attach_files"], interaction)
            images = []
        try:
            return await channel.send(
                content=_content(reply.text),
                files=_files(images),
                view=build_view(reply) or MISSING,
                allowed_mentions=allowed_mentions(reply),
            )
        except discord.HTTPException as exc:
            await self._api_failure(interaction, exc, "posting in the channel", channel=channel)
            return None

    async def post_to_channel(self, channel_id: int, reply: Reply) -> discord.Message | None:
        """Post a reply the bot makes on its own (a reminder, the computer player's turn) into a channel by id."""
        channel: Any = self.client.get_channel(channel_id)
        if channel is None:
            try:
                channel = await self.client.fetch_channel(channel_id)
            except discord.HTTPException as exc:
                log.warning("cannot reach channel %s: %s", channel_id, exc, extra={"ctx": {"channel": channel_id}})
                return None
        if not isinstance(channel, discord.abc.Messageable):
            log.warning("channel %s cannot hold messages", channel_id, extra={"ctx": {"channel": channel_id}})
            return None
        message = await self.send_to(channel, reply)
        if message is not None and reply.battle is not None:
            await self.post_battle(channel, message.id, reply.battle, outbox_id=reply.outbox_id)
        return message

    # ================================================================== battles
    async def post_battle(
        self,
        channel: Any,
        message_id: int | None,
        battle: BattleLog,
        *,
        interaction: discord.Interaction[Any] | None = None,
        outbox_id: int | None = None,
    ) -> discord.Thread | None:
        """Post ``battle`` into a thread on message ``message_id``, archive it, link it in the channel.

        In a thread (no threads within threads) or without thread permissions, the segments
        are posted in the channel itself. With ``outbox_id`` (the battle post the service
        queued) every step is recorded, so that :meth:`resume_battle` can finish the
        posting after a failure or a restart.
        """
        progress = BattleProgress(outbox_id, message_id=message_id)
        if message_id is not None:
            await self._record(progress, message_id=message_id)
        return await self._post_battle(channel, battle, progress, interaction=interaction)

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
                await self.service.mark_battle_done(post.id)
                return True
            except discord.HTTPException as exc:
                log.warning(
                    "cannot reach the channel of a pending battle, retrying at the next start: %s",
                    exc,
                    extra={"ctx": ctx},
                )
                return False
        if not isinstance(channel, discord.abc.Messageable):
            log.warning(
                "the channel of a pending battle cannot hold messages: giving the battle up", extra={"ctx": ctx}
            )
            await self.service.mark_battle_done(post.id)
            return True
        battle = await self.service.battle_post(post.id)
        progress = BattleProgress(post.id, post.delivered, post.thread_id, post.message_id)
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
                log.warning("cannot reach the battle thread, retrying at the next start: %s", exc, extra={"ctx": ctx})
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
        for index in range(progress.delivered, len(battle.posts)):
            post = battle.posts[index]
            try:
                await target.send(
                    content=_content(post.text),
                    files=_files([post.image] if post.image else []),
                    allowed_mentions=quiet,
                )
            except discord.HTTPException as exc:
                await self._battle_failure(interaction, exc, "posting a battle segment", target, progress, ctx)
                return thread
            await self._record(progress, delivered=index + 1)
        if progress.delivered == len(battle.posts):  # the finish: summary (unless the result said it), archive
            summary_posted = bool(battle.posts) and bool(battle.summary) and battle.summary in battle.posts[-1].text
            try:
                if battle.summary and not summary_posted:
                    await target.send(content=_content(f"**{battle.summary}**"), allowed_mentions=quiet)
            except discord.HTTPException as exc:
                await self._battle_failure(interaction, exc, "posting the battle summary", target, progress, ctx)
                return thread
            if thread is not None:
                try:
                    await thread.edit(archived=True)
                except discord.HTTPException as exc:  # it archives itself after a day anyway
                    log.warning("could not archive the battle thread: %s", exc, extra={"ctx": ctx})
            await self._record(progress, delivered=len(battle.posts) + 1)
        if thread is not None:
            lang = await self.public_lang(channel, interaction)
            line = i18n.t(lang, "dc-battle-link", summary=battle.summary or battle.title, url=thread.jump_url)
            try:
                await channel.send(content=_content(line), allowed_mentions=quiet)
            except discord.HTTPException as exc:
                await self._battle_failure(interaction, exc, "linking the battle thread", channel, progress, ctx)
                return thread
        await self._finish(progress)
        log.info("battle posted", extra={"ctx": dict(ctx, thread=thread.id if thread else None)})
        return thread

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
        perms = self._my_permissions(channel, interaction)
        missing = [p for p in ("create_public_threads", "send_messages_in_threads") if perms and not getattr(perms, p)]
        if missing:
            await self.report_missing(channel, missing, interaction, consequence="dc-missing-consequence-battles")
            return None
        name = _thread_name(battle.title, i18n.t(await self.public_lang(channel, interaction), "dc-thread-battle"))
        try:
            if message_id is not None:
                return await channel.get_partial_message(message_id).create_thread(
                    name=name, auto_archive_duration=THREAD_ARCHIVE_MINUTES
                )
            return await channel.create_thread(
                name=name, auto_archive_duration=THREAD_ARCHIVE_MINUTES, type=discord.ChannelType.public_thread
            )
        except discord.HTTPException as exc:
            await self._api_failure(interaction, exc, "opening a battle thread", channel=channel)
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
        await self._api_failure(interaction, exc, doing, channel=target)
        if isinstance(exc, discord.NotFound) and exc.code == UNKNOWN_CHANNEL and not isinstance(target, discord.Thread):
            log.warning("the battle's channel is gone: giving the battle up", extra={"ctx": ctx})
            await self._finish(progress)
        elif progress.outbox_id is not None:
            log.info("battle left pending for the next start", extra={"ctx": dict(ctx, delivered=progress.delivered)})

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
                await self.service.restart_battle_post(progress.outbox_id)
            else:
                await self.service.mark_battle_progress(
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
            await self.service.mark_battle_done(progress.outbox_id)
        except Exception:
            log.exception("could not mark a battle as posted", extra={"ctx": {"outbox": progress.outbox_id}})

    # ================================================================== permissions and failures
    def _my_permissions(self, channel: Any, interaction: discord.Interaction[Any] | None) -> discord.Permissions | None:
        if interaction is not None and interaction.channel_id == getattr(channel, "id", None):
            return interaction.app_permissions
        guild = getattr(channel, "guild", None)
        if guild is not None and guild.me is not None and hasattr(channel, "permissions_for"):
            return channel.permissions_for(guild.me)
        return None

    async def report_missing(
        self,
        channel: Any,
        perms: list[str],
        interaction: discord.Interaction[Any] | None = None,
        *,
        consequence: str = "",
    ) -> None:
        """Tell the channel, once per channel and permission set, what the bot is missing
        (in the channel's language; ``consequence`` is a message id: what does not work)."""
        channel_id = getattr(channel, "id", 0)
        key = (channel_id, ",".join(sorted(perms)))
        log.warning("missing permissions %s", perms, extra={"ctx": {"channel": channel_id}})
        if key in self._permission_reports:
            return
        self._permission_reports.add(key)
        lang = await self.public_lang(channel, interaction)
        names = permission_names(perms, lang)
        if consequence:
            text = i18n.t(lang, "dc-missing-permission-so", perms=names, consequence=i18n.t(lang, consequence))
        else:
            text = i18n.t(lang, "dc-missing-permission", perms=names)
        reply = Reply(text)
        try:
            if interaction is not None and interaction.response.is_done():
                await interaction.followup.send(content=text, allowed_mentions=discord.AllowedMentions.none())
            elif interaction is not None:
                await interaction.response.send_message(content=text, allowed_mentions=discord.AllowedMentions.none())
            else:
                await channel.send(content=reply.text, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as exc:
            log.warning("could not report missing permissions: %s", exc, extra={"ctx": {"channel": channel_id}})

    async def _api_failure(
        self,
        interaction: discord.Interaction[Any] | None,
        exc: discord.HTTPException,
        doing: str,
        *,
        channel: Any = None,
    ) -> None:
        metrics = getattr(self.client, "metrics", None)
        if metrics is not None:
            metrics.discord_error(exc.status)
        ctx = interaction_context(interaction) if interaction is not None else {}
        ctx.update(doing=doing, status=exc.status, code=exc.code, target=getattr(channel, "id", None))
        log.warning("Discord refused %s: %s", doing, exc, extra={"ctx": ctx})
        if is_missing_permission(exc) and channel is not None:
            perms = _needed_for(doing)
            await self.report_missing(channel, perms, interaction)


def _needed_for(doing: str) -> list[str]:
    if "thread" in doing:
        return ["create_public_threads", "send_messages_in_threads"]
    if "segment" in doing:
        return ["send_messages_in_threads", "attach_files"]
    return ["send_messages", "attach_files"]


def _post_context(post: BattlePost) -> dict[str, Any]:
    return {"outbox": post.id, "game": post.game_id, "channel": post.channel_id, "delivered": post.delivered}


def _thread_name(title: str, fallback: str) -> str:
    name = " ".join((title or fallback).split())
    return name[:100] or fallback


def _clicked_ephemeral(interaction: discord.Interaction[Any]) -> bool:
    message = interaction.message
    return bool(message is not None and message.flags.ephemeral)


def _is_moderator(interaction: discord.Interaction[Any]) -> bool:
    perms = interaction.permissions
    return bool(perms.manage_channels or perms.administrator)
