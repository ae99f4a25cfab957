"""/hexlab through the real discord.py bot: a position's battle answered publicly with its
thread of segments, the channel's game's code privately, a bad code privately (Polish too)."""

from __future__ import annotations

import json
from pathlib import Path

from rules.position import code_of
from rules.scenario import load
from tests.discord.conftest import EWA, PNG_MAGIC, World
from tests.discord.harness import channel_posts, followups, select

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
