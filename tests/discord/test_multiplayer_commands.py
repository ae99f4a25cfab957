"""Three to six players through the real discord.py bot: the lobby by slash command and
button, the start, army autocomplete, a private answer for a bad set-up, Polish names."""

from __future__ import annotations

from tests.discord.conftest import ALA, EWA, MOD, OLA, World
from tests.discord.harness import button, channel_posts, followups, select


async def test_a_three_player_lobby_fills_by_button_and_slash_command(world: World) -> None:
    calls = await world.h.slash(ALA, "hex new", opponent=OLA, players=3, mode="ffa", armies="moloch,borgo,outpost")
    (lobby,) = channel_posts(calls, World.CHANNEL)
    assert "Free-for-all, 3 players, 19 hexes" in lobby.content
    assert "3. open seat (Outpost)" in lobby.content and OLA.mention in lobby.content
    assert lobby.data["allowed_mentions"]["users"] == [OLA.id]  # the invited player is pinged
    game = await world.game()
    assert game.status == "open" and len(game.players) == 3

    message = world.h.message(lobby.response["id"])
    joined = await world.h.click(EWA, message, button(message, "join"))
    assert not [c for c in joined if c.ephemeral and "Something went wrong" in (c.data.get("content") or "")]
    game = await world.game()
    assert game.players == (ALA.id, OLA.id, EWA.id) and game.status == "invited"
    calls = await world.h.slash(OLA, "hex accept")
    game = await world.game()
    assert game.status == "active"
    (first_turn,) = channel_posts(calls, World.CHANNEL)  # the first turn message pings the first player
    assert "HQ" in first_turn.content and first_turn.data["allowed_mentions"]["users"] == [ALA.id]

    # a fourth person cannot join a full game: a private answer, nothing changed
    before = (game.version, game.players)
    calls = await world.h.slash(MOD, "hex accept")
    assert [c for c in calls if c.ephemeral]
    game = await world.game()
    assert (game.version, game.players) == before


async def test_a_four_player_team_game_opens_in_a_thread_named_after_everyone(world: World) -> None:
    calls = await world.h.slash(
        ALA, "hex new", opponent=OLA, opponent2=EWA, opponent3=MOD, mode="2v2", board="37", where="thread"
    )
    (opened,) = select(calls, "POST", rf"^/channels/{World.CHANNEL}/threads$")
    name = opened.json["name"].lower()
    assert all(who in name for who in ("ala", "ola", "ewa", "mod"))
    assert world.repo is not None
    game = await world.repo.stores.games.live_game(int(opened.response["id"]))
    assert game is not None
    assert game.options == {"mode": "2v2", "radius": 3} and len(game.players) == 4


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
