"""Dancer in a quiet channel (the default): a Dance confirmed in the private planner edits
the live turn message in place, which then tells the Dance; nothing new is posted."""

from __future__ import annotations

from tests.bot.test_dancer_surface import DANCER
from tests.discord.conftest import ALA, World
from tests.discord.harness import button, channel_posts, followups, select
from tests.discord.test_dancer_discord import _menus, _value


async def test_a_confirmed_dance_edits_the_turn_message(world: World) -> None:
    await world.start_at(DANCER, "dancer", "outpost")  # a crafted position of a later turn
    await world.h.slash(ALA, "hex board")  # its live turn message
    hand = followups(await world.h.slash(ALA, "hex hand"))[0].response
    await world.h.click(ALA, hand, button(hand, "Dance…"))
    menus = _menus(world.h.message(hand["id"]))
    await world.h.choose(
        ALA, world.h.message(hand["id"]), menus["dance-to"]["custom_id"], _value(menus["dance-to"], "C4")
    )
    message = world.h.message(hand["id"])
    calls = await world.h.click(ALA, message, button(message, "confirm"))
    state = await world.state()
    assert state.units[state.board.parse("C4")].tile == "object-blue"
    edited = [c for c in select(calls, "PATCH", rf"^/channels/{World.CHANNEL}/messages/\d+$") if c.content]
    assert edited and "danced" in edited[-1].content  # the live turn message tells the Dance
    assert channel_posts(calls, World.CHANNEL) == []  # and nothing new is posted in the channel
