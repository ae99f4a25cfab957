"""Benchmark of the bot's use cases: latency with rendering, throughput without, size on disk.

    python bench/bench_bot.py [--games 1000] [--actions 30] [--latency-actions 300]

Prints:
1. median and 99th-percentile time of one player action through ``App.act``
   (load, rules, SQLite write in WAL mode, board render in the render pool);
2. actions per second across ``--games`` concurrent games in one process, no rendering;
3. database bytes per finished game (games played to a result, file size after VACUUM);
4. Discord HTTP calls per turn over whole games played with slash commands through the real
   discord.py bot on the in-process fake Discord (tests/discord/harness.py), in a quiet channel:
   the calls on the channel (posts and edits with the bot's token) and all calls (interaction
   answers and private acknowledgements too), median and max, turns without a battle apart;
   two-player games, then four-player ones (``--discord-players``).

The players' choices are computed beforehand with the rules engine, so only the bot's
work is timed. Targets: p99 < 150 ms with render, >= 500 actions/s without, < 50 KB/game, at most 4
channel calls per turn without a battle, a median of at most 6 with one.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.app import App, build_app  # noqa: E402
from bot.rendering import NullRenderPool, Renderer, RenderPool  # noqa: E402
from bot.storage.sqlite import SqliteRepository  # noqa: E402
from rules.actions import Action  # noqa: E402
from rules.game import apply, legal_actions, new_game  # noqa: E402
from rules.state import GameState  # noqa: E402

ARMIES = ("moloch", "borgo", "outpost", "hegemony")
ALA, OLA = 1, 2


def clock() -> datetime:
    return datetime.now(UTC)


def policy(state: GameState, rng: random.Random) -> Action:
    """Seeded random legal actions that favour placing tiles (games end in ~100 actions)."""
    legal = legal_actions(state)
    by: dict[str, list[Action]] = {}
    for a in legal:
        by.setdefault(a.verb, []).append(a)
    for verb in ("hq", "choose"):
        if verb in by:
            return rng.choice(by[verb])
    if state.turn.needs_discard:
        return rng.choice(by["discard"])
    r = rng.random()
    if "place" in by and r < 0.75:
        return rng.choice(by["place"])
    if "play" in by and r < 0.85:
        return rng.choice(by["play"])
    return Action("end")


def script(armies: tuple[str, str], seed: int, rng: random.Random, limit: int) -> list[tuple[int, str]]:
    """(player, notation) for a game, precomputed with the engine."""
    state = new_game(armies, seed)
    out = []
    while state.phase != "over" and len(out) < limit:
        a = policy(state, rng)
        out.append((state.to_act, str(a)))
        state, _ = apply(state, a)
    return out


async def start(service: App, channel: int, rng: random.Random, limit: int = 10_000) -> list[tuple[int, str]]:
    armies = rng.sample(ARMIES, 2)
    await service.setup.new_game(channel, ALA, opponent_id=OLA, army=armies[0], opponent_army=armies[1])
    await service.setup.accept(channel, OLA)
    game = await service.repo.stores.games.live_game(channel)
    assert game is not None
    return script(game.armies, game.seed, rng, limit)


async def latency(tmp: Path, n_actions: int) -> tuple[list[float], bool]:
    repo = await SqliteRepository.open(tmp / "latency.sqlite3")
    pool: Renderer = RenderPool(workers=2)
    service = build_app(repo, pool, clock, rng=random.Random(1))
    rng = random.Random(2)
    times: list[float] = []
    rendered = True
    channel = 0
    while len(times) < n_actions:
        channel += 1
        plan = await start(service, channel, rng)
        for player, notation in plan:
            t0 = time.perf_counter()
            reply = await service.turns.act(channel, player, notation)
            times.append(time.perf_counter() - t0)
            assert not reply.ephemeral, reply.text
            rendered = rendered and bool(reply.images)
            if len(times) >= n_actions:
                break
    pool.close()
    await repo.close()
    return times, rendered


async def throughput(tmp: Path, games: int, per_game: int) -> tuple[int, float]:
    repo = await SqliteRepository.open(tmp / "throughput.sqlite3")
    service = build_app(repo, NullRenderPool(), clock, rng=random.Random(3))
    rng = random.Random(4)
    plans = [await start(service, c, rng, per_game) for c in range(1, games + 1)]

    async def play(channel: int, plan: list[tuple[int, str]]) -> int:
        for player, notation in plan:
            reply = await service.turns.act(channel, player, notation)
            assert not reply.ephemeral, reply.text
        return len(plan)

    t0 = time.perf_counter()
    done = await asyncio.gather(*(play(c, p) for c, p in enumerate(plans, start=1)))
    elapsed = time.perf_counter() - t0
    await repo.close()
    return sum(done), elapsed


async def size_per_game(tmp: Path, games: int) -> tuple[float, float]:
    path = tmp / "size.sqlite3"
    repo = await SqliteRepository.open(path)
    service = build_app(repo, NullRenderPool(), clock, rng=random.Random(5))
    rng = random.Random(6)
    actions = 0
    for c in range(1, games + 1):
        plan = await start(service, c, rng)
        for player, notation in plan:
            await service.turns.act(c, player, notation)
        actions += len(plan)
        game = await repo.stores.games.last_game(c)
        assert game is not None and game.status == "finished", "a game did not finish"
    await repo.close()
    import sqlite3

    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.execute("VACUUM")
    conn.close()
    return path.stat().st_size / games, actions / games


def discord_policy(state: GameState, rng: random.Random) -> Action:
    """Like :func:`policy`, with the actions a player types as slash commands here (no
    instants but battles): HQ, push choice, discard, place, battle, end."""
    legal = legal_actions(state)
    by: dict[str, list[Action]] = {}
    for a in legal:
        by.setdefault(a.verb, []).append(a)
    for verb in ("hq", "choose"):
        if verb in by:
            return rng.choice(by[verb])
    if state.turn.needs_discard:
        return rng.choice(by["discard"])
    battles = [a for a in by.get("play", []) if a.tile == "battle"]
    r = rng.random()
    if "place" in by and r < 0.75:
        return rng.choice(by["place"])
    if battles and r < 0.85:
        return battles[0]
    return Action("end")


async def start_discord_game(world: Any, players: int) -> None:
    """Ala challenges Ola (two players) or Ola, Ewa and Mod (four, every one for themselves)
    in the channel itself, and the others accept."""
    from tests.discord.conftest import ALA, EWA, MOD, OLA

    if players == 2:
        await world.start_game()
        return
    others = (OLA, EWA, MOD)[: players - 1]
    options = {f"opponent{i}" if i > 1 else "opponent": p for i, p in enumerate(others, start=1)}
    armies = ",".join(ARMIES[:players])
    await world.h.slash(ALA, "hex new", players=players, mode="ffa", armies=armies, where="channel", **options)
    for person in others:
        await world.h.slash(person, "hex accept")


async def discord_calls(
    tmp: Path, games: int, quiet: bool = True, players: int = 2
) -> tuple[list[int], list[int], list[int], list[int], list[int], int]:
    """Whole games of ``players`` through the real bot on the fake Discord: per turn, the
    calls on the channel and all calls, for turns without and with a battle; the new public
    messages of turns without a battle; and the actions played. ``quiet=False``: HEXBOT_QUIET=0."""
    from tests.discord.conftest import ALA, EWA, MOD, OLA, World
    from tests.discord.harness import Call

    def channel_calls(calls: list[Call]) -> int:
        return sum(1 for c in calls if c.via == "http" and c.path.startswith("/channels/"))

    def new_public_messages(calls: list[Call]) -> int:
        """Messages that appear in the channel: the bot's posts and public interaction answers."""
        posts = [c for c in calls if c.method == "POST" and c.path.endswith("/messages") and c.via == "http"]
        answers = [c for c in calls if c.via == "webhook" and c.method == "POST" and not c.ephemeral]
        return len(posts) + len([c for c in answers if not c.path.endswith("/callback") or c.callback_type == 4])

    quiet_channel: list[int] = []
    quiet_all: list[int] = []
    battle_channel: list[int] = []
    battle_all: list[int] = []
    public: list[int] = []
    actions = 0
    for g in range(games):
        world = World(str(tmp / f"discord{g}-{quiet}-{players}.sqlite3"), quiet=quiet)
        await world.start(seed=100 + g)
        rng = random.Random(200 + g)
        try:
            await start_discord_game(world, players)
            people = {p.id: p for p in (ALA, OLA, EWA, MOD)}
            while (await world.game()).status == "active":
                game = await world.game()
                state = GameState.loads(game.state_json)
                who = people[game.players[state.to_act - 1]]
                start_at = len(world.h.rest.calls)
                battle = False
                while True:
                    a = discord_policy(state, rng)
                    battle = battle or (a.verb == "play" and a.tile == "battle")
                    if a.verb == "hq":
                        await world.h.slash(who, "hex place", tile="hq", hex=a.hexes[0])
                    elif a.verb == "discard":
                        await world.h.slash(who, "hex discard", tile=a.tile)
                    elif a.verb == "place":
                        await world.h.slash(who, "hex place", tile=a.tile, hex=a.hexes[0], facing=a.facing)
                    elif a.verb == "choose":
                        await world.h.slash(who, "hex choose", hex=a.hexes[0])
                    elif a.verb == "play":
                        await world.h.slash(who, "hex play", tile="battle")
                    else:
                        await world.h.slash(who, "hex end")
                    actions += 1
                    after = GameState.loads((await world.game()).state_json)
                    calls = world.h.rest.calls[start_at:]
                    battle = battle or any("/threads" in c.path for c in calls)
                    if after.phase == "over" or after.to_act != state.to_act or after.turn_number != state.turn_number:
                        break
                    state = after
                calls = world.h.rest.calls[start_at:]
                (battle_channel if battle else quiet_channel).append(channel_calls(calls))
                if not battle:
                    public.append(new_public_messages(calls))
                (battle_all if battle else quiet_all).append(len(calls))
        finally:
            await world.stop()
    return quiet_channel, quiet_all, battle_channel, battle_all, public, actions


def sensible_placement(state: GameState) -> Action | None:
    """The placement a sensible player makes now: the one the medium level's evaluation
    rates best among every tile of the hand, hex and facing (``None``: none is legal)."""
    from rules.ai.greedy import evaluate

    me = state.to_act
    places = [a for a in legal_actions(state) if a.verb == "place"]
    return max(places, key=lambda a: evaluate(apply(state, a)[0], me), default=None)


async def button_calls(tmp: Path, games: int, players: int = 2, real_pictures: bool = True) -> dict[str, list[int]]:
    """Whole games played with buttons only, as a player on a phone would, through the real
    bot on the fake Discord (quiet channel): My tiles on the turn message opens the private
    hand, which refreshes in place after each action; a tile is placed by choosing its hex in
    the tile's menu (the preview opens there, facing as the board suggests), a facing button
    when the facing differs from the one the player wants, then Confirm; a discard, a Battle
    and End turn are one click each. What the player wants: a sensible placement (the best
    by the medium level's evaluation) when the turn goes on, else as :func:`discord_policy`.

    Per placement: the interactions from the hand to the placed tile; per turn: all HTTP
    calls (interaction answers included) and those on the channel, turns without and with
    a battle apart; per preview: the bytes uploaded."""
    import renderer
    from tests.discord.conftest import ALA, EWA, MOD, OLA, World
    from tests.discord.harness import Call, button, select_menu

    seats = [ALA, OLA, EWA, MOD][:players]
    out: dict[str, list[int]] = {
        k: [] for k in ("place", "turn", "turn_channel", "battle", "battle_channel", "preview_bytes", "interactions")
    }

    def on_channel(calls: list[Call]) -> int:
        return sum(1 for c in calls if c.via == "http" and c.path.startswith("/channels/"))

    for g in range(games):
        world = World(str(tmp / f"buttons{players}-{g}.sqlite3"), backend=renderer if real_pictures else None)
        await world.start(seed=300 + g)
        rng = random.Random(400 + g)
        h = world.h
        try:
            extra = {f"opponent{k}": seats[k] for k in range(2, players)}
            await h.slash(ALA, "hex new", opponent=OLA, players=players, first="me", **extra)
            for who in seats[1:]:
                await h.slash(who, "hex accept")
            people = {p.id: p for p in seats}
            while (await world.game()).status == "active":
                game = await world.game()
                state = GameState.loads(game.state_json)
                who = people[game.players[state.to_act - 1]]
                live = await world.app.live.live_message(game.id)  # type: ignore[union-attr]
                start_at = len(h.rest.calls)
                clicks = 0
                battle = False
                if state.pending is not None:  # a push choice: on the turn message
                    a = rng.choice(legal_actions(state))
                    await h.slash(who, "hex choose", hex=a.hexes[0])
                    continue
                assert live is not None
                calls = await h.click(who, h.message(live.message_id), button(h.message(live.message_id), "tiles"))
                clicks += 1
                panel = next(c.response["resource"]["message"] for c in calls if c.callback_type == 4)
                panel_id = panel["id"]
                while True:
                    a = discord_policy(state, rng)
                    if a.verb == "place" or a not in legal_actions(state):  # Dancer's set-up: its Objects
                        a = sensible_placement(state) or a
                    panel = h.message(panel_id)
                    if a.verb in ("hq", "place"):
                        tile = "hq" if a.verb == "hq" else a.tile
                        at = len(h.rest.calls)
                        try:
                            menu = select_menu(panel, f"on-{tile}")
                            await h.choose(who, panel, menu["custom_id"], f"/preview tile:{tile} hex:{a.hexes[0]}")
                        except KeyError:  # one legal hex: Place opens the preview there
                            await h.click(who, panel, button(panel, f"/preview tile:{tile}"))
                        n = 1
                        preview = h.message(panel_id)
                        if a.verb == "place" and a.facing is not None and _shown_facing(preview) != a.facing:
                            await h.click(who, preview, _facing_button(preview, a.facing))
                            n += 1
                        await h.click(who, h.message(panel_id), button(h.message(panel_id), "confirm"))
                        n += 1
                        out["preview_bytes"].extend(
                            len(data) for c in h.rest.calls[at:] for name, data in c.files if name == "preview.png"
                        )
                        out["place"].append(n)
                        clicks += n
                    else:
                        if a.verb == "discard":
                            key = f"/discard tile:{a.tile}"
                        elif a.verb == "play":
                            key, battle = "/play tile:battle", True
                        else:
                            key = "/end"
                        await h.click(who, panel, button(panel, key))
                        clicks += 1
                    after = GameState.loads((await world.game()).state_json)
                    battle = battle or any("/threads" in c.path for c in h.rest.calls[start_at:])
                    if after.phase == "over" or after.to_act != state.to_act or after.turn_number != state.turn_number:
                        break
                    state = after
                calls = h.rest.calls[start_at:]
                out["battle" if battle else "turn"].append(len(calls))
                out["battle_channel" if battle else "turn_channel"].append(on_channel(calls))
                out["interactions"].append(clicks)
        finally:
            await world.stop()
    return out


def _facing_buttons(message: dict[str, object]) -> dict[str, dict[str, object]]:
    """A preview's facing buttons by facing code."""
    from tests.discord.harness import components_of

    out: dict[str, dict[str, object]] = {}
    for c in components_of(message):
        cid = str(c.get("custom_id", ""))
        if c.get("type") == 2 and "/preview " in cid and " facing:" in cid:
            out[cid.rsplit("facing:", 1)[-1]] = c
    return out


def _shown_facing(message: dict[str, object]) -> str | None:
    """The facing a preview shows: its primary facing button's."""
    return next((code for code, c in _facing_buttons(message).items() if c.get("style") == 1), None)


def _facing_button(message: dict[str, object], code: str) -> str:
    return str(_facing_buttons(message)[code]["custom_id"])


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--actions", type=int, default=30, help="actions per game in the throughput run")
    p.add_argument("--latency-actions", type=int, default=300)
    p.add_argument("--size-games", type=int, default=100)
    p.add_argument("--discord-games", type=int, default=2, help="whole games through the fake Discord")
    p.add_argument("--only-discord", action="store_true", help="only the Discord calls per turn")
    p.add_argument(
        "--discord-players", default="2,4", help="players per game through the fake Discord (comma-separated)"
    )
    p.add_argument("--button-games", type=int, default=2, help="whole games played with buttons, per player count")
    p.add_argument("--only-buttons", action="store_true", help="only the button path")
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        for players in (2, 4) if args.button_games else ():
            b = asyncio.run(button_calls(tmp, args.button_games, players))

            def spread(xs: list[int]) -> str:
                return f"median {statistics.median(xs):g}, max {max(xs)}" if xs else "none"

            kb = [x / 1024 for x in b["preview_bytes"]]
            print(
                f"button path, {players} players ({args.button_games} whole games, "
                f"{len(b['turn']) + len(b['battle'])} turns, {len(b['place'])} placements): interactions to place a "
                f"tile {spread(b['place'])} [goal median <= 3]; HTTP calls per turn without a battle "
                f"{spread(b['turn'])} [goal median <= 8] (on the channel {spread(b['turn_channel'])}), with a battle "
                f"{spread(b['battle'])} (on the channel {spread(b['battle_channel'])}); interactions per turn "
                f"{spread(b['interactions'])}; preview picture "
                + (f"mean {statistics.mean(kb):.1f} KB, max {max(kb):.1f} KB" if kb else "none")
            )
        if args.only_buttons:
            return
        if args.discord_games:

            def stats(xs: list[int]) -> str:
                return f"median {statistics.median(xs):g}, max {max(xs)}" if xs else "none"

            counts = [int(n) for n in args.discord_players.split(",") if n.strip()]
            for players, quiet in ((n, q) for n in counts for q in (True, False)):
                qc, qa, bc, ba, pub, n_actions = asyncio.run(discord_calls(tmp, args.discord_games, quiet, players))
                mode = "quiet channel" if quiet else "HEXBOT_QUIET=0"
                if players != 2:  # the two-player lines read as they always did
                    mode += f", {players} players"
                print(
                    f"Discord HTTP calls per turn, {mode} ({args.discord_games} whole games, {len(qc) + len(bc)} "
                    f"turns, {n_actions} slash commands): without a battle, on the channel {stats(qc)}"
                    f"{' [target <= 4]' if quiet else ''}, all calls {stats(qa)}, new public messages "
                    f"{stats(pub)}; with a battle, on the channel {stats(bc)}"
                    f"{' [target median <= 6]' if quiet else ''}, all calls {stats(ba)}"
                )
        if args.only_discord:
            return
        times, rendered = asyncio.run(latency(tmp, args.latency_actions))
        ms = sorted(t * 1000 for t in times)
        p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
        note = "" if rendered else "  (renderer unavailable: NO IMAGES were rendered)"
        print(
            f"action latency with render ({len(ms)} actions): median {statistics.median(ms):.1f} ms, "
            f"p99 {p99:.1f} ms, max {ms[-1]:.1f} ms  [target p99 < 150 ms]{note}"
        )
        n, elapsed = asyncio.run(throughput(tmp, args.games, args.actions))
        print(
            f"throughput without render: {n} actions over {args.games} concurrent games in {elapsed:.2f} s "
            f"= {n / elapsed:.0f} actions/s  [target >= 500/s]"
        )
        size, per = asyncio.run(size_per_game(tmp, args.size_games))
        print(
            f"database size per finished game: {size / 1024:.1f} KB ({size:.0f} bytes; "
            f"{per:.0f} actions per game, {args.size_games} games)  [target < 50 KB]"
        )


if __name__ == "__main__":
    main()
