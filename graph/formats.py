"""Every format hwkg reads or writes, in one registry: its name, suffixes and media type.

A format is one of five kinds: ``graph`` (RDF of one graph: Turtle, N-Triples, RDF/XML),
``dataset`` (RDF with named graphs: TriG, N-Quads, JSON-LD), ``results`` (the answer to a
SELECT or ASK question), ``network`` (the projected graph for Gephi or Cytoscape) and
``picture``. ``uses`` says where a format is offered: ``export`` (``hwkg export``),
``import`` (``hwkg import``), ``query`` (``hwkg query -f``), ``serve`` (content negotiation
of ``hwkg serve``) and ``viz`` (``hwkg viz -o``).

Two of the results formats have the same media type: ``csv`` and ``tsv`` are for people
(entities by their labels, what ``hwkg query -f csv`` prints), while ``sparql-csv`` and
``sparql-tsv`` are the W3C SPARQL 1.1 formats (IRIs and N-Triples terms), what ``/sparql``
answers for ``text/csv``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pyoxigraph as ox

from hwkg.ingest import InputError


@dataclass(frozen=True, slots=True)
class Format:
    name: str
    kind: str
    media_type: str = ""
    suffixes: tuple[str, ...] = ()
    uses: frozenset[str] = field(default_factory=frozenset)
    aliases: tuple[str, ...] = ()
    # Media types accepted for this format besides its own (application/json for SPARQL JSON).
    media_aliases: tuple[str, ...] = ()
    # Suffixes read as this format, but never chosen for writing (.json is JSON-LD on import).
    read_suffixes: tuple[str, ...] = ()
    rdf: ox.RdfFormat | None = None
    # The name of the format in the W3C formats namespace (service descriptions).
    w3c: str = ""


def _uses(*names: str) -> frozenset[str]:
    return frozenset(names)


FORMATS: tuple[Format, ...] = (
    # RDF
    Format(
        "turtle",
        "graph",
        "text/turtle",
        (".ttl",),
        _uses("export", "import", "serve"),
        ("ttl",),
        rdf=ox.RdfFormat.TURTLE,
        w3c="Turtle",
    ),
    Format(
        "trig",
        "dataset",
        "application/trig",
        (".trig",),
        _uses("export", "import"),
        rdf=ox.RdfFormat.TRIG,
    ),
    Format(
        "nt",
        "graph",
        "application/n-triples",
        (".nt",),
        _uses("export", "import", "serve"),
        ("ntriples",),
        rdf=ox.RdfFormat.N_TRIPLES,
        w3c="N-Triples",
    ),
    Format(
        "nq",
        "dataset",
        "application/n-quads",
        (".nq",),
        _uses("export", "import"),
        ("nquads",),
        rdf=ox.RdfFormat.N_QUADS,
    ),
    Format(
        "jsonld",
        "dataset",
        "application/ld+json",
        (".jsonld",),
        _uses("export", "import", "serve"),
        ("json-ld",),
        read_suffixes=(".json",),
        rdf=ox.RdfFormat.JSON_LD,
        w3c="JSON-LD",
    ),
    Format(
        "rdfxml",
        "graph",
        "application/rdf+xml",
        (".rdf",),
        _uses("import", "serve"),
        ("xml",),
        read_suffixes=(".xml",),
        rdf=ox.RdfFormat.RDF_XML,
        w3c="RDF_XML",
    ),
    # The projected graph
    Format("graphml", "network", "application/graphml+xml", (".graphml",), _uses("export")),
    Format("gexf", "network", "application/gexf+xml", (".gexf",), _uses("export")),
    # Answers to questions, for people (labels) ...
    Format("table", "results", uses=_uses("query")),
    Format("csv", "results", "text/csv", (".csv",), _uses("query")),
    Format("tsv", "results", "text/tab-separated-values", (".tsv",), _uses("query")),
    Format("md", "results", "text/markdown", (".md",), _uses("query")),
    # ... and the W3C SPARQL 1.1 results formats (IRIs), in the server's order of preference
    Format(
        "json",
        "results",
        "application/sparql-results+json",
        (".srj",),
        _uses("query", "serve"),
        media_aliases=("application/json",),
        w3c="SPARQL_Results_JSON",
    ),
    Format(
        "xml",
        "results",
        "application/sparql-results+xml",
        (".srx",),
        _uses("query", "serve"),
        media_aliases=("application/xml",),
        w3c="SPARQL_Results_XML",
    ),
    Format(
        "sparql-csv", "results", "text/csv", (".csv",), _uses("serve"), w3c="SPARQL_Results_CSV"
    ),
    Format(
        "sparql-tsv",
        "results",
        "text/tab-separated-values",
        (".tsv",),
        _uses("serve"),
        w3c="SPARQL_Results_TSV",
    ),
    # Pictures
    Format("html", "picture", "text/html", (".html", ".htm"), _uses("viz")),
    Format("svg", "picture", "image/svg+xml", (".svg",), _uses("viz")),
    Format("png", "picture", "image/png", (".png",), _uses("viz")),
)


def formats(use: str, *kinds: str) -> tuple[Format, ...]:
    """The formats offered for ``use``, of the ``kinds`` given (any kind when none is)."""
    return tuple(f for f in FORMATS if use in f.uses and (not kinds or f.kind in kinds))


def names(use: str, *kinds: str) -> tuple[str, ...]:
    return tuple(f.name for f in formats(use, *kinds))


def by_name(name: str, use: str, *kinds: str, what: str = "format") -> Format:
    """The format called ``name`` (or one of its aliases, any case), offered for ``use``."""
    wanted = name.lower()
    for f in formats(use, *kinds):
        if wanted == f.name or wanted in f.aliases:
            return f
    raise InputError(f"unknown {what} {name!r}; use one of: {', '.join(names(use, *kinds))}")


def by_suffix(suffix: str, use: str, *kinds: str, reading: bool = False) -> Format | None:
    """The format a file suffix (``.ttl``) stands for, for ``use``; None if none does."""
    wanted = suffix.lower()
    for f in formats(use, *kinds):
        if wanted in f.suffixes or (reading and wanted in f.read_suffixes):
            return f
    return None


def suffixes(use: str, *kinds: str, reading: bool = False) -> tuple[str, ...]:
    """Every suffix the formats for ``use`` go by."""
    found: list[str] = []
    for f in formats(use, *kinds):
        found += [*f.suffixes, *(f.read_suffixes if reading else ())]
    return tuple(found)


def by_media_type(media_type: str, use: str, *kinds: str) -> Format | None:
    """The format served as ``media_type`` (or one of its aliases)."""
    for f in formats(use, *kinds):
        if media_type in (f.media_type, *f.media_aliases):
            return f
    return None


def media_types(use: str, *kinds: str, aliases: bool = False) -> tuple[str, ...]:
    """The media types of the formats for ``use``, in the registry's order of preference
    (their aliases after them all)."""
    found = [f.media_type for f in formats(use, *kinds)]
    if aliases:
        found += [a for f in formats(use, *kinds) for a in f.media_aliases]
    return tuple(dict.fromkeys(t for t in found if t))
