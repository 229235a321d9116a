"""Build a test corpus of any size from the articles in the repository.

The sample article, the development articles (tests/articles) and the held-out ones
(tests/eval), each copied with a numbered closing line so that every copy is a distinct
article (a distinct content hash) with the same facts.

    python benchmarks/make_corpus.py OUT_DIR N          # N .txt files
    python benchmarks/make_corpus.py OUT.jsonl N        # N JSON Lines records
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = sorted(
    [
        ROOT / "examples" / "torchtpu-torchneuron.es.txt",
        *(ROOT / "tests" / "articles").glob("*.txt"),
        *(ROOT / "tests" / "eval").glob("*.txt"),
    ]
)
NOTE = {"es": "Nota de redacción número {n}.", "en": "Editor's note number {n}."}


def articles(n: int) -> Iterator[tuple[str, str, str]]:
    """Yield (name, language, text) for ``n`` distinct articles."""
    texts = [(p.name.split(".")[0], p.name.split(".")[-2], p.read_text("utf-8")) for p in SOURCES]
    for i in range(n):
        stem, lang, text = texts[i % len(texts)]
        copy = i // len(texts)
        yield (
            f"{stem}-{copy:05d}.{lang}.txt",
            lang,
            text.rstrip("\n") + "\n" + NOTE[lang].format(n=copy) + "\n",
        )


def write_folder(out: Path, n: int) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, _, text in articles(n):
        path = out / name
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return paths


def write_jsonl(out: Path, n: int) -> Path:
    with out.open("w", encoding="utf-8") as handle:
        for name, lang, text in articles(n):
            record = {"id": name, "text": text, "lang": lang, "url": f"https://news.example/{name}"}
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")
    return out


if __name__ == "__main__":
    target, count = Path(sys.argv[1]), int(sys.argv[2])
    if target.suffix == ".jsonl":
        write_jsonl(target, count)
    else:
        write_folder(target, count)
