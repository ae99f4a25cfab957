"""The console shows a quiet channel's flow: the turn message edited in place, "(edited)"."""

from __future__ import annotations

import io
import re
from pathlib import Path

from bot.app import App
from bot.console import Console
from bot.rendering import NullRenderPool
from rules.game import legal_actions
from tests.bot.helpers import FakeClock, RecordingRenderer, console_and_say, live, make_service


async def test_console_shows_edits_of_the_turn_message(db_path: str, clock: FakeClock) -> None:
    service: App = await make_service(db_path, clock, NullRenderPool())
    _, say = console_and_say(service, Path(db_path).parent / "img")

    invite = await say("@ala /hex new opponent:@ola army:moloch opponent-army:borgo first:me")
    assert invite.startswith("bot (#1):") and "**New game**" in invite and "[!accept" in invite
    started = await say("@ola !accept")
    # The invitation is closed (its one-line summary, no buttons) and the first turn posted.
    assert started.startswith("bot (edited #1):") and "bot (#2):" in started
    closed = started.split("bot (#2):")[0]
    assert "accepted" in closed and "[!" not in closed
    assert "**HQ**" in started and "(pings @ala)" in started
    hq = await say("@ala hq C2")
    assert hq.startswith("bot (edited #2):") and "bot (#3):" in hq  # an HQ is a turn of its own
    await say("@ola hq C4")
    first = await say("@ala /hex end")
    assert first.startswith("bot (edited #4):") and "bot (#5):" in first and "ended" in first
    # A mistake changes nothing and is private: no edit.
    oops = await say("@ala /hex end")
    assert "edited" not in oops and "only @ala sees this" in oops
    await service.repo.close()


async def test_console_can_show_one_post_per_action(db_path: str, clock: FakeClock) -> None:
    service: App = await make_service(db_path, clock, NullRenderPool())
    out = io.StringIO()
    console = Console(service, Path(db_path).parent / "img", out=out, quiet=False)
    await console.handle("@ala /hex new opponent:@ola")
    await console.handle("@ola !accept")
    assert "edited" not in out.getvalue() and out.getvalue().count("bot:") == 2
    await service.repo.close()


async def test_each_turn_of_several_computer_seats_has_its_own_message(db_path: str, clock: FakeClock) -> None:
    """Three computer seats play their turns one after another once the human ends theirs:
    each turn is its own message, closed with its own summary, and the human's next turn
    comes last with the ping (the bot's replies are shown once all its turns are played)."""
    service: App = await make_service(db_path, clock, NullRenderPool())
    _, say = console_and_say(service, Path(db_path).parent / "img")

    await say(
        "@ala /hex new opponent:@bot opponent2:@bot opponent3:@bot level:easy armies:moloch,outpost,hegemony,borgo"
    )
    hqs = await say("@ala /hex hq hex:C2")
    for army in ("Outpost", "Hegemony", "Borgo"):
        assert hqs.count(f"**HQ** · @bot ({army})\n") == 1  # posted once, for its own turn
        assert hqs.count(f"**HQ** · @bot ({army}): @bot placed their HQ on") == 1  # closed with its summary
    turns = await say("@ala /hex end")
    messages = [m for m in re.split(r"^bot \(", turns, flags=re.M) if m]
    posted = [m.split("\n", 2)[1].strip() for m in messages if m.split(")", 1)[0].startswith("#")]
    assert posted == [
        "**Turn 2** · @bot (Outpost)",
        "**Turn 3** · @bot (Hegemony)",
        "**Turn 4** · @bot (Borgo)",
        "**Turn 5** · @ala (Moloch)",
    ]
    summaries = [m for m in messages if m.startswith("edited")]
    assert len(summaries) == 4 and all("to play" not in s for s in summaries)  # no other turn's status
    assert turns.rstrip().endswith("(pings @ala)") and turns.count("(pings") == 1
    await service.repo.close()


async def test_the_board_names_the_players(db_path: str, clock: FakeClock) -> None:
    """The names the console knows reach the board picture's panel (stored once each)."""
    renderer = RecordingRenderer()
    service: App = await make_service(db_path, clock, renderer)
    console, say = console_and_say(service, Path(db_path).parent / "img")
    await say("@ala /hex new opponent:@ola opponent2:@eve")
    await say("@ola /hex accept")
    await say("@eve /hex accept")
    boards = [kw for what, kw in renderer.calls if what == "board"]
    assert boards and boards[-1]["names"] == {1: "ala", 2: "ola", 3: "eve"}
    game = await service.repo.stores.games.live_game(console.channel_id)
    assert game is not None
    seated = [u for u in game.players if u is not None]
    assert await service.repo.stores.names.names_of(seated) == dict(zip(seated, ("ala", "ola", "eve"), strict=True))
    await service.repo.close()


async def test_console_holds_a_discard_until_the_next_action_even_across_a_restart(
    db_path: str, clock: FakeClock
) -> None:
    """A discard edits nothing (its line is "held for" the turn message); the next
    placement's edit shows both lines — after a restart in between too, rebuilt from the
    action log."""
    service: App = await make_service(db_path, clock, NullRenderPool())
    console, say = console_and_say(service, Path(db_path).parent / "img")
    await say("@ala /hex new opponent:@ola army:moloch opponent-army:borgo first:me")
    for line in ("@ola !accept", "@ala hq C2", "@ola hq C4"):
        await say(line)
    for _ in range(4):  # turns of one and two tiles, ended at once, until a turn must discard
        game, state = await live(service, console.channel_id)
        if state.turn.needs_discard:
            break
        await say(f"@{console.names[game.players[state.to_act - 1]]} /hex end")
    game, state = await live(service, console.channel_id)
    assert state.turn.needs_discard
    who = console.names[game.players[state.to_act - 1]]
    discard = next(a for a in legal_actions(state) if a.verb == "discard")

    held = await say(f"@{who} {discard}")

    assert "edited" not in held and "bot (#" not in held  # the turn message is not touched
    assert held.startswith("bot (held for #") and "• @" in held and "discarded" in held
    await service.repo.close()
    service = await make_service(db_path, clock, NullRenderPool())  # a restart
    console, say = console_and_say(service, Path(db_path).parent / "img")
    game, state = await live(service, console.channel_id)
    place = next(a for a in legal_actions(state) if a.verb == "place")

    shown = await say(f"@{who} {place}")

    assert shown.startswith("bot (edited #")
    lines = [line.strip() for line in shown.splitlines()]
    discarded = next(i for i, line in enumerate(lines) if line.startswith("• ") and "discarded" in line)
    placed = next(i for i, line in enumerate(lines) if line.startswith("• ") and "placed" in line)
    assert discarded < placed  # in the order they were played
    ended = await say(f"@{who} /hex end")
    summary = ended.split("bot (#")[0]
    assert summary.count("discarded") == 1 and "placed" in summary and "ended" in summary
    await service.repo.close()


async def test_the_console_drains_the_outbox_a_change_no_reply_showed(db_path: str, clock: FakeClock) -> None:
    """A change stored without a reply shown here (another process; a crash after the commit)
    is printed by the console's own poster of the delivery outbox once due, and only once."""
    from bot.storage import NewAction
    from rules.game import apply
    from rules.state import GameState

    service: App = await make_service(db_path, clock, NullRenderPool())
    console, say = console_and_say(service, Path(db_path).parent / "img")
    await say("@ala /hex new opponent:@ola army:moloch opponent-army:borgo first:me")
    await say("@ola !accept")
    await say("@ala hq C2")
    game = await service.games.live(console.channel_id)
    assert game is not None
    # Ola's HQ placed by another process that died before showing it: stored, nothing printed.
    state = GameState.loads(game.state_json)
    after, _ = apply(state, "hq C4")
    new = game.evolve(version=game.version + 1, state_json=after.dumps(), updated_at=clock())
    assert await service.repo.stores.games.save(
        new, game.version, [NewAction(game.players[1] or 0, 2, "action", "hq C4")]
    )
    assert await console.drain() == 0  # its interaction may still show it: not due yet
    clock.advance(seconds=30)
    assert await console.drain() == 1
    shown = console.out.getvalue()
    assert "C4" in shown.split("hq C2")[-1] and "bot (edited #3):" in shown
    assert await console.drain() == 0  # once
    items = await service.deliveries.items(game_id=game.id)
    assert all(i.status == "done" for i in items)
    await service.repo.close()
