"""The rules' gates (``ChunkedSentence.lacks``: a rule, or a reading of one, that needs one of
its lexicon's words is skipped in a sentence that has none) drop nothing: every gated rule
finds the same candidates, sentence by sentence, with its gates as with every gate open. So
does the maker phrases' gate (``makers.lacks_phrases``), paragraph by paragraph."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from hwkg.ingest import Article, coreference, extract, makers, new_article, read_corpus
from hwkg.ingest.extract import extract_batch
from hwkg.ingest.lexicon import load_lexicon
from hwkg.ingest.rules import jointly, members, modifiers, placement, purpose, rounds
from hwkg.ingest.rules.chunks import ChunkedSentence
from hwkg.ingest.rules.lemmas import participle_infinitives, participles

GATED = (jointly, members, modifiers, placement, purpose, rounds)
REALNEWS = Path(__file__).parent / "realnews"


def _opened_and_gated(monkeypatch: pytest.MonkeyPatch) -> tuple[list[Any], Counter[str]]:
    """Make each gated rule run twice a sentence, gated and open; collect the differences."""
    differences: list[Any] = []
    found: Counter[str] = Counter()
    lacks = ChunkedSentence.lacks

    def checked(rule: Any) -> Any:
        gated_extract = rule.extract

        def run(view: Any) -> Iterator[Any]:
            gated = list(gated_extract(view))
            ChunkedSentence.lacks = lambda self, needed: False  # type: ignore[method-assign]
            try:
                opened = list(gated_extract(view))
            finally:
                ChunkedSentence.lacks = lacks  # type: ignore[method-assign]
            if gated != opened:
                differences.append((rule.__name__, view.sent.text, opened, gated))
            found[rule.__name__] += len(opened)
            found.update(f.rule for f in opened)  # each reading's, where a rule has several
            return iter(gated)

        return run

    for rule in GATED:
        monkeypatch.setattr(rule, "extract", checked(rule))
    maker_mentions = coreference.maker_mentions

    def makers_checked(doc: Any, mentions: Any, lex: Any, lowers: Any = None) -> Any:
        gated = maker_mentions(doc, mentions, lex, lowers)
        with monkeypatch.context() as opened_gate:
            opened_gate.setattr(makers, "lacks_phrases", lambda lowers, lex: False)
            opened = maker_mentions(doc, mentions, lex, lowers)
        if gated != opened:
            differences.append(("makers", doc.text, opened, gated))
        found["makers"] += len(opened)
        return gated

    monkeypatch.setattr(coreference, "maker_mentions", makers_checked)
    return differences, found


def test_a_gate_passes_the_sentences_its_rule_reads(monkeypatch: pytest.MonkeyPatch):
    differences, found = _opened_and_gated(monkeypatch)
    for text in (
        "Toyota will build an AI factory powered by Nvidia Blackwell GPUs.",
        "AMD and Sony jointly designed the chip.",
        "d-Matrix raised $44 million. Investors included Playground Global and Microsoft.",
        "Anthropic chose TPUs to power its Claude models.",
        "GPU providers like CoreWeave and Lambda raised prices.",
        "GPU libraries such as cuBLAS and cuDNN are fast.",
        "The ChatGPT maker will purchase $250 billion of Azure cloud services.",
        "Triton, a GPU compiler, is open source.",
    ):
        extract(new_article(text, lang="en"))
    for text in (
        "Meta desplegó GPU H100 para entrenar Llama 3.",
        "Telefónica, ACS y Nvidia forman el consorcio.",
        "La empresa detrás de Claude firmó con Google.",
        "CUDA es una plataforma de programación de GPU.",
    ):
        extract(new_article(text, lang="es"))
    assert not differences
    assert all(found[rule.__name__] for rule in (jointly, members, modifiers, placement, purpose))
    assert found["modifiers.software"] == 2
    assert found["makers"] == 2


@pytest.mark.slow
def test_gates_drop_no_candidate_in_the_real_news(monkeypatch: pytest.MonkeyPatch):
    """Every article of tests/realnews, each gated rule run gated and open in each sentence."""
    differences, found = _opened_and_gated(monkeypatch)
    folders = sorted(str(p) for p in REALNEWS.iterdir() if p.is_dir())
    articles = [a for a in read_corpus(folders) if isinstance(a, Article)]
    for i in range(0, len(articles), 64):
        extract_batch(articles[i : i + 64])
    assert not differences
    # the comparison read sentences where each rule finds something
    assert all(found[rule.__name__] for rule in GATED)
    assert found["makers"] and found["modifiers.software"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_participles_are_every_word_mapped_to_the_verbs(lang: str):
    """A participle the tagger takes for an adjective counts for its verb (``verb_lemmas``):
    the gate's words hold every word the lexicon's endings map to one of the verbs."""
    lex = load_lexicon(lang)
    verbs = lex.placement_verbs | lex.powering_verbs
    words = participles(verbs, lex)
    assert {"en": "powered", "es": "equipadas"}[lang] in words
    # each word maps to one of the verbs, and each word made from a verb's stem and an
    # ending that maps back to the verb is there
    assert all(set(participle_infinitives(w, lex)) & verbs for w in words)
    for verb in verbs:
        for ending, _ in lex.participle_endings:
            for cut in range(1, len(verb)):
                word = verb[:cut] + ending
                if verb in participle_infinitives(word, lex):
                    assert word in words
