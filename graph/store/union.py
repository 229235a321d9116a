"""The default graph is the union of the named graphs: the SPARQL Update text that keeps it so.

Queries read the default graph, with no union option on any store (Oxigraph's
union-default-graph mode counts a triple once per graph that holds it, so joins over
descriptions repeated in many articles explode). Every write of ``KnowledgeStore`` goes
through here, in the same transaction as the write on the embedded store.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pyoxigraph as ox
from rdflib import URIRef
from rdflib.term import Node

from hwkg.graph.terms import nt
from hwkg.graph.vocab import UPDATES_GRAPH

from .backend import Backend

Triples = Sequence[tuple[Node, Node, Node]] | Sequence[ox.Triple]


def _line(triple: tuple[Node, Node, Node] | ox.Triple) -> str:
    if isinstance(triple, ox.Triple):
        return f"{triple} ."  # N-Triples, which SPARQL reads as it is
    s, p, o = triple
    return f"{nt(s)} {nt(p)} {nt(o)} ."


def insert_data(graph: URIRef, triples: Triples) -> str:
    """INSERT DATA into ``graph`` and into the default graph (the union): rdflib triples
    or pyoxigraph ones."""
    body = "\n".join(_line(t) for t in triples)
    return f"INSERT DATA {{ GRAPH {nt(graph)} {{\n{body}\n}}\n{body}\n}}"


def nquads(graph: URIRef, triples: Triples) -> bytes:
    """N-Quads of ``triples`` in ``graph`` and in the default graph (the union)."""
    name = f" {nt(graph)} .\n"
    lines: list[str] = []
    for triple in triples:
        line = _line(triple)[:-2]  # its N-Triples, without " ."
        lines += (line, name, line, " .\n")
    return "".join(lines).encode()


def lines_nquads(graphs: Iterable[tuple[URIRef, Iterable[str]]]) -> bytes:
    """N-Quads of N-Triples lines (each without its " .") in their graphs, and in the default
    graph (the union) once each: a description or a fact that several articles of a batch
    repeat is handed to the store once (about a sixth of the default graph's lines of the
    benchmark's batches). A line about a graph or its records (its subject's IRI begins
    with the graph's) is in no other graph: it joins the union with its graph's lines.

    Made graph by graph as UTF-8, so that the lines of one graph at a time are held as text
    (``graphs`` may make them as it goes): the whole text, where one Spanish letter makes
    every character of it two bytes, and its encoding held the payload three times over
    (a write of 64 articles: 43 MiB at its peak for 9 MiB of N-Quads; now about 10)."""
    parts: list[bytes] = []
    shared: dict[str, None] = {}
    for graph, lines in graphs:
        held = list(lines)
        if held:
            # Each line then the graph's name, joined in one call (not two parts a line).
            name = f" {nt(graph)} .\n"
            own = f"<{graph}"
            mine = [line for line in held if line.startswith(own)]
            if len(mine) < len(held):
                shared.update(dict.fromkeys(line for line in held if not line.startswith(own)))
            text = name.join(held) + name
            if mine:
                text += " .\n".join(mine) + " .\n"
            parts.append(text.encode())
    if shared:
        parts.append((" .\n".join(shared) + " .\n").encode())
    return b"".join(parts)


def retire_graphs(graphs: Iterable[URIRef]) -> str:
    """Updates that drop ``graphs`` and take out of the default graph the triples that no
    other named graph still holds."""
    graphs = tuple(dict.fromkeys(graphs))
    keep_out = ", ".join(nt(g) for g in graphs)
    parts = []
    for g in graphs:
        parts.append(
            f"DELETE {{ ?s ?p ?o }} WHERE {{ GRAPH {nt(g)} {{ ?s ?p ?o }} "
            f"FILTER NOT EXISTS {{ GRAPH ?other {{ ?s ?p ?o }} "
            f"FILTER (?other NOT IN ({keep_out})) }} }} ;\n"
            f"DROP SILENT GRAPH {nt(g)} ;\n"
        )
    return "".join(parts)


def replace_graph(
    db: Backend, graph: URIRef, triples: Triples, drop: Iterable[URIRef] = (), fresh: bool = False
) -> None:
    """Make ``graph`` hold exactly ``triples`` (and drop the graphs in ``drop``): one
    transaction on the embedded store, one request per batch of triples on an endpoint.
    ``fresh`` says the store does not hold ``graph`` yet: nothing of it to take out
    (a quarter of an article's write time)."""
    retired = tuple(drop) if fresh else (*drop, graph)
    if not retired and db.loads_nquads:
        # Nothing to take out: N-Quads in one transaction, which Oxigraph reads in Rust
        # without the GIL, instead of SPARQL text (the writes of 616 articles, flushes and
        # claims included: 8.1 -> 7.2 s of CPU).
        db.load_nquads(nquads(graph, triples))
        return
    drops = retire_graphs(retired) if retired else ""
    if db.batch is None or len(triples) <= db.batch:
        db.update(drops + insert_data(graph, triples))
        return
    # An endpoint takes a large graph in batches: the first drops the old content.
    for n in range(0, len(triples), db.batch):
        prefix = drops if n == 0 else ""
        db.update(prefix + insert_data(graph, triples[n : n + db.batch]))


def mend(graphs: Iterable[URIRef], removed: Iterable[bytes]) -> str:
    """Updates that bring the default graph back to the union after a write that changed
    ``graphs`` directly: their triples join it, and the ``removed`` triples (N-Triples lines)
    that no named graph holds any more leave it. A triple with a blank node cannot be named
    in an update: if one was removed, every triple of the default graph is checked instead."""
    parts = [
        f"INSERT {{ ?s ?p ?o }} WHERE {{ GRAPH {nt(g)} {{ ?s ?p ?o }} }} ;\n"
        for g in dict.fromkeys(graphs)
    ]
    lines = sorted(set(removed))
    if any(b"_:" in line for line in lines):
        parts.append(
            "DELETE { ?s ?p ?o } WHERE { ?s ?p ?o FILTER NOT EXISTS { GRAPH ?g { ?s ?p ?o } } } ;\n"
        )
    elif lines:
        parts.append(
            f"DELETE {{ ?s ?p ?o }} WHERE {{ VALUES (?s ?p ?o) {{\n{_rows(lines)}\n}} "
            "?s ?p ?o FILTER NOT EXISTS { GRAPH ?g { ?s ?p ?o } } } ;\n"
        )
    return "".join(parts)


def settle_default(written: set[bytes], deleted: set[bytes]) -> str:
    """Updates that give named graphs what an update did to the default graph itself (the
    N-Triples lines it ``written`` there, and those it ``deleted``): a triple written there
    that no named graph holds joins the graph of updates; a triple deleted from there leaves
    every graph. (A triple with a blank node cannot be named in an update: those written
    join the graph of updates all at once; those deleted stay where they were.)"""
    parts = []
    plain = sorted(line for line in written if b"_:" not in line)
    if plain:
        parts.append(
            f"INSERT {{ GRAPH {nt(UPDATES_GRAPH)} {{ ?s ?p ?o }} }} WHERE {{ "
            f"VALUES (?s ?p ?o) {{\n{_rows(plain)}\n}} ?s ?p ?o "
            "FILTER NOT EXISTS { GRAPH ?g { ?s ?p ?o } } } ;\n"
        )
    if len(plain) < len(written):
        parts.append(
            f"INSERT {{ GRAPH {nt(UPDATES_GRAPH)} {{ ?s ?p ?o }} }} WHERE {{ ?s ?p ?o "
            "FILTER (isBlank(?s) || isBlank(?o)) FILTER NOT EXISTS { GRAPH ?g { ?s ?p ?o } } } ;\n"
        )
    gone = sorted(line for line in deleted if b"_:" not in line)
    if gone:
        parts.append(
            "DELETE { GRAPH ?g { ?s ?p ?o } } WHERE { VALUES (?s ?p ?o) {\n"
            f"{_rows(gone)}\n}} GRAPH ?g {{ ?s ?p ?o }} }} ;\n"
        )
    return "".join(parts)


def _rows(lines: Iterable[bytes]) -> str:
    """N-Triples lines as the rows of a ``VALUES (?s ?p ?o)`` block."""
    return "\n".join(f"({line.decode('utf-8')[:-2]})" for line in lines)


def drop_unmarked(prefix: str, mark_class: str) -> str:
    """Updates that drop the named graphs under ``prefix`` that do not say they are a
    ``mark_class`` (``<g> a <mark_class>`` inside): what a bulk write cut short before its
    marks leaves (every quad is read: after a run cut short only). Mend the union after."""
    return (
        "DELETE { GRAPH ?g { ?s ?p ?o } } WHERE { GRAPH ?g { ?s ?p ?o } "
        f'FILTER (STRSTARTS(STR(?g), "{prefix}")) '
        f"FILTER NOT EXISTS {{ GRAPH ?g {{ ?g a <{mark_class}> }} }} }} ;\n"
    )


def mend_all() -> str:
    """Updates that make the default graph the union again, whatever happened: after a run
    cut short between a write and its mending (every triple is read: rare, and slow)."""
    return (
        "INSERT { ?s ?p ?o } WHERE { GRAPH ?g { ?s ?p ?o } } ;\n"
        "DELETE { ?s ?p ?o } WHERE { ?s ?p ?o FILTER NOT EXISTS { GRAPH ?g { ?s ?p ?o } } } ;\n"
    )
