"""RSS and Atom feeds to one record per entry, with feedparser. Pure: bytes in, records out."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from .errors import InputError
from .pages import Page, fragment_text, looks_like_html, web_url

# What may stand before a feed's root element: a BOM, an XML declaration, comments,
# processing instructions (stylesheets), a DOCTYPE.
_PROLOGUE = re.compile(
    rb"\A(?:\xef\xbb\xbf)?(?:\s+|<\?.*?\?>|<!--.*?-->|<!DOCTYPE[^>\[]*(?:\[.*?\])?\s*>)*", re.S
)
# Entities declared in a DTD (expansion bombs, external files) have no place in a feed.
_DTD = re.compile(rb"<!DOCTYPE[^>\[]*\[|<!ENTITY", re.I)
_ROOT = re.compile(rb"<(?:[\w.-]+:)?(rss|feed|RDF)[\s>/]")
_HTML_TYPES = ("text/html", "application/xhtml+xml", "html", "xhtml")


@dataclass(frozen=True, slots=True)
class FeedEntry:
    """One entry of a feed: the page it stands for, and the feed's language if it gives one."""

    page: Page
    place: str
    lang: str | None = None


def looks_like_feed(data: bytes) -> bool:
    """True when ``data`` is an RSS (0.9x, 1.0, 2.0) or Atom document, whatever its name."""
    head = data[:4096]
    prologue = _PROLOGUE.match(head)
    rest = head[prologue.end() if prologue else 0 :]
    return bool(_ROOT.match(rest))


def _date(entry: Any) -> str | None:
    for key in ("published_parsed", "updated_parsed", "created_parsed"):
        value = entry.get(key)
        if value:
            try:
                return dt.date(value.tm_year, value.tm_mon, value.tm_mday).isoformat()
            except ValueError:
                continue
    return None


def _body(entry: Any) -> str:
    """The entry's fullest text: its content if it has one, else its summary."""
    parts = [(c.get("type") or "", c.get("value") or "") for c in entry.get("content") or ()]
    detail = entry.get("summary_detail") or {}
    parts.append((detail.get("type") or "text/html", entry.get("summary") or ""))
    kind, value = max(parts, key=lambda part: len(part[1]))
    if any(t in kind for t in _HTML_TYPES) or looks_like_html(value):
        return fragment_text(value) if value.strip() else ""
    return value.strip()


def read_feed(data: bytes, where: str) -> Iterator[FeedEntry | InputError]:
    """Yield each entry of the feed in ``data`` as a page, or an error naming the entry.

    Raise InputError when ``data`` is not a feed at all.
    """
    import feedparser

    if _DTD.search(data[:65536]):
        raise InputError(f"{where}: a feed with a DTD (<!DOCTYPE [...]>, <!ENTITY>) is refused")
    parsed = feedparser.parse(data, sanitize_html=True, resolve_relative_uris=False)
    if not parsed.entries:
        reason = parsed.get("bozo_exception") if not parsed.get("version") else None
        raise InputError(
            f"{where}: "
            + ("the feed has no entries" if not reason else f"not a readable feed ({reason})")
        )
    feed = parsed.feed
    site = (feed.get("title") or "").strip() or None
    lang = (feed.get("language") or "").split("-")[0].lower() or None
    for number, entry in enumerate(parsed.entries, 1):
        place = f"{where}#{number}"
        title = (entry.get("title") or "").strip() or None
        body = _body(entry)
        if title and not body.startswith(title):
            body = f"{title}\n{body}" if body else title
        if not body.strip():
            yield InputError(f"{place}: the entry has no title and no text")
            continue
        page = Page(
            text=body,
            title=title,
            date=_date(entry),
            url=web_url(entry.get("link")),
            site=site,
            author=(entry.get("author") or "").strip() or None,
        )
        yield FeedEntry(page, place, lang)
