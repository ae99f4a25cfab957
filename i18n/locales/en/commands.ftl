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
cmd-hex-play-desc = Play an instant tile (battle, sniper, grenade, move…)
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
cmd-hex-undo-desc = Ask to undo your last action, or answer a request
cmd-hex-draw = draw
cmd-hex-draw-desc = Offer a draw, or answer your opponent's offer
cmd-hex-resign = resign
cmd-hex-resign-desc = Resign the game
cmd-hex-claim = claim
cmd-hex-claim-desc = Claim the win when your opponent's turn time limit has passed
cmd-hex-settings = settings
cmd-hex-settings-desc = Reminders and the turn time limit of this channel's game
cmd-hex-new-opt-language-desc = Language of the game's posts and board (default: the server's)
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
cmd-hexinfo-version = version
cmd-hexinfo-version-desc = The bot's version and its rules engine's
info-version = hexbot { $bot }; rules engine: game format { $engine }.
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
cmd-hexlab = hexlab
cmd-hexlab-desc = The rules lab: any position's battle, segment by segment
cmd-hexlab-battle = battle
cmd-hexlab-battle-desc = Resolve a position's battle as a game does (its code, or this channel's game now)
cmd-hexlab-battle-opt-code = code
cmd-hexlab-battle-opt-code-desc = A position code (nh1-…); without it, this channel's game as it stands
cmd-hexlab-code = code
cmd-hexlab-code-desc = The position code of this channel's game, to share or to try in the lab
cmd-hexlab-battle-opt-game-desc = A game's number: its position after move `move:` (default: this channel's game)
cmd-hexlab-battle-opt-move = move
cmd-hexlab-battle-opt-move-desc = A line of the game's log (/hexhistory log): the position right after it
cmd-hexlab-battle-opt-file = file
cmd-hexlab-battle-opt-file-desc = A scenario file (JSON, as in the project's tests/scenarios)
cmd-hexlab-code-opt-game-desc = A game's number (default: this channel's game)
cmd-hexlab-code-opt-move = move
cmd-hexlab-code-opt-move-desc = A line of the game's log (/hexhistory log): the position right after it
cmd-hexlab-whatif = whatif
cmd-hexlab-whatif-desc = A position's battle as it is and with one change, side by side
cmd-hexlab-whatif-opt-change = change
cmd-hexlab-whatif-opt-change-desc = place [player] TILE HEX [facing], remove HEX, turn HEX FACING, hq PLAYER HP or net HEX [player]
cmd-hexlab-whatif-opt-code = code
cmd-hexlab-whatif-opt-code-desc = A position code (nh1-…); without it, this channel's game as it stands
cmd-hexlab-save = save
cmd-hexlab-save-desc = Moderators: a position's ruling as a scenario test file (rule, source, expected outcome)
cmd-hexlab-save-opt-code = code
cmd-hexlab-save-opt-code-desc = The position code (nh1-…)
cmd-hexlab-save-opt-rule = rule
cmd-hexlab-save-opt-rule-desc = The rule in one sentence
cmd-hexlab-save-opt-source = source
cmd-hexlab-save-opt-source-desc = Where the rule comes from (rulebook page, FAQ, ruling)
cmd-hexlab-save-opt-name = name
cmd-hexlab-save-opt-name-desc = The file's name (letters, digits and _; default: from the code)
cmd-hexlab-new = new
cmd-hexlab-new-desc = A lab board set up with buttons: empty with two armies, or a position code's
cmd-hexlab-new-opt-army = army
cmd-hexlab-new-opt-army-desc = Player 1's army
cmd-hexlab-new-opt-opponent-army = opponent-army
cmd-hexlab-new-opt-opponent-army-desc = Player 2's army
cmd-hexlab-new-opt-code = code
cmd-hexlab-new-opt-code-desc = A position code (nh1-…) to set up instead of an empty board
cmd-hexlab-pick = pick
cmd-hexlab-pick-desc = Your lab board: choose whose tiles, which tile, which hex
cmd-hexlab-pick-opt-player = player
cmd-hexlab-pick-opt-player-desc = A player of the position (1 or 2)
cmd-hexlab-pick-opt-tile = tile
cmd-hexlab-pick-opt-tile-desc = A tile of that player's army
cmd-hexlab-pick-opt-hex = hex
cmd-hexlab-pick-opt-hex-desc = A hex of the board, e.g. C3
cmd-hexlab-put = put
cmd-hexlab-put-desc = Your lab board: place a tile (the one chosen, on the hex chosen) with a facing
cmd-hexlab-put-opt-facing = facing
cmd-hexlab-put-opt-facing-desc = Which way it faces (default N)
cmd-hexlab-put-opt-player = player
cmd-hexlab-put-opt-player-desc = Whose tile (default: the army chosen)
cmd-hexlab-put-opt-tile = tile
cmd-hexlab-put-opt-tile-desc = Which tile (default: the tile chosen)
cmd-hexlab-put-opt-hex = hex
cmd-hexlab-put-opt-hex-desc = Where (default: the hex chosen)
cmd-hexlab-remove = remove
cmd-hexlab-remove-desc = Your lab board: take a tile off a hex
cmd-hexlab-remove-opt-hex = hex
cmd-hexlab-remove-opt-hex-desc = Which hex (default: the hex chosen)
cmd-hexlab-hq = hq
cmd-hexlab-hq-desc = Your lab board: an HQ's hit points
cmd-hexlab-hq-opt-hp = hp
cmd-hexlab-hq-opt-hp-desc = Hit points, 1 to 20
cmd-hexlab-hq-opt-player = player
cmd-hexlab-hq-opt-player-desc = Whose HQ (default: the army chosen)
cmd-hexlab-mark = mark
cmd-hexlab-mark-desc = Your lab board: a marker, a Steel Net marker or a wound on a unit
cmd-hexlab-mark-opt-mark = mark
cmd-hexlab-mark-opt-mark-desc = net, venom, paralysis, wound or clear
cmd-hexlab-mark-opt-player = player
cmd-hexlab-mark-opt-player-desc = Whose marker (default: the first player who has one)
cmd-hexlab-mark-opt-hex = hex
cmd-hexlab-mark-opt-hex-desc = Which unit's hex (default: the hex chosen)
cmd-hexlab-resolve = resolve
cmd-hexlab-resolve-desc = Your lab board's battle, segment by segment
cmd-hexlab-boardcode = boardcode
cmd-hexlab-boardcode-desc = Your lab board's position code

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
cmd-opt-time-limit-desc = Hours per turn before the others can claim on time (optional)
cmd-opt-tile-desc = A tile from your hand
cmd-opt-hex-desc = Where, e.g. C3
cmd-opt-facing-desc = Where its front points (empty: preview and rotate)
cmd-opt-target-desc = Target hex (sniper, grenade, air-strike; push-back: the enemy; move: where to)
cmd-opt-unit-desc = Your unit that acts (push-back: the pusher; move: the unit to move)
cmd-opt-from-desc = The unit's hex
cmd-opt-to-desc = Where it goes
cmd-opt-via-desc = A Transport's hex
cmd-opt-format-desc = An image (default), the full picture or text
cmd-opt-answer-desc = Answer a request (empty: ask to undo your last action)
cmd-opt-action-desc = Offer, accept or refuse
cmd-opt-reminder-hours-desc = Remind the player to act after this many hours (0: no reminders)
cmd-opt-name-desc = Tile name, e.g. runner
cmd-opt-game-desc = A game number (default: this channel's current or last game)
cmd-opt-ping-desc = Ping me when it is my turn
cmd-opt-dm-reminders-desc = Send my reminders by direct message
cmd-opt-quiet-hours-desc = No pings between these hours, e.g. 22-7 (off: always)
cmd-opt-timezone-desc = My time zone, e.g. Europe/Warsaw

# choices
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
cmd-choice-format-full = Full picture
cmd-choice-format-text = Text, hex by hex
cmd-choice-answer-yes = Yes, accept
cmd-choice-answer-no = No, refuse
cmd-choice-answer-offer = Offer a draw
cmd-choice-switch-on = On
cmd-choice-switch-off = Off
cmd-choice-language-auto = Automatic (my Discord language)

# /wz: the Warzone 4.1 companion
cmd-wz = wz
cmd-wz-desc = Warzone 4.1 rules companion: rolls explained, logged per channel
cmd-wz-test = test
cmd-wz-test-desc = Characteristic test: a d20 against a value
cmd-wz-shoot = shoot
cmd-wz-shoot-desc = Shooting: every shot against WS with its modifiers
cmd-wz-melee = melee
cmd-wz-melee-desc = Melee: every attack against WW with its modifiers
cmd-wz-armour = armour
cmd-wz-armour-desc = Armour tests of a hit: wounds lost
cmd-wz-morale = morale
cmd-wz-morale-desc = Morale test after losses
cmd-wz-scatter = scatter
cmd-wz-scatter-desc = Scatter: distance and clock direction
cmd-wz-roll = roll
cmd-wz-roll-desc = Any Warzone procedure, its keys as key=value
cmd-wz-log = log
cmd-wz-log-desc = This channel's recent Warzone rolls
cmd-wz-help = help
cmd-wz-help-desc = The Warzone procedures, or one procedure's keys
cmd-opt-stat = stat
cmd-opt-stat-desc = The characteristic tested
cmd-opt-stat-key = stat-key
cmd-opt-stat-key-desc = Which characteristic: ww, ws, dw, s, p, m
cmd-opt-mods = mods
cmd-opt-mods-desc = Modifiers, comma-separated, e.g. -2,1
cmd-opt-half = half
cmd-opt-half-desc = Halve the characteristic (rounding up)
cmd-opt-ws = ws
cmd-opt-ws-desc = The shooter's WS
cmd-opt-ww = ww
cmd-opt-ww-desc = The attacker's WW
cmd-opt-dw = dw
cmd-opt-dw-desc = The squad commander's Dw
cmd-opt-p = p
cmd-opt-p-desc = The target's P (armour)
cmd-opt-distance = distance
cmd-opt-distance-desc = Distance to the target in inches
cmd-opt-shots = shots
cmd-opt-shots-desc = Shots (the weapon's multi-hit)
cmd-opt-attacks = attacks
cmd-opt-attacks-desc = Number of attacks
cmd-opt-weapon-mod = weapon-mod
cmd-opt-weapon-mod-desc = The weapon's hit modifier at that range
cmd-opt-jam = jam
cmd-opt-jam-desc = The weapon's Jam value
cmd-opt-dam = dam
cmd-opt-dam-desc = Dam of the hit or the weapon
cmd-opt-cover = cover
cmd-opt-cover-desc = The target's cover
cmd-opt-charge = charge
cmd-opt-charge-desc = The attacker charged
cmd-opt-mult = mult
cmd-opt-mult-desc = The hit's multiplier
cmd-opt-crit = crit
cmd-opt-crit-desc = A critical hit (+4 Dam)
cmd-opt-start = start
cmd-opt-start-desc = Models at the start of the battle
cmd-opt-current = current
cmd-opt-current-desc = Models left now
cmd-opt-threshold = threshold
cmd-opt-threshold-desc = Losses this turn that call for the test
cmd-opt-max-distance = max-distance
cmd-opt-max-distance-desc = Distance from the shooter to the point (inches)
cmd-opt-rolls = rolls
cmd-opt-rolls-desc = Your own dice, in order, e.g. 4,17 (empty: the bot rolls)
cmd-opt-options = options
cmd-opt-options-desc = More keys as key=value, e.g. aim=1 smoke=2
cmd-opt-command = command
cmd-opt-command-desc = The Warzone procedure
cmd-opt-limit = limit
cmd-opt-limit-desc = How many rolls (1–25, default 10)

# command lines that cannot be read (the console, buttons); the service adds a final full stop
cmd-err-empty = empty command
cmd-err-unreadable = cannot read { $line }: { $error }
cmd-err-unknown-group = unknown command '{ $word }': commands start with { $groups }
cmd-err-which = which command? e.g. /{ $group } { $example } (try { -hexinfo-rules })
cmd-err-unknown-command = unknown command /{ $group } { $command } (commands: { $commands })
cmd-err-bad-option = /{ $group } { $command } does not take '{ $word }' (options: { $options })
cmd-err-no-options = /{ $group } { $command } does not take '{ $word }' (it has no options)
cmd-err-board-format = format must be image, full or text, not '{ $value }'

# the console's own answers
cmd-console-no-button = No button '{ $keyword }' on your screen (you can press: { $known }).
cmd-console-no-menu = No menu '{ $keyword }' on your screen (you can choose in: { $known }).
cmd-console-button-of = '{ $keyword }' is on a message only { $user } sees: only they can press it (you can press: { $known }).
cmd-console-menu-of = '{ $keyword }' is on a message only { $user } sees: only they can choose in it (you can choose in: { $known }).
cmd-console-thinking = @{ $name } ({ $army }) is thinking…
cmd-console-no-option = No option '{ $choice }' in ?{ $keyword } (options: { $labels }).
cmd-console-none-yet = none now
cmd-console-line-help = console: start a line with @name, e.g. `@ala { -hexinfo-rules }` (:help shows more)
cmd-console-failed = That line failed on the bot's side (it is in the log). The game stands as stored: { -hex-board } shows it.
cmd-console-bot-plays-itself = console: @{ $name } is the computer player: it plays by itself (/hex new opponent:@{ $name })
cmd-console-welcome = Neuroshima Hex console. Lines look like: @ala /hex new opponent:@ola  (:help shows how to press buttons, :quit leaves)
cmd-console-now-in = console: now in #{ $channel }
cmd-console-seeded = console: random choices seeded with { $seed }
cmd-console-advance-usage = console: :advance takes a duration like 30m, 25h or 2d
cmd-console-advance-max = console: :advance moves the clock at most { $days } days at a time
cmd-console-clock = console: the clock is now { $now }
cmd-cli-epilog =
    The console: each line names who acts, then a command as on Discord, e.g.
      @ala /hex new opponent:@ola
    A reply's buttons print as [!keyword Label]: press one with  @ala !keyword
    its menus as [?menu: B2 C3 …]: choose with  @ala ?menu C3
    Inside the console, :help says more (:seed 4 deals the next game the same every time).
cmd-console-commands = console: commands are :channel NAME, :advance 25h, :seed 4, :help, :quit
cmd-console-help =
    Each line names who acts, then what they do, as on Discord:
      @ala /hex new opponent:@ola       a command (`@ala { -hexinfo-rules }`: how to play)
      @ala !confirm                     press a button on Ala's screen, shown as [!confirm Confirm]
      @ala ?hex C3                      choose C3 in a menu on Ala's screen, shown as [?hex: B2 C3 …]
      @ala place runner B2 SE           plain engine notation
      @eve[mod] /hexmod abort           as a moderator
    A button or menu shown to Ala only (a private answer) is pressed by Ala only; the latest one wins.
    The console's own: :channel NAME (another channel), :advance 25h (the clock), :seed 4 (deal the next game the same every time), :help, :quit.
cmd-console-current = current { $label }
cmd-console-held = held for #{ $n }
cmd-console-edited = edited #{ $n }
cmd-console-pings = pings { $users }
cmd-console-thread = thread: { $title }
cmd-console-reminder = reminder
cmd-console-reminder-elsewhere = reminder in another channel ({ $channel })
cmd-console-only-you = only @{ $name } sees this

cmd-hexinfo-hint = hint
cmd-hexinfo-hint-desc = Suggest a move (games against this bot and hot-seat games)
cmd-opt-level = level
cmd-hex-new-opt-level-desc = How well the bot plays as your opponent (default: medium)
cmd-choice-level-easy = Easy
cmd-choice-level-medium = Medium
cmd-choice-level-hard = Hard
