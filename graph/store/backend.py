"""What a store backend does: the native primitives the store interface is built on.

Two backends: ``EmbeddedBackend`` (an Oxigraph folder, through pyoxigraph) and
``EndpointBackend`` (any SPARQL 1.1 Query/Update endpoint by URL). Only
``hwkg.graph.store`` sees them; the rest of hwkg uses ``KnowledgeStore``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import partial

import pyoxigraph as ox

from hwkg.graph.errors import TooLarge
from hwkg.graph.terms import OxTerm

INF = float("inf")


@dataclass
class Outcome:
    """A query's answer as the store gives it: rows of pyoxigraph terms (None where a
    variable is unbound), a boolean, or pyoxigraph triples."""

    kind: str
    vars: list[str] = field(default_factory=list)
    rows: list[tuple[OxTerm | None, ...]] = field(default_factory=list)
    boolean: bool | None = None
    triples: list[ox.Triple] = field(default_factory=list)
    total: int = 0  # rows or triples in the answer: more than are kept, when asked to keep fewer


def term_size(term: object) -> int:
    """About how many bytes a term of an answer takes (its IRI or lexical form)."""
    value = getattr(term, "value", None)
    return len(value) if isinstance(value, str) else len(str(term)) if term is not None else 0


def too_large(what: str, limit: float) -> TooLarge:
    return TooLarge(
        f"the answer has more than {int(limit):,} {what}, the most this server hands out; "
        "narrow the question or page through it with LIMIT and OFFSET"
    )


class Backend(ABC):
    """A store's native reads and writes; every write is one SPARQL Update, or one load of
    N-Quads where the store takes them in a transaction (``loads_nquads``)."""

    # The most quads one update request takes (None: any number, in one transaction).
    batch: int | None = None
    # Whether several processes may open it for writing at once.
    shared_writers = True
    # Whether ``load_nquads`` takes N-Quads in one transaction (else writes are updates).
    loads_nquads = False
    # Whether ``bulk_load_nquads`` writes N-Quads as files, outside any transaction.
    bulk_loads = False

    def __init__(self, spec: str, read_only: bool) -> None:
        self.spec = spec
        self.read_only = read_only

    @property
    def unchanging(self) -> bool:
        """Whether what the store holds cannot change while it is open here (what is read
        once may then be remembered): an endpoint's can, any time."""
        return False

    @property
    def location(self) -> str:
        """Where the store is, as another process would open it."""
        return self.spec

    @abstractmethod
    def strings(self, text: str) -> Iterator[tuple[str | None, ...]]:
        """The rows of a SELECT as plain strings (IRIs, lexical forms): no term objects."""

    @abstractmethod
    def execute(
        self,
        text: str,
        max_rows: float,
        max_bytes: float = float("inf"),
        keep: float = float("inf"),
    ) -> Outcome:
        """Run a checked query natively, reading at most ``max_rows`` rows or triples and
        ``max_bytes`` bytes of their terms (else TooLarge); the first ``keep`` are kept,
        the others only counted."""

    def executor(self, text: str) -> Callable[[], Outcome]:
        """``execute(text)`` with no limit, as a call of no argument."""
        return partial(self.execute, text, INF, INF, INF)

    def rows_reader(self, text: str) -> Callable[[], list[tuple[OxTerm | None, ...]]]:
        """The rows of the SELECT ``text``, every one, as a call of no argument."""
        return lambda: self.execute(text, INF, INF, INF).rows

    @abstractmethod
    def update(self, text: str) -> None:
        """Run a SPARQL Update natively (one transaction on the embedded store)."""

    def load_nquads(self, data: bytes) -> None:
        """Add the quads of ``data`` (N-Quads) in one transaction (``loads_nquads``)."""
        raise NotImplementedError("this store takes its writes as SPARQL updates")

    def bulk_load_nquads(self, data: bytes) -> None:
        """Add the quads of ``data`` (N-Quads written from pyoxigraph terms, whose IRIs are
        not checked again) as new files, not in a transaction: a failure may leave part of
        them (``bulk_loads``)."""
        raise NotImplementedError("this store takes its writes as SPARQL updates")

    @abstractmethod
    def dump(self, graph: str | None) -> bytes:
        """N-Triples of one named graph, or of the default graph when ``graph`` is None."""

    @abstractmethod
    def nquads(self, graphs: Sequence[str] | None = None) -> bytes:
        """N-Quads of the named graphs (those in ``graphs``, or all of them)."""

    @abstractmethod
    def union_quads(self) -> Iterator[ox.Quad]:
        """The default graph (the union) as quads, in the order of an Oxigraph store's
        index: by the terms' encoded keys, the same order for the same triples."""

    def flush(self) -> None:  # noqa: B027 (an endpoint has nothing to flush)
        """Write buffers to disk (nothing to do for an endpoint)."""

    def close(self) -> None:  # noqa: B027 (nothing to close for an endpoint)
        """Let go of the store."""
