"""Dancer through the real bot: the hand's Dance button opens the private dance planner
(menus of Objects, hexes and facings, a preview image), Confirm dances once in public, and a
stale Confirm answers privately and changes nothing; the Action menu, then an edge button."""

from __future__ import annotations

from typing import Any

import pytest

from tests.bot.test_dancer_surface import DANCER
from tests.discord.conftest import ALA, PNG_MAGIC, World
from tests.discord.harness import CALLBACK_UPDATE_MESSAGE, button, callbacks, components_of, followups


def _menus(message: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {c["custom_id"].rsplit(":", 1)[-1]: c for c in components_of(message) if c.get("type") == 3}


def _value(menu: dict[str, Any], starts: str) -> str:
    return str(next(o["value"] for o in menu["options"] if o["label"].startswith(starts)))


async def test_the_dance_planner_through_the_real_bot(world: World) -> None:
    await world.start_at(DANCER, "dancer", "outpost")
    hand = followups(await world.h.slash(ALA, "hex hand"))[0].response
    calls = await world.h.click(ALA, hand, button(hand, "Dance…"))
    (planner,) = callbacks(calls)  # one call: the private hand turns into the private planner
    assert planner.callback_type == CALLBACK_UPDATE_MESSAGE
    assert planner.content.startswith("Dance — a preview")
    assert [n for n, _ in planner.files] == ["dance.png"] and planner.files[0][1].startswith(PNG_MAGIC)
    menus = _menus(planner.data)
    assert list(menus) == ["dance-object", "dance-to", "dance-facing"]
    assert len(planner.data["components"]) <= 5
    version = (await world.game()).version

    calls = await world.h.choose(
        ALA, world.h.message(hand["id"]), menus["dance-to"]["custom_id"], _value(menus["dance-to"], "C4")
    )
    (swapped,) = callbacks(calls)
    assert "Blue Object: C3 → C4, facing N ↑" in swapped.content
    assert (await world.game()).version == version  # a plan commits nothing

    other = followups(await world.h.slash(ALA, "hex hand"))[0].response  # a second planner, left open
    await world.h.click(ALA, other, button(other, "Dance…"))
    menus2 = _menus(world.h.message(other["id"]))
    await world.h.choose(
        ALA, world.h.message(other["id"]), menus2["dance-to"]["custom_id"], _value(menus2["dance-to"], "C5")
    )

    message = world.h.message(hand["id"])
    confirm = button(message, "confirm")
    calls = await world.h.click(ALA, message, confirm)
    (danced,) = followups(calls)
    assert not danced.ephemeral and "danced" in danced.content
    state = await world.state()
    assert state.units[state.board.parse("C4")].tile == "object-blue"
    assert (await world.game()).version == version + 1

    old = world.h.message(other["id"])
    calls = await world.h.click(ALA, old, button(old, "confirm"))  # the other planner's Confirm: stale
    (stale,) = callbacks(calls)
    assert stale.content.startswith("The board changed — here is the current state.")
    assert not followups(calls)
    assert (await world.game()).version == version + 1


async def test_the_action_menu_then_an_edge_button(world: World) -> None:
    await world.start_at(DANCER, "dancer", "outpost")
    hand = followups(await world.h.slash(ALA, "hex hand"))[0].response
    menu = _menus(hand)["act-play-action"]
    assert [o["label"] for o in menu["options"]] == ["Blue Object (C3) …", "Red Object (C4) …", "Yellow Object (C5) …"]
    calls = await world.h.choose(ALA, world.h.message(hand["id"]), menu["custom_id"], _value(menu, "Yellow"))
    (step,) = callbacks(calls)
    labels = [c["label"] for c in components_of(step.data) if c["type"] == 2]
    assert labels == ["↓ S · ranged 2", "♥ Healing: itself (+2)", "Cancel"]
    calls = await world.h.click(ALA, world.h.message(hand["id"]), button(world.h.message(hand["id"]), "Healing"))
    (healed,) = followups(calls)
    assert not healed.ephemeral and "Healing" in healed.content
    state = await world.state()
    assert state.units[state.board.parse("C5")].wounds == 1


pytestmark = pytest.mark.loud
