"""Army and tile names: the message catalogue is their only source (``names.ftl``), in
every language; the rules' data holds keys only. Moved here from tests/rules/test_catalog.py
when the names left the data files: the same facts, asked of the catalogue."""

from __future__ import annotations

import json
from importlib import resources

import pytest

import i18n
from rules.armies import ARMIES, package
from rules.catalog import army


@pytest.mark.parametrize("key", ARMIES)
def test_names_exist_in_english_and_polish(key: str) -> None:
    for lang in i18n.LANGS:
        assert i18n.has(f"army-{key}", lang)
        assert i18n.army_name(key, lang)
        for t in army(key).tiles:
            assert i18n.has(f"tile-{key}-{t.key}", lang), (lang, t.key)
            assert i18n.tile_name(key, t.key, lang)
    found = i18n.tile_key(key, "sztab")
    assert found is None or army(key).tile(found).is_hq


def test_find_tile_by_english_or_polish_name() -> None:
    assert i18n.tile_key("outpost", "HMG") == "hmg"
    assert i18n.tile_key("outpost", "ckm") == "hmg"
    assert i18n.tile_key("outpost", "Komandos") == "commando"
    assert i18n.tile_key("outpost", "nothing") is None
    assert i18n.tile_key("beasts", "Sęp") == "vulture"
    assert i18n.tile_key("steel-police", "Sędzia") == "judge"


def test_army_names_in_each_language() -> None:
    assert i18n.army_name("steel-police", "pl") == "Stalowa Policja"
    assert i18n.army_name("outpost", "en") == "Outpost" and i18n.army_name("outpost", "pl") == "Posterunek"
    assert i18n.army_names("outpost") == ("Outpost", "Posterunek")
    assert i18n.army_name("atlantis", "pl") == "atlantis"  # no such army: its key
    assert i18n.army_name("atlantis", "pl", default="Atlantis") == "Atlantis"


def test_aliases_stay_in_the_full_name_only() -> None:
    assert i18n.tile_full_name("moloch", "hornet", "en") == "Hornet (a.k.a. Ripper)"
    assert i18n.tile_name("moloch", "hornet", "en") == "Hornet"
    assert i18n.tile_name("moloch", "hornet", "pl") == "Szerszeń"
    assert i18n.tile_name("hegemony", "boss", "pl") == "Szef"
    assert i18n.tile_name("moloch", "nothing", "pl") == "nothing"  # no such tile: its key


def test_the_pseudo_language_keeps_names_plain() -> None:
    assert i18n.tile_name("outpost", "runner", i18n.PSEUDO) == "Runner"
    assert i18n.army_name("steel-police", i18n.PSEUDO) == "Steel Police"


def test_every_name_belongs_to_a_tile_of_the_army() -> None:
    """No stale name: each ``tile-<army>-<key>`` of the catalogue (and its ``.short``) names a tile in the data."""
    for key in ARMIES:
        keys = {t.key for t in army(key).tiles}
        prefix = f"tile-{key}-"
        named = {m[len(prefix) :].partition(".")[0] for m in i18n.message_ids(i18n.DEFAULT) if m.startswith(prefix)}
        longer = [f"tile-{other}-" for other in ARMIES if other != key and other.startswith(f"{key}-")]
        named = {k for k in named if not any(f"{prefix}{k}".startswith(x) for x in longer)}
        assert named == keys, key


@pytest.mark.parametrize("key", ARMIES)
def test_the_data_files_hold_keys_not_names(key: str) -> None:
    raw = json.loads(resources.files("rules.armies").joinpath(package(key), "army.json").read_text("utf-8"))
    assert not any(k.startswith("name") for k in raw)
    assert not any(k.startswith("name") for t in raw["tiles"] for k in t)
