"""Armour tests and damage (5.2.3–5.2.4, 6.2.5–6.2.6, 7.3, 15) and environmental attacks ATS (4.2).

The armour target is P − Dam: a roll not higher than it saves, a higher roll costs 1 Zw (a natural
1 always saves, a natural 20 always wounds). A damage multiplier xN means N armour tests.
"""

from __future__ import annotations

from dataclasses import dataclass

from warzone.checks import CheckResult, classify, run_check
from warzone.dice import Dice
from warzone.errors import WarzoneError, check_int
from warzone.traits import Trait, parse_traits
from warzone.values import Modifier, Msg, Outcome, Target, half_up, unique


@dataclass(frozen=True)
class ArmourDie:
    """One armour test: the die, the die it replaced (a reroll), whether it saved."""

    index: int
    roll: int
    first_roll: int | None
    outcome: Outcome
    saved: bool


@dataclass(frozen=True)
class ArmourResult:
    """A resolved hit against a model: Dam and P breakdowns, every test, the wounds lost."""

    kind: str
    code: str
    dam: Target
    target: Target
    tests: tuple[ArmourDie, ...]
    failed: int
    wounds: int
    regeneration_absorbed: int
    zw_left: int | None
    killed: bool
    damage_table_rolls: int
    sections: tuple[str, ...]
    summary: Msg


def armour(
    dice: Dice,
    *,
    p: int,
    dam: int,
    mult: int = 1,
    crit: bool = False,
    traits: tuple[str, ...] = (),
    bane: int = 0,
    target_ai: bool = False,
    armoured: bool = False,
    heavy_armour: bool = False,
    dodge: bool = False,
    no_time_to_die: bool = False,
    regeneration: int = 0,
    structure_hits: int = 0,
    hidden: bool = False,
    killing_blow: bool = False,
    mortification: bool = False,
    zw: int | None = None,
    vehicle: bool = False,
) -> ArmourResult:
    """Resolve the armour tests of one hit (`mult` tests, or until a save for incendiary weapons)."""
    check_int("p", p, 0, 40)
    check_int("dam", dam, 0, 40)
    check_int("mult", mult, 1, 6)
    check_int("bane", bane, 0, 10)
    check_int("regeneration", regeneration, 0, 10)
    check_int("structure_hits", structure_hits, 0, 2)
    if zw is not None:
        check_int("zw", zw, 1, 50)
    trait_set = parse_traits(traits)
    anti_armour = Trait.ANTI_ARMOUR in trait_set
    template = Trait.TEMPLATE in trait_set or Trait.INDIRECT in trait_set
    incendiary = Trait.INCENDIARY in trait_set or (Trait.ENERGY in trait_set and crit)
    if incendiary and zw is None:
        raise WarzoneError(field="zw", allowed="1..50 (incendiary weapons test until a save or death)", code="missing")

    dam_mods = [
        Modifier("critical", 4 if crit and Trait.INDIRECT not in trait_set else 0, "6.4"),
        Modifier("anti-armour", 2 if anti_armour else 0, "7.3"),
        Modifier("energy-vs-ai", 2 if Trait.ENERGY in trait_set and target_ai else 0, "7.3"),
        Modifier("bane", bane, "7.3"),
    ]
    dam_total = Target.of("dam", dam, dam_mods)
    if hidden and template:
        halved = half_up(dam_total.total)
        dam_total = Target.of("dam", dam, [*dam_mods, Modifier("hidden-half", halved - dam_total.total, "15")])
    target = Target.of(
        "p",
        p,
        [
            Modifier("dodge", 2 if dodge and template else 0, "15"),
            Modifier("structure-damage", -3 * structure_hits, "12.7.1"),
            Modifier("weapon-dam", -dam_total.total, "5.2.3"),
        ],
    )
    tests_n = mult + (1 if killing_blow else 0) + (1 if mortification else 0)
    base_secs = ("5.2.3", *(("5.2.4",) if tests_n > 1 else ()), *dam_total.sections(), *target.sections())

    if heavy_armour and not anti_armour:
        return ArmourResult(
            "armour", "heavy-armour-immune", dam_total, target, (), 0, 0, 0, zw, False, 0,
            unique((*base_secs, "15")), Msg("wz-armour-heavy-armour-immune"),
        )  # fmt: skip

    can_reroll_failed = armoured and not (anti_armour or Trait.PIERCING in trait_set)
    must_reroll_saved = Trait.RENDING in trait_set and not (armoured or heavy_armour)
    pool = None if zw is None else zw + regeneration
    tests: list[ArmourDie] = []
    failed = 0
    i = 0
    while True:
        if pool is not None and failed >= pool:
            break
        if not incendiary and i >= tests_n:
            break
        i += 1
        roll = dice.roll(20, f"armour-{i}")
        outcome = classify(roll, target.total)
        first: int | None = None
        if (not outcome.passed and can_reroll_failed) or (outcome.passed and must_reroll_saved):
            first = roll
            roll = dice.roll(20, f"armour-{i}-reroll")
            outcome = classify(roll, target.total)
        tests.append(ArmourDie(i, roll, first, outcome, outcome.passed))
        if not outcome.passed:
            failed += 1
            if no_time_to_die:
                break
        elif incendiary:
            break
    wounds = min(failed, 1) if no_time_to_die else failed
    absorbed = min(regeneration, wounds)
    lost = wounds - absorbed
    zw_left = None if zw is None else max(0, zw - lost)
    killed = zw_left == 0
    extra = (
        *(("15",) if armoured or no_time_to_die or regeneration or heavy_armour else ()),
        *(("7.3",) if incendiary or must_reroll_saved or Trait.PIERCING in trait_set else ()),
        *(("1.1",) if any(t.first_roll is not None for t in tests) else ()),
        *(("12.7.1",) if vehicle and heavy_armour and lost else ()),
    )
    code = "killed" if killed else ("wounded" if lost else "no-wound")
    summary = Msg(f"wz-armour-{code}", {"n": lost, "target": target.total})
    table_rolls = lost if vehicle and heavy_armour else 0
    return ArmourResult(
        "armour", code, dam_total, target, tuple(tests), failed, lost, absorbed, zw_left, killed, table_rolls,
        unique((*base_secs, *extra)), summary,
    )  # fmt: skip


def ats(dice: Dice, *, x: int, resistance: int = 0, suit: bool = False, mask: bool = False) -> CheckResult:
    """4.2: an environmental attack ATS(X): d20 ≤ X (+ resistance, suit +5, gas mask +3) or lose 1 Zw."""
    check_int("x", x, 0, 30)
    check_int("resistance", resistance, 0, 10)
    mods = [
        Modifier("ats-resistance", resistance, "15"),
        Modifier("protective-suit", 5 if suit else 0, "18.2"),
        Modifier("gas-mask", 3 if mask else 0, "18.2"),
    ]
    return run_check("ats", Target.of("ats", x, mods), dice, sections=("4.2",))
