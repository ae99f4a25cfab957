"""A season's round-robin (made with :mod:`bot.league.schedule`): shown to every member, made
and cleared by moderators; reminders a day before a fixture's deadline and missed games
after it, each posted once."""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Sequence
from datetime import timedelta

import i18n
from bot.league.directory import (
    FIXTURE_REMINDER,
    SCHEDULE_ACTIONS,
    Directory,
    day_of,
    in_range,
    moderator_only,
    one_of,
)
from bot.league.divisions import Divisions, grouped
from bot.league.divisions import rules_of as division_rules
from bot.league.ratings import LOSS, WIN
from bot.league.schedule import deadlines, round_robin
from bot.locale import viewer_lang, vt
from bot.readers import Mistake
from bot.replies import ChannelPost, Reply, mention
from bot.storage.league import (
    FIXTURE_MISSED,
    FIXTURE_OPEN,
    FIXTURE_PLAYED,
    FIXTURE_PLAYING,
    Fixture,
    League,
    LeagueStore,
    Season,
)
from bot.storage.league_clock import NO_SHOW, ClockStore, Forfeit
from bot.usecases.answers import oops
from bot.usecases.clock import Clock

log = logging.getLogger(__name__)


class RoundRobin:
    """The round-robin schedule of the running season."""

    def __init__(
        self,
        directory: Directory,
        store: LeagueStore,
        clocks: ClockStore,
        clock: Clock,
        divisions: Divisions,
    ) -> None:
        self.divisions = divisions
        self.directory = directory
        self.store = store
        self.clocks = clocks
        self.clock = clock

    async def schedule(
        self,
        channel_id: int,
        user_id: int,
        action: str | None = None,
        days: float | None = None,
        *,
        league: str | None = None,
        guild_id: int | None = None,
        is_moderator: bool = False,
    ) -> Reply:
        """The running season's round-robin: show it (the round in progress, the viewer's
        own fixtures, how many are played); ``make`` (moderators) pairs every member with
        every other once, one round every ``days`` days (default: the season's remaining
        days shared out); ``clear`` (moderators) removes it."""
        try:
            lg = await self.directory.league(guild_id, channel_id, league)
            season = await self.directory.season(lg)
            assert season is not None
            act = one_of("action", action, SCHEDULE_ACTIONS, "show")
            if act != "show":
                moderator_only(is_moderator)
            if act == "make":
                return await self._make_schedule(lg, season, days)
            if act == "clear":
                n = await self.store.clear_fixtures(season.id)
                tr = i18n.translator(lg.setting("lang"))
                return Reply(text=tr("lg-schedule-cleared", league=lg.name, n=n))
        except Mistake as e:
            return oops(str(e))
        return await self._show_schedule(lg, season, user_id)

    async def _make_schedule(self, lg: League, season: Season, days: float | None) -> Reply:
        members = sorted(await self.store.members(lg.id), key=lambda m: (m.joined_at, m.user_id))
        split: list[list[int]] = []
        if division_rules(lg) is not None:
            # a divisions league (L19): each division's own round-robin, round k of each together
            split = grouped(await self.divisions.ensure(lg, season))
            current = {m.user_id for m in members}
            per_division = [round_robin([u for u in d if u in current]) for d in split]
            rounds = [
                [pair for r in per_division if k < len(r) for pair in r[k]]
                for k in range(max((len(r) for r in per_division), default=0))
            ]
        else:
            rounds = round_robin([m.user_id for m in members])
        if not rounds:
            raise Mistake(vt("lg-err-schedule-members"))
        now = self.clock()
        if days is None:
            per = (season.ends_at - now).days // len(rounds)
        else:
            wanted = in_range("days", days, 1, 60) or 0
            if wanted != int(wanted):
                raise Mistake(vt("lg-err-number", option="days", value=f"{days:g}"))
            per = int(wanted)
        if per < 1 or now + timedelta(days=per * len(rounds)) > season.ends_at:
            raise Mistake(vt("lg-err-schedule-fit", rounds=len(rounds), end=day_of(season.ends_at)))
        due = deadlines(now, len(rounds), per)
        pairs = [(k, a, b, due[k - 1]) for k, pairing in enumerate(rounds, start=1) for a, b in pairing]
        if not await self.store.add_fixtures(season.id, pairs):
            raise Mistake(vt("lg-err-schedule-exists", league=lg.name))
        tr = i18n.translator(lg.setting("lang"))
        made = tr("lg-schedule-made", league=lg.name, n=season.number, rounds=len(rounds), games=len(pairs), days=per)
        fixtures = await self.store.fixtures(season.id)
        if split:
            made += "\n" + self.divisions.cut_text(split, tr)
        return Reply(text=made + "\n" + self._round_text(fixtures, 1, {}, tr))

    async def _show_schedule(self, lg: League, season: Season, viewer: int) -> Reply:
        tr = i18n.translator(viewer_lang())
        fixtures = await self.store.fixtures(season.id)
        if not fixtures:
            return Reply(text=tr("lg-schedule-none", league=lg.name, n=season.number), ephemeral=True)
        done = [f for f in fixtures if f.status == FIXTURE_PLAYED]
        winners = await self._fixture_winners(done)
        counts = Counter(f.status for f in fixtures)
        lines = [
            tr(
                "lg-schedule-title",
                league=lg.name,
                n=season.number,
                played=counts[FIXTURE_PLAYED],
                games=len(fixtures),
                missed=counts[FIXTURE_MISSED],
            )
        ]
        waiting = [f.round for f in fixtures if f.status in (FIXTURE_OPEN, FIXTURE_PLAYING)]
        current = min(waiting) if waiting else max(f.round for f in fixtures)
        lines.append(self._round_text(fixtures, current, winners, tr))
        mine = [f for f in fixtures if viewer in (f.player_a, f.player_b)]
        if mine:
            lines.append(tr("lg-schedule-yours"))
            lines += [self._fixture_line(f, winners, tr, with_round=True) for f in mine]
        return Reply(text="\n".join(lines), ephemeral=True)

    async def _fixture_winners(self, played: Sequence[Fixture]) -> dict[int, int | None]:
        """The winner of each played fixture's game (None: a draw), by game id."""
        ids = [f.game_id for f in played if f.game_id is not None]
        out: dict[int, int | None] = dict.fromkeys(ids)
        for r in await self.store.results_of_games(ids):
            if r.outcome == WIN:
                out[r.game_id] = r.user_id
        for game_id in ids:  # a game decided by a forfeit (a timeout, a ruling): its winner
            for f in await self.clocks.forfeits_of_game(game_id):
                if f.outcome == WIN:
                    out[game_id] = f.user_id
        return out

    def _round_text(self, fixtures: Sequence[Fixture], k: int, winners: dict[int, int | None], tr: i18n.Tr) -> str:
        pairs = [f for f in fixtures if f.round == k]
        lines = [tr("lg-schedule-round", k=k, due=day_of(pairs[0].due_at))]
        lines += [self._fixture_line(f, winners, tr) for f in pairs]
        everyone = {p for f in fixtures for p in (f.player_a, f.player_b)}
        resting = sorted(everyone - {p for f in pairs for p in (f.player_a, f.player_b)})
        if resting:
            lines.append(tr("lg-schedule-rests", users=", ".join(mention(u) for u in resting)))
        return "\n".join(lines)

    def _fixture_line(self, f: Fixture, winners: dict[int, int | None], tr: i18n.Tr, with_round: bool = False) -> str:
        if f.status == FIXTURE_PLAYED and f.game_id is not None:
            won = winners.get(f.game_id)
            state = (
                tr("lg-fixture-won", user=mention(won), game=f.game_id)
                if won is not None
                else tr("lg-fixture-drawn", game=f.game_id)
            )
        elif f.status == FIXTURE_PLAYING:
            state = tr("lg-fixture-playing", game=f.game_id or 0)
        elif f.status == FIXTURE_MISSED:
            state = tr("lg-fixture-missed")
        else:
            state = tr("lg-fixture-open", due=day_of(f.due_at))
        where = tr("lg-fixture-round", k=f.round) + " " if with_round else ""
        return f"• {where}{mention(f.player_a)} – {mention(f.player_b)}: {state}"

    async def due_fixtures(self, guild_ids: Sequence[int] | None = None) -> list[ChannelPost]:
        """Round-robin fixtures a day from their deadline (a reminder pinging both players)
        and past it unplayed (missed: no result), each posted once to the league's channel
        (else where it was created). For the adapters' periodic loop and the console."""
        posts: list[ChannelPost] = []
        now = self.clock()
        for lg in await self.directory.all_leagues(guild_ids):
            where = lg.channel_id or lg.notice_channel_id
            season = await self.directory.season(lg, required=False)
            if season is None or where is None:
                continue
            tr = i18n.translator(lg.setting("lang"))
            for f in await self.store.fixtures(season.id):
                if f.status != FIXTURE_OPEN:
                    continue
                pair = [f.player_a, f.player_b]
                if f.due_at <= now:
                    if await self.store.claim_fixture(f.id, remind=False):
                        # nobody played it: a forfeit lost by both, a no-show strike each (L15)
                        await self.clocks.add_forfeits(
                            [
                                Forfeit(lg.id, season.id, p, LOSS, NO_SHOW, now, fixture_id=f.id, strike=True)
                                for p in pair
                            ]
                        )
                        text = tr("lg-fixture-missed-post", a=mention(pair[0]), b=mention(pair[1]), round=f.round)
                        posts.append(ChannelPost(where, Reply(text=text)))
                    continue
                soon = not f.reminded and f.due_at - FIXTURE_REMINDER <= now
                if soon and await self.store.claim_fixture(f.id, remind=True):
                    text = tr(
                        "lg-fixture-reminder",
                        a=mention(pair[0]),
                        b=mention(pair[1]),
                        round=f.round,
                        league=lg.name,
                        due=day_of(f.due_at),
                    )
                    posts.append(ChannelPost(where, Reply(text=text, mentions=pair)))
        return posts
