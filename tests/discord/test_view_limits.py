"""Discord's limits on the components of one message: rows, options, labels, custom ids
(async only because a discord.py view needs a running event loop)."""

from __future__ import annotations

import discord

from bot.discord_adapter.buttons import GameButton, GameSelect, build_view
from bot.replies import Button, Reply, Select, SelectOption


def _rows(view: discord.ui.View) -> list[list[dict[str, object]]]:
    return [row["components"] for row in view.to_components()]


async def test_a_menu_takes_a_row_of_its_own_below_the_buttons() -> None:
    reply = Reply(
        "preview",
        buttons=[Button(f"B{i}", f"/hex preview tile:runner hex:A{i} facing:N") for i in range(4)],
        selects=[Select("hex", [SelectOption("A1", "/hex preview tile:runner hex:A1", True)], "hex")],
        game_id=3,
        version=9,
    )
    view = build_view(reply)
    assert view is not None
    rows = _rows(view)
    assert [[c["type"] for c in row] for row in rows] == [[2, 2, 2, 2], [3]]
    menu = rows[1][0]
    assert menu["custom_id"] == "hex:sel:v1:3:9:hex"
    assert menu["options"][0]["value"] == "/preview tile:runner hex:A1" and menu["options"][0]["default"]


async def test_too_many_components_are_cut_to_five_rows_and_25_options() -> None:
    long = "x" * 150
    reply = Reply(
        "many",
        buttons=[Button(f"B{i}", f"/hex discard tile:t{i}") for i in range(25)],
        selects=[
            Select("hex", [SelectOption(long + str(i), f"/hex preview tile:a hex:H{i}") for i in range(40)], "hex"),
            Select("two", [SelectOption("A1", "/hex preview tile:a hex:A1 facing:" + "N" * 100)], "two"),
        ],
        game_id=1,
        version=1,
    )
    view = build_view(reply)
    assert view is not None
    rows = _rows(view)
    assert len(rows) == 5
    buttons = [c for c in view.children if isinstance(c, GameButton)]
    menus = [c for c in view.children if isinstance(c, GameSelect)]
    assert len(buttons) == 20 and len(menus) == 1  # the second menu had no option that fits
    options = rows[-1][0]["options"]
    assert len(options) == 25 and all(len(o["label"]) <= 100 and len(o["value"]) <= 100 for o in options)
    assert all(len(c["custom_id"]) <= 100 for row in rows for c in row)
