"""Whole games in Polish through the fake Discord: no English word in anything the bot sends.

A Polish server and Polish clients: a two-player game played to its end with slash commands
and clicks, a league game (its end says each rating change in Polish), Warzone rolls with
their details, and a hint in a game against the bot. Every text the bot sends is read —
message contents, button labels, select menus (placeholder, options and their
descriptions), attachments' descriptions, embeds, thread names, autocomplete choices,
private answers — and checked with the English-word detector of the console's Polish game
(:mod:`tests.english_words`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest

from rules.game import legal_actions
from tests.discord.conftest import ALA, OLA, World, mistakes
from tests.discord.harness import PERM_ALL_TEXT, BotHarness, Call, Person, button, followups
from tests.english_words import english_words_in

BOSS = Person(1_000_000_000_000_000_009, "boss", permissions=PERM_ALL_TEXT | (1 << 5))
HEXBOT = Person(BotHarness.BOT_ID, "hexbot", bot=True)


async def _draft_step(h: BotHarness, user: Person, draft: dict[str, Any], *armies: str) -> None:
    """``user`` opens their private panel of the league game's army draft and clicks ``armies``
    in turn, each click on the panel as the last click left it (edited in place)."""
    calls = await h.click(user, draft, button(draft, "league draft"))
    (opened,) = [c for c in calls if c.ephemeral]
    panel = opened.response if opened.path.startswith("/webhooks") else opened.response["resource"]["message"]
    for army in armies:
        clicked = await h.click(user, panel, button(panel, f"{army}"))
        edits = [c for c in clicked if c.method == "PATCH" or c.callback_type == 7]
        if edits:
            panel = dict(panel, components=edits[0].data.get("components", []))


def texts_of(call: Call) -> list[str]:
    """Every text a player can read in what the bot sent with ``call``."""
    if call.method not in ("POST", "PATCH") or not isinstance(call.json, dict):
        return []
    data = call.data
    out = [str(data.get("content") or "")]
    if call.path.endswith("/threads") or (call.method == "PATCH" and "/messages" not in call.path):
        out.append(str(call.json.get("name") or ""))  # a thread's name
    out += [str(c.get("name", "")) for c in data.get("choices") or []]  # autocomplete

    def walk(components: Iterable[dict[str, Any]]) -> None:
        for c in components:
            out.extend(str(c.get(k) or "") for k in ("label", "placeholder"))
            for option in c.get("options") or []:
                out.extend(str(option.get(k) or "") for k in ("label", "description"))
            walk(c.get("components") or [])

    walk(data.get("components") or [])
    out += [str(a.get("description") or "") for a in data.get("attachments") or []]
    for embed in data.get("embeds") or []:
        out += [str(embed.get(k) or "") for k in ("title", "description")]
        out += [str(f.get(k) or "") for f in embed.get("fields") or [] for k in ("name", "value")]
    return [t for t in out if t]


def _parts(components: Any) -> Iterable[dict[str, Any]]:
    for c in components or []:
        yield c
        yield from _parts(c.get("components"))


def english_in(calls: Iterable[Call]) -> dict[str, str]:
    found: dict[str, str] = {}
    for call in calls:
        for text in texts_of(call):
            for word, line in english_words_in(text).items():
                found.setdefault(word, line)
    return found


async def play_to_the_end(world: World, max_steps: int = 600) -> None:
    """Legal actions through slash commands (and the hand's buttons now and then) until the game ends."""
    h = world.h
    for n in range(max_steps):
        game = await world.game()
        if game.status != "active":
            return
        who = await world.player_to_act()
        state = await world.state()
        legal = legal_actions(state)
        battle = [a for a in legal if a.verb == "play" and a.tile == "battle"]
        places = [a for a in legal if a.verb == "place"]
        if n % 25 == 3:  # the private hand, with its buttons: a tile's button opens its preview (menus)
            shown = [c for c in await h.slash(who, "hex hand") if c.ephemeral and c.response]
            ids = [i for c in shown for i in c.custom_ids if "place" in i]
            if ids:
                message = next(c for c in shown if ids[0] in c.custom_ids)
                resource = message.response.get("resource", {}).get("message") or message.response
                await h.click(who, resource, ids[0])
        hqs = [a for a in legal if a.verb == "hq"]
        if hqs:
            calls = await h.slash(who, "hex place", tile="hq", hex=hqs[len(hqs) // 2].hexes[0])
        elif battle:
            calls = await h.slash(who, "hex play", tile="battle")
        elif state.turn.needs_discard:
            calls = await h.slash(who, "hex discard", tile=next(a for a in legal if a.verb == "discard").tile)
        elif any(a.verb == "choose" for a in legal):
            calls = await h.slash(who, "hex choose", hex=next(a for a in legal if a.verb == "choose").hexes[0])
        elif places:
            a = places[len(places) // 2]
            calls = await h.slash(who, "hex place", tile=a.tile, hex=a.hexes[0], facing=a.facing)
        else:
            calls = await h.slash(who, "hex end")
        assert not [c for c in mistakes(calls) if "wiadomość tury" not in c.content], calls
    raise AssertionError(f"the game did not end: {legal}")


async def test_polish_games_through_discord_have_no_english_word(world: World) -> None:
    h = world.h
    h.locale = h.guild_locale = "pl"

    # 1. a two-player game, played to its end
    await h.slash(ALA, "hex new", opponent=OLA, army="moloch", opponent_army="borgo", first="me")
    await h.slash(OLA, "hex accept")
    await h.slash(ALA, "hexinfo rules")
    await play_to_the_end(world)
    assert (await world.game()).status == "finished"
    said = "\n".join(t for c in h.rest.calls for t in texts_of(c))
    assert "Koniec gry" in said and "Bitwa" in said  # played to its end, with battles, in Polish
    menus = [c for c in h.rest.calls if any(part.get("type") == 3 for part in _parts(c.data.get("components")))]
    assert menus, "no select menu was shown"

    # 2. a league game, resigned: its end says the rating changes
    await h.slash(BOSS, "leaguemod create", name="Liga Heksów")
    await h.slash(BOSS, "leaguemod config", language="pl", provisional=0, army_protocol="ban-pick")
    for who in (ALA, OLA):
        await h.slash(who, "league join")
    begun = await h.slash(ALA, "league challenge", opponent=OLA)
    (draft,) = [c.response for c in followups(begun) if not c.ephemeral]
    assert "ban–pick z trzech" in draft["content"]
    await _draft_step(h, ALA, draft, "moloch", "borgo", "outpost")  # three clicks on a private panel
    await _draft_step(h, OLA, draft, "moloch", "borgo", "hegemony")
    await _draft_step(h, ALA, draft, "hegemony")  # bans
    await _draft_step(h, OLA, draft, "outpost")
    await _draft_step(h, ALA, draft, "moloch")  # picks
    await _draft_step(h, OLA, draft, "borgo")
    said = [c.content for c in h.rest.calls if c.content and not c.ephemeral and "/@original" not in c.path]
    assert any(f"Armie: <@{ALA.id}> gra armią Moloch, <@{OLA.id}> gra armią Borgo." in t for t in said)
    await h.slash(OLA, "hex accept")
    for who, where in ((ALA, "C2"), (OLA, "C4")):
        await h.slash(who, "hex place", tile="hq", hex=where)
    await h.confirmed(ALA, "hex resign")
    posts = [c.content for c in h.rest.channel_messages(h.CHANNEL_ID)]
    (result,) = [p for p in posts if "rankingi po tej grze" in p]
    assert f"<@{OLA.id}>: 0,0 → " in result and "teraz miejsce 1 z 2 w tabeli" in result
    await h.slash(ALA, "league standings")
    await h.slash(ALA, "league profile")

    # 3. Warzone rolls and their details
    for calls in (
        await h.slash(ALA, "wz shoot", ws="12", distance="8", cover="soft", options="aim=1 scope=true"),
        await h.run(
            h.command_payload(
                OLA, "wz roll", {"command": "morale", "options": "dw=13 start=10 current=5 status=pinned"}
            )
        ),
    ):
        (post,) = [c for c in followups(calls) if not c.ephemeral]
        await h.click(OLA, post.response, button(post.response, "szczegóły"))
    await h.slash(OLA, "wz log")
    await h.run(h.command_payload(ALA, "wz roll", {"command": "vehic"}, focused="command"))

    # 4. a game against the bot, and a hint
    await h.slash(ALA, "hex new", opponent=HEXBOT, army="moloch", opponent_army="borgo", first="me")
    await h.slash(ALA, "hex place", tile="hq", hex="C2")
    hint = [c for c in await h.slash(ALA, "hexinfo hint") if c.content.startswith("Propozycja")]
    assert hint and "`" not in hint[0].content, hint

    assert english_in(h.rest.calls) == {}


def test_the_texts_of_a_call_include_labels_menus_and_descriptions() -> None:
    call = Call(
        "http",
        "POST",
        "/channels/1/messages",
        {
            "content": "Tura 3",
            "components": [
                {
                    "type": 1,
                    "components": [
                        {"type": 2, "label": "Ręka"},
                        {"type": 3, "placeholder": "Wybierz pole", "options": [{"label": "C3", "description": "free"}]},
                    ],
                }
            ],
            "attachments": [{"id": "0", "description": "Plansza"}],
        },
    )
    assert texts_of(call) == ["Tura 3", "Ręka", "Wybierz pole", "C3", "free", "Plansza"]
    assert english_in([call]) == {"free": "free"}


@pytest.mark.loud
async def test_a_polish_league_game_in_a_loud_channel(world: World) -> None:
    """One post per action (HEXBOT_QUIET=0): the rating changes follow the game-over post."""
    h = world.h
    h.locale = h.guild_locale = "pl"
    await h.slash(BOSS, "leaguemod create", name="Liga Heksów")
    await h.slash(BOSS, "leaguemod config", language="pl")
    for who in (ALA, OLA):
        await h.slash(who, "league join")
    await h.slash(ALA, "league challenge", opponent=OLA)
    await h.slash(OLA, "hex accept")
    await h.confirmed(OLA, "hex resign")
    public = [c.content for c in h.rest.calls if c.content and not c.ephemeral and c.method == "POST"]
    over = next(i for i, text in enumerate(public) if "Koniec gry" in text)
    assert "rankingi po tej grze" in public[over + 1], public[over:]
    assert english_in(h.rest.calls) == {}
