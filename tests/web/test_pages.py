"""The web pages over HTTP (aiohttp's test server, in-process): a game through its token, its
steps, pictures (rendered once, then cached), export, languages, the security headers, the
rate limit; a public league's standings, seasons, fixtures, profiles and games."""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import AsyncIterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from aiohttp.test_utils import TestClient, TestServer

import i18n
from bot.app import App, build_app
from bot.config import Settings
from bot.console import stable_id
from bot.history import replay_export
from bot.rendering import RenderPool
from bot.replies import Image
from bot.storage import open_repository
from bot.storage.web import KIND_GAME, KIND_LEAGUE
from bot.web.server import RateLimiter, WebSite, site_for
from rules.events import Event
from rules.state import GameState
from tests.bot.helpers import FakeClock
from tests.web.conftest import BASE, WebData

PNG = b"\x89PNG\r\n\x1a\n"


class CountingPool(RenderPool):
    """The real render pool, counting what it was asked to draw."""

    def __init__(self) -> None:
        super().__init__(1)
        self.boards = 0
        self.battle_sets = 0

    async def board(self, state: GameState, **kw: Any) -> Image | None:
        self.boards += 1
        return await super().board(state, **kw)

    async def battles(self, before: GameState, events: Sequence[Event], **kw: Any) -> list[list[Image]]:
        self.battle_sets += 1
        return await super().battles(before, events, **kw)


class Pages:
    def __init__(self, app: App, site: WebSite, client: TestClient, pool: CountingPool, data: WebData) -> None:
        self.app, self.site, self.client, self.pool, self.data = app, site, client, pool, data
        self.now = 0.0  # the site's monotonic clock

    def later(self, seconds: float) -> None:
        """Let the site's briefly remembered records (addresses, game records) expire."""
        self.now += seconds

    async def get(self, path: str, **kw: Any) -> tuple[int, str, Any]:
        r = await self.client.get(path, **kw)
        body = await r.read()
        return r.status, body.decode("utf-8", "replace") if r.content_type != "image/png" else "", r


@pytest.fixture
async def pages(web_data: WebData, tmp_path: Path) -> AsyncIterator[Pages]:
    db = tmp_path / "copy.sqlite3"
    shutil.copy(web_data.db, db)
    repo = await open_repository(str(db))
    pool = CountingPool()
    app = build_app(repo, pool, FakeClock(), settings=Settings(web_url=BASE))
    clock: list[Pages] = []
    site = site_for(app, limiter=RateLimiter(rate=1000, burst=1000), monotonic=lambda: clock[0].now)
    client = TestClient(TestServer(site.app()))
    await client.start_server()
    try:
        clock.append(Pages(app, site, client, pool, WebData(str(db), *list(web_data.__dict__.values())[1:])))
        yield clock[0]
    finally:
        await client.close()
        pool.close()
        await repo.close()


def _steps(html: str) -> list[str]:
    return re.findall(r'<li class="([^"]*)"><a href="[^"]+/s/(\d+)" data-step', html)  # type: ignore[return-value]


async def test_a_game_page_through_its_token(pages: Pages) -> None:
    d = pages.data
    status, html, r = await pages.get(f"/g/{d.full_token}")
    assert status == 200
    assert r.headers["Content-Security-Policy"].startswith("default-src 'none'; script-src 'self'")
    assert r.headers["X-Content-Type-Options"] == "nosniff"
    assert r.headers["Referrer-Policy"] == "no-referrer"
    assert r.headers["X-Frame-Options"] == "DENY"
    assert "Server" not in r.headers
    assert '<script src="/static/app.js?v=' in html and "<script>" not in html and "style=" not in html
    assert "Game #1" in html and "ala" in html and "ola" in html and "Moloch" in html and "Outpost" in html
    assert "Game over: ola (Outpost) wins" in html
    steps = _steps(html)
    game = await pages.app.repo.stores.games.get_game(d.full_game)
    assert game is not None
    assert len(steps) == 97  # the new game and its 96 actions in force
    assert sum("battle" in tags for tags, _ in steps) >= 3 and "end" in steps[-1][0]
    assert f'href="/g/{d.full_token}/export.json"' in html
    for uid in game.players:  # display names only, never a Discord id
        assert uid is not None and str(uid) not in html


async def test_unknown_revoked_and_out_of_range_addresses_are_not_found(pages: Pages) -> None:
    d = pages.data
    assert (await pages.get("/g/not-a-token"))[0] == 404
    assert (await pages.get(f"/g/{d.full_token}/s/97"))[0] == 404
    assert (await pages.get(f"/g/{d.full_token}/s/x"))[0] == 404
    assert (await pages.get(f"/l/{d.full_token}"))[0] == 404  # a game's token is not a league's
    assert (await pages.get(f"/g/{d.league_token}"))[0] == 404
    status, html, _ = await pages.get("/g/not-a-token", headers={"Accept-Language": "pl"})
    assert "Nie ma takiej strony" in html
    await pages.app.links.revoke_game(d.full_game)
    pages.later(1.0)
    assert (await pages.get(f"/g/{d.full_token}"))[0] == 200  # the address is trusted two seconds at most
    pages.later(1.5)
    assert (await pages.get(f"/g/{d.full_token}"))[0] == 404
    assert (await pages.get(f"/g/{d.full_token}/s/0/board-0.png"))[0] == 404
    fresh = await pages.app.links.game_url(d.full_game)
    assert fresh is not None and fresh.startswith(f"{BASE}/g/") and d.full_token not in fresh
    assert (await pages.get(fresh.removeprefix(BASE)))[0] == 200


async def test_read_only_every_other_method_is_refused(pages: Pages) -> None:
    for method in ("POST", "PUT", "DELETE", "PATCH"):
        r = await pages.client.request(method, f"/g/{pages.data.full_token}")
        assert r.status == 405


async def test_a_battle_step_with_every_segment_picture_rendered_once(pages: Pages) -> None:
    d = pages.data
    _, html, _ = await pages.get(f"/g/{d.full_token}")
    n = next(int(i) for tags, i in _steps(html) if "battle" in tags)
    status, page, _ = await pages.get(f"/g/{d.full_token}/s/{n}")
    assert status == 200 and 'aria-current="step"' in page
    pictures = re.findall(r'<img[^>]* src="([^"]+)" alt="([^"]*)"', page)
    assert len(pictures) >= 3  # the board, then each segment and the board after the battle
    assert all(alt.strip() for _, alt in pictures)
    assert any("Initiative" in alt for _, alt in pictures)
    for src, _ in pictures:
        status, _, r = await pages.get(src.replace("&amp;", "&"))
        assert status == 200 and r.content_type == "image/png", src
        assert (await r.read()).startswith(PNG)
    assert (pages.pool.boards, pages.pool.battle_sets) == (1, 1)
    for src, _ in pictures:  # again: from the cache
        status, _, r = await pages.get(src.replace("&amp;", "&"))
        assert status == 200 and r.headers["Cache-Control"].endswith("immutable")
    assert (pages.pool.boards, pages.pool.battle_sets) == (1, 1)
    # a picture of another step's row is not this step's
    other = pictures[0][0].replace(f"/s/{n}/", f"/s/{n + 1}/")
    assert (await pages.get(other))[0] == 404


async def test_languages_from_the_browser_or_the_switch(pages: Pages) -> None:
    token = pages.data.full_token
    _, html, r = await pages.get(f"/g/{token}", headers={"Accept-Language": "pl-PL,pl;q=0.9,en;q=0.5"})
    assert '<html lang="pl">' in html and "Partia #1" in html and "Przebieg partii" in html
    assert r.headers["Content-Language"] == "pl"
    _, html, r = await pages.get(f"/g/{token}?lang=en", headers={"Accept-Language": "pl"})
    assert '<html lang="en">' in html and "Timeline" in html
    assert "hexbot_lang=en" in r.headers["Set-Cookie"]
    _, html, _ = await pages.get(f"/g/{token}", headers={"Accept-Language": "pl"})
    assert "Timeline" in html  # the switch is remembered
    pages.client.session.cookie_jar.clear()
    _, html, _ = await pages.get(f"/g/{token}", headers={"Accept-Language": "de, pl;q=0.2"})
    assert "Partia #1" in html


async def test_the_export_replays_and_names_nobody(pages: Pages) -> None:
    d = pages.data
    status, text, r = await pages.get(f"/g/{d.full_token}/export.json")
    assert status == 200 and r.content_type == "application/json"
    doc = json.loads(text)
    game = await pages.app.repo.stores.games.get_game(d.full_game)
    assert game is not None
    for uid in (*game.players, game.channel_id):
        assert str(uid) not in text
    assert replay_export(doc).to_json() == GameState.loads(game.state_json).to_json()
    status, text, _ = await pages.get(f"/g/{d.full_token}/version.json")
    assert json.loads(text) == {"version": game.version, "status": "finished"}


async def test_each_address_is_rate_limited(pages: Pages) -> None:
    pages.site.limiter = RateLimiter(rate=0.001, burst=3)
    codes = [(await pages.get("/healthz"))[0] for _ in range(5)]
    assert codes == [200, 200, 200, 429, 429]


async def test_a_public_league_standings_profile_and_games(pages: Pages) -> None:
    d = pages.data
    status, html, _ = await pages.get(f"/l/{d.league_token}")
    assert status == 200 and "Hex Masters" in html and "Standings · season 1" in html
    names = re.findall(r'<a href="/l/[\w-]+/p/(\d+)">(\w+)</a>', html)
    assert {n for _, n in names} == {"ala", "ola", "eve"}
    assert "Round-robin fixtures" in html
    # the season's armies: three two-player games, each counted once per side (a mirror apart)
    armies = re.search(r'<table class="armies">.*?</table>', html, flags=re.S)
    assert armies is not None and "Win %" in armies.group(0)
    games = [int(g) for g in re.findall(r'</th>\s*<td class="num">(\d+)</td>', armies.group(0))]
    mirrors = [int(m) for m in re.findall(r"\+(\d+) mirror game", armies.group(0))]
    assert sum(games) + 2 * sum(mirrors) == 6, armies.group(0)
    if sum(games):  # armies that met: the grid, each cell the row's army against the column's
        grid = re.search(r'<table class="matchups">.*?</table>', html, flags=re.S)
        assert grid is not None and re.search(r'title="\w[^"]* against [^"]+: \d W, \d L, \d D"', grid.group(0))
    ref = next(r for r, n in names if n == "ala")
    status, html, _ = await pages.get(f"/l/{d.league_token}/p/{ref}")
    assert status == 200 and "<h1>ala</h1>" in html
    mine = re.search(r'<h2 id="by-army">By army · season 1</h2>.*?</table>', html, flags=re.S)
    assert mine is not None  # ala's two games, mirror games included
    assert sum(int(g) for g in re.findall(r'</th><td class="num">(\d+)</td>', mine.group(0))) == 2, mine.group(0)
    assert re.search(r'<polyline points="[\d., ]+"', html) and html.count("<circle") == 3  # start, 2 games
    assert "Head to head" in html and ">eve</a>" in html and ">ola</a>" in html
    games = re.findall(r'href="(/l/[\w-]+/g/(\d+))"', html)
    assert {int(g) for _, g in games} == set(d.league_games[:2])  # ala's
    for path, _ in games:
        status, page, _ = await pages.get(path)
        assert status == 200 and 'class="timeline"' in page and "Hex Masters" in page
    assert (await pages.get(f"/l/{d.league_token}/g/{d.full_game}"))[0] == 404  # not a league game
    assert (await pages.get(f"/l/{d.league_token}/p/99"))[0] == 404
    status, html, _ = await pages.get(f"/l/{d.league_token}/season/1", headers={"Accept-Language": "pl"})
    assert status == 200 and "Tabela · sezon 1" in html
    assert (await pages.get(f"/l/{d.league_token}/season/7"))[0] == 404
    # made private: its address no longer works
    await pages.app.links.publish_league(1, False)
    pages.later(2.5)
    assert (await pages.get(f"/l/{d.league_token}"))[0] == 404
    assert await pages.app.repo.stores.web.web_token(KIND_LEAGUE, 1) is None  # type: ignore[attr-defined]


async def test_a_live_game_page_polls_its_version(pages: Pages) -> None:
    app = pages.app
    from bot.console import Console

    console = Console(app, Path(pages.data.db).parent / "img", channel="live")
    # two armies with an HQ (a random pick may be Dancer's, which places Objects instead)
    await console.handle("@ala /hex new opponent:@ola army:moloch opponent-army:outpost")
    await console.handle("@ola /hex accept")
    game = await app.repo.stores.games.live_game(console.channel_id)
    assert game is not None
    url = await app.links.game_url(game.id)
    assert url is not None
    path = url.removeprefix(BASE)
    status, html, _ = await pages.get(path)
    assert status == 200 and 'data-live="10"' in html and "live" in html
    _, before, _ = await pages.get(path + "/version.json")
    state = GameState.loads(game.state_json)
    user = "ala" if state.to_act == 1 else "ola"
    await console.handle(f"@{user} /hex place tile:hq hex:C3")
    pages.later(1.5)  # the game's record is read again after a second
    _, after, _ = await pages.get(path + "/version.json")
    assert json.loads(after)["version"] > json.loads(before)["version"]
    _, html, _ = await pages.get(path)
    assert len(_steps(html)) == 2 and "placed their HQ on C3" in html
    assert i18n.t("en", "web-turn-of", turn=1, user="ala").split(":")[0] in html or "to act" in html


async def test_game_tokens_are_unguessable_and_stable(pages: Pages) -> None:
    repo: Any = pages.app.repo
    first = await pages.app.links.game_url(pages.data.full_game)
    assert first == f"{BASE}/g/{pages.data.full_token}"  # the same address every time it is shown
    tokens = {(await repo.stores.web.issue_web_token(KIND_GAME, 1000 + i, FakeClock()())).token for i in range(50)}
    assert len(tokens) == 50 and all(len(t) >= 24 for t in tokens)


async def _say(pages: Pages, channel: str, *lines: str) -> str:
    """Console ``lines`` in ``channel`` on the pages' database; what the console printed."""
    import io

    from bot.console import Console

    out = io.StringIO()
    console = Console(pages.app, Path(pages.data.db).parent / "img", out=out, channel=channel)
    for line in lines:
        await console.handle(line)
    return out.getvalue()


async def _png(pages: Pages, path: str, **kw: Any) -> bytes:
    r = await pages.client.get(path, **kw)
    assert r.status == 200 and r.content_type == "image/png", path
    return await r.read()


PICTURE = re.compile(
    r'<a class="zoom" href="([^"]+)" title="[^"]+"><picture>\s*'
    r'<source media="\(max-width: 700px\)" srcset="([^"]+)" width="(\d+)" height="(\d+)">\s*'
    r'<img src="([^"]+)" alt="[^"]+" width="(\d+)" height="(\d+)"'
)


async def test_each_picture_in_both_layouts_with_its_language_in_its_address(pages: Pages) -> None:
    """Below 700 px a page shows the portrait (phone) picture, above it the landscape one, each
    opening full size; a picture's address holds its language: nothing else varies it."""
    import io

    from PIL import Image as PILImage

    d = pages.data
    _, html, _ = await pages.get(f"/g/{d.full_token}")
    n = next(int(i) for tags, i in _steps(html) if "battle" in tags)
    _, html, _ = await pages.get(f"/g/{d.full_token}/s/{n}", headers={"Accept-Language": "pl"})
    found = PICTURE.findall(html.replace("&amp;", "&"))
    assert len(found) >= 3  # the board, each segment, the board after the battle
    for zoom, phone, *_, full, _fw, _fh in found:
        assert zoom == full and "/pl/full/" in full and phone == full.replace("/pl/full/", "/pl/phone/")
    _, phone, pw, ph, full, fw, fh = found[0]  # the step's board: the room reserved is the picture's
    portrait = PILImage.open(io.BytesIO(await _png(pages, phone)))
    landscape = PILImage.open(io.BytesIO(await _png(pages, full)))
    assert portrait.size == (int(pw), int(ph)) and portrait.height > portrait.width == 800
    assert landscape.size == (int(fw), int(fh)) and landscape.width > landscape.height
    for _, phone, *_rest in found[1:]:  # the battle's pictures are portrait ones too
        img = PILImage.open(io.BytesIO(await _png(pages, phone)))
        assert img.width == 800 and img.height > img.width
    # the language is the address's: neither the cookie nor Accept-Language changes a picture
    polish = await _png(pages, full, headers={"Accept-Language": "en", "Cookie": "hexbot_lang=en"})
    assert polish == await _png(pages, full)
    assert await _png(pages, full.replace("/pl/", "/en/")) != polish
    assert (await pages.get(full.replace("/pl/", "/xx/")))[0] == 404
    assert (await pages.get(full.replace("/pl/full/", "/pl/tablet/")))[0] == 404
    old = full.replace("/pl/full/", "/") + "?lang=pl"  # the address before the language was in it
    assert (await pages.get(old))[0] == 404


async def test_static_files_icons_canonical_numbers_and_noindex(pages: Pages) -> None:
    import io

    from PIL import Image as PILImage

    d = pages.data
    for path in ("/static/", "/static", "/static/nope.css", "/static/app.css/", "/static/templates", "/robots"):
        status, html, r = await pages.get(path)
        assert status == 404 and r.content_type == "text/html" and "Page not found" in html, path
        assert r.headers["X-Robots-Tag"] == "noindex, nofollow"
    _, html, _ = await pages.get(f"/g/{d.full_token}")
    linked = re.search(r'href="(/static/app\.css\?v=\w+)"', html)
    assert linked is not None
    status, css, r = await pages.get(linked.group(1))
    assert status == 200 and r.content_type == "text/css" and ".timeline" in css
    assert r.headers["Cache-Control"] == "public, max-age=31536000, immutable"  # its content's version
    status, _, r = await pages.get("/static/app.css")
    assert status == 200 and r.headers["Cache-Control"] == "public, max-age=86400"
    r = await pages.client.get("/favicon.ico")
    assert r.status == 200 and r.content_type == "image/x-icon"
    assert (32, 32) in PILImage.open(io.BytesIO(await r.read())).info["sizes"]
    assert PILImage.open(io.BytesIO(await _png(pages, "/apple-touch-icon.png"))).size == (180, 180)
    assert '<link rel="icon" href="/favicon.ico"' in html
    # a number written otherwise than plainly: redirected to the plain address (or not found)
    for path, plain in (
        (f"/g/{d.full_token}/s/00005?lang=pl", f"/g/{d.full_token}/s/5?lang=pl"),
        (f"/l/{d.league_token}/season/01", f"/l/{d.league_token}/season/1"),
        (f"/l/{d.league_token}/p/001", f"/l/{d.league_token}/p/1"),
        (f"/l/{d.league_token}/g/0{d.league_games[0]}", f"/l/{d.league_token}/g/{d.league_games[0]}"),
    ):
        r = await pages.client.get(path, allow_redirects=False)
        assert (r.status, r.headers["Location"]) == (301, plain), path
    for path in (
        f"/l/{d.league_token}/season/0",
        f"/l/{d.league_token}/p/0",
        f"/l/{d.league_token}/g/0",
        f"/g/{d.full_token}/s/+5",
        f"/g/{d.full_token}/s/-1",
    ):
        assert (await pages.get(path))[0] == 404, path
    # no search engine lists a page reached through a token
    assert '<meta name="robots" content="noindex, nofollow">' in html
    for path in (f"/g/{d.full_token}", f"/g/{d.full_token}/export.json", f"/l/{d.league_token}", linked.group(1)):
        assert (await pages.get(path))[2].headers["X-Robots-Tag"] == "noindex, nofollow", path


async def test_two_computer_seats_are_told_apart_and_a_duel_is_not_a_free_for_all(pages: Pages) -> None:
    d = pages.data
    _, html, _ = await pages.get(f"/g/{d.full_token}")
    assert "One against one ·" in html and "Every player for themselves" not in html
    await _say(pages, "bots", "@ala /hex new opponent:@bot opponent2:@bot level:easy armies:moloch,outpost,hegemony")
    await _say(pages, "bots", "@ala /hex hq hex:C2")
    game = await pages.app.repo.stores.games.last_game(stable_id("#bots"))
    assert game is not None and len(game.ai_levels) == 2
    url = await pages.app.links.game_url(game.id)
    assert url is not None
    _, html, _ = await pages.get(url.removeprefix(BASE))
    assert "Every player for themselves ·" in html  # three players
    seats = [name.strip() for name in re.findall(r'<td class="name">([^<]+)', html)]
    assert seats == ["ala", "Computer 1 (easy)", "Computer 2 (easy)"]
    assert "Computer 1 (easy) placed their HQ" in html and "Computer 2 (easy) placed their HQ" in html
    _, html, _ = await pages.get(url.removeprefix(BASE), headers={"Accept-Language": "pl"})
    assert [n.strip() for n in re.findall(r'<td class="name">([^<]+)', html)][1:] == [
        "Komputer 1 (łatwy)",
        "Komputer 2 (łatwy)",
    ]


@pytest.mark.parametrize("lang", ["en", "pl"])
async def test_each_step_heading_names_the_turn_its_picture_names(pages: Pages, lang: str) -> None:
    """The step's title and its board picture's footer (the renderer's status line) name the
    same turn: both turns when the step ended one (the picture shows the next)."""
    from renderer.panel import status_line

    game = await pages.app.repo.stores.games.get_game(pages.data.full_game)
    assert game is not None
    h = await pages.site.history(game)
    view = await pages.site.view(game, h, lang)
    tr = i18n.translator(lang)
    ended = 0
    for step, shown in zip(h.steps[1:], view.steps[1:], strict=True):
        footer = status_line(step.state, lang)
        turn = re.match(tr("img-turn", n=0).replace("0", r"(\d+)"), footer)
        if turn is not None:
            assert re.search(rf"\b{turn.group(1)}$", shown.heading), (shown.heading, footer)
            ended += "→" in shown.heading
        elif footer == tr("img-hq-phase"):
            assert shown.heading == tr("web-step-hq", n=step.index)
        else:
            assert footer.startswith(tr("img-over", text="")) and shown.heading == tr("web-step-over", n=step.index)
    assert ended >= 20  # each "end" of the scripted game
    assert view.steps[4].heading == tr("web-step-turns", n=4, ended=1, turn=2)  # ala ended turn 1


async def test_a_league_in_polish_a_fixture_s_winner_and_a_season_ended_early(pages: Pages) -> None:
    d = pages.data
    # ala – eve is round 1's fixture: eve wins it (ala resigns)
    await _say(
        pages,
        "fixture",
        "@eve /league challenge opponent:@ala",
        "@ala /hex accept",
        "@ala /hex resign",
        "@ala !confirm",
    )
    status, html, _ = await pages.get(f"/l/{d.league_token}", headers={"Accept-Language": "pl"})
    assert status == 200
    assert re.search(r'<td class="num">-?\d+,\d</td>', html) and not re.search(r'<td class="num">-?\d+\.\d</td>', html)
    assert "rozegrana · wygrywa eve" in html
    assert html.count('<time datetime="2025-') >= 4  # the season's dates and the fixtures' days
    _, english, _ = await pages.get(f"/l/{d.league_token}?lang=en")
    assert "played · won by eve" in english and re.search(r'<td class="num">-?\d+\.\d</td>', english)
    ref = re.search(r'<a href="/l/[\w-]+/p/(\d+)">ola</a>', english)
    assert ref is not None
    _, profile, _ = await pages.get(f"/l/{d.league_token}/p/{ref.group(1)}?lang=pl")
    line = re.search(r'<p class="meta">Miejsce \d+ · ranking (-?\d+,\d) ·', profile)
    desc = re.search(r"<desc[^>]*>Ranking po każdej z \d+ partii: ([^<]+)\.</desc>", profile)
    assert line is not None and desc is not None and desc.group(1).split("; ")[-1] == line.group(1)
    # the moderator ends the season on 1 January: its end is that day, not the planned one
    assert "season 1 is over" in await _say(pages, "league", "@mod[mod] /leaguemod season action:end")
    _, html, _ = await pages.get(f"/l/{d.league_token}?lang=en")
    season = re.search(r'<p class="meta">(.+)</p>', html)
    assert season is not None
    assert re.sub(r"<[^>]+>", "", season.group(1)) == "2025-01-01 to 2025-01-01 · ended early"
    assert "2025-01-31" not in season.group(1)
    _, html, _ = await pages.get(f"/l/{d.league_token}/season/1?lang=pl")
    assert "zakończony przed czasem" in html
