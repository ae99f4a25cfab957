"""``open_repo`` on each storage backend (PostgreSQL when HEXBOT_TEST_POSTGRES is set)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.storage.backends import BACKENDS, Opener, database, opener


@pytest.fixture(params=BACKENDS)
async def open_repo(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Opener]:
    async for open_ in opener(request.param, tmp_path):
        yield open_


@pytest.fixture(params=BACKENDS)
async def db_target(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[str]:
    """A database for ``open_repository`` on each backend in turn."""
    async for target in database(request.param, tmp_path):
        yield target
