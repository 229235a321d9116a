"""Saved SPARQL questions: ``queries/*.rq`` files with a comment header."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from hwkg.ingest.errors import InputError
from hwkg.ingest.resources import QUERIES_DIR

_HEADER = re.compile(r"^#\s*(\w+)\s*:\s*(.*)$")


@dataclass(frozen=True, slots=True)
class SavedQuery:
    name: str
    title: str
    description: str
    text: str
    path: Path


def parse_saved_query(path: Path) -> SavedQuery:
    """Return the saved query in ``path``, its header read from its leading ``# key: value``."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise InputError(f"{path}: cannot be read ({exc.strerror})") from None
    fields: dict[str, str] = {}
    for line in text.splitlines():
        if not line.startswith("#"):
            break
        match = _HEADER.match(line)
        if match:
            fields[match.group(1).lower()] = match.group(2).strip()
    return SavedQuery(
        name=path.stem,
        title=fields.get("title", path.stem),
        description=fields.get("description", ""),
        text=text,
        path=path,
    )


@cache
def saved_queries() -> dict[str, SavedQuery]:
    """Return every saved query of ``queries/`` by name."""
    return {p.stem: parse_saved_query(p) for p in sorted(QUERIES_DIR.glob("*.rq"))}


def saved_query(name: str) -> SavedQuery:
    """Return the saved query called ``name`` (or read from a .rq path)."""
    path = Path(name)
    if name.endswith(".rq"):
        if not path.is_file():
            raise InputError(f"{name}: no such query file")
        return parse_saved_query(path)
    queries = saved_queries()
    if name not in queries:
        import difflib

        close = difflib.get_close_matches(name, queries, n=3)
        hint = f"; did you mean {', '.join(close)}?" if close else "; see `hwkg query --list`"
        raise InputError(f"no saved query named {name!r}{hint}")
    return queries[name]
