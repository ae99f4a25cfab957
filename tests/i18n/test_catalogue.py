"""The message catalogue: both languages complete, well-formed, with Polish plurals."""

from __future__ import annotations

import re
from importlib import resources

import pytest
from fluent.syntax import FluentParser, ast

import i18n
from bot.locale import acting, viewer_lang, vt


def _files(lang: str) -> dict[str, str]:
    folder = resources.files("i18n").joinpath("locales", lang)
    return {f.name: f.read_text(encoding="utf-8") for f in folder.iterdir() if f.name.endswith(".ftl")}


def test_every_message_exists_in_both_languages() -> None:
    en, pl = i18n.message_ids("en"), i18n.message_ids("pl")
    assert sorted(en - pl) == [], "messages missing in Polish"
    assert sorted(pl - en) == [], "messages missing in English"
    assert len(en) > 1


def test_both_languages_have_the_same_files() -> None:
    assert sorted(_files("en")) == sorted(_files("pl"))


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_files_parse_without_junk_and_ids_are_unique(lang: str) -> None:
    seen: dict[str, str] = {}
    for name, text in _files(lang).items():
        resource = FluentParser().parse(text)
        junk = [e for e in resource.body if isinstance(e, ast.Junk)]
        assert not junk, (
            f"{lang}/{name}: {junk[0].annotations[0].message if junk[0].annotations else junk[0].content[:80]}"
        )
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                assert entry.id.name not in seen, f"{entry.id.name} in {seen.get(entry.id.name)} and {name}"
                seen[entry.id.name] = name


def _variables(pattern: ast.Pattern | None) -> set[str]:
    out: set[str] = set()
    if pattern is None:
        return out
    for el in pattern.elements:
        if isinstance(el, ast.Placeable):
            out |= _expr_vars(el.expression)
    return out


def _expr_vars(e: object) -> set[str]:
    if isinstance(e, ast.VariableReference):
        return {e.id.name}
    if isinstance(e, ast.SelectExpression):
        found = _expr_vars(e.selector)
        for v in e.variants:
            found |= _variables(v.value)
        return found
    if isinstance(e, ast.Placeable):
        return _expr_vars(e.expression)
    if isinstance(e, ast.FunctionReference):
        found = set()
        for a in e.arguments.positional:
            found |= _expr_vars(a)
        return found
    return set()


def _message_vars(lang: str) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for text in _files(lang).values():
        for entry in FluentParser().parse(text).body:
            if isinstance(entry, ast.Message):
                out[entry.id.name] = _variables(entry.value)
                for attr in entry.attributes:
                    out[f"{entry.id.name}.{attr.id.name}"] = _variables(attr.value)
    return out


def test_translations_use_only_the_parameters_english_passes() -> None:
    en, pl = _message_vars("en"), _message_vars("pl")
    wrong = {k: sorted(pl[k] - en[k]) for k in pl if k in en and pl[k] - en[k]}
    assert wrong == {}


def test_polish_plurals() -> None:
    # a message with a count must pick jednostka / jednostki / jednostek
    assert i18n.t("pl", "units-died", n=1).endswith("1 jednostka")
    assert i18n.t("pl", "units-died", n=2).endswith("2 jednostki")
    assert i18n.t("pl", "units-died", n=5).endswith("5 jednostek")
    assert i18n.t("pl", "units-died", n=22).endswith("22 jednostki")
    assert i18n.t("pl", "units-died", n=12).endswith("12 jednostek")
    assert i18n.t("en", "units-died", n=1) != i18n.t("en", "units-died", n=2)


def test_locale_normalisation_and_fallbacks(caplog: pytest.LogCaptureFixture) -> None:
    assert i18n.normalize("pl") == "pl"
    assert i18n.normalize("pl-PL") == "pl"
    assert i18n.normalize("en-GB") == "en"
    assert i18n.normalize("de") == "en"
    assert i18n.normalize(None) == "en"
    assert i18n.normalize("") == "en"
    assert i18n.normalize("💥") == "en"
    # an unknown id never raises: it comes back as itself and is logged once
    with caplog.at_level("WARNING"):
        assert i18n.t("pl", "no-such-message-xyz") == "no-such-message-xyz"
        assert i18n.t("pl", "no-such-message-xyz") == "no-such-message-xyz"
    assert sum("no-such-message-xyz" in r.getMessage() for r in caplog.records) == 1


def test_pseudo_language_accents_everything_but_names() -> None:
    text = i18n.t(i18n.PSEUDO, "list-and", head="Runner", last="C3")
    assert "Runner" in text and "C3" in text
    assert "and" not in text
    assert re.search(r"[a-z]{3}", text.replace("Runner", "")) is None


def test_the_viewer_language_is_scoped() -> None:
    assert viewer_lang() == "en"
    with acting("pl-PL"):
        assert viewer_lang() == "pl"
        assert vt("list-and", head="a", last="b") == "a i b"
    assert viewer_lang() == "en"


def test_the_catalogue_depends_on_nothing_of_the_project() -> None:
    import ast
    from pathlib import Path

    for path in Path(i18n.__file__).parent.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert node.module.split(".")[0] not in {"rules", "renderer", "bot", "warzone"}, path
            if isinstance(node, ast.Import):
                assert all(a.name.split(".")[0] not in {"rules", "renderer", "bot", "warzone"} for a in node.names)


def test_decimals_are_written_as_each_language_writes_them() -> None:
    """Ratings in league texts: a decimal comma in Polish, a point in English."""
    assert i18n.translator("pl").decimal(-1.75) == "-1,8"
    assert i18n.translator("en").decimal(-1.75) == "-1.8"
    assert i18n.translator("pl").decimal(24.5, 2) == "24,50"
    assert i18n.translator("en").decimal(0) == "0.0"
