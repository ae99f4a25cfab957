"""The players' Discord display names reach the storage (for the board's panel) with the
commands that name them: the acting user and the opponents of /hex new."""

from __future__ import annotations

from tests.discord.conftest import ALA, EWA, OLA, World


async def test_new_game_remembers_the_players_names(world: World) -> None:
    h = world.h
    await h.slash(ALA, "hex new", opponent=OLA, opponent2=EWA)
    assert world.app is not None
    shown = {p.id: p.payload.get("global_name") or p.name for p in (ALA, OLA, EWA)}  # Discord's display names
    assert await world.app.repo.stores.names.names_of(list(shown)) == shown
