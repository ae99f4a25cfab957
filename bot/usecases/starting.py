"""Starting a game: new, accept (or join the open seat), decline."""

from __future__ import annotations

import logging
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import i18n
from bot.chance import game_seed
from bot.locale import viewer_lang, vt
from bot.readers import Mistake
from bot.replies import Button, Press, Reply, mention
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
    normal_joined,
)
from bot.usecases.access import GameAccess
from bot.usecases.answers import oops
from bot.usecases.clock import Clock
from bot.usecases.games import GamesStore
from bot.usecases.legal import LegalActions
from bot.usecases.people import Preferences
from bot.usecases.pictures import Pictures
from bot.usecases.seats import ComputerSeat
from bot.usecases.turn_clock import TurnClock
from bot.usecases.util import hours, pick_army, rules_error_text
from bot.usecases.wording import narrator, players_text, state_of, status_text
from rules.actions import RulesError
from rules.ai.levels import DEFAULT_LEVEL, LEVELS
from rules.catalog import ARMIES, SMALL_BOARD_ONLY
from rules.game import check_teams, new_game, seat_allowed
from rules.state import MODE_1V2, MODE_2V2, MODE_FFA, MODES, VARIANTS

log = logging.getLogger(__name__)


class GameSetup:
    """Starting a game: new, accept (or join the open seat), decline."""

    def __init__(
        self,
        games: GamesStore,
        access: GameAccess,
        pictures: Pictures,
        legal: LegalActions,
        prefs: Preferences,
        turn_clock: TurnClock,
        computer: ComputerSeat,
        rng: random.Random,
        clock: Clock,
    ) -> None:
        self.games = games
        self.access = access
        self.pictures = pictures
        self.legal = legal
        self.prefs = prefs
        self.turn_clock = turn_clock
        self.computer = computer
        self.rng = rng
        self.clock = clock

    async def new_game(
        self,
        channel_id: int,
        user_id: int,
        *,
        opponent_id: int | None = None,
        army: str | None = None,
        opponent_army: str | None = None,
        first: str = "me",
        lang: str = i18n.DEFAULT,
        turn_limit_hours: float | None = None,
        guild_id: int | None = None,
        level: str | None = None,
        more_opponents: Sequence[int | None] = (),
        players: int | None = None,
        mode: str | None = None,
        board: str | None = None,
        variant: str | None = None,
        armies: Sequence[str] | None = None,
    ) -> Reply:
        """Start the channel's game. ``level``: the computer opponent's level (easy, medium,
        hard; default medium). Three to six players: ``more_opponents`` fill seats 3 to 6
        (``None``: an open seat), ``players`` counts the seats, ``mode`` (ffa, points, 1v2,
        2v2), ``board`` (19 or 37 hexes), ``variant`` (alt-start, reinforcements, both),
        ``armies`` (an army per seat, in seat order; "random" for any)."""
        try:
            existing = await self.games.live(channel_id)
            if existing is not None:
                return self._busy(existing)
            setup = self._setup(
                user_id, opponent_id, more_opponents, players, mode, board, variant, armies, army, opponent_army
            )
            first = (first or "me").lower()
            if first not in ("me", "opponent", "random"):
                raise Mistake(vt("err-first", value=first))
            lang = (lang or i18n.DEFAULT).lower()
            if lang not in i18n.LANGS:
                raise Mistake(vt("err-lang", value=lang))
            limit_s: int | None = None
            if turn_limit_hours is not None:
                if not 0 < turn_limit_hours <= 24 * 30:
                    raise Mistake(vt("err-hours-range", option="time-limit"))
                limit_s = max(1, round(turn_limit_hours * 3600))
                minimum = await self.turn_clock.min_turn_limit_s(guild_id)
                if limit_s < minimum:
                    raise Mistake(vt("err-time-limit-minimum", minimum=hours(minimum)))
            level = (level or "").strip().lower() or None
            if level is not None and level not in LEVELS:
                raise Mistake(vt("err-level", value=level, levels=", ".join(LEVELS)))
            if level is not None and self.computer.user_id not in setup.seats:
                raise Mistake(vt("err-level-vs-bot"))
            seats, army_list = self._seat_order(setup, first)
            seed = game_seed(self.rng)
            try:
                state = new_game(army_list, seed, **setup.options)
            except RulesError as e:
                raise Mistake(rules_error_text(e)) from None
        except Mistake as m:
            return m.reply or oops(str(m))
        now = self.clock()
        hotseat = len(set(seats)) == 1
        joined = normal_joined(
            tuple(seats), tuple(p is not None and (p in (user_id, self.computer.user_id) or hotseat) for p in seats)
        )
        status = ACTIVE if not joined and None not in seats else OPEN if None in seats else INVITED
        record = GameRecord(
            id=0,
            channel_id=channel_id,
            status=status,
            version=1,
            state_json=state.dumps(),
            seed=seed,
            armies=tuple(army_list),
            players=tuple(seats),
            creator_id=user_id,
            lang=lang,
            created_at=now,
            updated_at=now,
            turn_started_at=now if status == ACTIVE else None,
            turn_limit_s=limit_s,
            guild_id=guild_id,
            ai_levels={i: level or DEFAULT_LEVEL for i, p in enumerate(seats, start=1) if p == self.computer.user_id}
            if not hotseat
            else {},
            joined=joined,
            options=setup.options,
        )
        try:
            game = await self.games.create(record)
        except ChannelBusy:
            existing = await self.games.live(channel_id)
            return self._busy(existing) if existing else oops(vt("err-channel-busy-short"))
        log.info("game created", extra={"ctx": {"game": game.id, "channel": channel_id, "armies": game.armies}})
        n = narrator(game)
        tr = n.tr
        if status == ACTIVE:
            await self.games.save(game.evolve(version=2), 1, reminders=self.turn_clock.schedule(game, state, now))
            game = game.evolve(version=2)
            img = await self.pictures.board(game, state, tr)
            if len(seats) > 2 or setup.options:
                lead = tr("new-multi-started", setup=self._setup_text(game, tr), players=players_text(game))
            elif hotseat:
                lead = tr("new-hotseat", user=mention(user_id), a=n.army_name(1), b=n.army_name(2))
            else:  # against the computer player, who accepts at once
                me = seats.index(user_id) + 1
                lead = tr(
                    "new-vs-ai",
                    user=mention(user_id),
                    army=n.army_name(me),
                    bot=mention(self.computer.user_id or 0),
                    bot_army=n.army_name(3 - me),
                )
            return Reply(
                text=lead + "\n" + status_text(game, state, self.legal),
                images=[img] if img else [],
                game_id=game.id,
                version=game.version,
            )
        limit = " " + tr("new-limit", limit=hours(limit_s, lang)) if limit_s else ""
        if len(seats) > 2 or setup.options:
            return self._lobby_reply(game, tr("new-lobby", creator=mention(user_id), setup=self._setup_text(game, tr)))
        creator_seat = seats.index(user_id) + 1
        starts = n.user_of(1)
        mine_text = tr("player-army", user=mention(user_id), army=n.army_name(creator_seat))
        theirs_name = n.army_name(3 - creator_seat)
        if opponent_id is None:
            return Reply(
                text=tr("new-open", creator=mine_text, army=theirs_name, first=starts) + limit,
                buttons=[Button(tr("btn-join"), Press("accept"), "success", "join")],
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
                Button(tr("btn-accept"), Press("accept"), "success", "accept"),
                Button(tr("btn-decline"), Press("decline"), "danger", "decline"),
            ],
            game_id=game.id,
            version=game.version,
        )

    def _setup(
        self,
        user_id: int,
        opponent_id: int | None,
        more: Sequence[int | None],
        players: int | None,
        mode: str | None,
        board: str | None,
        variant: str | None,
        armies: Sequence[str] | None,
        army: str | None,
        opponent_army: str | None,
    ) -> _Setup:
        """Check the seats, mode, board, variant and armies of a new game (not yet seated)."""
        mode = (mode or MODE_FFA).strip().lower()
        if mode not in MODES:
            raise Mistake(vt("err-mode", value=mode, modes=", ".join(MODES)))
        named: list[int | None] = [user_id, opponent_id, *more]
        last = max(i for i, p in enumerate(named) if p is not None or i < 2) + 1
        n = players if players is not None else {MODE_1V2: 3, MODE_2V2: 4}.get(mode, last)
        if not 2 <= n <= 6:
            raise Mistake(vt("err-players-count", n=n))
        if last > n:
            raise Mistake(vt("err-seats-too-few", n=n, named=last))
        seats = (named + [None] * 6)[:n]
        options: dict[str, Any] = {}
        if mode != MODE_FFA:
            options["mode"] = mode
        size = (board or "").strip().lower().removesuffix("hexes").strip()
        if size not in ("", "19", "37"):
            raise Mistake(vt("err-board", value=board or ""))
        radius = 3 if size == "37" or (size == "" and n >= 5) else 2
        if radius != 2:
            options["radius"] = radius
        v = (variant or "none").strip().lower()
        chosen = {"none": [], "both": list(VARIANTS)}.get(v, [v])
        if any(x not in VARIANTS for x in chosen):
            raise Mistake(vt("err-variant", value=variant or "", variants=", ".join((*VARIANTS, "both"))))
        if chosen:
            options["variants"] = chosen
        if {MODE_1V2: 3, MODE_2V2: 4}.get(mode, n) != n:
            raise Mistake(vt("rules-mode-players", mode=vt(f"mode-{mode}"), count=n))
        try:
            teams = check_teams(mode, list(range(1, n + 1)), None)
        except RulesError as e:
            raise Mistake(rules_error_text(e)) from None
        humans = [p for p in seats if p is not None and p != self.computer.user_id]
        if len(set(humans)) < len(humans) and len(set(seats)) > 1:
            for uid in set(humans):
                mine = [i + 1 for i, p in enumerate(seats) if p == uid]
                if len(mine) > 1 and len({next(k for k, t in enumerate(teams) if s in t) for s in mine}) > 1:
                    raise Mistake(vt("err-same-user-twice", user=mention(uid)))
        wanted = [a.strip() for a in armies if a.strip()] if armies else []
        if len(wanted) > n:
            raise Mistake(vt("err-armies-count", n=n, given=len(wanted)))
        if not wanted:
            wanted = [army or "random", opponent_army or "random"]
        wanted = (wanted + ["random"] * n)[:n]
        chosen_armies = [None if w.lower() == "random" else pick_army(w, self.rng, None) for w in wanted]
        if n == 2:
            first_army = pick_army(wanted[0], self.rng, avoid=None)
            second = pick_army(wanted[1], self.rng, avoid=first_army if chosen_armies[0] is None else None)
            if chosen_armies[0] is None and chosen_armies[1] is not None and first_army == second:
                first_army = pick_army(None, self.rng, avoid=second)
            return _Setup(seats, [first_army, second], options, teams)
        free = [a for a in ARMIES if a not in chosen_armies and not (radius == 3 and a in SMALL_BOARD_ONLY)]
        if n > len(set(a for a in chosen_armies if a) | set(free)):
            raise Mistake(vt("err-not-enough-armies", n=n, armies=len(ARMIES)))
        self.rng.shuffle(free)
        picked: list[str] = []
        for seat, a in enumerate(chosen_armies, start=1):
            if a is None:  # a random army; in one against a team, Dancer only for the single player
                pool = [x for x in free if seat_allowed(x, mode, teams, seat)]
                if not pool:
                    raise Mistake(vt("err-not-enough-armies", n=n, armies=len(ARMIES)))
                a = pool[-1]
                free.remove(a)
            picked.append(a)
        return _Setup(seats, picked, options, teams)

    def _seat_order(self, setup: _Setup, first: str) -> tuple[list[int | None], list[str]]:
        """Seats and armies in seat order once ``first`` (me, opponent, random) is applied:
        two players swap seats; free-for-all rotates or shuffles the seats; in team games the
        seating makes the teams, so the creator starts."""
        seats, armies = list(setup.seats), list(setup.armies)
        if first == "me":
            return seats, armies
        n = len(seats)
        if setup.options.get("mode") in (MODE_1V2, MODE_2V2):
            raise Mistake(vt("err-first-teams"))
        if first == "random":
            order = list(range(n))
            if n > 2:
                self.rng.shuffle(order)
            elif self.rng.choice((1, 2)) == 2:  # as two-player games always drew it
                order.reverse()
        else:  # the opponent first: the creator moves to the last seat
            order = [*range(1, n), 0]
        return [seats[i] for i in order], [armies[i] for i in order]

    def _setup_text(self, game: GameRecord, tr: i18n.Tr) -> str:
        """ "Free-for-all, 4 players, 37 hexes, reinforcements"."""
        mode = game.options.get("mode", MODE_FFA)
        parts = [tr(f"mode-{mode}"), tr("setup-players", n=len(game.players))]
        parts.append(tr("setup-board", n=37 if game.options.get("radius", 2) == 3 else 19))
        parts += [tr(f"variant-{v}") for v in game.options.get("variants", ())]
        return ", ".join(parts)

    def _seats_text(self, game: GameRecord, tr: i18n.Tr) -> str:
        """One line per seat: "1. @a (Moloch)", "2. open seat (Borgo)", "3. @c (Outpost), invited"."""
        n = narrator(game, tr.lang)
        lines = []
        for i, p in enumerate(game.players, start=1):
            army_text = n.army_name(i)
            if p is None:
                lines.append(tr("seat-open", n=i, army=army_text))
            elif game.has_joined(i):
                lines.append(tr("seat-taken", n=i, user=mention(p), army=army_text))
            else:
                lines.append(tr("seat-invited", n=i, user=mention(p), army=army_text))
        return "\n".join(lines)

    def _lobby_reply(self, game: GameRecord, lead: str) -> Reply:
        """The lobby of a game that waits for players: its seats, Join and Decline buttons."""
        tr = i18n.translator(game.lang)
        invited = [p for i, p in enumerate(game.players, start=1) if p is not None and not game.has_joined(i)]
        limit = " " + tr("new-limit", limit=hours(game.turn_limit_s, game.lang)) if game.turn_limit_s else ""
        footer = tr("lobby-footer-open") if None in game.players else tr("lobby-footer-invited")
        return Reply(
            text=f"{lead}{limit}\n{self._seats_text(game, tr)}\n{footer}",
            mentions=sorted(set(invited)),
            buttons=[
                Button(tr("btn-join"), Press("accept"), "success", "join"),
                Button(tr("btn-decline"), Press("decline"), "danger", "decline"),
            ],
            game_id=game.id,
            version=game.version,
        )

    def _busy(self, game: GameRecord) -> Reply:
        return oops(vt("err-channel-busy", players=players_text(game, viewer_lang())), game)

    async def accept(self, channel_id: int, user_id: int) -> Reply:
        """Accept an invitation or take an open seat: the game starts once every seat is taken."""
        try:
            game = await self.access.live(channel_id)
            if game.status == ACTIVE:
                raise Mistake(vt("err-already-started"))
            if game.status == INVITED and user_id == self.computer.user_id:
                raise Mistake(vt("err-bot-no-invites"))
            seats = list(game.players)
            invited = [i for i, p in enumerate(seats) if p == user_id and not game.has_joined(i + 1)]
            if invited:
                joined_seats = invited
            elif user_id == game.creator_id and len(seats) == 2:
                raise Mistake(vt("err-own-invite"))
            elif user_id in seats:
                raise Mistake(vt("err-already-joined"))
            elif None in seats:
                joined_seats = [seats.index(None)]
                seats[joined_seats[0]] = user_id
            elif len(seats) == 2:
                other_user = next(p for p in seats if p != game.creator_id)
                raise Mistake(vt("err-invite-for", user=mention(other_user or 0)))
            else:
                raise Mistake(vt("err-lobby-full"))
        except Mistake as m:
            return m.reply or oops(str(m))
        now = self.clock()
        state = state_of(game)
        joined = [game.has_joined(i) for i in range(1, len(seats) + 1)]
        for i in joined_seats:
            joined[i] = True
        players = tuple(seats)
        full = all(joined)
        status = ACTIVE if full else OPEN if None in players else INVITED
        new = game.evolve(
            status=status,
            players=players,
            joined=normal_joined(players, tuple(joined)),
            version=game.version + 1,
            updated_at=now,
            turn_started_at=now if full else None,
        )
        ok = await self.games.save(
            new,
            game.version,
            [NewAction(user_id, joined_seats[0] + 1, KIND_JOIN, "join")],
            self.turn_clock.schedule(new, state, now) if full else [],
        )
        if not ok:
            return await self.access.stale(channel_id)
        tr = i18n.translator(new.lang)
        if not full:
            n = narrator(new)
            lead = tr(
                "lobby-joined", user=mention(user_id), n=joined_seats[0] + 1, army=n.army_name(joined_seats[0] + 1)
            )
            return self._lobby_reply(new, lead)
        img = await self.pictures.board(new, state, tr)
        nxt = new.players[state.to_act - 1]
        accepted = tr("accepted", user=mention(user_id), players=players_text(new))
        return Reply(
            text=f"{accepted}\n{status_text(new, state, self.legal)}",
            images=[img] if img else [],
            mentions=await self.prefs.pingable([nxt] if nxt is not None and nxt != self.computer.user_id else []),
            game_id=new.id,
            version=new.version,
        )

    async def decline(self, channel_id: int, user_id: int) -> Reply:
        """Decline an invitation, or withdraw your own game that has not started. In a lobby
        of three or more seats, a player who declines (or leaves before the start) frees the seat."""
        try:
            game = await self.access.live(channel_id)
            if game.status == ACTIVE:
                raise Mistake(vt("err-decline-started"))
            if user_id != game.creator_id and user_id not in game.players:
                raise Mistake(vt("err-decline-not-yours"))
        except Mistake as m:
            return m.reply or oops(str(m))
        now = self.clock()
        seat = game.seats_of(user_id)
        if user_id != game.creator_id and len(game.players) > 2:
            players = tuple(None if p == user_id else p for p in game.players)
            joined = normal_joined(players, tuple(game.has_joined(i) for i in range(1, len(players) + 1)))
            new = game.evolve(status=OPEN, players=players, joined=joined, version=game.version + 1, updated_at=now)
            if not await self.games.save(new, game.version, [NewAction(user_id, seat[0], KIND_ABORT, "leave")], []):
                return await self.access.stale(channel_id)
            tr = i18n.translator(new.lang)
            n = narrator(new)
            freed = ", ".join(tr("seat-army", n=i, army=n.army_name(i)) for i in seat)
            return self._lobby_reply(new, tr("lobby-left", user=mention(user_id), seats=freed))
        reason = "withdrawn" if user_id == game.creator_id else "declined"
        new = game.evolve(status=ABORTED, version=game.version + 1, updated_at=now, result_reason=reason)
        ok = await self.games.save(
            new, game.version, [NewAction(user_id, seat[0] if seat else 0, KIND_ABORT, reason)], []
        )
        if not ok:
            return await self.access.stale(channel_id)
        return Reply(text=i18n.t(new.lang, reason, user=mention(user_id)), game_id=new.id, version=new.version)


@dataclass(frozen=True)
class _Setup:
    """A new game's seats (users, ``None`` for open seats), armies, ``new_game`` options and teams."""

    seats: list[int | None]
    armies: list[str]
    options: dict[str, Any]
    teams: list[list[int]]
