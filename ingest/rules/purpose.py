"""What a product is taken for: "Anthropic chose TPUs to power its Claude models", "Meta
desplegó GPU H100 para entrenar Llama 3". The model a purpose clause powers, trains or runs
uses the product its main verb takes (the product is the one that powers; the company only
chooses it)."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

from ..lexicon import Lexicon
from .context import Chunk, Found, SentenceView
from .objects import after_prep, in_own_object, use_preps
from .pairs import pairs

# What is taken: a chip, software, a cloud. What it is taken for: a model or a service.
INSTRUMENT_TYPES = frozenset({"Chip", "Framework", "CloudPlatform"})
PURPOSE_TYPES = frozenset({"AIModel", "CloudPlatform"})
TRAINER_TYPES = frozenset({"Company", "CloudPlatform"})
MAX_GAP = 8


def _marked(view: SentenceView, verb: Any) -> bool:
    """True for an infinitive a purpose word introduces ("to power", "para entrenar")."""
    if "Inf" not in verb.morph.get("VerbForm") and verb.tag_ != "VB":
        return False
    before = view.doc[verb.i - 1] if verb.i > view.sent.start else None
    return before is not None and before.lower_ in view.lex.purpose_marks


def _instrument(view: SentenceView, verb: Any) -> Chunk | None:
    """The product the main verb takes, named between it and the purpose clause."""
    head = verb.head
    if head.i == verb.i or head.i > verb.i or head.pos_ not in {"VERB", "AUX"}:
        return None
    obj = view.chunk_after(head.i, max_gap=MAX_GAP, owners=True)
    if obj is None or obj.end > verb.i or not obj.types or not obj.types <= INSTRUMENT_TYPES:
        return None
    return obj


def _trained(view: SentenceView, verb: Any) -> Iterator[Found]:
    """ "Meta trained Llama 3 on H100 GPUs", "DeepSeek entrenó su modelo V3 con GPU H800",
    "OpenAI hosts GPT-5 on Azure": the model a verb of use done on something takes as its
    object uses that thing, and so does the lab that does it."""
    preps = use_preps(view, verb)
    if not preps or verb.dep_ in {"acl", "amod"}:
        return
    subject_token = view.subject_token(verb)
    if subject_token is None or not subject_token.is_alpha:
        return  # a heading's "# Run any GGUF model on GPU" states nothing
    chunk = view.chunk_after(verb.i, max_gap=4, noun_phrase=True, owners=True)
    # "runs OpenAI's GPT-4 on": the model, not its owner
    models = [m for m in chunk.mentions if m.entity.type == "AIModel"] if chunk else []
    if not models or not any(
        in_own_object(verb, view.doc[i]) for m in models for i in range(m.start, m.end)
    ):
        return
    instrument = after_prep(view, verb, preps, past_phrase=True) or _using(view, verb)
    if instrument is None or not instrument.types or not instrument.types <= INSTRUMENT_TYPES:
        return
    yield from pairs(view, Chunk(tuple(models)), "uses", instrument, "purpose.trained", verb.i)
    subject = view.subject_of(verb)
    if subject is not None and subject.types & TRAINER_TYPES:  # and the lab that trains it
        yield from pairs(view, subject, "uses", instrument, "purpose.trained", verb.i)


def _using(view: SentenceView, verb: Any) -> Chunk | None:
    """ "Google trained Gemini 3 using JAX and TPUs", "entrenó el modelo utilizando GPU
    H100": what a gerund of use hanging on the verb takes."""
    for child in verb.children:
        if (
            child.i > verb.i
            and child.dep_ in {"advcl", "xcomp", "acl"}
            and child.lemma_.lower() in view.lex.using_verbs
            and ("Ger" in child.morph.get("VerbForm") or child.tag_ == "VBG")
        ):
            return view.chunk_after(child.i, max_gap=4, owners=True)
    return None


@cache
def _use_verbs(lex: Lexicon) -> frozenset[str]:
    """The lemmas ``use_preps`` gives prepositions for: the verbs ``_trained`` reads."""
    return frozenset(
        lemma
        for lemma, frames in lex.verbs.items()
        if any(f.preps for f in frames if f.property == "uses")
    )


def extract(view: SentenceView) -> Iterator[Found]:
    lex = view.lex
    # Each reading needs its verb's lemma: a verb of use (``_trained``) or of purpose.
    trained = not view.lacks(_use_verbs(lex))
    if not trained and view.lacks(lex.purpose_verbs):
        return
    use_verbs = _use_verbs(lex)
    for verb, pos, lemma in zip(view.tokens, view.pos_tags, view.lemma_words, strict=True):
        if pos != "VERB":
            continue
        if trained and lemma in use_verbs:  # (``use_preps`` gives the others none)
            yield from _trained(view, verb)
        if lemma not in lex.purpose_verbs:
            continue
        if verb.dep_ not in {"xcomp", "advcl", "acl"} or not _marked(view, verb):
            continue
        purpose = view.chunk_after(verb.i, max_gap=3, noun_phrase=True, owners=True)
        if purpose is None or not purpose.types or not purpose.types <= PURPOSE_TYPES:
            continue
        instrument = _instrument(view, verb)
        if instrument is not None and instrument != purpose:
            yield from pairs(view, purpose, "uses", instrument, "purpose.instrument", verb.i)
