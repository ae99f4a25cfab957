"""What every cog is given at construction: the use cases and the way to answer Discord.

The client builds one :class:`CogContext` and passes it to each cog, so cogs never reach
back into the bot object (and never import ``client.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import discord

from bot.discord_adapter.responder import Responder


@dataclass(frozen=True, slots=True)
class CogContext:
    """The service (:class:`bot.service.GameService`, or a stand-in in tests) and the responder."""

    service: Any
    responder: Responder

    def enable_ai(self, me: discord.abc.User | None) -> None:
        """The bot's own user is the computer player (``/hex new opponent:@<this bot>``)."""
        service = self.service
        if me is not None and hasattr(service, "ai_user_id") and service.ai_user_id is None:
            service.ai_user_id = me.id
