"""An answer's table drawn without rich, byte for byte as rich draws it, when that is simple.

rich takes 30-55 ms to import, as much as the rest of ``hwkg query`` (benchmarks/README.md,
tenth pass). Most answers go to a pipe or a file (no terminal: no colour, no style) and fit
the width they are drawn in (no cell wrapped, no column shrunk): rich's table is then a grid of
padded cells between the lines of its ``HEAVY_HEAD`` box, which ``drawn`` writes itself. In
every other case ``drawn`` says None and rich draws the table: a terminal (styles, colours),
a setting rich reads from the environment (``FORCE_COLOR``, ``TTY_COMPATIBLE``),
a table wider than the width, or a character whose width or handling is not one cell of
plain text (a tab, a new line, a wide or combining character; ``[`` or a ``:name:`` in the
title, which rich reads as markup and emoji). ``tests/test_table.py`` compares both.
"""

from __future__ import annotations

import builtins
import os
import sys
from collections.abc import Sequence

# Characters one cell wide that rich writes as they are, in a cell or a title (a subset of
# rich.cells' single-cell ranges: printable Latin, without the soft hyphen).
_SIMPLE = frozenset(
    map(chr, (*range(0x20, 0x7F), *range(0xA0, 0xAD), *range(0xAE, 0x300)))
).issuperset


def width() -> int | None:
    """The width rich's console would draw in, when it would write no escape sequence: not
    a terminal, and nothing in the environment that says otherwise; else None."""
    if sys.platform == "win32" or hasattr(builtins, "get_ipython"):
        return None
    if any(name in os.environ for name in ("FORCE_COLOR", "TTY_COMPATIBLE")):
        return None
    # Box lines need UTF-8 (rich draws ASCII boxes for another encoding).
    if not (getattr(sys.stdout, "encoding", None) or "utf-8").lower().startswith("utf"):
        return None
    isatty = getattr(sys.stdout, "isatty", None)
    try:
        if isatty is None or isatty():
            return None
    except ValueError:
        return None
    given = os.environ.get("COLUMNS", "")
    if given.isdigit():  # as rich.console.Console reads it
        return int(given)
    for descriptor in (0, 1, 2):  # as rich.console.Console.size looks for a terminal
        try:
            columns = os.get_terminal_size(descriptor).columns
        except (AttributeError, ValueError, OSError):
            continue
        return columns or 80
    return 80


def drawn(title: str, headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str | None:
    """The table rich prints for ``title``, ``headers`` and ``rows`` (plain strings, one per
    cell, as ``output.answer_table`` gives them to rich), or None when rich must draw it."""
    available = width()
    if available is None or not headers:
        return None
    if not _SIMPLE(title) or "[" in title or title.count(":") > 1:
        return None
    if not all(_SIMPLE(h) and "[" not in h and h.count(":") < 2 for h in headers):
        return None
    sizes = [len(h) for h in headers]
    for row in rows:
        for i, cell in enumerate(row):
            if not _SIMPLE(cell):
                return None
            if len(cell) > sizes[i]:
                sizes[i] = len(cell)
    total = sum(sizes) + 3 * len(sizes) + 1  # a space each side of a cell, a line between
    if total > available:
        return None

    def rule(left: str, line: str, cross: str, right: str) -> str:
        return left + cross.join(line * (size + 2) for size in sizes) + right

    def line(cells: Sequence[str], edge: str) -> str:
        return edge + edge.join(f" {c:<{s}} " for c, s in zip(cells, sizes, strict=True)) + edge

    lines = [title] if title else []
    lines += [rule("┏", "━", "┳", "┓"), line(headers, "┃"), rule("┡", "━", "╇", "┩")]
    lines += [line(row, "│") for row in rows]
    lines.append(rule("└", "─", "┴", "┘"))
    return "\n".join(lines) + "\n"
