"""Position codes: a short text that holds a whole position — the board (units, facings,
wounds, Steel Net markers, Foundations), every player's army, HQ hit points, points and
Terror, the mode and teams, the board's size, the hands and whose turn it is — to copy
into a message or an address and open again (the rules lab, docs/scenarios.md).

A position is the scenario format's set-up (:mod:`rules.scenario`) in its canonical form:
:func:`position` gives a state's, :func:`rules.scenario.load` makes a state of one again. A
code is ``nh<version>-`` and the canonical JSON, deflated with a preset dictionary of the
format's words (:mod:`rules.position_v1`) and written in base64url: 40–100 characters for a
typical board (``nh1-q1YqSs0s…``). A code from a newer version is refused with
:class:`PositionCodeError` (``code`` ``newer``), a damaged one with ``malformed``.

What a position does not hold: the piles and discards (a lab position has none), the
turn's progress (who already acted, a pending choice), and players out of the game (a state
with one is refused: ``players-out``).
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from typing import Any

from rules import registry
from rules.scenario import board_json, foundations_json
from rules.state import MODE_FFA, MODE_POINTS, GameState

VERSION = 1
_DICTIONARIES: dict[int, bytes] = {}
_CODE = re.compile(r"^\s*nh(\d+)-([A-Za-z0-9_-]+)\s*$")
MAX_CODE = 8000  # characters: far more than any board of 37 hexes needs


class PositionCodeError(ValueError):
    """A code that cannot be read: ``code`` is ``newer`` (``version`` and ``known`` say which),
    ``malformed`` or ``players-out``."""

    def __init__(self, code: str, message: str, **args: Any) -> None:
        super().__init__(message)
        self.code = code
        self.args_ = args


def _dictionary(version: int) -> bytes:
    if version not in _DICTIONARIES:
        from rules import position_v1

        _DICTIONARIES[1] = position_v1.DICTIONARY
    return _DICTIONARIES[version]


def position(state: GameState) -> dict[str, Any]:
    """The canonical set-up of ``state``'s position in the scenario format: defaults left
    out, units and Foundations by hex, hands only when not empty."""
    if any(ps.out for ps in state.players.values()):
        raise PositionCodeError("players-out", "a position with players out of the game has no code")
    players: dict[str, Any] = {}
    for p, ps in sorted(state.players.items()):
        entry: dict[str, Any] = {"army": ps.army}
        if registry.rules_of(ps.army).start_hp() is None:  # e.g. Dancer's is its Objects' wounds
            entry["hq_hp"] = ps.hq_hp
        if state.mode == MODE_POINTS and ps.points:
            entry["points"] = ps.points
        if ps.terror:
            entry["terror"] = True
        players[str(p)] = entry
    out: dict[str, Any] = {"players": players}
    if state.mode != MODE_FFA:
        out["mode"] = state.mode
        if state.teams is not None:
            out["teams"] = [list(t) for t in state.teams]
    if state.radius != 2:
        out["radius"] = state.radius
    out["current"] = state.current
    hands = {str(p): list(ps.hand) for p, ps in sorted(state.players.items()) if ps.hand}
    if hands:
        out["hands"] = hands
    board = board_json(state)
    for entry in board:
        if not entry["wounds"]:
            del entry["wounds"]
    out["board"] = board
    if state.foundations:
        out["foundations"] = foundations_json(state)
    return out


def encode(setup: dict[str, Any]) -> str:
    """The code of a position (a scenario-format set-up, e.g. from :func:`position`)."""
    text = json.dumps(setup, separators=(",", ":"), sort_keys=True, ensure_ascii=False).encode("utf-8")
    packer = zlib.compressobj(9, zlib.DEFLATED, -15, zdict=_dictionary(VERSION))
    packed = packer.compress(text) + packer.flush()
    return f"nh{VERSION}-" + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def decode(code: str) -> dict[str, Any]:
    """The set-up a code holds (load it with :func:`rules.scenario.load`)."""
    if len(code) > MAX_CODE:
        raise PositionCodeError("malformed", "this position code is too long")
    m = _CODE.match(code)
    if m is None:
        raise PositionCodeError("malformed", "not a position code (they start with nh1-)")
    version = int(m.group(1))
    if version > VERSION:
        raise PositionCodeError(
            "newer",
            f"this position code is from a newer version (v{version}); this one reads up to v{VERSION}",
            version=version,
            known=VERSION,
        )
    if version < 1:
        raise PositionCodeError("malformed", "not a position code (they start with nh1-)")
    body = m.group(2)
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        unpacker = zlib.decompressobj(-15, zdict=_dictionary(version))
        text = unpacker.decompress(packed, 64 * 1024)
        if unpacker.unconsumed_tail or not unpacker.eof:
            raise ValueError("truncated or too large")
        setup = json.loads(text.decode("utf-8"))
    except (ValueError, binascii.Error, zlib.error, UnicodeDecodeError) as e:
        raise PositionCodeError("malformed", f"this position code is damaged ({e})") from None
    if not isinstance(setup, dict):
        raise PositionCodeError("malformed", "this position code is damaged")
    return setup


def code_of(state: GameState) -> str:
    """``state``'s position as a code."""
    return encode(position(state))


def state_of(code: str) -> GameState:
    """The state of a code's position (:class:`rules.scenario.ScenarioError` when the position
    itself is not a legal set-up)."""
    from rules.scenario import load

    return load(decode(code))
