"""``/league`` and ``/leaguemod`` through the fake Discord: moderators only where it matters
(Discord hides ``/leaguemod`` from members, and each command checks again), joins, a rated
challenge accepted with /hex accept and resigned, standings with their image, rank roles
given after the rated game, and the missing Manage Roles path (told once, ratings go on)."""

from __future__ import annotations

import re
from typing import Any

from bot.discord_adapter.loops.upkeep import LeagueUpkeep
from rules.state import GameState
from tests.discord.conftest import ALA, EWA, OLA, PNG_MAGIC, World
from tests.discord.harness import PERM_ALL_TEXT, Call, Person, api_error, button, buttons_of, ephemeral_message, text_of

PERM_MANAGE_GUILD = 1 << 5
BOSS = Person(1_000_000_000_000_000_009, "boss", permissions=PERM_ALL_TEXT | PERM_MANAGE_GUILD)
GOLD = 1_400_000_000_000_000_001
SILVER = 1_400_000_000_000_000_002


def _reply(calls: list[Call]) -> Call:
    """The message that answered the interaction (the deferred edit, or the callback)."""
    answers = [c for c in calls if c.content]
    assert answers, calls
    return answers[0]


def _role_payload(role_id: int, name: str) -> dict[str, Any]:
    return {
        "id": str(role_id),
        "name": name,
        "permissions": "0",
        "position": 1,
        "color": 0,
        "hoist": False,
        "managed": False,
        "mentionable": False,
        "flags": 0,
    }


async def _set_role(world: World, role_id: int, rating: str) -> list[Call]:
    h = world.h
    payload = h.command_payload(BOSS, "leaguemod role", {"role": str(role_id), "rating": rating})
    payload["data"]["resolved"] = {"roles": {str(role_id): _role_payload(role_id, f"rank{role_id % 10}")}}
    return await h.run(payload)


async def test_a_rated_game_roles_and_the_missing_permission_path(world: World) -> None:
    h = world.h
    refused = _reply(await h.slash(ALA, "leaguemod create", name="Hex Club League"))
    assert refused.ephemeral and "Only moderators" in refused.content
    made = _reply(await h.slash(BOSS, "leaguemod create", name="Hex Club League"))
    assert not made.ephemeral and "created" in made.content
    for who in (ALA, OLA):
        assert "joined" in _reply(await h.slash(who, "league join")).content
    twice = _reply(await h.slash(ALA, "league join"))
    assert twice.ephemeral and "already a member" in twice.content
    assert "saved" in _reply(await h.slash(BOSS, "leaguemod config", provisional=0)).content
    assert "get <@&" in _reply(await _set_role(world, GOLD, "1")).content

    self_challenge = _reply(await h.slash(ALA, "league challenge", opponent=ALA))
    assert self_challenge.ephemeral and "yourself" in self_challenge.content
    challenge = _reply(await h.slash(ALA, "league challenge", opponent=OLA))
    assert not challenge.ephemeral and "Rated game" in challenge.content
    await h.slash(OLA, "hex accept")
    await h.confirmed(OLA, "hex resign")
    game = await world.game()
    assert game.status == "finished"
    # right after the game-over message, in the game's channel: each rating change and new place
    posts = [c.content for c in h.rest.channel_messages(h.CHANNEL_ID)]
    over = next(i for i, text in enumerate(posts) if "Game over" in text)
    (result,) = [text for text in posts if "ratings after this game" in text]
    assert posts.index(result) == over + 1
    assert result.splitlines()[1:] == [
        f"<@{ALA.id}>: 0.0 → 3.4 (+3.4), now 1st of 2 in the standings",
        f"<@{OLA.id}>: 0.0 → -1.8 (-1.8), now 2nd of 2 in the standings",
    ]

    standings = _reply(await h.slash(OLA, "league standings"))
    assert not standings.ephemeral
    lines = [line for line in standings.content.splitlines() if line[:2] in ("1.", "2.")]
    assert lines[0].startswith(f"1. <@{ALA.id}>") and lines[1].startswith(f"2. <@{OLA.id}>")
    assert standings.files and standings.files[0][1].startswith(PNG_MAGIC)

    upkeep = LeagueUpkeep(h.bot, h.bot.context)  # type: ignore[attr-defined]
    assert await upkeep.sync_roles() == 1
    given = h.rest.find("PUT", rf"^/guilds/{h.GUILD_ID}/members/{ALA.id}/roles/{GOLD}$")
    assert len(given) == 1
    assert h.rest.find("PUT", rf"/members/{OLA.id}/roles/") == []  # below the tier
    assert await upkeep.sync_roles() == 0  # nothing changed since

    # a second tier, but the bot may not manage roles: told once, ratings keep working
    await _set_role(world, SILVER, "-50")
    h.rest.fail("PUT", r"^/guilds/\d+/members/\d+/roles/\d+$", api_error(403, 50013, "Missing Permissions"))
    before = len(h.rest.channel_messages(h.CHANNEL_ID))
    assert await upkeep.sync_roles() == 0
    notices = h.rest.channel_messages(h.CHANNEL_ID)[before:]
    assert len(notices) == 1 and "cannot give the rank roles" in notices[0].content
    assert await upkeep.sync_roles() == 0
    assert len(h.rest.channel_messages(h.CHANNEL_ID)) == before + 1  # once
    profile = _reply(await h.slash(OLA, "league profile", player=ALA))
    assert "Rating" in profile.content and profile.files

    # the moderator fixes the permission and sets the tier again: the roles catch up
    h.rest._failures.clear()
    await _set_role(world, SILVER, "-50")
    assert await upkeep.sync_roles() == 1
    assert h.rest.find("PUT", rf"/members/{OLA.id}/roles/{SILVER}$")


async def test_a_season_past_its_end_is_closed_with_its_podium(world: World) -> None:
    h = world.h
    await h.slash(BOSS, "leaguemod create", name="Short")
    await h.slash(BOSS, "leaguemod config", season_days=7)  # the next season's length; the first runs 30 days
    for who in (ALA, OLA):
        await h.slash(who, "league join")
    await h.slash(ALA, "league challenge", opponent=OLA)
    await h.slash(OLA, "hex accept")
    await h.confirmed(ALA, "hex resign")
    upkeep = LeagueUpkeep(h.bot, h.bot.context)  # type: ignore[attr-defined]
    assert await upkeep.close_seasons() == 0  # not over yet
    world.clock.advance(days=31)
    before = len(h.rest.channel_messages(h.CHANNEL_ID))
    assert await upkeep.close_seasons() == 1
    (post,) = h.rest.channel_messages(h.CHANNEL_ID)[before:]
    assert "season 1 is over" in post.content and f"🥇 <@{OLA.id}>" in post.content and post.files
    assert await upkeep.close_seasons() == 0  # archived once
    late = _reply(await h.slash(ALA, "league challenge", opponent=OLA))
    assert late.ephemeral and "no season running" in late.content
    started = _reply(await h.slash(BOSS, "leaguemod season", action="start"))
    assert "season 2" in started.content


async def test_a_rated_game_of_three_players(world: World) -> None:
    """``/league challenge`` with ``opponent2``: a lobby of three members, all invited; a
    non-member in a seat is refused privately."""
    h = world.h
    await h.slash(BOSS, "leaguemod create", name="Table")
    for who in (ALA, OLA):
        await h.slash(who, "league join")
    outsider = _reply(await h.slash(ALA, "league challenge", opponent=OLA, opponent2=EWA))
    assert outsider.ephemeral and "not a member" in outsider.content
    assert await world.game() is None
    await h.slash(EWA, "league join")
    lobby = _reply(await h.slash(ALA, "league challenge", opponent=OLA, opponent2=EWA, mode="ffa"))
    assert not lobby.ephemeral and "Rated game" in lobby.content
    assert f"<@{OLA.id}>" in lobby.content and f"<@{EWA.id}>" in lobby.content
    await h.slash(OLA, "hex accept")
    await h.slash(EWA, "hex accept")
    game = await world.game()
    assert game.status == "active" and len(game.players) == 3
    for who in (OLA, EWA):  # two resign: the third wins, and all three are rated
        await h.confirmed(who, "hex resign")
    assert (await world.game()).status == "finished"
    standings = _reply(await h.slash(ALA, "league standings"))
    assert standings.content.splitlines()[1].startswith(f"1. <@{ALA.id}>")
    assert standings.content.count("1 game") == 3


async def test_the_round_robin_schedule_and_its_reminders(world: World) -> None:
    """``/leaguemod schedule``: made by a moderator, refused to others; ``/league schedule``
    shows it to everyone; the upkeep loop posts
    the reminder the day before a deadline and the missed game after it, once each."""
    h = world.h
    await h.slash(BOSS, "leaguemod create", name="Ring")
    for who in (ALA, OLA):
        await h.slash(who, "league join")
    refused = _reply(await h.slash(ALA, "leaguemod schedule", action="make"))
    assert refused.ephemeral and "Only moderators" in refused.content
    made = _reply(await h.slash(BOSS, "leaguemod schedule", action="make", days=2))
    assert not made.ephemeral and "1 round and 1 game" in made.content
    shown = _reply(await h.slash(ALA, "league schedule"))
    assert shown.ephemeral and "Your games:" in shown.content and f"<@{OLA.id}>" in shown.content
    upkeep = LeagueUpkeep(h.bot, h.bot.context)  # type: ignore[attr-defined]
    assert await upkeep.post_fixtures() == 0
    world.clock.advance(days=1, hours=1)
    before = len(h.rest.channel_messages(h.CHANNEL_ID))
    assert await upkeep.post_fixtures() == 1
    (reminder,) = h.rest.channel_messages(h.CHANNEL_ID)[before:]
    assert "⏰" in reminder.content and f"<@{ALA.id}>" in reminder.content and f"<@{OLA.id}>" in reminder.content
    assert await upkeep.post_fixtures() == 0
    world.clock.advance(days=1)
    assert await upkeep.post_fixtures() == 1
    assert "⌛" in h.rest.channel_messages(h.CHANNEL_ID)[-1].content
    assert await upkeep.post_fixtures() == 0


async def test_a_member_without_manage_server_is_refused_every_moderator_command(world: World) -> None:
    """Discord hides ``/leaguemod`` from members (its default_member_permissions), but that is
    a hint a server can change: each command still checks Manage Server when it runs."""
    h = world.h
    await h.slash(BOSS, "leaguemod create", name="Club")
    for who in (ALA, OLA):
        await h.slash(who, "league join")
    attempts: list[tuple[str, dict[str, Any]]] = [
        ("leaguemod create", {"name": "Sneaky"}),
        ("leaguemod config", {"provisional": 0}),
        ("leaguemod config", {}),
        ("leaguemod season", {"action": "end"}),
        ("leaguemod correct", {"player": OLA, "reason": "because", "mu": 40.0}),
        ("leaguemod schedule", {"action": "make", "days": 2}),
        ("leaguemod schedule", {"action": "clear"}),
    ]
    for command, options in attempts:
        answer = _reply(await h.slash(ALA, command, **options))
        assert answer.ephemeral and "Only moderators" in answer.content, command
    payload = h.command_payload(ALA, "leaguemod role", {"role": str(GOLD), "rating": "1"})
    payload["data"]["resolved"] = {"roles": {str(GOLD): _role_payload(GOLD, "gold")}}
    answer = _reply(await h.run(payload))
    assert answer.ephemeral and "Only moderators" in answer.content
    # nothing changed: one league, its settings, its running season, no schedule
    assert "**Club**" in _reply(await h.slash(ALA, "league list")).content
    assert "Sneaky" not in _reply(await h.slash(ALA, "league list")).content
    settings = _reply(await h.slash(BOSS, "leaguemod config")).content
    assert "provisional under 5 games" in settings and "rank roles: none" in settings
    assert "no round-robin" in _reply(await h.slash(ALA, "league schedule")).content
    assert "no season running" not in _reply(await h.slash(ALA, "league standings")).content


def _private(call: Call) -> bool:
    """Seen by the clicking member only: an ephemeral message, or the edit of the clicked private panel."""
    return call.ephemeral or call.path.endswith("/messages/@original")


def _message_with(calls: list[Call], keyword: str) -> dict[str, Any]:
    """The message among ``calls`` whose buttons include ``keyword`` (as the harness returns it)."""
    for c in calls:
        if isinstance(c.response, dict):
            message = c.response.get("resource", {}).get("message", c.response)
            if any(keyword in b.get("custom_id", "") for b in buttons_of(message)):
                return message
    raise AssertionError(f"no message with {keyword} among {calls}")


async def test_a_blind_pick_through_private_panels(world: World) -> None:
    """The army protocol on Discord: a public draft message, each player's ephemeral panel
    of army buttons, a private saved note, the reveal and the game when both picked; a
    stranger's click and a stale button answered privately."""
    h = world.h
    _reply(await h.slash(BOSS, "leaguemod create", name="Draft League"))
    for who in (ALA, OLA):
        await h.slash(who, "league join")
    assert "blind pick" in _reply(await h.slash(BOSS, "leaguemod config", army_protocol="blind")).content
    calls = await h.slash(ALA, "league challenge", opponent=OLA)
    public = _reply(calls)
    assert not public.ephemeral and "blind pick" in public.content
    draft_message = _message_with(calls, "league draft")
    outsider = _reply(await h.click(EWA, draft_message, button(draft_message, "choose")))
    assert outsider.ephemeral and "Only the two players" in outsider.content
    panel_calls = await h.click(ALA, draft_message, button(draft_message, "choose"))
    panel = ephemeral_message(panel_calls)
    assert "Pick your army" in text_of(panel)
    saved = _reply(await h.click(ALA, panel, button(panel, "moloch")))
    assert _private(saved) and "Saved privately: Moloch" in saved.content
    again = _reply(await h.click(ALA, panel, button(panel, "borgo")))  # the same panel: done already
    assert _private(again) and "already" in again.content
    ola_panel = ephemeral_message(await h.click(OLA, draft_message, button(draft_message, "choose")))
    done_calls = await h.click(OLA, ola_panel, button(ola_panel, "borgo"))
    revealed = [c.content for c in done_calls if c.content and not c.ephemeral]
    assert any(f"<@{ALA.id}> plays Moloch, <@{OLA.id}> plays Borgo" in t for t in revealed), done_calls
    game = await world.game()
    assert game.status != "finished"
    stale = _reply(await h.click(ALA, draft_message, button(draft_message, "choose")))
    assert stale.ephemeral and "over" in stale.content


async def test_a_draft_whose_time_runs_out_is_posted_by_the_upkeep_loop(world: World) -> None:
    """The default on timeout: the upkeep loop gives the silent player a random army and posts
    the armies and the game in the draft's channel, through the delivery outbox, once."""
    h = world.h
    _reply(await h.slash(BOSS, "leaguemod create", name="Draft League"))
    for who in (ALA, OLA):
        await h.slash(who, "league join")
    _reply(await h.slash(BOSS, "leaguemod config", army_protocol="blind", draft_hours=1, armies="moloch borgo"))
    calls = await h.slash(ALA, "league challenge", opponent=OLA)
    draft_message = _message_with(calls, "league draft")
    panel = ephemeral_message(await h.click(ALA, draft_message, button(draft_message, "choose")))
    await h.click(ALA, panel, button(panel, "borgo"))
    upkeep = LeagueUpkeep(h.bot, h.bot.context)  # type: ignore[attr-defined]
    assert await upkeep.post_drafts() == 0  # not yet
    world.clock.advance(hours=1, minutes=1)
    before = len(h.rest.channel_messages(h.CHANNEL_ID))
    assert await upkeep.post_drafts() == 1
    (post,) = h.rest.channel_messages(h.CHANNEL_ID)[before:]
    assert f"ran out for <@{OLA.id}>" in post.content and f"<@{ALA.id}> plays Borgo" in post.content
    assert await upkeep.post_drafts() == 0  # posted once
    game = await world.game()
    assert list(game.players[:2]) == [ALA.id, OLA.id]


PAIRED = re.compile(r"^• (?:\(\d\) )?<@(\d+)> – (?:\(\d\) )?<@(\d+)>$", re.M)


async def test_a_swiss_event_with_a_top4_playoff(world: World) -> None:
    """``/leaguemod event`` and ``/league event``: four members, one Swiss round then a top-4
    playoff; each pairing an ordinary ``/league challenge`` in the channel; the upkeep loop
    pairs the next round (and the playoff's) once its matches are decided, through the
    delivery outbox, once."""
    h = world.h
    people = {p.id: p for p in (ALA, OLA, EWA, BOSS)}
    await h.slash(BOSS, "leaguemod create", name="Club")
    for who in people.values():
        await h.slash(who, "league join")
    refused = _reply(await h.slash(ALA, "leaguemod event", action="create", name="Cup"))
    assert refused.ephemeral and "Only moderators" in refused.content
    made = _reply(await h.slash(BOSS, "leaguemod event", action="create", name="Cup", rounds=1, playoff="top4"))
    assert not made.ephemeral and "Event “Cup” created" in made.content
    for who in people.values():
        assert "joined “Cup”" in _reply(await h.slash(who, "league event", action="join")).content
    twice = _reply(await h.slash(ALA, "league event", action="join"))
    assert twice.ephemeral and "already in" in twice.content
    post = _reply(await h.slash(BOSS, "leaguemod event", action="pair")).content
    upkeep = LeagueUpkeep(h.bot, h.bot.context)  # type: ignore[attr-defined]
    for stage in ("round 1 of 1", "Semi-finals", "Final"):
        assert stage in post, post
        pairs = [(int(a), int(b)) for a, b in PAIRED.findall(post)]
        assert pairs
        running = _reply(await h.slash(BOSS, "leaguemod event", action="pair"))
        assert running.ephemeral and "still being played" in running.content
        for a, b in pairs:
            started = _reply(await h.slash(people[a], "league challenge", opponent=people[b]))
            assert "Rated game" in started.content and "“Cup”" in started.content
            await h.slash(people[b], "hex accept")
            await h.confirmed(people[b], "hex resign")  # the first named wins
        before = len(h.rest.channel_messages(h.CHANNEL_ID))
        assert await upkeep.post_events() == 1
        assert await upkeep.post_events() == 0  # paired once
        (post,) = [c.content for c in h.rest.channel_messages(h.CHANNEL_ID)[before:]]
    assert "🏆" in post and "wins “Cup”" in post
    shown = _reply(await h.slash(EWA, "league event"))
    assert shown.ephemeral and "**Playoff**" in shown.content and "goes through" in shown.content
    # the standings picture: match points and tiebreaks after the Swiss round
    ((name, png),) = shown.files
    assert name.endswith("-round-1.png") and png.startswith(PNG_MAGIC)


async def test_the_league_clock_vacations_timeouts_and_rulings(world: World) -> None:
    """The league clock through Discord (docs/leagues.md, "The league clock"): a member
    cannot set it; a vacation in the past is refused privately; the upkeep loop times a
    player out (posted in the game's channel through the outbox) as a forfeit, not rated;
    a ruling by a member is refused privately, a moderator's is posted and changes the
    standings."""
    h = world.h
    assert "created" in _reply(await h.slash(BOSS, "leaguemod create", name="Clock Club")).content
    for who in (ALA, OLA):
        await h.slash(who, "league join")
    refused = _reply(await h.slash(ALA, "leaguemod config", **{"clock-hours": 24}))
    assert refused.ephemeral and "Only moderators" in refused.content
    saved = _reply(await h.slash(BOSS, "leaguemod config", **{"clock-hours": 24, "vacation-days": 3}))
    assert "League clock: 24 h per turn" in saved.content
    past = _reply(await h.slash(ALA, "league vacation", **{"from": "2025-02-27"}))
    assert past.ephemeral and "has begun or is past" in past.content
    marked = _reply(await h.slash(OLA, "league vacation", **{"from": "2025-03-05"}))
    assert not marked.ephemeral and "2025-03-05 (1 of 3)" in marked.content
    await h.slash(ALA, "league challenge", opponent=OLA)
    await h.slash(OLA, "hex accept")
    game = await world.game()
    upkeep = LeagueUpkeep(h.bot, h.bot.context)  # type: ignore[attr-defined]
    assert await upkeep.run_clocks() == 0
    world.clock.advance(hours=24, minutes=1)
    assert await upkeep.run_clocks() == 1
    posts = [c.content for c in h.rest.channel_messages(h.CHANNEL_ID)]
    assert any("ran out of time on the league clock: a loss by forfeit" in text for text in posts)
    assert (await world.game()).status == "finished"
    to_act = GameState.loads(game.state_json).to_act  # the first seat, or the second when Vegas plays last
    late = ALA if game.players[to_act - 1] == ALA.id else OLA
    other = OLA if late is ALA else ALA
    standings = _reply(await h.slash(OLA, "league standings")).content
    assert f"<@{late.id}> — 0.0 (provisional) · 1 game: 0 W, 1 L, 0 D (1 by forfeit)" in standings
    not_mod = _reply(await h.slash(ALA, "leaguemod ruling", game=game.id, winner=late.id, reason="mine"))
    assert not_mod.ephemeral and "Only moderators" in not_mod.content
    ruled = _reply(await h.slash(BOSS, "leaguemod ruling", game=game.id, winner=late.id, reason="outage"))
    assert not ruled.ephemeral and f"<@{late.id}> wins" in ruled.content and "Reason: outage" in ruled.content
    standings = _reply(await h.slash(OLA, "league standings")).content
    assert f"<@{late.id}> — 0.0 (provisional) · 1 game: 1 W, 0 L, 0 D (1 by forfeit)" in standings
    assert f"<@{other.id}> — 0.0 (provisional) · 1 game: 0 W, 1 L, 0 D (1 by forfeit)" in standings


async def test_league_stats_by_army_in_english_and_polish(world: World) -> None:
    h = world.h
    assert "created" in _reply(await h.slash(BOSS, "leaguemod create", name="Hex Club League")).content
    assert "saved" in _reply(await h.slash(BOSS, "leaguemod config", armies="moloch,borgo")).content
    for who in (ALA, OLA):
        await h.slash(who, "league join")
    await h.slash(ALA, "league challenge", opponent=OLA)
    await h.slash(OLA, "hex accept")
    game = await world.game()
    await h.confirmed(OLA, "hex resign")
    won = game.armies[game.players.index(ALA.id)]
    win, loss = ("Moloch", "Borgo") if won == "moloch" else ("Borgo", "Moloch")
    stats = _reply(await h.slash(EWA, "league stats"))
    assert not stats.ephemeral and "1 rated game" in stats.content
    assert f"• {win} — 1 game: 1–0–0 · 100% · HQ +20" in stats.content, stats.content
    assert f"• {loss} — 1 game: 0–1–0 · 0% · HQ -20" in stats.content, stats.content
    assert "• Borgo – Moloch: " in stats.content and len(stats.content) <= 2000
    bad = _reply(await h.slash(EWA, "league stats", season=4))
    assert bad.ephemeral and "has no season 4" in bad.content
    h.locale = "pl"
    polish = _reply(await h.slash(EWA, "league stats", season=1))
    assert "sezon 1 (1 gra rankingowa; bez walkowerów)" in polish.content, polish.content
    assert f"• {win} — 1 gra: 1–0–0 · 100% · HQ +20" in polish.content
    h.locale = "en-US"
    profile = _reply(await h.slash(ALA, "league profile"))
    assert f"Army against army: {win} – {loss} 1–0–0" in profile.content, profile.content


async def test_an_event_and_the_rulings_exported_as_attached_files(world: World) -> None:
    """``/league export`` of an event (its rounds and results, its standings) and of the
    season's forfeits and rulings: a private reply with the file attached, whose content
    parses; an unknown event is a private reply with no file."""
    import csv
    import io
    import json

    h = world.h
    await h.slash(BOSS, "leaguemod create", name="Cup League")
    for who in (ALA, OLA, EWA):
        await h.slash(who, "league join")
    await h.slash(BOSS, "leaguemod event", action="create", name="Spring", rounds=2)
    for who in (ALA, OLA, EWA):
        await h.slash(who, "league event", action="join")
    paired = _reply(await h.slash(BOSS, "leaguemod event", action="pair"))
    assert "round 1 of 2" in paired.content
    (a, b) = (int(x) for x in re.findall(r"• <@(\d+)> – <@(\d+)>", paired.content)[0])
    ruled = _reply(await h.slash(BOSS, "leaguemod ruling", player=a, opponent=b, winner=b, reason="No show"))
    assert "Ruling #1" in ruled.content
    rounds = _reply(await h.slash(ALA, "league export", what="event", format="csv"))
    assert rounds.ephemeral and "Spring: rounds and results (2 matches)" in rounds.content
    ((name, data),) = rounds.files
    assert name.endswith("-event-1.csv")
    rows = list(csv.DictReader(io.StringIO(data.decode())))
    played = next(r for r in rows if r["player_b"])
    bye = next(r for r in rows if not r["player_b"])
    assert (played["player_a_id"], played["player_b_id"]) == (str(a), str(b))
    assert (played["result"], played["points_a"], played["points_b"], played["ruling"]) == ("b", "0", "1", "True")
    assert (bye["result"], bye["points_a"]) == ("bye", "1")
    standing = _reply(await h.slash(OLA, "league export", what="event-standings", format="json", event="spring"))
    doc = json.loads(standing.files[0][1])
    assert doc["event"]["name"] == "Spring" and [r["place"] for r in doc["standings"]] == [1, 2, 3]
    assert {r["user_id"] for r in doc["standings"] if r["points"] == 1} == {
        b,
        ({ALA.id, OLA.id, EWA.id} - {a, b}).pop(),
    }
    history = _reply(await h.slash(ALA, "league export", what="rulings", format="json"))
    ((entry,),) = [json.loads(history.files[0][1])["rulings"]]
    assert (entry["kind"], entry["reason"], entry["moderator_id"], entry["player_ids"]) == (
        "ruling",
        "No show",
        BOSS.id,
        [b, a],
    )
    unknown = _reply(await h.slash(ALA, "league export", what="event", event="Autumn"))
    assert unknown.ephemeral and "Spring" in unknown.content and not unknown.files


async def test_divisions_standings_and_the_promotion_post(world: World) -> None:
    """A divisions league on Discord: bad settings answered privately, the divisions cut with
    the round-robin, ``/league standings`` by division, the season's end posting who goes up
    and down through the delivery outbox (docs/leagues.md, "Divisions")."""
    h = world.h
    await h.slash(BOSS, "leaguemod create", name="Pyramid")
    bad = _reply(await h.slash(BOSS, "leaguemod config", divisions="4/3"))
    assert bad.ephemeral and "too many for divisions of 4" in bad.content
    h.locale = "pl"  # a Polish client: the same refusal in Polish
    bad = _reply(await h.slash(BOSS, "leaguemod config", divisions="1"))
    assert bad.ephemeral and "Dywizja ma od 2 do 64 członków" in bad.content
    h.locale = "en-US"
    saved = _reply(await h.slash(BOSS, "leaguemod config", divisions="2/1"))
    assert not saved.ephemeral and "divisions of 2, 1 up and 1 down" in saved.content
    for who in (ALA, OLA, EWA):
        await h.slash(who, "league join")
        world.clock.advance(minutes=1)
    made = _reply(await h.slash(BOSS, "leaguemod schedule", action="make", days=2))
    # three members, divisions of two: a last division of one joins the one above (L19)
    assert f"**Division 1**: <@{ALA.id}>, <@{OLA.id}>, <@{EWA.id}>" in made.content
    await h.slash(EWA, "league challenge", opponent=ALA)
    await h.slash(ALA, "hex accept")
    await h.confirmed(ALA, "hex resign")
    standings = _reply(await h.slash(OLA, "league standings")).content
    assert f"1. <@{EWA.id}> — 1 pts" in standings and "**Division 1**" in standings
    ended = _reply(await h.slash(BOSS, "leaguemod season", action="end"))
    assert not ended.ephemeral and "season 1 is over" in ended.content
    before = len(h.rest.channel_messages(h.CHANNEL_ID))
    await world.h.bot.drainer.drain_once()  # type: ignore[attr-defined]
    (post,) = h.rest.channel_messages(h.CHANNEL_ID)[before:]
    assert "promotion and relegation" in post.content and "nobody goes up or down" in post.content
