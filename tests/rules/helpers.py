"""Small builders for rules tests: scenario boards and rigged piles."""

from __future__ import annotations

from typing import Any

from rules.battle import fight
from rules.events import BattleFought, Event
from rules.game import apply, new_game
from rules.scenario import load
from rules.state import GameState


def board(players: dict[int, str], units: list[tuple[str, int, str, str]], **extra: Any) -> GameState:
    """A mid-game state: ``units`` are (hex, player, tile, facing) tuples."""
    data: dict[str, Any] = {
        "players": {str(p): {"army": a} for p, a in players.items()},
        "board": [{"hex": h, "player": p, "tile": t, "facing": f} for h, p, t, f in units],
    }
    data.update(extra)
    return load(data)


def battle(state: GameState) -> tuple[GameState, BattleFought]:
    s = state.copy()
    report = fight(s, "battle_tile", s.current)
    return s, report


def tiles_at(state: GameState) -> dict[str, str]:
    return {state.board.name(h): u.tile for h, u in state.units.items()}


def rig(state: GameState, player: int, draws: list[str]) -> None:
    """Put ``draws`` on top of the player's pile, to be drawn in this order."""
    pile = state.players[player].pile
    for t in draws:
        pile.remove(t)
    pile.extend(reversed(draws))


def play_rigged(
    armies: tuple[str, str], seed: int, draws: dict[int, list[str]], turns: list[list[str]]
) -> tuple[GameState, list[list[Event]]]:
    """A new game whose piles are rigged with ``draws``, played through ``turns`` (each a
    list of actions in notation); the state and each turn's events (a worked example)."""
    state = new_game(armies, seed)
    for p, tiles in draws.items():
        rig(state, p, tiles)
    log: list[list[Event]] = []
    for turn in turns:
        events: list[Event] = []
        for text in turn:
            state, ev = apply(state, text)
            events.extend(ev)
        log.append(events)
    return state, log


def of_type(events: list[Event], kind: str) -> list[dict[str, Any]]:
    out = []
    for e in events:
        if isinstance(e, BattleFought):
            for seg in e.segments:
                out.extend(x.to_json() for x in seg.events if x.type == kind)
        elif e.type == kind:
            out.append(e.to_json())
    return out
