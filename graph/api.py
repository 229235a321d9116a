"""The Python API for notebooks: ask a saved question by name, get rows back.

>>> from hwkg.graph.api import ask
>>> ask("company-profile", company="Amazon", store="hwkg-store")[:1]
[{'direction': 'out', 'relation': 'announces', 'other': 'TorchNeuron', 'class': 'Framework'}]
"""

from __future__ import annotations

from typing import Any

from .answers import Answer, run, run_text
from .saved import SavedQuery, saved_queries, saved_query
from .store import KnowledgeStore


def answer(name: str, store: str | None = None, **params: Any) -> Answer:
    """Run the saved question ``name`` (or a ``.rq`` path) with keyword parameters."""
    with KnowledgeStore(store, read_only=True) as ks:
        return run(ks, saved_query(name), {k: str(v) for k, v in params.items()})


def ask(name: str, store: str | None = None, **params: Any) -> list[dict[str, Any]]:
    """Rows of the saved question ``name`` as dicts: labels for entities, Python literals."""
    return answer(name, store, **params).records()


def sparql(text: str, store: str | None = None) -> list[dict[str, Any]]:
    """Rows of an ad hoc SPARQL SELECT query."""
    with KnowledgeStore(store, read_only=True) as ks:
        return run_text(ks, text).records()


def questions() -> list[SavedQuery]:
    """Every saved question, by name."""
    return list(saved_queries().values())
