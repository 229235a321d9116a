"""``export -o`` onto what is already there (issue 15, item 6): a link is written through to
its target, a FIFO or a device is streamed to, anything else is refused in one line."""

from __future__ import annotations

import os
import socket
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from helpers import EXAMPLE

from hwkg.graph import api


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("files") / "store"
    api.ingest([str(EXAMPLE)], str(path))
    return path


@pytest.fixture(scope="module")
def turtle(store: Path) -> bytes:
    return api.export_bytes("turtle", str(store))


def test_a_link_is_written_through_to_its_target(cli, store, turtle, tmp_path):
    target = tmp_path / "real.ttl"
    target.write_text("old\n")
    link = tmp_path / "link.ttl"
    link.symlink_to(target)
    chain = tmp_path / "chain.ttl"
    chain.symlink_to(link)
    assert cli("export", "--store", store, "-o", chain).code == 0
    assert chain.is_symlink() and link.is_symlink()
    assert target.read_bytes() == turtle
    assert sorted(p.name for p in tmp_path.iterdir()) == ["chain.ttl", "link.ttl", "real.ttl"]


def test_a_dangling_link_gets_its_target(cli, store, turtle, tmp_path):
    link = tmp_path / "link.ttl"
    link.symlink_to(tmp_path / "new.ttl")
    assert cli("export", "--store", store, "-o", link).code == 0
    assert link.is_symlink() and (tmp_path / "new.ttl").read_bytes() == turtle


def test_a_fifo_is_streamed_to(cli, store, turtle, tmp_path):
    fifo = tmp_path / "pipe.ttl"
    os.mkfifo(fifo)
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_bytes()), daemon=True)
    reader.start()
    result = cli("export", "--store", store, "-f", "turtle", "-o", fifo)
    reader.join(30)
    assert result.code == 0, result.err
    assert received == [turtle]
    assert stat.S_ISFIFO(fifo.stat().st_mode)


def test_a_null_device_stays_a_device(cli, store, tmp_path):
    # As root, a device of its own: a test of broken code must not turn /dev/null into a file.
    null = Path("/dev/null")
    if os.geteuid() == 0:
        null = tmp_path / "null"
        os.mknod(null, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    assert cli("export", "--store", store, "-f", "nt", "-o", null).code == 0
    assert stat.S_ISCHR(null.stat().st_mode)


@pytest.mark.skipif(os.geteuid() != 0, reason="making a device node needs root")
def test_a_full_device_is_one_line_and_stays_a_device(cli, store, tmp_path):
    full = tmp_path / "full"
    os.mknod(full, stat.S_IFCHR | 0o666, os.makedev(1, 7))  # /dev/full
    result = cli("export", "--store", store, "-f", "nt", "-o", full)
    assert result.code == 1
    assert result.err.count("\n") == 1 and "No space left on device" in result.err
    assert stat.S_ISCHR(full.stat().st_mode)


def test_a_socket_is_refused_in_one_line(cli, store, tmp_path):
    path = tmp_path / "sock"
    with socket.socket(socket.AF_UNIX) as listening:
        listening.bind(str(path))
        result = cli("export", "--store", store, "-f", "nt", "-o", path)
    assert result.code == 2
    assert result.err.count("\n") == 1 and "not a regular file" in result.err
    assert stat.S_ISSOCK(path.stat().st_mode)


def test_a_descriptor_into_a_redirected_file(store, turtle, tmp_path):
    """-o /dev/fd/1 (as /dev/stdout) with standard output sent to a file: written there, as
    a shell's redirection means, never a rename over it. (Not /dev/stdout itself: a test of
    broken code, run as root, would turn the machine's /dev/stdout into a file.)"""
    out = tmp_path / "out.ttl"
    with out.open("wb") as handle:
        inode = os.fstat(handle.fileno()).st_ino
        code = "from hwkg.graph.cli import main; raise SystemExit(main())"
        args = [sys.executable, "-c", code, "export", "--store", str(store), "-o", "/dev/fd/1"]
        done = subprocess.run(args, stdout=handle, stderr=subprocess.PIPE, timeout=120)
    assert done.returncode == 0, done.stderr
    assert out.read_bytes() == turtle and out.stat().st_ino == inode
