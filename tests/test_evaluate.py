"""``hwkg evaluate``: gold lists in the shared TSV format scored against fresh extraction and
against what a store holds; real articles of tests/realnews/dev."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from hwkg.graph import api

DEV = Path(__file__).resolve().parent / "realnews" / "dev"
# Two shared examples, one per language, and the gold lists beside them.
NAMES = ("07_elcomercio-amazon-trainium3.es", "05_pytorchblog-amd-pytorch2-rocm.en")


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    target = tmp_path / "gold"
    target.mkdir()
    for name in NAMES:
        for suffix in (".txt", ".gold.tsv"):
            shutil.copy(DEV / f"{name}{suffix}", target)
    return target


def test_scores_each_article_and_lists_misses_and_extras(cli, folder):
    result = cli("evaluate", folder)
    assert result.code == 0, result.err
    for name in NAMES:
        assert f"{name}.txt" in result.out
    missed = result.out.split("Missed")[1].split("Extra")[0]
    lines = [line for line in missed.splitlines() if " | " in line]
    assert lines, "the articles' gold lists have facts no rule finds yet"
    texts = " ".join((folder / f"{n}.txt").read_text(encoding="utf-8") for n in NAMES)
    for line in lines:  # each miss with the evidence its gold list quotes
        evidence = line.split(" | ", 1)[1].strip()
        assert evidence[:40] in " ".join(texts.split())
    # a fact the Spanish article states and hwkg finds is no miss
    assert "aws announces trainium3" not in missed
    overall = result.out.split("Overall")[1]
    assert " es " in overall and " en " in overall and " all " in overall


def test_json_agrees_with_the_api_and_the_store(cli, folder, tmp_path):
    fresh = json.loads(cli("evaluate", folder, "-f", "json").out)
    scores = {r.name: r.score for r in api.evaluate(folder)}
    for article in fresh["articles"]:
        score = scores[article["article"]]
        assert (article["hits"], article["extracted"], article["gold"]) == (
            score.true_positives,
            score.predicted,
            score.gold,
        )
        assert 0 <= article["precision"] <= 1 and 0 <= article["recall"] <= 1
    total = fresh["overall"]["all"]
    assert total["gold"] == sum(s.gold for s in scores.values())
    assert total["hits"] > 0, "real sentences give real facts"
    # the same articles ingested, then scored from the store: the same numbers
    store = tmp_path / "store"
    assert cli("ingest", *sorted(folder.glob("*.txt")), "--store", store).code == 0
    stored = json.loads(cli("evaluate", folder, "--from-store", "--store", store, "-f", "json").out)
    assert stored["overall"] == fresh["overall"]


@pytest.mark.parametrize("fmt", ["table", "md", "json"])
def test_a_summary_shows_no_text_of_the_articles(cli, folder, fmt):
    """How a blind test split is looked at: scores only, in every format."""
    full = cli("evaluate", folder, "-f", fmt).out
    summary = cli("evaluate", folder, "--summary", "-f", fmt).out
    gold = " ".join((folder / f"{n}.gold.tsv").read_text(encoding="utf-8") for n in NAMES)
    evidence = [line.split("\t")[4] for line in gold.splitlines() if line.count("\t") == 4]
    assert any(e[:30] in full for e in evidence), "the full report quotes the evidence"
    assert not any(e[:30] in summary for e in evidence)
    assert "hits" in summary


def test_a_corpus_article_keeps_its_source_line_as_metadata(cli, folder, tmp_path):
    store = tmp_path / "store"
    article = folder / f"{NAMES[0]}.txt"
    assert cli("ingest", article, "--store", store).code == 0
    nt = cli("export", "--store", store, "-f", "nt").out
    assert "https://elcomercio.pe/tecnologia/" in nt  # dcterms:source, schema:url
    assert '"2025-12-02"^^<http://www.w3.org/2001/XMLSchema#date>' in nt
    assert "# source:" not in nt  # the line is not article text


def test_bad_input_is_one_line(cli, folder, tmp_path):
    missing = cli("evaluate", tmp_path / "nowhere")
    assert missing.code == 2 and len(missing.err.strip().splitlines()) == 1
    empty = tmp_path / "empty"
    empty.mkdir()
    none = cli("evaluate", empty)
    assert none.code == 2 and "no article with a gold list" in none.err
    (folder / f"{NAMES[0]}.gold.tsv").write_text("Amazon\tdevelops\n", encoding="utf-8")
    broken = cli("evaluate", folder)
    assert broken.code == 2 and ".gold.tsv:1:" in broken.err
    unknown = cli("evaluate", folder, "--from-store", "--store", tmp_path / "no-store")
    assert unknown.code in (1, 2) and len(unknown.err.strip().splitlines()) == 1


def test_the_sample_articles_gold_list_scores_as_the_readme_says(cli):
    """``hwkg evaluate tests/gold``, as the README's table names it: the sample article stands
    beside its gold list (a link to examples/), so the command scores it."""
    result = cli("evaluate", Path(__file__).resolve().parent / "gold", "--summary", "-f", "json")
    assert result.code == 0, result.err
    sample = json.loads(result.out)["overall"]["es"]
    assert sample["gold"] == 16 and sample["hits"] >= 15
