"""Every player mistake gets a short ephemeral reply and changes nothing."""

from __future__ import annotations

import pytest

from bot.app import App
from bot.commands.syntax import line_of
from bot.locale import acting
from rules.scenario import load
from tests.bot.helpers import ALA, CHANNEL, EVE, OLA, FakeClock, inject, live, snapshot, start_game


def _position(hands: dict[str, list[str]], board: list[dict[str, object]], current: int = 1, **extra: object):
    state = load(
        {
            "players": {"1": {"army": "moloch"}, "2": {"army": "outpost"}},
            "board": board,
            "hands": hands,
            "current": current,
        }
    )
    for key, value in extra.items():
        setattr(state, key, value)
    return state


HQS = [
    {"hex": "C2", "player": 1, "tile": "hq"},
    {"hex": "C4", "player": 2, "tile": "hq"},
]


async def _assert_refused(service: App, call, *needles: str) -> None:
    before = await snapshot(service)
    reply = await call
    assert reply.ephemeral, reply.text
    for needle in needles:
        assert needle.lower() in reply.text.lower(), reply.text
    assert await snapshot(service) == before


@pytest.fixture
async def game(service: App) -> App:
    await start_game(service)
    await service.turns.place(CHANNEL, ALA, "hq", "C2")
    await service.turns.place(CHANNEL, OLA, "hq", "C4")
    return service


async def test_not_your_turn(game: App) -> None:
    await _assert_refused(game, game.turns.end_turn(CHANNEL, OLA), "not your turn", f"<@{ALA}>")


async def test_not_your_game(game: App) -> None:
    await _assert_refused(game, game.turns.end_turn(CHANNEL, EVE), "not playing in this game")
    await _assert_refused(game, game.endings.resign(CHANNEL, EVE), "not playing")
    await _assert_refused(game, game.endings.undo(CHANNEL, EVE), "not playing")


async def test_no_game_in_channel(service: App) -> None:
    reply = await service.turns.end_turn(CHANNEL + 5, ALA)
    assert reply.ephemeral and "no game in this channel" in reply.text


async def test_illegal_hex(game: App) -> None:
    await inject(game, _position({"1": ["hunter-killer"]}, HQS))
    await _assert_refused(game, game.turns.place(CHANNEL, ALA, "hunter-killer", "F9", "N"), "F9")
    await _assert_refused(game, game.turns.place(CHANNEL, ALA, "hunter-killer", "zz", "N"), "zz")


async def test_occupied_hex(game: App) -> None:
    await inject(game, _position({"1": ["hunter-killer"]}, HQS))
    await _assert_refused(game, game.turns.place(CHANNEL, ALA, "hunter-killer", "C4", "N"), "C4 is taken")


async def test_bad_facing(game: App) -> None:
    await inject(game, _position({"1": ["hunter-killer"]}, HQS))
    await _assert_refused(game, game.turns.place(CHANNEL, ALA, "hunter-killer", "B2", "UP"), "not a facing")
    await _assert_refused(game, game.turns.place(CHANNEL, ALA, "hunter-killer", "B2"), "facing")


async def test_tile_not_in_hand(game: App) -> None:
    await inject(game, _position({"1": ["hunter-killer"]}, HQS))
    await _assert_refused(game, game.turns.place(CHANNEL, ALA, "juggernaut", "B2", "N"), "do not hold")
    await _assert_refused(game, game.turns.place(CHANNEL, ALA, "runner", "B2", "N"), "no tile called")
    with acting("pl"):  # the tile named in the player's language, not by its key
        await _assert_refused(game, game.turns.place(CHANNEL, ALA, "Juggernaut", "B2", "N"), "żetonu „Juggernaut”")
        await _assert_refused(game, game.turns.place(CHANNEL, ALA, "Zwiadowca", "B2", "N"), "żetonu „Zwiadowca”")


async def test_instant_placed_or_board_tile_played(game: App) -> None:
    await inject(game, _position({"1": ["hunter-killer", "air-strike"]}, HQS))
    await _assert_refused(game, game.turns.place(CHANNEL, ALA, "air-strike", "B2", "N"), "instant")
    await _assert_refused(game, game.turns.play(CHANNEL, ALA, "hunter-killer", target="B2"), "board tile")
    await _assert_refused(game, game.turns.play(CHANNEL, ALA, "air-strike"), "target")


async def test_push_with_no_legal_target(game: App) -> None:
    # Ala's Blocker on C3 pushes the Runner on C4's neighbour ... with every hex behind it taken.
    board = [
        {"hex": "A1", "player": 1, "tile": "hq"},
        {"hex": "C3", "player": 1, "tile": "guard", "facing": "S"},
        {"hex": "C4", "player": 2, "tile": "runner", "facing": "N"},
        {"hex": "B4", "player": 2, "tile": "hq"},
        {"hex": "C5", "player": 2, "tile": "hmg"},
        {"hex": "D4", "player": 2, "tile": "commando"},
    ]
    await inject(game, _position({"1": ["push-back"]}, board))
    await _assert_refused(game, game.turns.play(CHANNEL, ALA, "push-back", unit="C3", target="C4"), "no free hex")
    await _assert_refused(game, game.turns.play(CHANNEL, ALA, "push-back", unit="C3", target="E1"), "no enemy unit")


async def test_battle_after_the_last_draw(game: App) -> None:
    await inject(game, _position({"1": ["battle"]}, HQS, last_draw_by=2))
    await _assert_refused(game, game.turns.play(CHANNEL, ALA, "battle"), "last tile")


async def test_discard_first(game: App) -> None:
    state = _position({"1": ["hunter-killer", "guard", "medic"]}, HQS)
    state.turn.needs_discard = True
    await inject(game, state)
    await _assert_refused(game, game.turns.place(CHANNEL, ALA, "guard", "B2", "N"), "discard")


async def test_stale_version(game: App) -> None:
    game_row, _ = await live(game)
    before = await snapshot(game)
    reply = await game.turns.end_turn(CHANNEL, ALA, version=game_row.version - 1)
    assert reply.ephemeral and reply.text.startswith("The board changed — here is the current state")
    assert reply.images, "the stale reply shows the current board"
    assert reply.version == game_row.version
    assert await snapshot(game) == before
    # buttons pressed through run() carry the version too
    [r] = await game.commands.run(CHANNEL, ALA, "/hex end", version=game_row.version - 1)
    assert r.ephemeral and "board changed" in r.text
    assert await snapshot(game) == before


async def test_bad_notation_and_commands(game: App) -> None:
    for line, needle in [
        ("place runner", "expected"),
        ("fly C3", "unknown action"),
        ("/hex fly", "unknown command"),
        ("/hex place tile:runner colour:red", "does not take"),
        ("/say hi", "commands start with /hex"),
        ("/hex place tile:guard", "missing option hex"),
        ("/hex new time-limit:soon", "time-limit"),
    ]:
        before = await snapshot(game)
        [r] = await game.commands.run(CHANNEL, ALA, line)
        assert r.ephemeral and needle.lower() in r.text.lower(), (line, r.text)
        assert await snapshot(game) == before


async def test_new_game_when_one_exists(game: App) -> None:
    await _assert_refused(game, game.setup.new_game(CHANNEL, EVE, opponent_id=ALA), "already has a game")


async def test_new_game_bad_options(service: App) -> None:
    for kwargs, needle in [
        ({"army": "elves"}, "unknown army"),
        ({"first": "whoever"}, "first must be"),
        ({"lang": "de"}, "lang must be"),
        ({"turn_limit_hours": -1.0}, "time-limit"),
    ]:
        r = await service.setup.new_game(CHANNEL, ALA, opponent_id=OLA, **kwargs)  # type: ignore[arg-type]
        assert r.ephemeral and needle in r.text.lower(), r.text
    assert await service.repo.stores.games.live_game(CHANNEL) is None


async def test_accept_mistakes(service: App) -> None:
    await service.setup.new_game(CHANNEL, ALA, opponent_id=OLA)
    await _assert_refused(service, service.setup.accept(CHANNEL, ALA), "wait for your opponent")
    await _assert_refused(service, service.setup.accept(CHANNEL, EVE), "invitation is for")
    await _assert_refused(service, service.turns.end_turn(CHANNEL, OLA), "not started")
    await _assert_refused(service, service.setup.decline(CHANNEL, EVE), "not your game")


async def test_agreement_mistakes(game: App) -> None:
    await _assert_refused(game, game.endings.answer_undo(CHANNEL, OLA, True), "no undo request")
    await _assert_refused(game, game.endings.answer_draw(CHANNEL, OLA, True), "no draw offer")
    await _assert_refused(game, game.endings.claim_timeout(CHANNEL, OLA), "no turn time limit")
    await _assert_refused(game, game.endings.abort(CHANNEL, OLA, is_moderator=False), "moderator")
    # only the author of the last action may ask to undo it
    await _assert_refused(game, game.endings.undo(CHANNEL, ALA), "only the player who made the last action")


async def test_preview_mistakes_and_preview_changes_nothing(game: App, clock: FakeClock) -> None:
    await inject(game, _position({"1": ["hunter-killer"]}, HQS))
    await _assert_refused(game, game.placement.preview_place(CHANNEL, ALA, "hunter-killer", "C4", "N"), "taken")
    await _assert_refused(game, game.placement.preview_place(CHANNEL, OLA, "runner", "B2", "N"), "not your turn")
    await _assert_refused(
        game, game.placement.preview_place(CHANNEL, ALA, "hunter-killer", "B2", "N")
    )  # legal, still nothing


async def test_acting_after_the_end(game: App) -> None:
    await game.endings.resign(CHANNEL, OLA, confirmed=True)
    before = await snapshot(game)
    r = await game.turns.end_turn(CHANNEL, ALA)
    assert r.ephemeral and r.text.startswith("The last game in this channel is over: Game over:")
    assert await snapshot(game) == before
    await game.setup.new_game(CHANNEL + 1, ALA, opponent_id=OLA)
    await game.setup.decline(CHANNEL + 1, OLA)
    r = await game.setup.accept(CHANNEL + 1, OLA)
    assert r.ephemeral and "over: declined." in r.text


async def test_push_with_several_destinations_gives_the_pushed_player_buttons(game: App) -> None:
    board = [
        {"hex": "A1", "player": 1, "tile": "hq"},
        {"hex": "C3", "player": 1, "tile": "guard", "facing": "S"},
        {"hex": "C4", "player": 2, "tile": "runner", "facing": "N"},
        {"hex": "E1", "player": 2, "tile": "hq"},
    ]
    await inject(game, _position({"1": ["push-back"]}, board))
    reply = await game.turns.play(CHANNEL, ALA, "push-back", unit="C3", target="C4")
    assert not reply.ephemeral and reply.mentions == [OLA]
    assert [b.label for b in reply.buttons] == ["Push to B4", "Push to C5", "Push to D4"]
    # Only the pushed player may choose; the pusher's click is a private mistake.
    assert line_of(reply.buttons[0].action) == "/hex choose hex:B4"
    await _assert_refused(game, game.turns.choose(CHANNEL, ALA, "B4"), "not your turn")
    [done] = await game.commands.run(CHANNEL, OLA, reply.buttons[2].action)
    assert "D4" in done.text and not done.ephemeral
