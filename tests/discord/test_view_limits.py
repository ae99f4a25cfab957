"""Discord's limits on the components of one message: rows, options, labels, custom ids
(async only because a discord.py view needs a running event loop)."""

from __future__ import annotations

import discord

from bot.discord_adapter.buttons import GameButton, GameSelect, build_view
from bot.replies import Button, Press, Reply, Select, SelectOption


def _rows(view: discord.ui.View) -> list[list[dict[str, object]]]:
    return [row["components"] for row in view.to_components()]


async def test_a_menu_takes_a_row_of_its_own_below_the_buttons() -> None:
    reply = Reply(
        "preview",
        buttons=[Button(f"B{i}", Press.typed(f"/hex preview tile:runner hex:A{i} facing:N")) for i in range(4)],
        selects=[Select("hex", [SelectOption("A1", Press.typed("/hex preview tile:runner hex:A1"), True)], "hex")],
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
        buttons=[Button(f"B{i}", Press.typed(f"/hex discard tile:t{i}")) for i in range(25)],
        selects=[
            Select(
                "hex",
                [SelectOption(long + str(i), Press.typed(f"/hex preview tile:a hex:H{i}")) for i in range(40)],
                "hex",
            ),
            Select("two", [SelectOption("A1", Press.typed("/hex preview tile:a hex:A1 facing:" + "N" * 100))], "two"),
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


def _count(components: list[dict[str, object]]) -> int:
    """Every component, nested ones too, as Discord counts them against its 40."""
    total = 0
    for c in components:
        total += 1
        inner = c.get("components")
        if isinstance(inner, list):
            total += _count(inner)
        accessory = c.get("accessory")
        if isinstance(accessory, dict):
            total += 1
    return total


async def test_a_panel_is_a_layout_with_a_compass_and_stays_within_40_components() -> None:
    from bot.discord_adapter.layout import MAX_COMPONENTS, build_layout, count
    from bot.replies import Block, Image

    compass = [
        Button(
            label,
            Press.typed(f"/hex preview tile:runner hex:C3 facing:{code}"),
            "secondary",
            f"face-{code.lower()}",
            row=row,
        )
        for label, code, row in (
            ("↖", "NW", 0),
            ("↑", "N", 0),
            ("↗", "NE", 0),
            ("↙", "SW", 1),
            ("↓", "S", 1),
            ("↘", "SE", 1),
        )
    ]
    preview = Reply(
        "Preview",
        images=[Image("preview.png", b"png", "alt")],
        buttons=[*compass, Button("Confirm", Press.typed("/hex place tile:runner hex:C3 facing:N"), row=2)],
        panel=True,
        accent=0x112233,
        game_id=1,
        version=2,
    )
    (box,) = build_layout(preview).to_components()
    assert box["type"] == 17 and box["accent_color"] == 0x112233
    kinds = [c["type"] for c in box["components"]]
    assert kinds == [10, 12, 1, 1, 1]  # text, gallery, the compass's two rows, Confirm's row
    assert [len(r["components"]) for r in box["components"][2:]] == [3, 3, 1]
    assert box["components"][1]["items"][0]["description"] == "alt"
    assert count(preview) == _count([box])

    # A hand of many tiles with many menus: trimmed to Discord's 40, tiles' menus first
    menu = Select(
        "hex", [SelectOption(f"A{i}", Press.typed(f"/hex preview tile:t hex:A{i}")) for i in range(1, 4)], "on-t"
    )
    blocks = [
        Block(
            f"**Tile {i}**",
            Image(f"tile-{i}.png", b"png"),
            [Button("Place", Press.typed(f"/hex preview tile:t{i}"))],
            [menu],
        )
        for i in range(6)
    ]
    hand = Reply(
        "Your tiles",
        blocks=blocks,
        buttons=[Button("End turn", Press.typed("/hex end"))],
        selects=[Select("act", [SelectOption("x", Press.typed("/hex act notation:x"))], f"act-{i}") for i in range(3)],
        panel=True,
        game_id=1,
        version=2,
    )
    assert count(hand) > MAX_COMPONENTS
    (box,) = build_layout(hand).to_components()
    assert _count([box]) <= MAX_COMPONENTS
    ids = [str(c.get("custom_id", "")) for c in _walk(box)]
    assert sum(":/preview tile:t" in i for i in ids) == 6  # every tile keeps its Place button
    assert any(i.endswith(":act-2") for i in ids)  # and the abilities' menus stay


def _walk(component: dict[str, object]) -> list[dict[str, object]]:
    out = [component]
    inner = component.get("components")
    for c in inner if isinstance(inner, list) else []:
        out.extend(_walk(c))
    accessory = component.get("accessory")
    if isinstance(accessory, dict):
        out.append(accessory)
    return out
