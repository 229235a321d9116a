"""Entity names to IRIs: a parameter such as ``company=amazon`` or ``--focus TPUs``.

A name matches an entity's label, its alternative labels and the gazetteer's names for it,
in any case; an unknown name gets the closest known names, an ambiguous one its options.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

import pyoxigraph as ox

from hwkg.graph.store import KnowledgeStore
from hwkg.graph.terms import literal
from hwkg.graph.vocab import PREFIXES, class_values
from hwkg.ingest import InputError, gazetteer

if TYPE_CHECKING:
    from hwkg.ingest import GazetteerEntry

_ID = PREFIXES["id"]

_LABELS = """
PREFIX hw: <https://w3id.org/hwkg/ontology#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
PREFIX dcterms: <http://purl.org/dc/terms/>
SELECT ?node ?label ?alt WHERE {
  {
    ?node a ?class .
    VALUES ?class { %s }
    { ?node rdfs:label ?label . } UNION { ?node skos:altLabel ?label . BIND (true AS ?alt) }
  } UNION {
    ?node a hw:Article ; dcterms:source ?label .
  }
}
"""
_QUICK = """
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
SELECT DISTINCT ?node WHERE {
  { VALUES ?label { %(literals)s } ?node rdfs:label ?label . }
  UNION { VALUES ?label { %(literals)s } ?node skos:altLabel ?label . }
  UNION { VALUES ?node { %(iris)s } ?node rdfs:label ?any . }
  ?node a ?class .
  FILTER (?class IN (%(classes)s))
}"""


@dataclass
class EntityIndex:
    """Labels of the entities in a store, and the entities each name may stand for (IRIs)."""

    labels: dict[str, str] = field(default_factory=dict)
    names: dict[str, set[str]] = field(default_factory=dict)

    @classmethod
    def of(cls, store: KnowledgeStore) -> EntityIndex:
        index = cls()
        for node, label, alt in store.execute(_LABELS % class_values()).rows:
            if not isinstance(node, ox.NamedNode) or label is None:
                continue
            iri, text = node.value, label.value
            if alt is None and iri not in index.labels:
                index.labels[iri] = text
            if iri.startswith(_ID):
                index.names.setdefault(text.lower(), set()).add(iri)
                index.names.setdefault(iri[len(_ID) :].lower(), set()).add(iri)
        # Every name the gazetteer knows for an entity in the store ("TPUs" for TPU).
        for entry in gazetteer():
            iri = _ID + entry.id
            if iri in index.labels:
                for name in (entry.label, *entry.aliases):
                    index.names.setdefault(name.lower(), set()).add(iri)
        return index

    def resolve(self, name: str, param: str) -> ox.NamedNode:
        """Return the entity called ``name`` (label, alternative label or key, any case)."""
        found = self.names.get(name.strip().lower(), set())
        known = {k: v for k, v in self.labels.items() if k.startswith(_ID)}
        return ox.NamedNode(one_named(name, param, found, self.labels, known.values(), "store"))


# Spellings tried before reading every name in the store: a name as typed, and its cases.
def _spellings(name: str) -> set[str]:
    name = name.strip()
    return {name, name.lower(), name.upper(), name.title(), name[:1].upper() + name[1:]}


class NameResolver:
    """Entity parameters to IRIs. Tries the index lookups a name allows first (its common
    spellings as a label, its key, the gazetteer's names for it); when those do not find
    exactly one entity, reads every name in the store (EntityIndex) to decide, and to say
    what is ambiguous or which names are closest."""

    def __init__(self, store: KnowledgeStore) -> None:
        self.store = store

    def resolve(self, name: str, param: str) -> ox.NamedNode:
        known = self.store.memo("names")
        if known is not None and name in known:
            return ox.NamedNode(known[name])
        found = self._quick(name)
        iri = found[0] if len(found) == 1 else EntityIndex.of(self.store).resolve(name, param).value
        if known is not None:
            known[name] = iri
        return ox.NamedNode(iri)

    def _quick(self, name: str) -> list[str]:
        from hwkg.ingest import entity_key  # with the lexicons: only for a named entity

        lowered = name.strip().lower()
        if not lowered:
            return []
        keys = {_ID + lowered, _ID + entity_key(name)}
        keys |= {_ID + key for key in _gazetteer_keys().get(lowered, ())}
        literals = " ".join(literal(v) for v in sorted(_spellings(name)))
        iris = " ".join(f"<{k}>" for k in sorted(keys) if not any(c in k for c in ' <>"{}|^`\\'))
        text = _QUICK % {
            "literals": literals,
            "iris": iris,
            "classes": ", ".join(class_values().split()),
        }
        return sorted(iri for (iri,) in self.store.select(text) if iri and iri.startswith(_ID))


def _gazetteer_names(entry: GazetteerEntry) -> set[str]:
    return {n.lower() for n in (entry.label, *entry.aliases)} | {entry.id.lower()}


@cache
def _gazetteer_keys() -> dict[str, tuple[str, ...]]:
    """The gazetteer's entity keys by each of their names, lower-cased."""
    keys: dict[str, list[str]] = {}
    for entry in gazetteer():
        for name in _gazetteer_names(entry):
            keys.setdefault(name, []).append(entry.id)
    return {name: tuple(ids) for name, ids in keys.items()}


def one_named(
    name: str,
    param: str,
    found: Iterable[Any],
    labels: Mapping[Any, str],
    known: Iterable[str],
    where: str,
) -> Any:
    """The one node in ``found``, or an InputError: ambiguous (naming the options), or
    unknown (naming the closest of the ``known`` labels)."""
    import difflib  # only to suggest a name

    found = sorted(found, key=str)
    if len(found) == 1:
        return found[0]
    if found:
        options = ", ".join(sorted(labels.get(f, str(f)) for f in found))
        raise InputError(f"{param}={name!r} is ambiguous: it names {options}")
    names = sorted(set(known))
    close = difflib.get_close_matches(name, names, n=5, cutoff=0.4)
    if not close:
        lowered = {k.lower(): k for k in names}
        close = [lowered[k] for k in difflib.get_close_matches(name.lower(), lowered, n=5)]
    hint = f"; closest known: {', '.join(close)}" if close else f"; the {where} has no such entity"
    raise InputError(f"{param}={name!r}: no entity of that name{hint}")
