"""A family's generations as a text names them: a known name with a version after it ("ROCm
6", "MTIA v2", "Claude Sonnet 4.5"), a model code before it ("Huawei's 910B Ascend"), a
version glued on ("Trainium4", "Qwen3-1.7B"): each a new entity of the family's class."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from .entities import (
    GENERATION_TYPES,
    MODEL_SIZE,
    entity_key,
    families,
    known_by_key,
    names_of,
    new_entity,
)
from .facts import Entity, Mention
from .knowledge import is_generic
from .lexicon import Lexicon
from .name_shapes import MODEL_VERSION

# A version after a family's name ("6", "v2", "K2.5", "H100"-like codes, "IQ9", "Q-7790"), its
# full stop allowed.
VERSION = re.compile(
    r"^(\d{1,4}[A-Za-z]{0,2}|[A-Z]\d{0,3}(\.\d{1,2})?|v\d{1,2}[a-z]?|[A-Z]{2,3}\d{1,5}[A-Za-z]{0,2}"
    r"|[A-Z]{1,2}-\d{3,5})\.?$"
)
# A short code after a family's name ("Dragonwing IQ9")
_SHORT_CODE = re.compile(r"^[A-Z]{2,3}\d{1,2}$")
# A model code before a family's name ("910B Ascend"): digits and a capital or two.
_MODEL_CODE = re.compile(r"^\d{2,4}[A-Z]{0,2}$")
# A model number after a class word ("GPU C500"): a capital and digits.
_MODEL_NUMBER = re.compile(r"^[A-Z]\d{1,3}$")


# How many words a model's version may take: "Claude Sonnet 4.5", "Llama 3.2 70B".
MAX_VERSION_WORDS = 3
# "Trainium4", "Gaudi3", "TPUv5e": a family's name and a version in one token.
_GLUED_GENERATION = re.compile(r"^(?P<family>[A-Za-z][A-Za-z\-]*?)-?(?P<version>v?\d[\w\-\.]*)$")


def with_version(doc: Any, m: Mention, known_at: set[int], lex: Lexicon) -> Mention:
    """ "ROCm 6", "MTIA v2": a known name and a version make a new entity of the same class."""
    # A known generation takes no further version, but a model's tier does ("Claude Sonnet 4.5").
    versioned = m.entity.family is not None and m.entity.type != "AIModel"
    if m.end >= len(doc) or versioned or m.end in known_at:
        return m
    if m.entity.type not in GENERATION_TYPES:  # "Google 20 de octubre" is no Google model
        return m
    # ("Dragonwing™ IQ9": a blanked trademark sign leaves a space between)
    gap = int(doc[m.end].is_space and m.end + 1 < len(doc) and m.end + 1 not in known_at)
    words = _version_words(doc, replace(m, end=m.end + gap), known_at, lex)
    if not words or (m.text[-1:].isdigit() and _SHORT_CODE.match(words[0])):
        return m  # ("Quantum-2 CX7", "Mali-G710 MC10": a variant of a version named)
    if words[0] in lex.form_codes:
        return m  # "Ryzen AM5", "EPYC SP5": a socket or a module, no generation
    end = m.end + gap + len(words)
    if is_generic(m.entity.key) and _MODEL_NUMBER.match(words[0]):
        # "su GPU C500": a class word before a model number is its cue, the number the name.
        text = doc[m.end : end].text.rstrip(".")
        return Mention(new_entity(" ".join(words), m.entity.type), m.end, end, text)
    text = doc[m.start : end].text.rstrip(".")
    if m.entity.type == "AIModel":
        # "Llama 3.1 405B", "Gemma 3 270M", "Llama 3.2 1b Instruct" are Llama 3.1, Gemma 3 and
        # Llama 3.2: a model's size, and the variant named after it, are no release of their own.
        sized = next((i for i in range(len(words)) if _size_at(doc, m.end + i, lex)), len(words))
        words = words[:sized]
    if not words:
        return Mention(m.entity, m.start, end, text)
    # Named after the family, not after the words that found it: "Meta Llama 2" is Llama 2;
    # and without the maker's name the label starts with, as a gold list or another article
    # would name it ("Dragonwing IQ9" of "Qualcomm Dragonwing").
    entity = new_entity(" ".join([m.entity.label, *words]), m.entity.type)
    if not entity.known:
        entity = new_entity(" ".join([_name_said(m), *words]), m.entity.type)
    if not entity.known:
        entity = replace(entity, family=m.entity.key)
    return Mention(entity, m.start, end, text)


def _name_said(m: Mention) -> str:
    """The family's label without the maker's name it starts with, if the rest of it is one
    of its names ("Dragonwing" for "Qualcomm Dragonwing"), whatever the text writes: one key
    for "the Qualcomm Dragonwing IQ9" and "Qualcomm's Dragonwing IQ9"."""
    label = m.entity.label.lower()
    tails = [n for n in names_of().get(m.entity.key, ()) if label.endswith(" " + n.lower())]
    return max(tails, key=len) if tails else m.entity.label


def _size_at(doc: Any, j: int, lex: Lexicon) -> bool:
    """True if a model's size starts at token ``j``: "405B", "405 billion" (parameters), or
    "270" and the "M" the tokenizer cut off it."""
    tok = doc[j]
    if MODEL_SIZE.match(tok.text):
        return True
    if tok.like_num and j + 1 < len(doc) and doc[j + 1].lower_ in lex.scale_words:
        return True
    glued = tok.like_num and not tok.whitespace_ and j + 1 < len(doc)
    return glued and bool(MODEL_SIZE.match(tok.text + doc[j + 1].text))


def with_code_before(doc: Any, m: Mention, known_at: set[int]) -> Mention:
    """ "Huawei's 910B Ascend chips": a known generation whose number comes before its
    family's name."""
    if m.start == 0 or m.start - 1 in known_at or m.entity.type not in GENERATION_TYPES:
        return m
    number = doc[m.start - 1]
    if not _MODEL_CODE.match(number.text):
        return m
    known = known_by_key().get(entity_key(f"{m.entity.label} {number.text}"))
    if known is None or known.family is None:
        return m
    return Mention(known, m.start - 1, m.end, doc[m.start - 1 : m.end].text)


def _version_words(doc: Any, m: Mention, known_at: set[int], lex: Lexicon) -> list[str]:
    """The words after a family's name that make a version of it: "6", "v2", and for a
    model its tiers around a version ("Gemini 1.5 Pro", "Claude Sonnet 4.5", "Llama 3.2 70B").
    A tier with no version ("Claude Sonnet") names no version."""
    tiers = lex.model_tiers if m.entity.type == "AIModel" else frozenset()
    words: list[str] = []
    versioned = False
    for j in range(m.end, min(m.end + MAX_VERSION_WORDS, len(doc))):
        tok = doc[j]
        if j in known_at or _summed(doc, j) or _measured(doc, j, lex):
            break
        if (VERSION.match(tok.text) and not _year(tok, m.entity.type)) or (
            tiers and MODEL_VERSION.match(tok.text)
        ):
            versioned = True
        elif tok.text not in tiers:
            break
        words.append(tok.text.rstrip("."))
        if not tiers:
            break
    return words if versioned else []


def _year(tok: Any, kind: str) -> bool:
    """True for four digits that read as a year or a date ("Copilot 2024", "Devstral Small
    2507"), no version (but a chip's series: "Ryzen 9000", "RTX 5000")."""
    text = tok.text.rstrip(".")
    return tok.like_num and len(text) == 4 and (kind != "Chip" or text[:2] in {"19", "20"})


def _measured(doc: Any, j: int, lex: Lexicon) -> bool:
    """True if the number at ``j`` is glued by a hyphen to the word after it ("NeuralART
    600-GOPS", "a 128-core CPU"): a measure or a count, no version (but "DLSS 3-like" is
    DLSS 3's likeness)."""
    if j + 2 >= len(doc) or doc[j].whitespace_ or not doc[j].like_num:
        return False
    unit = doc[j + 2]  # (a unit or a count's noun, not a tier: "Snapdragon 8-Elite")
    glued = doc[j + 1].text in {"-", "–"} and not doc[j + 1].whitespace_
    cased = unit.is_lower or unit.is_upper
    return glued and unit.is_alpha and cased and unit.lower_ not in lex.likeness_words


def _summed(doc: Any, j: int) -> bool:
    """True if the number at ``j`` is a term of a sum glued on ("Oryon 2+6": two cores and
    six), a count of parts and no version."""
    if j + 2 >= len(doc) or doc[j].whitespace_ or not doc[j].like_num:
        return False
    return doc[j + 1].text == "+" and doc[j + 2].like_num


def version_word(text: str) -> bool:
    """True for a word that may end a product's name: a generation ("H100", "3", "v2") or a
    model's version ("AX 4.0", "Qwen 2.5")."""
    return bool(VERSION.match(text) or MODEL_VERSION.match(text))


def glued_generation(tok: Any) -> Entity | None:
    """ "Trainium4": a family's name with a version glued on, as a new entity of its class."""
    text = tok.text
    name, _, size = text.rpartition("-")
    if name and MODEL_SIZE.match(size):
        text = name  # "Qwen3-1.7B" is Qwen3: a model's size is no release of its own
    match = _GLUED_GENERATION.match(text)
    if match is None:
        return None
    family = families().get(match.group("family").lower())
    if family is None or (text != tok.text and family.type != "AIModel"):
        return None
    entity = new_entity(text, family.type)
    return entity if entity.known else replace(entity, family=family.key)
