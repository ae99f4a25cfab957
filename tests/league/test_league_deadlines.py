"""Deadlines and forfeits written whole (issue 36; docs/rulings.md L15, L16, L20), on SQLite
and PostgreSQL: a missed round-robin fixture and an event round past its deadline are
marked, forfeited, struck and announced in one transaction — a failure in the middle writes
nothing and the next upkeep writes everything, once; a playoff round's deadline sends the
higher seed through, announced once by two processes, and leaves a match whose game runs to
the clock; a last turn passed whose clock was not moved on is still the opponent's."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import Any

import pytest

import bot.storage.league_clock as league_clock
from bot.app import build_app
from bot.rendering import NullRenderPool
from bot.storage import open_repository
from bot.storage.league import FIXTURE_MISSED, FIXTURE_OPEN
from bot.storage.league_clock import NO_SHOW
from bot.storage.league_events import EVENT_DONE, MATCH_DONE, MATCH_OPEN, MATCH_PLAYING, STAGE_PLAYOFF
from rules.state import GameState
from tests.bot.helpers import OPENED, FakeClock, make_service
from tests.league.test_league_clock import _announced, _end_turn, _league, _start, _to_turns
from tests.league.test_league_console import Driver


class Injected(RuntimeError):
    """The failure injected between two writes."""


def _fail(*_: Any, **__: Any) -> Any:
    raise Injected("the process died here")


async def _no_shows(d: Driver) -> list[Any]:
    season = (await d.service.league_store.seasons(1))[0]
    return [f for f in await d.service.repo.stores.clocks.forfeits(season.id) if f.kind == NO_SHOW]


async def test_a_missed_fixture_is_written_whole_once(
    tmp_path: Path, db_target: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = FakeClock()
    d = Driver(await make_service(db_target, clock, NullRenderPool()), tmp_path)
    app = d.service
    await _league(d, "clock-hours:12", ("ala", "ola", "eve"))
    assert "round-robin" in await d.say("@mod[mod] /leaguemod schedule action:make days:3")
    season = (await app.league_store.seasons(1))[0]
    clock.advance(days=10)  # every fixture past its deadline, none played
    # the process dies after the fixture was marked and its forfeits written, before the
    # announcement was queued: the transaction writes nothing
    monkeypatch.setattr(league_clock, "queue_deliveries", _fail)
    with pytest.raises(Injected):
        await app.leagues.schedule.due_fixtures()
    assert {f.status for f in await app.league_store.fixtures(season.id)} == {FIXTURE_OPEN}
    assert await _no_shows(d) == [] and await _announced(d) == []
    monkeypatch.undo()
    # the next upkeep (two processes at once) writes everything, once
    repo = await open_repository(db_target)
    OPENED.append(repo)
    two = build_app(repo, NullRenderPool(), clock, rng=random.Random(2))
    await asyncio.gather(app.leagues.schedule.due_fixtures(), two.leagues.schedule.due_fixtures())
    await app.leagues.schedule.due_fixtures()
    fixtures = await app.league_store.fixtures(season.id)
    assert len(fixtures) == 3 and {f.status for f in fixtures} == {FIXTURE_MISSED}
    no_shows = await _no_shows(d)
    assert sorted((f.fixture_id, f.user_id) for f in no_shows) == sorted(
        (f.id, p) for f in fixtures for p in (f.player_a, f.player_b)
    )
    assert all(f.strike for f in no_shows)
    posted = await _announced(d)
    assert len(posted) == 3 and all("lost by both" in p for p in posted)


async def _event(d: Driver, members: tuple[str, ...], options: str) -> None:
    await _league(d, "match-days:2", members)
    assert "created" in await d.say(f"@mod[mod] /leaguemod event action:create name:Cup {options}")
    for who in members:
        await d.say(f"@{who} /league event action:join")
    assert "round 1 of" in await d.say("@mod[mod] /leaguemod event action:pair")


async def test_a_round_past_its_deadline_is_written_whole_once(
    tmp_path: Path, db_target: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = FakeClock()
    d = Driver(await make_service(db_target, clock, NullRenderPool()), tmp_path)
    app = d.service
    events = app.repo.stores.events
    await _event(d, ("p1", "p2", "p3", "p4"), "rounds:2")
    (event,) = await events.events(1)
    assert await app.leagues.clock.due_clocks() == []  # the round seen: due in 2 days
    clock.advance(days=2, minutes=1)
    # the process dies after the deadline was claimed and the matches decided, before the
    # forfeits were written: nothing is written, not even the claim
    monkeypatch.setattr(league_clock, "_forfeit_values", _fail)
    with pytest.raises(Injected):
        await app.leagues.clock.due_clocks()
    assert {m.status for m in await events.matches(event.id)} == {MATCH_OPEN}
    assert (await app.repo.stores.clocks.round_deadline(event.id, 1, clock()))[1] is False
    assert await _no_shows(d) == [] and await _announced(d) == []
    monkeypatch.undo()
    await app.leagues.clock.due_clocks()
    await app.leagues.clock.due_clocks()
    matches = await events.matches(event.id)
    assert {(m.status, len(m.forfeited)) for m in matches} == {(MATCH_DONE, 2)}
    assert len(await _no_shows(d)) == 4
    (posted,) = await _announced(d)
    assert "not begun by the round's deadline" in posted
    assert (await events.get_event(event.id)).version > event.version  # type: ignore[union-attr]


async def test_a_playoff_round_past_its_deadline_sends_the_higher_seed_through(tmp_path: Path, db_target: str) -> None:
    clock = FakeClock()
    one = await make_service(db_target, clock, NullRenderPool())
    repo = await open_repository(db_target)
    OPENED.append(repo)
    two = build_app(repo, NullRenderPool(), clock, rng=random.Random(2))
    d = Driver(one, tmp_path)
    events = one.repo.stores.events
    await _event(d, ("p1", "p2", "p3", "p4"), "rounds:1 playoff:top4")

    async def upkeep() -> None:
        """Both processes' upkeeps at once: the clocks, then the events' next rounds."""
        await asyncio.gather(one.leagues.clock.due_clocks(), two.leagues.clock.due_clocks())
        await asyncio.gather(one.leagues.events.due_events(), two.leagues.events.due_events())

    # the Swiss round is never played: lost by both everywhere, the playoff seeded by rating
    await upkeep()
    clock.advance(days=2, minutes=1)
    await upkeep()
    (event,) = await events.events(1)
    assert event.bracket is not None and event.round == 2
    semis = [m for m in await events.matches(event.id) if m.stage == STAGE_PLAYOFF]
    assert len(semis) == 2
    # one semi-final is begun (a game of it runs), the other is not
    names = d.console.names
    running, idle = semis
    assert running.player_b is not None
    await d.say(":channel semi")
    await _start(d, names[running.player_a], names[running.player_b])
    await upkeep()  # the playoff round seen: due in 2 days
    clock.advance(days=2, minutes=1)
    await upkeep()
    by_id = {m.id: m for m in await events.matches(event.id)}
    assert by_id[running.id].status == MATCH_PLAYING  # a running game is left to the game and the clock
    assert by_id[idle.id].status == MATCH_DONE and set(by_id[idle.id].forfeited) == set(idle.players())
    higher = min(idle.players(), key=event.bracket.index)
    posted = [p for p in await _announced(d) if "playoff" in p]
    assert len(posted) == 1, posted  # once, by one of the two processes
    assert f"@{names[higher]} goes through" in posted[0]
    shown = await d.say("@p1 /league event")
    assert f"forfeited by @{names[idle.player_a]}, @{names[idle.player_b]} — @{names[higher]} goes through" in shown
    strikes = {f.user_id for f in await _no_shows(d) if f.match_id == idle.id}
    assert strikes == set(idle.players())
    # the running semi-final ends; the final is paired and never begun: the higher seed wins
    await d.say(f"@{names[running.player_b]} /hex resign")
    await d.say(f"@{names[running.player_b]} !confirm")
    await upkeep()
    (event,) = await events.events(1)
    final = [m for m in await events.matches(event.id) if m.round == event.round]
    assert len(final) == 1 and set(final[0].players()) == {running.player_a, higher}
    await upkeep()
    clock.advance(days=2, minutes=1)
    await upkeep()
    (event,) = await events.events(1)
    assert event.status == EVENT_DONE
    assert event.bracket is not None
    champion = min((running.player_a, higher), key=event.bracket.index)
    assert f"@{names[champion]} goes through" in (await _announced(d))[-1]


async def test_a_last_turn_passed_whose_clock_was_not_moved_is_still_played(
    tmp_path: Path, db_target: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Under ``last-turn``, the process dies after the late turn was passed and before the
    clock was moved on: the next upkeep gives the opponent their last turn (not the Final
    Battle at once)."""
    clock = FakeClock()
    rng = random.Random(5)
    d = Driver(await make_service(db_target, clock, NullRenderPool()), tmp_path)
    app = d.service
    await _league(d, "clock-hours:24 timeout:last-turn")
    await _start(d)
    await _to_turns(d, rng, 4)
    clock.advance(minutes=5)
    await _end_turn(d, rng)  # the next turn begins 5 minutes later: the clock sees it
    game = await d.game()
    late = game.players[GameState.loads(game.state_json).to_act - 1]
    row = await app.repo.stores.clocks.clock(game.id)
    assert row is not None and row.user_id == late
    clock.advance(hours=24, minutes=1)
    real = app.repo.stores.clocks.move_clock
    calls = 0

    async def dies_on_the_second(*args: Any, **kw: Any) -> bool:
        nonlocal calls
        calls += 1
        if calls == 2:  # the first records the timeout, the second moves the clock after the pass
            raise Injected("the process died here")
        return await real(*args, **kw)

    monkeypatch.setattr(app.repo.stores.clocks, "move_clock", dies_on_the_second)
    await app.leagues.clock.due_clocks()  # the failure is logged, the upkeep goes on
    monkeypatch.undo()
    assert calls == 2
    game = await d.game()
    assert game.is_live and game.players[GameState.loads(game.state_json).to_act - 1] != late  # passed
    assert await app.leagues.clock.due_clocks() == []  # the clock caught up: the last turn is being played
    assert (await d.game()).is_live
    row = await app.repo.stores.clocks.clock(game.id)
    assert row is not None and row.out_user == late and row.user_id != late
    shown = await _end_turn(d, rng)  # the opponent's last turn, then the upkeep's Final Battle
    assert "The Final Battle after" in shown
    assert not (await d.game()).is_live


async def test_a_ruling_on_a_pairing_is_written_whole(
    tmp_path: Path, db_target: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A ruling on a Swiss match, and on a waiting fixture, records the ruling, its results
    and the match or fixture decided in one transaction: a failure in the middle leaves the
    pairing waiting with no ruling; the moderator's second try writes it once."""
    d = Driver(await make_service(db_target, FakeClock(), NullRenderPool()), tmp_path)
    app = d.service
    clocks, events = app.repo.stores.clocks, app.repo.stores.events
    await _event(d, ("p1", "p2"), "rounds:1")
    season = (await app.league_store.seasons(1))[0]
    (event,) = await events.events(1)
    (match,) = await events.matches(event.id)
    assert match.player_b is not None
    mod = next(u for u, n in d.console.names.items() if n == "mod")

    async def rule() -> str:
        reply = await app.leagues.rulings.rule(
            d.console.channel_id,
            mod,
            player=f"<@{match.player_a}>",
            opponent=f"<@{match.player_b}>",
            winner=f"<@{match.player_a}>",
            reason="no show",
            is_moderator=True,
        )
        return reply.text

    async def dies() -> None:
        monkeypatch.setattr(league_clock, "_forfeit_values", _fail)
        with pytest.raises(Injected):
            await rule()  # the ruling dies before its results are written
        monkeypatch.undo()

    await dies()
    assert [(m.status, m.forfeited) for m in await events.matches(event.id)] == [(MATCH_OPEN, ())]
    assert await clocks.rulings(1) == [] and await clocks.forfeits(season.id) == []
    assert "wins" in await rule()
    (decided,) = await events.matches(event.id)
    assert decided.status == MATCH_DONE and decided.forfeited == (match.player_b,)
    (ruling,) = await clocks.rulings(1)
    assert ruling.match_id == match.id and len(await clocks.forfeits_of(match_id=match.id)) == 2
    # the pair's round-robin fixture, waiting: ruled the same way
    assert "round-robin" in await d.say("@mod[mod] /leaguemod schedule action:make days:3")
    (fixture,) = await app.league_store.fixtures(season.id)
    await dies()
    assert [f.status for f in await app.league_store.fixtures(season.id)] == [FIXTURE_OPEN]
    assert len(await clocks.rulings(1)) == 1
    assert "wins" in await rule()
    assert [f.status for f in await app.league_store.fixtures(season.id)] == [FIXTURE_MISSED]  # decided
    assert [r.fixture_id for r in await clocks.rulings(1)] == [None, fixture.id]
    assert len(await clocks.forfeits_of(fixture_id=fixture.id)) == 2


async def test_a_big_rounds_pairings_are_shown_in_part_with_the_viewers_own(tmp_path: Path) -> None:
    """``/league event`` of a round of 20 pairings shows the first 16 and the viewer's own,
    then how many more (a Discord message holds 2,000 characters: the standings must fit)."""
    d = Driver(await make_service(str(tmp_path / "hex.sqlite3"), FakeClock(), NullRenderPool()), tmp_path)
    members = tuple(f"m{k}" for k in range(40))
    await _league(d, "match-days:2", members)
    assert "created" in await d.say("@mod[mod] /leaguemod event action:create name:Cup rounds:3")
    for who in members:
        await d.say(f"@{who} /league event action:join")
    assert "round 1 of 3" in await d.say("@mod[mod] /leaguemod event action:pair")
    (event,) = await d.service.repo.stores.events.events(1)
    matches = await d.service.repo.stores.events.matches(event.id)
    assert len(matches) == 20
    last = matches[-1]
    viewer = d.console.names[last.player_a]
    shown = await d.say(f"@{viewer} /league event")
    pairings = [line for line in shown.splitlines() if line.strip().startswith("• @") and ": to play" in line]
    assert len(pairings) == 17, shown
    assert f"@{viewer} – @{d.console.names[last.player_b or 0]}" in shown
    assert "… and 3 more." in shown and "Standings" in shown


async def test_a_timeout_whose_end_lost_a_race_ends_on_the_next_round(
    tmp_path: Path, db_target: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The timeout is recorded with the clock (its forfeits once); the game's end loses a race
    with a move (nothing posted: no private "the board changed" in the channel); the next
    round of the upkeep ends the game, the forfeits not written twice."""
    clock = FakeClock()
    d = Driver(await make_service(db_target, clock, NullRenderPool()), tmp_path)
    app = d.service
    await _league(d, "clock-hours:12")
    await _start(d)
    await app.leagues.clock.due_clocks()
    clock.advance(hours=12, minutes=1)
    real = app.endings.games.save

    async def lost_race(*args: Any, **kw: Any) -> bool:
        return False

    monkeypatch.setattr(app.endings.games, "save", lost_race)
    assert await app.leagues.clock.due_clocks() == []
    monkeypatch.setattr(app.endings.games, "save", real)
    game = await d.game()
    assert game.is_live
    season = (await app.league_store.seasons(1))[0]
    assert len(await app.repo.stores.clocks.forfeits(season.id)) == 2
    (post,) = await app.leagues.clock.due_clocks()
    assert not post.reply.ephemeral and not (await d.game()).is_live
    assert len(await app.repo.stores.clocks.forfeits(season.id)) == 2


async def test_a_ruling_on_a_running_event_game_is_written_whole(
    tmp_path: Path, db_target: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A ruling on an event game under way decides its match in the ruling's transaction: a
    failure leaves the game running and the match playing, no ruling; the second try rules,
    decides the match by the loser's forfeit and stops the game."""
    d = Driver(await make_service(db_target, FakeClock(), NullRenderPool()), tmp_path)
    app = d.service
    clocks, events = app.repo.stores.clocks, app.repo.stores.events
    await _event(d, ("p1", "p2"), "rounds:1")
    (event,) = await events.events(1)
    (match,) = await events.matches(event.id)
    a, b = d.console.names[match.player_a], d.console.names[match.player_b or 0]
    await d.say(":channel g1")
    await _start(d, a, b)
    game = await d.game()
    ruling = f"@mod[mod] /leaguemod ruling game:{game.id} winner:@{a} reason:{b} left"
    mod = next(u for u, n in d.console.names.items() if n == "mod")
    monkeypatch.setattr(league_clock, "_forfeit_values", _fail)
    with pytest.raises(Injected):
        await app.leagues.rulings.rule(
            game.channel_id, mod, game=game.id, winner=f"<@{match.player_a}>", reason="left", is_moderator=True
        )
    monkeypatch.undo()
    assert (await d.game()).is_live and await clocks.rulings(1) == []
    assert [(m.status, m.game_id) for m in await events.matches(event.id)] == [(MATCH_PLAYING, game.id)]
    assert f"@{a} wins" in await d.say(ruling)
    (decided,) = await events.matches(event.id)
    assert (decided.status, decided.forfeited, decided.game_id) == (MATCH_DONE, (match.player_b,), None)
    assert not (await app.games.get(game.id)).is_live  # type: ignore[union-attr]
    assert len(await clocks.rulings(1)) == 1
