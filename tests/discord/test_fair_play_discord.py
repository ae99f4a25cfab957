"""Fair play through the real discord.py bot (issue 20, docs/rulings.md M18-M20): the holes
played with slash commands and buttons as a member would."""

from __future__ import annotations

from bot.discord_adapter.loops.reminders import Reminders
from tests.discord.conftest import ALA, EWA, MOD, OLA, World
from tests.discord.harness import (
    button,
    callbacks,
    channel_posts,
    ephemeral_confirm,
    ephemeral_message,
    followups,
    original_edits,
    text_of,
)


def private_text(calls: list) -> str:  # type: ignore[type-arg]
    return str(text_of(ephemeral_message(calls)))


async def test_changing_the_limit_and_claiming_at_once_wins_nothing(world: World) -> None:
    await world.start_game()
    await world.h.slash(ALA, "hex place", tile="hq", hex="C2")  # Ola's turn
    world.clock.advance(minutes=65)
    version = (await world.game()).version

    calls = await world.h.slash(ALA, "hex settings", time_limit=1)
    assert "at least 12 h" in private_text(calls) and not channel_posts(calls, World.CHANNEL)
    calls = await world.h.slash(ALA, "hex claim")
    assert "no turn time limit" in private_text(calls)
    assert (await world.game()).version == version  # nothing changed

    calls = await world.h.slash(ALA, "hex settings", time_limit=12)
    (asked,) = [c for c in channel_posts(calls, World.CHANNEL) if "asks to change" in c.content]
    assert asked.data["allowed_mentions"]["users"] == [OLA.id]  # Ola is pinged
    game = await world.game()
    assert game.turn_limit_s is None and game.request is not None and game.request["kind"] == "settings"
    # Ala cannot accept her own request; Ola's Accept makes it apply from the next turn only
    message = world.h.message(asked.response["id"])
    calls = await world.h.click(ALA, message, button(message, "accept change"))
    assert "other players have to accept" in private_text(calls)
    calls = await world.h.click(OLA, message, button(message, "accept change"))
    game = await world.game()
    assert game.turn_limit_s is None and game.next_settings == {"turn_limit_s": 12 * 3600}
    world.clock.advance(hours=20)
    assert "no turn time limit" in private_text(await world.h.slash(ALA, "hex claim"))


async def test_a_claim_is_confirmed_after_the_notice_and_the_grace(world: World) -> None:
    await world.h.slash(ALA, "hex new", opponent=OLA, army="moloch", opponent_army="borgo", first="me", time_limit=12)
    await world.h.slash(OLA, "hex accept")
    reminders = Reminders(world.h.bot, world.h.bot.context, interval=3600)  # type: ignore[attr-defined]
    world.clock.advance(hours=12, minutes=1)
    assert "not been told yet" in private_text(await world.h.slash(OLA, "hex claim"))
    start = len(world.h.rest.calls)
    assert await reminders.post_due() == 1  # Ala is told, with a ping
    (told,) = channel_posts(world.h.rest.calls[start:], World.CHANNEL)
    assert told.data["allowed_mentions"] == {"users": [ALA.id], "parse": []} and "has passed" in told.content
    assert "a claim opens in" in private_text(await world.h.slash(OLA, "hex claim"))
    world.clock.advance(hours=1, minutes=13)
    assert await reminders.post_due() == 1  # Ola is told the claim is open
    calls = await world.h.slash(OLA, "hex claim")
    message, confirm = ephemeral_confirm(calls)
    assert "cannot be undone" in text_of(message) and (await world.game()).status == "active"
    calls = await world.h.click(OLA, message, confirm)
    over = [c for c in channel_posts(calls, World.CHANNEL) if "Game over" in c.content]
    assert over and (await world.game()).result_reason == "timeout"


async def test_a_resigned_player_cannot_answer_and_is_not_asked(world: World) -> None:
    await world.h.slash(
        ALA, "hex new", opponent=OLA, opponent2=EWA, players=3, armies="moloch,borgo,outpost", first="me"
    )
    await world.h.slash(OLA, "hex accept")
    await world.h.slash(EWA, "hex accept")
    await world.h.confirmed(EWA, "hex resign")
    calls = await world.h.slash(ALA, "hex draw", action="offer")
    (offer,) = [c for c in channel_posts(calls, World.CHANNEL) if "offers a draw" in c.content]
    assert offer.data["allowed_mentions"]["users"] == [OLA.id]
    message = world.h.message(offer.response["id"])
    calls = await world.h.click(EWA, message, button(message, "accept draw"))
    assert "already out" in private_text(calls) and (await world.game()).status == "active"
    await world.h.click(OLA, message, button(message, "accept draw"))
    game = await world.game()
    assert game.status == "finished" and game.result_reason == "agreed_draw"


async def test_a_stale_confirm_changes_nothing(world: World) -> None:
    await world.start_game()
    calls = await world.h.slash(MOD, "hexmod abort")
    message, confirm = ephemeral_confirm(calls)
    await world.h.slash(ALA, "hex place", tile="hq", hex="C2")  # the game moves on
    calls = await world.h.click(MOD, message, confirm)
    assert "board changed" in " ".join(c.content for c in callbacks(calls) + followups(calls) + original_edits(calls))
    assert (await world.game()).status == "active"


async def test_an_option_the_tile_does_not_take_is_refused_by_name(world: World) -> None:
    await world.start_game()
    version = (await world.game()).version
    calls = await world.h.slash(ALA, "hex place", tile="hq", hex="C2", facing="N")
    assert "facing: does not apply to Moloch HQ" in private_text(calls)
    world.h.locale = "pl"
    calls = await world.h.slash(ALA, "hex place", tile="hq", hex="C2", facing="N")
    assert "kierunek: nie dotyczy tego żetonu" in private_text(calls)
    assert (await world.game()).version == version


async def test_a_spectators_board_is_private(world: World) -> None:
    await world.start_game()
    calls = await world.h.slash(EWA, "hex board")
    assert "do not play in this game" in private_text(calls) and not channel_posts(calls, World.CHANNEL)
