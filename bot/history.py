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
from rules.game import apply, end_game, new_game, resign
from rules.state import MODE_POINTS, GameState, other

EXPORT_FORMAT = "hexbot-game/2"  # 2: any number of seats and the game's options
OLD_FORMATS = ("hexbot-game/1",)  # still replayed (two players, "radius")


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
    """The state after a resign, draw, abort or timeout row. ``resign P`` and ``timeout out P``
    remove player P (the game goes on while more than two sides are left); ``timeout W`` (two
    players, as logged before seats) gives W the win."""
    words = row.notation.split()
    if row.kind == KIND_RESIGN:
        if len(state.players) == 2:  # as logged and stored since the first version
            s = state.copy()
            end_game(s, other(int(words[1])), "resigned")
            return s
        return resign(state, int(words[1]))[0]
    if row.kind == KIND_TIMEOUT and words[1:2] == ["out"]:
        return resign(state, int(words[2]), reason="timeout")[0]
    s = state.copy()
    if row.kind == KIND_DRAW:
        end_game(s, None, "agreed_draw")
    elif row.kind == KIND_ABORT:
        end_game(s, None, "aborted")
    elif row.kind == KIND_TIMEOUT:
        end_game(s, int(words[1]), "timeout")
    return s


def game_options(game: GameRecord, radius: int | None = None) -> dict[str, Any]:
    """The keyword arguments of :func:`rules.game.new_game` that set ``game`` up (a game
    stored before seats keeps its board only in its state: pass that ``radius``)."""
    options = dict(game.options)
    if radius is not None:
        options.setdefault("radius", radius)
    return options


def as_stored(state: GameState) -> GameState:
    """``state`` as the database gives it back (its JSON round trip): the use cases apply
    actions to stored states, whose units come in the stored order (by uid), while a
    replayed state holds them in the order they were placed. The engine words some
    simultaneous events in the board's order (units freed from a net), so a battle rebuilt
    by replay reads exactly as the original only from the stored form."""
    return GameState.loads(state.dumps())


def rebuild(armies: Sequence[str], seed: int, rows: Sequence[ActionRow], **options: Any) -> GameState:
    """The state after ``rows`` (engine actions, undos and endings) from a new game
    (``options`` as for :func:`rules.game.new_game`)."""
    stack: list[GameState] = [new_game(armies, seed, **options)]
    for r in rows:
        if r.kind == KIND_ACTION:
            stack.append(apply(stack[-1], r.notation)[0])
        elif r.kind == KIND_UNDO and len(stack) > 1:
            stack.pop()
        elif r.kind in (KIND_RESIGN, KIND_DRAW, KIND_ABORT, KIND_TIMEOUT):
            stack.append(_ending(stack[-1], r))
    return stack[-1]


def replay_until(
    armies: Sequence[str], seed: int, rows: Sequence[ActionRow], **options: Any
) -> list[tuple[ActionRow, GameState, list[ev.Event]]]:
    """Each effective engine action with the state before it and the events it caused."""
    out = []
    state = as_stored(new_game(armies, seed, **options))
    for r in effective_actions(rows):
        after, events = apply(state, r.notation)
        out.append((r, state, events))
        state = as_stored(after)  # each action was applied to the stored state: the same words
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
        "options": game_options(game, state.radius),
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
            "winners": list(state.result.winners),
            "ranking": [list(group) for group in state.result.ranking],
            "hq_hp": {str(p): ps.hq_hp for p, ps in sorted(state.players.items())},
            **(
                {"points": {str(p): ps.points for p, ps in sorted(state.players.items())}}
                if state.mode == MODE_POINTS
                else {}
            ),
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
    """Rebuild the final state of an exported game (this format or an older one)."""
    doc = json.loads(data) if isinstance(data, str) else data
    if doc.get("format") != EXPORT_FORMAT and doc.get("format") not in OLD_FORMATS:
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
    options = dict(doc.get("options") or {"radius": int(doc.get("radius", 2))})
    return rebuild(list(doc["armies"]), int(doc["seed"]), rows, **options)
