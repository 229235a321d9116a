"""What every rule sees of a sentence: its tokens, mentions, coordinated chunks, noun phrases,
clauses, dates and hedges (built in layers: chunks < nounphrases < lists < clauses <
references)."""

from __future__ import annotations

from .chunks import Chunk, Found
from .references import References

__all__ = ["Chunk", "Found", "SentenceView"]


class SentenceView(References):
    """One sentence with its mentions grouped into chunks, and the lexicon of its language."""
