"""Every kind of log row replays (issue: a resignation in a three-player game broke
``/hexhistory log`` and ``/hexhistory battle``): after each resign, timeout, elimination,
undo, settings change, agreed draw and abort, in games of two, three and four players, the
history, the log file, the last battle, the web pages' steps and the export all read the
log, and the replay rebuilds the stored game."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Awaitable, Callable

import pytest

from bot.app import App
from bot.history import rebuild, replay_export
from bot.replies import Reply
from bot.storage.base import ABORTED, ACTIVE, FINISHED
from bot.web.model import Wording, history
from rules.game import new_game
from rules.secrecy import public_json
from rules.state import GameState
from tests.bot.helpers import ALA, CHANNEL, EVE, OLA, FakeClock, choose, live

MAX = 44
SEATS = {2: (ALA, OLA), 3: (ALA, OLA, EVE), 4: (ALA, OLA, EVE, MAX)}
ARMIES = ("moloch", "borgo", "outpost", "hegemony")


async def _start(service: App, players: int, **kw: object) -> None:
    seats = SEATS[players]
    r = await service.setup.new_game(
        CHANNEL,
        ALA,
        opponent_id=OLA,
        more_opponents=list(seats[2:]),
        armies=ARMIES[:players],
        **kw,  # type: ignore[arg-type]
    )
    assert not r.ephemeral, r.text
    for uid in seats[1:]:
        r = await service.setup.accept(CHANNEL, uid)
        assert not r.ephemeral, r.text
    game, _ = await live(service)
    assert game.status == ACTIVE


async def _play(service: App, rng: random.Random, n: int) -> None:
    for _ in range(n):
        game, state = await live(service)
        if game.status != ACTIVE:
            return
        user = game.players[state.to_act - 1]
        assert user is not None
        r = await service.turns.act(CHANNEL, user, str(choose(state, rng)))
        assert not r.ephemeral, r.text


Answer = Callable[..., Awaitable[Reply]]


async def _everyone_agrees(service: App, asker: int, answer: Answer) -> None:
    """Every other player still in the game accepts ``asker``'s request with ``answer``."""
    game, state = await live(service)
    for seat, uid in enumerate(game.players, start=1):
        if uid not in (None, asker) and not state.players[seat].out:
            game, _ = await live(service)
            r = await answer(CHANNEL, uid, True, version=game.version)
            assert not r.ephemeral, r.text


async def _records_replay(service: App) -> GameState:
    """Every reader of the log, on the channel's game as it is now."""
    game, stored = await live(service)
    rows = await service.repo.stores.games.actions(game.id)
    want = stored.to_json()
    assert rebuild(game.armies, game.seed, rows, **dict(game.options)).to_json() == want
    h = history(game, rows)
    assert h.last.state.to_json() == want
    view = Wording(game, {}, "en").view(h)
    assert len(view.steps) == len(h.steps)
    log = await service.info.log(CHANNEL, ALA)
    assert not log.ephemeral and log.images, log.text
    battle = await service.info.last_battle(CHANNEL, ALA)
    assert battle.battle is not None or "no battle" in battle.text.lower()
    doc = json.loads((await service.info.export(CHANNEL, ALA)).images[0].data)
    if game.status == ACTIVE:
        assert doc["state"] == public_json(stored) and "seed" not in doc
    else:
        assert replay_export(doc).to_json() == want
    return stored


async def _undo(service: App, rng: random.Random) -> None:
    """The player to act plays one action and takes it back with everyone's consent."""
    game, state = await live(service)
    user = game.players[state.to_act - 1]
    assert user is not None
    before = state.to_json()
    r = await service.turns.act(CHANNEL, user, str(choose(state, rng)))
    assert not r.ephemeral, r.text
    r = await service.endings.undo(CHANNEL, user)
    assert not r.ephemeral, r.text
    await _everyone_agrees(service, user, service.endings.answer_undo)
    assert (await live(service))[1].to_json() == before
    await _records_replay(service)


async def _settings(service: App) -> None:
    r = await service.pbp.settings(CHANNEL, ALA, reminder_hours=30)
    assert not r.ephemeral, r.text
    await _everyone_agrees(service, ALA, service.pbp.answer_settings)
    game, _ = await live(service)
    assert (game.next_settings or {}).get("reminder_s") == 30 * 3600  # from the next turn on
    await _records_replay(service)


async def _timeout(service: App, clock: FakeClock) -> None:
    game, state = await live(service)
    late = state.to_act
    claimer = next(u for s, u in enumerate(game.players, start=1) if s != late and not state.players[s].out)
    assert claimer is not None
    clock.advance(hours=12, minutes=1)
    await service.pbp.due_reminders()  # the late player is told
    clock.advance(hours=1, minutes=13)  # the grace: a tenth of the limit
    ask = await service.endings.claim_timeout(CHANNEL, claimer)
    [r] = await service.commands.run(CHANNEL, claimer, ask.buttons[0].action, version=ask.version)
    assert not r.ephemeral and ("ran out of time" in r.text or "claimed the win on time" in r.text), r.text
    assert (await live(service))[1].players[late].out or (await live(service))[0].status == FINISHED
    await _records_replay(service)


@pytest.mark.parametrize("players", [2, 3, 4])
async def test_every_kind_of_row_replays(service: App, clock: FakeClock, players: int) -> None:
    rng = random.Random(players)
    await _start(service, players, turn_limit_hours=12, **({"board": "37"} if players == 4 else {}))
    await _play(service, rng, 8 + 2 * players)
    await _records_replay(service)
    await _undo(service, rng)
    await _settings(service)
    if players >= 3:  # someone resigns; the game goes on without them
        r = await service.endings.resign(CHANNEL, OLA, confirmed=True)
        assert not r.ephemeral and "resigned and is out" in r.text, r.text
        state = await _records_replay(service)
        assert state.players[2].out
        r = await service.endings.undo(CHANNEL, ALA)  # nothing before the resignation comes back
        assert r.ephemeral and "left the game" in r.text, r.text
        await _play(service, rng, 5)
        await _records_replay(service)
        await _undo(service, rng)
    if players == 4:  # someone runs out of time; the game goes on
        await _timeout(service, clock)
        await _play(service, rng, 5)
        await _records_replay(service)
    # the players still in it agree to a draw
    game, state = await live(service)
    asker = next(u for s, u in enumerate(game.players, start=1) if u is not None and not state.players[s].out)
    r = await service.endings.offer_draw(CHANNEL, asker)
    assert not r.ephemeral, r.text
    await _everyone_agrees(service, asker, service.endings.answer_draw)
    game, state = await live(service)
    assert game.status == FINISHED and state.result is not None and state.result.reason == "agreed_draw"
    await _records_replay(service)
    over = (await service.info.board(CHANNEL, ALA, text=True)).text
    if players == 2:
        assert "a draw (" in over and "out" not in over
    else:  # who shares the draw, who left, and the one who left is out, not "HQ 20"
        assert "share a draw" in over and re.search(r"Out before the end: [^\n]*<@22>", over), over
        assert "Borgo out" in over.split("HQs:")[1], over


@pytest.mark.parametrize("players", [2, 3])
async def test_an_abort_and_a_timeout_that_ends_the_game_replay(service: App, clock: FakeClock, players: int) -> None:
    await _start(service, players, turn_limit_hours=12)
    await _play(service, random.Random(9), 10)
    if players == 2:
        await _timeout(service, clock)
        assert (await live(service))[0].status == FINISHED
        return
    r = await service.endings.abort(CHANNEL, ALA, is_moderator=True, confirmed=True)
    assert not r.ephemeral, r.text
    assert (await live(service))[0].status == "aborted"
    await _records_replay(service)


async def test_a_whole_four_player_game_with_an_elimination_replays(service: App) -> None:
    """Played to its end with HQs of 4 hit points (a game option, replayed with the game):
    an HQ destroyed (the player is out, their tiles gone) is an engine action like any other,
    and the finished game's export replays."""
    await _start(service, 4)  # a game made by the bot, whose record is dealt again with the option
    made, _ = await live(service)
    assert await service.repo.stores.games.save(made.evolve(version=made.version + 1, status=ABORTED), made.version)
    options = {**made.options, "hq_hp": 4}
    dealt = new_game(made.armies, made.seed, **options).dumps()
    await service.repo.stores.games.create_game(made.evolve(id=0, version=1, options=options, state_json=dealt))
    rng = random.Random(2)  # plays choices that destroy an HQ before the end (the deal follows the app's rng)
    eliminated = 0
    for _ in range(600):
        game, state = await live(service)
        if game.status != ACTIVE:
            break
        await _play(service, rng, 1)
        out = sum(ps.out and ps.hq_hp <= 0 for ps in (await live(service))[1].players.values())
        if out > eliminated:
            eliminated = out
            await _records_replay(service)
    game, state = await live(service)
    assert game.status == FINISHED and eliminated >= 1
    await _records_replay(service)
