"""A button's intent (bot.replies.Press) is written out by the registry, stored by the
delivery outbox and read back, including a line stored by an earlier version of the bot."""

from __future__ import annotations

import json

from bot.commands.syntax import line_of, parse
from bot.replies import Button, ChannelPost, Press, Reply
from bot.usecases.deliveries import payload_post, post_payload


def test_a_press_is_written_as_the_registry_spells_it() -> None:
    assert line_of(Press("resign", confirm="yes")) == "/hex resign confirm:yes"
    assert line_of(Press("export")) == "/hexhistory export"
    assert line_of(Press("wz-details", roll="3")) == "/wz details roll:3"
    assert line_of(Press("place", tile="runner", hex="C3", facing=None)) == "/hex place tile:runner hex:C3"
    assert Press("new", opponent_army="borgo").get("opponent-army") == "borgo"
    assert parse(line_of(Press("act", notation="play rotation C3 S"))).options == {"notation": "play rotation C3 S"}


def test_the_outbox_keeps_a_press_and_reads_an_older_line() -> None:
    post = ChannelPost(5, Reply("Your turn", buttons=[Button("Claim", Press("claim"), "danger", "claim")]))
    stored = json.loads(json.dumps(post_payload(post)))
    again = payload_post(stored)
    assert again is not None and again.reply.buttons == post.reply.buttons
    stored["post"]["buttons"][0][1] = "/hex claim"  # as an earlier version stored it
    older = payload_post(stored)
    assert older is not None and line_of(older.reply.buttons[0].action) == "/hex claim"
