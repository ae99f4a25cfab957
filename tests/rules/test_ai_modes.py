"""The computer players in every mode and with every army (issue 24): public information,
set-up on an open board, team play, the points mode, the duel tool's seats and modes."""

from __future__ import annotations

import json
import random

import pytest

from rules.actions import Action
from rules.ai import LEVELS, HardAI, IterationBudget, evaluate, make_player, random_action
from rules.ai.duel import Match, deal, main, play_duel_game, seat_levels
from rules.ai.greedy import GreedyAI
from rules.ai.infoset import canonical, determinize, unseen_tiles
from rules.battle import fight
from rules.game import apply, legal_actions, new_game
from rules.state import MODE_2V2, MODE_POINTS, PHASE_HQ, PHASE_OVER, PHASE_TURN, GameState
from tests.rules.helpers import board


def _hard(iterations: int = 4, seed: int = 0) -> HardAI:
    return HardAI(seed, lambda: IterationBudget(iterations), root_sample=30)


class _Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        self.t += 0.001
        return self.t


def _midgame(armies: tuple[str, ...], seed: int, steps: int, **options: object) -> GameState:
    rng = random.Random(seed)
    state = new_game(armies, seed, **options)  # type: ignore[arg-type]
    taken = 0
    while taken < steps or state.phase != PHASE_TURN or state.pending is not None or len(legal_actions(state)) < 3:
        after, _ = apply(state, random_action(state, rng))
        taken += 1
        assert after.phase != PHASE_OVER
        state = after
    return state


# ---------------------------------------------------------------- public information
def test_unseen_tiles_are_counted_from_what_the_table_shows() -> None:
    state = _midgame(("moloch", "borgo", "steel-police"), 3, 40, radius=2)
    for p, ps in state.players.items():
        assert unseen_tiles(state, p) == sorted(ps.pile)
        hidden = state.copy()
        random.Random(p).shuffle(hidden.players[p].pile)
        assert unseen_tiles(hidden, p) == unseen_tiles(state, p)


def test_hands_discards_and_pile_sizes_are_public() -> None:
    state = _midgame(("outpost", "hegemony", "dancer", "moloch"), 8, 60, radius=3)
    me = state.to_act
    c = canonical(state, me)
    d = determinize(state, me, random.Random(4))
    for p, ps in state.players.items():
        for view in (c, d):
            assert view.players[p].hand == ps.hand
            assert view.players[p].discard == ps.discard
            assert (view.players[p].hq_hp, view.players[p].points) == (ps.hq_hp, ps.points)
            assert sorted(view.players[p].pile) == sorted(ps.pile)


def test_the_hidden_pile_order_never_changes_the_hard_choice() -> None:
    state = _midgame(("borgo", "outpost"), 12, 24)
    me = state.to_act
    other = state.copy()
    for ps in other.players.values():
        random.Random(9).shuffle(ps.pile)
    assert canonical(other, me).dumps() == canonical(state, me).dumps()
    assert _hard(5, 2).suggest(state).action == _hard(5, 2).suggest(other).action


def _with_opponent_hand(state: GameState, opp: int, tiles: list[str]) -> GameState:
    s = state.copy()
    ps = s.players[opp]
    pool = ps.hand + ps.pile
    for t in tiles:
        pool.remove(t)
    ps.hand, ps.pile = list(tiles), pool
    return s


def test_an_opponent_face_up_hand_is_read() -> None:
    """Two states that differ only in which of the opponent's tiles lie face up in its hand
    (the rest in its pile): the seat tells them apart (the old information set pooled hand
    and pile, so it could not), and the hard level's choice can differ."""
    changed = []
    for seed in (12, 13, 14, 15, 16, 17):
        state = _midgame(("borgo", "outpost"), seed, 24)
        me = state.to_act
        opp = 3 - me
        tiles = sorted(set(state.players[opp].hand + state.players[opp].pile))
        if len(tiles) < 4:
            continue
        one = _with_opponent_hand(state, opp, tiles[:2])
        two = _with_opponent_hand(state, opp, tiles[-2:])
        assert sorted(one.players[opp].hand + one.players[opp].pile) == sorted(
            two.players[opp].hand + two.players[opp].pile
        )
        assert canonical(one, me).dumps() != canonical(two, me).dumps()
        assert canonical(one, me).players[opp].hand == tiles[:2]
        changed.append(_hard(6, 2).suggest(one).action != _hard(6, 2).suggest(two).action)
    assert len(changed) >= 3 and any(changed)


# ---------------------------------------------------------------- set-up on an open board
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_hqs_are_not_placed_beside_the_enemy_hqs(level: str) -> None:
    """A four-player free-for-all on 37 hexes: the human takes D4 (the centre); no computer
    HQ goes next to it nor next to another computer's HQ."""
    for seed in range(3):
        state = new_game(("moloch", "borgo", "outpost", "hegemony"), seed, radius=3)
        state, _ = apply(state, "hq D4")
        while state.phase == PHASE_HQ:
            player = _hard(2, seed) if level == "hard" else make_player(level, seed * 7 + state.to_act)
            state, _ = apply(state, player.choose(state))
        hqs = [hq.hex for p in state.players if (hq := state.hq_of(p)) is not None]
        assert len(hqs) == 4
        for i, h in enumerate(hqs):
            assert all(h.distance(o) >= 2 for o in hqs[i + 1 :]), [state.board.name(x) for x in hqs]


def test_two_player_hq_still_takes_an_inner_hex_away_from_the_enemy() -> None:
    state = new_game(("moloch", "borgo"), 3)
    state, _ = apply(state, "hq C2")
    action = make_player("medium", 1).choose(state)
    hex_ = state.board.parse(action.hexes[0])
    assert hex_.distance(state.board.parse("C3")) == 1
    assert hex_.distance(state.board.parse("C2")) >= 2


# ---------------------------------------------------------------- teams
def _team_position() -> GameState:
    """2 vs 2 (1+3 against 2+4): Moloch's units hit allies too ("Moloch w trybie
    drużynowym"), and its ally's HQ is in reach of some placements."""
    return board(
        {1: "moloch", 2: "outpost", 3: "borgo", 4: "hegemony"},
        [("C3", 3, "hq", "N"), ("A1", 2, "hq", "N"), ("E3", 4, "hq", "N"), ("C5", 1, "hq", "N")],
        mode="2v2",
        hands={"1": ["gauss-cannon", "hornet"]},
        current=1,
    )


def _ally_harm(state: GameState, action: Action) -> int:
    after = apply(state, action)[0].copy()
    fight(after, "simulated", 1)
    return state.players[3].hq_hp - after.players[3].hq_hp


@pytest.mark.parametrize("level", LEVELS)
def test_team_play_never_harms_the_ally(level: str) -> None:
    state = _team_position()
    assert state.mode == MODE_2V2 and state.allies(1, 3) and state.hostile(1, 3)
    harmful = [a for a in legal_actions(state) if a.verb == "place" and _ally_harm(state, a) > 0]
    assert harmful  # the position offers a way to hurt the ally
    player = _hard(12, 1) if level == "hard" else make_player(level, 1)
    me = state.to_act
    for _ in range(3):  # the whole turn
        action = player.choose(state)
        if action.verb == "place":
            assert _ally_harm(state, action) == 0, action
        state, _ = apply(state, action)
        if state.to_act != me:
            break


def test_the_allys_hq_counts_as_ones_own() -> None:
    state = _team_position()
    hurt = state.copy()
    hurt.players[3].hq_hp -= 3
    enemy_hurt = state.copy()
    enemy_hurt.players[2].hq_hp -= 3
    assert evaluate(hurt, 1) < evaluate(state, 1) < evaluate(enemy_hurt, 1)


# ---------------------------------------------------------------- points mode
def test_points_mode_evaluation_counts_points_not_hq_hit_points() -> None:
    state = _midgame(("moloch", "borgo", "outpost"), 5, 20, mode=MODE_POINTS)
    me = state.to_act
    enemy = next(p for p in state.players if p != me)
    base = evaluate(state, me)
    scored = state.copy()
    scored.players[me].points += 3
    enemy_scored = state.copy()
    enemy_scored.players[enemy].points += 3
    wounded = state.copy()
    wounded.players[me].hq_hp -= 3
    assert evaluate(scored, me) > base > evaluate(enemy_scored, me)
    assert base - evaluate(wounded, me) < evaluate(scored, me) - base  # a point outweighs an HP


def test_free_for_all_prefers_hitting_the_leader() -> None:
    state = _midgame(("moloch", "borgo", "outpost"), 6, 20)
    me = state.to_act
    a, b = (p for p in state.players if p != me)
    state.players[a].hq_hp, state.players[b].hq_hp = 18, 10  # a leads
    hit_leader, hit_weak = state.copy(), state.copy()
    hit_leader.players[a].hq_hp -= 2
    hit_weak.players[b].hq_hp -= 2
    assert evaluate(hit_leader, me) > evaluate(hit_weak, me) > evaluate(state, me)


# ---------------------------------------------------------------- every army, every level
@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(
    ("armies", "options"),
    [
        (("steel-police", "moloch"), {}),
        (("beasts", "hegemony"), {}),
        (("dancer", "outpost"), {}),
        (("steel-police", "beasts", "dancer"), {"mode": MODE_POINTS}),
    ],
)
def test_each_extra_army_is_played_by_each_level(level: str, armies: tuple[str, ...], options: dict) -> None:
    state = new_game(armies, 17, **options)
    players = {p: (_hard(2, p) if level == "hard" else make_player(level, p)) for p in state.players}
    for _ in range(40):  # set-up and a few turns of each army
        if state.phase == PHASE_OVER:
            break
        action = players[state.to_act].choose(state)
        assert action in legal_actions(state)
        state, _ = apply(state, action)
    assert state.turn_number >= 3


# ---------------------------------------------------------------- the duel tool
def test_seats_rotate_so_every_level_sits_everywhere() -> None:
    m = Match(("hard", "medium", "medium", "medium"))
    assert [seat_levels(m, i).index("hard") for i in range(4)] == [0, 1, 2, 3]
    teams = Match(("hard", "medium", "hard", "medium"), mode=MODE_2V2)
    assert seat_levels(teams, 1) == ("medium", "hard", "medium", "hard")
    one = Match(("hard", "medium", "medium"), mode="1v2")
    assert seat_levels(one, 1) == ("hard", "medium", "medium")
    big = Match(("hard", "medium", "medium", "medium"), radius=3)
    dealt = deal(big, 0)
    assert len(set(dealt)) == 4 and "beasts" not in dealt
    assert deal(big, 0) == dealt  # reproducible


def test_a_multi_seat_duel_game_reports_places() -> None:
    m = Match(("medium", "easy", "easy"), mode=MODE_POINTS, seed=2)
    o = play_duel_game(1, m, clock=_Clock())
    assert o.levels == ("easy", "medium", "easy")
    assert len(o.places) == 3 and min(o.places) == 1
    assert o.decision_ms["medium"] and o.turn_ms["easy"]


def test_duel_cli_prints_one_json_object_per_level(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--seats", "medium,easy,easy", "--mode", "points", "--games", "2", "--seed", "3", "--workers", "1"]
    assert main(argv + ["--clock", "cpu"]) == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["games"] == 2 and summary["mode"] == "points" and summary["clock"] == "cpu"
    for level in ("medium", "easy"):
        row = summary["levels"][level]
        for key in ("wins", "shared_wins", "losses", "mean_place", "decision_ms", "turn_ms"):
            assert key in row
        assert set(row["decision_ms"]) == {"p50", "p95", "max"}
    assert summary["levels"]["medium"]["seats"] == 2 and summary["levels"]["easy"]["seats"] == 4


def test_duel_cli_continues_a_stopped_run_from_a_given_game(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--seats", "medium,easy,easy", "--mode", "points", "--seed", "3", "--workers", "1", "--progress"]
    assert main(argv + ["--games", "2"]) == 0
    whole = capsys.readouterr()
    assert main(argv + ["--games", "1", "--first", "1"]) == 0
    rest = capsys.readouterr()
    assert rest.err.strip() == whole.err.strip().splitlines()[-1]  # the same game 1: deal, seats, result
    assert rest.err.startswith("game 1:")
    summary = json.loads(rest.out.strip().splitlines()[-1])
    assert summary["first_game"] == 1 and summary["games"] == 1


def test_greedy_setup_for_dancer_and_beasts_is_legal() -> None:
    for armies in (("dancer", "borgo", "moloch", "outpost"), ("beasts", "borgo")):
        state = new_game(armies, 4, radius=2)
        while state.phase == PHASE_HQ:
            action = GreedyAI(1).choose(state)
            assert action in legal_actions(state)
            state, _ = apply(state, action)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(
    "options",
    [
        {"mode": "1v2", "variants": ("reinforcements",)},
        {"mode": MODE_2V2, "radius": 3, "variants": ("alt-start",)},
        {"mode": "ffa", "radius": 3, "variants": ("alt-start", "reinforcements")},
    ],
)
def test_every_level_plays_every_mode_and_variant(level: str, options: dict) -> None:
    armies = ("moloch", "borgo", "outpost", "hegemony")[: 3 if options["mode"] == "1v2" else 4]
    state = new_game(armies, 23, **options)
    players = {p: (_hard(2, p) if level == "hard" else make_player(level, p)) for p in state.players}
    for _ in range(50):
        if state.phase == PHASE_OVER:
            break
        action = players[state.to_act].choose(state)
        assert action in legal_actions(state)
        state, _ = apply(state, action)
    assert state.turn_number >= 4
