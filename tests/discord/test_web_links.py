"""The web pages' link buttons on Discord (docs/web.md): on the live turn message, on the
game-over message and on ``/hexhistory``; none while the pages are off. The real discord.py
bot on the fake Discord."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from tests.discord.conftest import ALA, MOD, OLA, World
from tests.discord.harness import Call, channel_posts, components_of

BASE = "https://hex.example.org"
LINK_STYLE = 5


def link_buttons(payload: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for c in components_of(payload) if c.get("type") == 2 and c.get("style") == LINK_STYLE]


def links_in(calls: list[Call]) -> list[str]:
    return [b["url"] for c in calls for b in link_buttons(c.data or {})]


async def _world(tmp_path: Path, web_url: str | None) -> World:
    world = World(str(tmp_path / "bot.sqlite3"))
    world.settings = dataclasses.replace(world.settings, web_url=web_url)
    await world.start()
    return world


async def test_the_live_message_the_result_and_the_history_link_to_the_game_page(tmp_path: Path) -> None:
    world = await _world(tmp_path, BASE)
    try:
        await world.h.slash(ALA, "hex new", opponent=OLA, army="moloch", opponent_army="borgo", first="me")
        calls = await world.h.slash(OLA, "hex accept")
        (posted,) = channel_posts(calls, World.CHANNEL)  # the live turn message
        (button,) = link_buttons(posted.data)
        assert button["url"].startswith(f"{BASE}/g/") and button["label"] == "Game page"
        assert posted.custom_ids  # the turn's own buttons are still there
        url = button["url"]
        history = await world.h.slash(OLA, "hexhistory log")
        assert links_in(history) == [url]
        (lab,) = links_in(await world.h.slash(OLA, "hexlab code"))  # the lab's page of the position's code
        assert lab.startswith(f"{BASE}/lab/nh1-")
        over = await world.h.confirmed(ALA, "hex resign")
        assert url in links_in(over)  # the game-over message links to the page too
        revoked = await world.h.slash(MOD, "hexmod web", action="revoke")
        assert any("no longer works" in c.content for c in revoked)
        again = await world.h.slash(OLA, "hexhistory log")
        (fresh,) = links_in(again)
        assert fresh != url and fresh.startswith(f"{BASE}/g/")
    finally:
        await world.stop()


async def test_no_link_button_while_the_pages_are_off(tmp_path: Path) -> None:
    world = await _world(tmp_path, None)
    try:
        await world.h.slash(ALA, "hex new", opponent=OLA, army="moloch", opponent_army="borgo", first="me")
        calls = await world.h.slash(OLA, "hex accept")
        calls += await world.h.slash(OLA, "hexhistory log")
        calls += await world.h.slash(OLA, "hexlab code")
        assert not links_in(calls)
    finally:
        await world.stop()
