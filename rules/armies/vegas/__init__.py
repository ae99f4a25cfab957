"""Vegas (the Duel box): Control takeover (the HQ's one edge and the Agitators'), the
instants Rotation and Castling, and its place at the end of the turn order register in
:mod:`.mechanics`; the Saboteur is the base game's module effect ``saboteur``; the Mine is
New York's Foundation ability ``mine`` (docs/rulings.md, "Vegas")."""

from rules.armies.vegas import mechanics

__all__ = ["mechanics"]
