"""The web pages' addresses (``web_tokens``, Alembic 0014) on every backend: one live token
per game or league, the same each time it is asked for, revoked at once, a big id kept."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from typing import Any

from bot.storage.web import KIND_GAME, KIND_LEAGUE
from tests.storage.backends import Opener

NOW = datetime(2025, 3, 1, 9, 30, tzinfo=UTC)
BIG = 1_234_567_890_123_456_789


async def test_issue_resolve_revoke(open_repo: Opener) -> None:
    repo: Any = await open_repo()
    try:
        assert await repo.stores.web.web_token(KIND_GAME, BIG) is None
        first = await repo.stores.web.issue_web_token(KIND_GAME, BIG, NOW)
        assert first.object_id == BIG and first.kind == KIND_GAME and len(first.token) >= 24
        assert (await repo.stores.web.issue_web_token(KIND_GAME, BIG, NOW + timedelta(hours=1))).token == first.token
        assert (await repo.stores.web.resolve_web_token(first.token)).object_id == BIG
        league = await repo.stores.web.issue_web_token(KIND_LEAGUE, BIG, NOW)  # the same id, another kind
        assert league.token != first.token
        assert await repo.stores.web.revoke_web_tokens(KIND_GAME, BIG, NOW) == 1
        assert await repo.stores.web.resolve_web_token(first.token) is None
        assert await repo.stores.web.web_token(KIND_GAME, BIG) is None
        assert (await repo.stores.web.resolve_web_token(league.token)).kind == KIND_LEAGUE  # untouched
        second = await repo.stores.web.issue_web_token(KIND_GAME, BIG, NOW)
        assert second.token != first.token
        assert await repo.stores.web.resolve_web_token("nothing") is None
        assert await repo.stores.web.revoke_web_tokens(KIND_GAME, 7, NOW) == 0
    finally:
        await repo.close()


async def test_concurrent_first_links_agree_or_both_stand(open_repo: Opener) -> None:
    """Viewers of a channel asking at once: every token made resolves to the game."""
    repo: Any = await open_repo()
    try:
        made = await asyncio.gather(*(repo.stores.web.issue_web_token(KIND_GAME, 3, NOW) for _ in range(5)))
        for t in made:
            assert (await repo.stores.web.resolve_web_token(t.token)).object_id == 3
        assert (await repo.stores.web.web_token(KIND_GAME, 3)).token in {t.token for t in made}
    finally:
        await repo.close()
