"""``hwkg serve`` against hostile pages and clients (issue 15): DNS rebinding (item 3), links
an import can plant (item 4)."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest
from helpers import running_server

from hwkg.graph.serve.app import HostCheck, answered_hosts


async def _nothing(*args: object) -> None:
    return None


REBOUND = {"Host": "attacker.example", "Origin": "http://attacker.example"}


def test_a_rebound_name_is_refused_for_reads(server: str, http: httpx.Client) -> None:
    """A page of attacker.example whose name now resolves to 127.0.0.1 sends its own name."""
    for path in ("/sparql?query=ASK%7B%7D", "/", "/graph", "/id/amazon", "/query?query=ASK%7B%7D"):
        answer = http.get(server + path, headers=REBOUND)
        assert answer.status_code == 400, path
        assert "not a name of this server" in answer.text
    assert http.get(server + "/sparql?query=ASK%7B%7D").status_code == 200


def test_a_rebound_name_is_refused_for_updates(writable_server: str, http: httpx.Client) -> None:
    update = "INSERT DATA { GRAPH <urn:x-hwkg:rebound> { <urn:a> <urn:b> <urn:c> } }"
    answer = http.post(f"{writable_server}/update", data={"update": update}, headers=REBOUND)
    assert answer.status_code == 400
    probe = "ASK { GRAPH <urn:x-hwkg:rebound> { ?s ?p ?o } }"
    assert http.get(f"{writable_server}/sparql", params={"query": probe}).json()["boolean"] is False


@pytest.mark.parametrize(
    ("host", "allowed", "header", "answered"),
    [
        ("127.0.0.1", (), "127.0.0.1:8000", True),
        ("127.0.0.1", (), "localhost:8000", True),
        ("127.0.0.1", (), "LOCALHOST.", True),
        ("127.0.0.1", (), "attacker.example", False),
        ("127.0.0.1", (), "attacker.example:8000", False),
        ("127.0.0.1", (), "127.0.0.1.attacker.example", False),
        ("127.0.0.1", (), "10.0.0.5", False),
        ("127.0.0.1", ("kg.example",), "KG.example:8000", True),
        ("::1", (), "[::1]:8000", True),
        ("0.0.0.0", (), "192.168.1.20:8000", True),
        ("0.0.0.0", (), "[fe80::1]:8000", True),
        ("0.0.0.0", (), "attacker.example", False),
        ("0.0.0.0", ("kg.example",), "kg.example", True),
        ("kg.example", (), "kg.example", True),
        ("kg.example", (), "localhost", False),
    ],
)
def test_the_names_a_server_answers(
    host: str, allowed: tuple[str, ...], header: str, answered: bool
) -> None:
    check = HostCheck(_nothing, answered_hosts(host, allowed))
    assert check.allows(header) is answered


@pytest.mark.slow
def test_allowed_host_is_answered(serve_store: Path, tmp_path: Path, http: httpx.Client) -> None:
    """--allowed-host names a host to answer (a reverse proxy's name, say)."""
    log = tmp_path / "server.log"
    with running_server(serve_store, log, "--allowed-host", "kg.example") as url:
        ask = f"{url}/sparql?query=ASK%7B%7D"
        assert http.get(ask, headers={"Host": "kg.example"}).status_code == 200
        assert http.get(ask, headers={"Host": "attacker.example"}).status_code == 400


def test_same_as_links_only_to_the_web(writable_server: str, http: httpx.Client) -> None:
    """owl:sameAs from curated data is shown; only an http(s) IRI is a link."""
    schemes = ["javascript:alert(1)", "JavaScript:alert(2)", "data:text/html,x", "vbscript:x"]
    objects = " , ".join(f"<{s}>" for s in [*schemes, "https://www.wikidata.org/entity/Q3884"])
    update = (
        "INSERT DATA { GRAPH <https://w3id.org/hwkg/import/links> { "
        f"<https://w3id.org/hwkg/id/amazon> <http://www.w3.org/2002/07/owl#sameAs> {objects} }} }}"
    )
    assert http.post(f"{writable_server}/update", data={"update": update}).status_code == 204
    page = http.get(f"{writable_server}/id/amazon").text
    for scheme in schemes:
        assert scheme in page  # shown
        assert f'href="{scheme}' not in page  # never a link
    assert 'href="https://www.wikidata.org/entity/Q3884"' in page
