## Warzone 4.1 companion (warzone/): every sentence a player reads.
## Ids: wz-<kind>-<code> (result summaries), wz-stat-*, wz-mod-*, wz-outcome-*, wz-shot-*,
## wz-status-*, wz-band-*, wz-error-*, wz-cmd-* (see docs/warzone.md, "Message ids").

wz-sections = rules: { $sections }
wz-target-line = target { $total } ({ $base_label } { $base })
wz-modifier-line = { $label } { $value } ({ $section })
wz-die-line = die { $roll }: { $outcome }

## Characteristics (Target.base_key)

wz-stat-stat = characteristic
wz-stat-half-stat = half the characteristic
wz-stat-ww = WW (melee skill)
wz-stat-half-ww = half WW
wz-stat-ws = WS (shooting skill)
wz-stat-half-ws = half WS
wz-stat-m = M (power)
wz-stat-half-m = half M
wz-stat-dw = Dw (leadership)
wz-stat-half-dw = half Dw
wz-stat-s = S (strength)
wz-stat-half-s = half S
wz-stat-p = P (armour)
wz-stat-half-p = half P
wz-stat-dam = Dam (damage)
wz-stat-fo = forward observer skill
wz-stat-ats = ATS value
wz-stat-resist = resistance (1–10)
wz-stat-medic = Medic skill
wz-stat-necromancer = Necromancer skill
wz-stat-technomancer = Technomancy skill

## Modifiers (Modifier.key); arguments: value, section

wz-mod-other = other modifier
wz-mod-status-ok = no morale effect
wz-mod-pinned = Pinned
wz-mod-panicked = Panicked
wz-mod-band-pb = weapon at PB
wz-mod-band-sr = weapon at SR
wz-mod-band-mr = weapon at MR
wz-mod-band-lr = weapon at LR
wz-mod-band-er = weapon at ER
wz-mod-cover-none = no cover
wz-mod-cover-soft = soft cover
wz-mod-cover-hard = hard cover (walls, sandbags, concrete)
wz-mod-cover-fortification = fortification
wz-mod-przeslona = intervening models and obstacles
wz-mod-dense-przeslona = dense vegetation
wz-mod-smoke-0 = no smoke
wz-mod-smoke-1 = smoke level 1
wz-mod-smoke-2 = smoke level 2
wz-mod-smoke-3 = smoke level 3
wz-mod-target-ps = target in firing position
wz-mod-target-prone = target prone
wz-mod-target-climbing = target climbing
wz-mod-aim = aiming
wz-mod-aim-scope = aiming with a scope
wz-mod-size-1 = target size 1
wz-mod-size-2 = target size 2
wz-mod-size-3 = target size 3
wz-mod-size-4 = target size 4
wz-mod-size-5 = target size 5
wz-mod-size-6 = target size 6 or more
wz-mod-assault-shot = assault shot
wz-mod-assault-shot-reduced = assault shot (assault weapon)
wz-mod-moving = shooting on the move
wz-mod-night-pb = night, PB
wz-mod-night-sr = night, SR
wz-mod-desperado = Desperado
wz-mod-camouflage-0 = no camouflage
wz-mod-camouflage-1 = target camouflaged
wz-mod-camouflage-2 = target camouflaged (camo suit)
wz-mod-collimator = collimator sight
wz-mod-bipod = bipod
wz-mod-sun = sun in the eyes (Child of the Desert)
wz-mod-weapon-cc = weapon in close combat
wz-mod-charge = charge
wz-mod-charge-dam = charge (damage)
wz-mod-hidden-charge = charge from hiding
wz-mod-hidden-charge-dam = charge from hiding (damage)
wz-mod-ferocity = Ferocity
wz-mod-supporters = other attackers in the melee
wz-mod-group-attack = Group Attack
wz-mod-group-attack-dam = Group Attack (damage)
wz-mod-defender-training = defender's close-combat training
wz-mod-attacker-ps = attacker in firing position
wz-mod-previous-fumble = after a fumble
wz-mod-secondary-attack = secondary attack
wz-mod-repulsive = Repulsive Appearance
wz-mod-critical = critical hit
wz-mod-anti-armour = anti-armour weapon
wz-mod-energy-vs-ai = energy weapon against an A.I.
wz-mod-bane = bane weapon
wz-mod-hidden-half = hidden under a template: half damage
wz-mod-dodge = Dodge against a template
wz-mod-structure-damage = structure damage
wz-mod-weapon-dam = weapon damage
wz-mod-ats-resistance = resistance to environmental effects
wz-mod-protective-suit = protective suit
wz-mod-gas-mask = gas mask
wz-mod-outside-command = models outside command range
wz-mod-high-morale = High Morale
wz-mod-inspiration = Inspiration
wz-mod-hatred = Hatred
wz-mod-fear = Fear
wz-mod-cold = cold
wz-mod-reflexes = Reflexes
wz-mod-predator-gaze = Predator's Gaze
wz-mod-stealth = Stealth
wz-mod-detect-pb = detection range PB
wz-mod-detect-sr = detection range SR
wz-mod-detect-mr = detection range MR
wz-mod-detect-lr = detection range LR
wz-mod-detect-er = detection range ER
wz-mod-predator-senses = Predator's Senses
wz-mod-fo-pb = observer's distance PB
wz-mod-fo-sr = observer's distance SR
wz-mod-fo-mr = observer's distance MR
wz-mod-fo-lr = observer's distance LR
wz-mod-fo-er = observer's distance ER
wz-mod-marker = marker grenade
wz-mod-weapon-band = weapon's range modifier
wz-mod-crawling = moving in firing position
wz-mod-difficulty = power difficulty
wz-mod-concentration = Concentration
wz-mod-commander-dw = army commander's Dw
wz-mod-advisor = Advisor
wz-mod-strategic = Strategic Sense
wz-mod-bunker = command bunker
wz-mod-interrogation = Interrogation
wz-mod-commander-lost = army commander lost
wz-mod-commander-panicked = army commander panicked
wz-mod-commander-investigates = investigated by a commander

## Results of one die

wz-outcome-absolute-success = absolute success
wz-outcome-success = success
wz-outcome-failure = failure
wz-outcome-absolute-failure = absolute failure
wz-shot-critical-hit = critical hit (+4 Dam)
wz-shot-hit = hit
wz-shot-miss = miss
wz-shot-fumble = absolute failure: miss
wz-shot-jam = jam! the weapon needs an action to clear
wz-shot-miss-after-jam = miss (the weapon jammed)

## Statuses and range bands

wz-status-ok = in good order
wz-status-pinned = Pinned
wz-status-panicked = Panicked
wz-status-broken = Broken
wz-band-pb = PB (up to 6″)
wz-band-sr = SR (6–12″)
wz-band-mr = MR (12–24″)
wz-band-lr = LR (24–36″)
wz-band-er = ER (over 36″)

## Summaries (Result.summary)

wz-check-absolute-success = Absolute success: { $roll } (target { $target }).
wz-check-success = Success: { $roll } against { $target }.
wz-check-failure = Failure: { $roll } against { $target }.
wz-check-absolute-failure = Absolute failure: { $roll } (target { $target }).
wz-opposed-winner = { $winner ->
    [a] The first side wins
   *[b] The second side wins
}, { $total_a } to { $total_b }.
wz-initiative-winner = { $winner ->
    [a] The first player
   *[b] The second player
} has the initiative, { $total_a } to { $total_b }.
wz-deployment-winner = { $winner ->
    [a] The first player
   *[b] The second player
} wins the deployment roll, { $total_a } to { $total_b }.
wz-arbiter-first = { $roll }: the first player is right.
wz-arbiter-second = { $roll }: the second player is right.
wz-scatter-clock = Scatter { $distance }″ towards { $clock } o'clock.
wz-scatter-distance = Scatter { $distance }″.
wz-range-band = Range band: { $band ->
    [pb] PB
    [sr] SR
    [mr] MR
    [lr] LR
   *[er] ER
}.
wz-shoot-summary = { $hits ->
    [one] { $hits } hit
   *[other] { $hits } hits
} out of { $shots } (target { $target }){ $jammed ->
    [yes] ; the weapon jammed
   *[no] {""}
}.
wz-transfer-remaining = { $n ->
    [0] No shot may be transferred.
    [one] { $n } shot may be transferred.
   *[other] { $n } shots may be transferred.
}
wz-stray-hit = { $roll }: the stray shot hits { $model }.
wz-melee-summary = { $hits ->
    [one] { $hits } hit
   *[other] { $hits } hits
} out of { $attacks } (target { $target }).
wz-armour-no-wound = The armour holds (target { $target }).
wz-armour-wounded = { $n ->
    [one] { $n } wound lost
   *[other] { $n } wounds lost
} (armour target { $target }).
wz-armour-killed = The model is killed ({ $n ->
    [one] { $n } wound
   *[other] { $n } wounds
}, armour target { $target }).
wz-armour-heavy-armour-immune = Heavy Armour: only anti-armour weapons can wound it.
wz-frenzy-none = { $roll }: Frenzy, no effect.
wz-frenzy-attack-nearest-enemy = { $roll }: Frenzy! Next activation: every action a melee attack on the nearest enemy.
wz-frenzy-attack-nearest-model = { $roll }: Frenzy! Next activation: every action a melee attack on the nearest model outside the unit, friend or foe.
wz-morale-immune = Immune to morale: no test.
wz-morale-destroyed = The unit is wiped out.
wz-morale-pinned-passed = Pinned test passed: { $status ->
    [ok] the unit is in good order.
    [pinned] the unit stays Pinned.
   *[panicked] the unit stays Panicked.
}
wz-morale-pinned-failed = Pinned test failed: the unit is { $status ->
    [pinned] Pinned
   *[panicked] Panicked
}.
wz-morale-panic-passed = Panic test passed: { $status ->
    [ok] the unit is in good order.
    [pinned] the unit stays Pinned.
   *[panicked] the unit stays Panicked.
}
wz-morale-panic-failed = Panic test failed: the unit is Panicked.
wz-morale-break-passed = Break test passed: the unit holds but is Panicked.
wz-morale-break-failed = Break test failed: the unit is Broken and leaves the table.
wz-overwatch-no-test = The reaction needs no Dw test.
wz-overwatch-acts = Overwatch test passed: the model reacts.
wz-overwatch-lost = Overwatch test failed: the reaction is lost.
wz-detect-revealed = The hidden model is detected by every enemy.
wz-detect-not-found = Nothing found; the action is spent.
wz-intel-successes = { $n } of { $rolls } counter-intelligence tests succeeded.
wz-vehicle-damaged = { $n ->
    [one] { $n } damage roll applied.
   *[other] { $n } damage rolls applied.
}
wz-vehicle-destroyed = The vehicle is destroyed: roll on the destruction table.
wz-wreck-disembark-pinned = The wreck stays; the crew is lost; { $n ->
    [0] it carried no passengers.
    [one] the passenger gets out Pinned.
   *[other] the { $n } passengers get out Pinned.
}
wz-wreck-hit-dam10-disembark-pinned = The wreck stays; the crew is lost; { $n ->
    [0] it carried no passengers.
    [one] the passenger takes a Dam 10 hit and gets out Pinned.
   *[other] each of the { $n } passengers takes a Dam 10 hit and gets out Pinned.
}
wz-wreck-all-die = The wreck stays; the crew and every passenger die.
wz-support-cost = Fire support costs { $n ->
    [one] { $n } point
   *[other] { $n } points
}.
wz-strike-hit = On target.
wz-strike-scatter = Off target: the strike scatters.
wz-strike-miss = Missed.
wz-strike-hits-observer = Critical failure: the strike falls on the observer.
wz-strike-auto-scatter = The observer is gone: the strike scatters.
wz-strike-auto-miss = The target cannot be seen: the strike misses.
wz-minefield-safe = The minefield is crossed safely.
wz-minefield-exploded = { $n ->
    [one] A mine goes off!
   *[other] { $n } mines go off!
}
wz-minefield-flying-exempt = Flying models do not set off mines.
wz-minefield-too-small = Anti-tank mines ignore models below size 3.
wz-power-absolute-success = Absolute success: the power costs { $n ->
    [0] no action
    [one] { $n } action
   *[other] { $n } actions
}.
wz-power-success = The power works ({ $n ->
    [one] { $n } action
   *[other] { $n } actions
}).
wz-power-failure = The power fails; 1 action is lost.
wz-power-critical-failure = Critical failure: 1 action lost and no more powers this turn.
wz-heal-restored = 1 wound restored; the model stays prone, gravely wounded.
wz-heal-not-healed = The treatment fails.
wz-heal-removed = The necromancy fails: the model is removed.
wz-heal-destroyed = Critical failure: the model is destroyed.
wz-army-legal = The army list is legal.
wz-army-illegal = { $n ->
    [one] The army list breaks { $n } rule.
   *[other] The army list breaks { $n } rules.
}
wz-commander-is = { $name } commands the army.
wz-score = Victory points: { $a } to { $b }.
wz-investigate-found = Found after { $n ->
    [one] { $n } roll
   *[other] { $n } rolls
}: 1 victory point.
wz-investigate-nothing = Nothing found ({ $n ->
    [one] { $n } roll
   *[other] { $n } rolls
}).
wz-env-level = { $terrain ->
    [tundra] Tundra
    [jungle] Jungle
   *[desert] Desert
} rules at level { $level }.

## Army violations (wz-army-<code>)

wz-army-too-many-elite = { $n } elite units, at most { $max } (one per core unit).
wz-army-elite-without-core = An elite unit of { $size } needs its own core unit at least as large.
wz-army-too-many-support = { $n } support slots used, at most { $max } (one per two core units).
wz-army-support-without-core = A support unit of { $size } needs a core unit at least as large.
wz-army-too-many-singles = { $n } single models, at most { $max } (one per core or elite unit).
wz-army-battalion-needs-officers = A Battalion commander needs { $min } platoon or company officers; the list has { $n }.

## Vehicle damage (wz-location-*, wz-vehicle-effect-*)

wz-location-none = no effect
wz-location-steering = steering
wz-location-structure = structure
wz-location-weapon = weapon
wz-location-drive = drive
wz-location-crew = crew
wz-vehicle-effect-no-effect = No effect.
wz-vehicle-effect-turn-halved = Steering damaged: turning angle halved.
wz-vehicle-effect-cannot-turn = Steering destroyed: the vehicle cannot turn.
wz-vehicle-effect-p-minus-3 = Structure damaged: P −3 from the next attack.
wz-vehicle-effect-destroyed = Structure destroyed: the vehicle is destroyed.
wz-vehicle-effect-jam-minus-5 = Weapon { $weapon } damaged: its Jam value drops by 5.
wz-vehicle-effect-weapon-destroyed = Weapon { $weapon } destroyed.
wz-vehicle-effect-move-halved = Drive damaged: R halved.
wz-vehicle-effect-cannot-move = Drive destroyed: no more move actions.
wz-vehicle-effect-crew-hit = A random crew member takes a Dam { $dam } hit.
wz-vehicle-effect-ai-loses-action = The A.I. vehicle permanently loses 1 action.

## Environment effects (wz-env-flag-*)

wz-env-flag-no-run = no running
wz-env-flag-no-assault = no assault
wz-env-flag-mountain-infantry-deploy-9 = may deploy up to 9″ outside the deployment zone
wz-env-flag-partisans-deploy-6 = may deploy up to 6″ outside the deployment zone
wz-env-flag-r-max-3-if-p-over-20 = base R at most 3 for models with P over 20
wz-env-flag-r-max-3-if-p-over-19 = base R at most 3 for models with P over 19
wz-env-flag-r-max-3 = base R at most 3
wz-env-flag-fatigue-1-per-p-over-19 = WW and WS −1 per point of P above 19
wz-env-flag-fatigue-2-per-p-over-19 = WW and WS −2 per point of P above 19
wz-env-flag-camouflage = gains Camouflage
wz-env-flag-ambush = gains Ambush
wz-env-flag-quicksand-difficult = quicksand counts as difficult terrain
wz-env-flag-storm-run = may run and assault in a sandstorm
wz-env-flag-sun-minus-2 = −2 to be hit when the line of fire crosses the sun edge
wz-env-flag-quicksand-2 = 2 quicksand areas
wz-env-flag-quicksand-4 = 4 quicksand areas
wz-env-flag-quicksand-6 = 6 quicksand areas
wz-env-flag-quicksand-8 = 8 quicksand areas

## Errors (wz-error-<code>); arguments: field, allowed, value

wz-error-missing = { $field } is missing (allowed: { $allowed }).
wz-error-not-a-number = { $field } must be a number (allowed: { $allowed }), not “{ $value }”.
wz-error-not-a-boolean = { $field } must be true or false, not “{ $value }”.
wz-error-out-of-range = { $field } = { $value } is out of range (allowed: { $allowed }).
wz-error-unknown-value = { $field } cannot be “{ $value }” (allowed: { $allowed }).
wz-error-unknown-field = There is no option “{ $field }” (allowed: { $allowed }).
wz-error-unknown-command = There is no command “{ $value }” (allowed: { $allowed }).
wz-error-unknown-trait = Unknown weapon trait “{ $value }” (allowed: { $allowed }).
wz-error-bad-argument = Write options as key=value, not “{ $value }”.
wz-error-bad-profile = Weapon profile “{ $value }” is not valid (allowed: { $allowed }).
wz-error-bad-models = Models must be written { $allowed }, not “{ $value }”.
wz-error-bad-officers = Officers must be written { $allowed }, not “{ $value }”.
wz-error-band-unusable = The weapon cannot fire at { $value } (usable at: { $allowed }).
wz-error-rof1-one-shot = A ROF 1 weapon fires only one shot.
wz-error-rolls-exhausted = Not enough dice: one more is needed ({ $allowed }).
wz-error-roll-out-of-range = The roll { $value } is not on the die (allowed: { $allowed }).
wz-error-not-visible-at-night = At night nothing can be seen beyond SR.
wz-error-detection-impossible = Hidden models cannot be detected beyond 36″.
wz-error-scanner-range = A scanner only works within 6″.
wz-error-panicked-cannot-detect = A Panicked model cannot detect.
wz-error-overwatch-lost = A Pinned or Panicked model has lost its overwatch.
wz-error-no-losses = A morale test needs losses: { $field } must be below the starting size.
wz-error-nothing-to-rally = Only a Pinned or Panicked unit can be rallied.
wz-error-rally-out-of-range = The rallying model needs at least half the squad within its command range.
wz-error-too-many-attackers = Too many attackers: their total size must be { $allowed }.
wz-error-no-forward-observer = Fire support needs at least one forward observer.
wz-error-support-once-per-turn = Only one fire-support call may succeed each turn.
wz-error-atgm-needs-model = A guided missile must target a model.
wz-error-battalion-unknown-below-500 = The rulebook gives no Battalion-commander requirement up to 500 points.
wz-error-objective-from-turn-2 = Objects can be investigated from turn 2 on.
wz-error-objective-once-per-turn = Only 1 victory point per turn can be scored this way.

## Commands (wz-cmd-*)

wz-cmd-test = Characteristic test (d20 against a value).
wz-cmd-opposed = Opposed test.
wz-cmd-arbiter = Arbiter test: who is right in a rules dispute.
wz-cmd-scatter = Scatter distance and direction.
wz-cmd-range = Range band of a distance and its modifiers.
wz-cmd-shoot = Shooting action.
wz-cmd-transfer = Shots left to transfer to a new target.
wz-cmd-stray = Stray shot into a melee.
wz-cmd-melee = Melee attack.
wz-cmd-armour = Armour tests and wounds.
wz-cmd-ats = Environmental attack (ATS).
wz-cmd-morale = Morale test after losses.
wz-cmd-rally = Rally test.
wz-cmd-frenzy = Frenzy table.
wz-cmd-overwatch = Overwatch reaction.
wz-cmd-detect = Detect a hidden model.
wz-cmd-counter-intel = Counter-intelligence tests.
wz-cmd-vehicle-damage = Vehicle damage table.
wz-cmd-vehicle-destroyed = Vehicle destruction table.
wz-cmd-support-buy = Buy fire support.
wz-cmd-support-call = Call fire support.
wz-cmd-indirect = Indirect fire directed by an observer.
wz-cmd-minefield = Cross a minefield.
wz-cmd-demine = Clear a minefield.
wz-cmd-power = Use a supernatural power.
wz-cmd-resist = Resist a power.
wz-cmd-heal = Heal a downed model.
wz-cmd-initiative = Initiative or deployment roll.
wz-cmd-army-check = Check an army list.
wz-cmd-commander = Who commands the army.
wz-cmd-score = Elimination victory points.
wz-cmd-investigate = Investigate an object.
wz-cmd-environment = Environment level and its effects.

## Cover, przesłona, flamers, smoke (wz-cover-*, wz-cover-reason-*)

wz-cover-none = No cover applies{ $przeslona ->
    [0] {""}
   *[other] ; the obstacle counts as przesłona (−1)
}.
wz-cover-soft = Soft cover applies (−2){ $przeslona ->
    [0] {""}
   *[other] ; the obstacle counts as przesłona (−1)
}.
wz-cover-hard = Hard cover applies (−3){ $przeslona ->
    [0] {""}
   *[other] ; the obstacle counts as przesłona (−1)
}.
wz-cover-fortification = Fortification applies (−4){ $przeslona ->
    [0] {""}
   *[other] ; the obstacle counts as przesłona (−1)
}.
wz-cover-reason-same-area = shooter and target are in the same area: no cover
wz-cover-reason-inside-area = the whole base is inside the area
wz-cover-reason-lof-through-area = the line of fire crosses at least 1″ of the area
wz-cover-reason-not-inside-area = the base is not wholly inside and the line of fire crosses less than 1″
wz-cover-reason-obstacle-far = the target is more than 1″ from the obstacle: przesłona
wz-cover-reason-obstacle-too-small = a size 4+ model must be at least half hidden by the obstacle
wz-cover-reason-obstacle-close = the target is within 1″ of the obstacle the line of fire crosses
wz-przeslona-counts = This model counts as przesłona (−1).
wz-przeslona-ignored = This model does not count as przesłona.
wz-flamer-reaches = The flamer reaches the target.
wz-flamer-blocked = The flames stop in the obscuring terrain: the target is safe.
wz-smoke-level = { $level ->
    [0] The smoke is gone.
   *[other] Smoke level { $level }.
}
wz-shot-stopped = not attacked (the sweeping blow stopped)
wz-mod-stun-weapon = stun weapon
wz-stun-immune = The target is too big to be knocked down.
wz-stun-prone = The target is knocked prone.
wz-stun-stands = The target stays on its feet.
wz-stray-no-risk = Sure Shot: no risk of hitting another model.
wz-error-no-aim-when-shaken = Pinned or Panicked models cannot aim.
wz-error-no-assault-when-shaken = Pinned or Panicked models cannot assault.
wz-error-no-charge-when-panicked = Panicked models cannot charge.
wz-error-no-charge-in-ps = A model in firing position cannot charge.
wz-error-no-powers-when-shaken = Pinned or Panicked models cannot use powers.
wz-error-sweeping-alone = A sweeping blow cannot be combined with a charge or a secondary attack.
wz-cmd-cover = Which cover applies to a shot.
wz-cmd-przeslona = Does a model in the line of fire count as przesłona.
wz-cmd-flamer = Does a flamer reach into obscuring terrain.
wz-cmd-smoke = Smoke level in a later turn.
wz-cmd-stun = Stun weapon test.

## The bot's /wz surface (bot/usecases/warzone.py, bot/usecases/warzone_text.py)

wz-bot-public = 🎲 { $user } · { $command } #{ $id }: { $summary }
wz-bot-dice = Dice (rolled by the bot): { $dice }
wz-bot-dice-own = Dice (the player's own): { $dice }
wz-bot-dice-unused = ({ $n ->
    [one] { $n } die given was not needed
   *[other] { $n } dice given were not needed
})
wz-bot-details-button = Details
wz-bot-details-head = Roll #{ $id }: { $command } by { $user }, { $when }
wz-bot-options = Options: { $options }
wz-bot-option = { $key }={ $value }
wz-bot-no-summary = (no summary)
wz-bot-value-line = { $base_label }: { $total } (base { $base })
wz-bot-with-dam = { $outcome }, Dam { $dam }
wz-bot-incendiary = { $outcome }, incendiary
wz-bot-saved = saved
wz-bot-not-saved = not saved: a wound
wz-bot-die = die { $index }: { $roll } — { $outcome }
wz-bot-rerolled = (rerolled; first roll { $first })
wz-bot-side = { $side ->
    [a] First side:
   *[b] Second side:
}
wz-bot-test-n = Test { $index }:
wz-bot-round = round { $n }: { $roll_a } → { $total_a } against { $roll_b } → { $total_b }
wz-bot-roll = die: { $roll }
wz-bot-scatter-dice = scatter die { $roll }, clock die { $clock }
wz-bot-band = range band: { $band }
wz-bot-status = status: { $status }
wz-bot-rolls = dice: { $rolls }
wz-bot-vehicle-roll = wound { $wound }: { $rolls } — { $location }. { $effect }
wz-bot-error = { $command }: { $error }
wz-bot-no-seed = The bot rolls for you, or give your own dice with rolls:; a seed cannot be chosen.
wz-bot-no-roll = There is no roll #{ $id } in this channel.
wz-bot-no-command = There is no Warzone procedure “{ $value }” (allowed: { $allowed }).
wz-bot-log-limit = The log shows 1 to { $max } rolls, not { $value }.
wz-bot-log-empty = No Warzone rolls in this channel yet.
wz-bot-log-head = The last { $n ->
    [one] roll
   *[other] { $n } rolls
} in this channel:
wz-bot-log-line = #{ $id } · { $when } · { $user } · { $command }{ $own ->
    [yes] {" "}(own dice)
   *[no] {""}
}: { $summary }
wz-bot-help-head = Warzone 4.1 procedures (/wz roll command: … options: key=value …; /wz help command: … for its keys):
wz-bot-help-key = • { $key }{ $required ->
    [true] {" "}(required)
   *[false] {""}
}: { $kind }
wz-bot-help-rolls = • rolls: your own dice, in order (e.g. 4,17); without it the bot rolls.
wz-bot-kind-number = a number
wz-bot-kind-yes-no = yes or no
wz-bot-kind-list = a comma-separated list
wz-bot-kind-text = text
wz-bot-kind-choice = one of
wz-bot-yes = yes
wz-bot-no = no

## What a roll shows of its procedure and options (bot/usecases/warzone.py): the words players
## type stay as they are (shoot, ws=12); these are how a reply names them.

wz-proc-test = test
wz-proc-opposed = opposed
wz-proc-arbiter = arbiter
wz-proc-scatter = scatter
wz-proc-range = range
wz-proc-shoot = shoot
wz-proc-cover = cover
wz-proc-przeslona = przeslona
wz-proc-flamer = flamer
wz-proc-smoke = smoke
wz-proc-transfer = transfer
wz-proc-stray = stray
wz-proc-melee = melee
wz-proc-stun = stun
wz-proc-armour = armour
wz-proc-ats = ats
wz-proc-morale = morale
wz-proc-rally = rally
wz-proc-frenzy = frenzy
wz-proc-overwatch = overwatch
wz-proc-detect = detect
wz-proc-counter-intel = counter-intel
wz-proc-vehicle-damage = vehicle-damage
wz-proc-vehicle-destroyed = vehicle-destroyed
wz-proc-support-buy = support-buy
wz-proc-support-call = support-call
wz-proc-indirect = indirect
wz-proc-minefield = minefield
wz-proc-demine = demine
wz-proc-power = power
wz-proc-resist = resist
wz-proc-heal = heal
wz-proc-initiative = initiative
wz-proc-army-check = army-check
wz-proc-commander = commander
wz-proc-score = score
wz-proc-investigate = investigate
wz-proc-environment = environment
wz-key-a-killed-commander = a-killed-commander
wz-key-actions = actions
wz-key-against = against
wz-key-ai = ai
wz-key-aim = aim
wz-key-ambush = ambush
wz-key-area = area
wz-key-armoured = armoured
wz-key-artillery = artillery
wz-key-assault = assault
wz-key-assault-skill = assault-skill
wz-key-atgm = atgm
wz-key-attacker-ps = attacker-ps
wz-key-attacker-ro = attacker-ro
wz-key-attacker-ros = attacker-ros
wz-key-attacks = attacks
wz-key-b-killed-commander = b-killed-commander
wz-key-band = band
wz-key-bane = bane
wz-key-battalion = battalion
wz-key-binoculars = binoculars
wz-key-bipod = bipod
wz-key-by-size = by-size
wz-key-camouflage = camouflage
wz-key-charge = charge
wz-key-clock = clock
wz-key-cold = cold
wz-key-collimator = collimator
wz-key-commander = commander
wz-key-commander-lost = commander-lost
wz-key-concentration = concentration
wz-key-consultants = consultants
wz-key-core = core
wz-key-cover = cover
wz-key-crew = crew
wz-key-crit = crit
wz-key-crit-max = crit-max
wz-key-current = current
wz-key-dam = dam
wz-key-defender-training = defender-training
wz-key-dense-przeslona = dense-przeslona
wz-key-deployment = deployment
wz-key-desperado = desperado
wz-key-determination = determination
wz-key-difficulty = difficulty
wz-key-dirty-fighting = dirty-fighting
wz-key-distance = distance
wz-key-dodge = dodge
wz-key-drive = drive
wz-key-dw = dw
wz-key-dw-a = dw-a
wz-key-dw-b = dw-b
wz-key-elite = elite
wz-key-fear = fear
wz-key-fear-models = fear-models
wz-key-ferocity = ferocity
wz-key-fields = fields
wz-key-firearm = firearm
wz-key-fired = fired
wz-key-flying = flying
wz-key-fo-alive = fo-alive
wz-key-fo-band = fo-band
wz-key-fo-distance = fo-distance
wz-key-fo-sees-target = fo-sees-target
wz-key-fo-skill = fo-skill
wz-key-frenzy-prone = frenzy-prone
wz-key-group-attack = group-attack
wz-key-half = half
wz-key-half-hidden = half-hidden
wz-key-half-in-range = half-in-range
wz-key-hatred = hatred
wz-key-heavy-armour = heavy-armour
wz-key-hidden = hidden
wz-key-hidden-charge = hidden-charge
wz-key-high-morale = high-morale
wz-key-immune = immune
wz-key-inspiration = inspiration
wz-key-interrogation-a = interrogation-a
wz-key-interrogation-b = interrogation-b
wz-key-jam = jam
wz-key-jam-first = jam-first
wz-key-keen-sight = keen-sight
wz-key-killing-blow = killing-blow
wz-key-laid-level = laid-level
wz-key-left-a = left-a
wz-key-left-b = left-b
wz-key-level = level
wz-key-limit = limit
wz-key-lof-inches = lof-inches
wz-key-m = m
wz-key-magnetic = magnetic
wz-key-marker = marker
wz-key-mask = mask
wz-key-max-distance = max-distance
wz-key-mine = mine
wz-key-mod-a = mod-a
wz-key-mod-b = mod-b
wz-key-model-ps = model-ps
wz-key-model-ro = model-ro
wz-key-models = models
wz-key-mods = mods
wz-key-mods-a = mods-a
wz-key-mods-b = mods-b
wz-key-mortification = mortification
wz-key-moving = moving
wz-key-mult = mult
wz-key-mult-new = mult-new
wz-key-mult-old = mult-old
wz-key-night = night
wz-key-night-vision = night-vision
wz-key-no-time-to-die = no-time-to-die
wz-key-obscuring-inches = obscuring-inches
wz-key-observers = observers
wz-key-obstacle = obstacle
wz-key-obstacle-distance = obstacle-distance
wz-key-officers = officers
wz-key-other = other
wz-key-outside = outside
wz-key-p = p
wz-key-passengers = passengers
wz-key-pb-variant = pb-variant
wz-key-predator-gaze = predator-gaze
wz-key-predator-senses = predator-senses
wz-key-prev-fumble = prev-fumble
wz-key-profile = profile
wz-key-przeslona = przeslona
wz-key-ps = ps
wz-key-rallier-affected = rallier-affected
wz-key-reach = reach
wz-key-reaction = reaction
wz-key-reflexes = reflexes
wz-key-regeneration = regeneration
wz-key-reliable = reliable
wz-key-repulsive = repulsive
wz-key-reroll = reroll
wz-key-resistance = resistance
wz-key-ro = ro
wz-key-s = s
wz-key-same-area = same-area
wz-key-scanner = scanner
wz-key-scope = scope
wz-key-scored-this-turn = scored-this-turn
wz-key-secondary = secondary
wz-key-shooter-ro = shooter-ro
wz-key-shots = shots
wz-key-single = single
wz-key-singles = singles
wz-key-skill = skill
wz-key-smoke = smoke
wz-key-start = start
wz-key-stat = stat
wz-key-stat-key = stat-key
wz-key-status = status
wz-key-stealth = stealth
wz-key-steering = steering
wz-key-structure = structure
wz-key-structure-hits = structure-hits
wz-key-succeeded-this-turn = succeeded-this-turn
wz-key-suit = suit
wz-key-sun = sun
wz-key-support = support
wz-key-supporters = supporters
wz-key-sure-shot = sure-shot
wz-key-survival = survival
wz-key-sweeping = sweeping
wz-key-table = table
wz-key-target-ai = target-ai
wz-key-target-climbing = target-climbing
wz-key-target-prone = target-prone
wz-key-target-ps = target-ps
wz-key-target-ro = target-ro
wz-key-technique = technique
wz-key-template = template
wz-key-terrain = terrain
wz-key-threshold = threshold
wz-key-traits = traits
wz-key-trigger = trigger
wz-key-turn = turn
wz-key-turns-since = turns-since
wz-key-vehicle = vehicle
wz-key-weapon-dam = weapon-dam
wz-key-weapon-mod = weapon-mod
wz-key-weapons = weapons
wz-key-whole-base-inside = whole-base-inside
wz-key-wounds = wounds
wz-key-ws = ws
wz-key-ww = ww
wz-key-x = x
wz-key-zw = zw
wz-value-advisor = advisor
wz-value-anti-armour = anti-armour
wz-value-ap = ap
wz-value-artillery = artillery
wz-value-assault = assault
wz-value-at = at
wz-value-atgm = atgm
wz-value-bane = bane
wz-value-broken = broken
wz-value-bunker = bunker
wz-value-charge = charge
wz-value-commander-lost = commander-lost
wz-value-commander-panicked = commander-panicked
wz-value-counter-charge-other = counter-charge-other
wz-value-counter-charge-self = counter-charge-self
wz-value-cover-dive = cover-dive
wz-value-dawn = dawn
wz-value-desant = desant
wz-value-desert = desert
wz-value-detect = detect
wz-value-dw = dw
wz-value-energy = energy
wz-value-er = er
wz-value-failed = failed
wz-value-flee = flee
wz-value-fortification = fortification
wz-value-guard = guard
wz-value-hard = hard
wz-value-incendiary = incendiary
wz-value-indirect = indirect
wz-value-jungle = jungle
wz-value-lr = lr
wz-value-m = m
wz-value-medic = medic
wz-value-melee = melee
wz-value-model = model
wz-value-mr = mr
wz-value-necromancer = necromancer
wz-value-none = none
wz-value-ok = ok
wz-value-p = p
wz-value-panicked = panicked
wz-value-pb = pb
wz-value-piercing = piercing
wz-value-pinned = pinned
wz-value-point = point
wz-value-reach = reach
wz-value-recon = recon
wz-value-rending = rending
wz-value-rof1 = rof1
wz-value-s = s
wz-value-sandstorm = sandstorm
wz-value-shoot = shoot
wz-value-silenced = silenced
wz-value-soft = soft
wz-value-spy-network = spy-network
wz-value-sr = sr
wz-value-standard = standard
wz-value-stat = stat
wz-value-strategic = strategic
wz-value-stun = stun
wz-value-successful = successful
wz-value-sweeping = sweeping
wz-value-technomancer = technomancer
wz-value-template = template
wz-value-tundra = tundra
wz-value-twilight = twilight
wz-value-twin-linked = twin-linked
wz-value-two-handed = two-handed
wz-value-ws = ws
wz-value-ww = ww
