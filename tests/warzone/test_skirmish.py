"""Whole turns of a small skirmish, played through the API and through the command line.

Capitol: a squad of 5 Sea Lions (WS 12, Dw 13 sergeant, P 14, Zw 1; rifles x2 at SR/MR, Dam 12,
Jam 19) and a forward observer (FO 12). Bauhaus: a squad of 5 Hussars (WS 11, Dw 12, P 13,
Zw 1; same rifles) and a hidden sniper (Skradanie 2). The test keeps the table state itself,
as the bot would, and checks the numbers a player would read.
"""

from __future__ import annotations

from warzone.cli import run
from warzone.damage import armour
from warzone.detection import detect
from warzone.dice import ScriptedDice
from warzone.initiative import initiative
from warzone.melee import melee
from warzone.morale import morale, rally
from warzone.overwatch import overwatch
from warzone.shooting import ShotCode, shoot
from warzone.support import Aim, buy_support, call_support
from warzone.values import Status


def test_two_turns_through_the_api() -> None:
    capitol, bauhaus = 5, 5
    bauhaus_status = Status.OK
    assert buy_support(artillery=1).cost == 10

    # Turn 1. Deployment and initiative: Capitol 9 + 13 = 22 beats Bauhaus 8 + 12 = 20.
    turn1 = initiative(ScriptedDice([9, 8]), dw_a=13, dw_b=12)
    assert turn1.winner == "a"

    # Capitol fires two rifles at the Hussars 14" away (MR, −1) in soft cover (−2): target 9.
    hits: list[int] = []
    for rolls in ([3, 10], [1, 15]):
        volley = shoot(ScriptedDice(rolls), ws=12, distance=14, weapon_mod=-1, shots=2, jam=19, dam=12, cover="soft")
        assert volley.target.total == 9
        hits += [s.dam for s in volley.shots if s.code.hit and s.dam is not None]
    assert hits == [12, 16]  # one plain hit, one critical (+4 Dam)
    # Armour: P 13 − 12 = 1 and P 13 − 16 = −3; rolls 6 and 1: one dies, the natural 1 saves.
    saves = [armour(ScriptedDice([r]), p=13, dam=d, zw=1) for r, d in zip([6, 1], hits, strict=True)]
    assert [s.killed for s in saves] == [True, False]
    bauhaus -= sum(s.killed for s in saves)
    # End of Capitol's activation: Bauhaus lost 1 of 5 (<50%): a Pinned test on Dw 12, rolled 15.
    test = morale(ScriptedDice([15]), dw=12, start=5, current=bauhaus, threshold=1)
    assert test.code == "pinned-failed" and test.status is Status.PINNED
    bauhaus_status = test.status

    # Bauhaus answers, Pinned (−2): WS 11 − 1 (MR) − 2 = 8; no cover for the Sea Lions.
    answer = shoot(
        ScriptedDice([8, 9]), ws=11, distance=14, weapon_mod=-1, shots=2, jam=19, dam=12, status=bauhaus_status
    )
    assert answer.target.total == 8
    assert [s.code for s in answer.shots] == [ShotCode.HIT, ShotCode.MISS]
    wound = armour(ScriptedDice([5]), p=14, dam=12, zw=1)
    assert wound.target.total == 2 and wound.killed
    capitol -= 1
    assert morale(ScriptedDice([10]), dw=13, start=5, current=capitol, threshold=1).status is Status.OK

    # Capitol's FO calls the barrage on a point 20" away at the end of the turn: 12 − 3 = 9, rolled 4.
    barrage = call_support(ScriptedDice([4]), support="artillery", fo_skill=12, distance=20, aim=Aim.POINT)
    assert barrage.code == "hit" and (barrage.dam, barrage.template) == (8, "large-blast")
    under_template = [armour(ScriptedDice([r]), p=13, dam=8, zw=1) for r in (4, 7, 9)]
    bauhaus -= sum(s.killed for s in under_template)
    assert bauhaus == 2  # P 13 − 8 = 5: the 7 and the 9 kill

    # Turn 2. Bauhaus wins the initiative (16 + 12 vs 11 + 13) and rallies at the start of its activation.
    assert initiative(ScriptedDice([11, 16]), dw_a=13, dw_b=12, turn=2).winner == "b"
    rallied = rally(ScriptedDice([9]), dw=12, status=bauhaus_status)
    assert rallied.target.total == 10 and rallied.passed
    bauhaus_status = Status.OK
    # The Hussars charge; a Sea Lion on overwatch counter-charges himself: no Dw test (9.1).
    assert not overwatch(ScriptedDice([]), dw=13, reaction="counter-charge-self").test_needed
    charge = melee(ScriptedDice([11]), ww=10, charge=True, dam=10, supporters=1)
    assert charge.target.total == 12 and charge.hits == 1 and charge.attacks[0].dam == 11
    assert armour(ScriptedDice([3]), p=14, dam=11, zw=1).code == "no-wound"
    # Capitol looks for the hidden sniper 20" away: Dw 13 − 2 (Skradanie) − 2 (MR) = 9, rolled 9.
    found = detect(ScriptedDice([9]), dw=13, stealth=2, distance=20)
    assert found.check.target.total == 9 and found.revealed
    # Losses of the turn: Bauhaus 3 of 5 (≥ 50%), at threshold 1 not yet broken: a Panic test.
    panic = morale(ScriptedDice([13]), dw=12, start=5, current=bauhaus, threshold=1)
    assert panic.code == "panic-failed" and panic.status is Status.PANICKED


def test_a_turn_through_the_command_line() -> None:
    first = run("initiative", {"dw_a": "13", "dw_b": "12", "rolls": "4,6"})
    assert first["result"]["winner"] == "b"  # type: ignore[index]
    volley = run(
        "shoot",
        {"ws": "11", "distance": "10", "shots": "2", "jam": "19", "dam": "12", "target_ps": "true", "rolls": "5,19"},
    )
    result = volley["result"]
    assert result["target"]["total"] == 9  # type: ignore[index]
    assert [s["code"] for s in result["shots"]] == ["hit", "jam"]  # type: ignore[index]
    dam = result["shots"][0]["dam"]  # type: ignore[index]
    save = run("armour", {"p": "14", "dam": str(dam), "zw": "1", "rolls": "2"})
    assert save["result"]["code"] == "no-wound"  # type: ignore[index]
    ats = run("ats", {"x": "10", "rolls": "11"})
    assert ats["result"]["passed"] is False  # type: ignore[index]
    test = run("morale", {"dw": "13", "start": "5", "current": "4", "threshold": "1", "rolls": "14"})
    assert test["result"]["status"] == "pinned"  # type: ignore[index]
    again = run("rally", {"dw": "13", "status": "pinned", "rolls": "11"})
    assert again["result"]["passed"] is True  # type: ignore[index]
