"""References across sentences: "la compañía", "the company", "su nuevo chip", "the accelerator".

An article keeps a focus as it is read (focus.py): the company last named as a subject, and the
entity last named of each class. A definite description of a company stands for the company in
focus; a definite or possessive description of a chip, a framework or a cloud platform in the
singular ("el chip", "su nuevo procesador", "the platform") stands for the last entity of that
class, if it was named in the last few sentences. Facts through a reference are marked and
trusted less than facts that name both sides.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import replace
from typing import Any

from .company_references import company_reference_at
from .described import apposed_product, described_company, object_described
from .facts import Entity, Mention
from .focus import (
    SUBJECT_DEPS,
    Focus,
    compared,
    in_a_role,
    introduced,
    is_subject,
    note_last,
)
from .knowledge import cloud_operators
from .lexicon import Lexicon
from .makers import maker_mentions, unknown_product_of_maker
from .owned_subjects import named_a_system, owned_product_at, owner_stands, owns_subject
from .parties import LISTED_TYPES, listed_before, note_listed, parties_at
from .people import learn_people, person_at, place
from .spans import doc_lowers, doc_texts, sentence_bounds, span_root

REFERENCE_DEPS = SUBJECT_DEPS | {"poss"}
ADJUNCT_CLAUSES = frozenset({"advcl", "acl", "relcl", "acl:relcl"})
# What a description of a product may stand in: an argument of a verb or of a preposition.
# The focus slot of a platform named as a supercomputer or cluster ("este sistema").
SYSTEM = "System"
ARGUMENT_DEPS = SUBJECT_DEPS | {"obj", "dobj", "obl", "pobj", "nmod", "conj", "appos", "iobj"}
# How many companies named last are kept for a reference to several ("the three companies"
# stands for three of them, past those of a longer list just named).
MAX_PARTIES = 6


def _in_adjunct_clause(doc: Any, m: Mention) -> bool:
    """True if the mention's clause only qualifies another ("after OpenAI launched ChatGPT",
    "a chip that Nvidia sells"): its subject does not move the focus from the main clause's."""
    verb = doc[m.start].head
    for _ in range(4):
        if verb.dep_ in ADJUNCT_CLAUSES:
            return True
        if verb.pos_ in {"VERB", "AUX"} or verb.head.i == verb.i:
            return False
        verb = verb.head
    return False


def _in_complement(doc: Any, m: Mention) -> bool:
    """True if the mention's clause is what another clause says ("Credo said Amazon accounts
    for ...")."""
    verb = span_root(doc, m.start, m.end).head
    for _ in range(4):
        if verb.dep_ == "ccomp":
            return True
        if verb.head.i == verb.i:
            return False
        verb = verb.head
    return False


def _cited_unknown(doc: Any, lowers: list[str], m: Mention, lex: Lexicon) -> bool:
    """True for a name nothing knows right after a source phrase ("according to Zhang",
    "según Zhang"; a determiner or a noun may stand between: "según el analista Zhang")."""
    if m.entity.known or m.coref:
        return False
    end = m.start
    for _ in range(4):
        if any(
            end >= len(p) and tuple(lowers[end - len(p) : end]) == p for p in lex.source_phrases
        ):
            return True
        if end == 0 or doc[end - 1].pos_ not in {"DET", "NOUN", "ADJ"}:
            return False
        if lowers[end - 1] in lex.company_nouns or lex.cue_types.get(lowers[end - 1]):
            return False  # "according to startup Ferrosilica": a company the text marks
        end -= 1
    return False


def _note_topic(doc: Any, m: Mention, focus: Focus, lex: Lexicon) -> None:
    """A company or a named product that is the subject of a main clause is what the next
    sentence's "it" may stand for."""
    if not m.entity.type or m.entity.key in lex.generic_products:
        return
    if is_subject(doc, m) and not _in_adjunct_clause(doc, m) and _in_main_clause(doc, m):
        focus.topic = m.entity
        if not m.coref and m.entity.type == "Company" and m.entity != focus.presenter:
            focus.presented = None  # "Rival MediaTek shipped its own flagship": another's turn
    elif m.entity.type != "Company" and presents(span_root(doc, m.start, m.end), lex):
        # "Qualcomm unveiled the Snapdragon 8 Elite. It includes ..."
        focus.presented, focus.presenter = m.entity, focus.company


def presents(obj: Any, lex: Lexicon) -> bool:
    """True for the object of a main clause's verb of presenting: the name ("AWS unveiled
    Graviton4": the next sentence's "it" may be it, and its parts its own), or the class noun
    a name hangs on ("unveiled the GB300 NVL72 rack")."""
    if obj.dep_ not in {"obj", "dobj"} or not _main_clause(obj.head):
        return False
    frames = lex.verbs.get(obj.head.lemma_.lower(), ())
    return any(f.property == "announces" for f in frames)


def _acts(doc: Any, m: Mention, lex: Lexicon) -> bool:
    """True if the mention is the subject of a main clause whose verb only an actor does
    ("AWS unveiled", "Google Cloud anunció"): a cloud arm acting as a company."""
    if not is_subject(doc, m) or _in_adjunct_clause(doc, m) or not _in_main_clause(doc, m):
        return False
    verb = span_root(doc, m.start, m.end).head
    lemma = verb.lemma_.lower()
    frames = lex.verbs.get(lemma, ())
    return lemma in lex.actor_verbs or any(f.property in {"announces", "develops"} for f in frames)


def _in_main_clause(doc: Any, m: Mention) -> bool:
    """True if the mention's clause is the sentence's main one, coordinated with it or what
    it says ("AMD announced that the MI400 ...", "X is gearing up to ..., CNBC reported"): not
    "designed to make Kubernetes a platform", where Kubernetes is an infinitive's subject."""
    return _main_clause(span_root(doc, m.start, m.end).head)


def _main_clause(verb: Any) -> bool:
    """True if ``verb`` (or the verb a name's head leads to) heads the sentence's main clause,
    one coordinated with it, or what it says."""
    while verb.pos_ not in {"VERB", "AUX"} and verb.head.i != verb.i:
        verb = verb.head  # "Amazon Web Services Inc.": the name's head, then its verb
    # "AMD announced that the MI400 will ...", "..., CNBC reported": up through complements
    while verb.head.i != verb.i and verb.dep_ in {"conj", "ccomp"}:
        verb = verb.head
    return verb.dep_ == "ROOT"


def _reference_openers(lex: Lexicon) -> frozenset[str]:
    """The words a reference of any kind may start with: the first words of the company,
    pair and trio phrases, and the determiners of group and product descriptions (kept by the
    lexicon's identity, as ``by_first_word``)."""
    held = _OPENERS.get(id(lex))
    if held is not None and held[0] is lex:
        return held[1]
    phrases = (*lex.company_references, *lex.pair_references, *lex.trio_references)
    words = frozenset(p[0] for p in phrases) | lex.group_determiners | lex.reference_determiners
    _OPENERS[id(lex)] = (lex, words)
    return words


_OPENERS: dict[int, tuple[Lexicon, frozenset[str]]] = {}


def _product_reference_at(
    doc: Any, lowers: list[str], i: int, lex: Lexicon, taken: set[int]
) -> tuple[int, str]:
    """(end, class) of a singular description of a product starting at token ``i``:
    a determiner or possessive, adjectives, a class noun; (0, "") if there is none."""
    if lowers[i] not in lex.reference_determiners:
        return 0, ""
    j = i + 1
    while j < len(doc) and j - i <= 3 and doc[j].pos_ == "ADJ" and j not in taken:
        j += 1
    if j >= len(doc) or j in taken:
        return 0, ""
    if any(lowers[k] in lex.stand_in_words for k in range(i + 1, j)):
        return 0, ""  # "its next model", "su próximo chip": another one, not the one named
    noun = doc[j]
    type_ = lex.reference_nouns.get(noun.lower_, "")
    if not type_ or "Plur" in noun.morph.get("Number") or noun.dep_ not in ARGUMENT_DEPS:
        return 0, ""
    nxt = doc[j + 1] if j + 1 < len(doc) else None
    # "el chip Trainium3" is a cue, "el chip de Nvidia" names its owner, "su chip, el Wafer
    # Scale Engine 3" is described by the name after it: none of them refers.
    if nxt is not None and (nxt.i in taken or nxt.lower_ in lex.of_preps):
        return 0, ""
    if (
        nxt is not None
        and nxt.text in {",", "(", ":"}
        and any(k in taken for k in range(j + 2, min(j + 4, len(doc))))
    ):
        return 0, ""
    return j + 1, type_


def _close_groups(named: dict[str, list[Entity | None]], focus: Focus) -> None:
    """At a sentence's end: the products of a class it named together are a group (and one
    named in two forms, a ``None`` marking the second); a fronted clause's are named last."""
    for type_, entities in named.items():
        members = [e for e in entities if e is not None]
        if len(members) > 1 or len(entities) > len(members):
            focus.groups[type_] = (members, focus.sentence)
    named.clear()
    focus.last.update(focus.fronted)
    focus.fronted.clear()


def _group_reference_at(
    doc: Any, lowers: list[str], i: int, lex: Lexicon, taken: set[int]
) -> tuple[int, str]:
    """(end, class) of a plural description of products named together before ("estos
    chips", "both models", "ambos procesadores"), or (0, "")."""
    if lowers[i] not in lex.group_determiners or i + 1 >= len(doc) or i + 1 in taken:
        return 0, ""
    type_ = lex.group_nouns.get(lowers[i + 1], "")
    if not type_ or doc[i + 1].dep_ not in ARGUMENT_DEPS:
        return 0, ""
    return i + 2, type_


def _identified_by_agent(doc: Any, end: int, lex: Lexicon) -> bool:
    """ "la empresa dirigida por Sam Altman", "the company led by Lisa Su": a reference that
    says who it is by a participle and its agent picks its own company, maybe not the one
    in focus."""
    return (
        end + 1 < len(doc)
        and "Part" in doc[end].morph.get("VerbForm")
        and doc[end + 1].lower_ in lex.agent_preps
    )


def _refer(doc: Any, ref: Mention, focus: Focus, lex: Lexicon, out: list[Mention]) -> None:
    out.append(ref)
    if is_subject(doc, ref) and not _in_adjunct_clause(doc, ref):
        focus.company = ref.entity  # "El fabricante de chips confirmó ...": still in focus
        focus.main_subject = focus.sentence
    _note_topic(doc, ref, focus, lex)


def resolve_references(
    doc: Any, lex: Lexicon, mentions: list[Mention], focus: Focus
) -> list[Mention]:
    """Return ``mentions`` with the references of ``doc`` added, in order, and move ``focus``
    along as the sentences of ``doc`` are read.

    A reference followed at once by a name ("la compañía Groq") is a cue, not a reference.
    """
    # Read once: every token is looked at for three kinds of reference (and maker phrases).
    lowers = doc_lowers(doc)
    # Only a known person's first word opens a person (``person_at``), and only these words a
    # product owned (``owned_product_at``): the others are passed with no call, no Token.
    texts = doc_texts(doc)
    owner_words = lex.genitive_markers | lex.reference_determiners
    makers = maker_mentions(doc, mentions, lex, lowers)
    if makers:
        mentions = sorted((*mentions, *makers), key=lambda m: m.start)
    taken = {i for m in mentions for i in range(m.start, m.end)}
    by_start = {m.start: m for m in mentions}
    openers = _reference_openers(lex)
    sents = [(start, end) for start, end, _, _ in sentence_bounds(doc)]
    first_tokens = [start for start, _ in sents]
    base = focus.sentence
    starts = set(first_tokens)
    focus.company_at = {}
    focus.topic_at = {}
    focus.presented_at = {}
    sentence_end = dict(sents)
    companies = [m for m in mentions if m.entity.type == "Company" and not m.coref]
    unplaced: list[str] = []
    out: list[Mention] = []
    # class -> the products of that class the sentence being read names
    named: dict[str, list[Entity | None]] = {}
    last_product: Mention | None = None
    # A company owning a subject that names nothing ("El éxito de Intel"), its verb, its end
    owner: tuple[Entity, int, int] | None = None
    pending: dict[int, Mention] = {}  # references by the token of their head
    size = len(doc)
    # The tokens where nothing can happen but a known person's name or a pending reference
    # (no sentence starts, no mention, no word that may open an owned product or a
    # reference): passed with two look-ups. Never the last token, where ``focus.sentence`` is
    # left as the last one read sets it.
    openers_or_owners = openers | owner_words
    passed = [
        k not in starts and k not in by_start and (k in taken or low not in openers_or_owners)
        for k, low in enumerate(lowers)
    ]
    if passed:
        passed[-1] = False
    person_words = focus.person_words  # (one set: ``place`` adds to it)
    i = 0
    while i < size:
        if passed[i] and i not in pending and texts[i] not in person_words:
            i += 1
            continue
        focus.sentence = base + max(bisect_right(first_tokens, i) - 1, 0)
        if i in starts or not focus.company_at:
            focus.company_at[i] = focus.company
            focus.topic_at[i] = focus.topic
            focus.presented_at[i] = focus.presented
        if i in starts:
            _close_groups(named, focus)
        if i in sentence_end:
            # The people of the sentence read last with no company beside them speak for the
            # company in focus after it ("AMD ... según la CEO Lisa Su"); then this sentence's.
            place(unplaced, focus.company, focus)
            unplaced = learn_people(doc, (i, sentence_end[i]), companies, lex, focus, taken)
        m = by_start.get(i)
        person = person_at(doc, i, lex, focus) if texts[i] in focus.person_words else 0
        if person and (m is None or not m.entity.known):
            # "Su presentó los aceleradores": the person speaks for their company.
            speaks_for = focus.people[doc[i:person].text]
            out.append(Mention(speaks_for, i, person, doc[i:person].text, coref=True))
            i = max(person, m.end if m is not None else person)
            continue
        if m is not None and (
            unknown_product_of_maker(doc, m, lex) or _cited_unknown(doc, lowers, m, lex)
        ):
            # "The TikTok owner is working with Broadcom": not TikTok, its owner; "According
            # to Zhang, the chip beats Thor": a source nothing knows is a person or an outlet
            i = m.end
            continue
        if m is not None:
            out.append(m)
            before = out[-2] if len(out) > 1 else None
            if m.entity.type in LISTED_TYPES and not m.coref:
                note_listed(before, m, lowers, lex, focus)
            if m.entity.type == "Company" and not m.coref:
                focus.any_company = m.entity
                recent = focus.recent_companies
                listed = [before.entity] if before and listed_before(before, m, lowers, lex) else []
                for named_company in (*listed, m.entity):
                    if named_company in recent:
                        recent.remove(named_company)
                    recent.insert(0, named_company)
                del recent[MAX_PARTIES:]
                adjunct = _in_adjunct_clause(doc, m)
                if owns_subject(doc, m, lex):
                    owner = (m.entity, span_root(doc, m.start, m.end).head.head.i, m.end)
                subject_named = is_subject(doc, m)
                if subject_named and m.entity not in focus.listed[0]:
                    # a company acting after a list: "ambas empresas" no longer means the list
                    focus.listed = ([], -9)
                said = focus.main_subject == focus.sentence
                acts = subject_named and not in_a_role(doc, m, lex)  # "entró como socio"
                subject = acts or introduced(doc, m, lex)  # "llamada NUVIA"
                if subject and not ((adjunct or _in_complement(doc, m)) and said):
                    # (not "Credo said Amazon accounts for 10% of its sales": the speaker's)
                    focus.company = m.entity
                    if not adjunct:
                        focus.main_subject = focus.sentence
            elif m.entity.type == "CloudPlatform" and not m.coref and _acts(doc, m, lex):
                # "AWS launched Trainium3 ... The company also announced": a cloud arm acting
                focus.company = m.entity
            _note_topic(doc, m, focus, lex)
            # A class of products ("GPU") is not what "su chip" stands for.
            if m.entity.type and not m.coref and m.entity.key not in lex.generic_products:
                if not compared(doc, lowers, m, lex):
                    note_last(doc, m, focus)
                if m.entity.type == "CloudPlatform" and named_a_system(doc, m, lex):
                    focus.last[SYSTEM] = (m.entity, focus.sentence)
                kind = named.setdefault(m.entity.type, [])
                if (
                    before is not None
                    and not before.entity.type
                    and not before.coref
                    and m.start - before.end == 1
                    and lowers[before.end] in lex.coordinators
                ):
                    # "the Orion and Vega accelerators": the name listed before is one too
                    kind.append(replace(before.entity, type=m.entity.type))
                if m.entity not in kind:
                    kind.append(m.entity)
                elif (
                    last_product is not None
                    and last_product.entity == m.entity
                    and last_product.text != m.text
                    and None not in kind
                ):
                    kind.append(None)  # the same product listed again in another form
                last_product = m
            elif (
                not m.entity.type
                and not m.coref
                and last_product is not None
                and 0 < m.start - last_product.end <= 1
                and lowers[last_product.end] in lex.coordinators
            ):
                # "los procesadores N1 y N1X": a name listed after a product is one of its kind
                typed = replace(m.entity, type=last_product.entity.type)
                named.setdefault(typed.type, []).append(typed)
            i = m.end
            continue
        if i in pending:
            _refer(doc, pending.pop(i), focus, lex, out)
            i += 1
            continue
        owned = None
        if i not in taken and lowers[i] in owner_words:
            owned = owned_product_at(doc, lowers, i, lex, by_start, focus)
        if owned is not None:
            out.append(owned)  # "El SoC de Microsoft": Microsoft's product in focus
            _note_topic(doc, owned, focus, lex)
            i = owned.end
            continue
        if i in taken or lowers[i] not in openers:
            i += 1  # no reference of any kind starts with this word
            continue
        end = company_reference_at(doc, lowers, i, lex, taken)
        # Only as a subject or a possessor ("the company's chips"): "Annapurna Labs, la
        # empresa que Amazon compró" describes the name before it.
        company = focus.company or focus.any_company
        if end and owner is not None and owner_stands(doc, owner, out, i, end):
            # "El éxito de Intel se basa en ... que la empresa adquirió": in a clause below
            # the owned subject's (not "'El equipo de Nod.ai aportará ...', ha dicho la compañía")
            company = owner[0]
        if end and any(w in lex.cloud_words for w in lowers[i:end]):
            # "the cloud giant": the company named last that runs a cloud, if any.
            clouds = cloud_operators()
            company = next(
                (
                    c
                    for c in (focus.company, *focus.recent_companies)
                    if c is not None and c.key in clouds
                ),
                None,
            )
        if end and company is not None:  # "the British chip designer": which one
            span = (i, end)
            company = described_company(
                doc, lowers, span, company, focus.recent_companies, by_start, lex.lang
            )
        if (
            end
            and (
                doc[end - 1].dep_ in REFERENCE_DEPS
                # ("La veterana compañía": the tagger may take the head for an adjective)
                or span_root(doc, i, end).dep_ in REFERENCE_DEPS
                or object_described(doc, lowers, (i, end), lex)
            )
            and company is not None
            and (end not in by_start)
            and not _identified_by_agent(doc, end, lex)
        ):
            inside = [by_start[k] for k in range(i, end) if k in by_start]
            if inside:
                # "The Nvidia-backed startup": the name in it stays a mention of its own, the
                # head alone stands for the company (once the name is read), if the name is
                # another company's ("Saudi-backed" names none; "Nvidia invested in Nscale.
                # The Nvidia-backed company" is not Nvidia) and the company in focus is the one
                # named last ("AMD signed a deal with OpenAI. The Microsoft-backed company" may
                # be either)
                recent = focus.recent_companies
                if (
                    all(m.entity.type == "Company" and m.entity != company for m in inside)
                    and recent
                    and recent[0] == company
                ):
                    pending[end - 1] = Mention(company, end - 1, end, doc[i:end].text, coref=True)
                i += 1
                continue
            _refer(doc, Mention(company, i, end, doc[i:end].text, coref=True), focus, lex, out)
            i = end
            continue
        end, parties = parties_at(doc, lowers, i, lex, focus, out)
        if end:
            # "ambas empresas", "the three companies": the companies named last, as a list,
            # each on a token of the phrase of its own.
            for k, party in enumerate(parties):
                last = k == len(parties) - 1
                out.append(
                    Mention(party, i + k, end if last else i + k + 1, doc[i].text, coref=True)
                )
            i = end
            continue
        end, type_ = _group_reference_at(doc, lowers, i, lex, taken)
        group = focus.group(type_) if end else []
        if 0 < len(group) <= end - i:
            # "Estos chips están diseñados para competir con ...": each product of the
            # group, on a token of the phrase of its own.
            for k, member in enumerate(group):
                last = k == len(group) - 1
                out.append(
                    Mention(member, i + k, end if last else i + k + 1, doc[i:end].text, coref=True)
                )
            i = end
            continue
        end, type_ = _product_reference_at(doc, lowers, i, lex, taken)
        entity = apposed_product(doc, lowers, (i, end), out, type_, lex) or focus.product(type_)
        if entity is not None:
            out.append(Mention(entity, end - 1, end, doc[i:end].text, coref=True))
            _note_topic(doc, out[-1], focus, lex)
            i = end
            continue
        i += 1
    place(unplaced, focus.company, focus)
    _close_groups(named, focus)
    focus.sentence = base + len(sents)
    return out
