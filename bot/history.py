"""A game's history: rebuilding its state from seed + action log, the log text, JSON export.

The action log is append-only. Engine actions are replayed in order; an ``undo`` row
removes the last effective engine action; ``resign``, ``draw``, ``abort`` and ``timeout``
rows end the game. So the log alone (with seed and armies) rebuilds any stored game.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from bot.storage.base import (
    KIND_ABORT,
    KIND_ACTION,
    KIND_DRAW,
    KIND_JOIN,
    KIND_RESIGN,
    KIND_TIMEOUT,
    KIND_UNDO,
    ActionRow,
    GameRecord,
)
from rules import events as ev
from rules.game import apply, end_game, new_game
from rules.state import GameState, other

EXPORT_FORMAT = "hexbot-game/1"


def effective_actions(rows: Sequence[ActionRow]) -> list[ActionRow]:
    """The engine-action rows still in force once undos are taken into account."""
    stack: list[ActionRow] = []
    for r in rows:
        if r.kind == KIND_ACTION:
            stack.append(r)
        elif r.kind == KIND_UNDO and stack:
            stack.pop()
    return stack


def _ending(state: GameState, row: ActionRow) -> GameState:
    s = state.copy()
    if row.kind == KIND_RESIGN:
        end_game(s, other(int(row.notation.split()[1])), "resigned")
    elif row.kind == KIND_DRAW:
        end_game(s, None, "agreed_draw")
    elif row.kind == KIND_ABORT:
        end_game(s, None, "aborted")
    elif row.kind == KIND_TIMEOUT:
        end_game(s, int(row.notation.split()[1]), "timeout")
    return s


def rebuild(armies: tuple[str, ...], seed: int, rows: Sequence[ActionRow], radius: int = 2) -> GameState:
    """The state after ``rows`` (engine actions, undos and endings) from a new game."""
    stack: list[GameState] = [new_game(armies, seed, radius)]
    for r in rows:
        if r.kind == KIND_ACTION:
            stack.append(apply(stack[-1], r.notation)[0])
        elif r.kind == KIND_UNDO and len(stack) > 1:
            stack.pop()
        elif r.kind in (KIND_RESIGN, KIND_DRAW, KIND_ABORT, KIND_TIMEOUT):
            stack.append(_ending(stack[-1], r))
    return stack[-1]


def replay_until(
    armies: tuple[str, ...], seed: int, rows: Sequence[ActionRow], radius: int = 2
) -> list[tuple[ActionRow, GameState, list[ev.Event]]]:
    """Each effective engine action with the state before it and the events it caused."""
    out = []
    state = new_game(armies, seed, radius)
    for r in effective_actions(rows):
        after, events = apply(state, r.notation)
        out.append((r, state, events))
        state = after
    return out


def log_lines(rows: Sequence[ActionRow], describe: Callable[[ActionRow], str], undone_mark: str) -> list[str]:
    """Numbered history lines; undone actions get ``undone_mark`` (e.g. "(undone)")."""
    undone: set[int] = set()
    stack: list[ActionRow] = []
    for r in rows:
        if r.kind == KIND_ACTION:
            stack.append(r)
        elif r.kind == KIND_UNDO and stack:
            undone.add(stack.pop().seq)
    lines = []
    for n, r in enumerate(rows, start=1):
        mark = f" {undone_mark}" if r.seq in undone else ""
        lines.append(f"{n}. {describe(r)}{mark}")
    return lines


def export(game: GameRecord, rows: Sequence[ActionRow], state: GameState) -> dict[str, Any]:
    """A replayable JSON document: seed, armies, players, result and every log row."""
    return {
        "format": EXPORT_FORMAT,
        "game_id": game.id,
        "channel_id": str(game.channel_id),
        "status": game.status,
        "seed": game.seed,
        "radius": state.radius,
        "armies": list(game.armies),
        "players": [None if p is None else str(p) for p in game.players],
        "lang": game.lang,
        "created_at": game.created_at.isoformat(),
        "updated_at": game.updated_at.isoformat(),
        "turns": state.turn_number,
        "result": None
        if state.result is None
        else {
            "winner": state.result.winner,
            "winner_user": None
            if state.result.winner is None or game.players[state.result.winner - 1] is None
            else str(game.players[state.result.winner - 1]),
            "reason": state.result.reason,
            "hq_hp": {str(p): ps.hq_hp for p, ps in sorted(state.players.items())},
        },
        "log": [
            {
                "seq": r.seq,
                "user": str(r.user_id),
                "player": r.player,
                "kind": r.kind,
                "notation": r.notation,
                "at": r.created_at.isoformat(),
            }
            for r in rows
            if r.kind != KIND_JOIN
        ],
        "actions": [r.notation for r in effective_actions(rows)],
    }


def replay_export(data: dict[str, Any] | str) -> GameState:
    """Rebuild the final state of an exported game."""
    doc = json.loads(data) if isinstance(data, str) else data
    if doc.get("format") != EXPORT_FORMAT:
        raise ValueError(f"not a {EXPORT_FORMAT} document")
    rows = [
        ActionRow(
            int(doc["game_id"]),
            int(r["seq"]),
            int(r["user"]),
            int(r["player"]),
            r["kind"],
            r["notation"],
            datetime.fromisoformat(r["at"]),
        )
        for r in doc["log"]
    ]
    armies = (doc["armies"][0], doc["armies"][1])
    return rebuild(armies, int(doc["seed"]), rows, int(doc.get("radius", 2)))
