"""The layout's rules that the import contracts (pyproject.toml, checked by `make lint`)
cannot state: no module reaches into a private module of another package, and none grows
past about 500 lines."""

from __future__ import annotations

import ast

import pytest
from helpers import ROOT

SOURCES = sorted(
    path
    for folder in ("ingest", "graph", "ontology", "benchmarks")
    for path in (ROOT / folder).rglob("*.py")
    if "__pycache__" not in path.parts
)
MOST_LINES = 500


def _imported(path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            names |= {f"{node.module}.{alias.name}" for alias in node.names}
    return names


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_private_module_of_another_package(path):
    private = sorted(
        name
        for name in _imported(path)
        if not name.startswith("hwkg.")
        and any(part.startswith("_") and not part.startswith("__") for part in name.split("."))
    )
    assert private == [], f"{path.name} imports private modules: {private}"


@pytest.mark.parametrize(
    "path",
    [p for p in SOURCES if "benchmarks" not in p.parts],
    ids=lambda p: str(p.relative_to(ROOT)),
)
def test_no_module_over_about_500_lines(path):
    lines = path.read_text(encoding="utf-8").count("\n")
    assert lines <= MOST_LINES, f"{path.relative_to(ROOT)} has {lines} lines: split it by role"
