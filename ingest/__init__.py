"""hwkg.ingest: article text to Facts. Imports nothing of rdflib, pyoxigraph or hwkg.graph.

What is named here is the package's public face, and all that ``hwkg.graph`` uses of it: the
records that cross to the graph (Article, Fact, Entity, Mention), reading a corpus, extracting,
the gazetteer and the errors. An import-linter contract (pyproject.toml) keeps ``hwkg.graph``
out of the modules behind it.
"""

from .corpus import Skipped, check_paths, read_corpus
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
from .extract import extract, extract_batch, new_article, paragraphs
from .facts import ASSERTED, REPORTED, Article, Entity, Fact, Mention
from .fetch import FetchPolicy
from .mentions import entity_key, slug
from .pages import web_url
from .pipeline import load_pipeline
from .read import read_article_file, read_article_page
from .resources import LANGUAGES, GazetteerEntry, gazetteer

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
