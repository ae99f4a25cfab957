## Replies of the use cases (bot/usecases): game state, mistakes, agreements.

stale = The board changed — here is the current state.
player-army = { $user } ({ $army })
no-tiles = no tiles
btn-choose-push = Push to { $hex }

## Whose turn and what to do.
status-waiting = Waiting for a second player: { $players }.
status-over = The game is over.
status-hq = { $who }: place your HQ (`{ -hex-place-hq }`).
status-push = { $who }: choose where your unit on { $target } is pushed: { $options } (`{ -hex-choose }`).
status-note = {" "}({ $note })
status-turn = Turn { $turn }{ $note }: { $who } to play. Tiles: { $hand }.
status-turn-discard = Turn { $turn }{ $note }: { $who } to play. Tiles: { $hand } — discard one first.
status-hqs = HQs: { $hqs } · piles { $piles }.

## Mistakes (private answers).
err-no-game = There is no game in this channel. Start one with `{ -hex-new }`.
err-last-game-over = The last game in this channel is over: { $why } Start a new one with `{ -hex-new }`.
err-not-member = You are not playing in this game ({ $players }).
err-not-started-open = The game has not started: it waits for { $n ->
    [one] one more player
   *[other] { $n } more players
} (`{ -hex-accept }`).
err-not-started-invited = The game has not started: { $user } has not accepted yet.
err-not-your-turn = It is not your turn: the game waits for { $user } to play.
err-not-your-turn-push = It is not your turn: the game waits for { $user } to choose where the pushed unit goes.
err-missing-option = Missing option { $option }:.
err-not-game-number = “{ $text }” is not a game number.
err-not-hours = “{ $text }” is not a number of hours.
err-not-user = “{ $text }” is not a user (mention them: @name).
err-unknown-army-random = Unknown army “{ $name }” (armies: { $armies }, or random).
err-unknown-army = Unknown army “{ $name }” (armies: { $armies }).
err-no-such-tile = { $army } has no tile called “{ $name }”.

## Durations.
dur-days = { $n ->
    [one] { $n } day
   *[other] { $n } days
}
dur-h = { $h } h
dur-h-min = { $h } h { $min } min
dur-min = { $min } min
dur-none = none

## Alt text of images (Discord attachment descriptions).
alt-board = Neuroshima Hex board: { $situation }. HQ hit points: { $hqs }. Units on the board: { $units }.
alt-turn = turn { $turn }, { $army } to play
alt-hq-phase = { $army } places the HQ
alt-over = the game is over
alt-waiting = the game waits for a second player
alt-changed = Highlighted: { $hexes }.
alt-battle-result = The board after the battle. { $summary }
btn-my-tiles = My tiles
btn-undo = Undo
btn-export = Export
err-hq-first = Place your HQ first: `{ -hex-place-hq }`.
err-which-facing = Which way should it face? Add facing: N, NE, SE, S, SW or NW.
err-move-needs = Move needs unit: (the tile to move), target: (where to) and facing:.
err-push-needs = Push Back needs unit: (your pusher) and target: (the enemy to push).
err-play-needs = { $tile } needs { $options }.
err-needs-target = { $tile } needs a target: hex.
err-time-limit-number = time-limit must be a number of hours, not “{ $value }”.
err-answer-yes-no = answer must be yes or no, not “{ $value }”.
err-unavailable = { $command } is not available.

## Agreements and endings.
ask-undo = { $question } { $user }, { $n ->
    [one] do you agree?
   *[other] do you all agree?
}
ask-draw = { $question } { $user }, { $n ->
    [one] do you accept?
   *[other] do you all accept?
}
btn-accept-undo = Accept undo
btn-refuse-undo = Refuse undo
btn-accept-draw = Accept draw
btn-refuse-draw = Refuse draw
err-no-undo-to-answer = There is no undo request to answer.
err-no-draw-to-answer = There is no draw offer to answer.
err-own-undo = Your opponent has to accept your undo request.
err-own-draw = Your opponent has to accept your draw offer.
undo-withdrew = { $user } withdrew the undo request. Nothing changed.
undo-refused = { $user } refused the undo request. Nothing changed.
draw-withdrew = { $user } withdrew the draw offer. Play on.
draw-refused = { $user } refused the draw offer. Play on.
err-undo-waiting = An undo request is already waiting for an answer.
err-draw-waiting = A draw offer is already waiting for an answer.
err-nothing-to-undo = There is nothing to undo yet.
err-undo-after-leave = A player has left the game since the last action: it can no longer be undone.
err-undo-not-yours = Only the player who made the last action can ask to undo it (last: { $last })
undo-asks = { $user } asks to undo the last action: { $action }.
err-undo-moved-on = The game moved on since the request: nothing was undone.
undid = Undid: { $user } { $action }.
draw-offers = { $user } offers a draw.
err-abort-moderators = Only a moderator (Manage Channels) can abort a game.
err-no-time-limit = This game has no turn time limit.
err-claim-own-turn = It is your turn: you cannot claim a win on time.
err-claim-early = The time limit has not passed yet: { $left } left.
lead-resigned = { $user } resigned.
lead-agreed_draw = { $user } accepted the draw.
lead-aborted = { $user } aborted the game.
lead-timeout = { $user } claimed the win on time.

## Information: board, hand, log, export.
tb-hq = { $hex }: { $tile } — { $hp } HP
tb-unit = { $hex }: { $tile } ({ $army }), facing { DIR($facing) }
tb-wounds = , { $n ->
    [one] 1 wound
   *[other] { $n } wounds
}
tb-netted = , netted
tb-empty = Empty ({ $n }): { $hexes }
hand = Your tiles ({ $army }): { $tiles }. Pile { $pile }, discarded { $discarded }.
hand-discard-first = Discard one first.
hand-hq = Place your HQ: press { $button } (or `{ -hex-place-hq }`).
hand-setup = Set-up: place this tile before the game begins: press { $button }.
hand-how = Place a tile with its button or pick a hex in its menu (or `{ -hex-place }`); play instants beside them (or `{ -hex-play }`).
btn-place = Place { $tile }
btn-discard = Discard { $tile }
btn-redraw = Unlucky draw
btn-battle = Play Battle
btn-end-turn = End turn
err-no-tile-in = No tile called “{ $name }” in { $armies }.
err-no-game-n = No game { $game } in this channel.
err-no-battle-yet = No battle has been fought in this game yet.
row-action = { $user } ({ $army }) { $action }
row-undo = { $user } agreed to undo the last action
row-resign = { $user } resigned
row-draw = { $user } accepted a draw
row-timeout = { $user } claimed the win on time
row-join = { $user } joined
row-abort = { $user } stopped the game ({ $reason })
log-file-head = Neuroshima Hex, game { $game }: { $players }
log-file-player = Player { $n }
log-undone = (undone)
log-empty = No actions yet in game { $game }.
log-head = Game { $game }: { $players } — { $n ->
    [one] 1 entry
   *[other] { $n } entries
}
log-truncated = (the last { $n } shown; the full log is attached)
alt-log = The whole action history of game { $game }, as text.
export = Game { $game } ({ $players }), { $n ->
    [one] 1 action
   *[other] { $n } actions
}: replay it with seed, armies and actions.
alt-export = Game { $game } as replayable JSON: seed, armies, players, result and { $n ->
    [one] 1 action
   *[other] { $n } actions
}.
export-live = Game { $game } ({ $players }), still being played: its public record so far, { $n ->
    [one] 1 action
   *[other] { $n } actions
}, with the board, HQs, hands, discards and pile sizes. The seed and the order of the piles stay secret until the game ends; export it again then to replay it.
alt-export-live = Game { $game } as JSON while it is played: armies, players, { $n ->
    [one] 1 action
   *[other] { $n } actions
} and the public state, without the seed.
last-battle = { $title } — after this action: { $did } { $summary }

## Starting a game.
err-first = first must be me, opponent or random, not “{ $value }”.
err-lang = lang must be en or pl, not “{ $value }”.
err-hours-range = { $option } must be between 0 and 720 hours.
err-channel-busy-short = This channel already has a game.
err-channel-busy = This channel already has a game ({ $players }): finish it, resign, or ask a moderator to abort it. Another channel or a thread can host a new one.
new-hotseat = Hot-seat game: { $user } plays both { $a } and { $b }.
new-vs-ai = { $user } ({ $army }) plays against the bot, { $bot } ({ $bot_army }).
new-limit = Turn time limit: { $limit }.
new-open = { $creator } opens a game of Neuroshima Hex against { $army }: anyone can take the seat. { $first } plays first.
new-invite = { $creator } challenges { $user } ({ $army }) to Neuroshima Hex. { $first } plays first.
new-invite-question = { $user }, do you accept?
btn-join = Join
btn-accept = Accept
btn-decline = Decline
err-already-started = The game has already started.
err-bot-no-invites = The bot does not accept invitations.
err-own-invite = You created this game: wait for your opponent to accept.
err-invite-for = This invitation is for { $user }.
accepted = { $user } accepted: { $players }.
err-decline-started = The game has started: use `{ -hex-resign }` or offer a draw.
err-decline-not-yours = This is not your game to decline.
withdrawn = { $user } withdrew the game. The channel is free for a new one.
declined = { $user } declined the game. The channel is free for a new one.

## Placement preview.
preview-title = Preview: { $tile } on { $hex } facing { DIR($facing) }
preview-title-hq = Preview: { $tile } on { $hex }
preview-text = { $title }. Not placed yet: pick its facing (the compass), another hex (the menu), then Confirm.
preview-nowhere = { $tile } cannot be placed anywhere now.
btn-back-to-hand = Back to my tiles
select-place-on = Place { $tile } on…
hand-waiting = Waiting for { $user }.
preview-cancelled = Cancelled: nothing changed.
btn-rotate-left = ⟲ Rotate left
btn-rotate-right = ⟳ Rotate right
btn-confirm = Confirm
btn-cancel = Cancel
select-another-hex = Another hex for { $tile }

## Play-by-post: settings and reminders.
reminders-after = after { $first } and { $second }
reminders-off = off
settings = Settings: reminders { $reminders }; turn time limit { $limit }.
settings-changed = Settings changed: reminders { $reminders }; turn time limit { $limit }.
reminder-timeout = { $late } has not played within the turn time limit ({ $limit }). { $user }, you can claim the win with `{ -hex-claim }`.
reminder-first = Reminder: { $user }, the game in this channel waits for you (for { $waited }).
reminder-second = Second reminder: { $user }, the game in this channel waits for you (for { $waited }).
btn-claim = Claim the win

## Personal: preferences and my games.
err-quiet-format = Quiet hours look like 22-7 or 22:30-07:00 (or off), not “{ $value }”.
err-quiet-day = Quiet hours must be shorter than a day: start and end cannot be equal.
err-switch = { $option } must be on or off, not “{ $value }”.
err-timezone = “{ $value }” is not a time zone. Use a name like { $examples }.
err-pref-lang = language must be en, pl or auto, not “{ $value }”.
pref-on = on
pref-off = off
pref-quiet-range = { $start }–{ $end }
lang-en = English
lang-pl = Polish
lang-auto = as your Discord app
prefs = Your preferences (in every server): ping on your turn { $ping }; reminders by DM { $dm }; quiet hours { $quiet } ({ $timezone }); language { $language }.
prefs-changed = Saved. Your preferences (in every server): ping on your turn { $ping }; reminders by DM { $dm }; quiet hours { $quiet } ({ $timezone }); language { $language }.
my-games-none = You have no game in progress.
my-games-head = Your games in progress: { $n } — { $mine ->
    [0] none waits for you.
    [one] 1 waits for you.
   *[other] { $mine } wait for you.
}
my-game-your-turn = **your turn** — { $armies }, turn { $turn }, waiting { $waited } — { $where }
my-game-their-turn = { $user } to play — { $armies }, turn { $turn }, for { $waited } — { $where }
my-game-waiting = waiting for players — { $armies } — { $where }
reminder-dm = Reminder: game { $game } waits for your move (for { $waited }). { $link }
reminder-dm-timeout = Game { $game }: your opponent's turn time limit ({ $limit }) has passed — you can claim the win there with `{ -hex-claim }`. { $link }

## Computer levels and hints.
err-level = level must be { $levels }, not “{ $value }”.
err-level-vs-bot = level is for a game against the computer (opponent: the bot).
err-hint-vs-bot = Hints are only for games against the bot alone and hot-seat games: not while another person plays.
hint = Suggestion, as the game log would tell it: { $user } { $action } — { $reason }.
hint-reason-only = the only legal action
hint-reason-hq = a safe hex for set-up, away from the enemy HQs
hint-reason-push = the safest hex for your unit
hint-reason-enough = enough for this turn: end it
hint-reason-wins_game = it wins the game now
hint-reason-battle = a battle now leaves your HQ at { $my_hp } and theirs at { $enemy_hp }, { $kills ->
    [one] 1 enemy unit dies
   *[other] { $kills } enemy units die
} (about { $chance }% to win)
hint-reason-best = the best the search found (about { $chance }% to win)
hint-reason-discard = drop the tile you need least (about { $chance }% to win)
hint-reason-redraw = a hand of instants that do little now: draw a new hand (about { $chance }% to win)
hint-reason-place = the placement that helps most (about { $chance }% to win)
hint-reason-move = the move that helps most (about { $chance }% to win)
hint-reason-instant = this instant helps most now (about { $chance }% to win)
hint-reason-end_turn = nothing more helps this turn: end it (about { $chance }% to win)
hint-reason-push_ability = a push helps most now (about { $chance }% to win)
hint-reason-dance = a Dance helps most now (about { $chance }% to win)
hint-reason-ability = your army's own action helps most now (about { $chance }% to win)
hint-reason-choose = the best of the options the rules offer (about { $chance }% to win)
