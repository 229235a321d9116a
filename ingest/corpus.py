"""Where articles come from: files, folders (recursively), JSON Lines, standard input.

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
from .read import ARTICLE_SUFFIXES, MAX_ARTICLE_BYTES, clean, decode, read_article_file, too_large
from .resources import LANGUAGES

JSONL_SUFFIXES = (".jsonl", ".ndjson")
STDIN = "-"


@dataclass(frozen=True, slots=True)
class Skipped:
    """An entry of the corpus that could not be read, and why (one line)."""

    where: str
    message: str


def check_paths(paths: Iterable[str]) -> None:
    """Refuse, before anything is read or written, paths that cannot be a corpus.

    Files named one by one are read and checked whole here: a bad one stops the ingest
    before the store is touched. Folders and JSON Lines are checked entry by entry later.
    """
    for name in paths:
        if name == STDIN:
            continue
        path = Path(name)
        if not path.exists():
            raise InputError(f"{path}: no such file or folder")
        if path.is_dir():
            if next(_folder_files(path), None) is None:
                raise InputError(f"{path}: the folder holds no articles (.txt, .md, .html)")
        elif path.suffix.lower() not in JSONL_SUFFIXES:
            read_article_file(path)


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
        try:
            yield new_article(
                clean(text),
                lang=str(row.get("lang") or lang),
                source=source,
                title=row.get("title"),
                url=row.get("url"),
                date=date,
                identifier=None if row.get("id") is None else str(row["id"]),
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
        yield new_article(clean(text), lang=lang, source="stdin")
    except InputError as exc:
        yield Skipped("stdin", exc.message)


def read_corpus(
    paths: Iterable[str], lang: str = "auto", stdin: IO[bytes] | None = None
) -> Iterator[Article | Skipped]:
    """Yield each article of ``paths`` in order (folders sorted), or a Skipped record."""
    for name in paths:
        if name == STDIN:
            yield from _stdin(stdin or sys.stdin.buffer, lang)
            continue
        path = Path(name)
        if path.suffix.lower() in JSONL_SUFFIXES and path.is_file():
            with path.open(encoding="utf-8", errors="replace") as handle:
                yield from _jsonl(handle, str(path), lang)
            continue
        files = _folder_files(path) if path.is_dir() else iter([path])
        for file in files:
            try:
                text, _ = read_article_file(file)
                yield new_article(text, lang=file_language(file, lang), source=file.name)
            except InputError as exc:
                message = exc.message.removeprefix(f"{file}: ").removeprefix(f"{file.name}: ")
                yield Skipped(str(file), message)
