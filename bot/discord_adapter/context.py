"""What the loops are given at construction: the use cases and the ways to post; and the
stand-in use cases of a bot built without an application.

The client builds one :class:`CogContext` and passes it to each loop, so the loops never
reach back into the bot object (and never import ``client.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, NoReturn

import discord

from bot.discord_adapter.delivery import Delivery
from bot.discord_adapter.live import LiveTurnMessages
from bot.usecases.ports import (
    BattlePosts,
    ComputerTurns,
    DueReminders,
    Lines,
    LiveTurns,
    Names,
    Outbox,
    Panels,
    Viewers,
)

if TYPE_CHECKING:
    from bot.app import App


@dataclass(frozen=True, slots=True)
class CogContext:
    """The application (:class:`bot.app.App`; ``None`` for a bare command tree), where public
    replies go (``delivery``) and the live turn messages (``live``)."""

    app: App | None
    delivery: Delivery
    live: LiveTurnMessages

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


class Detached:
    """The use cases of a bot built without an application (a bare command tree, which the
    tests of the tree build): the tree and its translations exist, nothing can run."""

    @staticmethod
    def _none() -> NoReturn:
        raise RuntimeError("this bot was built without an application: nothing can run")

    @property
    def live(self) -> LiveTurns:
        self._none()

    @property
    def outbox(self) -> BattlePosts:
        self._none()

    @property
    def deliveries(self) -> Outbox:
        self._none()

    @property
    def ai(self) -> ComputerTurns:
        self._none()

    @property
    def people(self) -> Viewers:
        self._none()

    @property
    def names(self) -> Names:
        self._none()

    @property
    def commands(self) -> Lines:
        self._none()

    @property
    def pbp(self) -> DueReminders:
        self._none()

    @property
    def info(self) -> Panels:
        self._none()
