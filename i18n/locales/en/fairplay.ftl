## Fair play (docs/rulings.md M18): requests only players still in the game answer,
## settings changed with consent, claims on time, confirmations of irreversible steps.

err-left-game = You are already out of this game: only the players still in it decide.
err-not-asked = This request is not yours to answer.

## A change of settings during a game.
ask-settings = { $question } { $user }, { $n ->
    [one] do you agree?
   *[other] do you all agree?
}
settings-asks = { $user } asks to change this game's settings from the next turn: { $change }.
btn-accept-settings = Accept change
btn-refuse-settings = Refuse change
err-no-settings-to-answer = There is no settings request to answer.
err-own-settings = The other players have to accept your settings request.
settings-withdrew = { $user } withdrew the settings request. Nothing changed.
settings-refused = { $user } refused the settings request. Nothing changed.
err-settings-waiting = A settings request is already waiting for an answer.
settings-agreed = Agreed ({ $user }): from the next turn, { $change }.
settings-next = From the next turn: { $change }.
settings-part-reminders = reminders { $reminders }
settings-part-limit = turn time limit { $limit }
err-league-time-limit = This is a league game: it keeps the league's turn time limit.
err-time-limit-minimum = The turn time limit must be at least { $minimum } on this server (or none).

## Claims on time.
err-claim-not-told = { $user } has not been told yet that their time ran out (their quiet hours, perhaps): a claim opens { $left } from now at the earliest.
err-claim-grace = { $user } was told that their time ran out: a claim opens in { $left }, unless they play.
reminder-late = { $user }, your turn time limit ({ $limit }) has passed. Play within { $grace }, or the others may claim the win.
reminder-dm-late = Game { $game }: your turn time limit ({ $limit }) has passed. Play within { $grace }, or the others may claim the win. { $link }

## Confirmations of steps that cannot be undone.
confirm-resign = Resign this game? Your opponent wins; this cannot be undone.
confirm-resign-leave = Resign this game? You leave it with all your tiles and the others play on; this cannot be undone.
confirm-claim = Claim the win on time against { $user }? This ends their game and cannot be undone.
confirm-draw = End this hot-seat game as a draw? This cannot be undone.
confirm-abort = Stop the game { $players } without a result? This cannot be undone.

## Options that are not what they say.
cmd-err-twice = option { $option } is given twice: give it once
cmd-err-choice = option { $option } takes { $choices }, not “{ $value }”
cmd-err-range = option { $option } takes a number from { $low } to { $high }
cmd-err-length = option { $option } takes at most { $n } characters
err-option-not-taken = { $option } does not apply to { $tile }: leave it out.

## /hex board answers privately.
board-private-spectator = (Shown only to you: you do not play in this game.)
board-private-cooldown = (Shown only to you: the game was posted in this channel moments ago; it can be posted again in { $wait }.)
confirm-league-leave = Leave { $league }? Your { $n ->
    [one] league game in progress is
   *[other] { $n } league games in progress are
} resigned; this cannot be undone.

## /hexmod timelimit (private)
timelimit-shown = Games in this server have a turn time limit of at least { $minimum } (or none). Moderators change it with /hexmod timelimit min-hours:…
timelimit-set = Saved: games in this server now have a turn time limit of at least { $minimum } (or none). Games already running keep theirs.
err-timelimit-moderators = Only a moderator (Manage Channels) can change the server's minimum time limit.
cmd-hexmod-timelimit = timelimit
cmd-hexmod-timelimit-desc = The shortest turn time limit games of this server may have
cmd-hexmod-timelimit-opt-min-hours = min-hours
cmd-hexmod-timelimit-opt-min-hours-desc = Hours (0: the bot's default of 12 h); empty: show it
