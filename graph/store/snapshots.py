"""Readers of an Oxigraph folder read a snapshot, never the folder a writer may be writing.

RocksDB's read-only open while another process writes is undefined behaviour (pyoxigraph
says so): readers beside an ingest crashed, grew to 24 GB, or found .sst files gone. So the
one process that holds a store open for writing publishes snapshots: RocksDB checkpoints
(``Store.backup``: hard links to the immutable files, a few milliseconds) in
``<store>/snapshots/<n>``, when it opens a store that has none and each time its writes are
flushed (after every batch of an ingest, every update, and on closing). A reader opens the
newest snapshot read-only: the store as the last flush left it, articles and claims whole,
and nothing another process does can change it under the reader.

A reader holds a shared lock on its snapshot's ``READERS`` file while it reads; the writer
deletes a snapshot once a newer one exists and no reader holds it. The writer's pid is in
``snapshots/WRITER`` while it writes, so that a reader that finds no snapshot yet can say
who is writing.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import threading
import time
from pathlib import Path
from typing import IO, Any

import pyoxigraph as ox

from hwkg.graph.errors import StoreError

FOLDER = "snapshots"
READERS = "READERS"
WRITER = "WRITER"
# How long a reader waits for a writer's first snapshot of a store that has none.
FIRST_SNAPSHOT_SECONDS = 10.0


def folder(store: Path) -> Path:
    return store / FOLDER


def newest(store: Path) -> Path | None:
    """The newest snapshot of ``store``, or None."""
    numbers = [int(p.name) for p in _entries(store) if p.name.isdigit()]
    return folder(store) / str(max(numbers)) if numbers else None


def _entries(store: Path) -> list[Path]:
    try:
        return list(folder(store).iterdir())
    except (FileNotFoundError, NotADirectoryError):
        return []


def writer_pid(store: Path) -> int | None:
    """The pid of the process writing ``store``, if one is alive."""
    try:
        pid = int((folder(store) / WRITER).read_text().strip())
    except (OSError, ValueError):
        return None
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return None
    except PermissionError:
        pass  # alive, another user's
    return pid


# -- the writer -----------------------------------------------------------------------------


def writing(store: Path, db: ox.Store) -> None:
    """A writer opened ``store``: say so, and publish a first snapshot if there is none."""
    folder(store).mkdir(exist_ok=True)
    (folder(store) / WRITER).write_text(f"{os.getpid()}\n")
    if newest(store) is None:
        publish(store, db)


def done_writing(store: Path) -> None:
    finish_deletions()
    with contextlib.suppress(OSError):
        (folder(store) / WRITER).unlink()


def publish(store: Path, db: ox.Store) -> Path:
    """Publish the store as it is now (flushed) as its newest snapshot; delete the older ones
    no reader holds. Return the snapshot."""
    last = newest(store)
    number = 1 if last is None else int(last.name) + 1
    target = folder(store) / str(number)
    building = folder(store) / f".building-{number}-{os.getpid()}"
    with contextlib.suppress(FileNotFoundError):
        _rmtree(building)  # left by a writer killed half-way
    db.backup(str(building))
    (building / READERS).touch()
    os.rename(building, target)  # whole, or not there at all
    prune(store, behind=True)
    return target


def _rmtree(path: Path, ignore_errors: bool = False) -> None:
    import shutil  # with bz2 and lzma, 4 ms: a reader seldom has anything to delete

    shutil.rmtree(path, ignore_errors=ignore_errors)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


# Folders of retired snapshots being deleted by a thread of this process (``_delete_behind``).
_DELETING: dict[Path, threading.Thread] = {}


def _delete_behind(gone: Path) -> None:
    """Delete ``gone`` (a snapshot already renamed ``.deleting-N``: no reader can open it) on
    a thread of its own, off the writer's path: each publish of an ingest deleted the
    previous snapshot's hard links in the writing thread (about 130 of 7,700 py-spy samples
    of one worker's ingest). The thread is no daemon: the interpreter waits for it before the
    process ends, and a writer waits for it as it closes (``finish_deletions``); killed
    half-way, the next prune deletes what it left."""
    for path, done in list(_DELETING.items()):
        if not done.is_alive():
            del _DELETING[path]
    thread = threading.Thread(
        target=_rmtree, args=(gone, True), name="hwkg-snapshot-delete", daemon=False
    )
    _DELETING[gone] = thread
    thread.start()


def finish_deletions() -> None:
    """Wait for the deletions this process left to its threads."""
    while _DELETING:
        _DELETING.popitem()[1].join()


def prune(store: Path, behind: bool = False) -> None:
    """Delete the snapshots older than the newest that no reader holds, and any left half
    built by a writer that was killed. Writers prune as they publish (``behind``: the
    deleting itself on a thread of its own), readers as they close."""
    last = newest(store)
    for entry in _entries(store):
        if entry == last:
            continue
        if entry.name.startswith(".building-"):
            pid = entry.name.rsplit("-", 1)[-1]
            if pid.isdigit() and int(pid) != os.getpid() and not _alive(int(pid)):
                _rmtree(entry, ignore_errors=True)  # left by a writer that was killed
            continue
        if not entry.name.isdigit():
            continue
        try:
            handle = (entry / READERS).open("rb")
        except OSError:
            continue
        with handle:
            try:
                fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                continue  # a reader holds it
            gone = entry.with_name(f".deleting-{entry.name}")
            with contextlib.suppress(OSError):
                os.rename(entry, gone)
                if behind:
                    _delete_behind(gone)
                else:
                    _rmtree(gone, ignore_errors=True)
    for entry in _entries(store):  # deletions a killed writer left
        if entry.name.startswith(".deleting-") and entry not in _DELETING:
            _rmtree(entry, ignore_errors=True)


# -- readers --------------------------------------------------------------------------------


def open_reader(store: Path) -> tuple[ox.Store, IO[bytes]]:
    """Open the newest snapshot of ``store`` read-only; return it and the handle whose
    shared lock keeps it from deletion (close it after the store).

    A store with no snapshot yet (made by an older hwkg) gets one first: from its writer,
    which publishes one as it starts (waited for a few seconds), or, with no writer, by
    opening the store for writing a moment. Else one line: who is writing it.
    """
    deadline = time.monotonic() + FIRST_SNAPSHOT_SECONDS
    while True:
        snapshot = newest(store)
        if snapshot is not None:
            held = _hold(snapshot)
            if held is not None:
                try:
                    return ox.Store.read_only(str(snapshot)), held
                except (OSError, RuntimeError) as exc:
                    held.close()
                    raise StoreError(f"cannot open store {store}: {_first(exc)}") from None
            continue  # deleted as it was chosen: a newer one is there
        pid = writer_pid(store)
        if pid is None and _publish_alone(store):
            continue
        if time.monotonic() > deadline:
            who = f"pid {pid}" if pid is not None else "another process"
            raise StoreError(
                f"the store {store} is being written by {who}; "
                "read it again once that write has ended"
            )
        time.sleep(0.1)


def _hold(snapshot: Path) -> IO[bytes] | None:
    """A shared lock on ``snapshot``'s readers file, or None when it is being deleted."""
    try:
        handle = (snapshot / READERS).open("rb")
    except OSError:
        return None
    try:
        fcntl.flock(handle, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except OSError:
        handle.close()
        return None
    if not (snapshot / READERS).exists():  # renamed for deletion before the lock was ours
        handle.close()
        return None
    return handle


def _publish_alone(store: Path) -> bool:
    """Open the store for writing just long enough to publish a snapshot; False when a
    writer holds it."""
    try:
        db: Any = ox.Store(str(store))
    except (OSError, RuntimeError) as exc:
        if "lock" in str(exc).lower():
            return False
        raise StoreError(f"cannot open store {store}: {_first(exc)}") from None
    try:
        folder(store).mkdir(exist_ok=True)
        if newest(store) is None:
            publish(store, db)
    finally:
        del db
        finish_deletions()
    return True


def _first(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__
