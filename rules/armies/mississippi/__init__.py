"""Mississippi: Venom (five markers, the Boiler), Poisoning, Paralysis, Zone, Shadow, the
Toxic Bomb, Smokescreen and Transposition register in :mod:`.mechanics`; the Medic, the
Mutation (toughness), the Hitman (a sharpshooter), the Net Fighter and the HQ's Push Back are
data read by the generic code (docs/rulings.md, "Mississippi")."""

from rules.armies.mississippi import mechanics

__all__ = ["mechanics"]
