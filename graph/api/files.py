"""Files written whole or not at all: a temporary file beside the target, renamed onto it."""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

from hwkg.graph.errors import StoreError
from hwkg.ingest import InputError


@contextmanager
def atomic_output(path: str) -> Iterator[IO[bytes]]:
    """Open a temporary file beside ``path``; rename it onto ``path`` only if all went well."""
    target = Path(path)
    if target.is_dir():
        raise InputError(f"{path}: is a folder; give a file name with -o")
    parent = target.parent if str(target.parent) else Path(".")
    if not parent.is_dir():
        raise InputError(f"{path}: folder {parent} does not exist")
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=parent)
    except OSError as exc:
        raise InputError(f"{path}: cannot write there ({exc.strerror})") from None
    try:
        with os.fdopen(fd, "wb") as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        # mkstemp makes the file owner-only; give it the mode a plain open() would.
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_bytes(data: bytes, output: str) -> None:
    """Write ``data`` to ``output`` atomically (``-`` is standard output)."""
    if output == "-":
        sys.stdout.buffer.write(data)
        sys.stdout.flush()
        return
    try:
        with atomic_output(output) as handle:
            handle.write(data)
    except OSError as exc:
        raise StoreError(f"{output}: cannot write ({exc.strerror or exc})") from None
