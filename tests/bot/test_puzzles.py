"""/hexpuzzle in the console (docs/puzzles.md): a whole solve with the panel's menus and
buttons or typed words, in English and Polish; judged by the outcome as the verifier judges
it; the battle told with its pictures and every winning play shown; Glicko-2 ratings moved on
a first answer only; votes; the server's leaderboard; the daily puzzle registered by a
moderator and posted once through the outbox; bad input answered privately, nothing changed."""

from __future__ import annotations

import random
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest

import i18n
from bot.app import build_app
from bot.console import OffsetClock
from bot.locale import acting
from bot.puzzles.glicko2 import Rating, attempt
from bot.storage import open_repository
from bot.usecases.puzzles import WEEKDAY_DIFFICULTY, catalogue, daily_key, pick_daily, seed_of
from rules.position import state_of
from rules.puzzle import plays as puzzle_plays
from rules.puzzle import resolve, solve
from tests.bot.helpers import ALA, CHANNEL, OLA, FakeClock, RecordingRenderer, console_and_say, make_service, run_line

SABOTEUR = "0056c2f538"  # Steel Police: the Saboteur on C3 (any facing) ends 3 HP ahead
MOVE = "0f91cc87b4"  # Outpost: the Move instant from C2


async def _snapshot(service) -> tuple[object, ...]:  # type: ignore[no-untyped-def]
    store = service.repo.stores.puzzles
    return (
        await store.open_attempt(ALA),
        await store.solver(ALA),
        await store.puzzle_ratings(),
        await store.votes(SABOTEUR),
        await store.channels(),
    )


@pytest.mark.parametrize("lang", ["en", "pl"])
async def test_a_whole_solve_in_the_console(db_path: str, lang: str) -> None:
    service = await make_service(db_path, FakeClock())
    console, say = console_and_say(service, Path(db_path).parent / "img", lang=lang)
    group = "/hexpuzzle play puzzle:" if lang == "en" else "/hexzagadka graj zagadka:"
    shown = await say(f"@ala {group}{SABOTEUR}")
    assert {"en": "Puzzle `0056c2f538`", "pl": "Zagadka `0056c2f538`"}[lang] in shown, shown
    assert {"en": "ahead of the enemy HQ", "pl": "przewagą co najmniej 3"}[lang] in shown
    assert "board.png" in shown and "?hex-saboteur:" in shown and "C3" in shown
    preview = await say("@ala ?hex-saboteur C3")
    assert "preview.png" in preview and "!confirm" in preview and "!face-n " in preview, preview
    turned = await say("@ala !face-n")
    assert {"en": "facing N —", "pl": "frontem na Pn —"}[lang] in turned, turned
    verdict = await say("@ala !confirm")
    solved = {"en": "✅ Solved", "pl": "✅ Rozwiązane"}[lang]
    north = {"en": "N", "pl": "Pn"}[lang]
    assert solved in verdict and f"C3 {north} " in verdict, verdict
    assert {"en": "Every winning play: ", "pl": "Wszystkie zwycięskie zagrania: "}[lang] in verdict
    every = {"en": "N/NE/SE/S/SW/NW", "pl": "Pn/Pn-Wsch/Pd-Wsch/Pd/Pd-Zach/Pn-Zach"}[lang]
    assert f"C3 {every}" in verdict  # every facing of the one key wins
    assert "initiative2.png" in verdict and "battle1-result.png" in verdict  # the battle, segment by segment
    assert {"en": "rating: 1500 → ", "pl": "zagadek: 1500 → "}[lang] in verdict, verdict
    voted = await say("@ala !vote-up")
    assert "1 👍 · 0 👎" in voted
    assert await service.repo.stores.puzzles.votes(SABOTEUR) == (1, 0)
    assert await service.repo.stores.puzzles.open_attempt(console.user("ala")) is None
    word = "leaderboard" if lang == "en" else "ranking"
    group = "/hexpuzzle" if lang == "en" else "/hexzagadka"
    board = await say(f"@ala {group} {word}")
    assert "1. @ala — 1" in board, board
    await service.repo.close()


async def test_typed_answers_in_polish_and_an_instant_from_its_menu(db_path: str) -> None:
    service = await make_service(db_path, FakeClock())
    console, say = console_and_say(service, Path(db_path).parent / "img", lang="pl")
    await say(f"@ala /hexzagadka graj zagadka:{SABOTEUR}")
    name = i18n.tile_name("steel-police", "saboteur", "pl")
    verdict = await say(f"@ala /hexzagadka odpowiedz żeton:{name} heks:c3 kierunek:S")
    assert "✅ Rozwiązane" in verdict, verdict

    await say(f"@ala /hexzagadka graj zagadka:{MOVE}")
    puzzle = catalogue()[MOVE]
    state = state_of(puzzle.code)
    ways = await say("@ala ?hex-move C2")
    assert "?play:" in ways, ways
    winning = next(a for a in puzzle_plays(state) if a.tile == "move" and puzzle.goal.reached(resolve(state, a)))
    verdict = await say(f"@ala ?play {' '.join([*winning.hexes, winning.facing]).strip()}")
    assert "✅ Rozwiązane" in verdict, verdict
    await service.repo.close()


async def test_the_outcome_judges_and_only_the_first_answer_is_rated(db_path: str) -> None:
    service = await make_service(db_path, FakeClock())
    puzzle = catalogue()[SABOTEUR]
    state = state_of(puzzle.code)
    losing = next(a for a in puzzle_plays(state) if not puzzle.goal.reached(resolve(state, a)))
    await run_line(service, f"/hexpuzzle play puzzle:{SABOTEUR}", None)
    failed = await run_line(service, f"/hexpuzzle answer play:{losing}", None)
    assert "❌ Not this time" in failed.text and failed.ephemeral, failed.text
    store = service.repo.stores.puzzles
    solver = await store.solver(ALA)
    rated = await store.puzzle_rating(SABOTEUR)
    expected_solver, expected_puzzle = attempt(Rating(1500.0, 350.0, 0.06), seed_of(puzzle), False)
    assert solver == pytest.approx((expected_solver.rating, expected_solver.rd, expected_solver.volatility))
    assert rated == pytest.approx((expected_puzzle.rating, expected_puzzle.rd, expected_puzzle.volatility))
    assert solver is not None and solver[0] < 1500 and rated is not None and rated[0] > seed_of(puzzle).rating

    await run_line(service, f"/hexpuzzle play puzzle:{SABOTEUR}", None)  # again: solved, not rated
    again = await run_line(service, "/hexpuzzle answer tile:saboteur hex:C3 facing:NE", None)
    assert "✅ Solved" in again.text and "Not rated" in again.text, again.text
    assert await store.solver(ALA) == solver and await store.puzzle_rating(SABOTEUR) == rated
    assert (await store.tried(ALA)) == {SABOTEUR: True}


async def test_every_winning_answer_counts_as_the_verifier_decides(db_path: str) -> None:
    service = await make_service(db_path, FakeClock())
    puzzle = catalogue()[SABOTEUR]
    state = state_of(puzzle.code)
    winners = solve(state).winning(puzzle.goal)
    assert len({o.action.facing for o in winners}) > 1
    for o in winners:
        await run_line(service, f"/hexpuzzle play puzzle:{SABOTEUR}", None)
        reply = await run_line(service, f"/hexpuzzle answer play:{o.action}", None)
        assert "✅ Solved" in reply.text, (o.action, reply.text)


async def test_a_new_puzzle_is_one_not_tried_of_what_was_asked(db_path: str) -> None:
    service = await make_service(db_path, FakeClock())
    easy = {p.id for p in catalogue().values() if p.difficulty == 1}
    seen = []
    for _ in easy:
        reply = await run_line(service, "/hexpuzzle play difficulty:1", None)
        seen.append(reply.text.split("`")[1])
    assert set(seen) == easy  # each one not tried before
    reply = await run_line(service, "/hexpuzzle play theme:push", None)
    (push,) = [p.id for p in catalogue().values() if "push" in p.themes]
    assert f"`{push}`" in reply.text
    reply = await run_line(service, "/hexpuzzle play army:Vegas", None)
    assert catalogue()[reply.text.split("`")[1]].army == "vegas"
    # matched to the rating: a newcomer (1500) gets one of the puzzles rated nearest it
    fresh = await run_line(service, "/hexpuzzle play", None, user=OLA)
    rating = seed_of(catalogue()[fresh.text.split("`")[1]]).rating
    assert rating == 1500.0


@pytest.mark.parametrize(
    ("lang", "line", "expected"),
    [
        ("en", "/hexpuzzle play puzzle:nothing", "There is no puzzle `nothing`"),
        ("pl", "/hexzagadka graj zagadka:nic", "Nie ma zagadki `nic`"),
        ("en", "/hexpuzzle play army:atlantis", "no puzzles for an army"),
        ("en", "/hexpuzzle play theme:rainbows", "not “rainbows”"),
        ("en", "/hexpuzzle answer tile:saboteur hex:C3 facing:N", "You are not solving a puzzle"),
        (
            "pl",
            "/hexzagadka odpowiedz żeton:x heks:C3",
            "Nie rozwiązujesz teraz zagadki: zacznij od `/hexzagadka graj`",
        ),
        ("en", "/hexpuzzle vote puzzle:0056c2f538 vote:up", "after you have answered"),
        ("en", "/hexmod dailypuzzle hour:9", "Only moderators"),
        ("pl", "/hexmod zagadkadnia godzina:9", "Tylko moderatorzy"),
    ],
)
async def test_bad_input_with_no_puzzle_is_private(db_path: str, lang: str, line: str, expected: str) -> None:
    service = await make_service(db_path, FakeClock())
    before = await _snapshot(service)
    reply = await run_line(service, line, None, lang=lang)
    assert reply.ephemeral and reply.refused and expected in reply.text, reply.text
    assert await _snapshot(service) == before


async def test_bad_answers_to_a_puzzle_change_nothing(db_path: str) -> None:
    service = await make_service(db_path, FakeClock())
    first = await run_line(service, f"/hexpuzzle play puzzle:{SABOTEUR}", None)
    preview = await run_line(service, "/hexpuzzle try tile:saboteur hex:C3 facing:N", first.version)
    confirm = next(b for b in preview.all_buttons if b.keyword == "confirm")
    second = await run_line(service, f"/hexpuzzle play puzzle:{MOVE}", None)
    before = await _snapshot(service)
    for line, version, expected in [
        (confirm.action, preview.version, "no longer solving"),  # a stale button: the puzzle changed
        ("/hexpuzzle show", first.version, "no longer solving"),
        ("/hexpuzzle answer tile:saboteur hex:C3 facing:N", None, "tile"),  # not a tile of this hand
        ("/hexpuzzle answer tile:move unit:A1 hex:A2 facing:N", None, "not possible in this puzzle"),
        ("/hexpuzzle answer play:place nonsense", None, ""),
        ("/hexpuzzle try tile:move hex:Z9", second.version, "Z9"),
    ]:
        with acting("en"):
            (reply,) = await service.commands.run(CHANNEL, ALA, line, version=version)
        assert reply.ephemeral and reply.refused and expected in reply.text, (line, reply.text)
        assert await _snapshot(service) == before
    # someone else's click on the panel: they solve no puzzle
    with acting("en"):
        (other,) = await service.commands.run(CHANNEL, OLA, confirm.action, version=preview.version)
    assert other.refused and "not solving a puzzle" in other.text


async def test_the_daily_puzzle_is_posted_once_a_day_harder_through_the_week(db_path: str) -> None:
    clock = OffsetClock(FakeClock(datetime(2025, 1, 6, 8, 0, tzinfo=UTC)))  # a Monday
    repo = await open_repository(db_path)
    service = build_app(repo, RecordingRenderer(), clock, rng=random.Random(1))
    console, say = console_and_say(service, Path(db_path).parent / "img", clock=clock)
    assert "daily puzzle is posted in this channel every day at 9:00 UTC" in await say(
        "@eve[mod] /hexmod dailypuzzle hour:9"
    )
    assert "Puzzle of the day" not in await say(":advance 30m")  # 08:30: not yet
    for step in ("1h", *["1d"] * 6):  # 09:30 on Monday, then every day
        out = await say(f":advance {step}")
        assert out.count("Puzzle of the day") == 1, out
        assert out.count("board.png") == 1, out  # the puzzle's board, drawn when posted
        assert "Puzzle of the day" not in await say(":advance 1m")  # once a day
    channel = console.channel_id
    dailies = await service.repo.stores.puzzles.dailies(channel)
    assert len(dailies) == 7 and len(set(dailies.values())) == 7  # never repeated
    difficulties = [catalogue()[dailies[d]].difficulty for d in sorted(dailies)]
    days = [date.fromisoformat(d).weekday() for d in sorted(dailies)]
    assert difficulties == [WEEKDAY_DIFFICULTY[w] for w in days]
    item = await service.deliveries.item(daily_key(channel, sorted(dailies)[0]))
    assert item is not None and item.status == "done"
    # its Solve button gives the puzzle privately
    solve_out = await say("@ala !solve")
    assert f"`{dailies[sorted(dailies)[-1]]}`" in solve_out and "board.png" in solve_out, solve_out
    today = await say("@ola /hexpuzzle daily")
    assert f"`{dailies[sorted(dailies)[-1]]}`" in today
    assert "No more daily puzzles" in await say("@eve[mod] /hexmod dailypuzzle state:off")
    assert "Puzzle of the day" not in await say(":advance 1d")
    await service.repo.close()


def test_a_channels_daily_puzzles_never_repeat_and_follow_the_weekday() -> None:
    puzzles = list(catalogue().values())
    used: set[str] = set()
    day = date(2025, 1, 6)
    for _ in range(len(puzzles)):
        pid = pick_daily(puzzles, used, day, 42)
        assert pid is not None and pid not in used
        used.add(pid)
        day += timedelta(days=1)
    assert pick_daily(puzzles, used, day, 42) is None
    # the same choice whichever process makes it; another channel's may differ
    monday = date(2025, 1, 6)
    assert pick_daily(puzzles, set(), monday, 1) == pick_daily(puzzles, set(), monday, 1)
    assert catalogue()[pick_daily(puzzles, set(), monday, 1) or ""].difficulty == 1
    assert catalogue()[pick_daily(puzzles, set(), monday + timedelta(days=6), 1) or ""].difficulty == 5


async def test_a_puzzle_of_every_army_is_solved_by_its_stored_solution(db_path: str) -> None:
    """The answer path accepts what the verifier found, for each army's first puzzle (the bench
    plays all of them: ``bench/bench_puzzles.py --puzzles 0``)."""
    service = await make_service(db_path, FakeClock())
    firsts = {}
    for p in sorted(catalogue().values(), key=lambda p: p.id):
        firsts.setdefault(p.army, p)
    assert len(firsts) >= 9
    for p in firsts.values():
        winning = solve(state_of(p.code)).winning(p.goal)
        assert {(o.action.tile, o.action.hexes[0] if o.action.hexes else "") for o in winning} == set(p.keys)
        await run_line(service, f"/hexpuzzle play puzzle:{p.id}", None)
        reply = await run_line(service, f"/hexpuzzle answer play:{winning[0].action}", None)
        assert "✅ Solved" in reply.text, (p.id, reply.text)
