"""Steel Police flow tests: Net of Steel, Execution, Replacement, the Push Back ability and
Terror through ``legal_actions`` and ``apply``; refusals with their codes; whole random
games against every army; the computer players using the new actions.

The battle-side mechanics (Reflection, modules) are in tests/scenarios/steel_police_*.json.
"""

from __future__ import annotations

from typing import Any

import pytest

import i18n
from rules import Action, apply, legal_actions, new_game
from rules.actions import IllegalAction
from rules.ai import GreedyAI, HardAI, IterationBudget
from rules.ai.greedy import play_random_game
from rules.battle import analyse
from rules.catalog import ARMIES
from rules.events import Event
from rules.scenario import load
from rules.state import PHASE_CHOICE, PHASE_OVER, GameState
from tests.rules.helpers import tiles_at
from tests.rules.test_properties import play

SP = "steel-police"
BASE = tuple(a for a in ARMIES if a != SP)


def state(
    units: list[tuple[str, int, str, str]],
    hands: dict[int, list[str]] | None = None,
    other: str = "outpost",
    hq_hp: int = 20,
    **extra: Any,
) -> GameState:
    """Player 1 leads Steel Police, player 2 ``other``; player 1 to act."""
    data: dict[str, Any] = {
        "players": {"1": {"army": SP, "hq_hp": hq_hp}, "2": {"army": other}},
        "board": [{"hex": h, "player": p, "tile": t, "facing": f} for h, p, t, f in units],
        "hands": {str(p): tiles for p, tiles in (hands or {}).items()},
    }
    data.update(extra)
    return load(data)


def refused(s: GameState, notation: str) -> IllegalAction:
    before = s.dumps()
    with pytest.raises(IllegalAction) as err:
        apply(s, notation)
    assert s.dumps() == before  # nothing changed
    assert err.value.code, "every refusal carries a code"
    return err.value


def types(events: list[Event]) -> list[str]:
    return [e.type for e in events]


BASIC = [("A1", 1, "hq", "N"), ("C3", 2, "runner", "N"), ("D4", 2, "brawler", "N"), ("E3", 2, "hq", "N")]


# ====================================================================== notation
@pytest.mark.parametrize(
    "text",
    ["net D3", "execute D3 S", "replace officer C3 N", "push C3 D3", "play terror"],
)
def test_new_actions_round_trip(text: str) -> None:
    assert str(Action.parse(text)) == text


# ====================================================================== Net of Steel
def test_net_of_steel_is_offered_on_every_enemy_unit_but_the_hq() -> None:
    s = state(BASIC)
    nets = {a.hexes[0] for a in legal_actions(s, verb="net")}
    assert nets == {"C3", "D4"}


def test_net_of_steel_on_an_hq_is_refused_with_a_code() -> None:
    err = refused(state(BASIC), "net E3")
    assert err.code == "police-hq" and err.params["what"] == "net"


def test_net_of_steel_with_no_hit_point_to_pay_is_refused_and_not_offered() -> None:
    s = state(BASIC, hq_hp=1)
    assert refused(s, "net C3").code == "no-hp-to-pay"
    assert not legal_actions(s, verb="net")


def test_the_launcher_makes_it_free_even_at_one_hit_point() -> None:
    s = state([*BASIC, ("B1", 1, "net-of-steel-launcher", "N")], hq_hp=1)
    after, events = apply(s, "net C3")
    assert after.players[1].hq_hp == 1
    assert [e.to_json()["cost"] for e in events if e.type == "steel_net_placed"] == [0]


def test_net_of_steel_on_own_unit_or_an_empty_hex_is_refused() -> None:
    s = state([*BASIC, ("B1", 1, "wardog", "N")])
    assert refused(s, "net B1").code == "police-no-enemy"
    assert refused(s, "net C1").code == "police-no-enemy"


def test_an_army_without_net_of_steel_cannot_use_it() -> None:
    s = load(
        {
            "players": {"1": {"army": "moloch"}, "2": {"army": SP}},
            "board": [{"hex": "A1", "player": 1, "tile": "hq"}, {"hex": "C3", "player": 2, "tile": "wardog"}],
        }
    )
    assert refused(s, "net C3").code == "no-net-of-steel"
    assert not legal_actions(s, verb="net")


def test_the_marker_stays_on_a_pushed_unit_and_returns_when_it_is_executed() -> None:
    s = state(BASIC, hands={1: ["executioner"]})
    s, _ = apply(s, "net C3")
    assert refused(s, "net D4").code == "steel-net-in-use"
    assert not legal_actions(s, verb="net")
    runner = s.units[s.board.parse("C3")].uid
    assert analyse(s).views[runner].netted
    s, events = apply(s, "execute C3 S")
    assert types(events) == ["executed", "steel_net_returned"]
    assert s.players[1].steel_net is None and s.players[1].hq_hp == 18
    assert {a.hexes[0] for a in legal_actions(s, verb="net")} == {"D4"}  # usable again at once
    assert s.players[2].discard == ["runner"]


def test_a_netted_unit_under_the_marker_cannot_move_or_act() -> None:
    s = load(
        {
            "players": {"1": {"army": "outpost"}, "2": {"army": SP}},
            "board": [
                {"hex": "A1", "player": 1, "tile": "hq"},
                {"hex": "C3", "player": 1, "tile": "runner", "steel_net": 2},
                {"hex": "E3", "player": 2, "tile": "hq"},
            ],
            "hands": {"1": ["move"]},
        }
    )
    assert refused(s, "move C3 C2 N").code == "netted"
    assert refused(s, "play move C3 C2 N").code == "netted"
    assert not [a for a in legal_actions(s) if a.hexes[:1] == ("C3",)]


def test_the_marker_goes_back_when_the_steel_police_player_is_out() -> None:
    s = load(
        {
            "players": {"1": {"army": SP}, "2": {"army": "outpost"}, "3": {"army": "moloch"}},
            "radius": 3,
            "board": [
                {"hex": "A1", "player": 1, "tile": "hq"},
                {"hex": "D4", "player": 2, "tile": "runner", "steel_net": 1},
                {"hex": "G4", "player": 2, "tile": "hq"},
                {"hex": "A4", "player": 3, "tile": "hq"},
            ],
        }
    )
    assert s.steel_nets()
    s.players[1].out = True
    assert not s.steel_nets() and not analyse(s).views[s.units[s.board.parse("D4")].uid].netted


# ====================================================================== Execution
def test_execution_on_an_hq_is_refused_with_a_code() -> None:
    err = refused(state(BASIC, hands={1: ["executioner"]}), "execute E3 N")
    assert err.code == "police-hq" and err.params["what"] == "execute"


def test_execution_needs_the_executioner_in_hand_and_a_hit_point() -> None:
    assert refused(state(BASIC, hands={1: ["wardog"]}), "execute C3 N").code == "no-executioner"
    s = state(BASIC, hands={1: ["executioner"]}, hq_hp=1)
    assert refused(s, "execute C3 N").code == "no-hp-to-pay"
    assert not legal_actions(s, verb="execute")
    assert legal_actions(s, verb="place", tile="executioner")  # it can still be placed normally


def test_execution_is_offered_on_every_enemy_unit_in_six_facings() -> None:
    s = state(BASIC, hands={1: ["executioner"]})
    offered = legal_actions(s, verb="execute")
    assert len(offered) == 12 and {a.hexes[0] for a in offered} == {"C3", "D4"}
    for a in offered:
        apply(s, a)


def test_execution_counts_as_a_tile_placed() -> None:
    s = state(BASIC, hands={1: ["executioner", "wardog"]})
    s.turn.plays_left = 1
    s, _ = apply(s, "execute D4 N")
    assert tiles_at(s)["D4"] == "executioner" and s.players[1].hand == ["wardog"]
    assert refused(s, "place wardog B1 N").code == "play-limit"


def test_execution_in_points_mode_scores_for_an_opponent() -> None:
    s = load(
        {
            "players": {"1": {"army": SP}, "2": {"army": "outpost", "points": 3}, "3": {"army": "moloch"}},
            "mode": "points",
            "board": [
                {"hex": "A1", "player": 1, "tile": "hq"},
                {"hex": "C3", "player": 2, "tile": "runner"},
                {"hex": "E3", "player": 2, "tile": "hq"},
                {"hex": "C1", "player": 3, "tile": "hq"},
            ],
            "hands": {"1": ["executioner"]},
        }
    )
    s, _ = apply(s, "execute C3 N")
    assert s.players[1].hq_hp == 20  # HQs take no damage in points mode
    assert (s.players[2].points, s.players[3].points) == (3, 1)  # the rival with the fewest points scores


# ====================================================================== Replacement
def test_replacement_discards_the_pacifier_and_counts_as_a_tile_placed() -> None:
    s = state([*BASIC, ("B2", 1, "pacifier", "N")], hands={1: ["officer", "wardog"]})
    s.turn.plays_left = 1
    offered = legal_actions(s, verb="replace")
    assert {(a.tile, a.hexes[0]) for a in offered} == {("officer", "B2"), ("wardog", "B2")}
    s, events = apply(s, "replace officer B2 SE")
    assert types(events) == ["replaced"]
    assert tiles_at(s)["B2"] == "officer" and s.players[1].discard == ["pacifier"]
    assert refused(s, "place wardog B1 N").code == "play-limit"


def test_replacement_refusals() -> None:
    s = state([*BASIC, ("B2", 1, "pacifier", "N"), ("B1", 1, "wardog", "N")], hands={1: ["officer", "terror"]})
    assert refused(s, "replace officer B1 N").code == "no-replacement"
    assert refused(s, "replace terror B2 N").code == "replace-instant"
    assert refused(s, "replace wardog B2 N").code == "not-held"
    assert refused(s, "replace officer C3 N").code == "not-yours"


# ====================================================================== Push Back ability
def test_the_pushed_player_chooses_among_several_hexes() -> None:
    s = state([("A1", 1, "hq", "N"), ("C3", 1, "riot-policeman", "N"), ("C2", 2, "runner", "S"), ("E3", 2, "hq", "N")])
    s, events = apply(s, "push C3 C2")
    assert types(events) == ["push_used", "push_choice"]
    assert s.phase == PHASE_CHOICE and s.to_act == 2
    assert {a.hexes[0] for a in legal_actions(s)} == {"B1", "C1", "D1"}
    s, events = apply(s, "choose D1")
    assert tiles_at(s)["D1"] == "runner" and s.to_act == 1
    assert not legal_actions(s, verb="push")  # once a turn
    assert refused(s, "push C3 D2").code in ("push-used", "push-no-enemy")


def test_only_units_with_the_ability_push() -> None:
    s = state([("A1", 1, "hq", "N"), ("C3", 1, "wardog", "N"), ("C2", 2, "runner", "S"), ("E3", 2, "hq", "N")])
    assert refused(s, "push C3 C2").code == "no-push-ability"
    assert not legal_actions(s, verb="push")


def test_the_push_is_available_again_next_turn() -> None:
    s = state([("A1", 1, "hq", "N"), ("C3", 1, "riot-policeman", "N"), ("C2", 2, "runner", "S"), ("E3", 2, "hq", "N")])
    s, _ = apply(s, "push C3 C2")
    s, _ = apply(s, "choose C1")
    s, _ = apply(s, "end")
    while s.to_act != 1:
        s, _ = apply(s, "discard " + s.players[2].hand[0] if s.turn.needs_discard else "end")
    assert s.turn.pushed == []


# ====================================================================== Terror
def _to_player_2(s: GameState) -> GameState:
    s, _ = apply(s, "end")
    assert s.current == 2
    if s.turn.needs_discard:
        keep = [t for t in s.players[2].hand]
        s, _ = apply(s, f"discard {keep[0]}")
    return s


def test_terror_stops_placing_units_in_the_opponents_next_turn_only() -> None:
    s = new_game((SP, "outpost"), 5)
    s, _ = apply(s, "hq A1")
    s, _ = apply(s, "hq E3")
    s.players[1].hand = ["terror"]
    s.turn.hand_size = 3
    s, events = apply(s, "play terror")
    assert "terrorized" in types(events) and s.players[2].terror
    s = _to_player_2(s)
    board_tiles = [t for t in s.players[2].hand if t not in ("battle", "move", "sniper")]
    assert not legal_actions(s, verb="place")
    if board_tiles:
        assert refused(s, f"place {board_tiles[0]} C3 N").code == "terror"
    s, _ = apply(s, "end")
    assert not s.players[2].terror  # it lasted one turn


def test_under_terror_the_pacifier_may_still_be_replaced_but_nothing_executed() -> None:
    s = load(
        {
            "players": {"1": {"army": SP, "terror": True}, "2": {"army": SP}},
            "board": [
                {"hex": "A1", "player": 1, "tile": "hq"},
                {"hex": "B2", "player": 1, "tile": "pacifier"},
                {"hex": "C3", "player": 2, "tile": "wardog"},
                {"hex": "E3", "player": 2, "tile": "hq"},
            ],
            "hands": {"1": ["officer", "executioner"]},
        }
    )
    assert refused(s, "execute C3 N").code == "terror"
    assert refused(s, "place officer C1 N").code == "terror"
    assert not legal_actions(s, verb="execute") and not legal_actions(s, verb="place")
    s, _ = apply(s, "replace officer B2 N")
    assert tiles_at(s)["B2"] == "officer"


def test_terror_falls_on_every_opponent_but_not_on_allies() -> None:
    s = new_game((SP, "outpost", "moloch", "borgo"), 3, radius=3, mode="2v2")
    for h in ("A1", "G4", "A4", "G1"):
        s, _ = apply(s, f"hq {h}")
    s.players[1].hand = ["terror"]
    s, events = apply(s, "play terror")
    hit = next(e for e in events if e.type == "terrorized").to_json()["players"]
    assert hit == [2, 4]
    assert s.hostile(1, 3) and not s.players[3].terror  # player 3 is an ally (even a Moloch one)


# ====================================================================== the state
def test_the_new_state_fields_round_trip_through_json() -> None:
    s = state(BASIC, hands={1: ["executioner"]})
    s, _ = apply(s, "net C3")
    s.players[2].terror = True
    s.turn.pushed = [4]
    again = GameState.loads(s.dumps())
    assert again.dumps() == s.dumps() and again.players[1].steel_net == s.players[1].steel_net
    plain = new_game(("moloch", "outpost"), 1)
    assert "steel_net" not in plain.dumps() and "terror" not in plain.dumps() and "pushed" not in plain.dumps()


# ====================================================================== whole games
@pytest.mark.parametrize("other", ARMIES)
def test_random_games_against_every_army_terminate_and_keep_every_tile(other: str) -> None:
    for seed in range(3):
        for armies in ((SP, other), (other, SP)):
            s, played = play(armies, seed, probe=3)
            assert s.result is not None
    verbs = set()
    for seed in range(12):
        _, played = play_random_game((SP, other), seed)
        verbs |= {a.verb if a.verb != "play" else a.tile for a in played}
    assert {"net", "push", "replace"} <= verbs


def test_random_multiplayer_games_with_steel_police_terminate() -> None:
    for seed in range(4):
        s, _ = play_random_game((SP, "moloch", "outpost"), seed, mode="ffa")
        assert s.phase == PHASE_OVER
        s, _ = play_random_game((SP, "hegemony", "borgo", "moloch"), seed, radius=3, mode="2v2")
        assert s.phase == PHASE_OVER


# ====================================================================== computer players
THREAT = [("C3", 1, "hq", "N"), ("C4", 2, "brawler", "N"), ("A1", 2, "hq", "N")]


def test_greedy_player_stops_a_threat_with_the_new_actions() -> None:
    s = state(THREAT, hands={1: ["executioner"]})
    choice = GreedyAI(0).choose(s)
    assert choice.verb in ("net", "execute") and choice.hexes[0] == "C4"


def test_hard_player_uses_the_new_actions_legally() -> None:
    s = state(THREAT, hands={1: ["executioner"]})
    ai = HardAI(0, lambda: IterationBudget(6), root_sample=30)
    choice = ai.choose(s)
    assert choice in legal_actions(s)
    assert choice.verb in ("net", "execute")


def test_every_new_refusal_code_is_worded_in_both_languages() -> None:
    codes = [
        "terror", "no-hp-to-pay", "police-hq", "police-no-enemy", "not-your-turn", "no-net-of-steel",
        "steel-net-hq-netted", "steel-net-in-use", "no-executioner", "replace-instant", "no-replacement",
        "no-push-ability", "push-used",
    ]  # fmt: skip
    for code in codes:
        for lang in i18n.LANGS:
            assert i18n.has(f"rules-{code}"), code
            text = i18n.t(lang, f"rules-{code}", tile="Judge", hex="C3", what="net", cost=1)
            assert text and "{" not in text, (lang, code, text)


def test_random_play_with_steel_police_is_reproducible() -> None:
    a = play_random_game((SP, "borgo"), 9)[1]
    b = play_random_game((SP, "borgo"), 9)[1]
    assert a == b
