"""Ingest a corpus into a store: ``hwkg.graph.api.ingest``.

Ingest is a stream: articles are read lazily, extracted in batches (here, in worker
processes, or on a Dask cluster) and written by this process alone, several batches at a
time (``WRITE_AT_LEAST`` articles), so that memory stays flat and a run stopped half-way
leaves only whole articles.
The readers and the extraction (``hwkg.ingest``) are imported when an ingest starts.
"""

from __future__ import annotations

import collections
import contextlib
import functools
import itertools
import os
import signal
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import IO, TYPE_CHECKING, Any, TypeAlias

from hwkg.graph.store import ArticleWrite, KnowledgeStore
from hwkg.ingest import InputError

if TYPE_CHECKING:
    from concurrent.futures import Executor, Future

    from hwkg.ingest import Article, FetchPolicy, Skipped

BATCH = 32
# Articles extracted are written together, at least this many at a time (or what is left at
# the end): each write is a bulk load of new files that RocksDB compacts later, a flush and a
# snapshot. On 616 articles, against one write per batch of 32: this process's CPU 9.6 ->
# 8.5 s (RocksDB's compactions 2.3 -> 1.5 s). 96 since a write's N-Quads are made graph by
# graph (store.union.lines_nquads): RocksDB's compactions 2.7-3.6 -> 2.3-2.4 s of CPU over
# the benchmark's 616 articles (the bulk loader's threads 1.1-1.4 -> 1.25 s); peak memory of
# 560 articles / 56 (ratio 3): 1.12 at 64, 1.13 at 96, 1.19 at 128 (the bulk loader holds
# about 0.5 MiB an article while it loads; benchmarks/README.md, forty-seventh session).
WRITE_AT_LEAST = 96


@dataclass(frozen=True, slots=True)
class IngestResult:
    source: str
    sha256: str
    lang: str
    facts: int
    entities: int
    skipped: bool
    replaced: int = 0


@dataclass
class IngestSummary:
    """What an ingest did; the failures are kept, the per-article results only counted."""

    articles: int = 0
    already_stored: int = 0
    facts: int = 0
    replaced: int = 0
    failures: list[Skipped] = field(default_factory=list)


Progress: TypeAlias = "Callable[[IngestResult | Skipped], None]"


def _batches(items: Iterator[Any], size: int) -> Iterator[list[Any]]:
    while batch := list(itertools.islice(items, size)):
        yield batch


def _ending(first: list[Any], batches: Iterator[list[Any]]) -> Iterator[tuple[list[Any], bool]]:
    """Yield ``first`` and then each of ``batches`` with whether it is the last: the batch
    after it is read before it is yielded (the first batch is yielded at once, not last, so
    that extraction starts without waiting for a second batch to be read)."""
    yield first, False
    batch = next(batches, None)
    while batch is not None:
        following = next(batches, None)
        yield batch, following is None
        batch = following


def _executor(workers: int, scheduler: str | None) -> tuple[Any, Callable[[], None], int]:
    """Return (submit, close, how many batches may be in flight) for extraction work."""
    if scheduler:
        try:
            from dask.distributed import Client
        except ImportError:
            raise InputError("--scheduler needs dask: pip install 'dask[distributed]'") from None
        try:
            client = Client(scheduler, timeout=10, set_as_default=False)
        except (OSError, TimeoutError) as exc:
            raise InputError(f"cannot reach the Dask scheduler {scheduler}: {exc}") from None
        cores = sum(client.nthreads().values()) or 1
        return client.submit, client.close, 2 * cores
    if workers > 1:
        from concurrent.futures import ProcessPoolExecutor

        pool: Executor = ProcessPoolExecutor(
            max_workers=workers, initializer=_leave_with, initargs=(os.getpid(),)
        )
        return pool.submit, lambda: pool.shutdown(wait=True, cancel_futures=True), 2 * workers
    # One worker: two processes, this one and one other, taking turns on small pieces of
    # every batch (``_Sharing``); this one also writes. Whichever is free takes the next
    # piece, so that both have as much to do whatever the writes and the machine's other
    # load take from this one (benchmarks/README.md, ratio 1, seventh pass).
    sharing = _Sharing()
    return sharing.submit, sharing.close, 3


# One worker: how many articles the two processes take at a time. A fixed share of each
# batch (60% to the other process, until 2026-12-01) left one of them idle whenever the
# other was slowed: by the writes, by the machine's other load. 616 articles, alternated,
# the same CPU (18-24 s): other processes on 1.1-1.3 cores, 34.9 -> 27.6 s and 25.8 -> 20.9 s;
# on 0.4-1.0 cores, equal within the noise (12.6 / 12.7, 15.3 / 16.5, 19.0 / 17.5, 18.1 / 18.0).
# Pieces of 8, not 4, since the last batch goes in pieces of one (``LAST_PIECE``): each
# ``extract_batch`` call has a cost of its own (the 616 articles extracted in one process,
# alternated: 16.95 and 16.81 s of CPU in pieces of 4, 16.61 and 16.44 s in pieces of 8).
PIECE = 8
# How many pieces the other process is sent ahead of its results.
AHEAD = 2
# The last batch goes in pieces of one article: the two takers then end within about an
# article of each other, not a piece or two (the other process holds ``AHEAD`` of them
# when there is nothing left to take).
LAST_PIECE = 1


class _Sharing:
    """Extraction by two takers, another process and a thread of this one, each taking the
    next piece of the submitted batches as soon as it is free."""

    def __init__(self) -> None:
        import queue
        from concurrent.futures import ProcessPoolExecutor

        self.other = ProcessPoolExecutor(
            max_workers=1, initializer=_leave_with, initargs=(os.getpid(),)
        )
        # Forked now, from the calling thread, before a taker runs: a fork while another
        # thread extracts could copy a lock it holds.
        self.other.submit(os.getpid).result()
        self.pieces: queue.SimpleQueue[_Piece | None] = queue.SimpleQueue()
        self.takers = [
            threading.Thread(target=take, name=name, daemon=True)
            for take, name in (
                (self._take_there, "hwkg-extract-other"),
                (self._take_here, "hwkg-extract"),
            )
        ]
        for taker in self.takers:
            taker.start()

    def submit(
        self,
        extract: Callable[[list[Article]], list[Article]],
        articles: list[Article],
        last: bool = False,
    ) -> _Shared:
        from concurrent.futures import Future  # 12 ms: with the ingest, not on import

        futures: list[Future[list[Article]]] = []
        size = LAST_PIECE if last else PIECE
        for start in range(0, len(articles), size):
            futures.append(Future())
            self.pieces.put(_Piece(extract, articles[start : start + size], futures[-1]))
        return _Shared(futures)

    def _take_here(self) -> None:
        while (piece := self.pieces.get()) is not None:
            if piece.future.set_running_or_notify_cancel():
                _settle(piece.future, functools.partial(piece.extract, piece.articles))

    def _take_there(self) -> None:
        """Keep the other process two pieces ahead: each exchange with it needs this process's
        GIL several times, which the writes and the extracting thread hold for milliseconds
        at a time (four ahead, or pieces of 8, measured the same within the noise)."""
        import queue

        sent: collections.deque[tuple[_Piece, Future[list[Article]]]] = collections.deque()
        ended = False
        while sent or not ended:
            while not ended and len(sent) < AHEAD:
                try:
                    piece = self.pieces.get(block=not sent)
                except queue.Empty:
                    break
                if piece is None:
                    ended = True
                elif piece.future.set_running_or_notify_cancel():
                    sent.append((piece, self.other.submit(piece.extract, piece.articles)))
            if sent:
                piece, job = sent.popleft()
                _settle(piece.future, job.result)

    def close(self) -> None:
        """Cancel the pieces not taken, let the takers end theirs, stop the other process."""
        import queue

        while True:
            try:
                piece = self.pieces.get_nowait()
            except queue.Empty:
                break
            if piece is not None:
                piece.future.cancel()
        for _ in self.takers:
            self.pieces.put(None)
        for taker in self.takers:
            taker.join()
        self.other.shutdown(wait=True, cancel_futures=True)


def _settle(future: Future[list[Article]], work: Callable[[], list[Article]]) -> None:
    try:
        done = work()
    except BaseException as exc:  # handed to whoever waits for the piece
        future.set_exception(exc)
    else:
        future.set_result(done)


@dataclass(frozen=True, slots=True)
class _Piece:
    extract: Callable[[list[Article]], list[Article]]
    articles: list[Article]
    future: Future[list[Article]]


class _Shared:
    """The extraction of one batch in pieces: its articles in their order once all are
    done."""

    def __init__(self, parts: list[Future[list[Article]]]) -> None:
        self.parts = parts

    def result(self) -> list[Article]:
        return [a for part in self.parts for a in part.result()]

    def cancel(self) -> bool:
        return all([part.cancel() for part in self.parts])


def _leave_with(parent: int) -> None:
    """In an extraction process: end when ``parent`` does (killed, it would otherwise leave
    its workers waiting for work for ever); leave Ctrl-C to the parent, which lets the
    batches under way end."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(1)

    threading.Thread(target=watch, name="hwkg-parent-watch", daemon=True).start()


class IngestInterrupted(KeyboardInterrupt):
    """Ctrl-C stopped an ingest between two batches: what was stored is whole, claims too."""

    def __init__(self, summary: IngestSummary) -> None:
        super().__init__()
        self.summary = summary


@contextlib.contextmanager
def _whole_batch() -> Iterator[None]:
    """Ctrl-C waits until the batch being written (its articles, then their claims) is
    stored, and is raised then: an interrupted ingest leaves claims that match its articles."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    heard: list[int] = []
    previous = signal.signal(signal.SIGINT, lambda number, frame: heard.append(number))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
    if heard and callable(previous):
        previous(signal.SIGINT, None)  # the default handler raises KeyboardInterrupt


def ingest(
    paths: Iterable[str],
    store: str | None = None,
    lang: str = "auto",
    workers: int = 1,
    scheduler: str | None = None,
    batch_size: int = BATCH,
    progress: Progress | None = None,
    stdin: IO[bytes] | None = None,
    fetching: FetchPolicy | None = None,
) -> IngestSummary:
    """Read the articles of ``paths`` (files, folders, JSON Lines, ``-`` for ``stdin``),
    extract their facts and store each article in its own named graph; return what was done.

    Paths are checked and the first batch's models loaded before the store is opened, so
    that bad input or a missing model leaves no trace. Articles already stored (same
    content hash) are skipped without being parsed: a stopped run, started again, resumes.
    """
    from hwkg.ingest import Article, check_paths, extract_batch, load_pipeline, read_corpus

    paths = list(paths)
    if workers < 1:
        raise InputError("--workers must be at least 1")
    check_paths(paths, lang)
    batches = _batches(read_corpus(paths, lang, stdin, fetching), batch_size)
    first = next(batches, [])
    for language in sorted({a.lang for a in first if isinstance(a, Article)}):
        load_pipeline(language)
    summary = IngestSummary()
    submit, close, window = _executor(workers, scheduler)
    shared = workers == 1 and not scheduler  # one worker: ``_Sharing``
    interrupted = False
    try:
        with KnowledgeStore(store) as opened:
            opened.ensure_ontology()
            with opened.writing():
                # Batches in flight are bounded: reading never runs far ahead of writing.
                pending: list[Any] = []
                extracted: list[Article] = []  # not written yet
                in_flight: set[str] = set()  # their hashes, and those of the pending batches
                try:
                    for batch, last in _ending(first, batches):
                        todo = _triage(opened, batch, summary, progress, in_flight)
                        if todo:
                            finer = (True,) if last and shared else ()
                            pending.append(submit(extract_batch, todo, *finer))
                        while len(pending) >= window:
                            extracted += pending.pop(0).result()
                            if len(extracted) >= WRITE_AT_LEAST:
                                _write(opened, extracted, summary, progress, in_flight)
                    for job in pending:
                        extracted += job.result()
                    _write(opened, extracted, summary, progress, in_flight)
                except KeyboardInterrupt:
                    # Between two batches (_whole_batch): what is stored is whole, and the
                    # claims are current; the mark of a run cut short can go.
                    interrupted = True
                    for job in pending:
                        job.cancel()
    finally:
        close()
    if interrupted:
        raise IngestInterrupted(summary)
    return summary


def _triage(
    store: KnowledgeStore,
    batch: list[Any],
    summary: IngestSummary,
    progress: Progress | None,
    in_flight: set[str],
) -> list[Article]:
    """The articles of ``batch`` to extract: neither stored nor on their way to the store
    (``in_flight``, to which they are added)."""
    from hwkg.ingest import Article, Skipped

    articles = [a for a in batch if isinstance(a, Article)]
    for item in batch:
        if isinstance(item, Skipped):
            summary.failures.append(item)
            if progress:
                progress(item)
    stored = store.stored(articles)
    todo = []
    for article in articles:
        if article.sha256 in stored or article.sha256 in in_flight:
            summary.already_stored += 1
            if progress:
                progress(IngestResult(article.source, article.sha256, article.lang, 0, 0, True))
            continue
        in_flight.add(article.sha256)
        todo.append(article)
    return todo


def _write(
    store: KnowledgeStore,
    articles: list[Article],
    summary: IngestSummary,
    progress: Progress | None,
    in_flight: set[str],
) -> None:
    """Store ``articles`` (extracted, emptied from the list once written)."""

    def written(done: ArticleWrite) -> None:
        summary.articles += 1
        summary.facts += done.facts
        summary.replaced += done.replaced
        if progress:
            result = IngestResult(
                done.source, done.sha256, done.lang, done.facts, done.entities, False, done.replaced
            )
            progress(result)

    if not articles:
        return
    with _whole_batch():
        store.write_articles(articles, written)
    in_flight.difference_update(a.sha256 for a in articles)
    articles.clear()
