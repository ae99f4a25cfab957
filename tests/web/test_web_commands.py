"""The web pages from the bot's side, through the console: the link printed where Discord
shows a link button (the live turn message, the game-over message, ``/hexhistory``,
``/league standings``), ``/hexmod web`` (show, revoke) and ``/leaguemod web`` (public, private),
moderators only; no link at all while the pages are off."""

from __future__ import annotations

import io
import random
import re
from pathlib import Path

from bot.app import App, build_app
from bot.config import Settings
from bot.console import Console, OffsetClock
from bot.rendering import NullRenderPool
from bot.storage import open_repository
from bot.storage.web import KIND_GAME
from tests.bot.helpers import OPENED, FakeClock

BASE = "https://hex.example.org"
LINK = re.compile(r"\[link: (?P<label>[^\]]+?) (?P<url>https?://\S+)\]")


async def _console(tmp_path: Path, settings: Settings, quiet: bool = True) -> tuple[App, Console, io.StringIO]:
    repo = await open_repository(str(tmp_path / "db.sqlite3"))
    OPENED.append(repo)
    clock = FakeClock()
    app = build_app(repo, NullRenderPool(), clock, settings=settings, rng=random.Random(3))
    out = io.StringIO()
    return app, Console(app, tmp_path / "img", out=out, clock=OffsetClock(clock), quiet=quiet), out


async def _say(console: Console, out: io.StringIO, line: str) -> str:
    start = len(out.getvalue())
    await console.handle(line)
    return out.getvalue()[start:]


async def test_links_where_discord_shows_link_buttons(tmp_path: Path) -> None:
    app, console, out = await _console(tmp_path, Settings(web_url=BASE))
    say = lambda line: _say(console, out, line)  # noqa: E731
    await say("@ala /hex new opponent:@ola army:moloch opponent-army:borgo")
    started = await say("@ola /hex accept")
    links = LINK.findall(started)
    assert links and links[0][0] == "Game page" and links[0][1].startswith(f"{BASE}/g/")
    url = links[0][1]
    history = await say("@eve /hexhistory log")
    assert f"[link: Game page {url}]" in history  # the same address every time
    await say("@ala /hex resign")
    over = await say("@ala !confirm")
    assert "resigned" in over and f"[link: Game page {url}]" in over  # the game-over message
    game = await app.repo.stores.games.last_game(console.channel_id)
    assert game is not None
    token = await app.repo.stores.web.web_token(KIND_GAME, game.id)  # type: ignore[attr-defined]
    assert url == f"{BASE}/g/{token.token}"
    # moderators only
    assert "Only moderators" in await say("@ala /hexmod web")
    assert url in await say("@mod[mod] /hexmod web")
    revoked = await say("@mod[mod] /hexmod web action:revoke")
    assert "no longer works" in revoked and url not in revoked
    new_url = re.search(r"(https://\S+/g/[\w-]+)", revoked).group(1)  # type: ignore[union-attr]
    assert f"[link: Game page {new_url}]" in await say("@ala /hexhistory log")
    assert "No game 99" in await say("@mod[mod] /hexmod web game:99")


async def test_one_post_per_action_the_game_over_post_links_to_the_page(tmp_path: Path) -> None:
    """HEXBOT_QUIET=0: no live message; the post that ends the game carries the link."""
    app, console, out = await _console(tmp_path, Settings(web_url=BASE, quiet_channel=False), quiet=False)
    say = lambda line: _say(console, out, line)  # noqa: E731
    await say("@ala /hex new opponent:@ola army:moloch opponent-army:borgo")
    assert "[link:" not in await say("@ola /hex accept")  # a game going on: no link on each post
    await say("@ala /hex resign")
    over = await say("@ala !confirm")
    assert "resigned" in over
    (url,) = [m.group("url") for m in LINK.finditer(over)]
    assert url.startswith(f"{BASE}/g/")


async def test_league_pages_public_by_its_moderators(tmp_path: Path) -> None:
    app, console, out = await _console(tmp_path, Settings(web_url=BASE))
    say = lambda line: _say(console, out, line)  # noqa: E731
    await say("@mod[mod] /leaguemod create name:Hex Masters")
    for who in ("ala", "ola"):
        await say(f"@{who} /league join")
    assert "[link:" not in await say("@ala /league standings")  # not public: no link
    assert "not public" in await say("@mod[mod] /leaguemod web")
    assert "Only moderators" in await say("@ala /leaguemod web public:on")
    public = await say("@mod[mod] /leaguemod web public:on")
    url = re.search(rf"({re.escape(BASE)}/l/[\w-]+)", public).group(1)  # type: ignore[union-attr]
    assert f"[link: League page {url}]" in await say("@ala /league standings")
    assert url in await say("@mod[mod] /leaguemod web public:on")  # the same address
    assert "not public" in await say("@mod[mod] /leaguemod web public:off")
    assert "[link:" not in await say("@ala /league standings")
    again = await say("@mod[mod] /leaguemod web public:on")
    assert BASE in again and url not in again  # a new address: the old one stays revoked


async def test_no_links_while_the_pages_are_off(tmp_path: Path) -> None:
    app, console, out = await _console(tmp_path, Settings())
    say = lambda line: _say(console, out, line)  # noqa: E731
    await say("@ala /hex new opponent:@ola")
    await say("@ola /hex accept")
    await say("@ala /hexhistory log")
    assert "[link:" not in out.getvalue()
    assert "off on this bot" in await say("@mod[mod] /hexmod web")
    await say("@mod[mod] /leaguemod create name:Hex Masters")
    assert "but the web pages are off" in await say("@mod[mod] /leaguemod web public:on")


def test_the_base_address_from_the_environment() -> None:
    assert Settings.from_env({}).web_base is None
    s = Settings.from_env({"HEXBOT_WEB_BIND": "0.0.0.0:8080"})
    assert (s.web_bind, s.web_base) == ("0.0.0.0:8080", "http://0.0.0.0:8080")
    s = Settings.from_env({"HEXBOT_WEB_BIND": "127.0.0.1:8080", "HEXBOT_WEB_URL": "https://hex.example.org/"})
    assert s.web_base == "https://hex.example.org"
