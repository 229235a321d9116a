"""An answer's table drawn without rich (``hwkg.graph.cli.table``) is rich's, byte for byte, or
is left to rich."""

from __future__ import annotations

import io
import random
import sys

import pytest
from rich.console import Console
from rich.table import Table
from rich.text import Text

from hwkg.graph.cli import table


def by_rich(title: str, headers: list[str], rows: list[list[str]], width: int) -> str:
    """What ``output.answer_table`` printed through the command line's console gives."""
    console = Console(file=io.StringIO(), width=width, highlight=False, soft_wrap=True)
    drawn = Table(title=title, title_justify="left")
    for header in headers:
        drawn.add_column(header)
    for row in rows:
        drawn.add_row(*(Text(cell) for cell in row))
    console.print(drawn)
    out = console.file.getvalue()  # type: ignore[attr-defined]
    assert isinstance(out, str)
    return out


@pytest.fixture
def width(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The width the table is drawn in, as the test sets it."""
    wide = [80]
    monkeypatch.setattr(table, "width", lambda: wide[0])
    return wide


CASES = [
    ("Frameworks by chip", ["chip", "framework"], [["TPU", "TorchTPU"], ["Trainium", "x"]]),
    ("", ["n"], [["1"]]),
    ("No rows", ["a", "b"], []),
    ("  spaces  around ", ["a b", " c"], [[" x", "y "], ["", ""]]),
    ("Latin: Dirección, Ñandú", ["país"], [["España"], ["Perú"], ["Québec"]]),
    ("A title far longer than the table it stands above, and than the width", ["x"], [["y"]]),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] or "untitled" for c in CASES])
@pytest.mark.parametrize("wide", [80, 30, 120])
def test_a_simple_table_is_drawn_as_rich_draws_it(width, case, wide):
    width[0] = wide
    title, headers, rows = case
    mine = table.drawn(title, headers, rows)
    if mine is None:  # wider than the width
        assert (
            sum(max(len(c) for c in col) + 3 for col in zip(headers, *rows, strict=True)) + 1 > wide
        )
    else:
        assert mine == by_rich(title, headers, rows, wide)


def test_random_tables_are_drawn_as_rich_draws_them_or_left_to_it(width):
    letters = "abcXYZ 019-_.,'éñÜ  "
    chance = random.Random(16)

    def text(most: int) -> str:
        return "".join(chance.choice(letters) for _ in range(chance.randint(0, most)))

    drawn = 0
    for _ in range(400):
        width[0] = chance.choice([20, 40, 80, 120])
        columns = chance.randint(1, 5)
        headers = [text(8) or "x" for _ in range(columns)]
        rows = [
            [text(chance.choice([3, 12, 30])) for _ in headers] for _ in range(chance.randint(0, 4))
        ]
        title = text(chance.choice([0, 20, 90]))
        mine = table.drawn(title, headers, rows)
        if mine is not None:
            assert mine == by_rich(title, headers, rows, width[0]), (title, headers, rows)
            drawn += 1
    assert drawn > 100


@pytest.mark.parametrize(
    ("title", "headers", "rows"),
    [
        ("t", ["a"], [["tab\there"]]),
        ("t", ["a"], [["two\nlines"]]),
        ("t", ["a"], [["wide 漢字"]]),
        ("t", ["a"], [["combining e\u0301"]]),
        ("t", ["a"], [["soft\u00adhyphen"]]),
        ("[bold]markup[/bold]", ["a"], [["x"]]),
        ("an :emoji: code", ["a"], [["x"]]),
        ("t", ["[x]"], [["x"]]),
        ("t", [], []),
        ("t", ["a"], [["x" * 100]]),  # wider than 80: rich wraps
    ],
)
def test_what_rich_does_more_with_is_left_to_rich(width, title, headers, rows):
    assert table.drawn(title, headers, rows) is None


class _Stdout(io.StringIO):
    def __init__(self, tty: bool, encoding: str = "utf-8") -> None:
        super().__init__()
        self.tty, self._encoding = tty, encoding

    def isatty(self) -> bool:
        return self.tty

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return self._encoding


@pytest.mark.parametrize(
    ("tty", "encoding", "environ", "plain"),
    [
        (False, "utf-8", {}, True),
        (True, "utf-8", {}, False),  # styles and colours
        (False, "ascii", {}, False),  # rich draws an ASCII box
        (False, "utf-8", {"FORCE_COLOR": "1"}, False),
        (False, "utf-8", {"TTY_COMPATIBLE": "1"}, False),
        (False, "utf-8", {"COLUMNS": "50"}, True),
        (False, "utf-8", {"COLUMNS": "fifty"}, True),
    ],
)
def test_the_table_is_drawn_here_only_where_rich_writes_plain_text(
    monkeypatch, tty, encoding, environ, plain
):
    for name in ("FORCE_COLOR", "TTY_COMPATIBLE", "COLUMNS"):
        monkeypatch.delenv(name, raising=False)
    for name, value in environ.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setattr(sys, "stdout", _Stdout(tty, encoding))
    assert (table.width() is not None) == plain
    if plain:
        assert table.width() == Console().width  # the width rich finds
