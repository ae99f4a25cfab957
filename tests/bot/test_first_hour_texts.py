"""What a newcomer reads in the first hour says what happened: an abort is no draw, the rules'
numbers are the army's, a placement's facing and attack do not seem to contradict, a bad hex
is refused first, a long mistake is not echoed whole, a lobby counts its missing players, and
a Polish game names commands, armies and facings as Polish players see them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import i18n
from bot.commands import COMMANDS
from bot.commands.syntax import MAX_ECHO, localised_name
from bot.narration import Narrator
from bot.rendering import NullRenderPool
from bot.texts import rules_text
from renderer.panel import result_text
from rules.catalog import ARMIES, army
from rules.game import new_game
from rules.turns import end_game
from tests.bot.helpers import FakeClock, console_and_say, make_service


async def test_an_aborted_game_is_over_without_a_result_not_a_draw(db_path: str, clock: FakeClock) -> None:
    app = await make_service(db_path, clock, NullRenderPool())
    console, say = console_and_say(app, Path(db_path).parent / "img")
    await say("@ala /hex new opponent:@ola army:moloch opponent-army:borgo")
    await say("@ola /hex accept")
    assert "without a result" in await say("@eve[mod] /hexmod abort")
    over = await say("@eve[mod] !confirm")
    assert "Game over without a result: a moderator stopped the game." in over, over
    assert "draw" not in over.lower()
    game = await app.games.live_or_last(console.channel_id)
    assert game is not None
    view = await app.live.turn_view(game.id)
    assert view is not None and view.over and not view.draw  # a game thread's name says "over", not "draw"
    await app.repo.close()
    for lang, words in (("en", "without a result"), ("pl", "bez wyniku")):
        assert words in Narrator(["moloch", "borgo"], str, lang).game_over(None, "aborted")
    state = new_game(["moloch", "borgo"], seed=1)
    end_game(state, None, "aborted")
    assert result_text(state, "en") == "no result (stopped by a moderator)"
    end_game(state, None, "agreed_draw")
    assert result_text(state, "en") == "draw"


async def test_the_rules_count_the_army_as_its_piles_do(db_path: str, clock: FakeClock) -> None:
    """ "An army of 35 tiles and an HQ" counted the HQ twice: the pile starts at 34."""
    app = await make_service(db_path, clock, NullRenderPool())
    _, say = console_and_say(app, Path(db_path).parent / "img")
    await say("@ala /hex new opponent:@ola army:moloch opponent-army:borgo")
    await say("@ola /hex accept")
    await say("@ala hq C2")
    turn = await say("@ola hq C4")
    piles = re.search(r"piles (\d+)/(\d+)", turn)
    assert piles is not None and piles.group(2) == "34"  # the second player has drawn nothing yet
    whole = sum(t.count for t in army("moloch").tiles)
    text = rules_text("en")
    assert f"an army of {whole} tiles: an HQ (20 hit points) and {whole - 1} tiles drawn from a pile" in text
    assert "35 tiles and an HQ" not in text
    await app.repo.close()


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "placed Commando on F2 facing SW: shoots N (from a side, not its front)"),
        ("pl", "frontem na Pd-Zach: strzela Pn (bokiem, nie frontem)"),
    ],
)
def test_a_placement_says_its_attack_is_off_its_front(lang: str, expected: str) -> None:
    n = Narrator(["outpost", "moloch"], lambda p: f"P{p}", lang)
    assert expected in n.action(1, "place commando F2 SW")
    # a tile that attacks through its front needs no such words
    assert "(" not in Narrator(["outpost", "moloch"], str, lang).action(1, "place runner C2 N")
    assert "from its back, not its front" in Narrator(["beasts", "moloch"], str).action(1, "place vulture C2 N")


async def test_a_hex_off_the_board_is_refused_before_a_facing_is_asked(db_path: str, clock: FakeClock) -> None:
    app = await make_service(db_path, clock, NullRenderPool(), seed=3)
    _, say = console_and_say(app, Path(db_path).parent / "img")
    await say("@ala /hex new opponent:@ala army:borgo opponent-army:moloch")
    await say("@ala hq C2")
    await say("@ala hq C4")
    for line in ("/hex place tile:claws hex:Z9", "/hex preview tile:claws hex:Z9", "/hex place tile:hq hex:Z9"):
        out = await say(f"@ala {line}")
        assert "“Z9” is not a hex of this board" in out and "Which way" not in out, (line, out)
    await app.repo.close()


async def test_a_long_unknown_word_is_not_echoed_whole(db_path: str, clock: FakeClock) -> None:
    app = await make_service(db_path, clock, NullRenderPool())
    _, say = console_and_say(app, Path(db_path).parent / "img")
    for word in ("/hex " + "x" * 5000, "/" + "x" * 5000, "/hex new " + "x" * 5000, "!" + "x" * 5000, "?" + "x" * 5000):
        out = await say("@ala " + word)
        assert len(out) < 400 and "x" * (MAX_ECHO + 1) not in out and "…" in out, out[:200]
    await app.repo.close()


async def test_a_lobby_of_four_counts_the_players_it_waits_for(db_path: str, clock: FakeClock) -> None:
    app = await make_service(db_path, clock, NullRenderPool())
    _, say = console_and_say(app, Path(db_path).parent / "img")
    await say("@ala /hex new players:4 mode:ffa")
    assert "it waits for 3 more players" in await say("@ala /hex end")
    await say("@ola /hex accept")
    await say("@eve /hex accept")
    out = await say("@ala /hex end")
    assert "it waits for one more player" in out and "second player" not in out, out
    await app.repo.close()


async def test_a_polish_game_names_commands_armies_and_facings_as_polish_players_see_them(
    db_path: str, clock: FakeClock
) -> None:
    app = await make_service(db_path, clock, NullRenderPool())
    _, say = console_and_say(app, Path(db_path).parent / "img", lang="pl")
    unknown = await say("@ala /hex foo")
    listed = re.search(r"komendy: ([^)]*)\)", unknown)
    assert listed is not None, unknown
    polish = {localised_name("pl", s.group, s.typed) for s in COMMANDS.values() if s.group == "hex" and s.slash}
    assert set(listed.group(1).split(", ")) == polish  # hq, cancel, dance, act have no slash command
    assert "(spróbuj /hexinfo zasady)" in await say("@ala /hexinfo")
    groups = await say("@ala /foo")
    assert "/hexhistoria" in groups and "/hexhistory" not in groups and "/hexmoje" in groups
    assert "**Sztab Molocha**" in await say("@ala /hexinfo żeton name:Sztab")
    missing = await say("@ala /hexinfo żeton name:Nikt")
    assert ", ".join(i18n.army_name(a, "pl") for a in ARMIES) in missing and "steel-police" not in missing
    bad = await say("@ala /hex ustawienia limit:48")
    assert "/hex ustawienia nie przyjmuje 'limit:48'" in bad and "limit-czasu:" in bad and "time-limit" not in bad
    assert "kierunki Pn, Pn-Wsch, Pd-Wsch, Pd, Pd-Zach, Pn-Zach" in rules_text("pl")
    await say("@ala /hex nowa przeciwnik:@ola armia:moloch armia-przeciwnika:borgo")
    await say("@ola /hex przyjmij")
    await say("@ala hq C2")
    await say("@ola hq C4")
    ask = await say("@ala /hex połóż żeton:protector heks:B2")
    assert "Dodaj kierunek: Pn, Pn-Wsch, Pd-Wsch, Pd, Pd-Zach lub Pn-Zach." in ask, ask
    await app.repo.close()
