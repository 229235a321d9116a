"""Relations stated by a noun: "una versión de PyTorch", "support for AMD GPUs", "a rival to
Nvidia", "el creador de ChatGPT", "una alianza con Broadcom", "the acquisition of Xilinx".

A trigger noun (lexicon ``nouns``) names a property and the prepositions that bring in its
object. The other side, the noun's holder, is looked for in this order:

- the name the noun phrase describes, by apposition, colon or copula ("TorchNeuron, su propia
  versión de PyTorch", "Anthropic, el creador de Claude", "X is a port of Y");
- its possessor ("Nvidia's investment in Intel", "su alianza con OpenAI" — the possessive
  resolved as the possessives rule does);
- the subject of the verb whose object it is ("PyTorch 2.0 includes support for AMD GPUs",
  "AMD firmó un acuerdo con OpenAI"; not of a device's noun: "X beat every PC with Y");
- with a reciprocal preposition ("una colaboración entre Google y Meta"), the members of the
  list after it, with one another. "X, la plataforma de software de AMD," — the owner named
  at the end of an apposition — is the other kind of description here."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

from ..lexicon import Frame
from .chunks import EVENT_PROPERTIES, FOCUS_PROPERTIES, OBJECT_DEPS, PRODUCT_TYPES, SUBJECT_DEPS
from .context import Chunk, Found, SentenceView
from .dated import anothers_dated_launch
from .frame_words import deal_noun, sought
from .mutual import allied, name_or_sides
from .noun_objects import fronted_agent, noun_object
from .object_roles import (
    business_owner,
    genitive_owner,
    goods_of,
    launched_by,
    no_party,
    past_seller,
    supported_on,
)
from .objects import owns_what_follows, qualifies_what_follows
from .pairs import pairs
from .parts import device_holders
from .words import described_noun, morph_values, of_after, said_of

# A port named after its original is its version ("ROCm 6, una versión de ROCm"), no adaptation.
SAME_NAME_PROPERTY = {"adaptationOf": "versionOf"}
# The tagger may call an agent noun an adjective ("Nvidia, también inversora en la startup").
NOUN_TAGS = frozenset({"NOUN", "PROPN", "ADJ"})
# Dependency labels of a noun that is a verb's object or prepositional complement.
OBJECT_OF_VERB = frozenset(
    {"obj", "dobj", "obl", "pobj", "attr", "nsubj", "nsubj:pass", "iobj", "nmod"}
)


# Ties a clause may end or sell.
TIES = frozenset({"partnersWith", "investsIn"})


def _scope_end(view: SentenceView, start: int) -> int:
    # The description runs to the end of its clause: a full stop, a semicolon, a relative clause.
    for j in range(start, view.sent.end):
        tok = view.doc[j]
        if tok.text in {".", ";", "!", "?"} or (
            tok.text == "," and j + 1 < view.sent.end and view.doc[j + 1].pos_ == "PRON"
        ):
            return j
    return view.sent.end


def targets_in(view: SentenceView, anchor: Chunk, start: int) -> Iterator[Found]:
    """``anchor targets X`` for each chip or cloud after a target preposition ("para", "en")."""
    end = _scope_end(view, start)
    for j in range(start, end):
        tok = view.doc[j]
        if tok.lower_ not in view.lex.target_preps:
            continue
        chunk = view.chunk_after(j, max_gap=3, noun_phrase=True)
        if chunk is not None and chunk.end <= end:
            yield from pairs(view, anchor, "targets", chunk, "descriptions.targets", j)


def _named_after(subject: Any, obj: Any) -> bool:
    return subject.text.lower().startswith(obj.entity.label.lower()) or (
        subject.entity.label.lower().startswith(obj.entity.label.lower())
    )


def _name_before(view: SentenceView, noun: Any) -> Chunk | None:
    """ "grants Anthropic access to", "da a OpenAI acceso a", "the Nvidia investment in": a
    company's name right before the noun (the tagger may call it an adjective) holds it."""
    if noun.i <= view.sent.start:
        return None
    before = view.chunk_at(noun.i - 1)
    if before is None or before.end != noun.i or not before.types & {"Company", "CloudPlatform"}:
        return None
    return name_or_sides(view, noun, before)  # "the G42-Mistral alliance": theirs


def _qualifier(view: SentenceView, noun: Any) -> Chunk | None:
    """ "is a Steam Deck rival", "Groq, an Nvidia partner,": the name on a role noun said of one."""
    said = noun.dep_ in {"appos", "attr"} or any(c.dep_ == "cop" for c in noun.children)
    if not said or noun.lower_ not in view.lex.role_nouns:
        return None
    # past up to two words of the noun's own, no names ("an Nvidia cloud partner", "a longtime
    # Nvidia technology partner")
    j = noun.i - 1
    while j > noun.i - 3 and view.chunk_at(j) is None and _own_modifier(view.doc[j], noun):
        j -= 1
    before = view.chunk_at(j) if j >= view.sent.start else None
    return before if before and before.end == j + 1 and _own_modifier(view.doc[j], noun) else None


def _own_modifier(tok: Any, noun: Any) -> bool:
    """A word before a noun that hangs on it, or on a word that does (a compound's chain)."""
    return (
        tok.i < noun.i
        and tok.pos_ in {"ADJ", "NOUN", "PROPN"}
        and noun in {tok.head, tok.head.head}
    )


def _companion(view: SentenceView, noun: Any) -> Chunk | None:
    """ "TorchInductor with support for AMD GPUs": the name right before "with" and the noun."""
    start = view.np_start(noun)
    with_at = start - 1
    if with_at <= view.sent.start or view.doc[with_at].lower_ not in view.lex.companion_preps:
        return None
    return view.chunk_at(with_at - 1)


def _clause_subject(view: SentenceView, noun: Any, prop: str = "") -> Chunk | None:
    """The subject of the verb that takes the noun phrase as its object; with ``prop``, what
    a pronoun subject stands for ("It has established a partnership with Samsung")."""
    subject = _subject_of_clause(view, noun, prop)
    if (
        subject is not None
        and prop == "announces"
        and anothers_dated_launch(view, noun, subject, _of_owner(view, noun))
    ):
        return None  # "began using AI four months after the launch of ChatGPT"
    return subject


def _subject_of_clause(view: SentenceView, noun: Any, prop: str) -> Chunk | None:
    if noun.dep_ not in OBJECT_OF_VERB:
        return None
    if _in_unnamed_subject(view, noun):
        return None  # "según apuntan fuentes conocedoras del acuerdo": the sources
    verb = view.governing_verb(noun)
    if verb is None:
        return None
    maker = view.maker_above(verb)  # "a platform built in partnership with Nvidia"
    if maker is not None:
        return maker
    candidates, has_subject = view.subjects_of(verb)
    if candidates:
        return candidates[0]
    # "Ha cerrado contratos con Nvidia y Broadcom": Spanish drops the subject it repeats.
    if not has_subject and view.lex.pro_drop and view.finite(verb):
        return view.focus_reference(verb)
    if has_subject and prop:
        return view.reference_subject(verb, has_subject, prop)
    return None


def _in_unnamed_subject(view: SentenceView, noun: Any) -> bool:
    """True for a noun in the phrase of a subject that names no one before it ("fuentes
    conocedoras del acuerdo"; not "El anuncio de Qualcomm del acuerdo con BMW")."""
    head = noun.head
    if noun.dep_ != "nmod" or head.dep_ not in SUBJECT_DEPS or not _names_an_event(view, noun):
        return False  # (an event's noun: "Uno de los rivales de Intel, Qualcomm," is Qualcomm)
    return not any(view.chunk_at(t.i) for t in head.subtree if t.i < noun.i)


def _taken_by(view: SentenceView, noun: Any, verbs: frozenset[str]) -> bool:
    """True for a noun that one of ``verbs`` takes: a verb of providing ("offers access to",
    "alquila acceso a": its subject gives what the noun names to others), of promoting
    ("impulsa la adopción de": others adopt)."""
    verb = view.governing_verb(noun)
    return verb is not None and verb.lemma_.lower() in verbs


def _of_owner(view: SentenceView, noun: Any) -> Chunk | None:
    """ "el soporte de PyTorch para TPU": the owner after an "of" right behind the noun."""
    nxt = noun.i + 1
    if nxt >= view.sent.end or view.doc[nxt].lower_ not in view.lex.of_preps:
        return None
    return view.chunk_after(nxt, max_gap=2, noun_phrase=True)


def _names_an_event(view: SentenceView, noun: Any) -> bool:
    """True for "alliance", "acquisition", "inversión": a noun of something that happens
    between parties, not of a party ("partner", "investors")."""
    lex = view.lex
    word = noun.lemma_.lower()
    frames = lex.nouns.get(word) or lex.nouns.get(noun.lower_) or ()
    return (
        any(f.property in EVENT_PROPERTIES for f in frames)
        and word not in lex.role_nouns
        and noun.lower_ not in lex.role_nouns
        and word not in lex.groups
        and noun.lower_ not in lex.groups
    )


def _acted_on(noun: Any) -> bool:
    """True for a noun in what its verb acts on, not in its subject ("Uno de los rivales de
    Intel, Qualcomm, presentó": the rival is the subject)."""
    tok = noun
    for _ in range(6):
        if tok.dep_.startswith(("nsubj", "csubj")):
            return False
        if tok.head.i == tok.i or tok.head.pos_ in {"VERB", "AUX"}:
            return True
        tok = tok.head
    return True


def _predicated(noun: Any) -> bool:
    """True if the noun is said of a subject of its own ("startups that are rivals of
    OpenAI", "los chips son rivales de Nvidia"): that subject, named or not, holds it."""
    if any(c.dep_.startswith("nsubj") for c in noun.children):
        return True
    return noun.dep_ == "attr" and any(c.dep_.startswith("nsubj") for c in noun.head.children)


def _holders(view: SentenceView, noun: Any, frame: Frame) -> Iterator[tuple[Chunk, str]]:
    if not frame.preps & view.lex.of_preps:
        owner = _of_owner(view, noun)
        if owner is not None:
            yield owner, "nouns.possessor"
            return
    event = _names_an_event(view, noun)  # "Azure, la alianza con Meta": describes no name
    described = None if event else view.described(described_noun(view.lex, noun))
    if described is not None:
        yield described, "descriptions.apposition"
        return
    # "la MI300X, que sería la rival de la H100": Spanish hangs the copula and the relative
    # pronoun on the noun; a rival is the product named right before the comma.
    relative = next(
        (
            c
            for c in noun.children
            if c.dep_ in SUBJECT_DEPS and "Rel" in morph_values(c, "PronType")
        ),
        None,
    )
    if (
        relative is not None
        and frame.property == "competesWith"
        and any(c.dep_ == "cop" for c in noun.children)
        and view.doc[relative.i - 1].text == ","
    ):
        rival = view.chunk_at(relative.i - 2)
        if rival is not None and view.doc[rival.start - 1].lower_ in view.lex.of_preps:
            rival = view.chunk_at(rival.start - 2) or rival  # "el Gaudi 3 de Intel, que"
        if rival is not None and rival.types and rival.types <= PRODUCT_TYPES:
            yield rival, "nouns.clause"
            return
    owner = genitive_owner(view, noun) or _name_before(view, noun)
    # ("sus clientes de Azure": the owner's customers, not the owner, are Azure's)
    groups = view.lex.groups
    if owner is None and "uses" not in {groups.get(noun.lower_), groups.get(noun.lemma_.lower())}:
        det = next((t for t in noun.children if t.lower_ in view.lex.possessives), None)
        owner = view.possessor_of(det) if det is not None else None
    if owner is not None:
        yield owner, "nouns.possessor"
        return
    companion = _companion(view, noun)
    if companion is not None:
        yield companion, "nouns.possessor"
        return
    if frame.property == "competesWith" and sought(view, noun):
        return  # "Baidu, which is seeking alternatives to Nvidia's H20": a buyer, no rival
    # "herramientas proporcionadas por la fabricante de la GPU": the maker is someone the
    # clause names by its role, not the clause's subject (unless the noun is said of it).
    role_mark = view.doc[max(view.sent.start, view.np_start(noun) - 1)].lower_
    # "Arm envió cartas a los clientes de Qualcomm": a party's role (customer, rival) is
    # held by whom the clause says it of, not by a subject that acts on those who hold it.
    role = (
        (frame.property == "develops" or (noun.lower_ in view.lex.role_nouns and _acted_on(noun)))
        and noun.dep_ != "attr"
        and role_mark not in view.lex.role_marks | {"en", "into"}  # "emerged as", "turned into"
    )
    # "customers including NVIDIA and competitors of OpenAI": others, listed beside names
    listed = noun.dep_ == "conj" and view.chunk_at(noun.head.i) is not None
    # "will power the next generation of", "lanzó la primera versión de": a verb acts on it
    acted = frame.property in {"versionOf", "adaptationOf"} and not _said_to_be(view, noun)
    subject = None if role or listed or acted else _clause_subject(view, noun, frame.property)
    if subject is not None:
        yield subject, "nouns.clause"
        return
    if (
        not listed
        and frame.property in FOCUS_PROPERTIES
        and any(t.pos_ in {"VERB", "AUX"} for t in view.tokens)
        and not _predicated(noun)
    ):
        # "..., un desafío a Nvidia": competition said of no one named is the company the
        # article is about (not in a heading, "Competencia directa con OpenAI", whose
        # subject comes after it).
        focus = view.focus_reference(noun)
        if focus is not None:
            yield focus, "nouns.clause"


def _said_to_be(view: SentenceView, noun: Any) -> bool:
    """True for a noun a copula says of the clause's subject ("X is the next generation of Y",
    "X es la nueva generación de Y")."""
    if noun.dep_ == "attr" or any(c.dep_ == "cop" for c in noun.children):
        return True
    verb = view.governing_verb(noun)
    return verb is not None and verb.lemma_.lower() in view.lex.copulas


def _of_then_to(view: SentenceView, noun: Any, frame: Frame) -> tuple[Chunk, Chunk] | None:
    """ "el desafío de Google a Nvidia", "la alianza de AMD con OpenAI": a noun of a relation
    between equals whose frame takes both "of" and another preposition holds the name after
    "of" and relates it to the name after the other one (past an owner's noun: "a la
    hegemonía de Nvidia")."""
    lex = view.lex
    others = frame.preps - lex.of_preps
    # Only between equals: "el uso de obleas TSMC en el Ascend 910C" runs the other way.
    if frame.property not in lex.symmetric or not (frame.preps & lex.of_preps and others):
        return None
    j = of_after(view, noun)
    if j is None:
        return None
    holder = view.chunk_after(j - 1, max_gap=2, noun_phrase=True)
    k = holder.end if holder is not None else view.sent.end
    if holder is None or k >= view.sent.end or view.doc[k].lower_ not in others:
        return None
    target = view.chunk_after(k, max_gap=3, noun_phrase=True, owners=True)
    return (holder, target) if target is not None else None


def _agent_after(view: SentenceView, noun: Any, obj: Chunk | None) -> Chunk | None:
    """ "la adquisición de Habana Labs por parte de Intel", "the acquisition of Nod.ai by
    AMD", "the launch of ChatGPT by OpenAI": the agent named after the object of an event's
    noun or a launch's (or before it: ``fronted_agent``) holds the event."""
    frames = view.lex.nouns.get(noun.lemma_.lower()) or view.lex.nouns.get(noun.lower_) or ()
    launch = any(f.property == "announces" for f in frames)
    if obj is None or not (launch or _names_an_event(view, noun)):
        return None
    words = [t.lower_ for t in view.doc[obj.end : min(obj.end + 4, view.sent.end)]]
    for phrase in view.lex.noun_agents:
        if tuple(words[: len(phrase)]) == phrase:
            return view.chunk_after(obj.end + len(phrase) - 1, max_gap=2, noun_phrase=True)
    return fronted_agent(view, noun)  # "la adquisición por parte de Intel de Omek"


def _reciprocal(view: SentenceView, noun: Any, frame: Frame) -> Iterator[Found]:
    """ "una colaboración entre Google y Meta", "la colaboración de Microsoft y Qualcomm": the
    members, with one another (a list of companies after "of" a noun of an event)."""
    members = noun_object(view, noun, frame.reciprocal_preps, field=False)  # ("en IA entre ambas")
    if members is None and _names_an_event(view, noun):
        listed = noun_object(view, noun, view.lex.of_preps)
        # (not "de Samsung y SK Hynix con OpenAI": each with the third)
        if (
            listed is not None
            and len(listed.mentions) > 1
            and listed.types == {"Company"}
            and not view.lowers_in(listed.end, listed.end + 1) & view.lex.companion_preps
        ):
            members = listed
    if members is None:
        return
    for a, b in itertools.combinations(members.mentions, 2):
        yield from pairs(view, Chunk((a,)), frame.property, Chunk((b,)), "nouns.between", noun.i)


def _nouns(view: SentenceView) -> Iterator[Found]:
    lex = view.lex
    for tok, lemma, lower in zip(view.tokens, view.lemma_words, view.lower_words, strict=True):
        frames = lex.nouns.get(lemma) or lex.nouns.get(lower)
        if not frames or view.chunk_at(tok.i) is not None or tok.pos_ not in NOUN_TAGS:
            continue
        if tok.dep_ in {"nmod", "compound"} and tok.head.lemma_.lower() in lex.law_nouns:
            continue  # "vulneraron las normas de competencia", "competition law"
        described = False
        for frame in frames:
            if (
                frame.property in TIES
                and (deal := deal_noun(tok)).dep_ in OBJECT_DEPS
                and (
                    _taken_by(view, deal, lex.ending_verbs)
                    or (frame.property == "investsIn" and _taken_by(view, deal, lex.selling_verbs))
                )
            ):
                continue  # "rompió su alianza con OpenAI", "sold its entire stake in Nvidia"
            if tok.dep_ == "compound" and tok.head.lower_ in frame.without_words:
                continue  # "Google's venture arm", "venture capital": a kind, no relation
            if not frame.without_words.isdisjoint(c.lower_ for c in said_of(tok)):
                continue  # "AMD's competitive relationship with Intel", "acuerdo extrajudicial"
            if frame.with_words and not {c.lower_ for c in tok.children} & frame.with_words:
                continue  # "a joint effort between": a noun that names a relation so qualified
            if frame.reciprocal_preps:
                yield from _reciprocal(view, tok, frame)
            held = _of_then_to(view, tok, frame)
            if held is not None:
                # "El desafío de Google a la hegemonía de Nvidia": of one, to the other
                yield from pairs(view, held[0], frame.property, held[1], "nouns.possessor", tok.i)
                continue
            obj = business_owner(view, noun_object(view, tok, frame.preps), frame.property)
            if obj is None and frame.property in TIES | {"acquires"} and _names_an_event(view, tok):
                owned = any(c.dep_ == "poss" for c in tok.children)  # (a possessor holds it)
                obj = view.described(tok) if owned else None  # "Inphi, Marvell's acquisition"
            qualifier = None if obj is not None else _qualifier(view, tok)
            obj = obj or qualifier  # "a well-funded Nvidia rival"
            if obj is not None and frame.without_words & view.lowers_in(tok.i + 1, obj.start):
                obj = None  # "la participación de Intel en el desarrollo de Aurora": no stake
            if (
                obj is not None
                and frame.property == "acquires"
                and (goods_of(view, tok, obj) or past_seller(view, tok, obj))
            ):  # "purchases of AMD's chips", "the acquisition of factories from Innolux"
                obj = None
            if obj is not None and frame.property == "targets":
                yield from supported_on(view, tok, obj)
            agent = _agent_after(view, tok, obj)
            holders = [(agent, "nouns.agent")] if agent else list(_holders(view, tok, frame))
            holders = holders or launched_by(view, frame, obj)  # "the launch of AMD's MI300"
            holders = device_holders(tok, holders) if frame.devices else holders  # "a phone with"
            if qualifier is not None:  # only the name the phrase describes ("Cerebras, an
                by = view.described(tok.left_edge)  # Nvidia rival,"), not its subject's
                holders = [(by, "descriptions.apposition")] if by is not None else []
            described = described or any(r == "descriptions.apposition" for _, r in holders)
            if (
                obj is None
                and frame.reciprocal_preps
                and "Plur" not in morph_values(tok, "Number")
                and not no_party(view, tok, frame.reciprocal_preps)
                and frame.without_words.isdisjoint(c.lower_ for c in tok.children)
            ):
                # "NVIDIA e Intel han anunciado una alianza": the holders, with one another
                # (not "Nvidia and Qualcomm also secured agreements": each its own).
                rival = frame.property == "competesWith"
                for holder, rule in holders:
                    if holder.start > tok.i or (rival and allied(view, holder)):
                        # "socios como MediaTek, Marvell y Alchip": examples of partners (of
                        # someone else), not partners of one another.
                        continue
                    for a, b in itertools.combinations(holder.mentions, 2):
                        yield from pairs(
                            view, Chunk((a,)), frame.property, Chunk((b,)), rule, tok.i
                        )
            if (
                obj is None
                and frame.reciprocal_preps
                and tok.lemma_.lower() in view.lex.alliance_nouns
            ):
                # "including a high-profile Microsoft partnership": the name before the noun
                # is the other party of the clause's subject, or of the company in focus.
                other = _name_before(view, tok)
                party = _clause_subject(view, tok) or view.focus_reference(tok)
                if other is not None and party is not None and party != other:
                    yield from pairs(view, party, frame.property, other, "nouns.clause", tok.i)
                continue
            if obj is None:
                continue
            if frame.inverse and (
                owns_what_follows(view, obj)
                or qualifies_what_follows(view, obj)
                or any(
                    t.pos_ == "NOUN" and not view.is_class_noun(t)
                    for t in view.doc[tok.i + 1 : obj.start]
                )
            ):
                # "the heart of Nvidia's software stack", "el corazón del negocio de Nvidia":
                # of the stack or the business, not of Nvidia
                continue
            provided = frame.property == "uses" and _taken_by(view, tok, lex.providing_verbs)
            promoted = frame.property == "uses" and _taken_by(view, tok, lex.promoting_verbs)
            for holder, rule in holders:
                if holder == obj or (promoted and rule == "nouns.clause"):
                    continue  # "impulsa la adopción de Blackwell": others adopt it
                subject, objects = (obj, holder) if frame.inverse else (holder, obj)
                own = frame.subject_types  # of an inverse frame, the classes of the user
                prop = frame.property
                if provided and rule == "nouns.clause":
                    # "Lambda ofrece acceso a GPU H100": who provides access offers the thing
                    prop = "offers"
                for found in pairs(view, subject, prop, objects, rule, tok.i, subject_types=own):
                    renamed = SAME_NAME_PROPERTY.get(found.predicate)
                    if renamed and _named_after(found.subject, found.object):
                        found = Found(
                            found.subject, renamed, found.object, found.rule, found.trigger
                        )
                    yield found
            if provided:
                # "CoreWeave proporcionará a Meta acceso a GB300": Meta uses, CoreWeave offers
                giver = _clause_subject(view, tok)
                if giver is not None and all(giver != h for h, _ in holders):
                    yield from pairs(view, giver, "offers", obj, "nouns.clause", tok.i)
        anchor = view.described(tok) if described else None
        if anchor is not None:
            yield from targets_in(view, anchor, tok.i + 1)


def extract(view: SentenceView) -> Iterator[Found]:
    yield from _nouns(view)
