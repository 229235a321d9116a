"""Funding rounds as the group rules see them: the nouns of a round and its series, the verbs
of joining one, the sentence before a group noun that may have named the round, amounts of
money, and whose a group's or a round's noun is (``owner_of``)."""

from __future__ import annotations

import re
from typing import Any

from ..lexicon import Lexicon
from .context import Chunk, SentenceView

# A paragraph's user_data key: whether the last sentence of the paragraph before names a round.
ROUND_BEFORE = "hwkg_round_before"

# How long an amount of money may be: "de 1.300 millones de euros (1.500 millones de dólares)".
MAX_AMOUNT_WORDS = 14
# The letter of a round's series: "Series E", "Serie B", "Series C1".
ROUND_LETTER = re.compile(r"^[A-K](-?[0-9])?\.?$")


def round_of(view: SentenceView, noun: Any) -> Any | None:
    """The funding round a group noun's preposition brings ("investors in the round",
    "participantes de esta ronda de financiación"), if any."""
    nxt = noun.i + 1
    if nxt >= view.sent.end or view.doc[nxt].pos_ != "ADP":
        return None
    j = nxt + 1
    while j < view.sent.end and view.doc[j].pos_ in {"DET", "ADJ"}:
        j += 1
    if j < view.sent.end and is_funding(view, view.doc[j]):
        return view.doc[j]
    return None


def is_funding(view: SentenceView, tok: Any) -> bool:
    funding = view.lex.funding_nouns
    return tok.lemma_.lower() in funding or tok.lower_ in funding or _series(view, tok)


def past_round_name(view: SentenceView, noun: Any) -> int:
    """The token after a round noun, what qualifies it and the series it names ("la ronda de
    financiación Serie E de X", "the Series E of X")."""
    doc, end = view.doc, view.sent.end
    j = noun.i + 2 if _series(view, noun) else noun.i + 1
    if j + 1 < end and doc[j].lower_ in view.lex.of_preps and is_funding(view, doc[j + 1]):
        j += 2  # "ronda de financiación"
    if j < end and _series(view, doc[j]):
        j += 2
    return j


def _series(view: SentenceView, tok: Any) -> bool:
    """True for a capital "Series" before a round's letter and no noun ("its $500 million
    Series E"; not "Apple's Series A chips", "los servidores de la serie B"). The word is
    asked first: ``Token.sent`` walks the sentence (5 µs), and most tokens are no "Series"."""
    if not (tok.lower_ in view.lex.round_series and tok.text[:1].isupper()):
        return False
    nxt, end = tok.i + 1, tok.sent.end
    return (
        nxt < end
        and ROUND_LETTER.match(tok.doc[nxt].text) is not None
        and not (nxt + 1 < end and tok.doc[nxt + 1].pos_ in {"NOUN", "PROPN"})
    )


def joined_directly(verb: Any, round_: Any) -> bool:
    """True if the round is what the verb of joining takes, through prepositions and the
    round's own words only ("joined Ayar Labs' $500 million Series E"; not "joined the
    consortium, while xAI's funding round closed", "participa en la producción de la serie
    B de Nvidia")."""
    tok = round_
    for _ in range(6):
        if tok.head.i == tok.i:
            return False
        child, tok = tok, tok.head
        if tok.i == verb.i:
            return True
        if child.dep_ == "appos":
            continue  # "in Lightmatter's $400 million Series D.": a letter hung on the owner
        if tok.pos_ != "ADP" and not (tok.dep_ == "compound" or ROUND_LETTER.match(tok.text)):
            return False
    return False


def joins_a_round(view: SentenceView, noun: Any) -> bool:
    verb = view.governing_verb(noun)
    return verb is not None and is_joining(view, verb)


def takes_part_in_a_round(view: SentenceView, noun: Any) -> bool:
    """True for a noun whose clause joins a round or leads one ("co-led the round with investor
    Sands Capital", "codirigió la ronda con el inversor Sands Capital"): its members are fellow
    investors of the round's company, not investors of the clause's subject."""
    verb = view.governing_verb(noun)
    return verb is not None and (is_joining(view, verb) or leads_a_round(view, verb))


def is_joining(view: SentenceView, verb: Any) -> bool:
    """True for a verb of joining ("participated", "se sumó") or one its object makes so
    ("took part in")."""
    lex = view.lex
    return verb.lemma_.lower() in lex.joining_verbs or any(
        c.lower_ in lex.joining_objects
        for c in verb.children
        if c.dep_ in {"dobj", "obj", "compound"}  # "tomó parte": the parser's compound
    )


def leads_a_round(view: SentenceView, verb: Any) -> bool:
    """True for a verb of leading whose object is a round ("BlackRock led the round",
    "Sequoia lideró la ronda"): who leads a round takes part in it (but a round it leads is
    no round joined: "Disruptive led the round, in which BlackRock participated" is the
    raiser's round)."""
    lex = view.lex
    if verb.lemma_.lower() not in lex.leading_verbs and verb.lower_ not in lex.leading_verbs:
        return False
    # (an object the parser read as a predicate's or a clause's, "round" an adverb: "MGX led
    # Anthropic's Series G round")
    objects = [c for c in verb.children if c.dep_ in {"dobj", "obj", "oprd", "ccomp"}]
    # "led the Series D of X": the parser may make the letter the object, the series its word
    return any(is_funding(view, t) for c in objects for t in (c, *c.lefts))


def in_a_round(view: SentenceView, noun: Any) -> bool:
    """True for a group noun with no complement of its own in a sentence that names a funding
    round, or right after one that does."""
    nxt = noun.i + 1
    own = _the_round_after(view, nxt) if nxt < view.sent.end else False
    if nxt < view.sent.end and view.doc[nxt].pos_ == "ADP" and not own:
        return False
    before = view.sentence_before()
    start = before.start if before is not None else view.sent.start
    # "in the round" names no round of its own, and says the round is the one told before:
    # the sentence before names it, and this one tells of no other ("Lumora raised $100
    # million, and Nvidia was among the investors in the round" is Lumora's, not the focus's)
    end = view.sent.start if own else view.sent.end
    return any(t.lemma_.lower() in view.lex.round_nouns for t in view.doc[start:end]) and not (
        own and _raising_here(view)
    )


def _raising_here(view: SentenceView) -> bool:
    """True for a sentence with a verb of raising money ("raised", "levantó")."""
    return not view.lex.raising_verbs.isdisjoint(view.lemma_words)


def _the_round_after(view: SentenceView, prep: int) -> bool:
    """True for a preposition that brings the round itself ("among the investors in the
    round.", "entre los inversores de la ronda."): its determiner and a round's noun, and
    nothing after them that says which round."""
    end = min(prep + 3, view.sent.end)
    words = view.doc[prep + 1 : end]
    closed = end >= view.sent.end or view.doc[end].is_punct  # (not "the round that valued")
    return (
        len(words) == 2
        and words[0].pos_ == "DET"
        and words[1].lemma_.lower() in view.lex.round_nouns
        and closed
    )


def names_a_round(lex: Lexicon, span: Any, lemmas: list[str] | None = None) -> bool:
    """True for a sentence that names a round its main verb does not lead or join ("Nscale
    raised $2 billion in a round led by Aker"; not "Nvidia led a funding round in Nscale",
    whose company in focus is the investor). ``lemmas``: its words' lower lemmas, if read."""
    root = span.root.lemma_.lower()
    if root in lex.leading_verbs or root in lex.joining_verbs:
        return False
    if lemmas is None:
        lemmas = [t.lemma_.lower() for t in span]
    return not lex.round_nouns.isdisjoint(lemmas)


# How a verb of saying takes whom it tells ("told investors", "dijo a los inversores")
AUDIENCE_DEPS = frozenset({"dobj", "dative", "iobj", "obj", "obl"})


def audience(view: SentenceView, noun: Any) -> bool:
    """True for a group a speaker tells something ("told investors the company expects",
    "dijo a los inversores que"): an audience, whose members no one names."""
    return noun.head.lemma_.lower() in view.lex.speech_verbs and noun.dep_ in AUDIENCE_DEPS


def investor_after_round(view: SentenceView, noun: Any) -> tuple[Chunk | None, Chunk | None]:
    """ "Tenstorrent raised $700 million in a Series D round. AMD Ventures was already a
    shareholder": a company a copula calls an investor, of no one the phrase names, after a
    sentence that names a round, and the company in focus, whose round it was."""
    verb = noun.head if noun.dep_ == "attr" else noun
    if not any(c.dep_ == "cop" for c in noun.children) and verb is noun:
        return None, None
    if not round_named_before(view) or not view.outright(verb):
        return None, None
    subject = view.subject_of(verb)
    if subject is None or subject.types != {"Company"} or subject.start > noun.i:
        return None, None
    return subject, view.focus_reference(noun)


def round_named_before(view: SentenceView) -> bool:
    """True if the sentence before names a funding round (``names_a_round``): in the
    paragraph, or, for its first sentence, the last one of the paragraph before ("Nscale
    raised $2 billion in a Series C round." then a paragraph "The transaction also drew the
    backing of A and B")."""
    before = view.sentence_before()
    if before is not None:
        return names_a_round(view.lex, before)
    return bool(view.doc.user_data.get(ROUND_BEFORE))


def past_amount(view: SentenceView, j: int) -> int:
    """The token after an amount of money that starts with "of" at ``j`` ("de 2.000 millones
    de dólares", "of $2 billion") or with words that bring in a value ("valued at over $10
    billion"); ``j`` itself if none starts there."""
    lex = view.lex
    end = min(j + MAX_AMOUNT_WORDS, view.sent.end)
    origin = j
    while j < end - 1 and view.doc[j].lower_ in lex.value_words:
        j += 1  # "valued at over $10 billion", "por valor de 1,4 billones de dólares"
    if j > origin:
        j -= 1  # the last value word stands where "of" would
    elif view.doc[j].lower_ not in lex.of_preps or j + 1 >= end:
        return origin
    while j + 2 < end and view.doc[j + 1].lower_ in lex.value_words | lex.of_preps:
        j += 1  # "of about $135 billion", "de unos 2.000 millones", "de cerca del 7%"
    first = view.doc[j + 1]
    if not (_number(first) or first.lower_ in lex.amount_words):
        return origin
    k = j + 1
    while k < end:
        tok = view.doc[k]
        if not (
            _number(tok)
            or tok.lower_ in lex.amount_words
            or tok.lower_ in lex.of_preps
            or tok.text in {"(", ")", "%"}
        ):
            break
        k += 1
    return k


def _number(tok: Any) -> bool:
    """A number, or a percentage written as one word ("7%")."""
    text = tok.text[:-1] if tok.text.endswith("%") else tok.text
    return tok.like_num or (text[:1].isdigit() and text.replace(",", "").replace(".", "").isdigit())


def possessive_of(view: SentenceView, noun: Any) -> Any | None:
    """The possessive determiner of ``noun``, past an adjective the parser hung it on ("cuyo
    principal accionista"), or None."""
    heads = (noun, *(a for a in noun.children if a.dep_ == "amod" and a.i < noun.i))
    return next((t for h in heads for t in h.children if t.lower_ in view.lex.possessives), None)


def owner_of(view: SentenceView, noun: Any) -> Chunk | None:
    """Whose a group's or a round's noun is: a possessive's, a name's before it ("Nvidia rival
    AMD"), or the one "of" brings after it and its round's series or amount."""
    det = possessive_of(view, noun)
    if det is not None:
        return view.possessor_of(det)
    start = view.np_start(noun)
    for j in range(start, noun.i):
        if _plural_genitive(view, j):
            return _genitive_owner(view, j, noun)
    j = start - 1
    while j > view.sent.start and (view.doc[j].like_num or view.doc[j].pos_ == "SYM"):
        j -= 1  # "Ayar Labs' $500 million round": a plural's mark the parser left out
    if j > view.sent.start and _plural_genitive(view, j):
        return _genitive_owner(view, j, noun)
    nxt = past_round_name(view, noun)
    while nxt < view.sent.end and view.doc[nxt].pos_ == "ADJ":
        nxt += 1  # "el accionista mayoritario de Arm"
    if (
        nxt < view.sent.end
        and view.doc[nxt].lower_ in view.lex.holding_preps
        and view.lex.groups.get(noun.lemma_.lower()) == "investsIn"
    ):
        held = view.chunk_after(nxt, max_gap=2, noun_phrase=True)
        # (not "a key stakeholder in Nvidia's success": the success is held)
        if held is not None and view.doc[held.end].lower_ not in view.lex.genitive_markers:
            return held  # "the largest shareholder in Kunlunxin", "inversor en OpenAI"
    if nxt < view.sent.end and view.doc[nxt].lower_ in view.lex.of_preps:
        after = past_amount(view, nxt)  # "la Serie E de 500 millones de Ayar Labs"
        if after > nxt and view.doc[after - 1].lower_ in view.lex.of_preps:
            return view.chunk_at(after)
        if after > nxt and after < view.sent.end and _in_company(view, noun, after):
            return view.chunk_after(after, max_gap=2, noun_phrase=True)  # "... en Cerebras"
        return view.chunk_after(nxt, max_gap=2, noun_phrase=True)
    k = noun.i - 1
    if k > view.sent.start and _series(view, view.doc[k]):
        k -= 1  # "Elon Musk's xAI Series E": the name before the series
    before = view.chunk_at(k) if k >= view.sent.start else None
    if before is not None and before.end == k + 1:
        return before  # "Nvidia rival AMD": the name that modifies the noun
    # "Nvidia led a round in Nscale": the company the round is in
    if nxt < view.sent.end and _in_company(view, noun, nxt):
        return view.chunk_after(nxt, max_gap=2, noun_phrase=True)
    return None


def _genitive_owner(view: SentenceView, j: int, noun: Any) -> Chunk | None:
    """The name before a possessive's mark at ``j``; past a person's, the company named right
    after it ("Elon Musk's xAI Series E")."""
    owner = view.chunk_at(j - 1)
    if owner is not None:
        return owner
    after = view.chunk_at(j + 1)
    return after if after is not None and after.end < noun.i else None


def _in_company(view: SentenceView, noun: Any, j: int) -> bool:
    """True if the word at ``j`` after a round's noun brings the company it is in ("en")."""
    lex = view.lex
    if view.doc[j].lower_ not in lex.round_owner_preps:
        return False
    # (a series' letter the parser made the head: "led a $675 million Series B in Figure")
    series = noun.i > view.sent.start and _series(view, view.doc[noun.i - 1])
    return series or bool(lex.round_nouns & {noun.lemma_.lower(), noun.lower_})


def _plural_genitive(view: SentenceView, j: int) -> bool:
    """True for a possessive's mark at ``j``, the curly one after a plural included ("Ayar
    Labs’ round"; elsewhere "’" may close a quotation)."""
    mark = view.doc[j]
    return mark.lower_ in view.lex.genitive_markers or (
        mark.text == "\u2019" and view.doc[j - 1].text.endswith("s")
    )
