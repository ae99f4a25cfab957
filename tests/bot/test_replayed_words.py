"""A battle rebuilt from the action log reads exactly as the original (issue 22): the use
cases apply each action to the state as stored (units by uid), a plain replay holds them in
the order they were placed, and the engine words units freed from a net in the board's
order. The bot's replays (:func:`bot.history.replay_rows`, the battle outbox) go through
the stored form, so the events are the same."""

from __future__ import annotations

import random

from bot.history import as_stored, replay_rows
from bot.storage.base import KIND_ACTION, ActionRow
from rules.game import apply, legal_actions, new_game
from rules.state import PHASE_OVER, GameState
from tests.storage.test_contract import NOW


def _games(count: int) -> list[tuple[list[str], int, list[str]]]:
    out = []
    for seed in range(count):
        rng = random.Random(seed)
        armies = ["beasts", rng.choice(["steel-police", "dancer", "moloch"])]
        state = new_game(armies, seed)
        notations = []
        for _ in range(200):
            if state.phase == PHASE_OVER:
                break
            action = rng.choice(legal_actions(state))
            notations.append(str(action))
            state = apply(state, action)[0]
        out.append((armies, seed, notations))
    return out


def test_replayed_events_are_the_stored_games_events() -> None:
    freed = 0
    for armies, seed, notations in _games(40):
        rows = [ActionRow(0, n + 1, 1, 1, KIND_ACTION, a, NOW) for n, a in enumerate(notations)]
        _, replayed = replay_rows(armies, seed, rows)
        stored = GameState.loads(new_game(armies, seed).dumps())  # as the bot keeps the game
        for step, notation in zip(replayed, notations, strict=True):
            after, original = apply(stored, notation)
            assert [e.to_json() for e in step.events] == [e.to_json() for e in original], (seed, notation)
            freed += sum(e.type == "freed" for e in original)
            stored = GameState.loads(after.dumps())
    assert freed > 0  # the case that used to differ was met


def test_the_stored_form_is_canonical() -> None:
    state = new_game(["beasts", "moloch"], 3)
    assert as_stored(state).dumps() == state.dumps()


def test_the_replay_puts_states_in_the_stored_order_as_the_round_trip_does() -> None:
    from bot.history import _in_stored_order

    for armies, seed, notations in _games(5):
        state = new_game(armies, seed)
        for notation in notations:
            state = apply(state, notation)[0]
            ordered, stored = _in_stored_order(state.copy()), as_stored(state)
            assert list(ordered.units) == list(stored.units) and list(ordered.players) == list(stored.players)
            assert ordered.dumps() == stored.dumps()
