"""Which Discord shards this process serves, and what that means for stored work.

Discord sends each server's events to one shard: ``(guild_id >> 22) % shard_count``.
Several bot processes share one PostgreSQL database, each running the shards it is given
(``HEXBOT_SHARDS=0-3``, ``HEXBOT_SHARD_COUNT=8``); stored work that is not an answer to an
interaction — reminders, battle posts to finish after a restart, the computer player's
turns — is done only by the process that owns the game's shard, so that no two processes
post the same thing. Console games (no server) belong to shard 0. Exactly one process,
the owner of shard 0, publishes the slash commands.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


def shard_of(guild_id: int | None, count: int) -> int:
    """The shard Discord gives a server (0 for no server)."""
    return 0 if not guild_id or count <= 1 else (guild_id >> 22) % count


@dataclass(frozen=True, slots=True)
class ShardSet:
    """The shards ``ids`` (of ``count`` in all) this process serves."""

    ids: frozenset[int]
    count: int

    def __post_init__(self) -> None:
        if self.count < 1 or not self.ids or min(self.ids) < 0 or max(self.ids) >= self.count:
            raise ValueError(f"shards {sorted(self.ids)} of {self.count} are not a valid selection")

    def owns(self, guild_id: int | None) -> bool:
        return shard_of(guild_id, self.count) in self.ids

    @property
    def syncs_commands(self) -> bool:
        """Only the owner of shard 0 publishes the slash commands."""
        return 0 in self.ids

    def sql(self, guild_column: str) -> str:
        """A SQL condition true for the rows whose server is served here (integers only:
        safe to put in a statement); the same in SQLite and PostgreSQL."""
        ids = ", ".join(str(i) for i in sorted(self.ids))
        return f"((COALESCE({guild_column}, 0) / 4194304) % {self.count}) IN ({ids})"

    @classmethod
    def parse(cls, shards: str, count: str) -> ShardSet:
        """``"0-3"`` or ``"0,2,5"`` of ``"8"``; raises ValueError with a readable message."""
        try:
            total = int(count)
            ids: set[int] = set()
            for part in shards.split(","):
                lo, sep, hi = part.strip().partition("-")
                ids.update(range(int(lo), int(hi) + 1) if sep else {int(lo)})
        except ValueError:
            raise ValueError(f"HEXBOT_SHARDS={shards!r} / HEXBOT_SHARD_COUNT={count!r}: use e.g. 0-3 and 8") from None
        return cls(frozenset(ids), total)

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> ShardSet | None:
        """The selection in ``HEXBOT_SHARDS`` and ``HEXBOT_SHARD_COUNT``; None when unset
        (one process serves every shard)."""
        shards, count = env.get("HEXBOT_SHARDS", "").strip(), env.get("HEXBOT_SHARD_COUNT", "").strip()
        if not shards and not count:
            return None
        if not shards or not count:
            raise ValueError("set both HEXBOT_SHARDS and HEXBOT_SHARD_COUNT (or neither)")
        return cls.parse(shards, count)
