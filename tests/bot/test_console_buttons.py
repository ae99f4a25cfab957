"""The console's buttons behave as Discord's: a private message answered in place loses its
buttons (Cancel disarms Confirm), keywords are pressed in any case, "No button" lists what
the player can press now and says whose a button is, and the computer player is seen to think."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from bot.app import App
from bot.console import Console
from bot.rendering import NullRenderPool
from bot.usecases.wording import state_of
from rules.scenario import load
from tests.bot.helpers import FakeClock, RecordingRenderer, console_and_say, inject, make_service

START = [
    "@ala /hex new opponent:@ola army:moloch opponent-army:outpost",
    "@ola /hex accept",
    "@ala /hex place tile:hq hex:C2",
    "@ola /hex place tile:hq hex:E3",
]


async def _started(
    db_path: str, clock: FakeClock, renderer: NullRenderPool | None = None
) -> tuple[App, Console, Callable[[str], Awaitable[str]]]:
    """A game of Ala (Moloch) and Ola (Outpost) in the console, both HQs placed."""
    app = await make_service(db_path, clock, renderer or NullRenderPool())
    console, say = console_and_say(app, Path(db_path).parent / "img")
    for line in START:
        await say(line)
    return app, console, say


async def test_cancel_disarms_confirm(db_path: str, clock: FakeClock) -> None:
    app, console, say = await _started(db_path, clock)
    assert "[!confirm Confirm] [!cancel Cancel]" in await say("@ala /hex resign")
    assert "Cancelled: nothing changed." in await say("@ala !cancel")
    refused = await say("@ala !confirm")  # on Discord Cancel removed the question and its buttons
    assert "No button '!confirm' on your screen" in refused and "resigned" not in refused
    await say("@eve[mod] /hexmod abort")
    await say("@eve[mod] !cancel")
    assert "No button '!confirm'" in await say("@eve[mod] !confirm")
    game = await app.games.live(console.channel_id)
    assert game is not None and game.status == "active"  # nobody resigned, nothing aborted
    # A Confirm that did its work is gone too; a question asked again can be confirmed.
    await say("@ala /hex resign")
    assert "@ala resigned" in await say("@ala !confirm")
    assert "No button '!confirm'" in await say("@ala !confirm")
    await app.repo.close()


async def test_buttons_with_capitals_are_pressed_in_any_case(db_path: str, clock: FakeClock) -> None:
    app, console, say = await _started(db_path, clock)
    # Ala's Guard on C3 pushes Ola's Runner on C4: three free hexes behind it, Ola chooses.
    state = load(
        {
            "players": {"1": {"army": "moloch"}, "2": {"army": "outpost"}},
            "board": [
                {"hex": "C2", "player": 1, "tile": "hq"},
                {"hex": "E3", "player": 2, "tile": "hq"},
                {"hex": "C3", "player": 1, "tile": "guard", "facing": "S"},
                {"hex": "C4", "player": 2, "tile": "runner", "facing": "N"},
            ],
            "hands": {"1": ["push-back"]},
            "current": 1,
        }
    )
    await inject(app, state, console.channel_id)
    pushed = await say("@ala /hex play tile:push-back unit:C3 target:C4")
    keywords = re.findall(r"\[!(choose-\w+) ", pushed)
    assert {"choose-B4", "choose-C5", "choose-D4"} <= set(keywords), pushed
    chose = await say("@ola !choose-c5")  # typed in lower case: the button says choose-C5
    assert "No button" not in chose and "C5" in chose, chose
    game = await app.games.live(console.channel_id)
    assert game is not None
    after = state_of(game)
    assert after.units[after.board.parse("C5")].tile == "runner"
    await app.repo.close()


async def test_no_button_lists_what_the_player_can_press_now_and_whose_it_is(db_path: str, clock: FakeClock) -> None:
    app = await make_service(db_path, clock, NullRenderPool())
    _, say = console_and_say(app, Path(db_path).parent / "img")
    await say(START[0])
    await say(START[1])
    assert "[!place-hq Place Moloch HQ]" in await say("@ala /hex hand")
    await say("@ala /hex place tile:hq hex:C2")  # typed: the hand's Place HQ is out of date now
    await say("@ola /hex place tile:hq hex:E3")
    await say("@ala /hex resign")
    refused = await say("@ola !confirm")
    # Ala's question is hers alone; Ola is told so, and what she can press: the turn's buttons.
    assert "'!confirm' is on a message only @ala sees: only they can press it" in refused, refused
    pressable = re.search(r"you can press: ([^)]*)\)", refused)
    assert pressable is not None and pressable.group(1) == "!tiles, !undo", refused
    # Ala's own screen: her question and the turn; not the Place HQ of an earlier state.
    mine = await say("@ala !nothing")
    assert "No button '!nothing' on your screen (you can press: !cancel, !confirm, !tiles, !undo)" in mine, mine
    assert "place-hq" not in mine and "accept" not in mine
    await app.repo.close()


async def test_the_computer_player_is_seen_thinking(db_path: str, clock: FakeClock) -> None:
    app = await make_service(db_path, clock, NullRenderPool())
    _, say = console_and_say(app, Path(db_path).parent / "img")
    out = await say("@ala /hex new opponent:@bot army:outpost opponent-army:moloch first:opponent")
    thinking = out.index("bot: … @bot (Moloch) is thinking…")
    assert thinking < out.index("@bot placed their HQ")  # said before its move is shown
    out = await say("@ala /hex place tile:hq hex:E3")  # the bot's first turn follows
    assert out.count("is thinking…") == 1 and out.index("is thinking…") < out.index("ended their turn")
    await app.repo.close()


async def test_a_question_posted_within_a_turn_shows_the_board(db_path: str, clock: FakeClock) -> None:
    """A draw offer or a change of settings closes the turn message (which sheds its board)
    and posts it again with the question and the ping: the new message shows the board too."""
    app, _, say = await _started(db_path, clock, RecordingRenderer())
    for ask, refuse, asked in [
        ("@ala /hex draw", "@ola !refuse-draw", "offers a draw"),
        ("@ala /hex settings time-limit:48", "@ola !refuse-settings", "asks to change"),
    ]:
        out = await say(ask)
        closed, posted = out.split("bot (#", 1)
        assert "edited #" in closed and "[image: " not in closed, out
        assert asked in posted and "[image: " in posted and "(pings @ola)" in posted, out
        refused = await say(refuse)
        assert refused.startswith("bot (edited #") and "bot (#" not in refused, refused  # an edit: the board stays
    await app.repo.close()


@pytest.mark.parametrize(("lang", "pressed"), [("en", "press a button"), ("pl", "naciśnij przycisk")])
async def test_help_says_how_to_press_buttons_and_choose_in_menus(
    db_path: str, clock: FakeClock, lang: str, pressed: str
) -> None:
    app = await make_service(db_path, clock, NullRenderPool())
    _, say = console_and_say(app, Path(db_path).parent / "img", lang=lang)
    shown = await say(":help")
    assert "@ala !confirm" in shown and pressed in shown and "@ala ?hex C3" in shown and ":seed 4" in shown
    assert ":help" in await say(":nonsense")  # an unknown console command names :help
    assert ":help" in await say("ala forgot the at sign")
    await app.repo.close()
