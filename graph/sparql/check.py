"""Safety checks, before a store is touched: queries and updates that would reach outside it.

``SERVICE`` and ``FROM``/``FROM NAMED`` name other datasets, and ``LOAD`` fetches a document:
hwkg never fetches anything, whatever the store behind.

The guarantee on the embedded store is not this check but the engine's own switch: Oxigraph
runs only on threads that cannot open a socket (``hwkg.graph.store.offline``). A check that
reads the text with one parser while another engine runs it can be walked around: rdflib
expands ``\\u`` escapes before it tokenises and Oxigraph does not, so ``"\\u0022"`` once hid a
``SERVICE`` from rdflib's parse. What is here gives the one-line answer early, and is all
there is in front of a SPARQL endpoint used as the store, whose engine hwkg does not know:
so it reads the text as every engine may, and refuses when any reading finds the keyword.

- The text is read raw (as Oxigraph does) and with its ``\\u``/``\\U`` escapes expanded first
  (as the SPARQL grammar says, and rdflib and Jena do).
- Each reading is cut into comments, strings, IRIs, variables, prefixed names and bare words
  by the SPARQL terminals. Where an engine might cut a token shorter, the cut here is the
  shorter one, so that more of the text is read as words; and a keyword is matched inside a
  bare word too (Oxigraph needs no space around one: ``trueSERVICE<…>`` calls the service).
- Words are compared case-folded (``ſervice`` and ``SERVICE`` alike).

A false alarm is possible (a variable cannot be named ``?x`` then ``service`` glued to a
number); a miss is what the tests of the check, with a listening socket, look for.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from rdflib.term import Node

from hwkg.graph.store.updates import parse_update
from hwkg.ingest import InputError

SERVICE = "SERVICE is not allowed: hwkg queries never leave the store"
DATASET = "FROM and FROM NAMED are not allowed: query the store's graphs"
LOAD = "LOAD is not allowed: this server never fetches anything"
# The keywords that reach outside the store, case-folded, and what to say about each.
QUERY_KEYWORDS = {"service": SERVICE, "from": DATASET}
UPDATE_KEYWORDS = {"service": SERVICE, "load": LOAD}

# The SPARQL 1.1 terminals (grammar, section 19.8), as character classes.
_BASE = (
    "A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u02ff\u0370-\u037d\u037f-\u1fff\u200c-\u200d"
    "\u2070-\u218f\u2c00-\u2fef\u3001-\ud7ff\uf900-\ufdcf\ufdf0-\ufffd\U00010000-\U000effff"
)
_VARCHARS = _BASE + "_0-9\u00b7\u0300-\u036f\u203f-\u2040"
_PN_CHARS = _VARCHARS + r"\-"
_PLX = r"%[0-9A-Fa-f]{2}|\\[_~.\-!$&'()*+,;=/?#@%]"
# Line ends for a comment: any that some reader might take for one (a shorter comment leaves
# more text to read as words).
_LINE_ENDS = "\n\r\x0b\x0c\x85\u2028\u2029"
_TOKEN = re.compile(
    rf"#[^{_LINE_ENDS}]*"
    r'|"""(?:[^"\\]|\\.|"(?!""))*(?:"""|\Z)'
    r"|'''(?:[^'\\]|\\.|'(?!''))*(?:'''|\Z)"
    r'|"(?:[^"\\\n\r]|\\.)*"?'
    r"|'(?:[^'\\\n\r]|\\.)*'?"
    r'|<(?:[^<>"{}|^`\\\x00-\x20]|\\u[0-9A-Fa-f]{4}|\\U[0-9A-Fa-f]{8})*>'
    rf"|[?$][{_VARCHARS}]*"
    rf"|(?P<prefix>[{_PN_CHARS}.]*):(?P<local>(?:[{_PN_CHARS}:]|{_PLX})(?:[{_PN_CHARS}.:]|{_PLX})*)?"
    rf"|(?P<word>[{_PN_CHARS}]+)"
    r"|.",
    re.S,
)
_UCHAR = re.compile(r"\\u([0-9A-Fa-f]{4})|\\U([0-9A-Fa-f]{8})")


def _expand(match: re.Match[str]) -> str:
    code = int(match.group(1) or match.group(2), 16)
    return chr(code) if code <= 0x10FFFF else match.group(0)


def readings(text: str) -> Iterator[str]:
    """The ways an engine may read ``text``: as it is, and with ``\\u`` escapes expanded."""
    yield text
    if "\\u" in text or "\\U" in text:
        yield _UCHAR.sub(_expand, text)


def words(text: str) -> Iterator[str]:
    """The case-folded words of ``text`` that an engine may read as keywords: bare words,
    the prefixes of prefixed names, and what follows a dot inside a local name."""
    at, end = 0, len(text)
    while at < end:
        token = _TOKEN.match(text, at)
        assert token is not None  # the last alternative takes any one character
        at = token.end()
        if token.group("word"):
            yield token.group("word").casefold()
        elif token.group("prefix") is not None:
            yield token.group("prefix").casefold()
            local = token.group("local") or ""
            kept = local.rstrip(".")  # a local name never ends with a dot
            at -= len(local) - len(kept)
            # A reader that stops a local name at a dot reads what follows as words.
            yield from (part.casefold() for part in kept.split(".")[1:])


def outside_the_store(text: str, keywords: dict[str, str]) -> str | None:
    """The message for the first of ``keywords`` that some reading of ``text`` holds."""
    for reading in readings(text):
        for word in words(reading):
            for keyword, message in keywords.items():
                if keyword in word:
                    return message
    return None


def check_query(text: str) -> None:
    """Refuse what is not a SPARQL query, and queries that would reach outside the store
    (updates such as ``LOAD`` are not queries at all)."""
    message = _refusal(text)
    if message is not None:
        raise InputError(message)


@lru_cache(maxsize=512)
def _refusal(text: str) -> str | None:
    """check_query's message for ``text``, or None: cached, the parse is the slow part
    (9-80 ms with rdflib's parser, against a few ms for most questions)."""
    from rdflib.plugins.sparql.parser import parseQuery

    found = outside_the_store(text, QUERY_KEYWORDS)
    if found is not None:
        return found
    try:
        parsed = parseQuery(text)
    except Exception as exc:  # pyparsing's ParseException, and friends
        message = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        return f"not a valid SPARQL query: {message}"
    for name in _parts(parsed):
        if name == "ServiceGraphPattern":
            return SERVICE
        if name == "DatasetClause":
            return DATASET
    return None


def check_update(text: str) -> None:
    """Refuse what is not a SPARQL update, and updates that would fetch (LOAD, SERVICE)."""
    found = outside_the_store(text, UPDATE_KEYWORDS)
    if found is not None:
        raise InputError(found)
    for name in _parts(parse_update(text)):
        if name == "Load":
            raise InputError(LOAD)
        if name == "ServiceGraphPattern":
            raise InputError(SERVICE)


def _parts(node: Any) -> Iterator[str]:
    """Yield the names of every part of a parsed query (depth first)."""
    if isinstance(node, str | bytes | Node):
        return
    name = getattr(node, "name", None)
    if isinstance(name, str):
        yield name
    values = node.values() if isinstance(node, dict) else node
    if hasattr(values, "__iter__"):
        for value in values:
            yield from _parts(value)
