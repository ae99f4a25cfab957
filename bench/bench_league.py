"""Leagues at scale: standings and the standings image for a big league.

    python bench/bench_league.py [--members 1000] [--games 50000] [--repeat 20]

Builds a SQLite database with one league of ``--members`` members and ``--games`` rated
two-player games (each rated with openskill's Plackett–Luce model, as the bot rates them,
the results stored in the league tables), then prints the median and worst time of:

1. computing the standings (``Standings.table``: the members and the season's
   ratings read from the database, sorted by the conservative rating);
2. the whole ``/league standings`` use case (standings, the text table, the image);
3. rendering the standings image alone (``renderer.table.render_standings`` + PNG);
4. the whole ``/league stats`` use case (per army and army against army over the season's
   results, their HQ points stored with them: ``bot/league/stats.py``): the first (cold)
   read, then the same figures again (kept while the season's version stands).

Goal (issue 12): under 200 ms each for 1,000 members and 50,000 games.

Then the formats (issue 36, ``bot/league/formats``): pairing round 9 of a 200-member Swiss
event (the first eight played with random results), and the standings with match points and
every tiebreak (HQ difference, head to head, Buchholz, Sonneborn–Berger) of 1,000 members
after a 10-round Swiss event; goal: under 200 ms each. ``--formats-only`` skips the database.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.app import build_app  # noqa: E402
from bot.league.ratings import Rating, Side, initial, rate  # noqa: E402
from bot.rendering import NullRenderPool  # noqa: E402
from bot.storage import open_repository  # noqa: E402
from bot.storage.league import ts  # noqa: E402
from renderer.encode import to_png  # noqa: E402
from renderer.table import StandingLine, render_standings  # noqa: E402
from rules.catalog import ARMIES  # noqa: E402

NOW = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
GUILD = 1
CHANNEL = 2


def clock() -> datetime:
    return NOW


async def build(path: str, members: int, games: int, seed: int) -> float:
    """The league, its members and its rated games; returns the seconds it took."""
    t0 = time.perf_counter()
    repo = await open_repository(path)
    service = build_app(repo, NullRenderPool(), clock, rng=random.Random(seed))
    await service.leagues.seasons.create(CHANNEL, 99, "Bench League", guild_id=GUILD, is_moderator=True)
    await repo.close()
    rng = random.Random(seed)
    users = [10_000 + i for i in range(members)]
    skill = {u: rng.gauss(0, 1) for u in users}
    ratings = {u: initial() for u in users}
    tally = {u: [0, 0, 0, 0] for u in users}  # games, wins, losses, draws
    game_rows, lg_rows, player_rows, result_rows = [], [], [], []
    start = NOW - timedelta(days=20)
    pool = list(ARMIES)[:12]
    for g in range(1, games + 1):
        a, b = rng.sample(users, 2)
        armies = dict(zip((a, b), rng.sample(pool, 2), strict=True))
        at = ts(start + timedelta(seconds=g * 30))
        diff = skill[a] - skill[b] + rng.gauss(0, 1)
        places = (1, 1) if abs(diff) < 0.05 else (1, 2) if diff > 0 else (2, 1)
        after = rate([Side((a,), places[0]), Side((b,), places[1])], {a: ratings[a], b: ratings[b]})
        for u, p, q in ((a, places[0], places[1]), (b, places[1], places[0])):
            r: Rating = after[u]
            ratings[u] = r
            t = tally[u]
            t[0] += 1
            t[1 if p < q else 2 if p > q else 3] += 1
            outcome = "win" if p < q else "loss" if p > q else "draw"
            hq = 0 if p > q else rng.randint(1, 20)
            result_rows.append((g, 1, u, armies[u], p, outcome, r.mu, r.sigma, at, "hq_destroyed", hq))
        game_rows.append((g, 100_000 + g, "finished", 2, "{}", g, armies[a], armies[b], a, b, a, "en", at, at))
        lg_rows.append((g, 1, 1, 1, "rated", at, at))
        player_rows += [(g, 1, a), (g, 2, b)]
    db = sqlite3.connect(path)
    with db:
        db.executemany(
            "INSERT INTO games (id, channel_id, status, version, state_json, seed, army1, army2, player1, player2, "
            "creator_id, lang, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            game_rows,
        )
        db.executemany(
            "INSERT INTO league_members (league_id, user_id, joined_at, name) VALUES (1, ?, ?, ?)",
            [(u, ts(start), f"player{u}") for u in users],
        )
        db.executemany(
            "INSERT INTO league_games (game_id, league_id, season_id, rated, status, created_at, settled_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            lg_rows,
        )
        db.executemany("INSERT INTO league_game_players (game_id, seat, user_id) VALUES (?, ?, ?)", player_rows)
        db.executemany(
            "INSERT INTO league_results (game_id, season_id, user_id, army, place, outcome, mu, sigma, at, reason, hq) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            result_rows,
        )
        db.executemany(
            "INSERT INTO league_ratings (season_id, user_id, mu, sigma, games, wins, losses, draws) "
            "VALUES (1, ?, ?, ?, ?, ?, ?, ?)",
            [(u, ratings[u].mu, ratings[u].sigma, *tally[u]) for u in users],
        )
    db.close()
    return time.perf_counter() - t0


def _stats(samples: list[float]) -> str:
    return f"median {statistics.median(samples) * 1000:7.1f} ms, worst {max(samples) * 1000:7.1f} ms"


async def measure(path: str, repeat: int) -> dict[str, list[float]]:
    repo = await open_repository(path)
    service = build_app(repo, NullRenderPool(), clock, rng=random.Random(1))
    (league,) = await service.league_store.leagues(GUILD)
    seasons = await service.league_store.seasons(league.id)
    season = seasons[-1]
    out: dict[str, list[float]] = {"standings": [], "use case": [], "image": []}
    table = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        table = await service.leagues.standings.table(league, season)
        out["standings"].append(time.perf_counter() - t0)
    for _ in range(repeat):
        t0 = time.perf_counter()
        reply = await service.leagues.standings.standings(CHANNEL, 99, guild_id=GUILD)
        out["use case"].append(time.perf_counter() - t0)
        assert reply.images and not reply.ephemeral, reply.text
    lines = [
        StandingLine(s.place, s.name, s.rating.ordinal, s.rating.games, s.rating.wins, s.rating.losses, s.rating.draws)
        for s in table
    ]
    for _ in range(repeat):
        t0 = time.perf_counter()
        png = to_png(render_standings("Bench League — season 1", lines, "en", subtitle="2026-02-09 – 2026-03-11"))
        out["image"].append(time.perf_counter() - t0)
    out["army stats (cold)"], out["army stats"] = [], []
    for i in range(repeat + 1):
        t0 = time.perf_counter()
        reply = await service.leagues.standings.stats(CHANNEL, 99, guild_id=GUILD)
        out["army stats (cold)" if i == 0 else "army stats"].append(time.perf_counter() - t0)
        assert "Armies in" in reply.text and len(reply.text) <= 2000, reply.text
    await repo.close()
    print(
        f"standings: {len(table)} members; the leader {table[0].name} at {table[0].rating.ordinal:.2f}; image {len(png)} bytes"
    )
    return out


def measure_formats(repeat: int, seed: int) -> dict[str, list[float]]:
    """Pairing a 200-member Swiss round and the standings of 1,000 members with tiebreaks."""
    from bot.league.formats.scoring import Scheme, standings
    from bot.league.formats.swiss import pair_round
    from tests.league.events import Event

    out: dict[str, list[float]] = {"swiss pairing (200)": [], "tiebreaks (1,000)": []}
    event = Event(list(range(200)), rounds=9, rng=random.Random(seed))
    for number in range(1, 9):
        event.play_round(number)
    entrants = event.entrants()
    for _ in range(repeat):
        t0 = time.perf_counter()
        pair_round(entrants, rounds_after=0)
        out["swiss pairing (200)"].append(time.perf_counter() - t0)
    big = Event(list(range(1000)), rounds=10, rng=random.Random(seed))
    for number in range(1, 11):
        big.play_round(number)
    for _ in range(repeat):
        t0 = time.perf_counter()
        rows = standings(Scheme.SINGLE, big.members, big.matches)
        out["tiebreaks (1,000)"].append(time.perf_counter() - t0)
    print(f"formats: a 200-member Swiss round; standings of {len(rows)} members, {len(big.matches)} matches")
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--members", type=int, default=1000)
    p.add_argument("--games", type=int, default=50_000)
    p.add_argument("--repeat", type=int, default=20)
    p.add_argument("--seed", type=int, default=12)
    p.add_argument("--formats-only", action="store_true", help="only the formats' pairing and tiebreaks")
    args = p.parse_args()
    results: dict[str, list[float]] = {}
    if not args.formats_only:
        with tempfile.TemporaryDirectory() as tmp:
            path = str(Path(tmp) / "league.sqlite3")
            built = asyncio.run(build(path, args.members, args.games, args.seed))
            print(f"built a league of {args.members} members and {args.games} rated games in {built:.1f} s (SQLite)")
            results = asyncio.run(measure(path, args.repeat))
    results.update(measure_formats(args.repeat, args.seed))
    for name, samples in results.items():
        verdict = "ok" if statistics.median(samples) < 0.2 else "OVER the 200 ms goal"
        print(f"{name:>20}: {_stats(samples)}  ({verdict})")


if __name__ == "__main__":
    main()
