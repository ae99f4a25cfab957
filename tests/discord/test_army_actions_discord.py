"""The Steel Police's actions through the real bot: ``/hex hand action:`` autocompletes the
legal actions with readable names, and a menu of the hand (Net of Steel) runs its action."""

from __future__ import annotations

from tests.bot.test_army_actions_surface import POLICE
from tests.discord.conftest import ALA, OLA, World
from tests.discord.harness import components_of, followups


async def test_hand_action_autocomplete_and_the_net_of_steel_menu(world: World) -> None:
    await world.start_at(POLICE, "steel-police", "beasts")
    choices = await world.h.autocomplete(ALA, "hex hand", "action", action="net")
    assert [(c["name"], c["value"]) for c in choices] == [
        ("net C3 — Net of Steel: Alpha (enemy)", "net C3"),
        ("net D3 — Net of Steel: Bug (enemy)", "net D3"),
    ]
    assert await world.h.autocomplete(OLA, "hex hand", "action", action="") == []  # not Ola's turn

    hand = followups(await world.h.slash(ALA, "hex hand"))[0]
    assert hand.ephemeral
    menus = [c for c in components_of(hand.response) if c.get("type") == 3]
    assert len(components_of(hand.response)) <= 40  # Discord's limit on a layout's components
    net = next(m for m in menus if m["custom_id"].endswith(":act-net"))
    value = next(o["value"] for o in net["options"] if o["label"].startswith("D3"))
    assert value == "/act notation:net D3"
    await world.h.choose(ALA, world.h.message(hand.response["id"]), net["custom_id"], value)
    state = await world.state()
    assert state.players[1].steel_net is not None and state.players[1].hq_hp == 19
