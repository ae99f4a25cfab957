"""The ``/wz`` use cases: a procedure rolled by the bot or with the player's dice, the
channel's roll log, details rebuilt from storage, mistakes answered privately, and every
text in the reader's language."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

import i18n
from bot.app import App
from bot.commands.syntax import line_of
from bot.locale import acting
from bot.usecases.warzone import procedure_keys
from tests.bot.helpers import ALA, CHANNEL, OLA, FakeClock, make_service

ROOT = Path(__file__).resolve().parents[2]
SHOOT = {"ws": "12", "distance": "8", "weapon-mod": "0", "shots": "3", "jam": "19", "dam": "12", "cover": "soft"}
ENGLISH_ONLY = ("hits out of", "target", "Dice", "rules:", "die ", "Roll #", "Options")
POLISH_ONLY = ("trafie", "wartość docelowa", "Kości", "zasady:", "kość", "Rzut #", "Opcje")


def _doc_examples() -> list[tuple[str, dict[str, str]]]:
    """The one-line examples of docs/warzone.md as (procedure, options)."""
    text = (ROOT / "docs" / "warzone.md").read_text(encoding="utf-8")
    out = []
    for line in re.findall(r"^python -m warzone (.+)$", text, flags=re.MULTILINE):
        name, *pairs = shlex.split(line)
        out.append((name, dict(p.split("=", 1) for p in pairs)))
    return out


async def test_a_seeded_roll_is_public_stored_and_reproducible(db_path: str, tmp_path: Path) -> None:
    texts = []
    for n in range(2):
        service = await make_service(str(tmp_path / f"seeded-{n}.sqlite3"), FakeClock(), seed=5)
        reply = await service.warzone.wz_run(CHANNEL, ALA, "shoot", SHOOT)
        texts.append(reply.text)
        assert not reply.ephemeral
        assert reply.text.startswith(f"🎲 <@{ALA}> · shoot #1: ")
        assert "out of 3 (target 10)" in reply.text  # WS 12, soft cover −2
        assert "Dice (rolled by the bot): " in reply.text
        assert [line_of(b.action) for b in reply.buttons] == ["/wz details roll:1"]
        (row,) = await service.repo.stores.rolls.rolls(CHANNEL, 10)
        assert (row.id, row.user_id, row.command) == (1, ALA, "shoot")
        await service.repo.close()
    assert texts[0] == texts[1]  # the same service seed, the same dice


async def test_the_players_own_dice_are_used_and_marked(service: App) -> None:
    reply = await service.warzone.wz_run(CHANNEL, ALA, "shoot", SHOOT, more="aim=1", rolls="1,9,20")
    assert reply.text.splitlines() == [
        f"🎲 <@{ALA}> · shoot #1: 2 hits out of 3 (target 13); the weapon jammed.",
        "Dice (the player's own): 1, 9, 20",
    ]
    details = await service.warzone.wz_details(CHANNEL, OLA, 1)
    assert details.ephemeral
    assert details.text.splitlines()[1:] == [
        "Options: aim=1, ws=12, distance=8, weapon-mod=0, shots=3, jam=19, dam=12, cover=soft",
        "Dice (the player's own): 1, 9, 20",
        "2 hits out of 3 (target 13); the weapon jammed.",
        "range band: SR (6–12″)",
        "target 13 (WS (shooting skill) 12)",
        "  soft cover −2 (10.1.2)",
        "  aiming +3 (6.6)",
        "die 1: 1 — critical hit (+4 Dam), Dam 16",
        "die 2: 9 — hit, Dam 12",
        "die 3: 20 — jam! the weapon needs an action to clear",
        "rules: 6.3, 6.2.1, 10.1.2, 6.6, 6.2.3, 6.4",
    ]
    assert details.text.startswith(f"Roll #1: shoot by <@{ALA}>, 2025-01-01 12:00 UTC")


async def test_unused_dice_are_reported(service: App) -> None:
    reply = await service.warzone.wz_run(CHANNEL, ALA, "test", {"stat": "13"}, rolls="4,17")
    assert reply.text.endswith("Dice (the player's own): 4 (1 die given was not needed)")


@pytest.mark.parametrize(
    ("procedure", "options", "more", "rolls", "expected"),
    [
        (
            "shoot",
            {**SHOOT, "cover": "mud"},
            None,
            None,
            "cover cannot be “mud” (allowed: none,soft,hard,fortification)",
        ),
        ("shoot", {"distance": "8"}, None, None, "ws is missing"),
        ("shoot", SHOOT, "scope=maybe", None, "scope must be true or false, not “maybe”"),
        ("shoot", SHOOT, "nonsense", None, "Write options as key=value, not “nonsense”"),
        ("shoot", SHOOT, "spin=3", None, "There is no option “spin” (allowed: ws,distance,band,weapon-mod"),
        ("shoot", SHOOT, None, "1,9", "Not enough dice: one more is needed"),
        ("shoot", SHOOT, None, "1,9,21", "The roll 21 is not on the die (allowed: 1..20)"),
        ("morale", {"dw": "13", "start": "10", "current": "10"}, None, None, "current must be below"),
        ("fly", {}, None, None, "There is no command “fly” (allowed: test,opposed,"),
        ("shoot", SHOOT, "seed=4", None, "a seed cannot be chosen"),
    ],
)
async def test_mistakes_are_private_name_the_field_and_store_nothing(
    service: App, procedure: str, options: dict[str, str], more: str | None, rolls: str | None, expected: str
) -> None:
    reply = await service.warzone.wz_run(CHANNEL, ALA, procedure, options, more=more, rolls=rolls)
    assert reply.ephemeral and not reply.buttons
    assert expected in reply.text
    assert await service.repo.stores.rolls.rolls(CHANNEL, 25) == []


async def test_the_log_lists_the_channels_rolls_in_order(service: App, clock: FakeClock) -> None:
    await service.warzone.wz_run(CHANNEL, ALA, "test", {"stat": "12"}, rolls="3")
    clock.advance(minutes=5)
    await service.warzone.wz_run(CHANNEL, OLA, "morale", {"dw": "13", "start": "10", "current": "5"}, rolls="15")
    await service.warzone.wz_run(CHANNEL + 1, OLA, "arbiter", {}, rolls="14")  # another channel
    clock.advance(minutes=1)
    await service.warzone.wz_run(CHANNEL, ALA, "range", {"distance": "17"})
    log = await service.warzone.wz_log(CHANNEL, OLA)
    assert not log.ephemeral and not log.mentions
    assert log.text.splitlines() == [
        "The last 3 rolls in this channel:",
        f"#1 · 2025-01-01 12:00 UTC · <@{ALA}> · test (own dice): Success: 3 against 12.",
        f"#2 · 2025-01-01 12:05 UTC · <@{OLA}> · morale (own dice): Panic test failed: the unit is Panicked.",
        f"#4 · 2025-01-01 12:06 UTC · <@{ALA}> · range: Range band: MR.",
    ]
    assert (await service.warzone.wz_log(CHANNEL, ALA, limit=1)).text.splitlines()[1].startswith("#4 ")
    assert (await service.warzone.wz_log(CHANNEL, ALA, limit=99)).ephemeral
    assert (await service.warzone.wz_log(CHANNEL + 2, ALA)).text == "No Warzone rolls in this channel yet."


async def test_details_are_rebuilt_from_storage_after_a_restart(db_path: str, clock: FakeClock) -> None:
    first = await make_service(db_path, clock)
    await first.warzone.wz_run(CHANNEL, ALA, "melee", {"ww": "12", "attacks": "2", "dam": "10", "charge": "true"})
    await first.warzone.wz_run(
        CHANNEL, ALA, "armour", {"p": "14", "dam": "12", "mult": "2", "armoured": "true", "zw": "2"}
    )
    before = {}
    for lang in ("en", "pl"):
        with acting(lang):
            before[lang] = [(await first.warzone.wz_details(CHANNEL, OLA, n)).text for n in (1, 2)]
    await first.repo.close()

    again = await make_service(db_path, clock, seed=999)  # another rng: nothing is rerolled
    for lang in ("en", "pl"):
        with acting(lang):
            assert [(await again.warzone.wz_details(CHANNEL, OLA, n)).text for n in (1, 2)] == before[lang]
    assert (await again.warzone.wz_details(CHANNEL + 1, OLA, 1)).text == "There is no roll #1 in this channel."
    (reply,) = await again.commands.run(CHANNEL, OLA, "/wz details roll:9")
    assert reply.ephemeral and "#9" in reply.text
    await again.repo.close()


async def test_polish_and_english_never_leak_into_each_other(service: App) -> None:
    for lang, foreign in (("pl", ENGLISH_ONLY), ("en", POLISH_ONLY)):
        with acting(lang):
            public = await service.warzone.wz_run(CHANNEL, ALA, "shoot", SHOOT, rolls="1,9,20")
            roll_id = int(line_of(public.buttons[0].action).rsplit(":", 1)[1])
            details = await service.warzone.wz_details(CHANNEL, ALA, roll_id)
            log = await service.warzone.wz_log(CHANNEL, ALA)
            mistake = await service.warzone.wz_run(CHANNEL, ALA, "shoot", {**SHOOT, "cover": "mud"})
            help_text = (await service.warzone.wz_help(CHANNEL, ALA, "shoot")).text
        for text in (public.text, details.text, log.text, mistake.text, public.buttons[0].label):
            assert not any(word in text for word in foreign), (lang, text)
        kinds = ("(required): a number", "yes or no") if lang == "pl" else ("(wymagane): liczba", "tak lub nie")
        assert not any(kind in help_text for kind in kinds), (lang, help_text)
    with acting("pl"):
        reply = await service.warzone.wz_run(CHANNEL, ALA, "shoot", SHOOT, rolls="1,9,20")
    assert reply.text.splitlines() == [
        f"🎲 <@{ALA}> · strzał #3: 2 trafienia na 3 (wartość docelowa 10); broń się zacięła.",
        "Kości (własne gracza): 1, 9, 20",
    ]
    assert reply.buttons[0].label == "Szczegóły"


@pytest.mark.parametrize("lang", ["en", "pl", i18n.PSEUDO])
async def test_every_documented_example_is_explained_from_the_catalogue(service: App, lang: str) -> None:
    """Each example of docs/warzone.md, rolled by the bot, explains itself with catalogue
    texts only: no message id leaks (a missing id comes back as itself)."""
    for procedure, options in _doc_examples():
        options.pop("rolls", None)
        with acting(lang):
            reply = await service.warzone.wz_run(CHANNEL, ALA, procedure, options)
            assert not reply.ephemeral, (procedure, reply.text)
            roll_id = int(line_of(reply.buttons[0].action).rsplit(":", 1)[1])
            details = await service.warzone.wz_details(CHANNEL, ALA, roll_id)
        for text in (reply.text, details.text):
            assert not re.search(r"\bwz-[a-z-]+", text), (procedure, text)
        if lang == i18n.PSEUDO:  # every sentence is accented: no plain English words got through
            sentences = [line for n, line in enumerate(details.text.splitlines()) if n != 1]  # line 1: the keys
            assert not re.search(r"\b(the|target|hits?|rules|die)\b", " ".join(sentences)), (procedure, details.text)


async def test_help_lists_procedures_and_keys(service: App) -> None:
    everything = await service.warzone.wz_help(CHANNEL, ALA)
    assert everything.ephemeral and "`vehicle-damage` — Vehicle damage table." in everything.text
    shoot = (await service.warzone.wz_help(CHANNEL, ALA, "shoot")).text.splitlines()
    assert shoot[:3] == ["`shoot` — Shooting action.", "• ws (required): a number", "• distance: a number"]
    assert "• cover: one of: none, soft, hard, fortification" in shoot
    assert "• scope: yes or no" in shoot
    assert (await service.warzone.wz_help(CHANNEL, ALA, "fly")).ephemeral


async def test_autocomplete_offers_procedures_keys_and_allowed_values(service: App) -> None:
    assert (await service.warzone.wz_complete_commands("sh"))[0] == ("shoot — Shooting action.", "shoot")
    assert [v for _, v in await service.warzone.wz_complete_commands("damage")] == ["vehicle-damage"]
    assert len(await service.warzone.wz_complete_commands("")) == 25
    assert [v for _, v in await service.warzone.wz_complete_values("shoot", "cover", "")] == [
        "none",
        "soft",
        "hard",
        "fortification",
    ]
    assert await service.warzone.wz_complete_values("shoot", "cover", "h") == [("hard", "hard")]
    with acting("pl"):
        assert await service.warzone.wz_complete_values("shoot", "scope", "") == [("tak", "true"), ("nie", "false")]
    assert await service.warzone.wz_complete_values("shoot", "ws", "12") == [("12", "12")]
    assert ("anti-armour,bane", "anti-armour,bane") in await service.warzone.wz_complete_values(
        "armour", "traits", "anti-armour,ba"
    )
    assert await service.warzone.wz_complete_more("shoot", "ws=12 cov") == [("ws=12 cover=", "ws=12 cover=")]
    assert await service.warzone.wz_complete_more("shoot", "aim=1 cover=so") == [
        ("aim=1 cover=soft", "aim=1 cover=soft")
    ]
    keys = [v for _, v in await service.warzone.wz_complete_more("morale", "dw=13 ")]
    assert "dw=13 start=" in keys and "dw=13 dw=" not in keys
    assert await service.warzone.wz_complete_more("nothing", "x") == []


def test_every_key_of_every_procedure_has_a_kind() -> None:
    from warzone.cli import COMMANDS

    for name in COMMANDS:
        for key in procedure_keys(name):
            assert key.kind in ("number", "yes-no", "list", "text", "choice"), (name, key)
            assert "_" not in key.name


def test_every_bot_text_of_the_companion_is_used() -> None:
    source = "".join(
        (ROOT / "bot" / "usecases" / f).read_text(encoding="utf-8") for f in ("warzone.py", "warzone_text.py")
    )
    text = (ROOT / "i18n" / "locales" / "en" / "warzone.ftl").read_text(encoding="utf-8")
    for msg_id in re.findall(r"^(wz-bot-[a-z-]+) =", text, flags=re.MULTILINE):
        assert f'"{msg_id}"' in source or msg_id.startswith("wz-bot-kind-"), msg_id


def test_every_procedure_key_and_value_has_a_name_in_both_languages() -> None:
    """What a reply shows of a roll is named in the reader's language (players type the keys)."""
    from bot.usecases.warzone import procedure_keys
    from warzone import cli

    for procedure in cli.COMMANDS:
        assert i18n.has(f"wz-proc-{procedure}", "pl") and i18n.has(f"wz-proc-{procedure}", "en"), procedure
        for key in procedure_keys(procedure):
            assert i18n.has(f"wz-key-{key.name}", "pl") and i18n.has(f"wz-key-{key.name}", "en"), key
            if key.kind in ("choice", "list"):
                for value in key.allowed:
                    assert i18n.has(f"wz-value-{value}", "pl") and i18n.has(f"wz-value-{value}", "en"), value
    assert i18n.t("en", "wz-proc-shoot") == "shoot" and i18n.t("pl", "wz-proc-shoot") == "strzał"
