# The Vegas army: engine errors.

## Engine errors (rules.actions.RulesError codes)
rules-takeover-pending = { $user } must first choose how the unit just taken over faces (or leave it as it is).
