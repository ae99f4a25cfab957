"""/hexpuzzle through the real discord.py bot: a puzzle given privately as a panel with its
board and a menu of hexes per tile, a hex chosen (the preview in place), Confirm answering it
(the verdict, the battle's pictures, every winning play, the vote buttons), a 👍; then a stale
button from a puzzle no longer solved answered privately, nothing changed."""

from __future__ import annotations

from tests.discord.conftest import ALA, MOD, OLA, PNG_MAGIC, World
from tests.discord.harness import BotHarness, button, callbacks, channel_posts, ephemeral_message, select_menu

SABOTEUR = "0056c2f538"  # Steel Police: the Saboteur on C3 (any facing) ends 3 HP ahead
MOVE = "0f91cc87b4"


def _value(menu: dict[str, object], label: str) -> str:
    options = menu["options"]
    assert isinstance(options, list)
    return next(o["value"] for o in options if o["label"] == label)


async def test_a_puzzle_solved_with_the_panel(world: World) -> None:
    calls = await world.h.slash(ALA, "hexpuzzle play", puzzle=SABOTEUR)
    panel = ephemeral_message(calls)
    text = str(panel)
    assert f"Puzzle `{SABOTEUR}`" in text and "ahead of the enemy HQ" in text
    menu = select_menu(panel, "hex-saboteur")
    assert "C3" in [o["label"] for o in menu["options"]]

    calls = await world.h.choose(ALA, world.h.message(panel["id"]), menu["custom_id"], _value(menu, "C3"))
    (preview,) = callbacks(calls)  # the panel turns into the preview, in place
    assert "Saboteur on C3" in preview.content or "Saboteur on C3" in str(preview.data), preview.data
    assert [n for n, _ in preview.files] == ["preview.png"] and preview.files[0][1].startswith(PNG_MAGIC)

    message = world.h.message(panel["id"])
    calls = await world.h.click(ALA, message, button(message, "confirm"))
    (verdict,) = callbacks(calls)  # the preview turns into the verdict, in place
    shown = str(verdict.data)
    assert "✅ Solved" in shown and "Every winning play" in shown, shown
    files = [c for c in calls if c.files]
    assert any(name.startswith("battle1-initiative") for c in files for name, _ in c.files)
    message = world.h.message(panel["id"])
    calls = await world.h.click(ALA, message, button(message, "vote:up"))
    assert "1 👍 · 0 👎" in str([c.data for c in calls])
    assert await world.app.repo.stores.puzzles.votes(SABOTEUR) == (1, 0)


async def test_a_stale_button_is_answered_privately(world: World) -> None:
    calls = await world.h.slash(ALA, "hexpuzzle play", puzzle=SABOTEUR)
    panel = ephemeral_message(calls)
    menu = select_menu(panel, "hex-saboteur")
    await world.h.choose(ALA, world.h.message(panel["id"]), menu["custom_id"], _value(menu, "C3"))
    message = world.h.message(panel["id"])
    confirm = button(message, "confirm")
    await world.h.slash(ALA, "hexpuzzle play", puzzle=MOVE)  # another puzzle now
    before = await world.app.repo.stores.puzzles.open_attempt(ALA.id)

    calls = await world.h.click(ALA, message, confirm)

    assert "no longer solving" in str([c.data for c in calls])
    assert await world.app.repo.stores.puzzles.open_attempt(ALA.id) == before
    assert await world.app.repo.stores.puzzles.solver(ALA.id) is None


async def test_the_daily_puzzle_is_posted_by_the_drain_and_solved_from_its_button(world: World) -> None:
    calls = await world.h.slash(MOD, "hexmod dailypuzzle", hour=9)  # the world's clock: 12:00 UTC
    assert "every day at 9:00 UTC" in str([c.data for c in calls])
    refused = await world.h.slash(ALA, "hexmod dailypuzzle", state="off")  # not a moderator
    assert "Only moderators" in str([c.data for c in refused])
    assert world.app is not None
    [key] = await world.app.puzzles.queue_dailies([BotHarness.GUILD_ID])
    before = len(world.h.rest.calls)
    await world.h.bot.drainer.drain_once()  # type: ignore[attr-defined]
    (post,) = channel_posts(world.h.rest.calls[before:], World.CHANNEL)
    assert post.content.startswith("🧩 Puzzle of the day — Saturday")  # 2025-03-01
    assert [name for name, _ in post.files] == ["board.png"] and post.files[0][1].startswith(PNG_MAGIC)  # once
    assert (await world.app.deliveries.item(key)).status == "done"
    await world.h.bot.drainer.drain_once()  # type: ignore[attr-defined]
    assert len(channel_posts(world.h.rest.calls[before:], World.CHANNEL)) == 1  # once
    message = world.h.message(post.response["id"])
    calls = await world.h.click(OLA, message, button(message, "solve"))
    panel = ephemeral_message(calls)
    puzzle = (await world.app.repo.stores.puzzles.dailies(World.CHANNEL))["2025-03-01"]
    assert f"Puzzle `{puzzle}`" in str(panel)
