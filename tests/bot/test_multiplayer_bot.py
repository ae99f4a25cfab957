"""Three to six players through the use cases: the lobby, every mode to a result, resigning,
time-limit claims, undo and draws that need everyone, computer seats, mistakes."""

from __future__ import annotations

import io
import json
import random
import re
from pathlib import Path

import pytest

import i18n
from bot.app import App
from bot.console import Console
from bot.history import NotReplayable, replay_export
from bot.rendering import NullRenderPool
from bot.storage.base import ACTIVE, FINISHED, INVITED, OPEN
from rules.game import legal_actions
from rules.secrecy import public_json
from rules.state import MODE_POINTS, GameState
from tests.bot.helpers import ALA, CHANNEL, EVE, OLA, FakeClock, choose, live, make_service, snapshot

BOTH_BACKENDS = True  # seats are stored: SQLite and PostgreSQL

MAX = 44
BOT = 99


async def _lobby(service: App, **kw: object) -> None:
    r = await service.setup.new_game(CHANNEL, ALA, **kw)  # type: ignore[arg-type]
    assert not r.ephemeral, r.text


async def _full(service: App, **kw: object) -> tuple[int, ...]:
    """A started game: ALA creates it with OLA, EVE (and MAX) invited; they accept."""
    await _lobby(service, **kw)
    game, _ = await live(service)
    for uid in dict.fromkeys(game.players):
        if uid is not None and uid != ALA and not game.has_joined(game.players.index(uid) + 1):
            r = await service.setup.accept(CHANNEL, uid)
            assert not r.ephemeral, r.text
    game, _ = await live(service)
    assert game.status == ACTIVE
    return tuple(p for p in game.players if p is not None)


async def _play_out(service: App, rng: random.Random, limit: int = 1500) -> GameState:
    for _ in range(limit):
        game, state = await live(service)
        if game.status != ACTIVE:
            return state
        action = choose(state, rng)
        user = game.players[state.to_act - 1]
        assert user is not None
        reply = await service.turns.act(CHANNEL, user, str(action))
        assert not reply.ephemeral, f"{action}: {reply.text}"
        if reply.mentions:  # only the player whose turn it is now is pinged (or all at the end)
            after = GameState.loads((await live(service))[0].state_json)
            if (await live(service))[0].status == ACTIVE:
                assert reply.mentions == [game.players[after.to_act - 1]]
    raise AssertionError("the game did not end")


async def test_a_lobby_of_four_seats_fills_and_starts(service: App) -> None:
    r = await service.setup.new_game(CHANNEL, ALA, opponent_id=OLA, more_opponents=[EVE, None], mode="2v2", board="37")
    assert not r.ephemeral and "Teams of two, 4 players, 37 hexes" in r.text
    assert "3. <@33>" in r.text and "invited" in r.text and "4. open seat" in r.text
    assert sorted(r.mentions) == [OLA, EVE]
    assert {b.custom for b in r.buttons} == {"join", "decline"}
    game, state = await live(service)
    assert game.status == OPEN and game.players == (ALA, OLA, EVE, None) and state.radius == 3
    assert game.options == {"mode": "2v2", "radius": 3}

    r = await service.setup.accept(CHANNEL, EVE)
    assert "<@33> takes seat 3" in r.text
    r = await service.turns.act(CHANNEL, ALA, "hq C3")  # nobody plays before the start
    assert r.ephemeral
    r = await service.setup.accept(CHANNEL, MAX)  # the open seat
    assert "<@44> takes seat 4" in r.text
    game, _ = await live(service)
    assert game.status == INVITED and game.players == (ALA, OLA, EVE, MAX)
    assert await snapshot(service) == await snapshot(service)
    before = await snapshot(service)
    r = await service.setup.accept(CHANNEL, 55)  # a full lobby
    assert r.ephemeral and "Every seat" in r.text and await snapshot(service) == before
    r = await service.setup.accept(CHANNEL, EVE)  # twice
    assert r.ephemeral and "already have a seat" in r.text

    r = await service.setup.accept(CHANNEL, OLA)
    assert not r.ephemeral and "<@11> (Moloch) & <@33>" in r.text.replace("(Borgo)", "(Moloch)") or " & " in r.text
    game, state = await live(service)
    assert game.status == ACTIVE and game.joined == ()
    # A-C-B-D with teams 1 & 3 against 2 & 4: allies never in a row; Dancer (if drawn) always starts
    dancer = [p for p, ps in state.players.items() if ps.army == "dancer"]
    start = [1, 2, 3, 4].index(dancer[0]) if dancer else 0
    assert state.order == [1, 2, 3, 4][start:] + [1, 2, 3, 4][:start]
    assert r.mentions == [(ALA, OLA, EVE, MAX)[state.order[0] - 1]]  # the first to place
    alt = r.images[0].description  # the alt text names every army, its team and HQ
    assert all(i18n.army_name(a, "en") in alt for a in game.armies) and "37 hexes" in alt and "team A" in alt
    # the seats are stored: the game is found by every player, and after a reload
    for uid in (ALA, OLA, EVE, MAX):
        assert [g.id for g in await service.repo.stores.games.live_games_of(uid)] == [game.id]


async def test_declining_frees_a_seat_and_the_creator_withdraws(service: App) -> None:
    await _lobby(service, opponent_id=OLA, more_opponents=[EVE])
    r = await service.setup.decline(CHANNEL, EVE)
    assert not r.ephemeral and "seat 3" in r.text and "open" in r.text
    game, _ = await live(service)
    assert game.status == OPEN and game.players == (ALA, OLA, None)
    r = await service.setup.accept(CHANNEL, MAX)
    game, _ = await live(service)
    assert game.players == (ALA, OLA, MAX) and game.status == INVITED
    r = await service.setup.decline(CHANNEL, ALA)
    assert "withdrew" in r.text
    assert await service.repo.stores.games.live_game(CHANNEL) is None


@pytest.mark.parametrize(
    ("kw", "words"),
    [
        ({"players": 7}, "2 to 6"),
        ({"mode": "2v2", "players": 3}, "cannot be played by 3 players"),
        ({"mode": "1v2", "players": 4}, "cannot be played by 4 players"),
        ({"mode": "chaos"}, "no mode"),
        ({"board": "25", "players": 3}, "25-hex"),
        ({"variant": "turbo", "players": 3}, "no variant"),
        ({"opponent_id": OLA, "more_opponents": [OLA]}, "two seats"),
        ({"opponent_id": OLA, "more_opponents": [EVE], "armies": ["moloch", "moloch", "borgo"]}, "only once"),
        (
            {"opponent_id": OLA, "more_opponents": [EVE], "armies": ["moloch", "borgo", "outpost", "hegemony"]},
            "4 armies",
        ),
        ({"opponent_id": OLA, "more_opponents": [EVE, MAX], "mode": "2v2", "first": "random"}, "seating"),
        ({"players": 5, "board": "19"}, "37 hexes"),
        ({"players": 2, "more_opponents": [EVE]}, "only 2"),
        ({"opponent_id": OLA, "more_opponents": [EVE], "level": "hard"}, "bot"),
    ],
)
async def test_bad_set_ups_are_refused_privately(service: App, kw: dict[str, object], words: str) -> None:
    r = await service.setup.new_game(CHANNEL, ALA, **kw)  # type: ignore[arg-type]
    assert r.ephemeral and words in r.text, r.text
    assert await service.repo.stores.games.live_game(CHANNEL) is None


async def test_allies_may_be_one_person(service: App) -> None:
    """The three-player team game: one player leads two allied armies (seats 1 and 3)."""
    await _full(service, opponent_id=OLA, more_opponents=[ALA, EVE], mode="2v2")
    game, state = await live(service)
    assert game.players == (ALA, OLA, ALA, EVE) and state.allies(1, 3)


@pytest.mark.parametrize(
    ("kw", "players"),
    [
        ({"mode": "ffa"}, 3),
        ({"mode": "points", "variant": "reinforcements"}, 3),
        ({"mode": "1v2"}, 3),
        ({"mode": "2v2", "board": "37", "variant": "alt-start"}, 4),
        ({"mode": "ffa", "board": "37"}, 4),
    ],
)
async def test_whole_games_of_every_mode_reach_a_result(
    db_path: str, clock: FakeClock, kw: dict[str, object], players: int
) -> None:
    service = await make_service(db_path, clock, NullRenderPool(), seed=players)
    others = [OLA, EVE, MAX][: players - 1]
    await _full(service, opponent_id=others[0], more_opponents=others[1:], **kw)
    state = await _play_out(service, random.Random(7))
    game, _ = await live(service)
    assert game.status == FINISHED and state.result is not None
    assert state.result.reason not in ("aborted", "agreed_draw", "resigned", "timeout")
    if state.mode == MODE_POINTS:
        assert all(ps.hq_hp == 20 for ps in state.players.values())  # HQs cannot be destroyed
    # the export (format 2) names every seat and replays to the stored state
    reply = await service.info.export(CHANNEL, ALA)
    doc = json.loads(reply.images[0].data)
    assert (
        doc["format"] == "hexbot-game/3"
        and len(doc["players"]) == players
        and doc["options"].get("mode", "ffa") == state.mode
    )
    assert replay_export(doc).to_json() == state.to_json()
    await service.repo.close()


async def test_resigning_in_a_free_for_all_removes_only_that_player(service: App) -> None:
    await _full(service, opponent_id=OLA, more_opponents=[EVE], army="moloch", opponent_army="borgo")
    rng = random.Random(3)
    for _ in range(12):
        game, state = await live(service)
        user = game.players[state.to_act - 1]
        assert user is not None
        await service.turns.act(CHANNEL, user, str(choose(state, rng)))
    r = await service.endings.resign(CHANNEL, OLA, confirmed=True)
    assert not r.ephemeral and "resigned and is out" in r.text
    game, state = await live(service)
    assert game.status == ACTIVE and state.players[2].out and not any(u.player == 2 for u in state.units.values())
    assert "Borgo out" in r.text or state.to_act != 2
    r = await service.turns.act(CHANNEL, OLA, "end")
    assert r.ephemeral  # OLA is out: never their turn again
    r = await service.endings.resign(CHANNEL, OLA, confirmed=True)
    assert r.ephemeral and "already out" in r.text
    r = await service.endings.resign(CHANNEL, EVE, confirmed=True)  # two sides left: ALA wins
    game, state = await live(service)
    assert game.status == FINISHED and state.result is not None and state.result.winners == (1,)
    assert "<@11> (Moloch) wins" in r.text
    # the log rebuilds the same state
    reply = await service.info.export(CHANNEL, ALA)
    assert replay_export(json.loads(reply.images[0].data)).to_json() == state.to_json()


async def test_a_time_limit_claim_removes_the_late_player(service: App, clock: FakeClock) -> None:
    await _full(service, opponent_id=OLA, more_opponents=[EVE], turn_limit_hours=12)
    _, state = await live(service)
    late = state.to_act
    game, _ = await live(service)
    claimer = next(u for u in game.players if u != game.players[late - 1])
    assert claimer is not None
    r = await service.endings.claim_timeout(CHANNEL, claimer)
    assert r.ephemeral  # too early
    clock.advance(hours=12, minutes=1)
    await service.pbp.due_reminders()  # the late player is told
    clock.advance(hours=1, minutes=13)  # the grace: a tenth of the limit
    ask = await service.endings.claim_timeout(CHANNEL, claimer)
    [r] = await service.commands.run(CHANNEL, claimer, ask.buttons[0].action, version=ask.version)
    assert not r.ephemeral and "ran out of time" in r.text
    game, state = await live(service)
    assert game.status == ACTIVE and state.players[late].out and state.to_act != late
    # while the game runs its export is the public record: no seed, the public state
    doc = json.loads((await service.info.export(CHANNEL, ALA)).images[0].data)
    assert "seed" not in doc and not doc["replayable"] and doc["state"] == public_json(state)
    with pytest.raises(NotReplayable):
        replay_export(doc)
    # once it ends, the log with the timeout row replays to the stored state
    still_in = [u for p, u in enumerate(game.players, start=1) if not state.players[p].out]
    assert still_in[0] is not None
    await service.endings.resign(CHANNEL, still_in[0], confirmed=True)
    game, state = await live(service)
    assert game.status == FINISHED
    reply = await service.info.export(CHANNEL, ALA)
    assert replay_export(json.loads(reply.images[0].data)).to_json() == state.to_json()


async def test_undo_and_draw_need_every_other_player(service: App) -> None:
    await _full(service, opponent_id=OLA, more_opponents=[EVE])
    game, state = await live(service)
    first = game.players[state.to_act - 1]
    assert first is not None
    hq = next(a for a in legal_actions(state) if a.verb == "hq")
    await service.turns.act(CHANNEL, first, str(hq))
    r = await service.endings.undo(CHANNEL, first)
    others = [u for u in (ALA, OLA, EVE) if u != first]
    assert sorted(r.mentions) == sorted(others)
    r = await service.endings.answer_undo(CHANNEL, others[0], True)
    assert "Still waiting for" in r.text and f"<@{others[1]}>" in r.text
    r = await service.endings.answer_undo(CHANNEL, others[0], True)
    assert r.ephemeral and "already agreed" in r.text
    _, still = await live(service)
    assert len(still.units) == 1  # not undone yet
    r = await service.endings.answer_undo(CHANNEL, others[1], True)
    _, after = await live(service)
    assert "Undid" in r.text and not after.units

    r = await service.endings.offer_draw(CHANNEL, ALA)
    await service.endings.answer_draw(CHANNEL, OLA, True)
    game, _ = await live(service)
    assert game.status == ACTIVE
    r = await service.endings.answer_draw(CHANNEL, EVE, False)
    assert "refused" in r.text
    game, _ = await live(service)
    assert game.status == ACTIVE and game.request is None
    await service.endings.offer_draw(CHANNEL, ALA)
    await service.endings.answer_draw(CHANNEL, OLA, True)
    r = await service.endings.answer_draw(CHANNEL, EVE, True)
    game, state = await live(service)
    assert game.status == FINISHED and state.result is not None and state.result.reason == "agreed_draw"


async def test_computer_players_take_any_seats(db_path: str, clock: FakeClock) -> None:
    service = await make_service(db_path, clock, NullRenderPool())
    service.computer.user_id = BOT
    r = await service.setup.new_game(CHANNEL, ALA, opponent_id=BOT, more_opponents=[BOT], level="easy")
    assert not r.ephemeral, r.text
    game, _ = await live(service)
    assert game.status == ACTIVE and game.ai_levels == {2: "easy", 3: "easy"}
    rng = random.Random(1)
    for _ in range(400):
        await service.ai.ai_turns(CHANNEL)
        game, state = await live(service)
        if game.status != ACTIVE:
            break
        assert game.players[state.to_act - 1] == ALA
        await service.turns.act(CHANNEL, ALA, str(choose(state, rng)))
    game, state = await live(service)
    assert game.status == FINISHED and state.result is not None
    await service.repo.close()


async def test_the_console_plays_a_three_player_lobby_in_both_languages(db_path: str, clock: FakeClock) -> None:
    service = await make_service(db_path, clock, NullRenderPool())
    for lang, words in (
        ("en", ("open seat", "takes seat 2", "Free-for-all", "resigned and is out", "place your HQ")),
        ("pl", ("wolne miejsce", "zajmuje miejsce 2", "Każdy na każdego", "poddaje się", "postaw swój Sztab")),
    ):
        out = io.StringIO()
        console = Console(service, Path(db_path).parent / "img", out=out, channel=f"mp-{lang}", lang=lang)
        for line in [
            f"@ala /hex new opponent:@ola players:3 mode:ffa language:{lang} armies:moloch,borgo,outpost",
            "@ola /hex accept",
            "@eve /hex accept",
            "@ala /hex resign",
            "@ala !confirm",
        ]:
            await console.handle(line)
        text = out.getvalue()
        assert all(w in text for w in words), text
        assert re.search(r"@ala \(Moloch\)", text)
    await service.repo.close()


@pytest.mark.parametrize(
    "options",
    [
        "players:3 mode:ffa variant:alt-start",
        "players:3 mode:points",
        "mode:1v2 variant:reinforcements",
        "mode:2v2 board:37",
    ],
)
async def test_whole_games_of_every_mode_through_the_console(db_path: str, clock: FakeClock, options: str) -> None:
    """One person plays every seat (hot-seat) by typing engine notation, to a result."""
    service = await make_service(db_path, clock, NullRenderPool(), seed=4)
    out = io.StringIO()
    console = Console(service, Path(db_path).parent / "img", out=out, channel="mp")
    seats = " ".join(f"opponent{k}:@ala" for k in ("", "2", "3")[: 3 if "2v2" in options else 2])
    await console.handle(f"@ala /hex new {seats} {options}")
    rng = random.Random(11)
    for _ in range(1500):
        game = await service.repo.stores.games.live_game(console.channel_id)
        if game is None:
            break
        await console.handle(f"@ala {choose(GameState.loads(game.state_json), rng)}")
    game = await service.repo.stores.games.last_game(console.channel_id)
    assert game is not None and game.status == FINISHED
    text = out.getvalue()
    assert "Game over" in text and "only @ala sees this" not in text  # every line was accepted
    await service.repo.close()


async def test_random_armies_never_put_dancer_on_the_team_side(db_path: str, clock: FakeClock) -> None:
    """Dancer cannot be on the team side of one against a team (rulings D): random picks avoid it."""
    for seed in range(12):
        service = await make_service(db_path, clock, NullRenderPool(), seed=seed)
        r = await service.setup.new_game(CHANNEL + seed, ALA, opponent_id=OLA, more_opponents=[EVE], mode="1v2")
        assert not r.ephemeral, r.text
        game = await service.repo.stores.games.live_game(CHANNEL + seed)
        assert game is not None and "dancer" not in game.armies[1:]
        await service.repo.close()
