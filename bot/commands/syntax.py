"""The command-line syntax shared by the console, buttons and tests.

A line is either a slash command, ``/hex place tile:runner hex:C3 facing:NE`` (options as
``name:value``; a word without a colon continues the previous value, so
``/hex act notation:place runner C3 NE`` needs no quotes), or plain engine notation,
``place runner C3 NE``, which is the same as ``/hex act notation:...``. Users are written
``<@123>`` (the console turns ``@name`` into that first).

Commands live in the same top-level groups as on Discord (see ``docs/discord.md``), as the
registry declares them (:mod:`bot.commands.registry`): ``/hex`` (playing), ``/hexinfo``
(reference), ``/hexhistory`` (a game's record), ``/hexmod`` (moderators), ``/hexme``
(personal), ``/wz`` (the Warzone 4.1 companion), ``/league`` (community leagues) and
``/leaguemod`` (the leagues' moderators). Each command has one name across all groups,
which is what :class:`Command` carries and the dispatch runs; a command whose word repeats
another group's (``/wz log``) is keyed apart (``wz-log``) and typed with its ``word``. For
buttons of older messages, ``/hex`` still accepts the commands that used to live in it
(``/hex log`` = ``/hexhistory log``); :func:`format_command` always writes the new line.

Names are also accepted as a Polish Discord client shows them (``/hex połóż żeton:runner
heks:C3``): the slash commands' translations (``commands.ftl``, ids from :func:`text_id`)
are read back here, so a text may name a command in its reader's language
(:func:`localise`). Parse errors are worded in the acting user's language
(:func:`bot.locale.vt`).
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from types import MappingProxyType

import i18n
from bot.command_names import LEAGUE, PLAY, localised_name
from bot.commands.choices import FACINGS
from bot.commands.model import CommandSpec, Kind
from bot.commands.registry import COMMANDS, GROUPS, group_commands
from bot.locale import viewer_lang, vt
from bot.replies import Press


class CommandError(ValueError):
    """The line is not a command; the message is for the player."""


_OPTION = re.compile(r"^[A-Za-z][A-Za-z-]*$")


def choices_of(command: str, option: str) -> tuple[str, ...] | None:
    """The values ``option`` of ``command`` takes on a command line, when they are a closed
    set (Discord offers them as choices; :func:`parse` refuses any other by name)."""
    spec = COMMANDS.get(command)
    found = [o.closed for o in spec.options if o.name == option] if spec is not None else []
    return found[0] if found else None


ALIASES: Mapping[str, str] = MappingProxyType(
    {"join": "accept", "keep": "end", "pass": "end", "help": "rules", "history": "log", "tiles": "hand"}
)
# Commands that lived under /hex before the groups: /hex still accepts them (old buttons).
LEGACY_PLAY: frozenset[str] = frozenset({"tile", "army", "rules", "log", "battle", "export", "abort", "hint", "follow"})
# Moderators' commands that lived under /league before /leaguemod: /league still reads them.
LEGACY_LEAGUE: Mapping[str, str] = MappingProxyType(
    {word: f"leaguemod-{word}" for word in ("create", "config", "role", "season", "correct")}
)


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
            for option in spec.option_names:
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


def command_word(name: str) -> str:
    """What is typed after the group for the command ``name`` (``wz-log`` -> ``log``)."""
    spec = COMMANDS.get(name)
    return spec.typed if spec is not None else name


def _spec_for(group: str, word: str) -> tuple[str, CommandSpec]:
    keyed = next((n for n, s in COMMANDS.items() if s.group == group and s.word and s.word == word), None)
    legacy = LEGACY_LEAGUE.get(word) if group == LEAGUE else None
    name = keyed or legacy or ALIASES.get(word, word)
    spec = COMMANDS.get(name)
    if spec is not None and (spec.group == group or name == legacy or (group == PLAY and name in LEGACY_PLAY)):
        return name, spec
    raise CommandError(
        vt(
            "cmd-err-unknown-command",
            group=_shown_group(group),
            command=echo(word),
            commands=", ".join(_shown_word(n) for n in group_commands(group) if COMMANDS[n].slash),
        )
    )


MAX_ECHO = 40  # characters of a player's word an error repeats (a longer one is clipped)


def echo(word: str) -> str:
    """A word the player typed, as an error repeats it: whole, or its beginning and "…"."""
    return word if len(word) <= MAX_ECHO else word[: MAX_ECHO - 1] + "…"


def _shown_group(group: str) -> str:
    """A group's name as the acting user's Discord client shows it (``hexhistoria`` in Polish)."""
    return localised_name(viewer_lang(), group) or group


def _shown_word(name: str) -> str:
    """A command's word as the acting user's Discord client shows it (``żeton`` in Polish)."""
    spec = COMMANDS[name]
    typed = command_word(name)
    return localised_name(viewer_lang(), spec.group, typed) or typed


def _shown_option(name: str, option: str) -> str:
    """An option's name as the acting user's Discord client shows it (``heks`` in Polish)."""
    spec = COMMANDS[name]
    return localised_name(viewer_lang(), spec.group, command_word(name), option=option) or option


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
        raise CommandError(vt("cmd-err-unreadable", line=echo(text), error=str(e))) from None
    known = _words()
    group = words[0].lower()[1:]
    group = known.groups.get(group, group)
    if group not in GROUPS:
        groups = ", ".join("/" + _shown_group(g) for g in GROUPS)
        raise CommandError(vt("cmd-err-unknown-group", word=echo(words[0]), groups=groups))
    if len(words) < 2:
        raise CommandError(
            vt("cmd-err-which", group=_shown_group(group), example=_shown_word(group_commands(group)[0]))
        )
    word = words[1].lower()
    name, spec = _spec_for(group, known.commands.get((group, word), word))
    names, aliases = spec.option_names, spec.aliases()
    options: dict[str, str] = {}
    typed: dict[str, str] = {}  # each option as the user spelt it (język:), for the errors
    last: str | None = None
    for w in words[2:]:
        word, sep, value = w.partition(":")
        key = word.lower()
        key = aliases.get(key) or known.options.get((name, key), key)
        if sep and key in names:
            if key in options:
                raise CommandError(vt("cmd-err-twice", option=f"{echo(word)}:"))
            last = key
            options[last] = value
            typed[key] = f"{word}:"
        elif last is not None and not (sep and _OPTION.match(key)):
            options[last] = (options[last] + " " + w).strip()
        else:
            group, command = _shown_group(spec.group), _shown_word(name)
            if names:
                listed = [f"{_shown_option(name, o.name)}:" for o in (spec.slash_options or spec.options)]
                raise CommandError(
                    vt("cmd-err-bad-option", group=group, command=command, word=echo(w), options=", ".join(listed))
                )
            raise CommandError(vt("cmd-err-no-options", group=group, command=command, word=echo(w)))
    for key, value in options.items():
        allowed = choices_of(name, key)
        if allowed == FACINGS:  # a facing in any language: pd-wsch, PdWsch, SE
            options[key] = value = i18n.direction_code(value) or value
        _check_bounds(spec, key, typed[key], value)
        if allowed is not None and value.strip() and value.strip().lower() not in {a.lower() for a in allowed}:
            shown = [i18n.direction_name(a, viewer_lang()) for a in allowed] if allowed == FACINGS else allowed
            raise CommandError(vt("cmd-err-choice", option=typed[key], value=echo(value), choices=", ".join(shown)))
    return Command(name, options)


# Discord takes whole numbers up to 2^53 and checks an option's range and a text's length
# before the bot hears of it; a console line is held to the same.
DISCORD_MAX_INTEGER = 2**53
MAX_TEXT = 6000  # a whole Discord message: no option of ours needs more
MAX_WORD = 100  # a choice's or an autocompleted value's length on Discord


def _check_bounds(spec: CommandSpec, name: str, typed: str, value: str) -> None:
    option = next((o for o in spec.options if o.name == name), None)
    if option is None:
        return
    text = value.strip()
    if option.kind in (Kind.INTEGER, Kind.NUMBER):
        try:
            number = float(text.lstrip("#"))
        except ValueError:
            return  # not a number: the handler says what it expected
        low = option.low if option.low is not None else -DISCORD_MAX_INTEGER
        high = option.high if option.high is not None else DISCORD_MAX_INTEGER
        if not low <= number <= high:  # also inf and nan
            raise CommandError(vt("cmd-err-range", option=typed, low=_plain(low), high=_plain(high)))
        return
    if option.kind == Kind.ATTACHMENT:  # a file's text: as large as the option takes
        limit = int(option.high) if option.high is not None else MAX_TEXT
    elif option.kind != Kind.TEXT:  # a tile, a hex, a choice, a user: Discord sends at most a choice's 100
        limit = MAX_WORD
    else:
        limit = int(option.high) if option.high is not None else MAX_TEXT
    if len(text) > limit:
        raise CommandError(vt("cmd-err-length", option=typed, n=limit))


def _plain(number: float) -> str:
    """``12``, ``2.5``, ``9007199254740992``: a bound as a player writes it."""
    return str(int(number)) if float(number).is_integer() else f"{number:g}"


def format_command(name: str, /, **options: str | None) -> str:
    """The line for a command, e.g. ``format_command("place", tile="runner", hex="C3")``
    -> ``/hex place tile:runner hex:C3``; ``format_command("log")`` -> ``/hexhistory log``."""
    spec = COMMANDS.get(name)
    parts = ["/" + (spec.group if spec is not None else PLAY), command_word(name)]
    parts.extend(f"{k.replace('_', '-')}:{v}" for k, v in options.items() if v not in (None, ""))
    return " ".join(parts)


def line_of(press: Press) -> str:
    """The line a :class:`~bot.replies.Press` runs: ``Press("resign", confirm="yes")`` ->
    ``/hex resign confirm:yes`` (a press that keeps a written line gives that line)."""
    if not press.command:
        return press.get("line") or ""
    return format_command(press.command, **dict(press.options))
