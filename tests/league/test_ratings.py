"""Rating updates checked against openskill computed directly, for two-player,
free-for-all (placements with ties) and team results."""

from __future__ import annotations

import pytest
from openskill.models import PlackettLuce

from bot.league.outcome import seat_places, sides_of
from bot.league.ratings import DRAW, LOSS, WIN, Rating, Side, initial, outcome_of, rate
from rules.state import Result

M = PlackettLuce()


def direct(teams: list[list[tuple[float, float]]], ranks: list[float]) -> list[list[tuple[float, float]]]:
    rated = M.rate([[M.rating(mu=mu, sigma=s) for mu, s in t] for t in teams], ranks=ranks)
    return [[(r.mu, r.sigma) for r in t] for t in rated]


def test_two_players_match_openskill() -> None:
    before = {1: Rating(27.0, 7.0), 2: Rating(24.0, 8.0)}
    after = rate([Side((1,), 2), Side((2,), 1)], before)
    (a,), (b,) = direct([[(27.0, 7.0)], [(24.0, 8.0)]], [2, 1])
    assert (after[1].mu, after[1].sigma) == pytest.approx(a)
    assert (after[2].mu, after[2].sigma) == pytest.approx(b)
    assert after[2].mu > 24.0 > after[1].mu - 3  # the winner gains


def test_free_for_all_with_a_tie_matches_openskill() -> None:
    sides = [Side((10,), 1), Side((11,), 2), Side((12,), 2), Side((13,), 3)]
    after = rate(sides, {})
    s0 = initial()
    expected = direct([[(s0.mu, s0.sigma)]] * 4, [1, 2, 2, 3])
    for side, (exp,) in zip(sides, expected, strict=True):
        got = after[side.users[0]]
        assert (got.mu, got.sigma) == pytest.approx(exp)
    assert after[11].mu == pytest.approx(after[12].mu)
    assert after[10].ordinal > after[11].ordinal > after[13].ordinal


def test_teams_match_openskill() -> None:
    before = {1: Rating(30, 5), 3: Rating(20, 6), 2: Rating(25, 8), 4: Rating(22, 3)}
    after = rate([Side((1, 3), 2), Side((2, 4), 1)], before)
    exp = direct([[(30, 5), (20, 6)], [(25, 8), (22, 3)]], [2, 1])
    assert [after[1].mu, after[1].sigma, after[3].mu, after[3].sigma] == pytest.approx([*exp[0][0], *exp[0][1]])
    assert [after[2].mu, after[2].sigma, after[4].mu, after[4].sigma] == pytest.approx([*exp[1][0], *exp[1][1]])


def test_one_against_a_team_from_an_engine_result() -> None:
    # 1v2: seat 1 alone against seats 2 and 3; the team wins.
    result = Result(None, "hq_destroyed", winners=(2, 3), ranking=((2, 3), (1,)))
    sides = sides_of([100, 200, 300], result, mode="1v2", teams=[[1], [2, 3]])
    assert sides == [Side((100,), 2), Side((200, 300), 1)]
    after = rate(sides, {})
    s0 = initial()
    exp = direct([[(s0.mu, s0.sigma)], [(s0.mu, s0.sigma)] * 2], [2, 1])
    assert (after[100].mu, after[100].sigma) == pytest.approx(exp[0][0])
    assert (after[300].mu, after[300].sigma) == pytest.approx(exp[1][1])
    assert outcome_of(sides, 200) == WIN and outcome_of(sides, 100) == LOSS


def test_placements_from_results() -> None:
    assert seat_places(2, Result(2, "resigned")) == {2: 1, 1: 2}
    assert seat_places(2, Result(None, "agreed_draw")) == {1: 1, 2: 1}
    four = Result(3, "hq_destroyed", winners=(3,), ranking=((3,), (1, 4), (2,)))
    assert seat_places(4, four) == {3: 1, 1: 2, 4: 2, 2: 4}
    sides = sides_of([1, 2, 3, 4], four)
    assert [s.place for s in sides] == [2, 3, 1, 2]
    assert outcome_of(sides_of([1, 2], Result(None, "hp_tie")), 1) == DRAW


def test_unratable_results_are_refused() -> None:
    with pytest.raises(ValueError):  # hot-seat: one user on both seats
        rate(sides_of([5, 5], Result(1, "hq_destroyed")), {})
    with pytest.raises(ValueError):
        rate([Side((5,), 1), Side((5,), 2)], {})
    with pytest.raises(ValueError):
        sides_of([5, None], Result(1, "hq_destroyed"))
