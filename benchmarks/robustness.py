"""Benchmark what issue 15 asked of a server under load and of validation: ratios measured in
one run, side by side (the machines are shared and noisy; see README.md).

    .venv/bin/python benchmarks/robustness.py           # full: a few minutes on 2 cores
    .venv/bin/python benchmarks/robustness.py --quick   # smaller sizes (a smoke test)

1. light requests under load: p95 latency of saved-question and entity pages while two
   clients keep the workers on queries that run to the time limit, over the same clients'
   p95 with nothing else running                                       reported
   ... and that loaded p95 over the server's time limit (what a light request waited before
   the pool gave it a worker of its own: the whole limit, or 503)       target <= 0.25
2. validation scales: seconds per article of ``api.validate`` (store to verdict) on 4 N
   articles over N
                                                                        target <= 1.2
3. validation cost: pySHACL as the shapes were written to be run (inference="rdfs") over
   ``api.validate``, the same N articles, the same verdict               target >= 10
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import httpx
import make_corpus
from rdflib import Graph

from hwkg.graph import api
from hwkg.ontology import ONTOLOGY_FILE, SHAPES_FILE

SOURCES = len(make_corpus.SOURCES)
HEAVY = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i }"
LIGHT = ["/ask/frameworks-by-chip", "/id/amazon", "/ask/developers", "/"]
TIME_LIMIT = 6.0


def say(text: str = "") -> None:
    print(text, flush=True)


def build_store(folder: Path, articles: int) -> Path:
    corpus = folder / f"corpus-{articles}"
    make_corpus.write_folder(corpus, articles)
    store = folder / f"store-{articles}"
    api.ingest([str(corpus)], str(store))
    return store


# -- 1. the server under load --------------------------------------------------------------


def serve(store: Path, log: Path) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    code = "import sys; from hwkg.graph.cli import main; sys.exit(main())"
    args = [sys.executable, "-c", code, "serve", "--store", str(store), "--port", str(port)]
    args += ["--timeout", str(TIME_LIMIT), "--workers", "2"]
    proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=log.open("wb"))
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    with httpx.Client(trust_env=False, timeout=5) as http:
        while time.monotonic() < deadline:
            try:
                if http.get(f"{url}/sparql", params={"query": "ASK {}"}).status_code == 200:
                    return proc, url
            except httpx.HTTPError:
                pass
            time.sleep(0.2)
    proc.kill()
    raise SystemExit(f"the server did not start: {log.read_text()}")


def free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def light_p95(url: str, clients: int, each: int) -> tuple[float, int, int]:
    """(p95 seconds, requests, failures) of ``clients`` threads asking light pages."""
    latencies: list[float] = []
    failures: list[int] = []

    def client(number: int) -> None:
        with httpx.Client(trust_env=False, timeout=60) as http:
            for n in range(each):
                started = time.perf_counter()
                answer = http.get(url + LIGHT[(number + n) % len(LIGHT)])
                latencies.append(time.perf_counter() - started)
                if answer.status_code != 200:
                    failures.append(answer.status_code)
                time.sleep(0.1)

    threads = [threading.Thread(target=client, args=(n,)) for n in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    ordered = sorted(latencies)
    return ordered[max(0, int(0.95 * len(ordered)) - 1)], len(ordered), len(failures)


def load_ratio(work: Path, quick: bool) -> list[str]:
    store = build_store(work, SOURCES)
    proc, url = serve(store, work / "server.log")
    clients, each = (4, 8) if quick else (4, 25)
    try:
        light_p95(url, 2, 4)  # warm: pages cached, workers ready
        idle = light_p95(url, clients, each)
        stop = threading.Event()

        def heavy() -> None:
            with httpx.Client(trust_env=False, timeout=60) as http:
                while not stop.is_set():
                    http.get(f"{url}/sparql", params={"query": HEAVY})

        heavies = [threading.Thread(target=heavy, daemon=True) for _ in range(2)]
        for thread in heavies:
            thread.start()
        time.sleep(2)
        loaded = light_p95(url, clients, each)
        stop.set()
    finally:
        proc.terminate()
        proc.wait(30)
    lines = [
        f"1. light p95, idle:   {idle[0] * 1000:8.1f} ms ({idle[1]} requests, {idle[2]} failed)",
        f"   light p95, loaded: {loaded[0] * 1000:8.1f} ms ({loaded[1]} requests, "
        f"{loaded[2]} failed; two clients on queries that run to the {TIME_LIMIT:g} s limit)",
        f"   loaded / idle: {loaded[0] / idle[0]:.1f}   loaded / time limit: "
        f"{loaded[0] / TIME_LIMIT:.3f} {'PASS' if loaded[0] / TIME_LIMIT <= 0.25 else 'ABOVE'}"
        " (target <= 0.25)",
    ]
    return lines


# -- 2 and 3. validation ---------------------------------------------------------------------


def timed_validate(store: Path) -> tuple[float, bool]:
    """Seconds of ``hwkg validate`` on the store, end to end: what a user waits for (reading
    the store once cost more than the check itself did on 5,000 articles)."""
    started = time.perf_counter()
    report = api.validate(store=str(store))
    return time.perf_counter() - started, report.conforms


def pyshacl_rdfs(store: Path) -> tuple[float, bool]:
    from pyshacl import validate

    data = Graph().parse(data=api.export_bytes("nt", str(store)).decode("utf-8"), format="nt")
    started = time.perf_counter()
    conforms, _, _ = validate(
        data,
        shacl_graph=Graph().parse(SHAPES_FILE, format="turtle"),
        ont_graph=Graph().parse(ONTOLOGY_FILE, format="turtle"),
        inference="rdfs",
        allow_warnings=True,
    )
    return time.perf_counter() - started, bool(conforms)


def validate_ratios(work: Path, quick: bool) -> list[str]:
    n = SOURCES if quick else 2 * SOURCES
    small, large = build_store(work, n), build_store(work, 4 * n)
    timed_validate(small)  # warm: shapes and ontology parsed once per process
    t_small, ok_small = timed_validate(small)
    t_large, ok_large = timed_validate(large)
    t_ref, ok_ref = pyshacl_rdfs(small)
    per_small, per_large = t_small / n, t_large / (4 * n)
    scale = per_large / per_small
    speed = t_ref / t_small
    return [
        f"2. validate: {per_small * 1000:.1f} ms/article on {n} articles, "
        f"{per_large * 1000:.1f} ms/article on {4 * n}; ratio {scale:.2f} "
        f"{'PASS' if scale <= 1.2 else 'ABOVE'} (target <= 1.2); at that pace 5,000 articles "
        f"take {per_large * 5000:.0f} s (the issue measured over 300 s)",
        f"3. pySHACL with RDFS inference / hwkg validate, {n} articles: {t_ref:.1f} s vs "
        f"{t_small:.2f} s; ratio {speed:.1f} {'PASS' if speed >= 10 else 'BELOW'} (target >= 10);"
        f" same verdict: {ok_ref == ok_small} (conforms {ok_small}, {ok_large} at {4 * n})",
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    quick = parser.parse_args().quick
    started = time.monotonic()
    say(f"load average at start {os.getloadavg()[0]:.2f}; {os.cpu_count()} CPUs")
    with tempfile.TemporaryDirectory(prefix="hwkg-robustness-") as tmp:
        work = Path(tmp)
        for line in load_ratio(work, quick) + validate_ratios(work, quick):
            say(line)
    say(f"{time.monotonic() - started:.0f} s in all; load average {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
