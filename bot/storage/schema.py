"""The one schema of both databases, as SQLAlchemy Core tables (every store's SQL is built
from these; :mod:`bot.storage.alembic` migrates a database to them).

Three column types carry what the two databases store differently, so that the stores'
code never asks which one it runs on:

- :class:`Time`: an aware datetime; ``timestamptz`` in PostgreSQL, ISO-8601 UTC text in
  SQLite (``2025-03-01T09:30:00.000000+00:00``: the text sorts like the time).
- :class:`IsoTime`: an aware datetime stored as that ISO text on both (the league tables
  and ``user_names`` were made so in PostgreSQL too).
- :class:`Flag`: a boolean; ``BOOLEAN`` in PostgreSQL, 0/1 in SQLite. :class:`IntFlag` is a
  boolean stored as 0/1 on both (again the league tables).

Each of them also says, in ``from_driver``, what :mod:`bot.storage.sql` does with a stored
value (not NULL) as the driver gives it: SQLAlchemy's result processing is not used there.

Discord ids need 64 bits: :data:`ID` is ``BIGINT`` in PostgreSQL (SQLite's INTEGER is 64-bit).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from sqlalchemy import (
    REAL,
    BigInteger,
    Boolean,
    Column,
    Double,
    ForeignKey,
    ForeignKeyConstraint,
    Identity,
    Index,
    Integer,
    MetaData,
    PrimaryKeyConstraint,
    Table,
    Text,
    UniqueConstraint,
    select,
    text,
    true,
)
from sqlalchemy.engine import Dialect
from sqlalchemy.sql import ColumnElement
from sqlalchemy.types import TypeDecorator, TypeEngine

if TYPE_CHECKING:
    from bot.sharding import ShardSet

ID = BigInteger().with_variant(Integer(), "sqlite")
FLOAT = Double[float]().with_variant(REAL(), "sqlite")  # DOUBLE PRECISION; REAL in SQLite


def iso(dt: datetime) -> str:
    """``dt`` as the stored ISO-8601 UTC text; a naive datetime is refused."""
    if dt.tzinfo is None:
        raise ValueError("naive datetime: the clock must return aware datetimes")
    return dt.astimezone(UTC).isoformat(timespec="microseconds")


class Time(TypeDecorator[datetime]):
    """An aware datetime: ``timestamptz`` in PostgreSQL, ISO-8601 UTC text in SQLite."""

    impl = Text
    cache_ok = True

    def load_dialect_impl(self, dialect: Dialect) -> TypeEngine[Any]:
        if dialect.name == "postgresql":
            from sqlalchemy.dialects.postgresql import TIMESTAMP

            return dialect.type_descriptor(TIMESTAMP(timezone=True))
        return dialect.type_descriptor(Text())

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> Any:
        if value is None:
            return None
        if dialect.name != "postgresql":
            return iso(value)  # refuses a naive datetime
        if value.tzinfo is None:
            raise ValueError("naive datetime: the clock must return aware datetimes")
        return value

    def process_result_value(self, value: Any, dialect: Dialect) -> datetime | None:
        if value is None or isinstance(value, datetime):
            return value
        return datetime.fromisoformat(value)

    def from_driver(self, dialect: Dialect) -> Callable[[Any], Any] | None:
        """What :mod:`bot.storage.sql` does with a stored value (not NULL): asyncpg gives a datetime."""
        return None if dialect.name == "postgresql" else datetime.fromisoformat


class IsoTime(TypeDecorator[datetime]):
    """An aware datetime stored as ISO-8601 UTC text on both databases."""

    impl = Text
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> str | None:
        return None if value is None else iso(value)

    def process_result_value(self, value: str | None, dialect: Dialect) -> datetime | None:
        return None if value is None else datetime.fromisoformat(value)

    def from_driver(self, dialect: Dialect) -> Callable[[Any], Any] | None:
        return datetime.fromisoformat


class Flag(TypeDecorator[bool]):
    """A boolean: ``BOOLEAN`` in PostgreSQL, 0/1 in SQLite."""

    impl = Integer
    cache_ok = True

    def load_dialect_impl(self, dialect: Dialect) -> TypeEngine[Any]:
        return dialect.type_descriptor(Boolean() if dialect.name == "postgresql" else Integer())

    def process_bind_param(self, value: bool | None, dialect: Dialect) -> Any:
        if value is None:
            return None
        return bool(value) if dialect.name == "postgresql" else int(value)

    def process_result_value(self, value: Any, dialect: Dialect) -> bool | None:
        return None if value is None else bool(value)

    def from_driver(self, dialect: Dialect) -> Callable[[Any], Any] | None:
        return None if dialect.name == "postgresql" else bool


class IntFlag(TypeDecorator[bool]):
    """A boolean stored as 0/1 on both databases."""

    impl = Integer
    cache_ok = True

    def process_bind_param(self, value: bool | None, dialect: Dialect) -> int | None:
        return None if value is None else int(value)

    def process_result_value(self, value: int | None, dialect: Dialect) -> bool | None:
        return None if value is None else bool(value)

    def from_driver(self, dialect: Dialect) -> Callable[[Any], Any] | None:
        return bool


metadata = MetaData()
_LIVE_WHERE = text("status IN ('open', 'invited', 'active')")


def _serial() -> Column[int]:
    """An ``id`` the database numbers: an identity column in PostgreSQL, SQLite's rowid."""
    return Column("id", ID, Identity(), primary_key=True)


# ------------------------------------------------------------------ games, seats, the action log
games = Table(
    "games",
    metadata,
    _serial(),
    Column("channel_id", ID, nullable=False),
    Column("status", Text, nullable=False),
    Column("version", Integer, nullable=False),
    Column("state_json", Text, nullable=False),
    Column("seed", ID, nullable=False),
    Column("army1", Text, nullable=False),
    Column("army2", Text, nullable=False),
    Column("player1", ID),
    Column("player2", ID),
    Column("creator_id", ID, nullable=False),
    Column("lang", Text, nullable=False, server_default="en"),
    Column("turn_limit_s", Integer),
    Column("turn_started_at", Time),
    Column("request_json", Text),
    Column("winner", Integer),
    Column("result_reason", Text),
    Column("turns", Integer, nullable=False, server_default="0"),
    Column("created_at", Time, nullable=False),
    Column("updated_at", Time, nullable=False),
    Column("reminder_s", Integer),
    Column("guild_id", ID),
    Column("ai_levels_json", Text),
    Column("options_json", Text),
    Column("next_settings_json", Text),
    sqlite_autoincrement=True,
)
Index(
    "games_one_live_per_channel",
    games.c.channel_id,
    unique=True,
    sqlite_where=_LIVE_WHERE,
    postgresql_where=_LIVE_WHERE,
)
Index("games_by_channel", games.c.channel_id, games.c.id)
Index("games_live_by_player1", games.c.player1, sqlite_where=_LIVE_WHERE, postgresql_where=_LIVE_WHERE)
Index("games_live_by_player2", games.c.player2, sqlite_where=_LIVE_WHERE, postgresql_where=_LIVE_WHERE)

seats = Table(
    "seats",
    metadata,
    Column("game_id", ID, ForeignKey("games.id"), nullable=False),
    Column("seat", Integer, nullable=False),
    Column("user_id", ID),
    Column("army", Text, nullable=False),
    Column("team", Integer, nullable=False),
    Column("turn_order", Integer, nullable=False),
    Column("joined", Flag, nullable=False, server_default="1"),
    PrimaryKeyConstraint("game_id", "seat"),
)
Index("seats_by_user", seats.c.user_id)

actions = Table(
    "actions",
    metadata,
    Column("game_id", ID, ForeignKey("games.id"), nullable=False),
    Column("seq", Integer, nullable=False),
    Column("user_id", ID, nullable=False),
    Column("player", Integer, nullable=False),
    Column("kind", Text, nullable=False),
    Column("notation", Text, nullable=False),
    Column("created_at", Time, nullable=False),
    PrimaryKeyConstraint("game_id", "seq"),
    sqlite_with_rowid=False,
)

# ------------------------------------------------------------------ reminders and the battle outbox
reminders = Table(
    "reminders",
    metadata,
    _serial(),
    Column("game_id", ID, ForeignKey("games.id"), nullable=False),
    Column("channel_id", ID, nullable=False),
    Column("user_id", ID, nullable=False),
    Column("kind", Text, nullable=False),
    Column("due_at", Time, nullable=False),
    Column("sent_at", Time),
    sqlite_autoincrement=True,
)
_UNSENT = text("sent_at IS NULL")
Index("reminders_due", reminders.c.due_at, sqlite_where=_UNSENT, postgresql_where=_UNSENT)
Index("reminders_by_game", reminders.c.game_id)
Index("reminders_sent", reminders.c.game_id, reminders.c.kind, reminders.c.sent_at)

battle_posts = Table(
    "battle_posts",
    metadata,
    _serial(),
    Column("game_id", ID, ForeignKey("games.id"), nullable=False),
    Column("channel_id", ID, nullable=False),
    Column("action_seq", Integer, nullable=False),
    Column("battle_index", Integer, nullable=False, server_default="0"),
    Column("delivered", Integer, nullable=False, server_default="0"),
    Column("thread_id", ID),
    Column("message_id", ID),
    Column("status", Text, nullable=False, server_default="pending"),
    Column("created_at", Time, nullable=False),
    Column("updated_at", Time, nullable=False),
    UniqueConstraint("game_id", "action_seq", "battle_index"),
    ForeignKeyConstraint(["game_id", "action_seq"], ["actions.game_id", "actions.seq"]),
    sqlite_autoincrement=True,
)
_PENDING = text("status = 'pending'")
Index("battle_posts_pending", battle_posts.c.id, sqlite_where=_PENDING, postgresql_where=_PENDING)

# ------------------------------------------------------------------ the delivery outbox
deliveries = Table(
    "deliveries",
    metadata,
    _serial(),
    Column("key", Text, nullable=False),
    Column("kind", Text, nullable=False),
    Column("game_id", ID),
    Column("league_id", ID),
    Column("channel_id", ID, nullable=False),
    Column("version", Integer, nullable=False, server_default="0"),
    Column("step", Integer, nullable=False, server_default="0"),
    Column("payload_json", Text),
    Column("progress_json", Text),
    Column("status", Text, nullable=False, server_default="pending"),
    Column("attempts", Integer, nullable=False, server_default="0"),
    Column("due_at", Time, nullable=False),
    Column("lease_owner", Text),
    Column("lease_until", Time),
    Column("last_error", Text),
    Column("created_at", Time, nullable=False),
    Column("updated_at", Time, nullable=False),
    Column("finished_at", Time),
    UniqueConstraint("key", name="deliveries_key"),
    sqlite_autoincrement=True,
)
Index("deliveries_due", deliveries.c.due_at, sqlite_where=_PENDING, postgresql_where=_PENDING)
Index("deliveries_by_game", deliveries.c.game_id, deliveries.c.id)
Index("deliveries_finished", deliveries.c.finished_at)

# ------------------------------------------------------------------ people, channels, servers
user_prefs = Table(
    "user_prefs",
    metadata,
    Column("user_id", ID, primary_key=True, autoincrement=False),
    Column("ping", Flag),
    Column("dm_reminders", Flag),
    Column("quiet_start", Integer),
    Column("quiet_end", Integer),
    Column("timezone", Text),
    Column("lang", Text),
    Column("updated_at", Time, nullable=False),
)

user_names = Table(
    "user_names",
    metadata,
    Column("user_id", ID, primary_key=True, autoincrement=False),
    Column("name", Text, nullable=False),
    Column("updated_at", IsoTime, nullable=False),
)

wz_rolls = Table(
    "wz_rolls",
    metadata,
    _serial(),
    Column("channel_id", ID, nullable=False),
    Column("user_id", ID, nullable=False),
    Column("command", Text, nullable=False),
    Column("result_json", Text, nullable=False),
    Column("created_at", Time, nullable=False),
    sqlite_autoincrement=True,
)
Index("wz_rolls_by_channel", wz_rolls.c.channel_id, wz_rolls.c.id)

live_messages = Table(
    "live_messages",
    metadata,
    Column("game_id", ID, ForeignKey("games.id"), primary_key=True, autoincrement=False),
    Column("channel_id", ID, nullable=False),
    Column("message_id", ID, nullable=False),
    Column("turn_key", Text, nullable=False),
    Column("version", Integer, nullable=False),
    Column("lines_json", Text, nullable=False),
    Column("updated_at", Time, nullable=False),
)

game_threads = Table(
    "game_threads",
    metadata,
    Column("thread_id", ID, primary_key=True, autoincrement=False),
    Column("parent_id", ID, nullable=False),
    Column("guild_id", ID),
    Column("created_at", Time, nullable=False),
)

guild_settings = Table(
    "guild_settings",
    metadata,
    Column("guild_id", ID, primary_key=True, autoincrement=False),
    Column("game_threads", Flag),
    Column("updated_at", Time, nullable=False),
    Column("min_turn_limit_s", Integer),
)

followers = Table(
    "followers",
    metadata,
    Column("game_id", ID, ForeignKey("games.id"), nullable=False),
    Column("user_id", ID, nullable=False),
    Column("created_at", Time, nullable=False),
    PrimaryKeyConstraint("game_id", "user_id"),
)

# ------------------------------------------------------------------ leagues
leagues = Table(
    "leagues",
    metadata,
    _serial(),
    Column("guild_id", ID, nullable=False),
    Column("name", Text, nullable=False),
    Column("channel_id", ID),
    Column("settings_json", Text, nullable=False),
    Column("created_by", ID, nullable=False),
    Column("created_at", IsoTime, nullable=False),
    Column("roles_notice", IntFlag, nullable=False, server_default="0"),
    Column("notice_channel_id", ID),
    sqlite_autoincrement=True,
)
Index("leagues_by_guild", leagues.c.guild_id)

league_seasons = Table(
    "league_seasons",
    metadata,
    _serial(),
    Column("league_id", ID, ForeignKey("leagues.id"), nullable=False),
    Column("number", Integer, nullable=False),
    Column("starts_at", IsoTime, nullable=False),
    Column("ends_at", IsoTime, nullable=False),
    Column("archived_at", IsoTime),
    Column("final_json", Text),
    Column("version", Integer, nullable=False, server_default="0"),
    UniqueConstraint("league_id", "number"),
    sqlite_autoincrement=True,
)

league_members = Table(
    "league_members",
    metadata,
    Column("league_id", ID, ForeignKey("leagues.id"), nullable=False),
    Column("user_id", ID, nullable=False),
    Column("joined_at", IsoTime, nullable=False),
    Column("left_at", IsoTime),
    Column("role_tier", Text),
    Column("name", Text),
    PrimaryKeyConstraint("league_id", "user_id"),
)

league_games = Table(
    "league_games",
    metadata,
    Column("game_id", ID, ForeignKey("games.id"), primary_key=True, autoincrement=False),
    Column("league_id", ID, ForeignKey("leagues.id"), nullable=False),
    Column("season_id", ID, ForeignKey("league_seasons.id"), nullable=False),
    Column("rated", IntFlag, nullable=False),
    Column("status", Text, nullable=False),
    Column("created_at", IsoTime, nullable=False),
    Column("settled_at", IsoTime),
)
Index("league_games_by_league", league_games.c.league_id, league_games.c.status)

league_game_players = Table(
    "league_game_players",
    metadata,
    Column("game_id", ID, ForeignKey("league_games.game_id"), nullable=False),
    Column("seat", Integer, nullable=False),
    Column("user_id", ID, nullable=False),
    PrimaryKeyConstraint("game_id", "seat"),
)
Index("league_game_players_by_user", league_game_players.c.user_id)

league_ratings = Table(
    "league_ratings",
    metadata,
    Column("season_id", ID, ForeignKey("league_seasons.id"), nullable=False),
    Column("user_id", ID, nullable=False),
    Column("mu", FLOAT, nullable=False),
    Column("sigma", FLOAT, nullable=False),
    Column("games", Integer, nullable=False, server_default="0"),
    Column("wins", Integer, nullable=False, server_default="0"),
    Column("losses", Integer, nullable=False, server_default="0"),
    Column("draws", Integer, nullable=False, server_default="0"),
    PrimaryKeyConstraint("season_id", "user_id"),
)

league_results = Table(
    "league_results",
    metadata,
    Column("game_id", ID, ForeignKey("league_games.game_id"), nullable=False),
    Column("season_id", ID, nullable=False),
    Column("user_id", ID, nullable=False),
    Column("army", Text, nullable=False),
    Column("place", Integer, nullable=False),
    Column("outcome", Text, nullable=False),
    Column("mu", FLOAT, nullable=False),
    Column("sigma", FLOAT, nullable=False),
    Column("at", IsoTime, nullable=False),
    Column("reason", Text),
    Column("hq", Integer),  # HQ points at the game's end (revision 0020; NULL before it)
    PrimaryKeyConstraint("game_id", "user_id"),
)
Index("league_results_by_user", league_results.c.season_id, league_results.c.user_id, league_results.c.at)

league_corrections = Table(
    "league_corrections",
    metadata,
    _serial(),
    Column("league_id", ID, ForeignKey("leagues.id"), nullable=False),
    Column("season_id", ID, nullable=False),
    Column("user_id", ID, nullable=False),
    Column("moderator_id", ID, nullable=False),
    Column("mu_before", FLOAT, nullable=False),
    Column("sigma_before", FLOAT, nullable=False),
    Column("mu_after", FLOAT, nullable=False),
    Column("sigma_after", FLOAT, nullable=False),
    Column("reason", Text, nullable=False),
    Column("at", IsoTime, nullable=False),
    sqlite_autoincrement=True,
)

league_queue = Table(
    "league_queue",
    metadata,
    Column("league_id", ID, ForeignKey("leagues.id"), nullable=False),
    Column("user_id", ID, nullable=False),
    Column("channel_id", ID, nullable=False),
    Column("at", IsoTime, nullable=False),
    PrimaryKeyConstraint("league_id", "user_id"),
)

league_fixtures = Table(
    "league_fixtures",
    metadata,
    _serial(),
    Column("season_id", ID, ForeignKey("league_seasons.id"), nullable=False),
    Column("round", Integer, nullable=False),
    Column("player_a", ID, nullable=False),
    Column("player_b", ID, nullable=False),
    Column("due_at", IsoTime, nullable=False),
    Column("status", Text, nullable=False),
    Column("game_id", ID),
    Column("reminded", IntFlag, nullable=False, server_default="0"),
    UniqueConstraint("season_id", "player_a", "player_b"),
    sqlite_autoincrement=True,
)
Index("league_fixtures_by_status", league_fixtures.c.status, league_fixtures.c.due_at)

# A divisions league's season (docs/leagues.md, "Divisions"): who plays in which division
# (1 the top one) and in which order it was cut (``seat``); at the season's end, each
# member's final place in the division and whether they go ``up``, ``down`` or ``stay``.
league_divisions = Table(
    "league_divisions",
    metadata,
    Column("season_id", ID, ForeignKey("league_seasons.id"), nullable=False),
    Column("user_id", ID, nullable=False),
    Column("division", Integer, nullable=False),
    Column("seat", Integer, nullable=False),
    Column("place", Integer),
    Column("move", Text),
    PrimaryKeyConstraint("season_id", "user_id"),
)

# A two-player league game's army draft (docs/leagues.md, "Armies"): the pure draft's JSON
# (bot.league.formats.armies.Draft), moved on under its version; the game once it started.
league_drafts = Table(
    "league_drafts",
    metadata,
    _serial(),
    Column("league_id", ID, ForeignKey("leagues.id"), nullable=False),
    Column("season_id", ID, ForeignKey("league_seasons.id"), nullable=False),
    Column("channel_id", ID, nullable=False),
    Column("guild_id", ID),
    Column("fixture_id", ID),
    Column("state_json", Text, nullable=False),
    Column("version", Integer, nullable=False),
    Column("status", Text, nullable=False),  # open, done, void
    Column("due_at", IsoTime, nullable=False),  # the current step's deadline
    Column("game_id", ID),
    Column("created_at", IsoTime, nullable=False),
    sqlite_autoincrement=True,
)
Index("league_drafts_by_status", league_drafts.c.status, league_drafts.c.due_at)
_DRAFT_OPEN = text("status = 'open'")
# one open draft per channel, whatever two challenges at once do
Index(
    "league_drafts_open_channel",
    league_drafts.c.channel_id,
    unique=True,
    sqlite_where=_DRAFT_OPEN,
    postgresql_where=_DRAFT_OPEN,
)


# A league's Swiss event (docs/leagues.md, "Swiss events"): its rounds paired under the
# event's version (one pairing per round, whatever several processes do), its entrants
# with their seeds, late joins and withdrawals, and the matches of each round (the Swiss
# part, then the playoff), each with its legs as JSON and the game of the leg in play.
league_events = Table(
    "league_events",
    metadata,
    _serial(),
    Column("league_id", ID, ForeignKey("leagues.id"), nullable=False),
    Column("season_id", ID, ForeignKey("league_seasons.id"), nullable=False),
    Column("name", Text, nullable=False),
    Column("rounds", Integer, nullable=False),  # of the Swiss part
    Column("playoff", Integer, nullable=False),  # 0 (none), 4 or 8
    Column("scheme", Text, nullable=False),  # single, duel
    Column("status", Text, nullable=False),  # open, swiss, playoff, done
    Column("round", Integer, nullable=False),  # the last round paired (0: none yet)
    Column("version", Integer, nullable=False),
    Column("bracket_json", Text),  # the playoff's seeds, best first
    Column("channel_id", ID, nullable=False),  # where its rounds are posted
    Column("guild_id", ID),
    Column("created_by", ID, nullable=False),
    Column("created_at", IsoTime, nullable=False),
    UniqueConstraint("league_id", "name"),
    sqlite_autoincrement=True,
)
league_event_entrants = Table(
    "league_event_entrants",
    metadata,
    Column("event_id", ID, ForeignKey("league_events.id"), nullable=False),
    Column("user_id", ID, nullable=False),
    Column("seed", Integer),  # set when round 1 is paired (late joiners: after everyone)
    Column("joined_round", Integer, nullable=False),  # the last round paired when they joined
    Column("withdrawn_round", Integer),
    Column("joined_at", IsoTime, nullable=False),
    PrimaryKeyConstraint("event_id", "user_id"),
)
league_event_matches = Table(
    "league_event_matches",
    metadata,
    _serial(),
    Column("event_id", ID, ForeignKey("league_events.id"), nullable=False),
    Column("round", Integer, nullable=False),
    Column("stage", Text, nullable=False),  # swiss, playoff
    Column("player_a", ID, nullable=False),  # moves first in the first leg
    Column("player_b", ID),  # None: a bye
    Column("status", Text, nullable=False),  # open, playing, done
    Column("legs_json", Text, nullable=False),  # [{"game", "hq_a", "hq_b", "winner"}]
    Column("forfeited_json", Text, nullable=False),  # the players who forfeited it
    Column("game_id", ID),  # the game of the leg in play
    UniqueConstraint("event_id", "round", "player_a"),
    sqlite_autoincrement=True,
)
Index("league_event_matches_by_game", league_event_matches.c.game_id)


# The league clock (docs/leagues.md, "The league clock"; rulings L8, L13-L16): each clocked
# league game's clock (the turn it last saw, the players' banks, the warning given, who ran
# out of time), the vacation days members marked, the forfeits and moderators' rulings
# that count in the standings but never in the ratings, and the deadline of each event round.
league_clocks = Table(
    "league_clocks",
    metadata,
    Column("game_id", ID, ForeignKey("games.id"), primary_key=True, autoincrement=False),
    Column("league_id", ID, ForeignKey("leagues.id"), nullable=False),
    Column("turn_started_at", IsoTime, nullable=False),  # the turn the clock last saw
    Column("user_id", ID, nullable=False),  # whose turn that is
    Column("banks_json", Text, nullable=False),  # {user: seconds left in the bank}
    Column("warned", IntFlag, nullable=False, server_default="0"),  # this turn's warning given
    Column("out_user", ID),  # who ran out of time
    Column("last_turn", IntFlag, nullable=False, server_default="0"),  # waiting for the opponent's last turn
    Column("version", Integer, nullable=False, server_default="0"),
)
league_vacations = Table(
    "league_vacations",
    metadata,
    Column("season_id", ID, ForeignKey("league_seasons.id"), nullable=False),
    Column("user_id", ID, nullable=False),
    Column("day", Text, nullable=False),  # YYYY-MM-DD, a whole UTC day
    Column("marked_at", IsoTime, nullable=False),
    PrimaryKeyConstraint("season_id", "user_id", "day"),
)
league_rulings = Table(
    "league_rulings",
    metadata,
    _serial(),
    Column("league_id", ID, ForeignKey("leagues.id"), nullable=False),
    Column("season_id", ID, ForeignKey("league_seasons.id"), nullable=False),
    Column("game_id", ID),  # what it rules on: a game, a round-robin fixture or an event match
    Column("fixture_id", ID),
    Column("match_id", ID),
    Column("result", Text, nullable=False),  # "win" (winner_id) or "draw"
    Column("winner_id", ID),
    Column("reason", Text, nullable=False),
    Column("moderator_id", ID, nullable=False),
    Column("before_json", Text, nullable=False),  # what the game counted before: the audit
    Column("at", IsoTime, nullable=False),
    sqlite_autoincrement=True,
)
league_forfeits = Table(
    "league_forfeits",
    metadata,
    _serial(),
    Column("league_id", ID, ForeignKey("leagues.id"), nullable=False),
    Column("season_id", ID, ForeignKey("league_seasons.id"), nullable=False),
    Column("user_id", ID, nullable=False),
    Column("outcome", Text, nullable=False),  # win, loss, draw
    Column("kind", Text, nullable=False),  # timeout, no-show, ruling
    Column("game_id", ID),
    Column("fixture_id", ID),
    Column("match_id", ID),
    Column("ruling_id", ID),
    Column("strike", IntFlag, nullable=False, server_default="0"),
    Column("void", IntFlag, nullable=False, server_default="0"),  # replaced by a ruling
    Column("at", IsoTime, nullable=False),
    sqlite_autoincrement=True,
)
Index("league_forfeits_by_season", league_forfeits.c.season_id, league_forfeits.c.user_id)
Index("league_forfeits_by_game", league_forfeits.c.game_id)
league_event_deadlines = Table(
    "league_event_deadlines",
    metadata,
    Column("event_id", ID, ForeignKey("league_events.id"), nullable=False),
    Column("round", Integer, nullable=False),
    Column("due_at", IsoTime, nullable=False),
    Column("done", IntFlag, nullable=False, server_default="0"),
    PrimaryKeyConstraint("event_id", "round"),
)

# ------------------------------------------------------------------ the web companion (docs/web.md)
web_tokens = Table(
    "web_tokens",
    metadata,
    Column("token", Text, primary_key=True),
    Column("kind", Text, nullable=False),  # "game" or "league"
    Column("object_id", ID, nullable=False),  # the game's or the league's id
    Column("created_at", Time, nullable=False),
    Column("revoked_at", Time),
)
Index("web_tokens_by_object", web_tokens.c.kind, web_tokens.c.object_id)


# ------------------------------------------------------------------ puzzles (docs/puzzles.md, /hexpuzzle)
# A solver's Glicko-2 rating (one per user, every server alike) and a puzzle's (its id in
# rules/puzzle/puzzles.json); both are written on a first answer only (bot.usecases.puzzles).
def _glicko() -> list[Column[Any]]:
    """A Glicko-2 rating's columns: rating, deviation, volatility; first answers rated, of them solved."""
    return [
        Column("rating", FLOAT, nullable=False),
        Column("rd", FLOAT, nullable=False),
        Column("volatility", FLOAT, nullable=False),
        Column("rated", Integer, nullable=False, server_default="0"),
        Column("solved", Integer, nullable=False, server_default="0"),
        Column("updated_at", Time, nullable=False),
    ]


puzzle_solvers = Table(
    "puzzle_solvers", metadata, Column("user_id", ID, primary_key=True, autoincrement=False), *_glicko()
)
puzzle_ratings = Table("puzzle_ratings", metadata, Column("puzzle_id", Text, primary_key=True), *_glicko())

# One try of a puzzle by a user: open until answered (a new puzzle drops an open one);
# ``rated``: the user's first answer of that puzzle (the one the ratings count).
puzzle_attempts = Table(
    "puzzle_attempts",
    metadata,
    _serial(),
    Column("user_id", ID, nullable=False),
    Column("puzzle_id", Text, nullable=False),
    Column("guild_id", ID),
    Column("channel_id", ID, nullable=False),
    Column("status", Text, nullable=False),  # open, solved, failed, dropped
    Column("answer", Text),  # the play answered, in the engine's notation
    Column("rated", Flag, nullable=False, server_default="0"),
    Column("created_at", Time, nullable=False),
    Column("answered_at", Time),
    sqlite_autoincrement=True,
)
_ATTEMPT_OPEN = text("status = 'open'")
# one open attempt per user, whatever two clicks at once do
Index(
    "puzzle_attempts_open_user",
    puzzle_attempts.c.user_id,
    unique=True,
    sqlite_where=_ATTEMPT_OPEN,
    postgresql_where=_ATTEMPT_OPEN,
)
Index("puzzle_attempts_by_user", puzzle_attempts.c.user_id, puzzle_attempts.c.puzzle_id)
Index("puzzle_attempts_by_guild", puzzle_attempts.c.guild_id, puzzle_attempts.c.user_id)

puzzle_votes = Table(
    "puzzle_votes",
    metadata,
    Column("puzzle_id", Text, nullable=False),
    Column("user_id", ID, nullable=False),
    Column("vote", Integer, nullable=False),  # +1 or -1
    Column("updated_at", Time, nullable=False),
    PrimaryKeyConstraint("puzzle_id", "user_id"),
)

# Channels a moderator registered for the daily puzzle, posted at ``hour`` (UTC).
puzzle_channels = Table(
    "puzzle_channels",
    metadata,
    Column("channel_id", ID, primary_key=True, autoincrement=False),
    Column("guild_id", ID),
    Column("hour", Integer, nullable=False),
    Column("lang", Text, nullable=False),  # the posts' language (the moderator's)
    Column("created_by", ID, nullable=False),
    Column("created_at", Time, nullable=False),
)

# The daily puzzle of each registered channel and day (``day``: YYYY-MM-DD, UTC), chosen
# once (its delivery queued in the same transaction); never the same puzzle twice in a channel.
puzzle_dailies = Table(
    "puzzle_dailies",
    metadata,
    Column("channel_id", ID, nullable=False),
    Column("day", Text, nullable=False),
    Column("puzzle_id", Text, nullable=False),
    Column("created_at", Time, nullable=False),
    PrimaryKeyConstraint("channel_id", "day"),
    UniqueConstraint("channel_id", "puzzle_id", name="puzzle_dailies_once"),
)


def shard_filter(shards: ShardSet | None, game_id: Column[Any]) -> ColumnElement[bool]:
    """A condition on ``game_id`` keeping the games of the servers ``shards`` serve (None: all)."""
    if shards is None:
        return true()
    return game_id.in_(select(games.c.id).where(text(shards.sql("guild_id"))))
