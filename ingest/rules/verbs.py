"""Subject–verb–object facts: "Google anunció TorchTPU", "AMD compite con Nvidia", passives too;
a predicate adjective with a preposition ("es compatible con") works as a verb does."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from ..lexicon import Frame
from .chunks import ACTORS, SUBJECT_DEPS
from .context import Chunk, Found, SentenceView
from .counts import shipped_in_numbers
from .examples import named_examples
from .foundries import made_for_another
from .frame_words import each_its_own, fellows_of_focus, fits_words, plural_own
from .lemmas import frame_candidates, pronominal_lemma, verb_frames
from .object_roles import (
    bought_past_seller,
    described_class,
    goods_of,
    instrument,
    no_company_bought,
    offers_instances,
    owner_of_patient,
    past_seller,
    powered_kinds,
    ranked_by_value,
    renter_of_instances,
    sold_by_marked,
)
from .objects import (
    actors_named,
    after_colon,
    attempted,
    compared_before,
    compared_between,
    counted_part,
    inverted_parts,
    makes_what_powers,
    names_both,
    not_the_object,
    object_is_antecedent,
    other_event_between,
    own_after_prep,
    owns_what_follows,
    past_preposition,
    qualifies_what_follows,
    right_after,
    share_of,
    unnamed_parts,
)
from .pairs import a_steward, others_products, pairs
from .placement import built_on, on_product
from .preps import (
    MAX_OBJECT_GAP,
    MAX_WITH_WORDS_GAP,
    after_prep,
    clause_antecedent,
    companion_after,
    in_object_or_phrase,
    phrase_before,
)
from .purpose import serves_a_made_thing
from .relative_roles import named_before_apposition, up_to_own_clause
from .relatives import named_by_noun
from .supply import recipient_facts
from .tailored import tailored_facts
from .voice import (
    adverbial_gerund,
    conjoined_patient,
    glued_agent,
    glued_patient,
    is_participle,
    is_passive,
    of_a_version,
    on_unnamed_noun,
    part_of_subject,
    partner_after,
    patient_of,
    placed_on_noun,
    reflexive,
    unnamed_agent,
)
from .words import morph_values

MAKING = frozenset({"develops", "announces"})  # what a complement's verb does to a bare object


def extract(view: SentenceView) -> Iterator[Found]:
    lex = view.lex
    for k in frame_candidates(view.pos_tags, view.lemma_words, lex):  # (most words are none)
        tok, pos = view.tokens[k], view.pos_tags[k]
        if view.chunk_at(tok.i) is not None:
            continue
        # ("agreed to partner with iGenius": "to" marks an infinitive the tagger took for a noun)
        infinitive = tok.dep_ == "xcomp" and any(c.lower_ == "to" for c in tok.children)
        if pos not in {"VERB", "AUX", "ADJ"} and not (_verb_as_noun(view, tok) or infinitive):
            continue
        frames = verb_frames(tok, lex, pronominal_lemma(tok, lex) and reflexive(view, tok))
        if not frames:  # most words: nothing more is asked of them
            continue
        participle = pos == "ADJ" and is_participle(view, tok)
        # "created an IDE for building TAO models": the IDE's users build (not "desarrolló
        # chips para enfrentarse a Nvidia": the maker competes)
        making = any(f.property == "develops" for f in frames)
        serves = making and serves_a_made_thing(view, tok)
        for frame in frames:
            if serves and frame.property == "develops":
                continue
            if pos == "ADJ" and not (frame.preps or participle):
                continue
            yield from _frame(view, tok, frame)


def _verb_as_noun(view: SentenceView, tok: Any) -> bool:
    """ "Groq competes with Nvidia", "Llama 4 runs on Gaudi 3", "Intel and AMD team up": after
    a name the tagger may take a verb in -s, or one with its particle, for a noun the name
    modifies, the sentence's root; the name is its subject (found before it). (The root
    first: one word a sentence, where its children are many words' walks.)"""
    return (
        tok.dep_ == "ROOT"
        and (tok.tag_ == "NNS" or any(c.dep_ == "prt" for c in tok.children) or plural_own(tok))
        and tok.i > view.sent.start
        and view.chunk_at(tok.i - 1) is not None
        and tok.lemma_.lower() in view.lex.verbs
    )


def _described_actor(view: SentenceView, noun: Any) -> Chunk | None:
    """ "Nebius, an AI cloud provider competing with AWS": the name a noun of a company
    describes (what the participle on the noun says is said of the name)."""
    return view.described(noun) if noun.lemma_.lower() in view.lex.company_nouns else None


def _owns_an_event(view: SentenceView, obj: Chunk) -> bool:
    """True if the name owns a noun of another relation after it ("Google's investment"): what
    is matched or beaten is that event, not the name ("Nvidia's grip" is Nvidia's)."""
    if not owns_what_follows(view, obj):
        return False
    noun = next((t for t in view.doc[obj.end : view.sent.end] if t.pos_ == "NOUN"), None)
    frames = view.lex.nouns.get(noun.lemma_.lower(), ()) if noun is not None else ()
    return bool(frames) and all(f.property != "competesWith" for f in frames)


def _describes_untyped(view: SentenceView, verb: Any) -> bool:
    """ "utilizes Mixture-of-Experts (MoE), an architecture used in models like GPT-4": a
    participle on a description of a name nothing types is said of that name, not of the
    sentence's subject."""
    if verb.dep_ not in {"acl", "amod"} or not view.is_description_head(verb.head):
        return False
    described = view.described(verb.head)
    return described is not None and not any(described.types)


def _heads_subject(view: SentenceView, verb: Any, subject: Chunk) -> bool:
    """True if ``subject`` is the verb's subject itself, or names the class noun that is ("The
    Blackhole chips boast"), not a name inside it ("Successors to the H100 include")."""
    head = next((c for c in verb.children if c.dep_ in SUBJECT_DEPS), None)
    # a subject Spanish drops stands on the verb ("Incluye una CPU Oryon"), also where the
    # parser took the parts after the verb for its subject ("Incluye 72 GPU Blackwell")
    if head is None or (head.i > verb.i and subject.start == verb.i):
        return subject.end == verb.i or subject.start == verb.i
    if subject.start <= head.i < subject.end:
        return True
    return view.is_class_noun(head) and subject.end == head.i


def _frame(view: SentenceView, verb: Any, frame: Frame) -> Iterator[Found]:
    if not fits_words(view, verb, frame):
        return
    if frame.instrument_preps:
        yield from instrument(view, verb, frame)
        return
    if frame.recipient_preps:
        yield from recipient_facts(view, verb, frame)
        return
    # "Meta y Google se han asociado": with a reciprocal verb, "se" is "each other".
    if is_passive(view, verb) and not (
        (frame.reciprocal or frame.pronominal) and reflexive(view, verb)
    ):
        # "TorchTPU fue anunciado por Google": the agent is the subject of the fact; of an
        # inverse frame, the patient ("Claude, powered by TPUs": Claude uses TPUs).
        agent = after_prep(view, verb, view.lex.agent_preps)
        if agent is not None and not view.lex.agent_preps.isdisjoint(frame.preps):
            agent = None  # "formado por 256 chips": the frame's own preposition, no agent
        if agent is None and frame.property == "develops":
            agent = partner_after(view, verb)
        if agent is None and frame.property in {"announces", "develops"}:
            agent = owner_of_patient(view, verb)  # "Its second chip, RNGD, was unveiled"
        patient = patient_of(view, verb)
        renter = renter_of_instances(view, verb, frame) if patient is None else None
        if agent is not None and renter is not None:  # "AWS offers instances powered by X"
            yield from pairs(view, renter, "offers", agent, "verbs.passive", verb.i)
        if agent is not None and patient is not None and not frame.preps:
            if frame.inverse and not makes_what_powers(patient, agent):
                kinds = powered_kinds(view, verb, frame, agent)
                yield from pairs(
                    view,
                    patient,
                    frame.property,
                    agent,
                    "verbs.passive",
                    verb.i,
                    subject_types=kinds,
                )
            elif not frame.inverse and not (
                frame.property == "develops" and made_for_another(view, verb, agent, patient)
            ):
                yield from _both_ways(view, agent, frame, patient, "verbs.passive", verb.i)
        elif agent is not None and frame.property == "partnersWith" and frame.with_words:
            # "a deal signed by AMD with OpenAI": the agent with the companion right after it
            other = companion_after(view, agent, frame.preps)
            if other is not None and other != agent:
                yield from pairs(view, agent, frame.property, other, "verbs.passive", verb.i)
        elif patient is not None and frame.preps and (agent is None or frame.property == "uses"):
            # ("a supercomputer built by Dell with Ponte Vecchio GPUs": what it is built with)
            # "MLX está optimizado para Apple silicon": no agent, the patient relates to the
            # frame's object ("trained and served on Trillium TPU": maybe the last verb's)
            conjuncts = [c for c in verb.children if c.dep_ == "conj" and c.pos_ == "VERB"]
            start = verb if agent is None else view.doc[agent.end - 1]  # past "by Dell"
            targets = (after_prep(view, v, frame.preps) for v in [start, *conjuncts])
            target = next((t for t in targets if t is not None), None)
            if target is not None and target != patient and frame.inverse:
                # "El Capitan, instalado en el LLNL": the place runs what is put in it
                if (actors := actors_named(frame, target)) is not None:
                    yield from pairs(view, actors, frame.property, patient, "verbs.passive", verb.i)
            elif target is not None and target != patient:
                if frame.property == "uses" and own_after_prep(view, verb, frame, target, patient):
                    return  # "El éxito de Intel se basa en sus chips Gaudi2": its own
                if frame.parts and unnamed_parts(view, target):
                    return  # "compuesto por núcleos de CPU y GPU": parts no one names
                yield from pairs(
                    view,
                    patient,
                    frame.property,
                    target,
                    "verbs.passive",
                    verb.i,
                    subject_types=frame.subject_types,
                )
        return
    participle = "Part" in morph_values(verb, "VerbForm") and verb.i > verb.head.i
    if frame.parts and view.past_participle_on_noun(verb):
        return  # "Xeon 6 processors paired with Gaudi 3": parts of a system, neither the other's
    described = _described_actor(view, verb.head) if participle else None
    if (
        participle
        and on_unnamed_noun(view, verb)
        and not (view.is_description_head(verb.head) and not unnamed_agent(view, verb.head))
        and not part_of_subject(view, verb.head)
        and described is None
    ):
        # "expand the ecosystem based on Intel's Gaudi": the ecosystem is based on it; a
        # company's own unnamed product built on it tells the company uses it
        yield from built_on(view, verb, frame)
        return
    if participle and (
        _describes_untyped(view, verb)
        or on_product(view, verb)
        or of_a_version(view, verb.head, verb)
        or placed_on_noun(view, verb, frame)
    ):
        return  # (a version's: "a version of ChatGPT based on GPT-4")
    candidates, has_subject = view.subjects_of(verb)
    if participle and (classed := described_class(view, verb)) is not None:
        candidates = [classed]  # "The H20 is a GPU based on Hopper": the H20 is based on it
    if candidates and inverted_parts(view, verb, frame, candidates):
        candidates, has_subject = [], False  # "Incluye 72 GPU Blackwell": parts, not a subject
    # "Nebius, an AI cloud provider competing with AWS"; "made by X and using Y": the patient
    if not candidates and (described or (described := conjoined_patient(view, verb))):
        candidates = [described]
    rule = "verbs.svo"
    if not candidates and adverbial_gerund(verb):
        # "Meta planea desarrollar una arquitectura que integre ..., utilizando sistemas
        # basados en GB300": a gerund set off by a comma says how the sentence's subject acts.
        candidates, has_subject = view.subjects_of(view.sent.root)
    planner = None if candidates or has_subject else _headline_plan(view, verb)
    if planner is not None:
        # "AMD to Acquire ZT Systems", "Tenstorrent to Challenge NVIDIA": a headline's plan
        rule = "verbs.svo-surface"
        candidates = [planner]
    # "a wholly owned subsidiary" has no subject to find ("a Microsoft-backed one" has)
    prenominal = verb.tag_ == "VBN" and verb.dep_ == "amod" and verb.i < verb.head.i
    prenominal = prenominal and verb.i > view.sent.start and view.doc[verb.i - 1].text != "-"
    if not (candidates or has_subject or prenominal) and "Inf" not in verb.morph.get("VerbForm"):
        # No subject in the parse at all: the nearest name before the verb, in its clause
        # (an infinitive's subject is its clause's, never the nearest name).
        rule = "verbs.svo-surface"
        surface = named_before_apposition(view, verb)
        surface = surface or view.chunk_before(verb.i, max_gap=6, allow_comma=True)
        on_noun = participle and verb.dep_ in {"acl", "amod"}
        if on_noun:
            # "las GPU Hopper de Nvidia, basadas en la serie H200", "launched Epyc 5 chips
            # based on Zen 5c cores": the noun's, not Nvidia's, whatever role the noun has
            surface = named_by_noun(view, verb.head)
        elif surface is not None and view.doc[verb.i - 1].text == "-":
            # "with Oracle and SoftBank-backed Graphcore"; in "a Kubernetes-based architecture
            # on EKS" the glued name fills the frame's preposition: it is no agent
            based = frame.preps and not any(c.lower_ in frame.preps for c in verb.children)
            surface = None if based else glued_agent(surface, verb)
        elif surface is not None and in_object_or_phrase(view, surface):
            # "trató de adquirir ARM y también colaboró con MediaTek": not another verb's object
            surface = None
        # "Ocupa lo mismo que un Mac Studio, pero lleva el chip GB10": no one compared acts
        if surface is not None and compared_before(view, surface):
            surface = None
        candidates = [surface] if surface is not None else []
    if not candidates:
        # "It also unveiled X", "Presentó además X" (Spanish drops the subject): the company
        # in focus, for a property only a company has; "It features 96 cores", "Utiliza 384
        # chips": the product the last sentence was about.
        reference = view.reference_subject(verb, has_subject, frame.property)
        candidates = [reference] if reference is not None else []
    for subject in candidates:
        if compared_before(view, subject):
            continue  # "Con más memoria que un Mac Studio, el DGX Spark usa": no one compared
        found = list(_with_subject(view, verb, frame, subject, rule))
        if found:
            yield from found
            return
    if candidates and all(c.start > verb.i for c in candidates):
        # "Su presentó los aceleradores MI350X": the parser made the object the subject and
        # the name right before the verb something else.
        surface = view.chunk_before(verb.i, max_gap=1)
        if surface is None and not any(c.types & ACTORS for c in candidates):
            # "En su configuración completa integrará 8192 aceleradores": the product in
            # focus (not for "lo compran Alibaba y Tencent", whose buyers may be subjects)
            surface = view.reference_subject(verb, False, frame.property)
        if surface is not None:
            yield from _with_subject(view, verb, frame, surface, "verbs.svo-surface")


def _headline_plan(view: SentenceView, verb: Any) -> Chunk | None:
    """The name that opens a sentence "NAME to VERB ..." (a headline's plan), or None."""
    if verb.i - 2 < view.sent.start or view.doc[verb.i - 1].lower_ != "to":
        return None
    name = view.chunk_at(verb.i - 2)
    return name if name is not None and name.start == view.sent.start else None


def _with_subject(
    view: SentenceView, verb: Any, frame: Frame, subject: Chunk, rule: str
) -> Iterator[Found]:
    owner = view.facility_owner(view.subject_token(verb)) if frame.property == "uses" else None
    if owner is not None and owner.spans == subject.spans:
        # "La nueva infraestructura de Yotta contará con 20.736 procesadores": the owner's use
        frame, subject = replace(frame, subject_types=frozenset()), owner
    if frame.subject_types and not subject.types & frame.subject_types:
        return
    if frame.property == "uses" and offers_instances(view, verb, subject, frame):
        frame = replace(frame, property="offers")
    if frame.devices and not all(
        view.lex.is_device(m.entity.key, m.entity.family) for m in subject.mentions
    ):
        return  # "the M4 chip works on the iPad Pro": the device is the one that uses it
    relative = frame.devices and verb.dep_ in {"relcl", "acl"}  # "the Pixel 10, which runs on"
    if frame.subject_types == {"Chip"} and not relative and not _heads_subject(view, verb, subject):
        return  # "Alternatives to Nvidia's Blackwell include Google's TPU": not Blackwell's
    # "Anthropic y Amazon ampliaron su alianza": each subject with each other one; with a
    # frame's preposition, only when nothing follows it ("AMD y Nvidia compiten en ..."); not
    # when each has its own ("Samsung y Micron firmaron acuerdos con OpenAI").
    if (
        frame.reciprocal
        and not (frame.preps and after_prep(view, verb, frame.preps))
        and not each_its_own(view, verb)
    ):
        focus = fellows_of_focus(view, verb, subject) if frame.property == "competesWith" else None
        together = itertools.combinations(subject.mentions, 2)
        for a, b in itertools.product(subject.mentions, focus.mentions) if focus else together:
            yield from pairs(view, Chunk((a,)), frame.property, Chunk((b,)), rule, verb.i)
        if len(subject.mentions) > 1:
            return
    if frame.preps:
        # A frame that needs its own words ("raised $693 million from") may reach further.
        reach = MAX_WITH_WORDS_GAP if frame.with_words else MAX_OBJECT_GAP
        obj = after_prep(view, verb, frame.preps, reach) or clause_antecedent(
            view, verb, frame.preps
        )
    else:
        obj = view.chunk_after(verb.i, max_gap=MAX_OBJECT_GAP)
        examples = None if obj is not None else named_examples(view, verb, frame)
        obj = obj or examples
        if view.doc[verb.i - 1].text == "-":  # "with Oracle and SoftBank-backed Graphcore"
            obj = glued_patient(view, verb) or obj
        if obj is not None and frame.property in {"uses", "acquires"}:
            obj = bought_past_seller(view, verb, obj) or obj  # "compra a Nvidia varias GPU"
        if obj is not None and object_is_antecedent(view, verb, obj):
            obj = None  # "a billing construct AWS has created for GPU clusters": the construct
        if obj is not None and (
            (obj is not examples and other_event_between(view, verb, obj, frame))
            or not_the_object(view, verb, obj, frame)
            or view.unnamed_object_before(verb, obj)
            or (frame.property != "competesWith" and compared_between(view, verb, obj))
            or (frame.parts and past_preposition(view, verb, obj))
            or (frame.property == "operates" and phrase_before(view, verb, obj, frame.with_words))
            or (frame.property == "acquires" and past_seller(view, verb, obj))
            or (
                # "comprará a AWS capacidad": AWS sells (a cloud's customer uses it)
                (frame.property == "acquires" or obj.types == {"Company"})
                and frame.property in {"acquires", "uses", "investsIn"}
                and sold_by_marked(view, verb, obj, frame.property == "investsIn")
            )
        ):
            return
        if obj is None or obj == subject:
            # "la nube que opera Huawei": the subject follows the verb, the object is "que".
            obj = view.relative_object(verb)
        if (obj is None or obj == subject) and frame.clausal:
            obj = _clause_object(view, verb)
        if obj is None:
            obj = after_colon(view, verb)
        if obj is None and verb.dep_ == "amod" and verb.head.i > verb.i:
            # "D-Matrix, a Microsoft-backed startup": the name the participle's noun describes
            obj = view.described(verb.head)
    obj = up_to_own_clause(view, verb, obj)  # "X, which bought Y, and Z, which ..."
    found = tailored_facts(view, verb, frame, subject)
    if found:  # "Meta optimized Llama 3 for Trainium": Llama's, not Meta's
        yield from found
        return
    if frame.choice and obj is not None:  # "Amazon apuesta por Trainium2": its own, no use
        obj = others_products(subject, obj)
    if obj is None or obj == subject:
        return
    if frame.property == "develops" and made_for_another(view, verb, subject, obj):
        return  # "Nvidia encarga a TSMC que fabrique GPU": made for Nvidia
    if frame.counted and not counted_part(view, verb, subject, obj):
        return  # "The H100 has the A100 as its predecessor": no part counted
    if frame.property == "uses" and frame.preps and own_after_prep(view, verb, frame, obj, subject):
        # "Huawei apuesta fuerte por su línea Ascend": betting on its own line is no use.
        return
    if frame.parts and unnamed_parts(view, obj):
        return  # "la tarjeta GB200 (que consta de una CPU y GPU)": parts no one names
    if frame.property == "acquires" and frame.preps and not right_after(view, obj, frame.preps):
        return  # "paid $5 billion for a chunk of Intel": a part bought, no company
    if "%" in frame.with_words and frame.preps and not share_of(view, obj, frame.with_words):
        return  # "tiene el 70% de las obleas de 3 nm de TSMC": no stake in TSMC
    # a stake bought is said before the name or by its head ("a stake in X", "Nvidia stock")
    said = view.lowers_in(verb.i + 1, obj.end + 1)
    stake = frame.property == "investsIn" and frame.with_words and not frame.preps
    if stake and frame.with_words.isdisjoint(said):
        return  # "buy Core Scientific in an all-stock deal": a purchase, no stake
    owned = frame.property == "investsIn" and (
        qualifies_what_follows(view, obj) if not frame.preps else goods_of(view, verb, obj)
    )  # (not "invest $40 billion in Nvidia chips": spending)
    if owned or (
        frame.property == "acquires"
        and (attempted(view, verb) or no_company_bought(view, verb, obj, frame.inverse))
    ):
        return  # ("acquiring Google's advanced hardware": buys no company)
    if frame.property == "competesWith" and not frame.preps and _owns_an_event(view, obj):
        return  # "will match Google's investment in Anthropic": no rival of Google
    if frame.property == "competesWith" and ranked_by_value(view, verb):
        return  # "superó a Microsoft como la empresa más valiosa": a ranking by value
    if frame.property == "announces" and shipped_in_numbers(view, verb, obj):
        return  # "Nvidia shipped some 6 million Blackwell GPUs": a volume, no launch
    if frame.inverse:
        if (
            (actors := actors_named(frame, obj)) is None
            or (not frame.preps and not names_both(view, verb, subject, obj))
            or makes_what_powers(obj, subject)
            or (frame.property == "contributesTo" and not a_steward(subject))
        ):
            return  # "Sales of the iPhone 16 drove TSMC's revenue": sales drove revenue
        kinds = powered_kinds(view, verb, frame, subject, obj)
        yield from pairs(view, actors, frame.property, subject, rule, verb.i, subject_types=kinds)
        return
    yield from _both_ways(view, subject, frame, obj, rule, verb.i)


def _clause_object(view: SentenceView, verb: Any) -> Chunk | None:
    """The object of the complement clause: "anunció que ya está desarrollando Trainium4"."""
    for child in verb.children:
        if child.dep_ == "ccomp" and child.pos_ in {"VERB", "AUX"}:
            if view.denied(child.i):
                return None  # "Intel no lanzará Falcon Shores, anunció la empresa"
            frames = view.lex.verbs.get(child.lemma_.lower(), ())
            makes = any(f.property in MAKING for f in frames)
            if any(
                f.property not in MAKING
                and not (makes and f.preps and after_prep(view, child, f.preps) is None)
                for f in frames
            ):
                # "AWS detailed that it has deployed 50 million Graviton": the clause's verb says
                # what the object is to the subject (a frame's preposition, when it is there)
                return None
            return view.chunk_after(child.i, max_gap=MAX_OBJECT_GAP)
    return None


def _both_ways(
    view: SentenceView, subject: Chunk, frame: Frame, obj: Chunk, rule: str, trigger: int
) -> Iterator[Found]:
    found = list(
        pairs(view, subject, frame.property, obj, rule, trigger, subject_types=frame.subject_types)
    )
    yield from found
    if frame.either_direction and not found:
        yield from pairs(view, obj, frame.property, subject, rule, trigger)
