"""Shooting (chapter 6): the modified WS with every modifier named, then one die per shot.

Covers range-band modifiers and profiles (6.2), multi-hit bursts (6.2.3), criticals (+4 Dam)
and jams (6.4), cover / smoke / firing position (6.5, 10), aiming (6.6), target size (6.7),
przesłona (6.8, 10.3), indirect fire (7.2), twin-linked weapons (7.3), status penalties (8.1),
assault shots (3.4), moving vehicles (12.4), night (11.1) and the equipment of 18.3.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from warzone.checks import MOD_LIMIT, STAT_MAX
from warzone.dice import Dice
from warzone.errors import WarzoneError, check_enum, check_int
from warzone.ranges import BAND_ORDER, NIGHT_MOD, Band, resolve_band
from warzone.traits import COVER_MOD, Cover, Trait, parse_traits
from warzone.values import Modifier, Msg, Status, Target, status_modifier, unique


class ShotCode(StrEnum):
    """What one to-hit die did."""

    CRITICAL_HIT = "critical-hit"
    HIT = "hit"
    MISS = "miss"
    FUMBLE = "fumble"
    JAM = "jam"
    MISS_AFTER_JAM = "miss-after-jam"
    STOPPED = "stopped"

    @property
    def hit(self) -> bool:
        """Whether the shot hit."""
        return self in (ShotCode.CRITICAL_HIT, ShotCode.HIT)


@dataclass(frozen=True)
class ShotDie:
    """One to-hit die of a burst (or one melee attack): roll, code, the Dam it carries if it hit."""

    index: int
    roll: int | None
    code: ShotCode
    first_roll: int | None
    dam: int | None
    incendiary: bool


@dataclass(frozen=True)
class ShootResult:
    """A resolved shooting action."""

    kind: str
    band: Band
    target: Target
    shots: tuple[ShotDie, ...]
    hits: int
    criticals: int
    jammed: bool
    sections: tuple[str, ...]
    summary: Msg


def check_shaken_actions(
    status: Status, *, aim: bool = False, assault: bool = False, determination: bool = False
) -> None:
    """8.1.2–8.1.3: Pinned or Panicked models may not aim or assault (Determinacja lifts Pinned only)."""
    shaken = status is Status.PANICKED or (status is Status.PINNED and not determination)
    if shaken and aim:
        raise WarzoneError(
            field="aim", allowed="0 while pinned or panicked", code="no-aim-when-shaken", value=status.value
        )
    if shaken and assault:
        raise WarzoneError(
            field="assault", allowed="false while pinned or panicked", code="no-assault-when-shaken", value=status.value
        )


def size_modifier(ro: int) -> int:
    """6.7: Ro 1–2 +0, Ro 3 +1, Ro 4 +2, Ro 5 +3, Ro 6+ +4."""
    return max(0, min(ro, 6) - 2)


def parse_profile(profile: str) -> dict[Band, int | None]:
    """A weapon's hit modifiers at PB,SR,MR,LR,ER, e.g. "+1,0,-1,-2,-" ("-": not usable there)."""
    cells = [c.strip() for c in profile.split(",")]
    if len(cells) != len(BAND_ORDER):
        raise WarzoneError(
            field="profile", allowed="5 values PB,SR,MR,LR,ER like +1,0,-1,-2,-", code="bad-profile", value=profile
        )
    out: dict[Band, int | None] = {}
    for band, cell in zip(BAND_ORDER, cells, strict=True):
        if cell in ("-", "—", ""):
            out[band] = None
            continue
        try:
            value = int(cell)
        except ValueError:
            raise WarzoneError(field="profile", allowed="integers or -", code="bad-profile", value=cell) from None
        out[band] = check_int(f"profile.{band.value}", value, -10, 10)
    return out


def classify_shot(roll: int, target: int, *, crit_max: int, jam: int | None, fumble_plain: bool) -> ShotCode:
    """6.4: crit range hits; roll ≥ Jam jams; no Jam means no absolute failure (E13)."""
    if roll <= crit_max:
        return ShotCode.CRITICAL_HIT
    if jam is not None and roll >= jam:
        return ShotCode.JAM
    if fumble_plain and roll >= 20:
        return ShotCode.FUMBLE
    return ShotCode.HIT if roll <= target else ShotCode.MISS


def shoot(
    dice: Dice,
    *,
    ws: int,
    distance: float | None = None,
    band: Band | None = None,
    weapon_mod: int = 0,
    profile: str | None = None,
    shots: int = 1,
    jam: int | None = None,
    jam_first: int | None = None,
    dam: int | None = None,
    traits: tuple[str, ...] = (),
    cover: Cover = Cover.NONE,
    przeslona: int = 0,
    dense_przeslona: int = 0,
    smoke: int = 0,
    target_ps: bool = False,
    target_prone: bool = False,
    target_ro: int = 2,
    aim: int = 0,
    scope: bool = False,
    status: Status = Status.OK,
    assault: bool = False,
    assault_skill: bool = False,
    moving: bool = False,
    night: bool = False,
    night_vision: bool = False,
    desperado: bool = False,
    camouflage: int = 0,
    collimator: bool = False,
    bipod: bool = False,
    sun: bool = False,
    other: int = 0,
    crit_max: int = 1,
    reliable: bool = False,
    determination: bool = False,
) -> ShootResult:
    """Resolve one shooting action of `shots` dice against one target."""
    check_int("ws", ws, 0, STAT_MAX)
    cover = check_enum("cover", Cover, cover)
    status = check_enum("status", Status, status)
    check_int("shots", shots, 1, 12)
    check_int("przeslona", przeslona, 0, 10)
    check_int("dense_przeslona", dense_przeslona, 0, 10)
    check_int("smoke", smoke, 0, 3)
    check_int("target_ro", target_ro, 1, 10)
    check_int("aim", aim, 0, 3)
    check_int("camouflage", camouflage, 0, 2)
    check_int("other", other, -MOD_LIMIT, MOD_LIMIT)
    check_int("crit_max", crit_max, 1, 3)
    if jam is not None:
        check_int("jam", jam, 2, 20)
    if jam_first is not None:
        check_int("jam_first", jam_first, 1, 12)
    if dam is not None:
        check_int("dam", dam, 0, 40)
    trait_set = parse_traits(traits)
    check_shaken_actions(status, aim=aim > 0, assault=assault, determination=determination)
    resolved = resolve_band(distance, band)
    indirect = Trait.INDIRECT in trait_set
    if profile is not None:
        table = parse_profile(profile)
        band_mod = table[resolved]
        if band_mod is None:
            usable = ",".join(b.value for b in BAND_ORDER if table[b] is not None)
            raise WarzoneError(field="profile", allowed=usable or "none", code="band-unusable", value=resolved.value)
        weapon_mod = band_mod
    check_int("weapon_mod", weapon_mod, -10, 10)
    if Trait.ROF1 in trait_set and shots > 1:
        raise WarzoneError(field="shots", allowed="1", code="rof1-one-shot", value=shots)

    mods = [Modifier(f"band-{resolved.value}", weapon_mod, "6.2.2")]
    if not indirect:
        mods.append(Modifier(f"cover-{cover.value}", COVER_MOD[cover], "10.1.2"))
        mods.append(Modifier("przeslona", -przeslona, "10.3"))
        mods.append(Modifier("dense-przeslona", -2 * dense_przeslona, "11.4"))
        mods.append(Modifier("target-ps", -2 if target_ps else 0, "3.2.2"))
    mods.append(Modifier(f"smoke-{smoke}", -smoke, "6.5.1"))
    mods.append(Modifier("target-prone", 3 if target_prone else 0, "3.2.3"))
    mods.append(Modifier("aim-scope" if scope else "aim", aim * (4 if scope else 3), "18.3" if scope else "6.6"))
    mods.append(Modifier(f"size-{min(target_ro, 6)}", size_modifier(target_ro), "6.7"))
    mods.append(status_modifier(status))
    if assault:
        softened = assault_skill or Trait.ASSAULT in trait_set
        mods.append(Modifier("assault-shot-reduced" if softened else "assault-shot", -2 if softened else -4, "3.4"))
    mods.append(Modifier("moving", -4 if moving else 0, "12.4.1"))
    if night and not night_vision:
        night_mod = NIGHT_MOD[resolved]
        if night_mod is None:
            raise WarzoneError(field="distance", allowed="pb,sr", code="not-visible-at-night", value=resolved.value)
        mods.append(Modifier(f"night-{resolved.value}", night_mod, "11.1"))
    mods.append(Modifier("desperado", -2 if desperado else 0, "15"))
    mods.append(Modifier(f"camouflage-{camouflage}", -camouflage, "15"))
    mods.append(Modifier("collimator", 1 if collimator and resolved in (Band.PB, Band.SR) else 0, "18.3"))
    mods.append(Modifier("bipod", 1 if bipod else 0, "18.3"))
    mods.append(Modifier("sun", -2 if sun else 0, "11.5"))
    mods.append(Modifier("other", other, "1.1.1"))
    target = Target.of("ws", ws, mods)

    effective_jam = jam
    fumble_plain = False
    if reliable and jam is not None:
        effective_jam, fumble_plain = (None, True) if jam >= 20 else (20, False)
    twin_left = Trait.TWIN_LINKED in trait_set
    dice_out: list[ShotDie] = []
    jammed = False
    for i in range(shots):
        # Shotguns (7.1.2): only the first `jam_first` rolls can jam; later high rolls are plain misses.
        shot_jam = effective_jam if jam_first is None or i < jam_first else None
        roll = dice.roll(20, f"shot-{i + 1}")
        code = classify_shot(roll, target.total, crit_max=crit_max, jam=shot_jam, fumble_plain=fumble_plain)
        first: int | None = None
        if jammed:
            code = ShotCode.MISS_AFTER_JAM
        elif code in (ShotCode.MISS, ShotCode.FUMBLE) and twin_left:
            twin_left = False
            first = roll
            roll = dice.roll(20, f"shot-{i + 1}-twin-linked")
            code = classify_shot(roll, target.total, crit_max=crit_max, jam=shot_jam, fumble_plain=fumble_plain)
        if code is ShotCode.JAM:
            jammed = True
        hit_dam = None
        if code.hit and dam is not None:
            hit_dam = dam + (4 if code is ShotCode.CRITICAL_HIT and not indirect else 0)
        incendiary = code.hit and (
            Trait.INCENDIARY in trait_set or (Trait.ENERGY in trait_set and code is ShotCode.CRITICAL_HIT)
        )
        dice_out.append(ShotDie(i + 1, roll, code, first, hit_dam, incendiary))

    hits = sum(1 for d in dice_out if d.code.hit)
    crits = sum(1 for d in dice_out if d.code is ShotCode.CRITICAL_HIT)
    extra_secs = (
        *(("6.2.3",) if shots > 1 else ()),
        *(("6.4",) if crits or jammed else ()),
        *(("7.2",) if indirect else ()),
        *(("7.3",) if Trait.TWIN_LINKED in trait_set else ()),
        *(("7.1.2",) if jam_first is not None else ()),
    )
    sections = unique(("6.3", "6.2.1", *target.sections(), *extra_secs))
    summary = Msg(
        "wz-shoot-summary", {"hits": hits, "shots": shots, "target": target.total, "jammed": "yes" if jammed else "no"}
    )
    return ShootResult("shoot", resolved, target, tuple(dice_out), hits, crits, jammed, sections, summary)
