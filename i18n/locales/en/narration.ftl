## What happened in a game, worded from the engine's events (bot/narration.py).
## $user is a mention, $tile/$unit/$hq names in the game's language, $hex a hex like C3.

player-n = player { $n }
unit-at = { $tile } ({ $hex })

# What a player did (after their name): "@ala placed Runner on C3 facing NE".
action-hq = placed their HQ on { $hex }
action-discard = discarded { $tile }
action-redraw = used the unlucky draw
action-place = placed { $tile } on { $hex } facing { DIR($facing) }
action-move = moved the unit on { $from } to { $to } facing { DIR($facing) }
action-move-via = moved the unit on { $from } to { $to } facing { DIR($facing) } (Mobility given from { $via })
action-play = played { $tile }
action-play-at = played { $tile } on { $hex }
action-play-move = played { $tile }: { $from } to { $to } facing { DIR($facing) }
action-play-push-back = played { $tile }: { $from } pushes { $to }
action-choose = sent the pushed unit to { $hex }
action-end = ended their turn
did = { $user } { $action }.

# Events outside battles.
ev-hq-placed = { $user } placed the { $hq } on { $hex }.
ev-discarded = { $user } discarded { $tile }.
ev-redrew = { $user } used the unlucky draw (discarded { $tiles }).
ev-placed = { $user } placed { $tile } on { $hex } facing { DIR($facing) }.
ev-moved = { $tile } moved { $from } → { $to } facing { DIR($facing) }.
ev-moved-transport = { $tile } moved { $from } → { $to } facing { DIR($facing) } by Transport.
ev-instant = { $user } played { $tile }.
ev-instant-at = { $user } played { $tile } ({ $target }).
ev-instant-push = { $user } played { $tile } ({ $from } pushes { $to }).
ev-push-choice = { $user } must choose where the unit on { $target } goes: { $options }.
ev-pushed = { $tile } pushed { $from } → { $to }.
ev-killed = { $unit } dies.
ev-wounded = { $unit } is wounded.
ev-freed = { $unit } is freed from the net.
ev-turn-ended = { $user } ended the turn.
ev-turn-ended-kept = { $user } ended the turn keeping { $tiles }.
ev-turn-started = Turn { $turn }: { $user } ({ $army }).
ev-turn-started-note = Turn { $turn }: { $user } ({ $army }) ({ $note }).
ev-drew = { $user } drew { $tiles } ({ $left } left in the pile).
note-overtime = overtime
note-last-turn = last turn before the Final Battle

# The end of a game.
game-over-draw = Game over: a draw ({ $why }).
game-over-aborted = Game over without a result: a moderator stopped the game.
game-over-win = Game over: { $user } ({ $army }) wins ({ $why }).
game-over-hqs = HQs: { $hqs }.
reason-hq_destroyed = HQ destroyed
reason-both_hq_destroyed = both HQs destroyed
reason-hp = more HQ hit points after the Final Battle
reason-hp_tie = equal HQ hit points
reason-resigned = resignation
reason-agreed_draw = agreed draw
reason-aborted = aborted by a moderator
reason-deadlock = a full board no battle can change
reason-timeout = the turn time limit passed
reason-withdrawn = withdrawn
reason-declined = declined
reason-other = { $reason }

# Battles.
cause-battle_tile = Battle tile
cause-full_board = full board
cause-final = Final Battle
cause-lab = lab
cause-puzzle = puzzle
cause-overtime = overtime battle
battle-title = Battle ({ $cause })
battle-by = { $title } by { $user }
battle-summary = { $title }: { $dead }; HQs { $hqs }.
battles-n = { $n } battles
battle-n-of = Battle { $n }
battle-part = **{ $title }** — { $label }
battle-nobody = Nobody could fire: nothing happens.
battle-result = Result: { $text }
hit = { $who } hits { $target } for { $damage }
hit-armor = { $who } hits { $target } for { $damage } (armor stops { $armor })
medic-instead = { $hit } — { $medic } dies instead
exploded = { $unit } explodes
converted = { $unit } switches its { DIR($dir) } attack to { $kind }
kind-melee = melee
kind-ranged = ranged
kind-gauss = Gauss
kind-other = { $kind }
seg-dies = { $unit } dies
seg-dies-saving = { $unit } dies saving a unit
seg-hq-destroyed = the { $hq } is destroyed
seg-freed = { $unit } is freed from the net
segment = Initiative { $n } — { $body }
segment-nothing = Initiative { $n } — nothing happens
segment-opening = Before the battle — { $body }
segment-opening-nothing = Before the battle — nothing happens

ev-player-out = { $user } ({ $army }) is out: their HQ was destroyed and { $n ->
    [one] { $n } tile leaves
   *[other] { $n } tiles leave
} the board. The game goes on.
ev-player-out-resigned = { $user } ({ $army }) resigned and is out: { $n ->
    [one] { $n } tile leaves
   *[other] { $n } tiles leave
} the board. The game goes on.
ev-tie-break = A tie for the lead: { $users } { $n ->
    [one] takes
   *[other] each take
} one more turn, then one more battle decides.
game-over-shared = Game over: { $users } share the win ({ $why }).
game-over-points = Points: { $points }.
game-over-draw-shared = Game over: { $users } { $n ->
    [one] draws
   *[other] share a draw
} ({ $why }).
game-over-left = Out before the end: { $users }.
hq-out = out
seg-points = { $user } scores { $n ->
    [one] { $n } point
   *[other] { $n } points
} ({ $total } in all)
reason-points = the most points
reason-points_tie = equal points

## Where a placed tile acts, by world direction (after a placement: "placed Juggernaut on C3
## facing S: melee S, shoots SW"). $dirs: directions joined by "/".
placed-reach = { $placed }: { $reach }
reach-melee = melee { $dirs }
reach-melee_ff = melee { $dirs }
reach-ranged = shoots { $dirs }
reach-gauss = Gauss { $dirs }
reach-off-front = { $reach } ({ $where ->
    [2] from its back
    [1] from a side
   *[3] from its sides and back
}, not its front)
reach-net = nets { $dirs }
reach-armor = armour { $dirs }
reach-reflect = reflects { $dirs }
reach-links = links { $dirs }
