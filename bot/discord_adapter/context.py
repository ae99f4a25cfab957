"""What every cog is given at construction: the use cases and the way to answer Discord.

The client builds one :class:`CogContext` and passes it to each cog, so cogs never reach
back into the bot object (and never import ``client.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from bot.discord_adapter.responder import Responder

if TYPE_CHECKING:
    from bot.app import App


@dataclass(frozen=True, slots=True)
class CogContext:
    """The application (:class:`bot.app.App`; ``None`` for a bare command tree) and the responder."""

    app: App | None
    responder: Responder

    @property
    def use_cases(self) -> App:
        """The application, for a command that runs: a bare command tree has none to run."""
        return self.use_cases_of()

    def use_cases_of(self) -> App:
        """The application (see :attr:`use_cases`)."""
        if self.app is None:
            raise RuntimeError("this bot was built without an application: its commands cannot run")
        return self.app

    def enable_ai(self, me: discord.abc.User | None) -> None:
        """The bot's own user is the computer player (``/hex new opponent:@<this bot>``)."""
        if me is not None and self.app is not None and self.app.computer.user_id is None:
            self.app.computer.user_id = me.id
