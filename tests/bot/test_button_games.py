"""Whole games played by buttons and menus only, through the console, in both languages and
with every army: each turn opens the private hand once (My tiles on the turn message) and
plays from it as it refreshes — a discard, a tile's hex menu, Confirm, End turn — as a
player on a phone would. A game must reach its end this way, and in Polish no English word
may show (:mod:`tests.english_words`)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.rendering import NullRenderPool
from rules.state import GameState
from tests.bot.helpers import FakeClock, console_and_say, make_service
from tests.english_words import english_words_in

BUTTON = re.compile(r"\[!([\w-]+) [^\]]*\]")
MENU = re.compile(r"\[\?([\w-]+): ([^\]]*)\]")
MAX_CLICKS = 1500


def _last_panel(text: str) -> str:
    """The last private answer printed (the panel as it is now)."""
    parts = re.split(r"^bot \((?:only @\w+ sees this|widzi to tylko @\w+)\):$", text, flags=re.MULTILINE)
    return parts[-1] if len(parts) > 1 else ""


def _click(panel: str, public: str) -> str:
    """What a player does next with the panel (and, for a push choice, the turn message)."""
    buttons = BUTTON.findall(panel)
    menus = dict(MENU.findall(panel))
    for keyword in buttons:
        if keyword.startswith("discard-"):
            return f"!{keyword}"
    if "confirm" in buttons:
        return "!confirm"
    for keyword in buttons:
        tile = keyword.removeprefix("place-")
        if keyword.startswith("place-") and f"on-{tile}" in menus:
            return f"?on-{tile} {menus[f'on-{tile}'].split()[-1]}"  # a hex from the tile's own menu
        if keyword.startswith("place-"):
            return f"!{keyword}"
    for keyword in ("battle", "end"):
        if keyword in buttons:
            return f"!{keyword}"
    pushes = [k for k in BUTTON.findall(public) if k.startswith("choose-")]
    if pushes:
        return f"!{pushes[0]}"
    return "/hex hand"


@pytest.mark.parametrize(
    ("armies", "lang"),
    [
        (("moloch", "borgo"), "en"),
        (("outpost", "hegemony"), "pl"),
        (("dancer", "beasts"), "en"),
        (("steel-police", "dancer"), "pl"),
        (("beasts", "moloch"), "pl"),
    ],
)
async def test_a_whole_game_by_buttons_alone(
    db_path: str, clock: FakeClock, armies: tuple[str, str], lang: str
) -> None:
    app = await make_service(db_path, clock, NullRenderPool(), seed=3)
    console, say = console_and_say(app, Path(db_path).parent / "img", lang=lang)
    out = [await say(f"@ala /hex new opponent:@ola army:{armies[0]} opponent-army:{armies[1]} language:{lang}")]
    out.append(await say("@ola /hex accept"))
    names = {console.user("ala"): "ala", console.user("ola"): "ola"}
    clicks = 0
    panel_of: dict[str, str] = {}
    while clicks < MAX_CLICKS:
        game = await app.repo.stores.games.live_game(console.channel_id)
        if game is None:
            break
        state = GameState.loads(game.state_json)
        if state.pending is not None:  # a push waits for the pushed player's choice of hex
            who = names[game.players[state.pending.player - 1]]
            line = f"/hex choose hex:{state.board.name(sorted(state.pending.options)[0])}"
        else:
            who = names[game.players[state.to_act - 1]]
            line = _click(panel_of.get(who, ""), out[-1])
        shown = await say(f"@{who} {line}")
        out.append(shown)
        panel_of[who] = _last_panel(shown)
        clicks += 1
    text = "".join(out)
    assert await app.repo.stores.games.live_game(console.channel_id) is None, text[-3000:]  # the game reached its end
    assert ("Koniec gry" if lang == "pl" else "Game over") in text
    if lang == "pl":
        assert english_words_in(text) == {}
    await app.repo.close()
