"""Storage of community leagues: leagues, seasons, members, rated games, ratings, the
results that make each player's rating history, moderators' corrections, the queue and the
round-robin fixtures (tables in :mod:`bot.storage.schema`, one SQL for both databases).

Ratings change only in :meth:`LeagueStore.settle` and :meth:`LeagueStore.correct`, each one
transaction guarded twice: the game's row goes from ``pending`` exactly once, and the season's
``version`` must be the one the ratings were read at (a concurrent settlement makes the
caller read again and retry), so two games ending at once update ratings exactly once each.
Fixture reminders and misses are claimed with a conditional update: one caller wins.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy import bindparam, delete, exists, func, insert, select, update

from bot.storage.database import Database, record, records
from bot.storage.outbox import NewDelivery, queue_deliveries
from bot.storage.schema import (
    iso,
    league_corrections,
    league_divisions,
    league_drafts,
    league_fixtures,
    league_game_players,
    league_games,
    league_members,
    league_queue,
    league_ratings,
    league_results,
    league_seasons,
    leagues,
)
from bot.storage.sql import Connection, Row

PENDING, RATED, VOID = "pending", "rated", "void"  # league game statuses
# round-robin fixtures: waiting for its game, its game running, rated, not played by its deadline
FIXTURE_OPEN, FIXTURE_PLAYING, FIXTURE_PLAYED, FIXTURE_MISSED = "open", "playing", "played", "missed"
OK, ALREADY, CONFLICT = "ok", "already", "conflict"  # what settle/correct answer
ts = iso  # a time as the stored ISO-8601 UTC text


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
    hq: int | None = None  # HQ points at the game's end (None: stored before revision 0020)


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


UP, DOWN, STAY = "up", "down", "stay"  # where a division's member goes at the season's end


@dataclass(frozen=True, slots=True)
class DivisionRow:
    """A member's division in a season (1 the top one), its order when cut (``seat``) and,
    once the season ended, the final place in the division and the ``move`` (up, down, stay)."""

    season_id: int
    user_id: int
    division: int
    seat: int
    place: int | None = None
    move: str | None = None


DRAFT_OPEN, DRAFT_DONE, DRAFT_VOID = "open", "done", "void"  # an army draft's status


@dataclass(frozen=True, slots=True)
class DraftRow:
    """A league game's army draft (:class:`bot.league.formats.armies.Draft` as ``state``):
    moved on only under its ``version``; ``due_at`` is the current step's deadline."""

    id: int
    league_id: int
    season_id: int
    channel_id: int
    guild_id: int | None
    fixture_id: int | None
    state: dict[str, Any]
    version: int
    status: str
    due_at: datetime
    game_id: int | None
    created_at: datetime


def _draft(r: Row) -> DraftRow:
    return record(DraftRow, r, state=json.loads(r.state_json))


@dataclass(slots=True)
class _Conflict(Exception):
    what: str = field(default=CONFLICT)


def _league(r: Row) -> League:
    return record(League, r, settings=json.loads(r.settings_json))


def _season(r: Row) -> Season:
    return record(Season, r, final=json.loads(r.final_json) if r.final_json else None)


def _result(r: Row) -> ResultRow:
    return record(ResultRow, r, reason=r.reason or "")


_RATING_STATS = ("mu", "sigma", "games", "wins", "losses", "draws")
_BUMP_SEASON = (
    update(league_seasons)
    .where(league_seasons.c.id == bindparam("season_"), league_seasons.c.version == bindparam("expected_"))
    .values(version=league_seasons.c.version + 1)
)


_MEMBERS = select(league_members).where(league_members.c.league_id == bindparam("league"))
_CURRENT_MEMBERS = _MEMBERS.where(league_members.c.left_at.is_(None)).order_by(league_members.c.joined_at)
_ALL_MEMBERS = _MEMBERS.order_by(league_members.c.joined_at)
_RATINGS = (
    select(league_ratings)
    .where(league_ratings.c.season_id == bindparam("season"))
    .order_by((league_ratings.c.mu - 3 * league_ratings.c.sigma).desc(), league_ratings.c.user_id)
)


def _played_by(user: int) -> Any:
    """The league game (of the outer query) has ``user`` among its players."""
    p = league_game_players.c
    return exists().where(p.game_id == league_games.c.game_id, p.user_id == user)


class LeagueStore:
    """The league tables (see the module's docstring)."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def _rows(self, stmt: Any) -> list[Row]:
        return list(await self.db.fetch(stmt))

    async def _guarded(self, work: Callable[[Connection], None]) -> str:
        """``work`` in one transaction: ``ok``, or what the _Conflict it raised says (and
        then nothing of it was written)."""
        try:
            await self.db.write(work)
        except _Conflict as c:
            return c.what
        return OK

    async def _change(self, stmt: Any) -> int:
        """Run one writing statement in a transaction of its own; how many rows it changed."""
        return int(await self.db.write(lambda conn: conn.execute(stmt).rowcount))

    @staticmethod
    def _bump_season(conn: Connection, season_id: int, expected_version: int) -> None:
        """Move the season's version on from ``expected_version``, or raise _Conflict."""
        if conn.execute(_BUMP_SEASON, {"season_": season_id, "expected_": expected_version}).rowcount != 1:
            raise _Conflict(CONFLICT)

    def _put_rating(self, conn: Connection, r: RatingRow) -> None:
        stmt = self.db.insert(league_ratings).values(**dataclasses.asdict(r))
        stmt = stmt.on_conflict_do_update(
            index_elements=["season_id", "user_id"], set_={k: stmt.excluded[k] for k in _RATING_STATS}
        )
        conn.execute(stmt)

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
        taken = select(leagues.c.id).where(
            leagues.c.guild_id == guild_id, func.lower(leagues.c.name) == func.lower(name)
        )

        def create(conn: Connection) -> League | None:
            if conn.execute(taken).first() is not None:
                return None
            row = (
                conn.execute(
                    insert(leagues)
                    .values(
                        guild_id=guild_id,
                        name=name,
                        channel_id=None,
                        settings_json=json.dumps(settings, sort_keys=True),
                        created_by=created_by,
                        created_at=at,
                        roles_notice=False,
                        notice_channel_id=notice_channel_id,
                    )
                    .returning(*leagues.c)
                )
            ).one()
            return _league(row)

        return await self.db.write(create)

    async def leagues(self, guild_id: int) -> list[League]:
        rows = await self._rows(select(leagues).where(leagues.c.guild_id == guild_id).order_by(leagues.c.id))
        return [_league(r) for r in rows]

    async def get_league(self, league_id: int) -> League | None:
        rows = await self._rows(select(leagues).where(leagues.c.id == league_id))
        return _league(rows[0]) if rows else None

    async def update_league(self, league: League) -> None:
        """Store the league's settings, channel and role notice flag."""
        stmt = (
            update(leagues)
            .where(leagues.c.id == league.id)
            .values(
                settings_json=json.dumps(league.settings, sort_keys=True),
                channel_id=league.channel_id,
                roles_notice=league.roles_notice,
            )
        )
        await self._change(stmt)

    # ------------------------------------------------------------------ seasons
    async def add_season(
        self, league_id: int, starts_at: datetime, ends_at: datetime, divisions: Sequence[Sequence[int]] = ()
    ) -> Season:
        """A new season numbered after the last; with ``divisions`` (members, best first, in
        each), its divisions in the same transaction."""
        number = (
            select(func.coalesce(func.max(league_seasons.c.number), 0) + 1)
            .where(league_seasons.c.league_id == league_id)
            .scalar_subquery()
        )
        stmt = (
            insert(league_seasons)
            .values(league_id=league_id, number=number, starts_at=starts_at, ends_at=ends_at, version=0)
            .returning(*league_seasons.c)
        )

        def add(conn: Connection) -> Season:
            season = _season(conn.execute(stmt).one())
            self._put_divisions(conn, season.id, divisions)
            return season

        return await self.db.write(add)

    @staticmethod
    def _put_divisions(conn: Connection, season_id: int, divisions: Sequence[Sequence[int]]) -> None:
        rows = [
            {"season_id": season_id, "user_id": u, "division": k, "seat": seat}
            for k, members in enumerate(divisions, start=1)
            for seat, u in enumerate(members, start=1)
        ]
        if rows:
            conn.execute(insert(league_divisions), rows)

    async def set_divisions(self, season_id: int, divisions: Sequence[Sequence[int]]) -> bool:
        """The divisions of a season that has none yet (all or nothing); False when it has
        some (also when another process set them a moment ago) or is archived."""
        d = league_divisions.c

        def put(conn: Connection) -> None:
            # the season's version moves on: of two processes cutting at once one commits
            season = conn.execute(
                select(league_seasons.c.version).where(
                    league_seasons.c.id == season_id, league_seasons.c.archived_at.is_(None)
                )
            ).first()
            if season is None or conn.execute(select(d.user_id).where(d.season_id == season_id).limit(1)).first():
                raise _Conflict(ALREADY)
            self._bump_season(conn, season_id, int(season.version))
            self._put_divisions(conn, season_id, divisions)

        return await self._guarded(put) == OK

    async def divisions(self, season_id: int) -> list[DivisionRow]:
        """The season's divisions' members, division by division, in their order (the final
        places once the season ended, else the order they were cut in)."""
        d = league_divisions.c
        stmt = select(league_divisions).where(d.season_id == season_id)
        rows = records(DivisionRow, await self._rows(stmt))
        return sorted(rows, key=lambda r: (r.division, r.place if r.place is not None else r.seat, r.seat))

    async def seasons(self, league_id: int) -> list[Season]:
        stmt = select(league_seasons).where(league_seasons.c.league_id == league_id).order_by(league_seasons.c.number)
        return [_season(r) for r in await self._rows(stmt)]

    async def get_season(self, season_id: int) -> Season | None:
        rows = await self._rows(select(league_seasons).where(league_seasons.c.id == season_id))
        return _season(rows[0]) if rows else None

    async def archive_season(
        self,
        season_id: int,
        final: list[dict[str, Any]],
        at: datetime,
        divisions: Sequence[DivisionRow] = (),
        posts: Sequence[NewDelivery] = (),
    ) -> bool:
        """Close the season with its final standings, its divisions' final places and moves
        and the posts announcing them, in one transaction; False if it was archived already
        (by another process a moment ago too: then nothing of this is written)."""
        stmt = (
            update(league_seasons)
            .where(league_seasons.c.id == season_id, league_seasons.c.archived_at.is_(None))
            .values(archived_at=at, final_json=json.dumps(final), version=league_seasons.c.version + 1)
        )
        d = league_divisions.c
        place = (
            update(league_divisions)
            .where(d.season_id == bindparam("season"), d.user_id == bindparam("user"))
            .values(place=bindparam("place_"), move=bindparam("move_"))
        )

        def archive(conn: Connection) -> None:
            if conn.execute(stmt).rowcount != 1:
                raise _Conflict(ALREADY)
            for r in divisions:
                conn.execute(place, {"season": season_id, "user": r.user_id, "place_": r.place, "move_": r.move})
            queue_deliveries(conn, posts, at)

        return await self._guarded(archive) == OK

    # ------------------------------------------------------------------ members
    async def join_league(self, league_id: int, user_id: int, at: datetime, name: str | None = None) -> bool:
        """Make ``user_id`` a member (again); False if they are one already."""
        member = (league_members.c.league_id == league_id) & (league_members.c.user_id == user_id)

        def join(conn: Connection) -> bool:
            row = conn.execute(select(league_members.c.left_at).where(member)).first()
            if row is not None and row.left_at is None:
                return False
            if row is not None:
                conn.execute(
                    update(league_members)
                    .where(member)
                    .values(left_at=None, joined_at=at, name=func.coalesce(name, league_members.c.name))
                )
            else:
                conn.execute(
                    insert(league_members).values(league_id=league_id, user_id=user_id, joined_at=at, name=name)
                )
            return True

        return await self.db.write(join)

    async def leave_league(self, league_id: int, user_id: int, at: datetime) -> bool:
        def leave(conn: Connection) -> bool:
            n = (
                conn.execute(
                    update(league_members)
                    .where(
                        league_members.c.league_id == league_id,
                        league_members.c.user_id == user_id,
                        league_members.c.left_at.is_(None),
                    )
                    .values(left_at=at)
                )
            ).rowcount
            conn.execute(
                delete(league_queue).where(league_queue.c.league_id == league_id, league_queue.c.user_id == user_id)
            )
            return n == 1

        return await self.db.write(leave)

    async def members(self, league_id: int, *, current: bool = True) -> list[Member]:
        stmt = _CURRENT_MEMBERS if current else _ALL_MEMBERS
        return await self.db.fetch_records(Member, stmt, {"league": league_id})

    async def get_member(self, league_id: int, user_id: int) -> Member | None:
        rows = await self._rows(
            select(league_members).where(league_members.c.league_id == league_id, league_members.c.user_id == user_id)
        )
        return record(Member, rows[0]) if rows else None

    async def set_role_tier(self, league_id: int, user_id: int, tier: str | None) -> None:
        await self._change(
            update(league_members)
            .where(league_members.c.league_id == league_id, league_members.c.user_id == user_id)
            .values(role_tier=tier)
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

        def add(conn: Connection) -> bool:
            linked = False
            if fixture_id is not None:
                claim = (
                    update(league_fixtures)
                    .where(league_fixtures.c.id == fixture_id, league_fixtures.c.status == FIXTURE_OPEN)
                    .values(status=FIXTURE_PLAYING, game_id=game_id)
                )
                linked = conn.execute(claim).rowcount == 1
            conn.execute(
                insert(league_games).values(
                    game_id=game_id,
                    league_id=league_id,
                    season_id=season_id,
                    rated=rated,
                    status=PENDING,
                    created_at=at,
                )
            )
            conn.execute(
                insert(league_game_players),
                [{"game_id": game_id, "seat": seat, "user_id": user} for seat, user in enumerate(players, start=1)],
            )
            return linked

        return await self.db.write(add)

    async def _league_games(self, *where: Any) -> list[LeagueGame]:
        g, p = league_games, league_game_players
        stmt = (
            select(g.c.game_id, g.c.league_id, g.c.season_id, g.c.rated, g.c.status, g.c.created_at, p.c.user_id)
            .join(p, p.c.game_id == g.c.game_id)
            .where(*where)
            .order_by(g.c.game_id, p.c.seat)
        )
        out: dict[int, LeagueGame] = {}
        for r in await self._rows(stmt):
            known = out.get(r.game_id)
            players = (*known.players, r.user_id) if known else (r.user_id,)
            out[r.game_id] = LeagueGame(
                r.game_id, r.league_id, r.season_id, bool(r.rated), r.status, r.created_at, players
            )
        return list(out.values())

    async def league_game(self, game_id: int) -> LeagueGame | None:
        found = await self._league_games(league_games.c.game_id == game_id)
        return found[0] if found else None

    async def league_games(self, league_id: int, *, status: str | None = None) -> list[LeagueGame]:
        if status is None:
            return await self._league_games(league_games.c.league_id == league_id)
        return await self._league_games(league_games.c.league_id == league_id, league_games.c.status == status)

    async def games_between(self, season_id: int, a: int, b: int) -> int:
        """How many league games of the season ``a`` and ``b`` both played (or are playing)."""
        stmt = (
            select(func.count())
            .select_from(league_games)
            .where(league_games.c.season_id == season_id, league_games.c.status != VOID, _played_by(a), _played_by(b))
        )
        return int((await self._rows(stmt))[0][0])

    async def ratings(self, season_id: int) -> list[RatingRow]:
        """The season's ratings, best conservative rating first."""
        return await self.db.fetch_records(RatingRow, _RATINGS, {"season": season_id})

    async def settle(
        self,
        game_id: int,
        season_id: int,
        expected_version: int,
        status: str,
        ratings: Sequence[RatingRow],
        results: Sequence[ResultRow],
        at: datetime,
        posts: Sequence[NewDelivery] = (),
        *,
        decided: bool = False,
    ) -> str:
        """Close a pending league game as ``rated`` (storing ``ratings`` and ``results``) or
        ``void`` (its round-robin fixture with it, waiting again — unless the game was
        ``decided`` by a forfeit: then played), in one transaction: ``ok``; ``already`` if it was settled before;
        ``conflict`` (nothing written) if the season's ratings changed since they were read.
        ``posts``: what to post about it (the rating changes), queued in the delivery outbox
        in the same transaction."""
        rated = status == RATED
        played = rated or decided

        def close(conn: Connection) -> None:
            closed = (
                update(league_games)
                .where(league_games.c.game_id == game_id, league_games.c.status == PENDING)
                .values(status=status, settled_at=at)
            )
            if conn.execute(closed).rowcount != 1:
                raise _Conflict(ALREADY)
            # its round-robin fixture, if any: played when rated, waiting again when void
            conn.execute(
                update(league_fixtures)
                .where(league_fixtures.c.game_id == game_id, league_fixtures.c.status == FIXTURE_PLAYING)
                .values(
                    status=FIXTURE_PLAYED if played else FIXTURE_OPEN,
                    game_id=league_fixtures.c.game_id if played else None,
                )
            )
            if rated:
                self._bump_season(conn, season_id, expected_version)
                for rating in ratings:
                    self._put_rating(conn, rating)
                if results:
                    conn.execute(
                        insert(league_results),
                        [dataclasses.asdict(x) for x in results],
                    )
            queue_deliveries(conn, posts, at)

        return await self._guarded(close)

    async def results(self, season_id: int, user_id: int | None = None) -> list[ResultRow]:
        """The season's settled results (one player's, with ``user_id``), oldest first."""
        r = league_results.c
        stmt = select(league_results).where(r.season_id == season_id)
        if user_id is None:
            stmt = stmt.order_by(r.at, r.game_id, r.place)
        else:
            stmt = stmt.where(r.user_id == user_id).order_by(r.at, r.game_id)
        return [_result(x) for x in await self._rows(stmt)]

    async def army_results(self, season_ids: Sequence[int]) -> list[tuple[int, int, str, str, int | None]]:
        """The seasons' results as (game, user, army, outcome, HQ points) only, by game: what
        the army statistics read (bot/league/stats.py), without building a record per row."""
        if not season_ids:
            return []
        r = league_results.c
        stmt = (
            select(r.game_id, r.user_id, r.army, r.outcome, r.hq)
            .where(r.season_id.in_(list(season_ids)))
            .order_by(r.game_id, r.place, r.user_id)
        )
        return [
            (int(x[0]), int(x[1]), str(x[2]), str(x[3]), None if x[4] is None else int(x[4]))
            for x in await self._rows(stmt)
        ]

    async def results_of_games(self, game_ids: Sequence[int]) -> list[ResultRow]:
        if not game_ids:
            return []
        r = league_results.c
        stmt = select(league_results).where(r.game_id.in_(list(game_ids))).order_by(r.game_id, r.place)
        return [_result(x) for x in await self._rows(stmt)]

    async def correct(self, season_id: int, expected_version: int, rating: RatingRow, c: Correction) -> str:
        """A moderator's correction: the new rating and its log row, in one transaction
        (``ok``, or ``conflict`` if the season's ratings changed since they were read)."""

        def apply(conn: Connection) -> None:
            self._bump_season(conn, season_id, expected_version)
            self._put_rating(conn, rating)
            conn.execute(
                insert(league_corrections).values({k: v for k, v in dataclasses.asdict(c).items() if k != "id"})
            )

        return await self._guarded(apply)

    async def corrections(self, league_id: int) -> list[Correction]:
        stmt = select(league_corrections).where(league_corrections.c.league_id == league_id)
        return records(Correction, await self._rows(stmt.order_by(league_corrections.c.id)))

    # ------------------------------------------------------------------ the queue
    async def enqueue(self, league_id: int, user_id: int, channel_id: int, at: datetime) -> bool:
        """Put the member in the league's queue; False if they wait there already."""
        stmt = (
            self.db.insert(league_queue)
            .values(league_id=league_id, user_id=user_id, channel_id=channel_id, at=at)
            .on_conflict_do_nothing()
            .returning(league_queue.c.user_id)
        )
        return await self.db.write(lambda conn: conn.execute(stmt).first() is not None)

    async def dequeue(self, league_id: int, user_id: int) -> bool:
        stmt = delete(league_queue).where(league_queue.c.league_id == league_id, league_queue.c.user_id == user_id)
        return await self._change(stmt) == 1

    async def queued(self, league_id: int) -> list[Queued]:
        q = league_queue.c
        stmt = select(league_queue).where(q.league_id == league_id).order_by(q.at, q.user_id)
        return records(Queued, await self._rows(stmt))

    # ------------------------------------------------------------------ round-robin fixtures
    async def add_fixtures(self, season_id: int, pairs: Sequence[tuple[int, int, int, datetime]]) -> bool:
        """The season's round-robin, ``(round, a, b, due_at)`` per pairing, all or nothing;
        False when the season has a schedule already (also when another one was made at
        the same moment)."""
        f = league_fixtures.c
        add = (
            self.db.insert(league_fixtures)
            .values(
                season_id=bindparam("season"),
                round=bindparam("round_"),
                player_a=bindparam("a"),
                player_b=bindparam("b"),
                due_at=bindparam("due", type_=f.due_at.type),
                status=FIXTURE_OPEN,
            )
            .on_conflict_do_nothing()
        )

        def schedule(conn: Connection) -> None:
            if conn.execute(select(f.id).where(f.season_id == season_id).limit(1)).first():
                raise _Conflict(ALREADY)
            for rnd, a, b, due in pairs:
                row = {"season": season_id, "round_": rnd, "a": min(a, b), "b": max(a, b), "due": due}
                if conn.execute(add, row).rowcount != 1:
                    raise _Conflict(ALREADY)

        return await self._guarded(schedule) == OK

    async def clear_fixtures(self, season_id: int) -> int:
        return await self._change(delete(league_fixtures).where(league_fixtures.c.season_id == season_id))

    async def fixtures(self, season_id: int) -> list[Fixture]:
        f = league_fixtures.c
        stmt = select(league_fixtures).where(f.season_id == season_id).order_by(f.round, f.id)
        return records(Fixture, await self._rows(stmt))

    async def open_fixture(self, season_id: int, a: int, b: int) -> Fixture | None:
        """The pair's fixture waiting for its game (either order), if any."""
        f = league_fixtures.c
        stmt = select(league_fixtures).where(
            f.season_id == season_id, f.player_a == min(a, b), f.player_b == max(a, b), f.status == FIXTURE_OPEN
        )
        rows = await self._rows(stmt)
        return record(Fixture, rows[0]) if rows else None

    async def claim_fixture(self, fixture_id: int, *, remind: bool) -> bool:
        """Claim a waiting fixture's reminder (``remind``) or its miss (the deadline passed):
        True for exactly one caller, however many processes look at once."""
        f = league_fixtures.c
        stmt = update(league_fixtures).where(f.id == fixture_id, f.status == FIXTURE_OPEN)
        if remind:
            stmt = stmt.where(f.reminded == False).values(reminded=True)  # noqa: E712 - SQL, not Python
        else:
            stmt = stmt.values(status=FIXTURE_MISSED)
        return await self._change(stmt) == 1

    # ------------------------------------------------------------------ army drafts
    async def add_draft(
        self,
        league_id: int,
        season_id: int,
        channel_id: int,
        guild_id: int | None,
        fixture_id: int | None,
        state: dict[str, Any],
        due_at: datetime,
        at: datetime,
    ) -> DraftRow | None:
        """A new open draft in the channel, or None when the channel has an open one already."""

        def add(conn: Connection) -> DraftRow | None:
            row = conn.execute(
                self.db.insert(league_drafts)
                .values(
                    league_id=league_id,
                    season_id=season_id,
                    channel_id=channel_id,
                    guild_id=guild_id,
                    fixture_id=fixture_id,
                    state_json=json.dumps(state, sort_keys=True),
                    version=1,
                    status=DRAFT_OPEN,
                    due_at=due_at,
                    game_id=None,
                    created_at=at,
                )
                .on_conflict_do_nothing()  # the channel's open draft (a partial unique index)
                .returning(*league_drafts.c)
            ).first()
            return None if row is None else _draft(row)

        return await self.db.write(add)

    async def draft(self, draft_id: int) -> DraftRow | None:
        rows = await self._rows(select(league_drafts).where(league_drafts.c.id == draft_id))
        return _draft(rows[0]) if rows else None

    async def open_draft(self, channel_id: int) -> DraftRow | None:
        """The channel's open draft, if any."""
        d = league_drafts.c
        rows = await self._rows(select(league_drafts).where(d.channel_id == channel_id, d.status == DRAFT_OPEN))
        return _draft(rows[0]) if rows else None

    async def open_drafts(self, league_id: int) -> list[DraftRow]:
        d = league_drafts.c
        stmt = select(league_drafts).where(d.league_id == league_id, d.status == DRAFT_OPEN).order_by(d.id)
        return [_draft(r) for r in await self._rows(stmt)]

    async def due_drafts(self, now: datetime) -> list[DraftRow]:
        """The open drafts whose step's deadline passed."""
        d = league_drafts.c
        stmt = select(league_drafts).where(d.status == DRAFT_OPEN, d.due_at <= now).order_by(d.due_at, d.id)
        return [_draft(r) for r in await self._rows(stmt)]

    async def move_draft(
        self,
        draft_id: int,
        expected_version: int,
        state: dict[str, Any],
        *,
        due_at: datetime,
        status: str = DRAFT_OPEN,
    ) -> bool:
        """Store the draft's next state if it is still at ``expected_version`` (one of two
        clicks at once wins; the other reads again)."""
        d = league_drafts.c
        stmt = (
            update(league_drafts)
            .where(d.id == draft_id, d.version == expected_version, d.status == DRAFT_OPEN)
            .values(
                state_json=json.dumps(state, sort_keys=True), version=expected_version + 1, status=status, due_at=due_at
            )
        )
        return await self._change(stmt) == 1

    async def draft_game(self, draft_id: int, game_id: int | None, status: str = DRAFT_DONE) -> None:
        """The game a finished draft started (``None`` with ``void``: it could not start)."""
        d = league_drafts.c
        stmt = update(league_drafts).where(d.id == draft_id).values(game_id=game_id, status=status)
        await self._change(stmt)
