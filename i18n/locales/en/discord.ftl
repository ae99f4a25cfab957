## What the Discord adapter itself says (bot/discord_adapter): acknowledgements, errors,
## permission notices, battle threads. Private texts are in the acting user's language,
## public ones in the game's (else the server's).

dc-done = Done.
dc-done-see-channel = Done — see the channel.
dc-posted-below = Posted below.
dc-nothing-chosen = Nothing was chosen.

# errors a player can cause, and the generic answer to a program error
dc-error-generic = Something went wrong on my side — nothing was changed. Please try again in a moment.
dc-error-storage = My database is not answering right now — nothing was changed. Please try again in a moment.
dc-stored-shown-later = Your action is stored, but Discord did not answer in time: the channel will show it in a moment.
dc-not-answered = Discord or my storage did not answer in time, so I cannot tell whether your action went through. Look at the game with /hex board before trying again.
dc-error-not-a-hex = `{ $value }` is not a hex. Hexes are named like `C3`: a column A–E and a row number.
dc-error-not-a-tile = `{ $value }` is not a tile name. Pick one from the list, for example `runner`.
dc-error-unreadable-option = I could not read { $value } for this option.
dc-error-file = I could not read the file `{ $name }`: it must be a text file of at most { $kb } KB.
dc-error-user-missing-permission = Only members with the **{ $perms }** permission can do that.
dc-error-bot-missing-permission = I am missing the **{ $perms }** permission here. A moderator can grant it in the channel settings.
dc-error-no-private-message = Games are played in server channels, not in direct messages.
dc-error-cooldown = Slow down a little — try again in { $seconds } s.
dc-error-check-failed = You cannot use this command here.
dc-error-command-changed = This command changed since your Discord loaded it. Please try again in a minute.
dc-error-bots-cannot-play = Bots cannot play, except this one — pick a person, this bot (to play against it), or leave the opponent empty for an open seat.

# missing permissions, told once per channel
dc-missing-permission = I am missing the **{ $perms }** permission in this channel. A moderator can grant it in the channel's settings (Edit Channel → Permissions).
dc-missing-permission-so = I am missing the **{ $perms }** permission in this channel, so { $consequence }. A moderator can grant it in the channel's settings (Edit Channel → Permissions).
dc-missing-consequence-battles = battle logs go to the channel

# Discord's names of permissions, as the server settings show them
dc-perm-view-channel = View Channel
dc-perm-send-messages = Send Messages
dc-perm-send-messages-in-threads = Send Messages in Threads
dc-perm-create-public-threads = Create Public Threads
dc-perm-attach-files = Attach Files
dc-perm-embed-links = Embed Links
dc-perm-read-message-history = Read Message History
dc-perm-manage-threads = Manage Threads
dc-perm-manage-channels = Manage Channels

# battle threads
dc-thread-battle = Battle
dc-battle-link = ⚔️ { $summary } — battle log: { $url }

# The delivery outbox gave up posting in a game's channel (permissions removed, channel or thread deleted)
delivery-fallback = { $user } I cannot post in the channel of game #{ $game } any more (missing access, or the channel or thread is gone). Your game is safe and it is your turn: ask a moderator to give me back access, or use /hex board there once they have.
