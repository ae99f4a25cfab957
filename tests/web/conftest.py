"""A database for the web pages' tests, made once per run through the real console: the
whole game of tests/bot/data/full_game.txt (battles, a Final Battle), and a league of three
members with a rated game played out, one won by resignation and a round-robin, its pages made
public by its moderator (``/leaguemod web public:on``)."""

from __future__ import annotations

import asyncio
import io
import random
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.app import build_app
from bot.config import Settings
from bot.console import Console, OffsetClock
from bot.rendering import NullRenderPool
from bot.storage import open_repository
from bot.storage.web import KIND_GAME, KIND_LEAGUE
from tests.bot.gamegen import SEED
from tests.bot.helpers import FakeClock
from tests.league.test_league_console import Driver

SCRIPT = Path(__file__).parents[1] / "bot" / "data" / "full_game.txt"
BASE = "http://pages.test"


@dataclass(frozen=True)
class WebData:
    db: str
    full_game: int  # the scripted game: 96 steps, battles
    full_token: str
    league_token: str
    league_games: tuple[int, ...]  # ala-ola played out, eve-ala and ola-eve resigned
    console_out: str  # what the console printed (the links among it)


async def _build(tmp: Path) -> WebData:
    db = str(tmp / "web.sqlite3")
    clock = FakeClock()
    repo = await open_repository(db)
    settings = Settings(web_url=BASE)
    try:
        app = build_app(repo, NullRenderPool(), OffsetClock(clock), settings=settings, rng=random.Random(SEED))
        out = io.StringIO()
        console = Console(app, tmp / "img", out=out, clock=OffsetClock(clock))
        assert await console.run_script(SCRIPT.read_text(encoding="utf-8").splitlines()) == 0, out.getvalue()[-2000:]
        full = await repo.stores.games.last_game(console.channel_id)
        assert full is not None and full.status == "finished"
        d = Driver(app, tmp)
        say = d.say
        assert "created" in await say("@mod[mod] /leaguemod create name:Hex Masters")
        for who in ("ala", "ola", "eve"):
            assert "joined" in await say(f"@{who} /league join")
        await say(":channel g1")
        await say("@ala /league challenge opponent:@ola")
        await say("@ola /hex accept")
        await d.play_out(random.Random(5))
        g1 = await d.game()
        await say(":channel g2")
        await say("@eve /league challenge opponent:@ala")
        await say("@ala /hex accept")
        await say("@eve /hex resign")
        await say("@eve !confirm")
        g2 = await d.game()
        await say(":channel g3")
        await say("@ola /league challenge opponent:@eve")
        await say("@eve /hex accept")
        await say("@eve /hex resign")
        await say("@eve !confirm")
        g3 = await d.game()
        await say(":channel league")
        await say("@mod[mod] /leaguemod schedule action:make")
        shown = await say("@mod[mod] /leaguemod web public:on")
        assert f"{BASE}/l/" in shown, shown
        full_token = await repo.stores.web.issue_web_token(KIND_GAME, full.id, clock())  # type: ignore[attr-defined]
        league_token = await repo.stores.web.web_token(KIND_LEAGUE, 1)  # type: ignore[attr-defined]
        assert re.search(r"/l/([\w-]+)", shown).group(1) == league_token.token  # type: ignore[union-attr]
        return WebData(
            db, full.id, full_token.token, league_token.token, (g1.id, g2.id, g3.id), out.getvalue() + d.out.getvalue()
        )
    finally:
        await repo.close()


@pytest.fixture(scope="session")
def web_data(tmp_path_factory: pytest.TempPathFactory) -> WebData:
    return asyncio.run(_build(tmp_path_factory.mktemp("web")))
