"""A finished game as a rated result: its sides (teams, or players alone) and their places.

Built from the game record (seats, users, ``options`` mode and teams) and the engine's
:class:`rules.state.Result` (``ranking``: players best to worst in groups of equals;
``winners``; ``winner``), so two-player, free-for-all and team games are read alike.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.league.ratings import Side
from rules.state import Result


def teams_of(seat_count: int, mode: str, teams: Sequence[Sequence[int]] | None) -> list[list[int]]:
    """The teams of seats (1-based): every seat alone unless the mode has teams."""
    if teams and mode not in ("ffa", "points"):
        return [sorted(int(p) for p in t) for t in teams]
    return [[p] for p in range(1, seat_count + 1)]


def seat_places(seat_count: int, result: Result) -> dict[int, int]:
    """Each seat's place (1 = best; tied seats share a place), from the result's ranking,
    else its winners, else its single winner (none: everyone tied)."""
    ranking = [tuple(g) for g in result.ranking if g]
    if not ranking:
        winners = result.winners or ((result.winner,) if result.winner is not None else ())
        others = tuple(p for p in range(1, seat_count + 1) if p not in winners)
        ranking = [g for g in (tuple(winners), others) if g]
    places: dict[int, int] = {}
    place = 1
    for group in ranking:
        for seat in group:
            places[seat] = place
        place += len(group)
    for seat in range(1, seat_count + 1):  # anybody missing from the ranking came last
        places.setdefault(seat, place)
    return places


def sides_of(
    players: Sequence[int | None], result: Result, mode: str = "ffa", teams: Sequence[Sequence[int]] | None = None
) -> list[Side]:
    """The rated sides of a finished game: one per team, placed at its best member's place.
    Raises ValueError for a game that cannot be rated (an empty seat, a user on two seats)."""
    if any(p is None for p in players):
        raise ValueError("an empty seat")
    places = seat_places(len(players), result)
    sides = []
    for team in teams_of(len(players), mode, teams):
        users = tuple(int(players[s - 1] or 0) for s in team)
        sides.append(Side(users, min(places[s] for s in team)))
    # Places as dense ranks (1, 2, 2, 4 -> 1, 2, 2, 3 keeps the order openskill reads).
    order = sorted({s.place for s in sides})
    return [Side(s.users, order.index(s.place) + 1) for s in sides]
