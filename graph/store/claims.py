"""Claims: one node per distinct fact, with a confidence that combines every article stating it.

A fact (s, p, o) stated by several articles is one plain triple with one provenance record per
sentence. Its claim, in the named graph <https://w3id.org/hwkg/claims>, gives the noisy-or of
the articles, 1 - prod(1 - c_a), where c_a is the highest confidence of the fact's records in
article a (two sentences of one article are not independent sources), and how many articles
state it. The noisy-or needs only how many articles give each best confidence: the claim keeps
that too (hw:sourceConfidences "0.85:1 0.9:2"), so that new articles are added to it without
reading the records of every other article that states the fact. Whatever takes support away
(remove, a new version, an import) recounts from the records instead.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from typing import Any

from rdflib import Literal, URIRef
from rdflib.namespace import DCTERMS, RDF, XSD
from rdflib.term import Node

from hwkg.graph.terms import nt
from hwkg.graph.vocab import (
    CLAIM,
    CLAIMS_GRAPH,
    DOC,
    HW,
    SCHEMA,
    SHORT_PREFIXES,
    article_iri,
    claim_iri,
    entity_iri,
    sparql_prologue,
)
from hwkg.ingest import Article

from .backend import Backend
from .union import drop_unmarked, insert_data, mend_all, replace_graph, retire_graphs

FactKey = tuple[URIRef, URIRef, URIRef]
# Per fact: how many articles give it each best confidence (all the noisy-or needs).
Support = dict[FactKey, Counter[Decimal]]

# Facts per read request: a batch of 32 articles touches a few hundred, a removal fewer.
CHUNK = 2_000
PLACES = Decimal("0.000001")
_UNSEEN = Decimal("NaN")  # no level read yet (``_support_of``)
_PENDING = (CLAIMS_GRAPH, HW.incomplete, Literal(True))

# The records of the facts in {values}: each article's best confidence, then how many articles
# give each best confidence (a few rows per fact, however many articles state it). {exclude}
# is empty, or a filter that keeps only records a graph not about to be dropped holds.
_SUPPORT = """
SELECT ?s ?p ?o ?best (COUNT(*) AS ?articles) WHERE {{
  {{
    SELECT ?s ?p ?o ?article (MAX(?c) AS ?best) WHERE {{
      {values}
      ?record rdf:object ?o ; rdf:subject ?s ; rdf:predicate ?p ;
              prov:wasDerivedFrom ?article ; hw:confidence ?c .
      {exclude}
    }}
    GROUP BY ?s ?p ?o ?article
  }}
}}
GROUP BY ?s ?p ?o ?best
"""
_KEPT_ONLY = (
    "FILTER EXISTS {{ GRAPH ?kept {{ ?record hw:confidence ?c }} "
    "FILTER (?kept NOT IN ({graphs})) }}"
)
_FACTS_IN = """
SELECT DISTINCT ?s ?p ?o WHERE {{
  VALUES ?g {{ {graphs} }}
  GRAPH ?g {{ ?record rdf:subject ?s ; rdf:predicate ?p ; rdf:object ?o . }}
}}
"""
# Before a batch is written: the facts whose support the writes take away or would count
# twice. Stored articles sharing a JSON Lines id or a URL with a new one are earlier versions
# the writes drop (see jobs._older_versions); records already derived from a new article came
# with an import.
_RECOUNT_BEFORE = """
SELECT DISTINCT ?s ?p ?o WHERE {{
  {{
    VALUES (?key ?value) {{ {keys} }}
    GRAPH ?g {{
      ?g a hw:Article ; ?key ?value .
      ?record rdf:subject ?s ; rdf:predicate ?p ; rdf:object ?o .
    }}
  }} UNION {{
    VALUES ?article {{ {articles} }}
    ?record prov:wasDerivedFrom ?article ; rdf:subject ?s ; rdf:predicate ?p ; rdf:object ?o .
  }}
}}
"""
_PROFILES = """
SELECT ?claim ?profile WHERE {{
  VALUES ?claim {{ {claims} }}
  GRAPH {graph} {{
    ?claim a hw:Claim .
    OPTIONAL {{ ?claim hw:sourceConfidences ?profile . }}
  }}
}}
"""
# Triples of the claims named, {properties} of them or all, out of the claims graph and out
# of the default graph: no other graph holds a claim's triples (import leaves claims out).
_DELETE = """
DELETE {{ GRAPH {graph} {{ ?claim ?p ?o }} ?claim ?p ?o }}
WHERE {{ VALUES ?claim {{ {claims} }} {properties} GRAPH {graph} {{ ?claim ?p ?o }} }} ;
"""
# What changes on a claim that stays.
_COUNTED = (HW.confidence, HW.sourceCount, HW.sourceConfidences)


# -- the arithmetic -------------------------------------------------------------------------


def combined_confidence(confidences: Iterable[Decimal]) -> Decimal:
    """Return the noisy-or 1 - prod(1 - c) of independent confidences, to six places."""
    return _noisy_or(Counter(confidences))


def _noisy_or(levels: Counter[Decimal]) -> Decimal:
    doubt = Decimal(1)
    for c, n in levels.items():
        doubt *= (1 - min(max(c, Decimal(0)), Decimal(1))) ** n
    # Written out in full: normalize() alone gives 1E-6, not an xsd:decimal.
    return Decimal(f"{(1 - doubt).quantize(PLACES).normalize():f}")


def _level(value: object) -> Decimal | None:
    """A confidence as a normalised Decimal (0.90 and 0.9 are one level), None if not one."""
    try:
        return Decimal(str(value)).normalize()
    except InvalidOperation:  # a curated record with a confidence that is not a number
        return None


def profile(levels: Counter[Decimal]) -> str:
    """Return ``levels`` as hw:sourceConfidences writes them: "0.85:1 0.9:2"."""
    return " ".join(f"{c:f}:{n}" for c, n in sorted(levels.items()) if n > 0)


def parse_profile(text: str) -> Counter[Decimal] | None:
    """Return the levels a hw:sourceConfidences value gives, None if it is not one."""
    levels: Counter[Decimal] = Counter()
    try:
        for pair in text.split():
            c, n = pair.split(":")
            level = _level(c)
            if level is None or int(n) < 1:
                return None
            levels[level] += int(n)
    except ValueError:
        return None
    return levels


def claim_triples(fact: FactKey, levels: Counter[Decimal]) -> list[tuple[Node, Node, Node]]:
    """Return the triples of the claim about ``fact``, given how many articles give it each
    best confidence."""
    s, p, o = fact
    claim = claim_iri(s, p, o)
    return [
        (claim, RDF.type, HW.Claim),
        (claim, HW.claimSubject, s),
        (claim, HW.claimPredicate, p),
        (claim, HW.claimObject, o),
        (claim, HW.confidence, Literal(_noisy_or(levels))),
        (claim, HW.sourceCount, Literal(levels.total())),
        (claim, HW.sourceConfidences, Literal(profile(levels))),
    ]


# -- reading --------------------------------------------------------------------------------


def _facts(rows: Iterable[tuple[str | None, ...]]) -> set[FactKey]:
    return {(URIRef(str(s)), URIRef(str(p)), URIRef(str(o))) for s, p, o in rows}


def _values(facts: list[FactKey]) -> str:
    return " ".join(f"({nt(s)} {nt(p)} {nt(o)})" for s, p, o in facts)


def facts_of(articles: Iterable[Article]) -> set[FactKey]:
    """Return the (s, p, o) of every fact the articles state."""
    return set(_support_of(articles))


def facts_in(db: Backend, graphs: Iterable[URIRef]) -> set[FactKey]:
    """Return the facts that records in ``graphs`` state: one query."""
    names = " ".join(nt(g) for g in dict.fromkeys(graphs))
    if not names:
        return set()
    return _facts(db.strings(sparql_prologue() + _FACTS_IN.format(graphs=names)))


def facts_in_triples(triples: Iterable[tuple[Node, Node, Node]]) -> set[FactKey]:
    """Return the facts that records among ``triples`` (curated data, say) state."""
    parts: dict[Node, dict[Node, Node]] = defaultdict(dict)
    for s, p, o in triples:
        if p in (RDF.subject, RDF.predicate, RDF.object):
            parts[s][p] = o
    found = set()
    for record in parts.values():
        terms = [record.get(RDF.subject), record.get(RDF.predicate), record.get(RDF.object)]
        iris = [term for term in terms if isinstance(term, URIRef)]
        if len(iris) == 3:
            found.add((iris[0], iris[1], iris[2]))
    return found


def is_claim_triple(triple: tuple[Node, Node, Node]) -> bool:
    """Whether ``triple`` describes a claim (or is the claims graph's mark): derived data that
    lives in the claims graph alone, so that rewriting a claim touches no other graph."""
    subject = triple[0]
    return isinstance(subject, URIRef) and (subject.startswith(CLAIM) or subject == CLAIMS_GRAPH)


def read_support(db: Backend, facts: Iterable[FactKey], without: Iterable[URIRef] = ()) -> Support:
    """Return, for each fact, how many articles give it each best record confidence,
    leaving out records that only the graphs in ``without`` hold: one query per CHUNK facts.
    Reads every record of the facts: the recount, for what takes support away."""
    facts = sorted(set(facts))
    dropped = " , ".join(nt(g) for g in dict.fromkeys(without))
    exclude = _KEPT_ONLY.format(graphs=dropped) if dropped else ""
    support: Support = defaultdict(Counter)
    for n in range(0, len(facts), CHUNK):
        values = f"VALUES (?s ?p ?o) {{ {_values(facts[n : n + CHUNK])} }}"
        text = sparql_prologue() + _SUPPORT.format(values=values, exclude=exclude)
        _collect(db.strings(text), support)
    return support


def _collect(rows: Iterable[tuple[str | None, ...]], support: Support) -> None:
    for s, p, o, best, articles in rows:
        level = _level(best)
        if level is not None:
            support[URIRef(str(s)), URIRef(str(p)), URIRef(str(o))][level] += int(str(articles))


def _stored_levels(db: Backend, facts: Iterable[FactKey]) -> dict[FactKey, Any]:
    """The levels each fact's claim keeps: a Counter, or None for a claim that keeps none
    (to be recounted); facts with no claim are left out. One query per CHUNK facts."""
    by_claim = {claim_iri(*fact): fact for fact in facts}
    names = sorted(by_claim)
    found: dict[FactKey, Any] = {}
    for n in range(0, len(names), CHUNK):
        claims = " ".join(nt(c) for c in names[n : n + CHUNK])
        text = sparql_prologue() + _PROFILES.format(claims=claims, graph=nt(CLAIMS_GRAPH))
        for claim, text_profile in db.strings(text):
            fact = by_claim[URIRef(str(claim))]
            found[fact] = None if text_profile is None else parse_profile(text_profile)
    return found


# -- writing --------------------------------------------------------------------------------


def _rewrite(facts: Iterable[FactKey], support: Support, stored: dict[FactKey, Any]) -> str:
    """The update that gives the claims of ``facts`` the levels in ``support``, ``stored``
    the levels they keep now: a new claim is written whole, a claim that stays has its counts
    replaced, a claim whose fact has no support left is deleted. Short text (prefixed names,
    of sparql_prologue(), which the caller puts first): Oxigraph's time on an update goes
    mostly into reading it."""
    created: list[FactKey] = []
    counted: list[FactKey] = []
    deleted: list[FactKey] = []
    for fact in sorted(set(facts)):
        levels, before = support.get(fact), stored.get(fact, Counter())
        if levels == before:
            continue
        if fact in stored and (not levels or before is None):
            deleted.append(fact)
        if levels:
            (counted if fact in stored and before is not None else created).append(fact)
    triples = [t for f in created for t in claim_triples(f, support[f])]
    triples += [t for f in counted for t in claim_triples(f, support[f]) if t[1] in _COUNTED]
    parts = []
    for names, properties in (
        (counted, "VALUES ?p { " + " ".join(_short(p) for p in _COUNTED) + " }"),
        (deleted, ""),
    ):
        if names:
            claims = " ".join(_short(claim_iri(*fact)) for fact in names)
            parts.append(
                _DELETE.format(graph=_short(CLAIMS_GRAPH), claims=claims, properties=properties)
            )
    if triples:
        body = "\n".join(" ".join(_short(term) for term in triple) + " ." for triple in triples)
        parts.append(f"INSERT DATA {{ GRAPH {_short(CLAIMS_GRAPH)} {{\n{body}\n}}\n{body}\n}}")
    return "".join(parts)


def _short(term: Node) -> str:
    """A term as SPARQL reads it, with a prefix where one fits (claim:…, id:…, hw:…)."""
    return nt(term, SHORT_PREFIXES)


def claims_update(db: Backend, facts: Iterable[FactKey], without: Iterable[URIRef] = ()) -> str:
    """Return the SPARQL Update operations (to follow sparql_prologue()) that recount the
    claims of ``facts`` from the records in the store (less those only ``without`` holds)."""
    facts = set(facts)
    if not facts:
        return ""
    return _rewrite(facts, read_support(db, facts, without), _stored_levels(db, facts))


def refresh_claims(db: Backend, facts: Iterable[FactKey]) -> None:
    """Recount the claims of ``facts`` from their records in the store: one read, one update."""
    update = claims_update(db, facts)
    if update:
        db.update(sparql_prologue() + update)


def retire_with_claims(db: Backend, graph: URIRef) -> None:
    """Drop ``graph`` and recount the claims of the facts it stated, in one update."""
    update = claims_update(db, facts_in(db, [graph]), without=[graph])
    db.update(sparql_prologue() + retire_graphs((graph,)) + update)


def rebuild_claims(db: Backend) -> None:
    """Make the claims graph hold the claims of every fact with a record, and nothing else."""
    support: Support = defaultdict(Counter)
    _collect(db.strings(sparql_prologue() + _SUPPORT.format(values="", exclude="")), support)
    triples = [t for fact in sorted(support) for t in claim_triples(fact, support[fact])]
    replace_graph(db, CLAIMS_GRAPH, triples)


# -- a batch of new articles ----------------------------------------------------------------


@dataclass
class BatchClaims:
    """What a batch of new articles does to the claims: support it adds, facts to recount."""

    added: Support = field(default_factory=dict)
    recount: set[FactKey] = field(default_factory=set)


def _support_of(articles: Iterable[Article]) -> Support:
    """Each fact's levels over ``articles``: per article, the best confidence of the fact."""
    support: Support = defaultdict(Counter)
    # Each confidence, entity and predicate made into a Decimal or an IRI once (a batch
    # repeats them: the 11,572 facts of the benchmark's 616 articles hold 11 confidences and
    # 93 entities).
    levels: dict[str, Decimal | None] = {}
    iris: dict[str, URIRef] = {}
    predicates: dict[str, URIRef] = {}
    for article in articles:
        best: dict[FactKey, Decimal] = {}
        for f in article.facts:
            text = str(f.confidence)  # (as ``_level`` reads it: not 0.0 for -0.0)
            level = levels.get(text, _UNSEEN)
            if level is _UNSEEN:
                level = levels[text] = _level(text)
            if level is None:
                continue
            s, p, o = f.subject, f.predicate, f.object
            subject = iris.get(s) or iris.setdefault(s, entity_iri(s))
            obj = iris.get(o) or iris.setdefault(o, entity_iri(o))
            predicate = predicates.get(p) or predicates.setdefault(p, HW[p])
            fact = (subject, predicate, obj)
            if level > best.get(fact, Decimal(-1)):
                best[fact] = level
        for fact, level in best.items():
            support[fact][level] += 1
    return support


def _superseded(articles: list[Article]) -> list[Article]:
    """The articles a later one of the same batch replaces (same id or URL: written, then
    dropped by the later one's write)."""
    out = []
    for i, article in enumerate(articles):
        for later in articles[i + 1 :]:
            if (article.identifier and later.identifier == article.identifier) or (
                article.url and later.url == article.url
            ):
                out.append(article)
                break
    return out


def before_batch(db: Backend, articles: list[Article]) -> BatchClaims:
    """Return what writing ``articles`` (none of them stored yet) will do to the claims: one
    query, before the writes, for the support the writes take away."""
    gone = _superseded(articles)
    kept = [a for a in articles if all(a is not g for g in gone)]
    keys, iris = [], []
    for article in articles:
        iris.append(nt(article_iri(article.sha256)))
        if article.identifier:
            keys.append(f"({nt(DCTERMS.identifier)} {nt(Literal(article.identifier))})")
        if article.url:
            url = Literal(article.url, datatype=XSD.anyURI)
            keys.append(f"({nt(SCHEMA.url)} {nt(url)})")
    recount = facts_of(gone)
    if iris:
        text = _RECOUNT_BEFORE.format(keys=" ".join(keys), articles=" ".join(iris))
        recount |= _facts(db.strings(sparql_prologue() + text))
    added = {f: levels for f, levels in _support_of(kept).items() if f not in recount}
    return BatchClaims(added, recount)


def after_batch(db: Backend, batch: BatchClaims) -> None:
    """Bring the claims of the batch's facts up to date, once its articles are written: the
    levels of the new articles added to those each claim keeps (one read of the claims), the
    facts that lost support recounted from their records; one update."""
    stored = _stored_levels(db, [*batch.added, *batch.recount])
    recount = set(batch.recount) | {fact for fact in batch.added if stored.get(fact, 0) is None}
    support: Support = read_support(db, recount) if recount else {}
    for fact, levels in batch.added.items():
        if fact not in recount:
            support[fact] = (stored.get(fact) or Counter()) + levels
    update = _rewrite([*batch.added, *recount], support, stored)
    if update:
        db.update(sparql_prologue() + update)


# -- runs cut short -------------------------------------------------------------------------


def repair(db: Backend) -> bool:
    """If a run was cut short (its mark is set, ``begin_writes``): drop the article graphs
    a bulk write left without their ``hw:Article`` mark, make the default graph the union
    again and rebuild every claim; return whether there was anything to repair."""
    if not db.execute("ASK { " + " ".join(nt(t) for t in _PENDING) + " }", 1).boolean:
        return False
    db.update(drop_unmarked(str(DOC), str(HW.Article)) + mend_all())
    rebuild_claims(db)
    return True


def begin_writes(db: Backend) -> None:
    """Mark the claims as pending until ``end_writes``: a run cut short (kill -9) leaves the
    mark, and the next run repairs the store (``repair``) before it writes. Claims are
    brought up to date after each batch, so articles written just before a kill would
    otherwise count for nothing, and a claim's kept levels would no longer match its records."""
    repair(db)
    db.update(insert_data(CLAIMS_GRAPH, [_PENDING]))


def end_writes(db: Backend) -> None:
    """Remove the mark ``begin_writes`` set: the claims are current."""
    triple = " ".join(nt(t) for t in _PENDING)
    db.update(f"DELETE DATA {{ GRAPH {nt(CLAIMS_GRAPH)} {{ {triple} }} {triple} }}")
