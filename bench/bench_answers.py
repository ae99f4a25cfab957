"""Interactions answered under Discord faults (issue 32): games played through the real
discord.py bot on the fake Discord (tests/discord/harness.py, with Discord's time rules),
with faults injected into the interactions' own calls — callbacks, follow-ups, edits of the
original answer — at a given rate.

    python bench/bench_answers.py [--trials 20] [--rates 5,20] [--steps 20] [--seed 1]

Each trial starts a game (two players, both HQs placed), then plays ``--steps`` legal
actions through slash commands, each after the player looked at their hand (``/hex hand``:
deferred, then a private answer), while the faults (timeouts and reset connections that moved
Discord's clock, Cloudflare 429s, 5xx; a third of the timeouts, resets and 5xx "applied then
lost": Discord took the request, the bot never heard) hit that share of the answers. It counts:

- interactions, and those Discord never saw acknowledged (**unanswered**: the player saw
  "The application did not respond");
- **lost** actions (a legal action whose step did not change the game), **doubled** ones
  (a step that changed it by more than one version);
- **escaped** exceptions (an event's task ending with one, the loop's exception handler,
  discord.py's "Ignoring exception in …");
- the metric ``hexbot_interaction_failures_total`` by reason (when the bot has it).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import sys
import tempfile
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.metrics import Metrics  # noqa: E402
from tests.discord.conftest import World  # noqa: E402

ANSWER_FAULTS: tuple[int | str, ...] = ("timeout", "reset", 429, 500, 502, 503, 504)


async def trial(seed: int, rate: float, steps: int, folder: Path) -> Counter[str]:
    world = World(str(folder / f"trial-{seed}-{rate}.sqlite3"))
    world.check_invariants = lambda h: None  # type: ignore[method-assign]  # counted here instead
    await world.start(seed=seed)
    metrics = Metrics()
    world.h.bot.metrics = metrics  # type: ignore[attr-defined]
    out: Counter[str] = Counter()
    try:
        await world.start_game()
        await world.place_hqs()
        first = set(getattr(world.h.rest, "interactions", {}))
        world.h.rest.inject(["answer"], ANSWER_FAULTS, rate=rate, applied=0.3, rng=random.Random(seed))
        for _ in range(steps):
            game = await world.game()
            if game.status != "active":
                break
            await world.h.slash(await world.player_to_act(), "hex hand")  # a deferred, private answer
            before = (await world.game()).version
            await world.step()
            moved = (await world.game()).version - before
            out["actions"] += 1
            out["lost"] += moved == 0
            out["doubled"] += moved > 1
        world.h.rest.heal()
        tokens = set(getattr(world.h.rest, "interactions", {})) - first
        out["interactions"] += len(tokens)
        out["unanswered"] += len(tokens - world.h.rest.answered)
        out["escaped"] += len(getattr(world.h, "escaped", []))
        for sample in metrics.registry.collect():
            for s in sample.samples:
                if s.name == "hexbot_interaction_failures_total":
                    out["metric:" + s.labels["reason"]] += int(s.value)
    finally:
        await world.stop()
    return out


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--trials", type=int, default=20)
    parser.add_argument("--rates", default="5,20", help="fault rates in percent")
    parser.add_argument("--steps", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    logging.basicConfig(level=logging.CRITICAL)
    print("rate  trials  interactions  unanswered  lost  doubled  escaped  metric")
    with tempfile.TemporaryDirectory() as folder:
        for rate in (float(r) / 100 for r in args.rates.split(",")):
            total: Counter[str] = Counter()
            for n in range(args.trials):
                total += await trial(args.seed + n, rate, args.steps, Path(folder))
            metric = ", ".join(f"{k[7:]} {v}" for k, v in sorted(total.items()) if k.startswith("metric:"))
            print(
                f"{rate:4.0%}  {args.trials:6}  {total['interactions']:12}  {total['unanswered']:10}  "
                f"{total['lost']:4}  {total['doubled']:7}  {total['escaped']:7}  {metric or '-'}"
            )


if __name__ == "__main__":
    asyncio.run(main())
