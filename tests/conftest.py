"""The fixtures: the real spaCy models (loaded once per session), the sample article, the
CLI in-process, a real Oxigraph server, hwkg's own server. What tests share besides fixtures
is in helpers.py."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from helpers import EXAMPLE, CliResult, read_extract, running_oxigraph, running_server
from hypothesis import settings

from hwkg.graph import api
from hwkg.graph.cli import main
from hwkg.ingest import Article

# CI explores the same examples on every run (a red build must be reproducible); a developer's
# run explores new ones. Failures found either way are kept in .hypothesis/ and replayed.
settings.register_profile("ci", derandomize=True, deadline=None)
settings.register_profile("dev", deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


@pytest.fixture(scope="session")
def sample_article() -> Article:
    return read_extract(EXAMPLE)


@pytest.fixture
def cli(capsysbinary: pytest.CaptureFixture[bytes]):
    """Run ``hwkg ARGS`` in-process; return its exit code, stdout and stderr."""

    def run(*args: str | Path) -> CliResult:
        capsysbinary.readouterr()
        code = main([str(a) for a in args])
        captured = capsysbinary.readouterr()
        return CliResult(code, captured.out.decode(), captured.err.decode())

    return run


@pytest.fixture
def oxigraph_server(tmp_path: Path) -> Iterator[str]:
    with running_oxigraph(tmp_path / "server-store") as url:
        yield url


# -- hwkg serve, started once for the session -----------------------------------------------


@pytest.fixture(scope="session")
def serve_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("serve") / "store"
    summary = api.ingest([str(EXAMPLE)], str(path))
    assert summary.articles == 1
    return path


@pytest.fixture(scope="session")
def server(serve_store: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The read-only server with a 2 s time limit and a 1,000-row cap."""
    log = tmp_path_factory.mktemp("serve-log") / "server.log"
    with running_server(
        serve_store, log, "--timeout", "2", "--max-rows", "1000", "--workers", "2"
    ) as url:
        yield url


@pytest.fixture(scope="session")
def writable_server(serve_store: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A server with --cors and --allow-update over its own copy of the store."""
    base = tmp_path_factory.mktemp("serve-rw")
    copy = base / "store"
    shutil.copytree(serve_store, copy)
    with running_server(copy, base / "server.log", "--cors", "--allow-update") as url:
        yield url


@pytest.fixture(scope="session")
def http() -> Iterator[httpx.Client]:
    with httpx.Client(timeout=30, trust_env=False) as client:
        yield client


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark what a test needs by the fixtures it uses: a server of hwkg's own is slow to
    start (``slow``), a real Oxigraph server is ``remote``, Chromium is ``browser``."""
    for item in items:
        names = set(getattr(item, "fixturenames", ()))
        if names & {"server", "writable_server"}:
            item.add_marker(pytest.mark.slow)
        if names & {"oxigraph_server", "remote"}:
            item.add_marker(pytest.mark.remote)
        if "browser" in names:
            item.add_marker(pytest.mark.browser)
