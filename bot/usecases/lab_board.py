"""The lab's board set up with buttons (docs/lab.md, "A board from empty"): ``/hexlab new``
opens a private panel on an empty board of 19 hexes with the two armies the user picks (or
on the position of a code); its buttons and menus choose an army, one of its tiles and a
hex, then a facing places the tile there (a facing on a placed tile turns it), set an HQ's
hit points, remove a tile; "Resolve" gives the same battle as ``/hexlab battle`` and "Code"
the position's code. In the console the same panel works through the typed commands the
buttons stand for (``/hexlab pick``, ``/hexlab put``, ``/hexlab remove``, ``/hexlab hq``,
``/hexlab resolve``, ``/hexlab boardcode``).

Where the board lives between clicks: in this process's memory, keyed by channel and user
(at most :data:`MAX_BOARDS`, the least recently used forgotten). A button's custom id (100
characters) cannot carry a position code with its command, and a scratch position is not
worth a table: nothing of a game, a rating or a league is at stake. Every interaction of a
server reaches the process that serves its shard (:mod:`bot.sharding`), so several
processes never split one board; after a restart a click says the board is gone, and the
panel always shows the position's code, so ``/hexlab new code:`` brings it back whole.
Each board has a serial number that its buttons carry (the reply's ``version``): a click on
the panel of a board since replaced is refused, and changes nothing.
"""

from __future__ import annotations

import random
from collections import OrderedDict
from dataclasses import dataclass, field, replace
from typing import Any

import i18n
from bot.locale import viewer_lang, vt
from bot.readers import Mistake
from bot.replies import Button, Press, Reply, Select, SelectOption
from bot.usecases.lab import Lab, lab_record, net_owners, put_tile, read_code, shared_code
from bot.usecases.placement import CENTRE, compass, nearest_hexes, read_facing
from bot.usecases.util import army_key, army_names, board_hex
from bot.usecases.wording import narrator
from rules import registry
from rules.armies import ARMIES
from rules.catalog import army
from rules.position import PositionCodeError, position
from rules.scenario import ScenarioError, load
from rules.state import GameState

MAX_BOARDS = 1000  # lab boards kept in memory (channel, user)
MAX_HP = 20  # the HQ hit points the menu offers (1 to 20)
MAX_MARKERS = 5  # markers of one kind on one unit (Mississippi's venom: "maksymalnie 5")
RADIUS = 2  # a new lab board: 19 hexes (every hex fits one menu)


@dataclass(slots=True)
class Draft:
    """A lab board: its position (the scenario format's set-up, :func:`rules.position.position`)
    and what the panel has chosen: whose tiles, which tile, which hex."""

    serial: int
    setup: dict[str, Any]
    player: int = 1
    tile: str | None = None
    hex: str | None = None
    state: GameState = field(init=False)

    def __post_init__(self) -> None:
        self.state = load(self.setup)


class LabBoards:
    """The lab boards of the users, and the use cases of their panels."""

    def __init__(self, lab: Lab, rng: random.Random | None = None) -> None:
        self.lab = lab
        self._boards: OrderedDict[tuple[int, int], Draft] = OrderedDict()
        # serial numbers start anywhere: a panel from before a restart names no board of now
        self._serial = (rng or random.SystemRandom()).randrange(1, 1 << 30)

    # ------------------------------------------------------------------ commands
    async def new(
        self, channel_id: int, user_id: int, army_name: str | None, opponent_army: str | None, code: str | None
    ) -> Reply:
        """A lab board: empty, with the armies ``army_name`` (player 1) and ``opponent_army``
        (player 2), or the position of ``code``; the panel privately."""
        if code is not None and code.strip():
            state = read_code(code)
            try:
                setup = position(state)
            except PositionCodeError:
                raise Mistake(vt("lab-err-no-code")) from None
        else:
            if not army_name or not opponent_army:
                raise Mistake(vt("lab-err-armies"))
            keys = []
            for name in (army_name, opponent_army):
                found = army_key(name)
                if found is None:
                    raise Mistake(vt("lab-err-army", name=name[:40], armies=army_names(ARMIES)))
                keys.append(found)
            setup = {"players": {str(p): {"army": k} for p, k in enumerate(keys, start=1)}, "board": []}
            if RADIUS != 2:
                setup["radius"] = RADIUS
        self._serial += 1
        draft = Draft(self._serial, setup)
        owner = (channel_id, user_id)
        self._boards.pop(owner, None)
        self._boards[owner] = draft
        while len(self._boards) > MAX_BOARDS:
            self._boards.popitem(last=False)
        return await self.panel(channel_id, user_id, draft)

    async def pick(
        self,
        channel_id: int,
        user_id: int,
        *,
        player: int | None = None,
        tile: str | None = None,
        hex_name: str | None = None,
        version: int | None = None,
    ) -> Reply:
        """Choose whose tiles, which tile, which hex (what the panel's menus set)."""
        draft = self._draft(channel_id, user_id, version)
        if player is not None:
            if player not in draft.state.players:
                raise Mistake(vt("lab-err-player", word=str(player), players=self._players(draft)))
            if player != draft.player:
                draft.player, draft.tile = player, None
        if tile is not None:
            draft.tile = self._tile(draft, draft.player, tile)
        if hex_name is not None:
            draft.hex = board_hex(draft.state, hex_name)
        return await self.panel(channel_id, user_id, draft)

    async def put(
        self,
        channel_id: int,
        user_id: int,
        *,
        player: int | None = None,
        tile: str | None = None,
        hex_name: str | None = None,
        facing: str | None = None,
        version: int | None = None,
    ) -> Reply:
        """Place a tile (by default the one chosen, of the army chosen, on the hex chosen) with
        ``facing`` (default N); whatever stood on that hex leaves it (so a facing on a placed
        tile turns it). A position no rule allows (two HQs of one army) is refused."""
        draft = self._draft(channel_id, user_id, version)
        who = draft.player if player is None else player
        if who not in draft.state.players:
            raise Mistake(vt("lab-err-player", word=str(who), players=self._players(draft)))
        key = self._tile(draft, who, tile) if tile is not None else (draft.tile if who == draft.player else None)
        where = board_hex(draft.state, hex_name) if hex_name is not None else draft.hex
        if key is None or where is None:
            raise Mistake(vt("lab-err-pick-first"))
        code = read_facing(facing).name if facing else "N"
        setup = {**draft.setup}
        put_tile(setup, where, who, key, code)
        self._change(draft, setup)
        draft.player, draft.tile, draft.hex = who, key, where
        return await self.panel(channel_id, user_id, draft)

    async def remove(
        self, channel_id: int, user_id: int, hex_name: str | None = None, version: int | None = None
    ) -> Reply:
        """Take the tile off ``hex_name`` (default: the hex chosen): its unit, or when none
        stands there, its Foundation."""
        draft = self._draft(channel_id, user_id, version)
        where = board_hex(draft.state, hex_name) if hex_name is not None else draft.hex
        if where is None:
            raise Mistake(vt("lab-err-pick-hex"))
        setup = {**draft.setup}
        board = [u for u in setup["board"] if u["hex"] != where]
        if len(board) < len(setup["board"]):
            setup["board"] = board
        elif any(f["hex"] == where for f in setup.get("foundations", ())):
            setup["foundations"] = [f for f in setup["foundations"] if f["hex"] != where]
        else:
            raise Mistake(vt("lab-err-empty-hex", hex=where))
        self._change(draft, setup)
        draft.hex = where
        return await self.panel(channel_id, user_id, draft)

    async def hq(
        self, channel_id: int, user_id: int, hp: int | None, player: int | None = None, version: int | None = None
    ) -> Reply:
        """Set player ``player``'s HQ hit points (default: the army chosen)."""
        draft = self._draft(channel_id, user_id, version)
        who = draft.player if player is None else player
        if who not in draft.state.players:
            raise Mistake(vt("lab-err-player", word=str(who), players=self._players(draft)))
        if hp is None or not 1 <= hp <= MAX_HP:
            raise Mistake(vt("lab-err-hp", n=MAX_HP))
        players = {p: dict(v) for p, v in draft.setup["players"].items()}
        players[str(who)]["hq_hp"] = hp
        self._change(draft, {**draft.setup, "players": players})
        draft.player = who
        return await self.panel(channel_id, user_id, draft)

    async def mark(
        self,
        channel_id: int,
        user_id: int,
        mark: str | None,
        player: int | None = None,
        hex_name: str | None = None,
        version: int | None = None,
    ) -> Reply:
        """Change what lies on the unit of ``hex_name`` (default: the hex chosen): ``net``
        (``player``'s Steel Net marker: on it, or off it again), a marker kind of
        :data:`rules.registry.MARKER_KINDS` (one more from ``player``'s supply), ``wound``
        (one more), ``clear`` (all of these off). Control (Vegas's takeover) is not set: it
        follows from the board, as in a game (docs/rulings.md V1)."""
        draft = self._draft(channel_id, user_id, version)
        where = board_hex(draft.state, hex_name) if hex_name is not None else draft.hex
        if where is None:
            raise Mistake(vt("lab-err-pick-hex"))
        setup = {**draft.setup, "board": [dict(u) for u in draft.setup["board"]]}
        unit = next((u for u in setup["board"] if u["hex"] == where), None)
        if unit is None:
            raise Mistake(vt("lab-err-empty-hex", hex=where))
        offered = {(m, p) for m, p, _ in self._marks(draft, unit)}
        kind = self._mark_word(mark or "")
        owner = player if player is not None else next((p for m, p in sorted(offered) if m == kind), 0)
        if (kind, owner) not in offered:
            raise Mistake(vt("lab-err-mark", mark=(mark or "")[:30], hex=where, marks=self._mark_words(draft, unit)))
        if kind == "clear":
            for k in ("steel_net", "markers", "wounds"):
                unit.pop(k, None)
        elif kind == "wound":
            unit["wounds"] = int(unit.get("wounds", 0)) + 1
        elif kind == "net":
            for u in setup["board"]:  # a player has one Steel Net marker: it moves
                if u.get("steel_net") == owner and u is not unit:
                    del u["steel_net"]
            if unit.pop("steel_net", None) != owner:
                unit["steel_net"] = owner
        else:
            unit["markers"] = [*unit.get("markers", []), {"kind": kind, "player": owner}]
        self._change(draft, setup)
        draft.hex = where
        return await self.panel(channel_id, user_id, draft)

    async def resolve(self, channel_id: int, user_id: int, version: int | None = None) -> Reply:
        """The board's battle, as ``/hexlab battle`` resolves its code (in the channel)."""
        draft = self._draft(channel_id, user_id, version)
        return await self.lab.battle(channel_id, user_id, shared_code(draft.state))

    async def code(self, channel_id: int, user_id: int, version: int | None = None) -> Reply:
        """The board's position code (and its web page), privately."""
        draft = self._draft(channel_id, user_id, version)
        code = shared_code(draft.state)
        back = Button(vt("lab-btn-back"), Press("lab-pick"), "secondary", "back")
        return Reply(
            text=vt("lab-board-code-shown", code=code),
            ephemeral=True,
            buttons=[back],
            version=draft.serial,
            link=self.lab.link(code),
        )

    # ------------------------------------------------------------------ the panel
    async def panel(self, channel_id: int, user_id: int, draft: Draft) -> Reply:
        """The board's panel: its picture, what is chosen, its code; the army buttons, the
        menus of tiles, hexes and HQ hit points, the facings, Remove, Resolve, Code."""
        state = draft.state
        lang = viewer_lang()
        tr = i18n.translator(lang)
        record = lab_record(channel_id, user_id, state, lang)
        n = narrator(record, lang)
        code = shared_code(state)
        hqs = {str(p): ps.hq_hp for p, ps in sorted(state.players.items())}
        if draft.tile is not None and draft.hex is not None:
            chosen = tr("lab-board-chosen", tile=n.tile(draft.player, draft.tile), hex=draft.hex)
        elif draft.tile is not None:
            chosen = tr("lab-board-chosen-tile", tile=n.tile(draft.player, draft.tile))
        elif draft.hex is not None:
            chosen = tr("lab-board-chosen-hex", hex=draft.hex, army=n.army_name(draft.player))
        else:
            chosen = tr("lab-board-choose", army=n.army_name(draft.player))
        text = "\n".join(
            [
                tr("lab-board", armies=", ".join(f"{n.army_name(p)} ({p})" for p in sorted(state.players))),
                tr("lab-board-hqs", hqs=n.hqs(hqs)),
                chosen,
                tr("lab-board-code", code=code),
            ]
        )
        highlight = [draft.hex] if draft.hex else []
        img = await self.lab.pictures.board(
            record, state, tr, highlight=highlight, title=tr("lab-board-title"), filename="lab-board.png"
        )
        buttons = [
            Button(
                n.army_name(p),
                Press("lab-pick", player=str(p)),
                "primary" if p == draft.player else "secondary",
                f"army-{p}",
                row=0,
            )
            for p in sorted(state.players)
        ]
        buttons += [  # the compass below the armies' row
            replace(b, row=1 + (b.row or 0))
            for b in compass(tr, lambda f: Press("lab-put", facing=f), self._facing(draft))
        ]
        remove = tr("lab-btn-remove", hex=draft.hex) if draft.hex else tr("lab-btn-remove-none")
        buttons += [
            Button(remove, Press("lab-remove"), "danger", "remove", row=3),
            Button(tr("lab-btn-resolve"), Press("lab-resolve"), "success", "resolve", row=3),
            Button(tr("lab-btn-code"), Press("lab-boardcode"), "secondary", "code", row=3),
        ]
        mine = army(state.players[draft.player].army)
        tiles = [
            SelectOption(n.tile(draft.player, t.key), Press("lab-pick", tile=t.key), default=t.key == draft.tile)
            for t in dict((t.key, t) for t in mine.tiles if t.is_board_tile).values()
        ]
        units = {u["hex"]: u for u in draft.setup["board"]}
        beneath = {f["hex"]: f for f in draft.setup.get("foundations", ())}
        hexes = []
        names = [state.board.name(h) for h in state.board.hexes]
        # a board of 37 hexes: the 25 nearest the chosen hex (choosing one moves the menu on)
        for name in nearest_hexes(state.board, names, draft.hex or state.board.name(CENTRE)):
            there = [t for t in (units.get(name), beneath.get(name)) if t is not None]
            tiles_there = " / ".join(n.tile(t["player"], t["tile"]) for t in there)
            label = tr("lab-hex-taken", hex=name, tile=tiles_there) if there else name
            hexes.append(SelectOption(label, Press("lab-pick", hex=name), default=name == draft.hex))
        hp = state.players[draft.player].hq_hp
        hps = [
            SelectOption(tr("lab-hp-option", hp=k), Press("lab-hq", player=str(draft.player), hp=str(k)), k == hp)
            for k in range(MAX_HP, 0, -1)
        ]
        selects = [
            Select(tr("lab-pick-tile", army=n.army_name(draft.player)), tiles[:25], "lab-tile"),
            Select(tr("lab-pick-hex"), hexes, "lab-hex"),
            Select(tr("lab-pick-hp", army=n.army_name(draft.player)), hps, "lab-hp"),
        ]
        unit = units.get(draft.hex) if draft.hex else None
        if unit is not None and (offered := self._marks(draft, unit)):
            marks = [
                SelectOption(label, Press("lab-mark", mark=m, **({"player": str(p)} if p else {})))
                for m, p, label in offered
            ]
            on = n.tile(unit["player"], unit["tile"])
            selects.append(Select(tr("lab-pick-mark", tile=on, hex=draft.hex), marks[:25], "lab-mark"))
        return Reply(
            text=text,
            ephemeral=True,
            images=[img] if img is not None else [],
            buttons=buttons,
            selects=selects,
            version=draft.serial,
            panel=True,
        )

    # ------------------------------------------------------------------ helpers
    def _draft(self, channel_id: int, user_id: int, version: int | None) -> Draft:
        draft = self._boards.get((channel_id, user_id))
        if draft is None:
            raise Mistake(vt("lab-err-no-board"))
        if version is not None and version != draft.serial:
            raise Mistake(vt("lab-err-stale-board", code=shared_code(draft.state)))
        self._boards.move_to_end((channel_id, user_id))
        return draft

    @staticmethod
    def _marks(draft: Draft, unit: dict[str, Any]) -> list[tuple[str, int, str]]:
        """What may be put on (or taken off) ``unit``: (mark, player, label) — another
        player's Steel Net marker (of the armies whose HQ lays one), a marker from a player's
        supply (of the armies that bring that kind), a wound, and clearing them."""
        state, lang = draft.state, viewer_lang()
        tr = i18n.translator(lang)
        spec = army(state.players[unit["player"]].army).tile(unit["tile"])

        def who(p: int) -> str:
            return f"{i18n.army_name(state.players[p].army, lang)} ({p})"

        out: list[tuple[str, int, str]] = []
        if not spec.is_hq or spec.is_object:  # the marker never lies on an HQ (a Dancer Object: yes)
            for p in net_owners(state):
                if p != unit["player"]:
                    on = unit.get("steel_net") == p
                    out.append(("net", p, tr("lab-mark-net-off" if on else "lab-mark-net", who=who(p))))
        have = [m["kind"] for m in unit.get("markers", ())]
        for kind in sorted(registry.MARKER_KINDS):
            if have.count(kind) >= MAX_MARKERS:
                continue
            for p in sorted(state.players):
                left = registry.markers_left(state, kind, p)  # the side's box (None: no limit)
                if state.players[p].army in registry.marker_armies(kind) and (left is None or left > 0):
                    name = tr(f"lab-marker-{kind}") if i18n.has(f"lab-marker-{kind}", lang) else kind
                    out.append((kind, p, tr("lab-mark-marker", marker=name, who=who(p), n=have.count(kind) + 1)))
        wounds = int(unit.get("wounds", 0)) + 1
        if (not spec.is_hq or spec.is_object) and wounds < spec.hp:  # an HQ's damage is its hit points
            out.append(("wound", 0, tr("lab-mark-wound", n=wounds)))
        if any(unit.get(k) for k in ("steel_net", "markers", "wounds")):
            out.append(("clear", 0, tr("lab-mark-clear")))
        return out

    @staticmethod
    def _mark_word(text: str) -> str:
        """A typed mark: its word (``venom``), or a marker's name in a language (``jad``)."""
        word = text.strip().lower()
        for kind in registry.MARKER_KINDS:
            if any(i18n.t(lang, f"lab-marker-{kind}").lower() == word for lang in i18n.LANGS):
                return kind
        return word

    def _mark_words(self, draft: Draft, unit: dict[str, Any]) -> str:
        """The marks ``/hexlab mark`` takes on this unit, as words (for a refusal)."""
        return ", ".join(dict.fromkeys(m for m, _, _ in self._marks(draft, unit))) or "—"

    @staticmethod
    def _players(draft: Draft) -> str:
        return ", ".join(map(str, sorted(draft.state.players)))

    @staticmethod
    def _tile(draft: Draft, player: int, name: str) -> str:
        a = army(draft.state.players[player].army)
        wanted = name.strip().lower()
        if wanted in a.by_key and a.tile(wanted).is_board_tile:
            return wanted
        key = i18n.tile_key(a.key, name)
        if key is None or not a.tile(key).is_board_tile:
            raise Mistake(vt("lab-err-board-tile", army=i18n.army_name(a.key, viewer_lang()), name=name[:40]))
        return key

    @staticmethod
    def _facing(draft: Draft) -> str:
        """The facing of the tile on the hex chosen (the compass highlights it)."""
        unit = next((u for u in draft.setup["board"] if u["hex"] == draft.hex), None)
        return str(unit.get("facing", "N")) if unit is not None else ""

    @staticmethod
    def _change(draft: Draft, setup: dict[str, Any]) -> None:
        """Load the changed set-up (every rule of a set-up holds, or a Mistake says which is
        broken and nothing changes), and keep it canonical."""
        try:
            state = load(setup)
            draft.setup = position(state)
        except (ScenarioError, PositionCodeError) as e:
            raise Mistake(vt("lab-err-change", error=str(e))) from None
        draft.state = load(draft.setup)
