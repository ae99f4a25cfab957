"""The army protocol of league games through the console (docs/leagues.md, "Armies"): a
random pair, a blind pick and a ban–pick from three, in English and Polish; bad input
answered privately and changing nothing; the default on timeout; a mirror going to the
backup; two clicks at once recording one step (SQLite and PostgreSQL)."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

from bot.rendering import NullRenderPool
from rules.state import GameState
from tests.bot.helpers import FakeClock, make_service
from tests.league.test_league_console import Driver


async def _league(d: Driver, protocol: str, *, extra: str = "") -> None:
    assert "created" in await d.say("@mod[mod] /leaguemod create name:Club")
    for who in ("ala", "ola"):
        assert "joined" in await d.say(f"@{who} /league join")
    out = await d.say(f"@mod[mod] /leaguemod config army-protocol:{protocol} {extra}".strip())
    assert "Settings of" in out or "Ustawienia" in out, out


async def _draft_row(d: Driver):  # type: ignore[no-untyped-def]
    return await d.service.repo.stores.leagues.draft(1)


async def _armies(d: Driver) -> list[str]:
    game = await d.game()
    assert game is not None
    players = GameState.loads(game.state_json).players
    return [players[k].army for k in sorted(players)]


async def test_random_pair_starts_at_once_and_names_no_army(tmp_path: Path, db_target: str) -> None:
    d = Driver(await make_service(db_target, FakeClock(), NullRenderPool()), tmp_path)
    await _league(d, "random", extra="armies:moloch,borgo,outpost banned-armies:outpost")
    out = await d.say("@ala /league challenge opponent:@ola")
    assert "Rated game" in out and "accept" in out.lower()
    assert sorted(await _armies(d)) == ["borgo", "moloch"]  # the banned army is never offered
    # nobody chooses an army in a challenge any more
    assert "army" in (await d.say("@ola /league challenge opponent:@ala army:moloch")).lower()


async def test_blind_pick_is_private_until_both_picked(tmp_path: Path, db_target: str) -> None:
    d = Driver(await make_service(db_target, FakeClock(), NullRenderPool()), tmp_path)
    await _league(d, "blind")
    begun = await d.say("@ala /league challenge opponent:@ola")
    assert "blind pick" in begun and "[!choose Choose army]" in begun
    assert await d.game() is None  # no game before the armies are chosen
    assert "army draft under way" in await d.say("@ola /league challenge opponent:@ala")
    panel = await d.say("@ala !choose")
    assert "only @ala sees this" in panel and "Pick your army" in panel and "!pick-moloch" in panel
    saved = await d.say("@ala !pick-moloch")
    assert "only @ala sees this" in saved and "Moloch" in saved and "@ola" in saved
    # bad input: private, nothing changes
    before = await _draft_row(d)
    assert "only the two players" in (await d.say("@eve /league draft pick:borgo")).lower()
    assert "already" in await d.say("@ala /league draft pick:borgo")
    assert "not this step" in await d.say("@ola /league draft ban:borgo")
    assert "not offered" in await d.say("@ola /league draft pick:nobody")
    assert (await _draft_row(d)).version == before.version
    # the second pick reveals both (the same army is allowed: a mirror)
    done = await d.say("@ola /league draft pick:moloch")
    assert "Armies: @ala plays Moloch, @ola plays Moloch." in done
    assert "only" not in done.splitlines()[0]
    assert await _armies(d) == ["moloch", "moloch"]
    # a stale button of the finished draft
    assert "over" in await d.say("@ala /league draft draft:1 pick:borgo")


async def test_ban_pick_with_a_mirror_goes_to_the_backup(tmp_path: Path, db_target: str) -> None:
    d = Driver(await make_service(db_target, FakeClock(), NullRenderPool()), tmp_path)
    await _league(d, "ban-pick", extra="banned-armies:dancer")
    begun = await d.say("@ala /league challenge opponent:@ola")
    assert "ban–pick" in begun
    # naming three is three clicks, each adding one
    first = await d.say("@ala !choose")
    assert "Name 3 different armies (3 more)" in first and "!name-dancer" not in first
    second = await d.say("@ala !name-moloch")
    assert "Named so far: Moloch" in second
    await d.say("@ala !name-borgo")
    saved = await d.say("@ala !name-outpost")
    assert "Saved privately: Moloch, Borgo, Outpost" in saved
    assert "not offered" in await d.say("@ola /league draft name:moloch,borgo,dancer")
    assert "3 different" in await d.say("@ola /league draft name:moloch,moloch,borgo")
    assert "not this step" in await d.say("@ola /league draft ban:moloch")
    named = await d.say("@ola /league draft name:moloch,borgo,hegemony")
    assert "@ala named Moloch, Borgo, Outpost." in named and "@ola named Moloch, Borgo, Hegemony." in named
    assert "not among" in await d.say("@ola /league draft ban:hegemony")  # not one of ala's three
    assert "Saved privately" in await d.say("@ola /league draft ban:outpost")
    bans = await d.say("@ala /league draft ban:hegemony")
    assert "@ala banned Hegemony of @ola." in bans and "@ola banned Outpost of @ala." in bans
    assert "not among" in await d.say("@ala /league draft pick:outpost")  # banned
    await d.say("@ala /league draft pick:borgo")
    done = await d.say("@ola /league draft pick:borgo")
    assert "Both picked Borgo" in done and "plays their backup, Moloch" in done
    draft = await _draft_row(d)
    coin = d.console.names[draft.state["coin"]]
    armies = await _armies(d)
    assert sorted(armies) == ["borgo", "moloch"]
    assert armies[["ala", "ola"].index(coin)] == "moloch"  # the coin's player plays the backup


async def test_the_default_when_time_runs_out(tmp_path: Path, db_target: str) -> None:
    clock = FakeClock()
    d = Driver(await make_service(db_target, clock, NullRenderPool()), tmp_path)
    await _league(d, "blind", extra="draft-hours:2 armies:moloch,borgo")
    await d.say("@ala /league challenge opponent:@ola")
    await d.say("@ala /league draft pick:borgo")
    clock.advance(hours=1)
    assert "ran out" not in await d.say("@ala /league list")
    clock.advance(hours=1, minutes=1)
    out = await d.say("@ala /league list")  # the console posts what is due after each line
    assert "The draft's 2 h ran out for @ola" in out
    assert "Armies: @ala plays Borgo, @ola plays" in out
    armies = await _armies(d)
    assert armies[0] == "borgo" and armies[1] in ("moloch", "borgo")
    assert "ran out" not in await d.say("@ala /league list")  # posted once


async def test_ban_pick_default_on_timeout_at_each_step(tmp_path: Path, db_target: str) -> None:
    clock = FakeClock()
    d = Driver(await make_service(db_target, clock, NullRenderPool()), tmp_path)
    await _league(d, "ban-pick", extra="draft-hours:1")
    await d.say("@ala /league challenge opponent:@ola")
    posts = ""
    for _ in range(3):
        clock.advance(hours=1, minutes=1)
        posts += await d.say("@ala /league list")
    assert posts.count("ran out for @ala, @ola") == 3
    assert "named" in posts and "banned" in posts and "Armies:" in posts
    assert len(await _armies(d)) == 2


async def test_the_queue_goes_through_the_draft(tmp_path: Path, db_target: str) -> None:
    d = Driver(await make_service(db_target, FakeClock(), NullRenderPool()), tmp_path)
    await _league(d, "blind")
    await d.say("@ala /league queue")
    paired = await d.say("@ola /league queue")
    assert "blind pick" in paired and "!choose" in paired
    await d.say("@ala /league draft pick:outpost")
    assert "@ala plays Outpost, @ola plays Hegemony" in await d.say("@ola /league draft pick:hegemony")


async def test_config_refuses_what_cannot_be_drafted(tmp_path: Path, db_target: str) -> None:
    d = Driver(await make_service(db_target, FakeClock(), NullRenderPool()), tmp_path)
    await _league(d, "random")
    assert "not one of" in await d.say("@mod[mod] /leaguemod config army-protocol:coin")
    assert "at least 3" in await d.say("@mod[mod] /leaguemod config army-protocol:ban-pick armies:moloch,borgo")
    assert "at least 2" in await d.say("@mod[mod] /leaguemod config armies:moloch banned-armies:none")
    shown = await d.say("@mod[mod] /leaguemod config")
    assert "army protocol: random pair" in shown and "draft step: 24 h" in shown


async def test_in_polish(tmp_path: Path, db_target: str) -> None:
    d = Driver(await make_service(db_target, FakeClock(), NullRenderPool()), tmp_path)
    for who in ("mod", "ala", "ola", "eve"):
        await d.say(f"@{who} /hexme prefs language:pl")
    assert "Utworzono" in await d.say("@mod[mod] /ligamod utwórz nazwa:Klub")
    for who in ("ala", "ola"):
        await d.say(f"@{who} /liga dołącz")
    saved = await d.say("@mod[mod] /ligamod ustawienia protokół-armii:ban-pick")
    assert "protokół armii: ban–pick z trzech" in saved, saved
    begun = await d.say("@ala /liga wyzwanie przeciwnik:@ola")
    assert "ban–pick z trzech" in begun and "Wybierz armię" in begun
    panel = await d.say("@ala !choose")
    assert "Zgłoś 3 różne armie" in panel
    assert "Zapisano w tajemnicy" in await d.say("@ala /liga wybór zgłoś:moloch,borgo,posterunek")
    assert "tylko dwoje graczy" in await d.say("@eve /liga wybór zgłoś:moloch,borgo,posterunek")
    named = await d.say("@ola /liga wybór zgłoś:moloch,borgo,hegemonia")
    assert "@ala zgłasza: Moloch, Borgo, Posterunek." in named
    await d.say("@ala /liga wybór banuj:hegemonia")
    await d.say("@ola /liga wybór banuj:posterunek")
    await d.say("@ala /liga wybór wybierz:moloch")
    done = await d.say("@ola /liga wybór wybierz:borgo")
    assert "Armie: @ala gra armią Moloch, @ola gra armią Borgo." in done


async def test_two_clicks_at_once_record_one_pick(tmp_path: Path, db_target: str) -> None:
    d = Driver(await make_service(db_target, FakeClock(), NullRenderPool()), tmp_path)
    await _league(d, "blind")
    await d.say("@ala /league challenge opponent:@ola")
    ala = next(k for k, v in d.console.names.items() if v == "ala")
    ola = next(k for k, v in d.console.names.items() if v == "ola")
    drafts = d.service.leagues.drafts
    channel = d.console.channel_id
    same = await asyncio.gather(
        drafts.act(channel, ala, draft_id=1, pick="moloch"), drafts.act(channel, ala, draft_id=1, pick="borgo")
    )
    assert sorted(r.refused for r in same) == [False, True]  # one saved, the other told it was done
    row = await _draft_row(d)
    assert row.version == 2 and len(row.state["picks"]) == 1
    # both players' last picks at once: both recorded, one game started
    await d.say("@ala /hexme prefs language:en")
    other = await asyncio.gather(
        drafts.act(channel, ola, draft_id=1, pick="outpost"), drafts.act(channel, ola, draft_id=1, pick="hegemony")
    )
    assert sorted(r.refused for r in other) == [False, True]
    started = [r for r in other if not r.refused]
    assert started[0].game_id is not None and re.search(r"Armies: <@\d+> plays", started[0].text)
    games = await d.service.repo.stores.leagues.league_games(1)
    assert len(games) == 1


async def test_leaving_withdraws_the_draft(tmp_path: Path, db_target: str) -> None:
    d = Driver(await make_service(db_target, FakeClock(), NullRenderPool()), tmp_path)
    await _league(d, "blind")
    await d.say("@ala /league challenge opponent:@ola")
    await d.say("@ala /league draft pick:moloch")
    assert "left" in await d.say("@ola /league leave")
    assert "over" in await d.say("@ala /league draft draft:1 pick:borgo")
    assert (await _draft_row(d)).status == "void"
    assert "Rated game" not in await d.say("@ala /league list")
    assert await d.game() is None


async def test_one_open_draft_per_channel_even_at_once(tmp_path: Path, db_target: str) -> None:
    clock = FakeClock()
    d = Driver(await make_service(db_target, clock, NullRenderPool()), tmp_path)
    await _league(d, "blind")
    store = d.service.repo.stores.leagues
    (lg,) = await store.leagues(0)
    (season,) = await store.seasons(lg.id)
    state = {
        "protocol": "blind",
        "offered": ["moloch"],
        "players": [1, 2],
        "coin": 1,
        "named": {},
        "bans": {},
        "picks": {},
    }
    made = await asyncio.gather(
        *(store.add_draft(lg.id, season.id, 77, None, None, state, clock(), clock()) for _ in range(4))
    )
    assert sum(m is not None for m in made) == 1
    assert await store.add_draft(lg.id, season.id, 78, None, None, state, clock(), clock()) is not None


async def test_a_round_robin_fixture_goes_through_the_draft(tmp_path: Path, db_target: str) -> None:
    d = Driver(await make_service(db_target, FakeClock(), NullRenderPool()), tmp_path)
    await _league(d, "blind")
    assert "Round 1" in await d.say("@mod[mod] /leaguemod schedule action:make days:7")
    await d.say("@ola /league challenge opponent:@ala")
    await d.say("@ola /league draft pick:beasts")
    done = await d.say("@ala /league draft pick:hegemony")
    assert "@ola plays Beasts, @ala plays Hegemony" in done and "round 1" in done.lower()
    store = d.service.repo.stores.leagues
    (lg,) = await store.leagues(0)
    (season,) = await store.seasons(lg.id)
    (fixture,) = await store.fixtures(season.id)
    game = await d.game()
    assert fixture.status == "playing" and fixture.game_id == game.id
