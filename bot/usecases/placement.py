"""Placement previews and autocomplete: read-only helpers for the acting player.

The preview (``/hex preview``, and the hand's "Place <tile>" buttons) shows the placement
with rotate, confirm and cancel buttons and a menu of the tile's legal hexes. The menu
holds at most :data:`~bot.replies.MAX_SELECT_OPTIONS` (25) hexes: the 19-hex board always
fits; on the 37-hex board, when more hexes are legal, it lists the 25 nearest the
previewed hex (ties in board order), so moving the preview step by step reaches any hex.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import i18n
from bot.locale import viewer_lang, vt
from bot.readers import Mistake
from bot.replies import MAX_SELECT_OPTIONS, Button, Press, Reply, Select, SelectOption
from bot.storage.base import (
    GameRecord,
)
from bot.usecases.access import GameAccess
from bot.usecases.answers import oops
from bot.usecases.legal import LegalActions
from bot.usecases.pictures import Pictures
from bot.usecases.seats import ComputerSeat
from bot.usecases.util import board_hex, normalise, rules_error_text, tile_key
from bot.usecases.wording import accent_of, viewer_narrator
from renderer.labels import kind_name
from rules.actions import Action, RulesError
from rules.ai.greedy import evaluate, setup_score
from rules.catalog import army
from rules.game import apply
from rules.hexes import Board, Direction, Hex
from rules.state import PHASE_HQ, GameState, Unit

CENTRE = Hex(0, 0)


def read_facing(word: str) -> Direction:
    """A facing as a player types it (``NE``, or its name in their language); a Mistake otherwise."""
    try:
        return Direction.parse(i18n.direction_code(word) or word)
    except ValueError:
        raise Mistake(vt("rules-bad-facing", word=word)) from None


def placement_hexes(board: Board, legal: Iterable[Action], key: str) -> list[str]:
    """The hexes where tile ``key`` (``hq``: the HQ) may be placed now, in board order
    (column by column: A1, A2, …, B1, …), from the legal actions ``legal``."""
    found: set[Hex] = set()
    for a in legal:
        if (key == "hq" and a.verb == "hq") or (a.verb == "place" and a.tile == key):
            found.add(board.parse(a.hexes[0]))
    return [board.name(h) for h in board.hexes if h in found]


def nearest_hexes(board: Board, names: Sequence[str], around: str, limit: int = MAX_SELECT_OPTIONS) -> list[str]:
    """``names`` in board order when at most ``limit``; otherwise the ``limit`` nearest to
    hex ``around`` (ties in board order), in board order."""
    ordered = sorted(names, key=lambda n: board.hexes.index(board.parse(n)))
    if len(ordered) <= limit:
        return ordered
    centre = board.parse(around)
    near = set(sorted(ordered, key=lambda n: board.parse(n).distance(centre))[:limit])  # a stable sort
    return [n for n in ordered if n in near]


def default_hex(board: Board, names: Sequence[str]) -> str | None:
    """Where a preview opened from a button starts: the legal hex nearest the centre of the
    board (ties in board order); ``None`` when there is none."""
    if not names:
        return None
    return min(names, key=lambda n: (board.parse(n).distance(CENTRE), board.hexes.index(board.parse(n))))


FACINGS = tuple(Direction)
ARROWS = {"N": "↑", "NE": "↗", "SE": "↘", "S": "↓", "SW": "↙", "NW": "↖"}
# The facing buttons as a compass: the three northern facings on a row, the southern below.
COMPASS = {"NW": 0, "N": 0, "NE": 0, "SW": 1, "S": 1, "SE": 1}
COMPASS_ORDER = ("NW", "N", "NE", "SW", "S", "SE")


def compass(
    tr: i18n.Tr, press: Callable[[str], Press], current: str, facings: Iterable[str] = COMPASS_ORDER
) -> list[Button]:
    """The facing buttons of a placement preview as a compass (``facings``: those offered), the
    ``current`` one highlighted; each runs ``press(code)``."""
    return [
        Button(
            f"{ARROWS[code]} {tr.direction(code)}",
            press(code),
            "primary" if code == current else "secondary",
            f"face-{code.lower()}",
            row=COMPASS[code],
        )
        for code in COMPASS_ORDER
        if code in facings
    ]


def toward(board: Board, h: Hex, target: Hex) -> Direction:
    """The facing from ``h`` that points most nearly at ``target`` (N when it is ``h``):
    the one whose step ends nearest it, then whose second step does."""
    return min(
        FACINGS,
        key=lambda d: (h.step(d).distance(target), h.step(d, 2).distance(target), int(d)),
    )


def enemy_hqs(state: GameState, player: int) -> list[Hex]:
    """Where the HQs of ``player``'s enemies still in the game stand (a Dancer's Objects too)."""
    enemies = set(state.enemies_of(player))
    return [u.hex for u in state.units.values() if u.player in enemies and state.spec(u).is_hq]


def geometric_start(state: GameState, player: int, key: str, hexes: Sequence[str]) -> tuple[str, Direction]:
    """Where a placement preview starts in a game between people: the legal hex nearest an
    enemy HQ (ties: nearest the centre, then board order), facing that HQ."""
    board = state.board
    targets = enemy_hqs(state, player) or [CENTRE]

    def rank(name: str) -> tuple[int, int, int]:
        h = board.parse(name)
        return (min(h.distance(t) for t in targets), h.distance(CENTRE), board.hexes.index(h))

    best = min(hexes, key=rank)
    return best, facing_at(state, player, best, key)


def facing_at(state: GameState, player: int, hex_name: str, key: str | None = None) -> Direction:
    """The facing a preview on ``hex_name`` starts with in a game between people, by the
    board's geometry alone: the one whose attacks reach the most enemies (an enemy HQ
    counts three; a melee attack reaches the next hex, a shot the first tile in its line),
    whose links (a module's) reach the most own units, then the one pointing nearest the
    nearest enemy HQ."""
    board = state.board
    h = board.parse(hex_name)
    targets = enemy_hqs(state, player) or [CENTRE]
    nearest = min(targets, key=lambda t: (h.distance(t), board.hexes.index(t) if t in board else 0))
    aim = toward(board, h, nearest) if nearest != h else Direction.N
    spec = army(state.players[player].army).tile(key) if key and key != "hq" else None
    if spec is None:
        return aim
    enemies = set(state.enemies_of(player))

    def first_in_line(d: Direction, ranged: bool) -> Unit | None:
        for there in board.line(h, d):
            u = state.units.get(there)
            if u is not None or not ranged:
                return u
        return None

    def worth(u: Unit | None) -> int:
        if u is None or u.player not in enemies:
            return 0
        return 3 if state.spec(u).is_hq else 1

    def score(f: Direction) -> tuple[int, int, int]:
        hits = sum(
            worth(first_in_line(Direction((a.edge + f) % 6), a.kind != "melee" and "melee" not in a.kind)) * a.strength
            for a in spec.attacks
        )
        links = 0
        for eff in spec.effects:
            if len(eff.edges) < 6:
                for e in eff.edges:
                    u = state.units.get(h.step(Direction((e + f) % 6)))
                    links += int(u is not None and (u.player == player or state.allies(u.player, player)))
        edges = [(a.edge + f) % 6 for a in spec.attacks] or [int(f)]
        turn = min(min((e - int(aim)) % 6, (int(aim) - e) % 6) for e in edges)  # attacks toward the HQ
        return (hits, links, -turn)

    return max(FACINGS, key=score)


def assisted_start(
    state: GameState, player: int, key: str, legal: Iterable[Action], hex_name: str | None = None
) -> tuple[str, Direction] | None:
    """The placement of tile ``key`` (on ``hex_name`` if given) that the medium level's
    evaluation (:func:`rules.ai.greedy.evaluate`) rates best; ``None`` when there is none.
    Used only where a hint is allowed (no other person plays)."""
    best: tuple[float, int, Action] | None = None
    for i, a in enumerate(legal):
        if a.verb != "place" or a.tile != key or (hex_name is not None and a.hexes[0] != hex_name):
            continue
        try:
            after, _ = apply(state, a)
        except RulesError:
            continue
        score = evaluate(after, player)
        if best is None or score > best[0]:
            best = (score, i, a)
    if best is None or best[2].facing is None:
        return None
    return best[2].hexes[0], Direction.parse(best[2].facing)


class Placement:
    """Placement previews and autocomplete: read-only helpers for the acting player."""

    def __init__(
        self, access: GameAccess, pictures: Pictures, legal: LegalActions, computer: ComputerSeat | None = None
    ) -> None:
        self.access = access
        self.pictures = pictures
        self.legal = legal
        self.computer = computer or ComputerSeat()

    def assisted(self, game: GameRecord, user_id: int) -> bool:
        """Whether the preview may start where the medium level would place: only when no
        other person plays (as for hints, docs/ai.md), else it starts by geometry alone."""
        people = {p for p in game.players if p is not None and p != self.computer.user_id}
        return people == {user_id}

    def start(
        self, game: GameRecord, state: GameState, player: int, user_id: int, key: str, legal: Sequence[Action]
    ) -> tuple[str, Direction] | None:
        """Where the preview of tile ``key`` starts (hex and facing); ``None``: nowhere legal."""
        hexes = placement_hexes(state.board, legal, key)
        if not hexes:
            return None
        if key == "hq":  # the set-up heuristic: not beside an enemy HQ, on the rim of a large board
            best = max(
                hexes, key=lambda h: (setup_score(state, player, h), -state.board.hexes.index(state.board.parse(h)))
            )
            return best, Direction.N
        if self.assisted(game, user_id):
            found = assisted_start(state, player, key, legal)
            if found is not None:
                return found
        return geometric_start(state, player, key, hexes)

    def facing_on(
        self,
        game: GameRecord,
        state: GameState,
        player: int,
        user_id: int,
        key: str,
        hex_name: str,
        legal: Sequence[Action],
    ) -> Direction:
        """The facing a preview of ``key`` on ``hex_name`` starts with (a hex picked from a menu)."""
        if self.assisted(game, user_id):
            found = assisted_start(state, player, key, legal, hex_name)
            if found is not None:
                return found[1]
        return facing_at(state, player, hex_name, key)

    async def preview_place(
        self,
        channel_id: int,
        user_id: int,
        tile: str,
        hex: str | None = None,
        facing: str | None = None,
        *,
        version: int | None = None,
    ) -> Reply:
        """A private panel showing a placement, not saved: the part of the board around it,
        what the unit would attack, six facing buttons (a compass), Confirm, Cancel (back to
        the hand) and a menu of the tile's other legal hexes. Without ``hex`` it starts where
        :meth:`start` says; without ``facing``, as :meth:`facing_on` says. ``version`` (from
        a button or menu) makes it answer "the board changed" when the game moved on."""
        try:
            game, state, player = await self.access.load_turn(channel_id, user_id, version)
            key = tile_key(state, player, tile)
            hex = board_hex(state, hex) if hex else hex
            legal = self.legal.of(game, state)
            legal_hexes = placement_hexes(state.board, legal, key)
            if not hex:
                begin = self.start(game, state, player, user_id, key, legal)
                if begin is None:
                    raise Mistake(vt("preview-nowhere", tile=viewer_narrator(game).tile(player, key)))
                hex, d = begin[0], (begin[1] if not facing else read_facing(facing))
            elif facing:
                d = read_facing(facing)
            elif key == "hq":
                d = Direction.N
            else:
                d = self.facing_on(game, state, player, user_id, key, hex, legal)
            notation = f"hq {hex}" if key == "hq" else f"place {key} {hex} {d.name}"
            try:
                action = normalise(state, player, Action.parse(notation))
                apply(state, action)
            except (RulesError, ValueError) as e:
                raise Mistake(rules_error_text(e) if isinstance(e, RulesError) else str(e)) from None
        except Mistake as m:
            return m.reply or oops(str(m))
        h = state.board.parse(action.hexes[0])
        hex_name = state.board.name(h)
        shown = state.copy()
        shown.units[h] = Unit(shown.next_uid, player, key, h, d if key != "hq" else Direction.N)
        shown.next_uid += 1
        if key in shown.players[player].hand:
            shown.players[player].hand.remove(key)
        tr = i18n.translator(viewer_lang())
        narrator = viewer_narrator(game)
        name = narrator.tile(player, key)
        if key == "hq":
            title = said = tr("preview-title-hq", tile=name, hex=hex_name)
        else:
            title = tr("preview-title", tile=name, hex=hex_name, facing=d.name)
            said = narrator.placed(title, player, key, d.name)  # where it would attack, by direction
        img = await self.pictures.focus(game, shown, tr, hex_name, alt=said)
        confirm = Press("place", tile=key, hex=hex_name, facing=None if key == "hq" else d.name)
        buttons: list[Button] = []
        if key != "hq":
            buttons = compass(tr, lambda code: Press("preview", tile=key, hex=hex_name, facing=code), d.name)
        buttons += [
            Button(tr("btn-confirm"), confirm, "success", "confirm", row=2),
            Button(tr("btn-back-to-hand"), Press("hand"), "secondary", "cancel", row=2),
        ]
        selects: list[Select] = []
        shown_hexes = nearest_hexes(state.board, legal_hexes, hex_name)
        if len(shown_hexes) > 1:  # a menu of the other legal hexes: same tile, its facing there
            options = [
                SelectOption(there, Press("preview", tile=key, hex=there), there == hex_name) for there in shown_hexes
            ]
            selects.append(Select(tr("select-another-hex", tile=name), options, "hex"))
        return Reply(
            text=tr("preview-text", title=said),
            ephemeral=True,
            images=[img] if img else [],
            buttons=buttons,
            selects=selects,
            game_id=game.id,
            version=game.version,
            panel=True,
            accent=accent_of(state, player),
        )

    async def cancel(self, channel_id: int, user_id: int) -> Reply:
        """A question's Cancel: nothing changes (which is what was asked, not a mistake)."""
        return Reply(text=vt("preview-cancelled"), ephemeral=True)

    async def _autocomplete_state(self, channel_id: int, user_id: int) -> tuple[GameRecord, GameState, int] | None:
        try:
            return await self.access.load_turn(channel_id, user_id, None)
        except Mistake:
            return None

    async def autocomplete_tiles(
        self, channel_id: int, user_id: int, prefix: str = "", *, instants: bool = False
    ) -> list[tuple[str, str]]:
        """Tiles the acting user can use now: (display name, value); ``instants``: only the
        instant tiles in hand (``/hex play``)."""
        got = await self._autocomplete_state(channel_id, user_id)
        if got is None:
            return []
        game, state, player = got
        n = viewer_narrator(game)
        if state.phase == PHASE_HQ:
            return [(n.tile(player, "hq"), "hq")]
        a = army(state.players[player].army)
        out = []
        needle = prefix.strip().lower()
        for key in sorted(set(state.players[player].hand)):
            spec = a.tile(key)
            if instants and spec.is_board_tile:
                continue
            label = f"{n.tile(player, key)} ({kind_name('instant' if not spec.is_board_tile else spec.kind, n.lang)})"
            if not needle or needle in key or needle in label.lower():
                out.append((label, key))
        return out[:25]

    async def autocomplete_hexes(
        self,
        channel_id: int,
        user_id: int,
        tile: str | None = None,
        prefix: str = "",
        *,
        field: str = "hex",
        unit: str | None = None,
    ) -> list[tuple[str, str]]:
        """Legal hexes for an option: ``field`` is hex (place/hq/choose), target, unit,
        from or to (moves); ``unit`` narrows targets to one unit's."""
        got = await self._autocomplete_state(channel_id, user_id)
        if got is None:
            return []
        game, state, player = got
        legal = self.legal.of(game, state)
        key = None
        if tile:
            try:
                key = tile_key(state, player, tile)
            except Mistake:
                return []
        unit_u = unit.upper() if unit else None
        found: list[str] = []
        for a in legal:
            h: str | None = None
            if a.verb == "hq" and (key in (None, "hq")) or a.verb == "choose" or a.verb == "place" and key == a.tile:
                h = a.hexes[0]
            elif a.verb == "play" and key == a.tile and a.hexes:
                if len(a.hexes) == 1 or field == "unit" or field == "from":
                    h = a.hexes[0]
                elif unit_u is None or a.hexes[0] == unit_u:
                    h = a.hexes[1]
            elif a.verb == "move" and key is None:
                if field in ("from", "unit"):
                    h = a.hexes[0]
                elif field in ("to", "target") and (unit_u is None or a.hexes[0] == unit_u):
                    h = a.hexes[1]
            if h is not None and h not in found:
                found.append(h)
        needle = prefix.strip().upper()
        hexes = [h for h in sorted(found) if h.startswith(needle)] or [h for h in sorted(found) if needle in h]
        n = viewer_narrator(game)
        out = []
        for h in hexes[:25]:
            u = state.units.get(state.board.parse(h))
            label = h if u is None else f"{h} — {n.tile(u.player, u.tile)}"
            out.append((label, h))
        return out

    async def autocomplete_facings(
        self, channel_id: int, user_id: int, tile: str | None = None, hex: str | None = None, prefix: str = ""
    ) -> list[tuple[str, str]]:
        """The six facings (all are legal for a placement), named in the viewer's language
        (``Pn-Wsch ↗``); what is typed matches either language's name."""
        tr = i18n.translator(viewer_lang())
        needle = prefix.strip().lower()
        out = []
        for d in FACINGS:
            label = f"{tr.direction(d.name)} {ARROWS[d.name]}"
            if not needle or label.lower().startswith(needle) or d.name.lower().startswith(needle):
                out.append((label, d.name))
        return out
