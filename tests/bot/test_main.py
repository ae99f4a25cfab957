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
    assert entry.main(args) == 0
    assert "Nieznana komenda /hexinfo fly" in capsys.readouterr().out


def test_settings_never_print_a_database_password() -> None:
    shown = repr(Settings(db_path="postgresql://hex:s3cret@db.example:5432/hexbot"))
    assert "s3cret" not in shown and "db.example" in shown
