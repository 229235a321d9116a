"""``hwkg evaluate``: precision and recall against gold lists, with each miss and each extra."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.table import Table

from hwkg.graph import api
from hwkg.ingest import LANGUAGES, InputError

if TYPE_CHECKING:
    from hwkg.ingest import ArticleScore, Score

from .options import StoreOption
from .output import out, to_stdout

FORMATS = ("table", "md", "json")


def evaluate(
    folder: Annotated[
        Path,
        typer.Argument(help="A folder of articles (X.txt) with their gold lists (X.gold.tsv)."),
    ],
    store: StoreOption = None,
    from_store: Annotated[
        bool,
        typer.Option(
            "--from-store",
            help="Score what the store holds for these articles instead of extracting afresh.",
        ),
    ] = False,
    lang: Annotated[str, typer.Option(help="Language of the articles: es, en or auto.")] = "auto",
    summary: Annotated[
        bool, typer.Option("--summary", help="Only the scores: no list of misses and extras.")
    ] = False,
    fmt: Annotated[str, typer.Option("--format", "-f", help="table, md or json.")] = "table",
) -> None:
    """Score extraction against gold lists: precision and recall per article, per language
    and overall, and each missed and each extra fact with its sentence.

    Gold lists use the shared TSV format: subject, relation, object, weight (1: stated, a miss
    counts; 0: implied, neither right nor wrong), evidence. Example: hwkg evaluate
    tests/realnews/dev ; hwkg evaluate my-gold/ --from-store --store my-store --summary
    """
    if fmt not in FORMATS:
        raise InputError(f"-f {fmt!r}: use one of {', '.join(FORMATS)}")
    if lang != "auto" and lang not in LANGUAGES:
        raise InputError(f"--lang {lang!r}: use {', '.join(LANGUAGES)} or auto")
    results = api.evaluate(folder, store if from_store else None, lang)
    if not results:
        raise InputError(f"{folder}: no article with a gold list beside it (X.txt, X.gold.tsv)")
    if fmt == "json":
        to_stdout(json.dumps(_as_json(results, summary), ensure_ascii=False, indent=2) + "\n")
        return
    if fmt == "md":
        to_stdout(_markdown(results, summary))
        return
    out.print(_articles_table(results))
    if not summary:
        _print_lists(results)
    out.print(_totals_table(results))


def _totals(results: list[ArticleScore]) -> list[tuple[str, Score]]:
    from hwkg.ingest import EMPTY  # with the lexicons: for this command alone

    by_lang: dict[str, Score] = {}
    for r in results:
        by_lang[r.lang] = by_lang.get(r.lang, EMPTY) + r.score
    total = EMPTY
    for s in by_lang.values():
        total = total + s
    return [*sorted(by_lang.items()), ("all", total)]


def _cells(score: Score) -> list[str]:
    return [
        f"{score.precision:.2f}",
        f"{score.recall:.2f}",
        str(score.true_positives),
        str(score.predicted),
        str(score.gold),
    ]


HEADER = ["precision", "recall", "hits", "extracted", "gold"]


def _articles_table(results: list[ArticleScore]) -> Table:
    table = Table(title="Per article", title_justify="left")
    for column in ("article", "lang", *HEADER):
        table.add_column(column)
    for r in results:
        table.add_row(r.name, r.lang, *_cells(r.score))
    return table


def _totals_table(results: list[ArticleScore]) -> Table:
    table = Table(title="Overall (distinct facts; weight-0 facts neither right nor wrong)")
    for column in ("language", *HEADER):
        table.add_column(column)
    for lang, score in _totals(results):
        table.add_row(lang, *_cells(score))
    return table


def _print_lists(results: list[ArticleScore]) -> None:
    for title, pick in (
        ("Missed (in the gold list, not extracted), with the evidence", lambda r: r.missed),
        ("Extra (extracted, not in the gold list), with the sentence", lambda r: r.spurious),
    ):
        out.print(f"\n{title}")
        for r in results:
            for (s, p, o), sentence in pick(r):
                out.print(f"  {r.name}: {s} {p} {o}  | {sentence}", markup=False)
        out.print()


def _markdown(results: list[ArticleScore], summary: bool) -> str:
    lines = ["| article | lang | " + " | ".join(HEADER) + " |", "|---" * (len(HEADER) + 2) + "|"]
    lines += [f"| {r.name} | {r.lang} | " + " | ".join(_cells(r.score)) + " |" for r in results]
    lines += ["", "| language | " + " | ".join(HEADER) + " |", "|---" * (len(HEADER) + 1) + "|"]
    lines += [f"| {lang} | " + " | ".join(_cells(s)) + " |" for lang, s in _totals(results)]
    if not summary:
        for title, attr in (("Missed", "missed"), ("Extra", "spurious")):
            lines += ["", f"**{title}**", ""]
            for r in results:
                for (s, p, o), sentence in getattr(r, attr):
                    lines.append(f"- {r.name}: `{s} {p} {o}` — {sentence}")
    return "\n".join(lines) + "\n"


def _score_json(score: Score) -> dict[str, float | int]:
    return {
        "precision": round(score.precision, 4),
        "recall": round(score.recall, 4),
        "hits": score.true_positives,
        "extracted": score.predicted,
        "gold": score.gold,
    }


def _as_json(results: list[ArticleScore], summary: bool = False) -> dict[str, object]:
    """Scores per article and overall; with ``summary``, no misses or extras (nothing of the
    articles' text: a blind test split is looked at this way)."""
    return {
        "articles": [
            {
                "article": r.name,
                "lang": r.lang,
                **_score_json(r.score),
                **(
                    {}
                    if summary
                    else {
                        "missed": [{"fact": list(t), "evidence": e} for t, e in r.missed],
                        "extra": [{"fact": list(t), "sentence": e} for t, e in r.spurious],
                    }
                ),
            }
            for r in results
        ],
        "overall": {lang: _score_json(s) for lang, s in _totals(results)},
    }
