"""A game's history: rebuilding its state from seed + action log, the log text, JSON export.

The action log is append-only. Engine actions are replayed in order; an ``undo`` row
removes the last engine action in force; ``resign`` and ``timeout`` rows take a player out
(with two sides left, the game ends), ``draw`` and ``abort`` rows end the game. So the log
alone (with seed and armies) rebuilds any stored game: :func:`replay_rows` is that replay.
While a game is played its seed is secret (:mod:`rules.secrecy`): :func:`export` leaves it
out until the game ends.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
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
from rules.secrecy import is_live, public_json
from rules.state import MODE_POINTS, PHASE_OVER, GameState, other
from rules.turns import battles

EXPORT_FORMAT = "hexbot-game/3"  # 3: live games without their seed; ``actions`` every row in force
OLD_FORMATS = ("hexbot-game/2", "hexbot-game/1")  # still replayed (2: actions as notations; 1: two players)


ENDINGS = (KIND_RESIGN, KIND_DRAW, KIND_ABORT, KIND_TIMEOUT)  # rows that end the game or take a player out


def in_force(rows: Sequence[ActionRow]) -> list[ActionRow]:
    """The rows still in force, in order: engine actions and the rows that end the game or
    take a player out (resign, timeout, draw, abort); undone actions and the undos left out.
    An undo takes back the last engine action in force and whatever came after it (the bot
    refuses an undo once a player has left after that action, so only an older log has a row
    after it)."""
    out: list[ActionRow] = []
    for r in rows:
        if r.kind == KIND_ACTION or r.kind in ENDINGS:
            out.append(r)
        elif r.kind == KIND_UNDO:
            last = next((i for i in range(len(out) - 1, -1, -1) if out[i].kind == KIND_ACTION), None)
            if last is not None:
                del out[last:]
    return out


def effective_actions(rows: Sequence[ActionRow]) -> list[ActionRow]:
    """The engine-action rows still in force once undos are taken into account."""
    return [r for r in in_force(rows) if r.kind == KIND_ACTION]


def _ending(state: GameState, row: ActionRow) -> tuple[GameState, list[ev.Event]]:
    """The state after a resign, draw, abort or timeout row, with its events. ``resign P``
    and ``timeout out P`` remove player P (the game goes on while more than two sides are
    left); ``timeout W`` (two players, as logged before seats) gives W the win."""
    words = row.notation.split()
    events: list[ev.Event] = []
    if row.kind == KIND_RESIGN:
        if len(state.players) == 2:  # as logged and stored since the first version
            s = state.copy()
            end_game(s, other(int(words[1])), "resigned", events)
            return s, events
        return resign(state, int(words[1]))
    if row.kind == KIND_TIMEOUT and words[1:2] == ["out"]:
        return resign(state, int(words[2]), reason="timeout")
    s = state.copy()
    if row.kind == KIND_DRAW:
        end_game(s, None, "agreed_draw", events)
    elif row.kind == KIND_ABORT:
        end_game(s, None, "aborted", events)
    elif row.kind == KIND_TIMEOUT and words[1:2] == ["final"]:
        # the league clock's last-turn rule (docs/rulings.md L13): the Final Battle, then the
        # player out of time loses whatever the battle did
        winner = int(words[2])
        if s.phase != PHASE_OVER:
            battles(s, "final", winner, events)
        end_game(s, winner, "timeout", events)
    elif row.kind == KIND_TIMEOUT:
        end_game(s, int(words[1]), "timeout", events)
    return s, events


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


def _in_stored_order(state: GameState) -> GameState:
    """``state`` itself, its units and players put in the order :func:`as_stored` gives them
    (by uid, by seat): the same game as the JSON round trip, at a fraction of its cost (a
    replay does it after every row; tests/bot/test_replayed_words.py holds them equal)."""
    state.units = dict(sorted(state.units.items(), key=lambda item: item[1].uid))
    state.players = dict(sorted(state.players.items()))
    return state


@dataclass(frozen=True, slots=True)
class Replayed:
    """One row in force replayed: the state before it (as stored), after it, and its events."""

    row: ActionRow
    before: GameState
    after: GameState
    events: tuple[ev.Event, ...] = ()


def replay_rows(
    armies: Sequence[str], seed: int, rows: Sequence[ActionRow], **options: Any
) -> tuple[GameState, list[Replayed]]:
    """The new game (``options`` as for :func:`rules.game.new_game`) and every row of ``rows``
    in force (:func:`in_force`) replayed from it: engine actions, resignations, timeouts,
    draws and aborts alike. The one replay of a game's log: the history, the exports, the
    web pages and the battles posted again all read it."""
    start = _in_stored_order(new_game(armies, seed, **options))
    state = start
    out: list[Replayed] = []
    for r in in_force(rows):
        if r.kind == KIND_ACTION:
            after, events = apply(state, r.notation)
        else:
            after, events = _ending(state, r)
        after = _in_stored_order(after)  # each action was applied to the stored state: the same words
        out.append(Replayed(r, state, after, tuple(events)))
        state = after
    return start, out


def rebuild(armies: Sequence[str], seed: int, rows: Sequence[ActionRow], **options: Any) -> GameState:
    """The state after ``rows`` (engine actions, undos and endings) from a new game
    (``options`` as for :func:`rules.game.new_game`)."""
    start, steps = replay_rows(armies, seed, rows, **options)
    return steps[-1].after if steps else start


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
    """The game as a JSON document: armies, players, options, result, every log row (``log``)
    and the rows in force (``actions``: engine actions and the rows that end the game or take
    a player out, each with its kind, seat and notation).

    A finished or aborted game's document carries its ``seed`` and replays
    (:func:`replay_export`). A game still being played keeps its secrets
    (:mod:`rules.secrecy`): no seed, and its public ``state`` instead (the board, HQs,
    hands, discards, pile sizes); ``replayable`` says which of the two a document is."""
    live = is_live(state)
    doc: dict[str, Any] = {
        "format": EXPORT_FORMAT,
        "game_id": game.id,
        "channel_id": str(game.channel_id),
        "status": game.status,
        "replayable": not live,
        **({"state": public_json(state)} if live else {"seed": game.seed}),
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
            "out": [p for p, ps in sorted(state.players.items()) if ps.out],
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
        "actions": [{"kind": r.kind, "player": r.player, "notation": r.notation} for r in in_force(rows)],
    }
    return doc


class NotReplayable(ValueError):
    """An export of a game still being played: it has no seed (see :func:`export`)."""


def replay_export(data: dict[str, Any] | str) -> GameState:
    """Rebuild the final state of an exported game (this format or an older one)."""
    doc = json.loads(data) if isinstance(data, str) else data
    if doc.get("format") != EXPORT_FORMAT and doc.get("format") not in OLD_FORMATS:
        raise ValueError(f"not a {EXPORT_FORMAT} document")
    if doc.get("replayable") is False or "seed" not in doc:
        raise NotReplayable(
            f"game {doc.get('game_id')} was still being played when it was exported: its seed is secret "
            "until it ends; export it again then to replay it"
        )
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
