"""Steel Police through the console: ``/hex act notation:...`` with the new actions (Net of
Steel, Execution, the Push Back ability, Terror), narrated in English and in Polish, and
refusals answered privately without changing the game."""

from __future__ import annotations

import io
from collections.abc import Awaitable, Callable
from pathlib import Path

from bot.app import App
from bot.console import Console
from bot.rendering import NullRenderPool
from rules.catalog import army
from rules.game import legal_actions
from rules.state import GameState
from tests.bot.helpers import FakeClock, make_service

Say = Callable[[str], Awaitable[str]]
SP = "steel-police"


SEED = 14  # the service's seed: the Steel Police pile has the Executioner second from the top


async def _console(db_path: str, clock: FakeClock, lang: str = "en") -> tuple[App, Console, Say]:
    service = await make_service(db_path, clock, NullRenderPool(), seed=SEED)
    out = io.StringIO()
    console = Console(service, Path(db_path).parent / "img", out=out, lang=lang)

    async def say(line: str) -> str:
        before = len(out.getvalue())
        await console.handle(line)
        return out.getvalue()[before:]

    return service, console, say


async def _state(service: App, console: Console) -> GameState:
    game = await service.repo.stores.games.live_game(console.channel_id)
    assert game is not None
    return GameState.loads(game.state_json)


async def _start(say: Say, lang: str = "en") -> None:
    opts = f"army:{SP} opponent-army:outpost first:me" + (f" language:{lang}" if lang != "en" else "")
    await say(f"@ala /hex new opponent:@ola {opts}")
    await say("@ola /hex accept")
    await say("@ala /hex act notation:hq C1")
    await say("@ola /hex act notation:hq C5")


def _who(s: GameState) -> str:
    return "@ala" if s.to_act == 1 else "@ola"


async def _outpost_turn(service: App, console: Console, say: Say) -> None:
    """Outpost discards if it must, places one board tile on the first free hex of row 3
    or 4 (away from both HQs), and ends its turn."""
    s = await _state(service, console)
    assert s.to_act == 2
    specs = army("outpost")
    if s.turn.needs_discard:
        worst = min(s.players[2].hand, key=lambda t: (specs.tile(t).is_board_tile, t))
        await say(f"@ola /hex act notation:discard {worst}")
        s = await _state(service, console)
    tiles = [t for t in s.players[2].hand if specs.tile(t).is_board_tile]
    free = [
        a for a in legal_actions(s, verb="place") if a.hexes[0] in ("B3", "D3", "B4", "D4", "C3") and a.facing == "N"
    ]
    if tiles and free:
        spot = next((a for a in free if a.tile == tiles[0]), None)
        if spot is not None:
            await say(f"@ola /hex act notation:{spot}")
    s = await _state(service, console)
    if s.phase == "turn" and s.to_act == 2:
        await say("@ola /hex act notation:end")


async def test_net_of_steel_and_execution_through_the_console(db_path: str, clock: FakeClock) -> None:
    service, console, say = await _console(db_path, clock)
    await _start(say)
    netted = executed = False
    for _ in range(30):
        s = await _state(service, console)
        if s.phase == "over" or (netted and executed):
            break
        if s.to_act == 2:
            await _outpost_turn(service, console, say)
            continue
        if s.turn.needs_discard:
            keep = [t for t in s.players[1].hand if t != "executioner"]
            await say(f"@ala /hex act notation:discard {keep[0]}")
            continue
        nets = legal_actions(s, verb="net")
        executes = legal_actions(s, verb="execute")
        if executes and not executed:
            target = executes[0]
            hp = s.players[1].hq_hp
            shown = await say(f"@ala /hex act notation:{target}")
            assert "Executioner executes" in shown, shown
            assert f"takes {target.hexes[0]}" in shown and f"({hp - 1} HQ hit points left)" in shown
            after = await _state(service, console)
            assert after.players[1].hq_hp == hp - 1
            assert after.units[after.board.parse(target.hexes[0])].tile == "executioner"
            executed = True
        elif nets and not netted:
            # first a refusal: the Outpost HQ cannot be netted, and nothing changes
            before = (await service.repo.stores.games.live_game(console.channel_id)).version  # type: ignore[union-attr]
            refusal = await say("@ala /hex act notation:net C5")
            assert "only @ala sees this" in refusal and "Net of Steel works only on other units" in refusal
            assert (await service.repo.stores.games.live_game(console.channel_id)).version == before  # type: ignore[union-attr]
            hp = s.players[1].hq_hp
            shown = await say(f"@ala /hex act notation:{nets[0]}")
            assert f"put the Steel Net on the unit on {nets[0].hexes[0]}" in shown, shown
            assert "puts the Steel Net on" in shown and f"(it costs 1 HQ hit point: {hp - 1} left)" in shown
            assert (await _state(service, console)).players[1].steel_net is not None
            netted = True
        else:
            await say("@ala /hex act notation:end")
    assert netted and executed
    await service.repo.close()


async def test_refusals_and_narration_in_polish(db_path: str, clock: FakeClock) -> None:
    service, console, say = await _console(db_path, clock, lang="pl")
    await _start(say, lang="pl")
    await say("@ala /hex act notation:end")
    await _outpost_turn(service, console, say)
    s = await _state(service, console)
    if s.turn.needs_discard:
        await say(f"@ala /hex act notation:discard {s.players[1].hand[0]}")
    refusal = await say("@ala /hex act notation:net C5")
    assert "Stalowa Sieć działa tylko na inne jednostki" in refusal, refusal
    refusal = await say("@ala /hex act notation:execute C5 N")
    assert "Egzekucj" in refusal, refusal
    s = await _state(service, console)
    target = legal_actions(s, verb="net")
    assert target, "the Outpost placed a unit to net"
    shown = await say(f"@ala /hex act notation:{target[0]}")
    assert "zarzuca Stalową Sieć" in shown, shown
    again = await say(f"@ala /hex act notation:{target[0]}")
    assert "już leży na planszy" in again, again
    await service.repo.close()
