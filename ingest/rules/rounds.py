"""Funding rounds and who takes part: "Groq raised $640 million in a round led by BlackRock",
"Led by the venture firm Stripes, the raise ...", "DFJ Growth is also joining the round", "with
A and B also participating". Who leads or joins a round invests in the company that raises it
(the round's owner, the subject of the raising verb, or the company in focus)."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

from ..lexicon import Lexicon
from .backing import backing, named_after
from .chunks import ACTORS, CLAUSE_END, SUBJECT_DEPS
from .context import Chunk, Found, SentenceView
from .funding import (
    ROUND_LETTER,
    is_funding,
    is_joining,
    joined_directly,
    joins_a_round,
    leads_a_round,
    owner_of,
    round_named_before,
)
from .group_owners import clause_company
from .members import GROUP_RULE, MAX_MEMBER_GAP, ROUND_REACH
from .pairs import pairs
from .words import is_gerund, preposition_of

# How many words a leader's description may take before "y por" brings a second one.
MAX_DESCRIPTION = 12


def _leaders(view: SentenceView) -> Iterator[Found]:
    """ "The $250mn financing was led by US Innovative Technology", "una ronda liderada por
    Stripes": who leads a funding round invests in the company that raises it."""
    lex = view.lex
    words = zip(view.tokens, view.pos_tags, view.lemma_words, view.lower_words, strict=True)
    for tok, pos, lemma, lower in words:
        deal = pos == "NOUN" and (lemma in lex.deal_nouns or lower in lex.deal_nouns)
        if not (deal and _about_a_round(view, tok)) and not is_funding(view, tok):
            continue
        leader = target = None
        # "una ronda Serie B de $125 millones de dólares liderada por X": past its amount
        # (and a valuation: "in seed funding at a $400 million post-money valuation, led by")
        j, stop = tok.i + 1, min(tok.i + ROUND_REACH + 5, view.sent.end)
        while j < stop:
            word = view.doc[j]
            lead = word.lemma_.lower() in lex.leading_verbs or word.lower_ in lex.leading_verbs
            if lead and j + 1 < view.sent.end and view.doc[j + 1].lower_ in lex.agent_preps:
                leader = _with_second_agent(view, view.chunk_after(j + 1, 3, noun_phrase=True))
                break
            named = view.chunk_at(j)
            prep = view.doc[j - 1].lower_
            if named is not None and j == tok.i + 2 and prep in lex.of_preps:
                j = named.end  # "La ronda de Cerebras fue liderada por": the round's owner
                continue
            if named is not None and j == tok.i + 2 and prep in lex.round_owner_preps:
                target, j = named, named.end  # "the investment in Genesys, led by"
                continue
            if word.text == ":" and j + 1 < stop and view.in_amount(view.doc[j + 1]):
                j += 1  # "su Serie D: $250 millones liderados por": the round's amount
                continue
            if named is not None or word.text in CLAUSE_END:
                break
            # past the amount's reach only the words of a valuation ("at a $400 million
            # post-money valuation"), not a clause ("months after a restructuring of its board")
            if j > tok.i + ROUND_REACH and not _a_valuation(view, tok.i + 1, j + 1):
                break
            j += 1
        # "The round was led by X and included A and B": those it includes too
        included = None if deal else _included(view, tok)
        if leader is None or included is None:
            leader = leader or included
        else:
            leader = Chunk(tuple(dict.fromkeys((*leader.mentions, *included.mentions))))
        if leader is None:
            continue
        # "Groq raised $640 million in a round led by BlackRock": the company that raises
        # (not one that "took part in a round led by X": whose round it is, it does not say).
        owner = owner_of(view, tok) or target
        if owner is None and not joins_a_round(view, tok):
            owner = clause_company(view, tok) or _fronted_with(view, tok)
            owner = owner or view.focus_reference(tok)
        if owner is not None and owner != leader:
            yield from pairs(view, leader, "investsIn", owner, GROUP_RULE, tok.i)


def _a_valuation(view: SentenceView, start: int, end: int) -> bool:
    """True for words from ``start`` to ``end`` that only say an amount or a valuation: no
    verb, pronoun or particle, and a valuation's noun or an amount's word ("at a $400 million
    post-money valuation", "de una serie de $ 53 millones"; not "in a sector led by")."""
    words = view.doc[start:end]
    clause = any(t.pos_ in {"VERB", "AUX", "PRON", "PART"} for t in words)
    lex = view.lex
    said = any(t.lower_ in lex.amount_words or t.lower_ in lex.valuation_nouns for t in words)
    return not clause and said


def _fronted_with(view: SentenceView, round_: Any) -> Chunk | None:
    """ "With a $1.1 billion round led by Fidelity, Cerebras is preparing": a round in a
    phrase of "with" before its verb is the verb's subject's."""
    phrase = preposition_of(round_)
    if phrase is None or phrase[0].lower_ not in view.lex.companion_preps:
        return None
    verb = phrase[1]
    if verb.i < round_.i or verb.pos_ not in {"VERB", "AUX"}:
        return None
    subject = view.subject_of(verb)
    return subject if subject is not None and subject.types & ACTORS else None


def _with_second_agent(view: SentenceView, leader: Chunk | None) -> Chunk | None:
    """ "liderada por GIC, el fondo soberano de Singapur, y por Coatue": a second agent the
    conjunction brings, past the first one's description."""
    if leader is None:
        return None
    for k in range(leader.end, min(leader.end + MAX_DESCRIPTION, view.sent.end - 2)):
        tok = view.doc[k]
        if tok.pos_ in {"VERB", "AUX"} or tok.text in CLAUSE_END:
            return leader
        if tok.pos_ == "CCONJ" and view.doc[k + 1].lower_ in view.lex.agent_preps:
            second = view.chunk_after(k + 1, max_gap=3, noun_phrase=True)
            if second is None:
                return leader
            return Chunk(tuple(dict.fromkeys((*leader.mentions, *second.mentions))))
    return leader


def _fronted_leaders(view: SentenceView) -> Iterator[Found]:
    """ "Led by the venture firm Stripes and featuring backers like Peter Thiel, this massive
    raise elevates Etched", "Liderada por Stripes, la ronda ...": a sentence that opens with
    the leading of a round it names later."""
    lex = view.lex
    first = view.doc[view.sent.start]
    if view.sent.end - view.sent.start < 4 or not (
        first.lemma_.lower() in lex.leading_verbs or first.lower_ in lex.leading_verbs
    ):
        return
    if view.doc[first.i + 1].lower_ not in lex.agent_preps:
        return
    leader = view.chunk_after(first.i + 1, max_gap=3, noun_phrase=True)
    round_ = next((t for t in view.tokens if t.i > first.i + 1 and is_funding(view, t)), None)
    if leader is None or round_ is None:
        return
    owner = owner_of(view, round_) or view.focus_reference(round_)
    if owner is not None and owner != leader:
        yield from pairs(view, leader, "investsIn", owner, GROUP_RULE, first.i)


def _included(view: SentenceView, round_: Any) -> Chunk | None:
    """ "This investment round includes contributions from AMD Ventures, Intel Capital, and
    Nvidia": the names a round that is the subject of "include" lists, also through a verb
    joined to the round's own ("the round was led by X and included A and B")."""
    head = round_.head
    if round_.dep_ not in SUBJECT_DEPS:
        return None
    for verb in (head, *(c for c in head.children if c.dep_ == "conj")):
        if verb.lemma_.lower() not in view.lex.inclusion_verbs:
            continue
        if verb is not head and any(c.dep_ in SUBJECT_DEPS for c in verb.children):
            continue  # "... and the deal includes A": another subject's
        return view.chunk_after(verb.i, max_gap=3)
    return None


def _with_absolute(view: SentenceView, verb: Any) -> bool:
    """True for a gerund in a "with" clause ("with A, B and C also participating"): the last
    "with" before it, and no other verb between them."""
    if not is_gerund(verb):
        return False
    between = view.doc[view.sent.start : verb.i]
    marks = [t.i for t in between if t.lower_ in view.lex.companion_preps]
    return bool(marks) and not any(
        t.pos_ in {"VERB", "AUX"} for t in view.doc[marks[-1] + 1 : verb.i]
    )


def _joins_another(view: SentenceView, verb: Any) -> bool:
    """True for a verb of joining whose own object is a group that is no round ("joined the
    unicorn club", "se unió al club de los unicornios", "joined the ranks of"), when nothing it
    takes is a round ("Samsung participó en la ronda, en plena carrera por la IA")."""
    groups = view.lex.joined_groups
    taken = [c for c in verb.children if c.dep_ in {"obj", "dobj", "obl"}]
    if any(is_funding(view, c) for c in taken):
        return False
    # its object, or the first phrase after it ("se unió al club"; not "en plena carrera")
    after = [c for c in taken if c.dep_ == "obl" and c.i > verb.i][:1]
    own = [c for c in taken if c.dep_ != "obl"] + after
    return any(c.lemma_.lower() in groups or c.lower_ in groups for c in own)


def _participants(view: SentenceView) -> Iterator[Found]:
    """ "En rondas anteriores han participado gigantes como BlackRock y Cisco", "DFJ Growth is
    also joining the round": who takes part in a funding round invests in the company that
    raises it (the round's owner, or the company in focus)."""
    lex = view.lex
    for tok, lemma, pos in zip(view.tokens, view.lemma_words, view.pos_tags, strict=True):
        # (the lemma read once for the sentence first: most verbs join nothing)
        if pos not in {"VERB", "AUX"} or not (
            lemma in lex.joining_verbs or is_joining(view, tok) or leads_a_round(view, tok)
        ):
            continue
        if lemma in lex.joining_verbs and _joins_another(view, tok):
            continue  # "completed a round and joined the unicorn club": the club, no round
        round_ = next(
            (
                t
                # (further after it, or a series, only as what the verb takes: "participated
                # in Ayar Labs' $500 million Series E")
                for t in view.doc[
                    max(view.sent.start, tok.i - ROUND_REACH) : tok.i + ROUND_REACH + 4
                ]
                if t.sent == view.sent
                and is_funding(view, t)
                and (
                    (t.i < tok.i + ROUND_REACH and t.lower_ not in lex.round_series)
                    or joined_directly(tok, t)
                )
            ),
            None,
        )
        while (
            round_ is not None
            and round_.dep_ == "compound"
            and round_.head.i > round_.i
            and (is_funding(view, round_.head) or ROUND_LETTER.match(round_.head.text))
        ):
            round_ = round_.head  # "the funding round of X", "Series E": the phrase's noun
        if round_ is None and _with_absolute(view, tok):
            # "raised $1 billion, with Benchmark and Fidelity also participating", "The round
            # was led by A, with B and C also participating": a "with" clause after the round
            # it joins, however far
            round_ = next(
                (t for t in view.doc[view.sent.start : tok.i] if is_funding(view, t)), None
            )
        if round_ is None and not any(c.dep_ in {"prep", "obl"} for c in tok.children):
            # "Anthropic closed a funding round. MGX and QIA also participated": the round
            # the sentence before names, when the verb takes part in nothing it names
            round_ = _round_before(view)
        raiser = None
        if (relative := _relative_round(view, tok)) is not None:
            # "closed a round led by ASML, in which Nvidia also participated": whose round
            # (not "Nvidia joined a round for Mistral, in which ...": Nvidia raised nothing)
            round_ = relative
            joined = joins_a_round(view, relative)
            raiser = owner_of(view, relative) or (
                None if joined else clause_company(view, relative)
            )
            if raiser is None and joined:
                continue  # whose round the one who joined it joined, the sentence does not say
        if round_ is None:
            continue
        # Spanish puts the subject after the verb, where the parser may read an object:
        # "han participado gigantes como BlackRock".
        subject = view.subject_token(tok) or next(
            (c for c in tok.children if c.dep_ in {"obj", "dobj"} and c.i > tok.i), None
        )
        if subject is None:
            continue
        # The name itself, or the one a noun stands for ("Jeff Bezos's family office, Bezos
        # Expeditions": the office, not its owner) or lists ("gigantes como BlackRock").
        investors = (
            view.chunk_at(subject.i) or view.apposed_after(subject) or _apposed(view, subject)
        )
        if investors is None:
            # "participan firmas de capital de riesgo y el fabricante de chips Nvidia"
            investors = next(
                (c for t in subject.children if t.dep_ == "conj" and (c := view.chunk_in(t))),
                None,
            )
        if investors is None:
            listed, introduced = view.listed_after(subject.i + 1, MAX_MEMBER_GAP)
            investors = listed if introduced else None
        # "Cerebras raised $1 billion, with Benchmark and Fidelity also participating": the
        # company that raises it
        if round_.pos_ == "VERB":
            raiser = view.subject_of(round_)
        owner = raiser or owner_of(view, round_) or view.focus_reference(round_)
        if investors is not None and owner is not None and owner != investors:
            yield from pairs(view, investors, "investsIn", owner, GROUP_RULE, tok.i)


def _apposed(view: SentenceView, noun: Any) -> Chunk | None:
    """The name in apposition to a noun past its complements ("La firma de capital de riesgo
    de Peter Thiel, Founders Fund, ... codirigió la ronda")."""
    return next(
        (chunk for c in noun.children if c.dep_ == "appos" and (chunk := view.chunk_at(c.i))),
        None,
    )


def _round_before(view: SentenceView) -> Any | None:
    """The last round noun of the sentence before this one ("closed a funding round"; not
    "an investment in US manufacturing", which a company makes), if any."""
    before = view.sentence_before()
    if before is None or _buys_or_sells(view, before):
        return None
    rounds = view.lex.round_nouns
    return next((t for t in reversed(before) if t.lemma_.lower() in rounds), None)


def _buys_or_sells(view: SentenceView, span: Any) -> bool:
    """True if a verb of buying or selling stands in ``span`` ("agreed to acquire Run:ai")."""
    verbs, selling = view.lex.verbs, view.lex.selling_verbs
    return any(
        t.pos_ == "VERB"
        and (
            t.lemma_.lower() in selling
            or any(f.property == "acquires" for f in verbs.get(t.lemma_.lower(), ()))
        )
        for t in span
    )


def _about_a_round(view: SentenceView, deal: Any) -> bool:
    """ "Cohere closed a round. The deal was led by X": a deal that is led is a round, unless
    this sentence or the one before buys or sells something ("agreed to acquire Run:ai. The
    transaction was led by Goldman Sachs") or the deal is of something ("la operación de
    fundición de Intel")."""
    nxt = deal.i + 1
    if nxt < view.sent.end and view.doc[nxt].lower_ in view.lex.of_preps:
        return False
    before = view.sentence_before()
    return not _buys_or_sells(view, view.sent) and not (
        before is not None and _buys_or_sells(view, before)
    )


def _relative_round(view: SentenceView, verb: Any) -> Any | None:
    """The funding noun a relative clause of taking part hangs on ("una ronda ..., en la que
    también participa Nvidia", "a round led by ASML, in which Nvidia participated"): the
    nearest one before the clause's relative pronoun (the parser may hang it on a name)."""
    rel = next(
        (
            t
            for t in verb.subtree
            if t.i < verb.i
            and t.pos_ == "PRON"
            and ("Rel" in view.morph_values(t, "PronType") or t.tag_ in {"WDT", "WP"})
        ),
        None,
    )
    if rel is None:
        return None
    before = view.doc[max(view.sent.start, rel.i - ROUND_REACH - 4) : rel.i]
    return next((t for t in reversed(before) if is_funding(view, t)), None)


def _participation(view: SentenceView) -> Iterator[Found]:
    """ "raised $90 million, with participation from A and B", "con la participación de A y
    B": the names after a noun of taking part invest in the company that raises the round
    the sentence names (the subject of its raising verb, its owner, or the company in focus)."""
    lex = view.lex
    nouns = lex.participation_nouns | lex.support_nouns
    for tok, investors in named_after(view, nouns, lex.participation_preps):
        # "support" is said of a round proper ("the round drew backing from A"), not of
        # any investment ("con el apoyo de Trump y Starmer, con inversiones conjuntas")
        support = tok.lower_ in lex.support_nouns
        round_ = next(
            (
                t
                for t in view.tokens
                if t.i != tok.i
                and is_funding(view, t)
                and not (support and t.lemma_.lower() not in lex.round_nouns)
            ),
            None,
        )
        if round_ is None:
            # "Nscale raised $2 billion in a round led by A. The transaction also drew the
            # backing of B and C": a deal that names no party, after a sentence that names a
            # round (not "Its Microsoft deal has the backing of ...")
            round_ = next((t for t in view.tokens if t.lower_ in lex.deal_nouns), None)
            if (
                round_ is None
                and _unsaid_subject(view, tok)
                and not _taken_part_in(view, investors)
                and round_named_before(view)
            ):
                # "Skild AI cerró una ronda de 300 millones. También contó con la participación
                # de A y B": the company in focus, whose round the sentence before names
                owner = view.focus_reference(tok)
                if owner is not None and owner != investors:
                    yield from pairs(view, investors, "investsIn", owner, GROUP_RULE, tok.i)
                continue
            if (
                round_ is None
                or view.chunk_in(round_) is not None
                or not round_named_before(view)
                or not _about_a_round(view, round_)
            ):
                continue
        if support and not _supports_round(view, tok, round_):
            continue
        raiser = view.subject_of(round_) if round_.pos_ == "VERB" else None
        owner = raiser or owner_of(view, round_)
        leader = (verb := view.governing_verb(round_)) is not None and leads_a_round(view, verb)
        if owner is None and not leader:  # ("Menlo led the round with participation from")
            owner = clause_company(view, round_)
        owner = owner or view.focus_reference(round_)
        if owner is not None and owner != investors:
            yield from pairs(view, investors, "investsIn", owner, GROUP_RULE, tok.i)


def _taken_part_in(view: SentenceView, investors: Chunk) -> bool:
    """True for a part taken in something the words after the names say ("la participación de
    Aramco en la construcción de su centro", "participation from Meta at its conference")."""
    end = investors.end
    doc = view.doc
    return (
        end < view.sent.end and doc[end].pos_ == "ADP" and doc[end].lower_ not in view.lex.of_preps
    )


def _unsaid_subject(view: SentenceView, noun: Any) -> bool:
    """True if the verb ``noun`` hangs on has no subject named: a pronoun ("It also drew
    participation from") or none (Spanish drops it: "También contó con la participación de")."""
    verb = view.governing_verb(noun)
    subject = view.subject_token(verb) if verb is not None else None
    return verb is not None and (subject is None or subject.lower_ in view.lex.subject_pronouns)


def _supports_round(view: SentenceView, noun: Any, round_: Any) -> bool:
    """True if the backing is the round's: its verb is the round's raising ("raised $700
    million with the backing of") or has the round as its subject ("the round drew backing
    from", "la transacción contó con el apoyo de"); not "its chips have the backing of Meta"."""
    verb = view.governing_verb(noun)
    return verb is not None and (
        verb.i == round_.i or (round_.head.i == verb.i and round_.dep_.startswith("nsubj"))
    )


@cache
def _needed(lex: Lexicon) -> frozenset[str]:
    """The words one of which each of the five readings needs in the sentence, as a lower
    form or a lower lemma: a round's noun (``_leaders``, ``_fronted_leaders``,
    ``_participation``), a noun of backing, a verb of joining; the sentence's other words
    are read only past them."""
    return (
        lex.deal_nouns
        | lex.funding_nouns
        | lex.participation_nouns
        | lex.support_nouns
        | lex.backing_nouns
        | lex.joining_verbs
        | lex.joining_objects
        | lex.leading_verbs
    )


def extract(view: SentenceView) -> Iterator[Found]:
    # Most sentences name no round: 7,304 sentences of the benchmark's corpus, none found
    # (0.13 s of its 5.4 s of extraction, each reading walking every token).
    if view.lacks(_needed(view.lex)):
        return
    yield from _leaders(view)
    yield from _participation(view)
    yield from backing(view)
    yield from _fronted_leaders(view)
    yield from _participants(view)
