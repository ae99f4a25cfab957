## The Steel Police army: engine errors (rules-<code>), actions and events (bot/narration.py).
## $tile/$unit names in the game's language, $hex a hex like C3, $user a mention.

# Illegal actions (rules.actions.RulesError codes).
rules-terror = Terror: you cannot put units on the board this turn.
rules-no-hp-to-pay = Your HQ cannot pay { $cost } hit { $cost ->
    [one] point
   *[other] points
}: it must keep at least one.
rules-police-hq = The { $tile } is an HQ: { $what ->
    [net] Net of Steel
   *[other] Execution
} works only on other units.
rules-police-no-enemy = There is no enemy unit on { $hex } to { $what ->
    [net] net
   *[other] execute
}.
rules-not-your-turn = That can be used only in your own turn.
rules-no-net-of-steel = Your HQ has no Net of Steel.
rules-steel-net-hq-netted = Your HQ is netted and cannot use Net of Steel.
rules-steel-net-in-use = Your Steel Net marker is already on the board: it comes back when its unit leaves the board.
rules-no-executioner = You hold no tile with Execution (the Executioner).
rules-replace-instant = { $tile } is an instant: only a unit can take the place of a tile with Replacement.
rules-replace-unit-only = The { $tile } cannot take that place: a Pacifier gives it to a unit, a Transporter to a warrior.
rules-no-replacement = The { $tile } has no Replacement.
rules-no-push-ability = The { $tile } has no Push Back ability (play a Push Back tile instead).
rules-push-used = The { $tile } already pushed this turn.

# What a player did (after their name).
action-net = put the Steel Net on the unit on { $hex }
action-execute = executed the unit on { $hex } (Executioner facing { DIR($facing) })
action-replace = replaced the Pacifier on { $hex } with { $tile } facing { DIR($facing) }
action-push = pushed the unit on { $to } away from { $from }

# Events outside battles.
ev-steel-net = { $user }'s HQ puts the Steel Net on { $unit }{ $cost ->
    [0] {""} (free: the Launcher is on the board)
   *[other] {""} (it costs { $cost } HQ hit point: { $hp } left)
}.
ev-steel-net-back = { $user }'s Steel Net marker is back: the netted unit left the board.
ev-executed = { $user }'s Executioner executes { $unit } and takes { $hex } ({ $hp } HQ hit points left).
ev-replaced = { $user } replaces the { $old } on { $hex } with { $tile } facing { DIR($facing) }; the { $old } is discarded.
ev-push-used = { $unit } pushes the unit on { $target }.
ev-terrorized = Terror: { $users } cannot put units on the board in their next turn.

# Battles.
reflected = { $unit } reflects the attack of { $attacker } back to { $hex }
reflected-nobody = { $unit } reflects the attack of { $attacker }: it hits nobody

# Slash-command choices (bot/discord_adapter/transformers.py).
cmd-choice-instant-terror = Terror

# The icon legend image (renderer/cards.py).
legend-reflection = Reflection on that edge: attacks bounce back one hex
legend-push = Push Back: pushes an adjacent enemy once a turn
legend-execution = Execution: placed on an enemy unit, removes it (1 HQ point)
legend-replacement = Replacement: may give its hex to a tile from your hand
legend-net-of-steel = Net of Steel: the HQ nets any enemy unit (1 HQ point)
legend-steel-net = Steel Net marker: this unit is netted by it

# Tile cards (renderer/cards.py).
card-reflection = Reflection ({ $edges }): an attack coming in through that edge does not hurt it and goes back one hex, hitting the enemy there with the attacker's strength; never while netted, never against instants.
card-net-of-steel = Net of Steel: in your turn the HQ puts its one Steel Net marker on any enemy unit but an HQ, for 1 HQ hit point (free while the Launcher is on the board); the unit is netted until it leaves the board.
card-push-ability = Push Back: once in each of your turns pushes an adjacent enemy unit one hex away.
card-execution = Execution: when placed, may pay 1 HQ hit point to remove any enemy unit but an HQ and take its hex.
card-replacement = Replacement: in your turn it may leave the board (discarded) for a board tile from your hand, placed on its hex.
card-net-of-steel-launcher = Launcher: Net of Steel costs no HQ hit point
card-terror = Your opponents cannot put units on the board in their next turn.

# Battle images: the log beside the board (renderer/battle.py).
imglog-reflected = { $tile } { $hex } reflects { $attacker } { $attacker_hex } back to { $to_hex }
imglog-reflected-nobody = { $tile } { $hex } reflects { $attacker } { $attacker_hex }: it hits nobody
