"""Title-case headlines are parsed in sentence case; the text the facts cite stays as written."""

from __future__ import annotations

import pytest

from hwkg.ingest.extract import extract, new_article
from hwkg.ingest.headlines import sentence_case
from hwkg.ingest.pipeline import load_pipeline


@pytest.fixture(scope="module")
def nlp():
    return load_pipeline("en")


def test_title_case_line_in_lower_case_but_names(nlp):
    line = "Google Cloud Offers Its TPUs To Startups Amid Shortage"
    cased = sentence_case(line, nlp)
    assert len(cased) == len(line)
    assert cased == "Google Cloud offers its TPUs to startups amid shortage"


def test_other_lines_untouched(nlp):
    text = "AWS Launches Trainium3 Chip\nThe company said the chip Uses less power."
    cased = sentence_case(text, nlp)
    assert cased.split("\n")[1] == text.split("\n")[1]
    assert cased.split("\n")[0] == "AWS launches Trainium3 chip"


def test_headline_facts_and_their_sentence_as_written():
    article = extract(new_article("Meta Buys Rivos To Build Its Own Chips", lang="en"))
    facts = {(f.subject, f.predicate, f.object): f for f in article.facts}
    assert ("meta", "acquires", "rivos") in facts
    assert facts[("meta", "acquires", "rivos")].sentence == "Meta Buys Rivos To Build Its Own Chips"


def test_a_question_asserts_nothing():
    article = extract(new_article("Will Apple Buy Mistral?", lang="en"))
    assert article.facts, "the question names a relation"
    assert all(f.modality != "asserted" for f in article.facts)
