"""``/wz``: the Warzone 4.1 rules companion — roll a procedure, see its details, read the roll log.

The most used procedures have subcommands of their own (``test``, ``shoot``, ``melee``,
``armour``, ``morale``, ``scatter``) with their main keys as options; every procedure,
and every other key, is reachable through ``options`` (``key=value …``) and
``/wz roll command:…``. Every option autocompletes from the ``warzone`` package: the
procedures, the keys not given yet, the allowed values of a key. ``rolls`` takes the
player's own dice. The answer is public (a short line and a Details button, stored in the
channel's roll log, see :mod:`bot.usecases.warzone`); mistakes, details and help are private.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from discord import app_commands
from discord.ext import commands

from bot.discord_adapter.cogs.base import Choice, CommandsOfGroup, Interaction, channel_of, typed
from bot.discord_adapter.transformers import choices

Text = app_commands.Range[str, 1, 100]
Long = app_commands.Range[str, 1, 400]

DESCRIBE: Mapping[str, str] = {  # one description per option name, whichever command has it
    "stat": "The characteristic tested",
    "stat_key": "Which characteristic: ww, ws, dw, s, p, m",
    "mods": "Modifiers, comma-separated, e.g. -2,1",
    "half": "Halve the characteristic (rounding up)",
    "ws": "The shooter's WS",
    "ww": "The attacker's WW",
    "dw": "The squad commander's Dw",
    "p": "The target's P (armour)",
    "distance": "Distance to the target in inches",
    "shots": "Shots (the weapon's multi-hit)",
    "attacks": "Number of attacks",
    "weapon_mod": "The weapon's hit modifier at that range",
    "jam": "The weapon's Jam value",
    "dam": "Dam of the hit or the weapon",
    "cover": "The target's cover",
    "charge": "The attacker charged",
    "mult": "The hit's multiplier",
    "crit": "A critical hit (+4 Dam)",
    "start": "Models at the start of the battle",
    "current": "Models left now",
    "threshold": "Losses this turn that call for the test",
    "max_distance": "Distance from the shooter to the point (inches)",
    "rolls": "Your own dice, in order, e.g. 4,17 (empty: the bot rolls)",
    "options": "More keys as key=value, e.g. aim=1 smoke=2",
    "command": "The Warzone procedure",
}


def _focused(interaction: Interaction) -> str | None:
    """The name of the option being completed (Discord marks it ``focused``)."""
    data: Any = interaction.data or {}
    stack: list[Any] = list(data.get("options", []) or [])
    while stack:
        option = stack.pop()
        if option.get("focused"):
            return str(option.get("name"))
        stack.extend(option.get("options", []) or [])
    return None


def _procedure(interaction: Interaction) -> str:
    """The procedure an interaction is about: the subcommand's, or ``command:`` of ``/wz roll``."""
    name = interaction.command.name if interaction.command is not None else ""
    if name in ("roll", "help"):
        return typed(interaction, "command") or ""
    return name


def _given(**options: str | None) -> dict[str, str | None]:
    """The procedure's keys given as options, spelt as the package's (``weapon_mod``)."""
    return {k: v for k, v in options.items() if v is not None}


@app_commands.guild_only()
class WarzoneCommands(
    CommandsOfGroup,
    commands.GroupCog,
    group_name="wz",
    group_description="Warzone 4.1 rules companion: rolls explained, logged per channel",
):
    """``/wz …``: Warzone procedures, the roll log and help."""

    # ================================================================== autocomplete
    async def _value(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        key, procedure = _focused(interaction) or "", _procedure(interaction)
        return await self.complete(interaction, lambda: self.app.warzone.wz_complete_values(procedure, key, current))

    async def _more(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        procedure = _procedure(interaction)
        return await self.complete(interaction, lambda: self.app.warzone.wz_complete_more(procedure, current))

    async def _command(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await self.complete(interaction, lambda: self.app.warzone.wz_complete_commands(current))

    async def _rolls(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        text = current.replace(" ", ",").strip(",")
        return choices([(text, text)] if text else [])

    async def _roll(
        self, interaction: Interaction, procedure: str, rolls: str | None, more: str | None, **keys: str | None
    ) -> None:
        await self.run(
            interaction,
            lambda: self.app.warzone.wz_run(
                channel_of(interaction), interaction.user.id, procedure, _given(**keys), more=more, rolls=rolls
            ),
        )

    # ================================================================== procedures
    @app_commands.command(name="test", description="Characteristic test: a d20 against a value")
    @app_commands.describe(**{k: DESCRIBE[k] for k in ("stat", "stat_key", "mods", "half", "rolls", "options")})
    @app_commands.rename(stat_key="stat-key")
    @app_commands.autocomplete(stat=_value, stat_key=_value, mods=_value, half=_value, rolls=_rolls, options=_more)
    async def test(
        self,
        interaction: Interaction,
        stat: Text,
        stat_key: Text | None = None,
        mods: Text | None = None,
        half: Text | None = None,
        rolls: Text | None = None,
        options: Long | None = None,
    ) -> None:
        await self._roll(interaction, "test", rolls, options, stat=stat, stat_key=stat_key, mods=mods, half=half)

    @app_commands.command(name="shoot", description="Shooting: every shot against WS with its modifiers")
    @app_commands.describe(
        **{k: DESCRIBE[k] for k in ("ws", "distance", "shots", "weapon_mod", "jam", "dam", "cover", "rolls", "options")}
    )
    @app_commands.rename(weapon_mod="weapon-mod")
    @app_commands.autocomplete(
        ws=_value,
        distance=_value,
        shots=_value,
        weapon_mod=_value,
        jam=_value,
        dam=_value,
        cover=_value,
        rolls=_rolls,
        options=_more,
    )
    async def shoot(
        self,
        interaction: Interaction,
        ws: Text,
        distance: Text | None = None,
        shots: Text | None = None,
        weapon_mod: Text | None = None,
        jam: Text | None = None,
        dam: Text | None = None,
        cover: Text | None = None,
        rolls: Text | None = None,
        options: Long | None = None,
    ) -> None:
        await self._roll(
            interaction,
            "shoot",
            rolls,
            options,
            ws=ws,
            distance=distance,
            shots=shots,
            weapon_mod=weapon_mod,
            jam=jam,
            dam=dam,
            cover=cover,
        )

    @app_commands.command(name="melee", description="Melee: every attack against WW with its modifiers")
    @app_commands.describe(
        **{k: DESCRIBE[k] for k in ("ww", "attacks", "dam", "weapon_mod", "charge", "rolls", "options")}
    )
    @app_commands.rename(weapon_mod="weapon-mod")
    @app_commands.autocomplete(
        ww=_value, attacks=_value, dam=_value, weapon_mod=_value, charge=_value, rolls=_rolls, options=_more
    )
    async def melee(
        self,
        interaction: Interaction,
        ww: Text,
        attacks: Text | None = None,
        dam: Text | None = None,
        weapon_mod: Text | None = None,
        charge: Text | None = None,
        rolls: Text | None = None,
        options: Long | None = None,
    ) -> None:
        await self._roll(
            interaction, "melee", rolls, options, ww=ww, attacks=attacks, dam=dam, weapon_mod=weapon_mod, charge=charge
        )

    @app_commands.command(name="armour", description="Armour tests of a hit: wounds lost")
    @app_commands.describe(**{k: DESCRIBE[k] for k in ("p", "dam", "mult", "crit", "rolls", "options")})
    @app_commands.autocomplete(p=_value, dam=_value, mult=_value, crit=_value, rolls=_rolls, options=_more)
    async def armour(
        self,
        interaction: Interaction,
        p: Text,
        dam: Text,
        mult: Text | None = None,
        crit: Text | None = None,
        rolls: Text | None = None,
        options: Long | None = None,
    ) -> None:
        await self._roll(interaction, "armour", rolls, options, p=p, dam=dam, mult=mult, crit=crit)

    @app_commands.command(name="morale", description="Morale test after losses")
    @app_commands.describe(**{k: DESCRIBE[k] for k in ("dw", "start", "current", "threshold", "rolls", "options")})
    @app_commands.autocomplete(dw=_value, start=_value, current=_value, threshold=_value, rolls=_rolls, options=_more)
    async def morale(
        self,
        interaction: Interaction,
        dw: Text,
        start: Text,
        current: Text,
        threshold: Text | None = None,
        rolls: Text | None = None,
        options: Long | None = None,
    ) -> None:
        await self._roll(
            interaction, "morale", rolls, options, dw=dw, start=start, current=current, threshold=threshold
        )

    @app_commands.command(name="scatter", description="Scatter: distance and clock direction")
    @app_commands.describe(**{k: DESCRIBE[k] for k in ("max_distance", "rolls", "options")})
    @app_commands.rename(max_distance="max-distance")
    @app_commands.autocomplete(max_distance=_value, rolls=_rolls, options=_more)
    async def scatter(
        self,
        interaction: Interaction,
        max_distance: Text | None = None,
        rolls: Text | None = None,
        options: Long | None = None,
    ) -> None:
        await self._roll(interaction, "scatter", rolls, options, max_distance=max_distance)

    @app_commands.command(name="roll", description="Any Warzone procedure, its keys as key=value")
    @app_commands.describe(**{k: DESCRIBE[k] for k in ("command", "options", "rolls")})
    @app_commands.autocomplete(command=_command, options=_more, rolls=_rolls)
    async def roll(
        self, interaction: Interaction, command: Text, options: Long | None = None, rolls: Text | None = None
    ) -> None:
        await self._roll(interaction, command, rolls, options)

    # ================================================================== the log and help
    @app_commands.command(name="log", description="This channel's recent Warzone rolls")
    @app_commands.describe(limit="How many rolls (1–25, default 10)")
    async def log(self, interaction: Interaction, limit: app_commands.Range[int, 1, 25] = 10) -> None:
        await self.run(
            interaction, lambda: self.app.warzone.wz_log(channel_of(interaction), interaction.user.id, limit)
        )

    @app_commands.command(name="help", description="The Warzone procedures, or one procedure's keys")
    @app_commands.describe(command=DESCRIBE["command"])
    @app_commands.autocomplete(command=_command)
    async def help(self, interaction: Interaction, command: Text | None = None) -> None:
        await self.run(
            interaction,
            lambda: self.app.warzone.wz_help(channel_of(interaction), interaction.user.id, command),
            defer=False,
            ephemeral=True,
        )
