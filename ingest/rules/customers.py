"""What a clause brings to a cloud's customers, the cloud offers: "launched the Maia 200
accelerator for Azure customers", "Axion estará disponible para los clientes de Google Cloud"
(read for ``members`` when a sentence has a group noun)."""

from __future__ import annotations

from collections.abc import Iterator

from .chunks import PRODUCT_TYPES
from .context import Chunk, Found, SentenceView
from .funding import owner_of
from .pairs import pairs


def cloud_customers(view: SentenceView) -> Iterator[Found]:
    """ "launched the Maia 200 accelerator for Azure customers", "Axion estará disponible para
    los clientes de Google Cloud": what a clause brings to a cloud's customers, the cloud
    offers."""
    lex = view.lex
    for tok, word, lower in zip(view.tokens, view.lemma_words, view.lower_words, strict=True):
        if (lex.groups.get(word) or lex.groups.get(lower)) != "uses":
            continue
        owner = owner_of(view, tok)
        j = tok.i + 1
        while owner is None and j < view.sent.end and view.doc[j].pos_ == "ADJ":
            j += 1  # "los clientes comerciales de Google Cloud"
            if j < view.sent.end and view.doc[j].lower_ in lex.of_preps:
                owner = view.chunk_after(j, max_gap=2, noun_phrase=True)
        clouds = [m for m in owner.mentions if m.entity.type == "CloudPlatform"] if owner else []
        # "disponible para los clientes": the adjective the noun hangs on, if no verb
        verb = view.governing_verb(tok) or (tok.head if tok.head.pos_ == "ADJ" else None)
        if not clouds or verb is None:
            continue
        candidates, _ = view.subjects_of(verb)
        after = view.chunk_after(verb.i, max_gap=6)
        # "Google Cloud customers can now rent Trillium TPUs": what the customers use comes
        # after them.
        using = tok.dep_.startswith("nsubj") and any(
            f.property == "uses" for f in lex.verbs.get(verb.lemma_.lower(), ())
        )
        for products in (after, *candidates):
            if products is None or products == owner:
                continue
            if products.types & PRODUCT_TYPES and (products.start < tok.i or using):
                for cloud in clouds:
                    yield from pairs(
                        view, Chunk((cloud,)), "offers", products, "members.customers", tok.i
                    )
                break
