"""New York (the Babel 13 box): the HQ's toughness and the Spy are data (the module effect
``toughness``, the ability ``spy``: rules.analysis); the Pusher's Push Back ability is the
Steel Police's ``push``; the Shotgun, the Sharpshooter, the Rocket and the Mine register in
:mod:`.mechanics` (docs/rulings.md, "New York")."""

from rules.armies.new_york import mechanics

__all__ = ["mechanics"]
