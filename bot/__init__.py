"""The application: use cases (``bot.usecases``, wired in ``bot.app``), storage, rendering and
the adapters (``bot.discord_adapter`` for Discord, ``bot.console`` for a terminal). ``python -m bot``."""
