"""Where articles come from: files, folders (recursively), saved pages, feeds, URLs, JSON Lines,
standard input.

Reading is lazy: a corpus is a stream of articles, never held whole in memory. An entry
that cannot be read becomes a ``Skipped`` record saying where and why; the rest goes on.
"""

from __future__ import annotations

import datetime as dt
import json
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
    decode,
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


def check_paths(paths: Iterable[str]) -> None:
    """Refuse, before anything is read or written, paths that cannot be a corpus.

    Files named one by one are read and checked whole here: a bad one stops the ingest
    before the store is touched. Folders, feeds' entries, JSON Lines and URLs are checked
    entry by entry later (a URL's form is checked here).
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
        elif path.suffix.lower() not in JSONL_SUFFIXES:
            entries = list(_entries_of_file(path))
            for entry in entries:
                if isinstance(entry, InputError):
                    raise entry
            if not entries:
                raise InputError(f"{path}: the feed has no entries")


def file_language(path: Path, lang: str) -> str:
    """The language a file name declares ("nota.es.txt"), when none was asked for."""
    if lang != "auto":
        return lang
    parts = path.name.lower().split(".")
    return parts[-2] if len(parts) >= 3 and parts[-2] in LANGUAGES else lang


def _folder_files(folder: Path) -> Iterator[Path]:
    for path in sorted(folder.rglob("*")):
        if path.is_file() and path.suffix.lower() in ARTICLE_SUFFIXES:
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


def _jsonl(lines: Iterable[str], where: str, lang: str) -> Iterator[Article | Skipped]:
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        place = f"{where}:{number}"
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
        try:
            # A record may hold a whole page: its main text and metadata, as for a file.
            page = read_page(text, source, url) if looks_like_html(text) else Page(text)
            yield new_article(
                clean(page.text),
                lang=str(row.get("lang") or lang),
                source=source,
                title=row.get("title") or page.title,
                url=url or page.url,
                date=date or page.date,
                identifier=None if row.get("id") is None else str(row["id"]),
                site=row.get("site") or page.site,
                author=row.get("author") or page.author,
            )
        except InputError as exc:
            yield Skipped(place, exc.message.removeprefix(f"{source}: "))


def _stdin(stream: IO[bytes], lang: str) -> Iterator[Article | Skipped]:
    data = stream.read()
    text = decode(data, "stdin")
    first = text.lstrip()[:1]
    if first == "{":
        yield from _jsonl(text.splitlines(), "stdin", lang)
        return
    if len(data) > MAX_ARTICLE_BYTES:
        yield Skipped("stdin", too_large(len(data)))
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
            with path.open(encoding="utf-8", errors="replace") as handle:
                yield from _jsonl(handle, str(path), lang)
            continue
        files = _folder_files(path) if path.is_dir() else iter([path])
        for file in files:
            yield from _file(file, lang)
