"""Position codes (rules/position.py): every scenario file of the repository round-trips
through a code, codes are short, and a newer or damaged code is refused clearly."""

from __future__ import annotations

import hashlib
import json
import random
import statistics
from pathlib import Path

import pytest

from rules import position_v1
from rules.ai import random_action
from rules.game import apply, new_game
from rules.position import PositionCodeError, code_of, decode, encode, position, state_of
from rules.scenario import load

SCENARIOS = sorted((Path(__file__).resolve().parents[1] / "scenarios").glob("*.json"))


def _comparable(state):  # what a position holds, compared field by field
    return (
        {p: (ps.army, ps.hq_hp, ps.points, ps.terror, list(ps.hand)) for p, ps in state.players.items()},
        {h: (u.player, u.tile, u.facing, u.wounds) for h, u in state.units.items()},
        {h: (f.player, f.tile) for h, f in state.foundations.items()},
        {p: ps.steel_net is not None for p, ps in state.players.items()},
        state.mode,
        state.teams,
        state.radius,
        state.current,
    )


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_every_scenario_file_round_trips_through_a_code(path: Path) -> None:
    state = load(json.loads(path.read_text(encoding="utf-8")))
    code = code_of(state)
    again = state_of(code)
    assert _comparable(again) == _comparable(state)
    assert position(again) == position(state)
    assert code_of(again) == code  # canonical: the same position, the same code


def test_codes_are_short() -> None:
    lengths = [len(code_of(load(json.loads(p.read_text(encoding="utf-8"))))) for p in SCENARIOS]
    assert len(lengths) > 250
    assert statistics.median(lengths) <= 110 and max(lengths) <= 400, (statistics.median(lengths), max(lengths))


def test_positions_from_random_games_round_trip() -> None:
    for seed in range(6):
        armies = [("moloch", "borgo"), ("smart", "new-york"), ("steel-police", "dancer")][seed % 3]
        state = new_game(list(armies), seed=seed)
        rng = random.Random(seed)
        for _ in range(40):
            if state.phase == "over":
                break
            state, _ = apply(state, random_action(state, rng))
            if state.phase == "turn" and not any(ps.out for ps in state.players.values()):
                assert _comparable(state_of(code_of(state))) == _comparable(state)


def test_a_newer_or_damaged_code_is_refused_clearly() -> None:
    code = encode({"players": {"1": {"army": "moloch"}, "2": {"army": "borgo"}}, "board": []})
    assert code.startswith("nh1-")
    with pytest.raises(PositionCodeError) as e:
        decode("nh2-" + code[4:])
    assert e.value.code == "newer" and "newer version (v2)" in str(e.value)
    for bad in ("", "hello", "nh1-", "nh1-!!!!", "nh1-" + code[4:-6], "nh0-" + code[4:], "nh1-" + "A" * 9000):
        with pytest.raises(PositionCodeError) as e:
            decode(bad)
        assert e.value.code == "malformed", bad
    assert decode("  " + code + "\n") == {"players": {"1": {"army": "moloch"}, "2": {"army": "borgo"}}, "board": []}


def test_the_version_1_dictionary_never_changes() -> None:
    """Changing it would make every code already shared unreadable: a better dictionary is a
    new version, read beside this one."""
    assert hashlib.blake2b(position_v1.DICTIONARY, digest_size=8).hexdigest() == "25a92c17d7456a31"


def test_the_command_line_makes_and_resolves_codes(capsys: pytest.CaptureFixture[str]) -> None:
    from rules.scenario import main

    path = SCENARIOS[0]
    assert main(["code", str(path)]) == 0
    code = capsys.readouterr().out.strip()
    assert code.startswith("nh1-")
    assert main(["resolve", code]) == 0
    by_code = json.loads(capsys.readouterr().out)
    assert main(["resolve", str(path)]) == 0
    by_file = json.loads(capsys.readouterr().out)
    if not json.loads(path.read_text(encoding="utf-8")).get("actions"):
        assert by_code == by_file
    assert main(["resolve", "nh9-AAAA"]) == 1
    assert "newer version (v9)" in capsys.readouterr().err
