"""Bytes to clean article text: decode with fallbacks, strip HTML and Markdown, detect language."""

from __future__ import annotations

import codecs
import re
import unicodedata
from html.parser import HTMLParser
from pathlib import Path

from .errors import InputError
from .resources import LANGUAGES, function_words, unsupported_function_words

ARTICLE_SUFFIXES = (".txt", ".md", ".markdown", ".html", ".htm")
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
_BLOCK_TAGS = frozenset(
    {
        "p",
        "div",
        "br",
        "li",
        "ul",
        "ol",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "title",
        "article",
        "section",
        "header",
        "footer",
        "tr",
        "td",
        "th",
        "blockquote",
        "pre",
        "table",
        "figcaption",
    }
)
_SKIP_TAGS = frozenset({"script", "style", "noscript", "template", "head"})
_TEXT_CONTROLS = frozenset(b"\t\n\r\x0c")
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)


def decode(data: bytes, name: str = "input") -> str:
    """Return the text of ``data``: BOM-marked Unicode, else UTF-8, else Windows-1252/Latin-1."""
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
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("cp1252", errors="replace")
    return text


class _TextOfHtml(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _SKIP_TAGS:
            self._skip += 1
        elif tag in _BLOCK_TAGS:
            self.parts.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in _SKIP_TAGS:
            self._skip = max(0, self._skip - 1)
        elif tag in _BLOCK_TAGS:
            self.parts.append("\n")

    def handle_data(self, data: str) -> None:
        if not self._skip:
            self.parts.append(data)


def strip_html(text: str) -> str:
    """Return the visible text of an HTML page, one block element a line."""
    parser = _TextOfHtml()
    parser.feed(text)
    parser.close()
    return "".join(parser.parts)


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


def looks_like_html(text: str) -> bool:
    head = text[:2000].lower()
    return "<html" in head or "<!doctype" in head or bool(re.search(r"<(p|div|body)[\s>]", head))


def clean(text: str, kind: str = "txt") -> str:
    """Return normalised article text: NFC, no control characters, one paragraph a line."""
    if kind in {"html", "htm"} or (kind == "txt" and looks_like_html(text)):
        text = strip_html(text)
    elif kind in {"md", "markdown"}:
        text = strip_markdown(text)
    text = unicodedata.normalize("NFC", text)
    # Lone surrogates cannot be encoded to UTF-8; replace them rather than fail later.
    text = text.encode("utf-8", errors="replace").decode("utf-8")
    text = "".join(ch if ch in "\n\t" or unicodedata.category(ch)[0] != "C" else " " for ch in text)
    lines = (" ".join(line.split()) for line in text.replace("\r", "\n").split("\n"))
    return "\n".join(line for line in lines if line)


def detect_language(text: str, candidates: tuple[str, ...] = LANGUAGES) -> str | None:
    """Return the language whose function words are commonest in ``text``, or None if unsure.

    Languages with no model count too: a French article is "fr" (and refused), not Spanish.
    """
    words = [w.lower() for w in _WORD.findall(text[:20000])]
    if not words:
        return None
    best, best_score = None, 0.0
    for lang in (*candidates, *sorted(unsupported_function_words())):
        vocab = function_words(lang)
        score = sum(1 for w in words if w in vocab) / len(words)
        if score > best_score:
            best, best_score = lang, score
    if best_score >= 0.05:
        return best
    # Too few function words to tell (a headline, one short sentence): Spanish spelling decides.
    if re.search(r"[ñáéíóú¿¡]", text[:20000], re.I) and "es" in candidates:
        return "es"
    return None


def too_large(size: int | None) -> str:
    """The message for an article of ``size`` bytes (None: more than can be known)."""
    amount = "more" if size is None else f"{size / 1e6:.1f} MB, more"
    return (
        f"is {amount} than an article may be ({MAX_ARTICLE_BYTES / 1e6:g} MB); "
        "split it into articles (files in a folder, or JSON Lines)"
    )


def read_article_file(path: Path) -> tuple[str, str]:
    """Return (clean text, kind) of the article at ``path``; raise InputError if unusable."""
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
    kind = path.suffix.lower().lstrip(".") or "txt"
    text = clean(decode(data, str(path)), kind)
    if not text.strip():
        raise InputError(f"{path}: is empty, there is no text to read")
    return text, kind
