"""The command line's own errors (issue 15, items 13 and 14): a usage error is click's usage
message and exit 2; ``serve`` that cannot start is one line, exit 2 (bad input) or 1."""

from __future__ import annotations

import re
import socket
import subprocess
import sys

import httpx
import pytest
from helpers import EXAMPLE

from hwkg.graph import api


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory):
    path = tmp_path_factory.mktemp("cli-errors") / "store"
    api.ingest([str(EXAMPLE)], str(path))
    return path


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["evaluate", "--nope", "x"], "No such option: --nope"),
        (["evalute"], "No such command 'evalute'"),
        (["query", "--bogus"], "No such option: --bogus"),
        (["export", "-f"], "Option '-f' requires an argument"),
        (["serve", "--port", "eighty"], "Invalid value for '--port'"),
        (["ingest"], "Missing argument"),
    ],
)
def test_a_usage_error_is_the_usage_message_and_exit_2(cli, args, message):
    result = cli(*args)
    assert result.code == 2, result.err
    assert message in result.err
    if args != ["export", "-f"]:  # click names no usage for an option left without its value
        assert "Usage: hwkg" in result.err
    assert "unexpected" not in result.err and "Traceback" not in result.err


def _one_line(result) -> str:
    assert "Traceback" not in result.err
    assert result.err.count("\n") == 1, result.err
    return result.err


def test_serve_on_a_port_out_of_range_is_one_line(cli, store):
    result = cli("serve", "--store", store, "--port", "99999")
    assert result.code == 2 and "from 0 to 65535" in _one_line(result)


def test_serve_on_a_port_in_use_is_one_line(cli, store):
    with socket.create_server(("127.0.0.1", 0)) as taken:
        port = taken.getsockname()[1]
        result = cli("serve", "--store", store, "--port", str(port))
    assert result.code == 1 and f"port {port} on 127.0.0.1 is in use" in _one_line(result)


@pytest.mark.parametrize("host", ["bad..host", "203.0.113.7"])  # no name to look up: no DNS
def test_serve_on_a_bad_host_is_one_line(cli, store, host):
    result = cli("serve", "--store", store, "--host", host, "--port", "0")
    assert result.code == 2 and f"--host {host}" in _one_line(result).replace("'", "")


def _ipv6_loopback() -> bool:
    try:
        with socket.create_server(("::1", 0), family=socket.AF_INET6):
            return True
    except OSError:
        return False


@pytest.mark.slow
@pytest.mark.skipif(not _ipv6_loopback(), reason="no IPv6 loopback here")
def test_serve_on_ipv6_says_a_url_that_answers(store):
    """The start-up line's URL is one a browser opens: an IPv6 address in brackets (it said
    ``http://::1:8000/``)."""
    code = "import sys; from hwkg.graph.cli import main; sys.exit(main())"
    args = [sys.executable, "-c", code, "serve", "--store", str(store)]
    proc = subprocess.Popen(
        [*args, "--host", "::1", "--port", "0"], stderr=subprocess.PIPE, text=True
    )
    try:
        assert proc.stderr is not None
        line = proc.stderr.readline()
        url = re.search(r"at (\S+) ", line)
        assert url is not None, line
        assert url.group(1).startswith("http://[::1]:"), line
        answer = httpx.get(f"{url.group(1)}sparql", params={"query": "ASK {}"}, trust_env=False)
        assert answer.status_code == 200
    finally:
        proc.terminate()
        proc.wait(timeout=20)
