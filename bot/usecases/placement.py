"""Placement previews and autocomplete: read-only helpers for the acting player.

The preview (``/hex preview``, and the hand's "Place <tile>" buttons) shows the placement
with rotate, confirm and cancel buttons and a menu of the tile's legal hexes. The menu
holds at most :data:`~bot.replies.MAX_SELECT_OPTIONS` (25) hexes: the 19-hex board always
fits; on the 37-hex board, when more hexes are legal, it lists the 25 nearest the
previewed hex (ties in board order), so moving the preview step by step reaches any hex.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import i18n
from bot import commands
from bot.locale import viewer_lang, vt
from bot.replies import MAX_SELECT_OPTIONS, Button, Reply, Select, SelectOption
from bot.storage.base import (
    GameRecord,
)
from bot.usecases.access import GameAccess
from bot.usecases.answers import oops
from bot.usecases.legal import LegalActions
from bot.usecases.pictures import Pictures
from bot.usecases.util import (
    Mistake,
    normalise,
    rules_error_text,
    tile_key,
)
from bot.usecases.wording import viewer_narrator
from renderer.labels import kind_name
from rules.actions import Action, RulesError
from rules.catalog import army
from rules.game import apply
from rules.hexes import Board, Direction, Hex
from rules.state import PHASE_HQ, GameState, Unit

CENTRE = Hex(0, 0)


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


class Placement:
    """Placement previews and autocomplete: read-only helpers for the acting player."""

    def __init__(self, access: GameAccess, pictures: Pictures, legal: LegalActions) -> None:
        self.access = access
        self.pictures = pictures
        self.legal = legal

    async def preview_place(
        self, channel_id: int, user_id: int, tile: str, hex: str, facing: str = "N", *, version: int | None = None
    ) -> Reply:
        """An ephemeral image of a placement with rotate/confirm/cancel buttons and a menu of
        the tile's legal hexes; nothing is saved. ``version`` (from a button or menu) makes
        it answer "the board changed" when the game moved on since it was shown."""
        try:
            game, state, player = await self.access.load_turn(channel_id, user_id, version)
            key = tile_key(state, player, tile)
            legal_hexes = placement_hexes(state.board, self.legal.of(game, state), key)
            try:
                d = Direction.parse(facing or "N")
            except ValueError:
                raise Mistake(vt("rules-bad-facing", word=facing)) from None
            notation = f"hq {hex}" if key == "hq" else f"place {key} {hex} {d.name}"
            try:
                action = normalise(state, player, Action.parse(notation))
                apply(state, action)
            except RulesError as e:
                raise Mistake(rules_error_text(e)) from None
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
        img = await self.pictures.board(
            game, shown, tr, highlight=[hex_name], title=title, filename="preview.png", alt=title
        )
        confirm = commands.format_command("place", tile=key, hex=hex_name, facing=None if key == "hq" else d.name)
        buttons = []
        if key != "hq":
            buttons = [
                Button(
                    tr("btn-rotate-left"),
                    commands.format_command("preview", tile=key, hex=hex_name, facing=d.rotated(-1).name),
                    "secondary",
                    "rotate-left",
                ),
                Button(
                    tr("btn-rotate-right"),
                    commands.format_command("preview", tile=key, hex=hex_name, facing=d.rotated(1).name),
                    "secondary",
                    "rotate-right",
                ),
            ]
        buttons += [
            Button(tr("btn-confirm"), confirm, "success", "confirm"),
            Button(tr("btn-cancel"), commands.format_command("cancel"), "danger", "cancel"),
        ]
        selects: list[Select] = []
        shown_hexes = nearest_hexes(state.board, legal_hexes, hex_name)
        if len(shown_hexes) > 1:  # a menu of the other legal hexes: same tile, same facing
            facing_name = None if key == "hq" else d.name
            options = [
                SelectOption(
                    there,
                    commands.format_command("preview", tile=key, hex=there, facing=facing_name),
                    there == hex_name,
                )
                for there in shown_hexes
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
        )

    async def cancel(self, channel_id: int, user_id: int) -> Reply:
        return oops(vt("preview-cancelled"))

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
        """The six facings (all are legal for a placement)."""
        names = {"N": "N ↑", "NE": "NE ↗", "SE": "SE ↘", "S": "S ↓", "SW": "SW ↙", "NW": "NW ↖"}
        needle = prefix.strip().upper()
        return [(label, d) for d, label in names.items() if d.startswith(needle)]
