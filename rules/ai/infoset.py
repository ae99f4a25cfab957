"""What one seat knows: the information set of a player, and determinizations of it.

A seat sees the board, every discard pile, HQ hit points, its own hand, how many tiles
each pile and the opponent's hand hold, and the contents (not the order) of its own pile
(its army's tiles minus those seen). It does not see the order of any pile nor the
opponent's hand: those tiles are, to it, a multiset of unseen tiles. :func:`canonical`
replaces what the seat cannot see by a fixed arrangement of the same tiles (sorted), so
two states the seat cannot tell apart give the same canonical state; :func:`determinize`
deals the unseen tiles at random (uniformly) from that multiset.
"""

from __future__ import annotations

import random

from rules.state import GameState


def canonical(state: GameState, seat: int) -> GameState:
    """A copy of ``state`` with the hidden order made canonical for ``seat``: its own pile
    sorted; every other player's hand and pile pooled, sorted and dealt back (hand first)."""
    s = state.copy()
    for p, ps in s.players.items():
        if p == seat:
            ps.pile = sorted(ps.pile)
        else:
            unseen = sorted(ps.hand + ps.pile)
            n = len(ps.hand)
            ps.hand, ps.pile = unseen[:n], unseen[n:]
    return s


def determinize(state: GameState, seat: int, rng: random.Random) -> GameState:
    """A copy of ``state`` with what ``seat`` cannot see dealt at random from the unseen
    tiles: its own pile shuffled; the other players' hands and piles dealt from their pool.
    Only the multisets of ``state`` are read, so it never depends on the hidden order."""
    s = state.copy()
    for p, ps in s.players.items():
        if p == seat:
            pile = sorted(ps.pile)
            rng.shuffle(pile)
            ps.pile = pile
        else:
            unseen = sorted(ps.hand + ps.pile)
            rng.shuffle(unseen)
            n = len(ps.hand)
            ps.hand, ps.pile = unseen[:n], unseen[n:]
    return s


def infoset_key(state: GameState, seat: int) -> str:
    """A text that is the same for all states ``seat`` cannot tell apart."""
    return f"{seat}:{canonical(state, seat).dumps()}"
