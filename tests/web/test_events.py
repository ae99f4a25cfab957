"""A league's Swiss events, forfeits and rulings on its public pages (aiohttp's test server,
in-process): the league page lists its events and its history; an event's page shows its
rounds (a bye, a ruling, a walkover, a no-show), its standings as the event keeps them, the
two legs of its duels and the playoff bracket; the CSV and JSON files the pages link parse
to the same, name nobody by their Discord id, and are not found for an event not there."""

from __future__ import annotations

import csv
import io
import json
import re
import shutil
from collections.abc import AsyncIterator
from html import unescape
from pathlib import Path
from typing import Any

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.app import App, build_app
from bot.config import Settings
from bot.league.events import event_standings
from bot.rendering import NullRenderPool
from bot.storage import open_repository
from bot.web.server import RateLimiter, site_for
from tests.bot.helpers import FakeClock
from tests.web.conftest import BASE, EventData


class Site:
    def __init__(self, app: App, client: TestClient, data: EventData) -> None:
        self.app, self.client, self.data = app, client, data
        self.base = f"/l/{data.league_token}"

    async def get(self, path: str, **kw: Any) -> tuple[int, str, Any]:
        r = await self.client.get(self.base + path, **kw)
        return r.status, (await r.read()).decode("utf-8"), r


@pytest.fixture
async def site(event_data: EventData, tmp_path: Path) -> AsyncIterator[Site]:
    db = tmp_path / "copy.sqlite3"
    shutil.copy(event_data.db, db)
    repo = await open_repository(str(db))
    app = build_app(repo, NullRenderPool(), FakeClock(), settings=Settings(web_url=BASE))
    client = TestClient(TestServer(site_for(app, limiter=RateLimiter(rate=1000, burst=1000)).app()))
    await client.start_server()
    try:
        yield Site(app, client, event_data)
    finally:
        await client.close()
        await repo.close()


def _text(html: str) -> str:
    """The page's text, tags dropped and spaces collapsed."""
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


async def test_the_league_page_lists_its_events_and_its_forfeits_and_rulings(site: Site) -> None:
    d = site.data
    status, html, _ = await site.get("")
    assert status == 200
    assert re.findall(r'<a href="/l/[\w-]+/e/(\d)">(\w+)</a>', html) == [("2", "Duels"), ("1", "Spring")]
    text = _text(html.split('id="history"')[1])
    loser, winner = d.ruled
    assert f"Moderator's ruling · Spring, round 1: {winner}, {loser} — {winner} wins" in text
    assert "Ruled by mod. Reason: No show" in text  # the moderator by the name the bot saw, not an id
    a, b = d.no_show
    assert f"No-show · Duels, round 1: {a}, {b} — lost by both · no-show strike: {a}, {b}" in text
    assert text.index("Moderator's ruling") < text.index("No-show")  # oldest first
    status, html, _ = await site.get("?lang=pl")
    assert "Walkowery i orzeczenia" in html and "Orzekł(a) mod. Powód: No show" in _text(html)
    assert "Turnieje" in html and "zakończony" in html


async def test_an_event_page_rounds_standings_and_the_playoff_bracket(site: Site) -> None:
    d = site.data
    status, html, _ = await site.get("/e/1")
    assert status == 200 and "<h1>Spring</h1>" in html
    text = _text(html)
    semi, walkover = d.semis
    assert f"Won by {d.final[1]}" in text
    assert "1 Swiss round of single games, then a top-4 playoff" in text
    # the bracket: semi-finals then the final, each side with its seed, the winner marked
    bracket = html.split('class="bracket"')[1].split("</section>")[0]
    columns = re.findall(r"<h3>(.*?)</h3>", bracket)
    assert columns == ["Semi-finals", "Final"]
    through = re.findall(r'class="side through"><span class="seed">\d</span> (\w+)', bracket)
    assert through == [semi[0], walkover[0], d.final[1]]
    assert bracket.count("walkover") == 1
    # the rounds, latest first: the final and semis with their games, round 1 with its bye and ruling
    rounds = re.findall(r'<h3 id="round-(\d)">(.*?)</h3>', html)
    assert rounds == [("3", "Final"), ("2", "Semi-finals"), ("1", "Round 1 of 1")]
    games = d.games["Spring"]
    assert (
        f"{d.final[0]} – {d.final[1]} 0–1 · HQ 0–" in text and f"{d.final[1]} goes through Game 1 #{games[2]}" in text
    )
    assert (
        f"{walkover[0]} – {walkover[1]} walkover: {walkover[1]} did not play · 1–0 · {walkover[0]} goes through" in text
    )
    loser, winner = d.ruled
    assert re.search(rf"{loser} – {winner} forfeited by {loser} · 0–1 · moderator's ruling", text), text
    assert re.search(r"(\w+) bye \(a win\)", text).group(1) not in (*d.ruled, *d.semis[0][1:])  # type: ignore[union-attr]
    for game in games:
        assert f'href="/l/{d.league_token}/g/{game}"' in html
    # the standings are the event's own (match points, then its tiebreaks)
    store = site.app.repo.stores.events
    (spring, _) = await store.events(1)
    rows = event_standings(spring, await store.entrants(spring.id), await store.matches(spring.id))
    names = {v: k for k, v in d.ids.items()}
    table = html.split('class="standings event-standings"')[1].split("</table>")[0]
    shown = re.findall(r'<td class="num">(\d)</td>\s*<td class="name"><a href="[^"]+">(\w+)</a>', table)
    assert shown == [(str(r.place), names[r.member]) for r in rows]
    assert "(withdrawn)" in table and table.count("(withdrawn)") == 1
    # Polish
    status, html, _ = await site.get("/e/1", headers={"Accept-Language": "pl"})
    assert "Faza pucharowa" in html and "Półfinały" in html and "Finał" in html and f"awansuje {d.final[1]}" in html


async def test_a_duel_shows_both_legs_and_a_no_show_lost_by_both(site: Site) -> None:
    d = site.data
    status, html, _ = await site.get("/e/2")
    assert status == 200 and "two-leg duels" in html and 'class="bracket"' not in html
    text = _text(html)
    first, second = d.games["Duels"]
    a, b = d.duel
    duel = re.search(rf"{a} – {b} (1–1 · HQ \d+–\d+) Game 1 #{first} (\d+)–0 · Game 2 #{second} 0–(\d+)", text)
    assert duel is not None, text
    x, y = d.no_show
    assert f"{x} – {y} forfeited by {x}, {y} · 0–0" in text
    # everybody in the no-show pair: no points; the duel: a point each
    table = _text(html.split('class="standings event-standings"')[1].split("</table>")[0])
    assert re.search(rf"\d {a} 1 \+0", table) and re.search(rf"\d {x} 0 \+0", table)
    assert (await site.get("/e/3"))[0] == 404 and (await site.get("/e/0"))[0] == 404
    assert (await site.get("/e/1/event.xml"))[0] == 404 and (await site.get("/e/9/event.csv"))[0] == 404


async def test_the_event_and_history_files_parse_and_name_no_discord_id(site: Site) -> None:
    d = site.data
    status, body, r = await site.get("/e/1/event.csv")
    assert status == 200 and r.content_type == "text/csv" and "league-1-event-1.csv" in r.headers["Content-Disposition"]
    rows = list(csv.DictReader(io.StringIO(body)))
    assert [(x["round"], x["stage"]) for x in rows] == [("1", "swiss")] * 3 + [("2", "playoff")] * 2 + [
        ("3", "playoff")
    ]
    loser, winner = d.ruled
    ruled = next(x for x in rows if {x["player_a"], x["player_b"]} == {loser, winner})
    assert (ruled["forfeited"], ruled["ruling"], ruled["games"]) == (loser, "True", "")
    final = rows[-1]
    assert (final["player_a"], final["player_b"], final["result"], final["through"]) == (*d.final, "b", d.final[1])
    assert re.fullmatch(rf"{d.games['Spring'][2]}:0-\d+", final["legs"])
    status, body, _ = await site.get("/e/2/event.json")
    doc = json.loads(body)
    assert doc["event"] | {"champion": None} == {
        "name": "Duels",
        "rounds": 1,
        "playoff": 0,
        "scheme": "duel",
        "status": "done",
        "round": 1,
        "champion": None,
    }
    ((rnd,),) = [doc["rounds"]]
    duel = next(m for m in rnd["matches"] if m["player_a"] == d.duel[0])
    assert [leg["game"] for leg in duel["legs"]] == list(d.games["Duels"])
    assert [leg["winner"] for leg in duel["legs"]] == ["a", "b"]
    assert (duel["points_a"], duel["points_b"], duel["result"]) == (1, 1, "draw")
    assert duel["hq_a"] == sum(leg["hq_a"] for leg in duel["legs"])
    assert [s["player"] for s in doc["standings"]][:2] and len(doc["standings"]) == 4
    status, body, _ = await site.get("/e/1/event-standings.csv")
    standings = list(csv.DictReader(io.StringIO(body)))
    assert [s["place"] for s in standings] == ["1", "2", "3", "4", "5"]
    assert list(standings[0]) == [
        "place",
        "player",
        "points",
        "hq",
        "h2h",
        "buchholz",
        "sonneborn_berger",
        "won",
        "drawn",
        "lost",
        "byes",
        "withdrawn",
    ]
    status, body, _ = await site.get("/rulings.json")
    entries = json.loads(body)["rulings"]
    assert [(e["kind"], e["event"]) for e in entries] == [("ruling", "Spring"), ("no-show", "Duels")]
    assert (entries[0]["players"], entries[0]["winner"], entries[0]["reason"], entries[0]["moderator"]) == (
        [winner, loser],
        winner,
        "No show",
        "mod",
    )
    assert (entries[1]["result"], sorted(entries[1]["strikes"])) == ("loss", sorted(d.no_show))
    status, body, _ = await site.get("/season/1/rulings.csv")
    assert [x["kind"] for x in csv.DictReader(io.StringIO(body))] == ["ruling", "no-show"]
    assert (await site.get("/season/4/rulings.csv"))[0] == 404
    # the web's files name members, never by their Discord id
    for path in ("/e/1/event.csv", "/e/1/event.json", "/e/2/event-standings.json", "/rulings.json", "/rulings.csv"):
        body = (await site.get(path))[1]
        assert not any(str(user) in body for user in d.ids.values()), path
        assert "_id" not in body.replace("game_id", ""), path


async def test_a_timeout_is_one_entry_of_the_history_between_the_ruling_and_the_no_show(site: Site) -> None:
    """A timeout's two forfeits (the clock writes them so: a loss and a win for the game) are
    one entry, in time order with the rest."""
    from datetime import timedelta

    from bot.league.ratings import LOSS, WIN
    from bot.storage.league_clock import TIMEOUT, Forfeit

    d = site.data
    clocks = site.app.repo.stores.clocks
    (ruling,) = await clocks.rulings(1)
    game = d.games["Spring"][0]
    late, other = d.final
    at = ruling.at + timedelta(hours=1)
    await clocks.add_forfeits(
        [
            Forfeit(1, ruling.season_id, d.ids[late], LOSS, TIMEOUT, at, game_id=game),
            Forfeit(1, ruling.season_id, d.ids[other], WIN, TIMEOUT, at, game_id=game),
        ]
    )
    text = _text((await site.get(""))[1].split('id="history"')[1])
    assert f"Timeout · game #{game} : {other}, {late} — {other} wins" in text
    assert text.index("Moderator's ruling") < text.index("Timeout") < text.index("No-show")
    entries = json.loads((await site.get("/rulings.json"))[1])["rulings"]
    assert [(e["kind"], e["game_id"], e["winner"]) for e in entries][1] == ("timeout", game, other)
    # the game's own page says so too; a game with neither says nothing
    status, html, _ = await site.get(f"/g/{game}")
    assert status == 200 and f"Timeout · game #{game} : {other}, {late} — {other} wins" in _text(html)
    status, html, _ = await site.get(f"/g/{d.games['Spring'][1]}")
    assert status == 200 and "Timeout" not in html and 'class="history"' not in html


def test_a_top8_bracket_keeps_a_place_for_each_match_not_paired_yet() -> None:
    """Quarter-finals half played: the semi-finals and the final are drawn empty, each match
    where the bracket puts it; a played match's winner goes through, a walkover's too."""
    from datetime import UTC, datetime

    from bot.league.formats.playoff import Bracket
    from bot.league.formats.scoring import Scheme
    from bot.league.reports import EventReport, RoundLine, line_of
    from bot.storage.league_events import EventRow, LegRow, MatchRow

    seeds = tuple(range(101, 109))
    bracket = Bracket(seeds)
    event = EventRow(
        1, 1, 1, "Cup", 3, 8, "single", "playoff", 4, 9, seeds, 1, None, 1, datetime(2025, 1, 1, tzinfo=UTC)
    )
    pairs = bracket.first_round()
    matches = [
        MatchRow(1, 1, 4, "playoff", *pairs[0], "done", (LegRow(7, 0, 12, "b"),), (), 7),
        MatchRow(2, 1, 4, "playoff", *pairs[1], "done", (), (pairs[1][0],), None),
        MatchRow(3, 1, 4, "playoff", *pairs[2], "open", (), (), None),
        MatchRow(4, 1, 4, "playoff", *pairs[3], "playing", (), (), 9),
    ]
    lines = tuple(line_of(m, Scheme.SINGLE, bracket) for m in matches)
    report = EventReport(event, 1, (RoundLine(4, "playoff", lines),), (), (), bracket)
    columns = report.bracket_columns()
    assert [len(c) for c in columns] == [4, 2, 1]
    assert columns[1] == [None, None] and columns[2] == [None]
    first, walkover, waiting, playing = columns[0]
    assert first is not None and (first.through, first.result, first.hq) == (pairs[0][1], "b", (0, 12))
    assert walkover is not None and (walkover.through, walkover.forfeit, walkover.points) == (pairs[1][1], True, (0, 1))
    assert waiting is not None and waiting.points is None and waiting.result == ""
    assert playing is not None and playing.through is None and report.champion is None
