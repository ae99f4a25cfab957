"""Placing a tile with buttons only: the hand's Place button, the preview's menu of hexes, Confirm."""

from __future__ import annotations

import pytest

from rules.game import legal_actions
from tests.discord.conftest import ALA, PNG_MAGIC, World
from tests.discord.harness import (
    CALLBACK_UPDATE_MESSAGE,
    COMPONENTS_V2,
    button,
    callbacks,
    components_of,
    followups,
    select_menu,
)


def _value(menu: dict[str, object], label: str) -> str:
    options = menu["options"]
    assert isinstance(options, list)
    return next(o["value"] for o in options if o["label"] == label)


async def test_place_button_menu_of_hexes_then_confirm(world: World) -> None:
    await world.start_game()
    await world.place_hqs()
    state = await world.state()
    key = next(a.tile for a in legal_actions(state) if a.verb == "place")
    legal = {a.hexes[0] for a in legal_actions(state, verb="place", tile=key)}
    hand = followups(await world.h.slash(ALA, "hex hand"))[0].response
    assert hand["flags"] & COMPONENTS_V2 and any(c.get("type") == 11 for c in components_of(hand))  # tile pictures
    place = next(cid for cid in button_ids(hand) if cid.endswith(f"/preview tile:{key}"))

    calls = await world.h.click(ALA, hand, place)

    (preview,) = callbacks(calls)  # one call: the private hand turns into the private preview
    assert preview.callback_type == CALLBACK_UPDATE_MESSAGE and len(calls) == 1
    assert preview.content.startswith("Preview:")
    assert [n for n, _ in preview.files] == ["preview.png"] and preview.files[0][1].startswith(PNG_MAGIC)
    menu = select_menu(preview.data)
    assert menu["type"] == 3 and menu["custom_id"].startswith("hex:sel:v1:")
    assert {o["label"] for o in menu["options"]} == legal and len(menu["options"]) == len(legal)
    (current,) = [o["label"] for o in menu["options"] if o.get("default")]
    assert f"on {current} facing" in preview.content
    version = (await world.game()).version

    target = sorted(legal - {current})[0]
    message = world.h.message(hand["id"])
    calls = await world.h.choose(ALA, message, menu["custom_id"], _value(menu, target))

    (moved,) = callbacks(calls)  # the same ephemeral message, now on the chosen hex
    assert moved.callback_type == CALLBACK_UPDATE_MESSAGE
    assert f"on {target} facing" in moved.content and [n for n, _ in moved.files] == ["preview.png"]
    assert [o["label"] for o in select_menu(moved.data)["options"] if o.get("default")] == [target]
    assert not followups(calls)
    assert (await world.game()).version == version  # nothing placed yet

    h = await world.restart()  # the menu and the buttons survive a restart
    message = h.message(hand["id"])
    calls = await h.click(ALA, message, button(message, "facing:NE"))
    assert f"on {target} facing NE" in callbacks(calls)[0].content
    message = h.message(hand["id"])
    calls = await h.click(ALA, message, button(message, "confirm"))
    (placed,) = followups(calls)
    assert not placed.ephemeral and placed.files
    assert "Your tiles" in h.message(hand["id"])["components"][0]["components"][0]["content"]  # the hand again
    state = await world.state()
    unit = state.units[state.board.parse(target)]
    assert (unit.tile, unit.facing.name) == (key, "NE")
    assert (await world.game()).version == version + 1


async def test_a_tiles_own_menu_places_it_in_two_choices(world: World) -> None:
    await world.start_game()
    await world.place_hqs()
    state = await world.state()
    key = next(a.tile for a in legal_actions(state) if a.verb == "place")
    hand = followups(await world.h.slash(ALA, "hex hand"))[0].response
    menu = select_menu(hand, f"on-{key}")
    target = menu["options"][-1]["label"]

    calls = await world.h.choose(ALA, world.h.message(hand["id"]), menu["custom_id"], _value(menu, target))
    (preview,) = callbacks(calls)
    assert preview.callback_type == CALLBACK_UPDATE_MESSAGE and f"on {target} facing" in preview.content
    message = world.h.message(hand["id"])
    calls = await world.h.click(ALA, message, button(message, "confirm"))
    state = await world.state()
    assert state.units[state.board.parse(target)].tile == key


async def test_a_stale_menu_answers_privately_with_the_current_board(world: World) -> None:
    await world.start_game()
    await world.place_hqs()
    place = next(a for a in await world.legal() if a.verb == "place")
    calls = await world.h.slash(ALA, "hex place", tile=place.tile, hex=place.hexes[0])  # no facing: a preview
    preview = followups(calls)[0].response
    menu = select_menu(preview)
    other = next(o["label"] for o in menu["options"] if not o.get("default"))
    await world.h.slash(ALA, "hex place", tile=place.tile, hex=place.hexes[0], facing="N")
    before = await world.game()

    calls = await world.h.choose(ALA, preview, menu["custom_id"], _value(menu, other))

    (stale,) = callbacks(calls)  # one call: the preview shows the current state in place
    assert stale.callback_type == CALLBACK_UPDATE_MESSAGE
    assert stale.content.startswith("The board changed — here is the current state.")
    assert not [c for c in components_of(stale.data) if c["type"] in (2, 3)]  # the old menu is gone
    assert not followups(calls)
    assert (await world.game()).version == before.version


def button_ids(message: dict[str, object]) -> list[str]:
    return [str(c["custom_id"]) for c in components_of(message) if c.get("type") == 2]


# The one-post-per-action mode (HEXBOT_QUIET=0); the quiet channel: test_quiet_channel.py.
pytestmark = pytest.mark.loud


ENDGAME = {
    "players": {"1": {"army": "moloch"}, "2": {"army": "borgo", "hq_hp": 1}},
    "hands": {"1": ["battle", "blocker"]},
    "board": [
        {"hex": "A1", "player": 1, "tile": "hq"},
        {"hex": "C3", "player": 2, "tile": "hq"},
        {"hex": "C4", "player": 1, "tile": "hunter-killer", "facing": "N"},  # its melee reaches C3
    ],
}


async def test_a_click_on_the_hand_that_ends_the_game_answers_once_with_a_layout(world: World) -> None:
    await world.start_at(ENDGAME, "moloch", "borgo")
    hand = followups(await world.h.slash(ALA, "hex hand"))[0].response
    calls = await world.h.click(ALA, hand, button(hand, "/play tile:battle"))
    assert (await world.game()).status == "finished"
    (answer,) = callbacks(calls)  # one answer: the panel, still a layout, says the game is over
    assert answer.callback_type == CALLBACK_UPDATE_MESSAGE and not answer.data.get("content")
    assert "over" in answer.content
