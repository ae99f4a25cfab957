"""Small builders for rules tests: scenario boards and rigged piles."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import pytest

import i18n
from rules.actions import Action, RulesError
from rules.ai import random_action
from rules.battle import fight
from rules.events import BattleFought, Event
from rules.game import apply, legal_actions, new_game, replay
from rules.scenario import load
from rules.state import PHASE_OVER, GameState


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


def refused(s: GameState, text: str) -> RulesError:
    """``text`` is refused with a RulesError that has a code worded in every language, and
    ``s`` does not change."""
    before = s.dumps()
    with pytest.raises(RulesError) as info:
        apply(s, text)
    assert s.dumps() == before
    assert info.value.code, str(info.value)
    for lang in ("en", "pl"):
        assert i18n.has(f"rules-{info.value.code}", lang), info.value.code
    return info.value


def random_plays(armies: list[str], seed: int) -> Iterator[tuple[GameState, Action, list[Event]]]:
    """A random whole game, action by action: the state after each action, the action and
    its events (to count which mechanics a game used)."""
    s = new_game(armies, seed)
    rng = random.Random(seed)
    while s.phase != PHASE_OVER:
        a = random_action(s, rng)
        s, events = apply(s, a)
        yield s, a, events


def play_checked(armies: list[str], seed: int, **options: Any) -> tuple[GameState, list[Action]]:
    """A random whole game (``options`` as for new_game) that keeps every tile in one place,
    whose legal actions are all accepted and round-trip, and whose replay and JSON give the
    same state."""
    from tests.rules.test_properties import check_tiles_in_one_place

    rng = random.Random(seed)
    s = new_game(armies, seed, **options)
    played: list[Action] = []
    while s.phase != PHASE_OVER:
        check_tiles_in_one_place(s)
        legal = legal_actions(s)
        for a in rng.sample(legal, min(2, len(legal))):
            apply(s, a)  # legal_actions offers only what apply accepts
            assert Action.parse(str(a)) == a
        a = random_action(s, rng)
        s, _ = apply(s, a)
        played.append(a)
        assert len(played) < 8000, "game did not terminate"
    check_tiles_in_one_place(s)
    assert s.result is not None
    assert sorted(p for g in s.result.ranking for p in g) == sorted(s.players)
    assert replay(armies, seed, played, **options) == s
    assert GameState.loads(s.dumps()) == s
    return s, played


TABLES = [(3, {}), (4, {}), (3, {"mode": "points"}), (3, {"mode": "1v2"}), (4, {"mode": "2v2"}), (4, {"radius": 3})]


def play_tables(army_key: str, players: int, options: dict[str, Any], first_seed: int) -> None:
    """Three random whole games (:func:`play_checked`) at a table of ``players`` with
    ``army_key`` and others drawn from every army (Dancer aside: it may not join a team)."""
    from rules.catalog import ALL_ARMIES, SMALL_BOARD_ONLY

    for seed in range(3):
        rng = random.Random(seed)
        small = options.get("radius", 2) == 2
        pool = [a for a in ALL_ARMIES if a not in (army_key, "dancer") and (small or a not in SMALL_BOARD_ONLY)]
        armies = [army_key, *rng.sample(pool, players - 1)]
        rng.shuffle(armies)
        play_checked(armies, first_seed + seed, **options)


def play_levels(
    army_key: str,
    level: str,
    first_seed: int,
    check: Callable[[GameState, Action], None] | None = None,
    others: Sequence[str] | None = None,
) -> None:
    """The computer player of ``level`` plays ``army_key`` against ``others`` (by default every
    other army; the hard one against three, with a small budget) for a few actions each: every
    action it picks is legal, and ``check`` (the state before, the action) passes."""
    from rules.ai import HardAI, IterationBudget, make_player
    from rules.catalog import ALL_ARMIES

    if others is None:
        others = ["moloch", "steel-police", "dancer"] if level == "hard" else [a for a in ALL_ARMIES if a != army_key]
    for i, other in enumerate(others):
        state = new_game((army_key, other) if i % 2 else (other, army_key), first_seed + i)
        player = HardAI(i, lambda: IterationBudget(2), root_sample=20) if level == "hard" else make_player(level, i)
        for _ in range(16 if level != "hard" else 8):
            if state.phase == PHASE_OVER:
                break
            action = player.choose(state)
            assert action in legal_actions(state), f"{level} played the illegal {action} against {other}"
            if check is not None:
                check(state, action)
            state, _ = apply(state, action)
