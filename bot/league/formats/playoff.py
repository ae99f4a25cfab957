"""A single-elimination playoff after a Swiss event or a season: the top 4 or top 8 of the
standings, seeded so that the best two can meet only in the final (1 v 8, 4 v 5, 2 v 7,
3 v 6; for four: 1 v 4, 2 v 3). Each match is played in the league's scheme (one game, a
duel, two games); a playoff match must have a winner: the match points, then the HQ balance,
then the higher seed (docs/rulings.md L3)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.league.formats.scoring import Match, Member, Scheme, hq_balance, match_points

SIZES = (2, 4, 8)


class TooFew(ValueError):
    """Fewer members than the playoff's size."""


def seeding(size: int) -> list[tuple[int, int]]:
    """The first round's pairs of seed numbers (1 is the best), in bracket order."""
    if size not in SIZES:
        raise ValueError(f"a playoff has {', '.join(map(str, SIZES))} members")
    slots = [1]
    while len(slots) < size:
        n = len(slots) * 2 + 1
        slots = [s for seed in slots for s in (seed, n - seed)]
    return [(slots[i], slots[i + 1]) for i in range(0, size, 2)]


@dataclass(frozen=True)
class Bracket:
    """A playoff: ``seeds`` best first (the top ``len(seeds)`` of the standings)."""

    seeds: tuple[Member, ...]

    @classmethod
    def of(cls, standings: Sequence[Member], size: int) -> Bracket:
        if size not in SIZES:
            raise ValueError(f"a playoff has {', '.join(map(str, SIZES))} members")
        if len(standings) < size:
            raise TooFew(f"{len(standings)} < {size}")
        return cls(tuple(standings[:size]))

    @property
    def rounds(self) -> int:
        return len(self.seeds).bit_length() - 1

    def first_round(self) -> list[tuple[Member, Member]]:
        return [(self.seeds[a - 1], self.seeds[b - 1]) for a, b in seeding(len(self.seeds))]

    def seed_of(self, member: Member) -> int:
        return self.seeds.index(member) + 1

    def next_round(self, winners: Sequence[Member]) -> list[tuple[Member, Member]]:
        """The next round's pairs from the previous round's winners in bracket order (the
        better seed named first)."""
        if len(winners) % 2 or not winners:
            raise ValueError("a round of a playoff has an even number of winners")
        pairs = []
        for i in range(0, len(winners), 2):
            a, b = sorted(winners[i : i + 2], key=self.seed_of)
            pairs.append((a, b))
        return pairs

    def winner(self, scheme: Scheme, match: Match) -> Member:
        """Who goes through: more match points, else the better HQ balance, else the higher seed."""
        if match.b is None:
            return match.a
        pa, pb = match_points(scheme, match)
        if pa != pb:
            return match.a if pa > pb else match.b
        balance = hq_balance(match)
        if balance:
            return match.a if balance > 0 else match.b
        return min((match.a, match.b), key=self.seed_of)
