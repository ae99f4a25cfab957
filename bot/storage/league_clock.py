"""Storage of the league clock and forfeits (docs/leagues.md, "The league clock"): each
clocked league game's clock row (changed only by compare-and-set on its ``version``, so two
processes never both charge a turn, warn twice or time a player out twice), the vacation
days members marked, the forfeits that count in the standings (never in the ratings), the
moderators' rulings with what they replaced, and each event round's deadline.

A warning or a timeout's post is queued in the delivery outbox in the transaction that
changed the clock: it goes out once, whatever process drains it.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import date, datetime
from typing import Any

from sqlalchemy import delete, insert, select, update

from bot.storage.database import Database, record
from bot.storage.league import ALREADY, FIXTURE_MISSED, FIXTURE_OPEN, OK, _Conflict
from bot.storage.league_events import MATCH_DONE, MATCH_OPEN, MatchRow, _match, forfeit_match
from bot.storage.outbox import NewDelivery, queue_deliveries
from bot.storage.schema import (
    league_clocks,
    league_event_deadlines,
    league_event_matches,
    league_events,
    league_fixtures,
    league_forfeits,
    league_rulings,
    league_vacations,
)
from bot.storage.sql import Connection, Row

TIMEOUT, NO_SHOW, RULING = "timeout", "no-show", "ruling"  # a forfeit's kind


@dataclass(frozen=True, slots=True)
class ClockRow:
    game_id: int
    league_id: int
    turn_started_at: datetime
    user_id: int  # whose turn the clock last saw
    banks: dict[int, float]  # seconds left in each player's bank
    warned: bool
    out_user: int | None
    last_turn: bool
    version: int


@dataclass(frozen=True, slots=True)
class Forfeit:
    """One player's result that counts in the standings and not in the ratings."""

    league_id: int
    season_id: int
    user_id: int
    outcome: str  # win, loss, draw
    kind: str  # timeout, no-show, ruling
    at: datetime
    game_id: int | None = None
    fixture_id: int | None = None
    match_id: int | None = None
    ruling_id: int | None = None
    strike: bool = False
    void: bool = False
    id: int = 0


@dataclass(frozen=True, slots=True)
class Ruling:
    id: int
    league_id: int
    season_id: int
    game_id: int | None
    fixture_id: int | None
    match_id: int | None
    result: str  # win, draw
    winner_id: int | None
    reason: str
    moderator_id: int
    before: list[dict[str, Any]]
    at: datetime


def _clock(r: Row) -> ClockRow:
    banks = {int(k): float(v) for k, v in json.loads(r.banks_json).items()}
    return record(ClockRow, r, banks=banks)


def _forfeit_values(f: Forfeit) -> dict[str, Any]:
    values = {k: getattr(f, k) for k in Forfeit.__dataclass_fields__ if k != "id"}
    return values


class ClockStore:
    """The league clock's tables (see the module's docstring)."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def _guarded(self, work: Any) -> str:
        try:
            await self.db.write(work)
        except _Conflict as c:
            return c.what
        return OK

    # ------------------------------------------------------------------ clocks
    async def clock(self, game_id: int) -> ClockRow | None:
        rows = await self.db.fetch(select(league_clocks).where(league_clocks.c.game_id == game_id))
        return _clock(rows[0]) if rows else None

    async def start_clock(self, row: ClockRow) -> bool:
        """The game's clock, first seen now: True for one caller only."""
        stmt = (
            self.db.insert(league_clocks)
            .values(
                game_id=row.game_id,
                league_id=row.league_id,
                turn_started_at=row.turn_started_at,
                user_id=row.user_id,
                banks_json=json.dumps({str(k): v for k, v in row.banks.items()}),
                warned=row.warned,
                out_user=row.out_user,
                last_turn=row.last_turn,
                version=0,
            )
            .on_conflict_do_nothing()
            .returning(league_clocks.c.game_id)
        )
        return bool(await self.db.write(lambda conn: conn.execute(stmt).first() is not None))

    async def move_clock(
        self,
        old: ClockRow,
        new: ClockRow,
        at: datetime,
        *,
        posts: Sequence[NewDelivery] = (),
        forfeits: Sequence[Forfeit] = (),
    ) -> bool:
        """The clock from ``old`` (the version read) to ``new``, with ``posts`` queued in the
        outbox and ``forfeits`` recorded in the same transaction: True for one caller only."""
        c = league_clocks.c

        def move(conn: Connection) -> None:
            stmt = (
                update(league_clocks)
                .where(c.game_id == old.game_id, c.version == old.version)
                .values(
                    turn_started_at=new.turn_started_at,
                    user_id=new.user_id,
                    banks_json=json.dumps({str(k): v for k, v in new.banks.items()}),
                    warned=new.warned,
                    out_user=new.out_user,
                    last_turn=new.last_turn,
                    version=old.version + 1,
                )
            )
            if conn.execute(stmt).rowcount != 1:
                raise _Conflict(ALREADY)
            if forfeits:
                conn.execute(insert(league_forfeits), [_forfeit_values(f) for f in forfeits])
            queue_deliveries(conn, posts, at)

        return await self._guarded(move) == OK

    # ------------------------------------------------------------------ vacations
    async def vacation(self, season_id: int, user_id: int) -> frozenset[date]:
        v = league_vacations.c
        rows = await self.db.fetch(select(v.day).where(v.season_id == season_id, v.user_id == user_id))
        return frozenset(date.fromisoformat(r.day) for r in rows)

    async def mark_vacation(self, season_id: int, user_id: int, days: Sequence[date], at: datetime) -> bool:
        """Add ``days`` (none of them marked before): False, nothing written, when one was
        marked a moment ago by another process."""
        v = league_vacations.c

        def mark(conn: Connection) -> None:
            taken = conn.execute(
                select(v.day).where(
                    v.season_id == season_id, v.user_id == user_id, v.day.in_([d.isoformat() for d in days])
                )
            ).first()
            if taken:
                raise _Conflict(ALREADY)
            conn.execute(
                insert(league_vacations),
                [{"season_id": season_id, "user_id": user_id, "day": d.isoformat(), "marked_at": at} for d in days],
            )

        return await self._guarded(mark) == OK

    async def unmark_vacation(self, season_id: int, user_id: int, days: Sequence[date]) -> int:
        v = league_vacations.c
        stmt = delete(league_vacations).where(
            v.season_id == season_id, v.user_id == user_id, v.day.in_([d.isoformat() for d in days])
        )
        return int(await self.db.write(lambda conn: conn.execute(stmt).rowcount))

    # ------------------------------------------------------------------ forfeits
    async def forfeits(self, season_id: int, user_id: int | None = None) -> list[Forfeit]:
        """The season's forfeits that count (not replaced by a ruling), oldest first."""
        f = league_forfeits.c
        stmt = select(league_forfeits).where(f.season_id == season_id, f.void == False)  # noqa: E712
        if user_id is not None:
            stmt = stmt.where(f.user_id == user_id)
        return [record(Forfeit, r) for r in await self.db.fetch(stmt.order_by(f.at, f.id))]

    async def forfeits_of_game(self, game_id: int) -> list[Forfeit]:
        f = league_forfeits.c
        stmt = select(league_forfeits).where(f.game_id == game_id, f.void == False)  # noqa: E712
        return [record(Forfeit, r) for r in await self.db.fetch(stmt.order_by(f.id))]

    async def strikes(self, league_id: int, user_id: int) -> int:
        """The member's no-show strikes in the league, every season."""
        f = league_forfeits.c
        stmt = select(f.id).where(
            f.league_id == league_id,
            f.user_id == user_id,
            f.strike == True,  # noqa: E712
            f.void == False,  # noqa: E712
        )
        return len(await self.db.fetch(stmt))

    # ------------------------------------------------------------------ rulings
    async def rule(
        self, ruling: Ruling, forfeits: Sequence[Forfeit], *, decide: tuple[MatchRow, Sequence[int]] | None = None
    ) -> int | None:
        """Record ``ruling`` (its audit: what the game counted before), the game's earlier
        forfeits replaced by ``forfeits`` (the ruling's results), in one transaction; a
        fixture ruled that still waited is decided (never missed later), and with ``decide``
        (a match as read, who forfeits it) the event match is decided by forfeit in the same
        transaction. The ruling's id, or None (the match changed a moment ago: nothing written)."""
        f, x = league_forfeits.c, league_fixtures.c

        def rule(conn: Connection) -> int:
            if decide is not None and not forfeit_match(conn, *decide):
                raise _Conflict(ALREADY)
            if ruling.fixture_id is not None:  # decided: never missed later
                conn.execute(
                    update(league_fixtures)
                    .where(x.id == ruling.fixture_id, x.status == FIXTURE_OPEN)
                    .values(status=FIXTURE_MISSED)
                )
            new = conn.execute(
                insert(league_rulings)
                .values(
                    league_id=ruling.league_id,
                    season_id=ruling.season_id,
                    game_id=ruling.game_id,
                    fixture_id=ruling.fixture_id,
                    match_id=ruling.match_id,
                    result=ruling.result,
                    winner_id=ruling.winner_id,
                    reason=ruling.reason,
                    moderator_id=ruling.moderator_id,
                    before_json=json.dumps(ruling.before),
                    at=ruling.at,
                )
                .returning(league_rulings.c.id)
            ).scalar_one()
            for column, value in (
                (f.game_id, ruling.game_id),
                (f.fixture_id, ruling.fixture_id),
                (f.match_id, ruling.match_id),
            ):
                if value is not None:  # what the ruled game, fixture or match counted before
                    conn.execute(
                        update(league_forfeits).where(column == value, f.void == False).values(void=True)  # noqa: E712
                    )
            rows = [_forfeit_values(x) | {"ruling_id": new} for x in forfeits]
            if rows:
                conn.execute(insert(league_forfeits), rows)
            return int(new)

        try:
            return int(await self.db.write(rule))
        except _Conflict:
            return None

    async def forfeits_of(self, *, fixture_id: int | None = None, match_id: int | None = None) -> list[Forfeit]:
        """The forfeits in force of a round-robin fixture or an event match."""
        f = league_forfeits.c
        column, value = (f.fixture_id, fixture_id) if fixture_id is not None else (f.match_id, match_id)
        stmt = select(league_forfeits).where(column == value, f.void == False)  # noqa: E712
        return [record(Forfeit, r) for r in await self.db.fetch(stmt.order_by(f.id))]

    async def rulings(self, league_id: int, game_id: int | None = None) -> list[Ruling]:
        r = league_rulings.c
        stmt = select(league_rulings).where(r.league_id == league_id)
        if game_id is not None:
            stmt = stmt.where(r.game_id == game_id)
        return [record(Ruling, x, before=json.loads(x.before_json)) for x in await self.db.fetch(stmt.order_by(r.id))]

    # ------------------------------------------------------------------ event rounds
    async def round_deadline(self, event_id: int, round_: int, due_at: datetime) -> tuple[datetime, bool]:
        """The deadline of the event's round (``due_at`` when first asked: the first caller's
        stands) and whether it was dealt with."""
        d = league_event_deadlines.c
        first = (
            self.db.insert(league_event_deadlines)
            .values(event_id=event_id, round=round_, due_at=due_at, done=False)
            .on_conflict_do_nothing()
        )
        await self.db.write(lambda conn: conn.execute(first))
        rows = await self.db.fetch(select(league_event_deadlines).where(d.event_id == event_id, d.round == round_))
        return rows[0].due_at, bool(rows[0].done)

    async def miss_fixture(
        self, fixture_id: int, forfeits: Sequence[Forfeit], posts: Sequence[NewDelivery], at: datetime
    ) -> bool:
        """A round-robin fixture nobody played by its deadline: marked missed, its
        ``forfeits`` recorded and its ``posts`` queued in the outbox, all in one transaction
        (a crash leaves the fixture waiting, to be missed again whole). True for one caller."""
        f = league_fixtures.c

        def miss(conn: Connection) -> None:
            stmt = (
                update(league_fixtures)
                .where(f.id == fixture_id, f.status == FIXTURE_OPEN)
                .values(status=FIXTURE_MISSED)
            )
            if conn.execute(stmt).rowcount != 1:
                raise _Conflict(ALREADY)
            if forfeits:
                conn.execute(insert(league_forfeits), [_forfeit_values(x) for x in forfeits])
            queue_deliveries(conn, posts, at)

        return await self._guarded(miss) == OK

    async def miss_round(
        self,
        event_id: int,
        round_: int,
        forfeits_of: Callable[[MatchRow], Sequence[Forfeit]],
        posts_of: Callable[[Sequence[MatchRow]], Sequence[NewDelivery]],
        at: datetime,
    ) -> list[MatchRow] | None:
        """An event round past its deadline, in one transaction: the deadline dealt with, each
        match of the round still waiting for its (next) game (no game running, not a bye)
        decided by forfeit of both players, the event's version moved on, the matches'
        forfeits (``forfeits_of``) recorded and the announcement (``posts_of`` the matches
        decided) queued in the outbox. The matches decided, or None (another caller dealt
        with the deadline: nothing written). A crash writes nothing: the next call does it all."""
        d, m, e = league_event_deadlines.c, league_event_matches.c, league_events.c

        def miss(conn: Connection) -> list[MatchRow]:
            claim = (
                update(league_event_deadlines)
                .where(d.event_id == event_id, d.round == round_, d.done == False)  # noqa: E712
                .values(done=True)
            )
            if conn.execute(claim).rowcount != 1:
                raise _Conflict(ALREADY)
            waiting = conn.execute(
                select(league_event_matches)
                .where(
                    m.event_id == event_id,
                    m.round == round_,
                    m.status == MATCH_OPEN,
                    m.player_b.is_not(None),
                    m.game_id.is_(None),
                )
                .order_by(m.id)
            ).all()
            decided: list[MatchRow] = []
            for row in waiting:
                match = _match(row)
                assert match.player_b is not None
                both = (match.player_a, match.player_b)
                stmt = (
                    update(league_event_matches)
                    .where(m.id == match.id, m.status == MATCH_OPEN, m.game_id.is_(None))
                    .values(status=MATCH_DONE, forfeited_json=json.dumps(list(both)))
                )
                if conn.execute(stmt).rowcount == 1:  # else a game of it began a moment ago
                    decided.append(replace(match, status=MATCH_DONE, forfeited=both))
            if not decided:
                return decided
            conn.execute(update(league_events).where(e.id == event_id).values(version=e.version + 1))
            rows = [_forfeit_values(x) for match in decided for x in forfeits_of(match)]
            if rows:
                conn.execute(insert(league_forfeits), rows)
            queue_deliveries(conn, posts_of(decided), at)
            return decided

        try:
            return list(await self.db.write(miss))
        except _Conflict:
            return None
