"""Dancer through the console: set-up with the three Objects, whole games against every other
army played in engine notation through the use cases (an Action, a Dance), bad input answered
privately in English and Polish, and every Dancer event and action narrated in both languages."""

from __future__ import annotations

import io
import random
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from bot.app import App
from bot.console import Console, stable_id
from bot.narration import Narrator
from bot.rendering import NullRenderPool
from rules import events as ev
from rules.actions import Action
from rules.catalog import ARMIES
from rules.game import legal_actions
from rules.state import PHASE_HQ, PHASE_OVER, GameState
from tests.bot.helpers import FakeClock, make_service

Say = Callable[[str], Awaitable[str]]
USERS = {1: "ala", 2: "ola"}


async def _console(db_path: str, clock: FakeClock, lang: str = "en", seed: int = 1) -> tuple[App, Say]:
    service = await make_service(db_path, clock, NullRenderPool(), seed=seed)
    out = io.StringIO()
    console = Console(service, Path(db_path).parent / "img", out=out, lang=lang)

    async def say(line: str) -> str:
        before = len(out.getvalue())
        await console.handle(line)
        return out.getvalue()[before:]

    return service, say


async def _state(service: App) -> GameState:
    """The console channel's game, also once it is over."""
    game = await service.repo.stores.games.last_game(stable_id("#console"))
    assert game is not None
    return GameState.loads(game.state_json)


def _pick(s: GameState, rng: random.Random) -> Action:
    """A random legal action that ends the turn now and then, Actions and Dances favoured for Dancer."""
    legal = legal_actions(s)
    mine = s.players[s.to_act].army == "dancer"
    special = [a for a in legal if a.verb == "dance" or (a.verb == "play" and a.tile == "action")]
    if mine and special and rng.random() < 0.5:
        return rng.choice(special)
    others = [a for a in legal if a.verb not in ("end", "dance")]
    if others and rng.random() < 0.8:
        return rng.choice(others)
    return next((a for a in legal if a.verb == "end"), legal[0])


@pytest.mark.parametrize("other", [a for a in ARMIES if a != "dancer"])
async def test_a_whole_game_of_dancer_through_the_console(db_path: str, clock: FakeClock, other: str) -> None:
    service, say = await _console(db_path, clock)
    await say(f"@ala /hex new opponent:@ola army:{other} opponent-army:dancer")
    await say("@ola /hex accept")
    state = await _state(service)
    assert state.players[2].army == "dancer" and state.phase == PHASE_HQ and state.current == 2  # Dancer first
    rng = random.Random(other)
    seen: list[str] = []
    for _ in range(400):
        state = await _state(service)
        if state.phase == PHASE_OVER:
            break
        a = _pick(state, rng)
        shown = await say(f"@{USERS[state.to_act]} {a}")
        assert "only @" not in shown.splitlines()[0], (str(a), shown)  # accepted, in public
        seen.append(shown)
    state = await _state(service)
    assert state.phase == PHASE_OVER, "the game did not end"
    texts = "\n".join(seen)
    assert "places Red Object" in texts or "placed Red Object" in texts
    assert "danced" in texts or "Action" in texts
    await service.repo.close()


async def test_dancer_mistakes_are_answered_privately_in_both_languages(db_path: str, clock: FakeClock) -> None:
    for lang, words in (("en", "Dancer has no HQ"), ("pl", "Dancer nie ma Sztabu")):
        service, say = await _console(db_path + lang, clock, lang=lang)
        await say("@ala /hex new opponent:@ola army:dancer opponent-army:outpost")
        await say("@ola /hex accept")
        before = (await _state(service)).dumps()
        shown = await say("@ala hq C3")
        assert words in shown, shown
        assert (await _state(service)).dumps() == before
        await service.repo.close()


def test_every_dancer_event_and_action_is_narrated_in_both_languages() -> None:
    events = [
        ev.ObjectPlaced(1, "object-red", "C3", "S"),
        ev.ObjectDamaged(1, "object-blue", "C3", 2, 8),
        ev.ActionAttack(1, "object-blue", "C3", "N"),
        ev.Healed(1, "object-blue", "C4", 2, 9, 1),
        ev.Danced(1, ["battle", "move"], ["C3>C4 S", "C4>C3 N"]),
        ev.Danced(1, [], ["A1>A1 SE"]),
        ev.Released(1, "object-blue", "C3", 2),
    ]
    actions = ["place object-red C3 S", "play action C3 N", "play action C3 C4", "dance C3 C4 S C4 C3 N"]
    seg = ev.Segment(2, [ev.ObjectDamaged(1, "object-blue", "C3", 2, 8)])
    for lang, word in (("en", "Blue Object"), ("pl", "Obiekt Niebieski")):
        n = Narrator(("dancer", "outpost"), lambda p: f"<@{p}>", lang)
        lines = [n.events([e])[0] for e in events]
        assert all(line and "{" not in line for line in lines), lines
        assert len(set(lines)) == len(lines)
        assert word in lines[1] and "8" in lines[1]
        texts = [n.action(1, a) for a in actions]
        assert all(t not in actions and "{" not in t for t in texts), texts  # worded, not the raw notation
        assert word in n.segment(seg)


async def test_the_objects_are_set_up_with_the_place_command(db_path: str, clock: FakeClock) -> None:
    """``/hex place`` (the command the set-up status names) puts the Objects on the board, by
    key or by Polish name; a missing facing is asked for, an HQ is refused; nothing changes then."""
    service, say = await _console(db_path, clock, lang="pl")
    await say("@ala /hex new opponent:@ola army:dancer opponent-army:moloch language:pl")
    await say("@ola /hex accept")
    assert "Dodaj kierunek:" in await say("@ala /hex place tile:object-red hex:C3")
    assert not (await _state(service)).units
    out = await say("@ala /hex place tile:object-red hex:C3 facing:N")
    assert "Obiekt Czerwony na C3" in out
    await say("@ala /hex place tile:Obiekt Niebieski hex:B2 facing:S")
    await say("@ala /hex place tile:object-yellow hex:C2 facing:SE")
    s = await _state(service)
    assert {s.board.name(h): u.tile for h, u in s.units.items()} == {
        "C3": "object-red",
        "B2": "object-blue",
        "C2": "object-yellow",
    }
    assert s.phase == PHASE_HQ and s.players[s.to_act].army == "moloch"
    # the status gives each Object's hit points (red, blue, yellow), not their sum
    assert "Sztaby: Dancer 10/10/10, Moloch 20" in await say("@ola /hex place tile:hq hex:E3")
