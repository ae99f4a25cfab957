"""Every action without notation: menus built from ``legal_actions``, step by step.

The legal actions of the player to act form a tree of notation words (``execute`` →
``D3`` → ``S``). A *family* is what a player thinks of as one action: the verb (``net``,
``execute``, ``rotate``, ...) or, for instants, ``play <tile>``. Three things read the tree:

- :func:`hand_menus`: in the hand reply, one menu per family that has no button of its own
  (an army's verbs and instants: Net of Steel targets, Execution targets, Rotation units,
  Grab and Push pairs, Hunt steps, Replacement, moves and, while a pulled unit or the
  Vulture waits, its hex and facing); a family with a single option is a button; when the
  menus would not fit in Discord's five rows they become one menu of families. Families
  are named by the catalogue (``surface-<verb>``, an instant by its tile), and an
  instant's words are labelled as its army registered them (``rules.registry.Instant.asks``:
  an own unit, an edge, an aim), never by asking which army or tile it is.
- the step picker (:meth:`ActionMenus.step_reply`): ``/hex act notation:execute D3 ?``
  (a trailing ``?``, or the beginning of a legal action that the engine refuses) answers
  privately with the next choices, facings as buttons, anything else as a menu; each
  option is either a complete action (``/hex act notation:execute D3 S``, run through the
  usual path) or the next step.
- :meth:`ActionMenus.autocomplete_actions`: the legal actions as notation with a
  readable name in the viewer's language, filtered by what was typed, grouped by their
  first words when more than 25 match.

Options group the next words as long as the menu stays within 25 options and the words
are hexes or tiles (a pair like ``push C3 D3`` is one option); facings are always a step
of their own; an option that leads to a single action runs it at once.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

import i18n
from bot.narration import Narrator
from bot.replies import MAX_SELECT_OPTIONS, Button, Press, Reply, Select, SelectOption
from bot.storage.base import GameRecord
from bot.usecases.access import GameAccess
from bot.usecases.legal import LegalActions
from bot.usecases.wording import viewer_narrator
from rules.actions import Action
from rules.catalog import army
from rules.hexes import Direction
from rules.registry import INSTANTS, VERBS, arrangement_verbs
from rules.state import GameState

FACINGS = ("N", "NE", "SE", "S", "SW", "NW")
ARROWS = {"N": "↑", "NE": "↗", "SE": "↘", "S": "↓", "SW": "↙", "NW": "↖"}
ASK = "?"  # a trailing word asking for the next choices
MAX_ROWS = 5  # Discord: action rows of one message
_HEX = re.compile(r"^[A-G][1-7]$")
# Families with buttons of their own in the hand (place, discard, unlucky draw, battle, end;
# an army's arrangement, such as Dancer's Dance, opens its planner: bot/usecases/dance.py).
_HAND_BUTTONS = ("hq", "place", "discard", "redraw", "end", "play battle")
# The command of the arrangements' planner (its buttons and menus run it): named for the
# first arrangement, the Dance, and kept so, since buttons already posted carry it.
PLANNER = "dance"
# A verb's family is named by the catalogue's ``surface-<verb>`` (an army's verbs too: its
# names in the catalogues), but for these.
_FAMILY_MSG = {"redraw": "btn-redraw", "end": "btn-end-turn"}

Words = tuple[str, ...]


def words(action: Action | str) -> Words:
    return tuple(str(action).split())


def _verb_msg(verb: str) -> str | None:
    """The catalogue's name of a registered verb's family (``surface-net``), if it has one."""
    msg = f"surface-{verb}"
    return msg if verb in VERBS and i18n.has(msg) else None


def family_of(w: Words) -> Words:
    """The family prefix of an action's words: ``(verb,)``, or ``("play", tile)``."""
    return w[:2] if w and w[0] == "play" else w[:1]


def is_facing(word: str) -> bool:
    return word in FACINGS


def is_hex(word: str) -> bool:
    return bool(_HEX.match(word))


def _matches(w: Words, prefix: Words) -> bool:
    return len(w) >= len(prefix) and all(a.lower() == b.lower() for a, b in zip(w, prefix, strict=False))


def group_options(actions: Sequence[Words], prefix: Words, limit: int = MAX_SELECT_OPTIONS) -> list[tuple[Words, bool]]:
    """The choices after ``prefix`` among ``actions`` (all starting with it): (words, complete).

    The next word always; then more words while they are not facings and the choices stay
    within ``limit``. A choice that leads to a single action is that action (complete)."""
    start = len(prefix)
    depth = start + 1

    def groups(d: int) -> dict[Words, list[Words]]:
        out: dict[Words, list[Words]] = {}
        for w in actions:
            out.setdefault(w[:d], []).append(w)
        return out

    current = groups(depth)
    while True:
        longer = [w for w in actions if len(w) > depth]
        if not longer or any(is_facing(w[depth]) for w in longer):
            break
        deeper = groups(depth + 1)
        if len(deeper) > limit:
            break
        depth, current = depth + 1, deeper
    out: list[tuple[Words, bool]] = []
    for key, members in current.items():
        if len(members) == 1:
            out.append((members[0], True))
        else:
            if key in members:  # the prefix is an action itself (a move with or without via)
                out.append((key, True))
            out.append((key, False))
    return out


def command_for(w: Words, complete: bool) -> Press:
    """The command an option runs: the action, or the next step (``?``)."""
    text = " ".join(w) if complete else " ".join((*w, ASK))
    return Press("act", notation=text)


class Labels:
    """Readable names of families and choices, in one language, for one game position."""

    def __init__(self, state: GameState, player: int, n: Narrator) -> None:
        self.state = state
        self.player = player
        self.n = n
        self.tr = n.tr

    def family(self, fam: Words) -> str:
        if fam[0] == "play" and len(fam) > 1:
            return self.n.tile(self.player, fam[1])
        msg = _FAMILY_MSG.get(fam[0]) or _verb_msg(fam[0])
        return self.tr(msg) if msg else fam[0]

    def _unit(self, word: str) -> str:
        try:
            u = self.state.units.get(self.state.board.parse(word))
        except ValueError:
            return ""
        if u is None:
            return ""
        name = self.n.tile(u.player, u.tile)
        return name if u.player == self.player else self.tr("surface-enemy", unit=name)

    def asks(self, fam: Words) -> tuple[str, ...]:
        """How the instant of ``fam`` (``play TILE``) asks for each word after its tile, as its
        army registered it (:attr:`rules.registry.Instant.asks`); () for other families."""
        if len(fam) < 2 or fam[0] != "play":
            return ()
        a = army(self.state.players[self.player].army)
        kind = a.tile(fam[1]).instant if a.has_tile(fam[1]) else None
        entry = INSTANTS.get(kind) if kind is not None else None
        return entry.asks if entry is not None else ()

    def ask(self, fam: Words, position: int) -> str:
        """How the word at ``position`` of an action of ``fam`` is asked ("": as any word)."""
        asks = self.asks(fam)
        i = position - len(fam)
        return asks[i] if 0 <= i < len(asks) else ""

    def names_own_then_edge(self, fam: Words) -> bool:
        """Whether ``fam`` asks for an own unit, then one of its edges or a unit it tends
        (Dancer's Action: an Object attacks from one edge or heals)."""
        return self.asks(fam)[:2] == ("own", "edge")

    def tile_on(self, hex_word: str) -> str:
        """The name of the tile standing on ``hex_word`` (the hex itself when empty)."""
        u = self.state.units.get(self.state.board.parse(hex_word))
        return self.n.tile(u.player, u.tile) if u is not None else hex_word

    def object_name(self, hex_word: str) -> str:
        """``Blue Object (C3)``: the unit standing on ``hex_word`` (an ``own`` word)."""
        return self.tr("action-pick-object", tile=self.tile_on(hex_word), hex=hex_word)

    def action_choice(self, obj: str, last: str) -> str:
        """An ``edge`` word after the unit on ``obj``: an edge (``↑ N · melee 2``, what that
        edge attacks with) or a unit it tends (Healing)."""
        b = self.state.board
        u = self.state.units.get(b.parse(obj))
        if is_facing(last):
            attack = ""
            if u is not None:
                edge = (int(Direction[last]) - int(u.facing)) % 6
                found = [a for a in self.state.spec(u).attacks if a.edge == edge]
                attack = ", ".join(self.tr(f"attack-{a.kind}", strength=a.strength) for a in found)
            return self.tr("action-edge", arrow=ARROWS[last], dir=last, attack=attack).rstrip(" ·")
        if last == obj:
            return self.tr("action-heal-self")
        return self.tr("action-heal-other", tile=self.tile_on(last), hex=last)

    def choice(self, w: Words, prefix: Words, complete: bool) -> str:
        """An option's label: the chosen words compactly (``C3→D3``, ``N ↑``, a tile's
        name), then what stands there (``· Runner → Gladiator``); an instant that asks for an
        own unit then an edge (Dancer's Action) reads ``Blue Object (C3)`` then ``↑ N · melee 2``
        or ``♥ Healing: …``."""
        fam = family_of(w)
        if self.names_own_then_edge(fam) and len(w) >= 3:
            obj = self.object_name(w[2])
            if len(w) == 3:
                return obj + ("" if complete else " …")
            edge = self.action_choice(w[2], w[3])
            return edge if len(prefix) >= 3 else f"{obj}: {edge}"
        part = w[max(len(prefix), len(fam)) :]
        if not part:
            return ""
        shown: list[str] = []
        about: list[str] = []
        for i, word in enumerate(part, start=max(len(prefix), len(fam))):
            aim = self.ask(fam, i) == "aim"  # a hex attacked toward, or a facing and no attack (Hunt)
            if is_facing(word):
                shown.append(f"{self.tr.direction(word)} {ARROWS[word]}")
                if aim:
                    about.append(self.tr("surface-no-attack"))
            elif is_hex(word):
                shown.append(word)
                if aim:
                    about.append(self.tr("surface-toward", hex=word))
                else:
                    unit = self._unit(word)
                    if unit:
                        about.append(unit)
            elif word == "via":
                shown.append(word)
            else:
                shown.append(self.n.tile(self.player, word))
        compact = "→".join(shown) if all(is_hex(s) for s in shown) else " ".join(shown)
        label = compact + (" · " + " → ".join(about) if about else "")
        if not complete:
            label += " …"
        return label[:100]

    def notation(self, w: Words, complete: bool) -> str:
        """An autocomplete entry: the notation, then the family and what stands there."""
        fam = family_of(w)
        about = [u for u in (self._unit(x) for x in w[len(fam) :] if is_hex(x)) if u]
        head = " ".join(w) + ("" if complete else " …")
        tail = self.family(fam) + (": " + ", ".join(about) if about else "")
        return f"{head} — {tail}"[:100]


def families(legal: Sequence[Action]) -> dict[Words, list[Words]]:
    """The legal actions by family, in the engine's order."""
    out: dict[Words, list[Words]] = {}
    for a in legal:
        w = words(a)
        out.setdefault(family_of(w), []).append(w)
    return out


def _family_words(fam: Words) -> str:
    """A family's words as the end of its control's keyword (``act-push``, ``act-play-grab``)."""
    return re.sub(r"[^a-z0-9-]+", "-", "-".join(fam).lower()).strip("-")[:36]


def family_control(labels: Labels, fam: Words, members: Sequence[Words]) -> Button | Select:
    """One family's control: a button when it has one choice (the action, or its next
    step), else a menu of its choices."""
    options = group_options(members, fam)
    name = labels.family(fam)
    if len(options) == 1:
        w, done = options[0]
        label = labels.choice(w, fam, done)
        text = f"{name}: {label}" if label else name
        return Button(text[:80], command_for(w, done), "primary", f"act-{_family_words(fam)}")
    return Select(
        labels.n.tr("surface-pick", family=name),
        [SelectOption(labels.choice(w, fam, done) or name, command_for(w, done)) for w, done in options][
            :MAX_SELECT_OPTIONS
        ],
        f"act-{_family_words(fam)}",
    )


def hand_menus(
    state: GameState,
    player: int,
    legal: Sequence[Action],
    n: Narrator,
    used_rows: int,
    skip: Collection[Words] = (),
) -> tuple[list[Button], list[Select]]:
    """The hand's buttons and menus for every action family without a button of its own
    (and not in ``skip``: shown beside their tile); ``used_rows``: the rows the hand's other
    buttons take (at most 5 rows in all)."""
    labels = Labels(state, player, n)
    tr = n.tr
    buttons: list[Button] = []
    menus: list[tuple[Words, Select]] = []
    shown: list[Words] = []
    for fam, members in families(legal).items():
        if " ".join(fam) in _HAND_BUTTONS or fam[0] in arrangement_verbs() or fam in skip:
            continue
        shown.append(fam)
        control = family_control(labels, fam, members)
        if isinstance(control, Button):
            buttons.append(control)
        else:
            menus.append((fam, control))
    rows_left = MAX_ROWS - used_rows - -(-len(buttons) // 5)
    if len(menus) <= max(rows_left, 0):
        return buttons, [s for _, s in menus]
    if MAX_ROWS - used_rows < 1:
        return [], []
    one = Select(  # too many: one menu of the families, each opening its first step
        tr("surface-pick-action"),
        [SelectOption(labels.family(fam), command_for(fam, False)) for fam in shown][:MAX_SELECT_OPTIONS],
        "act",
    )
    return [], [one]


class ActionMenus:
    """The step picker and the autocomplete of actions (see the module docstring)."""

    def __init__(self, access: GameAccess, legal: LegalActions) -> None:
        self.access = access
        self.legal = legal

    def step_reply(
        self, game: GameRecord, state: GameState, player: int, notation: str, *, asked: bool
    ) -> Reply | None:
        """The next choices after ``notation`` (without a trailing ``?``), or ``None`` when
        it does not begin a legal action (``asked``: it ended with ``?``)."""
        typed = tuple(x for x in notation.split() if x != ASK)
        if not typed:
            return None
        legal = [words(a) for a in self.legal.of(game, state)]
        following = [w for w in legal if _matches(w, typed)]
        exact = [w for w in following if len(w) == len(typed)]
        if not following or (exact and not asked):
            return None
        prefix = following[0][: len(typed)]  # the canonical spelling
        while True:
            rest = [w for w in following if len(w) > len(prefix) and w[: len(prefix)] == prefix]
            options = group_options(rest, prefix) if rest else []
            if exact:
                options.insert(0, (exact[0], True))
            if len(options) != 1 or options[0][1]:
                break
            prefix, exact = options[0][0], []  # a single next step: take it at once
        n = viewer_narrator(game)
        tr = n.tr
        labels = Labels(state, player, n)
        fam = family_of(prefix)
        text = tr("surface-step", family=labels.family(fam), sofar=" ".join(prefix))
        buttons: list[Button] = []
        selects: list[Select] = []
        edge = labels.ask(fam, len(prefix)) == "edge" and len(prefix) > len(fam)
        if edge and all(done and len(w) == len(prefix) + 1 for w, done in options):  # an edge, or a unit tended
            text = tr("action-step", tile=labels.tile_on(prefix[-1]), hex=prefix[-1])
            buttons = [
                Button(
                    labels.action_choice(prefix[-1], w[-1])[:80],
                    command_for(w, True),
                    "success" if is_facing(w[-1]) else "primary",
                    f"face-{w[-1].lower()}" if is_facing(w[-1]) else f"heal-{w[-1].lower()}",
                )
                for w, _ in options
            ]
        elif all(is_facing(w[-1]) and done and len(w) == len(prefix) + 1 for w, done in options):
            buttons = [
                Button(
                    f"{labels.tr.direction(w[-1])} {ARROWS[w[-1]]}",
                    command_for(w, True),
                    "success",
                    f"face-{w[-1].lower()}",
                )
                for w, _ in options
            ]
        else:
            selects = [
                Select(
                    tr("surface-pick", family=labels.family(fam)),
                    [
                        SelectOption(labels.choice(w, prefix, done) or " ".join(w), command_for(w, done))
                        for w, done in options
                    ][:MAX_SELECT_OPTIONS],
                    "act-step",
                )
            ]
        buttons.append(Button(tr("btn-cancel"), Press("cancel"), "danger", "cancel"))
        return Reply(text=text, ephemeral=True, buttons=buttons, selects=selects, game_id=game.id, version=game.version)

    async def autocomplete_actions(self, channel_id: int, user_id: int, prefix: str = "") -> list[tuple[str, str]]:
        """The legal actions of the acting user (display name, notation), filtered by what was
        typed (the beginning of the notation, or words of the readable name); grouped by
        their first words into partial entries (``execute D3 ?``) when more than 25 match."""
        try:
            game, state, player = await self.access.load_turn(channel_id, user_id, None)
        except Exception:  # noqa: BLE001 - autocomplete never fails: no game, not your turn...
            return []
        labels = Labels(state, player, viewer_narrator(game))
        legal = [words(a) for a in self.legal.of(game, state)]
        typed = tuple(x for x in prefix.split() if x not in (ASK, "…"))
        found = legal
        if typed:
            head, last = typed[:-1], typed[-1].lower()
            found = [
                w for w in legal if _matches(w, head) and len(w) > len(head) and w[len(head)].lower().startswith(last)
            ]
            if not found:
                needles = [t.lower() for t in typed]
                found = [w for w in legal if all(x in labels.notation(w, True).lower() for x in needles)]
        if not found:
            return []
        longest = max(len(w) for w in found)
        depth = longest
        while depth > 1 and len({w[:depth] for w in found}) > MAX_SELECT_OPTIONS:
            depth -= 1
        out: dict[Words, bool] = {}
        for w in found:
            key = w[:depth]
            out[key] = out.get(key, False) or len(w) > depth
        entries = []
        for key, more in out.items():
            complete = key in found and not more
            value = " ".join(key) if complete or key in found else " ".join((*key, ASK))
            entries.append((labels.notation(key, complete), value))
        return entries[:MAX_SELECT_OPTIONS]
