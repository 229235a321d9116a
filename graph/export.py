"""Export the graph: sorted, deterministic, written to a temporary file and renamed."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

import pyoxigraph as ox

from hwkg.ingest.errors import InputError, StoreError

from .store import KnowledgeStore
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
_RDF_TYPE = ox.NamedNode("http://www.w3.org/1999/02/22-rdf-syntax-ns#type")
_STATEMENT = ox.NamedNode("http://www.w3.org/1999/02/22-rdf-syntax-ns#Statement")
_ARTICLE = ox.NamedNode(PREFIXES["hw"] + "Article")
_MENTIONS = ox.NamedNode(PREFIXES["schema"] + "mentions")


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


def _without_provenance(quads: list[ox.Quad]) -> Iterator[ox.Quad]:
    hidden = {
        q.subject for q in quads if q.predicate == _RDF_TYPE and q.object in (_STATEMENT, _ARTICLE)
    }
    return (q for q in quads if q.subject not in hidden)


def _sort_key(q: ox.Quad | ox.Triple) -> tuple[str, ...]:
    return tuple(str(t) for t in q)


def rdf_bytes(
    store: KnowledgeStore,
    fmt: str = "turtle",
    provenance: bool = True,
    ontology: bool = False,
) -> bytes:
    """Return the store's graph serialised in ``fmt``: the same store gives the same bytes."""
    skip = None if ontology else ox.NamedNode(str(ONTOLOGY_GRAPH))
    quads = [q for q in store.quads() if q.graph_name != skip]
    if not provenance:
        quads = list(_without_provenance(quads))
    rdf_format = RDF_FORMATS[fmt]
    items: Iterable[ox.Quad | ox.Triple]
    if rdf_format.supports_datasets:
        items = sorted(set(quads), key=_sort_key)
    else:
        # One graph: the union of every named graph, each triple once.
        items = sorted({q.triple for q in quads}, key=_sort_key)
    prefixes = PREFIXES if rdf_format in (ox.RdfFormat.TURTLE, ox.RdfFormat.TRIG) else None
    try:
        data = ox.serialize(items, format=rdf_format, prefixes=prefixes)  # type: ignore[arg-type]
    except (ValueError, OSError) as exc:
        raise StoreError(f"cannot serialise the graph as {fmt}: {exc}") from None
    return data or b""


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
