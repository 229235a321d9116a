"""Owners in a row: "Micron's and SK Hynix's HBM chips" is HBM of both companies."""

from __future__ import annotations

from typing import Any


def shared_genitive(view: Any, marker: int) -> int:
    """The genitive marker whose owned phrase the owner before ``marker`` shares: a
    coordinator, another name and its own marker right after ``marker`` ("Micron's and SK
    Hynix's HBM"), followed as far as they go; else ``marker`` itself. (``view``: a sentence's
    view, any of the classes the rules' SentenceView is built of.)"""
    doc, end, lex = view.doc, view.sent.end, view.lex
    while marker + 2 < end and doc[marker + 1].lower_ in lex.coordinators:
        other = view.chunk_at(marker + 2)
        if other is None or other.end >= end or doc[other.end].lower_ not in lex.genitive_markers:
            break
        marker = other.end
    return marker
