"""Files written whole or not at all: a temporary file beside the target, renamed onto it.

What the target is decides how: a regular file (or a new name) is replaced by a rename; a
symbolic link is followed, and the file it points to is replaced (the link stays a link); a
FIFO or a character device (``/dev/stdout``, ``/dev/null``) is written as a stream, as a
shell's ``>`` would; anything else (a block device, a socket, a folder) is refused.
"""

from __future__ import annotations

import os
import re
import stat
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

from hwkg.graph.errors import StoreError
from hwkg.ingest import InputError

# Names of an open file descriptor (``-o /dev/stdout`` redirected to a file): written as a
# stream, as the shell's redirection meant, never replaced.
_DESCRIPTORS = re.compile(r"/dev/(stdout|stderr|fd/\d+)|/proc/(self|\d+)/fd/\d+")


def _streamed(path: Path, mode: int) -> bool:
    return stat.S_ISFIFO(mode) or stat.S_ISCHR(mode) or bool(_DESCRIPTORS.fullmatch(str(path)))


@contextmanager
def atomic_output(path: str) -> Iterator[IO[bytes]]:
    """Open ``path`` for writing whole: a temporary file beside it, renamed onto it only if
    all went well; a FIFO or a character device is opened and written as a stream."""
    given = Path(path)
    try:
        mode: int | None = given.stat().st_mode  # through links, to what they name
    except FileNotFoundError:
        mode = None  # a new file (or a link to one)
    except OSError as exc:
        raise InputError(f"{path}: cannot write there ({exc.strerror})") from None
    if mode is not None and stat.S_ISDIR(mode):
        raise InputError(f"{path}: is a folder; give a file name with -o")
    if mode is not None and _streamed(given, mode):
        with given.open("wb") as handle:
            yield handle
            handle.flush()
        return
    if mode is not None and not stat.S_ISREG(mode):
        raise InputError(
            f"{path}: is not a regular file, a FIFO or a character device; give a file name with -o"
        )
    # A link is followed to the file it names (through a chain of links): that file is
    # replaced, and the link stays.
    target = Path(os.path.realpath(given)) if given.is_symlink() else given
    parent = target.parent if str(target.parent) else Path(".")
    if not parent.is_dir():
        raise InputError(f"{path}: folder {parent} does not exist")
    try:
        import tempfile  # 7 ms: imported when a file is written

        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=parent)
    except OSError as exc:
        raise InputError(f"{path}: cannot write there ({exc.strerror})") from None
    try:
        with os.fdopen(fd, "wb") as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        # mkstemp makes the file owner-only: keep the mode of the file replaced, else give
        # the one a plain open() would.
        if mode is not None:
            os.chmod(tmp, stat.S_IMODE(mode))
        else:
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
