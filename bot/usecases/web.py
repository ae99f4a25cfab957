"""The web pages' moderation (docs/web.md): a game's address shown or revoked
(``/hexmod web``), a league's pages made public or private (``/leaguemod web``); and the
link to a game's or a league's page that an answer carries when the pages are on."""

from __future__ import annotations

from dataclasses import replace

from bot.league.directory import Directory, moderator_only
from bot.locale import viewer_lang, vt
from bot.readers import Mistake
from bot.replies import Reply
from bot.usecases.addresses import WebAddresses
from bot.usecases.answers import oops
from bot.usecases.games import GamesStore


class WebModeration:
    """What moderators decide about the web pages."""

    def __init__(self, games: GamesStore, links: WebAddresses, directory: Directory) -> None:
        self.games = games
        self.links = links
        self.directory = directory

    async def game_page(
        self,
        channel_id: int,
        user_id: int,
        *,
        is_moderator: bool,
        action: str | None = None,
        game_id: int | None = None,
    ) -> Reply:
        """The channel's game's address (``action`` "show"), or a new one that replaces it
        (``revoke``: whoever had the old address can no longer open the page)."""
        if not is_moderator:
            return oops(vt("web-err-moderators"))
        game = await self.games.get(game_id) if game_id is not None else await self.games.live_or_last(channel_id)
        if game is None or game.channel_id != channel_id:
            return oops(vt("err-no-game") if game_id is None else vt("err-no-game-n", game=game_id))
        if self.links.base is None:
            return oops(vt("web-err-off"))
        if action == "revoke":
            await self.links.revoke_game(game.id)
            url = await self.links.game_url(game.id)
            return Reply(text=vt("web-revoked", game=game.id, url=url or ""), ephemeral=True, game_id=game.id)
        url = await self.links.game_url(game.id)
        return Reply(text=vt("web-game-address", game=game.id, url=url or ""), ephemeral=True, game_id=game.id)

    async def league_pages(
        self,
        channel_id: int,
        user_id: int,
        *,
        public: str | None,
        league: str | None = None,
        guild_id: int | None = None,
        is_moderator: bool,
    ) -> Reply:
        """Make a league's pages public (``on``) or private again (``off``: the address is
        revoked); without ``public``, say which they are."""
        try:
            moderator_only(is_moderator)
            lg = await self.directory.league(guild_id, channel_id, league)
        except Mistake as e:
            return oops(str(e))
        if public in ("on", "off"):
            await self.links.publish_league(lg.id, public == "on")
        url = await self.links.league_url(lg.id)
        if url is not None:
            return Reply(text=vt("web-league-public", league=lg.name, url=url), ephemeral=True)
        public_now = public == "on"
        if public_now and self.links.base is None:
            return Reply(text=vt("web-league-public-off", league=lg.name), ephemeral=True)
        return Reply(text=vt("web-league-private", league=lg.name), ephemeral=True)

    async def with_game_page(self, reply: Reply, *, when_over: bool = False) -> Reply:
        """``reply`` with a link to its game's web page, when the pages are on and the reply
        is public (``when_over``: only once the game is over)."""
        if self.links.base is None or reply.game_id is None or reply.ephemeral:
            return reply
        game = await self.games.get(reply.game_id)
        if game is None or (when_over and game.is_live):
            return reply
        link = await self.links.game_link(game.id, game.lang)
        return reply if link is None else replace(reply, link=link)

    async def with_league_page(self, reply: Reply, guild_id: int | None, channel_id: int, league: str | None) -> Reply:
        """``reply`` (a league's standings) with a link to the league's web page, when its
        moderators made it public."""
        if reply.ephemeral or self.links.base is None:
            return reply
        try:
            lg = await self.directory.league(guild_id, channel_id, league)
        except Mistake:
            return reply
        link = await self.links.league_link(lg.id, viewer_lang())
        return reply if link is None else replace(reply, link=link)
