"""The renderer depends on rules, the message catalogue (i18n), Pillow and pyphen (the
hyphenation of long tile names on phone pictures) only, and keeps no module-level mutable
state."""

from __future__ import annotations

import ast
from pathlib import Path

RENDERER = Path(__file__).parents[2] / "renderer"
ALLOWED = {"rules", "renderer", "i18n", "PIL", "pyphen", "__future__"}
STDLIB = {"collections", "dataclasses", "functools", "importlib", "io", "math", "types", "typing", "zlib"}


def modules() -> list[Path]:
    files = sorted(RENDERER.glob("*.py"))
    assert files
    return files


def test_renderer_imports_only_rules_pillow_and_the_standard_library() -> None:
    for path in modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                top = name.split(".")[0]
                assert top in ALLOWED | STDLIB, f"{path.name} imports {name}"


def test_every_module_has_a_docstring() -> None:
    for path in modules():
        assert ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))), path.name


def test_no_module_level_mutable_containers() -> None:
    for path in modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            targets = (
                node.targets
                if isinstance(node, ast.Assign)
                else [node.target]
                if isinstance(node, ast.AnnAssign)
                else []
            )
            if any(isinstance(t, ast.Name) and t.id == "__all__" for t in targets):
                continue
            if isinstance(node, ast.Assign | ast.AnnAssign) and isinstance(node.value, ast.List | ast.Dict | ast.Set):
                raise AssertionError(f"{path.name}:{node.lineno} holds a mutable container at module level")


def test_the_font_and_its_licence_ship_with_the_package() -> None:
    fonts = RENDERER / "fonts"
    assert (fonts / "DejaVuSans.ttf").is_file() and (fonts / "DejaVuSans-Bold.ttf").is_file()
    licence = (fonts / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    assert "Bitstream" in licence and "Permission is hereby granted" in licence
