"""hwkg.graph.viz: pictures of the graph, companies, chips, frameworks and clouds as nodes,
relations as edges.

``project.py`` reads the store into a networkx MultiDiGraph (``focus`` keeps one entity's
neighbourhood); ``page.py`` writes it as one self-contained interactive HTML page (its script
and style in ``static/``); ``layout.py`` (with ``boxes.py``) places labels that never
overlap, which ``draw.py`` draws as SVG or PNG, and the timeline of dated facts;
``network.py`` writes GraphML and GEXF; ``style.py`` holds colours, shapes and words.
Nothing here prints; every output is bytes or text, the same graph giving the same bytes.
"""

from .boxes import Box, overlapping_pairs
from .draw import dated_facts, figure, timeline_figure, timeline_svg, to_png, to_svg
from .layout import StaticLayout, static_layout
from .network import flat_graph, graph_bytes
from .page import html_data, to_html, vis_network_assets
from .project import check_lang, focus, project, resolve

__all__ = [
    "Box",
    "StaticLayout",
    "check_lang",
    "dated_facts",
    "figure",
    "flat_graph",
    "focus",
    "graph_bytes",
    "html_data",
    "overlapping_pairs",
    "project",
    "resolve",
    "static_layout",
    "timeline_figure",
    "timeline_svg",
    "to_html",
    "to_png",
    "to_svg",
    "vis_network_assets",
]
