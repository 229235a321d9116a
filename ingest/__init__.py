"""hwkg.ingest: article text to Facts. Imports nothing of rdflib, pyoxigraph or hwkg.graph.

What is named here is the package's public face, and all that ``hwkg.graph`` uses of it: the
records that cross to the graph (Article, Fact, Entity, Mention), reading a corpus, extracting,
the gazetteer and the errors. An import-linter contract (pyproject.toml) keeps ``hwkg.graph``
out of the modules behind it.

Each name is imported from its module when it is first used: ``hwkg query`` needs the errors
and the gazetteer, not the readers of pages, feeds and links (a tenth of a second to import).
"""

from __future__ import annotations

import sys
from importlib import import_module
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .corpus import Skipped, check_paths, read_corpus
    from .entities import entity_key, slug
    from .errors import HwkgError, InputError, ModelMissingError
    from .evaluate import (
        EMPTY,
        ArticleScore,
        Score,
        evaluate_folder,
        explain,
        gold_articles,
        read_gold,
        score,
    )
    from .extract import (
        extract,
        extract_batch,
        new_article,
        paragraphs,
    )
    from .facts import ASSERTED, REPORTED, Article, Entity, Fact, Mention
    from .fetch import FetchPolicy
    from .pages import web_url
    from .pipeline import load_pipeline
    from .read import read_article_file, read_article_page
    from .resources import LANGUAGES, GazetteerEntry, gazetteer

# Each public name and the module that defines it.
_HOMES = {
    "Skipped": "corpus",
    "check_paths": "corpus",
    "read_corpus": "corpus",
    "HwkgError": "errors",
    "InputError": "errors",
    "ModelMissingError": "errors",
    "EMPTY": "evaluate",
    "ArticleScore": "evaluate",
    "Score": "evaluate",
    "evaluate_folder": "evaluate",
    "explain": "evaluate",
    "gold_articles": "evaluate",
    "read_gold": "evaluate",
    "score": "evaluate",
    "extract": "extract",
    "extract_batch": "extract",
    "new_article": "extract",
    "paragraphs": "extract",
    "ASSERTED": "facts",
    "REPORTED": "facts",
    "Article": "facts",
    "Entity": "facts",
    "Fact": "facts",
    "Mention": "facts",
    "FetchPolicy": "fetch",
    "entity_key": "entities",
    "slug": "entities",
    "web_url": "pages",
    "load_pipeline": "pipeline",
    "read_article_file": "read",
    "read_article_page": "read",
    "LANGUAGES": "resources",
    "GazetteerEntry": "resources",
    "gazetteer": "resources",
}

__all__ = [
    "ASSERTED",
    "EMPTY",
    "LANGUAGES",
    "REPORTED",
    "Article",
    "ArticleScore",
    "Entity",
    "Fact",
    "FetchPolicy",
    "GazetteerEntry",
    "HwkgError",
    "InputError",
    "Mention",
    "ModelMissingError",
    "Score",
    "Skipped",
    "check_paths",
    "entity_key",
    "evaluate_folder",
    "explain",
    "extract",
    "extract_batch",
    "gazetteer",
    "gold_articles",
    "load_pipeline",
    "new_article",
    "paragraphs",
    "read_article_file",
    "read_article_page",
    "read_corpus",
    "read_gold",
    "score",
    "slug",
    "web_url",
]


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f".{home}", __name__), name)
    globals()[name] = value  # found once: later lookups do not come here
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_HOMES})


class _Package(ModuleType):
    """A module named like a public name (``extract.py``, ``extract``) does not take the
    name's place when it is imported, as the import system would have it."""

    def __setattr__(self, name: str, value: Any) -> None:
        if isinstance(value, ModuleType) and name in _HOMES:
            return
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package
