"""``/wz`` through the real bot on the fake Discord: a public roll with a Details button
whose answer is private (also after a restart), mistakes answered privately, Polish for a
Polish client, and autocomplete from the ``warzone`` package."""

from __future__ import annotations

from typing import Any

from tests.discord.conftest import ALA, OLA, World
from tests.discord.harness import (
    CALLBACK_AUTOCOMPLETE,
    CALLBACK_DEFERRED_UPDATE,
    BotHarness,
    Call,
    Person,
    button,
    callbacks,
    followups,
    original_deletes,
    text_of,
)


async def _slash(h: BotHarness, user: Person, path: str, /, **options: str) -> list[Call]:
    """Like ``h.slash``, for commands with an option named ``command``."""
    return await h.run(h.command_payload(user, path, options))


async def _complete(h: BotHarness, path: str, focused: str, /, **options: str) -> list[Any]:
    """The values ``h`` offers for ``focused`` (options may include one named ``command``)."""
    calls = await h.run(h.command_payload(ALA, path, options, focused=focused))
    (answer,) = [c for c in calls if c.callback_type == CALLBACK_AUTOCOMPLETE]
    return [c["value"] for c in answer.json["data"]["choices"]]


async def test_a_shot_is_public_and_its_details_private(world: World) -> None:
    calls = await world.h.slash(
        ALA, "wz shoot", ws="12", distance="8", shots="3", jam="19", dam="12", cover="soft", rolls="1,9,20"
    )
    (post,) = followups(calls)
    assert not post.ephemeral
    assert post.content.splitlines() == [
        f"🎲 <@{ALA.id}> · shoot #1: 2 hits out of 3 (target 10); the weapon jammed.",
        "Dice (the player's own): 1, 9, 20",
    ]
    message = post.response
    details_id = button(message, "details")
    assert details_id == "hex:v1:0:0:/wz details roll:1"

    clicked = await world.h.click(OLA, message, details_id)
    assert callbacks(clicked)[0].callback_type == CALLBACK_DEFERRED_UPDATE
    (details,) = followups(clicked)
    assert details.ephemeral
    assert "die 1: 1 — critical hit (+4 Dam), Dam 16" in details.content
    assert "target 10 (WS (shooting skill) 12)" in details.content

    await world.restart()
    again = followups(await world.h.click(OLA, message, details_id))
    assert [d.content for d in again] == [details.content]  # rebuilt from storage, not rerolled


async def test_a_mistake_is_private_and_stores_nothing(world: World) -> None:
    calls = await world.h.slash(ALA, "wz shoot", ws="12", cover="mud")
    (answer,) = followups(calls)
    assert answer.ephemeral
    assert answer.content == "shoot: cover cannot be “mud” (allowed: none,soft,hard,fortification)."
    assert original_deletes(calls)  # the public "thinking…" is removed
    assert world.repo is not None and await world.repo.stores.rolls.rolls(world.h.channel_id, 10) == []


async def test_a_polish_client_gets_polish(world: World) -> None:
    world.h.locale = "pl"
    (post,) = followups(
        await _slash(world.h, ALA, "wz roll", command="morale", options="dw=13 start=10 current=5", rolls="11")
    )
    assert post.content.startswith(f"🎲 <@{ALA.id}> · test morale #1: Test Paniki zdany")  # not "morale"
    assert "Kości (własne gracza): 11" in post.content
    (details,) = followups(await world.h.click(ALA, post.response, button(post.response, "szczegóły")))
    head, options = details.content.splitlines()[:2]
    assert head.startswith(f"Rzut #1: test morale, <@{ALA.id}>,")
    assert options == "Opcje: Dw: 13, liczebność początkowa: 10, obecna liczebność: 5"  # typed dw=13 start=10 …
    (log,) = followups(await world.h.slash(OLA, "wz log"))
    assert "Ostatni rzut na tym kanale:" in log.content and not log.ephemeral
    (help_text,) = callbacks(await _slash(world.h, OLA, "wz help", command="morale"))
    assert help_text.ephemeral and "• dw (wymagane): liczba" in text_of(help_text.data)


async def test_every_option_autocompletes_from_the_package(world: World) -> None:
    h = world.h
    assert [c["value"] for c in await h.autocomplete(ALA, "wz shoot", "cover", ws="12", cover="s")] == ["soft"]
    assert await _complete(h, "wz roll", "command", command="vehic") == [
        "vehicle-damage",
        "vehicle-destroyed",
    ]
    more = await _complete(h, "wz roll", "options", command="morale", options="dw=13 st")
    assert more == ["dw=13 start=", "dw=13 status="]
    assert [c["value"] for c in await h.autocomplete(ALA, "wz shoot", "options", ws="12", options="aim=1 sc")] == [
        "aim=1 scope="
    ]
    assert [c["value"] for c in await h.autocomplete(ALA, "wz test", "stat-key", stat="12", stat_key="d")] == ["dw"]
    assert [c["value"] for c in await h.autocomplete(ALA, "wz melee", "charge", ww="12", charge="")] == [
        "true",
        "false",
    ]
    assert [c["value"] for c in await h.autocomplete(ALA, "wz armour", "rolls", p="14", dam="12", rolls="4 17")] == [
        "4,17"
    ]
    assert await _complete(h, "wz help", "command", command="arb") == ["arbiter"]
