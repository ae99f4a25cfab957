# A quiet channel (issue 15): the live turn message, games in threads, followers.

## The live turn message (public, in the game's language)
quiet-header-lobby = **New game** · { $players }
quiet-header-hq = **HQ** · { $who }
quiet-header-turn = **Turn { $turn }** · { $who }
quiet-header-over = **Game over** · { $players }
quiet-status-aborted = The game was stopped without a result.
quiet-battle-line = ⚔ { $summary } { $url }
quiet-battle-line-here = ⚔ { $summary } (the battle's posts answer this message)

## Private acknowledgements (the acting user's language)
quiet-ack = Done — the turn message shows it: { $url }
quiet-ack-plain = Done — the turn message shows it.
quiet-ack-held = Done — the turn message shows it with your next action: { $url }
quiet-ack-held-plain = Done — the turn message shows it with your next action.
panel-held = Discarded — the turn message shows it with your next action.
quiet-thread-opened = Your game has a thread of its own: { $url }

## Game threads (public, in the game's language)
quiet-thread-won = { $winner } won · { $players }
quiet-thread-draw = Draw · { $players }
quiet-thread-over = Over · { $players }
quiet-lobby-result = { $players } — { $result } { $url }
quiet-thread-reopened = This game is still running, so its thread was opened again.
quiet-thread-recreated = The game's thread was deleted while the game was running; the game goes on here.
quiet-thread-moved = The thread of { $players } was deleted; the game goes on in { $url }
quiet-no-thread-consequence = new games are played in this channel instead of a thread of their own

## /hexmod threads, /hexme follow (private)
quiet-err-server-only = This works in a server only.
quiet-err-on-off = Use on or off, not “{ $value }”.
quiet-err-moderators = Only moderators (Manage Channels) can change this server's setting.
quiet-threads-shown = New games open in a thread of their own in this server: { $state ->
    [on] on
   *[off] off
}. Moderators change it with /hexmod threads default:on|off; /hex new where: overrides it for one game.
quiet-threads-set = New games now open in a thread of their own in this server: { $state ->
    [on] on
   *[off] off
}.
quiet-err-follow-own = You play in this game: you are pinged on your turns already.
quiet-following = You follow this game: you will be pinged on its battles and its result. /hexme follow again stops it.
quiet-unfollowed = You no longer follow this game.
quiet-err-thread-console = The console has no threads: the game is played here.

## Slash commands
cmd-hexme-follow = follow
cmd-hexme-follow-desc = Follow this game: pings on battles and the result
cmd-hexmod-threads = threads
cmd-hexmod-threads-desc = Whether new games open in a thread of their own in this server
cmd-hexmod-threads-opt-default = default
cmd-hexmod-threads-opt-default-desc = On: /hex new opens a thread; off: the game is played in the channel
cmd-hex-new-opt-where = where
cmd-hex-new-opt-where-desc = A thread of its own, or this channel
cmd-choice-where-thread = A thread of its own
cmd-choice-where-channel = This channel

## The phone picture leaves out of its strip what the text beside it says (Discord).
quiet-mode-1v2 = One against a team: { $teams }
quiet-mode-2v2 = Teams of two: { $teams }
quiet-order = Turn order: { $order }
quiet-final-after = The Final Battle comes after { $who }'s turn.
