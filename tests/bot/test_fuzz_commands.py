"""Random, mostly wrong command lines from three users never crash the service, always get
an answer, and a private (mistake) answer never changes the stored game."""

from __future__ import annotations

import random
from pathlib import Path

from bot import commands
from bot.app import build_app
from bot.rendering import NullRenderPool
from bot.storage.sqlite import SqliteRepository
from tests.bot.helpers import ALA, CHANNEL, EVE, OLA, FakeClock

WORDS = sorted([*commands.COMMANDS, *commands.ALIASES, "cancel", "nonsense"])
OPTIONS = [
    "tile:runner",
    "tile:hq",
    "tile:battle",
    "tile:sniper",
    "tile:push-back",
    "tile:move",
    "tile:zzz",
    "hex:C3",
    "hex:A1",
    "hex:E3",
    "hex:Z9",
    "facing:N",
    "facing:SE",
    "facing:UP",
    "target:D3",
    "unit:C3",
    "from:C3",
    "to:C2",
    "via:D2",
    "opponent:@ola",
    "army:moloch",
    "army:random",
    "opponent-army:borgo",
    "first:me",
    "lang:pl",
    "answer:yes",
    "answer:no",
    "name:runner",
    "notation:place",
    "reminder-hours:5",
    "time-limit:-3",
    "game:1",
    "game:abc",
    "format:text",
    "format:map",
    "ping:off",
    "dm-reminders:maybe",
    "quiet-hours:22-7",
    "quiet-hours:25-99",
    "timezone:Europe/Warsaw",
    "timezone:Mars/Base",
    "language:xx",
]


def _group(word: str, rng: random.Random) -> str:
    """Mostly the command's own group (so the line reaches the use case), sometimes another."""
    spec = commands.COMMANDS.get(commands.ALIASES.get(word, word))
    if spec is None or rng.random() < 0.1:
        return rng.choice(commands.GROUPS)
    return spec.group


async def test_random_command_lines_never_crash_and_mistakes_change_nothing(tmp_path: Path) -> None:
    repo = await SqliteRepository.open(tmp_path / "fuzz.sqlite3")
    service = build_app(repo, NullRenderPool(), FakeClock(), rng=random.Random(1))
    rng = random.Random(2026)
    try:
        for _ in range(600):
            user = rng.choice([ALA, OLA, EVE])
            if rng.random() < 0.25:
                line = (
                    f"/hex new opponent:<@{OLA}> army:outpost opponent-army:hegemony" if user == ALA else "/hex accept"
                )
            else:
                word = rng.choice(WORDS)
                line = f"/{_group(word, rng)} {word} " + " ".join(rng.sample(OPTIONS, rng.randrange(4)))
            before = await repo.stores.games.live_game(CHANNEL)
            replies = await service.commands.run(CHANNEL, user, line, is_moderator=rng.random() < 0.05)
            assert replies, line
            after = await repo.stores.games.live_game(CHANNEL)
            if all(r.ephemeral for r in replies) and before is not None and after is not None:
                assert after.version == before.version and after.state_json == before.state_json, line
    finally:
        await repo.close()
