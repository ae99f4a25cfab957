"""Command lines run against the application: a console line, a button's or a menu option's
command (``/hex place tile:runner hex:C3 facing:NE``), or plain engine notation."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from bot import commands
from bot.locale import viewer_lang, vt
from bot.replies import Reply
from bot.usecases.answers import oops
from bot.usecases.util import Mistake, cap, float_or_none, int_or_none, req, user_id_of
from bot.usecases.warzone import LOG_DEFAULT, number_option

if TYPE_CHECKING:
    from bot.app import App


class CommandLine:
    """Runs one command line for a user in a channel (see :mod:`bot.commands`)."""

    def __init__(self, app: App) -> None:
        self.app = app

    async def run(
        self,
        channel_id: int,
        user_id: int,
        line: str,
        *,
        is_moderator: bool = False,
        version: int | None = None,
        user_name: str | None = None,
        guild_id: int | None = None,
    ) -> list[Reply]:
        """Run one command line (slash syntax or engine notation); see :mod:`bot.commands`.
        ``version`` (a button's) makes a command that changes the game fail politely when the
        game moved on; ``user_name``: how the user is called (a league remembers it for its
        pictures); ``guild_id``: the server (a button's league command finds its league there)."""
        try:
            cmd = commands.parse(line)
        except commands.CommandError as e:
            return [oops(cap(str(e)) + ".")]
        try:
            reply = await self._dispatch(channel_id, user_id, cmd, is_moderator, version, user_name, guild_id)
        except Mistake as m:
            reply = m.reply or oops(str(m))
        return [reply]

    async def _dispatch(
        self,
        channel_id: int,
        user_id: int,
        cmd: commands.Command,
        is_moderator: bool,
        version: int | None,
        user_name: str | None = None,
        guild_id: int | None = None,
    ) -> Reply:
        app = self.app
        o = cmd.get
        c, u = channel_id, user_id
        n = cmd.name
        if commands.COMMANDS[n].group == commands.WZ:
            return await self._wz_dispatch(c, u, cmd)
        if commands.COMMANDS[n].group in (commands.LEAGUE, commands.LEAGUE_MOD):
            return await self._league_dispatch(c, u, cmd, is_moderator, user_name, version, guild_id)
        if n == "new":
            if (o("where") or "channel").lower() == "thread":
                raise Mistake(vt("quiet-err-thread-console"))
            opponent = o("opponent")
            opp_id: int | None = None
            if opponent not in (None, "none", "open", "anyone"):
                opp_id = user_id_of(opponent or "")
            hours = o("time-limit")
            try:
                limit = float(hours) if hours else None
            except ValueError:
                raise Mistake(vt("err-time-limit-number", value=hours)) from None
            more = [o(f"opponent{k}") for k in range(2, 6)]
            players = o("players")
            try:
                seats = int(players) if players else None
            except ValueError:
                raise Mistake(vt("err-players-number", value=players)) from None
            armies = o("armies")
            return await app.setup.new_game(
                c,
                u,
                opponent_id=opp_id,
                more_opponents=[
                    None if m in (None, "", "none", "open", "anyone") else user_id_of(m or "") for m in more
                ],
                players=seats,
                mode=o("mode"),
                board=o("board"),
                variant=o("variant"),
                armies=armies.split(",") if armies else None,
                army=o("army"),
                opponent_army=o("opponent-army"),
                first=o("first", "me") or "me",
                lang=o("language") or viewer_lang(),
                turn_limit_hours=limit,
                level=o("level"),
            )
        simple: dict[str, Callable[[], Awaitable[Reply]]] = {
            "accept": lambda: app.setup.accept(c, u),
            "decline": lambda: app.setup.decline(c, u),
            "hq": lambda: app.turns.hq(c, u, req(o, "hex"), version=version),
            "discard": lambda: app.turns.discard(c, u, req(o, "tile"), version=version),
            "redraw": lambda: app.turns.redraw(c, u, version=version),
            "place": lambda: app.turns.place(
                c, u, req(o, "tile"), req(o, "hex"), o("facing", "") or "", version=version
            ),
            "preview": lambda: app.placement.preview_place(
                c, u, req(o, "tile"), req(o, "hex"), o("facing", "N") or "N", version=version
            ),
            "cancel": lambda: app.placement.cancel(c, u),
            "dance": lambda: app.dance.dance_plan(c, u, o("plan"), o("object"), version=version),
            "move": lambda: app.turns.move(
                c, u, req(o, "from"), req(o, "to"), req(o, "facing"), o("via"), version=version
            ),
            "play": lambda: app.turns.play(
                c, u, req(o, "tile"), target=o("target"), unit=o("unit"), facing=o("facing"), version=version
            ),
            "choose": lambda: app.turns.choose(c, u, req(o, "hex"), o("facing") or "", version=version),
            "end": lambda: app.turns.end_turn(c, u, version=version),
            "act": lambda: app.turns.act(c, u, req(o, "notation"), version=version),
            "board": lambda: app.info.board(c, u, text=_board_as_text(o("format"))),
            "hand": lambda: (
                app.turns.act(c, u, o("action") or "", version=version) if o("action") else app.info.hand(c, u)
            ),
            "tile": lambda: app.info.tile_info(c, u, req(o, "name"), army=o("army"), lang=o("language")),
            "army": lambda: app.info.army_info(c, u, req(o, "name"), lang=o("language")),
            "log": lambda: app.info.log(c, u),
            "hint": lambda: app.hints.hint(c, u),
            "rules": lambda: app.info.rules_help(c, u),
            "export": lambda: app.info.export(c, u, int_or_none(o("game"))),
            "battle": lambda: app.info.last_battle(c, u),
            "resign": lambda: app.endings.resign(c, u, version=version, confirmed=_confirmed(o)),
            "abort": lambda: app.endings.abort(
                c, u, is_moderator=is_moderator, confirmed=_confirmed(o), version=version
            ),
            "claim": lambda: app.endings.claim_timeout(c, u, version=version, confirmed=_confirmed(o)),
            "settings": lambda: app.pbp.settings(
                c,
                u,
                reminder_hours=float_or_none(o("reminder-hours")),
                turn_limit_hours=float_or_none(o("time-limit")),
                answer=_answer(o("answer")),
                version=version,
            ),
            "games": lambda: app.people.my_games(c, u),
            "follow": lambda: app.live.follow(c, u),
            "timelimit": lambda: app.pbp.server_time_limit(
                c, u, guild_id=guild_id, is_moderator=is_moderator, min_hours=float_or_none(o("min-hours"))
            ),
            "threads": lambda: app.live.server_threads(
                c, u, guild_id=None, is_moderator=is_moderator, default=o("default")
            ),
            "prefs": lambda: app.people.preferences(
                c,
                u,
                ping=o("ping"),
                dm_reminders=o("dm-reminders"),
                quiet_hours=o("quiet-hours"),
                timezone=o("timezone"),
                language=o("language"),
            ),
        }
        if n in simple:
            return await simple[n]()
        if n in ("undo", "draw"):
            answer = (o("answer") or "").lower()
            if answer in ("", "request", "offer"):
                if n == "undo":
                    return await app.endings.undo(c, u)
                return await app.endings.offer_draw(c, u, confirmed=_confirmed(o), version=version)
            ok = _answer(answer)
            assert ok is not None
            if n == "undo":
                return await app.endings.answer_undo(c, u, ok, version=version)
            return await app.endings.answer_draw(c, u, ok, version=version)
        raise Mistake(vt("err-unavailable", command=n))  # pragma: no cover - COMMANDS and this table agree

    async def _wz_dispatch(self, channel_id: int, user_id: int, cmd: commands.Command) -> Reply:
        """Run a ``/wz …`` command line."""
        wz = self.app.warzone
        o = cmd.get
        if cmd.name == "wz-log":
            return await wz.wz_log(channel_id, user_id, number_option(o("limit"), "limit") or LOG_DEFAULT)
        if cmd.name == "wz-help":
            return await wz.wz_help(channel_id, user_id, o("command"))
        if cmd.name == "wz-details":
            roll = number_option(o("roll"), "roll")
            if roll is None:
                raise Mistake(vt("err-missing-option", option="roll"))
            return await wz.wz_details(channel_id, user_id, roll)
        if cmd.name == "wz-roll":
            procedure = o("command")
            if procedure is None:
                raise Mistake(vt("err-missing-option", option="command"))
            return await wz.wz_run(channel_id, user_id, procedure, more=o("options"), rolls=o("rolls"))
        procedure = commands.command_word(cmd.name)
        keys = {k: v for k, v in cmd.options.items() if k not in commands.WZ_RUN}
        return await wz.wz_run(channel_id, user_id, procedure, keys, more=o("options"), rolls=o("rolls"))

    async def _league_dispatch(
        self,
        c: int,
        u: int,
        cmd: commands.Command,
        is_moderator: bool,
        user_name: str | None,
        version: int | None,
        guild_id: int | None,
    ) -> Reply:
        """``/league …`` and ``/leaguemod …`` lines (the console's server: ``guild_id`` None)."""
        leagues = self.app.leagues
        o = cmd.get
        word = commands.command_word(cmd.name)
        lg = o("league")
        mod = is_moderator
        if word == "create":
            return await leagues.league_create(c, u, o("name") or "", is_moderator=mod)
        if word == "config":
            return await leagues.league_config(
                c,
                u,
                league=lg,
                is_moderator=mod,
                season_days=o("season-days"),
                modes=o("modes"),
                armies=o("armies"),
                turn_limit=o("time-limit"),
                reminder_hours=o("reminder-hours"),
                rematch_limit=o("rematch-limit"),
                provisional=o("provisional"),
                channel=o("channel"),
                language=o("language"),
            )
        if word == "role":
            return await leagues.league_role(c, u, o("role"), o("rating"), league=lg, is_moderator=mod)
        if word == "season":
            return await leagues.league_season(
                c, u, o("action"), start=o("start"), end=o("end"), league=lg, is_moderator=mod
            )
        if word == "correct":
            return await leagues.league_correct(
                c, u, o("player"), mu=o("mu"), sigma=o("sigma"), reason=o("reason"), league=lg, is_moderator=mod
            )
        if word == "list":
            return await leagues.league_list(c, u)
        if word == "join":
            return await leagues.league_join(c, u, league=lg, name=user_name)
        if word == "leave":
            return await leagues.league_leave(
                c, u, league=lg, guild_id=guild_id, confirmed=_confirmed(o), version=version
            )
        if word == "challenge":
            return await leagues.league_challenge(
                c,
                u,
                o("opponent"),
                army=o("army"),
                opponent_army=o("opponent-army"),
                league=lg,
                more_opponents=[o(f"opponent{k}") for k in range(2, 6)],
                mode=o("mode"),
            )
        if word == "queue":
            return await leagues.league_queue(c, u, league=lg)
        if word == "schedule":  # /leaguemod schedule makes or clears it (action: required, as on Discord)
            action = req(o, "action") if cmd.name == "leaguemod-schedule" else o("action")
            return await leagues.league_schedule(c, u, action, o("days"), league=lg, is_moderator=mod)
        if word == "standings":
            return await leagues.league_standings(c, u, league=lg, season=o("season"))
        if word == "profile":
            return await leagues.league_profile(c, u, o("player"), league=lg)
        if word == "games":
            return await leagues.league_games(c, u, o("player"), league=lg)
        return await leagues.league_export(c, u, o("what"), o("format"), league=lg)


def _answer(value: str | None) -> bool | None:
    """``answer:`` of a request: yes (accept) or no (refuse); ``None`` when not given."""
    if value is None or value == "":
        return None
    answer = value.strip().lower()
    if answer not in ("yes", "no", "accept", "refuse", "y", "n"):
        raise Mistake(vt("err-answer-yes-no", value=value))
    return answer in ("yes", "accept", "y")


def _confirmed(o: Callable[..., str | None]) -> bool:
    """``confirm:yes``, which only the Confirm button of an irreversible step sends."""
    return (o("confirm") or "").strip().lower() == "yes"


def _board_as_text(value: str | None) -> bool:
    """``format:`` of ``/hex board``: ``image`` (the default) or ``text``."""
    choice = (value or "image").strip().lower()
    if choice not in ("image", "text"):
        raise Mistake(vt("cmd-err-board-format", value=value))
    return choice == "text"
