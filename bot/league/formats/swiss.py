"""Swiss pairings in the manner of the Dutch system (FIDE C.04.3), for a league's events.

Each round the members still in the event are ordered by match points, then by their seed
(the rating when the event began; late joiners after everyone of their score). A score group
is split into halves and the top half meets the bottom half in order (1 v 5, 2 v 6, … in a
group of eight); when that would repeat a pairing, the nearest other member of the bottom
half is tried, then of the top half, then a member floats down to the next group. Nobody
meets the same opponent twice, and nobody has a second bye.

- **Bye**: with an odd number of members, the lowest-placed member without a bye (for whom
  the others can still be paired) sits out and scores a bye (:mod:`.scoring`).
- **Looking ahead**: an event of ``R`` rounds for ``n`` members can always be finished without
  a repeated pairing when ``R ≤ n / 2`` (each member then has at least half of the others
  still to meet: Dirac's theorem gives a pairing every round). With more rounds (a 9-round
  event of 10 members is a round-robin in disguise) a pairing is taken only if the rounds
  after it can still be paired too, so the event never gets stuck.
- **Who moves first**: the member who has moved first less often (then: who did not move first
  last time, then the higher-placed) — in a duel, the first leg's first player. Two members
  who both moved first twice more often than second (or second twice more often) are not
  paired while another pairing exists, so nobody goes three ahead.
- **Late join and withdrawal** need nothing here: the use case passes the members in the
  event this round (a late joiner with the points it has, a withdrawn member left out).

:func:`pair_round` raises :class:`NoPairing` when no pairing without a repeat exists (only
possible after withdrawals in a long event): the moderators then end the Swiss part.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from bot.league.formats.scoring import Member

BYE: Member = -1  # the pseudo-member a bye is "paired" with inside the search


class NoPairing(Exception):
    """No pairing of this round meets every member anew (and leaves the event finishable)."""


@dataclass(frozen=True)
class Entrant:
    """A member as the pairing sees them before a round."""

    member: Member
    score: float
    seed: int  # the place in the starting order: 0 is the strongest
    opponents: frozenset[Member] = frozenset()
    byes: int = 0
    firsts: int = 0  # games in which this member moved first
    games: int = 0  # games played (byes and forfeits not included)
    last_first: bool | None = None  # moved first in their last game


@dataclass(frozen=True)
class Pairing:
    """``first`` moves first against ``second``; ``second`` is ``None`` for a bye."""

    first: Member
    second: Member | None


def order(entrants: Sequence[Entrant]) -> list[Entrant]:
    """The pairing order: match points, then the seed."""
    return sorted(entrants, key=lambda e: (-e.score, e.seed, e.member))


def pair_round(entrants: Sequence[Entrant], rounds_after: int = 0) -> list[Pairing]:
    """This round's pairings, the best-placed pair first, the bye (if any) last.

    ``rounds_after`` is how many rounds the event still has after this one: with many rounds
    for few members the pairing keeps the rest of the event pairable (module docstring)."""
    players = order(entrants)
    if len({e.member for e in players}) != len(players) or any(e.member == BYE for e in players):
        raise ValueError("members must be distinct and not the bye's id")
    if len(players) < 2:
        raise NoPairing("fewer than two members")
    met = {e.member: set(e.opponents) for e in players}
    odd = len(players) % 2 == 1
    if odd:
        met[BYE] = {e.member for e in players if e.byes}
        for e in players:
            if e.byes:
                met[e.member].add(BYE)
    people = [e.member for e in players] + ([BYE] if odd else [])
    total = len(people)
    games_so_far = max((e.games + e.byes for e in players), default=0)
    look_ahead = rounds_after > 0 and games_so_far + 1 + rounds_after > total // 2
    score = {e.member: e.score for e in players}
    score[BYE] = float("-inf")
    # first try without pairing two members who both moved first twice more than second (or
    # the other way round): one of them would go to three
    lean = {e.member: e.firsts - (e.games - e.firsts) for e in players}
    strict = {m: set(others) for m, others in met.items()}
    for a in lean:
        for b in lean:
            if a != b and (min(lean[a], lean[b]) >= 2 or max(lean[a], lean[b]) <= -2):
                strict[a].add(b)
    for avoid in (strict, met):
        for pairs in _pairings(people, avoid, score):
            if not look_ahead or _finishable(people, met, pairs, rounds_after):
                return _sides(pairs, {e.member: e for e in players}, people)
    raise NoPairing("every pairing repeats a pair or leaves the event unfinishable")


def _pairings(
    people: list[Member],
    met: dict[Member, set[Member]],
    score: dict[Member, float],
) -> Iterator[list[tuple[Member, Member]]]:
    """Every full pairing of ``people`` without a repeat, the preferred first (the bye tried
    on the lowest-placed first); a position found unpairable is not searched twice."""
    dead: set[frozenset[Member]] = set()
    if people and people[-1] == BYE:
        for resting in reversed(people[:-1]):
            if BYE in met[resting]:
                continue
            rest = [p for p in people[:-1] if p != resting]
            for pairs in _search(rest, met, score, dead):
                yield [*pairs, (resting, BYE)]
        return
    yield from _search(people, met, score, dead)


def _search(
    left: list[Member],
    met: dict[Member, set[Member]],
    score: dict[Member, float],
    dead: set[frozenset[Member]],
) -> Iterator[list[tuple[Member, Member]]]:
    if not left:
        yield []
        return
    key = frozenset(left)
    if key in dead:
        return
    found = False
    top = left[0]
    for other in _preferences(left, score):
        if other in met[top]:
            continue
        rest = [p for p in left[1:] if p != other]
        for pairs in _search(rest, met, score, dead):
            found = True
            yield [(top, other), *pairs]
    if not found:
        dead.add(key)


def _preferences(left: list[Member], score: dict[Member, float]) -> list[Member]:
    """Whom ``left[0]`` should meet, best first: the mirror place in the bottom half of its
    score group, the rest of the bottom half down then up, the top half from its lowest, then
    the lower groups in order."""
    top = left[0]
    group = [p for p in left if score[p] == score[top]]
    below = [p for p in left[1:] if score[p] != score[top]]
    if len(group) == 1:
        return below
    half = len(group) // 2
    bottom = group[half:]
    upper = group[1:half]
    return [*bottom, *reversed(upper), *below]


def _finishable(
    people: list[Member],
    met: dict[Member, set[Member]],
    pairs: list[tuple[Member, Member]],
    rounds: int,
) -> bool:
    """Whether ``rounds`` more rounds can be paired without repeats after ``pairs``."""
    free = {p: {q for q in people if q != p and q not in met[p]} for p in people}
    for a, b in pairs:
        free[a].discard(b)
        free[b].discard(a)
    return _factors(free, rounds)


def _factors(free: dict[Member, set[Member]], rounds: int) -> bool:
    """Whether the graph ``free`` holds ``rounds`` disjoint perfect matchings."""
    if rounds == 0:
        return True
    if any(len(n) < rounds for n in free.values()):
        return False
    for matching in _matchings(free, set(free)):
        for a, b in matching:
            free[a].discard(b)
            free[b].discard(a)
        ok = _factors(free, rounds - 1)
        for a, b in matching:
            free[a].add(b)
            free[b].add(a)
        if ok:
            return True
    return False


def _matchings(free: dict[Member, set[Member]], left: set[Member]) -> Iterator[list[tuple[Member, Member]]]:
    """Every perfect matching of ``free`` restricted to ``left`` (the most constrained first)."""
    if not left:
        yield []
        return
    p = min(left, key=lambda x: (len(free[x] & left), x))
    for q in sorted(free[p] & left):
        for rest in _matchings(free, left - {p, q}):
            yield [(p, q), *rest]


def _sides(
    pairs: list[tuple[Member, Member]],
    entrants: dict[Member, Entrant],
    people: list[Member],
) -> list[Pairing]:
    place = {m: i for i, m in enumerate(people)}
    out: list[Pairing] = []
    byes: list[Pairing] = []
    for a, b in sorted(pairs, key=lambda ab: min(place[ab[0]], place[ab[1]])):
        if b == BYE or a == BYE:
            byes.append(Pairing(a if b == BYE else b, None))
            continue
        out.append(Pairing(*_who_first(entrants[a], entrants[b], place)))
    return out + byes


def _who_first(x: Entrant, y: Entrant, place: dict[Member, int]) -> tuple[Member, Member]:
    def lean(e: Entrant) -> tuple[int, int, int]:
        balance = e.firsts - (e.games - e.firsts)
        return (balance, 1 if e.last_first else 0, place[e.member])

    first, second = sorted((x, y), key=lean)
    return first.member, second.member
