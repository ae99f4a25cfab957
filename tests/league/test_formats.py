"""The league formats as pure functions (bot/league/formats): scoring of each match scheme,
standings with tiebreaks from hand-computed tables, Swiss pairing (worked rounds and
property tests), the playoff bracket, divisions with promotion, the army drafts."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.league.formats.armies import Draft, DraftError, Protocol, Step
from bot.league.formats.divisions import first_divisions, next_divisions
from bot.league.formats.playoff import Bracket, TooFew, seeding
from bot.league.formats.scoring import Leg, Match, Scheme, Tiebreak, match_points, standings
from bot.league.formats.swiss import Entrant, NoPairing, pair_round
from tests.league.events import Event

A, B, C, D = 1, 2, 3, 4


def win_a(hq_a: int = 10, hq_b: int = 0) -> Leg:
    return Leg(hq_a, hq_b, "a")


def win_b(hq_a: int = 0, hq_b: int = 10) -> Leg:
    return Leg(hq_a, hq_b, "b")


def draw(hq: int = 7) -> Leg:
    return Leg(hq, hq, None)


# -- scoring ---------------------------------------------------------------------------------


def test_a_single_game_scores_one_half_nothing() -> None:
    assert match_points(Scheme.SINGLE, Match(A, B, (win_a(),))) == (1, 0)
    assert match_points(Scheme.SINGLE, Match(A, B, (draw(),))) == (0.5, 0.5)
    assert match_points(Scheme.SINGLE, Match(A, B, (win_b(),))) == (0, 1)


def test_a_duel_goes_to_the_higher_sum_of_hq_points_over_both_legs() -> None:
    # A wins the first leg by destroying B's HQ with 3 left; B wins the second 15 to 2: B's sum is higher
    assert match_points(Scheme.DUEL, Match(A, B, (Leg(3, 0, "a"), Leg(2, 15, "b")))) == (0, 2)
    assert match_points(Scheme.DUEL, Match(A, B, (Leg(12, 4, "a"), Leg(6, 9, "b")))) == (2, 0)
    assert match_points(Scheme.DUEL, Match(A, B, (Leg(10, 5, "a"), Leg(5, 10, "b")))) == (1, 1)


@pytest.mark.parametrize(
    ("legs", "points"),
    [
        ((win_a(), win_a()), (3, 0)),
        ((win_b(), win_b()), (0, 3)),
        ((win_a(), draw()), (2.5, 0.5)),
        ((draw(), win_b()), (0.5, 2.5)),
        ((Leg(12, 0, "a"), Leg(0, 5, "b")), (2, 1)),  # a win each: A's HQ balance +7
        ((Leg(4, 0, "a"), Leg(0, 9, "b")), (1, 2)),  # a win each: B's balance +5
        ((Leg(6, 0, "a"), Leg(0, 6, "b")), (1.5, 1.5)),  # a win each, balance 0
        ((draw(8), draw(3)), (1.5, 1.5)),
    ],
)
def test_two_games_score_as_the_flamberg_league(legs: tuple[Leg, Leg], points: tuple[float, float]) -> None:
    assert match_points(Scheme.TWO_GAMES, Match(A, B, legs)) == points


def test_byes_and_forfeits_score_a_full_win_and_a_match_needs_its_games() -> None:
    assert match_points(Scheme.TWO_GAMES, Match(A, None)) == (3, 0)
    assert match_points(Scheme.DUEL, Match(A, B, forfeited=(B,))) == (2, 0)
    assert match_points(Scheme.SINGLE, Match(A, B, forfeited=(A, B))) == (0, 0)
    with pytest.raises(ValueError, match="2 game"):
        match_points(Scheme.DUEL, Match(A, B, (win_a(),)))
    with pytest.raises(ValueError):
        Leg(-1, 3, "b")


def test_standings_of_a_round_robin_by_points_then_hq_difference() -> None:
    """Four members, single games, worked by hand:
    A beats B 12-0, draws C, loses to D 0-4  -> 1.5 points, HQ +12 -4 = +8
    B beats C 5-0, beats D 3-0               -> 2 points,   HQ -12 +5 +3 = -4
    C draws A, loses to B, beats D 9-2       -> 1.5 points, HQ -5 +7 = +2
    D beats A, loses to B, loses to C        -> 1 point,    HQ +4 -3 -7 = -6"""
    matches = [
        Match(A, B, (Leg(12, 0, "a"),)),
        Match(A, C, (draw(),)),
        Match(A, D, (Leg(0, 4, "b"),)),
        Match(B, C, (Leg(5, 0, "a"),)),
        Match(B, D, (Leg(3, 0, "a"),)),
        Match(C, D, (Leg(9, 2, "a"),)),
    ]
    rows = standings(Scheme.SINGLE, [A, B, C, D], matches)
    assert [(r.member, r.points, r.hq) for r in rows] == [(B, 2, -4), (A, 1.5, 8), (C, 1.5, 2), (D, 1, -6)]
    assert [r.place for r in rows] == [1, 2, 3, 4]
    b = rows[0]
    assert (b.played, b.won, b.drawn, b.lost) == (3, 2, 0, 1)


def test_head_to_head_then_buchholz_then_sonneborn_berger() -> None:
    """Without the HQ tiebreak: A and C tie on 1.5; their game was drawn, so head to head does
    not separate them; Buchholz: A met B (2), C (1.5), D (1) = 4.5; C met A (1.5), B (2),
    D (1) = 4.5; Sonneborn–Berger: A = 2 (beat B) + 0.75 (half of C) = 2.75; C = 0.75 (half
    of A) + 1 (beat D) = 1.75: A first."""
    matches = [
        Match(A, B, (win_a(),)),
        Match(A, C, (draw(),)),
        Match(A, D, (win_b(),)),
        Match(B, C, (win_a(),)),
        Match(B, D, (win_a(),)),
        Match(C, D, (win_a(),)),
    ]
    order = (Tiebreak.HEAD_TO_HEAD, Tiebreak.BUCHHOLZ, Tiebreak.SONNEBORN_BERGER)
    rows = {r.member: r for r in standings(Scheme.SINGLE, [A, B, C, D], matches, order)}
    assert (rows[A].buchholz, rows[C].buchholz) == (4.5, 4.5)
    assert (rows[A].sonneborn_berger, rows[C].sonneborn_berger) == (2.75, 1.75)
    assert rows[A].place == 2 and rows[C].place == 3
    # head to head decides first when it can: C beat A in this table
    swapped = [m if m.b != C or m.a != A else Match(A, C, (win_b(),)) for m in matches]
    rows = {r.member: r for r in standings(Scheme.SINGLE, [A, B, C, D], swapped, order)}
    assert rows[C].points == 2 and rows[B].points == 2 and rows[A].points == 1
    assert rows[C].h2h == 0 and rows[B].h2h == 1  # B beat C: B above C
    assert rows[B].place == 1 and rows[C].place == 2


def test_byes_and_forfeits_count_in_points_but_not_in_the_tiebreaks() -> None:
    matches = [Match(A, None), Match(B, C, forfeited=(C,)), Match(A, B, (Leg(5, 2, "a"),))]
    rows = {r.member: r for r in standings(Scheme.SINGLE, [A, B, C], matches)}
    assert (rows[A].points, rows[A].byes, rows[A].hq, rows[A].buchholz) == (2, 1, 3, 1)
    assert (rows[B].points, rows[B].won, rows[B].played, rows[B].buchholz) == (1, 1, 1, 2)
    assert (rows[C].points, rows[C].forfeits, rows[C].lost, rows[C].played) == (0, 1, 1, 0)


def test_the_seed_then_the_member_id_make_the_order_total() -> None:
    rows = standings(Scheme.SINGLE, [D, C, B, A], [], seed={A: 1.0, B: 3.0, C: 3.0, D: 2.0}.get)  # type: ignore[arg-type]
    assert [r.member for r in rows] == [B, C, D, A]


# -- Swiss -----------------------------------------------------------------------------------


def check_event(event: Event) -> None:
    seen: set[frozenset[int]] = set()
    byes: dict[int, int] = {}
    for match in event.matches:
        if match.b is None:
            byes[match.a] = byes.get(match.a, 0) + 1
            continue
        pair = frozenset((match.a, match.b))
        assert pair not in seen, f"{sorted(pair)} met twice"
        seen.add(pair)
    assert all(n == 1 for n in byes.values()), byes
    for number in range(1, event.rounds + 1):
        inround = [m for match in event.matches if match.round == number for m in match.members()]
        assert len(inround) == len(set(inround)), f"round {number} pairs a member twice"


def test_round_one_of_eight_is_top_half_against_bottom_half() -> None:
    pairs = pair_round([Entrant(m, 0, seed=m) for m in range(8)])
    assert {frozenset((p.first, p.second)) for p in pairs} == {frozenset(x) for x in [(0, 4), (1, 5), (2, 6), (3, 7)]}


def test_a_worked_second_round_with_a_float_and_a_transposition() -> None:
    """Round 1 (seeds 0–7): 0 beat 4, 1 beat 5, 2 drew 6, 3 beat 7. Round 2's groups: {0, 1, 3}
    on 1 point, {2, 6} on ½, {4, 5, 7} on 0. In the top group 0 meets 1's half (1 is the mirror
    of 0? the group of three splits 0 | 1, 3: 0 v 1), 3 floats down to meet 2 (the highest of
    the next group); 6 floats down to meet 4 — its first-round opponent was 2, and 4 is the top
    of the group below; 5 v 7 is left."""
    results = {0: 1.0, 1: 1.0, 3: 1.0, 2: 0.5, 6: 0.5, 4: 0.0, 5: 0.0, 7: 0.0}
    met = {0: 4, 4: 0, 1: 5, 5: 1, 2: 6, 6: 2, 3: 7, 7: 3}
    entrants = [Entrant(m, results[m], seed=m, opponents=frozenset({met[m]}), games=1) for m in range(8)]
    pairs = {frozenset((p.first, p.second)) for p in pair_round(entrants)}
    assert pairs == {frozenset(x) for x in [(0, 1), (3, 2), (6, 4), (5, 7)]}


def test_the_bye_goes_to_the_lowest_without_one() -> None:
    entrants = [
        Entrant(m, score=s, seed=m, byes=b) for m, s, b in [(0, 2, 0), (1, 1, 0), (2, 1, 0), (3, 0, 1), (4, 0, 0)]
    ]
    pairs = pair_round(entrants)
    assert pairs[-1].second is None and pairs[-1].first == 4
    entrants[4] = Entrant(4, 0, seed=4, byes=1)
    assert pair_round(entrants)[-1].first == 2  # 3 and 4 had theirs: the lowest on one point


def test_who_moves_first_balances_over_the_event() -> None:
    x = Entrant(1, 1, seed=0, firsts=2, games=2, last_first=True)
    y = Entrant(2, 1, seed=1, firsts=0, games=2, last_first=False)
    (p,) = pair_round([x, y])
    assert (p.first, p.second) == (2, 1)


def test_nine_rounds_of_ten_members_make_a_whole_round_robin() -> None:
    """The issue's worked table: a 9-round Swiss of 10 players never gets stuck — every round
    pairs everyone anew, and at the end everyone has met everyone once."""
    for seed in range(5):
        event = Event(list(range(10, 20)), rounds=9, rng=random.Random(seed))
        for number in range(1, 10):
            event.play_round(number)
        check_event(event)
        assert len({frozenset(m.members()) for m in event.matches}) == 45


@pytest.mark.parametrize("n", range(3, 13))
def test_a_swiss_as_long_as_a_round_robin_never_gets_stuck(n: int) -> None:
    rounds = n - 1 if n % 2 == 0 else n
    for seed in range(3):
        event = Event(list(range(n)), rounds=rounds, rng=random.Random(seed))
        for number in range(1, rounds + 1):
            event.play_round(number)
        check_event(event)


def test_nine_members_nine_rounds_each_rests_once() -> None:
    event = Event(list(range(9)), rounds=9, rng=random.Random(4))
    for number in range(1, 10):
        event.play_round(number)
    check_event(event)
    assert sorted(m.a for m in event.matches if m.b is None) == list(range(9))


def test_late_join_and_withdrawal() -> None:
    event = Event(list(range(11)), rounds=5, rng=random.Random(7))
    event.out = {10}  # joins in round 3
    for number in range(1, 6):
        if number == 3:
            event.out = set()
        if number == 4:
            event.out = {2, 5}  # withdrawn
        pairs = event.play_round(number)
        if number >= 4:
            assert not {2, 5} & {m for pair in pairs for m in pair if m is not None}
    check_event(event)


def test_no_pairing_is_reported_not_invented() -> None:
    entrants = [Entrant(1, 1, 0, frozenset({2})), Entrant(2, 0, 1, frozenset({1}))]
    with pytest.raises(NoPairing):
        pair_round(entrants)


@settings(max_examples=40, deadline=None)
@given(n=st.integers(2, 30), seed=st.integers(0, 10_000), data=st.data())
def test_property_no_repeat_one_bye_everyone_paired(n: int, seed: int, data: st.DataObject) -> None:
    rounds = data.draw(st.integers(1, max(1, (n + 1) // 2)))
    event = Event(list(range(n)), rounds=rounds, rng=random.Random(seed))
    for number in range(1, rounds + 1):
        pairs = event.play_round(number)
        paired = [m for pair in pairs for m in pair if m is not None]
        assert sorted(paired) == list(range(n))
    check_event(event)
    # who moves first stays balanced: nobody moves first more than twice as often as needed
    for m in range(n):
        games = sum(1 for x in event.matches if x.b is not None and m in x.members())
        assert abs(2 * event.firsts.get(m, 0) - games) <= 2


# -- playoff ---------------------------------------------------------------------------------


def test_the_bracket_keeps_the_best_two_apart_until_the_final() -> None:
    assert seeding(4) == [(1, 4), (2, 3)]
    assert seeding(8) == [(1, 8), (4, 5), (2, 7), (3, 6)]
    bracket = Bracket.of([11, 12, 13, 14, 15, 16, 17, 18, 19], 8)
    assert bracket.first_round() == [(11, 18), (14, 15), (12, 17), (13, 16)]
    # seeds 1, 5, 7, 3 win: semi-finals 1 v 5 and 3 v 7 (the better seed first)
    assert bracket.next_round([11, 15, 17, 13]) == [(11, 15), (13, 17)]
    with pytest.raises(TooFew):
        Bracket.of([1, 2, 3], 4)


def test_a_playoff_match_always_has_a_winner() -> None:
    bracket = Bracket.of([A, B, C, D], 4)
    assert bracket.winner(Scheme.SINGLE, Match(D, A, (win_a(),))) == D
    assert bracket.winner(Scheme.SINGLE, Match(D, A, (Leg(9, 4, None),))) == D  # drawn game, better HQ
    assert bracket.winner(Scheme.SINGLE, Match(D, A, (draw(),))) == A  # nothing else: the better seed
    assert bracket.winner(Scheme.DUEL, Match(B, C, (Leg(5, 5, "a"), Leg(5, 5, "b")))) == B


# -- divisions -------------------------------------------------------------------------------


def test_a_season_of_three_divisions_with_promotion_and_relegation() -> None:
    first = first_divisions(list(range(1, 13)), 4)
    assert first == [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]
    # final standings per division (best first); one up and one down across each boundary
    final = [[2, 1, 4, 3], [8, 5, 6, 7], [12, 9, 10, 11]]
    nxt = next_divisions(final, size=4, moves=1)
    assert nxt == [[2, 1, 4, 8], [3, 5, 6, 12], [7, 9, 10, 11]]
    # a leaver from division 1: the best relegated member takes the place; a newcomer joins below
    nxt = next_divisions(final, size=4, moves=1, leaving=[1], joining=[99])
    assert nxt == [[2, 4, 8, 3], [5, 6, 12, 7], [9, 10, 11, 99]]
    with pytest.raises(ValueError):
        next_divisions(final, size=4, moves=3)


def test_a_small_last_division_joins_the_one_above() -> None:
    assert first_divisions(list(range(9)), 4) == [[0, 1, 2, 3], [4, 5, 6, 7, 8]]
    assert first_divisions(list(range(10)), 4) == [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9]]
    # a division of one plays nobody: it joins the one above even when half the size (L19)
    assert first_divisions(list(range(3)), 2) == [[0, 1, 2]]


# -- army drafts -----------------------------------------------------------------------------

ARMIES = ("moloch", "borgo", "outpost", "hegemony", "beasts")


def test_a_random_pair_is_two_different_armies_the_league_offers() -> None:
    for seed in range(20):
        draft = Draft.begin(Protocol.RANDOM, ARMIES, (A, B), random.Random(seed))
        armies = draft.armies()
        assert armies[A] != armies[B] and set(armies.values()) <= set(ARMIES)


def test_a_blind_pick_is_shown_when_both_picked() -> None:
    draft = Draft.begin(Protocol.BLIND, ARMIES, (A, B), random.Random(1))
    draft = draft.pick(A, "moloch")
    assert draft.step is Step.PICK and draft.waiting_for() == [B]
    with pytest.raises(DraftError) as e:
        draft.pick(A, "borgo")
    assert e.value.code == "done-already"
    with pytest.raises(DraftError) as e:
        draft.pick(B, "dancer")
    assert e.value.code == "not-offered"
    assert draft.pick(B, "moloch").armies() == {A: "moloch", B: "moloch"}


def test_ban_pick_from_three_with_a_mirror_to_the_backup() -> None:
    draft = Draft.begin(Protocol.BAN_PICK, ARMIES, (A, B), random.Random(3))
    with pytest.raises(DraftError) as e:
        draft.ban(A, "moloch")
    assert e.value.code == "out-of-turn"
    draft = draft.name(A, ["moloch", "borgo", "outpost"]).name(B, ["moloch", "hegemony", "beasts"])
    assert draft.step is Step.BAN and draft.choices(A) == ("moloch", "hegemony", "beasts")
    with pytest.raises(DraftError) as e:
        draft.ban(A, "borgo")  # not one of B's
    assert e.value.code == "not-named"
    draft = draft.ban(A, "beasts").ban(B, "outpost")
    assert draft.left(A) == ("moloch", "borgo") and draft.left(B) == ("moloch", "hegemony")
    draft = draft.pick(A, "moloch").pick(B, "moloch")
    armies = draft.armies()
    backup = {A: "borgo", B: "hegemony"}
    assert armies[draft.coin] == backup[draft.coin] and armies[draft.other(draft.coin)] == "moloch"
    assert Draft.from_json(draft.to_json()) == draft


def test_an_unanswered_step_gets_the_default() -> None:
    rng = random.Random(5)
    draft = Draft.begin(Protocol.BAN_PICK, ARMIES, (A, B), rng).name(A, ["moloch", "borgo", "outpost"])
    draft = draft.fill(rng)
    assert draft.step is Step.BAN and len(draft.named[B]) == 3
    draft = draft.fill(rng).fill(rng)
    assert draft.step is Step.DONE and draft.armies()[A] in ("moloch", "borgo", "outpost")
    with pytest.raises(DraftError) as e:
        Draft.begin(Protocol.BAN_PICK, ARMIES[:2], (A, B), rng)
    assert e.value.code == "too-few-armies"
    with pytest.raises(DraftError) as e:
        draft.name(C, ["moloch"])
    assert e.value.code == "not-a-player"


def test_the_formats_import_nothing_of_the_project_outside_themselves() -> None:
    import ast
    from pathlib import Path

    import bot.league.formats

    folder = Path(bot.league.formats.__file__).parent
    for path in folder.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            names += [a.name for a in node.names] if isinstance(node, ast.Import) else []
            for name in names:
                top = name.split(".")[0]
                assert top not in {"bot", "rules", "renderer", "i18n", "warzone"} or name.startswith(
                    "bot.league.formats"
                ), (path.name, name)
