"""Whose group a list of members is when no possessive says it: the subject of the clause
the group noun stands in ("Tenstorrent raised $693 million from investors including X")."""

from __future__ import annotations

from typing import Any

from ..knowledge import makers_of
from .chunks import ACTORS, OBJECT_DEPS, PRODUCT_TYPES, SUBJECT_DEPS
from .context import Chunk, SentenceView
from .funding import possessive_of
from .words import is_gerund


def clause_company(view: SentenceView, noun: Any) -> Chunk | None:
    """ "Tenstorrent raised $693 million from investors including X": the clause's subject."""
    return clause_subject(view, noun, ACTORS)


def group_owner(view: SentenceView, noun: Any, prop: str) -> Chunk | None:
    """Whose a group with no owner of its own is: the clause's company, or the name it is
    listed after; a rival listed after a name, or a role noun right before its member's name,
    is that name's ("sued Udio and competitor Suno": Suno is Udio's rival, not the
    plaintiff's; "sued OpenAI and partner Microsoft")."""
    listed = _listed_after_a_name(view, noun)
    lex = view.lex
    # (not "compite con Nvidia y con otros rivales como Intel": the subject's other rivals)
    bare = not any(
        c.lower_ in lex.others_words or (c.dep_ == "det" and c.lower_ not in lex.possessives)
        for c in noun.children
    )
    # a role noun right before its member's name: "sued OpenAI and partner Microsoft"
    named = noun.i + 1 < view.sent.end and view.chunk_at(noun.i + 1) is not None
    if listed is not None and bare and (prop == "competesWith" or named):
        return listed
    return clause_company(view, noun) or listed


def _listed_after_a_name(view: SentenceView, noun: Any) -> Chunk | None:
    """ "Trump encargó a OpenAI y a socios como SoftBank": a group listed after a name, in a
    clause no company leads, is that name's ("A, B y, como socios estratégicos, C": a role)."""
    if noun.dep_ == "conj" and noun.head.i < noun.i:
        mark = view.np_start(noun) - 1
        if mark > view.sent.start and view.doc[mark].lower_ in view.lex.role_marks:
            return None
        if (owner := view.chunk_at(noun.head.i)) is not None:
            return owner
    # "sued Udio and competitor Suno": the parser may hang the noun elsewhere (on the verb)
    k = view.np_start(noun) - 1
    if k - 1 >= view.sent.start and view.doc[k].lower_ in view.lex.coordinators:
        before = view.chunk_at(k - 1)
        return before if before is not None and before.end == k else None
    return None


def clause_subject(view: SentenceView, noun: Any, types: frozenset[str]) -> Chunk | None:
    """The subject of the clause ``noun`` stands in, if it names one of ``types``."""
    verb = view.governing_verb(noun)
    # Only a group named after the verb belongs to its subject: "Beyond long-term partners
    # Google and Meta, OpenAI has..." names someone else's partners.
    if verb is None or noun.i < verb.i:
        return None
    subject = view.subject_of(verb)
    pronoun = view.subject_token(verb) if subject is None else None
    if pronoun is not None and pronoun.lower_ in view.lex.subject_pronouns:
        # "PFN is an AI company, and it has Toyota as an investor": the subject above "it"
        subject = view.subject_above(verb)
    if subject is None or not subject.types & types:
        return None
    return subject


def absolute_verb(view: SentenceView, noun: Any) -> Any | None:
    """The verb a "with" hangs on when ``noun`` is the subject of a gerund after it
    ("Microsoft invested in Mistral, with other investors such as Nvidia participating")."""
    verb = noun.head
    if not noun.dep_.startswith("nsubj") or not is_gerund(verb):
        return None
    mark = verb.head
    if mark.lower_ not in view.lex.companion_preps or mark.head.pos_ not in {"VERB", "AUX"}:
        return None
    return mark.head


def absolute_owner(view: SentenceView, noun: Any) -> Chunk | None:
    """ "PsiQuantum raised $1 billion, with new investors such as Nvidia participating": a
    group that is the subject of a gerund after "with" is the group of the subject of the
    verb of raising "with" hangs on."""
    verb = absolute_verb(view, noun)
    if verb is None or verb.lemma_.lower() not in view.lex.raising_verbs:
        return None  # ("Microsoft invested in Mistral, with investors such as Nvidia ...")
    subject = view.subject_of(verb)
    return subject if subject is not None and subject.types & ACTORS else None


def untyped_subject(view: SentenceView, noun: Any) -> bool:
    """ "Zorblax has received backing from investors including A": a name nothing types is
    the clause's subject, so the group is not the company in focus's; nor is it where the
    subject is a product the company in focus does not make ("Android XR runs on glasses from
    hardware partners, including Samsung", in an article about Magic Leap)."""
    if _anothers_product(view, noun):
        return True
    subject = clause_subject(view, noun, frozenset({""}))
    if subject is None or subject.types != {""} or len(subject.mentions) > 1:
        return False  # (not "Primary Venture Partners and Positive Sum Ventures led")
    focus = view.focus_reference(noun)
    # (not "Horizon" for Horizon Robotics: a short form of the company in focus)
    name = subject.mentions[0].entity.label.lower()
    return focus is None or not any(m.entity.label.lower().startswith(name) for m in focus.mentions)


def _anothers_product(view: SentenceView, noun: Any) -> bool:
    """True if the clause's subject is a product whose known makers exclude the focus company."""
    subject = clause_subject(view, noun, PRODUCT_TYPES)
    focus = view.focus_reference(noun) if subject is not None else None
    if subject is None or focus is None or not subject.types <= PRODUCT_TYPES:
        return False
    # (a product nothing knows the maker of may be the focus company's: "Orka is sold by")
    keys = {m.entity.key for m in focus.mentions}
    makers = [makers_of(m.entity.key, m.entity.family) for m in subject.mentions]
    return all(makers) and not any(keys & known for known in makers)


def owned_by_a_thing(view: SentenceView, noun: Any) -> bool:
    """True if an "of" right after the group noun brings a common noun ("socios del
    proyecto", "partners of the initiative"): the group is that thing's."""
    nxt = noun.i + 1
    if nxt >= view.sent.end or view.doc[nxt].lower_ not in view.lex.owner_preps:
        return False  # "investors from the chip industry" come from it, of no one
    j = nxt + 1
    while j < view.sent.end and view.doc[j].pos_ == "DET":
        j += 1
    return j < view.sent.end and view.doc[j].pos_ == "NOUN" and view.chunk_at(j) is None


def of_a_field(view: SentenceView, noun: Any) -> bool:
    """ "the sector has major research funding from giants such as Microsoft": a group or a
    round whose clause's subject is a field of business, not the company in focus (not
    "socios de la industria como Dell": where the members come from)."""
    verb = view.governing_verb(noun)
    subject = view.subject_token(verb) if verb is not None else None
    return subject is not None and subject.lemma_.lower() in view.lex.field_nouns


def acts_on_a_name(view: SentenceView, noun: Any, members: Chunk) -> bool:
    """ "An investor group including BlackRock and Nvidia agreed to acquire Aligned": a group
    noun qualifying the subject of a verb with a named object other than its members (a group
    that does something of its own); its members are no investors (or customers, partners) of
    the company in focus (but "Investors included A and B" names them)."""
    if noun.dep_ != "compound" or noun.head.i < noun.i:
        return False  # ("Customers including TSMC bought EUV machines": ASML's, in focus)
    head = noun.head  # "investor group", "partner consortium"
    if head.dep_ not in SUBJECT_DEPS or head.head.pos_ != "VERB":
        return False
    if any(c.dep_ == "poss" for c in head.children):
        return False  # "Its investor group, including Fidelity, valued Cerebras": its own
    verbs = [head.head, *(c for c in head.head.children if c.dep_ == "xcomp")]
    objects = (view.chunk_in(c) for v in verbs for c in v.children if c.dep_ in OBJECT_DEPS)
    # another company only ("will build Stargate", "financed Lambda's GPU purchases" are the
    # company in focus's business), and not the company in focus ("... signed a deal with it")
    named = [o for o in objects if o is not None and o.types <= {"Company", ""}]
    if not named:
        return False
    focus = view.focus_reference(noun)
    keys = {m.entity.key for c in (members, focus) if c is not None for m in c.mentions}
    return all(keys.isdisjoint(m.entity.key for m in o.mentions) for o in named)


def listed_as_such(view: SentenceView, noun: Any, members: Chunk) -> bool:
    """True for members a colon or a copula gives the group noun ("the main rivals in this
    market are A, B and C"; not "competitors such as A and B", someone's)."""
    between = view.doc[noun.i + 1 : members.start]
    said = view.doc[members.start - 1].text == ":" or any(
        t.lemma_.lower() in view.lex.copulas for t in between
    )
    # (not "Its rivals are AMD and Intel", "According to Groq's CEO, the rivals are ...": a
    # possessive's, or a company's the sentence names beside them)
    owned = possessive_of(view, noun) is not None
    keys = {m.entity.key for m in members.mentions}
    others = any(m.entity.type == "Company" and m.entity.key not in keys for m in view.mentions)
    return said and not owned and not others


def after_colon(view: SentenceView, at: int) -> Chunk | None:
    """Two names or more listed after a colon at ``at`` ("los principales contendientes en
    este campo: vLLM, TGI y LMDeploy"), else None."""
    if at >= view.sent.end or view.doc[at].text != ":":
        return None
    listed = view.chunk_after(at, max_gap=1)
    if listed is None or len(listed.mentions) < 2:
        return None
    # (not a new clause's subjects: "bad news for Intel's investors: AMD and Nvidia keep ...")
    closed = listed.end >= view.sent.end or view.doc[listed.end].is_punct
    return listed if closed else None
