"""What a verb's object stands for, beyond being its object: instances a cloud rents out
("shipping instances built on GB300"), a seller after "from" or marked before the goods
("purchase $15 billion more from Nebius", "compra a Nvidia varias GPU"), goods a purchase is
about ("purchases of AMD's chips", "buying Nvidia and AMD chips"), the instrument a thing is
worked with ("programan Trainium2 con Neuron SDK"), a platform support is on ("support for Llama
4 on Gaudi 3"), a ranking by value in a verb of beating ("superó a Microsoft como la empresa más
valiosa")."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..knowledge import cloud_operators, is_generic, makers_of, same_house
from ..lexicon import Frame
from ..spans import span_root
from .chunks import ACTORS, OBJECT_DEPS, PRODUCT_TYPES, SUBJECT_DEPS
from .context import Chunk, Found, SentenceView
from .lemmas import verb_lemmas
from .objects import (
    amount_of,
    not_sold_whole,
    other_direct_object,
    owns_what_follows,
    part_of,
    qualifies_what_follows,
)
from .pairs import pairs
from .preps import after_prep
from .voice import is_passive, set_off
from .words import after_preposition, company_noun, morph_values, of_after

# Clauses and phrases that describe a name rather than the verb's act.
DESCRIBING_DEPS = frozenset({"relcl", "acl", "acl:relcl", "appos"})


def offers_instances(
    view: SentenceView, verb: Any, subject: Chunk, frame: Frame | None = None
) -> bool:
    """True for a participle of use on an instance noun a cloud's clause brings ("Google
    Cloud has begun shipping instances built on Nvidia's GB300", "Azure lanzó máquinas
    virtuales basadas en la H200"): the cloud offers the chips, the instances use them; for
    a verb of renting with a recipient ("Lambda rents H100 servers to AI developers"): the
    subject rents them out; or for a product deployed on the subject's own cloud."""
    if frame is not None and not frame.recipient_preps and _rented_to(view, verb):
        return True
    if _to_its_cloud(view, verb, subject):
        return True
    head = verb.head
    return (
        verb.dep_ in {"acl", "amod"}
        and head.i < verb.i
        and (
            head.lemma_.lower() in view.lex.instance_nouns or head.lower_ in view.lex.instance_nouns
        )
        and view.chunk_in(head) is None
        and any(
            m.entity.type == "CloudPlatform" or m.entity.key in cloud_operators()
            for m in subject.mentions
        )
    )


def _to_its_cloud(view: SentenceView, verb: Any, subject: Chunk) -> bool:
    """True for a verb of deploying whose destination is a cloud the subject runs ("Microsoft
    deployed GPT-4 to Azure Government", "desplegó GPT-4 en Azure"): it offers the thing
    there, for its customers to use."""
    lex = view.lex
    if verb.lemma_.lower() not in lex.deploying_verbs:
        return False
    cloud = after_prep(
        view, verb, lex.place_preps | lex.target_preps | lex.customer_preps, past_phrase=True
    )
    if cloud is None or cloud.types != {"CloudPlatform"}:
        return False
    # (the subject's own cloud: "deployed GPT-4 to Oracle Cloud" is Microsoft's use)
    runs = {k for c in cloud.mentions for k in makers_of(c.entity.key, c.entity.family)}
    return any(same_house(m.entity.key, k) for m in subject.mentions for k in runs)


def powered_kinds(
    view: SentenceView, verb: Any, frame: Frame, part: Chunk, whole: Chunk | None = None
) -> frozenset[str]:
    """The classes that may use what an inverse frame names: a chip too, when a verb of
    composition says a chip powers it ("The GB10 powers the DGX Spark": the machine is built
    of it; not "drives", "accelerates"), and the machine is the verb's object itself ("is
    powering a surge in demand for HBM3E" powers no HBM3E)."""
    if (
        frame.property != "uses"
        or "Chip" not in part.types
        or not set(verb_lemmas(verb, view.lex)) & view.lex.composition_verbs
    ):
        return frozenset()
    head = view.doc[whole.start : whole.end].root if whole is not None else None
    if head is not None and not (head.dep_ in {"dobj", "obj"} and head.head.i == verb.i):
        return frozenset()
    return view.lex.domains["uses"][0] | {"Chip"}


# What the verb that takes a cloud's instances says of them: it offers or launches them.
RENTING = frozenset({"offers", "announces"})


def _rented_to(view: SentenceView, verb: Any) -> bool:
    """True for a verb of renting whose own preposition brings a recipient ("rents H100
    servers to AI developers"; not "rents GPUs to train models", an infinitive's mark)."""
    lex = view.lex
    if verb.lemma_.lower() not in lex.renting_verbs:
        return False
    # (the parser may hang the preposition on the object: "rents [servers to developers]")
    objects = [c for c in verb.children if c.dep_ in OBJECT_DEPS]
    return any(
        c.dep_ in {"prep", "dative"}
        and c.lower_ in lex.rental_recipient_preps
        and any(_a_recipient(view, g) for g in c.children if g.dep_ == "pobj")
        for head in (verb, *objects)
        for c in head.children
    )


def _a_recipient(view: SentenceView, tok: Any) -> bool:
    """True for who may rent something: a company ("to OpenAI") or a plural noun ("to AI
    developers"); not "to power Grok" (a verb the parser took for a preposition's object's
    head) nor "access to Google's TPUs" (a product)."""
    chunk = view.chunk_at(tok.i)
    if chunk is not None:
        return bool(chunk.types) and chunk.types <= ACTORS
    return tok.pos_ == "NOUN" and "Plur" in morph_values(tok, "Number")


def renter_of_instances(view: SentenceView, verb: Any, frame: Frame) -> Chunk | None:
    """The cloud of the clause whose instance noun a participle of powering describes ("AWS
    offers instances powered by Trainium 2", "Azure lanzó máquinas virtuales impulsadas por
    la H200"): it offers what powers them; or None."""
    if not (frame.inverse and frame.property == "uses"):
        return None
    # a verb of offering or launching takes the instances ("Meta relies on services powered
    # by", "xAI is building machines powered by": users and builders rent out nothing)
    taker = view.governing_verb(verb.head)
    frames = view.lex.verbs.get(taker.lemma_.lower(), ()) if taker is not None else ()
    if not any(f.property in RENTING for f in frames):
        return None
    candidates, _ = view.subjects_of(verb)
    return next(
        (c for c in candidates if c.types == {"CloudPlatform"} and offers_instances(view, verb, c)),
        None,
    )


def described_class(view: SentenceView, verb: Any) -> Chunk | None:
    """The name a class noun the participle hangs on describes ("El H20 es una GPU basada en
    Hopper", "the H20, a GPU based on Hopper"), or None."""
    head = verb.head
    chunk = view.chunk_at(head.i) if verb.dep_ in {"acl", "amod"} else None
    if chunk is None or not all(is_generic(m.entity.key) for m in chunk.mentions):
        return None
    if not view.outright(head):
        return None  # "El H20 no es una GPU basada en Blackwell", "sería una GPU basada en"
    described = view.described(head)
    return described if described is not None and described.types & {"Chip"} else None


def past_seller(view: SentenceView, verb: Any, obj: Chunk) -> bool:
    """ "Meta will purchase $15 billion more from Nebius": a name past the preposition of whom
    one buys from is the seller, not what is bought."""
    sellers = view.lex.seller_preps
    return any(tok.lower_ in sellers for tok in view.doc[verb.i + 1 : obj.start])


def bought_past_seller(view: SentenceView, verb: Any, obj: Chunk) -> Chunk | None:
    """ "Idoven compra a Nvidia varias GPU": a company the verb marks with a preposition, before
    a product that is the verb's own object, sells or receives that product, which is the
    object meant (not "Idoven acquires Nvidia"); None otherwise."""
    if obj.types != {"Company"}:
        return None
    root = span_root(view.doc, obj.start, obj.end)
    if not any(c.dep_ == "case" and c.pos_ == "ADP" for c in root.children):
        return None  # (not "purchased Broadcom's Tomahawk 5": the owner, not a seller)
    for child in verb.children:
        if child.dep_ in OBJECT_DEPS and child.i >= obj.end:
            if any(c.dep_ == "case" for c in child.children):
                continue
            # "miles de aceleradores MI300X": the product may stand in the object's phrase
            for tok in child.subtree:
                bought = view.chunk_at(tok.i)
                if bought is not None and bought.types and bought.types <= PRODUCT_TYPES:
                    return bought
    return None


def sold_by_marked(view: SentenceView, verb: Any, obj: Chunk, shares: bool = False) -> bool:
    """True for a name the verb marks with a preposition before an object of its own that
    names nothing ("OpenAI comprará a AWS capacidad de cómputo", "compró a Samsung
    pantallas"): the name sells what is bought, it is not bought."""
    root = span_root(view.doc, obj.start, obj.end)
    marks = [c.lower_ for c in root.children if c.dep_ == "case" and c.pos_ == "ADP"]
    # (on the verb, or with a seller's mark on its object: "compró una participación en X a
    # Accel", not "una participación en Accel")
    on_object = root.head.head.i == verb.i and root.head.dep_ in OBJECT_DEPS
    on_object = on_object and not view.lex.seller_marks.isdisjoint(marks)
    if not marks or not (root.head.i == verb.i or on_object):
        return False
    if verb.lower_.endswith(tuple(view.lex.object_clitics)) and verb.lower_ != verb.lemma_.lower():
        return True  # "tras comprarla a Oracle y Carlyle": the clitic is what is bought
    span = range(obj.start, obj.end)
    # ("compró a Samsung pantallas", "compró una participación en Scale AI a Accel"; of
    # ``shares``, only where they name their own company: "compró acciones a Intel" buys
    # them from the issuer)
    return any(
        child.dep_ in OBJECT_DEPS
        and child.i != root.i
        and child.pos_ == "NOUN"
        and not any(c.dep_ == "case" for c in child.children)
        and not (shares and not any(t.pos_ == "PROPN" for t in child.subtree if t.i not in span))
        for child in verb.children
    )


def owner_of_patient(view: SentenceView, verb: Any) -> Chunk | None:
    """The company a passive's subject, or the noun a participle set off by a comma describes,
    belongs to, when no agent is named ("Its second chip, RNGD, was unveiled in 2024",
    "FuriosaAI's first product, Warboy, was launched", "Metax's C600, launched at WAIC,"): its
    owner presented it."""
    subject = view.subject_token(verb)
    if set_off(view, verb):
        subject = verb.head  # "Metax's C600, launched at WAIC," "el 910C de Huawei, presentado"
    elif subject is None or not subject.dep_.endswith("pass"):
        return None
    for child in subject.children:
        if child.dep_ == "nmod" and any(g.lower_ in view.lex.of_preps for g in child.children):
            owner = view.chunk_at(child.i)
        elif child.dep_ != "poss":
            continue
        elif child.lower_ in view.lex.possessives:
            owner = view.possessor_of(child)
        else:
            owner = view.chunk_at(child.i)
        if owner is not None and owner.types == {"Company"}:
            return owner
    return None


def for_a_chip(view: SentenceView, thing: Chunk, recipient: Chunk) -> bool:
    """ "HBM4 for the Rubin GPUs": a chip handed over for a chip, the preposition right after
    it (not "the H20 as a replacement for the H100")."""
    between = view.doc[thing.end : recipient.start]
    return recipient.types == thing.types == {"Chip"} and all(
        view.is_class_noun(t) or t.pos_ in {"DET", "ADP"} for t in between
    )


def instrument(view: SentenceView, verb: Any, frame: Frame) -> Iterator[Found]:
    """ "programan Trainium2 con Neuron SDK", "MTIA v2 is programmed through PyTorch": the
    instrument ``frame.property`` the thing worked on."""
    tool = None
    for j in range(verb.i + 1, min(verb.i + 9, view.sent.end)):
        tok = view.doc[j]
        if tok.lower_ in frame.instrument_preps:
            tool = view.chunk_after(j, max_gap=4)
            break
        if view.chunk_at(j) is None and view.is_boundary(tok):
            break
    if tool is None:
        return
    if is_passive(view, verb) or "Part" in morph_values(verb, "VerbForm"):
        target = view.subject_of(verb) or view.chunk_before(verb.i, max_gap=3)
    else:
        target = view.chunk_after(verb.i, max_gap=3)
    if target is not None and target != tool:
        yield from pairs(view, tool, frame.property, target, "verbs.instrument", verb.i)


def genitive_owner(view: SentenceView, noun: Any) -> Chunk | None:
    """ "Nvidia's investment": the chunk before a genitive marker opening the noun phrase."""
    start = view.np_start(noun)
    for j in range(start, noun.i):
        if view.doc[j].lower_ in view.lex.genitive_markers:
            return view.chunk_at(j - 1)
    # "Nvidia's $700 million acquisition of Run:ai": past an amount the phrase starts after
    poss = next((c for c in noun.children if c.dep_ == "poss" and c.i < start), None)
    if (
        poss is not None
        and poss.i + 1 < noun.i
        and view.doc[poss.i + 1].lower_ in view.lex.genitive_markers
    ):
        return view.chunk_at(poss.i)
    return None


def launched_by(view: SentenceView, frame: Frame, obj: Chunk | None) -> list[tuple[Chunk, str]]:
    """ "the launch of AMD's Instinct MI300 accelerator", "el lanzamiento del chip Trainium3 de
    Amazon": a product a phrase of presenting names as a company's is presented by it."""
    if obj is None or frame.property != "announces" or not obj.types & PRODUCT_TYPES:
        return []
    doc = view.doc
    root = span_root(doc, obj.start, obj.end)
    while root.dep_ == "compound" and root.head.i > root.i:
        root = root.head  # "MI300 series accelerator"
    kind = view.lex.cue_types.get(root.lemma_.lower())
    if root.i >= obj.end and kind not in obj.types:
        return []  # "the launch of AMD's MI355X instances": a cloud's, not the chip's maker's
    owner = genitive_owner(view, root)
    if owner is None and (after := of_after(view, doc[obj.end - 1])) is not None:
        owner = view.chunk_at(after)  # (its maker right after it)
    return [(owner, "nouns.agent")] if owner is not None and owner.types == {"Company"} else []


def business_owner(view: SentenceView, obj: Chunk | None, prop: str) -> Chunk | None:
    """ "the main customer of Broadcom's ASIC business": for a tie with a company, the owner
    of the business a class noun qualifies, not the class noun; else ``obj`` as it is."""
    if obj is None or prop not in {"uses", "partnersWith", "competesWith"}:
        return obj
    root = view.doc[obj.start : obj.end].root
    head = root.head
    if root.dep_ not in {"compound", "nmod", "amod"} or head.i < obj.end:
        return obj
    if head.lower_ not in view.lex.part_nouns or view.chunk_at(head.i) is not None:
        return obj
    if not all(is_generic(m.entity.key) for m in obj.mentions):
        return obj
    owner = genitive_owner(view, head)
    return owner if owner is not None and owner.types & ACTORS else obj


def goods_of(view: SentenceView, noun: Any, obj: Chunk) -> bool:
    """True if ``obj`` only owns what the noun (or a verb) is about: a possessor ("purchases of
    AMD's chips") or the owner of a class of products named before it ("compra de chips de
    AMD", "invest $40 billion in Nvidia chips", "invertir en hardware de AMD")."""
    lex = view.lex
    goods = [t.i for t in view.doc[noun.i + 1 : obj.start + 1] if product_word(view, t)]
    after = view.doc[obj.end] if obj.end < view.sent.end else None
    return (
        after is not None and (after.lower_ in lex.genitive_markers or product_word(view, after))
    ) or any(view.doc[i + 1].lower_ in lex.of_preps for i in goods if i + 1 < obj.start)


def product_word(view: SentenceView, tok: Any) -> bool:
    """True for a word of products: a class cue ("chips") or goods ("hardware", "servers")."""
    lex = view.lex
    return (
        lex.cue_types.get(tok.lower_, "Company") not in {"Company", "CloudPlatform"}
        or tok.lower_ in lex.goods_nouns
    )


def supported_on(view: SentenceView, noun: Any, obj: Chunk) -> Iterator[Found]:
    """ "support for Llama 4 on Gaudi 3", "soporte para PyTorch en las GPU Instinct": what is
    supported targets the hardware it is supported on."""
    j = obj.end
    while j < min(view.sent.end, obj.end + 3) and view.doc[j].pos_ in {"NUM", "NOUN", "PROPN"}:
        j += 1  # "support for PyTorch 2.0 on", "Llama 4 models across"
    if j >= view.sent.end or view.doc[j].lower_ not in view.lex.support_on_preps:
        return
    platform = view.chunk_after(j, max_gap=3, noun_phrase=True)
    if platform is not None:
        yield from pairs(view, obj, "targets", platform, "nouns.support-on", noun.i)


def shared_goods(view: SentenceView, obj: Chunk) -> bool:
    """True for a company listed with another before goods they both make ("buying Nvidia and
    AMD chips": the parser takes Nvidia for the object, AMD for the chips' owner)."""
    j = obj.end
    if len(obj.mentions) > 1 and j < view.sent.end and product_word(view, view.doc[j]):
        return True  # (the list read as one chunk)
    if j + 1 >= view.sent.end or view.doc[j].lower_ not in view.lex.coordinators:
        return False
    other = view.chunk_at(j + 1)
    return (
        other is not None
        and other.types == {"Company"}
        and other.end < view.sent.end
        and product_word(view, view.doc[other.end])
    )


def no_party(view: SentenceView, noun: Any, reciprocal_preps: frozenset[str]) -> bool:
    """True for a deal whose parties its own preposition names ("celebraron el acuerdo entre
    Washington y Pekín") or that the clause takes a stance on ("lobbied against the deal",
    "protestaron contra la alianza"), a role the clause gives something else ("frío cósmico
    como aliado"), the complement of an adjective on someone unnamed ("people familiar with
    the deal"), or one with a company of its own that no name gives ("un acuerdo con la
    socimi"): the clause's subjects are no parties to it with one another."""
    nxt = noun.i + 1
    if nxt < view.sent.end and view.doc[nxt].lower_ in reciprocal_preps:
        return True
    above = noun.head.head if noun.head.dep_ == "prep" else noun.head
    if above.pos_ == "ADJ" and above.i != noun.i and _of_someone_unnamed(view, above):
        return True  # "people familiar with the deal" (not "AMD and Sony, responsible for")
    marks = view.lex.role_marks  # ("como aliado": a child; "as an ally": the head)
    role = noun.lower_ in view.lex.role_nouns  # (not "describieron su relación como una alianza")
    if role and (
        any(c.lower_ in marks for c in noun.children if c.i < noun.i)
        or (noun.dep_ == "pobj" and noun.head.lower_ in marks)
    ):
        return True
    if nxt < view.sent.end and view.doc[nxt].lower_ in view.lex.companion_preps:
        # "alcanzaron un acuerdo con la socimi": with a company of its own (not "their
        # partnership with the introduction of")
        words = view.doc[nxt + 1 : nxt + 4]  # (a noun, else a noun-like adjective: "eléctrica")
        party = next((t for t in words if t.pos_ == "NOUN"), None)
        party = party or next((t for t in words if t.pos_ == "ADJ"), None)
        if party is not None and company_noun(view.lex, party):
            return True
    if above.pos_ == "VERB" and any(  # "apuestan por este unicornio con un acuerdo": with it
        c.i < noun.i and company_noun(view.lex, c) and after_preposition(c) for c in above.children
    ):  # (not "formed a new company with an agreement": their own)
        return True
    stance = view.lex.stance_preps
    return (noun.dep_ == "pobj" and noun.head.lower_ in stance) or any(
        c.dep_ == "case" and c.lower_ in stance for c in noun.children
    )


def ranked_by_value(view: SentenceView, verb: Any) -> bool:
    """True for a verb of beating whose own phrases after it rank by market value ("superó a
    Microsoft como la empresa más valiosa", "surpass Amazon by market cap"); not a relative
    clause or a description on a name ("competes with Nvidia, whose market cap ..."); or
    that takes a count ("capacity now exceeds 3,500 of Nvidia's GPUs"): a measure's."""
    counted = [c for c in verb.children if c.dep_ in {"dobj", "obj"} and c.like_num]
    if any(g.lower_ in view.lex.of_preps for c in counted for g in c.children):
        # (of a measure's noun, not a rival's: "Groq's LPU outperformed two of Nvidia's GPUs")
        subject = next((c for c in verb.children if c.dep_ in SUBJECT_DEPS), None)
        return subject is not None and subject.pos_ == "NOUN" and view.chunk_at(subject.i) is None
    for child in verb.children:
        if child.i < verb.i or child.dep_ in SUBJECT_DEPS:
            continue
        for tok in child.subtree:
            if view.lex.ranking_words.isdisjoint((tok.lemma_.lower(), tok.lower_)):
                continue  # ("highest-valued": the word, not its lemma "value")
            node = tok
            while node.i != child.i and node.dep_ not in DESCRIBING_DEPS:
                node = node.head
            if node.i == child.i:
                return True
    return False


def no_company_bought(view: SentenceView, verb: Any, obj: Chunk, inverse: bool) -> bool:
    """True for a purchase of no company: "acquiring Google's advanced hardware", "buying
    Nvidia and AMD chips", "comprará chips avanzados a AMD", "will own the OpenAI
    relationship"; of a sale to a buyer (``inverse``: "sold its business to HP", whose buyer
    acquires the seller), one of a unit named by its line."""
    if inverse:
        return not_sold_whole(view, verb)
    return (
        owns_what_follows(view, obj)
        or qualifies_what_follows(view, obj)  # "buying Nvidia chips"
        or shared_goods(view, obj)  # "buying Nvidia and AMD chips"
        or other_direct_object(view, verb, obj)
        or amount_of(view, obj)
        or part_of(view, verb, obj)
        or _brand_of_goods(view, verb, obj)
        or _names_goods(view, obj)
    )


def _brand_of_goods(view: SentenceView, verb: Any, obj: Chunk) -> bool:
    """True for a name right after the chips the verb takes ("adquiere chips Nvidia"): the
    name is the goods' brand, no company bought."""
    before = view.doc[obj.start - 1]
    return (
        before.head.i == verb.i
        and before.dep_ in OBJECT_DEPS  # (not "adquirir la startup de chips Rivos")
        and before.pos_ == "NOUN"
        and view.chunk_at(before.i) is None
        and view.lex.cue_types.get(before.lower_, "Company") == "Chip"
    )


def _names_goods(view: SentenceView, obj: Chunk) -> bool:
    """True for a name no one knows as a company that qualifies a plural class noun of products
    after it ("buying ASML's High-NA EUV lithography machines"): the goods are bought."""
    if any(m.entity.known and m.entity.type == "Company" for m in obj.mentions):
        return False
    root = view.doc[obj.start : obj.end].root
    head = root.head
    cues = view.lex.cue_types
    cue = cues.get(head.lower_) or cues.get(head.lemma_.lower())
    return (
        root.dep_ in {"compound", "nmod", "amod"}
        and head.i >= obj.end
        and head.pos_ == "NOUN"
        and "Plur" in morph_values(head, "Number")  # (not "acquired Morpheus Data software")
        and cue not in {None, "Company"}
    )


def _of_someone_unnamed(view: SentenceView, adjective: Any) -> bool:
    """True for an adjective on a noun no name gives ("people familiar with", "fuentes
    conocedoras de"), not on a name or a clause's subjects ("AMD and Sony, responsible for")."""
    head = adjective.head
    if adjective.dep_ != "amod" or head.pos_ != "NOUN" or view.chunk_at(head.i) is not None:
        return False
    # not a noun set beside the names ("Nvidia and Intel, the two chipmakers responsible for
    # the deal") nor the deal's own ("la operación, concebida como una alianza")
    lemma = head.lemma_.lower()
    deal = lemma in view.lex.nouns or lemma in view.lex.deal_nouns
    return head.dep_ != "appos" and not deal and not view.is_class_noun(head)
