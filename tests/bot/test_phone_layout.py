"""Which pictures are drawn for phones (issue 23): the Discord bot's application draws the
phone layout, the console's the full one; ``/hex board format:full`` draws the full one
whatever the application's layout."""

from __future__ import annotations

import random
from pathlib import Path

from bot.app import build_app
from bot.storage import open_repository
from tests.bot.helpers import (
    ALA,
    CHANNEL,
    OLA,
    OPENED,
    FakeClock,
    RecordingRenderer,
    console_and_say,
    run_line,
    start_game,
)


def layouts(renderer: RecordingRenderer, kind: str) -> list[str]:
    return [str(call.get("layout", "full")) for what, call in renderer.calls if what == kind]


async def test_the_console_draws_the_full_picture(db_path: str, clock: FakeClock, tmp_path: Path) -> None:
    repo = await open_repository(db_path)
    OPENED.append(repo)
    renderer = RecordingRenderer()
    service = build_app(repo, renderer, clock, rng=random.Random(1))  # as the console opens it
    _, say = console_and_say(service, tmp_path / "out")
    await say("@ala /hex new opponent:@ola army:moloch opponent-army:borgo first:me")
    await say("@ola /hex accept")
    await say("@ala /hex place tile:hq hex:C2")
    assert layouts(renderer, "board") and set(layouts(renderer, "board")) == {"full"}


async def test_the_discord_application_draws_for_phones_unless_asked_for_the_full_picture(
    db_path: str, clock: FakeClock
) -> None:
    repo = await open_repository(db_path)
    OPENED.append(repo)
    renderer = RecordingRenderer()
    service = build_app(repo, renderer, clock, rng=random.Random(1), layout="phone")  # as the bot opens it
    await start_game(service)
    await service.turns.act(CHANNEL, ALA, "hq C2")
    await service.turns.act(CHANNEL, OLA, "hq C4")
    assert set(layouts(renderer, "board")) == {"phone"}

    renderer.calls.clear()
    full = await run_line(service, "/hex board format:full", None)
    assert full.images and layouts(renderer, "board") == ["full"]
    renderer.calls.clear()
    image = await run_line(service, "/hex board", None, user=OLA)
    assert image.images and layouts(renderer, "board") == ["phone"]
