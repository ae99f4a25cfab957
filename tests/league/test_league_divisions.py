"""Divisions as a league format (docs/leagues.md, "Divisions"; docs/rulings.md L19), through the
console on each database: a season of three divisions, each its own round-robin, standings per
division in match points, promotion and relegation stored and announced at the season's end
(once, however many end it at the same moment), and the next season's divisions from them,
a leaver out and a newcomer at the bottom; bad settings refused, nothing changed."""

from __future__ import annotations

import asyncio
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from aiohttp.test_utils import TestClient, TestServer

from bot.rendering import NullRenderPool
from bot.storage.league import DOWN, STAY, UP, DivisionRow
from bot.storage.web import KIND_LEAGUE
from bot.web.server import site_for
from tests.bot.helpers import FakeClock, make_service
from tests.league.test_league_console import Driver
from tests.storage.backends import Opener

NAMES = ("ala", "ola", "eve", "max", "ida", "jan", "kim", "leo", "ula")


async def test_a_season_of_three_divisions_with_promotion(tmp_path: Path, db_target: str) -> None:
    clock = FakeClock()
    app = await make_service(db_target, clock, NullRenderPool())
    d = Driver(app, tmp_path)
    say = d.say
    await say("@mod[mod] /leaguemod create name:Ladder")
    # bad settings: a short private answer, nothing changed
    (league,) = await app.league_store.leagues(0)
    for bad, words in (
        ("1/1", "from 2 to 64"),
        ("3/2", "too many for divisions of 3"),
        ("8/0", "at least 1, at most 4"),
        ("pyramid", "e.g. 8/2, nor off"),
    ):
        out = await say(f"@mod[mod] /leaguemod config divisions:{bad}")
        assert words in out and "saved" not in out and "only @mod sees this" in out, out
    assert "Only moderators" in await say("@ala /leaguemod config divisions:3/1")
    assert (await app.league_store.leagues(0))[0].settings == league.settings
    out = await say("@mod[mod] /leaguemod config divisions:3/1")
    assert "saved" in out and "divisions of 3, 1 up and 1 down" in out
    for who in NAMES:
        await say(f"@{who} /league join")
        clock.advance(minutes=1)  # members without a rated game are cut by joining time
    ids = {name: uid for uid, name in d.console.names.items()}

    # the first season (started with the league): cut in rating order (nobody rated: by joining)
    made = await say("@mod[mod] /leaguemod schedule action:make days:3")
    assert "3 rounds and 9 games" in made
    for k, trio in enumerate((NAMES[:3], NAMES[3:6], NAMES[6:]), start=1):
        assert f"Division {k}**: " + ", ".join(f"@{n}" for n in trio) in made, made
    season = (await app.league_store.seasons(league.id))[-1]
    fixtures = await app.league_store.fixtures(season.id)
    division = {r.user_id: r.division for r in await app.league_store.divisions(season.id)}
    assert len(fixtures) == 9 and all(division[f.player_a] == division[f.player_b] for f in fixtures)

    # each division: its last member beats both others, its first loses both
    rank = {n: i % 3 for i, n in enumerate(NAMES)}
    for n, f in enumerate(fixtures):
        a, b = d.console.names[f.player_a], d.console.names[f.player_b]
        winner, loser = (a, b) if rank[a] > rank[b] else (b, a)
        await say(f":channel f{n}")
        await say(f"@{winner} /league challenge opponent:@{loser}")
        await say(f"@{loser} /hex accept")
        await say(f"@{loser} /hex resign")
        await say(f"@{loser} !confirm")
    standings = await say("@ala /league standings")
    assert standings.count("**Division") == 3
    first = standings[standings.index("**Division 1**") : standings.index("**Division 2**")]
    assert re.findall(r"\d\. @(\w+) — ", first) == ["eve", "ola", "ala"], first
    assert "1. @eve — 2 pts · 2 games: 2 W, 0 D, 0 L" in first and "⬇️" in first.splitlines()[3]
    assert "1. @ula — 2 pts" in standings and "⬆️" in standings.split("**Division 3**")[1].splitlines()[1]
    assert "Division 2: place 1 of 3, 2 pts (going up)" in await say("@jan /league profile")
    # the league's web page lists each division
    await app.links.publish_league(league.id, True)
    token = await app.repo.stores.web.web_token(KIND_LEAGUE, league.id)
    async with TestClient(TestServer(site_for(app).app())) as client:
        html = await (await client.get(f"/l/{token.token}", headers={"Accept-Language": "pl"})).text()
    assert [html.count(f"Dywizja {k}") for k in (1, 2, 3)] == [1, 1, 1]
    division_3 = html[html.index("Dywizja 3") :]
    assert division_3.index("ula") < division_3.index("leo") < division_3.index("kim") and "⬆ awans" in division_3

    # the season ends (two processes at once): stored once, announced once through the outbox
    seasons = app.leagues.seasons
    ended = await asyncio.gather(
        *(seasons.season(d.console.channel_id, ids["ala"], "end", is_moderator=True) for _ in range(2))
    )
    assert sorted(r.ephemeral for r in ended) == [False, True]
    rows = {r.user_id: r for r in await app.league_store.divisions(season.id)}
    moves = {d.console.names[u]: r.move for u, r in rows.items()}
    assert moves == {
        "ala": DOWN, "ola": STAY, "eve": STAY,
        "max": DOWN, "ida": STAY, "jan": UP,
        "kim": STAY, "leo": STAY, "ula": UP,
    }  # fmt: skip
    assert [rows[ids[n]].place for n in ("eve", "ola", "ala")] == [1, 2, 3]
    posts = [x for x in await app.repo.stores.deliveries.deliveries() if x.key.endswith(":divisions")]
    assert len(posts) == 1
    announced = await say("@ala /league list")  # the console's drain posts it
    assert "promotion and relegation" in announced
    assert "Divisions 1 ↔ 2: up @jan · down @ala" in announced
    assert "Divisions 2 ↔ 3: up @ula · down @max" in announced

    # between seasons a member of division 1 leaves, a newcomer joins: the freed place goes
    # to the best relegated (@ala stays up, and so @max too: L4), the newcomer at the bottom
    await say("@ola /league leave")
    await say("@zoe /league join")
    started = await say("@mod[mod] /leaguemod season action:start")
    assert "season 2 runs" in started
    assert "**Division 1**: @eve, @jan, @ala" in started, started
    assert "**Division 2**: @ida, @ula, @max" in started, started
    assert "**Division 3**: @leo, @kim, @zoe" in started, started
    standings = await say("@jan /league standings")
    assert "1. @eve — 0 pts" in standings.split("**Division 2**")[0]  # nothing played: rating order
    assert "Division 1: place" in await say("@jan /league profile")


async def test_divisions_are_stored_once_and_with_the_season(open_repo: Opener) -> None:
    """A season's divisions are written with the season (one transaction), or cut once for a
    season without them however many processes cut at once; an archived season's are not cut
    again; the end writes places and moves only for the process that archives it."""
    repo: Any = await open_repo()
    store = repo.stores.leagues
    try:
        now = datetime(2025, 1, 1, tzinfo=UTC)
        league = await store.create_league(7, "Pyramid", 1, {}, now)
        first = await store.add_season(league.id, now, now + timedelta(days=30))
        # two processes cut at once (the same members, seated otherwise): one cut is stored,
        # whole — whichever came first
        cut = await asyncio.gather(
            store.set_divisions(first.id, [[1, 2], [3, 4]]), store.set_divisions(first.id, [[2, 1], [4, 3]])
        )
        assert sorted(cut) == [False, True]
        stored = [(r.user_id, r.division, r.seat) for r in await store.divisions(first.id)]
        assert stored == (
            [(1, 1, 1), (2, 1, 2), (3, 2, 1), (4, 2, 2)] if cut[0] else [(2, 1, 1), (1, 1, 2), (4, 2, 1), (3, 2, 2)]
        )
        places = [DivisionRow(first.id, u, k, s, p, m) for u, k, s, p, m in ((1, 1, 1, 2, DOWN), (2, 1, 2, 1, STAY), (3, 2, 1, 1, UP), (4, 2, 2, 2, STAY))]  # fmt: skip
        ended = await asyncio.gather(*(store.archive_season(first.id, [], now, places) for _ in range(2)))
        assert sorted(ended) == [False, True]
        assert [(r.user_id, r.place, r.move) for r in await store.divisions(first.id)] == [
            (2, 1, STAY), (1, 2, DOWN), (3, 1, UP), (4, 2, STAY)
        ]  # fmt: skip
        assert not await store.set_divisions(first.id, [[1, 2, 3, 4]])  # archived: never cut again
        second = await store.add_season(league.id, now, now + timedelta(days=30), [[2, 3], [1, 4]])
        assert [(r.user_id, r.division) for r in await store.divisions(second.id)] == [(2, 1), (3, 1), (1, 2), (4, 2)]
        await repo.close()
        repo = await open_repo()  # a restart keeps them
        assert len(await repo.stores.leagues.divisions(second.id)) == 4
    finally:
        await repo.close()
