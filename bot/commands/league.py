"""``/league``: community leagues, for every member; ``/leaguemod``: their moderators
(Manage Server), a group Discord shows only to them (see docs/leagues.md).

Keyed ``league-<word>`` and ``leaguemod-<word>``: several words repeat other groups'
(``/league games``, ``/league export``). A console line says which league with
``league:`` (else the channel's league, else the server's only one).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.command_names import LEAGUE, LEAGUE_MOD
from bot.commands import choices as ch
from bot.commands.model import Args, Call, CommandSpec, Kind, Option, uses
from bot.commands.play import CONFIRM
from bot.league.directory import number_text, whole_text
from bot.league.reports import EVENT_KINDS, HISTORY_KINDS
from bot.replies import Reply

if TYPE_CHECKING:
    from bot.league.clock import LeagueClock
    from bot.league.drafts import ArmyDrafts
    from bot.league.events import SwissEvents
    from bot.league.fixtures import RoundRobin
    from bot.league.matchmaking import Matchmaking
    from bot.league.membership import Membership
    from bot.league.reports import EventReports
    from bot.league.roles import RankRoles
    from bot.league.rulings import Rulings
    from bot.league.seasons import Seasons
    from bot.league.settlement import Settlement
    from bot.league.standings import Standings
    from bot.usecases.web import WebModeration

MODERATORS = ("manage_guild", "administrator")
NAMED = Option("league", autocomplete="leagues")  # which league (autocompleted from the server's)


# ---------------------------------------------------------------------------------- moderators
@uses(lambda app: app.leagues.seasons)
async def _create(seasons: Seasons, call: Call, args: Args) -> Reply:
    return await seasons.create(
        call.channel_id, call.user_id, args.text("name") or "", guild_id=call.guild_id, is_moderator=call.is_moderator
    )


@uses(lambda app: app.leagues.seasons)
async def _config(seasons: Seasons, call: Call, args: Args) -> Reply:
    return await seasons.configure(
        call.channel_id,
        call.user_id,
        league=args.text("league"),
        guild_id=call.guild_id,
        is_moderator=call.is_moderator,
        season_days=args.number("season-days", number_text("season-days")),
        modes=args.text("modes"),
        armies=args.text("armies"),
        turn_limit=args.number("time-limit", number_text("time-limit")),
        reminder_hours=args.number("reminder-hours", number_text("reminder-hours")),
        rematch_limit=args.number("rematch-limit", number_text("rematch-limit")),
        provisional=args.number("provisional", number_text("provisional")),
        channel=args.text("channel"),
        language=args.text("language"),
        army_protocol=args.text("army-protocol"),
        banned_armies=args.text("banned-armies"),
        draft_hours=args.number("draft-hours", number_text("draft-hours")),
        clock_hours=args.number("clock-hours", number_text("clock-hours")),
        bank_hours=args.number("bank-hours", number_text("bank-hours")),
        timeout_rule=args.text("timeout"),
        vacation_days=args.number("vacation-days", number_text("vacation-days")),
        match_days=args.number("match-days", number_text("match-days")),
        divisions=args.text("divisions"),
    )


@uses(lambda app: app.leagues.roles)
async def _role(roles: RankRoles, call: Call, args: Args) -> Reply:
    return await roles.set_role(
        call.channel_id,
        call.user_id,
        args.text("role"),
        args.text("rating"),
        league=args.text("league"),
        guild_id=call.guild_id,
        is_moderator=call.is_moderator,
    )


@uses(lambda app: app.leagues.seasons)
async def _season(seasons: Seasons, call: Call, args: Args) -> Reply:
    return await seasons.season(
        call.channel_id,
        call.user_id,
        args.text("action"),
        start=args.text("start"),
        end=args.text("end"),
        league=args.text("league"),
        guild_id=call.guild_id,
        is_moderator=call.is_moderator,
    )


@uses(lambda app: app.leagues.settlement)
async def _correct(settlement: Settlement, call: Call, args: Args) -> Reply:
    return await settlement.correct(
        call.channel_id,
        call.user_id,
        args.text("player"),
        mu=args.number("mu", number_text("mu")),
        sigma=args.number("sigma", number_text("sigma")),
        reason=args.text("reason"),
        league=args.text("league"),
        guild_id=call.guild_id,
        is_moderator=call.is_moderator,
    )


@uses(lambda app: app.leagues.rulings)
async def _ruling(rulings: Rulings, call: Call, args: Args) -> Reply:
    return await rulings.rule(
        call.channel_id,
        call.user_id,
        game=args.whole("game", whole_text("game")),
        player=args.text("player"),
        opponent=args.text("opponent"),
        winner=args.text("winner"),
        reason=args.text("reason"),
        league=args.text("league"),
        guild_id=call.guild_id,
        is_moderator=call.is_moderator,
    )


@uses(lambda app: app.leagues.schedule)
async def _make_schedule(schedule: RoundRobin, call: Call, args: Args) -> Reply:
    args.need("action")  # /leaguemod schedule makes or clears it: action: is required, as on Discord
    return await _run_schedule(schedule, call, args)


@uses(lambda app: app.web)
async def _web(web: WebModeration, call: Call, args: Args) -> Reply:
    return await web.league_pages(
        call.channel_id,
        call.user_id,
        public=args.text("public"),
        league=args.text("league"),
        guild_id=call.guild_id,
        is_moderator=call.is_moderator,
    )


@uses(lambda app: app.leagues.events)
async def _event_mod(events: SwissEvents, call: Call, args: Args) -> Reply:
    return await events.moderate(
        call.channel_id,
        call.user_id,
        args.text("action"),
        name=args.text("name"),
        rounds=args.number("rounds", number_text("rounds")),
        playoff=args.text("playoff"),
        match=args.text("match"),
        league=args.text("league"),
        guild_id=call.guild_id,
        is_moderator=call.is_moderator,
    )


# ---------------------------------------------------------------------------------- members
@uses(lambda app: app.leagues.events)
async def _event(events: SwissEvents, call: Call, args: Args) -> Reply:
    return await events.member(
        call.channel_id,
        call.user_id,
        args.text("action"),
        name=args.text("name"),
        round_=args.whole("round", whole_text("round")),
        league=args.text("league"),
        guild_id=call.guild_id,
    )


@uses(lambda app: app.leagues.membership)
async def _list(membership: Membership, call: Call, args: Args) -> Reply:
    return await membership.list_leagues(call.channel_id, call.user_id, guild_id=call.guild_id)


@uses(lambda app: app.leagues.membership)
async def _join(membership: Membership, call: Call, args: Args) -> Reply:
    return await membership.join(
        call.channel_id, call.user_id, league=args.text("league"), guild_id=call.guild_id, name=call.user_name
    )


@uses(lambda app: app.leagues.membership)
async def _leave(membership: Membership, call: Call, args: Args) -> Reply:
    return await membership.leave(
        call.channel_id,
        call.user_id,
        league=args.text("league"),
        guild_id=call.guild_id,
        confirmed=args.flag("confirm"),
        version=call.version,
    )


@uses(lambda app: app.leagues.matchmaking)
async def _challenge(matchmaking: Matchmaking, call: Call, args: Args) -> Reply:
    return await matchmaking.challenge(
        call.channel_id,
        call.user_id,
        args.text("opponent"),
        league=args.text("league"),
        guild_id=call.guild_id,
        more_opponents=[args.text(f"opponent{k}") for k in range(2, 6)],
        mode=args.text("mode"),
    )


@uses(lambda app: app.leagues.drafts)
async def _draft(drafts: ArmyDrafts, call: Call, args: Args) -> Reply:
    return await drafts.act(
        call.channel_id,
        call.user_id,
        draft_id=args.whole("draft", whole_text("draft")),
        name=args.text("name"),
        ban=args.text("ban"),
        pick=args.text("pick"),
        guild_id=call.guild_id,
    )


@uses(lambda app: app.leagues.matchmaking)
async def _queue(matchmaking: Matchmaking, call: Call, args: Args) -> Reply:
    return await matchmaking.queue(call.channel_id, call.user_id, league=args.text("league"), guild_id=call.guild_id)


async def _run_schedule(schedule: RoundRobin, call: Call, args: Args) -> Reply:
    return await schedule.schedule(
        call.channel_id,
        call.user_id,
        args.text("action"),
        args.number("days", number_text("days")),
        league=args.text("league"),
        guild_id=call.guild_id,
        is_moderator=call.is_moderator,
    )


_schedule = uses(lambda app: app.leagues.schedule)(_run_schedule)


@uses(lambda app: (app.leagues.standings, app.web))
async def _standings(uc: tuple[Standings, WebModeration], call: Call, args: Args) -> Reply:
    standings, web = uc
    reply = await standings.standings(
        call.channel_id,
        call.user_id,
        league=args.text("league"),
        season=args.whole("season", whole_text("season")),
        guild_id=call.guild_id,
    )
    return await web.with_league_page(reply, call.guild_id, call.channel_id, args.text("league"))


@uses(lambda app: (app.leagues.standings, app.web))
async def _stats(uc: tuple[Standings, WebModeration], call: Call, args: Args) -> Reply:
    standings, web = uc
    reply = await standings.stats(
        call.channel_id,
        call.user_id,
        league=args.text("league"),
        season=args.whole("season", whole_text("season")),
        guild_id=call.guild_id,
    )
    return await web.with_league_page(reply, call.guild_id, call.channel_id, args.text("league"))


@uses(lambda app: app.leagues.clock)
async def _vacation(clock: LeagueClock, call: Call, args: Args) -> Reply:
    return await clock.vacation(
        call.channel_id,
        call.user_id,
        args.text("from"),
        args.text("to"),
        league=args.text("league"),
        guild_id=call.guild_id,
    )


@uses(lambda app: app.leagues.standings)
async def _profile(standings: Standings, call: Call, args: Args) -> Reply:
    return await standings.profile(
        call.channel_id, call.user_id, args.text("player"), league=args.text("league"), guild_id=call.guild_id
    )


@uses(lambda app: app.leagues.standings)
async def _games(standings: Standings, call: Call, args: Args) -> Reply:
    return await standings.games(
        call.channel_id, call.user_id, args.text("player"), league=args.text("league"), guild_id=call.guild_id
    )


@uses(lambda app: (app.leagues.standings, app.leagues.reports))
async def _export(parts: tuple[Standings, EventReports], call: Call, args: Args) -> Reply:
    standings, reports = parts
    what = args.text("what")
    if what in (*EVENT_KINDS, *HISTORY_KINDS):
        return await reports.export(
            call.channel_id,
            call.user_id,
            what,
            args.text("format"),
            event=args.text("event"),
            league=args.text("league"),
            guild_id=call.guild_id,
        )
    return await standings.export(
        call.channel_id,
        call.user_id,
        args.text("what"),
        args.text("format"),
        league=args.text("league"),
        guild_id=call.guild_id,
    )


MOD_COMMANDS = (
    CommandSpec(
        LEAGUE_MOD,
        "leaguemod-create",
        (Option("name", required=True, low=1, high=40),),
        _create,
        word="create",
        moderators=MODERATORS,
    ),
    CommandSpec(
        LEAGUE_MOD,
        "leaguemod-config",
        (
            NAMED,
            Option("season-days", Kind.INTEGER, low=1, high=366),
            Option("modes"),
            Option("armies"),
            Option("time-limit", Kind.INTEGER, low=0, high=720),
            Option("reminder-hours", Kind.INTEGER, low=0, high=720),
            Option("rematch-limit", Kind.INTEGER, low=1, high=1000),
            Option("provisional", Kind.INTEGER, low=0, high=100),
            Option("channel", Kind.CHOICE, choices=ch.LEAGUE_CHANNEL),
            Option("language", Kind.CHOICE, choices=ch.LANGUAGE),
            Option("army-protocol", Kind.CHOICE, choices=ch.ARMY_PROTOCOL),
            Option("banned-armies"),
            Option("draft-hours", Kind.INTEGER, low=1, high=168),
            Option("clock-hours", Kind.INTEGER, low=0, high=720),
            Option("bank-hours", Kind.INTEGER, low=0, high=2000),
            Option("timeout", Kind.CHOICE, choices=ch.TIMEOUT_RULE),
            Option("vacation-days", Kind.INTEGER, low=0, high=60),
            Option("match-days", Kind.INTEGER, low=0, high=60),
            Option("divisions"),
        ),
        _config,
        word="config",
        moderators=MODERATORS,
    ),
    CommandSpec(
        LEAGUE_MOD,
        "leaguemod-role",
        (Option("role", Kind.ROLE, required=True), Option("rating", required=True), NAMED),
        _role,
        word="role",
        moderators=MODERATORS,
    ),
    CommandSpec(
        LEAGUE_MOD,
        "leaguemod-season",
        (Option("action", Kind.CHOICE, required=True, choices=ch.SEASON_ACTION), Option("start"), Option("end"), NAMED),
        _season,
        word="season",
        moderators=MODERATORS,
    ),
    CommandSpec(
        LEAGUE_MOD,
        "leaguemod-correct",
        (
            Option("player", Kind.USER, required=True),
            Option("mu", Kind.NUMBER, low=-100.0, high=150.0),
            Option("sigma", Kind.NUMBER, low=0.1, high=30.0),
            Option("reason", required=True),
            NAMED,
        ),
        _correct,
        word="correct",
        moderators=MODERATORS,
    ),
    CommandSpec(
        LEAGUE_MOD,
        "leaguemod-schedule",
        (
            Option("action", Kind.CHOICE, required=True, choices=ch.SCHEDULE_ACTION),
            Option("days", Kind.INTEGER, low=1, high=60),
            NAMED,
        ),
        _make_schedule,
        word="schedule",
        moderators=MODERATORS,
    ),
    CommandSpec(
        LEAGUE_MOD,
        "leaguemod-event",
        (
            Option("action", Kind.CHOICE, required=True, choices=ch.EVENT_MOD_ACTION),
            Option("name", low=1, high=40),
            Option("rounds", Kind.INTEGER, low=1, high=15),
            Option("playoff", Kind.CHOICE, choices=ch.EVENT_PLAYOFF),
            Option("match", Kind.CHOICE, choices=ch.EVENT_MATCH),
            NAMED,
        ),
        _event_mod,
        word="event",
        moderators=MODERATORS,
    ),
    CommandSpec(
        LEAGUE_MOD,
        "leaguemod-ruling",
        (
            Option("reason", required=True, low=1, high=300),
            Option("game", Kind.INTEGER, low=1),
            Option("player", Kind.USER),
            Option("opponent", Kind.USER),
            Option("winner", Kind.USER),
            NAMED,
        ),
        _ruling,
        word="ruling",
        moderators=MODERATORS,
    ),
    CommandSpec(
        LEAGUE_MOD,
        "leaguemod-web",
        (Option("public", Kind.CHOICE, choices=ch.SWITCH), NAMED),
        _web,
        word="web",
        private=True,
        moderators=MODERATORS,
    ),
)
PLAYER = Option("player", Kind.USER)
OPPONENTS = tuple(Option(f"opponent{k}", Kind.USER, player=True) for k in range(2, 6))
COMMANDS = (
    CommandSpec(LEAGUE, "league-list", (), _list, word="list", private=True),
    CommandSpec(LEAGUE, "league-join", (NAMED,), _join, word="join"),
    CommandSpec(LEAGUE, "league-leave", (NAMED, CONFIRM), _leave, word="leave"),
    CommandSpec(
        LEAGUE,
        "league-challenge",
        (
            Option("opponent", Kind.USER, required=True, player=True),
            NAMED,
            Option("mode", Kind.CHOICE, choices=ch.MODE, closed=ch.MODE.values),
            *OPPONENTS,
        ),
        _challenge,
        word="challenge",
    ),
    CommandSpec(LEAGUE, "league-queue", (NAMED,), _queue, word="queue"),
    # the army draft's private steps: the buttons of a draft's panels (and console lines)
    CommandSpec(
        LEAGUE,
        "league-draft",
        (Option("draft"), Option("name"), Option("ban"), Option("pick")),
        _draft,
        word="draft",
        private=True,
        slash=False,
    ),
    # action/days: what the console read before /leaguemod schedule (the use case checks moderators)
    CommandSpec(
        LEAGUE,
        "league-schedule",
        (NAMED, Option("action", slash=False), Option("days", slash=False)),
        _schedule,
        word="schedule",
    ),
    CommandSpec(
        LEAGUE,
        "league-standings",
        (NAMED, Option("season", Kind.INTEGER, low=1, high=1000)),
        _standings,
        word="standings",
    ),
    CommandSpec(
        LEAGUE,
        "league-event",
        (
            Option("action", Kind.CHOICE, choices=ch.EVENT_ACTION),
            Option("name"),
            Option("round", Kind.INTEGER, low=1, high=30),
            NAMED,
        ),
        _event,
        word="event",
    ),
    CommandSpec(LEAGUE, "league-profile", (PLAYER, NAMED), _profile, word="profile"),
    CommandSpec(
        LEAGUE,
        "league-stats",
        (NAMED, Option("season", Kind.INTEGER, low=1, high=1000)),
        _stats,
        word="stats",
    ),
    CommandSpec(LEAGUE, "league-games", (PLAYER, NAMED), _games, word="games", private=True),
    CommandSpec(
        LEAGUE,
        "league-export",
        (
            Option("what", Kind.CHOICE, choices=ch.EXPORT_WHAT),
            Option("format", Kind.CHOICE, choices=ch.EXPORT_FORMAT),
            NAMED,
            Option("event"),
        ),
        _export,
        word="export",
        private=True,
    ),
    CommandSpec(
        LEAGUE,
        "league-vacation",
        (Option("from", low=10, high=10), Option("to", low=10, high=10), NAMED),
        _vacation,
        word="vacation",
    ),
)
