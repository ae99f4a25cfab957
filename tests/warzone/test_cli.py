"""The command line: JSON out, typed errors with exit code 1, and every documented example."""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from warzone.cli import COMMANDS, main, parse_args, run

DOC = Path(__file__).resolve().parents[2] / "docs" / "warzone.md"


def doc_examples() -> list[str]:
    return [line for line in DOC.read_text(encoding="utf-8").splitlines() if line.startswith("python -m warzone ")]


def invoke(line: str) -> dict[str, object]:
    name, params = parse_args(shlex.split(line)[3:])
    return run(name, params)


def test_every_command_has_one_documented_example() -> None:
    documented = {shlex.split(line)[3] for line in doc_examples()}
    assert documented == set(COMMANDS)


@pytest.mark.parametrize("line", doc_examples())
def test_documented_examples_run_and_use_all_their_dice(line: str) -> None:
    out = invoke(line)
    assert out["command"] == shlex.split(line)[3]
    if "dice" in out:
        assert out["dice"] == {"used": len(shlex.split(line)[-1].split("=")[1].split(",")), "unused": 0}


def test_documented_shoot_example_numbers() -> None:
    out = invoke(
        "python -m warzone shoot ws=12 distance=8 weapon_mod=0 shots=3 jam=19 dam=12 cover=soft aim=1 rolls=1,9,20"
    )
    result = out["result"]
    assert isinstance(result, dict)
    assert result["target"]["total"] == 13  # 12 − 2 soft cover + 3 aim
    assert [s["code"] for s in result["shots"]] == ["critical-hit", "hit", "jam"]
    assert [s["dam"] for s in result["shots"]] == [16, 12, None]


def test_main_prints_json_and_exit_codes(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["detect", "dw=13", "stealth=2", "distance=17", "rolls=9"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["result"]["check"]["target"]["total"] == 9
    assert main(["shoot", "ws=12", "band=sr", "smoke=5", "rolls=3"]) == 1
    error = json.loads(capsys.readouterr().out)
    assert error == {
        "error": "out-of-range",
        "message_id": "wz-error-out-of-range",
        "field": "smoke",
        "allowed": "0..3",
        "value": 5,
    }


@pytest.mark.parametrize(
    ("argv", "field", "code"),
    [
        (["shoot", "band=sr"], "ws", "missing"),
        (["shoot", "ws=12", "band=sr", "rolls=21"], "rolls", "roll-out-of-range"),
        (["shoot", "ws=12", "band=sr", "shots=2", "rolls=5"], "rolls", "rolls-exhausted"),
        (["shoot", "ws=twelve", "band=sr"], "ws", "not-a-number"),
        (["shoot", "ws=12", "band=sr", "traits=laser"], "traits", "unknown-trait"),
        (["shoot", "ws=12", "band=sr", "colour=red"], "colour", "unknown-field"),
        (["shoot", "ws=12", "band=sr", "night=maybe"], "night", "not-a-boolean"),
        (["melee", "ww=12", "other=25"], "other", "out-of-range"),
        (["fly"], "command", "unknown-command"),
        (["shoot", "ws"], "ws", "bad-argument"),
        ([], "command", "missing"),
    ],
)
def test_bad_input_is_a_typed_json_error(
    argv: list[str], field: str, code: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 1
    error = json.loads(capsys.readouterr().out)
    assert (error["field"], error["error"], error["message_id"]) == (field, code, f"wz-error-{code}")
    assert error["allowed"]


def test_seed_is_reproducible() -> None:
    a = run("shoot", {"ws": "12", "band": "sr", "shots": "6", "seed": "5"})
    b = run("shoot", {"ws": "12", "band": "sr", "shots": "6", "seed": "5"})
    assert a == b


def test_module_entry_point_runs_as_a_process() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "warzone", "range", "distance=6"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0
    assert json.loads(done.stdout)["result"]["band"] == "pb"
    bad = subprocess.run(
        [sys.executable, "-m", "warzone", "range", "distance=-1"], capture_output=True, text=True, check=False
    )
    assert bad.returncode == 1
    assert json.loads(bad.stdout)["error"] == "out-of-range"
