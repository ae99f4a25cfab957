"""The random player and the greedy player (the medium level; see :mod:`rules.ai`).

- :func:`random_action`: a uniformly random legal player (tests and benchmarks).
- :class:`GreedyAI`: a one-ply greedy player for people who want to play against the bot.
  For the player ``state.to_act`` it scores candidate actions by applying each to a copy
  of the state and evaluating the result with :func:`evaluate` (a static evaluation that
  fights a simulated battle on a copy: own HQ hit points minus the enemy's after it, plus
  the weighted material that survives it, plus a little for tiles kept in hand), and
  plays the best one while it improves on the current position; otherwise it ends the
  turn. Forced choices are made directly: the mandatory discard drops the least valuable
  tile (:func:`tile_value`), the unlucky draw is taken when it is allowed (a hand of
  instants only) unless one of them gains a lot now (a winning Battle), the HQ goes on a
  seeded inner hex, and a push destination chosen by the pushed player is the one that
  evaluates best for it. Dancer, right after drawing, weighs a few sensible Dances
  (:mod:`rules.ai.dance`) against the discard and dances when that is clearly better.

Pure and deterministic: the same AI seed and the same state give the same action.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Callable, Sequence
from typing import Any

from rules.actions import Action
from rules.ai.dance import sensible_dances
from rules.ai.sense import idle_units, sensible
from rules.battle import fight
from rules.catalog import TileSpec, army
from rules.game import apply, legal_actions
from rules.state import MODE_POINTS, PHASE_HQ, PHASE_OVER, GameState


def random_action(state: GameState, rng: random.Random) -> Action:
    """Any legal action, but ``end`` only rarely while something else is possible."""
    actions = legal_actions(state)
    if len(actions) > 1 and rng.random() < 0.85:
        if actions[-1].verb == "end":
            non_end = actions[:-1]  # legal_actions lists "end" once, last (when it is legal at all)
        else:
            non_end = [a for a in actions if a.verb != "end"]
        if non_end:
            return rng.choice(non_end)
    return rng.choice(actions)


def play_turn(choose: Callable[[GameState, int], Action], state: GameState, limit: int) -> list[Action]:
    """The actions a player's ``choose(state, acted)`` plays until someone else must act,
    the turn ends or the game is over (at most ``limit``)."""
    me = state.to_act
    played: list[Action] = []
    while state.phase != PHASE_OVER and state.to_act == me and len(played) < limit:
        turn = state.turn_number
        action = choose(state, len(played))
        state, _ = apply(state, action)
        played.append(action)
        if state.turn_number != turn:
            break
    return played


def play_random_game(
    armies: Sequence[str], seed: int, max_actions: int = 5000, **options: Any
) -> tuple[GameState, list[Action]]:
    """Play a whole game with random legal actions; returns the final state and the actions.
    ``options`` go to :func:`rules.game.new_game` (radius, mode, teams, variants)."""
    from rules.game import new_game

    rng = random.Random(seed)
    state = new_game(armies, seed, **options)
    played: list[Action] = []
    while state.phase != PHASE_OVER and len(played) < max_actions:
        action = random_action(state, rng)
        state, _ = apply(state, action)
        played.append(action)
    return state, played


# ====================================================================== evaluation
WIN = 1000.0  # the value of a won game
HP_WEIGHT = 1.0  # per HQ hit point of difference after the simulated battle
MATERIAL_WEIGHT = 0.5  # per point of tile value of a surviving unit
# the share of its worth that a unit keeps while it cannot act (rules.ai.sense.IDLE_STATES:
# paralysed, unpowered): it makes no attack and gives no module, so the evaluation never counts on it
IDLE_SHARE = 0.5
HAND_WEIGHT = 0.3  # per point of tile value of a tile kept in hand
MIN_GAIN = 0.05  # an action must improve the evaluation by this much to be played
REDRAW_UNLESS = 2.0  # the unlucky draw is taken unless an instant gains at least this much
DANCE_MARGIN = 2.0  # a Dance must beat the discard by this much (tiles kept could still be played)

_INSTANT_VALUES = {  # an instant's worth in hand for the medium and easy levels
    "battle": 4.0,
    "air_strike": 4.0,
    "grenade": 3.0,
    "sniper": 3.0,
    "hunt": 3.0,
    "grab": 2.0,
    "terror": 2.0,
    "push_back": 1.5,
    "move": 1.5,
}
# The hard level's: a Battle is played the moment it gains (an action's evaluation fights the
# real battle and then the simulated one); kept in hand for later it takes the place of a new
# tile. Valued at 4 it was kept over most units, and mostly discarded turns later (docs/ai.md
# counts one army's games). The medium level valuing it at 1 won
# 69 % of 420 games against itself valuing it at 4 (bench/bench_ai_ab.py: every ordered pair of
# the 15 armies, each deal twice with the seats swapped). The medium and easy levels keep the
# values they had, so that the three levels stay three steps (docs/ai.md).
HARD_VALUES = {**_INSTANT_VALUES, "battle": 1.0}


def tile_value(spec: TileSpec, values: dict[str, float] | None = None) -> float:
    """A rough worth of a tile: hit points, attack strength per initiative, modules and nets;
    an instant's from ``values`` (default: the medium level's :data:`_INSTANT_VALUES`)."""
    if spec.is_hq:
        return 0.0
    if not spec.is_board_tile:
        return (_INSTANT_VALUES if values is None else values).get(spec.instant or "", 1.0)
    attacks = sum(a.strength for a in spec.attacks) * max(1, len(spec.initiative))
    value = 1.0 + 0.75 * spec.hp + 0.6 * attacks + 1.5 * len(spec.effects) + 1.5 * len(spec.nets)
    value += 0.4 * len(spec.armor) + 1.0 * len(spec.abilities)
    return value


def _hand_value(state: GameState, player: int, values: dict[str, float] | None = None) -> float:
    a = army(state.players[player].army)
    return sum(tile_value(a.tile(t), values) for t in state.players[player].hand)


POINTS_HQ_WEIGHT = 0.3  # points mode: per own HQ hit point (an HQ lost scores no more)
LEADER_SHARE = 0.6  # 3+ sides: the enemy score is this share of the leader's plus the rest of the mean
ELIMINATION = 6.0  # 3+ sides: an enemy whose HQ the simulated battle destroys (one rival fewer)
MARGIN_SCALE = 1.5  # hit points of margin over a rival that make tanh(1): see margins()
PAID_HP_WEIGHT = 4.0  # a free-for-all on HP: extra cost per HQ hit point an action pays (see paid_hp())


def _score(state: GameState, p: int) -> float:
    """A player's standing: HQ hit points, or points in points mode; 0 when out."""
    ps = state.players[p]
    if ps.out:
        return 0.0
    return float(ps.points if state.mode == MODE_POINTS else max(0, ps.hq_hp))


def _sides(state: GameState, player: int) -> list[float]:
    """The enemy sides' scores (a team's summed) for ``player``."""
    sides: dict[int, float] = {}
    for p in state.enemies_of(player):
        sides[state.team_of(p)] = sides.get(state.team_of(p), 0.0) + _score(state, p)
    return list(sides.values())


def standing(state: GameState, player: int) -> tuple[float, float]:
    """(my side's score, the strongest enemy side's score): HQ hit points (points in points
    mode), summed over a team; a player who is out counts 0."""
    mine = _score(state, player) + sum(_score(state, p) for p in state.players if state.allies(p, player))
    return mine, max(_sides(state, player), default=0.0)


def rivalry(state: GameState, player: int) -> float:
    """The enemy score ``player`` plays against. Two sides: the enemy's. Three or more (a
    free-for-all, points): mostly the leader's (only the first place wins) but every rival's
    a little (the mean), so hitting any enemy helps and hitting the leader helps most."""
    sides = [v for v in _sides(state, player)]
    if not sides:
        return 0.0
    if len(sides) == 1:
        return sides[0]
    return LEADER_SHARE * max(sides) + (1 - LEADER_SHARE) * statistics.fmean(sides)


def margins(state: GameState, player: int) -> float:
    """A free-for-all decided by HQ hit points, seen as the race it is: the sum over rival
    sides of ``tanh((mine - theirs) / MARGIN_SCALE)``. Only first place wins, and on the
    big board it is often won by one hit point: a point taken from a rival level with me,
    or just above or below, is worth nearly a whole point of margin, one from a rival far
    behind almost nothing, and each point I lose counts against every rival near me. 0 with
    two sides or in points mode (the search's own view, see :func:`evaluate`)."""
    if state.mode == MODE_POINTS:
        return 0.0
    rivals = _sides(state, player)
    if len(rivals) < 2:
        return 0.0
    mine = _mine(state, player)
    return sum(math.tanh((mine - r) / MARGIN_SCALE) for r in rivals)


def paid_hp(before: GameState, after: GameState, player: int) -> float:
    """What an action that pays with the player's own HQ hit points outside a battle (Net of
    Steel, Execution) costs beyond the hit points themselves, in a free-for-all decided by
    HQ hit points: :data:`PAID_HP_WEIGHT` per point, 0 otherwise. Such a game is often won
    by one point, and a point paid is lost for sure while the threat it stops is only the
    simulated battle's (measured with four medium players on 37 hexes, 100 games each: the
    Steel Police won 2 alone and 1 shared paying freely, 10 and 17 with this cost)."""
    if before.mode == MODE_POINTS or after.battles != before.battles or len(_sides(before, player)) < 2:
        return 0.0
    return PAID_HP_WEIGHT * max(0, before.players[player].hq_hp - after.players[player].hq_hp)


def action_value(
    before: GameState,
    after: GameState,
    player: int,
    margin_weight: float = 0.0,
    values: dict[str, float] | None = None,
) -> float:
    """The value of an action that led from ``before`` to ``after`` for ``player``: the
    evaluation of ``after`` less what it paid with the HQ (:func:`paid_hp`)."""
    return evaluate(after, player, margin_weight, values) - paid_hp(before, after, player)


def _won(state: GameState, player: int) -> int:
    """1 when ``player`` (or its team) won, -1 when it lost, 0 for a draw or a shared win."""
    r = state.result
    if r is None:
        return 0
    winners = r.winners or ((r.winner,) if r.winner is not None else ())
    if not winners:
        return 0
    if player in winners:
        return 1 if len(winners) == 1 or all(state.allies(p, player) or p == player for p in winners) else 0
    return -1


def _mine(state: GameState, player: int) -> float:
    """My side's score for the evaluation: in points mode my own HQ counts a little too."""
    mine = _score(state, player) + sum(_score(state, p) for p in state.players if state.allies(p, player))
    if state.mode == MODE_POINTS and not state.players[player].out:
        mine += POINTS_HQ_WEIGHT * max(0, state.players[player].hq_hp)
    return mine


def evaluate(
    state: GameState, player: int, margin_weight: float = 0.0, values: dict[str, float] | None = None
) -> float:
    """How good ``state`` is for ``player`` (higher is better); ``state`` is not changed.

    A finished game is worth ±:data:`WIN` (0 for a draw or a shared win) plus the score
    difference; a player out of a game that goes on (a free-for-all) has lost: -WIN. Otherwise a battle is simulated on a copy and the value is, after it, the
    player's side's score (HQ hit points summed over the team; in points mode the points,
    plus a little for the own HQ) minus the enemy score (:func:`rivalry`: the enemy side's
    with two sides, mostly the leader's with more), plus :data:`MATERIAL_WEIGHT` × the tile
    value of each surviving unit (own and allied minus enemy), plus :data:`HAND_WEIGHT` ×
    the value of the player's hand. Allies are never counted as enemies: harming an ally's
    HQ or units lowers the value as harming one's own does. A simulated battle that would
    destroy the player's HQ is worth -:data:`WIN`/2, one that leaves only its side +WIN/2;
    with three or more sides each enemy HQ it destroys adds :data:`ELIMINATION`.

    ``margin_weight`` (the hard level's search; 0 for the medium and easy levels) adds that
    many times :func:`margins` after the simulated battle: in a free-for-all of three or more
    on HQ hit points, the margin to each rival rather than only to the leader and the mean.
    ``values``: the instants' worths in hand (:func:`tile_value`; the hard level's
    :data:`HARD_VALUES`)."""
    if state.phase == PHASE_OVER:
        mine, theirs = standing(state, player)
        return WIN * _won(state, player) + mine - theirs
    if state.players[player].out:  # out of a game that goes on: lost
        return -WIN - rivalry(state, player)
    sim = state.copy()
    if sim.phase != PHASE_HQ:
        fight(sim, "simulated", player)
    mine, theirs = _mine(sim, player), rivalry(sim, player)
    bonus = 0.0
    if sim.mode != MODE_POINTS:
        my_hq_dead = sim.players[player].hq_hp <= 0
        alive = [p for p in sim.enemies_of(player) if not sim.players[p].out]
        killed = [p for p in alive if sim.players[p].hq_hp <= 0]
        if my_hq_dead and not killed:
            return -WIN / 2 + mine - theirs
        if killed and not my_hq_dead:
            sides_left = {sim.team_of(p) for p in alive if p not in killed}
            if not sides_left:  # the simulated battle would leave only my side
                return WIN / 2 + mine - theirs
            bonus = ELIMINATION * len(killed)
    material = 0.0
    idle = idle_units(sim)
    for u in sim.units.values():
        spec = sim.spec(u)
        if spec.is_hq:
            continue
        worth = tile_value(spec) * (spec.hp - u.wounds) / max(1, spec.hp)
        if u.uid in idle:
            worth *= IDLE_SHARE
        if u.player == player or sim.allies(u.player, player):
            material += worth
        else:
            material -= worth
    if margin_weight:
        bonus += margin_weight * margins(sim, player)
    hand = HAND_WEIGHT * _hand_value(state, player, values)
    return HP_WEIGHT * (mine - theirs) + bonus + MATERIAL_WEIGHT * material + hand


# ====================================================================== set-up
def setup_score(state: GameState, me: int, hex_name: str) -> float:
    """How good a hex is for ``me``'s HQ (or another set-up tile) during set-up.

    Two players on the small board: an inner hex (the HQ hits all around it) not next to
    the enemy HQ, as before. Otherwise (3-6 players, or the 37-hex board): never next to an
    enemy's HQ or set-up tile when it can be helped (-10 each), then as far from the
    nearest enemy as the board allows (up to 4 hexes), off the centre (a rim or second-ring
    hex has fewer sides to be attacked from and is far from most seats), and two hexes
    from an ally's HQ (near enough to defend it, not bunched up)."""
    board = state.board
    h = board.parse(hex_name)
    centre = board.parse("D4") if state.radius == 3 else board.parse("C3")
    enemies = [u.hex for u in state.units.values() if u.player != me and not state.allies(u.player, me)]
    allies = [u.hex for u in state.units.values() if state.allies(u.player, me)]
    if len(state.players) == 2 and state.radius == 2:
        score = 2.0 if h.distance(centre) == 1 else 0.0
        return score - 10.0 * sum(1 for e in enemies if h.distance(e) <= 1)
    ring = h.distance(centre)
    score = -10.0 * sum(1 for e in enemies if h.distance(e) <= 1)
    score += 1.5 * min((h.distance(e) for e in enemies), default=4)
    score += 1.0 if ring >= state.radius - 1 and ring > 0 else 0.0
    score += 1.0 if any(h.distance(a) == 2 for a in allies) else 0.0
    return score


# ====================================================================== the greedy player
class GreedyAI:
    """A one-ply greedy player (see the module docstring).

    ``seed`` seeds the sampling of placements and the HQ hex; ``max_candidates`` bounds the
    actions evaluated per decision; ``max_actions`` bounds the actions of one turn (after
    that it ends the turn)."""

    dances = True  # Dancer: weigh a few sensible Dances against the discard (rules.ai.dance)

    def __init__(
        self,
        seed: int = 0,
        max_candidates: int = 150,
        max_actions: int = 8,
        values: dict[str, float] | None = None,
    ) -> None:
        self.seed = seed
        self.max_candidates = max_candidates
        self.max_actions = max_actions
        self.values = values  # the instants' worths in hand (None: :data:`_INSTANT_VALUES`)

    def _rng(self, state: GameState) -> random.Random:
        return random.Random(f"{self.seed}:{state.dumps()}")

    def choose(self, state: GameState, acted: int = 0) -> Action:
        """The action for ``state.to_act``; ``acted``: actions already played this turn."""
        legal = legal_actions(state)
        if not legal:
            raise ValueError("the game is over: there is nothing to play")
        me = state.to_act
        rng = self._rng(state)
        if state.phase == PHASE_HQ:
            return self._hq(state, legal, rng)
        if state.pending is not None:  # the pushed player picks the safest hex
            return max(legal, key=lambda a: evaluate(apply(state, a)[0], me, values=self.values))
        redraw = next((a for a in legal if a.verb == "redraw"), None)
        if state.turn.needs_discard:
            forced = redraw or self._discard(state, legal)
            if self.dances and any(a.verb == "dance" for a in legal):
                return self._dance_or(state, forced)
            return forced
        end = Action("end")
        if acted >= self.max_actions:
            return end
        base = evaluate(state, me, values=self.values)
        best, best_score = end, base + MIN_GAIN
        for a in self._candidates(sensible(state, legal), rng):
            after, _ = apply(state, a)
            score = action_value(state, after, me, values=self.values)
            if score > best_score:
                best, best_score = a, score
        if redraw is not None and best_score < base + REDRAW_UNLESS:
            return redraw  # a hand of instants that do little: draw a new hand
        if self.dances and any(a.verb == "dance" for a in legal):
            return self._dance_or(state, best)
        return best

    def _dance_or(self, state: GameState, forced: Action) -> Action:
        """Dancer right after drawing: the best of a few sensible Dances
        (:func:`rules.ai.dance.sensible_dances`) when it beats ``forced`` (the discard, or
        the unlucky draw, or the best other action) by :data:`DANCE_MARGIN`: after it, the
        tiles kept could still be played."""
        me = state.to_act
        base = evaluate(apply(state, forced)[0], me, values=self.values) + DANCE_MARGIN
        best, best_score = forced, base
        for a in sensible_dances(state):
            score = evaluate(apply(state, a)[0], me, values=self.values)
            if score > best_score:
                best, best_score = a, score
        return best

    def play_turn(self, state: GameState) -> list[Action]:
        """The actions ``state.to_act`` plays until someone else must act (or the game ends)."""
        return play_turn(self.choose, state, self.max_actions + 4)

    def _hq(self, state: GameState, legal: Sequence[Action], rng: random.Random) -> Action:
        """Set-up (the HQ, Cerberus, Dancer's Objects): the best hex by :func:`setup_score`,
        ties broken by the seed."""
        scored = [(setup_score(state, state.to_act, a.hexes[0]), rng.random(), a) for a in legal if a.hexes]
        if not scored:
            return rng.choice(list(legal))
        return max(scored, key=lambda x: (x[0], x[1]))[2]

    def _discard(self, state: GameState, legal: Sequence[Action]) -> Action:
        """Drop the least valuable tile (by :func:`tile_value`)."""
        a = army(state.players[state.to_act].army)
        discards = [x for x in legal if x.verb == "discard"]
        return min(discards, key=lambda x: (tile_value(a.tile(x.tile), self.values), x.tile))

    def _candidates(self, legal: Sequence[Action], rng: random.Random) -> list[Action]:
        """Every non-placement action (sampled if too many) plus a sample of placements."""
        others = [a for a in legal if a.verb not in ("place", "end", "discard", "dance")]
        places = [a for a in legal if a.verb == "place"]
        if len(others) > self.max_candidates // 2:
            others = rng.sample(others, self.max_candidates // 2)
        room = self.max_candidates - len(others)
        if len(places) > room:
            places = rng.sample(places, room)
        return others + places
