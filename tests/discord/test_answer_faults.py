"""Every interaction answered through Discord's faults, its action run exactly once, no
exception escaping (issue 32): the interaction's callback timing out or its connection reset
once, three times or for the whole step (each applied by Discord or not), a 429 from
Cloudflare's edge, a follow-up lost on the way, an interaction delivered twice.

The fake Discord keeps Discord's time rules (tests/discord/harness.py): a callback later than
3 seconds is refused (10062), a second one is refused (40060), the webhook takes nothing
before the acknowledgement (10015). The fixture fails a test from which any exception
escaped the bot; each test checks the action ran once, what the player got, and the metric."""

from __future__ import annotations

import pytest

from bot.discord_adapter.transport import FOLLOWUP_BUDGET
from bot.metrics import Metrics
from tests.discord.conftest import ALA, OLA, World
from tests.discord.harness import (
    CALLBACK_AUTOCOMPLETE,
    CALLBACK_DEFERRED_MESSAGE,
    CALLBACK_MESSAGE,
    Call,
    button,
    callbacks,
    fault_error,
    followups,
    original_edits,
    text_of,
)


def _metrics(world: World) -> Metrics:
    metrics = Metrics()
    world.h.bot.metrics = metrics  # type: ignore[attr-defined]
    return metrics


def _failures(metrics: Metrics, reason: str) -> float:
    return metrics.registry.get_sample_value("hexbot_interaction_failures_total", {"reason": reason}) or 0.0


async def _actions(world: World) -> int:
    assert world.repo is not None
    return len(await world.repo.stores.games.actions((await world.game()).id))


def _token(calls: list[Call]) -> str:
    """The interaction's token, from the first call made to answer it."""
    first = next(c for c in calls if c.via == "webhook")
    return first.path.split("/")[3]  # /interactions/{id}/{token}/callback, /webhooks/{app}/{token}


def _live_text(world: World) -> str:
    return "\n".join(text_of(m) for m in world.h.rest.messages.values() if m["channel_id"] == str(World.CHANNEL))


# (fault, applied, times): -1 = every answer of the step fails (the probe of the original too)
CASES = [
    ("timeout", False, 1),
    ("timeout", True, 1),
    ("timeout", False, 3),
    ("timeout", True, 3),
    ("timeout", False, -1),
    ("reset", False, 1),
    ("reset", True, 1),
    ("reset", False, 3),
    ("reset", False, -1),
]


@pytest.mark.parametrize(("fault", "applied", "times"), CASES, ids=lambda v: str(v))
async def test_a_placement_whose_answer_fails_is_stored_once_and_shown(
    world: World, fault: str, applied: bool, times: int
) -> None:
    await world.start_game()
    metrics = _metrics(world)
    before, logged = (await world.game()).version, await _actions(world)
    world.h.rest.inject(["answer"], [fault], times=times, applied=1.0 if applied else 0.0)

    calls = await world.h.slash(ALA, "hex place", tile="hq", hex="C2")

    assert (await world.game()).version == before + 1 and await _actions(world) == logged + 1  # once
    assert "C2" in _live_text(world)  # the public line reached the channel, whatever the answer did
    assert _failures(metrics, fault) >= 1
    token = _token(calls)
    if token in world.h.rest.answered:  # acknowledged (by a try that got through, or its retry)
        assert _failures(metrics, "unanswered") == 0
    else:  # never: Discord shows its own "did not respond"; the private note is counted lost
        assert times != 1 and _failures(metrics, "unanswered") == 1
    if fault == "reset" and times in (1, 3):  # resets are quick: a retry lands within 3 seconds
        assert token in world.h.rest.answered
    if fault == "timeout" and times == 1:
        assert token in world.h.rest.answered


async def test_every_callback_timing_out_on_hex_hand_lets_no_exception_out(world: World) -> None:
    """The issue's reproduction: make every interaction callback time out, then ``/hex hand``."""
    await world.start_game()
    metrics = _metrics(world)
    world.h.rest.inject(["answer"], ["timeout"])

    calls = await world.h.slash(ALA, "hex hand")

    assert callbacks(calls) and _token(calls) not in world.h.rest.answered  # tried, never taken
    assert _failures(metrics, "timeout") >= 1
    assert _failures(metrics, "unanswered") == 1 and _failures(metrics, "undelivered") == 1
    # no exception escaped: the fixture's invariants check it when the bot stops


async def test_a_429_from_the_edge_on_the_callback_is_waited_out_within_three_seconds(world: World) -> None:
    await world.start_game()
    metrics = _metrics(world)
    before = (await world.game()).version
    world.h.rest.inject(["answer"], [429], on_call=1, times=1)  # Cloudflare's page, Retry-After: 1

    calls = await world.h.slash(ALA, "hex place", tile="hq", hex="C2")

    answers = [c for c in callbacks(calls) if c.response is not None]
    assert len(answers) == 1 and answers[0].callback_type == CALLBACK_MESSAGE and answers[0].ephemeral
    assert (await world.game()).version == before + 1
    assert _failures(metrics, "rate_limited") == 1 and _failures(metrics, "unanswered") == 0


@pytest.mark.parametrize("fault", ["timeout", "reset", 429, 503], ids=str)
async def test_a_follow_up_lost_on_the_way_is_sent_again_as_one_message(world: World, fault: int | str) -> None:
    """``/hex hand`` defers (privately), then answers: its first answer fails once (applied,
    for the ambiguous faults: Discord turned "thinking…" into it) and is tried again as an
    edit of the original answer, which cannot make a second message."""
    await world.start_game()
    metrics = _metrics(world)
    world.h.rest.inject(["answer"], [fault], on_call=2, times=1, applied=1.0)

    calls = await world.h.slash(ALA, "hex hand")

    assert [c.callback_type for c in callbacks(calls)] == [CALLBACK_DEFERRED_MESSAGE]
    shown = [c for c in followups(calls) + original_edits(calls) if c.response is not None]
    made = {c.response["id"] for c in shown}
    assert len(made) == 1  # one message, whatever Discord did with the lost try
    assert _failures(metrics, "rate_limited" if fault == 429 else "server_error" if fault == 503 else fault) == 1


async def test_an_interaction_delivered_twice_runs_its_action_once(world: World) -> None:
    await world.start_game()
    metrics = _metrics(world)
    before = (await world.game()).version
    payload = world.h.command_payload(ALA, "hex place", {"tile": "hq", "hex": "C2"})

    await world.h.run(payload)
    again = await world.h.run(payload)  # the gateway replays it (a resumed session)

    assert again == [] and (await world.game()).version == before + 1
    assert _failures(metrics, "duplicate") == 1


async def test_a_click_whose_callback_fails_for_the_whole_step_is_counted_not_raised(world: World) -> None:
    """A button on the live turn message whose answer is private (the player's tiles): when
    Discord takes no callback at all, nothing escapes; the lost answer is counted."""
    await world.start_game()
    await world.h.slash(ALA, "hex place", tile="hq", hex="C2")
    metrics = _metrics(world)
    live = max(
        (m for m in world.h.rest.messages.values() if m["channel_id"] == str(World.CHANNEL)),
        key=lambda m: int(m["id"]),
    )
    before = (await world.game()).version
    world.h.rest.inject(["answer"], ["timeout"])
    calls = await world.h.click(OLA, live, button(live, "tiles"))  # a private answer: lost, counted

    assert (await world.game()).version == before and _token(calls) not in world.h.rest.answered
    assert _failures(metrics, "unanswered") == 1 and _failures(metrics, "undelivered") == 1


@pytest.mark.parametrize("fault", ["timeout", "reset", 429], ids=str)
async def test_an_autocomplete_whose_answer_fails_is_tried_again_or_counted(world: World, fault: str | int) -> None:
    """The tree answers autocomplete itself: a lost answer is tried again within the 3
    seconds; when every try fails, the failure is counted and nothing reaches discord.py's log."""
    await world.start_game()
    metrics = _metrics(world)
    world.h.rest.inject(["answer"], [fault], on_call=1, times=1)
    calls = await world.h.run(world.h.command_payload(ALA, "hex place", {"tile": "hq", "hex": ""}, focused="hex"))
    (answer,) = [c for c in callbacks(calls) if c.response is not None]
    assert answer.callback_type == CALLBACK_AUTOCOMPLETE and answer.json["data"]["choices"]
    assert _failures(metrics, "rate_limited" if fault == 429 else str(fault)) == 1

    world.h.rest.inject(["answer"], ["timeout"])  # and for good
    payload = world.h.command_payload(ALA, "hex place", {"tile": "hq", "hex": ""}, focused="hex")
    await world.h.run(payload)
    assert payload["token"] not in world.h.rest.answered and _failures(metrics, "unanswered") == 1


@pytest.mark.parametrize("fault", ["timeout", "reset"], ids=str)
async def test_accept_clicked_while_discord_takes_no_answer_starts_the_game_once(world: World, fault: str) -> None:
    """A state-changing click (Accept on the challenge) whose every answer fails: the game
    starts once, its turn message reaches the channel with the bot's token, nothing escapes."""
    h = world.h
    calls = await h.slash(ALA, "hex new", opponent=OLA, army="moloch", opponent_army="borgo", first="me")
    lobby = next(c.response for c in calls if isinstance(c.response, dict) and c.response.get("components"))
    lobby = lobby.get("resource", {}).get("message", lobby)
    metrics = _metrics(world)
    h.rest.inject(["answer"], [fault])

    clicked = await h.click(OLA, lobby, button(lobby, "accept"))

    game = await world.game()
    assert game.status == "active" and _token(clicked) not in h.rest.answered
    assert _failures(metrics, "unanswered") == 1 and _failures(metrics, fault) >= 1
    assert any(c.via == "http" and c.response for c in clicked)  # shown with the bot's token
    logged = await _actions(world)

    h.rest.heal()
    again = await h.click(OLA, lobby, button(lobby, "accept"))  # Ola clicks again: nothing more happens
    assert (await world.game()).version == game.version and await _actions(world) == logged
    assert _token(again) in h.rest.answered


async def test_an_event_handler_that_raises_is_logged_once_and_counted(
    world: World, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    metrics = _metrics(world)

    async def broken(thread_id: int) -> None:
        raise RuntimeError("a bug")

    monkeypatch.setattr(world.h.bot.threads, "game_thread_archived", broken)  # type: ignore[attr-defined]
    await world.h.archive_thread(world.h.THREAD_ID)

    failed = [r for r in caplog.records if "handler failed" in r.getMessage()]
    assert len(failed) == 1 and failed[0].name == "bot.discord" and _failures(metrics, "error") == 1


async def test_follow_ups_failing_for_good_are_given_up_within_the_tokens_life(world: World) -> None:
    """The deferral goes through, then every follow-up and edit times out: they are tried
    for two minutes of Discord's clock (not the token's whole 15), then the private answer is
    counted lost; nothing escapes."""
    await world.start_game()
    metrics = _metrics(world)
    for method in ("POST", "PATCH"):
        world.h.rest.fail(method, r"^/webhooks/", lambda: fault_error("timeout"))
    start = world.h.rest.time()

    calls = await world.h.slash(ALA, "hex hand")

    assert _token(calls) in world.h.rest.answered  # acknowledged: "thinking…"
    tries = [c for c in calls if c.path.startswith("/webhooks/")]
    assert len(tries) >= 5 and 60 <= world.h.rest.time() - start <= FOLLOWUP_BUDGET < 15 * 60
    assert _failures(metrics, "timeout") == len(tries) and _failures(metrics, "undelivered") == 1


async def test_a_last_try_that_went_through_is_found_by_asking_for_the_original(world: World) -> None:
    """Two tries time out unseen, the third reaches Discord but its answer is lost and the 3
    seconds are over (a later callback would get 10062 either way): the bot asks Discord for
    the original answer, finds it, and counts the interaction answered."""
    await world.start_game()
    metrics = _metrics(world)
    world.h.rest.inject(["answer"], ["timeout"], times=2)
    world.h.rest.inject(["answer"], ["timeout"], times=1, applied=1.0)

    calls = await world.h.slash(ALA, "hex place", tile="hq", hex="C2")

    assert _token(calls) in world.h.rest.answered
    probes = [c for c in calls if c.method == "GET" and c.path.endswith("/messages/@original")]
    assert len(probes) == 1 and probes[0].response is not None
    notes = [c for c in callbacks(calls) if c.response is not None]
    assert len(notes) == 1 and notes[0].ephemeral  # the note Discord took, once
    assert _failures(metrics, "already_acknowledged") == 1 and _failures(metrics, "unanswered") == 0
    assert _failures(metrics, "timeout") == 3
