## Illegal actions reported by the engine (rules.actions.RulesError codes).
## $tile is a tile name, $hex a hex, $options a list of hexes or words.

rules-empty = Empty action.
rules-unknown-verb = Unknown action “{ $word }” (try: { $options }).
rules-bad-hex = “{ $word }” is not a hex of this board (hexes look like C3).
rules-bad-facing = “{ $word }” is not a facing: use N, NE, SE, S, SW or NW.
rules-bad-tile = “{ $word }” is not a tile name like runner or push-back.
rules-usage = Expected: { $usage }.
rules-unknown-instant = Unknown instant “{ $word }” (instants: { $options }).
rules-no-unit = There is no unit on { $hex }.
rules-not-yours = The { $tile } on { $hex } is not yours.
rules-netted = Your { $tile } on { $hex } is netted and cannot act.
rules-not-held = You do not hold “{ $word }” (your hand: { $hand }).
rules-game-over = The game is over.
rules-hq-first = Place your HQ first.
rules-push-pending = { $user } must first choose where the pushed unit goes: { $options }.
rules-discard-first = Discard one of your three tiles first.
rules-hqs-placed = Both HQs are already on the board.
rules-taken = { $hex } is taken.
rules-redraw-when = The unlucky draw is only allowed right after drawing.
rules-redraw-empty = Your pile is empty: there is nothing to redraw.
rules-redraw-instants = The unlucky draw needs a hand of instant tiles only.
rules-is-instant = { $tile } is an instant: play it with `{ -hex-play }`.
rules-is-board-tile = { $tile } is a board tile: place it with `{ -hex-place }`.
rules-move-reach = { $hex } is not a free hex within { $steps ->
    [one] 1 hex
   *[other] { $steps } hexes
} of { $start }.
rules-move-nothing = That move changes nothing.
rules-no-transport = No working Transport of yours on { $via } is linked to { $hex }.
rules-transport-used = This unit already used the Transport on { $via } this turn.
rules-no-mobility = The { $tile } has no Mobility (use a Move tile or a Transport).
rules-mobility-used = The { $tile } already used its Mobility this turn.
rules-unsupported = { $tile } cannot be played yet.
rules-battle-banned = No Battle tile can be played once a player has drawn their last tile.
rules-push-no-enemy = There is no enemy unit on { $hex } to push.
rules-not-adjacent = { $hex } is not next to { $to }.
rules-push-netted = The unit on { $hex } is netted and cannot be pushed.
rules-push-blocked = The unit on { $hex } has no free hex to be pushed to.
rules-nothing-to-choose = There is nothing to choose now.
rules-not-an-option = { $hex } is not an option: choose one of { $options }.
rules-no-enemy = There is no enemy tile on { $hex } to { $what ->
    [shoot] shoot
   *[other] blow up
}.
rules-hq-immune = The { $tile } cannot be targeted: instants never damage an HQ.
rules-no-hq = You have no HQ on the board.
rules-grenade-netted = A Grenade cannot be thrown while your HQ is netted.
rules-grenade-reach = { $hex } is not next to your HQ: a Grenade only reaches adjacent hexes.
rules-air-strike-edge = An Air Strike on { $hex } would reach off the board: aim at an inner hex.
rules-small-bomb-area = A Small Bomb hits three hexes that all touch each other ({ $hexes } do not).
rules-castling-adjacent = Castling swaps two of your units that stand next to each other ({ $hexes } do not).
rules-cannot-end = You cannot end the turn now.
rules-other = { $text }

rules-player-count = A game has 2 to 6 players, not { $count }.
rules-unknown-mode = There is no game mode “{ $mode }”: choose ffa, points, 1v2 or 2v2.
rules-mode-players = The { $mode } mode cannot be played by { $count } players.
rules-bad-radius = The board has 19 or 37 hexes.
rules-board-too-small = { $count } players need the enlarged board of 37 hexes.
rules-army-twice = Each army can be in a game only once.
rules-bad-teams = Those teams do not fit the { $mode } mode.
rules-no-teams = The { $mode } mode has no teams.
rules-unknown-variant = There is no variant “{ $word }”: choose alt-start or reinforcements.
rules-bad-hq-hp = HQ hit points go from 1 to 20, not { $hp }.
rules-play-limit = You cannot place or play more tiles this turn.
rules-already-out = You are already out of this game.

## Foundations (a tile that lies under units: New York's Mine)
rules-foundation-facing = A Foundation has no facing: place the { $tile } by its hex alone.
rules-foundation-not-empty = { $hex } is not empty: a Foundation goes only on a hex with no unit and no other Foundation.
