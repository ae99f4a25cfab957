"""The core rulebook's other worked examples: shooting, pushing and the three
"Inicjatywa w szczególnych sytuacjach" initiative situations."""

from __future__ import annotations

import pytest

from rules import IllegalAction, apply, legal_actions
from rules.actions import Action
from rules.events import PushChoice
from tests.rules.helpers import battle, board, of_type, tiles_at


def test_shooting_example_flies_over_own_unit_and_stops_at_first_enemy() -> None:
    """PRZYKŁAD STRZAŁU: the Commando's bullet spares its own Runner, hits the Moloch
    Guard (the first enemy on the line) and does not reach the Moloch HQ behind it."""
    s = board(
        {1: "outpost", 2: "moloch"},
        [
            ("A1", 1, "commando", "N"),  # shoots SE: B2, C3, D3
            ("B2", 1, "runner", "N"),
            ("C3", 2, "guard", "N"),
            ("D3", 2, "hq", "N"),
            ("E1", 1, "hq", "N"),
        ],
    )
    after, report = battle(s)
    hits = of_type([report], "hit")
    commando = [h for h in hits if h["tile"] == "commando"]
    assert [(h["target_tile"], h["target_hex"], h["damage"]) for h in commando] == [("guard", "C3", 1)]
    assert after.players[2].hq_hp == 20
    assert "C3" not in tiles_at(after)  # the Guard died before its initiative 2 shot
    assert tiles_at(after)["B2"] == "runner"


def _push_board():  # type: ignore[no-untyped-def]
    # Moloch's Gauss Cannon on C3, threatened by the Runner above (C2) and the Brawler
    # on its right (D3). Behind the Runner C1, B1 and D1 are taken, and its only free
    # neighbour B2 still touches the Gauss; the Brawler can go to E2 or D4.
    return board(
        {1: "moloch", 2: "outpost"},
        [
            ("C3", 1, "gauss-cannon", "N"),
            ("C2", 2, "runner", "S"),
            ("D3", 2, "brawler", "NW"),
            ("C1", 1, "blocker", "S"),
            ("B1", 1, "hq", "N"),
            ("D1", 2, "hq", "N"),
            ("D2", 1, "blocker", "S"),
            ("E3", 1, "hybrid", "N"),
        ],
        hands={"1": ["push-back"]},
    )


def test_push_example_runner_cannot_be_pushed() -> None:
    s = _push_board()
    legal = {str(a) for a in legal_actions(s)}
    assert "play push-back C3 C2" not in legal
    with pytest.raises(IllegalAction, match="no free hex"):
        apply(s, "play push-back C3 C2")


def test_push_example_brawler_owner_chooses_between_two_hexes() -> None:
    s = _push_board()
    assert "play push-back C3 D3" in {str(a) for a in legal_actions(s)}
    s2, events = apply(s, "play push-back C3 D3")
    [choice] = [e for e in events if isinstance(e, PushChoice)]
    assert choice.player == 2 and choice.options == ["D4", "E2"]
    assert s2.to_act == 2
    assert [str(a) for a in legal_actions(s2)] == ["choose D4", "choose E2"]
    with pytest.raises(IllegalAction, match="not an option"):
        apply(s2, "choose C4")
    s3, _ = apply(s2, Action.parse("choose E2"))
    assert tiles_at(s3)["E2"] == "brawler"
    assert s3.units[s3.board.parse("E2")].facing.name == "NW"  # no rotation when pushed
    assert s3.to_act == 1 and "push-back" in s3.players[1].discard


def test_situation_1_scout_dies_in_the_boosted_segment_no_second_shot() -> None:
    """SYTUACJA 1: a shooter at 2+1 fires at 3; its Scout dies then; it does not fire at 2."""
    s = board(
        {1: "moloch", 2: "borgo"},
        [
            ("C3", 1, "guard", "N"),  # ranged N at C1 (and NW at nothing)
            ("C4", 1, "scout", "N"),  # +1 initiative to C3
            ("D4", 2, "claws", "N"),  # initiative 3, strikes NW at C4
            ("C1", 2, "hq", "N"),
            ("A3", 1, "hq", "N"),
        ],
    )
    after, report = battle(s)
    guard_hits = [
        (seg.initiative, e) for seg in report.segments for e in seg.events if getattr(e, "tile", "") == "guard"
    ]
    assert [(i, e.type) for i, e in guard_hits] == [(3, "hit")]
    assert after.players[2].hq_hp == 19
    assert "C4" not in tiles_at(after)


def test_situation_2_saboteur_dies_in_the_original_segment_no_shot_at_all() -> None:
    """SYTUACJA 2: a shooter at 3 slowed to 2; the Saboteur dies in segment 3; no shot."""
    s = board(
        {1: "borgo", 2: "outpost"},
        [
            ("C3", 1, "assassin", "NE"),  # initiative 3, shoots N at the Outpost HQ on C1
            ("B3", 2, "saboteur", "N"),  # -1 initiative to adjacent enemies
            ("A3", 1, "claws", "SE"),  # 3 +1 (Borgo HQ) -1 (Saboteur) = 3: kills the Saboteur
            ("A2", 1, "hq", "N"),
            ("C1", 2, "hq", "N"),
        ],
    )
    after, report = battle(s)
    assert "B3" not in tiles_at(after)
    assert not [e for e in of_type([report], "hit") if e["tile"] == "assassin"]
    assert after.players[2].hq_hp == 20


def _situation_3(with_killer: bool):  # type: ignore[no-untyped-def]
    units = [
        ("C3", 1, "guard", "N"),  # initiative 2, shoots N at the Hegemony HQ on C1
        ("C4", 1, "scout", "N"),  # would give +1, but it is netted
        ("B4", 2, "net-fighter", "N"),  # nets NE: the Scout on C4
        ("C1", 2, "hq", "N"),
        ("E3", 1, "hq", "N"),
    ]
    if with_killer:
        units.append(("A3", 1, "hunter-killer", "NE"))  # initiative 3, strikes SE at B4
    return board({1: "moloch", 2: "hegemony"}, units)


def test_situation_3_netted_scout_freed_after_its_segment_shot_is_lost() -> None:
    """SYTUACJA 3: the Scout's bonus comes back after segment 3 has passed: the shot is lost."""
    after, report = battle(_situation_3(with_killer=True))
    assert "B4" not in tiles_at(after)
    assert after.players[2].hq_hp == 20
    assert not [e for e in of_type([report], "hit") if e["tile"] == "guard"]


def test_situation_3_control_without_the_killer_the_guard_fires_at_2() -> None:
    after, report = battle(_situation_3(with_killer=False))
    assert after.players[2].hq_hp == 19
    assert [s.initiative for s in report.segments if any(getattr(e, "tile", "") == "guard" for e in s.events)] == [2]
