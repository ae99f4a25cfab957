"""The Doomsday Machine (3.0): the redirecting units (Tripler, Fireblast, Doom Net Fighter), the
Trap and the HQ's turning register in :mod:`.mechanics`; the Long Distance Modules (Medic,
Officer, Main War Processor: ``long_range``), the Gauss Cannon, the Scout and the instants
(Battle, Push Back, Small Bomb) are data read by the generic code (docs/rulings.md,
"Doomsday Machine")."""

from rules.armies.doomsday_machine import mechanics

__all__ = ["mechanics"]
