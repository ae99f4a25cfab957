"""The armies whose rules alone are ready (rules.armies.RULES_ONLY) are not
offered to players until their menus, pictures and computer players are (docs/architecture.md,
"Which armies are offered"): the bot and the league read ARMIES, the engine ALL_ARMIES."""

from __future__ import annotations

import random

import pytest

import i18n
from bot.app import App
from bot.commands.choices import ARMY
from bot.usecases.util import army_key, pick_army
from rules.armies import ALL_ARMIES, ARMIES, RULES_ONLY
from tests.bot.helpers import ALA, CHANNEL, OLA


def test_the_engine_plays_them_and_no_menu_offers_them() -> None:
    assert set(RULES_ONLY) <= set(ALL_ARMIES) and not set(RULES_ONLY) & set(ARMIES)
    assert not set(RULES_ONLY) & set(ARMY.values)
    for key in RULES_ONLY:
        for name in {key, i18n.army_name(key, "en"), i18n.army_name(key, "pl")}:
            assert army_key(name) is None
    rng = random.Random(3)
    picked = {pick_army("random", rng, None) for _ in range(300)}
    assert not picked & set(RULES_ONLY) and picked == set(ARMIES)


@pytest.mark.parametrize("name", [n for key in RULES_ONLY for n in (key, i18n.army_name(key, "pl"))])
async def test_a_new_game_with_one_of_them_is_refused_and_changes_nothing(service: App, name: str) -> None:
    assert await service.repo.stores.games.live_game(CHANNEL) is None
    reply = await service.setup.new_game(CHANNEL, ALA, opponent_id=OLA, army=name, opponent_army="moloch")
    assert reply.ephemeral and "unknown army" in reply.text.lower(), reply.text
    assert (
        await service.repo.stores.games.live_game(CHANNEL) is None
        and await service.repo.stores.games.last_game(CHANNEL) is None
    )
