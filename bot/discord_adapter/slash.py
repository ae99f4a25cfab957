"""Running a slash command: Discord's values become the declaration's options, and its
handler runs for a :class:`SlashCall` through the interaction runner (deferral,
visibility, language, errors: :mod:`bot.discord_adapter.responder`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

import i18n
from bot.commands import Args, CommandSpec, Kind
from bot.discord_adapter.completion import Completion
from bot.discord_adapter.errors import PlayerMistake
from bot.discord_adapter.responder import Responder, channel_of
from bot.discord_adapter.threads import GameThreads
from bot.discord_adapter.tree import Completer, parameter_name
from bot.dispatch import run_handler
from bot.locale import vt
from bot.replies import Reply
from bot.usecases.answers import oops

if TYPE_CHECKING:
    from bot.app import App

Interaction = discord.Interaction[Any]


MAX_FILE = 64 * 1024  # bytes of an attached file read when its option names no limit


async def file_text(attachment: discord.Attachment, limit: int) -> str | None:
    """An attached file's text (UTF-8; a byte it cannot read becomes U+FFFD, for the use case
    to refuse), or ``None`` when it is larger than ``limit`` bytes or cannot be downloaded."""
    if attachment.size > limit:
        return None
    try:
        data = await attachment.read()
    except discord.HTTPException:
        return None
    return data[:limit].decode("utf-8", errors="replace")


class SlashCall:
    """A slash command's run (:class:`bot.commands.Call`): the member who used it where,
    whether they are a moderator for it, the server's language, and a game thread of its
    own for ``/hex new`` when wanted."""

    version: int | None = None  # a typed command shows no game
    previews = True  # /hex place without a facing opens the preview

    def __init__(
        self,
        interaction: Interaction,
        spec: CommandSpec,
        threads: GameThreads,
        app: App,
        players: list[discord.abc.User],
    ) -> None:
        self.interaction = interaction
        self.threads = threads
        self.app = app
        self.players = players
        self.channel_id = channel_of(interaction)
        self.user_id = interaction.user.id
        self.guild_id = interaction.guild_id
        self.user_name: str | None = interaction.user.display_name
        perms = interaction.permissions
        self.is_moderator = any(getattr(perms, p) for p in spec.moderators)
        self._thread: discord.Thread | None = None

    def game_language(self) -> str:
        """The server's preferred language, else English."""
        locale = self.interaction.guild_locale
        return i18n.normalize(str(locale) if locale else None)

    async def game_channel(self, where: str | None) -> int:
        if await self.threads.wants_thread(self.interaction, where):
            names = [self.interaction.user.display_name, *(u.display_name for u in self.players)]
            self._thread = await self.threads.open_game_thread(self.interaction, " vs ".join(names))
        return self._thread.id if self._thread is not None else self.channel_id

    async def game_created(self, channel_id: int, reply: Reply) -> None:
        if self._thread is None:
            return
        if reply.ephemeral:  # a mistake: no game, no thread
            await self.threads.discard_thread(self._thread)
        else:
            await self.app.live.add_game_thread(self._thread.id, self.channel_id, self.guild_id)


class SlashRunner:
    """Runs the slash commands of the tree (:class:`bot.discord_adapter.tree.SlashCommands`)."""

    def __init__(
        self,
        responder: Responder,
        threads: GameThreads,
        app: Callable[[], App],
        enable_ai: Callable[[discord.abc.User], None],
    ) -> None:
        self.responder = responder
        self.threads = threads
        self._app = app
        self.enable_ai = enable_ai
        self.completion = Completion(app, responder.complete, responder.viewer_lang)

    def completer(self, source: str) -> Completer:
        return self.completion.completer(source)

    async def run_slash(self, interaction: Interaction, spec: CommandSpec, values: dict[str, Any]) -> None:
        given: dict[str, str | int | float] = {}
        players: list[discord.abc.User] = []
        files: dict[str, tuple[discord.Attachment, int]] = {}  # read once Discord is told to wait
        for option in spec.slash_options:
            value = values.get(parameter_name(option))
            if value is None:
                continue
            if option.kind is Kind.ATTACHMENT:
                files[option.name] = (value, int(option.high or MAX_FILE))
            elif option.kind is Kind.CHOICE:
                given[option.name] = value.value if isinstance(value, app_commands.Choice) else str(value)
            elif option.kind in (Kind.USER, Kind.ROLE):
                given[option.name] = value.id
                if option.player:
                    players.append(value)
            else:
                given[option.name] = value
        me = interaction.client.user
        for someone in players:
            if someone.bot and (me is None or someone.id != me.id):
                raise PlayerMistake("dc-error-bots-cannot-play")
            if me is not None and someone.id == me.id:
                self.enable_ai(me)
        args = Args(given)
        app = self._app()
        call = SlashCall(interaction, spec, self.threads, app, players)

        async def work() -> Reply:
            if not files:
                return await run_handler(spec, app, call, args)
            read = dict(given)
            for name, (attachment, limit) in files.items():
                text = await file_text(attachment, limit)
                if text is None:
                    return oops(vt("dc-error-file", name=attachment.filename[:60], kb=limit // 1024))
                read[name] = text
            return await run_handler(spec, app, call, Args(read))

        await self.responder.run_command(
            interaction,
            work,
            defer=spec.defers(args),
            ephemeral=spec.is_private(args),
            quiet=spec.quiet,
            slow=spec.slow,
            others=players,
        )
