"""Issue 32: several bot processes on one database and one Discord never lose a change's
line nor double a turn message. Each change's outbox item is reserved for the interaction
of the process that stored it; that interaction and every drain go through the same claim,
in the game's order; the computer player's turns are played by one process at a time (a
lease per game), stretch after stretch until a person must act or the game ends."""

from __future__ import annotations

import asyncio
import random
import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

import bot.usecases.ai as ai_module
from bot.storage.outbox import PENDING
from rules.state import GameState
from tests.discord.conftest import ALA, OLA
from tests.discord.harness import BotHarness, Person, fault_error, text_of
from tests.discord.processes import Cluster, change_lines, choose, doubled_turns, line_report, with_buttons
from tests.storage.backends import BACKENDS, database

HEXBOT = Person(BotHarness.BOT_ID, "hexbot", bot=True)
CHANNEL = BotHarness.CHANNEL_ID


@pytest.fixture(params=BACKENDS)
async def cluster(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Cluster]:
    async for target in database(request.param, tmp_path):
        c = Cluster(target, 2)
        await c.start()
        try:
            yield c
        finally:
            await c.stop()


async def _settle(c: Cluster, rounds: int = 60) -> None:
    """Time passes, every live process drains, until nothing is pending."""
    repo = await c.repo()
    for _ in range(rounds):
        if not await repo.stores.deliveries.deliveries(status=PENDING):
            return
        c.clock.advance(seconds=30)
        for p in c.alive():
            await p.drain()
    raise AssertionError(f"still pending: {await repo.stores.deliveries.deliveries(status=PENDING)}")


async def _check_shown(c: Cluster) -> None:
    """Every change's line is in the channel, no turn message twice, the live message is the
    game's last state and the only message with buttons."""
    repo = await c.repo()
    game = await c.game()
    expected, missing = await line_report(repo, c.rest, game)
    assert expected > 0 and missing == []
    assert doubled_turns(c.rest, CHANNEL) == 0
    live = await repo.stores.channels.get_live_message(game.id)
    assert live is not None and live.version == game.version
    assert with_buttons(c.rest, CHANNEL) == ([str(live.message_id)] if game.status == "active" else [])


async def _two_player_moves(
    c: Cluster, rng: random.Random, steps: int
) -> AsyncIterator[tuple[Any, Any, Any, str, dict[str, Any]]]:
    """A game of ALA and OLA started on the two processes; then, move after move while it
    runs, (the process that answers, the one that drains, who acts, command, options)."""
    p0, p1 = c.procs
    assert p0.h is not None and p1.h is not None
    await p0.h.slash(ALA, "hex new", opponent=OLA, army="moloch", opponent_army="borgo", first="me")
    await p1.h.slash(OLA, "hex accept")
    people = {ALA.id: ALA, OLA.id: OLA}
    for step in range(steps):
        game = await c.game()
        if game.status != "active":
            return
        state = GameState.loads(game.state_json)
        command, options = choose(state, rng)
        acting, draining = (p0, p1) if step % 2 else (p1, p0)
        assert acting.h is not None
        yield acting, draining, people[game.players[state.to_act - 1]], command, options
        c.clock.advance(seconds=rng.choice((1, 4, 12)))


async def test_two_processes_answering_and_draining_the_same_game(cluster: Cluster) -> None:
    c = cluster
    async for acting, draining, person, command, options in _two_player_moves(c, random.Random(3), 40):
        # one process answers the interaction while the other drains (and time goes on)
        await asyncio.gather(acting.h.slash(person, command, **options), draining.drain())
    await _settle(c)
    await _check_shown(c)


async def test_a_kill_between_an_interactions_store_and_its_answer(cluster: Cluster) -> None:
    """The process stores the action and dies before it answers: its reservation runs out and
    the other process's drain shows the change, its line rebuilt from the log, once."""
    c = cluster
    p0, p1 = c.procs
    assert p0.h is not None and p1.h is not None
    await p0.h.slash(ALA, "hex new", opponent=OLA, army="moloch", opponent_army="borgo", first="me")
    await p0.h.slash(OLA, "hex accept")
    await p0.h.slash(ALA, "hex place", tile="hq", hex="C2")

    async def dies(*args: Any, **kwargs: Any) -> None:
        return None  # SIGKILL right after the store: no answer, no delivery

    p0.bot.responder.deliver = dies
    await p0.h.slash(OLA, "hex place", tile="hq", hex="C4")
    await p0.kill()
    game = await c.game()
    repo = await c.repo()
    item = next(
        i
        for i in await repo.stores.deliveries.deliveries(game_id=game.id)
        if i.version == game.version and i.kind == "turn"
    )
    assert item.status == PENDING and item.lease_owner is not None and item.lease_owner.endswith("~reserved")
    c.clock.advance(seconds=12)  # due, but still reserved for the dead process's interaction
    assert await p1.drain() == 0
    c.clock.advance(seconds=10)  # the reservation ran out: the drain takes it
    assert await p1.drain() >= 1
    await _settle(c)
    await _check_shown(c)


async def test_two_processes_reaching_the_computers_turn_together(cluster: Cluster) -> None:
    c = cluster
    p0, p1 = c.procs
    assert p0.h is not None and p1.h is not None
    played: list[str] = []
    for p in (p0, p1):
        stretch = p.app.ai.ai_stretch  # type: ignore[union-attr]

        async def counted(channel_id: int, *, _s: Any = stretch, _n: str = p.name, **kw: Any) -> Any:
            out = await _s(channel_id, **kw)
            if out.actions:
                played.append(_n)
            return out

        p.app.ai.ai_stretch = counted  # type: ignore[union-attr,method-assign]
    for p in (p0, p1):  # nobody plays the computer's turn after the interaction: both reach it below
        p.bot.delivery.post_ai_turns = _later(p.bot.delivery.post_ai_turns)
    await p0.h.slash(ALA, "hex new", opponent=HEXBOT, level="easy", armies="moloch,borgo")
    await p0.h.slash(ALA, "hex place", tile="hq", hex="C2")
    game = await c.game()
    assert game.players[GameState.loads(game.state_json).to_act - 1] == HEXBOT.id  # the computer must act

    await asyncio.gather(p0.bot.delivery.post_ai_turns.now(CHANNEL), p1.bot.delivery.post_ai_turns.now(CHANNEL))

    assert len(played) == 1  # one process played it
    game = await c.game()
    assert game.players[GameState.loads(game.state_json).to_act - 1] == ALA.id
    await _settle(c)
    await _check_shown(c)
    plain = [
        m
        for m in c.rest.messages.values()
        if m["channel_id"] == str(CHANNEL) and m.get("content") and not int(m.get("flags") or 0) & 64
    ]
    assert plain == []  # no reply the live message declined was posted as a message of its own


class _later:
    """``post_ai_turns`` held back when an interaction calls it (``now`` calls it)."""

    def __init__(self, real: Any) -> None:
        self.now = real

    async def __call__(self, *args: Any, **kwargs: Any) -> None:
        return None


async def test_a_long_run_of_computer_turns_goes_on_to_the_end_without_a_human_message(
    cluster: Cluster, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Four players, three of them the computer; the only person resigns: the computer plays
    on, stretch after stretch handed over to the drains, until the game ends."""
    monkeypatch.setattr(ai_module, "MAX_AI_ACTIONS", 5)  # many hand-overs
    c = cluster
    p0 = c.procs[0]
    assert p0.h is not None
    await p0.h.slash(
        ALA,
        "hex new",
        opponent=HEXBOT,
        opponent2=HEXBOT,
        opponent3=HEXBOT,
        level="easy",
        armies="moloch,borgo,outpost,hegemony",
    )
    game = await c.game()
    if GameState.loads(game.state_json).to_act == 1:
        await p0.h.slash(ALA, "hex place", tile="hq", hex="C2")
    await p0.h.confirmed(ALA, "hex resign")
    interactions = len(c.rest.callbacks())
    for _ in range(400):
        game = await c.game()
        if game.status != "active":
            break
        c.clock.advance(seconds=1)
        for p in c.alive():
            await p.drain()
    game = await c.game()
    assert game.status == "finished"
    assert len(c.rest.callbacks()) == interactions  # nobody typed anything
    repo = await c.repo()
    played = [r for r in await repo.stores.games.actions(game.id) if r.user_id == HEXBOT.id]
    assert len(played) > 10 * ai_module.MAX_AI_ACTIONS  # stretch after stretch, handed over each time
    ai_item = next(i for i in await repo.stores.deliveries.deliveries(game_id=game.id) if i.kind == "ai")
    assert ai_item.status == "done" and ai_item.attempts == 0
    await _settle(c)
    expected, missing = await line_report(repo, c.rest, game)
    assert expected > 0 and missing == []
    assert doubled_turns(c.rest, CHANNEL) == 0


async def test_a_drain_catching_up_shows_each_turn_in_its_own_message(cluster: Cluster) -> None:
    """A change whose message Discord refused, then several turns played before the drain
    comes back to it: the drain shows them a turn at a time, each turn's changes in that
    turn's own message (none squeezed into another turn's summary, nothing cut off)."""
    c = cluster
    p0 = c.procs[0]
    assert p0.h is not None
    await p0.h.slash(ALA, "hex new", opponent=OLA, army="moloch", opponent_army="borgo", first="me")
    await p0.h.slash(OLA, "hex accept")
    await p0.h.slash(ALA, "hex place", tile="hq", hex="C2")
    c.rest.inject(["edit", "send"], [503], on_call=1, times=1)  # the next change: refused once
    rng = random.Random(5)
    people = {ALA.id: ALA, OLA.id: OLA}
    start = (await c.game()).turns
    for _ in range(30):  # several turns, all left to the outbox behind the refused one
        game = await c.game()
        state = GameState.loads(game.state_json)
        command, options = choose(state, rng)
        await p0.h.slash(people[game.players[state.to_act - 1]], command, **options)
    c.rest.heal()
    await _settle(c)
    await _check_shown(c)
    game = await c.game()
    headers = {
        int(m.group(1))
        for msg in c.rest.messages.values()
        if msg["channel_id"] == str(CHANNEL)
        for m in [re.match(r"\*\*Turn (\d+)\*\*", text_of(msg))]
        if m is not None
    }
    assert game.turns > start + 3
    assert set(range(max(start, 1), game.turns + 1)) <= headers  # every turn its own message


async def test_a_battle_posted_late_holds_the_changes_after_it(cluster: Cluster) -> None:
    """A battle left to the drains (its process never answered) whose posts Discord refuses
    for a while, while the other process's players go on: the turns after it wait for it, so
    its line goes into the live message with nobody else writing that message, right after
    its own turn; every change's line and the battle's link are in the channel once."""
    c = cluster
    before = set(c.rest.threads)
    silenced = False
    async for acting, draining, person, command, options in _two_player_moves(c, random.Random(5), 60):
        if command == "hex play" and not silenced:
            silenced = True
            answer = acting.bot.responder.deliver

            async def dies(*args: Any, **kwargs: Any) -> None:
                return None  # stored, never answered: the drains show the turn and the battle

            acting.bot.responder.deliver = dies
            # and every post in the battle's thread is refused for a while (not the game's channel)
            c.rest.fail("POST", rf"^/channels/(?!{CHANNEL}/)\d+/messages$", fault_error(503), times=10)
            await acting.h.slash(person, command, **options)
            acting.bot.responder.deliver = answer
        else:
            await asyncio.gather(acting.h.slash(person, command, **options), draining.drain())
    assert silenced
    await _settle(c, rounds=400)
    await _check_shown(c)
    texts = [" ".join(text_of(m).split()) for m in c.rest.messages.values() if m["channel_id"] == str(CHANNEL)]
    turn_of = {t: int(m.group(1)) for t in texts if (m := re.match(r"\*\*Turn (\d+)\*\*", t))}
    repo, game = await c.repo(), await c.game()
    items = await repo.stores.deliveries.deliveries(game_id=game.id)
    lines = await change_lines(repo, game)
    battles = sorted((i for i in items if i.kind == "battle"), key=lambda i: i.id)
    threads = sorted(c.rest.threads - before)  # made in the battles' order, one each
    assert len(threads) == len(battles) >= 1
    for thread, battle in zip(threads, battles, strict=True):
        linking = [text for text in texts if re.search(rf"channels/\d+/{thread}\b", text)]
        assert len(linking) == 1, thread  # the battle's link once, in one message of the channel
        # in its own turn's message (the one with its action's line) or the next: the turns
        # after the battle waited for it
        did = lines.get(battle.version)
        own = [turn_of[t] for t in texts if did and did in t and t in turn_of]
        assert own and turn_of[linking[0]] in (own[0], own[0] + 1), (own, linking[0])
