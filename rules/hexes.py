"""Board geometry: hexes named like ``C3``, the six directions, neighbours and lines.

Flat-topped hexes in columns A, B, C, ... left to right; rows numbered from the top of
each column (see docs/notation.md). Internally a hex is an axial coordinate (q, r) with
q the column offset from the centre column and r growing to the south, so the centre of
the board is (0, 0) whatever its size.
"""

from __future__ import annotations

from collections.abc import Iterator
from enum import IntEnum
from functools import cached_property
from typing import NamedTuple


class Direction(IntEnum):
    """World directions, clockwise from north; also tile edge numbers once rotated."""

    N = 0
    NE = 1
    SE = 2
    S = 3
    SW = 4
    NW = 5

    def rotated(self, steps: int) -> Direction:
        return _DIRS[(self + steps) % 6]

    @property
    def opposite(self) -> Direction:
        return _DIRS[(self + 3) % 6]

    @classmethod
    def parse(cls, text: str) -> Direction:
        try:
            return cls[text.strip().upper()]
        except KeyError:
            raise ValueError(f"unknown direction {text!r} (use N, NE, SE, S, SW or NW)") from None


_DIRS = tuple(Direction)

# Axial step per direction (q, r): N is up, r grows to the south.
_STEPS: dict[Direction, tuple[int, int]] = {
    Direction.N: (0, -1),
    Direction.NE: (1, -1),
    Direction.SE: (1, 0),
    Direction.S: (0, 1),
    Direction.SW: (-1, 1),
    Direction.NW: (-1, 0),
}


class Hex(NamedTuple):
    """An axial coordinate; use :class:`Board` to name it or to check it is on the board."""

    q: int
    r: int

    def step(self, direction: Direction, distance: int = 1) -> Hex:
        dq, dr = _STEPS[direction]
        return Hex(self.q + dq * distance, self.r + dr * distance)

    def distance(self, other: Hex) -> int:
        dq = self.q - other.q
        dr = self.r - other.r
        return (abs(dq) + abs(dr) + abs(dq + dr)) // 2

    def direction_to(self, other: Hex) -> Direction | None:
        """The direction of ``other`` if it lies on one of the six lines from this hex."""
        dq = other.q - self.q
        dr = other.r - self.r
        if dq == 0 and dr == 0:
            return None
        n = max(abs(dq), abs(dr), abs(dq + dr))
        for d, (sq, sr) in _STEPS.items():
            if sq * n == dq and sr * n == dr:
                return d
        return None


class Board:
    """A hexagonal board of a given radius: 2 is the 19-hex board, 3 the 37-hex one."""

    def __init__(self, radius: int) -> None:
        if radius not in (2, 3):
            raise ValueError("board radius must be 2 (19 hexes) or 3 (37 hexes)")
        self.radius = radius
        hexes: list[Hex] = []
        for q in range(-radius, radius + 1):
            for r in range(self._rmin(q), self._rmax(q) + 1):
                hexes.append(Hex(q, r))
        self.hexes: tuple[Hex, ...] = tuple(hexes)
        self._set = frozenset(hexes)
        self._names = {h: self._name(h) for h in hexes}
        # Neighbour table: _adj[h][d] is the neighbour of h in direction d, or None.
        self._adj: dict[Hex, tuple[Hex | None, ...]] = {
            h: tuple(n if n in self._set else None for n in (h.step(d) for d in Direction)) for h in hexes
        }
        self._by_name = {name: h for h, name in self._names.items()}
        # Precomputed for the engine's hot loops: (direction, neighbour) pairs and the
        # neighbours alone, on the board only, clockwise from north; (hex, name) pairs.
        self._pairs: dict[Hex, tuple[tuple[Direction, Hex], ...]] = {
            h: tuple((_DIRS[d], n) for d, n in enumerate(adj) if n is not None) for h, adj in self._adj.items()
        }
        self.adjacent: dict[Hex, tuple[Hex, ...]] = {h: tuple(n for _, n in p) for h, p in self._pairs.items()}
        self.named: tuple[tuple[Hex, str], ...] = tuple((h, self._names[h]) for h in hexes)
        # _lines[h][d]: the hexes from h (excluded) in direction d to the board edge (see line).
        self._lines: dict[Hex, tuple[tuple[Hex, ...], ...]] = {
            h: tuple(tuple(self._walk(h, d)) for d in Direction) for h in hexes
        }

    def _rmin(self, q: int) -> int:
        return max(-self.radius, -self.radius - q)

    def _rmax(self, q: int) -> int:
        return min(self.radius, self.radius - q)

    def _name(self, h: Hex) -> str:
        column = chr(ord("A") + h.q + self.radius)
        return f"{column}{h.r - self._rmin(h.q) + 1}"

    def __contains__(self, h: object) -> bool:
        return h in self._set

    def __len__(self) -> int:
        return len(self.hexes)

    def __iter__(self) -> Iterator[Hex]:
        return iter(self.hexes)

    @cached_property
    def core(self) -> frozenset[Hex]:
        """The central 19 hexes: filling them triggers a battle even on the big board."""
        return frozenset(h for h in self.hexes if Hex(0, 0).distance(h) <= 2)

    def name(self, h: Hex) -> str:
        return self._names[h]

    def parse(self, text: str) -> Hex:
        key = text.strip().upper()
        if key not in self._by_name:
            last = self._name(self.hexes[-1])
            raise ValueError(f"{text!r} is not a hex on this board (A1 to {last})")
        return self._by_name[key]

    def neighbour(self, h: Hex, direction: int) -> Hex | None:
        return self._adj[h][direction]

    def neighbours(self, h: Hex) -> tuple[tuple[Direction, Hex], ...]:
        """The hexes next to ``h`` on the board with their directions, clockwise from north."""
        return self._pairs[h]

    def line(self, h: Hex, direction: Direction) -> Iterator[Hex]:
        """The hexes from ``h`` (excluded) in a straight line to the board edge."""
        if h in self._set:
            return iter(self._lines[h][direction])
        return self._walk(h, direction)

    def _walk(self, h: Hex, direction: Direction) -> Iterator[Hex]:
        cur = h.step(direction)
        while cur in self._set:
            yield cur
            cur = cur.step(direction)


STANDARD = Board(2)
ENLARGED = Board(3)


def board_for(radius: int) -> Board:
    return STANDARD if radius == 2 else ENLARGED
