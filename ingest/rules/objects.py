"""Whose is the name after a verb: checks that a name a search after the verb found is the
verb's object, not another word's ("announced the acquisition of Alphawave", "a platform built
on Huawei's Ascend", "una megafábrica equipada con GPU")."""

from __future__ import annotations

from typing import Any

from ..lexicon import Frame
from .chunks import EVENT_PROPERTIES, OBJECT_DEPS
from .context import Chunk, SentenceView
from .frame_words import names_anothers_deal
from .lemmas import verb_lemmas
from .pairs import made_by
from .preps import set_apart
from .results import in_a_clause_after, measured, names_what_derives
from .words import morph_values, past_company_noun, preposition_of, qualified_frames

# How far after a verb the colon before its named object may stand.
MAX_COLON_GAP = 14


def own_after_prep(view: SentenceView, verb: Any, frame: Frame, obj: Chunk, subject: Chunk) -> bool:
    """True if a possessive stands between the frame's preposition and the object's name
    ("por su línea Ascend", "on its own chips") and the subject makes it, or it is a class
    ("its GPUs"): the subject's own product (not "Llama se basa en sus GPU H100": "sus" is
    another's)."""
    between = view.doc[verb.i + 1 : obj.start]
    preps = [t.i for t in between if t.lower_ in frame.preps]
    if not preps:
        return False
    return any(
        t.lower_ in view.lex.possessives for t in view.doc[preps[-1] + 1 : obj.start]
    ) and all(
        o.entity.key in view.lex.generic_products or any(made_by(s, o) for s in subject.mentions)
        for o in obj.mentions
    )


def other_event_between(view: SentenceView, verb: Any, obj: Chunk, frame: Frame) -> bool:
    """ "announced the acquisition of Alphawave": the object names an event of another relation
    (the noun's own rule reads it), or a participle of another relation describes the noun
    before the name ("construirá una megafábrica equipada con GPU"), so the verb says nothing
    of the name after it."""
    lineup = False
    for tok in view.doc[verb.i + 1 : obj.start]:
        # "announced a family of chips including the MI350X": what a lineup holds
        lineup = lineup or (
            tok.pos_ == "NOUN" and tok.lemma_.lower() in view.lex.roadmap_nouns and tok.head == verb
        )
        if lineup and tok.lower_ in view.lex.lineup_includers:
            continue
        if _participle_of_another(view, tok, frame) and not _set_off(view, tok, obj):
            return True
        if tok.lower_ in view.lex.maker_nouns or view.numbered_version(view.doc[tok.i + 1]):
            continue  # "comprar el fabricante de chips Mellanox", "la versión 7 de ROCm" name it
        frames = qualified_frames(view.lex, tok)  # "compró la empresa X": no "empresa conjunta"
        if frames and all(
            f.property in EVENT_PROPERTIES and f.property != frame.property for f in frames
        ):
            return True
        # "anunció soporte para GPU": a noun of another relation, with its own preposition
        # before the name, holds the name ("support for" says the product targets it).
        between = {t.lower_ for t in view.doc[tok.i + 1 : obj.start]}
        if (
            frames
            and tok.lower_ not in view.lex.np_fillers
            and all(
                f.property != frame.property and f.preps & between and not f.inverse for f in frames
            )
        ):
            return True
    return False


def not_the_object(view: SentenceView, verb: Any, obj: Chunk, frame: Frame) -> bool:
    """True if the name after the verb is not what it takes: a noun after the name is ("released
    its MLIR dialect"), another frame's preposition comes first ("a platform built on Huawei's
    Ascend": "build on" is use, not making), or the name stands in a phrase past the verb's own
    object ("Meta builds its clusters with AMD GPUs", "que los emplean en sus chips
    Graviton")."""
    if names_what_derives(view, obj):
        return True
    frames = view.lex.verbs.get(verb.lemma_.lower(), ())
    nxt = next((t for t in view.doc[verb.i + 1 : obj.start] if t.pos_ != "ADV"), None)
    # (not the frame's own words: "dio a conocer su acelerador")
    own = nxt is not None and view.doc[nxt.i + 1].lower_ in frame.with_words
    if nxt is not None and not own and any(nxt.lower_ in f.preps for f in frames):
        return True
    if set_apart(view, obj):
        return True  # "nubes distintas de Azure", "every cloud except AWS": the one left out
    if in_a_clause_after(view, verb, obj):
        return True  # "detailing how Amazon's chips improved": the clause's subject
    if frame.property == "announces" and measured(view, verb, obj):
        return True  # "released performance data for Kimi K2.6": the data, not the model
    if frame.property == "operates" and not frame.preps and _under_prep(view, obj, frames):
        return True  # "runs most of its workloads on AWS": the cloud used, not run
    if frame.with_words and names_anothers_deal(view, verb, obj, frame):
        return True  # "won the US Army's Titan contract": the contract's name, no party
    return _past_own_object(view, verb, obj, frame, frames)


def _under_prep(view: SentenceView, obj: Chunk, frames: tuple[Frame, ...]) -> bool:
    """True for a name in the phrase of a preposition one of the verb's frames reads."""
    tok = view.doc[obj.start]
    while tok.dep_ in {"compound", "flat", "amod"} and tok.head.i > tok.i:
        tok = tok.head
    phrase = preposition_of(tok)
    return phrase is not None and any(phrase[0].lower_ in f.preps for f in frames)


def _past_own_object(
    view: SentenceView, verb: Any, obj: Chunk, frame: Frame, frames: tuple[Frame, ...]
) -> bool:
    """True for a name in a phrase after the verb's own object (a noun no name holds, or a
    pronoun), for a frame of making or use with no preposition: a preposition of another frame
    of the verb ("builds its clusters with AMD GPUs") or, for making, of purpose right before it
    ("makes optical chiplets for GPUs"), or, for use, of place before the
    subject's own thing ("los emplean en sus chips Graviton"), not hardware named ("deploys
    the model on H100 GPUs") nor an amount spent on it ("2,1 millones de horas en GPU H100")."""
    if frame.preps or frame.property not in {"develops", "uses"}:
        return False  # ("announced details for its new chip, the X": the chip announced)
    own = next((c for c in verb.children if c.dep_ in {"obj", "dobj"} and c.i < obj.start), None)
    if own is None or own.pos_ not in {"NOUN", "PRON"} or view.chunk_at(own.i) is not None:
        return False
    preps = frozenset(p for f in frames for p in f.preps)
    if frame.property == "develops":  # "developed an ML gateway with vLLM": what it is built with
        preps |= view.lex.companion_preps
    if frame.property == "develops" and _for_purpose(view, view.doc[obj.start], (verb.i, own.i)):
        return True  # "makes optical chiplets for GPUs": what they serve
    if frame.property == "uses":
        if view.in_amount(own) or any(c.dep_ == "nummod" for c in own.subtree):
            return False
        if not any(t.lower_ in view.lex.possessives for t in view.doc[own.i + 1 : obj.start]):
            return False
        preps = view.lex.place_preps
    tok = view.doc[obj.start]
    for _ in range(4):  # the name's phrase is the preposition's ("with AMD GPUs")
        if tok.i in (verb.i, own.i) or tok.head.i == tok.i:
            break
        # the phrase hangs on the verb or on its object, not on a participle that describes
        # it ("utilizando sistemas basados en Nvidia GB300")
        if tok.dep_ == "pobj" and tok.head.lower_ in preps:
            return tok.head.head.i in (verb.i, own.i)
        if any(c.dep_ == "case" and c.lower_ in preps for c in tok.children):
            return tok.head.i in (verb.i, own.i)
        tok = tok.head
    # "en sus procesadores Snapdragon X Elite", parsed as the verb's object: the words before
    j = obj.start - 1
    while j > own.i and view.doc[j].pos_ in {"DET", "ADJ", "NOUN", "NUM"}:
        j -= 1
    described = any("Part" in morph_values(t, "VerbForm") for t in view.doc[own.i + 1 : j])
    return j > own.i and view.doc[j].lower_ in preps and view.doc[j].pos_ == "ADP" and not described


def _for_purpose(view: SentenceView, tok: Any, heads: tuple[int, int]) -> bool:
    """True for a name right under a preposition of purpose ("for", "para") on one of
    ``heads`` (the verb, its object)."""
    while tok.dep_ in {"compound", "flat", "amod", "nmod"} and tok.head.i > tok.i:
        tok = tok.head  # "for Nvidia GPUs": the phrase's head
    purpose = view.lex.role_purpose_preps
    if tok.dep_ == "pobj" and tok.head.lower_ in purpose:
        return tok.head.head.i in heads
    return tok.head.i in heads and any(
        c.dep_ == "case" and c.lower_ in purpose for c in tok.children
    )


def other_direct_object(view: SentenceView, verb: Any, obj: Chunk) -> bool:
    """True if the verb's direct object is a common noun before ``obj`` ("chips" in "comprará
    chips avanzados y tecnología a AMD"): the name after it is a source or a recipient."""
    before = past_company_noun(view, view.doc[obj.start - 1], verb)  # "de la empresa X"
    while before.pos_ == "DET" and before.i > verb.i:
        before = view.doc[before.i - 1]
    # "comprar el grupo ... ZT Systems", "una firma llamada Nod.ai": the noun names it; only
    # a name a preposition brings is someone else.
    if before.pos_ != "ADP":
        return False
    if any(
        c.dep_ in {"obj", "dobj"}
        and c.pos_ in {"NOUN", "PROPN"}
        and view.chunk_at(c.i) is None
        and verb.i < c.i < obj.start
        and c.lower_ not in view.lex.amount_words  # "pagó 1.400 millones de dólares por Nuvia"
        for c in verb.children
    ):
        return True
    # where the parse has no object ("Meta compra chips de IA a Nvidia" read as one name):
    # a class noun no name covers, between the verb and the preposition
    return any(
        view.is_class_noun(t) and view.chunk_at(t.i) is None
        for t in view.doc[verb.i + 1 : before.i]
    )


def compared_between(view: SentenceView, verb: Any, obj: Chunk) -> bool:
    """ "uses 40% less energy than the H100", "the same memory as the H200", "consume menos
    energía que la H100": a name after a comparison is what the subject is measured against,
    not the verb's object; a count still is one ("more than 10,000 H100 GPUs", "more than a
    million Trainium chips"), and so is what "more than ever" says."""
    return _compared_in(view, verb.i + 1, obj.start, verb.i + 1)


def compared_before(view: SentenceView, chunk: Chunk) -> bool:
    """True for a name right after a comparison's mark ("ocupa más o menos lo que un Mac
    Studio"): what something is measured against, no one who acts."""
    return _compared_in(view, max(view.sent.start, chunk.start - 3), chunk.start, view.sent.start)


def _compared_in(view: SentenceView, start: int, end: int, since: int) -> bool:
    """True for a comparison's mark in ``doc[start:end]`` with its degree word (if it needs
    one) after ``since``, and no count after it."""
    lex, doc = view.lex, view.doc
    for tok in map(doc.__getitem__, range(start, end)):  # (no Span made: 2 µs a call)
        degrees = lex.comparison_marks.get(tok.lower_)
        if degrees is None or _counted(view, tok.i + 1):
            continue
        if not degrees or any(t.lower_ in degrees for t in doc[since : tok.i]):
            return True
    return False


def _counted(view: SentenceView, j: int) -> bool:
    """True for a count or "ever" right after a comparison's mark at ``j``."""
    words = [t.lower_ for t in view.doc[j : min(j + 2, view.sent.end)]]
    lex = view.lex
    if not words:
        return False
    if words[0] in lex.quantity_words or words[0] in lex.scale_words or words[0] in lex.count_words:
        return True
    return view.doc[j].like_num or (
        words[0] in lex.indefinite_articles
        and len(words) > 1
        and (words[1] in lex.scale_words or words[1] in lex.count_words)
    )


def qualifies_what_follows(view: SentenceView, obj: Chunk) -> bool:
    """True for a name that only qualifies a common noun after it ("will own the OpenAI
    relationship", "backs the CoreWeave expansion"): the noun is the object, not the name."""
    root = view.doc[obj.start : obj.end].root
    head = root.head
    return (
        root.dep_ in {"compound", "nmod", "amod"}
        and head.i >= obj.end
        and head.pos_ == "NOUN"
        and view.chunk_at(head.i) is None
        # (a partnership's noun names no one: "a Microsoft partnership" is with Microsoft)
        and (not view.is_description_head(head) or head.lemma_.lower() in view.lex.alliance_nouns)
    )


def owns_what_follows(view: SentenceView, obj: Chunk) -> bool:
    """True if a genitive marker follows the name ("acquiring Google's hardware"): the name
    owns what follows, it is not the object itself."""
    return obj.end < view.sent.end and view.doc[obj.end].lower_ in view.lex.genitive_markers


def part_of(view: SentenceView, verb: Any, obj: Chunk) -> bool:
    """True for a name that owns a part of a company the verb takes ("adquirió el negocio de
    audio de la empresa Masimo", "bought the server unit of ZT Systems"): the part is
    bought, not its owner ("adquirirá el negocio Arriver" names the part itself)."""
    parts = view.lex.part_nouns
    node = view.doc[obj.start : obj.end].root
    through_of = False
    for _ in range(4):
        through_of = through_of or node.dep_ in {"nmod", "pobj"}
        head = node.head
        if head.i == node.i:
            return False
        if head.i == verb.i:
            return False
        if head.pos_ == "NOUN" and head.head.i == verb.i and view.chunk_at(head.i) is None:
            lemma = head.lemma_.lower()
            return through_of and (lemma in parts or head.lower_ in parts)
        node = head
    return False


def amount_of(view: SentenceView, obj: Chunk) -> bool:
    """True for a name right after an amount and "of" ("purchase $250 billion of Azure cloud
    services"): what is bought is goods or services of the name's, not the name."""
    j = obj.start - 1
    if j <= view.sent.start or view.doc[j].lower_ not in view.lex.of_preps:
        return False
    before = view.doc[j - 1]
    return before.like_num or before.lower_ in view.lex.amount_words


def _set_off(view: SentenceView, tok: Any, obj: Chunk) -> bool:
    """True if a comma or a naming word stands between ``tok`` and the name: "un acelerador
    optimizado para IA, el MI325X", "un chip basado en Arm, llamado Cobalt 100" name the
    verb's object after the participle's phrase."""
    return any(
        t.text == "," or t.lower_ in view.lex.naming_words for t in view.doc[tok.i + 1 : obj.start]
    )


def _participle_of_another(view: SentenceView, tok: Any, frame: Frame) -> bool:
    """ "construirá una megafábrica equipada con 50 mil GPU", "build an AI factory powered by
    Blackwell GPUs": a participle of a verb of other relations describes a noun after the verb;
    the names after it are the participle's (the factory is equipped with them), not the
    verb's object. Offering instances equipped with a chip offers the chip."""
    if (
        frame.property == "offers"
        or tok.head.i >= tok.i
        or not (
            (tok.pos_ == "VERB" and "Part" in morph_values(tok, "VerbForm")) or tok.pos_ == "ADJ"
        )
    ):
        return False
    lemmas = verb_lemmas(tok, view.lex)
    frames = [f for lemma in lemmas for f in view.lex.verbs.get(lemma, ())]
    return bool(frames) and all(f.property != frame.property for f in frames)


def counted_part(view: SentenceView, verb: Any, subject: Chunk, obj: Chunk) -> bool:
    """A count before the name ("has 128 GB of HBM2e"), or a device's chip ("el Galaxy S26
    tiene el Exynos 2600"; not a device it "has" as a rival)."""
    device = view.lex.is_device
    return any(t.like_num for t in view.doc[verb.i + 1 : obj.start]) or (
        all(device(m.entity.key, m.entity.family) for m in subject.mentions)
        and not any(device(m.entity.key, m.entity.family) for m in obj.mentions)
    )


def past_preposition(view: SentenceView, verb: Any, obj: Chunk) -> bool:
    """ "combines the speed of the H100 with ...": a part is what the verb takes itself, not a
    name past a preposition ("combina 192 GB de memoria HBM3": a size is no phrase)."""
    lex = view.lex
    return any(
        tok.pos_ == "ADP"
        and not (tok.lower_ in lex.of_preps and view.doc[tok.i - 1].lower_ in lex.capacity_units)
        for tok in view.doc[verb.i + 1 : obj.start]
    )


# How a name may hang on the noun a verb takes as its subject or object and still be what the
# verb says it of: "las máquinas A3", "the H100 GPUs" (not "TSMC's revenue", "la venta de
# chips de Nvidia").
NAMING_DEPS = frozenset({"appos", "compound", "flat", "flat:name", "nummod"})


def names_the_argument(view: SentenceView, tok: Any | None, chunk: Chunk) -> bool:
    """True if ``chunk`` is the argument ``tok`` of a verb itself: the token is in it, a
    relative pronoun or no token at all stands for it, the name hangs on the token as a name
    does, or the token is a class noun right beside it. False for a name inside another noun's
    phrase: in "Sales of the iPhone 16 drove TSMC's revenue" sales drove revenue."""
    if tok is None or tok.pos_ == "PRON" or chunk.start <= tok.i < chunk.end:
        return True
    root = view.doc[chunk.start : chunk.end].root
    if root.head.i == tok.i and root.dep_ in NAMING_DEPS:
        return True
    if _group_of(view, tok, root):
        return True  # "The family of Ascend chips powers", "thousands of H100s"
    return view.is_class_noun(tok) and tok.i in {chunk.start - 1, chunk.end}


def _group_of(view: SentenceView, tok: Any, root: Any) -> bool:
    """True if ``tok`` is a word of a group or a quantity ("family", "thousands", "cluster")
    whose "of" phrase holds ``root`` (through a class noun at most)."""
    lex = view.lex
    if tok.lower_ not in lex.np_fillers | lex.series_words | lex.quantity_words | lex.scale_words:
        return False
    path = [root.head, root.head.head]
    return any(t.lower_ in lex.of_preps and t.head.i == tok.i for t in path)


def names_both(view: SentenceView, verb: Any, subject: Chunk, obj: Chunk) -> bool:
    """True if the subject and the object found for ``verb`` are its own arguments."""
    head = next((c for c in verb.children if c.dep_ in OBJECT_DEPS), None)
    subject_token = view.subject_token(verb)
    if not names_the_argument(view, subject_token, subject):
        return False
    # "Azure will power Lockheed Martin's data centers": the owner of what is powered uses it
    root = view.doc[obj.start : obj.end].root
    owned = root.dep_ == "poss" and head is not None and root.head.i == head.i
    powered = owned and verb.lemma_.lower() in view.lex.powering_verbs
    return powered or names_the_argument(view, head, obj)


def unnamed_parts(view: SentenceView, chunk: Chunk) -> bool:
    """True if every name in ``chunk`` is a class ("una CPU y GPU"): parts no one names."""
    return {m.entity.key for m in chunk.mentions} <= view.lex.generic_products


def actors_named(frame: Frame, place: Chunk) -> Chunk | None:
    """The names of a known class in a place an inverse frame of running or offering makes
    the subject, or None ("located at RIKEN's Center for ...": "Center" runs nothing; "se
    venderá en el mismo formato SXM": a format sells nothing; "disponible en Hugging Face,
    ModelScope y Amazon Bedrock": the two known ones offer it)."""
    if frame.property not in {"operates", "offers"}:
        return place
    typed = tuple(m for m in place.mentions if m.entity.type)
    return Chunk(typed) if typed else None


def makes_what_powers(user: Chunk, power: Chunk) -> bool:
    """True if the one a verb of powering says is powered makes what powers it ("Nvidia,
    powered by its Blackwell chips", "Blackwell powered Nvidia to a record quarter"): a company
    carried by its own product, no use of it."""
    return any(
        made_by(u, p) for u in user.mentions if u.entity.type == "Company" for p in power.mentions
    )


def object_is_antecedent(view: SentenceView, verb: Any, obj: Chunk) -> bool:
    """True for a relative clause whose object is the noun it hangs on (no object of its own
    but a relative pronoun), where the name found lies past a preposition."""
    if verb.dep_ not in {"relcl", "acl:relcl"} or verb.head.i > verb.i:
        return False
    if any(c.dep_ in OBJECT_DEPS and c.pos_ != "PRON" for c in verb.children):
        return False
    return any(t.pos_ == "ADP" for t in view.doc[verb.i + 1 : obj.start])


def after_colon(view: SentenceView, verb: Any) -> Chunk | None:
    """ "ha presentado su última innovación en el campo de la computación: la GPU Rubin CPX":
    an object that names nothing, then after a colon the name it stands for."""
    for j in range(verb.i + 1, min(verb.i + MAX_COLON_GAP, view.sent.end)):
        tok = view.doc[j]
        if view.chunk_at(j) is not None or (tok.is_punct and tok.text not in {":", "-"}):
            return None
        if tok.text == ":":
            return view.chunk_after(j, max_gap=3, noun_phrase=True)
    return None


def inverted_parts(view: SentenceView, verb: Any, frame: Frame, subjects: list[Chunk]) -> bool:
    """True for a Spanish verb of composition whose only subject the parser found is a chip
    after it and that has no object: "Incluye 72 GPU Blackwell Ultra y 36 CPU Grace" (after a
    sentence about the system) names the parts, and the subject is dropped (the product in
    focus), as Spanish word order allows."""
    return (
        view.lex.pro_drop
        and frame.property == "uses"
        and verb.lemma_.lower() in view.lex.composition_verbs
        and all(c.start > verb.i and c.types == {"Chip"} for c in subjects)
        and not any(c.dep_ in OBJECT_DEPS for c in verb.children)
    )


def attempted(view: SentenceView, verb: Any) -> bool:
    """True for a verb an attempt takes ("tried to buy Arm", "its bid to acquire Arm",
    "intentó comprar", "trató de adquirir"): the acquisition is no fact."""
    head, words = verb.head, view.lex.attempt_words
    if head.i == verb.i or verb.dep_ not in {"xcomp", "acl", "advcl"}:
        return False
    if head.lemma_.lower() not in words and head.lower_ not in words:
        return False
    # an infinitive (not "attempted to buy NXP, while Intel acquired Habana"), in a sentence
    # that does not say the deal closed ("sought to acquire Ampere and completed the deal")
    infinitive = "Inf" in morph_values(verb, "VerbForm") or verb.tag_ == "VB"
    return infinitive and view.lacks(view.lex.closing_verbs)


def not_sold_whole(view: SentenceView, verb: Any) -> bool:
    """False only for a sale of the seller's whole business: "sold itself to", "sell its
    business to HP", "vender partes sustanciales de su negocio a HP". A unit ("its NAND memory
    business", "su negocio de redes"), goods ("compute capacity") or another's company ("the
    company", "sus activos en Irlanda") is no acquisition of the seller."""
    lex = view.lex
    obj = next((c for c in verb.children if c.dep_ in OBJECT_DEPS), None)
    if obj is None:
        return True
    if obj.lower_ in lex.reflexive_objects:
        return False  # "sold itself to"
    if obj.lower_ in lex.business_part_words:
        # "partes sustanciales de su negocio": the business the parts are of
        obj = next((c for c in obj.children if c.lower_ in lex.business_words), obj)
    if obj.lower_ not in lex.business_words:
        return True
    owned = any(c.lower_ in lex.possessives for c in obj.children)
    named = any(c.dep_ not in {"det", "poss", "case"} for c in obj.children)
    return not owned or named


def share_of(view: SentenceView, obj: Chunk, words: frozenset[str]) -> bool:
    """True if ``obj`` is the complement of the share a frame of stakes names ("el 14% de
    TeraWulf", "a 7% stake in CoreWeave", "owns 14% of"): not a name further in the phrase
    ("tiene el 70% de las obleas de 3 nm de TSMC", "la mayoría de los clientes de AMD")."""
    root = view.doc[obj.start : obj.end].root
    head = root.head.head if root.dep_ == "pobj" else root.head
    return head.text.endswith("%") or head.like_num or head.lower_ in words


def right_after(view: SentenceView, obj: Chunk, preps: frozenset[str]) -> bool:
    """True for a name the preposition itself brings, past determiners, adjectives and nouns of
    a company only ("paid $32 billion for Wiz", "por la startup Nuvia"; not "for a chunk of
    Intel", "por títulos de Nokia")."""
    lex = view.lex
    for tok in reversed(view.doc[view.sent.start : obj.start]):
        if tok.lower_ in preps:
            return True
        company = tok.lower_ in lex.company_nouns or tok.lower_ in lex.company_demonyms
        if tok.pos_ not in {"DET", "ADJ"} and not company:  # ("por la británica Videvo")
            return False
    return False
