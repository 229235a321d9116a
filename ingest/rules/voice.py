"""The voice of a verb: passive ("fue presentado por", "was developed by", a reflexive "se
presenta"), and the patient a passive or a participle is said of."""

from __future__ import annotations

from typing import Any

from ..lexicon import Frame
from ..spans import span_root
from .chunks import PRODUCT_TYPES, SUBJECT_DEPS
from .context import Chunk, SentenceView
from .lemmas import participle_infinitives
from .preps import AGENT_GAP
from .relatives import product_apposed
from .words import is_gerund, morph_values

PARTICIPLE_DEPS = frozenset({"acl", "amod", "appos", "advcl"})


def is_participle(view: SentenceView, tok: Any) -> bool:
    """An adjective that is a participle with its agent after it ("respaldada por NVIDIA"), or
    set off by a comma after its noun ("El Maia 200 de Microsoft, lanzado en enero,")."""
    return bool(participle_infinitives(tok.lower_, view.lex)) and (
        agent_follows(view, tok) or set_off(view, tok)
    )


def agent_follows(view: SentenceView, verb: Any) -> bool:
    """True if an agent's preposition follows the participle, past adverbs ("developed by",
    "diseñado originalmente por")."""
    nxt = verb.i + 1
    while (
        nxt < view.sent.end
        and view.doc[nxt].pos_ == "ADV"
        and view.doc[nxt].lower_ not in view.lex.negations
    ):
        nxt += 1
    return nxt < view.sent.end and view.doc[nxt].lower_ in view.lex.agent_preps


def set_off(view: SentenceView, tok: Any) -> bool:
    """True for a participle set off by a comma right after the noun it describes, a name or a
    class noun with its name ("la implementación de 64.000 GPU, destinadas a": no name)."""
    if tok.dep_ not in {"acl", "amod"} or tok.head.i > tok.i or tok.doc[tok.i - 1].text != ",":
        return False
    head = tok.head
    named = view.is_class_noun(head) and view.chunk_after(head.i, max_gap=1, noun_phrase=True)
    return view.chunk_at(head.i) is not None or bool(named)


def reflexive(view: SentenceView, verb: Any) -> bool:
    # (``lefts``: the children before the verb, without walking those after it)
    return any(c.lower_ in view.lex.reflexive_pronouns for c in verb.lefts)


def is_passive(view: SentenceView, verb: Any) -> bool:
    """True for a passive verb, read once a verb and sentence (eight rules ask it, often of
    the same verb: 5,000 of the 13,000 calls over the benchmark corpus were asked again)."""
    found = view.passives.get(verb.i)
    if found is None:
        found = view.passives[verb.i] = _is_passive(view, verb)
    return found


def _is_passive(view: SentenceView, verb: Any) -> bool:
    # "se presenta como rival": a reflexive passive, its subject the patient.
    if reflexive(view, verb):
        return True
    # A past participle: "fue presentado", "was developed" (not "is working").
    if verb.pos_ == "ADJ":
        return is_participle(view, verb)
    if "Part" not in view.morph_values(verb, "VerbForm") or "Prog" in morph_values(verb, "Aspect"):
        return False
    if any(
        c.dep_.startswith("aux") and c.lemma_.lower() in view.lex.passive_aux for c in verb.children
    ):
        return True
    # "ha optado por los TPU": a perfect tense is active whatever preposition follows.
    if any(
        c.dep_.startswith("aux") and c.lemma_.lower() in view.lex.perfect_aux for c in verb.children
    ):
        return False
    # "Triton, developed by OpenAI": a participle followed by its agent; "Metax's C600,
    # launched at WAIC,": one set off by a comma after its noun.
    return agent_follows(view, verb) or set_off(view, verb)


def patient_of(view: SentenceView, verb: Any) -> Chunk | None:
    if verb.dep_ in PARTICIPLE_DEPS and of_a_version(view, verb.head, verb):
        return None  # "una versión de ChatGPT, basada en GPT-4": the version is, not ChatGPT
    # "Its revenue was fueled by X" is not said of its owner: no possessor stands in.
    candidates, _ = view.subjects_of(verb, through_possessives=False)
    if candidates and not on_unnamed_noun(view, verb):
        return candidates[0]
    fronted = _fronted_patient(view, verb)
    if fronted is not None:
        return fronted
    if verb.dep_ in PARTICIPLE_DEPS and verb.head.i != verb.i:
        head = verb.head
        chunk = view.class_or_described(head)
        if chunk is not None:
            return chunk
        named = view.chunk_before(head.i, max_gap=0)
        if named is not None and _premodifies(view, named, head):
            return named  # "The DGX B200 system, powered by Blackwell GPUs": the named system
        if head.pos_ in {"NOUN", "PROPN"}:
            # "microchips GB300 ..., producidos por Nvidia": the name a class noun introduces
            # ("a new tool called Scale, developed by ..."): past a naming word
            after = head.i + (view.doc[head.i + 1].lower_ in view.lex.naming_words)
            named = (
                view.chunk_after(after, max_gap=1, noun_phrase=True)
                if view.is_class_noun(head) or head.lower_ in view.lex.new_entity_cues
                else None
            )
            return named or view.described(head)
    before = view.chunk_before(verb.i, max_gap=3)
    dropped = not any(c.dep_ in SUBJECT_DEPS for c in verb.children)  # (not "Todo esto está")
    if before is None and dropped and view.lex.pro_drop:
        # "AMD presentó el MI300X. Está equipado con HBM3": the subject Spanish drops
        return view.reference_subject(verb, False, "uses")
    return before


def _fronted_patient(view: SentenceView, verb: Any) -> Chunk | None:
    """ "Backed by Nvidia, CoreWeave rents ...", "Desarrollado por Google DeepMind, Gemini 3 fue
    ...": a participle that opens the sentence with its agent is said of the name right after
    the comma that closes its phrase (whatever the parser made of the clause). Adverbs may
    stand on either side ("Initially developed by Intel, Omni-Path", "Diseñado originalmente
    por Google, Kubernetes")."""
    opening = view.doc[view.sent.start : verb.i]
    negations = view.lex.negations  # ("Casi adquirida por Nvidia, Arm": no purchase)
    if any(t.pos_ != "ADV" or t.head.i != verb.i or t.lower_ in negations for t in opening):
        return None
    if not agent_follows(view, verb):
        return None
    comma = next((t.i for t in view.doc[verb.i : view.sent.end] if t.text == ","), None)
    return view.chunk_after(comma, max_gap=2) if comma is not None else None


def _premodifies(view: SentenceView, named: Chunk, noun: Any) -> bool:
    """True for a product's name right before the noun it qualifies ("its CS-3 system")."""
    root = span_root(view.doc, named.start, named.end)
    return root.head.i == noun.i and bool(named.types) and named.types <= PRODUCT_TYPES


def on_unnamed_noun(view: SentenceView, verb: Any) -> bool:
    """A participle on a noun or pronoun that names nothing is said of it, not of the clause
    above it: in "donated llm-d to the CNCF as a sandbox project, backed by NVIDIA" the project
    is backed, not the donors; in "... or something based on AMD's Strix Halo", something."""
    head = verb.head
    return (
        verb.dep_ in {"acl", "amod"}
        and head.i != verb.i
        and head.pos_ in {"NOUN", "PRON"}  # "or something based on AMD's Strix Halo"
        and view.chunk_at(head.i) is None
        # "la serie GeForce RTX 50, basada en Blackwell": the noun names the product after it
        and product_apposed(view, head) is None
    )


def placed_on_noun(view: SentenceView, verb: Any, frame: Frame) -> bool:
    """True for an English past participle of a frame with a plain object on a noun that names
    nothing, a preposition of placement right after it ("Huawei did not reveal the chip used in
    its Mate 70"): the noun is what is used, in what the preposition names; the clause's subject
    uses nothing. (Spanish tags "usado" an adjective, which the verbs rule does not read so.)"""
    nxt = verb.i + 1
    return (
        verb.tag_ == "VBN"
        and not frame.preps
        and not frame.inverse
        and on_unnamed_noun(view, verb)
        # (not "the RDNA 2 architecture found in the PS5": a name the noun describes)
        and not any(view.chunk_at(k) for k in range(verb.head.left_edge.i, verb.head.i))
        and nxt < view.sent.end
        and view.doc[nxt].lower_ in view.lex.placement_preps
    )


def adverbial_gerund(verb: Any) -> bool:
    """True for a gerund clause after a comma ("..., utilizando sistemas", "..., using 500
    chips"): it hangs on a clause, not on a noun it would describe."""
    return (
        is_gerund(verb)
        and verb.dep_ in {"advcl", "xcomp", "conj"}
        and verb.i > 0
        and verb.doc[verb.i - 1].text == ","
    )


def conjoined_patient(view: SentenceView, verb: Any) -> Chunk | None:
    """The patient of the passive participle a verb with no subject is joined to ("its chip,
    made by Samsung Foundry and using HBM3E", "Está fabricado por TSMC y equipado con HBM3E":
    the chip, not the agent named right before)."""
    head = verb.head
    if any(c.dep_ == "case" and c.lower_ in view.lex.agent_preps for c in head.children):
        head = head.head  # ("fabricado por TSMC y equipado": the parser joins it to the agent)
    if verb.dep_ != "conj" or head.i == verb.i or not is_passive(view, head):
        return None
    candidates, _ = view.subjects_of(head, through_possessives=False)
    return patient_of(view, head) or (candidates[0] if candidates else None)


def part_of_subject(view: SentenceView, noun: Any) -> bool:
    """True for a noun a verb of composition takes ("features 96 cores based on Neoverse V2",
    "cuenta con 96 núcleos basados en Neoverse"): the parts are the subject's, and so is
    what they are based on."""
    head = noun.head.head if noun.dep_ == "pobj" else noun.head  # "cuenta con" in Spanish: obl
    return head.pos_ in {"VERB", "AUX"} and head.lemma_.lower() in view.lex.composition_verbs


def unnamed_agent(view: SentenceView, noun: Any) -> bool:
    """ "CaixaBank lanzó un agente basado en Claude": a model's class noun no name stands for."""
    return view.kind_of(noun) == "AIModel" and view.described(noun) is None


def glued_agent(chunk: Chunk, verb: Any) -> Chunk | None:
    """Of ``chunk`` before a participle glued to a name by a hyphen, that name only: in "with
    Oracle and SoftBank-backed Graphcore" SoftBank backs, not the list the parser joined."""
    glued = tuple(m for m in chunk.mentions if m.end == verb.i - 1)
    return Chunk(glued) if glued else None


def glued_patient(view: SentenceView, verb: Any) -> Chunk | None:
    """The name a glued participle modifies ("SoftBank-backed Graphcore"), out of the chunk of
    the noun, which may have taken in names before and after it ("Oracle and ...", "..., and
    to Qualcomm")."""
    chunk = view.chunk_at(verb.head.i) if verb.dep_ == "amod" and verb.head.i > verb.i else None
    mentions = chunk.mentions if chunk is not None else ()
    own = tuple(m for m in mentions if m.start <= verb.head.i < m.end)  # not the rest listed
    return Chunk(own) if own else None


def of_a_version(view: SentenceView, tok: Any, verb: Any) -> bool:
    """True for a name after a version's noun no name heads ("a version of ChatGPT", "una
    variante de Llama"): what ``verb``'s participle says of the name's phrase is said of the
    version, unless it places it ("a version of DeepSeek R1, deployed on Azure": the model's)."""
    if verb.lemma_.lower() in view.lex.placement_verbs:
        return False
    noun = tok.head.head if tok.dep_ == "pobj" else tok.head if tok.dep_ == "nmod" else None
    if noun is None or noun.pos_ != "NOUN" or view.chunk_at(noun.i) is not None:
        return False
    frames = view.lex.nouns.get(noun.lemma_.lower(), ())
    return any(f.property == "adaptationOf" for f in frames)


def partner_after(view: SentenceView, verb: Any) -> Chunk | None:
    """ "desarrolladas en colaboración con Broadcom", "co-developed with Broadcom": who a
    thing was made together with made it too."""
    for phrase in view.lex.partner_phrases:
        if view.words_at(verb.i + 1, phrase):
            return view.chunk_after(verb.i + len(phrase), max_gap=AGENT_GAP, noun_phrase=True)
    return None
