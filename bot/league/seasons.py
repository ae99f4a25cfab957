"""A league's life: created (its first season starts), configured, its seasons started and
ended (archived with their final standings and podium), seasons past their end closed."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import replace
from datetime import timedelta

import i18n
from bot.league.clock import TIMEOUT_RULES, rules_of
from bot.league.directory import (
    DEFAULTS,
    MEDALS,
    MODES,
    Directory,
    army_list,
    date_of,
    day_of,
    guild_of,
    in_range,
    moderator_only,
    one_of,
)
from bot.league.divisions import Divisions, division_settings
from bot.league.divisions import rules_of as division_rules
from bot.league.drafts import DEFAULT_DRAFT_HOURS, PROTOCOLS, offered_armies, protocol_of
from bot.league.settlement import Settlement
from bot.league.standings import Standings
from bot.locale import viewer_lang, vt
from bot.readers import Mistake
from bot.replies import ChannelPost, Reply, mention
from bot.storage.league import (
    League,
    LeagueStore,
    Season,
)
from bot.storage.outbox import KIND_POST, NewDelivery, delivery_key
from bot.usecases.answers import oops
from bot.usecases.clock import Clock
from bot.usecases.deliveries import post_payload
from bot.usecases.turn_clock import TurnClock
from bot.usecases.util import hours

log = logging.getLogger(__name__)


class Seasons:
    """Leagues created and configured, seasons started and ended."""

    def __init__(
        self,
        directory: Directory,
        settlement: Settlement,
        standings: Standings,
        store: LeagueStore,
        turn_clock: TurnClock,
        clock: Clock,
        divisions: Divisions,
    ) -> None:
        self.divisions = divisions
        self.directory = directory
        self.settlement = settlement
        self.standings = standings
        self.store = store
        self.turn_clock = turn_clock
        self.clock = clock

    async def create(
        self, channel_id: int, user_id: int, name: str, *, guild_id: int | None = None, is_moderator: bool = False
    ) -> Reply:
        """Create a league in the server (its first season starts now)."""
        try:
            moderator_only(is_moderator)
            name = " ".join((name or "").split())
            if not 1 <= len(name) <= 40:
                raise Mistake(vt("lg-err-name"))
        except Mistake as m:
            return oops(str(m))
        now = self.clock()
        settings = dict(DEFAULTS, lang=viewer_lang())
        league = await self.store.create_league(guild_of(guild_id), name, user_id, settings, now, channel_id)
        if league is None:
            return oops(vt("lg-err-name-taken", name=name))
        season = await self.store.add_season(league.id, now, now + timedelta(days=int(settings["season_days"])))
        log.info("league created", extra={"ctx": {"league": league.id, "guild": guild_id}})
        tr = i18n.translator(league.setting("lang"))
        return Reply(
            text=tr(
                "lg-created", league=name, n=season.number, start=day_of(season.starts_at), end=day_of(season.ends_at)
            )
        )

    async def configure(
        self,
        channel_id: int,
        user_id: int,
        *,
        league: str | None = None,
        guild_id: int | None = None,
        is_moderator: bool = False,
        season_days: float | None = None,
        modes: str | None = None,
        armies: str | None = None,
        turn_limit: float | None = None,
        reminder_hours: float | None = None,
        rematch_limit: float | None = None,
        provisional: float | None = None,
        channel: str | None = None,
        language: str | None = None,
        army_protocol: str | None = None,
        banned_armies: str | None = None,
        draft_hours: float | None = None,
        clock_hours: float | None = None,
        bank_hours: float | None = None,
        timeout_rule: str | None = None,
        vacation_days: float | None = None,
        match_days: float | None = None,
        divisions: str | None = None,
    ) -> Reply:
        """Show (no option) or change a league's settings."""
        try:
            moderator_only(is_moderator)
            lg = await self.directory.league(guild_id, channel_id, league)
            s = dict(lg.settings)
            days = in_range("season-days", season_days, 1, 366)
            if days is not None:
                s["season_days"] = int(days)
            if modes is not None:
                chosen = [m.strip().lower() for m in modes.replace(",", " ").split() if m.strip()]
                bad = [m for m in chosen if m not in MODES]
                if bad or not chosen:
                    raise Mistake(vt("lg-err-choice", option="modes", value=modes, values=", ".join(MODES)))
                s["modes"] = chosen
            if armies is not None:
                s["armies"] = army_list("armies", armies, ("all", "any", ""))
            if banned_armies is not None:
                s["banned_armies"] = army_list("banned-armies", banned_armies, ("none", "no", "off", ""))
            if army_protocol is not None:
                s["army_protocol"] = one_of("army-protocol", army_protocol, PROTOCOLS)
            draft = in_range("draft-hours", draft_hours, 1, 168)
            if draft is not None:
                s["draft_hours"] = int(draft)
            if armies is not None or banned_armies is not None or army_protocol is not None:
                protocol = protocol_of(replace(lg, settings=s))
                offered = offered_armies(replace(lg, settings=s))
                if len(offered) < max(protocol.fewest(), 2):
                    raise Mistake(vt("lg-err-draft-too-few-armies", fewest=max(protocol.fewest(), 2)))
            # the league clock (L8, L13): players never change it
            per_turn = in_range("clock-hours", clock_hours, 0, 720)
            if per_turn is not None:
                s["clock_turn_hours"] = per_turn or None
            bank = in_range("bank-hours", bank_hours, 0, 2000)
            if bank is not None:
                s["clock_bank_hours"] = bank
            if timeout_rule is not None:
                s["clock_timeout"] = one_of("timeout", timeout_rule, TIMEOUT_RULES)
            away = in_range("vacation-days", vacation_days, 0, 60)
            if away is not None:
                s["vacation_days"] = int(away)
            match = in_range("match-days", match_days, 0, 60)
            if match is not None:
                s["match_days"] = int(match) or None
            # divisions (L19): a division's size and who moves across each boundary, or off
            if divisions is not None:
                s.update(division_settings(divisions, s))
            limit = in_range("time-limit", turn_limit, 0, 720)
            if limit is not None:
                minimum = await self.turn_clock.min_turn_limit_s(guild_id)
                if limit and limit * 3600 < minimum:
                    raise Mistake(vt("err-time-limit-minimum", minimum=hours(minimum)))
                s["turn_limit_hours"] = limit or None
            remind = in_range("reminder-hours", reminder_hours, 0, 720)
            if remind is not None:
                s["reminder_hours"] = remind
            rematch = in_range("rematch-limit", rematch_limit, 1, 1000)
            if rematch is not None:
                s["rematch_limit"] = int(rematch)
            prov = in_range("provisional", provisional, 0, 100)
            if prov is not None:
                s["provisional"] = int(prov)
            if language is not None:
                if language.lower() not in i18n.LANGS:
                    raise Mistake(vt("lg-err-choice", option="language", value=language, values=", ".join(i18n.LANGS)))
                s["lang"] = language.lower()
            tied = lg.channel_id
            if channel is not None:
                if channel.lower() not in ("here", "none", "off"):
                    raise Mistake(vt("lg-err-choice", option="channel", value=channel, values="here, none"))
                tied = channel_id if channel.lower() == "here" else None
        except Mistake as m:
            return oops(str(m))
        changed = s != lg.settings or tied != lg.channel_id
        if changed:
            lg = replace(lg, settings=s, channel_id=tied)
            await self.store.update_league(lg)
        tr = i18n.translator(viewer_lang())
        key = "lg-config-saved" if changed else "lg-config-shown"
        return Reply(text=tr(key, league=lg.name) + "\n" + self._settings_text(lg, tr), ephemeral=not changed)

    def _settings_text(self, lg: League, tr: i18n.Tr) -> str:
        limit = lg.setting("turn_limit_hours")
        remind = lg.settings.get("reminder_hours")
        roles = ", ".join(f"<@&{r['role']}> ≥ {r['min']:g}" for r in lg.setting("roles", []))
        return (
            tr(
                "lg-settings",
                days=lg.setting("season_days"),
                modes=", ".join(lg.setting("modes", [])),
                armies=", ".join(lg.setting("armies", [])) or tr("lg-all-armies"),
                limit=tr("lg-hours", n=limit) if limit else tr("lg-none"),
                reminders=tr("lg-hours", n=remind) if remind else (tr("lg-none") if remind == 0 else tr("lg-default")),
                rematch=lg.setting("rematch_limit"),
                provisional=lg.setting("provisional"),
                channel=f"<#{lg.channel_id}>" if lg.channel_id else tr("lg-none"),
                roles=roles or tr("lg-none"),
                language=lg.setting("lang"),
                protocol=tr(f"lg-protocol-{protocol_of(lg).value}"),
                banned=", ".join(lg.setting("banned_armies", [])) or tr("lg-none"),
                draft=tr("lg-hours", n=int(lg.setting("draft_hours", DEFAULT_DRAFT_HOURS))),
            )
            + "\n"
            + self._clock_text(lg, tr)
            + " · "
            + self._match_days_text(lg, tr)
            + "\n"
            + self._format_text(lg, tr)
        )

    @staticmethod
    def _format_text(lg: League, tr: i18n.Tr) -> str:
        rules = division_rules(lg)
        if rules is None:
            return tr("lg-settings-format-open")
        return tr("lg-settings-format-divisions", size=rules.size, moves=rules.moves)

    @staticmethod
    def _clock_text(lg: League, tr: i18n.Tr) -> str:
        rules = rules_of(lg)
        if rules is None:
            return tr("lg-settings-no-clock")
        return tr(
            "lg-settings-clock",
            turn=tr("lg-hours", n=rules.per_turn.total_seconds() / 3600),
            bank=tr("lg-hours", n=rules.bank.total_seconds() / 3600),
            rule=tr(f"lg-timeout-{rules.timeout.value}"),
            days=rules.vacation_days,
        )

    @staticmethod
    def _match_days_text(lg: League, tr: i18n.Tr) -> str:
        days = lg.settings.get("match_days")
        return tr("lg-settings-match-days", days=days) if days else tr("lg-settings-no-match-days")

    async def season(
        self,
        channel_id: int,
        user_id: int,
        action: str | None,
        *,
        start: str | None = None,
        end: str | None = None,
        league: str | None = None,
        guild_id: int | None = None,
        is_moderator: bool = False,
    ) -> Reply:
        """``start`` a new season (dates YYYY-MM-DD; default: today for the season's length)
        or ``end`` the running one (archived with its final standings, the podium posted)."""
        try:
            moderator_only(is_moderator)
            lg = await self.directory.league(guild_id, channel_id, league)
            what = (action or "").strip().lower()
            if what not in ("start", "end"):
                raise Mistake(vt("lg-err-choice", option="action", value=action or "", values="start, end"))
            seasons = await self.store.seasons(lg.id)
            open_ = [s for s in seasons if s.archived_at is None]
            if what == "end":
                if not open_:
                    raise Mistake(vt("lg-err-no-season", league=lg.name))
                return await self._end_season(lg, open_[-1])
            if open_:
                raise Mistake(vt("lg-err-season-running", n=open_[-1].number))
            now = self.clock()
            begins = date_of(start, now)
            ends = date_of(end, begins + timedelta(days=int(lg.setting("season_days", 30))))
            if ends <= begins:
                raise Mistake(vt("lg-err-season-order"))
        except Mistake as m:
            return oops(str(m))
        rules = division_rules(lg)
        cut = await self.divisions.cut(lg, rules) if rules is not None else []
        season = await self.store.add_season(lg.id, begins, ends, cut)
        tr = i18n.translator(lg.setting("lang"))
        text = tr("lg-season-started", league=lg.name, n=season.number, start=day_of(begins), end=day_of(ends))
        if cut:
            text += "\n" + self.divisions.cut_text(cut, tr)
        return Reply(text=text, mentions=[u for d in cut for u in d])

    async def _end_season(self, lg: League, season: Season) -> Reply:
        await self.settlement.settle_pending(lg)
        table = await self.standings.table(lg, season)
        final = [
            {
                "place": s.place,
                "user": s.user_id,
                "rating": round(s.rating.ordinal, 3),
                "mu": s.rating.mu,
                "sigma": s.rating.sigma,
                "games": s.rating.games,
                "wins": s.rating.wins,
                "losses": s.rating.losses,
                "draws": s.rating.draws,
            }
            for s in table
        ]
        tr = i18n.translator(lg.setting("lang"))
        # divisions (L19): the final places and who goes up and down, stored with the
        # season's end and announced through the outbox in the same transaction
        tables, places = await self.divisions.final(lg, season)
        where = lg.channel_id or lg.notice_channel_id
        posts = []
        if tables and where is not None:
            text = tr("lg-division-moves", league=lg.name, n=season.number) + "\n"
            text += self.divisions.moves_text(tables, tr)
            moving = [u for t in tables for u, m in t.moves.items() if m != "stay"]
            post = ChannelPost(where, Reply(text=text, mentions=moving))
            key = delivery_key("season", season.id, season.version, KIND_POST, "divisions")
            posts.append(NewDelivery(key, KIND_POST, where, league_id=lg.id, payload=post_payload(post)))
        if not await self.store.archive_season(season.id, final, self.clock(), places, posts):
            return oops(vt("lg-err-no-season", league=lg.name))
        for q in await self.store.queued(lg.id):
            await self.store.dequeue(lg.id, q.user_id)
        podium = [s for s in table if s.rating.games > 0][:3]
        lines = [
            tr("lg-podium-line", medal=MEDALS[i], user=mention(s.user_id), rating=tr.decimal(s.rating.ordinal))
            for i, s in enumerate(podium)
        ]
        text = tr("lg-season-ended", league=lg.name, n=season.number) + "\n" + ("\n".join(lines) or tr("lg-no-games"))
        img = await self.standings.image(lg, season, table, tr.lang)
        return Reply(text=text, images=[img], mentions=[s.user_id for s in podium])

    async def due_season_ends(self, guild_ids: Sequence[int] | None = None) -> list[ChannelPost]:
        """Seasons past their end date, archived now with their podium posts (to the league's
        channel, else where it was created). For the adapters' periodic loop."""
        posts = []
        now = self.clock()
        for lg in await self.directory.all_leagues(guild_ids):
            for season in await self.store.seasons(lg.id):
                if season.archived_at is None and season.ends_at <= now:
                    reply = await self._end_season(lg, season)
                    where = lg.channel_id or lg.notice_channel_id
                    if where is not None and not reply.ephemeral:
                        posts.append(ChannelPost(where, reply))
        return posts
