"""Where one worker's ingest spends its CPU, part by part, in CPU seconds (not wall time:
these machines are shared, and CPU time moves much less with the other load).

    .venv/bin/python benchmarks/parts.py [N] [--only PART ...]

On N articles of ``make_corpus.py`` (616, the benchmark's corpus), each part in a fresh
process with the models loaded and every path warmed first:

- ``parse``: ``nlp.pipe`` of each batch's paragraphs as ``extract_batch`` cuts them;
- ``rules``: the extraction after that parse (the same Docs);
- ``write``: ``write_articles`` of the extracted articles, 64 at a time, into a fresh store
  (every thread of the process: RocksDB's and the bulk loader's too), and the share of it
  spent in each of its steps;
- ``alone``: a whole ``api.ingest`` with the extraction in this process's own thread only
  (no second process): read, parse, rules and writes;
- ``one``: a whole ``api.ingest``, 1 worker (this process and its child);
- ``two``: the same, 2 workers.

``one`` minus ``alone`` is what sharing the work between two processes costs.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import importlib
import pickle
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import make_corpus

ROOT = Path(__file__).resolve().parents[1]
PARTS = ("parse", "rules", "write", "alone", "one", "two")


def cpu() -> float:
    """CPU seconds of this process (all threads) and of its children that have ended."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


def warm() -> None:
    from hwkg.graph import api

    with tempfile.TemporaryDirectory() as tmp:
        corpus = Path(tmp) / "warm"
        make_corpus.write_folder(corpus, len(make_corpus.SOURCES))
        api.ingest([str(corpus)], str(Path(tmp) / "store"), workers=1)


def articles(corpus: Path) -> list[Any]:
    from hwkg.ingest import Article, read_corpus

    return [a for a in read_corpus([str(corpus)]) if isinstance(a, Article)]


def batches(items: list[Any], size: int = 32) -> list[list[Any]]:
    return [items[i : i + size] for i in range(0, len(items), size)]


def parse_and_rules(corpus: Path, work: Path) -> dict[str, float]:
    from hwkg.ingest.extract import _by_size, _extract, paragraphs
    from hwkg.ingest.parser_text import for_parser
    from hwkg.ingest.pipeline import load_pipeline

    parse = rules = 0.0
    done = []
    for batch in batches(articles(corpus)):
        start = cpu()
        docs: dict[str, list[Any]] = {}
        for lang in sorted({a.lang for a in batch}):
            nlp = load_pipeline(lang)
            texts = [t for a in batch if a.lang == lang for _, t in paragraphs(a.text)]
            docs[lang] = [
                doc
                for group in _by_size(texts, 256)
                for doc in nlp.pipe([for_parser(t) for t in group], batch_size=len(group))
            ]
        middle = cpu()
        done += _extract(batch, lambda lang, texts, docs=docs: docs[lang])
        parse += middle - start
        rules += cpu() - middle
    (work / "extracted.pickle").write_bytes(pickle.dumps(done))
    return {"parse": parse, "rules": rules}


def write(work: Path) -> dict[str, float]:
    """CPU of the writes of the extracted articles, and of each of their steps."""
    from hwkg.graph.store import KnowledgeStore, build, claims, embedded, union

    done: list[Any] = pickle.loads((work / "extracted.pickle").read_bytes())
    steps: dict[str, float] = defaultdict(float)

    def timed(name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(fn)
        def run(*args: Any, **kwargs: Any) -> Any:
            start = time.process_time()
            try:
                return fn(*args, **kwargs)
            finally:
                steps[name] += time.process_time() - start

        return run

    patches = [
        (build, "article_triples"),
        (build, "article_lines"),
        (union, "nquads"),
        (union, "lines_nquads"),
        (claims, "before_batch"),
        (claims, "after_batch"),
        (embedded.EmbeddedBackend, "bulk_load_nquads"),
        (embedded.EmbeddedBackend, "load_nquads"),
        (embedded.EmbeddedBackend, "flush"),
    ]
    # (the steps of this commit's writer, or of an earlier one's: PYTHONPATH may name another)
    saved = [(owner, name, getattr(owner, name)) for owner, name in patches if hasattr(owner, name)]
    target = work / "store"
    shutil.rmtree(target, ignore_errors=True)
    with KnowledgeStore(str(target)) as opened:
        opened.ensure_ontology()
        for owner, name, fn in saved:
            setattr(owner, name, timed(name, fn))
        try:
            start = cpu()
            with opened.writing():
                for batch in batches(done, 64):
                    opened.write_articles(batch)
        finally:
            for owner, name, fn in saved:
                setattr(owner, name, fn)
    total = cpu() - start  # closing included: RocksDB's last flush and compactions
    return {"write": total, **{f"  {k}": v for k, v in sorted(steps.items())}}


@contextlib.contextmanager
def alone_executor() -> Iterator[None]:
    """api.ingest with every batch extracted by this process's one extracting thread."""
    import threading
    from queue import SimpleQueue

    module = importlib.import_module("hwkg.graph.api.ingest")

    jobs: SimpleQueue[Any] = SimpleQueue()

    def take() -> None:
        while (job := jobs.get()) is not None:
            fn, batch, future = job
            future.set_result(fn(batch))

    def executor(workers: int, scheduler: str | None) -> tuple[Any, Callable[[], None], int]:
        thread = threading.Thread(target=take, daemon=True)
        thread.start()

        def submit(fn: Any, batch: Any) -> Future[Any]:
            future: Future[Any] = Future()
            jobs.put((fn, batch, future))
            return future

        def close() -> None:
            jobs.put(None)
            thread.join()

        return submit, close, 3

    saved = module._executor
    module._executor = executor
    try:
        yield
    finally:
        module._executor = saved


def whole(corpus: Path, work: Path, workers: int, alone: bool = False) -> float:
    from hwkg.graph import api

    target = work / "store"
    shutil.rmtree(target, ignore_errors=True)
    with alone_executor() if alone else contextlib.nullcontext():
        start = cpu()
        api.ingest([str(corpus)], str(target), workers=workers)
        return cpu() - start


def run_part(part: str, corpus: Path, work: Path) -> dict[str, float]:
    warm()
    if part == "parse":
        return parse_and_rules(corpus, work)
    if part == "write":
        if not (work / "extracted.pickle").exists():
            parse_and_rules(corpus, work)
        return write(work)
    workers, alone = {"alone": (1, True), "one": (1, False), "two": (2, False)}[part]
    return {part: whole(corpus, work, workers, alone)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("articles", nargs="?", type=int, default=616)
    parser.add_argument("--only", action="append", choices=[p for p in PARTS if p != "rules"])
    parser.add_argument("--work", type=Path, help="keep the corpus and the extracted articles")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    work = args.work or Path(tempfile.mkdtemp(prefix="hwkg-parts-"))
    corpus = work / "corpus"
    if args.child:
        for name, seconds in run_part(args.child, corpus, work).items():
            print(f"{name:24} {seconds:6.2f} s")
        return 0
    if not corpus.exists():
        make_corpus.write_folder(corpus, args.articles)
    for part in args.only or [p for p in PARTS if p != "rules"]:
        command = [sys.executable, __file__, "--work", str(work), "--child", part]
        subprocess.run(command, check=True)
    if args.work is None:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
