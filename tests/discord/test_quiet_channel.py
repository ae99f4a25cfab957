"""A quiet channel (issue 15): one live turn message per turn, games in threads, only live
buttons, followers, and every way Discord can refuse on the way."""

from __future__ import annotations

import logging
import re
from typing import Any

import pytest

from rules.actions import Action
from rules.catalog import army
from rules.game import legal_actions
from tests.discord.conftest import ALA, EWA, MOD, OLA, World
from tests.discord.harness import (
    CALLBACK_DEFERRED_MESSAGE,
    CALLBACK_DEFERRED_UPDATE,
    CALLBACK_MESSAGE,
    CALLBACK_UPDATE_MESSAGE,
    PERM_ALL_TEXT,
    Call,
    api_error,
    button,
    buttons_of,
    callbacks,
    channel_posts,
    components_of,
    ephemeral_message,
    followups,
    select,
    text_of,
)

BOTH_BACKENDS = True  # the live message, threads and followers are stored: SQLite and PostgreSQL
CREATE_PUBLIC_THREADS = 1 << 35


def edits(calls: list[Call], channel_id: int) -> list[Call]:
    """Edits of messages the bot made with its token in ``channel_id``."""
    return select(calls, "PATCH", rf"^/channels/{channel_id}/messages/\d+$")


def public_followups(calls: list[Call]) -> list[Call]:
    return [c for c in followups(calls) if not c.ephemeral]


async def live_id(world: World) -> int:
    assert world.app is not None
    game = await world.game()
    live = await world.app.live.live_message(game.id)
    assert live is not None
    return live.message_id


async def act(world: World, action: Action) -> list[Call]:
    """The player to act does ``action`` with its slash command."""
    who = await world.player_to_act()
    if action.verb == "discard":
        return await world.h.slash(who, "hex discard", tile=action.tile)
    if action.verb == "place":
        return await world.h.slash(who, "hex place", tile=action.tile, hex=action.hexes[0], facing=action.facing)
    if action.verb == "hq":
        return await world.h.slash(who, "hex place", tile="hq", hex=action.hexes[0])
    if action.verb == "end":
        return await world.h.slash(who, "hex end")
    raise AssertionError(action)


def quiet_action(state: Any) -> Action:
    """A legal action that fights no battle: discard first, then place a board tile, then end."""
    legal = legal_actions(state)
    if state.turn.needs_discard:
        return next(a for a in legal if a.verb == "discard")
    places = [a for a in legal if a.verb == "place"]
    if places and len(state.units) < 8:
        return places[len(places) // 2]
    return Action("end")


async def play_turn(world: World) -> tuple[list[Call], int]:
    """One whole turn of the player to act (no battle): the calls it made and its action count."""
    who = await world.player_to_act()
    calls: list[Call] = []
    actions = 0
    while True:
        state = await world.state()
        calls += await act(world, quiet_action(state))
        actions += 1
        if await world.player_to_act() != who or (await world.game()).status != "active":
            return calls, actions


async def to_three_action_turn(world: World) -> None:
    """Start a game and play turns until the player to act must discard (a turn of three actions)."""
    await world.start_game()
    await world.place_hqs()
    for _ in range(6):
        if (await world.state()).turn.needs_discard:
            return
        await play_turn(world)
    raise AssertionError("no turn with three tiles")


def hand_answer(calls: list[Call]) -> Call:
    """My tiles, clicked on the turn message: the private hand is the click's own answer (one call)."""
    (hand,) = calls
    assert hand.callback_type == CALLBACK_MESSAGE and hand.ephemeral and hand.custom_ids
    return hand


async def held_discard(world: World) -> str:
    """The player to act discards (the turn must start with one): the turn message is not
    touched, the player is told privately that it shows with the next action. The line the
    turn message will show."""
    state = await world.state()
    assert state.turn.needs_discard
    live = await live_id(world)
    before = text_of(world.h.message(live))
    calls = await act(world, quiet_action(state))
    assert not [c for c in calls if c.via == "http" and c.path.startswith("/channels/")]  # no channel call
    assert text_of(world.h.message(live)) == before
    (note,) = callbacks(calls)
    assert note.ephemeral and "with your next action" in note.content and f"/{live}" in note.content
    assert world.app is not None
    view = await world.app.live.turn_view((await world.game()).id)
    assert view is not None
    (line,) = view.held  # rebuilt from the action log
    assert "discarded" in line
    return line


# ====================================================================== one live turn message
async def test_a_turn_of_three_actions_leaves_exactly_one_new_public_message(world: World) -> None:
    await to_three_action_turn(world)
    old = await live_id(world)
    who = await world.player_to_act()

    calls, actions = await play_turn(world)

    assert actions == 3  # discard, place, end
    assert not public_followups(calls)  # every interaction is answered privately
    assert len([c for c in calls if c.via == "http" and c.path.startswith("/channels/")]) == 3
    (posted,) = channel_posts(calls, World.CHANNEL)  # the next turn's message, and nothing else
    new = int(posted.response["id"])
    assert new == await live_id(world) and new != old
    nxt = await world.player_to_act()
    assert nxt != who and posted.data["allowed_mentions"] == {"users": [nxt.id], "parse": []}
    assert posted.files and posted.custom_ids  # the board and the turn's buttons
    # The old message was edited in place by the placement (the discard waited for it, the
    # board did not change) and closed with a one-line summary.
    old_edits = [c for c in edits(calls, World.CHANNEL) if c.path.endswith(f"/{old}")]
    assert len(old_edits) == 2
    shown = old_edits[0].content
    assert "• " in shown and shown.index("discarded") < shown.index("placed")
    final = world.h.message(old)
    assert not buttons_of(final)  # it lost its buttons
    assert "\n" not in text_of(final) and "discarded" in text_of(final) and "ended" in text_of(final)
    # It sheds its board (the next message shows the board now): no file uploaded to close it.
    assert final["attachments"] == []
    (close,) = [c for c in old_edits[1:] if c.method == "PATCH"]
    assert close.data["attachments"] == [] and not close.files
    # The acting player got short private acknowledgements, linking to the turn message: the
    # interaction's answer itself (one call), given before the turn message is edited.
    notes = callbacks(calls)
    assert len(notes) == 3 and all(n.callback_type == CALLBACK_MESSAGE and n.ephemeral for n in notes)
    assert all("turn message" in n.content and f"/{old}" in n.content for n in notes)
    assert "with your next action" in notes[0].content  # the discard's note says when it shows
    assert not followups(calls)
    for note in notes:
        later = calls[calls.index(note) + 1 :]
        # nothing else for the interaction before it (after a held discard: the next action)
        assert not later or later[0].via == "http" or later[0] in notes


async def test_a_turn_of_four_actions_makes_four_channel_calls_and_shows_every_line(world: World) -> None:
    """Discard, place, place, end: the placements edit the turn message (the first one shows
    the discard too), the end closes it and posts the next turn — four calls on the channel."""
    await to_three_action_turn(world)
    for _ in range(8):  # turns of discard, placements (no unit cap), end, until one places twice
        old = await live_id(world)
        who = await world.player_to_act()
        calls, verbs = [], []
        while await world.player_to_act() == who:
            state = await world.state()
            legal = legal_actions(state)
            places = [a for a in legal if a.verb == "place"]
            discards = [a for a in legal if a.verb == "discard" and state.turn.needs_discard]
            tiles = army(state.players[state.to_act].army)
            instants = [a for a in discards if not tiles.tile(a.tile).is_board_tile]  # keep board tiles
            discard = instants or discards
            action = discard[0] if discard else places[0] if places else Action("end")
            calls += await act(world, action)
            verbs.append(action.verb)
        if verbs == ["discard", "place", "place", "end"]:
            break
    else:
        raise AssertionError("no turn of two placements")
    channel = [c for c in calls if c.via == "http" and c.path.startswith("/channels/")]
    assert len(channel) == 4
    first, second, close, post = channel
    assert [first.method, second.method, close.method, post.method] == ["PATCH", "PATCH", "PATCH", "POST"]
    lines = [line for line in text_of(first.data).splitlines() if line.startswith("• ")]
    assert len(lines) == 2 and "discarded" in lines[0] and "placed" in lines[1]
    assert len([line for line in text_of(second.data).splitlines() if line.startswith("• ")]) == 3
    summary = text_of(world.h.message(old))
    assert summary.count("placed") == 2 and summary.count("discarded") == 1 and "ended" in summary


async def test_a_held_discard_is_in_the_summary_when_the_player_resigns_next(world: World) -> None:
    await to_three_action_turn(world)
    old = await live_id(world)
    who = await world.player_to_act()
    line = await held_discard(world)

    calls = await world.h.confirmed(who, "hex resign")

    closed = text_of(world.h.message(old))
    assert line in closed and "\n" not in closed and not buttons_of(world.h.message(old))
    (over,) = channel_posts(calls, World.CHANNEL)
    assert over.content.startswith("**Game over**")


async def test_a_held_discard_is_in_the_summary_when_the_player_ends_the_turn_next(world: World) -> None:
    """Issue 32 (a line never shown): a discard followed at once by the end of the turn; the
    turn view after the end is the next player's, so the closed turn's held line comes from
    the turn that has just passed (``TurnView.held_before``)."""
    await to_three_action_turn(world)
    old = await live_id(world)
    who = await world.player_to_act()
    line = await held_discard(world)

    await world.h.slash(who, "hex end")

    closed = text_of(world.h.message(old))
    assert line in closed and closed.index(line) < closed.index("ended") and not buttons_of(world.h.message(old))
    assert await world.player_to_act() != who


async def test_a_slow_action_is_deferred_then_acknowledged(world: World) -> None:
    await to_three_action_turn(world)
    await held_discard(world)
    world.h.bot.responder.answer_within = 0  # type: ignore[attr-defined]  # as if the use case were slow
    live = await live_id(world)

    calls = await act(world, quiet_action(await world.state()))

    (deferral,) = callbacks(calls)
    assert deferral.callback_type == CALLBACK_DEFERRED_MESSAGE and deferral.ephemeral
    (note,) = followups(calls)
    assert note.ephemeral and "turn message" in note.content and f"/{live}" in note.content
    assert edits(calls, World.CHANNEL)


async def test_the_live_message_shows_what_was_done_so_far(world: World) -> None:
    await to_three_action_turn(world)
    live = await live_id(world)
    line = await held_discard(world)
    calls = await act(world, quiet_action(await world.state()))

    (edit,) = edits(calls, World.CHANNEL)
    assert edit.path.endswith(f"/{live}")
    text = text_of(world.h.message(live))
    assert text.startswith("**Turn") and f"• {line}" in text and "placed" in text
    assert text.index("discarded") < text.index("placed")  # in the order they were played
    assert edit.files  # the new board
    assert buttons_of(world.h.message(live))  # still the live message: still its buttons


async def test_the_invitation_loses_its_buttons_when_the_game_starts(world: World) -> None:
    calls = await world.h.slash(ALA, "hex new", opponent=OLA, army="moloch", opponent_army="borgo", first="me")
    (invitation,) = channel_posts(calls, World.CHANNEL)
    assert invitation.data["allowed_mentions"] == {"users": [OLA.id], "parse": []}
    message = world.h.message(invitation.response["id"])

    calls = await world.h.click(OLA, message, button(message, "accept"))

    assert not buttons_of(world.h.message(invitation.response["id"]))
    (first_turn,) = channel_posts(calls, World.CHANNEL)
    assert "HQ" in first_turn.content and first_turn.data["allowed_mentions"] == {"users": [ALA.id], "parse": []}
    assert not followups(calls)  # the click on the live message needs no other answer


async def test_clicking_through_the_hand_edits_the_turn_message_and_the_private_hand(world: World) -> None:
    await to_three_action_turn(world)
    who = await world.player_to_act()
    live = await live_id(world)
    calls = await world.h.click(who, world.h.message(live), button(world.h.message(live), "tiles"))
    hand = hand_answer(calls)
    hand_message = hand.response["resource"]["message"]
    discard = next(cid for cid in hand.custom_ids if "discard" in cid)

    calls = await world.h.click(who, hand_message, discard)

    assert not edits(calls, World.CHANNEL) and not channel_posts(calls, World.CHANNEL)  # held
    (panel,) = calls  # one call: the hand again, in place, saying where the discard will show
    assert panel.callback_type == CALLBACK_UPDATE_MESSAGE
    assert panel.content.startswith("Discarded — the turn message shows it with your next action.\nYour tiles")
    # Then a placement from the same hand: Place <tile>, Confirm. The turn message shows both.
    hand_message = world.h.message(hand_message["id"])
    place = next(
        str(c["custom_id"]) for c in components_of(hand_message) if "/preview tile:" in str(c.get("custom_id"))
    )
    await world.h.click(who, hand_message, place)
    calls = await world.h.click(
        who, world.h.message(hand_message["id"]), button(world.h.message(hand_message["id"]), "confirm")
    )

    (edit,) = edits(calls, World.CHANNEL)
    assert edit.path.endswith(f"/{live}") and not channel_posts(calls, World.CHANNEL)
    text = text_of(world.h.message(live))
    assert "discarded" in text and "placed" in text and text.index("discarded") < text.index("placed")
    (panel,) = callbacks(calls)  # the preview turns into the hand again: no "done" note
    assert panel.callback_type == CALLBACK_UPDATE_MESSAGE and panel.content.startswith("Your tiles")
    assert not select(calls, "PATCH", r"/messages/@original$")


async def test_undo_edits_the_turn_message_and_says_what_it_undid(world: World) -> None:
    await to_three_action_turn(world)
    who = await world.player_to_act()
    other = OLA if who == ALA else ALA
    await act(world, quiet_action(await world.state()))
    calls = await world.h.slash(who, "hex undo")
    (question,) = channel_posts(calls, World.CHANNEL)  # the opponent must be asked: pinged
    assert question.data["allowed_mentions"] == {"users": [other.id], "parse": []}
    assert "discarded" in question.content  # the turn so far: the held discard shows here
    message = world.h.message(question.response["id"])

    calls = await world.h.click(other, message, button(message, "accept"))

    # The click on the question's message is answered by that message's edit: one call.
    (answer,) = calls
    assert answer.callback_type == CALLBACK_UPDATE_MESSAGE
    after = world.h.message(question.response["id"])
    assert "Undid" in text_of(after) and button(after, "tiles")  # the turn's buttons again
    assert (await world.state()).turn.needs_discard  # the discard is undone


async def test_a_question_posted_within_the_turn_carries_the_board(world: World) -> None:
    """The closed turn message sheds its board: the one posted with the question (and the
    ping) shows it, as a turn message does; after a refusal, the edit keeps it."""
    await to_three_action_turn(world)
    who = await world.player_to_act()
    other = OLA if who == ALA else ALA
    await act(world, quiet_action(await world.state()))
    for ask, options in (("hex draw", {"action": "offer"}), ("hex settings", {"time_limit": 48})):
        calls = await world.h.slash(who, ask, **options)
        (question,) = channel_posts(calls, World.CHANNEL)
        assert question.files and question.custom_ids, ask  # the board and the Accept/Refuse buttons
        message = world.h.message(question.response["id"])
        calls = await world.h.click(other, message, button(message, "refuse"))
        assert world.h.message(question.response["id"])["attachments"], ask  # refused: the board stays


async def undo_question(world: World) -> tuple[Any, dict[str, Any]]:
    """A discard, then the player asks to undo it: the opponent and the question's message."""
    await to_three_action_turn(world)
    who = await world.player_to_act()
    await held_discard(world)
    (question,) = channel_posts(await world.h.slash(who, "hex undo"), World.CHANNEL)
    return (OLA if who == ALA else ALA), world.h.message(question.response["id"])


async def test_a_slow_click_on_the_turn_message_is_deferred_then_the_message_edited(world: World) -> None:
    other, message = await undo_question(world)
    world.h.bot.responder.answer_within = 1e-9  # type: ignore[attr-defined]  # as if the use case were slow

    calls = await world.h.click(other, message, button(message, "accept"))

    assert [c.callback_type for c in callbacks(calls)] == [CALLBACK_DEFERRED_UPDATE]
    (edit,) = edits(calls, World.CHANNEL)  # then the message is edited with the bot's token
    assert edit.path.endswith(f"/{message['id']}") and "Undid" in text_of(world.h.message(message["id"]))
    assert not followups(calls) and not channel_posts(calls, World.CHANNEL)


async def test_a_click_whose_answer_is_refused_still_edits_the_turn_message(world: World) -> None:
    other, message = await undo_question(world)
    world.h.rest.fail("POST", r"/callback$", lambda: api_error(404, 10062, "Unknown interaction"), times=1)

    calls = await world.h.click(other, message, button(message, "accept"))

    (edit,) = edits(calls, World.CHANNEL)  # the edit is made with the bot's token instead
    assert edit.path.endswith(f"/{message['id']}") and "Undid" in text_of(world.h.message(message["id"]))
    assert (await world.state()).turn.needs_discard  # the undo happened once


async def test_a_reminder_links_to_the_turn_message_instead_of_carrying_buttons(world: World) -> None:
    from bot.discord_adapter.loops.reminders import Reminders

    await world.start_game()
    live = await live_id(world)
    reminders = Reminders(world.h.bot, world.h.bot.context, interval=3600)  # type: ignore[attr-defined]
    world.clock.advance(hours=25)
    start = len(world.h.rest.calls)
    assert await reminders.post_due() == 1
    (post,) = channel_posts(world.h.rest.calls[start:], World.CHANNEL)
    assert ALA.mention in post.content and f"/{World.CHANNEL}/{live}" in post.content
    assert not post.custom_ids  # only the live turn message has buttons


# ====================================================================== faults
async def test_a_deleted_turn_message_is_posted_again(world: World) -> None:
    await to_three_action_turn(world)
    await held_discard(world)
    old = await live_id(world)
    world.h.rest.delete_message(old)

    calls = await act(world, quiet_action(await world.state()))

    (again,) = channel_posts(calls, World.CHANNEL)
    assert "discarded" in again.content and "placed" in again.content  # the held line is not lost
    assert again.files and again.custom_ids
    assert await live_id(world) == int(again.response["id"]) != old
    calls = await act(world, quiet_action(await world.state()))  # and the turn goes on there
    assert edits(calls, World.CHANNEL)[0].path.endswith(f"/{again.response['id']}")


async def test_a_deleted_turn_message_is_posted_anew(world: World) -> None:
    await to_three_action_turn(world)
    await held_discard(world)
    old = await live_id(world)
    before = (await world.game()).version
    world.h.rest.fail("PATCH", rf"^/channels/\d+/messages/{old}$", lambda: api_error(404, 10008))

    calls = await act(world, quiet_action(await world.state()))

    assert len([c for c in calls if c.method == "PATCH" and c.path.endswith(f"/{old}")]) == 1
    (again,) = channel_posts(calls, World.CHANNEL)
    assert "discarded" in again.content and "placed" in again.content  # the turn so far
    assert (await world.game()).version == before + 1  # the game was never blocked
    assert await live_id(world) == int(again.response["id"])


@pytest.mark.parametrize(("status", "code"), [(403, 50001), (429, 0), (500, 0), (502, 0), (503, 0)], ids=str)
async def test_a_refused_edit_is_left_to_the_outbox_and_made_once_discord_answers(
    world: World, status: int, code: int
) -> None:
    """No second message with live buttons, no retries with the game's lock held: the edit
    fails once, the change's outbox item waits, and the drain makes the edit later."""
    await to_three_action_turn(world)
    await held_discard(world)
    old = await live_id(world)
    before = (await world.game()).version
    world.h.rest.fail("PATCH", rf"^/channels/\d+/messages/{old}$", lambda: api_error(status, code), times=1)

    calls = await act(world, quiet_action(await world.state()))

    assert len([c for c in calls if c.method == "PATCH" and c.path.endswith(f"/{old}")]) == 1
    assert not channel_posts(calls, World.CHANNEL)  # no second turn message
    game = await world.game()
    assert game.version == before + 1  # the action is stored
    assert world.app is not None
    key = f"game:{game.id}:{game.version}:turn:0"
    item = await world.app.deliveries.item(key)
    assert item is not None and item.status == "pending" and item.attempts == 1
    assert "placed" not in text_of(world.h.message(old))

    posts = len(channel_posts(world.h.rest.calls, World.CHANNEL))
    world.clock.advance(minutes=1)
    assert await world.h.bot.drainer.drain_once() == 1  # type: ignore[attr-defined]

    assert await live_id(world) == old
    assert "discarded" in text_of(world.h.message(old)) and "placed" in text_of(world.h.message(old))
    item = await world.app.deliveries.item(key)
    assert item is not None and item.status == "done"
    assert len(channel_posts(world.h.rest.calls, World.CHANNEL)) == posts  # an edit, no new message


# ====================================================================== games in threads
async def start_thread_game(world: World, **options: Any) -> int:
    calls = await world.h.slash(
        ALA, "hex new", opponent=OLA, army="moloch", opponent_army="borgo", first="me", **options
    )
    (opened,) = select(calls, "POST", rf"^/channels/{World.CHANNEL}/threads$")
    thread = int(opened.response["id"])
    assert "ala" in opened.json["name"].lower() and "ola" in opened.json["name"].lower()
    (invitation,) = channel_posts(calls, thread)  # the invitation is in the thread
    assert invitation.data["allowed_mentions"] == {"users": [OLA.id], "parse": []}
    assert not channel_posts(calls, World.CHANNEL)
    (note,) = followups(calls)
    assert note.ephemeral and f"/{thread}" in note.content  # a link to the new thread
    return thread


async def test_a_game_in_a_thread_and_another_in_its_channel_both_to_a_result(world: World) -> None:
    thread = await start_thread_game(world, where="thread")
    lobby = World.CHANNEL
    assert world.app is not None

    world.h.channel_id = thread
    calls = await world.h.slash(OLA, "hex accept")
    assert (await world.game()).channel_id == thread
    (named,) = select(calls, "PATCH", rf"^/channels/{thread}$")  # players and armies, once known
    assert named.json == {"name": "Ala (Moloch) vs Ola (Borgo)"}
    thread_calls_start = len(world.h.rest.calls)
    await world.place_hqs()
    await play_turn(world)

    world.h.channel_id = lobby  # meanwhile, a plain game in the lobby channel itself
    await world.h.slash(EWA, "hex new", opponent=MOD, army="outpost", opponent_army="hegemony", where="channel")
    await world.h.slash(MOD, "hex accept")
    for who, hex_name in ((EWA, "C2"), (MOD, "C4")):
        await world.h.slash(who, "hex place", tile="hq", hex=hex_name)
    lobby_game = await world.game()
    assert lobby_game.channel_id == lobby

    world.h.channel_id = thread
    await world.h.confirmed(OLA, "hex resign")
    world.h.channel_id = lobby
    await world.h.confirmed(MOD, "hex resign")

    calls = world.h.rest.calls[thread_calls_start:]
    thread_posts = channel_posts(calls, thread)
    lobby_posts = channel_posts(calls, lobby)
    assert all("ewa" not in p.content.lower() and str(EWA.id) not in p.content for p in thread_posts)
    assert all(str(ALA.id) not in p.content or "moloch" in p.content.lower() for p in lobby_posts)
    # The lobby got exactly one line for the finished thread game, linking to it.
    lines = [p for p in lobby_posts if f"/{thread}" in p.content]
    assert len(lines) == 1 and "\n" not in lines[0].content and ALA.mention in lines[0].content
    # The finished thread carries the result in its name and is archived.
    (finish,) = select(calls, "PATCH", rf"^/channels/{thread}$")
    assert finish.json["archived"] is True and finish.json["name"].lower().startswith("ala won")
    # The lobby game ended with its result message in the lobby, pinging its players.
    over = [p for p in lobby_posts if p.content.startswith("**Game over**")]
    assert len(over) == 1 and set(over[0].data["allowed_mentions"]["users"]) == {EWA.id, MOD.id}


async def test_the_server_setting_chooses_threads_and_where_overrides_it(world: World) -> None:
    calls = await world.h.slash(ALA, "hexmod threads", default="on")
    (refused,) = followups(calls)
    assert refused.ephemeral and "moderators" in refused.content.lower()
    calls = await world.h.slash(MOD, "hexmod threads", default="on")
    assert "on" in followups(calls)[0].content
    await start_thread_game(world)  # no where: the server's default
    calls = await world.h.slash(EWA, "hex new", opponent=MOD, where="channel")
    assert not select(calls, "POST", r"/threads$") and channel_posts(calls, World.CHANNEL)


@pytest.mark.server_default
async def test_by_default_a_new_game_opens_a_thread_until_moderators_set_it_off(world: World) -> None:
    calls = await world.h.slash(EWA, "hexmod threads")
    assert ": on." in followups(calls)[0].content  # unset: on
    await start_thread_game(world)  # no where, no setting: a thread of its own
    calls = await world.h.slash(MOD, "hexmod threads", default="off")
    assert "off" in followups(calls)[0].content
    calls = await world.h.slash(EWA, "hex new", opponent=MOD)  # off: the channel itself
    assert not select(calls, "POST", r"/threads$") and channel_posts(calls, World.CHANNEL)
    assert (await world.game()).channel_id == World.CHANNEL


async def test_without_thread_permission_the_game_stays_in_the_channel_said_once(world: World) -> None:
    world.h.app_permissions = PERM_ALL_TEXT & ~CREATE_PUBLIC_THREADS
    calls = await world.h.slash(ALA, "hex new", opponent=OLA, where="thread")
    assert not select(calls, "POST", r"/threads$")
    notes = [c for c in calls if "Create Public Threads" in c.content]
    assert len(notes) == 1 and "instead of a thread" in notes[0].content
    assert (await world.game()).channel_id == World.CHANNEL
    await world.h.slash(ALA, "hex decline")
    calls = await world.h.slash(ALA, "hex new", opponent=OLA, where="thread")
    assert not [c for c in calls if "Create Public Threads" in c.content]  # said once


async def test_an_archived_game_thread_is_opened_again_with_a_note(world: World) -> None:
    thread = await start_thread_game(world, where="thread")
    world.h.channel_id = thread
    await world.h.slash(OLA, "hex accept")
    before = len(world.h.rest.calls)

    await world.h.archive_thread(thread)

    calls = world.h.rest.calls[before:]
    (reopen,) = select(calls, "PATCH", rf"^/channels/{thread}$")
    assert reopen.json == {"archived": False}
    (note,) = channel_posts(calls, thread)
    assert "opened again" in note.content


async def test_an_edit_in_an_archived_thread_reopens_it_and_goes_on(world: World) -> None:
    thread = await start_thread_game(world, where="thread")
    world.h.channel_id = thread
    await world.h.slash(OLA, "hex accept")
    live = await live_id(world)
    world.h.rest.fail("PATCH", rf"^/channels/{thread}/messages/{live}$", lambda: api_error(400, 50083), times=1)

    calls = await world.h.slash(ALA, "hex place", tile="hq", hex="C2")

    assert select(calls, "PATCH", rf"^/channels/{thread}$")[0].json == {"archived": False}
    assert len([c for c in calls if c.path.endswith(f"/{live}")]) == 2


async def test_a_deleted_game_thread_is_recreated_and_the_game_goes_on(world: World) -> None:
    thread = await start_thread_game(world, where="thread")
    world.h.channel_id = thread
    await world.h.slash(OLA, "hex accept")
    await world.h.slash(ALA, "hex place", tile="hq", hex="C2")
    before = len(world.h.rest.calls)

    await world.h.delete_thread(thread)

    calls = world.h.rest.calls[before:]
    (opened,) = select(calls, "POST", rf"^/channels/{World.CHANNEL}/threads$")
    new = int(opened.response["id"])
    (turn,) = channel_posts(calls, new)
    assert "deleted" in turn.content and turn.files and turn.custom_ids
    assert set(turn.data["allowed_mentions"]["users"]) == {ALA.id, OLA.id}  # the players find it
    (note,) = channel_posts(calls, World.CHANNEL)
    assert f"/{new}" in note.content
    world.h.channel_id = new
    assert (await world.game()).channel_id == new
    calls = await world.h.slash(OLA, "hex place", tile="hq", hex="C4")
    assert edits(calls, new) or channel_posts(calls, new)
    assert (await world.state()).turn_number >= 1


# ====================================================================== battles and followers
async def test_a_battle_opens_a_thread_on_the_turn_message_and_its_line_goes_in_it(world: World) -> None:
    await world.start_game()
    await world.place_hqs()
    calls = await world.play_until_battle()
    game = await world.game()
    assert world.app is not None
    live = await world.app.live.live_message(game.id)
    assert live is not None
    (opened,) = select(calls, "POST", r"/messages/\d+/threads$")
    starter = int(re.search(r"/messages/(\d+)/threads$", opened.path).group(1))  # type: ignore[union-attr]
    battle_thread = int(opened.response["id"])
    assert any(c.path.endswith(f"/{starter}") for c in edits(calls, World.CHANNEL))  # the turn's message
    assert not [p for p in channel_posts(calls, World.CHANNEL) if "/channels/" in p.content]  # no link post
    # The link is in the turn's message the thread hangs on, with the action that fought it
    # (a battle tile ends the turn: that message's one-line summary), and in no other.
    summary = text_of(world.h.message(starter))
    assert f"/{battle_thread}" in summary and "\n" not in summary
    assert f"/{battle_thread}" not in text_of(world.h.message(live.message_id))
    assert all(calls.index(e) < calls.index(opened) for e in edits(calls, World.CHANNEL))  # no edit for it


async def test_a_follower_is_pinged_on_battles_and_the_result_only(world: World) -> None:
    await world.start_game()
    calls = await world.h.slash(EWA, "hexme follow")
    (note,) = followups(calls)
    assert note.ephemeral and "follow" in note.content
    await world.place_hqs()
    calls = await world.play_until_battle()
    pinged = [c for c in calls if EWA.id in (c.data.get("allowed_mentions") or {}).get("users", [])]
    assert len(pinged) == 1 and "\nResult:" in pinged[0].content  # the battle's post with its result
    assert pinged[0].content.endswith(EWA.mention)
    calls = await world.h.confirmed(await world.player_to_act(), "hex resign")
    (over,) = channel_posts(calls, World.CHANNEL)
    assert EWA.id in over.data["allowed_mentions"]["users"]


async def test_players_cannot_follow_their_own_game_and_following_twice_stops(world: World) -> None:
    await world.start_game()
    (own,) = followups(await world.h.slash(ALA, "hexme follow"))
    assert own.ephemeral and "play in this game" in own.content
    await world.h.slash(EWA, "hexme follow")
    (stop,) = followups(await world.h.slash(EWA, "hexme follow"))
    assert "no longer" in stop.content
    assert world.app is not None
    assert await world.app.live.followers_of((await world.game()).id) == []


async def test_failures_are_logged(world: World, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, logger="bot.discord")
    await to_three_action_turn(world)
    await held_discard(world)
    old = await live_id(world)
    world.h.rest.delete_message(old)
    await act(world, quiet_action(await world.state()))
    assert any("live turn message is gone" in r.getMessage() for r in caplog.records)


async def test_a_declined_invitation_is_closed_and_nothing_else_is_posted(world: World) -> None:
    calls = await world.h.slash(ALA, "hex new", opponent=OLA)
    (invitation,) = channel_posts(calls, World.CHANNEL)
    message = world.h.message(invitation.response["id"])

    calls = await world.h.click(OLA, message, button(message, "decline"))

    assert not channel_posts(calls, World.CHANNEL)
    closed = world.h.message(invitation.response["id"])
    assert not buttons_of(closed) and "declined" in text_of(closed)


async def test_against_the_bot_its_turns_go_through_the_live_message_too(world: World) -> None:
    from tests.discord.harness import BotHarness, Person

    hexbot = Person(BotHarness.BOT_ID, "hexbot", bot=True)
    await world.h.slash(ALA, "hex new", opponent=hexbot, army="moloch", opponent_army="borgo", first="me")
    calls = await world.h.slash(ALA, "hex place", tile="hq", hex="C2")
    # Ala's HQ closes her HQ message; the bot's HQ is its own turn message, closed at once;
    # then Ala's first turn is posted, pinging her.
    posts = channel_posts(calls, World.CHANNEL)
    assert len(posts) == 2 and posts[-1].data["allowed_mentions"] == {"users": [ALA.id], "parse": []}
    assert "**Turn 1**" in posts[-1].content
    summaries = [text_of(world.h.message(p.response["id"])) for p in posts[:1]]
    assert f"<@{BotHarness.BOT_ID}> placed their HQ" in summaries[0]
    assert not buttons_of(world.h.message(posts[0].response["id"]))
    assert (await world.player_to_act()) == ALA


async def test_after_a_restart_the_turn_message_is_still_edited_in_place(world: World) -> None:
    await to_three_action_turn(world)
    old = await live_id(world)
    line = await held_discard(world)
    h = await world.restart()  # between the discard and the next action: nothing held in memory
    start = len(h.rest.calls)

    await act(world, quiet_action(await world.state()))

    calls = h.rest.calls[start:]
    assert not channel_posts(calls, World.CHANNEL)
    assert [c.path for c in edits(calls, World.CHANNEL)] == [f"/channels/{World.CHANNEL}/messages/{old}"]
    text = text_of(h.message(old))
    assert f"• {line}" in text and "placed" in text  # the held line, rebuilt from the action log
    calls = await act(world, Action("end"))
    assert text_of(h.message(old)).count("discarded") == 1  # the summary: once


async def test_an_overtaken_reply_is_not_posted(world: World) -> None:

    from bot.replies import Reply

    await to_three_action_turn(world)
    game = await world.game()
    start = len(world.h.rest.calls)
    old_reply = Reply("an older state", game_id=game.id, version=game.version - 1)
    delivery = world.h.bot.delivery  # type: ignore[attr-defined]

    outcome = await delivery.deliver_live(old_reply)

    assert outcome is not None and outcome.view is None  # handled: nothing to show
    assert world.h.rest.calls[start:] == []


@pytest.mark.usefixtures("one_segment_a_post")  # cut between two of the battle's messages
async def test_a_battle_cut_short_is_finished_after_a_restart_with_its_line_in_the_turn_message(
    world: World,
) -> None:
    await world.start_game()
    await world.place_hqs()
    world.h.rest.fail("POST", r"^/channels/13\d+/messages$", lambda: api_error(500), times=1, after=1)
    calls = await world.play_until_battle()
    (opened,) = select(calls, "POST", r"/messages/\d+/threads$")
    battle_thread = int(opened.response["id"])
    starter = int(re.search(r"/messages/(\d+)/threads$", opened.path).group(1))  # type: ignore[union-attr]
    assert world.app is not None
    # The battle's line came with the action's own edit of the turn message (its thread is
    # opened on that message, so its link is known before the posts).
    assert f"/{battle_thread}" in text_of(world.h.message(starter))

    h = await world.restart()
    await h.bot._resume_task  # type: ignore[attr-defined]

    assert not select(h.rest.calls, "POST", r"/threads$")  # the same battle thread
    assert channel_posts(h.rest.calls, battle_thread)  # the rest of its posts
    assert not select(h.rest.calls, "PATCH", rf"^/channels/{battle_thread}$")  # it archives itself
    assert not channel_posts(h.rest.calls, World.CHANNEL)  # no link post in the channel ...
    assert not edits(h.rest.calls, World.CHANNEL)  # ... nor a second edit: the line is in the turn message
    assert text_of(world.h.message(starter)).count(f"/{battle_thread}") == 1
    assert await world.app.outbox.pending_battle_posts() == []


async def test_the_board_command_brings_the_turn_message_down_with_its_buttons(world: World) -> None:
    await to_three_action_turn(world)
    await act(world, quiet_action(await world.state()))
    old = await live_id(world)

    calls = await world.h.slash(EWA, "hex board")  # a spectator: only they see it (M18)
    assert not channel_posts(calls, World.CHANNEL) and await live_id(world) == old
    assert "only to you" in text_of(ephemeral_message(calls))

    calls = await world.h.slash(ALA, "hex board")  # a player: where is the game?
    (again,) = channel_posts(calls, World.CHANNEL)
    new = int(again.response["id"])
    assert await live_id(world) == new != old
    assert again.custom_ids and again.files and "discarded" in again.content  # the turn so far
    assert again.data["allowed_mentions"] == {"parse": []}  # nobody pinged again
    assert not buttons_of(world.h.message(old))  # only the live message has buttons
    assert not public_followups(calls)

    calls = await world.h.slash(OLA, "hex board")  # moments later: not again in the channel
    assert not channel_posts(calls, World.CHANNEL) and not public_followups(calls)
    assert await live_id(world) == new and "moments ago" in text_of(ephemeral_message(calls))
    world.clock.advance(minutes=3)
    calls = await world.h.slash(OLA, "hex board", format="text")  # the text listing is an ordinary post
    assert public_followups(calls) or channel_posts(calls, World.CHANNEL)
    assert await live_id(world) == new


async def test_in_a_game_thread_each_battle_segment_answers_the_turn_message(world: World) -> None:
    world.h.channel_id = world.h.THREAD_ID  # a game played inside a thread: no thread within it
    await world.start_game()
    await world.place_hqs()
    calls = await world.play_until_battle()

    assert not select(calls, "POST", r"/threads$")
    segments = [p for p in channel_posts(calls, world.h.THREAD_ID) if p.content.startswith("Initiative")]
    assert segments
    game = await world.game()
    assert world.app is not None
    live = await world.app.live.live_message(game.id)
    assert live is not None
    turn_message = {p.data["message_reference"]["message_id"] for p in segments}
    assert len(turn_message) == 1  # every segment is a reply to the turn's message
    (starter,) = turn_message
    assert any(c.path.endswith(f"/{starter}") for c in edits(calls, world.h.THREAD_ID))
    assert "⚔" in text_of(world.h.message(starter))  # the summary line in the turn message


async def test_a_refused_battle_thread_gets_its_line_corrected_in_the_closed_turn(world: World) -> None:
    """The action's close foresaw the thread's link; Discord refuses the thread: the segments
    go to the channel and the closed turn's line is corrected in place (read, then edited)."""
    await world.start_game()
    await world.place_hqs()
    world.h.rest.fail("POST", r"/threads$", lambda: api_error(500), times=1)
    calls = await world.play_until_battle()
    (refused,) = select(calls, "POST", r"/messages/\d+/threads$")
    starter = int(re.search(r"/messages/(\d+)/threads$", refused.path).group(1))  # type: ignore[union-attr]
    segments = [p for p in channel_posts(calls, World.CHANNEL) if p.content.startswith("Initiative")]
    assert segments and segments[-1].files  # in the channel itself
    closed = text_of(world.h.message(starter))
    assert f"/{starter}" not in closed and "(the battle's posts answer this message)" in closed
    assert "\n" not in closed
    assert world.app is not None
    live = await world.app.live.live_message((await world.game()).id)
    assert live is not None and "⚔" not in text_of(world.h.message(live.message_id))
    assert await world.app.outbox.pending_battle_posts() == []


async def test_a_turn_message_that_refuses_the_layout_is_posted_anew(world: World) -> None:
    """A turn message Discord will not edit into what the bot sends (a plain one posted by
    an older version, which Discord might refuse to make a layout): the turn is posted anew
    and goes on there; nothing is lost."""
    await world.start_game()
    await world.place_hqs()
    old = await live_id(world)
    world.h.rest.fail("PATCH", rf"/messages/{old}$", lambda: api_error(400, 50035, "Invalid Form Body"), times=1)
    action = quiet_action(await world.state())
    calls = await act(world, action)
    new = await live_id(world)
    assert new != old and channel_posts(calls, World.CHANNEL)
    assert text_of(world.h.message(new)).startswith("**Turn") and buttons_of(world.h.message(new))
