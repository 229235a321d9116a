"""Export the graph: sorted, deterministic, written to a temporary file and renamed."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

import pyoxigraph as ox

from hwkg.ingest.errors import InputError, StoreError

from .store import KnowledgeStore, serialize_rows
from .vocab import ONTOLOGY_GRAPH, PREFIXES

RDF_FORMATS = {
    "turtle": ox.RdfFormat.TURTLE,
    "ttl": ox.RdfFormat.TURTLE,
    "trig": ox.RdfFormat.TRIG,
    "nt": ox.RdfFormat.N_TRIPLES,
    "ntriples": ox.RdfFormat.N_TRIPLES,
    "nq": ox.RdfFormat.N_QUADS,
    "nquads": ox.RdfFormat.N_QUADS,
    "jsonld": ox.RdfFormat.JSON_LD,
    "json-ld": ox.RdfFormat.JSON_LD,
}
NETWORK_FORMATS = ("graphml", "gexf")
SUFFIX_FORMATS = {
    ".ttl": "turtle",
    ".trig": "trig",
    ".nt": "nt",
    ".nq": "nq",
    ".jsonld": "jsonld",
    ".graphml": "graphml",
    ".gexf": "gexf",
}
_HIDDEN = f"""
PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
SELECT DISTINCT ?node WHERE {{
  VALUES ?class {{ rdf:Statement <{PREFIXES["hw"]}Article> <{PREFIXES["hw"]}Claim> }}
  ?node a ?class .
}}
"""
# Triples of the ontology graph that no other graph holds.
_ONTOLOGY_ONLY = f"""
SELECT ?s ?p ?o WHERE {{
  GRAPH <{ONTOLOGY_GRAPH}> {{ ?s ?p ?o }}
  FILTER NOT EXISTS {{ GRAPH ?other {{ ?s ?p ?o }} FILTER (?other != <{ONTOLOGY_GRAPH}>) }}
}}
"""


def format_for(fmt: str | None, output: str | None) -> str:
    """Return the format name to use: the one asked for, else the output's suffix, else Turtle."""
    if fmt:
        if fmt.lower() not in RDF_FORMATS and fmt.lower() not in NETWORK_FORMATS:
            raise InputError(
                f"unknown export format {fmt!r}; "
                "use one of: turtle, trig, nt, nq, jsonld, graphml, gexf"
            )
        return fmt.lower()
    if output and output != "-":
        return SUFFIX_FORMATS.get(Path(output).suffix.lower(), "turtle")
    return "turtle"


def _subject(line: bytes) -> bytes:
    # N-Triples and N-Quads subjects (IRIs, blank nodes) hold no space.
    return line.split(b" ", 1)[0]


def _nt_terms(rows: Iterable[Any]) -> set[bytes]:
    """The N-Triples form of each row's first term."""
    from oxrdflib._converter import to_ox

    return {str(to_ox(row[0])).encode() for row in rows}


def sorted_lines(
    store: KnowledgeStore, dataset: bool, provenance: bool = True, ontology: bool = False
) -> list[bytes]:
    """The store's graph as sorted N-Quads lines (``dataset``: the named graphs) or N-Triples
    lines (the union of the graphs, each triple once), read natively and sorted as bytes."""
    if dataset:
        lines = store.nquads().splitlines()
        if not ontology:
            suffix = f" <{ONTOLOGY_GRAPH}> .".encode()
            lines = [line for line in lines if not line.endswith(suffix)]
    else:
        lines = store.ntriples().splitlines()
        if not ontology:
            rows = store.query(_ONTOLOGY_ONLY)
            only = set(serialize_rows(rows).splitlines())
            lines = [line for line in lines if line not in only]
    if not provenance:
        hidden = _nt_terms(store.query(_HIDDEN))
        lines = [line for line in lines if _subject(line) not in hidden]
    lines = [line for line in lines if line]
    lines.sort()
    return lines


def rdf_bytes(
    store: KnowledgeStore,
    fmt: str = "turtle",
    provenance: bool = True,
    ontology: bool = False,
) -> bytes:
    """Return the store's graph serialised in ``fmt``: the same store gives the same bytes.

    Datasets (TriG, N-Quads, JSON-LD) hold the named graphs; one-graph formats the union.
    Lines are sorted as N-Triples/N-Quads bytes, then pyoxigraph writes the format asked for.
    """
    rdf_format = RDF_FORMATS[fmt]
    dataset = rdf_format.supports_datasets
    lines = sorted_lines(store, dataset, provenance, ontology)
    data = b"".join(line + b"\n" for line in lines)
    if rdf_format in (ox.RdfFormat.N_TRIPLES, ox.RdfFormat.N_QUADS):
        return data
    line_format = ox.RdfFormat.N_QUADS if dataset else ox.RdfFormat.N_TRIPLES
    parsed = ox.parse(data, format=line_format, lenient=True)
    items: Iterable[ox.Quad | ox.Triple] = parsed if dataset else (q.triple for q in parsed)
    prefixes = PREFIXES if rdf_format in (ox.RdfFormat.TURTLE, ox.RdfFormat.TRIG) else None
    try:
        out = ox.serialize(items, format=rdf_format, prefixes=prefixes)  # type: ignore[arg-type]
    except (ValueError, OSError) as exc:
        raise StoreError(f"cannot serialise the graph as {fmt}: {exc}") from None
    return out or b""


@contextmanager
def atomic_output(path: str) -> Iterator[IO[bytes]]:
    """Open a temporary file beside ``path``; rename it onto ``path`` only if all went well."""
    target = Path(path)
    if target.is_dir():
        raise InputError(f"{path}: is a folder; give a file name with -o")
    parent = target.parent if str(target.parent) else Path(".")
    if not parent.is_dir():
        raise InputError(f"{path}: folder {parent} does not exist")
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=parent)
    except OSError as exc:
        raise InputError(f"{path}: cannot write there ({exc.strerror})") from None
    try:
        with os.fdopen(fd, "wb") as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        # mkstemp makes the file owner-only; give it the mode a plain open() would.
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_bytes(data: bytes, output: str) -> None:
    """Write ``data`` to ``output`` atomically (``-`` is standard output)."""
    if output == "-":
        import sys

        sys.stdout.buffer.write(data)
        sys.stdout.flush()
        return
    try:
        with atomic_output(output) as handle:
            handle.write(data)
    except OSError as exc:
        raise StoreError(f"{output}: cannot write ({exc.strerror or exc})") from None
