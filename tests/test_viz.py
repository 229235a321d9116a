"""Pictures of the graph: the projection, focus, HTML in a real browser, SVG/PNG, GraphML/GEXF."""

from __future__ import annotations

import io
import json
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import networkx as nx
import pytest
import typer
from helpers import CHROMIUM_ARGS, EXAMPLE, GOLD, ROOT
from rdflib import Graph, Literal
from rdflib.namespace import RDFS
from typer.testing import CliRunner

from hwkg.graph import api, viz, vocab
from hwkg.graph.cli import main
from hwkg.graph.cli.viz import viz as viz_command
from hwkg.graph.viz import style
from hwkg.graph.vocab import HW, PREFIXES, entity_classes
from hwkg.ingest import InputError

SVG_NS = "{http://www.w3.org/2000/svg}"


# -- fixtures -------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def store_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A store holding the sample article, ingested through the command line."""
    path = tmp_path_factory.mktemp("viz") / "store"
    assert main(["ingest", str(EXAMPLE), "--store", str(path)]) == 0
    return path


@pytest.fixture(scope="module")
def graph(store_path: Path) -> nx.MultiDiGraph:
    return api.network(str(store_path), "en")


def gold_triples() -> set[tuple[str, str, str]]:
    rows = (GOLD / "torchtpu-torchneuron.es.txt.gold.tsv").read_text(encoding="utf-8")
    return {
        tuple(line.split("\t")[:3])  # type: ignore[misc]
        for line in rows.splitlines()
        if line.strip() and not line.startswith("#")
    }


def labelled_edges(g: nx.MultiDiGraph) -> set[tuple[str, str, str]]:
    return {
        (g.nodes[u]["label"], d["relation"], g.nodes[v]["label"]) for u, v, d in g.edges(data=True)
    }


def synthetic_graph(n: int, label: str = "Entity {i}") -> nx.MultiDiGraph:
    """A graph of ``n`` entities with the attributes the renderers expect, tree plus chords."""
    g = nx.MultiDiGraph(lang="en")
    classes = ["Company", "Chip", "Framework", "CloudPlatform", "other"]
    for i in range(n):
        g.add_node(
            f"e{i:05d}",
            label=label.format(i=i),
            cls=classes[i % 5],
            iri=f"{PREFIXES['id']}e{i:05d}",
            aliases=[],
        )
    relations = ["develops", "targets", "uses", "competesWith"]
    for i in range(1, n):
        for j in {(i * 7919) % i, (i * 31) % n}:
            if j == i:
                continue
            rel = relations[(i + j) % len(relations)]
            g.add_edge(
                f"e{i:05d}",
                f"e{j:05d}",
                key=rel,
                relation=rel,
                label=rel,
                symmetric=rel == "competesWith",
                facts=[
                    {
                        "evidence": f"Sentence {i} about {j}.",
                        "article": "synthetic.txt",
                        "article_iri": f"{PREFIXES['doc']}x",
                        "modality": "Asserted",
                        "date": None,
                    }
                ],
            )
    return g


def embedded_data(page_html: str) -> dict:
    found = re.search(
        r'<script type="application/json" id="hwkg-data">(.*?)</script>', page_html, re.S
    )
    assert found, "no hwkg-data element"
    return json.loads(found.group(1))


def distinct_colours(image) -> int:
    return len(image.convert("RGB").getcolors(maxcolors=1 << 24) or ())


def svg_texts(svg: bytes) -> list[str]:
    root = ET.fromstring(svg)
    return ["".join(t.itertext()) for t in root.iter(f"{SVG_NS}text")]


# -- projection -----------------------------------------------------------------------------


def test_projection_holds_the_entities_and_relations_of_the_sample(graph):
    # the gold lists what a sentence states; hwkg adds what the gazetteer knows of a maker
    # named beside its product
    assert labelled_edges(graph) == gold_triples() | {("Google", "develops", "TorchTPU")}
    assert {"amazon", "google", "nvidia", "torchneuron", "torchtpu", "pytorch"} <= set(graph)
    assert all(d["iri"].startswith(PREFIXES["id"]) for _, d in graph.nodes(data=True))
    # No articles, provenance records, ontology terms or literals among the nodes.
    assert not [n for n in graph if "doc" in n or "fact" in n or "#" in n or "/" in n]
    classes = {n: d["cls"] for n, d in graph.nodes(data=True)}
    assert classes["amazon"] == "Company"
    assert classes["trainium"] == "Chip"
    assert classes["pytorch"] == "Framework"
    assert classes["aws"] == "CloudPlatform"
    assert graph.nodes["tpu"]["label"] == "TPU"
    assert "Tensor Processing Units" in graph.nodes["tpu"]["aliases"]
    # Sorted, hence deterministic.
    assert list(graph) == sorted(graph)


def test_edges_carry_their_facts_with_evidence_source_modality_and_date(graph):
    develops = graph.edges["amazon", "torchneuron", "develops"]
    assert develops["relation"] == "develops"
    assert develops["label"] == "develops"
    # its own sentence, and one that names Amazon beside it (rule gazetteer.developer)
    stated, known = develops["facts"]
    assert "su propia versión de PyTorch" in stated["evidence"]
    assert "La adopción de TorchTPU y TorchNeuron" in known["evidence"]
    assert {stated["article"], known["article"]} == {EXAMPLE.name}
    assert stated["modality"] == known["modality"] == "Asserted"
    announces = graph.edges["google", "torchtpu", "announces"]
    assert [f["date"] for f in announces["facts"]] == ["2026-10-20"]
    reported = graph.edges["amazon", "pytorch", "contributesTo"]
    assert [f["modality"] for f in reported["facts"]] == ["Reported"]
    assert reported["label"] == "contributes to"
    assert graph.edges["tpu", "gpu", "competesWith"]["symmetric"] is True
    assert graph.edges["google", "tpu", "develops"]["symmetric"] is False


@pytest.mark.remote
def test_projection_of_a_sparql_endpoint_is_the_same(graph, oxigraph_server):
    assert main(["ingest", str(EXAMPLE), "--store", oxigraph_server]) == 0
    remote = api.network(oxigraph_server, "en")
    assert list(remote.nodes(data=True)) == list(graph.nodes(data=True))
    assert list(remote.edges(keys=True, data=True)) == list(graph.edges(keys=True, data=True))


def test_relation_labels_follow_the_language(store_path):
    es = api.network(str(store_path), "es")
    again = api.network(str(store_path), "es")
    assert es.edges["amazon", "torchneuron", "develops"]["label"] == "desarrolla"
    assert es.edges["torchtpu", "tpu", "targets"]["label"] == "está dirigido a"
    assert list(es.edges(keys=True, data=True)) == list(again.edges(keys=True, data=True))


def test_class_names_are_the_ontology_labels():
    onto = Graph().parse(ROOT / "ontology" / "hwkg.ttl", format="turtle")
    for cls in (*(c.name for c in entity_classes()), style.OTHER):
        for lang in ("en", "es"):
            name = style.class_name(cls, lang)
            if cls != style.OTHER:
                assert Literal(name, lang=lang) in set(onto.objects(HW[cls], RDFS.label))


def test_a_class_added_to_the_ontology_is_drawn_in_a_style_of_its_own(tmp_path, monkeypatch):
    """Adding an entity class is a data edit: the pictures, the pages and the questions read
    the classes from ontology/hwkg.ttl."""
    ontology = tmp_path / "hwkg.ttl"
    ontology.write_text(
        (ROOT / "ontology" / "hwkg.ttl").read_text(encoding="utf-8")
        + "\nhw:Robot a owl:Class ; rdfs:subClassOf hw:Product ;\n"
        + '    rdfs:label "Robot"@en , "Robot"@es .\n',
        encoding="utf-8",
    )
    monkeypatch.setattr(vocab, "ONTOLOGY_FILE", ontology)
    vocab.entity_classes.cache_clear()
    try:
        names = [c.name for c in entity_classes()]
        assert names == ["Company", "Chip", "Framework", "CloudPlatform", "AIModel", "Robot"]
        styles = {style.class_style(name) for name in names}
        assert len(styles) == len(names) and style.OTHER_STYLE not in styles
        assert "<" + str(HW.Robot) + ">" in vocab.class_values()
    finally:
        vocab.entity_classes.cache_clear()


# -- focus ----------------------------------------------------------------------------------


def test_focus_keeps_the_order_of_the_graph(graph):
    """The same graph, the same picture: a focus lists its nodes and edges in the graph's
    order, whatever the process's hash seed."""
    two = viz.focus(graph, "amazon", 2)
    assert list(two) == [n for n in graph if n in two]
    assert list(two.edges(keys=True)) == [
        e for e in graph.edges(keys=True) if e[0] in two and e[1] in two
    ]


def test_focus_keeps_exactly_the_neighbourhood(graph):
    one = viz.focus(graph, "amazon", 1)
    assert set(one) == {"amazon", "aws", "pytorch", "torchneuron", "trainium"}
    # Induced: every edge of the graph among those nodes, and no other.
    expected = {(u, v, k) for u, v, k in graph.edges(keys=True) if u in one and v in one}
    assert set(one.edges(keys=True)) == expected
    two = viz.focus(graph, "AMAZON", 2)
    assert set(two) == {"amazon", "aws", "pytorch", "torchneuron", "trainium", "torchtpu", "gpu"}
    assert one.graph["focus"] == "amazon"
    assert set(viz.focus(graph, "Amazon Web Services", 0)) == {"aws"}  # an alias
    assert set(viz.focus(graph, "tpus", 1)) == {"tpu", "google", "torchtpu", "gpu"}


def test_unknown_entity_names_the_closest_known(graph):
    with pytest.raises(InputError) as caught:
        viz.focus(graph, "Amazn", 1)
    message = caught.value.message
    assert "\n" not in message
    assert "closest known" in message
    assert "Amazon" in message
    with pytest.raises(InputError, match=r"closest known: .*TorchTPU"):
        viz.focus(graph, "TorchTPV", 1)
    with pytest.raises(InputError):
        viz.focus(graph, "amazon", -1)


# -- static pictures ------------------------------------------------------------------------


def test_svg_keeps_every_label_as_text_and_is_deterministic(graph):
    svg = viz.to_svg(graph, "en")
    texts = svg_texts(svg)
    for _, d in graph.nodes(data=True):
        assert d["label"] in texts
    assert "develops" in texts  # an edge label
    assert "Cloud platform" in texts  # the legend
    assert viz.to_svg(graph, "en") == svg
    es = viz.to_svg(graph, "es")
    assert "Empresa" in svg_texts(es)


def test_png_decodes(graph):
    png = viz.to_png(graph, "en")
    from PIL import Image

    image = Image.open(io.BytesIO(png))
    image.load()
    assert image.format == "PNG"
    assert image.width > 600 and image.height > 400
    assert distinct_colours(image) > 20


def test_boxes_overlap_only_when_they_share_area():
    a = viz.Box(0, 0, 10, 10)
    assert viz.overlapping_pairs([a, viz.Box(10, 0, 20, 10)]) == []  # touching
    assert viz.overlapping_pairs([a, viz.Box(9, 9, 20, 20), viz.Box(30, 0, 40, 5)]) == [(0, 1)]
    assert viz.overlapping_pairs([viz.Box(0, 0, 100, 1), a, viz.Box(50, -5, 51, 5)]) == [
        (0, 1),
        (0, 2),
    ]


@pytest.mark.parametrize("which", ["sample", "focus", "dense"])
def test_no_label_box_overlaps_another(graph, which):
    g = {
        "sample": graph,
        "focus": viz.focus(graph, "pytorch", 1),
        "dense": synthetic_graph(60, label="Quite a long entity name {i}"),
    }[which]
    layout = viz.static_layout(g)
    boxes = layout.boxes()
    assert len(layout.node_boxes) == g.number_of_nodes()
    assert viz.overlapping_pairs(boxes) == []
    if which != "dense":
        assert layout.labels_dropped == 0
        assert len(boxes) == g.number_of_nodes() + len(layout.groups)


def test_drawn_texts_do_not_overlap(graph):
    """The text matplotlib really draws (Agg's own metrics), not only the planned boxes."""
    fig = viz.figure(graph, "en")
    renderer = fig.canvas.get_renderer()
    texts = [t for ax in fig.axes for t in ax.texts] + list(fig.texts)
    assert len(texts) > graph.number_of_nodes()
    extents = [t.get_window_extent(renderer) for t in texts if t.get_text()]
    boxes = [viz.Box(e.x0, e.y0, e.x1, e.y1) for e in extents]
    clashes = viz.overlapping_pairs(boxes)
    assert clashes == [], [(texts[i].get_text(), texts[j].get_text()) for i, j in clashes]


def test_timeline_shows_the_dated_announcement(graph, store_path):
    svg = viz.timeline_svg(graph, "en")
    ET.fromstring(svg)
    text = " ".join(svg_texts(svg))
    assert "2026" in text
    assert "Google" in text
    assert "announces TorchTPU" in text
    assert b"anuncia TorchTPU" in viz.timeline_svg(api.network(str(store_path), "es"), "es")
    empty = viz.timeline_svg(viz.focus(graph, "nvidia", 1), "en")
    assert "no dated facts" in " ".join(svg_texts(empty))


# -- GraphML, GEXF --------------------------------------------------------------------------


@pytest.mark.parametrize("fmt", ["graphml", "gexf"])
def test_graph_formats_load_back(graph, fmt):
    data = viz.graph_bytes(graph, fmt)
    assert viz.graph_bytes(graph, fmt) == data
    back = (nx.read_graphml if fmt == "graphml" else nx.read_gexf)(io.BytesIO(data))
    assert set(back) == set(graph)
    assert sorted((u, v, d["relation"]) for u, v, d in back.edges(data=True)) == sorted(
        (u, v, d["relation"]) for u, v, d in graph.edges(data=True)
    )
    for n, d in graph.nodes(data=True):
        assert back.nodes[n]["label"] == d["label"]
        assert back.nodes[n]["cls"] == d["cls"]
        assert back.nodes[n]["iri"] == d["iri"]
    facts = {(u, v, d["relation"]): json.loads(d["facts"]) for u, v, d in back.edges(data=True)}
    assert (
        facts[("amazon", "torchneuron", "develops")]
        == graph.edges["amazon", "torchneuron", "develops"]["facts"]
    )
    with pytest.raises(InputError):
        viz.graph_bytes(graph, "dot")


# -- HTML in a real browser -----------------------------------------------------------------


def chromium_path() -> str:
    path = "/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else shutil.which("chromium")
    if not path:
        pytest.fail("Chromium is not installed (/usr/bin/chromium): `make setup` installs it")
    return path


@pytest.fixture(scope="module")
def browser():
    path = chromium_path()
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.fail("the playwright package is missing: `make setup` installs it")
    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=path, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


class Page:
    """A page opened from a file:// URL; every other request is recorded and refused."""

    def __init__(self, browser, path: Path) -> None:
        self.url = path.resolve().as_uri()
        self.requests: list[str] = []
        self.errors: list[str] = []
        self.dialogs: list[str] = []
        self.page = browser.new_page(viewport={"width": 1280, "height": 800})
        self.page.on("console", self._console)
        self.page.on("pageerror", lambda exc: self.errors.append(f"pageerror: {exc}"))
        self.page.on("request", lambda req: req.url != self.url and self.requests.append(req.url))
        self.page.on("dialog", self._dialog)
        self.page.route("**/*", self._route)
        self.page.goto(self.url)
        self.page.wait_for_function("document.body.dataset.settled === 'true'", timeout=60_000)

    def _console(self, message) -> None:
        if message.type == "error":
            self.errors.append(message.text)

    def _dialog(self, dialog) -> None:
        self.dialogs.append(dialog.message)
        dialog.dismiss()

    def _route(self, route) -> None:
        if route.request.url == self.url:
            route.continue_()
        else:
            self.requests.append(route.request.url)
            route.abort()


# Resolves once the view has not moved for 250 ms: the search above focuses a node with a
# 300 ms animation, which a busy machine stretches; a point taken before it ends is stale.
_VIEW_AT_REST = """() => new Promise(done => {
  const n = hwkg.network, where = () => JSON.stringify([n.getViewPosition(), n.getScale()]);
  let last = where();
  const check = () => { const now = where(); if (now === last) { done(true); }
                        else { last = now; setTimeout(check, 250); } };
  setTimeout(check, 250);
})"""


def hover_edge(page, edge: str, attempts: int = 5) -> str:
    """Rest the pointer on the middle of ``edge`` once the view is still; return the text of
    the tooltip it shows (tried again if the view moved under the pointer)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    box = page.locator("#hwkg-network").bounding_box()
    for _ in range(attempts):
        page.evaluate(_VIEW_AT_REST)
        at = page.evaluate(
            "(() => { const n = hwkg.network;"
            f" const p = n.body.edges['{edge}'].edgeType.getPoint(0.5);"
            " return n.canvasToDOM(p); })()"
        )
        page.mouse.move(box["x"] + at["x"] - 40, box["y"] + at["y"] - 40)
        page.mouse.move(box["x"] + at["x"], box["y"] + at["y"], steps=5)
        try:
            page.wait_for_selector("div.vis-tooltip", state="visible", timeout=5_000)
        except PlaywrightTimeout:
            continue
        return str(page.inner_text("div.vis-tooltip"))
    raise AssertionError(f"no tooltip over {edge} in {attempts} tries")


def test_html_has_nothing_to_fetch(graph):
    page = viz.to_html(graph, "en")
    assert not re.search(r"<(script|img|iframe|link|audio|video|source)\b[^>]*\b(src|href)=", page)
    assert not re.search(r"url\((?!\s*['\"]?data:)", page)
    assert "@import" not in page
    assert page.count('<script type="application/json" id="hwkg-data">') == 1
    assert viz.to_html(graph, "en") == page
    data = embedded_data(page)
    assert {n["label"] for n in data["nodes"]} == {d["label"] for _, d in graph.nodes(data=True)}


def test_html_in_chromium(graph, browser, tmp_path):
    path = tmp_path / "graph.html"
    path.write_text(viz.to_html(graph, "en"), encoding="utf-8")
    view = Page(browser, path)
    page = view.page
    assert view.requests == []
    assert view.errors == []

    # The data: in the JSON element and in vis-network's own DataSet.
    labels = page.evaluate(
        "JSON.parse(document.getElementById('hwkg-data').textContent).nodes.map(n => n.label)"
    )
    drawn = page.evaluate("hwkg.network.body.data.nodes.get().map(n => n.label)")
    for name in ("Amazon", "Google", "Nvidia", "PyTorch", "TorchNeuron", "TorchTPU", "AWS"):
        assert name in labels
        assert name in drawn
    assert page.evaluate("hwkg.network.body.data.edges.length") == graph.number_of_edges()
    edge = "hwkg.network.body.data.edges.get('amazon|develops|torchneuron')"
    assert page.evaluate(f"{edge}.label") == "develops"

    # Search: typing a name (any case, or an alias) selects and focuses that node.
    page.fill("#hwkg-search", "torchneuron")
    assert page.evaluate("hwkg.network.getSelectedNodes()") == ["torchneuron"]
    assert "su propia versión de PyTorch" in page.inner_text("#hwkg-details")
    page.fill("#hwkg-search", "Amazon Web Services")
    assert page.evaluate("hwkg.network.getSelectedNodes()") == ["aws"]
    page.fill("#hwkg-search", "no such thing")
    assert page.inner_text("#hwkg-search-status") == "no entity of that name"

    # Hovering an edge shows its evidence sentence and source article.
    tip = hover_edge(page, "amazon|develops|torchneuron")
    # Amazon announces and develops TorchNeuron: two edges drawn side by side, and the
    # pointer may rest on either (the layout is a physics simulation).
    assert re.search(r"Amazon → (develops|announces) → TorchNeuron", tip), tip
    assert "su propia versión de PyTorch" in tip
    assert EXAMPLE.name in tip

    # A screenshot that is not blank.
    from PIL import Image

    shot = Image.open(io.BytesIO(page.screenshot()))
    assert distinct_colours(shot) > 50

    # Filters: hiding a class hides its nodes and their edges; a relation hides its edges.
    hidden = "hwkg.network.body.data.nodes.get({filter: n => n.hidden}).map(n => n.id).sort()"
    hidden_edges = "hwkg.network.body.data.edges.get({filter: e => e.hidden}).map(e => e.id)"
    assert page.evaluate(hidden) == []
    page.uncheck('input[data-class="Company"]')
    companies = sorted(n for n, d in graph.nodes(data=True) if d["cls"] == "Company")
    assert page.evaluate(hidden) == companies
    assert "amazon|develops|torchneuron" in page.evaluate(hidden_edges)
    assert page.evaluate("hwkg.network.body.nodes['amazon'].options.hidden") is True
    page.check('input[data-class="Company"]')
    assert page.evaluate(hidden) == []
    page.uncheck('input[data-relation="targets"]')
    targets = sorted(f"{u}|targets|{v}" for u, v, k in graph.edges(keys=True) if k == "targets")
    assert sorted(page.evaluate(hidden_edges)) == targets
    assert view.errors == []
    assert view.requests == []
    page.close()


def test_html_escapes_hostile_text(browser, tmp_path):
    g = synthetic_graph(3, label="<img src=x onerror=alert(1)> {i}")
    for _, _, d in g.edges(data=True):
        d["facts"][0]["evidence"] = "</script><script>alert(2)</script> & <b>bold</b>"
        d["label"] = "<i>uses</i>"
    path = tmp_path / "hostile.html"
    path.write_text(viz.to_html(g, "en"), encoding="utf-8")
    view = Page(browser, path)
    assert view.dialogs == []
    assert view.requests == []
    labels = view.page.evaluate("hwkg.network.body.data.nodes.get().map(n => n.label)")
    assert "<img src=x onerror=alert(1)> 0" in labels
    assert view.page.locator("img").count() == 0
    view.page.close()


# -- the large graph ------------------------------------------------------------------------


@pytest.mark.slow
def test_five_thousand_entities_render():
    g = synthetic_graph(5_000)
    page = viz.to_html(g, "en")
    data = embedded_data(page)
    assert len(data["nodes"]) == 5_000
    assert len(data["edges"]) == g.number_of_edges()
    svg = viz.to_svg(g, "en")
    texts = set(svg_texts(svg))
    assert {"Entity 0", "Entity 2500", "Entity 4999"} <= texts
    assert viz.overlapping_pairs(list(viz.static_layout(g).node_boxes.values())) == []


# -- the command ----------------------------------------------------------------------------


@pytest.fixture
def run():
    app = typer.Typer()

    @app.callback()
    def root() -> None:
        """hwkg, for the tests."""

    app.command()(viz_command)
    runner = CliRunner()

    def invoke(*args: str, env: dict[str, str] | None = None):
        return runner.invoke(app, ["viz", *args], env=env)

    return invoke


def test_command_writes_each_format(run, store_path, tmp_path):
    html = tmp_path / "g.html"
    result = run("-o", str(html), "--store", str(store_path))
    assert result.exit_code == 0, result.output
    assert re.fullmatch(
        rf"wrote {re.escape(str(html))} \([\d,]+ bytes, html: 15 entities, 17 relations\)\n",
        result.stderr,
    )
    assert result.stdout == ""
    assert len(embedded_data(html.read_text(encoding="utf-8"))["nodes"]) == 15

    svg = tmp_path / "amazon.svg"
    result = run(
        "-o", str(svg), "--focus", "Amazon", "--lang", "es", env={"HWKG_STORE": str(store_path)}
    )
    assert result.exit_code == 0, result.output
    texts = svg_texts(svg.read_bytes())
    assert "Amazon" in texts and "desarrolla" in texts
    assert "Nvidia" not in texts

    png = tmp_path / "g.png"
    assert (
        run("-o", str(png), "-s", str(store_path), "--focus", "gpu", "--depth", "2").exit_code == 0
    )
    assert png.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")

    timeline = tmp_path / "t.svg"
    result = run("-o", str(timeline), "-s", str(store_path), "--timeline")
    assert result.exit_code == 0, result.output
    assert "1 dated facts" in result.stderr
    assert "2026" in " ".join(svg_texts(timeline.read_bytes()))
    assert not list(tmp_path.glob(".*.tmp"))  # written through a temporary file, renamed


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["-o", "{tmp}/g.pdf"], "give a file ending in .html"),
        (["-o", "{tmp}/g.html", "--lang", "fr"], "--lang 'fr'"),
        (["-o", "{tmp}/g.png", "--timeline"], "timeline is drawn as SVG"),
        (["-o", "{tmp}/g.svg", "--focus", "Amazn"], "closest known: Amazon"),
        (["-o", "{tmp}/g.svg", "--focus", "amazon", "--depth", "-1"], "--depth -1"),
    ],
)
def test_command_refuses_bad_input(run, store_path, tmp_path, args, message):
    result = run(*(a.format(tmp=tmp_path) for a in args), "--store", str(store_path))
    assert isinstance(result.exception, InputError)
    assert message in result.exception.message
    assert list(tmp_path.iterdir()) == []
