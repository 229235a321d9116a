"""Reliability (tracker issue 7): every case gives correct output, or one line on stderr and a
non-zero exit; never a traceback, never a half-written store or file.

Sections: time limits on queries; large input; NUL bytes; languages with no model; a store
that cannot be written; a full disk. The cases already covered elsewhere (empty, binary and
missing input, encodings, malformed JSON Lines, a second writer, kill -9, ...) are in
test_cli.py, test_corpus.py and test_read.py.
"""

from __future__ import annotations

import ctypes
import importlib.util
import json
import os
import resource
import signal
import stat
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pyoxigraph
import pytest
from helpers import EXAMPLE, MEASURED_HWKG, ROOT, peak_kb, write_jsonl

from hwkg.graph import api
from hwkg.graph.errors import StoreError, TimeLimitError
from hwkg.graph.sparql import call_on_thread, call_within
from hwkg.graph.store import KnowledgeStore, build
from hwkg.graph.vocab import ID
from hwkg.ingest import Article, Entity, Fact, InputError
from hwkg.ingest.extract import MAX_BATCH_CHARS, _by_size
from hwkg.ingest.read import MAX_ARTICLE_BYTES

HWKG = str(Path(sys.executable).parent / "hwkg")
# Four copies of every triple, joined: on the sample's ~700 triples, 2.4e11 rows to count.
RUNAWAY = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l }"
FRAMEWORKS_CSV = "chip,framework,portOf\nTPU,TorchTPU,PyTorch\nTrainium,TorchNeuron,PyTorch\n"

_spec = importlib.util.spec_from_file_location(
    "make_corpus", ROOT / "benchmarks" / "make_corpus.py"
)
assert _spec and _spec.loader
make_corpus = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(make_corpus)


def hwkg(
    *args: str | Path, preexec: Callable[[], None] | None = None, **kwargs
) -> subprocess.CompletedProcess[str]:
    """Run the installed ``hwkg`` in its own process (as a user would)."""
    return subprocess.run(
        [HWKG, *map(str, args)],
        capture_output=True,
        text=True,
        preexec_fn=preexec,
        timeout=600,
        **kwargs,
    )


def one_error_line(stderr: str) -> str:
    """The one line on stderr, checked to be the only one and no traceback."""
    lines = stderr.strip().splitlines()
    assert "Traceback" not in stderr, stderr
    assert len(lines) == 1, stderr
    assert lines[0].startswith("hwkg: error: "), stderr
    return lines[0]


def snapshot(cli, store: Path) -> str:
    result = cli("export", "--store", store, "-f", "nq")
    assert result.code == 0, result.err
    return result.out


@pytest.fixture(scope="module")
def sample_store(tmp_path_factory) -> Path:
    store = tmp_path_factory.mktemp("reliability") / "store"
    ran = hwkg("ingest", EXAMPLE, "--store", store)
    assert ran.returncode == 0, ran.stderr
    return store


# -- time limits on queries -------------------------------------------------------------------


def _processes_naming(needle: str) -> list[int]:
    """Live processes whose command line holds ``needle`` (a forked query child keeps its
    parent's command line)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and int(entry.name) != os.getpid():
            try:
                if needle.encode() in (entry / "cmdline").read_bytes():
                    found.append(int(entry.name))
            except OSError:
                continue
    return found


@pytest.mark.slow
def test_a_runaway_query_is_stopped_at_the_limit_and_the_store_still_answers(sample_store):
    started = time.monotonic()
    quick = hwkg("query", "frameworks-by-chip", "-f", "csv", "--store", sample_store)
    startup = time.monotonic() - started  # the interpreter, the imports, one small question
    assert quick.returncode == 0 and quick.stdout == FRAMEWORKS_CSV

    started = time.monotonic()
    ran = hwkg("query", "--sparql", RUNAWAY, "--timeout", "2", "--store", sample_store)
    elapsed = time.monotonic() - started
    assert ran.returncode == 1
    line = one_error_line(ran.stderr)
    assert "stopped after 2 s" in line and "--timeout" in line
    assert ran.stdout == ""
    assert elapsed < startup + 2 + 2.0, (elapsed, startup)
    assert _processes_naming(str(sample_store)) == []  # the query's process is gone

    again = hwkg("query", "frameworks-by-chip", "-f", "csv", "--store", sample_store)
    assert again.returncode == 0 and again.stdout == FRAMEWORKS_CSV


@pytest.mark.slow
def test_a_runaway_query_is_stopped_through_the_python_api(sample_store):
    started = time.monotonic()
    with pytest.raises(TimeLimitError, match=r"stopped after 1\.5 s.*\(timeout=\)"):
        api.sparql(RUNAWAY, store=str(sample_store), timeout=1.5)
    assert 1.5 <= time.monotonic() - started < 1.5 + 1.0
    with pytest.raises(TimeLimitError):
        api.answer("frameworks-by-chip", store=str(sample_store), timeout=0.001)
    rows = api.ask("frameworks-by-chip", store=str(sample_store))
    assert [r["framework"] for r in rows] == ["TorchTPU", "TorchNeuron"]
    assert api.ask("frameworks-by-chip", store=str(sample_store), timeout=0) == rows


@pytest.mark.parametrize(
    ("args", "code", "message"),
    [
        (["company-profile", "-p", "company=amazonx"], 2, "no entity of that name"),
        (["--sparql", "SELEC ?x"], 2, "not a valid SPARQL query"),
        (["--sparql", "SELECT * WHERE { SERVICE <http://x.test/> { ?s ?p ?o } }"], 2, "SERVICE"),
        (["connection", "-p", "bogus=1"], 2, "unknown parameter 'bogus'"),
        (["frameworks-by-chip", "--store", "{tmp}/nowhere"], 1, "no store at"),
    ],
    ids=["unknown-entity", "syntax", "service", "unknown-param", "no-store"],
)
def test_errors_from_the_query_process_reach_the_user_unchanged(
    cli, sample_store, tmp_path, args, code, message
):
    args = [a.replace("{tmp}", str(tmp_path)) for a in args]
    if "--store" not in args:
        args += ["--store", str(sample_store)]
    limited = cli("query", *args, "--timeout", "30")
    unlimited = cli("query", *args, "--timeout", "0")  # in this process, as before limits
    assert limited.code == unlimited.code == code
    assert message in one_error_line(limited.err)
    assert limited.err == unlimited.err


def test_answers_are_the_same_with_and_without_a_limit(cli, sample_store):
    for fmt in ("json", "csv", "xml"):
        args = ["company-profile", "-p", "company=amazon", "-f", fmt, "--store", sample_store]
        limited = cli("query", *args)
        unlimited = cli("query", *args, "--timeout", "0")
        assert limited.code == unlimited.code == 0
        assert limited.out == unlimited.out and "torchneuron" in limited.out.lower()


def test_what_happens_in_the_limited_process_comes_back_as_it_was():
    assert call_within(5, sorted, [3, 1, 2]) == [1, 2, 3]
    with pytest.raises(ValueError, match="invalid literal for int"):
        call_within(5, int, "x")  # not an hwkg error: the same class, the same message
    with pytest.raises(StoreError, match=r"ended without an answer \(exit code 3\)"):
        call_within(5, os._exit, 3)  # a process that dies (out of memory, a crash)
    assert call_within(float("inf"), sorted, "ba") == ["a", "b"]
    with pytest.raises(InputError, match="must be 0"):
        call_within(float("nan"), sorted, "ba")


def _slept(store: KnowledgeStore, seconds: float) -> str:
    time.sleep(seconds)
    return store.location


def _failed(store: KnowledgeStore, value: str) -> int:
    return int(value)


def test_what_happens_on_the_query_thread_comes_back_as_it_was(sample_store):
    # The ``hwkg`` program's runner (its process ends right after): the same values, errors
    # and time limit as a child process's, the store opened on the thread.
    store = str(sample_store)
    assert call_on_thread(5, _slept, 0, store=store) == store
    with pytest.raises(ValueError, match="invalid literal for int") as raised:
        call_on_thread(5, _failed, "x", store=store)
    assert raised.value.__traceback__ is not None  # raised here, with no frame of the thread's
    assert "raised in the query thread" in raised.value.__notes__[0]
    with pytest.raises(StoreError, match="no store at"):
        call_on_thread(5, _slept, 0, store=str(Path(store).parent / "nowhere"))
    started = time.monotonic()
    with pytest.raises(TimeLimitError, match=r"stopped after 0\.2 s.*\(--limit\)"):
        call_on_thread(0.2, _slept, 1.0, store=store, option="--limit")  # ends by itself
    assert time.monotonic() - started < 0.9
    for bad in (-1, float("nan")):
        with pytest.raises(InputError, match="must be 0"):
            call_on_thread(bad, _slept, 0, store=store)


PROGRAM_CASES = [
    ["frameworks-by-chip", "-f", "json"],
    ["company-profile", "-p", "company=amazon"],
    ["company-profile", "-p", "company=amazonx"],
    ["--sparql", "SELEC ?x"],
    ["--sparql", "SELECT * WHERE { SERVICE <http://x.test/> { ?s ?p ?o } }"],
    ["connection", "-p", "bogus=1"],
    ["frameworks-by-chip", "--timeout", "-1"],
    ["frameworks-by-chip", "--store", "{tmp}/nowhere"],
]


@pytest.mark.parametrize("args", PROGRAM_CASES, ids=[" ".join(a) for a in PROGRAM_CASES])
def test_the_program_answers_and_fails_as_main_does(cli, sample_store, tmp_path, args):
    # ``hwkg`` runs a question on a thread of its own (it ends right after), ``main`` in a
    # child process: the same output, the same error, the same exit code.
    args = [a.replace("{tmp}", str(tmp_path)) for a in args]
    if "--store" not in args:
        args += ["--store", str(sample_store)]
    program = hwkg("query", *args)
    in_process = cli("query", *args)
    assert (program.returncode, program.stdout, program.stderr) == (
        in_process.code,
        in_process.out,
        in_process.err,
    )


def test_a_negative_limit_is_a_usage_error(cli, sample_store):
    result = cli("query", "frameworks-by-chip", "--timeout", "-1", "--store", sample_store)
    assert result.code == 2 and "--timeout must be 0 (no limit)" in one_error_line(result.err)


# -- large input -------------------------------------------------------------------------------

BIG_LINE = "Nvidia presentó la GPU H100 en su conferencia anual. AMD compite con Nvidia.\n"


def _write_text(path: Path, size: int) -> Path:
    with path.open("w", encoding="utf-8") as handle:
        for _ in range(size // len(BIG_LINE.encode()) + 1):
            handle.write(BIG_LINE)
    return path


@pytest.fixture(scope="module")
def fifty_mb(tmp_path_factory) -> Path:
    return _write_text(tmp_path_factory.mktemp("big") / "huge.es.txt", 50_000_000)


def test_a_50_mb_file_named_on_the_command_line_stops_the_ingest_before_it_is_read(
    cli, tmp_path, fifty_mb
):
    store = tmp_path / "s"
    started = time.monotonic()
    result = cli("ingest", EXAMPLE, fifty_mb, "--store", store)
    assert time.monotonic() - started < 10  # reading and cleaning 50 MB alone takes longer
    assert result.code == 2
    line = one_error_line(result.err)
    size = fifty_mb.stat().st_size / 1e6
    assert f"{fifty_mb}: is {size:.1f} MB, more than an article may be (10 MB)" in line
    assert not store.exists()  # like any bad file named on the command line: nothing written


def test_a_50_mb_file_in_a_folder_is_skipped_and_the_rest_ingested(cli, tmp_path, fifty_mb):
    folder = tmp_path / "articles"
    folder.mkdir()
    (folder / "huge.es.txt").symlink_to(fifty_mb)
    (folder / EXAMPLE.name).write_bytes(EXAMPLE.read_bytes())
    result = cli("ingest", folder, "--store", tmp_path / "s")
    assert result.code == 2
    assert f"hwkg: skipped {folder / 'huge.es.txt'}: is " in result.err
    assert "more than an article may be (10 MB)" in result.err and "Traceback" not in result.err
    assert "ingested 1 article(s), 25 facts" in result.out
    assert "id/torchneuron" in snapshot(cli, tmp_path / "s")


def test_a_jsonl_record_over_the_limit_is_reported_with_its_line(cli, tmp_path):
    corpus = tmp_path / "c.jsonl"
    over = "Intel presentó Gaudi 3. " * (MAX_ARTICLE_BYTES // 24 + 1)
    rows = [
        {"id": "a", "text": "Nvidia presentó la GPU H100.", "lang": "es"},
        {"id": "big", "text": over, "lang": "es"},
        {"id": "b", "text": "Intel presentó Gaudi 3.", "lang": "es"},
    ]
    write_jsonl(corpus, rows)
    result = cli("ingest", corpus, "--store", tmp_path / "s")
    assert result.code == 2
    size = len(over.encode("utf-8")) / 1e6
    assert f'{corpus}:2: its "text" is {size:.1f} MB, more than an article may be' in result.err
    assert "ingested 2 article(s)" in result.out
    nq = snapshot(cli, tmp_path / "s")
    assert "id/h100" in nq and "id/gaudi-3" in nq


def test_a_device_with_no_size_is_read_no_further_than_the_limit(cli, tmp_path):
    result = cli("ingest", "/dev/zero", "--store", tmp_path / "s")
    assert result.code == 2
    assert "/dev/zero: is more than an article may be" in one_error_line(result.err)


NAMES = ["Nvidia", "AMD", "Intel", "Google", "TPU", "Trainium", "Gaudi 3", "H100", "Amazon"]
JOINS = ["y", "con", "las GPU de", "el chip", "frente a", "junto a"]


def two_mb_sentence() -> str:
    """2 MB with no full stop: a comma list of company and chip names, words repeated."""
    parts = ["Entre los fabricantes y sus chips figuran "]
    size, i = len(parts[0]), 0
    while size < 2_000_000:
        part = f"{NAMES[i % 9]} {JOINS[i % 6]} {NAMES[(i * 7 + 3) % 9]}, "
        parts.append(part)
        size += len(part)
        i += 1
    return "".join(parts).rstrip(", ") + "\n"


@pytest.mark.slow
def test_a_2_mb_sentence_ingests_in_bounded_time_and_memory(cli, tmp_path):
    article = tmp_path / "list.es.txt"
    article.write_text(two_mb_sentence(), encoding="utf-8")
    store = tmp_path / "s"
    out, errors = tmp_path / "out", tmp_path / "err"
    started = time.monotonic()
    with out.open("wb") as stdout, errors.open("wb") as stderr:
        proc = subprocess.Popen(
            [*MEASURED_HWKG, "ingest", str(article), str(EXAMPLE), "--store", str(store)],
            stdout=stdout,
            stderr=stderr,
        )
        proc.wait()
    elapsed = time.monotonic() - started
    err = errors.read_text()
    assert proc.returncode == 0, err
    # Measured on 2 cores: 62-67 s and 656 MB (before the limits: 400 s and 6.7 GB). The
    # time is spaCy's (linear, about 4,500 tokens a second here), the memory one batch's.
    assert peak_kb(err) < 1_500_000 and elapsed < 240
    assert err.rsplit("peak-kb", 1)[0] == ""
    report = out.read_text()
    assert "list.es.txt: " in report and "ingested 2 article(s)" in report
    assert "torchtpu-torchneuron.es.txt: 25 facts" in report  # real sentences are still read
    nq = snapshot(cli, store)
    assert '"list.es.txt"' in nq and "id/trainium" in nq and "id/gaudi-3" in nq


@pytest.mark.parametrize(
    ("sizes", "groups"),
    [
        ([10, 20, 30], [[10, 20, 30]]),
        ([MAX_BATCH_CHARS, 1, 1], [[MAX_BATCH_CHARS], [1, 1]]),
        ([3 * MAX_BATCH_CHARS, 5], [[3 * MAX_BATCH_CHARS], [5]]),
        ([MAX_BATCH_CHARS // 2] * 5, [[MAX_BATCH_CHARS // 2] * 2] * 2 + [[MAX_BATCH_CHARS // 2]]),
        ([1] * 5, [[1, 1], [1, 1], [1]]),
    ],
    ids=["small", "full", "one-huge", "halves", "count"],
)
def test_paragraphs_are_parsed_in_batches_of_bounded_size(sizes, groups):
    texts = ["x" * n for n in sizes]
    batch_size = 2 if sizes == [1] * 5 else 256
    assert [[len(t) for t in g] for g in _by_size(texts, batch_size)] == groups


# -- NUL bytes ---------------------------------------------------------------------------------


def _with_nuls(text: str, where: str) -> bytes:
    data = text.encode("utf-8")
    if where == "between-words":
        return data.replace(b". ", b". \x00").replace(b", ", b",\x00 ")
    if where == "line-ends":
        return data.replace(b"\n", b"\x00\n\x00")
    return data + b"\x00" * 65536  # padding, as a preallocated or crash-cut file has


@pytest.mark.parametrize("where", ["between-words", "line-ends", "padding"])
def test_nul_bytes_in_a_good_text_are_dropped_and_the_text_kept(cli, tmp_path, where):
    clean_copy = tmp_path / "clean" / EXAMPLE.name
    nul_copy = tmp_path / "nul" / EXAMPLE.name
    for path in (clean_copy, nul_copy):
        path.parent.mkdir()
    text = EXAMPLE.read_text("utf-8")
    clean_copy.write_text(text, encoding="utf-8")
    nul_copy.write_bytes(_with_nuls(text, where))
    assert nul_copy.read_bytes().count(b"\x00") > 2
    assert cli("ingest", clean_copy, "--store", tmp_path / "a").code == 0
    result = cli("ingest", nul_copy, "--store", tmp_path / "b")
    assert result.code == 0, result.err
    # The same text (the same content hash), the same facts, the same bytes.
    assert snapshot(cli, tmp_path / "b") == snapshot(cli, tmp_path / "a")


def test_nul_bytes_in_a_jsonl_text_are_dropped(cli, tmp_path):
    text = "Nvidia presentó la GPU H100. AMD compite con Nvidia."
    for name, value in (("clean", text), ("nul", text.replace(". ", ". \u0000"))):
        corpus = tmp_path / f"{name}.jsonl"
        corpus.write_text(json.dumps({"id": "n", "text": value, "lang": "es"}) + "\n", "utf-8")
        assert cli("ingest", corpus, "--store", tmp_path / name).code == 0
    nq = snapshot(cli, tmp_path / "nul")
    assert nq == snapshot(cli, tmp_path / "clean") and "\\u0000" not in nq and "id/h100" in nq


def test_a_text_mostly_of_nul_bytes_is_refused_as_binary(cli, tmp_path):
    wide = tmp_path / "utf16-without-bom.txt"
    wide.write_bytes(EXAMPLE.read_text("utf-8").encode("utf-16-le"))
    result = cli("ingest", wide, "--store", tmp_path / "s")
    assert result.code == 2 and "binary" in one_error_line(result.err)
    only_nuls = tmp_path / "nuls.txt"
    only_nuls.write_bytes(b"\x00" * 4096)
    result = cli("ingest", only_nuls, "--store", tmp_path / "s")
    assert result.code == 2 and "is empty" in one_error_line(result.err)
    assert not (tmp_path / "s").exists()


# -- languages with no model -------------------------------------------------------------------

FRENCH = (
    "Nvidia a présenté la puce H100, et AMD rivalise avec Nvidia sur le marché des "
    "accélérateurs.\nGoogle a annoncé TorchTPU, une version de PyTorch pour ses puces TPU.\n"
)


def test_lang_fr_on_the_command_line_is_one_line_and_changes_nothing(cli, tmp_path):
    article = tmp_path / "nvidia.txt"
    article.write_text(FRENCH, encoding="utf-8")
    store = tmp_path / "s"
    assert cli("ingest", EXAMPLE, "--store", store).code == 0
    before = snapshot(cli, store)
    result = cli("ingest", article, "--lang", "fr", "--store", store)
    assert result.code == 2
    assert "--lang 'fr': no model for that language; use es, en or auto" in one_error_line(
        result.err
    )
    assert snapshot(cli, store) == before
    fresh = cli("ingest", article, "--lang", "fr", "--store", tmp_path / "fresh")
    assert fresh.code == 2 and not (tmp_path / "fresh").exists()


def test_a_jsonl_record_in_french_is_reported_and_the_rest_ingested(cli, tmp_path):
    corpus = tmp_path / "c.jsonl"
    rows = [
        {"id": "es", "text": "Intel presentó Gaudi 3.", "lang": "es"},
        {"id": "fr", "text": FRENCH, "lang": "fr"},
        {"id": "en", "text": "Nvidia launched the H100 GPU.", "lang": "en"},
    ]
    write_jsonl(corpus, rows)
    result = cli("ingest", corpus, "--store", tmp_path / "s")
    assert result.code == 2
    assert f"hwkg: skipped {corpus}:2: no model for language 'fr'" in result.err
    assert "Traceback" not in result.err
    assert "ingested 2 article(s)" in result.out
    nq = snapshot(cli, tmp_path / "s")
    assert "id/gaudi-3" in nq and "id/h100" in nq and "présenté" not in nq


def test_a_french_article_with_no_lang_is_not_read_as_spanish(cli, tmp_path):
    article = tmp_path / "nvidia.txt"
    article.write_text(FRENCH, encoding="utf-8")
    result = cli("ingest", article, "--store", tmp_path / "s")
    assert result.code == 2 and "(es)" not in result.out
    assert "reads as language 'fr'" in result.err and "Traceback" not in result.err
    # A file named on the command line is checked, language too, before the store is made.
    assert result.err.count("\n") == 1 and not (tmp_path / "s").exists()


# -- a store that cannot be written ------------------------------------------------------------

PR_CAPBSET_DROP = 24
# CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH, CAP_FOWNER: what lets root write where modes forbid.
ROOT_OVERRIDES = (1, 2, 3)


def unprivileged() -> Callable[[], None]:
    """A preexec_fn that makes the child obey file modes, even when the tests run as root.

    Root gives up the capabilities that override modes, in the child only (uid 65534 cannot
    run this interpreter when it lives under /root): the bounding set is what an exec'd
    root process keeps.
    """
    if os.geteuid() != 0:
        return lambda: None
    libc = ctypes.CDLL(None, use_errno=True)

    def drop() -> None:
        for cap in ROOT_OVERRIDES:
            if libc.prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0:
                os._exit(97)

    return drop


def _set_writable(root: Path, writable: bool) -> None:
    bits = stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH
    for path in [root, *root.rglob("*")]:
        mode = path.stat().st_mode
        path.chmod((mode | stat.S_IWUSR) if writable else (mode & ~bits))


@pytest.fixture
def read_only_store(cli, tmp_path) -> Iterator[Path]:
    store = tmp_path / "store"
    assert cli("ingest", EXAMPLE, "--store", store).code == 0
    _set_writable(store, False)
    probe = subprocess.run(["touch", str(store / "probe")], preexec_fn=unprivileged())
    if probe.returncode == 97 or probe.returncode == 0:
        _set_writable(store, True)
        pytest.skip("cannot take write permission away here (no CAP_SETPCAP as root)")
    try:
        yield store
    finally:
        _set_writable(store, True)


@pytest.mark.slow
def test_ingest_into_a_store_it_cannot_write_is_one_line_and_changes_nothing(
    cli, tmp_path, read_only_store
):
    before = snapshot(cli, read_only_store)
    second = tmp_path / "intel.es.txt"
    second.write_text("Intel presentó Gaudi 3, su acelerador para IA.\n", encoding="utf-8")
    ran = hwkg("ingest", second, "--store", read_only_store, preexec=unprivileged())
    assert ran.returncode == 1
    line = one_error_line(ran.stderr)
    assert f"cannot open store {read_only_store}" in line and "Permission denied" in line
    assert snapshot(cli, read_only_store) == before
    for args in (["remove", EXAMPLE], ["import", ROOT / "ontology" / "hwkg.ttl"]):
        ran = hwkg(*args, "--store", read_only_store, preexec=unprivileged())
        assert ran.returncode == 1 and "Permission denied" in one_error_line(ran.stderr)
    # Reading needs no write permission.
    args = ["query", "frameworks-by-chip", "-f", "csv", "--store", read_only_store]
    ran = hwkg(*args, preexec=unprivileged())
    assert ran.returncode == 0 and ran.stdout == FRAMEWORKS_CSV
    assert snapshot(cli, read_only_store) == before


# -- a batch cut short is seen by no reader, and removed by the next writer ---------------------


def _article(n: int) -> Article:
    text = f"Acme{n} announced Chip{n}.\n"
    return Article(
        text=text,
        lang="en",
        source=f"a{n}.txt",
        facts=[
            Fact(f"acme{n}", "announces", f"chip{n}", text.strip(), 0, len(text) - 1, "verbs", 0.9)
        ],
        entities={
            f"acme{n}": Entity(f"acme{n}", f"Acme{n}", "Company", known=False),
            f"chip{n}": Entity(f"chip{n}", f"Chip{n}", "Chip", known=False),
        },
    )


def _break_marks(backend: type) -> Callable[..., None]:
    def fail(self: object, data: bytes) -> None:
        raise StoreError("store update failed: the disk is full (simulated)")

    return fail


@pytest.mark.parametrize("where", ["in the bulk write", "between the bulk write and the marks"])
def test_a_batch_cut_short_is_seen_by_no_reader_and_removed_by_the_next_writer(
    tmp_path, monkeypatch, where
):
    """A batch's new articles are bulk-loaded (files, no transaction), then their
    ``hw:Article`` marks are written in one transaction. Cut short in either step, readers
    see the store as the batch before left it, and the next writer drops what the batch
    left, mends the union and the claims: the store is then what a run never cut short
    gives."""
    from hwkg.graph.store.embedded import EmbeddedBackend

    store = tmp_path / "s"
    with KnowledgeStore(str(store)) as opened, opened.writing():
        opened.write_articles([_article(0)])
    before = _quads(store)
    if where == "in the bulk write":
        lines = build.article_lines

        def broken(article: Article) -> list[str]:  # a record of the third article: not N-Triples
            return [
                "<broken" if "chip3" in text and "#object>" in text else text
                for text in lines(article)
            ]

        monkeypatch.setattr(build, "article_lines", broken)
    else:
        monkeypatch.setattr(EmbeddedBackend, "load_nquads", _break_marks(EmbeddedBackend))
    with pytest.raises(StoreError), KnowledgeStore(str(store)) as opened, opened.writing():
        opened.write_articles([_article(n) for n in (1, 2, 3)])
    monkeypatch.undo()
    # Readers read the snapshot of the last whole batch: none of the batch cut short.
    with KnowledgeStore(str(store), read_only=True) as reader:
        seen = {str(row[0]) for row in reader.query("SELECT ?s WHERE { ?s ?p ?o }")}
        assert not [s for s in seen if "chip1" in s or "acme2" in s or "chip3" in s]
        assert f"{ID}chip0" in seen
    # The next writer repairs the folder before anything else, and what it writes is whole.
    with KnowledgeStore(str(store)) as opened:
        pass
    assert _quads(store) == before
    with KnowledgeStore(str(store)) as opened, opened.writing():
        opened.write_articles([_article(n) for n in (1, 2, 3)])
    clean = tmp_path / "clean"
    with KnowledgeStore(str(clean)) as opened, opened.writing():
        opened.write_articles([_article(0)])
        opened.write_articles([_article(n) for n in (1, 2, 3)])
    assert _quads(store) == _quads(clean)


def _quads(store: Path) -> list[str]:
    """The store's quads as N-Quads lines, sorted (blank nodes, the ontology's, left out)."""
    opened = pyoxigraph.Store(str(store))
    try:
        return sorted(str(q) for q in opened if "_:" not in str(q))
    finally:
        del opened


# -- a full disk -------------------------------------------------------------------------------


def file_size_limit(limit: int) -> Callable[[], None]:
    """A preexec_fn under which no file may grow past ``limit`` bytes: writes fail with EFBIG,
    as on a full disk (SIGXFSZ, which would kill the process, is ignored)."""

    def apply() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    return apply


@pytest.fixture(scope="module")
def corpus_and_clean_export(tmp_path_factory) -> tuple[Path, str]:
    base = tmp_path_factory.mktemp("full-disk")
    make_corpus.write_folder(base / "corpus", 24)
    ran = hwkg("ingest", base / "corpus", "--store", base / "clean")
    assert ran.returncode == 0, ran.stderr
    dump = hwkg("export", "--store", base / "clean", "-f", "nq")
    assert dump.returncode == 0
    return base / "corpus", dump.stdout


@pytest.mark.slow
@pytest.mark.parametrize("limit", [64_000, 1_000_000], ids=["at-creation", "mid-way"])
def test_ingest_onto_a_full_disk_keeps_whole_articles_and_resumes(
    cli, tmp_path, corpus_and_clean_export, limit
):
    corpus, clean = corpus_and_clean_export
    store = tmp_path / "s"
    ran = hwkg("ingest", corpus, "--store", store, preexec=file_size_limit(limit))
    assert ran.returncode == 1
    line = one_error_line(ran.stderr)
    assert "File too large" in line and "the disk is full" in line
    if limit > 64_000:
        assert "facts" in ran.stdout  # some articles landed before the disk filled
        assert cli("stats", "--store", store).code == 0  # the store opens, and answers
    resumed = cli("ingest", corpus, "--store", store)
    assert resumed.code == 0, resumed.err
    assert ("already stored" in resumed.out) == (limit > 64_000)
    assert snapshot(cli, store) == clean  # only whole articles were stored


@pytest.mark.slow
def test_a_store_cut_short_at_creation_leaves_no_folder_behind(cli, tmp_path):
    store = tmp_path / "s"
    ran = hwkg("ingest", EXAMPLE, "--store", store, preexec=file_size_limit(64_000))
    assert ran.returncode == 1
    line = one_error_line(ran.stderr)
    assert f"store {store}" in line and "unexpected" not in line
    assert not store.exists()
    result = cli("stats", "--store", store)
    assert result.code == 1
    assert f"no store at {store}" in one_error_line(result.err)


@pytest.mark.parametrize("name", ["hwkg.ttl", "hwkg.graphml"])
def test_export_onto_a_full_disk_leaves_no_partial_file(cli, tmp_path, sample_store, name):
    target = tmp_path / name
    target.write_bytes(b"the previous export\n")
    ran = hwkg("export", "--store", sample_store, "-o", target, preexec=file_size_limit(4096))
    assert ran.returncode == 1
    line = one_error_line(ran.stderr)
    assert f"{target}: cannot write (File too large)" in line and "the disk is full" in line
    assert target.read_bytes() == b"the previous export\n"  # the old file, untouched
    assert sorted(p.name for p in tmp_path.iterdir()) == [name]  # no temporary file left


def test_export_to_a_full_standard_output_fails_loudly(tmp_path, sample_store):
    with (tmp_path / "out.nq").open("wb") as stdout:
        proc = subprocess.run(
            [HWKG, "export", "--store", str(sample_store), "-f", "nq"],
            stdout=stdout,
            stderr=subprocess.PIPE,
            text=True,
            preexec_fn=file_size_limit(4096),
        )
    # Python's buffered stdout would take the short write for a success: exit 0, output cut.
    assert proc.returncode == 1
    assert "cannot write to standard output (File too large)" in one_error_line(proc.stderr)
