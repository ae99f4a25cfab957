"""What the bot knows about answering one interaction, in one small object.

Discord gives each interaction an ``extras`` dict for the application's own data; the
adapter keeps one :class:`Answering` there (:meth:`Answering.of`) instead of loose string
keys: when the interaction arrived, whether its callback went through, how it was deferred,
the game's version before its work ran, whether the clicked panel was refreshed, whether a
private answer was lost. The transport, the live turn message and the responder read and
write it; nothing else does.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

import discord

KEY = "hexbot.answering"  # the one key of interaction.extras the adapter uses

Ack = Literal["yes", "never"]
Deferred = Literal["public", "ephemeral", "update"]


@dataclass(eq=False, slots=True)
class Answering:
    """One interaction's answering state (see the module's docstring)."""

    received: float | None = None  # the transport's clock when the interaction arrived
    ack: Ack | None = None  # "yes": acknowledged (perhaps by a try whose answer was lost); "never"
    deferred: Deferred | None = None  # how it was acknowledged without an answer yet
    version_before: int | None = None  # the channel's game's version before the work ran
    panel_shown: bool = False  # the clicked panel was refreshed (its one answer)
    undelivered: bool = False  # a private answer was lost (counted once)

    @classmethod
    def of(cls, interaction: discord.Interaction[Any]) -> Answering:
        """The interaction's answering state (made on first use)."""
        found = interaction.extras.get(KEY)
        if not isinstance(found, Answering):
            found = interaction.extras[KEY] = cls()
        return found
