"""The Docker image and the compose file ship what the bot needs (Docker is not available
on the test machines, so the files themselves are checked); the repository holds nothing
that only works on one machine."""

from __future__ import annotations

import re
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_the_image_copies_every_package_the_project_installs() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    packages = {p.rstrip("*") for p in project["tool"]["setuptools"]["packages"]["find"]["include"]}
    copied = set(re.findall(r"^COPY (\w+) \./\1$", (ROOT / "Dockerfile").read_text(encoding="utf-8"), re.M))
    assert packages <= copied, f"the Dockerfile does not copy {sorted(packages - copied)}"


def test_the_compose_file_runs_two_shards_on_one_database_without_secrets() -> None:
    text = (ROOT / "docker-compose.yml").read_text(encoding="utf-8")
    assert 'HEXBOT_SHARDS: "0"' in text and 'HEXBOT_SHARDS: "1"' in text and 'HEXBOT_SHARD_COUNT: "2"' in text
    assert "postgresql://hexbot:${POSTGRES_PASSWORD" in text  # the password comes from the environment
    assert "DISCORD_TOKEN: ${DISCORD_TOKEN" in text


def test_no_committed_link_points_outside_the_repository() -> None:
    """A symbolic link into one machine's folders (a virtualenv elsewhere) is broken in every clone."""
    git = shutil.which("git")
    if git is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    listed = subprocess.run([git, "ls-files", "-s"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    links = [line.split("\t", 1)[1] for line in listed.splitlines() if line.startswith("120000 ")]
    outside = [link for link in links if not (ROOT / link).resolve().is_relative_to(ROOT)]
    assert outside == [], f"links out of the repository: {outside}"
