## The Dancer army: engine errors (rules-<code>), actions and events (bot/narration.py).
## $tile/$unit names in the game's language, $hex a hex like C3, $user a mention.

# Illegal actions (rules.actions.RulesError codes).
rules-dancer-team = Dancer cannot be on the team in one against a team: give it the single seat.
rules-dancer-place-objects = Dancer has no HQ: place its Objects instead (place object-red HEX FACING).
rules-dancer-object-expected = Place one of your Objects now: { $options }.
rules-dance-not-dancer = Only Dancer can Dance.
rules-dance-terror = Terror: Dancer cannot Dance this turn.
rules-dance-late = Dance only right after drawing, before any tile is played, kept or discarded.
rules-dance-not-object = There is no Object of yours on { $hex } to Dance.
rules-dance-twice = The Object on { $hex } is named twice in the Dance.
rules-dance-unchanged = The Object on { $hex } would not change: leave it out of the Dance.
rules-dance-not-swap = A Dance only swaps Objects among their own hexes: every hex left must be taken by another dancing Object.
rules-action-terror = Terror: Dancer cannot use an Action this turn.
rules-action-not-object = There is no Object of yours on { $hex }.
rules-action-netted = The { $tile } on { $hex } is netted: no Action can be played on it.
rules-action-twice = The { $tile } already had its Action this turn: one Action per Object per turn.
rules-action-no-attack = The { $tile } has no attack on its edge facing { DIR($dir) }.
rules-heal-not-healer = The { $tile } cannot heal: only the Yellow Object has Healing.
rules-heal-blocked = Healing is blocked: the Yellow Object on { $hex } is netted or held by a Scoper.
rules-heal-netted = The unit on { $hex } is netted: it cannot be healed.
rules-heal-full = The Object on { $hex } has all its 10 hit points: Healing cannot raise it above 10.
rules-heal-reach = Healing reaches only the Yellow Object itself and the Object on its healing edge, not { $hex }.

# What a player did (after their name).
action-dance = danced ({ $moves })
action-dance-move = { $from } to { $to } facing { DIR($facing) }
action-play-action = played { $tile }: the Object on { $hex } attacks toward { DIR($dir) }
action-play-action-2 = played { $tile }: the Yellow Object on { $hex } heals { $target }

# Events outside battles.
ev-object-placed = { $user } places { $tile } on { $hex } facing { DIR($facing) }.
ev-object-damaged = { $unit } loses { $damage } hit { $damage ->
    [one] point
   *[other] points
} ({ $hp } left).
ev-action-attack = Action: { $unit } attacks toward { DIR($dir) }.
ev-healed = Healing: { $unit } gets { $amount } hit { $amount ->
    [one] point
   *[other] points
} back ({ $hp } now).
ev-danced = { $user } dances: { $moves }{ $n ->
    [0] {""}
   *[other] {""} (discarding { $tiles })
}.
ev-released = { $unit } breaks free of { $nets ->
    [one] a net
   *[other] { $nets } nets
} and takes { $nets ->
    [one] a wound
   *[other] { $nets } wounds
}.

# Battles.
seg-object-hp = { $unit } has { $hp } hit { $hp ->
    [one] point
   *[other] points
} left

# Slash-command choices.
cmd-choice-instant-action = Action

# The dance planner (bot/usecases/dance.py) and the hand's Dance button.
btn-dance = Dance…
hand-or-dance = Or Dance instead (Dance…): it discards the whole hand.
surface-dance = Dance
dance-title = Dance — a preview: nothing is done until you confirm.
dance-line-move = { $tile }: { $from } → { $to }, facing { DIR($facing) }
dance-line-turn = { $tile } on { $hex } turns to face { DIR($facing) }
dance-line-stay = { $tile } stays on { $hex }, facing { DIR($facing) }
dance-cost = { $n ->
    [0] Your hand is empty; after a Dance no tile can be played this turn.
    [one] Dancing discards your hand ({ $tiles }): no tile can be played after it this turn.
   *[other] Dancing discards your whole hand, { $n } tiles ({ $tiles }): no tile can be played after it this turn.
}
dance-confirm = Confirm to dance, or change an Object with the menus.
dance-nothing = Nothing changes yet: pick an Object, then where it goes (another Object's hex: the two swap places) or how it faces.
dance-pick-object = Which Object?
dance-pick-hex = Where does the { $tile } go?
dance-pick-facing = Which way does the { $tile } face?
dance-opt-object = { $tile } · { $hex }, { DIR($facing) }
dance-opt-object-move = { $tile } · { $from } → { $to }, { DIR($facing) }
dance-opt-here = { $hex } · here
dance-opt-swap = { $hex } · swap places with the { $tile }
dance-opt-facing-now = { DIR($facing) } (as now)
dance-btn-reset = Start over
dance-image-title = Dance preview
dance-plan-count = A dance plan names each of your { $n } Objects once, as HEX-FACING, separated by commas.
dance-plan-not-object = { $hex } holds none of your Objects: a Dance only swaps Objects among their own hexes.
dance-plan-twice = Two Objects cannot end on one hex: a Dance only swaps them.
dance-plan-which = There is no Object “{ $word }”: choose red, blue or yellow.

# The Action menus of the hand and the step picker.
action-pick-object = { $tile } ({ $hex })
action-step = Action: the { $tile } on { $hex } attacks from one edge, or heals. Choose:
action-edge = { $arrow } { DIR($dir) } · { $attack }
action-heal-self = ♥ Healing: itself (+2)
action-heal-other = ♥ Healing: { $tile } on { $hex } (+2)
attack-melee = melee { $strength }
attack-ranged = ranged { $strength }
