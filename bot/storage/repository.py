"""The repository: every store, composed over one :class:`~bot.storage.database.Database`.

Each store is one class written once for both databases (``games.py``, ``outbox.py``,
``reminders.py``, ``people.py``, ``channels.py``, ``rolls.py``, ``league.py``). The
repository holds them as typed attributes of :attr:`Repository.stores` (``repo.stores.games``,
``repo.stores.leagues``, …: what the app may wire one by one) and offers each of their methods
on itself too (``repo.save(...)``, ``repo.league_game(...)``): the flat interface the use cases
have always called, :class:`~bot.storage.base.GameRepository` and the league's methods.

:mod:`bot.storage.sqlite` and :mod:`bot.storage.postgres` only open a database of their kind
(connection settings, pool); :func:`bot.storage.open_repository` picks one by the target.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.storage.channels import ChannelStore
from bot.storage.database import Database
from bot.storage.games import GameStore
from bot.storage.league import LeagueStore
from bot.storage.migrate import schema_version
from bot.storage.outbox import DeliveryStore, OutboxStore
from bot.storage.people import NameStore, PrefsStore
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
        )


class Repository:
    """Every store of one database (see the module's docstring). Close it when done."""

    def reserve_deliveries(self, owner: str | None, lease_s: float = 0.0) -> None:
        """The delivery items a save queues are reserved for ``owner``'s interactions (for
        ``lease_s`` seconds; see :func:`bot.storage.outbox.game_deliveries`); ``None``: not."""
        self.stores.games.reserve = (owner, lease_s) if owner is not None else None

    def __init__(self, db: Database) -> None:
        self.db = db
        s = self.stores = Stores.over(db)
        # games
        self.create_game = s.games.create_game
        self.live_game = s.games.live_game
        self.active_games_of = s.games.active_games_of
        self.live_games_of = s.games.live_games_of
        self.last_game = s.games.last_game
        self.get_game = s.games.get_game
        self.save = s.games.save
        self.save_with_battle_posts = s.games.save_with_battle_posts
        self.actions = s.games.actions
        self.count_games = s.games.count_games
        self.move_game = s.games.move_game
        # outbox
        self.pending_battle_posts = s.outbox.pending_battle_posts
        self.get_battle_post = s.outbox.get_battle_post
        self.update_battle_post = s.outbox.update_battle_post
        # the delivery outbox
        self.queue_deliveries = s.deliveries.queue
        self.claim_deliveries = s.deliveries.claim
        self.claim_delivery = s.deliveries.claim_key
        self.claim_turn_deliveries = s.deliveries.claim_turns
        self.lease_game_work = s.deliveries.lease_game_work
        self.renew_deliveries = s.deliveries.renew
        self.delivery_progress = s.deliveries.progress
        self.set_delivery_payload = s.deliveries.set_payload
        self.finish_delivery = s.deliveries.finish
        self.retry_delivery = s.deliveries.retry
        self.release_deliveries = s.deliveries.release
        self.prune_deliveries = s.deliveries.prune
        self.delivery = s.deliveries.delivery
        self.deliveries = s.deliveries.deliveries
        self.delivery_stats = s.deliveries.delivery_stats
        self.put_live_message_if = s.deliveries.put_live_message_if
        # reminders
        self.claim_due_reminders = s.reminders.claim_due_reminders
        self.pending_reminders = s.reminders.pending_reminders
        self.reminder_sent_at = s.reminders.reminder_sent_at
        self.add_reminders = s.reminders.add_reminders
        self.postpone_reminder = s.reminders.postpone_reminder
        self.reminder = s.reminders.reminder
        # prefs
        self.get_prefs = s.prefs.get_prefs
        self.save_prefs = s.prefs.save_prefs
        # names
        self.remember_names = s.names.remember_names
        self.names_of = s.names.names_of
        # channels
        self.get_live_message = s.channels.get_live_message
        self.put_live_message = s.channels.put_live_message
        self.add_game_thread = s.channels.add_game_thread
        self.get_game_thread = s.channels.get_game_thread
        self.get_game_threads_default = s.channels.get_game_threads_default
        self.set_game_threads_default = s.channels.set_game_threads_default
        self.get_min_turn_limit = s.channels.get_min_turn_limit
        self.set_min_turn_limit = s.channels.set_min_turn_limit
        self.add_follower = s.channels.add_follower
        self.remove_follower = s.channels.remove_follower
        self.followers = s.channels.followers
        # rolls
        self.add_roll = s.rolls.add_roll
        self.rolls = s.rolls.rolls
        self.get_roll = s.rolls.get_roll
        # leagues
        self.create_league = s.leagues.create_league
        self.leagues = s.leagues.leagues
        self.get_league = s.leagues.get_league
        self.update_league = s.leagues.update_league
        self.add_season = s.leagues.add_season
        self.seasons = s.leagues.seasons
        self.get_season = s.leagues.get_season
        self.archive_season = s.leagues.archive_season
        self.join_league = s.leagues.join_league
        self.leave_league = s.leagues.leave_league
        self.members = s.leagues.members
        self.get_member = s.leagues.get_member
        self.set_role_tier = s.leagues.set_role_tier
        self.add_league_game = s.leagues.add_league_game
        self.league_game = s.leagues.league_game
        self.league_games = s.leagues.league_games
        self.games_between = s.leagues.games_between
        self.ratings = s.leagues.ratings
        self.settle = s.leagues.settle
        self.results = s.leagues.results
        self.results_of_games = s.leagues.results_of_games
        self.correct = s.leagues.correct
        self.corrections = s.leagues.corrections
        self.enqueue = s.leagues.enqueue
        self.dequeue = s.leagues.dequeue
        self.queued = s.leagues.queued
        self.add_fixtures = s.leagues.add_fixtures
        self.clear_fixtures = s.leagues.clear_fixtures
        self.fixtures = s.leagues.fixtures
        self.open_fixture = s.leagues.open_fixture
        self.claim_fixture = s.leagues.claim_fixture
        # the web companion's addresses
        self.web_token = s.web.web_token
        self.issue_web_token = s.web.issue_web_token
        self.revoke_web_tokens = s.web.revoke_web_tokens
        self.resolve_web_token = s.web.resolve_web_token
        self.game_ids = s.web.game_ids

    async def schema_version(self) -> int:
        """The database's schema version (the number of its Alembic revision)."""
        return await schema_version(self.db)

    async def close(self) -> None:
        await self.db.close()
