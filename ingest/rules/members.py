"""Groups and their members: investors, customers, partners and members named in a list.

"d-Matrix raised $44 million. Investors included Playground Global and Microsoft" gives
Playground Global investsIn d-Matrix; "sus clientes, como OpenAI y Meta" works alike; "The
OpenXLA Project includes AMD, Arm and Intel" makes the companies contributors of the project.
A group noun (lexicon ``groups``) names the property from a member to the group's owner: the
members are the names its list brings ("including", "como", an apposition, the objects of
"include" when the group noun is the subject); the owner is the noun's possessor, its "of"
complement, or else the company the article is about at this point.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from functools import cache
from typing import Any

from ..lexicon import Lexicon
from .chunks import ACTORS
from .context import Chunk, Found, SentenceView
from .customers import cloud_customers
from .funding import (
    audience,
    in_a_round,
    investor_after_round,
    owner_of,
    possessive_of,
    round_of,
    takes_part_in_a_round,
)
from .group_owners import (
    absolute_owner,
    absolute_verb,
    acts_on_a_name,
    after_colon,
    clause_company,
    clause_subject,
    group_owner,
    listed_as_such,
    of_a_field,
    owned_by_a_thing,
    untyped_subject,
)
from .object_roles import business_owner
from .pairs import pairs
from .relative_roles import relative_clause
from .words import morph_values

MAX_MEMBER_GAP = 4
# Words that may qualify a group before the list that names its members.
MAX_QUALIFIER_WORDS = 7
# Facts of the members of a group: investors of a round, customers, partners.
GROUP_RULE = "members.group"
# Facts of a line of products: who owns it, whatever its clause says (no negation denies them).
LINEUP_RULE = "members.lineup"
# How far from a verb of joining the funding round it joins may be named.
ROUND_REACH = 8


def _keys(chunk: Chunk) -> set[str]:
    return {m.entity.key for m in chunk.mentions}


def _members(view: SentenceView, noun: Any) -> tuple[Chunk | None, bool]:
    """The members a group noun lists, and whether the list is explicit ("including", "como")."""
    lex = view.lex
    # "investors, including A and B" / "inversores como A" / "existing investors A, B"
    chunk, introduced = view.listed_after(noun.i + 1, MAX_MEMBER_GAP)
    if chunk is not None and not introduced and _a_clause_subject(view, chunk):
        # "While Azure was named as a launch partner, AWS confirmed": another verb's subject
        chunk = None
    if chunk is not None and not introduced and "," in view.lowers_in(noun.i + 1, chunk.start):
        # "Microsoft, su principal inversor, la supercomputadora": Microsoft's (not "whose
        # investors, Nvidia and Magnetar,")
        det = possessive_of(view, noun)
        whose = det is not None and det.lower_ in lex.relative_possessives
        chunk = None if view.described(noun) is not None and not whose else chunk
    if chunk is not None and introduced and view.qualifies_next(chunk):
        # "including Amazon founder Bezos, ChatGPT maker OpenAI and ...": the first name
        # describes an item; the list's names are those that qualify nothing
        return view.parties_from(chunk.start, 1), True
    if chunk is not None:
        # "backers such as A, B (KDT), Singapore's C, C's subsidiary D, and E": an
        # introduced list goes on past the words that describe its items, to its clause's end.
        longer = None
        if introduced and _left_open(view, chunk):
            longer = view.parties_from(chunk.start, len(chunk.mentions) + 1)
        return longer or chunk, introduced
    among = view.listed_among(noun)
    if among is not None:
        return among, True
    # "socios relevantes en la industria de semiconductores como MediaTek": words that only
    # qualify the group, then a list an introducer brings.
    after = view.past_qualifiers(noun.i + 1, MAX_QUALIFIER_WORDS)
    if after > noun.i + 1:
        chunk, introduced = view.listed_after(after, MAX_MEMBER_GAP)
        if chunk is not None and introduced:
            return chunk, True
        # "sus principales competidores en este campo, Intel y Samsung.": names in apposition
        # after the qualifiers, closing the sentence (not a new clause's subject).
        if (
            chunk is not None
            and view.doc[after].text == ","
            and chunk.start == after + 1
            and (chunk.end >= view.sent.end or view.doc[chunk.end].is_punct)
            and chunk.types <= ACTORS
        ):
            return chunk, False
        adjectives = all(t.pos_ == "ADJ" for t in view.doc[noun.i + 1 : after])
        if chunk is not None and chunk.start == after and chunk.types <= ACTORS and adjectives:
            # "su rival estadounidense Micron" (not "a sus clientes chinos Huawei pierde")
            subject = noun.dep_ != "conj" and _a_clause_subject(view, chunk, comma=False)
            return (None if subject else chunk), False
    if (listed := after_colon(view, after)) is not None:
        return listed, True  # "los principales contendientes en este campo: vLLM, TGI y ..."
    # "investors, including South Korean chip giant SK Hynix, telecommunication firms SK
    # Telecom and Korea Telecom": members each with words that describe them.
    described = _described_members(view, noun.i + 1)
    if described is not None:
        return described, True
    # "Investors included A and B", "The founding members of X are A and B": the group noun
    # is the subject of "include" or of a copula.
    wrapper = noun.head.head if noun.dep_ == "pobj" else noun.head if noun.dep_ == "nmod" else None
    if wrapper is not None and wrapper.lemma_.lower() in lex.list_nouns:
        noun = wrapper  # "The list of backers includes A and B"
    head = noun.head
    verb = head.lemma_.lower()
    if noun.dep_ in {"nsubj", "nsubj:pass"} and verb in lex.inclusion_verbs:
        found = view.chunk_after(head.i, max_gap=2)  # "include automaker Toyota and robot maker
        # Fanuc"; not "include OpenAI cofounder Ilya Sutskever": a company that qualifies
        qualified = found is not None and found.types <= ACTORS and view.qualifies_next(found)
        least = len(found.mentions) + 1 if found is not None and not qualified else 1
        listed = view.parties_from(head.i + 1, least)
        if found is None or listed is not None or qualified:
            found = listed
        return found, True
    if noun.dep_ in {"nsubj", "nsubj:pass"} and verb in lex.copulas and head.i > noun.i:
        if not view.outright(head):
            return None, True  # "The main rival of Nvidia could be AMD": said of no one
        return view.chunk_after(head.i, max_gap=0), True
    # "El principal rival de Nvidia es AMD": Spanish hangs the copula on the attribute
    cop = next((c for c in head.children if c.dep_ == "cop"), None)
    copula = cop is not None and cop.lemma_.lower() in lex.copulas and noun.i < cop.i
    if noun.dep_ == "nsubj" and copula and cop is not None:
        if not view.outright(head):
            return None, True
        return view.chunk_after(cop.i, max_gap=1), True
    verb = _fronted(view, noun)
    if verb is not None:
        return view.parties_from(verb.i + 1, 1), True
    return None, False


def _a_clause_subject(view: SentenceView, chunk: Chunk, comma: bool = True) -> bool:
    """True for a list after a comma (or any, without ``comma``) a finite verb follows at once:
    a new clause's subject (which the parser may hang on the group noun)."""
    doc = view.doc
    if comma and (chunk.start <= view.sent.start or doc[chunk.start - 1].text != ","):
        return False
    nxt = doc[chunk.end] if chunk.end < view.sent.end else None
    return (
        nxt is not None and nxt.pos_ in {"VERB", "AUX"} and "Fin" in morph_values(nxt, "VerbForm")
    )


def _left_open(view: SentenceView, chunk: Chunk) -> bool:
    """True for a list a comma follows that no conjunction has closed ("A, B (KDT), C's D,
    and E" stops at the bracket; "AMD e Intel, los cofundadores de ..." is closed)."""
    if chunk.end >= view.sent.end or view.doc[chunk.end].text != ",":
        return False
    coordinators = view.lex.coordinators
    return not any(
        t.lower_ in coordinators and t.text != ","
        for a, b in itertools.pairwise(chunk.mentions)
        for t in view.doc[a.end : b.start]
    )


def _fronted(view: SentenceView, noun: Any) -> Any | None:
    """ "Among its backers are A and B", "Entre los participantes de la ronda destacan A, B y
    C": the verb after a group the sentence opens with, whose members follow it."""
    start = view.np_start(noun)
    # The parser may hang the group on the first member, a copula between them ("Entre los
    # clientes de Trainium están Anthropic y Poolside"): the first verb after the noun.
    verb = view.governing_verb(noun) or next(
        (t for t in view.doc[noun.i + 1 : view.sent.end] if t.pos_ in {"VERB", "AUX"}), None
    )
    if (
        start - 1 == view.sent.start
        and view.doc[start - 1].lower_ in view.lex.among_words
        and verb is not None
        and verb.i > noun.i
    ):
        return verb
    return None


def _described_members(view: SentenceView, start: int) -> Chunk | None:
    """The names of a list that an introducer opens right after ``start`` ("including",
    "como", "such as"), each name maybe after words that describe it, up to the end of the
    clause: every mention of it whose class is a party's (companies, clouds, or not typed)."""
    lex = view.lex
    j = start
    while j < view.sent.end and (
        view.doc[j].text in {",", "("} or view.doc[j].lower_ in lex.list_fillers
    ):
        j += 1
    if j >= view.sent.end or view.doc[j].lower_ not in lex.example_introducers:
        return None
    return view.parties_from(j + 1, 2)


def _in_the_role(view: SentenceView, noun: Any) -> tuple[Chunk | None, Chunk | None]:
    """ "OpenAI tiene a Microsoft como socio", "Samsung y Micron entraron como inversores": the
    name before "as" takes the role, in the group of the clause's subject when that is
    another name, else of the company in focus."""
    mark = view.np_start(noun) - 1
    if mark <= view.sent.start or view.doc[mark].lower_ not in view.lex.role_marks:
        return None, None
    if any(c.dep_ == "poss" for c in noun.children):
        return None, None  # "overtook Apple as the foundry's largest customer": the foundry's
    verb = view.governing_verb(noun)
    # the role hangs on the verb, or on its "as" ("came in as investors")
    on_verb = noun.head.i == verb.i if verb is not None else False
    if not on_verb and verb is not None and noun.head.i == mark:
        on_verb = view.doc[mark].head.i == verb.i
    if verb is None or verb.i > mark or not on_verb:
        return None, None
    j = noun.i + 1
    while j < view.sent.end and view.doc[j].pos_ == "ADJ":
        j += 1
    if j < view.sent.end and view.doc[j].lower_ in view.lex.of_preps:
        return None, None  # "como un competidor directo de OpenAI": whose, the phrase says
    if j < view.sent.end and view.doc[j].lower_ in view.lex.role_purpose_preps:
        return None, None  # "as the primary partner for a data center project": no one's
    subject = view.subject_of(verb)
    # the verb's object right before "as" ("tiene a Microsoft como socio"), or its subject
    named = view.chunk_before(mark, max_gap=2) if verb.i < mark - 1 else None
    if named is not None and subject is not None and subject != named:
        return named, subject
    return subject, view.focus_reference(noun)


def _relative_owner(view: SentenceView, noun: Any) -> tuple[Chunk | None, int]:
    """The subject of a relative clause on a group's noun, whose group it is ("the automotive
    partners NVIDIA is working with, including Tesla", "los socios con los que trabaja
    Nvidia, entre ellos Tesla"), and the token after the clause, where its members are listed."""
    for clause in noun.rights:
        if clause.dep_ in {"relcl", "acl:relcl", "acl"} and clause.pos_ in {"VERB", "AUX"}:
            subject = view.subject_of(clause)  # (not "entre los que están A y B": its members)
            if subject is None or not subject.types <= ACTORS or view.listed_among(noun):
                break
            # the clause ends at the first comma after its verb (the parser may hang the
            # names listed after it on the clause: "trabaja Nvidia, entre ellos Tesla")
            end = next((t.i for t in view.doc[clause.i : view.sent.end] if t.text == ","), 0)
            if 0 < end < view.sent.end - 1 and view.doc[end + 1].lower_ in view.lex.among_words:
                end += 2  # ", entre ellos Tesla": from "ellos" on
            return subject, end
    return None, 0


def _beside(view: SentenceView, noun: Any) -> bool:
    # "entre los que se encuentran A y B, junto a nuevos inversores como C": beside A and B
    start, verb = view.np_start(noun), view.governing_verb(noun)
    phrases = view.lex.partner_phrases
    if verb is None or not relative_clause(verb):
        return False
    return any(len(p) > 1 and view.words_at(start - len(p), p) for p in phrases)


def _after_its_verb(view: SentenceView, noun: Any) -> bool:
    verb = view.governing_verb(noun)
    return verb is not None and verb.i < noun.i


def _groups(view: SentenceView) -> Iterator[Found]:
    lex = view.lex
    for tok, lemma, lower in zip(view.tokens, view.lemma_words, view.lower_words, strict=True):
        prop = lex.groups.get(lemma) or lex.groups.get(lower)
        # "participants in the round": who takes part in a round invests in it.
        member = prop is None and lemma in lex.round_members
        round_ = round_of(view, tok) if prop == "investsIn" or member else None
        if member and round_ is not None:
            prop = "investsIn"
        if prop is None or view.chunk_at(tok.i) is not None:
            continue
        members, explicit = _members(view, tok)
        mine, end = _relative_owner(view, tok)
        if mine is not None and members in (None, mine):
            # "the partners NVIDIA is working with, including Tesla": its own, listed after
            members, explicit = view.listed_after(end)
        elif members is None or mine is None or mine.start > members.start:
            mine = None  # (kept: "the customers AMD has signed include Oracle": AMD's)
        if not explicit and audience(view, tok):
            continue  # "told investors the company expects": whom one tells, no group
        if members is None:  # "con SK Hynix, su principal competidor": the name the group
            # noun describes, a member of its owner's group.
            described, owner = view.described(tok), owner_of(view, tok)
            owner = business_owner(view, owner, prop)  # "customer of Broadcom's ASIC business"
            if owner is None:
                named, owner = _in_the_role(view, tok)
                if owner is None and prop == "investsIn":
                    named, owner = investor_after_round(view, tok)
                described = described or named
            if described is not None and owner is not None and described != owner:
                yield from pairs(view, described, prop, owner, GROUP_RULE, tok.i)
            continue
        # "investors in Groq's round": the round's owner
        own = business_owner(view, owner_of(view, tok), prop)
        own = own or (owner_of(view, round_) if round_ is not None else None)
        own = own or mine
        det = possessive_of(view, tok) if own is None else None
        if det is not None and det.lower_ in lex.relative_possessives:
            continue  # "a firm whose backers include": the firm's, and it names no one
        if own is not None and _keys(own) & _keys(members):
            own = None  # "Among its backers are A and B": "its" is not A's
        # "raised $1 billion, with investors such as Nvidia participating": the raiser's
        raiser = None if own is not None else absolute_owner(view, tok)
        if own is None and raiser is None and absolute_verb(view, tok) is not None:
            continue  # "invested in Mistral, with other investors such as Nvidia participating"
        owner = own or raiser
        if owner is None and not _beside(view, tok):
            # not "junto a nuevos inversores como AT&T": fellow members, not the clause's
            owner = group_owner(view, tok, prop)
        if (
            prop == "investsIn"
            and own is None
            and raiser is None
            and takes_part_in_a_round(view, tok)
        ):
            # "X is joining the round alongside existing investors such as GV": fellow
            # investors of the round's company, not of X (nor of the one that leads it).
            verb = view.governing_verb(tok)
            leader = view.subject_of(verb) if verb is not None else None
            owner = view.focus_reference(tok) or (None if owner == leader else owner)
        if owner is None and prop == "competesWith":
            # "CUDA faces competitors such as ROCm": a product of the members' class
            owner = clause_subject(view, tok, members.types - ACTORS - {""})
        if owner is None and round_ is None and owned_by_a_thing(view, tok):
            continue  # "los primeros socios del proyecto": the project's, no company's
        if (
            owner is None
            and tok.dep_ != "conj"
            and (explicit or _after_its_verb(view, tok))
            and not untyped_subject(view, tok)
            and not of_a_field(view, tok)
            and not acts_on_a_name(view, tok, members)
        ):
            # "Investors included A and B" after "d-Matrix raised $44 million": the group
            # of the company in focus (for an explicit list or a group the clause is about,
            # never for a fronted "Beyond long-term partners Google and Meta, ...").
            owner = view.focus_reference(tok)
        if owner is None or not owner.types & lex.domains[prop][1]:
            # "llm-d ... Its founding collaborators include NVIDIA": a product's group
            owner = _product_owner(view, tok) or owner
        if (
            prop == "competesWith"
            and own is None
            and (owner is None or _keys(owner) <= _keys(members))
            and listed_as_such(view, tok, members)
        ):
            # rivals of no one named, listed after a colon or a copula: of one another
            for a, b in itertools.combinations(members.mentions, 2):
                yield from pairs(view, Chunk((a,)), prop, Chunk((b,)), GROUP_RULE, tok.i)
            continue
        if (
            owner is None
            or owner == members
            or (own is None and _one_of_the_others(view, tok, owner))
        ):
            continue
        yield from pairs(view, members, prop, owner, GROUP_RULE, tok.i)


def _one_of_the_others(view: SentenceView, noun: Any, owner: Chunk) -> bool:
    """True for "no solo con NVIDIA, sino también con otros clientes como Apple": a company
    set beside "other ..." (by "and" or by the same preposition) is one of the group, not its
    holder ("AMD compite con Nvidia y con otros rivales como Intel": AMD holds them)."""
    if not any(c.lower_ in view.lex.others_words for c in noun.children):
        return False
    keys, doc = _keys(owner), view.doc
    mark = doc[view.np_start(noun) - 1]
    for m in view.mentions:
        if m.entity.key not in keys or m.end > noun.i:
            continue
        root = doc[m.start : m.end].root
        joined = noun.dep_ == "conj" and noun.head.i == root.i
        same_prep = mark.pos_ == "ADP" and m.start > 0 and doc[m.start - 1].lower_ == mark.lower_
        if joined or same_prep:
            return True
    return False


def _product_owner(view: SentenceView, noun: Any) -> Chunk | None:
    """The product the last main clause was about, for a possessive on a group noun that no
    company can own ("its users", "sus colaboradores")."""
    det = next((t for t in noun.children if t.lower_ in view.lex.possessives), None)
    return view.topic_reference(det) if det is not None else None


def _among(view: SentenceView) -> Iterator[Found]:
    """ "$700 million in new capital from Nvidia among its backers", "con Intel Capital entre
    sus principales inversores": the name right before "among" a group is one of its
    members."""
    lex = view.lex
    for tok, lemma, lower in zip(view.tokens, view.lemma_words, view.lower_words, strict=True):
        prop = lex.groups.get(lemma) or lex.groups.get(lower)
        if prop is None or view.chunk_at(tok.i) is not None:
            continue
        start = view.np_start(tok)
        k = start - 1
        if k <= view.sent.start or view.doc[k].lower_ not in lex.among_words:
            continue
        member = view.chunk_before(k, max_gap=1)
        verb = view.governing_verb(tok)
        if member is None and verb is not None and verb.lemma_.lower() in lex.among_verbs:
            member = view.subject_of(verb)  # "Nvidia and Microsoft are among the investors"
        if member is None and any(c.dep_ == "cop" for c in tok.children):
            # "Nvidia y Microsoft están entre los inversores": the copula hangs on the noun
            subject = next((c for c in tok.children if c.dep_ == "nsubj"), None)
            member = view.chunk_in(subject) if subject is not None else None
        # "SambaNova raised $350 million with Intel Capital among the lead investors": the
        # group of the company that raises, when the group has no owner of its own.
        owner = owner_of(view, tok) or (clause_company(view, tok) if prop == "investsIn" else None)
        if prop == "investsIn" and (owner is None or owner == member):
            # "Mistral closed a round. Nvidia and Samsung are among the investors": of the
            # round's company in focus (not "among the biggest investors in AI")
            owner = view.focus_reference(tok) if in_a_round(view, tok) else None
        # ("A and B are among the startup's investors": neither is the startup)
        if member is not None and owner is not None and not _keys(member) & _keys(owner):
            yield from pairs(view, member, prop, owner, GROUP_RULE, tok.i)


def _lineups(view: SentenceView) -> Iterator[Found]:
    """ "Axelera's product lineup includes the Metis AI processing units and the Europa
    platform", "su cartera incluye los chips X e Y": the owner of a line of products makes
    each product it lists (and runs each cloud)."""
    lex = view.lex
    for tok, lemma, lower in zip(view.tokens, view.lemma_words, view.lower_words, strict=True):
        service = lower in lex.service_nouns
        lineup = lemma in lex.lineup_nouns or lower in lex.lineup_nouns
        if not (service or lineup):
            continue
        if view.chunk_at(tok.i) is not None:
            continue
        members, explicit = _members(view, tok)
        if members is None or not explicit:
            continue
        owner = owner_of(view, tok) or view.focus_reference(tok)
        if owner is None or owner == members or (service and "CloudPlatform" not in owner.types):
            continue  # a cloud's services only ("AWS's AI services, including Bedrock")
        for m in members.mentions:
            prop = lex.possessive_by_type.get(m.entity.type)  # a cloud is operated
            if service and m.entity.type != "CloudPlatform":
                prop = "offers"  # what a cloud's services include, it offers
            if prop:
                yield from pairs(view, owner, prop, Chunk((m,)), LINEUP_RULE, tok.i)


def _inclusions(view: SentenceView) -> Iterator[Found]:
    """ "The OpenXLA Project includes AMD, Arm and Intel": members of a piece of software;
    the software it includes, it uses."""
    lex = view.lex
    for tok, lemma, pos in zip(view.tokens, view.lemma_words, view.pos_tags, strict=True):
        if lemma not in lex.inclusion_verbs or pos not in {"VERB", "AUX"}:
            continue
        subject = view.subject_of(tok)
        if subject is None or subject.types != {"Framework"}:
            continue
        # "includes support for Intel and ARM processors" names no member
        members = view.chunk_after(tok.i, max_gap=2, noun_phrase=True)
        if members is not None and members.types <= {"Company", "CloudPlatform", ""}:
            yield from pairs(view, members, "contributesTo", subject, "members.inclusion", tok.i)
        elif members is not None and members.types == {"Framework"}:
            # "ROCm includes HIP and MIOpen": software a stack includes, it uses
            yield from pairs(view, subject, "uses", members, "members.inclusion", tok.i)


def extract(view: SentenceView) -> Iterator[Found]:
    # Each reading needs a word of its own (a lower form or a lower lemma): a group noun or a
    # round's member noun, a line's noun, a verb of inclusion. Most sentences have none.
    groups, lines = _needed(view.lex)
    if not view.lacks(groups):
        yield from _groups(view)
        yield from _among(view)
        yield from cloud_customers(view)
    if not view.lacks(lines):
        yield from _lineups(view)
    if not view.lacks(view.lex.inclusion_verbs):
        yield from _inclusions(view)


@cache
def _needed(lex: Lexicon) -> tuple[frozenset[str], frozenset[str]]:
    """The words of ``_groups``, ``_among`` and ``cloud_customers``; of ``_lineups``."""
    return frozenset(lex.groups) | lex.round_members, lex.lineup_nouns | lex.service_nouns
