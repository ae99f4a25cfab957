## Smart, New York and the Foundations: the pictures' words (renderer/).

# Tile cards (renderer/cards.py).
tile-kind-foundation = Foundation
card-shotgun = Shotgun { $n } ({ $edges }): hits the first enemy in that line with { $n } wounds one hex away, one less for each hex further, down to nothing; own units are shot over; no officer raises it; armor takes 1.
card-rocket = Rocket { $n } ({ $edges }): flies to the hex on that edge, then up to two more hexes, each next to the one before, bending as it likes; the first enemy unit on its path (an HQ too) takes { $n } wounds; own units are flown over; armor counts against its last step; no officer raises it. The engine picks the path that does most harm.
card-sharpshooter = Sharpshooter { $n } ({ $edges }): hits the one enemy it chooses in that line, not only the first; ranged officers raise it. The engine chooses: an enemy HQ first, else a unit the shot kills, else the most damage.
card-spy = Spy: enemy modules and HQs linked to it help it as if they were its own (strength, initiative, medic, transport, toughness); their harm (a Saboteur) misses it.
card-return = Back to the pile: when it dies it goes on top of your draw pile, the next tile you draw.
card-open-units = Transporter: in your turn a warrior from your hand may take its hex, in any facing, without its wounds; the Transporter is discarded (a module or a Foundation may not; not while netted).
card-mine = Mine: an enemy unit (not an HQ) that comes onto it takes 1 wound and the Mine is discarded; your own and allied units never set it off.
card-foundation = Foundation: placed on an empty hex; any unit may stand on it. It is no unit: never moved, pushed, netted or attacked, blocks no shot, and a hex with only a Foundation counts as empty; only Sniper, Grenade, Air Strike and Small Bomb destroy it.
card-toughness-effect = Toughness: +{ $v } hit point to each linked friendly unit (not an HQ), lost at once when it moves away or the HQ is netted; a unit with that many wounds then dies
# A Foundation under a unit, in the board's words (renderer/describe.py).
img-alt-foundations = Foundations: { $list }
img-alt-foundation = { $tile } of player { $n } on { $hex }
img-alt-foundation-under = { $tile } of player { $n } on { $hex }, under { $unit }

# Battle images: the log beside the board (renderer/battle.py).
imglog-shotgun = shotgun
imglog-rocket = rocket
imglog-sharpshooter = sharpshooter

# The icon legend image (renderer/cards.py).
legend-shotgun = Shotgun: strength falls with distance (3, 2, 1)
legend-rocket = Rocket: a path of up to 3 hexes that may bend
legend-sharpshooter = Sharpshooter: hits the enemy it chooses in the line
legend-spy = Spy: uses linked enemy modules as its own
legend-return = Back to the pile when it dies (Bio-Droid)
legend-open-units = Transporter: a warrior may take its place
legend-toughness-effect = Module link: +1 hit point (New York's HQ)
legend-extra-hp = Hollow square with a dot: a hit point lent by the HQ
legend-mine = Mine (a Foundation): striped rim, lies under units
legend-foundation-under = Striped corner hex: a Foundation under this unit

# Narration: a Foundation destroyed (an instant) or gone off (a Mine).
ev-foundation-destroyed = { $cause ->
    [explosion] { $tile } on { $hex } goes off
   *[other] { $tile } on { $hex } is destroyed
}.
