"""A question prepared once per store (``hwkg.graph.sparql.run.prepare``): kept while the
store cannot change, and its answers the same as a question answered the first time."""

from __future__ import annotations

import pytest
from helpers import EXAMPLE

from hwkg.graph import api
from hwkg.graph.sparql import prepare, saved_queries
from hwkg.graph.store import KnowledgeStore
from hwkg.ingest import InputError


@pytest.fixture(scope="module")
def embedded(tmp_path_factory: pytest.TempPathFactory) -> str:
    """An embedded store holding the sample article."""
    store = str(tmp_path_factory.mktemp("prepared") / "embedded")
    api.ingest([str(EXAMPLE)], store)
    return store


def _seen(answer: api.Answer) -> tuple[object, ...]:
    return (answer.kind, answer.vars, answer.rows, answer.boolean, answer.labels, answer.records())


def test_every_question_answers_the_same_prepared_as_fresh(embedded):
    # The first answer on a store prepares the question; the next ones take the kept one's
    # path (its rows' reader, its order's columns, labels by term): the same answer.
    for name, question in saved_queries().items():
        with KnowledgeStore(embedded, read_only=True) as store:
            first = _seen(api.answer(name, store=store, timeout=0))
            kept = store.memo("prepared")
            assert kept is not None and len(kept) == 1, name
            prepared = prepare(store, question, {})
            assert prepared is next(iter(kept.values())), name
            assert _seen(api.answer(name, store=store, timeout=0)) == first, name
            assert _seen(prepared.answer(store)) == first, name
        # In a child process, as the command line and the API with a time limit ask it.
        assert _seen(api.answer(name, store=embedded, timeout=30)) == first, name


def test_a_prepared_question_is_kept_per_store_and_parameters(embedded):
    question = saved_queries()["company-profile"]
    with KnowledgeStore(embedded, read_only=True) as store:
        amazon = prepare(store, question, {"company": "amazon"})
        assert prepare(store, question, {"company": "amazon"}) is amazon
        google = prepare(store, question, {"company": "google"})
        assert google is not amazon and google.text != amazon.text
        assert api.query_text("company-profile", store, company="amazon") == amazon.text
    with KnowledgeStore(embedded, read_only=True) as store:
        assert prepare(store, question, {"company": "amazon"}) is not amazon


def test_a_store_that_can_change_prepares_each_time(tmp_path):
    # A writer sees its own writes: nothing is kept from one question to the next.
    store_dir = str(tmp_path / "store")
    api.ingest([str(EXAMPLE)], store_dir)
    with KnowledgeStore(store_dir) as store:
        assert store.memo("prepared") is None
        rows = api.ask("contributors", store=store, timeout=0)
        assert rows == [{"company": "Amazon", "modality": "Reported", "sentences": 1}]
        (article,) = store.find_articles(EXAMPLE.name)
        store.remove(article)
        # Bound again: its default framework, PyTorch, left with the article.
        with pytest.raises(InputError, match="no entity of that name"):
            api.ask("contributors", store=store, timeout=0)


def test_an_answer_with_new_terms_each_time(embedded):
    # RAND() and UUID() give terms the store's memos have never seen: labelled anew.
    text = (
        "SELECT ?u ?r WHERE { BIND (IRI(CONCAT('urn:x:', STRUUID())) AS ?u) BIND (RAND() AS ?r) }"
    )
    with KnowledgeStore(embedded, read_only=True) as store:
        first, second = (api.sparql(text, store=store, timeout=0) for _ in range(2))
    assert first[0]["u"] != second[0]["u"] and first[0]["u"].startswith("urn:x:")


def test_the_same_rows_again_give_the_same_answer(embedded):
    # A kept question whose engine gives the rows of its last answer gives that answer
    # again (its labels and order kept), whatever its caller did with the answer before.
    for name in ("frameworks-by-chip", "framework-ports", "announcements", "counts-by-class"):
        with KnowledgeStore(embedded, read_only=True) as store:
            first = _seen(api.answer(name, store=store, timeout=0))
            second = api.answer(name, store=store, timeout=0)
            assert _seen(second) == first, name
            second.rows.reverse()
            second.labels.clear()
            assert _seen(api.answer(name, store=store, timeout=0)) == first, name


def test_other_rows_are_ordered_and_labelled_anew(embedded):
    # New rows from the same prepared question (RAND() orders them differently each time):
    # never the last answer's order.
    text = "# order: ?r\nSELECT ?r ?c WHERE { VALUES ?c { 1 2 3 4 5 6 7 8 } BIND (RAND() AS ?r) }"
    with KnowledgeStore(embedded, read_only=True) as store:
        for _ in range(4):
            rows = api.sparql(text, store=store, timeout=0)
            values = [row["r"] for row in rows]
            assert values == sorted(values) and len(rows) == 8
