"""Neojungle (the Babel 13 box): the Matrix, Venom, Roots, the Small Bomb and Castling register
in :mod:`.mechanics`; the Medic, Vines (a Saboteur on six edges) and the Symbionts (officer,
Scout) are data read by the generic code, made to act on the whole Matrix
(docs/rulings.md, "Neojungle")."""

from rules.armies.neojungle import mechanics

__all__ = ["mechanics"]
