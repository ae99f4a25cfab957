"""The ``/hex`` slash-command group: one subcommand per use case, each a thin call to the service.

Options are cleaned by transformers (hexes, tile names) or restricted by Discord choices
(facings, armies, languages); tiles and hexes autocomplete from the acting player's legal
actions. Each subcommand hands the :class:`~bot.discord_adapter.responder.Responder` a use
case to run: it defers first (the use cases render images), then posts the replies.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord_adapter.catalog import army_choices, tile_choices
from bot.discord_adapter.errors import PlayerMistake
from bot.discord_adapter.transformers import (
    ARMY_CHOICES,
    FACING_CHOICES,
    FIRST_CHOICES,
    LANGUAGE_CHOICES,
    LEVEL_CHOICES,
    HexName,
    TileName,
    choices,
)

if TYPE_CHECKING:
    from bot.discord_adapter.client import HexBot
    from bot.discord_adapter.responder import Responder

_log = logging.getLogger("bot.discord.commands")

Choice = app_commands.Choice
Interaction = discord.Interaction[Any]

ANSWER_CHOICES = [Choice(name="Yes, accept", value="yes"), Choice(name="No, refuse", value="no")]
DRAW_CHOICES = [Choice(name="Offer a draw", value="offer"), *ANSWER_CHOICES]
INSTANT_CHOICES = [
    Choice(name=n.replace("-", " ").title(), value=n)
    for n in ("battle", "sniper", "grenade", "air-strike", "push-back", "move")
]


def _value(choice: Choice[str] | None) -> str | None:
    return None if choice is None else choice.value


def _option(interaction: Interaction, name: str) -> str | None:
    """The raw value typed so far for another option of the command (during autocomplete)."""
    value = getattr(interaction.namespace, name, None)
    if value is None:
        return None
    text = str(value).strip()
    return text or None


@app_commands.guild_only()
class HexCommands(commands.GroupCog, group_name="hex", group_description="Play Neuroshima Hex in this channel"):
    """``/hex …``: every player command."""

    def __init__(self, bot: HexBot) -> None:
        self.bot = bot
        super().__init__()

    @property
    def service(self) -> Any:
        return self.bot.service

    @property
    def responder(self) -> Responder:
        return self.bot.responder

    # ================================================================== starting a game
    @app_commands.command(
        name="new", description="Start a game in this channel (leave opponent empty for an open seat)"
    )
    @app_commands.describe(
        opponent="Who you play against (empty: anyone can join; yourself: hot-seat)",
        army="Your army",
        opponent_army="Your opponent's army",
        first="Who plays first",
        language="Language of the board and tile names",
        time_limit="Hours a player has for a turn before the other can claim the win (optional)",
        level="How well this bot plays, when it is your opponent (default: medium)",
    )
    @app_commands.rename(opponent_army="opponent-army", time_limit="time-limit")
    @app_commands.choices(
        army=ARMY_CHOICES,
        opponent_army=ARMY_CHOICES,
        first=FIRST_CHOICES,
        language=LANGUAGE_CHOICES,
        level=LEVEL_CHOICES,
    )
    async def new(
        self,
        interaction: Interaction,
        opponent: discord.User | None = None,
        army: Choice[str] | None = None,
        opponent_army: Choice[str] | None = None,
        first: Choice[str] | None = None,
        language: Choice[str] | None = None,
        time_limit: app_commands.Range[int, 1, 720] | None = None,
        level: Choice[str] | None = None,
    ) -> None:
        me = self.bot.user
        if opponent is not None and opponent.bot and (me is None or opponent.id != me.id):
            raise PlayerMistake(
                "Bots cannot play, except this one — pick a person, this bot (to play against it), "
                "or leave the opponent empty for an open seat."
            )
        if opponent is not None and me is not None and opponent.id == me.id:
            self.bot.enable_ai()
        await self.responder.run_command(
            interaction,
            lambda: self.service.new_game(
                interaction.channel_id,
                interaction.user.id,
                opponent_id=opponent.id if opponent else None,
                army=_value(army),
                opponent_army=_value(opponent_army),
                first=_value(first) or "me",
                lang=_value(language) or "en",
                turn_limit_hours=time_limit,
                level=_value(level),
            ),
        )

    @app_commands.command(name="accept", description="Accept an invitation or take the open seat")
    async def accept(self, interaction: Interaction) -> None:
        await self.responder.run_command(
            interaction, lambda: self.service.accept(interaction.channel_id, interaction.user.id)
        )

    @app_commands.command(name="decline", description="Decline an invitation, or withdraw your game nobody joined")
    async def decline(self, interaction: Interaction) -> None:
        await self.responder.run_command(
            interaction, lambda: self.service.decline(interaction.channel_id, interaction.user.id)
        )

    # ================================================================== turn actions
    @app_commands.command(name="hand", description="Show your tiles (only you see them)")
    async def hand(self, interaction: Interaction) -> None:
        await self.responder.run_command(
            interaction, lambda: self.service.hand(interaction.channel_id, interaction.user.id), ephemeral=True
        )

    @app_commands.command(name="place", description="Place a tile (tile hq places your HQ); without facing: a preview")
    @app_commands.describe(
        tile="A tile from your hand", hex="Where, e.g. C3", facing="Where its front points (empty: preview and rotate)"
    )
    @app_commands.choices(facing=FACING_CHOICES)
    async def place(
        self, interaction: Interaction, tile: TileName, hex: HexName, facing: Choice[str] | None = None
    ) -> None:
        channel, user = interaction.channel_id, interaction.user.id
        if facing is None and tile != "hq":
            await self.responder.run_command(
                interaction, lambda: self.service.preview_place(channel, user, tile, hex), ephemeral=True
            )
            return
        await self.responder.run_command(
            interaction, lambda: self.service.place(channel, user, tile, hex, _value(facing) or "")
        )

    @app_commands.command(name="preview", description="See a placement before committing it, with rotate buttons")
    @app_commands.describe(tile="A tile from your hand", hex="Where, e.g. C3", facing="Where its front points first")
    @app_commands.choices(facing=FACING_CHOICES)
    async def preview(
        self, interaction: Interaction, tile: TileName, hex: HexName, facing: Choice[str] | None = None
    ) -> None:
        await self.responder.run_command(
            interaction,
            lambda: self.service.preview_place(
                interaction.channel_id, interaction.user.id, tile, hex, _value(facing) or "N"
            ),
            ephemeral=True,
        )

    @app_commands.command(
        name="play", description="Play an instant tile: battle, sniper, grenade, air-strike, push-back, move"
    )
    @app_commands.describe(
        tile="The instant to play",
        target="Target hex (sniper, grenade, air-strike; push-back: the enemy; move: where to)",
        unit="Your unit that acts (push-back: the pusher; move: the unit to move)",
        facing="move: where the moved unit faces",
    )
    @app_commands.choices(tile=INSTANT_CHOICES, facing=FACING_CHOICES)
    async def play(
        self,
        interaction: Interaction,
        tile: Choice[str],
        target: HexName | None = None,
        unit: HexName | None = None,
        facing: Choice[str] | None = None,
    ) -> None:
        await self.responder.run_command(
            interaction,
            lambda: self.service.play(
                interaction.channel_id,
                interaction.user.id,
                tile.value,
                target=target,
                unit=unit,
                facing=_value(facing),
            ),
        )

    @app_commands.command(name="move", description="Move one of your mobile units (or one moved by a Transport)")
    @app_commands.describe(
        from_="The unit's hex", to="Where it goes", facing="Where it faces after the move", via="A Transport's hex"
    )
    @app_commands.rename(from_="from")
    @app_commands.choices(facing=FACING_CHOICES)
    async def move(
        self,
        interaction: Interaction,
        from_: HexName,
        to: HexName,
        facing: Choice[str],
        via: HexName | None = None,
    ) -> None:
        await self.responder.run_command(
            interaction,
            lambda: self.service.move(interaction.channel_id, interaction.user.id, from_, to, facing.value, via=via),
        )

    @app_commands.command(name="discard", description="Discard a tile from your hand")
    @app_commands.describe(tile="A tile from your hand")
    async def discard(self, interaction: Interaction, tile: TileName) -> None:
        await self.responder.run_command(
            interaction, lambda: self.service.discard(interaction.channel_id, interaction.user.id, tile)
        )

    @app_commands.command(name="redraw", description="Unlucky draw: discard a hand of only instants and draw again")
    async def redraw(self, interaction: Interaction) -> None:
        await self.responder.run_command(
            interaction, lambda: self.service.redraw(interaction.channel_id, interaction.user.id)
        )

    @app_commands.command(name="choose", description="Choose where your pushed unit goes")
    @app_commands.describe(hex="The free hex your unit is pushed to")
    async def choose(self, interaction: Interaction, hex: HexName) -> None:
        await self.responder.run_command(
            interaction, lambda: self.service.choose(interaction.channel_id, interaction.user.id, hex)
        )

    @app_commands.command(name="end", description="End your turn, keeping the tiles left in your hand")
    async def end(self, interaction: Interaction) -> None:
        await self.responder.run_command(
            interaction, lambda: self.service.end_turn(interaction.channel_id, interaction.user.id)
        )

    # ================================================================== autocomplete
    @place.autocomplete("tile")
    @preview.autocomplete("tile")
    @discard.autocomplete("tile")
    async def _tiles_in_hand(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await self._complete(
            interaction, lambda: self.service.autocomplete_tiles(interaction.channel_id, interaction.user.id, current)
        )

    @place.autocomplete("hex")
    @preview.autocomplete("hex")
    async def _place_hexes(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await self._hexes(interaction, current, "hex", tile=_option(interaction, "tile"))

    @choose.autocomplete("hex")
    async def _push_destinations(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await self._hexes(interaction, current, "hex", tile=None)

    @play.autocomplete("target")
    async def _instant_targets(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await self._hexes(
            interaction, current, "target", tile=_option(interaction, "tile"), unit=_option(interaction, "unit")
        )

    @play.autocomplete("unit")
    async def _instant_units(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await self._hexes(interaction, current, "unit", tile=_option(interaction, "tile"))

    @move.autocomplete("from_")
    async def _movable_units(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await self._hexes(interaction, current, "from", tile=None)

    @move.autocomplete("to")
    async def _move_destinations(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await self._hexes(interaction, current, "to", tile=None, unit=_option(interaction, "from"))

    async def _hexes(
        self, interaction: Interaction, current: str, field: str, *, tile: str | None, unit: str | None = None
    ) -> list[Choice[str]]:
        return await self._complete(
            interaction,
            lambda: self.service.autocomplete_hexes(
                interaction.channel_id, interaction.user.id, tile, current, field=field, unit=unit
            ),
        )

    async def _complete(self, interaction: Interaction, fetch: Any) -> list[Choice[str]]:
        try:
            return choices(await fetch())
        except Exception:
            _log.exception("autocomplete failed", extra={"ctx": {"user": interaction.user.id}})
            return []

    # ================================================================== information
    @app_commands.command(name="board", description="Show the board, whose turn it is and the HQs' hit points")
    async def board(self, interaction: Interaction) -> None:
        await self.responder.run_command(
            interaction, lambda: self.service.board(interaction.channel_id, interaction.user.id)
        )

    @app_commands.command(name="tile", description="A tile's card: what it does and how strong it is")
    @app_commands.describe(
        name="Tile name, e.g. runner", army="Which army's tile, if several have it", language="Language"
    )
    @app_commands.choices(army=ARMY_CHOICES[:-1], language=LANGUAGE_CHOICES)
    async def tile(
        self,
        interaction: Interaction,
        name: str,
        army: Choice[str] | None = None,
        language: Choice[str] | None = None,
    ) -> None:
        await self.responder.run_command(
            interaction,
            lambda: self.service.tile_info(
                interaction.channel_id, interaction.user.id, name, army=_value(army), lang=_value(language)
            ),
        )

    @tile.autocomplete("name")
    async def _tile_names(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        army = getattr(interaction.namespace, "army", None) or None
        return choices(tile_choices(current, army))

    @app_commands.command(name="army", description="An army's sheet: all its tiles")
    @app_commands.describe(name="The army", language="Language")
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def army(self, interaction: Interaction, name: str, language: Choice[str] | None = None) -> None:
        await self.responder.run_command(
            interaction,
            lambda: self.service.army_info(interaction.channel_id, interaction.user.id, name, lang=_value(language)),
        )

    @army.autocomplete("name")
    async def _army_names(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return choices(army_choices(current))

    @app_commands.command(name="log", description="The game's action history")
    async def log(self, interaction: Interaction) -> None:
        await self.responder.run_command(
            interaction, lambda: self.service.log(interaction.channel_id, interaction.user.id), defer=False
        )

    @app_commands.command(name="rules", description="A short how-to-play")
    async def rules(self, interaction: Interaction) -> None:
        await self.responder.run_command(
            interaction, lambda: self.service.rules_help(interaction.channel_id, interaction.user.id), defer=False
        )

    @app_commands.command(name="export", description="The game as a replayable JSON file")
    @app_commands.describe(game="A game number (default: this channel's current or last game)")
    async def export(self, interaction: Interaction, game: app_commands.Range[int, 1] | None = None) -> None:
        await self.responder.run_command(
            interaction, lambda: self.service.export(interaction.channel_id, interaction.user.id, game_id=game)
        )

    @app_commands.command(name="battle", description="Post the last battle of this channel's game again, in a thread")
    async def battle(self, interaction: Interaction) -> None:
        await self.responder.run_command(
            interaction, lambda: self.service.last_battle(interaction.channel_id, interaction.user.id)
        )

    # ================================================================== agreements and endings
    @app_commands.command(name="undo", description="Ask to undo your last action, or answer such a request")
    @app_commands.describe(answer="Answer your opponent's request (empty: ask to undo your own last action)")
    @app_commands.choices(answer=ANSWER_CHOICES)
    async def undo(self, interaction: Interaction, answer: Choice[str] | None = None) -> None:
        channel, user = interaction.channel_id, interaction.user.id
        if answer is None:
            await self.responder.run_command(interaction, lambda: self.service.undo(channel, user))
        else:
            await self.responder.run_command(
                interaction, lambda: self.service.answer_undo(channel, user, answer.value == "yes")
            )

    @app_commands.command(name="draw", description="Offer a draw, or answer your opponent's offer")
    @app_commands.describe(action="Offer, accept or refuse")
    @app_commands.choices(action=DRAW_CHOICES)
    async def draw(self, interaction: Interaction, action: Choice[str]) -> None:
        channel, user = interaction.channel_id, interaction.user.id
        if action.value == "offer":
            await self.responder.run_command(interaction, lambda: self.service.offer_draw(channel, user))
        else:
            await self.responder.run_command(
                interaction, lambda: self.service.answer_draw(channel, user, action.value == "yes")
            )

    @app_commands.command(name="resign", description="Resign the game")
    async def resign(self, interaction: Interaction) -> None:
        await self.responder.run_command(
            interaction, lambda: self.service.resign(interaction.channel_id, interaction.user.id)
        )

    @app_commands.command(name="claim", description="Claim the win when your opponent's turn time limit has passed")
    async def claim(self, interaction: Interaction) -> None:
        await self.responder.run_command(
            interaction, lambda: self.service.claim_timeout(interaction.channel_id, interaction.user.id)
        )

    @app_commands.command(name="abort", description="Stop this channel's game without a result (Manage Channels)")
    @app_commands.checks.has_permissions(manage_channels=True)
    async def abort(self, interaction: Interaction) -> None:
        await self.responder.run_command(
            interaction,
            lambda: self.service.abort(interaction.channel_id, interaction.user.id, is_moderator=True),
        )

    @app_commands.command(name="settings", description="Reminders and the turn time limit of this channel's game")
    @app_commands.describe(
        reminder_hours="Remind the player to act after this many hours (0: no reminders)",
        time_limit="Hours per turn before the waiting player can claim the win (0: none)",
    )
    @app_commands.rename(reminder_hours="reminder-hours", time_limit="time-limit")
    async def settings(
        self,
        interaction: Interaction,
        reminder_hours: app_commands.Range[int, 0, 720] | None = None,
        time_limit: app_commands.Range[int, 0, 720] | None = None,
    ) -> None:
        await self.responder.run_command(
            interaction,
            lambda: self.service.settings(
                interaction.channel_id,
                interaction.user.id,
                reminder_hours=reminder_hours,
                turn_limit_hours=time_limit,
            ),
        )
