"""Run a probe in a fresh interpreter where copies of some packages (made under ``first``)
come before the project's: how the plug-in tests add an army or a language without
touching the checkout."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run_isolated(probe: str, first: Path, timeout: int = 300) -> str:
    """The probe's standard output; AssertionError with its standard error if it failed."""
    done = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=first,  # the copies first on the path (python -c puts the working directory first)
        env={"PYTHONPATH": f"{first}:{ROOT}", "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout
