"""Use cases of the bot: every player command, independent of Discord and of the console.

``GameService(repo, renderer_pool, clock, *, settings=None, rng=None, ai_user_id=None)``

- ``repo``: a :class:`bot.storage.base.GameRepository` (e.g. ``await SqliteRepository.open(path)``)
- ``renderer_pool``: a :class:`bot.rendering.RenderPool` (or ``NullRenderPool`` for no images)
- ``clock``: a callable returning an aware ``datetime`` (``bot.config.utc_now`` in production)
- ``settings``: :class:`bot.config.Settings` (reminder delays); ``rng``: ``random.Random`` for
  seeds and random armies/first player.
- ``ai_user_id``: the user id the computer player plays under (Discord: the bot's own
  user; console: ``@bot``); ``None``: no computer player. Settable later (``service.ai_user_id``).

Every method is ``async``, takes the ``channel_id`` and the acting ``user_id`` first and
returns a :class:`bot.replies.Reply` (``run`` returns ``list[Reply]``). Player mistakes never
raise: they return ``Reply(text=..., ephemeral=True)`` and change nothing. A state change
that lost a race (two clicks at once, or a button showing an older ``version``) returns an
ephemeral "The board changed — here is the current state" reply with the current board.
Texts name users as ``<@id>``; ``Reply.mentions`` lists who to ping. Successful game
replies carry ``game_id`` and ``version`` (the stored state version after the change):
put them in buttons' custom ids and pass ``version`` back to ``run``.

Generic entry point (buttons and console lines):

    run(channel_id, user_id, line, *, is_moderator=False, version=None) -> list[Reply]
        Run one console-syntax command line: ``/hex place tile:runner hex:C3 facing:NE``,
        a button keyword ``!confirm`` is NOT accepted here (the console maps keywords to
        the button's ``action`` first), or plain engine notation ``place runner C3 NE``.
        ``version`` (from a button) makes the command fail politely if the game changed.

Starting a game:

    new_game(channel_id, user_id, *, opponent_id=None, army=None, opponent_army=None,
             first="me", lang="en", turn_limit_hours=None) -> Reply
        Create the channel's game. ``opponent_id=None`` leaves an open seat anyone can take
        with ``accept``; ``opponent_id == user_id`` is a hot-seat game (one user plays
        both sides; it starts at once). ``army``/``opponent_army``: an army key (moloch,
        borgo, outpost, hegemony), ``None`` or "random". ``first``: "me", "opponent" or
        "random". ``lang``: "en" or "pl" (board images and tile names). One active game
        per channel. The reply has Accept/Decline buttons and pings the invited opponent.
    accept(channel_id, user_id) -> Reply
        The invited opponent accepts, or anyone takes the open seat: the game starts
        (HQ placement), the reply shows the board and pings the player to act.
    decline(channel_id, user_id) -> Reply
        The invited opponent declines, or the creator withdraws a game nobody joined.

Turn actions (only the player the game waits for; otherwise an ephemeral explanation):

    act(channel_id, user_id, notation, *, version=None) -> Reply
        Any engine action in notation (``hq C3``, ``discard runner``, ``redraw``,
        ``place runner C3 NE``, ``move C3 C2 N [via D2]``, ``play sniper D3``,
        ``choose E3``, ``end``, ``net D3``, ``execute D3 S``, ...). All the methods below
        build notation and call this. The beginning of a legal action followed by ``?``
        (``execute D3 ?``), or one the engine refuses, answers privately with the next
        choices as buttons and a menu (see :mod:`bot.usecases.surface`); ``/hex hand
        action:`` is the same as ``act``.
    hq(channel_id, user_id, hex) -> Reply
    discard(channel_id, user_id, tile) -> Reply
    redraw(channel_id, user_id) -> Reply                       (unlucky draw)
    place(channel_id, user_id, tile, hex, facing) -> Reply     (``tile == "hq"``: place the HQ)
    move(channel_id, user_id, from_hex, to_hex, facing, via=None) -> Reply
    play(channel_id, user_id, tile, target=None, unit=None, facing=None) -> Reply
        Instants: ``battle`` (no target); ``sniper``/``grenade``/``air-strike``: ``target``;
        ``push-back``: ``unit`` = your pusher, ``target`` = the pushed enemy;
        ``move``: ``unit`` = from, ``target`` = to, ``facing``.
    choose(channel_id, user_id, hex, facing) -> Reply          (pushed/pulled unit, Scavenger)
    end_turn(channel_id, user_id) -> Reply                     (also "keep tiles")
        A successful action replies publicly with what happened, the board image, whose
        turn is next (pinged when the turn changed) and, when a battle was fought, a
        ``BattleLog`` (one ``SegmentPost`` per initiative segment plus the final board)
        and ``outbox_id``: the battle post queued with the action (see "Battle posts").

Placement UX and autocomplete (read-only, never change anything):

    preview_place(channel_id, user_id, tile, hex, facing="N", *, version=None) -> Reply
        Ephemeral board image with the tile drawn on ``hex`` and highlighted, with buttons
        Rotate left / Rotate right (another preview), Confirm (``/hex place ...``) and
        Cancel, and a ``Select`` of the tile's legal hexes (another preview on the chosen
        hex, same facing; at most 25, the nearest to ``hex`` on the big board). Nothing is
        committed until Confirm. With ``version`` (a button's), a changed game answers
        "the board changed". ``hand`` offers a "Place <tile>" button per placeable tile
        that opens this preview on the legal hex nearest the centre, facing N.
    dance_plan(channel_id, user_id, plan=None, chosen=None, *, version=None) -> Reply
        Dancer's dance planner (``/hex dance``, the hand's Dance button): an ephemeral
        preview of a Dance with menus (which Object, where it goes, how it faces), ⟲ ⟳,
        Start over, Confirm (one ``dance ...`` action through ``act``) and Cancel; see
        :mod:`bot.usecases.dance`.
    autocomplete_tiles(channel_id, user_id, prefix="") -> list[tuple[str, str]]
    autocomplete_hexes(channel_id, user_id, tile=None, prefix="") -> list[tuple[str, str]]
    autocomplete_facings(channel_id, user_id, tile=None, hex=None, prefix="") -> list[tuple[str, str]]
    autocomplete_actions(channel_id, user_id, prefix="") -> list[tuple[str, str]]
        Every legal action as notation with a readable name (``net D3 — Net of Steel:
        Runner (enemy)``), filtered by the typed beginning or words of the name; grouped
        into partial entries (``execute D3 ?``, the step picker) when more than 25 match.
        (display name, value) pairs, at most 25, from ``rules.legal_actions`` for the acting
        user; empty when it is not their turn. ``autocomplete_hexes`` with an instant tile
        lists its legal targets; with no tile, the hexes of units that can move.

Information:

    board(channel_id, user_id) -> Reply         the board image, whose turn, HQ hit points
    hand(channel_id, user_id) -> Reply          ephemeral: your tiles with buttons, and a menu per
                                                ability or instant usable now (surface.py)
    tile_info(channel_id, user_id, name, army=None, lang=None) -> Reply   tile card image
    army_info(channel_id, user_id, name, lang=None) -> Reply              army sheet image
    log(channel_id, user_id) -> Reply           numbered action history, who did what
    rules_help(channel_id, user_id) -> Reply    a short how-to-play text
    export(channel_id, user_id, game_id=None) -> Reply
        The channel's current (or last finished, or ``game_id``) game as a JSON attachment:
        seed, armies, players, result and the action list (replayable).
    last_battle(channel_id, user_id) -> Reply
        Rebuild the last battle's ``BattleLog`` by replay (to re-post after a restart).

Agreements and endings:

    undo(channel_id, user_id) -> Reply           request an undo of your last action
    answer_undo(channel_id, user_id, accept: bool) -> Reply
        The opponent accepts (the game is rebuilt from seed + actions minus the last; the
        reply says "Undid: <@id> placed Runner on C3 facing NE") or refuses.
    offer_draw(channel_id, user_id) -> Reply
    answer_draw(channel_id, user_id, accept: bool) -> Reply
    resign(channel_id, user_id) -> Reply
    abort(channel_id, user_id, *, is_moderator: bool) -> Reply   (moderators only)
    claim_timeout(channel_id, user_id) -> Reply
        With a turn time limit: the waiting player claims the win once it has passed.

Play-by-post:

    settings(channel_id, user_id, *, reminder_hours=None, turn_limit_hours=None) -> Reply
        A player sets this game's reminder delay (0: off; the second reminder comes at
        twice the delay) and turn time limit (0: none); no option shows the settings.
    due_reminders(now=None) -> list[ChannelPost]
        Reminders (by default first after ``Settings.reminder_first``, second after
        ``Settings.reminder_second``) and time-limit notices that are due; each is returned
        once (marked sent in the database) and survives restarts.

The computer player (the bot as an opponent; the levels of ``rules.ai``):

    new_game(..., opponent_id=service.ai_user_id) starts a game against the bot at once.
    ai_turns(channel_id) -> list[Reply]
        Call after posting any reply in the channel: while the game waits for the bot
        (its turn, its HQ, a push choice, an undo/draw answer) the bot acts through the
        same path as a human and the replies narrate it ("<@bot> placed Gladiator on C2
        facing N, ended their turn." + the board + battle logs). ``[]`` when nothing to do.
    ai_games_to_resume() -> list[int]
        Channels whose game waits for the bot (after a restart mid-turn): run ai_turns there.
    new_game(..., level="easy"|"medium"|"hard") sets the bot's level (default medium; stored
        per computer seat in ``GameRecord.ai_levels``). ``ai_executor`` (constructor keyword):
        a ``concurrent.futures`` executor for the AI's decisions (a process pool in the bot;
        ``None``: a thread).
    hint(channel_id, user_id) -> Reply
        Ephemeral, for the player to act in a game against the bot or a hot-seat game: the
        hard level's suggested action. ``Reply.hint`` holds it as data (``Hint``: the action
        in notation, a reason code and its arguments); ``Reply.text`` is only the notation.

The Warzone 4.1 companion (``/wz``; see :mod:`bot.usecases.warzone`):

    wz_run(channel_id, user_id, command, options=None, *, more=None, rolls=None) -> Reply
        Run a procedure of the ``warzone`` package (``shoot``, ``morale``, …) with its keys
        as text (``options`` one by one, ``more`` as ``key=value …``), rolled by the bot
        or with the player's own ``rolls``; stored in the channel's roll log, answered
        with a public line and a Details button. Mistakes: ephemeral, nothing stored.
    wz_details(channel_id, user_id, roll_id) -> Reply     ephemeral, from the stored roll
    wz_log(channel_id, user_id, limit=10) -> Reply        the channel's recent rolls
    wz_help(channel_id, user_id, command=None) -> Reply   procedures, or one's keys

Community leagues (``/league``, their moderators' ``/leaguemod``; see :mod:`bot.usecases.league`
and docs/leagues.md):

    league_create / league_config / league_role / league_season / league_correct
        Moderators' commands (``/leaguemod``; ``is_moderator``); ``guild_id`` is the server
        (None: the console). league_schedule: showing is anyone's, make and clear moderators'.
    league_list / league_join / league_leave / league_challenge / league_queue
    league_standings / league_profile / league_games / league_export
    league_game_over(game_id) -> "rated" | "void" | None
        Settles a finished league game (called when a game ends; idempotent).
    league_role_updates(guild_ids) -> list[RoleUpdate]; league_role_applied(update);
    league_roles_forbidden(league_id) -> ChannelPost | None; league_due_season_ends(guild_ids)
        For the adapter's upkeep loop: rank roles to give, the once-only notice when Discord
        refuses, seasons past their end closed with their podium post.

A quiet channel (see :mod:`bot.usecases.live`; the adapters call these):

    turn_view(game_id) -> TurnView | None      the turn as its live message shows it (key, heading, status, buttons)
    live_message(game_id) / save_live_message(LiveMessage)   the game's live turn message
    current_turn_reply(game_id) -> Reply | None               the turn again (a recreated thread)
    game_thread(channel_id), add_game_thread(thread, parent, guild), move_game_thread(old, new)
    game_threads_default(guild_id) -> bool                    the server's default for /hex new
    server_threads(channel_id, user_id, *, guild_id, is_moderator, default=None) -> Reply   /hexmod threads
    follow(channel_id, user_id) -> Reply                      /hex follow (again: stop)
    followers_of(game_id) -> list[int]

Battle posts (the outbox: a battle is stored for posting in the same transaction as the
action that caused it; these take no channel or user):

    pending_battle_posts() -> list[BattlePost]
        Battle posts not completely delivered (e.g. the bot stopped mid-thread), oldest first.
    battle_post(outbox_id) -> BattleLog
        The post's battle log rebuilt by replay: the same texts as the original reply.
    mark_battle_progress(outbox_id, *, delivered=None, thread_id=None, message_id=None) -> None
        Record the steps delivered (the log's posts, then one for the summary and archive),
        the thread and the turn's message once known.
    restart_battle_post(outbox_id) -> None       the thread is gone: post it all again
    mark_battle_done(outbox_id) -> None          completely posted, or given up
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from bot import commands
from bot.locale import viewer_lang, vt
from bot.replies import Reply
from bot.usecases.ai import AIUseCases
from bot.usecases.dance import DanceUseCases
from bot.usecases.endings import EndingUseCases
from bot.usecases.hint import HintUseCases
from bot.usecases.info import InfoUseCases
from bot.usecases.league import LeagueUseCases
from bot.usecases.live import LiveUseCases
from bot.usecases.outbox import BattleOutboxUseCases
from bot.usecases.people import PeopleUseCases
from bot.usecases.placement import PlacementUseCases
from bot.usecases.play_by_post import PlayByPostUseCases
from bot.usecases.starting import StartingUseCases
from bot.usecases.turns import TurnUseCases
from bot.usecases.util import Mistake, cap, float_or_none, int_or_none, req, user_id_of
from bot.usecases.warzone import WarzoneUseCases

__all__ = ["GameService"]


class GameService(
    LeagueUseCases,
    AIUseCases,
    HintUseCases,
    StartingUseCases,
    TurnUseCases,
    PlacementUseCases,
    DanceUseCases,
    InfoUseCases,
    PlayByPostUseCases,
    EndingUseCases,
    BattleOutboxUseCases,
    PeopleUseCases,
    WarzoneUseCases,
    LiveUseCases,
):
    """The use cases (see the module docstring for the list)."""

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
        ``user_name``: how the user is called (a league remembers it for its pictures);
        ``guild_id``: the server (a button's league command finds its league there)."""
        try:
            cmd = commands.parse(line)
        except commands.CommandError as e:
            return [self._oops(cap(str(e)) + ".")]
        try:
            reply = await self._dispatch(channel_id, user_id, cmd, is_moderator, version, user_name, guild_id)
        except Mistake as m:
            reply = m.reply or self._oops(str(m))
        return [reply]

    async def channel_lang(self, channel_id: int) -> str | None:
        """The language of the channel's game (live, else its last one); ``None`` without a
        game. The adapters word their own public posts in it (permission notices, battle links)."""
        game = await self.repo.live_game(channel_id) or await self.repo.last_game(channel_id)
        return game.lang if game is not None else None

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
        o = cmd.get
        c, u = channel_id, user_id
        n = cmd.name
        if commands.COMMANDS[n].group == commands.WZ:
            return await self.wz_dispatch(c, u, cmd)
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
            return await self.new_game(
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
                armies=o("armies"),
                army=o("army"),
                opponent_army=o("opponent-army"),
                first=o("first", "me") or "me",
                lang=o("language") or viewer_lang(),
                turn_limit_hours=limit,
                level=o("level"),
            )
        simple: dict[str, Callable[[], Awaitable[Reply]]] = {
            "accept": lambda: self.accept(c, u),
            "decline": lambda: self.decline(c, u),
            "hq": lambda: self.hq(c, u, req(o, "hex"), version=version),
            "discard": lambda: self.discard(c, u, req(o, "tile"), version=version),
            "redraw": lambda: self.redraw(c, u, version=version),
            "place": lambda: self.place(c, u, req(o, "tile"), req(o, "hex"), o("facing", "") or "", version=version),
            "preview": lambda: self.preview_place(
                c, u, req(o, "tile"), req(o, "hex"), o("facing", "N") or "N", version=version
            ),
            "cancel": lambda: self.cancel(c, u),
            "dance": lambda: self.dance_plan(c, u, o("plan"), o("object"), version=version),
            "move": lambda: self.move(c, u, req(o, "from"), req(o, "to"), req(o, "facing"), o("via"), version=version),
            "play": lambda: self.play(
                c, u, req(o, "tile"), target=o("target"), unit=o("unit"), facing=o("facing"), version=version
            ),
            "choose": lambda: self.choose(c, u, req(o, "hex"), o("facing") or "", version=version),
            "end": lambda: self.end_turn(c, u, version=version),
            "act": lambda: self.act(c, u, req(o, "notation"), version=version),
            "board": lambda: self.board(c, u, text=_board_as_text(o("format"))),
            "hand": lambda: self.act(c, u, o("action") or "", version=version) if o("action") else self.hand(c, u),
            "tile": lambda: self.tile_info(c, u, req(o, "name"), army=o("army"), lang=o("language")),
            "army": lambda: self.army_info(c, u, req(o, "name"), lang=o("language")),
            "log": lambda: self.log(c, u),
            "hint": lambda: self.hint(c, u),
            "rules": lambda: self.rules_help(c, u),
            "export": lambda: self.export(c, u, int_or_none(o("game"))),
            "battle": lambda: self.last_battle(c, u),
            "resign": lambda: self.resign(c, u, version=version, confirmed=_confirmed(o)),
            "abort": lambda: self.abort(c, u, is_moderator=is_moderator, confirmed=_confirmed(o), version=version),
            "claim": lambda: self.claim_timeout(c, u, version=version, confirmed=_confirmed(o)),
            "settings": lambda: self.settings(
                c,
                u,
                reminder_hours=float_or_none(o("reminder-hours")),
                turn_limit_hours=float_or_none(o("time-limit")),
                answer=_answer(o("answer")),
                version=version,
            ),
            "games": lambda: self.my_games(c, u),
            "follow": lambda: self.follow(c, u),
            "timelimit": lambda: self.server_time_limit(
                c, u, guild_id=guild_id, is_moderator=is_moderator, min_hours=float_or_none(o("min-hours"))
            ),
            "threads": lambda: self.server_threads(
                c, u, guild_id=None, is_moderator=is_moderator, default=o("default")
            ),
            "prefs": lambda: self.preferences(
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
                    return await self.undo(c, u)
                return await self.offer_draw(c, u, confirmed=_confirmed(o), version=version)
            ok = _answer(answer)
            assert ok is not None
            if n == "undo":
                return await self.answer_undo(c, u, ok, version=version)
            return await self.answer_draw(c, u, ok, version=version)
        raise Mistake(vt("err-unavailable", command=n))  # pragma: no cover - COMMANDS and this table agree

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
        o = cmd.get
        word = commands.command_word(cmd.name)
        lg = o("league")
        mod = is_moderator
        if word == "create":
            return await self.league_create(c, u, o("name") or "", is_moderator=mod)
        if word == "config":
            return await self.league_config(
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
            return await self.league_role(c, u, o("role"), o("rating"), league=lg, is_moderator=mod)
        if word == "season":
            return await self.league_season(
                c, u, o("action"), start=o("start"), end=o("end"), league=lg, is_moderator=mod
            )
        if word == "correct":
            return await self.league_correct(
                c, u, o("player"), mu=o("mu"), sigma=o("sigma"), reason=o("reason"), league=lg, is_moderator=mod
            )
        if word == "list":
            return await self.league_list(c, u)
        if word == "join":
            return await self.league_join(c, u, league=lg, name=user_name)
        if word == "leave":
            return await self.league_leave(c, u, league=lg, guild_id=guild_id, confirmed=_confirmed(o), version=version)
        if word == "challenge":
            return await self.league_challenge(
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
            return await self.league_queue(c, u, league=lg)
        if word == "schedule":  # /leaguemod schedule makes or clears it (action: required, as on Discord)
            action = req(o, "action") if cmd.name == "leaguemod-schedule" else o("action")
            return await self.league_schedule(c, u, action, o("days"), league=lg, is_moderator=mod)
        if word == "standings":
            return await self.league_standings(c, u, league=lg, season=o("season"))
        if word == "profile":
            return await self.league_profile(c, u, o("player"), league=lg)
        if word == "games":
            return await self.league_games(c, u, o("player"), league=lg)
        return await self.league_export(c, u, o("what"), o("format"), league=lg)


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
