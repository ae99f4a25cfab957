"""Fair play (issue 20, docs/rulings.md M18): each hole played as it was found, through the
console and the use cases — settings change only with consent and from the next turn, a
claim on time needs the late player told and a grace period, only players still in a game
decide, irreversible steps are confirmed, options are what they say."""

from __future__ import annotations

from pathlib import Path

import pytest
from openskill.models import PlackettLuce

from bot.app import App
from bot.commands.syntax import line_of
from bot.rendering import NullRenderPool
from bot.storage.base import ACTIVE, FINISHED
from rules.game import legal_actions
from rules.state import GameState
from tests.bot.helpers import (
    ALA,
    CHANNEL,
    EVE,
    OLA,
    FakeClock,
    console_and_say,
    live,
    make_service,
    start_game,
)
from tests.league.test_league_console import Driver


async def _hqs(service: App) -> None:
    await service.turns.hq(CHANNEL, ALA, "C2")
    await service.turns.hq(CHANNEL, OLA, "C4")


# ---------------------------------------------------------------------- 1. settings only with consent
async def test_the_settings_change_and_claim_exploit_is_closed(tmp_path: Path) -> None:
    """Ala changes the time limit while it is Ola's turn, 65 minutes in, and claims: refused."""
    clock = FakeClock()
    service = await make_service(str(tmp_path / "db.sqlite3"), clock, NullRenderPool())
    console, say = console_and_say(service, tmp_path / "img")
    await say("@ala /hex new opponent:@ola army:moloch opponent-army:outpost")
    await say("@ola /hex accept")
    await say("@ala /hex place tile:hq hex:C2")  # Ola's turn now
    clock.advance(minutes=65)
    out = await say("@ala /hex settings time-limit:1")
    assert "at least 12 h" in out and "only @ala sees this" in out  # below the minimum: refused privately
    out = await say("@ala /hex claim")
    assert "no turn time limit" in out
    out = await say("@ala /hex settings time-limit:12")
    assert "asks to change" in out and "(pings @ola)" in out  # a request Ola must accept
    game, _ = await live(service, console.channel_id)
    assert game.turn_limit_s is None and game.request is not None
    assert "no turn time limit" in await say("@ala /hex claim")
    out = await say("@ola !accept-settings")
    assert "from the next turn, turn time limit 12 h" in out
    clock.advance(hours=20)
    assert "no turn time limit" in await say("@ala /hex claim")  # never counted back into this turn
    await say("@ola /hex place tile:hq hex:C4")  # Ala's turn: the 12 h limit applies from now
    game, _ = await live(service, console.channel_id)
    assert game.turn_limit_s == 12 * 3600 and game.next_settings == {}
    assert "not passed yet" in await say("@ola /hex claim")
    await service.repo.close()


async def test_a_league_game_keeps_the_leagues_limit(tmp_path: Path) -> None:
    clock = FakeClock()
    service = await make_service(str(tmp_path / "db.sqlite3"), clock, NullRenderPool())
    d = Driver(service, tmp_path)
    await d.say("@mod[mod] /leaguemod create name:Cup")
    await d.say("@mod[mod] /leaguemod config time-limit:72")
    for who in ("ala", "ola"):
        await d.say(f"@{who} /league join")
    await d.say("@ala /league challenge opponent:@ola")
    await d.say("@ola /hex accept")
    game = await d.game()
    assert game.turn_limit_s == 72 * 3600
    waiting = d.console.names[game.players[2 - GameState.loads(game.state_json).to_act]]
    clock.advance(minutes=65)
    for limit in ("1", "12", "0"):
        out = await d.say(f"@{waiting} /hex settings time-limit:{limit}")
        assert "league's turn time limit" in out
    assert "not passed yet" in await d.say(f"@{waiting} /hex claim")
    game = await d.game()
    assert game.turn_limit_s == 72 * 3600 and game.request is None and game.next_settings == {}
    await service.repo.close()


async def test_a_settings_request_made_in_the_last_minute_of_a_limit(service: App, clock: FakeClock) -> None:
    await start_game(service, turn_limit_hours=12)
    clock.advance(hours=11, minutes=59)
    ask = await service.pbp.settings(CHANNEL, OLA, turn_limit_hours=48)
    [yes] = await service.commands.run(CHANNEL, ALA, "/hex settings answer:yes", version=ask.version)
    assert "from the next turn" in yes.text
    clock.advance(minutes=2)
    await service.pbp.due_reminders()  # Ala is told: the 12 h of this turn still count
    clock.advance(hours=1, minutes=13)
    ask = await service.endings.claim_timeout(CHANNEL, OLA)
    assert ask.buttons and ask.buttons[0].custom == "confirm"


async def test_crossing_requests_end_in_one_state(service: App) -> None:
    await start_game(service)
    await _hqs(service)
    first = await service.pbp.settings(CHANNEL, OLA, reminder_hours=6)
    assert not first.ephemeral
    second = await service.pbp.settings(CHANNEL, ALA, turn_limit_hours=24)
    assert second.ephemeral and "settings request is already waiting" in second.text
    undo = await service.endings.undo(CHANNEL, OLA)
    assert undo.ephemeral and "settings request is already waiting" in undo.text
    draw = await service.endings.offer_draw(CHANNEL, ALA)
    assert draw.ephemeral
    game, _ = await live(service)
    assert game.request is not None and game.request["kind"] == "settings" and game.request["reminder_s"] == 6 * 3600
    # the settings request survives the game moving on (an undo or a draw would lapse)
    _, state = await live(service)
    await service.turns.discard(CHANNEL, ALA, state.players[1].hand[0])
    game, _ = await live(service)
    assert game.request is not None and game.request["kind"] == "settings"
    own = await service.pbp.settings(CHANNEL, OLA, answer=True)
    assert own.ephemeral and "other players have to accept" in own.text
    withdrawn = await service.pbp.settings(CHANNEL, OLA, answer=False)
    assert "withdrew" in withdrawn.text
    game, _ = await live(service)
    assert game.request is None and game.reminder_s is None and game.next_settings == {}


async def test_a_request_survives_a_restart(db_path: str, clock: FakeClock) -> None:
    service = await make_service(db_path, clock)
    await start_game(service)
    await service.pbp.settings(CHANNEL, OLA, turn_limit_hours=24)
    await service.repo.close()
    service = await make_service(db_path, clock)
    [yes] = await service.commands.run(CHANNEL, ALA, "/hex settings answer:yes")
    assert "turn time limit 24 h" in yes.text
    game, _ = await live(service)
    assert game.next_settings == {"turn_limit_s": 24 * 3600}
    await service.repo.close()


async def test_a_game_against_the_computer_needs_nobody_to_agree(service: App) -> None:
    bot = 999
    service.computer.user_id = bot
    await service.setup.new_game(CHANNEL, ALA, opponent_id=bot, army="moloch", opponent_army="outpost")
    r = await service.pbp.settings(CHANNEL, ALA, turn_limit_hours=24)
    assert not r.ephemeral and "from the next turn" in r.text and not r.mentions


# ---------------------------------------------------------------------- 2. a claim on time is fair
async def test_a_notice_held_by_quiet_hours_holds_the_claim(service: App, clock: FakeClock) -> None:
    await start_game(service, turn_limit_hours=12)  # 12:00; the limit passes at 00:00
    await service.people.preferences(CHANNEL, ALA, quiet_hours="23-8", timezone="UTC")
    clock.advance(hours=12, minutes=1)  # 00:01, Ala's quiet hours
    assert await service.pbp.due_reminders() == []  # the notice waits until 08:00
    early = await service.endings.claim_timeout(CHANNEL, OLA)
    assert early.ephemeral and "not been told yet" in early.text
    clock.advance(hours=8)  # 08:01: Ala is told now
    [told] = await service.pbp.due_reminders()
    assert told.reply.mentions == [ALA] and "has passed" in told.reply.text
    grace = await service.endings.claim_timeout(CHANNEL, OLA)
    assert grace.ephemeral and "a claim opens in 1 h 12 min" in grace.text
    clock.advance(hours=1, minutes=11)
    assert (await service.endings.claim_timeout(CHANNEL, OLA)).ephemeral
    assert await service.pbp.due_reminders() == []  # Ola's notice that a claim is open waits for the grace too
    clock.advance(minutes=1)
    [open_] = await service.pbp.due_reminders()
    assert open_.reply.mentions == [OLA] and "claim" in open_.reply.text
    ask = await service.endings.claim_timeout(CHANNEL, OLA)
    assert [b.custom for b in ask.buttons] == ["confirm", "cancel"]


async def test_a_claim_racing_the_late_players_action(service: App, clock: FakeClock) -> None:
    await start_game(service, turn_limit_hours=12)
    clock.advance(hours=12, minutes=1)
    await service.pbp.due_reminders()
    clock.advance(hours=1, minutes=13)
    ask = await service.endings.claim_timeout(CHANNEL, OLA)
    await service.turns.hq(CHANNEL, ALA, "C2")  # Ala plays at last, before the Confirm
    [stale] = await service.commands.run(CHANNEL, OLA, ask.buttons[0].action, version=ask.version)
    assert stale.ephemeral and "board changed" in stale.text
    game, _ = await live(service)
    assert game.status == ACTIVE


async def test_a_turn_from_before_notices_gets_one_when_claimed(service: App, clock: FakeClock) -> None:
    """A game stored before this change has no notice for its turn: a claim sends it first."""
    await start_game(service, turn_limit_hours=12)
    game, _ = await live(service)
    await service.repo.stores.games.save(game.evolve(version=game.version + 1), game.version, reminders=[])
    clock.advance(hours=30)
    first = await service.endings.claim_timeout(CHANNEL, OLA)
    assert first.ephemeral and "not been told yet" in first.text
    [told] = await service.pbp.due_reminders()
    assert told.reply.mentions == [ALA]
    clock.advance(hours=1, minutes=13)
    assert (await service.endings.claim_timeout(CHANNEL, OLA)).buttons[0].custom == "confirm"


# ---------------------------------------------------------------------- 3. only players still in the game decide
async def _three(service: App, **kw: object) -> None:
    r = await service.setup.new_game(
        CHANNEL,
        ALA,
        opponent_id=OLA,
        more_opponents=[EVE],
        armies=["moloch", "borgo", "outpost"],
        **kw,  # type: ignore[arg-type]
    )
    assert not r.ephemeral, r.text
    await service.setup.accept(CHANNEL, OLA)
    await service.setup.accept(CHANNEL, EVE)


async def test_a_resigned_player_is_neither_asked_nor_heard(service: App) -> None:
    await _three(service)
    r = await service.endings.resign(CHANNEL, EVE, confirmed=True)
    assert "resigned and is out" in r.text
    offer = await service.endings.offer_draw(CHANNEL, ALA)
    assert offer.mentions == [OLA] and f"<@{EVE}>" not in offer.text
    heard = await service.endings.answer_draw(CHANNEL, EVE, True)
    assert heard.ephemeral and "already out" in heard.text
    asked = await service.endings.offer_draw(CHANNEL, EVE)
    assert asked.ephemeral and "already out" in asked.text
    for refused in (
        await service.pbp.settings(CHANNEL, EVE, reminder_hours=2),
        await service.endings.undo(CHANNEL, EVE),
    ):
        assert refused.ephemeral
    done = await service.endings.answer_draw(CHANNEL, OLA, True)
    assert "a draw" in done.text
    game, state = await live(service)
    assert game.status == FINISHED and state.result is not None
    eve = game.players.index(EVE) + 1
    assert state.result.ranking[-1] == (eve,) and eve not in state.result.ranking[0]


async def test_a_player_leaving_while_a_request_waits(service: App) -> None:
    await _three(service)
    ask = await service.pbp.settings(CHANNEL, ALA, reminder_hours=6)
    assert sorted(ask.mentions) == [OLA, EVE]
    await service.pbp.answer_settings(CHANNEL, OLA, True)
    await service.endings.resign(CHANNEL, EVE, confirmed=True)  # EVE leaves: the request lapses
    game, _ = await live(service)
    assert game.request is None and game.next_settings == {}
    late = await service.pbp.answer_settings(CHANNEL, OLA, True)
    assert late.ephemeral and "no settings request" in late.text


async def test_resign_then_draw_in_a_rated_three_player_game(tmp_path: Path) -> None:
    """Eve resigns, the two others agree a draw: Eve is never asked and ranks last, and the
    ratings are what openskill gives for places 1, 1, 2."""
    service = await make_service(str(tmp_path / "db.sqlite3"), FakeClock(), NullRenderPool())
    d = Driver(service, tmp_path)
    say = d.say
    await say("@mod[mod] /leaguemod create name:Trio")
    for who in ("ala", "ola", "eve"):
        await say(f"@{who} /league join")
    await say("@ala /league challenge opponent:@ola opponent2:@eve")
    await say("@ola /hex accept")
    await say("@eve /hex accept")
    await say("@eve /hex resign")
    await say("@eve !confirm")
    out = await say("@ala /hex draw")
    (question,) = {
        line.strip() for line in out.splitlines() if "offers a draw" in line and line.strip().startswith("•")
    }
    assert question.endswith("@ola, do you accept?") and "(pings @ola)" in out and "@eve" not in question
    assert "already out" in await say("@eve /hex draw answer:yes")
    await say("@ola /hex draw answer:yes")
    game = await d.game()
    assert game.status == FINISHED
    model = PlackettLuce()
    start = {n: model.rating() for n in ("ala", "ola", "eve")}
    expected = model.rate([[start["ala"]], [start["ola"]], [start["eve"]]], ranks=[1, 1, 2])
    league = (await service.league_store.leagues(0))[0]
    season = (await service.league_store.seasons(league.id))[-1]
    rows = {d.console.names[r.user_id]: r for r in await service.league_store.ratings(season.id)}
    for name, (e,) in zip(("ala", "ola", "eve"), expected, strict=True):
        assert (rows[name].mu, rows[name].sigma) == pytest.approx((e.mu, e.sigma))
    assert (rows["ala"].draws, rows["ola"].draws, rows["eve"].losses) == (1, 1, 1)
    await service.repo.close()


async def test_the_computer_answers_a_request_once(tmp_path: Path) -> None:
    """A 3-player game with a computer seat: an undo request is answered by the computer
    once, and the turn message keeps its Accept/Refuse buttons for the other player."""
    service = await make_service(str(tmp_path / "db.sqlite3"), FakeClock(), NullRenderPool())
    console, say = console_and_say(service, tmp_path / "img")
    await say("@ala /hex new opponent:@ola opponent2:@bot players:3 armies:moloch,borgo,outpost")
    await say("@ola /hex accept")
    await say("@ala /hex place tile:hq hex:C2")
    await say("@ola /hex place tile:hq hex:C4")  # the computer places its own at once: Ala's turn 1
    game, state = await live(service, console.channel_id)
    assert game.players[state.to_act - 1] == console.user("ala")
    move = next(a for a in legal_actions(state) if a.verb in ("place", "discard"))
    await say(f"@ala {move}")
    out = await say("@ala /hex undo")
    assert "already agreed" not in out and out.count("• @bot agrees") == 1
    assert "[!accept-undo" in out.split("• @bot agrees")[1]  # the buttons stay for Ola
    game, _ = await live(service, console.channel_id)
    assert game.request is not None and game.request["yes"] == [service.computer.user_id]
    out = await say("@ola !accept-undo")
    assert "Undid" in out
    await service.repo.close()


# ---------------------------------------------------------------------- 4. irreversible steps are confirmed
async def test_every_irreversible_step_asks_first_and_a_stale_confirm_changes_nothing(
    service: App,
) -> None:
    await start_game(service)
    ask = await service.endings.resign(CHANNEL, OLA)
    assert ask.ephemeral and "cannot be undone" in ask.text
    assert [line_of(b.action) for b in ask.buttons] == ["/hex resign confirm:yes", "/hex cancel"]
    [cancel] = await service.commands.run(CHANNEL, OLA, ask.buttons[1].action)
    assert cancel.ephemeral and "nothing changed" in cancel.text
    await service.turns.hq(CHANNEL, ALA, "C2")  # the game moves on
    [stale] = await service.commands.run(CHANNEL, OLA, ask.buttons[0].action, version=ask.version)
    assert stale.ephemeral and "board changed" in stale.text
    game, _ = await live(service)
    assert game.status == ACTIVE
    abort = await service.endings.abort(CHANNEL, EVE, is_moderator=True)
    assert abort.ephemeral and line_of(abort.buttons[0].action) == "/hexmod abort confirm:yes"
    game, _ = await live(service)
    assert game.status == ACTIVE


async def test_a_hot_seat_draw_is_confirmed(service: App) -> None:
    await service.setup.new_game(CHANNEL, ALA, opponent_id=ALA, army="borgo", opponent_army="moloch")
    ask = await service.endings.offer_draw(CHANNEL, ALA)
    assert ask.ephemeral and "hot-seat" in ask.text
    [done] = await service.commands.run(CHANNEL, ALA, ask.buttons[0].action, version=ask.version)
    assert "a draw" in done.text


async def test_leaving_a_league_with_a_game_in_progress_is_confirmed(tmp_path: Path) -> None:
    service = await make_service(str(tmp_path / "db.sqlite3"), FakeClock(), NullRenderPool())
    d = Driver(service, tmp_path)
    say = d.say
    await say("@mod[mod] /leaguemod create name:Cup")
    for who in ("ala", "ola"):
        await say(f"@{who} /league join")
    await say("@ala /league challenge opponent:@ola")
    await say("@ola /hex accept")
    assert "[!confirm Confirm] [!cancel Cancel]" in await say("@ola /league leave")
    assert "nothing changed" in await say("@ola !cancel")
    assert (await d.game()).status == ACTIVE
    await say("@ola /league leave")
    await say("@ala /hex place tile:hq hex:C2")  # the game moves on: that Confirm is stale
    assert "cannot be undone" in await say("@ola !confirm")  # asked again, nothing resigned
    assert (await d.game()).status == ACTIVE
    assert "counts as resigned" in await say("@ola !confirm")
    assert (await d.game()).status == FINISHED
    await service.repo.close()


# ---------------------------------------------------------------------- 5. options are what they say
@pytest.mark.parametrize(
    ("lang", "line", "words"),
    [
        ("en", "@ala /hex place tile:hq hex:C2 hex:D4", "hex: is given twice"),
        ("en", "@ala /hex new opponent:@ola army:moloch army:borgo", "army: is given twice"),
        ("en", "@ala /hex place tile:hq hex:C2 facing:UP", "facing: takes N, NE, SE, S, SW, NW"),
        ("en", "@ala /hex place tile:hq hex:C2 facing:N", "facing: does not apply to Moloch HQ"),
        ("en", "@ala /hex play tile:battle target:C3", "target: does not apply to Battle"),
        ("en", "@ala /hex board format:pdf", "format: takes image, full, text"),
        ("pl", "@ala /hex nowa przeciwnik:@ola język:pl język:en", "język: podano dwa razy"),
        ("pl", "@ala /hex połóż żeton:hq heks:C2 kierunek:N", "kierunek: nie dotyczy tego żetonu (Sztab Molocha)"),
    ],
)
async def test_options_are_what_they_say(tmp_path: Path, lang: str, line: str, words: str) -> None:
    service = await make_service(str(tmp_path / "db.sqlite3"), FakeClock(), NullRenderPool())
    console, say = console_and_say(service, tmp_path / "img", lang=lang)
    new = " /hex new " in line or " /hex nowa " in line
    if not new:
        await say("@ala /hex new opponent:@ola army:moloch opponent-army:outpost")
        await say("@ola /hex accept")
    before = await service.repo.stores.games.live_game(console.channel_id)
    out = await say(line)
    assert words in out and "@ala" in out.splitlines()[0], out  # one private line
    after = await service.repo.stores.games.live_game(console.channel_id)
    assert (after and after.version) == (before and before.version)  # nothing changed
    await service.repo.close()


# ---------------------------------------------------------------------- 6. members see only what they may use
async def test_a_spectators_board_is_private_and_a_players_has_a_cooldown(service: App, clock: FakeClock) -> None:
    await start_game(service)
    spectator = await service.info.board(CHANNEL, EVE)
    assert spectator.ephemeral and "do not play in this game" in spectator.text
    first = await service.info.board(CHANNEL, ALA)
    assert not first.ephemeral
    again = await service.info.board(CHANNEL, OLA)
    assert again.ephemeral and "moments ago" in again.text
    clock.advance(minutes=2, seconds=1)
    assert not (await service.info.board(CHANNEL, OLA)).ephemeral


async def test_a_hint_is_refused_while_another_person_plays(service: App) -> None:
    bot = 999
    service.computer.user_id = bot
    r = await service.setup.new_game(
        CHANNEL,
        ALA,
        opponent_id=bot,
        more_opponents=[OLA],
        armies=["moloch", "borgo", "outpost"],
    )
    assert not r.ephemeral
    await service.setup.accept(CHANNEL, OLA)
    game, state = await live(service)
    user = game.players[state.to_act - 1]
    if user == bot:
        await service.ai.ai_turns(CHANNEL)
        game, state = await live(service)
        user = game.players[state.to_act - 1]
    assert user in (ALA, OLA)
    hint = await service.hints.hint(CHANNEL, user)
    assert hint.ephemeral and hint.hint is None and "not while another person plays" in hint.text
