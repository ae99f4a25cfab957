"""Fire support (13.1) and indirect fire directed by a forward observer (13.2, 7.2).

Buying: 10 pts an artillery barrage, 16 pts an anti-tank guided missile, one call each, with at
least one Wysunięty Obserwator. Calling: the FO tests its skill X plus the distance modifier
(+4 under a marker grenade); a miss scatters a point target d10" or misses a model; a natural 20
lands the strike on the observer. At most one successful call per turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType

from warzone.checks import MOD_LIMIT, STAT_MAX, CheckResult, run_check
from warzone.dice import Dice
from warzone.errors import WarzoneError, check_enum, check_int
from warzone.ranges import Band, fo_modifier, resolve_band
from warzone.scatter import ScatterResult, scatter
from warzone.values import Modifier, Msg, Outcome, Status, Target, status_modifier


class SupportType(StrEnum):
    """The fire-support types the OCR lists (13.1.2; the third one is lost, E4)."""

    ARTILLERY = "artillery"
    ATGM = "atgm"


SUPPORT_COST = MappingProxyType({SupportType.ARTILLERY: 10, SupportType.ATGM: 16})
SUPPORT_DAM = MappingProxyType({SupportType.ARTILLERY: (8, 1, "large-blast"), SupportType.ATGM: (16, 3, "none")})


class Aim(StrEnum):
    """What a strike is aimed at."""

    POINT = "point"
    MODEL = "model"


@dataclass(frozen=True)
class BuyResult:
    """The cost of purchased fire support and the call attempts it gives."""

    kind: str
    artillery: int
    atgm: int
    cost: int
    sections: tuple[str, ...]
    summary: Msg


def buy_support(*, artillery: int = 0, atgm: int = 0, observers: int = 1) -> BuyResult:
    """13.1.1–13.1.2: each purchase is one call attempt; the army needs a forward observer."""
    check_int("artillery", artillery, 0, 20)
    check_int("atgm", atgm, 0, 20)
    check_int("observers", observers, 0, 50)
    if observers < 1:
        raise WarzoneError(field="observers", allowed="1..", code="no-forward-observer", value=observers)
    cost = artillery * SUPPORT_COST[SupportType.ARTILLERY] + atgm * SUPPORT_COST[SupportType.ATGM]
    return BuyResult("support-buy", artillery, atgm, cost, ("13.1.1", "13.1.2"), Msg("wz-support-cost", {"n": cost}))


@dataclass(frozen=True)
class StrikeResult:
    """A fire-support call or an indirect shot: the test, and where the strike lands."""

    kind: str
    code: str
    band: Band
    check: CheckResult | None
    scatter: ScatterResult | None
    dam: int
    mult: int
    template: str
    jammed: bool
    sections: tuple[str, ...]
    summary: Msg


def _land(
    dice: Dice, check: CheckResult | None, aim: Aim, max_distance: float | None, observer_risk: bool = True
) -> tuple[str, ScatterResult | None]:
    if check is not None and check.passed:
        return "hit", None
    if observer_risk and check is not None and check.outcome is Outcome.ABSOLUTE_FAILURE:
        return "hits-observer", None
    if aim is Aim.POINT:
        return "scatter", scatter(dice, max_distance=max_distance, section="7.2")
    return "miss", None


def call_support(
    dice: Dice,
    *,
    support: SupportType,
    fo_skill: int,
    distance: float | None = None,
    band: Band | None = None,
    aim: Aim = Aim.POINT,
    marker: bool = False,
    fo_alive: bool = True,
    fo_sees_target: bool = True,
    succeeded_this_turn: bool = False,
    max_distance: float | None = None,
    pb_variant: str = "literal",
) -> StrikeResult:
    """13.1.3: resolve the one call chosen at the end of the turn."""
    support = check_enum("support", SupportType, support)
    aim = check_enum("aim", Aim, aim)
    check_int("fo_skill", fo_skill, 1, STAT_MAX)
    if pb_variant not in ("literal", "monotone"):
        raise WarzoneError(field="pb_variant", allowed="literal,monotone", code="unknown-value", value=pb_variant)
    if succeeded_this_turn:
        raise WarzoneError(field="succeeded_this_turn", allowed="false", code="support-once-per-turn", value=True)
    if support is SupportType.ATGM and aim is Aim.POINT:
        raise WarzoneError(field="aim", allowed="model", code="atgm-needs-model", value=aim.value)
    resolved = resolve_band(distance, band)
    dam, mult, template = SUPPORT_DAM[support]
    check: CheckResult | None = None
    if not fo_alive or (aim is Aim.MODEL and not fo_sees_target):
        code, landed = _land(dice, None, aim, max_distance)
        code = "auto-" + code
    else:
        mods = [
            Modifier(f"fo-{resolved.value}", fo_modifier(resolved, pb_variant), "13.1.3"),
            Modifier("marker", 4 if marker else 0, "18.5.1"),
        ]
        check = run_check("support", Target.of("fo", fo_skill, mods), dice, sections=("13.1.3",))
        code, landed = _land(dice, check, aim, max_distance)
    sections = ("13.1.3", *(("18.5.1",) if marker else ()), *(("1.1.3",) if landed else ()))
    return StrikeResult(
        "support", code, resolved, check, landed, dam, mult, template, False, sections, Msg(f"wz-strike-{code}")
    )


def indirect(
    dice: Dice,
    *,
    ws: int,
    fo_distance: float | None = None,
    fo_band: Band | None = None,
    weapon_mod: int = 0,
    aim: Aim = Aim.POINT,
    dam: int = 0,
    jam: int | None = None,
    smoke: int = 0,
    status: Status = Status.OK,
    other: int = 0,
    max_distance: float | None = None,
    pb_variant: str = "literal",
) -> StrikeResult:
    """13.2: WS + the FO distance modifier + the weapon's own band modifier; no aiming, no terrain mods.

    A natural 1 always hits without the +4 Dam (7.2); a miss scatters a point d10" or misses a model.
    A roll ≥ Jam jams the weapon (6.4) and the shot misses like any other miss.
    """
    aim = check_enum("aim", Aim, aim)
    status = check_enum("status", Status, status)
    check_int("ws", ws, 0, STAT_MAX)
    check_int("weapon_mod", weapon_mod, -10, 10)
    check_int("dam", dam, 0, 40)
    if jam is not None:
        check_int("jam", jam, 2, 20)
    check_int("smoke", smoke, 0, 3)
    check_int("other", other, -MOD_LIMIT, MOD_LIMIT)
    resolved = resolve_band(fo_distance, fo_band)
    mods = [
        Modifier(f"fo-{resolved.value}", fo_modifier(resolved, pb_variant), "13.1.3"),
        Modifier("weapon-band", weapon_mod, "13.2"),
        Modifier(f"smoke-{smoke}", -smoke, "6.5.1"),
        status_modifier(status),
        Modifier("other", other, "1.1.1"),
    ]
    check = run_check("indirect", Target.of("ws", ws, mods), dice, fumble_min=jam, sections=("13.2", "7.2"))
    jammed = check.outcome is Outcome.ABSOLUTE_FAILURE
    code, landed = _land(dice, check, aim, max_distance, observer_risk=False)
    sections = ("13.2", "7.2", *check.target.sections(), *(("1.1.3",) if landed else ()))
    return StrikeResult(
        "indirect",
        code,
        resolved,
        check,
        landed,
        dam,
        1,
        "blast",
        jammed,
        tuple(dict.fromkeys((*sections, *(("6.4",) if jammed else ())))),
        Msg(f"wz-strike-{code}"),
    )
