"""The command line: `python -m warzone COMMAND key=value …` prints a result as JSON.

Every command is a resolver of this package; its keyword parameters are the keys, converted
from text by their type annotations. `rolls=3,17` uses the player's own dice, `seed=N` a
seeded generator. Errors print as JSON (`{"error": code, "field": ..., "allowed": ...}`) with
exit code 1.
"""

from __future__ import annotations

import inspect
import json
import sys
import types
import typing
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType

from warzone import (
    army,
    checks,
    damage,
    detection,
    environment,
    initiative,
    intel,
    melee,
    mines,
    morale,
    objectives,
    overwatch,
    powers,
    ranges,
    scatter,
    shooting,
    stray,
    support,
    terrain,
    vehicles,
)
from warzone.dice import Dice, ScriptedDice, SeededDice
from warzone.errors import WarzoneError
from warzone.serialize import to_data


@dataclass(frozen=True)
class Command:
    """A CLI command: the resolver it calls and whether it takes dice."""

    name: str
    func: Callable[..., object]
    dice: bool
    help_id: str


def _commands() -> dict[str, Command]:
    table: list[tuple[str, Callable[..., object], bool]] = [
        ("test", checks.characteristic_test, True),
        ("opposed", checks.opposed_test, True),
        ("arbiter", checks.arbiter_test, True),
        ("scatter", scatter.scatter, True),
        ("range", ranges.range_info, False),
        ("shoot", shooting.shoot, True),
        ("cover", terrain.cover_check, False),
        ("przeslona", terrain.przeslona_model, False),
        ("flamer", terrain.flamer_reach, False),
        ("smoke", terrain.smoke_level, False),
        ("transfer", stray.transfer, False),
        ("stray", stray.stray_hit, True),
        ("melee", melee.melee, True),
        ("stun", melee.stun, True),
        ("armour", damage.armour, True),
        ("ats", damage.ats, True),
        ("morale", morale.morale, True),
        ("rally", morale.rally, True),
        ("frenzy", morale.frenzy, True),
        ("overwatch", overwatch.overwatch, True),
        ("detect", detection.detect, True),
        ("counter-intel", intel.counter_intelligence, True),
        ("vehicle-damage", vehicles.vehicle_damage, True),
        ("vehicle-destroyed", vehicles.vehicle_destroyed, True),
        ("support-buy", support.buy_support, False),
        ("support-call", support.call_support, True),
        ("indirect", support.indirect, True),
        ("minefield", mines.minefield, True),
        ("demine", mines.demine, True),
        ("power", powers.power, True),
        ("resist", powers.resist, True),
        ("heal", powers.heal, True),
        ("initiative", initiative.initiative, True),
        ("army-check", army.army_check, False),
        ("commander", army.commander_order, False),
        ("score", army.elimination_score, False),
        ("investigate", objectives.investigate, True),
        ("environment", environment.environment, False),
    ]
    return {name: Command(name, func, dice, f"wz-cmd-{name}") for name, func, dice in table}


COMMANDS: Mapping[str, Command] = MappingProxyType(_commands())
INTERNAL = frozenset({"dice", "kind", "section"})
TRUE = ("true", "yes", "1", "tak", "y", "t")
FALSE = ("false", "no", "0", "nie", "n", "f")


def _convert(field: str, text: str, annotation: object) -> object:
    origin = typing.get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        options = [a for a in typing.get_args(annotation) if a is not type(None)]
        if text.strip().lower() in ("", "none", "-"):
            return None
        return _convert(field, text, options[0])
    if origin is tuple:
        item = typing.get_args(annotation)[0]
        return tuple(_convert(field, part, item) for part in text.split(",") if part.strip())
    if annotation is bool:
        low = text.strip().lower()
        if low in TRUE:
            return True
        if low in FALSE:
            return False
        raise WarzoneError(field=field, allowed="true,false", code="not-a-boolean", value=text)
    if annotation is int:
        try:
            return int(text)
        except ValueError:
            raise WarzoneError(field=field, allowed="an integer", code="not-a-number", value=text) from None
    if annotation is float:
        try:
            return float(text.replace('"', ""))
        except ValueError:
            raise WarzoneError(field=field, allowed="a number", code="not-a-number", value=text) from None
    if isinstance(annotation, type) and issubclass(annotation, StrEnum):
        return text  # validated (with the allowed list) by the resolver itself
    return text


def _parse_rolls(text: str) -> tuple[int, ...]:
    out = []
    for part in text.replace(" ", ",").split(","):
        if not part:
            continue
        try:
            out.append(int(part))
        except ValueError:
            raise WarzoneError(field="rolls", allowed="1..20", code="not-a-number", value=part) from None
    return tuple(out)


def run(name: str, params: dict[str, str]) -> dict[str, object]:
    """Run one command with text parameters; returns the JSON-ready output (raises WarzoneError)."""
    command = COMMANDS.get(name)
    if command is None:
        raise WarzoneError(field="command", allowed=",".join(COMMANDS), code="unknown-command", value=name)
    params = dict(params)
    dice: Dice | None = None
    scripted: ScriptedDice | None = None
    if command.dice:
        rolls = params.pop("rolls", None)
        seed = params.pop("seed", None)
        if rolls is not None:
            scripted = ScriptedDice(_parse_rolls(rolls))
            dice = scripted
        else:
            try:
                dice = SeededDice(None if seed is None else int(seed))
            except ValueError:
                raise WarzoneError(field="seed", allowed="an integer", code="not-a-number", value=seed) from None
    hints = typing.get_type_hints(command.func)
    signature = inspect.signature(command.func)
    accepted = [p for p in signature.parameters if p not in INTERNAL]
    kwargs: dict[str, object] = {}
    for key, text in params.items():
        if key not in accepted:
            allowed = ",".join([*accepted, *(("rolls", "seed") if command.dice else ())])
            raise WarzoneError(field=key, allowed=allowed, code="unknown-field", value=text)
        kwargs[key] = _convert(key, text, hints[key])
    for key in accepted:
        if signature.parameters[key].default is inspect.Parameter.empty and key not in kwargs:
            raise WarzoneError(field=key, allowed=str(hints[key]).replace("warzone.", ""), code="missing")
    result = command.func(dice, **kwargs) if command.dice else command.func(**kwargs)
    out: dict[str, object] = {"command": name, "result": to_data(result)}
    if scripted is not None:
        out["dice"] = {"used": scripted.used, "unused": scripted.remaining}
    return out


def parse_args(argv: Sequence[str]) -> tuple[str, dict[str, str]]:
    """`COMMAND key=value …` into the command name and its text parameters."""
    if not argv:
        raise WarzoneError(field="command", allowed=",".join(COMMANDS), code="missing")
    params: dict[str, str] = {}
    for arg in argv[1:]:
        key, sep, value = arg.partition("=")
        if not sep or not key:
            raise WarzoneError(field=arg, allowed="key=value", code="bad-argument", value=arg)
        params[key.strip().replace("-", "_")] = value
    return argv[0], params


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point: print the result (exit 0) or the error (exit 1) as JSON."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in ("help", "--help", "-h"):
        print(json.dumps({"commands": sorted(COMMANDS)}, ensure_ascii=False))
        return 0
    try:
        name, params = parse_args(args)
        out = run(name, params)
    except WarzoneError as error:
        print(json.dumps(error.as_dict(), ensure_ascii=False))
        return 1
    print(json.dumps(out, ensure_ascii=False))
    return 0
