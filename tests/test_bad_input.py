"""Bad input is one line and a non-zero exit, never a traceback, a hang or a half-written
store (issue 15, items 8, 9, 10, 16)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from helpers import MEASURED_HWKG, peak_kb, write_jsonl

from hwkg.graph import api

GOOD = "Nvidia presentó la GPU H100 para centros de datos."


def incomplete(store: Path) -> bool:
    """Whether the store is left marked with claims to rebuild (a run cut short)."""
    query = (
        "ASK { GRAPH <https://w3id.org/hwkg/claims> "
        "{ ?s <https://w3id.org/hwkg/ontology#incomplete> ?o } }"
    )
    with api.open_store(str(store)) as opened:
        return opened.ask(query)


BAD_FIELDS = [
    ("url", 1),
    ("url", ["https://example.org/a"]),
    ("url", {"href": "https://example.org/a"}),
    ("title", 1),
    ("title", ["a", "title"]),
    ("title", {"text": "a title"}),
    ("site", ["Diario"]),
    ("author", 7),
    ("lang", ["es"]),
    ("date", 20261010),
    ("id", {"x": 1}),
    ("id", ["a"]),
    ("id", True),
]


def test_jsonl_fields_of_the_wrong_type_are_one_bad_record_each(cli, tmp_path):
    rows = [
        {"id": f"bad{n}", "text": GOOD, field: value} for n, (field, value) in enumerate(BAD_FIELDS)
    ]
    rows.append({"id": "good", "text": GOOD, "url": "https://example.org/good", "title": "A title"})
    rows.append({"id": 42, "text": "Intel presentó Gaudi 3.", "lang": "es"})  # a number is an id
    corpus = write_jsonl(tmp_path / "c.jsonl", rows)
    store = tmp_path / "s"
    result = cli("ingest", corpus, "--store", store)
    assert result.code == 2, result.err
    assert "Traceback" not in result.err and "unexpected" not in result.err
    for n, (field, _) in enumerate(BAD_FIELDS, 1):
        assert f"{corpus}:{n}: " in result.err and f'"{field}"' in result.err
    assert "ingested 2 article(s)" in result.out
    assert not incomplete(store)


def _ingest(args: list[str], timeout: float = 120, **kwargs) -> subprocess.CompletedProcess:
    code = "import sys; from hwkg.graph.cli import main; sys.exit(main())"
    return subprocess.run(
        [sys.executable, "-c", code, "ingest", *args],
        capture_output=True,
        timeout=timeout,
        **kwargs,
    )


def test_a_fifo_named_on_the_command_line_is_reported_and_skipped(tmp_path):
    """Nothing ever writes to the FIFO: reading it would wait for ever."""
    fifo = tmp_path / "news.txt"
    os.mkfifo(fifo)
    good = tmp_path / "good.txt"
    good.write_text(GOOD, encoding="utf-8")
    done = _ingest([str(fifo), str(good), "--store", str(tmp_path / "s")], timeout=120)
    assert done.returncode == 2, done.stderr
    err = done.stderr.decode()
    assert f"{fifo}: is a FIFO" in err and "Traceback" not in err
    assert b"ingested 1 article(s)" in done.stdout


def test_a_fifo_in_a_folder_is_reported_and_skipped(cli, tmp_path):
    folder = tmp_path / "news"
    folder.mkdir()
    os.mkfifo(folder / "a-pipe.txt")
    (folder / "b.txt").write_text(GOOD, encoding="utf-8")
    result = cli("ingest", folder, "--store", tmp_path / "s")
    assert result.code == 2
    assert f"{folder / 'a-pipe.txt'}: is a FIFO" in result.err
    assert "ingested 1 article(s)" in result.out


def test_stdin_past_the_limit_is_refused_as_it_is_read(tmp_path):
    """11 MB on standard input, and the writer never closes it: the refusal comes once the
    limit is passed, not at the end of the input (which never comes)."""
    code = "import sys; from hwkg.graph.cli import main; sys.exit(main())"
    proc = subprocess.Popen(
        [sys.executable, "-c", code, "ingest", "-", "--store", str(tmp_path / "s")],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdin is not None

    def write() -> None:
        try:
            for _ in range(11):
                proc.stdin.write(b"Nvidia presenta chips. " * 45_000)  # about 1 MB
            proc.stdin.flush()
            time.sleep(120)  # ... and no end of input
        except (BrokenPipeError, ValueError):
            pass

    writer = threading.Thread(target=write, daemon=True)
    writer.start()
    try:  # not communicate(): it would close standard input, the end this test never sends
        proc.wait(timeout=90)
    finally:
        proc.kill()
    assert proc.stderr is not None
    err = proc.stderr.read()
    assert proc.returncode == 2, err
    assert b"stdin: is more than an article may be" in err


def _peak_kb(args: list[str], data_chunks, tmp_path: Path) -> tuple[int, str]:
    proc = subprocess.Popen(
        [*MEASURED_HWKG, "ingest", *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    assert proc.stdin is not None and proc.stderr is not None

    def write() -> None:
        try:
            for chunk in data_chunks():
                proc.stdin.write(chunk)
            proc.stdin.close()
        except (BrokenPipeError, ValueError):
            pass

    writer = threading.Thread(target=write, daemon=True)
    writer.start()
    err = proc.stderr.read().decode()
    proc.wait(timeout=300)
    return peak_kb(err), err


@pytest.mark.slow
def test_standard_input_is_streamed_in_bounded_memory(tmp_path):
    """150 MB on standard input, as one text and as one JSON Lines record, cost no more
    memory than 20 MB: read no further than the limit, never whole."""
    store = str(tmp_path / "s")
    text = b"Nvidia presenta chips nuevos. " * 35_000  # about 1 MB

    def plain(megabytes: int):
        return lambda: (text for _ in range(megabytes))

    def record(megabytes: int):
        def chunks():
            yield b'{"id": "big", "text": "'
            for _ in range(megabytes):
                yield text
            yield b'"}\n' + json.dumps({"id": "after", "text": GOOD}).encode() + b"\n"

        return chunks

    for sent, message in ((plain, "stdin: is more than"), (record, "stdin:1: ")):
        peaks = []
        for megabytes in (20, 150):
            peak, err = _peak_kb(["-", "--store", store], sent(megabytes), tmp_path)
            assert message in err, err
            peaks.append(peak)
        # kB: 130 MB more sent, no more memory (measured: 61 and 543 MB, either size)
        assert peaks[1] < peaks[0] + 20_000, peaks


def test_a_named_file_in_no_known_language_leaves_no_store(cli, tmp_path):
    """Named files are checked first, their language too: no store is created."""
    names = tmp_path / "names.txt"
    names.write_text("Nvidia H100. AMD MI300X. TPU v5p.\n", encoding="utf-8")
    store = tmp_path / "s"
    result = cli("ingest", names, "--store", store)
    assert result.code == 2
    assert result.err.count("\n") == 1 and "cannot tell its language" in result.err
    assert not store.exists()
