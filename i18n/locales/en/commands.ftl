## Slash commands: names, descriptions, options and choices (Discord and the console).
## Ids are derived from the command tree: see bot/discord_adapter/translator.py.


# /hex
cmd-hex = hex
cmd-hex-desc = Play Neuroshima Hex in this channel
cmd-hex-new = new
cmd-hex-new-desc = Start a game in this channel (leave opponent empty for an open seat)
cmd-hex-accept = accept
cmd-hex-accept-desc = Accept an invitation or take the open seat
cmd-hex-decline = decline
cmd-hex-decline-desc = Decline an invitation, or withdraw your game nobody joined
cmd-hex-hand = hand
cmd-hex-hand-desc = Show your tiles (only you see them)
cmd-hex-place = place
cmd-hex-place-desc = Place a tile (tile hq places your HQ); without facing: a preview
cmd-hex-preview = preview
cmd-hex-preview-desc = See a placement before committing it, with rotate buttons
cmd-hex-play = play
cmd-hex-play-desc = Play an instant tile: battle, sniper, grenade, air-strike, push-back, move
cmd-hex-move = move
cmd-hex-move-desc = Move one of your mobile units (or one moved by a Transport)
cmd-hex-discard = discard
cmd-hex-discard-desc = Discard a tile from your hand
cmd-hex-redraw = redraw
cmd-hex-redraw-desc = Unlucky draw: discard a hand of only instants and draw again
cmd-hex-choose = choose
cmd-hex-choose-desc = Choose where your pushed unit goes
cmd-hex-end = end
cmd-hex-end-desc = End your turn, keeping the tiles left in your hand
cmd-hex-board = board
cmd-hex-board-desc = Show the board, whose turn it is and the HQs' hit points
cmd-hex-undo = undo
cmd-hex-undo-desc = Ask to undo your last action, or answer such a request
cmd-hex-draw = draw
cmd-hex-draw-desc = Offer a draw, or answer your opponent's offer
cmd-hex-resign = resign
cmd-hex-resign-desc = Resign the game
cmd-hex-claim = claim
cmd-hex-claim-desc = Claim the win when your opponent's turn time limit has passed
cmd-hex-settings = settings
cmd-hex-settings-desc = Reminders and the turn time limit of this channel's game
cmd-hex-new-opt-language-desc = Language of the game's posts, board and tile names (default: the server's)
cmd-hex-settings-opt-time-limit-desc = Hours per turn before the waiting player can claim the win (0: none)
cmd-hex-play-opt-tile-desc = The instant to play
cmd-hex-choose-opt-hex-desc = The free hex your unit is pushed to
cmd-hex-preview-opt-facing-desc = Where its front points first
cmd-hex-play-opt-facing-desc = move: where the moved unit faces
cmd-hex-move-opt-facing-desc = Where it faces after the move

# /hexinfo
cmd-hexinfo = hexinfo
cmd-hexinfo-desc = Neuroshima Hex reference: tiles, armies, rules
cmd-hexinfo-tile = tile
cmd-hexinfo-tile-desc = A tile's card: what it does and how strong it is
cmd-hexinfo-army = army
cmd-hexinfo-army-desc = An army's sheet: all its tiles
cmd-hexinfo-rules = rules
cmd-hexinfo-rules-desc = A short how-to-play
cmd-hexinfo-tile-opt-army-desc = Which army's tile, if several have it
cmd-hexinfo-army-opt-name-desc = The army

# /hexhistory
cmd-hexhistory = hexhistory
cmd-hexhistory-desc = The record of this channel's game: log, battles, export
cmd-hexhistory-log = log
cmd-hexhistory-log-desc = The game's action history
cmd-hexhistory-battle = battle
cmd-hexhistory-battle-desc = Post the last battle of this channel's game again, in a thread
cmd-hexhistory-export = export
cmd-hexhistory-export-desc = The game as a replayable JSON file

# /hexmod
cmd-hexmod = hexmod
cmd-hexmod-desc = Moderators: manage this channel's game
cmd-hexmod-abort = abort
cmd-hexmod-abort-desc = Stop this channel's game without a result (Manage Channels)

# /hexme
cmd-hexme = hexme
cmd-hexme-desc = Me: my games in every server, my preferences
cmd-hexme-games = games
cmd-hexme-games-desc = All my live games, in every server
cmd-hexme-prefs = prefs
cmd-hexme-prefs-desc = My preferences: pings, reminders, quiet hours, time zone, language
cmd-hexme-prefs-opt-language-desc = The language of what only I see (auto: my Discord language)

# options shared by several commands
cmd-opt-opponent = opponent
cmd-opt-army = army
cmd-opt-opponent-army = opponent-army
cmd-opt-first = first
cmd-opt-language = language
cmd-opt-time-limit = time-limit
cmd-opt-tile = tile
cmd-opt-hex = hex
cmd-opt-facing = facing
cmd-opt-target = target
cmd-opt-unit = unit
cmd-opt-from = from
cmd-opt-to = to
cmd-opt-via = via
cmd-opt-format = format
cmd-opt-answer = answer
cmd-opt-action = action
cmd-opt-reminder-hours = reminder-hours
cmd-opt-name = name
cmd-opt-game = game
cmd-opt-ping = ping
cmd-opt-dm-reminders = dm-reminders
cmd-opt-quiet-hours = quiet-hours
cmd-opt-timezone = timezone
cmd-opt-opponent-desc = Who you play against (empty: anyone can join; yourself: hot-seat)
cmd-opt-army-desc = Your army
cmd-opt-opponent-army-desc = Your opponent's army
cmd-opt-first-desc = Who plays first
cmd-opt-language-desc = Language
cmd-opt-time-limit-desc = Hours a player has for a turn before the other can claim the win (optional)
cmd-opt-tile-desc = A tile from your hand
cmd-opt-hex-desc = Where, e.g. C3
cmd-opt-facing-desc = Where its front points (empty: preview and rotate)
cmd-opt-target-desc = Target hex (sniper, grenade, air-strike; push-back: the enemy; move: where to)
cmd-opt-unit-desc = Your unit that acts (push-back: the pusher; move: the unit to move)
cmd-opt-from-desc = The unit's hex
cmd-opt-to-desc = Where it goes
cmd-opt-via-desc = A Transport's hex
cmd-opt-format-desc = An image (default) or a text listing, hex by hex (screen readers, slow data)
cmd-opt-answer-desc = Answer your opponent's request (empty: ask to undo your own last action)
cmd-opt-action-desc = Offer, accept or refuse
cmd-opt-reminder-hours-desc = Remind the player to act after this many hours (0: no reminders)
cmd-opt-name-desc = Tile name, e.g. runner
cmd-opt-game-desc = A game number (default: this channel's current or last game)
cmd-opt-ping-desc = Ping me when it is my turn
cmd-opt-dm-reminders-desc = Send my reminders by direct message
cmd-opt-quiet-hours-desc = No pings between these hours, e.g. 22-7 (off: always)
cmd-opt-timezone-desc = My time zone, e.g. Europe/Warsaw

# choices
cmd-choice-army-moloch = Moloch
cmd-choice-army-borgo = Borgo
cmd-choice-army-outpost = Outpost
cmd-choice-army-hegemony = Hegemony
cmd-choice-army-random = Random
cmd-choice-first-me = Me
cmd-choice-first-opponent = My opponent
cmd-choice-first-random = Random
cmd-choice-language-en = English
cmd-choice-language-pl = Polski
cmd-choice-facing-n = N ↑
cmd-choice-facing-ne = NE ↗
cmd-choice-facing-se = SE ↘
cmd-choice-facing-s = S ↓
cmd-choice-facing-sw = SW ↙
cmd-choice-facing-nw = NW ↖
cmd-choice-instant-battle = Battle
cmd-choice-instant-sniper = Sniper
cmd-choice-instant-grenade = Grenade
cmd-choice-instant-air-strike = Air Strike
cmd-choice-instant-push-back = Push Back
cmd-choice-instant-move = Move
cmd-choice-format-image = Image
cmd-choice-format-text = Text, hex by hex
cmd-choice-answer-yes = Yes, accept
cmd-choice-answer-no = No, refuse
cmd-choice-answer-offer = Offer a draw
cmd-choice-switch-on = On
cmd-choice-switch-off = Off
cmd-choice-language-auto = Automatic (my Discord language)

# command lines that cannot be read (the console, buttons); the service adds a final full stop
cmd-err-empty = empty command
cmd-err-unreadable = cannot read { $line }: { $error }
cmd-err-unknown-group = unknown command '{ $word }': commands start with { $groups }
cmd-err-which = which command? e.g. /{ $group } { $example } (try /hexinfo rules)
cmd-err-unknown-command = unknown command /{ $group } { $command } (commands: { $commands })
cmd-err-bad-option = /{ $group } { $command } does not take '{ $word }' (options: { $options })
cmd-err-no-options = /{ $group } { $command } does not take '{ $word }' (it has no options)
cmd-err-board-format = format must be image or text, not '{ $value }'

# the console's own answers
cmd-console-no-button = No button '{ $keyword }' on screen (buttons: { $known }).
cmd-console-no-menu = No menu '{ $keyword }' on screen (menus: { $known }).
cmd-console-no-option = No option '{ $choice }' in ?{ $keyword } (options: { $labels }).
cmd-console-none-yet = none yet
cmd-console-line-help = console: start a line with @name, e.g. `@ala /hexinfo rules` (or :quit)
cmd-console-bot-plays-itself = console: @{ $name } is the computer player: it plays by itself (/hex new opponent:@{ $name })
cmd-console-welcome = Neuroshima Hex console. Lines look like: @ala /hex new opponent:@ola  (:quit to leave)
cmd-console-only-you = only @{ $name } sees this

cmd-hex-hint = hint
cmd-hex-hint-desc = Suggest a move (games against this bot and hot-seat games)
cmd-opt-level = level
cmd-hex-new-opt-level-desc = How well this bot plays, when it is your opponent (default: medium)
cmd-choice-level-easy = Easy
cmd-choice-level-medium = Medium
cmd-choice-level-hard = Hard
