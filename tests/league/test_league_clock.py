"""The league clock, vacations, forfeits and rulings through the console (docs/leagues.md,
"The league clock"; rulings L8, L13-L17), on SQLite and PostgreSQL: a vacation that stops
the clock; a timeout under each rule (the last turn and the Final Battle played through);
forfeits counted in the standings and never in the ratings; a Swiss round unblocked by its
deadline; a ruling that changes the standings with its record; bad input answered
privately with nothing changed."""

from __future__ import annotations

import random
import re
from pathlib import Path

from bot.history import game_options, rebuild
from bot.rendering import NullRenderPool
from bot.storage.base import KIND_TIMEOUT
from bot.storage.league import VOID
from bot.storage.league_clock import NO_SHOW, RULING, TIMEOUT
from rules.state import PHASE_OVER, PHASE_TURN, GameState
from tests.bot.helpers import FakeClock, choose, make_service
from tests.league.test_league_console import Driver

PRIVATE = "only @{} sees this"


async def _league(d: Driver, settings: str, members: tuple[str, ...] = ("ala", "ola")) -> None:
    assert "created" in await d.say("@mod[mod] /leaguemod create name:Club")
    assert "saved" in await d.say(f"@mod[mod] /leaguemod config {settings}")
    for who in members:
        assert "joined" in await d.say(f"@{who} /league join")


async def _start(d: Driver, a: str = "ala", b: str = "ola") -> None:
    out = await d.say(f"@{a} /league challenge opponent:@{b}")
    assert "Rated game" in out, out
    await d.say(f"@{b} /hex accept")
    assert (await d.game()).is_live


async def _to_turns(d: Driver, rng: random.Random, turns: int) -> GameState:
    """Random legal actions until the game is at a player's turn ``turns`` or later (HQs placed)."""
    for _ in range(2000):
        game = await d.game()
        state = GameState.loads(game.state_json)
        assert game.is_live
        ready = state.phase == PHASE_TURN and state.turn_number >= turns and state.pending is None
        if ready and not state.turn.needs_discard and state.turn.plays_left != 0:
            return state
        user = d.console.names[game.players[state.to_act - 1]]
        await d.say(f"@{user} {choose(state, rng)}")
    raise AssertionError("no turn reached")


async def _end_turn(d: Driver, rng: random.Random) -> str:
    """The player to act plays random actions until their turn ends: what the console showed
    (the console runs the upkeep after each line, as the Discord loop does every minute)."""
    game = await d.game()
    start = GameState.loads(game.state_json)
    shown = ""
    for _ in range(200):
        game = await d.game()
        state = GameState.loads(game.state_json)
        if not game.is_live or state.turn_number != start.turn_number:
            return shown
        user = d.console.names[game.players[state.to_act - 1]]
        shown += await d.say(f"@{user} {choose(state, rng)}")
    raise AssertionError("the turn did not end")


async def _announced(d: Driver) -> list[str]:
    """The leagues' announcements queued in the delivery outbox (posts of no game), as printed."""
    items = await d.service.repo.stores.deliveries.deliveries()
    return [d.console._names(x.payload["post"]["text"]) for x in items if x.kind == "post" and x.game_id is None]


async def test_a_vacation_stops_the_clock_and_a_timeout_is_a_forfeit(tmp_path: Path, db_target: str) -> None:
    clock = FakeClock()  # 2025-01-01 12:00 UTC
    d = Driver(await make_service(db_target, clock, NullRenderPool()), tmp_path)
    say, app = d.say, d.service
    # players never change the clock
    assert "Only moderators" in await say("@ala /leaguemod config clock-hours:24")
    await _league(d, "clock-hours:24 bank-hours:2 vacation-days:2 timeout:loss")
    shown = await say("@mod[mod] /leaguemod config")
    assert "League clock: 24 h per turn, a bank of 2 h · out of time: a loss at once" in shown
    # bad vacations: private, nothing marked
    for line, why in (
        ("@ala /league vacation from:2025-01-01", "has begun or is past"),
        ("@ala /league vacation from:2024-12-20 to:2024-12-22", "has begun or is past"),
        ("@ala /league vacation from:2025-01-03 to:2025-01-05", "more than the season's 2 vacation days"),
        ("@ala /league vacation from:2025-01-05 to:2025-01-03", "before the first"),
        ("@ala /league vacation from:2025-03-01", "The season ends on"),
        ("@max /league vacation from:2025-01-03", "not a member"),
    ):
        out = await say(line)
        assert why in out and PRIVATE.format(line[1:4]) in out, (line, out)
    season = (await app.league_store.seasons(1))[0]
    assert await app.repo.stores.clocks.vacation(season.id, d.console.user("ala")) == frozenset()
    # two days marked; the same day again overlaps; one more is over the allowance
    for who in ("ala", "ola"):
        assert "2025-01-02" in await say(f"@{who} /league vacation from:2025-01-02")
    out = await say("@ala /league vacation from:2025-01-02")
    assert "is marked already" in out and PRIVATE.format("ala") in out
    assert "2 of 2" in await say("@ala /league vacation from:2025-01-04")
    out = await say("@ala /league vacation from:2025-01-06")
    assert "more than the season's 2 vacation days (0 left)" in out and PRIVATE.format("ala") in out

    await _start(d)
    game = await d.game()
    late = d.console.names[game.players[GameState.loads(game.state_json).to_act - 1]]
    # 24 h + a bank of 2 h from 2025-01-01 12:00, with 2025-01-02 a vacation day: out at
    # 2025-01-03 14:00 (without the vacation it would be 2025-01-02 14:00)
    clock.advance(hours=26, minutes=30)  # 2025-01-02 14:30
    assert await app.leagues.clock.due_clocks() == []
    assert (await d.game()).is_live
    assert all("clock-warning" not in x.key for x in await app.repo.stores.deliveries.deliveries(game_id=game.id))
    clock.advance(hours=18)  # 2025-01-03 08:30: the warning (6 h before) is due, once
    assert await app.leagues.clock.due_clocks() == []
    await app.leagues.clock.due_clocks()
    warnings = [x for x in await app.repo.stores.deliveries.deliveries(game_id=game.id) if "clock-warning" in x.key]
    assert len(warnings) == 1 and "runs out at 2025-01-03 14:00 UTC" in str(warnings[0].payload)
    clock.advance(hours=5, minutes=29)  # 13:59: not yet
    assert await app.leagues.clock.due_clocks() == []
    clock.advance(minutes=2)
    posts = await app.leagues.clock.due_clocks()
    assert len(posts) == 1 and f"@{late}" in d.console._names(posts[0].reply.text)
    assert "ran out of time on the league clock: a loss by forfeit" in posts[0].reply.text
    assert await app.leagues.clock.due_clocks() == []  # timed out once
    ended = await d.game()
    assert not ended.is_live and ended.result_reason == "timeout"
    # a forfeit: in the standings, not in the ratings
    assert [lg.status for lg in await app.league_store.league_games(1)] == [VOID]
    assert await app.league_store.ratings(season.id) == []
    forfeits = await app.repo.stores.clocks.forfeits(season.id)
    assert sorted((d.console.names[f.user_id], f.outcome, f.kind) for f in forfeits) == sorted(
        [(late, "loss", TIMEOUT), ({"ala": "ola", "ola": "ala"}[late], "win", TIMEOUT)]
    )
    standings = await say("@ala /league standings")
    assert "1 W, 0 L, 0 D (1 by forfeit)" in standings and "0 W, 1 L, 0 D (1 by forfeit)" in standings
    profile = await say(f"@{late} /league profile")
    assert "Forfeits (not rated): 0 W, 1 L, 0 D · no-show strikes: 0" in profile


async def test_the_last_turn_and_the_final_battle(tmp_path: Path, db_target: str) -> None:
    clock = FakeClock()
    rng = random.Random(5)
    d = Driver(await make_service(db_target, clock, NullRenderPool()), tmp_path)
    app = d.service
    await _league(d, "clock-hours:24 timeout:last-turn")
    assert "a last turn for the opponent, then the Final Battle" in await d.say("@mod[mod] /leaguemod config")
    await _start(d)
    await app.leagues.clock.due_clocks()
    state = await _to_turns(d, rng, 4)
    game = await d.game()
    late_seat = state.to_act
    late, winner = game.players[late_seat - 1], game.players[2 - late_seat]
    await app.leagues.clock.due_clocks()  # the clock sees this turn start
    clock.advance(hours=24, minutes=1)
    posts = await app.leagues.clock.due_clocks()
    assert len(posts) == 1 and "takes a last turn, then the Final Battle is fought" in posts[0].reply.text
    game = await d.game()
    state = GameState.loads(game.state_json)
    assert game.is_live and game.players[state.to_act - 1] == winner  # the late turn was passed
    assert await app.leagues.clock.due_clocks() == []  # the last turn is being played
    shown = await _end_turn(d, rng)  # the opponent's last turn, then the upkeep's Final Battle
    assert "The Final Battle after" in shown
    game = await d.game()
    assert not game.is_live and game.result_reason == "timeout"
    rows = await app.games.actions(game.id)
    assert [r.notation for r in rows if r.kind == KIND_TIMEOUT] == [f"timeout final {3 - late_seat}"]
    stored = GameState.loads(game.state_json)
    assert stored.battles > state.battles  # the Final Battle was fought
    # the log alone replays it (the history, exports and web pages read it so)
    replayed = rebuild(game.armies, game.seed, rows, **game_options(game, stored.radius))
    assert replayed.phase == PHASE_OVER and replayed.result == stored.result
    assert replayed.battles == stored.battles
    season = (await app.league_store.seasons(1))[0]
    forfeits = {f.user_id: f.outcome for f in await app.repo.stores.clocks.forfeits(season.id)}
    assert forfeits == {late: "loss", winner: "win"}  # the player out of time loses
    assert await app.league_store.ratings(season.id) == []  # never rated
    assert [lg.status for lg in await app.league_store.league_games(1)] == [VOID]


async def test_a_swiss_round_past_its_deadline_is_decided_and_the_next_paired(tmp_path: Path, db_target: str) -> None:
    clock = FakeClock()
    d = Driver(await make_service(db_target, clock, NullRenderPool()), tmp_path)
    say, app = d.say, d.service
    await _league(d, "match-days:3", ("p1", "p2", "p3", "p4"))
    assert "created" in await say("@mod[mod] /leaguemod event action:create name:Cup rounds:2")
    for who in ("p1", "p2", "p3", "p4"):
        await say(f"@{who} /league event action:join")
    paired = await say("@mod[mod] /leaguemod event action:pair")
    pairs = re.findall(r"• @(\w+) – @(\w+)", paired)
    assert len(pairs) == 2, paired
    (a, b), (c, e) = pairs
    # one match is played, the other never begun
    await say(":channel g1")
    assert "Rated game" in await say(f"@{a} /league challenge opponent:@{b}")
    await say(f"@{b} /hex accept")
    await say(f"@{b} /hex resign")
    await say(f"@{b} !confirm")
    assert await app.leagues.events.due_events() == []  # the round is blocked
    assert await app.leagues.clock.due_clocks() == []  # the upkeep sees the round: due in 3 days
    clock.advance(days=3, minutes=1)
    assert await app.leagues.clock.due_clocks() == []  # announced through the outbox
    (posted,) = await _announced(d)
    assert "not begun by the round's deadline" in posted and f"@{c} – @{e}" in posted
    assert await app.leagues.clock.due_clocks() == []
    assert len(await _announced(d)) == 1  # once
    nxt = await app.leagues.events.due_events()
    assert len(nxt) == 1 and "round 2 of 2" in nxt[0].reply.text
    season = (await app.league_store.seasons(1))[0]
    strikes = [f for f in await app.repo.stores.clocks.forfeits(season.id) if f.kind == NO_SHOW]
    assert sorted(d.console.names[f.user_id] for f in strikes) == sorted([c, e]) and all(f.strike for f in strikes)
    assert "no-show strikes: 1" in await say(f"@{c} /league profile")
    # the no-show forfeits are not in the ratings: only the played game is
    assert {d.console.names[r.user_id] for r in await app.league_store.ratings(season.id)} == {a, b}
    # round 2: a game of it under way is stopped by a ruling, which decides the match
    (f, g), _ = re.findall(r"• @(\w+) – @(\w+)", d.console._names(nxt[0].reply.text))
    await say(":channel g2")
    assert "Rated game" in await say(f"@{f} /league challenge opponent:@{g}")
    await say(f"@{g} /hex accept")
    live = await d.game()
    out = await say(f"@mod[mod] /leaguemod ruling game:{live.id} reason:draw offered")
    assert "An event match needs a winner" in out and PRIVATE.format("mod") in out
    out = await say(f"@mod[mod] /leaguemod ruling game:{live.id} winner:@{g} reason:{f} left the server")
    assert f"@{g} wins" in out
    (event,) = await app.repo.stores.events.events(1)
    (decided,) = [
        m
        for m in await app.repo.stores.events.matches(event.id)
        if m.round == 2 and m.game_id is None and f in {d.console.names[p] for p in m.players()} and m.forfeited
    ]
    assert [d.console.names[p] for p in decided.forfeited] == [f]
    assert not (await app.games.get(live.id)).is_live


async def test_a_ruling_changes_the_standings_with_its_record(tmp_path: Path, db_target: str) -> None:
    clock = FakeClock()
    d = Driver(await make_service(db_target, clock, NullRenderPool()), tmp_path)
    say, app = d.say, d.service
    await _league(d, "clock-hours:24", ("ala", "ola", "eve"))
    await _start(d)
    game = await d.game()
    # bad rulings: private, nothing recorded
    for line, why in (
        (f"@ala /leaguemod ruling game:{game.id} winner:@ala reason:mine", "Only moderators"),
        ("@mod[mod] /leaguemod ruling game:999 winner:@ala reason:typo", "is not a game of Club"),
        (
            f"@mod[mod] /leaguemod ruling game:{game.id} winner:@eve reason:nope",
            "the winner must be one of its players",
        ),
        ("@mod[mod] /leaguemod ruling winner:@ala reason:what", "Name the game"),
        ("@mod[mod] /leaguemod ruling player:@ala opponent:@eve reason:none", "have no unplayed fixture"),
    ):
        out = await say(line)
        assert why in out and PRIVATE.format(line[1:4]) in out, (line, out)
    await say(":channel casual")
    await say("@ala /hex new opponent:@ola")
    casual = await d.game()
    out = await say(f"@mod[mod] /leaguemod ruling game:{casual.id} winner:@ala reason:casual")
    assert "is not a game of Club" in out and PRIVATE.format("mod") in out
    assert await app.repo.stores.clocks.rulings(1) == []
    assert (await app.games.get(game.id)).is_live
    # the league game times out: ola or ala loses by forfeit; a moderator rules the other way
    clock.advance(hours=24, minutes=1)
    await app.leagues.clock.due_clocks()
    season = (await app.league_store.seasons(1))[0]
    (lost,) = [f.user_id for f in await app.repo.stores.clocks.forfeits(season.id) if f.outcome == "loss"]
    name = d.console.names[lost]
    before = await say("@eve /league standings")
    assert re.search(rf"@{name} — [-\d.]+(?: \(provisional\))? · 1 game: 0 W, 1 L", before), before
    ruled = await say(f"@mod[mod] /leaguemod ruling game:{game.id} winner:@{name} reason:bot outage")
    assert f"Ruling #1 by @mod on game {game.id}" in ruled and f"@{name} wins" in ruled
    assert "Reason: bot outage" in ruled and "only @" not in ruled
    after = await say("@eve /league standings")
    assert re.search(rf"@{name} — [-\d.]+(?: \(provisional\))? · 1 game: 1 W, 0 L", after), after
    (ruling,) = await app.repo.stores.clocks.rulings(1)
    assert ruling.game_id == game.id and ruling.winner_id == lost and ruling.reason == "bot outage"
    assert ruling.moderator_id == d.console.user("mod")
    assert {(x.get("user"), x.get("outcome")) for x in ruling.before if "user" in x} == {
        (lost, "loss"),
        (next(u for u in game.players if u != lost), "win"),
    }
    kinds = {f.kind for f in await app.repo.stores.clocks.forfeits(season.id)}
    assert kinds == {RULING}  # the timeout's forfeits were replaced
    assert f"ruling #1 by @mod: @{name} wins" in await say("@eve /league games")
    assert await app.league_store.ratings(season.id) == []
    # a game still running is stopped by a ruling: a draw
    await say(":channel second")
    await _start(d, "eve", "ola")
    live = await d.game()
    out = await say(f"@mod[mod] /leaguemod ruling game:{live.id} reason:both agreed to stop")
    assert "a draw between" in out
    assert not (await app.games.get(live.id)).is_live
    statuses = {g.game_id: g.status for g in await app.league_store.league_games(1)}
    assert statuses[live.id] == VOID  # stopped: never rated
    eve = await say("@eve /league standings")
    assert re.search(r"@eve — [-\d.]+(?: \(provisional\))? · 1 game: 0 W, 0 L, 1 D \(1 by forfeit\)", eve), eve


async def test_fixtures_a_timeout_plays_one_a_miss_is_a_double_forfeit_a_ruling_undoes_it(
    tmp_path: Path, db_target: str
) -> None:
    clock = FakeClock()
    d = Driver(await make_service(db_target, clock, NullRenderPool()), tmp_path)
    say, app = d.say, d.service
    await _league(d, "clock-hours:12", ("ala", "ola", "eve"))
    assert "round-robin" in await say("@mod[mod] /leaguemod schedule action:make days:3")
    fixtures = await app.league_store.fixtures((await app.league_store.seasons(1))[0].id)
    first = next(f for f in fixtures if f.round == 1)
    a, b = (d.console.names[p] for p in (first.player_a, first.player_b))
    # round 1's fixture: its game times out; the fixture is played (won by forfeit), never missed
    await say(":channel f1")
    await _start(d, a, b)
    game = await d.game()
    late = game.players[GameState.loads(game.state_json).to_act - 1]
    await app.leagues.clock.due_clocks()
    clock.advance(hours=12, minutes=1)
    await app.leagues.clock.due_clocks()
    assert not (await d.game()).is_live
    winner = d.console.names[next(p for p in game.players if p != late)]
    assert f"won by @{winner} (game #{game.id})" in await say(f"@{a} /league schedule")
    # rounds 2 and 3 (one fixture each: three members) pass their deadlines unplayed: lost by
    # both, a strike each
    clock.advance(days=9)
    assert await app.leagues.schedule.due_fixtures() == []  # announced through the outbox
    missed = await _announced(d)
    assert len(missed) == 2 and all("lost by both" in p for p in missed)
    season = (await app.league_store.seasons(1))[0]
    no_shows = [f for f in await app.repo.stores.clocks.forfeits(season.id) if f.kind == NO_SHOW]
    assert len(no_shows) == 4 and all(f.strike and f.outcome == "loss" for f in no_shows)
    assert {f.fixture_id for f in no_shows} & {first.id} == set()  # the timed-out fixture was played
    # a moderator rules one missed fixture a win: its no-show forfeits and strikes replaced
    other = next(f for f in await app.league_store.fixtures(season.id) if f.id != first.id and f.round == 2)
    x, y = (d.console.names[p] for p in (other.player_a, other.player_b))
    strikes = sum(1 for f in no_shows if f.user_id == other.player_a)
    assert f"no-show strikes: {strikes}" in await say(f"@{x} /league profile")
    ruled = await say(f"@mod[mod] /leaguemod ruling player:@{x} opponent:@{y} winner:@{x} reason:y never answered")
    assert f"fixture @{x} – @{y}" in ruled and f"@{x} wins" in ruled
    assert f"no-show strikes: {strikes - 1}" in await say(f"@{x} /league profile")
    (ruling,) = await app.repo.stores.clocks.rulings(1)
    assert ruling.fixture_id == other.id and ruling.before[0] == {"fixture": other.id, "status": "missed"}
    assert sorted(x["kind"] for x in ruling.before[1:]) == [NO_SHOW, NO_SHOW]
    assert await app.league_store.ratings(season.id) == []  # forfeits never rate
