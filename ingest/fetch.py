"""Fetch an article or a feed by URL, carefully: the one place hwkg itself goes on the network.

Every hop (the URL and each redirect) is resolved first and refused if any of its addresses is
on this machine or the local network, unless private addresses are allowed; the connection
then goes to the addresses that were checked, never to a second lookup's answer (a name that
resolves differently the second time cannot slip through). Time, size, content type and
redirects are bounded; the User-Agent says who asks.
"""

from __future__ import annotations

import http.client
import ipaddress
import socket
import time
from collections.abc import Callable
from dataclasses import dataclass
from email.message import Message
from urllib.parse import urljoin, urlsplit

from .errors import InputError
from .read import MAX_ARTICLE_BYTES

USER_AGENT = "hwkg/0.1 (offline knowledge-graph builder; reads one page per request, no crawling)"
# What an article or a feed is served as. Anything else (images, PDFs, archives) is refused
# before its body is read.
ACCEPTED_TYPES = (
    "text/html",
    "application/xhtml+xml",
    "application/rss+xml",
    "application/atom+xml",
    "application/rdf+xml",
    "application/xml",
    "text/xml",
    "text/plain",
    "text/markdown",
)
REDIRECTS = (301, 302, 303, 307, 308)
_CHUNK = 65_536
# NAT64's well-known prefix carries an IPv4 address in its last 32 bits.
_NAT64 = ipaddress.ip_network("64:ff9b::/96")

Resolver = Callable[[str, int], list[str]]


@dataclass(frozen=True, slots=True)
class FetchPolicy:
    """How far a fetch may go: time (seconds, for each step and in all), size, redirects, and
    whether addresses on this machine or the local network may be reached."""

    timeout: float = 20.0
    max_bytes: int = MAX_ARTICLE_BYTES
    max_redirects: int = 5
    allow_private: bool = False
    user_agent: str = USER_AGENT


@dataclass(frozen=True, slots=True)
class Fetched:
    """What a server answered: the final URL (after redirects), the media type, the body."""

    url: str
    media_type: str
    charset: str | None
    data: bytes


def is_url(name: str) -> bool:
    """True for what the command line should fetch rather than open: http(s)://…"""
    return name.lower().startswith(("http://", "https://"))


def is_public(address: str) -> bool:
    """True when ``address`` is a public Internet address: not loopback, private, link-local,
    shared, multicast, reserved or unspecified (IPv4 inside IPv6 is judged as IPv4)."""
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv6Address):
        embedded = ip.ipv4_mapped or ip.sixtofour
        if embedded is None and ip in _NAT64:
            embedded = ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
        if embedded is not None:
            return is_public(str(embedded))
    return ip.is_global and not ip.is_multicast


def system_resolver(host: str, port: int) -> list[str]:
    """Every address ``host`` resolves to, in the order the system gives them."""
    infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    return list(dict.fromkeys(str(info[4][0]) for info in infos))


def _checked_addresses(url: str, host: str, port: int, policy: FetchPolicy, resolve: Resolver):
    try:
        addresses = resolve(host, port)
    except (OSError, UnicodeError) as exc:
        raise InputError(f"{url}: cannot resolve {host} ({_reason(exc)})") from None
    if not addresses:
        raise InputError(f"{url}: {host} has no address")
    if not policy.allow_private:
        for address in addresses:
            if not is_public(address):
                what = address if address == host.strip("[]") else f"{host} resolves to {address}"
                raise InputError(
                    f"{url}: refused, {what} is an address on this machine or the local "
                    "network (pass --allow-private to fetch it)"
                )
    return addresses


def _reason(exc: BaseException) -> str:
    if isinstance(exc, TimeoutError | socket.timeout):
        return "timed out"
    return getattr(exc, "strerror", None) or str(exc) or type(exc).__name__


def _connection(
    scheme: str, host: str, port: int, addresses: list[str], timeout: float
) -> http.client.HTTPConnection:
    """A connection to ``host`` that connects only to the ``addresses`` checked for it (TLS
    still verifies the certificate against ``host``)."""
    conn: http.client.HTTPConnection
    if scheme == "https":
        conn = http.client.HTTPSConnection(host, port, timeout=timeout)
    else:
        conn = http.client.HTTPConnection(host, port, timeout=timeout)

    def connect(_address: object, timeout: float | None = None, source: object = None):
        error: OSError | None = None
        for address in addresses:
            try:
                return socket.create_connection((address, port), timeout)
            except OSError as exc:
                error = exc
        raise error or OSError("no address to connect to")

    conn._create_connection = connect  # type: ignore[attr-defined]
    return conn


def fetch(url: str, policy: FetchPolicy | None = None, resolve: Resolver | None = None) -> Fetched:
    """Return what ``url`` serves, following redirects; raise InputError (one line naming the
    URL) for anything refused or failed."""
    policy = policy or FetchPolicy()
    resolve = resolve or system_resolver
    deadline = time.monotonic() + policy.timeout
    current = url
    for _hop in range(policy.max_redirects + 1):
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise InputError(f"{url}: took more than {policy.timeout:g} s")
        parts = urlsplit(current)
        scheme = parts.scheme.lower()
        if scheme not in {"http", "https"} or not parts.hostname:
            raise InputError(f"{url}: only http and https URLs with a host can be fetched")
        host = parts.hostname
        try:
            port = parts.port or (443 if scheme == "https" else 80)
        except ValueError:
            raise InputError(f"{url}: bad port in {current}") from None
        addresses = _checked_addresses(url, host, port, policy, resolve)
        target = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        conn = _connection(scheme, host, port, addresses, remaining)
        try:
            conn.request(
                "GET",
                target,
                headers={
                    "User-Agent": policy.user_agent,
                    "Accept": ", ".join(ACCEPTED_TYPES) + ";q=0.9, */*;q=0.1",
                    "Accept-Encoding": "identity",
                },
            )
            response = conn.getresponse()
            if response.status in REDIRECTS:
                location = response.getheader("Location")
                if not location:
                    raise InputError(f"{url}: redirect ({response.status}) with no Location")
                current = urljoin(current, location.strip())
                continue
            if response.status != 200:
                raise InputError(f"{url}: the server answered {response.status} {response.reason}")
            return _body(url, current, response, policy, deadline)
        except InputError:
            raise
        except (OSError, http.client.HTTPException) as exc:
            raise InputError(f"{url}: cannot be fetched ({_reason(exc)})") from None
        finally:
            conn.close()
    raise InputError(f"{url}: more than {policy.max_redirects} redirects")


def _body(
    url: str,
    final: str,
    response: http.client.HTTPResponse,
    policy: FetchPolicy,
    deadline: float,
) -> Fetched:
    header = Message()
    header["Content-Type"] = response.getheader("Content-Type") or ""
    media_type = header.get_content_type() if header["Content-Type"] else ""
    if media_type and media_type not in ACCEPTED_TYPES:
        raise InputError(f"{url}: serves {media_type}, not a web page, a feed or text")
    encoding = (response.getheader("Content-Encoding") or "identity").lower()
    if encoding != "identity":
        raise InputError(f"{url}: the server sent {encoding}-compressed data, though asked not to")
    length = response.getheader("Content-Length")
    if length and length.isdigit() and int(length) > policy.max_bytes:
        raise InputError(
            f"{url}: is {int(length) / 1e6:.1f} MB, more than an article may be "
            f"({policy.max_bytes / 1e6:g} MB)"
        )
    chunks: list[bytes] = []
    size = 0
    while chunk := response.read(_CHUNK):
        chunks.append(chunk)
        size += len(chunk)
        if size > policy.max_bytes:
            raise InputError(
                f"{url}: is more than an article may be ({policy.max_bytes / 1e6:g} MB)"
            )
        if time.monotonic() > deadline:
            raise InputError(f"{url}: took more than {policy.timeout:g} s")
    charset = header.get_param("charset")
    return Fetched(
        url=final,
        media_type=media_type,
        charset=charset if isinstance(charset, str) else None,
        data=b"".join(chunks),
    )
