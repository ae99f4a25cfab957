"""Typed events: what happened, rich enough to narrate a turn or a battle and to draw it.

Hexes are given by name (``C3``) on the game's board; a unit is named by its player, its
tile key and its hex. Every event serialises to a JSON object with a ``type`` field.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, ClassVar


@dataclass(frozen=True, slots=True)
class Event:
    type: ClassVar[str] = "event"
    # Drawn over the board picture after the action that brought it, outside battles (a
    # Dance's paths, an Action's attack, a Healing: renderer.effects); the others an action
    # brings are visible on the board already.
    marks_board: ClassVar[bool] = False

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, list):
                value = [v.to_json() if isinstance(v, (Event, Segment)) else v for v in value]
            out[f.name] = value
        return out


# ---------------------------------------------------------------------- turn flow
@dataclass(frozen=True, slots=True)
class HQPlaced(Event):
    type: ClassVar[str] = "hq_placed"
    player: int
    hex: str


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    type: ClassVar[str] = "turn_started"
    player: int
    turn: int
    note: str = ""  # "last turn before the Final Battle", "overtime", ...


@dataclass(frozen=True, slots=True)
class Drew(Event):
    type: ClassVar[str] = "drew"
    player: int
    tiles: list[str]
    pile_left: int


@dataclass(frozen=True, slots=True)
class Redrew(Event):
    type: ClassVar[str] = "redrew"
    player: int
    discarded: list[str]


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    type: ClassVar[str] = "discarded"
    player: int
    tile: str


@dataclass(frozen=True, slots=True)
class Placed(Event):
    type: ClassVar[str] = "placed"
    player: int
    tile: str
    hex: str
    facing: str


@dataclass(frozen=True, slots=True)
class FoundationDestroyed(Event):
    """A Foundation tile left the board (an instant that destroys Foundations hit it)."""

    type: ClassVar[str] = "foundation_destroyed"
    player: int
    tile: str
    hex: str
    cause: str  # the instant's tile key


@dataclass(frozen=True, slots=True)
class Moved(Event):
    type: ClassVar[str] = "moved"
    player: int
    tile: str
    from_hex: str
    to_hex: str
    facing: str
    means: str  # mobility, transport, move (the instant)


@dataclass(frozen=True, slots=True)
class InstantPlayed(Event):
    type: ClassVar[str] = "instant_played"
    player: int
    tile: str
    target: str = ""


@dataclass(frozen=True, slots=True)
class PushChoice(Event):
    type: ClassVar[str] = "push_choice"
    player: int  # who must choose
    target: str
    options: list[str]


@dataclass(frozen=True, slots=True)
class Pushed(Event):
    type: ClassVar[str] = "pushed"
    player: int  # owner of the pushed unit
    tile: str
    from_hex: str
    to_hex: str


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    type: ClassVar[str] = "turn_ended"
    player: int
    kept: list[str]


@dataclass(frozen=True, slots=True)
class PlayerOut(Event):
    """A player leaves a game that goes on: HQ destroyed (their tiles are removed) or resigned."""

    type: ClassVar[str] = "player_out"
    player: int
    reason: str  # hq_destroyed, resigned
    removed: list[str]  # hexes of the tiles taken off the board


@dataclass(frozen=True, slots=True)
class TieBreak(Event):
    """Players tied for the lead after the Final Battle: each takes one more turn, then a battle."""

    type: ClassVar[str] = "tie_break"
    players: list[int]  # the tied players, in the order of their extra turns
    dropped: list[int]  # players out of the scoring whose tiles stay and fight


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    type: ClassVar[str] = "game_over"
    winner: int | None
    reason: str
    hq_hp: dict[str, int]
    winners: list[int] = field(default_factory=list)  # every winner (a team, a shared win)
    points: dict[str, int] = field(default_factory=dict)  # points mode: the final score
    out: list[int] = field(default_factory=list)  # players who left before the end (resigned, timed out, eliminated)


# ---------------------------------------------------------------------- damage
@dataclass(frozen=True, slots=True)
class Hit(Event):
    """One attack (everything from one edge of one unit) reaching one target."""

    type: ClassVar[str] = "hit"
    player: int
    tile: str
    hex: str
    target_player: int
    target_tile: str
    target_hex: str
    kinds: list[str]  # melee, ranged, gauss, explosion, sniper, grenade, air-strike
    direction: str  # the world direction the attack travelled (N..NW), "" for instants
    strength: int  # before armor
    armor: int  # how much the target's armor took off
    damage: int


@dataclass(frozen=True, slots=True)
class MedicSaved(Event):
    type: ClassVar[str] = "medic_saved"
    player: int
    medic_hex: str
    saved_tile: str
    saved_hex: str
    saved_player: int  # usually the medic's owner; not so when a Scoper took the Medic over
    attacker_tile: str
    attacker_hex: str
    damage: int


@dataclass(frozen=True, slots=True)
class Wounded(Event):
    type: ClassVar[str] = "wounded"
    player: int
    tile: str
    hex: str
    wounds: int  # wound markers now on the unit
    hp: int


@dataclass(frozen=True, slots=True)
class Killed(Event):
    type: ClassVar[str] = "killed"
    player: int
    tile: str
    hex: str
    cause: str = ""  # "medic" when a medic died saving a unit, "explosion" for the Clown


@dataclass(frozen=True, slots=True)
class HQDamaged(Event):
    type: ClassVar[str] = "hq_damaged"
    player: int
    damage: int
    hp: int


@dataclass(frozen=True, slots=True)
class PointsScored(Event):
    """Points mode: wounds to an opponent's HQ score points for the attacker's player."""

    type: ClassVar[str] = "points_scored"
    player: int  # who scores
    hq_player: int  # whose HQ was hit
    points: int
    total: int


@dataclass(frozen=True, slots=True)
class HQDestroyed(Event):
    type: ClassVar[str] = "hq_destroyed"
    player: int
    hex: str


@dataclass(frozen=True, slots=True)
class Exploded(Event):
    type: ClassVar[str] = "exploded"
    player: int
    hex: str


@dataclass(frozen=True, slots=True)
class Converted(Event):
    """A Quartermaster turned one edge's melee into a shot (or a shot into melee)."""

    type: ClassVar[str] = "converted"
    player: int
    tile: str
    hex: str
    direction: str
    to_kind: str


@dataclass(frozen=True, slots=True)
class Freed(Event):
    type: ClassVar[str] = "freed"
    player: int
    tile: str
    hex: str


# ---------------------------------------------------------------------- battles
OPENING = -1  # the initiative of a battle's opening segment: what happens before initiative 0..N (Venom)


@dataclass(slots=True)
class Segment:
    initiative: int
    events: list[Event] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"initiative": self.initiative, "events": [e.to_json() for e in self.events]}


@dataclass(frozen=True, slots=True)
class BattleFought(Event):
    type: ClassVar[str] = "battle"
    cause: str  # battle_tile, full_board, final, overtime
    player: int  # who caused it
    segments: list[Segment]
    hq_hp: dict[str, int]  # after the battle


# ---------------------------------------------------------------------- Beasts
@dataclass(frozen=True, slots=True)
class Agony(Event):
    """A warrior with Agony strikes in the segment it dies in (R137)."""

    type: ClassVar[str] = "agony"
    player: int
    tile: str
    hex: str


@dataclass(frozen=True, slots=True)
class LairLost(Event):
    """Cerberus is no longer next to its HQ and leaves the board at once (Lair, R134)."""

    type: ClassVar[str] = "lair_lost"
    player: int
    tile: str
    hex: str


@dataclass(frozen=True, slots=True)
class GrabChoice(Event):
    """A Grab pulls an enemy: its owner picks the hex (and facing) among ``options``."""

    type: ClassVar[str] = "grab_choice"
    player: int  # who must choose (the pulled unit's owner)
    target: str
    options: list[str]


@dataclass(frozen=True, slots=True)
class Grabbed(Event):
    type: ClassVar[str] = "grabbed"
    player: int  # owner of the pulled unit
    tile: str
    from_hex: str
    to_hex: str
    facing: str
    by_hex: str  # the unit that pulled


@dataclass(frozen=True, slots=True)
class ScavengerChoice(Event):
    """After a battle the Vulture's owner may move it to any empty hex and turn it (Scavenger)."""

    type: ClassVar[str] = "scavenger_choice"
    player: int
    tile: str
    hex: str


@dataclass(frozen=True, slots=True)
class Hunted(Event):
    """The attack of a Hunt: one edge of the hunting unit, outside any battle."""

    type: ClassVar[str] = "hunted"
    player: int
    tile: str
    hex: str
    direction: str  # the world direction of the edge that attacks


# ---------------------------------------------------------------------- Steel Police
@dataclass(frozen=True, slots=True)
class SteelNetPlaced(Event):
    """The Steel Police HQ put its Steel Net marker on an enemy unit (Net of Steel)."""

    type: ClassVar[str] = "steel_net_placed"
    player: int  # the Steel Police player
    target_player: int
    tile: str
    hex: str
    cost: int  # HQ hit points paid: 1, or 0 while the Launcher is on the board
    hq_hp: int  # the Steel Police HQ's hit points after paying


@dataclass(frozen=True, slots=True)
class SteelNetReturned(Event):
    """The unit under the Steel Net marker left the board: the marker is back with its owner."""

    type: ClassVar[str] = "steel_net_returned"
    player: int


@dataclass(frozen=True, slots=True)
class Executed(Event):
    """The Executioner removed an enemy unit and took its hex (Execution)."""

    type: ClassVar[str] = "executed"
    player: int
    target_player: int
    target_tile: str
    hex: str
    facing: str  # of the Executioner
    cost: int  # HQ hit points paid
    hq_hp: int  # the payer's HQ hit points afterwards


@dataclass(frozen=True, slots=True)
class Replaced(Event):
    """A Pacifier left the board (discarded) and a tile from the hand took its hex (Replacement)."""

    type: ClassVar[str] = "replaced"
    player: int
    old_tile: str
    tile: str
    hex: str
    facing: str


@dataclass(frozen=True, slots=True)
class PushUsed(Event):
    """A unit used its Push Back ability (Riot Policeman) on an adjacent enemy."""

    type: ClassVar[str] = "push_used"
    player: int
    tile: str
    hex: str
    target_hex: str


@dataclass(frozen=True, slots=True)
class Terrorized(Event):
    """Terror: these players may not put units on the board in their next turn."""

    type: ClassVar[str] = "terrorized"
    player: int  # who played Terror
    players: list[int]


@dataclass(frozen=True, slots=True)
class Reflected(Event):
    """A Judge's Reflection turned an attack back one hex (``target_tile`` "" when it hit nobody)."""

    type: ClassVar[str] = "reflected"
    player: int  # the reflecting unit's owner
    tile: str
    hex: str
    attacker_player: int
    attacker_tile: str
    attacker_hex: str
    to_hex: str  # the hex the attack was turned back to ("" off the board)
    target_player: int = 0
    target_tile: str = ""


# ---------------------------------------------------------------------- Dancer
@dataclass(frozen=True, slots=True)
class ObjectPlaced(Event):
    """Set-up: Dancer put one of its Objects on the board (abilities.md §1.1)."""

    type: ClassVar[str] = "object_placed"
    player: int
    tile: str
    hex: str
    facing: str


@dataclass(frozen=True, slots=True)
class ObjectDamaged(Event):
    """A Dancer Object lost hit points (its own track of 10)."""

    type: ClassVar[str] = "object_damaged"
    player: int
    tile: str
    hex: str
    damage: int
    hp: int  # the Object's hit points afterwards


@dataclass(frozen=True, slots=True)
class ActionAttack(Event):
    """An Action tile: one Object attacked from one edge, outside any battle."""

    type: ClassVar[str] = "action_attack"
    marks_board: ClassVar[bool] = True
    player: int
    tile: str
    hex: str
    direction: str  # the world direction of the attacking edge


@dataclass(frozen=True, slots=True)
class Healed(Event):
    """An Action tile on the Yellow Object: Healing restored hit points (capped)."""

    type: ClassVar[str] = "healed"
    marks_board: ClassVar[bool] = True
    player: int
    tile: str  # the healed Object (or allied HQ)
    hex: str
    amount: int
    hp: int
    target_player: int = 0  # the healed unit's owner (an ally in team play); 0: the healer's own


@dataclass(frozen=True, slots=True)
class Danced(Event):
    """Dance: Dancer discarded its hand and swapped and/or turned Objects, all at once."""

    type: ClassVar[str] = "danced"
    marks_board: ClassVar[bool] = True
    player: int
    discarded: list[str]
    moves: list[str]  # "FROM>TO FACING" per Object that changed


@dataclass(frozen=True, slots=True)
class Released(Event):
    """Release: a netted Object that Danced or was moved by a Move tile broke free, taking a
    wound per net (and Steel Net marker) that held it, and per Control (Vegas) over it."""

    type: ClassVar[str] = "released"
    player: int
    tile: str
    hex: str
    nets: int


# ---------------------------------------------------------------------- markers (Neojungle's Venom)
@dataclass(frozen=True, slots=True)
class Poisoned(Event):
    """A hit of a unit with Venom put a venom marker on its target (it survived the hit)."""

    type: ClassVar[str] = "poisoned"
    player: int  # the marker's owner (whose unit hit)
    tile: str  # the poisoned unit
    hex: str
    target_player: int
    markers: int  # venom markers on the unit now


@dataclass(frozen=True, slots=True)
class VenomWound(Event):
    """The start of a battle: a poisoned unit takes one wound per venom marker on it (a
    Medic may take each; then a ``medic_saved`` event follows)."""

    type: ClassVar[str] = "venom_wound"
    player: int  # the poisoned unit's owner
    tile: str
    hex: str
    markers: int  # venom markers on the unit (one wound each)


# ---------------------------------------------------------------------- Vegas: Control takeover
@dataclass(frozen=True, slots=True)
class TakenOver(Event):
    """Control takeover: an enemy unit in contact with a takeover edge (Vegas's HQ, an
    Agitator) became ``controller``'s unit; ``owner``'s tile (``tile`` is a key of the
    owner's army) fights for the controller while the contact lasts."""

    type: ClassVar[str] = "taken_over"
    controller: int
    owner: int
    tile: str
    hex: str
    source: str  # the hex of the HQ or Agitator that took it


@dataclass(frozen=True, slots=True)
class ControlLost(Event):
    """The contact ended (the source died, moved, was netted, or the unit moved away): the
    unit is its owner's again, facing as it did (it is not turned)."""

    type: ClassVar[str] = "control_lost"
    controller: int  # who had it
    owner: int
    tile: str
    hex: str


@dataclass(frozen=True, slots=True)
class TakeoverChoice(Event):
    """The controller may turn the unit just taken over: ``choose HEX FACING``."""

    type: ClassVar[str] = "takeover_choice"
    player: int
    tile: str
    hex: str


# ---------------------------------------------------------------------- Sharrash
PARALYSIS = "paralysis"  # the kind of marker Paralysed puts on its unit (and ParalysisEnded takes off)


@dataclass(frozen=True, slots=True)
class Paralysed(Event):
    """A paralysis marker was put on a unit (a hit of a unit with Paralysis wounded it, or the
    Paralysis instant): it makes no attack until the end of the battle (the next one, for the
    instant)."""

    type: ClassVar[str] = "paralysed"
    player: int  # the marker's owner (whose unit hit, or who played the instant)
    tile: str  # the paralysed unit
    hex: str
    target_player: int


@dataclass(frozen=True, slots=True)
class ParalysisEnded(Event):
    """The battle is over: the paralysis marker leaves the unit."""

    type: ClassVar[str] = "paralysis_ended"
    player: int  # the unit's owner
    tile: str
    hex: str


@dataclass(frozen=True, slots=True)
class Detonated(Event):
    """An Explosive blew up before the battle's first initiative, at the enemy on ``target_hex``
    (its ``hit`` follows, unless the enemy is an HQ, which it does not wound)."""

    type: ClassVar[str] = "detonated"
    player: int
    tile: str
    hex: str
    target_hex: str


@dataclass(frozen=True, slots=True)
class Swallowed(Event):
    """The end of a battle: the Hole of ``hole_player`` destroyed the enemy unit on it."""

    type: ClassVar[str] = "swallowed"
    player: int  # the unit's owner
    tile: str
    hex: str
    hole_player: int


# ---------------------------------------------------------------------- Uranopolis
@dataclass(frozen=True, slots=True)
class PowerLost(Event):
    """A unit that needs power has none (placed where nothing powers it, or what powered it was
    netted, destroyed or moved away): it counts as netted until it has power again."""

    type: ClassVar[str] = "power_lost"
    player: int  # the unit's controller
    tile: str
    hex: str


@dataclass(frozen=True, slots=True)
class PowerRestored(Event):
    """A unit without power has it again (a supply freed or placed next to it): it acts again."""

    type: ClassVar[str] = "power_restored"
    player: int
    tile: str
    hex: str
