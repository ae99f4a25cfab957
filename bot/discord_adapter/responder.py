"""Running an interaction: a slash command or a click, answered within Discord's rules.

The :class:`Responder` acknowledges each interaction, runs its use case and answers it:

* **answer in time**: a slash command or a click is deferred *before* the use case runs
  (the use case renders images), so Discord gets its acknowledgement within 3 seconds;
  the answer then follows. Cheap text commands answer at once; a quiet command answers
  with its private note at once when its use case is quick.
* **visibility**: a :class:`~bot.replies.Reply` marked ephemeral goes to the acting user only.
  When a command was deferred publicly and the reply turns out to be a player mistake, the
  public "thinking…" message is deleted and the explanation sent ephemerally.
* **mentions**: only the users listed in ``Reply.mentions`` are pinged (the bot's default
  is to ping nobody).
* **where public replies go**: a game's change to its live turn message, anything else as
  a post, battles in threads (:class:`~bot.discord_adapter.delivery.Delivery`).
* **languages**: each interaction's work runs in :func:`bot.locale.acting` for the user
  who acted (:class:`~bot.discord_adapter.languages.Languages`).
* **failures**: Discord API errors are logged with context and never reach the game (the
  use cases have stored the game before anything is posted); program errors are logged
  and answered generically. No exception leaves a handler: each is logged once with the
  interaction and counted (``hexbot_interaction_failures_total``).
* **transport** (:mod:`.transport`): the callback is tried again within Discord's 3 seconds,
  follow-ups for up to two minutes within the token's 15; the action runs once whatever comes of its
  answer (the interaction's id is its key: a second delivery of it runs nothing). An
  interaction that could never be acknowledged still has its action run: its public reply
  reaches the channel with the bot's token, a private one is logged and counted.

The other collaborators, each composed by the client: :mod:`.languages`, :mod:`.notices`
(permissions and failures), :mod:`.channels` (posts), :mod:`.live` (the live turn
message), :mod:`.battles`, :mod:`.threads` (games in threads), :mod:`.delivery`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace
from typing import Any

import discord
from discord.utils import MISSING

import i18n
from bot.discord_adapter.answering import Answering
from bot.discord_adapter.buttons import build_view
from bot.discord_adapter.channels import Channels, allowed_mentions, content, files
from bot.discord_adapter.delivery import Delivery
from bot.discord_adapter.errors import GENERIC_ERROR, interaction_context, storage_message
from bot.discord_adapter.faults import TRANSIENT_ERRORS
from bot.discord_adapter.languages import Languages
from bot.discord_adapter.layout import build_layout, panel_files
from bot.discord_adapter.live import LiveOutcome, LiveTurnMessages
from bot.discord_adapter.notices import Notices
from bot.discord_adapter.transport import NotAcknowledged, Transport
from bot.locale import acting, vt
from bot.replies import Reply
from bot.storage import StorageUnavailable
from bot.usecases.ports import UseCases

log = logging.getLogger("bot.discord")


Work = Callable[[], Awaitable[Reply | Sequence[Reply]]]

# What sending an answer may raise: Discord's refusal, no acknowledgement possible, or the
# request lost on the way (a timeout, a reset connection: discord.py raises them unchanged).
ANSWER_FAILURES: tuple[type[BaseException], ...] = (discord.HTTPException, NotAcknowledged, *TRANSIENT_ERRORS)
SEEN_INTERACTIONS = 4096  # interaction ids remembered (a second delivery of one runs nothing)


class Responder:
    """Acknowledges interactions, runs their use cases and answers them; one per bot."""

    def __init__(
        self,
        app: UseCases,
        languages: Languages,
        notices: Notices,
        channels: Channels,
        live: LiveTurnMessages,
        delivery: Delivery,
        *,
        transport: Transport | None = None,
    ) -> None:
        self.app = app
        self.languages = languages
        self.notices = notices
        self.channels = channels
        self.live = live
        self.delivery = delivery
        # A quiet command answers at once when its use case finishes within this many seconds
        # (else it is deferred first); 0: always defer.
        self.answer_within = 1.5
        self.transport = transport or live.transport  # one transport for every answer of the bot
        self._seen: OrderedDict[int, None] = OrderedDict()

    def _first_time(self, interaction: discord.Interaction[Any]) -> bool:
        """Whether this interaction is new here (its id is the action's key: an interaction
        delivered twice — a gateway replay — runs its action once)."""
        self.transport.arrived(interaction)
        if interaction.id in self._seen:
            log.warning("the interaction came twice: run once", extra={"ctx": interaction_context(interaction)})
            self.transport.count("duplicate")
            return False
        self._seen[interaction.id] = None
        while len(self._seen) > SEEN_INTERACTIONS:
            self._seen.popitem(last=False)
        return True

    async def handler_failed(self, interaction: discord.Interaction[Any], exc: BaseException) -> None:
        """An exception reached the top of a handler: logged once with the interaction,
        counted, and the user told generically (if anything can still reach them)."""
        self.transport.count("error")
        log.error(
            "an interaction's handler failed",
            exc_info=(type(exc), exc, exc.__traceback__),
            extra={"ctx": interaction_context(interaction)},
        )
        with contextlib.suppress(Exception):
            await self.tell(interaction, vt(GENERIC_ERROR))

    async def viewer_lang(self, interaction: discord.Interaction[Any]) -> str:
        """The language of private answers to ``interaction``'s user."""
        return await self.languages.viewer_lang(interaction)

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
        (:func:`bot.locale.acting`), looked up once Discord has its acknowledgement. The work
        runs even when Discord could not be answered (see the module's docstring); nothing
        raises out of here.
        """
        if not self._first_time(interaction):
            return
        people = [interaction.user, *others]
        names = self.app.names

        async def named() -> Reply | Sequence[Reply]:
            await names.remember({u.id: u.display_name for u in people})
            return await work()

        quick = False
        if self.live.quiet and not ephemeral and quiet:
            ephemeral = True  # the public answer goes to the live turn message; the user gets a note
            quick = defer and not slow and self.answer_within > 0
        try:
            await self._answer(interaction, named, quick=quick, defer=defer, ephemeral=ephemeral)
        except Exception as exc:
            await self.handler_failed(interaction, exc)

    async def _answer(
        self,
        interaction: discord.Interaction[Any],
        work: Work,
        *,
        quick: bool,
        defer: bool = True,
        ephemeral: bool = False,
        what: str = "",
    ) -> None:
        """Run ``work`` in the acting user's language and deliver its replies: the one path of
        every interaction. ``quick``: run it at once and answer with its own reply (one call
        instead of a deferral and a follow-up), deferring only if it has not finished within
        :attr:`answer_within` seconds (Discord waits three); otherwise the interaction is
        deferred first (when ``defer``; ``ephemeral`` is the answer's expected visibility).
        A program error is reported to the user; ``what`` is logged once the work is done."""
        if defer and not quick:
            await self.defer(interaction, ephemeral=ephemeral)  # not acknowledged: the action runs anyway
        await self.note_version(interaction)
        with acting(await self.languages.viewer_lang(interaction)):
            task = asyncio.ensure_future(work())
            if quick:
                done, _ = await asyncio.wait({task}, timeout=self.answer_within)
                if not done:
                    await self.defer(interaction, ephemeral=ephemeral)  # refused: the work is stored anyway
            try:
                result = await task
            except Exception as exc:  # a program error: the use cases never raise for mistakes
                await self.report_program_error(interaction, exc)
                return
            if what:
                log.info("%s", what, extra={"ctx": interaction_context(interaction)})
            replies = [result] if isinstance(result, Reply) else list(result)
            await self.deliver(interaction, replies)

    async def complete(
        self,
        interaction: discord.Interaction[Any],
        fetch: Callable[[], Awaitable[list[tuple[str, str]]]],
    ) -> list[tuple[str, str]]:
        """Autocomplete choices from the use cases, in the user's language; none if it fails."""
        try:
            with acting(await self.languages.viewer_lang(interaction)):
                return await fetch()
        except Exception:
            log.exception("autocomplete failed", extra={"ctx": interaction_context(interaction)})
            return []

    async def answer_autocomplete(
        self,
        interaction: discord.Interaction[Any],
        complete: Callable[[discord.Interaction[Any], str], Awaitable[list[Any]]],
        current: str,
    ) -> None:
        """Answer an autocomplete with ``complete``'s choices (tried again within Discord's 3
        seconds); a failure is logged and counted, never raised."""
        try:
            choices = await complete(interaction, current)
            await self.transport.callback(interaction, lambda: interaction.response.autocomplete(choices))
        except NotAcknowledged:
            return  # counted as unanswered: the list shows nothing
        except ANSWER_FAILURES as exc:
            self.transport.count("refused")
            log.info("could not answer the autocomplete: %r", exc, extra={"ctx": interaction_context(interaction)})

    async def defer(self, interaction: discord.Interaction[Any], *, ephemeral: bool = False) -> bool:
        """Acknowledge now (tried again within Discord's 3 seconds); ``False`` if the
        interaction could not be acknowledged (its answers then go elsewhere, see
        :meth:`_send_one`)."""
        try:
            if interaction.type is discord.InteractionType.component:
                await self.transport.callback(interaction, lambda: interaction.response.defer())
                Answering.of(interaction).deferred = "update"
            else:
                await self.transport.callback(
                    interaction, lambda: interaction.response.defer(thinking=True, ephemeral=ephemeral)
                )
                Answering.of(interaction).deferred = "ephemeral" if ephemeral else "public"
        except NotAcknowledged:
            return False
        except discord.HTTPException as exc:
            log.warning(
                "could not acknowledge the interaction: %s", exc, extra={"ctx": interaction_context(interaction)}
            )
            self.transport.count("refused")
            Answering.of(interaction).ack = "never"
            return False
        return True

    async def run_component(
        self, interaction: discord.Interaction[Any], action: str | None, version: int, kind: str
    ) -> None:
        """A click on a button or a choice in a menu (``kind``): acknowledge it (deferred
        update), rerun ``action`` against the stored game with the version the message
        showed (a stale one is answered politely), deliver the replies. A choice on an
        ephemeral preview edits that preview in place, like a click. The action runs even
        when Discord could not be answered; nothing raises out of here."""
        if not self._first_time(interaction):
            return
        try:
            if action is None:  # Discord always sends the chosen value; nothing to do without one
                with acting(await self.languages.viewer_lang(interaction)):
                    await self.tell(interaction, vt("dc-nothing-chosen"))
                return
            # A click on a private panel (the hand, a preview) or on the game's live turn
            # message is quick: its answer is that message's own edit (callback 7: one call,
            # no channel call), or a private answer.
            quick = self.answer_within > 0 and (
                _clicked_panel(interaction) or (self.live.quiet and await self._clicked_live_message(interaction))
            )
            line = action

            async def run() -> Sequence[Reply]:
                return await self.app.commands.run(
                    channel_of(interaction),
                    interaction.user.id,
                    line,
                    is_moderator=_is_moderator(interaction),
                    version=version or None,
                    guild_id=interaction.guild_id,
                )

            await self._answer(interaction, run, quick=quick, what=f"{kind} {action}")
        except Exception as exc:
            await self.handler_failed(interaction, exc)

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

    async def deliver(self, interaction: discord.Interaction[Any], replies: Sequence[Reply]) -> None:
        """Send ``replies`` as the answer to ``interaction`` (see the module docstring). No
        exception gets out: one (a timeout, a reset connection) is logged once with the
        interaction, and the user told honestly — their action is stored when a reply shows
        a change of the game, and the outbox shows it in the channel."""
        try:
            await self._deliver(interaction, replies)
        except Exception as exc:
            log.warning(
                "delivering the answer failed: %s: %s",
                type(exc).__name__,
                exc,
                extra={"ctx": interaction_context(interaction)},
                exc_info=not isinstance(exc, ANSWER_FAILURES),
            )
            if not isinstance(exc, ANSWER_FAILURES):
                self.transport.count("error")
            stored = any(_may_be_live(r) for r in replies)
            with contextlib.suppress(Exception):
                await self.tell(interaction, vt("dc-stored-shown-later" if stored else "dc-not-answered"))

    async def _deliver(self, interaction: discord.Interaction[Any], replies: Sequence[Reply]) -> None:
        if not replies:
            replies = [Reply(vt("dc-done"), ephemeral=True)]
        posted_public = False
        live: list[LiveOutcome] = []
        answered = False
        fresh = not self.transport.acknowledged(interaction) and not self.transport.unanswerable(interaction)
        if (
            interaction.type is discord.InteractionType.component
            and _clicked_panel(interaction)
            and fresh
            and all(_may_be_live(r) for r in replies)
        ):
            # A click on a private panel that changed the game: the panel shows the hand again
            # at once (callback 7, within Discord's three seconds), then the channel is edited.
            held = self.live.quiet and replies[0].minor and not replies[0].mentions  # a discard
            with contextlib.suppress(*ANSWER_FAILURES):
                await self._refresh_panel(interaction, note=vt("panel-held") if held else "")
        elif (
            self.live.quiet
            and fresh
            and interaction.type is not discord.InteractionType.component  # a click: see _edit_live
            and all(_may_be_live(r) for r in replies)
        ):
            # Answered at once (see _run_quick): the private note goes first, within Discord's
            # three seconds, whatever the edits of the turn message take afterwards.
            answered = await self._early_note(interaction, replies[0])
        for index, reply in enumerate(replies):
            outcome = await self.delivery.deliver_live(reply, interaction)
            if outcome is not None:
                live.append(outcome)
                continue
            sent = True
            try:
                message_id = await self._send_one(interaction, reply, first=index == 0 and not live)
            except ANSWER_FAILURES as exc:
                if isinstance(exc, discord.HTTPException):
                    await self.notices.api_failure(interaction, exc, "sending a reply")
                if reply.ephemeral:
                    self._undelivered(interaction, exc)
                    continue
                message_id = await self._fallback_to_channel(interaction, reply)
                sent = message_id is not None
            if not reply.ephemeral:
                posted_public = True
                if sent:  # its change is shown: the outbox has nothing more to post for it
                    await self.delivery.settle_turn(reply)
            if reply.battle is not None and not reply.ephemeral and interaction.channel is not None:
                await self.delivery.post_battle(
                    interaction.channel,
                    message_id,
                    reply.battle,
                    interaction=interaction,
                    outbox_id=reply.outbox_id,
                    game_id=reply.game_id,
                )
        if live:
            await self._acknowledge_live(interaction, live, answered=answered or len(live) < len(replies))
        elif posted_public and Answering.of(interaction).deferred == "update":
            await self._retire_clicked_message(interaction)
        if (posted_public or live) and interaction.channel_id is not None:
            await self.delivery.post_ai_turns(interaction.channel_id)

    async def _early_note(self, interaction: discord.Interaction[Any], reply: Reply) -> bool:
        """The private note of an action answered at once, linking to the game's turn message."""
        url = None
        try:
            live = await self.app.live.live_message(reply.game_id) if reply.game_id is not None else None
            channel = self.channels.client.get_channel(live.channel_id) if live is not None else None
            if live is not None and channel is not None and hasattr(channel, "get_partial_message"):
                url = channel.get_partial_message(live.message_id).jump_url
        except Exception:
            log.exception("could not read the live turn message", extra={"ctx": interaction_context(interaction)})
        note = _ack(url, held=reply.minor and not reply.mentions)  # a discard: held (bot.usecases.live.plan)
        try:
            await self._send_one(interaction, Reply(note, ephemeral=True), first=True)
        except ANSWER_FAILURES as exc:
            if isinstance(exc, discord.HTTPException):
                await self.notices.api_failure(interaction, exc, "sending a reply")
            self._undelivered(interaction, exc)
            return False
        return True

    async def _acknowledge_live(
        self, interaction: discord.Interaction[Any], live: list[LiveOutcome], *, answered: bool
    ) -> None:
        """The interaction's own answer when its reply went to the live turn message: nothing
        more for a click on that message (it changed under the user's eyes), the clicked
        private message (a hand, a preview) turned into a short note, else a private note."""
        deferred = Answering.of(interaction).deferred
        clicked = interaction.message.id if interaction.message is not None else None
        touched = set().union(*(o.message_ids for o in live))
        url = live[-1].live_url
        note = _ack(url, held=live[-1].held)
        if url and getattr(live[-1].channel, "id", None) != interaction.channel_id:
            note = vt("quiet-thread-opened", url=url)  # the game went to a thread of its own
        try:
            if interaction.type is discord.InteractionType.component and _clicked_ephemeral(interaction):
                if not _clicked_panel(interaction):  # a confirmation: it has done its work
                    await self._edit_clicked(interaction, content=note, attachments=[], view=None)
                elif not Answering.of(interaction).panel_shown:
                    await self._refresh_panel(interaction)  # the hand again, in place: never a "done" note
                return
            if deferred == "update" or interaction.type is discord.InteractionType.component:
                if clicked in touched:
                    return
                # a button on an older public message (a reminder): it is out of date now
                await self._edit_clicked(interaction, view=None)
                return
            if not answered:
                await self._send_one(interaction, Reply(note, ephemeral=True), first=True)
        except ANSWER_FAILURES as exc:
            self._undelivered(interaction, exc)

    async def _edit_clicked(self, interaction: discord.Interaction[Any], **kwargs: Any) -> None:
        """Edit the clicked message: the interaction's own answer (callback 7) when it has
        none yet, else its original response (tried again through :attr:`transport`, the
        files read again from their start for each try)."""
        if not self.transport.acknowledged(interaction):
            await self.transport.callback(interaction, lambda: interaction.response.edit_message(**_fresh(kwargs)))
        else:
            await self.transport.token_call(interaction, lambda: interaction.edit_original_response(**_fresh(kwargs)))

    async def _refresh_panel(self, interaction: discord.Interaction[Any], note: str = "") -> None:
        """The clicked private panel shows the player's hand again, as it is now (``note``:
        a line above it, e.g. that a discard shows on the turn message with the next action)."""
        channel_id = interaction.channel_id
        if channel_id is None:
            return
        panel = await self.app.info.hand(channel_id, interaction.user.id)  # (the game's end: why not)
        panel = replace(panel, panel=True, text=f"{note}\n{panel.text}" if note else panel.text)
        Answering.of(interaction).panel_shown = True  # one answer per interaction, whatever comes of it
        await self._edit_clicked(interaction, **message_kwargs(panel, edit=True))

    async def _send_one(self, interaction: discord.Interaction[Any], reply: Reply, *, first: bool) -> int | None:
        """Send one reply; return the id of the message it became (when known)."""
        deferred = Answering.of(interaction).deferred
        if first and reply.ephemeral and _clicked_ephemeral(interaction):
            # A click on a private message (a hand, a preview, a confirmation): the answer
            # shows in place (a new panel, or why nothing changed with the current state);
            # a panel stays a layout whatever it shows next (Discord's rule).
            shown = replace(reply, panel=True) if _clicked_layout(interaction) else reply
            await self._edit_clicked(interaction, **message_kwargs(shown, edit=True))
            return None
        if self.transport.unanswerable(interaction):
            raise NotAcknowledged()  # the token takes nothing: the caller posts a public reply itself
        if not self.transport.acknowledged(interaction):
            response = await self.transport.callback(
                interaction,
                lambda: interaction.response.send_message(**message_kwargs(reply), ephemeral=reply.ephemeral),
            )
            resource = getattr(response, "resource", None)
            return getattr(resource, "id", None)
        again = None
        if first and deferred in ("public", "ephemeral") and reply.ephemeral != (deferred == "ephemeral"):
            if reply.ephemeral:
                # A public "thinking…" would turn into the private answer: remove it instead.
                await self._delete_original(interaction)
            else:
                lang = await self.languages.public_lang(interaction.channel, interaction)
                text = i18n.t(lang, "dc-posted-below")
                await self.transport.token_call(interaction, lambda: interaction.edit_original_response(content=text))
        elif first and deferred in ("public", "ephemeral"):
            # The first answer after "thinking…" replaces it: a second try (the first may have
            # gone through) edits the original instead, which cannot make a second message.
            async def again() -> Any:
                return await interaction.edit_original_response(**message_kwargs(reply, edit=True))

        message = await self.transport.token_call(
            interaction,
            lambda: interaction.followup.send(**message_kwargs(reply), ephemeral=reply.ephemeral, wait=True),
            again=again,
        )
        return message.id

    async def _delete_original(self, interaction: discord.Interaction[Any]) -> None:
        try:
            await self.transport.token_call(interaction, interaction.delete_original_response)
        except ANSWER_FAILURES as exc:
            log.warning(
                "could not delete the deferred response: %s", exc, extra={"ctx": interaction_context(interaction)}
            )

    async def _retire_clicked_message(self, interaction: discord.Interaction[Any]) -> None:
        """After a click changed the game, the clicked message's buttons are out of date: remove them."""
        try:
            if _clicked_panel(interaction):
                if not Answering.of(interaction).panel_shown:
                    await self._refresh_panel(interaction)
            elif _clicked_ephemeral(interaction):  # a confirmation: it has done its work
                await self._edit_clicked(interaction, content=vt("dc-done-see-channel"), attachments=[], view=None)
            else:
                await self._edit_clicked(interaction, view=None)
        except ANSWER_FAILURES as exc:
            log.info("could not tidy the clicked message: %r", exc, extra={"ctx": interaction_context(interaction)})

    async def _fallback_to_channel(self, interaction: discord.Interaction[Any], reply: Reply) -> int | None:
        """The interaction token failed (expired): post a public reply in the channel instead."""
        channel = interaction.channel
        if not isinstance(channel, discord.abc.Messageable):
            return None
        message = await self.channels.send_to(channel, reply, interaction=interaction)
        return message.id if message else None

    async def tell(self, interaction: discord.Interaction[Any], text: str) -> None:
        """An ephemeral message (already in the user's language) to the acting user, whatever
        state the interaction is in."""
        reply = Reply(text, ephemeral=True)
        try:
            await self._send_one(interaction, reply, first=True)
        except ANSWER_FAILURES as exc:
            self._undelivered(interaction, exc)

    def _undelivered(self, interaction: discord.Interaction[Any], exc: BaseException) -> None:
        """A private answer that cannot reach its user (the interaction's token is the only
        way to it): logged and counted, once per interaction."""
        state = Answering.of(interaction)
        if state.undelivered:
            return
        state.undelivered = True
        self.transport.count("undelivered")
        log.warning(
            "a private answer could not be delivered: %s: %s",
            type(exc).__name__,
            exc,
            extra={"ctx": interaction_context(interaction)},
        )

    async def note_version(self, interaction: discord.Interaction[Any]) -> None:
        """Remember the version of the channel's game before the work runs (see
        :meth:`report_program_error`)."""
        try:
            if interaction.channel_id is not None:
                Answering.of(interaction).version_before = await self.app.live.game_version(interaction.channel_id)
        except Exception:
            log.exception("could not read the game's version", extra={"ctx": interaction_context(interaction)})

    async def report_program_error(self, interaction: discord.Interaction[Any], exc: BaseException) -> None:
        """A use case raised: logged once; the user is told that nothing changed only when
        the game is still at the version it had before (re-read: the answer of a store may
        be lost after its commit), else that their action is stored."""
        if isinstance(exc, StorageUnavailable):  # the database stayed away: a short "try again"
            log.warning("the database did not answer: %s", exc, extra={"ctx": interaction_context(interaction)})
            with contextlib.suppress(Exception):
                await self.tell(interaction, vt(storage_message(exc)))
            return
        log.error(
            "error while handling an interaction",
            exc_info=(type(exc), exc, exc.__traceback__),
            extra={"ctx": interaction_context(interaction)},
        )
        self.transport.count("error")
        message = GENERIC_ERROR
        before = Answering.of(interaction).version_before
        try:
            now = await self.app.live.game_version(interaction.channel_id) if interaction.channel_id else None
            if now is not None and before is not None and now > before:
                message = "dc-stored-shown-later"
        except Exception:
            message = "dc-not-answered"  # the storage itself is away: the outcome is unknown
        with contextlib.suppress(Exception):
            await self.tell(interaction, vt(message))


def message_kwargs(reply: Reply, *, edit: bool = False) -> dict[str, Any]:
    """How ``reply`` is sent (``edit``: how a message is edited into it): a panel as a
    Components V2 layout with no content (:mod:`.layout`), anything else as text, files and
    a view of buttons and menus."""
    if reply.panel:
        images = files(panel_files(reply))
        out: dict[str, Any] = {"view": build_layout(reply), "allowed_mentions": allowed_mentions(reply)}
        if edit:
            return {**out, "content": None, "attachments": images}
        return {**out, "files": images}
    view = build_view(reply)
    out = {"content": content(reply.text), "allowed_mentions": allowed_mentions(reply)}
    if edit:
        return {**out, "attachments": files(reply.images), "view": view}
    return {**out, "files": files(reply.images), "view": view or MISSING}


def _fresh(kwargs: dict[str, Any]) -> dict[str, Any]:
    """``kwargs`` for one more try: files read again from their start."""
    for key in ("files", "attachments"):
        for item in kwargs.get(key) or ():
            if isinstance(item, discord.File):
                item.reset()
    return kwargs


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


def _clicked_layout(interaction: discord.Interaction[Any]) -> bool:
    """Whether the clicked message is a Components V2 layout."""
    message = interaction.message
    return bool(message is not None and message.flags.components_v2)


def _clicked_panel(interaction: discord.Interaction[Any]) -> bool:
    """Whether the click is on a private panel (the hand, a preview: an ephemeral layout),
    which a change of the game refreshes with the player's hand."""
    return _clicked_ephemeral(interaction) and _clicked_layout(interaction)


def _clicked_ephemeral(interaction: discord.Interaction[Any]) -> bool:
    message = interaction.message
    return bool(message is not None and message.flags.ephemeral)


def _is_moderator(interaction: discord.Interaction[Any]) -> bool:
    perms = interaction.permissions
    return bool(perms.manage_channels or perms.administrator)
