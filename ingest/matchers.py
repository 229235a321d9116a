"""A spaCy Matcher that first checks whether a Doc can match at all.

spaCy's Matcher tests every token against every pattern, calling Python for each ``IN``
set and each ``REGEX``: the date and cue patterns cost more than all the rules together,
while most paragraphs hold none of the words the patterns need (a month, a weekday, "hace",
a class noun). Before matching, ``GatedMatcher`` counts the Doc's words and flags in native
code (``Doc.count_by``) and returns no match when every pattern needs something the Doc
lacks. The check only ever says "cannot match" when that is certain: a condition it does not
know (``REGEX``, ``NOT_IN``, an extension, a comparison) counts as met, so its matches are
exactly the Matcher's.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

# Token attributes whose values the check can count, as the Matcher reads them.
_STRING_ATTRS = {"ORTH": "ORTH", "TEXT": "ORTH", "LOWER": "LOWER"}
_FLAG_ATTRS = ("IS_DIGIT", "LIKE_NUM", "IS_ALPHA", "IS_PUNCT", "IS_UPPER", "IS_LOWER", "IS_TITLE")
# Operators under which a pattern's token may be absent: "?", "*", "!", "{0,m}", "{,m}".
_AT_LEAST_ONE = re.compile(r"^(\+|\{[1-9]\d*(,\d*)?\})$")

# One needed condition: (attribute id, the values any one of which a token must have).
Condition = tuple[int, frozenset[int]]
# The Doc checked last and the values each attribute takes in it, as sets (``isdisjoint``
# then walks the smaller side): the cue and date matchers check one Doc in turn, and
# ``Doc.count_by`` took 20 µs a paragraph where ``to_array`` takes 5.
_last: tuple[Any, dict[int, frozenset[int]]] = (None, {})


def _values_of(doc: Any) -> dict[int, frozenset[int]]:
    """The values by attribute found so far in ``doc`` (kept for the Doc checked last)."""
    global _last
    last = _last
    if last[0] is not doc:
        last = _last = (doc, {})
    return last[1]


class GatedMatcher:
    """``spacy.matcher.Matcher`` with a check of what its patterns need; same interface for
    ``add`` and calling on a Doc."""

    def __init__(self, vocab: Any, **options: Any) -> None:
        from spacy.matcher import Matcher

        self.vocab = vocab
        self.matcher = Matcher(vocab, **options)
        # For each pattern, the conditions some token of the Doc must meet.
        self._needs: list[list[Condition]] = []

    def add(self, key: str, patterns: list[list[dict[str, Any]]], **options: Any) -> None:
        self.matcher.add(key, patterns, **options)
        self._needs += [self._conditions(pattern) for pattern in patterns]

    def _conditions(self, pattern: Iterable[dict[str, Any]]) -> list[Condition]:
        from spacy import attrs

        needs = []
        for token in pattern:
            op = token.get("OP")
            if op is not None and not _AT_LEAST_ONE.match(str(op)):
                continue
            for name, value in token.items():
                if name in _STRING_ATTRS:
                    if isinstance(value, str):
                        values = [value]
                    elif isinstance(value, dict) and set(value) == {"IN"}:
                        values = list(value["IN"])
                    else:
                        continue
                    ids = frozenset(self.vocab.strings.add(v) for v in values if isinstance(v, str))
                    if len(ids) == len(values):
                        needs.append((getattr(attrs, _STRING_ATTRS[name]), ids))
                elif name in _FLAG_ATTRS and isinstance(value, bool):
                    needs.append((getattr(attrs, name), frozenset({int(value)})))
                elif name == "LENGTH" and isinstance(value, int) and not isinstance(value, bool):
                    needs.append((attrs.LENGTH, frozenset({value})))
        return needs

    def can_match(self, doc: Any) -> bool:
        """False only if no pattern can match ``doc``: each lacks a word or flag it needs."""
        counts = _values_of(doc)
        for needs in self._needs:
            for attr, values in needs:
                if attr not in counts:
                    counts[attr] = frozenset(doc.to_array(attr).tolist())
                if values.isdisjoint(counts[attr]):
                    break
            else:
                return True
        return False

    def __call__(self, doc: Any, **options: Any) -> Any:
        if not self.can_match(doc):
            return []
        return self.matcher(doc, **options)
