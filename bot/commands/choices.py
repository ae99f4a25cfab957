"""The closed sets of values options take: Discord's choices (named in the catalogue under
``cmd-choice-<set>-<value>``) and what a console line may give."""

from __future__ import annotations

import i18n
from bot.commands.model import ChoiceSet
from rules.armies import ARMIES
from rules.puzzle import THEMES

FACINGS = ("N", "NE", "SE", "S", "SW", "NW")
ANSWERS = ("yes", "no", "accept", "refuse", "y", "n")  # what a console line may answer a request with
ON_OFF = ("on", "off")

FACING = ChoiceSet("facing", FACINGS)
# Armies offered as choices where a fixed list fits (/hexinfo tile); /hex new autocompletes
# every army instead. Named by the armies' own catalogue names (army-<key>).
ARMY = ChoiceSet("army", (*ARMIES, "random"), named_by="army")
ARMY_NOT_RANDOM = ChoiceSet("army", ARMIES, named_by="army")
FIRST = ChoiceSet("first", ("me", "opponent", "random"))
LANGUAGE = ChoiceSet("language", i18n.LANGS)
PREF_LANGUAGE = ChoiceSet("language", (*i18n.LANGS, "auto"))
SWITCH = ChoiceSet("switch", ON_OFF)
ANSWER = ChoiceSet("answer", ("yes", "no"))
DRAW = ChoiceSet("answer", ("offer", "yes", "no"))
BOARD_FORMAT = ChoiceSet("format", ("image", "full", "text"))
MODE = ChoiceSet("mode", ("ffa", "points", "1v2", "2v2"))
BOARD = ChoiceSet("board", ("19", "37"))
VARIANT = ChoiceSet("variant", ("alt-start", "reinforcements", "both"))
WHERE = ChoiceSet("where", ("thread", "channel"))
LEVEL = ChoiceSet("level", ("easy", "medium", "hard"))
WEB_ACTION = ChoiceSet("webaction", ("show", "revoke"))  # /hexmod web: the game page's address
PUZZLE_THEME = ChoiceSet("pztheme", THEMES)  # /hexpuzzle play: a theme of the solution's battle
# the leagues' own
LEAGUE_CHANNEL = ChoiceSet("lgchannel", ("here", "none"))
SEASON_ACTION = ChoiceSet("lgaction", ("start", "end"))
ARMY_PROTOCOL = ChoiceSet("lgprotocol", ("random", "blind", "ban-pick"))
EXPORT_WHAT = ChoiceSet("lgwhat", ("standings", "games", "event", "event-standings", "rulings"))
SCHEDULE_ACTION = ChoiceSet("lgschedule", ("make", "clear"))
EXPORT_FORMAT = ChoiceSet("lgformat", ("csv", "json"))
EVENT_MOD_ACTION = ChoiceSet("lgeventmod", ("create", "pair"))
EVENT_ACTION = ChoiceSet("lgevent", ("show", "join", "withdraw"))
EVENT_PLAYOFF = ChoiceSet("lgplayoff", ("none", "top4", "top8"))
EVENT_MATCH = ChoiceSet("lgmatch", ("single", "duel"))
TIMEOUT_RULE = ChoiceSet("lgtimeout", ("loss", "last-turn"))
