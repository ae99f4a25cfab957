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
from rules.hexes import Board, Direction, Hex, board_for

STATE_VERSION = 1
HQ_START_HP = 20

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


@dataclass(slots=True)
class PlayerState:
    army: str
    hq_hp: int = HQ_START_HP
    pile: list[str] = field(default_factory=list)  # top of the pile is the end of the list
    hand: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)

    def copy(self) -> PlayerState:
        return PlayerState(self.army, self.hq_hp, list(self.pile), list(self.hand), list(self.discard))


@dataclass(slots=True)
class TurnState:
    """What the active player has done in the current turn."""

    hand_size: int = 3  # the number of tiles this turn draws up to (1, 2 or 3)
    needs_discard: bool = False  # the mandatory discard is still to be made
    acted: bool = False  # anything but a redraw has been done (ends the unlucky-draw window)
    moved: list[int] = field(default_factory=list)  # uids that used their own Mobility
    transported: list[tuple[int, int]] = field(default_factory=list)  # (unit uid, transport uid)

    def copy(self) -> TurnState:
        return TurnState(self.hand_size, self.needs_discard, self.acted, list(self.moved), list(self.transported))


@dataclass(slots=True)
class PendingPush:
    """A push whose target has several destinations: the pushed player picks one."""

    player: int  # who chooses
    pusher: Hex
    target: Hex
    options: list[Hex]


@dataclass(slots=True)
class Result:
    winner: int | None  # None is a draw
    reason: str  # hq_destroyed, both_hq_destroyed, hp, hp_tie, resigned, agreed_draw, aborted, deadlock

    def describe(self) -> str:
        if self.winner is None:
            return f"draw ({self.reason.replace('_', ' ')})"
        return f"player {self.winner} wins ({self.reason.replace('_', ' ')})"


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
    final_after: int | None = None  # the Final Battle follows the end of this player's turn
    final_done: bool = False
    overtime_turns_left: int | None = None  # turns left before the overtime battle
    battles: int = 0
    result: Result | None = None
    version: int = STATE_VERSION

    # ------------------------------------------------------------------ helpers
    @property
    def board(self) -> Board:
        return board_for(self.radius)

    @property
    def to_act(self) -> int:
        """The player whose input the game waits for."""
        if self.pending is not None:
            return self.pending.player
        return self.current

    @property
    def opponent(self) -> int:
        return other(self.current)

    def spec(self, unit: Unit) -> TileSpec:
        return army(self.players[unit.player].army).tile(unit.tile)

    def hq_of(self, player: int) -> Unit | None:
        for u in self.units.values():
            if u.player == player and self.spec(u).is_hq:
                return u
        return None

    def unit_by_uid(self, uid: int) -> Unit | None:
        for u in self.units.values():
            if u.uid == uid:
                return u
        return None

    def core_full(self) -> bool:
        core = self.board.core
        return sum(1 for h in self.units if h in core) == len(core)

    def copy(self) -> GameState:
        return GameState(
            seed=self.seed,
            players={p: s.copy() for p, s in self.players.items()},
            radius=self.radius,
            units={h: Unit(u.uid, u.player, u.tile, u.hex, u.facing, u.wounds) for h, u in self.units.items()},
            next_uid=self.next_uid,
            phase=self.phase,
            current=self.current,
            turn_number=self.turn_number,
            turn=self.turn.copy(),
            pending=None
            if self.pending is None
            else PendingPush(self.pending.player, self.pending.pusher, self.pending.target, list(self.pending.options)),
            last_draw_by=self.last_draw_by,
            final_after=self.final_after,
            final_done=self.final_done,
            overtime_turns_left=self.overtime_turns_left,
            battles=self.battles,
            result=None if self.result is None else Result(self.result.winner, self.result.reason),
            version=self.version,
        )

    # ------------------------------------------------------------------ JSON
    def to_json(self) -> dict[str, Any]:
        b = self.board
        return {
            "version": self.version,
            "seed": self.seed,
            "radius": self.radius,
            "players": {
                str(p): {
                    "army": s.army,
                    "hq_hp": s.hq_hp,
                    "pile": list(s.pile),
                    "hand": list(s.hand),
                    "discard": list(s.discard),
                }
                for p, s in sorted(self.players.items())
            },
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
            },
            "pending": None
            if self.pending is None
            else {
                "player": self.pending.player,
                "pusher": b.name(self.pending.pusher),
                "target": b.name(self.pending.target),
                "options": [b.name(h) for h in self.pending.options],
            },
            "last_draw_by": self.last_draw_by,
            "final_after": self.final_after,
            "final_done": self.final_done,
            "overtime_turns_left": self.overtime_turns_left,
            "battles": self.battles,
            "result": None if self.result is None else {"winner": self.result.winner, "reason": self.result.reason},
        }

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
        pend = data["pending"]
        res = data["result"]
        return cls(
            seed=int(data["seed"]),
            players={
                int(p): PlayerState(s["army"], int(s["hq_hp"]), list(s["pile"]), list(s["hand"]), list(s["discard"]))
                for p, s in data["players"].items()
            },
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
            ),
            pending=None
            if pend is None
            else PendingPush(
                int(pend["player"]),
                b.parse(pend["pusher"]),
                b.parse(pend["target"]),
                [b.parse(x) for x in pend["options"]],
            ),
            last_draw_by=data["last_draw_by"],
            final_after=data["final_after"],
            final_done=bool(data["final_done"]),
            overtime_turns_left=data["overtime_turns_left"],
            battles=int(data["battles"]),
            result=None if res is None else Result(res["winner"], res["reason"]),
            version=int(data["version"]),
        )

    @classmethod
    def loads(cls, text: str) -> GameState:
        return cls.from_json(json.loads(text))


def other(player: int) -> int:
    return 2 if player == 1 else 1
