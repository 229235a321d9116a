"""What the tests share besides fixtures: paths, the CLI result, a JSON Lines writer, a real
Oxigraph server, Chromium's arguments. Tests import it as ``helpers``; conftest.py holds the
fixtures only."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

from hwkg.ingest import Article, extract, new_article, read_article_file

ROOT = Path(__file__).resolve().parents[1]
# Run ``hwkg ARGS`` and print its peak memory on stderr ("peak-kb N"): the process's own
# high-water mark after exec (VmHWM), or its children's. Not ru_maxrss of itself or of a
# child waited for: Linux counts there the RSS of the process it was forked from (pytest's,
# over a gigabyte once the pipelines are loaded), until exec.
MEASURED_HWKG = [
    sys.executable,
    "-c",
    "import resource, sys\n"
    "from hwkg.graph.cli import main\n"
    "code = main(sys.argv[1:])\n"
    "own = int(open('/proc/self/status').read().split('VmHWM:')[1].split()[0])\n"
    "kids = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss\n"
    "print('peak-kb', max(own, kids), file=sys.stderr)\n"
    "sys.exit(code)\n",
]


def peak_kb(stderr: str | bytes) -> int:
    """The peak a ``MEASURED_HWKG`` run printed last on its stderr, in kB."""
    text = stderr.decode() if isinstance(stderr, bytes) else stderr
    return int(text.rsplit("peak-kb", 1)[1].split()[0])


EXAMPLE = ROOT / "examples" / "torchtpu-torchneuron.es.txt"
ARTICLES = ROOT / "tests" / "articles"
GOLD = ROOT / "tests" / "gold"
# How the tests start Debian's Chromium: headless, and quiet on this closed network.
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def write_jsonl(path: Path, rows: list[dict[str, Any]]) -> Path:
    """Write ``rows`` as a JSON Lines corpus at ``path``."""
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def read_extract(path: Path, lang: str = "auto") -> Article:
    text, _ = read_article_file(path)
    return extract(new_article(text, lang=lang, source=path.name))


@dataclass
class CliResult:
    code: int
    out: str
    err: str


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def running_oxigraph(location: Path) -> Iterator[str]:
    """Start a real Oxigraph server on 127.0.0.1 over ``location``; yield its base URL."""
    binary = shutil.which("oxigraph") or str(Path(sys.executable).parent / "oxigraph")
    if not Path(binary).exists():
        pytest.fail("the oxigraph server binary is missing: run `make setup`")
    port = free_port()
    proc = subprocess.Popen(
        [
            binary,
            "serve",
            "--location",
            str(location),
            "--bind",
            f"127.0.0.1:{port}",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                break
        except OSError:
            if proc.poll() is not None:
                message = proc.stderr.read().decode() if proc.stderr else ""
                pytest.fail(f"oxigraph server exited: {message}")
            time.sleep(0.1)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        proc.terminate()
        proc.wait(timeout=10)


@contextmanager
def store_held_open(store: Path) -> Iterator[None]:
    """Another process holds ``store`` open for writing (RocksDB's lock) until the block ends."""
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, pyoxigraph; s = pyoxigraph.Store(sys.argv[1]); print('open', flush=True);"
            " sys.stdin.read()",
            str(store),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "open"
        yield
    finally:
        holder.communicate("")


def http_status(url: str, timeout: float = 5.0) -> int:
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    with opener.open(url, timeout=timeout) as response:
        return int(response.status)


@contextmanager
def running_server(store: Path, log: Path, *options: str) -> Iterator[str]:
    """Start ``hwkg serve`` (the typer command of serve_command) in a subprocess on a free
    port; yield its base URL once it answers a query; stop it (SIGTERM) afterwards."""
    port = free_port()
    code = "import typer; from hwkg.graph.cli.serve import serve; typer.run(serve)"
    args = [sys.executable, "-c", code, "--store", str(store), "--port", str(port), *options]
    with log.open("wb") as err:
        proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=err)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        if proc.poll() is not None:
            pytest.fail(f"hwkg serve exited with {proc.returncode}: {log.read_text()}")
        try:
            if http_status(f"{url}/sparql?query=ASK%7B%7D", timeout=2) == 200:
                break
        except OSError:
            pass
        if time.monotonic() > deadline:
            proc.kill()
            pytest.fail(f"hwkg serve did not answer within 60 s: {log.read_text()}")
        time.sleep(0.2)
    try:
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def sparql_get(http: httpx.Client, url: str, query: str, accept: str | None = None):
    headers = {"Accept": accept} if accept else {}
    return http.get(f"{url}/sparql", params={"query": query}, headers=headers)


def rows_of_json(body: bytes) -> tuple[list[str], set[tuple[str, ...]]]:
    doc = json.loads(body)
    names = doc["head"]["vars"]
    rows = {
        tuple(b[n]["value"] if n in b else "" for n in names) for b in doc["results"]["bindings"]
    }
    return names, rows


def process_children(pid: int) -> set[int]:
    found = set()
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.add(int(stat.parent.name))
    return found


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of a process so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def server_pid(url: str) -> int:
    port = urllib.parse.urlsplit(url).port
    for child in process_children(os.getpid()):
        cmdline = Path(f"/proc/{child}/cmdline").read_bytes().split(b"\0")
        if str(port).encode() in cmdline and b"--port" in cmdline:
            return child
    raise AssertionError("the server process was not found")


class Listener:
    """A real listening socket on 127.0.0.1 that records every connection made to it and
    answers like a SPARQL endpoint (one row, ``?a`` = "reached") or a Turtle file, so that
    a call that got through would also show in a query's answer."""

    ANSWER = (
        b'{"head":{"vars":["a"]},'
        b'"results":{"bindings":[{"a":{"type":"literal","value":"reached"}}]}}'
    )
    TURTLE = b'<urn:x-hwkg:reached> <urn:x-hwkg:reached> "reached" .\n'

    def __init__(self) -> None:
        self.sock = socket.create_server(("127.0.0.1", 0))
        self.port = int(self.sock.getsockname()[1])
        self.hostport = f"127.0.0.1:{self.port}"
        self.base = f"http://{self.hostport}/"
        self.url = f"{self.base}sparql"
        self.connections: list[bytes] = []
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            with conn:
                conn.settimeout(2)
                try:
                    request = conn.recv(65536)
                except OSError:
                    request = b""
                self.connections.append(request)
                sparql = b"sparql" in request.split(b"\r\n", 1)[0]
                body, kind = (
                    (self.ANSWER, b"application/sparql-results+json")
                    if sparql
                    else (self.TURTLE, b"text/turtle")
                )
                head = b"HTTP/1.1 200 OK\r\nContent-Type: %s\r\nContent-Length: %d\r\n" % (
                    kind,
                    len(body),
                )
                with contextlib.suppress(OSError):
                    conn.sendall(head + b"Connection: close\r\n\r\n" + body)

    def fill(self, text: str) -> str:
        """``text`` with {url}, {base} and {hostport} naming this listener."""
        return (
            text.replace("{url}", self.url)
            .replace("{base}", self.base)
            .replace("{hostport}", self.hostport)
        )

    def close(self) -> None:
        self.sock.close()


@contextmanager
def listening() -> Iterator[Listener]:
    listener = Listener()
    try:
        yield listener
    finally:
        listener.close()


def triples(text: str, lang: str) -> set[tuple[str, str, str]]:
    """The (subject, property, object) of every fact hwkg extracts from ``text``."""
    return {f.triple for f in extract(new_article(text, lang=lang)).facts}


Triple = tuple[str, str, str]


def rule_tests(
    cases: list[tuple[str, str, set[Triple]]], not_this: list[tuple[str, str, Triple]]
) -> tuple[Any, Any]:
    """The two tests of a file of rule cases, parametrised by its sentences: each of
    ``cases`` gives its facts, each of ``not_this`` states facts but not the wrong one.
    Bind them at module level (``test_fact_extracted, test_no_false_fact = rule_tests(...)``)."""

    @pytest.mark.parametrize(("lang", "text", "expected"), cases, ids=[c[1][:40] for c in cases])
    def test_fact_extracted(lang: str, text: str, expected: set[Triple]) -> None:
        found = triples(text, lang)
        assert expected <= found, f"missing {expected - found}; got {found}"

    @pytest.mark.parametrize(("lang", "text", "wrong"), not_this, ids=[c[1][:40] for c in not_this])
    def test_no_false_fact(lang: str, text: str, wrong: Triple) -> None:
        found = triples(text, lang)
        assert found, "the sentence states facts"
        assert wrong not in found

    return test_fact_extracted, test_no_false_fact
