"""Uranopolis: the Power Supply, the Ravager's Demolition, the Wastes, the Gauss Transformer and
the Ray register in :mod:`.mechanics`; the Mechanic's Mobility, the Bulldozer's Push Back, the
Transport's Mobility and Rotation, the Combat Generator (ranged officer), the Acceleration
Generator (+1 initiative), the Doubler (additional initiative) and the Medic are data read by the
generic code (docs/rulings.md, "Uranopolis")."""

from rules.armies.uranopolis import mechanics

__all__ = ["mechanics"]
