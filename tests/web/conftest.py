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
from bot.console import Console, OffsetClock, stable_id
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


# ---------------------------------------------------------------------------------- a league's events
SWISS_PAIR = re.compile(r"• (?:\(\d\) )?@(\w+) – (?:\(\d\) )?@(\w+)")


@dataclass(frozen=True)
class EventData:
    """A league "Club" of five (ala, ola, eve, max, zoe) with two events, played through the
    console: "Spring" (one Swiss round of single games, a top-4 playoff): a pair played, a
    pair decided by a moderator's ruling, a bye; a semi-final played, the other a walkover
    (a semi-finalist withdrew), the final played. "Duels" (two-leg duels, four entrants):
    one duel played both ways, the other never begun and lost by both at the round's
    deadline (no-show strikes)."""

    db: str
    league_token: str
    ids: dict[str, int]  # console name -> user id
    ruled: tuple[str, str]  # the pair of Spring's ruling: (loser, winner)
    semis: tuple[tuple[str, str], tuple[str, str]]  # (played), (walkover: the second withdrew)
    final: tuple[str, str]  # the second won
    duel: tuple[str, str]  # played: the first won the first leg, the second the return game
    no_show: tuple[str, str]
    games: dict[str, tuple[int, ...]]  # event -> its games, in order


async def _build_events(tmp: Path) -> EventData:
    from tests.league.test_league_events import Games

    db = str(tmp / "events.sqlite3")
    clock = FakeClock()
    repo = await open_repository(db)
    try:
        app = build_app(
            repo, NullRenderPool(), OffsetClock(clock), settings=Settings(web_url=BASE), rng=random.Random(3)
        )
        d = Driver(app, tmp)
        say = d.say
        names = ("ala", "ola", "eve", "max", "zoe")
        assert "created" in await say("@mod[mod] /leaguemod create name:Club")
        assert "saved" in await say("@mod[mod] /leaguemod config match-days:3")
        for who in names:
            assert "joined" in await say(f"@{who} /league join")
        await say("@mod[mod] /leaguemod event action:create name:Spring rounds:1 playoff:top4")
        for who in names:
            await say(f"@{who} /league event action:join name:Spring")
        post = await say("@mod[mod] /leaguemod event action:pair name:Spring")
        first, second = SWISS_PAIR.findall(post)
        games = Games(d, random.Random(5))
        spring: list[int] = []
        await games.play(*first, "a")
        spring.append((await d.game()).id)
        await say(":channel league")
        ruled = await say(
            f"@mod[mod] /leaguemod ruling player:@{second[0]} opponent:@{second[1]} winner:@{second[1]} reason:No show"
        )
        assert "Ruling #1" in ruled, ruled
        shown = await say("@ala /league event name:Spring")
        semis = SWISS_PAIR.findall(shown.split("**Standings**")[0])
        assert "Semi-finals" in shown and len(semis) == 2, shown
        await games.play(*semis[0], "a")
        spring.append((await d.game()).id)
        assert "withdrew" in await say(f"@{semis[1][1]} /league event action:withdraw name:Spring")
        shown = await say("@ala /league event name:Spring")
        (final,) = SWISS_PAIR.findall(shown.split("**Standings**")[0])
        end = await games.play(*final, "b")
        spring.append((await d.game()).id)
        assert f"🏆 @{final[1]} wins “Spring”!" in end, end
        await say(":channel league")
        assert "created" in await say("@mod[mod] /leaguemod event action:create name:Duels rounds:1 match:duel")
        for who in names[:4]:
            await say(f"@{who} /league event action:join name:Duels")
        post = await say("@mod[mod] /leaguemod event action:pair name:Duels")
        duel, no_show = SWISS_PAIR.findall(post)
        assert await app.leagues.clock.due_clocks() == []  # the round seen: due in 3 days
        duels: list[int] = []
        for outcome in ("a", "b"):
            await games.play(*duel, outcome)
            duels.append((await d.game()).id)
        clock.advance(days=3, minutes=1)
        posts = await app.leagues.clock.due_clocks()
        assert len(posts) == 1 and "deadline" in posts[0].reply.text
        assert len(await app.leagues.events.due_events()) == 1  # the event is over
        await say(":channel league")
        # the console's /league export: the file written to its picture folder
        exported = await say("@ala /league export what:event event:Spring format:json")
        assert "Spring: rounds and results (6 matches)" in exported, exported
        assert "rulings (2 entries)" in await say("@ala /league export what:rulings")
        shown = await say("@mod[mod] /leaguemod web public:on")
        token = re.search(r"/l/([\w-]+)", shown).group(1)  # type: ignore[union-attr]
        return EventData(
            db,
            token,
            {n: stable_id(n) for n in (*names, "mod")},
            (second[0], second[1]),
            (semis[0], semis[1]),
            final,
            duel,
            no_show,
            {"Spring": tuple(spring), "Duels": tuple(duels)},
        )
    finally:
        await repo.close()


@pytest.fixture(scope="session")
def event_data(tmp_path_factory: pytest.TempPathFactory) -> EventData:
    return asyncio.run(_build_events(tmp_path_factory.mktemp("events")))
