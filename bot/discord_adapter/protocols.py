"""What the lower layers of the adapter need from the upper ones, as interfaces.

Buttons and menus are rebuilt by discord.py from their custom id on every click, so they
cannot be handed their collaborators at construction: they find the bot's responder on
``interaction.client`` instead, through :func:`component_runner`, and know it only as a
:class:`ComponentRunner`. This keeps ``buttons.py`` below ``responder.py`` (which builds
views from buttons) with no import going back up.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

import discord


@runtime_checkable
class ComponentRunner(Protocol):
    """Runs the command a button or menu option carries (the :class:`~bot.discord_adapter.responder.Responder`)."""

    async def run_component(
        self, interaction: discord.Interaction[Any], action: str | None, version: int, kind: str
    ) -> None: ...


def component_runner(client: discord.Client) -> ComponentRunner:
    """The component runner of the bot that received the interaction."""
    runner = getattr(client, "responder", None)
    if not isinstance(runner, ComponentRunner):
        raise RuntimeError(f"{type(client).__name__} has no responder to run buttons and menus")
    return runner
