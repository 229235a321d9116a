"""Bytes to article text: decode, tell a page from a feed from plain text, repair, normalise.

Pages go to trafilatura (``pages.py``), feeds to feedparser (``feeds.py``); what is left here
is glue: encodings, Markdown markup, mojibake (ftfy) and whitespace.
"""

from __future__ import annotations

import codecs
import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from .errors import InputError
from .feeds import looks_like_feed, read_feed
from .pages import Page, looks_like_html, read_page

PAGE_SUFFIXES = (".html", ".htm", ".xhtml")
FEED_SUFFIXES = (".rss", ".atom", ".xml")
ARTICLE_SUFFIXES = (".txt", ".md", ".markdown", *PAGE_SUFFIXES, *FEED_SUFFIXES)
# The most an article may be, in bytes (a file on disk, or a JSON Lines record's text in
# UTF-8): news articles are tens of kilobytes, and 10 MB of text takes about 6 minutes to
# parse on 2 cores. A larger file is refused before it is read.
MAX_ARTICLE_BYTES = 10_000_000

_BOMS = (
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
_TEXT_CONTROLS = frozenset(b"\t\n\r\x0c")
# <meta charset="…">, <meta http-equiv="Content-Type" content="text/html; charset=…">.
_META_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)""", re.I)


@dataclass(frozen=True, slots=True)
class Entry:
    """One article read from a document: a page, a feed's entry or a text, and where it is."""

    page: Page
    place: str
    lang: str | None = None


def declared_charset(data: bytes) -> str | None:
    """The character set an HTML page declares in its head, if Python knows it."""
    match = _META_CHARSET.search(data[:4096])
    if not match:
        return None
    try:
        return codecs.lookup(match.group(1).decode("ascii")).name
    except (LookupError, UnicodeDecodeError):
        return None


def decode(data: bytes, name: str = "input", charset: str | None = None) -> str:
    """Return the text of ``data``: BOM-marked Unicode, else the declared ``charset``, else
    UTF-8, else Windows-1252/Latin-1."""
    marked = data.startswith(tuple(bom for bom, _ in _BOMS))
    if not marked:
        # NUL bytes padding the end of a text (a preallocated or crash-truncated file) are not
        # text; counted as control characters they would make the whole article "binary".
        data = data.rstrip(b"\x00")
    head = data[:8192]
    if head and not marked:
        controls = sum(1 for byte in head if byte < 32 and byte not in _TEXT_CONTROLS)
        if controls / len(head) > 0.05:
            raise InputError(f"{name}: looks like a binary file, not an article")
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            return data.decode(encoding, errors="replace")
    if charset and codecs.lookup(charset).name != "utf-8":
        return data.decode(charset, errors="replace")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("cp1252", errors="replace")
    return text


_MD_RULES = (
    (re.compile(r"```.*?```", re.S), ""),
    (re.compile(r"!\[([^\]]*)\]\([^)]*\)"), r"\1"),
    (re.compile(r"\[([^\]]+)\]\([^)]*\)"), r"\1"),
    (re.compile(r"^\s{0,3}#{1,6}\s*", re.M), ""),
    (re.compile(r"^\s{0,3}>\s?", re.M), ""),
    (re.compile(r"^\s*[-*+]\s+", re.M), ""),
    (re.compile(r"(\*\*|__)(.+?)\1"), r"\2"),
    (re.compile(r"(?<![\w*])[*_](\S.*?\S|\S)[*_](?![\w*])"), r"\1"),
    (re.compile(r"`([^`]*)`"), r"\1"),
)


def strip_markdown(text: str) -> str:
    """Return ``text`` without Markdown markup: headings, emphasis, links keep their words."""
    for pattern, repl in _MD_RULES:
        text = pattern.sub(repl, text)
    return text


@cache
def _ftfy_config() -> Any:
    import ftfy

    # Curly quotes and dashes are the article's own spelling: only real damage is repaired.
    return ftfy.TextFixerConfig(uncurl_quotes=False)


# A line of printable ASCII but "&", with tabs: every fix of ftfy's configuration leaves it as
# it is (no mojibake, entity, control character, line break or wide form can be written so).
_UNTOUCHED = re.compile(r"[\t\n\x20-\x25\x27-\x7e]*")


def repair(text: str) -> str:
    """Return ``text`` with mojibake (UTF-8 read as Latin-1) and HTML entities repaired.

    ``ftfy.fix_text`` fixes each line apart; the lines it would leave as they are
    (``_UNTOUCHED``: most English ones, 28,597 of the 52,455 lines of tests/realnews and the
    benchmark's corpus) are kept without it, the others given to it in runs, with what it
    would know at their start (it unescapes entities only until a line has a "<")."""
    import ftfy

    if _UNTOUCHED.fullmatch(text):
        return text
    config = _ftfy_config()
    lines = text.split("\n")
    segments = [line + "\n" for line in lines[:-1]] + ([lines[-1]] if lines[-1] else [])
    out: list[str] = []
    run: list[str] = []  # lines for ftfy, from ``start``: how it is configured there
    start = angle = config
    for segment in segments:
        if _UNTOUCHED.fullmatch(segment):
            if run:
                out.append(ftfy.fix_text("".join(run), start))
                run.clear()
            out.append(segment)
        else:
            if not run:
                start = angle
            run.append(segment)
        if "<" in segment:
            angle = config._replace(unescape_html=False)
    if run:
        out.append(ftfy.fix_text("".join(run), start))
    return "".join(out)


# A news agency's dateline opening a paragraph: "Nueva Delhi 18 feb (EFE).- ", "SAN FRANCISCO,
# Dec 2 (Reuters) - ", "San Francisco (EE.UU.), 18 feb (EFE).-", "MADRID, 18 (Portaltic/EP) -",
# "BEIJING/SHANGHAI (Reuters) - ". Where and when the wire was filed is no part of what the
# article says (and "Nueva Delhi 18" is no product). A place in capitals may go without a
# day; one in mixed case needs its day ("Microsoft (AP) - The company" is no dateline).
_PLACE = r"[A-ZÁÉÍÓÚÑ][\w'’.]*(?:[ /-](?:(?:de|del|la|el) )?[A-ZÁÉÍÓÚÑ][\w'’.]*){0,3}"
_CAPITALS = r"[A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ'’.]*(?:[ /-][A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ'’.]*){0,3}"
_REGION = r"(?:\s*\([^()]{1,30}\))?"
_DAY = r"(?:\d{1,2}(?:\s+(?:de\s+)?[A-Za-záéíóú]{3,10}\.?)?|[A-Z][a-z]{2,8}\.?\s+\d{1,2})"
_AGENCY = (
    r"(?i:(?:[\w ]{1,20}/)?(?:EFE|Europa Press|EP|Reuters(?: Breakingviews)?|AP|AFP|Bloomberg"
    r"|DPA|ANSA|Xinhua|Sputnik|Notimex|IANS|PTI|Yonhap|Kyodo|Servimedia|Télam|Telam))"
)
# Or its photo's credit: "Caracas/Foto: NextEra Energy.- " (the credit names no party): one to
# four capitalised words or "archivo" (not a caption's sentence: "Imagen: Amazon lanza Trainium").
_WORD = r"(?:[A-ZÁÉÍÓÚÑ][\w&'’-]*|archivo|file|de|del|la|y|and|&)"
_CREDIT = rf"(?i:fotos?|photo|imagen|image)\s*:\s*{_WORD}(?:\s+{_WORD}){{0,3}}\."
DATELINE = re.compile(
    rf"^(?:(?:{_PLACE}{_REGION},?\s+{_DAY}|{_CAPITALS}{_REGION}(?:,\s*{_DAY})?),?\s*"
    rf"\((?:{_AGENCY})\)\s*[.:]?|{_PLACE}\s*/\s*{_CREDIT})\s*[-–—]+\s*"
)


def clean(text: str, kind: str = "txt") -> str:
    """Return normalised article text: repaired, NFC, no control characters, one paragraph
    a line (Markdown markup removed when ``kind`` says so)."""
    if kind in {"md", "markdown"}:
        text = strip_markdown(text)
    text = repair(text)
    text = unicodedata.normalize("NFC", text)
    # Lone surrogates cannot be encoded to UTF-8; replace them rather than fail later.
    text = text.encode("utf-8", errors="replace").decode("utf-8")
    text = "\n".join(line if line.isprintable() else _blanked(line) for line in text.split("\n"))
    lines = (
        DATELINE.sub("", " ".join(line.split()), count=1)
        for line in text.replace("\r", "\n").split("\n")
    )
    return "\n".join(line for line in lines if line)


def _blanked(line: str) -> str:
    """``line`` with each control character but a tab as a space. (A line ``str.isprintable``
    passes has none: Python's "printable" excludes every character of Unicode's "Other"
    categories; 55,201 of the 55,206 lines of tests/realnews and the benchmark's corpus.)"""
    return "".join(ch if ch == "\t" or unicodedata.category(ch)[0] != "C" else " " for ch in line)


def too_large(size: int | None) -> str:
    """The message for an article of ``size`` bytes (None: more than can be known)."""
    amount = "more" if size is None else f"{size / 1e6:.1f} MB, more"
    return (
        f"is {amount} than an article may be ({MAX_ARTICLE_BYTES / 1e6:g} MB); "
        "split it into articles (files in a folder, or JSON Lines)"
    )


def read_bytes(path: Path) -> bytes:
    """Return the bytes of the file at ``path``, refused past MAX_ARTICLE_BYTES."""
    if not path.exists():
        raise InputError(f"{path}: no such file or folder")
    if path.is_dir():
        raise InputError(f"{path}: is a folder, expected an article file")
    try:
        size = path.stat().st_size
        if size > MAX_ARTICLE_BYTES:
            raise InputError(f"{path}: {too_large(size)}")
        with path.open("rb") as handle:
            # Never more than the limit: a device or a pipe has no size to trust.
            data = handle.read(MAX_ARTICLE_BYTES + 1)
    except OSError as exc:
        raise InputError(f"{path}: cannot be read ({exc.strerror or exc})") from None
    if len(data) > MAX_ARTICLE_BYTES:
        raise InputError(f"{path}: {too_large(None)}")
    return data


# "# source: URL (title, date)": the first line of an article saved with where it came from
# (the corpus convention of tests/realnews); the line is no article text.
SOURCE_LINE = re.compile(r"^# source: (?P<url>https?://\S+)(?: \((?P<about>.*)\))?[ \t]*$")
ISO_DATE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b")


def with_source_line(text: str, address: str | None = None) -> Page:
    """The article of a plain text: the text itself, or, after a ``# source:`` first line,
    the rest, with the URL, title and date that line gives."""
    first, _, rest = text.partition("\n")
    match = SOURCE_LINE.match(first.strip())
    if match is None:
        return Page(text=text, url=address)
    about = match.group("about") or ""
    title, _, last = about.rpartition(",")
    date = ISO_DATE.search(last) if title else None
    return Page(
        text=rest,
        url=address or match.group("url"),
        title=(title if title else about).strip() or None,
        date=date.group(0) if date else None,
    )


def read_document(
    data: bytes,
    where: str,
    kind: str = "txt",
    address: str | None = None,
    charset: str | None = None,
) -> Iterator[Entry | InputError]:
    """Yield the articles of one document: each entry of a feed, the main text of a page, or
    the text itself; an entry that cannot be read is yielded as its error.

    A feed is told by its content whatever its name; ``kind`` (a file suffix, or what a server
    said) tells a page from a text, and so does the text's own start. ``address`` is the URL
    the document was fetched from.
    """
    if looks_like_feed(data):
        for item in read_feed(data, where):
            if isinstance(item, InputError):
                yield item
            else:
                yield Entry(_cleaned(item.page), item.place, item.lang)
        return
    if kind in {"rss", "atom", "xml"}:
        raise InputError(f"{where}: not an RSS or Atom feed, and not an article")
    text = decode(data, where, charset or (declared_charset(data) if kind != "txt" else None))
    if kind in {s.lstrip(".") for s in PAGE_SUFFIXES} or looks_like_html(text):
        page = read_page(text, where, address)
    else:
        page = with_source_line(text, address)
    page = _cleaned(page, kind)
    if not page.text:
        raise InputError(f"{where}: is empty, there is no text to read")
    yield Entry(page, where)


def _cleaned(page: Page, kind: str = "txt") -> Page:
    return Page(
        text=clean(page.text, kind),
        title=clean(page.title) if page.title else None,
        date=page.date,
        url=page.url,
        site=clean(page.site) if page.site else None,
        author=clean(page.author) if page.author else None,
    )


def read_article_file(path: Path) -> tuple[str, str]:
    """Return (clean text, kind) of the one article in the file at ``path``; raise InputError
    if unusable, or if the file is a feed (many articles)."""
    return read_article_page(path).text, path.suffix.lower().lstrip(".") or "txt"


def read_article_page(path: Path) -> Page:
    """Return the one article in the file at ``path``, with what the file says about it;
    raise InputError if unusable, or if the file is a feed (many articles)."""
    kind = path.suffix.lower().lstrip(".") or "txt"
    entries = list(read_document(read_bytes(path), str(path), kind))
    if len(entries) != 1 or isinstance(entries[0], InputError):
        if entries and isinstance(entries[0], InputError) and len(entries) == 1:
            raise entries[0]
        raise InputError(f"{path}: is a feed of {len(entries)} entries, not one article")
    return entries[0].page
