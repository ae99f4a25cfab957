"""Rated games: a challenge of one to five members in the channel, and the queue that pairs
members of similar rating; league games are ordinary games the league remembers."""

from __future__ import annotations

import logging
import random
from collections.abc import Sequence
from dataclasses import replace

import i18n
from bot.league.directory import (
    Directory,
)
from bot.league.drafts import ArmyDrafts, offered_armies
from bot.league.events import SwissEvents
from bot.league.ratings import initial
from bot.locale import vt
from bot.readers import Mistake, user_id_of
from bot.replies import Reply, mention
from bot.storage.league import (
    Fixture,
    League,
    LeagueStore,
    Season,
)
from bot.usecases.answers import oops
from bot.usecases.clock import Clock
from bot.usecases.games import GamesStore
from bot.usecases.seats import ComputerSeat
from bot.usecases.starting import GameSetup
from rules.catalog import SMALL_BOARD_ONLY
from rules.game import check_teams, seat_allowed
from rules.state import MODE_1V2, MODE_2V2, MODE_FFA
from rules.state import MODES as GAME_MODES

log = logging.getLogger(__name__)


class Matchmaking:
    """Challenges and the pairing queue."""

    def __init__(
        self,
        directory: Directory,
        store: LeagueStore,
        games: GamesStore,
        setup: GameSetup,
        computer: ComputerSeat,
        rng: random.Random,
        clock: Clock,
        events: SwissEvents,
    ) -> None:
        self.directory = directory
        self.store = store
        self.games = games
        self.setup = setup
        self.computer = computer
        self.rng = rng
        self.clock = clock
        self.events = events
        self.drafts = ArmyDrafts(directory, store, self.start_two, rng, clock)

    async def challenge(
        self,
        channel_id: int,
        user_id: int,
        opponent: str | int | None,
        *,
        league: str | None = None,
        guild_id: int | None = None,
        more_opponents: Sequence[str | int | None] = (),
        mode: str | None = None,
    ) -> Reply:
        """A rated game in this channel against one member, or with ``more_opponents``
        (seats 3 to 6) a rated game of three to six players in ``mode`` (ffa, points, 1v2,
        2v2); the invited players accept with ``/hex accept``. Nobody chooses another's army:
        a two-player game's armies follow the league's protocol (:class:`ArmyDrafts`), a
        game of three to six players draws them (docs/rulings.md L9)."""
        try:
            lg = await self.directory.league(guild_id, channel_id, league)
            await self.directory.member(lg, user_id)
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
            season = await self.directory.season(lg)
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
            if await self.store.open_draft(channel_id) is not None:
                raise Mistake(vt("lg-err-draft-channel-busy"))
            fixture = None
            event_game = None
            if len(opps) == 1:
                # a pairing of a Swiss event first, then the round-robin's fixture
                event_game = await self.events.next_game(lg, user_id, opps[0])
                if event_game is None:
                    fixture = await self.store.open_fixture(season.id, user_id, opps[0])
                limit = int(lg.setting("rematch_limit", 3))
                free = fixture is not None or event_game is not None
                if not free and await self.store.games_between(season.id, user_id, opps[0]) >= limit:
                    raise Mistake(vt("lg-err-rematch-limit", user=mention(opps[0]), n=limit))
            else:
                armies = self._league_seat_armies(lg, len(opps) + 1, game_mode)
        except Mistake as e:
            return oops(str(e))
        if event_game is not None:
            first, second = event_game.players
            if event_game.armies is None:  # the first game: the league's army protocol
                return await self.drafts.begin(lg, season, channel_id, guild_id, (first, second), None)
            return await self.start_two(lg, season, channel_id, first, [second], event_game.armies, guild_id, None)
        if len(opps) == 1:
            return await self.drafts.begin(lg, season, channel_id, guild_id, (user_id, opps[0]), fixture)
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

    def _league_seat_armies(self, lg: League, seats: int, mode: str) -> list[str]:
        """An army of the league for each seat of a 3-6 player game, drawn at random among
        the offered armies (docs/rulings.md L9): different armies while the league offers
        enough of them; never an army of the small board only on the 37-hex board (five or
        six players), never Dancer on the team side of one against a team."""
        teams = check_teams(mode, list(range(1, seats + 1)), None)
        picked: list[str] = []
        for seat in range(1, seats + 1):
            fits = [
                a
                for a in offered_armies(lg)
                if not (seats >= 5 and a in SMALL_BOARD_ONLY) and seat_allowed(a, mode, teams, seat)
            ]
            fresh = [a for a in fits if a not in picked]
            if not fits:
                raise Mistake(vt("lg-err-no-army-for-seat", n=seat))
            picked.append(self.rng.choice(fresh or fits))
        return picked

    async def start_two(
        self,
        lg: League,
        season: Season,
        channel_id: int,
        user_id: int,
        opps: Sequence[int],
        armies: Sequence[str],
        guild_id: int | None,
        fixture: Fixture | None,
    ) -> Reply:
        """A two-player league game with the armies its draft gave (:class:`ArmyDrafts`)."""
        return await self._start_league_game(lg, season, channel_id, user_id, opps, armies, guild_id, fixture=fixture)

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
        if not several:
            line = await self.events.link(lg, game)
            head += " " + line if line else ""
        return replace(reply, text=head + "\n" + reply.text, version=version)

    async def queue(
        self, channel_id: int, user_id: int, *, league: str | None = None, guild_id: int | None = None
    ) -> Reply:
        """Wait for an opponent of similar rating (again: leave the queue). When one waits,
        a rated game starts at once in this channel."""
        try:
            lg = await self.directory.league(guild_id, channel_id, league)
            await self.directory.member(lg, user_id)
            season = await self.directory.season(lg)
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
                reply = await self.drafts.begin(lg, season, channel_id, guild_id, (q.user_id, user_id), None)
                if reply.ephemeral:
                    await store.enqueue(lg.id, q.user_id, q.channel_id, q.at)
                    return reply
                tr = i18n.translator(lg.setting("lang"))
                paired = tr("lg-paired", a=mention(q.user_id), b=mention(user_id), league=lg.name)
                return replace(reply, text=paired + "\n" + reply.text, mentions=sorted({*reply.mentions, q.user_id}))
        await store.enqueue(lg.id, user_id, channel_id, self.clock())
        return Reply(text=vt("lg-queued", league=lg.name, n=len(waiting)), ephemeral=True)
