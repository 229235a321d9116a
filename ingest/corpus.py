"""Where articles come from: files, folders (recursively), saved pages, feeds, URLs, JSON Lines,
standard input.

Reading is lazy: a corpus is a stream of articles, never held whole in memory. An entry
that cannot be read becomes a ``Skipped`` record saying where and why; the rest goes on.
"""

from __future__ import annotations

import codecs
import datetime as dt
import json
import stat
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from .errors import InputError
from .extract import new_article
from .facts import Article
from .fetch import FetchPolicy, fetch, is_url
from .pages import Page, looks_like_html, read_page, web_url
from .read import (
    ARTICLE_SUFFIXES,
    MAX_ARTICLE_BYTES,
    Entry,
    clean,
    read_bytes,
    read_document,
    too_large,
)
from .resources import LANGUAGES

JSONL_SUFFIXES = (".jsonl", ".ndjson")
STDIN = "-"
# What a server's media type says a document is (a feed is told by its content anyway).
_KIND_OF_TYPE = {"text/html": "html", "application/xhtml+xml": "html", "text/markdown": "md"}


@dataclass(frozen=True, slots=True)
class Skipped:
    """An entry of the corpus that could not be read, and why (one line)."""

    where: str
    message: str


def check_paths(paths: Iterable[str], lang: str = "auto") -> None:
    """Refuse, before anything is read or written, paths that cannot be a corpus.

    Files named one by one are read and checked whole here, their language too: a bad one
    stops the ingest before the store is touched. Folders, feeds' entries, JSON Lines and
    URLs are checked entry by entry later (a URL's form is checked here). A FIFO or a
    socket is never read (nothing may ever come): it is reported and skipped later.
    """
    for name in paths:
        if name == STDIN:
            continue
        if is_url(name):
            if web_url(name) is None:
                raise InputError(f"{name}: not a URL that can be fetched (http(s)://host/…)")
            continue
        path = Path(name)
        if not path.exists():
            raise InputError(f"{path}: no such file or folder")
        if path.is_dir():
            if next(_folder_files(path), None) is None:
                raise InputError(
                    f"{path}: the folder holds no articles (.txt, .md, .html, .rss, .atom, .xml)"
                )
        elif _unreadable(path) is not None:
            continue
        elif path.suffix.lower() not in JSONL_SUFFIXES:
            entries = list(_entries_of_file(path))
            for entry in entries:
                if isinstance(entry, InputError):
                    raise entry
                if entry.place == str(path):  # one article: its language, checked now too
                    found = _article(entry, file_language(path, lang), path.name)
                    if isinstance(found, Skipped):
                        raise InputError(f"{found.where}: {found.message}")
            if not entries:
                raise InputError(f"{path}: the feed has no entries")


def _unreadable(path: Path) -> str | None:
    """Why ``path`` (not a folder) is not read, or None for a file that can be: a FIFO or a
    socket would wait for a writer that may never come."""
    try:
        mode = path.stat().st_mode
    except OSError as exc:
        return f"cannot be read ({exc.strerror or exc})"
    if stat.S_ISFIFO(mode):
        return "is a FIFO, not an article file; pipe it into `hwkg ingest -` instead"
    if stat.S_ISSOCK(mode):
        return "is a socket, not an article file"
    return None


def file_language(path: Path, lang: str) -> str:
    """The language a file name declares ("nota.es.txt"), when none was asked for."""
    if lang != "auto":
        return lang
    parts = path.name.lower().split(".")
    return parts[-2] if len(parts) >= 3 and parts[-2] in LANGUAGES else lang


def _folder_files(folder: Path) -> Iterator[Path]:
    """The articles of a folder, and what has their name without being a file (a FIFO):
    reported as it is met, never read."""
    for path in sorted(folder.rglob("*")):
        if path.suffix.lower() in ARTICLE_SUFFIXES and not path.is_dir():
            yield path


def _entries_of_file(path: Path) -> Iterator[Entry | InputError]:
    try:
        kind = path.suffix.lower().lstrip(".") or "txt"
        yield from read_document(read_bytes(path), str(path), kind)
    except InputError as exc:
        yield exc


def _article(
    entry: Entry, lang: str, source: str, identifier: str | None = None
) -> Article | Skipped:
    page = entry.page
    try:
        return new_article(
            page.text,
            lang=lang,
            source=source,
            title=page.title,
            url=page.url,
            date=page.date,
            identifier=identifier,
            site=page.site,
            author=page.author,
            lang_hint=entry.lang,
        )
    except InputError as exc:
        return Skipped(entry.place, exc.message.removeprefix(f"{source}: "))


def _skipped(error: InputError, where: str) -> Skipped:
    """A Skipped record for ``error``, its message without the place it already names."""
    place, sep, message = error.message.partition(": ")
    if sep and (place == where or place.startswith(f"{where}#")):
        return Skipped(place, message)
    return Skipped(where, error.message)


def _file(path: Path, lang: str) -> Iterator[Article | Skipped]:
    why = _unreadable(path)
    if why is not None:
        yield Skipped(str(path), why)
        return
    for entry in _entries_of_file(path):
        if isinstance(entry, InputError):
            yield _skipped(entry, str(path))
            continue
        if entry.place == str(path):
            yield _article(entry, file_language(path, lang), path.name)
        else:  # a feed's entry: its link names it, else its place in the feed
            place = entry.place.rsplit("#", 1)[-1]
            yield _article(entry, lang, entry.page.url or f"{path.name}#{place}")


def _url(url: str, lang: str, policy: FetchPolicy) -> Iterator[Article | Skipped]:
    try:
        fetched = fetch(url, policy)
        kind = _KIND_OF_TYPE.get(fetched.media_type, "txt")
        entries = list(read_document(fetched.data, url, kind, fetched.url, fetched.charset))
    except InputError as exc:
        yield _skipped(exc, url)
        return
    for entry in entries:
        if isinstance(entry, InputError):
            yield _skipped(entry, url)
        else:  # the page as asked for; a feed's entry by its own link
            yield _article(entry, lang, url if entry.place == url else entry.page.url or url)


# The most bytes one JSON Lines record may have: an article's text at its limit, written with
# JSON escapes (up to six bytes a character), and its metadata. A longer line is refused as it
# is read, and the rest of it skipped, never held.
MAX_RECORD_BYTES = 6 * MAX_ARTICLE_BYTES + 1_000_000
# Metadata a record may give, each a string when given ("id" may also be a number).
_STRING_FIELDS = ("url", "title", "date", "lang", "site", "author")
_JSON_TYPES = {bool: "true or false", int: "a number", float: "a number", list: "a list",
               dict: "an object", str: "a string"}  # fmt: skip


def record_lines(stream: IO[bytes], head: bytes = b"") -> Iterator[bytes | None]:
    """The lines of a binary stream (after ``head``, bytes already read from it), each read
    no further than MAX_RECORD_BYTES: None stands for a line that is longer, skipped."""
    source: IO[bytes] | _Prefixed = _Prefixed(head, stream) if head else stream
    while True:
        line = source.readline(MAX_RECORD_BYTES + 1)
        if not line:
            return
        if len(line) > MAX_RECORD_BYTES and not line.endswith(b"\n"):
            while line and not line.endswith(b"\n"):  # the rest of it, a block at a time
                line = source.readline(1 << 20)
            yield None
            continue
        yield line


class _Prefixed:
    """A binary stream with bytes already read from it put back in front."""

    def __init__(self, head: bytes, rest: IO[bytes]) -> None:
        self.head, self.rest = head, rest

    def readline(self, limit: int) -> bytes:
        if not self.head:
            return self.rest.readline(limit)
        cut = self.head.find(b"\n", 0, limit)
        size = cut + 1 if cut >= 0 else min(len(self.head), limit)
        line, self.head = self.head[:size], self.head[size:]
        if line.endswith(b"\n") or len(line) >= limit:
            return line
        return line + self.rest.readline(limit - len(line))


def _field_type(row: dict[str, object]) -> str | None:
    """Why a record's metadata cannot be read (a field of the wrong JSON type), or None."""
    for key in _STRING_FIELDS:
        value = row.get(key)
        if value is not None and not isinstance(value, str):
            return f'"{key}" is {_JSON_TYPES.get(type(value), "not a string")}, not a string'
    ident = row.get("id")
    if ident is not None and (isinstance(ident, bool) or not isinstance(ident, str | int)):
        return f'"id" is {_JSON_TYPES.get(type(ident), "not a string")}, not a string or a number'
    return None


def _jsonl(lines: Iterable[bytes | None], where: str, lang: str) -> Iterator[Article | Skipped]:
    for number, raw in enumerate(lines, 1):
        place = f"{where}:{number}"
        if raw is None:
            yield Skipped(place, f"the line {too_large(None)}")
            continue
        line = raw.decode("utf-8", errors="replace")
        if number == 1:
            line = line.removeprefix("\ufeff")
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            yield Skipped(place, f"not a JSON object ({exc.msg})")
            continue
        if not isinstance(row, dict):
            yield Skipped(place, "not a JSON object")
            continue
        text = row.get("text")
        if not isinstance(text, str) or not text.strip():
            yield Skipped(place, 'no "text" to read')
            continue
        wrong = _field_type(row)
        if wrong is not None:
            yield Skipped(place, wrong)
            continue
        if len(text) > MAX_ARTICLE_BYTES // 4:  # only then can its UTF-8 be over the limit
            size = len(text.encode("utf-8", errors="replace"))
            if size > MAX_ARTICLE_BYTES:
                yield Skipped(place, f'its "text" {too_large(size)}')
                continue
        date = row.get("date")
        if date is not None:
            try:
                date = dt.date.fromisoformat(str(date)[:10]).isoformat()
            except ValueError:
                yield Skipped(place, f"date {date!r} is not YYYY-MM-DD")
                continue
        source = str(row.get("id") or place)
        url = row.get("url")
        if url is not None and web_url(str(url)) is None:
            yield Skipped(place, f"url {url!r} is not an http(s) URL")
            continue
        title, site, author = (_clean_field(row.get(key)) for key in ("title", "site", "author"))
        try:
            # A record may hold a whole page: its main text and metadata, as for a file.
            page = read_page(text, source, url) if looks_like_html(text) else Page(text)
            yield new_article(
                clean(page.text),
                lang=str(row.get("lang") or lang),
                source=source,
                title=title or page.title,
                url=url or page.url,
                date=date or page.date,
                identifier=None if row.get("id") is None else str(row["id"]),
                site=site or page.site,
                author=author or page.author,
            )
        except InputError as exc:
            yield Skipped(place, exc.message.removeprefix(f"{source}: "))


def _clean_field(value: object) -> str | None:
    """A record's metadata string as text is kept: no control characters, one line."""
    if not isinstance(value, str):
        return None
    return " ".join(clean(value).split("\n")) or None


def _stdin(stream: IO[bytes], lang: str) -> Iterator[Article | Skipped]:
    """Standard input, read as it comes: JSON Lines a record at a time, anything else as one
    document of at most MAX_ARTICLE_BYTES (refused once that is passed, not at its end)."""
    head = b""
    while len(head) < 65_536:  # enough to see past leading blank space
        chunk = stream.read(4096)
        if not chunk:
            break
        head += chunk
        if head.lstrip()[:1]:
            break
    if head.lstrip().removeprefix(codecs.BOM_UTF8).lstrip()[:1] == b"{":
        yield from _jsonl(record_lines(stream, head), "stdin", lang)
        return
    data = head + stream.read(MAX_ARTICLE_BYTES + 1 - len(head))
    if len(data) > MAX_ARTICLE_BYTES:
        yield Skipped("stdin", too_large(None))
        return
    try:
        entries = list(read_document(data, "stdin"))
    except InputError as exc:
        yield _skipped(exc, "stdin")
        return
    for entry in entries:
        if isinstance(entry, InputError):
            yield _skipped(entry, "stdin")
        else:
            yield _article(entry, lang, entry.page.url or entry.place)


def read_corpus(
    paths: Iterable[str],
    lang: str = "auto",
    stdin: IO[bytes] | None = None,
    fetching: FetchPolicy | None = None,
) -> Iterator[Article | Skipped]:
    """Yield each article of ``paths`` in order (folders sorted, feeds entry by entry, URLs
    fetched under ``fetching``), or a Skipped record."""
    for name in paths:
        if name == STDIN:
            yield from _stdin(stdin or sys.stdin.buffer, lang)
            continue
        if is_url(name):
            yield from _url(name, lang, fetching or FetchPolicy())
            continue
        path = Path(name)
        if path.suffix.lower() in JSONL_SUFFIXES and path.is_file():
            with path.open("rb") as handle:
                yield from _jsonl(record_lines(handle), str(path), lang)
            continue
        files = _folder_files(path) if path.is_dir() else iter([path])
        for file in files:
            yield from _file(file, lang)
