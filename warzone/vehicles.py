"""Vehicle damage (12.7.1), destruction (12.7.2) and the damage status a vehicle carries.

Only vehicles with Ciężki Pancerz roll on the damage table, once per wound. A roll landing on a
location that is already fully destroyed is rerolled. The status is an immutable value: pass it
in, get the new one back (the bot keeps it; nothing is stored here).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from warzone.dice import Dice
from warzone.errors import WarzoneError, check_int
from warzone.values import Msg, half_up, unique


class Location(StrEnum):
    """Rows of the damage table (12.7.1, rebuilt from the OCR layout)."""

    NONE = "none"
    STEERING = "steering"
    STRUCTURE = "structure"
    WEAPON = "weapon"
    DRIVE = "drive"
    CREW = "crew"


def location_for(roll: int) -> Location:
    """1–3 none, 4–7 steering, 8–10 structure, 11–14 weapon, 15–17 drive, 18–20 crew."""
    if roll <= 3:
        return Location.NONE
    if roll <= 7:
        return Location.STEERING
    if roll <= 10:
        return Location.STRUCTURE
    if roll <= 14:
        return Location.WEAPON
    if roll <= 17:
        return Location.DRIVE
    return Location.CREW


# Magnetic mine: the attacker picks the worse of two rolls for the vehicle (18.5.4, R-magnetic).
SEVERITY = (Location.STRUCTURE, Location.DRIVE, Location.WEAPON, Location.STEERING, Location.CREW, Location.NONE)


@dataclass(frozen=True)
class VehicleState:
    """Damage a vehicle has taken so far."""

    steering: int = 0
    structure: int = 0
    drive: int = 0
    weapons: tuple[int, ...] = (0,)
    crew: int = 0
    lost_actions: int = 0
    destroyed: bool = False

    def full(self, location: Location) -> bool:
        """Whether a location is fully destroyed (a roll there is rerolled)."""
        if location is Location.STEERING:
            return self.steering >= 2
        if location is Location.DRIVE:
            return self.drive >= 2
        if location is Location.WEAPON:
            return all(w >= 2 for w in self.weapons)
        if location is Location.STRUCTURE:
            return self.structure >= 3
        return False


@dataclass(frozen=True)
class DamageRoll:
    """One roll on the damage table (with any rerolls of destroyed locations)."""

    wound: int
    rolls: tuple[int, ...]
    location: Location
    effect: str
    weapon: int | None
    crew_hit_dam: int | None


@dataclass(frozen=True)
class VehicleDamageResult:
    """The damage-table rolls of one attack and the vehicle's new status."""

    kind: str
    rolls: tuple[DamageRoll, ...]
    state: VehicleState
    p_penalty_next_attack: int
    sections: tuple[str, ...]
    summary: Msg


def parse_weapons(spec: str) -> tuple[int, ...]:
    """Per-weapon damage counters as "0,1,0" (0..2 each)."""
    try:
        values = tuple(int(v) for v in spec.split(",") if v.strip())
    except ValueError:
        raise WarzoneError(field="weapons", allowed="counters 0..2 like 0,1", code="not-a-number", value=spec) from None
    if not values:
        raise WarzoneError(field="weapons", allowed="counters 0..2 like 0,1", code="missing")
    for i, v in enumerate(values):
        check_int(f"weapons[{i}]", v, 0, 2)
    return values


def _apply(
    state: VehicleState, loc: Location, dice: Dice, weapon_dam: int, ai: bool
) -> tuple[VehicleState, str, int | None, int | None]:
    if loc is Location.STEERING:
        n = state.steering + 1
        return replace(state, steering=n), "turn-halved" if n == 1 else "cannot-turn", None, None
    if loc is Location.STRUCTURE:
        n = state.structure + 1
        return replace(state, structure=n, destroyed=n >= 3), "p-minus-3" if n < 3 else "destroyed", None, None
    if loc is Location.DRIVE:
        n = state.drive + 1
        return replace(state, drive=n), "move-halved" if n == 1 else "cannot-move", None, None
    if loc is Location.WEAPON:
        alive = [i for i, w in enumerate(state.weapons) if w < 2]
        pick = alive[0] if len(alive) == 1 else alive[dice.roll(len(alive), "vehicle-weapon") - 1]
        hits = list(state.weapons)
        hits[pick] += 1
        effect = "jam-minus-5" if hits[pick] == 1 else "weapon-destroyed"
        return replace(state, weapons=tuple(hits)), effect, pick + 1, None
    if loc is Location.CREW:
        if ai:
            return replace(state, lost_actions=state.lost_actions + 1), "ai-loses-action", None, None
        return replace(state, crew=state.crew + 1), "crew-hit", None, half_up(weapon_dam)
    return state, "no-effect", None, None


def vehicle_damage(
    dice: Dice,
    *,
    wounds: int = 1,
    weapon_dam: int = 0,
    steering: int = 0,
    structure: int = 0,
    drive: int = 0,
    weapons: str = "0",
    crew: int = 0,
    ai: bool = False,
    magnetic: bool = False,
) -> VehicleDamageResult:
    """12.7.1: one damage-table roll per wound, applied to the vehicle's status in order."""
    check_int("wounds", wounds, 1, 10)
    check_int("weapon_dam", weapon_dam, 0, 40)
    check_int("steering", steering, 0, 2)
    check_int("structure", structure, 0, 2)
    check_int("drive", drive, 0, 2)
    check_int("crew", crew, 0, 20)
    state = VehicleState(steering, structure, drive, parse_weapons(weapons), crew)
    before_structure = state.structure
    out: list[DamageRoll] = []
    for w in range(1, wounds + 1):
        if state.destroyed:
            break
        rolls: list[int] = []
        loc = Location.NONE
        for _ in range(2 if magnetic else 1):
            candidates: list[int] = []
            while True:
                roll = dice.roll(20, f"vehicle-damage-{w}")
                candidates.append(roll)
                if not state.full(location_for(roll)):
                    break
            rolls.extend(candidates)
            found = location_for(candidates[-1])
            if len(rolls) == len(candidates) or SEVERITY.index(found) < SEVERITY.index(loc):
                loc = found
        state, effect, weapon, crew_dam = _apply(state, loc, dice, weapon_dam, ai)
        out.append(DamageRoll(w, tuple(rolls), loc, effect, weapon, crew_dam))
    penalty = -3 * (state.structure - before_structure) if not state.destroyed else 0
    sections = unique(("12.7.1", *(("18.5.4",) if magnetic else ())))
    code = "destroyed" if state.destroyed else "damaged"
    return VehicleDamageResult(
        "vehicle-damage", tuple(out), state, penalty, sections, Msg(f"wz-vehicle-{code}", {"n": len(out)})
    )


class Wreck(StrEnum):
    """Rows of the destruction table (12.7.2)."""

    DISEMBARK = "disembark-pinned"
    HIT_AND_DISEMBARK = "hit-dam10-disembark-pinned"
    ALL_DIE = "all-die"


@dataclass(frozen=True)
class DestructionResult:
    """A roll on the destruction table and what happens to the passengers."""

    kind: str
    roll: int
    row: Wreck
    passenger_hits: int
    passenger_hit_dam: int
    sections: tuple[str, ...]
    summary: Msg


def vehicle_destroyed(dice: Dice, *, passengers: int = 0) -> DestructionResult:
    """12.7.2: 1–5 passengers disembark Pinned; 6–15 each takes a Dam 10 hit first; 16–20 all die."""
    check_int("passengers", passengers, 0, 50)
    roll = dice.roll(20, "vehicle-destruction")
    row = Wreck.DISEMBARK if roll <= 5 else Wreck.HIT_AND_DISEMBARK if roll <= 15 else Wreck.ALL_DIE
    hits = passengers if row is Wreck.HIT_AND_DISEMBARK else 0
    return DestructionResult(
        "vehicle-destroyed",
        roll,
        row,
        hits,
        10 if hits else 0,
        ("12.7.2",),
        Msg(f"wz-wreck-{row.value}", {"n": passengers}),
    )
