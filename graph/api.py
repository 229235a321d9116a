"""The Python API for notebooks: ask a saved question by name, get rows back.

>>> from hwkg.graph.api import ask
>>> ask("company-profile", company="Amazon", store="hwkg-store")[:1]
[{'direction': 'out', 'relation': 'announces', 'other': 'TorchNeuron', 'class': 'Framework'}]
"""

from __future__ import annotations

from typing import Any

from .answers import Answer
from .limits import DEFAULT_TIMEOUT, answer_within
from .saved import SavedQuery, parse_saved_query, saved_queries, saved_query


def answer(
    name: str, store: str | None = None, timeout: float | None = DEFAULT_TIMEOUT, **params: Any
) -> Answer:
    """Run the saved question ``name`` (or a ``.rq`` path) with keyword parameters.

    The question is stopped after ``timeout`` seconds (a TimeLimitError); 0 or None: no limit.
    """
    given = {k: str(v) for k, v in params.items()}
    return answer_within(store, saved_query(name), given, timeout, option="timeout=")


def ask(
    name: str, store: str | None = None, timeout: float | None = DEFAULT_TIMEOUT, **params: Any
) -> list[dict[str, Any]]:
    """Rows of the saved question ``name`` as dicts: labels for entities, Python literals."""
    return answer(name, store, timeout, **params).records()


def sparql(
    text: str, store: str | None = None, timeout: float | None = DEFAULT_TIMEOUT
) -> list[dict[str, Any]]:
    """Rows of an ad hoc SPARQL SELECT query, stopped after ``timeout`` seconds."""
    question = parse_saved_query(text, "sparql")
    return answer_within(store, question, None, timeout, option="timeout=").records()


def questions() -> list[SavedQuery]:
    """Every saved question, by name."""
    return list(saved_queries().values())
