"""Ratings with ``openskill``'s Plackett–Luce model, for any result: two players, a
free-for-all ranked by placement (ties allowed) or teams.

A result is a list of :class:`Side` (the users of one team, or one player alone, and its
place: 1 is best, equal places are a tie). :func:`rate` returns each user's new
:class:`Rating`; the model is created once with openskill's defaults (mu 25, sigma 25/3),
and the standings order by the conservative rating :func:`ordinal` (mu - 3 sigma).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from openskill.models import PlackettLuce

WIN, LOSS, DRAW = "win", "loss", "draw"


@dataclass(frozen=True, slots=True)
class Rating:
    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        return ordinal(self.mu, self.sigma)


@dataclass(frozen=True, slots=True)
class Side:
    """One team (or one player) of a result and its place (1 = first; equal = tied)."""

    users: tuple[int, ...]
    place: int


@cache
def model() -> PlackettLuce:
    return PlackettLuce()


def initial() -> Rating:
    r = model().rating()
    return Rating(float(r.mu), float(r.sigma))


def ordinal(mu: float, sigma: float) -> float:
    """The conservative rating the standings sort by (openskill's ``ordinal``: mu - 3 sigma)."""
    return mu - 3.0 * sigma


def outcome_of(sides: Sequence[Side], user: int) -> str:
    """``win`` (alone at the best place), ``draw`` (sharing the best place with another
    side), ``loss`` (any worse place) for ``user``."""
    best = min(s.place for s in sides)
    mine = next(s for s in sides if user in s.users)
    if mine.place != best:
        return LOSS
    return DRAW if sum(1 for s in sides if s.place == best) > 1 else WIN


def validate(sides: Sequence[Side]) -> None:
    users = [u for s in sides for u in s.users]
    if len(sides) < 2 or any(not s.users for s in sides):
        raise ValueError("a rated result needs at least two sides, each with a player")
    if len(set(users)) != len(users):
        raise ValueError("a user appears on more than one seat: not a rated game")


def rate(sides: Sequence[Side], before: Mapping[int, Rating]) -> dict[int, Rating]:
    """Every user's rating after the result ``sides`` (users missing from ``before`` start
    at :func:`initial`). Raises ValueError for a result that cannot be rated."""
    validate(sides)
    m = model()
    start = initial()
    teams = [[m.rating(mu=before.get(u, start).mu, sigma=before.get(u, start).sigma) for u in s.users] for s in sides]
    rated = m.rate(teams, ranks=[float(s.place) for s in sides])
    out: dict[int, Rating] = {}
    for side, team in zip(sides, rated, strict=True):
        for user, r in zip(side.users, team, strict=True):
            out[user] = Rating(float(r.mu), float(r.sigma))
    return out
