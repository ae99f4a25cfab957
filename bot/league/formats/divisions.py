"""Divisions of a chosen size with promotion and relegation between seasons.

The first season's divisions are the members in rating order, cut into divisions of
``size`` (division 1 the strongest). At a season's end, between each two neighbouring
divisions the last ``moves`` of the upper one go down and the first ``moves`` of the lower
one go up. Then members who left are taken out, newcomers join at the bottom (in the order
given, e.g. by rating), and the list — division 1's members first, each division in its new
order: the relegated from above, then those who stayed (in their standings' order), then the
promoted from below — is cut into divisions of ``size`` again, so that a place freed by a
leaver goes to the first of the division below (the best relegated member is reprieved). A
last division smaller than half of ``size`` (or of one member) joins the one above
(docs/rulings.md L4, L19).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bot.league.formats.scoring import Member


def first_divisions(members: Sequence[Member], size: int) -> list[list[Member]]:
    """``members`` (strongest first) cut into divisions of ``size``."""
    _check(size)
    return _cut(list(members), size)


def next_divisions(
    standings: Sequence[Sequence[Member]],
    size: int,
    moves: int,
    leaving: Iterable[Member] = (),
    joining: Sequence[Member] = (),
) -> list[list[Member]]:
    """Next season's divisions from this season's final standings per division (each best
    first), promoting and relegating ``moves`` members across each boundary."""
    _check(size)
    if moves < 0 or (standings and moves * 2 > min(len(d) for d in standings)):
        raise ValueError("too many promotions for the divisions' size")
    out = set(leaving)
    divisions = [list(d) for d in standings]
    new: list[list[Member]] = []
    for i, division in enumerate(divisions):
        up = divisions[i + 1][:moves] if i + 1 < len(divisions) else []
        down = divisions[i - 1][-moves:] if i > 0 and moves else []
        stay = division[moves if i > 0 else 0 : len(division) - (moves if i + 1 < len(divisions) else 0)]
        new.append([*down, *stay, *up])
    everyone = [m for d in new for m in d if m not in out]
    seen = set(everyone)
    everyone.extend(m for m in joining if m not in seen)
    return _cut(everyone, size)


def _check(size: int) -> None:
    if size < 2:
        raise ValueError("a division has at least two members")


def _cut(members: list[Member], size: int) -> list[list[Member]]:
    cut = [members[i : i + size] for i in range(0, len(members), size)]
    if len(cut) > 1 and (len(cut[-1]) * 2 < size or len(cut[-1]) < 2):
        cut[-2].extend(cut.pop())
    return cut
