"""Dancer's Dance and Action through the console with buttons and menus only: ``!dance``
opens the dance planner, ``?dance-to``/``?dance-object``/``?dance-facing`` change the plan,
``!confirm`` dances; the Action menu, then an edge button; a stale Confirm changes nothing."""

from __future__ import annotations

from pathlib import Path

from bot.app import App
from bot.console import Console
from bot.rendering import NullRenderPool
from rules import scenario
from rules.state import GameState
from tests.bot.helpers import FakeClock, Say, console_and_say, inject, make_service
from tests.bot.test_dancer_surface import DANCER


async def _console(db_path: str, clock: FakeClock, lang: str = "en") -> tuple[App, Console, Say]:
    service = await make_service(db_path, clock, NullRenderPool())
    console, say = console_and_say(service, Path(db_path).parent / "img", lang=lang)
    await say("@ala /hex new opponent:@ola army:dancer opponent-army:outpost")
    await say("@ola /hex accept")
    await inject(service, scenario.load(DANCER), channel=console.channel_id)
    return service, console, say


async def _state(service: App, console: Console) -> GameState:
    game = await service.repo.stores.games.live_game(console.channel_id)
    assert game is not None
    return GameState.loads(game.state_json)


async def test_dancing_with_buttons_and_menus_only(db_path: str, clock: FakeClock) -> None:
    service, console, say = await _console(db_path, clock)
    hand = await say("@ala /hex hand")
    assert "[!dance Dance…]" in hand
    planner = await say("@ala !dance")
    assert "only @ala" in planner and "Dance — a preview" in planner
    assert "[?dance-to:" in planner and "[?dance-object:" in planner and "[?dance-facing:" in planner
    swapped = await say("@ala ?dance-to C5")  # the Blue Object swaps places with the Yellow one
    assert "Blue Object: C3 → C5, facing N ↑" in swapped and "Yellow Object: C5 → C3, facing S ↓" in swapped
    yellow = await say("@ala ?dance-object Yellow")
    assert "(current Yellow Object · C5 → C3, S ↓)" in yellow and "(current S ↓ (as now))" in yellow
    turned = await say("@ala ?dance-facing N")
    assert "Yellow Object: C5 → C3, facing N ↑" in turned
    old = await say("@ala !rotate-left")  # one more change, then confirm the latest planner
    assert "facing NW ↖" in old
    done = await say("@ala !confirm")
    assert "danced" in done and "only @ala" not in done.splitlines()[0], done
    state = await _state(service, console)
    assert state.units[state.board.parse("C5")].tile == "object-blue"
    yellow_unit = state.units[state.board.parse("C3")]
    assert yellow_unit.tile == "object-yellow" and yellow_unit.facing.name == "NW"
    assert state.players[1].hand == []
    again = await say("@ala !confirm")  # the planner's Confirm did its work: gone, as on Discord
    assert "No button '!confirm' on your screen" in again
    assert (await _state(service, console)).dumps() == state.dumps()
    await service.repo.close()


async def test_the_action_menu_and_an_edge_button_in_polish(db_path: str, clock: FakeClock) -> None:
    service, console, say = await _console(db_path, clock, lang="pl")
    hand = await say("@ala /hex hand")
    assert "[!dance Taniec…]" in hand and "[?act-play-action:" in hand
    step = await say("@ala ?act-play-action Obiekt Niebieski")
    assert "Akcja: Obiekt Niebieski z pola C3 atakuje" in step and "[!face-n ↑ Pn · wręcz 2]" in step
    done = await say("@ala !face-se")  # toward the Commando on D3
    assert "Akcja" in done and "Obiekt Niebieski" in done
    state = await _state(service, console)
    commando = state.units.get(state.board.parse("D3"))
    assert commando is None or commando.wounds > 0
    late = await say("@ala /hex dance")
    assert "Taniec tylko tuż po dociągnięciu" in late
    await service.repo.close()
