# The Sharrash army: narration and refusals.

## Narration (bot/narration.py words these events by their catalogue messages alone)
seg-paralysed = { $unit } is paralysed: no attack until the end of the battle
ev-paralysed = { $unit } is paralysed: no attack until the end of the next battle.
ev-paralysis-ended = { $unit } is no longer paralysed.
seg-detonated = { $unit } blows up at { $target_hex }
ev-swallowed = The Hole swallows { $unit }.
ev-moved-tunnel = { $tile } goes underground: { $from } → { $to } (Underground Castling).
ev-moved-hole = The Hole drags { $tile } in: { $from } → { $to }.
kind-mortar = mortar shot
kind-explosive = explosion

## Refusals
rules-paralysis-target = Paralysis is played on an enemy unit or HQ ({ $hex } holds none).
rules-paralysis-already = The unit on { $hex } is paralysed already.
rules-no-tunnel = The { $tile } has no Underground Castling.
rules-tunnel-used = Your HQ already swapped places this turn.
rules-tunnel-target = Your HQ swaps places with an adjacent unit of yours that has Underground ({ $hex } holds none).
rules-no-hole = There is no Hole of yours on { $hex }.
rules-hole-taken = A unit already stands on the Hole on { $hex }.
rules-drag-target = The Hole drags in an adjacent enemy unit that is not an HQ ({ $hex } holds none).

## What /hex play still needs
err-paralysis-needs = Paralysis needs an enemy unit or HQ (target: C3).
