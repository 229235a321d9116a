"""People who speak for a company: "Lisa Su, CEO de AMD", "Nvidia CEO Jensen Huang". A person
with a title beside a company's name speaks for it; later, the person as a clause's subject
("Su presentó los aceleradores") stands for that company (coreference.py). Also: the runs of
names that are people's (mentions.py), the companies named only as a person's, which invest in
nothing there ("Amazon founder Jeff Bezos"), and the surnames an article gives in full, no
entities alone."""

from __future__ import annotations

import re
from bisect import bisect_left
from typing import Any

from .cues import appositive_cue
from .entities import entity_key, known_by_key
from .facts import Entity, Mention
from .focus import SUBJECT_DEPS, Focus
from .lexicon import Lexicon
from .spans import doc_texts

# How far from a person's name its title and company may stand ("Jensen Huang, fundador y
# CEO de Nvidia").
PERSON_WINDOW = 6


def _person_names(doc: Any, start: int, end: int, taken: set[int]) -> list[tuple[int, int]]:
    """Runs of two or three capitalised words, the first a proper noun, that no mention holds
    in ``doc[start:end]``: "Lisa Su" (the tagger may read "Su" as a possessive)."""
    runs = []
    at, titled = _title_words(doc)
    i = start
    # Only a word in title case can open a run (a Token made for it alone, its part of speech
    # asked): the paragraph's such words, from the first at ``start`` or after it.
    for k in range(bisect_left(at, start), len(at)):
        first = at[k]
        if first >= end:
            break
        if first < i:
            continue  # inside the run before
        j = first
        # (the next word first: with no title-case word free after it, no run of two starts
        # here, whatever its part of speech)
        nxt = first + 1
        if (
            nxt < end
            and nxt in titled
            and nxt not in taken
            and j not in taken
            and doc[j].pos_ == "PROPN"
        ):
            j += 1
            while j < end and j - first < 3 and j not in taken and j in titled:
                j += 1
        if j - first >= 2:
            runs.append((first, j))
        i = max(j, first + 1)
    return runs


TITLE_WORDS = "hwkg_title_words"


def _title_words(doc: Any) -> tuple[list[int], set[int]]:
    """The tokens of ``doc`` in title case and of letters alone (``is_title and is_alpha``, as
    the string store's lexeme reads them from the text), in order and as a set: read once a
    paragraph from its texts. Every sentence read is walked for people's names; a Token made
    at each word and its two flags read, ``_person_names`` over every sentence of the 14,074
    parsed paragraphs of tests/realnews took 0.20 s (CPU), 0.15 s so (with no mention)."""
    found = doc.user_data.get(TITLE_WORDS)
    if found is None:
        at = [k for k, text in enumerate(doc_texts(doc)) if text.istitle() and text.isalpha()]
        found = doc.user_data[TITLE_WORDS] = (at, set(at))
    return found


def learn_people(
    doc: Any,
    sentence: tuple[int, int],
    companies: list[Mention],
    lex: Lexicon,
    focus: Focus,
    taken: set[int],
) -> list[str]:
    """ "Lisa Su, CEO de AMD", "Nvidia CEO Jensen Huang", "el CEO de Nvidia, Jensen Huang": a
    person with a title speaks for the company named beside it, else for the company in
    focus. Return the names of those with no company beside them and none in focus yet
    ("AMD ... según la CEO Lisa Su" opening an article): they speak for the company in focus
    once the sentence is read (``place``)."""
    start, end = sentence
    unplaced = []
    for first, last in _person_names(doc, start, end, taken):
        low, high = max(start, first - PERSON_WINDOW), min(end, last + PERSON_WINDOW)
        titles = [k for k in range(low, high) if doc[k].lower_ in lex.person_titles]
        if not titles:
            continue
        near = [c for c in companies if low <= c.start and c.end <= high]
        # the full name, the surname and the given name ("Jensen unveiled ACE" after "Nvidia
        # boss Jensen Huang")
        names = [doc[first:last].text, doc[last - 1].text, doc[first].text]
        if not near and focus.company is None:
            unplaced += names
            continue
        if not near:
            place(names, focus.company, focus)
            continue
        title = min(titles, key=lambda k: abs(k - first))
        place(names, min(near, key=lambda c: abs(c.start - title)).entity, focus)
    return unplaced


def place(names: list[str], company: Entity | None, focus: Focus) -> None:
    """Remember ``names`` (a full name, a surname, a given name) as speaking for ``company``."""
    if company is None:
        return
    for name in names:
        focus.people.setdefault(name, company)
        focus.person_words.add(name.split()[0])


def person_at(doc: Any, i: int, lex: Lexicon, focus: Focus) -> int:
    """The end of the name of a known person starting at token ``i`` who is a clause's
    subject ("Su presentó los aceleradores MI350X"), or 0."""
    if not focus.person_words or doc[i].text not in focus.person_words:
        return 0
    for end in (i + 3, i + 2, i + 1):
        if end > len(doc) or doc[i:end].text not in focus.people:
            continue
        nxt = doc[end] if end < len(doc) else None
        if not doc[i].text[:1].isupper() or (
            doc[i].lower_ in lex.possessives and nxt is not None and nxt.pos_ in {"NOUN", "ADJ"}
        ):
            return 0  # "Su serie Siyuan": a possessive opening a sentence
        span = doc[i:end]
        head = span.root
        before_verb = head.head.pos_ in {"VERB", "AUX"} and head.i < head.head.i
        if head.dep_ in SUBJECT_DEPS or before_verb:
            return end
        return 0
    return 0


def names_a_person(doc: Any, i: int, j: int, saying: set[int], joined: bool, lex: Lexicon) -> bool:
    """True if ``doc[i:j]``, shaped like a person's name, is one: a speaker's, a known given
    name first, or joined to a person's ("Co-founders Zhao Lidong and Zhang Yalin"); not a
    name an apposition calls a company ("Zhonghao Xinying, una startup fundada en 2018,
    afirma"), unless a company's possessive opens it ("Amazon's Jeff Bezos, the company
    said")."""
    if not (saying & set(range(i, j)) or doc[i].text in lex.given_names or joined):
        return False
    owned = i > 0 and doc[i - 1].lower_ in lex.genitive_markers
    return owned or appositive_cue(doc, j, lex) != "Company"


def not_former_staff(doc: Any, mentions: list[Mention], lex: Lexicon) -> list[Mention]:
    """Without the companies named only as where people once worked ("founded by former
    Google engineers", "antiguos investigadores de Meta", "ex-Google staff"): such a company
    does nothing in the sentence, and "its chips" after it are another's."""
    return [m for m in mentions if not _former_staff(doc, m, lex)]


def _former_staff(doc: Any, m: Mention, lex: Lexicon) -> bool:
    if m.entity.type != "Company":
        return False
    if m.end < len(doc) and _former(doc, m.start, lex) and _staff(doc[m.end], lex):
        return True
    # "antiguos ingenieros de Google": the staff noun before "de" and the name
    return (
        m.start >= 2
        and doc[m.start - 1].lower_ in lex.of_preps
        and _staff(doc[m.start - 2], lex)
        and _former(doc, m.start - 2, lex)
    )


def _staff(tok: Any, lex: Lexicon) -> bool:
    """A person's title or its plural ("engineers", "investigadores")."""
    return any(
        w in lex.person_titles or w in lex.creator_titles for w in (tok.lower_, tok.lemma_.lower())
    )


def _former(doc: Any, i: int, lex: Lexicon) -> bool:
    """ "former" or "ex" one or two words before token ``i`` ("former Google engineers")."""
    return any(0 <= k < len(doc) and doc[k].lower_ in lex.former_words for k in (i - 1, i - 2))


def is_persons_investment(sent: Any, found: Any, lex: Lexicon) -> bool:
    """True if ``found`` (a rule's finding in the sentence ``sent``) is an investment with a
    side named only as a person's company (``is_persons_company``)."""
    sides = (found.subject, found.object)
    return found.predicate == "investsIn" and any(is_persons_company(sent, m, lex) for m in sides)


def is_persons_company(sent: Any, m: Mention, lex: Lexicon) -> bool:
    """True if ``m`` names a company only as a person's, by a founder's title or by a given
    name after its possessive ("Amazon founder Jeff Bezos", "Microsoft co-founder",
    "Microsoft's Bill Gates", "el fundador de Amazon, Jeff Bezos"), or is a founder's name
    with the title before it in its sentence, speaking for the company ("Amazon founder Jeff
    Bezos invested"): the person invests, not the company, and the company is no investor's
    target there."""
    titles, doc = lex.founder_titles, sent.doc
    if m.coref:  # only a person's name speaks so (not "it", "la compañía")
        if doc[m.start].pos_ != "PROPN":
            return False
        # (the title before the name, or set off after it: "Jeff Bezos, el fundador de Amazon,")
        near = doc[max(sent.start, m.start - PERSON_WINDOW) : m.start]
        following = doc[m.end : min(sent.end, m.end + 3)]
        set_off = len(following) > 1 and following[0].text == ","
        return any(t.lower_ in titles for t in near) or (
            set_off and any(t.lower_ in titles for t in following[1:])
        )
    owned = int(m.end < sent.end and doc[m.end].lower_ in lex.genitive_markers)
    # (the words after the name and its possessive as written: "co-founder" is three tokens)
    after = doc[m.end + owned : min(m.end + owned + 3, sent.end)].text.split()
    if after and (after[0].lower() in titles or (owned and after[0] in lex.given_names)):
        return True
    return (
        m.start >= sent.start + 2
        and doc[m.start - 1].lower_ in lex.of_preps
        and doc[m.start - 2].lower_ in titles
    )


# (overlapping: in "CEO Elon Musk" the given name is the second word; accented capitals too,
# "Óscar Álvarez", and inner ones, "McCartney")
_FULL_NAME = re.compile(r"\b([A-ZÀ-ÖØ-Þ][\w-]+)\s(?=([A-ZÀ-ÖØ-Þ]\w+)\b)")


def article_surnames(text: str, lex: Lexicon) -> set[str]:
    """The surnames of the people an article names in full anywhere, by a known given name
    ("Elon Musk", "Jeff Bezos"): a surname alone is no entity, even before the full name
    ("Microsoft to host Musk's Grok" in a headline), unless the gazetteer knows the word."""
    known = known_by_key()
    return {
        surname
        for given, surname in _FULL_NAME.findall(text)
        if given in lex.given_names and surname.isalpha() and entity_key(surname) not in known
    }
