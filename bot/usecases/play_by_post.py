"""Play-by-post: per-game reminder and time-limit settings (changed with everyone's consent
during a game), due reminders and time-limit notices (docs/rulings.md M18)."""

from __future__ import annotations

import logging
from datetime import datetime
from typing import Protocol, cast

import i18n
from bot.config import Settings
from bot.locale import vt
from bot.readers import Mistake
from bot.replies import Button, ChannelPost, Press, Reply, mention
from bot.storage.base import ACTIVE, GameRecord, Reminder
from bot.storage.channels import ChannelStore
from bot.storage.reminders import ReminderStore, reminder_key
from bot.usecases.access import GameAccess
from bot.usecases.agreements import Agreements
from bot.usecases.answers import oops
from bot.usecases.clock import Clock
from bot.usecases.games import GamesStore
from bot.usecases.legal import LegalActions
from bot.usecases.people import Preferences, quiet_until
from bot.usecases.seats import ComputerSeat, deciders, require_member
from bot.usecases.turn_clock import TurnClock, claim_grace
from bot.usecases.util import duration, hours
from bot.usecases.wording import jump_link, state_of, status_text

log = logging.getLogger(__name__)

SETTING_KEYS = ("reminder_s", "turn_limit_s")  # what /hex settings changes (GameRecord fields)


class LeagueGames(Protocol):
    """What play-by-post asks of the leagues: whether a game is a league game."""

    async def league_game(self, game_id: int) -> object | None: ...


class PlayByPost:
    """Play-by-post: per-game reminder and time-limit settings, due reminders."""

    def __init__(
        self,
        reminders: ReminderStore,
        channels: ChannelStore,
        games: GamesStore,
        access: GameAccess,
        agreements: Agreements,
        legal: LegalActions,
        prefs: Preferences,
        turn_clock: TurnClock,
        computer: ComputerSeat,
        league_games: LeagueGames,
        settings: Settings,
        clock: Clock,
    ) -> None:
        self.reminders = reminders
        self.channels = channels
        self.games = games
        self.access = access
        self.agreements = agreements
        self.legal = legal
        self.prefs = prefs
        self.turn_clock = turn_clock
        self.computer = computer
        self.league_games = league_games
        self.config = settings
        self.clock = clock

    async def settings(
        self,
        channel_id: int,
        user_id: int,
        *,
        reminder_hours: float | None = None,
        turn_limit_hours: float | None = None,
        answer: bool | None = None,
        version: int | None = None,
    ) -> Reply:
        """The game's reminder delay (0: none; the second comes at twice the delay) and turn
        time limit (0: none). Before the game starts a player changes them at once; during the
        game a change is a request every other player still in it must accept (``answer``
        answers one), and an accepted change applies from the next turn. A league game keeps
        its league's limit; a limit below the server's minimum is refused. With no option,
        shows the settings."""
        if answer is not None:
            return await self.answer_settings(channel_id, user_id, answer, version=version)
        try:
            game = await self.access.live(channel_id)
            require_member(game, user_id)
            for value, what in ((reminder_hours, "reminder-hours"), (turn_limit_hours, "time-limit")):
                if value is not None and not 0 <= value <= 720:
                    raise Mistake(vt("err-hours-range", option=what))
            wanted: dict[str, int | None] = {}
            if reminder_hours is not None:
                wanted["reminder_s"] = round(reminder_hours * 3600)
            if turn_limit_hours is not None:
                wanted["turn_limit_s"] = round(turn_limit_hours * 3600)
                await self._check_limit(game, wanted["turn_limit_s"])
            wanted = {k: v for k, v in wanted.items() if v != _stored(game, k)}
        except Mistake as m:
            return m.reply or oops(str(m))
        if not wanted:
            return Reply(text=self._game_settings_text(game, "settings"), game_id=game.id, version=game.version)
        if game.status != ACTIVE:  # the lobby: the players see the settings before they join
            new = game.evolve(
                version=game.version + 1,
                updated_at=self.clock(),
                **{k: (v or None) if k == "turn_limit_s" else v for k, v in wanted.items()},
            )
            if not await self.games.save(new, game.version):
                return await self.access.stale(channel_id)
            return Reply(text=self._game_settings_text(new, "settings-changed"), game_id=new.id, version=new.version)
        try:
            game, state, _ = await self.access.load_active_member(channel_id, user_id, version)
            if game.request:
                raise Mistake(vt(f"err-{game.request['kind']}-waiting"))
        except Mistake as m:
            return m.reply or oops(str(m))
        tr = i18n.translator(game.lang)
        if not deciders(
            game, state, user_id, "settings", self.computer
        ):  # nobody to ask: a hot-seat game, or vs the bot
            return await self._next_turn_settings(channel_id, game, wanted, user_id)
        question = tr("settings-asks", user=mention(user_id), change=self._change_text(wanted, tr))
        return await self.agreements.ask(channel_id, game, state, user_id, {"kind": "settings", **wanted}, question)

    async def answer_settings(
        self, channel_id: int, user_id: int, accept: bool, *, version: int | None = None
    ) -> Reply:
        """A player accepts (once everyone asked has, the change applies from the next turn)
        or refuses a request to change the game's settings."""
        answered = await self.agreements.answered(channel_id, user_id, accept, version, "settings")
        if isinstance(answered, Reply):
            return answered
        game, _, req = answered
        wanted = {k: cast(int | None, req[k]) for k in SETTING_KEYS if k in req}
        return await self._next_turn_settings(channel_id, game, wanted, user_id)

    async def _next_turn_settings(
        self, channel_id: int, game: GameRecord, wanted: dict[str, int | None], user_id: int
    ) -> Reply:
        """Store an agreed change of settings; it applies when the next turn starts (never to
        the turn under way, whose time limit and reminders stay as they were)."""
        new = game.evolve(
            version=game.version + 1,
            updated_at=self.clock(),
            request=None,
            next_settings={**game.next_settings, **wanted},
        )
        if not await self.games.save(new, game.version):
            return await self.access.stale(channel_id)
        tr = i18n.translator(game.lang)
        text = tr("settings-agreed", user=mention(user_id), change=self._change_text(wanted, tr))
        return Reply(text=text, game_id=new.id, version=new.version)

    async def server_time_limit(
        self,
        channel_id: int,
        user_id: int,
        *,
        guild_id: int | None,
        is_moderator: bool,
        min_hours: float | None = None,
    ) -> Reply:
        """``/hexmod timelimit [min-hours:]``: show or set (moderators) the shortest turn time
        limit a game of this server may have (0: back to the bot's default). Games already
        running keep theirs; new games, changes of settings and league configurations
        are held to it."""
        guild_id = guild_id or 0  # the console's one server
        try:
            if min_hours is not None:
                if not is_moderator:
                    raise Mistake(vt("err-timelimit-moderators"))
                if not 0 <= min_hours <= 720:
                    raise Mistake(vt("err-hours-range", option="min-hours"))
        except Mistake as m:
            return m.reply or oops(str(m))
        if min_hours is not None:
            seconds = round(min_hours * 3600) or None
            await self.channels.set_min_turn_limit(guild_id, seconds, self.clock())
            log.info("server minimum time limit set", extra={"ctx": {"guild": guild_id, "s": seconds, "user": user_id}})
        minimum = await self.turn_clock.min_turn_limit_s(guild_id)
        msg = "timelimit-shown" if min_hours is None else "timelimit-set"
        return Reply(vt(msg, minimum=hours(minimum)), ephemeral=True)

    async def _check_limit(self, game: GameRecord, limit_s: int | None) -> None:
        """A league game keeps its league's limit; any other limit must be none or at least
        the server's minimum."""
        if await self.league_games.league_game(game.id) is not None:
            raise Mistake(vt("err-league-time-limit"))
        minimum = await self.turn_clock.min_turn_limit_s(game.guild_id)
        if limit_s and limit_s < minimum:
            raise Mistake(vt("err-time-limit-minimum", minimum=hours(minimum)))

    def _game_settings_text(self, game: GameRecord, msg: str) -> str:
        """The game's settings as they are now, and those agreed from the next turn on."""
        tr = i18n.translator(game.lang)
        text = tr(msg, reminders=self._reminders_text(game.reminder_s, tr), limit=hours(game.turn_limit_s, tr.lang))
        if game.next_settings:
            text += " " + tr("settings-next", change=self._change_text(game.next_settings, tr))
        return text

    def _reminders_text(self, reminder_s: int | None, tr: i18n.Tr) -> str:
        if reminder_s is None:
            first, second = self.config.reminder_first, self.config.reminder_second
            return tr("reminders-after", first=duration(first, tr.lang), second=duration(second, tr.lang))
        if reminder_s == 0:
            return tr("reminders-off")
        return tr("reminders-after", first=hours(reminder_s, tr.lang), second=hours(2 * reminder_s, tr.lang))

    def _change_text(self, wanted: dict[str, int | None], tr: i18n.Tr) -> str:
        """ "reminders after 2 h and 4 h; turn time limit 24 h" for the settings in ``wanted``."""
        parts = []
        if "reminder_s" in wanted:
            parts.append(tr("settings-part-reminders", reminders=self._reminders_text(wanted["reminder_s"], tr)))
        if "turn_limit_s" in wanted:
            parts.append(tr("settings-part-limit", limit=hours(wanted["turn_limit_s"], tr.lang)))
        return "; ".join(parts)

    async def due_reminders(self, now: datetime | None = None) -> list[ChannelPost]:
        """Reminders and time-limit notices due at ``now``: each returned once. The late
        player's notice waits for the end of their quiet hours; the notice that a claim is
        open waits until it really is (M18)."""
        now = now or self.clock()
        posts: list[ChannelPost] = []
        for r in await self.reminders.claim_due_reminders(now, self.config.shards):
            game = await self.games.get(r.game_id)
            if game is None or game.status != ACTIVE:
                continue
            prefs = await self.prefs.of(r.user_id)
            later = quiet_until(prefs, now)
            if later is not None:  # the user's quiet hours: the reminder waits for their end
                await self.reminders.postpone_reminder(r.id, later)
                continue
            if r.kind == "timeout":
                opens = await self.turn_clock.claim_opens(game, now)
                if opens is None:  # no time limit any more, or nobody late
                    continue
                if opens > now:  # the late player was told later than the limit: wait for the grace period
                    await self.reminders.postpone_reminder(r.id, opens)
                    continue
            posts.append(await self._post_of(game, r, now))
        return posts

    async def _post_of(self, game: GameRecord, r: Reminder, now: datetime) -> ChannelPost:
        prefs = await self.prefs.of(r.user_id)
        dm = prefs is not None and bool(prefs.dm_reminders)
        post = self._reminder_post(game, r, now, ((prefs.lang if prefs else None) or game.lang) if dm else None)
        key = reminder_key(r)
        if dm:
            return ChannelPost(r.channel_id, post, r.user_id, key=key)
        return ChannelPost(r.channel_id, post, due_at=r.due_at, key=key)

    async def reminder_post(self, r: Reminder, now: datetime) -> ChannelPost | None:
        """A claimed reminder worded again (its first wording was lost with its process);
        ``None`` once its game is no longer in play."""
        game = await self.games.get(r.game_id)
        if game is None or game.status != ACTIVE:
            return None
        return await self._post_of(game, r, now)

    def _reminder_post(self, game: GameRecord, r: Reminder, now: datetime, dm_lang: str | None) -> Reply:
        """The text of a due reminder: in the channel (pinging its user), or, with ``dm_lang``
        set by a user who chose reminders by DM, for their direct messages."""
        state = state_of(game)
        waited = now - (game.turn_started_at or game.updated_at)
        lang = dm_lang or game.lang
        tr = i18n.translator(lang)
        limit = hours(game.turn_limit_s, lang)
        grace = duration(claim_grace(game.turn_limit_s or 0), lang)
        if r.kind == "timeout":
            late = mention(game.players[state.to_act - 1] or 0)
            channel = tr("reminder-timeout", late=late, limit=limit, user=mention(r.user_id))
            dm = tr("reminder-dm-timeout", game=game.id, limit=limit, link=jump_link(game))
            buttons = [Button(tr("btn-claim"), Press("claim"), "danger", "claim")]
        elif r.kind == "late":
            channel = tr("reminder-late", user=mention(r.user_id), limit=limit, grace=grace)
            dm = tr("reminder-dm-late", game=game.id, limit=limit, grace=grace, link=jump_link(game))
            buttons = [Button(tr("btn-my-tiles"), Press("hand"), "primary", "tiles")]
        else:
            status = status_text(game, state, self.legal, lang)
            channel = tr(f"reminder-{r.kind}", user=mention(r.user_id), waited=duration(waited, lang)) + "\n" + status
            dm = tr("reminder-dm", game=game.id, waited=duration(waited, lang), link=jump_link(game))
            buttons = [Button(tr("btn-my-tiles"), Press("hand"), "primary", "tiles")]
        if dm_lang is not None:
            return Reply(text=dm, game_id=game.id, version=game.version)
        return Reply(text=channel, mentions=[r.user_id], buttons=buttons, game_id=game.id, version=game.version)


def _stored(game: GameRecord, key: str) -> int | None:
    """A setting as the game has it now (or as agreed for the next turn); no limit is 0."""
    value = game.next_settings.get(key, getattr(game, key))
    return (value or 0) if key == "turn_limit_s" else value
