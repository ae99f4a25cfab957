# The Doomsday Machine army: narration and refusals.

## Narration (bot/narration.py words these events by their catalogue messages alone)
seg-redirected = { $unit } takes the shot from { $shooter_hex } { $ways ->
    [one] and sends it on towards { DIR($toward) }
   *[other] and splits it { $ways } ways
}{ $loop ->
    [endless] : it comes back round, an endless loop
   *[other] {""}
}
seg-trap-exploded = { $unit } is hit on its marked side from { $attacker_hex } and explodes: one wound to every adjacent unit

## Refusals
rules-hq-turn-no-hq = Your HQ cannot turn a unit now (it is netted or not on the board).
rules-hq-turn-used = Your HQ already turned a unit this turn.
rules-hq-turn-self = The HQ turns your other units, not itself.

## Actions and their family (the HQ's turning)
action-turn = had the HQ turn the unit on { $hex } to face { DIR($facing) }
surface-turn = HQ's turning
