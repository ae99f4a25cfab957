"""Fixtures for the bot tests: a temporary database, a clock and a service."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.app import App
from tests.bot.helpers import FakeClock, RecordingRenderer, make_service
from tests.storage.backends import database, parametrize_backends


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    parametrize_backends(metafunc)


@pytest.fixture
async def db_path(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[str]:
    """The test's database: SQLite, or each backend in turn in modules with ``BOTH_BACKENDS``."""
    async for target in database(getattr(request, "param", "sqlite"), tmp_path):
        yield target


@pytest.fixture
def renderer() -> RecordingRenderer:
    return RecordingRenderer()


@pytest.fixture
async def service(db_path: str, clock: FakeClock, renderer: RecordingRenderer) -> AsyncIterator[App]:
    svc = await make_service(db_path, clock, renderer)
    yield svc
    await svc.repo.close()
