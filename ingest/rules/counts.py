"""Chips counted by the thousand: whoever the clause is about uses them.

"Nscale set an objective of installing 100,000 Nvidia GPUs", "Microsoft ha asegurado el
acceso a más de 100.000 microchips GB300", "China Unicom has deployed 16,384 of Alibaba's
PPUs": a fleet that size is somebody's compute, whatever the verb. The subject of the clause
that holds the count (or the company in focus, where Spanish drops it) uses the chips, unless
it is their maker ("AMD shipped 100,000 MI300X") or the verb states another relation the
other rules read ("sells", "supplies").
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..dates import YEARS
from .context import Chunk, Found, SentenceView
from .pairs import made_by, pairs
from .voice import is_passive

# A count of at least this many units is a fleet, not a spec ("384 chips", "8 GPUs").
MIN_FLEET = 1000
# At most this many words between the count and the name ("100,000 of Alibaba's PPUs").
MAX_COUNT_GAP = 6
USERS = frozenset({"Company", "CloudPlatform", "AIModel"})
# What a verb's subject does with chips it does not use.
NOT_USED = frozenset({"develops", "announces", "offers", "competesWith", "targets"})


def _number(text: str) -> int | None:
    digits = text.replace(",", "").replace(".", "").replace("\u202f", "").replace(" ", "")
    return int(digits) if digits.isdigit() else None


def _year(text: str) -> bool:
    """True for four digits a year may be ("2025 Razr phones"; but "2000 chips Grace Blackwell"
    counts chips: a year is read so only before devices)."""
    return len(text) == 4 and text.isdigit() and int(text) in YEARS


def _counted(view: SentenceView, chunk: Chunk, devices: bool = False) -> bool:
    """True if a fleet-sized count stands before ``chunk`` in its noun phrase ("más de 100.000
    microchips GB300", "cientos de miles de GPU Nvidia", "nearly 500,000 Trainium2 chips"); for
    ``devices``, a year before them is none ("on 2025 Razr phones")."""
    lex = view.lex
    doc = view.doc
    i = chunk.start - 1
    stop = max(view.sent.start, chunk.start - MAX_COUNT_GAP)
    while i >= stop:
        tok = doc[i]
        if view.chunk_at(i) is not None:
            # "RX 7900 XTX and PRO W7900": a number in another name counts nothing.
            i -= 1
            continue
        value = _number(tok.text) if tok.like_num and not (devices and _year(tok.text)) else None
        if (value is not None and value >= MIN_FLEET) or tok.lower_ in lex.scale_words:
            # "USD 3 Billion HBM3e Deal": an amount of money counts no chips
            j = i - 1
            while j > view.sent.start and doc[j].like_num:
                j -= 1  # "USD 3 billion": the currency right before the amount
            return doc[j].lower_ not in lex.amount_words - lex.scale_words

        if not (view.in_noun_phrase(tok) or tok.lower_ in lex.genitive_markers):
            return False
        i -= 1
    return False


def _owned(view: SentenceView, chunk: Chunk) -> bool:
    """True if a possessive stands in the count's phrase ("50.000 unidades de su memoria
    HBM3E"): the subject's own product, which it makes or sells."""
    start = max(view.sent.start, chunk.start - MAX_COUNT_GAP)
    return any(t.lower_ in view.lex.possessives for t in view.doc[start : chunk.start])


def _other_relation(view: SentenceView, verb: Any) -> bool:
    """True if the verb says its subject makes, sells or rivals what it counts ("Nvidia
    sells", "AMD anunció"; not "Oracle firmó un contrato ... de 30.000 MI355X"): the verbs
    rule reads those."""
    frames = view.lex.verbs.get(verb.lemma_.lower(), ())
    if any(f.recipient_preps for f in frames):
        return True  # "suministrar 50.000 unidades a NVIDIA": the recipient uses them
    if verb.lemma_.lower() in view.lex.providing_verbs:
        return True  # "giving OpenAI access to hundreds of thousands of GB200": OpenAI's
    return all(f.property != "uses" for f in frames) and any(f.property in NOT_USED for f in frames)


def extract(view: SentenceView) -> Iterator[Found]:
    for chunk in view.chunks:
        chips = [m for m in chunk.mentions if m.entity.type == "Chip" and not m.coref]
        devices = all(view.lex.is_device(m.entity.key, m.entity.family) for m in chips)
        if not chips or not _counted(view, chunk, devices) or _owned(view, chunk):
            continue
        verb = view.governing_verb(view.doc[chunk.start])
        if verb is not None and verb.lower_ in view.lex.example_introducers:
            # "will provide computing resources, including more than 40,000 GPUs": the
            # examples are the verb's above
            verb = view.governing_verb(verb)
        if verb is None or _other_relation(view, verb) or is_passive(view, verb):
            # "Miles de GPU de la marca NVIDIA han sido usadas": a passive's subject is
            # what is counted, no user.
            continue
        candidates, has_subject = view.subjects_of(verb)
        root = view.sent.root
        if not has_subject and root.i != verb.i:
            # "Nscale set an objective of installing 100,000 GPUs": the gerund's subject is
            # the sentence's.
            verb = root
            candidates, has_subject = view.subjects_of(verb)
        # "a fleet of 5,000 NVIDIA GPUs": the maker named in the counted phrase uses nothing
        users = [
            c
            for c in candidates
            if c.types & USERS and not (chunk.start <= c.start < chunk.end or c.end == chunk.start)
        ]
        if users:
            subject: Chunk | None = users[0]
        elif not has_subject and view.lex.pro_drop and view.finite(verb):
            subject = view.focus_reference(verb)
        else:
            subject = None
        if subject is None:
            continue
        for s in subject.mentions:
            if s.entity.type not in USERS:
                continue
            for chip in chips:
                if not made_by(s, chip):
                    yield from pairs(
                        view, Chunk((s,)), "uses", Chunk((chip,)), "counts.fleet", verb.i
                    )


def shipped_in_numbers(view: SentenceView, verb: Any, obj: Chunk) -> bool:
    """ "Nvidia shipped some 6 million Blackwell GPUs", "AMD shipped 100,000 MI300X
    accelerators": a verb of launching with a count of what it takes tells of a volume, no
    launch. The count is of the object's own noun (not a price, "the $3,000 Project Digits";
    not another noun's, "a 70 billion parameter Llama 3 model", "its 200,000-GPU Colossus").
    """
    doc, lex = view.doc, view.lex
    for tok in doc[verb.i + 1 : obj.start]:
        if not tok.like_num or (tok.i > 0 and doc[tok.i - 1].lower_ in lex.amount_words):
            continue  # (a price: "the $3,000 Project Digits")
        scaled = tok.i + 1 < len(doc) and doc[tok.i + 1].lower_ in lex.scale_words
        count = doc[tok.i + 1] if scaled else tok
        if not scaled and (_number(tok.text) or 0) < MIN_FLEET:
            continue
        after = doc[count.i + 1] if count.i + 1 < len(doc) else count
        if after.text == "-" or (
            after.lower_ in lex.amount_words and after.lower_ not in lex.scale_words
        ):
            continue  # "its 200,000-GPU Colossus", "2 million dollars"
        if after.pos_ == "NOUN" and not obj.start <= after.i < obj.end:
            continue  # "its 235 billion parameter Qwen3 model": a count of parameters
        if any(count.i < m.start and m.end <= obj.start for m in view.mentions):
            continue  # "its 200,000 GPU Colossus": another name's count
        while count.dep_ == "conj" and count.head.i < count.i:
            count = count.head  # "between five and 10 million STM32 MCUs": the range's
        head = count.head
        if count.dep_ == "nummod" and (
            obj.start <= head.i < obj.end or (head.i == obj.end and lex.is_class_word(head))
        ):
            return True
    return False
