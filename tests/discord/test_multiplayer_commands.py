"""Three to six players through the real discord.py bot: the lobby by slash command and
button, the start, army autocomplete, a private answer for a bad set-up, Polish names."""

from __future__ import annotations

from tests.discord.conftest import ALA, EWA, MOD, OLA, World
from tests.discord.harness import button, followups


async def test_a_three_player_lobby_fills_by_button_and_slash_command(world: World) -> None:
    calls = await world.h.slash(ALA, "hex new", opponent=OLA, players=3, mode="ffa", armies="moloch,borgo,outpost")
    (lobby,) = followups(calls)
    assert not lobby.ephemeral and "Free-for-all, 3 players, 19 hexes" in lobby.content
    assert "3. open seat (Outpost)" in lobby.content and OLA.mention in lobby.content
    game = await world.game()
    assert game.status == "open" and len(game.players) == 3

    joined = await world.h.click(EWA, lobby.response, button(lobby.data, "join"))
    assert any("takes seat 3" in (c.data.get("content") or "") for c in joined)
    calls = await world.h.slash(OLA, "hex accept")
    (start,) = [c for c in followups(calls) if not c.ephemeral]
    assert "accepted" in start.content and ALA.mention in start.content
    game = await world.game()
    assert game.status == "active" and game.players == (ALA.id, OLA.id, EWA.id)

    # a fourth person cannot join a full game, privately
    calls = await world.h.slash(MOD, "hex accept")
    (refusal,) = followups(calls) or [c for c in calls if c.ephemeral]
    assert refusal.ephemeral


async def test_a_bad_set_up_is_answered_privately(world: World) -> None:
    calls = await world.h.slash(ALA, "hex new", opponent=OLA, players=3, mode="2v2")
    (answer,) = followups(calls) or [c for c in calls if c.ephemeral]
    assert answer.ephemeral and "cannot be played by 3 players" in answer.data.get("content", "")
    assert await world.game() is None


async def test_the_army_options_autocomplete_every_army_and_random(world: World) -> None:
    found = await world.h.autocomplete(ALA, "hex new", "army", army="be")
    assert [c["value"] for c in found] == ["beasts", "random"]
    everything = await world.h.autocomplete(ALA, "hex new", "opponent-army", opponent_army="")
    assert {"moloch", "borgo", "outpost", "hegemony", "random"} <= {c["value"] for c in everything}
