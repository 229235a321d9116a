"""hwkg.ingest: article text to Facts. Imports nothing of rdflib, pyoxigraph or hwkg.graph.

What is named here is the package's public face, and all that ``hwkg.graph`` uses of it: the
records that cross to the graph (Article, Fact, Entity, Mention), reading a corpus, extracting,
the gazetteer and the errors. An import-linter contract (pyproject.toml) keeps ``hwkg.graph``
out of the modules behind it.
"""

from .corpus import Skipped, check_paths, read_corpus
from .errors import HwkgError, InputError, ModelMissingError
from .extract import extract, extract_batch, new_article, paragraphs
from .facts import ASSERTED, REPORTED, Article, Entity, Fact, Mention
from .fetch import FetchPolicy
from .mentions import entity_key, slug
from .pages import web_url
from .pipeline import load_pipeline
from .read import read_article_file
from .resources import LANGUAGES, GazetteerEntry, gazetteer

__all__ = [
    "ASSERTED",
    "LANGUAGES",
    "REPORTED",
    "Article",
    "Entity",
    "Fact",
    "FetchPolicy",
    "GazetteerEntry",
    "HwkgError",
    "InputError",
    "Mention",
    "ModelMissingError",
    "Skipped",
    "check_paths",
    "entity_key",
    "extract",
    "extract_batch",
    "gazetteer",
    "load_pipeline",
    "new_article",
    "paragraphs",
    "read_article_file",
    "read_corpus",
    "slug",
    "web_url",
]
