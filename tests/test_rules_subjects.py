"""A name that ends a paragraph right after a denied preposition ("not on Nvidia", with no full
stop) is read without looking past the paragraph's end (fifty-second session: it crashed on a
fresh batch, unseen140; the sentences are our own)."""

from __future__ import annotations

import pytest
from helpers import triples


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Tesla trains its models not on Nvidia"),
        ("es", "Tesla entrena sus modelos no con Nvidia"),
    ],
)
def test_a_name_that_ends_a_paragraph_after_a_denied_preposition(lang: str, text: str) -> None:
    # (it crashed: the reader looked past the paragraph's last token for a coordinator)
    assert ("tesla", "uses", "nvidia") not in triples(text, lang)
