"""What a use case answers: plain data that both adapters (Discord, console) turn into posts.

A :class:`Reply` is one message. Texts mention users with Discord's markup ``<@USER_ID>``
(see :func:`mention`): Discord shows it as a name, the console prints it as ``@name``.
Only the ids listed in ``Reply.mentions`` are meant to be pinged (allowed mentions).

A :class:`Button` carries the command it runs as a :class:`Press`: the command's name in
the registry and its options (``Press("place", tile="runner", hex="C3", facing="NE")``). The
use cases say *what* a click asks for; the adapters turn it into a console-syntax line with
the registry (:func:`bot.commands.syntax.line_of`: ``/hex place tile:runner hex:C3
facing:NE``), so no use case knows how commands are spelt. ``custom`` is the button's short
keyword (``confirm``, ``rotate-left``, ``accept-undo``, ...) which the console accepts as
``!confirm``. Run a button's ``action`` with :meth:`bot.dispatch.CommandLine.run`
(``app.commands.run``), passing the ``version`` of the reply that showed it so that a stale
button is refused politely.

A :class:`Select` is a drop-down menu: each :class:`SelectOption` carries a :class:`Press`
like a button's, and choosing the option runs it (the placement preview lists
its legal hexes this way). ``custom`` is the menu's keyword: the console prints it as
``[?hex: A1 A2 … (current C3)]`` and accepts ``?hex C2`` to choose the option labelled C2.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime

STYLES = ("primary", "secondary", "success", "danger")
_MENTION = re.compile(r"<@!?(\d+)>")


def mention(user_id: int) -> str:
    """The markup that names (and, if listed in ``Reply.mentions``, pings) a user."""
    return f"<@{user_id}>"


def mentioned_ids(text: str) -> list[int]:
    """The user ids named in ``text`` with :func:`mention` markup, in order."""
    return [int(m) for m in _MENTION.findall(text)]


def replace_mentions(text: str, name_of: dict[int, str]) -> str:
    """``text`` with each ``<@id>`` replaced by ``@name`` (unknown ids become ``@user-ID``)."""
    return _MENTION.sub(lambda m: "@" + name_of.get(int(m.group(1)), f"user-{m.group(1)}"), text)


@dataclass(frozen=True, slots=True)
class Image:
    """A file to attach (a PNG picture, a log, an export). ``description`` is its alt text:
    what a player who cannot see the picture needs to know (Discord shows it to screen
    readers; at most :data:`MAX_DESCRIPTION` characters)."""

    filename: str
    data: bytes
    description: str = ""

    def described(self, text: str) -> Image:
        """This image with ``text`` as its alt text (clipped to Discord's limit)."""
        text = " ".join(text.split())
        if len(text) > MAX_DESCRIPTION:
            text = text[: MAX_DESCRIPTION - 1] + "…"
        return Image(self.filename, self.data, text)


MAX_DESCRIPTION = 1024  # Discord's limit on an attachment's description


@dataclass(frozen=True, slots=True, init=False)
class Press:
    """What a click asks for: the command ``command`` (its name in the registry, ``resign``,
    ``wz-details``) with ``options`` (``Press("resign", confirm="yes")``; options given as
    ``None`` or ``""`` are left out, ``opponent_army`` is the option ``opponent-army``).

    ``Press.typed(line)`` keeps a line already written out (a button stored in the
    delivery outbox by an earlier version of the bot): its ``command`` is empty."""

    command: str
    options: tuple[tuple[str, str], ...]

    def __init__(self, command: str, /, **options: str | None) -> None:
        object.__setattr__(self, "command", command)
        kept = tuple((k.replace("_", "-"), v) for k, v in options.items() if v is not None and v != "")
        object.__setattr__(self, "options", kept)

    @classmethod
    def typed(cls, line: str) -> Press:
        return cls("", line=line)

    def get(self, option: str) -> str | None:
        """The value of ``option`` (``None`` when the press does not give it)."""
        return dict(self.options).get(option)

    def as_json(self) -> list[object]:
        """``[command, {option: value}]``: how a stored post keeps it (:meth:`from_json`)."""
        return [self.command, dict(self.options)]

    @classmethod
    def from_json(cls, data: object) -> Press:
        """The press :meth:`as_json` wrote; a plain string is a line written out (earlier versions)."""
        if isinstance(data, str):
            return cls.typed(data)
        command, options = data if isinstance(data, list | tuple) else ("", {})
        return cls(str(command), **{str(k): str(v) for k, v in dict(options).items()})


@dataclass(frozen=True, slots=True)
class Button:
    """A button under a message. ``action`` is the command it runs."""

    label: str
    action: Press
    style: str = "secondary"  # primary | secondary | success | danger
    custom: str = ""  # short keyword (console: !keyword); defaults to the slugged label
    row: int | None = None  # buttons sharing a row number sit on one row (the facings' compass)

    @property
    def keyword(self) -> str:
        if self.custom:
            return self.custom
        return re.sub(r"[^a-z0-9]+", "-", self.label.lower()).strip("-")


MAX_SELECT_OPTIONS = 25  # Discord's limit on a select menu's options


@dataclass(frozen=True, slots=True)
class Link:
    """A link to a web page (docs/web.md): a link button in Discord, a printed line in the console."""

    label: str
    url: str


@dataclass(frozen=True, slots=True)
class SelectOption:
    """One choice of a :class:`Select`: its label and the command it runs.
    ``default`` marks what the message currently shows (e.g. the previewed hex)."""

    label: str
    action: Press
    default: bool = False


@dataclass(frozen=True, slots=True)
class Select:
    """A drop-down menu under a message (at most :data:`MAX_SELECT_OPTIONS` options).
    ``custom`` is its short keyword (console: ``?keyword LABEL``)."""

    placeholder: str
    options: list[SelectOption]
    custom: str

    @property
    def current(self) -> SelectOption | None:
        """The option marked ``default``, if any."""
        return next((o for o in self.options if o.default), None)

    def option(self, label: str) -> SelectOption | None:
        """The option whose label is ``label`` (case-insensitive), else the only one whose
        label's first word it is (``C3-D3`` or ``C3>D3`` for ``C3→D3 · Runner → Gladiator``),
        else the only one whose label begins with it (``Yellow Object`` for ``Yellow Object (C5) …``)."""
        needle = label.strip().lower()
        exact = next((o for o in self.options if o.label.lower() == needle), None)
        if exact is not None or not needle:
            return exact
        arrowed = re.sub(r"[->]+", "→", needle)
        first = [o for o in self.options if o.label.lower().split(" ")[0] in (needle, arrowed)]
        if len(first) == 1:
            return first[0]
        begins = [o for o in self.options if o.label.lower().startswith(needle)]  # "Obiekt Żółty"
        return begins[0] if len(begins) == 1 else None


@dataclass(frozen=True, slots=True)
class Block:
    """One block of a private panel (:attr:`Reply.blocks`): a tile of the hand with its
    picture and what can be done with it now. Discord shows it as a section (the text, the
    picture beside it) followed by its buttons and menus; the console prints it as a line."""

    text: str
    picture: Image | None = None
    buttons: list[Button] = field(default_factory=list)
    selects: list[Select] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class SegmentPost:
    """One post of a battle thread: what happened in one initiative segment, and its image."""

    text: str
    image: Image | None = None


@dataclass(frozen=True, slots=True)
class BattleLog:
    """A battle to post into a thread: a title, one post per segment, a one-line summary."""

    title: str
    posts: list[SegmentPost] = field(default_factory=list)
    summary: str = ""


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested action as data, for the adapters to phrase in the player's language.

    ``action``: engine notation (``place runner C3 NE``); ``reason``: a code (see
    :func:`rules.ai.ismcts._reason`: ``wins_game``, ``battle``, ``place``, ``instant``,
    ``move``, ``discard``, ``redraw``, ``end_turn``, ``push``, ``hq``, ``only``, ``enough``);
    ``args``: the code's arguments (``tile``, ``hex``, ``to``, ``facing``, ``chance`` (a
    rough win chance in percent), ``my_hp``, ``enemy_hp``, ``kills``)."""

    action: str
    reason: str
    args: dict[str, str | int] = field(default_factory=dict)


KEY_OVER = "over"  # the turn key of a game that is over


@dataclass(frozen=True, slots=True)
class TurnView:
    """A game's turn as its live message shows it (in the game's language)."""

    game_id: int
    channel_id: int
    version: int
    key: str  # "lobby", "hq:<player>", "turn:<n>:<player>", "over"
    header: str  # the message's first line: whose turn, which turn
    status: str  # the status block (whose turn, hand, HQs; the result when over)
    lang: str
    buttons: list[Button] = field(default_factory=list)  # the turn's buttons when the reply brings none
    players: list[tuple[int | None, str]] = field(default_factory=list)  # (user, army name) per seat
    winners: list[int] = field(default_factory=list)  # users of the winning seats (over)
    draw: bool = False  # over without a winner: a draw
    ping_at_end: list[int] = field(default_factory=list)  # players and followers (over)
    link: Link | None = None  # the game's web page (docs/web.md): a link button on the live message
    # The lines of the turn's minor actions (discards) that a quiet channel may not have shown
    # yet, rebuilt from the action log (``bot.usecases.live.held_rows``); ``plan`` shows the
    # missing ones.
    held: tuple[str, ...] = ()
    # The same for the turn that has just passed (the player whose action ended it): the
    # summary that closes its message shows them.
    held_before: tuple[str, ...] = ()
    # What a phone picture leaves out of the side panel (teams, turn order, the Final
    # Battle), said under the status where the pictures are phone ones (Discord).
    table: str = ""
    accent: int | None = None  # 0xRRGGBB: the colour of the player whose turn it is (the message's accent)

    @property
    def over(self) -> bool:
        return self.key == KEY_OVER

    @property
    def panel(self) -> str:
        """The status block the live message shows: the status, then the table if any."""
        return "\n".join(p for p in (self.status, self.table) if p)


@dataclass(frozen=True, slots=True)
class Reply:
    """One message to post. ``ephemeral`` replies go to the acting user only (mistakes,
    previews, hands). ``game_id`` and ``version`` identify the game state the reply shows:
    buttons and selects should carry them so that a click after the state changed is refused.
    ``outbox_id`` (with ``battle``) is the stored battle post to deliver: the adapter
    reports its progress to the use cases (``app.outbox``) so that a restart can finish the posting."""

    text: str
    ephemeral: bool = False
    images: list[Image] = field(default_factory=list)
    mentions: list[int] = field(default_factory=list)
    buttons: list[Button] = field(default_factory=list)
    selects: list[Select] = field(default_factory=list)
    battle: BattleLog | None = None
    game_id: int | None = None
    version: int | None = None
    outbox_id: int | None = None
    link: Link | None = None  # a web page of the game or league (a link button; the console prints it)
    hint: Hint | None = None  # /hexinfo hint: the suggestion as data (``text`` is its notation)
    # The game's turn right after this change, for the live turn message, when the reply is
    # shown later than it was made (the computer player's turns, shown once they are all
    # played); None: the adapter reads the game's current turn.
    turn: TurnView | None = None
    # The first version of the game the reply shows when it shows several changes at once
    # (the computer player's stretch of actions, told in one reply): their outbox items are
    # delivered together. None: ``version`` only.
    since: int | None = None
    # A minor action (a discard) that changes nothing on the board: a quiet channel does not
    # edit the turn message for it alone; its line shows with the next change of the turn
    # (rebuilt from the action log, ``bot.usecases.live``).
    minor: bool = False
    # The command could not be done and changed nothing (a player's mistake, said privately):
    # a console script stops at such a line (docs/bot.md).
    refused: bool = False
    # Shown as a Components V2 layout (a container in the player's colour ``accent``,
    # ``text``, ``images`` as a gallery, ``blocks``, then ``buttons`` and ``selects``:
    # ``bot.discord_adapter.layout``): the live turn message, and the private panels (the
    # hand, a placement preview), which a click that changes the game refreshes in place
    # with the player's hand.
    panel: bool = False
    blocks: list[Block] = field(default_factory=list)
    accent: int | None = None  # 0xRRGGBB

    @property
    def all_buttons(self) -> list[Button]:
        """Every button of the reply: its blocks' (in order), then its own."""
        return [*(b for block in self.blocks for b in block.buttons), *self.buttons]

    @property
    def all_selects(self) -> list[Select]:
        """Every menu of the reply: its blocks', then its own."""
        return [*(m for block in self.blocks for m in block.selects), *self.selects]


@dataclass(frozen=True, slots=True)
class ChannelPost:
    """A reply the bot posts on its own (reminders, time-outs) into ``channel_id``; with
    ``dm_user_id``, into that user's direct messages instead (falling back to the channel
    when Discord refuses the DM). A DM carries no buttons: they act on the channel's game."""

    channel_id: int
    reply: Reply
    dm_user_id: int | None = None
    due_at: datetime | None = None  # when the reminder fell due (the operators' lag metric)
    key: str | None = None  # its item in the delivery outbox (bot.usecases.deliveries), if it has one
