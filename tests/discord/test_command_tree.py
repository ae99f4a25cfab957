"""The /hex command tree as Discord would receive it: limits, names, options, contexts."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.discord_adapter import create_bot
from bot.discord_adapter.buttons import MAX_CUSTOM_ID, TEMPLATE, GameButton, custom_id, decode_action, encode_action
from bot.discord_adapter.limits import problems, tree_payload

NAME = re.compile(r"^[-_\w]{1,32}$")

EXPECTED = {
    "new",
    "accept",
    "decline",
    "hand",
    "place",
    "preview",
    "play",
    "move",
    "discard",
    "redraw",
    "choose",
    "end",
    "board",
    "tile",
    "army",
    "log",
    "rules",
    "export",
    "battle",
    "undo",
    "draw",
    "resign",
    "claim",
    "abort",
    "settings",
}


async def _payload() -> list[dict[str, Any]]:
    bot = create_bot(service=None, config=None, reminder_interval=None)
    await bot.setup_hook()  # registers the cog, as login() would
    return tree_payload(bot.tree)


def _walk(item: dict[str, Any], depth: int = 0) -> list[tuple[dict[str, Any], int]]:
    out = [(item, depth)]
    for opt in item.get("options", []) or []:
        out.extend(_walk(opt, depth + 1))
    return out


async def test_the_tree_is_one_guild_only_group_with_every_subcommand() -> None:
    payload = await _payload()
    assert [c["name"] for c in payload] == ["hex"]
    hex_cmd = payload[0]
    assert hex_cmd["type"] == 1
    assert hex_cmd["contexts"] == [0]  # guilds only: games live in server channels
    subs = {o["name"]: o for o in hex_cmd["options"]}
    assert set(subs) == EXPECTED
    assert all(o["type"] == 1 for o in subs.values())


async def test_the_tree_respects_discord_limits() -> None:
    payload = await _payload()
    assert problems(payload) == []
    for cmd in payload:
        subs = cmd["options"]
        assert len(subs) <= 25
        for item, depth in _walk(cmd):
            assert NAME.match(item["name"]) and item["name"] == item["name"].lower(), item["name"]
            assert 1 <= len(item["description"]) <= 100, item
            assert len(item.get("options", []) or []) <= 25
            assert len(item.get("choices", []) or []) <= 25
            assert depth <= 2


async def test_options_have_the_types_and_helpers_players_need() -> None:
    subs = {o["name"]: o for o in (await _payload())[0]["options"]}

    def opts(name: str) -> dict[str, dict[str, Any]]:
        return {o["name"]: o for o in subs[name].get("options", [])}

    new = opts("new")
    assert new["opponent"]["type"] == 6 and not new["opponent"].get("required")  # a user; empty = open seat
    assert [c["value"] for c in new["opponent-army"]["choices"]] == ["moloch", "borgo", "outpost", "hegemony", "random"]
    assert [c["value"] for c in new["first"]["choices"]] == ["me", "opponent", "random"]
    assert [c["value"] for c in new["language"]["choices"]] == ["en", "pl"]
    place = opts("place")
    assert place["tile"]["autocomplete"] and place["hex"]["autocomplete"]
    assert place["tile"]["required"] and place["hex"]["required"] and not place["facing"].get("required")
    assert [c["value"] for c in place["facing"]["choices"]] == ["N", "NE", "SE", "S", "SW", "NW"]
    move = opts("move")
    assert list(move) == ["from", "to", "facing", "via"]
    assert move["from"]["autocomplete"] and move["to"]["autocomplete"]
    assert opts("play")["target"]["autocomplete"]
    assert opts("tile")["name"]["autocomplete"] and opts("army")["name"]["autocomplete"]
    assert opts("choose")["hex"]["autocomplete"]


def test_the_limit_checker_catches_broken_trees() -> None:
    too_many = {
        "name": "hex",
        "description": "x",
        "options": [{"name": f"c{i}", "description": "d", "type": 1} for i in range(26)],
    }
    bad_names = {
        "name": "Hex",
        "description": "",
        "options": [{"name": "has space", "description": "d" * 101, "type": 3}],
    }
    assert any("26 options" in p for p in problems([too_many]))
    found = problems([bad_names])
    assert any("bad name 'Hex'" in p for p in found)
    assert any("bad name 'has space'" in p for p in found)
    assert any("description of 0" in p for p in found)
    assert any("description of 101" in p for p in found)


@pytest.mark.parametrize(
    "line",
    [
        "/hex accept",
        "/hex place tile:runner hex:C3 facing:NE",
        "/hex undo answer:yes",
        "/hex preview tile:medic hex:E3 facing:NW",
        "place runner C3 NE",
    ],
)
def test_button_custom_ids_carry_game_version_and_action(line: str) -> None:
    cid = custom_id(12345, 678, line)
    assert len(cid) <= MAX_CUSTOM_ID
    match = TEMPLATE.fullmatch(cid)
    assert match is not None
    assert (match["game"], match["version"]) == ("12345", "678")
    assert decode_action(match["action"]) == line
    assert decode_action(encode_action(line)) == line


def test_a_button_too_long_for_discord_is_refused() -> None:
    with pytest.raises(ValueError):
        custom_id(1, 1, "/hex place tile:" + "x" * 100 + " hex:C3 facing:N")
    button = GameButton(3, 4, "/hex end", label="End turn")
    assert button.custom_id == "hex:v1:3:4:/end"
