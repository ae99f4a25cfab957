"""The port through which the use cases reach the web pages' addresses (docs/web.md).

:class:`bot.web.links.WebLinks` provides it (wired in :mod:`bot.app`): a use case names a
game's or a league's page, publishes or revokes it, without knowing the web package.
"""

from __future__ import annotations

from typing import Protocol

from bot.replies import Link


class WebAddresses(Protocol):
    """The addresses of the web companion's pages (``base`` is ``None`` when no web server is set up)."""

    @property
    def base(self) -> str | None: ...
    async def game_url(self, game_id: int) -> str | None: ...
    async def game_link(self, game_id: int, lang: str) -> Link | None: ...
    async def league_url(self, league_id: int) -> str | None: ...
    async def league_link(self, league_id: int, lang: str) -> Link | None: ...
    async def publish_league(self, league_id: int, public: bool) -> str | None: ...
    async def revoke_game(self, game_id: int) -> int: ...
