"""Restart-safe buttons, stale buttons, simultaneous clicks and program errors."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import pytest

from tests.discord.conftest import ALA, EWA, OLA, PNG_MAGIC, World
from tests.discord.harness import (
    CALLBACK_UPDATE_MESSAGE,
    button,
    callbacks,
    followups,
    original_deletes,
    original_edits,
)


async def test_a_stale_button_on_a_private_message_shows_the_current_board(world: World) -> None:
    await world.start_game()
    await world.place_hqs()
    hand = followups(await world.h.slash(ALA, "hex hand"))[0].response
    place = next(a for a in await world.legal() if a.verb == "place")
    await world.h.slash(ALA, "hex place", tile=place.tile, hex=place.hexes[0], facing=place.facing)
    before = await world.game()

    calls = await world.h.click(ALA, hand, button(hand, "end turn"))  # the hand shows an older version

    # one call: the old private message now shows the current state (callback 7)
    (current,) = callbacks(calls)
    assert current.callback_type == CALLBACK_UPDATE_MESSAGE and len(calls) == 1
    assert current.content.startswith("The board changed — here is the current state.")
    assert current.files and current.files[0][1].startswith(PNG_MAGIC)
    after = await world.game()
    assert after.version == before.version and await world.player_to_act() == ALA


async def test_a_stale_button_on_a_public_message_answers_privately(world: World) -> None:
    await world.start_game()
    await world.place_hqs()
    place = next(a for a in await world.legal() if a.verb == "place")
    await world.h.slash(ALA, "hex place", tile=place.tile, hex=place.hexes[0], facing=place.facing)
    first_request = followups(await world.h.slash(ALA, "hex undo"))[0].response
    await world.h.slash(ALA, "hex undo", answer="no")  # Ala withdraws her request…
    await world.h.slash(ALA, "hex undo")  # …and asks again: the first request's buttons are stale
    before = await world.game()

    calls = await world.h.click(OLA, first_request, button(first_request, "accept undo"))

    (note,) = followups(calls)
    assert note.ephemeral and note.content.startswith("The board changed")
    assert note.files  # with the current board
    assert not original_edits(calls)  # the public message is left alone
    assert (await world.game()).version == before.version


async def test_buttons_keep_working_after_a_restart(world: World) -> None:
    await world.start_game()
    await world.place_hqs()
    place = next(a for a in await world.legal() if a.verb == "place")
    await world.h.slash(ALA, "hex place", tile=place.tile, hex=place.hexes[0], facing=place.facing)
    request = followups(await world.h.slash(ALA, "hex undo"))[0].response

    h = await world.restart()  # a new process: new bot, new service, the database reopened

    calls = await h.click(OLA, request, button(request, "accept undo"))
    (undone,) = followups(calls)
    assert not undone.ephemeral and undone.content.startswith("Undid:")
    state = await world.state()
    assert state.board.parse(place.hexes[0]) not in state.units


async def test_two_simultaneous_clicks_apply_once(world: World) -> None:
    await world.start_game()
    await world.place_hqs()
    hand = followups(await world.h.slash(ALA, "hex hand"))[0].response
    end = button(hand, "end turn")
    before = await world.game()

    first = world.h.component_payload(ALA, hand, end)
    second = world.h.component_payload(ALA, hand, end)
    for payload in (first, second):
        world.h.rest.register_interaction(payload)
    start = len(world.h.rest.calls)
    world.h.feed("INTERACTION_CREATE", first)
    world.h.feed("INTERACTION_CREATE", second)
    await world.h.settle()
    calls = world.h.rest.calls[start:]

    assert len(callbacks(calls)) == 2
    public = [c for c in followups(calls) if not c.ephemeral]
    assert len(public) == 1  # one turn ended
    losers = [c for c in callbacks(calls) + followups(calls) + original_edits(calls) if "board changed" in c.content]
    assert len(losers) == 1
    assert (await world.game()).version == before.version + 1
    assert await world.player_to_act() == OLA


async def test_a_program_error_is_logged_with_context_and_answered_generically(
    world: World, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    await world.start_game()
    before = await world.game()

    async def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(world.app.info, "board", broken)
    caplog.set_level(logging.ERROR, logger="bot.discord")

    calls = await world.h.slash(EWA, "hex board")

    assert original_deletes(calls)
    (note,) = followups(calls)
    assert note.ephemeral and "Something went wrong on my side" in note.content
    assert "disk on fire" not in note.content  # no internals shown to players
    (record,) = [r for r in caplog.records if r.levelno == logging.ERROR]
    assert record.exc_info and "disk on fire" in str(record.exc_info[1])
    ctx = record.ctx  # type: ignore[attr-defined]
    assert ctx["user"] == EWA.id and ctx["channel"] == World.CHANNEL and ctx["command"] == "hex board"
    assert (await world.game()).version == before.version


async def test_an_error_in_a_button_is_answered_generically(
    world: World, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    calls = await world.h.slash(ALA, "hex new", opponent=OLA)
    invitation = followups(calls)[0].response

    async def broken(*args: object, **kwargs: object) -> None:
        raise KeyError("boom")

    monkeypatch.setattr(world.app.commands, "run", broken)
    caplog.set_level(logging.ERROR, logger="bot.discord")
    calls = await world.h.click(OLA, invitation, button(invitation, "accept"))

    (note,) = followups(calls)
    assert note.ephemeral and "Something went wrong" in note.content
    assert any(getattr(r, "ctx", {}).get("custom_id", "").endswith("/accept") for r in caplog.records)


async def test_a_bot_cannot_be_invited(world: World) -> None:
    from tests.discord.harness import Person

    robot = Person(1_000_000_000_000_000_099, "robot", bot=True)
    calls = await world.h.slash(ALA, "hex new", opponent=robot)
    (answer,) = callbacks(calls)
    assert answer.ephemeral and "Bots cannot play" in answer.content
    assert await world.repo.stores.games.live_game(World.CHANNEL) is None  # type: ignore[union-attr]


async def test_slow_work_starts_only_after_the_interaction_is_acknowledged(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    await world.start_game()
    seen: list[int] = []
    real = world.app.turns.place  # type: ignore[union-attr]

    async def spy(*args: Any, **kwargs: Any) -> Any:
        seen.append(len(world.h.rest.calls))
        await asyncio.sleep(0.05)  # rendering takes a while
        return await real(*args, **kwargs)

    monkeypatch.setattr(world.app.turns, "place", spy)
    start = len(world.h.rest.calls)
    calls = await world.h.slash(ALA, "hex place", tile="hq", hex="C2")

    (ack,) = callbacks(calls)
    assert seen == [start + 1]  # the use case ran after exactly one call: the deferral
    assert world.h.rest.calls[start] is ack


# The one-post-per-action mode (HEXBOT_QUIET=0); the quiet channel: test_quiet_channel.py.
pytestmark = pytest.mark.loud
