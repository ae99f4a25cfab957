"""Every scenario of the rules tests renders as a board, and as a battle when it has one."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from renderer import render_battle, render_board
from rules.battle import fight
from rules.scenario import load

SCENARIOS = sorted((Path(__file__).parents[1] / "scenarios").glob("*.json"))


@pytest.mark.skipif(not SCENARIOS, reason="no scenario files")
def test_every_scenario_board_renders() -> None:
    for path in SCENARIOS:
        state = load(json.loads(path.read_text(encoding="utf-8")))
        img = render_board(state)
        assert img.width > 1000, path.name


@pytest.mark.skipif(not SCENARIOS, reason="no scenario files")
def test_every_scenario_battle_renders() -> None:
    fought = 0
    for path in SCENARIOS[::3]:
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("actions"):
            continue
        state = load(data)
        report = fight(state.copy(), "scenario", state.current)
        images = render_battle(state, report)
        assert len(images) == len(report.segments) + 1, path.name
        fought += 1
    assert fought > 0
