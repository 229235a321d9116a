"""hwkg.ontology: where hwkg's data lives, and the languages it has a lexicon for.

The one place that finds the data folders: ``ontology/`` (this folder: the OWL ontology, the
SHACL shapes, the gazetteer, a lexicon per language) and ``queries/`` (the saved SPARQL
questions). They are found from this file's own path, which works in an editable install
and in an installed wheel alike, where ``importlib.resources`` fails on data-only folders
under Python 3.11 (DESIGN.md, "Packaging"). Plain Python only: ``hwkg.ingest`` reads it,
and ingest imports nothing of rdflib or pyoxigraph. The entity classes are read from
``hwkg.ttl`` by ``hwkg.graph.vocab.entity_classes``.
"""

from __future__ import annotations

import json
from pathlib import Path

ONTOLOGY_DIR = Path(__file__).resolve().parent
QUERIES_DIR = ONTOLOGY_DIR.parent / "queries"
LEXICON_DIR = ONTOLOGY_DIR / "lexicon"
ONTOLOGY_FILE = ONTOLOGY_DIR / "hwkg.ttl"
SHAPES_FILE = ONTOLOGY_DIR / "shapes.ttl"


def _languages() -> tuple[str, ...]:
    """The languages with a lexicon of their own, ``lexicon/<lang>.json`` naming a spaCy model
    (common.json and unsupported.json name none), Spanish first, then by code."""
    found = []
    for path in sorted(LEXICON_DIR.glob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue  # reported with its name when the lexicon itself is loaded
        if isinstance(data, dict) and data.get("model"):
            found.append(path.stem)
    return tuple(sorted(found, key=lambda lang: (lang != "es", lang)))


# Adding a language is a data edit: a lexicon/<lang>.json with its "model" (CONTRIBUTING.md).
LANGUAGES = _languages()
