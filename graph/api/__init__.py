"""The public Python API of hwkg: what the command line, the benchmarks and the tests call.

>>> from hwkg.graph import api
>>> api.ingest(["examples/torchtpu-torchneuron.es.txt"], store="hwkg-store").facts
25
>>> api.ask("company-profile", company="Amazon", store="hwkg-store")[:1]
[{'direction': 'out', 'relation': 'announces', 'other': 'TorchNeuron', 'class': 'Framework'}]
>>> api.export("turtle", store="hwkg-store", output="hwkg.ttl")
>>> api.validate(store="hwkg-store").conforms
True

Every function takes ``store``: an Oxigraph folder or a SPARQL endpoint URL (default
``$HWKG_STORE``, else ``./hwkg-store``); the reading functions also take a store already
opened with ``open_store``, which saves opening it for each call. Errors are
``hwkg.ingest.HwkgError`` subclasses with a one-line message: ``InputError`` for bad input,
``StoreError``, ``TimeLimitError``.

Each function imports what it alone needs (spaCy's readers, rdflib, networkx, pySHACL) when it
is called: asking a question (``hwkg query``) loads none of them.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeAlias

from hwkg.graph import formats
from hwkg.graph.sparql import (
    DEFAULT_TIMEOUT,
    Answer,
    SavedQuery,
    bound_text,
    call_on_thread,
    call_within,
    check_question,
    parse_saved_query,
    prepare,
    run,
    saved_queries,
    saved_query,
)
from hwkg.graph.store import KnowledgeStore, is_endpoint, resolve_store_spec
from hwkg.graph.vocab import GRAPHS
from hwkg.ingest import InputError

from .evaluate import evaluate
from .files import write_bytes
from .ingest import IngestInterrupted, IngestResult, IngestSummary, ingest
from .validate import ValidationReport, validate_file, validate_ntriples

if TYPE_CHECKING:
    import networkx as nx
    from rdflib import Graph, URIRef

IMPORT_NS = "https://w3id.org/hwkg/import/"
Store: TypeAlias = str | KnowledgeStore | None
# An absolute IRI, as `hwkg remove` takes a graph's name.
_IRI = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:[^\s<>\"{}|^`\\]+")

__all__ = [
    "Answer",
    "IngestInterrupted",
    "IngestResult",
    "IngestSummary",
    "SavedQuery",
    "ValidationReport",
    "answer",
    "ask",
    "evaluate",
    "export",
    "export_bytes",
    "import_rdf",
    "ingest",
    "network",
    "open_store",
    "query_text",
    "questions",
    "rdf_graph",
    "remove",
    "sparql",
    "validate",
    "write_bytes",
]


def open_store(store: str | None = None, read_only: bool = True) -> KnowledgeStore:
    """The store, opened (a context manager: ``with open_store("s") as s: ...``), to pass
    as ``store=`` to the reading functions below."""
    return KnowledgeStore(store, read_only=read_only)


@contextlib.contextmanager
def _reading(store: Store) -> Iterator[KnowledgeStore]:
    """``store`` as it was opened by the caller, or opened read-only for this call."""
    if isinstance(store, KnowledgeStore):
        yield store
        return
    with KnowledgeStore(store, read_only=True) as opened:
        yield opened


# -- writing --------------------------------------------------------------------------------


def remove(key: str, store: str | None = None) -> URIRef:
    """Delete one article, named by its content hash (or a prefix of 8+), JSON Lines id, URL
    or file: its facts, provenance and the entities only it mentioned. Return its graph.
    ``key`` may also be the IRI of another named graph: an import's, or the graph of updates.
    """
    from rdflib import URIRef

    from hwkg.ingest import new_article, read_article_file

    sha256 = None
    if Path(key).is_file():
        text, _ = read_article_file(Path(key))
        sha256 = new_article(text, lang="es").sha256
    with KnowledgeStore(store) as ks:
        found = ks.find_articles(key, sha256)
        graph = URIRef(key)
        if (
            not found
            and _IRI.fullmatch(key)
            and graph not in (GRAPHS["ONTOLOGY_GRAPH"], GRAPHS["CLAIMS_GRAPH"])
            and ks.has_graph(graph)
        ):
            found = [graph]
        if not found:
            raise InputError(f"no stored article matches {key!r} (hash, id, URL or file)")
        if len(found) > 1:
            names = ", ".join(str(g).rsplit("/", 1)[-1][:12] for g in found)
            raise InputError(f"{key!r} matches {len(found)} articles ({names}); give the hash")
        ks.remove(found[0])
        return found[0]


def import_rdf(
    path: Path | str, store: str | None = None, replace: str | None = None
) -> tuple[URIRef, int]:
    """Load curated triples from an RDF file into its own named graph, all or nothing; return
    the graph and how many triples it holds.

    The graph is named by the file's name and content (``import/partners-nt-3f2a9c1b7d4e``):
    two files never share one (``d1/partners.nt`` and ``d2/partners.nt``), and importing the
    same content again changes nothing. An import replaces another only when asked:
    ``replace`` names that graph (its IRI, or the name after ``import/``), dropped in the
    same transaction.

    The whole file is parsed before the store is opened: a syntax error is reported with
    its line and nothing is loaded. Nothing outside the file is ever read: JSON-LD remote
    contexts are refused by the parser, and RDF/XML with a DTD (external entities, entity
    expansion bombs) is refused before parsing.
    """
    import pyoxigraph as ox
    from rdflib import URIRef

    from hwkg.graph.terms import from_ox

    path = Path(path)
    if not path.is_file():
        raise InputError(f"{path}: no such file")
    fmt = formats.by_suffix(path.suffix, "import", reading=True)
    if fmt is None or fmt.rdf is None:
        known = ", ".join(sorted(formats.suffixes("import", reading=True)))
        raise InputError(f"{path}: unknown RDF file type {path.suffix!r}; use one of {known}")
    data = path.read_bytes()
    if fmt.rdf == ox.RdfFormat.RDF_XML and (b"<!DOCTYPE" in data or b"<!ENTITY" in data):
        raise InputError(f"{path}: RDF/XML with a DTD (<!DOCTYPE>/<!ENTITY>) is refused")
    try:
        quads = list(ox.parse(data, format=fmt.rdf))
    except SyntaxError as exc:
        raise InputError(f"{path}: {str(exc).splitlines()[0]}") from None
    graph = import_graph_name(path.name, data)
    triples: list[Any] = sorted(
        {(from_ox(q.subject), from_ox(q.predicate), from_ox(q.object)) for q in quads},
        key=lambda t: tuple(str(x) for x in t),
    )
    with KnowledgeStore(store) as ks:
        replaced = None
        if replace is not None:
            replaced = URIRef(replace if replace.startswith(IMPORT_NS) else IMPORT_NS + replace)
            if not ks.has_graph(replaced):
                raise InputError(
                    f"--replace {replace}: no imported graph of that name "
                    f"(names are the part after {IMPORT_NS})"
                )
        return graph, ks.import_graph(graph, triples, replaced)


def import_graph_name(name: str, data: bytes) -> URIRef:
    """The graph an RDF file named ``name`` holding ``data`` is imported into."""
    import hashlib

    from rdflib import URIRef

    from hwkg.ingest import slug

    return URIRef(f"{IMPORT_NS}{slug(name)}-{hashlib.sha256(data).hexdigest()[:12]}")


# -- reading --------------------------------------------------------------------------------


def export_bytes(
    fmt: str = "turtle", store: Store = None, provenance: bool = True, ontology: bool = False
) -> bytes:
    """The graph in ``fmt`` (turtle, trig, nt, nq, jsonld, graphml, gexf) in an order that
    depends on the graph alone (sorted lines; Turtle in the store's own index order), so
    that the same graph always gives the same bytes. Datasets (TriG, N-Quads, JSON-LD) hold the
    named graphs, the other formats their union; GraphML and GEXF the projected graph."""
    from hwkg.graph.store.export import rdf_bytes

    name = formats.by_name(fmt, "export", what="export format")
    with _reading(store) as ks:
        if name.kind == "network":
            from hwkg.graph.viz import graph_bytes, project

            return graph_bytes(project(ks), name.name)
        return rdf_bytes(ks, name.name, provenance=provenance, ontology=ontology)


def export(
    fmt: str = "turtle",
    store: Store = None,
    output: str = "-",
    provenance: bool = True,
    ontology: bool = False,
) -> bytes:
    """Write the graph in ``fmt`` to ``output`` (a file, written whole or not at all; ``-``
    for standard output); return the bytes written."""
    data = export_bytes(fmt, store, provenance, ontology)
    write_bytes(data, output)
    return data


def rdf_graph(store: Store = None, provenance: bool = True) -> Graph:
    """The union of the store's graphs (the ontology left out) as an in-memory rdflib Graph."""
    from rdflib import Graph

    data = export_bytes("nt", store, provenance=provenance)
    graph = Graph()
    if data:
        graph.parse(data=data.decode("utf-8"), format="nt")
    return graph


def network(store: Store = None, lang: str = "en") -> nx.MultiDiGraph:
    """The company-chip-framework graph as networkx: entities as nodes (label, class),
    relations as edges with the evidence of each fact (``hwkg.graph.viz.project``)."""
    from hwkg.graph.viz import project

    with _reading(store) as ks:
        return project(ks, lang)


def validate(path: Path | str | None = None, store: Store = None) -> ValidationReport:
    """Check the store's graph (or an exported RDF file) against the SHACL shapes."""
    if path is not None:
        return validate_file(Path(path))
    # The store's own N-Triples, not rdf_graph()'s: building an rdflib Graph only to write it
    # back out as N-Triples was a third of the time on 5,000 articles (100 s of 324).
    return validate_ntriples(export_bytes("nt", store))


# -- questions ------------------------------------------------------------------------------


def answer(
    name: str, store: Store = None, timeout: float | None = DEFAULT_TIMEOUT, **params: Any
) -> Answer:
    """Run the saved question ``name`` (or a ``.rq`` path) with keyword parameters.

    The question is stopped after ``timeout`` seconds (a TimeLimitError); 0 or None: no limit.
    """
    question = saved_query(name)
    # No comprehension run for no parameters: on the caches the engine's last work left,
    # its frame cost 13-22 µs of a 0.4 ms question (benchmarks/README.md, sixteenth pass).
    given = {k: str(v) for k, v in params.items()} if params else {}
    if not timeout and isinstance(store, KnowledgeStore):
        # ask_question's first branch, without its layers: the question prepared for this
        # store once (checked, bound, its memos looked up), then run.
        return prepare(store, question, given).answer(store)
    return ask_question(question, given, store, timeout, option="timeout=")


def ask(
    name: str, store: Store = None, timeout: float | None = DEFAULT_TIMEOUT, **params: Any
) -> list[dict[str, Any]]:
    """Rows of the saved question ``name`` as dicts: labels for entities, Python literals."""
    return answer(name, store, timeout, **params).records()


def sparql(
    text: str, store: Store = None, timeout: float | None = DEFAULT_TIMEOUT
) -> list[dict[str, Any]]:
    """Rows of an ad hoc SPARQL SELECT query, stopped after ``timeout`` seconds."""
    question = parse_saved_query(text, "sparql")
    return ask_question(question, None, store, timeout, option="timeout=").records()


def ask_question(
    question: SavedQuery,
    params: dict[str, str] | None = None,
    store: Store = None,
    timeout: float | None = DEFAULT_TIMEOUT,
    option: str = "--timeout",
    while_waiting: Callable[[], object] | None = None,
    ending: bool = False,
) -> Answer:
    """The Answer to ``question`` on the store (opened read-only), stopped after ``timeout``
    seconds (0: no limit, in this process); ``option`` is the setting the time-limit
    message names; ``while_waiting``, work of the caller's to do meanwhile (done before the
    question when it runs in this process). ``ending``: this process ends once it has the
    answer or the error (the ``hwkg`` program), so that a question on an Oxigraph folder runs
    on a thread of it rather than in a child process (``call_on_thread``): at the limit, the
    end of the process stops the question."""
    # Checked here, before a child process is started: the child inherits the verdict (and
    # rdflib's parser, when the text needed it) instead of parsing again.
    check_question(question)
    if isinstance(store, KnowledgeStore):
        if not timeout:
            if while_waiting is not None:
                while_waiting()
            # The question prepared for this store once (``sparql.run.prepare``), then run.
            return run(store, question, params or {})
        store = store.location  # the child process opens it again
    if any(p.type == "entity" for p in question.params):
        # Names are matched against the gazetteer's: read once here, not in each child.
        from hwkg.ingest import gazetteer

        gazetteer()
    spec = resolve_store_spec(store)
    if ending and timeout and not is_endpoint(spec):
        return call_on_thread(
            timeout,
            run,
            question,
            params or {},
            store=spec,
            option=option,
            while_waiting=while_waiting,
        )
    return call_within(
        timeout, run, question, params or {}, store=spec, option=option, while_waiting=while_waiting
    )


def query_text(name: str, store: Store = None, **params: Any) -> str:
    """The text hwkg runs for the saved question ``name``: its parameters (``params``, else
    their defaults) bound as RDF terms in a ``VALUES`` block."""
    given = {k: str(v) for k, v in params.items()}
    with _reading(store) as ks:
        return bound_text(ks, saved_query(name), given)


def questions() -> list[SavedQuery]:
    """Every saved question, by name."""
    return list(saved_queries().values())
