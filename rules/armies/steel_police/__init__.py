"""The Steel Police (the two-army box): Net of Steel, Execution, Replacement, the Push Back
ability, Terror and the Judge's Reflection. The Reflection registers in :mod:`.battle`,
the turn abilities and Terror in :mod:`.mechanics`."""

from rules.armies.steel_police import battle, mechanics

__all__ = ["battle", "mechanics"]
