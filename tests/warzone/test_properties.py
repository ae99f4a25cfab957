"""Hypothesis properties: absolute results, monotone modifiers, bounded scatter, consistent tables."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from warzone.checks import characteristic_test, opposed_test
from warzone.damage import armour
from warzone.detection import detect
from warzone.dice import ScriptedDice, SeededDice
from warzone.melee import melee
from warzone.morale import MoraleTest, morale_test_type
from warzone.ranges import BAND_ORDER, band_for
from warzone.scatter import ScatterKind, scatter
from warzone.shooting import ShotCode, shoot
from warzone.stray import stray_bands
from warzone.values import Outcome
from warzone.vehicles import vehicle_damage

d20 = st.integers(1, 20)
stat = st.integers(0, 40)
mod = st.integers(-20, 20)


@given(stat, st.lists(mod, max_size=4))
def test_natural_one_always_succeeds_and_twenty_always_fails(base: int, mods: list[int]) -> None:
    assert characteristic_test(ScriptedDice([1]), stat=base, mods=mods).outcome is Outcome.ABSOLUTE_SUCCESS
    assert characteristic_test(ScriptedDice([20]), stat=base, mods=mods).outcome is Outcome.ABSOLUTE_FAILURE


@given(stat, mod, st.integers(2, 19))
def test_plain_rolls_succeed_exactly_up_to_the_target(base: int, other: int, roll: int) -> None:
    result = characteristic_test(ScriptedDice([roll]), stat=base, mods=[other])
    assert result.passed == (roll <= base + other)


@given(st.integers(0, 30), st.integers(-10, 9), st.integers(1, 10), d20)
def test_modifiers_move_the_shooting_target_monotonically(ws: int, other: int, delta: int, roll: int) -> None:
    low = shoot(ScriptedDice([roll]), ws=ws, band="sr", other=other)
    high = shoot(ScriptedDice([roll]), ws=ws, band="sr", other=min(20, other + delta))
    assert high.target.total - low.target.total == min(20, other + delta) - other
    assert high.hits >= low.hits


@given(st.integers(0, 30), st.integers(0, 4), st.integers(0, 3), d20)
def test_cover_and_smoke_never_help_the_shooter(ws: int, przeslona: int, smoke: int, roll: int) -> None:
    clear = shoot(ScriptedDice([roll]), ws=ws, band="mr")
    for cover in ("soft", "hard", "fortification"):
        hidden = shoot(ScriptedDice([roll]), ws=ws, band="mr", cover=cover, przeslona=przeslona, smoke=smoke)
        assert hidden.target.total < clear.target.total
        assert hidden.hits <= clear.hits


@given(st.integers(-10, 30), st.lists(d20, min_size=1, max_size=8), st.integers(2, 20))
def test_nothing_hits_after_a_jam_and_a_one_hits_before_it(ws: int, rolls: list[int], jam: int) -> None:
    result = shoot(ScriptedDice(rolls), ws=max(0, ws), band="pb", shots=len(rolls), jam=jam)
    seen_jam = False
    for shot in result.shots:
        if seen_jam:
            assert shot.code is ShotCode.MISS_AFTER_JAM
        elif shot.roll == 1:
            assert shot.code is ShotCode.CRITICAL_HIT
        seen_jam = seen_jam or shot.code is ShotCode.JAM
    assert result.jammed == seen_jam


@given(st.integers(0, 30), st.integers(0, 10), d20)
def test_melee_supporters_only_help(ww: int, supporters: int, roll: int) -> None:
    alone = melee(ScriptedDice([roll]), ww=ww)
    helped = melee(ScriptedDice([roll]), ww=ww, supporters=supporters)
    assert helped.target.total == alone.target.total + supporters
    assert helped.hits >= alone.hits


@given(d20, st.one_of(st.none(), st.floats(0, 60, allow_nan=False)))
def test_scatter_stays_within_its_bounds(roll: int, max_distance: float | None) -> None:
    result = scatter(ScriptedDice([roll, 6]), max_distance=max_distance)
    assert 1 <= result.rolled_distance <= 10
    assert result.rolled_distance == (10 if roll % 10 == 0 else roll % 10)
    assert 0 <= result.distance <= result.rolled_distance
    if max_distance is not None:
        assert result.distance <= max_distance / 2
    assert result.clock is not None and 1 <= result.clock <= 12


@given(d20)
def test_desant_scatter_is_one_to_five(roll: int) -> None:
    assert 1 <= scatter(ScriptedDice([roll]), table=ScatterKind.DESANT, clock=False).distance <= 5


@given(st.floats(0, 200, allow_nan=False), st.floats(0, 200, allow_nan=False))
def test_bands_grow_with_distance(a: float, b: float) -> None:
    near, far = sorted((a, b))
    assert BAND_ORDER.index(band_for(near)) <= BAND_ORDER.index(band_for(far))


@given(st.integers(0, 30), st.floats(0, 36, allow_nan=False), st.integers(0, 5), d20)
def test_detection_gets_no_easier_with_distance_or_stealth(dw: int, distance: float, stealth: int, roll: int) -> None:
    near = detect(ScriptedDice([roll]), dw=dw, distance=distance / 2)
    far = detect(ScriptedDice([roll]), dw=dw, distance=distance, stealth=stealth)
    assert far.check.target.total <= near.check.target.total


@given(st.lists(st.integers(1, 10), min_size=1, max_size=20), st.booleans())
def test_stray_bands_cover_one_to_twenty_in_order(ros: list[int], by_size: bool) -> None:
    bands = stray_bands(tuple((f"m{i}", ro) for i, ro in enumerate(ros)), by_size)
    assert bands[0].low == 1 and bands[-1].high == 20
    for prev, nxt in zip(bands, bands[1:], strict=False):
        assert nxt.low == prev.high + 1


@given(
    st.integers(0, 40), st.integers(0, 40), st.integers(1, 6), st.lists(d20, min_size=12, max_size=12), st.booleans()
)
def test_armour_wounds_are_bounded(p: int, dam: int, mult: int, rolls: list[int], no_time: bool) -> None:
    result = armour(ScriptedDice(rolls), p=p, dam=dam, mult=mult, no_time_to_die=no_time)
    assert 0 <= result.wounds <= (1 if no_time else mult)
    assert all(t.saved for t in result.tests if t.roll == 1)
    assert all(not t.saved for t in result.tests if t.roll == 20)


@given(st.integers(0, 40), st.integers(0, 30), d20)
def test_more_dam_never_saves_more(p: int, dam: int, roll: int) -> None:
    weak = armour(ScriptedDice([roll]), p=p, dam=dam)
    strong = armour(ScriptedDice([roll]), p=p, dam=dam + 5)
    assert strong.wounds >= weak.wounds


@given(st.integers(1, 40), st.data())
def test_morale_test_severity_grows_with_losses(start: int, data: st.DataObject) -> None:
    threshold = data.draw(st.integers(0, start))
    a = data.draw(st.integers(0, start - 1))
    b = data.draw(st.integers(0, a))
    order = [MoraleTest.PINNED, MoraleTest.PANIC, MoraleTest.BREAK]
    kind_a = morale_test_type(single=False, start=start, current=a, threshold=threshold)
    kind_b = morale_test_type(single=False, start=start, current=b, threshold=threshold)
    assert order.index(kind_b) >= order.index(kind_a)


@given(mod, mod, st.integers(0, 10_000))
def test_opposed_winner_has_the_higher_total(a: int, b: int, seed: int) -> None:
    result = opposed_test(SeededDice(seed), mod_a=a, mod_b=b)
    last = result.rounds[-1]
    assert (last.total_a > last.total_b) == (result.winner == "a")
    assert all(r.total_a == r.total_b for r in result.rounds[:-1])


@given(st.integers(0, 10_000), st.integers(1, 10))
def test_vehicle_counters_stay_within_the_table(seed: int, wounds: int) -> None:
    result = vehicle_damage(SeededDice(seed), wounds=wounds, weapons="0,0")
    state = result.state
    assert state.steering <= 2 and state.drive <= 2 and state.structure <= 3 and all(w <= 2 for w in state.weapons)
    assert state.destroyed == (state.structure == 3)
    assert len(result.rolls) <= wounds
