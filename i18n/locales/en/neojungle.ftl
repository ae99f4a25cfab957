# The Neojungle army (and every army that poisons: rules/venom.py): narration.

## Narration (bot/narration.py words these events by their catalogue messages alone)
seg-poisoned = { $unit } is poisoned ({ $markers } venom { $markers ->
    [one] marker
   *[other] markers
})
ev-poisoned = { $unit } is poisoned ({ $markers } venom { $markers ->
    [one] marker
   *[other] markers
}).
seg-venom-wound = Venom: { $unit } takes { $markers } { $markers ->
    [one] wound
   *[other] wounds
}
ev-venom-wound = Venom: { $unit } takes { $markers } { $markers ->
    [one] wound
   *[other] wounds
}.

## What /hex play still needs
err-small-bomb-needs = A Small Bomb needs three hexes that touch each other (target: C3 C4 D3).
