"""The command tree as Discord receives it: groups, limits, options and their Polish translations."""

from __future__ import annotations

import re
from typing import Any

import discord
import pytest
from discord import app_commands

import i18n
from bot.commands import COMMANDS, GROUPS, command_word
from bot.discord_adapter import create_bot
from bot.discord_adapter.buttons import MAX_CUSTOM_ID, TEMPLATE, GameButton, custom_id, decode_action, encode_action
from bot.discord_adapter.limits import (
    MAX_TOTAL_CHARS,
    MIN_FREE_SLOTS,
    _chars,
    problems,
    room_to_grow,
    translated_payload,
    tree_payload,
)
from bot.discord_adapter.translator import CatalogueTranslator, message_ids

NAME = re.compile(r"^[-_\w]{1,32}$")

LAYOUT = {
    "hex": [
        "new",
        "accept",
        "decline",
        "hand",
        "place",
        "play",
        "move",
        "discard",
        "redraw",
        "choose",
        "end",
        "board",
        "undo",
        "draw",
        "resign",
        "claim",
        "settings",
    ],
    "hexinfo": ["tile", "army", "rules", "version", "hint"],
    "hexhistory": ["log", "battle", "export"],
    "hexlab": ["battle", "code", "whatif", "save", "new"],
    "hexpuzzle": ["play", "answer", "leaderboard", "daily"],
    "hexmod": ["abort", "timelimit", "threads", "web", "dailypuzzle"],
    "hexme": ["games", "prefs", "follow"],
    "wz": ["test", "shoot", "melee", "armour", "morale", "scatter", "roll", "log", "help"],
    "league": [
        "list",
        "join",
        "leave",
        "challenge",
        "queue",
        "schedule",
        "standings",
        "event",
        "profile",
        "stats",
        "games",
        "export",
        "vacation",
    ],
    "leaguemod": ["create", "config", "role", "season", "correct", "schedule", "event", "ruling", "web"],
}
# button and console commands with no slash command (/hex place without a facing is the preview)
CONSOLE_ONLY = {"hq", "cancel", "act", "dance", "wz-details", "preview", "league-draft"}
CONSOLE_ONLY |= {"puzzle-try", "puzzle-show", "puzzle-vote"}  # the puzzle panel's buttons and menus
CONSOLE_ONLY |= {
    "lab-pick",
    "lab-put",
    "lab-remove",
    "lab-hq",
    "lab-mark",
    "lab-resolve",
    "lab-boardcode",
}  # the lab board's


async def _bot() -> Any:
    bot = create_bot(app=None, config=None, reminder_interval=None)
    await bot.setup_hook()  # registers the cogs and the translator, as login() would
    return bot


async def _payload() -> list[dict[str, Any]]:
    bot = await _bot()
    return await translated_payload(bot.tree)


def _walk(item: dict[str, Any], depth: int = 0) -> list[tuple[dict[str, Any], int]]:
    out = [(item, depth)]
    for opt in item.get("options", []) or []:
        out.extend(_walk(opt, depth + 1))
    return out


def _subs(payload: list[dict[str, Any]], group: str) -> dict[str, dict[str, Any]]:
    cmd = next(c for c in payload if c["name"] == group)
    return {o["name"]: o for o in cmd["options"]}


async def test_the_tree_is_the_guild_only_groups_with_their_subcommands() -> None:
    payload = await _payload()
    assert [c["name"] for c in payload] == list(LAYOUT) == list(GROUPS)
    for cmd in payload:
        assert cmd["type"] == 1
        assert cmd["contexts"] == [0]  # guilds only: games live in server channels
        assert list(_subs(payload, cmd["name"])) == LAYOUT[cmd["name"]]
        assert all(o["type"] == 1 for o in cmd["options"])


# What Discord shows only to members with a permission (default_member_permissions, a
# string of the permission bits in Discord's API): None for everyone.
HIDDEN_FROM_MEMBERS = {"hexmod": "16", "leaguemod": "32"}  # Manage Channels, Manage Server
MOVED_TO_LEAGUEMOD = ("create", "config", "role", "season", "correct")


async def test_moderator_groups_are_shown_only_to_members_with_the_permission() -> None:
    for payload in (await _payload(), tree_payload((await _bot()).tree)):
        shown = {c["name"]: c.get("default_member_permissions") for c in payload}
        assert {name: None if value is None else str(value) for name, value in shown.items()} == {
            group: HIDDEN_FROM_MEMBERS.get(group) for group in GROUPS
        }
    assert discord.Permissions(int(HIDDEN_FROM_MEMBERS["hexmod"])) == discord.Permissions(manage_channels=True)
    assert discord.Permissions(int(HIDDEN_FROM_MEMBERS["leaguemod"])) == discord.Permissions(manage_guild=True)
    for cmd in await _payload():  # Discord reads it on top-level commands only
        for item, depth in _walk(cmd):
            assert depth == 0 or "default_member_permissions" not in item, item["name"]


async def test_the_league_moderators_commands_moved_to_leaguemod() -> None:
    payload = await _payload()
    league, leaguemod = _subs(payload, "league"), _subs(payload, "leaguemod")
    for word in MOVED_TO_LEAGUEMOD:
        assert word in leaguemod and word not in league, word
    # /league schedule shows the round-robin to everyone; making and clearing it moved
    assert [o["name"] for o in league["schedule"]["options"]] == ["league"]
    make = {o["name"]: o for o in leaguemod["schedule"]["options"]}
    assert list(make) == ["action", "days", "league"] and make["action"]["required"]
    assert [c["value"] for c in make["action"]["choices"]] == ["make", "clear"]
    assert next(c for c in payload if c["name"] == "leaguemod")["name_localizations"] == {"pl": "ligamod"}
    assert {name: COMMANDS[f"leaguemod-{name}"].group for name in leaguemod} == dict.fromkeys(leaguemod, "leaguemod")


async def test_the_console_knows_every_slash_command_in_the_same_group() -> None:
    slash = {(group, name) for group, names in LAYOUT.items() for name in names}
    console = {(spec.group, command_word(name)) for name, spec in COMMANDS.items() if name not in CONSOLE_ONLY}
    assert console == slash


async def test_the_tree_respects_discord_limits_in_every_locale() -> None:
    payload = await _payload()
    assert problems(payload) == []
    for cmd in payload:
        assert _chars(cmd) <= MAX_TOTAL_CHARS
        for item, depth in _walk(cmd):
            for name in [item["name"], *(item.get("name_localizations") or {}).values()]:
                assert NAME.match(name) and name == name.lower(), name
            for text in [item["description"], *(item.get("description_localizations") or {}).values()]:
                assert 1 <= len(text) <= 100, item
            assert len(item.get("options", []) or []) <= 25
            assert len(item.get("choices", []) or []) <= 25
            assert depth <= 2


async def test_every_group_keeps_room_to_grow() -> None:
    payload = await _payload()
    assert room_to_grow(payload) == []
    for cmd in payload:
        assert 25 - len(cmd["options"]) >= MIN_FREE_SLOTS
    too_full = {"name": "hex", "options": [{"name": f"c{i}", "type": 1} for i in range(18)]}
    assert room_to_grow([too_full]) == ["/hex: 18 subcommands, fewer than 8 free slots"]
    too_long = {"name": "hex", "description": "d" * 3200}
    assert room_to_grow([too_long]) == ["/hex: 3203 characters, fewer than 800 free"]


async def test_everything_is_translated_to_polish_and_only_polish() -> None:
    payload = await _payload()
    for cmd in payload:
        for item, _ in _walk(cmd):
            assert set(item.get("name_localizations") or {}) == {"pl"}, item["name"]
            assert set(item.get("description_localizations") or {}) == {"pl"}, item["name"]
            for choice in item.get("choices", []) or []:
                assert set(choice.get("name_localizations") or {}) == {"pl"}, choice
    assert _subs(payload, "hex")["new"]["name_localizations"]["pl"] == "nowa"
    assert next(c for c in payload if c["name"] == "hexhistory")["name_localizations"]["pl"] == "hexhistoria"
    place = {o["name"]: o for o in _subs(payload, "hex")["place"]["options"]}
    assert place["tile"]["name_localizations"]["pl"] == "żeton"
    assert place["facing"]["choices"][1]["name_localizations"]["pl"] == "Pn-Wsch ↗"


async def test_polish_names_are_unique_among_siblings() -> None:
    for cmd in await _payload():
        for item, _ in _walk(cmd):
            options = item.get("options", []) or []
            names = [(o.get("name_localizations") or {}).get("pl", o["name"]) for o in options]
            assert len(names) == len(set(names)), (item["name"], names)


async def test_the_english_catalogue_holds_the_texts_of_the_code() -> None:
    """The English ``commands.ftl`` mirrors the cogs: a translator reads from it and the
    source of truth for English stays the code Discord sends back."""
    bot = await _bot()
    seen: list[tuple[str, str]] = []

    class English(app_commands.Translator):
        async def translate(self, string: app_commands.locale_str, locale: discord.Locale, context: Any) -> str | None:
            if locale is discord.Locale.polish:
                msg_id = next(i for i in message_ids(string, context) if i18n.has(i, "en"))
                seen.append((string.message, i18n.t("en", msg_id)))
            return None

    for cmd in bot.tree.get_commands():
        await cmd.get_translated_payload(bot.tree, English())
    assert len(seen) > 150
    assert [code for code, _ in seen] == [catalogue for _, catalogue in seen]


async def test_the_translator_answers_only_for_polish() -> None:
    translator = CatalogueTranslator()
    bot = await _bot()
    hex_group = bot.tree.get_command("hex")
    context = app_commands.TranslationContext(app_commands.TranslationContextLocation.group_name, hex_group)
    string = app_commands.locale_str("hex")
    assert await translator.translate(string, discord.Locale.polish, context) == "hex"
    assert await translator.translate(string, discord.Locale.german, context) is None
    assert await translator.translate(string, discord.Locale.american_english, context) is None
    unknown = app_commands.locale_str("nothing", key="cmd-no-such-text")
    assert await translator.translate(unknown, discord.Locale.polish, context) is None
    assert ("pl", "cmd-no-such-text") in translator.missing


async def test_the_startup_check_reads_the_translated_tree() -> None:
    bot = await _bot()
    assert bot.tree.translator is not None
    plain = tree_payload(bot.tree)
    assert all("name_localizations" not in c for c in plain)  # without the translator: no Polish
    assert problems(plain) == []


async def test_options_have_the_types_and_helpers_players_need() -> None:
    payload = await _payload()

    def opts(group: str, name: str) -> dict[str, dict[str, Any]]:
        return {o["name"]: o for o in _subs(payload, group)[name].get("options", [])}

    new = opts("hex", "new")
    assert new["opponent"]["type"] == 6 and not new["opponent"].get("required")  # a user; empty = open seat
    assert new["army"]["autocomplete"] and new["opponent-army"]["autocomplete"]  # every army, however many
    assert [c["value"] for c in new["mode"]["choices"]] == ["ffa", "points", "1v2", "2v2"]
    assert new["opponent5"]["type"] == 6 and new["players"]["type"] == 4
    assert [c["value"] for c in new["first"]["choices"]] == ["me", "opponent", "random"]
    assert [c["value"] for c in new["language"]["choices"]] == ["en", "pl"]
    place = opts("hex", "place")
    assert place["tile"]["autocomplete"] and place["hex"]["autocomplete"]
    assert place["tile"]["required"] and place["hex"]["required"] and not place["facing"].get("required")
    assert [c["value"] for c in place["facing"]["choices"]] == ["N", "NE", "SE", "S", "SW", "NW"]
    move = opts("hex", "move")
    assert list(move) == ["from", "to", "facing", "via"]
    assert move["from"]["autocomplete"] and move["to"]["autocomplete"]
    assert opts("hex", "play")["target"]["autocomplete"]
    assert [c["value"] for c in opts("hex", "board")["format"]["choices"]] == ["image", "full", "text"]
    assert opts("hexinfo", "tile")["name"]["autocomplete"] and opts("hexinfo", "army")["name"]["autocomplete"]
    assert opts("hex", "choose")["hex"]["autocomplete"]
    prefs = opts("hexme", "prefs")
    assert list(prefs) == ["ping", "dm-reminders", "quiet-hours", "timezone", "language"]
    assert not any(o.get("required") for o in prefs.values())
    assert [c["value"] for c in prefs["ping"]["choices"]] == ["on", "off"]
    assert [c["value"] for c in prefs["language"]["choices"]] == ["en", "pl", "auto"]
    assert prefs["timezone"]["autocomplete"]


def test_the_limit_checker_catches_broken_trees() -> None:
    too_many = {
        "name": "hex",
        "description": "x",
        "options": [{"name": f"c{i}", "description": "d", "type": 1} for i in range(26)],
    }
    bad_names = {
        "name": "Hex",
        "description": "",
        "options": [{"name": "has space", "description": "d" * 101, "type": 3}],
    }
    assert any("26 options" in p for p in problems([too_many]))
    found = problems([bad_names])
    assert any("bad name 'Hex'" in p for p in found)
    assert any("bad name 'has space'" in p for p in found)
    assert any("description of 0" in p for p in found)
    assert any("description of 101" in p for p in found)


def test_the_limit_checker_reads_localisations() -> None:
    sub = {
        "name": "new",
        "description": "Start",
        "type": 1,
        "name_localizations": {"pl": "Nowa Gra"},
        "description_localizations": {"pl": "x" * 101},
        "options": [
            {"name": "a", "description": "d", "type": 3, "name_localizations": {"pl": "b"}},
            {"name": "b", "description": "d", "type": 3},
            {
                "name": "c",
                "description": "d",
                "type": 3,
                "choices": [{"name": "y", "value": "y", "name_localizations": {"pl": ""}}],
            },
        ],
    }
    found = problems([{"name": "hex", "description": "x", "options": [sub]}])
    assert any("bad name 'Nowa Gra' in pl" in p for p in found)
    assert any("description of 101 characters in pl" in p for p in found)
    assert any("duplicate name 'b' in pl" in p for p in found)
    assert any("choice name '' in pl" in p for p in found)
    # The size counts each field's longest version, as Discord does.
    long = {"name": "hex", "description": "d", "description_localizations": {"pl": "d" * 90}}
    assert _chars(long) == 3 + 90


@pytest.mark.parametrize(
    "line",
    [
        "/hex accept",
        "/hex place tile:runner hex:C3 facing:NE",
        "/hex undo answer:yes",
        "/hex preview tile:medic hex:E3 facing:NW",
        "/hexhistory export",
        "/hexme games",
        "place runner C3 NE",
    ],
)
def test_button_custom_ids_carry_game_version_and_action(line: str) -> None:
    cid = custom_id(12345, 678, line)
    assert len(cid) <= MAX_CUSTOM_ID
    match = TEMPLATE.fullmatch(cid)
    assert match is not None
    assert (match["game"], match["version"]) == ("12345", "678")
    assert decode_action(match["action"]) == line
    assert decode_action(encode_action(line)) == line


def test_buttons_made_before_the_groups_still_decode() -> None:
    assert decode_action("/export") == "/hex export"  # /hex still accepts the moved commands
    assert encode_action("/hexhistory export") == "/hexhistory export"


def test_a_button_too_long_for_discord_is_refused() -> None:
    with pytest.raises(ValueError):
        custom_id(1, 1, "/hex place tile:" + "x" * 100 + " hex:C3 facing:N")
    button = GameButton(3, 4, "/hex end", label="End turn")
    assert button.custom_id == "hex:v1:3:4:/end"


def test_the_translated_locales_are_the_catalogue_languages() -> None:
    """The languages are declared once (``i18n.LANGS``): each but the default is a Discord
    locale the command tree is translated to."""
    from bot.discord_adapter.translator import LOCALES

    assert sorted(LOCALES.values()) == sorted(set(i18n.LANGS) - {i18n.DEFAULT})
    assert all(locale.value == lang for locale, lang in LOCALES.items())
