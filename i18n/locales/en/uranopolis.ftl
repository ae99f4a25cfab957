# The Uranopolis army: narration and refusals.

## Narration (bot/narration.py words these events by their catalogue messages alone)
seg-power-lost = { $unit } loses its power: it counts as netted
ev-power-lost = { $unit } has no power: it counts as netted until something powers it.
seg-power-restored = { $unit } has power again
ev-power-restored = { $unit } has power again.
kind-demolition = demolition
kind-demolition-diagonal = demolition
kind-ray = Ray

## Refusals
rules-ray-no-hq = The Ray needs your HQ on the board, neither netted nor paralysed.
rules-ray-aim = The Ray is aimed at a hex next to your HQ ({ $hex } is not).
rules-ray-nothing = The Ray through { $hex } would hit no enemy.

## What /hex play still needs
err-ray-needs = The Ray needs a hex next to your HQ, the way the beam goes (target: C3).
