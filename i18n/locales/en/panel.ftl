## The side panel of games for three to six players, team tags, results and the board's
## description (renderer/panel.py, renderer/describe.py).
img-team = Team { $team }
img-points = Points
img-out = OUT
img-out-line = Out of the game
img-no-turns = Lost the tie-break: no more turns
img-hand-count = Hand { $n }
img-place = { $n ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $n }th
}
img-players-win = players { $players } win
img-players-win-named = { $players } win
img-team-wins = team { $team } wins
img-mode-ffa = Free-for-all
img-mode-points = Points, first to { $goal }
img-mode-1v2 = One against a team
img-mode-2v2 = Teams of two
img-order = Turn order: { $order }
img-final-after = Final Battle after player { $n }'s turn

## Battle pictures in points mode and with several players.
imglog-points = { $who } scores { $points ->
    [one] { $points } point
   *[other] { $points } points
} on the HQ of { $target } ({ $total } in all)
imglog-points-line = { $who } · points { $before } → { $after }
imglog-out-line = { $who }: out
img-after-points = Points

## The board's description (alt text), naming every player.
img-alt-board = Neuroshima Hex board of { $hexes } hexes, { $mode }. { $situation }. { $players }.
img-alt-turn = Turn { $turn }: player { $n } ({ $army }) to play
img-alt-choice = Player { $n } ({ $army }) chooses where a unit is pushed
img-alt-hq-phase = Player { $n } ({ $army }) places the HQ
img-alt-over = Game over: { $result }
img-alt-player = Player { $n }, { $army }: { $details }
img-alt-team = team { $team }
img-alt-hq = HQ { $hp }
img-alt-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
} of { $goal }
img-alt-out = out of the game
img-alt-units = { $n ->
    [one] { $n } unit on the board
   *[other] { $n } units on the board
}
img-alt-pile-hand = { $pile } in the pile, { $hand } in hand
img-alt-place = { $place } place

## The legend's entry for an HQ in points mode.
legend-hq-points = HQ in points mode: ★ and its player's points
