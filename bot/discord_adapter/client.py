"""The discord.py bot object: intents, command tree, extensions and command sync on demand.

:func:`create_bot` wires a :class:`HexBot` around an already-built application
(:class:`~bot.app.App`, from :func:`bot.app.build_app`). It builds the
:class:`~bot.discord_adapter.responder.Responder` and the
:class:`~bot.discord_adapter.context.CogContext` the loops are given; its ``setup_hook``
(run by ``login``) sets the command tree's translator (Polish names and descriptions from
the catalogue, :mod:`bot.discord_adapter.translator`), builds the slash commands from the
command registry (:mod:`bot.discord_adapter.tree`), loads the reminders and league upkeep
loops (:mod:`bot.discord_adapter.loops`), checks the translated tree against Discord's limits (:mod:`bot.discord_adapter.limits`),
registers the restart-safe :class:`~bot.discord_adapter.buttons.GameButton` and
:class:`~bot.discord_adapter.buttons.GameSelect`, and schedules
the posting of the battles a previous run left unfinished (once the bot is ready), and
the turns of the computer player in games a previous run left waiting for it.

Commands are published only when asked: ``sync_commands=True`` (the
``HEXBOT_SYNC_COMMANDS`` environment variable, or ``--sync`` passed by the launcher), to
``HEXBOT_DEV_GUILD`` when it is set (instant), else globally. There is no command to do it
from Discord: the bot reads no messages (:func:`intents`).

What the bot asks of Discord is minimal and listed here, where the tests and
docs/discord.md read it: the gateway :func:`intents` and the permissions of the invite
link (:data:`BOT_PERMISSIONS`, :data:`OPTIONAL_PERMISSIONS`, :func:`invite_permissions`).
"""

from __future__ import annotations

import asyncio
import logging
import sys
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.config import Settings
from bot.discord_adapter.battles import BattlePoster
from bot.discord_adapter.buttons import GameButton, GameSelect
from bot.discord_adapter.channels import Channels
from bot.discord_adapter.context import CogContext, Detached
from bot.discord_adapter.delivery import Delivery
from bot.discord_adapter.errors import GENERIC_ERROR, explain_app_command_error, interaction_context
from bot.discord_adapter.languages import Languages
from bot.discord_adapter.limits import problems, translated_payload
from bot.discord_adapter.live import LiveTurnMessages
from bot.discord_adapter.loops.drain import Drainer
from bot.discord_adapter.loops.puzzles import DailyPuzzles
from bot.discord_adapter.loops.reminders import Reminders
from bot.discord_adapter.loops.upkeep import LeagueUpkeep
from bot.discord_adapter.notices import Notices
from bot.discord_adapter.responder import Responder
from bot.discord_adapter.slash import SlashRunner
from bot.discord_adapter.threads import GameThreads
from bot.discord_adapter.translator import CatalogueTranslator
from bot.discord_adapter.tree import COMPLETERS, build_tree
from bot.locale import acting
from bot.metrics import Metrics
from bot.sharding import ShardSet
from bot.usecases.ports import UseCases

if TYPE_CHECKING:
    from bot.app import App

log = logging.getLogger("bot.discord")

DEFAULT_REMINDER_INTERVAL = 60.0
DEFAULT_DRAIN_INTERVAL = 2.0  # seconds between two rounds of the delivery outbox's drain


def intents() -> discord.Intents:
    """Only what slash commands and buttons need: the guilds (channels, threads and roles in
    the cache; the thread events a game in a thread listens to). No privileged intent
    (members, presences, content) and no message events: interactions reach a bot whatever
    its intents."""
    value = discord.Intents.none()
    value.guilds = True
    return value


# The invite link's permissions, each with the calls that need it (docs/discord.md shows this
# table; tests/discord/test_permissions.py checks that the two agree).
BOT_PERMISSIONS: dict[str, str] = {
    "view_channel": "every call on a channel: `fetch_channel`, posting and editing in it",
    "send_messages": "`TextChannel.send` (turn messages, reminders, league posts, notices); "
    "`Thread.edit(archived=False)` (a running game's thread opened again)",
    "send_messages_in_threads": "`Thread.send` (battle segments, a game's turns in its thread)",
    "create_public_threads": "`Message.create_thread` (battle threads), `TextChannel.create_thread` (game threads)",
    "attach_files": "`send(files=…)` and `PartialMessage.edit(attachments=…)`: boards, battle images, exports",
    "read_message_history": "`Thread.send(reference=…)`: a battle in a game's thread answers the turn message",
    "manage_threads": "`Thread.edit(archived=True, name=…)` (a finished game's thread), `Thread.delete` "
    "(an unused game thread)",
}
# Asked for only where wanted: league rank roles (the league works without them).
OPTIONAL_PERMISSIONS: dict[str, str] = {
    "manage_roles": "`Member.add_roles`, `Member.remove_roles`: league rank roles",
}


def invite_permissions(*, optional: bool = False) -> discord.Permissions:
    """The permissions of the invite link (with ``optional``: and Manage Roles)."""
    names = [*BOT_PERMISSIONS, *(OPTIONAL_PERMISSIONS if optional else ())]
    return discord.Permissions(**dict.fromkeys(names, True))


class HexTree(app_commands.CommandTree["HexBot"]):
    """The command tree, with the error handler every app command falls back to. It
    answers autocomplete itself (:meth:`interaction_check`), so that a failed answer is tried
    again and counted like any other instead of reaching discord.py's log."""

    async def interaction_check(self, interaction: discord.Interaction[HexBot], /) -> bool:
        if interaction.type is not discord.InteractionType.autocomplete:
            return True
        try:
            command = interaction.command
            completers = command.extras.get(COMPLETERS, {}) if command is not None else {}
            name, current = _focused(interaction.data)
            complete = completers.get(name)
            if complete is not None:
                await interaction.client.responder.answer_autocomplete(interaction, complete, current)
                return False  # answered: discord.py does nothing more with it
        except Exception as exc:  # a bug: logged once, counted; the autocomplete shows nothing
            interaction.client.responder.transport.count("error")
            log.error("autocomplete failed", exc_info=exc, extra={"ctx": interaction_context(interaction)})
            return False
        return True  # an option the tree does not complete: discord.py answers as it would

    async def on_error(self, interaction: discord.Interaction[HexBot], error: app_commands.AppCommandError, /) -> None:
        """A player's mistake is told; any other error is logged once with the interaction and
        counted. Nothing raises out of here (discord.py would leave it to the event loop)."""
        responder = interaction.client.responder
        ctx = interaction_context(interaction)
        try:
            lang = await responder.viewer_lang(interaction)
        except Exception:
            lang = str(interaction.locale) if interaction.locale else i18n.DEFAULT
            lang = i18n.normalize(lang)
        text = explain_app_command_error(error, lang)
        if text is None:
            original = getattr(error, "original", error)
            log.error(
                "app command failed", exc_info=(type(original), original, original.__traceback__), extra={"ctx": ctx}
            )
            responder.transport.count("error")
            text = i18n.t(lang, GENERIC_ERROR)
        else:
            log.info("player mistake: %s", error, extra={"ctx": ctx})
        try:
            with acting(lang):
                await responder.tell(interaction, text)
        except Exception as exc:  # tell() catches Discord's failures: this is a bug, logged once
            responder.transport.count("error")
            log.error("could not answer an app command's error", exc_info=exc, extra={"ctx": ctx})


def _focused(data: Any) -> tuple[str | None, str]:
    """The focused option of an autocomplete interaction's data: its name and value so far."""
    for option in (data or {}).get("options", []) or []:
        if option.get("focused"):
            return option.get("name"), str(option.get("value", ""))
        if "options" in option:
            name, value = _focused(option)
            if name is not None:
                return name, value
    return None, ""


class HexBot(commands.Bot):
    """The Neuroshima Hex bot: use cases in ``app`` (``None``: a bare command tree, for the
    tests of the tree), Discord answers through ``responder``."""

    def __init__(
        self,
        app: App | None,
        *,
        dev_guild: int | None = None,
        sync_commands: bool = False,
        reminder_interval: float | None = DEFAULT_REMINDER_INTERVAL,
        quiet: bool = True,
        drain_interval: float | None = DEFAULT_DRAIN_INTERVAL,
        shards: ShardSet | None = None,
        **client_options: Any,
    ) -> None:
        super().__init__(
            # No prefix command exists and no message event arrives (see intents()): a
            # commands.Bot for its cogs and app command tree only.
            command_prefix=commands.when_mentioned,
            intents=intents(),
            tree_cls=HexTree,
            help_command=None,
            allowed_mentions=discord.AllowedMentions.none(),
            **client_options,  # shard_ids / shard_count for ShardedHexBot
        )
        self.app = app
        self.dev_guild = dev_guild
        self.sync_commands = sync_commands
        self.reminder_interval = reminder_interval
        self._resume_task: asyncio.Task[None] | None = None
        self.metrics: Metrics | None = None  # set by the launcher when HEXBOT_METRICS_PORT is given
        # The adapter's collaborators, each small, composed here (docs/architecture.md).
        use_cases: UseCases = app if app is not None else Detached()
        self.languages = Languages(use_cases)
        self.notices = Notices(self.languages, lambda: self.metrics)
        self.channels = Channels(self, self.notices)
        self.threads = GameThreads(self, use_cases, self.channels, self.notices, self.languages)
        self.live_messages = LiveTurnMessages(
            self, use_cases, self.channels, self.threads, self.notices, quiet=quiet and app is not None
        )
        self.battles = BattlePoster(self, use_cases, self.live_messages, self.notices, self.languages)
        self.delivery = Delivery(use_cases, self.live_messages, self.battles, self.threads, self.channels)
        self.responder = Responder(
            use_cases, self.languages, self.notices, self.channels, self.live_messages, self.delivery
        )
        self.context = CogContext(app, self.delivery, self.live_messages)
        if app is not None:  # a change this process saves is its interaction's to show first
            app.deliveries.reserve()
        # Every process drains the delivery outbox (none for a bare command tree).
        self.drain_interval = drain_interval if app is not None else None
        self.drainer = Drainer(
            use_cases, self.delivery, interval=drain_interval or 2.0, shards=shards, metrics=lambda: self.metrics
        )

    async def setup_hook(self) -> None:
        await self.tree.set_translator(CatalogueTranslator())
        build_tree(
            self.tree, SlashRunner(self.responder, self.threads, self.context.use_cases_of, self.context.enable_ai)
        )
        if self.reminder_interval:
            await self.add_cog(Reminders(self, self.context, self.reminder_interval))
            await self.add_cog(LeagueUpkeep(self, self.context))
            await self.add_cog(DailyPuzzles(self, self.context))
        self.add_dynamic_items(GameButton, GameSelect)
        broken = problems(await translated_payload(self.tree))
        for problem in broken:
            log.error("command tree breaks a Discord limit: %s", problem)
        if self.sync_commands:
            await self.sync_app_commands(self.dev_guild)
        self.enable_ai()
        await self._schedule_battle_resume()
        if self.drain_interval:
            self.drainer.start()

    def enable_ai(self) -> None:
        """The bot's own user is the computer player (``/hex new opponent:@<this bot>``)."""
        self.context.enable_ai(self.user)

    async def _schedule_battle_resume(self) -> None:
        """Battles a previous run did not finish posting are posted once the bot is ready.

        The list is read here, before the gateway connects, so it holds only the previous
        runs' battles: those of this run's actions are posted by their interactions.
        """
        if self.app is None:  # a bare bot (tests of the command tree)
            return
        pending = await self.app.outbox.pending_battle_posts()
        # Battles queued before the delivery outbox existed become its items (a no-op for the others).
        await self.app.deliveries.adopt_battles(pending)
        ai_channels = await self.app.ai.ai_games_to_resume()
        if not pending and not ai_channels:
            return
        log.info("battles left to post", extra={"ctx": {"pending": len(pending), "ai_games": len(ai_channels)}})

        async def resume() -> None:
            await self.wait_until_ready()
            if pending:  # due now: one round of the outbox at once
                await self.drainer.drain_once()
            for channel_id in ai_channels:  # games left waiting for the computer player
                await self.delivery.post_ai_turns(channel_id)

        self._resume_task = asyncio.create_task(resume(), name="hexbot:resume-battles")

    async def sync_app_commands(self, guild_id: int | None = None) -> list[app_commands.AppCommand]:
        """Publish the commands: to one guild (instant) or globally (may take up to an hour)."""
        if guild_id:
            guild = discord.Object(guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        else:
            synced = await self.tree.sync()
        log.info("commands synced", extra={"ctx": {"guild": guild_id, "count": len(synced)}})
        return synced

    async def close(self) -> None:
        if self._resume_task is not None:
            self._resume_task.cancel()
        await self.drainer.stop()
        reminders = self.get_cog("Reminders")
        if isinstance(reminders, Reminders):
            reminders.loop.cancel()
        await super().close()

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        """A game's own thread was deleted while the game runs: the responder recreates it."""
        await self.delivery.game_thread_deleted(payload.thread_id)

    async def on_raw_thread_update(self, payload: discord.RawThreadUpdateEvent) -> None:
        """A running game's thread was archived: the responder opens it again."""
        meta = payload.data.get("thread_metadata") or {}
        if meta.get("archived"):
            await self.threads.game_thread_archived(payload.thread_id)

    async def on_error(self, event_method: str, /, *args: Any, **kwargs: Any) -> None:
        """An exception out of a gateway event's handler (a thread deleted or archived, …):
        logged once with the event, counted; never left to discord.py's default."""
        error = sys.exc_info()[1]
        self.responder.transport.count("error")
        log.error("an event's handler failed", exc_info=error, extra={"ctx": {"event": event_method}})

    async def on_message(self, message: discord.Message, /) -> None:
        """No message is a command (no prefix command exists; with the intents asked for none
        arrives): not even a mention is read, so none can fail as an unknown command."""
        return

    async def on_ready(self) -> None:
        user = self.user
        log.info(
            "connected", extra={"ctx": {"user": str(user), "id": user.id if user else None, "guilds": len(self.guilds)}}
        )


class ShardedHexBot(HexBot, commands.AutoShardedBot):
    """The same bot running a chosen set of Discord's shards (``HEXBOT_SHARDS`` of
    ``HEXBOT_SHARD_COUNT``), one of several processes sharing a PostgreSQL database."""


def create_bot(
    app: App | None,
    config: Settings | None = None,
    *,
    sync_commands: bool | None = None,
    reminder_interval: float | None = DEFAULT_REMINDER_INTERVAL,
    drain_interval: float | None = DEFAULT_DRAIN_INTERVAL,
) -> HexBot:
    """A ready-to-start bot around ``app``. ``config`` is a :class:`bot.config.Settings`
    (or None). With ``config.shards`` the bot runs those shards only, and publishes the
    slash commands only if it owns shard 0 (exactly one process of a deployment does)."""
    settings = config or Settings()
    sync = bool(sync_commands)
    shards: ShardSet | None = settings.shards
    dev_guild = settings.dev_guild
    quiet = settings.quiet_channel
    if shards is None:
        return HexBot(
            app,
            dev_guild=dev_guild,
            sync_commands=sync,
            reminder_interval=reminder_interval,
            quiet=quiet,
            drain_interval=drain_interval,
        )
    return ShardedHexBot(
        app,
        quiet=quiet,
        dev_guild=dev_guild,
        sync_commands=sync and shards.syncs_commands,
        reminder_interval=reminder_interval,
        drain_interval=drain_interval,
        shards=shards,
        shard_ids=sorted(shards.ids),
        shard_count=shards.count,
    )
