## Texts drawn into images by renderer/ (it takes the language as an argument).

## The renderer's captions (panel, battle images, army sheets).
img-netted = NETTED
img-all = all
img-player = Player { $n }
img-hq = HQ
# a Dancer Object's name on its tile (its colour: the tiles share the army's colour)
img-object-red = Red
img-object-blue = Blue
img-object-yellow = Yellow
img-objects = Objects
img-hp = HP
img-pile = Pile
img-discard = Discard
img-hand = Hand
img-empty-hand = (no tiles)
img-to-move = to move
img-to-choose = to choose
img-turn = Turn { $n }
img-hq-phase = Placing HQs
img-battles = battles fought: { $n }
img-initiative = Initiative { $n }
img-segment = segment { $i } of { $n }
img-after-battle = After the battle
img-battle-log = What happens
img-no-events = (nothing happens)
img-board = Board
img-killed = dies
img-action = Action
img-instant = instant
img-count = ×{ $n }
img-tiles = { $n } tiles
img-over = Game over: { $text }
img-winner = player { $n } wins
img-winner-named = { $who } wins
img-draw = draw
img-no-result = no result (stopped by a moderator)

## Tile cards: one sentence per feature of a tile.
card-in-army = { $n } in the army
card-initiative = Initiative { $values }: acts in that battle segment.
card-no-initiative = No initiative: never attacks.
card-toughness = Toughness: { $hp } hit points (dies at { $hp } wounds).
card-hq-hp = 20 hit points on the HQ track; loses one per wound.
card-melee = Melee { $n } ({ $edges }): hits the adjacent enemy on that edge.
card-ranged = Ranged { $n } ({ $edges }): hits the first enemy in that line.
card-gauss = Gauss { $n } ({ $edges }): hits every enemy in that line, to the board edge.
card-armor = Armor ({ $edges }): −1 to each ranged hit coming through that edge.
card-net = Net ({ $edges }): the adjacent enemy there is netted: no attacks, moves or module effects.
card-mobility = Mobility: once in its owner's turn, moves one hex and/or rotates.
card-explosion = Explosion: in its segment may explode instead of attacking: 1 wound to every adjacent unit, and it is destroyed.
card-hq-rules = HQ: never damages another HQ. The game is lost when it is destroyed.
card-links = links: { $edges }
card-all-edges = all six edges
card-melee-officer = Officer: +{ $v } melee strength to linked friendly units
card-ranged-officer = Officer: +{ $v } ranged strength to linked friendly units
card-speed = Scout: +{ $v } initiative to linked friendly units
card-saboteur = Saboteur: −{ $v } initiative to linked enemy units
card-medic = Medic: takes one attack aimed at a linked friendly unit and dies instead
card-additional-initiative = Linked friendly units attack again one initiative lower
card-mobility-effect = Transport: each linked friendly unit may move one hex once per turn
card-quartermaster = Quartermaster: once per battle a linked unit turns one edge's melee into a shot (or a shot into melee)
card-scoper = Scoper: a linked enemy module works for you instead
card-move-doubler = Recon Centre: all your units move up to two hexes when they move
card-battle = Starts a battle at once and ends the turn.
card-move = Moves one of your tiles one hex to an empty hex and/or rotates it.
card-push-back = One of your units pushes an adjacent enemy unit one hex away.
card-sniper = 1 wound to any enemy unit on the board except an HQ; armor does not help.
card-grenade = Destroys one enemy unit adjacent to your HQ (not an HQ).
card-air-strike = 1 wound to every unit but HQs on a chosen hex and the six around it.
card-unknown-instant = Instant: { $name }.
card-unknown-ability = { $name }

## The battle log printed on segment images.
imglog-hit = { $tile } { $hex } → { $target } { $target_hex }: { $damage } ({ $kinds })
imglog-armor = armor −{ $n }
imglog-saved = { $medic } { $medic_hex } takes the hit on { $tile } { $hex } and dies
imglog-wounded = { $tile } { $hex }: { $wounds } of { $hp } wounds
imglog-killed = { $tile } { $hex } dies
imglog-hq-damaged = { $who }: HQ −{ $damage }, { $hp } left
imglog-object-damaged = { $tile } ({ $hex }): −{ $damage }, { $hp } left
imglog-hq-destroyed = { $who }: HQ destroyed
imglog-exploded = { $tile } { $hex } explodes
imglog-converted = { $tile } { $hex }: Quartermaster turns its { DIR($direction) } attack into { $kind }
imglog-freed = { $tile } { $hex } is free of the net
imglog-more = … and { $n } more
imglog-hq-line = { $who } · HQ { $before } → { $after }
imglog-objects-line = { $who } · Objects { $before } → { $after }
imglog-melee = melee
imglog-ranged = ranged
imglog-gauss = gauss
imglog-explosion = explosion
imglog-sniper = sniper
imglog-grenade = grenade
imglog-air-strike = air strike

## The icon legend image.
legend-title = How to read a tile
legend-melee = Melee, strength 2: strikes the adjacent hex on that edge
legend-ranged = Ranged shot, strength 1: the first enemy in that line
legend-gauss = Gauss: every enemy in that line
legend-armor = Armor on that edge: −1 to each shot
legend-net = Net on that edge: the enemy there is netted
legend-initiative = Initiative badges: acts in segments 2 and 1
legend-changed = Printed → current initiative (scouts, saboteurs, extra attacks)
legend-boosted = Yellow number: strength raised by an officer
legend-toughness = Toughness: one square per hit point, red = wound
legend-mobility = Mobility: may move one hex in its turn
legend-explosion = Explosion: may blow up (the Clown)
legend-netted = Netted: no attacks, moves or module effects
legend-hq = HQ: its hit points, large
legend-melee-officer = Module link: +1 melee strength
legend-ranged-officer = Module link: +1 ranged strength
legend-speed = Module link: +1 initiative
legend-saboteur = Module link: −1 initiative to enemies
legend-medic = Module link: medic
legend-additional-initiative = Module link: attacks again one segment lower
legend-mobility-effect = Module link: transport (an extra move)
legend-quartermaster = Module link: quartermaster (melee ↔ shot)
legend-scoper = Module link: scoper (takes over enemy modules)
legend-move-doubler = Recon Centre: your units move two hexes
legend-all = ⬡ in a mark: on all six edges
legend-instant = Instant tile (in hand)

## Edges of a tile, from its front, and tile kinds.
edge-0 = front
edge-1 = front-right
edge-2 = back-right
edge-3 = back
edge-4 = back-left
edge-5 = front-left
tile-kind-hq = HQ
tile-kind-warrior = Warrior
tile-kind-module = Module
tile-kind-instant = Instant

## Marks on module links that are a word's initial (Quartermaster, Grab).

mark-quartermaster = Q
mark-grab = G

## Vegas and Neojungle: the pictures' words.

# Tile cards (renderer/cards.py).
card-takeover = Control takeover: the enemy unit (not an HQ) on the hex this edge faces is yours while the contact lasts: it fights for you and its modules help you; you may turn it when you take it; when the contact ends it is its owner's again, facing as it does
card-motherland = The Matrix: your units next to the HQ, and your units next to those, form one group; a module of yours linked to any unit of it acts on every unit of it, the HQ included
card-matrix = Roots: the Matrix grows through this hex as through a unit of yours, whatever stands on it.
card-venom = Venom: an enemy unit it wounds and that survives gets a venom marker (two in the box); at the start of every battle each marker deals 1 wound (a Medic may take it); the marker stays.
card-rotation-instant = Turns one of your units (not netted) to any facing, without moving it.
card-castling = Two adjacent units of yours (an HQ too), neither netted, swap their hexes and keep their facings.
card-small-bomb = 1 wound to every unit, friend or foe, on three hexes that touch one another (HQs are spared); it destroys every Foundation there.
# Battle images: the opening segment and the log (renderer/battle.py).
img-opening = Start of the battle (venom)
imglog-venom = venom
imglog-poisoned = { $tile } { $hex } is poisoned: { $n } venom { $n ->
    [one] marker
   *[other] markers
  }
imglog-venom-wound = { $tile } { $hex }: venom, { $n } { $n ->
    [one] wound
   *[other] wounds
  }
imglog-taken-over = { $tile } { $hex } is taken over by { $who }
imglog-control-lost = { $tile } { $hex } goes back to { $who }
# What the board shows, in words (renderer/describe.py).
img-alt-taken = { $tile } on { $hex } of player { $owner } under the Control of player { $n }
img-alt-venom = { $tile } on { $hex }: { $count } venom { $count ->
    [one] marker
   *[other] markers
  }
# The icon legend image (renderer/cards.py).
legend-takeover = Module link: Control takeover (the magnet)
legend-taken = Magnet badge and rim in a player's colour: taken over by that player
legend-motherland = The Matrix grows from this HQ
legend-matrix = Roots (a Foundation): the Matrix grows through it
legend-matrix-link = Bars across edges: the units of one Matrix
legend-venom = Venom: poisons the enemy it wounds
legend-venom-count = Green drop: venom markers on the unit (1 wound each, every battle)

## Mississippi, Sharrash and Uranopolis: the pictures' words.

# Tile cards (renderer/cards.py).
card-poisoning = Poisoning { $n } ({ $edges }): puts a venom marker on the adjacent enemy on that edge instead of wounding it (no Medic takes it, no officer raises it).
card-shadow = Shadow { $n } ({ $edges }): a melee attack on any enemy unit anywhere on the board; no armour or Reflection stops it; melee officers raise it.
card-mortar = Mortar { $n } ({ $edges }): hits only the enemy two hexes away in that line, whatever stands between; armour protects; ranged officers raise it.
card-explosive = Blast ({ $edges }): before the first initiative, if an enemy tile touches this edge, it destroys that enemy unit (a Medic may take it) and the Explosive.
card-explosive-ability = Explosive: blows up once, before the first initiative of a battle, unless netted or paralysed; if it does not then, it does not in that battle.
card-demolition = Demolition { $n } ({ $edges }): hits the enemy tile on the adjacent hex; armour does not help, no officer raises it, a Flying unit is hit all the same.
card-demolition-diagonal = Demolition { $n } ({ $edges } and the next edge clockwise): hits the enemy tile two steps away between those two edges; armour does not help.
card-toxic-bomb = Toxic Bomb: at initiative 1 of the next battle it explodes: 1 wound to every unit on its hex and the six around it, friend and foe (HQs are spared), then it leaves the board.
card-paralysis = Paralysis: an enemy unit or HQ it wounds (and no Medic saved) is paralysed: it makes no attack until the end of the battle.
card-paralysis-module = Paralysis: linked enemy units (HQs too) make no attack
card-paralysis-instant = A paralysis marker on an enemy unit or HQ: it makes no attack until the end of the next battle.
card-zone = Zone: the initiative of linked enemy units is 0, and nothing raises it
card-venom-module = Venom: linked friendly units put a venom marker on each enemy unit they wound (at most 5 markers on the board; 1 wound each at the start of every battle)
card-paralysing = Paralysis: linked friendly units paralyse the enemy units they wound
card-underground = Underground: your HQ may swap places with this unit; it protects from nothing.
card-underworlds = Underworlds: while it stands on the board, neither netted nor taken, every unit of yours is Underground.
card-underground-castling = Underground Castling: once a turn the HQ (not netted) may swap places with an adjacent unit of yours that is Underground (not netted); neither turns.
card-hole = Hole: in your turn, while nothing stands on it, it may drag an adjacent enemy unit (not an HQ) onto itself; when a battle ends, the enemy unit on it is destroyed (no Medic takes it).
card-powered = Needs power: while no friendly unit that is not netted gives it power (a lightning bolt on an edge towards it), it counts as netted.
card-power-supply = Power: gives power to the linked friendly units that need it
card-gauss-transformer = Gauss Transformer: a linked unit's ranged shots on an edge may be fired as one Gauss shot (not raised) when that wounds more
card-wastes = Wastes: −{ $v } initiative to every linked enemy unit
card-smokescreen = Turns one enemy unit (not an HQ) to any facing.
card-transposition = Two units of yours, anywhere on the board and neither netted, swap their hexes and keep their facings.
card-ray = A beam from your HQ (not netted nor paralysed) through an adjacent hex to the board's edge: 1 wound to every enemy tile along it (armour protects; HQs are spared).
# Units (renderer/tile.py) and what the board shows, in words (renderer/describe.py).
img-unpowered = NO POWER
img-alt-paralysed = { $tile } on { $hex } is paralysed (no attack)
img-alt-underground = { $tile } on { $hex } is Underground
img-alt-unpowered = { $tile } on { $hex } has no power (netted)
# The icon legend image (renderer/cards.py).
legend-poisoning = Poisoning: a venom marker, no wound
legend-shadow = Shadow: melee on any enemy anywhere, no armour
legend-toxic-bomb = Toxic Bomb (a Foundation): 1 wound all around at initiative 1
legend-paralysis-module = Module link: linked enemies make no attack (paralysis)
legend-zone = Module link: linked enemies' initiative is 0
legend-venom-module = Module link: linked units poison what they wound
legend-paralysed = Yellow disc with bars: paralysed, makes no attack
legend-mortar = Mortar: the enemy two hexes away, over the first
legend-explosive = Blast: destroys the enemy it touches before initiative
legend-paralysis = Paralysis: paralyses the enemy it wounds
legend-paralysing = Module link: linked units paralyse what they wound
legend-underground = Underground: the HQ may swap places with it
legend-underworlds = Underworlds: every unit of yours is Underground
legend-underground-unit = Ring of dots inside the rim: Underground now
legend-hole = Hole (a Foundation): destroys the enemy on it after a battle
legend-powered = Plug: needs power, else it counts as netted
legend-power-supply = Module link: gives power (a lightning bolt)
legend-unpowered = Struck-through bolt, NO POWER: netted for want of power
legend-demolition = Demolition: the adjacent enemy tile, armour no help
legend-demolition-diagonal = Bent hammer: the tile two steps away diagonally
legend-gauss-transformer = Module link: linked shots may be Gauss shots
legend-wastes = Trefoil, all round: −1 initiative to every linked enemy (Wastes)
legend-redirect-in = IN: a friendly shot reaching this edge is redirected (Doomsday Machine)
legend-redirect-out = OUT: the redirected shot leaves here, same strength and kind
legend-trap = !: an enemy wounding the Trap through this edge sets it off: 1 wound all round
legend-long-range = Two chevrons: its links reach two hexes, over anything between
legend-hq-turning = Circular arrow round a dot: the HQ turns one of your units a turn
# Battle images: the log (renderer/battle.py).
imglog-poisoning = poisoning
imglog-shadow = Shadow
imglog-toxic-bomb = Toxic Bomb
imglog-mortar = mortar
imglog-explosive = blast
imglog-demolition = demolition
imglog-demolition-diagonal = demolition
imglog-ray = Ray
imglog-paralysed = { $tile } { $hex } is paralysed: no attack this battle
imglog-paralysis-ended = { $tile } { $hex } is no longer paralysed
imglog-power-lost = { $tile } { $hex } loses power (netted)
imglog-power-restored = { $tile } { $hex } has power again
imglog-detonated = { $tile } { $hex } blows up towards { $target_hex }
imglog-swallowed = The Hole swallows { $tile } { $hex }

## The Doomsday Machine
mark-redirect-in = IN
mark-redirect-out = OUT
mark-trap = !
card-redirect-in = Inlet: a shot of a friendly unit (yours or an ally's) that reaches this edge is redirected
card-redirect-out = Outlet: a redirected shot leaves here, with its strength and kind (a Gauss shot stays Gauss)
card-trap = Trap: an enemy attack that wounds it through this edge makes it explode: 1 wound to every adjacent unit, friend and foe (HQs too); no Medic saves it
card-long-range = Long Distance Module: its links reach the adjacent hex and the one beyond it in the same line, whatever stands between.
card-hq-turning = Once in your turn the HQ (not netted) turns one of your units (not netted) to any facing.
