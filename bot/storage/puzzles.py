"""Puzzles' storage (/hexpuzzle, docs/puzzles.md): the users' attempts, the solvers' and the
puzzles' Glicko-2 ratings (written on a first answer only, both in the answer's transaction),
the 👍/👎 votes, the channels registered for the daily puzzle and the puzzle each was given
each day (chosen once, its delivery queued in the same transaction: posted exactly once,
whichever process gets there first)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from sqlalchemy import Table, delete, func, insert, select, update
from sqlalchemy.dialects import postgresql, sqlite

from bot.storage.database import Database, record
from bot.storage.outbox import NewDelivery, queue_deliveries
from bot.storage.schema import (
    puzzle_attempts,
    puzzle_channels,
    puzzle_dailies,
    puzzle_ratings,
    puzzle_solvers,
    puzzle_votes,
)
from bot.storage.sql import Connection

OPEN, SOLVED, FAILED, DROPPED = "open", "solved", "failed", "dropped"
ANSWERED = (SOLVED, FAILED)

Glicko = tuple[float, float, float]  # rating, deviation, volatility
# (solver, puzzle) before -> (solver, puzzle) after a first answer (bot.puzzles.glicko2.attempt)
Rater = Callable[[Glicko, Glicko, bool], tuple[Glicko, Glicko]]


@dataclass(frozen=True, slots=True)
class Attempt:
    id: int
    user_id: int
    puzzle_id: str
    guild_id: int | None
    channel_id: int
    status: str
    answer: str | None
    rated: bool
    created_at: datetime
    answered_at: datetime | None


@dataclass(frozen=True, slots=True)
class Answered:
    """What an answer stored: the attempt as answered and, when it was rated (the user's first
    answer of the puzzle), both ratings before and after."""

    attempt: Attempt
    solver: tuple[Glicko, Glicko] | None = None
    puzzle: tuple[Glicko, Glicko] | None = None


@dataclass(frozen=True, slots=True)
class Standing:
    """A solver on a server's leaderboard."""

    user_id: int
    rating: float
    rd: float
    rated: int
    solved: int


@dataclass(frozen=True, slots=True)
class DailyChannel:
    channel_id: int
    guild_id: int | None
    hour: int
    lang: str
    created_by: int
    created_at: datetime


def _insert(conn: Connection, table: Table) -> Any:
    return sqlite.insert(table) if conn.dialect.name == "sqlite" else postgresql.insert(table)


def _glicko(row: Any) -> Glicko:
    return (float(row.rating), float(row.rd), float(row.volatility))


def _locked(conn: Connection, table: Table, key: Any, value: object, seed: Glicko, at: datetime) -> Glicko:
    """The rating of ``value`` in ``table`` (a solver's, a puzzle's), made from ``seed`` when it
    has none, locked until the transaction ends (answers of one puzzle at once queue here)."""
    new = {key.name: value, "rating": seed[0], "rd": seed[1], "volatility": seed[2], "rated": 0, "solved": 0}
    conn.execute(_insert(conn, table).on_conflict_do_nothing(), {**new, "updated_at": at})
    return _glicko(conn.execute(select(table).where(key == value).with_for_update()).one())


def _move(conn: Connection, table: Table, key: Any, value: object, rating: Glicko, solved: bool, at: datetime) -> None:
    c = table.c
    conn.execute(
        update(table)
        .where(key == value)
        .values(
            rating=rating[0],
            rd=rating[1],
            volatility=rating[2],
            rated=c.rated + 1,
            solved=c.solved + (1 if solved else 0),
            updated_at=at,
        )
    )


class PuzzleStore:
    def __init__(self, db: Database) -> None:
        self.db = db

    # ------------------------------------------------------------------ attempts
    async def start(self, user_id: int, puzzle_id: str, guild_id: int | None, channel_id: int, at: datetime) -> Attempt:
        """A new open attempt of ``puzzle_id`` for the user (an open one before it dropped)."""
        a = puzzle_attempts.c

        def work(conn: Connection) -> Attempt:
            conn.execute(update(puzzle_attempts).where(a.user_id == user_id, a.status == OPEN).values(status=DROPPED))
            row = conn.execute(
                insert(puzzle_attempts).returning(*puzzle_attempts.c),
                {
                    "user_id": user_id,
                    "puzzle_id": puzzle_id,
                    "guild_id": guild_id,
                    "channel_id": channel_id,
                    "status": OPEN,
                    "rated": False,
                    "created_at": at,
                },
            ).one()
            return record(Attempt, row)

        try:
            return await self.db.write(work)
        except self.db.integrity_errors:  # two starts at once (a double click): the later one wins
            return await self.db.write(work)

    async def attempt(self, attempt_id: int) -> Attempt | None:
        rows = await self.db.fetch(select(puzzle_attempts).where(puzzle_attempts.c.id == attempt_id))
        return record(Attempt, rows[0]) if rows else None

    async def open_attempt(self, user_id: int) -> Attempt | None:
        a = puzzle_attempts.c
        rows = await self.db.fetch(select(puzzle_attempts).where(a.user_id == user_id, a.status == OPEN))
        return record(Attempt, rows[0]) if rows else None

    async def tried(self, user_id: int) -> dict[str, bool]:
        """The puzzles the user has opened, each with whether they answered it."""
        a = puzzle_attempts.c
        stmt = select(a.puzzle_id, a.status).where(a.user_id == user_id)
        out: dict[str, bool] = {}
        for pid, status in await self.db.fetch(stmt):
            out[str(pid)] = out.get(str(pid), False) or status in ANSWERED
        return out

    async def answer(
        self,
        attempt_id: int,
        user_id: int,
        answer: str,
        solved: bool,
        at: datetime,
        seed: Glicko,
        puzzle_seed: Glicko,
        rate: Rater,
    ) -> Answered | None:
        """Store the answer of the user's open attempt ``attempt_id`` (``None``: it is not
        theirs or not open any more: nothing changes). The user's first answer of that puzzle
        is rated: both ratings (``seed``, ``puzzle_seed``: a newcomer's) moved by ``rate``."""
        a = puzzle_attempts.c

        def work(conn: Connection) -> Answered | None:
            row = conn.execute(
                select(puzzle_attempts)
                .where(a.id == attempt_id, a.user_id == user_id, a.status == OPEN)
                .with_for_update()
            ).first()
            if row is None:
                return None
            found = record(Attempt, row)
            earlier = conn.execute(
                select(func.count())
                .select_from(puzzle_attempts)
                .where(a.user_id == user_id, a.puzzle_id == found.puzzle_id, a.status.in_(ANSWERED))
            ).scalar_one()
            first = int(earlier) == 0
            status = SOLVED if solved else FAILED
            conn.execute(
                update(puzzle_attempts)
                .where(a.id == attempt_id)
                .values(status=status, answer=answer, rated=first, answered_at=at)
            )
            done = replace(found, status=status, answer=answer, rated=first, answered_at=at)
            if not first:
                return Answered(done)
            solver = _locked(conn, puzzle_solvers, puzzle_solvers.c.user_id, user_id, seed, at)
            puzzle = _locked(conn, puzzle_ratings, puzzle_ratings.c.puzzle_id, found.puzzle_id, puzzle_seed, at)
            new_solver, new_puzzle = rate(solver, puzzle, solved)
            _move(conn, puzzle_solvers, puzzle_solvers.c.user_id, user_id, new_solver, solved, at)
            _move(conn, puzzle_ratings, puzzle_ratings.c.puzzle_id, found.puzzle_id, new_puzzle, solved, at)
            return Answered(done, (solver, new_solver), (puzzle, new_puzzle))

        return await self.db.write(work)

    # ------------------------------------------------------------------ ratings
    async def solver(self, user_id: int) -> Glicko | None:
        rows = await self.db.fetch(select(puzzle_solvers).where(puzzle_solvers.c.user_id == user_id))
        return _glicko(rows[0]) if rows else None

    async def puzzle_ratings(self) -> dict[str, Glicko]:
        """Every rated puzzle's rating, by id."""
        return {str(r.puzzle_id): _glicko(r) for r in await self.db.fetch(select(puzzle_ratings))}

    async def puzzle_rating(self, puzzle_id: str) -> Glicko | None:
        rows = await self.db.fetch(select(puzzle_ratings).where(puzzle_ratings.c.puzzle_id == puzzle_id))
        return _glicko(rows[0]) if rows else None

    async def leaderboard(self, guild_id: int | None, limit: int) -> list[Standing]:
        """The solvers who answered a puzzle on this server, best rating first."""
        a, s = puzzle_attempts.c, puzzle_solvers.c
        here = select(a.user_id).where(
            a.guild_id.is_(None) if guild_id is None else a.guild_id == guild_id, a.status.in_(ANSWERED)
        )
        stmt = (
            select(s.user_id, s.rating, s.rd, s.rated, s.solved)
            .where(s.user_id.in_(here))
            .order_by(s.rating.desc(), s.user_id)
            .limit(limit)
        )
        return [Standing(int(r[0]), float(r[1]), float(r[2]), int(r[3]), int(r[4])) for r in await self.db.fetch(stmt)]

    # ------------------------------------------------------------------ votes
    async def vote(self, puzzle_id: str, user_id: int, vote: int, at: datetime) -> None:
        """The user's vote on the puzzle (+1 or -1), replacing an earlier one."""
        v = puzzle_votes.c

        def work(conn: Connection) -> None:
            stmt = _insert(conn, puzzle_votes).on_conflict_do_update(
                index_elements=[v.puzzle_id, v.user_id], set_={"vote": vote, "updated_at": at}
            )
            conn.execute(stmt, {"puzzle_id": puzzle_id, "user_id": user_id, "vote": vote, "updated_at": at})

        await self.db.write(work)

    async def votes(self, puzzle_id: str) -> tuple[int, int]:
        """👍 and 👎 of the puzzle."""
        v = puzzle_votes.c
        stmt = select(v.vote, func.count()).where(v.puzzle_id == puzzle_id).group_by(v.vote)
        counts = {int(k): int(n) for k, n in await self.db.fetch(stmt)}
        return counts.get(1, 0), counts.get(-1, 0)

    async def answered(self, user_id: int, puzzle_id: str) -> bool:
        a = puzzle_attempts.c
        stmt = select(func.count()).where(a.user_id == user_id, a.puzzle_id == puzzle_id, a.status.in_(ANSWERED))
        rows = await self.db.fetch(stmt)
        return int(rows[0][0]) > 0

    # ------------------------------------------------------------------ the daily puzzle
    async def set_channel(
        self, channel_id: int, guild_id: int | None, hour: int, lang: str, by: int, at: datetime
    ) -> None:
        c = puzzle_channels.c

        def work(conn: Connection) -> None:
            stmt = _insert(conn, puzzle_channels).on_conflict_do_update(
                index_elements=[c.channel_id], set_={"hour": hour, "lang": lang, "created_by": by}
            )
            conn.execute(
                stmt,
                {
                    "channel_id": channel_id,
                    "guild_id": guild_id,
                    "hour": hour,
                    "lang": lang,
                    "created_by": by,
                    "created_at": at,
                },
            )

        await self.db.write(work)

    async def drop_channel(self, channel_id: int) -> bool:
        stmt = delete(puzzle_channels).where(puzzle_channels.c.channel_id == channel_id)
        return await self.db.write(lambda conn: bool(conn.execute(stmt).rowcount))

    async def channels(self) -> list[DailyChannel]:
        stmt = select(puzzle_channels).order_by(puzzle_channels.c.channel_id)
        return [record(DailyChannel, r) for r in await self.db.fetch(stmt)]

    async def channel(self, channel_id: int) -> DailyChannel | None:
        rows = await self.db.fetch(select(puzzle_channels).where(puzzle_channels.c.channel_id == channel_id))
        return record(DailyChannel, rows[0]) if rows else None

    async def daily(self, channel_id: int, day: str) -> str | None:
        d = puzzle_dailies.c
        rows = await self.db.fetch(select(d.puzzle_id).where(d.channel_id == channel_id, d.day == day))
        return str(rows[0][0]) if rows else None

    async def dailies(self, channel_id: int) -> dict[str, str]:
        """The channel's daily puzzles so far, by day."""
        d = puzzle_dailies.c
        rows = await self.db.fetch(select(d.day, d.puzzle_id).where(d.channel_id == channel_id).order_by(d.day))
        return {str(day): str(pid) for day, pid in rows}

    async def claim_daily(
        self,
        channel_id: int,
        day: str,
        pick: Callable[[set[str]], str | None],
        delivery: Callable[[str], NewDelivery],
        at: datetime,
    ) -> str | None:
        """The channel's puzzle of ``day`` chosen now (``pick`` from the puzzles it has not had)
        and its post queued (``delivery``), in one transaction; ``None`` when the day has its
        puzzle already (another process, an earlier round) or none is left."""
        d = puzzle_dailies.c

        def work(conn: Connection) -> str | None:
            if conn.execute(select(d.puzzle_id).where(d.channel_id == channel_id, d.day == day)).first() is not None:
                return None
            used = {str(r[0]) for r in conn.execute(select(d.puzzle_id).where(d.channel_id == channel_id)).all()}
            chosen = pick(used)
            if chosen is None:
                return None
            new = conn.execute(
                _insert(conn, puzzle_dailies).on_conflict_do_nothing(),
                {"channel_id": channel_id, "day": day, "puzzle_id": chosen, "created_at": at},
            ).rowcount
            if not new:  # another process chose it a moment ago
                return None
            queue_deliveries(conn, [delivery(chosen)], at)
            return chosen

        return await self.db.write(work)
