"""Community leagues (``/league``): leagues and seasons of a server, joining, rated
challenges and the pairing queue, standings (text and image), profiles with a rating
plot, game history, CSV/JSON export, moderators' logged corrections and rank roles.

League games are ordinary games created through :meth:`GameSetup.new_game`; the league
remembers them by game id (``league_games``). When a game ends, the games store announces
it (:meth:`GamesStore.on_game_ended`) and :meth:`league_game_over` settles it: rated (openskill Plackett–Luce, see
:mod:`bot.league.ratings`) when it was played out, resigned, drawn or won on time; void
when aborted or when one user held several seats. Settling is idempotent, so pending games
are also settled whenever standings are read (after a restart, nothing is lost).

Every method takes the channel and the acting user first; ``guild_id`` is the Discord
server (``None`` in the console, which is one server of its own). Moderators' commands
take ``is_moderator`` (Manage Server on Discord, ``[mod]`` in the console).
"""

from __future__ import annotations

import asyncio
import csv
import io
import json
import logging
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from typing import Any, cast

import i18n
from bot import commands
from bot.league.outcome import sides_of
from bot.league.ratings import DRAW, LOSS, WIN, Rating, initial, ordinal, outcome_of, rate
from bot.league.schedule import deadlines, round_robin
from bot.locale import viewer_lang, vt
from bot.narration import army_name
from bot.replies import ChannelPost, Image, Reply, mention
from bot.storage.base import ACTIVE, FINISHED, INVITED, OPEN, GameRecord
from bot.storage.league import (
    ALREADY,
    FIXTURE_MISSED,
    FIXTURE_OPEN,
    FIXTURE_PLAYED,
    FIXTURE_PLAYING,
    OK,
    PENDING,
    RATED,
    VOID,
    Correction,
    Fixture,
    League,
    LeagueGame,
    LeagueStore,
    RatingRow,
    ResultRow,
    Season,
)
from bot.usecases.answers import confirm, oops
from bot.usecases.clock import Clock
from bot.usecases.endings import Endings
from bot.usecases.games import GameEnded, GamesStore
from bot.usecases.seats import ComputerSeat
from bot.usecases.starting import GameSetup
from bot.usecases.turn_clock import TurnClock
from bot.usecases.util import Mistake, army_key, hours, user_id_of
from bot.usecases.wording import narrator, state_of
from renderer.encode import to_png
from renderer.table import StandingLine, render_rating_plot, render_standings
from rules.catalog import ARMIES, SMALL_BOARD_ONLY
from rules.dancer import has_objects
from rules.state import MODE_1V2, MODE_2V2, MODE_FFA, GameState
from rules.state import MODES as GAME_MODES

log = logging.getLogger(__name__)

CONSOLE_GUILD = 0  # the console is one server of its own
MODES = ("1v1", "ffa", "teams")
SCHEDULE_ACTIONS = ("show", "make", "clear")
FIXTURE_REMINDER = timedelta(days=1)  # a round-robin game's reminder, before its deadline
DEFAULTS: dict[str, Any] = {
    "season_days": 30,
    "modes": ["1v1", "ffa", "teams"],
    "armies": [],  # empty: every army
    "turn_limit_hours": None,
    "reminder_hours": None,
    "rematch_limit": 3,
    "provisional": 5,
    "roles": [],  # [{"role": id, "min": rating}], best first
    "lang": "en",
}
TEXT_ROWS = 20
SETTLE_TRIES = 8
MEDALS = ("🥇", "🥈", "🥉")


@dataclass(frozen=True, slots=True)
class Standing:
    place: int
    user_id: int
    rating: RatingRow
    provisional: bool
    name: str


@dataclass(frozen=True, slots=True)
class RoleUpdate:
    """A member's rank role to change: ``add`` (a role id, or None) and ``remove`` (the
    league's other rank roles). Apply it, then call :meth:`LeagueUseCases.league_role_applied`."""

    league_id: int
    guild_id: int
    user_id: int
    add: int | None
    remove: tuple[int, ...]


def _guild(guild_id: int | None) -> int:
    return CONSOLE_GUILD if guild_id is None else guild_id


def _date(text: str | None, default: datetime) -> datetime:
    if text is None or not text.strip():
        return default
    try:
        day = datetime.strptime(text.strip(), "%Y-%m-%d")
    except ValueError:
        raise Mistake(vt("lg-err-date", value=text)) from None
    return day.replace(tzinfo=UTC)


def _day(dt: datetime) -> str:
    return dt.astimezone(UTC).strftime("%Y-%m-%d")


def _number(option: str, text: str | None, lo: float, hi: float) -> float | None:
    if text is None or text == "":
        return None
    try:
        value = float(text)
    except ValueError:
        raise Mistake(vt("lg-err-number", option=option, value=text)) from None
    if not lo <= value <= hi:
        raise Mistake(vt("lg-err-range", option=option, min=lo, max=hi))
    return value


class Leagues:
    """The ``/league`` use cases (see the module docstring)."""

    def __init__(
        self,
        store: LeagueStore,
        games: GamesStore,
        setup: GameSetup,
        endings: Endings,
        turn_clock: TurnClock,
        computer: ComputerSeat,
        rng: random.Random,
        clock: Clock,
    ) -> None:
        self.store = store
        self.games = games
        self.setup = setup
        self.endings = endings
        self.turn_clock = turn_clock
        self.computer = computer
        self.rng = rng
        self.clock = clock

    # ================================================================== settling ended games
    async def on_game_ended(self, event: GameEnded) -> None:
        """The games store's announcement that a game ended: settle it if it is a league game."""
        await self.league_game_over(event.game.id)

    async def league_game_over(self, game_id: int) -> str | None:
        """Settle the league game ``game_id`` if it is one and has ended: ``rated``, ``void``,
        or None (not a league game, still live, or settled before). Never raises: a
        failure is logged and the game stays pending (settled again later)."""
        try:
            return await self._settle(game_id)
        except Exception:
            log.exception("league settlement failed", extra={"ctx": {"game": game_id}})
            return None

    async def _settle(self, game_id: int) -> str | None:
        store = self.store
        lg = await store.league_game(game_id)
        if lg is None or lg.status != PENDING:
            return None
        game = await self.games.get(game_id)
        if game is None or game.is_live:
            return None
        state = state_of(game)
        now = self.clock()
        sides = None
        if lg.rated and game.status == FINISHED and state.result is not None:
            try:
                # the engine's teams: the lobby's default seating is not stored in the options
                sides = sides_of(game.players, state.result, game.options.get("mode", "ffa"), state.teams)
                if any(u == self.computer.user_id for s in sides for u in s.users):
                    sides = None
                elif len({u for s in sides for u in s.users}) < sum(len(s.users) for s in sides):
                    sides = None  # hot-seat or self-play: never rated
            except ValueError:
                sides = None
        if sides is None:
            done = await store.settle(game_id, lg.season_id, 0, VOID, [], [], now)
            return VOID if done == OK else None
        reason = state.result.reason if state.result else ""
        for _ in range(SETTLE_TRIES):
            season = await store.get_season(lg.season_id)
            assert season is not None
            current = {r.user_id: r for r in await store.ratings(lg.season_id)}
            before = {u: Rating(r.mu, r.sigma) for u, r in current.items()}
            after = rate(sides, before)
            rows, results = [], []
            for side in sides:
                for user in side.users:
                    old = current.get(user) or RatingRow(lg.season_id, user, *_initial())
                    what = outcome_of(sides, user)
                    new = after[user]
                    rows.append(
                        RatingRow(
                            lg.season_id,
                            user,
                            new.mu,
                            new.sigma,
                            old.games + 1,
                            old.wins + (what == WIN),
                            old.losses + (what == LOSS),
                            old.draws + (what == DRAW),
                        )
                    )
                    seat = game.players.index(user)
                    results.append(
                        ResultRow(
                            game_id,
                            lg.season_id,
                            user,
                            game.armies[seat],
                            side.place,
                            what,
                            new.mu,
                            new.sigma,
                            now,
                            reason,
                        )
                    )
            done = await store.settle(game_id, lg.season_id, season.version, RATED, rows, results, now)
            if done == OK:
                log.info("league game rated", extra={"ctx": {"game": game_id, "season": lg.season_id}})
                return RATED
            if done == ALREADY:
                return None
        log.warning("league game left pending after repeated conflicts", extra={"ctx": {"game": game_id}})
        return None

    async def _settle_pending(self, league: League) -> None:
        for lg in await self.store.league_games(league.id, status=PENDING):
            await self.league_game_over(lg.game_id)

    # ================================================================== finding leagues
    async def _league(self, guild_id: int | None, channel_id: int, name: str | None) -> League:
        """The league named, else the one tied to the channel, else the server's only one."""
        found = await self.store.leagues(_guild(guild_id))
        if not found:
            raise Mistake(vt("lg-err-no-league"))
        names = ", ".join(x.name for x in found)
        if name:
            wanted = name.strip().lower()
            match = next((x for x in found if x.name.lower() == wanted), None)
            if match is None:
                raise Mistake(vt("lg-err-unknown-league", name=name, names=names))
            return match
        tied = next((x for x in found if x.channel_id == channel_id), None)
        if tied is not None:
            return tied
        if len(found) == 1:
            return found[0]
        raise Mistake(vt("lg-err-which-league", names=names))

    async def _season(self, league: League, *, required: bool = True) -> Season | None:
        """The running season: the latest not archived that has started."""
        now = self.clock()
        running = [s for s in await self.store.seasons(league.id) if s.archived_at is None and s.starts_at <= now]
        if not running:
            if required:
                raise Mistake(vt("lg-err-no-season", league=league.name))
            return None
        return running[-1]

    async def _season_to_show(self, league: League, number: str | None) -> Season:
        seasons = await self.store.seasons(league.id)
        if number:
            try:
                n = int(number)
            except ValueError:
                raise Mistake(vt("lg-err-number", option="season", value=number)) from None
            match = next((s for s in seasons if s.number == n), None)
            if match is None:
                raise Mistake(vt("lg-err-no-season-n", league=league.name, n=n))
            return match
        season = await self._season(league, required=False)
        if season is None and seasons:
            season = seasons[-1]
        if season is None:
            raise Mistake(vt("lg-err-no-season", league=league.name))
        return season

    async def _member(self, league: League, user_id: int) -> None:
        m = await self.store.get_member(league.id, user_id)
        if m is None or m.left_at is not None:
            raise Mistake(vt("lg-err-not-member", league=league.name))

    @staticmethod
    def _moderator(is_moderator: bool) -> None:
        if not is_moderator:
            raise Mistake(vt("lg-err-moderators"))

    # ================================================================== moderators
    async def league_create(
        self, channel_id: int, user_id: int, name: str, *, guild_id: int | None = None, is_moderator: bool = False
    ) -> Reply:
        """Create a league in the server (its first season starts now)."""
        try:
            self._moderator(is_moderator)
            name = " ".join((name or "").split())
            if not 1 <= len(name) <= 40:
                raise Mistake(vt("lg-err-name"))
        except Mistake as m:
            return oops(str(m))
        now = self.clock()
        settings = dict(DEFAULTS, lang=viewer_lang())
        league = await self.store.create_league(_guild(guild_id), name, user_id, settings, now, channel_id)
        if league is None:
            return oops(vt("lg-err-name-taken", name=name))
        season = await self.store.add_season(league.id, now, now + timedelta(days=int(settings["season_days"])))
        log.info("league created", extra={"ctx": {"league": league.id, "guild": guild_id}})
        tr = i18n.translator(league.setting("lang"))
        return Reply(
            text=tr("lg-created", league=name, n=season.number, start=_day(season.starts_at), end=_day(season.ends_at))
        )

    async def league_config(
        self,
        channel_id: int,
        user_id: int,
        *,
        league: str | None = None,
        guild_id: int | None = None,
        is_moderator: bool = False,
        season_days: str | None = None,
        modes: str | None = None,
        armies: str | None = None,
        turn_limit: str | None = None,
        reminder_hours: str | None = None,
        rematch_limit: str | None = None,
        provisional: str | None = None,
        channel: str | None = None,
        language: str | None = None,
    ) -> Reply:
        """Show (no option) or change a league's settings."""
        try:
            self._moderator(is_moderator)
            lg = await self._league(guild_id, channel_id, league)
            s = dict(lg.settings)
            days = _number("season-days", season_days, 1, 366)
            if days is not None:
                s["season_days"] = int(days)
            if modes is not None:
                chosen = [m.strip().lower() for m in modes.replace(",", " ").split() if m.strip()]
                bad = [m for m in chosen if m not in MODES]
                if bad or not chosen:
                    raise Mistake(vt("lg-err-choice", option="modes", value=modes, values=", ".join(MODES)))
                s["modes"] = chosen
            if armies is not None:
                if armies.strip().lower() in ("all", "any", ""):
                    s["armies"] = []
                else:
                    keys = [army_key(a) for a in armies.replace(",", " ").split()]
                    if any(k is None for k in keys):
                        raise Mistake(vt("lg-err-choice", option="armies", value=armies, values=", ".join(ARMIES)))
                    s["armies"] = sorted(set(cast(list[str], keys)), key=list(ARMIES).index)
            limit = _number("time-limit", turn_limit, 0, 720)
            if limit is not None:
                minimum = await self.turn_clock.min_turn_limit_s(guild_id)
                if limit and limit * 3600 < minimum:
                    raise Mistake(vt("err-time-limit-minimum", minimum=hours(minimum)))
                s["turn_limit_hours"] = limit or None
            remind = _number("reminder-hours", reminder_hours, 0, 720)
            if remind is not None:
                s["reminder_hours"] = remind
            rematch = _number("rematch-limit", rematch_limit, 1, 1000)
            if rematch is not None:
                s["rematch_limit"] = int(rematch)
            prov = _number("provisional", provisional, 0, 100)
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
        return tr(
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
        )

    async def league_role(
        self,
        channel_id: int,
        user_id: int,
        role: str | None,
        rating: str | None,
        *,
        league: str | None = None,
        guild_id: int | None = None,
        is_moderator: bool = False,
    ) -> Reply:
        """Set the rank role given from ``rating`` up (``rating:off`` removes the tier)."""
        try:
            self._moderator(is_moderator)
            lg = await self._league(guild_id, channel_id, league)
            text = (role or "").strip()
            if text.startswith("<@&") and text.endswith(">"):
                text = text[3:-1]
            if not text.isdigit():
                raise Mistake(vt("lg-err-role"))
            role_id = int(text)
            off = (rating or "").strip().lower() in ("off", "none", "remove")
            value = None if off else _number("rating", rating or "", -100, 100)
            if value is None and not off:
                raise Mistake(vt("lg-err-number", option="rating", value=rating or ""))
        except Mistake as m:
            return oops(str(m))
        tiers = [r for r in lg.setting("roles", []) if r["role"] != role_id]
        if value is not None:
            tiers.append({"role": role_id, "min": value})
        tiers.sort(key=lambda r: -float(r["min"]))
        lg = replace(lg, settings={**lg.settings, "roles": tiers}, roles_notice=False)
        await self.store.update_league(lg)
        tr = i18n.translator(viewer_lang())
        key = "lg-role-removed" if value is None else "lg-role-set"
        return Reply(text=tr(key, role=f"<@&{role_id}>", rating=value if value is not None else 0, league=lg.name))

    async def league_season(
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
            self._moderator(is_moderator)
            lg = await self._league(guild_id, channel_id, league)
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
            begins = _date(start, now)
            ends = _date(end, begins + timedelta(days=int(lg.setting("season_days", 30))))
            if ends <= begins:
                raise Mistake(vt("lg-err-season-order"))
        except Mistake as m:
            return oops(str(m))
        season = await self.store.add_season(lg.id, begins, ends)
        tr = i18n.translator(lg.setting("lang"))
        return Reply(text=tr("lg-season-started", league=lg.name, n=season.number, start=_day(begins), end=_day(ends)))

    async def _end_season(self, lg: League, season: Season) -> Reply:
        await self._settle_pending(lg)
        table = await self._standings(lg, season)
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
        if not await self.store.archive_season(season.id, final, self.clock()):
            return oops(vt("lg-err-no-season", league=lg.name))
        for q in await self.store.queued(lg.id):
            await self.store.dequeue(lg.id, q.user_id)
        tr = i18n.translator(lg.setting("lang"))
        podium = [s for s in table if s.rating.games > 0][:3]
        lines = [
            tr("lg-podium-line", medal=MEDALS[i], user=mention(s.user_id), rating=f"{s.rating.ordinal:.1f}")
            for i, s in enumerate(podium)
        ]
        text = tr("lg-season-ended", league=lg.name, n=season.number) + "\n" + ("\n".join(lines) or tr("lg-no-games"))
        img = await self._standings_image(lg, season, table, tr.lang)
        return Reply(text=text, images=[img], mentions=[s.user_id for s in podium])

    async def league_due_season_ends(self, guild_ids: Sequence[int] | None = None) -> list[ChannelPost]:
        """Seasons past their end date, archived now with their podium posts (to the league's
        channel, else where it was created). For the adapters' periodic loop."""
        posts = []
        now = self.clock()
        for lg in await self._all_leagues(guild_ids):
            for season in await self.store.seasons(lg.id):
                if season.archived_at is None and season.ends_at <= now:
                    reply = await self._end_season(lg, season)
                    where = lg.channel_id or lg.notice_channel_id
                    if where is not None and not reply.ephemeral:
                        posts.append(ChannelPost(where, reply))
        return posts

    async def _all_leagues(self, guild_ids: Sequence[int] | None) -> list[League]:
        if guild_ids is None:
            guild_ids = [CONSOLE_GUILD]
        out: list[League] = []
        for g in guild_ids:
            out.extend(await self.store.leagues(g))
        return out

    async def league_correct(
        self,
        channel_id: int,
        user_id: int,
        player: str | None,
        *,
        mu: str | None = None,
        sigma: str | None = None,
        reason: str | None = None,
        league: str | None = None,
        guild_id: int | None = None,
        is_moderator: bool = False,
    ) -> Reply:
        """A moderator's correction of a player's rating (mu and/or sigma), logged with the reason."""
        try:
            self._moderator(is_moderator)
            lg = await self._league(guild_id, channel_id, league)
            target = user_id_of(player or "")
            new_mu = _number("mu", mu, -100, 150)
            new_sigma = _number("sigma", sigma, 0.1, 30)
            if new_mu is None and new_sigma is None:
                raise Mistake(vt("lg-err-correct-what"))
            why = " ".join((reason or "").split())
            if not why:
                raise Mistake(vt("lg-err-reason"))
            season = await self._season(lg)
            assert season is not None
            m = await self.store.get_member(lg.id, target)
            if m is None:
                raise Mistake(vt("lg-err-player-not-member", user=mention(target), league=lg.name))
        except Mistake as e:
            return oops(str(e))
        for _ in range(SETTLE_TRIES):
            fresh = await self.store.get_season(season.id)
            assert fresh is not None
            rows = {r.user_id: r for r in await self.store.ratings(season.id)}
            old = rows.get(target) or RatingRow(season.id, target, *_initial())
            new = replace(old, mu=new_mu if new_mu is not None else old.mu, sigma=new_sigma or old.sigma)
            c = Correction(
                0, lg.id, season.id, target, user_id, old.mu, old.sigma, new.mu, new.sigma, why, self.clock()
            )
            if await self.store.correct(season.id, fresh.version, new, c) == OK:
                log.info("league rating corrected", extra={"ctx": {"league": lg.id, "user": target, "by": user_id}})
                tr = i18n.translator(lg.setting("lang"))
                return Reply(
                    text=tr(
                        "lg-corrected",
                        user=mention(target),
                        moderator=mention(user_id),
                        before=f"{old.ordinal:.1f}",
                        after=f"{new.ordinal:.1f}",
                        reason=why,
                    )
                )
        return oops(vt("stale"))  # pragma: no cover - only under a storm of concurrent results

    async def league_names(self, guild_id: int | None, prefix: str = "") -> list[tuple[str, str]]:
        """League names of the server for autocomplete: (name, name), at most 25."""
        needle = (prefix or "").strip().lower()
        found = await self.store.leagues(_guild(guild_id))
        return [(x.name, x.name) for x in found if needle in x.name.lower()][:25]

    # ================================================================== members
    async def league_list(self, channel_id: int, user_id: int, *, guild_id: int | None = None) -> Reply:
        found = await self.store.leagues(_guild(guild_id))
        if not found:
            return oops(vt("lg-err-no-league"))
        lines = []
        for lg in found:
            season = await self._season(lg, required=False)
            members = len(await self.store.members(lg.id))
            lines.append(
                vt(
                    "lg-list-line",
                    league=lg.name,
                    members=members,
                    season=season.number if season else 0,
                    end=_day(season.ends_at) if season else "-",
                    channel=f"<#{lg.channel_id}>" if lg.channel_id else "-",
                )
            )
        return Reply(text="\n".join(lines), ephemeral=True)

    async def league_join(
        self,
        channel_id: int,
        user_id: int,
        *,
        league: str | None = None,
        guild_id: int | None = None,
        name: str | None = None,
    ) -> Reply:
        try:
            lg = await self._league(guild_id, channel_id, league)
        except Mistake as m:
            return oops(str(m))
        if not await self.store.join_league(lg.id, user_id, self.clock(), name):
            return oops(vt("lg-err-already-member", league=lg.name))
        tr = i18n.translator(lg.setting("lang"))
        return Reply(text=tr("lg-joined", user=mention(user_id), league=lg.name))

    async def league_leave(
        self,
        channel_id: int,
        user_id: int,
        *,
        league: str | None = None,
        guild_id: int | None = None,
        confirmed: bool = False,
        version: int | None = None,
    ) -> Reply:
        """Leave the league; a league game in progress is resigned (an unstarted one
        withdrawn), once confirmed (the Confirm button carries the first such game's
        version: a game that moved on since asks again)."""
        try:
            lg = await self._league(guild_id, channel_id, league)
            await self._member(lg, user_id)
        except Mistake as m:
            return oops(str(m))
        live = []
        for g in await self.store.league_games(lg.id, status=PENDING):
            game = await self.games.get(g.game_id) if user_id in g.players else None
            if game is not None and game.is_live:
                live.append(game)
        playing = [g for g in live if g.status == ACTIVE]
        if playing and (not confirmed or (version is not None and version != playing[0].version)):
            line = commands.format_command("league-leave", league=league, confirm="yes")
            return confirm(playing[0], vt("confirm-league-leave", league=lg.name, n=len(playing)), line)
        resigned = 0
        for game in live:
            if game.status == ACTIVE:
                await self.endings.resign(game.channel_id, user_id, confirmed=True)
                resigned += 1
            elif game.status in (OPEN, INVITED):
                await self.setup.decline(game.channel_id, user_id)
            await self.league_game_over(game.id)
        await self.store.leave_league(lg.id, user_id, self.clock())
        tr = i18n.translator(lg.setting("lang"))
        return Reply(text=tr("lg-left", user=mention(user_id), league=lg.name, resigned=resigned))

    # ================================================================== playing
    async def league_challenge(
        self,
        channel_id: int,
        user_id: int,
        opponent: str | int | None,
        *,
        army: str | None = None,
        opponent_army: str | None = None,
        league: str | None = None,
        guild_id: int | None = None,
        more_opponents: Sequence[str | int | None] = (),
        mode: str | None = None,
    ) -> Reply:
        """A rated game in this channel against one member, or with ``more_opponents``
        (seats 3 to 6) a rated game of three to six players in ``mode`` (ffa, points, 1v2,
        2v2); the invited players accept with ``/hex accept``."""
        try:
            lg = await self._league(guild_id, channel_id, league)
            await self._member(lg, user_id)
            named = [opponent, *(m for m in more_opponents if m not in (None, ""))]
            opps = [m if isinstance(m, int) else user_id_of(m or "") for m in named]
            if user_id in opps:
                raise Mistake(vt("lg-err-self-challenge"))
            if len(set(opps)) < len(opps):
                raise Mistake(vt("lg-err-challenge-twice"))
            for opp in opps:
                if opp == self.computer.user_id:
                    raise Mistake(vt("lg-err-opponent-bot"))
                m = await self.store.get_member(lg.id, opp)
                if m is None or m.left_at is not None:
                    raise Mistake(vt("lg-err-player-not-member", user=mention(opp), league=lg.name))
            season = await self._season(lg)
            assert season is not None
            game_mode = (mode or MODE_FFA).strip().lower()
            if game_mode not in GAME_MODES:
                raise Mistake(vt("err-mode", value=mode or "", modes=", ".join(GAME_MODES)))
            seats = len(opps) + 1
            if {MODE_1V2: 3, MODE_2V2: 4}.get(game_mode, seats) != seats:  # league games have no open seats
                raise Mistake(vt("rules-mode-players", mode=vt(f"mode-{game_mode}"), count=seats))
            rated_as = "1v1" if len(opps) == 1 else "teams" if game_mode in (MODE_1V2, MODE_2V2) else "ffa"
            if rated_as not in lg.setting("modes", []):
                raise Mistake(vt("lg-err-mode-not-rated", mode=rated_as))
            if await self.games.live(channel_id) is not None:
                raise Mistake(vt("lg-err-channel-busy"))
            fixture = None
            if len(opps) == 1:
                fixture = await self.store.open_fixture(season.id, user_id, opps[0])
                limit = int(lg.setting("rematch_limit", 3))
                if fixture is None and await self.store.games_between(season.id, user_id, opps[0]) >= limit:
                    raise Mistake(vt("lg-err-rematch-limit", user=mention(opps[0]), n=limit))
                armies = list(self._league_armies(lg, army, opponent_army))
            else:
                armies = self._league_seat_armies(lg, [army, opponent_army] + [None] * (len(opps) - 1), game_mode)
        except Mistake as e:
            return oops(str(e))
        return await self._start_league_game(
            lg,
            season,
            channel_id,
            user_id,
            opps,
            armies,
            guild_id,
            mode=None if len(opps) == 1 else game_mode,
            fixture=fixture,
        )

    def _allowed_armies(self, lg: League) -> list[str]:
        return list(lg.setting("armies", [])) or list(ARMIES)

    def _chosen_army(self, lg: League, name: str | None) -> str | None:
        """``name`` as an army key of the league (None: random), or a Mistake."""
        if name in (None, "", "random"):
            return None
        key = army_key(name or "")
        allowed = self._allowed_armies(lg)
        if key is None or key not in allowed:
            raise Mistake(vt("lg-err-army-not-allowed", army=name or "", armies=", ".join(allowed)))
        return key

    def _league_armies(self, lg: League, army: str | None, opponent_army: str | None) -> tuple[str, str]:
        allowed = self._allowed_armies(lg)
        chosen = [self._chosen_army(lg, a) for a in (army, opponent_army)]
        mine = chosen[0] or self.rng.choice([x for x in allowed if x != chosen[1]] or allowed)
        theirs = chosen[1] or self.rng.choice([x for x in allowed if x != mine] or allowed)
        return mine, theirs

    def _league_seat_armies(self, lg: League, wanted: Sequence[str | None], mode: str) -> list[str]:
        """An army of the league for each seat of a 3-6 player game: the named ones, the rest
        drawn at random, different armies while the league allows enough of them; never an
        army of the small board only on the 37-hex board (five or six players), never Dancer
        on the team side of one against a team."""
        chosen = [self._chosen_army(lg, a) for a in wanted]
        picked: list[str] = []
        for seat, key in enumerate(chosen, start=1):
            if key is None:
                fits = [
                    a
                    for a in self._allowed_armies(lg)
                    if not (len(chosen) >= 5 and a in SMALL_BOARD_ONLY)
                    and not (mode == MODE_1V2 and seat > 1 and has_objects(a))
                ]
                fresh = [a for a in fits if a not in picked and a not in chosen]
                if not fits:
                    raise Mistake(vt("lg-err-no-army-for-seat", n=seat))
                key = self.rng.choice(fresh or fits)
            picked.append(key)
        return picked

    async def _start_league_game(
        self,
        lg: League,
        season: Season,
        channel_id: int,
        user_id: int,
        opps: Sequence[int],
        armies: Sequence[str],
        guild_id: int | None,
        *,
        mode: str | None = None,
        fixture: Fixture | None = None,
    ) -> Reply:
        several = len(opps) > 1
        reply = await self.setup.new_game(
            channel_id,
            user_id,
            opponent_id=opps[0],
            army=armies[0],
            opponent_army=armies[1],
            lang=lg.setting("lang"),
            turn_limit_hours=lg.setting("turn_limit_hours"),
            guild_id=guild_id,
            more_opponents=list(opps[1:]),
            mode=mode if several else None,
            armies=list(armies) if several else None,
        )
        if reply.ephemeral or reply.game_id is None:
            return reply
        game = await self.games.get(reply.game_id)
        assert game is not None
        linked = await self.store.add_league_game(
            game.id,
            lg.id,
            season.id,
            True,
            [p for p in game.players if p is not None],
            self.clock(),
            fixture_id=fixture.id if fixture is not None else None,
        )
        remind = lg.settings.get("reminder_hours")
        version = reply.version
        if remind is not None:
            fresh = game.evolve(version=game.version + 1, reminder_s=round(float(remind) * 3600))
            if await self.games.save(fresh, game.version):
                version = fresh.version
        tr = i18n.translator(lg.setting("lang"))
        head = tr(
            "lg-challenge",
            user=mention(user_id),
            opponent=", ".join(mention(o) for o in opps),
            league=lg.name,
            n=season.number,
        )
        if linked and fixture is not None:
            head += " " + tr("lg-fixture-game", round=fixture.round)
        return replace(reply, text=head + "\n" + reply.text, version=version)

    async def league_queue(
        self, channel_id: int, user_id: int, *, league: str | None = None, guild_id: int | None = None
    ) -> Reply:
        """Wait for an opponent of similar rating (again: leave the queue). When one waits,
        a rated game starts at once in this channel."""
        try:
            lg = await self._league(guild_id, channel_id, league)
            await self._member(lg, user_id)
            season = await self._season(lg)
            assert season is not None
            if "1v1" not in lg.setting("modes", []):
                raise Mistake(vt("lg-err-mode-not-rated", mode="1v1"))
        except Mistake as e:
            return oops(str(e))
        store = self.store
        if await store.dequeue(lg.id, user_id):
            return Reply(text=vt("lg-unqueued", league=lg.name), ephemeral=True)
        ratings = {r.user_id: r.ordinal for r in await store.ratings(season.id)}
        mine = ratings.get(user_id, initial().ordinal)
        limit = int(lg.setting("rematch_limit", 3))
        waiting = [q for q in await store.queued(lg.id) if q.user_id != user_id]
        waiting.sort(key=lambda q: (abs(ratings.get(q.user_id, initial().ordinal) - mine), q.at))
        if await self.games.live(channel_id) is None:
            for q in waiting:
                if await store.games_between(season.id, user_id, q.user_id) >= limit:
                    continue
                if not await store.dequeue(lg.id, q.user_id):
                    continue  # somebody else paired them a moment ago
                mine_army, theirs = self._league_armies(lg, None, None)
                reply = await self._start_league_game(
                    lg, season, channel_id, q.user_id, [user_id], [mine_army, theirs], None
                )
                if reply.ephemeral:
                    await store.enqueue(lg.id, q.user_id, q.channel_id, q.at)
                    return reply
                tr = i18n.translator(lg.setting("lang"))
                paired = tr("lg-paired", a=mention(q.user_id), b=mention(user_id), league=lg.name)
                return replace(reply, text=paired + "\n" + reply.text, mentions=sorted({*reply.mentions, q.user_id}))
        await store.enqueue(lg.id, user_id, channel_id, self.clock())
        return Reply(text=vt("lg-queued", league=lg.name, n=len(waiting)), ephemeral=True)

    # ================================================================== round-robin
    async def league_schedule(
        self,
        channel_id: int,
        user_id: int,
        action: str | None = None,
        days: str | int | None = None,
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
            lg = await self._league(guild_id, channel_id, league)
            season = await self._season(lg)
            assert season is not None
            act = (action or "show").strip().lower()
            if act not in SCHEDULE_ACTIONS:
                raise Mistake(
                    vt("lg-err-choice", option="action", value=action or "", values=", ".join(SCHEDULE_ACTIONS))
                )
            if act != "show":
                self._moderator(is_moderator)
            if act == "make":
                return await self._make_schedule(lg, season, days)
            if act == "clear":
                n = await self.store.clear_fixtures(season.id)
                tr = i18n.translator(lg.setting("lang"))
                return Reply(text=tr("lg-schedule-cleared", league=lg.name, n=n))
        except Mistake as e:
            return oops(str(e))
        return await self._show_schedule(lg, season, user_id)

    async def _make_schedule(self, lg: League, season: Season, days: str | int | None) -> Reply:
        members = sorted(await self.store.members(lg.id), key=lambda m: (m.joined_at, m.user_id))
        rounds = round_robin([m.user_id for m in members])
        if not rounds:
            raise Mistake(vt("lg-err-schedule-members"))
        now = self.clock()
        if days in (None, ""):
            per = (season.ends_at - now).days // len(rounds)
        else:
            wanted = _number("days", str(days), 1, 60) or 0
            if wanted != int(wanted):
                raise Mistake(vt("lg-err-number", option="days", value=str(days)))
            per = int(wanted)
        if per < 1 or now + timedelta(days=per * len(rounds)) > season.ends_at:
            raise Mistake(vt("lg-err-schedule-fit", rounds=len(rounds), end=_day(season.ends_at)))
        due = deadlines(now, len(rounds), per)
        pairs = [(k, a, b, due[k - 1]) for k, pairing in enumerate(rounds, start=1) for a, b in pairing]
        if not await self.store.add_fixtures(season.id, pairs):
            raise Mistake(vt("lg-err-schedule-exists", league=lg.name))
        tr = i18n.translator(lg.setting("lang"))
        made = tr("lg-schedule-made", league=lg.name, n=season.number, rounds=len(rounds), games=len(pairs), days=per)
        fixtures = await self.store.fixtures(season.id)
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
        return out

    def _round_text(self, fixtures: Sequence[Fixture], k: int, winners: dict[int, int | None], tr: i18n.Tr) -> str:
        pairs = [f for f in fixtures if f.round == k]
        lines = [tr("lg-schedule-round", k=k, due=_day(pairs[0].due_at))]
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
            state = tr("lg-fixture-open", due=_day(f.due_at))
        where = tr("lg-fixture-round", k=f.round) + " " if with_round else ""
        return f"• {where}{mention(f.player_a)} – {mention(f.player_b)}: {state}"

    async def league_due_fixtures(self, guild_ids: Sequence[int] | None = None) -> list[ChannelPost]:
        """Round-robin fixtures a day from their deadline (a reminder pinging both players)
        and past it unplayed (missed: no result), each posted once to the league's channel
        (else where it was created). For the adapters' periodic loop and the console."""
        posts: list[ChannelPost] = []
        now = self.clock()
        for lg in await self._all_leagues(guild_ids):
            where = lg.channel_id or lg.notice_channel_id
            season = await self._season(lg, required=False)
            if season is None or where is None:
                continue
            tr = i18n.translator(lg.setting("lang"))
            for f in await self.store.fixtures(season.id):
                if f.status != FIXTURE_OPEN:
                    continue
                pair = [f.player_a, f.player_b]
                if f.due_at <= now:
                    if await self.store.claim_fixture(f.id, remind=False):
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
                        due=_day(f.due_at),
                    )
                    posts.append(ChannelPost(where, Reply(text=text, mentions=pair)))
        return posts

    # ================================================================== showing
    async def _standings(self, lg: League, season: Season) -> list[Standing]:
        """Current members, best conservative rating first (no games yet: the initial rating)."""
        store = self.store
        members = {m.user_id: m for m in await store.members(lg.id)}
        rows = [r for r in await store.ratings(season.id) if r.user_id in members]
        rated = {r.user_id for r in rows}
        start = _initial()
        rows += [RatingRow(season.id, u, *start) for u in members if u not in rated]
        rows.sort(key=lambda r: (-r.ordinal, -r.games, r.user_id))
        provisional = int(lg.setting("provisional", 5))
        return [
            Standing(i, r.user_id, r, r.games < provisional, members[r.user_id].name or f"#{str(r.user_id)[-4:]}")
            for i, r in enumerate(rows, start=1)
        ]

    async def _standings_image(self, lg: League, season: Season, table: Sequence[Standing], lang: str) -> Image:
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
        sub = tr("lg-standings-dates", start=_day(season.starts_at), end=_day(season.ends_at))
        png = await asyncio.to_thread(lambda: to_png(render_standings(title, lines, lang, subtitle=sub)))
        top = ", ".join(f"{s.place}. {s.name} {s.rating.ordinal:.1f}" for s in table[:5])
        return Image(f"league-{lg.id}-season-{season.number}.png", png, tr("lg-alt-standings", title=title, top=top))

    async def league_standings(
        self,
        channel_id: int,
        user_id: int,
        *,
        league: str | None = None,
        season: str | None = None,
        guild_id: int | None = None,
    ) -> Reply:
        """The standings as text (in order) and as an image."""
        try:
            lg = await self._league(guild_id, channel_id, league)
            chosen = await self._season_to_show(lg, season)
        except Mistake as e:
            return oops(str(e))
        await self._settle_pending(lg)
        lang = viewer_lang()
        tr = i18n.translator(lang)
        table = await self._standings(lg, chosen)
        lines = [tr("lg-standings-title", league=lg.name, n=chosen.number)]
        for s in table[:TEXT_ROWS]:
            r = s.rating
            lines.append(
                tr(
                    "lg-standings-line",
                    place=s.place,
                    user=mention(s.user_id),
                    rating=f"{r.ordinal:.1f}",
                    mark=tr("lg-provisional") if s.provisional else "",
                    games=r.games,
                    wins=r.wins,
                    losses=r.losses,
                    draws=r.draws,
                )
            )
        if not table:
            lines.append(tr("lg-no-members"))
        elif len(table) > TEXT_ROWS:
            lines.append(tr("lg-standings-more", n=len(table) - TEXT_ROWS))
        img = await self._standings_image(lg, chosen, table, lang)
        return Reply(text="\n".join(lines), images=[img])

    async def league_profile(
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
            lg = await self._league(guild_id, channel_id, league)
            target = (
                user_id if player in (None, "") else (player if isinstance(player, int) else user_id_of(str(player)))
            )
            season = await self._season_to_show(lg, None)
        except Mistake as e:
            return oops(str(e))
        await self._settle_pending(lg)
        store = self.store
        lang = viewer_lang()
        tr = i18n.translator(lang)
        table = await self._standings(lg, season)
        me = next((s for s in table if s.user_id == target), None)
        mine = await store.results(season.id, target)
        if me is None and not mine:
            return oops(vt("lg-err-player-not-member", user=mention(target), league=lg.name))
        r = me.rating if me else RatingRow(season.id, target, *_initial())
        lines = [
            tr("lg-profile-title", user=mention(target), league=lg.name, n=season.number),
            tr(
                "lg-profile-rating",
                rating=f"{r.ordinal:.1f}",
                mu=f"{r.mu:.2f}",
                sigma=f"{r.sigma:.2f}",
                place=me.place if me else 0,
                total=len(table),
                games=r.games,
                wins=r.wins,
                losses=r.losses,
                draws=r.draws,
                mark=tr("lg-provisional") if me and me.provisional else "",
            ),
        ]
        by_army: dict[str, list[int]] = {}
        for x in mine:
            tally = by_army.setdefault(x.army, [0, 0, 0])
            tally[(WIN, LOSS, DRAW).index(x.outcome)] += 1
        if by_army:
            lines.append(tr("lg-profile-armies"))
            for a, (w, lo, d) in sorted(by_army.items()):
                lines.append(tr("lg-profile-army", army=army_name(a, lang), wins=w, losses=lo, draws=d))
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
            tr("lg-alt-plot", title=title, first=f"{history[0]:.1f}", last=f"{history[-1]:.1f}", n=len(mine)),
        )
        return Reply(text="\n".join(lines), images=[img])

    async def league_games(
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
            lg = await self._league(guild_id, channel_id, league)
            target = None if player in (None, "") else (player if isinstance(player, int) else user_id_of(str(player)))
        except Mistake as e:
            return oops(str(e))
        await self._settle_pending(lg)
        tr = i18n.translator(viewer_lang())
        games = [g for g in await self.store.league_games(lg.id) if target is None or target in g.players]
        games = games[-limit:][::-1]
        lines = [tr("lg-games-title", league=lg.name)]
        for g in games:
            game = await self.games.get(g.game_id)
            if game is None:
                continue
            lines.append(self._game_line(g, game, tr))
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
        export = commands.format_command("export", game=str(game.id))
        return tr(
            "lg-game-line",
            id=game.id,
            date=_day(game.created_at),
            players=players,
            state=state,
            link=link,
            export=export,
        )

    async def league_export(
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
            lg = await self._league(guild_id, channel_id, league)
            kind = (what or "standings").lower()
            form = (fmt or "csv").lower()
            if kind not in ("standings", "games"):
                raise Mistake(vt("lg-err-choice", option="what", value=what or "", values="standings, games"))
            if form not in ("csv", "json"):
                raise Mistake(vt("lg-err-choice", option="format", value=fmt or "", values="csv, json"))
            season = await self._season_to_show(lg, None)
        except Mistake as e:
            return oops(str(e))
        await self._settle_pending(lg)
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
                for s in await self._standings(lg, season)
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

    # ================================================================== rank roles
    async def league_role_updates(self, guild_ids: Sequence[int] | None = None) -> list[RoleUpdate]:
        """Members whose rank role should change (after rated games, corrections, new tiers)."""
        out: list[RoleUpdate] = []
        for lg in await self._all_leagues(guild_ids):
            tiers = lg.setting("roles", [])
            if not tiers or lg.roles_notice:
                continue
            season = await self._season(lg, required=False)
            if season is None:
                continue
            await self._settle_pending(lg)
            all_roles = tuple(int(t["role"]) for t in tiers)
            for s in await self._standings(lg, season):
                want = None
                if not s.provisional:
                    want = next((int(t["role"]) for t in tiers if s.rating.ordinal >= float(t["min"])), None)
                member = await self.store.get_member(lg.id, s.user_id)
                had = member.role_tier if member else None
                if (str(want) if want is not None else None) != had:
                    out.append(
                        RoleUpdate(lg.id, lg.guild_id, s.user_id, want, tuple(r for r in all_roles if r != want))
                    )
        return out

    async def league_role_applied(self, update: RoleUpdate) -> None:
        await self.store.set_role_tier(
            update.league_id, update.user_id, str(update.add) if update.add is not None else None
        )

    async def league_roles_forbidden(self, league_id: int) -> ChannelPost | None:
        """The bot may not manage the rank roles: a notice for the moderators, once (until a
        moderator sets a role again); rank roles pause, everything else keeps working."""
        lg = await self.store.get_league(league_id)
        if lg is None or lg.roles_notice:
            return None
        await self.store.update_league(replace(lg, roles_notice=True))
        where = lg.channel_id or lg.notice_channel_id
        if where is None:
            return None
        tr = i18n.translator(lg.setting("lang"))
        return ChannelPost(where, Reply(text=tr("lg-roles-forbidden", league=lg.name)))


def _initial() -> tuple[float, float]:
    r = initial()
    return r.mu, r.sigma
