"""The words that turn a verb's frame on or off ("rent ... out", "alquilar ... a través de").

A frame may need a word near its verb (``with`` in the lexicon) or be refused by one
(``without``): looked for just after the verb and among the objects of the verb's
prepositions; a word of means (``means_words``: "a través de", "through") anywhere in the verb's
own clause after it, however the parser hung the phrase ("alquilará las unidades de Google,
conocidas como TPU, a través de la nube de Google Cloud").
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..lexicon import Frame
from .chunks import OBJECT_DEPS
from .context import Chunk, SentenceView
from .preps import after_prep
from .words import morph_values, preposition_of

# How far after a verb the words that turn a frame on or off are looked for.
WORD_WINDOW = 9
# Clauses of their own under a verb: their words are not the verb's.
OWN_CLAUSES = frozenset(
    {"ccomp", "advcl", "relcl", "acl", "acl:relcl", "parataxis", "conj", "xcomp", "csubj"}
)


def fits_words(view: SentenceView, verb: Any, frame: Frame) -> bool:
    """True if ``verb`` has one of ``frame``'s required words, if any, and none of its
    excluded ones ("firmar un acuerdo", not "un acuerdo extrajudicial")."""
    if frame.with_words and not has_word(view, verb, frame.with_words):
        return False
    return not (frame.without_words and has_word(view, verb, frame.without_words))


def has_word(view: SentenceView, verb: Any, words: frozenset[str]) -> bool:
    """True if one of ``words`` qualifies ``verb`` (but not as the unit of a price)."""
    if "%" not in words and view.lacks(words):
        return False  # none of them in the sentence, as a word or a lemma: most frames' words
    window = view.doc[verb.i + 1 : min(verb.i + WORD_WINDOW, view.sent.end)]
    means = view.lex.means_words
    # Or the object of a preposition on the verb itself, however long the object before it
    # ("brought France-based Mipsology and Santa Clara-based Nod.ai into the fold").
    complements = [g for c in verb.children if c.dep_ == "prep" for g in c.children]
    if verb.dep_ in {"relcl", "acl:relcl", "acl", "amod"} and verb.head.i < verb.i:
        complements.append(verb.head)  # "a similar deal Microsoft struck with Nebius"
    percent = "%" in words  # "el 14%": one token in Spanish
    return any(
        (t.lemma_.lower() in words or t.lower_ in words or (percent and t.text.endswith("%")))
        and not _price_per(view, t)
        for t in (*window, *complements, *_own_clause_after(view, verb, words & means))
    )


def _own_clause_after(view: SentenceView, verb: Any, words: frozenset[str]) -> list[Any]:
    """The tokens among ``words`` after ``verb`` in its own clause: under it, with no clause of
    their own between."""
    found: list[Any] = []
    if not words:
        return found
    for t in view.doc[verb.i + 1 : view.sent.end]:
        if t.lemma_.lower() not in words and t.lower_ not in words:
            continue
        node = t
        for _ in range(12):
            if node.i == verb.i or node.head.i == node.i:
                break
            if node.dep_ in OWN_CLAUSES and node.pos_ in {"VERB", "AUX"}:
                break
            node = node.head
        if node.i == verb.i:
            found.append(t)
    return found


def _price_per(view: SentenceView, tok: Any) -> bool:
    """True for the unit of a price ("share" in "for $5.75 a share", "acción" in "20 dólares
    por acción", "31,25 dólares la acción"): a price per share says nothing of shares bought."""
    if tok.i < 2 or view.doc[tok.i - 1].lower_ not in view.lex.per_words:
        return False
    amount = view.doc[tok.i - 2]
    return amount.like_num or amount.lower_ in view.lex.amount_words


def each_its_own(view: SentenceView, verb: Any) -> bool:
    """True if a reciprocal verb's object is plural or a third party follows it ("firmaron
    acuerdos", "signed a deal with OpenAI") or a word says each acted ("each partnered"): its
    subjects did not act with one another."""
    plural = any(
        c.dep_ in OBJECT_DEPS and "Plur" in morph_values(c, "Number") and view.chunk_at(c.i) is None
        for c in verb.children
    )
    each = distributive_near(view, verb)
    if plural or each or after_prep(view, verb, view.lex.companion_preps) is not None:
        return True
    # (not "trabajarán de forma conjunta con organismos públicos": together, with the bodies)
    jointly = any(c.lower_ in view.lex.joint_adverbs for c in verb.subtree)
    parties = not jointly and any(_party(view, n) for n in _prep_nouns(view, verb))
    return parties or own_things(view, verb)


def own_things(view: SentenceView, verb: Any) -> bool:
    """True for plural things each subject owns after a preposition of making ("are working on
    their 2 nm chips", "trabajan en sus chips"), or for any thing after it when the subjects
    are examples of a class ("Empresas como AMD e Intel trabajan en chips"): each makes its own
    (not "compete on their accelerators", "collaborated on their phones", nor "working jointly
    on their chips")."""
    lex = view.lex
    making = frozenset(
        p
        for f in lex.verbs.get(verb.lemma_.lower(), ())
        if f.property == "develops"
        for p in f.preps
    )
    if not making or any(c.lower_ in lex.joint_adverbs for c in verb.subtree):
        return False
    examples = _examples_of_a_class(view, verb)
    return any(
        (examples or _their_own(view, n)) and _mark(n) in making for n in _prep_nouns(view, verb)
    )


def _examples_of_a_class(view: SentenceView, verb: Any) -> bool:
    """True for a subject that is a plural class noun its examples follow ("Empresas como
    Agility Robotics y Tesla trabajan en prototipos", "Companies like X and Y work on"): each
    works on its own."""
    subject = next((c for c in verb.children if c.dep_.startswith("nsubj")), None)
    if subject is None or subject.pos_ != "NOUN" or "Plur" not in morph_values(subject, "Number"):
        return False
    after = view.lowers_in(subject.i + 1, min(subject.i + 3, view.sent.end))
    return not after.isdisjoint(view.lex.example_introducers)


def _mark(noun: Any) -> str:
    """The preposition that brings ``noun`` ("on" of "on their chips", "en" of "en sus chips")."""
    phrase = preposition_of(noun)
    return phrase[0].lower_ if phrase is not None else ""


def _prep_nouns(view: SentenceView, verb: Any) -> Iterator[Any]:
    """The nouns a preposition brings to ``verb`` after it: "with AI startups", "con varias
    empresas", "on their 2 nm chips"."""
    for c in verb.children:
        if c.i < verb.i:
            continue
        if c.dep_ == "prep":
            yield from (g for g in c.children if g.dep_ == "pobj")
        elif c.dep_ in {"obl", "nmod"} and any(g.dep_ == "case" for g in c.children):
            yield c


def _party(view: SentenceView, noun: Any) -> bool:
    """True for a companion noun that stands for parties, each subject's own: a bare plural of
    companies, of a group or of bodies no entity is ("have all been partnering with AI
    startups", "trabajan con agencias militares"; not "with a startup", "con varias empresas",
    "with each other", "with lower prices")."""
    lex = view.lex
    if view.chunk_at(noun.i) is not None or "Plur" not in morph_values(noun, "Number"):
        return False
    if any(c.dep_ == "det" for c in noun.children):
        return False
    kind = lex.cue_types.get(noun.lower_) or lex.cue_types.get(noun.lemma_.lower())
    group = noun.lower_ in lex.groups or noun.lemma_.lower() in lex.groups
    party = noun.lower_ in lex.party_nouns
    return _mark(noun) in lex.companion_preps and (kind == "Company" or group or party)


def _their_own(view: SentenceView, noun: Any) -> bool:
    """True for a plural noun a possessive determines ("their chips", "sus chips")."""
    return "Plur" in morph_values(noun, "Number") and any(
        c.lower_ in view.lex.possessives for c in noun.children
    )


def distributive_near(view: SentenceView, verb: Any) -> bool:
    """True for "each", "cada", "respectively" by the verb ("AWS and Microsoft each
    partnered"): its subjects acted one by one."""
    near = [*verb.children, *view.doc[max(view.sent.start, verb.i - 3) : verb.i]]
    return any(t.lower_ in view.lex.distributive_words for t in near)


def sought(view: SentenceView, noun: Any) -> bool:
    """True for a noun a verb of seeking takes ("seeking alternatives to", "looking for a
    rival to", "buscan alternativas a"; not "looks like a rival to", "se consideran el rival")."""
    verb = view.governing_verb(noun)
    if verb is None:
        return False
    start = view.np_start(noun)
    # "is testing its Ascend 910D as an alternative to": what it offers (but "Meta is testing
    # AMD's MI300X as an alternative to": another's product, a buyer's search)
    role = start > view.sent.start and view.doc[start - 1].lower_ in view.lex.role_marks
    if role and view.lex.possessives & view.lowers_in(verb.i + 1, start):
        return False
    lemma, words = verb.lemma_.lower(), view.lex.seeking_verbs
    after = view.doc[verb.i + 1].lower_ if verb.i + 1 < view.sent.end else ""
    # (the word as written too: the Spanish lemmatiser leaves "evalúa" as it is)
    return lemma in words or verb.lower_ in words or f"{lemma} {after}" in words


def deal_noun(noun: Any) -> Any:
    """The noun a relation's noun qualifies, or the noun itself: "rompió su acuerdo de
    colaboración con OpenAI", "ended its collaboration agreement with" (what a verb takes)."""
    if noun.dep_ in {"nmod", "compound"} and noun.head.pos_ == "NOUN" and noun.head.i != noun.i:
        return noun.head
    return noun


def fellows_of_focus(view: SentenceView, verb: Any, subject: Chunk) -> Chunk | None:
    """ "Empresas como A, B y C también compiten por ...": several subjects that "also" do what
    the company in focus does, do it with that company (not with one another)."""
    if len(subject.mentions) < 2 or not any(c.lower_ in view.lex.also_words for c in verb.children):
        return None
    focus = view.focus_reference(verb)
    if focus is None or focus.mentions[0].entity.key in {m.entity.key for m in subject.mentions}:
        return None
    # the company the sentence before is about, and no other ("SoftBank invested in Graphcore.
    # Cerebras and Groq also compete": Graphcore's rivals, maybe; not SoftBank's)
    named = view.companies_named_before()
    return focus if named == {focus.mentions[0].entity.key} else None


def plural_own(tok: Any) -> bool:
    """ "The Pixel 9 and the Pixel 9 Pro run on": a plural verb the tagger called a noun."""
    subjects = (c for c in tok.children if c.dep_ == "nsubj")
    return tok.tag_ == "NN" and any(g.dep_ == "conj" for c in subjects for g in c.children)


def names_anothers_deal(view: SentenceView, verb: Any, obj: Chunk, frame: Frame) -> bool:
    """True for a name on the frame's own noun after a possessor's mark: the possessor is the
    party, the name the deal's ("won the US Army's Titan contract")."""
    last = view.doc[obj.end - 1]
    if last.dep_ != "compound" or last.head.lower_ not in frame.with_words:
        return False
    return any(t.lower_ in view.lex.genitive_markers for t in view.doc[verb.i + 1 : obj.start])
