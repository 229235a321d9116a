"""A product's parts, told by naming them: "The NPU is a Hexagon", "Su unidad gráfica es una
Adreno 830" after a sentence about the Snapdragon 8 Elite. A part class noun (a CPU, a GPU,
an NPU) that names nothing, said to be a named chip, is a part of the product the article is
about: that product uses the chip. And inside a noun phrase: a chip "based" on the one before
a hyphen ("Hopper-based H100 GPUs")."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import islice
from typing import Any

from ..spans import span_root
from .chunks import HYPHENS, OBJECT_DEPS, PRODUCT_TYPES, SUBJECT_DEPS
from .context import Chunk, Found, SentenceView
from .objects import compared_between
from .pairs import pairs

RULE = "parts.copula"
BASED_RULE = "parts.based"
WITH_RULE = "parts.with"
USING_RULE = "parts.using"
ISA_RULE = "parts.isa"
# What a product is built from: chips; a part says nothing of a company's or a model's use.
PART_TYPES = frozenset({"Chip"})
HOLDER_TYPES = frozenset({"Chip", "CloudPlatform"})


def _named_part(view: SentenceView, cop: Any) -> tuple[Any, Any, Chunk] | None:
    """The clause's head (where a negation hangs), the part noun (subject) and the chip it is
    said to be (attribute) of a copula."""
    head = cop.head if cop.dep_ == "cop" else cop  # Spanish hangs the copula on the attribute
    subject = next((c for c in head.children if c.dep_ in SUBJECT_DEPS), None)
    if subject is None or subject.i > cop.i or not view.is_class_noun(subject):
        return None
    if any(c.dep_ in {"prep", "nmod", "poss"} for c in subject.children):
        return None  # "The GPU in the Dimensity 9400 is", "la GPU de la generación anterior"
    named_subject = view.chunk_at(subject.i)
    if named_subject is not None and not all(
        m.entity.key in view.lex.generic_products for m in named_subject.mentions
    ):
        return None  # "The Hexagon is ...": a name, not a part's class
    attribute = (
        head
        if cop.dep_ == "cop"
        else next((c for c in head.children if c.dep_ in {"attr", "acomp"}), None)
    )
    named = view.chunk_in(attribute) if attribute is not None and attribute.i > cop.i else None
    if named is None or len(named.mentions) != 1 or named.types != PART_TYPES:
        return None
    return head, subject, named


def _based_parts(view: SentenceView) -> Iterator[Found]:
    """ "Hopper-based H100 GPUs", "Zen 5-based EPYC", "the Snapdragon X Elite-powered Dell XPS
    13": the chip glued by a hyphen to "based" or to a participle of powering before the chip
    (or device) the phrase names."""
    doc, lex = view.doc, view.lex
    for tok, lower, lemma in zip(view.tokens, view.lower_words, view.lemma_words, strict=True):
        if lower not in lex.base_words and lemma not in lex.powering_verbs:
            continue
        if tok.i - 2 < view.sent.start:
            continue
        if doc[tok.i - 1].text not in HYPHENS or doc[tok.i - 1].whitespace_:
            continue
        base = view.chunk_at(tok.i - 2)
        named = view.chunk_after(tok.i, max_gap=3, noun_phrase=True)
        if base is None or named is None or base.end != tok.i - 1:
            continue
        if not base.types == named.types == PART_TYPES:
            continue
        after = doc[named.end] if named.end < view.sent.end else None
        if (
            after is not None
            and after.pos_ in {"NOUN", "PROPN"}
            and view.lex.cue_types.get(after.lower_) != "Chip"
        ):
            continue  # "EPYC-based MI300X servers", "TPU-based Ironwood pods": the servers
            # are built on it, not the chip named before them
        # (a chip is no subject of "uses" by the domains; as a part's holder it is)
        yield from pairs(view, named, "uses", base, BASED_RULE, tok.i, subject_types=PART_TYPES)


def _of_event(view: SentenceView, head: Any) -> bool:
    """True for a noun after "of" ("the use of H100 GPUs with InfiniBand"): what is done with
    it, not what it is made of."""
    of_preps = view.lex.of_preps
    if head.dep_ == "pobj" and head.head.lower_ in of_preps:
        return True
    return any(c.dep_ == "case" and c.lower_ in of_preps for c in head.children)


def _holds(view: SentenceView, noun: Any) -> bool:
    """True for a noun after a product's name that may hold a part ("GB200 systems"): no
    relation's verb the parser took for a noun ("Nvidia's H100 competes with"), and no noun of
    another relation ("the H100's rivalry with the MI300X")."""
    lemma = noun.lemma_.lower()
    frames = view.lex.nouns.get(lemma, ())
    return lemma not in view.lex.verbs and all(f.property == "uses" for f in frames)


def _holder(view: SentenceView, head: Any, at: int, part: Chunk | None) -> Chunk | None:
    """The named product (or cloud) whose noun ``head`` is, before the word at ``at`` that
    brings ``part``, a named chip (with a device's software beside it): the product that holds
    the part."""
    holder = view.chunk_in(head)
    if holder is None or part is None or holder == part or holder.end > at:
        return None
    # (a device with a chip holds the software listed with it too: "el Magic 7 Pro con MagicOS 9
    # y el chip Snapdragon 8 Elite")
    device = all(view.lex.is_device(m.entity.key, m.entity.family) for m in holder.mentions)
    kinds = PRODUCT_TYPES if device else PART_TYPES  # (chips, and software and models)
    if not holder.types <= HOLDER_TYPES or not PART_TYPES <= part.types <= kinds:
        return None
    # "GB200 systems", "servidores Helios": the noun the name qualifies (no relation's verb
    # the parser took for a noun: "Nvidia's H100 competes with"), or its class noun
    after = head.i == holder.end and _holds(view, head)
    beside = after or (view.is_class_noun(head) and head.i == holder.start - 1)
    if not (holder.start <= head.i < holder.end or beside):
        return None  # "the use of H200 GPUs with": the preposition is the use's
    if _of_event(view, head):
        return None
    generic = view.lex.generic_products
    if not all(m.entity.known and m.entity.key not in generic for m in holder.mentions):
        return None  # "Overlapped CPU preparation with TPU computation": no product named
    return holder


def device_holders(noun: Any, holders: list[tuple[Chunk, str]]) -> list[tuple[Chunk, str]]:
    """Who may hold the parts a device's noun comes with ("X is the first phone with Y",
    "los portátiles Copilot+ con"): not a clause's subject outside the noun's own phrase ("X
    beat every PC with Y")."""
    edge = noun.left_edge.i
    return [(h, r) for h, r in holders if r != "nouns.clause" or edge <= h.start <= noun.i + 1]


def takes(view: SentenceView, verb: Any, prep: str, part: Chunk | None = None) -> bool:
    """True if one of ``verb``'s frames (or none known: the verb may) takes ``prep`` ("pairs a
    CPU with a GPU"; not "will show the ThinkPad X1 Carbon with Lunar Lake processors"), for
    what ``part`` names if given ("announced ... with" a company partners, a chip is a part)."""
    frames = view.lex.verbs.get(verb.lemma_.lower())
    if frames is None:
        return True
    ranges = [view.lex.domains.get(f.property, ((), ()))[1] for f in frames if prep in f.preps]
    return any(part is None or not part.types.isdisjoint(r) for r in ranges)


def _with_parts(view: SentenceView) -> Iterator[Found]:
    """ "the Pixel 10 with the Tensor G5", "sus servidores Helios con procesadores EPYC
    Venice": a named product with a named chip holds it (the preposition hangs on the product's
    noun, not on a verb: "competes with" says no part)."""
    for tok, lower in zip(view.tokens, view.lower_words, strict=True):
        if lower not in view.lex.companion_preps or tok.i == view.sent.start:
            continue
        head = tok.head
        part = view.chunk_after(tok.i, max_gap=4, noun_phrase=True)
        if tok.dep_ == "case":  # Spanish hangs "con" on its object, the object on the product
            # (or on the name right before "con", whatever the relation: "un Pixel 8 Pro con
            # el chip Tensor G3", where the parser took "Pro" for an adverb)
            named = view.chunk_at(head.head.i)
            adjacent = named is not None and named.end == tok.i and head.dep_ != "nmod"
            if named is not None and adjacent and _verbs_phrase(view, named, lower, part):
                continue  # "entrenó Gemini Nano para el Pixel 9 Pro con TPU v5p": the verb's
            on_noun = (head.dep_ == "nmod" or adjacent) and head.i > tok.i
            head = head.head if on_noun else _verbs_object(view, tok, part)
        elif head.pos_ == "VERB":  # "unveiled the ThinkPad X1 Carbon with Intel Core Ultra"
            head = _verbs_object(view, tok, part)
        noun = head.pos_ in {"NOUN", "PROPN"} or view.chunk_at(head.i) is not None
        if head.i >= tok.i or not noun or head == tok:
            continue
        if view.doc[tok.i - 1].pos_ == "ADV" or (
            head.dep_ in OBJECT_DEPS and takes(view, head.head, lower, part)
        ):
            continue  # "along with": beside it; "pairs a Zen 5 CPU with": the verb's objects
        held = view.chunk_in(head) if head.dep_ in OBJECT_DEPS else None
        if held is not None and "CloudPlatform" in held.types:
            continue  # "include AWS with its AI chip": a cloud named as an item, no product
        if part is not None and compared_between(view, tok, part):
            continue  # "with more memory than the H200": what it is measured against
        holder = _holder(view, head, tok.i, part)
        if holder is not None and part is not None and not _chips_on_a_network(view, head, part):
            yield from pairs(
                view, holder, "uses", part, WITH_RULE, tok.i, subject_types=HOLDER_TYPES
            )


def _verbs_phrase(view: SentenceView, named: Chunk, prep: str, part: Chunk | None) -> bool:
    """True for a device named for whom something is made, whose verb has a frame that takes
    ``prep`` for ``part`` ("entrenó Gemini Nano para el Pixel 9 Pro con TPU v5p"; not "llega al
    Pixel 9 Pro con el chip Tensor G4")."""
    if view.preposition_before(named.start) not in view.lex.beneficiary_preps:
        return False
    verb = view.governing_verb(view.doc[named.start])
    known = verb is not None and verb.lemma_.lower() in view.lex.verbs
    return known and takes(view, verb, prep, part)


def _chips_on_a_network(view: SentenceView, head: Any, part: Chunk) -> bool:
    """ "H100 and GB200 GPUs with InfiniBand networking", "GPU con redes InfiniBand": GPUs
    offered with a network between machines do not hold it (a system with it does; a chip
    with NVLink or Infinity Fabric, a link between chips, does; so does a NIC's chip, or an
    accelerator with the network "integrated")."""
    lex = view.lex
    between_machines = all(m.entity.key in lex.machine_networks for m in part.mentions)
    # (not "accelerators with integrated RoCE networking": a qualifier puts it on the chip)
    qualified = any(t.pos_ in {"ADJ", "VERB"} for t in view.doc[head.i + 1 : part.start])
    return between_machines and not qualified and head.lower_ in lex.network_holder_nouns


def _verbs_object(view: SentenceView, prep: Any, part: Chunk | None) -> Any:
    """ "presentó su nuevo ThinkPad X1 Carbon con procesadores Intel", "unveiled its Zenbook A14
    laptop with": where the parser hung the phrase "con ..." on a verb of presenting, the verb's
    object right before it (or the common noun right after its name), when the verb takes no such
    phrase for ``part`` (``prep`` itself otherwise; "fusiona sus Gaudi 3 con GPU Blackwell").
    The phrase hangs on the verb within three steps up: the parser may make the class noun
    after "con" a modifier of the name ("con procesadores Intel Core")."""
    noun = view.doc[prep.i - 1].pos_ == "NOUN" and view.chunk_at(prep.i - 1) is None
    end = prep.i - 1 if noun else prep.i
    before = view.chunk_at(end - 1)
    if before is None or before.end != end:
        return prep
    root = span_root(view.doc, before.start, prep.i)
    obj = root.head if root.dep_ == "appos" else root  # "su portátil ROG Flow Z13"
    verb = obj.head
    if obj.dep_ not in OBJECT_DEPS or verb.pos_ != "VERB" or verb not in islice(prep.ancestors, 3):
        return prep
    frames = view.lex.verbs.get(verb.lemma_.lower(), ())
    presented = any(f.property == "announces" for f in frames)
    return root if presented and not takes(view, verb, prep.lower_, part) else prep


def _using_parts(view: SentenceView) -> Iterator[Found]:
    """ "Nvidia's GB200 systems using Blackwell GPUs", "a Huawei cluster using Ascend 910C
    processors": a participle of using on a named product's noun says what it is built with."""
    for tok, lemma in zip(view.tokens, view.lemma_words, strict=True):
        if lemma not in view.lex.using_verbs or tok.dep_ != "acl" or tok.head.i >= tok.i:
            continue
        part = view.chunk_after(tok.i, max_gap=3, noun_phrase=True)
        holder = _holder(view, tok.head, tok.i, part)
        if holder is not None and part is not None:
            yield from pairs(
                view, holder, "uses", part, USING_RULE, tok.i, subject_types=HOLDER_TYPES
            )


def _isa_parts(view: SentenceView) -> Iterator[Found]:
    """ "Blackhole chips boast 768 RISC-V cores", "The Coral NPU is a 32-bit RISC-V CPU", "cada
    chip integra núcleos RISC-V": an instruction set naming a part's noun (a core, a CPU, a
    design) is what the product that has the part, or is it, uses."""
    lex, doc = view.lex, view.doc
    for m in view.mentions:
        if m.entity.key not in lex.instruction_sets:
            continue
        # the part's noun right after the set's name, or right before it in Spanish
        for at in (m.end, m.start - 1):
            if not view.sent.start <= at < view.sent.end or not _part_noun(view, doc[at]):
                continue
            holder = _isa_holder(view, doc[at])
            if holder is not None and holder.types <= PART_TYPES:
                yield from pairs(
                    view, holder, "uses", Chunk((m,)), ISA_RULE, at, subject_types=PART_TYPES
                )
            break


def _part_noun(view: SentenceView, tok: Any) -> bool:
    lex, lower, lemma = view.lex, tok.lower_, tok.lemma_.lower()
    return tok.pos_ == "NOUN" and (
        lower in lex.licence_nouns
        or lemma in lex.licence_nouns
        or lex.cue_types.get(lower) == "Chip"
        or lex.cue_types.get(lemma) == "Chip"
    )


def _isa_holder(view: SentenceView, noun: Any) -> Chunk | None:
    """The named product whose part ``noun`` is: the subject of a verb of composition that
    takes it ("boast", "integra"), or of the copula that says the product is one."""
    if noun.dep_ in OBJECT_DEPS and noun.head.lemma_.lower() in view.lex.composition_verbs:
        verb = noun.head
    elif noun.dep_ == "attr" or any(c.dep_ == "cop" for c in noun.children):
        verb = noun.head if noun.dep_ == "attr" else noun
    else:
        return None
    subject = next((c for c in verb.children if c.dep_ in SUBJECT_DEPS), None)
    return view.chunk_in(subject) if subject is not None else None


def extract(view: SentenceView) -> Iterator[Found]:
    yield from _isa_parts(view)
    yield from _based_parts(view)
    yield from _with_parts(view)
    yield from _using_parts(view)
    for tok, lemma in zip(view.tokens, view.lemma_words, strict=True):
        if lemma not in view.lex.copulas:
            continue
        found = _named_part(view, tok)
        if found is None:
            continue
        head, subject, part = found
        det = next((c for c in subject.children if c.lower_ in view.lex.possessives), None)
        if det is None and not any(c.dep_ == "det" for c in subject.children):
            continue  # "a GPU is ...": a definition, no product's part
        holder = view.topic_reference(subject) or view.presented_reference(subject)
        if holder is None or not holder.types <= HOLDER_TYPES:
            continue
        # "la memoria no es GDDR6": the negation hangs on the clause's head
        yield from pairs(view, holder, "uses", part, RULE, head.i, subject_types=HOLDER_TYPES)
