"""Smart (the Duel box): data only (docs/rulings.md, "Smart").

- The HQ gives its adjacent own (and allied) units an extra move and/or rotation, as if they
  had Mobility: the module effect ``mobility`` on its six edges, the same effect as
  Hegemony's Transport (``move FROM TO FACING via HQ-HEX``).
- The Transporter (``open``, ``open_units``) takes a warrior from the hand in its place:
  the Replacement that the Steel Police's package registers (``replace TILE HEX FACING``),
  restricted to warriors.
- The Bio-Droid (``return``) goes back on top of its owner's pile when it dies
  (rules.battle.lay_aside).
- Terror is the instant ``terror``, registered by the Steel Police's package.
"""
