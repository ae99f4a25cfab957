"""Army statistics (bot/league/stats.py, docs/leagues.md "Army statistics", docs/rulings.md
L18): hand-computed tables from a few results, then ``/league stats`` and the profile's
army-against-army line through the console on SQLite and PostgreSQL, a forfeit left out."""

from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace

import i18n
from bot.league.standings import stats_text
from bot.league.stats import ArmyLine, ArmyStats, Matchup, Played, Side, Tally, army_lines, matchups, stats_of
from bot.rendering import NullRenderPool
from tests.bot.helpers import FakeClock, make_service
from tests.league.test_league_console import Driver

PRIVATE = "only @{} sees this"


def _duel(game: int, a: tuple[int, str, int], b: tuple[int, str, int], winner: int | None) -> list[Side]:
    """A two-player game: (user, army, HQ points) per side; ``winner`` a user or None (a draw)."""
    out = []
    for me, other in ((a, b), (b, a)):
        outcome = "draw" if winner is None else "win" if winner == me[0] else "loss"
        out.append(Side(game, me[0], me[1], outcome, other[1], me[2], other[2]))
    return out


SIDES = [
    *_duel(1, (1, "moloch", 5), (2, "borgo", 0), winner=1),  # Moloch beats Borgo 5:0
    *_duel(2, (1, "moloch", 3), (3, "borgo", 7), winner=3),  # Borgo beats Moloch 7:3
    *_duel(3, (2, "borgo", 4), (3, "outpost", 4), winner=None),  # a 4:4 draw
    *_duel(4, (1, "moloch", 9), (2, "moloch", 2), winner=1),  # a mirror: not in the lines
    # a free-for-all of three: outcomes count, no HQ difference, no matchups
    Side(5, 1, "outpost", "win"),
    Side(5, 2, "borgo", "loss"),
    Side(5, 3, "moloch", "loss"),
]


def test_the_army_lines_and_matchups_of_a_few_results_by_hand() -> None:
    lines = {x.army: x for x in army_lines(SIDES)}
    # Moloch: won game 1 (+5), lost game 2 (-4), lost the free-for-all: 1-2-0, share 1/3, HQ +1
    assert lines["moloch"] == ArmyLine("moloch", Tally(3, 1, 2, 0), 1, mirrors=1)
    # Borgo: lost game 1 (-5), won game 2 (+4), drew game 3 (0), lost the free-for-all: 1-2-1
    assert lines["borgo"] == ArmyLine("borgo", Tally(4, 1, 2, 1), -1)
    # Outpost: drew game 3 (0), won the free-for-all: 1-0-1, share 3/4
    assert lines["outpost"] == ArmyLine("outpost", Tally(2, 1, 0, 1), 0)
    assert lines["outpost"].tally.share == 0.75 and lines["borgo"].tally.share == 0.375
    assert [x.army for x in army_lines(SIDES)] == ["outpost", "borgo", "moloch"]  # by win share
    # matchups: two-player games of different armies, from the first army's (by key) side
    assert matchups(SIDES) == [
        Matchup("borgo", "moloch", Tally(2, 1, 1, 0)),
        Matchup("borgo", "outpost", Tally(1, 0, 0, 1)),
    ]
    st = stats_of(SIDES)
    assert st.games == 5
    assert st.of("moloch", "borgo") == Tally(2, 1, 1, 0) and st.of("outpost", "borgo") == Tally(1, 0, 0, 1)
    assert st.of("moloch", "outpost") == Tally()


def test_the_stats_text_in_both_languages_and_within_discord_s_limit() -> None:
    st = stats_of(SIDES)
    en = stats_text(st, "Club", None, i18n.translator("en"))
    assert "5 rated games" in en and "forfeits not counted" in en
    assert "• Outpost — 2 games: 1–0–1 · 75% · HQ +0" in en
    assert "• Moloch — 3 games: 1–2–0 · 33% · HQ +1 (+1 mirror game)" in en
    assert "• Borgo – Moloch: 1–1–0 · 50%" in en
    pl = stats_text(st, "Klub", 2, i18n.translator("pl"))
    assert "sezon 2" in pl and "5 gier rankingowych" in pl and "bez walkowerów" in pl
    assert "gra lustrzana" in pl and "• Posterunek — 2 gry: 1–0–1 · 75% · HQ +0" in pl
    # many armies and matchups: the text stays under Discord's 2,000 characters, the rest counted
    many = [side for g in range(300) for side in _duel(g, (1, f"army{g % 25:02}", 5), (2, f"army{g % 23:02}", 1), 1)]
    text = stats_text(stats_of(many), "Club", None, i18n.translator("en"))
    assert len(text) <= 2000 and "more (the league's web page shows" in text


async def test_league_stats_through_the_console_leave_forfeits_out(tmp_path: Path, db_target: str) -> None:
    clock = FakeClock()
    d = Driver(await make_service(db_target, clock, NullRenderPool()), tmp_path)
    say, app = d.say, d.service
    try:
        assert "created" in await say("@mod[mod] /leaguemod create name:Club")
        assert "saved" in await say("@mod[mod] /leaguemod config armies:moloch,borgo")
        for who in ("ala", "ola", "eve"):
            assert "joined" in await say(f"@{who} /league join")
        assert "No rated games yet" in await say("@ala /league stats")
        won = {"moloch": 0, "borgo": 0}
        ala_vs: dict[str, list[int]] = {}
        for n, (a, b, loser) in enumerate((("ala", "ola", "ala"), ("ola", "eve", "eve"), ("eve", "ala", "eve"))):
            await say(f":channel g{n}")
            assert "Rated game" in await say(f"@{a} /league challenge opponent:@{b}")
            await say(f"@{b} /hex accept")
            game = await d.game()
            await say(f"@{loser} /hex resign")
            await say(f"@{loser} !confirm")
            armies = {d.console.names[u]: army for u, army in zip(game.players, game.armies, strict=True)}
            winner = b if loser == a else a
            won[armies[winner]] += 1
            if "ala" in armies:
                pair = ala_vs.setdefault(f"{armies['ala']}/{armies[b if a == 'ala' else a]}", [0, 0])
                pair[0 if winner == "ala" else 1] += 1
        # a fourth game decided by a moderator's ruling: a forfeit, left out
        await say(":channel g9")
        await say("@ola /league challenge opponent:@ala")
        await say("@ala /hex accept")
        live = await d.game()
        assert "Ruling #1" in await say(f"@mod[mod] /leaguemod ruling game:{live.id} winner:@ola reason:left")

        out = await say("@eve /league stats")
        m, b = won["moloch"], won["borgo"]
        assert "every season (3 rated games; forfeits not counted)" in out, out
        # every resigned game is 20:0 in HQ points (the resigned HQ counts 0, docs/rulings.md L1)
        assert f"• Moloch — 3 games: {m}–{3 - m}–0 · {round(100 * m / 3)}% · HQ {20 * (m - b):+d}" in out, out
        assert f"• Borgo — 3 games: {b}–{3 - b}–0 · {round(100 * b / 3)}% · HQ {20 * (b - m):+d}" in out, out
        assert f"• Borgo – Moloch: {b}–{m}–0 · {round(100 * b / 3)}%" in out, out
        assert "Season 1" not in out and "season 1 (3 rated games" in await say("@eve /league stats season:1")
        bad = await say("@eve /league stats season:7")
        assert "has no season 7" in bad and PRIVATE.format("eve") in bad, bad
        # each result holds its HQ points (revision 0020): 20 for the winner, 0 for who resigned
        season = (await app.league_store.seasons(1))[0]
        stored = await app.league_store.results(season.id)
        assert sorted(r.hq for r in stored) == [0, 0, 0, 20, 20, 20]
        # results stored before it (no HQ points): read from the games' final states, same figures
        fresh = ArmyStats(app.league_store, app.games)
        older = [(*x[:4], None) for x in await app.league_store.army_results([season.id])]

        async def army_results(season_ids: list[int]) -> list[Played]:
            return list(older)

        fresh.store = SimpleNamespace(army_results=army_results, get_season=app.league_store.get_season)  # type: ignore[assignment]
        assert await fresh.stats([season.id]) == await app.leagues.standings.armies.stats([season.id])
        assert fresh._hq  # read from the games
        profile = await say("@ala /league profile")
        names = {"moloch": "Moloch", "borgo": "Borgo"}
        for key, (w, lo) in ala_vs.items():
            mine, theirs = key.split("/")
            assert f"{names[mine]} – {names[theirs]} {w}–{lo}–0" in profile, profile
        assert re.search(r"Army against army: .+", profile)
    finally:
        await app.repo.close()
