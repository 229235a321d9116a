"""Shared fixtures: the real spaCy models (loaded once per session), the sample article, the CLI."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings

from hwkg.graph.cli import main
from hwkg.ingest import Article, extract, new_article
from hwkg.ingest.read import read_article_file

# CI explores the same examples on every run (a red build must be reproducible); a developer's
# run explores new ones. Failures found either way are kept in .hypothesis/ and replayed.
settings.register_profile("ci", derandomize=True, deadline=None)
settings.register_profile("dev", deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")

ROOT = Path(__file__).resolve().parents[1]
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


@pytest.fixture(scope="session")
def sample_article() -> Article:
    return read_extract(EXAMPLE)


@dataclass
class CliResult:
    code: int
    out: str
    err: str


@pytest.fixture
def cli(capsysbinary: pytest.CaptureFixture[bytes]):
    """Run ``hwkg ARGS`` in-process; return its exit code, stdout and stderr."""

    def run(*args: str | Path) -> CliResult:
        capsysbinary.readouterr()
        code = main([str(a) for a in args])
        captured = capsysbinary.readouterr()
        return CliResult(code, captured.out.decode(), captured.err.decode())

    return run


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


@pytest.fixture
def oxigraph_server(tmp_path: Path) -> Iterator[str]:
    with running_oxigraph(tmp_path / "server-store") as url:
        yield url
