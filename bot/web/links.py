"""The addresses of the web pages the bot shows: a game's (its channel sees it on the live
turn message, the game-over message and ``/hexhistory``; the console prints it) and a public
league's (``/league standings``), and the lab's page of a position code (``/hexlab code``). No link when the pages are off (``HEXBOT_WEB_URL`` and
``HEXBOT_WEB_BIND`` unset). Free of aiohttp and discord.py: the use cases call it."""

from __future__ import annotations

import logging
from datetime import datetime
from typing import Protocol

import i18n
from bot.config import Settings
from bot.replies import Link
from bot.storage.web import KIND_GAME, KIND_LEAGUE, WebToken
from bot.usecases.clock import Clock

log = logging.getLogger(__name__)


class TokenStore(Protocol):
    async def web_token(self, kind: str, object_id: int) -> WebToken | None: ...

    async def issue_web_token(self, kind: str, object_id: int, at: datetime) -> WebToken: ...

    async def revoke_web_tokens(self, kind: str, object_id: int, at: datetime) -> int: ...


class WebLinks:
    """Makes (and revokes) the pages' addresses."""

    def __init__(self, tokens: TokenStore, settings: Settings, clock: Clock) -> None:
        self.tokens = tokens
        self.settings = settings
        self.clock = clock

    @property
    def base(self) -> str | None:
        return self.settings.web_base

    async def game_url(self, game_id: int) -> str | None:
        """The game page's address (its token made on first use); None when the pages are off
        or the token cannot be stored (a link is never worth failing a command for)."""
        base = self.base
        if base is None:
            return None
        try:
            token = await self.tokens.issue_web_token(KIND_GAME, game_id, self.clock())
        except Exception:
            log.warning("could not issue a web token", exc_info=True, extra={"ctx": {"game": game_id}})
            return None
        return f"{base}/g/{token.token}"

    async def game_link(self, game_id: int, lang: str) -> Link | None:
        url = await self.game_url(game_id)
        return None if url is None else Link(i18n.t(lang, "web-link-game"), url)

    async def league_url(self, league_id: int) -> str | None:
        """A public league's address (None: not public, or the pages are off)."""
        base = self.base
        if base is None:
            return None
        token = await self.tokens.web_token(KIND_LEAGUE, league_id)
        return None if token is None else f"{base}/l/{token.token}"

    async def league_link(self, league_id: int, lang: str) -> Link | None:
        url = await self.league_url(league_id)
        return None if url is None else Link(i18n.t(lang, "web-link-league"), url)

    async def publish_league(self, league_id: int, public: bool) -> str | None:
        """Make a league's pages public (its token made) or private (its tokens revoked)."""
        if public:
            token = await self.tokens.issue_web_token(KIND_LEAGUE, league_id, self.clock())
            return None if self.base is None else f"{self.base}/l/{token.token}"
        await self.tokens.revoke_web_tokens(KIND_LEAGUE, league_id, self.clock())
        return None

    def lab_url(self, code: str) -> str | None:
        """The lab's page of a position code (``/lab/<code>``: the code is the address, no
        token); None when the pages are off."""
        base = self.base
        return None if base is None else f"{base}/lab/{code}"

    def lab_link(self, code: str, lang: str) -> Link | None:
        url = self.lab_url(code)
        return None if url is None else Link(i18n.t(lang, "web-link-lab"), url)

    async def revoke_game(self, game_id: int) -> int:
        """Revoke a game's address: the next link shown carries a new one."""
        return await self.tokens.revoke_web_tokens(KIND_GAME, game_id, self.clock())
