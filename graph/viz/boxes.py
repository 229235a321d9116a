"""Sizes in points: label boxes, text widths in DejaVu Sans, and which boxes overlap."""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

import numpy as np

FONT_SIZE = 9.0  # node labels, points
EDGE_FONT_SIZE = 7.5  # edge labels
MARKER = 11.0  # marker diameter, points
GAP = 2.0  # between a marker and its label
PAD = 2.5  # around every label box
LINE = 1.22  # line height, in font sizes
STRESS_LIMIT = 400  # larger components are laid out on a grid (BFS order)
EDGE_LABEL_LIMIT = 400  # more node pairs than this: edges are coloured, not labelled
SEED = 7
PNG_MAX_PIXELS = 25e6


@dataclass(frozen=True, slots=True)
class Box:
    """An axis-aligned rectangle in points (y grows upwards)."""

    x0: float
    y0: float
    x1: float
    y1: float

    def shifted(self, dx: float, dy: float) -> Box:
        return Box(self.x0 + dx, self.y0 + dy, self.x1 + dx, self.y1 + dy)

    def overlaps(self, other: Box) -> bool:
        return (
            self.x0 < other.x1 and other.x0 < self.x1 and self.y0 < other.y1 and other.y0 < self.y1
        )


def overlapping_pairs(boxes: Sequence[Box]) -> list[tuple[int, int]]:
    """Return the index pairs (i < j) of boxes that overlap (touching is not overlapping)."""
    if not boxes:
        return []
    arr = np.array([(b.x0, b.y0, b.x1, b.y1) for b in boxes], dtype=float)
    order = np.argsort(arr[:, 0], kind="stable")
    lefts = arr[order, 0]
    pairs: list[tuple[int, int]] = []
    for pos, i in enumerate(order):
        end = int(np.searchsorted(lefts, arr[i, 2], side="left"))
        if end <= pos + 1:
            continue
        cand = order[pos + 1 : end]
        hit = (arr[cand, 1] < arr[i, 3]) & (arr[i, 1] < arr[cand, 3]) & (arr[cand, 0] < arr[i, 2])
        pairs.extend((min(i, j), max(i, j)) for j in cand[hit])
    return sorted((int(a), int(b)) for a, b in pairs)


class BoxIndex:
    """A uniform grid of boxes: does a new box hit any stored one?"""

    def __init__(self, cell: float = 60.0) -> None:
        self.cell = cell
        self.cells: dict[tuple[int, int], list[Box]] = defaultdict(list)

    def _keys(self, b: Box) -> Iterator[tuple[int, int]]:
        c = self.cell
        for i in range(math.floor(b.x0 / c), math.floor(b.x1 / c) + 1):
            for j in range(math.floor(b.y0 / c), math.floor(b.y1 / c) + 1):
                yield i, j

    def add(self, b: Box) -> None:
        for k in self._keys(b):
            self.cells[k].append(b)

    def hits(self, b: Box) -> bool:
        return any(b.overlaps(o) for k in self._keys(b) for o in self.cells.get(k, ()))


@cache
def _font() -> Any:
    from matplotlib.font_manager import FontProperties, findfont, get_font

    font = get_font(findfont(FontProperties(family="DejaVu Sans")))
    font.set_size(100, 72)
    return font


@cache
def _advance(char: str) -> float:
    """The advance width of one character in DejaVu Sans at 1 point, in points."""
    from matplotlib.ft2font import LoadFlags

    glyph = _font().load_char(ord(char), flags=LoadFlags.NO_HINTING)
    return glyph.linearHoriAdvance / 65536 / 100


@cache
def text_size(text: str, size: float) -> tuple[float, float]:
    """Width and height in points of ``text`` in DejaVu Sans at ``size`` points: the sum of
    the characters' advance widths, with room for kerning, hinting and viewers whose
    sans-serif is wider than DejaVu Sans."""
    lines = text.split("\n")
    width = max(sum(_advance(c) for c in line) for line in lines) * size
    return width * 1.08 + 1.0, size * LINE * len(lines)
