"""Models measured by the rate they run at, and what runs them.

"Cerebras hit 1,000 tokens per second on Llama 3.1 405B", "Groq delivers Llama 2 70B at roughly
300 tokens/sec", "El procesador Ryzen AI 9 HX 375 alcanza 50,7 tokens por segundo en Llama 3.2":
a rate of tokens a clause gives says what runs which model. A chip or a system runs it (the
model uses it); a company serves it (and uses it); a cloud offers it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from .context import Chunk, Found, SentenceView
from .pairs import pairs
from .preps import after_prep

# "tokens per second", "tokens/sec", "tok/s", "t/s", "tokens por segundo", "tokens/seg"
RATE = re.compile(
    r"\b(?:tokens?|tok|t)\s*(?:/\s*|per\s+|por\s+)(?:s|sec|second|seg|segundo)\b", re.IGNORECASE
)
RATE_RULE = "rates.model"
RUNNERS = frozenset({"Chip", "Company", "CloudPlatform"})
# The rate's own words, up to the preposition of the model ("tokens per second per user on").
MAX_RATE_WORDS = 6
# Words between that preposition and the model ("on Meta's Llama").
MAX_MODEL_GAP = 4


def _rate_token(view: SentenceView) -> Any | None:
    """The token a rate of tokens starts at (not "$10 per million tokens for GPT-4o", a price)."""
    for tok, lower in zip(view.tokens, view.lower_words, strict=True):
        # (the paragraph's text is built only for a word that may open a rate)
        if (lower.startswith("tok") or lower in {"t/s", "t"}) and RATE.match(
            view.doc.text, tok.idx
        ):
            return tok
    return None


def _compared(view: SentenceView, prep: Any) -> bool:
    """True for a preposition that ends a phrase of comparison ("compared with GPT-4")."""
    return any(
        phrase.property == "competesWith"
        and phrase.words[-1] == prep.lower_
        and view.words_at(prep.i - len(phrase.words) + 1, phrase.words)
        for phrase in view.lex.phrases
    )


def _model(view: SentenceView, verb: Any, rate: Any) -> Chunk | None:
    """The model the verb runs: its own object ("delivers Llama 2 70B at"), or the one after a
    preposition right after the rate ("1,000 tokens/sec on Llama 3.1")."""
    for child in verb.children:
        if child.dep_ in {"obj", "dobj"}:
            chunk = _models(view.chunk_in(child))
            if chunk is not None:
                return chunk
    end = min(rate.i + MAX_RATE_WORDS, view.sent.end)
    at = next(
        (
            t.i
            for t in view.doc[rate.i : end]
            if t.lower_ in view.lex.rate_preps and not _compared(view, t)
        ),
        None,
    )
    if at is None:
        return None
    # the first model named close after it ("en Meta Llama 3.2 1b Instruct": past the maker)
    found = (_models(c) for c in view.chunks if at < c.start <= at + MAX_MODEL_GAP)
    return next((c for c in found if c is not None), None)


def _models(chunk: Chunk | None) -> Chunk | None:
    """The models of a chunk ("Meta Llama 3.2": Llama 3.2), if any."""
    models = tuple(m for m in chunk.mentions if m.entity.type == "AIModel") if chunk else ()
    return Chunk(models) if models else None


def extract(view: SentenceView) -> Iterator[Found]:
    if "AIModel" not in {t for c in view.chunks for t in c.types}:
        return
    rate = _rate_token(view)
    if rate is None:
        return
    # (the parser may hang the rate on the model: "ejecuta Llama 2 70B a 300 tokens/seg")
    verb = view.governing_verb(rate) or view.sent.root
    if verb.pos_ not in {"VERB", "AUX"}:
        return
    candidates, _ = view.subjects_of(verb)
    subject = candidates[0] if candidates else None
    model = _model(view, verb, rate)
    runner = subject if subject is not None and subject.types & RUNNERS else None
    if model is None and subject is not None and subject.types == {"AIModel"}:
        # "Llama 3.1 runs at 969 tokens/sec on the CS-3": the model is the subject
        model = subject
        runner = after_prep(view, verb, view.lex.rate_preps, max_gap=10)
    if model is None or runner is None or runner == model:
        return
    for m in runner.mentions:
        one = Chunk((m,))
        if m.entity.type == "Chip":
            yield from pairs(view, model, "uses", one, RATE_RULE, rate.i)
        elif m.entity.type == "Company":
            yield from pairs(view, one, "uses", model, RATE_RULE, rate.i)
        elif m.entity.type == "CloudPlatform":
            yield from pairs(view, one, "offers", model, RATE_RULE, rate.i)
