"""A season's round-robin: every member meets every other member once.

The circle method (Berger tables): with ``n`` members (a rest — ``None`` — added for an
odd count), ``n - 1`` rounds of ``n / 2`` pairings; the first member stays, the others
turn one place each round. Who starts is chosen when the game is made, as in any challenge.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta


def round_robin(members: Sequence[int]) -> list[list[tuple[int, int]]]:
    """The rounds of pairings of ``members`` (each pair once; a member whose partner would
    be the rest sits the round out). Fewer than two members: no rounds."""
    people: list[int | None] = list(dict.fromkeys(members))
    if len(people) < 2:
        return []
    if len(people) % 2:
        people.append(None)
    n = len(people)
    rounds: list[list[tuple[int, int]]] = []
    for _ in range(n - 1):
        pairs = []
        for i in range(n // 2):
            a, b = people[i], people[n - 1 - i]
            if a is None or b is None:
                continue
            pairs.append((a, b))
        rounds.append(pairs)
        people = [people[0], people[-1], *people[1:-1]]
    return rounds


def deadlines(start: datetime, rounds: int, days: int) -> list[datetime]:
    """Round ``k`` (from 1) is due ``k * days`` days after ``start``."""
    return [start + timedelta(days=days * k) for k in range(1, rounds + 1)]
