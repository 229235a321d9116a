"""Article text in, Facts out: annotate each paragraph with spaCy, then run every rule."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from typing import Any

from .actor_subjects import type_actor_subjects
from .article_facts import MAKER_FACTS, Reading, finish_article, note_first_named, stripped
from .coreference import resolve_references
from .dates import date_line, find_dates
from .errors import InputError
from .facts import ASSERTED, COREF_SUFFIX, REPORTED, Article, Fact, Mention
from .headlines import sentence_case, title_lines
from .knowledge import contradicts, is_generic, makers_of
from .language import detect_language
from .lexicon import Lexicon, load_lexicon
from .mentions import find_mentions
from .merges import SHORT_FORMS, SURNAMES
from .model_codes import with_bare_codes, with_owner_codes
from .parser_text import for_parser
from .people import article_surnames, is_persons_investment
from .pipeline import load_pipeline
from .resources import LANGUAGES
from .rules import (
    counts,
    descriptions,
    designs,
    foundries,
    jointly,
    licensing,
    members,
    modifiers,
    mutual,
    names,
    nouns,
    parts,
    phrases,
    placement,
    possessives,
    purpose,
    rates,
    rounds,
    suppliers,
    verbs,
)
from .rules.coinvestors import with_coinvestors
from .rules.context import Found, SentenceView
from .rules.examples import with_examples
from .rules.funding import ROUND_BEFORE, names_a_round
from .rules.names import maker_of
from .spans import forget_tokens

RULES = (
    verbs,
    jointly,
    purpose,
    nouns,
    descriptions,
    possessives,
    modifiers,
    phrases,
    names,
    members,
    suppliers,
    mutual,
    rounds,
    counts,
    placement,
    parts,
    designs,
    rates,
    licensing,
    foundries,
)
# The rule of background knowledge: a product and its known maker named in one sentence.
KNOWLEDGE_RULE = "gazetteer.developer"
# Rules whose fact a clause states, and so a negation denies ("AMD no compró Nvidia"); a
# name's or a phrase's own facts ("Amazon Trainium") hold whatever the clause says.
DENIABLE = frozenset(
    {
        "verbs",
        "nouns",
        "descriptions",
        "phrases",
        "members",
        "suppliers",
        "counts",
        "placement",
        "parts",
        "purpose",
        "rates",
        "coinvestors",
    }
)
# ... but not a fact a noun phrase holds whatever its clause says ("Samsung isn't looking to
# outgun NVIDIA's offerings like the H200": the lineup is still Nvidia's).
UNDENIABLE = frozenset({members.LINEUP_RULE})
# spaCy's default max_length is 1,000,000 characters; paragraphs are cut well below it.
MAX_PARAGRAPH = 100_000
# A fact found through "la compañía" is trusted less than one that names both sides.
COREF_TRUST = 0.8
# nlp.pipe holds a whole batch in memory (about 15 kB a token): a batch is cut at this many
# characters (a longer paragraph goes alone). 10,000, not a paragraph's 100,000: the parse's
# CPU is the same (128 articles: 1.94-1.95 s against 1.94-2.08), and a process's peak while
# it parses 80 MB lower, which the process that also writes needs (benchmarks/README.md,
# sixth pass: ratio 3).
MAX_BATCH_CHARS = 10_000
# The rules take time quadratic in a sentence's length; the longest sentence of the test
# articles has 37 tokens. A longer one (a 2 MB comma list) is read for names, not for facts.
MAX_SENTENCE_TOKENS = 500


def new_article(
    text: str,
    lang: str = "auto",
    source: str = "",
    title: str | None = None,
    url: str | None = None,
    date: str | None = None,
    identifier: str | None = None,
    site: str | None = None,
    author: str | None = None,
    lang_hint: str | None = None,
) -> Article:
    """Return an Article for clean ``text``, its language detected when ``lang`` is "auto".

    ``lang_hint`` (what a feed or page declares) decides only when the text itself cannot.
    """
    if not text.strip():
        raise InputError(f"{source or 'input'}: is empty, there is no text to read")
    if lang == "auto":
        detected = detect_language(text) or (lang_hint if lang_hint in LANGUAGES else None)
        if detected is None:
            raise InputError(
                f"{source or 'input'}: cannot tell its language; "
                f"pass --lang ({'|'.join(LANGUAGES)})"
            )
        if detected not in LANGUAGES:
            raise InputError(
                f"{source or 'input'}: reads as language {detected!r}, for which hwkg has no "
                f"model; known: {', '.join(LANGUAGES)} (pass --lang to override)"
            )
        lang = detected
    elif lang not in LANGUAGES:
        raise InputError(
            f"{source or 'input'}: no model for language {lang!r}; known: {', '.join(LANGUAGES)}"
        )
    first_line = text.split("\n", 1)[0].strip()
    # An article that carries its date on a line of its own gives it to relative dates.
    date = date or date_line(text, load_lexicon(lang))
    return Article(
        text=text,
        lang=lang,
        source=source,
        title=title or first_line[:200],
        url=url,
        date=date,
        identifier=identifier,
        site=site,
        author=author,
    )


def paragraphs(text: str) -> Iterator[tuple[int, str]]:
    """Yield (offset, paragraph) for each line, long lines cut at sentence ends."""
    offset = 0
    for line in text.split("\n"):
        start = 0
        while len(line) - start > MAX_PARAGRAPH:
            cut = line.rfind(". ", start, start + MAX_PARAGRAPH)
            cut = cut + 1 if cut > start else start + MAX_PARAGRAPH
            yield offset + start, line[start:cut]
            start = cut
        if line[start:].strip():
            yield offset + start, line[start:]
        offset += len(line) + 1


def facts_of_doc(
    doc: Any,
    offset: int,
    lex: Lexicon,
    nlp: Any,
    article_date: str | None,
    article: Article,
    reading: Reading,
) -> list[Fact]:
    """Return the facts of one annotated paragraph (recording its mentions on ``article``);
    ``reading`` is the state of the article's reading before the paragraph, and after it on
    return."""
    focus = reading.focus
    doc.user_data[ROUND_BEFORE] = reading.round_last
    mentions = type_actor_subjects(
        doc,
        lex,
        _typed_as_before(
            article,
            _short_forms(
                reading,
                doc,
                with_bare_codes(
                    reading.codes,
                    doc,
                    with_owner_codes(doc, find_mentions(doc, lex, nlp), lex),
                    lex,
                ),
            ),
        ),
    )
    for m in mentions:
        if m.entity.type:
            _register(article, m)
    mentions = resolve_references(doc, lex, mentions, focus)
    for m in mentions:
        note_first_named(reading, doc, offset, m, lex)
    in_focus = any(focus.company_at.values()) or any(focus.topic_at.values())
    if not (_worth_reading(mentions) or (mentions and in_focus)):
        reading.round_last = _round_last(lex, doc, None)
        return []
    # Dates are found only for a paragraph with a sentence worth reading (their matchers
    # and dateparser were a third of the time spent after parsing).
    dates: list[Any] | None = None
    best: dict[tuple[str, str, str, int], Fact] = {}
    last: SentenceView | None = None  # the view of the paragraph's last sentence, if read
    for sent in doc.sents:
        if len(sent) > MAX_SENTENCE_TOKENS:
            continue
        company = focus.company_at.get(sent.start)
        topic = focus.topic_at.get(sent.start)
        inside = [m for m in mentions if sent.start <= m.start and m.end <= sent.end]
        # One name is enough beside the company or product in focus ("un desafío a Nvidia").
        if not (_worth_reading(inside) or (inside and (company or topic))):
            continue
        if dates is None:
            dates = find_dates(doc, lex, nlp, article_date)
        presented = focus.presented_at.get(sent.start)
        view = SentenceView(sent, mentions, lex, dates, company, topic, presented)
        if sent.end == len(doc):
            last = view
        after: dict[tuple[bool, int], Any] = {}  # what the sentence's chunks name after them
        stated = [f for rule in RULES for f in with_examples(view, rule.extract(view), after)]
        stated = with_coinvestors(view, stated)
        # "el fundador de Amazon, Jeff Bezos", "Microsoft's Bill Gates" among investors
        stated = [f for f in stated if not is_persons_investment(view.sent, f, lex)]
        sentence: tuple[str, int] | None = None  # its text and where it starts, once a fact has it
        for found in _knowledge_last(stated):
            if found.predicate == "announces" and is_generic(found.object.entity.key):
                continue  # "Meta Reveals GPU Clusters": a class of products is no launch
            if found.object.house and _background(found):
                continue  # "Nvidia's chips": that Nvidia makes GPUs is background
            subject, obj = found.subject.entity, found.object.entity
            if lex.is_device(obj.key, obj.family) and (
                found.rule == KNOWLEDGE_RULE
                or (found.predicate in MAKER_FACTS and not subject.known)
            ):
                # A phone named beside its maker is there for its chip: its maker is given
                # only where the text says so ("Samsung's Galaxy S26", "presentó el OnePlus
                # 15"), and is a maker the gazetteer knows ("Best Buy's Galaxy S25 preorders")
                continue
            if contradicts(subject.key, found.predicate, obj.key, obj.family):
                repaired = _known_maker_instead(found, article)
                if repaired is None:
                    continue
                found = repaired
            elif not subject.known and _made_by_another(found):
                # "The company already serves ... its Nemotron-4 models" read as a company
                # the gazetteer does not know: the product's known maker, if named; a
                # system nothing knows makes no known maker's product ("The Nano 4
                # supercomputer has 1,760 of Nvidia's H200 chips and 144 of its Blackwell
                # chips"), a company may be the maker's own
                repaired = _known_maker_instead(found, article)
                if repaired is None and subject.type not in {"Company", ""}:
                    continue
                found = repaired or found
            deniable = found.rule.split(".")[0] in DENIABLE and found.rule not in UNDENIABLE
            if deniable and view.denied(found.trigger) and not _rivalry_stands(view, found):
                continue
            if not (_register(article, found.subject) and _register(article, found.object)):
                continue
            if sentence is None:
                # The article's own text (the parser saw marks blanked out), not Span.text.
                sentence = stripped(article.text, offset + sent.start_char, offset + sent.end_char)
            # A fact the sentence gave already, as sure, keeps its first reading
            key = (found.subject.entity.key, found.predicate, found.object.entity.key, sentence[1])
            confidence = _confidence(lex, found)
            if key not in best or best[key].confidence < confidence:
                best[key] = _fact(view, found, sentence, confidence)
    reading.round_last = _round_last(lex, doc, last)
    return list(best.values())


def _round_last(lex: Lexicon, doc: Any, last: SentenceView | None) -> bool:
    """Whether the paragraph's last sentence names a funding round (for the next paragraph's
    first sentence): from the lower lemmas its view holds if the rules read it (their gates
    read them already), else from its tokens (``names_a_round``: the same test)."""
    if last is not None:
        return names_a_round(lex, last.sent, last.lemma_words)
    return len(doc) > 0 and names_a_round(lex, doc[-1].sent)


def _short_forms(reading: Reading, doc: Any, mentions: list[Mention]) -> list[Mention]:
    """ "Japan's Preferred Networks (PFN) ... a new deal with PFN": a short form the article
    defined in brackets stands for the longer name wherever it comes alone; a person's surname
    named alone, after the full name or before it (``article_surnames``), is no entity."""
    reading.short_forms.update(doc.user_data.get(SHORT_FORMS, {}))
    reading.surnames.update(doc.user_data.get(SURNAMES, ()))
    forms, surnames = reading.short_forms, reading.surnames
    return [
        replace(m, entity=forms[m.entity.key])
        if not m.entity.known and not m.coref and m.entity.key in forms
        else m
        for m in mentions
        # "Azalia Mirhoseini (CTO)", then "Goldie y Mirhoseini": a person named again
        if m.entity.known or m.entity.type or m.text not in surnames
    ]


def _typed_as_before(article: Article, mentions: list[Mention]) -> list[Mention]:
    """ "dos supercomputadores, denominados Solstice y Equinox. [...] Solstice contará con":
    a name nothing knows keeps the class the article gave it earlier."""
    types = {key: e.type for key, e in article.entities.items() if not e.known and e.type}
    typed = []
    for m in mentions:
        if not m.entity.known and m.entity.type:
            types.setdefault(m.entity.key, m.entity.type)
        elif not m.entity.known and m.entity.key in types:
            m = replace(m, entity=replace(m.entity, type=types[m.entity.key]))
        typed.append(m)
    return typed


def _known_maker_instead(found: Found, article: Article) -> Found | None:
    """ "La compañía ha presentado el Microsoft Cobalt 200" read as Arm's (the company named
    last): a reference is the weakest link, so a reference that the gazetteer says cannot
    make the product stands for the product's known maker, if the article names it."""
    if not found.subject.coref or found.predicate not in MAKER_FACTS:
        return None
    product = found.object.entity
    makers = [
        article.entities[key]
        for key in sorted(makers_of(product.key, product.family))
        if key in article.entities and article.entities[key].type == "Company"
    ]
    if len(makers) != 1:
        return None
    return replace(found, subject=replace(found.subject, entity=makers[0]))


def _made_by_another(found: Found) -> bool:
    """True for a fact that a subject other than the product's known makers makes it."""
    product = found.object.entity
    makers = makers_of(product.key, product.family)
    return (
        found.predicate in MAKER_FACTS and bool(makers) and found.subject.entity.key not in makers
    )


def _background(found: Found) -> bool:
    """A maker's chips by a plain noun: its making, use or offer of them goes without saying."""
    return found.predicate in MAKER_FACTS or found.object.house == found.subject.entity.key


def _knowledge_last(found: list[Found]) -> list[Found]:
    """The facts a sentence states, and a known maker's ``develops`` only where the sentence
    states nothing else between the two ("AMD announced the Instinct MI325X" is an
    announcement; "lo último de NVIDIA, en concreto las GPU H100" is Nvidia's H100)."""
    pairs = {(f.subject.entity.key, f.object.entity.key) for f in found if f.rule != KNOWLEDGE_RULE}
    return [
        f
        for f in found
        if f.rule != KNOWLEDGE_RULE or (f.subject.entity.key, f.object.entity.key) not in pairs
    ]


def _worth_reading(mentions: list[Mention]) -> bool:
    """Two mentions make a fact; one is enough for a generation ("MTIA v1" of MTIA) or a
    product named with its maker in front ("visualized with NVIDIA Omniverse")."""
    return len(mentions) >= 2 or any(m.entity.family or maker_of(m) for m in mentions)


def _register(article: Article, m: Mention) -> bool:
    """Record a typed mention on the article; False if it contradicts the type seen before."""
    seen = article.entities.get(m.entity.key)
    if seen is not None and seen.type != m.entity.type:
        return False
    if seen is None:
        article.entities[m.entity.key] = m.entity
    if not m.coref:  # "la compañía" is not a name of the company
        article.surfaces.setdefault(m.entity.key, set()).add(m.text)
    return True


def _rivalry_stands(view: SentenceView, found: Found) -> bool:
    """ "Intel could not compete with Nvidia": a rival one cannot match is a rival still."""
    known = found.subject.entity.known  # (not a gerund read as a name: "Sabiendo que no podía")
    return found.predicate == "competesWith" and known and view.unable(found.trigger)


def _confidence(lex: Lexicon, found: Found) -> float:
    """How sure a fact of ``found`` is: its rule's confidence, less through a reference."""
    through_reference = found.subject.coref or found.object.coref
    return round(lex.confidence.get(found.rule, 0.5) * (COREF_TRUST if through_reference else 1), 2)


def _fact(view: SentenceView, found: Found, sentence: tuple[str, int], confidence: float) -> Fact:
    """The fact of ``found`` in ``sentence`` (its text and where it starts)."""
    lex = view.lex
    trigger = view.doc[found.trigger]
    through_reference = found.subject.coref or found.object.coref
    text, start = sentence
    return Fact(
        subject=found.subject.entity.key,
        predicate=found.predicate,
        object=found.object.entity.key,
        sentence=text,
        start=start,
        end=start + len(text),
        rule=found.rule + (COREF_SUFFIX if through_reference else ""),
        confidence=confidence,
        modality=REPORTED if view.hedged(trigger) else ASSERTED,
        date=view.date_near(found.trigger) if found.predicate in lex.dated else None,
    )


# Facts whose subject makes the object: the maker's name may complete the product's.
def extract(article: Article) -> Article:
    """Fill ``article.facts`` (sorted, deterministic) and its entities; return the article."""
    return extract_batch([article])[0]


def _by_size(texts: list[str], batch_size: int) -> Iterator[list[str]]:
    """Yield ``texts`` in runs of at most ``batch_size`` texts and MAX_BATCH_CHARS characters
    (a longer text alone)."""
    group: list[str] = []
    size = 0
    for text in texts:
        if group and (len(group) == batch_size or size + len(text) > MAX_BATCH_CHARS):
            yield group
            group, size = [], 0
        group.append(text)
        size += len(text)
    if group:
        yield group


def extract_batch(articles: list[Article], batch_size: int = 256) -> list[Article]:
    """Extract a batch of articles, their paragraphs parsed together (``nlp.pipe``) per language.

    Pure: the same articles in, the same facts out, whatever the batch they come in.
    """

    def parsed_here(lang: str, texts: list[str]) -> Iterator[Any]:
        nlp = load_pipeline(lang)
        for group in _by_size(texts, batch_size):
            titles = [title_lines(t) if lang == "en" else [] for t in group]
            cased = [
                sentence_case(t, nlp) if spans else t
                for t, spans in zip(group, titles, strict=True)
            ]
            docs = nlp.pipe([for_parser(t) for t in cased], batch_size=len(group))
            for doc, spans in zip(docs, titles, strict=True):
                doc.user_data["title_lines"] = spans  # where capitals say nothing of names
                yield doc

    return _extract(articles, parsed_here)


def _extract(
    articles: list[Article], parse: Callable[[str, list[str]], Iterable[Any]]
) -> list[Article]:
    """Extract ``articles``, the paragraphs of each language parsed by ``parse(lang,
    texts)`` (a Doc per text, in order)."""
    readings: dict[int, Reading] = {}
    for lang in sorted({a.lang for a in articles}):
        group = [a for a in articles if a.lang == lang]
        lex = load_lexicon(lang)
        nlp = load_pipeline(lang)
        parts = [(a, offset, text) for a in group for offset, text in paragraphs(a.text)]
        for a in group:
            a.facts = []
            a.entities = {}
            a.surfaces = {}
        docs = parse(lang, [text for _, _, text in parts])
        for a in group:  # per article, across its paragraphs
            readings[id(a)] = Reading(surnames=article_surnames(a.text, lex))
        for (article, offset, _), doc in zip(parts, docs, strict=True):
            article.facts.extend(
                facts_of_doc(doc, offset, lex, nlp, article.date, article, readings[id(article)])
            )
            forget_tokens(doc)
    for a in articles:
        finish_article(a, readings[id(a)])
        a.facts.sort(key=lambda f: (f.start, f.subject, f.predicate, f.object, f.rule))
    return articles
