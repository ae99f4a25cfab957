"""Games in threads of their own: opened for ``/hex new`` when wanted, named after the
players once the game starts, archived with the result in their name when it ends, opened
again when Discord archives a running game's thread, made anew when one is deleted."""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import Any, Literal

import discord

import i18n
from bot.discord_adapter.channels import Channels, content, thread_name
from bot.discord_adapter.errors import interaction_context
from bot.discord_adapter.languages import Languages
from bot.discord_adapter.notices import Notices
from bot.replies import TurnView
from bot.storage.base import LiveMessage
from bot.usecases.live import compose, live_lines
from bot.usecases.ports import UseCases

log = logging.getLogger("bot.discord")

GAME_THREAD_ARCHIVE_MINUTES: Literal[60, 1440, 4320, 10080] = 10080


class GameThreads:
    """A game's own thread, from its opening to its archive."""

    def __init__(
        self, client: discord.Client, app: UseCases, channels: Channels, notices: Notices, languages: Languages
    ) -> None:
        self.client = client
        self.app = app
        self.channels = channels
        self.notices = notices
        self.languages = languages

    async def wants_thread(self, interaction: discord.Interaction[Any], where: str | None) -> bool:
        """Whether ``/hex new`` should open its game in a thread: ``where`` if given, else the
        server's setting (on unless set off); never inside a thread (no threads within threads)."""
        if not isinstance(interaction.channel, discord.TextChannel):
            return False
        if where is not None:
            return where == "thread"
        try:
            return bool(await self.app.live.game_threads_default(interaction.guild_id))
        except Exception:
            log.exception("could not read the server's thread setting", extra={"ctx": interaction_context(interaction)})
            return False

    async def open_game_thread(self, interaction: discord.Interaction[Any], name: str) -> discord.Thread | None:
        """A new public thread of the interaction's channel for a game; ``None`` (said once in
        the channel) when the bot may not create threads there."""
        channel = interaction.channel
        if not isinstance(channel, discord.TextChannel):
            return None
        perms = interaction.app_permissions
        missing = [p for p in ("create_public_threads", "send_messages_in_threads") if not getattr(perms, p)]
        if missing:
            await self.notices.report_missing(channel, missing, None, consequence="quiet-no-thread-consequence")
            return None
        thread = await self._new_thread(channel, name)
        if thread is None:
            return None
        log.info("game thread opened", extra={"ctx": {"thread": thread.id, "parent": channel.id}})
        return thread

    async def _new_thread(self, channel: discord.TextChannel, name: str) -> discord.Thread | None:
        """A new public thread of ``channel`` for a game; ``None`` (reported) when Discord refuses."""
        try:
            return await channel.create_thread(
                name=thread_name(name, "hex"),
                auto_archive_duration=GAME_THREAD_ARCHIVE_MINUTES,
                type=discord.ChannelType.public_thread,
            )
        except discord.HTTPException as exc:
            await self.notices.api_failure(None, exc, "opening a game thread", channel=channel)
            return None

    async def discard_thread(self, thread: discord.Thread) -> None:
        """Delete a game thread opened for a game that was not created after all."""
        try:
            await thread.delete()
        except discord.HTTPException as exc:
            log.warning("could not delete an unused game thread: %s", exc, extra={"ctx": {"thread": thread.id}})

    async def user_name(self, guild: Any, user_id: int | None) -> str:
        """A player's name for thread names (mentions do not work there)."""
        if user_id is None:
            return "?"
        member = guild.get_member(user_id) if guild is not None else None
        user: Any = member or self.client.get_user(user_id)
        if user is None:
            try:
                user = await self.client.fetch_user(user_id)
            except discord.HTTPException:
                return f"user-{user_id}"
        return str(getattr(user, "display_name", None) or user.name)

    async def players_name(self, guild: Any, view: TurnView) -> str:
        return " vs ".join([f"{await self.user_name(guild, uid)} ({army})" for uid, army in view.players])

    @staticmethod
    def players_mentioned(view: TurnView) -> str:
        """The players as mentions (shown as names; the posts that use this ping nobody)."""
        return " vs ".join(f"<@{uid}> ({army})" if uid else f"? ({army})" for uid, army in view.players)

    async def name_game_thread(self, channel: Any, view: TurnView) -> None:
        """A game in its own thread has started: the thread is named after its players and armies."""
        if not isinstance(channel, discord.Thread):
            return
        try:
            if await self.app.live.game_thread(channel.id) is None:
                return
            name = thread_name(await self.players_name(channel.guild, view), "hex")
            if name != channel.name:
                await channel.edit(name=name)
        except discord.HTTPException as exc:
            log.info("could not name the game thread: %s", exc, extra={"ctx": {"thread": channel.id}})
        except Exception:
            log.exception("could not name the game thread", extra={"ctx": {"thread": channel.id}})

    async def finish_game_thread(self, channel: Any, view: TurnView) -> None:
        """A game played in its own thread ended: one line in the lobby channel, the result in
        the thread's name, the thread archived."""
        if not isinstance(channel, discord.Thread):
            return
        try:
            record = await self.app.live.game_thread(channel.id)
        except Exception:
            log.exception("could not read the game thread", extra={"ctx": {"thread": channel.id}})
            return
        if record is None:
            return
        lang = i18n.normalize(view.lang)
        guild = channel.guild
        players = await self.players_name(guild, view)
        if view.winners:
            winner = await self.user_name(guild, view.winners[0])
            name = i18n.t(lang, "quiet-thread-won", winner=winner, players=players)
        elif view.draw:
            name = i18n.t(lang, "quiet-thread-draw", players=players)
        else:
            name = i18n.t(lang, "quiet-thread-over", players=players)
        result = view.status.splitlines()[0] if view.status else ""
        line = i18n.t(
            lang, "quiet-lobby-result", players=self.players_mentioned(view), result=result, url=channel.jump_url
        )
        lobby = await self.channels.reach(record.parent_id)
        if lobby is not None:
            try:
                await lobby.send(
                    content=content(" ".join(line.split())), allowed_mentions=discord.AllowedMentions.none()
                )
            except discord.HTTPException as exc:
                await self.notices.api_failure(None, exc, "posting a finished game's line", channel=lobby)
        try:
            await channel.edit(name=thread_name(name, "hex"), archived=True)
        except discord.HTTPException as exc:
            log.warning("could not archive the finished game's thread: %s", exc, extra={"ctx": {"thread": channel.id}})

    async def game_thread_archived(self, thread_id: int) -> None:
        """Discord archived a thread (by hand, or after a week without messages): if a game is
        still running there, open it again with a note."""
        try:
            if (
                await self.app.live.game_thread(thread_id) is None
                or await self.app.live.live_game_id(thread_id) is None
            ):
                return
        except Exception:
            log.exception("could not check an archived thread", extra={"ctx": {"thread": thread_id}})
            return
        thread = await self.channels.reach(thread_id)
        if isinstance(thread, discord.Thread):
            await self.reopen(thread)

    async def recreate_game_thread(self, thread_id: int) -> bool:
        """A running game's thread was deleted: open a new one in the lobby channel, move the
        game there, post its turn again (pinging the players so they find it) and leave a
        note in the lobby. ``True`` when done (or nothing to do: the game moved or ended);
        ``False`` when the new thread could not be made (the failure is noted: the outbox
        item that runs this tries again, then tells the players another way)."""
        record = await self.app.live.game_thread(thread_id)
        game_id = await self.app.live.live_game_id(thread_id) if record is not None else None
        if record is None or game_id is None:
            return True
        lobby = await self.channels.reach(record.parent_id)
        view = await self.app.live.turn_view(game_id)
        if view is None:
            return True
        if not isinstance(lobby, discord.TextChannel):
            log.warning("a game's thread was deleted and its lobby is gone", extra={"ctx": {"thread": thread_id}})
            return False
        players = await self.players_name(lobby.guild, view)
        thread = await self._new_thread(lobby, players)
        if thread is None:
            return False
        await self.app.live.move_game_thread(thread_id, thread.id)
        lang = i18n.normalize(view.lang)
        note = i18n.t(lang, "quiet-thread-recreated")
        reply = await self.app.live.current_turn_reply(game_id)
        if reply is None:
            return True
        lines = live_lines(view.header, view.panel, (note,))
        me = getattr(self.client.user, "id", None)
        players_ids = [uid for uid, _ in view.players if uid is not None and uid != me]
        message = await self.channels.send_to(
            thread, replace(reply, text=compose(lines), mentions=players_ids, panel=True, accent=view.accent)
        )
        if message is not None:
            await self.app.live.save_live_message(
                LiveMessage(game_id, thread.id, message.id, view.key, view.version, lines)
            )
        try:
            await lobby.send(
                content=content(
                    i18n.t(lang, "quiet-thread-moved", players=self.players_mentioned(view), url=thread.jump_url)
                ),
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except discord.HTTPException as exc:
            await self.notices.api_failure(None, exc, "posting in the channel", channel=lobby)
        log.info("game thread recreated", extra={"ctx": {"game": game_id, "from": thread_id, "to": thread.id}})
        return True

    async def reopen(self, thread: discord.Thread) -> None:
        """A running game's thread was archived: open it again and say so."""
        try:
            await thread.edit(archived=False)
            lang = await self.languages.public_lang(thread)
            await thread.send(
                content=i18n.t(lang, "quiet-thread-reopened"), allowed_mentions=discord.AllowedMentions.none()
            )
            log.info("game thread opened again", extra={"ctx": {"thread": thread.id}})
        except discord.HTTPException as exc:
            await self.notices.api_failure(None, exc, "opening a game thread again", channel=thread)
