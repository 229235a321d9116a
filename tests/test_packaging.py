"""`pip install .` gives a working `hwkg` outside the repository: code, data and console script."""

from __future__ import annotations

import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest
from helpers import EXAMPLE, ROOT

# What a wheel is not built from: pip builds in the source folder, and setuptools's build/
# keeps the modules of earlier builds (moved or deleted since), which would ship again.
NOT_SOURCE = shutil.ignore_patterns(
    ".git",
    ".venv",
    "build",
    "dist",
    "*.egg-info",
    "__pycache__",
    ".*_cache",
    ".hypothesis",
    "hwkg-store",
    "demo-store",
    "demo",
)


@pytest.mark.slow
def test_wheel_installs_and_runs_outside_the_repo(tmp_path):
    source = tmp_path / "source"
    shutil.copytree(ROOT, source, ignore=NOT_SOURCE)
    wheels = tmp_path / "wheels"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "-q",
            "-w",
            str(wheels),
            str(source),
        ],
        check=True,
    )
    (wheel,) = wheels.glob("hwkg-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    # The modules of graph/ as they are now, no more (no stale build), and the data files.
    modules = {n for n in names if n.startswith("hwkg/graph/") and n.endswith(".py")}
    code = {f"hwkg/graph/{p.relative_to(ROOT / 'graph')}" for p in (ROOT / "graph").rglob("*.py")}
    assert modules == code
    assert {"hwkg/graph/viz/static/page.js", "hwkg/ontology/__init__.py"} <= names
    assert "hwkg/ontology/places.json" in names  # the place names, read by ingest
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    py = venv / "bin" / "python"
    # Dependencies come from this environment (no network); hwkg itself from the wheel only.
    site = Path(sysconfig.get_paths()["purelib"])
    (next((venv / "lib").glob("python3*/site-packages")) / "deps.pth").write_text(f"{site}\n")
    subprocess.run([str(py), "-m", "pip", "install", "--no-deps", "-q", str(wheel)], check=True)
    work = tmp_path / "elsewhere"
    work.mkdir()
    code = (
        "import hwkg.ingest, hwkg.graph.cli, pathlib; "
        "p = pathlib.Path(hwkg.ingest.__file__).resolve(); "
        "assert 'site-packages' in str(p), p; print(p)"
    )
    shown = subprocess.run([str(py), "-c", code], cwd=work, capture_output=True, text=True)
    assert shown.returncode == 0, shown.stderr
    hwkg = venv / "bin" / "hwkg"
    ran = subprocess.run(
        [str(hwkg), "ingest", str(EXAMPLE), "--store", str(work / "s")],
        cwd=work,
        capture_output=True,
        text=True,
    )
    assert ran.returncode == 0, ran.stderr
    checked = subprocess.run(
        [str(hwkg), "validate", "--store", str(work / "s")],
        cwd=work,
        capture_output=True,
        text=True,
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr
    listed = subprocess.run(
        [str(hwkg), "query", "--list"], cwd=work, capture_output=True, text=True
    )
    assert "counts-by-class" in listed.stdout
    # The page's script and style, and the server's templates, are files of the wheel.
    drawn = subprocess.run(
        [str(hwkg), "viz", "--store", str(work / "s"), "-o", str(work / "g.html")],
        cwd=work,
        capture_output=True,
        text=True,
    )
    assert drawn.returncode == 0, drawn.stderr
    assert "hwkg-network" in (work / "g.html").read_text(encoding="utf-8")
    templates = (
        "from hwkg.graph.serve.app import TEMPLATES; print((TEMPLATES / 'index.html').is_file())"
    )
    found = subprocess.run([str(py), "-c", templates], cwd=work, capture_output=True, text=True)
    assert found.stdout.strip() == "True", found.stderr
