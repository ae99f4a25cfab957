"""What a public league's pages show: standings, past seasons, the round-robin fixtures, the
season's army statistics (an army table and an army-against-army grid), and each member's
profile (rating history as an SVG chart, results by army, recent games, head-to-head).

Members are addressed by their place in the league's roll (by joining time), never by their
Discord id; names are the display names the bot last saw."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field
from datetime import datetime

import i18n
from bot.league.directory import initial_rating
from bot.league.leagues import Leagues
from bot.league.ratings import DRAW, LOSS, WIN, ordinal
from bot.league.reports import Document, EventReport, Verdict, event_export, history_export
from bot.league.stats import ArmyLine, Stats, member_lines
from bot.readers import Mistake
from bot.storage.league import FIXTURE_PLAYED, RATED, League, LeagueStore, Member, ResultRow, Season
from bot.storage.league_events import EventRow
from bot.storage.people import NameStore


@dataclass(frozen=True, slots=True)
class Row:
    place: int
    name: str
    ref: int | None  # the member's number in the roll (None: no longer known)
    rating: float
    games: int
    wins: int
    losses: int
    draws: int
    provisional: bool = False


@dataclass(frozen=True, slots=True)
class FixtureRow:
    round: int
    a: str
    b: str
    due: datetime
    status: str
    game_id: int | None
    winner: str | None = None  # a played fixture's winner (None and ``status`` played: a draw)


@dataclass(frozen=True, slots=True)
class SeasonLine:
    """A season's dates: ``ends_at`` its real end (the day a moderator ended it, if before
    the planned one: then ``early``)."""

    number: int
    starts_at: datetime
    ends_at: datetime
    archived: bool
    early: bool = False

    @classmethod
    def of(cls, season: Season) -> SeasonLine:
        archived = season.archived_at
        end = min(season.ends_at, archived) if archived is not None else season.ends_at
        return cls(season.number, season.starts_at, end, archived is not None, end < season.ends_at)


@dataclass(frozen=True, slots=True)
class ArmyRow:
    """An army's line in a table (bot/league/stats.py): its name in the page's language."""

    army: str
    games: int
    wins: int
    losses: int
    draws: int
    share: str  # the win share as a percentage
    hq: str  # the HQ-point difference, signed
    mirrors: int = 0

    @classmethod
    def of(cls, line: ArmyLine, lang: str) -> ArmyRow:
        t = line.tally
        share = f"{round(t.share * 100)}%"
        return cls(
            i18n.army_name(line.army, lang),
            t.games,
            t.wins,
            t.losses,
            t.draws,
            share,
            f"{line.hq_diff:+d}",
            line.mirrors,
        )


@dataclass(frozen=True, slots=True)
class Cell:
    """The row's army against the column's: the row's wins, losses, draws and win share."""

    games: int
    wins: int
    losses: int
    draws: int
    share: str


@dataclass(frozen=True, slots=True)
class ArmyGrid:
    """Army against army: ``cells[i][j]`` is ``armies[i]`` against ``armies[j]`` (None: never met)."""

    armies: tuple[str, ...]
    cells: tuple[tuple[Cell | None, ...], ...]

    @classmethod
    def of(cls, st: Stats, lang: str) -> ArmyGrid:
        keys = sorted({k for m in st.matchups for k in (m.army, m.opponent)}, key=lambda k: i18n.army_name(k, lang))
        cells = []
        for a in keys:
            row: list[Cell | None] = []
            for b in keys:
                t = st.of(a, b)
                row.append(Cell(t.games, t.wins, t.losses, t.draws, f"{round(t.share * 100)}%") if t.games else None)
            cells.append(tuple(row))
        return cls(tuple(i18n.army_name(k, lang) for k in keys), tuple(cells))


@dataclass(frozen=True, slots=True)
class DivisionLine:
    """A member's line in a division's standings (match points; ``move``: up, down, stay)."""

    place: int
    name: str
    ref: int | None
    points: float
    won: int
    drawn: int
    lost: int
    hq: int
    move: str


@dataclass(frozen=True, slots=True)
class DivisionView:
    number: int
    lines: tuple[DivisionLine, ...]


@dataclass(frozen=True, slots=True)
class SeasonView:
    line: SeasonLine
    rows: tuple[Row, ...]
    fixtures: tuple[FixtureRow, ...] = ()
    armies: tuple[ArmyRow, ...] = ()
    grid: ArmyGrid | None = None
    divisions: tuple[DivisionView, ...] = ()  # a divisions league's (docs/leagues.md, "Divisions")

    @property
    def number(self) -> int:
        return self.line.number


@dataclass(frozen=True, slots=True)
class GameLine:
    game_id: int
    at: datetime
    army: str
    outcome: str  # win / loss / draw
    opponents: str


@dataclass(frozen=True, slots=True)
class HeadToHead:
    name: str
    ref: int | None
    wins: int
    losses: int
    draws: int


@dataclass(frozen=True, slots=True)
class Profile:
    name: str
    ref: int
    season: int
    row: Row | None
    points: tuple[tuple[datetime, float], ...]  # the rating after each rated game, oldest first
    games: tuple[GameLine, ...]
    h2h: tuple[HeadToHead, ...] = field(default_factory=tuple)
    armies: tuple[ArmyRow, ...] = ()  # the member's results by army in the season shown


@dataclass(frozen=True, slots=True)
class Names:
    """Who is who on a page: members by their roll name and number, moderators who are not
    members by the display name the bot last saw (never a Discord id)."""

    members: dict[int, tuple[str, int]]
    others: dict[int, str]
    gone: str

    def name(self, user: int | None) -> str:
        if user is None:
            return ""
        found = self.members.get(user)
        return found[0] if found else self.others.get(user, self.gone)

    def names(self, users: Sequence[int]) -> str:
        return ", ".join(self.name(u) for u in users)

    def ref(self, user: int | None) -> int | None:
        found = self.members.get(user or 0)
        return found[1] if found else None


@dataclass(frozen=True, slots=True)
class EventPage:
    report: EventReport
    names: Names


@dataclass(frozen=True, slots=True)
class HistoryPage:
    verdicts: tuple[Verdict, ...]
    names: Names


class LeaguePages:
    """Reads a league for its pages (nothing here writes)."""

    def __init__(self, leagues: Leagues, store: LeagueStore, names: NameStore | None = None) -> None:
        self.leagues = leagues
        self.store = store
        self.name_store = names

    async def roll(self, lg: League) -> list[Member]:
        """Every member the league ever had, by joining time: ``ref`` n is ``roll[n - 1]``."""
        members = await self.store.members(lg.id, current=False)
        return sorted(members, key=lambda m: (m.joined_at, m.user_id))

    @staticmethod
    def _names(roll: Sequence[Member], tr: i18n.Tr) -> dict[int, tuple[str, int]]:
        return {m.user_id: (m.name or tr("web-member-n", n=i), i) for i, m in enumerate(roll, start=1)}

    async def _who(self, lg: League, lang: str, others: Collection[int] = ()) -> Names:
        tr = i18n.translator(lang)
        members = self._names(await self.roll(lg), tr)
        strangers = sorted(set(others) - set(members))
        seen = await self.name_store.names_of(strangers) if strangers and self.name_store is not None else {}
        return Names(members, seen, tr("web-member-gone"))

    async def events(self, lg: League) -> list[EventRow]:
        """The league's events, first created first (event ``n``'s page is ``/e/n``)."""
        return await self.leagues.reports.listed(lg)

    async def event(self, lg: League, number: int, lang: str) -> EventPage | None:
        report = await self.leagues.reports.report(lg, number)
        if report is None:
            return None
        return EventPage(report, await self._who(lg, lang))

    async def event_file(self, lg: League, number: int, what: str, form: str, lang: str) -> Document | None:
        """An event's export as its page links it: names, no Discord ids."""
        page = await self.event(lg, number, lang)
        if page is None:
            return None
        return event_export(lg, page.report, page.names.name, what, form, ids=False)

    async def history(self, lg: League, number: int | None, lang: str) -> HistoryPage | None:
        """The season's forfeits and moderators' rulings (None: no such season)."""
        try:
            season = await self.leagues.directory.season_to_show(lg, number)
        except Mistake:
            return None
        verdicts = await self.leagues.reports.history(lg, season)
        moderators = {v.ruling.moderator_id for v in verdicts if v.ruling is not None}
        return HistoryPage(tuple(verdicts), await self._who(lg, lang, moderators))

    async def game_history(self, lg: League, game_id: int, lang: str) -> HistoryPage | None:
        """A league game's forfeits and rulings (None: it has none)."""
        verdicts = await self.leagues.reports.of_game(lg, game_id)
        if not verdicts:
            return None
        moderators = {v.ruling.moderator_id for v in verdicts if v.ruling is not None}
        return HistoryPage(tuple(verdicts), await self._who(lg, lang, moderators))

    async def history_file(self, lg: League, number: int | None, form: str, lang: str) -> Document | None:
        page = await self.history(lg, number, lang)
        if page is None:
            return None
        season = await self.leagues.directory.season_to_show(lg, number)
        return history_export(lg, season.number, page.verdicts, page.names.name, form, ids=False)

    async def seasons(self, lg: League) -> list[SeasonLine]:
        return [SeasonLine.of(s) for s in await self.store.seasons(lg.id)]

    async def season(self, lg: League, number: int | None, lang: str) -> SeasonView | None:
        """A season's standings (the archived final table, or the running one) and fixtures."""
        try:
            season = await self.leagues.directory.season_to_show(lg, number)
        except Mistake:
            return None
        tr = i18n.translator(lang)
        names = self._names(await self.roll(lg), tr)

        def who(user: int) -> tuple[str, int | None]:
            name, ref = names.get(user, (tr("web-member-gone"), 0))
            return name, ref or None

        rows: list[Row] = []
        if season.final is not None:
            for f in season.final:
                name, ref = who(int(f["user"]))
                rows.append(
                    Row(int(f["place"]), name, ref, float(f["rating"]), f["games"], f["wins"], f["losses"], f["draws"])
                )
        else:
            for s in await self.leagues.standings.table(lg, season):
                name, ref = who(s.user_id)
                r = s.rating
                rows.append(Row(s.place, name, ref, r.ordinal, r.games, r.wins, r.losses, r.draws, s.provisional))
        planned = await self.store.fixtures(season.id)
        played = [f.game_id for f in planned if f.status == FIXTURE_PLAYED and f.game_id is not None]
        won = {r.game_id: who(r.user_id)[0] for r in await self.store.results_of_games(played) if r.outcome == WIN}
        fixtures = tuple(
            FixtureRow(
                f.round, who(f.player_a)[0], who(f.player_b)[0], f.due_at, f.status, f.game_id, won.get(f.game_id or 0)
            )
            for f in planned
        )
        st = await self.leagues.standings.armies.stats([season.id])
        armies = tuple(ArmyRow.of(x, lang) for x in st.armies)
        grid = ArmyGrid.of(st, lang) if st.matchups else None
        divisions = tuple(
            DivisionView(
                t.number,
                tuple(
                    DivisionLine(r.place, *who(r.member), r.points, r.won, r.drawn, r.lost, r.hq, t.moves[r.member])
                    for r in t.rows
                ),
            )
            for t in await self.leagues.divisions.tables(lg, season)
        )
        return SeasonView(SeasonLine.of(season), tuple(rows), fixtures, armies, grid, divisions)

    async def profile(self, lg: League, ref: int, lang: str, recent: int = 10) -> Profile | None:
        tr = i18n.translator(lang)
        roll = await self.roll(lg)
        if not 1 <= ref <= len(roll):
            return None
        member = roll[ref - 1]
        names = self._names(roll, tr)
        view = await self.season(lg, None, lang)
        try:
            season = await self.leagues.directory.season_to_show(lg, None)
        except Mistake:
            season = None
        mine: list[ResultRow] = await self.store.results(season.id, member.user_id) if season else []
        mu, sigma = initial_rating()
        points: list[tuple[datetime, float]] = []
        if season is not None:
            points.append((season.starts_at, ordinal(mu, sigma)))
        points += [(r.at, ordinal(r.mu, r.sigma)) for r in sorted(mine, key=lambda r: r.at)]
        # recent games and head-to-head over every rated game of the league
        played = [g for g in await self.store.league_games(lg.id, status=RATED) if member.user_id in g.players]
        results = await self.store.results_of_games([g.game_id for g in played])
        by_game: dict[int, list[ResultRow]] = {}
        for r in results:
            by_game.setdefault(r.game_id, []).append(r)
        lines: list[GameLine] = []
        tally: dict[int, list[int]] = {}
        for g in sorted(played, key=lambda g: g.created_at, reverse=True):
            rows = by_game.get(g.game_id, [])
            me = next((r for r in rows if r.user_id == member.user_id), None)
            if me is None:
                continue
            others = [r for r in rows if r.user_id != member.user_id]
            for o in others:
                t = tally.setdefault(o.user_id, [0, 0, 0])
                t[0 if me.place < o.place else 1 if me.place > o.place else 2] += 1
            if len(lines) < recent:
                opponents = ", ".join(names.get(o.user_id, (tr("web-member-gone"), 0))[0] for o in others)
                lines.append(GameLine(g.game_id, me.at, i18n.army_name(me.army, lang), me.outcome, opponents))
        h2h: list[HeadToHead] = []
        for u, (won, lost, drawn) in sorted(tally.items(), key=lambda kv: (-sum(kv[1]), kv[0])):
            name, number = names.get(u, (tr("web-member-gone"), 0))
            h2h.append(HeadToHead(name, number or None, won, lost, drawn))
        row = next((r for r in view.rows if r.ref == ref), None) if view else None
        sides = await self.leagues.standings.armies.sides([season.id]) if season else []
        armies = tuple(ArmyRow.of(x, lang) for x in member_lines(sides, member.user_id))
        return Profile(
            names[member.user_id][0],
            ref,
            season.number if season else 0,
            row,
            tuple(points),
            tuple(lines),
            tuple(h2h),
            armies,
        )


OUTCOMES = (WIN, LOSS, DRAW)


def rating_chart(
    points: Sequence[tuple[datetime, float]],
    width: int = 640,
    height: int = 240,
    *,
    number: Callable[[float], str] = str,
) -> dict[str, object]:
    """An SVG line chart of the rating after each game (drawn by the template from these
    coordinates: a polyline, one circle per game, the axis labels); ``number`` writes a
    rating as the page's language does (:meth:`i18n.Tr.decimal`)."""
    pad_l, pad_r, pad_t, pad_b = 48, 12, 12, 28
    values = [v for _, v in points] or [0.0]
    lo, hi = min(values), max(values)
    if hi - lo < 1.0:
        lo, hi = lo - 0.5, hi + 0.5
    n = max(1, len(points) - 1)
    w, h = width - pad_l - pad_r, height - pad_t - pad_b

    def xy(i: int, v: float) -> tuple[float, float]:
        return round(pad_l + w * i / n, 1), round(pad_t + h * (hi - v) / (hi - lo), 1)

    dots = [(*xy(i, v), number(round(v, 1))) for i, (_, v) in enumerate(points)]
    ticks = [(round(pad_t + h * k / 4, 1), number(round(hi - (hi - lo) * k / 4, 1))) for k in range(5)]
    return {
        "width": width,
        "height": height,
        "left": pad_l,
        "right": width - pad_r,
        "bottom": height - pad_b,
        "line": " ".join(f"{x},{y}" for x, y, _ in dots),
        "dots": dots,
        "ticks": ticks,
        "games": len(points) - 1,
    }
