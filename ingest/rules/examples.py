"""The names a verb's object stands for when the object itself names nothing: the examples a
class noun, or a range of hardware, is followed by ("announced four new chips, including the
AI300", "supports a wide range of hardware, including Gaudi"), and what a lineup is said to
hold ("unveiled a roadmap that includes the MI400", "presentó su nueva gama, con el Gaudi 3"),
or the name it is given after a comma ("a new computer, dubbed Project Digits")."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import replace
from typing import Any

from ..lexicon import Frame
from .chunks import OBJECT_DEPS, PRODUCT_TYPES
from .context import Chunk, Found, SentenceView

# Words that may open the examples after a comma ("such as the", "entre ellos el").
MAX_EXAMPLE_OPENERS = 3
# How far after the verb a lineup noun may stand ("unveiled its new lineup"), and from it the
# word that says what it holds ("lineup of AI processors, featuring").
LINEUP_GAP = 4
INCLUDER_GAP = 6
# Frames whose object a lineup stands for: presenting it, making it.
LINEUP_PROPERTIES = frozenset({"announces", "develops"})
LINEUP_LEAD = frozenset({"DET", "ADJ", "PRON", "NUM", "ADV"})


def named_examples(view: SentenceView, verb: Any, frame: Frame) -> Chunk | None:
    """The names the verb's object stands for (see the module's docstring), or None."""
    return apposed_object(view, verb) or contained_object(view, verb, frame)


def apposed_object(view: SentenceView, verb: Any) -> Chunk | None:
    """The names set beside a verb's object when it is a class noun far from the verb ("will
    use the cloud giant's in-house training and inferencing chips, Trainium and Inferentia"):
    right after the noun (or a noun joined to it) and a comma; or the product a word of naming
    names after any noun and a comma ("a new computer, dubbed Project Digits")."""
    objs = [c for c in verb.children if c.dep_ in OBJECT_DEPS]  # (a parse may give two)
    objs += [c for o in objs for c in o.children if c.dep_ == "conj"]
    for noun in [_ranged(view, o) or o for o in objs]:
        after = noun.i + 2
        product = noun.lemma_.lower() in view.lex.product_nouns  # "its first product, Warboy"
        hardware = noun.lemma_.lower() in view.lex.hardware_nouns  # "a range of hardware, incl."
        if after >= view.sent.end or view.doc[noun.i + 1].text != ",":
            continue
        if view.doc[after].lower_ in view.lex.naming_words:
            # "showcased a $3,000 computer, dubbed Project Digits" (", known as"): its name
            as_word = after + 1 < view.sent.end and view.doc[after + 1].lower_ in view.lex.naming_as
            named = view.chunk_at(after + 2 if as_word else after + 1)
            if named is not None and named.types & PRODUCT_TYPES:
                return named
            continue
        if not (view.is_class_noun(noun) or product or hardware):
            continue
        # "announced four new chips, including the Dragonfly C1000 and the AI300", "entre
        # ellos el AI300": the examples the noun introduces
        lex, start = view.lex, after
        end = min(after + MAX_EXAMPLE_OPENERS, view.sent.end)
        while after < end and (
            view.doc[after].lower_ in lex.example_introducers | lex.example_openers
            or view.doc[after].pos_ in {"DET", "PRON"}
        ):
            after += 1
        chunk = view.chunk_at(after)
        if chunk is not None and chunk.types == {"Company"}:
            # "including Nvidia GPUs and Google TPUs": the maker before its products
            chunk = view.chunk_after(after - 1, max_gap=1, noun_phrase=True)
        if chunk is None or chunk.start < after:
            continue
        if product or hardware:
            if chunk.types & (PRODUCT_TYPES if product else {"Chip"}):
                return chunk
            continue
        # (examples are of the noun's class: "a new server, including eight H100 GPUs" are
        # its parts, no server announced)
        kind = lex.cue_types.get(noun.lemma_.lower()) or lex.cue_types.get(noun.lower_)
        if after == start or kind in chunk.types:
            return chunk
    return None


def _ranged(view: SentenceView, noun: Any) -> Any | None:
    """The noun a noun of number or range stands before ("supports a wide range of hardware,
    including ...", "una amplia variedad de chips, como ..."), or None."""
    if noun.lemma_.lower() not in view.lex.range_nouns:
        return None
    of = view.lex.of_preps
    for c in noun.children:
        if c.lower_ in of:  # "range" -> "of" -> "hardware"
            inner = next((g for g in c.children if g.pos_ in {"NOUN", "PROPN"}), None)
        elif any(g.dep_ == "case" and g.lower_ in of for g in c.children):
            inner = c  # "variedad" -> "hardware" <- "de"
        else:
            continue
        if inner is not None and inner.pos_ in {"NOUN", "PROPN"}:
            return inner  # (the first noun of the "of" phrase: "of AI hardware" too)
    return None


def contained_object(view: SentenceView, verb: Any, frame: Frame) -> Chunk | None:
    """The products a lineup the verb presents or makes is said to hold: "revealed its new
    lineup of processors, featuring the Gaudi 3", "unveiled a roadmap that includes the
    MI400", "ha presentado su hoja de ruta, que incluye la serie MI400". A name before the
    lineup noun, or products of no class, hold nothing ("a roadmap with Microsoft")."""
    if frame.property not in LINEUP_PROPERTIES:
        return None
    lex, doc, end = view.lex, view.doc, view.sent.end
    lineup = next(
        (
            j
            for j in range(verb.i + 1, min(verb.i + 1 + LINEUP_GAP, end))
            if doc[j].pos_ == "NOUN" and doc[j].lemma_.lower() in lex.roadmap_nouns
        ),
        None,
    )
    # the verb's own object: only its determiners, adjectives and compounds ("four product
    # lines") before it ("for its range of apps, including TikTok" is no lineup it presents)
    if lineup is None or any(
        doc[j].pos_ not in LINEUP_LEAD
        and not (doc[j].dep_ == "compound" and doc[j].head.i == lineup)
        for j in range(verb.i + 1, lineup)
    ):
        return None
    for j in range(lineup + 1, min(lineup + 1 + INCLUDER_GAP, end)):
        if view.chunk_at(j) is not None or doc[j].text in {";", "."}:
            return None
        if doc[j].lower_ in lex.lineup_includers or doc[j].text == ":":
            if view.denied(j) or view.hedged(doc[j]):
                return None  # "its new lineup, which does not include the H20", "may include"
            held = view.chunk_after(j, max_gap=3, noun_phrase=True)
            return held if held is not None and held.types & PRODUCT_TYPES else None
    return None


def with_examples(
    view: SentenceView, found: Iterable[Found], after: dict[tuple[bool, int], Any]
) -> Iterator[Found]:
    """Each candidate, and the same fact for each example named after its object: "Nvidia's
    GPUs, such as the H100 and H200" gives Nvidia develops H100 and H200 too; a class noun a
    colon or a closing apposition names ("su nueva GPU: la Crescent Island") gives its fact
    to the name. ``after``: the sentence's answers so far, by the object's first token (the
    chunk there gives them; rules find many candidates with one object, 20 µs a reading)."""
    for f in found:
        chunk = view.chunk_at(f.object.start)
        named = _after(after, False, f.object.start, chunk, view.named_after)
        if named is not None and named.entity.key != f.subject.entity.key:
            yield Found(f.subject, f.predicate, named, f.rule, f.trigger)
            continue
        yield f
        examples = _after(after, True, f.object.start, chunk, view.examples)
        if examples is None:
            continue
        for m in examples.mentions:
            if m.entity.key != f.subject.entity.key and m.entity.type in {"", f.object.entity.type}:
                if not m.entity.type:
                    m = replace(m, entity=replace(m.entity, type=f.object.entity.type))
                yield Found(f.subject, f.predicate, m, f.rule, f.trigger)


def _after(
    after: dict[tuple[bool, int], Any], kind: bool, start: int, chunk: Any, read: Any
) -> Any:
    """``read(chunk)`` (None without a chunk), remembered in ``after`` by kind and token."""
    key = (kind, start)
    if key not in after:
        after[key] = read(chunk) if chunk is not None else None
    return after[key]
