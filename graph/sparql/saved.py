"""Saved SPARQL questions: ``queries/*.rq`` files with a comment header.

The header is leading ``# key: value`` lines: ``title``, ``description``, one
``param: NAME TYPE [= DEFAULT]`` per parameter, TYPE one of entity, string, integer,
date, iri, and an optional ``order``. A parameter is a variable of the query (``?company``);
it is bound as an RDF term, never pasted into the query as text.

``order: KEY ...`` sorts the answer's rows after its entities' labels are read, in place of
an ``ORDER BY`` over labels joined in the query (which Oxigraph sorts by decoding each string
from the store at each comparison: most of a small question's time). A KEY is ``?var`` (the
term, as ``ORDER BY ?var`` sorts it: IRIs by IRI, numbers by value), ``LABEL(?var)`` (an
entity's label, else the term) or either inside ``DESC(...)``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from pathlib import Path

from hwkg.ingest import InputError
from hwkg.ontology import QUERIES_DIR

_HEADER = re.compile(r"^#\s*(\w+)\s*:\s*(.*)$")
_PARAM = re.compile(r"^(\w+)\s+(entity|string|integer|date|iri)(?:\s*=\s*(.*))?$")
_ORDER_KEY = re.compile(r"^(DESC\()?(LABEL\()?\?(\w+)\)?\)?$", re.I)
PARAM_TYPES = ("entity", "string", "integer", "date", "iri")


@dataclass(frozen=True, slots=True)
class Param:
    name: str
    type: str
    default: str | None

    def __str__(self) -> str:
        default = f" = {self.default}" if self.default is not None else " (required)"
        return f"{self.name}: {self.type}{default}"


@dataclass(frozen=True, slots=True)
class OrderKey:
    """One key of a question's ``order``: a variable, by its label or not, descending or not."""

    var: str
    label: bool = False
    descending: bool = False


def parse_order(value: str, where: str) -> tuple[OrderKey, ...]:
    keys = []
    for word in value.split():
        match = _ORDER_KEY.match(word)
        closing = word.count(")") == word.count("(") if match else False
        if match is None or not closing:
            raise InputError(
                f"{where}: bad order key {word!r}; expected ?var, LABEL(?var) or DESC(...)"
            )
        keys.append(OrderKey(match.group(3), bool(match.group(2)), bool(match.group(1))))
    return tuple(keys)


@dataclass(frozen=True, slots=True)
class SavedQuery:
    name: str
    title: str
    description: str
    params: tuple[Param, ...]
    text: str
    path: Path | None
    # One of hwkg's own questions (queries/): its text is checked by the tests, not at each
    # run, so that answering it needs no SPARQL parser of rdflib's (a fifth of a second).
    packaged: bool = False
    order: tuple[OrderKey, ...] = ()


def parse_saved_query(text: str, name: str, path: Path | None = None) -> SavedQuery:
    """Return the saved query of ``text``, its header read from its leading ``# key: value``."""
    fields: dict[str, str] = {}
    params = []
    order: tuple[OrderKey, ...] = ()
    for line in text.splitlines():
        if not line.startswith("#"):
            break
        match = _HEADER.match(line)
        if not match:
            continue
        key, value = match.group(1).lower(), match.group(2).strip()
        if key == "param":
            spec = _PARAM.match(value)
            if spec is None:
                raise InputError(
                    f"{path or name}: bad parameter line {value!r}; "
                    f"expected 'NAME TYPE [= DEFAULT]' with TYPE one of {', '.join(PARAM_TYPES)}"
                )
            params.append(Param(spec.group(1), spec.group(2), spec.group(3)))
        elif key == "order":
            order = parse_order(value, str(path or name))
        else:
            fields[key] = value
    return SavedQuery(
        name=name,
        title=fields.get("title", name),
        description=fields.get("description", ""),
        params=tuple(params),
        text=text,
        path=path,
        order=order,
    )


def read_saved_query(path: Path) -> SavedQuery:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"{path}: cannot be read ({exc})") from None
    return parse_saved_query(text, path.stem, path)


@cache
def saved_queries() -> dict[str, SavedQuery]:
    """Return every saved query of ``queries/`` by name."""
    return {
        p.stem: replace(read_saved_query(p), packaged=True)
        for p in sorted(QUERIES_DIR.glob("*.rq"))
    }


def saved_query(name: str) -> SavedQuery:
    """Return the saved query called ``name``, or the one in a ``.rq`` file."""
    if name.endswith(".rq"):
        path = Path(name)
        if not path.is_file():
            raise InputError(f"{name}: no such query file")
        return read_saved_query(path)
    queries = saved_queries()
    if name not in queries:
        import difflib

        close = difflib.get_close_matches(name, queries, n=3, cutoff=0.5)
        hint = f"; did you mean {', '.join(close)}?" if close else "; see `hwkg query --list`"
        raise InputError(f"no saved query named {name!r}{hint}")
    return queries[name]


def _masked(text: str) -> str:
    """``text`` with comments, strings and IRIs blanked out (same length), to find keywords."""
    out = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch == "#":
            j = text.find("\n", i)
            j = n if j < 0 else j
        elif ch in "\"'":
            j = i + 1
            while j < n and text[j] != ch:
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
        elif ch == "<" and re.match(r"<[^\s<>\"{}|^`]*>", text[i:]):
            j = i + text[i:].index(">") + 1
        else:
            out.append(ch)
            i += 1
            continue
        out.append(" " * (j - i))
        i = j
    return "".join(out)


_GROUP = re.compile(r"\b(WHERE|ASK)\s*\{|\b(SELECT|CONSTRUCT|DESCRIBE)\b[^{]*\{", re.I)


def with_values(text: str, values: dict[str, str]) -> str:
    """Return ``text`` with ``VALUES`` binding each variable to one RDF term (N-Triples form),
    placed first in the query's outermost group so that it acts as a pre-binding."""
    if not values:
        return text
    end = _group_start(text)
    if end is None:
        raise InputError("cannot bind parameters: the query has no WHERE group")
    names = " ".join(f"?{name}" for name in values)
    terms = " ".join(values.values())
    block = f"\n  VALUES ({names}) {{ ({terms}) }}\n"
    return text[:end] + block + text[end:]


@lru_cache(maxsize=512)
def _group_start(text: str) -> int | None:
    """Where the outermost group's content begins in ``text`` (cached: the same questions
    are asked again and again)."""
    match = _GROUP.search(_masked(text))
    return None if match is None else match.end()
