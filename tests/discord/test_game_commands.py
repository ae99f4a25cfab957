"""Slash commands and autocomplete through the real bot: deferrals, visibility, mentions, images."""

from __future__ import annotations

import json
from typing import Any

import pytest

from rules.game import legal_actions
from rules.state import GameState
from tests.discord.conftest import ALA, EWA, MOD, OLA, PNG_MAGIC, World
from tests.discord.harness import (
    CALLBACK_DEFERRED_MESSAGE,
    CALLBACK_DEFERRED_UPDATE,
    CALLBACK_MESSAGE,
    CALLBACK_UPDATE_MESSAGE,
    COMPONENTS_V2,
    button,
    buttons_of,
    callbacks,
    components_of,
    followups,
    original_deletes,
    original_edits,
)


async def test_new_game_defers_then_invites_pinging_only_the_opponent(world: World) -> None:
    calls = await world.h.slash(ALA, "hex new", opponent=OLA, army="moloch", opponent_army="borgo", first="me")

    (ack,) = callbacks(calls)
    assert ack.callback_type == CALLBACK_DEFERRED_MESSAGE and not ack.ephemeral  # before any slow work
    (invite,) = followups(calls)
    assert not invite.ephemeral
    assert OLA.mention in invite.content and "challenges" in invite.content
    assert invite.data["allowed_mentions"] == {"users": [OLA.id], "parse": []}
    game = await world.game()
    assert game.status == "invited" and game.armies == ("moloch", "borgo")
    assert invite.custom_ids == [
        f"hex:v1:{game.id}:{game.version}:/accept",
        f"hex:v1:{game.id}:{game.version}:/decline",
    ]


async def test_open_seat_and_join_button(world: World) -> None:
    calls = await world.h.slash(ALA, "hex new", army="outpost")
    (invite,) = followups(calls)
    assert invite.data["allowed_mentions"] == {"parse": []}  # nobody to ping
    calls = await world.h.click(EWA, invite.response, button(invite.response, "join"))
    (ack,) = callbacks(calls)
    assert ack.callback_type == CALLBACK_DEFERRED_UPDATE
    (started,) = followups(calls)
    assert not started.ephemeral and "accepted" in started.content
    game = await world.game()
    assert game.status == "active" and EWA.id in game.players


async def test_opponent_accepts_with_the_button_and_the_board_is_posted(world: World) -> None:
    calls = await world.h.slash(ALA, "hex new", opponent=OLA, army="moloch", opponent_army="borgo", first="me")
    invitation = followups(calls)[0].response

    calls = await world.h.click(OLA, invitation, button(invitation, "accept"))

    (ack,) = callbacks(calls)
    assert ack.callback_type == CALLBACK_DEFERRED_UPDATE
    (board,) = followups(calls)
    assert not board.ephemeral
    assert [name for name, _ in board.files] == ["board.png"]
    assert board.files[0][1].startswith(PNG_MAGIC)
    assert board.data["allowed_mentions"] == {"users": [ALA.id], "parse": []}  # Ala places her HQ first
    assert "place your HQ" in board.content
    # The invitation's buttons are retired once the game has moved on.
    (tidy,) = original_edits(calls)
    assert not buttons_of(tidy.json)
    assert (await world.game()).status == "active"


async def test_a_watcher_pressing_accept_is_told_privately_and_nothing_changes(world: World) -> None:
    calls = await world.h.slash(ALA, "hex new", opponent=OLA, army="moloch", opponent_army="borgo")
    invitation = followups(calls)[0].response
    before = await world.game()

    calls = await world.h.click(EWA, invitation, button(invitation, "accept"))

    (note,) = followups(calls)
    assert note.ephemeral and "invitation is for" in note.content
    assert not original_edits(calls)  # the invitation keeps its buttons for Ola
    assert (await world.game()).version == before.version


async def test_a_second_game_in_the_channel_is_refused_ephemerally(world: World) -> None:
    await world.start_game()
    calls = await world.h.slash(EWA, "hex new", opponent=MOD)
    assert callbacks(calls)[0].callback_type == CALLBACK_DEFERRED_MESSAGE
    # The public "thinking…" is removed and the explanation goes to Ewa alone.
    assert len(original_deletes(calls)) == 1
    (note,) = followups(calls)
    assert note.ephemeral and "already has a game" in note.content


async def test_not_your_turn_is_an_ephemeral_mistake_and_changes_nothing(world: World) -> None:
    await world.start_game()
    before = await world.game()

    calls = await world.h.slash(OLA, "hex place", tile="hq", hex="C4")

    assert callbacks(calls)[0].callback_type == CALLBACK_DEFERRED_MESSAGE
    assert original_deletes(calls)
    (note,) = followups(calls)
    assert note.ephemeral and "not your turn" in note.content
    assert note.data["allowed_mentions"] == {"parse": []}
    assert (await world.game()).version == before.version


async def test_a_malformed_hex_is_rejected_by_the_transformer_at_once(world: World) -> None:
    await world.start_game()
    before = await world.game()

    calls = await world.h.slash(ALA, "hex place", tile="hq", hex="Z9")

    # The transformer fails before the command runs: one immediate ephemeral answer, no deferral.
    assert len(calls) == 1
    (answer,) = callbacks(calls)
    assert answer.callback_type == CALLBACK_MESSAGE and answer.ephemeral
    assert "`Z9` is not a hex" in answer.content
    assert (await world.game()).version == before.version


async def test_hq_placement_pings_the_next_player(world: World) -> None:
    await world.start_game()
    calls = await world.h.slash(ALA, "hex place", tile="hq", hex="C2")
    (post,) = followups(calls)
    assert not post.ephemeral and post.files
    assert post.data["allowed_mentions"] == {"users": [OLA.id], "parse": []}
    assert OLA.mention in post.content


async def test_autocomplete_offers_the_hand_and_the_legal_hexes(world: World) -> None:
    await world.start_game()
    assert await world.h.autocomplete(ALA, "hex place", "tile", tile="") == [{"name": "Moloch HQ", "value": "hq"}]
    await world.place_hqs()
    state = await world.state()
    hand = sorted(set(state.players[1].hand))

    tiles = await world.h.autocomplete(ALA, "hex place", "tile", tile="")
    assert sorted(c["value"] for c in tiles) == hand

    tile = hand[0]
    legal = sorted({a.hexes[0] for a in legal_actions(state) if a.verb == "place" and a.tile == tile})
    hexes = await world.h.autocomplete(ALA, "hex place", "hex", tile=tile, hex="")
    assert sorted(c["value"] for c in hexes) == legal[:25]
    narrowed = await world.h.autocomplete(ALA, "hex place", "hex", tile=tile, hex="D")
    assert narrowed and all(c["value"].startswith("D") for c in narrowed)
    # Not Ola's turn: nothing to offer her.
    assert await world.h.autocomplete(OLA, "hex place", "tile", tile="") == []


async def test_reference_autocomplete_for_tiles_and_armies(world: World) -> None:
    runner = await world.h.autocomplete(EWA, "hexinfo tile", "name", name="runn")
    assert any(c["value"] == "runner" for c in runner)
    armies = await world.h.autocomplete(EWA, "hexinfo army", "name", name="he")
    assert armies == [{"name": "Hegemony", "value": "hegemony"}]


COMPASS = ["↖ NW", "↑ N", "↗ NE", "↙ SW", "↓ S", "↘ SE"]


def facing_shown(message: dict[str, Any]) -> str:
    """The facing a preview shows: its primary (highlighted) compass button's."""
    (shown,) = [c["label"] for c in components_of(message) if c.get("label") in COMPASS and c.get("style") == 1]
    return str(shown.split()[-1])


async def test_placement_preview_turns_in_place_with_the_compass_then_confirms(world: World) -> None:
    await world.start_game()
    await world.place_hqs()
    state = await world.state()
    place = next(a for a in legal_actions(state) if a.verb == "place")

    calls = await world.h.slash(ALA, "hex place", tile=place.tile, hex=place.hexes[0])

    (ack,) = callbacks(calls)
    assert ack.callback_type == CALLBACK_DEFERRED_MESSAGE and ack.ephemeral  # a private preview is coming
    (preview,) = followups(calls)
    assert preview.ephemeral and [n for n, _ in preview.files] == ["preview.png"]
    assert preview.flags & COMPONENTS_V2  # a panel: a Components V2 layout, its text inside it
    message = preview.response
    start = facing_shown(message)
    assert f"facing {start}" in preview.content
    labels = [c["label"] for c in components_of(message) if c.get("type") == 2]
    assert labels == [*COMPASS, "Confirm", "Back to my tiles"]
    rows = [[b.get("label") for b in c["components"]] for c in components_of(message) if c.get("type") == 1]
    assert rows[:2] == [COMPASS[:3], COMPASS[3:]]  # the compass: two rows of three
    assert any(c.get("type") == 3 for c in components_of(message))  # the menu of hexes

    other = next(label for label in COMPASS if not label.endswith(" " + start)).split()[-1]
    version = (await world.game()).version
    calls = await world.h.click(ALA, message, button(message, f"facing:{other}"))
    (turned,) = callbacks(calls)  # one call: the panel's own answer (callback 7) shows the new facing
    assert turned.callback_type == CALLBACK_UPDATE_MESSAGE and len(calls) == 1
    assert f"facing {other}" in turned.content and [n for n, _ in turned.files] == ["preview.png"]
    assert (await world.game()).version == version  # a preview commits nothing

    message = world.h.message(message["id"])
    assert facing_shown(message) == other
    calls = await world.h.click(ALA, message, button(message, "confirm"))
    (placed,) = followups(calls)
    assert not placed.ephemeral and placed.files
    (panel,) = callbacks(calls)  # the panel shows the hand again, in place: no "done" note
    assert panel.callback_type == CALLBACK_UPDATE_MESSAGE and "Your tiles" in panel.content
    unit = (await world.state()).units[(await world.state()).board.parse(place.hexes[0])]
    assert (unit.tile, unit.facing.name) == (place.tile, other)


async def test_back_from_a_preview_places_nothing_and_shows_the_hand(world: World) -> None:
    await world.start_game()
    await world.place_hqs()
    place = next(a for a in await world.legal() if a.verb == "place")
    calls = await world.h.slash(ALA, "hex place", tile=place.tile, hex=place.hexes[0])  # no facing: a preview
    preview = followups(calls)[0]
    assert "Preview" in preview.content
    before = await world.game()

    calls = await world.h.click(ALA, preview.response, button(preview.response, "back to my tiles"))

    (edit,) = callbacks(calls)
    assert edit.callback_type == CALLBACK_UPDATE_MESSAGE and "Your tiles" in edit.content
    assert not edit.files or all(name.startswith("tile-") for name, _ in edit.files)
    assert (await world.game()).version == before.version


async def test_hand_is_private_and_its_end_button_ends_the_turn(world: World) -> None:
    await world.start_game()
    await world.place_hqs()
    calls = await world.h.slash(ALA, "hex hand")
    (ack,) = callbacks(calls)
    assert ack.callback_type == CALLBACK_DEFERRED_MESSAGE and ack.ephemeral
    (hand,) = followups(calls)
    assert hand.ephemeral and "Your tiles" in hand.content

    calls = await world.h.click(ALA, hand.response, button(hand.response, "end turn"))

    (post,) = followups(calls)
    assert not post.ephemeral and post.data["allowed_mentions"] == {"users": [OLA.id], "parse": []}
    assert await world.player_to_act() == OLA


async def test_rules_answer_at_once_without_deferring(world: World) -> None:
    calls = await world.h.slash(EWA, "hexinfo rules")
    (answer,) = callbacks(calls)
    assert answer.callback_type == CALLBACK_MESSAGE and answer.ephemeral
    assert len(calls) == 1


async def test_tile_card_and_army_sheet_carry_their_images(world: World) -> None:
    calls = await world.h.slash(EWA, "hexinfo tile", name="runner")
    (card,) = followups(calls)
    assert card.files and card.files[0][0].endswith("runner.png") and card.files[0][1].startswith(PNG_MAGIC)
    calls = await world.h.slash(EWA, "hexinfo army", name="borgo")
    (sheet,) = followups(calls)
    assert sheet.files and sheet.files[0][0] == "borgo.png"


async def test_log_and_export(world: World) -> None:
    await world.start_game()
    await world.place_hqs()
    calls = await world.h.slash(EWA, "hexhistory log")
    (log_answer,) = callbacks(calls)
    assert log_answer.callback_type == CALLBACK_MESSAGE  # text only: answered at once
    assert "C2" in log_answer.content and "C4" in log_answer.content
    assert log_answer.files and log_answer.files[0][0].endswith("-log.txt")

    calls = await world.h.slash(EWA, "hexhistory export")
    (export,) = followups(calls)
    name, data = export.files[0]
    assert name.endswith(".json")
    doc = json.loads(data)
    assert "hq C2" in json.dumps(doc["actions"]) and "hq C4" in json.dumps(doc["actions"])
    # the game is still being played: the export is its public record, without the seed
    game = await world.game()
    assert "seed" not in doc and doc["replayable"] is False and str(game.seed) not in data.decode()
    assert doc["state"]["players"]["1"]["pile_size"] == len(GameState.loads(game.state_json).players[1].pile)
    assert "still being played" in export.content and "secret" in export.content


async def test_abort_needs_manage_channels(world: World) -> None:
    await world.start_game()

    calls = await world.h.slash(OLA, "hexmod abort")
    (answer,) = callbacks(calls)
    assert answer.callback_type == CALLBACK_MESSAGE and answer.ephemeral  # the check failed: no deferral
    assert "Manage Channels" in answer.content
    assert (await world.game()).status == "active"

    calls = await world.h.slash(MOD, "hexmod abort")
    (ask,) = followups(calls)  # a private Confirm / Cancel first
    assert ask.ephemeral and "cannot be undone" in ask.content
    assert (await world.game()).status == "active"
    calls = await world.h.click(MOD, ask.response, button(ask.response, "confirm"))
    post = next(c for c in followups(calls) if not c.ephemeral)
    assert "aborted" in post.content
    assert (await world.game()).status == "aborted"


async def test_undo_with_the_opponents_consent(world: World) -> None:
    await world.start_game()
    await world.place_hqs()
    place = next(a for a in await world.legal() if a.verb == "place")
    await world.h.slash(ALA, "hex place", tile=place.tile, hex=place.hexes[0], facing=place.facing)

    calls = await world.h.slash(ALA, "hex undo")
    (request,) = followups(calls)
    assert request.data["allowed_mentions"] == {"users": [OLA.id], "parse": []}
    message = request.response
    # Ala cannot accept her own request.
    calls = await world.h.click(ALA, message, button(message, "accept undo"))
    assert followups(calls)[0].ephemeral

    calls = await world.h.click(OLA, message, button(message, "accept undo"))
    (undone,) = followups(calls)
    assert not undone.ephemeral and undone.content.startswith("Undid:")
    state = await world.state()
    assert state.board.parse(place.hexes[0]) not in state.units


async def test_draw_offer_accepted_with_a_button(world: World) -> None:
    await world.start_game()
    calls = await world.h.slash(ALA, "hex draw", action="offer")
    offer = followups(calls)[0].response
    calls = await world.h.click(OLA, offer, button(offer, "accept draw"))
    (result,) = followups(calls)
    assert not result.ephemeral and result.data["allowed_mentions"] == {"users": [ALA.id], "parse": []}
    game = await world.game()
    assert game.status == "finished" and game.result_reason == "agreed_draw"


async def test_resign_ends_the_game(world: World) -> None:
    await world.start_game()
    calls = await world.h.slash(OLA, "hex resign")
    (ask,) = followups(calls)
    assert ask.ephemeral and (await world.game()).status == "active"
    calls = await world.h.click(OLA, ask.response, button(ask.response, "confirm"))
    result = next(c for c in followups(calls) if not c.ephemeral)
    assert "resigned" in result.content
    game = await world.game()
    assert game.status == "finished" and game.players[game.winner - 1] == ALA.id


@pytest.mark.parametrize(
    ("command", "options"),
    [
        ("hex move", {"from_": "C3", "to": "C2", "facing": "N", "via": "D2"}),
        ("hex play", {"tile": "sniper", "target": "D3"}),
        ("hex play", {"tile": "push-back", "unit": "C3", "target": "D3"}),
        ("hex discard", {"tile": "runner"}),
        ("hex redraw", {}),
        ("hex choose", {"hex": "E3"}),
        ("hex end", {}),
        ("hex place", {"tile": "runner", "hex": "C3"}),  # no facing: the preview
    ],
)
async def test_every_turn_command_reaches_the_rules_with_its_options(
    world: World, command: str, options: dict[str, str]
) -> None:
    await world.start_game()
    await world.place_hqs()
    before = await world.game()
    options = {("from" if k == "from_" else k): v for k, v in options.items()}

    calls = await world.h.run(world.h.command_payload(OLA, command, options))  # Ola acts out of turn

    (note,) = followups(calls)
    assert note.ephemeral and "not your turn" in note.content
    assert (await world.game()).version == before.version


async def test_move_and_instant_autocomplete_answer_for_the_acting_player(world: World) -> None:
    await world.start_game()
    await world.place_hqs()
    state = await world.state()
    movable = sorted({a.hexes[0] for a in legal_actions(state) if a.verb == "move"})
    got = await world.h.run(
        world.h.command_payload(ALA, "hex move", {"from": "", "to": "", "facing": "N"}, focused="from")
    )
    choices = callbacks(got)[0].json["data"]["choices"]
    assert sorted(c["value"] for c in choices) == movable[:25]
    targets = await world.h.autocomplete(ALA, "hex play", "target", tile="sniper", target="")
    assert isinstance(targets, list)


# The one-post-per-action mode (HEXBOT_QUIET=0); the quiet channel: test_quiet_channel.py.
pytestmark = pytest.mark.loud
