"""What of a game is public while it is played, and what stays secret until it ends.

Neuroshima Hex hides only the piles: "Pociągnięte żetony są widoczne dla obu grających,
położone przed graczem awersem do góry" — drawn tiles lie face up, so every hand is open.
While a game runs, everyone may see:

- the board (every unit, its facing, wounds, nets and markers, every Foundation tile
  beneath or beside them), every HQ's hit points (a
  Dancer's Objects'), points, who is out;
- every hand, every discard pile, and the *size* of every pile;
- whose turn it is, what the turn has done (discarded, moved, used), a pending choice, the
  Final Battle's sequence, the result.

Secret until the game ends:

- the game's **seed** (the piles are shuffled from it once, so it gives every pile's order);
- the **order and the contents** of every pile, and anything derived from them (a careful
  player can count a pile's contents from what has been seen — :mod:`rules.ai.infoset` does
  — but no export says them).

:func:`public_json` is the one place that turns a state into its public part; everything
that leaves a live game (exports, pages, logs) uses it or shows less. Once the game is over
nothing is secret: the seed and the action log replay it (:func:`is_live`).

:func:`derived_seed` gives the randomness that other parts of a game need (a computer
player's, a hint's) a seed of its own: the same every time for the same game and purpose,
but a stream unrelated to the one that shuffled the piles, so what they do says nothing
about the piles' order.
"""

from __future__ import annotations

import hashlib
from typing import Any

from rules.state import PHASE_OVER, GameState

SECRET_KEYS = ("seed",)  # a state's top-level JSON keys that never leave a live game
SECRET_PLAYER_KEYS = ("pile",)  # and each player's (replaced by "pile_size")


def is_live(state: GameState) -> bool:
    """Whether ``state`` is a game still being played: its secrets are kept."""
    return state.phase != PHASE_OVER and state.result is None


def public_json(state: GameState) -> dict[str, Any]:
    """``state.to_json()`` without what is secret while the game runs: no seed, and each
    player's pile only by its size (``pile_size``). Two states that differ only in their
    seed and in the order or contents of their piles give the same public JSON."""
    data = state.to_json()
    for key in SECRET_KEYS:
        data.pop(key, None)
    for p, ps in data["players"].items():
        for key in SECRET_PLAYER_KEYS:
            ps.pop(key, None)
        ps["pile_size"] = len(state.players[int(p)].pile)
    return data


def derived_seed(seed: int, *purpose: object) -> int:
    """A seed for ``purpose`` (e.g. ``"computer"``, a seat) from a game's ``seed``: the same
    for the same arguments, 62 bits, and a random stream unrelated to the piles' shuffle
    (:class:`random.Random` seeded with it shares no output with one seeded with ``seed``)."""
    text = ":".join(str(x) for x in (seed, *purpose)).encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big") >> 2
