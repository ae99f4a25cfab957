"""Joining and leaving a league (a league game in progress is resigned, once confirmed),
and the server's leagues listed and autocompleted."""

from __future__ import annotations

import logging

import i18n
from bot.league.directory import (
    Directory,
    day_of,
    guild_of,
)
from bot.league.settlement import Settlement
from bot.locale import vt
from bot.readers import Mistake
from bot.replies import Press, Reply, mention
from bot.storage.base import ACTIVE, INVITED, OPEN
from bot.storage.league import (
    DRAFT_VOID,
    PENDING,
    LeagueStore,
)
from bot.usecases.answers import confirm, oops
from bot.usecases.clock import Clock
from bot.usecases.endings import Endings
from bot.usecases.games import GamesStore
from bot.usecases.starting import GameSetup

log = logging.getLogger(__name__)


class Membership:
    """Who plays in which league."""

    def __init__(
        self,
        directory: Directory,
        settlement: Settlement,
        store: LeagueStore,
        games: GamesStore,
        setup: GameSetup,
        endings: Endings,
        clock: Clock,
    ) -> None:
        self.directory = directory
        self.settlement = settlement
        self.store = store
        self.games = games
        self.setup = setup
        self.endings = endings
        self.clock = clock

    async def names(self, guild_id: int | None, prefix: str = "") -> list[tuple[str, str]]:
        """League names of the server for autocomplete: (name, name), at most 25."""
        needle = (prefix or "").strip().lower()
        found = await self.store.leagues(guild_of(guild_id))
        return [(x.name, x.name) for x in found if needle in x.name.lower()][:25]

    async def list_leagues(self, channel_id: int, user_id: int, *, guild_id: int | None = None) -> Reply:
        found = await self.store.leagues(guild_of(guild_id))
        if not found:
            return oops(vt("lg-err-no-league"))
        lines = []
        for lg in found:
            season = await self.directory.season(lg, required=False)
            members = len(await self.store.members(lg.id))
            lines.append(
                vt(
                    "lg-list-line",
                    league=lg.name,
                    members=members,
                    season=season.number if season else 0,
                    end=day_of(season.ends_at) if season else "-",
                    channel=f"<#{lg.channel_id}>" if lg.channel_id else "-",
                )
            )
        return Reply(text="\n".join(lines), ephemeral=True)

    async def join(
        self,
        channel_id: int,
        user_id: int,
        *,
        league: str | None = None,
        guild_id: int | None = None,
        name: str | None = None,
    ) -> Reply:
        try:
            lg = await self.directory.league(guild_id, channel_id, league)
        except Mistake as m:
            return oops(str(m))
        if not await self.store.join_league(lg.id, user_id, self.clock(), name):
            return oops(vt("lg-err-already-member", league=lg.name))
        tr = i18n.translator(lg.setting("lang"))
        return Reply(text=tr("lg-joined", user=mention(user_id), league=lg.name))

    async def leave(
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
            lg = await self.directory.league(guild_id, channel_id, league)
            await self.directory.member(lg, user_id)
        except Mistake as m:
            return oops(str(m))
        live = []
        for g in await self.store.league_games(lg.id, status=PENDING):
            game = await self.games.get(g.game_id) if user_id in g.players else None
            if game is not None and game.is_live:
                live.append(game)
        playing = [g for g in live if g.status == ACTIVE]
        if playing and (not confirmed or (version is not None and version != playing[0].version)):
            line = Press("league-leave", league=league, confirm="yes")
            return confirm(playing[0], vt("confirm-league-leave", league=lg.name, n=len(playing)), line)
        resigned = 0
        for game in live:
            if game.status == ACTIVE:
                await self.endings.resign(game.channel_id, user_id, confirmed=True)
                resigned += 1
            elif game.status in (OPEN, INVITED):
                await self.setup.decline(game.channel_id, user_id)
            await self.settlement.game_over(game.id)
        for draft in await self.store.open_drafts(lg.id):  # an army draft of theirs is withdrawn
            if user_id in draft.state.get("players", []):
                await self.store.draft_game(draft.id, None, DRAFT_VOID)
        await self.store.leave_league(lg.id, user_id, self.clock())
        tr = i18n.translator(lg.setting("lang"))
        return Reply(text=tr("lg-left", user=mention(user_id), league=lg.name, resigned=resigned))
