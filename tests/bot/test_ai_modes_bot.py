"""The computer player in every mode through the use cases: a dead or late worker falls back
to the medium level, seats that are out never act, and /hex hint answers in every mode with
its reason in the player's language."""

from __future__ import annotations

import io
import logging
import random
from collections.abc import Callable
from concurrent.futures import Executor, Future
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

import pytest

import i18n
from bot.app import App, build_app
from bot.config import Settings
from bot.console import Console
from bot.locale import acting
from bot.rendering import NullRenderPool
from bot.storage.base import ACTIVE, FINISHED
from bot.storage.sqlite import SqliteRepository
from rules.actions import Action
from rules.game import legal_actions
from rules.state import PHASE_HQ, PHASE_OVER, GameState
from tests.bot.helpers import ALA, CHANNEL, FakeClock, RecordingRenderer, choose, live, make_service

BOT = 99


class NeverExecutor(Executor):
    """A worker that never answers."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        return Future()


class BrokenExecutor(Executor):
    """A process pool whose worker died."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        f: Future[Any] = Future()
        f.set_exception(BrokenProcessPool("a child process terminated abruptly"))
        return f


class InlineExecutor(Executor):
    def __init__(self) -> None:
        self.calls: list[str] = []

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        self.calls.append(fn.__name__)
        f: Future[Any] = Future()
        f.set_result(fn(*args, **kwargs))
        return f


async def _service(db_path: str, clock: FakeClock, executor: Executor | None) -> App:
    repo = await SqliteRepository.open(db_path)
    return build_app(
        repo,
        RecordingRenderer(),
        clock,
        settings=Settings(ai_think_ms=40),
        rng=random.Random(3),
        ai_user_id=BOT,
        ai_executor=executor,
    )


@pytest.mark.parametrize("executor", [NeverExecutor(), BrokenExecutor()], ids=["overrun", "dead"])
async def test_a_dead_or_late_worker_plays_the_medium_move(
    db_path: str, clock: FakeClock, executor: Executor, caplog: pytest.LogCaptureFixture
) -> None:
    service = await _service(db_path, clock, executor)
    service.ai.deadline_s = 0.01  # the overrun deadline (a NeverExecutor never answers)
    await service.setup.new_game(CHANNEL, ALA, opponent_id=BOT, army="moloch", opponent_army="borgo", level="hard")
    await service.turns.act(CHANNEL, ALA, "hq C2")
    with caplog.at_level(logging.WARNING, logger="bot.usecases.ai"):
        replies = await service.ai.ai_turns(CHANNEL)
    assert replies and "placed their HQ" in replies[0].text
    game, state = await live(service)
    assert state.to_act == 1 and game.status == ACTIVE  # the game goes on
    assert any("the medium level plays this decision" in r.getMessage() for r in caplog.records)
    await service.repo.close()


@pytest.mark.parametrize(
    ("options", "seats"),
    [
        ({"mode": "ffa", "board": "37"}, 4),
        ({"mode": "points"}, 3),
        ({"mode": "1v2"}, 3),
        ({"mode": "2v2"}, 4),
    ],
)
async def test_hints_in_every_mode_with_a_translated_reason(
    db_path: str, clock: FakeClock, options: dict[str, str], seats: int
) -> None:
    executor = InlineExecutor()
    service = await _service(db_path, clock, executor)
    r = await service.setup.new_game(
        CHANNEL, ALA, opponent_id=BOT, more_opponents=[BOT] * (seats - 2), level="medium", **options
    )
    assert not r.ephemeral, r.text
    rng = random.Random(2)
    hinted = 0
    for _ in range(12):
        await service.ai.ai_turns(CHANNEL)
        game, state = await live(service)
        if game.status != ACTIVE:
            break
        assert game.players[state.to_act - 1] == ALA
        reply = await service.hints.hint(CHANNEL, ALA)
        assert reply.hint is not None, reply.text
        assert Action.parse(reply.hint.action) in legal_actions(state)
        assert i18n.has(f"hint-reason-{reply.hint.reason}"), reply.hint.reason
        with acting("pl"):
            polish = await service.hints.hint(CHANNEL, ALA)
        assert polish.text.startswith("Propozycja: ") and "{" not in polish.text and "`" not in polish.text
        assert reply.text.startswith("Suggestion") and "{" not in reply.text and "`" not in reply.text
        hinted += 1
        legal = legal_actions(state)
        non_end = [a for a in legal if a.verb != "end"]
        action = Action.parse(reply.hint.action) if rng.random() < 0.5 else rng.choice(non_end or legal)
        await service.turns.act(CHANNEL, ALA, str(action))
    assert hinted >= 3
    await service.repo.close()


@pytest.mark.parametrize(
    ("options", "level"),
    [
        ("players:4 mode:ffa board:37", "medium"),
        ("players:3 mode:points variant:reinforcements", "medium"),
        ("mode:1v2", "easy"),
        ("mode:2v2 variant:alt-start", "easy"),
    ],
)
async def test_console_games_of_every_mode_with_computer_seats_end(
    db_path: str, clock: FakeClock, options: str, level: str
) -> None:
    """A person and computer seats through the console, to a result: the computer plays its
    turns after each of the person's lines, and never while it is out."""
    service = await make_service(db_path, clock, NullRenderPool(), seed=5)
    out = io.StringIO()
    console = Console(service, Path(db_path).parent / "img", out=out, channel="ai-modes")
    seats = 4 if "2v2" in options or "players:4" in options else 3
    bots = " ".join(f"opponent{k}:@bot" for k in ("", "2", "3")[: seats - 1])
    await console.handle(f"@ala /hex new {bots} {options} level:{level}")
    rng = random.Random(7)
    for _ in range(600):
        game = await service.repo.stores.games.live_game(console.channel_id)
        if game is None:
            break
        state = GameState.loads(game.state_json)
        assert game.players[state.to_act - 1] != service.computer.user_id or state.phase == PHASE_OVER
        setup = state.phase == PHASE_HQ  # the helper's random player may end a set-up turn
        await console.handle(f"@ala {rng.choice(legal_actions(state)) if setup else choose(state, rng)}")
    game = await service.repo.stores.games.last_game(console.channel_id)
    assert game is not None and game.status == FINISHED, out.getvalue()[-2000:]
    text = out.getvalue()
    assert "Game over" in text and "only @ala sees this" not in text
    assert "@bot placed their HQ" in text
    await service.repo.close()
