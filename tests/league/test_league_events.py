"""Swiss events through the console (docs/leagues.md, "Swiss events"): a whole event of 12
members with a late joiner, a withdrawal and a top-4 playoff, every round paired once (by the
moderator, then by the upkeep when a round is decided) and every game an ordinary league
game; two-leg duels with each way of scoring them; bad input answered privately and changing
nothing; two processes pairing a round at once pair it once (SQLite and PostgreSQL)."""

from __future__ import annotations

import asyncio
import random
import re
from pathlib import Path

from bot.app import build_app
from bot.league.events import as_match
from bot.league.formats.scoring import Leg, Match, Scheme, match_points, standings
from bot.rendering import NullRenderPool
from bot.storage import open_repository
from bot.storage.league_events import MATCH_DONE, STAGE_PLAYOFF, STAGE_SWISS
from rules.state import GameState
from tests.bot.helpers import OPENED, FakeClock, make_service
from tests.league.test_league_console import Driver

PAIR = re.compile(r"^\s*• (?:\(\d\) )?@(\w+) – (?:\(\d\) )?@(\w+)\s*$", re.M)
BYE = re.compile(r"^\s*• @(\w+): bye", re.M)


async def _league(d: Driver, members: list[str]) -> None:
    assert "created" in await d.say("@mod[mod] /leaguemod create name:Club")
    for who in members:
        assert "joined" in await d.say(f"@{who} /league join")


async def _event_rows(d: Driver):  # type: ignore[no-untyped-def]
    events = d.service.leagues.events.events
    (event,) = await events.events(1)
    return event, await events.entrants(event.id), await events.matches(event.id)


class Games:
    """Plays the pairings of a post through the console: each in a channel of its own,
    the first named challenging (or the other: the event orders the seats either way)."""

    def __init__(self, d: Driver, rng: random.Random) -> None:
        self.d = d
        self.rng = rng
        self.k = 0
        self.results: dict[frozenset[str], str | None] = {}

    async def play(self, a: str, b: str, outcome: str) -> str:
        """One league game of ``a`` and ``b``: ``a``/``b`` wins (the other resigns) or a draw."""
        say = self.d.say
        self.k += 1
        await say(f":channel ev{self.k}")
        challenger, other = (a, b) if self.rng.random() < 0.5 else (b, a)
        out = await say(f"@{challenger} /league challenge opponent:@{other}")
        assert "Rated game" in out and re.search(r"game \d of \d\)", out), out
        game = await self.d.game()
        creator, invited = (self.d.console.names[p] for p in game.players)
        await say(f"@{invited} /hex accept")
        if outcome == "draw":
            await say(f"@{creator} /hex draw")
            return await say(f"@{invited} /hex draw answer:yes")
        loser = b if outcome == "a" else a
        await say(f"@{loser} /hex resign")
        return await say(f"@{loser} !confirm")


async def test_a_swiss_event_of_twelve_with_a_top4_playoff_through_the_console(tmp_path: Path, db_target: str) -> None:
    clock = FakeClock()
    d = Driver(await make_service(db_target, clock, NullRenderPool()), tmp_path)
    say = d.say
    names = [f"p{k:02d}" for k in range(1, 14)]
    await _league(d, names)
    # bad input first: private, nothing changes
    assert "no event yet" in await say("@p01 /league event")
    assert "Only moderators" in await say("@p01 /leaguemod event action:create name:Spring")
    created = await say("@mod[mod] /leaguemod event action:create name:Spring rounds:4 playoff:top4")
    assert "Event “Spring” created" in created and "4 Swiss rounds of single games, then a top-4 playoff" in created
    assert "already has an event" in await say("@mod[mod] /leaguemod event action:create name:spring")
    for who in names[:3]:
        assert "joined “Spring”" in await say(f"@{who} /league event action:join")
    # a top-4 playoff with three entrants: refused, nothing paired
    assert "top-4 playoff needs at least 4" in await say("@mod[mod] /leaguemod event action:pair")
    for who in names[3:11]:
        await say(f"@{who} /league event action:join")
    assert "already in" in await say("@p01 /league event action:join")
    assert "not playing in" in await say("@p13 /league event action:withdraw")
    assert "not a member" in await say("@zed /league event action:join")
    assert "Only moderators" in await say("@p01 /leaguemod event action:pair")
    event, entrants, matches = await _event_rows(d)
    assert (len(entrants), matches, event.round) == (11, [], 0)
    shown = await say("@p01 /league event")
    assert "taking entrants" in shown and "Entered (11)" in shown

    rng = random.Random(7)
    games = Games(d, rng)
    wins: dict[str, float] = dict.fromkeys(names, 0.0)
    met: set[frozenset[str]] = set()
    byes: list[str] = []
    post = await say("@mod[mod] /leaguemod event action:pair")
    assert "“Spring”, round 1 of 4" in post
    assert "Round 1 of “Spring” is still being played" in await say("@mod[mod] /leaguemod event action:pair")
    # a late joiner (before half the rounds are paired) and a withdrawal before playing
    assert "late" in await say("@p12 /league event action:join")
    for rnd in range(1, 5):
        pairs = PAIR.findall(post)
        bye = BYE.findall(post)
        assert len(pairs) * 2 + len(bye) == {1: 11, 2: 12}.get(rnd, 11), post
        assert f"@{pairs[0][0]}" in post.split("(pings")[-1]
        byes += bye
        for b in bye:
            wins[b] += 1
        if rnd == 2:
            # p13 cannot join any more (half the rounds paired); a player withdraws before playing
            assert "takes no more entrants" in await say("@p13 /league event action:join")
            quitter, left = pairs[-1]
            out = await say(f"@{quitter} /league event action:withdraw")
            assert "withdrew" in out and f"@{left} wins their match of this round by forfeit" in out
            assert "not playing in" in await say(f"@{quitter} /league event action:withdraw")
            wins[left] += 1
            met.add(frozenset((quitter, left)))
            pairs = pairs[:-1]
        for k, (a, b) in enumerate(pairs):
            assert frozenset((a, b)) not in met, "a rematch"
            met.add(frozenset((a, b)))
            outcome = rng.choice(["a", "b", "draw"])
            if outcome == "draw":
                wins[a] += 0.5
                wins[b] += 0.5
            else:
                wins[a if outcome == "a" else b] += 1
            if k == 0 and rnd == 1:
                # mid-round: the moderator cannot pair; a player in a game cannot withdraw
                await say(":channel mid")
                await say(f"@{a} /league challenge opponent:@{b}")
                assert "is in progress" in await say(f"@{a} /league event action:withdraw")
                await say(f"@{b} /hex accept")
                await say("@mod[mod] /hexmod abort")
                await say("@mod[mod] !confirm")  # an aborted game does not count: the pair plays again
                assert "to play (game 1 of 1)" in await say(f"@{a} /league event")
            last = await games.play(a, b, outcome)
        post = last
        if rnd < 4:
            assert f"“Spring”, round {rnd + 1} of 4" in post, post
            assert post.count(f"round {rnd + 1} of 4") == 1
    assert len(byes) == len(set(byes))  # nobody has a second bye
    # after the 4th round: the Swiss part is over, the top 4 play the playoff (posted once)
    assert "the top 4 play the playoff" in post and "Semi-finals" in post, post
    shown = await say("@p01 /league event")
    assert "**Playoff**" in shown and "the playoff" in shown
    rows = re.findall(r"^\s*(\d+)\. @(\w+): ([\d.]+) pts", shown, flags=re.M)
    assert [int(p) for p, _, _ in rows] == list(range(1, 13))
    assert {n: float(p) for _, n, p in rows} == {n: wins[n] for n in names[:12]}
    assert [float(p) for _, _, p in rows] == sorted((float(p) for _, _, p in rows), reverse=True)
    assert "(withdrawn)" in shown
    # the standings are the pure module's (match points, HQ, h2h, Buchholz, SB)
    event, entrants, matches = await _event_rows(d)
    seed = {x.user_id: x.seed for x in entrants}
    expected = standings(
        Scheme.SINGLE,
        [x.user_id for x in entrants],
        [
            Match(m.player_a, m.player_b, tuple(Leg(x.hq_a, x.hq_b, x.winner) for x in m.legs), m.forfeited)  # type: ignore[arg-type]
            for m in matches
            if m.stage == STAGE_SWISS
        ],
        seed=lambda u: -float(seed[u] if seed[u] is not None else 99),
    )
    assert [d.console.names[r.member] for r in expected] == [n for _, n, _ in rows]
    top4 = [n for _, n, _ in rows if n != quitter][:4]
    semis = PAIR.findall(post)
    assert semis == [(top4[0], top4[3]), (top4[1], top4[2])]
    # the playoff: a draw in a single game goes to the better HQ balance, then the higher seed
    finals = None
    for a, b in semis:
        finals = await games.play(a, b, "a")
    assert finals is not None and "Final" in finals
    ((fa, fb),) = PAIR.findall(finals)
    assert (fa, fb) == (top4[0], top4[1])
    end = await games.play(fa, fb, "draw")
    assert f"🏆 @{fa} wins “Spring”!" in end  # equal HQ after an agreed draw: the higher seed
    assert "is over" in await say("@mod[mod] /leaguemod event action:pair")
    assert "is over" in await say(f"@{fa} /league event action:withdraw")
    shown = await say("@p01 /league event")
    assert "Spring** (Club): over" in shown and f"@{fa} goes through" in shown
    event, _, matches = await _event_rows(d)
    assert event.status == "done" and all(m.status == MATCH_DONE for m in matches)
    assert sum(1 for m in matches if m.stage == STAGE_PLAYOFF) == 3
    # the event's games are league games: rated like every other
    assert "game" in await say(f"@{fa} /league profile")
    # an earlier round's pairings
    assert "**Round 1** of 4" in await say("@p01 /league event round:1")
    assert "no round 9" in await say("@p01 /league event round:9")


async def test_two_leg_duels_with_each_scoring_case(tmp_path: Path, db_target: str) -> None:
    """Four members, one round of duels: the return game swaps the armies and who moves
    first; the duel goes 2–0 on the higher sum of HQ points and 1–1 on equal sums, whoever
    won each game (docs/rulings.md L2): two wins (20+20 to 0), a win and a draw (20+20 to
    0+20), a win each (20 to 20) and two draws (40 to 40)."""
    d = Driver(await make_service(db_target, FakeClock(), NullRenderPool()), tmp_path)
    say = d.say
    await _league(d, ["ala", "ola", "eve", "max"])
    assert "saved" in await say("@mod[mod] /leaguemod config armies:moloch,borgo,outpost,hegemony")  # HQs of 20
    assert "two-leg duels" in await say("@mod[mod] /leaguemod event action:create name:Duels rounds:2 match:duel")
    for who in ("ala", "ola", "eve", "max"):
        await say(f"@{who} /league event action:join")
    post = await say("@mod[mod] /leaguemod event action:pair")
    (p1, p2) = PAIR.findall(post)
    games = Games(d, random.Random(3))
    # pair 1: a win and a draw for the first named
    await games.play(*p1, "a")
    leg1 = await d.game()
    assert "to play (game 2 of 2)" in await say(f"@{p1[0]} /league event")
    assert "half played" in await say(f"@{p1[0]} /league event action:withdraw")
    await games.play(*p1, "draw")
    leg2 = await d.game()
    assert tuple(leg2.players) == (leg1.players[1], leg1.players[0])  # the second moves first in the return game
    assert tuple(leg2.armies) == tuple(leg1.armies)  # seat by seat: each player plays the army the other had
    # pair 2: a win each
    await games.play(*p2, "a")
    post = await games.play(*p2, "b")
    assert "round 2 of 2" in post
    _, _, matches = await _event_rows(d)
    first = {frozenset(d.console.names[p] for p in m.players()): m for m in matches if m.round == 1}
    m1, m2 = first[frozenset(p1)], first[frozenset(p2)]
    assert [(x.hq_a, x.hq_b, x.winner) for x in m1.legs] == [(20, 0, "a"), (20, 20, None)]
    assert [(x.hq_a, x.hq_b, x.winner) for x in m2.legs] == [(20, 0, "a"), (0, 20, "b")]
    shown = await say("@ala /league event round:1")
    assert f"@{p1[0]} – @{p1[1]}: 2–0 (HQ 40–20" in shown
    assert f"@{p2[0]} – @{p2[1]}: 1–1 (HQ 20–20" in shown
    # round 2: two wins, and two draws
    (q1, q2) = PAIR.findall(post)
    await games.play(*q1, "b")
    await games.play(*q1, "b")
    await games.play(*q2, "draw")
    end = await games.play(*q2, "draw")
    assert "“Duels” is over" in end
    shown = await say("@ala /league event round:2")
    assert f"@{q1[0]} – @{q1[1]}: 0–2 (HQ 0–40" in shown
    assert f"@{q2[0]} – @{q2[1]}: 1–1 (HQ 40–40" in shown


async def test_polish_event_texts(tmp_path: Path) -> None:
    d = Driver(await make_service(str(tmp_path / "hex.sqlite3"), FakeClock(), NullRenderPool()), tmp_path)
    say = d.say
    await _league(d, ["ala", "ola"])
    await say("@mod[mod] /leaguemod config language:pl")
    out = await say("@mod[mod] /ligamod turniej akcja:create nazwa:Wiosna rundy:1 mecz:duel")
    assert "Turniej „Wiosna” utworzony" in out and "dwumecze" in out
    assert "dołącza" in await say("@ala /liga turniej akcja:join")
    await say("@ola /liga turniej akcja:join")
    assert "runda 1 z 1" in await say("@mod[mod] /ligamod turniej akcja:pair")


async def test_two_processes_pair_a_round_once(tmp_path: Path, db_target: str) -> None:
    """Two bot processes (two apps over one database) pair the first round at the same
    moment, and both upkeeps pair the next: one pairing each, posted once."""
    clock = FakeClock()
    one = await make_service(db_target, clock, NullRenderPool())
    repo = await open_repository(db_target)
    OPENED.append(repo)
    two = build_app(repo, NullRenderPool(), clock, rng=random.Random(2))
    d = Driver(one, tmp_path)
    say = d.say
    await _league(d, ["ala", "ola", "eve", "max"])
    await say("@mod[mod] /leaguemod event action:create name:Cup rounds:3")
    for who in ("ala", "ola", "eve", "max"):
        await say(f"@{who} /league event action:join")
    user = _id(d, "mod")
    replies = await asyncio.gather(
        *(app.leagues.events.moderate(d.console.channel_id, user, "pair", is_moderator=True) for app in (one, two))
    )
    paired = [r for r in replies if "round 1 of 3" in r.text]
    assert len(paired) == 1, [r.text for r in replies]
    refused = [r for r in replies if r not in paired]
    assert refused[0].ephemeral and "still being played" in refused[0].text
    _, _, matches = await _event_rows(d)
    assert len(matches) == 2
    # the games end: both processes' upkeeps look at once, the next round is paired once
    for m in matches:
        assert m.player_b is not None
        await _finish_quietly(one, m.player_a, m.player_b, 100 + m.id)
    posts = await asyncio.gather(one.leagues.events.due_events(), two.leagues.events.due_events())
    assert sum(len(p) for p in posts) == 1, posts
    _, _, matches = await _event_rows(d)
    assert sorted({m.round for m in matches}) == [1, 2] and len(matches) == 4


async def _finish_quietly(app, a: int, b: int, channel: int) -> None:  # type: ignore[no-untyped-def]
    """A league game of ``a`` and ``b`` started and resigned by ``b`` through the use cases
    (no console, so that no upkeep runs in between)."""
    out = await app.leagues.matchmaking.challenge(channel, a, b)
    assert not out.ephemeral, out.text
    assert not (await app.setup.accept(channel, b)).ephemeral
    assert not (await app.endings.resign(channel, b, confirmed=True)).ephemeral


async def test_withdrawals_in_the_playoff_are_walkovers(tmp_path: Path) -> None:
    """A semi-finalist who withdraws before playing loses that match by forfeit; a finalist
    who withdraws gives the other the final at once (docs/rulings.md L10)."""
    d = Driver(await make_service(str(tmp_path / "hex.sqlite3"), FakeClock(), NullRenderPool()), tmp_path)
    say = d.say
    names = ["ala", "ola", "eve", "max"]
    await _league(d, names)
    await say("@mod[mod] /leaguemod event action:create name:Cup rounds:1 playoff:top4")
    for who in names:
        await say(f"@{who} /league event action:join")
    post = await say("@mod[mod] /leaguemod event action:pair")
    games = Games(d, random.Random(5))
    for a, b in PAIR.findall(post):
        post = await games.play(a, b, "a")
    (s1, s2) = PAIR.findall(post)
    out = await say(f"@{s1[1]} /league event action:withdraw")
    assert f"@{s1[0]} wins their match of this round by forfeit" in out
    # the winner by forfeit withdraws too, before the final is paired: the final is a walkover
    assert "withdrew" in await say(f"@{s1[0]} /league event action:withdraw")
    post = await games.play(*s2, "b")
    assert "Final" in post
    ((f1, f2),) = PAIR.findall(post)
    assert {f1, f2} == {s1[0], s2[1]}
    shown = await say("@ala /league event")
    assert f"forfeited by @{s1[1]}" in shown and f"forfeited by @{s1[0]}" in shown
    assert f"🏆 @{s2[1]} wins “Cup”!" in shown  # the upkeep after the line crowned the other finalist
    _, _, matches = await _event_rows(d)
    assert [(m.status, m.forfeited) for m in matches if m.round == 3] == [("done", (_id(d, s1[0]),))]
    # a finalist who withdraws before playing: the other wins the final at once
    d2 = Driver(await make_service(str(tmp_path / "two.sqlite3"), FakeClock(), NullRenderPool()), tmp_path / "2")
    await _league(d2, names)
    await d2.say("@mod[mod] /leaguemod event action:create name:Cup rounds:1 playoff:top4")
    for who in names:
        await d2.say(f"@{who} /league event action:join")
    post = await d2.say("@mod[mod] /leaguemod event action:pair")
    games = Games(d2, random.Random(5))
    for _ in range(2):
        for a, b in PAIR.findall(post):
            post = await games.play(a, b, "a")
    ((f1, f2),) = PAIR.findall(post)
    out = await d2.say(f"@{f2} /league event action:withdraw")
    assert "withdrew" in out and f"🏆 @{f1} wins “Cup”!" in out
    assert "is over" in await d2.say(f"@{f2} /league event action:withdraw")


def _id(d: Driver, name: str) -> int:
    return next(u for u, n in d.console.names.items() if n == name)


async def test_a_game_seated_the_other_way_is_not_the_pairings(tmp_path: Path) -> None:
    """The queue pairs the two players of a pairing with the second named first: an ordinary
    league game, not the event's (the pairing's first player moves first, L11)."""
    d = Driver(await make_service(str(tmp_path / "hex.sqlite3"), FakeClock(), NullRenderPool()), tmp_path)
    say = d.say
    await _league(d, ["ala", "ola"])
    await say("@mod[mod] /leaguemod event action:create name:Cup rounds:1")
    for who in ("ala", "ola"):
        await say(f"@{who} /league event action:join")
    ((a, b),) = PAIR.findall(await say("@mod[mod] /leaguemod event action:pair"))
    await say(f"@{b} /league queue")
    out = await say(f"@{a} /league queue")
    assert "Rated game" in out and "“Cup”" not in out
    assert "to play (game 1 of 1)" in await say(f"@{a} /league event")
    await say(f"@{a} /hex accept")
    await say(f"@{a} /hex resign")
    await say(f"@{a} !confirm")
    assert "to play (game 1 of 1)" in await say(f"@{a} /league event")
    await say(":channel other")
    assert "“Cup”" in await say(f"@{b} /league challenge opponent:@{a}")  # the challenge seats the first named first


async def test_a_large_event_shows_the_top_of_its_standings(tmp_path: Path) -> None:
    d = Driver(await make_service(str(tmp_path / "hex.sqlite3"), FakeClock(), NullRenderPool()), tmp_path)
    names = [f"m{k:02d}" for k in range(20)]
    await _league(d, names)
    await d.say("@mod[mod] /leaguemod event action:create name:Big rounds:5")
    for who in names:
        await d.say(f"@{who} /league event action:join")
    post = await d.say("@mod[mod] /leaguemod event action:pair")
    assert len(PAIR.findall(post)) == 10
    shown = await d.say("@m00 /league event")
    assert len(re.findall(r"^\s*\d+\. @", shown, flags=re.M)) == 16 and "… and 4 more." in shown


async def test_a_member_who_leaves_the_league_withdraws_from_its_event(tmp_path: Path) -> None:
    """Their match not yet begun is forfeited, and the next round is paired without them."""
    d = Driver(await make_service(str(tmp_path / "hex.sqlite3"), FakeClock(), NullRenderPool()), tmp_path)
    say = d.say
    names = ["ala", "ola", "eve", "max"]
    await _league(d, names)
    await say("@mod[mod] /leaguemod event action:create name:Cup rounds:2")
    for who in names:
        await say(f"@{who} /league event action:join")
    (p1, p2) = PAIR.findall(await say("@mod[mod] /leaguemod event action:pair"))
    assert "left" in await say(f"@{p2[1]} /league leave")
    post = await Games(d, random.Random(2)).play(*p1, "a")
    assert "round 2 of 2" in post
    pairs, bye = PAIR.findall(post), BYE.findall(post)
    assert len(pairs) == 1 and len(bye) == 1 and p2[1] not in {*pairs[0], *bye}
    shown = await say("@ala /league event round:1")
    assert f"forfeited by @{p2[1]}" in shown
    assert "(withdrawn)" in shown


async def test_a_duel_played_out_scores_the_hq_points_the_games_ended_with(tmp_path: Path) -> None:
    """Both legs played to their end with random legal moves: each leg holds the HQ points
    the game ended with (a destroyed HQ 0, docs/rulings.md L1) and the duel is scored on
    their sums, whoever won each game."""
    d = Driver(await make_service(str(tmp_path / "hex.sqlite3"), FakeClock(), NullRenderPool()), tmp_path)
    say = d.say
    await _league(d, ["ala", "ola"])
    await say("@mod[mod] /leaguemod event action:create name:Duel rounds:1 match:duel")
    for who in ("ala", "ola"):
        await say(f"@{who} /league event action:join")
    ((a, b),) = PAIR.findall(await say("@mod[mod] /leaguemod event action:pair"))
    ended: list[dict[str, int]] = []
    for leg, (first, second) in enumerate(((a, b), (b, a)), start=1):
        await say(f":channel leg{leg}")
        assert f"game {leg} of 2" in await say(f"@{second} /league challenge opponent:@{first}")
        await say(f"@{second} /hex accept")
        await d.play_out(random.Random(leg))
        game = await d.game()
        state = GameState.loads(game.state_json)
        ended.append(
            {
                d.console.names[u]: (0 if state.players[k].out else state.players[k].hq_hp)
                for k, u in enumerate(game.players, start=1)
            }
        )
    _, _, (match,) = await _event_rows(d)
    assert [(x.hq_a, x.hq_b) for x in match.legs] == [(e[a], e[b]) for e in ended]
    pa, pb = match_points(Scheme.DUEL, as_match(match))
    total_a, total_b = sum(e[a] for e in ended), sum(e[b] for e in ended)
    assert (pa, pb) == ((2, 0) if total_a > total_b else (0, 2) if total_a < total_b else (1, 1))
    shown = await say(f"@{a} /league event")
    assert f"@{a} – @{b}: {pa:g}–{pb:g} (HQ {total_a}–{total_b}" in shown and "over" in shown
