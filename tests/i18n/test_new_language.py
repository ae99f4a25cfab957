"""Adding a language is a folder of catalogues and one entry in ``i18n.LANGUAGES``.

The test copies the ``i18n`` package aside, adds a folder ``locales/xx`` (the English
catalogues with every message marked ``xx:``, as a translator would replace them) and the
one entry ``Language("xx", "en-US", "Xx")``, nothing else; then, in a fresh interpreter
that imports that copy before the project's, the new language is chosen, plays its plural
rules, names armies and tiles, draws a board and words a tile's help.
"""

from __future__ import annotations

import shutil
import textwrap
from pathlib import Path

from fluent.syntax import FluentParser, FluentSerializer, ast

import i18n
from tests.isolated import run_isolated

ENTRY = '    Language("pl", "pl", "Polski"),\n'


def _marked(text: str) -> str:
    """An English catalogue file with every message's text marked as the new language's."""
    resource = FluentParser().parse(text)
    for entry in resource.body:
        if isinstance(entry, ast.Message) and entry.value is not None:
            entry.value.elements.insert(0, ast.TextElement("xx:"))
    return FluentSerializer().serialize(resource)


def _new_language(tmp_path: Path) -> Path:
    copy = tmp_path / "i18n"
    shutil.copytree(Path(i18n.__file__).parent, copy, ignore=shutil.ignore_patterns("__pycache__"))
    folder = copy / "locales" / "xx"
    folder.mkdir()
    for f in sorted((copy / "locales" / "en").glob("*.ftl")):
        (folder / f.name).write_text(_marked(f.read_text("utf-8")), "utf-8")
    init = copy / "__init__.py"
    source = init.read_text("utf-8")
    assert source.count(ENTRY) == 1, "the declaration of the languages moved: update this test"
    init.write_text(source.replace(ENTRY, ENTRY + '    Language("xx", "en-US", "Xx"),\n'), "utf-8")
    return tmp_path


PROBE = textwrap.dedent(
    """
    import i18n
    assert i18n.__file__.startswith({copy!r}), i18n.__file__
    assert i18n.LANGS == ("en", "pl", "xx"), i18n.LANGS
    assert i18n.normalize("xx-YY") == "xx" and i18n.is_supported("xx")
    assert i18n.message_ids("xx") == i18n.message_ids("en")
    assert i18n.t("xx", "list-and", head="a", last="b") == "xx:a and b"
    assert i18n.t("xx", "units-died", n=1) != i18n.t("xx", "units-died", n=2)  # en-US plural rules
    assert i18n.army_name("outpost", "xx") == "xx:Outpost"
    assert i18n.tile_name("moloch", "hornet", "xx") == "xx:Hornet"
    assert i18n.tile_key("outpost", "xx:Commando") == "commando"
    assert i18n.army_names("outpost") == ("Outpost", "Posterunek", "xx:Outpost")

    from renderer import render_board
    from renderer.labels import check_lang, effect_mark
    from rules.catalog import army
    from rules.game import new_game

    assert check_lang("xx") == "xx" and effect_mark("quartermaster", 1, "xx") == ("xx:Q", None)
    image = render_board(new_game(["outpost", "moloch"], 1), lang="xx")
    assert image.width > 0

    from bot.narration import Narrator, tile_name
    from bot.texts import describe_tile

    assert tile_name("outpost", "runner", "xx") == "xx:Runner"
    assert Narrator(["outpost", "moloch"], str, "xx").army_name(1) == "xx:Outpost"
    head = describe_tile(army("outpost").tile("runner"), army("outpost"), "xx").splitlines()[0]
    assert head.startswith("xx:**xx:Runner** — xx:Outpost"), head  # one language per reply
    print("ok")
    """
)


def test_a_new_language_is_a_folder_of_catalogues_and_one_entry(tmp_path: Path) -> None:
    copy = _new_language(tmp_path)
    assert run_isolated(PROBE.format(copy=str(copy)), copy).strip() == "ok"
