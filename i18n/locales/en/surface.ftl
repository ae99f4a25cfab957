## Every action without notation: the hand's menus, the step picker and the action
## autocomplete (bot/usecases/surface.py). $family is an action's name, $sofar notation.

# Action families (menus, buttons, autocomplete).
surface-net = Net of Steel
surface-execute = Execution
surface-replace = Replacement
surface-push = Push Back
surface-rotate = Rotation
surface-grab = Grab
surface-move = Move
surface-choose = Choose the hex
surface-place = Place
surface-hq = HQ
surface-discard = Discard

# Option labels.
surface-enemy = { $unit } (enemy)
surface-no-attack = no attack
surface-toward = attacks toward { $hex }

# Menus and steps.
surface-pick = { $family }: choose…
surface-pick-action = Abilities and other actions…
surface-step = { $family } (`{ $sofar }`): choose what comes next.
surface-hand-abilities = The menus below hold your abilities and other actions.

# /hex hand action: (bot/discord_adapter/cogs/play.py).
cmd-hex-hand-opt-action = action
cmd-hex-hand-opt-action-desc = Do an action (autocomplete)

# Under a pulled unit's or the Vulture's choice: the hex, then the facing.
surface-hex-and-facing = Hex and facing…
