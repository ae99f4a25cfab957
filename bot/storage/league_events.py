"""Storage of a league's Swiss events (tables ``league_events``, ``league_event_entrants``,
``league_event_matches`` in :mod:`bot.storage.schema`; one SQL for both databases).

Whatever changes who plays the next round — a round paired, a member joining or withdrawing,
a leg's result — moves the event's ``version`` on from the one the caller read, in the same
transaction, or writes nothing: two processes pairing a round at once pair it once (the other
is told ``conflict`` and reads again), and a join racing a pairing is either in it or not at
all. A match's game is linked and its leg recorded by conditional updates (once each).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import func, insert, or_, select, update

from bot.storage.database import Database, record, records
from bot.storage.league import ALREADY, CONFLICT, OK, _Conflict
from bot.storage.schema import league_event_entrants, league_event_matches, league_events
from bot.storage.sql import Connection, Row

# an event's status: taking entrants before round 1, its Swiss rounds, its playoff, over
EVENT_OPEN, EVENT_SWISS, EVENT_PLAYOFF, EVENT_DONE = "open", "swiss", "playoff", "done"
LIVE_EVENTS = (EVENT_OPEN, EVENT_SWISS, EVENT_PLAYOFF)
# a match: waiting for its (next) game, a game of it running, decided (played, a bye, a forfeit)
MATCH_OPEN, MATCH_PLAYING, MATCH_DONE = "open", "playing", "done"
STAGE_SWISS, STAGE_PLAYOFF = "swiss", "playoff"


@dataclass(frozen=True, slots=True)
class EventRow:
    id: int
    league_id: int
    season_id: int
    name: str
    rounds: int
    playoff: int
    scheme: str
    status: str
    round: int
    version: int
    bracket: tuple[int, ...] | None
    channel_id: int
    guild_id: int | None
    created_by: int
    created_at: datetime


@dataclass(frozen=True, slots=True)
class EntrantRow:
    event_id: int
    user_id: int
    seed: int | None
    joined_round: int
    withdrawn_round: int | None
    joined_at: datetime


@dataclass(frozen=True, slots=True)
class LegRow:
    """One game of a match: its HQ points (``a`` moved first in the match's first leg) and
    its winner (``a``, ``b`` or None for a draw)."""

    game: int
    hq_a: int
    hq_b: int
    winner: str | None


@dataclass(frozen=True, slots=True)
class MatchRow:
    id: int
    event_id: int
    round: int
    stage: str
    player_a: int
    player_b: int | None
    status: str
    legs: tuple[LegRow, ...]
    forfeited: tuple[int, ...]
    game_id: int | None

    def has(self, user: int) -> bool:
        return user in (self.player_a, self.player_b)

    def players(self) -> tuple[int, ...]:
        return (self.player_a,) if self.player_b is None else (self.player_a, self.player_b)


def _event(r: Row) -> EventRow:
    return record(EventRow, r, bracket=tuple(json.loads(r.bracket_json)) if r.bracket_json else None)


def _match(r: Row) -> MatchRow:
    # built by position (the table's column order): an event of 1,000 entrants reads 5,000
    # of these for its standings
    id_, event_id, round_, stage, a, b, status, legs_json, forfeited_json, game_id = r[:10]
    legs = (
        tuple(LegRow(x["game"], x["hq_a"], x["hq_b"], x["winner"]) for x in json.loads(legs_json))
        if legs_json != "[]"
        else ()
    )
    forfeited = tuple(json.loads(forfeited_json)) if forfeited_json != "[]" else ()
    return MatchRow(id_, event_id, round_, stage, a, b, status, legs, forfeited, game_id)


def _legs_json(legs: Sequence[LegRow]) -> str:
    return json.dumps([{"game": x.game, "hq_a": x.hq_a, "hq_b": x.hq_b, "winner": x.winner} for x in legs])


def forfeit_match(conn: Connection, match: MatchRow, forfeited: Sequence[int]) -> bool:
    """Inside the caller's transaction: ``match`` decided by forfeit of ``forfeited`` if it
    is still as read and has no game running (or, read with its game running, still that
    game: a ruling stops it), the event's version moved on. False: it changed (nothing
    written)."""
    m, e = league_event_matches.c, league_events.c
    game = m.game_id.is_(None) if match.game_id is None else m.game_id == match.game_id
    stmt = (
        update(league_event_matches)
        .where(
            m.id == match.id,
            m.status == match.status,
            game,
            m.forfeited_json == json.dumps(list(match.forfeited)),
        )
        .values(status=MATCH_DONE, forfeited_json=json.dumps(list(forfeited)), game_id=None)
    )
    if conn.execute(stmt).rowcount != 1:
        return False
    conn.execute(update(league_events).where(e.id == match.event_id).values(version=e.version + 1))
    return True


class EventStore:
    """The Swiss events' tables (see the module's docstring)."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def _guarded(self, work: Callable[[Connection], None]) -> str:
        try:
            await self.db.write(work)
        except _Conflict as c:
            return c.what
        return OK

    @staticmethod
    def _bump(conn: Connection, event_id: int, expected_version: int, **values: Any) -> None:
        e = league_events.c
        stmt = (
            update(league_events)
            .where(e.id == event_id, e.version == expected_version)
            .values(version=expected_version + 1, **values)
        )
        if conn.execute(stmt).rowcount != 1:
            raise _Conflict(CONFLICT)

    # ------------------------------------------------------------------ events
    async def create_event(
        self,
        league_id: int,
        season_id: int,
        name: str,
        rounds: int,
        playoff: int,
        scheme: str,
        channel_id: int,
        guild_id: int | None,
        created_by: int,
        at: datetime,
    ) -> EventRow | None:
        """A new event taking entrants, or None when the league has one of that name."""
        e = league_events.c
        taken = select(e.id).where(e.league_id == league_id, func.lower(e.name) == func.lower(name))

        def create(conn: Connection) -> EventRow | None:
            if conn.execute(taken).first() is not None:
                return None
            row = conn.execute(
                insert(league_events)
                .values(
                    league_id=league_id,
                    season_id=season_id,
                    name=name,
                    rounds=rounds,
                    playoff=playoff,
                    scheme=scheme,
                    status=EVENT_OPEN,
                    round=0,
                    version=1,
                    bracket_json=None,
                    channel_id=channel_id,
                    guild_id=guild_id,
                    created_by=created_by,
                    created_at=at,
                )
                .returning(*league_events.c)
            ).one()
            return _event(row)

        return await self.db.write(create)

    async def events(self, league_id: int) -> list[EventRow]:
        e = league_events.c
        rows = await self.db.fetch(select(league_events).where(e.league_id == league_id).order_by(e.id))
        return [_event(r) for r in rows]

    async def live_events(self) -> list[EventRow]:
        """Every event not over, of every league (the upkeep's round check)."""
        e = league_events.c
        rows = await self.db.fetch(select(league_events).where(e.status.in_(LIVE_EVENTS)).order_by(e.id))
        return [_event(r) for r in rows]

    async def get_event(self, event_id: int) -> EventRow | None:
        rows = await self.db.fetch(select(league_events).where(league_events.c.id == event_id))
        return _event(rows[0]) if rows else None

    # ------------------------------------------------------------------ entrants
    async def entrants(self, event_id: int) -> list[EntrantRow]:
        n = league_event_entrants.c
        stmt = select(league_event_entrants).where(n.event_id == event_id).order_by(n.joined_at, n.user_id)
        return records(EntrantRow, list(await self.db.fetch(stmt)))

    async def join(self, event: EventRow, user_id: int, at: datetime, seed: int | None) -> str:
        """Enter ``user_id`` from the event's version the caller read: ``ok``, ``already``
        (an entrant already, or withdrawn), ``conflict`` (the event moved on: read again)."""
        n = league_event_entrants.c

        def join(conn: Connection) -> None:
            known = select(n.user_id).where(n.event_id == event.id, n.user_id == user_id)
            if conn.execute(known).first() is not None:
                raise _Conflict(ALREADY)
            self._bump(conn, event.id, event.version)
            conn.execute(
                insert(league_event_entrants).values(
                    event_id=event.id,
                    user_id=user_id,
                    seed=seed,
                    joined_round=event.round,
                    withdrawn_round=None,
                    joined_at=at,
                )
            )

        return await self._guarded(join)

    async def withdraw(self, event: EventRow, user_id: int, forfeit: MatchRow | None) -> str:
        """Withdraw an entrant (their match not yet begun, ``forfeit``, lost by forfeit) from
        the event's version the caller read: ``ok``, ``already``, ``conflict``."""
        n, m = league_event_entrants.c, league_event_matches.c

        def withdraw(conn: Connection) -> None:
            self._bump(conn, event.id, event.version)
            out = (
                update(league_event_entrants)
                .where(n.event_id == event.id, n.user_id == user_id, n.withdrawn_round.is_(None))
                .values(withdrawn_round=event.round)
            )
            if conn.execute(out).rowcount != 1:
                raise _Conflict(ALREADY)
            if forfeit is not None:
                lost = (
                    update(league_event_matches)
                    .where(m.id == forfeit.id, m.status == MATCH_OPEN, m.game_id.is_(None))
                    .values(status=MATCH_DONE, forfeited_json=json.dumps([user_id]))
                )
                if conn.execute(lost).rowcount != 1:
                    raise _Conflict(CONFLICT)

        return await self._guarded(withdraw)

    # ------------------------------------------------------------------ rounds
    async def pair(
        self,
        event: EventRow,
        status: str,
        stage: str,
        pairs: Sequence[tuple[int, int | None]],
        *,
        seeds: Mapping[int, int] | None = None,
        bracket: Sequence[int] | None = None,
        out: Collection[int] = (),
    ) -> str:
        """Round ``event.round + 1``'s matches (``(first, second)``; ``second`` None: a bye,
        decided at once), the event's new ``status``, the entrants' ``seeds`` (round 1) and
        the playoff's ``bracket`` (its first round); a match of a member in ``out`` (withdrawn)
        is decided at once, forfeited by them; all in one transaction from the event's
        version the caller read: ``ok``, or ``conflict`` and nothing written (somebody
        paired it, or the event changed, a moment ago)."""
        number = event.round + 1
        n = league_event_entrants.c

        def pair(conn: Connection) -> None:
            values: dict[str, Any] = {"round": number, "status": status}
            if bracket is not None:
                values["bracket_json"] = json.dumps(list(bracket))
            self._bump(conn, event.id, event.version, **values)
            for user, seed in (seeds or {}).items():
                conn.execute(
                    update(league_event_entrants).where(n.event_id == event.id, n.user_id == user).values(seed=seed)
                )
            if pairs:
                conn.execute(
                    insert(league_event_matches),
                    [
                        {
                            "event_id": event.id,
                            "round": number,
                            "stage": stage,
                            "player_a": a,
                            "player_b": b,
                            "status": MATCH_OPEN if b is not None and not {a, b} & set(out) else MATCH_DONE,
                            "legs_json": "[]",
                            "forfeited_json": json.dumps([p for p in (a, b) if p is not None and p in out]),
                            "game_id": None,
                        }
                        for a, b in pairs
                    ],
                )

        return await self._guarded(pair)

    async def finish(self, event: EventRow) -> bool:
        """The event is over (its last round decided): True for one caller only."""
        return await self._guarded(lambda conn: self._bump(conn, event.id, event.version, status=EVENT_DONE)) == OK

    # ------------------------------------------------------------------ matches
    async def matches(
        self, event_id: int, *, round_: int | None = None, status: str | None = None, last: bool = False
    ) -> list[MatchRow]:
        """The event's matches, round by round; only those of round ``round_`` (``last``: of
        the latest round paired) and/or in ``status`` when given."""
        m = league_event_matches.c
        stmt = select(league_event_matches).where(m.event_id == event_id)
        if round_ is not None:
            stmt = stmt.where(m.round == round_)
        if last:
            latest = select(func.max(m.round)).where(m.event_id == event_id).scalar_subquery()
            stmt = stmt.where(m.round == latest)
        if status is not None:
            stmt = stmt.where(m.status == status)
        return [_match(r) for r in await self.db.fetch(stmt.order_by(m.round, m.id))]

    async def open_match(self, league_id: int, a: int, b: int) -> tuple[EventRow, MatchRow] | None:
        """The match of a running event of the league between ``a`` and ``b`` waiting for
        its (next) game, if any."""
        e, m = league_events.c, league_event_matches.c
        stmt = (
            select(league_event_matches)
            .join(league_events, e.id == m.event_id)
            .where(
                e.league_id == league_id,
                e.status.in_((EVENT_SWISS, EVENT_PLAYOFF)),
                m.status == MATCH_OPEN,
                m.round == e.round,
                or_((m.player_a == a) & (m.player_b == b), (m.player_a == b) & (m.player_b == a)),
            )
            .order_by(m.id)
        )
        rows = await self.db.fetch(stmt)
        if not rows:
            return None
        match = _match(rows[0])
        event = await self.get_event(match.event_id)
        assert event is not None
        return event, match

    async def match_of_game(self, game_id: int) -> MatchRow | None:
        m = league_event_matches.c
        rows = await self.db.fetch(select(league_event_matches).where(m.game_id == game_id))
        return _match(rows[0]) if rows else None

    async def link_game(self, match_id: int, game_id: int) -> bool:
        """The match's next game is ``game_id`` (True for one caller: it was waiting)."""
        m = league_event_matches.c
        stmt = (
            update(league_event_matches)
            .where(m.id == match_id, m.status == MATCH_OPEN, m.game_id.is_(None))
            .values(status=MATCH_PLAYING, game_id=game_id)
        )
        return int(await self.db.write(lambda conn: conn.execute(stmt).rowcount)) == 1

    async def record_leg(self, match: MatchRow, game_id: int, leg: LegRow | None, legs_needed: int) -> bool:
        """The end of the match's game ``game_id``: its ``leg`` added (None: the game was void
        and the match waits for it again), the match decided once it has ``legs_needed``, and
        the event's version moved on. True for one caller only."""
        m, e = league_event_matches.c, league_events.c
        legs = [*match.legs, leg] if leg is not None else list(match.legs)
        done = len(legs) >= legs_needed

        def close(conn: Connection) -> None:
            stmt = (
                update(league_event_matches)
                .where(m.id == match.id, m.game_id == game_id, m.status == MATCH_PLAYING)
                .values(legs_json=_legs_json(legs), game_id=None, status=MATCH_DONE if done else MATCH_OPEN)
            )
            if conn.execute(stmt).rowcount != 1:
                raise _Conflict(ALREADY)
            conn.execute(update(league_events).where(e.id == match.event_id).values(version=e.version + 1))

        return await self._guarded(close) == OK
