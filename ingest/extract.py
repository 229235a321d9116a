"""Article text in, Facts out: annotate each paragraph with spaCy, then run every rule."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .dates import date_line, find_dates
from .errors import InputError
from .facts import ASSERTED, REPORTED, Article, Fact, Mention
from .lexicon import Lexicon, load_lexicon
from .mentions import find_mentions
from .pipeline import load_pipeline
from .read import detect_language
from .resources import LANGUAGES
from .rules import descriptions, generations, modifiers, phrases, possessives, verbs
from .rules.context import Found, SentenceView

RULES = (verbs, descriptions, possessives, modifiers, phrases, generations)
# spaCy's default max_length is 1,000,000 characters; paragraphs are cut well below it.
MAX_PARAGRAPH = 100_000


def new_article(
    text: str,
    lang: str = "auto",
    source: str = "",
    title: str | None = None,
    url: str | None = None,
    date: str | None = None,
    identifier: str | None = None,
) -> Article:
    """Return an Article for clean ``text``, its language detected when ``lang`` is "auto"."""
    if not text.strip():
        raise InputError(f"{source or 'input'}: is empty, there is no text to read")
    if lang == "auto":
        detected = detect_language(text)
        if detected is None:
            raise InputError(
                f"{source or 'input'}: cannot tell its language; "
                f"pass --lang ({'|'.join(LANGUAGES)})"
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
    doc: Any, offset: int, lex: Lexicon, nlp: Any, article_date: str | None, article: Article
) -> list[Fact]:
    """Return the facts of one annotated paragraph; record its mentions on ``article``."""
    mentions = find_mentions(doc, lex, nlp)
    for m in mentions:
        if m.entity.type:
            _register(article, m)
    if len(mentions) < 2 and not any(m.entity.family for m in mentions):
        return []
    dates = find_dates(doc, lex, nlp, article_date)
    best: dict[tuple[str, str, str, int], Fact] = {}
    for sent in doc.sents:
        view = SentenceView(sent, mentions, lex, dates)
        if len(view.mentions) < 2:
            continue
        for rule in RULES:
            for found in rule.extract(view):
                if not (_register(article, found.subject) and _register(article, found.object)):
                    continue
                fact = _fact(view, found, offset)
                key = (*fact.triple, fact.start)
                if key not in best or best[key].confidence < fact.confidence:
                    best[key] = fact
    return list(best.values())


def _register(article: Article, m: Mention) -> bool:
    """Record a typed mention on the article; False if it contradicts the type seen before."""
    seen = article.entities.get(m.entity.key)
    if seen is not None and seen.type != m.entity.type:
        return False
    if seen is None:
        article.entities[m.entity.key] = m.entity
    article.surfaces.setdefault(m.entity.key, set()).add(m.text)
    return True


def _fact(view: SentenceView, found: Found, offset: int) -> Fact:
    lex = view.lex
    sent = view.sent
    trigger = view.doc[found.trigger]
    # The doc's text sliced, not Span.text (which joins every token of the sentence).
    whole = view.doc.text[sent.start_char : sent.end_char]
    text = whole.strip()
    start = offset + sent.start_char + (len(whole) - len(whole.lstrip()))
    return Fact(
        subject=found.subject.entity.key,
        predicate=found.predicate,
        object=found.object.entity.key,
        sentence=text,
        start=start,
        end=start + len(text),
        rule=found.rule,
        confidence=lex.confidence.get(found.rule, 0.5),
        modality=REPORTED if view.hedged(trigger) else ASSERTED,
        date=view.date_near(found.trigger) if found.predicate in lex.dated else None,
    )


def extract(article: Article) -> Article:
    """Fill ``article.facts`` (sorted, deterministic) and its entities; return the article."""
    return extract_batch([article])[0]


def extract_batch(articles: list[Article], batch_size: int = 256) -> list[Article]:
    """Extract a batch of articles, their paragraphs parsed together (``nlp.pipe``) per language.

    Pure: the same articles in, the same facts out, whatever the batch they come in.
    """
    for lang in sorted({a.lang for a in articles}):
        group = [a for a in articles if a.lang == lang]
        lex = load_lexicon(lang)
        nlp = load_pipeline(lang)
        parts = [(a, offset, text) for a in group for offset, text in paragraphs(a.text)]
        for a in group:
            a.facts = []
            a.entities = {}
            a.surfaces = {}
        docs = nlp.pipe((text for _, _, text in parts), batch_size=batch_size)
        for (article, offset, _), doc in zip(parts, docs, strict=True):
            article.facts.extend(facts_of_doc(doc, offset, lex, nlp, article.date, article))
    for a in articles:
        a.facts.sort(key=lambda f: (f.start, f.subject, f.predicate, f.object, f.rule))
    return articles
