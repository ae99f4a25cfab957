"""The army catalog: every army's composition and tile data (their names, which live in the
message catalogue, are tested in tests/i18n/test_names.py)."""

from __future__ import annotations

import pytest

from rules.catalog import ARMIES, army

COMPOSITIONS = {
    "moloch": {"hq": 1, "blocker": 2, "hybrid": 2, "gauss-cannon": 1, "juggernaut": 1, "hunter-killer": 2, "clown": 1,
               "armored-hunter": 2, "armored-guard": 1, "guard": 1, "protector": 1, "hornet": 1, "net-fighter": 1,
               "stormtrooper": 1, "mother": 1, "medic": 2, "brain": 1, "officer": 1, "scout": 1, "air-strike": 1,
               "battle": 4, "move": 1, "push-back": 5},
    "borgo": {"hq": 1, "mutant": 6, "claws": 4, "super-mutant": 1, "net-fighter": 2, "brawler": 2, "assassin": 2,
              "medic": 1, "officer": 2, "super-officer": 1, "scout": 2, "battle": 6, "move": 4, "grenade": 1},
    "outpost": {"hq": 1, "runner": 2, "hmg": 1, "commando": 5, "annihilator": 2, "mobile-armor": 1, "brawler": 1,
                "saboteur": 1, "recon-center": 1, "medic": 2, "officer": 1, "scoper": 1, "scout": 2, "battle": 6,
                "move": 7, "sniper": 1},
    "hegemony": {"hq": 1, "runner": 3, "thug": 1, "ganger": 4, "gladiator": 1, "net-fighter": 2, "net-master": 1,
                 "guard": 1, "universal-soldier": 3, "boss": 1, "officer-1": 2, "officer-2": 1, "scout": 1,
                 "transport": 1, "quartermaster": 1, "battle": 5, "move": 3, "sniper": 1, "push-back": 2},
    "beasts": {"hq": 1, "cerberus": 1, "alpha": 1, "hive": 2, "the-ram": 4, "acid-spit": 2, "bug": 2, "urchin": 2,
               "vulture": 2, "arachnid": 1, "ranger": 3, "officer": 2, "scrabbler": 1, "battle": 6, "move": 2,
               "grab": 3, "hunt": 1},
    "steel-police": {"hq": 1, "predator": 1, "judge": 3, "pacifier": 2, "riot-policeman": 2, "executioner": 1,
                     "bandog": 1, "wardog": 2, "net-of-steel-launcher": 1, "officer": 3, "sergeant": 3, "scout": 2,
                     "saboteur": 2, "medic": 2, "steroids-dispender": 1, "battle": 5, "move": 1, "push-back": 1,
                     "terror": 1},
    "dancer": {"object-blue": 1, "object-red": 1, "object-yellow": 1, "battle": 8, "move": 10, "push-back": 7,
               "action": 7},
    # the armies of Duel and Babel 13 (each checked against its rulebook in its own test module)
    "smart": {"hq": 1, "twister": 1, "ripper": 1, "gauss-cannon": 3, "cyborg": 2, "golem-mk3": 2, "bio-droid": 1,
              "transporter": 3, "net-fighter": 2, "mother": 2, "officer": 4, "scout": 2, "battle": 4, "move": 1,
              "push-back": 3, "sniper": 1, "terror": 2},
    "vegas": {"hq": 1, "mercenary": 2, "bodyguard": 2, "guard": 2, "marksman": 2, "medic": 1, "scout": 2,
              "agitator": 3, "saboteur": 1, "mine": 2, "battle": 5, "rotation": 3, "push-back": 3, "castling": 2,
              "move": 3, "sniper": 1},
    "new-york": {"hq": 1, "spy-cleaner": 1, "spy-shooter": 2, "rocket-launcher": 1, "shotgun": 1, "hammer": 2,
                 "steel-boxer": 2, "sharpshooter": 2, "cop": 2, "shooter": 1, "pusher": 1, "net-fighter": 1,
                 "sergeant": 1, "officer-1": 2, "officer-2": 2, "scout": 2, "mine": 2, "battle": 5, "move": 2,
                 "push-back": 1, "sniper": 1},
    "neojungle": {"hq": 1, "wall-of-trees": 1, "crusher": 3, "monster": 1, "net-fighter": 3, "nightshade": 2,
                  "swarm": 2, "slicer": 4, "medic": 3, "vines": 1, "symbiont-alpha": 1, "symbiont-beta": 1,
                  "symbiont-gamma": 2, "roots": 2, "castling": 2, "battle": 4, "move": 1, "small-bomb": 1},
    # Mississippi, Sharrash, Uranopolis (each against its rulebook in its own test module)
    "mississippi": {"hq": 1, "shadow": 2, "mutant": 3, "poisoner": 2, "guard": 4, "hitman": 1, "net-fighter": 1,
                    "paralysis": 2, "mutation": 2, "medic": 2, "zone": 1, "boiler": 3, "toxic-bomb": 1, "battle": 4,
                    "move": 3, "smokescreen": 1, "push-back": 1, "transposition": 1},
    "sharrash": {"hq": 1, "plague": 2, "beast": 1, "mutant": 3, "mortar": 3, "rats": 3, "explosive": 4,
                 "underworlds": 1, "landfill": 1, "officer": 1, "medic": 2, "transport": 2, "scout": 1, "mother": 1,
                 "hole": 1, "battle": 5, "move": 2, "paralysis": 1},
    "uranopolis": {"hq": 1, "mechanic": 3, "mercenary": 1, "electro-net-fighter": 2, "inferno": 4, "bulldozer": 1,
                   "guard": 2, "drill": 1, "hammerhead": 1, "ravager": 1, "acceleration-generator": 1,
                   "combat-generator": 2, "medic": 1, "doubler": 1, "gauss-transformer": 1, "transport": 2,
                   "wastes": 1, "battle": 4, "move": 1, "push-back": 3, "ray": 1},
    # the Doomsday Machine, 3.0 (against its rulebook in tests/rules/test_doomsday_machine.py)
    "doomsday-machine": {"hq": 1, "alpha-shooter": 2, "gamma-shooter": 1, "delta-shooter": 1, "omega-shooter": 4,
                         "gauss-cannon": 2, "tripler": 2, "doom-net-fighter": 2, "fireblast": 2, "trap": 1,
                         "medic": 5, "officer": 2, "scout": 2, "main-war-processor": 2, "battle": 4, "push-back": 1,
                         "small-bomb": 1},
}  # fmt: skip
TOTALS = {"beasts": 36}  # HQ + Cerberus (set aside) + 34 drawn; every other army 35
HQ_INITIATIVE = {"beasts": (1,)}  # "Sztab Bestii atakuje" in segment 1 (R141)


@pytest.mark.parametrize("key", ARMIES)
def test_army_composition_35_or_36_tiles_one_hq(key: str) -> None:
    a = army(key)
    assert a.composition() == COMPOSITIONS[key]
    assert sum(a.composition().values()) == TOTALS.get(key, 35)
    if key == "dancer":
        return  # three Objects instead of one HQ: test_dancer_objects_are_hqs_units_and_modules
    assert [t.key for t in a.tiles if t.is_hq] == ["hq"]
    assert a.hq.hp == 20 and a.hq.initiative == HQ_INITIATIVE.get(key, (0,))


def test_dancer_objects_are_hqs_units_and_modules() -> None:
    a = army("dancer")
    assert [t.key for t in a.objects] == ["object-blue", "object-red", "object-yellow"]
    assert all(t.is_hq and t.is_object and t.hp == 10 for t in a.objects)
    blue, red, yellow = a.objects
    assert blue.initiative == (2,) and red.initiative == (1,) and yellow.initiative == (0,)
    assert sorted((x.kind, x.edge, x.strength) for x in blue.attacks) == [
        ("melee", 0, 2),
        ("melee", 1, 1),
        ("melee", 2, 2),
        ("melee", 4, 2),
        ("melee", 5, 1),
    ]
    assert {x.kind for x in red.attacks} == {"ranged"} and len(red.attacks) == 5
    assert [(x.kind, x.edge, x.strength) for x in yellow.attacks] == [("ranged", 0, 2)]
    assert yellow.nets == frozenset({5, 1})
    assert blue.effect_edges("ranged_officer") == (3,) and red.effect_edges("melee_officer") == (3,)
    assert yellow.effect_edges("speed") == (2, 4) and yellow.effect_edges("healing") == (3,)
    assert a.tile("action").instant == "action"
    assert not any(t.is_object for k in ARMIES if k != "dancer" for t in army(k).tiles)


def test_beasts_data_friendly_fire_agony_spider_net_and_lair() -> None:
    a = army("beasts")
    assert a.lair is not None and a.lair.key == "cerberus"
    assert {x.kind for x in a.tile("cerberus").attacks} == {"melee_ff"}
    assert [x.kind for x in a.tile("the-ram").attacks].count("melee_ff") == 4
    assert a.tile("bug").initiative == (1,) and "agony" in a.tile("bug").abilities
    assert a.tile("urchin").initiative == (2,) and "agony" in a.tile("urchin").abilities
    assert a.tile("arachnid").nets == frozenset({5, 0, 2}) and "spider_net" in a.tile("arachnid").abilities
    assert {"flying", "scavenger"} <= a.tile("vulture").abilities
    assert a.tile("scrabbler").effect_edges("grab") == (0,)
    assert a.tile("grab").instant == "grab" and a.tile("hunt").instant == "hunt"
    for key in ("alpha", "ranger", "officer", "scrabbler"):
        assert "rotation" in a.tile(key).abilities


def test_tile_data_is_read_edge_by_edge() -> None:
    jug = army("moloch").tile("juggernaut")
    assert [(a.kind, a.edge, a.strength) for a in jug.attacks] == [("melee", 0, 2), ("ranged", 1, 1)]
    assert jug.armor == frozenset({0, 2, 4}) and jug.hp == 2 and jug.initiative == (1,)
    nf = army("borgo").tile("net-fighter")
    assert nf.nets == frozenset({2}) and nf.attacks[0].strength == 3
    medic = army("moloch").tile("medic")
    assert medic.effect_edges("medic") == (0, 2, 4)
    assert army("outpost").tile("recon-center").effect_edges("move_doubler") == (0, 1, 2, 3, 4, 5)
    assert army("outpost").tile("hmg").initiative == (2, 1)
    assert army("moloch").tile("air-strike").instant == "air_strike"


def test_unknown_army_is_a_clear_error() -> None:
    with pytest.raises(KeyError, match="unknown army"):
        army("no-such-army")  # Vegas became an army (issue 34)


def test_steel_police_tiles_carry_their_abilities() -> None:
    a = army("steel-police")
    judge = a.tile("judge")
    assert judge.reflects == frozenset({3}) and judge.initiative == (1, 0) and "mobility" in judge.abilities
    assert a.tile("pacifier").nets == frozenset({5}) and "open" in a.tile("pacifier").abilities
    assert "push_back" in a.tile("riot-policeman").abilities and a.tile("riot-policeman").armor == frozenset({0})
    ex = a.tile("executioner")
    assert "execution" in ex.abilities and ex.hp == 2 and ex.initiative == (1,)
    assert "net_of_steel" in a.hq.abilities
    assert a.tile("sergeant").effect_edges("additional_initiative") == (1, 5)
    assert a.tile("steroids-dispender").effects[0].value == 2
    assert a.tile("terror").instant == "terror"
    assert all(not t.reflects for k in ARMIES if k != "steel-police" for t in army(k).tiles)
