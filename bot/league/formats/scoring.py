"""How a league match is scored, and the standings it makes.

A **match** is what one pairing plays: one game (``single``), a two-leg **duel** with the armies
swapped for the return game (Neuroduel: the duel goes to the higher sum of HQ points over
both legs, 2 / 1 / 0), or **two games** with the same armies (the Flamberg league: 3:0 for two
wins, 2.5:0.5 for a win and a draw, 2:1 for a win each — the 2 to the better HQ balance —,
1.5:1.5 when nothing separates them). A leg's HQ points are the hit points each HQ ended the
game with (a destroyed, resigned or timed-out HQ counts 0: the league's use case says so when
it makes the record; docs/rulings.md L1).

A **bye** scores a full win; a **forfeit** scores a full win for the opponent and nothing for
the one who forfeited (both forfeited: nothing for either). Neither counts in the HQ-point
difference, in head to head, in Buchholz or in Sonneborn–Berger: no game was played.

**Standings** order by match points, then the tiebreaks in the league's order (default: HQ-point
difference, head to head among the tied, Buchholz, Sonneborn–Berger), then the given seed
order (the rating), then the member id, so that the order is total and the same everywhere.
"""

from __future__ import annotations

import enum
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal

Member = int
Side = Literal["a", "b"]


class Scheme(enum.StrEnum):
    SINGLE = "single"
    DUEL = "duel"
    TWO_GAMES = "two-games"

    @property
    def legs(self) -> int:
        """Games a match of this scheme has."""
        return 1 if self is Scheme.SINGLE else 2

    @property
    def win(self) -> float:
        """The points of a match won outright (and of a bye or an opponent's forfeit)."""
        return _WINS[self.value]


_WINS = {"single": 1.0, "duel": 2.0, "two-games": 3.0}


class Tiebreak(enum.StrEnum):
    HQ = "hq"  # the HQ-point difference over the played matches
    HEAD_TO_HEAD = "h2h"  # match points in the matches among the members still tied
    BUCHHOLZ = "buchholz"  # the sum of the match points of the opponents played
    SONNEBORN_BERGER = "sb"  # each opponent's points, weighted by the share of the match won against them


DEFAULT_TIEBREAKS: tuple[Tiebreak, ...] = (
    Tiebreak.HQ,
    Tiebreak.HEAD_TO_HEAD,
    Tiebreak.BUCHHOLZ,
    Tiebreak.SONNEBORN_BERGER,
)


@dataclass(frozen=True)
class Leg:
    """One game of a match: the HQ points each side ended with and who won (``None``: drawn)."""

    hq_a: int
    hq_b: int
    winner: Side | None

    def __post_init__(self) -> None:
        if self.hq_a < 0 or self.hq_b < 0:
            raise ValueError("HQ points are never negative")


@dataclass(frozen=True)
class Match:
    """What one pairing played: ``b`` is ``None`` for a bye; ``forfeited`` names who did not play
    (one or both); otherwise ``legs`` holds every game, in order."""

    a: Member
    b: Member | None
    legs: tuple[Leg, ...] = ()
    forfeited: tuple[Member, ...] = ()
    round: int = 0

    @property
    def bye(self) -> bool:
        return self.b is None

    @property
    def played(self) -> bool:
        """A match decided by games (not a bye, not a forfeit)."""
        return self.b is not None and not self.forfeited

    def members(self) -> tuple[Member, ...]:
        return (self.a,) if self.b is None else (self.a, self.b)

    def opponent(self, member: Member) -> Member | None:
        return self.b if member == self.a else self.a


def _leg_points(leg: Leg) -> tuple[float, float]:
    if leg.winner == "a":
        return 1.0, 0.0
    if leg.winner == "b":
        return 0.0, 1.0
    return 0.5, 0.5


def hq_balance(match: Match) -> int:
    """``a``'s HQ points less ``b``'s over the match's games (0 for a bye or a forfeit)."""
    if not match.played:
        return 0
    return sum(leg.hq_a - leg.hq_b for leg in match.legs)


def match_points(scheme: Scheme, match: Match) -> tuple[float, float]:
    """The match points of ``a`` and ``b`` (``b``'s is 0 for a bye). ValueError when a played
    match does not have the scheme's number of games."""
    win = scheme.win
    if match.bye:
        return win, 0.0
    if match.forfeited:
        a_out, b_out = match.a in match.forfeited, match.b in match.forfeited
        return (0.0 if a_out else win), (0.0 if b_out else win)
    if len(match.legs) != scheme.legs:
        raise ValueError(f"a {scheme.value} match has {scheme.legs} game(s), not {len(match.legs)}")
    if scheme is Scheme.SINGLE:
        return _leg_points(match.legs[0])
    balance = hq_balance(match)
    if scheme is Scheme.DUEL:
        return (2.0, 0.0) if balance > 0 else (0.0, 2.0) if balance < 0 else (1.0, 1.0)
    games_a = sum(_leg_points(leg)[0] for leg in match.legs)
    if games_a == 2.0:
        return 3.0, 0.0
    if games_a == 0.0:
        return 0.0, 3.0
    if games_a == 1.5:
        return 2.5, 0.5
    if games_a == 0.5:
        return 0.5, 2.5
    # a win each, or two draws: the better HQ balance takes 2
    return (2.0, 1.0) if balance > 0 else (1.0, 2.0) if balance < 0 else (1.5, 1.5)


@dataclass
class Row:
    """One member's line in the standings."""

    member: Member
    points: float = 0.0
    played: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    byes: int = 0
    forfeits: int = 0  # matches this member forfeited
    hq: int = 0
    h2h: float = 0.0
    buchholz: float = 0.0
    sonneborn_berger: float = 0.0
    place: int = 0
    opponents: list[Member] = field(default_factory=list)

    def value(self, tiebreak: Tiebreak) -> float:
        return {
            Tiebreak.HQ: float(self.hq),
            Tiebreak.HEAD_TO_HEAD: self.h2h,
            Tiebreak.BUCHHOLZ: self.buchholz,
            Tiebreak.SONNEBORN_BERGER: self.sonneborn_berger,
        }[tiebreak]


def standings(
    scheme: Scheme,
    members: Iterable[Member],
    matches: Sequence[Match],
    tiebreaks: Sequence[Tiebreak] = DEFAULT_TIEBREAKS,
    seed: Callable[[Member], float] | None = None,
) -> list[Row]:
    """Every member's row, best first, with ``place`` set (1 for the first; members equal on
    points and every tiebreak share a place only when ``seed`` does not separate them either:
    the member id always does, so places are 1..n). ``seed`` gives a higher value to the member
    placed first among otherwise equal ones (e.g. the rating); members who played nothing are
    listed too."""
    rows: dict[Member, Row] = {m: Row(m) for m in members}
    scored: list[tuple[Match, float, float]] = []
    for match in matches:
        for m in match.members():
            rows.setdefault(m, Row(m))
        pa, pb = match_points(scheme, match)
        scored.append((match, pa, pb))
        a = rows[match.a]
        a.points += pa
        if match.bye:
            a.byes += 1
            continue
        assert match.b is not None
        b = rows[match.b]
        b.points += pb
        for row, own, other in ((a, pa, pb), (b, pb, pa)):
            if row.member in match.forfeited:
                row.forfeits += 1
            if own > other:
                row.won += 1
            elif own < other:
                row.lost += 1
            else:
                row.drawn += 1
        if match.played:
            a.played += 1
            b.played += 1
            balance = hq_balance(match)
            a.hq += balance
            b.hq -= balance
            a.opponents.append(match.b)
            b.opponents.append(match.a)
    full = scheme.win
    for match, pa, pb in scored:
        if not match.played:
            continue
        assert match.b is not None
        a, b = rows[match.a], rows[match.b]
        a.buchholz += b.points
        b.buchholz += a.points
        a.sonneborn_berger += b.points * pa / full
        b.sonneborn_berger += a.points * pb / full
    ordered = _order(list(rows.values()), scored, tiebreaks, seed)
    for place, row in enumerate(ordered, start=1):
        row.place = place
    return ordered


def _order(
    rows: list[Row],
    scored: Sequence[tuple[Match, float, float]],
    tiebreaks: Sequence[Tiebreak],
    seed: Callable[[Member], float] | None,
) -> list[Row]:
    played: defaultdict[Member, list[tuple[Match, float, float]]] = defaultdict(list)
    for match, pa, pb in scored:
        if match.played:
            assert match.b is not None
            played[match.a].append((match, pa, pb))
            played[match.b].append((match, pa, pb))
    groups = _split(rows, lambda r: r.points)
    for tiebreak in tiebreaks:
        refined: list[list[Row]] = []
        for group in groups:
            if len(group) == 1:
                refined.append(group)
                continue
            if tiebreak is Tiebreak.HEAD_TO_HEAD:
                _head_to_head(group, played)
            refined.extend(_split(group, lambda r, t=tiebreak: r.value(t)))  # type: ignore[misc]
        groups = refined
    out: list[Row] = []
    for group in groups:
        out.extend(sorted(group, key=lambda r: (-(seed(r.member) if seed else 0.0), r.member)))
    return out


def _split(rows: list[Row], key: Callable[[Row], float]) -> list[list[Row]]:
    """``rows`` in groups of equal ``key``, the highest first."""
    by: defaultdict[float, list[Row]] = defaultdict(list)
    for row in rows:
        by[key(row)].append(row)
    return [by[k] for k in sorted(by, reverse=True)]


def _head_to_head(group: list[Row], played: dict[Member, list[tuple[Match, float, float]]]) -> None:
    """Each member's match points in the played matches among ``group`` only."""
    inside = {r.member for r in group}
    for row in group:
        row.h2h = sum(
            pa if match.a == row.member else pb
            for match, pa, pb in played.get(row.member, ())
            if match.opponent(row.member) in inside
        )
