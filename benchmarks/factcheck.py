"""Dump every fact of the repository's articles, as each ingest path gives it, and compare.

A change to ingest's plumbing (the writes, the sharing between processes) must not change a
single fact. Run once before the change, then after each one:

    .venv/bin/python benchmarks/factcheck.py DUMP_DIR                  # write the dumps
    .venv/bin/python benchmarks/factcheck.py DUMP_DIR --against BASE   # and compare

Every article (``.txt``) of ``tests/realnews/*``, ``tests/articles``, ``tests/eval``,
``tests/heldout`` and ``examples`` goes through three paths in batches of 32, as
``api.ingest`` submits them: ``extract_batch`` in this process, one worker (the executor of
``graph/api/ingest.py``: this process and another sharing each batch) and two workers. Each
article's source, hash, language, date, entities, surfaces and facts (subject, predicate,
object, rule, confidence, modality, offsets, date, sentence) are dumped as JSON lines.
``--store`` also ingests each folder with one and with two workers and dumps the store's
quads, sorted (blank nodes of the ontology aside). The held-out split ``tests/realnews/test``
is written as hashes only: its text and facts are never printed.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from hwkg.graph import api
from hwkg.graph.api.ingest import BATCH, _executor
from hwkg.graph.store import KnowledgeStore
from hwkg.ingest import Article, extract_batch, read_corpus

ROOT = Path(__file__).resolve().parents[1]
UNREAD = "realnews-test"  # hashes only


def folders() -> dict[str, Path]:
    found = {f"realnews-{p.name}": p for p in sorted((ROOT / "tests" / "realnews").iterdir())}
    found = {name: path for name, path in found.items() if path.is_dir()}
    for name in ("articles", "eval", "heldout"):
        found[name] = ROOT / "tests" / name
    found["examples"] = ROOT / "examples"
    return found


def read(folder: Path) -> list[Article]:
    paths = [str(p) for p in sorted(folder.glob("*.txt"))]
    return [a for a in read_corpus(paths) if isinstance(a, Article)]


def dump(articles: list[Article]) -> bytes:
    lines = []
    for a in articles:
        head: dict[str, Any] = {
            "source": Path(a.source).name,
            "sha256": a.sha256,
            "lang": a.lang,
            "date": a.date,
            "entities": [
                [k, e.label, e.type, e.wikidata, e.known, e.family]
                for k, e in sorted(a.entities.items())
            ],
            "surfaces": [[k, sorted(v)] for k, v in sorted(a.surfaces.items())],
        }
        lines.append(json.dumps(head, ensure_ascii=False, sort_keys=True))
        for f in a.facts:
            fact = [f.subject, f.predicate, f.object, f.rule, f.confidence, f.modality,
                    f.start, f.end, f.date, f.sentence]  # fmt: skip
            lines.append(json.dumps(fact, ensure_ascii=False))
    return ("\n".join(lines) + "\n").encode()


def batches(articles: list[Article]) -> list[list[Article]]:
    return [articles[i : i + BATCH] for i in range(0, len(articles), BATCH)]


def through(workers: int | None, folder: Path) -> list[Article]:
    if workers is None:
        return [a for batch in batches(read(folder)) for a in extract_batch(batch)]
    submit, close, _ = _executor(workers, None)
    try:
        jobs = [submit(extract_batch, batch) for batch in batches(read(folder))]
        return [a for job in jobs for a in job.result()]
    finally:
        close()


def store_quads(folder: Path, workers: int) -> bytes:
    with tempfile.TemporaryDirectory() as tmp:
        store = Path(tmp) / "store"
        api.ingest([str(p) for p in sorted(folder.glob("*.txt"))], str(store), workers=workers)
        with KnowledgeStore(str(store), read_only=True) as opened:
            data = opened.nquads()
        shutil.rmtree(store, ignore_errors=True)
    lines = sorted(line for line in data.splitlines() if b"_:" not in line)
    return b"\n".join(lines) + b"\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--against", type=Path)
    parser.add_argument("--store", action="store_true", help="also compare the stores' quads")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    paths: dict[str, int | None] = {"extract_batch": None, "1worker": 1, "2workers": 2}
    differ = articles = facts = 0
    for name, folder in folders().items():
        outputs = {path: dump(through(w, folder)) for path, w in paths.items()}
        if args.store:
            outputs.update({f"store{w}": store_quads(folder, w) for w in (1, 2)})
        for path, data in outputs.items():
            if path == "extract_batch":
                rows = [json.loads(line) for line in data.splitlines()]
                articles += sum(isinstance(r, dict) for r in rows)
                facts += sum(isinstance(r, list) for r in rows)
            file = args.out / f"{name}.{path}"
            if name == UNREAD:
                file.with_suffix(file.suffix + ".sha256").write_text(
                    hashlib.sha256(data).hexdigest() + "\n"
                )
            else:
                file.write_bytes(data)
        same_paths = len({outputs[p] for p in paths}) == 1
        verdict = "paths agree" if same_paths else "PATHS DIFFER"
        if args.against is not None:
            for path, data in outputs.items():
                if name == UNREAD:
                    base = args.against / f"{name}.{path}.sha256"
                    same = base.read_text().strip() == hashlib.sha256(data).hexdigest()
                else:
                    same = (args.against / f"{name}.{path}").read_bytes() == data
                if not same:
                    differ += 1
                    verdict += f"; {path} DIFFERS from {args.against}"
        print(f"{name:22} {verdict}", flush=True)
        differ += not same_paths
    print(f"{articles} articles, {facts} facts; {differ} differences")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
