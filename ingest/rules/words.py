"""A sentence's words, each read once: the lower forms, lemmas, tags and morphology the rules
ask of every token, and the tests built on them (a phrase at a token, a rule's words missing
from the sentence)."""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any, Generic, TypeVar, overload

from ..lexicon import Lexicon
from ..spans import by_last_word, doc_lemmas_tags, doc_lowers

T = TypeVar("T")


class read_once(Generic[T]):
    """``functools.cached_property`` without its lock: a sentence's view is read by one thread,
    and Python 3.11's ``cached_property`` takes a lock shared by every instance at each first
    read (about 1 µs; the views' readings were 3% of extraction, a third of it the lock).
    The value is kept in the instance's ``__dict__``, where later reads find it first."""

    def __init__(self, func: Callable[[Any], T]) -> None:
        self.func = func
        self.name = func.__name__
        self.__doc__ = func.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, instance: None, owner: type | None = None) -> read_once[T]: ...

    @overload
    def __get__(self, instance: object, owner: type | None = None) -> T: ...

    def __get__(self, instance: object | None, owner: type | None = None) -> Any:
        if instance is None:
            return self
        value = instance.__dict__[self.name] = self.func(instance)
        return value


# Each morphological analysis's values by field: ``Token.morph.get`` makes an array and splits
# strings at each call (2 µs), and the rules ask it of every token.
_MORPH_VALUES: dict[tuple[int, str], tuple[str, ...]] = {}


def morph_values(tok: Any, field: str) -> tuple[str, ...]:
    """``tok.morph.get(field)``, read once per analysis and field."""
    morph = tok.morph
    key = (morph.key, field)
    values = _MORPH_VALUES.get(key)
    if values is None:
        values = _MORPH_VALUES[key] = tuple(morph.get(field))
    return values


class SentenceWords:
    """What a sentence's tokens say, read once a sentence (``ChunkedSentence`` builds on it)."""

    sent: Any
    doc: Any
    tokens: list[Any]

    @read_once
    def asks(self) -> bool:
        """True for a question: the sentence's text ends with "?", whitespace aside (read
        from its last word that is not all whitespace: ``Span.text`` joins every token's)."""
        for tok in reversed(self.tokens):
            text = tok.text.rstrip()
            if text:
                return text.endswith("?")
        return False

    def morph_values(self, tok: Any, field: str) -> tuple[str, ...]:
        """``tok.morph.get(field)``, read once per analysis and field."""
        return morph_values(tok, field)

    def words_at(self, i: int, words: tuple[str, ...]) -> bool:
        """True if the sentence's words from token ``i`` on are ``words`` (lowercased)."""
        first = i - self.sent.start  # (one slice compared: no generator a call)
        return (
            first >= 0
            and i + len(words) <= self.sent.end
            and tuple(self.lower_words[first : first + len(words)]) == words
        )

    # Each token's attributes that the rules read at every token of the sentence, read once a
    # sentence (each read is a call into spaCy and a look-up of the string; a dozen rules walk
    # every token): in the order of ``tokens``, for ``zip`` with them.
    @read_once
    def lower_words(self) -> list[str]:
        """``t.lower_`` of each token (``words_at`` too asks for every listed phrase at many
        tokens): the sentence's part of the paragraph's, read once a paragraph."""
        return doc_lowers(self.doc)[self.sent.start : self.sent.end]

    def lowers_in(self, start: int, end: int) -> frozenset[str]:
        """The lowercased words of tokens ``start`` to ``end`` (end exclusive)."""
        first = self.sent.start
        return frozenset(self.lower_words[max(start, first) - first : max(end, first) - first])

    @read_once
    def lemma_words(self) -> list[str]:
        """``t.lemma_.lower()`` of each token: the sentence's part of the paragraph's."""
        return doc_lemmas_tags(self.doc)[0][self.sent.start : self.sent.end]

    @read_once
    def pos_tags(self) -> list[str]:
        """``t.pos_`` of each token: the sentence's part of the paragraph's."""
        return doc_lemmas_tags(self.doc)[1][self.sent.start : self.sent.end]

    @read_once
    def words(self) -> frozenset[str]:
        """Every lower form and lower lemma of the sentence: a rule that needs one of its
        lexicon's words can tell at once that it has nothing to find (``rounds``)."""
        return frozenset(self.lower_words).union(self.lemma_words)

    def sentence_before(self) -> Any | None:
        """The sentence of the paragraph before this one, if any."""
        return self.doc[self.sent.start - 1].sent if self.sent.start > 0 else None

    def lacks(self, needed: frozenset[str]) -> bool:
        """True if no word of ``needed`` is in the sentence as a lower form or a lower lemma:
        a rule, or a reading of one, that can find nothing without one of them is skipped
        (each rule's gate is built from the lexicon's fields its readings test)."""
        return needed.isdisjoint(self.words)

    def words_before(self, i: int, words: tuple[str, ...]) -> bool:
        """True if ``words`` (lowercased) end right before token ``i``."""
        return self.words_at(i - len(words), words)

    def phrase_before(self, i: int, phrases: Collection[tuple[str, ...]]) -> bool:
        """True if one of ``phrases`` ends right before token ``i`` (``words_before``): only
        those that end with the word before it are tried."""
        table = by_last_word(phrases)
        k = i - 1 - self.sent.start
        last = self.lower_words[k] if 0 <= k < len(self.lower_words) else ""
        tried = table.get(last, ())
        if last and "" in table:
            tried = (*tried, *table[""])
        return any(self.words_before(i, words) for words in tried)


def is_gerund(tok: Any) -> bool:
    """True for a gerund ("participating", "participando")."""
    return tok.tag_ == "VBG" or "Ger" in morph_values(tok, "VerbForm")


def preposition_of(tok: Any) -> tuple[Any, Any] | None:
    """The preposition a noun stands under and the word its phrase hangs on: English makes the
    noun the preposition's object ("with Oracle"), Spanish gives the noun a case marker ("con
    Oracle"); None for a noun in no such phrase."""
    if tok.dep_ == "pobj":
        return tok.head, tok.head.head
    mark = next((c for c in tok.children if c.dep_ == "case"), None)
    return (mark, tok.head) if mark is not None else None


def reference_after_comma(view: Any, start: int) -> bool:
    """True for a reference ("the company", "la empresa") right after a comma and a conjunction:
    a clause of its own starts there ("a OpenAI, Mistral e IBM, y la compañía, respaldada")."""
    m = view.mention_at(start)
    doc, lex = view.doc, view.lex
    return (
        m is not None
        and m.coref
        and start - 2 >= view.sent.start
        and doc[start - 1].lower_ in lex.coordinators
        and doc[start - 1].text != ","
        and doc[start - 2].text == ","
    )


def closed_by_others(view: Any, end: int) -> bool:
    """ "... y otras empresas", "... and other developers": a list ends with others."""
    tail = [t.lower_ for t in view.doc[end : end + 2] if not t.is_space]
    lex = view.lex
    return len(tail) == 2 and tail[0] in lex.coordinators and tail[1] in lex.others_words


def person_run(view: Any, start: int) -> int:
    """The end of a run of up to three capitalised words of letters no mention holds from
    ``start`` ("Eric Schmidt", "Jeff Bezos"): a person's name, which the rules never see as a
    mention; ``start`` itself if there is none."""
    doc, k = view.doc, start
    while k < view.sent.end and k - start < 3 and doc[k].is_title and doc[k].is_alpha:
        if view.mention_at(k) is not None:
            return start
        k += 1
    return k


def closed_by_person(view: Any, end: int) -> bool:
    """ "from General Catalyst, Lightspeed and Eric Schmidt": a list closed by a person, two or
    three capitalised words no mention holds after the conjunction."""
    doc = view.doc
    if end + 1 >= view.sent.end or doc[end].lower_ not in view.lex.coordinators:
        return False
    k = person_run(view, end + 1)
    return doc[end].text != "," and k - end > 2 and (k == view.sent.end or not doc[k].is_title)


def of_after(view: Any, noun: Any) -> int | None:
    """The index right past the "of", "de" after ``noun`` and its adjectives ("el principal
    proveedor de", "el desafío de"), or None if no "of" follows."""
    j = noun.i + 1
    while j < view.sent.end and view.doc[j].pos_ == "ADJ":
        j += 1
    if j >= view.sent.end or view.doc[j].lower_ not in view.lex.of_preps:
        return None
    return j + 1


def negates(view: Any, tok: Any) -> bool:
    """ "not", "no", "no longer" (the negation on an adverb of the verb: "will no longer be
    built on"), but not "not just" / "no solo": those add to the fact."""
    lex, doc = view.lex, view.doc
    if tok.lower_ not in lex.negations:
        # (not "Not surprisingly, ...", "Microsoft, not coincidentally, partnered": an
        # adverb of the sentence, set off, that says how the fact comes, not that it does not)
        neg = doc[tok.i - 1] if tok.i > 0 else None
        return (
            tok.dep_ == "advmod"
            and neg is not None
            and neg.dep_ == "neg"
            and neg.head.i == tok.i
            and neg.lower_ in lex.negations
            and not neg.is_sent_start
            and tok.head.i > tok.i
            and tok.lower_ not in lex.negation_limiters
            and (tok.i + 1 >= len(doc) or doc[tok.i + 1].text != ",")
        )
    after = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
    if after is not None and after.dep_ == "cop" and after.i + 1 < len(doc):
        after = doc[after.i + 1]  # "AMD no es solo rival de Nvidia"
    return after is None or after.lower_ not in lex.negation_limiters


def said_of(noun: Any) -> list[Any]:
    """The tokens that qualify ``noun``: its own children and, for a clause's subject, what
    the clause says of it ("the relationship has been strained", "la relación ha sido tensa",
    "ha sido de feroz rivalidad")."""
    said = list(noun.children)
    if noun.dep_ in {"nsubj", "nsubjpass", "nsubj:pass"}:
        head = noun.head
        said += [head, *(c for c in head.children if c.i != noun.i)]
    return said


def qualified_frames(lex: Lexicon, noun: Any) -> list[Any]:
    """The frames of a relation's noun its words allow: a noun that names a relation only so
    qualified names none bare ("compró la empresa Mellanox" is no "empresa conjunta")."""
    frames = lex.nouns.get(noun.lemma_.lower(), ())
    if not frames:
        return []
    children = {c.lower_ for c in noun.children}
    return [f for f in frames if not f.with_words or children & f.with_words]


def described_noun(lex: Lexicon, tok: Any) -> Any:
    """The company noun a word of making after it qualifies ("Pollen Robotics, la startup
    francesa creadora del robot Reachy 2": the startup is what the apposition describes), or
    the word itself."""
    head = tok.head
    qualifies = tok.pos_ == "ADJ" and tok.dep_ == "amod" and head.i < tok.i
    return head if qualifies and company_noun(lex, head) else tok


def case_noun(lex: Lexicon, tok: Any) -> bool:
    """True for a noun of a law or a case ("la demanda contra"): its "against" makes no rivals."""
    lemma = tok.lemma_.lower()
    return lemma in lex.law_nouns or lemma in lex.court_nouns or lemma in lex.case_nouns


def party_to_a_case(view: Any, left: Any) -> bool:
    """True for a name a case noun brings with "of" ("el juicio actual de Qualcomm contra
    Arm", "the lawsuit of X against Y"): a party to a case, no rival."""
    doc, k = view.doc, left.start - 1
    if k <= view.sent.start or doc[k].lower_ not in view.lex.of_preps:
        return False
    k -= 1
    while k > view.sent.start and doc[k].pos_ == "ADJ":
        k -= 1  # "el juicio actual de"
    # (a case's own noun, not a law's: "in the case of AMD against Nvidia" is an instance)
    lemma = doc[k].lemma_.lower()
    return lemma in view.lex.case_nouns or lemma in view.lex.court_nouns


def past_company_noun(view: Any, tok: Any, verb: Any) -> Any:
    """The word before the company noun that ``tok`` ends, in the few words before a name ("de
    la empresa Cerebras", "de la firma de chips Groq"), or ``tok``."""
    doc = view.doc
    if tok.pos_ == "ADP":
        return tok  # "del fabricante de Ray-Ban": the maker of the name, not its name
    for k in range(tok.i, max(verb.i, tok.i - 4), -1):
        if company_noun(view.lex, doc[k]):
            return doc[k - 1]
        if doc[k].pos_ not in {"NOUN", "ADJ", "ADP"}:
            break
    return tok


def company_noun(lex: Lexicon, tok: Any) -> bool:
    """True for a company's class noun ("unicornio", "the startup"), under its preposition
    if ``tok`` is one ("in the startup")."""
    if tok.dep_ == "prep":
        tok = next((c for c in tok.children if c.dep_ == "pobj"), tok)
    cues = lex.cue_types
    return "Company" in (cues.get(tok.lower_), cues.get(tok.lemma_))


def after_preposition(tok: Any) -> bool:
    """True for a preposition's phrase ("por este unicornio", "in the startup")."""
    return tok.dep_ == "prep" or any(c.dep_ == "case" for c in tok.children)
