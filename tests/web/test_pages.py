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
    game = await pages.app.repo.get_game(d.full_game)
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
    game = await pages.app.repo.get_game(d.full_game)
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
    ref = next(r for r, n in names if n == "ala")
    status, html, _ = await pages.get(f"/l/{d.league_token}/p/{ref}")
    assert status == 200 and "<h1>ala</h1>" in html
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
    assert await pages.app.repo.web_token(KIND_LEAGUE, 1) is None  # type: ignore[attr-defined]


async def test_a_live_game_page_polls_its_version(pages: Pages) -> None:
    app = pages.app
    from bot.console import Console

    console = Console(app, Path(pages.data.db).parent / "img", channel="live")
    await console.handle("@ala /hex new opponent:@ola army:moloch opponent-army:borgo")
    await console.handle("@ola /hex accept")
    game = await app.repo.live_game(console.channel_id)
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
    tokens = {(await repo.issue_web_token(KIND_GAME, 1000 + i, FakeClock()())).token for i in range(50)}
    assert len(tokens) == 50 and all(len(t) >= 24 for t in tokens)
