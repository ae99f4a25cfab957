"""Army statistics of a league (docs/leagues.md, "Army statistics"): per army, games, wins,
losses, draws, win share and HQ-point difference; per matchup (an army against another),
games, wins, losses, draws and win share.

Read from the stored league results (``league_results``: one row per player of a rated game),
so forfeits never count: a timeout, a no-show or a moderator's ruling is stored as a forfeit
(:mod:`bot.storage.league_clock`) and its game, if any, is settled void, with no result rows
(docs/rulings.md L15). What counts (docs/rulings.md L18):

- the per-army lines count every rated game, a player's outcome with the army they played;
  a mirror game (both sides the same army) is left out of them and of the matchups (it is one
  win and one loss of the same army: it says nothing of the army's strength), only counted
  in the army's ``mirrors``;
- the win share is (wins + draws / 2) / games;
- the HQ-point difference and the matchups count the two-player games only (in a game of
  three or more, or of teams, who beat whom is a placing, not a duel); a game's HQ points are
  the hit points each HQ ended with, 0 for an HQ out of the game, resigned or out of time
  (docs/rulings.md L1, as the Swiss events count them).

The pure part (:func:`army_lines`, :func:`matchups`) reads :class:`Side` records; the
:class:`ArmyStats` use case reads them from the storage: the HQ points stored with each result
by the settlement (``league_results.hq``, revision 0020), or for a result stored before, the
game's final state (read once per process).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from bot.league.legs import GAVE_UP  # the loser's HQ counts 0 (docs/rulings.md L1)
from bot.league.ratings import DRAW, LOSS, WIN
from bot.storage.base import FINISHED, GameRecord
from bot.storage.league import LeagueStore
from bot.usecases.games import GamesStore
from bot.usecases.wording import state_of


@dataclass(frozen=True, slots=True)
class Side:
    """One player's part in a rated game: the army, the outcome and, in a two-player game,
    the HQ points both HQs ended with (None: not a two-player game, or not known)."""

    game_id: int
    user_id: int
    army: str
    outcome: str  # win / loss / draw
    opponent_army: str | None = None  # a two-player game's other army
    hq: int | None = None
    opponent_hq: int | None = None


@dataclass(frozen=True, slots=True)
class Tally:
    """Games, wins, losses and draws (of an army, or of an army against another)."""

    games: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0

    @property
    def share(self) -> float:
        """The win share, 0 to 1: (wins + draws / 2) / games (0 without games)."""
        return (self.wins + self.draws / 2) / self.games if self.games else 0.0

    def plus(self, outcome: str) -> Tally:
        return Tally(
            self.games + 1,
            self.wins + (outcome == WIN),
            self.losses + (outcome == LOSS),
            self.draws + (outcome == DRAW),
        )


@dataclass(frozen=True, slots=True)
class ArmyLine:
    army: str
    tally: Tally
    hq_diff: int = 0  # own HQ points less the opponent's, over the two-player games
    mirrors: int = 0  # mirror games (not in ``tally``)


@dataclass(frozen=True, slots=True)
class Matchup:
    """``army`` against ``opponent``: ``tally`` from ``army``'s side."""

    army: str
    opponent: str
    tally: Tally


@dataclass(frozen=True, slots=True)
class Stats:
    armies: tuple[ArmyLine, ...]
    matchups: tuple[Matchup, ...]  # each pair of different armies once (``army`` before ``opponent`` by key)
    games: int  # rated games counted

    def of(self, army: str, opponent: str) -> Tally:
        """``army`` against ``opponent`` from ``army``'s side (no games: an empty tally)."""
        for m in self.matchups:
            if (m.army, m.opponent) == (army, opponent):
                return m.tally
            if (m.army, m.opponent) == (opponent, army):
                t = m.tally
                return Tally(t.games, t.losses, t.wins, t.draws)
        return Tally()


def army_lines(sides: Iterable[Side]) -> list[ArmyLine]:
    """Per army (best win share first, then more games, then the key)."""
    counts: dict[str, list[int]] = {}  # games, wins, losses, draws, HQ difference, mirror sides
    for s in sides:
        c = counts.get(s.army)
        if c is None:
            c = counts[s.army] = [0, 0, 0, 0, 0, 0]
        if s.opponent_army == s.army:
            c[5] += 1
            continue
        c[0] += 1
        c[1 if s.outcome == WIN else 2 if s.outcome == LOSS else 3] += 1
        if s.hq is not None and s.opponent_hq is not None:
            c[4] += s.hq - s.opponent_hq
    # a mirror game is two sides of one game: counted once
    lines = [ArmyLine(a, Tally(c[0], c[1], c[2], c[3]), c[4], c[5] // 2) for a, c in counts.items()]
    lines.sort(key=lambda x: (-x.tally.share, -x.tally.games, x.army))
    return lines


def matchups(sides: Iterable[Side]) -> list[Matchup]:
    """Per pair of different armies met in two-player games, from the side of the army whose
    key comes first, most games first (mirror games are not matchups)."""
    pairs: dict[tuple[str, str], list[int]] = {}
    for s in sides:
        other = s.opponent_army
        if other is None or s.army >= other:
            continue
        c = pairs.get((s.army, other))
        if c is None:
            c = pairs[(s.army, other)] = [0, 0, 0, 0]
        c[0] += 1
        c[1 if s.outcome == WIN else 2 if s.outcome == LOSS else 3] += 1
    out = [Matchup(a, b, Tally(*c)) for (a, b), c in pairs.items()]
    out.sort(key=lambda m: (-m.tally.games, m.army, m.opponent))
    return out


def member_lines(sides: Iterable[Side], user_id: int) -> list[ArmyLine]:
    """One member's results by army (their mirror games counted too: for a member they are a
    win or a loss like any other), most games first."""
    tallies: dict[str, Tally] = {}
    hq: dict[str, int] = {}
    for s in sides:
        if s.user_id != user_id:
            continue
        tallies[s.army] = tallies.get(s.army, Tally()).plus(s.outcome)
        if s.hq is not None and s.opponent_hq is not None:
            hq[s.army] = hq.get(s.army, 0) + s.hq - s.opponent_hq
    lines = [ArmyLine(a, t, hq.get(a, 0)) for a, t in tallies.items()]
    lines.sort(key=lambda x: (-x.tally.games, x.army))
    return lines


def stats_of(sides: Sequence[Side]) -> Stats:
    return Stats(tuple(army_lines(sides)), tuple(matchups(sides)), len({s.game_id for s in sides}))


def hq_points(game: GameRecord) -> dict[int, int] | None:
    """Each user's HQ points at a finished game's end (docs/rulings.md L1: an HQ out of the
    game, resigned or out of time has 0); None for a game that is not finished."""
    if game.status != FINISHED:
        return None
    state = state_of(game)
    result = state.result
    if result is None:
        return None
    gave_up = result.reason in GAVE_UP
    out: dict[int, int] = {}
    for seat, user in enumerate(game.players, start=1):
        if user is None:
            return None
        ps = state.players[seat]
        lost = gave_up and result.winner is not None and result.winner != seat
        out[int(user)] = 0 if ps.out or lost else ps.hq_hp
    return out


Played = tuple[int, int, str, str, int | None]  # a stored result: game, user, army, outcome, HQ points


def sides_of_results(results: Sequence[Played], hq: Mapping[int, Mapping[int, int]]) -> list[Side]:
    """The sides of the stored results (ordered by game); a two-player game's HQ points are
    its results' own, else ``hq``'s (by game, then user)."""
    sides: list[Side] = []
    i, n = 0, len(results)
    while i < n:
        j = i + 1
        while j < n and results[j][0] == results[i][0]:
            j += 1
        if j - i == 2:
            (game, u1, a1, o1, h1), (_, u2, a2, o2, h2) = results[i], results[i + 1]
            if h1 is None or h2 is None:
                points = hq.get(game, {})
                h1, h2 = points.get(u1), points.get(u2)
            sides.append(Side(game, u1, a1, o1, a2, h1, h2))
            sides.append(Side(game, u2, a2, o2, a1, h2, h1))
        else:
            sides += [Side(game, user, army, outcome) for game, user, army, outcome, _ in results[i:j]]
        i = j
    return sides


CACHED = 8  # the sides kept for this many sets of seasons (each at its seasons' versions)


class ArmyStats:
    """A league's (or a season's) army statistics from its stored results."""

    def __init__(self, store: LeagueStore, games: GamesStore) -> None:
        self.store = store
        self.games = games
        # the HQ points of games whose results were stored before revision 0020 (a finished
        # game's HQ points never change: read once per process)
        self._hq: dict[int, dict[int, int]] = {}
        # the sides of a set of seasons at their versions (a rated result bumps its season's
        # version in the transaction that stores it: a newer result is never missed)
        self._sides: dict[tuple[tuple[int, int], ...], list[Side]] = {}
        self._stats: tuple[list[Side], Stats] | None = None

    async def sides(self, season_ids: Sequence[int]) -> list[Side]:
        versions = []
        for season_id in season_ids:
            season = await self.store.get_season(season_id)
            versions.append((season_id, season.version if season is not None else -1))
        key = tuple(versions)
        if key in self._sides:
            return self._sides[key]
        results = await self.store.army_results(season_ids)
        results.sort(key=lambda x: x[0])  # by game over several seasons too
        counts: dict[int, int] = {}
        missing: set[int] = set()
        for game_id, _, _, _, points in results:
            counts[game_id] = counts.get(game_id, 0) + 1
            if points is None:
                missing.add(game_id)
        for game_id in missing:
            if counts[game_id] != 2 or game_id in self._hq:
                continue
            # a result stored before revision 0020: the game's final state, once
            game = await self.games.get(game_id)
            points_of = hq_points(game) if game is not None else None
            if points_of is not None:
                self._hq[game_id] = points_of
        sides = sides_of_results(results, self._hq)
        if len(self._sides) >= CACHED:
            self._sides.pop(next(iter(self._sides)))
        self._sides[key] = sides
        return sides

    async def stats(self, season_ids: Sequence[int]) -> Stats:
        sides = await self.sides(season_ids)
        if self._stats is not None and self._stats[0] is sides:
            return self._stats[1]  # the same sides as the last time: the same figures
        st = stats_of(sides)
        self._stats = (sides, st)
        return st
