"""Property tests on random legal play (hypothesis chooses armies and seeds)."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules import Action, apply, legal_actions, new_game, replay
from rules.ai import random_action
from rules.catalog import ARMIES, SMALL_BOARD_ONLY, army
from rules.state import PHASE_HQ, PHASE_OVER, GameState

armies = st.tuples(st.sampled_from(ARMIES), st.sampled_from(ARMIES))
seeds = st.integers(min_value=0, max_value=2**31)
SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def check_tiles_in_one_place(s: GameState) -> None:
    """Every tile of every army is in exactly one place: pile, hand, board or discard; and
    markers lie only on units on the board (they leave with them)."""
    present = {u.uid for u in s.units.values()}
    assert set(s.markers) <= present and all(s.markers.values()), s.markers
    for found in s.markers.values():
        assert all(not s.players[m.player].out for m in found)
    for p, ps in s.players.items():
        a = army(ps.army)
        hqs = {t.key for t in a.tiles if t.is_hq}  # the HQ, or Dancer's three Objects
        expected = Counter({k: n for k, n in a.composition().items() if k not in hqs})
        on_board = Counter(u.tile for u in s.units.values() if s.owner(u) == p and u.tile not in hqs)
        on_board += Counter(f.tile for f in s.foundations.values() if f.player == p)  # Foundations (not units)
        assert all(f.hex == h for h, f in s.foundations.items())
        where = Counter(ps.pile) + Counter(ps.hand) + Counter(ps.discard) + on_board
        if a.lair is not None and s.phase == PHASE_HQ and not where[a.lair.key]:
            where[a.lair.key] += 1  # Cerberus is set aside with the HQ until it goes next to it
        assert where == expected, f"player {p}: {where - expected} extra, {expected - where} missing"
        hq_on_board = any(s.owner(u) == p and u.tile in hqs for u in s.units.values())
        if a.objects and s.phase != PHASE_HQ and ps.hq_hp > 0:  # every Object stands, and hq_hp is their sum
            mine = [u for u in s.units.values() if s.owner(u) == p and u.tile in hqs]
            assert len(mine) == 3 and ps.hq_hp == sum(10 - u.wounds for u in mine)
        assert hq_on_board or s.phase == PHASE_HQ or ps.hq_hp == 0


def play(armies_: tuple[str, str], seed: int, probe: int = 0) -> tuple[GameState, list[Action]]:
    rng = random.Random(seed)
    s = new_game(armies_, seed)
    played: list[Action] = []
    while s.phase != PHASE_OVER:
        check_tiles_in_one_place(s)
        if probe:
            legal = legal_actions(s)
            for a in rng.sample(legal, min(probe, len(legal))):
                apply(s, a)  # must not raise: legal_actions only offers what apply accepts
                assert Action.parse(str(a)) == a
        a = random_action(s, rng)
        s, _ = apply(s, a)
        played.append(a)
        assert len(played) < 5000, "game did not terminate"
    check_tiles_in_one_place(s)
    return s, played


@SETTINGS
@given(armies, seeds)
def test_random_games_terminate_with_a_result_and_keep_every_tile(armies_: tuple[str, str], seed: int) -> None:
    s, _ = play(armies_, seed)
    assert s.result is not None
    assert s.result.reason in {"hq_destroyed", "both_hq_destroyed", "hp", "hp_tie", "deadlock"}


@settings(max_examples=8, deadline=None)
@given(armies, seeds)
def test_legal_actions_are_all_accepted(armies_: tuple[str, str], seed: int) -> None:
    play(armies_, seed, probe=4)


@SETTINGS
@given(armies, seeds)
def test_json_round_trip_is_identity_and_replay_gives_the_same_state(armies_: tuple[str, str], seed: int) -> None:
    rng = random.Random(seed)
    s = new_game(armies_, seed)
    played: list[Action] = []
    while s.phase != PHASE_OVER:
        data = s.to_json()
        back = GameState.from_json(data)
        assert back == s
        assert back.to_json() == data
        assert GameState.loads(s.dumps()) == s
        a = random_action(s, rng)
        s, _ = apply(s, a)
        played.append(a)
    assert replay(armies_, seed, played) == s
    assert replay(armies_, seed, [str(a) for a in played]).dumps() == s.dumps()


@SETTINGS
@given(armies, seeds, st.data())
def test_undo_by_replay_restores_the_previous_state(armies_: tuple[str, str], seed: int, data: st.DataObject) -> None:
    s, played = play(armies_, seed)
    k = data.draw(st.integers(min_value=1, max_value=len(played)))
    before = replay(armies_, seed, played[: k - 1])
    after, _ = apply(before, played[k - 1])
    assert replay(armies_, seed, played[:k]) == after


police = st.tuples(st.sampled_from(ARMIES), st.booleans()).map(
    lambda x: ("steel-police", x[0]) if x[1] else (x[0], "steel-police")
)


@SETTINGS
@given(police, seeds)
def test_steel_police_games_accept_legal_actions_round_trip_and_replay(armies_: tuple[str, str], seed: int) -> None:
    """Steel Police against every army, in either seat: the new actions (Net of Steel,
    Execution, Replacement, the Push Back ability, Terror) keep every invariant."""
    s, played = play(armies_, seed, probe=3)
    assert s.result is not None
    assert replay(armies_, seed, [str(a) for a in played]).dumps() == s.dumps()
    assert GameState.loads(s.dumps()) == s


def test_apply_never_mutates_its_input() -> None:
    rng = random.Random(9)
    s = new_game(("moloch", "outpost"), 9)
    while s.phase != PHASE_OVER:
        snapshot = s.dumps()
        s2, _ = apply(s, random_action(s, rng))
        assert s.dumps() == snapshot
        s = s2


def test_no_action_changes_an_earlier_state() -> None:
    """States share their units until an action changes one (GameState.fork): whole games
    of every army, each state of the game unchanged at the end."""
    games = [((a, b), 2) for a, b in zip(ARMIES, ARMIES[1:] + ARMIES[:1], strict=True)]
    games.append((("moloch", "borgo", "outpost", "hegemony"), 3))
    for seed, (armies_, radius) in enumerate(games):
        rng = random.Random(seed)
        s = new_game(armies_, seed, radius)
        states = [(s, s.dumps())]
        while s.phase != PHASE_OVER:
            s, _ = apply(s, random_action(s, rng))
            states.append((s, s.dumps()))
        for i, (state, text) in enumerate(states):
            assert state.dumps() == text, f"{armies_}: the state after action {i} changed later"


@settings(max_examples=10, deadline=None)
@given(armies, seeds)
def test_filtered_legal_actions_are_the_matching_part_of_the_full_list(armies_: tuple[str, str], seed: int) -> None:
    rng = random.Random(seed)
    s = new_game(armies_, seed)
    while s.phase != PHASE_OVER:
        full = legal_actions(s)
        for verb in ("place", "play", "move", "discard", "net", "execute", "replace", "push"):
            assert legal_actions(s, verb=verb) == [a for a in full if a.verb == verb]
        for t in set(s.players[s.current].hand):
            assert legal_actions(s, tile=t) == [a for a in full if a.tile == t]
        s, _ = apply(s, random_action(s, rng))


modes = st.sampled_from(
    [
        (3, {}),
        (4, {}),
        (4, {"radius": 3}),
        (3, {"mode": "points"}),
        (4, {"mode": "points", "radius": 3}),
        (3, {"mode": "1v2"}),
        (4, {"mode": "2v2"}),
        (4, {"mode": "2v2", "variants": ["reinforcements", "alt-start"]}),
    ]
)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(modes, seeds)
def test_multiplayer_random_games_keep_every_tile_accept_legal_actions_and_replay(
    mode: tuple[int, dict], seed: int
) -> None:
    n, options = mode
    rng = random.Random(seed)
    pool = [a for a in ARMIES if options.get("radius", 2) == 2 or a not in SMALL_BOARD_ONLY]
    armies_ = rng.sample(pool, n)
    if options.get("mode") == "1v2" and "dancer" in armies_[1:]:  # Dancer cannot be on the team (R112)
        i = armies_.index("dancer")
        armies_[0], armies_[i] = armies_[i], armies_[0]
    s = new_game(armies_, seed, **options)
    played: list[Action] = []
    while s.phase != PHASE_OVER:
        check_tiles_in_one_place(s)
        legal = legal_actions(s)
        for a in rng.sample(legal, min(2, len(legal))):
            apply(s, a)
        a = random_action(s, rng)
        s, _ = apply(s, a)
        played.append(a)
        assert len(played) < 8000, "game did not terminate"
    check_tiles_in_one_place(s)
    assert s.result is not None and sorted(p for g in s.result.ranking for p in g) == sorted(s.players)
    assert replay(armies_, seed, played, **options) == s
    assert GameState.loads(s.dumps()) == s


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from([a for a in ARMIES if a != "beasts"]), st.booleans(), seeds)
def test_beasts_against_every_army_keep_every_tile_accept_legal_actions_and_replay(
    other: str, beasts_first: bool, seed: int
) -> None:
    armies_ = ("beasts", other) if beasts_first else (other, "beasts")
    s, played = play(armies_, seed, probe=3)
    assert s.result is not None
    assert replay(armies_, seed, played) == s
    assert GameState.loads(s.dumps()) == s
