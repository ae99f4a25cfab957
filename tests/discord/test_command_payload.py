"""What Discord receives when the commands are synced, byte for byte.

``data/command_payload.json`` is the translated payload (``limits.translated_payload``, as
``tree.sync()`` sends it) recorded from the command tree: the tree is derived from the
command registry (``bot.commands``), and a change of the registry that changes what players
see shows here. After a deliberate change (a new command), record it again with
``python -m tests.discord.test_command_payload``.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from bot.discord_adapter import create_bot
from bot.discord_adapter.limits import translated_payload

RECORDED = Path(__file__).parent / "data" / "command_payload.json"


async def synced_payload_json() -> str:
    bot = create_bot(None, None, reminder_interval=None)
    await bot.setup_hook()  # the translator and the commands, as login() would
    return json.dumps(await translated_payload(bot.tree), ensure_ascii=False, indent=1) + "\n"


async def test_the_synced_payload_is_the_recorded_one() -> None:
    assert await synced_payload_json() == RECORDED.read_text(encoding="utf-8")


if __name__ == "__main__":
    RECORDED.write_text(asyncio.run(synced_payload_json()), encoding="utf-8")
