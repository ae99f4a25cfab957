"""A league's Swiss events and its forfeits and rulings as the web pages and the exports show
them (read only): an event's rounds with their pairings and results (byes, forfeits and
walkovers marked), its standings as the event keeps them (:func:`bot.league.events.event_standings`),
the two legs of its duels, the playoff bracket; the season's forfeits (timeouts, no-shows)
and the moderators' rulings (docs/leagues.md), each once.

``/league export what:event|event-standings|rulings`` attaches them as CSV or JSON; the web
pages (:mod:`bot.web.leagues`) link the same files without Discord ids (``ids=False``).
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import i18n
from bot.league.directory import Directory
from bot.league.events import SwissEvents, as_match, event_standings
from bot.league.formats.playoff import Bracket
from bot.league.formats.scoring import Row, Scheme, hq_balance, match_points
from bot.league.ratings import DRAW, WIN
from bot.locale import viewer_lang, vt
from bot.readers import Mistake
from bot.replies import Image, Reply
from bot.storage.league import League, LeagueStore, Season
from bot.storage.league_clock import RULING, ClockStore, Forfeit, Ruling
from bot.storage.league_events import (
    EVENT_DONE,
    MATCH_DONE,
    STAGE_PLAYOFF,
    EntrantRow,
    EventRow,
    EventStore,
    MatchRow,
)
from bot.usecases.answers import oops

EVENT_KINDS = ("event", "event-standings")
HISTORY_KINDS = ("rulings",)
FORMATS = ("csv", "json")


@dataclass(frozen=True, slots=True)
class MatchLine:
    """A match as shown: its match points and HQ-point sums once decided (``hq`` only when
    played), the playoff match's winner (``through``)."""

    match: MatchRow
    points: tuple[float, float] | None = None
    hq: tuple[int, int] | None = None
    through: int | None = None

    @property
    def bye(self) -> bool:
        return self.match.player_b is None

    @property
    def forfeit(self) -> bool:
        return bool(self.match.forfeited)

    @property
    def decided(self) -> bool:
        return self.match.status == MATCH_DONE

    @property
    def result(self) -> str:
        """``a``, ``b``, ``draw`` (equal match points), ``bye``, ``forfeit`` (both forfeited)
        or ``""`` (not decided yet)."""
        if self.bye:
            return "bye"
        if self.points is None:
            return ""
        pa, pb = self.points
        if self.through is not None:
            return "a" if self.through == self.match.player_a else "b"
        if self.forfeit and pa == pb:
            return "forfeit"
        return "a" if pa > pb else "b" if pb > pa else "draw"


@dataclass(frozen=True, slots=True)
class RoundLine:
    number: int
    stage: str
    matches: tuple[MatchLine, ...]


@dataclass(frozen=True, slots=True)
class EventReport:
    """An event as its page and its exports show it; ``number`` is its place among the
    league's events (1: the first created), its address on the league's pages."""

    event: EventRow
    number: int
    rounds: tuple[RoundLine, ...]
    standings: tuple[Row, ...]
    entrants: tuple[EntrantRow, ...]
    bracket: Bracket | None
    ruled: frozenset[int] = frozenset()  # the matches a moderator's ruling decided

    @property
    def scheme(self) -> Scheme:
        return Scheme(self.event.scheme)

    @property
    def withdrawn(self) -> frozenset[int]:
        return frozenset(x.user_id for x in self.entrants if x.withdrawn_round is not None)

    @property
    def playoff(self) -> tuple[RoundLine, ...]:
        return tuple(r for r in self.rounds if r.stage == STAGE_PLAYOFF)

    @property
    def champion(self) -> int | None:
        last = self.playoff[-1].matches if self.playoff else ()
        if self.event.status != EVENT_DONE or len(last) != 1:
            return None
        return last[0].through

    def bracket_columns(self) -> list[list[MatchLine | None]]:
        """The playoff's rounds, first to final, each match where the bracket puts it (a
        round's match k is played by the winners of the previous round's 2k and 2k + 1);
        None for a match not paired yet."""
        if self.bracket is None:
            return []
        played = self.playoff
        columns: list[list[MatchLine | None]] = []
        size = len(self.bracket.seeds) // 2
        for k in range(self.bracket.rounds):
            found: list[MatchLine | None] = list(played[k].matches) if k < len(played) else []
            columns.append(found + [None] * (size - len(found)))
            size //= 2
        return columns


def line_of(m: MatchRow, scheme: Scheme, bracket: Bracket | None) -> MatchLine:
    """A stored match as :class:`MatchLine` (scored as :mod:`bot.league.formats.scoring` does)."""
    if m.status != MATCH_DONE or m.player_b is None:
        return MatchLine(m, (scheme.win, 0.0) if m.player_b is None else None)
    match = as_match(m)
    points = match_points(scheme, match)
    hq = None
    if match.played:
        hq_a = sum(x.hq_a for x in m.legs)
        hq = (hq_a, hq_a - hq_balance(match))
    through = bracket.winner(scheme, match) if bracket is not None and m.stage == STAGE_PLAYOFF else None
    if through is not None and m.forfeited and set(m.forfeited) == {m.player_a, m.player_b}:
        through = None  # both out: nobody goes through
    return MatchLine(m, points, hq, through)


@dataclass(frozen=True, slots=True)
class Verdict:
    """One entry of the league's history of forfeits and rulings: a pair's result set by a
    timeout, a no-show (``strikes``: who got a strike) or a moderator's ``ruling``."""

    at: datetime
    kind: str  # timeout, no-show, ruling
    players: tuple[int, ...]
    winner: int | None  # None: a draw, or nobody won (both did not show)
    game_id: int | None = None
    fixture_round: int | None = None
    event: str | None = None
    event_round: int | None = None
    strikes: tuple[int, ...] = ()
    ruling: Ruling | None = None

    @property
    def draw(self) -> bool:
        return self.winner is None and (self.ruling is not None and self.ruling.result == "draw")


class EventReports:
    """Reads events, forfeits and rulings for the pages and the exports (nothing here writes)."""

    def __init__(
        self, directory: Directory, store: LeagueStore, events: EventStore, clocks: ClockStore, swiss: SwissEvents
    ) -> None:
        self.directory = directory
        self.store = store
        self.events = events
        self.clocks = clocks
        self.swiss = swiss

    async def listed(self, lg: League) -> list[EventRow]:
        """The league's events, first created first (``n`` is ``listed[n - 1]``)."""
        return await self.events.events(lg.id)

    async def report(self, lg: League, number: int) -> EventReport | None:
        found = await self.listed(lg)
        if not 1 <= number <= len(found):
            return None
        return await self.report_of(found[number - 1], number)

    async def report_of(self, event: EventRow, number: int) -> EventReport:
        entrants = await self.events.entrants(event.id)
        matches = await self.events.matches(event.id)
        scheme = Scheme(event.scheme)
        bracket = Bracket(event.bracket) if event.bracket else None
        rounds: list[RoundLine] = []
        for m in matches:
            if not rounds or rounds[-1].number != m.round:
                rounds.append(RoundLine(m.round, m.stage, ()))
            last = rounds[-1]
            rounds[-1] = RoundLine(last.number, last.stage, (*last.matches, line_of(m, scheme, bracket)))
        rows = event_standings(event, entrants, matches)
        ids = {m.id for m in matches}
        ruled = frozenset(r.match_id for r in await self.clocks.rulings(event.league_id) if r.match_id in ids)
        return EventReport(event, number, tuple(rounds), tuple(rows), tuple(entrants), bracket, ruled)

    async def history(self, lg: League, season: Season) -> list[Verdict]:
        """The season's forfeits and rulings, oldest first: a ruling once (with the pair it
        ruled on), the forfeits of a timeout or no-show once per game, fixture or match."""
        forfeits = await self.clocks.forfeits(season.id)
        rulings = [r for r in await self.clocks.rulings(lg.id) if r.season_id == season.id]
        matches: dict[int, tuple[EventRow, MatchRow]] = {}
        for e in await self.events.events(lg.id):
            if e.season_id == season.id:
                matches.update({m.id: (e, m) for m in await self.events.matches(e.id)})
        fixtures = {f.id: f for f in await self.store.fixtures(season.id)}
        return await self._verdicts(forfeits, rulings, fixtures, matches)

    async def of_game(self, lg: League, game_id: int) -> list[Verdict]:
        """The forfeits and rulings of one league game (its web page shows them)."""
        forfeits = await self.clocks.forfeits_of_game(game_id)
        return await self._verdicts(forfeits, await self.clocks.rulings(lg.id, game_id), {}, {})

    async def _verdicts(
        self,
        forfeits: Sequence[Forfeit],
        rulings: Sequence[Ruling],
        fixtures: Mapping[int, Any],
        matches: Mapping[int, tuple[EventRow, MatchRow]],
    ) -> list[Verdict]:
        groups: dict[tuple[Any, ...], list[Forfeit]] = {}
        for f in forfeits:
            if f.kind != RULING:
                groups.setdefault((f.kind, f.game_id, f.fixture_id, f.match_id), []).append(f)

        def where(game: int | None, fixture: int | None, match: int | None) -> dict[str, Any]:
            out: dict[str, Any] = {"game_id": game}
            if fixture is not None and fixture in fixtures:
                out["fixture_round"] = fixtures[fixture].round
            if match is not None and match in matches:
                e, m = matches[match]
                out["event"], out["event_round"] = e.name, m.round
            return out

        verdicts: list[Verdict] = []
        for (kind, game, fixture, match), fs in groups.items():
            won = next((f.user_id for f in fs if f.outcome == WIN), None)
            players = tuple(dict.fromkeys(f.user_id for f in sorted(fs, key=lambda f: f.outcome != WIN)))
            strikes = tuple(f.user_id for f in fs if f.strike)
            verdicts.append(
                Verdict(min(f.at for f in fs), kind, players, won, strikes=strikes, **where(game, fixture, match))
            )
        for r in rulings:
            pair = await self._pair_of(r, forfeits, fixtures, matches)
            verdicts.append(
                Verdict(r.at, RULING, pair, r.winner_id, ruling=r, **where(r.game_id, r.fixture_id, r.match_id))
            )
        verdicts.sort(key=lambda v: (v.at, v.kind != RULING))
        return verdicts

    async def _pair_of(
        self,
        r: Ruling,
        forfeits: Sequence[Forfeit],
        fixtures: Mapping[int, Any],
        matches: Mapping[int, tuple[EventRow, MatchRow]],
    ) -> tuple[int, ...]:
        """Who a ruling ruled on: its forfeits in force, else (overruled since) its game's,
        fixture's or match's players; the winner first."""
        found = [f.user_id for f in forfeits if f.ruling_id == r.id]
        if not found and r.game_id is not None:
            lgame = await self.store.league_game(r.game_id)
            found = list(lgame.players) if lgame is not None else []
        elif not found and r.fixture_id is not None and r.fixture_id in fixtures:
            f = fixtures[r.fixture_id]
            found = [f.player_a, f.player_b]
        elif not found and r.match_id is not None and r.match_id in matches:
            found = list(matches[r.match_id][1].players())
        return tuple(sorted(dict.fromkeys(found), key=lambda u: u != r.winner_id))

    # ------------------------------------------------------------------ the exports
    async def export(
        self,
        channel_id: int,
        user_id: int,
        what: str,
        fmt: str | None = None,
        *,
        event: str | None = None,
        league: str | None = None,
        guild_id: int | None = None,
    ) -> Reply:
        """``/league export`` of an event (``what`` event: its rounds and standings; event-standings)
        or of the running (or last) season's forfeits and rulings (``rulings``), as a file."""
        try:
            lg = await self.directory.league(guild_id, channel_id, league)
            form = (fmt or "csv").lower()
            if form not in FORMATS:
                raise Mistake(vt("lg-err-choice", option="format", value=fmt or "", values="csv, json"))
            names = await self.names(lg)
            tr = i18n.translator(viewer_lang())
            if what in EVENT_KINDS:
                chosen = await self.swiss.find(lg, event)
                listed = [e.id for e in await self.listed(lg)]
                report = await self.report_of(chosen, listed.index(chosen.id) + 1)
                doc = event_export(lg, report, names, what, form, ids=True)
                text = tr(f"lg-export-{what}", event=chosen.name, rows=doc.rows)
            else:
                season = await self.directory.season_to_show(lg, None)
                verdicts = await self.history(lg, season)
                doc = history_export(lg, season.number, verdicts, names, form, ids=True)
                text = tr("lg-export-rulings", league=lg.name, n=season.number, rows=doc.rows)
        except Mistake as e:
            return oops(str(e))
        return Reply(text=text, images=[Image(doc.filename, doc.data, text)], ephemeral=True)

    async def names(self, lg: League) -> Callable[[int], str]:
        """Members' names (the display names the bot last saw), ``#1234`` for anybody else."""
        known = {m.user_id: m.name for m in await self.store.members(lg.id, current=False) if m.name}
        return lambda user: known.get(user) or f"#{str(user)[-4:]}"


@dataclass(frozen=True, slots=True)
class Document:
    filename: str
    data: bytes
    rows: int
    content_type: str


def _num(value: float | None) -> float | int | None:
    if value is None:
        return None
    return int(value) if value == int(value) else value


def _cell(item: Any) -> str:
    """An item of a list in a CSV cell (the items joined by ``;``): a leg as ``game:hq_a-hq_b``."""
    if isinstance(item, dict):
        return f"{item['game']}:{item['hq_a']}-{item['hq_b']}"
    return str(item)


def _document(head: Mapping[str, Any], key: str, records: list[dict[str, Any]], name: str, form: str) -> Document:
    if form == "json":
        data = json.dumps({**head, key: records}, indent=1, ensure_ascii=False).encode()
        return Document(f"{name}.json", data, len(records), "application/json")
    buf = io.StringIO()
    fields = list(records[0]) if records else ["none"]
    writer = csv.DictWriter(buf, fieldnames=fields)
    writer.writeheader()
    for r in records:
        writer.writerow({k: ";".join(map(_cell, v)) if isinstance(v, list) else v for k, v in r.items()})
    return Document(f"{name}.csv", buf.getvalue().encode(), len(records), "text/csv")


def match_records(report: EventReport, name: Callable[[int], str], ids: bool) -> list[dict[str, Any]]:
    """A row per match: round, stage, the pair, the result, match points, HQ sums, its legs."""
    out = []
    for rnd in report.rounds:
        for k, line in enumerate(rnd.matches, start=1):
            m = line.match
            row: dict[str, Any] = {"round": rnd.number, "stage": rnd.stage, "match": k}
            row["player_a"] = name(m.player_a)
            row["player_b"] = name(m.player_b) if m.player_b is not None else ""
            if ids:
                row["player_a_id"], row["player_b_id"] = m.player_a, m.player_b
            pa, pb = line.points if line.points is not None else (None, None)
            hq_a, hq_b = line.hq if line.hq is not None else (None, None)
            row |= {
                "status": m.status,
                "result": line.result,
                "forfeited": [name(u) for u in m.forfeited],
                "points_a": _num(pa),
                "points_b": _num(pb),
                "hq_a": hq_a,
                "hq_b": hq_b,
                "games": [x.game for x in m.legs],
                "legs": [{"game": x.game, "hq_a": x.hq_a, "hq_b": x.hq_b, "winner": x.winner} for x in m.legs],
                "ruling": m.id in report.ruled,
                "through": name(line.through) if line.through is not None else "",
            }
            out.append(row)
    return out


def standing_records(report: EventReport, name: Callable[[int], str], ids: bool) -> list[dict[str, Any]]:
    out = []
    for r in report.standings:
        row: dict[str, Any] = {"place": r.place, "player": name(r.member)}
        if ids:
            row["user_id"] = r.member
        row |= {
            "points": _num(r.points),
            "hq": r.hq,
            "h2h": _num(r.h2h),
            "buchholz": _num(r.buchholz),
            "sonneborn_berger": _num(r.sonneborn_berger),
            "won": r.won,
            "drawn": r.drawn,
            "lost": r.lost,
            "byes": r.byes,
            "withdrawn": r.member in report.withdrawn,
        }
        out.append(row)
    return out


def event_export(
    lg: League, report: EventReport, name: Callable[[int], str], what: str, form: str, *, ids: bool
) -> Document:
    """``what`` event (CSV: a row per match; JSON: the rounds and the standings) or
    event-standings, in ``form`` (csv, json)."""
    e = report.event
    champion = report.champion
    head = {
        "league": lg.name,
        "event": {
            "name": e.name,
            "rounds": e.rounds,
            "playoff": e.playoff,
            "scheme": e.scheme,
            "status": e.status,
            "round": e.round,
            "champion": name(champion) if champion is not None else None,
        },
    }
    base = f"league-{lg.id}-event-{report.number}"
    standing = standing_records(report, name, ids)
    if what == "event-standings":
        return _document(head, "standings", standing, f"{base}-standings", form)
    matches = match_records(report, name, ids)
    if form == "json":
        rounds = [
            {"round": r.number, "stage": r.stage, "matches": [x for x in matches if x["round"] == r.number]}
            for r in report.rounds
        ]
        data = json.dumps({**head, "rounds": rounds, "standings": standing}, indent=1, ensure_ascii=False).encode()
        return Document(f"{base}.json", data, len(matches), "application/json")
    return _document(head, "matches", matches, base, form)


def history_records(verdicts: Sequence[Verdict], name: Callable[[int], str], ids: bool) -> list[dict[str, Any]]:
    out = []
    for v in verdicts:
        r = v.ruling
        row: dict[str, Any] = {
            "at": v.at.isoformat(),
            "kind": v.kind,
            "players": [name(u) for u in v.players],
            "winner": name(v.winner) if v.winner is not None else "",
            "result": "win" if v.winner is not None else DRAW if v.draw else "loss",
            "game_id": v.game_id,
            "fixture_round": v.fixture_round,
            "event": v.event or "",
            "event_round": v.event_round,
            "strikes": [name(u) for u in v.strikes],
            "reason": r.reason if r is not None else "",
            "moderator": name(r.moderator_id) if r is not None else "",
        }
        if ids:
            row["player_ids"] = list(v.players)
            row["moderator_id"] = r.moderator_id if r is not None else None
        out.append(row)
    return out


def history_export(
    lg: League, season: int, verdicts: Sequence[Verdict], name: Callable[[int], str], form: str, *, ids: bool
) -> Document:
    records = history_records(verdicts, name, ids)
    head = {"league": lg.name, "season": season}
    return _document(head, "rulings", records, f"league-{lg.id}-season-{season}-rulings", form)
