"""Data-driven rules tests: one scenario file per rule in tests/scenarios/.

Each file is a scenario in the format of ``rules.scenario`` plus keys the engine ignores:

- ``rule``: the rule in one sentence; ``source``: where it comes from (R-numbers of
  shared/reference/rulings.md, rulebook keywords);
- ``expect``: what must come out, worked out by hand from the rules:
    - ``players``: ``{"2": {"hq_hp": 19}}`` HQ hit points after the battle/actions;
    - ``board``: the full list of surviving units (hex, player, tile, facing, wounds);
    - ``segments``: the initiatives of the battle's segments, in order;
    - ``events``: partial event dicts that must each match some event (subset match).
      Two extra keys: ``segment`` (only events of the segment with that initiative) and
      ``count`` (exactly that many events match);
    - ``absent_events``: partial dicts (``segment`` allowed) that no event may match;
    - ``error``: the last action must be rejected with a RulesError whose message
      contains this text (all earlier actions must succeed);
- ``xfail``: the engine is known to disagree with the rules; the reason says how.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rules.actions import Action, RulesError
from rules.game import apply
from rules.scenario import load, run

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "tests" / "scenarios"
FILES = sorted(SCENARIOS.glob("*.json"))
_META = ("segment", "count")


def _params() -> list[Any]:
    out = []
    for path in FILES:
        data = json.loads(path.read_text(encoding="utf-8"))
        marks = []
        if data.get("xfail"):
            marks.append(pytest.mark.xfail(reason=data["xfail"], strict=True))
        out.append(pytest.param(path, id=path.stem, marks=marks))
    return out


# ---------------------------------------------------------------------- event search
def _walk(events: list[dict[str, Any]], segment: int | None) -> Iterator[tuple[int | None, dict[str, Any]]]:
    """Every event with the initiative of the segment it belongs to (None outside battles)."""
    for e in events:
        yield segment, e
        for seg in e.get("segments", []) if isinstance(e.get("segments"), list) else []:
            yield from _walk(seg.get("events", []), seg.get("initiative"))


def all_events(out: dict[str, Any]) -> list[tuple[int | None, dict[str, Any]]]:
    found: list[tuple[int | None, dict[str, Any]]] = []
    for seg in out.get("segments", []):
        found.extend(_walk(seg.get("events", []), seg.get("initiative")))
    found.extend(_walk(out.get("events", []), None))
    return found


def battle_segments(out: dict[str, Any]) -> list[int]:
    """Initiatives of the resolved battle's segments (from the CLI result or a Battle tile)."""
    if out.get("segments"):
        return [s["initiative"] for s in out["segments"]]
    for e in out.get("events", []):
        if e.get("type") == "battle":
            return [s["initiative"] for s in e["segments"]]
    return []


def matches(pattern: dict[str, Any], seg: int | None, event: dict[str, Any]) -> bool:
    if "segment" in pattern and pattern["segment"] != seg:
        return False
    return all(k in event and event[k] == v for k, v in pattern.items() if k not in _META)


def _describe(events: list[tuple[int | None, dict[str, Any]]]) -> str:
    lines = []
    for seg, e in events:
        fields = ", ".join(f"{k}={v}" for k, v in e.items() if k not in ("type", "segments"))
        lines.append(f"  [segment {seg}] {e['type']}: {fields}")
    return "\n".join(lines) or "  (no events)"


def _unit_key(u: dict[str, Any]) -> tuple[str, int, str, str, int]:
    return (u["hex"], u["player"], u["tile"], u.get("facing", "N"), u.get("wounds", 0))


# ---------------------------------------------------------------------- the tests
def check(data: dict[str, Any], out: dict[str, Any]) -> None:
    exp = data["expect"]
    events = all_events(out)
    problems: list[str] = []
    for p, want in exp.get("players", {}).items():
        got = out["players"][p]["hq_hp"]
        if got != want["hq_hp"]:
            problems.append(f"player {p} HQ has {got} HP, expected {want['hq_hp']}")
    if "board" in exp:
        want_board = sorted(_unit_key(u) for u in exp["board"])
        got_board = sorted(_unit_key(u) for u in out["board"])
        if want_board != got_board:
            missing = [u for u in want_board if u not in got_board]
            extra = [u for u in got_board if u not in want_board]
            problems.append(
                "board differs:\n    expected but missing (hex, player, tile, facing, wounds): "
                f"{missing}\n    present but not expected: {extra}"
            )
    if "segments" in exp and battle_segments(out) != exp["segments"]:
        problems.append(f"segments {battle_segments(out)}, expected {exp['segments']}")
    for pattern in exp.get("events", []):
        n = sum(1 for seg, e in events if matches(pattern, seg, e))
        want_n = pattern.get("count")
        if (want_n is None and n == 0) or (want_n is not None and n != want_n):
            problems.append(f"event {pattern} matched {n} time(s), expected {want_n or 'at least 1'}")
    for pattern in exp.get("absent_events", []):
        hits = [(seg, e) for seg, e in events if matches(pattern, seg, e)]
        if hits:
            problems.append(f"event {pattern} must not happen, but:\n{_describe(hits)}")
    if problems:
        pytest.fail(
            f"rule: {data['rule']} ({data['source']})\n- "
            + "\n- ".join(problems)
            + f"\nall events:\n{_describe(events)}",
            pytrace=False,
        )


@pytest.mark.parametrize("path", _params())
def test_scenario(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data.get("rule") and data.get("source"), f"{path.name}: every scenario names its rule and source"
    exp = data["expect"]
    if "error" in exp:
        actions = data.get("actions", [])
        assert actions, f"{path.name}: an error scenario needs actions"
        state = load(data)
        for text in actions[:-1]:
            state, _ = apply(state, Action.parse(text))
        with pytest.raises(RulesError) as info:
            apply(state, Action.parse(actions[-1]))
        assert exp["error"] in str(info.value), (
            f"rule: {data['rule']}\n{actions[-1]!r} was rejected with {str(info.value)!r}, "
            f"expected a message containing {exp['error']!r}"
        )
        return
    check(data, run(data))


def test_there_are_enough_scenarios() -> None:
    assert len(FILES) >= 70


# ---------------------------------------------------------------------- the CLI
def _resolve(arg: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "rules.scenario", "resolve", arg],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )


GOOD = {
    "players": {"1": {"army": "hegemony"}, "2": {"army": "outpost"}},
    "board": [
        {"hex": "C3", "player": 2, "tile": "hq", "facing": "N"},
        {"hex": "B2", "player": 1, "tile": "runner", "facing": "SE"},
    ],
}


def _variant(**changes: Any) -> dict[str, Any]:
    data = json.loads(json.dumps(GOOD))
    data.update(changes)
    return data


MALFORMED = {
    "unknown_army": (
        _variant(players={"1": {"army": "atlantis"}, "2": {"army": "outpost"}}),
        "unknown army",
    ),
    "unknown_tile": (
        _variant(board=[{"hex": "C3", "player": 1, "tile": "gauss-cannon", "facing": "N"}]),
        "no tile",
    ),
    "hex_off_board": (
        _variant(board=[{"hex": "F1", "player": 1, "tile": "runner", "facing": "N"}]),
        "off the board",
    ),
    "two_units_on_one_hex": (
        _variant(
            board=[
                {"hex": "C3", "player": 1, "tile": "runner", "facing": "N"},
                {"hex": "C3", "player": 2, "tile": "runner", "facing": "S"},
            ]
        ),
        "two units on C3",
    ),
    "second_hq": (
        _variant(
            board=[
                {"hex": "C3", "player": 2, "tile": "hq", "facing": "N"},
                {"hex": "A1", "player": 2, "tile": "hq", "facing": "N"},
            ]
        ),
        "second HQ",
    ),
}


@pytest.mark.parametrize("name", sorted(MALFORMED))
def test_malformed_scenario_exits_nonzero_with_one_line_reason(name: str, tmp_path: Path) -> None:
    data, reason = MALFORMED[name]
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    proc = _resolve(str(path))
    assert proc.returncode != 0, f"{name}: exit code 0, stdout {proc.stdout[:200]!r}"
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, f"{name}: expected a one-line reason on stderr, got {proc.stderr!r}"
    assert reason in lines[0], f"{name}: {lines[0]!r} does not mention {reason!r}"
    assert proc.stdout == ""


def test_resolve_reads_stdin_with_dash() -> None:
    proc = _resolve("-", stdin=json.dumps(GOOD))
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["players"]["2"]["hq_hp"] == 19  # the Runner strikes the Outpost HQ once
    assert {u["hex"] for u in out["board"]} == {"C3"}  # the HQ strikes back at 0


def test_resolve_a_scenario_file_from_the_command_line() -> None:
    proc = _resolve(str(SCENARIOS / "simultaneous_shooters_kill_each_other.json"))
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["board"] == []
    assert [s["initiative"] for s in out["segments"]] == [3]
