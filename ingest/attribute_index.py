"""The model's attribute ruler, its one-token rules matched by table.

spaCy's ``AttributeRuler`` runs a ``Matcher`` that tries each of its rules' patterns at each
token (179 in the English model: its tag map, then words of a tag), and the ``IN`` and
``NOT_IN`` of a pattern are Python calls on each token: about 290 µs a paragraph, as much
as the English parser. Most of its patterns are one token whose attributes must each equal
a value or one of a list ("TAG": "NN"; "LOWER": "an", "TAG": "DT"), some with values an
attribute must not have: a token's values, looked up in a table, name the rules it meets.
The other rules (several tokens, a regular expression) stay with a ``Matcher`` of their
own; the matches of both are sorted as spaCy sorts them, and the ruler applies them as
before (``set_annotations``): every token ends with the same attributes.
"""

from __future__ import annotations

import itertools
from typing import Any

# Attributes a one-token pattern may test to be matched by table.
_TABLE_ATTRS = frozenset({"TAG", "LOWER", "POS", "DEP", "IS_SPACE"})

# (attribute names, a tuple of ids per table entry, (attribute, ids it must not be) to check)
_Keys = tuple[tuple[str, ...], list[tuple[int, ...]], tuple[tuple[str, frozenset[int]], ...]]
# A rule a table entry names: its number, its match id, (row position, ids it must not be)
_Rule = tuple[int, int, tuple[tuple[int, frozenset[int]], ...]]


def index_attribute_ruler(ruler: Any) -> None:
    """Give ``ruler`` (spaCy's ``AttributeRuler``) a ``match`` that finds the same matches."""
    indexed = _IndexedMatch(ruler)
    if indexed.tables:
        ruler.match = indexed


def _table_keys(token: dict[str, Any], string_id: Any) -> _Keys | None:
    """The table entries of a one-token pattern ``token`` whose attributes are all among
    ``_TABLE_ATTRS``, each a value (a string; a bool for IS_SPACE), a list of strings it is
    one of ("IN") or a list it is none of ("NOT_IN"), one at least not "NOT_IN"; else None."""
    names: list[str] = []
    choices: list[list[int]] = []
    excluded: list[tuple[str, frozenset[int]]] = []
    for name, value in sorted(token.items()):
        if name not in _TABLE_ATTRS:
            return None
        if isinstance(value, dict):
            (op, values), *more = value.items()
            if more or op not in {"IN", "NOT_IN"} or not isinstance(values, list):
                return None
            if not all(isinstance(v, str) for v in values):
                return None
            ids = [string_id(v) for v in values]
            if op == "NOT_IN":
                excluded.append((name, frozenset(ids)))
                continue
            names.append(name)
            choices.append(ids)
        elif name == "IS_SPACE" and isinstance(value, bool):
            names.append(name)
            choices.append([int(value)])
        elif name != "IS_SPACE" and isinstance(value, str):
            names.append(name)
            choices.append([string_id(value)])
        else:
            return None
    if not names:
        return None
    return tuple(names), list(itertools.product(*choices)), tuple(excluded)


class _IndexedMatch:
    """``AttributeRuler.match``: the rules whose every pattern has table entries looked up
    per token, the others matched by a ``Matcher`` as before."""

    def __init__(self, ruler: Any) -> None:
        from spacy import attrs
        from spacy.matcher import Matcher
        from spacy.strings import get_string_id

        self.ruler = ruler
        # The rules read: a ruler given others since, or cleared, matches as spaCy's does.
        self.matcher, self.count = ruler.matcher, len(ruler.attrs)
        self.strings = ruler.vocab.strings
        self.rest = Matcher(ruler.vocab)
        entries: list[tuple[int, int, _Keys]] = []
        for number in range(len(ruler.attrs)):
            match_id = self.strings[str(number)]
            patterns = ruler.matcher.get(match_id)[1]
            keys = [_table_keys(p[0], get_string_id) if len(p) == 1 else None for p in patterns]
            if any(key is None for key in keys):
                self.rest.add(match_id, patterns)
                continue
            entries += [(number, match_id, key) for key in keys if key is not None]
        columns = sorted({name for *_, key in entries for name in (*key[0], *dict(key[2]))})
        self.columns = [getattr(attrs, name) for name in columns]
        tables: dict[tuple[int, ...], dict[Any, list[_Rule]]] = {}
        for number, match_id, (names, values, excluded) in entries:
            places = tuple(columns.index(name) for name in names)
            checks = tuple((columns.index(name), ids) for name, ids in excluded)
            table = tables.setdefault(places, {})
            for ids in values:
                # a table of one attribute is keyed by its value, not a tuple of it
                table.setdefault(ids if len(ids) > 1 else ids[0], []).append(
                    (number, match_id, checks)
                )
        self.tables = list(tables.items())

    def __call__(self, doc: Any) -> list[tuple[int, int, int, int]]:
        ruler = self.ruler
        if ruler.matcher is not self.matcher or len(ruler.attrs) != self.count:
            return list(type(ruler).match(ruler, doc))
        strings = self.strings
        matches = (
            [
                (int(strings[m_id]), m_id, s, e)
                for m_id, s, e in self.rest(doc, allow_missing=True, as_spans=False)
            ]
            if len(self.rest)
            else []
        )
        if len(doc):
            # (a list of one attribute gives one value a token, not a row)
            rows = doc.to_array(self.columns).reshape(len(doc), -1).tolist()
            for places, table in self.tables:
                if len(places) == 1:
                    (place,) = places
                    keys = [row[place] for row in rows]
                else:
                    keys = [tuple([row[p] for p in places]) for row in rows]
                for i, key in enumerate(keys):
                    found = table.get(key)
                    if found is not None:
                        row = rows[i]
                        matches += [
                            (number, m_id, i, i + 1)
                            for number, m_id, checks in found
                            if not checks or all(row[p] not in ids for p, ids in checks)
                        ]
        matches.sort()
        return matches
