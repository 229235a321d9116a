"""Entities by name: the gazetteer's, found by any of their spellings, and the new ones a name
outside it stands for (its key, its class)."""

from __future__ import annotations

import re
import unicodedata
from functools import cache, lru_cache

from .facts import Entity
from .lexicon import Lexicon
from .resources import gazetteer

GENERATION_TYPES = frozenset({"Chip", "Framework", "AIModel"})
INNER_APOSTROPHE = re.compile(r"(?<=\w)['’‘](?=\w)")
# A model's number of parameters: "405B", "1.7B", "8x7B", active or effective ones ("A17B",
# "E4B").
MODEL_SIZE = re.compile(r"^(\d+x|(?-i:[AE]))?\d+(\.\d+)?[BMT]$", re.IGNORECASE)


def slug(name: str) -> str:
    """Return an IRI-safe key for a name: ASCII, lowercase, words joined by '-'."""
    name = INNER_APOSTROPHE.sub("", name)  # "L'Oréal" and "L’Oréal" are one name
    folded = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    key = re.sub(r"[^a-z0-9]+", "-", folded.lower()).strip("-")
    if key:
        return key
    # A name with no ASCII letter or digit ("华为"): a stable key from its code points.
    return "u" + "-".join(format(ord(ch), "x") for ch in name)[:60]


def entity_key(name: str) -> str:
    """Return the key of an entity met by ``name`` outside the gazetteer: its slug, with a
    version glued to its name ("Trainium 3" and "Trainium3" are one chip, "Maia 200" and
    "Maia200" one too)."""
    return re.sub(r"(?<=[a-z])-(?=\d)", "", slug(name))


@cache
def known_entities() -> dict[str, Entity]:
    """Return every gazetteer entity by key."""
    return {
        e.id: Entity(key=e.id, label=e.label, type=e.type, wikidata=e.wikidata, family=e.version_of)
        for e in gazetteer()
    }


@cache
def families() -> dict[str, Entity]:
    """One-word names of chip, framework and model families, lowercased: what a glued
    generation ("Trainium4") starts with."""
    known = known_entities()
    families: dict[str, Entity] = {}
    for e in gazetteer():
        if e.type not in GENERATION_TYPES or e.version_of is not None:
            continue
        for name in (e.label, *e.aliases):
            if " " not in name and len(name) >= 3:
                families.setdefault(name.lower(), known[e.id])
    return families


@cache
def family_keys() -> frozenset[str]:
    """The keys of entities others are versions of ("hopper", "tpu")."""
    return frozenset(e.version_of for e in gazetteer() if e.version_of)


@cache
def names_of() -> dict[str, tuple[str, ...]]:
    """Each gazetteer entity's names, its label first, by its key."""
    return {e.id: (e.label, *e.aliases) for e in gazetteer()}


@cache
def known_by_key() -> dict[str, Entity]:
    """Gazetteer entities by the key of each of their names: "Gaudi3" finds "Gaudi 3"."""
    known = known_entities()
    table: dict[str, Entity] = {}
    for e in gazetteer():
        for name in (e.label, *e.aliases):
            table.setdefault(entity_key(name), known[e.id])
    return table


@cache
def _known_by_compact_key() -> dict[str, Entity]:
    """Gazetteer entities by the keys without hyphens of their names of several words
    ("Ventana Microsystems" finds "Ventana Micro Systems"; "Alpha Wave", an investor, does
    not find the one-word "Alphawave"), where one entity alone has that key."""
    table: dict[str, Entity | None] = {}
    for key, entity in known_by_key().items():
        if "-" not in key:
            continue
        compact = key.replace("-", "")
        table[compact] = entity if table.get(compact, entity) == entity else None
    return {k: e for k, e in table.items() if e is not None}


# A pure function of its arguments (the gazetteer's tables and the lexicon are read once),
# remembered: news names the same companies and products paragraph after paragraph, and a
# name nothing knows is looked up with each tail a company's name may drop (``_short_for``:
# a slug and a regular expression each), 1.6% of extraction.
@lru_cache(maxsize=8192)
def new_entity(text: str, type_: str, lex: Lexicon | None = None) -> Entity:
    """The entity a name outside the gazetteer's spellings stands for: a known one whose
    name differs only in spaces and hyphens, else a new one of class ``type_`` (named
    without a legal suffix: "Inphi Corp." is Inphi)."""
    if lex is not None:
        words = text.split()
        while len(words) > 1 and words[-1] in lex.legal_suffixes:
            words.pop()
        text = " ".join(words)
    key = entity_key(text)
    known = known_by_key().get(key) or _known_by_compact_key().get(key.replace("-", ""))
    if known is None and lex is not None and type_ in {"", "Company"}:
        known = _short_for(text, lex) or _with_tail(text, lex)
    return known or Entity(key=key, label=text, type=type_, known=False)


def _with_tail(text: str, lex: Lexicon) -> Entity | None:
    """The known company a name is, with a tail of its own added ("MetaX Tech" for MetaX,
    "Groq Systems" for Groq) or its last word made plural ("Nordic Semiconductors" for Nordic
    Semiconductor), where the name as written is known as nothing."""
    head, _, tail = text.rpartition(" ")
    if head and tail.endswith("s"):
        known = known_by_key().get(entity_key(text[:-1]))
        if known is not None and known.type == "Company":
            return known
    if not head or tail not in lex.company_tails:
        return None
    known = known_by_key().get(entity_key(head))
    return known if known is not None and known.type == "Company" else None


def _short_for(text: str, lex: Lexicon) -> Entity | None:
    """The one known company whose name is ``text`` and a tail news leaves out ("Reka" for
    Reka AI); none for a name in lower case or of fewer than four letters, nor for the head
    of a one-word name ("Open" in "Nvidia Open GPU Kernel Modules" is not OpenAI), nor for a
    word listed as no short form (``no_short_forms``: "Scale" of Scale AI)."""
    if len(text) < 4 or text.islower() or text in lex.no_short_forms:
        return None
    found = {
        e.key
        for tail in lex.company_tails
        if (e := known_by_key().get(entity_key(f"{text} {tail}"))) is not None
        and e.type == "Company"
        and e.label.lower().startswith(f"{text.lower()} ")
    }
    return known_entities()[found.pop()] if len(found) == 1 else None
