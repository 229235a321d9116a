"""Mentions that are one name: a product named with its family or its class ("Blackwell
B200", "B200 GPU", "su NPU Hexagon"), a name repeated in brackets ("Tensor Processing
Units (TPUs)", "Koch Disruptive Technologies (KDT)"), a family's name with the words of a
line ("Snapdragon Ride Elite") and names a hyphen glues ("GPT-5.3-Codex-Spark")."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from .entities import GENERATION_TYPES, MODEL_SIZE, entity_key, known_entities, new_entity
from .facts import Mention
from .knowledge import families_of, is_generic
from .lexicon import Lexicon
from .name_shapes import PRODUCT_SHAPE, hyphen_glued, name_tail

# Classes whose names a line of products extends with words ("Snapdragon Ride Elite").
LINE_TYPES = frozenset({"Chip", "Framework", "CloudPlatform"})
# A model code in a line's name: "AR1" of "Snapdragon AR1 Gen 1".
_LINE_CODE = re.compile(r"^[A-Z]{1,3}\d{1,3}$")
# The word before a generation's number in a line's name: "Snapdragon 4 Gen 2".
GENERATION_WORDS = frozenset({"Gen", "Gen."})
# doc.user_data's key of the short forms a paragraph defined: their key -> the longer name's
# entity ("PFN" -> Preferred Networks).
SHORT_FORMS = "short_forms"
# The surnames of the people a paragraph names in full (``mentions._bare_names``).
SURNAMES = "surnames"


def merge_compounds(mentions: list[Mention], lex: Lexicon) -> list[Mention]:
    """One product named with its family or its class: "Blackwell B200" is the B200, and so
    is "B200 GPU" (the class word GPU is no second chip)."""
    merged: list[Mention] = []
    for m in mentions:
        prev = merged[-1] if merged else None
        if prev is not None and prev.end == m.start:
            named = _named_by_class(prev, m, lex)
            if named is not None:
                merged[-1] = named
                continue
        if prev is not None and prev.end == m.start and prev.entity.type == m.entity.type:
            if m.entity.family == prev.entity.key:
                # "NVIDIA Blackwell B200": the B200, named with its maker and family.
                merged[-1] = Mention(m.entity, prev.start, m.end, f"{prev.text} {m.text}")
                continue
            if _class_word(m, lex) and not _class_word(prev, lex):
                # "B200 GPU" is the B200, but "RISC-V CPUs" are CPUs built on RISC-V.
                kept = m if prev.entity.key in lex.instruction_sets else prev
                merged[-1] = Mention(kept.entity, prev.start, m.end, kept.text)
                continue
            if _class_word(prev, lex) and not _class_word(m, lex):
                # "su GPU H20": the class word before a name is no second chip ("chips
                # RISC-V" are chips).
                kept = prev if m.entity.key in lex.instruction_sets else m
                merged[-1] = Mention(kept.entity, prev.start, m.end, kept.text)
                continue
        merged.append(m)
    return merged


def _class_word(m: Mention, lex: Lexicon) -> bool:
    """True for a class noun, singular or plural ("GPU", "GPUs")."""
    word = m.text.lower()
    return word in lex.cue_types or (word.endswith("s") and word[:-1] in lex.cue_types)


def _named_by_class(first: Mention, second: Mention, lex: Lexicon) -> Mention | None:
    """ "su NPU Hexagon", "the Hexagon NPU": a class word beside a name nothing knows gives the
    name its class, and is no second product."""
    for cue, name in ((first, second), (second, first)):
        type_ = lex.cue_types.get(cue.text.lower())
        if type_ and cue.entity.known and not name.entity.known and not name.entity.type:
            entity = replace(name.entity, type=type_)
            return Mention(entity, first.start, second.end, name.text)
    return None


def merge_parenthesised(doc: Any, mentions: list[Mention], lex: Lexicon) -> list[Mention]:
    # "Tensor Processing Units (TPUs)": one mention of one entity, not two.
    merged: list[Mention] = []
    for m in mentions:
        prev = merged[-1] if merged else None
        if (
            prev is not None
            and m.start == prev.end + 2
            and (doc[prev.end].lower_ in lex.genitive_markers or doc[prev.end].is_quote)
            and doc[prev.end + 1].text == "("
            and _initials(prev.text, m.text, m.entity.known)
        ):
            # "STMicroelectronics' (ST) acquisition": the short form, the genitive kept
            doc.user_data.setdefault(SHORT_FORMS, {})[m.entity.key] = prev.entity
            m = replace(m, entity=prev.entity)
        if (
            prev is not None
            and m.start == prev.end + 1
            and doc[prev.end].text in "(["
            and prev.entity.key in families_of(m.entity.key)
        ):
            # "chips Nvidia Blackwell (GB300)": the family's generation the brackets name
            end = m.end + 1 if m.end < len(doc) and doc[m.end].text in ")]" else m.end
            merged[-1] = Mention(m.entity, prev.start, end, prev.text)
            continue
        # (a stock ticker blanked out for the parser may stand between: "GlobalFoundries
        # (Nasdaq: GFS) (GF)")
        bracket = _past_blanks(doc, prev.end) if prev is not None else 0
        if (
            prev is not None
            and (prev.entity.key == m.entity.key or _initials(prev.text, m.text, m.entity.known))
            and m.start == bracket + 1
            and doc[bracket].text in "(["
        ):
            end = m.end + 1 if m.end < len(doc) and doc[m.end].text in ")]" else m.end
            merged[-1] = Mention(prev.entity, prev.start, end, prev.text)
            if not m.entity.known:  # later, "PFN" alone is the same name
                doc.user_data.setdefault(SHORT_FORMS, {})[m.entity.key] = prev.entity
            continue
        merged.append(m)
    for m in merged:
        # a short form no mention took: "Preferred Networks (PFN) is a startup"
        bracket = _past_blanks(doc, m.end)
        if bracket + 2 < len(doc) and doc[bracket].text == "(" and doc[bracket + 2].text == ")":
            short = doc[bracket + 1].text
            if m.entity.known and _initials(m.text, short, False):
                doc.user_data.setdefault(SHORT_FORMS, {}).setdefault(entity_key(short), m.entity)
    return merged


def _past_blanks(doc: Any, i: int) -> int:
    """The first token from ``i`` on that is no run of blanks (a ticker the parser's text
    blanked out leaves one)."""
    while i < len(doc) - 1 and doc[i].is_space:
        i += 1
    return i


def _initials(name: str, short: str, known: bool) -> bool:
    """ "Koch Disruptive Technologies (KDT)", "Preferred Networks (PFN)": a name nothing knows
    in brackets after a longer one, whose letters the longer one has in order from its first
    letter on, with every capitalised word's initial among them, is that name again."""
    if known or not short.isupper() or not 2 <= len(short) <= 6:
        return False
    words = name.split()
    if len(words) == 1:  # "STMicroelectronics (ST)": the first of its capitals
        return "".join(c for c in name if c.isupper()).startswith(short)
    initials = "".join(w[0] for w in words if w[:1].isupper()).lower()
    letters = short.lower()
    return _in_order(letters, name.lower()) and _in_order(initials, letters)


def _in_order(letters: str, text: str) -> bool:
    """True if ``text`` starts with ``letters``' first and has the others in order after it."""
    if not letters or not text.startswith(letters[0]):
        return False
    at = 0
    for c in letters:
        at = text.find(c, at) + 1
        if not at:
            return False
    return True


def glued_names(doc: Any, mentions: list[Mention]) -> list[Mention]:
    """ "GPT-5.3-Codex-Spark", "Qwen3-1.7B": a product's name and what a hyphen glues to it on
    both sides (another product's or an unknown name, or a model's size) are one name (and so
    is a codename in quotes after a family's: ``quoted_codenames``)."""
    mentions = quoted_codenames(doc, mentions)
    out: list[Mention] = []
    by_start = {m.start: m for m in mentions}
    skip: set[int] = set()
    for m in mentions:
        if m.start in skip:
            continue
        end, words = m.end, [m.text]
        while m.entity.type in GENERATION_TYPES and hyphen_glued(doc, end):
            nxt = by_start.get(end + 1)
            tail = doc[end + 1]
            if MODEL_SIZE.match(tail.text) and m.entity.type == "AIModel":
                end += 2  # the size is no part of the model's name ("-397B-A17B")
                if nxt is not None:
                    skip.add(nxt.start)  # "A17B" may have been read as a name of its own
            elif nxt is not None and nxt.entity.type in {"", *GENERATION_TYPES}:
                skip.add(nxt.start)
                words.append(nxt.text)
                end = nxt.end
            else:
                break
        if m.entity.type == "AIModel" and end < len(doc) and MODEL_SIZE.match(doc[end].text):
            # "Gemma 3n E4B", "Llama 3.1 405B": a size after a space is no name either
            if end in by_start:
                skip.add(end)
            end += 1
        if len(words) > 1:
            entity = new_entity("-".join(words), m.entity.type)
            if not entity.known:
                entity = replace(entity, family=m.entity.family or m.entity.key)
            m = Mention(entity, m.start, end, doc[m.start : end].text)
        elif end > m.end:
            m = Mention(m.entity, m.start, end, doc[m.start : end].text)
        out.append(m)
    return out


def quoted_codenames(doc: Any, mentions: list[Mention]) -> list[Mention]:
    """ "EPYC “Venice”", "Xeon 6 'Clearwater Forest'": a known family's name and a codename in
    quotes right after it, which nothing knows alone, are the product the gazetteer knows by
    the two (not "Zen 6 “Venice”", "GB300 “Cordelia”": no product's name; and a known codename
    stays itself: "Xeon 6 “Granite Rapids”")."""
    out: list[Mention] = []
    for m in mentions:
        prev = out[-1] if out else None
        if (
            prev is not None
            and m.start == prev.end + 1
            and m.end < len(doc)
            and doc[prev.end].is_quote
            and doc[m.end].is_quote
            and prev.entity.known
            and prev.entity.type in LINE_TYPES
            and not (m.entity.type or m.entity.known)
            and _line_words(m.text.split())
        ):
            entity = new_entity(f"{prev.entity.label} {m.text}", prev.entity.type)
            if entity.known:
                out[-1] = Mention(entity, prev.start, m.end + 1, f"{prev.text} {m.text}")
                continue
        out.append(m)
    return out


def product_lines(mentions: list[Mention], lex: Lexicon) -> list[Mention]:
    """ "Snapdragon Cockpit Elite", "Exynos Auto": a known family's name with capitalised words
    nothing knows right after it is one product of the family's class, not the family and a
    second name."""
    out: list[Mention] = []
    for m in mentions:
        prev = out[-1] if out else None
        if prev is None or prev.end != m.start:
            out.append(m)
            continue
        if (
            m.entity.known
            and m.entity.type == prev.entity.type
            and m.entity.label.startswith(f"{prev.entity.label} ")
        ):
            # "Azure" and "ND GB200 v6" (an alias of Azure ND): one name, the longer one's
            out[-1] = Mention(m.entity, prev.start, m.end, f"{prev.text} {m.text}")
            continue
        if (
            prev.entity.type in LINE_TYPES
            and not m.entity.type
            and not m.entity.known
            and m.text.split()[-1].lower() in lex.cue_types
        ) or _class_in_words(prev, m, lex):
            # "Azure ND Virtual Machines": the words of a class after a name are its cue;
            # "Nvidia H20 graphics chips": so is a class the gazetteer spells in words
            out[-1] = Mention(prev.entity, prev.start, m.end, f"{prev.text} {m.text}")
            continue
        if (
            (prev.entity.known or (prev.entity.family or "") in known_entities())
            and (prev.entity.type in LINE_TYPES or _model_edition(prev, m, lex))
            and name_tail(m, lex)
            and m.entity.type in {"", prev.entity.type}
            and _line_words(m.text.split())
        ):
            entity = new_entity(f"{prev.entity.label} {m.text}", prev.entity.type)
            if not entity.known:
                family = prev.entity.key if prev.entity.known else prev.entity.family
                entity = replace(entity, family=family)
            out[-1] = Mention(entity, prev.start, m.end, f"{prev.text} {m.text}")
            continue
        out.append(m)
    return out


def _model_edition(prev: Mention, m: Mention, lex: Lexicon) -> bool:
    """True for words after a known model that a cue typed a model too ("CoCounsel Legal, an
    AI assistant"): an edition of its own, but no tier ("Gemini Pro") nor acronym ("Falcon 2
    VLM")."""
    words = m.text.split()
    return m.entity.type == prev.entity.type == "AIModel" and not any(
        w in lex.model_tiers or w.isupper() for w in words
    )


def _line_words(words: list[str]) -> bool:
    """ "Cockpit Elite", "AR1 Gen 1", "Gen 2": capitalised words, and a generation's number
    after its word, with a model code before it ("CX7" alone is no line's)."""
    generation = any(w in GENERATION_WORDS for w in words)
    return all(
        (w[:1].isupper() and (w.isalpha() or (generation and bool(_LINE_CODE.match(w)))))
        or (w.isdigit() and k > 0 and words[k - 1] in GENERATION_WORDS)
        for k, w in enumerate(words)
    )


def _class_in_words(prev: Mention, m: Mention, lex: Lexicon) -> bool:
    """True for a class of products in words ("graphics chips", "graphics processing units")
    right after a named product of that class (as "GPUs" is in "H20 GPUs"), but not after an
    instruction set ("RISC-V central processor units" are CPUs)."""
    return (
        is_generic(m.entity.key)
        and " " in m.text
        and not is_generic(prev.entity.key)
        and prev.entity.key not in lex.instruction_sets
        and prev.entity.type == m.entity.type
    )


def not_sites(doc: Any, mentions: list[Mention], lex: Lexicon) -> list[Mention]:
    """ "leased the Helios facility to CoreWeave", "the Abilene campus": a chip's name right
    before a noun of a site names the site, not the chip."""
    return [
        m
        for m in mentions
        if not (
            m.entity.type == "Chip" and m.end < len(doc) and doc[m.end].lower_ in lex.site_nouns
        )
    ]


def company_brands(doc: Any, mentions: list[Mention], lex: Lexicon) -> list[Mention]:
    """ "Mistral Compute", "IBM Research", "Intel Capital", "AMD Developer Cloud": a company's
    name and a word-like name nothing else knows make one name, of a product, service or
    division of its own. A model number stays apart ("Nvidia X200" is Nvidia's X200)."""
    merged: list[Mention] = []
    for m in mentions:
        prev = merged[-1] if merged else None
        if (
            prev is not None
            and prev.end == m.start
            and prev.entity.type == "Company"
            and not prev.coref
            and name_tail(m, lex)
            and not m.entity.type
            and not any(PRODUCT_SHAPE.match(t.text) or t.is_upper for t in doc[m.start : m.end])
        ):
            # "Arm Technology Investment Ltd": with the words that end a company's name.
            end = m.end
            while end < len(doc) and doc[end].text in lex.name_suffixes:
                end += 1
            text = doc[prev.start : end].text
            merged[-1] = Mention(new_entity(text, "", lex), prev.start, end, text)
            continue
        merged.append(m)
    return merged
