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
