"""``/hex``: starting, playing and ending a game in this channel, one subcommand per use case.

Options are cleaned by transformers (hexes, tile names) or restricted by Discord choices
(facings, armies, languages); tiles and hexes autocomplete from the acting player's legal
actions. Each subcommand hands the responder a use case to run: it defers first (the use
cases render images), then posts the replies.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.discord_adapter.catalog import army_choices
from bot.discord_adapter.cogs.base import Choice, CommandsOfGroup, Interaction, channel_of, typed, value
from bot.discord_adapter.errors import PlayerMistake
from bot.discord_adapter.transformers import (
    ANSWER_CHOICES,
    BOARD_CHOICES,
    BOARD_FORMAT_CHOICES,
    DRAW_CHOICES,
    FACING_CHOICES,
    FIRST_CHOICES,
    LANGUAGE_CHOICES,
    LEVEL_CHOICES,
    MODE_CHOICES,
    VARIANT_CHOICES,
    WHERE_CHOICES,
    HexName,
    TileName,
    choices,
)
from bot.replies import Reply


def game_language(interaction: Interaction, chosen: Choice[str] | None) -> str:
    """The language of a new game: the one chosen, else the server's preferred locale, else English."""
    if chosen is not None:
        return chosen.value
    return i18n.normalize(str(interaction.guild_locale) if interaction.guild_locale else None)


@app_commands.guild_only()
class PlayCommands(
    CommandsOfGroup, commands.GroupCog, group_name="hex", group_description="Play Neuroshima Hex in this channel"
):
    """``/hex …``: every command of a game in progress."""

    # ================================================================== starting a game
    @app_commands.command(
        name="new", description="Start a game in this channel (leave opponent empty for an open seat)"
    )
    @app_commands.describe(
        opponent="Who you play against (empty: anyone can join; yourself: hot-seat)",
        army="Your army",
        opponent_army="Your opponent's army",
        first="Who plays first",
        language="Language of the game's posts and board (default: the server's)",
        time_limit="Hours per turn before the others can claim on time (optional)",
        level="How well the bot plays as your opponent (default: medium)",
        players="2 to 6",
        mode="Game mode",
        board="Board size",
        variant="Rulebook variant",
        opponent2="Seat 3",
        opponent3="Seat 4",
        opponent4="Seat 5",
        opponent5="Seat 6",
        armies="Armies by seat, e.g. moloch,random,borgo",
        where="A thread of its own, or this channel",
    )
    @app_commands.rename(opponent_army="opponent-army", time_limit="time-limit")
    @app_commands.choices(
        first=FIRST_CHOICES,
        language=LANGUAGE_CHOICES,
        level=LEVEL_CHOICES,
        mode=MODE_CHOICES,
        board=BOARD_CHOICES,
        variant=VARIANT_CHOICES,
        where=WHERE_CHOICES,
    )
    async def new(
        self,
        interaction: Interaction,
        opponent: discord.User | None = None,
        army: str | None = None,
        opponent_army: str | None = None,
        first: Choice[str] | None = None,
        language: Choice[str] | None = None,
        time_limit: app_commands.Range[int, 1, 720] | None = None,
        level: Choice[str] | None = None,
        players: app_commands.Range[int, 2, 6] | None = None,
        mode: Choice[str] | None = None,
        board: Choice[str] | None = None,
        variant: Choice[str] | None = None,
        opponent2: discord.User | None = None,
        opponent3: discord.User | None = None,
        opponent4: discord.User | None = None,
        opponent5: discord.User | None = None,
        armies: str | None = None,
        where: Choice[str] | None = None,
    ) -> None:
        me = interaction.client.user
        more = [opponent2, opponent3, opponent4, opponent5]
        for someone in (opponent, *more):
            if someone is not None and someone.bot and (me is None or someone.id != me.id):
                raise PlayerMistake("dc-error-bots-cannot-play")
            if someone is not None and me is not None and someone.id == me.id:
                self.ctx.enable_ai(me)

        async def start() -> Reply:
            channel_id = channel_of(interaction)
            thread = None
            if await self.responder.wants_thread(interaction, value(where)):
                names = [interaction.user.display_name] + [u.display_name for u in (opponent, *more) if u]
                thread = await self.responder.open_game_thread(interaction, " vs ".join(names))
            reply: Reply = await self.app.setup.new_game(
                thread.id if thread is not None else channel_id,
                interaction.user.id,
                opponent_id=opponent.id if opponent else None,
                army=army,
                opponent_army=opponent_army,
                first=value(first) or "me",
                lang=game_language(interaction, language),
                turn_limit_hours=time_limit,
                guild_id=interaction.guild_id,
                level=value(level),
                more_opponents=[u.id if u else None for u in more],
                players=players,
                mode=value(mode),
                board=value(board),
                variant=value(variant),
                armies=armies.split(",") if armies else None,
            )
            if thread is not None:
                if reply.ephemeral:  # a mistake: no game, no thread
                    await self.responder.discard_thread(thread)
                else:
                    await self.app.live.add_game_thread(thread.id, channel_id, interaction.guild_id)
            return reply

        await self.run(interaction, start, others=[opponent, *more])

    @new.autocomplete("army")
    @new.autocomplete("opponent_army")
    async def _new_armies(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        """Every army (in the viewer's language) and "random": autocomplete costs the command
        tree nothing, so it grows with the armies."""
        lang = await self.responder.viewer_lang(interaction)
        return choices([*army_choices(current, lang=lang), (i18n.t(lang, "army-random"), "random")])

    @app_commands.command(name="accept", description="Accept an invitation or take the open seat")
    async def accept(self, interaction: Interaction) -> None:
        await self.run(interaction, lambda: self.app.setup.accept(channel_of(interaction), interaction.user.id))

    @app_commands.command(name="decline", description="Decline an invitation, or withdraw your game nobody joined")
    async def decline(self, interaction: Interaction) -> None:
        await self.run(interaction, lambda: self.app.setup.decline(channel_of(interaction), interaction.user.id))

    # ================================================================== turn actions
    @app_commands.command(name="hand", description="Show your tiles (only you see them)")
    @app_commands.describe(action="Do an action (autocomplete)")
    async def hand(self, interaction: Interaction, action: str | None = None) -> None:
        channel, user = channel_of(interaction), interaction.user.id
        if action:  # any action in notation, autocompleted: the Steel Police's and Beasts' too
            await self.run(interaction, lambda: self.app.turns.act(channel, user, action))
            return
        await self.run(interaction, lambda: self.app.info.hand(channel, user), ephemeral=True)

    @app_commands.command(name="place", description="Place a tile (tile hq places your HQ); without facing: a preview")
    @app_commands.describe(
        tile="A tile from your hand", hex="Where, e.g. C3", facing="Where its front points (empty: preview and rotate)"
    )
    @app_commands.choices(facing=FACING_CHOICES)
    async def place(
        self, interaction: Interaction, tile: TileName, hex: HexName, facing: Choice[str] | None = None
    ) -> None:
        channel, user = channel_of(interaction), interaction.user.id
        if facing is None and tile != "hq":
            await self.run(
                interaction, lambda: self.app.placement.preview_place(channel, user, tile, hex), ephemeral=True
            )
            return
        await self.run(interaction, lambda: self.app.turns.place(channel, user, tile, hex, value(facing) or ""))

    @app_commands.command(name="preview", description="See a placement before committing it, with rotate buttons")
    @app_commands.describe(tile="A tile from your hand", hex="Where, e.g. C3", facing="Where its front points first")
    @app_commands.choices(facing=FACING_CHOICES)
    async def preview(
        self, interaction: Interaction, tile: TileName, hex: HexName, facing: Choice[str] | None = None
    ) -> None:
        await self.run(
            interaction,
            lambda: self.app.placement.preview_place(
                channel_of(interaction), interaction.user.id, tile, hex, value(facing) or "N"
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
    @app_commands.choices(facing=FACING_CHOICES)
    async def play(
        self,
        interaction: Interaction,
        tile: TileName,
        target: HexName | None = None,
        unit: HexName | None = None,
        facing: Choice[str] | None = None,
    ) -> None:
        await self.run(
            interaction,
            lambda: self.app.turns.play(
                channel_of(interaction), interaction.user.id, tile, target=target, unit=unit, facing=value(facing)
            ),
        )

    @app_commands.command(name="move", description="Move one of your mobile units (or one moved by a Transport)")
    @app_commands.describe(
        from_="The unit's hex", to="Where it goes", facing="Where it faces after the move", via="A Transport's hex"
    )
    @app_commands.rename(from_="from")
    @app_commands.choices(facing=FACING_CHOICES)
    async def move(
        self, interaction: Interaction, from_: HexName, to: HexName, facing: Choice[str], via: HexName | None = None
    ) -> None:
        await self.run(
            interaction,
            lambda: self.app.turns.move(channel_of(interaction), interaction.user.id, from_, to, facing.value, via=via),
        )

    @app_commands.command(name="discard", description="Discard a tile from your hand")
    @app_commands.describe(tile="A tile from your hand")
    async def discard(self, interaction: Interaction, tile: TileName) -> None:
        await self.run(interaction, lambda: self.app.turns.discard(channel_of(interaction), interaction.user.id, tile))

    @app_commands.command(name="redraw", description="Unlucky draw: discard a hand of only instants and draw again")
    async def redraw(self, interaction: Interaction) -> None:
        await self.run(interaction, lambda: self.app.turns.redraw(channel_of(interaction), interaction.user.id))

    @app_commands.command(name="choose", description="Choose where your pushed unit goes")
    @app_commands.describe(hex="The free hex your unit is pushed to", facing="Where it faces (empty: as it is)")
    @app_commands.choices(facing=FACING_CHOICES)
    async def choose(self, interaction: Interaction, hex: HexName, facing: Choice[str] | None = None) -> None:
        channel, user = channel_of(interaction), interaction.user.id
        await self.run(interaction, lambda: self.app.turns.choose(channel, user, hex, value(facing) or ""))

    @app_commands.command(name="end", description="End your turn, keeping the tiles left in your hand")
    async def end(self, interaction: Interaction) -> None:
        await self.run(interaction, lambda: self.app.turns.end_turn(channel_of(interaction), interaction.user.id))

    # ================================================================== the board
    @app_commands.command(name="board", description="Show the board, whose turn it is and the HQs' hit points")
    @app_commands.describe(format="An image (default) or a text listing, hex by hex")
    @app_commands.choices(format=BOARD_FORMAT_CHOICES)
    async def board(self, interaction: Interaction, format: Choice[str] | None = None) -> None:
        channel, user = channel_of(interaction), interaction.user.id
        if value(format) == "text":  # no image to render: answered at once
            await self.run(interaction, lambda: self.app.info.board(channel, user, text=True), defer=False)
            return
        await self.run(interaction, lambda: self.app.info.board(channel, user))

    # ================================================================== agreements and endings
    @app_commands.command(name="undo", description="Ask to undo your last action, or answer such a request")
    @app_commands.describe(answer="Answer a request (empty: ask to undo your last action)")
    @app_commands.choices(answer=ANSWER_CHOICES)
    async def undo(self, interaction: Interaction, answer: Choice[str] | None = None) -> None:
        channel, user = channel_of(interaction), interaction.user.id
        if answer is None:
            await self.run(interaction, lambda: self.app.endings.undo(channel, user))
        else:
            await self.run(interaction, lambda: self.app.endings.answer_undo(channel, user, answer.value == "yes"))

    @app_commands.command(name="draw", description="Offer a draw, or answer your opponent's offer")
    @app_commands.describe(action="Offer, accept or refuse")
    @app_commands.choices(action=DRAW_CHOICES)
    async def draw(self, interaction: Interaction, action: Choice[str]) -> None:
        channel, user = channel_of(interaction), interaction.user.id
        if action.value == "offer":
            await self.run(interaction, lambda: self.app.endings.offer_draw(channel, user))
        else:
            await self.run(interaction, lambda: self.app.endings.answer_draw(channel, user, action.value == "yes"))

    @app_commands.command(name="resign", description="Resign the game")
    async def resign(self, interaction: Interaction) -> None:
        await self.run(interaction, lambda: self.app.endings.resign(channel_of(interaction), interaction.user.id))

    @app_commands.command(name="claim", description="Claim the win when your opponent's turn time limit has passed")
    async def claim(self, interaction: Interaction) -> None:
        await self.run(
            interaction, lambda: self.app.endings.claim_timeout(channel_of(interaction), interaction.user.id)
        )

    @app_commands.command(name="hint", description="Suggest a move (games against this bot and hot-seat games)")
    async def hint(self, interaction: Interaction) -> None:
        await self.run(
            interaction, lambda: self.app.hints.hint(channel_of(interaction), interaction.user.id), ephemeral=True
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
        """During a game a change is a request the others answer with the buttons of the turn
        message (Accept / Refuse change): /hex has no room for an answer option."""
        await self.run(
            interaction,
            lambda: self.app.pbp.settings(
                channel_of(interaction), interaction.user.id, reminder_hours=reminder_hours, turn_limit_hours=time_limit
            ),
        )

    @app_commands.command(name="follow", description="Follow this game: pings on battles and the result")
    async def follow(self, interaction: Interaction) -> None:
        await self.run(
            interaction,
            lambda: self.app.live.follow(channel_of(interaction), interaction.user.id),
            ephemeral=True,
        )

    # ================================================================== autocomplete
    @place.autocomplete("tile")
    @preview.autocomplete("tile")
    @discard.autocomplete("tile")
    async def _tiles_in_hand(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await self.complete(
            interaction,
            lambda: self.app.placement.autocomplete_tiles(channel_of(interaction), interaction.user.id, current),
        )

    @play.autocomplete("tile")
    async def _instants_in_hand(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        """The instants in the player's hand (the armies' instants are too many for a fixed list)."""
        return await self.complete(
            interaction,
            lambda: self.app.placement.autocomplete_tiles(
                channel_of(interaction), interaction.user.id, current, instants=True
            ),
        )

    @hand.autocomplete("action")
    async def _legal_actions(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        """Every legal action of the player, as notation with a readable name."""
        return await self.complete(
            interaction,
            lambda: self.app.menus.autocomplete_actions(channel_of(interaction), interaction.user.id, current),
        )

    @place.autocomplete("hex")
    @preview.autocomplete("hex")
    async def _place_hexes(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await self._hexes(interaction, current, "hex", tile=typed(interaction, "tile"))

    @choose.autocomplete("hex")
    async def _push_destinations(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await self._hexes(interaction, current, "hex", tile=None)

    @play.autocomplete("target")
    async def _instant_targets(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await self._hexes(
            interaction, current, "target", tile=typed(interaction, "tile"), unit=typed(interaction, "unit")
        )

    @play.autocomplete("unit")
    async def _instant_units(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await self._hexes(interaction, current, "unit", tile=typed(interaction, "tile"))

    @move.autocomplete("from_")
    async def _movable_units(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await self._hexes(interaction, current, "from", tile=None)

    @move.autocomplete("to")
    async def _move_destinations(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await self._hexes(interaction, current, "to", tile=None, unit=typed(interaction, "from"))

    async def _hexes(
        self, interaction: Interaction, current: str, field: str, *, tile: str | None, unit: str | None = None
    ) -> list[Choice[str]]:
        return await self.complete(
            interaction,
            lambda: self.app.placement.autocomplete_hexes(
                channel_of(interaction), interaction.user.id, tile, current, field=field, unit=unit
            ),
        )
