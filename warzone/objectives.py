"""Scenario objectives with dice (17.4.2): "Zbadaj obiekt" (investigate an object).

One d20 per action spent (1–3 actions); a result of 16 or more finds it, +5 for a model with
Dowódca: Drużyna or higher; at most 1 PZ per player per turn, from turn 2 on (E20).
"""

from __future__ import annotations

from dataclasses import dataclass

from warzone.dice import Dice
from warzone.errors import WarzoneError, check_int
from warzone.values import Modifier, Msg


@dataclass(frozen=True)
class InvestigateResult:
    """The investigation rolls of one activation and whether they scored."""

    kind: str
    modifiers: tuple[Modifier, ...]
    rolls: tuple[int, ...]
    found: bool
    points: int
    sections: tuple[str, ...]
    summary: Msg


def investigate(
    dice: Dice, *, actions: int = 1, commander: bool = False, turn: int = 2, scored_this_turn: bool = False
) -> InvestigateResult:
    """Roll once per action until a total of 16+ (stopping at the first success: 1 PZ per turn)."""
    check_int("actions", actions, 1, 3)
    check_int("turn", turn, 1, 20)
    if turn < 2:
        raise WarzoneError(field="turn", allowed="2..20", code="objective-from-turn-2", value=turn)
    if scored_this_turn:
        raise WarzoneError(field="scored_this_turn", allowed="false", code="objective-once-per-turn", value=True)
    bonus = 5 if commander else 0
    mods = (Modifier("commander-investigates", bonus, "17.4.2"),) if bonus else ()
    rolls: list[int] = []
    for i in range(actions):
        roll = dice.roll(20, f"investigate-{i + 1}")
        rolls.append(roll)
        if roll + bonus >= 16:
            break
    found = rolls[-1] + bonus >= 16
    return InvestigateResult(
        "investigate",
        mods,
        tuple(rolls),
        found,
        1 if found else 0,
        ("17.4.2",),
        Msg("wz-investigate-found" if found else "wz-investigate-nothing", {"n": len(rolls)}),
    )
