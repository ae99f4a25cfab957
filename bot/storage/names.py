"""How the players are called: the display name a user last showed the bot, kept so that
the pictures can name the players (the panel's "ala · Moloch" instead of "Player 1").

Migration 11 on both backends (``user_names``). The SQL is shared like the leagues'
(:class:`bot.storage.league.LeagueStore`): each backend gives a connection through
``_league_read``/``_league_tx``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from datetime import datetime

from bot.storage.league import Db, ts

MAX_NAME = 80  # Discord's display names are at most 32 characters; a console name is a word


class NameStore:
    """The ``user_names`` table's SQL, over a :class:`~bot.storage.league.Db`."""

    def _league_read(self) -> AbstractAsyncContextManager[Db]:  # pragma: no cover - each backend defines it
        raise NotImplementedError

    def _league_tx(self) -> AbstractAsyncContextManager[Db]:  # pragma: no cover - each backend defines it
        raise NotImplementedError

    async def remember_names(self, names: Mapping[int, str], at: datetime) -> None:
        """Store each user's name (replacing the one stored before)."""
        if not names:
            return
        async with self._league_tx() as db:
            for user_id, name in sorted(names.items()):
                await db.execute(
                    "INSERT INTO user_names (user_id, name, updated_at) VALUES (?, ?, ?) "
                    "ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, updated_at = excluded.updated_at",
                    user_id,
                    name[:MAX_NAME],
                    ts(at),
                )

    async def names_of(self, user_ids: Sequence[int]) -> dict[int, str]:
        """The stored names of those of ``user_ids`` that have one."""
        wanted = sorted(set(user_ids))
        if not wanted:
            return {}
        marks = ", ".join("?" for _ in wanted)
        async with self._league_read() as db:
            rows = await db.fetch(f"SELECT user_id, name FROM user_names WHERE user_id IN ({marks})", *wanted)
        return {int(r[0]): str(r[1]) for r in rows}
