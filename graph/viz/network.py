"""The projected graph as GraphML or GEXF, for Gephi, Cytoscape or yEd."""

from __future__ import annotations

import io
import json
import re
from typing import Any

import networkx as nx

from hwkg.graph import formats


def _flat(data: dict[str, Any]) -> dict[str, str | int | float | bool]:
    out: dict[str, str | int | float | bool] = {}
    for key, value in data.items():
        if value is None:
            continue
        if isinstance(value, str | int | float | bool):
            out[key] = value
        else:
            out[key] = json.dumps(value, ensure_ascii=False, sort_keys=True)
    return out


def flat_graph(graph: nx.MultiDiGraph) -> nx.MultiDiGraph:
    """A copy whose attributes are all strings or numbers (lists and dicts as JSON)."""
    flat = nx.MultiDiGraph()
    for n, d in graph.nodes(data=True):
        flat.add_node(n, **_flat(d))
    for u, v, k, d in graph.edges(keys=True, data=True):
        flat.add_edge(u, v, key=k, **_flat(d))
    return flat


def graph_bytes(graph: nx.MultiDiGraph, fmt: str) -> bytes:
    """Return the graph as GraphML or GEXF (facts and aliases as JSON string attributes)."""
    fmt = formats.by_name(fmt, "export", "network", what="graph format").name
    flat = flat_graph(graph)
    buf = io.BytesIO()
    if fmt == "graphml":
        for u, v, k, d in flat.edges(keys=True, data=True):
            d["edge_id"] = f"{u}|{k}|{v}"  # GraphML edge ids are unique in the document
        nx.write_graphml(flat, buf, encoding="utf-8", edge_id_from_attribute="edge_id")
        return buf.getvalue()
    nx.write_gexf(flat, buf, encoding="utf-8")
    # GEXF's optional last-modified date would make the same graph give other bytes tomorrow.
    return re.sub(rb' lastmodifieddate="[^"]*"', b"", buf.getvalue(), count=1)
