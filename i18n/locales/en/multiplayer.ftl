# Three to six players: the lobby, modes, statuses and mistakes (bot/usecases/starting.py, core.py, endings.py).

mode-ffa = Free-for-all
mode-points = Points
mode-1v2 = One against a team
mode-2v2 = Teams of two
setup-players = { $n } players
setup-board = { $n } hexes
variant-alt-start = alternative start
variant-reinforcements = reinforcements

new-lobby = { $creator } opens a game of Neuroshima Hex: { $setup }.
new-multi-started = A game of Neuroshima Hex starts: { $setup }. { $players }.
seat-open = { $n }. open seat ({ $army })
seat-taken = { $n }. { $user } ({ $army })
seat-invited = { $n }. { $user } ({ $army }), invited
seat-army = seat { $n } ({ $army })
lobby-footer-open = Join with `{ -hex-accept }` or the button; the game starts when every seat is taken. The creator can withdraw it with `/hex decline`.
lobby-footer-invited = Invited players: accept with `{ -hex-accept }` or the button, or decline. The game starts when every seat is taken.
lobby-joined = { $user } takes seat { $n } ({ $army }).
lobby-left = { $user } leaves the lobby: { $seats } is open again.
status-waiting-lobby = Waiting for players: { $players }.

status-points = Points: { $points } (first to { $goal } wins) · piles { $piles }.
status-out-of = { $army } out

agreed-waiting = { $user } agrees. Still waiting for { $users }.

ev-player-out-timeout = { $user } ({ $army }) ran out of time and is out: { $n ->
    [one] { $n } tile leaves
   *[other] { $n } tiles leave
} the board. The game goes on.

err-mode = There is no mode “{ $value }”. Modes: { $modes }.
err-players-count = A game has 2 to 6 players, not { $n }.
err-players-number = “{ $value }” is not a number of players (2 to 6).
err-seats-too-few = You named players for { $named } seats, but the game has only { $n }: raise `players` or name fewer opponents.
err-board = There is no { $value }-hex board: choose 19 or 37.
err-variant = There is no variant “{ $value }”. Variants: { $variants }.
err-same-user-twice = { $user } cannot sit in two seats unless they are allies (teams of two) or one person plays every seat.
err-armies-count = The game has { $n } seats but { $given } armies were given.
err-not-enough-armies = { $n } players need { $n } different armies, and the bot has { $armies }.
err-first-teams = In team games the seating makes the teams and you start; leave out `first`.
err-already-joined = You already have a seat in this game.
err-lobby-full = Every seat of this game is taken or promised to an invited player.
err-already-agreed = You have already agreed; the others have yet to answer.

cmd-opt-players = players
cmd-opt-players-desc = 2 to 6
cmd-opt-mode = mode
cmd-opt-mode-desc = Game mode
cmd-opt-board = board
cmd-opt-board-desc = Board size
cmd-opt-variant = variant
cmd-opt-variant-desc = Rulebook variant
cmd-opt-opponent2 = opponent2
cmd-opt-opponent2-desc = Seat 3
cmd-opt-opponent3 = opponent3
cmd-opt-opponent3-desc = Seat 4
cmd-opt-opponent4 = opponent4
cmd-opt-opponent4-desc = Seat 5
cmd-opt-opponent5 = opponent5
cmd-opt-opponent5-desc = Seat 6
cmd-opt-armies = armies
cmd-opt-armies-desc = Armies by seat, e.g. moloch,random,borgo
cmd-choice-mode-ffa = Free-for-all
cmd-choice-mode-points = Points
cmd-choice-mode-1v2 = 1 vs 2
cmd-choice-mode-2v2 = 2 vs 2
cmd-choice-board-19 = 19
cmd-choice-board-37 = 37
cmd-choice-variant-alt-start = Alt. start
cmd-choice-variant-reinforcements = Reinforcements
cmd-choice-variant-both = Both
army-random = Random
status-objects = { $who }: place your Objects, one at a time: { $objects } (`/hex place tile:… hex:… facing:…`).
