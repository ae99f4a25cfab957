"""Game state: plain dataclasses that round-trip through JSON exactly.

A state holds everything needed to continue a game: the board (units by hex), each
player's HQ hit points, pile, hand and discard pile, whose turn it is and the bookkeeping
of the turn (what was drawn, discarded and used), the end-of-game sequence and the result.
Piles are shuffled once from the seed when the game is created, so a game is reproduced
by its seed and its action list.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from rules.catalog import TileSpec, army
from rules.hexes import ENLARGED, STANDARD, Board, Direction, Hex, board_for

STATE_VERSION = 1
HQ_START_HP = 20
ONE_V_TWO_TEAM_HP = 13  # one against a team: each team member's HQ
POINTS_TO_WIN = 20  # points mode: the first to 20 wins once the battle in progress ends

# Game modes (docs/rulings.md, "Multiplayer"): every player for themselves (2-6 players;
# the two-player game is its smallest case), points (3-6), one against a team (3 players,
# teams [[1], [2, 3]]) and teams of two (4 players, default teams [[1, 3], [2, 4]]).
MODE_FFA = "ffa"
MODE_POINTS = "points"
MODE_1V2 = "1v2"
MODE_2V2 = "2v2"
MODES = (MODE_FFA, MODE_POINTS, MODE_1V2, MODE_2V2)

# Variants of "Bardziej taktyczna gra" that any mode may use.
VARIANT_ALT_START = "alt-start"  # the first player draws 3, discards 1 and may use only one
VARIANT_REINFORCEMENTS = "reinforcements"  # draw up to 6, discard 1, play at most 2
VARIANTS = (VARIANT_ALT_START, VARIANT_REINFORCEMENTS)

# Phases of a game.
PHASE_HQ = "hq"  # players place their HQs, first player first
PHASE_TURN = "turn"  # a normal player turn
PHASE_CHOICE = "choice"  # a player other than the active one must choose (push destination)
PHASE_OVER = "over"


@dataclass(slots=True)
class Unit:
    """A tile on the board. ``wounds`` counts wound markers (HQs use ``hq_hp`` instead)."""

    uid: int
    player: int
    tile: str
    hex: Hex
    facing: Direction
    wounds: int = 0

    def copy(self) -> Unit:
        return Unit(self.uid, self.player, self.tile, self.hex, self.facing, self.wounds)


@dataclass(frozen=True, slots=True)
class Foundation:
    """A Foundation tile on the board (a tile of the kind ``foundation``: New York's Mine).
    It is not a unit: it lies on its hex under whatever unit stands there, is never moved,
    pushed, netted, taken over or attacked, never blocks a line of fire, and a hex holding
    only a Foundation is empty (for "the board is full", for placing and moving units);
    only the instants that say so destroy it (docs/rulings.md, "Foundations")."""

    uid: int
    player: int
    tile: str
    hex: Hex


@dataclass(frozen=True, slots=True)
class Marker:
    """A marker lying on a unit (Neojungle's venom; later Mississippi's): its kind and the
    player whose supply it comes from. Markers are kept by the unit's uid
    (:attr:`GameState.markers`), so they move with the unit, and they leave the board with
    it (:meth:`GameState.prune_markers`). Public, like everything on the board."""

    kind: str
    player: int


@dataclass(slots=True)
class PlayerState:
    army: str
    hq_hp: int = HQ_START_HP
    pile: list[str] = field(default_factory=list)  # top of the pile is the end of the list
    hand: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    points: int = 0  # points mode: wounds this player dealt to opponents' HQs
    out: bool = False  # eliminated: HQ destroyed (tiles gone) or resigned; takes no more turns
    scoring: bool = True  # False once the player lost a tie-break: tiles stay and fight, no turns
    steel_net: int | None = None  # Steel Police: uid of the unit under this player's Steel Net marker
    terror: bool = False  # a Terror was played on this player: no unit may be placed in their next turn

    def copy(self) -> PlayerState:
        new: PlayerState = object.__new__(PlayerState)  # field by field: see GameState._copy
        new.army = self.army
        new.hq_hp = self.hq_hp
        new.pile = self.pile.copy()
        new.hand = self.hand.copy()
        new.discard = self.discard.copy()
        new.points = self.points
        new.out = self.out
        new.scoring = self.scoring
        new.steel_net = self.steel_net
        new.terror = self.terror
        return new

    @property
    def plays(self) -> bool:
        """Whether this player still takes turns."""
        return not self.out and self.scoring


@dataclass(slots=True)
class TurnState:
    """What the active player has done in the current turn."""

    hand_size: int = 3  # the number of tiles this turn draws up to (1, 2 or 3; up to 6 with reinforcements)
    needs_discard: bool = False  # the mandatory discard is still to be made
    acted: bool = False  # anything but a redraw has been done (ends the unlucky-draw window)
    moved: list[int] = field(default_factory=list)  # uids that used their own Mobility
    transported: list[tuple[int, int]] = field(default_factory=list)  # (unit uid, transport uid)
    plays_left: int | None = None  # tiles that may still be placed or played (None: as many as held)
    used: list[str] = field(default_factory=list)  # once-a-turn abilities used: "rotation:UID", "grab:UID"
    pushed: list[int] = field(default_factory=list)  # uids that used their Push Back ability (Riot Policeman)

    def copy(self) -> TurnState:
        new: TurnState = object.__new__(TurnState)  # field by field: see GameState._copy
        new.hand_size = self.hand_size
        new.needs_discard = self.needs_discard
        new.acted = self.acted
        new.moved = self.moved.copy()
        new.transported = self.transported.copy()
        new.plays_left = self.plays_left
        new.used = self.used.copy()
        new.pushed = self.pushed.copy()
        return new


PENDING_PUSH = "push"  # the pushed player picks the hex
PENDING_GRAB = "grab"  # the pulled unit's owner picks the hex and the facing (Beasts' Grab)
PENDING_SCAVENGE = "scavenge"  # after a battle: the Vulture's owner may move and turn it (Scavenger)


@dataclass(slots=True)
class PendingPush:
    """A choice a player must make before the game goes on: where a pushed unit goes (the
    pushed player picks one of ``options``), where a pulled unit goes and how it faces, or,
    after a battle, where the Vulture on ``target`` flies (``rest``: the uids of further
    Vultures still to choose; ``draw_after``: the current turn's draw waits for the choice)."""

    player: int  # who chooses
    pusher: Hex
    target: Hex
    options: list[Hex]
    kind: str = PENDING_PUSH
    rest: list[int] = field(default_factory=list)
    draw_after: bool = False

    def copy(self) -> PendingPush:
        return PendingPush(
            self.player, self.pusher, self.target, list(self.options), self.kind, list(self.rest), self.draw_after
        )


@dataclass(slots=True)
class Result:
    """How a game ended. ``winner`` is the single winning player (None when nobody or
    several players won); ``winners`` lists every winner (a team, or players sharing a
    win); ``ranking`` lists the players from best to worst in groups of equals (for
    ratings: eliminated players rank by the order they went out)."""

    winner: int | None  # None is a draw (or a shared win: see ``winners``)
    reason: str  # hq_destroyed, both_hq_destroyed, hp, hp_tie, points, resigned, agreed_draw, aborted, deadlock
    winners: tuple[int, ...] = ()
    ranking: tuple[tuple[int, ...], ...] = ()

    def describe(self) -> str:
        why = self.reason.replace("_", " ")
        if self.winner is None:
            if len(self.winners) > 1:
                return f"players {', '.join(map(str, self.winners))} win ({why})"
            return f"draw ({why})"
        return f"player {self.winner} wins ({why})"

    def copy(self) -> Result:
        return Result(self.winner, self.reason, self.winners, self.ranking)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"winner": self.winner, "reason": self.reason}
        if self.winners and self.winners != ((self.winner,) if self.winner is not None else ()):
            out["winners"] = list(self.winners)
        if self.ranking:
            out["ranking"] = [list(g) for g in self.ranking]
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Result:
        winner = data["winner"]
        winners = tuple(data.get("winners", () if winner is None else (winner,)))
        ranking = tuple(tuple(g) for g in data.get("ranking", ()))
        return cls(winner, data["reason"], winners, ranking)


@dataclass(slots=True)
class GameState:
    seed: int
    players: dict[int, PlayerState]
    radius: int = 2
    units: dict[Hex, Unit] = field(default_factory=dict)
    next_uid: int = 1
    phase: str = PHASE_HQ
    current: int = 1  # the player whose turn it is (or who places an HQ)
    turn_number: int = 0  # counts player turns after HQ placement, from 1
    turn: TurnState = field(default_factory=TurnState)
    pending: PendingPush | None = None
    last_draw_by: int | None = None  # who first drew the last tile of their pile
    final_wait: list[int] = field(default_factory=list)  # players still to take their last turn
    final_done: bool = False
    overtime_turns_left: int | None = None  # turns left before the overtime battle
    battles: int = 0
    result: Result | None = None
    version: int = STATE_VERSION
    mode: str = MODE_FFA
    teams: list[list[int]] | None = None  # None: every player on their own
    order: list[int] = field(default_factory=list)  # seats in turn order (a seat may repeat: 1v2)
    pos: int = 0  # index in ``order`` of the current turn
    variants: tuple[str, ...] = ()
    out_order: list[int] = field(default_factory=list)  # players in the order they were eliminated
    foundations: dict[Hex, Foundation] = field(default_factory=dict)  # Foundation tiles by hex (not units)
    markers: dict[int, tuple[Marker, ...]] = field(default_factory=dict)  # markers on units, by the unit's uid
    # Units under another player's Control (Vegas's takeover): uid -> the unit's owner. Such a
    # unit's ``player`` is the player who controls it now; its tile is its owner's army's.
    taken: dict[int, int] = field(default_factory=dict)
    to_turn: list[int] = field(default_factory=list)  # uids taken over whose turning is still to be offered

    def __post_init__(self) -> None:
        if not self.order:
            self.order = sorted(self.players)

    # ------------------------------------------------------------------ helpers
    @property
    def board(self) -> Board:
        return STANDARD if self.radius == 2 else ENLARGED  # board_for(self.radius), inlined: asked for very often

    @property
    def to_act(self) -> int:
        """The player whose input the game waits for."""
        if self.pending is not None:
            return self.pending.player
        return self.current

    @property
    def final_after(self) -> int | None:
        """The player whose turn's end brings the Final Battle (the last one still waiting)."""
        return self.final_wait[-1] if self.final_wait else None

    @final_after.setter
    def final_after(self, player: int | None) -> None:
        self.final_wait = [] if player is None else [player]

    @property
    def opponent(self) -> int:
        """The current player's opponent in a two-player game (the next enemy otherwise)."""
        return self.next_enemy(self.current)

    # ------------------------------------------------------------------ sides
    def team_of(self, player: int) -> int:
        """A number shared by allies: the team's index, or a player's own number plus 100."""
        if self.teams is not None:
            for i, team in enumerate(self.teams):
                if player in team:
                    return i
        return 100 + player

    def allies(self, a: int, b: int) -> bool:
        """Whether two different players are on one team (a player is not their own ally)."""
        if self.teams is None:
            return False
        return a != b and self.team_of(a) == self.team_of(b)

    def hostile(self, a: int, b: int) -> bool:
        """Whether ``a``'s units attack, net and push ``b``'s: different players who are not
        allies, or allies one of whose armies fights allies (Moloch: "Moloch w trybie drużynowym")."""
        if a == b:
            return False
        if self.teams is None or self.team_of(a) != self.team_of(b):
            return True
        return army(self.players[a].army).fights_allies or army(self.players[b].army).fights_allies

    def enemies_of(self, player: int) -> list[int]:
        return [p for p in self.players if p != player and not self.allies(p, player)]

    def next_enemy(self, player: int) -> int:
        """The first enemy after ``player`` in turn order (in two-player games: the opponent)."""
        n = len(self.order)
        start = self.order.index(player) if player in self.order else 0
        for i in range(1, n + 1):
            p = self.order[(start + i) % n]
            if p != player and not self.allies(p, player) and not self.players[p].out:
                return p
        return next(p for p in self.players if p != player)

    @property
    def in_play(self) -> list[int]:
        """Players whose HQ is still in the game, in seat order."""
        return [p for p, ps in sorted(self.players.items()) if not ps.out]

    def spec(self, unit: Unit) -> TileSpec:
        owner = self.taken.get(unit.uid, unit.player) if self.taken else unit.player
        return army(self.players[owner].army).tile(unit.tile)

    def owner(self, unit: Unit) -> int:
        """The player whose tile ``unit`` is (``unit.player`` controls it; they differ while
        the unit is taken over: :attr:`taken`)."""
        return self.taken.get(unit.uid, unit.player) if self.taken else unit.player

    def hq_of(self, player: int) -> Unit | None:
        taken = self.taken
        for u in self.units.values():
            if u.player == player and (not taken or u.uid not in taken) and self.spec(u).is_hq:
                return u
        return None

    def unit_by_uid(self, uid: int) -> Unit | None:
        for u in self.units.values():
            if u.uid == uid:
                return u
        return None

    def steel_nets(self) -> frozenset[int]:
        """Uids of the units under a Steel Net marker (abilities.md §6.5): the marker nets them."""
        marked = [ps.steel_net for ps in self.players.values() if ps.steel_net is not None and not ps.out]
        if not marked:
            return frozenset()
        present = {u.uid for u in self.units.values()}
        return frozenset(uid for uid in marked if uid in present)

    def markers_on(self, uid: int, kind: str | None = None) -> tuple[Marker, ...]:
        """The markers on the unit ``uid`` (of ``kind`` only, when given)."""
        found = self.markers.get(uid, ())
        return found if kind is None else tuple(m for m in found if m.kind == kind)

    def add_marker(self, uid: int, marker: Marker) -> None:
        self.markers[uid] = (*self.markers.get(uid, ()), marker)

    def prune_markers(self) -> None:
        """Markers of units no longer on the board leave with them (their owners' supplies
        get them back): called after every action and every damage step that has some."""
        if self.markers:
            present = {u.uid for u in self.units.values()}
            for uid in [uid for uid in self.markers if uid not in present or not self.markers[uid]]:
                del self.markers[uid]

    def core_full(self) -> bool:
        # every hex of the core holds a unit (a hex holding only a Foundation is empty)
        return self.units.keys() >= self.board.core

    def copy(self) -> GameState:
        """A deep copy: nothing in it is shared with this state."""
        return self._copy({h: Unit(u.uid, u.player, u.tile, u.hex, u.facing, u.wounds) for h, u in self.units.items()})

    def fork(self) -> GameState:
        """A copy that shares its :class:`Unit` objects with this state (everything else is
        copied): the engine's start for a new state, which calls :meth:`own_units` before it
        changes any unit. Most actions (discarding, placing, ending a turn without a battle)
        change no unit, and copying the units was a good part of their cost."""
        return self._copy(dict(self.units))

    def own_units(self) -> None:
        """Give this state copies of its units of its own (after :meth:`fork`), in place."""
        units = self.units
        for h, u in units.items():
            units[h] = Unit(u.uid, u.player, u.tile, u.hex, u.facing, u.wounds)

    def _copy(self, units: dict[Hex, Unit]) -> GameState:
        # Filled in field by field rather than through __init__: a copy is made for every
        # action, and keyword arguments to the generated __init__ cost more than the copy.
        new: GameState = object.__new__(GameState)
        new.seed = self.seed
        new.players = {p: s.copy() for p, s in self.players.items()}
        new.radius = self.radius
        new.units = units
        new.next_uid = self.next_uid
        new.phase = self.phase
        new.current = self.current
        new.turn_number = self.turn_number
        new.turn = self.turn.copy()
        new.pending = None if self.pending is None else self.pending.copy()
        new.last_draw_by = self.last_draw_by
        new.final_wait = list(self.final_wait)
        new.final_done = self.final_done
        new.overtime_turns_left = self.overtime_turns_left
        new.battles = self.battles
        new.result = None if self.result is None else self.result.copy()
        new.version = self.version
        new.mode = self.mode
        new.teams = None if self.teams is None else [list(t) for t in self.teams]
        new.order = list(self.order)
        new.pos = self.pos
        new.variants = self.variants
        new.out_order = list(self.out_order)
        new.foundations = dict(self.foundations) if self.foundations else {}
        new.markers = dict(self.markers) if self.markers else {}
        new.taken = dict(self.taken) if self.taken else {}
        new.to_turn = list(self.to_turn) if self.to_turn else []
        return new

    # ------------------------------------------------------------------ JSON
    def to_json(self) -> dict[str, Any]:
        b = self.board
        return {
            "version": self.version,
            "seed": self.seed,
            "radius": self.radius,
            "players": {str(p): _player_json(s) for p, s in sorted(self.players.items())},
            "units": [
                {
                    "uid": u.uid,
                    "player": u.player,
                    "tile": u.tile,
                    "hex": b.name(u.hex),
                    "facing": u.facing.name,
                    "wounds": u.wounds,
                }
                for u in sorted(self.units.values(), key=lambda u: u.uid)
            ],
            "next_uid": self.next_uid,
            "phase": self.phase,
            "current": self.current,
            "turn_number": self.turn_number,
            "turn": {
                "hand_size": self.turn.hand_size,
                "needs_discard": self.turn.needs_discard,
                "acted": self.turn.acted,
                "moved": list(self.turn.moved),
                "transported": [list(t) for t in self.turn.transported],
                **({} if self.turn.plays_left is None else {"plays_left": self.turn.plays_left}),
                **({"used": list(self.turn.used)} if self.turn.used else {}),
                **({"pushed": list(self.turn.pushed)} if self.turn.pushed else {}),
            },
            "pending": None if self.pending is None else _pending_json(self.pending, b),
            "last_draw_by": self.last_draw_by,
            "final_wait": list(self.final_wait),
            "final_done": self.final_done,
            "overtime_turns_left": self.overtime_turns_left,
            "battles": self.battles,
            "result": None if self.result is None else self.result.to_json(),
            **self._multiplayer_json(),
        }

    def _multiplayer_json(self) -> dict[str, Any]:
        """Only what differs from a plain two-player game, so such games keep their JSON."""
        out: dict[str, Any] = {}
        if self.mode != MODE_FFA:
            out["mode"] = self.mode
        if self.teams is not None:
            out["teams"] = [list(t) for t in self.teams]
        if self.order != sorted(self.players):
            out["order"] = list(self.order)
        if len(set(self.order)) != len(self.order):
            out["pos"] = self.pos  # a seat that plays twice a round: which of its turns this is
        if self.variants:
            out["variants"] = list(self.variants)
        if self.out_order:
            out["out_order"] = list(self.out_order)
        if self.foundations:  # only when there are some, so that other games keep their JSON
            b = self.board
            out["foundations"] = [
                {"uid": f.uid, "player": f.player, "tile": f.tile, "hex": b.name(f.hex)}
                for f in sorted(self.foundations.values(), key=lambda f: f.uid)
            ]
        if self.markers:  # likewise: only when some unit carries markers
            present = {u.uid for u in self.units.values()}
            out["markers"] = [
                {"uid": uid, "kind": m.kind, "player": m.player}
                for uid, found in sorted(self.markers.items())
                if uid in present
                for m in found
            ]
        if self.taken:  # likewise: only while some unit is taken over
            out["taken"] = {str(uid): owner for uid, owner in sorted(self.taken.items())}
        if self.to_turn:
            out["to_turn"] = list(self.to_turn)
        return out

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"), sort_keys=True)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameState:
        if data.get("version") != STATE_VERSION:
            raise ValueError(f"unsupported state version {data.get('version')!r}")
        b = board_for(int(data["radius"]))
        units = {}
        for raw in data["units"]:
            h = b.parse(raw["hex"])
            units[h] = Unit(
                int(raw["uid"]), int(raw["player"]), raw["tile"], h, Direction[raw["facing"]], int(raw["wounds"])
            )
        t = data["turn"]
        order = [int(p) for p in data.get("order", sorted(int(p) for p in data["players"]))]
        pend = data["pending"]
        res = data["result"]
        return cls(
            seed=int(data["seed"]),
            players={int(p): _player_from_json(s) for p, s in data["players"].items()},
            radius=int(data["radius"]),
            units=units,
            next_uid=int(data["next_uid"]),
            phase=data["phase"],
            current=int(data["current"]),
            turn_number=int(data["turn_number"]),
            turn=TurnState(
                int(t["hand_size"]),
                bool(t["needs_discard"]),
                bool(t["acted"]),
                [int(x) for x in t["moved"]],
                [(int(a), int(b_)) for a, b_ in t["transported"]],
                t.get("plays_left"),
                [str(x) for x in t.get("used", [])],
                [int(x) for x in t.get("pushed", [])],
            ),
            pending=None
            if pend is None
            else PendingPush(
                int(pend["player"]),
                b.parse(pend["pusher"]),
                b.parse(pend["target"]),
                [b.parse(x) for x in pend["options"]],
                pend.get("kind", PENDING_PUSH),
                [int(x) for x in pend.get("rest", [])],
                bool(pend.get("draw_after", False)),
            ),
            last_draw_by=data["last_draw_by"],
            final_wait=_final_wait(data),
            final_done=bool(data["final_done"]),
            overtime_turns_left=data["overtime_turns_left"],
            battles=int(data["battles"]),
            result=None if res is None else Result.from_json(res),
            version=int(data["version"]),
            mode=data.get("mode", MODE_FFA),
            teams=None if data.get("teams") is None else [[int(p) for p in t] for t in data["teams"]],
            order=order,
            pos=int(data.get("pos", order.index(int(data["current"])) if int(data["current"]) in order else 0)),
            variants=tuple(data.get("variants", ())),
            out_order=[int(p) for p in data.get("out_order", [])],
            foundations={
                (h := b.parse(raw["hex"])): Foundation(int(raw["uid"]), int(raw["player"]), raw["tile"], h)
                for raw in data.get("foundations", [])
            },
            markers=_markers_from_json(data.get("markers", [])),
            taken={int(uid): int(owner) for uid, owner in data.get("taken", {}).items()},
            to_turn=[int(x) for x in data.get("to_turn", [])],
        )

    @classmethod
    def loads(cls, text: str) -> GameState:
        return cls.from_json(json.loads(text))


def _markers_from_json(raw: list[dict[str, Any]]) -> dict[int, tuple[Marker, ...]]:
    out: dict[int, tuple[Marker, ...]] = {}
    for m in raw:
        uid = int(m["uid"])
        out[uid] = (*out.get(uid, ()), Marker(str(m["kind"]), int(m["player"])))
    return out


def _pending_json(p: PendingPush, b: Board) -> dict[str, Any]:
    out: dict[str, Any] = {
        "player": p.player,
        "pusher": b.name(p.pusher),
        "target": b.name(p.target),
        "options": [b.name(h) for h in p.options],
    }
    if p.kind != PENDING_PUSH:  # only what a push does not have, so older states keep their JSON
        out["kind"] = p.kind
    if p.rest:
        out["rest"] = list(p.rest)
    if p.draw_after:
        out["draw_after"] = True
    return out


def _player_json(s: PlayerState) -> dict[str, Any]:
    out: dict[str, Any] = {
        "army": s.army,
        "hq_hp": s.hq_hp,
        "pile": list(s.pile),
        "hand": list(s.hand),
        "discard": list(s.discard),
    }
    if s.points:
        out["points"] = s.points
    if s.out:
        out["out"] = True
    if not s.scoring:
        out["scoring"] = False
    if s.steel_net is not None:
        out["steel_net"] = s.steel_net
    if s.terror:
        out["terror"] = True
    return out


def _player_from_json(s: dict[str, Any]) -> PlayerState:
    return PlayerState(
        s["army"],
        int(s["hq_hp"]),
        list(s["pile"]),
        list(s["hand"]),
        list(s["discard"]),
        int(s.get("points", 0)),
        bool(s.get("out", False)),
        bool(s.get("scoring", True)),
        None if s.get("steel_net") is None else int(s["steel_net"]),
        bool(s.get("terror", False)),
    )


def _final_wait(data: dict[str, Any]) -> list[int]:
    if "final_wait" in data:
        return [int(p) for p in data["final_wait"]]
    # States stored before multiplayer: one player's turn led to the Final Battle.
    left = data.get("overtime_turns_left")
    if left:  # two-player overtime: the current player's turn, then the opponent's
        current = int(data["current"])
        return [current, other(current)][:left]
    after = data.get("final_after")
    return [] if after is None or data.get("final_done") else [int(after)]


def other(player: int) -> int:
    """The opponent in a two-player game."""
    return 2 if player == 1 else 1
