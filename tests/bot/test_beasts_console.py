"""The Beasts through the console: set-up with Cerberus, turns played in engine notation
(``/hex act notation:...`` and plain notation lines), a Grab or a Hunt, a battle and the
Vulture's Scavenger flight after it, each answered and narrated in English and Polish."""

from __future__ import annotations

import io
import random
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from bot.app import App
from bot.console import Console, stable_id
from bot.narration import Narrator
from bot.rendering import NullRenderPool
from rules import events as ev
from rules.actions import Action
from rules.game import apply, legal_actions
from rules.state import PHASE_HQ, PHASE_OVER, GameState
from tests.bot.helpers import FakeClock, make_service

Say = Callable[[str], Awaitable[str]]
USERS = {1: "ala", 2: "ola"}
# What the Beasts discard first when they must (the tiles the plan needs go last).
_DISCARD_ORDER = ("move", "the-ram", "hive", "ranger", "officer", "acid-spit", "urchin", "bug", "arachnid", "alpha",
                  "scrabbler", "battle", "vulture", "grab", "hunt")  # fmt: skip


async def _console(db_path: str, clock: FakeClock, lang: str = "en", seed: int = 1) -> tuple[App, Say]:
    service = await make_service(db_path, clock, NullRenderPool(), seed=seed)
    out = io.StringIO()
    console = Console(service, Path(db_path).parent / "img", out=out, lang=lang)

    async def say(line: str) -> str:
        before = len(out.getvalue())
        await console.handle(line)
        return out.getvalue()[before:]

    return service, say


def _pick(s: GameState, legal: list[Action], done: set[str], rng: random.Random) -> Action:
    """The plan's policy: the Beasts (player 1) put their HQ on C3 and Cerberus on C4, use
    a Grab (or a Hunt that attacks an enemy) as soon as they can, place a Vulture, then play
    a Battle; the Moloch player fills the board around them and never starts a battle."""
    p = s.to_act
    board = s.board
    by = {str(a): a for a in legal}
    if s.phase == PHASE_HQ:
        wanted = ("hq C3", "place cerberus C4 N") if p == 1 else ("hq A1",)
        return next((by[w] for w in wanted if w in by), legal[0])
    if s.pending is not None:
        if s.pending.kind == "scavenge":
            here = board.name(s.pending.target)
            return next(a for a in legal if a.hexes[0] != here and a.facing == "S")
        return legal[0]
    discards = [a for a in legal if a.verb == "discard"]
    if s.turn.needs_discard:
        if p == 1:
            return min(discards, key=lambda a: _DISCARD_ORDER.index(a.tile))
        return by.get("redraw") or discards[0]
    places = [a for a in legal if a.verb == "place"]
    if p == 2:
        if places and rng.random() < 0.8:
            return rng.choice(places)
        return next((a for a in discards if a.tile == "battle"), by["end"])
    for a in legal:
        if a.verb == "play" and a.tile == "grab" and not done & {"grab", "hunt"}:
            return a
        if a.verb == "play" and a.tile == "hunt" and len(a.hexes) == 3 and not done & {"grab", "hunt"}:
            target = s.units.get(board.parse(a.hexes[2]))
            if target is not None and target.player != 1:
                return a
    vultures = [a for a in places if a.tile == "vulture"]
    if vultures:
        return vultures[len(vultures) // 2]
    has_vulture = any(u.tile == "vulture" and u.player == 1 for u in s.units.values())
    if done & {"grab", "hunt"} and has_vulture and "play battle" in by:
        return by["play battle"]
    others = [a for a in places if a.tile != "battle"]
    if others and rng.random() < 0.7:
        return rng.choice(others)
    return by["end"]


def plan(state: GameState) -> list[tuple[int, str]]:
    """(player, notation) from ``state`` until a Grab or Hunt was played and a Vulture flew."""
    rng = random.Random(0)
    done: set[str] = set()
    out: list[tuple[int, str]] = []
    s = state
    while s.phase != PHASE_OVER and len(out) < 200:
        a = _pick(s, legal_actions(s), done, rng)
        if a.verb == "play":
            done.add(a.tile)
        if s.pending is not None and s.pending.kind == "scavenge":
            done.add("scavenger")
        out.append((s.to_act, str(a)))
        s, _ = apply(s, a)
        if "scavenger" in done and done & {"grab", "hunt"} and s.pending is None:
            return out
    raise AssertionError(f"the plan did not reach a Grab/Hunt and a Scavenger flight: {sorted(done)}")


async def _state(service: App) -> GameState:
    game = await service.repo.stores.games.live_game(stable_id("#console"))
    assert game is not None
    return GameState.loads(game.state_json)


# Service seeds whose game lets the plan reach its goal quickly: 3 with a Grab (of the
# Moloch HQ), 32 with a Hunt.
@pytest.mark.parametrize("seed", [3, 32])
async def test_a_beasts_game_with_a_grab_or_hunt_and_the_scavenger(db_path: str, clock: FakeClock, seed: int) -> None:
    service, say = await _console(db_path, clock, seed=seed)
    await say("@ala /hex new opponent:@ola army:beasts opponent-army:moloch")
    await say("@ola /hex accept")
    state = await _state(service)
    assert state.players[1].army == "beasts" and state.phase == PHASE_HQ
    steps = plan(state)
    seen: dict[str, str] = {}
    for i, (player, notation) in enumerate(steps):
        line = f"@{USERS[player]} /hex act notation:{notation}" if i % 2 else f"@{USERS[player]} {notation}"
        if notation.startswith("play grab"):  # the slash command with its options
            _, _, unit, target = notation.split()
            line = f"@{USERS[player]} /hex play tile:grab unit:{unit} target:{target}"
        shown = await say(line)
        assert "only @" not in shown.splitlines()[0], (line, shown)  # no private refusal
        seen[notation] = shown
    final = await _state(service)
    texts = "\n".join(seen.values())
    # set-up: Cerberus next to the HQ, narrated
    assert "placed Cerberus on C4 facing N" in seen["place cerberus C4 N"]
    # the Grab (the pulled unit's owner then chooses) or the Hunt
    if any(n.startswith("play grab") for n in seen):
        grab = next(n for n in seen if n.startswith("play grab"))
        assert "must choose where the unit on" in seen[grab] and "@ola" in seen[grab]
        assert "pulled" in texts
    else:
        hunt = next(n for n in seen if n.startswith("play hunt"))
        assert "played Hunt" in seen[hunt] and "attacks toward" in seen[hunt]
    # the battle, then the Scavenger's choice for the Beasts, then the flight
    battle = next(n for n in seen if n == "play battle")
    assert "may fly to any empty hex" in seen[battle] and "@ala" in seen[battle]
    flight = steps[-1][1]
    assert flight.startswith("choose ") and "flies over the battlefield" in seen[flight]
    vultures = {final.board.name(u.hex) for u in final.units.values() if u.tile == "vulture"}
    assert Action.parse(flight).hexes[0] in vultures
    # bad input: a second flight outside the window is refused privately, nothing changes
    before = final.dumps()
    shown = await say(f"@ala /hex act notation:choose {Action.parse(flight).hexes[0]} N")
    assert "only @ala sees this" in shown and "It is not your turn" in shown  # the battle ended her turn
    assert (await _state(service)).dumps() == before
    await service.repo.close()


async def test_beasts_mistakes_are_answered_in_polish(db_path: str, clock: FakeClock) -> None:
    service, say = await _console(db_path, clock, lang="pl")
    await say("@ala /hex nowa przeciwnik:@ola armia:beasts armia-przeciwnika:moloch")
    await say("@ola /hex przyjmij")
    state = await _state(service)
    assert state.players[1].army == "beasts"
    await say("@ala hq C3")
    shown = await say("@ala place cerberus E1 N")
    assert "tylko @ala" in shown and "musi stać obok twojego Sztabu" in shown
    shown = await say("@ala /hex act notation:place cerberus C2 S")
    assert "kładzie żeton Cerber na C2" in shown
    await service.repo.close()


def test_every_beasts_event_and_action_is_narrated_in_both_languages() -> None:
    events = [
        ev.GrabChoice(2, "D1", ["C2", "D2"]),
        ev.Grabbed(2, "runner", "D1", "D2", "SW", "C3"),
        ev.ScavengerChoice(1, "vulture", "C3"),
        ev.LairLost(1, "cerberus", "C2"),
        ev.LairLost(1, "cerberus", ""),
        ev.Hunted(1, "the-ram", "C2", "NE"),
        ev.Agony(1, "bug", "C3"),
        ev.Moved(1, "alpha", "C3", "C3", "SE", "rotation"),
        ev.Moved(1, "the-ram", "C3", "C2", "N", "hunt"),
        ev.Moved(1, "vulture", "C3", "E1", "S", "scavenger"),
        ev.InstantPlayed(1, "grab", "C3>D1"),
    ]
    actions = ["rotate C3 SE", "grab C3 C1", "play grab C3 D1", "play hunt C3 C2 N", "play hunt C3 C2 D1 N",
               "choose D2 SW", "place cerberus C2 S"]  # fmt: skip
    seg = ev.Segment(3, [ev.Agony(1, "bug", "C3"), ev.LairLost(1, "cerberus", "C2")])
    for lang, word in (("en", "Cerberus"), ("pl", "Cerber")):
        n = Narrator(("beasts", "outpost"), lambda p: f"<@{p}>", lang)
        lines = [n.events([e])[0] for e in events]
        assert all(line and "{" not in line for line in lines), lines
        assert len(set(lines)) == len(lines)
        assert word in lines[3]
        texts = [n.action(1, a) for a in actions]
        assert all(t not in actions for t in texts), texts  # worded, not the raw notation
        assert word in n.segment(seg)
    pl = Narrator(("beasts", "outpost"), lambda p: f"<@{p}>", "pl")
    assert "przyciąga" in pl.events([events[-1]])[0] and "agonii" in pl.events([events[6]])[0]
