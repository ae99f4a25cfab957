"""The Warzone 4.1 companion in the bot (``/wz``): run a procedure, keep the channel's roll log.

A procedure of the pure ``warzone`` package runs through :func:`warzone.cli.run`, the
command line's own parsing (``key=value`` texts converted by the resolvers' annotations),
so the bot accepts exactly what ``python -m warzone`` accepts. The dice are the bot's (a
seed drawn from the application's ``rng``: players cannot choose it, so nobody can search
for a lucky seed) or the player's own (``rolls=1,17,…``, marked as such wherever the roll
is shown). Every successful result is stored in the channel's roll log before it is
posted, so ``/wz log`` shows every roll and a reroll cannot go unnoticed.

Languages: procedures, option keys and values are shown in the reader's language (players
type them as they are: ``shoot``, ``ws=12``). The public line speaks the acting user's language (a companion roll belongs to
no game, so there is no game language to follow); details, help and mistakes speak the
language of whoever asks (the clicker of "Details", for instance). Mistakes (a bad value,
a missing key, too few dice) are answered privately naming the field and what it allows
(``wz-error-<code>``), and nothing is stored.

    wz_run(channel_id, user_id, command, options=None, *, more=None, rolls=None) -> Reply
    wz_details(channel_id, user_id, roll_id) -> Reply       ephemeral, rebuilt from storage
    wz_log(channel_id, user_id, limit=10) -> Reply
    wz_help(channel_id, user_id, command=None) -> Reply     ephemeral
    wz_complete_commands / wz_complete_values / wz_complete_more      autocomplete pairs
"""

from __future__ import annotations

import inspect
import json
import random
import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from typing import Any

import i18n
from bot.locale import viewer_lang, vt
from bot.narration import clip
from bot.readers import Mistake
from bot.replies import Button, Press, Reply, mention
from bot.storage.base import RollRow
from bot.storage.rolls import RollStore
from bot.usecases import warzone_text as text
from bot.usecases.answers import oops
from bot.usecases.clock import Clock
from warzone import cli as wz_cli
from warzone.errors import WarzoneError
from warzone.initiative import InitiativeMod
from warzone.traits import Trait

MAX_CHOICES = 25
LOG_DEFAULT, LOG_MAX = 10, 25
FORMAT = 1  # version of the stored JSON
_SEED_RANGE = 2**31
_LIST_VALUES: Mapping[str, type[StrEnum]] = {"traits": Trait, "mods_a": InitiativeMod, "mods_b": InitiativeMod}


@dataclass(frozen=True, slots=True)
class KeyInfo:
    """One key of a procedure: its bot spelling (``weapon-mod``), whether it is required,
    its kind (``number``, ``yes-no``, ``list``, ``text``, ``choice``) and the allowed values."""

    name: str
    required: bool
    kind: str
    allowed: tuple[str, ...] = ()


def _enum_in(annotation: object) -> type[StrEnum] | None:
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        return next((e for a in typing.get_args(annotation) if (e := _enum_in(a)) is not None), None)
    if isinstance(annotation, type) and issubclass(annotation, StrEnum):
        return annotation
    return None


@cache
def procedure_keys(procedure: str) -> tuple[KeyInfo, ...]:
    """The keys a procedure takes, from its resolver's signature (empty for an unknown one)."""
    command = wz_cli.COMMANDS.get(procedure)
    if command is None:
        return ()
    hints = typing.get_type_hints(command.func)
    out: list[KeyInfo] = []
    for name, param in inspect.signature(command.func).parameters.items():
        if name in wz_cli.INTERNAL:
            continue
        annotation = hints[name]
        required = param.default is inspect.Parameter.empty
        enum = _enum_in(annotation) or _LIST_VALUES.get(name)
        bare = [a for a in typing.get_args(annotation) if a is not type(None)] or [annotation]
        if typing.get_origin(annotation) is tuple:
            kind = "list"
        elif enum is not None:
            kind = "choice"
        elif bare[0] is bool:
            kind = "yes-no"
        elif bare[0] in (int, float):
            kind = "number"
        else:
            kind = "text"
        allowed = tuple(m.value for m in enum) if enum is not None else ("true", "false") if kind == "yes-no" else ()
        out.append(KeyInfo(name.replace("_", "-"), required, kind, allowed))
    return tuple(out)


def _key_info(procedure: str, key: str) -> KeyInfo | None:
    wanted = key.strip().lower().replace("_", "-")
    return next((k for k in procedure_keys(procedure) if k.name == wanted), None)


def _error_text(error: WarzoneError) -> str:
    """A WarzoneError in the acting user's language, naming the field as the bot spells it."""
    data = error.as_dict()
    field = str(data["field"]).replace("_", "-")
    value = "" if data["value"] is None else str(data["value"])
    allowed = str(data["allowed"]).replace("_", "-")
    return vt(str(data["message_id"]), field=field, allowed=allowed, value=value)


def _params(options: Mapping[str, str | None], more: str | None) -> dict[str, str]:
    """The procedure's text parameters: ``more`` (``key=value …``, read by the command
    line's parser) overridden by the options given one by one."""
    params: dict[str, str] = {}
    if more and more.strip():
        _, extra = wz_cli.parse_args(["-", *more.split()])
        params.update(extra)
    for key, value in options.items():
        if value is not None and str(value).strip() != "":
            params[key.strip().lower().replace("-", "_")] = str(value).strip()
    return params


def procedure_name(lang: str, procedure: str) -> str:
    """A procedure as a reply names it (``shoot`` → ``strzał`` in Polish); players type ``shoot``."""
    msg = f"wz-proc-{procedure}"
    return i18n.t(lang, msg) if i18n.has(msg, lang) else procedure


def _shown_value(lang: str, procedure: str, key: str, value: object) -> str:
    """An option's value as a reply shows it: yes/no, a choice (or a list of them) in ``lang``."""
    info = _key_info(procedure, key)
    text = str(value)
    if info is not None and info.kind == "yes-no" and text.lower() in ("true", "false"):
        return i18n.t(lang, "wz-bot-yes" if text.lower() == "true" else "wz-bot-no")
    if info is None or info.kind not in ("choice", "list"):
        return text

    def one(word: str) -> str:
        msg = f"wz-value-{word.strip().lower()}"
        return i18n.t(lang, msg) if word.strip() and i18n.has(msg, lang) else word

    return ", ".join(one(w) for w in text.split(",")) if info.kind == "list" else one(text)


def options_text(lang: str, procedure: str, params: Mapping[str, object]) -> str:
    """A roll's options as a reply shows them: each key and value in ``lang`` (``ws=12`` →
    ``WS: 12`` in Polish), ``—`` for none."""
    shown = []
    for key, value in params.items():
        msg = f"wz-key-{key}"
        label = i18n.t(lang, msg) if i18n.has(msg, lang) else key
        shown.append(i18n.t(lang, "wz-bot-option", key=label, value=_shown_value(lang, procedure, key, value)))
    return ", ".join(shown) or "—"


def _when(row: RollRow) -> str:
    return row.at.strftime("%Y-%m-%d %H:%M UTC")


class Warzone:
    """``/wz``: Warzone procedures, their roll log, their details and help."""

    def __init__(self, rolls: RollStore, rng: random.Random, clock: Clock) -> None:
        self.rolls = rolls
        self.rng = rng
        self.clock = clock

    # ------------------------------------------------------------------ running a procedure
    async def wz_run(
        self,
        channel_id: int,
        user_id: int,
        command: str,
        options: Mapping[str, str | None] | None = None,
        *,
        more: str | None = None,
        rolls: str | None = None,
    ) -> Reply:
        """Run one procedure; a public line with a Details button, or a private mistake."""
        procedure = command.strip().lower()
        try:
            params = _params(options or {}, more)
        except WarzoneError as error:
            return oops(_error_text(error))
        if "seed" in params:
            return oops(vt("wz-bot-no-seed"))
        own = rolls if rolls is not None and rolls.strip() else params.pop("rolls", None)
        spec = wz_cli.COMMANDS.get(procedure)
        seed: int | None = None
        if spec is not None and spec.dice:
            if own is not None:
                params["rolls"] = own
            else:
                seed = self.rng.randrange(_SEED_RANGE)
                params["seed"] = str(seed)
        try:
            output = wz_cli.run(procedure, params)
        except WarzoneError as error:
            return oops(vt("wz-bot-error", command=procedure_name(viewer_lang(), procedure), error=_error_text(error)))
        shown = {k.replace("_", "-"): v for k, v in params.items() if k not in ("seed", "rolls")}
        record = {"format": FORMAT, "params": shown, "own": own, "seed": seed, "output": output}
        roll_id = await self.rolls.add_roll(
            channel_id, user_id, procedure, json.dumps(record, ensure_ascii=False), self.clock()
        )
        row = RollRow(roll_id, channel_id, user_id, procedure, "", self.clock())
        lang = viewer_lang()
        return Reply(
            text=clip(self._public_text(lang, row, record)),
            buttons=[
                Button(
                    i18n.t(lang, "wz-bot-details-button"),
                    Press("wz-details", roll=str(roll_id)),
                    "secondary",
                    "details",
                )
            ],
        )

    @staticmethod
    def _dice_line(lang: str, record: Mapping[str, Any]) -> str | None:
        output = record["output"]
        dice = ", ".join(str(d) for d in text.dice_of(output["result"]))
        if record.get("own") is not None:
            line = i18n.t(lang, "wz-bot-dice-own", dice=dice or "—")
            unused = int(output.get("dice", {}).get("unused", 0))
            return line + (" " + i18n.t(lang, "wz-bot-dice-unused", n=unused) if unused else "")
        if record.get("seed") is None or not dice:
            return None
        return i18n.t(lang, "wz-bot-dice", dice=dice)

    def _public_text(self, lang: str, row: RollRow, record: Mapping[str, Any]) -> str:
        result = record["output"]["result"]
        head = i18n.t(
            lang,
            "wz-bot-public",
            user=mention(row.user_id),
            command=procedure_name(lang, row.command),
            id=row.id,
            summary=text.summary(lang, result),
        )
        dice = self._dice_line(lang, record)
        return head if dice is None else f"{head}\n{dice}"

    # ------------------------------------------------------------------ details and the log
    async def _stored(self, channel_id: int, roll_id: int) -> tuple[RollRow, dict[str, Any]]:
        row = await self.rolls.get_roll(roll_id)
        if row is None or row.channel_id != channel_id:
            raise Mistake(vt("wz-bot-no-roll", id=roll_id))
        return row, json.loads(row.result_json)

    async def wz_details(self, channel_id: int, user_id: int, roll_id: int) -> Reply:
        """The full explanation of a stored roll, privately, in the asker's language."""
        try:
            row, record = await self._stored(channel_id, roll_id)
        except Mistake as m:
            return oops(str(m))
        return Reply(text=clip(self.wz_details_text(viewer_lang(), row, record)), ephemeral=True)

    def wz_details_text(self, lang: str, row: RollRow, record: Mapping[str, Any]) -> str:
        """Every line of a stored roll's explanation (see :mod:`bot.usecases.warzone_text`)."""
        result = record["output"]["result"]
        params = record.get("params") or {}
        lines = [
            i18n.t(
                lang,
                "wz-bot-details-head",
                id=row.id,
                command=procedure_name(lang, row.command),
                user=mention(row.user_id),
                when=_when(row),
            ),
            i18n.t(lang, "wz-bot-options", options=options_text(lang, row.command, params)),
        ]
        dice = self._dice_line(lang, record)
        if dice is not None:
            lines.append(dice)
        lines.append(text.summary(lang, result))
        lines.extend(text.explain(lang, result))
        if result.get("sections"):
            lines.append(text.sections(lang, result))
        return "\n".join(lines)

    async def wz_log(self, channel_id: int, user_id: int, limit: int = LOG_DEFAULT) -> Reply:
        """The channel's recent rolls, oldest first: id, time, who, what and the outcome."""
        if not 1 <= limit <= LOG_MAX:
            return oops(vt("wz-bot-log-limit", max=LOG_MAX, value=limit))
        rows = await self.rolls.rolls(channel_id, limit)
        lang = viewer_lang()
        if not rows:
            return Reply(text=i18n.t(lang, "wz-bot-log-empty"))
        lines = [i18n.t(lang, "wz-bot-log-head", n=len(rows))]
        for row in rows:
            record = json.loads(row.result_json)
            lines.append(
                i18n.t(
                    lang,
                    "wz-bot-log-line",
                    id=row.id,
                    when=_when(row),
                    user=mention(row.user_id),
                    command=procedure_name(lang, row.command),
                    summary=text.summary(lang, record["output"]["result"]),
                    own="yes" if record.get("own") is not None else "no",
                )
            )
        return Reply(text=clip("\n".join(lines)))

    # ------------------------------------------------------------------ help
    async def wz_help(self, channel_id: int, user_id: int, command: str | None = None) -> Reply:
        """The procedures (or one procedure's keys, required ones marked), privately."""
        lang = viewer_lang()
        if command is None or not command.strip():
            lines = [i18n.t(lang, "wz-bot-help-head")]
            lines.extend(f"`{name}` — {i18n.t(lang, spec.help_id)}" for name, spec in wz_cli.COMMANDS.items())
            return Reply(text=clip("\n".join(lines)), ephemeral=True)
        procedure = command.strip().lower()
        spec = wz_cli.COMMANDS.get(procedure)
        if spec is None:
            return oops(vt("wz-bot-no-command", value=command, allowed=", ".join(wz_cli.COMMANDS)))
        lines = [f"`{procedure}` — {i18n.t(lang, spec.help_id)}"]
        for key in procedure_keys(procedure):
            kind = i18n.t(lang, f"wz-bot-kind-{key.kind}")
            allowed = f": {', '.join(key.allowed)}" if key.allowed and key.kind != "yes-no" else ""
            lines.append(
                i18n.t(lang, "wz-bot-help-key", key=key.name, kind=kind + allowed, required=str(key.required).lower())
            )
        if spec.dice:
            lines.append(i18n.t(lang, "wz-bot-help-rolls"))
        return Reply(text=clip("\n".join(lines)), ephemeral=True)

    # ------------------------------------------------------------------ autocomplete
    async def wz_complete_commands(self, prefix: str = "") -> list[tuple[str, str]]:
        """Procedures whose name starts with (else contains) what was typed: the name in the
        reader's language and its help shown, the typed name as the value."""
        needle = prefix.strip().lower()
        names = list(wz_cli.COMMANDS)
        hits = [n for n in names if n.startswith(needle)] + [
            n for n in names if needle in n and not n.startswith(needle)
        ]
        lang = viewer_lang()
        return [
            (f"{procedure_name(lang, n)} — {i18n.t(lang, wz_cli.COMMANDS[n].help_id)}"[:100], n)
            for n in hits[:MAX_CHOICES]
        ]

    async def wz_complete_values(self, command: str, key: str, prefix: str = "") -> list[tuple[str, str]]:
        """Values for one key: the allowed ones that match, else what was typed (numbers)."""
        info = _key_info(command.strip().lower(), key)
        typed = prefix.strip()
        if info is None or not info.allowed:
            return [(typed, typed)] if typed else []
        if info.kind == "list":
            done, _, last = typed.rpartition(",")
            head = f"{done}," if done else ""
            return [(head + v, head + v) for v in info.allowed if v.startswith(last.strip().lower())][:MAX_CHOICES]
        lang = viewer_lang()
        labels = {"true": i18n.t(lang, "wz-bot-yes"), "false": i18n.t(lang, "wz-bot-no")}
        return [(labels.get(v, v), v) for v in info.allowed if v.startswith(typed.lower())][:MAX_CHOICES]

    async def wz_complete_more(self, command: str, typed: str = "") -> list[tuple[str, str]]:
        """The free ``options`` text (``key=value …``): completes its last word — a key not
        given yet (``cover=``), or an allowed value of the key being written."""
        procedure = command.strip().lower()
        words = typed.split()
        last = words.pop() if words and not typed.endswith(" ") else ""
        head = " ".join(words) + (" " if words else "")
        key, sep, value = last.partition("=")
        if sep:
            values = await self.wz_complete_values(procedure, key, value)
            return [(head + f"{key}={v}", head + f"{key}={v}") for _, v in values][:MAX_CHOICES]
        used = {w.partition("=")[0].replace("_", "-") for w in words}
        keys = [k for k in procedure_keys(procedure) if k.name not in used and k.name.startswith(key.replace("_", "-"))]
        out = [(head + f"{k.name}=", head + f"{k.name}=") for k in keys]
        return [(n[:100], v[:100]) for n, v in out if len(v) <= 100][:MAX_CHOICES]
