"""The permissions the bot asks for are the ones it uses: the code's list
(``BOT_PERMISSIONS`` in ``bot/discord_adapter/client.py``), the calls the bot makes (each
mapped to what Discord's API documentation asks for it, ``FakeDiscord.permissions_needed``)
and the integer, invite link and lists of docs/discord.md and the README."""

from __future__ import annotations

import re
from pathlib import Path

import discord

from bot.discord_adapter.client import BOT_PERMISSIONS, OPTIONAL_PERMISSIONS, invite_permissions
from bot.discord_adapter.errors import permission_names
from tests.discord.conftest import EWA, MOD, World
from tests.discord.harness import Call

ROOT = Path(__file__).resolve().parents[2]
DISCORD_MD = (ROOT / "docs" / "discord.md").read_text(encoding="utf-8")
README = (ROOT / "README.md").read_text(encoding="utf-8")


def _names(perms: list[str]) -> list[str]:
    """Discord's English names of the permissions (as the server settings show them)."""
    return permission_names(perms, "en").split(", ")


def _table_rows(text: str, heading: str) -> list[list[str]]:
    """The rows of the markdown table whose header row is ``heading``."""
    lines = [line.strip() for line in text.splitlines()]
    start = lines.index(heading) + 2  # the header and its --- row
    rows = []
    for line in lines[start:]:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.strip("|").split("|")])
    return rows


def test_the_invite_asks_for_seven_permissions_and_manage_roles_optionally() -> None:
    assert list(BOT_PERMISSIONS) == [
        "view_channel",
        "send_messages",
        "send_messages_in_threads",
        "create_public_threads",
        "attach_files",
        "read_message_history",
        "manage_threads",
    ]
    assert list(OPTIONAL_PERMISSIONS) == ["manage_roles"]
    perms = invite_permissions()
    assert not perms.embed_links and not perms.manage_roles and not perms.administrator
    assert invite_permissions(optional=True) == perms | discord.Permissions(manage_roles=True)


def test_docs_discord_md_states_the_codes_permissions() -> None:
    rows = _table_rows(DISCORD_MD, "| permission | which call needs it |")
    assert [row[0] for row in rows] == _names(list(BOT_PERMISSIONS))
    assert all(row[1] for row in rows)  # each one says which call needs it
    value, with_roles = invite_permissions().value, invite_permissions(optional=True).value
    assert f"The permissions integer for exactly these is `{value}`" in DISCORD_MD
    assert set(re.findall(r"permissions=(\d+)", DISCORD_MD)) == {str(value)}  # the invite link
    assert f"With\n   it the integer is `{with_roles}`" in DISCORD_MD
    assert "**Manage Roles** (`Member.add_roles`, `Member.remove_roles`)" in DISCORD_MD
    assert "Embed Links" not in "\n".join("|".join(row) for row in rows)


def test_the_readme_lists_the_same_permissions() -> None:
    start = README.index("Invite it with the scopes")
    text = " ".join(README[start : README.index("3. Start it", start)].split())
    listed = text.split("the permissions ", 1)[1].split(" (the integer", 1)[0]
    assert listed.replace(" and ", ", ").split(", ") == _names(list(BOT_PERMISSIONS))
    assert f"(the integer `{invite_permissions().value}`)" in text
    assert "optionally Manage Roles" in text and "Embed Links" not in text
    assert "@bot sync" not in README and "@Hexbot sync" not in DISCORD_MD


def test_each_call_is_mapped_to_what_discords_docs_ask(world: World) -> None:
    rest = world.h.rest
    thread, channel = world.h.THREAD_ID, world.h.CHANNEL_ID

    def needs(method: str, path: str, json: object = None, files: bool = False) -> set[str]:
        return rest.permissions_needed(Call("http", method, path, json, [("a.png", b"")] if files else []))

    assert needs("POST", f"/channels/{channel}/messages", {"content": "x"}) == {"view_channel", "send_messages"}
    reply = {"content": "x", "message_reference": {"message_id": "5"}}
    assert needs("POST", f"/channels/{thread}/messages", reply, files=True) == {
        "view_channel",
        "send_messages_in_threads",
        "attach_files",
        "read_message_history",
    }
    assert needs("POST", f"/channels/{channel}/messages/5/threads") == {"view_channel", "create_public_threads"}
    assert needs("PATCH", f"/channels/{thread}", {"archived": False}) == {"view_channel", "send_messages"}
    assert needs("PATCH", f"/channels/{thread}", {"archived": True}) == {"view_channel", "manage_threads"}
    assert needs("PUT", "/guilds/1/members/2/roles/3") == {"manage_roles"}
    assert needs("POST", "/interactions/1/token/callback") == set()


async def test_games_with_battles_use_every_permission_the_invite_asks_for(world: World) -> None:
    """Minimal: a game in its own thread to its result, a game in a channel and one in a
    thread, each to its first battle, need every permission of the list (the invariant of
    every Discord test checks they need no other)."""
    h = world.h
    # A game in a thread of its own, to its result: the thread renamed and archived.
    calls = await h.slash(EWA, "hex new", opponent=MOD, where="thread")
    h.channel_id = int(next(c for c in calls if c.path.endswith("/threads")).response["id"])
    await h.slash(MOD, "hex accept")
    await h.confirmed(MOD, "hex resign")
    assert (await world.repo.stores.games.last_game(h.channel_id)).status == "finished"  # type: ignore[union-attr]
    h.channel_id = h.CHANNEL_ID
    await world.start_game()
    await world.place_hqs()
    assert await world.play_until_battle() is not None
    h.channel_id = h.THREAD_ID  # a game played in a thread: its battle answers the turn message
    await world.start_game()
    await world.place_hqs()
    assert await world.play_until_battle() is not None
    used = set().union(*(h.rest.permissions_needed(c) for c in h.rest.calls))
    assert used == set(BOT_PERMISSIONS)
