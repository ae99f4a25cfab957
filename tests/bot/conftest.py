"""Fixtures for the bot tests: a temporary database, a clock and a service."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.service import GameService
from tests.bot.helpers import FakeClock, RecordingRenderer, make_service


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> str:
    return str(tmp_path / "hexbot.sqlite3")


@pytest.fixture
def renderer() -> RecordingRenderer:
    return RecordingRenderer()


@pytest.fixture
async def service(db_path: str, clock: FakeClock, renderer: RecordingRenderer) -> AsyncIterator[GameService]:
    svc = await make_service(db_path, clock, renderer)
    yield svc
    await svc.repo.close()
