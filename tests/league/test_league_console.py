"""A whole season through the console: joins, challenges, games ended by play, by
resignation and on time, an aborted game, an unrated game, bad input answered privately;
the standings come out in the order openskill gives when computed directly here."""

from __future__ import annotations

import io
import random
import re
from pathlib import Path

from openskill.models import PlackettLuce

from bot.app import App
from bot.console import Console
from bot.rendering import NullRenderPool
from rules.state import GameState
from tests.bot.helpers import FakeClock, choose, make_service


class Driver:
    def __init__(self, service: App, tmp: Path) -> None:
        self.out = io.StringIO()
        self.console = Console(service, tmp / "img", out=self.out)
        self.service = service

    async def say(self, line: str) -> str:
        start = self.out.tell()
        await self.console.handle(line)
        self.out.seek(start)
        text = self.out.read()
        self.out.seek(0, io.SEEK_END)
        return text

    async def game(self):  # type: ignore[no-untyped-def]
        repo = self.service.repo
        return await repo.stores.games.live_game(self.console.channel_id) or await repo.stores.games.last_game(
            self.console.channel_id
        )

    async def play_out(self, rng: random.Random) -> None:
        """Random legal actions typed as console lines until the game ends."""
        for _ in range(3000):
            game = await self.game()
            state = GameState.loads(game.state_json)
            if not game.is_live:
                return
            user = self.console.names[game.players[state.to_act - 1]]
            out = await self.say(f"@{user} {choose(state, rng)}")
            assert "board changed" not in out
        raise AssertionError("the game did not end")


def names_in_order(standings: str) -> list[str]:
    return re.findall(r"^\s*\d+\. @(\w+)", standings, flags=re.M)


async def test_a_whole_season_through_the_console(tmp_path: Path, db_target: str) -> None:
    clock = FakeClock()
    service = await make_service(db_target, clock, NullRenderPool())
    d = Driver(service, tmp_path)
    say = d.say
    try:
        assert "Only moderators" in await say("@ala /leaguemod create name:Hex Masters")
        assert "created" in await say("@mod[mod] /leaguemod create name:Hex Masters")
        assert "already has a league" in await say("@mod[mod] /leaguemod create name:hex masters")
        for who in ("ala", "ola", "eve"):
            assert "joined" in await say(f"@{who} /league join")
        assert "already a member" in await say("@ala /league join")
        assert "Only moderators" in await say("@ala /leaguemod config time-limit:2")
        assert "at least 12 h" in await say("@mod[mod] /leaguemod config time-limit:1")  # below the minimum
        assert "saved" in await say("@mod[mod] /leaguemod config time-limit:12 rematch-limit:2")
        assert "still running" in await say("@mod[mod] /leaguemod season action:start start:2025-02-01")
        # bad challenges: private, nothing created
        assert "yourself" in await say("@ala /league challenge opponent:@ala")
        assert "not a member" in await say("@max /league challenge opponent:@ala")
        assert "is not a member" in await say("@ala /league challenge opponent:@max")
        assert await d.game() is None

        outcomes: list[tuple[str, str, str]] = []  # (winner, loser, how) or draw

        # 1. ala vs ola, played out
        await say(":channel g1")
        out = await say("@ala /league challenge opponent:@ola")
        assert "Rated game" in out
        assert "live game" in await say("@eve /league challenge opponent:@ala")  # the channel is busy
        await say("@ola /hex accept")
        await d.play_out(random.Random(5))
        g = await d.game()
        st = GameState.loads(g.state_json)
        assert st.result is not None
        if st.result.winner is None:
            outcomes.append(("ala", "ola", "draw"))
        else:
            w = d.console.names[g.players[st.result.winner - 1]]
            outcomes.append((w, "ola" if w == "ala" else "ala", "play"))

        # 2. eve vs ala, eve resigns
        await say(":channel g2")
        await say("@eve /league challenge opponent:@ala")
        await say("@ala /hex accept")
        assert "resign" in (await say("@eve /hex resign")).lower()
        ended = await say("@eve !confirm")
        assert "resigned" in ended
        # right after the game's end: each player's rating change and new place in the standings
        result = ended[ended.index("ratings after this game") :]
        assert ended.index("Game over") < ended.index("ratings after this game")
        assert re.search(r"@ala: -?\d+\.\d → \d+\.\d \(\+\d+\.\d\), now (1st|2nd) of 3 in the standings", result), (
            result
        )
        assert re.search(r"@eve: 0\.0 → -\d+\.\d \(-\d+\.\d\), now 3rd of 3 in the standings", result), result
        assert "ratings after this game" not in await say("@ala /hex board")  # posted once
        outcomes.append(("ala", "eve", "resigned"))

        # 3. ola vs eve, won on time (the league's 12-hour limit)
        await say(":channel g3")
        await say("@ola /league challenge opponent:@eve")
        await say("@eve /hex accept")
        g = await d.game()
        assert g.turn_limit_s == 12 * 3600
        assert "league's turn time limit" in await say("@ola /hex settings time-limit:48")
        waiting = d.console.names[g.players[2 - GameState.loads(g.state_json).to_act]]
        clock.advance(hours=12, minutes=1)
        assert "not been told yet" in await say(f"@{waiting} /hex claim")  # the notice goes out after this line
        clock.advance(hours=1, minutes=13)
        await say(f"@{waiting} /hex claim")
        ended = await say(f"@{waiting} !confirm")
        assert not (await d.game()).is_live
        assert "ratings after this game" in ended  # won on time: rated, and said so
        outcomes.append((waiting, "eve" if waiting == "ola" else "ola", "timeout"))

        # 4. aborted: never rated
        await say(":channel g4")
        await say("@ala /league challenge opponent:@eve")
        await say("@eve /hex accept")
        await say("@mod[mod] /hexmod abort")
        assert "ratings after" not in await say("@mod[mod] !confirm")

        # 5. an ordinary game between members: not a league game
        await say(":channel g5")
        await say("@ala /hex new opponent:@eve")
        await say("@eve /hex accept")
        await say("@ala /hex resign")
        await say("@ala !confirm")

        # the rematch limit: ala and eve played one counted game (the aborted one does not count)
        await say(":channel g6")
        await say("@mod[mod] /leaguemod config rematch-limit:1")
        assert "that is the limit" in await say("@ala /league challenge opponent:@eve")
        assert await d.game() is None

        standings = await say("@eve /league standings")
        # expected: openskill directly, game by game
        model = PlackettLuce()
        r = {n: model.rating(name=n) for n in ("ala", "ola", "eve")}
        games = {n: 0 for n in r}
        for a, b, how in outcomes:
            ranks = [1, 1] if how == "draw" else [1, 2]
            [[ra], [rb]] = model.rate([[r[a]], [r[b]]], ranks=ranks)
            r[a], r[b] = ra, rb
            games[a] += 1
            games[b] += 1
        expected = sorted(r, key=lambda n: (-r[n].ordinal(), -games[n]))
        assert names_in_order(standings) == [n for n in expected]
        for n in r:
            assert f"{r[n].ordinal():.1f}" in standings
        assert "[image:" in standings or "image" in standings

        profile = await say("@ala /league profile")
        assert "Head-to-head" in profile and "@eve" in profile
        games_list = await say("@ala /league games")
        assert "not rated" in games_list  # the aborted game
        assert games_list.count("#") >= 4
        exported = await say("@ala /league export what:games format:json")
        assert "rows" in exported

        # a logged correction
        assert "Only moderators" in await say("@ala /leaguemod correct player:@ala mu:40 reason:because")
        assert "reason" in await say("@mod[mod] /leaguemod correct player:@eve mu:40")
        out = await say("@mod[mod] /leaguemod correct player:@eve mu:40 sigma:2 reason:scoring error")
        assert "scoring error" in out
        assert names_in_order(await say("@ala /league standings"))[0] == "eve"

        # season end: archived, podium; a new season with bad dates refused
        out = await say("@mod[mod] /leaguemod season action:end")
        assert "is over" in out and "🥇 @eve" in out
        assert "no season running" in await say("@ala /league challenge opponent:@ola")
        assert "end after it starts" in await say(
            "@mod[mod] /leaguemod season action:start start:2025-03-01 end:2025-02-01"
        )
        assert "season 2" in await say("@mod[mod] /leaguemod season action:start start:2025-01-01 end:2025-03-01")
        assert "season 1" in await say("@ala /league standings season:1")
        # leaving mid-game counts as resigning it
        await say(":channel g7")
        await say("@ala /league challenge opponent:@ola")
        await say("@ola /hex accept")
        assert "cannot be undone" in await say("@ola /league leave")  # a game in progress: confirm first
        out = await say("@ola !confirm")
        assert "counts as resigned" in out
        g = await d.game()
        assert not g.is_live and g.result_reason == "resigned"
        st2 = await say("@ala /league standings")
        assert "@ola" not in st2 and "1 game" in st2
    finally:
        await service.repo.close()


async def test_the_queue_pairs_members(tmp_path: Path) -> None:
    service = await make_service(str(tmp_path / "db.sqlite3"), FakeClock(), NullRenderPool())
    d = Driver(service, tmp_path)
    say = d.say
    try:
        await say("@mod[mod] /leaguemod create name:Q")
        assert "not a member" in await say("@ala /league queue")
        for who in ("ala", "ola"):
            await say(f"@{who} /league join")
        out = await say("@ala /league queue")
        assert "wait in the queue" in out and "nobody else" in out and "only @ala sees" in out
        assert "left the queue" in await say("@ala /league queue")
        await say("@ala /league queue")
        await say(":channel q2")
        out = await say("@ola /league queue")
        assert "paired @ala and @ola" in out and "Rated game" in out
        game = await d.game()
        assert game.is_live and set(game.players) == {d.console.user("ala"), d.console.user("ola")}
        assert await service.league_store.queued((await service.league_store.leagues(0))[0].id) == []
    finally:
        await service.repo.close()


async def test_two_league_games_ending_at_once_are_rated_once_each(tmp_path: Path, db_target: str) -> None:
    import asyncio

    service = await make_service(db_target, FakeClock(), NullRenderPool())
    try:
        await service.leagues.seasons.create(1, 9, "C", is_moderator=True)
        for u in (11, 22, 33):
            await service.leagues.membership.join(1, u)
        for channel, (a, b) in ((101, (11, 22)), (102, (11, 33))):
            assert not (await service.leagues.matchmaking.challenge(channel, a, b)).ephemeral
            assert not (await service.setup.accept(channel, b)).ephemeral
        await asyncio.gather(
            service.endings.resign(101, 22, confirmed=True), service.endings.resign(102, 33, confirmed=True)
        )
        (league,) = await service.league_store.leagues(0)
        season = (await service.league_store.seasons(league.id))[-1]
        rows = {r.user_id: r for r in await service.league_store.ratings(season.id)}
        assert (rows[11].games, rows[11].wins, rows[22].losses, rows[33].losses) == (2, 2, 1, 1)
        assert len(await service.league_store.results(season.id)) == 4
        assert {g.status for g in await service.league_store.league_games(league.id)} == {"rated"}
    finally:
        await service.repo.close()


async def test_rated_games_of_three_and_four_players_through_the_console(tmp_path: Path) -> None:
    """``/league challenge`` with opponent2..: a free-for-all played out and a 2v2 ended by
    resignations, each rated as openskill rates its placement; bad challenges change nothing."""
    service = await make_service(str(tmp_path / "db.sqlite3"), FakeClock(), NullRenderPool())
    d = Driver(service, tmp_path)
    say = d.say
    await say("@mod[mod] /leaguemod create name:Table")
    for who in ("ala", "ola", "eve", "ida"):
        await say(f"@{who} /league join")
    # bad input: private, nothing created
    assert "once" in await say("@ala /league challenge opponent:@ola opponent2:@ola")
    assert "not a member" in await say("@ala /league challenge opponent:@ola opponent2:@max")
    assert "yourself" in await say("@ala /league challenge opponent:@ola opponent2:@ala")
    assert "mode: takes" in await say("@ala /league challenge opponent:@ola opponent2:@eve mode:chess")
    assert "cannot be played by 3 players" in await say("@ala /league challenge opponent:@ola opponent2:@eve mode:2v2")
    await say("@mod[mod] /leaguemod config modes:1v1,teams")
    assert "does not rate ffa" in await say("@ala /league challenge opponent:@ola opponent2:@eve")
    assert await d.game() is None
    await say("@mod[mod] /leaguemod config modes:1v1,ffa,teams armies:moloch,borgo,outpost,hegemony")

    # a free-for-all of three, played out
    await say(":channel ffa")
    out = await say("@ala /league challenge opponent:@ola opponent2:@eve")
    assert "Rated game" in out and "@ola" in out and "@eve" in out
    await say("@ola /hex accept")
    await say("@eve /hex accept")
    g = await d.game()
    assert len(g.players) == 3 and set(g.armies) <= {"moloch", "borgo", "outpost", "hegemony"}
    assert len(set(g.armies)) == 3
    await d.play_out(random.Random(3))
    g = await d.game()
    ranking = GameState.loads(g.state_json).result.ranking
    model = PlackettLuce()
    r = {n: model.rating(name=n) for n in ("ala", "ola", "eve", "ida")}
    seat_name = {i: d.console.names[p] for i, p in enumerate(g.players, start=1)}
    place = {seat_name[s]: k for k, group in enumerate(ranking, start=1) for s in group}
    names = list(place)
    for n, new in zip(names, model.rate([[r[n]] for n in names], ranks=[place[n] for n in names]), strict=True):
        r[n] = new[0]

    # two against two, ended by the resignation of one team
    await say(":channel teams")
    out = await say("@ala /league challenge opponent:@ola opponent2:@eve opponent3:@ida mode:2v2")
    assert "Rated game" in out
    for who in ("ola", "eve", "ida"):
        await say(f"@{who} /hex accept")
    g = await d.game()
    state = GameState.loads(g.state_json)
    teams = [[d.console.names[g.players[s - 1]] for s in team] for team in state.teams]
    for who in teams[0]:
        await say(f"@{who} /hex resign")
        await say(f"@{who} !confirm")
    assert not (await d.game()).is_live
    [t0a, t0b], [t1a, t1b] = model.rate([[r[n] for n in teams[0]], [r[n] for n in teams[1]]], ranks=[2, 1])
    r[teams[0][0]], r[teams[0][1]], r[teams[1][0]], r[teams[1][1]] = t0a, t0b, t1a, t1b

    standings = await say("@ala /league standings")
    expected = sorted(r, key=lambda n: -r[n].ordinal())
    assert names_in_order(standings) == expected
    # the console's names reach the standings picture (its alt text lists the top players)
    (picture,) = (await service.leagues.standings.standings(d.console.channel_id, 0)).images
    assert f"1. {expected[0]} " in picture.description
    # the team's shared win is a win for both, not a draw
    wins = {n: (place.get(n) == 1) + (n in teams[1]) for n in r}
    for n in r:
        played = (n in place) + 1
        row = next(line for line in standings.splitlines() if f"@{n} " in line)
        assert f"{played} game" in row and f"{wins[n]} W, {played - wins[n]} L, 0 D" in row, row
    for n in r:
        assert f"{r[n].ordinal():.1f}" in standings


async def test_a_round_robin_season_through_the_console(tmp_path: Path, db_target: str) -> None:
    """``/leaguemod schedule``: every member meets every other once, one round every few
    days; a fixture's challenge passes the rematch limit and is marked played when rated,
    back to waiting when aborted; reminders the day before, missed games after the
    deadline, each posted once; moderators only for making and clearing."""
    clock = FakeClock()
    service = await make_service(db_target, clock, NullRenderPool())
    d = Driver(service, tmp_path)
    say = d.say
    await say("@mod[mod] /leaguemod create name:Ring")
    assert "at least two members" in await say("@mod[mod] /leaguemod schedule action:make")
    for who in ("ala", "ola", "eve"):
        await say(f"@{who} /league join")
    assert "Only moderators" in await say("@ala /leaguemod schedule action:make")
    assert "no round-robin" in await say("@ala /league schedule")
    assert "do not fit" in await say("@mod[mod] /leaguemod schedule action:make days:20")
    await say("@mod[mod] /leaguemod config rematch-limit:1")
    made = await say("@mod[mod] /leaguemod schedule action:make days:3")
    assert "3 rounds and 3 games, one round every 3 days" in made
    assert "Round 1** (due 2025-01-04)" in made and "resting:" in made
    assert "already" in await say("@mod[mod] /leaguemod schedule action:make")
    fixtures = await service.league_store.fixtures((await _season_of(service)).id)
    pairs = {frozenset((f.player_a, f.player_b)) for f in fixtures}
    assert len(pairs) == 3 and len({f.round for f in fixtures}) == 3

    # round 1's pair plays; a game between them beyond the rematch limit is refused afterwards
    first = fixtures[0]
    a, b = d.console.names[first.player_a], d.console.names[first.player_b]
    await say(":channel r1")
    out = await say(f"@{a} /league challenge opponent:@{b}")
    assert "round 1 game of the round-robin" in out
    await say(f"@{b} /hex accept")
    await say(f"@{b} /hex resign")
    await say(f"@{b} !confirm")
    shown = await say(f"@{a} /league schedule")
    assert f"won by @{a}" in shown and "1 of 3 played" in shown
    assert "Your games:" in shown
    await say(":channel r1b")
    assert "that is the limit" in await say(f"@{a} /league challenge opponent:@{b}")

    # round 2's pair starts, the game is aborted: the fixture waits again
    second = fixtures[1]
    a2, b2 = d.console.names[second.player_a], d.console.names[second.player_b]
    await say(":channel r2")
    await say(f"@{a2} /league challenge opponent:@{b2}")
    await say(f"@{b2} /hex accept")
    assert "being played" in await say(f"@{a2} /league schedule")
    await say("@mod[mod] /hexmod abort")
    await say("@mod[mod] !confirm")
    assert "to play by 2025-01-07" in await say(f"@{a2} /league schedule")

    # the day before round 2's deadline: one reminder pinging both; after it: missed, once
    clock.advance(days=5, hours=1)
    out = await say("@eve /league standings")
    assert out.count("⏰") == 1 and f"@{a2} and @{b2}" in out and "round 2" in out
    assert "⏰" not in await say("@eve /league standings")
    clock.advance(days=1)
    out = await say("@eve /league standings")
    assert out.count("⌛") == 1 and "round 2" in out
    assert "⌛" not in await say("@eve /league standings")
    shown = await say(f"@{a2} /league schedule")
    assert "missed" in shown and "1 missed" in shown

    assert "Only moderators" in await say("@ala /leaguemod schedule action:clear")
    assert "3 fixtures removed" in await say("@mod[mod] /leaguemod schedule action:clear")
    assert "no round-robin" in await say("@ala /league schedule")
    clock.advance(days=30)  # past the season's end: the console closes it, as Discord's upkeep loop does
    out = await say("@eve /league list")
    assert out.count("season 1 is over") == 1
    assert "season 1 is over" not in await say("@eve /league list")


async def _season_of(service: App):  # type: ignore[no-untyped-def]
    (league,) = await service.league_store.leagues(0)
    return (await service.league_store.seasons(league.id))[-1]


async def test_the_moderators_commands_are_typed_under_leaguemod(tmp_path: Path) -> None:
    """``/leaguemod`` holds the moderators' commands (``@name[mod]`` acts as one); the lines
    typed before it, ``/league create`` and so on, are still read as the same commands."""
    service = await make_service(str(tmp_path / "hex.sqlite3"), FakeClock(), NullRenderPool())
    say = Driver(service, tmp_path).say
    assert "Only moderators" in await say("@ala /leaguemod create name:Club")
    assert "created" in await say("@ala[mod] /leaguemod create name:Club")
    assert "Unknown command /leaguemod join" in await say("@ala /leaguemod join")
    # the older lines: the same commands, the same moderators' check
    assert "Only moderators" in await say("@ola /league create name:Other")
    assert "saved" in await say("@ala[mod] /league config provisional:2")
    assert "provisional under 2 games" in await say("@ala[mod] /leaguemod config")
    assert "Only moderators" in await say("@ola /league season action:end")
    for who in ("ala", "ola"):
        await say(f"@{who} /league join")
    assert "Only moderators" in await say("@ola /league schedule action:make")
    assert "1 round and 1 game" in await say("@ala[mod] /league schedule action:make days:2")
    # /leaguemod schedule makes or clears (action: required); /league schedule shows
    assert "action" in await say("@ala[mod] /leaguemod schedule")
    assert "Your games:" in await say("@ala /league schedule")
    assert "1 fixture removed" in await say("@ala[mod] /ligamod terminarz akcja:clear")  # as a Polish client shows it
    assert "no round-robin" in await say("@ala /league schedule")
