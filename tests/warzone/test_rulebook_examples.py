"""The rulebook's worked examples (A1–A21 of the reference, and the inline numeric statements).

Each test names its section; the numbers are the ones printed in the Warzone 4.1 rulebook.
"""

from __future__ import annotations

import pytest

from warzone.army import army_check, blank_cards, commander_order, elimination_score
from warzone.damage import armour, ats
from warzone.detection import detect
from warzone.dice import ScriptedDice
from warzone.environment import Terrain, environment
from warzone.intel import IntelTarget, counter_intelligence
from warzone.melee import melee
from warzone.morale import morale
from warzone.ranges import Band
from warzone.scatter import ScatterKind, scatter
from warzone.shooting import shoot
from warzone.stray import stray_hit, transfer
from warzone.support import Aim, buy_support, indirect
from warzone.vehicles import vehicle_damage


def mods(target: object) -> dict[str, int]:
    return {m.key: m.value for m in target.modifiers}  # type: ignore[attr-defined]


@pytest.mark.parametrize("roll", [8, 18])
def test_a1_scatter_capped_at_half_the_distance_1_1_3(roll: int) -> None:
    # 1.1.3: the die shows 8", the soldier is 6" from the aimed point, so the grenade flies at most 3".
    result = scatter(ScriptedDice([roll, 12]), max_distance=6)
    assert result.rolled_distance == 8
    assert result.distance == 3
    assert result.capped
    assert "1.1.3" in result.sections


def test_a2_transferring_fire_6_2_4() -> None:
    # 6.2.4: the HMG at PB (x3) kills Zdzich with the first bullet; Rychu is at SR where it has x2.
    assert transfer(mult_old=3, mult_new=2, fired=1).remaining == 1
    assert transfer(mult_old=3, mult_new=2, fired=2).remaining == 0


def test_a3_stray_hit_bands_by_size_6_9() -> None:
    # 6.9: Etoiles (Ro 2) and Razyda (Ro 3): 1-8 hits the Etoiles, 9-20 the Razyda.
    bands = stray_hit(ScriptedDice([8]), models="Etoiles:2,Razyda:3")
    assert [(b.name, b.low, b.high) for b in bands.bands] == [("Etoiles", 1, 8), ("Razyda", 9, 20)]
    assert bands.hit == "Etoiles"
    assert stray_hit(ScriptedDice([9]), models="Etoiles:2,Razyda:3").hit == "Razyda"


def test_a4_detection_target_9_2_3() -> None:
    # 9.2.3: Venusian Scout Dw 13, Callisto Intruder with Skradanie 2 at 17": the test is on 9.
    result = detect(ScriptedDice([10]), dw=13, stealth=2, distance=17)
    assert result.check.target.total == 9
    assert mods(result.check.target) == {"stealth": -2, "detect-mr": -2}
    assert not result.revealed
    assert detect(ScriptedDice([9]), dw=13, stealth=2, distance=17).revealed


def test_a5_vehicle_damage_multiplier_12_7_1() -> None:
    # 12.7.1: P 20 vehicle, Dam 16x2, rolls 7 and 3: one wound.
    # The vehicle has Ciężki Pancerz, so the weapon is anti-armour: its printed Dam 16 is 14 + 2 (7.3).
    result = armour(
        ScriptedDice([7, 3]), p=20, dam=14, mult=2, heavy_armour=True, traits=("anti-armour",), vehicle=True
    )
    assert result.dam.total == 16
    assert result.target.total == 20 - 16
    assert result.wounds == 1
    assert result.damage_table_rolls == 1
    plain = armour(ScriptedDice([7, 3]), p=20, dam=16, mult=2)
    assert plain.target.total == 4
    assert [t.saved for t in plain.tests] == [False, True]
    assert plain.wounds == 1
    # The structure result lowers P by 3 only from the NEXT attack.
    damage = vehicle_damage(ScriptedDice([9]), wounds=1, weapon_dam=16)
    assert damage.state.structure == 1
    assert damage.p_penalty_next_attack == -3
    nxt = armour(ScriptedDice([2]), p=20, dam=16, structure_hits=1)
    assert nxt.target.total == 1
    assert nxt.wounds == 1


def test_a6_hit_multiplier_resolves_damage_table_before_next_hit_12_7_1() -> None:
    # 12.7.1: with a HIT multiplier x2 the table roll of hit 1 comes before the armour test of hit 2.
    hit1 = armour(ScriptedDice([7]), p=20, dam=16)
    assert hit1.wounds == 1
    table = vehicle_damage(ScriptedDice([8]), wounds=hit1.wounds, weapon_dam=16)
    hit2 = armour(ScriptedDice([3]), p=20, dam=16, structure_hits=table.state.structure)
    assert hit2.target.total == 1  # P 17 − Dam 16
    assert hit2.wounds == 1  # a 3 would have saved at P 20


def test_a7_fire_support_purchase_13_1_1() -> None:
    # 13.1.1: two artillery barrages and three AT missiles.
    result = buy_support(artillery=2, atgm=3)
    assert (result.artillery, result.atgm) == (2, 3)
    assert result.cost == 68


def test_a8_indirect_fire_directed_by_fo_13_2() -> None:
    # 13.2: the FO is 18" from the target (MR −3), the mortar's own band modifier is −2: −5 in all.
    result = indirect(ScriptedDice([7]), ws=12, fo_distance=18, weapon_mod=-2, aim=Aim.MODEL)
    assert result.check is not None
    assert sum(m.value for m in result.check.target.modifiers) == -5
    assert result.check.target.total == 7
    assert result.code == "hit"


def test_a9_no_time_to_die_loses_at_most_one_wound_15() -> None:
    # 15 Brak czasu by umrzeć: Mitch Hunter loses at most 1 wound to the HMG.
    result = armour(ScriptedDice([20, 20, 20]), p=10, dam=12, mult=3, no_time_to_die=True, zw=3)
    assert result.wounds == 1
    assert result.zw_left == 2


@pytest.mark.parametrize(("against", "rolls"), [(IntelTarget.RECON, 4), (IntelTarget.SPY_NETWORK, 2)])
def test_a10_a11_counter_intelligence_roll_counts_15(against: IntelTarget, rolls: int) -> None:
    # 15 Kontrwywiad: two models roll 4 times against Rekonesans, twice against Siatka Szpiegowska.
    result = counter_intelligence(ScriptedDice([5] * rolls), dw=12, models=2, against=against)
    assert len(result.tests) == rolls
    assert result.successes == rolls


def test_a12_hatred_adds_to_the_commanders_dw_15() -> None:
    # 15 Nienawiść 3: +3 to the squad commander's Dw on a test caused by a hated faction.
    result = morale(ScriptedDice([14]), dw=12, start=10, current=8, hatred=3)
    assert result.check is not None
    assert result.check.target.total == 15
    assert result.check.passed


@pytest.mark.parametrize(("count", "penalty"), [(3, -3), (2, -2), (5, -3)])
def test_a13_fear_penalty_is_capped_by_models_in_range_15(count: int, penalty: int) -> None:
    # 15 Strach 3 (6"): 3 Heavy Infantry soldiers within 4" lower Dw by 3.
    result = morale(ScriptedDice([1]), dw=14, start=10, current=9, fear=3, fear_models=count)
    assert result.check is not None
    assert mods(result.check.target) == {"fear": penalty}


def test_a14_killing_blow_doubles_the_tests_15() -> None:
    # 15 Zabójczy Cios: Dam 10 becomes 10(x2).
    result = armour(ScriptedDice([20, 20]), p=14, dam=10, killing_blow=True)
    assert len(result.tests) == 2
    assert result.wounds == 2


def test_a15_elite_units_pair_with_core_units_16_2_1() -> None:
    # 16.2.1: cores of 8 Huzars and 10 Militia allow 8 Blitzers and 10 Jaegers.
    assert army_check(limit=800, core=(8, 10), elite=(8, 10)).legal
    bad = army_check(limit=800, core=(8, 10), elite=(10, 10))
    assert [v.code for v in bad.violations] == ["elite-without-core"]
    assert army_check(limit=800, core=(8, 10), elite=(8, 8, 8)).violations[0].code == "too-many-elite"


def test_a16_one_support_unit_per_two_core_units_16_2_1() -> None:
    assert army_check(limit=800, core=(8, 8), support=(3,)).legal
    assert army_check(limit=800, core=(8, 8), support=(3, 3)).violations[0].code == "too-many-support"


def test_a17_single_models_per_core_or_elite_unit_16_2_1() -> None:
    # 16.2.1: 2 core + 2 elite (+1 support) allow 4 single models.
    result = army_check(limit=1000, core=(10, 10), elite=(5, 5), support=(3,), singles=4)
    assert result.single_slots == 4
    assert result.legal
    assert not army_check(limit=1000, core=(10, 10), elite=(5, 5), support=(3,), singles=5).legal


def test_a18_army_commander_order_16_2_2() -> None:
    # 16.2.2: the Sheriff (Kompania) first, then by Dw among the Pluton lieutenants.
    result = commander_order(officers="Huzarow:pluton:12,Jegrow:pluton:14,Blitzerow:pluton:15,Szeryf:kompania:14")
    assert result.order == ("Szeryf", "Blitzerow", "Jegrow", "Huzarow")


def test_a19_battalion_commander_waived_by_unused_support_slots_16_2_3() -> None:
    # 16.2.3: 800 pts needs 3 officers; 4 core units give 2 unused support slots, so 1 is enough.
    result = army_check(limit=800, core=(10, 10, 10, 10), battalion=True, officers=1)
    assert result.battalion_officers_needed == 1
    assert result.legal


def test_a20_consultant_takes_two_support_slots_16_2_4() -> None:
    # 16.2.4: a Cobra (Konsultant, support) needs 4 core units.
    assert army_check(limit=1000, core=(10, 10, 10, 10), support=(1,), consultants=1).legal
    short = army_check(limit=1000, core=(10, 10, 10), support=(1,), consultants=1)
    assert [v.code for v in short.violations] == ["too-many-support"]


def test_a21_elimination_score_follows_the_percent_rule_e1_17_4_3() -> None:
    # 17.4.3: the printed example (850 pts, 40/120/200) only fits 800 pts; we apply 5/15/25 % (E1).
    assert [elimination_score(limit=800, left_a=d, left_b=0).points_a for d in (40, 120, 200)] == [1, 2, 3]
    assert [elimination_score(limit=850, left_a=d, left_b=0).points_a for d in (40, 120, 200)] == [0, 1, 2]
    assert elimination_score(limit=850, left_a=0, left_b=213, a_killed_commander=True).points_a == 1


# Inline numeric statements of the rulebook.


def test_assault_shot_penalty_3_4_and_7_3() -> None:
    plain = shoot(ScriptedDice([5]), ws=12, band=Band.SR, assault=True)
    softened = shoot(ScriptedDice([5]), ws=12, band=Band.SR, assault=True, traits=("assault",))
    assert mods(plain.target) == {"assault-shot": -4}
    assert mods(softened.target) == {"assault-shot-reduced": -2}


def test_ferocity_charge_totals_15() -> None:
    # 15 Zaciekłość: on a charge +1 WW and +3 Dam in total.
    result = melee(ScriptedDice([5]), ww=10, dam=10, charge=True, ferocity=True)
    assert result.target.total == 11
    assert result.dam is not None and result.dam.total == 13


def test_charge_from_hiding_totals_15() -> None:
    # 15 Skradanie: charging from hiding gives +2 CC and +2 Dam in total.
    result = melee(ScriptedDice([5]), ww=10, dam=10, charge=True, hidden_charge=True)
    assert result.target.total == 12
    assert result.dam is not None and result.dam.total == 12


def test_mortification_adds_a_multiplier_15() -> None:
    assert len(armour(ScriptedDice([20, 20]), p=14, dam=10, mortification=True).tests) == 2


def test_optical_sight_aims_at_plus_4_18_3() -> None:
    assert mods(shoot(ScriptedDice([5]), ws=10, band=Band.SR, aim=1, scope=True).target) == {"aim-scope": 4}
    assert mods(shoot(ScriptedDice([5]), ws=10, band=Band.SR, aim=1).target) == {"aim": 3}


def test_melee_size_limit_5_9() -> None:
    # 5.9: a target of Ro 2 may be attacked by models of total Ro up to 8.
    melee(ScriptedDice([5]), ww=10, target_ro=2, attacker_ros=(2, 2, 2, 2), supporters=3)
    with pytest.raises(Exception, match="too-many-attackers"):
        melee(ScriptedDice([5]), ww=10, target_ro=2, attacker_ros=(2, 2, 2, 3))


def test_survival_shifts_environment_level_11() -> None:
    # 11: Survival 1 in a level-3 desert plays by the level-2 rules; Survival 4 in a level-2 jungle by −2.
    assert environment(terrain=Terrain.DESERT, level=3, survival=1).effective == 2
    assert environment(terrain=Terrain.DESERT, level=3, survival=1).effects.jam == -2
    jungle = environment(terrain=Terrain.JUNGLE, level=2, survival=4)
    assert jungle.effective == -2
    assert "ambush" in jungle.effects.flags


def test_decay_aura_is_an_ats_test_15() -> None:
    # 15 Aura Rozkładu 12 (3"): models test ATS 12.
    assert ats(ScriptedDice([12]), x=12).passed
    assert not ats(ScriptedDice([13]), x=12).passed
    assert ats(ScriptedDice([13]), x=12, mask=True).target.total == 15


def test_keen_sight_counts_mr_as_sr_15() -> None:
    result = detect(ScriptedDice([5]), dw=12, distance=20, keen_sight=True)
    assert result.check.target.total == 12
    assert detect(ScriptedDice([5]), dw=12, distance=5, keen_sight=True).check.target.total == 14


@pytest.mark.parametrize(("limit", "cards"), [(800, 1), (999, 1), (1000, 2), (1500, 3), (2500, 5)])
def test_blank_deployment_cards_17_2_2(limit: int, cards: int) -> None:
    assert blank_cards(limit) == cards


def test_desant_scatter_table_15() -> None:
    assert [
        scatter(ScriptedDice([r]), table=ScatterKind.DESANT, clock=False).distance for r in (1, 4, 5, 12, 17, 20)
    ] == [
        1,
        1,
        2,
        3,
        5,
        5,
    ]


# The geometric examples of chapter 10 as yes/no helpers (G1–G3).


def test_g1_area_cover_situations_a_b_c_10_1() -> None:
    from warzone.terrain import cover_check

    # A: the base is not wholly inside and the line of fire crosses less than 1": no cover.
    assert cover_check(area="soft", whole_base_inside=False, lof_inches=0.5).cover.value == "none"
    # B: the whole base is inside the area: cover.
    assert cover_check(area="soft", whole_base_inside=True).modifier == -2
    # C: not wholly inside, but the line of fire crosses at least 1" of the area: cover.
    c = cover_check(area="hard", lof_inches=1.0)
    assert c.modifier == -3 and c.reasons == ("lof-through-area",)
    # Shooter and target in the same area: no penalty for either.
    assert cover_check(area="hard", whole_base_inside=True, same_area=True).modifier == 0


@pytest.mark.parametrize(("inches", "reaches"), [(4.0, True), (6.0, True), (6.5, False)])
def test_g2_g3_flamer_stops_six_inches_into_obscuring_terrain_10_1_3(inches: float, reaches: bool) -> None:
    from warzone.terrain import flamer_reach

    # G2: both in dense jungle, Zenek up to 6" away is hit. G3: measured from the jungle's edge.
    assert flamer_reach(obscuring_inches=inches).reaches is reaches
