"""The hand's ability menus and buttons through the console: ``?keyword LABEL`` chooses a
menu option, ``!keyword`` presses a button (the step picker's facings, the Push Back ability)."""

from __future__ import annotations

import io
from pathlib import Path

from bot.console import Console
from bot.rendering import NullRenderPool
from rules import scenario
from rules.state import GameState
from tests.bot.helpers import FakeClock, inject, make_service
from tests.bot.test_army_actions_surface import POLICE


async def test_console_shows_the_ability_menus_and_presses_them(db_path: str, clock: FakeClock) -> None:
    service = await make_service(db_path, clock, NullRenderPool())
    out = io.StringIO()
    console = Console(service, Path(db_path).parent / "img", out=out, lang="en")

    async def say(line: str) -> str:
        before = len(out.getvalue())
        await console.handle(line)
        return out.getvalue()[before:]

    await say("@ala /hex new opponent:@ola army:steel-police opponent-army:beasts first:me")
    await say("@ola /hex accept")
    await inject(service, scenario.load(POLICE), channel=console.channel_id)

    hand = await say("@ala /hex hand")
    assert "[?act-net: C3 · Alpha (enemy) D3 · Bug (enemy)]" in hand
    assert "[!act-push Push Back: C2→C3 · Riot Policeman → Alpha (enemy)]" in hand
    assert "[!act-play-terror Terror]" in hand

    step = await say("@ala ?act-execute D3")  # the first word of the label is enough
    assert "Execution (`execute D3`): choose what comes next." in step and "[!face-s S ↓]" in step
    done = await say("@ala !face-s")
    assert "Executioner" in done
    game = await service.repo.stores.games.live_game(console.channel_id)
    assert game is not None
    state = GameState.loads(game.state_json)
    assert state.units[state.board.parse("D3")].tile == "executioner"
    await service.repo.close()  # an open connection keeps the test run alive
