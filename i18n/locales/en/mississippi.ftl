# The Mississippi army: narration and refusals (the venom messages are neojungle.ftl's, shared
# by every army that poisons: rules/venom.py).

## Narration (bot/narration.py words these events by their catalogue messages alone)
seg-foundation-destroyed = { $cause ->
    [explosion] { $tile } on { $hex } explodes
   *[other] { $tile } on { $hex } is destroyed
}
ev-moved-smokescreen = Smokescreen: { $tile } on { $to } is turned to face { DIR($facing) }.
ev-moved-transposition = { $tile } changes places: { $from } → { $to } (Transposition).
kind-poisoning = poisoning
kind-shadow = Shadow melee
kind-toxic-bomb = Toxic Bomb

## Refusals
rules-smokescreen-target = A Smokescreen turns an enemy unit that is not an HQ ({ $hex } holds none).
rules-transposition-two = Transposition swaps two different units of yours ({ $hexes }).
rules-grenade-paralysed = A Grenade cannot be thrown while your HQ is paralysed.

## What /hex play still needs
err-smokescreen-needs = A Smokescreen needs an enemy unit and the facing to turn it to (target: C3, facing: N).
err-transposition-needs = Transposition needs two of your units (unit: C3, target: D4).
