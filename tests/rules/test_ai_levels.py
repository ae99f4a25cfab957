"""The three AI levels: legal actions only, no peeking at hidden tiles, budgets, duels."""

from __future__ import annotations

import json
import random

import pytest

from rules.ai import LEVELS, HardAI, IterationBudget, TimeBudget, make_player, random_action
from rules.ai.duel import army_pairs, main, play_duel_game
from rules.ai.infoset import canonical, determinize
from rules.catalog import ARMIES
from rules.game import apply, legal_actions, new_game
from rules.state import PHASE_HQ, PHASE_OVER, PHASE_TURN, GameState
from tests.rules.helpers import board


def _midgame(seed: int, steps: int) -> GameState:
    """A state reached by random play where the player to act has a real choice."""
    rng = random.Random(seed)
    armies = tuple(rng.sample(ARMIES, 2))
    state = new_game((armies[0], armies[1]), seed)
    taken = 0
    while taken < steps or state.phase != PHASE_TURN or state.pending is not None or len(legal_actions(state)) < 3:
        after, _ = apply(state, random_action(state, rng))
        taken += 1
        if after.phase == PHASE_OVER:
            return _midgame(seed + 1000, steps)
        state = after
    return state


def _hard(iterations: int = 4, seed: int = 0) -> HardAI:
    return HardAI(seed, lambda: IterationBudget(iterations), root_sample=30)


def _reshuffled(state: GameState, seat: int, seed: int) -> GameState:
    """The same information set for ``seat`` with a different hidden order: every pile
    shuffled (hands, drawn tiles face up, stay as they are)."""
    s = state.copy()
    rng = random.Random(seed)
    for ps in s.players.values():
        rng.shuffle(ps.pile)
    return s


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_legal_actions_for_every_army(level: str) -> None:
    for i, armies in enumerate(army_pairs()[::2]):
        state = new_game(armies, 40 + i)
        player = _hard(2, i) if level == "hard" else make_player(level, i)
        for _ in range(14 if level != "hard" else 6):
            if state.phase == PHASE_OVER:
                break
            action = player.choose(state)
            assert action in legal_actions(state), f"{level} played the illegal {action} for {armies}"
            state, _ = apply(state, action)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_level_is_legal_in_the_middle_of_a_game(seed: int) -> None:
    state = _midgame(seed, 30 + 7 * seed)
    for level in LEVELS:
        player = _hard(3, seed) if level == "hard" else make_player(level, seed)
        assert player.choose(state) in legal_actions(state)


@pytest.mark.parametrize("seed,steps", [(11, 9), (12, 24), (13, 40), (14, 55), (15, 70)])
def test_hard_does_not_peek_at_pile_order(seed: int, steps: int) -> None:
    state = _midgame(seed, steps)
    me = state.to_act
    other_view = _reshuffled(state, me, seed)
    assert other_view.players[me].hand == state.players[me].hand
    assert canonical(other_view, me).dumps() == canonical(state, me).dumps()
    first, second = _hard(5, 7).suggest(state), _hard(5, 7).suggest(other_view)
    assert first.iterations == 5  # a real search, over determinizations
    assert first.action == second.action


def test_determinizations_only_deal_the_unseen_tiles() -> None:
    state = _midgame(5, 30)
    me = state.to_act
    d = determinize(state, me, random.Random(1))
    for p, ps in state.players.items():  # hands and discards are public: never dealt anew
        assert d.players[p].hand == ps.hand
        assert d.players[p].discard == ps.discard
        assert sorted(d.players[p].pile) == sorted(ps.pile)  # only the order is dealt
    assert d.units.keys() == state.units.keys()


def test_hard_is_reproducible_with_an_iteration_budget() -> None:
    state = _midgame(21, 20)
    assert _hard(4, 3).suggest(state) == _hard(4, 3).suggest(state)


class FakeClock:
    """A clock that moves on by ``step`` seconds every time it is read."""

    def __init__(self, step: float) -> None:
        self.now = 0.0
        self.step = step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def test_time_budget_is_respected_within_a_fifth() -> None:
    state = _midgame(31, 26)
    clock = FakeClock(0.004)
    ai = HardAI(1, lambda: TimeBudget(0.3, clock), root_sample=30)
    start = clock.now
    suggestion = ai.suggest(state)
    spent = clock.now - start
    assert suggestion.iterations >= 2
    assert 0.3 <= spent <= 0.3 * 1.2


def test_iteration_budget_counts_iterations() -> None:
    state = _midgame(32, 26)
    suggestion = _hard(6, 2).suggest(state)
    assert suggestion.iterations == 6


def test_hard_plays_the_battle_that_destroys_the_enemy_hq() -> None:
    state = board(
        {1: "outpost", 2: "moloch"},
        [("A1", 1, "hq", "N"), ("C2", 2, "hq", "N"), ("C3", 1, "runner", "N")],
        hands={"1": ["battle", "sniper"]},
    )
    state.players[2].hq_hp = 1
    state.turn.acted = True
    suggestion = _hard(6).suggest(state)
    assert str(suggestion.action) == "play battle"
    assert suggestion.reason == "wins_game"


def test_suggestion_has_a_reason_code_and_arguments() -> None:
    state = _midgame(41, 18)
    s = _hard(3).suggest(state)
    assert s.action in legal_actions(state)
    assert isinstance(s.reason, str) and s.reason
    for value in s.args.values():
        assert isinstance(value, str | int)


def test_duel_game_swaps_seats_and_rotates_armies() -> None:
    pairs = army_pairs()
    first = play_duel_game(0, "easy", "medium", 5, None, pairs, FakeClock(0.001))
    second = play_duel_game(1, "easy", "medium", 5, None, pairs, FakeClock(0.001))
    third = play_duel_game(2, "easy", "medium", 5, None, pairs, FakeClock(0.001))
    assert (first.a_seat, second.a_seat) == (1, 2)
    assert first.armies == second.armies != third.armies
    assert (first.levels, second.levels) == (("easy", "medium"), ("medium", "easy"))
    assert first.reason and first.turn_ms["easy"] and first.turn_ms["medium"]


def test_duel_prints_a_json_summary_last(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--a", "easy", "--b", "easy", "--games", "2", "--seed", "3", "--workers", "1"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    summary = json.loads(last)
    for key in ("a_wins", "b_wins", "draws", "a_turn_ms_p50", "a_turn_ms_p95"):
        assert key in summary
    assert summary["a_wins"] + summary["b_wins"] + summary["draws"] == 2


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_the_enlarged_board(level: str) -> None:
    state = new_game(("borgo", "outpost"), 5, radius=3)
    player = _hard(2, 1) if level == "hard" else make_player(level, 1)
    for _ in range(8):
        action = player.choose(state)
        assert action in legal_actions(state)
        state, _ = apply(state, action)


def test_a_foundation_on_the_board_is_counted_so_the_hidden_pile_is_never_read() -> None:
    # a Hole lies on the board as a Foundation, not a unit: the count of the unseen tiles
    # must take it off, or the count does not add up and the pile itself is read
    from rules.ai.infoset import unseen_tiles
    from rules.state import Foundation

    state = new_game(("sharrash", "borgo"), 3)
    while state.phase == PHASE_HQ:  # both HQs on the board
        state, _ = apply(state, legal_actions(state)[0])
    ps = state.players[1]
    assert "hole" in ps.pile
    ps.pile.remove("hole")
    state.foundations[state.board.parse("C3")] = Foundation(99, 1, "hole", state.board.parse("C3"))
    counted = unseen_tiles(state, 1)
    assert counted == sorted(ps.pile)
    ps.pile[ps.pile.index("battle")] = "mortar"  # the pile as only its owner knows it
    assert unseen_tiles(state, 1) == counted  # the same count: nothing was read from the pile


def test_the_instant_values_ab_bench_plays_each_deal_twice_with_the_seats_swapped() -> None:
    # bench/bench_ai_ab.py: the same values on both sides must give twin games with opposite
    # results (a change that does nothing scores exactly 50 %), and the values are restored
    from bench.bench_ai_ab import play
    from rules.ai import greedy

    before = dict(greedy._INSTANT_VALUES)
    first = play((7, "moloch", "borgo", 1, {}, {}))
    second = play((7, "moloch", "borgo", 2, {}, {}))
    assert first[0] == "moloch" and second[0] == "borgo"
    assert first[1] == -second[1]
    assert play((7, "moloch", "borgo", 1, {"battle": 9.0}, {}))[0] == "moloch"
    assert before == greedy._INSTANT_VALUES


def test_the_hard_level_discards_a_battle_the_medium_level_keeps() -> None:
    # rules.ai.greedy.HARD_VALUES: a Battle is worth 1 in hand to the hard level (it is played
    # the moment it gains, not kept), 4 to the medium and easy levels, which keep what they had
    from rules.ai.greedy import HARD_VALUES, GreedyAI

    rng = random.Random(2)
    state = new_game(("sharrash", "borgo"), 2)
    while not (state.to_act == 1 and state.turn.needs_discard and len(state.players[1].hand) == 3):
        state, _ = apply(state, random_action(state, rng))
    state.players[1].hand = ["battle", "explosive", "mortar"]
    legal = legal_actions(state)
    assert GreedyAI(1)._discard(state, legal).tile == "explosive"  # worth 2.8: less than a Battle's 4
    assert GreedyAI(1, values=HARD_VALUES)._discard(state, legal).tile == "battle"
    assert _hard(3)._greedy.values is HARD_VALUES
