"""The Beasts army in play: set-up with Lair, turn abilities (Rotation, the Scrabbler's Grab),
the Grab and Hunt instants, the Scavenger's flight after a battle, bad input, and whole
random games against every base army. Battle mechanics (friendly fire, Spider Net, Agony,
Flying) are covered by the tests/scenarios/beasts_*.json files."""

from __future__ import annotations

import random

import pytest

import i18n
from rules.actions import Action, RulesError
from rules.ai import GreedyAI
from rules.ai.greedy import play_random_game
from rules.ai.ismcts import HardAI
from rules.catalog import ARMIES, army
from rules.game import apply, legal_actions, new_game, replay, resign
from rules.state import PENDING_GRAB, PENDING_SCAVENGE, PHASE_CHOICE, PHASE_HQ, PHASE_OVER, PHASE_TURN, GameState
from tests.rules.helpers import board, of_type

BASE = [a for a in ARMIES if a != "beasts"]

# Every error code the Beasts bring, each with an English and a Polish message.
CODES = (
    "army-small-board-only",
    "lair-first",
    "lair-not-adjacent",
    "grab-pending",
    "scavenger-pending",
    "scavenger-window",
    "no-rotation",
    "rotation-used",
    "grab-no-enemy",
    "grab-reach",
    "grab-netted",
    "grab-blocked",
    "no-grab",
    "grab-used",
    "hunt-toward",
    "hunt-no-attack",
    "hunt-nothing",
)


def refused(state: GameState, text: str, code: str) -> RulesError:
    """``text`` is refused with ``code`` and the state is untouched."""
    before = state.dumps()
    with pytest.raises(RulesError) as info:
        apply(state, text)
    assert info.value.code == code, str(info.value)
    assert state.dumps() == before
    return info.value


def test_every_new_error_code_has_an_english_and_a_polish_message() -> None:
    for code in CODES:
        assert i18n.has(f"rules-{code}"), code
        for lang in ("en", "pl"):
            assert i18n.t(lang, f"rules-{code}", army="beasts", tile="Cerberus", hex="C2", to="C4", options="B2",
                          user="P1")  # fmt: skip


# ---------------------------------------------------------------------- set-up and Lair
def test_beasts_cannot_play_on_the_enlarged_board() -> None:
    with pytest.raises(RulesError) as info:
        new_game(["beasts", "moloch", "borgo", "outpost", "hegemony"], 1, radius=3)
    assert info.value.code == "army-small-board-only" and info.value.params["army"] == "beasts"
    assert i18n.t("pl", "rules-army-small-board-only", army="beasts").startswith("Bestie")
    new_game(["beasts", "moloch"], 1)  # the 19-hex board is fine


def test_cerberus_is_set_aside_and_placed_next_to_the_hq_right_after_it() -> None:
    s = new_game(("beasts", "moloch"), 7)
    assert "cerberus" not in s.players[1].pile and len(s.players[1].pile) == 34
    s, _ = apply(s, "hq C3")
    assert s.phase == PHASE_HQ and s.current == 1  # Beasts still to act: Cerberus
    legal = legal_actions(s)
    assert {a.verb for a in legal} == {"place"} and {a.tile for a in legal} == {"cerberus"}
    assert {a.hexes[0] for a in legal} == {"C2", "D2", "D3", "C4", "B3", "B2"}
    refused(s, "place cerberus E1 N", "lair-not-adjacent")
    refused(s, "hq E1", "lair-first")
    refused(s, "place the-ram C2 N", "lair-first")
    s, events = apply(s, "place cerberus C2 S")
    assert [e.type for e in events] == ["placed"]
    assert s.current == 2 and s.phase == PHASE_HQ
    s, _ = apply(s, "hq A1")
    assert s.phase == PHASE_TURN
    assert {(s.board.name(u.hex), u.tile) for u in s.units.values()} == {("C3", "hq"), ("C2", "cerberus"), ("A1", "hq")}


def test_beasts_placing_second_put_cerberus_before_the_game_starts() -> None:
    s = replay(("hegemony", "beasts"), 3, ["hq C3"])
    s, _ = apply(s, "hq A1")
    assert s.phase == PHASE_HQ and s.current == 2
    s, events = apply(s, "place cerberus B1 SE")
    assert s.phase == PHASE_TURN and s.current == 1
    assert any(e.type == "drew" for e in events)


def test_cerberus_with_no_free_hex_next_to_the_hq_stays_out() -> None:
    s = new_game(("moloch", "borgo", "outpost", "beasts"), 2)
    for name in ("B1", "A2", "B2"):  # every neighbour of the corner A1
        s, _ = apply(s, f"hq {name}")
    s, events = apply(s, "hq A1")
    assert s.phase == PHASE_TURN
    assert [e.to_json() for e in events if e.type == "lair_lost"] == [
        {"type": "lair_lost", "player": 4, "tile": "cerberus", "hex": ""}
    ]
    assert s.players[4].discard == ["cerberus"]


def test_cerberus_pushed_away_from_the_hq_leaves_the_board() -> None:
    s = board(
        {1: "moloch", 2: "beasts"},
        [("D4", 1, "blocker", "N"), ("C4", 2, "hq", "N"), ("D3", 2, "cerberus", "N")],
        hands={"1": ["push-back"]},
    )
    s, events = apply(s, "play push-back D4 D3")
    assert s.pending is not None and "D2" in {s.board.name(h) for h in s.pending.options}
    s, more = apply(s, "choose D2")  # away from the HQ on C4
    events += more
    assert [e["tile"] for e in of_type(events, "lair_lost")] == ["cerberus"]
    assert all(u.tile != "cerberus" for u in s.units.values())
    assert s.players[2].discard == ["cerberus"]


# ---------------------------------------------------------------------- turn abilities
def test_rotation_once_a_turn_and_only_for_units_with_the_ability() -> None:
    s = board({1: "beasts", 2: "outpost"}, [("C3", 1, "alpha", "N"), ("C2", 1, "the-ram", "N")])
    assert {str(a) for a in legal_actions(s, verb="rotate")} == {
        f"rotate C3 {f}" for f in ("NE", "SE", "S", "SW", "NW")
    }
    refused(s, "rotate C2 S", "no-rotation")
    refused(s, "rotate C3 N", "move-nothing")
    s, _ = apply(s, "rotate C3 S")
    assert s.units[s.board.parse("C3")].facing.name == "S"
    assert legal_actions(s, verb="rotate") == []
    refused(s, "rotate C3 N", "rotation-used")
    assert GameState.loads(s.dumps()) == s  # the used ability survives a round trip


def test_netted_unit_cannot_rotate() -> None:
    s = board({1: "beasts", 2: "hegemony"}, [("C3", 1, "alpha", "N"), ("B3", 2, "net-fighter", "N")])
    refused(s, "rotate C3 S", "netted")
    assert legal_actions(s, verb="rotate") == []


def test_scrabbler_grab_once_a_turn_only_for_the_linked_unit() -> None:
    units = [
        ("C3", 1, "hq", "N"),
        ("C4", 1, "scrabbler", "N"),  # link edge 0 faces C3
        ("E3", 1, "the-ram", "N"),
        ("C1", 2, "runner", "N"),
        ("A3", 2, "runner", "N"),
    ]
    s = board({1: "beasts", 2: "outpost"}, units)
    assert {str(a) for a in legal_actions(s, verb="grab")} == {"grab C3 C1", "grab C3 A3"}
    refused(s, "grab E3 C3", "no-grab")
    refused(s, "grab C3 D2", "grab-no-enemy")
    s, events = apply(s, "grab C3 C1")
    assert s.phase == PHASE_CHOICE and s.to_act == 2 and s.pending is not None and s.pending.kind == PENDING_GRAB
    assert [e.type for e in events] == ["grab_choice"]
    assert GameState.loads(s.dumps()) == s
    refused(s, "end", "grab-pending")
    refused(s, "choose D2 N", "not-an-option")
    assert {str(a) for a in legal_actions(s)} == {f"choose C2 {f}" for f in ("N", "NE", "SE", "S", "SW", "NW")}
    s, _ = apply(s, "choose C2")  # no facing: the pulled unit keeps its facing
    assert s.units[s.board.parse("C2")].facing.name == "N" and s.to_act == 1
    refused(s, "grab C3 A3", "grab-used")


def test_grab_bad_input() -> None:
    units = [("C3", 1, "hq", "N"), ("C2", 1, "the-ram", "N"), ("C1", 2, "runner", "N"), ("C5", 2, "runner", "N")]
    s = board({1: "beasts", 2: "outpost"}, units, hands={"1": ["grab"]})
    err = refused(s, "play grab C3 C1", "grab-blocked")  # the only hex between them is taken
    assert "occupied" in str(err)
    refused(s, "play grab C2 C5", "grab-reach")
    refused(s, "play grab C3 C2", "grab-no-enemy")
    refused(s, "play grab C1 C3", "not-yours")
    assert [str(a) for a in legal_actions(s, verb="play", tile="grab")] == ["play grab C3 C5"]


def test_netted_units_neither_grab_nor_get_grabbed() -> None:
    units = [("C3", 1, "hq", "N"), ("E2", 1, "arachnid", "N"), ("C1", 2, "runner", "N"), ("E1", 2, "runner", "N")]
    s = board({1: "beasts", 2: "outpost"}, units, hands={"1": ["grab"]})
    refused(s, "play grab C3 E1", "grab-netted")  # the Arachnid's Spider Net holds E1
    assert [str(a) for a in legal_actions(s, verb="play", tile="grab")] == ["play grab C3 C1"]


# ---------------------------------------------------------------------- Hunt
def test_hunt_bad_input_and_a_plain_move() -> None:
    s = board(
        {1: "beasts", 2: "outpost"},
        [("C3", 1, "the-ram", "N"), ("C1", 2, "scout", "N")],
        hands={"1": ["hunt"]},
    )
    refused(s, "play hunt C3 C3 N", "hunt-nothing")
    refused(s, "play hunt C3 C2 E3 N", "hunt-toward")
    refused(s, "play hunt C3 C2 D2 N", "hunt-no-attack")  # the Ram has no attack on its right-back edge
    refused(s, "play hunt C3 A1 N", "move-reach")
    s2, events = apply(s, "play hunt C3 C2 S")  # a move only: no attack
    assert not of_type(events, "hunted") and s2.units[s2.board.parse("C2")].facing.name == "S"
    _, events = apply(s, "play hunt C3 C3 C2 N")  # no move; the front edge attacks an empty hex
    assert of_type(events, "hunted") and of_type(events, "hit") == []
    legal = {str(a) for a in legal_actions(s, verb="play", tile="hunt")}
    assert "play hunt C3 C2 C1 N" in legal and "play hunt C3 C3 N" not in legal


def test_hunt_kill_is_outside_battle_and_a_medic_still_saves() -> None:
    s = board(
        {1: "beasts", 2: "outpost"},
        [("C3", 1, "alpha", "N"), ("C2", 2, "scout", "N"), ("C1", 2, "medic", "S")],
        hands={"1": ["hunt"]},
    )
    s, events = apply(s, "play hunt C3 C3 C2 N")
    assert [e["type"] for e in of_type(events, "medic_saved")] == ["medic_saved"]
    assert s.units[s.board.parse("C2")].tile == "scout" and s.board.parse("C1") not in s.units


# ---------------------------------------------------------------------- Scavenger
def _after_battle(units: list[tuple[str, int, str, str]], **extra: object) -> tuple[GameState, list]:
    s = board({1: "beasts", 2: "outpost"}, units, hands={"1": ["battle"]}, **extra)
    return apply(s, "play battle")


def test_scavenger_window_opens_after_the_battle_and_the_draw_waits() -> None:
    s, events = _after_battle([("C3", 1, "vulture", "N"), ("A1", 1, "vulture", "S"), ("E3", 2, "scout", "N")])
    s.players[2].pile = ["scout"]  # something to draw once the Vultures have flown
    assert s.phase == PHASE_CHOICE and s.current == 2 and s.to_act == 1
    assert s.pending is not None and s.pending.kind == PENDING_SCAVENGE and s.pending.draw_after
    assert not any(e.type == "drew" for e in events)
    assert GameState.loads(s.dumps()) == s
    refused(s, "end", "scavenger-pending")
    refused(s, "choose E3 N", "not-an-option")  # taken
    options = {a.hexes[0] for a in legal_actions(s)}
    assert "C3" in options and "E3" not in options and len(options) == 19 - 2  # empty hexes and its own
    s, events = apply(s, "choose C3 SE")  # stays, only turns
    assert [e.type for e in events] == ["moved", "scavenger_choice"]
    assert s.to_act == 1 and s.pending is not None and s.board.name(s.pending.target) == "A1"
    s, events = apply(s, "choose A1")  # stays as it is
    assert [e.type for e in events] == ["drew"] and s.to_act == 2 and s.phase == PHASE_TURN
    assert s.players[2].hand == ["scout"]


def test_netted_vulture_may_not_fly_and_no_window_without_vultures() -> None:
    s = board({1: "beasts", 2: "hegemony"}, [("C3", 1, "vulture", "N"), ("B3", 2, "net-fighter", "N")],
              hands={"1": ["battle"]})  # fmt: skip
    s, _ = apply(s, "play battle")
    assert s.pending is None and s.phase == PHASE_TURN
    s, _ = _after_battle([("C3", 1, "the-ram", "N")])
    assert s.pending is None


def test_scavenger_move_outside_its_window_is_refused() -> None:
    s = board({1: "beasts", 2: "outpost"}, [("C3", 1, "vulture", "N")])
    err = refused(s, "choose E1 S", "scavenger-window")
    assert i18n.t("pl", f"rules-{err.code}").startswith("Sęp")
    s = board({1: "outpost", 2: "beasts"}, [("C3", 2, "vulture", "N")])
    refused(s, "choose E1 S", "nothing-to-choose")


def test_scavenger_after_the_final_battle_ending_the_game_is_not_offered() -> None:
    s = board({1: "beasts", 2: "outpost"}, [("C3", 1, "vulture", "N"), ("A1", 2, "hq", "N")])
    s.last_draw_by = 1
    s.final_wait = [1]
    s.players[1].hq_hp = 10  # the Final Battle decides the game on hit points
    s, events = apply(s, "end")
    assert s.phase == PHASE_OVER and s.pending is None


# ---------------------------------------------------------------------- whole games
@pytest.mark.parametrize("other", BASE)
def test_random_games_against_every_base_army_terminate(other: str) -> None:
    for seed in range(3):
        for armies in (("beasts", other), (other, "beasts")):
            s, played = play_random_game(armies, seed)
            assert s.phase == PHASE_OVER and s.result is not None, (armies, seed)
            assert replay(armies, seed, played) == s
            assert GameState.loads(s.dumps()) == s


def test_random_games_use_every_beasts_action() -> None:
    seen: set[str] = set()
    for seed in range(12):
        _, played = play_random_game(("beasts", BASE[seed % len(BASE)]), seed)
        for a in played:
            seen.add(a.tile if a.verb == "play" else a.verb)
            if a.verb == "choose" and a.facing:
                seen.add("choose-facing")
    assert {"rotate", "grab", "hunt", "choose-facing"} <= seen


def test_greedy_and_hard_players_handle_the_beasts_decisions() -> None:
    greedy, hard = GreedyAI(1), HardAI(1)
    s = new_game(("beasts", "moloch"), 5)
    s, _ = apply(s, "hq C3")
    for ai in (greedy, hard):  # Cerberus at set-up
        a = ai.choose(s)
        assert a.tile == "cerberus" and a in legal_actions(s)
    units = [("C3", 1, "hq", "N"), ("C4", 1, "scrabbler", "N"), ("C1", 2, "runner", "N"), ("D4", 1, "vulture", "N")]
    s = board({1: "beasts", 2: "outpost"}, units, hands={"1": ["hunt", "grab"]})
    for ai in (greedy, hard):
        assert ai.choose(s) in legal_actions(s)
    s, _ = apply(s, "grab C3 C1")
    for ai in (greedy, hard):  # the pulled unit's owner
        assert ai.choose(s) in legal_actions(s)
    s, _ = _after_battle([("C3", 1, "vulture", "N"), ("E3", 2, "scout", "N")])
    for ai in (greedy, hard):  # the Scavenger's flight
        assert ai.choose(s) in legal_actions(s)


def test_greedy_plays_a_whole_game_with_the_beasts() -> None:
    rng = random.Random(3)
    s = new_game(("beasts", rng.choice(BASE)), 3)
    ais = {1: GreedyAI(3, max_candidates=40), 2: GreedyAI(4, max_candidates=40)}
    steps = 0
    while s.phase != PHASE_OVER:
        a = ais[s.to_act].choose(s)
        assert a in legal_actions(s)
        s, _ = apply(s, a)
        steps += 1
        assert steps < 1500
    assert s.result is not None


def test_notation_round_trips() -> None:
    for text in ("rotate C3 NE", "grab C3 E3", "play grab C3 E3", "play hunt C3 C2 N", "play hunt C3 C2 D1 N",
                 "choose E3 SW", "choose E3", "place cerberus C2 S"):  # fmt: skip
        assert str(Action.parse(text)) == text
    assert army("beasts").tile("grab").instant == "grab"


def test_resigning_during_the_scavenger_choice_keeps_the_turn_and_its_draw() -> None:
    s = board(
        {1: "beasts", 2: "outpost", 3: "hegemony"},
        [("C3", 1, "vulture", "N"), ("E3", 2, "scout", "N"), ("A1", 3, "scout", "N")],
        hands={"1": ["battle"]},
    )
    s, _ = apply(s, "play battle")
    assert s.to_act == 1 and s.current == 2 and s.pending is not None and s.pending.draw_after
    s.players[2].pile = ["scout"]
    s, events = resign(s, 1)
    assert s.pending is None and s.phase == PHASE_TURN and s.current == 2
    assert s.players[2].hand == ["scout"] and any(e.type == "drew" for e in events)
