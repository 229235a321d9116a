"""The static layout of SVG and PNG pictures: every node's and edge label's place, in points,
so that no two labels overlap.

Each connected component is laid out by stress majorisation (or on a grid, when very large),
its boxes pushed apart and its edge labels placed along their lines; then the components are
packed in rows. The interactive page starts from this layout too.
"""

from __future__ import annotations

import math
from collections import defaultdict, deque
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import networkx as nx
import numpy as np

from .boxes import (
    EDGE_FONT_SIZE,
    EDGE_LABEL_LIMIT,
    FONT_SIZE,
    GAP,
    MARKER,
    PAD,
    STRESS_LIMIT,
    Box,
    BoxIndex,
    overlapping_pairs,
    text_size,
)
from .style import RELATION_FALLBACK_COLOUR, relation_colour


@dataclass(slots=True)
class EdgeGroup:
    """All edges between one pair of nodes, drawn as one line with one label."""

    a: str
    b: str
    relations: list[str]
    edges: list[tuple[str, str, dict[str, Any]]]
    text: str = ""
    arrow: str = "-"
    colour: str = RELATION_FALLBACK_COLOUR
    label_at: tuple[float, float] | None = None
    label_box: Box | None = None


@dataclass(slots=True)
class StaticLayout:
    """Where everything goes, in points: node centres, label boxes, edge labels."""

    width: float
    height: float
    pos: dict[str, tuple[float, float]]
    node_boxes: dict[str, Box]
    groups: list[EdgeGroup]
    labels_dropped: int = 0
    edge_labels: bool = True

    def boxes(self) -> list[Box]:
        """Every label box: one per node (marker and label) and one per edge label."""
        return list(self.node_boxes.values()) + [
            g.label_box for g in self.groups if g.label_box is not None
        ]


def _node_box(label: str) -> tuple[float, float, float]:
    """Half width, height above the centre and depth below it of a node's marker + label."""
    w, h = text_size(label, FONT_SIZE)
    half = max(w, MARKER) / 2 + PAD
    return half, MARKER / 2 + PAD, MARKER / 2 + GAP + h + PAD


def _box_at(x: float, y: float, dims: tuple[float, float, float]) -> Box:
    half, up, down = dims
    return Box(x - half, y - down, x + half, y + up)


def _stress(und: nx.Graph, nodes: list[str], iterations: int = 300) -> np.ndarray:
    """Stress majorisation (SMACOF): every pair as far apart as its graph distance.

    Like Kamada-Kawai, edges come out of about one length; it starts from classical
    multidimensional scaling, so it is deterministic without any random numbers.
    """
    n = len(nodes)
    where = {node: i for i, node in enumerate(nodes)}
    dist = np.zeros((n, n))
    for node, lengths in nx.all_pairs_shortest_path_length(und.subgraph(nodes)):
        for other, d in lengths.items():
            dist[where[node], where[other]] = d
    # Classical MDS: the two leading eigenvectors of the double-centred squared distances.
    centre = np.eye(n) - 1.0 / n
    gram = -0.5 * centre @ (dist**2) @ centre
    values, vectors = np.linalg.eigh(gram)
    top = vectors[:, -2:][:, ::-1] * np.sqrt(np.maximum(values[-2:][::-1], 1e-9))
    signs = np.sign(top[np.argmax(np.abs(top), axis=0), [0, 1]])
    x = top * np.where(signs == 0, 1.0, signs)
    x = x + np.linspace(0, 1e-3, n)[:, None]  # no two points alike
    with np.errstate(divide="ignore"):
        weight = np.where(dist > 0, 1.0 / dist**2, 0.0)
    lap = -weight
    lap[np.diag_indices(n)] = weight.sum(axis=1)
    lap_inv = np.linalg.pinv(lap)
    previous = math.inf
    for _ in range(iterations):
        diff = x[:, None, :] - x[None, :, :]
        now = np.sqrt((diff**2).sum(axis=2))
        with np.errstate(divide="ignore", invalid="ignore"):
            ratio = np.where(now > 1e-12, weight * dist / now, 0.0)
        b = -ratio
        b[np.diag_indices(n)] = ratio.sum(axis=1)
        x = lap_inv @ (b @ x)
        stress = float((weight * (now - dist) ** 2).sum())
        if previous - stress < 1e-6 * max(previous, 1.0):
            break
        previous = stress
    return x - x.mean(axis=0)


def _edge_unit(graph: nx.MultiDiGraph, nodes: list[str], dims: dict[str, Any]) -> float:
    """The length of one edge, in points: room for two markers and a typical edge label."""
    members = set(nodes)
    widths = sorted(
        text_size(str(d.get("label", "")), EDGE_FONT_SIZE)[0]
        for u, _, d in graph.edges(data=True)
        if u in members
    )
    typical_label = widths[int(len(widths) * 0.75)] if widths else 0.0
    typical_node = float(np.median([2 * dims[n][0] for n in nodes]))
    return max(typical_label + 2 * MARKER + 24, typical_node + 20, 70.0)


def _separate(pos: np.ndarray, dims: np.ndarray) -> np.ndarray:
    """Push overlapping node boxes apart (and spread the whole picture when that is stuck)."""
    pos = pos.copy()
    n = len(pos)
    if n < 2:
        return pos
    for attempt in range(400):
        boxes = [_box_at(pos[i, 0], pos[i, 1], tuple(dims[i])) for i in range(n)]
        pairs = overlapping_pairs(boxes)
        if not pairs:
            return pos
        if attempt % 25 == 24:
            pos = pos * 1.15
            continue
        shift = np.zeros_like(pos)
        for i, j in pairs:
            bi, bj = boxes[i], boxes[j]
            ox = min(bi.x1, bj.x1) - max(bi.x0, bj.x0)
            oy = min(bi.y1, bj.y1) - max(bi.y0, bj.y0)
            if ox <= oy:
                d = pos[j, 0] - pos[i, 0]
                sign = 1.0 if d > 0 or (d == 0 and j > i) else -1.0
                shift[i, 0] -= sign * (ox / 2 + 0.5)
                shift[j, 0] += sign * (ox / 2 + 0.5)
            else:
                d = pos[j, 1] - pos[i, 1]
                sign = 1.0 if d > 0 or (d == 0 and j > i) else -1.0
                shift[i, 1] -= sign * (oy / 2 + 0.5)
                shift[j, 1] += sign * (oy / 2 + 0.5)
        pos = pos + shift
    # Scaling up always separates distinct points in the end.
    while overlapping_pairs(
        [_box_at(p[0], p[1], tuple(d)) for p, d in zip(pos, dims, strict=True)]
    ):
        pos = pos * 1.5 + np.arange(n)[:, None] * 1e-3
    return pos


def _grid(
    nodes: list[str], und: nx.Graph, dims: dict[str, tuple[float, float, float]]
) -> dict[str, tuple[float, float]]:
    """Place a large component on a grid in breadth-first order (neighbours stay near)."""
    order: list[str] = []
    seen: set[str] = set()
    for start in sorted(nodes, key=lambda n: (-und.degree(n), n)):
        if start in seen:
            continue
        seen.add(start)
        queue = deque([start])
        while queue:
            node = queue.popleft()
            order.append(node)
            for nb in sorted(und[node]):
                if nb not in seen:
                    seen.add(nb)
                    queue.append(nb)
    cw = max(2 * dims[n][0] for n in nodes) + 1
    ch = max(dims[n][1] + dims[n][2] for n in nodes) + 1
    cols = max(1, round(math.sqrt(len(nodes) * ch / cw)))
    out = {}
    for k, node in enumerate(order):
        row, col = divmod(k, cols)
        if row % 2:
            col = cols - 1 - col  # snake, so the order stays continuous
        out[node] = (col * cw, -row * ch)
    return out


def _edge_groups(graph: nx.MultiDiGraph, nodes: Sequence[str]) -> list[EdgeGroup]:
    index = {n: i for i, n in enumerate(graph)}
    members = set(nodes)
    grouped: dict[tuple[str, str], list[tuple[str, str, dict[str, Any]]]] = defaultdict(list)
    for u, v, d in graph.edges(data=True):
        if u in members and u != v:
            a, b = (u, v) if index[u] <= index[v] else (v, u)
            grouped[(a, b)].append((u, v, d))
    groups = []
    for (a, b), edges in sorted(grouped.items(), key=lambda kv: (index[kv[0][0]], index[kv[0][1]])):
        rels = sorted({str(d.get("relation", "")) for _, _, d in edges})
        forward = any(u == a and not d.get("symmetric") for u, _, d in edges)
        backward = any(u == b and not d.get("symmetric") for u, _, d in edges)
        arrow = {(True, False): "->", (False, True): "<-", (True, True): "<->"}.get(
            (forward, backward), "-"
        )
        colour = relation_colour(rels[0]) if len(rels) == 1 else "#666666"
        groups.append(EdgeGroup(a, b, rels, edges, arrow=arrow, colour=colour))
    return groups


def _group_text(group: EdgeGroup, pos: dict[str, tuple[float, float]]) -> str:
    lines = []
    mixed = group.arrow == "<->"
    rightward = pos[group.b][0] >= pos[group.a][0]
    for u, _, d in sorted(group.edges, key=lambda e: (str(e[2].get("label", "")), e[0])):
        text = str(d.get("label", d.get("relation", "")))
        if mixed and not d.get("symmetric"):
            goes_right = (u == group.a) == rightward
            text = f"{text} →" if goes_right else f"← {text}"
        if text not in lines:
            lines.append(text)
    return "\n".join(lines)


def exit_distance(start: tuple[float, float], towards: tuple[float, float], box: Box) -> float:
    """How far a line from ``start`` towards ``towards`` runs inside ``box`` (a node's marker
    and label): lines stop there, so no arrowhead hides under a label."""
    (x, y), (tx, ty) = start, towards
    dx, dy = tx - x, ty - y
    length = math.hypot(dx, dy)
    if length == 0:
        return 0.0
    ux, uy = dx / length, dy / length
    limits = []
    if ux:
        limits.append(((box.x1 - x) if ux > 0 else (x - box.x0)) / abs(ux))
    if uy:
        limits.append(((box.y1 - y) if uy > 0 else (y - box.y0)) / abs(uy))
    return max(min(limits) - PAD + 1.0, MARKER / 2 + 1.0)


LINE_ROOM = 12.0  # visible line (and arrowhead) left on each side of an edge label


def _place_edge_labels(
    groups: list[EdgeGroup], pos: dict[str, tuple[float, float]], node_boxes: dict[str, Box]
) -> bool:
    """Put each edge label on the visible part of its line, with some line left on both
    sides, where it hits no other label; False if one cannot be placed."""
    index = BoxIndex()
    for b in node_boxes.values():
        index.add(b)
    ok = True
    for g in groups:
        w, h = text_size(g.text, EDGE_FONT_SIZE)
        (xa, ya), (xb, yb) = pos[g.a], pos[g.b]
        g.label_at, g.label_box = None, None
        length = math.hypot(xb - xa, yb - ya)
        if length == 0:
            ok = False
            continue
        ux, uy = (xb - xa) / length, (yb - ya) / length
        along = abs(ux) * (w + 2) + abs(uy) * (h + 2)  # the label's extent along the line
        lo = exit_distance(pos[g.a], pos[g.b], node_boxes[g.a]) + LINE_ROOM + along / 2
        hi = length - exit_distance(pos[g.b], pos[g.a], node_boxes[g.b]) - LINE_ROOM - along / 2
        if hi < lo:
            ok = False
            continue
        for f in (0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8, 0.0, 1.0):
            s = lo + (hi - lo) * f
            x, y = xa + ux * s, ya + uy * s
            box = Box(x - w / 2 - 1, y - h / 2 - 1, x + w / 2 + 1, y + h / 2 + 1)
            if not index.hits(box):
                index.add(box)
                g.label_at, g.label_box = (x, y), box
                break
        else:
            ok = False
    return ok


@dataclass(slots=True)
class _Piece:
    nodes: list[str]
    pos: dict[str, tuple[float, float]]
    groups: list[EdgeGroup] = field(default_factory=list)
    dropped: int = 0

    def bbox(self, boxes: dict[str, Box]) -> Box:
        all_boxes = [boxes[n] for n in self.nodes] + [
            g.label_box for g in self.groups if g.label_box is not None
        ]
        return Box(
            min(b.x0 for b in all_boxes),
            min(b.y0 for b in all_boxes),
            max(b.x1 for b in all_boxes),
            max(b.y1 for b in all_boxes),
        )


def static_layout(graph: nx.MultiDiGraph, lang: str = "en") -> StaticLayout:
    """Lay the graph out in points so that no two labels (nodes' or edges') overlap.

    Each connected component is laid out on its own (a seeded spring layout, or a grid for
    very large ones), its node boxes pushed apart, its edge labels placed along their lines
    where they hit nothing (the component is spread out until they all fit); then the
    components are packed in rows, largest first.
    """
    del lang  # labels are already in the graph's language
    labels = {n: str(d.get("label", n)) for n, d in graph.nodes(data=True)}
    dims = {n: _node_box(labels[n]) for n in graph}
    und = nx.Graph()
    und.add_nodes_from(graph)
    und.add_edges_from((u, v) for u, v in graph.edges() if u != v)
    with_labels = (
        sum(1 for _ in {frozenset((u, v)) for u, v in graph.edges() if u != v}) <= EDGE_LABEL_LIMIT
    )
    index = {n: i for i, n in enumerate(graph)}
    comps = sorted(
        (sorted(c, key=index.__getitem__) for c in nx.connected_components(und)),
        key=lambda c: (-len(c), index[c[0]]),
    )
    pieces: list[_Piece] = []
    for comp in comps:
        groups = _edge_groups(graph, comp)
        if len(comp) == 1:
            pos = {comp[0]: (0.0, 0.0)}
        elif len(comp) > STRESS_LIMIT:
            pos = _grid(comp, und, dims)
        else:
            unit = _edge_unit(graph, comp, dims)
            arr = _stress(und, comp) * unit
            arr = _separate(arr, np.array([dims[n] for n in comp], dtype=float))
            pos = {n: (float(x), float(y)) for n, (x, y) in zip(comp, arr, strict=True)}
        piece = _Piece(comp, pos, groups)
        if with_labels and groups:
            for _ in range(30):
                for g in groups:
                    g.text = _group_text(g, piece.pos)
                node_boxes = {n: _box_at(*piece.pos[n], dims[n]) for n in comp}
                if _place_edge_labels(groups, piece.pos, node_boxes):
                    break
                piece.pos = {n: (x * 1.15, y * 1.15) for n, (x, y) in piece.pos.items()}
            piece.dropped = sum(1 for g in groups if g.label_box is None)
        pieces.append(piece)

    # Pack the components in rows, largest first, keeping a margin between them.
    margin = 14.0
    boxes_of = {}
    for p in pieces:
        local = {n: _box_at(*p.pos[n], dims[n]) for n in p.nodes}
        boxes_of[id(p)] = (p.bbox(local), local)
    total_area = sum((b.x1 - b.x0 + margin) * (b.y1 - b.y0 + margin) for b, _ in boxes_of.values())
    widest = max((b.x1 - b.x0 for b, _ in boxes_of.values()), default=0.0)
    row_width = max(widest, math.sqrt(total_area) * 1.4, 300.0)
    pos_out: dict[str, tuple[float, float]] = {}
    boxes_out: dict[str, Box] = {}
    groups_out: list[EdgeGroup] = []
    x = y = row_h = 0.0
    width = 0.0
    loose = False
    for p in pieces:
        bbox, local = boxes_of[id(p)]
        w, h = bbox.x1 - bbox.x0, bbox.y1 - bbox.y0
        if len(p.nodes) == 1 and not loose:
            # Unconnected entities get a band of their own, below the connected ones.
            loose = True
            if x > 0:
                x, y, row_h = 0.0, y - row_h - 2 * margin, 0.0
        elif x > 0 and x + w > row_width:
            x, y, row_h = 0.0, y - row_h - margin, 0.0
        dx, dy = x - bbox.x0, y - bbox.y1  # top-left of the piece at (x, y)
        for n in p.nodes:
            px, py = p.pos[n]
            pos_out[n] = (px + dx, py + dy)
            boxes_out[n] = local[n].shifted(dx, dy)
        for g in p.groups:
            if g.label_box is not None and g.label_at is not None:
                g.label_box = g.label_box.shifted(dx, dy)
                g.label_at = (g.label_at[0] + dx, g.label_at[1] + dy)
            groups_out.append(g)
        x += w + margin
        width = max(width, x - margin)
        row_h = max(row_h, h)
    height = -(y - row_h) if pieces else 0.0
    # Move everything into the positive quadrant: (0, 0) is the bottom-left corner.
    shift_y = height
    pos_out = {n: (px, py + shift_y) for n, (px, py) in pos_out.items()}
    boxes_out = {n: b.shifted(0, shift_y) for n, b in boxes_out.items()}
    for g in groups_out:
        if g.label_box is not None and g.label_at is not None:
            g.label_box = g.label_box.shifted(0, shift_y)
            g.label_at = (g.label_at[0], g.label_at[1] + shift_y)
    return StaticLayout(
        width=width,
        height=height,
        pos={n: pos_out[n] for n in graph},
        node_boxes={n: boxes_out[n] for n in graph},
        groups=groups_out,
        labels_dropped=sum(p.dropped for p in pieces),
        edge_labels=with_labels,
    )
