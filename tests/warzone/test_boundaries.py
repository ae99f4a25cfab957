"""Boundary cases of the rules (reference §3.3) and the decisions of docs/warzone-rulings.md."""

from __future__ import annotations

import pytest

from warzone.checks import Reroll, arbiter_test, characteristic_test, classify, opposed_test
from warzone.damage import armour
from warzone.detection import detect
from warzone.dice import ScriptedDice, SeededDice
from warzone.errors import WarzoneError
from warzone.initiative import Trigger, initiative
from warzone.melee import melee
from warzone.mines import demine, minefield
from warzone.morale import MoraleTest, frenzy, morale, morale_test_type, rally
from warzone.overwatch import overwatch
from warzone.powers import heal, power, resist
from warzone.ranges import Band, band_for, fo_modifier, range_info
from warzone.shooting import ShotCode, shoot
from warzone.support import Aim, SupportType, call_support
from warzone.values import Outcome, Status
from warzone.vehicles import Location, vehicle_damage, vehicle_destroyed


def test_natural_one_passes_at_target_zero_and_twenty_fails_at_twenty_1_1_1() -> None:
    assert characteristic_test(ScriptedDice([1]), stat=0).outcome is Outcome.ABSOLUTE_SUCCESS
    assert characteristic_test(ScriptedDice([20]), stat=25).outcome is Outcome.ABSOLUTE_FAILURE
    assert characteristic_test(ScriptedDice([12]), stat=12).outcome is Outcome.SUCCESS
    assert characteristic_test(ScriptedDice([13]), stat=12).outcome is Outcome.FAILURE


def test_half_characteristic_rounds_up_1_1_1() -> None:
    result = characteristic_test(ScriptedDice([7]), stat=13, half=True)
    assert result.target.total == 7
    assert result.passed


def test_reroll_happens_once_only_1_1() -> None:
    result = characteristic_test(ScriptedDice([15, 16]), stat=12, reroll=Reroll.FAILED)
    assert (result.first_roll, result.roll, result.passed) == (15, 16, False)
    assert "1.1" in result.sections


def test_opposed_tie_is_rerolled_1_1_2() -> None:
    result = opposed_test(ScriptedDice([10, 12, 5, 3]), mod_a=12, mod_b=10)
    assert len(result.rounds) == 2
    assert result.winner == "a"


@pytest.mark.parametrize(("roll", "winner"), [(1, "first"), (10, "first"), (11, "second"), (20, "second")])
def test_arbiter_1_1_4(roll: int, winner: str) -> None:
    assert arbiter_test(ScriptedDice([roll])).winner == winner


@pytest.mark.parametrize(
    ("distance", "band"),
    [(0, Band.PB), (6.0, Band.PB), (6.01, Band.SR), (12, Band.SR), (24, Band.MR), (36, Band.LR), (36.1, Band.ER)],
)
def test_band_edges_belong_to_the_shorter_band_6_2_1(distance: float, band: Band) -> None:
    assert band_for(distance) is band


def test_range_info_tables_9_2_3_11_1_13_1_3() -> None:
    info = range_info(distance=18)
    assert (info.band, info.detection_mod, info.night_mod, info.fo_mod) == (Band.MR, -2, None, -3)
    assert fo_modifier(Band.PB) == -3 and fo_modifier(Band.PB, "monotone") == -1


def test_jam_on_roll_equal_to_jam_6_4() -> None:
    result = shoot(ScriptedDice([18, 1]), ws=15, band=Band.SR, shots=2, jam=18)
    assert [s.code for s in result.shots] == [ShotCode.JAM, ShotCode.MISS_AFTER_JAM]
    assert result.jammed and result.hits == 0


def test_no_jam_value_means_no_absolute_failure_e13() -> None:
    assert shoot(ScriptedDice([20]), ws=18, band=Band.PB, other=2).shots[0].code is ShotCode.HIT
    assert shoot(ScriptedDice([20]), ws=15, band=Band.PB).shots[0].code is ShotCode.MISS


def test_reliability_makes_jam_20_6_4_15() -> None:
    assert shoot(ScriptedDice([19]), ws=10, band=Band.PB, jam=19, reliable=True).shots[0].code is ShotCode.MISS
    assert shoot(ScriptedDice([20]), ws=10, band=Band.PB, jam=19, reliable=True).shots[0].code is ShotCode.JAM
    assert shoot(ScriptedDice([20]), ws=10, band=Band.PB, jam=20, reliable=True).shots[0].code is ShotCode.FUMBLE


def test_critical_hit_adds_four_dam_but_not_for_indirect_fire_6_4_7_2() -> None:
    assert shoot(ScriptedDice([1]), ws=0, band=Band.SR, dam=10).shots[0].dam == 14
    indirect = shoot(ScriptedDice([1]), ws=0, band=Band.SR, dam=10, traits=("indirect",))
    assert indirect.shots[0].code is ShotCode.CRITICAL_HIT and indirect.shots[0].dam == 10


def test_indirect_fire_ignores_terrain_and_firing_position_7_2() -> None:
    result = shoot(
        ScriptedDice([5]), ws=12, band=Band.SR, cover="hard", target_ps=True, przeslona=2, smoke=1, traits=("indirect",)
    )
    assert {m.key for m in result.target.modifiers} == {"smoke-1"}


def test_full_modifier_stack_is_named_and_summed_6_5() -> None:
    result = shoot(
        ScriptedDice([5]), ws=14, distance=30, weapon_mod=-2, cover="soft", przeslona=1, smoke=2,
        target_prone=True, moving=True, target_ro=4, status="pinned",
    )  # fmt: skip
    assert {m.key: m.value for m in result.target.modifiers} == {
        "band-lr": -2, "cover-soft": -2, "przeslona": -1, "smoke-2": -2, "target-prone": 3, "moving": -4, "size-4": 2, "pinned": -2,
    }  # fmt: skip
    assert result.target.total == 14 - 2 - 2 - 1 - 2 + 3 - 4 + 2 - 2


def test_profile_dash_means_unusable_at_that_band_6_2_1() -> None:
    assert shoot(ScriptedDice([5]), ws=12, distance=20, profile="+1,0,-1,-2,-").target.total == 11
    with pytest.raises(WarzoneError) as info:
        shoot(ScriptedDice([5]), ws=12, distance=40, profile="+1,0,-1,-2,-")
    assert (info.value.field, info.value.code, info.value.allowed) == ("profile", "band-unusable", "pb,sr,mr,lr")


def test_twin_linked_rerolls_one_miss_not_a_jam_7_3() -> None:
    result = shoot(ScriptedDice([15, 4, 16]), ws=10, band=Band.SR, shots=2, traits=("twin-linked",), jam=19)
    assert [(s.first_roll, s.roll, s.code) for s in result.shots] == [(15, 4, ShotCode.HIT), (None, 16, ShotCode.MISS)]


def test_night_shooting_beyond_sr_is_impossible_11_1() -> None:
    assert shoot(ScriptedDice([5]), ws=12, distance=10, night=True).target.total == 10
    with pytest.raises(WarzoneError, match="not-visible-at-night"):
        shoot(ScriptedDice([5]), ws=12, distance=13, night=True)


def test_melee_fumble_gives_minus_four_to_the_next_attack_5_5() -> None:
    result = melee(ScriptedDice([20, 3]), ww=12, attacks=2)
    assert result.fumbled and result.next_attack_penalty == -4
    assert result.hits == 1  # the same action's other die is not penalised (R-fumble)
    assert melee(ScriptedDice([9]), ww=12, prev_fumble=True).target.total == 8


def test_head_taker_crit_range_and_reach_charge_5_3_15() -> None:
    result = melee(ScriptedDice([3]), ww=5, crit_max=3, dam=10)
    assert result.attacks[0].code is ShotCode.CRITICAL_HIT and result.attacks[0].dam == 14
    reach = melee(ScriptedDice([10]), ww=10, charge=True, reach=True, dam=10)
    assert reach.target.total == 10 and reach.dam is not None and reach.dam.total == 10
    firearm = melee(ScriptedDice([10]), ww=10, charge=True, firearm=True, dam=10)
    assert firearm.target.total == 11 and firearm.dam is not None and firearm.dam.total == 10


def test_armoured_rerolls_failed_saves_once_but_not_against_ap_15_7_3() -> None:
    saved = armour(ScriptedDice([15, 3]), p=14, dam=8, armoured=True)
    assert [(t.first_roll, t.roll, t.saved) for t in saved.tests] == [(15, 3, True)]
    assert armour(ScriptedDice([15]), p=14, dam=6, armoured=True, traits=("anti-armour",)).wounds == 1
    assert armour(ScriptedDice([15]), p=14, dam=8, armoured=True, traits=("piercing",)).wounds == 1


def test_heavy_armour_ignores_non_ap_even_on_a_twenty_15() -> None:
    result = armour(ScriptedDice([]), p=20, dam=16, heavy_armour=True, traits=("piercing",))
    assert result.code == "heavy-armour-immune" and result.wounds == 0 and result.tests == ()


def test_rending_forces_rerolls_of_saves_7_3() -> None:
    result = armour(ScriptedDice([3, 15]), p=14, dam=6, traits=("rending",))
    assert result.tests[0].first_roll == 3 and result.wounds == 1
    assert armour(ScriptedDice([3]), p=14, dam=6, traits=("rending",), armoured=True).wounds == 0


def test_incendiary_tests_until_a_save_or_death_7_3() -> None:
    assert armour(ScriptedDice([20, 19, 2]), p=14, dam=6, traits=("incendiary",), zw=5).wounds == 2
    dead = armour(ScriptedDice([20, 19]), p=14, dam=6, traits=("incendiary",), zw=2)
    assert dead.killed and dead.zw_left == 0
    with pytest.raises(WarzoneError, match="missing"):
        armour(ScriptedDice([5]), p=14, dam=6, traits=("incendiary",))


def test_regeneration_absorbs_wounds_first_15() -> None:
    result = armour(ScriptedDice([20, 20]), p=10, dam=10, mult=2, regeneration=1, zw=2)
    assert (result.wounds, result.regeneration_absorbed, result.zw_left) == (1, 1, 1)


def test_hidden_model_under_a_template_takes_half_dam_e9() -> None:
    result = armour(ScriptedDice([5]), p=14, dam=9, hidden=True, traits=("template",))
    assert result.dam.total == 5
    assert result.target.total == 9


def test_dodge_adds_two_p_only_against_templates_15() -> None:
    assert armour(ScriptedDice([5]), p=14, dam=9, dodge=True, traits=("template",)).target.total == 7
    assert armour(ScriptedDice([5]), p=14, dam=9, dodge=True).target.total == 5


@pytest.mark.parametrize(
    ("start", "current", "threshold", "kind"),
    [
        (10, 6, 2, MoraleTest.PINNED),
        (10, 5, 2, MoraleTest.PANIC),
        (10, 2, 2, MoraleTest.BREAK),
        (10, 3, 2, MoraleTest.PANIC),
        (5, 3, 0, MoraleTest.PINNED),
    ],
)
def test_morale_test_type_8_1(start: int, current: int, threshold: int, kind: MoraleTest) -> None:
    assert morale_test_type(single=False, start=start, current=current, threshold=threshold) is kind


def test_single_models_are_never_broken_8_1_5() -> None:
    assert morale_test_type(single=True, start=3, current=1, threshold=2) is MoraleTest.PANIC


@pytest.mark.parametrize(
    ("current", "roll", "status", "removed"),
    [
        (7, 12, Status.OK, False),
        (7, 13, Status.PINNED, False),
        (5, 13, Status.PANICKED, False),
        (2, 12, Status.PANICKED, False),
        (2, 13, Status.BROKEN, True),
    ],
)
def test_morale_results_8_1(current: int, roll: int, status: Status, removed: bool) -> None:
    result = morale(ScriptedDice([roll]), dw=12, start=10, current=current, threshold=2)
    assert (result.status, result.removed) == (status, removed)


def test_outside_command_range_lowers_dw_8_1_1() -> None:
    result = morale(ScriptedDice([10]), dw=12, start=10, current=8, outside=3)
    assert result.check is not None and result.check.target.total == 9 and result.status is Status.PINNED


def test_panicked_unit_keeps_panic_after_a_passed_pinned_test_e19() -> None:
    result = morale(ScriptedDice([1]), dw=12, start=10, current=9, status=Status.PANICKED)
    assert result.status is Status.PANICKED


def test_frenzy_replaces_panic_8_3() -> None:
    result = morale(ScriptedDice([15, 8]), dw=12, start=10, current=5, frenzy_prone=True)
    assert result.frenzy is not None and result.frenzy.effect.value == "attack-nearest-enemy"
    assert result.status is Status.OK
    assert [frenzy(ScriptedDice([r])).effect.value for r in (5, 6, 12, 13)] == [
        "none",
        "attack-nearest-enemy",
        "attack-nearest-enemy",
        "attack-nearest-model",
    ]


def test_losing_the_commander_pins_without_a_test_2_1_9() -> None:
    result = morale(ScriptedDice([]), dw=12, start=10, current=9, commander_lost=True)
    assert result.status is Status.PINNED and result.check is None


def test_rally_uses_roll_not_higher_than_dw_e2() -> None:
    assert rally(ScriptedDice([10]), dw=12, status=Status.PINNED).passed  # 12 − 2 (pinned) = 10
    assert not rally(ScriptedDice([11]), dw=12, status=Status.PINNED).passed
    assert rally(ScriptedDice([12]), dw=12, status=Status.PANICKED, rallier_affected=False).passed
    with pytest.raises(WarzoneError, match="rally-out-of-range"):
        rally(ScriptedDice([1]), dw=12, half_in_range=False)


def test_overwatch_tests_8_9_1() -> None:
    assert not overwatch(ScriptedDice([]), dw=10, reaction="guard").test_needed
    assert overwatch(ScriptedDice([]), dw=10, reaction="shoot", ambush=True).acts
    gaze = overwatch(ScriptedDice([7]), dw=10, reaction="guard", predator_gaze=True, reflexes=True)
    assert gaze.test_needed and gaze.check is not None and gaze.check.target.total == 8 and gaze.acts
    assert not overwatch(ScriptedDice([11]), dw=10, reaction="counter-charge-other").acts


def test_detection_impossible_beyond_36_and_binoculars_9_2() -> None:
    with pytest.raises(WarzoneError, match="detection-impossible"):
        detect(ScriptedDice([1]), dw=13, distance=37)
    assert detect(ScriptedDice([1]), dw=13, distance=30, binoculars=True).check.target.total == 11
    scan = detect(ScriptedDice([1]), dw=13, distance=5, stealth=3, scanner=True)
    assert scan.check.target.total == 13


def test_minefield_half_dw_plus_crawling_e8() -> None:
    result = minefield(ScriptedDice([8, 9]), dw=13, fields=2, ps=True)
    assert result.tests[0].target.total == 9 and result.explosions == 0
    assert minefield(ScriptedDice([8]), dw=13).explosions == 1
    assert minefield(ScriptedDice([]), dw=13, mine="at", ro=2).code == "too-small"
    at = minefield(ScriptedDice([20]), dw=13, mine="at", ro=3)
    assert (at.dam, at.mult, at.traits) == (12, 2, ("anti-armour",))
    assert demine(ScriptedDice([14]), dw=12, ps=True).passed


def test_fire_support_call_outcomes_13_1_3() -> None:
    hit = call_support(ScriptedDice([9]), support=SupportType.ARTILLERY, fo_skill=12, distance=18)
    assert hit.code == "hit" and hit.check is not None and hit.check.target.total == 9
    miss = call_support(ScriptedDice([10, 17, 3]), support="artillery", fo_skill=12, distance=18)
    assert miss.code == "scatter" and miss.scatter is not None and miss.scatter.distance == 7
    model = call_support(ScriptedDice([10]), support="atgm", fo_skill=12, distance=18, aim=Aim.MODEL)
    assert model.code == "miss" and (model.dam, model.mult) == (16, 3)
    assert call_support(ScriptedDice([20]), support="artillery", fo_skill=14, band=Band.SR).code == "hits-observer"
    assert (
        call_support(ScriptedDice([6, 12]), support="artillery", fo_skill=14, band=Band.SR, fo_alive=False).code
        == "auto-scatter"
    )
    assert call_support(ScriptedDice([11]), support="artillery", fo_skill=10, band=Band.SR, marker=True).code == "hit"
    with pytest.raises(WarzoneError, match="support-once-per-turn"):
        call_support(ScriptedDice([1]), support="artillery", fo_skill=12, band=Band.SR, succeeded_this_turn=True)


def test_vehicle_third_structure_hit_destroys_and_full_locations_reroll_12_7_1() -> None:
    done = vehicle_damage(ScriptedDice([9]), structure=2)
    assert done.state.destroyed and done.rolls[0].effect == "destroyed"
    rerolled = vehicle_damage(ScriptedDice([5, 16]), steering=2)
    assert rerolled.rolls[0].rolls == (5, 16) and rerolled.rolls[0].location is Location.DRIVE
    two = vehicle_damage(ScriptedDice([12, 2, 12, 2]), wounds=2, weapons="0,0,1")
    assert two.state.weapons == (0, 2, 1)
    assert [(r.weapon, r.effect) for r in two.rolls] == [(2, "jam-minus-5"), (2, "weapon-destroyed")]
    last = vehicle_damage(ScriptedDice([13]), weapons="2,1")
    assert last.state.weapons == (2, 2) and last.rolls[0].weapon == 2
    crew = vehicle_damage(ScriptedDice([19]), weapon_dam=15)
    assert crew.rolls[0].crew_hit_dam == 8
    assert vehicle_damage(ScriptedDice([19]), ai=True).state.lost_actions == 1


def test_vehicle_destruction_table_12_7_2() -> None:
    assert vehicle_destroyed(ScriptedDice([5]), passengers=4).row.value == "disembark-pinned"
    mid = vehicle_destroyed(ScriptedDice([6]), passengers=4)
    assert (mid.passenger_hits, mid.passenger_hit_dam) == (4, 10)
    assert vehicle_destroyed(ScriptedDice([16]), passengers=4).row.value == "all-die"


def test_power_action_costs_14() -> None:
    assert power(ScriptedDice([1]), m=10, actions=2, technique=True).actions_spent == 1
    assert power(ScriptedDice([13]), m=10, concentration=True, actions=2).actions_spent == 2
    crit = power(ScriptedDice([20]), m=30, actions=2)
    assert crit.code == "critical-failure" and crit.no_more_powers and crit.actions_spent == 1
    assert resist(ScriptedDice([10])).passed and not resist(ScriptedDice([11])).passed


def test_healing_skills_15() -> None:
    assert heal(ScriptedDice([5]), skill="medic", level=5).code == "restored"
    assert heal(ScriptedDice([6]), skill="necromancer", level=5).code == "removed"
    assert heal(ScriptedDice([20]), skill="technomancer", level=6).code == "destroyed"
    assert heal(ScriptedDice([7]), skill="technomancer", level=6).code == "not-healed"


def test_initiative_modifiers_and_triggers_17_3_1_e11_e12() -> None:
    result = initiative(
        ScriptedDice([10, 12]),
        dw_a=14,
        dw_b=12,
        mods_a=("advisor", "strategic"),
        mods_b=("commander-lost", "commander-panicked"),
    )
    assert sum(m.value for m in result.modifiers_a) == 16
    assert sum(m.value for m in result.modifiers_b) == 8
    assert result.winner == "a"
    assert initiative(ScriptedDice([19, 3]), dw_a=1, dw_b=1, turn=2, trigger=Trigger.TWILIGHT).triggered
    assert not initiative(ScriptedDice([18, 3]), dw_a=1, dw_b=1, turn=2, trigger=Trigger.TWILIGHT).triggered


def test_scripted_dice_errors_clearly() -> None:
    with pytest.raises(WarzoneError) as info:
        shoot(ScriptedDice([5]), ws=12, band=Band.SR, shots=2)
    assert (info.value.field, info.value.code) == ("rolls", "rolls-exhausted")
    with pytest.raises(WarzoneError) as out:
        characteristic_test(ScriptedDice([21]), stat=10)
    assert (out.value.code, out.value.allowed) == ("roll-out-of-range", "1..20")


def test_seeded_dice_are_reproducible() -> None:
    a = shoot(SeededDice(7), ws=12, band=Band.SR, shots=5)
    b = shoot(SeededDice(7), ws=12, band=Band.SR, shots=5)
    assert [s.roll for s in a.shots] == [s.roll for s in b.shots]


@pytest.mark.parametrize(
    ("kwargs", "field", "code"),
    [
        ({"ws": 12, "band": "sr", "smoke": 4}, "smoke", "out-of-range"),
        ({"ws": 12, "band": "xr"}, "band", "unknown-value"),
        ({"ws": 12, "band": "sr", "cover": "wall"}, "cover", "unknown-value"),
        ({"ws": 12}, "distance", "missing"),
        ({"ws": 12, "band": "sr", "traits": ("laser",)}, "traits", "unknown-trait"),
        ({"ws": 12, "band": "sr", "shots": 2, "traits": ("rof1",)}, "shots", "rof1-one-shot"),
    ],
)
def test_bad_input_names_the_field(kwargs: dict[str, object], field: str, code: str) -> None:
    with pytest.raises(WarzoneError) as info:
        shoot(ScriptedDice([5, 5]), **kwargs)  # type: ignore[arg-type]
    assert (info.value.field, info.value.code) == (field, code)
    assert info.value.allowed


def test_classify_without_fumble() -> None:
    assert classify(20, 20, fumble_min=None) is Outcome.SUCCESS


def test_shotgun_only_first_roll_can_jam_e7_7_1_2() -> None:
    from warzone.shooting import shoot as fire

    result = fire(ScriptedDice([12, 19, 20]), ws=10, band=Band.PB, shots=3, jam=19, jam_first=1)
    assert [s.code for s in result.shots] == [ShotCode.MISS, ShotCode.MISS, ShotCode.MISS]
    assert fire(ScriptedDice([19]), ws=10, band=Band.PB, jam=19, jam_first=1).jammed


def test_keen_sight_does_not_make_er_detectable_e15() -> None:
    with pytest.raises(WarzoneError, match="detection-impossible"):
        detect(ScriptedDice([1]), dw=13, distance=40, keen_sight=True)


def test_battalion_requirement_below_500_points_is_refused_e16() -> None:
    from warzone.army import army_check

    with pytest.raises(WarzoneError) as info:
        army_check(limit=500, core=(10, 10), battalion=True, officers=3)
    assert info.value.code == "battalion-unknown-below-500"


def test_investigate_object_e20_17_4_2() -> None:
    from warzone.objectives import investigate

    assert investigate(ScriptedDice([7, 16]), actions=3).rolls == (7, 16)
    commander = investigate(ScriptedDice([11]), actions=2, commander=True)
    assert commander.found and commander.points == 1 and commander.rolls == (11,)
    assert not investigate(ScriptedDice([15, 15, 15]), actions=3).found
    with pytest.raises(WarzoneError, match="objective-from-turn-2"):
        investigate(ScriptedDice([16]), turn=1)


def test_obstacle_cover_and_przeslona_10_2_6_8() -> None:
    from warzone.terrain import cover_check, przeslona_model, smoke_level

    close = cover_check(obstacle="hard", obstacle_distance=1.0)
    assert (close.modifier, close.przeslona) == (-3, 0)
    far = cover_check(obstacle="hard", obstacle_distance=1.5)
    assert (far.modifier, far.przeslona) == (0, 1)
    assert cover_check(obstacle="soft", target_ro=4, half_hidden=False).modifier == 0
    both = cover_check(area="soft", whole_base_inside=True, obstacle="fortification", obstacle_distance=0.5)
    assert both.modifier == -4  # the stronger cover, not the sum (R33)
    assert przeslona_model(model_ro=1, shooter_ro=2).counts
    assert not przeslona_model(model_ro=1, shooter_ro=3).counts
    assert not przeslona_model(model_ro=2, shooter_ro=2, model_ps=True).counts
    assert przeslona_model(model_ro=3, shooter_ro=2, model_ps=True).counts
    assert [smoke_level(laid_level=2, turns_since=t).level for t in range(4)] == [2, 1, 0, 0]


def test_sweeping_blow_stops_at_a_fumble_7_3() -> None:
    result = melee(ScriptedDice([5, 20]), ww=12, attacks=4, sweeping=True)
    assert [a.code for a in result.attacks] == [ShotCode.HIT, ShotCode.FUMBLE, ShotCode.STOPPED, ShotCode.STOPPED]
    with pytest.raises(WarzoneError, match="sweeping-alone"):
        melee(ScriptedDice([5]), ww=12, sweeping=True, charge=True)


def test_stun_weapon_s_plus_two_7_3() -> None:
    from warzone.melee import stun

    assert stun(ScriptedDice([12]), s=10).prone
    assert not stun(ScriptedDice([13]), s=10).prone
    assert stun(ScriptedDice([]), s=10, attacker_ro=2, target_ro=4).immune


def test_sure_shot_removes_stray_risk_at_pb_and_sr_15() -> None:
    from warzone.stray import stray_hit

    assert stray_hit(ScriptedDice([]), models="a:2,b:2", sure_shot=True, band="sr").code == "no-risk"
    assert stray_hit(ScriptedDice([3]), models="a:2,b:2", sure_shot=True, band="mr").hit == "a"
    assert stray_hit(ScriptedDice([15]), models="a:2,b:2", sure_shot=True, band="pb", template=True).hit == "b"


def test_shaken_models_cannot_aim_assault_charge_or_use_powers_8_1() -> None:
    with pytest.raises(WarzoneError, match="no-aim-when-shaken"):
        shoot(ScriptedDice([5]), ws=12, band=Band.SR, aim=1, status="pinned")
    assert shoot(ScriptedDice([5]), ws=12, band=Band.SR, aim=1, status="pinned", determination=True).target.total == 13
    with pytest.raises(WarzoneError, match="no-assault-when-shaken"):
        shoot(ScriptedDice([5]), ws=12, band=Band.SR, assault=True, status="panicked", determination=True)
    with pytest.raises(WarzoneError, match="no-charge-when-panicked"):
        melee(ScriptedDice([5]), ww=12, charge=True, status="panicked")
    with pytest.raises(WarzoneError, match="no-charge-in-ps"):
        melee(ScriptedDice([5]), ww=12, charge=True, attacker_ps=True)
    assert melee(ScriptedDice([5]), ww=12, charge=True, status="pinned").target.total == 11
    with pytest.raises(WarzoneError, match="no-powers-when-shaken"):
        power(ScriptedDice([5]), m=12, status="pinned")


def test_indirect_jam_is_a_scattering_miss_not_a_strike_on_the_observer_6_4_7_2() -> None:
    from warzone.support import indirect

    jammed = indirect(ScriptedDice([19, 14, 5]), ws=14, fo_band=Band.SR, jam=19, max_distance=20)
    assert jammed.jammed and jammed.code == "scatter" and jammed.scatter is not None and jammed.scatter.distance == 4
    plain = indirect(ScriptedDice([20, 3, 5]), ws=30, fo_band=Band.SR)
    assert plain.code == "hit" and not plain.jammed  # no Jam: no absolute failure (E13)
    one = indirect(ScriptedDice([1]), ws=0, fo_band=Band.LR, aim=Aim.MODEL, dam=10)
    assert one.code == "hit" and one.dam == 10
