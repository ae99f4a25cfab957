"""Several processes, each serving some Discord shards: stored work goes to the owner of
the game's shard only, and exactly one process publishes the slash commands."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

import pytest
from discord.ext import commands

from bot.config import Settings
from bot.discord_adapter import create_bot
from bot.sharding import ShardSet, shard_of
from bot.storage import NewAction, NewBattlePost, NewReminder
from tests.storage.backends import Opener
from tests.storage.test_contract import record

NOW = datetime(2025, 3, 1, 9, 30, tzinfo=UTC)
# a guild id on each of 4 shards: Discord's shard is (guild_id >> 22) % count
GUILDS = [(k << 22) + 17 for k in range(4)]


def test_shard_selection_parses_and_refuses_nonsense() -> None:
    assert ShardSet.parse("0-3", "8") == ShardSet(frozenset({0, 1, 2, 3}), 8)
    assert ShardSet.parse("1,5", "8").ids == {1, 5}
    assert ShardSet.from_env({}) is None
    assert ShardSet.from_env({"HEXBOT_SHARDS": "2", "HEXBOT_SHARD_COUNT": "4"}) == ShardSet(frozenset({2}), 4)
    for shards, count in (("0-8", "8"), ("x", "4"), ("0", "0"), ("-1", "4")):
        with pytest.raises(ValueError):
            ShardSet.parse(shards, count)
    with pytest.raises(ValueError):
        ShardSet.from_env({"HEXBOT_SHARDS": "0"})
    assert [shard_of(g, 4) for g in GUILDS] == [0, 1, 2, 3]
    assert shard_of(None, 4) == 0  # the console belongs to shard 0
    assert Settings.from_env({"HEXBOT_SHARDS": "0-1", "HEXBOT_SHARD_COUNT": "4"}).shards == ShardSet(
        frozenset({0, 1}), 4
    )


async def test_each_process_claims_the_work_of_its_own_shards(open_repo: Opener) -> None:
    first, second = ShardSet(frozenset({0, 1}), 4), ShardSet(frozenset({2, 3}), 4)
    one, two = await open_repo(), await open_repo()
    games = []
    for k, guild in enumerate(GUILDS):
        game = await one.stores.games.create_game(record(channel=100 + k).evolve(guild_id=guild))
        games.append(game)
        await one.stores.games.save_with_battle_posts(
            game.evolve(version=2),
            1,
            [NewAction(1, 1, "action", "play battle")],
            [NewReminder(1, "first", NOW)],
            [NewBattlePost(0)],
        )
    a, b = await asyncio.gather(
        one.stores.reminders.claim_due_reminders(NOW, first), two.stores.reminders.claim_due_reminders(NOW, second)
    )
    assert sorted(r.channel_id for r in a) == [100, 101]
    assert sorted(r.channel_id for r in b) == [102, 103]
    assert [p.channel_id for p in await one.stores.outbox.pending_battle_posts(first)] == [100, 101]
    assert [p.channel_id for p in await two.stores.outbox.pending_battle_posts(second)] == [102, 103]
    assert len(await one.stores.outbox.pending_battle_posts()) == 4  # no selection: everything
    await one.close()
    await two.close()


async def test_a_sharded_bot_runs_its_shards_and_only_shard_zero_syncs() -> None:
    plain = create_bot(None, Settings(), reminder_interval=None)
    assert not isinstance(plain, commands.AutoShardedBot)
    zero = create_bot(None, Settings(shards=ShardSet(frozenset({0, 1}), 4)), sync_commands=True, reminder_interval=None)
    other = create_bot(
        None, Settings(shards=ShardSet(frozenset({2, 3}), 4)), sync_commands=True, reminder_interval=None
    )
    assert isinstance(zero, commands.AutoShardedBot) and isinstance(other, commands.AutoShardedBot)
    assert (zero.shard_ids, zero.shard_count) == ([0, 1], 4)
    assert (other.shard_ids, other.shard_count) == ([2, 3], 4)
    assert zero.sync_commands and not other.sync_commands
