"""Licences: "Tenstorrent will license its Ascalon IP to LSTC", "licenciará su núcleo
Ascalon a LSTC". Who takes a licence uses the product the licence is for (the deal itself
is a partnership, which the verb's frame gives). A licence whose object names no product
("licenses its designs to Apple") gives no use: what is used is the licensor's technology,
and the ontology's uses takes a product. Rentals the other way round: who a chip is leased
from offers it ("will lease B200 GPUs from CoreWeave")."""

from __future__ import annotations

from collections.abc import Iterator

from .chunks import ACTORS, PRODUCT_TYPES
from .context import Chunk, Found, SentenceView
from .pairs import pairs
from .preps import after_prep
from .voice import is_passive

RULE = "verbs.licensee"
RENTED_FROM = "verbs.rented_from"
MAX_LICENSED_GAP = 6


def extract(view: SentenceView) -> Iterator[Found]:
    lex = view.lex
    if not view.lacks(lex.renting_verbs) and lex.rental_source_preps:
        yield from _rented_from(view)
    if view.lacks(lex.licensing_verbs):
        return
    for tok, lemma in zip(view.tokens, view.lemma_words, strict=True):
        if lemma not in lex.licensing_verbs or tok.pos_ != "VERB" or is_passive(view, tok):
            continue
        recipient = after_prep(view, tok, lex.licensee_preps, past_phrase=True)
        if recipient is None or not recipient.types <= {"Company"}:
            continue
        licensed = view.chunk_after(tok.i, max_gap=MAX_LICENSED_GAP)
        if (
            licensed is not None
            and licensed.end <= recipient.start
            and licensed.types
            and licensed.types <= PRODUCT_TYPES
            and not any(m.coref for m in licensed.mentions)  # "su tecnología": named before
            and _heads_what_is_licensed(view, licensed, recipient)
        ):
            yield from pairs(view, recipient, "uses", licensed, RULE, tok.i)


def _heads_what_is_licensed(view: SentenceView, licensed: Chunk, recipient: Chunk) -> bool:
    """True if nothing but licence words ("IP", "design", "núcleo") and adjectives stand
    between the product's name and the recipient's preposition ("its Ascalon processor IP
    to"; not "its HBM4 controller IP to": a controller is licensed)."""
    words = view.lex.licence_nouns
    for tok in view.doc[licensed.end : recipient.start]:
        if tok.lower_ in view.lex.licensee_preps:
            return True
        if tok.lower_ not in words and tok.pos_ not in {"ADJ", "PUNCT", "NUM"}:
            return False
    return True


def _rented_from(view: SentenceView) -> Iterator[Found]:
    """ "Google will lease Nvidia's B200 GPUs from CoreWeave", "rents H100 GPUs from Oracle":
    who a chip is rented from offers it (the verb's frame gives the renter's use)."""
    lex = view.lex
    for tok, lemma in zip(view.tokens, view.lemma_words, strict=True):
        if lemma not in lex.renting_verbs or tok.pos_ != "VERB":
            continue
        source = after_prep(view, tok, lex.rental_source_preps, past_phrase=True)
        if source is None or not source.types <= ACTORS:
            continue
        rented = view.chunk_after(tok.i, max_gap=MAX_LICENSED_GAP)
        if rented is not None and rented.end <= source.start and rented.types == {"Chip"}:
            yield from pairs(view, source, "offers", rented, RENTED_FROM, tok.i)
