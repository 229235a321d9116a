"""Precision and recall of extraction against a hand-written gold list (TSV)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from .errors import InputError
from .facts import Fact
from .lexicon import load_lexicon
from .mentions import slug
from .resources import gazetteer

Triple = tuple[str, str, str]


@dataclass(frozen=True, slots=True)
class GoldFact:
    triple: Triple
    modality: str
    date: str | None


@dataclass(frozen=True, slots=True)
class Score:
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


@cache
def _keys_by_name() -> dict[str, str]:
    names = {}
    for e in gazetteer():
        for name in (e.label, *e.aliases):
            names[name.lower()] = e.id
    return names


def entity_key(name: str) -> str:
    """Return the entity key a gold name stands for: a gazetteer name, else its slug."""
    return _keys_by_name().get(name.lower(), slug(name))


def read_gold(path: Path) -> list[GoldFact]:
    """Return the facts of a gold TSV file: subject, property, object, modality, date."""
    facts = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        cols = line.split("\t")
        if len(cols) < 3:
            raise InputError(f"{path}:{number}: expected subject, property, object")
        cols += [""] * (5 - len(cols))
        s, p, o, modality, date = (c.strip() for c in cols[:5])
        facts.append(
            GoldFact((entity_key(s), p, entity_key(o)), modality or "asserted", date or None)
        )
    return facts


def _canonical(triple: Triple, symmetric: frozenset[str]) -> Triple:
    s, p, o = triple
    return (min(s, o), p, max(s, o)) if p in symmetric else triple


def score(predicted: Iterable[Fact], gold: Iterable[GoldFact], lang: str = "es") -> Score:
    """Return precision and recall over distinct triples (symmetric properties unordered)."""
    symmetric = load_lexicon(lang).symmetric
    found = {_canonical(f.triple, symmetric) for f in predicted}
    truth = {_canonical(g.triple, symmetric) for g in gold}
    hits = found & truth
    return Score(
        true_positives=len(hits),
        predicted=len(found),
        gold=len(truth),
        missed=tuple(sorted(truth - found)),
        spurious=tuple(sorted(found - truth)),
    )
