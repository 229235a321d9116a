"""A spaCy Matcher that first checks whether a Doc can match at all.

spaCy's Matcher tests every token against every pattern, calling Python for each ``IN``
set and each ``REGEX``: the date and cue patterns cost more than all the rules together,
while most paragraphs hold none of the words the patterns need (a month, a weekday, "hace",
a class noun). Before matching, ``GatedMatcher`` reads the Doc's words and flags in native
code (``Doc.to_array``) and returns no match when every pattern needs something the Doc
lacks: first anywhere in the Doc, then where the pattern needs it. A pattern's tokens that
must be there stand at distances its operators bound ("en" then a year right after it, a
month then a day one or two tokens on): a Doc with "en" and a year apart, as most Spanish
paragraphs have, cannot match ``en 2026``. The check only ever says "cannot match" when
that is certain: a condition it does not know (``REGEX``, ``NOT_IN``, an extension, a
comparison) counts as met, and an operator it does not know (``!``) leaves the pattern to
the words it needs anywhere, so its matches are exactly the Matcher's.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

# Token attributes whose values the check can count, as the Matcher reads them.
_STRING_ATTRS = {"ORTH": "ORTH", "TEXT": "ORTH", "LOWER": "LOWER"}
_FLAG_ATTRS = ("IS_DIGIT", "LIKE_NUM", "IS_ALPHA", "IS_PUNCT", "IS_UPPER", "IS_LOWER", "IS_TITLE")
# How many tokens a pattern's token takes under an operator: "{n}", "{n,m}", "{n,}", "{,m}".
_QUANTIFIER = re.compile(r"^\{(\d*)(,?)(\d*)\}$")
_OPERATOR_SPANS: dict[str | None, tuple[int, int | None]] = {
    None: (1, 1),
    "?": (0, 1),
    "*": (0, None),
    "+": (1, None),
}

# One needed condition: (attribute id, the values any one of which a token must have).
Condition = tuple[int, frozenset[int]]
# A token a pattern needs: the least and most tokens from the needed one before it to it,
# and its conditions.
_Step = tuple[int, int | None, tuple[Condition, ...]]


@dataclass(frozen=True, slots=True)
class _Needs:
    """What one pattern needs of a Doc: ``conditions``, each met by some token, and
    ``steps``, the tokens that must be there in order, each with its conditions and the
    least and most tokens from the one before (most None: no bound; the first's are 0)."""

    conditions: tuple[Condition, ...]
    steps: tuple[_Step, ...]


class _Columns:
    """The Doc checked last, each attribute's value at each token and the set of them (the
    cue and date matchers check one Doc in turn; ``Doc.count_by`` took 20 µs a paragraph
    where ``to_array`` takes 5)."""

    __slots__ = ("doc", "found", "lists", "sets")

    def __init__(self, doc: Any) -> None:
        self.doc = doc
        self.lists: dict[int, list[int]] = {}
        self.sets: dict[int, frozenset[int]] = {}
        self.found: dict[tuple[Condition, ...], list[int]] = {}

    def column(self, attr: int) -> list[int]:
        values = self.lists.get(attr)
        if values is None:
            values = self.lists[attr] = self.doc.to_array(attr).tolist()
        return values

    def values(self, attr: int) -> frozenset[int]:
        found = self.sets.get(attr)
        if found is None:
            found = self.sets[attr] = frozenset(self.column(attr))
        return found

    def where(self, conditions: tuple[Condition, ...]) -> list[int]:
        """The tokens that meet every one of ``conditions``, in order (remembered: patterns
        share their words, a month or a digit)."""
        at = self.found.get(conditions)
        if at is None:
            (attr, values), *rest = conditions
            at = [i for i, v in enumerate(self.column(attr)) if v in values]
            at = self.found[conditions] = self.meeting(at, rest)
        return at

    def meeting(self, at: Iterable[int], conditions: Iterable[Condition]) -> list[int]:
        """The tokens of ``at`` that meet every one of ``conditions``."""
        kept = list(at)
        for attr, values in conditions:
            column = self.column(attr)
            kept = [i for i in kept if column[i] in values]
        return kept


_last = _Columns(None)


def _columns_of(doc: Any) -> _Columns:
    """The columns read so far of ``doc`` (kept for the Doc checked last)."""
    global _last
    if _last.doc is not doc:
        _last = _Columns(doc)
    return _last


def read_columns(doc: Any, attrs: tuple[int, ...]) -> list[list[int]]:
    """``doc.to_array(attr).tolist()`` of each of ``attrs``, those not read yet read in one
    call (a call costs about as much as a column) and kept for the matchers' checks: the
    texts and lower forms of a paragraph (``spans.doc_texts``) are ids the cue and date
    gates read too."""
    columns = _columns_of(doc)
    lists = columns.lists
    missing = [attr for attr in attrs if attr not in lists]
    if len(missing) == 1:
        lists[missing[0]] = doc.to_array(missing[0]).tolist()
    elif missing:
        for attr, values in zip(missing, doc.to_array(missing).T.tolist(), strict=True):
            lists[attr] = values
    return [lists[attr] for attr in attrs]


def token_column(doc: Any, attr: int) -> list[int]:
    """``doc.to_array(attr).tolist()``, read once for the Doc the matchers check (the cue
    matcher's own positional test reads the words its gate reads)."""
    return _columns_of(doc).column(attr)


def _token_span(op: Any) -> tuple[int, int | None] | None:
    """(least, most) tokens a pattern's token takes under ``op``; None for one unknown."""
    if op is None or op in _OPERATOR_SPANS:
        return _OPERATOR_SPANS[op]
    found = _QUANTIFIER.match(str(op))
    if found is None:
        return None
    least = int(found[1] or 0)
    if not found[2]:
        return least, least
    return least, int(found[3]) if found[3] else None


class GatedMatcher:
    """``spacy.matcher.Matcher`` with a check of what its patterns need; same interface for
    ``add`` and calling on a Doc."""

    def __init__(self, vocab: Any, **options: Any) -> None:
        from spacy.matcher import Matcher

        self.vocab = vocab
        self.matcher = Matcher(vocab, **options)
        self._needs: list[_Needs] = []
        # The most tokens each pattern's match may take (None: no bound), and whether the
        # matcher may run on windows of a Doc (``_windows``): one key, its longest matches kept.
        self._most: list[int | None] = []
        self._keys: set[str] = set()
        self._longest = True

    def add(self, key: str, patterns: list[list[dict[str, Any]]], **options: Any) -> None:
        self.matcher.add(key, patterns, **options)
        self._needs += [self._pattern_needs(pattern) for pattern in patterns]
        self._most += [_most_tokens(pattern) for pattern in patterns]
        self._keys.add(key)
        longest = options.get("greedy") == "LONGEST" and options.get("on_match") is None
        self._longest = self._longest and longest

    def _pattern_needs(self, pattern: Iterable[dict[str, Any]]) -> _Needs:
        """The conditions of the tokens ``pattern`` cannot do without, and their steps."""
        conditions: list[Condition] = []
        steps: list[_Step] = []
        # The least and most tokens since the last step's first token (most None: no bound).
        least: int = 0
        most: int | None = 0
        positions = True
        for token in pattern:
            span = _token_span(token.get("OP"))
            if span is None:
                positions = False  # "!": the words it needs anywhere only
                continue
            conds = self._token_conditions(token) if span[0] else ()
            conditions += conds
            if conds:
                steps.append((least if steps else 0, most if steps else 0, tuple(conds)))
                least, most = 0, 0
            least += span[0]
            most = None if most is None or span[1] is None else most + span[1]
        return _Needs(tuple(conditions), tuple(steps) if positions else ())

    def _token_conditions(self, token: dict[str, Any]) -> list[Condition]:
        """The conditions a pattern's token states that the check can count."""
        from spacy import attrs

        needs = []
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
        """False only if no pattern can match ``doc``: each lacks a word or flag it needs, or
        has none where the pattern needs it."""
        columns = _columns_of(doc)
        sets = columns.sets
        for needs in self._needs:
            for attr, values in needs.conditions:
                found = sets.get(attr)
                if values.isdisjoint(columns.values(attr) if found is None else found):
                    break
            else:
                if not needs.steps or _in_order(columns, needs.steps):
                    return True
        return False

    def _windows(self, doc: Any) -> list[tuple[int, int]] | None:
        """Disjoint runs of tokens that hold every match of every pattern, or None where a
        pattern's matches cannot be bounded (no steps, no most length): around each token
        where a pattern's last needed token may stand (``_reached``), as many tokens on
        either side as the pattern may take."""
        columns = _columns_of(doc)
        sets = columns.sets
        size = len(doc)
        spans = []
        for needs, most in zip(self._needs, self._most, strict=True):
            for attr, values in needs.conditions:
                found = sets.get(attr)
                if values.isdisjoint(columns.values(attr) if found is None else found):
                    break
            else:
                if not needs.steps or most is None:
                    return None
                spans += [
                    (max(p - most + 1, 0), min(p + most, size))
                    for p in _reached(columns, needs.steps)
                ]
        return merged_runs(spans)

    def __call__(self, doc: Any, within: list[tuple[int, int]] | None = None) -> Any:
        """The Matcher's matches on ``doc``; with ``within`` (disjoint runs of tokens, in
        order), on those tokens alone (where the caller knows every match lies), their offsets
        the Doc's.

        A matcher whose every key keeps its longest matches runs on the runs of tokens
        ``_windows`` gives if it has one key (and on ``within``'s): matches in two runs cannot
        overlap, so each run keeps the matches the whole Doc would; they are put in the
        Matcher's order (``_on_runs``)."""
        if within is None and self._longest and len(self._keys) == 1:
            runs = self._windows(doc)
            if runs is not None:
                return self._on_runs(doc, runs)
        if not self.can_match(doc):
            return []
        if within is None or not (self._longest or len(within) <= 1):
            return self.matcher(doc)
        return self._on_runs(doc, [(start, end) for start, end in within if start < end])

    def _on_runs(self, doc: Any, runs: list[tuple[int, int]]) -> list[tuple[int, int, int]]:
        """The matches on each of ``runs`` (disjoint, in order), in the order the Matcher
        gives the Doc's: by key as each first matched, each key's longest first, then by
        start (a key that keeps its longest matches sorts them so; a run's matches come so)."""
        if len(runs) == 1:
            start, end = runs[0]
            return [(key, a + start, b + start) for key, a, b in self.matcher(doc[start:end])]
        by_key: dict[int, list[tuple[int, int, int]]] = {}
        for start, end in runs:
            for key, a, b in self.matcher(doc[start:end]):
                by_key.setdefault(key, []).append((key, a + start, b + start))
        return [
            m
            for found in by_key.values()
            for m in sorted(found, key=lambda m: (m[2] - m[1], -m[1]), reverse=True)
        ]


def _most_tokens(pattern: Iterable[dict[str, Any]]) -> int | None:
    """The most tokens a match of ``pattern`` may take; None if no bound is known."""
    total = 0
    for token in pattern:
        span = _token_span(token.get("OP"))
        if span is None or span[1] is None:
            return None
        total += span[1]
    return total


def _in_order(columns: _Columns, steps: tuple[_Step, ...]) -> bool:
    """True if tokens meeting each step's conditions stand at the distances it allows from
    a token meeting the step before's."""
    return bool(_reached(columns, steps))


def _reached(columns: _Columns, steps: tuple[_Step, ...]) -> list[int]:
    """The tokens meeting the last step's conditions at the distances each step allows from
    a token meeting the step before's (and more: a match's last needed token is one)."""
    at = columns.where(steps[0][2])
    for least, most, conditions in steps[1:]:
        if not at:
            return []
        if most is None:
            start = at[0] + least
            at = [i for i in columns.where(conditions) if i >= start]
        else:
            end = len(columns.doc)
            near = sorted({i for p in at for i in range(p + least, min(p + most + 1, end))})
            at = columns.meeting(near, conditions)
    return at


def merged_runs(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Runs of tokens (start, end), overlapping or touching ones joined, in order."""
    runs: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if runs and start <= runs[-1][1]:
            runs[-1] = (runs[-1][0], max(runs[-1][1], end))
        else:
            runs.append((start, end))
    return runs
