"""The bot's loops, each a cog given a :class:`~bot.discord_adapter.context.CogContext`:
``reminders.py`` posts the play-by-post reminders that fall due, ``upkeep.py`` the leagues'
season ends, round-robin reminders and rank roles, ``puzzles.py`` queues the daily puzzles. The slash commands are not cogs: they
are built from the command registry (:mod:`bot.discord_adapter.tree`)."""
