"""Duels between levels, in every mode: ``python -m rules.ai duel``.

Two forms:

- ``--seats hard,medium,medium,medium --mode ffa --board 37 --games 100 --seed 1
  --budget-ms 300 [--armies a,b,c,d | --army-pool all]``: one level per seat, in seat
  order (``1v2``: seat 1 alone against seats 2 and 3; ``2v2``: teams seats 1+3 against
  2+4). Games come in groups of one army deal: group ``g = i // k`` (``k`` rotations per
  deal) uses the game seed ``seed + g`` and one deal of armies to seats (``--armies``
  fixed, or drawn from ``--army-pool``: every ordered pair in turn for two players, a
  seeded draw of different armies that the mode and board allow otherwise). Within a group
  the levels rotate over the seats so that every level sits everywhere equally: in a
  free-for-all or points game by one seat per game (``k`` = players); in 2 vs 2 the two
  teams swap levels (``k`` = 2); in 1 vs 2 the sides are fixed (``k`` = 1): the match is
  asymmetric by design. The last line is one JSON object: per level its seats, wins (its
  seat, or its team, won alone), shared wins (a win shared with an enemy), losses, draws,
  mean finishing place, and decision/turn times (p50/p95/max, in ms of the chosen clock);
  ``decided`` games and each level's ``share_of_decided`` (games it won alone among them).
- ``--a LEVEL --b LEVEL`` (the two-level form, kept): the same as ``--seats A,B`` on the
  small board with every ordered pair of armies, plus the old keys (``a_wins``, ``b_wins``,
  ``draws``, ``a_win_rate_decided``, ``a_turn_ms_p50`` …).

Interrupted (Ctrl-C, SIGINT, SIGTERM), it still prints the summary of the games finished so far
(``"interrupted": true``, ``games`` of ``games_asked``); ``--first K`` plays games K, K+1, …
instead of 0, 1, … (the same deals, seeds and seatings those indices have in a longer run),
so a stopped run can be continued and the two summaries' counts added. ``--clock cpu`` measures the hard level's think budget (and the reported times) in CPU
time of the playing thread (``time.thread_time``) instead of wall time
(``time.perf_counter``): on a loaded machine each decision then gets the same amount of
computation. :func:`play_duel_game` is pure apart from reading the injected clock.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import random
import signal
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from rules.ai.levels import LEVELS, make_player
from rules.catalog import ARMIES, SMALL_BOARD_ONLY
from rules.game import apply, legal_actions, new_game, seat_allowed
from rules.state import MODE_1V2, MODE_2V2, MODE_FFA, MODE_POINTS, MODES, PHASE_OVER

MAX_ACTIONS = 6000  # a game that runs longer is counted as a draw
CLOCKS: dict[str, Callable[[], float]] = {"wall": time.perf_counter, "cpu": time.thread_time}
DEFAULT_TEAMS = {MODE_1V2: [[1], [2, 3]], MODE_2V2: [[1, 3], [2, 4]]}


@dataclass(frozen=True, slots=True)
class Match:
    """What every game of a duel shares."""

    seats: tuple[str, ...]  # the level of each seat before rotation
    mode: str = MODE_FFA
    radius: int = 2
    seed: int = 1
    budget_ms: int | None = None
    armies: tuple[str, ...] | None = None  # fixed armies per seat
    pool: tuple[str, ...] = ARMIES  # armies drawn from otherwise
    variants: tuple[str, ...] = ()
    clock: str = "wall"

    @property
    def teams(self) -> list[list[int]] | None:
        return DEFAULT_TEAMS.get(self.mode)

    @property
    def rotations(self) -> int:
        if self.mode == MODE_1V2:
            return 1
        if self.mode == MODE_2V2:
            return 2
        return len(self.seats)


@dataclass(slots=True)
class GameOutcome:
    """The result of one duel game: per seat its level, army, place and outcome."""

    index: int
    armies: tuple[str, ...]
    levels: tuple[str, ...]  # level per seat (seat 1 first) after rotation
    winners: tuple[int, ...]  # winning seats (empty: a draw)
    places: tuple[int, ...]  # finishing place per seat (1 best; equals share a place)
    reason: str
    turn_ms: dict[str, list[float]] = field(default_factory=dict)  # level -> per turn
    decision_ms: dict[str, list[float]] = field(default_factory=dict)  # level -> thought-out decisions

    @property
    def a_seat(self) -> int:  # the two-level form: where level A sat
        return 1 if self.index % 2 == 0 else 2


def army_pairs(armies: Sequence[str] | None = None) -> list[tuple[str, str]]:
    """Every ordered pair of two different armies (or the one pair given)."""
    if armies:
        if len(armies) != 2:
            raise ValueError("--armies takes two armies: x,y")
        return [(armies[0], armies[1])]
    return list(itertools.permutations(ARMIES, 2))


def deal(match: Match, group: int) -> tuple[str, ...]:
    """The armies of seats 1..n in game group ``group``."""
    n = len(match.seats)
    if match.armies:
        return match.armies
    pool = [a for a in match.pool if not (match.radius == 3 and a in SMALL_BOARD_ONLY)]
    if n == 2:
        pairs = list(itertools.permutations(pool, 2))
        return pairs[group % len(pairs)]
    rng = random.Random(f"deal:{match.seed}:{group}")
    teams = match.teams or [[p] for p in range(1, n + 1)]
    for _ in range(200):
        armies = tuple(rng.sample(pool, n))
        if all(seat_allowed(a, match.mode, teams, seat) for seat, a in enumerate(armies, 1)):
            return armies
    raise ValueError(f"no deal of {n} different armies from {pool} suits the {match.mode} mode")


def seat_levels(match: Match, index: int) -> tuple[str, ...]:
    """The level of each seat in game ``index`` (see the module docstring)."""
    r = index % match.rotations
    n = len(match.seats)
    if match.mode == MODE_2V2:
        if r == 0:
            return match.seats
        swap = {1: 2, 2: 1, 3: 4, 4: 3}
        return tuple(match.seats[swap[s] - 1] for s in range(1, n + 1))
    return tuple(match.seats[(s - r) % n] for s in range(n))


def _places(ranking: Sequence[Sequence[int]], seats: int, winners: Sequence[int]) -> tuple[int, ...]:
    place: dict[int, int] = {}
    done = 0
    for group in ranking:
        for p in group:
            place[p] = done + 1
        done += len(group)
    if len(place) < seats:  # no ranking: winners first, the rest share second place
        for p in range(1, seats + 1):
            place.setdefault(p, 1 if p in winners or not winners else 2)
    return tuple(place[p] for p in range(1, seats + 1))


def play_duel_game(
    index: int,
    level_a: str | Match,
    level_b: str | None = None,
    seed: int = 1,
    budget_ms: int | None = None,
    pairs: Sequence[tuple[str, str]] | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> GameOutcome:
    """Game ``index`` of a duel: of ``Match`` ``level_a``, or (the two-level form) of
    level A against level B over ``pairs`` of armies."""
    if isinstance(level_a, Match):
        match = level_a
    else:
        assert level_b is not None
        pool = pairs or army_pairs()
        pair = pool[(index // 2) % len(pool)]
        match = Match((level_a, level_b), seed=seed, budget_ms=budget_ms, armies=tuple(pair))
    group = index // match.rotations
    armies = deal(match, group)
    levels = seat_levels(match, index)
    game_seed = match.seed + group
    n = len(levels)
    players = {
        seat: make_player(levels[seat - 1], game_seed * 10 + seat, think_ms=match.budget_ms, clock=clock)
        for seat in range(1, n + 1)
    }
    out = GameOutcome(index, armies, levels, (), (), "", {lv: [] for lv in levels}, {lv: [] for lv in levels})
    state = new_game(armies, game_seed, match.radius, mode=match.mode, teams=match.teams, variants=match.variants)
    actions = 0
    while state.phase != PHASE_OVER and actions < MAX_ACTIONS:
        seat = state.to_act
        level = levels[seat - 1]
        turn_start = clock()
        acted = 0
        while state.phase != PHASE_OVER and state.to_act == seat and acted < 30:
            turn = state.turn_number
            thinking = len(legal_actions(state)) > 1
            t0 = clock()
            action = players[seat].choose(state, acted)
            if thinking:
                out.decision_ms[level].append((clock() - t0) * 1000)
            state, _ = apply(state, action)
            acted += 1
            actions += 1
            if state.turn_number != turn:
                break
        out.turn_ms[level].append((clock() - turn_start) * 1000)
    if state.result is None:
        out.reason = "too_long"
        out.places = tuple([1] * n)
    else:
        r = state.result
        out.reason = r.reason
        out.winners = tuple(r.winners or ((r.winner,) if r.winner is not None else ()))
        out.places = _places(r.ranking, n, out.winners)
    return out


def _run(args: tuple[int, Match]) -> GameOutcome:
    index, match = args
    return play_duel_game(index, match, clock=CLOCKS[match.clock])


def _pct(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 1)


def _times(values: list[float]) -> dict[str, float]:
    return {
        "p50": round(statistics.median(values), 1) if values else 0.0,
        "p95": _pct(values, 0.95),
        "max": round(max(values), 1) if values else 0.0,
    }


def _sole_side(match: Match, winners: Sequence[int]) -> bool:
    """Whether the winners are one player or one team (not a win shared by enemies)."""
    if not winners:
        return False
    teams = match.teams
    if teams is None:
        return len(winners) == 1
    return any(set(winners) <= set(t) for t in teams)


def summarize(outcomes: Sequence[GameOutcome], match: Match) -> dict[str, object]:
    """The JSON summary of a duel (see the module docstring)."""
    names = list(dict.fromkeys(match.seats))
    per: dict[str, dict[str, object]] = {}
    decided = [o for o in outcomes if _sole_side(match, o.winners)]
    for lv in names:
        seats = wins = shared = losses = draws = games_won = 0
        places: list[int] = []
        for o in outcomes:
            mine = [s for s in range(1, len(o.levels) + 1) if o.levels[s - 1] == lv]
            sole = _sole_side(match, o.winners)
            won_game = False
            for s in mine:
                seats += 1
                places.append(o.places[s - 1])
                if not o.winners:
                    draws += 1
                elif s in o.winners:
                    if sole:
                        wins += 1
                        won_game = True
                    else:
                        shared += 1
                else:
                    losses += 1
            games_won += won_game
        per[lv] = {
            "seats": seats,
            "wins": wins,
            "shared_wins": shared,
            "losses": losses,
            "draws": draws,
            "win_rate": round(wins / seats, 3) if seats else None,
            "games_won": games_won,
            "share_of_decided": round(games_won / len(decided), 3) if decided else None,
            "mean_place": round(statistics.mean(places), 3) if places else None,
            "decision_ms": _times([t for o in outcomes for t in o.decision_ms.get(lv, [])]),
            "turn_ms": _times([t for o in outcomes for t in o.turn_ms.get(lv, [])]),
        }
    return {
        "seats": list(match.seats),
        "mode": match.mode,
        "board": 19 if match.radius == 2 else 37,
        "seed": match.seed,
        "budget_ms": match.budget_ms,
        "clock": match.clock,
        "armies": ",".join(match.armies) if match.armies else "pool:" + ",".join(match.pool),
        "variants": list(match.variants),
        "games": len(outcomes),
        "decided": len(decided),
        "draws": sum(1 for o in outcomes if not o.winners),
        "too_long": sum(1 for o in outcomes if o.reason == "too_long"),
        "levels": per,
    }


def summarize_two(outcomes: Sequence[GameOutcome], match: Match) -> dict[str, object]:
    """The two-level form's summary: :func:`summarize` plus the old keys for A and B."""
    summary = summarize(outcomes, match)
    a, b = match.seats
    wins = {"a": 0, "b": 0}
    for o in outcomes:
        if len(o.winners) == 1:
            wins["a" if o.levels[o.winners[0] - 1] == a and (a != b or o.winners[0] == o.a_seat) else "b"] += 1
    decided = wins["a"] + wins["b"]
    summary.update(
        a=a,
        b=b,
        a_wins=wins["a"],
        b_wins=wins["b"],
        draws=len(outcomes) - decided,
        a_win_rate_decided=round(wins["a"] / decided, 3) if decided else None,
    )
    for who, lv in (("a", a), ("b", b)):
        times = summary["levels"][lv]  # type: ignore[index]
        for kind in ("turn_ms", "decision_ms"):
            for q in ("p50", "p95", "max"):
                summary[f"{who}_{kind.split('_')[0]}_ms_{q}"] = times[kind][q]
    return summary


def parse(argv: Sequence[str] | None = None) -> tuple[Match, argparse.Namespace]:
    ap = argparse.ArgumentParser(prog="python -m rules.ai duel", description="Play AI levels against each other.")
    ap.add_argument("--seats", default=None, help="one level per seat, e.g. hard,medium,medium,medium")
    ap.add_argument("--a", choices=LEVELS, help="the two-level form: level A (with --b)")
    ap.add_argument("--b", choices=LEVELS)
    ap.add_argument("--mode", default=MODE_FFA, choices=MODES)
    ap.add_argument("--board", type=int, default=None, choices=(19, 37), help="hexes (default 19; 37 for 5-6)")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--first", type=int, default=0, help="index of the first game (to continue a stopped run)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--budget-ms", type=int, default=None, help="think time of the hard level per decision")
    ap.add_argument("--clock", default="wall", choices=sorted(CLOCKS), help="cpu: thread CPU time (fair when loaded)")
    ap.add_argument("--armies", default=None, help="a,b,...: one army per seat (default: drawn from the pool)")
    ap.add_argument("--army-pool", default="all", help="all (every army) or a,b,c: the armies drawn from")
    ap.add_argument("--variants", default="", help="alt-start,reinforcements")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--progress", action="store_true", help="print one line per finished game")
    args = ap.parse_args(argv)
    if args.seats:
        seats = tuple(s.strip() for s in args.seats.split(","))
    elif args.a and args.b:
        seats = (args.a, args.b)
    else:
        ap.error("give --seats, or --a and --b")
    for s in seats:
        if s not in LEVELS:
            ap.error(f"unknown level {s!r} (choose from {', '.join(LEVELS)})")
    if not 2 <= len(seats) <= 6:
        ap.error("a game has 2 to 6 seats")
    need = {MODE_1V2: 3, MODE_2V2: 4}.get(args.mode)
    if need is not None and len(seats) != need or args.mode == MODE_POINTS and len(seats) < 3:
        ap.error(f"the {args.mode} mode does not take {len(seats)} seats")
    board = args.board or (37 if len(seats) >= 5 else 19)
    armies = tuple(args.armies.split(",")) if args.armies else None
    if armies is not None and len(armies) != len(seats):
        ap.error("--armies takes one army per seat")
    pool = ARMIES if args.army_pool == "all" else tuple(args.army_pool.split(","))
    for key in (armies or ()) + pool:
        if key not in ARMIES:
            ap.error(f"unknown army {key!r} (choose from {', '.join(ARMIES)})")
    variants = tuple(v for v in args.variants.split(",") if v)
    match = Match(
        seats, args.mode, 2 if board == 19 else 3, args.seed, args.budget_ms, armies, pool, variants, args.clock
    )
    return match, args


def main(argv: Sequence[str] | None = None) -> int:
    match, args = parse(argv)
    signal.signal(signal.SIGINT, signal.default_int_handler)  # a background job ignores SIGINT otherwise
    signal.signal(signal.SIGTERM, _interrupt)
    jobs = [(i, match) for i in range(args.first, args.first + args.games)]
    outcomes: list[GameOutcome] = []
    interrupted = False
    try:
        if args.workers <= 1:
            for o in map(_run, jobs):
                outcomes.append(o)
                _progress(args.progress, o)
        else:
            with ProcessPoolExecutor(args.workers) as pool:
                for o in pool.map(_run, jobs):
                    outcomes.append(o)
                    _progress(args.progress, o)
    except KeyboardInterrupt:  # Ctrl-C, SIGINT or SIGTERM: the summary of the games played so far
        interrupted = True
    two = not args.seats
    summary = summarize_two(outcomes, match) if two else summarize(outcomes, match)
    summary["games_asked"] = args.games
    summary["first_game"] = args.first
    summary["interrupted"] = interrupted
    print(json.dumps(summary, sort_keys=True))
    return 0


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def _progress(enabled: bool, o: GameOutcome) -> None:
    if enabled:
        who = ", ".join(f"{s}:{lv}/{a}" for s, (lv, a) in enumerate(zip(o.levels, o.armies, strict=True), 1))
        won = "draw" if not o.winners else "won by " + ",".join(map(str, o.winners))
        places = ",".join(map(str, o.places))
        print(f"game {o.index}: {who}: {won} ({o.reason}; places {places})", file=sys.stderr, flush=True)
