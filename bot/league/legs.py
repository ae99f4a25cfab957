"""A finished league game read as a leg of a match (a Swiss event's, a division's fixture):
the HQ points each side ended with, as docs/rulings.md L1 counts them, and who won."""

from __future__ import annotations

from bot.league.formats.scoring import Leg
from bot.storage.base import FINISHED, GameRecord
from bot.usecases.wording import state_of

GAVE_UP = ("resigned", "timeout")  # the loser's HQ counts 0 (docs/rulings.md L1)


def game_leg(a: int, b: int, game: GameRecord) -> Leg | None:
    """``game`` between ``a`` (side ``a``) and ``b`` as a leg: an HQ out of the game —
    destroyed, resigned, out of time — has 0. None for a game that does not count (aborted,
    not finished, not between these two)."""
    if game.status != FINISHED:
        return None
    state = state_of(game)
    if state.result is None or state.result.reason == "aborted":
        return None
    hq: dict[int, int] = {}
    winner = None
    gave_up = state.result.reason in GAVE_UP
    for seat, user in enumerate(game.players, start=1):
        if user is None:
            return None
        ps = state.players[seat]
        lost = gave_up and state.result.winner is not None and state.result.winner != seat
        hq[user] = 0 if ps.out or lost else ps.hq_hp
        if state.result.winner == seat:
            winner = "a" if user == a else "b"
    if set(hq) != {a, b}:
        return None
    return Leg(hq[a], hq[b], winner)  # type: ignore[arg-type]
