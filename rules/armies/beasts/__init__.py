"""The Beasts (the two-army box): friendly-fire melee, Spider Net, Agony, Flying, Lair,
Rotation, Grab, Hunt and the Scavenger. Their battle rules register in :mod:`.battle`,
their turn and set-up in :mod:`.mechanics`; they play on the 19-hex board only (data)."""

from rules.armies.beasts import battle, mechanics

__all__ = ["battle", "mechanics"]
