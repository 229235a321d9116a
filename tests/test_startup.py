"""Start-up: each command imports what it uses and no more. ``hwkg --help`` and ``hwkg query``
must not load the pictures, the server, networkx, matplotlib, pySHACL, spaCy or rdflib (a
fifth of a second each for some of them, before any work is done).

Checked in a fresh process, by the modules it holds once the command has run: what is
imported, not how long it takes (timings belong to benchmarks/bench.py)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

# What only viz, serve and validate need, and what the questions can do without.
FORBIDDEN = (
    "hwkg.graph.viz",
    "hwkg.graph.serve",
    "networkx",
    "matplotlib",
    "pyshacl",
    "starlette",
    "uvicorn",
    "spacy",
    "rdflib",
)
# Runs the command line in this process, then writes the names of the modules it loaded.
_PROBE = (
    "import json, sys\n"
    "from hwkg.graph.cli import main\n"
    "out, ending, args = sys.argv[1], sys.argv[2] == 'ending', sys.argv[3:]\n"
    "code = main(args, ending)\n"
    "open(out, 'w').write(json.dumps({'code': code, 'modules': sorted(sys.modules)}))\n"
)


def loaded_by(tmp_path: Path, *args: str | Path, ending: bool = False) -> set[str]:
    """The modules a fresh process holds after running ``hwkg ARGS`` (``ending``: as the
    ``hwkg`` program runs it, which ends right after)."""
    out = tmp_path / "modules.json"
    subprocess.run(
        [sys.executable, "-c", _PROBE, str(out), "ending" if ending else "-", *map(str, args)],
        check=True,
        capture_output=True,
        timeout=120,
    )
    found = json.loads(out.read_text())
    assert found["code"] == 0
    return set(found["modules"])


def forbidden_in(modules: set[str]) -> list[str]:
    return sorted(
        name for name in modules if any(name == f or name.startswith(f + ".") for f in FORBIDDEN)
    )


def test_help_imports_none_of_the_heavy_modules(tmp_path):
    modules = loaded_by(tmp_path, "--help")
    assert forbidden_in(modules) == []
    # ``hwkg --help`` is printed from the table of commands: not even the command line's
    # libraries, nor the API, are imported.
    lean = ("typer", "click", "rich", "pyoxigraph", "hwkg.graph.api", "hwkg.graph.store")
    assert [m for m in modules if m.split(".")[0] in lean or m in lean] == []


@pytest.mark.parametrize(
    "args",
    [
        ("frameworks-by-chip",),
        # An entity parameter, a results format, and the question run in this process.
        ("company-profile", "-p", "company=amazon", "-f", "json", "--timeout", "0"),
        ("--sparql", "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }", "-f", "csv"),
    ],
    ids=["saved", "entity-in-process", "sparql"],
)
def test_query_imports_none_of_the_heavy_modules(tmp_path, serve_store, args):
    modules = loaded_by(tmp_path, "query", *args, "--store", serve_store)
    heavy = forbidden_in(modules)
    if args[0] == "--sparql":
        # Ad hoc SPARQL is checked by rdflib's parser (hwkg.graph.sparql.check): rdflib is
        # what that command uses, and nothing else of the list.
        heavy = [name for name in heavy if not name.startswith("rdflib")]
    assert heavy == []
    # Only the command asked for is imported (typer carries its own click).
    assert "click" not in modules and "hwkg.graph.cli.evaluate" not in modules


def test_the_program_asks_with_neither_a_child_process_nor_rich(tmp_path, serve_store):
    # ``hwkg query`` (its answer to a pipe, drawn as rich would draw it) asks on a thread of
    # its own: multiprocessing, rich and concurrent.futures were 60-80 ms of it
    # (benchmarks/README.md, tenth pass).
    modules = loaded_by(tmp_path, "query", "frameworks-by-chip", "-s", serve_store, ending=True)
    lean = ("multiprocessing", "rich", "concurrent", "typer")
    assert [m for m in modules if m.split(".")[0] in lean] == []


def test_stats_imports_none_of_the_heavy_modules(tmp_path, serve_store):
    assert forbidden_in(loaded_by(tmp_path, "stats", "--store", serve_store)) == []


def test_the_program_ends_as_main_says_with_its_output_whole(tmp_path, serve_store):
    # ``hwkg`` (``cli.run``) skips the interpreter's teardown: the exit code and every byte
    # written must still be there.
    from hwkg.graph.cli import help_text

    program = [sys.executable, "-m", "hwkg.graph"]
    shown = subprocess.run([*program, "--help"], capture_output=True, text=True, timeout=60)
    assert (shown.returncode, shown.stdout) == (0, help_text())
    rows = subprocess.run(
        [*program, "query", "frameworks-by-chip", "-f", "csv", "--store", str(serve_store)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert rows.returncode == 0 and rows.stdout.startswith("chip,framework,portOf")
    assert rows.stdout.endswith("\n") and len(rows.stdout.splitlines()) > 1
    missing = subprocess.run(
        [*program, "query", "no-such-question", "--store", str(serve_store)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert missing.returncode == 2 and "no saved query named" in missing.stderr


def test_a_plain_query_is_read_without_typer(tmp_path, serve_store):
    # typer and its click are a quarter of `hwkg query` (benchmarks/README.md, fifth pass).
    modules = loaded_by(tmp_path, "query", "frameworks-by-chip", "-f", "csv", "-s", serve_store)
    assert [m for m in modules if m.split(".")[0] == "typer"] == []


PLAIN = [
    ("frameworks-by-chip",),
    ("frameworks-by-chip", "-f", "csv"),
    ("company-profile", "-p", "company=amazon", "--format=json", "--timeout", "0"),
    ("company-profile", "-p", "company=nosuch"),
    ("company-profile", "-p", "nokey"),
    ("no-such-question",),
    ("--sparql", "ASK { ?s ?p ?o }"),
    ("--sparql", "SELECT * WHERE { SERVICE <http://x> { ?s ?p ?o } }"),
    ("frameworks-by-chip", "--timeout", "abc"),  # typer's message
    ("frameworks-by-chip", "-f", "nope"),
    ("frameworks-by-chip", "extra"),  # typer's message
    ("frameworks-by-chip", "--help"),  # typer's help
    (),
]


@pytest.mark.parametrize("args", PLAIN, ids=[" ".join(a) or "none" for a in PLAIN])
def test_hwkg_query_says_the_same_read_with_or_without_typer(cli, serve_store, monkeypatch, args):
    from hwkg.graph.cli import plain

    command = ("query", *args, "--store", serve_store)
    read_plain = cli(*command)
    monkeypatch.setattr(plain, "plain_query", lambda args, ending=False: None)
    assert read_plain == cli(*command)
