"""Where a clause's subject is (read by ``Clauses.subjects_of`` and ``antecedent``): up the
clause it hangs on, after the verb of a relative clause whose "que" is the object, in the
product a past participle's noun names or a noun's name right after it, or on the auxiliary
the parser hung it on; and whose a possessive is ("its", "su", "whose", "cuyo"), which name a
participle glued to it backs ("Oracle and SoftBank-backed Graphcore"), which name of a list
a relative clause after it is said of, and which name before a verb the parser listed with
the clause before is its subject."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from ..knowledge import is_generic
from .chunks import (
    ACTORS,
    CLAUSE_DEPS,
    CLIMB_DEPS,
    OBJECT_DEPS,
    PRODUCT_TYPES,
    RELATIVE_PRONOUNS,
    SUBJECT_DEPS,
    Chunk,
)
from .relative_roles import RELATIVE_DEPS, phrase_noun
from .subject_names import complement_of, object_owner
from .topics import topic_before
from .words import morph_values, preposition_of

if TYPE_CHECKING:
    from .clauses import Clauses


def with_aux_children(verb: Any) -> Iterator[Any]:
    """The verb's children, and those the parser hung on its auxiliary ("Gaudi 3 is equipped
    with": the subject may hang on "is")."""
    for child in verb.children:
        yield child
        if child.dep_.startswith("aux"):
            yield from child.children


def object_relative(view: Clauses, verb: Any) -> bool:
    """True for a finite verb whose relative pronoun is its object ("el chip que utilizó el
    iPhone X": the name after the verb is its subject)."""
    if "Fin" not in view.morph_values(verb, "VerbForm") or verb.dep_ not in RELATIVE_DEPS:
        return False
    deps = {c.dep_ for c in verb.children if c.lower_ in RELATIVE_PRONOUNS}
    # a "que" the parser marked as a conjunction counts on a name only ("indicó el lunes que
    # trabaja con": a complement the parser hung on a date)
    return bool(deps & OBJECT_DEPS) or ("mark" in deps and view.chunk_in(verb.head) is not None)


def whose_thing_fronted(view: Clauses, verb: Any) -> bool:
    """True for "Nvidia y AMD, cuyos chips compran Microsoft y Meta": the thing a "cuyo" owns,
    before the verb, is its object and the names after the verb its subject, however the
    parser reads it (so the owner buys nothing)."""
    if view.lex.lang != "es":
        return False  # English keeps its order: "AMD, whose chips beat Nvidia's"
    subject = next((c for c in verb.children if c.dep_ == "nsubj" and c.i < verb.i), None)
    whose = view.lex.relative_possessives
    if subject is None or not any(c.lower_ in whose for c in subject.children):
        return False
    after = next((c for c in verb.children if c.dep_ == "obj" and c.i > verb.i), None)
    if after is not None and any(c.lower_ in view.lex.seller_marks for c in after.children):
        return False  # "cuyas LPU alimentan a Meta": the "a" marks the object after the verb
    named = view.chunk_in(after) if after is not None else None
    return named is not None and "Company" in named.types


def product_participle(view: Clauses, verb: Any) -> Chunk | None:
    """The product a past participle's noun names ("Epyc 5 chips based on"), unless the noun
    is a part a verb of composition gives its subject ("cuenta con 96 núcleos basados en
    Neoverse": the subject's cores), a company or a class of products; and the product a
    verb's object names before a comma and a participle the parser hung on the verb ("xAI
    launched Grok 3, trained on Colossus": Grok 3 was trained, not xAI)."""
    if (after_object := _participle_after_object(view, verb)) is not None:
        return after_object
    if not view.past_participle_on_noun(verb) or verb.head.pos_ in {"VERB", "AUX"}:
        return None
    if verb.pos_ != "ADJ" and "Part" not in view.morph_values(verb, "VerbForm"):
        return None  # "el chip A11 que utilizó el iPhone X": a finite verb in the past
    noun = phrase_noun(view, verb.head)  # "its first models since GPT-2, trained on": models
    holder = noun.head.head if noun.dep_ in {"pobj", "obl", "nmod"} else noun.head
    if holder.lemma_.lower() in view.lex.composition_verbs:
        return None
    named = named_by_noun(view, noun)
    if named is not None and named.start > verb.i:
        named = None  # the participle's own ("un procesador basado en Neoverse V2")
    if named is None and noun.dep_ == "nmod" and noun.head.dep_ == "appos":
        noun = noun.head  # "Qwen3-Coder, un modelo de código abierto disponible en"
    if named is None and noun.dep_ == "appos":
        named = view.chunk_at(noun.head.i)  # "Axion, un procesador basado en Neoverse V2"
    if named is None and view.doc[comma := view.np_start(noun) - 1].text == ",":
        # "lanzó gpt-oss, sus primeros modelos, entrenados en": a verb's object restated
        named = view.chunk_before(comma, max_gap=0)
        if named is not None and view.doc[named.start : named.end].root.dep_ not in OBJECT_DEPS:
            named = None  # (not "Además de GPT-5, sus modelos, entrenados en")
    if named is None or not named.types or named.types <= ACTORS:
        return None
    if all(is_generic(m.entity.key) for m in named.mentions):
        return None  # "purpose-built hardware (ASICs) used in": a class, no product
    return named


def named_by_noun(view: Clauses, noun: Any) -> Chunk | None:
    """The chunk in ``noun``'s phrase, unless a preposition other than "of" brings it."""
    named = view.chunk_in(noun)
    if named is None:
        return None
    under = preposition_of(view.doc[named.start : named.end].root)  # ("since" may be SCONJ)
    return None if under is not None and under[0].lower_ not in view.lex.of_preps else named


def _participle_after_object(view: Clauses, verb: Any) -> Chunk | None:
    """The product the verb's object names right before ", trained on" (a past participle the
    parser hung on the verb as an adverbial clause), or None."""
    head = verb.head
    if verb.dep_ != "advcl" or head.i > verb.i or view.doc[verb.i - 1].text != ",":
        return None
    if "Past" not in view.morph_values(verb, "Tense") or "Part" not in view.morph_values(
        verb, "VerbForm"
    ):
        return None
    if any(c.dep_.startswith("aux") or c.dep_ in SUBJECT_DEPS for c in verb.children):
        return None
    named = view.chunk_before(verb.i - 1, max_gap=0)
    if named is None or not named.types or not named.types <= PRODUCT_TYPES:
        return None
    root = view.doc[named.start : named.end].root
    return named if root.head.i == head.i and root.dep_ in OBJECT_DEPS else None


def climbs(v: Any, passed_through: bool) -> bool:
    """True if ``v`` takes its subject from what it hangs on: a complement, a purpose; and,
    on the way up from a purpose, a participle ("la Instinct MI325X, diseñada para competir
    con Blackwell": a participle the tagger calls an adjective); a trigger after a copula
    ("Claude is available on X"; "is unlikely to use X" says nothing of a use), and an
    attribute ("Gaudi 3 is a product to rival the H100")."""
    return (
        v.dep_ in CLIMB_DEPS
        or (v.dep_ == "acomp" and not passed_through)
        or (passed_through and v.dep_ == "amod" and "Part" in morph_values(v, "VerbForm"))
        # "Gaudi 3 is a product to rival the H100": the copula's subject is the product's
        or (passed_through and v.dep_ == "attr")
        # "a product to rival": an infinitive the parser took for a relative clause
        or (v.dep_ == "relcl" and v.tag_ == "VB")
    )


def one_product(chunk: Chunk) -> bool:
    """True for one named product, not a class of them ("GPU") nor a list."""
    one = len(chunk.mentions) == 1
    return one and not (chunk.types & ACTORS) and not is_generic(chunk.mentions[0].entity.key)


def product_apposed(view: Clauses, noun: Any) -> Chunk | None:
    """The one named product right after a noun ("la serie MI400, diseñada para competir": the
    series is the MI400; "los chips Blackwell de Nvidia, que utilizan": the relative's
    antecedent is Blackwell, not Nvidia)."""
    chunk = view.chunk_at(noun.i + 1)
    if chunk is None or chunk.start != noun.i + 1 or not chunk.types <= PRODUCT_TYPES:
        return None
    return chunk if chunk.types and one_product(chunk) else None


def first_to(view: Clauses, verb: Any) -> Chunk | None:
    """ "CoreWeave was the first company to deploy the GB200", "Oracle became the first cloud
    to offer MI355X": an infinitive on a copula's noun that "first", "only" or "latest"
    qualifies says what the copula's subject did ("Nvidia is the company to beat" says
    nothing of it, nor "could be the first", "wasn't the first")."""
    noun, lex = verb.head, view.lex
    if (
        verb.dep_ not in {"relcl", "acl"}
        or noun.i >= verb.i
        or noun.dep_ != "attr"
        or not any(c.dep_ == "aux" and c.tag_ == "TO" for c in verb.children)
        or not any(t.lower_ in lex.first_words for t in view.doc[noun.left_edge.i : noun.i])
        or noun.head.lemma_.lower() not in lex.first_copulas
        or noun.head.tag_ == "VB"  # "could be", "expect X to be": no fact yet
        or any(c.dep_ in {"neg", "aux"} for c in noun.head.children)  # "wasn't", "will be"
    ):
        return None
    subject = next((c for c in noun.head.children if c.dep_ in SUBJECT_DEPS), None)
    chunk = view.chunk_in(subject) if subject is not None else None
    return chunk if chunk is not None and chunk.types & ACTORS else None


def compound_subject(view: Clauses, verb: Any) -> Chunk | None:
    """ "Nvidia said its CUDA software runs on": a finite verb with no subject of its own, on
    which the parser hung the subject's words as compounds; the name among them is its subject."""
    if "Fin" not in view.morph_values(verb, "VerbForm") or any(
        c.dep_ in SUBJECT_DEPS for c in verb.children
    ):
        return None
    for child in verb.children:
        if child.dep_ == "compound" and child.i < verb.i:
            chunk = view.chunk_in(child) or next(
                (view.chunk_in(c) for c in child.children if c.dep_ == "compound"), None
            )
            if chunk is not None and not chunk.types & ACTORS:
                return chunk  # (not "its OpenAI service runs on": a service named after one)
    return None


def subject_described(view: Clauses, noun: Any) -> Chunk | None:
    """The name a copula's class noun describes when that name is the copula's subject ("El
    MI300X es una GPU que"; not "The successor to the H100 is a GPU that", "no es", "sería")."""
    head = noun.head if noun.dep_ == "attr" else noun
    subject = next((c for c in head.children if c.dep_ in SUBJECT_DEPS), None)
    described = view.described(noun) if subject is not None else None
    if subject is None or described is None or not view.outright(head):
        return None
    return described if described.start <= subject.i < described.end else None


def attribute_purpose(view: Clauses, noun: Any, verb: Any) -> bool:
    """True if an infinitive (``verb``) on a copula's attribute (``noun``) says what the
    copula's subject is for: "Gaudi 3 is a product to rival the H100" (the infinitive has its
    own object), not "the company to beat" (its object is the subject), "wasn't", "could be" or
    "the first company to" (``first_to`` reads those)."""
    copula = noun.head
    return (
        copula.lemma_.lower() in view.lex.first_copulas
        and copula.tag_ != "VB"
        and not any(c.dep_ in {"neg", "aux"} for c in copula.children)
        and not (
            any(c.dep_ == "aux" and c.tag_ == "TO" for c in verb.children)
            and any(t.lower_ in view.lex.first_words for t in view.doc[noun.left_edge.i : noun.i])
        )
        and any(c.dep_ in {"dobj", "obj", "prep"} for c in verb.children)
        # "a tool used by developers": the subject is what the agent uses
        and not any(c.dep_ in {"agent", "obl:agent"} for c in verb.children)
    )


def phrase_tokens(tok: Any, agent_preps: frozenset[str]) -> Iterator[Any]:
    """The tokens of ``tok``'s phrase, in order, without the clauses hanging on it, nor a
    participle with its agent, which the parser may take for an adjective ("La startup
    respaldada por Nvidia usa ...": Nvidia is no part of the subject's name)."""
    for child in tok.lefts:
        if child.dep_ not in CLAUSE_DEPS and not _with_agent(child, agent_preps):
            yield from phrase_tokens(child, agent_preps)
    yield tok
    for child in tok.rights:
        if child.dep_ not in CLAUSE_DEPS and not _with_agent(child, agent_preps):
            yield from phrase_tokens(child, agent_preps)


def _with_agent(tok: Any, agent_preps: frozenset[str]) -> bool:
    """ "respaldada por Nvidia", "backed by Nvidia", "Nvidia-backed": a participle and its
    agent (a name glued to the participle by a hyphen is its agent); or a participle set off
    by a comma ("escindida de Yandex")."""
    if tok.dep_ != "amod":
        return False
    if tok.tag_ == "VBN" and any(c.dep_ == "npadvmod" and c.i < tok.i for c in tok.children):
        return True
    # "La neerlandesa, escindida de Yandex,": a participle set off by a comma with a
    # preposition's phrase describes (not "El proyecto, denominado X,": its name)
    set_off = tok.i > 0 and tok.doc[tok.i - 1].text == ","
    phrase = any(
        c.dep_ == "prep" or any(g.dep_ == "case" for g in c.children) for c in tok.children
    )
    if set_off and phrase and "Part" in morph_values(tok, "VerbForm"):
        return True
    return any(
        c.dep_ in {"case", "agent"} and c.lower_ in agent_preps
        for g in tok.children
        for c in (g, *g.children)
    )


def argument_of_another_clause(view: Clauses, i: int, noun: Any) -> bool:
    """True if the name at ``i`` is an argument of a subordinate verb before ``noun``
    ("Según ha anunciado AMD, los accionistas de Xilinx ..."): its clause ends at the
    comma, so the noun after it describes no one in it."""
    chunk = view.chunk_at(i)
    if chunk is not None and view.cited(chunk.start):
        return True  # "According to Digital Trends, designers of the next ROG Ally ..."
    tok = view.doc[i]
    while tok.dep_ in {"flat", "compound", "fixed"} and tok.head.i != tok.i:
        tok = tok.head
    if tok.dep_ == "pobj" and tok.head.dep_ == "prep":
        tok = tok.head  # "While most firms access its models via Microsoft's Azure OpenAI, ..."
    verb = tok.head
    return (
        tok.dep_.startswith(("nsubj", "obj", "dobj", "obl", "prep"))
        and verb.pos_ in {"VERB", "AUX"}
        and verb.i < noun.i
        and any(c.dep_ == "mark" and c.i < verb.i for c in verb.children)
    )


def owner_before_genitive(view: Clauses, chunk: Chunk) -> bool:
    """True for an owner before a genitive marker ("Anthropic's")."""
    end = chunk.end
    return end < view.sent.end and view.doc[end].lower_ in view.lex.genitive_markers


def copular(det: Any) -> bool:
    """True for a possessive in the attribute of a copula ("Apple is its biggest customer",
    "Meta será su primer cliente")."""
    head = det.head
    return head.dep_ == "attr" or any(c.dep_ == "cop" for c in head.children)


def possessor_candidates(view: Clauses, det: Any) -> Iterable[Chunk]:
    """The names before a possessive that may stand for it, nearest first: for a possessive
    in a copula's attribute, not an agent ("chips fabricados por TSMC, y Meta será su primer
    cliente" is not TSMC's; "el mayor cliente de Nvidia y Meta es su segundo cliente" is)."""
    chunks = view.chunks_before(det.i)
    if not copular(det):
        return chunks  # (read lazily: the nearest company ends the search)
    agents = view.lex.agent_preps
    return (c for c in chunks if c.start == 0 or view.doc[c.start - 1].lower_ not in agents)


def said_of(view: Clauses, det: Any) -> Chunk | None:
    """The name a possessive's phrase stands beside ("Tencent, su mayor accionista,") or the
    company a copula says it of ("Apple is its biggest customer", "Apple será su mayor
    cliente"): the possessive stands for another company, never for that one."""
    head = det.head
    if head.dep_ == "appos":
        return view.chunk_at(head.head.i)
    if not copular(det):
        return None
    verb = head.head if head.dep_ == "attr" else head
    for child in verb.children:
        if child.dep_ == "nsubj" and child.i < det.i:
            chunk = view.chunk_in(child)
            return chunk if chunk is not None and chunk.types == {"Company"} else None
    return None


def possessor(view: Clauses, det: Any) -> Chunk | None:
    """The company a possessive determiner stands for (``Clauses.possessor_of``)."""
    if det.lower_ in view.lex.relative_possessives:  # "Arm, whose majority owner"
        return _relative_possessor(view, det)
    verb = view.governing_verb(det)
    if verb is not None and (advised := object_owner(view, verb, det)) is not None:
        return advised  # "advised Nvidia on its investment in xAI": the object's
    # "sus rivales SK Hynix y Micron se llevaban": a possessive in the subject's own
    # phrase does not stand for that subject; nor does "Tencent, su mayor accionista," or
    # "Apple is its biggest customer" for the name its phrase stands beside or is said of.
    apposed = said_of(view, det)
    if verb is not None and not det.head.dep_.startswith("nsubj") and apposed is None:
        candidates, _ = view.subjects_of(verb, through_possessives=False, of_possessive=True)
        subject = candidates[0] if candidates else None
        if subject is not None and subject.types & ACTORS:
            return subject
        if subject is not None and one_product(subject) and _own_after(view, det):
            # "El Snapdragon 8 Gen 3 ... tiene su propia NPU": the chip's own, no company's
            return None
        token = view.subject_token(verb) if subject is None and _own_after(view, det) else None
        common = token is not None and (
            token.pos_ == "NOUN" or token.lower_ in view.lex.subject_pronouns
        )  # (not "we": the speaker, "we are in development for their own XPUs")
        if common and view.chunk_in(token) is None:
            return None  # "its customers can compete with AMD and design their own": theirs
        if subject is None:
            controller = _controller(view, verb)
            if controller is not None and controller != apposed:
                return controller
            # "Figure AI raised $1 billion from investors including Nvidia, and it trains its
            # Helix model": "it" is the subject above, and "its" with it, past a list (not
            # past one name: "Nvidia invested in Reflection AI, and it trains its Asimov")
            pronoun = view.subject_token(verb)
            nearest = next(iter(possessor_candidates(view, det)), None)
            if pronoun is not None and pronoun.lower_ in view.lex.subject_pronouns:
                above = view.subject_above(verb)
                listed = nearest is not None and len(nearest.mentions) > 1
                if above is not None and above.types & ACTORS and listed:
                    return above
            own = det.head.dep_ != "conj"  # (not "supera a Groq y a su chip LPU": Groq's)
            if nearest is not None and own and complement_of(view, nearest, verb):
                focus = view.focus_reference(det)  # the subject left out, not its complement
                return focus if focus is not None and focus.types == {"Company"} else None
    if det.head.dep_.startswith("nsubj") and det.head.head.dep_ == "ccomp":
        verb = det.head.head  # "and said its own model Mellum will be": the sayer's
    if verb is not None and verb.dep_ == "ccomp":
        # "AWS said that its Trainium3 chips will compete": the one who says it owns them
        candidates, _ = view.subjects_of(verb.head, through_possessives=False)
        if candidates and candidates[0].types & ACTORS and candidates[0] != apposed:
            return candidates[0]
        if candidates and candidates[0].types == {""}:
            return None  # a sayer nothing types ("JetBrains ... said its own model"): no guess
    topic = topic_before(view, det)
    if topic is not None:
        return topic if len(topic.mentions) == 1 and topic != apposed else None
    for chunk in possessor_candidates(view, det):
        if chunk.types == {"Company"} and chunk != apposed:
            return chunk
    # "su antecesor, Trainium2" with no company in the sentence: the company in focus
    # ("their" stands for several, never for one company in focus).
    if det.lower_ in view.lex.plural_possessives:
        return None
    return view.focus_reference(det)


def _controller(view: Clauses, verb: Any) -> Chunk | None:
    """The actor an infinitive or gerund with no subject of its own is said of: the
    subject of the first verb above it that has one ("SoftBank anunció la venta ... en
    una operación destinada a liberar recursos para financiar su apuesta": SoftBank's)."""
    for _ in range(4):
        if not set(morph_values(verb, "VerbForm")) & {"Inf", "Ger"}:
            return None
        complement = verb.dep_ == "xcomp"
        verb = view.governing_verb(verb)
        if verb is None or (
            complement and any(c.dep_ in {"obj", "dobj", "iobj"} for c in verb.children)
        ):
            return None  # "AMD asked Samsung to accelerate its HBM3E": the object's
        candidates, _ = view.subjects_of(verb, through_possessives=False)
        if candidates:
            return candidates[0] if candidates[0].types & ACTORS else None
    return None


def _own_after(view: Clauses, det: Any) -> bool:
    """ "its own", "su propia": the possessive insists on its owner."""
    return det.i + 1 < view.sent.end and view.doc[det.i + 1].lower_ in view.lex.own_words


def listed_before(view: Clauses, verb: Any) -> Chunk | None:
    """The name right before a finite verb with no subject that the parser listed with a noun
    of the clause before ("Nvidia posee una ventaja sobre AMD y Microsoft posee una
    participación en OpenAI": Microsoft, not Nvidia, holds the stake)."""
    if verb.i == 0 or "Fin" not in morph_values(verb, "VerbForm"):
        return None
    if "Sing" not in morph_values(verb, "Number"):
        return None  # "Cisco y Nvidia reforzaron": the whole list may be the subject
    chunk = view.chunk_at(verb.i - 1)
    last = chunk.mentions[-1] if chunk is not None else None
    if last is None or last.end != verb.i or last.entity.type not in ACTORS:
        return None
    root = view.doc[last.start : last.end].root
    if root.dep_ != "conj" or root.head.i >= last.start:
        return None
    # the list closes a clause of its own ("Nvidia posee una ventaja sobre AMD y"), not an
    # infinitive's or a gerund's ("Tras reunirse con Microsoft y OpenAI invirtió")
    above = view.governing_verb(root.head)
    if above is not None and {"Inf", "Ger"} & set(morph_values(above, "VerbForm")):
        return None
    return Chunk((last,))


def _relative_possessor(view: Clauses, det: Any) -> Chunk | None:
    """The name "whose" or "cuyo" stands for: the name right before it, or the one the noun
    phrase before it describes ("Arm Holdings, una empresa británica de diseño de
    semiconductores cuyo dueño": Arm Holdings, not what the parser hung the clause on)."""
    j = det.i - 1 - (det.i > view.sent.start and view.doc[det.i - 1].text == ",")
    if j < view.sent.start:
        return None
    tok = view.doc[j]
    while tok.dep_ in {"nmod", "amod", "compound", "flat"} and view.chunk_at(tok.i) is None:
        if not view.sent.start <= tok.head.i < tok.i:
            break
        tok = tok.head
    if (named := view.chunk_at(tok.i)) is not None:
        # "a chip designer spun out of Intel whose", "un rival de Nvidia cuyo": a name in a
        # phrase of a preposition, with no comma to set the clause off it, is not what the
        # clause is about ("chips de Qualcomm, cuyo principal accionista" is)
        root = view.doc[named.start : named.end].root
        in_phrase = preposition_of(root) is not None
        return None if in_phrase and view.doc[det.i - 1].text != "," else named
    return view.described(tok)


def last_of_list(view: Clauses, relative: Any, chunk: Chunk) -> Chunk | None:
    """The antecedent of a relative pronoun set off by a comma after a list: its last name
    ("for Google and OpenAI, which Microsoft also backs", "con Ayar Labs y con Celestial AI,
    que Marvell compró", "Groq and Cerebras, which makes"), unless the clause says it of them
    all ("which both use TPUs") or its verb may agree with them all ("Google y Meta, que usan
    TPU", "which have been trained")."""
    last = chunk.mentions[-1]
    doc = view.doc
    if len(chunk.mentions) < 2 or last.end != relative.i - 1 or doc[last.end].text != ",":
        return chunk
    phrase = preposition_of(doc[chunk.start : chunk.mentions[0].end].root)
    lex = view.lex
    if phrase is not None and phrase[1].lemma_.lower() in lex.together_nouns | lex.alliance_nouns:
        return None  # "The consortium of Intel and Samsung, which Apple has funded"
    clause = relative.head
    while clause.dep_ == "xcomp" and clause.head.i < clause.i:
        clause = clause.head  # "which Marvell agreed to acquire"
    if relative.dep_ in SUBJECT_DEPS:
        # "which makes", "que usa": a singular verb; a plural or unmarked one ("which have
        # been trained", "which used") may be said of them all
        verbs = (clause, *(c for c in clause.children if c.dep_.startswith("aux")))
        if not any("Sing" in morph_values(v, "Number") for v in verbs):
            return chunk
    words = view.lex.group_determiners
    if any(t.lower_ in words for t in doc[relative.i : clause.i + 3]):
        return chunk
    return Chunk((last,))
