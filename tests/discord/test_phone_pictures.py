"""Pictures for phones (issue 23): Discord's posts carry the phone layout's portrait
pictures (the stand-in renderer draws them portrait, the full layout landscape), the text
beside them says what the phone picture leaves out, and ``/hex board format:full`` still
gives the landscape picture as a post of its own."""

from __future__ import annotations

import io

from PIL import Image as PILImage

from tests.discord.conftest import ALA, EWA, MOD, OLA, World
from tests.discord.harness import Call, channel_posts, followups, select, text_of


def shape(data: bytes) -> str:
    with PILImage.open(io.BytesIO(data)) as img:
        return "portrait" if img.height > img.width else "landscape"


def shapes(posts: list[Call]) -> list[str]:
    return [shape(data) for post in posts for _, data in post.files]


async def live_id(world: World) -> int:
    assert world.app is not None
    live = await world.app.live.live_message((await world.game()).id)
    assert live is not None
    return live.message_id


async def test_turn_messages_battles_and_the_game_over_board_are_phone_pictures(world: World) -> None:
    await world.start_game()
    calls = await world.h.slash(ALA, "hex place", tile="hq", hex="C2")
    calls += await world.h.slash(OLA, "hex place", tile="hq", hex="C4")
    posts = [p for p in channel_posts(calls, World.CHANNEL) if p.files]
    assert posts and set(shapes(posts)) == {"portrait"}  # the turn message's board
    edited = [c for c in calls if c.method == "PATCH" and c.files]
    assert set(shapes(edited)) <= {"portrait"}

    calls = await world.play_until_battle()
    (opened,) = select(calls, "POST", r"/threads$")
    segments = channel_posts(calls, int(opened.response["id"]))
    assert segments and set(shapes(segments)) == {"portrait"}  # every segment and the result

    calls = await world.h.confirmed(await world.player_to_act(), "hex resign")
    (over,) = [p for p in channel_posts(calls, World.CHANNEL) if p.content.startswith("**Game over**")]
    assert shapes([over]) == ["portrait"]


async def test_board_format_full_is_the_landscape_picture_in_a_post_of_its_own(world: World) -> None:
    await world.start_game()
    await world.place_hqs()
    live = await live_id(world)

    calls = await world.h.slash(ALA, "hex board", format="full")

    (board,) = followups(calls)
    assert not board.ephemeral and shapes([board]) == ["landscape"]
    assert await live_id(world) == live  # the turn message stays where it is, with its phone picture
    assert not [c for c in calls if c.method == "PATCH" and c.path.startswith("/channels/")]
    assert world.h.message(live)["attachments"]  # still its board

    world.clock.advance(minutes=5)  # past the cooldown of /hex board in the channel
    calls = await world.h.slash(OLA, "hex board")  # the default: the turn message comes down, phone picture
    posted = channel_posts(calls, World.CHANNEL)
    assert posted and shapes(posted) == ["portrait"] and await live_id(world) != live


async def test_a_team_game_says_its_teams_beside_the_phone_picture(world: World) -> None:
    await world.h.slash(
        ALA,
        "hex new",
        opponent=OLA,
        opponent2=EWA,
        opponent3=MOD,
        mode="2v2",
        armies="moloch,borgo,outpost,hegemony",
    )
    for who in (OLA, EWA, MOD):
        await world.h.slash(who, "hex accept")
    assert (await world.game()).status == "active"
    for _ in range(4):  # each HQ
        who = await world.player_to_act()
        hq = next(a for a in await world.legal() if a.verb == "hq")
        await world.h.slash(who, "hex place", tile="hq", hex=hq.hexes[0])
    content = text_of(world.h.message(await live_id(world)))
    teams = next(line for line in content.splitlines() if line.startswith("Teams of two: "))
    assert teams.count(" · ") == 1 and all(p.mention in teams for p in (ALA, OLA, EWA, MOD))
    assert "A: " in teams and "B: " in teams

    calls = await world.h.slash(EWA, "hex board", format="text")  # a listing: no picture, no such line
    assert all("Teams of two" not in c.content for c in followups(calls))
