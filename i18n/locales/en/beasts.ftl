# The Beasts army: engine errors, narration, battle-log lines.

## Engine errors (rules.actions.RulesError codes)
rules-army-small-board-only = { $army ->
    [beasts] The Beasts
   *[other] { $army }
} cannot play on the enlarged board of 37 hexes.
rules-lair-first = Put your { $tile } next to your HQ first: place { $tile } HEX FACING.
rules-lair-not-adjacent = { $tile } must stand next to your HQ: choose one of { $options }.
rules-grab-pending = { $user } must first choose where the pulled unit goes and how it faces.
rules-scavenger-pending = { $user } must first choose where the Vulture on { $hex } flies (or stay).
rules-scavenger-window = The Vulture may fly only right after a battle (Scavenger).
rules-no-rotation = The { $tile } on { $hex } cannot turn: it has no Rotation.
rules-rotation-used = The { $tile } already turned this turn.
rules-grab-no-enemy = There is no enemy unit on { $hex } to pull.
rules-grab-reach = { $hex } is not one hex away from { $to }: a Grab pulls a unit with one hex between them.
rules-grab-netted = The unit on { $hex } is netted and cannot be pulled.
rules-grab-blocked = No free hex between { $to } and { $hex }: a unit cannot be pulled into an occupied hex.
rules-no-grab = The { $tile } on { $hex } cannot grab: no Scrabbler is linked to it.
rules-grab-used = The unit on { $hex } already pulled this turn.
rules-hunt-toward = { $hex } is not next to { $to }: name the hex the attacking edge faces.
rules-hunt-no-attack = The { $tile } has no attack on the edge facing { $hex }.
rules-hunt-nothing = That Hunt changes nothing: move, turn or attack.

## What a player did (from the notation)
action-rotate = turned the unit on { $hex } to face { DIR($facing) }
action-grab = pulled the unit on { $to } toward { $from }
action-play-grab = played { $tile }: { $from } pulls { $to }
action-play-hunt = played { $tile }: { $from } to { $to } facing { DIR($facing) }
action-play-hunt-3 = played { $tile }: { $from } to { $to } facing { DIR($facing) }, attacking toward { DIR($toward) }
action-choose-facing = chose { $hex } facing { DIR($facing) }

## Turn events
ev-rotated = { $tile } on { $hex } turns to face { DIR($facing) }.
ev-moved-hunt = { $tile } hunts: { $from } → { $to } facing { DIR($facing) }.
ev-moved-scavenger = { $tile } flies over the battlefield: { $from } → { $to } facing { DIR($facing) }.
ev-instant-grab = { $user } played { $tile } ({ $from } pulls { $to }).
ev-grab-choice = { $user } must choose where the unit on { $target } is pulled to ({ $options }) and how it faces.
ev-grabbed = { $tile } pulled { $from } → { $to } facing { DIR($facing) } by the unit on { $by }.
ev-scavenger-choice = { $user }: after the battle your { $tile } on { $hex } may fly to any empty hex and turn (Scavenger) — choose HEX FACING, or its own hex to stay.
ev-lair-lost = { $unit } is no longer next to its HQ and leaves the board (Lair).
ev-lair-no-room = There is no free hex next to the HQ: { $tile } stays out of the game.
ev-hunted = { $unit } attacks toward { DIR($dir) }.

## Battles
seg-agony = { $unit } strikes in its agony
seg-lair-lost = { $unit } leaves the board without its HQ

## Battle log on segment images
imglog-melee-ff = friendly-fire melee
imglog-agony = { $tile } { $hex } strikes in its agony
imglog-lair-lost = { $tile } { $hex } leaves without its HQ

## The bot: buttons, status and slash-command help
btn-choose-grab = Pull to { $hex }
btn-choose-scavenge = Fly to { $hex }
btn-stay-scavenge = Stay on { $hex }
status-grab = { $who }: choose where your unit on { $target } is pulled: { $options } (`{ -hex-choose }`; the action `choose HEX FACING` also turns it).
status-scavenge = { $who }: after the battle your Vulture on { $target } may fly to any empty hex: { $options } (`{ -hex-choose }`; its own hex to stay; the action `choose HEX FACING` also turns it).
err-grab-needs = A Grab needs the pulling unit (unit:) and the enemy to pull (target:).
err-hunt-needs = A Hunt needs the unit (unit:), where it goes (target:) and its facing (facing:); to attack too, give the action `play hunt FROM TO TOWARD FACING`.

## Tile cards and the legend
card-melee-ff = Friendly-fire melee { $n } ({ $edges }): hits the adjacent unit on that edge, own and allied units too.
card-grab-effect = Scrabbler: the linked friendly unit may pull an enemy one hex away, once per turn
card-grab = One of your units pulls an enemy unit one hex away next to it; the enemy's owner picks the hex and facing.
card-hunt = One of your units may move like a Move tile, then attack with one edge of your choice.
card-agony = Agony: killed in a battle segment, it also attacks in that segment (not while netted).
card-flying = Flying: melee does not hurt it unless it is netted; shots and instants do.
card-scavenger = Scavenger: after a battle it may fly to any empty hex and turn.
card-rotation = Rotation: once in its owner's turn, turns freely without moving.
card-lair = Lair: Cerberus starts next to the Beasts HQ and leaves the board once it is not next to it.
card-spider-net = Spider Net: its nets catch own units too.
legend-melee-ff = Striped melee: friendly fire, hits own units too
legend-spider-net = Spider Net (yellow knot): nets own units too
legend-agony = A: Agony, also attacks in the segment it dies in
legend-flying = Flying: melee passes it by unless it is netted
legend-scavenger = Scavenger: may fly anywhere after a battle
legend-rotation = Rotation: may turn in its turn
legend-lair = Lair: Cerberus must stay next to its HQ
legend-grab-effect = Module link: the Grab ability

## Discord: the army choice

## Discord: /hex choose for a pulled unit or the Vulture
cmd-hex-choose-opt-facing-desc = Where it faces (empty: as it is)
