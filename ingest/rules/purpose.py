"""What a product is taken for: "Anthropic chose TPUs to power its Claude models", "Meta
desplegó GPU H100 para entrenar Llama 3". The model a purpose clause powers, trains or runs
uses the product its main verb takes (the product is the one that powers; the company only
chooses it). And what money is invested for: "will invest $500 billion to create Stargate"."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

from ..lexicon import Lexicon
from .chunks import SUBJECT_DEPS
from .context import Chunk, Found, SentenceView
from .lemmas import verb_lemmas, verbs_of
from .pairs import pairs
from .preps import after_prep, in_own_object, use_preps
from .voice import is_passive, patient_of
from .words import is_gerund, morph_values

# What is taken: a chip, software, a cloud. What it is taken for: a model or a service.
INSTRUMENT_TYPES = frozenset({"Chip", "Framework", "CloudPlatform"})
PURPOSE_TYPES = frozenset({"AIModel", "CloudPlatform"})
TRAINER_TYPES = frozenset({"Company", "CloudPlatform"})
# What a tool made for others' use is, by its class noun ("an SDK", "una plataforma").
TOOL_TYPES = frozenset({"Framework", "CloudPlatform"})
MAX_GAP = 8


def _marked(view: SentenceView, verb: Any) -> bool:
    """True for an infinitive a purpose word introduces ("to power", "para entrenar")."""
    if "Inf" not in morph_values(verb, "VerbForm") and verb.tag_ != "VB":
        return False
    before = view.doc[verb.i - 1] if verb.i > view.sent.start else None
    return before is not None and before.lower_ in view.lex.purpose_marks


def serves_a_made_thing(view: SentenceView, verb: Any) -> bool:
    """True for a purpose clause with no subject of its own, after "for" or a made noun's
    "para", that says what a tool just made is for ("Edge Impulse has created an IDE for
    building TAO models"): its users build, not the maker."""
    if any(c.dep_ in SUBJECT_DEPS for c in verb.children):
        return False
    purpose = view.lex.role_purpose_preps
    if verb.dep_ == "pcomp" and verb.head.lower_ in purpose:
        maker = verb.head.head
    elif any(c.dep_ == "mark" and c.lower_ in purpose for c in verb.children):
        maker = verb.head
    else:
        return False
    if maker.dep_ in {"obj", "dobj"}:  # the purpose hangs on the thing made ("an IDE for")
        maker, made = maker.head, [maker]
    elif verb.dep_ == "pcomp":
        made = [c for c in maker.children if c.dep_ in {"obj", "dobj"} and c.i < verb.i]
    else:
        return False  # "creó Kestrel para diseñar el chip Vireo": a purpose of the maker's
    frames = view.lex.verbs.get(maker.lemma_.lower(), ())
    if not any(f.property == "develops" for f in frames) or not _a_kind_built(view, verb):
        return False  # ("for designing its Orion chips", "the Vireo accelerator": its own)
    # a tool made ("an IDE", "a toolkit", "una plataforma"), not a lab, a team or a plant
    cues = view.lex.cue_types
    return any(
        (c.pos_ == "NOUN" and (cues.get(c.lower_) or cues.get(c.lemma_.lower())) in TOOL_TYPES)
        or (c.pos_ == "PROPN" and _untyped(view, c))
        for c in made
    )


def _a_kind_built(view: SentenceView, verb: Any) -> bool:
    """True for a purpose clause whose object is a kind of goods its users build, a bare
    plural ("for building TAO models"), not one product ("the Vireo accelerator") nor the
    maker's own ("its Orion chips")."""
    objects = [c for c in verb.children if c.dep_ in {"obj", "dobj"}]
    return bool(objects) and all(
        "Plur" in c.morph.get("Number")
        and not any(
            g.dep_ in {"det", "poss"} or g.lower_ in view.lex.possessives for g in c.children
        )
        for c in objects
    )


def _untyped(view: SentenceView, tok: Any) -> bool:
    chunk = view.chunk_at(tok.i)
    return chunk is not None and chunk.types == {""}


def _instrument(view: SentenceView, verb: Any) -> Chunk | None:
    """The product the main verb takes, named between it and the purpose clause."""
    head = verb.head
    if head.i == verb.i or head.i > verb.i or head.pos_ not in {"VERB", "AUX", "ADJ"}:
        return None
    if head.lemma_.lower() in view.lex.using_verbs and is_passive(view, head):
        # "The H100 chips were used to train GPT-4", "TPUs, which were used to train Gemini",
        # "GPU Clusters Used to Train Llama 3": what is used, the verb's patient
        obj = patient_of(view, head)
        return obj if obj is not None and obj.types and obj.types <= INSTRUMENT_TYPES else None
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
            and is_gerund(child)
        ):
            return view.chunk_after(child.i, max_gap=4, owners=True)
    return None


def _for_a_model(view: SentenceView) -> Iterator[Found]:
    """ "deployed one million Trainium2 chips for Claude training", "usará GPU H100 para el
    entrenamiento de Llama 4": the model a workload of it is for uses what the verb takes."""
    lex, doc = view.lex, view.doc
    for tok, lower, lemma in zip(view.tokens, view.lower_words, view.lemma_words, strict=True):
        if lower not in lex.workload_nouns and lemma not in lex.workload_nouns:
            continue
        model = view.chunk_at(tok.i - 1) if tok.i > view.sent.start else None
        if model is not None and model.end == tok.i:
            mark = model.start - 1  # "for Claude training"
        else:  # "para el entrenamiento de Llama 4"
            of = tok.i + 1
            if of >= view.sent.end or doc[of].lower_ not in lex.of_preps:
                continue
            model = view.chunk_after(of, max_gap=2, noun_phrase=True)
            mark = tok.i - 1
        while mark > view.sent.start and doc[mark].pos_ in {"DET", "ADJ"}:
            mark -= 1
        if (
            model is None
            or model.types != {"AIModel"}
            or doc[mark].lower_ not in lex.workload_preps
        ):
            continue
        verb = view.governing_verb(doc[mark])
        if verb is None or _not_a_use(view, verb):
            continue
        obj = view.chunk_after(verb.i, max_gap=MAX_GAP, owners=True)
        if obj is None or obj.end > mark or not obj.types or not obj.types <= INSTRUMENT_TYPES:
            continue
        if not any(in_own_object(verb, doc[i]) for i in range(obj.start, min(obj.end + 2, mark))):
            continue  # "replaced H100 GPUs with MI300X": what the verb takes, as its object
        yield from pairs(view, model, "uses", obj, "purpose.workload", tok.i)


def _not_a_use(view: SentenceView, verb: Any) -> bool:
    """True for a verb that does not put its object to work: one of replacing or of rivalry
    ("replaced H100 GPUs with MI300X", "outperforms the H100"). (A verb of stopping above it,
    "dejó de usar", denies the fact as a negation does: ``Modality.denied``.)"""
    lex = view.lex
    lemmas = set(verb_lemmas(verb, lex))
    return bool(lemmas & lex.replacing_verbs) or any(
        f.property == "competesWith" for lemma in lemmas for f in lex.verbs.get(lemma, ())
    )


@cache
def _use_verbs(lex: Lexicon) -> frozenset[str]:
    """The lemmas ``use_preps`` gives prepositions for: the verbs ``_trained`` reads."""
    return frozenset(
        lemma
        for lemma, frames in lex.verbs.items()
        if any(f.preps for f in frames if f.property == "uses")
    )


def _invested_to_make(view: SentenceView) -> Iterator[Found]:
    """ "OpenAI, SoftBank and Oracle will invest $500 billion to create Stargate", "invertirán
    para crear Stargate": what money is put in to create or build, its investors invest in."""
    lex = view.lex
    investing = _investing_verbs(lex)
    making = _making(lex)
    for verb, pos, lemma in zip(view.tokens, view.pos_tags, view.lemma_words, strict=True):
        if pos != "VERB" or lemma not in making or verb.dep_ not in {"xcomp", "advcl"}:
            continue
        head = verb.head
        if head.lemma_.lower() not in investing or not _marked(view, verb):
            continue
        made = view.chunk_after(verb.i, max_gap=1)
        investors = view.subject_of(head)
        if made is None or investors is None or not made.types <= {"Company"}:
            continue
        nxt = view.doc[made.end] if made.end < view.sent.end else None
        if nxt is not None and (nxt.lower_ in lex.genitive_markers or nxt.pos_ == "NOUN"):
            continue  # "to develop Nscale's AI campus": the campus is made, not Nscale
        # (the investing verb's: "did not invest ... to create", "in talks to invest")
        yield from pairs(view, investors, "investsIn", made, "purpose.invested", head.i)


@cache
def _making(lex: Lexicon) -> frozenset[str]:
    """The verbs of creating or building: a frame of making, or one of ``building_verbs``."""
    return verbs_of(lex, "develops") | lex.building_verbs


@cache
def _investing_verbs(lex: Lexicon) -> frozenset[str]:
    """The verbs with a frame of investing that needs no words of its own ("invest")."""
    return frozenset(
        lemma
        for lemma, frames in lex.verbs.items()
        if any(f.property == "investsIn" and not f.with_words and not f.inverse for f in frames)
    )


def extract(view: SentenceView) -> Iterator[Found]:
    lex = view.lex
    if not view.lacks(_investing_verbs(lex)):
        yield from _invested_to_make(view)
    # Each reading needs its verb's lemma: a verb of use (``_trained``) or of purpose.
    if not view.lacks(lex.workload_nouns):
        yield from _for_a_model(view)
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
        if instrument is not None and instrument != purpose and not view.denied(verb.head.i):
            # (not "Apple no utilizará las GPU de Nvidia para entrenar X": the use is denied)
            yield from pairs(view, purpose, "uses", instrument, "purpose.instrument", verb.i)
