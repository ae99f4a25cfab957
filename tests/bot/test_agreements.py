"""Undo with consent, draw offers, resignation, moderator abort and time-limit claims."""

from __future__ import annotations

from bot.app import App
from bot.storage.base import ABORTED, FINISHED
from rules.state import GameState
from tests.bot.helpers import ALA, CHANNEL, EVE, OLA, FakeClock, live, start_game


async def _opening(service: App) -> None:
    await start_game(service)
    await service.turns.place(CHANNEL, ALA, "hq", "C2")
    await service.turns.place(CHANNEL, OLA, "hq", "C4")


async def test_undo_with_consent(service: App) -> None:
    await _opening(service)
    _, before = await live(service)
    tile = before.players[1].hand[0]
    if before.players[1].hand and tile:
        done = await service.turns.discard(CHANNEL, ALA, tile)
        assert not done.ephemeral
    game, after = await live(service)
    assert after.to_json() != before.to_json()
    ask = await service.endings.undo(CHANNEL, ALA)
    assert not ask.ephemeral and OLA in ask.mentions
    assert {b.custom for b in ask.buttons} == {"accept-undo", "refuse-undo"}
    accept = next(b for b in ask.buttons if b.custom == "accept-undo")
    # the requester cannot accept for the opponent, a spectator cannot answer
    mine = await service.endings.answer_undo(CHANNEL, ALA, True)
    assert mine.ephemeral
    theirs = await service.endings.answer_undo(CHANNEL, EVE, True)
    assert theirs.ephemeral
    [reply] = await service.commands.run(CHANNEL, OLA, accept.action, version=ask.version)
    assert not reply.ephemeral
    assert reply.text.startswith(f"Undid: <@{ALA}> discarded ")
    game2, restored = await live(service)
    assert restored.to_json() == before.to_json()
    rows = await service.repo.stores.games.actions(game2.id)
    assert [r.kind for r in rows][-2:] == ["action", "undo"]  # the log stays append-only
    log = await service.info.log(CHANNEL, OLA)
    assert "(undone)" in log.text
    # the undone action can be played again
    again = await service.turns.discard(CHANNEL, ALA, tile)
    assert not again.ephemeral


async def test_undo_refused(service: App) -> None:
    await _opening(service)
    game0, state0 = await live(service)
    ask = await service.endings.undo(CHANNEL, OLA)  # Ola placed the last HQ
    assert not ask.ephemeral and ALA in ask.mentions
    again = await service.endings.undo(CHANNEL, OLA)
    assert again.ephemeral and "already waiting" in again.text
    refuse = await service.endings.answer_undo(CHANNEL, ALA, False)
    assert not refuse.ephemeral and "refused" in refuse.text
    game, state = await live(service)
    assert state.to_json() == state0.to_json() and game.request is None
    # the old accept button is now stale
    [stale] = await service.commands.run(CHANNEL, ALA, "/hex undo answer:yes", version=ask.version)
    assert stale.ephemeral and "board changed" in stale.text


async def test_undo_request_lapses_when_the_game_moves_on(service: App) -> None:
    await _opening(service)
    _, state = await live(service)
    await service.endings.undo(CHANNEL, OLA)
    await service.turns.discard(CHANNEL, ALA, state.players[1].hand[0])  # Ala plays instead of answering
    game, _ = await live(service)
    assert game.request is None
    r = await service.endings.answer_undo(CHANNEL, ALA, True)
    assert r.ephemeral and "no undo request" in r.text


async def test_hotseat_undo_is_immediate(service: App) -> None:
    r = await service.setup.new_game(CHANNEL, ALA, opponent_id=ALA, army="borgo", opponent_army="moloch")
    assert not r.ephemeral and "Hot-seat" in r.text
    await service.turns.place(CHANNEL, ALA, "hq", "C2")
    await service.turns.place(CHANNEL, ALA, "hq", "C4")
    u = await service.endings.undo(CHANNEL, ALA)
    assert u.text.startswith(f"Undid: <@{ALA}> placed their HQ on C4")
    _, state = await live(service)
    assert len(state.units) == 1


async def test_resign(service: App) -> None:
    await _opening(service)
    ask = await service.endings.resign(CHANNEL, OLA)  # first a private Confirm / Cancel
    assert ask.ephemeral and [b.custom for b in ask.buttons] == ["confirm", "cancel"]
    [r] = await service.commands.run(CHANNEL, OLA, ask.buttons[0].action, version=ask.version)
    assert not r.ephemeral and f"<@{ALA}> (Moloch) wins" in r.text and ALA in r.mentions
    game, state = await live(service)
    assert game.status == FINISHED and game.winner == 1 and game.result_reason == "resigned"
    assert state.result is not None and state.result.winner == 1
    assert await service.repo.stores.games.live_game(CHANNEL) is None
    late = await service.turns.end_turn(CHANNEL, ALA)
    assert late.ephemeral


async def test_draw_offer_accepted_and_refused(service: App) -> None:
    await _opening(service)
    offer = await service.endings.offer_draw(CHANNEL, ALA)
    assert OLA in offer.mentions
    no = await service.endings.answer_draw(CHANNEL, OLA, False)
    assert "refused the draw" in no.text
    offer = await service.endings.offer_draw(CHANNEL, OLA)
    [yes] = await service.commands.run(CHANNEL, ALA, "/hex draw answer:yes", version=offer.version)
    assert "a draw (agreed draw)" in yes.text
    game, state = await live(service)
    assert game.status == FINISHED and game.winner is None and game.result_reason == "agreed_draw"


async def test_moderator_abort(service: App) -> None:
    await _opening(service)
    refused = await service.endings.abort(CHANNEL, EVE, is_moderator=False)
    assert refused.ephemeral
    ask = await service.endings.abort(CHANNEL, EVE, is_moderator=True)
    assert ask.ephemeral and "cannot be undone" in ask.text
    [done] = await service.commands.run(CHANNEL, EVE, ask.buttons[0].action, is_moderator=True, version=ask.version)
    assert not done.ephemeral and "aborted" in done.text
    game, _ = await live(service)
    assert game.status == ABORTED


async def test_decline_and_withdraw(service: App) -> None:
    await service.setup.new_game(CHANNEL, ALA, opponent_id=OLA)
    r = await service.setup.decline(CHANNEL, OLA)
    assert "declined" in r.text
    assert await service.repo.stores.games.live_game(CHANNEL) is None
    await service.setup.new_game(CHANNEL, ALA)  # an open seat
    r = await service.setup.decline(CHANNEL, ALA)
    assert "withdrew" in r.text


async def test_open_seat(service: App) -> None:
    r = await service.setup.new_game(CHANNEL, ALA, army="hegemony", opponent_army="borgo", first="opponent")
    assert [b.custom for b in r.buttons] == ["join"]
    j = await service.setup.accept(CHANNEL, EVE)
    assert not j.ephemeral and EVE in j.mentions  # Eve took seat 1 and places her HQ first
    game, _ = await live(service)
    assert game.players == (EVE, ALA) and game.armies == ("borgo", "hegemony")


async def test_claim_after_time_limit(service: App, clock: FakeClock) -> None:
    await start_game(service, turn_limit_hours=12)
    early = await service.endings.claim_timeout(CHANNEL, OLA)
    assert early.ephemeral and "not passed yet" in early.text
    own = await service.endings.claim_timeout(CHANNEL, ALA)
    assert own.ephemeral and "your turn" in own.text
    clock.advance(hours=12, minutes=1)
    await service.pbp.due_reminders()  # Ala is told that her time ran out: a claim opens 1 h 12 min later
    clock.advance(hours=1, minutes=13)
    ask = await service.endings.claim_timeout(CHANNEL, OLA)
    assert ask.ephemeral and [b.custom for b in ask.buttons] == ["confirm", "cancel"]
    [win] = await service.commands.run(CHANNEL, OLA, ask.buttons[0].action, version=ask.version)
    assert not win.ephemeral and f"<@{OLA}> (Outpost) wins" in win.text
    game, state = await live(service)
    assert game.result_reason == "timeout" and isinstance(state, GameState) and state.result is not None
