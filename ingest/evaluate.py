"""Precision and recall of extraction against hand-written gold lists (TSV).

Two gold formats are read, told apart by the fourth column:

- real news (``corpus/real`` convention): ``subject, relation, object, weight, evidence``;
  weight 1 is a fact the text states (missing it counts), weight 0 one it implies (extracting
  it is not wrong, missing it is not counted);
- the synthetic sets: ``subject, property, object, modality, date``; every fact counts.

Scores are over distinct triples; symmetric relations are unordered. ``versionOf`` is neither
right nor wrong (it follows from names), and neither is a fact of weight 0.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from .entities import entity_key as key_of_name
from .errors import InputError
from .facts import Fact
from .lexicon import load_lexicon
from .resources import gazetteer

Triple = tuple[str, str, str]
NOT_SCORED = frozenset({"versionOf"})


@dataclass(frozen=True, slots=True)
class GoldFact:
    triple: Triple
    modality: str = "asserted"
    date: str | None = None
    required: bool = True
    evidence: str = ""


@dataclass(frozen=True, slots=True)
class Score:
    """What a set of extracted facts got right against a gold list."""

    true_positives: int
    predicted: int
    gold: int
    missed: tuple[Triple, ...]
    spurious: tuple[Triple, ...]

    @property
    def precision(self) -> float:
        return self.true_positives / self.predicted if self.predicted else 1.0

    @property
    def recall(self) -> float:
        return self.true_positives / self.gold if self.gold else 1.0

    def __add__(self, other: Score) -> Score:
        return Score(
            self.true_positives + other.true_positives,
            self.predicted + other.predicted,
            self.gold + other.gold,
            self.missed + other.missed,
            self.spurious + other.spurious,
        )


EMPTY = Score(0, 0, 0, (), ())


@cache
def _keys_by_name() -> dict[str, str]:
    names: dict[str, str] = {}
    for e in gazetteer():
        for name in (e.label, *e.aliases):
            names.setdefault(name.lower(), e.id)
    return names


def entity_key(name: str) -> str:
    """Return the entity key a gold name stands for: a gazetteer name, else its slug."""
    return _keys_by_name().get(name.lower(), key_of_name(name))


def read_gold(path: Path) -> list[GoldFact]:
    """Return the facts of a gold TSV file, in either format (see the module's docstring)."""
    facts = []
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"{path}: cannot read the gold list ({exc})") from None
    for number, line in enumerate(lines, 1):
        if not line.strip() or line.startswith("#"):
            continue
        cols = line.split("\t")
        if len(cols) < 3:
            raise InputError(f"{path}:{number}: expected subject, relation, object")
        cols += [""] * (5 - len(cols))
        s, p, o, fourth, fifth = (c.strip() for c in cols[:5])
        triple = (entity_key(s), p, entity_key(o))
        if fourth in {"0", "1"}:
            facts.append(GoldFact(triple, required=fourth == "1", evidence=fifth))
        else:
            facts.append(GoldFact(triple, modality=fourth or "asserted", date=fifth or None))
    return facts


def _canonical(triple: Triple, symmetric: frozenset[str]) -> Triple:
    s, p, o = triple
    return (min(s, o), p, max(s, o)) if p in symmetric else triple


def score(predicted: Iterable[Fact], gold: Iterable[GoldFact], lang: str = "es") -> Score:
    """Return precision and recall over distinct triples (symmetric properties unordered)."""
    symmetric = load_lexicon(lang).symmetric
    gold = list(gold)
    truth = {_canonical(g.triple, symmetric) for g in gold if g.required}
    optional = {_canonical(g.triple, symmetric) for g in gold if not g.required} - truth
    found = {
        _canonical(f.triple, symmetric) for f in predicted if f.predicate not in NOT_SCORED
    } - optional
    truth = {t for t in truth if t[1] not in NOT_SCORED}
    hits = found & truth
    return Score(
        true_positives=len(hits),
        predicted=len(found),
        gold=len(truth),
        missed=tuple(sorted(truth - found)),
        spurious=tuple(sorted(found - truth)),
    )


@dataclass(frozen=True, slots=True)
class GoldArticle:
    """An article file and the gold list beside it."""

    text_path: Path
    gold_path: Path


def gold_articles(folder: Path) -> Iterator[GoldArticle]:
    """Yield each article of ``folder`` that has a gold list beside it (``X.gold.tsv`` or
    ``X.txt.gold.tsv`` for ``X.txt``), in name order."""
    if not folder.is_dir():
        raise InputError(f"{folder}: not a folder of articles and gold lists")
    for gold_path in sorted(folder.glob("*.gold.tsv")):
        stem = gold_path.name[: -len(".gold.tsv")]
        candidates = [folder / stem] if stem.endswith(".txt") else [folder / f"{stem}.txt"]
        text_path = next((c for c in candidates if c.is_file()), None)
        if text_path is None:
            raise InputError(f"{gold_path}: no article {candidates[0].name} beside it")
        yield GoldArticle(text_path, gold_path)


@dataclass(slots=True)
class ArticleScore:
    """One article's score, and what was missed or extra, each with a sentence."""

    name: str
    lang: str
    score: Score
    missed: list[tuple[Triple, str]] = field(default_factory=list)
    spurious: list[tuple[Triple, str]] = field(default_factory=list)


def explain(
    name: str, lang: str, facts: list[Fact], gold: list[GoldFact], result: Score
) -> ArticleScore:
    """Return ``result`` with the evidence of each miss and the sentence of each extra."""
    symmetric = load_lexicon(lang).symmetric
    evidence = {_canonical(g.triple, symmetric): g.evidence for g in gold}
    sentences: dict[Triple, str] = {}
    for f in facts:
        sentences.setdefault(_canonical(f.triple, symmetric), f.sentence)
    return ArticleScore(
        name,
        lang,
        result,
        missed=[(t, evidence.get(t, "")) for t in result.missed],
        spurious=[(t, sentences.get(t, "")) for t in result.spurious],
    )


def evaluate_folder(folder: Path, lang: str = "auto") -> list[ArticleScore]:
    """Return the score of each article of ``folder`` that has a gold list, extracting it
    afresh (no store is read or written)."""
    from .extract import extract_batch, new_article
    from .read import read_article_page

    pairs = list(gold_articles(folder))
    articles = []
    for pair in pairs:
        page = read_article_page(pair.text_path)
        articles.append(
            new_article(
                page.text,
                lang=lang,
                source=pair.text_path.name,
                url=page.url,
                title=page.title,
                date=page.date,
            )
        )
    extract_batch(articles)
    results = []
    for pair, article in zip(pairs, articles, strict=True):
        gold = read_gold(pair.gold_path)
        result = score(article.facts, gold, article.lang)
        results.append(explain(pair.text_path.name, article.lang, article.facts, gold, result))
    return results
