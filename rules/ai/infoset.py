"""What one seat knows: the information set of a player, and determinizations of it.

A player at the table sees the board, every hand (drawn tiles lie face up: "Pociągnięte
żetony są widoczne dla obu grających, położone przed graczem awersem do góry"), every
discard pile, HQ hit points and points, the size of every pile, and the contents (not the
order) of its own pile: its army's tiles minus those seen. The only hidden things are the
order of every pile and, for another player's pile, which tiles are in it: to the seat
those are the tiles of that army it has not seen anywhere (:func:`unseen_tiles`, counted
from the army's composition, the board (its units and Foundations), the hand and the discard
pile: killed and discarded tiles go to the discard pile, so the count is what a careful player
can make).

:func:`canonical` replaces what the seat cannot see by a fixed arrangement (every pile
sorted), so two states the seat cannot tell apart give the same canonical state;
:func:`determinize` deals every pile in a random (uniform) order. Hands, discard piles,
HP, points and pile sizes are never changed: they are public. (What is public and what secret while a game is
played is said once, in :mod:`rules.secrecy`.)
"""

from __future__ import annotations

import random
from collections import Counter

from rules.catalog import army
from rules.state import GameState


def unseen_tiles(state: GameState, player: int) -> list[str]:
    """The tiles of ``player``'s pile as any seat can count them (sorted): the army's
    composition minus its tiles on the board (units and Foundations), in hand and discarded.
    When the count does not add up to the pile's size (a tile set aside by an army's own rule),
    the pile's sorted contents: their order, the only secret, is still not read."""
    ps = state.players[player]
    left = Counter(army(ps.army).composition())
    for u in state.units.values():
        if state.owner(u) == player:  # a unit taken over (Vegas) is still its owner's tile
            left[u.tile] -= 1
    for f in state.foundations.values():  # a Foundation (Mine, Hole, Toxic Bomb) lies on the board too
        if f.player == player:
            left[f.tile] -= 1
    left.subtract(ps.hand)
    left.subtract(ps.discard)
    if any(n < 0 for n in left.values()) or sum(left.values()) != len(ps.pile):
        return sorted(ps.pile)
    return sorted(left.elements())


def canonical(state: GameState, seat: int) -> GameState:
    """A copy of ``state`` with the hidden order made canonical for ``seat``: every pile
    sorted (another player's pile counted from what is seen: :func:`unseen_tiles`)."""
    s = state.copy()
    for p, ps in s.players.items():
        ps.pile = sorted(ps.pile) if p == seat else unseen_tiles(state, p)
    return s


def determinize(state: GameState, seat: int, rng: random.Random) -> GameState:
    """A copy of ``state`` with every pile in a random order (the seat's own from its
    contents, the others' from :func:`unseen_tiles`); hands, discards, HP, points and pile
    sizes stay as they are. Only the multisets are read, so the result never depends on
    the hidden order."""
    s = state.copy()
    for p, ps in s.players.items():
        pile = sorted(ps.pile) if p == seat else unseen_tiles(state, p)
        rng.shuffle(pile)
        ps.pile = pile
    return s


def infoset_key(state: GameState, seat: int) -> str:
    """A text that is the same for all states ``seat`` cannot tell apart."""
    return f"{seat}:{canonical(state, seat).dumps()}"
