"""Starting a game: new, accept (or join the open seat), decline."""

from __future__ import annotations

import logging

from bot import commands
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
    army_name,
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
                raise Mistake(f"first must be me, opponent or random, not {first!r}.")
            lang = (lang or "en").lower()
            if lang not in LANGS:
                raise Mistake(f"lang must be en or pl, not {lang!r}.")
            limit_s: int | None = None
            if turn_limit_hours is not None:
                if not 0 < turn_limit_hours <= 24 * 30:
                    raise Mistake("time-limit must be between 0 and 720 hours.")
                limit_s = max(1, round(turn_limit_hours * 3600))
            level = (level or "").strip().lower() or None
            if level is not None and level not in LEVELS:
                raise Mistake(f"level must be {', '.join(LEVELS)}, not {level!r}.")
            if level is not None and (opponent_id is None or opponent_id != self.ai_user_id):
                raise Mistake("level is for a game against the computer (opponent: the bot).")
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
            ai_levels={3 - creator_seat: level or DEFAULT_LEVEL} if vs_ai and not hotseat else {},
        )
        try:
            game = await self.repo.create_game(record)
        except ChannelBusy:
            existing = await self.repo.live_game(channel_id)
            return self._busy(existing) if existing else self._oops("This channel already has a game.")
        log.info("game created", extra={"ctx": {"game": game.id, "channel": channel_id, "armies": army_pair}})
        n = self._narrator(game)
        starts = n.user_of(1)
        if hotseat:
            await self.repo.save(game.evolve(version=2), 1, reminders=self._schedule(game, state, now))
            game = game.evolve(version=2)
            img = await self.render.board(state, lang=lang)
            return Reply(
                text=f"Hot-seat game: {mention(user_id)} plays both {n.army_name(1)} and {n.army_name(2)}.\n"
                + self._status(game, state),
                images=[img] if img else [],
                game_id=game.id,
                version=game.version,
            )
        if vs_ai:  # the computer player accepts at once: the game starts
            img = await self.render.board(state, lang=lang)
            await self.repo.save(game.evolve(version=2), 1, reminders=self._schedule(game, state, now))
            game = game.evolve(version=2)
            return Reply(
                text=f"{mention(user_id)} ({army_name(armies[creator_seat - 1])}) plays against the bot, "
                f"{mention(opponent_id or 0)} ({army_name(armies[2 - creator_seat])}).\n" + self._status(game, state),
                images=[img] if img else [],
                game_id=game.id,
                version=game.version,
            )
        mine_text = f"{mention(user_id)} ({army_name(mine)})"
        limit = f" Turn time limit: {hours(limit_s)}." if limit_s else ""
        if opponent_id is None:
            return Reply(
                text=f"{mine_text} opens a game of Neuroshima Hex against {army_name(theirs)}: "
                f"anyone can take the seat. {starts} plays first.{limit}",
                buttons=[Button("Join", commands.format_command("accept"), "success", "join")],
                game_id=game.id,
                version=game.version,
            )
        return Reply(
            text=f"{mine_text} challenges {mention(opponent_id)} ({army_name(theirs)}) to Neuroshima Hex. "
            f"{starts} plays first.{limit} {mention(opponent_id)}, do you accept?",
            mentions=[opponent_id],
            buttons=[
                Button("Accept", commands.format_command("accept"), "success", "accept"),
                Button("Decline", commands.format_command("decline"), "danger", "decline"),
            ],
            game_id=game.id,
            version=game.version,
        )

    def _busy(self, game: GameRecord) -> Reply:
        return self._oops(
            f"This channel already has a game ({self._players_text(game)}): finish it, resign, "
            "or ask a moderator to abort it. Another channel or a thread can host a new one.",
            game,
        )

    async def accept(self, channel_id: int, user_id: int) -> Reply:
        """Accept an invitation or take the open seat: the game starts."""
        try:
            game = await self._live(channel_id)
            if game.status == ACTIVE:
                raise Mistake("The game has already started.")
            if game.status == INVITED and user_id == self.ai_user_id:
                raise Mistake("The bot does not accept invitations.")
            if user_id == game.creator_id:
                raise Mistake("You created this game: wait for your opponent to accept.")
            free = [i for i, p in enumerate(game.players) if p is None]
            if game.status == INVITED:
                if user_id not in game.players:
                    invited = next(p for p in game.players if p != game.creator_id)
                    raise Mistake(f"This invitation is for {mention(invited or 0)}.")
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
        img = await self.render.board(state, lang=new.lang)
        nxt = new.players[state.to_act - 1]
        return Reply(
            text=f"{mention(user_id)} accepted: {self._players_text(new)}.\n{self._status(new, state)}",
            images=[img] if img else [],
            mentions=[nxt] if nxt is not None else [],
            game_id=new.id,
            version=new.version,
        )

    async def decline(self, channel_id: int, user_id: int) -> Reply:
        """Decline an invitation, or withdraw your own game nobody has joined yet."""
        try:
            game = await self._live(channel_id)
            if game.status == ACTIVE:
                raise Mistake("The game has started: use `/hex resign` or offer a draw.")
            if user_id != game.creator_id and user_id not in game.players:
                raise Mistake("This is not your game to decline.")
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
        verb = "withdrew the game" if reason == "withdrawn" else "declined the game"
        return Reply(
            text=f"{mention(user_id)} {verb}. The channel is free for a new one.", game_id=new.id, version=new.version
        )
