"""``python -m bot``: Discord with a token, the console otherwise (or when the adapter is missing)."""

from __future__ import annotations

import argparse
import importlib
from pathlib import Path
from types import ModuleType

import pytest

import bot.__main__ as entry
from bot.config import Settings


def _record_console(calls: list[str]):  # type: ignore[no-untyped-def]
    async def fake(settings: Settings, args: argparse.Namespace) -> int:
        calls.append(str(settings.db_path))
        return 0

    return fake


def test_console_without_token(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    calls: list[str] = []
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.setattr(entry, "run_console", _record_console(calls))
    assert entry.main(["--db", "/tmp/x.sqlite3"]) == 0
    assert calls == ["/tmp/x.sqlite3"]
    assert "No DISCORD_TOKEN set" in capsys.readouterr().err


def test_falls_back_when_the_adapter_is_missing(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    calls: list[str] = []
    real = importlib.import_module

    def no_adapter(name: str, package: str | None = None) -> ModuleType:
        if name == "bot.discord_adapter":
            raise ImportError("no module named discord")
        return real(name, package)

    monkeypatch.setenv("DISCORD_TOKEN", "not-a-real-token")
    monkeypatch.setattr(entry.importlib, "import_module", no_adapter)
    monkeypatch.setattr(entry, "run_console", _record_console(calls))
    assert entry.main([]) == 0
    assert calls and "starting the console instead" in capsys.readouterr().err


def test_discord_with_token(monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[object] = []

    async def run_discord(settings: Settings, *, sync_commands: bool | None = None) -> None:
        started.append((settings.discord_token, sync_commands))

    fake = ModuleType("bot.discord_adapter")
    fake.run_discord = run_discord  # type: ignore[attr-defined]
    monkeypatch.setenv("DISCORD_TOKEN", "tok")
    monkeypatch.setattr(entry.importlib, "import_module", lambda name, package=None: fake)
    assert entry.main(["--sync"]) == 0
    assert started == [("tok", True)]


def test_settings_from_env() -> None:
    s = Settings.from_env(
        {"HEXBOT_DB": "/data/x.db", "HEXBOT_DEV_GUILD": "123", "HEXBOT_REMINDER_HOURS": "2", "DISCORD_TOKEN": "secret"}
    )
    assert str(s.db_path) == "/data/x.db" and s.dev_guild == 123 and s.reminder_first.total_seconds() == 7200
    assert "secret" not in repr(s)
    assert Path(Settings.from_env({}).db_path) == Path("data/hexbot.sqlite3")


def test_the_console_language_flag(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path
    script = folder / "lines.txt"
    script.write_text("@ala /hexinfo fly\n", encoding="utf-8")
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    args = ["--console", "--no-images", "--lang", "pl", "--db", str(folder / "x.sqlite3"), "--script", str(script)]
    assert entry.main(args) == 1  # the line was refused: the script says so in its exit code
    assert "Nieznana komenda /hexinfo fly" in capsys.readouterr().out


def test_settings_never_print_a_database_password() -> None:
    shown = repr(Settings(db_path="postgresql://hex:s3cret@db.example:5432/hexbot"))
    assert "s3cret" not in shown and "db.example" in shown


def _script(tmp_path: Path, *lines: str) -> Path:
    script = tmp_path / "lines.txt"
    script.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return script


def test_a_script_stops_at_the_first_line_that_fails_and_exits_1(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    script = _script(tmp_path, "@ala /hexinfo rules", "@ala /hex place tile:runner hex:B2", "@ala /hexinfo version")
    base = ["--no-images", "--db", str(tmp_path / "x.sqlite3"), "--script", str(script)]
    assert entry.main(base) == 1
    out, err = capsys.readouterr()
    assert out.count("\n> ") + out.startswith("> ") == 2 and "rules engine" not in out
    assert "1 line(s) of" in err and "Traceback" not in err
    assert entry.main([*base, "--keep-going"]) == 1  # every line runs; the failure still counts
    assert "rules engine: game format" in capsys.readouterr().out
    assert entry.main([*base[:-1], str(_script(tmp_path, "@ala /hexinfo version"))]) == 0


def test_a_script_never_continues_a_game_it_did_not_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Without --db (or HEXBOT_DB) each script run has a fresh database: the same script
    starts its game twice (with one shared database the second /hex new would be refused)."""
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.delenv("HEXBOT_DB", raising=False)
    monkeypatch.chdir(tmp_path)
    script = _script(tmp_path, "@ala /hex new opponent:@ola", "@ola /hex accept")
    for _ in range(2):
        assert entry.main(["--no-images", "--script", str(script)]) == 0, capsys.readouterr()
        assert "already has a game" not in capsys.readouterr().out
    assert not (tmp_path / "data").exists()  # nothing left in the console's default database


def test_a_missing_script_is_one_line_and_exit_2(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    assert entry.main(["--script", str(tmp_path / "nope.txt")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [f"hexbot: cannot read the script {tmp_path / 'nope.txt'}: No such file or directory"]


def test_a_refused_token_or_no_network_is_one_line_and_exit_1(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from bot.discord_adapter import DiscordUnreachable

    async def run_discord(settings: Settings, *, sync_commands: bool | None = None) -> None:
        raise DiscordUnreachable("cannot reach Discord (ClientConnectorError: no route): check the network")

    fake = ModuleType("bot.discord_adapter")
    fake.run_discord = run_discord  # type: ignore[attr-defined]
    fake.DiscordUnreachable = DiscordUnreachable  # type: ignore[attr-defined]
    monkeypatch.setenv("DISCORD_TOKEN", "tok")
    monkeypatch.setattr(entry.importlib, "import_module", lambda name, package=None: fake)
    assert entry.main([]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1] == "hexbot: cannot reach Discord (ClientConnectorError: no route): check the network"
    assert not any("Traceback" in line for line in err)


@pytest.mark.parametrize(
    ("lang", "press", "choose"), [("en", "@ala !keyword", "@ala ?menu C3"), ("pl", "@ala !słowo", "@ala ?menu C3")]
)
def test_help_says_how_to_press_a_button_and_choose_in_a_menu(
    lang: str, press: str, choose: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        entry.main(["--lang", lang, "--help"])
    shown = capsys.readouterr().out
    assert press in shown and choose in shown and ":help" in shown
