"""/hexlab through the real discord.py bot: a position's battle answered publicly with its
thread of segments, the channel's game's code privately, a bad code privately (Polish too); a
scenario file attached (downloaded from Discord's CDN) and a bad one; what if; a moderator's
ruling sent back as a file."""

from __future__ import annotations

import json
from pathlib import Path

from rules.position import code_of
from rules.scenario import load
from tests.discord.conftest import EWA, MOD, PNG_MAGIC, World
from tests.discord.harness import Upload, channel_posts, followups, select

SCENARIO = Path(__file__).resolve().parents[1] / "scenarios" / "neojungle_venom_opening_wound.json"


def _code() -> str:
    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    data.pop("expect", None)
    return code_of(load(data))


async def test_a_positions_battle_gets_its_thread(world: World) -> None:
    calls = await world.h.slash(EWA, "hexlab battle", code=_code())
    (answer,) = followups(calls)
    assert not answer.ephemeral and "nh1-" in answer.content, answer.content
    (opened,) = select(calls, "POST", rf"/messages/{answer.response['id']}/threads$")
    (post,) = channel_posts(calls, int(opened.response["id"]))
    assert post.content.startswith("Before the battle — Venom: ")
    assert post.files and all(data.startswith(PNG_MAGIC) for _, data in post.files)


async def test_the_games_code_is_private_and_a_bad_code_too(world: World) -> None:
    await world.start_game()
    calls = await world.h.slash(EWA, "hexlab code")
    (coded,) = [c for c in calls if c.ephemeral and "nh1-" in c.content]
    calls = await world.h.slash(EWA, "hexlab battle", code="nh1-nonsense")
    (refused,) = [c for c in calls if c.ephemeral and "position code" in c.content]
    assert "nh1-nonsense" not in coded.content


async def test_an_attached_scenario_file_is_read_and_a_bad_one_refused(world: World) -> None:
    data = SCENARIO.read_bytes()
    calls = await world.h.slash(EWA, "hexlab battle", file=Upload("venom.json", data))
    assert world.h.rest.downloads and world.h.rest.downloads[-1].endswith("/venom.json")
    (answer,) = followups(calls)
    assert not answer.ephemeral and _code() in answer.content, answer.content
    (opened,) = select(calls, "POST", rf"/messages/{answer.response['id']}/threads$")
    assert channel_posts(calls, int(opened.response["id"]))
    calls = await world.h.slash(EWA, "hexlab battle", file=Upload("photo.json", b"\x89PNG\r\n not a scenario"))
    (refused,) = [c for c in calls if c.ephemeral and "not a scenario" in c.content]
    calls = await world.h.slash(EWA, "hexlab battle", file=Upload("huge.json", b" " * (70 * 1024)))
    (too_big,) = [c for c in calls if c.ephemeral and "huge.json" in c.content]
    assert "64 KB" in too_big.content


async def test_what_if_and_a_saved_ruling(world: World) -> None:
    calls = await world.h.slash(EWA, "hexlab whatif", code=_code(), change="remove C2")
    (answer,) = [c for c in calls if "What if" in c.content]
    assert not answer.ephemeral and len(answer.files) == 2, answer
    calls = await world.h.slash(EWA, "hexlab save", code=_code(), rule="r", source="s")
    assert any(c.ephemeral and "Only moderators" in c.content for c in calls), calls
    calls = await world.h.slash(MOD, "hexlab save", code=_code(), rule="Venom", source="NJ5", name="venom_lab")
    (saved,) = [c for c in calls if c.files]
    assert saved.ephemeral and [name for name, _ in saved.files] == ["venom_lab.json"]
    assert json.loads(saved.files[0][1])["rule"] == "Venom"


async def test_a_board_from_empty_with_buttons_resolved(world: World) -> None:
    """/hexlab new: Moloch's HQ and Outpost's Runner set with the panel's menus and facings,
    Moloch's HQ at 3 hit points, resolved publicly as /hexlab battle resolves a code."""
    from tests.discord.harness import Call, button, callbacks, ephemeral_message, select_menu

    calls = await world.h.slash(EWA, "hexlab new", army="moloch", **{"opponent-army": "outpost"})
    panel = ephemeral_message(calls)
    assert "Lab board: Moloch (1), Outpost (2)" in str(panel)
    mid = panel["id"]

    def option(menu: dict[str, object], label: str) -> str:
        options = menu["options"]
        assert isinstance(options, list)
        return next(o["value"] for o in options if o["label"] == label)

    async def choose(keyword: str, label: str) -> None:
        menu = select_menu(world.h.message(mid), keyword)
        (shown,) = callbacks(await world.h.choose(EWA, world.h.message(mid), menu["custom_id"], option(menu, label)))
        assert "Lab board" in str(shown.data), shown.data  # the panel, in place

    async def click(keyword: str) -> list[Call]:
        message = world.h.message(mid)
        return list(await world.h.click(EWA, message, button(message, keyword)))

    await choose("lab-tile", "Moloch HQ")
    await choose("lab-hex", "B2")
    await click("↑ N")  # the HQ on B2, facing N
    await click("player:2")  # Outpost's tiles
    await choose("lab-tile", "Runner")
    await choose("lab-hex", "C3")
    await click("facing:NW")  # the Runner on C3 faces the HQ
    await click("player:1")
    await choose("lab-hp", "3 HP")
    shown = str(world.h.message(mid))
    assert "Moloch 3, Outpost 20" in shown and "C3 · Runner" in shown, shown
    calls = await click("resolve")
    (answer,) = [c for c in callbacks(calls) if not c.ephemeral]
    assert "Battle (lab)" in answer.content and "HQs Moloch 2, Outpost 20" in answer.content, answer.content
    (log,) = [c for c in calls if "/threads" not in c.path and c.files]
    assert log.content.startswith("Initiative 2 — Runner (C3) hits Moloch HQ for 1"), log.content
    assert "Runner (C3) dies" in log.content
    assert len(log.files) == 3 and all(data.startswith(PNG_MAGIC) for _, data in log.files)


async def test_a_marker_and_a_foundation_set_from_the_panel(world: World) -> None:
    """The panel's fourth menu (what lies on the chosen unit) within Discord's limits: Roots
    beneath Steel Police's Executioner, then a venom marker of Neojungle on it."""
    from rules.position import decode
    from tests.discord.harness import button, callbacks, ephemeral_message, select_menu

    calls = await world.h.slash(EWA, "hexlab new", army="steel-police", **{"opponent-army": "neojungle"})
    mid = ephemeral_message(calls)["id"]

    async def choose(keyword: str, label: str) -> str:
        menu = select_menu(world.h.message(mid), keyword)
        value = next(o["value"] for o in menu["options"] if o["label"] == label)  # type: ignore[index, union-attr]
        (shown,) = callbacks(await world.h.choose(EWA, world.h.message(mid), menu["custom_id"], value))
        return str(shown.data)

    async def click(keyword: str) -> None:
        message = world.h.message(mid)
        await world.h.click(EWA, message, button(message, keyword))

    await click("player:2")
    await choose("lab-tile", "Roots")
    await choose("lab-hex", "C3")
    await click("↑ N")
    await click("player:1")
    await choose("lab-tile", "Executioner")
    await click("↑ N")
    shown = str(world.h.message(mid))
    assert "C3 · Executioner / Roots" in shown and "Markers on Executioner (C3)" in shown, shown
    shown = await choose("lab-mark", "A venom marker of Neojungle (2) (→ 1)")
    code = next(part for part in shown.split("`") if part.startswith("nh1-"))
    (unit,) = decode(code)["board"]
    assert unit["markers"] == [{"kind": "venom", "player": 2}] and decode(code)["foundations"][0]["tile"] == "roots"
