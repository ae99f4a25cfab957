"""The shared command-line syntax."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import i18n
from bot.commands import (
    COMMANDS,
    GROUPS,
    Command,
    CommandError,
    format_command,
    group_commands,
    localise,
    localised_name,
    parse,
)
from bot.locale import acting


def test_slash_commands() -> None:
    assert parse("/hex place tile:runner hex:C3 facing:NE") == Command(
        "place", {"tile": "runner", "hex": "C3", "facing": "NE"}
    )
    assert parse("/hex new opponent:<@22> army:moloch opponent-army:borgo") == Command(
        "new", {"opponent": "<@22>", "army": "moloch", "opponent-army": "borgo"}
    )
    assert parse("/hex act notation:place runner C3 NE").options == {"notation": "place runner C3 NE"}
    assert parse('/hexinfo tile name:"Mother Module"').options == {"name": "Mother Module"}
    assert parse("/hex keep").name == "end" and parse("/hex join").name == "accept"


def test_plain_notation_is_act() -> None:
    assert parse("place runner C3 NE") == Command("act", {"notation": "place runner C3 NE"})


@pytest.mark.parametrize("line", ["", "/hex", "/hex fly", "/roll d6", "/hex place hue:x", '/hexinfo tile name:"open'])
def test_errors(line: str) -> None:
    with pytest.raises(CommandError):
        parse(line)


def test_format_round_trips() -> None:
    line = format_command("move", from_="C3", to="C2", facing="N", via=None)
    assert line == "/hex move from-:C3 to:C2 facing:N" or parse(format_command("move", to="C2")).options == {"to": "C2"}
    for name in COMMANDS:
        assert parse(format_command(name)).name == name
    assert parse(format_command("place", tile="runner", hex="C3", facing="NE")).options["facing"] == "NE"


def test_commands_live_in_the_same_groups_as_on_discord() -> None:
    assert parse("/hexinfo tile name:runner") == Command("tile", {"name": "runner"})
    assert parse("/hexinfo rules").name == "rules"
    assert parse("/hexhistory export game:3") == Command("export", {"game": "3"})
    assert parse("/hexmod abort").name == "abort"
    assert parse("/hexme games").name == "games"
    assert parse("/hexme prefs ping:off quiet-hours:22-7 timezone:Europe/Warsaw language:pl").options == {
        "ping": "off",
        "quiet-hours": "22-7",
        "timezone": "Europe/Warsaw",
        "language": "pl",
    }
    assert parse("/hex board format:text").options == {"format": "text"}
    # Discord's option names are accepted, with the older console spellings
    assert parse("/hex new language:pl").options == {"language": "pl"}
    assert parse("/hex new lang:pl").options == {"language": "pl"}
    assert parse("/hex draw action:offer").options == {"answer": "offer"}


def test_the_old_hex_lines_of_moved_commands_still_work() -> None:
    """Buttons posted before the groups existed carry ``/hex log``, ``/hex export``…"""
    for name in ("tile", "army", "rules", "log", "battle", "export", "abort"):
        assert parse(f"/hex {name}").name == name
    assert parse("/hex help").name == "rules"


@pytest.mark.parametrize(
    "line", ["/hexinfo place tile:runner", "/hexme abort", "/hexhistory", "/hexmod log", "/hex games", "/hexfoo x"]
)
def test_a_command_in_the_wrong_group_is_refused(line: str) -> None:
    with pytest.raises(CommandError):
        parse(line)


def test_format_command_writes_the_new_groups() -> None:
    assert format_command("log") == "/hexhistory log"
    assert format_command("export", game="4") == "/hexhistory export game:4"
    assert format_command("tile", name="runner") == "/hexinfo tile name:runner"
    assert format_command("abort") == "/hexmod abort"
    assert format_command("games") == "/hexme games"
    assert format_command("hand") == "/hex hand"


def test_parse_errors_speak_the_acting_users_language() -> None:
    with acting("pl"), pytest.raises(CommandError, match="nieznana komenda /hexinfo fly"):
        parse("/hexinfo fly")
    with pytest.raises(CommandError, match="unknown command /hexinfo fly"):
        parse("/hexinfo fly")


def test_the_console_reads_the_names_a_polish_client_shows() -> None:
    assert parse("/hex połóż żeton:runner heks:C3 kierunek:NE") == parse("/hex place tile:runner hex:C3 facing:NE")
    assert parse("/hexhistoria dziennik").name == "log"
    assert parse("/hexmoje preferencje język:pl oznaczaj:off").options == {"language": "pl", "ping": "off"}
    assert localise("/hex place tile:hq hex:C3", "pl") == "/hex połóż żeton:hq heks:C3"
    assert localise("/hexme prefs language:pl", "en") == "/hexme prefs language:pl"


def test_translated_names_never_shadow_another_command_or_option() -> None:
    for lang in i18n.LANGS:
        for group in GROUPS:
            names = {n: localised_name(lang, group, n) or n for n in group_commands(group)}
            assert len(set(names.values())) == len(names), (lang, group)
            for name, word in names.items():
                assert word not in COMMANDS or word == name or COMMANDS[word].group != group, (lang, word)
        for name, spec in COMMANDS.items():
            words = [localised_name(lang, spec.group, name, option=o) or o for o in spec.option_names]
            assert len(set(words)) == len(words), (lang, name)
            for option, word in zip(spec.option_names, words, strict=True):
                assert word == option or word not in spec.option_names, (lang, name, word)


def _terms(lang: str) -> dict[str, str]:
    text = (Path(i18n.__file__).parent / "locales" / lang / "commandrefs.ftl").read_text(encoding="utf-8")
    return dict(re.findall(r"^(-[\w-]+) = (.+)$", text, flags=re.MULTILINE))


def test_texts_name_commands_as_the_readers_client_shows_them() -> None:
    """``commandrefs.ftl``: each language's terms are the slash commands as its Discord
    client shows them, and the console reads every one of them back."""
    english = _terms("en")
    assert english
    for lang in i18n.LANGS:
        terms = _terms(lang)
        assert set(terms) == set(english)
        for term, line in english.items():
            assert terms[term] == localise(line, lang), (lang, term)
            assert parse(terms[term].replace("…", "x")) == parse(line.replace("…", "x"))
