"""hwkg.ingest: article text to Facts. Imports nothing of rdflib."""

from .errors import HwkgError, InputError, ModelMissingError, StoreError
from .extract import extract, new_article
from .facts import ASSERTED, REPORTED, Article, Entity, Fact, Mention

__all__ = [
    "ASSERTED",
    "REPORTED",
    "Article",
    "Entity",
    "Fact",
    "HwkgError",
    "InputError",
    "Mention",
    "ModelMissingError",
    "StoreError",
    "extract",
    "new_article",
]
