"""Articles and feeds by URL, from a local HTTP server on 127.0.0.1 started here.

That server is the one allowed exception to the private-address rule (``--allow-private``);
nothing else on the network is reached. Each test's requests are bounded and quick.
"""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from helpers import ROOT

from hwkg.ingest import InputError
from hwkg.ingest import fetch as fetch_mod
from hwkg.ingest.fetch import FetchPolicy, fetch, is_public

PAGES = ROOT / "tests" / "pages"
TYPES = {".html": "text/html; charset=utf-8", ".xml": "application/rss+xml", ".atom": "text/xml"}
MUTABLE = """<!DOCTYPE html><html lang="en"><head><title>{title}</title>
<meta property="og:site_name" content="Wire"></head><body><nav>Home News</nav>
<article><h1>{title}</h1><p>{text}</p></article><footer>Wire, all rights reserved</footer>
</body></html>"""


@dataclass
class Server:
    base: str
    requests: list[tuple[str, dict[str, str]]] = field(default_factory=list)
    mutable: dict[str, str] = field(default_factory=dict)


class _Handler(BaseHTTPRequestHandler):
    server: ThreadingHTTPServer
    state: Server

    def log_message(self, *args: object) -> None:  # quiet
        pass

    def _send(self, status: int, body: bytes, ctype: str, extra: dict[str, str] | None = None):
        self.send_response(status)
        headers = {"Content-Type": ctype, "Content-Length": str(len(body)), **(extra or {})}
        for key, value in headers.items():
            self.send_header(key, value)
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:
        state = self.state
        state.requests.append((self.path, dict(self.headers)))
        path = self.path
        if path.startswith("/pages/"):
            file = PAGES / path.removeprefix("/pages/")
            if file.is_file():
                self._send(200, file.read_bytes(), TYPES.get(file.suffix, "text/plain"))
            else:
                self._send(404, b"not found", "text/plain")
        elif path.startswith("/hop/"):  # /hop/N: N more redirects, then the English page
            left = int(path.rsplit("/", 1)[-1])
            target = f"/hop/{left - 1}" if left > 1 else "/pages/chip-ledger-maia.en.html"
            self._send(302, b"", "text/plain", {"Location": target})
        elif path == "/loop":
            self._send(301, b"", "text/plain", {"Location": "/loop"})
        elif path.startswith("/to/"):  # a redirect to the address or host after /to/
            self._send(302, b"", "text/plain", {"Location": "http://" + path[4:]})
        elif path == "/slow":
            time.sleep(3)
            self._send(200, b"<html><body><p>late</p></body></html>", "text/html")
        elif path == "/big":  # no Content-Length: the cap must hold while reading
            self.send_response(200)
            self.send_header("Content-Type", "text/plain")
            self.end_headers()
            self.wfile.write(b"Nvidia anuncia chips. " * 5000)
        elif path == "/big-declared":
            self._send(200, b"x", "text/plain", {"Content-Length": "999999999"})
        elif path == "/image":
            self._send(200, b"\x89PNG\r\n\x1a\n", "image/png")
        elif path == "/gone":
            self._send(410, b"gone", "text/plain")
        elif path == "/mutable":
            title = "Intel ships Gaudi 3"
            html = MUTABLE.format(title=title, text=state.mutable.get("text", ""))
            self._send(200, html.encode(), "text/html; charset=utf-8")
        else:
            self._send(404, b"not found", "text/plain")


class _QuietServer(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: object, client_address: object) -> None:
        pass  # a client that hangs up early (a refused body, a timeout) is expected here


@pytest.fixture(scope="module")
def server() -> Iterator[Server]:
    httpd = _QuietServer(("127.0.0.1", 0), _Handler)
    state = Server(f"http://127.0.0.1:{httpd.server_address[1]}")
    _Handler.state = state
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield state
    finally:
        httpd.shutdown()
        httpd.server_close()


LOCAL = FetchPolicy(allow_private=True, timeout=5)


@pytest.mark.parametrize(
    ("address", "public"),
    [
        ("127.0.0.1", False),
        ("127.8.9.10", False),
        ("10.0.0.1", False),
        ("172.16.5.4", False),
        ("192.168.1.1", False),
        ("169.254.169.254", False),  # cloud metadata
        ("100.64.0.1", False),  # carrier-grade NAT
        ("0.0.0.0", False),
        ("224.0.0.1", False),
        ("::1", False),
        ("fe80::1%eth0", False),
        ("fc00::1", False),
        ("::ffff:127.0.0.1", False),  # IPv4 inside IPv6
        ("::ffff:10.0.0.1", False),
        ("64:ff9b::7f00:1", False),  # NAT64 of 127.0.0.1
        ("2002:7f00:1::", False),  # 6to4 of 127.0.0.1
        ("93.184.216.34", True),
        ("2606:4700:4700::1111", True),
        ("::ffff:93.184.216.34", True),
    ],
)
def test_which_addresses_are_public(address, public):
    assert is_public(address) is public


def test_a_page_is_fetched_with_a_polite_user_agent(server):
    got = fetch(f"{server.base}/pages/chip-ledger-maia.en.html", LOCAL)
    assert got.media_type == "text/html" and got.charset == "utf-8"
    assert b"Maia" in got.data
    headers = server.requests[-1][1]
    assert headers["User-Agent"].startswith("hwkg/")
    assert headers["Accept-Encoding"] == "identity"


def test_redirects_are_followed_and_bounded(server):
    got = fetch(f"{server.base}/hop/3", LOCAL)
    assert got.url == f"{server.base}/pages/chip-ledger-maia.en.html"
    with pytest.raises(InputError, match="more than 5 redirects"):
        fetch(f"{server.base}/loop", LOCAL)
    with pytest.raises(InputError, match="more than 2 redirects"):
        fetch(f"{server.base}/hop/3", FetchPolicy(allow_private=True, max_redirects=2))


@pytest.mark.parametrize(
    ("path", "policy", "message"),
    [
        ("/image", LOCAL, "serves image/png, not a web page"),
        ("/gone", LOCAL, "answered 410 Gone"),
        ("/big", FetchPolicy(allow_private=True, max_bytes=10_000), "more than an article may be"),
        ("/big-declared", LOCAL, "is 1000.0 MB, more than an article may be"),
        ("/slow", FetchPolicy(allow_private=True, timeout=0.5), "timed out"),
    ],
)
def test_what_is_refused(server, path, policy, message):
    started = time.monotonic()
    with pytest.raises(InputError, match=message) as caught:
        fetch(server.base + path, policy)
    assert caught.value.message.startswith(server.base + path + ": ")
    assert time.monotonic() - started < 2.5


def test_loopback_is_refused_without_the_flag(server):
    before = len(server.requests)
    port = server.base.rsplit(":", 1)[1]
    for url in (f"{server.base}/pages/chip-ledger.atom", f"http://localhost:{port}/"):
        with pytest.raises(InputError, match="an address on this machine or the local network"):
            fetch(url, FetchPolicy())
    assert len(server.requests) == before, "refused before any connection"


def test_every_address_of_every_hop_is_checked(server, monkeypatch):
    """127.0.0.1 stands for a public address here; a redirect, or a name with one private
    address among its answers, is refused before anything connects to it."""
    monkeypatch.setattr(fetch_mod, "is_public", lambda a: a == "127.0.0.1" or is_public(a))
    port = int(server.base.rsplit(":", 1)[1])
    names = {"news.test": ["127.0.0.1"], "mixed.test": ["127.0.0.1", "10.1.2.3"]}

    def resolve(host: str, _port: int) -> list[str]:
        return names.get(host, [host])

    strict = FetchPolicy(timeout=5)
    assert b"Maia" in fetch(f"http://news.test:{port}/hop/1", strict, resolve).data
    before = len(server.requests)
    with pytest.raises(InputError, match=re.escape("mixed.test resolves to 10.1.2.3")):
        fetch(f"http://mixed.test:{port}/pages/chip-ledger.atom", strict, resolve)
    assert len(server.requests) == before
    # a public page redirecting to this machine: the redirect's hop is refused
    with pytest.raises(InputError, match=re.escape("127.0.0.2 is an address on this machine")):
        fetch(f"http://news.test:{port}/to/127.0.0.2:{port}/pages/x", strict, resolve)
    with pytest.raises(InputError, match=re.escape("resolves to 10.1.2.3")):
        fetch(f"http://news.test:{port}/to/mixed.test:{port}/", strict, resolve)
    assert [p for p, _ in server.requests[before:]] == [
        f"/to/127.0.0.2:{port}/pages/x",
        f"/to/mixed.test:{port}/",
    ]


def test_only_http_and_https(server):
    for url in ("file:///etc/passwd", "ftp://example.org/x", "http:///nohost"):
        with pytest.raises(InputError, match="only http and https"):
            fetch(url, LOCAL)


# -- through the command line -----------------------------------------------------------------


def test_ingest_pages_and_a_feed_by_url(cli, server, tmp_path):
    store = tmp_path / "s"
    result = cli(
        "ingest",
        f"{server.base}/pages/diario-silicio-gaudi3.es.html",
        f"{server.base}/pages/chip-ledger.atom",
        f"{server.base}/gone",
        f"{server.base}/image",
        "--allow-private",
        "--store",
        store,
    )
    assert result.code == 2, result.err
    lines = result.err.splitlines()
    assert f"hwkg: skipped {server.base}/gone: the server answered 410 Gone" in lines
    image = f"hwkg: skipped {server.base}/image: serves image/png, not a web page, a feed or text"
    assert image in lines
    assert "Traceback" not in result.err
    assert "ingested 3 article(s)" in result.out
    nt = cli("export", "--store", store, "-f", "nt").out
    # The page names a canonical URL on another site than the one it was fetched from: the
    # address fetched is kept. Its outlet and date are the page's; the feed's entries go by link.
    assert f'"{server.base}/pages/diario-silicio-gaudi3.es.html"' in nt
    assert '<http://purl.org/dc/terms/publisher> "Diario Silicio"' in nt
    assert '<http://purl.org/dc/terms/issued> "2026-10-22"' in nt
    assert '"https://www.chipledger.example/2026/11/05/groq-groqcloud"' in nt
    assert "Utilizamos cookies" not in nt


def test_without_the_flag_this_machine_is_refused(cli, server, tmp_path):
    url = f"{server.base}/pages/chip-ledger-maia.en.html"
    result = cli("ingest", url, "--store", tmp_path / "s")
    assert result.code == 2
    assert (
        f"hwkg: skipped {url}: refused, 127.0.0.1 is an address on this machine or the local "
        "network (pass --allow-private to fetch it)"
    ) in result.err.splitlines()
    assert "ingested 0 article(s)" in result.out


def test_the_same_url_with_new_text_replaces_its_article(cli, server, tmp_path):
    store = tmp_path / "s"
    url = f"{server.base}/mutable"
    server.mutable["text"] = "Intel developed Gaudi 3 for training, and Intel ships it to IBM."
    first = cli("ingest", url, "--allow-private", "--store", store)
    assert first.code == 0, first.err
    server.mutable["text"] = "Intel developed Gaudi 3, and IBM Cloud offers Gaudi 3 to customers."
    second = cli("ingest", url, "--allow-private", "--store", store)
    assert second.code == 0, second.err
    assert "1 older version(s) replaced" in second.out
    nt = cli("export", "--store", store, "-f", "nt").out
    assert "IBM Cloud offers" in nt and "ships it to IBM" not in nt
    assert nt.count("<https://w3id.org/hwkg/ontology#Article>") == 1
    again = cli("ingest", url, "--allow-private", "--store", store)
    assert "1 already stored" in again.out


def test_a_malformed_url_stops_before_the_store(cli, tmp_path):
    result = cli("ingest", "https://", "--store", tmp_path / "s")
    assert result.code == 2
    assert result.err.strip().splitlines() == [
        "hwkg: error: https://: not a URL that can be fetched (http(s)://host/…)"
    ]
    assert not (tmp_path / "s").exists()
