"""Corpus ingest: folders, JSON Lines, stdin, resume after a kill, edits, removal, workers, Dask."""

from __future__ import annotations

import importlib.util
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import EXAMPLE, ROOT, write_jsonl

PAGES = ROOT / "tests" / "pages"

_spec = importlib.util.spec_from_file_location(
    "make_corpus", ROOT / "benchmarks" / "make_corpus.py"
)
assert _spec and _spec.loader
make_corpus = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(make_corpus)

HWKG = str(Path(sys.executable).parent / "hwkg")
EN = "Nvidia launched the H100 GPU.\nAMD competes with Nvidia.\n"


def export(cli, store) -> str:
    result = cli("export", "--store", store, "-f", "nq")
    assert result.code == 0, result.err
    return result.out


def test_folder_is_read_recursively(cli, tmp_path):
    folder = tmp_path / "articles"
    (folder / "sub").mkdir(parents=True)
    (folder / "a.txt").write_text(EXAMPLE.read_text("utf-8"), encoding="utf-8")
    (folder / "sub" / "b.md").write_text("# Maia\n\n**Microsoft** presentó *Maia*.\n", "utf-8")
    (folder / "sub" / "c.html").write_bytes((PAGES / "diario-silicio-gaudi3.es.html").read_bytes())
    (folder / "notes.csv").write_text("not,an,article\n", encoding="utf-8")
    result = cli("ingest", folder, "--store", tmp_path / "s")
    assert result.code == 0, result.err
    assert "ingested 3 article(s)" in result.out
    nq = export(cli, tmp_path / "s")
    assert "id/maia" in nq and "id/gaudi-3" in nq


def test_a_folder_of_saved_pages_and_feeds(cli, tmp_path):
    folder = tmp_path / "saved"
    folder.mkdir()
    for name in ("chip-ledger-maia.en.html", "diario-silicio-portada.es.html"):
        (folder / name).write_bytes((PAGES / name).read_bytes())
    # a feed is told by its content, whatever it is called
    (folder / "noticias.txt").write_bytes((PAGES / "diario-silicio.rss.xml").read_bytes())
    (folder / "not-a-feed.xml").write_text("<catalog><book/></catalog>", encoding="utf-8")
    result = cli("ingest", folder, "--store", tmp_path / "s")
    assert result.code == 2
    assert result.err.splitlines()[:2] == [
        f"hwkg: skipped {folder / 'diario-silicio-portada.es.html'}: the page has no article "
        "text (a front page, a paywall?)",
        f"hwkg: skipped {folder / 'not-a-feed.xml'}: not an RSS or Atom feed, and not an article",
    ]
    assert "Traceback" not in result.err
    assert "ingested 3 article(s)" in result.out
    assert "https://diariosilicio.example/empresas/huawei-ascend-910: " in result.out
    nq = export(cli, tmp_path / "s")
    assert '"The Chip Ledger"' in nq and '"Diario Silicio"' in nq
    assert "We use cookies" not in nq


def test_a_bad_page_named_alone_stops_before_the_store(cli, tmp_path):
    result = cli("ingest", PAGES / "diario-silicio-portada.es.html", "--store", tmp_path / "s")
    assert result.code == 2
    assert result.err.strip().splitlines() == [
        f"hwkg: error: {PAGES / 'diario-silicio-portada.es.html'}: the page has no article text "
        "(a front page, a paywall?)"
    ]
    assert not (tmp_path / "s").exists()


def test_a_jsonl_url_must_be_a_web_url(cli, tmp_path):
    corpus = write_jsonl(
        tmp_path / "c.jsonl",
        [
            {"id": "x", "text": EN, "url": "javascript:alert(1)"},
            {"id": "y", "text": EN, "url": "https://x.test/y"},
        ],
    )
    result = cli("ingest", corpus, "--store", tmp_path / "s")
    assert result.code == 2
    assert f"hwkg: skipped {corpus}:1: url 'javascript:alert(1)' is not an http(s) URL" in (
        result.err
    )
    assert "ingested 1 article(s)" in result.out


def test_jsonl_metadata_lands_on_the_article(cli, tmp_path):
    corpus = tmp_path / "c.jsonl"
    rows = [
        {
            "id": "a1",
            "text": "Microsoft anunció Maia el 15 de noviembre.",
            "url": "https://x.test/1",
            "date": "2023-11-20",
            "title": "Maia",
            "lang": "es",
        },
        {"id": "a2", "text": EN, "lang": "en"},
    ]
    write_jsonl(corpus, rows)
    result = cli("ingest", corpus, "--store", tmp_path / "s")
    assert result.code == 0, result.err
    nq = export(cli, tmp_path / "s")
    assert '"https://x.test/1"^^<http://www.w3.org/2001/XMLSchema#anyURI>' in nq
    assert '"a1"' in nq and '"Maia"@es' in nq
    # the article's date gives the year of "el 15 de noviembre"
    assert '"2023-11-15"^^<http://www.w3.org/2001/XMLSchema#date>' in nq
    assert "id/h100" in nq


def test_malformed_jsonl_lines_are_reported_and_the_rest_ingested(cli, tmp_path):
    corpus = tmp_path / "c.jsonl"
    corpus.write_text(
        json.dumps({"id": "ok1", "text": EN})
        + "\n"
        + "{not json\n"
        + json.dumps({"id": "no-text"})
        + "\n"
        + json.dumps({"id": "ok2", "text": "Intel presentó Gaudi 3."})
        + "\n",
        encoding="utf-8",
    )
    result = cli("ingest", corpus, "--store", tmp_path / "s")
    assert result.code == 2
    assert f"{corpus}:2: not a JSON object" in result.err
    assert f'{corpus}:3: no "text"' in result.err
    assert "Traceback" not in result.err
    assert "ingested 2 article(s)" in result.out


def test_stdin_jsonl_and_plain_text(tmp_path):
    store = tmp_path / "s"
    jsonl = json.dumps({"id": "x", "text": EN}) + "\n"
    ran = subprocess.run(
        [HWKG, "ingest", "-", "--store", str(store)], input=jsonl.encode(), capture_output=True
    )
    assert ran.returncode == 0, ran.stderr
    assert b"ingested 1 article(s)" in ran.stdout
    ran = subprocess.run(
        [HWKG, "ingest", "-", "--store", str(store)],
        input=EXAMPLE.read_bytes(),
        capture_output=True,
    )
    assert ran.returncode == 0, ran.stderr
    dump = subprocess.run([HWKG, "export", "--store", str(store), "-f", "nq"], capture_output=True)
    assert b"id/torchneuron" in dump.stdout and b"id/h100" in dump.stdout


def test_an_article_given_twice_in_one_run_is_stored_once(tmp_path):
    # Batches are written several at a time (WRITE_AT_LEAST): the second copy, in another
    # batch, is read before the first is stored, and still counted as stored.
    from hwkg.graph import api

    folder = tmp_path / "in"
    folder.mkdir()
    for name in ("a.es.txt", "b.es.txt"):
        (folder / name).write_bytes(EXAMPLE.read_bytes())
    summary = api.ingest([str(folder)], str(tmp_path / "s"), batch_size=1)
    assert (summary.articles, summary.already_stored, summary.facts) == (1, 1, 25)


def test_already_stored_articles_are_skipped(cli, tmp_path):
    store = tmp_path / "s"
    assert cli("ingest", EXAMPLE, "--store", store).code == 0
    again = cli("ingest", EXAMPLE, "--store", store)
    assert again.code == 0 and "ingested 0 article(s)" in again.out
    assert "1 already stored" in again.out


def test_edited_article_replaces_exactly_its_old_facts(cli, tmp_path):
    store = tmp_path / "s"
    first = tmp_path / "v1.jsonl"
    first.write_text(
        json.dumps({"id": "n1", "text": "Intel presentó Gaudi 3.", "lang": "es"})
        + "\n"
        + json.dumps({"id": "n2", "text": EN})
        + "\n",
        encoding="utf-8",
    )
    assert cli("ingest", first, "--store", store).code == 0
    edited = tmp_path / "v2.jsonl"
    edited.write_text(
        json.dumps({"id": "n1", "text": "Intel presentó Gaudi 2.", "lang": "es"}) + "\n",
        encoding="utf-8",
    )
    result = cli("ingest", edited, "--store", store)
    assert result.code == 0 and "1 older version(s) replaced" in result.out
    nq = export(cli, store)
    assert "id/gaudi-2" in nq and "id/gaudi-3" not in nq
    assert "id/h100" in nq  # the other article is untouched


def test_remove_deletes_one_article_and_only_it(cli, tmp_path):
    store = tmp_path / "s"
    other = tmp_path / "other.en.txt"
    other.write_text(EN, encoding="utf-8")
    assert cli("ingest", other, "--store", store).code == 0
    only_other = export(cli, store)
    assert cli("ingest", EXAMPLE, "--store", store).code == 0
    result = cli("remove", EXAMPLE, "--store", store)
    assert result.code == 0, result.err
    assert export(cli, store) == only_other  # entities only the sample mentioned are gone too
    missing = cli("remove", EXAMPLE, "--store", store)
    assert missing.code == 2 and "no stored article" in missing.err
    assert cli("remove", "other.en.txt", "--store", store).code == 0
    assert "id/h100" not in export(cli, store)


@pytest.mark.slow
def test_two_workers_give_the_same_graph_as_one(cli, tmp_path):
    folder = tmp_path / "corpus"
    make_corpus.write_folder(folder, 40)
    assert cli("ingest", folder, "--store", tmp_path / "one").code == 0
    result = cli("ingest", folder, "--store", tmp_path / "two", "--workers", "2")
    assert result.code == 0, result.err
    assert export(cli, tmp_path / "one") == export(cli, tmp_path / "two")


@pytest.mark.slow
def test_dask_local_cluster_gives_the_same_graph(cli, tmp_path):
    from dask.distributed import LocalCluster

    folder = tmp_path / "corpus"
    make_corpus.write_folder(folder, 30)
    assert cli("ingest", folder, "--store", tmp_path / "one").code == 0
    with LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None, host="127.0.0.1"
    ) as cluster:
        result = cli(
            "ingest", folder, "--store", tmp_path / "dask", "--scheduler", cluster.scheduler_address
        )
    assert result.code == 0, result.err
    assert export(cli, tmp_path / "one") == export(cli, tmp_path / "dask")


@pytest.mark.slow
def test_unreachable_scheduler_is_one_line(cli, tmp_path):
    result = cli("ingest", EXAMPLE, "--store", tmp_path / "s", "--scheduler", "tcp://127.0.0.1:9")
    assert result.code == 2 and "cannot reach the Dask scheduler" in result.err


def test_remote_store_takes_a_corpus_in_batches(cli, tmp_path, oxigraph_server):
    corpus = make_corpus.write_jsonl(tmp_path / "c.jsonl", 20)
    assert cli("ingest", corpus, "--store", tmp_path / "local").code == 0
    assert cli("ingest", corpus, "--store", oxigraph_server).code == 0
    local = cli("export", "--store", tmp_path / "local", "-f", "turtle").out
    assert cli("export", "--store", oxigraph_server, "-f", "turtle").out == local


@pytest.mark.slow
def test_resume_after_kill_ends_like_a_clean_run(cli, tmp_path):
    folder = tmp_path / "corpus"
    make_corpus.write_folder(folder, 300)
    killed = tmp_path / "killed"
    proc = subprocess.Popen(
        [HWKG, "ingest", str(folder), "--store", str(killed)],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    # Kill once a few articles have landed (each line is printed after its write).
    assert proc.stdout is not None
    for _ in range(3):
        assert proc.stdout.readline(), "the ingest ended before it could be killed"
    assert proc.poll() is None, "the ingest finished before it could be killed"
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    partial = cli("stats", "--store", killed)
    assert partial.code == 0, partial.err  # the store opens after a kill -9
    resumed = cli("ingest", folder, "--store", killed)
    assert resumed.code == 0, resumed.err
    assert "already stored" in resumed.out
    clean = tmp_path / "clean"
    assert cli("ingest", folder, "--store", clean).code == 0
    assert export(cli, killed) == export(cli, clean)


@pytest.mark.parametrize("workers", ["0", "-1"])
def test_bad_worker_count(cli, tmp_path, workers):
    result = cli("ingest", EXAMPLE, "--store", tmp_path / "s", "--workers", workers)
    assert result.code == 2 and "--workers" in result.err
