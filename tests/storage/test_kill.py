"""A bot process killed with SIGKILL in the middle of play loses and corrupts nothing:
every stored game equals the replay of its action log, and play goes on afterwards."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.history import game_options, rebuild
from bot.storage import open_repository
from rules.state import GameState
from tests.storage.backends import BACKENDS, database

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "tests" / "bot" / "data" / "full_game.txt"


async def _games_match_their_logs(target: str) -> tuple[int, int]:
    """(games, actions) stored; asserts each game equals the replay of its log."""
    repo = await open_repository(target)
    try:
        games = actions = 0
        for gid in range(1, 50):
            game = await repo.stores.games.get_game(gid)
            if game is None:
                break
            rows = await repo.stores.games.actions(gid)
            stored = GameState.loads(game.state_json)
            assert (
                rebuild(game.armies, game.seed, rows, **game_options(game, stored.radius)).to_json() == stored.to_json()
            ), gid
            games += 1
            actions += len(rows)
        return games, actions
    finally:
        await repo.close()


@pytest.mark.parametrize("backend", BACKENDS)
async def test_sigkill_mid_play_loses_nothing(backend: str, tmp_path: Path) -> None:
    async for target in database(backend, tmp_path):
        env = {**os.environ, "HEXBOT_LOG_LEVEL": "ERROR"}
        env.pop("DISCORD_TOKEN", None)
        cmd = [sys.executable, "-m", "bot", "--console", "--no-images", "--seed", "7", "--db", target]
        proc = subprocess.Popen(
            [*cmd, "--script", str(SCRIPT)], cwd=tmp_path, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
        )
        deadline = time.monotonic() + 60
        played = 0
        while time.monotonic() < deadline and proc.poll() is None:
            await asyncio.sleep(0.05)
            try:
                _, played = await _games_match_their_logs(target)
            except Exception:  # noqa: BLE001 - the database may not exist yet
                continue
            if played >= 25:
                break
        assert proc.poll() is None, (
            f"the script ended before it could be killed: {proc.stderr.read() if proc.stderr else ''}"
        )
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
        games, actions = await _games_match_their_logs(target)
        assert games == 1 and actions >= 25
        # the bot starts again on the same database and the game goes on from where it stopped
        again = subprocess.run(
            [*cmd, "--script", "/dev/stdin"],
            input="@ala /hex board\n",
            cwd=tmp_path,
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert again.returncode == 0 and "@ala" in again.stdout
        assert (await _games_match_their_logs(target))[1] >= actions
