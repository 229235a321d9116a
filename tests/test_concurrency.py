"""Readers beside a writer, and a writer cut short (issue 15, items 7 and 15).

Readers read the store as the last batch a writer completed left it (a snapshot): never a
crash, a corrupt store or unbounded memory; a running server sees new articles within a few
seconds, or at once on SIGHUP. Ctrl-C stops an ingest between two batches, says how many
articles it stored; kill -9 leaves readers a store whose claims match its articles, and no
extraction process behind."""

from __future__ import annotations

import importlib.util
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from helpers import (
    EXAMPLE,
    MEASURED_HWKG,
    ROOT,
    peak_kb,
    process_children,
    running_server,
    store_held_open,
)

from hwkg.graph import api
from hwkg.graph.store import snapshots

pytestmark = pytest.mark.slow

_spec = importlib.util.spec_from_file_location(
    "make_corpus", ROOT / "benchmarks" / "make_corpus.py"
)
assert _spec and _spec.loader
make_corpus = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(make_corpus)

ARTICLES = (
    "SELECT (COUNT(DISTINCT ?a) AS ?n) WHERE { ?a a <https://w3id.org/hwkg/ontology#Article> }"
)
# Articles of the corpus an ingest is interrupted in: ten batches of 32.
LONG = 320
# Claims whose count of articles is not what the records say: none, in a whole batch.
MISCOUNTED = """
PREFIX hw: <https://w3id.org/hwkg/ontology#>
PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
PREFIX prov: <http://www.w3.org/ns/prov#>
SELECT (COUNT(*) AS ?bad) WHERE {
  { SELECT ?s ?p ?o (COUNT(DISTINCT ?a) AS ?m) WHERE {
      ?r rdf:subject ?s ; rdf:predicate ?p ; rdf:object ?o ; prov:wasDerivedFrom ?a .
    } GROUP BY ?s ?p ?o }
  OPTIONAL { GRAPH <https://w3id.org/hwkg/claims> {
      ?c hw:claimSubject ?s ; hw:claimPredicate ?p ; hw:claimObject ?o ; hw:sourceCount ?n } }
  FILTER (!BOUND(?n) || ?n != ?m)
}
"""
HWKG = [sys.executable, "-c", "import sys; from hwkg.graph.cli import main; sys.exit(main())"]


def count(store: Path, query: str = ARTICLES) -> int:
    rows = api.sparql(query, store=str(store), timeout=60)
    return int(next(iter(rows[0].values())))


def _as_from_a_terminal() -> None:
    # A job started in the background by a shell without job control ignores SIGINT, and so
    # would every process it starts: the ingest gets Ctrl-C as a user's terminal sends it.
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def start_ingest(corpus: Path, store: Path, *options: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [*HWKG, "ingest", str(corpus), "--store", str(store), *options],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        preexec_fn=_as_from_a_terminal,
    )


def wait_for_articles(store: Path, at_least: int, proc: subprocess.Popen[bytes]) -> int:
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline:
        found = count(store)
        if found >= at_least:
            return found
        assert proc.poll() is None, proc.stderr.read() if proc.stderr else b""
        time.sleep(0.3)
    raise AssertionError(f"fewer than {at_least} articles after 4 minutes")


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    folder = tmp_path / "corpus"
    make_corpus.write_folder(folder, 96)
    return folder


@pytest.fixture
def long_corpus(tmp_path: Path) -> Path:
    """Ten batches: an ingest still has most of them to go when the test interrupts it after
    the first (96 articles, three batches, could all be stored before a signal arrives)."""
    folder = tmp_path / "long-corpus"
    make_corpus.write_folder(folder, LONG)
    return folder


@pytest.fixture
def store(tmp_path: Path) -> Path:
    path = tmp_path / "store"
    api.ingest([str(EXAMPLE)], str(path))
    return path


def test_readers_beside_a_running_ingest(corpus: Path, store: Path) -> None:
    """Questions (each in a process of its own) and `hwkg stats` while 96 articles are
    ingested: every one answers, the number of articles only grows, every claim matches
    its records, and a reader's memory stays small."""
    ingest = start_ingest(corpus, store)
    seen: list[int] = []
    peaks: list[int] = []
    try:
        while ingest.poll() is None:
            seen.append(count(store))
            assert count(store, MISCOUNTED) == 0
            stats = subprocess.run(
                [*MEASURED_HWKG, "stats", "--store", str(store)], capture_output=True, timeout=120
            )
            assert stats.returncode == 0, stats.stderr
            peaks.append(peak_kb(stats.stderr))
    finally:
        _, err = ingest.communicate(timeout=300)
    assert ingest.returncode == 0, err
    assert len(seen) >= 3 and seen == sorted(seen)
    assert count(store) == 97 and count(store, MISCOUNTED) == 0
    assert max(peaks) < 1_000_000  # kB
    assert len([p for p in snapshots.folder(store).iterdir() if p.name.isdigit()]) == 1


def test_a_store_written_with_no_snapshot_is_one_line(cli, tmp_path, monkeypatch) -> None:
    """A store made by an older hwkg (no snapshot) while another process writes it: the
    reader waits a little for one, then says who writes."""
    monkeypatch.setattr(snapshots, "FIRST_SNAPSHOT_SECONDS", 1.0)
    store = tmp_path / "old"
    with store_held_open(store):
        result = cli("stats", "--store", store)
        assert result.code == 1
        assert result.err.count("\n") == 1 and "is being written by another process" in result.err
    assert cli("stats", "--store", store).code == 0  # the writer gone, the reader makes one


def test_a_running_server_sees_new_articles(store: Path, tmp_path: Path) -> None:
    """Within a few seconds of an ingest (the server looks every 2 s), or at once on SIGHUP."""
    with (
        httpx.Client(timeout=30, trust_env=False) as http,
        running_server(store, tmp_path / "server.log") as url,
    ):

        def served() -> int:
            answer = http.get(f"{url}/sparql", params={"query": ARTICLES})
            return int(answer.json()["results"]["bindings"][0]["n"]["value"])

        assert served() == 1
        for number, signal_it in ((2, False), (3, True)):
            article = tmp_path / f"new-{number}.es.txt"
            article.write_text(f"Intel presentó Gaudi {number}.\n", encoding="utf-8")
            api.ingest([str(article)], str(store))
            if signal_it:
                from helpers import server_pid

                os.kill(server_pid(url), signal.SIGHUP)
            deadline = time.monotonic() + 20
            while served() < number and time.monotonic() < deadline:
                time.sleep(0.2)
            assert served() == number


def test_ctrl_c_stops_between_batches_and_says_so(long_corpus: Path, store: Path) -> None:
    corpus = long_corpus
    ingest = start_ingest(corpus, store)
    wait_for_articles(store, 2, ingest)
    ingest.send_signal(signal.SIGINT)
    _, err = ingest.communicate(timeout=120)
    assert ingest.returncode == 130, err
    line = err.decode().strip().splitlines()[-1]
    assert line.startswith("hwkg: interrupted, ") and line.endswith("run again to resume")
    stored = int(line.split(", ")[1].split()[0])
    assert count(store) == 1 + stored
    assert count(store, MISCOUNTED) == 0
    with api.open_store(str(store)) as opened:  # the claims are current: no mark is left
        assert not opened.ask("ASK { ?s <https://w3id.org/hwkg/ontology#incomplete> ?o }")
    again = subprocess.run(
        [*HWKG, "ingest", str(corpus), "--store", str(store)], capture_output=True
    )
    assert again.returncode == 0 and count(store) == LONG + 1


def test_kill_9_leaves_readers_whole_batches_and_no_workers(long_corpus: Path, store: Path) -> None:
    corpus = long_corpus
    ingest = start_ingest(corpus, store, "--workers", "2")
    wait_for_articles(store, 2, ingest)
    workers = process_children(ingest.pid)
    assert workers, "the extraction processes were not found"
    ingest.kill()
    ingest.wait()
    deadline = time.monotonic() + 10
    while any(Path(f"/proc/{pid}").exists() for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not [pid for pid in workers if Path(f"/proc/{pid}").exists()]
    assert count(store, MISCOUNTED) == 0  # readers: claims that match the articles they see
    again = subprocess.run(
        [*HWKG, "ingest", str(corpus), "--store", str(store)], capture_output=True
    )
    assert again.returncode == 0, again.stderr
    assert count(store) == LONG + 1 and count(store, MISCOUNTED) == 0
