"""Names set off or listed beside a clause's subject (read by ``Clauses.subjects_of``,
``chunk_in`` and ``antecedent``): the examples a subject gives, the names listed before
"other" ones, the name "one of" a group stands for ("Una de las empresas con las que Nvidia
colabora, SEEQC, ha recaudado"), the sentence's first name whose apposition the parser took
a past verb for a participle of ("Nvidia, the maker of the H100 chip, invested in"), and a
company named right after a chip's class noun, which is no name for the noun ("el chip
Arm")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .chunks import ACTORS, SUBJECT_DEPS, Chunk

if TYPE_CHECKING:
    from .clauses import Clauses

# How far after a subject noun its examples may be introduced ("Thousands of enterprises,
# including Figma").
EXAMPLE_GAP = 3


def one_of(view: Clauses, one: Any) -> Any | None:
    """The noun of "one of the rivals", "una de las empresas" (on "one", or through its "of"):
    a group or a company's class noun no name heads."""
    nouns = [*one.children, *(g for c in one.children if c.dep_ == "prep" for g in c.children)]
    return next((t for t in nouns if _of_a_kind(view, t)), None)


def _of_a_kind(view: Clauses, tok: Any) -> bool:
    nouns = view.lex.company_nouns
    word = tok.lower_  # ("startups": a plural the lemmatizer may leave as it is)
    kind = tok.lemma_.lower() in nouns or word in nouns or word.removesuffix("s") in nouns
    return (kind and view.chunk_at(tok.i) is None) or view.group_noun(tok)


def set_off_before(view: Clauses, verb: Any) -> Chunk | None:
    """The name set off by commas right before ``verb`` and its auxiliaries ("Una de las
    empresas con las que Nvidia colabora, SEEQC, ha recaudado"), the parser's apposition hung
    on another noun."""
    first = min([verb.i, *(c.i for c in verb.children if c.dep_.startswith("aux"))])
    j = first - 1
    if j <= view.sent.start or view.doc[j].text != ",":
        return None
    chunk = view.chunk_at(j - 1)
    if chunk is None or chunk.start - 1 <= view.sent.start:
        return None
    return chunk if view.doc[chunk.start - 1].text == "," else None


def maker_of_kind(view: Clauses, noun: Any, chunk: Chunk) -> bool:
    """True for a company named right after a chip's class noun ("el chip Arm", "las GPU
    Nvidia"): the company's chip (or design), not a name for the noun (but "la plataforma
    Databricks", "la nube CoreWeave" introduce the company)."""
    lex = view.lex
    kind = lex.cue_types.get(noun.lower_) or lex.cue_types.get(noun.lemma_.lower())
    return chunk.start == noun.i + 1 and kind == "Chip" and chunk.types == {"Company"}


def misread_main_verb(view: Clauses, verb: Any) -> Chunk | None:
    """ "Nvidia, the maker of the H100 chip, invested in QuEra": a past verb right after the
    comma that closes an apposition of the sentence's first name, which the parser hung on the
    apposition's last noun as a participle; that name is its subject."""
    if verb.dep_ != "acl" or verb.tag_ not in {"VBD", "VBN"} or view.doc[verb.i - 1].text != ",":
        return None
    if any(c.dep_ in SUBJECT_DEPS for c in verb.children):
        return None
    root = view.sent.root
    appos = next((c for c in root.children if c.dep_ == "appos"), None)
    if root.pos_ not in {"PROPN", "NOUN"} or appos is None:
        return None
    if not any(t.i == verb.head.i for t in appos.subtree) or verb.i - 1 <= appos.i:
        return None
    chunk = view.chunk_at(root.i)
    return chunk if chunk is not None and chunk.types & ACTORS else None


def listed_before_others(view: Clauses, tok: Any) -> Chunk | None:
    """ "Apple, Anthropic, and other AI startups that are rivals of OpenAI": a clause on
    a list that ends with others is said of every name listed before them."""
    first = tok
    while first.dep_ == "conj" and first.head.i != first.i:
        first = first.head
    members = (first, *first.conjuncts)
    others = [t for t in members if any(c.lower_ in view.lex.others_words for c in t.children)]
    if not others:
        return None
    listed = [view.chunk_at(t.i) for t in members if t.i < others[0].i]
    mentions = tuple(m for c in listed if c is not None for m in c.mentions)
    return Chunk(tuple(dict.fromkeys(mentions))) if mentions else None


def examples_of_subject(view: Clauses, subject: Any) -> Chunk | None:
    """ "Startups like Cohere and Mistral use Nvidia GPUs", "Empresas como Meta y OpenAI
    utilizan": a subject that names no one, and the names it gives as examples."""
    if subject.pos_ != "NOUN":
        return None
    found, introduced = view.listed_after(subject.i + 1, max_gap=EXAMPLE_GAP)
    return found if introduced else None


def complement_of(view: Clauses, chunk: Chunk, verb: Any) -> bool:
    """True for a name a verb with no subject of its own takes as object or after a
    preposition ("compiten con Nvidia con sus chips"): the verb's own complement, so not the
    subject Spanish leaves out, whose "su" it is."""
    if view.subject_token(verb) is not None or "Fin" not in verb.morph.get("VerbForm"):
        return False
    root = view.doc[chunk.start : chunk.end].root
    return root.head.i == verb.i and root.dep_ in {"obj", "obl", "iobj", "dobj"}


def misread_opening(view: Clauses, verb: Any) -> Chunk | None:
    """A company before a verb with no subject that the parser hung on it as an adverb
    ("MediaTek ha diseñado"), or that opens the sentence set off by a comma as a modifier
    ("MediaTek, en colaboración con NVIDIA, ha diseñado"): the verb's subject."""
    if any(c.dep_ in SUBJECT_DEPS for c in verb.children):
        return None
    for child in verb.children:
        if child.i > verb.i or child.dep_ not in {"advmod", "obl", "nmod", "dep"}:
            continue
        chunk = view.chunk_at(child.i)
        if chunk is None or not chunk.types & ACTORS or chunk.end > verb.i:
            continue
        if any(c.dep_ in {"case", "mark"} for c in child.children):
            continue  # "En colaboración con NVIDIA": a companion
        opening = chunk.start == view.sent.start and view.doc[chunk.end].text == ","
        if child.dep_ == "advmod" or opening:
            return chunk
    return None


def object_owner(view: Clauses, verb: Any, det: Any) -> Chunk | None:
    """The company (or a name nothing typed) a verb of advice or blame takes as object before
    a possessive ("Kirkland advised Nvidia on its investment", "demandó a Zorvex por su chip
    Kryx"): whose it is."""
    if verb.lemma_.lower() not in view.lex.object_owner_verbs:
        return None
    obj = next((c for c in verb.children if c.dep_ in {"obj", "dobj"} and c.i < det.i), None)
    chunk = view.chunk_in(obj) if obj is not None else None
    return chunk if chunk is not None and chunk.types & (ACTORS | {""}) else None
