"""Scenarios: a board set-up as JSON, and a command that resolves a battle on it.

    python -m rules.scenario resolve FILE      (FILE "-" reads standard input)

The format is documented in docs/scenarios.md. In short::

    {"players": {"1": {"army": "hegemony", "hq_hp": 20}, "2": {"army": "outpost"}},
     "board": [{"hex": "C3", "player": 2, "tile": "hq", "facing": "N"},
               {"hex": "B2", "player": 1, "tile": "runner", "facing": "SE", "wounds": 0}]}

Optional fields: ``radius`` (2, or 3 for the 37-hex board), ``foundations`` (Foundation
tiles: ``[{"hex": "C3", "player": 2, "tile": "mine"}]``), a unit's ``markers`` (markers on
it: ``[{"kind": "venom", "player": 2}]``), a unit's ``taken_by`` (the player whose Control it
is under: Vegas's takeover; ``player`` stays its owner), ``current`` (whose turn,
default 1), ``hands`` ({"1": ["sniper"]}), ``actions`` (action notation applied in
order before the battle) and ``battle`` (resolve a battle: default true without actions,
false with them). The output has the same shape, with the surviving units, the battle's
segments and the events of the actions.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rules import events as ev
from rules import registry
from rules.actions import Action, RulesError
from rules.battle import fight
from rules.catalog import ALL_ARMIES, ARMIES, SMALL_BOARD_ONLY, TileSpec, army
from rules.game import check_teams, turn_order
from rules.hexes import Board, Direction, Hex, board_for
from rules.state import (
    HQ_START_HP,
    MODE_FFA,
    MODE_POINTS,
    MODES,
    PHASE_TURN,
    POINTS_TO_WIN,
    Foundation,
    GameState,
    Marker,
    PlayerState,
    TurnState,
    Unit,
)

FACINGS = tuple(d.name for d in Direction)


class ScenarioError(ValueError):
    """A malformed scenario; the message is one line."""


def load(data: Any) -> GameState:
    """Build a game state (mid-game, ``current`` to act) from a scenario object."""
    if not isinstance(data, dict):
        raise ScenarioError("a scenario is a JSON object with 'players' and 'board'")
    radius = data.get("radius", 2)
    if radius not in (2, 3):
        raise ScenarioError(f"radius must be 2 or 3, not {radius!r}")
    board = board_for(radius)
    raw_players = data.get("players")
    seats = [str(i) for i in range(1, len(raw_players) + 1)] if isinstance(raw_players, dict) else []
    if not isinstance(raw_players, dict) or not 2 <= len(raw_players) <= 6 or sorted(raw_players) != sorted(seats):
        raise ScenarioError('\'players\' must name players "1" and "2" (up to "6", without gaps)')
    mode = data.get("mode", MODE_FFA)
    if mode not in MODES:
        raise ScenarioError(f"mode must be one of {', '.join(MODES)}, not {mode!r}")
    try:
        teams = check_teams(mode, [int(k) for k in seats], data.get("teams"))
    except RulesError as e:
        raise ScenarioError(str(e)) from None
    players: dict[int, PlayerState] = {}
    for key in seats:
        raw = raw_players[key]
        name = str(raw.get("army", "")).lower()
        if name not in ALL_ARMIES:
            raise ScenarioError(f"player {key}: unknown army {raw.get('army')!r} (known: {', '.join(ALL_ARMIES)})")
        if radius == 3 and name in SMALL_BOARD_ONLY:
            raise ScenarioError(f"player {key}: the army {name} cannot play on the 37-hex board")
        derived = registry.rules_of(name).start_hp()  # e.g. Dancer: from its Objects
        hp = raw.get("hq_hp", HQ_START_HP if derived is None else derived)
        if derived is not None and "hq_hp" in raw:
            raise ScenarioError(f"player {key}: the army {name} has no hq_hp: give its units wounds instead")
        if not isinstance(hp, int) or not 0 < hp <= max(HQ_START_HP, derived or 0):
            raise ScenarioError(f"player {key}: hq_hp must be an integer from 1 to {HQ_START_HP}")
        points = raw.get("points", 0)
        if not isinstance(points, int) or not 0 <= points < POINTS_TO_WIN:
            raise ScenarioError(f"player {key}: points must be an integer from 0 to {POINTS_TO_WIN - 1}")
        players[int(key)] = PlayerState(name, hp, points=points, terror=bool(raw.get("terror", False)))
    units: dict = {}
    markers: dict[int, tuple[Marker, ...]] = {}
    taken: dict[int, int] = {}
    uid = 1
    for i, raw in enumerate(data.get("board", [])):
        where = f"board[{i}]"
        player, spec, h = _placed(raw, players, board, where)
        tile = spec.key
        if not spec.is_board_tile:
            raise ScenarioError(f"{where}: {tile!r} is an instant, not a board tile")
        if spec.is_foundation:
            raise ScenarioError(f"{where}: {tile!r} is a Foundation, not a unit: list it under 'foundations'")
        if h in units:
            raise ScenarioError(f"{where}: two units on {board.name(h)}")
        if spec.is_hq and any(u.player == player and u.tile == tile for u in units.values()):
            raise ScenarioError(f"{where}: player {player} has a second HQ")
        try:
            facing = Direction.parse(str(raw.get("facing", "N")))
        except ValueError as e:
            raise ScenarioError(f"{where}: {e}") from None
        wounds = raw.get("wounds", 0)
        if not isinstance(wounds, int) or wounds < 0 or (wounds >= spec.hp and (spec.is_object or not spec.is_hq)):
            raise ScenarioError(f"{where}: wounds must be from 0 to {spec.hp - 1} for a {spec.key}")
        # a Dancer Object keeps its damage in its wounds (its own track of 10); other HQs use hq_hp
        controller = raw.get("taken_by", player)  # a unit under another player's Control (Vegas)
        if controller != player:
            if controller not in players or (spec.is_hq and not spec.is_object):
                raise ScenarioError(f"{where}: taken_by must name another player, and an HQ is never taken over")
            taken[uid] = player
        units[h] = Unit(uid, controller, tile, h, facing, wounds if spec.is_object or not spec.is_hq else 0)
        if "steel_net" in raw:
            _steel_net(players, raw["steel_net"], player, spec, uid, where)
        if raw.get("markers"):
            markers[uid] = _markers(raw["markers"], players, where)
        uid += 1
    foundations: dict[Hex, Foundation] = {}
    for i, raw in enumerate(data.get("foundations", [])):
        where = f"foundations[{i}]"
        player, spec, h = _placed(raw, players, board, where)
        if not spec.is_foundation:
            raise ScenarioError(f"{where}: the army {spec.army} has no Foundation tile {spec.key!r}")
        if h in foundations:
            raise ScenarioError(f"{where}: two Foundations on {board.name(h)}")
        foundations[h] = Foundation(uid, player, spec.key, h)
        uid += 1
    hands = data.get("hands", {})
    for key, tiles in hands.items():
        p = int(key)
        a = army(players[p].army)
        for t in tiles:
            if not a.has_tile(t):
                raise ScenarioError(f"hands[{key}]: the army {a.key} has no tile {t!r}")
        players[p].hand = list(tiles)
    order = turn_order(mode, teams)
    current = data.get("current", order[0])
    if current not in players:
        raise ScenarioError(f"current must be one of {', '.join(map(str, players))}")
    state = GameState(
        seed=0,
        players=players,
        radius=radius,
        units=units,
        next_uid=uid,
        phase=PHASE_TURN,
        current=current,
        turn_number=3,
        turn=TurnState(hand_size=3),
        mode=mode,
        teams=None if mode in (MODE_FFA, MODE_POINTS) else teams,
        order=order,
        pos=order.index(current),
        foundations=foundations,
        markers=markers,
        taken=taken,
    )
    for p in players:
        registry.sync_hp(state, p)  # e.g. Dancer: the sum of its Objects' hit points
    registry.run_after_load(state)  # e.g. Vegas: the units its takeover edges face are taken over
    return state


def _placed(raw: Any, players: dict[int, PlayerState], board: Board, where: str) -> tuple[int, TileSpec, Hex]:
    """A board entry's player, tile and hex, checked (ScenarioError otherwise)."""
    player = raw.get("player")
    if player not in players:
        raise ScenarioError(f"{where}: player must be one of {', '.join(map(str, players))}")
    a = army(players[player].army)
    tile = raw.get("tile")
    if not isinstance(tile, str) or not a.has_tile(tile):
        raise ScenarioError(f"{where}: the army {a.key} has no tile {tile!r}")
    try:
        h = board.parse(str(raw.get("hex", "")))
    except ValueError:
        raise ScenarioError(f"{where}: hex {raw.get('hex')!r} is off the board") from None
    return player, a.tile(tile), h


def _markers(raw: Any, players: dict[int, PlayerState], where: str) -> tuple[Marker, ...]:
    """A unit's markers: ``"markers": [{"kind": "venom", "player": 2}]`` (``player``: whose
    supply the marker comes from)."""
    if not isinstance(raw, list):
        raise ScenarioError(f'{where}: markers must be a list like [{{"kind": "venom", "player": 2}}]')
    out = []
    for m in raw:
        kind = m.get("kind") if isinstance(m, dict) else None
        owner = m.get("player") if isinstance(m, dict) else None
        if kind not in registry.MARKER_KINDS:
            known = ", ".join(sorted(registry.MARKER_KINDS))
            raise ScenarioError(f"{where}: unknown marker {kind!r} (known: {known})")
        if owner not in players:
            raise ScenarioError(f"{where}: a marker's player must be one of {', '.join(map(str, players))}")
        out.append(Marker(kind, owner))
    return tuple(out)


def _steel_net(players: dict[int, PlayerState], owner: Any, player: int, spec: Any, uid: int, where: str) -> None:
    """A unit under a Steel Net marker: ``"steel_net": N`` names the marker's owner."""
    if owner not in players or "net_of_steel" not in army(players[owner].army).hq.abilities:
        raise ScenarioError(f"{where}: steel_net must name a player whose HQ has Net of Steel")
    if owner == player or (spec.is_hq and not spec.is_object) or players[owner].steel_net is not None:
        raise ScenarioError(f"{where}: a Steel Net marker goes on one enemy non-HQ unit (or an Object)")
    players[owner].steel_net = uid


def random_scenario(
    rng: random.Random,
    *,
    radius: int = 2,
    armies: Sequence[str] | None = None,
    hq_hp: Sequence[int] | None = None,
    hand_sizes: Sequence[int] | None = None,
    players: int = 2,
    mode: str = MODE_FFA,
    pool: Sequence[str] = ARMIES,
) -> dict[str, Any]:
    """A full board of random tiles (one HQ per player, random facings and wounds) as a
    scenario: for benchmarks, rendering tests and fuzzing. Random armies (drawn from ``pool``)
    and HQ hit points unless given; ``players`` (2-6) when ``armies`` is not given."""
    pool = [a for a in pool if radius == 2 or a not in SMALL_BOARD_ONLY]
    chosen = list(armies) if armies is not None else rng.sample(pool, players)
    n = len(chosen)
    board = board_for(radius)
    hexes = list(board)
    rng.shuffle(hexes)
    units: list[dict[str, Any]] = []
    heads = {p: [t.key for t in army(chosen[p - 1]).tiles if t.is_hq] for p in range(1, n + 1)}  # Dancer: 3 Objects
    aside = {p: registry.rules_of(chosen[p - 1]).set_aside for p in range(1, n + 1)}  # e.g. Cerberus
    pools = {
        p: [t.key for t in army(chosen[p - 1]).tiles if t.is_unit and not t.is_hq and t.key not in aside[p]]
        for p in range(1, n + 1)
    }
    for i, h in enumerate(hexes):
        player = 1 + i % n
        if not heads[player] and not pools[player]:  # Dancer has no board tiles but its Objects
            player = next((q for k in range(n) if pools[q := 1 + (i + k) % n]), player)
        a = army(chosen[player - 1])
        key = heads[player].pop(0) if heads[player] else rng.choice(pools[player])
        spec = a.tile(key)
        wounds = rng.randrange(spec.hp) if spec.is_object or not spec.is_hq else 0
        units.append(
            {"hex": board.name(h), "player": player, "tile": key, "facing": rng.choice(FACINGS), "wounds": wounds}
        )
    hp = list(hq_hp) if hq_hp is not None else [rng.randint(1, HQ_START_HP) for _ in range(n)]
    sizes = list(hand_sizes) if hand_sizes is not None else [3] * n
    out: dict[str, Any] = {
        "radius": radius,
        "players": {
            str(p): {"army": chosen[p - 1]}
            if registry.rules_of(chosen[p - 1]).start_hp() is not None  # derived from its units (Dancer)
            else {"army": chosen[p - 1], "hq_hp": hp[p - 1]}
            for p in range(1, n + 1)
        },
        "board": units,
        "hands": {
            str(p): rng.sample(
                [t.key for t in army(chosen[p - 1]).tiles if not t.is_hq and t.key not in aside[p]],
                sizes[p - 1],
            )
            for p in range(1, n + 1)
        },
        "current": rng.randint(1, n),
    }
    if mode != MODE_FFA:
        out["mode"] = mode
    return out


def board_json(state: GameState) -> list[dict[str, Any]]:
    b = state.board
    out = []
    markers = {ps.steel_net: p for p, ps in state.players.items() if ps.steel_net is not None}
    for u in sorted(state.units.values(), key=lambda u: (b.name(u.hex)[0], int(b.name(u.hex)[1:]))):
        entry: dict[str, Any] = {
            "hex": b.name(u.hex),
            "player": state.owner(u),
            "tile": u.tile,
            "facing": u.facing.name,
            "wounds": u.wounds,
        }
        if u.uid in state.taken:
            entry["taken_by"] = u.player  # under this player's Control (Vegas's takeover)
        if u.uid in markers:
            entry["steel_net"] = markers[u.uid]
        if state.markers.get(u.uid):
            entry["markers"] = [{"kind": m.kind, "player": m.player} for m in state.markers[u.uid]]
        out.append(entry)
    return out


def foundations_json(state: GameState) -> list[dict[str, Any]]:
    """The Foundation tiles on the board, in the scenario's format, by hex."""
    b = state.board
    out = [{"hex": b.name(f.hex), "player": f.player, "tile": f.tile} for f in state.foundations.values()]
    return sorted(out, key=lambda e: (e["hex"][0], int(e["hex"][1:])))


def _player_out(state: GameState, s: PlayerState) -> dict[str, Any]:
    out: dict[str, Any] = {"army": s.army, "hq_hp": s.hq_hp}
    if state.mode == MODE_POINTS:
        out["points"] = s.points
    return out


def set_up(data: Any) -> tuple[GameState, list[ev.Event]]:
    """The scenario's state once its ``actions`` are applied (:class:`ScenarioError` for a
    malformed set-up or an illegal action), and the actions' events."""
    from rules.game import apply

    state = load(data)
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise ScenarioError("actions must be a list of action notations")
    log: list[ev.Event] = []
    for text in actions:
        try:
            state, events = apply(state, Action.parse(str(text)))
        except RulesError as e:
            raise ScenarioError(f"action {text!r}: {e}") from None
        log.extend(events)
    return state, log


def run(data: Any) -> dict[str, Any]:
    """Apply the scenario's actions, resolve a battle if asked, and report."""
    state, log = set_up(data)
    actions = data.get("actions", [])
    segments: list[dict[str, Any]] = []
    if data.get("battle", not actions):
        report = fight(state, "scenario", state.current)
        segments = [s.to_json() for s in report.segments]
    out: dict[str, Any] = {
        "players": {str(p): _player_out(state, s) for p, s in sorted(state.players.items())},
        "board": board_json(state),
        "segments": segments,
    }
    if state.foundations:
        out["foundations"] = foundations_json(state)
    if actions:
        out["events"] = [e.to_json() for e in log]
    return out


USAGE = (
    "usage: python -m rules.scenario resolve FILE|CODE   (FILE '-' reads standard input; CODE a position code nh1-…)\n"
    "       python -m rules.scenario code FILE           (the position code of a scenario's set-up)"
)


def main(argv: list[str] | None = None) -> int:
    from rules.position import PositionCodeError, code_of, decode

    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2 or args[0] not in ("resolve", "code"):
        print(USAGE, file=sys.stderr)
        return 2
    try:
        if args[0] == "resolve" and args[1].startswith("nh"):
            data = decode(args[1])
        else:
            text = sys.stdin.read() if args[1] == "-" else Path(args[1]).read_text(encoding="utf-8")
            data = json.loads(text)
        if args[0] == "code":
            print(code_of(load(data)))
            return 0
        result = run(data)
    except OSError as e:
        print(f"error: cannot read {args[1]}: {e.strerror}", file=sys.stderr)
        return 1
    except json.JSONDecodeError as e:
        print(f"error: not JSON: {e.msg} at line {e.lineno}", file=sys.stderr)
        return 1
    except (ScenarioError, PositionCodeError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    except (AttributeError, TypeError, KeyError) as e:
        print(f"error: malformed scenario ({type(e).__name__}: {e})", file=sys.stderr)
        return 1
    print(json.dumps(result, indent=1, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
