"""Sharrash: Paralysis (on hit, the Landfill, the instant), the Mortar, the Explosive,
Underground (the modules', and every unit's while the Underworlds acts), the HQ's Underground
Castling and the Hole register in :mod:`.mechanics`; the Medic, the Officer, the Transport, the
Scout and the Mother are data read by the generic code (docs/rulings.md, "Sharrash")."""

from rules.armies.sharrash import mechanics

__all__ = ["mechanics"]
