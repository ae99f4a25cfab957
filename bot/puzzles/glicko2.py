"""Glicko-2 ratings for puzzle solvers and puzzles (docs/puzzles.md): a first attempt at a
puzzle is a game between the solver and the puzzle, won by whoever "wins" it (solved: the
solver; failed: the puzzle), as lichess rates its puzzles.

Mark E. Glickman, "Example of the Glicko-2 system" (2022 revision of the 2012 paper), steps
1–8, with the volatility found by the Illinois algorithm (step 5). Pure functions on plain
values; tests/league/test_glicko2.py checks the paper's worked example to its printed
precision. (The PyPI package ``glicko2`` was considered: its volatility function uses the
rating where the paper has the deviation, so its results differ from the paper's.)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

SCALE = 173.7178  # Glicko-2's scale: 400 / ln 10
TAU = 0.5  # the system constant: how much the volatility may change (Glickman: 0.3–1.2)
EPSILON = 0.000001  # the convergence tolerance of step 5


@dataclass(frozen=True)
class Rating:
    """A rating on the Glicko scale (1500 for a newcomer), its deviation and volatility."""

    rating: float = 1500.0
    rd: float = 350.0
    volatility: float = 0.06


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _e(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def rate(player: Rating, games: Sequence[tuple[Rating, float]], tau: float = TAU) -> Rating:
    """``player``'s rating after a rating period of ``games``: each an opponent and the score
    (1 a win, 0.5 a draw, 0 a loss). No games: only the deviation grows (step 6)."""
    mu = (player.rating - 1500.0) / SCALE
    phi = player.rd / SCALE
    sigma = player.volatility
    if not games:
        return Rating(player.rating, math.sqrt(phi * phi + sigma * sigma) * SCALE, sigma)
    # step 3: the estimated variance; step 4: the estimated improvement
    v_inv = 0.0
    total = 0.0
    for opponent, score in games:
        mu_j = (opponent.rating - 1500.0) / SCALE
        phi_j = opponent.rd / SCALE
        g, e = _g(phi_j), _e(mu, mu_j, phi_j)
        v_inv += g * g * e * (1.0 - e)
        total += g * (score - e)
    v = 1.0 / v_inv
    delta = v * total
    # step 5: the new volatility (the Illinois algorithm)
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex) ** 2) - (x - a) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    new_sigma = math.exp(big_a / 2.0)
    # steps 6–8
    phi_star = math.sqrt(phi * phi + new_sigma * new_sigma)
    new_phi = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    new_mu = mu + new_phi * new_phi * total
    return Rating(new_mu * SCALE + 1500.0, new_phi * SCALE, new_sigma)


def attempt(solver: Rating, puzzle: Rating, solved: bool) -> tuple[Rating, Rating]:
    """A first attempt: the solver and the puzzle each rated by the other (one game each)."""
    score = 1.0 if solved else 0.0
    return rate(solver, [(puzzle, score)]), rate(puzzle, [(solver, 1.0 - score)])
