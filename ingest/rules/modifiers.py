"""Names that modify names: "GPUs de Nvidia", "GPUs Nvidia", "Nvidia GPUs", "PyTorch para TPU".

Which property holds depends on the two classes (``modifier_by_types`` in the lexicon):
a company develops a chip, a cloud platform offers one.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from functools import cache
from typing import Any

from ..facts import Mention
from ..lexicon import Lexicon
from .context import Chunk, Found, SentenceView
from .lemmas import participle_infinitives
from .pairs import bought, of_before, owner_property, pairs


def _owner(view: SentenceView, owner: Chunk, owned: Mention, trigger: int) -> Iterator[Found]:
    noun = _supplier_noun(view, owned)
    customers = Chunk(tuple(c for c in owner.mentions if c.entity.type == "Company"))
    if noun is not None and customers.mentions and bought(customers, owned):
        # "SK hynix, el principal proveedor de memoria HBM de Nvidia": Nvidia is the customer,
        # and the supplier the phrase describes makes a class of product it supplies
        yield from pairs(view, customers, "uses", Chunk((owned,)), "modifiers.supplied", trigger)
        supplier = view.described(noun)
        if (
            supplier is not None
            and supplier.types == {"Company"}
            and owned.entity.key in view.lex.generic_products
        ):
            yield from pairs(
                view, supplier, "develops", Chunk((owned,)), "modifiers.supplied", trigger
            )
        return
    for m in owner.mentions:
        if not m.entity.known and len(owner.mentions) > 1:
            # "los Snapdragon X de Qualcomm y las APU Ryzen de AMD": a name nothing knows
            # in a list after "de" is another product as likely as another owner.
            continue
        prop = owner_property(view, m, owned)
        if prop is not None:
            yield from pairs(view, Chunk((m,)), prop, Chunk((owned,)), "modifiers.of", trigger)


def _supplier_noun(view: SentenceView, m: Mention) -> Any | None:
    """The supplier noun a product is named after ("proveedor de memoria HBM", "supplier of
    HBM chips"): the owner named after the product buys it, it does not make it. Not "el
    proveedor de las GPU de Nvidia", where the article makes them Nvidia's GPUs."""
    i = m.start - 1
    while i > view.sent.start and (
        view.doc[i].pos_ in {"ADJ", "NUM"} or view.is_class_noun(view.doc[i])
    ):
        i -= 1
    if i - 1 < view.sent.start or view.doc[i].lower_ not in view.lex.of_preps:
        return None
    noun = view.doc[i - 1]
    words = view.lex.supplier_nouns
    return noun if noun.lower_ in words or noun.lemma_.lower() in words else None


def _customers_after(view: SentenceView, m: Mention) -> Chunk | None:
    """The companies a supplier's product goes to: "supplier of HBM3E memory to Nvidia",
    "proveedor de HBM para AMD" (class words may stand between)."""
    if _supplier_noun(view, m) is None:
        return None
    j = m.end
    while j < view.sent.end and view.is_class_noun(view.doc[j]):
        j += 1
    if j >= view.sent.end or view.doc[j].lower_ not in view.lex.customer_preps:
        return None
    found = view.chunk_after(j, max_gap=1, noun_phrase=True)
    return found if found is not None and found.types == {"Company"} else None


def _describes_another(view: SentenceView, m: Mention) -> bool:
    """True for the Y of "version of Y": a description noun then an "of" right before it."""
    i = m.start
    if i - 2 < view.sent.start or view.doc[i - 1].lower_ not in view.lex.of_preps:
        return False
    noun = view.doc[i - 2]
    frames = view.lex.nouns.get(noun.lemma_.lower()) or view.lex.nouns.get(noun.lower_) or ()
    # Only a noun whose object comes after "of" ("versión de PyTorch"); "el soporte de
    # PyTorch para TPU" is PyTorch's support.
    return any(f.preps & view.lex.of_preps for f in frames)


def _heads_its_phrase(view: SentenceView, chunk: Chunk) -> bool:
    """False for a name that modifies the noun after it: "from the Hugging Face platform"."""
    end = chunk.end
    if end >= view.sent.end:
        return True
    nxt = view.doc[end]
    return not (nxt.pos_ in {"NOUN", "PROPN"} and view.chunk_at(end) is None and nxt.is_lower)


def _listed_before(view: SentenceView, m: Mention) -> list[Mention]:
    """The names of ``m``'s class coordinated before it ("MI300 y MI350"), with nothing but
    their list's words and class nouns between them."""
    root = view.doc[m.start : m.end].root
    if root.dep_ != "conj":
        return []
    found = []
    for conjunct in (root.head, *root.head.conjuncts):
        if conjunct.i >= m.start:
            continue
        other = view.mention_at(conjunct.i)
        if other is None or other.entity.type != m.entity.type or other.end > m.start:
            continue
        between = view.doc[other.end : m.start]
        if all(t.is_punct or t.pos_ in {"CCONJ", "DET"} or view.is_class_noun(t) for t in between):
            found.append(other)
    return found


def _maker_named(view: SentenceView, m: Mention) -> Chunk | None:
    """The companies a maker noun names after a product: "GPU giant Nvidia", "TPU pioneer
    Google", "GPU makers such as Cambricon and Biren", "Cambricon, a Chinese GPU maker",
    "Cambricon is a GPU maker"; Spanish puts the product after the noun: "fabricantes de GPU
    como MetaX" ("el fabricante de GPU Nvidia" the names side by side already give)."""
    lex = view.lex
    j = m.end
    if j + 1 < view.sent.end and view.doc[j].lower_ in lex.maker_nouns:
        noun = view.doc[j]
        named = view.mention_at(j + 1)
        if named is not None and named.start == j + 1 and named.entity.type == "Company":
            return Chunk((named,))
    elif m.entity.key in lex.generic_products and (prep := _of_class(view, m)) is not None:
        # (a class of product first: of_before was called 10,032 times over the benchmark's
        # 616 articles, 528 times for a class)
        noun = view.doc[prep - 1]
        if not (noun.lower_ in lex.maker_nouns or noun.lemma_.lower() in lex.maker_nouns):
            return None
        j = m.end - 1
    else:
        return None
    if j + 1 < view.sent.end and view.doc[j + 1].lower_ in lex.genitive_markers:
        return None  # "Microsoft is the GPU maker's largest customer": the maker owns
    listed, introduced = view.listed_after(j + 1)
    # the phrase of "a Chinese GPU maker" starts before the product's name
    found = listed if introduced else view.described(view.doc[min(m.start, noun.i)])
    if found is None or found.types != {"Company"}:
        return None
    return found


def _of_class(view: SentenceView, m: Mention) -> int | None:
    """The "of" before a class of product, or before a class noun right before it
    ("fabricantes de memoria HBM", "fabricantes de chips HBM")."""
    prep = of_before(view, m)
    before = m.start - 1
    if prep is None and before > view.sent.start and view.is_class_noun(view.doc[before]):
        prep = of_before(view, replace(m, start=before))
    return prep


def _past_adjectives(view: SentenceView, j: int) -> int:
    """Past up to two adjectives after a Spanish class noun ("las GPU más potentes de Nvidia";
    a participle only after an adverb: not "alquiladas de CoreWeave"), if "de" follows them;
    else ``j`` (whose the class noun is, a maker or a buyer, as after no adjective)."""
    doc, k = view.doc, j
    while k < min(j + 3, view.sent.end - 1) and (
        (doc[k].pos_ == "ADV" and doc[k + 1].pos_ == "ADJ")
        or (
            doc[k].pos_ == "ADJ"
            and (doc[k - 1].pos_ == "ADV" or not participle_infinitives(doc[k].lower_, view.lex))
        )
    ):
        if doc[k].lower_ in view.lex.of_adjectives:
            return j  # "independiente de NVIDIA"
        k += 1
    return k if k > j and doc[k].lower_ in view.lex.of_preps else j


def _after_brand(view: SentenceView, prep: int) -> Chunk | None:
    """The name after "de la marca", "of the brand" ("Miles de GPU de la marca NVIDIA")."""
    k = prep + 1
    if k < view.sent.end and view.doc[k].pos_ == "DET":
        k += 1
    if k + 1 >= view.sent.end or view.doc[k].lower_ not in view.lex.brand_nouns:
        return None
    found = view.chunk_at(k + 1)
    return found if found is not None and found.start == k + 1 else None


def _suppliers_named(view: SentenceView) -> Iterator[Found]:
    """ "GPU providers like CoreWeave and Lambda", "proveedores de memoria HBM como SK hynix":
    the companies a supplier noun of a product lists supply it (offer it to customers)."""
    words = view.lex.supplier_nouns
    for tok, lower, lemma in zip(view.tokens, view.lower_words, view.lemma_words, strict=True):
        if lower not in words and lemma not in words:
            continue
        product, start = view.mention_at(tok.i - 1), tok.i + 1
        if (
            product is None
            and tok.i + 1 < view.sent.end
            and view.doc[tok.i + 1].lower_ in view.lex.of_preps
        ):
            found = view.chunk_after(tok.i + 1, max_gap=2, noun_phrase=True)
            product = found.mentions[0] if found is not None and len(found.mentions) == 1 else None
            start = found.end if found is not None else start
        if product is None or product.entity.type not in {"Chip", "Framework", "AIModel"}:
            continue
        listed, introduced = view.listed_after(start, 2)
        if listed is None or not introduced:
            continue
        for m in listed.mentions:
            if m.entity.type in {"Company", "CloudPlatform"}:
                yield from pairs(
                    view, Chunk((m,)), "offers", Chunk((product,)), "modifiers.supplied", tok.i
                )


def _hardware_examples(view: SentenceView) -> Iterator[Found]:
    """ "GPU libraries such as cuBLAS and cuDNN", "bibliotecas de GPU como cuDNN": software of
    a class a kind of hardware qualifies, given by example, targets that hardware."""
    lex = view.lex
    for m in view.mentions:
        if m.entity.key not in lex.generic_products or m.entity.type != "Chip":
            continue
        tok = view.doc[m.end - 1]
        noun = tok.head if tok.dep_ in {"compound", "nmod", "amod"} else None
        if m.start - 2 >= view.sent.start and view.doc[m.start - 1].lower_ in lex.of_preps:
            noun = view.doc[m.start - 2]  # "bibliotecas de GPU", however the parse hangs it
        if noun is None or view.kind_of(noun) != "Framework":
            continue
        k = max(noun.i, m.end - 1) + 1
        while k < view.sent.end and view.doc[k].pos_ in {"ADJ", "ADV"}:
            k += 1  # "bibliotecas de GPU altamente optimizadas como"
        if k >= view.sent.end or view.doc[k].lower_ not in lex.example_introducers:
            continue
        examples = view.chunk_after(k, max_gap=2, noun_phrase=True)
        if examples is not None and examples.types == {"Framework"}:
            yield from pairs(view, examples, "targets", Chunk((m,)), "modifiers.examples", k)


# How far a class of chip may sit below the software noun it qualifies ("plataforma de
# programación de GPU": two steps).
SOFTWARE_NOUN_STEPS = 3


def _software_noun(view: SentenceView, m: Mention) -> tuple[Any, int] | None:
    """The software class noun a class of chip qualifies, and how many nouns up: "GPU
    compiler", "GPU programming platform", "compilador de GPU", "plataforma para cómputo
    acelerado en GPU" (through nouns only: "a platform for renting GPUs" rents them)."""
    lex = view.lex
    tok = view.doc[m.end - 1]
    while tok.dep_ == "conj" and tok.head.i < tok.i:
        tok = tok.head  # "a language for CPUs and GPUs": the list's first name
    for step in range(1, SOFTWARE_NOUN_STEPS + 1):
        if tok.dep_ == "pobj" and tok.head.lower_ in lex.of_preps | lex.target_preps:
            tok = tok.head  # English "platform for GPUs": the preposition first
        if tok.dep_ not in {"compound", "nmod", "amod", "prep"} or tok.head.i == tok.i:
            return None
        tok = tok.head
        if tok.pos_ not in {"NOUN", "PROPN"} or not view.sent.start <= tok.i < view.sent.end:
            return None
        if view.kind_of(tok) == "Framework":
            return tok, step
    return None


@cache
def _software_nouns(lex: Lexicon) -> frozenset[str]:
    """The words ``_software_noun`` needs one of: every word ``kind_of`` gives as a
    Framework (a lower form or a lower lemma, as the sentence's words are kept)."""
    return frozenset(word for word, kind in lex.cue_types.items() if kind == "Framework")


def _software_for(view: SentenceView) -> Iterator[Found]:
    """ "Triton, a GPU compiler", "CUDA is a GPU programming platform", "Triton es un
    compilador de GPU", "the GPU compiler Triton": software a class of hardware qualifies
    targets that hardware."""
    for m in view.mentions:
        if m.entity.key not in view.lex.generic_products or m.entity.type != "Chip":
            continue
        found = _software_noun(view, m)
        if found is None:
            continue
        noun, steps = found
        named = view.mention_at(noun.i + 1)
        if named is not None and named.start == noun.i + 1:
            software: Chunk | None = Chunk((named,))  # "the GPU compiler Triton"
        else:
            # the phrase of "a GPU compiler" starts before the chip's name
            software = view.described(view.doc[min(m.start, noun.i)])
        if software is None or software.types != {"Framework"}:
            continue
        if steps > 1 and not all(x.entity.known for x in software.mentions):
            # "Foo es una plataforma de alquiler de GPU": a name the class noun alone types
            # rents the chips a noun between qualifies
            continue
        yield from pairs(view, software, "targets", Chunk((m,)), "modifiers.software", noun.i)


def extract(view: SentenceView) -> Iterator[Found]:
    lex = view.lex
    # Each of these three readings needs one of its words in the sentence (as a lower form or
    # a lower lemma): a software class noun; a supplier noun; a word that introduces examples.
    if not view.lacks(_software_nouns(lex)):
        yield from _software_for(view)
    if not view.lacks(lex.supplier_nouns):
        yield from _suppliers_named(view)
    if not view.lacks(lex.example_introducers):
        yield from _hardware_examples(view)
    doc = view.doc
    for m in view.mentions:
        if m.entity.type == "Company":
            continue
        maker = _maker_named(view, m)
        if maker is not None:
            yield from pairs(view, maker, "develops", Chunk((m,)), "modifiers.maker", m.end)
        nxt = m.end
        customers = _customers_after(view, m)
        if customers is not None:
            # "Micron became a supplier of HBM3E memory to Nvidia"
            yield from _owner(view, customers, m, customers.start - 1)
        elif nxt < view.sent.end:
            tok = doc[nxt]
            if lex.pro_drop and m.entity.key in lex.generic_products:
                nxt = _past_adjectives(view, nxt)  # "las GPU dominantes de Nvidia"
                tok = doc[nxt]
            if tok.text == "," and nxt + 1 < view.sent.end and doc[nxt + 1].lower_ in lex.of_preps:
                nxt += 1  # "JUPITER, del Jülich Supercomputing Centre,": the owner set off
                tok = doc[nxt]
            if tok.lower_ in lex.of_preps:
                # "GPUs de Nvidia", "los aceleradores Instinct de AMD", "GPU de la marca NVIDIA"
                brand = _after_brand(view, nxt)
                owner = brand or view.chunk_after(nxt, max_gap=1, noun_phrase=True)
                near = nxt + (3 if brand is not None else 2)
                if owner is not None and owner.start <= near and _heads_its_phrase(view, owner):
                    yield from _owner(view, owner, m, nxt)
                    for listed in _listed_before(view, m):
                        # "las GPU MI300 y MI350 de AMD": the owner of the list's last name
                        # owns the names listed with it
                        yield from _owner(view, owner, listed, nxt)
            elif (right := view.mention_at(nxt)) is not None and right.start == nxt:
                # "GPUs Nvidia", "GPU AMD, NVIDIA e Intel"
                makers = view.chunk_at(nxt)
                if makers != view.chunk_at(m.start):
                    if makers is None or makers.start != nxt or makers.types != {"Company"}:
                        makers = Chunk((right,))
                    yield from _owner(view, makers, m, nxt)
            elif (
                tok.lower_ in lex.target_preps
                and m.entity.type == "Framework"
                and not _describes_another(view, m)
            ):
                # "PyTorch para TPU", "ROCm for Instinct GPUs"; but in "versión de PyTorch
                # para TPU" the phrase belongs to "versión", not to PyTorch.
                chip = view.chunk_after(nxt, max_gap=2, noun_phrase=True)
                if chip is not None:
                    yield from pairs(view, Chunk((m,)), "targets", chip, "modifiers.of", nxt)
        # (not the names "the two companies" stands for, side by side)
        prev = [x for x in view.mentions if x.end == m.start and not (x.coref and m.coref)]
        if prev and prev[0].entity.type != m.entity.type:
            # "Nvidia GPUs", "Google Cloud TPU"
            yield from _owner(view, Chunk((prev[0],)), m, m.start)
