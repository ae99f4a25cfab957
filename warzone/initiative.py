"""Deployment and initiative rolls (17.2.3, 17.3.1) and the environment triggers they carry (11.1, 11.5).

Opposed d20 + the army commander's Dw (no commander: the bare d20); ties are rerolled. The same
natural rolls start twilight, dawn or a sandstorm when one of them is at least 21 − turn (E11).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from warzone.checks import STAT_MAX, OpposedResult, opposed_test
from warzone.dice import Dice
from warzone.errors import check_enum, check_int
from warzone.values import Modifier, Msg, unique


class InitiativeMod(StrEnum):
    """Named initiative modifiers (17.3.1, 17.4.1, 15)."""

    ADVISOR = "advisor"
    STRATEGIC = "strategic"
    BUNKER = "bunker"
    COMMANDER_LOST = "commander-lost"
    COMMANDER_PANICKED = "commander-panicked"


class Trigger(StrEnum):
    """Which environment change this roll can start."""

    NONE = "none"
    TWILIGHT = "twilight"
    DAWN = "dawn"
    SANDSTORM = "sandstorm"


@dataclass(frozen=True)
class InitiativeResult:
    """The opposed roll with each side's modifiers, the winner, and a triggered environment change."""

    kind: str
    modifiers_a: tuple[Modifier, ...]
    modifiers_b: tuple[Modifier, ...]
    roll: OpposedResult
    winner: str
    triggered: bool
    trigger: Trigger
    sections: tuple[str, ...]
    summary: Msg


def side_modifiers(side: str, dw: int | None, mods: Iterable[str], interrogation: int) -> tuple[Modifier, ...]:
    """The named modifiers of one side (Doradca and Zmysł Strategiczny do not stack; −4 applies once, E12)."""
    check_int(f"interrogation_{side}", interrogation, 0, 4)
    names = {check_enum(f"mods_{side}", InitiativeMod, m) for m in mods if m.strip()}
    out = [Modifier("commander-dw", dw or 0, "17.3.1")]
    if InitiativeMod.ADVISOR in names or InitiativeMod.STRATEGIC in names:
        key = "advisor" if InitiativeMod.ADVISOR in names else "strategic"
        out.append(Modifier(key, 2, "15"))
    out.append(Modifier("bunker", 2 if InitiativeMod.BUNKER in names else 0, "17.4.1"))
    out.append(Modifier("interrogation", interrogation, "15"))
    lost = InitiativeMod.COMMANDER_LOST in names
    panicked = InitiativeMod.COMMANDER_PANICKED in names
    if lost or panicked:
        out.append(Modifier("commander-lost" if lost else "commander-panicked", -4, "16.2.2" if lost else "17.3.1"))
    return tuple(m for m in out if m.value != 0)


def initiative(
    dice: Dice,
    *,
    dw_a: int | None = None,
    dw_b: int | None = None,
    mods_a: tuple[str, ...] = (),
    mods_b: tuple[str, ...] = (),
    interrogation_a: int = 0,
    interrogation_b: int = 0,
    turn: int = 1,
    trigger: Trigger = Trigger.NONE,
    deployment: bool = False,
) -> InitiativeResult:
    """17.3.1 (or 17.2.3 with `deployment`): who acts first this turn; `dw_*` omitted = no commander."""
    trigger = check_enum("trigger", Trigger, trigger)
    for name, dw in (("dw_a", dw_a), ("dw_b", dw_b)):
        if dw is not None:
            check_int(name, dw, 0, STAT_MAX)
    check_int("turn", turn, 1, 20)
    ma = side_modifiers("a", dw_a, mods_a, interrogation_a)
    mb = side_modifiers("b", dw_b, mods_b, interrogation_b)
    kind = "deployment" if deployment else "initiative"
    result = opposed_test(
        dice,
        mod_a=sum(m.value for m in ma),
        mod_b=sum(m.value for m in mb),
        kind=kind,
        section="17.2.3" if deployment else "17.3.1",
    )
    first = result.rounds[0]
    threshold = 21 - turn
    fired = trigger is not Trigger.NONE and max(first.roll_a, first.roll_b) >= threshold
    env_section = {
        Trigger.NONE: (),
        Trigger.TWILIGHT: ("11.1",),
        Trigger.DAWN: ("11.1",),
        Trigger.SANDSTORM: ("11.5",),
    }[trigger]
    sections = unique((*result.sections, *(m.section for m in ma + mb), *env_section))
    return InitiativeResult(kind, ma, mb, result, result.winner, fired, trigger, sections, result.summary)
