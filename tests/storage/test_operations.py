"""Operations on the storage: copying a whole database between backends, an unreachable
server at start, and a connection lost in the middle of play."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.app import build_app
from bot.history import game_options, rebuild
from bot.storage import StorageUnavailable, open_repository
from bot.storage.copy import CopyError, copy_database, tables_in_order
from bot.storage.postgres import application_name
from rules.state import GameState
from tests.bot.helpers import ALA, CHANNEL, FakeClock, RecordingRenderer, live, play_one, start_game
from tests.storage.backends import BACKENDS, PG_URL, SKIP_PG, database


async def _busy_database(target: str) -> None:
    """Two games (one finished by play), reminders, a battle in the outbox, preferences."""
    clock = FakeClock()
    repo = await open_repository(target)
    service = build_app(repo, RecordingRenderer(), clock, rng=random.Random(4))
    await service.people.preferences(CHANNEL, ALA, language="pl", quiet_hours="22-7")
    await start_game(service, guild_id=99)
    rng = random.Random(2)
    for _ in range(500):
        game, _ = await live(service)
        if game.status != "active":
            break
        await play_one(service, rng)
    await start_game(service, channel=CHANNEL + 1)
    for _ in range(12):
        await play_one(service, rng, channel=CHANNEL + 1)
    await repo.close()


async def _snapshot(target: str) -> dict[str, object]:
    repo = await open_repository(target)
    try:
        games = [await repo.stores.games.get_game(gid) for gid in (1, 2)]
        return {
            "games": games,
            "actions": [await repo.stores.games.actions(gid) for gid in (1, 2)],
            "reminders": [await repo.stores.reminders.pending_reminders(gid) for gid in (1, 2)],
            "posts": await repo.stores.outbox.pending_battle_posts(),
            "prefs": await repo.stores.prefs.get_prefs(ALA),
        }
    finally:
        await repo.close()


@pytest.mark.parametrize("to_backend", BACKENDS)
async def test_copy_db_moves_everything_and_back(to_backend: str, tmp_path: Path) -> None:
    source = str(tmp_path / "source.sqlite3")
    await _busy_database(source)
    before = await _snapshot(source)
    assert before["games"][0].status == "finished" and before["prefs"] is not None  # type: ignore[index]
    async for target in database(to_backend, tmp_path / "to"):
        copied = await copy_database(source, target)
        assert list(copied) == tables_in_order() and copied["actions"] > 20
        assert await _snapshot(target) == before
        # and back again into a fresh SQLite file
        back = str(tmp_path / "back.sqlite3")
        await copy_database(target, back)
        assert await _snapshot(back) == before
        # ids continue after the copied ones: a new game in the copy gets id 3
        repo = await open_repository(target)
        service = build_app(repo, RecordingRenderer(), FakeClock(), rng=random.Random(1))
        await start_game(service, channel=CHANNEL + 5)
        game, _ = await live(service, CHANNEL + 5)
        assert game.id == 3
        await repo.close()
        # a target that already holds games is refused
        with pytest.raises(CopyError):
            await copy_database(source, target)


def test_copy_db_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["copy-db", str(tmp_path / "missing.sqlite3"), str(tmp_path / "to.sqlite3")]) == 1
    assert "does not exist" in capsys.readouterr().err


async def test_an_unreachable_server_is_a_clear_error_not_a_crash(capsys: pytest.CaptureFixture[str]) -> None:
    url = "postgresql://hexbot:hunter2@127.0.0.1:1/hexbot"
    with pytest.raises(StorageUnavailable) as err:
        await open_repository(url)
    assert "hunter2" not in str(err.value) and "127.0.0.1:1" in str(err.value)


def test_the_bot_exits_non_zero_when_the_database_is_unreachable(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["--console", "--no-images", "--db", "postgresql://x:pw@127.0.0.1:1/x", "--script", "/dev/null"])
    assert code == 2 and "cannot open the database" in capsys.readouterr().err


async def test_a_connection_lost_mid_play_loses_nothing(tmp_path: Path) -> None:
    if not PG_URL:
        pytest.skip(SKIP_PG)
    import asyncpg

    async for target in database("postgres", tmp_path):
        repo = await open_repository(target)
        service = build_app(repo, RecordingRenderer(), FakeClock(), rng=random.Random(3))
        await start_game(service)
        rng = random.Random(5)
        for _ in range(10):
            await play_one(service, rng)
        # the server drops every connection of this bot (a restart, a network cut); only
        # this test's own: other runs may share the server
        admin = await asyncpg.connect(PG_URL)
        killed = await admin.fetchval(
            "SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = $1",
            application_name(target),
        )
        await admin.close()
        assert killed >= 1
        failures = 0
        for _ in range(10):  # commands fail while the pool notices, then work again
            try:
                await play_one(service, rng)
            except (asyncpg.PostgresError, asyncpg.InterfaceError, asyncpg.exceptions.InternalClientError, OSError):
                failures += 1
        assert failures <= 2
        game, state = await live(service)
        rows = await repo.stores.games.actions(game.id)
        replayed = rebuild(game.armies, game.seed, rows, **game_options(game, state.radius))
        assert replayed.to_json() == GameState.loads(game.state_json).to_json()  # nothing half-written
        await repo.close()
