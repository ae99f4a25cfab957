"""Glicko-2 (bot/puzzles/glicko2.py) against Glickman's published worked example."""

from __future__ import annotations

import pytest

from bot.puzzles.glicko2 import Rating, attempt, rate


def test_glickmans_worked_example() -> None:
    """ "Example of the Glicko-2 system": a player rated 1500 (RD 200, volatility 0.06) plays
    three games in a period — beats 1400 (RD 30), loses to 1550 (RD 100) and to 1700 (RD 300)
    — with tau 0.5: rating 1464.06, RD 151.52, volatility 0.05999."""
    player = Rating(1500, 200, 0.06)
    games = [(Rating(1400, 30), 1.0), (Rating(1550, 100), 0.0), (Rating(1700, 300), 0.0)]
    after = rate(player, games, tau=0.5)
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.rd == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)


def test_a_period_without_games_only_widens_the_deviation() -> None:
    after = rate(Rating(1500, 200, 0.06), [])
    assert after.rating == 1500 and after.rd == pytest.approx(
        200.2714, abs=0.001
    )  # sqrt(phi² + sigma²) on the Glicko-2 scale


def test_solving_raises_the_solver_and_lowers_the_puzzle() -> None:
    solver, puzzle = Rating(1500, 350), Rating(1700, 200)
    s, p = attempt(solver, puzzle, solved=True)
    assert s.rating > 1500 and p.rating < 1700 and s.rd < 350 and p.rd < 200
    s, p = attempt(solver, puzzle, solved=False)
    assert s.rating < 1500 and p.rating > 1700
