"""Melee (chapter 5): the modified WW with every modifier named, then one die per attack.

Charge +1 WW and +1 Dam for melee weapons (5.3), multiple attackers +1 each with ΣRo ≤ 4×Ro
of the target (5.9), criticals +4 Dam and fumbles −4 to the next attack (5.5), and the skills
of chapter 15 that change an attack (Atak Grupowy, Szkolenie w Walce Wręcz, Zaciekłość, ...).
"""

from __future__ import annotations

from dataclasses import dataclass

from warzone.checks import MOD_LIMIT, STAT_MAX, CheckResult, run_check
from warzone.dice import Dice
from warzone.errors import WarzoneError, check_enum, check_int
from warzone.shooting import ShotCode, ShotDie
from warzone.values import Modifier, Msg, Status, Target, status_modifier, unique


@dataclass(frozen=True)
class MeleeResult:
    """A resolved melee attack action."""

    kind: str
    target: Target
    dam: Target | None
    attacks: tuple[ShotDie, ...]
    hits: int
    criticals: int
    fumbled: bool
    next_attack_penalty: int
    sections: tuple[str, ...]
    summary: Msg


def check_size_limit(attacker_ros: tuple[int, ...], target_ro: int) -> None:
    """5.9: the attackers' total Ro may not exceed 4 × the target's Ro."""
    for i, ro in enumerate(attacker_ros):
        check_int(f"attacker_ros[{i}]", ro, 1, 10)
    limit = 4 * target_ro
    if sum(attacker_ros) > limit:
        raise WarzoneError(
            field="attacker_ros", allowed=f"sum <= {limit}", code="too-many-attackers", value=sum(attacker_ros)
        )


def melee(
    dice: Dice,
    *,
    ww: int,
    weapon_mod: int = 0,
    attacks: int = 1,
    dam: int | None = None,
    charge: bool = False,
    firearm: bool = False,
    reach: bool = False,
    supporters: int = 0,
    group_attack: int = 0,
    defender_training: int = 0,
    dirty_fighting: bool = False,
    target_prone: bool = False,
    target_climbing: bool = False,
    attacker_ps: bool = False,
    status: Status = Status.OK,
    prev_fumble: bool = False,
    secondary: bool = False,
    repulsive: bool = False,
    hidden_charge: bool = False,
    ferocity: bool = False,
    target_ro: int = 2,
    attacker_ros: tuple[int, ...] = (),
    sweeping: bool = False,
    other: int = 0,
    crit_max: int = 1,
) -> MeleeResult:
    """Resolve one melee attack action of `attacks` dice (the weapon's multi-hit).

    With `sweeping` (Zamaszysty Cios, 7.3) `attacks` is the number of models in contact, taken
    clockwise: a fumble stops the sequence, the models after it are not attacked.
    """
    check_int("ww", ww, 0, STAT_MAX)
    status = check_enum("status", Status, status)
    check_int("weapon_mod", weapon_mod, -10, 10)
    check_int("attacks", attacks, 1, 12)
    check_int("supporters", supporters, 0, 15)
    check_int("group_attack", group_attack, 0, 15)
    check_int("defender_training", defender_training, 0, 8)
    check_int("target_ro", target_ro, 1, 10)
    check_int("other", other, -MOD_LIMIT, MOD_LIMIT)
    check_int("crit_max", crit_max, 1, 3)
    if dam is not None:
        check_int("dam", dam, 0, 40)
    if attacker_ros:
        check_size_limit(attacker_ros, target_ro)
    if charge and status is Status.PANICKED:
        raise WarzoneError(field="charge", allowed="false while panicked", code="no-charge-when-panicked", value=True)
    if charge and attacker_ps:
        raise WarzoneError(field="charge", allowed="false in firing position", code="no-charge-in-ps", value=True)
    if sweeping and (charge or secondary):
        raise WarzoneError(
            field="sweeping", allowed="no charge, no secondary attack", code="sweeping-alone", value=True
        )
    charge_bonus = charge and not reach
    group = min(group_attack, 4)

    mods = [
        Modifier("weapon-cc", weapon_mod, "5.2.1"),
        Modifier("charge", 1 if charge_bonus else 0, "5.3"),
        Modifier("hidden-charge", 1 if charge_bonus and hidden_charge else 0, "15"),
        Modifier("supporters", supporters, "5.9"),
        Modifier("group-attack", group, "15"),
        Modifier("defender-training", 0 if dirty_fighting else -defender_training, "15"),
        Modifier("target-prone", 3 if target_prone else 0, "3.2.3"),
        Modifier("target-climbing", 2 if target_climbing else 0, "3.3.2"),
        Modifier("attacker-ps", -2 if attacker_ps else 0, "3.2.2"),
        status_modifier(status),
        Modifier("previous-fumble", -4 if prev_fumble else 0, "5.5"),
        Modifier("secondary-attack", -2 if secondary else 0, "15"),
        Modifier("repulsive", -1 if repulsive else 0, "15"),
        Modifier("other", other, "1.1.1"),
    ]
    target = Target.of("ww", ww, mods)
    dam_target: Target | None = None
    if dam is not None:
        melee_weapon = charge_bonus and not firearm
        dam_mods = [
            Modifier("charge-dam", 1 if melee_weapon else 0, "5.3"),
            Modifier("hidden-charge-dam", 1 if melee_weapon and hidden_charge else 0, "15"),
            Modifier("ferocity", 2 if melee_weapon and ferocity else 0, "15"),
            Modifier("group-attack-dam", group, "15"),
        ]
        dam_target = Target.of("dam", dam, dam_mods)

    out: list[ShotDie] = []
    fumbled = False
    for i in range(attacks):
        if sweeping and fumbled:
            out.append(ShotDie(i + 1, None, ShotCode.STOPPED, None, None, False))
            continue
        roll = dice.roll(20, f"attack-{i + 1}")
        if roll <= crit_max:
            code = ShotCode.CRITICAL_HIT
        elif roll >= 20:
            code = ShotCode.FUMBLE
            fumbled = True
        else:
            code = ShotCode.HIT if roll <= target.total else ShotCode.MISS
        hit_dam = None
        if code.hit and dam_target is not None:
            hit_dam = dam_target.total + (4 if code is ShotCode.CRITICAL_HIT else 0)
        out.append(ShotDie(i + 1, roll, code, None, hit_dam, False))
    hits = sum(1 for d in out if d.code.hit)
    crits = sum(1 for d in out if d.code is ShotCode.CRITICAL_HIT)
    secs = unique(
        (
            "5.4",
            *target.sections(),
            *(dam_target.sections() if dam_target else ()),
            *(("5.5",) if crits or fumbled else ()),
        )
    )
    summary = Msg("wz-melee-summary", {"hits": hits, "attacks": attacks, "target": target.total})
    return MeleeResult(
        "melee", target, dam_target, tuple(out), hits, crits, fumbled, -4 if fumbled else 0, secs, summary
    )


@dataclass(frozen=True)
class StunResult:
    """7.3 Ogłuszająca: the attacker's S+2 test to knock the target prone."""

    kind: str
    immune: bool
    check: CheckResult | None
    prone: bool
    sections: tuple[str, ...]
    summary: Msg


def stun(dice: Dice, *, s: int, attacker_ro: int = 2, target_ro: int = 2) -> StunResult:
    """Test S+2 for a hit with a stun weapon; targets of Ro ≥ attacker's + 2 are immune."""
    check_int("s", s, 0, STAT_MAX)
    check_int("attacker_ro", attacker_ro, 1, 10)
    check_int("target_ro", target_ro, 1, 10)
    if target_ro >= attacker_ro + 2:
        return StunResult("stun", True, None, False, ("7.3",), Msg("wz-stun-immune"))
    check = run_check("stun", Target.of("s", s, [Modifier("stun-weapon", 2, "7.3")]), dice, sections=("7.3",))
    return StunResult(
        "stun", False, check, check.passed, ("7.3",), Msg("wz-stun-prone" if check.passed else "wz-stun-stands")
    )
