"""Relations said by a phrase between two lists: "TPU y Trainium frente a las GPUs de Nvidia";
and what a cloud offers, by a product reached through it ("renting TPUs through Google Cloud")."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from typing import Any

from ..lexicon import Phrase
from .chunks import (
    ACTORS,
    FOCUS_PROPERTIES,
    OBJECT_DEPS,
    PRODUCT_TYPES,
    SUBJECT_DEPS,
    span_root,
)
from .context import Chunk, Found, SentenceView
from .pairs import pairs
from .phrase_sides import (
    compared_already,
    coordinated_predicate,
    in_another_role,
    in_closed_clause,
    of_a_class,
    others_of_a_class,
    owners_thing,
    placed_inside,
    thing_between,
)
from .preps import after_prep
from .voice import is_passive
from .words import case_noun, party_to_a_case

MAX_LEFT_DISTANCE = 12
# How far before a measure noun its multiple or share may stand ("three times the FP4").
RATIO_REACH = 5
_RATIO = re.compile(r"^\d+([.,]\d+)?\s?(%|x|×)$")
# What a cloud offers: the products reached through it.
OFFERED_TYPES = frozenset({"Chip", "Framework", "AIModel"})


@cache
def _first_words(phrases: tuple[tuple[str, ...], ...]) -> frozenset[str] | None:
    """The words ``phrases`` start with; None if one is empty (it matches anywhere)."""
    if not all(phrases):
        return None
    return frozenset(words[0] for words in phrases)


def extract(view: SentenceView) -> Iterator[Found]:
    yield from _between(view)
    yield from _channels(view)
    yield from _ratios(view)


def _sets_apart(view: SentenceView, words: tuple[str, ...], last: int) -> bool:
    """True if the phrase ending at ``last`` closes a longer phrase that sets a name apart
    without comparing it ("other than"; "rather than" weighs alternatives, rivals)."""
    return any(
        len(apart) > len(words)
        and apart[-len(words) :] == words
        and view.words_at(last - len(apart) + 1, apart)
        for apart in view.lex.apart_phrases
    )


def _ratios(view: SentenceView) -> Iterator[Found]:
    """ "The Maia 200 delivers three times the FP4 performance of Amazon's Trainium", "su GPU
    C500 ofrece alrededor del 75% de la potencia de la NVIDIA A100": what a clause measures
    against a share or a multiple of another's performance competes with it."""
    lex = view.lex
    for tok, lemma, lower in zip(view.tokens, view.lemma_words, view.lower_words, strict=True):
        if lemma not in lex.measure_nouns and lower not in lex.measure_nouns:
            continue
        before = view.doc[max(view.sent.start, tok.i - RATIO_REACH) : tok.i]
        if not any(_is_ratio(t.lower_, lex.ratio_words) for t in before):
            continue
        other = _measured(view, tok)
        verb = view.governing_verb(tok)
        measured = view.subject_of(verb) if verb is not None else None
        if other is None or measured is None or other == measured:
            continue
        if measured.types & other.types - {"Company", "CloudPlatform"}:
            yield from pairs(view, measured, "competesWith", other, "phrases.ratio", tok.i)


def _is_ratio(word: str, ratio_words: frozenset[str]) -> bool:
    """ "times", "veces", "%", "2.4x", "80%": a multiple or a share."""
    return word in ratio_words or bool(_RATIO.match(word))


def _measured(view: SentenceView, noun: Any) -> Chunk | None:
    """Whose measure it is: "of X", "offered by X", "X's performance"."""
    lex = view.lex
    j = noun.i + 1
    if j < view.sent.end and view.doc[j].pos_ == "VERB" and view.doc[j].dep_ == "acl":
        j += 1  # "the performance offered by NVIDIA's H100"
    if j < view.sent.end and view.doc[j].lower_ in lex.of_preps | lex.agent_preps:
        return view.chunk_after(j, max_gap=3, noun_phrase=True, owners=True)
    owner = view.chunk_before(noun.i, max_gap=2)
    if owner is not None and view.doc[owner.end].lower_ in lex.genitive_markers:
        return owner  # "60% of Nvidia H100's inference performance"
    return None


def _between(view: SentenceView) -> Iterator[Found]:
    by_first_word = view.lex.phrases_by_first_word
    # Each token's lower form as the view read it once (a Token made at each word, twice a
    # sentence with the channels' walk, was a third of this rule's time).
    for i, lower in enumerate(view.lower_words, view.sent.start):
        for phrase in by_first_word.get(lower, ()):
            words, subject = phrase.words, phrase.subject
            if not view.words_at(i, words):
                continue
            last = i + len(words) - 1
            if phrase.property == "competesWith" and (
                _sets_apart(view, words, last)
                or (last + 1 < view.sent.end and view.doc[last + 1].like_num)
                or (i > view.sent.start and case_noun(view.lex, view.doc[i - 1]))
                or (words[0] in view.lex.versus_words and not view.lacks(view.lex.court_nouns))
            ):
                # "hardware other than Nvidia's", "more than 100,000 of", "a lawsuit against",
                # "Qualcomm vs Arm: jury clears Qualcomm" (a case, no rivalry)
                continue
            right = view.chunk_after(last, max_gap=3, noun_phrase=True, owners=True)
            if right is None or (phrase.property == "competesWith" and _names_other(view, right)):
                continue
            if (
                subject == "clause"
                and phrase.property == "competesWith"
                and (thing_between(view, last, right) or owners_thing(view, right))
            ):  # "catch up with demand from Nvidia", "with Nvidia's demand": demand, no rival
                continue
            if phrase.property == "competesWith" and _acts_after(view, right):
                continue  # "needs far more HBM than SK Hynix can supply": a supplier
            if phrase.property == "competesWith" and _against_a_plan(view, words, right):
                continue  # "carriers push against Nvidia's AI plan": a stance, no rivalry
            if in_another_role(view, last, right, phrase.property):
                continue  # "junto a rivales como CoreWeave": rivals, not partners
            if words in view.lex.coinvestor_marks and others_of_a_class(view, last, right):
                continue  # "Accel, junto a otros fondos como Plural": of a kind, no partners
            if subject == "clause" and _owner_of_a_thing(view, last, right):
                continue  # "un campus junto a la central de Talen Energy": beside a place
            if subject == "clause":
                # ("helped xAI catch up with OpenAI": the phrase's own verb, whose subject is
                # the one helped)
                verb = (
                    view.doc[i] if view.doc[i].pos_ == "VERB" else view.governing_verb(view.doc[i])
                )
                # "participa en el proyecto, junto con Arm y Nvidia": those who take part
                # in something beside one another are not said to be partners, nor those
                # who lead or hold a market together ("junto a Samsung, lidera el mercado").
                lex = view.lex
                if (
                    verb is None
                    or verb.lemma_.lower() in lex.joining_verbs
                    or of_a_class(view, verb)
                    # "varias iniciativas, incluida la inversión en Stargate, en colaboración
                    # con OpenAI": an example's phrase, whose names do not act (not "amplió su
                    # acuerdo, incluyendo el despliegue ... en colaboración con OpenAI")
                    or (
                        verb.lower_ in lex.example_introducers
                        and verb.dep_ not in {"advcl", "xcomp", "conj", "ROOT"}
                    )
                ):
                    continue
                if verb.lemma_.lower() in lex.summing_verbs | lex.leading_verbs and any(
                    t.lemma_.lower() in lex.market_nouns or t.text == "%"
                    for c in verb.children
                    if c.dep_ in {"obj", "dobj"}
                    for t in c.subtree
                ):
                    continue  # a market led or held together ("lidera el proyecto" is joint)
                # "El centro se construirá en colaboración con HPE": a passive's subject is
                # what is made, no partner
                made = verb.lemma_.lower() in lex.building_verbs or any(
                    f.property == "develops" for f in lex.verbs.get(verb.lemma_.lower(), ())
                )
                patient = made and is_passive(view, verb)
                # "fue construido por Eviden en colaboración con ParTec": the agent is
                agent = after_prep(view, verb, view.lex.agent_preps) if patient else None
                left_chunk = view.maker_above(verb) or (agent if patient else view.subject_of(verb))
                # products compete too ("AMD's MI355X goes head-to-head with the B200")
                rivals = phrase.property == "competesWith" and bool(left_chunk and left_chunk.types)
                if left_chunk is not None and (left_chunk.types & ACTORS or rivals):
                    yield from _related(view, phrase, left_chunk, right, i)
                continue
            if phrase.inverse and words[0] == "," and _list_goes_on(view, i, right):
                right = Chunk(right.mentions[:1])  # "Google, propiedad de Alphabet, Amazon y"
            before = list(view.chunks_before(i))
            for left in before:
                if i - left.end > MAX_LEFT_DISTANCE:
                    break
                if _in_a_role(view, left):
                    continue  # "with Meta as its first customer, ... in competition with"
                if any(view.doc[j].text in {".", ";"} for j in range(left.end, i)):
                    break
                if in_closed_clause(view, left, i):
                    continue  # "The company, which Intel once tried to buy, is backed by"
                if phrase.property == "competesWith" and coordinated_predicate(view, left, i):
                    continue  # "más potente que A y está al nivel de B": not A's rival
                if phrase.property == "competesWith" and compared_already(view, left, i):
                    # "faster than the M3 and comparable to the Core Ultra 7": the subject's
                    main = view.subject_of(view.sent.root)
                    if main is None or main.end > left.start:
                        break  # (none named: "Es más rápido que un M3 y comparable al")
                    left = main
                if phrase.inverse and _other_noun_between(view, left, i):
                    # "donated PyTorch to the foundation as a project, backed by AMD": what
                    # is backed is the project.
                    break
                prev = view.doc[left.start - 1].lower_ if left.start > view.sent.start else ""
                if phrase.property == "competesWith" and (
                    _names_other(view, left)
                    or prev in view.lex.agent_preps
                    or (  # "The ruling against Micron ... against Samsung": a party to a case
                        left.start > view.sent.start + 1
                        and view.doc[left.start - 1].lower_ == words[0]
                        and view.doc[left.start - 2].pos_ == "NOUN"
                        and case_noun(view.lex, view.doc[left.start - 2])
                    )
                    or party_to_a_case(view, left)  # "el juicio de Qualcomm contra Arm"
                    or (
                        words[0] in view.lex.comparison_marks
                        and _owner_in_object(view, left, i, right)
                    )
                ):
                    # "offered by Dell at a lower price than Nvidia systems": sellers; "xAI
                    # bought more Nvidia chips than Meta": the buyers are compared (not
                    # "tested the new Intel chips against AMD": the chips are)
                    break
                made = phrase.property == "develops" and _made_by(view, left, i, last, right)
                if phrase.property == "competesWith":
                    left = placed_inside(view, left) or left  # "el Kirin presente en el Mate 70"
                if _kinds(view, left) & _kinds(view, right) or made:
                    # "Cerebras Inference is faster than Groq": a cloud is of a company's kind
                    yield from _related(view, phrase, _bracketed(view, left, i), right, i)
                    break
            if not before and phrase.property in FOCUS_PROPERTIES:
                # "En comparación con la plataforma H200 HGX de NVIDIA, la plataforma MI325X
                # ofrece ...": a fronted comparison is of the main clause's subject.
                main = view.subject_of(view.sent.root)
                if main is not None and main.start > right.end and main.types - {""}:
                    yield from _related(view, phrase, main, right, i)
                    continue
                # "un movimiento directo frente al dominio de Nvidia", no one named before it:
                # the company the article is about.
                # (not "all that PC vs Xbox marlarky", "an ecosystem comparable to Anduril": the
                # noun before it is compared; but "ganó cuota frente a Intel", "gained share
                # versus Intel" are the company's share, and the object before "vs" its own)
                prev = view.doc[i - 1] if i > view.sent.start else None
                compared = (
                    prev is not None
                    and prev.pos_ in {"NOUN", "PROPN"}
                    and prev.lemma_.lower() not in view.lex.market_nouns
                    and (words[0] not in view.lex.versus_words or prev.dep_ not in OBJECT_DEPS)
                )
                focus = None if compared else view.focus_reference(view.doc[i])
                if focus is not None and _products_copula(view, i, right):
                    # "Intel presentó XeLL. Es el equivalente a NVIDIA Reflex": a copula with
                    # no subject says it of the product last presented, not of the company
                    focus = view.presented_reference(view.doc[i])
                if focus is not None:
                    yield from _related(view, phrase, focus, right, i)


def _products_copula(view: SentenceView, i: int, right: Chunk) -> bool:
    """True for a phrase whose noun a copula predicates, with no subject named ("Es el
    equivalente a NVIDIA Reflex"), against products (or names no one typed) only."""
    noun = view.doc[i]
    return right.types - {""} <= PRODUCT_TYPES and any(c.dep_ == "cop" for c in noun.children)


def _list_goes_on(view: SentenceView, at: int, right: Chunk) -> bool:
    """True for the names after a phrase set off by a comma (at ``at``) that run on to the
    plural verb of a list the name before the phrase opens after an agent's preposition or an
    example's word ("las empresas lideradas por Google, propiedad de Alphabet, Amazon y
    Microsoft diseñan"): the phrase ends at its first name (not "Stargate, propiedad de ...
    construirá", "Las memorias de Kioxia, propiedad de Bain Capital, Toshiba y SK Hynix")."""
    doc, lex = view.doc, view.lex
    first, end = right.mentions[0], right.end
    named = view.chunk_before(at, max_gap=0)
    opener = doc[named.start - 1].lower_ if named is not None and named.start > 0 else ""
    return (
        len(right.mentions) > 1
        and opener in lex.agent_preps | lex.example_introducers
        and doc[first.end].text == ","
        and end < view.sent.end
        and doc[end].pos_ in {"VERB", "AUX"}
        and "Plur" in doc[end].morph.get("Number")
    )


def _acts_after(view: SentenceView, chunk: Chunk) -> bool:
    """True for a name that is the subject of a verb after it ("than SK Hynix can supply")."""
    root = span_root(view.doc, chunk.start, chunk.end)
    verb = root.head
    return (
        root.dep_ in SUBJECT_DEPS
        and verb.pos_ in {"VERB", "AUX"}
        and chunk.end <= verb.i <= chunk.end + 2
        # (its verb right after it, or an auxiliary between: "than SK Hynix can supply")
        and all(t.pos_ in {"AUX", "PART"} for t in view.doc[chunk.end : verb.i])
    )


def _owner_in_object(view: SentenceView, left: Chunk, i: int, right: Chunk) -> bool:
    """True for a name that owns or makes a verb's object or a preposition's ("bought $18
    billion of Nvidia chips", "more Nvidia GPUs"): what a comparison after it compares is
    the clause's, not the owner's (not "AMD's chips are faster than": the subject's, nor
    "buys AMD chips because they are cheaper than": another clause's)."""
    if left.types != {"Company"} or any(t.pos_ in {"VERB", "AUX"} for t in view.doc[left.end : i]):
        return False  # (a product named with its class noun is compared itself)
    after = view.doc[right.end] if right.end < view.sent.end else None
    if after is not None and (after.pos_ == "NOUN" or after.tag_ == "POS"):
        return False  # "more AMD chips than Nvidia ones": the two makers' things are compared
    tok = view.doc[left.end - 1]
    if tok.dep_ not in {"compound", "poss", "nmod"} or tok.head.i <= tok.i:
        return False
    noun = tok.head
    while noun.dep_ in {"compound", "amod"} and noun.head.i > noun.i:
        noun = noun.head
    return noun.pos_ in {"NOUN", "PROPN"} and noun.dep_ in {"dobj", "obj", "pobj", "obl"}


def _in_a_role(view: SentenceView, chunk: Chunk) -> bool:
    """True for a name a companion preposition brings in a role ("with Nvidia as its main
    supplier"): it is said of the clause's subject, the name is no side of the clause."""
    doc = view.doc
    before = doc[chunk.start - 1] if chunk.start > view.sent.start else None
    after = doc[chunk.end] if chunk.end < view.sent.end else None
    return (
        before is not None
        and after is not None
        and before.lower_ in view.lex.companion_preps
        and after.lower_ in view.lex.role_marks
    )


def _made_by(view: SentenceView, left: Chunk, i: int, last: int, right: Chunk) -> bool:
    """True for a maker's phrase ("es obra de", "is the brainchild of") between the product
    that heads the clause's subject (or stands right before a comma) and the name right
    after it ("El chip Vireo es obra de Lumora"; not "La filtración del modelo Kestrel es
    obra de un empleado de Samsung", "The port of Llama 2 to the X2 chip is the work of")."""
    doc, lex = view.doc, view.lex
    if any(t.pos_ != "DET" for t in doc[last + 1 : right.start]):
        return False  # "de un empleado de Samsung"
    if right.end < view.sent.end and doc[right.end].lower_ in lex.genitive_markers:
        return False
    head = span_root(doc, left.start, left.end)
    while head.dep_ in {"compound", "flat", "appos", "amod"} and head.head.i != head.i:
        head = head.head
    return head.dep_ in SUBJECT_DEPS or (doc[i].text == "," and left.end == i)


def _against_a_plan(view: SentenceView, words: tuple[str, ...], right: Chunk) -> bool:
    """True for a stance word ("against") after a verb of taking a stance, before a name that
    owns a plan or a deal ("push against Nvidia's AI plan", "lobbied against Nvidia's takeover
    of Arm"; not an offer or a bid, which one bids against, nor "racing against")."""
    lex, end = view.lex, right.end
    if words[-1] not in lex.stance_preps or end >= view.sent.end:
        return False
    if view.doc[end].lower_ not in lex.genitive_markers:
        return False
    verb = view.governing_verb(view.doc[right.start - 1])
    if verb is None or verb.lemma_.lower() not in lex.stance_verbs:
        return False  # "AMD is racing against Nvidia's plans": rivals all the same
    owner = span_root(view.doc, right.start, end)
    owned = owner.head.lemma_.lower()
    return owner.dep_ == "poss" and owned in lex.given_up_nouns and owned not in lex.bid_nouns


def _owner_of_a_thing(view: SentenceView, last: int, right: Chunk) -> bool:
    """True for a name after a phrase that only owns the noun the phrase brings ("junto a la
    fábrica de Intel"): the phrase places or pairs that thing, not the name."""
    return view.doc[right.start - 1].lower_ in view.lex.of_preps and any(
        t.lower_ in view.lex.landmark_nouns for t in view.doc[last + 1 : right.start - 1]
    )  # (not "junto con ingenieros de Marvell", "junto con la filial de Broadcom": partners)


def _kinds(view: SentenceView, chunk: Chunk) -> frozenset[str]:
    return frozenset(view.lex.kind.get(t, t) for t in chunk.types)


def _channels(view: SentenceView) -> Iterator[Found]:
    """ "OpenAI is renting Google's TPUs through Google Cloud", "acceder a Claude a través de
    Vertex AI": the product named before a channel word, in its clause, is what the cloud
    after it offers."""
    firsts = _first_words(view.lex.channel_phrases)
    for i, lower in enumerate(view.lower_words, view.sent.start):
        if firsts is not None and lower not in firsts:
            continue  # no phrase starts here (every phrase tried at every token: 0.2 s of 4)
        for words in view.lex.channel_phrases:
            if not view.words_at(i, words):
                continue
            right = view.chunk_after(i + len(words) - 1, max_gap=3, noun_phrase=True, owners=True)
            clouds = (
                [m for m in right.mentions if m.entity.type == "CloudPlatform"] if right else []
            )
            left = _offered_before(view, i) if clouds else None
            if left is None:
                continue
            for cloud in clouds:
                yield from pairs(view, Chunk((cloud,)), "offers", left, "phrases.channel", i)


def _bracketed(view: SentenceView, left: Chunk, i: int) -> Chunk:
    """ "como Cohere o Mistral (la apuesta europea para competir contra OpenAI)": a bracket
    opened after a list speaks of its last name only."""
    between = [t.text for t in view.doc[left.end : i]]
    if "(" in between and ")" not in between[between.index("(") :]:
        return Chunk((left.mentions[-1],))
    return left


def _offered_before(view: SentenceView, i: int) -> Chunk | None:
    """The product named nearest before token ``i`` in its clause, past its maker ("las GPU
    MI300X de AMD a través de Azure")."""
    for left in view.chunks_before(i):
        if i - left.end > MAX_LEFT_DISTANCE or any(
            view.is_boundary(view.doc[j]) for j in range(left.end, i)
        ):
            return None
        if left.types and left.types <= OFFERED_TYPES:
            return left
        owner = (
            left.start > view.sent.start and view.doc[left.start - 1].lower_ in view.lex.of_preps
        )
        if not owner:
            return None
    return None


def _names_other(view: SentenceView, chunk: Chunk) -> bool:
    """True if the chunk's last name only modifies a noun that describes something else
    ("bigger than the previous GPT-3 test": the test is compared, not GPT-3)."""
    if chunk.mentions[-1].entity.type == "Company":
        return False  # "cheaper than Nvidia hardware": a company's goods stand for it
    if chunk.end < view.sent.end and view.doc[chunk.end].lower_ in view.lex.genitive_markers:
        return False  # "Grok 3's performance ... competitive with GPT-4o": Grok 3 is
    tokens = view.doc[chunk.mentions[-1].start : chunk.end]
    heads = {t.head.i for t in tokens if not chunk.start <= t.head.i < chunk.end}
    if len(heads) != 1:
        return False
    head = view.doc[heads.pop()]
    # "32 núcleos de CPU frente a los 16 del M4 Max": the counted cores are compared, not the
    # CPU ("el rendimiento de la H100 frente a la MI300X" compares the H100)
    of = chunk.start > view.sent.start and view.doc[chunk.start - 1].lower_ in view.lex.of_preps
    counted = of and head.i < chunk.start and any(c.like_num for c in head.children)
    after = head.i >= chunk.end or counted
    return after and head.pos_ == "NOUN" and not view.is_description_head(head)


def _other_noun_between(view: SentenceView, left: Chunk, end: int) -> bool:
    """True for a common noun between ``left`` and ``end`` that is no description of ``left``:
    one that describes nothing, or a verb's object ("Groq, the AI chip startup backed by
    BlackRock" describes Groq; "Microsoft acquired a startup backed by Nvidia, Enfabrica" backs
    the startup it acquired, not Microsoft)."""
    return any(
        tok.pos_ == "NOUN" and (not view.is_description_head(tok) or tok.dep_ in {"obj", "dobj"})
        for tok in view.doc[left.end : end]
    ) or any(_after_clause_comma(view, tok) for tok in view.doc[left.end : end])


def _after_clause_comma(view: SentenceView, tok: Any) -> bool:
    """ "..., and the company, backed by": a description after a comma and a conjunction opens
    a clause of its own, whose backers are not the list's."""
    if tok.pos_ != "NOUN" or not view.is_description_head(tok):
        return False
    j = tok.i - 1
    while j > view.sent.start and view.doc[j].pos_ in {"DET", "ADJ"}:
        j -= 1
    return (
        j - 1 >= view.sent.start
        and view.doc[j].lower_ in view.lex.coordinators
        and view.doc[j].text != ","
        and view.doc[j - 1].text == ","
    )


def _related(
    view: SentenceView, phrase: Phrase, left: Chunk, right: Chunk, i: int
) -> Iterator[Found]:
    if phrase.products and not (left.types & PRODUCT_TYPES and right.types & PRODUCT_TYPES):
        return iter(())
    if phrase.inverse:
        return pairs(view, right, phrase.property, left, "phrases.between", i)
    return pairs(view, left, phrase.property, right, "phrases.between", i)
