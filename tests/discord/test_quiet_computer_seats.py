"""A quiet channel with several computer seats: the bot's turns are played one after another
once the human ends theirs, and each reaches the live message of its own turn."""

from __future__ import annotations

from tests.discord.conftest import ALA, World
from tests.discord.harness import BotHarness, Person, channel_posts, select

HEXBOT = Person(BotHarness.BOT_ID, "hexbot", bot=True)
BOT = BotHarness.BOT_ID


async def test_each_computer_turn_is_its_own_message(world: World) -> None:
    h = world.h
    await h.slash(
        ALA,
        "hex new",
        opponent=HEXBOT,
        opponent2=HEXBOT,
        opponent3=HEXBOT,
        level="easy",
        armies="moloch,outpost,hegemony,borgo",
    )
    await h.slash(ALA, "hex place", tile="hq", hex="C2")
    assert (await world.player_to_act()) == ALA
    calls = await h.slash(ALA, "hex end")
    posted = [c.content.split("\n", 1)[0] for c in channel_posts(calls, World.CHANNEL)]
    assert posted == [
        f"**Turn 2** · <@{BOT}> (Outpost)",
        f"**Turn 3** · <@{BOT}> (Hegemony)",
        f"**Turn 4** · <@{BOT}> (Borgo)",
        f"**Turn 5** · <@{ALA.id}> (Moloch)",
    ]
    closed = [c for c in select(calls, "PATCH", rf"^/channels/{World.CHANNEL}/messages/\d+$") if c.content]
    assert closed and all("to play" not in c.content for c in closed)  # no other turn's status
    assert (await world.player_to_act()) == ALA
