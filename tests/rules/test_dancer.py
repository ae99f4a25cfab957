"""The Dancer army in play: set-up (Dancer first, three Objects), no unlucky draw, the Objects'
hit points as the HQ's, the end-of-game comparison and its tie, modes (one against a team,
teams, points), legal actions for Dance and Action, notation, bad input with worded errors,
and whole random games against every army. Battle and instant rules are covered by the
tests/scenarios/dancer_*.json files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import i18n
from rules import events as ev
from rules.actions import Action, RulesError
from rules.ai import GreedyAI
from rules.ai.greedy import play_random_game
from rules.catalog import ARMIES
from rules.game import apply, legal_actions, new_game, replay
from rules.scenario import load
from rules.state import MODE_POINTS, PHASE_HQ, PHASE_OVER, PHASE_TURN, GameState

ROOT = Path(__file__).resolve().parents[2]
OBJECTS = ("object-blue", "object-red", "object-yellow")

# Every error code the Dancer brings, each with an English and a Polish message.
CODES = (
    "dancer-team",
    "dancer-place-objects",
    "dancer-object-expected",
    "dance-not-dancer",
    "dance-terror",
    "dance-late",
    "dance-not-object",
    "dance-twice",
    "dance-unchanged",
    "dance-not-swap",
    "action-terror",
    "action-not-object",
    "action-netted",
    "action-twice",
    "action-no-attack",
    "heal-not-healer",
    "heal-blocked",
    "heal-netted",
    "heal-full",
    "heal-reach",
)


def _set_up(armies: tuple[str, ...] = ("outpost", "dancer"), seed: int = 3) -> GameState:
    """Dancer's Objects on A1, A2, A3; the other HQs on E-column hexes."""
    s = new_game(list(armies), seed)
    spots = iter(["A1", "A2", "A3"])
    hqs = iter(["E1", "E3", "C1"])
    while s.phase == PHASE_HQ:
        if legal_actions(s)[0].verb == "place":
            key = next(a.tile for a in legal_actions(s))
            s, _ = apply(s, f"place {key} {next(spots)} N")
        else:
            s, _ = apply(s, f"hq {next(hqs)}")
    return s


def _error(s: GameState, text: str) -> RulesError:
    with pytest.raises(RulesError) as info:
        apply(s, text)
    return info.value


# ---------------------------------------------------------------------- set-up
def test_dancer_always_starts_and_places_its_three_objects_first() -> None:
    s = new_game(["outpost", "dancer"], 1)
    assert s.current == 2 and s.order == [2, 1]
    assert {a.verb for a in legal_actions(s)} == {"place"}
    assert {a.tile for a in legal_actions(s)} == set(OBJECTS)
    assert _error(s, "hq C3").code == "dancer-place-objects"
    assert _error(s, "place action C3 N").code == "dancer-object-expected"
    s, events = apply(s, "place object-red C3 S")
    assert events == [ev.ObjectPlaced(2, "object-red", "C3", "S")]
    assert _error(s, "place object-red C4 N").code == "dancer-object-expected"  # already on the board
    s, _ = apply(s, "place object-blue C2 N")
    s, _ = apply(s, "place object-yellow C4 N")  # the Objects may touch
    assert s.current == 1 and s.phase == PHASE_HQ  # then the other player's HQ
    s, events = apply(s, "hq E1")
    assert s.phase == PHASE_TURN and s.current == 2  # and Dancer takes the first turn (1 tile)
    assert any(isinstance(e, ev.Drew) and e.player == 2 and len(e.tiles) == 1 for e in events)
    assert s.players[2].hq_hp == 30


def test_dancer_first_keeps_team_alternation_and_cannot_join_a_team() -> None:
    s = new_game(["outpost", "moloch", "dancer", "borgo"], 2, mode="2v2")
    assert s.order == [3, 4, 1, 2] and s.current == 3  # A-C-B-D turned to start with Dancer
    assert all(not s.allies(a, b) for a, b in zip(s.order, s.order[1:], strict=False))
    with pytest.raises(RulesError) as info:
        new_game(["outpost", "dancer", "moloch"], 2, mode="1v2")
    assert info.value.code == "dancer-team"
    single = new_game(["dancer", "outpost", "moloch"], 2, mode="1v2")
    assert single.order == [1, 2, 1, 3] and single.players[1].hq_hp == 30


def test_no_unlucky_draw_for_dancer() -> None:
    s = _set_up()
    assert s.current == 2
    hand = s.players[2].hand
    assert hand and all(t in ("battle", "move", "push-back", "action") for t in hand)  # only instants
    assert not any(a.verb == "redraw" for a in legal_actions(s))
    with pytest.raises(RulesError):
        apply(s, "redraw")


# ---------------------------------------------------------------------- hit points and the end
def _final_turn_state(dancer_wounds: tuple[int, int], outpost_hp: int) -> GameState:
    s = load(
        {
            "players": {"1": {"army": "dancer"}, "2": {"army": "outpost", "hq_hp": outpost_hp}},
            "board": [
                {"hex": "A1", "player": 1, "tile": "object-blue", "facing": "N", "wounds": dancer_wounds[0]},
                {"hex": "A2", "player": 1, "tile": "object-yellow", "facing": "S", "wounds": dancer_wounds[1]},
                {"hex": "E3", "player": 2, "tile": "hq", "facing": "N"},
            ],
        }
    )
    s.last_draw_by = 1  # the piles are empty: this turn is the last before the Final Battle
    s.final_wait = [1]
    return s


def test_objects_hit_points_are_dancers_hq_hit_points() -> None:
    s = _final_turn_state((5, 1), 20)
    assert s.players[1].hq_hp == 5 + 9


def test_end_of_game_compares_the_sum_of_the_objects_with_the_hq() -> None:
    s, events = apply(_final_turn_state((5, 0), 14), "end")  # 15 against 14
    assert s.phase == PHASE_OVER and s.result is not None
    assert (s.result.winner, s.result.reason) == (1, "hp")
    s, events = apply(_final_turn_state((5, 1), 15), "end")  # 14 against 15
    assert s.result is not None and (s.result.winner, s.result.reason) == (2, "hp")


def test_a_tie_with_dancer_after_the_final_battle_gets_overtime() -> None:
    s, events = apply(_final_turn_state((5, 0), 15), "end")  # 15 against 15 (R150: the FAQ's overtime)
    assert s.phase == PHASE_TURN
    assert any(isinstance(e, ev.TieBreak) for e in events)


def test_an_object_killed_by_an_action_decides_the_game_at_once() -> None:
    s = load(
        {
            "players": {"1": {"army": "dancer"}, "2": {"army": "steel-police"}},
            "board": [
                {"hex": "C3", "player": 1, "tile": "object-blue", "facing": "N", "wounds": 8},
                {"hex": "C2", "player": 2, "tile": "judge", "facing": "N"},
                {"hex": "E1", "player": 2, "tile": "hq", "facing": "N"},
            ],
            "hands": {"1": ["action"]},
        }
    )
    s, events = apply(s, "play action C3 N")  # the Judge turns Blue's 2 back onto it
    assert any(isinstance(e, ev.Reflected) for e in events)
    assert s.phase == PHASE_OVER and s.result is not None and s.result.winner == 2


def test_points_mode_objects_take_no_damage_and_share_one_counter() -> None:
    s = load(
        {
            "mode": "points",
            "players": {"1": {"army": "dancer"}, "2": {"army": "outpost"}, "3": {"army": "moloch"}},
            "board": [
                {"hex": "C3", "player": 1, "tile": "object-blue", "facing": "N"},
                {"hex": "C4", "player": 1, "tile": "object-yellow", "facing": "N"},
                {"hex": "C2", "player": 2, "tile": "hq", "facing": "N"},
                {"hex": "E3", "player": 3, "tile": "hq", "facing": "N"},
            ],
            "hands": {"1": ["battle"]},
        }
    )
    assert s.mode == MODE_POINTS
    s, _ = apply(s, "play battle")
    # Blue strikes the Outpost HQ for 2 and Yellow shoots it for 3 (Blue's ranged officer edge faces
    # Yellow): one counter of 5 for Dancer; the HQ strikes Blue back for 1 point, Blue keeps no wound
    assert s.players[1].points == 5 and s.players[2].points == 1
    assert all(u.wounds == 0 for u in s.units.values() if u.player == 1)


# ---------------------------------------------------------------------- actions
def test_legal_actions_list_dance_right_after_drawing_and_every_action() -> None:
    s = load(
        {
            "players": {"1": {"army": "dancer"}, "2": {"army": "outpost"}},
            "board": [
                {"hex": "C3", "player": 1, "tile": "object-yellow", "facing": "N", "wounds": 3},
                {"hex": "C4", "player": 1, "tile": "object-blue", "facing": "N", "wounds": 1},
                {"hex": "A1", "player": 1, "tile": "object-red", "facing": "N"},
                {"hex": "E1", "player": 2, "tile": "hq", "facing": "N"},
            ],
            "hands": {"1": ["action", "move"]},
        }
    )
    legal = legal_actions(s)
    dances = [a for a in legal if a.verb == "dance"]
    assert len(dances) == 6 * 6**3 - 1  # every arrangement of three Objects on their hexes, but the present one
    assert Action.parse("dance C3 C4 N C4 C3 N") in dances
    actions = {str(a) for a in legal if a.verb == "play" and a.tile == "action"}
    # Yellow: its one shot, and Healing on itself and on Blue behind it; Blue: five edges; Red: five edges
    assert {"play action C3 N", "play action C3 C3", "play action C3 C4"} <= actions
    assert len(actions) == 3 + 5 + 5
    for a in legal:
        if a.verb != "dance" or a == dances[0]:
            apply(s, a)  # everything listed is accepted
    s, _ = apply(s, "play action C3 C4")
    assert not any(a.verb == "dance" for a in legal_actions(s))  # not once a tile was played
    assert not any(str(a).startswith("play action C3") for a in legal_actions(s))  # Yellow had its Action


def test_notation_round_trips() -> None:
    for text in ("play action C3 N", "play action C3 C4", "dance C3 C4 S C4 C3 N", "dance A1 A1 SE"):
        assert str(Action.parse(text)) == text
    with pytest.raises(RulesError):
        Action.parse("dance C3 C4")


def test_dance_discards_the_whole_hand_and_ends_the_playing() -> None:
    s = load(
        {
            "players": {"1": {"army": "dancer"}, "2": {"army": "outpost"}},
            "board": [
                {"hex": "C3", "player": 1, "tile": "object-yellow", "facing": "N"},
                {"hex": "C4", "player": 1, "tile": "object-blue", "facing": "N"},
                {"hex": "E1", "player": 2, "tile": "hq", "facing": "N"},
            ],
            "hands": {"1": ["action", "move", "battle"]},
        }
    )
    s.turn.needs_discard = True  # right after drawing three
    s, events = apply(s, "dance C3 C4 S C4 C3 N")
    assert s.players[1].hand == [] and s.players[1].discard[-3:] == ["action", "move", "battle"]
    assert any(isinstance(e, ev.Danced) for e in events)
    assert s.units[s.board.parse("C4")].tile == "object-yellow"
    assert [a.verb for a in legal_actions(s)] == ["end"]


@pytest.mark.parametrize("code", CODES)
def test_every_dancer_error_is_worded_in_both_languages(code: str) -> None:
    for lang in ("en", "pl"):
        assert i18n.has(f"rules-{code}", lang)


def _scenario_errors() -> list[Path]:
    out = []
    for path in sorted((ROOT / "tests" / "scenarios").glob("dancer_*.json")):
        if "error" in json.loads(path.read_text(encoding="utf-8")).get("expect", {}):
            out.append(path)
    return out


@pytest.mark.parametrize("path", _scenario_errors(), ids=lambda p: p.stem)
def test_bad_input_scenarios_raise_a_dancer_code_and_change_nothing(path: Path) -> None:
    from bot.usecases.util import rules_error_text

    data = json.loads(path.read_text(encoding="utf-8"))
    s = load(data)
    *before, last = data["actions"]
    for text in before:
        s, _ = apply(s, text)
    snapshot = s.dumps()
    with pytest.raises(RulesError) as info:
        apply(s, last)
    assert info.value.code in CODES or info.value.code == "police-hq"
    assert s.dumps() == snapshot
    for lang in ("en", "pl"):
        text = rules_error_text(info.value, lang)
        assert "{" not in text and not text.startswith("Unknown") and len(text) > 10


# ---------------------------------------------------------------------- whole games
@pytest.mark.parametrize("other", ARMIES)
def test_random_games_against_every_army_terminate(other: str) -> None:
    for seed in range(3):
        armies = ["dancer", other] if seed % 2 else [other, "dancer"]
        s, played = play_random_game(armies, 500 + seed)
        assert s.phase == PHASE_OVER and s.result is not None
        assert any(a.verb == "dance" for a in played) or any(a.tile == "action" for a in played)
        assert replay(armies, 500 + seed, played) == s


@pytest.mark.parametrize("mode", [{"mode": "2v2"}, {"mode": "points"}, {"mode": "1v2"}])
def test_random_multiplayer_games_with_dancer_terminate(mode: dict[str, str]) -> None:
    armies = ["dancer", "outpost", "moloch", "borgo"][: 3 if mode["mode"] != "2v2" else 4]
    s, _ = play_random_game(armies, 77, **mode)
    assert s.phase == PHASE_OVER and s.result is not None


def test_greedy_ai_plays_dancer_and_against_it() -> None:
    s = new_game(["dancer", "hegemony"], 11)
    ai = GreedyAI(seed=1)
    dancer_played: list[Action] = []
    for _ in range(12):
        if s.phase == PHASE_OVER:
            break
        me = s.to_act
        for a in ai.play_turn(s):
            s, _ = apply(s, a)
            if me == 1:
                dancer_played.append(a)
    assert [a.tile for a in dancer_played[:3]] == list(OBJECTS) or {a.tile for a in dancer_played[:3]} == set(OBJECTS)
    assert any(a.verb in ("dance", "play") for a in dancer_played[3:])
