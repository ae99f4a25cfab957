"""The Beasts through the real bot: the army choice, Cerberus placed with /hex place right
after the HQ (a hex away from it refused privately), and after a battle the Vulture's
Scavenger flight chosen with /hex choose hex:… facing:…."""

from __future__ import annotations

import pytest

from rules.game import legal_actions
from tests.discord.conftest import ALA, OLA, World
from tests.discord.harness import followups

pytestmark = pytest.mark.loud  # written for one post per action (HEXBOT_QUIET=0)


async def test_beasts_set_up_a_battle_and_the_scavenger_flight(world: World) -> None:
    await world.h.slash(ALA, "hex new", opponent=OLA, army="beasts", opponent_army="moloch", first="me")
    await world.h.slash(OLA, "hex accept")
    game = await world.game()
    assert game.armies == ("beasts", "moloch")
    calls = await world.h.slash(ALA, "hex place", tile="hq", hex="C3")
    assert not any(c.ephemeral for c in calls)
    before = (await world.game()).version
    calls = await world.h.slash(ALA, "hex place", tile="cerberus", hex="A1", facing="N")
    (refusal,) = followups(calls)
    assert refusal.ephemeral and "next to your HQ" in refusal.content
    assert (await world.game()).version == before
    calls = await world.h.slash(ALA, "hex place", tile="cerberus", hex="C4", facing="N")
    assert not any(c.ephemeral for c in calls) and "Cerberus" in followups(calls)[0].content
    await world.h.slash(OLA, "hex place", tile="hq", hex="A1")

    flown = None
    for _ in range(300):
        game = await world.game()
        if game.status != "active":
            break
        who = await world.player_to_act()
        state = await world.state()
        legal = legal_actions(state)
        if state.pending is not None and state.pending.kind == "scavenge":
            here = state.board.name(state.pending.target)
            to = next(a.hexes[0] for a in legal if a.hexes[0] != here)
            calls = await world.h.slash(who, "hex choose", hex=to, facing="S")
            flown = (to, calls)
            break
        battle = [a for a in legal if a.verb == "play" and a.tile == "battle"]
        places = [a for a in legal if a.verb == "place"]
        has_vulture = any(u.tile == "vulture" for u in state.units.values())
        if battle and has_vulture:
            calls = await world.h.slash(who, "hex play", tile="battle")
        elif state.turn.needs_discard:
            discards = [a for a in legal if a.verb == "discard"]
            keep = ("vulture", "battle")
            pick = next((a for a in discards if a.tile not in keep), discards[0])
            calls = await world.h.slash(who, "hex discard", tile=pick.tile)
        elif state.pending is not None:
            calls = await world.h.slash(who, "hex choose", hex=next(a for a in legal if a.verb == "choose").hexes[0])
        elif places:
            a = next((p for p in places if p.tile == "vulture"), places[len(places) // 2])
            calls = await world.h.slash(who, "hex place", tile=a.tile, hex=a.hexes[0], facing=a.facing)
        else:
            calls = await world.h.slash(who, "hex end")
        assert not any(c.ephemeral for c in calls), calls
    assert flown is not None, "no battle left a Vulture to fly"
    to, calls = flown
    assert not any(c.ephemeral for c in calls)
    assert "flies over the battlefield" in followups(calls)[0].content
    state = await world.state()
    vulture = state.units[state.board.parse(to)]
    assert vulture.tile == "vulture" and vulture.facing.name == "S" and state.pending is None
