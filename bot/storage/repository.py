"""The repository: every store, composed over one :class:`~bot.storage.database.Database`.

Each store is one class written once for both databases (``games.py``, ``outbox.py``,
``reminders.py``, ``people.py``, ``channels.py``, ``rolls.py``, ``league.py``, ``league_events.py``, ``puzzles.py``). The
repository holds them as typed attributes of :attr:`Repository.stores` (``repo.stores.games``,
``repo.stores.leagues``, …): the app hands each use case the stores it uses, typed by the
store classes themselves, so a store method is written in one place (its class).

:mod:`bot.storage.sqlite` and :mod:`bot.storage.postgres` only open a database of their kind
(connection settings, pool); :func:`bot.storage.open_repository` picks one by the target.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.storage.channels import ChannelStore
from bot.storage.database import Database
from bot.storage.games import GameStore
from bot.storage.league import LeagueStore
from bot.storage.league_clock import ClockStore
from bot.storage.league_events import EventStore
from bot.storage.migrate import schema_version
from bot.storage.outbox import DeliveryStore, OutboxStore
from bot.storage.people import NameStore, PrefsStore
from bot.storage.puzzles import PuzzleStore
from bot.storage.reminders import ReminderStore
from bot.storage.rolls import RollStore
from bot.storage.web import WebStore


@dataclass(frozen=True, slots=True)
class Stores:
    """The stores of one database, each usable on its own."""

    games: GameStore
    outbox: OutboxStore
    deliveries: DeliveryStore
    reminders: ReminderStore
    prefs: PrefsStore
    names: NameStore
    channels: ChannelStore
    rolls: RollStore
    leagues: LeagueStore
    web: WebStore
    events: EventStore  # the leagues' Swiss events
    puzzles: PuzzleStore
    clocks: ClockStore  # the league clock, vacations, forfeits and rulings

    @classmethod
    def over(cls, db: Database) -> Stores:
        return cls(
            GameStore(db),
            OutboxStore(db),
            DeliveryStore(db),
            ReminderStore(db),
            PrefsStore(db),
            NameStore(db),
            ChannelStore(db),
            RollStore(db),
            LeagueStore(db),
            WebStore(db),
            EventStore(db),
            PuzzleStore(db),
            ClockStore(db),
        )


class Repository:
    """Every store of one database (see the module's docstring). Close it when done."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self.stores = Stores.over(db)

    async def schema_version(self) -> int:
        """The database's schema version (the number of its Alembic revision)."""
        return await schema_version(self.db)

    async def close(self) -> None:
        await self.db.close()
