"""The command-line syntax shared by the console, buttons and tests.

A line is either a slash command, ``/hex place tile:runner hex:C3 facing:NE`` (options as
``name:value``; a word without a colon continues the previous value, so
``/hex act notation:place runner C3 NE`` needs no quotes), or plain engine notation,
``place runner C3 NE``, which is the same as ``/hex act notation:...``. Users are written
``<@123>`` (the console turns ``@name`` into that first).

Commands live in the same top-level groups as on Discord (see ``docs/discord.md``):
``/hex`` (playing), ``/hexinfo`` (reference), ``/hexhistory`` (a game's record),
``/hexmod`` (moderators), ``/hexme`` (personal), ``/wz`` (the Warzone 4.1 companion),
``/league`` (community leagues) and ``/leaguemod`` (the leagues' moderators).
Each command has one name across all groups, which is what :class:`Command` carries and
the service dispatches on; a command whose word repeats another group's (``/wz log``)
is keyed apart (``wz-log``) and typed with its ``word``. For
buttons of older messages, ``/hex`` still accepts the commands that used to live in it
(``/hex log`` = ``/hexhistory log``); :func:`format_command` always writes the new line.

Names are also accepted as a Polish Discord client shows them (``/hex połóż żeton:runner
heks:C3``): the slash commands' translations (``commands.ftl``, ids from :func:`text_id`)
are read back here, so a text may name a command in its reader's language
(:func:`localise`). Parse errors are worded in the acting user's language
(:func:`bot.locale.vt`).
"""

from __future__ import annotations

import inspect
import re
import shlex
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from types import MappingProxyType

import i18n
from bot.locale import vt
from warzone import cli as wz_cli


class CommandError(ValueError):
    """The line is not a command; the message is for the player."""


PLAY, INFO, HISTORY, MOD, ME, WZ = "hex", "hexinfo", "hexhistory", "hexmod", "hexme", "wz"
LEAGUE, LEAGUE_MOD = "league", "leaguemod"
GROUPS: tuple[str, ...] = (PLAY, INFO, HISTORY, MOD, ME, WZ, LEAGUE, LEAGUE_MOD)


@dataclass(frozen=True, slots=True)
class CommandSpec:
    options: tuple[str, ...]
    help: str
    mutates: bool = True  # changes a game (so a button's version is checked)
    group: str = PLAY  # the top-level command it lives under: /hex, /hexinfo, ...
    option_aliases: Mapping[str, str] = field(default_factory=dict)  # other spellings -> option
    word: str = ""  # what is typed after the group, when it differs from the key (/wz log is wz-log)


_LANG = MappingProxyType({"lang": "language"})


def _wz_spec(procedure: str | None, word: str, help: str, extra: tuple[str, ...] = ()) -> CommandSpec:
    """A ``/wz`` command: a Warzone procedure's keys as options (dashed, ``weapon-mod``;
    the package's ``weapon_mod`` is accepted too), then ``extra``."""
    keys = wz_keys(procedure) if procedure else ()
    options = tuple(dict.fromkeys((*keys, *extra)))
    aliases = MappingProxyType({o.replace("-", "_"): o for o in options if "-" in o})
    return CommandSpec(options, help, mutates=False, group=WZ, option_aliases=aliases, word=word)


def wz_keys(procedure: str) -> tuple[str, ...]:
    """The keys of a Warzone procedure as options are spelt in the bot (``weapon-mod``)."""
    command = WZ_PROCEDURES[procedure]
    names = [p for p in inspect.signature(command.func).parameters if p not in wz_cli.INTERNAL]
    return tuple(n.replace("_", "-") for n in names)


WZ_PROCEDURES = wz_cli.COMMANDS
WZ_DIRECT = ("test", "shoot", "melee", "armour", "morale", "scatter")  # procedures with a subcommand of their own
WZ_RUN = ("rolls", "options")  # what every rolling /wz command takes beside the procedure's keys


def _league(options: tuple[str, ...], help: str, word: str, group: str = LEAGUE) -> CommandSpec:
    return CommandSpec(options, help, mutates=False, group=group, word=word)


# Keyed "leaguemod-<word>": the moderators' league commands, a group of their own (Discord
# shows it only to members with Manage Server; the use cases check it again).
LEAGUE_MOD_COMMANDS: Mapping[str, CommandSpec] = {
    f"leaguemod-{word}": _league(options, help, word, LEAGUE_MOD)
    for word, options, help in (
        ("create", ("name",), "create a league in this server (moderators)"),
        (
            "config",
            (
                "league",
                "season-days",
                "modes",
                "armies",
                "time-limit",
                "reminder-hours",
                "rematch-limit",
                "provisional",
                "channel",
                "language",
            ),
            "a league's settings (moderators): season-days, modes, armies, time-limit, reminder-hours, "
            "rematch-limit, provisional, channel here/none, language",
        ),
        ("role", ("role", "rating", "league"), "a rank role from a rating up (rating:off removes it; moderators)"),
        ("season", ("action", "start", "end", "league"), "start (dates YYYY-MM-DD) or end a season (moderators)"),
        ("correct", ("player", "mu", "sigma", "reason", "league"), "correct a rating, logged (moderators)"),
        (
            "schedule",
            ("action", "days", "league"),
            "the season's round-robin: action:make [days: per round] or action:clear (moderators)",
        ),
    )
}

# Keyed "league-<word>" (several words repeat other groups': /league games, /league export).
LEAGUE_COMMANDS: Mapping[str, CommandSpec] = {
    f"league-{word}": _league(options, help, word)
    for word, options, help in (
        ("list", (), "the leagues of this server"),
        ("join", ("league",), "join a league"),
        ("leave", ("league", "confirm"), "leave a league (a league game in progress is resigned, once confirmed)"),
        (
            "challenge",
            ("opponent", "army", "opponent-army", "league", "mode", "opponent2", "opponent3", "opponent4", "opponent5"),
            "a rated game against a member; with opponent2..opponent5 a rated game of 3-6 players "
            "in mode ffa/points/1v2/2v2",
        ),
        ("queue", ("league",), "wait for an opponent of similar rating (again: leave the queue)"),
        # action/days: what the console read before /leaguemod schedule (the use case checks moderators)
        ("schedule", ("league", "action", "days"), "the season's round-robin: the round in progress and your games"),
        ("standings", ("league", "season"), "the standings, as text and as an image"),
        ("profile", ("player", "league"), "a player's rating history, armies and head-to-head"),
        ("games", ("player", "league"), "the league's recent games"),
        ("export", ("what", "format", "league"), "standings or games as csv or json"),
    )
}

COMMANDS: Mapping[str, CommandSpec] = MappingProxyType(
    {
        # ------------------------------------------------------------ /hex: playing
        "new": CommandSpec(
            (
                "opponent",
                "army",
                "opponent-army",
                "first",
                "language",
                "time-limit",
                "level",
                "players",
                "mode",
                "board",
                "variant",
                "opponent2",
                "opponent3",
                "opponent4",
                "opponent5",
                "armies",
                "where",
            ),
            "start a game: opponent (or none for an open seat), armies, who starts (me/opponent/random), "
            "language en/pl, time-limit in hours, level easy/medium/hard against the bot; 3-6 players: "
            "players, mode ffa/points/1v2/2v2, board 19/37, variant alt-start/reinforcements/both, "
            "opponent2..opponent5, armies (one per seat, comma-separated); where thread/channel (Discord)",
            option_aliases=_LANG,
        ),
        "accept": CommandSpec((), "accept an invitation or take the open seat"),
        "decline": CommandSpec((), "decline an invitation (or withdraw your unanswered game)"),
        "hq": CommandSpec(("hex",), "place your HQ"),
        "discard": CommandSpec(("tile",), "discard a tile from your hand"),
        "redraw": CommandSpec((), "unlucky draw: discard a hand of instants and draw again"),
        "place": CommandSpec(("tile", "hex", "facing"), "place a tile (tile:hq places your HQ)"),
        "preview": CommandSpec(("tile", "hex", "facing"), "see a placement before committing it", mutates=False),
        "cancel": CommandSpec((), "dismiss a placement preview", mutates=False),
        "dance": CommandSpec(
            ("plan", "object"),
            "Dancer: plan a Dance with a preview (plan: HEX-FACING per Object; object: red/blue/yellow)",
            mutates=False,
        ),
        "move": CommandSpec(("from", "to", "facing", "via"), "move a mobile unit (via: a Transport's hex)"),
        "play": CommandSpec(
            ("tile", "unit", "target", "facing"),
            "play an instant: battle; sniper/grenade/air-strike target; push-back unit target; move unit target facing",
        ),
        "choose": CommandSpec(("hex", "facing"), "choose where your pushed unit goes (pulled, flying: and its facing)"),
        "end": CommandSpec((), "end your turn (keeping the tiles in your hand)"),
        "act": CommandSpec(("notation",), "any action in engine notation"),
        "board": CommandSpec(("format",), "show the board (format:text lists it hex by hex)", mutates=False),
        "hand": CommandSpec(("action",), "show your tiles; action: do one of your legal actions", mutates=False),
        "hint": CommandSpec((), "suggest a move (games against the bot and hot-seat games)", mutates=False),
        "undo": CommandSpec(("answer",), "ask to undo your last action; answer:yes/no answers a request"),
        "draw": CommandSpec(
            ("answer", "confirm"),
            "offer a draw; answer:yes/no answers an offer",
            option_aliases=MappingProxyType({"action": "answer"}),
        ),
        "resign": CommandSpec(("confirm",), "resign the game (asks you to confirm)"),
        "claim": CommandSpec(
            ("confirm",), "claim the win when your opponent's turn time limit has passed (asks you to confirm)"
        ),
        "settings": CommandSpec(
            ("reminder-hours", "time-limit", "answer"),
            "this game's reminder delay and turn time limit (hours, 0: off; during a game the others "
            "must accept); answer:yes/no answers such a request",
        ),
        "follow": CommandSpec((), "follow this game: pinged on battles and results only (again: stop)", mutates=False),
        # ------------------------------------------------------------ /hexinfo: reference
        "tile": CommandSpec(
            ("name", "army", "language"), "a tile card", mutates=False, group=INFO, option_aliases=_LANG
        ),
        "army": CommandSpec(("name", "language"), "an army sheet", mutates=False, group=INFO, option_aliases=_LANG),
        "rules": CommandSpec((), "how to play", mutates=False, group=INFO),
        # ------------------------------------------------------------ /hexhistory: a game's record
        "log": CommandSpec((), "the game's action history", mutates=False, group=HISTORY),
        "battle": CommandSpec((), "post the last battle again", mutates=False, group=HISTORY),
        "export": CommandSpec(("game",), "the game as replayable JSON", mutates=False, group=HISTORY),
        # ------------------------------------------------------------ /hexmod: moderators
        "abort": CommandSpec(("confirm",), "abort the channel's game (moderators; asks to confirm)", group=MOD),
        "timelimit": CommandSpec(
            ("min-hours",),
            "the shortest turn time limit games of this server may have (moderators; 0: the bot's default)",
            mutates=False,
            group=MOD,
        ),
        "threads": CommandSpec(
            ("default",), "whether new games open in a thread of their own in this server", mutates=False, group=MOD
        ),
        # ------------------------------------------------------------ /hexme: personal
        "games": CommandSpec((), "all my live games, in every server", mutates=False, group=ME),
        "prefs": CommandSpec(
            ("ping", "dm-reminders", "quiet-hours", "timezone", "language"),
            "my preferences: ping on/off, dm-reminders on/off, quiet-hours 22-7 or off, timezone, language en/pl/auto",
            mutates=False,
            group=ME,
            option_aliases=_LANG,
        ),
        # ------------------------------------------------------------ /wz: the Warzone 4.1 companion
        **{
            f"wz-{p}": _wz_spec(
                p, p, f"Warzone: {p} (keys as options; options: more key=value; rolls: your own dice)", WZ_RUN
            )
            for p in WZ_DIRECT
        },
        "wz-roll": _wz_spec(None, "roll", "Warzone: any procedure, options as key=value", ("command", *WZ_RUN)),
        "wz-log": _wz_spec(None, "log", "Warzone: this channel's recent rolls", ("limit",)),
        "wz-help": _wz_spec(None, "help", "Warzone: the procedures, or one procedure's keys", ("command",)),
        "wz-details": _wz_spec(None, "details", "Warzone: the full explanation of a stored roll", ("roll",)),
        # ------------------------------------------------------------ /league: community leagues
        **LEAGUE_COMMANDS,
        # ------------------------------------------------------------ /leaguemod: their moderators
        **LEAGUE_MOD_COMMANDS,
    }
)
_OPTION = re.compile(r"^[A-Za-z][A-Za-z-]*$")

FACINGS = ("N", "NE", "SE", "S", "SW", "NW")
_ANSWERS = ("yes", "no", "accept", "refuse", "y", "n")
_ON_OFF = ("on", "off")
# The values of the options that take a closed set, keyed by (command, option) or by option
# alone; matched without regard to case. A line with any other value is refused by name
# (:func:`parse`); Discord offers the same sets as choices (bot.discord_adapter.transformers).
CHOICES: Mapping[str | tuple[str, str], tuple[str, ...]] = MappingProxyType(
    {
        "facing": FACINGS,
        "first": ("me", "opponent", "random"),
        "level": ("easy", "medium", "hard"),
        "mode": ("ffa", "points", "1v2", "2v2"),
        "board": ("19", "37"),
        "variant": ("alt-start", "reinforcements", "both", "none"),
        "where": ("thread", "channel"),
        "confirm": ("yes",),
        ("new", "language"): i18n.LANGS,
        ("tile", "language"): i18n.LANGS,
        ("army", "language"): i18n.LANGS,
        ("prefs", "language"): (*i18n.LANGS, "auto"),
        ("board", "format"): ("image", "text"),
        ("undo", "answer"): (*_ANSWERS, "request"),
        ("draw", "answer"): (*_ANSWERS, "offer"),
        ("settings", "answer"): _ANSWERS,
        ("threads", "default"): _ON_OFF,
        ("prefs", "ping"): _ON_OFF,
        ("prefs", "dm-reminders"): _ON_OFF,
    }
)


def choices_of(command: str, option: str) -> tuple[str, ...] | None:
    """The values ``option`` of ``command`` takes, when they are a closed set."""
    return CHOICES.get((command, option)) or CHOICES.get(option)


ALIASES: Mapping[str, str] = MappingProxyType(
    {"join": "accept", "keep": "end", "pass": "end", "help": "rules", "history": "log", "tiles": "hand"}
)
# Commands that lived under /hex before the groups: /hex still accepts them (old buttons).
LEGACY_PLAY: frozenset[str] = frozenset({"tile", "army", "rules", "log", "battle", "export", "abort"})
# Moderators' commands that lived under /league before /leaguemod: /league still reads them.
LEGACY_LEAGUE: Mapping[str, str] = MappingProxyType(
    {word: f"leaguemod-{word}" for word in ("create", "config", "role", "season", "correct")}
)


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def text_id(*path: str, option: str | None = None) -> str:
    """The catalogue id of a command's name: ``text_id("hex", "new")`` -> ``cmd-hex-new``;
    of an option's: ``text_id("hex", "new", option="army")`` -> ``cmd-hex-new-opt-army``.
    Add ``-desc`` for the description. The Discord translator uses the same ids."""
    base = "cmd-" + "-".join(_slug(p) for p in path)
    return base if option is None else f"{base}-opt-{_slug(option)}"


def shared_option_id(option: str) -> str:
    """The id an option's name (and ``-desc``) falls back to when no command has its own."""
    return f"cmd-opt-{_slug(option)}"


def localised_name(lang: str, *path: str, option: str | None = None) -> str | None:
    """A group's, command's or option's name as a Discord client in ``lang`` shows it
    (``None`` when the catalogue has no translation, e.g. in English)."""
    if lang == i18n.DEFAULT:
        return None
    ids = [text_id(*path, option=option)] + ([shared_option_id(option)] if option else [])
    return next((i18n.t(lang, i) for i in ids if i18n.has(i, lang)), None)


@dataclass(frozen=True, slots=True)
class _Words:
    """Translated names read back: group word -> group, (group, word) -> command,
    (command, word) -> option."""

    groups: dict[str, str]
    commands: dict[tuple[str, str], str]
    options: dict[tuple[str, str], str]


@cache
def _words() -> _Words:
    words = _Words({}, {}, {})
    for lang in i18n.LANGS:
        for group in GROUPS:
            word = localised_name(lang, group)
            if word:
                words.groups[word] = group
        for name, spec in COMMANDS.items():
            typed = command_word(name)
            word = localised_name(lang, spec.group, typed)
            if word:
                words.commands[(spec.group, word)] = name
            for option in spec.options:
                word = localised_name(lang, spec.group, typed, option=option)
                if word:
                    words.options[(name, word)] = option
    return words


def localise(line: str, lang: str) -> str:
    """A command line with the names a Discord client in ``lang`` shows:
    ``localise("/hex place tile:hq hex:C3", "pl")`` -> ``/hex połóż żeton:hq heks:C3``.
    Values are kept; names with no translation stay as they are."""
    cmd = parse(line)
    spec = COMMANDS[cmd.name]
    typed = command_word(cmd.name)
    group = localised_name(lang, spec.group) or spec.group
    name = localised_name(lang, spec.group, typed) or typed
    parts = [f"/{group}", name]
    for option, value in cmd.options.items():
        parts.append(f"{localised_name(lang, spec.group, typed, option=option) or option}:{value}")
    return " ".join(parts)


@dataclass(frozen=True, slots=True)
class Command:
    name: str
    options: dict[str, str] = field(default_factory=dict)

    def get(self, key: str, default: str | None = None) -> str | None:
        value = self.options.get(key)
        return default if value is None or value == "" else value


def group_commands(group: str) -> list[str]:
    """The commands of one group, in table order (console-only ones included)."""
    return [name for name, spec in COMMANDS.items() if spec.group == group]


def command_word(name: str) -> str:
    """What is typed after the group for the command ``name`` (``wz-log`` -> ``log``)."""
    spec = COMMANDS.get(name)
    return (spec.word if spec is not None else "") or name


def _spec_for(group: str, word: str) -> tuple[str, CommandSpec]:
    keyed = next((n for n, s in COMMANDS.items() if s.group == group and s.word == word), None)
    legacy = LEGACY_LEAGUE.get(word) if group == LEAGUE else None
    name = keyed or legacy or ALIASES.get(word, word)
    spec = COMMANDS.get(name)
    if spec is not None and (spec.group == group or name == legacy or (group == PLAY and name in LEGACY_PLAY)):
        return name, spec
    raise CommandError(
        vt(
            "cmd-err-unknown-command",
            group=group,
            command=word,
            commands=", ".join(command_word(n) for n in group_commands(group)),
        )
    )


def parse(line: str) -> Command:
    """Read one command line (see the module docstring)."""
    text = line.strip()
    if not text:
        raise CommandError(vt("cmd-err-empty"))
    if not text.startswith("/"):
        return Command("act", {"notation": text})
    try:
        words = shlex.split(text)
    except ValueError as e:
        raise CommandError(vt("cmd-err-unreadable", line=text, error=str(e))) from None
    known = _words()
    group = words[0].lower()[1:]
    group = known.groups.get(group, group)
    if group not in GROUPS:
        raise CommandError(vt("cmd-err-unknown-group", word=words[0], groups=", ".join("/" + g for g in GROUPS)))
    if len(words) < 2:
        raise CommandError(vt("cmd-err-which", group=group, example=command_word(group_commands(group)[0])))
    word = words[1].lower()
    name, spec = _spec_for(group, known.commands.get((group, word), word))
    options: dict[str, str] = {}
    typed: dict[str, str] = {}  # each option as the user spelt it (język:), for the errors
    last: str | None = None
    for w in words[2:]:
        word, sep, value = w.partition(":")
        key = word.lower()
        key = spec.option_aliases.get(key) or known.options.get((name, key), key)
        if sep and key in spec.options:
            if key in options:
                raise CommandError(vt("cmd-err-twice", option=f"{word}:"))
            last = key
            options[last] = value
            typed[key] = f"{word}:"
        elif last is not None and not (sep and _OPTION.match(key)):
            options[last] = (options[last] + " " + w).strip()
        else:
            if spec.options:
                raise CommandError(
                    vt(
                        "cmd-err-bad-option",
                        group=spec.group,
                        command=command_word(name),
                        word=w,
                        options=", ".join(f"{o}:" for o in spec.options),
                    )
                )
            raise CommandError(vt("cmd-err-no-options", group=spec.group, command=command_word(name), word=w))
    for key, value in options.items():
        allowed = choices_of(name, key)
        if allowed is not None and value.strip() and value.strip().lower() not in {a.lower() for a in allowed}:
            raise CommandError(vt("cmd-err-choice", option=typed[key], value=value, choices=", ".join(allowed)))
    return Command(name, options)


def format_command(name: str, /, **options: str | None) -> str:
    """The line for a command, e.g. ``format_command("place", tile="runner", hex="C3")``
    -> ``/hex place tile:runner hex:C3``; ``format_command("log")`` -> ``/hexhistory log``."""
    spec = COMMANDS.get(name)
    parts = ["/" + (spec.group if spec is not None else PLAY), command_word(name)]
    parts.extend(f"{k.replace('_', '-')}:{v}" for k, v in options.items() if v not in (None, ""))
    return " ".join(parts)
