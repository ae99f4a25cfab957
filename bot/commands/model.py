"""What a command is: its group, its name, its typed options, its flags and its handler.

Every command of the bot is declared once, as a :class:`CommandSpec` in one of the group
modules of this package (``play.py`` for ``/hex``, ``reference.py`` for ``/hexinfo`` and
``/hexhistory``, …). From the declarations come the console's parser (:mod:`.syntax`), the
dispatch of command lines and buttons (:mod:`bot.dispatch`), the Discord slash-command tree
(:mod:`bot.discord_adapter.tree`), the catalogue ids of every name, description and choice,
and the flags the Discord adapter answers by. Texts are not declared here: the names,
descriptions and choices a player sees live in the message catalogue (``commands.ftl``),
under ids derived from where they sit (:func:`bot.commands.syntax.text_id`).

A handler is written for the use case it calls: ``@uses(lambda app: app.turns)`` over
``async (turns, call, args) -> Reply`` — the use case (here :class:`bot.usecases.turns.Turns`),
who runs the command where (:class:`Call`), and the options as typed values (:class:`Args`);
:func:`uses` picks the use case from the application when the command runs, so a handler
sees only what it calls. It calls the use cases with typed values only (numbers, user ids,
lists, flags), never the raw text of an option.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Protocol, TypeVar

from bot.command_names import slug
from bot.locale import vt
from bot.readers import Mistake
from bot.replies import Reply

if TYPE_CHECKING:
    from bot.app import App


class Kind(StrEnum):
    """What an option holds, as Discord asks for it (the console reads text)."""

    TEXT = "text"
    USER = "user"  # a user id (Discord: a user picker; console: <@id>)
    ROLE = "role"  # a role id (Discord: a role picker; console: <@&id>)
    INTEGER = "integer"
    NUMBER = "number"
    HEX = "hex"  # a board hex, C3 (Discord: checked and upper-cased on the way in)
    TILE = "tile"  # a tile key, push-back (Discord: lower-cased, spaces to dashes)
    CHOICE = "choice"  # one of the option's choices
    ATTACHMENT = "attachment"  # a file's text (Discord: an attached file, read as UTF-8; console: the text itself)


@dataclass(frozen=True, slots=True)
class ChoiceSet:
    """Values Discord offers as choices, each named in the catalogue under
    ``cmd-choice-<key>-<value>`` (in every language), or under ``<named_by>-<value>`` when
    the values have names of their own (the armies: ``army-<key>``, so that an army's
    names are written once)."""

    key: str
    values: tuple[str, ...]
    named_by: str = ""

    def text_id(self, value: str) -> str:
        if self.named_by:
            return f"{self.named_by}-{slug(value)}"
        return f"cmd-choice-{self.key}-{slug(value)}"


@dataclass(frozen=True, slots=True)
class Option:
    """One option of a command.

    ``name`` is how a console line and a button spell it (``opponent-army``) and, unless
    ``slash_name`` says otherwise, how Discord shows it; ``slash=False`` keeps it off
    Discord (``confirm:``, which only a Confirm button sends). ``required``, ``choices``,
    ``low``/``high`` (a number's range, a text's length) and ``autocomplete`` (the name of a
    source the Discord adapter completes from) describe the slash option. ``closed`` is the
    only values a console line may give (case-insensitive); ``aliases`` are older console
    spellings. ``player``: a user who will play (their name is remembered for the pictures,
    and another bot is refused on Discord)."""

    name: str
    kind: Kind = Kind.TEXT
    required: bool = False
    choices: ChoiceSet | None = None
    closed: tuple[str, ...] | None = None
    low: float | None = None
    high: float | None = None
    autocomplete: str | None = None
    slash: bool = True
    slash_name: str | None = None
    aliases: tuple[str, ...] = ()
    player: bool = False

    @property
    def shown_as(self) -> str:
        """The option's name on Discord."""
        return self.slash_name or self.name


Decision = bool | Callable[["Args"], bool]


@dataclass(frozen=True, slots=True)
class CommandSpec:
    """One command: where it lives, what it takes, how Discord answers it, what it runs.

    ``key`` is the command's name across all groups (``place``; ``wz-log`` and
    ``league-games`` where a word repeats another group's); ``word`` what is typed after
    the group when it differs from the key. Flags: ``changes_state`` (it changes a game:
    a button carries the game's version); ``quiet`` (its public answer is a change of the
    game's live turn message, so the acting user gets a short private note); ``slow`` (it
    always defers first: a new game may open a thread); ``reposts_turn`` (``/hex board``:
    its answer brings the turn message down); ``private`` and ``defer`` (the answer's
    expected visibility and whether Discord is told to wait, per the options given);
    ``moderators`` (the permissions that make a member a moderator for it), ``requires``
    (permissions Discord checks before it runs); ``slash=False`` for the console's and
    buttons' own commands; ``slash_order`` when Discord lists the options otherwise."""

    group: str
    key: str
    options: tuple[Option, ...]
    handler: Handler
    word: str = ""
    changes_state: bool = False
    quiet: bool = False
    slow: bool = False
    reposts_turn: bool = False
    private: Decision = False
    defer: Decision = True
    moderators: tuple[str, ...] = ()
    requires: tuple[str, ...] = ()
    slash: bool = True
    slash_order: tuple[str, ...] | None = None

    @property
    def typed(self) -> str:
        """What is typed after the group."""
        return self.word or self.key

    @property
    def path(self) -> str:
        """``hex new``: the command as Discord names it (its qualified name)."""
        return f"{self.group} {self.typed}"

    @property
    def option_names(self) -> tuple[str, ...]:
        return tuple(o.name for o in self.options)

    def option(self, name: str) -> Option:
        return next(o for o in self.options if o.name == name)

    @property
    def slash_options(self) -> tuple[Option, ...]:
        """The options Discord shows, in its order."""
        shown = [o for o in self.options if o.slash]
        if self.slash_order is None:
            return tuple(shown)
        by_name = {o.name: o for o in shown}
        return tuple(by_name[n] for n in self.slash_order)

    def aliases(self) -> dict[str, str]:
        """Other console spellings of the options: their aliases, Discord's names."""
        out = {a: o.name for o in self.options for a in o.aliases}
        out.update({o.slash_name: o.name for o in self.options if o.slash_name})
        return out

    def is_private(self, args: Args) -> bool:
        return self.private(args) if callable(self.private) else self.private

    def defers(self, args: Args) -> bool:
        return self.defer(args) if callable(self.defer) else self.defer


class Call(Protocol):
    """Who runs a command, where, and what the adapter that received it offers."""

    @property
    def channel_id(self) -> int: ...
    @property
    def user_id(self) -> int: ...
    @property
    def guild_id(self) -> int | None: ...
    @property
    def version(self) -> int | None:
        """The game version a button or menu showed (``None``: a typed command)."""
        ...

    @property
    def is_moderator(self) -> bool: ...
    @property
    def user_name(self) -> str | None:
        """How the acting user is called (a league remembers it)."""
        ...

    @property
    def previews(self) -> bool:
        """Whether ``/hex place`` without a facing opens the placement preview (Discord,
        where the facing is an optional choice) rather than asking for it (a console line)."""
        ...

    def game_language(self) -> str:
        """The language of a new game when ``/hex new`` names none."""
        ...

    async def game_channel(self, where: str | None) -> int:
        """The channel a new game is played in: here, or a thread of its own (``where``:
        ``thread``, ``channel`` or ``None`` for the server's default)."""
        ...

    async def game_created(self, channel_id: int, reply: Reply) -> None:
        """``/hex new`` answered ``reply`` for a game in ``channel_id``."""
        ...


Handler = Callable[["App", Call, "Args"], Awaitable[Reply]]
U = TypeVar("U")


def uses(pick: Callable[[App], U]) -> Callable[[Callable[[U, Call, Args], Awaitable[Reply]]], Handler]:
    """A command's handler written for the use case(s) ``pick`` takes from the application
    (``lambda app: app.turns``; a tuple when it calls two): the registry runs it with them."""

    def wrap(body: Callable[[U, Call, Args], Awaitable[Reply]]) -> Handler:
        async def handler(app: App, call: Call, args: Args) -> Reply:
            return await body(pick(app), call, args)

        handler.__name__, handler.__qualname__, handler.__doc__ = body.__name__, body.__qualname__, body.__doc__
        return handler

    return wrap


@dataclass(frozen=True, slots=True)
class Args:
    """The options of one command as given: text from a console line or a button (parsed
    by the handler's typed readers, which word a bad value as a player mistake), typed
    values from Discord (ints, floats, ids, checked by Discord)."""

    values: Mapping[str, str | int | float] = field(default_factory=dict)

    def given(self, name: str) -> bool:
        value = self.values.get(name)
        return value is not None and value != ""

    def text(self, name: str, default: str | None = None) -> str | None:
        """The option as text (numbers as Discord would print them: ``30``, ``2.5``)."""
        value = self.values.get(name)
        if value is None or value == "":
            return default
        if isinstance(value, float):
            return f"{value:g}"
        return str(value)

    def need(self, name: str) -> str:
        """A required option's text; a player mistake when it is missing."""
        value = self.text(name)
        if value is None:
            raise Mistake(vt("err-missing-option", option=name))
        return value

    def whole(self, name: str, parse: Callable[[str], int | None]) -> int | None:
        """A whole number: Discord's as it is, a text through ``parse`` (which words what it
        cannot read as a player mistake); ``None`` when not given."""
        value = self.values.get(name)
        if value is None or value == "":
            return None
        return parse(value) if isinstance(value, str) else int(value)

    def number(self, name: str, parse: Callable[[str], float | None]) -> float | None:
        """A number (hours, say): Discord's as it is, a text through ``parse``."""
        value = self.values.get(name)
        if value is None or value == "":
            return None
        return parse(value) if isinstance(value, str) else float(value)

    def flag(self, name: str) -> bool:
        """``confirm:yes`` and the like: set only by that exact value."""
        return (self.text(name) or "").strip().lower() == "yes"

    def switch(self, name: str) -> bool | None:
        """An on/off option (``None``: not given)."""
        value = self.text(name)
        return None if value is None else value.strip().lower() == "on"
