"""A Swiss event played with random results, as the league's use case keeps one: the tests
of the formats and bench/bench_league.py use it."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from bot.league.formats.scoring import Leg, Match, Scheme, standings
from bot.league.formats.swiss import Entrant, pair_round


@dataclass
class Event:
    """A Swiss event played with random results, as the league's use case keeps it."""

    members: list[int]
    rounds: int
    rng: random.Random
    matches: list[Match] = field(default_factory=list)
    firsts: dict[int, int] = field(default_factory=dict)
    last_first: dict[int, bool] = field(default_factory=dict)
    out: set[int] = field(default_factory=set)

    def entrants(self) -> list[Entrant]:
        rows = {r.member: r for r in standings(Scheme.SINGLE, self.members, self.matches)}
        active = [m for m in self.members if m not in self.out]
        return [
            Entrant(
                m,
                rows[m].points,
                seed=self.members.index(m),
                opponents=frozenset(x for x in rows[m].opponents),
                byes=rows[m].byes,
                firsts=self.firsts.get(m, 0),
                games=rows[m].played,
                last_first=self.last_first.get(m),
            )
            for m in active
        ]

    def play_round(self, number: int) -> list[tuple[int, int | None]]:
        pairs = pair_round(self.entrants(), rounds_after=self.rounds - number)
        for p in pairs:
            if p.second is None:
                self.matches.append(Match(p.first, None, round=number))
                continue
            self.firsts[p.first] = self.firsts.get(p.first, 0) + 1
            self.last_first[p.first], self.last_first[p.second] = True, False
            outcome = self.rng.choice(["a", "b", None])
            hq = (self.rng.randint(0, 20), self.rng.randint(0, 20))
            self.matches.append(Match(p.first, p.second, (Leg(*hq, outcome),), round=number))  # type: ignore[arg-type]
        return [(p.first, p.second) for p in pairs]
