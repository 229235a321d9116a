(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("hwkg-data").textContent);
  var S = data.strings;
  var classes = new Map(data.classes.map(function (c) { return [c.id, c]; }));
  var nodeInfo = new Map(data.nodes.map(function (n) { return [n.id, n]; }));
  var edgeInfo = new Map(data.edges.map(function (e) { return [e.id, e]; }));
  var large = data.nodes.length > 400;

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text !== undefined && text !== null) { e.textContent = String(text); }
    return e;
  }
  function labelOf(id) { var n = nodeInfo.get(id); return n ? n.label : id; }
  function factBlock(f) {
    var box = el("div", "hwkg-fact");
    box.appendChild(el("q", null, f.evidence || S.no_evidence));
    var meta = [f.article, f.date, f.modality === "Reported" ? S.reported : ""]
      .filter(Boolean).join(" · ");
    if (meta) { box.appendChild(el("div", "hwkg-meta", meta)); }
    return box;
  }
  function edgeHead(e) {
    return labelOf(e.from) + (e.symmetric ? " — " : " → ") + e.label +
      (e.symmetric ? " — " : " → ") + labelOf(e.to);
  }
  function edgeTip(e) {
    var box = el("div", "hwkg-tip");
    box.appendChild(el("div", "hwkg-tip-head", edgeHead(e)));
    e.facts.slice(0, 4).forEach(function (f) { box.appendChild(factBlock(f)); });
    if (e.facts.length > 4) {
      box.appendChild(el("div", "hwkg-meta", S.more.replace("{n}", e.facts.length - 4)));
    }
    if (!e.facts.length) { box.appendChild(el("div", "hwkg-meta", S.no_evidence)); }
    return box;
  }
  function nodeTip(n) {
    var box = el("div", "hwkg-tip");
    box.appendChild(el("div", "hwkg-tip-head", n.label));
    var c = classes.get(n.cls);
    box.appendChild(el("div", "hwkg-meta", (c ? c.label : n.cls) + " · " +
      S.relations_n.replace("{n}", n.degree)));
    if (n.aliases.length) {
      box.appendChild(el("div", "hwkg-meta", S.aliases + ": " + n.aliases.join(", ")));
    }
    return box;
  }

  var nodes = new vis.DataSet(data.nodes.map(function (n) {
    var c = classes.get(n.cls) || {colour: "#999", border: "#555", shape: "hexagon"};
    return {
      id: n.id, label: n.label, shape: c.shape, title: nodeTip(n), hidden: false,
      x: n.x, y: n.y,
      color: {background: c.colour, border: c.border,
              highlight: {background: c.colour, border: "#111"},
              hover: {background: c.colour, border: "#111"}}
    };
  }));
  var edges = new vis.DataSet(data.edges.map(function (e) {
    var colour = (data.relations.find(function (r) { return r.id === e.relation; }) ||
                  {colour: "#555"}).colour;
    var smooth = e.curve === 0 ? {enabled: true, type: "continuous"} :
      {enabled: true, type: e.curve > 0 ? "curvedCW" : "curvedCCW",
       roundness: Math.abs(e.curve)};
    return {
      id: e.id, from: e.from, to: e.to, label: large ? undefined : e.label,
      title: edgeTip(e), hidden: false, smooth: smooth,
      arrows: e.symmetric ? {to: {enabled: false}} : {to: {enabled: true, scaleFactor: 0.6}},
      color: {color: colour, highlight: colour, hover: colour}
    };
  }));

  var iterations = Math.max(30, Math.min(200,
    Math.round(40000 / Math.max(1, data.nodes.length))));
  var options = {
    autoResize: true,
    layout: {randomSeed: 7, improvedLayout: false},
    nodes: {size: 14, borderWidth: 1.5,
            font: {size: 14, face: "system-ui, sans-serif", color: "#222",
                   strokeWidth: 3, strokeColor: "#ffffff"}},
    edges: {width: 1.5, selectionWidth: 2,
            font: {size: 11, face: "system-ui, sans-serif", color: "#333",
                   align: "middle", strokeWidth: 3, strokeColor: "#ffffff"}},
    physics: {enabled: true, solver: "forceAtlas2Based",
              forceAtlas2Based: {gravitationalConstant: -30, centralGravity: 0.004,
                                 springLength: 150, springConstant: 0.03, damping: 0.6,
                                 avoidOverlap: 0.8},
              stabilization: {enabled: true, iterations: iterations, updateInterval: 50,
                              fit: true}},
    interaction: {hover: true, tooltipDelay: 120, multiselect: false, keyboard: false}
  };
  var container = document.getElementById("hwkg-network");
  var network = new vis.Network(container, {nodes: nodes, edges: edges}, options);
  window.hwkg = {network: network, nodes: nodes, edges: edges, data: data};

  function settled() {
    network.setOptions({physics: false});
    network.fit({animation: false});
    document.body.dataset.settled = "true";
  }
  if (data.nodes.length) {
    network.once("stabilizationIterationsDone", settled);
  } else {
    settled();
  }

  // -- details panel
  var details = document.getElementById("hwkg-details");
  function clearDetails() {
    details.replaceChildren(el("p", "hwkg-hint", S.details_hint));
  }
  function relationList(title, list, other) {
    if (!list.length) { return null; }
    var wrap = el("div");
    wrap.appendChild(el("h2", null, title));
    var ul = el("ul");
    list.forEach(function (e) {
      var li = el("li");
      li.appendChild(el("strong", null, e.label + " " + labelOf(other(e))));
      e.facts.slice(0, 3).forEach(function (f) { li.appendChild(factBlock(f)); });
      ul.appendChild(li);
    });
    wrap.appendChild(ul);
    return wrap;
  }
  function showNode(id) {
    var n = nodeInfo.get(id);
    if (!n) { clearDetails(); return; }
    var c = classes.get(n.cls);
    var parts = [el("h3", null, n.label),
                 el("div", "hwkg-meta", (c ? c.label : n.cls) + " · " + n.iri)];
    if (n.aliases.length) {
      parts.push(el("div", "hwkg-meta", S.aliases + ": " + n.aliases.join(", ")));
    }
    var out = data.edges.filter(function (e) { return e.from === id; });
    var inc = data.edges.filter(function (e) { return e.to === id; });
    [relationList(S.outgoing, out, function (e) { return e.to; }),
     relationList(S.incoming, inc, function (e) { return e.from; })]
      .forEach(function (p) { if (p) { parts.push(p); } });
    details.replaceChildren.apply(details, parts);
  }
  function showEdge(id) {
    var e = edgeInfo.get(id);
    if (!e) { clearDetails(); return; }
    var parts = [el("h3", null, edgeHead(e))];
    e.facts.forEach(function (f) { parts.push(factBlock(f)); });
    if (!e.facts.length) { parts.push(el("div", "hwkg-meta", S.no_evidence)); }
    details.replaceChildren.apply(details, parts);
  }
  network.on("click", function (p) {
    if (p.nodes.length) { showNode(p.nodes[0]); }
    else if (p.edges.length) { showEdge(p.edges[0]); }
    else { clearDetails(); }
  });
  clearDetails();

  // -- search
  var names = new Map();
  data.nodes.forEach(function (n) {
    [n.label, n.id].concat(n.aliases).forEach(function (a) {
      var k = String(a).toLowerCase();
      if (!names.has(k)) { names.set(k, n.id); }
    });
  });
  var byLabel = data.nodes.slice().sort(function (a, b) {
    return a.label.toLowerCase() < b.label.toLowerCase() ? -1 : 1;
  });
  function find(q) {
    q = q.trim().toLowerCase();
    if (!q) { return null; }
    if (names.has(q)) { return names.get(q); }
    var hit = byLabel.find(function (n) { return n.label.toLowerCase().indexOf(q) === 0; });
    return hit ? hit.id : null;
  }
  var search = document.getElementById("hwkg-search");
  var status = document.getElementById("hwkg-search-status");
  function select(id) {
    if (nodes.get(id).hidden) {
      var box = document.querySelector('input[data-class="' + nodeInfo.get(id).cls + '"]');
      if (box) { box.checked = true; applyFilters(); }
    }
    network.selectNodes([id]);
    network.focus(id, {scale: Math.max(network.getScale(), 0.9),
                       animation: {duration: 300, easingFunction: "easeInOutQuad"}});
    showNode(id);
  }
  search.addEventListener("input", function () {
    var id = find(search.value);
    status.textContent = search.value.trim() && !id ? S.no_match : "";
    if (id) { select(id); }
  });

  // -- filters
  var shown = document.getElementById("hwkg-shown");
  function checked(attr) {
    return new Set(Array.prototype.filter.call(
      document.querySelectorAll("input[" + attr + "]"), function (i) { return i.checked; })
      .map(function (i) { return i.getAttribute(attr); }));
  }
  function applyFilters() {
    var classOn = checked("data-class"), relOn = checked("data-relation");
    var hidden = new Set();
    data.nodes.forEach(function (n) { if (!classOn.has(n.cls)) { hidden.add(n.id); } });
    nodes.update(data.nodes.map(function (n) { return {id: n.id, hidden: hidden.has(n.id)}; }));
    edges.update(data.edges.map(function (e) {
      return {id: e.id, hidden: !relOn.has(e.relation) || hidden.has(e.from) || hidden.has(e.to)};
    }));
    shown.textContent = S.shown.replace("{n}", data.nodes.length - hidden.size)
      .replace("{total}", data.nodes.length);
  }
  document.querySelectorAll("input[data-class], input[data-relation]").forEach(function (i) {
    i.addEventListener("change", applyFilters);
  });
  applyFilters();
  if (data.focus && nodeInfo.has(data.focus)) {
    network.once("stabilizationIterationsDone", function () {
      network.selectNodes([data.focus]); showNode(data.focus);
    });
  }
})();
