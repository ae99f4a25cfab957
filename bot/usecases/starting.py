"""Starting a game: new, accept (or join the open seat), decline."""

from __future__ import annotations

import logging

import i18n
from bot import commands
from bot.locale import viewer_lang, vt
from bot.replies import Button, Reply, mention
from bot.storage.base import (
    ABORTED,
    ACTIVE,
    INVITED,
    KIND_ABORT,
    KIND_JOIN,
    OPEN,
    ChannelBusy,
    GameRecord,
    NewAction,
)
from bot.usecases.core import LANGS, ServiceCore
from bot.usecases.util import (
    Mistake,
    hours,
    pick_army,
)
from rules.ai.levels import DEFAULT_LEVEL, LEVELS
from rules.game import new_game

log = logging.getLogger(__name__)


class StartingUseCases(ServiceCore):
    """Starting a game: new, accept (or join the open seat), decline."""

    async def new_game(
        self,
        channel_id: int,
        user_id: int,
        *,
        opponent_id: int | None = None,
        army: str | None = None,
        opponent_army: str | None = None,
        first: str = "me",
        lang: str = "en",
        turn_limit_hours: float | None = None,
        guild_id: int | None = None,
        level: str | None = None,
    ) -> Reply:
        """Start the channel's game (see the module docstring). ``level``: the computer
        opponent's level (easy, medium, hard; default medium), for a game against the bot."""
        try:
            existing = await self.repo.live_game(channel_id)
            if existing is not None:
                return self._busy(existing)
            mine = pick_army(army, self.rng, avoid=None)
            theirs = pick_army(opponent_army, self.rng, avoid=mine if army in (None, "", "random") else None)
            if army in (None, "", "random") and opponent_army not in (None, "", "random") and mine == theirs:
                mine = pick_army(None, self.rng, avoid=theirs)
            first = (first or "me").lower()
            if first not in ("me", "opponent", "random"):
                raise Mistake(vt("err-first", value=first))
            lang = (lang or "en").lower()
            if lang not in LANGS:
                raise Mistake(vt("err-lang", value=lang))
            limit_s: int | None = None
            if turn_limit_hours is not None:
                if not 0 < turn_limit_hours <= 24 * 30:
                    raise Mistake(vt("err-hours-range", option="time-limit"))
                limit_s = max(1, round(turn_limit_hours * 3600))
            level = (level or "").strip().lower() or None
            if level is not None and level not in LEVELS:
                raise Mistake(vt("err-level", value=level, levels=", ".join(LEVELS)))
            if level is not None and (opponent_id is None or opponent_id != self.ai_user_id):
                raise Mistake(vt("err-level-vs-bot"))
        except Mistake as m:
            return m.reply or self._oops(str(m))
        creator_seat = 1 if first == "me" else 2 if first == "opponent" else self.rng.choice((1, 2))
        players: list[int | None] = [None, None]
        armies = ["", ""]
        players[creator_seat - 1] = user_id
        players[2 - creator_seat] = opponent_id
        armies[creator_seat - 1] = mine
        armies[2 - creator_seat] = theirs
        seed = self.rng.randrange(1, 2**31)
        army_pair = (armies[0], armies[1])
        state = new_game(army_pair, seed)
        now = self.clock()
        hotseat = opponent_id == user_id
        vs_ai = opponent_id is not None and opponent_id == self.ai_user_id
        status = ACTIVE if hotseat or vs_ai else OPEN if opponent_id is None else INVITED
        record = GameRecord(
            id=0,
            channel_id=channel_id,
            status=status,
            version=1,
            state_json=state.dumps(),
            seed=seed,
            armies=army_pair,
            players=(players[0], players[1]),
            creator_id=user_id,
            lang=lang,
            created_at=now,
            updated_at=now,
            turn_started_at=now if hotseat or vs_ai else None,
            turn_limit_s=limit_s,
            guild_id=guild_id,
            ai_levels={3 - creator_seat: level or DEFAULT_LEVEL} if vs_ai and not hotseat else {},
        )
        try:
            game = await self.repo.create_game(record)
        except ChannelBusy:
            existing = await self.repo.live_game(channel_id)
            return self._busy(existing) if existing else self._oops(vt("err-channel-busy-short"))
        log.info("game created", extra={"ctx": {"game": game.id, "channel": channel_id, "armies": army_pair}})
        n = self._narrator(game)
        tr = n.tr
        starts = n.user_of(1)
        if hotseat:
            await self.repo.save(game.evolve(version=2), 1, reminders=self._schedule(game, state, now))
            game = game.evolve(version=2)
            img = await self._board_image(game, state, tr)
            return Reply(
                text=tr("new-hotseat", user=mention(user_id), a=n.army_name(1), b=n.army_name(2))
                + "\n"
                + self._status(game, state),
                images=[img] if img else [],
                game_id=game.id,
                version=game.version,
            )
        if vs_ai:  # the computer player accepts at once: the game starts
            await self.repo.save(game.evolve(version=2), 1, reminders=self._schedule(game, state, now))
            game = game.evolve(version=2)
            img = await self._board_image(game, state, tr)
            return Reply(
                text=tr(
                    "new-vs-ai",
                    user=mention(user_id),
                    army=n.army_name(creator_seat),
                    bot=mention(opponent_id or 0),
                    bot_army=n.army_name(3 - creator_seat),
                )
                + "\n"
                + self._status(game, state),
                images=[img] if img else [],
                game_id=game.id,
                version=game.version,
            )
        mine_text = tr("player-army", user=mention(user_id), army=n.army_name(creator_seat))
        theirs_name = n.army_name(3 - creator_seat)
        limit = " " + tr("new-limit", limit=hours(limit_s, lang)) if limit_s else ""
        if opponent_id is None:
            return Reply(
                text=tr("new-open", creator=mine_text, army=theirs_name, first=starts) + limit,
                buttons=[Button(tr("btn-join"), commands.format_command("accept"), "success", "join")],
                game_id=game.id,
                version=game.version,
            )
        return Reply(
            text=tr("new-invite", creator=mine_text, user=mention(opponent_id), army=theirs_name, first=starts)
            + limit
            + " "
            + tr("new-invite-question", user=mention(opponent_id)),
            mentions=[opponent_id],
            buttons=[
                Button(tr("btn-accept"), commands.format_command("accept"), "success", "accept"),
                Button(tr("btn-decline"), commands.format_command("decline"), "danger", "decline"),
            ],
            game_id=game.id,
            version=game.version,
        )

    def _busy(self, game: GameRecord) -> Reply:
        return self._oops(vt("err-channel-busy", players=self._players_text(game, viewer_lang())), game)

    async def accept(self, channel_id: int, user_id: int) -> Reply:
        """Accept an invitation or take the open seat: the game starts."""
        try:
            game = await self._live(channel_id)
            if game.status == ACTIVE:
                raise Mistake(vt("err-already-started"))
            if game.status == INVITED and user_id == self.ai_user_id:
                raise Mistake(vt("err-bot-no-invites"))
            if user_id == game.creator_id:
                raise Mistake(vt("err-own-invite"))
            free = [i for i, p in enumerate(game.players) if p is None]
            if game.status == INVITED:
                if user_id not in game.players:
                    invited = next(p for p in game.players if p != game.creator_id)
                    raise Mistake(vt("err-invite-for", user=mention(invited or 0)))
                players = game.players
            else:
                seats = list(game.players)
                seats[free[0]] = user_id
                players = (seats[0], seats[1])
        except Mistake as m:
            return m.reply or self._oops(str(m))
        now = self.clock()
        state = self._state(game)
        new = game.evolve(status=ACTIVE, players=players, version=game.version + 1, updated_at=now, turn_started_at=now)
        ok = await self.repo.save(
            new,
            game.version,
            [NewAction(user_id, players.index(user_id) + 1, KIND_JOIN, "join")],
            self._schedule(new, state, now),
        )
        if not ok:
            return await self._stale(channel_id)
        img = await self._board_image(new, state, i18n.translator(new.lang))
        nxt = new.players[state.to_act - 1]
        accepted = i18n.t(new.lang, "accepted", user=mention(user_id), players=self._players_text(new))
        return Reply(
            text=f"{accepted}\n{self._status(new, state)}",
            images=[img] if img else [],
            mentions=await self.pingable([nxt] if nxt is not None else []),
            game_id=new.id,
            version=new.version,
        )

    async def decline(self, channel_id: int, user_id: int) -> Reply:
        """Decline an invitation, or withdraw your own game nobody has joined yet."""
        try:
            game = await self._live(channel_id)
            if game.status == ACTIVE:
                raise Mistake(vt("err-decline-started"))
            if user_id != game.creator_id and user_id not in game.players:
                raise Mistake(vt("err-decline-not-yours"))
        except Mistake as m:
            return m.reply or self._oops(str(m))
        now = self.clock()
        reason = "withdrawn" if user_id == game.creator_id else "declined"
        new = game.evolve(status=ABORTED, version=game.version + 1, updated_at=now, result_reason=reason)
        seat = game.seats_of(user_id)
        ok = await self.repo.save(
            new, game.version, [NewAction(user_id, seat[0] if seat else 0, KIND_ABORT, reason)], []
        )
        if not ok:
            return await self._stale(channel_id)
        return Reply(text=i18n.t(new.lang, reason, user=mention(user_id)), game_id=new.id, version=new.version)
