"""The message catalogue of the companion: same ids in English and Polish, every id the
package can produce present, Polish plurals, and every documented result formats cleanly."""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterator
from pathlib import Path

import pytest

from warzone import cli
from warzone.environment import TABLES
from warzone.errors import WarzoneError
from warzone.initiative import InitiativeMod
from warzone.morale import FrenzyEffect, MoraleTest
from warzone.ranges import BAND_ORDER
from warzone.shooting import ShotCode
from warzone.values import Outcome, Status
from warzone.vehicles import Location, Wreck

ROOT = Path(__file__).resolve().parents[2]


def catalogue_file(lang: str) -> Path:
    """The companion's part of the message catalogue."""
    return ROOT / "i18n" / "locales" / lang / "warzone.ftl"


FILES = {lang: catalogue_file(lang) for lang in ("en", "pl")}
SOURCE = sorted((ROOT / "warzone").glob("*.py"))
ID = re.compile(r"^(wz-[a-z0-9-]+) =", re.MULTILINE)


def ids(lang: str) -> set[str]:
    return set(ID.findall(FILES[lang].read_text(encoding="utf-8")))


def messages(lang: str) -> dict[str, str]:
    """Message id → its full text (continuation lines included)."""
    out: dict[str, str] = {}
    current = ""
    for line in FILES[lang].read_text(encoding="utf-8").splitlines():
        match = ID.match(line)
        if match:
            current = match.group(1)
            out[current] = line
        elif current and line.startswith((" ", "}")):
            out[current] += "\n" + line
        else:
            current = ""
    return out


def source_literals(pattern: str) -> set[str]:
    found: set[str] = set()
    for path in SOURCE:
        found |= set(re.findall(pattern, path.read_text(encoding="utf-8")))
    return found


def expected_ids() -> set[str]:
    """Every id the package can produce (static literals plus every member of each f-string family)."""
    bands = [b.value for b in BAND_ORDER]
    out = {"wz-sections"}
    out |= {f"wz-mod-{k}" for k in source_literals(r'Modifier\(\s*"([a-z0-9-]+)"')}
    out |= {f"wz-mod-{k}" for k in ("assault-shot", "aim", "advisor", "strategic", "commander-panicked", "status-ok")}
    out |= {f"wz-mod-{p}-{b}" for p in ("band", "detect", "fo") for b in bands}
    out |= {f"wz-mod-night-{b}" for b in ("pb", "sr")}
    out |= {f"wz-mod-cover-{c}" for c in ("none", "soft", "hard", "fortification")}
    out |= {f"wz-mod-smoke-{n}" for n in range(4)} | {f"wz-mod-camouflage-{n}" for n in range(3)}
    out |= {f"wz-mod-size-{n}" for n in range(1, 7)}
    stats = ["stat", "ww", "ws", "m", "dw", "s", "p"]
    out |= {f"wz-stat-{s}" for s in stats} | {f"wz-stat-half-{s}" for s in stats}
    out |= {f"wz-stat-{s}" for s in ("dam", "fo", "ats", "resist", "medic", "necromancer", "technomancer")}
    out |= {f"wz-outcome-{o.value}" for o in Outcome} | {f"wz-shot-{c.value}" for c in ShotCode}
    out |= {f"wz-status-{s.value}" for s in Status} | {f"wz-band-{b}" for b in bands}
    out |= {f"wz-error-{c}" for c in source_literals(r'code="([a-z0-9-]+)"')}
    out |= {f"wz-army-{c}" for c in source_literals(r'Violation\(\s*"([a-z0-9-]+)"')} | {
        "wz-army-legal",
        "wz-army-illegal",
    }
    out |= {i for i in source_literals(r'Msg\(\s*"(wz-[a-z0-9-]+)"')}
    out |= {f"wz-check-{o.value}" for o in Outcome}
    out |= {f"wz-{k}-winner" for k in ("opposed", "initiative", "deployment")}
    out |= {"wz-arbiter-first", "wz-arbiter-second", "wz-scatter-distance", "wz-investigate-nothing"}
    out |= {f"wz-armour-{c}" for c in ("killed", "wounded", "no-wound")}
    out |= {f"wz-frenzy-{e.value}" for e in FrenzyEffect}
    out |= {f"wz-morale-{t.value}-{r}" for t in MoraleTest for r in ("passed", "failed")}
    out |= {f"wz-overwatch-{c}" for c in ("acts", "lost")} | {f"wz-detect-{c}" for c in ("revealed", "not-found")}
    out |= {f"wz-vehicle-{c}" for c in ("damaged", "destroyed")} | {f"wz-wreck-{w.value}" for w in Wreck}
    out |= {f"wz-strike-{c}" for c in ("hit", "scatter", "miss", "hits-observer", "auto-scatter", "auto-miss")}
    out |= {f"wz-minefield-{c}" for c in ("safe", "exploded", "flying-exempt", "too-small")}
    out |= {f"wz-power-{c}" for c in ("absolute-success", "success", "failure", "critical-failure")}
    out |= {f"wz-heal-{c}" for c in ("restored", "not-healed", "removed", "destroyed")}
    out |= {f"wz-location-{loc.value}" for loc in Location}
    effects = "no-effect turn-halved cannot-turn p-minus-3 destroyed jam-minus-5 weapon-destroyed move-halved cannot-move crew-hit ai-loses-action"
    out |= {f"wz-vehicle-effect-{e}" for e in effects.split()}
    out |= {f"wz-env-flag-{f}" for table in TABLES.values() for level in table.values() for f in level.flags}
    out |= {c.help_id for c in cli.COMMANDS.values()}
    out |= {f"wz-cover-{c}" for c in ("none", "soft", "hard", "fortification")}
    reasons = "same-area inside-area lof-through-area not-inside-area obstacle-far obstacle-too-small obstacle-close"
    out |= {f"wz-cover-reason-{r}" for r in reasons.split()}
    out |= {"wz-przeslona-ignored", "wz-flamer-blocked", "wz-stun-stands", "wz-stray-no-risk"}
    assert {m.value for m in InitiativeMod} >= {"advisor", "strategic"}
    return out


def walk(data: object) -> Iterator[str]:
    """Ids a bot would look up for one JSON result."""
    if isinstance(data, dict):
        if "id" in data and "args" in data:
            yield str(data["id"])
        if {"key", "value", "section"} <= data.keys():
            yield f"wz-mod-{data['key']}"
        if "base_key" in data:
            yield f"wz-stat-{data['base_key']}"
        if "outcome" in data:
            yield f"wz-outcome-{data['outcome']}"
        if "code" in data and "roll" in data and "index" in data and "incendiary" in data:
            yield f"wz-shot-{data['code']}"
        if data.get("kind") == "cover":
            yield from (f"wz-cover-reason-{r}" for r in data["reasons"])  # type: ignore[union-attr]
        if "location" in data and "effect" in data:
            yield f"wz-location-{data['location']}"
            yield f"wz-vehicle-effect-{data['effect']}"
        for value in data.values():
            yield from walk(value)
    elif isinstance(data, list):
        for value in data:
            yield from walk(value)


def example_outputs() -> list[dict[str, object]]:
    lines = [
        line
        for line in (ROOT / "docs" / "warzone.md").read_text(encoding="utf-8").splitlines()
        if line.startswith("python -m warzone ")
    ]
    outs = []
    for line in lines:
        name, params = cli.parse_args(shlex.split(line)[3:])
        outs.append(cli.run(name, params))
    return outs


def test_both_languages_hold_the_same_ids() -> None:
    en, pl = ids("en"), ids("pl")
    assert en == pl, (sorted(en - pl), sorted(pl - en))
    assert len(en) > 300


def test_every_id_the_package_produces_is_in_the_catalogue() -> None:
    missing = expected_ids() - ids("en")
    assert not missing, sorted(missing)


def test_every_id_in_the_documented_results_is_in_the_catalogue() -> None:
    produced = {i for out in example_outputs() for i in walk(out)}
    assert len(produced) > 60
    assert produced <= ids("en"), sorted(produced - ids("en"))


def test_catalogue_has_no_stray_ids() -> None:
    helpers = {"wz-target-line", "wz-modifier-line", "wz-die-line"}
    # the bot's /wz texts and its names of procedures, keys and values (tests/bot/test_warzone_*)
    bot = {i for i in ids("en") if i.startswith(("wz-bot-", "wz-proc-", "wz-key-", "wz-value-"))}
    stray = ids("en") - expected_ids() - helpers - bot
    assert not stray, sorted(stray)


def test_both_languages_use_the_same_variables() -> None:
    en, pl = messages("en"), messages("pl")
    var = re.compile(r"\$([a-z_]+)")
    for msg_id, text in en.items():
        assert set(var.findall(text)) == set(var.findall(pl[msg_id])), msg_id


def test_polish_counts_have_one_few_and_many_forms() -> None:
    counted = [(i, t) for i, t in messages("pl").items() if re.search(r"\{ \$(n|hits) ->", t)]
    assert len(counted) >= 12
    for msg_id, text in counted:
        assert "[one]" in text and "*[many]" in text, msg_id
        if msg_id not in ("wz-investigate-found",):  # "po 2 rzutach" = many form
            assert "[few]" in text, msg_id


def test_error_messages_exist_for_every_error_code() -> None:
    codes = source_literals(r'code="([a-z0-9-]+)"')
    assert {"out-of-range", "unknown-trait", "roll-out-of-range", "missing", "rolls-exhausted"} <= codes
    with pytest.raises(WarzoneError) as info:
        cli.run("shoot", {"ws": "12", "band": "sr", "smoke": "9"})
    assert f"wz-error-{info.value.code}" in ids("pl")


def test_fluent_parses_and_formats_every_documented_summary() -> None:
    runtime = pytest.importorskip("fluent.runtime")
    from fluent.syntax import FluentParser, ast

    for lang, path in FILES.items():
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
        assert not junk, (lang, [j.content[:80] for j in junk])
        bundle = runtime.FluentBundle(["en-US" if lang == "en" else "pl"], use_isolating=False)
        bundle.add_resource(runtime.FluentResource(path.read_text(encoding="utf-8")))
        for out in example_outputs():
            summary = out["result"]["summary"]  # type: ignore[index]
            message = bundle.get_message(summary["id"])
            text, errors = bundle.format_pattern(message.value, summary["args"])
            assert not errors, (lang, summary, errors)
            assert "{" not in text and text.strip(), (lang, summary, text)


def test_polish_plural_forms_render() -> None:
    runtime = pytest.importorskip("fluent.runtime")
    bundle = runtime.FluentBundle(["pl"], use_isolating=False)
    bundle.add_resource(runtime.FluentResource(FILES["pl"].read_text(encoding="utf-8")))

    def say(msg_id: str, **args: object) -> str:
        text, errors = bundle.format_pattern(bundle.get_message(msg_id).value, args)
        assert not errors
        return str(text)

    assert say("wz-armour-wounded", n=1, target=4) == "Utracona 1 rana (wartość docelowa P 4)."
    assert say("wz-armour-wounded", n=3, target=4) == "Utracone 3 rany (wartość docelowa P 4)."
    assert say("wz-armour-wounded", n=5, target=4) == "Utraconych 5 ran (wartość docelowa P 4)."
    assert say("wz-support-cost", n=22) == "Wsparcie ogniowe kosztuje 22 punkty."
    assert say("wz-support-cost", n=68) == "Wsparcie ogniowe kosztuje 68 punktów."
    assert (
        say("wz-shoot-summary", hits=2, shots=3, target=10, jammed="yes")
        == "2 trafienia na 3 (wartość docelowa 10); broń się zacięła."
    )
