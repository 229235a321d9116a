"""What every rule sees of a sentence: its tokens, mentions, coordinated chunks, noun phrases,
clauses, dates and hedges (built in layers: chunks < nounphrases < clauses)."""

from __future__ import annotations

from .chunks import Chunk, Found
from .clauses import Clauses

__all__ = ["Chunk", "Found", "SentenceView"]


class SentenceView(Clauses):
    """One sentence with its mentions grouped into chunks, and the lexicon of its language."""
