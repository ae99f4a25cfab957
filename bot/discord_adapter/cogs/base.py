"""What the slash-command cogs share: the context they were given and small option helpers."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.discord_adapter.context import CogContext
from bot.discord_adapter.responder import Responder, Work, channel_of
from bot.discord_adapter.transformers import choices
from bot.replies import Reply

if TYPE_CHECKING:
    from bot.app import App

__all__ = ["Choice", "CommandsOfGroup", "Interaction", "channel_of", "switch", "typed", "value"]

Choice = app_commands.Choice
Interaction = discord.Interaction[Any]


def value(choice: Choice[str] | None) -> str | None:
    """The value of an optional choice option."""
    return None if choice is None else choice.value


def switch(choice: Choice[str] | None) -> bool | None:
    """An on/off choice as a bool (``None`` when left empty)."""
    return None if choice is None else choice.value == "on"


def typed(interaction: Interaction, name: str) -> str | None:
    """The raw value typed so far for another option of the command (during autocomplete)."""
    text = getattr(interaction.namespace, name, None)
    if text is None:
        return None
    return str(text).strip() or None


class CommandsOfGroup:
    """Mixed into each command cog: the application, the responder, running and completing."""

    def __init__(self, ctx: CogContext) -> None:
        self.ctx = ctx

    @property
    def app(self) -> App:
        return self.ctx.use_cases

    @property
    def responder(self) -> Responder:
        return self.ctx.responder

    async def run(
        self,
        interaction: Interaction,
        work: Work,
        *,
        defer: bool = True,
        ephemeral: bool = False,
        others: Sequence[discord.abc.User | None] = (),
    ) -> None:
        """Run a use case for ``interaction`` (see :meth:`Responder.run_command`). First the
        application remembers how the acting user and ``others`` (the players a command
        names) are called, for the pictures."""
        people = [interaction.user, *(u for u in others if u is not None)]
        names = self.app.names

        async def named() -> Reply | Sequence[Reply]:
            await names.remember({u.id: u.display_name for u in people})
            return await work()

        await self.responder.run_command(interaction, named, defer=defer, ephemeral=ephemeral)

    async def complete(
        self, interaction: Interaction, fetch: Callable[[], Awaitable[list[tuple[str, str]]]]
    ) -> list[Choice[str]]:
        """Autocomplete choices from the use cases (at most 25; none if it fails)."""
        return choices(await self.responder.complete(interaction, fetch))
