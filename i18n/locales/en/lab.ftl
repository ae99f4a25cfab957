# The rules lab (bot/usecases/lab.py, docs/lab.md).
lab-battle = { $title } — position `{ $code }`. { $summary }
lab-code = The position of game #{ $game }: `{ $code }` — try it with `/hexlab battle code:`, or share it.
lab-err-code = That is not a position code the lab can read: { $error }.
lab-err-no-code = This position has no code (a player has left the game): the lab takes positions of players still in play.
lab-err-what = Give a position code (`/hexlab battle code:nh1-…`), or use the lab in a channel with a game.
lab-err-over = This channel's game is over: give a position code (`/hexlab code` gives one while a game is played).
lab-code-move = The position of game #{ $game } after move { $move }: `{ $code }` — try it with `/hexlab battle code:`, or share it.
lab-err-one-source = Give one position: a code, a file, or a game and its move.
lab-err-game = There is no game #{ $game } you may open in the lab: a game of this server, a finished game, or one of yours.
lab-err-move = { $count ->
    [0] Game #{ $game } has no moves yet.
   *[other] Game #{ $game } has moves 1 to { $count } (see `/hexhistory log`), not { $move }.
}
lab-err-over-move = Game #{ $game } is over after move { $move }: take an earlier move.
lab-err-file-size = That file is too large for a scenario (at most { $kb } KB).
lab-err-file-json = That file is not a scenario: it is not JSON ({ $error }).
lab-err-file-export = That file is a game export, not a scenario: open its game with `/hexlab battle game: move:`.
lab-err-file = That scenario file cannot be set up: { $error }.
lab-err-change-what = `{ $change }` is not a change the lab knows: `place [player] TILE HEX [facing]`, `remove HEX`, `turn HEX FACING`, `hq PLAYER HP` or `net HEX [player]`.
lab-err-change-place = Place a tile like this: `place 2 runner C3 NE` (the player is optional: whose turn it is).
lab-err-change-remove = Remove a tile like this: `remove C3`.
lab-err-change-turn = Turn a tile like this: `turn C3 SE`.
lab-err-change-hq = Set an HQ's hit points like this: `hq 2 5` (player 2's HQ to 5).
lab-err-change-net = Put a Steel Net marker like this: `net D3` (or `net D3 2`: player 2's marker).
lab-err-change = That change makes a position no rule allows: { $error }.
lab-err-empty-hex = There is no tile on { $hex }.
lab-err-player = `{ $word }` is not a player of this position (players: { $players }).
lab-err-moderators = Only moderators (Manage Channels) save rulings as scenario tests.
lab-err-rule = Give the rule and its source, each at most { $n } characters.
lab-err-name = `{ $name }` cannot be a scenario's file name: use letters, digits and _ (at most 60).
lab-verb-place = place
lab-verb-remove = remove
lab-verb-turn = turn
lab-verb-hq = hq
lab-verb-net = net
lab-whatif = What if `{ $change }` — position `{ $code }`, changed `{ $other }`.
    { "**" }As it is:** { $first }
    { "**" }Changed:** { $second }
    { "**" }Difference:** { $difference }
lab-whatif-as-is = As it is
lab-whatif-changed = Changed
lab-outcome = died: { $dead }; HQs: { $hqs }; { $result }
lab-nobody-died = nobody
lab-result-win = { $user } ({ $army }) wins.
lab-result-draw = the game ends in a draw.
lab-result-none = the game goes on.
lab-diff-survive = Only as it is dies: { $units }.
lab-diff-die = Only with the change dies: { $units }.
lab-diff-hq = { $army } HQ: { $first } → { $second }.
lab-diff-result = The result changes: { $first } → { $second }
lab-diff-none = none: the same outcome.
lab-saved = The ruling as a scenario test: `{ $file }` ({ $segments ->
    [one] one segment
   *[other] { $segments } segments
} resolved, the expected outcome filled in). Put it in tests/scenarios/ and the scenario tests check it.
lab-saved-alt = Scenario test file { $file }: { $rule }
# the lab's board set up with buttons (/hexlab new, bot/usecases/lab_board.py)
lab-board = 🧪 Lab board: { $armies }.
lab-board-title = Lab board
lab-board-hqs = HQ hit points: { $hqs }.
lab-board-choose = Choose a tile of { $army } and a hex, then a facing to place it there (a facing on a placed tile turns it).
lab-board-chosen-tile = { $tile }: choose a hex, then a facing.
lab-board-chosen = { $tile } on { $hex }: a facing places it there (or turns the tile on it).
lab-board-code = Position code: `{ $code }`
lab-board-code-shown = Your lab board's position: `{ $code }` — `/hexlab battle code:` resolves it, `/hexlab new code:` opens it again; share it.
lab-btn-remove = Remove from { $hex }
lab-btn-remove-none = Remove
lab-btn-resolve = Resolve the battle
lab-btn-code = Code
lab-pick-tile = A tile of { $army }
lab-pick-hex = A hex
lab-pick-hp = HQ hit points of { $army }
lab-hp-option = { $hp } HP
lab-hex-taken = { $hex } · { $tile }
lab-err-armies = Give two armies (`army:` and `opponent-army:`), or a position code (`code:`).
lab-err-army = `{ $name }` is not an army of the lab: { $armies }.
lab-err-no-board = You have no lab board in this channel (or the bot restarted): open one with `/hexlab new`.
lab-err-stale-board = That panel is of an earlier lab board: use your latest one. Its position now: `{ $code }`.
lab-err-pick-first = Choose a tile and a hex first.
lab-err-pick-hex = Choose a hex first.
lab-err-hp = An HQ has 1 to { $n } hit points here.
lab-err-board-tile = { $army } has no tile `{ $name }` to set on the board.
lab-board-chosen-hex = { $hex } chosen: choose a tile of { $army }, then a facing (or Remove).
lab-btn-back = Back to the board
lab-err-number = `{ $text }` is not a whole number.
lab-pick-mark = Markers on { $tile } ({ $hex })
lab-mark-net = Steel Net marker of { $who }
lab-mark-net-off = Take off the Steel Net marker of { $who }
lab-mark-marker = A { $marker } marker of { $who } (→ { $n })
lab-marker-venom = venom
lab-marker-paralysis = paralysis
lab-mark-wound = A wound (→ { $n })
lab-mark-clear = Take every marker and wound off
lab-err-mark = `{ $mark }` cannot be put on the unit on { $hex } (it takes: { $marks }).
