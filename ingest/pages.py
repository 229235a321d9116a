"""Web pages to article text and metadata, with trafilatura (main text) and htmldate (date).

A page saved by a browser, or fetched, carries menus, cookie banners, related links, comments
and footers around the article; trafilatura keeps the article alone. Pure: text in, record out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from .errors import InputError

# What browsers write at the top of a page they save ("saved from url=(0061)https://…"):
# the page's address when it names no canonical one.
_SAVED_FROM = re.compile(r"<!--\s*saved from url=\(\d+\)(\S+?)\s*-->", re.I)
_HTML_HEAD = re.compile(r"<(?:!doctype\s+html|html|head|body|article|p|div)[\s>]", re.I)
# htmldate: the publication date only (not the last change), no guessing from free text such
# as a copyright line ("© 2026" would date a front page to 1 January), and a fixed latest date:
# by default htmldate rejects dates after today, so the same page would read differently
# depending on the machine's clock.
_DATE_PARAMS = {"original_date": True, "extensive_search": False, "max_date": "2099-12-31"}


@dataclass(frozen=True, slots=True)
class Page:
    """The article of a web page: main text, and what the page says about it."""

    text: str
    title: str | None = None
    date: str | None = None
    url: str | None = None
    site: str | None = None
    author: str | None = None


def looks_like_html(text: str) -> bool:
    """True when ``text`` starts like an HTML document or fragment."""
    return bool(_HTML_HEAD.search(text[:2000]))


def web_url(value: str | None) -> str | None:
    """``value`` when it is an absolute http(s) URL with a host, else None."""
    if not value:
        return None
    value = value.strip()
    try:
        parts = urlsplit(value)
    except ValueError:
        return None
    if parts.scheme.lower() not in {"http", "https"} or not parts.hostname:
        return None
    return value


def _host(url: str | None) -> str:
    host = (urlsplit(url).hostname or "") if url else ""
    return host.lower().removeprefix("www.")


def read_page(html: str, where: str, address: str | None = None) -> Page:
    """Return the main text and metadata of the page ``html``; raise InputError if it has none.

    ``address`` is where the page was fetched from: its canonical URL is kept only when it is
    on the same site (a page naming another site's address is not that address).
    """
    import trafilatura

    doc = trafilatura.bare_extraction(
        html,
        url=address,
        with_metadata=True,
        include_comments=False,
        include_tables=True,
        # Precision over recall: a front page or a paywall yields nothing instead of its menus.
        favor_precision=True,
        date_extraction_params=_DATE_PARAMS,
    )
    meta = _as_dict(doc)
    text = _field(meta, "text") or ""
    if not text:
        raise InputError(f"{where}: the page has no article text (a front page, a paywall?)")
    title = _field(meta, "title")
    # The headline is the first line of an article, as in a text file: some pages give it in
    # the main text already, others only in their metadata.
    if title and not text.startswith(title):
        text = f"{title}\n{text}"
    saved = _SAVED_FROM.search(html[:4000])
    canonical = web_url(_field(meta, "url"))
    if address and canonical and _host(canonical) != _host(address):
        canonical = None
    url = canonical or web_url(address) or web_url(saved.group(1) if saved else None)
    return Page(
        text=text,
        title=title,
        date=_field(meta, "date"),
        url=url,
        site=_field(meta, "sitename") or _host(url) or None,
        author=_field(meta, "author"),
    )


def _as_dict(doc: Any) -> dict[str, Any]:
    """trafilatura's answer (a Document) as a dict, or an empty one."""
    if doc is None:
        return {}
    return dict(doc.as_dict() if hasattr(doc, "as_dict") else doc)


def _field(meta: dict[str, Any], key: str) -> str | None:
    value = meta.get(key)
    return value.strip() or None if isinstance(value, str) else None


def fragment_text(html: str) -> str:
    """Return the text of an HTML fragment (a feed entry's content), one block a line."""
    import trafilatura

    wrapped = f"<html><body><article>{html}</article></body></html>"
    doc = trafilatura.bare_extraction(wrapped, favor_precision=True, include_comments=False)
    text = _field(_as_dict(doc), "text")
    return text or trafilatura.html2txt(wrapped).strip()
