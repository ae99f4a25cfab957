"""The web companion's parts on their own: the steps of a history (undone actions left out,
endings kept), the picture cache (bounded, one render for viewers asking at once), the rate
limiter, the languages a browser asks for, the rating chart's geometry."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

from bot.history import rebuild
from bot.replies import Image
from bot.storage.base import KIND_ACTION, KIND_RESIGN, KIND_UNDO, ActionRow, GameRecord
from bot.web.leagues import rating_chart
from bot.web.model import Step, Wording, history, public_export
from bot.web.pictures import ByteCache, StepPictures
from bot.web.server import RateLimiter, accept_language
from rules.events import Event
from rules.game import apply, legal_actions, new_game
from rules.state import GameState
from tests.bot.helpers import RecordingRenderer

T0 = datetime(2025, 1, 1, tzinfo=UTC)


def _game(rows: list[ActionRow], state: GameState) -> GameRecord:
    return GameRecord(
        1, 5, "finished", len(rows), state.dumps(), 11, ("moloch", "borgo"), (101, 102), 101, "en", T0, T0
    )


def _rows(n: int) -> tuple[list[ActionRow], list[str]]:
    state = new_game(["moloch", "borgo"], 11)
    rng = random.Random(2)
    rows, played = [], []
    for seq in range(1, n + 1):
        action = str(rng.choice(legal_actions(state)))
        player = state.to_act
        state = apply(state, action)[0]
        rows.append(ActionRow(1, seq, 100 + player, player, KIND_ACTION, action, T0 + timedelta(minutes=seq)))
        played.append(action)
    return rows, played


def test_steps_leave_undone_actions_out_and_keep_the_ending() -> None:
    rows, played = _rows(6)
    rows.append(ActionRow(1, 7, 101, 1, KIND_UNDO, "undo 6", T0))
    rows.append(ActionRow(1, 8, 101, 1, KIND_RESIGN, "resign 1", T0))
    final = rebuild(["moloch", "borgo"], 11, rows)
    h = history(_game(rows, final), rows)
    assert [s.seq for s in h.steps] == [0, 1, 2, 3, 4, 5, 8]
    assert [s.notation for s in h.steps[1:6]] == played[:5]
    assert h.last.kind == KIND_RESIGN and h.last.state.to_json() == final.to_json()
    for before, after in zip(h.steps, h.steps[1:], strict=False):
        assert after.before is before.state
    view = Wording(h.game, {1: "ala", 2: "ola"}, "pl").view(h)
    assert view.steps[0].label == "Nowa partia" and "ala" in view.steps[-1].label
    assert "end" in view.steps[-1].tags and view.situation.startswith("Koniec gry")
    assert [s.name for s in view.seats] == ["ala", "ola"] and view.seats[1].winner


def test_the_public_export_has_no_ids() -> None:
    doc = {"channel_id": "5", "players": ["101", "102"], "result": {"winner_user": "101"}, "log": [{"user": "101"}]}
    out = public_export(doc)
    assert "101" not in str(out) and "5" not in str(out["channel_id"])


async def test_the_cache_is_bounded_and_renders_once_for_many_viewers() -> None:
    cache = ByteCache(limit=10)
    calls = 0

    async def make() -> bytes:
        nonlocal calls
        calls += 1
        await asyncio.sleep(0.01)
        return b"abcd"

    got = await asyncio.gather(*(cache.get("k", make) for _ in range(20)))
    assert got == [b"abcd"] * 20 and calls == 1
    for k in range(5):
        cache.put(k, b"xyz")
    assert cache.size <= 10 and len(cache) == 3 and cache.peek("k") is None  # the oldest went first
    cache.put("big", b"x" * 11)
    assert cache.peek("big") is None  # larger than the whole cache: not kept


def test_the_rate_limit_refills_over_time() -> None:
    limit = RateLimiter(rate=2.0, burst=2.0, addresses=2)
    assert [limit.allow("a", now=0.0) for _ in range(3)] == [True, True, False]
    assert limit.allow("b", now=0.0)  # another address has its own bucket
    assert limit.allow("a", now=0.5) and not limit.allow("a", now=0.5)
    limit.allow("c", now=1.0)
    assert len(limit._buckets) == 2  # bounded
    assert all(RateLimiter(rate=0).allow("a") for _ in range(1000))  # 0: no limit


def test_the_language_a_browser_asks_for() -> None:
    assert accept_language("pl-PL,pl;q=0.9,en-US;q=0.8") == "pl"
    assert accept_language("de-DE, en;q=0.5, pl;q=0.7") == "pl"
    assert accept_language("fr, de") is None and accept_language(None) is None
    assert accept_language("pl;q=0, en") == "en"


def test_the_rating_chart_spans_its_box() -> None:
    points = [(T0, 0.0), (T0, 2.5), (T0, 1.0)]
    c = rating_chart(points, 600, 200)
    xs = [x for x, _, _ in c["dots"]]  # type: ignore[attr-defined]
    ys = [y for _, y, _ in c["dots"]]  # type: ignore[attr-defined]
    assert xs[0] == c["left"] and xs[-1] == c["right"] and c["games"] == 2
    assert min(ys) >= 0 and max(ys) <= c["bottom"] and ys[1] < ys[2] < ys[0]  # higher rating, higher dot


def _battle_step() -> Step:
    """The step of a random game's first Battle tile."""
    state = new_game(["moloch", "borgo"], 11)
    rng = random.Random(5)
    rows: list[ActionRow] = []
    for seq in range(1, 400):
        actions = legal_actions(state)
        battle = next((a for a in actions if a.verb == "play" and a.tile == "battle"), None)
        action = str(battle or rng.choice(actions))
        player = state.to_act
        state = apply(state, action)[0]
        rows.append(ActionRow(1, seq, 100 + player, player, KIND_ACTION, action, T0))
        if battle is not None:
            break
    return history(_game(rows, state), rows).steps[-1]


async def test_battle_pictures_name_the_players_and_end_on_the_steps_state() -> None:
    """A step's battle pictures are drawn with the seats' names (as the boards are) and end on
    the game as the step left it (whose turn it is now)."""
    step = _battle_step()
    assert step.battles, "a Battle tile was played"
    renderer = RecordingRenderer()
    pictures = StepPictures(renderer, ByteCache())
    await pictures.battle(1, step, "en", 1, 0, {1: "ala", 2: "ola"})
    [call] = [kw for what, kw in renderer.calls if what == "battles"]
    assert call["names"] == {1: "ala", 2: "ola"} and call["then_to_act"] == step.state.to_act


async def test_viewers_asking_at_once_for_a_battle_s_pictures_each_get_their_own() -> None:
    """A browser asks for every segment's picture of a battle at once: one render, and each
    request answered with its own picture (not the first asker's)."""
    step = _battle_step()

    class Distinct(RecordingRenderer):
        async def battles(self, before: GameState, events: Sequence[Event], **kw: Any) -> list[list[Image]]:
            drawn = await super().battles(before, events, **kw)
            await asyncio.sleep(0.01)  # the others ask meanwhile
            return [[Image(img.filename, img.filename.encode()) for img in images] for images in drawn]

    renderer = Distinct()
    pictures = StepPictures(renderer, ByteCache())
    count = len(step.battles[0].segments) + 1
    got = await asyncio.gather(*(pictures.battle(1, step, "en", 1, k, {}, "phone") for k in range(count)))
    assert got == [f"segment-{k}.png".encode() for k in range(count)]
    assert [what for what, _ in renderer.calls] == ["battles"]
