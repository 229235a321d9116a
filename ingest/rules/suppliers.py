"""A company's supplier named as such: "SK hynix, a key supplier to Nvidia", "Nvidia supplier
SK Hynix", "el principal proveedor de Nvidia, SK hynix": the two are partners (as a company's
customer is: the gold lists write a company's customers and suppliers as its partners, and
``uses`` takes no company for its object).

Only a company's supplier that is a company: a supplier of a product ("supplier of HBM3E
memory to Nvidia") is read by the modifiers' rules, and a supplier noun that names no one
("Nvidia's suppliers reported gains") gives nothing."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .context import Chunk, Found, SentenceView
from .funding import owner_of
from .objects import owns_what_follows
from .pairs import pairs
from .words import morph_values

RULE = "suppliers.of"


def extract(view: SentenceView) -> Iterator[Found]:
    words = view.lex.supplier_nouns
    if view.lacks(words):
        return
    for tok, lower, lemma in zip(view.tokens, view.lower_words, view.lemma_words, strict=True):
        if (lower not in words and lemma not in words) or view.chunk_at(tok.i) is not None:
            continue
        if "Plur" in morph_values(tok, "Number") or _not_so(view, tok):
            continue  # a group ("suppliers such as": read with its members), or no supplier
        named = _named_after(view, tok)
        if named is not None:
            # "Nvidia supplier Foxconn and Apple supplier Pegatron": of a list before the noun,
            # only its last name ("Nvidia's largest supplier SK Hynix": the genitive's)
            owner = owner_of(view, tok)
            ends = [m.end for m in owner.mentions if m.end <= tok.i] if owner is not None else []
            customer = _one_of(owner, max(ends) - 1) if owner is not None and ends else None
            supplier: Chunk | None = _one_of(named, tok.head.i)
        else:
            customer = _customer(view, tok)
            supplier = None
            if customer is not None:
                supplier = (
                    view.described(tok) or view.apposition(tok) or _set_off_after(view, customer)
                )
        if customer is None or customer.types != {"Company"}:
            continue
        # (a name nothing typed yet is a company here: "Arvex, a key supplier to Nvidia")
        if supplier is None or not supplier.types <= {"Company", ""} or supplier == customer:
            continue
        yield from pairs(view, supplier, "partnersWith", customer, RULE, tok.i)


def _not_so(view: SentenceView, noun: Any) -> bool:
    """True for a supplier the text does not say is one: a former one ("former Nvidia
    supplier", "ya no es proveedor"), one wished or expected ("wants to be a supplier to
    Tesla", "is expected to be"), or a role given by a verb ("replaced Samsung as the main
    supplier", "chose Nvidia over AMD as its supplier": who fills it is another matter)."""
    lex = view.lex
    near = view.doc[max(view.sent.start, noun.i - 4) : noun.i]
    if any(t.lower_ in lex.former_words or t.lemma_.lower() in lex.former_words for t in near):
        return True
    start = view.np_start(noun)
    if start > view.sent.start and view.doc[start - 1].lower_ in lex.role_marks:
        return True
    verb = view.governing_verb(noun)
    if verb is None:
        return False
    # the verbs above the role: "wants to be a supplier", "quiere ser proveedor" (the noun
    # the verb's complement), "quiere que Intel sea proveedor", "would like to be"
    above = [verb, *([verb.head] if verb.dep_ in {"xcomp", "ccomp"} else [])]
    complement = noun.dep_ in {"xcomp", "ccomp"}
    if complement and noun.head.i not in {v.i for v in above}:
        above.append(noun.head)
    wishes = lex.hoping_verbs | lex.forecast_verbs
    return any(
        any(c.lower_ in lex.conditional_modals for c in v.children)
        or "Cnd" in morph_values(v, "Mood")
        or ((v is not verb or complement) and v.lemma_.lower() in wishes)
        for v in above
    )


def _customer(view: SentenceView, noun: Any) -> Chunk | None:
    """Whose supplier: "Nvidia's supplier", "supplier of Nvidia", "Nvidia supplier", or the
    company after "to" ("a key supplier to Nvidia")."""
    owner = owner_of(view, noun)
    if owner is not None and owner.start > noun.i + 1 and view.doc[owner.start - 1].pos_ == "NOUN":
        return None  # "el proveedor de datos Scale AI": the name the class noun introduces
    if owner is not None:
        return owner
    j = noun.i + 1
    if j < view.sent.end and view.doc[j].lower_ in view.lex.customer_preps:
        found = view.chunk_after(j, max_gap=1, noun_phrase=True)
        # (not "a supplier to Nvidia's Chinese clients": the clients')
        return None if found is None or owns_what_follows(view, found) else found
    return None


def _one_of(chunk: Chunk, i: int) -> Chunk | None:
    """The name of ``chunk`` (a list, maybe) that holds token ``i``."""
    return next((Chunk((m,)) for m in chunk.mentions if m.start <= i < m.end), None)


def _named_after(view: SentenceView, noun: Any) -> Chunk | None:
    """ "Nvidia supplier SK Hynix reported": the name the supplier noun modifies."""
    after = view.chunk_at(noun.i + 1) if noun.i + 1 < view.sent.end else None
    if after is None or noun.dep_ != "compound" or not after.start <= noun.head.i < after.end:
        return None
    return after


def _set_off_after(view: SentenceView, customer: Chunk) -> Chunk | None:
    """ "El principal proveedor de Intel, Samsung, registró": the name set off by commas right
    after the customer, which the parser may join to it as a list's or a name's part (no "y"
    closes a list there)."""
    comma = customer.end
    if comma >= view.sent.end or view.doc[comma].text != ",":
        return None
    named = view.chunk_at(comma + 1)
    if named is None or named.end >= view.sent.end or view.doc[named.end].text != ",":
        return None
    root = view.doc[named.start : named.end].root
    if root.dep_ not in {"conj", "flat", "appos"}:
        return None
    return None if any(c.dep_ == "cc" for c in root.head.children) else named
