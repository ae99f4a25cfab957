"""Three to six players: modes, turn order, openings, the Final Battle, elimination, ties,
points, teams and the variants (S000 "ROZGRYWKA NA 3 GRACZY", "ROZGRYWKA NA 4 GRACZY",
"POWIĘKSZONE POLE BITWY", "BARDZIEJ TAKTYCZNA GRA"; abilities.md §1.2, §8)."""

from __future__ import annotations

import random

import pytest

from rules import IllegalAction, RulesError, apply, legal_actions, new_game
from rules.catalog import army
from rules.events import BattleFought, Drew, Event, GameOver, PlayerOut, TieBreak, TurnStarted
from rules.game import resign
from rules.state import PHASE_HQ, PHASE_OVER, PHASE_TURN, GameState
from tests.rules.helpers import board


def battles(events: list[Event]) -> list[BattleFought]:
    return [e for e in events if isinstance(e, BattleFought)]


def place_hqs(s: GameState, hexes: list[str]) -> GameState:
    for h in hexes:
        s, _ = apply(s, f"hq {h}")
    return s


def turns(events: list[Event]) -> list[int]:
    return [e.player for e in events if isinstance(e, TurnStarted)]


def end_turn(s: GameState) -> tuple[GameState, list[Event]]:
    """Discard if needed, then end the turn."""
    if s.turn.needs_discard:
        s, _ = apply(s, f"discard {s.players[s.current].hand[0]}")
    return apply(s, "end")


# ---------------------------------------------------------------------- set-up and bad input
@pytest.mark.parametrize(
    ("armies", "options", "code"),
    [
        (["moloch"], {}, "player-count"),
        (["moloch", "borgo", "outpost", "hegemony", "moloch", "borgo", "outpost"], {"radius": 3}, "player-count"),
        (["moloch", "borgo"], {"mode": "points"}, "mode-players"),
        (["moloch", "borgo", "outpost", "hegemony"], {"mode": "1v2"}, "mode-players"),
        (["moloch", "borgo", "outpost"], {"mode": "2v2"}, "mode-players"),
        (["moloch", "borgo", "outpost"], {"mode": "teams"}, "unknown-mode"),
        (["moloch", "borgo", "outpost", "hegemony", "moloch"], {}, "board-too-small"),
        (["moloch", "borgo", "moloch"], {}, "army-twice"),
        (["moloch", "borgo", "outpost", "hegemony"], {"mode": "2v2", "teams": [[1, 2, 3], [4]]}, "bad-teams"),
        (["moloch", "borgo", "outpost"], {"teams": [[1], [2, 3]]}, "no-teams"),
        (["moloch", "borgo", "outpost"], {"variants": ["fast"]}, "unknown-variant"),
        (["moloch", "borgo", "outpost"], {"hq_hp": 30}, "bad-hq-hp"),
    ],
)
def test_bad_set_ups_are_refused_with_a_code(armies: list[str], options: dict, code: str) -> None:
    with pytest.raises(RulesError) as err:
        new_game(armies, 1, **options)
    assert err.value.code == code


def test_hq_placement_follows_the_turn_order_then_openings_one_two_three() -> None:
    s = new_game(["moloch", "borgo", "outpost", "hegemony"], 3)
    assert s.current == 1
    s = place_hqs(s, ["A1", "A3", "E1", "E3"])
    sizes = []
    order = []
    for _ in range(6):
        order.append(s.current)
        sizes.append(len(s.players[s.current].hand))
        s, _ = end_turn(s)
    assert order == [1, 2, 3, 4, 1, 2]
    assert sizes == [1, 2, 3, 3, 3, 3]  # the kept tile of turn 1 stays in the hand


def test_two_player_mirror_match_stays_allowed() -> None:
    s = new_game(["moloch", "moloch"], 1)
    assert [p.army for p in s.players.values()] == ["moloch", "moloch"]


def test_one_against_a_team_hit_points_order_and_openings() -> None:
    """S000 "POJEDYNCZY GRACZ KONTRA DRUŻYNA": 20 against 13 and 13; order 1-2-1-3; openings 1(1) 2(2) 1(3)."""
    s = new_game(["moloch", "borgo", "outpost"], 5, mode="1v2")
    assert [s.players[p].hq_hp for p in (1, 2, 3)] == [20, 13, 13]
    assert s.teams == [[1], [2, 3]]
    s = place_hqs(s, ["A1", "C3", "E3"])
    seen = []
    for _ in range(8):
        seen.append((s.current, s.turn.hand_size))
        s, _ = end_turn(s)
    assert seen == [(1, 1), (2, 2), (1, 3), (3, 3), (1, 3), (2, 3), (1, 3), (3, 3)]


def test_teams_of_two_alternate_a_c_b_d_and_keep_20_hit_points() -> None:
    """Teams of two: allies never play one after the other; HQs at 20 (errata; docs/rulings.md M1)."""
    s = new_game(["moloch", "borgo", "outpost", "hegemony"], 5, mode="2v2", teams=[[1, 2], [3, 4]])
    assert s.order == [1, 3, 2, 4]
    assert all(p.hq_hp == 20 for p in s.players.values())
    s2 = new_game(["moloch", "borgo", "outpost", "hegemony"], 5, mode="2v2", hq_hp=15)
    assert all(p.hq_hp == 15 for p in s2.players.values())
    assert new_game(["moloch", "borgo", "outpost", "hegemony"], 5, mode="2v2").order == [1, 2, 3, 4]


# ---------------------------------------------------------------------- the Final Battle
def _three(piles: dict[int, list[str]]) -> GameState:
    s = board(
        {1: "moloch", 2: "borgo", 3: "outpost"},
        [("A1", 1, "hq", "N"), ("E3", 2, "hq", "N"), ("A3", 3, "hq", "N")],
    )
    for p, pile in piles.items():
        s.players[p].pile = pile
    return s


def test_final_battle_after_every_other_player_took_one_more_turn() -> None:
    """S000: gdy którykolwiek z graczy pociągnie ostatni żeton, reszta graczy rozgrywa jeszcze swoją kolejkę."""
    s = _three({1: ["blocker"] * 9, 2: ["mutant"], 3: ["runner"] * 9})
    s.players[2].hq_hp, s.players[3].hq_hp = 15, 12
    s, _ = apply(s, "end")  # player 1 ends; player 2 draws the last tile of the pile
    assert s.current == 2 and s.last_draw_by == 2 and s.final_wait == [3, 1]
    s, events = end_turn(s)
    assert not battles(events) and s.current == 3
    s, events = end_turn(s)
    assert not battles(events) and s.current == 1
    note = [e for e in events if isinstance(e, TurnStarted)][-1].note
    assert note == "last turn before the Final Battle"
    s, events = end_turn(s)
    [b] = battles(events)
    assert b.cause == "final" and b.player == 2
    assert s.result is not None and (s.result.winner, s.result.reason) == (1, "hp")
    assert s.result.ranking == ((1,), (2,), (3,))


def test_one_against_a_team_single_player_out_of_tiles_only_the_next_opponent_plays() -> None:
    """NI-FAQ mp.11: when the single player runs out, only the next opponent takes a last turn."""
    s = new_game(["moloch", "borgo", "outpost"], 2, mode="1v2")
    s = place_hqs(s, ["A1", "C3", "E3"])
    s.players[1].pile = s.players[1].pile[:1]  # player 1 already holds its opening tile
    s, _ = end_turn(s)  # player 1's opening turn
    s, _ = end_turn(s)  # player 2
    assert s.current == 1 and s.last_draw_by == 1  # player 1 drew its last tile
    assert s.final_wait == [3]  # the next opponent, not player 2 as well
    s, events = end_turn(s)
    assert s.current == 3 and not battles(events)
    s, events = end_turn(s)
    assert [b.cause for b in battles(events)] == ["final"]


# ---------------------------------------------------------------------- elimination, resign
def test_eliminated_player_is_skipped_and_the_game_goes_on() -> None:
    s = board(
        {1: "hegemony", 2: "borgo", 3: "outpost"},
        [("A1", 1, "hq", "N"), ("C4", 1, "gladiator", "N"), ("C3", 2, "hq", "N"), ("E3", 3, "hq", "N")],
        hands={"1": ["battle"]},
    )
    s.players[2].hq_hp = 2
    for p in (1, 2, 3):
        s.players[p].pile = ["battle"] * 5 if p == 1 else ["mutant"] * 5 if p == 2 else ["runner"] * 5
    s, events = apply(s, "play battle")
    assert [e.player for e in events if isinstance(e, PlayerOut)] == [2]
    assert s.players[2].out and s.out_order == [2]
    assert s.current == 3
    s, events = end_turn(s)
    assert s.current == 1
    s, events = end_turn(s)
    assert s.current == 3  # player 2 is skipped


def test_resign_in_a_free_for_all_of_four_removes_only_that_player() -> None:
    s = new_game(["moloch", "borgo", "outpost", "hegemony"], 8)
    s = place_hqs(s, ["A1", "A3", "E1", "E3"])
    s, _ = end_turn(s)  # player 2 to act
    s, events = resign(s, 2)
    assert s.phase != PHASE_OVER and s.players[2].out
    assert all(u.player != 2 for u in s.units.values())
    assert s.current == 3
    s, events = resign(s, 4)
    s, events = resign(s, 3)
    [over] = [e for e in events if isinstance(e, GameOver)]
    assert over.winner == 1 and over.reason == "resigned"
    assert s.result is not None and s.result.ranking == ((1,), (3,), (4,), (2,))
    with pytest.raises(IllegalAction):
        resign(s, 3)


def test_resigning_before_placing_an_hq_lets_the_next_player_place_theirs() -> None:
    """Ruling M17: a player who resigns in the HQ phase leaves; the others still place
    their HQs in turn order, then the first of them still in the game takes turn 1."""
    s = new_game(["moloch", "borgo", "outpost"], 8)
    s, _ = resign(s, 1)
    assert s.phase == PHASE_HQ and s.current == 2
    s, _ = apply(s, "hq A1")
    s, _ = apply(s, "hq E3")
    assert s.phase == PHASE_TURN and s.current == 2 and s.turn_number == 1
    t = new_game(["moloch", "borgo", "outpost"], 8)
    t, _ = apply(t, "hq A1")
    t, _ = resign(t, 3)  # not the one to act: player 2 places, then player 1 starts
    t, _ = apply(t, "hq E3")
    assert t.phase == PHASE_TURN and t.current == 1
    assert t.hq_of(3) is None


def test_resign_in_a_team_game_gives_the_win_to_the_other_team() -> None:
    s = new_game(["moloch", "borgo", "outpost", "hegemony"], 8, mode="2v2")
    s = place_hqs(s, ["A1", "A3", "E1", "E3"])
    s, _ = resign(s, 3)
    assert s.result is not None and s.result.winners == (2, 4) and s.result.winner is None


# ---------------------------------------------------------------------- ties
def test_tie_for_the_lead_losers_drop_out_of_scoring_tied_players_play_once_more() -> None:
    """S000 "Remis": the losers' counters leave, their tiles stay and fight; each tied player
    takes one extra turn starting after the player who ended the game, then one more battle."""
    s = _three({1: ["blocker"] * 9, 2: ["mutant"], 3: ["runner"] * 9})
    s.players[3].hq_hp = 15
    s, _ = apply(s, "end")  # 2 draws last
    for _ in range(3):
        s, events = end_turn(s)  # 2, 3, then 1 ends: the Final Battle
    [tie] = [e for e in events if isinstance(e, TieBreak)]
    assert tie.players == [2, 1] and tie.dropped == [3]
    assert not s.players[3].scoring and s.hq_of(3) is not None  # tiles stay
    assert s.current == 2
    s, events = end_turn(s)
    assert s.current == 1
    s, events = end_turn(s)
    assert [b.cause for b in battles(events)] == ["overtime"]
    assert s.result is not None and s.result.winners == (1, 2) and s.result.reason == "hp_tie"
    assert s.result.ranking == ((1, 2), (3,))


# ---------------------------------------------------------------------- variants
def test_reinforcements_draw_up_to_six_discard_one_play_at_most_two() -> None:
    s = new_game(["moloch", "borgo", "outpost"], 4, variants=["reinforcements"])
    s = place_hqs(s, ["A1", "C3", "E3"])
    assert len(s.players[1].hand) == 4 and not s.turn.needs_discard
    s, _ = end_turn(s)
    assert len(s.players[2].hand) == 5
    s, _ = end_turn(s)
    ps = s.players[3]
    assert len(ps.hand) == 6 and s.turn.needs_discard
    ps.hand = ["sniper", "commando", "hmg", "brawler", "medic", "runner"]
    s, _ = apply(s, "discard sniper")
    boards = ["commando", "hmg", "brawler"]
    free = ["B2", "B3", "D2", "D3"]
    for tile, h in zip(boards[:2], free, strict=False):
        s, _ = apply(s, f"place {tile} {h} N")
    assert not [a for a in legal_actions(s) if a.verb in ("place", "play")]
    with pytest.raises(IllegalAction) as err:
        apply(s, f"place {boards[2]} D3 N")
    assert err.value.code == "play-limit"
    s, _ = apply(s, "end")
    assert s.players[3].hand == ["brawler", "medic", "runner"]  # the rest is kept for the next turn


def test_alternative_start_first_player_draws_three_discards_one_uses_one() -> None:
    s = new_game(["moloch", "borgo", "outpost"], 9, variants=["alt-start"])
    s = place_hqs(s, ["A1", "C3", "E3"])
    assert len(s.players[1].hand) == 3 and s.turn.needs_discard
    hand = s.players[1].hand
    boards = [t for t in hand if army(s.players[1].army).tile(t).is_board_tile]
    s, _ = apply(s, f"discard {next(t for t in hand if t != boards[0])}")
    s, _ = apply(s, f"place {boards[0]} B2 N")
    assert not [a for a in legal_actions(s) if a.verb in ("place", "play")]
    s, events = apply(s, "end")
    drew = [e for e in events if isinstance(e, Drew)]
    assert s.current == 2 and len(drew[0].tiles) == 3 and s.turn.needs_discard


# ---------------------------------------------------------------------- the enlarged board
def test_four_players_may_take_the_37_hex_board_whose_ring_does_not_start_battles() -> None:
    s = new_game(["moloch", "borgo", "outpost", "hegemony"], 1, radius=3)
    outer = [s.board.name(h) for h in s.board.hexes if h not in s.board.core]
    s = place_hqs(s, outer[:4])
    assert all(u.hex not in s.board.core for u in s.units.values())


# ---------------------------------------------------------------------- whole games
@pytest.mark.parametrize(
    ("armies", "options"),
    [
        (["moloch", "borgo", "outpost"], {}),
        (["moloch", "borgo", "outpost", "hegemony"], {"radius": 3}),
        (["moloch", "borgo", "outpost", "hegemony"], {"mode": "points"}),
        (["moloch", "borgo", "outpost"], {"mode": "1v2"}),
        (["moloch", "borgo", "outpost", "hegemony"], {"mode": "2v2"}),
        (["hegemony", "moloch", "outpost", "borgo"], {"mode": "2v2", "variants": ["reinforcements"]}),
        (["borgo", "hegemony", "moloch"], {"variants": ["alt-start"]}),
    ],
)
@pytest.mark.parametrize("seed", [1, 2])
def test_random_games_of_every_mode_end_with_every_tile_in_one_place(
    armies: list[str], options: dict, seed: int
) -> None:
    rng = random.Random(seed)
    s = new_game(armies, seed, **options)
    total = {p: len(ps.pile) for p, ps in s.players.items()}
    played = []
    for _ in range(3000):
        if s.phase == PHASE_OVER:
            break
        action = rng.choice(legal_actions(s))
        played.append(action)
        s, _ = apply(s, action)
        for p, ps in s.players.items():
            on_board = sum(1 for u in s.units.values() if u.player == p and u.tile != "hq")
            assert len(ps.pile) + len(ps.hand) + len(ps.discard) + on_board == total[p]
    assert s.phase == PHASE_OVER and s.result is not None
    ranked = [p for group in s.result.ranking for p in group]
    assert sorted(ranked) == sorted(s.players)
    again = new_game(armies, seed, **options)
    for a in played:
        again, _ = apply(again, a)
    assert again == s
    assert GameState.loads(s.dumps()) == s


# ---------------------------------------------------------------------- computer players
def test_the_evaluation_counts_an_ally_as_a_friend_not_an_enemy() -> None:
    from rules.ai.greedy import evaluate

    base = [("A1", 1, "hq", "N"), ("E3", 2, "hq", "N"), ("A3", 3, "hq", "N"), ("E1", 4, "hq", "N")]
    alone = board({1: "moloch", 2: "borgo", 3: "outpost", 4: "hegemony"}, base, mode="2v2")
    helped = board(
        {1: "moloch", 2: "borgo", 3: "outpost", 4: "hegemony"}, [*base, ("C1", 3, "brawler", "N")], mode="2v2"
    )
    assert evaluate(helped, 1) > evaluate(alone, 1)
    harmed = board(
        {1: "moloch", 2: "borgo", 3: "outpost", 4: "hegemony"}, [*base, ("C1", 2, "brawler", "N")], mode="2v2"
    )
    assert evaluate(harmed, 1) < evaluate(alone, 1)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
@pytest.mark.parametrize(
    ("armies", "options"),
    [(["moloch", "borgo", "outpost"], {}), (["hegemony", "borgo", "outpost", "moloch"], {"mode": "2v2"})],
)
def test_every_level_plays_legal_moves_in_multiplayer_games(level: str, armies: list[str], options: dict) -> None:
    from rules.ai import make_player
    from rules.ai.budget import IterationBudget
    from rules.ai.ismcts import HardAI

    s = new_game(armies, 3, **options)
    player = HardAI(1, lambda: IterationBudget(2), root_sample=12) if level == "hard" else make_player(level, 1)
    for _ in range(12 if level == "hard" else 40):
        if s.phase == PHASE_OVER:
            break
        action = player.choose(s)
        assert action in legal_actions(s)
        s, _ = apply(s, action)
