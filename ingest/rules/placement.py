"""Where a product is put to work: "The EyeQ6 will be used in Ford and Nissan vehicles", "El
chip se usará en los centros de datos de Anthropic", "The chip powers Xiaomi's new phones".
The owner of the place or the product a chip (or software, or a model) goes into uses it; so
does the company that builds a place powered by it ("Toyota will build an AI factory powered
by Nvidia GPUs", "levantará un centro de datos equipado con GPU Blackwell")."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

from ..lexicon import Frame, Lexicon
from .chunks import ACTORS, OBJECT_DEPS, PRODUCT_TYPES, SUBJECT_DEPS, as_companies
from .context import Chunk, Found, SentenceView
from .funding import owner_of
from .lemmas import participles, verb_frames, verb_lemmas
from .object_roles import offers_instances
from .objects import compared_between, makes_what_powers, names_the_argument
from .pairs import made_by, pairs
from .preps import after_prep, use_preps

# How far after its verb the preposition of the place may stand ("will be used in").
MAX_PREP_GAP = 3
# How many words may stand between that preposition and the noun of the place.
MAX_PLACE_WORDS = 8
RULE = "placement.owner"
RULE_INSIDE = "placement.inside"
RULE_POWERED = "placement.powered"
# What a product may be put into: another product, or a system ("used in the xAI Colossus").
HOLDER_TYPES = PRODUCT_TYPES | {"CloudPlatform"}
PASSIVE_DEPS = frozenset({"aux:pass", "auxpass", "nsubj:pass", "nsubjpass", "expl:pass"})
# Verbs whose object, built on something, is the subject's own: presenting, making
# or using it ("rolled out its AI assistant, built on GPT-4o").
LAUNCHING = frozenset({"announces", "develops", "uses"})


def _product(view: SentenceView, verb: Any) -> Chunk | None:
    subject = view.subject_of(verb)
    if subject is None or not subject.types or not subject.types <= PRODUCT_TYPES:
        return None
    # "Las ventas del iPhone 16 impulsaron los ingresos de TSMC": the sales did, not the phone
    return subject if names_the_argument(view, view.subject_token(verb), subject) else None


def _place_after(view: SentenceView, verb: Any) -> Any | None:
    """The noun of the place a preposition of placement brings after ``verb``: the first
    common noun past it that no name covers ("in upcoming Ford and Nissan vehicles")."""
    lex = view.lex
    end = min(verb.i + 1 + MAX_PREP_GAP, view.sent.end)
    prep = next((t for t in view.doc[verb.i + 1 : end] if t.lower_ in lex.placement_preps), None)
    return _place_after_prep(view, prep) if prep is not None else None


def _place_after_prep(view: SentenceView, prep: Any) -> Any | None:
    for tok in view.doc[prep.i + 1 : min(prep.i + 1 + MAX_PLACE_WORDS, view.sent.end)]:
        if view.chunk_at(tok.i) is not None or tok.pos_ in {"DET", "ADJ", "PUNCT", "CCONJ", "PART"}:
            continue
        return tok if tok.pos_ == "NOUN" else None
    return None


def _place_object(view: SentenceView, verb: Any) -> Any | None:
    """The object of a verb of powering when it is a common noun ("powers Xiaomi's phones")."""
    obj = next((c for c in verb.children if c.dep_ in {"obj", "dobj"}), None)
    if obj is None or obj.pos_ != "NOUN" or view.chunk_at(obj.i) is not None:
        return None
    return obj


def _owner(view: SentenceView, place: Any) -> Chunk | None:
    """The companies a place belongs to ("Microsoft's data centers", "los centros de datos de
    Anthropic": past the noun's own complement), each a company if nothing typed it."""
    lex = view.lex
    owner = owner_of(view, place)
    nxt = place.i + 1
    if owner is None and nxt + 1 < view.sent.end and view.doc[nxt].lower_ in lex.of_preps:
        inner = view.doc[nxt + 1]
        if inner.pos_ == "NOUN" and view.chunk_at(inner.i) is None:
            owner = owner_of(view, inner)  # "centros de datos de Anthropic"
    if owner is None or not owner.types <= ACTORS | {""}:
        return None
    return as_companies(owner)


def _builder_of_powered(view: SentenceView, tok: Any) -> Iterator[Found]:
    """A participle of powering on an unnamed noun, the object of a verb of building, opening
    or running whose subject is an actor: the actor uses what powers the noun ("Toyota will
    build an AI factory powered by Nvidia Blackwell GPUs"), unless it makes it itself."""
    place = tok.head
    if place.dep_ in {"nmod", "compound"} and place.head.pos_ == "NOUN" and place.head.i < place.i:
        place = place.head  # "centros de datos impulsados por": the centres are
    if (
        tok.dep_ not in {"acl", "amod"}
        or place.i >= tok.i
        or place.pos_ != "NOUN"
        or view.chunk_at(place.i) is not None
        or place.dep_ not in {"obj", "dobj"}
        or place.head.lemma_.lower() not in view.lex.building_verbs
        or not set(verb_lemmas(tok, view.lex)) & view.lex.powering_verbs
    ):
        return
    builder = view.subject_of(place.head)
    powered_by = view.chunk_after(tok.i, max_gap=4)
    if builder is None or powered_by is None or not builder.types <= ACTORS:
        return
    if any(made_by(b, p) for b in builder.mentions for p in powered_by.mentions):
        return  # "Nvidia built a server powered by its Grace CPUs": its own, no use
    # the building verb is the trigger: "will not build a data center powered by" denies it
    prop = "offers" if offers_instances(view, tok, builder) else "uses"
    yield from pairs(view, builder, prop, powered_by, RULE, place.head.i)


def _placed(view: SentenceView, verb: Any) -> Chunk | None:
    """What a verb of placement puts somewhere: its object when it has one ("integrating
    Spectrum-X into"), else what it is said of ("HBM4 will be used in", "la línea Xe3
    utilizada en", "HBM3E chips used in")."""
    obj = next((c for c in verb.children if c.dep_ in {"obj", "dobj"}), None)
    passive = verb.dep_ in {"acl", "amod"} or any(c.dep_ in PASSIVE_DEPS for c in verb.children)
    if obj is not None and obj.lower_ in view.lex.reflexive_pronouns:
        obj, passive = None, True  # "se integrará en": a passive
    if obj is not None and not passive:
        return view.chunk_in(obj)
    if verb.dep_ in {"acl", "amod"} and verb.head.i < verb.i:
        return view.chunk_in(verb.head) or view.chunk_before(verb.i, max_gap=2)
    # "su memoria HBM4 se usará en": the memory, not its owner
    subjects, _ = view.subjects_of(verb, through_possessives=False)
    return subjects[0] if subjects else None


def on_product(view: SentenceView, verb: Any) -> bool:
    """True for a participle of placement on a product's noun ("Samsung makes HBM3E chips used
    in Nvidia's H200"): it says where that product goes, nothing of the clause's subject."""
    if not view.past_participle_on_noun(verb):
        return False  # "the Mach-1, featuring an ASIC": a present participle is the noun's act
    if not set(verb_lemmas(verb, view.lex)) & view.lex.placement_verbs:
        return False
    product = view.chunk_in(verb.head)
    return product is not None and bool(product.types) and product.types <= PRODUCT_TYPES


def _into_product(view: SentenceView, verb: Any) -> Iterator[Found]:
    """A product put into another named product or system uses nothing of its maker, but is
    used by what it goes into: "Micron's HBM4 will be used in Nvidia's Rubin GPUs", "la
    memoria HBM4 se integrará en las GPU Rubin", "integrating Spectrum-X into its FBOSS"."""
    product = _placed(view, verb)
    if product is None or not product.types or not product.types <= PRODUCT_TYPES:
        return
    if verb.dep_ in {"ccomp", "xcomp"} and verb.head.lemma_.lower() in view.lex.hoping_verbs:
        return  # "Samsung hopes its HBM3E will be used in Nvidia's H200": not yet
    start = max(verb.i, product.end - 1) + 1  # past the object: "integrating Spectrum-X into"
    yield from _holder_uses(view, product, start, verb.i)


def _holder_uses(view: SentenceView, product: Chunk, start: int, trigger: int) -> Iterator[Found]:
    """The named product or system a preposition of placement brings from ``start`` on uses
    ``product``, put into it."""
    end = min(start + MAX_PREP_GAP, view.sent.end)
    prep = next((t for t in view.doc[start:end] if t.lower_ in view.lex.placement_preps), None)
    if prep is None or any(_frames_prep(view, t, prep) for t in view.doc[start : prep.i]):
        return  # "la GPU Xclipse 950, basada en la arquitectura RDNA3.5": another verb's
    holder = view.chunk_after(prep.i, max_gap=MAX_PLACE_WORDS, noun_phrase=True)
    if holder is None or not holder.types or not holder.types <= HOLDER_TYPES:
        return
    if compared_between(view, prep, holder):
        return  # "put Gaudi 3 into the same bracket as the H100": a comparison, no place
    if "Chip" in product.types and not holder.types & {"Chip", "CloudPlatform"}:
        return  # hardware "incorporated into" software is supported by it, not a part of it
    # what goes into a chip is a part of it: the words of placement let a chip use it
    yield from pairs(
        view, holder, "uses", product, RULE_INSIDE, trigger, subject_types=HOLDER_TYPES
    )


def _frames_prep(view: SentenceView, tok: Any, prep: Any) -> bool:
    """True for a verb or participle whose own frame of use takes ``prep`` ("basada en"): the
    preposition tells what the thing is built on (the verbs rule reads it), no placement (but
    "the XDNA 2 NPU, available in Ryzen AI 300 chips, into": it is put there)."""
    frames = verb_frames(tok, view.lex) if tok.pos_ in {"VERB", "AUX", "ADJ"} else ()
    return any(f.property == "uses" and prep.lower_ in f.preps for f in frames)


def _noun_into(view: SentenceView, noun: Any) -> Iterator[Found]:
    """A noun of placement with both ends named: "announced the integration of Nvidia's
    NVLink Fusion into its upcoming Trainium4", "la integración de NVLink Fusion en Trainium4"
    (the product after "of" goes into the one after the preposition of placement)."""
    nxt = noun.i + 1
    if nxt >= view.sent.end or view.doc[nxt].lower_ not in view.lex.of_preps:
        return
    verb = view.governing_verb(noun)
    if verb is not None and verb.lemma_.lower() in view.lex.hoping_verbs:
        return  # "Microsoft hopes for the integration of": not yet (denials: modality.py)
    product = view.chunk_after(nxt, max_gap=MAX_PREP_GAP, noun_phrase=True, owners=True)
    if product is None or not product.types or not product.types <= PRODUCT_TYPES:
        return
    yield from _holder_uses(view, product, product.end, noun.i)


def _on_powered(view: SentenceView, verb: Any) -> Iterator[Found]:
    """ "pueden ser desplegados en estaciones de trabajo equipadas con GPUs RTX PRO", "runs on
    servers powered by MI300X": what runs on an unnamed machine uses what powers it."""
    preps = use_preps(view, verb)
    if not preps:
        return
    # past the verb's own object: "runs Llama 3.1 405B on servers powered by"
    end = min(verb.i + 1 + MAX_PREP_GAP + MAX_PLACE_WORDS // 2, view.sent.end)
    prep = next((t for t in view.doc[verb.i + 1 : end] if t.lower_ in preps), None)
    if prep is None or any(view.is_boundary(t) for t in view.doc[verb.i + 1 : prep.i]):
        return
    place = _place_after_prep(view, prep)
    if place is None:
        return
    participle = next(
        (
            c
            for c in place.subtree
            if c.i > place.i
            and c.dep_ in {"acl", "amod"}
            and set(verb_lemmas(c, view.lex)) & view.lex.powering_verbs
        ),
        None,
    )
    powered_by = view.chunk_after(participle.i, max_gap=4) if participle is not None else None
    if powered_by is None:
        return
    # "OpenAI runs ChatGPT on servers powered by H100 GPUs": the model it runs, too
    model = view.chunk_after(verb.i, max_gap=3, noun_phrase=True, owners=True)
    if model is not None and model.start < prep.i and "AIModel" in model.types:
        yield from pairs(view, model, "uses", powered_by, RULE_POWERED, verb.i)
    if not (any(c.dep_ in SUBJECT_DEPS for c in verb.children) or verb.dep_ == "conj"):
        return  # a subject only the clause above has ("Nvidia said its software runs") is not
    # "its software runs on laptops powered by X": the software, not its owner
    candidates, _ = view.subjects_of(verb, through_possessives=False)
    if not candidates or candidates[0] == powered_by:
        return
    user = candidates[0]
    products = tuple(m for m in user.mentions if m.entity.type in PRODUCT_TYPES)
    if products:  # "its CUDA software runs on": CUDA, not the owner "its" stands for
        user = Chunk(products)
    # software on hardware targets it ("CUDA runs on PCs equipped with Core Ultra")
    prop = "targets" if user.types == {"Framework"} else "uses"
    yield from pairs(view, user, prop, powered_by, RULE_POWERED, verb.i)


@cache
def _needed(lex: Lexicon) -> frozenset[str]:
    """The words one of which every reading needs: a verb of placement or of powering as a
    lemma (the main verbs; ``_on_powered``'s participle, which stands in the sentence, in the
    subtree of its place), or a participle ``verb_lemmas`` maps to one (an adjective)."""
    verbs = lex.placement_verbs | lex.powering_verbs
    return verbs | participles(verbs, lex) | lex.placement_nouns


def extract(view: SentenceView) -> Iterator[Found]:
    lex = view.lex
    if view.lacks(_needed(lex)):
        return  # 7,304 sentences of the benchmark's corpus, none found
    for tok, pos, lemma in zip(view.tokens, view.pos_tags, view.lemma_words, strict=True):
        if pos == "VERB" and lemma in lex.verbs:
            yield from _on_powered(view, tok)
        if pos == "ADJ" or "Part" in view.morph_values(tok, "VerbForm"):
            yield from _builder_of_powered(view, tok)
            if pos == "ADJ" and set(verb_lemmas(tok, lex)) & lex.placement_verbs:
                yield from _into_product(view, tok)  # "la línea Xe3 utilizada en las GPU Arc"
        if pos == "NOUN" and lemma in lex.placement_nouns:
            yield from _noun_into(view, tok)
        if tok.pos_ != "VERB":
            continue
        lemma = tok.lemma_.lower()
        if lemma in lex.placement_verbs:
            yield from _into_product(view, tok)
            place = _place_after(view, tok)
        elif lemma in lex.powering_verbs:
            place = _place_object(view, tok)
        else:
            continue
        # A place that is itself a class of products ("used in Nvidia's GPUs") makes the
        # product a part of another product, which this rule does not say.
        if place is None or place.lower_ in lex.cue_types:
            continue
        product = _product(view, tok)
        owner = _owner(view, place)
        if product is None or owner is None:
            continue
        if lemma in lex.powering_verbs and makes_what_powers(owner, product):
            continue  # "La H20 impulsó las ventas de Nvidia": carried by its own product
        yield from pairs(view, owner, "uses", product, RULE, tok.i)


def built_on(view: SentenceView, verb: Any, frame: Frame) -> Iterator[Found]:
    """ "Goldman Sachs rolled out its AI assistant, built on GPT-4o", "BBVA lanzó un asistente
    basado en Gemini": a participle of use on an unnamed thing a company launches, makes or
    owns; the company uses what it is built on (not "expand the ecosystem based on Gaudi",
    whose owner no one names)."""
    if frame.property != "uses" or not frame.preps or frame.inverse or verb.tag_ == "VBG":
        return
    noun = verb.head
    if noun.pos_ != "NOUN" or "Ger" in view.morph_values(verb, "VerbForm"):
        return
    if noun.dep_ == "appos" and noun.head.i < noun.i:
        noun = noun.head  # "its AI assistant, a tool built on"
        named = view.chunk_at(noun.i)
        if named is not None and not named.types & ACTORS:
            # "the DGX Spark, a desktop box built on the GB10 chip": the named product's
            used = after_prep(view, verb, frame.preps)
            if used is not None and not _names_right_after(view, verb, used, frame.preps):
                return  # "una herramienta basada en la experiencia de GitHub Copilot"
            kinds = view.lex.domains["uses"][0] | {"Chip"}  # (made of a chip: composition)
            found = list(
                pairs(view, named, "uses", used, "verbs.built-on", verb.i, subject_types=kinds)
                if used is not None
                else ()
            )
            if found:  # (else its launcher's, as below: a name nothing typed uses nothing)
                yield from found
                return
    det = next((c for c in noun.children if c.lower_ in view.lex.possessives), None)
    if det is not None:
        owner = view.possessor_of(det)
    elif noun.dep_ in OBJECT_DEPS and _launches(view, noun.head):
        owner = view.subject_of(noun.head)
    elif (owner := view.facility_owner(noun)) is None:
        return  # (its facility: "Telenor's AI factory, built on Nvidia Blackwell systems")
    governing = view.governing_verb(noun)
    if governing is not None and view.denied(governing.i):
        return  # "has not built a data centre filled with", "did not launch its assistant"
    used = after_prep(view, verb, frame.preps)
    if owner is not None and used is not None and owner.types <= ACTORS:
        yield from pairs(view, owner, "uses", used, "verbs.built-on", verb.i)


def _names_right_after(view: SentenceView, verb: Any, used: Chunk, preps: frozenset[str]) -> bool:
    """True if the first noun after the verb's preposition is the name or a class noun ("built
    on the GB10 chip", "basado en la nueva generación de chips GB10"), not a noun of something
    else ("based on the experience of")."""
    mark = next((t for t in view.doc[verb.i + 1 : used.start] if t.lower_ in preps), None)
    if mark is None:
        return False
    lex = view.lex
    for tok in view.doc[mark.i + 1 : used.end]:
        if tok.pos_ in {"NOUN", "PROPN"} and tok.lower_ not in lex.np_fillers | lex.quantity_words:
            # (past "la nueva generación de", "thousands of")
            return view.chunk_at(tok.i) is not None or view.is_class_noun(tok)
    return True


def _launches(view: SentenceView, verb: Any) -> bool:
    """True for a verb of presenting, making or using ("rolled out", "lanzó")."""
    lex = view.lex
    frames = (f for lemma in verb_lemmas(verb, lex) for f in lex.verbs.get(lemma, ()))
    return any(f.property in LAUNCHING and not f.preps for f in frames)
