"""Armies are plug-ins: adding one is a folder with its data and mechanics, its entry in
``rules.armies.ARMIES`` and its names in the catalogues; the generic flow does not change.

The first test builds such an army aside (copies of ``rules`` and ``i18n``, nothing else
edited) and plays it in a fresh interpreter; the others check that the generic flow names
no army and that registration does not depend on what is imported first.
"""

from __future__ import annotations

import ast
import json
import shutil
import textwrap
from pathlib import Path

import rules
from rules import registry
from rules.armies import ALL_ARMIES
from tests.isolated import ROOT, run_isolated

TOY_MECHANICS = '''
"""Toy: Outpost's tiles, a melee kind of its own and the Recall instant (for a test)."""

from rules import events as ev
from rules import registry
from rules.actions import Action, IllegalAction, hexes_target
from rules.battle import MELEE_KINDS, REACH, analyse
from rules.common import consume_instant, need, own_unit


def _options(state, lazy, spec):
    an = lazy.get()
    return [
        Action.play(spec.key, state.board.name(u.hex))
        for u in sorted(state.units.values(), key=lambda u: u.uid)
        if u.player == state.current and not state.spec(u).is_hq and not an.views[u.uid].netted
    ]


def _recall(s, spec, a, events):
    """play recall HEX: an own unit leaves the board for the discard pile."""
    need(a, 1, "play recall HEX")
    u = own_unit(s, analyse(s), a.hexes[0])
    if s.spec(u).is_hq:
        raise IllegalAction("an HQ cannot be recalled", "recall-hq")
    consume_instant(s, spec, a.hexes[0], events)
    del s.units[u.hex]
    s.players[u.player].discard.append(u.tile)
    events.append(ev.Killed(u.player, u.tile, a.hexes[0], "recall"))


REACH["toy_melee"] = REACH["melee"]
MELEE_KINDS.add("toy_melee")
registry.instant("recall", _recall, _options, army="toy", tile="recall", parse=hexes_target("recall", "play recall HEX"))
'''

PROBE = textwrap.dedent(
    """
    import i18n
    import rules
    from rules.actions import Action
    from rules.ai import play_random_game
    from rules.catalog import ARMIES, army

    assert rules.__file__.startswith({copy!r}), rules.__file__
    assert ARMIES[-1] == "toy" and army("toy").tile("recall").instant == "recall"
    assert i18n.army_name("toy", "pl") == "Zabawka" and i18n.tile_name("toy", "recall", "en") == "Toy recall"
    assert str(Action.parse("play recall c3")) == "play recall C3"
    recalls = 0
    for seed, other in enumerate(ARMIES[:-1]):
        for first in (True, False):
            armies = ("toy", other) if first else (other, "toy")
            state, played = play_random_game(armies, seed)
            assert state.result is not None
            recalls += sum(str(a).startswith("play recall") for a in played)
    assert recalls > 0, recalls
    print("ok", recalls)
    """
)


def _toy_army(tmp_path: Path) -> Path:
    for name in ("rules", "i18n"):
        shutil.copytree(ROOT / name, tmp_path / name, ignore=shutil.ignore_patterns("__pycache__"))
    folder = tmp_path / "rules" / "armies" / "toy"
    folder.mkdir()
    data = json.loads((ROOT / "rules" / "armies" / "outpost" / "army.json").read_text("utf-8"))
    data["army"] = "toy"
    data["colour"] = [10, 200, 250]  # its look is its data too
    for t in data["tiles"]:
        t["attacks"] = [{**a, "type": "toy_melee" if a["type"] == "melee" else a["type"]} for a in t.get("attacks", [])]
    data["tiles"].append({"key": "recall", "count": 3, "type": "instant", "instant_action": "recall"})
    (folder / "army.json").write_text(json.dumps(data, indent=1), "utf-8")
    (folder / "__init__.py").write_text(TOY_MECHANICS, "utf-8")
    declaration = tmp_path / "rules" / "armies" / "__init__.py"
    source = declaration.read_text("utf-8")
    old = '    "doomsday-machine",\n)'  # the last of ARMIES
    assert source.count(old) == 1, "the declaration of the armies moved: update this test"
    declaration.write_text(source.replace(old, '    "doomsday-machine",\n    "toy",\n)'), "utf-8")
    for lang, army_name in (("en", "Toy"), ("pl", "Zabawka")):
        names = tmp_path / "i18n" / "locales" / lang / "names.ftl"
        lines = [f"army-toy = {army_name}"] + [f"tile-toy-{t['key']} = Toy {t['key']}" for t in data["tiles"]]
        names.write_text(names.read_text("utf-8") + "\n" + "\n".join(lines) + "\n", "utf-8")
    return tmp_path


def test_a_new_army_is_a_folder_an_entry_and_its_names(tmp_path: Path) -> None:
    copy = _toy_army(tmp_path)
    assert run_isolated(PROBE.format(copy=str(copy)), copy).startswith("ok")


LAYERS_PROBE = textwrap.dedent(
    """
    import bot.usecases.surface
    import renderer
    import rules
    from bot.narration import Narrator
    from bot.usecases.surface import hand_menus
    from renderer import render_army_sheet, render_board, render_legend
    from renderer.colors import DEFAULT_COLORS
    from rules.ai import play_random_game
    from rules.game import apply, legal_actions, new_game

    assert rules.__file__.startswith({copy!r}), rules.__file__
    assert not renderer.__file__.startswith({copy!r}) and not bot.usecases.surface.__file__.startswith({copy!r})
    armies = ("toy", "outpost")
    found = None
    for seed in range(60):  # a position where the toy may play its Recall
        state, played = play_random_game(armies, seed)
        s = new_game(armies, seed)
        for a in played:
            legal = legal_actions(s)
            if s.current == 1 and any(str(x).startswith("play recall") for x in legal):
                found = s, legal
                break
            s, _ = apply(s, a)
        if found:
            break
    assert found is not None
    s, legal = found
    assert DEFAULT_COLORS["toy"].fill == (10, 200, 250)
    for img in (render_board(s, lang="pl"), render_legend(army_key="toy"), render_army_sheet("toy", lang="pl")):
        assert img.width > 100 and img.height > 100
    n = Narrator(armies, lambda p: f"P{{p}}", "pl")
    buttons, menus = hand_menus(s, 1, legal, n, 0)
    labels = [b.label for b in buttons] + [m.placeholder for m in menus]
    assert any("Toy recall" in label for label in labels), labels
    print("ok")
    """
)


def test_a_new_army_is_drawn_and_offered_without_touching_the_other_layers(tmp_path: Path) -> None:
    """The same toy army (its folder, its entry, its names: copies of rules and i18n only)
    gets its colour on the board, a legend and a sheet, and its instant in the hand's menus:
    the renderer and the bot are the checkout's, unchanged."""
    copy = _toy_army(tmp_path)
    assert run_isolated(LAYERS_PROBE.format(copy=str(copy)), copy).startswith("ok")


# What the generic modules must not name: the armies, their mechanics and their features
# (the turn flow used to branch on has_objects, lair, terror, scavengers...; the battle on
# Agony, the Lair and friendly-fire melee). Tile features that are data (flying, spider_net,
# an Object's own hit points in battle) stay in the generic battle and net analysis.
ARMY_WORDS = ("dancer", "beasts", "police", "moloch", "has_objects", "objects_of", "lair", "agony", "melee_ff")
FLOW_WORDS = (*ARMY_WORDS, "is_object", "steel_net", "terror", "scaveng", "pending_grab", "grab", "dance", "execut")
GENERIC = {
    "game.py": FLOW_WORDS,
    "turns.py": FLOW_WORDS,
    "instants.py": FLOW_WORDS,
    "common.py": FLOW_WORDS,
    "registry.py": FLOW_WORDS,
    "battle.py": ARMY_WORDS,
    "analysis.py": ARMY_WORDS,
}


def _code_names(path: Path) -> set[str]:
    """The identifiers and string constants of a module's code (not its comments or docstrings)."""
    tree = ast.parse(path.read_text("utf-8"))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            out.add(node.id)
        elif isinstance(node, ast.Attribute):
            out.add(node.attr)
        elif isinstance(node, ast.alias):
            out.add(node.asname or node.name)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            out.add(node.name)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            out.add(node.value)
    return out


def test_the_generic_flow_names_no_army() -> None:
    """Which army a player leads, and every army's own mechanics, are the armies' packages'
    business: the generic modules call what they registered (rules.registry)."""
    folder = Path(rules.__file__).parent
    found = {
        (module, name)
        for module, words in GENERIC.items()
        for name in _code_names(folder / module)
        if any(word in name.lower() for word in words)
    }
    assert found == set()


def test_registration_does_not_depend_on_what_is_imported_first() -> None:
    """Importing an army's module first (or the engine's entry point) registers the same
    mechanics in the same order."""
    probe = textwrap.dedent(
        """
        import importlib
        importlib.import_module(sys.argv[1])
        from rules import registry
        from rules.battle import REACH, SEGMENT_STEPS
        print(registry.verbs(), list(registry.INSTANTS), [sorted(a.verbs) for a in registry.every_turn_ability()],
              sorted(registry.PENDING), list(REACH), len(SEGMENT_STEPS))
        """
    )
    seen = {
        run_isolated(probe.replace("sys.argv[1]", repr(first)), ROOT)
        for first in ("rules.armies.dancer.mechanics", "rules.armies.beasts.battle", "rules.battle", "rules")
    }
    assert len(seen) == 1
    assert registry.verbs()[:8] == ["hq", "discard", "redraw", "place", "move", "play", "choose", "end"]
    assert registry.verbs()[8:] == [
        "rotate",
        "grab",
        "net",
        "execute",
        "replace",
        "push",
        "dance",
        "tunnel",
        "drag",
        "turn",
    ]


def _army_imports(path: Path) -> set[str]:
    """The armies' own modules ``path`` imports (``rules.armies.<army>…``, ``rules.dancer``)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        names = (
            [node.module or ""]
            if isinstance(node, ast.ImportFrom)
            else [a.name for a in node.names]
            if isinstance(node, ast.Import)
            else []
        )
        out.update(n for n in names if n.startswith("rules.armies.") or n == "rules.dancer")
    return out


# Where an army's own module is still imported outside rules/armies (a ratchet: the list may
# only shrink, and is empty now). The layers reach an army through what it registered: the
# board picture links the hexes of a group by its kind (rules.registry.linked_hexes: the
# Matrix), the bot's planner and the computer serve an army's arrangement
# (rules.registry.arrangement: the Dance), the pictures ask for a unit's states by name
# (rules.registry.unit_state) and the Objects' hit points from the catalogue.
ARMY_IMPORTS: dict[str, set[str]] = {}


def test_the_layers_import_no_more_army_modules_than_they_did() -> None:
    found = {}
    for folder in ("rules", "renderer", "bot", "warzone"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel.startswith("rules/armies/"):
                continue
            if imports := _army_imports(path):
                found[rel] = imports
    assert found == ARMY_IMPORTS


def _army_words() -> tuple[str, ...]:
    """Every army's key as code may spell it (``steel-police``, ``steel_police``)."""
    return tuple(sorted({w for key in ALL_ARMIES for w in (key, key.replace("-", "_"))}))


# Where a generic module (bot/, renderer/, rules/ outside rules/armies) still names an army's
# key in its code (identifiers and strings; comments and docstrings are free): a ratchet, the
# list may only shrink (no module may name more than its entry; an entry its module no
# longer needs fails the test until it is taken out). What an army brings reaches the layers through what it registers
# (rules.registry) and its data (rules/armies/<army>/army.json: its colour, its legend).
ARMY_NAMES: dict[str, set[str]] = {
    # the frozen dictionary of the position codes: words of the scenario format, army keys
    # among them (changing it would change every code already shared)
    "rules/position_v1.py": {"__frozen_dictionary__"},
    # not dispatch: a base army's tiles as samples (the legend's blank tile, its HQ and its
    # instant) and numbers (how to play: a pile of Moloch's 35 tiles)
    "renderer/cards.py": {"outpost"},
    "bot/texts.py": {"moloch"},
    # the seed armies' events have wordings of their own (the later armies' are told from the
    # catalogue alone, Narrator.worded): the methods that word them are named for them
    "bot/narration.py": {"_beasts_event", "_dancer_event"},
}


def _named_armies(path: Path) -> set[str]:
    words = _army_words()
    return {name for name in _code_names(path) if any(w in name.lower() for w in words)}


def test_the_generic_modules_name_no_army() -> None:
    """Adding an army touches rules/armies/<army>/ and the catalogues only: the bot, the
    renderer and the generic rules never name an army in their code."""
    found = {}
    for folder in ("rules", "renderer", "bot"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel.startswith("rules/armies/"):
                continue
            if names := _named_armies(path):
                found[rel] = names
    if "rules/position_v1.py" in found:  # one long string: named by what it is
        found["rules/position_v1.py"] = {"__frozen_dictionary__"}
    assert found == ARMY_NAMES  # nothing more named, and no entry left that is not needed
