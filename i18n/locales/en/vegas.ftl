# The Vegas army: engine errors.

## Engine errors (rules.actions.RulesError codes)
rules-takeover-pending = { $user } must first choose how the unit just taken over faces (or leave it as it is).

## Narration (bot/narration.py words these events by their catalogue messages alone)
ev-taken-over = { $unit } of { $owner } is taken over by { $controller } (from { $source }).
seg-taken-over = { $unit } is taken over by { $controller }
ev-control-lost = { $unit } returns to { $owner }.
seg-control-lost = { $unit } returns to { $owner }
ev-takeover-choice = { $player } may turn { $unit }, just taken over: choose its facing.
ev-moved-takeover = { $tile } on { $to } is turned to face { DIR($facing) } (Control).

## The turning of a unit just taken over (its buttons: a facing, or as it is)
btn-stay-takeover = Leave { $hex } facing as it does
