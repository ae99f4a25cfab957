"""Small builders for rules tests: scenario boards and rigged piles."""

from __future__ import annotations

from typing import Any

from rules.battle import fight
from rules.events import BattleFought, Event
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


def of_type(events: list[Event], kind: str) -> list[dict[str, Any]]:
    out = []
    for e in events:
        if isinstance(e, BattleFought):
            for seg in e.segments:
                out.extend(x.to_json() for x in seg.events if x.type == kind)
        elif e.type == kind:
            out.append(e.to_json())
    return out
