"""Every image the bot posts carries an attachment description (alt text) in the reply's
language: boards after actions, battle segments, and private previews."""

from __future__ import annotations

from typing import Any

import pytest

from tests.discord.conftest import ALA, OLA, World
from tests.discord.harness import Call


def _attachments(calls: list[Call]) -> list[dict[str, Any]]:
    out = []
    for c in calls:
        if c.files:
            atts = c.data.get("attachments") or []
            assert len(atts) == len(c.files), c
            out.extend(atts)
    return out


@pytest.mark.parametrize(("lang", "words"), [("en", ("board", "HQ")), ("pl", ("Plansza", "Sztab"))])
async def test_every_posted_image_has_alt_text_in_the_game_language(
    world: World, lang: str, words: tuple[str, ...]
) -> None:
    await world.h.slash(ALA, "hex new", opponent=OLA, army="moloch", opponent_army="borgo", first="me", language=lang)
    start = len(world.h.rest.calls)
    await world.h.slash(OLA, "hex accept")
    await world.place_hqs()
    battle_calls = await world.play_until_battle()
    calls = world.h.rest.calls[start:]
    atts = _attachments(calls)
    assert atts, "no image was posted"
    for att in atts:
        text = att.get("description") or ""
        assert text.strip(), att
        assert len(text) <= 1024
    boards = [a["description"] for a in atts if a["filename"].startswith("board")]
    assert boards and all(any(w in b for w in words) for b in boards)
    segments = [a["description"] for a in _attachments(battle_calls) if "initiative" in a["filename"]]
    assert segments and all(s.startswith("Initiative" if lang == "en" else "Inicjatywa") for s in segments)
