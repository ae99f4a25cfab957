# The Vegas army: engine errors.

## Engine errors (rules.actions.RulesError codes)
rules-takeover-pending = { $user } must first choose how the unit just taken over faces (or leave it as it is).
rules-castling-apart = { $hex } is not next to the other unit: Castling swaps two of your units that stand side by side.
