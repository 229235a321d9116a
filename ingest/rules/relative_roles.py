"""What a relative pronoun is to its clause, where the parser's labels say otherwise: Spanish
puts the subject of a relative clause after its verb ("el GB300, que usan Microsoft y Meta"),
and the parser may tag both the pronoun and the name as subjects. Also the small readings of a
clause's words the subject rules share: a coordinated verb's own described subject, an
adjective heading a phrase of its own, a clause a mark opens."""

from __future__ import annotations

from typing import Any

from ..knowledge import is_generic, makers_of
from .chunks import ACTORS, RELATIVE_PRONOUNS, SUBJECT_DEPS, Chunk
from .words import of_after, preposition_of

# What a relative clause hangs on its noun by.
RELATIVE_DEPS = frozenset({"acl", "relcl", "acl:relcl"})


def relative_clause(verb: Any) -> bool:
    """True for a clause a relative pronoun opens ("que", "which", "who"), not a conjunction
    ("dijo que comprará Arm")."""
    return any(
        c.lower_ in RELATIVE_PRONOUNS and c.i < verb.i and c.pos_ in {"PRON", "DET"}
        for c in verb.children
    )


def up_to_own_clause(view: Any, verb: Any, obj: Chunk | None) -> Chunk | None:
    """A verb's object list up to the first name that starts a clause of its own: in a relative
    clause, a name with a relative clause of its own ("Hyundai, which acquired Boston Dynamics,
    and Tesla, which is developing": Tesla is listed with Hyundai, not bought by it); anywhere,
    a name a verb with no subject follows (the parser made that verb's subject a list's)."""
    if obj is None or len(obj.mentions) < 2:
        return obj
    relative = verb.dep_ in RELATIVE_DEPS and relative_clause(verb)
    for k, m in enumerate(obj.mentions[1:], 1):
        top = view.doc[m.start : m.end].root
        if relative and any(c.dep_ in RELATIVE_DEPS and relative_clause(c) for c in top.children):
            return Chunk(obj.mentions[:k])
        if _subject_of_the_next_verb(view, m.end):
            # "cerró 52 millones de A y Cerebras recaudó 112 millones": the next clause's subject
            return Chunk(obj.mentions[:k])
    return obj


def _subject_of_the_next_verb(view: Any, end: int) -> bool:
    """True if a finite verb with no subject of its own follows a name ending at ``end``."""
    if end >= view.sent.end or view.doc[end].pos_ != "VERB":
        return False
    verb = view.doc[end]
    heads = verb.dep_ in {"ROOT", "conj", "advcl", "ccomp", "parataxis"}  # (not "fast enough")
    return (
        heads
        and "Fin" in verb.morph.get("VerbForm")
        and not any(c.dep_ in SUBJECT_DEPS for c in verb.children)
    )


def named_subject_after(view: Any, verb: Any) -> bool:
    """True for a verb with a subject after it that a company heads ("que usa Anthropic"; a
    product after the verb is more likely its object: "que ofrecerá los chips Trainium")."""
    return any(
        c.dep_ in SUBJECT_DEPS
        and c.i > verb.i
        and (chunk := view.chunk_at(c.i)) is not None
        and chunk.types & ACTORS
        for c in verb.children
    )


def pronoun_is_object(view: Any, verb: Any, pronoun: Any) -> bool:
    """True for a relative pronoun tagged a subject that is the object: a company is the
    subject after the verb, and what the pronoun stands for is no company ("el chip que usa
    Anthropic"; not "Amazon, que respalda Anthropic", where Amazon backs Anthropic)."""
    if not named_subject_after(view, verb):
        return False
    antecedent = view.antecedent(pronoun)
    return antecedent is None or not antecedent.types & ACTORS


def phrase_noun(view: Any, noun: Any) -> Any:
    """The noun a phrase of another preposition than "of" hangs on, for the name it brings
    ("its first models since GPT-2": the models), or ``noun`` itself."""
    under = preposition_of(noun)
    if under is not None and under[0].lower_ not in view.lex.of_preps and under[1].pos_ == "NOUN":
        return under[1]
    return noun


def own_described_subject(verb: Any) -> bool:
    """ "y la primera ha comprado además acciones de SSI": a determiner and an adjective or
    noun the parser hung on a coordinated verb before it are the verb's own subject."""
    if verb.dep_ != "conj":
        return False
    lefts = [c for c in verb.lefts if verb.head.i < c.i]
    described = [c for c in lefts if c.dep_ == "amod" and c.pos_ in {"ADJ", "NOUN"}]
    return any(
        c.dep_ == "det" or any(d.dep_ == "det" for d in c.children) for c in lefts + described
    ) and bool(described)


def nominal_adjective(tok: Any) -> bool:
    """ "Groq es una startup que compite con Nvidia": a word the tagger took for an adjective
    that heads a phrase of its own with an article is a noun."""
    return tok.pos_ == "ADJ" and any(c.dep_ == "det" for c in tok.children)


def marked(verb: Any) -> bool:
    """True for a clause a mark opens ("that", "que")."""
    return any(c.dep_ == "mark" for c in verb.children)


def apposition_closed(view: Any, relative: Any, noun: Any) -> Any:
    """ "Jules, un agente de codificación basado en Gemini 2.5, que se posiciona como": the
    comma before the relative closes the apposition the comma after the name opened, so the
    clause is the name's, not the noun's inside the apposition the parser hung it on. The
    name's chunk, or None."""
    if relative.i == 0 or view.doc[relative.i - 1].text != ",":
        return None
    if (inner := view.chunk_at(noun.i)) is not None and "Company" in inner.types:
        return None  # "Colossus, a supercomputer built by Supermicro, which competes with Dell"
    appos = noun
    for _ in range(6):
        if appos.dep_ == "appos" or appos.head.i == appos.i:
            break
        appos = appos.head
    # (the apposition's own noun only if it names a class: "Ironwood, its seventh-generation
    # TPU, which competes with Blackwell")
    own = appos.i == noun.i
    if appos.dep_ != "appos" or appos.head.i > appos.i:
        return None
    name = view.chunk_at(appos.head.i)
    if name is None or (own and not _names_its_class(name, inner)):
        return None
    commas = [t.i for t in view.doc[name.end : relative.i] if t.text == ","]
    # one comma opening the apposition right after the name, the other closing it
    return name if len(commas) == 2 and commas[0] == name.end else None


def named_before_apposition(view: Any, verb: Any) -> Any:
    """ "Writer, a San Francisco startup backed by A and B, unveiled": the name before an
    apposition the comma right before the verb closes, or None."""
    if verb.i < 2 or view.doc[verb.i - 1].text != ",":
        return None
    for k in range(verb.i - 2, max(view.sent.start, verb.i - 16), -1):
        if view.doc[k].text == ",":
            name = view.chunk_at(k - 1) if k > view.sent.start else None
            opens = k + 1 < verb.i and view.doc[k + 1].pos_ == "DET"
            return name if opens and name is not None and name.end == k else None
    return None


def _names_its_class(name: Any, inner: Any) -> bool:
    """True for an apposition's noun that names the class or the family of the name before
    it ("Ironwood, its seventh-generation TPU", "el H200, una GPU")."""
    if inner is None:
        return False
    families = {m.entity.family for m in name.mentions}
    return all(is_generic(m.entity.key) or m.entity.key in families for m in inner.mentions)


def copula_antecedent(copula: Any, before: int) -> Any | None:
    """The name a relative clause with a copula hangs on, when the relative pronoun is the
    copula's subject ("GMI Cloud, which is one of Nvidia's partners", before token ``before``);
    not "SK Hynix, whose top customer is", nor a common noun ("AI labs that are rivals")."""
    clause = copula.head if copula.dep_ == "cop" else copula
    name = clause.head
    if clause.dep_ not in {"relcl", "acl:relcl"} or name.pos_ != "PROPN" or name.i >= before:
        return None
    who = next((c for c in clause.children if c.dep_ in SUBJECT_DEPS), None)
    if who is None or who.lower_ not in RELATIVE_PRONOUNS:
        return None
    # the pronoun right after the name's phrase (the parser may hang "other AI labs that are"
    # on the list's first name)
    doc = copula.doc
    last = who.i - 1 - (doc[who.i - 1].text == ",")
    return (
        name if name.i <= last and all(t.pos_ == "PROPN" for t in doc[name.i : last + 1]) else None
    )


def owned_supplier(view: Any, noun: Any) -> bool:
    """True for a supplier noun a name or a possessive owns ("el principal proveedor de
    Nvidia", "Nvidia's supplier", "su proveedor"): another party; not one whose phrase ends
    in its own name ("El proveedor de infraestructura de IA CoreWeave firmó")."""
    lex = view.lex
    if noun.lower_ not in lex.supplier_nouns:
        return False
    if any(c.dep_ == "poss" or c.lower_ in lex.possessives for c in noun.children):
        return True
    j = of_after(view, noun)
    if j is None:
        return False
    while j < view.sent.end and view.doc[j].pos_ == "DET":
        j += 1
    return view.chunk_at(j) is not None and view.doc[j].head.i in {noun.i, view.doc[j - 1].i}


def partners_product(view: Any, verb: Any, noun: Any) -> bool:
    """True for a purpose of adoption after a partnership whose object the companion makes
    ("una alianza con Anthropic para integrar el asistente Claude", "a deal with Nvidia to deploy
    Blackwell GPUs"): the other party, the clause's subject, adopts it; the pair does not (nor
    in "to train Claude on Trainium2", "to run ChatGPT on Azure": the maker does that)."""
    frames = view.lex.verbs.get(verb.lemma_.lower(), ())
    if not any(f.property == "uses" and not f.preps and not f.inverse for f in frames):
        return False  # (not "to train Claude on Trainium2": who trains is the partner)
    on = frozenset(p for f in frames if f.property == "uses" for p in f.preps)
    if any(c.i > verb.i and c.lower_ in on for c in verb.subtree):
        return False  # ("to run ChatGPT on Azure": what it is run on is used)
    for_whom = view.lex.customer_preps
    if any(c.lower_ in for_whom and view.chunk_after(c.i, max_gap=2) for c in verb.subtree):
        return False  # ("to deploy Blackwell GPUs for xAI": the customer uses them)
    companion = view.chunk_after(noun.i + 1, max_gap=2)
    obj = next((c for c in verb.children if c.dep_ in {"obj", "dobj"}), None)
    made = view.chunk_in(obj) if obj is not None else None
    if companion is None or made is None or companion.start > verb.i:
        return False
    makers = {k for m in made.mentions for k in makers_of(m.entity.key, m.entity.family)}
    return bool(makers) and {m.entity.key for m in companion.mentions} <= makers


def owner_of_its_noun(view: Any, name_root: Any, relative: Any) -> bool:
    """True for a name that only owns the group a relative clause hangs on, right before the
    pronoun ("los clientes de AWS que usan Trainium2", "the customers of AWS that use"): the
    clause is said of the group, not of its owner (a name set off after the group is its
    member: "El principal rival de Nvidia que fabrica el MI300X, AMD,"; an owner's team, site
    or service acts for it: "the data center from Microsoft that uses GB200 chips")."""
    noun = relative.head.head
    lex, doc = view.lex, view.doc
    if noun.lemma_.lower() not in lex.groups and noun.lower_ not in lex.groups:
        return False
    if any(t.text == "," for t in doc[name_root.i : relative.i]):
        return False  # "Microsoft, que utiliza GPT-4": the name's own clause
    if any(c.dep_ == "appos" for c in noun.children) or not lex.example_introducers.isdisjoint(
        t.lower_ for t in doc[relative.i : relative.sent.end]
    ):
        return False  # "Rivals of Nvidia that make GPUs, such as AMD": the members named
    holder = name_root.head
    if holder.dep_ == "prep" or (holder.pos_ == "ADP" and holder.i != noun.i):
        holder = holder.head  # "of AWS": the preposition's noun
    return holder.i == noun.i and name_root.dep_ in {"nmod", "pobj", "poss"}
