"""Warzone results as sentences: the stored plain data of a ``/wz`` roll, worded through the catalogue.

A roll is stored as JSON (what :func:`warzone.cli.run` returns, plus who asked and how the
dice were chosen) and every text is built from that stored form, never from live objects:
the public line and the "Details" explanation read the same data, so details shown after a
restart are identical to those shown at once. The layout follows ``docs/warzone.md``
("Message ids"): the summary, each target number with its named modifiers, each die, the
rulebook sections. Nothing here rolls or changes anything.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import i18n

Data = Mapping[str, Any]
_NESTED = ("check", "scatter", "roll")  # sub-results explained inside their parent


def _t(lang: str, msg_id: str, **args: Any) -> str:
    return i18n.t(lang, msg_id, **args)


def summary(lang: str, result: Data) -> str:
    """The result's one-sentence outcome (its ``summary`` message)."""
    msg = result.get("summary") or {}
    return _t(lang, str(msg.get("id", "wz-bot-no-summary")), **dict(msg.get("args") or {}))


def dice_of(result: Data) -> list[int]:
    """Every die the result shows, in the order it reports them (a reroll's first roll
    before the roll that replaced it)."""
    out: list[int] = []

    def walk(value: Any) -> None:
        if isinstance(value, list):
            for item in value:
                walk(item)
            return
        if not isinstance(value, Mapping):
            return
        for key, item in value.items():
            if key in ("summary", "sections", "target", "dam", "modifiers"):
                continue
            if key == "first_roll":
                continue
            if key in ("roll", "roll_a", "roll_b", "clock") and isinstance(item, int) and not isinstance(item, bool):
                first = value.get("first_roll") if key == "roll" else None
                out.extend([first, item] if isinstance(first, int) else [item])
            elif key == "rolls" and isinstance(item, list) and all(isinstance(i, int) for i in item):
                out.extend(item)
            else:
                walk(item)

    walk(result)
    return out


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"


def _is_target(value: Any) -> bool:
    return isinstance(value, Mapping) and {"base_key", "base", "modifiers", "total"} <= set(value)


def _modifiers(lang: str, mods: list[Data]) -> Iterator[str]:
    for mod in mods:
        yield "  " + _t(
            lang,
            "wz-modifier-line",
            label=_t(lang, f"wz-mod-{mod['key']}"),
            value=_signed(int(mod["value"])),
            section=str(mod["section"]),
        )


def _target(lang: str, key: str, target: Data) -> Iterator[str]:
    label = _t(lang, f"wz-stat-{target['base_key']}")
    if key == "target":
        yield _t(lang, "wz-target-line", total=target["total"], base_label=label, base=target["base"])
    else:
        yield _t(lang, "wz-bot-value-line", total=target["total"], base_label=label, base=target["base"])
    yield from _modifiers(lang, list(target["modifiers"]))


def _die(lang: str, item: Data) -> str:
    """One die of a list (a shot, an attack, an armour test, a d20 test)."""
    roll = item.get("roll")
    if "code" in item:
        dam = item.get("dam")
        outcome = _t(lang, f"wz-shot-{item['code']}", roll=roll if roll is not None else "—", dam=dam or 0)
        if dam is not None and item["code"] in ("hit", "critical-hit"):
            outcome = _t(lang, "wz-bot-with-dam", outcome=outcome, dam=dam)
        if item.get("incendiary"):
            outcome = _t(lang, "wz-bot-incendiary", outcome=outcome)
    elif "saved" in item:
        outcome = _t(lang, "wz-bot-saved" if item["saved"] else "wz-bot-not-saved")
    else:
        outcome = _t(lang, f"wz-outcome-{item.get('outcome')}")
    line = _t(lang, "wz-bot-die", index=item.get("index", 1), roll=roll if roll is not None else "—", outcome=outcome)
    if item.get("first_roll") is not None:
        line += " " + _t(lang, "wz-bot-rerolled", first=item["first_roll"])
    return line


def explain(lang: str, result: Data, *, depth: int = 0) -> list[str]:
    """Every line of a result's explanation (without its summary and sections, which
    :func:`details` adds once for the whole result)."""
    lines: list[str] = []
    for key, value in result.items():
        if key in ("summary", "sections", "kind"):
            continue
        if _is_target(value):
            lines.extend(_target(lang, key, value))
        elif key in ("modifiers", "modifiers_a", "modifiers_b") and isinstance(value, list):
            if key != "modifiers":
                lines.append(_t(lang, "wz-bot-side", side=key[-1]))
            lines.extend(_modifiers(lang, value))
        elif key in ("shots", "attacks", "tests") and isinstance(value, list):
            for n, item in enumerate(value, start=1):
                if isinstance(item, Mapping) and _is_target(item.get("target")):  # a list of d20 tests
                    lines.append(_t(lang, "wz-bot-test-n", index=n))
                    lines.extend("  " + line for line in explain(lang, item, depth=depth + 1))
                elif isinstance(item, Mapping):
                    lines.append(_die(lang, item))
        elif key == "rounds" and isinstance(value, list):
            for n, r in enumerate(value, start=1):
                lines.append(_t(lang, "wz-bot-round", n=n, **r))
        elif key == "rolls" and isinstance(value, list):
            lines.extend(_vehicle_or_plain_rolls(lang, value))
        elif key == "roll" and isinstance(value, int) and "outcome" in result:
            line = _t(lang, "wz-die-line", roll=value, outcome=_t(lang, f"wz-outcome-{result['outcome']}"))
            if result.get("first_roll") is not None:
                line += " " + _t(lang, "wz-bot-rerolled", first=result["first_roll"])
            lines.append(line)
        elif key == "roll" and isinstance(value, int) and isinstance(result.get("clock"), int):
            lines.append(_t(lang, "wz-bot-scatter-dice", roll=value, clock=result["clock"]))
        elif key == "roll" and isinstance(value, int):
            lines.append(_t(lang, "wz-bot-roll", roll=value))
        elif key in _NESTED and isinstance(value, Mapping):
            inner = explain(lang, value, depth=depth + 1)
            lines.extend(inner)
            if value.get("summary") and value.get("kind") not in (result.get("kind"),):
                lines.append(summary(lang, value))
        elif key == "reasons" and isinstance(value, list):
            lines.extend("• " + _t(lang, f"wz-cover-reason-{reason}") for reason in value)
        elif key == "violations" and isinstance(value, list):
            lines.extend(
                "• " + _t(lang, f"wz-army-{v['code']}", **dict(v.get("args") or {})) + f" ({v['section']})"
                for v in value
            )
        elif key == "effects" and isinstance(value, Mapping):
            lines.extend("• " + _t(lang, f"wz-env-flag-{flag}") for flag in value.get("flags") or [])
        elif key == "band" and isinstance(value, str) and depth == 0:
            lines.append(_t(lang, "wz-bot-band", band=_t(lang, f"wz-band-{value}")))
        elif key == "status" and isinstance(value, str):
            lines.append(_t(lang, "wz-bot-status", status=_t(lang, f"wz-status-{value}")))
    return lines


def _vehicle_or_plain_rolls(lang: str, value: list[Any]) -> Iterator[str]:
    if all(isinstance(v, int) for v in value):
        yield _t(lang, "wz-bot-rolls", rolls=", ".join(str(v) for v in value))
        return
    for item in value:
        if not isinstance(item, Mapping):
            continue
        args: dict[str, Any] = {"weapon": item.get("weapon") or 0, "dam": item.get("crew_hit_dam") or 0}
        yield _t(
            lang,
            "wz-bot-vehicle-roll",
            wound=item.get("wound", 1),
            rolls=", ".join(str(r) for r in item.get("rolls") or []),
            location=_t(lang, f"wz-location-{item.get('location')}"),
            effect=_t(lang, f"wz-vehicle-effect-{item.get('effect')}", **args),
        )


def sections(lang: str, result: Data) -> str:
    """The rulebook sections line."""
    return _t(lang, "wz-sections", sections=", ".join(str(s) for s in result.get("sections") or []))
