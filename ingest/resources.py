"""The data hwkg reads at run time from ``ontology/``: the gazetteer and the relation lexicons."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from hwkg.ontology import LANGUAGES, ONTOLOGY_DIR

from .errors import HwkgError


@dataclass(frozen=True, slots=True)
class GazetteerEntry:
    """One known entity: canonical label, class, every surface form it goes by."""

    id: str
    label: str
    type: str
    aliases: tuple[str, ...]
    wikidata: str | None
    version_of: str | None = None
    # Who makes it (a cloud platform: who operates it); several for a shared class ("GPU").
    developers: tuple[str, ...] = ()
    # The company a subsidiary or division belongs to ("Annapurna Labs" -> "amazon").
    parent: str | None = None


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise HwkgError(f"cannot read hwkg data file {path}: {exc}") from None


def _names(value: Any) -> tuple[str, ...]:
    if not value:
        return ()
    return (value,) if isinstance(value, str) else tuple(value)


@cache
def gazetteer() -> tuple[GazetteerEntry, ...]:
    """Return every gazetteer entry of ``ontology/gazetteer.jsonl``, in file order."""
    path = ONTOLOGY_DIR / "gazetteer.jsonl"
    entries = []
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise HwkgError(f"cannot read the gazetteer {path}: {exc}") from None
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
            entries.append(
                GazetteerEntry(
                    id=row["id"],
                    label=row["label"],
                    type=row["type"],
                    aliases=tuple(row.get("aliases") or ()),
                    wikidata=row.get("wikidata"),
                    version_of=row.get("versionOf"),
                    developers=_names(row.get("developer")),
                    parent=row.get("parent"),
                )
            )
        except (ValueError, KeyError) as exc:
            raise HwkgError(f"{path}:{number}: bad gazetteer line ({exc})") from None
    return tuple(entries)


@cache
def lexicon(lang: str) -> dict[str, Any]:
    """Return the relation lexicon of one language (``ontology/lexicon/<lang>.json``)."""
    path = ONTOLOGY_DIR / "lexicon" / f"{lang}.json"
    if not path.exists():
        raise HwkgError(f"no lexicon for language {lang!r}; known: {', '.join(LANGUAGES)}")
    return dict(_read_json(path))


@cache
def common_lexicon() -> dict[str, Any]:
    """Return the language-independent tables of ``ontology/lexicon/common.json``."""
    return dict(_read_json(ONTOLOGY_DIR / "lexicon" / "common.json"))


@cache
def date_words(lang: str) -> dict[str, Any]:
    """The relative-date words and patterns of one language (``ontology/dates.json``)."""
    data = _read_json(ONTOLOGY_DIR / "dates.json")
    return dict(data.get(lang, {}))
