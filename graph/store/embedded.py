"""The embedded backend: an Oxigraph folder, read and written natively through pyoxigraph."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Sequence
from functools import partial
from pathlib import Path
from typing import IO, Any

import pyoxigraph as ox

from hwkg.graph.errors import StoreError, first_line
from hwkg.graph.terms import OxTerm
from hwkg.ingest import InputError

from . import snapshots
from .backend import INF, Backend, Outcome, term_size, too_large
from .offline import cannot_reach_network, refused_network, run_offline, run_query

# What a query or an update that tried to open a connection hears (see offline.py).
NO_NETWORK = (
    "SERVICE and LOAD are not allowed: hwkg never leaves the store "
    "(the query tried to open a network connection, and was refused)"
)


def _remove_if(created: bool, path: Path) -> None:
    """A store this process began to create and could not finish leaves nothing behind
    (a full disk at creation): no half-made folder for the next command to trip on."""
    if created:
        import shutil  # with bz2 and lzma, 4 ms: only to clean up

        shutil.rmtree(path, ignore_errors=True)


@contextlib.contextmanager
def _query_errors() -> Iterator[None]:
    """A query's failures as hwkg's errors: bad text, a refused network, anything else."""
    try:
        yield
    except SyntaxError as exc:
        raise InputError(f"not a valid SPARQL query: {first_line(exc)}") from None
    except OSError as exc:
        if refused_network(exc):
            raise InputError(NO_NETWORK) from None
        raise StoreError(f"query failed: {first_line(exc)}") from None


class EmbeddedBackend(Backend):
    shared_writers = False  # RocksDB: one read-write opener at a time
    loads_nquads = True
    bulk_loads = True

    def __init__(self, spec: str, read_only: bool) -> None:
        path = Path(spec)
        if path.exists() and not path.is_dir():
            raise StoreError(f"store {path} is a file, not a store folder; pick another --store")
        if read_only and not path.exists():
            raise StoreError(f"no store at {path}; run `hwkg ingest` first or pass --store")
        self._held: IO[bytes] | None = None
        if read_only:
            # A snapshot, never the folder itself: a writer may be writing it (snapshots.py).
            self.ox, self._held = snapshots.open_reader(path)
            super().__init__(spec, read_only)
            return
        created = not path.exists()
        try:
            self.ox = ox.Store(str(path))
        except (OSError, RuntimeError) as exc:  # RuntimeError: a store cut short at creation
            message = str(exc)
            if "lock" in message.lower():
                pid = snapshots.writer_pid(path)
                who = f"pid {pid}" if pid is not None else "another hwkg process"
                raise StoreError(
                    f"store {path} is being written by {who}; wait for it to finish"
                ) from None
            _remove_if(created, path)
            raise StoreError(f"cannot open store {path}: {message.splitlines()[0]}") from None
        super().__init__(spec, read_only)
        try:
            snapshots.writing(path, self.ox)
        except OSError as exc:
            del self.ox
            _remove_if(created, path)
            raise StoreError(f"cannot write store {path}: {first_line(exc)}") from None

    @property
    def unchanging(self) -> bool:
        # Opened read-only, RocksDB reads the state the folder had when it was opened.
        return self.read_only

    @property
    def location(self) -> str:
        return str(Path(self.spec).resolve())

    def strings(self, text: str) -> Iterator[tuple[str | None, ...]]:
        try:
            return iter(run_query(self._strings, text))
        except OSError as exc:
            if refused_network(exc):
                raise InputError(NO_NETWORK) from None
            raise

    def _strings(self, text: str) -> list[tuple[str | None, ...]]:
        # Read whole on the offline thread: a SERVICE runs as the solutions are read.
        solutions: Any = self.ox.query(text)
        return [tuple(None if term is None else term.value for term in row) for row in solutions]

    def execute(
        self,
        text: str,
        max_rows: float,
        max_bytes: float = float("inf"),
        keep: float = float("inf"),
    ) -> Outcome:
        return run_query(self._execute, text, max_rows, max_bytes, keep)

    def executor(self, text: str) -> Callable[[], Outcome]:
        # run_query's choice, made once for the text (``cannot_reach_network``).
        if cannot_reach_network(text):
            return partial(self._execute, text, INF, INF, INF)
        return partial(run_offline, self._execute, text, INF, INF, INF)

    def rows_reader(self, text: str) -> Callable[[], list[tuple[OxTerm | None, ...]]]:
        if cannot_reach_network(text):
            return partial(self._rows, text)
        return partial(run_offline, self._rows, text)

    def _rows(self, text: str) -> list[tuple[OxTerm | None, ...]]:
        # What _execute does for a SELECT with no limit, and no more: after the engine's
        # work, each object made and each line of Python run costs (benchmarks/README.md,
        # fourteenth pass): the engine's errors mapped only once one is raised (entering a
        # context manager at each call cost 16 µs in place; sixteenth pass).
        try:
            solutions: Any = self.ox.query(text)
            return list(map(tuple, solutions))
        except (SyntaxError, OSError):
            with _query_errors():
                raise

    def _execute(self, text: str, max_rows: float, max_bytes: float, keep: float) -> Outcome:
        size = 0
        with _query_errors():
            native = self.ox.query(text)
            if isinstance(native, ox.QueryBoolean):
                return Outcome("ASK", boolean=bool(native))
            if isinstance(native, ox.QuerySolutions):
                names = [v.value for v in native.variables]
                outcome = Outcome("SELECT", vars=names)
                if max_rows == max_bytes == keep == float("inf"):
                    # Nothing to count or cut (the API, the command line): each solution's
                    # terms in one call (0.4-0.8 ms less on 200-600 rows).
                    outcome.rows = [tuple(solution) for solution in native]
                    outcome.total = len(outcome.rows)
                    return outcome
                width = range(len(names))
                for solution in native:
                    if outcome.total >= max_rows:
                        raise too_large("rows", max_rows)
                    terms = [solution[i] for i in width]
                    size += sum(term_size(t) for t in terms)
                    if size > max_bytes:
                        raise too_large("bytes", max_bytes)
                    if outcome.total < keep:
                        outcome.rows.append(tuple(terms))
                    outcome.total += 1
                return outcome
            outcome = Outcome("CONSTRUCT")  # or DESCRIBE: both are triples
            for triple in native:
                if outcome.total >= max_rows:
                    raise too_large("triples", max_rows)
                size += sum(term_size(t) for t in (triple.subject, triple.predicate, triple.object))
                if size > max_bytes:
                    raise too_large("bytes", max_bytes)
                if outcome.total < keep:
                    outcome.triples.append(triple)
                outcome.total += 1
            return outcome

    def update(self, text: str) -> None:
        try:
            run_offline(self.ox.update, text)
        except SyntaxError as exc:
            raise InputError(f"not a valid SPARQL update: {first_line(exc)}") from None
        except Exception as exc:
            if refused_network(exc):
                raise InputError(NO_NETWORK) from None
            raise StoreError(f"store update failed: {first_line(exc)}") from None

    def load_nquads(self, data: bytes) -> None:
        # Oxigraph's parser, in Rust and without the GIL, in one transaction: no SPARQL text
        # to read, and N-Quads can name nothing to fetch (no offline thread needed).
        try:
            self.ox.load(data, format=ox.RdfFormat.N_QUADS)
        except (OSError, SyntaxError) as exc:
            raise StoreError(f"store update failed: {first_line(exc)}") from None

    def bulk_load_nquads(self, data: bytes) -> None:
        # Oxigraph's bulk loader: sorted files handed to RocksDB, no per-quad transaction
        # (the writes of 616 articles: 7.2 -> 5.2-5.7 s of CPU), on threads of its own.
        # Lenient: its IRIs are not checked again. What it is handed was written from
        # pyoxigraph terms (store.build), which checked them as they were made; writing 128
        # articles, callgrind: 3,394-3,471 -> 2,807-2,837 million instructions.
        try:
            self.ox.bulk_load(data, format=ox.RdfFormat.N_QUADS, lenient=True)
        except (OSError, SyntaxError) as exc:
            raise StoreError(f"store update failed: {first_line(exc)}") from None

    def dump(self, graph: str | None) -> bytes:
        target = ox.DefaultGraph() if graph is None else ox.NamedNode(str(graph))
        return self.ox.dump(format=ox.RdfFormat.N_TRIPLES, from_graph=target) or b""

    def nquads(self, graphs: Sequence[str] | None = None) -> bytes:
        names = self.ox.named_graphs() if graphs is None else [ox.NamedNode(g) for g in graphs]
        parts = []
        for graph in names:
            suffix = f" {graph} .".encode()
            data = self.ox.dump(format=ox.RdfFormat.N_TRIPLES, from_graph=graph) or b""
            # An N-Triples line ends in " ."; the graph name goes before it.
            parts += [line[:-2] + suffix for line in data.splitlines() if line]
        return b"".join(line + b"\n" for line in parts)

    def union_quads(self) -> Iterator[ox.Quad]:
        return self.ox.quads_for_pattern(None, None, None, ox.DefaultGraph())

    def close(self) -> None:
        # Dropped here, the store is closed now: RocksDB's compactions end before another
        # process opens the folder.
        del self.ox
        if self._held is not None:
            self._held.close()
            # The last reader of a snapshot a writer has replaced lets it go (the writer
            # prunes only the snapshots no one reads as it publishes).
            with contextlib.suppress(OSError):
                snapshots.prune(Path(self.spec))
        elif not self.read_only:
            snapshots.done_writing(Path(self.spec))

    def flush(self) -> None:
        """Write buffers to disk, and publish what they hold to readers (a snapshot)."""
        if not self.read_only:
            try:
                self.ox.flush()
                snapshots.publish(Path(self.spec), self.ox)
            except OSError as exc:
                raise StoreError(f"cannot write store {self.spec}: {exc}") from None
