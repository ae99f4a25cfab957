"""Computer levels through the use cases: stored per seat, run in an injected executor,
old databases keep working; /hex hint answers with data, only where hints are allowed."""

from __future__ import annotations

import asyncio
import random
import sqlite3
from collections.abc import Callable
from concurrent.futures import Executor, Future
from typing import Any

import pytest

from bot.ai_workers import ai_process_pool
from bot.app import App, build_app
from bot.config import Settings
from bot.locale import acting
from bot.storage.legacy.sqlite import MIGRATIONS
from bot.storage.migrate import SCHEMA_VERSION
from bot.storage.sqlite import SqliteRepository
from bot.usecases.wording import narrator
from rules.actions import Action
from rules.game import legal_actions
from rules.scenario import load
from tests.bot.helpers import ALA, CHANNEL, OLA, FakeClock, RecordingRenderer, live, start_game

BOT = 99


class InlineExecutor(Executor):
    """Runs submitted work at once in this process and remembers what it ran."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, tuple[Any, ...]]] = []

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        self.calls.append((fn.__name__, args))
        f: Future[Any] = Future()
        f.set_result(fn(*args, **kwargs))
        return f


async def _service(db_path: str, clock: FakeClock, executor: Executor | None = None, think_ms: int = 40) -> App:
    repo = await SqliteRepository.open(db_path)
    return build_app(
        repo,
        RecordingRenderer(),
        clock,
        settings=Settings(ai_think_ms=think_ms),
        rng=random.Random(3),
        ai_user_id=BOT,
        ai_executor=executor,
    )


async def _human_turn(service: App, rng: random.Random) -> None:
    game, state = await live(service)
    legal = service.legal.of(game, state)
    non_end = [a for a in legal if a.verb != "end"]
    action = rng.choice(non_end) if non_end and rng.random() < 0.6 else rng.choice(legal)
    reply = await service.turns.act(CHANNEL, ALA, str(action))
    assert not reply.ephemeral, reply.text


async def test_the_level_is_stored_per_computer_seat(db_path: str, clock: FakeClock) -> None:
    service = await _service(db_path, clock)
    r = await service.setup.new_game(
        CHANNEL, ALA, opponent_id=BOT, army="outpost", opponent_army="moloch", level="Hard"
    )
    assert not r.ephemeral, r.text
    game, _ = await live(service)
    assert game.ai_levels == {2: "hard"}
    await service.repo.close()
    again = await _service(db_path, clock)
    game, _ = await live(again)
    assert game.ai_levels == {2: "hard"}
    await again.repo.close()


async def test_the_default_level_is_medium_and_sits_on_the_bots_seat(db_path: str, clock: FakeClock) -> None:
    service = await _service(db_path, clock)
    await service.setup.new_game(
        CHANNEL, ALA, opponent_id=BOT, army="borgo", opponent_army="hegemony", first="opponent"
    )
    game, _ = await live(service)
    assert game.players == (BOT, ALA) and game.ai_levels == {1: "medium"}
    await service.repo.close()


async def test_a_level_needs_the_bot_and_a_known_name(db_path: str, clock: FakeClock) -> None:
    service = await _service(db_path, clock)
    bad = await service.setup.new_game(CHANNEL, ALA, opponent_id=BOT, level="grandmaster")
    assert bad.ephemeral and "level must be easy, medium, hard" in bad.text
    people = await service.setup.new_game(CHANNEL, ALA, opponent_id=OLA, level="hard")
    assert people.ephemeral and "against the computer" in people.text
    assert await service.repo.stores.games.live_game(CHANNEL) is None
    cmd = await service.commands.run(CHANNEL, ALA, f"/hex new opponent:<@{BOT}> level:easy")
    assert not cmd[0].ephemeral, cmd[0].text
    game, _ = await live(service)
    assert set(game.ai_levels.values()) == {"easy"}
    await service.repo.close()


async def test_each_level_plays_through_the_injected_executor(db_path: str, clock: FakeClock) -> None:
    for i, level in enumerate(("easy", "medium", "hard")):
        executor = InlineExecutor()
        service = await _service(f"{db_path}.{level}", clock, executor)
        await service.setup.new_game(CHANNEL, ALA, opponent_id=BOT, army="moloch", opponent_army="outpost", level=level)
        rng = random.Random(i)
        for _ in range(5):
            game, state = await live(service)
            if state.result is not None:
                break
            await _human_turn(service, rng)
            await service.ai.ai_turns(CHANNEL)
        assert executor.calls, level
        assert {name for name, _ in executor.calls} == {"choose_notation"}
        assert {args[0] for _, args in executor.calls} == {level}
        rows = await service.repo.stores.games.actions((await live(service))[0].id)
        assert any(r.user_id == BOT for r in rows)
        await service.repo.close()


async def test_an_old_database_gets_the_column_and_plays_medium(db_path: str, clock: FakeClock) -> None:
    conn = sqlite3.connect(db_path)  # a database made before computer levels existed
    for number, statements in MIGRATIONS:
        if number >= 5:  # 5: the computer levels
            break
        for stmt in statements:
            conn.execute(stmt)
        conn.execute(f"PRAGMA user_version = {number}")
    conn.commit()
    conn.close()
    service = await _service(db_path, clock)
    assert await service.repo.schema_version() == SCHEMA_VERSION  # the legacy steps, then Alembic
    await service.setup.new_game(CHANNEL, ALA, opponent_id=BOT, army="moloch", opponent_army="outpost")
    game, _ = await live(service)
    conn = sqlite3.connect(db_path)
    conn.execute("UPDATE games SET ai_levels_json = NULL WHERE id = ?", (game.id,))  # as an old row reads
    conn.commit()
    conn.close()
    game, _ = await live(service)
    assert game.ai_levels == {}
    await service.turns.act(CHANNEL, ALA, "hq C2")
    replies = await service.ai.ai_turns(CHANNEL)  # the default level plays the seat
    assert replies and "placed their HQ" in replies[0].text
    await service.repo.close()


async def test_hint_against_the_bot_is_data(db_path: str, clock: FakeClock) -> None:
    executor = InlineExecutor()
    service = await _service(db_path, clock, executor)
    await service.setup.new_game(CHANNEL, ALA, opponent_id=BOT, army="outpost", opponent_army="moloch")
    await service.turns.act(CHANNEL, ALA, "hq C2")
    await service.ai.ai_turns(CHANNEL)
    reply = (await service.commands.run(CHANNEL, ALA, "/hex hint"))[0]
    game, state = await live(service)
    assert reply.ephemeral and reply.hint is not None
    assert Action.parse(reply.hint.action) in legal_actions(state)
    # the action in words, as the log would tell it, with a one-line reason
    seat = game.players.index(ALA) + 1
    narrated = narrator(game, "en").action(seat, reply.hint.action)
    assert reply.text.startswith(f"Suggestion, as the game log would tell it: <@{ALA}> {narrated} — ")
    assert f"`{reply.hint.action}`" not in reply.text
    assert reply.hint.reason and all(isinstance(v, str | int) for v in reply.hint.args.values())
    assert executor.calls[-1][0] == "suggest_plain"
    not_yours = await service.hints.hint(CHANNEL, BOT)
    assert not_yours.ephemeral and not_yours.hint is None
    with acting("pl"):
        polish = (await service.commands.run(CHANNEL, ALA, "/hex hint"))[0]
    assert polish.text.startswith(f"Propozycja: <@{ALA}> ") and "`" not in polish.text
    assert polish.hint is not None and narrator(game, "pl").action(seat, polish.hint.action) in polish.text
    await service.repo.close()


async def test_hint_in_hot_seat_but_not_between_two_people(db_path: str, clock: FakeClock) -> None:
    service = await _service(db_path, clock, InlineExecutor())
    await start_game(service)
    refused = await service.hints.hint(CHANNEL, ALA)
    assert refused.ephemeral and refused.hint is None and "only for games against the bot" in refused.text
    await service.endings.resign(CHANNEL, ALA, confirmed=True)
    await service.setup.new_game(CHANNEL, ALA, opponent_id=ALA, army="borgo", opponent_army="hegemony")
    reply = await service.hints.hint(CHANNEL, ALA)
    assert reply.hint is not None and reply.hint.reason == "hq" and reply.hint.action.startswith("hq ")
    await service.repo.close()


async def test_a_real_process_pool_runs_the_search(db_path: str, clock: FakeClock) -> None:
    pool = ai_process_pool(1)
    try:
        service = await _service(db_path, clock, pool, think_ms=100)
        await service.setup.new_game(
            CHANNEL, ALA, opponent_id=BOT, army="hegemony", opponent_army="borgo", level="hard"
        )
        await service.turns.act(CHANNEL, ALA, "hq C2")
        replies = await service.ai.ai_turns(CHANNEL)
        assert replies and "placed their HQ" in replies[0].text
        hint = await service.hints.hint(CHANNEL, ALA)
        assert hint.hint is not None
        await service.repo.close()
    finally:
        pool.shutdown()


class NeverExecutor(Executor):
    """A worker that never answers: the bot stops while the computer player thinks."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        return Future()


async def test_a_restart_mid_think_resumes_the_turn(db_path: str, clock: FakeClock) -> None:
    service = await _service(db_path, clock, NeverExecutor())
    await service.setup.new_game(CHANNEL, ALA, opponent_id=BOT, army="moloch", opponent_army="borgo", level="hard")
    await service.turns.act(CHANNEL, ALA, "hq C2")
    with pytest.raises(asyncio.TimeoutError):
        await asyncio.wait_for(service.ai.ai_turns(CHANNEL), 0.05)  # the process stops mid-think
    game, state = await live(service)
    assert state.to_act == 2 and game.players[1] == BOT  # nothing was committed
    await service.repo.close()
    restarted = await _service(db_path, clock, InlineExecutor())
    assert await restarted.ai.ai_games_to_resume() == [CHANNEL]
    replies = await restarted.ai.ai_turns(CHANNEL)
    assert replies and "placed their HQ" in replies[0].text
    await restarted.repo.close()


async def test_the_bots_turn_tells_what_each_of_its_actions_caused(db_path: str, clock: FakeClock) -> None:
    """Issue 34: a takeover the bot's Agitator makes, then the bot's turning of the unit and
    the end of its turn: the turn's reply tells the takeover (before, only the last action's
    events were told, and a hard Vegas's takeovers went unsaid)."""
    service = await _service(db_path, clock, InlineExecutor())
    await service.setup.new_game(CHANNEL, ALA, opponent_id=BOT, army="outpost", opponent_army="vegas", level="hard")
    game, _ = await live(service)
    assert tuple(game.players) == (ALA, BOT)
    rigged = load(
        {
            "players": {"1": {"army": "outpost"}, "2": {"army": "vegas"}},
            "board": [
                {"hex": "E3", "player": 1, "tile": "hq"},
                {"hex": "C2", "player": 1, "tile": "runner", "facing": "S"},
                {"hex": "A1", "player": 2, "tile": "hq"},
            ],
            "hands": {"2": ["agitator"]},
            "current": 2,
        }
    )
    assert await service.repo.stores.games.save(
        game.evolve(state_json=rigged.dumps(), version=game.version + 1), game.version, reminders=[]
    )
    script = ["place agitator C3 N", "choose C2 N", "end"]

    async def scripted(*_: object) -> Action:
        return Action.parse(script.pop(0))

    service.ai._ai_decide = scripted  # type: ignore[method-assign]
    replies = await service.ai.ai_turns(CHANNEL)
    text = "\n".join(r.text for r in replies)
    assert not script, text
    assert f"Runner (C2) of <@{ALA}> is taken over by <@{BOT}> (from C3)." in text, text
    game, state = await live(service)
    assert state.to_act == 1 and state.taken
    await service.repo.close()
