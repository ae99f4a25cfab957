"""A quiet channel on Discord: each game's public replies edit its live turn message, or
close it with a one-line summary and post the next (the plan comes from
:mod:`bot.usecases.live`); one delivery at a time per game (in this process: a lock; across
processes: the outbox item's lease, and the stored message moved by compare-and-set); an
archived thread opened again, a deleted message replaced by a new one. A refused edit or
post of an outbox item is not tried again here, with the game's lock held: the item fails
(:class:`~bot.discord_adapter.faults.DeliveryFailed`) and the outbox tries it later."""

from __future__ import annotations

import asyncio
import hashlib
import logging
import weakref
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import discord

import bot.discord_adapter.faults as faults
import i18n
from bot.commands import by_path
from bot.discord_adapter.answering import Answering
from bot.discord_adapter.channels import MAX_CONTENT, Channels, files
from bot.discord_adapter.layout import build_layout
from bot.discord_adapter.notices import Notices
from bot.discord_adapter.threads import GameThreads
from bot.discord_adapter.transport import NotAcknowledged, Transport
from bot.replies import Image, Reply, TurnView
from bot.storage.base import LiveMessage
from bot.storage.outbox import Delivery
from bot.usecases.live import KEY_LOBBY, LivePlan, compose, is_change, plan, repost
from bot.usecases.ports import UseCases

log = logging.getLogger("bot.discord")

UNKNOWN_CHANNEL = 10003  # the channel (or thread) itself is gone, not only the message
THREAD_ARCHIVED = 50083  # "Thread is archived": edits refused until it is opened again
INVALID_FORM_BODY = 50035  # Discord: the request's body was refused as a whole
EDIT_ATTEMPTS = 2  # an edit refused because the thread is archived is tried once more, opened
ADD_LINE_ATTEMPTS = 3  # a battle's line added to a turn message another process moved meanwhile: tries
OK, GONE, FAILED = "ok", "gone", "failed"  # what became of an edit


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
    # The line of the reply's battle shown already with the action (its thread opened on
    # ``turn_message_id``): "" when none was.
    battle_line: str = ""


class LiveTurnMessages:
    """Shows public game replies in their game's live turn message (``quiet``: a quiet
    channel; off, every reply is a post of its own)."""

    def __init__(
        self,
        client: discord.Client,
        app: UseCases,
        channels: Channels,
        threads: GameThreads,
        notices: Notices,
        *,
        quiet: bool = True,
        transport: Transport | None = None,
    ) -> None:
        self.client = client
        self.app = app
        self.channels = channels
        self.threads = threads
        self.notices = notices
        self.quiet = quiet
        # how a click's answer reaches Discord (the responder's, shared: tried again within 3 s)
        self.transport = transport or Transport(notices.metrics)
        self.retry_delay = 0.5  # seconds before a refused live edit is tried again (times the attempt)
        # One delivery at a time per game: the live message is read, edited and stored as one step.
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()

    def lock(self, game_id: int) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock

    async def show(
        self,
        reply: Reply,
        interaction: discord.Interaction[Any] | None,
        item: Delivery | None = None,
        first_seq: int | None = None,
    ) -> LiveOutcome | None:
        """Show ``reply`` in its game's live turn message (the caller holds :meth:`lock`; see
        :meth:`bot.discord_adapter.delivery.Delivery.deliver_live`). With ``item`` (the
        outbox item being delivered) a step Discord refuses raises
        :class:`~bot.discord_adapter.faults.DeliveryFailed`, and the post is made once
        (its nonce; its id recorded as the item's progress). ``first_seq``: the first action
        of the game's log the reply shows (its held discards are those right before it)."""
        assert reply.game_id is not None and reply.version is not None
        try:
            view = reply.turn or await self.app.live.turn_view(reply.game_id)
            live = await self.app.live.live_message(reply.game_id)
        except Exception as exc:
            if item is not None:  # tried again later, never done unseen
                raise faults.DeliveryFailed(faults.Failure("reading the turn message failed")) from exc
            log.exception("could not read the live turn message", extra={"ctx": {"game": reply.game_id}})
            return None
        if view is None:  # the game is gone
            return None if item is None else LiveOutcome(None, None)
        if live is not None and reply.version < live.version:
            # Overtaken: a later change of the game was shown already; this one is not posted.
            log.info("an outdated game reply is not posted", extra={"ctx": {"game": reply.game_id}})
            return LiveOutcome(None, None)
        spec = by_path(_command_name(interaction)) if interaction is not None else None
        again = (
            spec is not None
            and spec.reposts_turn
            and _board_format(interaction) == "image"  # format:full is a post of its own
            and live is not None
            and reply.images
            and view.key == live.turn_key
            and reply.version == live.version
        )
        if not again and not is_change(reply, live):
            # an outbox item's change shown already (by an earlier attempt whose answer was
            # lost): done, never a message of its own
            return None if item is None else LiveOutcome(None, None)
        channel = await self.channels.reach(view.channel_id)
        if channel is None:
            if item is not None:
                raise faults.DeliveryFailed(faults.noted("the game's channel cannot be reached"))
            return None
        if first_seq is not None and not again:
            # the discards held before the first action shown here, as the log had them then
            held = await self.app.live.held_before(reply.game_id, first_seq)
            if held is not None:
                view = replace(view, held=held, held_before=())
        todo = repost(live, view) if again and live is not None else plan(live, view, reply)
        outcome = LiveOutcome(channel, view)
        if todo.held and live is not None:
            # A discard: nothing to edit; the turn message shows its line with the next change
            # (rebuilt from the action log then). Only the version it has seen moves on.
            outcome.held = True
            outcome.turn_message_id = live.message_id
            outcome.live_url = channel.get_partial_message(live.message_id).jump_url
            await self._store(replace(live, version=reply.version, lines=todo.lines), live, item)
            return outcome
        shown = replace(reply, buttons=reply.buttons or view.buttons, link=reply.link or view.link)
        mentions = list(dict.fromkeys([*reply.mentions, *(view.ping_at_end if view.over else [])]))
        outcome.started = live is not None and live.turn_key == KEY_LOBBY and view.key != KEY_LOBBY
        new_id: int | None = None
        plain, line = todo, None
        if reply.battle is not None and live is not None:
            # The battle's line goes in with the action's own edit of the message its thread
            # is opened on (the turn's, edited or closed): no edit of its own once posted.
            summary = reply.battle.summary or reply.battle.title
            line = self._foreseen_battle_line(channel, live, view, summary, interaction)
            todo = with_battle_line(todo, line) if line is not None else todo
            line = line if todo is not plain else None  # a summary too long for it: added once posted
        if todo.edit_text is not None and live is not None:
            edited = await self.edit(
                channel, live.message_id, todo.edit_text, reply.images, shown, interaction, accent=view.accent
            )
            if edited == OK:
                new_id = outcome.turn_message_id = live.message_id
                outcome.battle_line = line or ""
            elif edited == GONE or item is None:  # deleted (or refused, outside the outbox): a new message
                todo = replace(plain, post_text=plain.edit_text)  # its battle's thread: on the new one
            else:
                raise faults.DeliveryFailed(faults.noted("editing the turn message failed"))
        elif todo.close_text is not None and live is not None:
            # A closed turn keeps its line and sheds its board (docs/discord.md, "Closing a turn").
            closed = await self.edit(channel, live.message_id, todo.close_text, (), None, interaction, shed=True)
            if closed == OK:
                outcome.turn_message_id = live.message_id
                outcome.message_ids.add(live.message_id)
                outcome.battle_line = line or ""
            elif closed == FAILED and item is not None:  # the old message keeps its buttons: not yet
                raise faults.DeliveryFailed(faults.noted("closing the turn message failed"))
        if todo.post_text is not None:
            posted = item.progress.get("posted") if item is not None else None
            message: Any = None
            if isinstance(posted, int):  # posted by an earlier attempt whose store failed
                message = channel.get_partial_message(posted)
            else:
                if not shown.images and (todo.again or todo.edit_text is not None):
                    # the turn posted anew (a question; a deleted message): it shows the turn's board
                    shown = replace(shown, images=list(await self._current_board(reply)))
                message = await self.channels.send_to(
                    channel,
                    replace(shown, text=todo.post_text, mentions=mentions, panel=True, accent=view.accent),
                    interaction=interaction,
                    # the message that follows this one for this turn, whichever item of the
                    # run (the interaction's last, the drain's first) tries it: posted once
                    nonce=nonce(f"turn:{view.game_id}:{view.key}:{live.message_id if live else 0}")
                    if item is not None
                    else None,
                )
                if message is None and item is not None:
                    raise faults.DeliveryFailed(faults.noted("posting the turn message failed"))
                if message is not None and item is not None:
                    await self.app.deliveries.progress(item, {"posted": message.id})
            if message is not None:
                new_id = message.id
                outcome.live_url = message.jump_url
                if outcome.turn_message_id is None:
                    outcome.turn_message_id = message.id
        if new_id is not None:
            outcome.message_ids.add(new_id)
            if outcome.live_url is None:
                outcome.live_url = channel.get_partial_message(new_id).jump_url
            await self._store(
                LiveMessage(view.game_id, view.channel_id, new_id, view.key, reply.version, todo.lines),
                live,
                item,
            )
        return outcome

    def _foreseen_battle_line(
        self,
        channel: Any,
        live: LiveMessage,
        view: TurnView,
        summary: str,
        interaction: discord.Interaction[Any] | None,
    ) -> str | None:
        """The line a battle fought by the action shown in ``live`` will have in it: a link
        to the thread the battle's posts open on that message, or (in a game's own thread,
        without the permission to open threads) the posts' place here. ``None`` when it
        cannot be known: the message has a battle thread already (a second battle in the
        turn), so the posts go elsewhere; the battle adds its line once posted. A wrong
        guess (Discord refused the thread) is replaced then."""
        lang = i18n.normalize(view.lang)
        if isinstance(channel, discord.Thread):
            return battle_line(lang, summary, None)
        if not isinstance(channel, discord.TextChannel):
            return None
        perms = self.notices.my_permissions(channel, interaction)
        if perms is not None and not (perms.create_public_threads and perms.send_messages_in_threads):
            return battle_line(lang, summary, None)
        url = thread_url(channel.guild.id, live.message_id)
        if any(url in line for line in live.lines):
            return None
        return battle_line(lang, summary, url)

    async def _current_board(self, reply: Reply) -> Sequence[Image]:
        """The board of the reply's game as it is now (for a turn message shown without one)."""
        if reply.game_id is None:
            return ()
        current = await self.app.live.current_turn_reply(reply.game_id)
        return current.images if current is not None else ()

    async def _store(self, message: LiveMessage, expected: LiveMessage | None, item: Delivery | None = None) -> None:
        """Store the live message if nobody moved it since it was read as ``expected`` (in the database:
        another process may show the same game); a failure is logged. With ``item`` (an
        outbox item being delivered) a failure fails the item: it is tried again from the
        stored message (never marked done with the message not recorded, which would have
        the next change close the wrong message)."""
        try:
            stored = await self.app.deliveries.store_live_message(message, expected)
        except Exception as exc:
            if item is not None:
                raise faults.DeliveryFailed(faults.Failure("storing the turn message failed")) from exc
            log.exception("could not store the live turn message", extra={"ctx": {"game": message.game_id}})
            return
        if not stored:
            log.warning(
                "the live turn message was moved by another delivery: not stored",
                extra={"ctx": {"game": message.game_id, "version": message.version}},
            )
            if item is not None:
                raise faults.DeliveryFailed(faults.Failure("the turn message was moved meanwhile"))

    async def edit(
        self,
        channel: Any,
        message_id: int,
        text: str,
        images: Sequence[Image],
        reply: Reply | None,
        interaction: discord.Interaction[Any] | None,
        *,
        shed: bool = False,
        accent: int | None = None,
    ) -> str:
        """Edit the live message, a Components V2 layout in ``accent`` (the colour of the
        player to act): new text and board, ``reply``'s buttons (``None``: none); ``shed``:
        without images, its board is removed (a closed turn). A layout keeps no picture it
        does not show, so an edit with no new board shows the current one again. An archived thread
        is opened again first. :data:`OK`, :data:`GONE` (the message was
        deleted: the caller posts anew) or :data:`FAILED` (refused; noted in
        :data:`~bot.discord_adapter.faults.LAST_FAILURE`)."""
        ctx = {"channel": getattr(channel, "id", None), "message": message_id}
        if not images and not shed and reply is not None:
            images = await self._current_board(reply)
        shown = Reply(
            text,
            images=list(images),
            buttons=reply.buttons if reply is not None else [],
            selects=reply.selects if reply is not None else [],
            link=reply.link if reply is not None else None,
            game_id=reply.game_id if reply is not None else None,
            version=reply.version if reply is not None else None,
            panel=True,
            accent=accent,
        )
        kwargs: dict[str, Any] = {
            "content": None,
            "view": build_layout(shown),
            "allowed_mentions": discord.AllowedMentions.none(),
            "attachments": [],  # the pictures the layout shows, uploaded again below (none: none)
        }
        if _answers_with_edit(interaction, message_id):
            assert interaction is not None
            try:  # the click on this very message: its edit is the interaction's answer
                await self.transport.callback(
                    interaction, lambda: interaction.response.edit_message(**{**kwargs, "attachments": files(images)})
                )
                Answering.of(interaction).deferred = "update"
                return OK
            except (discord.HTTPException, NotAcknowledged) as exc:
                # Refused, or never acknowledged (tried again within the 3 seconds): the message
                # is edited with the bot's token below (the same edit, harmless twice), and the
                # interaction gets nothing more.
                Answering.of(interaction).deferred = "update"
                log.info("could not answer the click with the edit: %r", exc, extra={"ctx": ctx})
        for attempt in range(1, EDIT_ATTEMPTS + 1):
            if images:
                kwargs["attachments"] = files(images)  # fresh files: a refused upload is consumed
            try:
                await channel.get_partial_message(message_id).edit(**kwargs)
                return OK
            except discord.NotFound as exc:
                if exc.code == UNKNOWN_CHANNEL:
                    await self.notices.api_failure(interaction, exc, "editing the turn message", channel=channel)
                    return FAILED
                log.warning("the live turn message is gone (%s): posting a new one", exc.code, extra={"ctx": ctx})
                return GONE
            except discord.Forbidden as exc:
                await self.notices.api_failure(interaction, exc, "editing the turn message", channel=channel)
                return FAILED
            except discord.HTTPException as exc:
                if exc.code == THREAD_ARCHIVED and isinstance(channel, discord.Thread) and attempt < EDIT_ATTEMPTS:
                    await self.threads.reopen(channel)
                    continue
                if exc.status == 400 and exc.code == INVALID_FORM_BODY:
                    # the message cannot become what the edit asks (e.g. a turn message posted
                    # by an older version, plain, that Discord will not make a layout): post anew
                    log.warning("the turn message refused the edit (%s): posting a new one", exc, extra={"ctx": ctx})
                    return GONE
                await self.notices.api_failure(interaction, exc, "editing the turn message", channel=channel)
                return FAILED
        return FAILED

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
        channel = await self.channels.reach(live.channel_id) if live is not None else None
        if live is None or channel is None:
            return reply
        url = channel.get_partial_message(live.message_id).jump_url
        return replace(reply, text=f"{reply.text}\n{url}", buttons=[])

    async def add_live_line(self, game_id: int | None, line: str, replacing: Collection[str] = ()) -> bool:
        """Add a line (a battle's summary and link) to the game's live turn message, in place
        of any of ``replacing`` (a line foreseen wrongly); nothing when it shows it already.
        ``False`` when it could not be added (Discord refused the edit, the database is
        away, the message kept moving): the battle's outbox item is tried again later."""
        if not self.quiet or game_id is None:
            return True
        async with self.lock(game_id):
            return await self._add_live_line(game_id, line, replacing)

    async def _add_live_line(self, game_id: int, line: str, replacing: Collection[str]) -> bool:
        """Read, edit and store; done again from what is stored when another process moved
        the message between the read and the store (its edit may have been overwritten by
        this one: the message is written again with both)."""
        ctx = {"game": game_id, "line": line}
        for _ in range(ADD_LINE_ATTEMPTS):
            try:
                added = await self._add_live_line_once(game_id, line, replacing)
            except (discord.HTTPException, *faults.TRANSIENT_ERRORS) as exc:
                faults.note(exc)
                log.warning("could not add a line to the turn message: %s", exc, extra={"ctx": ctx})
                return False
            except Exception:
                log.exception("could not add a line to the turn message", extra={"ctx": ctx})
                return False
            if added is not None:
                return added
        log.warning("the turn message kept moving: a line not added yet", extra={"ctx": ctx})
        return False

    async def _add_live_line_once(self, game_id: int, line: str, replacing: Collection[str]) -> bool | None:
        """One try: ``True`` added (or nothing to add to), ``False`` refused by Discord,
        ``None`` when the stored message moved meanwhile (try again)."""
        live = await self.app.live.live_message(game_id)
        if live is None or len(live.lines) < 2 or line in live.lines[2:]:
            return True
        channel = await self.channels.reach(live.channel_id)
        if channel is None:
            return True
        lines = (*live.lines[:2], *(k for k in live.lines[2:] if k not in replacing), line)
        view = await self.app.live.turn_view(game_id)
        current = await self.app.live.current_turn_reply(game_id)
        if view is None or current is None:
            return True
        closed = live.turn_key != view.key  # the line goes to a closed turn: no board, no buttons
        edited = await self.edit(
            channel,
            live.message_id,
            compose(lines),
            () if closed else current.images,
            None if closed else current,
            None,
            shed=closed,
            accent=view.accent,
        )
        if edited == GONE:
            return True  # the message was deleted: the next change posts the turn anew
        if edited != OK:
            return False
        return await self.app.deliveries.store_live_message(replace(live, lines=lines), live) or None


def with_battle_line(todo: LivePlan, line: str) -> LivePlan:
    """``todo`` with a battle's line in the message it edits (a line of its own) or closes
    (at the end of the one-line summary, when it fits)."""
    if todo.edit_text is not None:
        lines = (*todo.lines, line)
        return replace(todo, edit_text=compose(lines), lines=lines)
    if todo.close_text is not None and len(todo.close_text) + 1 + len(line) <= MAX_CONTENT:
        return replace(todo, close_text=f"{todo.close_text} {line}")
    return todo


def battle_line(lang: str, summary: str, url: str | None) -> str:
    """A battle's line in its quiet channel's turn message: its summary and its thread's link
    (``url``; ``None``: its posts answer the turn message in the game's own thread, or are
    in the channel itself)."""
    if url is not None:
        line = i18n.t(lang, "quiet-battle-line", summary=summary, url=url)
    else:
        line = i18n.t(lang, "quiet-battle-line-here", summary=summary)
    return " ".join(line.split())


def thread_url(guild_id: int, message_id: int) -> str:
    """The link of the thread opened on message ``message_id`` (Discord gives a thread
    started from a message that message's id), as ``discord.Thread.jump_url`` makes it."""
    return f"https://discord.com/channels/{guild_id}/{message_id}"


def nonce(key: str) -> str:
    """The nonce of an outbox item's post (Discord allows 25 characters)."""
    return hashlib.sha256(key.encode()).hexdigest()[:25]


def _command_name(interaction: discord.Interaction[Any]) -> str:
    command = interaction.command
    return command.qualified_name if command is not None else ""


def _board_format(interaction: discord.Interaction[Any] | None) -> str:
    """The ``format:`` option of ``/hex board`` (``image`` when not given)."""
    value = getattr(interaction.namespace, "format", None) if interaction is not None else None
    return str(getattr(value, "value", value) or "image").strip().lower()


def _answers_with_edit(interaction: discord.Interaction[Any] | None, message_id: int) -> bool:
    """Whether editing ``message_id`` can be the answer to ``interaction``: a click on that
    very message, not answered yet (callback 7, "update message")."""
    return (
        interaction is not None
        and interaction.type is discord.InteractionType.component
        and not interaction.response.is_done()
        and Answering.of(interaction).ack is None  # no callback tried yet (bot.discord_adapter.transport)
        and interaction.message is not None
        and interaction.message.id == message_id
    )
