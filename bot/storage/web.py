"""The web companion's addresses (docs/web.md): an unguessable token per game, shown to the
game's channel, and per league its moderators made public; a moderator revokes one (the
next link the bot shows carries a fresh token)."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import bindparam, insert, select, update

from bot.storage.database import Database, record
from bot.storage.schema import games, web_tokens
from bot.storage.sql import Row

KIND_GAME, KIND_LEAGUE = "game", "league"
TOKEN_BYTES = 18  # 144 random bits, 24 URL-safe characters


@dataclass(frozen=True, slots=True)
class WebToken:
    token: str
    kind: str
    object_id: int
    created_at: datetime
    revoked_at: datetime | None = None


_LIVE = (
    select(web_tokens)
    .where(
        web_tokens.c.kind == bindparam("kind"),
        web_tokens.c.object_id == bindparam("object_id"),
        web_tokens.c.revoked_at.is_(None),
    )
    .order_by(web_tokens.c.created_at.desc())
    .limit(1)
)
_BY_TOKEN = select(web_tokens).where(web_tokens.c.token == bindparam("token"))
_REVOKE = (
    update(web_tokens)
    .where(
        web_tokens.c.kind == bindparam("b_kind"),
        web_tokens.c.object_id == bindparam("b_object"),
        web_tokens.c.revoked_at.is_(None),
    )
    .values(revoked_at=bindparam("b_at"))
)


def _token(r: Row) -> WebToken:
    return record(WebToken, r)


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


class WebStore:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def web_token(self, kind: str, object_id: int) -> WebToken | None:
        """The live (unrevoked) token of a game or league, if it has one."""
        rows = await self.db.fetch(_LIVE, {"kind": kind, "object_id": object_id})
        return _token(rows[0]) if rows else None

    async def issue_web_token(self, kind: str, object_id: int, at: datetime) -> WebToken:
        """The live token of a game or league, made now if it has none."""

        def work(conn: Any) -> WebToken:
            rows = conn.execute(_LIVE, {"kind": kind, "object_id": object_id}).all()
            if rows:
                return _token(rows[0])
            token = new_token()
            conn.execute(insert(web_tokens), {"token": token, "kind": kind, "object_id": object_id, "created_at": at})
            return WebToken(token, kind, object_id, at)

        return await self.db.write(work)

    async def revoke_web_tokens(self, kind: str, object_id: int, at: datetime) -> int:
        """Revoke the live tokens of a game or league; how many there were."""
        params = {"b_kind": kind, "b_object": object_id, "b_at": at}
        return await self.db.write(lambda conn: int(conn.execute(_REVOKE, params).rowcount or 0))

    async def game_ids(self) -> list[int]:
        """Every stored game's id (``python -m bot web --links`` prints their addresses)."""
        return [int(r[0]) for r in await self.db.fetch(select(games.c.id).order_by(games.c.id))]

    async def live_tokens(self, kind: str) -> list[WebToken]:
        """Every unrevoked token of ``kind``, by object (``--links`` prints the public leagues')."""
        w = web_tokens.c
        stmt = select(web_tokens).where(w.kind == kind, w.revoked_at.is_(None)).order_by(w.object_id, w.created_at)
        return [_token(r) for r in await self.db.fetch(stmt)]

    async def resolve_web_token(self, token: str) -> WebToken | None:
        """The token's row, when it exists and is not revoked."""
        rows = await self.db.fetch(_BY_TOKEN, {"token": token})
        if not rows:
            return None
        found = _token(rows[0])
        return None if found.revoked_at is not None else found
