## How texts name commands (Fluent terms). Polish clients see localised command names,
## so the Polish file names them as Polish clients see them (tests check they agree with
## the slash-command translations).

-hex-new = /hex new
-hex-accept = /hex accept
-hex-place = /hex place
-hex-place-hq = /hex place tile:hq hex:…
-hex-preview = /hex preview
-hex-play = /hex play
-hex-choose = /hex choose hex:…
-hex-claim = /hex claim
-hex-resign = /hex resign
-hex-undo = /hex undo
-hex-draw = /hex draw
-hex-hand = /hex hand
-hex-board = /hex board
-hex-discard = /hex discard tile:…
-hex-move = /hex move
-hex-end = /hex end
-hexinfo-tile = /hexinfo tile
-hexinfo-rules = /hexinfo rules
-hexinfo-army = /hexinfo army
-hexhistory-log = /hexhistory log
-hexme-prefs = /hexme prefs
-leaguemod-create = /leaguemod create
-leaguemod-role = /leaguemod role
-leaguemod-season-end = /leaguemod season action:end
-leaguemod-schedule-make = /leaguemod schedule action:make
