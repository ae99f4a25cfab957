## Community leagues (/league): bot/usecases/league.py, renderer/table.py, the /league cog.

# /league: slash command names, descriptions, options and choices
cmd-league = league
cmd-league-desc = Community leagues: seasons, ratings, standings, challenges
cmd-league-list = list
cmd-league-list-desc = The leagues of this server
cmd-league-join = join
cmd-league-join-desc = Join a league
cmd-league-join-opt-league = league
cmd-league-join-opt-league-desc = Which league (default: this channel's)
cmd-league-leave = leave
cmd-league-leave-desc = Leave a league (a league game in progress counts as resigned)
cmd-league-leave-opt-league = league
cmd-league-leave-opt-league-desc = Which league (default: this channel's)
cmd-league-challenge = challenge
cmd-league-challenge-desc = Start a rated game against a member in this channel
cmd-league-challenge-opt-opponent = opponent
cmd-league-challenge-opt-opponent-desc = The member you challenge (they accept with /hex accept)
cmd-league-challenge-opt-league = league
cmd-league-challenge-opt-league-desc = Which league (default: this channel's)
cmd-league-challenge-opt-mode = mode
cmd-league-challenge-opt-mode-desc = Mode of a 3-6 player game
cmd-league-challenge-opt-opponent2 = opponent2
cmd-league-challenge-opt-opponent2-desc = Seat 3
cmd-league-challenge-opt-opponent3 = opponent3
cmd-league-challenge-opt-opponent3-desc = Seat 4
cmd-league-challenge-opt-opponent4 = opponent4
cmd-league-challenge-opt-opponent4-desc = Seat 5
cmd-league-challenge-opt-opponent5 = opponent5
cmd-league-challenge-opt-opponent5-desc = Seat 6
cmd-league-draft = draft
cmd-league-draft-desc = Your step of a league game's army draft (the buttons of its panel)
cmd-league-draft-opt-draft = draft
cmd-league-draft-opt-draft-desc = The draft's number
cmd-league-draft-opt-name = name
cmd-league-draft-opt-name-desc = Ban–pick: your three armies, e.g. moloch,borgo,outpost
cmd-league-draft-opt-ban = ban
cmd-league-draft-opt-ban-desc = Ban–pick: the opponent's army you ban
cmd-league-draft-opt-pick = pick
cmd-league-draft-opt-pick-desc = The army you pick
cmd-league-queue = queue
cmd-league-queue-desc = Wait for an opponent of similar rating (again: leave the queue)
cmd-league-queue-opt-league = league
cmd-league-queue-opt-league-desc = Which league (default: this channel's)
cmd-league-schedule = schedule
cmd-league-schedule-desc = The season's round-robin
cmd-league-schedule-opt-league = league
cmd-league-schedule-opt-league-desc = Which league (default: this channel's)
cmd-league-standings = standings
cmd-league-standings-desc = The standings, as text and as an image
cmd-league-standings-opt-league = league
cmd-league-standings-opt-league-desc = Which league (default: this channel's)
cmd-league-standings-opt-season = season
cmd-league-standings-opt-season-desc = Season number (default: the running one)
cmd-league-profile = profile
cmd-league-profile-desc = A member's rating history, results by army and head-to-head
cmd-league-profile-opt-player = player
cmd-league-profile-opt-player-desc = Whose profile (default: yours)
cmd-league-profile-opt-league = league
cmd-league-profile-opt-league-desc = Which league (default: this channel's)
cmd-league-games = games
cmd-league-games-desc = The league's recent games, with links to their exports
cmd-league-games-opt-player = player
cmd-league-games-opt-player-desc = Only this member's games
cmd-league-games-opt-league = league
cmd-league-games-opt-league-desc = Which league (default: this channel's)
cmd-league-export = export
cmd-league-export-desc = The standings, the games, an event or the forfeits and rulings as CSV or JSON
cmd-league-export-opt-what = what
cmd-league-export-opt-what-desc = Standings, games, an event (rounds or standings), forfeits and rulings
cmd-league-export-opt-format = format
cmd-league-export-opt-format-desc = CSV or JSON
cmd-league-export-opt-league = league
cmd-league-export-opt-league-desc = Which league (default: this channel's)

# /leaguemod: the moderators' league commands (Manage Server)
cmd-leaguemod = leaguemod
cmd-leaguemod-desc = League moderators: create, settings, rank roles, seasons, corrections, round-robin
cmd-leaguemod-create = create
cmd-leaguemod-create-desc = Create a league in this server (Manage Server)
cmd-leaguemod-create-opt-name = name
cmd-leaguemod-create-opt-name-desc = The league's name
cmd-leaguemod-config = config
cmd-leaguemod-config-desc = Show or change a league's settings (Manage Server)
cmd-leaguemod-config-opt-league = league
cmd-leaguemod-config-opt-league-desc = Which league (default: this channel's)
cmd-leaguemod-config-opt-season-days = season-days
cmd-leaguemod-config-opt-season-days-desc = Length of a new season in days
cmd-leaguemod-config-opt-modes = modes
cmd-leaguemod-config-opt-modes-desc = Rated modes, e.g. 1v1 ffa teams
cmd-leaguemod-config-opt-armies = armies
cmd-leaguemod-config-opt-armies-desc = Allowed armies, e.g. moloch borgo (all: every army)
cmd-leaguemod-config-opt-time-limit = time-limit
cmd-leaguemod-config-opt-time-limit-desc = Turn time limit, hours (0: none)
cmd-leaguemod-config-opt-reminder-hours = reminder-hours
cmd-leaguemod-config-opt-reminder-hours-desc = Reminder after hours (0: none)
cmd-leaguemod-config-opt-rematch-limit = rematch-limit
cmd-leaguemod-config-opt-rematch-limit-desc = Games a pair may play per season
cmd-leaguemod-config-opt-provisional = provisional
cmd-leaguemod-config-opt-provisional-desc = Ratings are provisional under this many games
cmd-leaguemod-config-opt-channel = channel
cmd-leaguemod-config-opt-channel-desc = Tie the league to this channel, or untie it
cmd-leaguemod-config-opt-language = language
cmd-leaguemod-config-opt-language-desc = Language of the league's public posts
cmd-leaguemod-config-opt-army-protocol = army-protocol
cmd-leaguemod-config-opt-army-protocol-desc = How two players get their armies: random pair, blind pick, ban–pick
cmd-leaguemod-config-opt-banned-armies = banned-armies
cmd-leaguemod-config-opt-banned-armies-desc = Armies never offered, e.g. dancer (none: no ban)
cmd-leaguemod-config-opt-draft-hours = draft-hours
cmd-leaguemod-config-opt-draft-hours-desc = Hours for each step of an army draft
cmd-leaguemod-role = role
cmd-leaguemod-role-desc = Give a rank role from a rating up, or remove it (Manage Server)
cmd-leaguemod-role-opt-role = role
cmd-leaguemod-role-opt-role-desc = The rank role
cmd-leaguemod-role-opt-rating = rating
cmd-leaguemod-role-opt-rating-desc = The lowest rating that earns it (off: remove the tier)
cmd-leaguemod-role-opt-league = league
cmd-leaguemod-role-opt-league-desc = Which league (default: this channel's)
cmd-leaguemod-season = season
cmd-leaguemod-season-desc = Start a new season or end the running one (Manage Server)
cmd-leaguemod-season-opt-action = action
cmd-leaguemod-season-opt-action-desc = Start or end
cmd-leaguemod-season-opt-start = start
cmd-leaguemod-season-opt-start-desc = First day, YYYY-MM-DD (default: today)
cmd-leaguemod-season-opt-end = end
cmd-leaguemod-season-opt-end-desc = Last day, YYYY-MM-DD (default: after the season length)
cmd-leaguemod-season-opt-league = league
cmd-leaguemod-season-opt-league-desc = Which league (default: this channel's)
cmd-leaguemod-correct = correct
cmd-leaguemod-correct-desc = Correct a member's rating, logged with the reason (Manage Server)
cmd-leaguemod-correct-opt-player = player
cmd-leaguemod-correct-opt-player-desc = Whose rating
cmd-leaguemod-correct-opt-reason = reason
cmd-leaguemod-correct-opt-reason-desc = Why (kept in the log)
cmd-leaguemod-correct-opt-mu = mu
cmd-leaguemod-correct-opt-mu-desc = New skill estimate (mu)
cmd-leaguemod-correct-opt-sigma = sigma
cmd-leaguemod-correct-opt-sigma-desc = New uncertainty (sigma)
cmd-leaguemod-correct-opt-league = league
cmd-leaguemod-correct-opt-league-desc = Which league (default: this channel's)
cmd-leaguemod-schedule = schedule
cmd-leaguemod-schedule-desc = Make the season's round-robin, or clear it (Manage Server)
cmd-leaguemod-schedule-opt-action = action
cmd-leaguemod-schedule-opt-action-desc = Make or clear
cmd-leaguemod-schedule-opt-days = days
cmd-leaguemod-schedule-opt-days-desc = Days per round (default: the season's remaining days shared out)
cmd-leaguemod-schedule-opt-league = league
cmd-leaguemod-schedule-opt-league-desc = Which league (default: this channel's)

# Choices of /league and /leaguemod
cmd-choice-lgchannel-here = This channel
cmd-choice-lgchannel-none = No channel
cmd-choice-lgaction-start = Start a new season
cmd-choice-lgaction-end = End the running season
cmd-choice-lgprotocol-random = Random pair
cmd-choice-lgprotocol-blind = Blind pick
cmd-choice-lgprotocol-ban-pick = Ban–pick from three
cmd-choice-lgschedule-make = make
cmd-choice-lgschedule-clear = clear
cmd-choice-lgwhat-standings = Standings
cmd-choice-lgwhat-games = Games
cmd-choice-lgformat-csv = CSV
cmd-choice-lgformat-json = JSON

# Mistakes (private)
lg-err-moderators = Only moderators (Manage Server) can do that.
lg-err-name = Give the league a name of 1 to 40 characters.
lg-err-name-taken = This server already has a league called “{ $name }”.
lg-err-no-league = This server has no league yet: a moderator creates one with { -leaguemod-create }.
lg-err-which-league = This server has several leagues ({ $names }): name one with league:.
lg-err-unknown-league = There is no league “{ $name }” here. Leagues: { $names }.
lg-err-not-member = You are not a member of { $league }: /league join first.
lg-err-player-not-member = { $user } is not a member of { $league }.
lg-err-already-member = You are already a member of { $league }.
lg-err-self-challenge = You cannot challenge yourself.
lg-err-challenge-twice = Name each opponent once.
lg-err-no-army-for-seat = This league allows no army for seat { $n } of this game.
lg-err-opponent-bot = League games are between members: the bot cannot be challenged.
lg-err-channel-busy = This channel already has a live game: finish it, or challenge in another channel.
lg-err-rematch-limit = You and { $user } have played { $n } league games this season: that is the limit.
lg-err-no-season = { $league } has no season running.
lg-err-no-season-n = { $league } has no season { $n }.
lg-err-season-running = Season { $n } is still running: end it first ({ -leaguemod-season-end }).
lg-err-season-order = A season must end after it starts.
lg-err-mode-not-rated = This league does not rate { $mode } games.
lg-err-army-not-allowed = { $army } is not allowed in this league. Allowed: { $armies }.
lg-err-date = “{ $value }” is not a date: write YYYY-MM-DD, e.g. 2026-03-01.
lg-err-number = { $option }: “{ $value }” is not a number.
lg-err-range = { $option } must be between { $min } and { $max }.
lg-err-choice = { $option }: “{ $value }” is not one of { $values }.
lg-err-role = Name a role: role:@Role.
lg-err-correct-what = Give the new mu:, sigma: or both.
lg-err-reason = Say why with reason: — corrections are logged.

# Answers and posts
lg-created = League { $league } created. Season { $n } runs from { $start } to { $end }. Members join with /league join.
lg-config-shown = Settings of { $league }:
lg-config-saved = Settings of { $league } saved:
lg-settings = Season length: { $days } days · rated modes: { $modes } · armies: { $armies } · turn time limit: { $limit } · reminders: { $reminders } · games between two members per season: { $rematch } · provisional under { $provisional } games · channel: { $channel } · rank roles: { $roles } · language: { $language } · army protocol: { $protocol } · banned armies: { $banned } · draft step: { $draft }
lg-all-armies = all
lg-none = none
lg-default = the bot's default
lg-hours = { $n } h
lg-role-set = { $league }: members rated { $rating } or more get { $role }.
lg-role-removed = { $league }: { $role } is no longer a rank role.
lg-season-started = { $league }: season { $n } runs from { $start } to { $end }.
lg-season-ended = { $league }: season { $n } is over. The podium:
lg-podium-line = { $medal } { $user } — { $rating }
lg-list-line = **{ $league }**: { $members ->
    [one] { $members } member
   *[other] { $members } members
 } · season { $season } until { $end } · channel { $channel }
lg-joined = { $user } joined { $league }.
lg-left = { $user } left { $league }.{ $resigned ->
    [0] {""}
    [one] {" "}Their league game in progress counts as resigned.
   *[other] {" "}Their { $resigned } league games in progress count as resigned.
 }
lg-challenge = ⚔️ Rated game of { $league } (season { $n }): { $user } challenges { $opponent }.
lg-queued = You wait in the queue of { $league } ({ $n ->
    [0] nobody else is waiting
    [one] one other member is waiting
   *[other] { $n } other members are waiting
 }). Queue again to leave it.
lg-unqueued = You left the queue of { $league }.
lg-paired = The queue of { $league } paired { $a } and { $b }.
lg-standings-title = { $league } — season { $n }
lg-standings-dates = { $start } – { $end } · rating = mu − 3·sigma · * provisional
lg-standings-line = { $place }. { $user } — { $rating }{ $mark } · { $games ->
    [one] { $games } game
   *[other] { $games } games
 }: { $wins } W, { $losses } L, { $draws } D
lg-provisional = {" "}(provisional)
lg-standings-more = … and { $n } more (see the image or /league export).
lg-no-members = No members yet.
lg-no-games = No rated games yet.
lg-profile-title = { $user } in { $league }, season { $n }
lg-profile-rating = Rating { $rating }{ $mark } (mu { $mu }, sigma { $sigma }) · place { $place } of { $total } · { $games ->
    [one] { $games } game
   *[other] { $games } games
 }: { $wins } W, { $losses } L, { $draws } D
lg-profile-armies = By army:
lg-profile-army = • { $army }: { $wins } W, { $losses } L, { $draws } D
lg-profile-h2h = Head-to-head:
lg-profile-h2h-line = • vs { $user }: { $wins } W, { $losses } L, { $draws } D
lg-plot-title = { $user } — rating in { $league }, season { $n }
lg-games-title = Recent games of { $league }:
lg-game-line = #{ $id } { $date } · { $players } · { $state } · { $link } · { $export }
lg-game-live = in progress
lg-game-void = not rated
lg-export = { $league }, season { $n }: { $what } ({ $rows ->
    [one] { $rows } row
   *[other] { $rows } rows
 }).
lg-corrected = { $moderator } corrected the rating of { $user }: { $before } → { $after }. Reason: { $reason }
lg-roles-forbidden = { $league }: I cannot give the rank roles (I need the Manage Roles permission and a role above the rank roles). Ratings and standings keep working; once that is fixed, a moderator sets a rank role again with { -leaguemod-role }.
lg-alt-standings = { $title }: { $top }
lg-alt-plot = { $title }: from { $first } to { $last } over { $n ->
    [one] { $n } game
   *[other] { $n } games
 }.

# Pictures (renderer/table.py)
league-col-place = #
league-col-player = Player
league-col-rating = Rating
league-col-games = Games
league-col-wld = W–L–D
league-img-more = … and { $n } more
league-img-games-axis = { $n ->
    [one] { $n } rated game
   *[other] { $n } rated games
 }
lg-err-schedule-members = A round-robin needs at least two members.
lg-err-schedule-fit = { $rounds ->
    [one] { $rounds } round does
   *[other] { $rounds } rounds do
 } not fit before the season ends on { $end }: give fewer days per round, or start a longer season.
lg-err-schedule-exists = This season of { $league } has a round-robin already (moderators can clear it).
lg-schedule-made = 📅 { $league }, season { $n }: a round-robin of { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
 } and { $games ->
    [one] { $games } game
   *[other] { $games } games
 }, one round every { $days ->
    [one] day
   *[other] { $days } days
 }. Play your game with /league challenge opponent:…; a reminder comes the day before each deadline.
lg-schedule-cleared = The round-robin of { $league } is cleared ({ $n ->
    [one] { $n } fixture
   *[other] { $n } fixtures
 } removed; rated games stay rated).
lg-schedule-none = Season { $n } of { $league } has no round-robin (moderators: { -leaguemod-schedule-make }).
lg-schedule-title = 📅 { $league }, season { $n }: { $played } of { $games } played{ $missed ->
    [0] {""}
   *[other] , { $missed } missed
 }.
lg-schedule-round = **Round { $k }** (due { $due }):
lg-schedule-rests = • resting: { $users }
lg-schedule-yours = **Your games:**
lg-fixture-round = round { $k }:
lg-fixture-open = to play by { $due }
lg-fixture-playing = being played (game #{ $game })
lg-fixture-won = won by { $user } (game #{ $game })
lg-fixture-drawn = drawn (game #{ $game })
lg-fixture-missed = missed
lg-fixture-game = This is their round { $round } game of the round-robin.
lg-fixture-reminder = ⏰ { $a } and { $b }: your round { $round } game of { $league } is due by { $due }. Start it with /league challenge.
lg-fixture-missed-post = ⌛ { $a } and { $b } did not play their round { $round } game by its deadline: it is lost by both, a forfeit (in the standings, not the ratings) and a no-show strike each; a moderator may rule otherwise.

# A rated game's end (bot/league/settlement.py): posted in the game's channel after the game-over message
lg-result-title = 📈 { $league }, season { $n }: ratings after this game
lg-result-line = { $user }: { NUMBER($before, minimumFractionDigits: 1, maximumFractionDigits: 1) } → { NUMBER($after, minimumFractionDigits: 1, maximumFractionDigits: 1) } ({ $sign }{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) }){ $rank ->
    [0] {""}
   *[other] , now { ORDINAL($rank) ->
        [one] { $rank }st
        [two] { $rank }nd
        [few] { $rank }rd
       *[other] { $rank }th
    } of { $total } in the standings
 }

# Army drafts (docs/leagues.md, "Armies")
lg-protocol-random = random pair
lg-protocol-blind = blind pick
lg-protocol-ban-pick = ban–pick from three
lg-draft-begun = ⚔️ Rated game of { $league } (season { $n }): { $user } challenges { $opponent }. Armies: { $protocol } ({ $hours } h for each step).
lg-draft-now-pick = Each of you picks an army privately: press Choose army. Waiting for { $users }.
lg-draft-now-name = Each of you names { $n } armies privately: press Choose army. Waiting for { $users }.
lg-draft-now-ban = Each of you bans one of the other's armies privately: press Choose army. Waiting for { $users }.
lg-draft-now-done = The armies are chosen.
lg-draft-choose = Choose army
lg-draft-saved = Saved privately: { $choice }. Waiting for { $user }.
lg-draft-banned-mine = you ban { $army }
lg-draft-panel-wait = You have done this step: waiting for { $user }.
lg-draft-panel-pick = Pick your army:
lg-draft-panel-name = Name { $n } different armies ({ $left } more):
lg-draft-panel-ban = Ban one of your opponent's armies:
lg-draft-panel-so-far = Named so far: { $armies }
lg-draft-panel-named = Your armies: { $armies }
lg-draft-panel-their = { $user }'s armies: { $armies }
lg-draft-panel-bans = { $user } banned your { $army }.
lg-draft-named = { $user } named { $armies }.
lg-draft-banned = { $user } banned { $army } of { $other }.
lg-draft-mirror = Both picked { $army }: { $user } (the coin) plays their backup, { $backup }.
lg-draft-revealed = Armies: { $a } plays { $army_a }, { $b } plays { $army_b }.
lg-draft-timeout = ⏰ The draft's { $hours } h ran out for { $users }: the bot chose for them at random.
lg-err-draft-none = There is no army draft to take part in here.
lg-err-draft-over = This army draft is over: its buttons no longer work.
lg-err-draft-busy = The draft moved on at the same moment: open your panel again.
lg-err-draft-channel-busy = This channel has an army draft under way: finish it, or challenge in another channel.
lg-err-draft-not-offered = { $army } is not offered here.
lg-err-draft-not-named = { $army } is not among the armies you may choose now.
lg-err-draft-out-of-turn = That is not this step of the draft.
lg-err-draft-done-already = You have done this step already.
lg-err-draft-not-a-player = Only the two players of this game take part in its draft.
lg-err-draft-name-three = Name { $n } different armies.
lg-err-draft-too-few-armies = This protocol needs at least { $fewest } armies offered: allow more, or ban fewer.

# Swiss events (bot/league/events.py, docs/leagues.md "Swiss events")
cmd-league-event = event
cmd-league-event-desc = A Swiss event of the league: see it, join it, withdraw from it
cmd-league-event-opt-action = action
cmd-league-event-opt-action-desc = Show (default), join or withdraw
cmd-league-event-opt-name = name
cmd-league-event-opt-name-desc = Which event (default: the league's running one)
cmd-league-event-opt-round = round
cmd-league-event-opt-round-desc = The pairings of an earlier round
cmd-league-event-opt-league = league
cmd-league-event-opt-league-desc = Which league (default: this channel's)
cmd-leaguemod-event = event
cmd-leaguemod-event-desc = Create a Swiss event, or pair its next round (Manage Server)
cmd-leaguemod-event-opt-action = action
cmd-leaguemod-event-opt-action-desc = Create an event, or pair its next round
cmd-leaguemod-event-opt-name = name
cmd-leaguemod-event-opt-name-desc = The event's name
cmd-leaguemod-event-opt-rounds = rounds
cmd-leaguemod-event-opt-rounds-desc = Swiss rounds (default 4)
cmd-leaguemod-event-opt-playoff = playoff
cmd-leaguemod-event-opt-playoff-desc = A playoff of the best after the Swiss rounds (default: none)
cmd-leaguemod-event-opt-match = match
cmd-leaguemod-event-opt-match-desc = Each pairing plays one game or a two-leg duel (default: one game)
cmd-leaguemod-event-opt-league = league
cmd-leaguemod-event-opt-league-desc = Which league (default: this channel's)
cmd-choice-lgeventmod-create = Create an event
cmd-choice-lgeventmod-pair = Pair the next round
cmd-choice-lgevent-show = Show
cmd-choice-lgevent-join = Join
cmd-choice-lgevent-withdraw = Withdraw
cmd-choice-lgplayoff-none = No playoff
cmd-choice-lgplayoff-top4 = Top 4
cmd-choice-lgplayoff-top8 = Top 8
cmd-choice-lgmatch-single = One game
cmd-choice-lgmatch-duel = Two-leg duel
lg-event-created = 🏆 Event “{ $event }” created in { $league }: join with /league event action:join.
lg-event-format = { $rounds } Swiss { $rounds ->
    [one] round
   *[other] rounds
 } of { $scheme }{ $playoff ->
    [0] , no playoff.
   *[other] , then a top-{ $playoff } playoff.
 }
lg-event-scheme-single = single games
lg-event-scheme-duel = two-leg duels (the armies swapped for the return game, scored on the HQ points of both)
lg-event-joined = { $user } joined “{ $event }” ({ $n } entered).
lg-event-joined-late = { $user } joined “{ $event }” late: they play from round { $round } on, with no points for the rounds before ({ $n } entered).
lg-event-withdrawn = { $user } withdrew from “{ $event }”.
lg-event-forfeit-win = { $user } wins their match of this round by forfeit.
lg-event-round-paired = 🏆 “{ $event }”, round { $round } of { $rounds }:
lg-event-how-to-play = Play each pairing with /league challenge (the first named moves first); the event counts { $scheme }.
lg-event-bye = { $user }: bye (a win)
lg-event-playoff-begins = 🏆 “{ $event }”: the Swiss part is over; the top { $n } play the playoff.
lg-event-playoff-next = 🏆 “{ $event }”, the playoff's next round:
lg-event-playoff-too-few = Fewer than { $n } entrants are left ({ $count }): no playoff.
lg-event-quarters = Quarter-finals
lg-event-semis = Semi-finals
lg-event-final = Final
lg-event-over = 🏁 “{ $event }” is over. Final standings:
lg-event-champion = 🏆 { $user } wins “{ $event }”!
lg-event-game = This is their game of “{ $event }” (round { $round }, game { $leg } of { $legs }).
lg-event-title = **{ $event }** ({ $league }): { $status }
lg-event-status-open = taking entrants
lg-event-status-swiss = round { $round } of { $rounds }
lg-event-status-playoff = the playoff
lg-event-status-done = over
lg-event-entrants = Entered ({ $n }): { $users }
lg-event-round = **Round { $round }** of { $rounds }:
lg-event-standings = **Standings** (points, HQ difference, head to head, Buchholz, Sonneborn–Berger):
lg-event-row = { $place }. { $user }: { $points } pts, HQ { $hq }, h2h { $h2h }, Bh { $buchholz }, SB { $sb } ({ $won }W { $drawn }D { $lost }L{ $byes ->
    [0] {""}
   *[other] , { $byes } { $byes ->
        [one] bye
       *[other] byes
    }
 })
lg-event-more = … and { $n } more.
lg-event-row-withdrawn = (withdrawn)
lg-event-bracket = **Playoff**:
lg-event-forfeited = forfeited by { $users }
lg-event-playing = game #{ $game } in play (game { $leg } of { $legs })
lg-event-to-play = to play (game { $leg } of { $legs })
lg-event-score = { $a }–{ $b } (HQ { $hq_a }–{ $hq_b }; { $games })
lg-event-through = — { $user } goes through
lg-err-event-none = { $league } has no event yet: a moderator creates one with /leaguemod event action:create.
lg-err-event-unknown = There is no event “{ $name }” here. Events: { $names }.
lg-err-event-which = Several events are running ({ $names }): name one with name:.
lg-err-event-name = Give the event a name of 1 to 40 characters.
lg-err-event-taken = { $league } already has an event called “{ $name }”.
lg-err-event-busy = The event changed at the same moment: try again.
lg-err-event-closed = “{ $event }” takes no more entrants (late joins end when half its rounds are paired).
lg-err-event-joined = You are already in “{ $event }”.
lg-err-event-withdrawn = You withdrew from “{ $event }”: you cannot enter it again.
lg-err-event-not-in = You are not playing in “{ $event }”.
lg-err-event-over = “{ $event }” is over.
lg-err-event-mid-game = Your event game #{ $game } is in progress: finish it (or resign it) before you withdraw.
lg-err-event-mid-duel = Your duel of this round is half played: play its return game before you withdraw.
lg-err-event-round-running = Round { $round } of “{ $event }” is still being played: every match must be decided first.
lg-err-event-few = “{ $event }” needs at least two entrants to start ({ $n } now).
lg-err-event-playoff-few = A top-{ $n } playoff needs at least { $n } entrants ({ $count } now): wait for more, or create the event with a smaller playoff.
lg-err-event-no-pairing = No pairing of the next round of “{ $event }” avoids a rematch: the Swiss part cannot go on.
lg-err-event-round = There is no round { $round } to show (rounds paired: { $rounds }).

## The league clock, vacations and forfeits (docs/leagues.md, "The league clock")
cmd-leaguemod-config-opt-clock-hours = clock-hours
cmd-leaguemod-config-opt-clock-hours-desc = Hours per turn (0: off)
cmd-leaguemod-config-opt-bank-hours = bank-hours
cmd-leaguemod-config-opt-bank-hours-desc = Time bank, hours
cmd-leaguemod-config-opt-timeout = timeout
cmd-leaguemod-config-opt-timeout-desc = Out of time
cmd-leaguemod-config-opt-vacation-days = vacation-days
cmd-leaguemod-config-opt-vacation-days-desc = Vacation days
cmd-choice-lgtimeout-loss = Loss
cmd-choice-lgtimeout-last-turn = Last turn
cmd-league-vacation = vacation
cmd-league-vacation-desc = Mark vacation days ahead: your league clock stops on them
cmd-league-vacation-opt-from = from
cmd-league-vacation-opt-from-desc = First day, YYYY-MM-DD (none: show your days)
cmd-league-vacation-opt-to = to
cmd-league-vacation-opt-to-desc = Last day, YYYY-MM-DD (default: the first)
cmd-league-vacation-opt-league = league
cmd-league-vacation-opt-league-desc = Which league (default: this channel's)
lg-settings-no-clock = League clock: none
lg-settings-clock = League clock: { $turn } per turn, a bank of { $bank } · out of time: { $rule } · vacation days per season: { $days }
lg-timeout-loss = a loss at once
lg-timeout-last-turn = a last turn for the opponent, then the Final Battle
lg-err-no-clock = { $league } has no league clock: there are no vacation days to mark.
lg-err-vacation-past = { $day } has begun or is past: mark days from tomorrow on.
lg-err-vacation-too-many = That is more than the season's { $allowed } vacation days ({ $left } left).
lg-err-vacation-overlap = { $day } is marked already.
lg-err-vacation-order = The last day ({ $end }) is before the first ({ $start }).
lg-err-vacation-season = The season ends on { $end }: mark days within it.
lg-vacation = { $user }'s vacation days in { $league }, season { $n }: { $days } ({ $used } of { $allowed }).
lg-clock-warning = ⏳ { $user }, your league clock in game { $game } runs out at { $due } UTC.
lg-clock-timeout-loss = ⌛ { $user } ran out of time on the league clock: a loss by forfeit (it counts in the standings, not in the ratings).
lg-clock-timeout-last-turn = ⌛ { $user } ran out of time on the league clock in game { $game }: { $opponent } takes a last turn, then the Final Battle is fought; { $user } loses by forfeit.
lg-clock-final-battle = ⚔️ The Final Battle after { $user }'s timeout.
lg-standings-forfeits = { " " }({ $n } by forfeit)
lg-profile-forfeits = Forfeits (not rated): { $wins } W, { $losses } L, { $draws } D · no-show strikes: { $strikes }
cmd-leaguemod-config-opt-match-days = match-days
cmd-leaguemod-config-opt-match-days-desc = Days for a Swiss match
lg-settings-match-days = an event round's matches: { $days } days
lg-settings-no-match-days = an event round's matches: no deadline
lg-event-deadline = ⌛ { $event }, round { $round }: these matches were not begun by the round's deadline; each is lost by both players, a forfeit and a no-show strike each:
cmd-leaguemod-ruling = ruling
cmd-leaguemod-ruling-desc = Rule on a game or pairing
cmd-leaguemod-ruling-opt-reason = reason
cmd-leaguemod-ruling-opt-reason-desc = Why (logged)
cmd-leaguemod-ruling-opt-game = game
cmd-leaguemod-ruling-opt-game-desc = Game number
cmd-leaguemod-ruling-opt-player = player
cmd-leaguemod-ruling-opt-player-desc = Or: a player
cmd-leaguemod-ruling-opt-opponent = opponent
cmd-leaguemod-ruling-opt-opponent-desc = The other player
cmd-leaguemod-ruling-opt-winner = winner
cmd-leaguemod-ruling-opt-winner-desc = None: a draw
cmd-leaguemod-ruling-opt-league = league
cmd-leaguemod-ruling-opt-league-desc = Which league
lg-err-ruling-what = Name the game (game:), or the two players (player: and opponent:) of an unplayed fixture or event match.
lg-err-ruling-winner = { $user } did not play it: the winner must be one of its players.
lg-err-ruling-not-league = Game { $game } is not a game of { $league }.
lg-err-ruling-season = Game { $game } is not of the running season.
lg-err-ruling-two = Game { $game } is not a game of two players: rulings are for two.
lg-err-ruling-rated = Game { $game } was played and rated: its result stands (correct a rating with /leaguemod correct).
lg-err-ruling-event-draw = An event match needs a winner: name one with winner:.
lg-err-ruling-nothing = { $a } and { $b } have no unplayed fixture nor event match waiting in the running season.
lg-ruling-game = ⚖️ Ruling #{ $id } by { $moderator } on game { $game } ({ $a } – { $b }):
lg-ruling-fixture = ⚖️ Ruling #{ $id } by { $moderator } on the round { $round } fixture { $a } – { $b }:
lg-ruling-match = ⚖️ Ruling #{ $id } by { $moderator } on the round { $round } event match { $a } – { $b }:
lg-ruling-win = { $user } wins (in the standings, not the ratings).
lg-ruling-draw = a draw between { $a } and { $b } (in the standings, not the ratings).
lg-ruling-reason = Reason: { $reason }
lg-game-ruled = { " " }· ruling #{ $id } by { $moderator }: { $result } ({ $reason })

# /league stats: per army and per matchup (bot/league/stats.py)
cmd-league-stats = stats
cmd-league-stats-desc = Results by army and army against army (win share, HQ points)
cmd-league-stats-opt-league = league
cmd-league-stats-opt-league-desc = Which league (default: this channel's)
cmd-league-stats-opt-season = season
cmd-league-stats-opt-season-desc = Season number (default: every season)
lg-stats-title = 📊 Armies in { $league }, every season ({ $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
 }; forfeits not counted)
lg-stats-title-season = 📊 Armies in { $league }, season { $n } ({ $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
 }; forfeits not counted)
lg-stats-armies = By army (W–L–D · win share · HQ-point difference in two-player games):
lg-stats-army = • { $army } — { $games ->
    [one] { $games } game
   *[other] { $games } games
 }: { $wins }–{ $losses }–{ $draws } · { $share } · HQ { $hq }
lg-stats-mirrors = { " " }(+{ $n } { $n ->
    [one] mirror game
   *[other] mirror games
 })
lg-stats-matchups = Army against army (the first army's W–L–D · its win share):
lg-stats-matchup = • { $army } – { $opponent }: { $wins }–{ $losses }–{ $draws } · { $share }
lg-stats-more-lines = … and { $n } more (the league's web page shows every line once the moderators made it public)
lg-stats-more = { " " }… and { $n } more
lg-profile-matchups = Army against army: { $pairs }
lg-profile-matchup = { $army } – { $opponent } { $wins }–{ $losses }–{ $draws }
# the match-point standings picture of a Swiss event (renderer/table.py)
league-col-points = Pts
league-col-hq = HQ ±
league-col-h2h = H2H
league-col-buchholz = Buchholz
league-col-sb = S-B
lg-event-picture-title = { $event } — standings after round { $round }
lg-alt-event-standings = { $title }: { $top }
# /league export of events, forfeits and rulings (docs/leagues.md, "Exports")
cmd-choice-lgwhat-event = Event: rounds and results
cmd-choice-lgwhat-event-standings = Event: standings
cmd-choice-lgwhat-rulings = Forfeits and rulings
cmd-league-export-opt-event = event
cmd-league-export-opt-event-desc = Which event (default: the league's running one, else its latest)
lg-export-event = { $event }: rounds and results ({ $rows ->
    [one] { $rows } match
   *[other] { $rows } matches
 }).
lg-export-event-standings = { $event }: standings ({ $rows ->
    [one] { $rows } row
   *[other] { $rows } rows
 }).
lg-export-rulings = { $league }, season { $n }: forfeits and rulings ({ $rows ->
    [one] { $rows } entry
   *[other] { $rows } entries
 }).
cmd-leaguemod-config-opt-divisions = divisions
cmd-leaguemod-config-opt-divisions-desc = Size/moves, e.g. 8/2 (off: none)
lg-settings-format-open = Format: open (one rating ladder)
lg-settings-format-divisions = Format: divisions of { $size }, { $moves } up and { $moves } down between each two
lg-err-division-size = A division has from { $min } to { $max } members.
lg-err-divisions = divisions: “{ $value }” is not a size and the members moving up and down, e.g. 8/2, nor off.
lg-err-division-moves = { $moves } promoted and relegated is too many for divisions of { $size }: at least 1, at most { $most }.
lg-division-members = **Division { $k }**: { $users }
lg-division-title = **Division { $k }**
lg-division-row = { $place }. { $user } — { $points } pts · { $games ->
    [one] { $games } game
   *[other] { $games } games
 }: { $won } W, { $drawn } D, { $lost } L · HQ { $hq }
lg-division-boundary = Divisions { $upper } ↔ { $lower }: up { $up } · down { $down }
lg-division-one = One division: nobody goes up or down.
lg-division-moves = 🔁 { $league }, season { $n }: promotion and relegation
lg-profile-division = Division { $k }: place { $place } of { $total }, { $points } pts
lg-division-move-up = (going up)
lg-division-move-down = (going down)
lg-division-more = … and { $n } more in this division (all of them on the league page).
