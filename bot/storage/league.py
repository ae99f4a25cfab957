"""Storage of community leagues: leagues, seasons, members, rated games, ratings, the
results that make each player's rating history, moderators' corrections and the queue.

The tables come with migration 9 (the round-robin fixtures with 10) on both backends (``migrations.py``, ``pg_migrations.py``).
One implementation of the SQL, :class:`LeagueStore`, serves both: it is mixed into
:class:`bot.storage.sqlite.SqliteRepository` and :class:`bot.storage.postgres.PostgresRepository`,
which give it a connection through ``_league_read``/``_league_tx`` (``?`` placeholders are
rewritten to ``$n`` for PostgreSQL; times are ISO-8601 UTC text on both).

Ratings change only in :meth:`LeagueStore.settle` and :meth:`LeagueStore.correct`, each one
transaction guarded twice: the game's row goes from ``pending`` exactly once, and the season's
``version`` must be the one the ratings were read at (a concurrent settlement makes the
caller read again and retry), so two games ending at once update ratings exactly once each.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import lru_cache
from typing import Any, Protocol

PENDING, RATED, VOID = "pending", "rated", "void"  # league game statuses
# round-robin fixtures: waiting for its game, its game running, rated, not played by its deadline
FIXTURE_OPEN, FIXTURE_PLAYING, FIXTURE_PLAYED, FIXTURE_MISSED = "open", "playing", "played", "missed"
OK, ALREADY, CONFLICT = "ok", "already", "conflict"  # what settle/correct answer


def ts(dt: datetime) -> str:
    if dt.tzinfo is None:
        raise ValueError("naive datetime: the clock must return aware datetimes")
    return dt.astimezone(UTC).isoformat(timespec="microseconds")


def _dt(text: str | None) -> datetime | None:
    return None if text is None else datetime.fromisoformat(text)


def _at(text: str) -> datetime:
    return datetime.fromisoformat(text)


@dataclass(frozen=True, slots=True)
class League:
    id: int
    guild_id: int
    name: str
    channel_id: int | None
    settings: dict[str, Any]
    created_by: int
    created_at: datetime
    roles_notice: bool = False  # the moderators were told the bot cannot manage roles
    notice_channel_id: int | None = None  # where the league was created: notices when no channel is tied

    def setting(self, key: str, default: Any = None) -> Any:
        value = self.settings.get(key)
        return default if value is None else value


@dataclass(frozen=True, slots=True)
class Season:
    id: int
    league_id: int
    number: int
    starts_at: datetime
    ends_at: datetime
    archived_at: datetime | None = None
    final: list[dict[str, Any]] | None = None  # the final standings, when archived
    version: int = 0


@dataclass(frozen=True, slots=True)
class Member:
    league_id: int
    user_id: int
    joined_at: datetime
    left_at: datetime | None = None
    role_tier: str | None = None  # the rank role last given (its role id as text)
    name: str | None = None  # the display name last seen (for images, where mentions do not work)


@dataclass(frozen=True, slots=True)
class RatingRow:
    season_id: int
    user_id: int
    mu: float
    sigma: float
    games: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0

    @property
    def ordinal(self) -> float:
        return self.mu - 3.0 * self.sigma


@dataclass(frozen=True, slots=True)
class LeagueGame:
    game_id: int
    league_id: int
    season_id: int
    rated: bool
    status: str
    created_at: datetime
    players: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class ResultRow:
    """One player's part in a settled rated game: place, outcome, rating after it."""

    game_id: int
    season_id: int
    user_id: int
    army: str
    place: int
    outcome: str
    mu: float
    sigma: float
    at: datetime
    reason: str = ""


@dataclass(frozen=True, slots=True)
class Correction:
    id: int
    league_id: int
    season_id: int
    user_id: int
    moderator_id: int
    mu_before: float
    sigma_before: float
    mu_after: float
    sigma_after: float
    reason: str
    at: datetime


@dataclass(frozen=True, slots=True)
class Queued:
    league_id: int
    user_id: int
    channel_id: int
    at: datetime


@dataclass(frozen=True, slots=True)
class Fixture:
    """One pairing of a season's round-robin: ``player_a`` and ``player_b`` play one league
    game by ``due_at``; ``reminded`` once the day before."""

    id: int
    season_id: int
    round: int
    player_a: int
    player_b: int
    due_at: datetime
    status: str = FIXTURE_OPEN
    game_id: int | None = None
    reminded: bool = False


@dataclass(slots=True)
class _Conflict(Exception):
    what: str = field(default=CONFLICT)


class Db(Protocol):
    async def fetch(self, sql: str, *args: Any) -> list[tuple[Any, ...]]: ...

    async def execute(self, sql: str, *args: Any) -> int:
        """Run a statement; the number of rows it changed."""
        ...


class SqliteDb:
    def __init__(self, conn: Any) -> None:
        self.conn = conn

    async def fetch(self, sql: str, *args: Any) -> list[tuple[Any, ...]]:
        return [tuple(r) for r in await self.conn.execute_fetchall(sql, args)]

    async def execute(self, sql: str, *args: Any) -> int:
        cur = await self.conn.execute(sql, args)
        return int(cur.rowcount)


@lru_cache(maxsize=256)
def pg_sql(sql: str) -> str:
    """``?`` placeholders as PostgreSQL's ``$1, $2, …``."""
    count = iter(range(1, 1000))
    return re.sub(r"\?", lambda _: f"${next(count)}", sql)


class PgDb:
    def __init__(self, conn: Any) -> None:
        self.conn = conn

    async def fetch(self, sql: str, *args: Any) -> list[tuple[Any, ...]]:
        return [tuple(r) for r in await self.conn.fetch(pg_sql(sql), *args)]

    async def execute(self, sql: str, *args: Any) -> int:
        status = await self.conn.execute(pg_sql(sql), *args)
        last = str(status).rsplit(" ", 1)[-1]
        return int(last) if last.isdigit() else 0


_LEAGUE = "id, guild_id, name, channel_id, settings_json, created_by, created_at, roles_notice, notice_channel_id"
_SEASON = "id, league_id, number, starts_at, ends_at, archived_at, final_json, version"
_MEMBER = "league_id, user_id, joined_at, left_at, role_tier, name"
_RATING = "season_id, user_id, mu, sigma, games, wins, losses, draws"
_RESULT = "game_id, season_id, user_id, army, place, outcome, mu, sigma, at, reason"
_FIXTURE = "id, season_id, round, player_a, player_b, due_at, status, game_id, reminded"
_CORRECTION = (
    "id, league_id, season_id, user_id, moderator_id, mu_before, sigma_before, mu_after, sigma_after, reason, at"
)


def _league(r: tuple[Any, ...]) -> League:
    return League(r[0], r[1], r[2], r[3], json.loads(r[4]), r[5], _at(r[6]), bool(r[7]), r[8])


def _season(r: tuple[Any, ...]) -> Season:
    return Season(r[0], r[1], r[2], _at(r[3]), _at(r[4]), _dt(r[5]), json.loads(r[6]) if r[6] else None, r[7])


def _member(r: tuple[Any, ...]) -> Member:
    return Member(r[0], r[1], _at(r[2]), _dt(r[3]), r[4], r[5])


def _rating(r: tuple[Any, ...]) -> RatingRow:
    return RatingRow(r[0], r[1], float(r[2]), float(r[3]), r[4], r[5], r[6], r[7])


def _result(r: tuple[Any, ...]) -> ResultRow:
    return ResultRow(r[0], r[1], r[2], r[3], r[4], r[5], float(r[6]), float(r[7]), _at(r[8]), r[9] or "")


def _fixture(r: tuple[Any, ...]) -> Fixture:
    return Fixture(r[0], r[1], r[2], r[3], r[4], _at(r[5]), r[6], r[7], bool(r[8]))


def _correction(r: tuple[Any, ...]) -> Correction:
    mu_b, sigma_b, mu_a, sigma_a = (float(x) for x in r[5:9])
    return Correction(r[0], r[1], r[2], r[3], r[4], mu_b, sigma_b, mu_a, sigma_a, r[9], _at(r[10]))


class LeagueStore:
    """The league tables' SQL, over a :class:`Db` the backend provides."""

    def _league_read(self) -> AbstractAsyncContextManager[Db]:  # pragma: no cover - each backend defines it
        raise NotImplementedError

    def _league_tx(self) -> AbstractAsyncContextManager[Db]:  # pragma: no cover - each backend defines it
        raise NotImplementedError

    async def _q(self, sql: str, *args: Any) -> list[tuple[Any, ...]]:
        async with self._league_read() as db:
            return await db.fetch(sql, *args)

    # ------------------------------------------------------------------ leagues
    async def create_league(
        self,
        guild_id: int,
        name: str,
        created_by: int,
        settings: dict[str, Any],
        at: datetime,
        notice_channel_id: int | None = None,
    ) -> League | None:
        """A new league, or None when the server already has one of that name."""
        async with self._league_tx() as db:
            taken = await db.fetch(
                "SELECT 1 FROM leagues WHERE guild_id = ? AND lower(name) = lower(?)", guild_id, name
            )
            if taken:
                return None
            rows = await db.fetch(
                "INSERT INTO leagues (guild_id, name, channel_id, settings_json, created_by, created_at, roles_notice, "
                f"notice_channel_id) VALUES (?, ?, NULL, ?, ?, ?, 0, ?) RETURNING {_LEAGUE}",
                guild_id,
                name,
                json.dumps(settings, sort_keys=True),
                created_by,
                ts(at),
                notice_channel_id,
            )
        return _league(rows[0])

    async def leagues(self, guild_id: int) -> list[League]:
        return [
            _league(r) for r in await self._q(f"SELECT {_LEAGUE} FROM leagues WHERE guild_id = ? ORDER BY id", guild_id)
        ]

    async def get_league(self, league_id: int) -> League | None:
        rows = await self._q(f"SELECT {_LEAGUE} FROM leagues WHERE id = ?", league_id)
        return _league(rows[0]) if rows else None

    async def update_league(self, league: League) -> None:
        """Store the league's settings, channel and role notice flag."""
        async with self._league_tx() as db:
            await db.execute(
                "UPDATE leagues SET settings_json = ?, channel_id = ?, roles_notice = ? WHERE id = ?",
                json.dumps(league.settings, sort_keys=True),
                league.channel_id,
                int(league.roles_notice),
                league.id,
            )

    # ------------------------------------------------------------------ seasons
    async def add_season(self, league_id: int, starts_at: datetime, ends_at: datetime) -> Season:
        async with self._league_tx() as db:
            rows = await db.fetch(
                "INSERT INTO league_seasons (league_id, number, starts_at, ends_at, version) "
                "VALUES (?, (SELECT COALESCE(MAX(number), 0) + 1 FROM league_seasons WHERE league_id = ?), ?, ?, 0) "
                f"RETURNING {_SEASON}",
                league_id,
                league_id,
                ts(starts_at),
                ts(ends_at),
            )
        return _season(rows[0])

    async def seasons(self, league_id: int) -> list[Season]:
        rows = await self._q(f"SELECT {_SEASON} FROM league_seasons WHERE league_id = ? ORDER BY number", league_id)
        return [_season(r) for r in rows]

    async def get_season(self, season_id: int) -> Season | None:
        rows = await self._q(f"SELECT {_SEASON} FROM league_seasons WHERE id = ?", season_id)
        return _season(rows[0]) if rows else None

    async def archive_season(self, season_id: int, final: list[dict[str, Any]], at: datetime) -> bool:
        """Close the season with its final standings; False if it was archived already."""
        async with self._league_tx() as db:
            n = await db.execute(
                "UPDATE league_seasons SET archived_at = ?, final_json = ?, version = version + 1 "
                "WHERE id = ? AND archived_at IS NULL",
                ts(at),
                json.dumps(final),
                season_id,
            )
        return n == 1

    # ------------------------------------------------------------------ members
    async def join_league(self, league_id: int, user_id: int, at: datetime, name: str | None = None) -> bool:
        """Make ``user_id`` a member (again); False if they are one already."""
        async with self._league_tx() as db:
            rows = await db.fetch(
                "SELECT left_at FROM league_members WHERE league_id = ? AND user_id = ?", league_id, user_id
            )
            if rows and rows[0][0] is None:
                return False
            if rows:
                await db.execute(
                    "UPDATE league_members SET left_at = NULL, joined_at = ?, name = COALESCE(?, name) "
                    "WHERE league_id = ? AND user_id = ?",
                    ts(at),
                    name,
                    league_id,
                    user_id,
                )
            else:
                await db.execute(
                    "INSERT INTO league_members (league_id, user_id, joined_at, name) VALUES (?, ?, ?, ?)",
                    league_id,
                    user_id,
                    ts(at),
                    name,
                )
        return True

    async def leave_league(self, league_id: int, user_id: int, at: datetime) -> bool:
        async with self._league_tx() as db:
            n = await db.execute(
                "UPDATE league_members SET left_at = ? WHERE league_id = ? AND user_id = ? AND left_at IS NULL",
                ts(at),
                league_id,
                user_id,
            )
            await db.execute("DELETE FROM league_queue WHERE league_id = ? AND user_id = ?", league_id, user_id)
        return n == 1

    async def members(self, league_id: int, *, current: bool = True) -> list[Member]:
        where = " AND left_at IS NULL" if current else ""
        rows = await self._q(
            f"SELECT {_MEMBER} FROM league_members WHERE league_id = ?{where} ORDER BY joined_at", league_id
        )
        return [_member(r) for r in rows]

    async def get_member(self, league_id: int, user_id: int) -> Member | None:
        rows = await self._q(
            f"SELECT {_MEMBER} FROM league_members WHERE league_id = ? AND user_id = ?", league_id, user_id
        )
        return _member(rows[0]) if rows else None

    async def set_role_tier(self, league_id: int, user_id: int, tier: str | None) -> None:
        async with self._league_tx() as db:
            await db.execute(
                "UPDATE league_members SET role_tier = ? WHERE league_id = ? AND user_id = ?", tier, league_id, user_id
            )

    # ------------------------------------------------------------------ games and ratings
    async def add_league_game(
        self,
        game_id: int,
        league_id: int,
        season_id: int,
        rated: bool,
        players: Sequence[int],
        at: datetime,
        fixture_id: int | None = None,
    ) -> bool:
        """Remember a league game; with ``fixture_id`` it is that round-robin fixture's game
        (True: the fixture was still waiting and now has its game)."""
        linked = False
        async with self._league_tx() as db:
            if fixture_id is not None:
                linked = (
                    await db.execute(
                        "UPDATE league_fixtures SET status = ?, game_id = ? WHERE id = ? AND status = ?",
                        FIXTURE_PLAYING,
                        game_id,
                        fixture_id,
                        FIXTURE_OPEN,
                    )
                    == 1
                )
            await db.execute(
                "INSERT INTO league_games (game_id, league_id, season_id, rated, status, created_at) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                game_id,
                league_id,
                season_id,
                int(rated),
                PENDING,
                ts(at),
            )
            for seat, user in enumerate(players, start=1):
                await db.execute(
                    "INSERT INTO league_game_players (game_id, seat, user_id) VALUES (?, ?, ?)", game_id, seat, user
                )
        return linked

    async def _league_games(self, where: str, *args: Any) -> list[LeagueGame]:
        rows = await self._q(
            "SELECT g.game_id, g.league_id, g.season_id, g.rated, g.status, g.created_at, p.user_id "
            f"FROM league_games g JOIN league_game_players p ON p.game_id = g.game_id WHERE {where} "
            "ORDER BY g.game_id, p.seat",
            *args,
        )
        out: dict[int, LeagueGame] = {}
        for r in rows:
            g = out.get(r[0])
            if g is None:
                g = out[r[0]] = LeagueGame(r[0], r[1], r[2], bool(r[3]), r[4], _at(r[5]), ())
            out[r[0]] = LeagueGame(
                g.game_id, g.league_id, g.season_id, g.rated, g.status, g.created_at, (*g.players, r[6])
            )
        return list(out.values())

    async def league_game(self, game_id: int) -> LeagueGame | None:
        found = await self._league_games("g.game_id = ?", game_id)
        return found[0] if found else None

    async def league_games(self, league_id: int, *, status: str | None = None) -> list[LeagueGame]:
        if status is None:
            return await self._league_games("g.league_id = ?", league_id)
        return await self._league_games("g.league_id = ? AND g.status = ?", league_id, status)

    async def games_between(self, season_id: int, a: int, b: int) -> int:
        """How many league games of the season ``a`` and ``b`` both played (or are playing)."""
        rows = await self._q(
            "SELECT COUNT(*) FROM league_games g WHERE g.season_id = ? AND g.status <> ? "
            "AND EXISTS (SELECT 1 FROM league_game_players p WHERE p.game_id = g.game_id AND p.user_id = ?) "
            "AND EXISTS (SELECT 1 FROM league_game_players p WHERE p.game_id = g.game_id AND p.user_id = ?)",
            season_id,
            VOID,
            a,
            b,
        )
        return int(rows[0][0])

    async def ratings(self, season_id: int) -> list[RatingRow]:
        """The season's ratings, best conservative rating first."""
        rows = await self._q(
            f"SELECT {_RATING} FROM league_ratings WHERE season_id = ? ORDER BY mu - 3 * sigma DESC, user_id",
            season_id,
        )
        return [_rating(r) for r in rows]

    async def settle(
        self,
        game_id: int,
        season_id: int,
        expected_version: int,
        status: str,
        ratings: Sequence[RatingRow],
        results: Sequence[ResultRow],
        at: datetime,
    ) -> str:
        """Close a pending league game as ``rated`` (storing ``ratings`` and ``results``) or
        ``void`` (its round-robin fixture with it), in one transaction: ``ok``; ``already`` if it was settled before;
        ``conflict`` (nothing written) if the season's ratings changed since they were read."""
        try:
            async with self._league_tx() as db:
                n = await db.execute(
                    "UPDATE league_games SET status = ?, settled_at = ? WHERE game_id = ? AND status = ?",
                    status,
                    ts(at),
                    game_id,
                    PENDING,
                )
                if n != 1:
                    raise _Conflict(ALREADY)
                # its round-robin fixture, if any: played when rated, waiting again when void
                await db.execute(
                    "UPDATE league_fixtures SET status = ?, game_id = CASE WHEN ? = 1 THEN game_id END "
                    "WHERE game_id = ? AND status = ?",
                    FIXTURE_PLAYED if status == RATED else FIXTURE_OPEN,
                    int(status == RATED),
                    game_id,
                    FIXTURE_PLAYING,
                )
                if status == RATED:
                    n = await db.execute(
                        "UPDATE league_seasons SET version = version + 1 WHERE id = ? AND version = ?",
                        season_id,
                        expected_version,
                    )
                    if n != 1:
                        raise _Conflict(CONFLICT)
                    for r in ratings:
                        await self._put_rating(db, r)
                    for x in results:
                        await db.execute(
                            f"INSERT INTO league_results ({_RESULT}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                            x.game_id,
                            x.season_id,
                            x.user_id,
                            x.army,
                            x.place,
                            x.outcome,
                            x.mu,
                            x.sigma,
                            ts(x.at),
                            x.reason,
                        )
        except _Conflict as c:
            return c.what
        return OK

    @staticmethod
    async def _put_rating(db: Db, r: RatingRow) -> None:
        await db.execute(
            f"INSERT INTO league_ratings ({_RATING}) VALUES (?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (season_id, user_id) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, "
            "games = excluded.games, wins = excluded.wins, losses = excluded.losses, draws = excluded.draws",
            r.season_id,
            r.user_id,
            r.mu,
            r.sigma,
            r.games,
            r.wins,
            r.losses,
            r.draws,
        )

    async def results(self, season_id: int, user_id: int | None = None) -> list[ResultRow]:
        """The season's settled results (one player's, with ``user_id``), oldest first."""
        if user_id is None:
            rows = await self._q(
                f"SELECT {_RESULT} FROM league_results WHERE season_id = ? ORDER BY at, game_id, place", season_id
            )
        else:
            rows = await self._q(
                f"SELECT {_RESULT} FROM league_results WHERE season_id = ? AND user_id = ? ORDER BY at, game_id",
                season_id,
                user_id,
            )
        return [_result(r) for r in rows]

    async def results_of_games(self, game_ids: Sequence[int]) -> list[ResultRow]:
        if not game_ids:
            return []
        marks = ", ".join("?" for _ in game_ids)
        rows = await self._q(
            f"SELECT {_RESULT} FROM league_results WHERE game_id IN ({marks}) ORDER BY game_id, place", *game_ids
        )
        return [_result(r) for r in rows]

    async def correct(self, season_id: int, expected_version: int, rating: RatingRow, c: Correction) -> str:
        """A moderator's correction: the new rating and its log row, in one transaction
        (``ok``, or ``conflict`` if the season's ratings changed since they were read)."""
        try:
            async with self._league_tx() as db:
                n = await db.execute(
                    "UPDATE league_seasons SET version = version + 1 WHERE id = ? AND version = ?",
                    season_id,
                    expected_version,
                )
                if n != 1:
                    raise _Conflict(CONFLICT)
                await self._put_rating(db, rating)
                await db.execute(
                    "INSERT INTO league_corrections (league_id, season_id, user_id, moderator_id, mu_before, "
                    "sigma_before, mu_after, sigma_after, reason, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    c.league_id,
                    c.season_id,
                    c.user_id,
                    c.moderator_id,
                    c.mu_before,
                    c.sigma_before,
                    c.mu_after,
                    c.sigma_after,
                    c.reason,
                    ts(c.at),
                )
        except _Conflict as e:
            return e.what
        return OK

    async def corrections(self, league_id: int) -> list[Correction]:
        rows = await self._q(f"SELECT {_CORRECTION} FROM league_corrections WHERE league_id = ? ORDER BY id", league_id)
        return [_correction(r) for r in rows]

    # ------------------------------------------------------------------ the queue
    async def enqueue(self, league_id: int, user_id: int, channel_id: int, at: datetime) -> bool:
        """Put the member in the league's queue; False if they wait there already."""
        async with self._league_tx() as db:
            if await db.fetch("SELECT 1 FROM league_queue WHERE league_id = ? AND user_id = ?", league_id, user_id):
                return False
            await db.execute(
                "INSERT INTO league_queue (league_id, user_id, channel_id, at) VALUES (?, ?, ?, ?)",
                league_id,
                user_id,
                channel_id,
                ts(at),
            )
        return True

    async def dequeue(self, league_id: int, user_id: int) -> bool:
        async with self._league_tx() as db:
            n = await db.execute("DELETE FROM league_queue WHERE league_id = ? AND user_id = ?", league_id, user_id)
        return n == 1

    async def queued(self, league_id: int) -> list[Queued]:
        rows = await self._q(
            "SELECT league_id, user_id, channel_id, at FROM league_queue WHERE league_id = ? ORDER BY at, user_id",
            league_id,
        )
        return [Queued(r[0], r[1], r[2], _at(r[3])) for r in rows]

    # ------------------------------------------------------------------ round-robin fixtures
    async def add_fixtures(self, season_id: int, pairs: Sequence[tuple[int, int, int, datetime]]) -> bool:
        """The season's round-robin, ``(round, a, b, due_at)`` per pairing, all or nothing;
        False when the season has a schedule already (also when another one was made at
        the same moment)."""
        try:
            async with self._league_tx() as db:
                if await db.fetch("SELECT 1 FROM league_fixtures WHERE season_id = ?", season_id):
                    raise _Conflict(ALREADY)
                for rnd, a, b, due in pairs:
                    n = await db.execute(
                        "INSERT INTO league_fixtures (season_id, round, player_a, player_b, due_at, status) "
                        "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
                        season_id,
                        rnd,
                        min(a, b),
                        max(a, b),
                        ts(due),
                        FIXTURE_OPEN,
                    )
                    if n != 1:
                        raise _Conflict(ALREADY)
        except _Conflict:
            return False
        return True

    async def clear_fixtures(self, season_id: int) -> int:
        async with self._league_tx() as db:
            return await db.execute("DELETE FROM league_fixtures WHERE season_id = ?", season_id)

    async def fixtures(self, season_id: int) -> list[Fixture]:
        rows = await self._q(
            f"SELECT {_FIXTURE} FROM league_fixtures WHERE season_id = ? ORDER BY round, id", season_id
        )
        return [_fixture(r) for r in rows]

    async def open_fixture(self, season_id: int, a: int, b: int) -> Fixture | None:
        """The pair's fixture waiting for its game (either order), if any."""
        rows = await self._q(
            f"SELECT {_FIXTURE} FROM league_fixtures WHERE season_id = ? AND player_a = ? AND player_b = ? "
            "AND status = ?",
            season_id,
            min(a, b),
            max(a, b),
            FIXTURE_OPEN,
        )
        return _fixture(rows[0]) if rows else None

    async def claim_fixture(self, fixture_id: int, *, remind: bool) -> bool:
        """Claim a waiting fixture's reminder (``remind``) or its miss (the deadline passed):
        True for exactly one caller, however many processes look at once."""
        async with self._league_tx() as db:
            if remind:
                n = await db.execute(
                    "UPDATE league_fixtures SET reminded = 1 WHERE id = ? AND status = ? AND reminded = 0",
                    fixture_id,
                    FIXTURE_OPEN,
                )
            else:
                n = await db.execute(
                    "UPDATE league_fixtures SET status = ? WHERE id = ? AND status = ?",
                    FIXTURE_MISSED,
                    fixture_id,
                    FIXTURE_OPEN,
                )
        return n == 1
