"""Companies that act together are partners: "AMD and Sony jointly designed", "Meta and
Broadcom have taped out their first accelerator" (one thing made together)."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

from ..spans import span_root
from .chunks import ACTORS, PRODUCT_TYPES, SUBJECT_DEPS
from .context import Chunk, Found, SentenceView
from .frame_words import distributive_near, fits_words, own_things
from .funding import owner_of
from .lemmas import verb_lemmas, verbs_of
from .pairs import pairs
from .preps import after_prep, companions
from .voice import is_passive
from .words import is_gerund, morph_values

# More names than this acting together (a consortium's or a coalition's founders) are written
# in the gold lists as the first-named, the lead, with each other one, not as every pair.
MAX_CLIQUE = 5


def extract(view: SentenceView) -> Iterator[Found]:
    # Each reading needs one of its words in the sentence (as a lower form or a lower
    # lemma), and is skipped without: most sentences have none.
    lex = view.lex
    if not view.lacks(lex.joint_adverbs):
        yield from _jointly(view)
    if not view.lacks(verbs_of(lex, "partnersWith", reciprocal=True)):
        yield from _partners_alone(view)
    making = not view.lacks(verbs_of(lex, "develops"))
    if making or not view.lacks(lex.opening_verbs):
        yield from _made_together(view)
        yield from _made_with(view)
    yield from _fronted_making(view)  # (it reads the sentence's first word only, at first)
    if not view.lacks(lex.together_nouns):
        yield from _in_one_venture(view)
    if not view.lacks(lex.joint_verbs):
        yield from _made_jointly(view)


def _made_jointly(view: SentenceView) -> Iterator[Found]:
    """ "Volkswagen and Xpeng are co-developing two EVs", "Samsung codiseña el chip con
    Naver": the subjects of a verb of making together are partners, and so are the subject
    and whom it makes the thing with."""
    for tok, lemma in zip(view.tokens, view.lemma_words, strict=True):
        if lemma not in view.lex.joint_verbs or tok.pos_ != "VERB":
            continue
        if is_passive(view, tok):  # "co-designed by Samsung and Naver": the agents
            agents = after_prep(view, tok, view.lex.agent_preps)
            yield from _all_pairs(view, agents, tok.i) if agents is not None else ()
            continue
        yield from _subjects_partner(view, tok, tok.i)
        _, companion = _made_with_whom(view, tok)
        candidates, _ = view.subjects_of(tok)
        if companion is not None and candidates and candidates[0] != companion:
            yield from pairs(view, candidates[0], "partnersWith", companion, "verbs.jointly", tok.i)


def _made_with_whom(view: SentenceView, verb: Any) -> tuple[Any | None, Chunk | None]:
    """A verb of making's object and the company after its companion preposition ("designed
    the Mach-1 accelerator with Naver", "codiseñó el chip con Naver": the parser may hang the
    preposition on the object)."""
    obj = next((c for c in verb.children if c.dep_ in {"obj", "dobj"}), None)
    companion = _companion(view, verb) or (_companion(view, obj) if obj is not None else None)
    return obj, companion


def _made_with(view: SentenceView) -> Iterator[Found]:
    """ "Samsung designed the Mach-1 with Naver", "Zyphra released Zamba3, a model developed
    with AMD", "Aleph Alpha desarrolló su modelo con Graphcore": a company the making is done
    with makes the thing too (unless the gazetteer says who does), and is a partner of whoever
    makes it with them."""
    making = verbs_of(view.lex, "develops")  # a VERB's: what ``_makes`` asks
    opening = view.lex.opening_verbs  # "abrirá tres centros con Oracle": built with it too
    for tok, pos, lemma in zip(view.tokens, view.pos_tags, view.lemma_words, strict=True):
        if pos != "VERB" or (lemma not in making and lemma not in opening):
            continue
        obj, companion = _made_with_whom(view, tok)
        if lemma not in making and (obj is None or not view.lex.is_facility_noun(obj)):
            continue  # "opened talks with Intel": only a facility opened with a company
        if companion is None or not companion.types <= {"Company"}:
            continue
        # "desarrolla con Naver un chip de IA llamado Mach-1": the name the object is given
        made = (view.chunk_at(obj.i) or view.named_product(obj)) if obj is not None else None
        if made is None and tok.dep_ in {"acl", "amod"}:
            made = view.chunk_at(tok.head.i) or view.described(tok.head)
        if made is not None:
            yield from pairs(view, companion, "develops", made, "verbs.made-with", tok.i)
        candidates, _ = view.subjects_of(tok)
        if is_passive(view, tok):
            continue  # "El centro se construirá en colaboración con HPE": made, no partner
        if candidates and candidates[0] != made:
            yield from pairs(
                view, candidates[0], "partnersWith", companion, "verbs.made-with", tok.i
            )


def _fronted_making(view: SentenceView) -> Iterator[Found]:
    """ "Developed with Booz Allen Hamilton and other partners, Space Llama marks ...",
    "Desarrollado junto a Booz Allen, Space Llama marca ...": the companies a fronted
    participle of making names after a companion's words make the product the main clause is
    about (where the parser keeps the sentence whole; the passive rule reads "Developed by
    X, Y")."""
    lex, doc, start = view.lex, view.doc, view.sent.start
    first = doc[start]
    if first.pos_ not in {"VERB", "ADJ"} or first.i + 1 >= view.sent.end:
        return
    if verbs_of(lex, "develops").isdisjoint(verb_lemmas(first, lex)):
        return
    comma = next((t.i for t in doc[start + 1 : view.sent.end] if t.text == ","), None)
    if comma is None:
        return
    made = view.chunk_after(comma, max_gap=2, noun_phrase=True)
    if made is None or not made.types & PRODUCT_TYPES:
        return
    marks = lex.companion_preps | {w[0] for w in lex.coinvestor_marks}
    for chunk in view.chunks:
        if start < chunk.start < comma and chunk.types <= {"Company"}:
            before = view.lowers_in(start + 1, chunk.start)
            if not before.isdisjoint(marks):
                yield from pairs(view, chunk, "develops", made, "verbs.fronted", first.i)


# Verbs of presenting, making or agreeing ("announce", "presentar", "sign"): a joint thing
# they take makes partners ("received a joint letter" does not).
PRESENTING = frozenset({"announces", "develops", "partnersWith"})


def _frames(view: SentenceView, verb: Any, properties: frozenset[str]) -> bool:
    """True if one of ``verb``'s frames states one of ``properties``."""
    lex = view.lex
    return any(
        f.property in properties
        for lemma in verb_lemmas(verb, lex)
        for f in lex.verbs.get(lemma, ())
    )


def _makes(view: SentenceView, verb: Any) -> bool:
    """True for a verb that makes its object (not "trabajan en sus chips de 2 nm", whose making
    needs a preposition: the parser took "nm" for its object)."""
    lex = view.lex
    return any(
        f.property == "develops" and not f.preps
        for lemma in verb_lemmas(verb, lex)
        for f in lex.verbs.get(lemma, ())
    )


def _companion(view: SentenceView, head: Any, introduced: bool = False) -> Chunk | None:
    """The name after a companion preposition hung on ``head``: "with NVIDIA" (a preposition
    child), "con Nvidia" (a name with its case marker); ``introduced``, also one a class noun
    introduces ("una misión conjunta con la empresa Planet")."""
    chunks = companions(view, head, introduced)
    return next((c for c in chunks if _ends_phrase(view, c)), None)


def _ends_phrase(view: SentenceView, companion: Chunk) -> bool:
    """True if the companion's phrase ends with it: "with Nvidia in mind", "con Nvidia como
    rival" and "with Nvidia and AMD GPUs" name no one the making is done with; a place or a
    time after it may follow ("con Oracle en Texas", "with Nvidia in 122 days"), or the verb's
    object ("construye con AMD un centro de datos")."""
    after = companion.end
    if after >= view.sent.end or view.doc[after].pos_ in {"PUNCT", "CCONJ"}:
        return True
    nxt = view.doc[after]
    if nxt.dep_ == "det" and nxt.head.dep_ in {"obj", "dobj"} and nxt.head.head.i < after:
        return True  # "construye con AMD un centro de datos": the verb's object follows
    if "Rel" in morph_values(view.doc[after], "PronType"):
        return True  # "with heavyweight Nvidia that would power Grok"
    if nxt.lower_ in view.lex.purpose_marks and nxt.head.pos_ == "VERB" and nxt.head.i > after:
        return True  # "con la empresa Planet para probar hardware": what it is for follows
    if view.doc[after].lower_ not in view.lex.place_preps or after + 1 >= view.sent.end:
        return False
    # "en el condado de Shackelford", "in Texas", "in 122 days" (not "in mind")
    return view.doc[after + 1].pos_ in {"PROPN", "NUM", "DET"}


def _in_one_venture(view: SentenceView) -> Iterator[Found]:
    """ "Telefónica, ACS y Nvidia forman el consorcio", "In a landmark collaboration, OpenAI,
    G42 and Oracle announced plans": companies that form, or act in, one collaboration are
    partners ("a partnership with Meta" names the partner: not this)."""
    lex = view.lex
    for tok, lemma, lower in zip(view.tokens, view.lemma_words, view.lower_words, strict=True):
        if lemma not in lex.together_nouns and lower not in lex.together_nouns:
            continue
        after = view.doc[tok.i + 1] if tok.i + 1 < view.sent.end else tok
        if after.lower_ in lex.companion_preps or any(
            c.lower_ in lex.companion_preps for c in tok.children
        ):
            continue  # "la colaboración con Nscale, Nvidia y Start Campus": the partners
        if view.mention_at(tok.i) is not None:
            continue  # "the members of the UALink Consortium": a named body, not a venture
        formed = _formed_by(view, tok)
        if formed is not None:
            yield from _all_pairs(view, formed, tok.i)
            continue
        if (
            tok.dep_ in {"nsubj", "nsubj:pass"}
            and tok.i < tok.head.i
            and "Part" not in morph_values(tok.head, "VerbForm")  # "incluida una iniciativa"
            and tok.head.lemma_.lower() in lex.inclusion_verbs
        ):
            yield from _included(view, tok)
            continue
        fronted = _listed_after_phrase(view, tok)
        if fronted is not None:
            yield from _all_pairs(view, fronted, tok.i)
            continue
        head = tok.head.head if tok.dep_ == "pobj" else tok.head
        if tok.dep_ not in {"obj", "dobj", "obl", "pobj"} or head.pos_ != "VERB":
            continue
        if head.lemma_.lower() in lex.summing_verbs | lex.joining_verbs:
            continue  # "hold jointly", "both joined the White House initiative"
        if "Plur" in morph_values(tok, "Number"):
            continue  # "each announced initiatives": one venture each
        yield from _subjects_partner(view, head, tok.i)


def _included(view: SentenceView, venture: Any) -> Iterator[Found]:
    """ "A consortium has teamed up with Nvidia. The partnership includes AstraZeneca, Ericsson
    and Saab": who a collaboration includes is a partner of the company whose it is (its
    owner, or the company in focus)."""
    members = view.parties_from(venture.head.i + 1, 1)
    owner = owner_of(view, venture) or view.focus_reference(venture)
    if members is None or owner is None:
        return
    for m in members.mentions:
        if not _listed_object(view, m, venture.head):
            continue  # "includes Nvidia's H100 GPUs and software from Microsoft"
        if m.entity.type in ACTORS and m.entity not in {o.entity for o in owner.mentions}:
            yield from pairs(view, Chunk((m,)), "partnersWith", owner, "verbs.jointly", venture.i)


def _listed_object(view: SentenceView, m: Any, verb: Any) -> bool:
    """True if the name is the verb's object, one listed with it or in apposition to it (not
    an owner, nor a name inside a phrase of a common noun)."""
    tok = view.doc[m.start : m.end].root
    while tok.dep_ in {"conj", "appos", "compound", "flat"} and tok.head.i != tok.i:
        tok = tok.head
    return tok.dep_ in {"obj", "dobj"} and tok.head.i == verb.i


def _listed_after_phrase(view: SentenceView, noun: Any) -> Chunk | None:
    """ "En una colaboración histórica, OpenAI, G42 y Oracle anunciaron": the list of
    companies right after the comma that closes a phrase the noun heads (the parser may hang
    the list on the noun)."""
    if noun.dep_ != "pobj" and not any(c.dep_ == "case" for c in noun.children):
        return None
    comma = next((t.i for t in view.doc[noun.i + 1 : noun.i + 4] if t.text == ","), None)
    listed = view.chunk_at(comma + 1) if comma is not None else None
    if listed is None or sum(m.entity.type in ACTORS for m in listed.mentions) < 2:
        return None
    return listed


def _formed_by(view: SentenceView, noun: Any) -> Chunk | None:
    """ "El consorcio Jupiter, formado por Eviden y ParTec", "a consortium made up of Nvidia,
    SAP and Siemens", "en el que participan Silo AI, Aleph Alpha y LightOn": the names listed
    after a word of forming that describes the venture's noun (two actors or more)."""
    words = view.lex.forming_words
    for c in noun.children:
        if c.dep_ not in {"acl", "amod", "relcl", "acl:relcl"} or c.i < noun.i:
            continue
        if c.lower_ not in words and c.lemma_.lower() not in words:
            continue
        listed = view.chunk_after(c.i, max_gap=3)
        if (
            listed is not None
            and listed.end <= c.right_edge.i + 1
            and sum(m.entity.type in ACTORS for m in listed.mentions) >= 2
            and (_described_by(c) or _subject_of(view, listed, c))
        ):
            return listed
    return None


def _described_by(word: Any) -> bool:
    """A participle or an adjective ("formed by", "formado por"; not "which makes servers")."""
    return word.pos_ == "ADJ" or "Part" in morph_values(word, "VerbForm")


def _subject_of(view: SentenceView, listed: Chunk, verb: Any) -> bool:
    """True if the list is ``verb``'s subject ("en el que participan A, B y C"; not "que
    participa en proyectos de A y B")."""
    root = span_root(view.doc, listed.mentions[0].start, listed.mentions[0].end)
    return root.head.i == verb.i and root.dep_ in {"nsubj", "nsubj:pass"}


def _all_pairs(view: SentenceView, chunk: Chunk, trigger: int) -> Iterator[Found]:
    actors = [m for m in chunk.mentions if m.entity.type in ACTORS]
    together: Iterator[tuple[Any, Any]] = itertools.combinations(actors, 2)
    if len(actors) > MAX_CLIQUE:  # a consortium's founders: the lead with each other one
        together = iter([(actors[0], b) for b in actors[1:]])
    for a, b in together:
        yield from pairs(view, Chunk((a,)), "partnersWith", Chunk((b,)), "verbs.jointly", trigger)


def _partners_alone(view: SentenceView) -> Iterator[Found]:
    """ "Oracle y Telefónica han unido fuerzas para desplegar ...", "Intel and Samsung
    teamed up": a verb of partnering with no one named after it makes its subjects partners
    of one another (not "each partnered")."""
    lex = view.lex
    partnering = verbs_of(lex, "partnersWith", reciprocal=True)
    for tok, pos, lemma in zip(view.tokens, view.pos_tags, view.lemma_words, strict=True):
        if pos != "VERB" or lemma not in partnering:
            continue  # (a VERB's ``verb_lemmas`` is its lemma: no frame below)
        if after_prep(view, tok, lex.companion_preps) is not None:
            continue  # "partnered with Nvidia": the svo rule's
        frames = [
            f
            for lemma in verb_lemmas(tok, lex)
            for f in lex.verbs.get(lemma, ())
            if f.property == "partnersWith" and f.reciprocal
        ]
        if not any(fits_words(view, tok, f) for f in frames):
            continue  # (not "rubricaron la ruptura de su alianza", "un acuerdo extrajudicial")
        if any(c.lower_ in lex.companion_preps for c in view.doc[tok.i : view.sent.end]):
            continue  # "unido fuerzas con ...", "para competir con AWS": not sure enough
        if not distributive_near(view, tok) and not own_things(view, tok):
            yield from _subjects_partner(view, tok, tok.i)


def _made_together(view: SentenceView) -> Iterator[Found]:
    """ "Intel y Dell están planeando construir una gran supercomputadora", "Meta and Broadcom
    have taped out their first AI training accelerator": companies that together make one
    thing (a singular object, not "GPUs", not "their own chips") are partners."""
    lex = view.lex
    each_its_own: bool | None = None  # read once a sentence, if a verb needs it
    making = verbs_of(lex, "develops")
    for tok, pos, lemma in zip(view.tokens, view.pos_tags, view.lemma_words, strict=True):
        if pos != "VERB" or (lemma not in making and lemma not in lex.opening_verbs):
            continue  # neither opened nor made (below)
        obj = next((c for c in tok.children if c.dep_ in {"obj", "dobj"}), None)
        if obj is None or view.chunk_at(obj.i) is not None or _result_clause(view, tok, obj):
            continue
        # "construirán un campus": Spanish "campus" has no number, its article has
        one = any(c.lower_ in lex.indefinite_articles for c in obj.children)
        if "Sing" not in morph_values(obj, "Number") and not one:
            continue
        # "Alibaba Cloud and China Telecom have inaugurated a new data center": one facility
        # opened together is made together
        opened = tok.lemma_.lower() in lex.opening_verbs and view.lex.is_facility_noun(obj)
        if not (opened or _makes(view, tok)):
            continue
        if each_its_own is None:
            each_its_own = any(w in lex.distributive_words for w in view.lower_words)
        if each_its_own:
            continue  # "AWS and Microsoft each opened a data center": each its own
        if any(t.lower_ in lex.own_words for t in obj.subtree):
            continue
        yield from _subjects_partner(view, tok, tok.i)


def _result_clause(view: SentenceView, verb: Any, obj: Any) -> bool:
    """True for a gerund that tells what the main clause brings about ("OpenAI, Google and Meta
    are expanding server farms, creating surging demand", "..., creando una demanda"): an
    abstract thing no subject makes together (not "..., building a new supercomputer")."""
    if (
        not is_gerund(verb)
        or verb.dep_ != "advcl"
        or any(c.dep_ in SUBJECT_DEPS for c in verb.children)
    ):
        return False
    return not view.kind_of(obj) and not view.lex.is_facility_noun(obj)


def _jointly(view: SentenceView) -> Iterator[Found]:
    """ "CoreWeave y Nvidia planean desarrollar conjuntamente", "AMD and Sony jointly
    designed", "BSC e Intel anunciaron un plan conjunto": companies that do something
    jointly, or do a joint thing, are partners."""
    for tok, lower in zip(view.tokens, view.lower_words, strict=True):
        # "un conjunto de herramientas", "conjuntos de chips", "en conjunto": a noun, no joint
        if lower not in view.lex.joint_adverbs or tok.pos_ in {"NOUN", "PROPN"}:
            continue
        verb = tok.head if tok.head.pos_ in {"VERB", "AUX"} else None
        companion = None
        if tok.dep_ == "amod" and tok.head.dep_ in {"obj", "dobj"}:
            # "announced a joint plan" ("face a joint lawsuit" makes no partners, nor "publicó
            # un comunicado conjunto con Arm": said together)
            said = tok.head.lemma_.lower() in view.lex.statement_nouns
            verb = tok.head.head if _frames(view, tok.head.head, PRESENTING) and not said else None
            # "anunció un proyecto conjunto con Nvidia": with the company it names
            if verb is not None:
                companion = _companion(view, tok.head, True) or _companion(view, verb, True)
        if verb is None or verb.lemma_.lower() in view.lex.summing_verbs:
            continue
        if companion is not None:
            candidates, _ = view.subjects_of(verb)
            if candidates and candidates[0] != companion:
                yield from pairs(
                    view, candidates[0], "partnersWith", companion, "verbs.jointly", tok.i
                )
        summing = view.lex.summing_verbs
        if any(c.dep_ == "xcomp" and c.lemma_.lower() in summing for c in verb.children):
            continue  # "which together plan to spend more than $300 billion": a sum
        yield from _subjects_partner(view, verb, tok.i)


def _subjects_partner(view: SentenceView, verb: Any, trigger: int) -> Iterator[Found]:
    """The actors among ``verb``'s first subject, each a partner of every other one."""
    candidates, _ = view.subjects_of(verb)
    if not candidates and _they(view, verb):
        # "OpenAI, Oracle and Related Digital said they would build a campus": the list
        candidates, _ = view.subjects_of(verb.head)
    if candidates and any(t.text == ":" for t in view.doc[verb.i : candidates[0].start]):
        return  # "The banking consortium brings together heavyweights: BNP Paribas, HSBC"
    if candidates:
        # "El BSC, sede del MareNostrum, e IBM", "El BSC – Centro Nacional de
        # Supercomputación e Intel": a name the parser coordinates with the subject (or its
        # apposition) past an apposition is a subject too.
        first = candidates[0]
        heads = list(view.doc[first.start : first.end])
        heads += [c for t in heads for c in t.children if c.dep_ == "appos"]
        listed = [
            other
            for tok in heads
            for child in tok.children
            if child.dep_ == "conj" and (other := view.chunk_at(child.i)) not in {None, first}
        ]
        mentions = [m for c in (first, *listed) for m in c.mentions]
        yield from _all_pairs(view, Chunk(tuple(dict.fromkeys(mentions))), trigger)


def _they(view: SentenceView, verb: Any) -> bool:
    """True for a clause under another one whose subject is "they" or, where the language
    drops it, a plural verb ("anunciaron que construirán"): the subject above is its."""
    if verb.dep_ not in {"ccomp", "xcomp"} or verb.head.dep_ in {"relcl", "acl:relcl"}:
        return False  # "briefed customers, who said they would build": the customers
    pronoun = next((c for c in verb.children if c.dep_ in {"nsubj", "nsubj:pass"}), None)
    if pronoun is not None:
        return pronoun.lower_ in view.lex.plural_pronouns
    return view.lex.pro_drop and "Plur" in morph_values(verb, "Number")
