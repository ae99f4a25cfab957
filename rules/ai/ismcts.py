"""The hard level: information-set Monte Carlo tree search (ISMCTS) over determinized draws.

The player never reads what a human in its seat could not see. It starts from the
*canonical* state of its information set (:mod:`rules.ai.infoset`: the hidden order of
the piles and the opponent's hand replaced by a fixed arrangement of the same unseen
tiles), and every search iteration deals the unseen tiles anew at random
(:func:`~rules.ai.infoset.determinize`): the order of its own pile, the opponent's hand and
pile. One tree is shared by all the determinizations (single-observer ISMCTS, Cowling,
Powley and Whitehouse 2012; OpenSpiel's ``ismcts.py``): its nodes are the seat's own
decisions in the current turn, keyed by action; an action that is not legal in a
determinization is skipped there, and the exploration term counts how often each action
was *available* rather than how often its parent was visited.

Candidates: the full action lists are large (a placement has up to 19 × 6 variants), so
a node only searches its most promising actions, ranked by the one-ply static evaluation
of :func:`rules.ai.greedy.evaluate` (the root looks at a large sample, deeper nodes at a
small one), plus ending the turn.

Each iteration walks down the tree by UCB1, then plays out the rest of the seat's turn
and the turns up to the next enemy's whole turn with a fast greedy policy (a few sampled actions per
decision), and scores the position when the seat's next turn begins with the static
evaluation squashed into [0, 1]. In a free-for-all decided by HQ hit points the search's
evaluation adds the race term :func:`rules.ai.greedy.margins` (:data:`MARGIN_WEIGHT`): the
margin to each rival counts, not only the leader's score. The answer is the root action
visited most.

The search stops when its :class:`~rules.ai.budget.Budget` is spent (a think time with an
injected clock, or a number of iterations for reproducible tests). Randomness comes from a
``random.Random`` seeded from the player's seed and the information set, so the same
seed, information set and iteration budget give the same action.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from rules.actions import Action
from rules.ai.budget import Budget, IterationBudget
from rules.ai.greedy import HARD_VALUES, MIN_GAIN, GreedyAI, action_value, evaluate, play_turn, tile_value
from rules.ai.infoset import canonical, determinize
from rules.ai.sense import sensible
from rules.catalog import army
from rules.game import apply, legal_actions
from rules.state import PHASE_HQ, PHASE_OVER, GameState

EXPLORATION = 0.7  # the UCB1 exploration constant (rewards are in [0, 1])
VALUE_SCALE = 12.0  # evaluation points that move the reward by about tanh(1)
ROOT_SHARE = 0.4  # at most this share of a time budget goes to ranking the root actions
ROOT_SAMPLE = 90  # actions ranked at the root (all non-placements first, then placements)
ROOT_KEEP = 7  # the root searches this many of its best-ranked actions (plus ending the turn)
INNER_SAMPLE = 14  # actions ranked at deeper nodes
INNER_KEEP = 4
PLAYOUT_SAMPLE = 5  # actions the playout policy evaluates per decision
PLAYOUT_ACTIONS = 2  # actions (besides the discard) a playout plays per turn
MAX_DEPTH = 6  # own actions in one turn the tree may hold
MARGIN_WEIGHT = 1.5  # the search's weight of the margins to each rival (free-for-all on HP; greedy.margins)


@dataclass(slots=True)
class Suggestion:
    """A chosen action and why: a reason code and its arguments (for a hint sentence)."""

    action: Action
    reason: str
    args: dict[str, str | int] = field(default_factory=dict)
    iterations: int = 0  # search iterations run (0 when the decision needed no search)
    visits: int = 0  # iterations that went through the chosen action
    value: float = 0.5  # its mean reward: 0 a sure loss, 1 a sure win


class _Node:
    """A decision of the searching seat: statistics per action (child)."""

    __slots__ = ("children", "visits", "total", "avail", "candidates", "prior")

    def __init__(self, prior: float = 0.0) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 0
        self.candidates: list[Action] | None = None
        self.prior = prior

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


def reward(value: float) -> float:
    """An evaluation (points for the seat) squashed into [0, 1]."""
    return 0.5 + 0.5 * math.tanh(value / VALUE_SCALE)


class HardAI:
    """The ISMCTS player (see the module docstring).

    ``budget`` makes the think budget of one decision (default: 60 iterations, which is
    reproducible; the bot and the duel tool pass a :class:`~rules.ai.budget.TimeBudget`)."""

    def __init__(
        self,
        seed: int = 0,
        budget: Callable[[], Budget] | None = None,
        max_actions: int = 8,
        root_sample: int = ROOT_SAMPLE,
    ) -> None:
        self.seed = seed
        self.budget = budget or (lambda: IterationBudget(60))
        self.max_actions = max_actions
        self.root_sample = root_sample
        self._greedy = GreedyAI(seed, values=HARD_VALUES)

    # ------------------------------------------------------------------ public
    def choose(self, state: GameState, acted: int = 0) -> Action:
        """The action for ``state.to_act``; ``acted``: actions already played this turn."""
        return self.suggest(state, acted).action

    def play_turn(self, state: GameState) -> list[Action]:
        """The actions ``state.to_act`` plays until someone else must act (or the game ends)."""
        return play_turn(self.choose, state, self.max_actions + 4)

    def suggest(self, state: GameState, acted: int = 0) -> Suggestion:
        """The action for ``state.to_act`` with a reason code (see :func:`_reason`)."""
        legal = legal_actions(state)
        if not legal:
            raise ValueError("the game is over: there is nothing to play")
        me = state.to_act
        base = canonical(state, me)  # from here on only what the seat knows is read
        rng = random.Random(f"hard:{self.seed}:{me}:{acted}:{base.dumps()}")
        if len(legal) == 1:
            return _reason(base, me, legal[0], "only")
        if state.phase == PHASE_HQ:
            return _reason(base, me, self._greedy._hq(base, legal, rng), "hq")
        if state.pending is not None:  # the pushed player picks the hex that evaluates best
            best = max(legal, key=lambda a: evaluate(apply(base, a)[0], me, values=HARD_VALUES))
            return _reason(base, me, best, "push")
        if acted >= self.max_actions and Action("end") in legal:
            return _reason(base, me, Action("end"), "enough")
        budget = self.budget()
        budget.start()
        root = _Node()
        root.candidates = self._rank(base, legal, rng, self.root_sample, ROOT_KEEP, budget, root)
        if len(root.candidates) == 1:
            return _reason(base, me, root.candidates[0], "only")
        for a in root.candidates:  # a move that wins outright needs no search
            after = apply(base, a)[0]
            if after.result is not None and me in _winners(after):
                return _reason(base, me, a, "search")
        iterations = 0
        while True:
            self._iterate(root, determinize(base, me, rng), me, rng, acted)
            iterations += 1
            budget.tick()
            if budget.exhausted():
                break
        action, node = max(root.children.items(), key=lambda kv: (kv[1].visits, kv[1].mean, kv[1].prior))
        out = _reason(base, me, action, "search")
        out.iterations, out.visits, out.value = iterations, node.visits, node.mean
        out.args["chance"] = round(100 * node.mean)
        return out

    # ------------------------------------------------------------------ ranking
    def _rank(
        self,
        s: GameState,
        legal: Sequence[Action],
        rng: random.Random,
        sample: int,
        keep: int,
        budget: Budget | None,
        node: _Node,
    ) -> list[Action]:
        """The ``keep`` best of a sample of ``legal`` by one-ply evaluation, ending the turn
        included when it is legal; creates the children of ``node`` with their priors."""
        me = s.to_act
        end = Action("end")
        legal = sensible(s, self._without_pointless_dances(s, legal))
        plays = [a for a in legal if a.verb == "play"]  # instants are few and often decisive
        others = [a for a in legal if a.verb not in ("place", "end", "play")]
        places = [a for a in legal if a.verb == "place"]
        rng.shuffle(plays)
        rng.shuffle(others)
        rng.shuffle(places)
        pool = (plays + others + places)[:sample]
        scored: list[tuple[float, int, Action]] = []
        if end in legal:
            scored.append((evaluate(s, me, MARGIN_WEIGHT, HARD_VALUES) + MIN_GAIN, -1, end))
        for i, a in enumerate(pool):
            if budget is not None and i >= 2 * keep and budget.spent() > ROOT_SHARE:
                break
            scored.append((action_value(s, apply(s, a)[0], me, MARGIN_WEIGHT, HARD_VALUES), i, a))
        scored.sort(key=lambda x: (-x[0], x[1]))
        chosen = scored[:keep]
        if end in legal and all(a != end for _, _, a in chosen):
            chosen.append(next(x for x in scored if x[2] == end))
        for score, _, a in chosen:
            node.children[a] = _Node(prior=score)
        return [a for _, _, a in chosen]

    def _without_pointless_dances(self, s: GameState, legal: Sequence[Action]) -> Sequence[Action]:
        """``legal`` without its Dances (up to 1295 for Dancer's three Objects, nearly all
        pointless: in a sample they crowded the discards out, and the search then danced
        every turn, throwing away its whole hand of Battles and Actions), but with the one
        Dance the medium level would play (the best of :func:`rules.ai.dance.sensible_dances`
        when it beats the discard by :data:`~rules.ai.greedy.DANCE_MARGIN`), if any."""
        if not any(a.verb == "dance" for a in legal):
            return legal
        rest = [a for a in legal if a.verb != "dance"]
        forced = next((a for a in rest if a.verb == "redraw"), None)
        if forced is None:
            has_discard = any(a.verb == "discard" for a in rest)
            forced = self._greedy._discard(s, rest) if has_discard else max(rest, key=lambda a: a.verb == "end")
        pick = self._greedy._dance_or(s, forced)
        if pick.verb != "dance":
            return rest
        same = next((a for a in legal if a.verb == "dance" and str(a) == str(pick)), None)
        return rest + ([same] if same is not None else [])

    # ------------------------------------------------------------------ one iteration
    def _iterate(self, root: _Node, s: GameState, me: int, rng: random.Random, acted: int) -> None:
        path: list[_Node] = []
        node = root
        turn = s.turn_number
        horizon = _turns_to_next_enemy(s, me)
        depth = 0
        while s.phase != PHASE_OVER and s.to_act == me and s.turn_number == turn and depth < MAX_DEPTH:
            legal = legal_actions(s)
            if node.candidates is None:
                if node.visits < 1 or acted + depth >= self.max_actions:
                    break  # a new node: play out from here
                node.candidates = self._rank(s, legal, rng, INNER_SAMPLE, INNER_KEEP, None, node)
            allowed = set(legal)
            available = [a for a in node.candidates if a in allowed]
            if not available:
                break
            for a in available:
                node.children[a].avail += 1
            action = _select(node, available)
            s, _ = apply(s, action)
            node = node.children[action]
            path.append(node)
            depth += 1
        value = self._playout(s, me, rng, turn, acted + depth, horizon)
        r = reward(value)
        root.visits += 1
        for n in path:
            n.visits += 1
            n.total += r

    def _playout(self, s: GameState, me: int, rng: random.Random, turn: int, acted: int, others: int) -> float:
        """Finish the seat's turn and the turns up to the next enemy's (included) with the
        fast policy; the evaluation for ``me`` then (or when the game ends). In a game of
        three or more the other enemies' threats are in the evaluation's simulated battle,
        which fights every unit on the board: playing out their turns too only added noise
        (the fast policy is crude) and cost iterations. Once the Final Battle is due (a
        pile ran out) or a tie-break is under way, the playout goes on to the battle that
        ends it: the last turns of a game are decided by the exact result."""
        played: dict[int, int] = {turn: acted}
        for _ in range(12 * (others + 1 + len(s.order))):
            if s.phase == PHASE_OVER:
                break
            if s.turn_number >= turn + 1 + others and s.pending is None and not _final_due(s):
                break
            n = played.get(s.turn_number, 0)
            a = _fast_action(s, rng, n)
            played[s.turn_number] = n + 1
            s, _ = apply(s, a)
        return evaluate(s, me, MARGIN_WEIGHT, HARD_VALUES)


def _final_due(s: GameState) -> bool:
    """Whether the game's last battle is coming: a pile ran out and the Final Battle has not
    been fought, or a tie-break's turns are under way."""
    return (s.last_draw_by is not None and not s.final_done) or s.overtime_turns_left is not None


def _turns_to_next_enemy(s: GameState, me: int) -> int:
    """How many turns after the seat's current one (``s`` is in it) until an enemy has
    played (allies playing in between included); 1 in a two-player game or a free-for-all."""
    n = len(s.order)
    for k in range(1, n + 1):
        p = s.order[(s.pos + k) % n]
        if p != me and not s.allies(p, me) and s.players[p].plays:
            return k
    return 1


def _winners(state: GameState) -> tuple[int, ...]:
    r = state.result
    if r is None:
        return ()
    return r.winners or ((r.winner,) if r.winner is not None else ())


def _select(node: _Node, available: list[Action]) -> Action:
    """UCB1 over the available actions; an action never tried goes first (best prior first)."""
    best: Action | None = None
    best_score = -math.inf
    for a in available:
        child = node.children[a]
        if child.visits == 0:
            return a  # candidates are in prior order
        score = child.mean + EXPLORATION * math.sqrt(math.log(child.avail) / child.visits)
        if score > best_score:
            best, best_score = a, score
    assert best is not None
    return best


PLAYOUT_CHOICES = 12  # options of a pending choice (push, pull, Scavenger) a playout evaluates


def _fast_action(s: GameState, rng: random.Random, acted: int) -> Action:
    """The playout policy for ``s.to_act``: greedy over a few sampled actions."""
    legal = legal_actions(s)
    if len(legal) == 1:
        return legal[0]
    me = s.to_act
    if s.pending is not None:  # a Scavenger's flight has ~100 options: a playout looks at a few
        pool = legal if len(legal) <= PLAYOUT_CHOICES else rng.sample(legal, PLAYOUT_CHOICES)
        return max(pool, key=lambda a: evaluate(apply(s, a)[0], me, values=HARD_VALUES))
    redraw = next((a for a in legal if a.verb == "redraw"), None)
    if redraw is not None:
        return redraw
    if s.turn.needs_discard:
        specs = army(s.players[me].army)
        return min(
            (a for a in legal if a.verb == "discard"),
            key=lambda a: (tile_value(specs.tile(a.tile), HARD_VALUES), a.tile),
        )
    end = Action("end")
    if acted > PLAYOUT_ACTIONS:
        return end
    others = [a for a in legal if a.verb not in ("place", "end", "discard")]
    places = [a for a in legal if a.verb == "place"]
    n_others = min(len(others), 2)
    pool = rng.sample(others, n_others) + rng.sample(places, min(len(places), PLAYOUT_SAMPLE - n_others))
    best, best_score = end, evaluate(s, me, values=HARD_VALUES) + MIN_GAIN
    for a in pool:
        score = action_value(s, apply(s, a)[0], me, values=HARD_VALUES)
        if score > best_score:
            best, best_score = a, score
    return best


# ====================================================================== reasons
def _reason(base: GameState, me: int, action: Action, why: str) -> Suggestion:
    """A reason code and its arguments for ``action``, from the seat's canonical state.

    Codes: ``only`` (the only legal action), ``hq`` (an inner hex for the HQ), ``push``
    (the safest hex for the pushed unit), ``enough`` (enough actions this turn: end it),
    and for searched decisions one per kind of action: ``wins_game``, ``battle``,
    ``discard``, ``redraw``, ``place``, ``move``, ``instant``, ``end_turn``, ``push_ability``,
    ``dance``, ``choose`` (an option the rules ask for), ``ability`` (an army's own action:
    Grab, Net, Rotation, replacing, execution). Arguments: the
    action's ``tile``, ``hex``, ``to``, ``facing`` where they apply; for ``battle`` the HQ hit
    points after it (``my_hp``, ``enemy_hp``) and the enemy units killed (``kills``); after a
    search, ``chance``: the mean reward of the action in percent (a rough win chance)."""
    args: dict[str, str | int] = {}
    if action.tile:
        args["tile"] = action.tile
    if action.hexes:
        args["hex"] = action.hexes[0]
    if len(action.hexes) > 1:
        args["to"] = action.hexes[1]
    if action.facing:
        args["facing"] = action.facing
    if why != "search":
        return Suggestion(action, why, args)
    after, events = apply(base, action)
    enemy = base.next_enemy(me)
    if after.phase == PHASE_OVER and after.result is not None and me in _winners(after):
        return Suggestion(action, "wins_game", args)
    if action.verb == "play" and action.tile == "battle":
        before_units = {u.uid for u in base.units.values() if u.player == enemy}
        after_units = {u.uid for u in after.units.values() if u.player == enemy}
        args.update(
            my_hp=after.players[me].hq_hp,
            enemy_hp=after.players[enemy].hq_hp,
            kills=len(before_units - after_units),
        )
        return Suggestion(action, "battle", args)
    code = {
        "discard": "discard",
        "redraw": "redraw",
        "place": "place",
        "move": "move",
        "play": "instant",
        "end": "end_turn",
        "push": "push_ability",  # a Riot Policeman's push ("push" is the pushed unit's choice)
        "dance": "dance",
        "choose": "choose",
    }.get(action.verb, "ability")  # grab, net, rotate, replace, execute: an army's own action
    return Suggestion(action, code, args)
