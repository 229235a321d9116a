"""What a preposition after a verb brings: the name after one of a frame's prepositions
("raised $40 million from SoftBank", "runs on Trainium2", "millones de dólares de BlackRock"),
past the verb's own object, a part of an amount or a denied preposition; the name a relative
clause opened by a preposition hangs on ("Cerebras, in which G42 holds a stake"); the companion
right after a name ("signed by AMD with OpenAI"); and whether a name stands in a
preposition's phrase."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..spans import span_root
from .chunks import OBJECT_DEPS, RELATIVE_PRONOUNS
from .context import Chunk, SentenceView
from .words import company_noun, person_run, preposition_of

MAX_OBJECT_GAP = 8
# How far a frame that needs its own words may reach ("raised $693 million ... from").
MAX_WITH_WORDS_GAP = 10
# Words of a noun phrase before the name it leads to: "por el fabricante de chips
# estadounidense Nvidia".
AGENT_GAP = 8
# How a name hangs inside a noun phrase: "su modelo V3", "its V3 model", "GPU H800".
NAME_IN_PHRASE_DEPS = frozenset({"appos", "compound", "flat", "nmod", "amod", "poss"})


def after_prep(
    view: SentenceView,
    verb: Any,
    preps: frozenset[str],
    max_gap: int = MAX_OBJECT_GAP,
    past_phrase: bool = False,
) -> Chunk | None:
    """The chunk after one of ``preps`` following ``verb`` (dates do not count): the first
    such preposition that has a chunk close after it ("millones de dólares de BlackRock").
    It reads past the verb's object, and with ``past_phrase`` past a name in the object's
    noun phrase ("entrenó su modelo V3 con"); past a part of an amount listed after a comma
    ("$130 million, including $96 million from"), and past a preposition a negation denies
    with its name ("not with Nvidia GPUs but with AMD's")."""
    gap = 0
    denied = skip = False
    part = 0  # where a part of an amount is listed ("including $100 million in debt from")
    for j in range(verb.i + 1, view.sent.end):
        tok = view.doc[j]
        if _denies_next(view, j):
            denied = True  # "filled not with Nvidia's GPUs but with AMD's": the next one
        elif tok.lower_ in preps and denied:
            denied, skip = False, True
        elif skip and view.chunk_at(j) is not None:
            # (a name that ends the document ends the sentence: no token after it to read)
            if j + 1 >= len(view.doc) or view.doc[j + 1].lower_ not in view.lex.coordinators:
                skip = j + 1 < view.sent.end and view.chunk_at(j + 1) is not None
            continue
        elif tok.lower_ in preps:
            # The head of the phrase after the preposition: "by the ROCm software platform"
            # gives ROCm, "by insatiable demand for its GPUs" no name.
            chunk = view.chunk_after(j, max_gap=AGENT_GAP, noun_phrase=True, owners=True)
            chunk = chunk or _past_person(view, j) or _class_members(view, j)
            if chunk is not None and set_apart(view, chunk):
                return None  # "on chips other than Nvidia's", "con nubes distintas de Azure"
            if (
                chunk is not None
                and part
                and not view.lex.debt_nouns.isdisjoint(view.lowers_in(part, j))
            ):
                return None  # a part lent, no stake
            if chunk is not None:
                return chunk
        elif (chunk := view.chunk_at(j)) is not None and any(
            in_own_object(verb, view.doc[i], past_phrase) for i in range(chunk.start, chunk.end)
        ):
            pass  # "trains Claude on Trainium2", "entrenó su modelo V3 con": past its object
        elif view.chunk_at(j) is not None or view.is_boundary(tok):
            if view.chunk_at(j) is not None or not _part_listed(view, j):
                return None
            part = part or j
        if not (view.is_date(j) or view.in_amount(tok)):
            # "invertirá 1.300 millones de euros (1.500 millones de dólares) en Mistral AI"
            gap += 1
            if gap >= max_gap:
                return None
    return None


def _past_person(view: SentenceView, j: int) -> Chunk | None:
    """ "backed by Jeff Bezos, Nvidia and SoftBank": the names listed after a person who opens
    the preposition's list (``person_run``, then a comma)."""
    doc, k = view.doc, person_run(view, j + 1)
    if k - j < 3 or k + 1 >= view.sent.end or doc[k].text != ",":
        return None
    listed = view.chunk_at(k + 1)
    root = span_root(doc, listed.start, listed.end) if listed is not None else None
    return listed if root is not None and root.dep_ == "conj" and j < root.head.i < k else None


def _class_members(view: SentenceView, j: int) -> Chunk | None:
    """ "con las tres grandes compañías discográficas (Sony Music, Universal y Warner)", "with
    the big server makers (Dell, HPE and Lenovo)", "by companies such as Unilever": the names
    a class noun of companies after the preposition at ``j`` lists in brackets or as examples."""
    doc, k = view.doc, j + 1
    while k < view.sent.end and (doc[k].pos_ in {"DET", "NUM", "ADJ"} or doc[k].dep_ == "compound"):
        k += 1  # ("the three big server makers")
    if k >= view.sent.end or not company_noun(view.lex, doc[k]):
        return None
    k += 1
    while k < view.sent.end and (
        doc[k].pos_ == "ADJ"
        or (
            k + 1 < view.sent.end
            and doc[k].lower_ in view.lex.of_preps
            and doc[k + 1].pos_ == "NOUN"
        )
    ):
        k += 1 if doc[k].pos_ == "ADJ" else 2  # "compañías discográficas", "de servidores"
    if k + 1 < view.sent.end and doc[k].text in {"—", "–"}:
        k += 1  # "by major global companies — including McDonald's, Unilever" (not ", like")
    if k < view.sent.end and doc[k].lower_ in view.lex.example_introducers:
        # "adopted by companies such as Unilever and Nestlé": the examples the noun lists
        return view.listed_after(k)[0]
    if k + 1 >= view.sent.end or doc[k].text != "(":
        return None
    listed = view.chunk_at(k + 1)
    return listed if listed is not None and listed.start == k + 1 else None


def _denies_next(view: SentenceView, j: int) -> bool:
    """True for a negation at ``j`` that is not "not only" ("no solo")."""
    lex, doc = view.lex, view.doc
    nxt = doc[j + 1].lower_ if j + 1 < view.sent.end else ""
    return doc[j].lower_ in lex.negations and nxt not in lex.negation_limiters


def _part_listed(view: SentenceView, j: int) -> bool:
    """True at the comma or the introducer of a part of an amount listed after it ("raised $130
    million, including $96 million from Toyota", "130 millones, incluidos 96 de Toyota")."""
    doc = view.doc
    k = j + 1 if doc[j].text == "," else j  # the introducer, after its comma
    return (
        k + 1 < view.sent.end
        and doc[k].lower_ in view.lex.example_introducers
        and doc[k - 1].text == ","
        and view.in_amount(doc[k - 2])
        and view.in_amount(doc[k + 1])
    )


def in_own_object(verb: Any, tok: Any, in_phrase: bool = True) -> bool:
    """True if ``tok`` is the verb's direct object or, ``in_phrase``, a name inside its noun
    phrase ("su modelo V3", "its V3 model")."""
    while in_phrase and tok.dep_ in NAME_IN_PHRASE_DEPS and tok.head.i not in (tok.i, verb.i):
        tok = tok.head
    # "Meta runs Llama 3 on ...": the tagger may take the object for an adverbial noun, or
    # for an apposition of the verb ("Meta despliega Llama 4 en GPU H100")
    deps = OBJECT_DEPS | {"npadvmod", "appos"} if tok.i > verb.i else OBJECT_DEPS
    return tok.dep_ in deps and tok.head.i == verb.i


def use_preps(view: SentenceView, verb: Any) -> frozenset[str]:
    """The prepositions that bring what the verb's frames of use are done on ("runs on",
    "entrenó con", "deployed on")."""
    frames = view.lex.verbs.get(verb.lemma_.lower(), ())
    return frozenset().union(*(f.preps for f in frames if f.property == "uses"))


def relative_antecedent(view: SentenceView, noun: Any, preps: frozenset[str]) -> Chunk | None:
    """ "Cerebras, in which G42 holds a stake", "Cerebras, en la que G42 tiene una
    participación": the name a relative clause hangs on, when the clause opens with one of
    ``preps`` and a relative pronoun and ``noun`` is its verb's object."""
    verb = noun.head  # (a relative clause, however the parser hangs it)
    if noun.dep_ not in {"dobj", "obj"}:
        return None
    return clause_antecedent(view, verb, preps, noun.i)


def clause_antecedent(
    view: SentenceView, verb: Any, preps: frozenset[str], until: int | None = None
) -> Chunk | None:
    """The name a relative clause of ``verb`` hangs on when the clause opens with one of
    ``preps`` and a relative pronoun (before token ``until``): "Anthropic, in which Amazon
    has invested", "Anthropic, en la que Amazon ha invertido"."""
    if verb.i == verb.head.i:
        return None
    if _stranded(verb, preps) and until is None:
        return _noun_antecedent(view, verb)  # "one of the companies Nvidia works with"
    for c in verb.children:
        if c.i > (verb.i if until is None else until):
            break
        if c.lower_ in preps:  # "in which": the pronoun under the preposition
            opened = any(g.lower_ in RELATIVE_PRONOUNS for g in c.children)
        else:  # "en la que": the pronoun with its preposition as a case marker
            cased = any(k.dep_ == "case" and k.lower_ in preps for k in c.children)
            opened = cased and c.lower_ in RELATIVE_PRONOUNS
        if opened:
            # "AMD, Cerebras Systems — in which G42 holds a stake — and Qualcomm": the name
            # right before the clause (past its comma or dash), not the list it stands in
            start = c.i if c.lower_ in preps else min(t.i for t in c.subtree)
            before = [m for m in view.mentions if m.end <= start]
            last = max(before, key=lambda m: m.end, default=None)
            if last is None or not all(t.is_punct for t in view.doc[last.end : start]):
                # "una de las empresas con las que Nvidia colabora": the name the noun is
                return _noun_antecedent(view, verb) if until is None else None
            # "launched Stargate with Oracle, in which SoftBank has invested": a companion's
            # name is no antecedent (what was made with it may be)
            if _companion_of_a_making(view, last):
                return None
            return Chunk((last,))
    return None


def _stranded(verb: Any, preps: frozenset[str]) -> bool:
    """True for a relative clause that ends with one of ``preps`` on its own ("the companies
    Nvidia works with", "the companies that Nvidia works with")."""
    return verb.dep_ == "relcl" and any(
        c.dep_ == "prep"
        and c.lower_ in preps
        and c.i > verb.i
        # (nothing after it: "that" may be its object, read before it)
        and all(g.lower_ in RELATIVE_PRONOUNS and g.i < c.i for g in c.children)
        for c in verb.children
    )


def _noun_antecedent(view: SentenceView, verb: Any) -> Chunk | None:
    """The name a relative clause's unnamed noun stands for: the one it describes ("IQM is
    one of the companies Nvidia works with") or the one set off by commas right after the
    clause ("Una de las empresas con las que Nvidia colabora, SEEQC, ...")."""
    noun = verb.head
    if noun.pos_ != "NOUN" or view.chunk_at(noun.i) is not None or _wished(noun):
        return None
    described = view.described(noun)
    if described is not None:
        return described
    # (the first comma after the verb: the parser may hang the name on the clause's last noun)
    end = next((t.i for t in view.doc[verb.i + 1 : view.sent.end] if t.text == ","), None)
    if end is None or end + 1 >= view.sent.end:
        return None
    named = view.chunk_at(end + 1)
    if named is None or named.start != end + 1 or named.end >= view.sent.end:
        return None
    return named if view.doc[named.end].text == "," else None


def _wished(noun: Any) -> bool:
    """True for a noun said by an infinitive below another verb ("IQM aspira a ser una de las
    empresas en las que invierte Nvidia", "dejó de ser una de"): a wish or a change, no fact."""
    tok = noun
    for _ in range(4):
        said = any(c.dep_ == "cop" for c in tok.children) or tok.pos_ in {"VERB", "AUX"}
        if said or tok.head.i == tok.i:
            return tok.dep_ == "xcomp"  # (not "afirmó que IQM es una de", "dado que")
        tok = tok.head
    return False


def _companion_of_a_making(view: SentenceView, m: Any) -> bool:
    """True for a companion of a verb with an object of its own ("launched Stargate with
    Oracle, in which": Stargate may be what the clause is about; not "teamed up with xAI, in
    which it has invested")."""
    phrase = preposition_of(view.doc[m.start : m.end].root)
    if phrase is None or phrase[0].lower_ not in view.lex.companion_preps:
        return False
    return any(c.dep_ in OBJECT_DEPS for c in phrase[1].children)


def companion_after(view: SentenceView, chunk: Chunk, preps: frozenset[str]) -> Chunk | None:
    """The name right after ``chunk`` and one of ``preps`` ("signed by AMD with OpenAI"), not
    one a phrase brings ("with Oracle's blessing", "con el visto bueno de Nvidia", "in
    competition with SK Hynix")."""
    j = chunk.end
    if j + 1 >= view.sent.end or view.doc[j].lower_ not in preps:
        return None
    other = view.chunk_at(j + 1)
    if other is None or other.start != j + 1:
        return None
    after = view.doc[other.end].lower_ if other.end < view.sent.end else ""
    return None if after in view.lex.genitive_markers else other


def in_object_or_phrase(view: SentenceView, chunk: Chunk) -> bool:
    """True for a name that is a verb's object or stands in a preposition's phrase ("Tras
    asociarse con Nvidia y AMD firmó"): no subject the surface may give a verb."""
    root = view.doc[chunk.start : chunk.end].root
    phrase = preposition_of(root)
    # (an agent acts: "the technology used by SK Hynix in")
    return root.dep_ in OBJECT_DEPS or (
        phrase is not None and phrase[0].lower_ not in view.lex.agent_preps
    )


def companions(view: SentenceView, head: Any, introduced: bool = False) -> Iterator[Chunk]:
    """The names after a companion preposition hung on ``head``: "with NVIDIA" (a preposition
    child), "con Nvidia" (a name with its case marker); ``introduced``, also the name a class
    noun there introduces ("con la empresa Planet")."""
    preps = view.lex.companion_preps
    for child in head.children:
        if child.lower_ in preps:
            named = next((c for c in child.children if c.dep_ in {"pobj", "obj"}), None)
        elif child.dep_ in {"obl", "nmod"} and any(
            c.dep_ == "case" and c.lower_ in preps for c in child.children
        ):
            named = child
        else:
            continue
        if named is None:
            continue
        chunk = view.chunk_at(named.i)
        if chunk is None and introduced and view.is_class_noun(named):
            chunk = view.chunk_at(named.i + 1)
            chunk = chunk if chunk is not None and chunk.start == named.i + 1 else None
        if chunk is not None:
            yield chunk


def phrase_before(view: SentenceView, verb: Any, obj: Chunk, own: frozenset[str]) -> bool:
    """True if a preposition of the verb's own, or of its object's, stands between it and
    ``obj`` ("is running its models on Microsoft Azure": Azure is no object), but those of the
    frame's ``own`` words ("pondrá en marcha el centro")."""
    holders = {verb.i, *(c.i for c in verb.children if c.dep_ in OBJECT_DEPS)}
    for tok in view.doc[verb.i + 1 : obj.start]:
        if (
            tok.pos_ != "ADP"
            or tok.lower_ in view.lex.of_preps
            or view.doc[tok.i + 1].lower_ in own
        ):
            continue  # (not "the largest share of Azure capacity": what the object is of)
        phrase = preposition_of(tok.head) if tok.dep_ == "case" else (tok, tok.head)
        if phrase is None or phrase[0] != tok or phrase[1].i not in holders:
            continue
        inside = tok.head if tok.dep_ == "case" else tok  # (not "el centro de datos Fairwater")
        if inside.left_edge.i <= obj.start <= inside.right_edge.i:
            return True
    return False


def set_apart(view: SentenceView, obj: Chunk) -> bool:
    """True for a name right after words that set it apart ("other than", "salvo", "distintas
    de"), past the words that qualify the name ("other than Nvidia GPUs")."""
    i = obj.start
    while not view.phrase_before(i, view.lex.apart_phrases):
        before = view.doc[i - 1] if i > view.sent.start else None
        if before is None or not (
            before.pos_ == "DET"
            or obj.start <= before.head.i < obj.end
            or obj.start <= before.head.head.i < obj.end  # "other than Nvidia's H100"
        ):
            return False
        i -= 1
    return True


def past_field(view: SentenceView, j: int, preps: frozenset[str]) -> int:
    """Where a short field phrase at ``j`` ends when one of ``preps`` follows it ("una alianza
    en la industria con Google DeepMind", "a partnership in the industry with X"): the parser
    hangs the object on the field's noun. ``j`` when no such phrase stands there."""
    if view.doc[j].lower_ not in view.lex.field_preps or preps & view.lex.field_preps:
        return j
    for k in range(j + 1, min(j + 8, view.sent.end)):
        tok = view.doc[k]  # ("en el sector sanitario con", "en el negocio de centros de datos con")
        if tok.lower_ in preps:
            return k if k > j + 1 and view.doc[k - 1].pos_ in {"NOUN", "ADJ"} else j
        of = tok.lower_ in view.lex.of_preps
        if (tok.pos_ not in {"DET", "ADJ", "NOUN"} and not of) or view.chunk_at(k) is not None:
            return j
    return j


def as_adjective(tok: Any, noun: Any, preps: frozenset[str]) -> bool:
    """ "socio clave de Amazon": a bare noun right on the noun, no preposition of its own,
    qualifies it as an adjective would (the parser may hang the frame's "de Amazon" on it)."""
    return (
        tok.head.i == noun.i
        and tok.dep_ in {"nmod", "amod"}
        and all(
            c.i > tok.i and any(g.dep_ == "case" and g.lower_ in preps for g in c.children)
            for c in tok.children
        )
    )
