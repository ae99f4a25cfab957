"""The new groups through the real bot (/hexme, /hex board format:, /hex new language:) and the
languages of what the adapter says: the acting user's for private answers, the server's
for a new game's default."""

from __future__ import annotations

from typing import Any

import pytest

from bot.locale import viewer_lang
from bot.replies import Reply
from tests.discord.conftest import ALA, EWA, OLA, World
from tests.discord.harness import (
    CALLBACK_DEFERRED_MESSAGE,
    CALLBACK_MESSAGE,
    CALLBACK_UPDATE_MESSAGE,
    BotHarness,
    button,
    callbacks,
    channel_posts,
    followups,
)


class Spy:
    """Stands in for one service method: records its arguments and the acting language."""

    def __init__(self, reply: Reply) -> None:
        self.reply = reply
        self.calls: list[tuple[tuple[Any, ...], dict[str, Any], str]] = []

    async def __call__(self, *args: Any, **kwargs: Any) -> Reply:
        self.calls.append((args, kwargs, viewer_lang()))
        return self.reply


async def test_my_games_is_private_and_runs_in_my_language(world: World, monkeypatch: pytest.MonkeyPatch) -> None:
    spy = Spy(Reply("your games", ephemeral=True))
    monkeypatch.setattr(world.app.people, "my_games", spy, raising=False)
    world.h.locale = "pl"

    calls = await world.h.slash(ALA, "hexme games")

    (ack,) = callbacks(calls)
    assert ack.callback_type == CALLBACK_DEFERRED_MESSAGE and ack.ephemeral
    (answer,) = followups(calls)
    assert answer.ephemeral and answer.content == "your games"
    assert spy.calls == [((World.CHANNEL, ALA.id), {}, "pl")]


async def test_prefs_passes_only_what_was_given(world: World, monkeypatch: pytest.MonkeyPatch) -> None:
    spy = Spy(Reply("saved", ephemeral=True))
    monkeypatch.setattr(world.app.people, "preferences", spy, raising=False)

    calls = await world.h.slash(
        OLA, "hexme prefs", ping="off", dm_reminders="on", quiet_hours="22-7", timezone="Europe/Warsaw", language="pl"
    )
    (answer,) = followups(calls)
    assert answer.ephemeral and answer.content == "saved"
    await world.h.slash(OLA, "hexme prefs", language="auto")

    assert [(args, kwargs) for args, kwargs, _ in spy.calls] == [
        (
            (World.CHANNEL, OLA.id),
            dict(ping=False, dm_reminders=True, quiet_hours="22-7", timezone="Europe/Warsaw", language="pl"),
        ),
        (
            (World.CHANNEL, OLA.id),
            dict(ping=None, dm_reminders=None, quiet_hours=None, timezone=None, language="auto"),
        ),
    ]


async def test_timezones_autocomplete_from_what_was_typed(world: World) -> None:
    found = await world.h.autocomplete(ALA, "hexme prefs", "timezone", timezone="warsaw")
    assert [c["value"] for c in found] == ["Europe/Warsaw"]
    found = await world.h.autocomplete(ALA, "hexme prefs", "timezone", timezone="europe/")
    assert len(found) == 25 and all(c["value"].startswith("Europe/") for c in found)
    assert await world.h.autocomplete(ALA, "hexme prefs", "timezone", timezone="no such zone") == []


async def test_board_as_text_is_answered_at_once(world: World, monkeypatch: pytest.MonkeyPatch) -> None:
    spy = Spy(Reply("A1 empty …"))
    monkeypatch.setattr(world.app.info, "board", spy)

    calls = await world.h.slash(EWA, "hex board", format="text")
    (answer,) = callbacks(calls)
    assert answer.callback_type == CALLBACK_MESSAGE and not answer.ephemeral  # no image: no deferral
    assert answer.content == "A1 empty …"

    calls = await world.h.slash(EWA, "hex board", format="image")
    assert callbacks(calls)[0].callback_type == CALLBACK_DEFERRED_MESSAGE
    assert [(args, kwargs) for args, kwargs, _ in spy.calls] == [
        ((World.CHANNEL, EWA.id), {"text": True}),
        ((World.CHANNEL, EWA.id), {}),
    ]


async def test_a_new_game_speaks_the_servers_language_unless_told(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    spy = Spy(Reply("invited"))
    monkeypatch.setattr(world.app.setup, "new_game", spy)
    world.h.guild_locale = "pl"
    await world.h.slash(ALA, "hex new", opponent=OLA)
    await world.h.slash(ALA, "hex new", opponent=OLA, language="en")
    world.h.guild_locale = "de"
    await world.h.slash(ALA, "hex new")

    langs = [kwargs["lang"] for _, kwargs, _ in spy.calls]
    assert langs == ["pl", "en", "en"]  # a server in German: English
    assert all(kwargs["guild_id"] == BotHarness.GUILD_ID for _, kwargs, _ in spy.calls)


async def test_player_mistakes_are_told_in_the_players_language(world: World) -> None:
    await world.start_game()
    world.h.locale = "pl"

    calls = await world.h.slash(ALA, "hex place", tile="hq", hex="Z9")
    (answer,) = callbacks(calls)
    assert answer.ephemeral and "`Z9` to nie heks" in answer.content

    calls = await world.h.slash(OLA, "hexmod abort")
    (answer,) = callbacks(calls)
    assert answer.ephemeral and "**Zarządzanie kanałami**" in answer.content

    world.h.locale = "en-GB"
    calls = await world.h.slash(OLA, "hexmod abort")
    assert "**Manage Channels**" in callbacks(calls)[0].content


async def test_a_program_error_is_answered_in_the_players_language(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(world.app.info, "rules_help", broken)
    world.h.locale = "pl"
    calls = await world.h.slash(EWA, "hexinfo rules")
    (answer,) = callbacks(calls)
    assert answer.ephemeral and answer.content.startswith("Coś poszło nie tak po mojej stronie")


async def test_every_use_case_runs_in_the_acting_users_language(world: World, monkeypatch: pytest.MonkeyPatch) -> None:
    """Commands, buttons and autocomplete all wrap their work in ``acting(lang)``."""
    spy = Spy(Reply("rules", ephemeral=True))
    monkeypatch.setattr(world.app.info, "rules_help", spy)
    world.h.locale = "pl"
    await world.h.slash(EWA, "hexinfo rules")
    world.h.locale = "en-US"
    await world.h.slash(EWA, "hexinfo rules")
    assert [lang for _, _, lang in spy.calls] == ["pl", "en"]

    seen: list[str] = []

    async def tiles(*args: object) -> list[tuple[str, str]]:
        seen.append(viewer_lang())
        return [("Biegacz", "runner")]

    monkeypatch.setattr(world.app.placement, "autocomplete_tiles", tiles)
    world.h.locale = "pl"
    found = await world.h.autocomplete(ALA, "hex place", "tile", tile="bie")
    assert found == [{"name": "Biegacz", "value": "runner"}] and seen == ["pl"]


async def test_a_click_is_acknowledged_in_the_clicking_users_language(world: World) -> None:
    await world.start_game()
    await world.place_hqs()
    (hand,) = followups(await world.h.slash(ALA, "hex hand"))
    world.h.locale = "pl"

    calls = await world.h.click(ALA, hand.response, button(hand.response, ":/end"))

    assert any(not post.ephemeral for post in followups(calls))  # the turn's post, in the channel
    (panel,) = callbacks(calls)  # the private hand shows again, refreshed in place, in Polish
    assert panel.callback_type == CALLBACK_UPDATE_MESSAGE and panel.content.startswith("Twoje żetony")


async def test_rules_in_polish_for_a_polish_client_and_my_stored_language_wins(world: World) -> None:
    english = callbacks(await world.h.slash(EWA, "hexinfo rules"))[0].content
    world.h.locale = "pl"
    polish = callbacks(await world.h.slash(EWA, "hexinfo rules"))[0].content
    assert polish != english and "/hex połóż" in polish and "/hex place" in english

    # A stored preference beats the Discord client's language.
    world.h.locale = "en-US"
    (saved,) = followups(await world.h.slash(EWA, "hexme prefs", language="pl"))
    assert saved.ephemeral
    assert callbacks(await world.h.slash(EWA, "hexinfo rules"))[0].content == polish


async def test_my_games_lists_the_game_of_this_channel(world: World) -> None:
    await world.start_game()
    calls = await world.h.slash(OLA, "hexme games")
    (answer,) = followups(calls)
    assert answer.ephemeral
    assert f"https://discord.com/channels/{BotHarness.GUILD_ID}/{World.CHANNEL}" in answer.content
    calls = await world.h.slash(EWA, "hexme games")
    (none,) = followups(calls)
    assert none.ephemeral and "channels/" not in none.content


async def test_the_text_board_lists_the_hexes(world: World) -> None:
    await world.start_game()
    await world.place_hqs()
    (answer,) = callbacks(await world.h.slash(EWA, "hex board", format="text"))
    assert answer.callback_type == CALLBACK_MESSAGE and "C2" in answer.content and "C4" in answer.content
    assert not answer.files


async def test_reference_autocomplete_names_tiles_and_armies_in_my_language(world: World) -> None:
    world.h.locale = "pl"
    runner = await world.h.autocomplete(EWA, "hexinfo tile", "name", name="runn")
    assert {"name": "Biegacz", "value": "runner"} in runner  # two armies have it: no army named
    assert await world.h.autocomplete(EWA, "hexinfo army", "name", name="post") == [
        {"name": "Posterunek", "value": "outpost"}
    ]


async def test_the_adapters_public_words_speak_the_games_language(world: World) -> None:
    """In an English server, a Polish game's battle link is in Polish."""
    await world.h.slash(ALA, "hex new", opponent=OLA, army="moloch", opponent_army="borgo", first="me", language="pl")
    await world.h.slash(OLA, "hex accept")
    await world.place_hqs()
    calls = await world.play_until_battle()
    links = [c for c in channel_posts(calls, World.CHANNEL) if c.content.startswith("⚔️")]
    assert links and "— przebieg bitwy: https://discord.com/channels/" in links[0].content


# The one-post-per-action mode (HEXBOT_QUIET=0); the quiet channel: test_quiet_channel.py.
pytestmark = pytest.mark.loud
