"""Standings (text and an image), a player's profile with a rating plot, the league's recent
games, and the standings or games of a season as CSV or JSON."""

from __future__ import annotations

import asyncio
import csv
import io
import json
import logging
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

import i18n
from bot.league.directory import (
    TEXT_ROWS,
    Directory,
    day_of,
    initial_rating,
    standing_key,
)
from bot.league.divisions import ARROWS, Divisions, points_text
from bot.league.ratings import DRAW, LOSS, WIN, initial, ordinal
from bot.league.settlement import Settlement
from bot.league.stats import ArmyStats, Stats, Tally
from bot.locale import viewer_lang, vt
from bot.narration import army_name
from bot.readers import Mistake, user_id_of
from bot.replies import Image, Press, Reply, mention
from bot.storage.base import GameRecord
from bot.storage.league import (
    PENDING,
    VOID,
    League,
    LeagueGame,
    LeagueStore,
    RatingRow,
    Season,
)
from bot.storage.league_clock import ClockStore
from bot.usecases.answers import oops
from bot.usecases.games import GamesStore
from bot.usecases.wording import narrator
from renderer.encode import to_png
from renderer.table import StandingLine, render_rating_plot, render_standings
from rules.state import GameState

log = logging.getLogger(__name__)


PROFILE_MATCHUPS = 4  # of a member's matchups in /league profile (the most played)
STATS_CHARS = 1900  # of /league stats (a Discord message holds 2,000 characters)


def percent(share: float) -> str:
    return f"{round(share * 100)}%"


def stats_text(st: Stats, league: str, season: int | None, tr: i18n.Tr, limit: int = STATS_CHARS) -> str:
    """``/league stats``: the army lines, then the matchups, as many as ``limit`` characters
    hold (the rest counted in a last line: the league's web page shows them all)."""
    title = (
        tr("lg-stats-title-season", league=league, n=season, games=st.games)
        if season is not None
        else tr("lg-stats-title", league=league, games=st.games)
    )
    if not st.armies:
        return title + "\n" + tr("lg-no-games")
    armies = [
        tr(
            "lg-stats-army",
            army=army_name(a.army, tr.lang),
            games=a.tally.games,
            wins=a.tally.wins,
            losses=a.tally.losses,
            draws=a.tally.draws,
            share=percent(a.tally.share),
            hq=f"{a.hq_diff:+d}",
        )
        + (tr("lg-stats-mirrors", n=a.mirrors) if a.mirrors else "")
        for a in st.armies
    ]
    pairs = [
        tr(
            "lg-stats-matchup",
            army=army_name(m.army, tr.lang),
            opponent=army_name(m.opponent, tr.lang),
            games=m.tally.games,
            wins=m.tally.wins,
            losses=m.tally.losses,
            draws=m.tally.draws,
            share=percent(m.tally.share),
        )
        for m in st.matchups
    ]
    head = tr("lg-stats-matchups")
    lines = [title, tr("lg-stats-armies")]
    budget = limit - len(title) - len(lines[1]) - len(head) - 80  # room for the "more" lines

    def fit(items: list[str]) -> None:
        """As many of ``items`` as the budget holds, then how many more there are."""
        nonlocal budget
        shown = 0
        for line in items:
            if budget - len(line) - 1 < 0:
                break
            lines.append(line)
            budget -= len(line) + 1
            shown += 1
        if shown < len(items):
            lines.append(tr("lg-stats-more-lines", n=len(items) - shown))

    fit(armies)
    if pairs:
        lines.append(head)
        fit(pairs)
    return "\n".join(lines)


@dataclass(frozen=True, slots=True)
class Standing:
    place: int
    user_id: int
    rating: RatingRow
    provisional: bool
    name: str
    forfeits: int = 0  # of the wins, losses and draws shown: forfeits (not in the rating)


class Standings:
    """What the league shows: standings, profiles, games, exports."""

    def __init__(
        self,
        directory: Directory,
        settlement: Settlement,
        store: LeagueStore,
        records: GamesStore,
        line_of: Callable[[Press], str],
        clocks: ClockStore,
        divisions: Divisions,
    ) -> None:
        """``line_of`` writes a command out as a player types it (the registry's
        :func:`bot.commands.syntax.line_of`): a game's line names its export command."""
        self.directory = directory
        self.line_of = line_of
        self.settlement = settlement
        self.store = store
        self.records = records
        self.clocks = clocks
        self.armies = ArmyStats(store, records)
        self.divisions = divisions

    async def table(self, lg: League, season: Season) -> list[Standing]:
        """Current members, best conservative rating first (no games yet: the initial rating)."""
        store = self.store
        members = {m.user_id: m for m in await store.members(lg.id)}
        rows = [r for r in await store.ratings(season.id) if r.user_id in members]
        rated = {r.user_id for r in rows}
        start = initial_rating()
        rows += [RatingRow(season.id, u, *start) for u in members if u not in rated]
        # forfeits (timeouts, no-shows, rulings) count as results, not in the rating (L15)
        forfeits = Counter[tuple[int, str]]((f.user_id, f.outcome) for f in await self.clocks.forfeits(season.id))
        counted = {u for u, _ in forfeits}
        rows = [
            replace(
                r,
                games=r.games + sum(forfeits[(r.user_id, o)] for o in (WIN, LOSS, DRAW)),
                wins=r.wins + forfeits[(r.user_id, WIN)],
                losses=r.losses + forfeits[(r.user_id, LOSS)],
                draws=r.draws + forfeits[(r.user_id, DRAW)],
            )
            if r.user_id in counted
            else r
            for r in rows
        ]
        rows.sort(key=standing_key)
        provisional = int(lg.setting("provisional", 5))
        return [
            Standing(
                i,
                r.user_id,
                r,
                r.games < provisional,
                members[r.user_id].name or f"#{str(r.user_id)[-4:]}",
                sum(forfeits[(r.user_id, o)] for o in (WIN, LOSS, DRAW)),
            )
            for i, r in enumerate(rows, start=1)
        ]

    async def image(self, lg: League, season: Season, table: Sequence[Standing], lang: str) -> Image:
        tr = i18n.translator(lang)
        lines = [
            StandingLine(
                s.place,
                s.name,
                s.rating.ordinal,
                s.rating.games,
                s.rating.wins,
                s.rating.losses,
                s.rating.draws,
                s.provisional,
            )
            for s in table
        ]
        title = tr("lg-standings-title", league=lg.name, n=season.number)
        sub = tr("lg-standings-dates", start=day_of(season.starts_at), end=day_of(season.ends_at))
        png = await asyncio.to_thread(lambda: to_png(render_standings(title, lines, lang, subtitle=sub)))
        top = ", ".join(f"{s.place}. {s.name} {tr.decimal(s.rating.ordinal)}" for s in table[:5])
        return Image(f"league-{lg.id}-season-{season.number}.png", png, tr("lg-alt-standings", title=title, top=top))

    async def standings(
        self,
        channel_id: int,
        user_id: int,
        *,
        league: str | None = None,
        season: int | None = None,
        guild_id: int | None = None,
    ) -> Reply:
        """The standings as text (in order) and as an image."""
        try:
            lg = await self.directory.league(guild_id, channel_id, league)
            chosen = await self.directory.season_to_show(lg, season)
        except Mistake as e:
            return oops(str(e))
        await self.settlement.settle_pending(lg)
        lang = viewer_lang()
        tr = i18n.translator(lang)
        table = await self.table(lg, chosen)
        lines = [tr("lg-standings-title", league=lg.name, n=chosen.number)]
        for s in table[:TEXT_ROWS]:
            r = s.rating
            lines.append(
                tr(
                    "lg-standings-line",
                    place=s.place,
                    user=mention(s.user_id),
                    rating=tr.decimal(r.ordinal),
                    mark=tr("lg-provisional") if s.provisional else "",
                    games=r.games,
                    wins=r.wins,
                    losses=r.losses,
                    draws=r.draws,
                )
                + (tr("lg-standings-forfeits", n=s.forfeits) if s.forfeits else "")
            )
        if not table:
            lines.append(tr("lg-no-members"))
        elif len(table) > TEXT_ROWS:
            lines.append(tr("lg-standings-more", n=len(table) - TEXT_ROWS))
        divisions = await self.divisions.tables(lg, chosen)
        if divisions:  # a divisions league (L19): each division's table in match points (ratings: the image)
            # a Discord message holds 2,000 characters: fewer rows a division when there are many
            limit = max(4, TEXT_ROWS // len(divisions))
            lines = [lines[0], *(self.divisions.table_text(t, tr, limit=limit) for t in divisions)]
        img = await self.image(lg, chosen, table, lang)
        return Reply(text="\n".join(lines), images=[img])

    async def profile(
        self,
        channel_id: int,
        user_id: int,
        player: str | int | None = None,
        *,
        league: str | None = None,
        guild_id: int | None = None,
    ) -> Reply:
        """A player's rating and place, rating history as a plot, results by army, head-to-head."""
        try:
            lg = await self.directory.league(guild_id, channel_id, league)
            target = (
                user_id if player in (None, "") else (player if isinstance(player, int) else user_id_of(str(player)))
            )
            season = await self.directory.season_to_show(lg, None)
        except Mistake as e:
            return oops(str(e))
        await self.settlement.settle_pending(lg)
        store = self.store
        lang = viewer_lang()
        tr = i18n.translator(lang)
        table = await self.table(lg, season)
        me = next((s for s in table if s.user_id == target), None)
        mine = await store.results(season.id, target)
        if me is None and not mine:
            return oops(vt("lg-err-player-not-member", user=mention(target), league=lg.name))
        r = me.rating if me else RatingRow(season.id, target, *initial_rating())
        lines = [
            tr("lg-profile-title", user=mention(target), league=lg.name, n=season.number),
            tr(
                "lg-profile-rating",
                rating=tr.decimal(r.ordinal),
                mu=tr.decimal(r.mu, 2),
                sigma=tr.decimal(r.sigma, 2),
                place=me.place if me else 0,
                total=len(table),
                games=r.games,
                wins=r.wins,
                losses=r.losses,
                draws=r.draws,
                mark=tr("lg-provisional") if me and me.provisional else "",
            ),
        ]
        for t in await self.divisions.tables(lg, season):
            row = next((x for x in t.rows if x.member == target), None)
            if row is not None:
                move = t.moves.get(target, "stay")
                lines.append(
                    tr(
                        "lg-profile-division",
                        k=t.number,
                        place=row.place,
                        total=len(t.rows),
                        points=points_text(tr, row.points),
                    )
                    + (" " + tr(f"lg-division-move-{move}") + " " + ARROWS[move] if move != "stay" else "")
                )
        forfeits = [f for f in await self.clocks.forfeits(season.id, target)]
        strikes = await self.clocks.strikes(lg.id, target)
        if forfeits or strikes:
            outcomes = Counter(f.outcome for f in forfeits)
            lines.append(
                tr(
                    "lg-profile-forfeits",
                    wins=outcomes[WIN],
                    losses=outcomes[LOSS],
                    draws=outcomes[DRAW],
                    strikes=strikes,
                )
            )
        by_army: dict[str, list[int]] = {}
        for x in mine:
            tally = by_army.setdefault(x.army, [0, 0, 0])
            tally[(WIN, LOSS, DRAW).index(x.outcome)] += 1
        if by_army:
            lines.append(tr("lg-profile-armies"))
            for a, (w, lo, d) in sorted(by_army.items()):
                lines.append(tr("lg-profile-army", army=army_name(a, lang), wins=w, losses=lo, draws=d))
        matchups: dict[tuple[str, str], Tally] = {}
        for side in await self.armies.sides([season.id]):
            if side.user_id == target and side.opponent_army is not None:
                key = (side.army, side.opponent_army)
                matchups[key] = matchups.get(key, Tally()).plus(side.outcome)
        if matchups:
            pairs = sorted(matchups.items(), key=lambda kv: (-kv[1].games, kv[0]))
            shown = [
                tr(
                    "lg-profile-matchup",
                    army=army_name(a, lang),
                    opponent=army_name(b, lang),
                    wins=t.wins,
                    losses=t.losses,
                    draws=t.draws,
                )
                for (a, b), t in pairs[:PROFILE_MATCHUPS]
            ]
            more = len(pairs) - PROFILE_MATCHUPS
            lines.append(
                tr("lg-profile-matchups", pairs=" · ".join(shown)) + (tr("lg-stats-more", n=more) if more > 0 else "")
            )
        others = await store.results_of_games([x.game_id for x in mine])
        h2h: dict[int, list[int]] = {}
        my_place = {x.game_id: x.place for x in mine}
        for o in others:
            if o.user_id == target:
                continue
            tally = h2h.setdefault(o.user_id, [0, 0, 0])
            mp = my_place[o.game_id]
            tally[0 if mp < o.place else 1 if mp > o.place else 2] += 1
        if h2h:
            lines.append(tr("lg-profile-h2h"))
            for opp, (w, lo, d) in sorted(h2h.items(), key=lambda kv: -sum(kv[1])):
                lines.append(tr("lg-profile-h2h-line", user=mention(opp), wins=w, losses=lo, draws=d))
        if not mine:
            lines.append(tr("lg-no-games"))
        start = initial()
        history = [ordinal(start.mu, start.sigma)] + [ordinal(x.mu, x.sigma) for x in mine]
        name = me.name if me else f"#{str(target)[-4:]}"
        title = tr("lg-plot-title", user=name, league=lg.name, n=season.number)
        png = await asyncio.to_thread(lambda: to_png(render_rating_plot(title, history, lang)))
        img = Image(
            f"league-{lg.id}-rating-{target}.png",
            png,
            tr("lg-alt-plot", title=title, first=tr.decimal(history[0]), last=tr.decimal(history[-1]), n=len(mine)),
        )
        return Reply(text="\n".join(lines), images=[img])

    async def stats(
        self,
        channel_id: int,
        user_id: int,
        *,
        league: str | None = None,
        season: int | None = None,
        guild_id: int | None = None,
    ) -> Reply:
        """Per army (games, wins, losses, draws, win share, HQ-point difference) and per
        matchup, over the league's every season or over ``season`` (:mod:`bot.league.stats`)."""
        try:
            lg = await self.directory.league(guild_id, channel_id, league)
            chosen = await self.directory.season_to_show(lg, season) if season else None
            seasons = [chosen] if chosen is not None else await self.store.seasons(lg.id)
        except Mistake as e:
            return oops(str(e))
        await self.settlement.settle_pending(lg)
        lang = viewer_lang()
        tr = i18n.translator(lang)
        st = await self.armies.stats([s.id for s in seasons])
        text = stats_text(st, lg.name, chosen.number if chosen is not None else None, tr)
        return Reply(text=text)

    async def games(
        self,
        channel_id: int,
        user_id: int,
        player: str | int | None = None,
        *,
        league: str | None = None,
        guild_id: int | None = None,
        limit: int = 8,
    ) -> Reply:
        """The league's (or a player's) recent games with results and where to export them."""
        try:
            lg = await self.directory.league(guild_id, channel_id, league)
            target = None if player in (None, "") else (player if isinstance(player, int) else user_id_of(str(player)))
        except Mistake as e:
            return oops(str(e))
        await self.settlement.settle_pending(lg)
        tr = i18n.translator(viewer_lang())
        games = [g for g in await self.store.league_games(lg.id) if target is None or target in g.players]
        games = games[-limit:][::-1]
        lines = [tr("lg-games-title", league=lg.name)]
        rulings = {r.game_id: r for r in await self.clocks.rulings(lg.id) if r.game_id is not None}
        for g in games:
            game = await self.records.get(g.game_id)
            if game is None:
                continue
            line = self._game_line(g, game, tr)
            ruling = rulings.get(g.game_id)
            if ruling is not None:  # the moderators' ruling is the game's result (L17)
                result = (
                    tr("lg-ruling-win", user=mention(ruling.winner_id))
                    if ruling.winner_id is not None
                    else tr("lg-ruling-draw", a=mention(g.players[0]), b=mention(g.players[-1]))
                )
                line += tr(
                    "lg-game-ruled",
                    id=ruling.id,
                    moderator=mention(ruling.moderator_id),
                    result=result,
                    reason=ruling.reason,
                )
            lines.append(line)
        if not games:
            lines.append(tr("lg-no-games"))
        return Reply(text="\n".join(lines), ephemeral=True)

    def _game_line(self, g: LeagueGame, game: GameRecord, tr: i18n.Tr) -> str:
        n = narrator(game, tr.lang)
        players = " vs ".join(
            tr("player-army", user=n.user_of(p), army=n.army_name(p)) for p in range(1, len(game.players) + 1)
        )
        if g.status == PENDING and game.is_live:
            state = tr("lg-game-live")
        elif g.status == VOID:
            state = tr("lg-game-void")
        else:
            st = GameState.loads(game.state_json)
            state = n.game_over(st.result.winner, st.result.reason, {}) if st.result else tr("lg-game-void")
        link = (
            f"https://discord.com/channels/{game.guild_id}/{game.channel_id}"
            if game.guild_id
            else f"<#{game.channel_id}>"
        )
        export = self.line_of(Press("export", game=str(game.id)))
        return tr(
            "lg-game-line",
            id=game.id,
            date=day_of(game.created_at),
            players=players,
            state=state,
            link=link,
            export=export,
        )

    async def export(
        self,
        channel_id: int,
        user_id: int,
        what: str | None = None,
        fmt: str | None = None,
        *,
        league: str | None = None,
        guild_id: int | None = None,
    ) -> Reply:
        """Standings or games of the running (or last) season as CSV or JSON."""
        try:
            lg = await self.directory.league(guild_id, channel_id, league)
            kind = (what or "standings").lower()
            form = (fmt or "csv").lower()
            if kind not in ("standings", "games"):
                raise Mistake(vt("lg-err-choice", option="what", value=what or "", values="standings, games"))
            if form not in ("csv", "json"):
                raise Mistake(vt("lg-err-choice", option="format", value=fmt or "", values="csv, json"))
            season = await self.directory.season_to_show(lg, None)
        except Mistake as e:
            return oops(str(e))
        await self.settlement.settle_pending(lg)
        records: list[dict[str, Any]]
        if kind == "standings":
            records = [
                {
                    "place": s.place,
                    "user_id": s.user_id,
                    "name": s.name,
                    "rating": round(s.rating.ordinal, 4),
                    "mu": round(s.rating.mu, 4),
                    "sigma": round(s.rating.sigma, 4),
                    "games": s.rating.games,
                    "wins": s.rating.wins,
                    "losses": s.rating.losses,
                    "draws": s.rating.draws,
                    "provisional": s.provisional,
                }
                for s in await self.table(lg, season)
            ]
        else:
            records = [
                {
                    "game_id": x.game_id,
                    "at": x.at.isoformat(),
                    "user_id": x.user_id,
                    "army": x.army,
                    "place": x.place,
                    "outcome": x.outcome,
                    "reason": x.reason,
                    "mu_after": round(x.mu, 4),
                    "sigma_after": round(x.sigma, 4),
                }
                for x in await self.store.results(season.id)
            ]
        if form == "json":
            data = json.dumps({"league": lg.name, "season": season.number, kind: records}, indent=1).encode()
        else:
            buf = io.StringIO()
            fields = list(records[0]) if records else ["place", "user_id"] if kind == "standings" else ["game_id"]
            writer = csv.DictWriter(buf, fieldnames=fields)
            writer.writeheader()
            writer.writerows(records)
            data = buf.getvalue().encode()
        tr = i18n.translator(viewer_lang())
        filename = f"league-{lg.id}-season-{season.number}-{kind}.{form}"
        text = tr("lg-export", league=lg.name, n=season.number, what=kind, rows=len(records))
        return Reply(text=text, images=[Image(filename, data, text)], ephemeral=True)
