"""A league of divisions (docs/leagues.md, "Divisions"): the members cut into divisions of
a chosen size when a season starts (:mod:`bot.league.formats.divisions`: the first time in
rating order, then by promotion and relegation from the last season's final standings),
each division's round-robin standings in match points with the usual tiebreaks
(:mod:`bot.league.formats.scoring`), and at the season's end who goes up and who goes down.

A league's ``format`` setting is ``open`` (the rating ladder, the default) or ``divisions``
(with ``division_size`` and ``division_moves``, the members promoted and relegated across each
boundary). The round-robin, the seasons and the standings ask this module."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import i18n
from bot.league.directory import initial_rating, standing_key
from bot.league.formats.divisions import first_divisions, next_divisions
from bot.league.formats.scoring import Leg, Match, Row, Scheme, standings
from bot.league.legs import game_leg
from bot.league.ratings import DRAW, WIN, ordinal
from bot.locale import vt
from bot.readers import Mistake
from bot.replies import mention
from bot.storage.league import (
    DOWN,
    FIXTURE_PLAYED,
    STAY,
    UP,
    DivisionRow,
    Fixture,
    League,
    LeagueStore,
    Season,
)
from bot.storage.league_clock import ClockStore, Forfeit
from bot.usecases.games import GamesStore

DEFAULT_SIZE = 8
DEFAULT_MOVES = 2
MAX_SIZE = 64
ARROWS = {UP: "⬆️", DOWN: "⬇️", STAY: ""}


@dataclass(frozen=True, slots=True)
class DivisionRules:
    size: int
    moves: int  # promoted and relegated across each boundary


@dataclass(frozen=True, slots=True)
class DivisionTable:
    """One division's standings, best first; ``moves`` where each member goes (up, down,
    stay) as the standings are now (final once the season ended)."""

    number: int
    rows: tuple[Row, ...]
    moves: dict[int, str]


def rules_of(lg: League) -> DivisionRules | None:
    """The league's divisions, or None for the open rating ladder."""
    if lg.setting("format", "open") != "divisions":
        return None
    return DivisionRules(
        int(lg.setting("division_size", DEFAULT_SIZE)), int(lg.setting("division_moves", DEFAULT_MOVES))
    )


OFF_WORDS = ("off", "none", "open", "no")


def division_settings(text: str, settings: dict[str, Any]) -> dict[str, Any]:
    """The settings a moderator's ``divisions:`` gives: ``off`` (the open rating ladder), or a
    division's size and, after a slash, the members moving up and down across each boundary
    (``8/2``; the size alone keeps the moves, at most half a division). At least two members a
    division, at least one and at most half a division moving (L19): ``lg-err-…`` Mistakes
    otherwise, nothing changed."""
    word = text.strip().lower()
    if word in OFF_WORDS:
        return {"format": "open"}
    m = re.fullmatch(r"(\d+)\s*(?:[/: ]\s*(-?\d+))?", word)
    if m is None:
        raise Mistake(vt("lg-err-divisions", value=text))
    size = int(m.group(1))
    if not 2 <= size <= MAX_SIZE:
        raise Mistake(vt("lg-err-division-size", min=2, max=MAX_SIZE))
    was = int(settings.get("division_moves") or DEFAULT_MOVES)
    moves = int(m.group(2)) if m.group(2) is not None else max(1, min(was, size // 2))
    if not 1 <= moves <= size // 2:
        raise Mistake(vt("lg-err-division-moves", moves=moves, size=size, most=size // 2))
    return {"format": "divisions", "division_size": size, "division_moves": moves}


def moves_of(tables: Sequence[Sequence[int]], moves: int) -> dict[int, str]:
    """Where each member of the divisions' standings (each best first, division 1 first) goes:
    the first ``moves`` of every division but the top one up, the last ``moves`` of every one
    but the bottom one down; fewer when a division is smaller than twice that (L19)."""
    out: dict[int, str] = {}
    step = effective_moves(tables, moves)
    last = len(tables) - 1
    for k, members in enumerate(tables):
        for i, u in enumerate(members):
            if k > 0 and i < step:
                out[u] = UP
            elif k < last and i >= len(members) - step:
                out[u] = DOWN
            else:
                out[u] = STAY
    return out


def effective_moves(tables: Sequence[Sequence[int]], moves: int) -> int:
    """``moves``, or half the smallest division (rounded down) when that is fewer (L19)."""
    sizes = [len(t) for t in tables if t]
    return min(moves, min(sizes) // 2) if len(sizes) > 1 else 0


def grouped(rows: Sequence[DivisionRow]) -> list[list[int]]:
    """The members of each division, division 1 first, in the rows' order."""
    out: dict[int, list[int]] = {}
    for r in rows:
        out.setdefault(r.division, []).append(r.user_id)
    return [out[k] for k in sorted(out)]


class Divisions:
    """A divisions league's cuts, standings and moves."""

    def __init__(self, store: LeagueStore, clocks: ClockStore, records: GamesStore) -> None:
        self.store = store
        self.clocks = clocks
        self.records = records

    async def cut(self, lg: League, rules: DivisionRules, before: int | None = None) -> list[list[int]]:
        """The current members in divisions for a season starting now: by promotion and
        relegation from the last ended season that had divisions (leavers out, newcomers at
        the bottom by rating), else in rating order (the latest season's ratings; members
        without a rated game last, by joining time). ``before``: only seasons numbered below it."""
        members = sorted(await self.store.members(lg.id), key=lambda m: (m.joined_at, m.user_id))
        current = [m.user_id for m in members]
        seasons = [s for s in await self.store.seasons(lg.id) if before is None or s.number < before]
        by_rating = await self._by_rating(seasons, current)
        for season in reversed(seasons):
            if season.archived_at is None:
                continue
            rows = await self.store.divisions(season.id)
            if not rows:
                break
            # those who left during that season were out of its final standings (move None)
            tables = [t for t in grouped([r for r in rows if r.move is not None]) if t]
            listed = {u for t in tables for u in t}
            leaving = listed - set(current)
            joining = [u for u in by_rating if u not in listed]
            if not tables:
                break
            # the moves announced at that season's end, whatever the setting says now
            step = sum(1 for r in rows if r.division == 2 and r.move == UP)
            return next_divisions(tables, rules.size, step, leaving, joining)
        if not current:
            return []
        return first_divisions(by_rating, rules.size)

    async def _by_rating(self, seasons: Sequence[Season], current: Sequence[int]) -> list[int]:
        rated: list[int] = []
        for season in reversed(seasons):
            ratings = [r for r in await self.store.ratings(season.id) if r.user_id in current and r.games]
            if ratings:
                rated = [r.user_id for r in sorted(ratings, key=standing_key)]
                break
        return rated + [u for u in current if u not in rated]

    async def ensure(self, lg: League, season: Season) -> list[DivisionRow]:
        """The season's divisions, cut now when it has none yet (the league's first season,
        or divisions chosen after it started: L19)."""
        rows = await self.store.divisions(season.id)
        rules = rules_of(lg)
        if rows or rules is None or season.archived_at is not None:
            return rows
        cut = await self.cut(lg, rules, before=season.number)
        if cut:
            await self.store.set_divisions(season.id, cut)  # False: another process cut them first
        return await self.store.divisions(season.id)

    async def tables(
        self, lg: League, season: Season, rows: Sequence[DivisionRow] | None = None
    ) -> list[DivisionTable]:
        """Each division's standings from its round-robin fixtures (one game each, scored as a
        single game: 1 for a win, ½ a draw; forfeits as L15 counts them), tied members
        in the season's rating order; members who left the league are not listed."""
        if rows is None:
            rows = await self.store.divisions(season.id)
        if not rows:
            return []
        final: list[list[int]] = []
        moves: dict[int, str] = {}
        if season.archived_at is not None and all(r.place is not None for r in rows):
            # the final standings were stored: the same order whatever is played later
            final = grouped(rows)
            moves = {r.user_id: r.move for r in rows if r.move is not None}
        current = {m.user_id for m in await self.store.members(lg.id)}
        # ties: the season's rating, then the order the division was cut in
        rated = {r.user_id: r.ordinal for r in await self.store.ratings(season.id)}
        start = ordinal(*initial_rating())
        seed = {r.user_id: rated.get(r.user_id, start) - r.seat * 1e-6 for r in rows}
        fixtures = await self.store.fixtures(season.id)
        forfeits = await self.clocks.forfeits(season.id)
        division_of = {r.user_id: r.division for r in rows}
        matches: dict[int, list[Match]] = {}
        for f in fixtures:
            k = division_of.get(f.player_a)
            if k is None or division_of.get(f.player_b) != k:
                continue
            match = await self._match(f, forfeits)
            if match is not None:
                matches.setdefault(k, []).append(match)
        out: list[DivisionTable] = []
        for k, members in enumerate(grouped(rows), start=1):
            table = standings(Scheme.SINGLE, members, matches.get(k, []), seed=lambda u, s=seed: s.get(u, -1e9))  # type: ignore[misc]
            if final:
                order = {u: i for i, u in enumerate(final[k - 1])}
                table.sort(key=lambda r, o=order: o.get(r.member, len(o)))  # type: ignore[misc]
            shown = set(moves) if final else current
            table = [r for r in table if r.member in members and r.member in shown]
            for place, r in enumerate(table, start=1):
                r.place = place
            out.append(DivisionTable(k, tuple(table), {}))
        if not final and matches:  # where each goes as the standings are now (nothing yet: nowhere)
            moves = moves_of([[r.member for r in t.rows] for t in out], rules.moves if (rules := rules_of(lg)) else 0)
        return [DivisionTable(t.number, t.rows, {r.member: moves.get(r.member, STAY) for r in t.rows}) for t in out]

    async def _match(self, f: Fixture, forfeits: Sequence[Forfeit]) -> Match | None:
        pair = (f.player_a, f.player_b)
        mine = [
            x
            for x in forfeits
            if x.user_id in pair and (x.fixture_id == f.id or (f.game_id and x.game_id == f.game_id))
        ]
        if mine:
            outcomes = {x.user_id: x.outcome for x in mine}
            if all(outcomes.get(u) == DRAW for u in pair):
                return Match(f.player_a, f.player_b, (Leg(0, 0, None),), round=f.round)
            out = tuple(u for u in pair if outcomes.get(u) != WIN)
            return Match(f.player_a, f.player_b, forfeited=out, round=f.round)
        if f.status != FIXTURE_PLAYED or f.game_id is None:
            return None
        game = await self.records.get(f.game_id)
        leg = game_leg(f.player_a, f.player_b, game) if game is not None else None
        return Match(f.player_a, f.player_b, (leg,), round=f.round) if leg is not None else None

    async def final(self, lg: League, season: Season) -> tuple[list[DivisionTable], list[DivisionRow]]:
        """The season's divisions' standings at its end, and the rows to store (place, move)."""
        rows = await self.store.divisions(season.id)
        tables = await self.tables(lg, season, rows)
        listed = {r.member: (t, r.place) for t in tables for r in t.rows}
        out = []
        for row in rows:
            if row.user_id in listed:
                t, place = listed[row.user_id]
                out.append(DivisionRow(season.id, row.user_id, row.division, row.seat, place, t.moves[row.user_id]))
            else:  # left the league during the season: out of its standings and of the moves
                out.append(DivisionRow(season.id, row.user_id, row.division, row.seat, 10_000 + row.seat, None))
        return tables, out

    # ------------------------------------------------------------------ words
    @staticmethod
    def cut_text(divisions: Sequence[Sequence[int]], tr: i18n.Tr) -> str:
        return "\n".join(
            tr("lg-division-members", k=k, users=", ".join(mention(u) for u in members))
            for k, members in enumerate(divisions, start=1)
        )

    @staticmethod
    def moves_text(tables: Sequence[DivisionTable], tr: i18n.Tr) -> str:
        """Who goes up and who goes down, boundary by boundary."""
        lines = []
        for upper, lower in zip(tables, tables[1:], strict=False):
            down = [u for u, m in upper.moves.items() if m == DOWN]
            up = [u for u, m in lower.moves.items() if m == UP]
            lines.append(
                tr(
                    "lg-division-boundary",
                    upper=upper.number,
                    lower=lower.number,
                    up=", ".join(mention(u) for u in up) or "—",
                    down=", ".join(mention(u) for u in down) or "—",
                )
            )
        return "\n".join(lines) or tr("lg-division-one")

    @staticmethod
    def table_text(t: DivisionTable, tr: i18n.Tr, limit: int = 0) -> str:
        lines = [tr("lg-division-title", k=t.number)]
        for r in t.rows[:limit] if limit else t.rows:
            lines.append(
                tr(
                    "lg-division-row",
                    place=r.place,
                    user=mention(r.member),
                    points=points_text(tr, r.points),
                    games=r.won + r.drawn + r.lost,
                    won=r.won,
                    drawn=r.drawn,
                    lost=r.lost,
                    hq=f"{r.hq:+d}",
                )
                + (" " + ARROWS[t.moves[r.member]] if ARROWS.get(t.moves.get(r.member, STAY)) else "")
            )
        if limit and len(t.rows) > limit:
            lines.append(tr("lg-division-more", n=len(t.rows) - limit))
        return "\n".join(lines)


def points_text(tr: i18n.Tr, value: float) -> str:
    return tr.decimal(value, 0 if value == int(value) else 1)
