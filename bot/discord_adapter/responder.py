"""Turning the use cases' replies into Discord messages, within Discord's rules.

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

import asyncio
import io
import logging
import weakref
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord.utils import MISSING

import i18n
from bot.commands import by_path
from bot.discord_adapter.buttons import build_view
from bot.discord_adapter.errors import GENERIC_ERROR, interaction_context, is_missing_permission, permission_names
from bot.locale import acting, vt
from bot.replies import BattleLog, Image, Reply
from bot.storage.base import BattlePost, LiveMessage
from bot.usecases.live import KEY_LOBBY, TurnView, compose, is_change, live_lines, plan, repost

if TYPE_CHECKING:
    from bot.app import App

log = logging.getLogger("bot.discord")

MAX_CONTENT = 2000
UNKNOWN_CHANNEL = 10003  # Discord's error code for a deleted (or never existing) channel
THREAD_ARCHIVE_MINUTES: Literal[60, 1440, 4320, 10080] = 1440
_DEFER_KEY = "hexbot.deferred"  # interaction.extras: "public", "ephemeral" or "update"
GAME_THREAD_ARCHIVE_MINUTES: Literal[60, 1440, 4320, 10080] = 10080
UNKNOWN_MESSAGE = 10008
THREAD_ARCHIVED = 50083  # "Thread is archived": edits refused until it is opened again
EDIT_ATTEMPTS = 3  # a live message edit refused with 429 or 5xx is tried this many times
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
    game_id: int | None = None


@dataclass(slots=True)
class LiveOutcome:
    """What became of a reply shown in its game's live turn message."""

    channel: Any
    view: TurnView | None  # None: an outdated reply, not shown
    message_ids: set[int] = field(default_factory=set)  # messages edited or posted
    turn_message_id: int | None = None  # the message the action's turn is shown in (battle threads start there)
    live_url: str | None = None  # a link to the message that is live now
    started: bool = False  # the game has just started (its players and armies are known)
    held: bool = False  # a minor action: nothing edited, its line shows with the next change


def allowed_mentions(reply: Reply) -> discord.AllowedMentions:
    """Ping exactly the users the reply names in ``mentions``; never roles or @everyone."""
    users: list[discord.abc.Snowflake] | bool = [discord.Object(uid) for uid in dict.fromkeys(reply.mentions)]
    return discord.AllowedMentions(everyone=False, roles=False, users=users or False, replied_user=False)


class Responder:
    """Answers interactions with replies, posts battles and reminders; one per bot.

    ``client`` is the discord.py client (to reach channels by id); ``app`` the use
    cases (:class:`bot.app.App`; ``None`` for a bare command tree, which runs nothing)."""

    def __init__(self, client: discord.Client, app: App | None) -> None:
        self.client = client
        self._app = app
        self._permission_reports: set[tuple[int, str]] = set()
        self.retry_delay = 0.5  # seconds before a refused live edit is tried again (times the attempt)
        # A quiet command answers at once when its use case finishes within this many seconds
        # (else it is deferred first); 0: always defer.
        self.answer_within = 1.5
        # One delivery at a time per game: the live message is read, edited and stored as one step.
        self._live_locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        # A quiet channel: public game replies edit the game's live turn message (off: one post each).
        self.quiet = app is not None

    @property
    def app(self) -> App:
        """The use cases (a bare command tree has none: nothing runs there)."""
        if self._app is None:
            raise RuntimeError("this responder was built without an application")
        return self._app

    # ================================================================== languages
    async def viewer_lang(self, interaction: discord.Interaction[Any]) -> str:
        """The language of private answers to ``interaction``'s user: their stored preference
        (``app.people.viewer_lang``), else their Discord client's locale."""
        locale = str(interaction.locale)
        if self._app is not None:
            try:
                return i18n.normalize(await self._app.people.viewer_lang(interaction.user.id, locale))
            except Exception:
                log.exception("could not read the user's language", extra={"ctx": interaction_context(interaction)})
        return i18n.normalize(locale)

    async def public_lang(self, channel: Any, interaction: discord.Interaction[Any] | None = None) -> str:
        """The language of what the bot posts publicly in ``channel``: its game's (when the
        use cases tell it, ``app.live.channel_lang``), else the server's preferred locale."""
        channel_id = getattr(channel, "id", None)
        if self._app is not None and channel_id is not None:
            try:
                lang = await self._app.live.channel_lang(channel_id)
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
        quiet: bool = False,
        slow: bool = False,
        others: Sequence[discord.abc.User] = (),
    ) -> None:
        """Acknowledge ``interaction`` (deferring if ``defer``), run the use case, deliver its replies.

        ``ephemeral`` is the expected visibility of the answer, used for the deferral;
        ``quiet``: the public answer is a change of the game's live turn message (the user
        gets a private note), answered at once unless ``slow``. First the application
        remembers how the acting user and ``others`` (the players a command names) are
        called, for the pictures. The work runs in the acting user's language
        (:func:`bot.locale.acting`), looked up once Discord has its acknowledgement.
        """
        people = [interaction.user, *others]
        names = self.app.names

        async def named() -> Reply | Sequence[Reply]:
            await names.remember({u.id: u.display_name for u in people})
            return await work()

        if self.quiet and not ephemeral and quiet:
            ephemeral = True  # the public answer goes to the live turn message; the user gets a note
            if defer and not slow and self.answer_within > 0:
                await self._run_quick(interaction, named)
                return
        if defer and not await self.defer(interaction, ephemeral=ephemeral):
            return
        with acting(await self.viewer_lang(interaction)):
            try:
                result = await named()
            except Exception as exc:  # a program error: the service never raises for mistakes
                await self.report_program_error(interaction, exc)
                return
            replies = [result] if isinstance(result, Reply) else list(result)
            await self.deliver(interaction, replies)

    async def _run_quick(self, interaction: discord.Interaction[Any], work: Work) -> None:
        """A quiet command: run the use case at once and answer with the private note itself
        (one call instead of a deferral and a follow-up); defer only if the use case has not
        finished within :attr:`answer_within` seconds (Discord waits three)."""
        with acting(await self.viewer_lang(interaction)):
            task = asyncio.ensure_future(work())
            done, _ = await asyncio.wait({task}, timeout=self.answer_within)
            if not done:
                await self.defer(interaction, ephemeral=True)  # refused: the work is stored anyway
            try:
                result = await task
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
        if self.quiet and self.answer_within > 0 and await self._clicked_live_message(interaction):
            # A click on the game's live turn message: the interaction's answer is that
            # message's own edit (callback 7: one call, no channel call), or a private answer.
            with acting(await self.viewer_lang(interaction)):
                await self._run_component_quick(interaction, action, version, kind)
            return
        if not await self.defer(interaction):
            return
        with acting(await self.viewer_lang(interaction)):
            await self._run_component(interaction, action, version, kind)

    async def _clicked_live_message(self, interaction: discord.Interaction[Any]) -> bool:
        """Whether the click is on the live turn message of the channel's game."""
        message = interaction.message
        if message is None or _clicked_ephemeral(interaction) or interaction.channel_id is None:
            return False
        try:
            game_id = await self.app.live.live_game_id(interaction.channel_id)
            live = await self.app.live.live_message(game_id) if game_id is not None else None
        except Exception:
            log.exception("could not read the live turn message", extra={"ctx": interaction_context(interaction)})
            return False
        return live is not None and live.message_id == message.id

    async def _run_component_quick(
        self, interaction: discord.Interaction[Any], action: str, version: int, kind: str
    ) -> None:
        """A click on the live turn message: run it at once; when it finished within
        :attr:`answer_within` seconds the edit of that message answers the interaction
        (:meth:`_edit_live`), else the click is deferred first, as any other."""
        run = self.app.commands.run(
            channel_of(interaction),
            interaction.user.id,
            action,
            is_moderator=_is_moderator(interaction),
            version=version or None,
            guild_id=interaction.guild_id,
        )
        task = asyncio.ensure_future(run)
        done, _ = await asyncio.wait({task}, timeout=self.answer_within)
        if not done:
            await self.defer(interaction)  # refused (expired): the work is stored anyway
        try:
            replies = await task
        except Exception as exc:
            await self.report_program_error(interaction, exc)
            return
        log.info("%s %s", kind, action, extra={"ctx": interaction_context(interaction)})
        await self.deliver(interaction, list(replies))

    async def _run_component(self, interaction: discord.Interaction[Any], action: str, version: int, kind: str) -> None:
        ctx = interaction_context(interaction)
        try:
            replies = await self.app.commands.run(
                channel_of(interaction),
                interaction.user.id,
                action,
                is_moderator=_is_moderator(interaction),
                version=version or None,
                guild_id=interaction.guild_id,
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
        live: list[LiveOutcome] = []
        answered = False
        if (
            self.quiet
            and not interaction.response.is_done()
            and interaction.type is not discord.InteractionType.component  # a click: see _edit_live
            and all(_may_be_live(r) for r in replies)
        ):
            # Answered at once (see _run_quick): the private note goes first, within Discord's
            # three seconds, whatever the edits of the turn message take afterwards.
            answered = await self._early_note(interaction, replies[0])
        for index, reply in enumerate(replies):
            outcome = await self.deliver_live(reply, interaction)
            if outcome is not None:
                live.append(outcome)
                continue
            try:
                message_id = await self._send_one(interaction, reply, first=index == 0 and not live)
            except discord.HTTPException as exc:
                await self._api_failure(interaction, exc, "sending a reply")
                if reply.ephemeral:
                    continue
                message_id = await self._fallback_to_channel(interaction, reply)
            if not reply.ephemeral:
                posted_public = True
            if reply.battle is not None and not reply.ephemeral and interaction.channel is not None:
                await self.post_battle(
                    interaction.channel,
                    message_id,
                    reply.battle,
                    interaction=interaction,
                    outbox_id=reply.outbox_id,
                    game_id=reply.game_id,
                )
        if live:
            await self._acknowledge_live(interaction, live, answered=answered or len(live) < len(replies))
        elif posted_public and interaction.extras.get(_DEFER_KEY) == "update":
            await self._retire_clicked_message(interaction)
        if (posted_public or live) and interaction.channel_id is not None:
            await self.post_ai_turns(interaction.channel_id)

    async def _early_note(self, interaction: discord.Interaction[Any], reply: Reply) -> bool:
        """The private note of an action answered at once, linking to the game's turn message."""
        url = None
        try:
            live = await self.app.live.live_message(reply.game_id) if reply.game_id is not None else None
            channel = self.client.get_channel(live.channel_id) if live is not None else None
            if live is not None and channel is not None and hasattr(channel, "get_partial_message"):
                url = channel.get_partial_message(live.message_id).jump_url
        except Exception:
            log.exception("could not read the live turn message", extra={"ctx": interaction_context(interaction)})
        note = _ack(url, held=reply.minor and not reply.mentions)  # a discard: held (bot.usecases.live.plan)
        try:
            await self._send_one(interaction, Reply(note, ephemeral=True), first=True)
        except discord.HTTPException as exc:
            await self._api_failure(interaction, exc, "sending a reply")
            return False
        return True

    async def _acknowledge_live(
        self, interaction: discord.Interaction[Any], live: list[LiveOutcome], *, answered: bool
    ) -> None:
        """The interaction's own answer when its reply went to the live turn message: nothing
        more for a click on that message (it changed under the user's eyes), the clicked
        private message (a hand, a preview) turned into a short note, else a private note."""
        deferred = interaction.extras.get(_DEFER_KEY)
        clicked = interaction.message.id if interaction.message is not None else None
        touched = set().union(*(o.message_ids for o in live))
        url = live[-1].live_url
        note = _ack(url, held=live[-1].held)
        if url and getattr(live[-1].channel, "id", None) != interaction.channel_id:
            note = vt("quiet-thread-opened", url=url)  # the game went to a thread of its own
        try:
            if deferred == "update":
                if clicked in touched:
                    return
                if _clicked_ephemeral(interaction):
                    await interaction.edit_original_response(content=note, attachments=[], view=None)
                else:  # a button on an older public message (a reminder): it is out of date now
                    await interaction.edit_original_response(view=None)
                return
            if not answered:
                await self._send_one(interaction, Reply(note, ephemeral=True), first=True)
        except discord.HTTPException as exc:
            log.info("could not acknowledge privately: %s", exc, extra={"ctx": interaction_context(interaction)})

    async def post_ai_turns(self, channel_id: int) -> None:
        """Let the computer player act in the channel's game (if it waits for it) and post
        what it did as channel messages, battles in threads. Never fails the interaction."""
        try:
            replies = await self.app.ai.ai_turns(channel_id)
            for reply in replies:
                if not reply.ephemeral and await self.deliver_live(reply) is None:
                    await self.post_to_channel(channel_id, reply)
        except Exception:
            log.exception("the computer player failed", extra={"ctx": {"channel": channel_id}})

    # ================================================================== the live turn message
    async def deliver_live(
        self, reply: Reply, interaction: discord.Interaction[Any] | None = None
    ) -> LiveOutcome | None:
        """Show a public reply that changed its game in the game's live turn message: edit
        it in place, or close it (summary, no buttons) and post a new one (see
        :mod:`bot.usecases.live`); then its battle, then the finish of a game thread.
        ``None`` when the reply is not such a change (the caller posts it as usual)."""
        if not self.quiet or reply.ephemeral or reply.game_id is None or reply.version is None:
            return None
        lock = self._live_lock(reply.game_id)
        async with lock:
            outcome = await self._deliver_live_locked(reply, interaction)
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
            )
        if view.over:
            await self.finish_game_thread(channel, view)
        elif outcome.started:
            await self.name_game_thread(channel, view)
        return outcome

    def _live_lock(self, game_id: int) -> asyncio.Lock:
        lock = self._live_locks.get(game_id)
        if lock is None:
            lock = self._live_locks[game_id] = asyncio.Lock()
        return lock

    async def _deliver_live_locked(
        self, reply: Reply, interaction: discord.Interaction[Any] | None
    ) -> LiveOutcome | None:
        """The live message's part of :meth:`deliver_live`, one game at a time."""
        assert reply.game_id is not None and reply.version is not None
        try:
            view = reply.turn or await self.app.live.turn_view(reply.game_id)
            live = await self.app.live.live_message(reply.game_id)
        except Exception:
            log.exception("could not read the live turn message", extra={"ctx": {"game": reply.game_id}})
            return None
        if view is None:
            return None
        if live is not None and reply.version < live.version:
            # Overtaken: a later change of the game was shown already; this one is not posted.
            log.info("an outdated game reply is not posted", extra={"ctx": {"game": reply.game_id}})
            return LiveOutcome(None, None)
        spec = by_path(_command_name(interaction)) if interaction is not None else None
        again = (
            spec is not None
            and spec.reposts_turn
            and live is not None
            and reply.images
            and view.key == live.turn_key
            and reply.version == live.version
        )
        if not again and not is_change(reply, live):
            return None
        channel = await self._reach(view.channel_id)
        if channel is None:
            return None
        todo = repost(live, view) if again and live is not None else plan(live, view, reply)
        outcome = LiveOutcome(channel, view)
        if todo.held and live is not None:
            # A discard: nothing to edit; the turn message shows its line with the next change
            # (rebuilt from the action log then). Only the version it has seen moves on.
            outcome.held = True
            outcome.turn_message_id = live.message_id
            outcome.live_url = channel.get_partial_message(live.message_id).jump_url
            try:
                await self.app.live.save_live_message(replace(live, version=reply.version, lines=todo.lines))
            except Exception:
                log.exception("could not store the live turn message", extra={"ctx": {"game": view.game_id}})
            return outcome
        shown = reply if reply.buttons else replace(reply, buttons=view.buttons)
        mentions = list(dict.fromkeys([*reply.mentions, *(view.ping_at_end if view.over else [])]))
        outcome.started = live is not None and live.turn_key == KEY_LOBBY and view.key != KEY_LOBBY
        new_id: int | None = None
        if todo.edit_text is not None and live is not None:
            if await self._edit_live(channel, live.message_id, todo.edit_text, reply.images, shown, interaction):
                new_id = outcome.turn_message_id = live.message_id
            else:  # deleted, or refused again and again: the turn goes on in a new message
                todo = replace(todo, post_text=todo.edit_text)
        elif (
            todo.close_text is not None
            and live is not None
            and await self._edit_live(channel, live.message_id, todo.close_text, reply.images, None, interaction)
        ):
            outcome.turn_message_id = live.message_id
            outcome.message_ids.add(live.message_id)
        if todo.post_text is not None:
            message = await self.send_to(
                channel, replace(shown, text=todo.post_text, mentions=mentions), interaction=interaction
            )
            if message is not None:
                new_id = message.id
                outcome.live_url = message.jump_url
                if outcome.turn_message_id is None:
                    outcome.turn_message_id = message.id
        if new_id is not None:
            outcome.message_ids.add(new_id)
            if outcome.live_url is None:
                outcome.live_url = channel.get_partial_message(new_id).jump_url
            try:
                await self.app.live.save_live_message(
                    LiveMessage(view.game_id, view.channel_id, new_id, view.key, reply.version, todo.lines)
                )
            except Exception:
                log.exception("could not store the live turn message", extra={"ctx": {"game": view.game_id}})
        return outcome

    async def _reach(self, channel_id: int) -> Any:
        """A channel (or thread) by id, from the cache or Discord; ``None`` if unreachable."""
        channel: Any = self.client.get_channel(channel_id)
        if channel is None:
            try:
                channel = await self.client.fetch_channel(channel_id)
            except discord.HTTPException as exc:
                log.warning("cannot reach channel %s: %s", channel_id, exc, extra={"ctx": {"channel": channel_id}})
                return None
        return channel if isinstance(channel, discord.abc.Messageable) else None

    async def _edit_live(
        self,
        channel: Any,
        message_id: int,
        text: str,
        images: Sequence[Image],
        reply: Reply | None,
        interaction: discord.Interaction[Any] | None,
    ) -> bool:
        """Edit the live message: new text and board, ``reply``'s buttons (``None``: none).
        A 429 or 5xx is tried again; an archived thread is opened again first; ``False``
        when the message is gone or Discord keeps refusing (the caller posts anew)."""
        ctx = {"channel": getattr(channel, "id", None), "message": message_id}
        kwargs: dict[str, Any] = {
            "content": _content(text),
            "view": build_view(reply) if reply is not None else None,
            "allowed_mentions": discord.AllowedMentions.none(),
        }
        if _answers_with_edit(interaction, message_id):
            assert interaction is not None
            try:  # the click on this very message: its edit is the interaction's answer
                content, view = kwargs["content"], kwargs["view"]
                if images:
                    await interaction.response.edit_message(
                        content=content,
                        view=view,
                        attachments=_files(images),
                        allowed_mentions=kwargs["allowed_mentions"],
                    )
                else:
                    await interaction.response.edit_message(
                        content=content, view=view, allowed_mentions=kwargs["allowed_mentions"]
                    )
                interaction.extras[_DEFER_KEY] = "update"
                return True
            except discord.HTTPException as exc:
                # Expired or refused: the message is edited with the bot's token below, and the
                # interaction gets nothing more (its one answer was tried).
                interaction.extras[_DEFER_KEY] = "update"
                log.info("could not answer the click with the edit: %s", exc, extra={"ctx": ctx})
        for attempt in range(1, EDIT_ATTEMPTS + 1):
            if images:
                kwargs["attachments"] = _files(images)  # fresh files: a refused upload is consumed
            try:
                await channel.get_partial_message(message_id).edit(**kwargs)
                return True
            except discord.NotFound as exc:
                log.warning("the live turn message is gone (%s): posting a new one", exc.code, extra={"ctx": ctx})
                return False
            except discord.Forbidden as exc:
                await self._api_failure(interaction, exc, "editing the turn message", channel=channel)
                return False
            except discord.HTTPException as exc:
                if exc.code == THREAD_ARCHIVED and isinstance(channel, discord.Thread) and attempt < EDIT_ATTEMPTS:
                    await self._reopen_thread(channel)
                    continue
                if (exc.status == 429 or exc.status >= 500) and attempt < EDIT_ATTEMPTS:
                    log.info("editing the turn message refused (%s), trying again", exc.status, extra={"ctx": ctx})
                    await asyncio.sleep(self.retry_delay * attempt)
                    continue
                await self._api_failure(interaction, exc, "editing the turn message", channel=channel)
                return False
        return False

    async def _reopen_thread(self, thread: discord.Thread) -> None:
        """A running game's thread was archived: open it again and say so."""
        try:
            await thread.edit(archived=False)
            lang = await self.public_lang(thread)
            await thread.send(
                content=i18n.t(lang, "quiet-thread-reopened"), allowed_mentions=discord.AllowedMentions.none()
            )
            log.info("game thread opened again", extra={"ctx": {"thread": thread.id}})
        except discord.HTTPException as exc:
            await self._api_failure(None, exc, "opening a game thread again", channel=thread)

    async def pointing_to_live(self, reply: Reply) -> Reply:
        """A post of the bot's own about a game (a reminder) in a quiet channel: no buttons of
        its own (only the live turn message has them) but a link to that message."""
        if not self.quiet or reply.game_id is None or not reply.buttons:
            return reply
        try:
            live = await self.app.live.live_message(reply.game_id)
        except Exception:
            log.exception("could not read the live turn message", extra={"ctx": {"game": reply.game_id}})
            return reply
        channel = await self._reach(live.channel_id) if live is not None else None
        if live is None or channel is None:
            return reply
        url = channel.get_partial_message(live.message_id).jump_url
        return replace(reply, text=f"{reply.text}\n{url}", buttons=[])

    async def add_live_line(self, game_id: int | None, line: str) -> None:
        """Add a line (a battle's summary and link) to the game's live turn message."""
        if not self.quiet or game_id is None:
            return
        async with self._live_lock(game_id):
            await self._add_live_line(game_id, line)

    async def _add_live_line(self, game_id: int, line: str) -> None:
        try:
            live = await self.app.live.live_message(game_id)
            if live is None or len(live.lines) < 2:
                return
            channel = await self._reach(live.channel_id)
            if channel is None:
                return
            lines = (*live.lines, line)
            await channel.get_partial_message(live.message_id).edit(
                content=_content(compose(lines)), allowed_mentions=discord.AllowedMentions.none()
            )
            await self.app.live.save_live_message(replace(live, lines=lines))
        except discord.HTTPException as exc:
            log.warning("could not add a line to the turn message: %s", exc, extra={"ctx": {"game": game_id}})
        except Exception:
            log.exception("could not add a line to the turn message", extra={"ctx": {"game": game_id}})

    # ================================================================== games in threads
    async def wants_thread(self, interaction: discord.Interaction[Any], where: str | None) -> bool:
        """Whether ``/hex new`` should open its game in a thread: ``where`` if given, else the
        server's setting; never inside a thread (no threads within threads)."""
        if not isinstance(interaction.channel, discord.TextChannel):
            return False
        if where is not None:
            return where == "thread"
        try:
            return bool(await self.app.live.game_threads_default(interaction.guild_id))
        except Exception:
            log.exception("could not read the server's thread setting", extra={"ctx": interaction_context(interaction)})
            return False

    async def open_game_thread(self, interaction: discord.Interaction[Any], name: str) -> discord.Thread | None:
        """A new public thread of the interaction's channel for a game; ``None`` (said once in
        the channel) when the bot may not create threads there."""
        channel = interaction.channel
        if not isinstance(channel, discord.TextChannel):
            return None
        perms = interaction.app_permissions
        missing = [p for p in ("create_public_threads", "send_messages_in_threads") if not getattr(perms, p)]
        if missing:
            await self.report_missing(channel, missing, None, consequence="quiet-no-thread-consequence")
            return None
        try:
            thread = await channel.create_thread(
                name=_thread_name(name, "hex"),
                auto_archive_duration=GAME_THREAD_ARCHIVE_MINUTES,
                type=discord.ChannelType.public_thread,
            )
        except discord.HTTPException as exc:
            await self._api_failure(None, exc, "opening a game thread", channel=channel)
            if is_missing_permission(exc):
                return None
            return None
        log.info("game thread opened", extra={"ctx": {"thread": thread.id, "parent": channel.id}})
        return thread

    async def discard_thread(self, thread: discord.Thread) -> None:
        """Delete a game thread opened for a game that was not created after all."""
        try:
            await thread.delete()
        except discord.HTTPException as exc:
            log.warning("could not delete an unused game thread: %s", exc, extra={"ctx": {"thread": thread.id}})

    async def user_name(self, guild: Any, user_id: int | None) -> str:
        """A player's name for thread names (mentions do not work there)."""
        if user_id is None:
            return "?"
        member = guild.get_member(user_id) if guild is not None else None
        user: Any = member or self.client.get_user(user_id)
        if user is None:
            try:
                user = await self.client.fetch_user(user_id)
            except discord.HTTPException:
                return f"user-{user_id}"
        return str(getattr(user, "display_name", None) or user.name)

    async def players_name(self, guild: Any, view: TurnView) -> str:
        return " vs ".join([f"{await self.user_name(guild, uid)} ({army})" for uid, army in view.players])

    @staticmethod
    def players_mentioned(view: TurnView) -> str:
        """The players as mentions (shown as names; the posts that use this ping nobody)."""
        return " vs ".join(f"<@{uid}> ({army})" if uid else f"? ({army})" for uid, army in view.players)

    async def name_game_thread(self, channel: Any, view: TurnView) -> None:
        """A game in its own thread has started: the thread is named after its players and armies."""
        if not isinstance(channel, discord.Thread):
            return
        try:
            if await self.app.live.game_thread(channel.id) is None:
                return
            name = _thread_name(await self.players_name(channel.guild, view), "hex")
            if name != channel.name:
                await channel.edit(name=name)
        except discord.HTTPException as exc:
            log.info("could not name the game thread: %s", exc, extra={"ctx": {"thread": channel.id}})
        except Exception:
            log.exception("could not name the game thread", extra={"ctx": {"thread": channel.id}})

    async def finish_game_thread(self, channel: Any, view: TurnView) -> None:
        """A game played in its own thread ended: one line in the lobby channel, the result in
        the thread's name, the thread archived."""
        if not isinstance(channel, discord.Thread):
            return
        try:
            record = await self.app.live.game_thread(channel.id)
        except Exception:
            log.exception("could not read the game thread", extra={"ctx": {"thread": channel.id}})
            return
        if record is None:
            return
        lang = i18n.normalize(view.lang)
        guild = channel.guild
        players = await self.players_name(guild, view)
        if view.winners:
            winner = await self.user_name(guild, view.winners[0])
            name = i18n.t(lang, "quiet-thread-won", winner=winner, players=players)
        elif view.draw:
            name = i18n.t(lang, "quiet-thread-draw", players=players)
        else:
            name = i18n.t(lang, "quiet-thread-over", players=players)
        result = view.status.splitlines()[0] if view.status else ""
        line = i18n.t(
            lang, "quiet-lobby-result", players=self.players_mentioned(view), result=result, url=channel.jump_url
        )
        lobby = await self._reach(record.parent_id)
        if lobby is not None:
            try:
                await lobby.send(
                    content=_content(" ".join(line.split())), allowed_mentions=discord.AllowedMentions.none()
                )
            except discord.HTTPException as exc:
                await self._api_failure(None, exc, "posting a finished game's line", channel=lobby)
        try:
            await channel.edit(name=_thread_name(name, "hex"), archived=True)
        except discord.HTTPException as exc:
            log.warning("could not archive the finished game's thread: %s", exc, extra={"ctx": {"thread": channel.id}})

    async def game_thread_archived(self, thread_id: int) -> None:
        """Discord archived a thread (by hand, or after a week without messages): if a game is
        still running there, open it again with a note."""
        try:
            if (
                await self.app.live.game_thread(thread_id) is None
                or await self.app.live.live_game_id(thread_id) is None
            ):
                return
        except Exception:
            log.exception("could not check an archived thread", extra={"ctx": {"thread": thread_id}})
            return
        thread = await self._reach(thread_id)
        if isinstance(thread, discord.Thread):
            await self._reopen_thread(thread)

    async def game_thread_deleted(self, thread_id: int) -> None:
        """A running game's thread was deleted: open a new one in the lobby channel, move the
        game there, post its turn again (pinging the players so they find it) and leave a
        note in the lobby."""
        try:
            record = await self.app.live.game_thread(thread_id)
            game_id = await self.app.live.live_game_id(thread_id) if record is not None else None
        except Exception:
            log.exception("could not check a deleted thread", extra={"ctx": {"thread": thread_id}})
            return
        if record is None or game_id is None:
            return
        lobby = await self._reach(record.parent_id)
        view = await self.app.live.turn_view(game_id)
        if not isinstance(lobby, discord.TextChannel) or view is None:
            log.warning("a game's thread was deleted and its lobby is gone", extra={"ctx": {"thread": thread_id}})
            return
        players = await self.players_name(lobby.guild, view)
        try:
            thread = await lobby.create_thread(
                name=_thread_name(players, "hex"),
                auto_archive_duration=GAME_THREAD_ARCHIVE_MINUTES,
                type=discord.ChannelType.public_thread,
            )
        except discord.HTTPException as exc:
            await self._api_failure(None, exc, "opening a game thread", channel=lobby)
            return
        await self.app.live.move_game_thread(thread_id, thread.id)
        lang = i18n.normalize(view.lang)
        note = i18n.t(lang, "quiet-thread-recreated")
        reply = await self.app.live.current_turn_reply(game_id)
        if reply is None:
            return
        lines = live_lines(view.header, view.status, (note,))
        me = getattr(self.client.user, "id", None)
        players_ids = [uid for uid, _ in view.players if uid is not None and uid != me]
        message = await self.send_to(thread, replace(reply, text=compose(lines), mentions=players_ids))
        if message is not None:
            await self.app.live.save_live_message(
                LiveMessage(game_id, thread.id, message.id, view.key, view.version, lines)
            )
        try:
            await lobby.send(
                content=_content(
                    i18n.t(lang, "quiet-thread-moved", players=self.players_mentioned(view), url=thread.jump_url)
                ),
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except discord.HTTPException as exc:
            await self._api_failure(None, exc, "posting in the channel", channel=lobby)
        log.info("game thread recreated", extra={"ctx": {"game": game_id, "from": thread_id, "to": thread.id}})

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
            await self.post_battle(channel, message.id, reply.battle, outbox_id=reply.outbox_id, game_id=reply.game_id)
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
        game_id: int | None = None,
    ) -> discord.Thread | None:
        """Post ``battle`` into a thread on message ``message_id``, archive it, link it in the channel.

        In a thread (no threads within threads) or without thread permissions, the segments
        are posted in the channel itself. With ``outbox_id`` (the battle post the service
        queued) every step is recorded, so that :meth:`resume_battle` can finish the
        posting after a failure or a restart.
        """
        progress = BattleProgress(outbox_id, message_id=message_id, game_id=game_id)
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
                await self.app.outbox.mark_battle_done(post.id)
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
            try:
                await target.send(
                    content=_content(text),
                    files=_files([post.image] if post.image else []),
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
        if self.quiet and progress.game_id is not None:  # the summary (and link) goes in the turn message
            lang = await self.public_lang(channel, interaction)
            summary = battle.summary or battle.title
            if thread is not None:
                line = i18n.t(lang, "quiet-battle-line", summary=summary, url=thread.jump_url)
            else:
                line = i18n.t(lang, "quiet-battle-line-here", summary=summary)
            await self.add_live_line(progress.game_id, " ".join(line.split()))
        elif thread is not None:
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


def _ack(url: str | None, *, held: bool) -> str:
    """The acting user's private note when the public answer went to the turn message
    (``held``: it will show there with the next change of the turn)."""
    if held:
        return vt("quiet-ack-held", url=url) if url else vt("quiet-ack-held-plain")
    return vt("quiet-ack", url=url) if url else vt("quiet-ack-plain")


def _may_be_live(reply: Reply) -> bool:
    """Whether a reply may go to its game's live turn message (a public reply of a game state)."""
    return not reply.ephemeral and reply.game_id is not None and reply.version is not None


def channel_of(interaction: discord.Interaction[Any]) -> int:
    """The channel of an interaction (commands and components are used in a server's channels)."""
    channel_id = interaction.channel_id
    if channel_id is None:  # pragma: no cover - app commands are guild-only
        raise RuntimeError("an interaction without a channel")
    return channel_id


def _command_name(interaction: discord.Interaction[Any]) -> str:
    command = interaction.command
    return command.qualified_name if command is not None else ""


def _answers_with_edit(interaction: discord.Interaction[Any] | None, message_id: int) -> bool:
    """Whether editing ``message_id`` can be the answer to ``interaction``: a click on that
    very message, not answered yet (callback 7, "update message")."""
    return (
        interaction is not None
        and interaction.type is discord.InteractionType.component
        and not interaction.response.is_done()
        and interaction.message is not None
        and interaction.message.id == message_id
    )


def _clicked_ephemeral(interaction: discord.Interaction[Any]) -> bool:
    message = interaction.message
    return bool(message is not None and message.flags.ephemeral)


def _is_moderator(interaction: discord.Interaction[Any]) -> bool:
    perms = interaction.permissions
    return bool(perms.manage_channels or perms.administrator)
