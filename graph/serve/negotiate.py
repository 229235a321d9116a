"""HTTP errors the server answers with, and content negotiation on the Accept header."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


class HttpError(Exception):
    """A request the server answers with ``status`` and a one-line ``message``."""

    def __init__(self, status: int, message: str, headers: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.headers = headers or {}

    def __reduce__(self) -> tuple[Any, ...]:  # raised in a worker, rebuilt in the server
        return (HttpError, (self.status, self.message, self.headers))


def parse_accept(header: str) -> list[tuple[str, float]]:
    """Return the media ranges of an Accept header with their q values."""
    ranges = []
    for part in header.split(","):
        media, *params = part.split(";")
        media = media.strip().lower()
        if not media:
            continue
        q = 1.0
        for param in params:
            key, _, value = param.partition("=")
            if key.strip().lower() == "q":
                try:
                    q = max(0.0, min(1.0, float(value)))
                except ValueError:
                    q = 0.0
        ranges.append((media, q))
    return ranges


def _quality(offer: str, ranges: list[tuple[str, float]]) -> float:
    kind = offer.split("/", 1)[0]
    best, quality = -1, 0.0
    for media, q in ranges:
        if media == offer:
            rank = 2
        elif media == f"{kind}/*":
            rank = 1
        elif media in {"*/*", "*"}:
            rank = 0
        else:
            continue
        if rank > best:
            best, quality = rank, q
    return quality


def negotiate(header: str | None, offers: Sequence[str]) -> str | None:
    """Return the offer the Accept header likes best (ties go to the earlier offer), or None
    when it accepts none of them. No Accept header accepts anything."""
    if not header or not header.strip():
        return offers[0] if offers else None
    ranges = parse_accept(header)
    chosen, key = None, (0.0, 0)
    for index, offer in enumerate(offers):
        q = _quality(offer, ranges)
        if q > 0 and (chosen is None or (q, -index) > key):
            chosen, key = offer, (q, -index)
    return chosen
