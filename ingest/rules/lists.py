"""Lists in a noun phrase: the names an apposition, a list introducer or a bracket brings
after a noun ("its new accelerator, the Maia 200", "GPUs, such as the H100 and H200")."""

from __future__ import annotations

from typing import Any

from ..facts import Mention
from ..knowledge import is_generic
from ..lexicon import Lexicon
from .chunks import APPOSITION_MARKS, CLAUSE_END, Chunk
from .nounphrases import NounPhrases

# The dash that sets off an aside ("Anthropic – which Amazon backs – and OpenAI"); the em dash
# ends a clause (``CLAUSE_END``).
ASIDE_DASH = "–"
# How far after a class noun the colon that names it may stand.
MAX_COLON_GAP = 10


class Lists(NounPhrases):
    """The names listed after a noun or a name."""

    def apposed_after(self, noun: Any) -> Chunk | None:
        """The name in apposition after a noun: "its new accelerator, the Maia 200"."""
        j = noun.i + 1
        while j < self.sent.end and self.doc[j].pos_ == "ADJ":
            j += 1
        if j >= self.sent.end or self.doc[j].text not in APPOSITION_MARKS:
            return None
        return self.chunk_after(j, max_gap=1, noun_phrase=True)

    def listed_after(self, start: int, max_gap: int = 3) -> tuple[Chunk | None, bool]:
        """The names listed from token ``start`` on, after commas, colons and a list
        introducer ("such as", "como", "including"), and whether an introducer said so."""
        lex = self.lex
        j = start
        introduced = False
        while j < self.sent.end and j - start <= max_gap:
            tok = self.doc[j]
            if tok.lower_ in lex.example_introducers:
                introduced = True
            elif tok.text not in {",", "(", ":"} and tok.lower_ not in lex.list_fillers:
                break
            j += 1
        return self.chunk_after(j - 1, max_gap=1 if j > start else 0, noun_phrase=True), introduced

    def listed_among(self, noun: Any) -> Chunk | None:
        """The names a relative clause opened by "among" lists after a group ("los
        accionistas actuales, entre los que se encuentran A y B", "its backers, among them A")."""
        j = noun.i + 1  # past its words and owner ("los clientes de la empresa de chipsets,")
        while j < min(noun.i + 7, self.sent.end) and self.doc[j].text != ",":
            if self.doc[j].pos_ not in {"ADJ", "ADP", "DET", "NOUN", "PROPN"}:
                return None
            j += 1
        if j + 2 >= self.sent.end or self.doc[j].text != ",":
            return None
        if self.doc[j + 1].lower_ not in self.lex.among_words:
            return None
        k = j + 2
        while k < min(j + 9, self.sent.end) and self.chunk_at(k) is None:
            if (
                self.doc[k].pos_ not in {"DET", "PRON", "AUX", "VERB", "ADJ"}
                and self.doc[k].text != ":"
            ):
                return None
            k += 1
        return self.chunk_after(k - 1, max_gap=0, noun_phrase=True)

    def past_qualifiers(self, start: int, most: int, of_a_group: bool = False) -> int:
        """The first token from ``start`` on (``most`` at the farthest) that is not an
        adjective or a short phrase naming no one ("relevantes", "en la industria de
        semiconductores"), nor a list introducer; ``of_a_group`` (a deal's group, before the
        comma of its list): past introducers ("companies such as" names no group's members),
        not past a participle ("los modelos ofrecidos por compañías como")."""
        j = start
        while j < min(start + most, self.sent.end) and self.chunk_at(j) is None:
            tok = self.doc[j]
            if tok.pos_ not in {"ADJ", "ADP", "DET", "NOUN"}:
                break
            if of_a_group and (tok.tag_ == "VBN" or "Part" in tok.morph.get("VerbForm")):
                break
            if not of_a_group and tok.lower_ in self.lex.example_introducers:
                break
            j += 1
        return j

    def listed_in_group(self, prep: Any) -> Chunk | None:
        """ "collaboration with industry leaders, including Boston Dynamics and XPENG": the
        names a list introducer brings after the common noun a preposition takes."""
        objects = (c for c in prep.children if c.dep_ in {"pobj", "obj"})
        noun = prep.head if prep.dep_ == "case" else next(objects, None)  # "con líderes de"
        if noun is None or noun.pos_ != "NOUN" or self.chunk_at(noun.i) is not None:
            return None
        # past words that qualify the group ("líderes de la industria, como"; not a participle:
        # "los modelos ofrecidos por compañías como")
        j = self.past_qualifiers(noun.i + 1, 5, of_a_group=True)
        # past a phrase of its own, only a list set off by a comma is the group's (not
        # "inversión en servidores de fabricantes como Dell": the makers' examples)
        own_phrase = not self.lex.of_preps.isdisjoint(t.lower_ for t in self.doc[noun.i + 1 : j])
        if own_phrase and (j >= self.sent.end or self.doc[j].text != ","):
            return None
        listed, introduced = self.listed_after(j)
        return listed if introduced else None

    def qualifies_next(self, chunk: Chunk) -> bool:
        """True for a name that owns or qualifies the word after it ("Nvidia CEO Jensen Huang",
        "Stripe co-founders", "Dell's founder")."""
        return chunk.end < self.sent.end and _qualifies(self.doc[chunk.end], self.lex)

    def parties_from(self, start: int, least: int) -> Chunk | None:
        """Every mention from ``start`` to the end of its clause whose class is a party's
        (companies, clouds, or not typed), if there are at least ``least``."""
        end = start
        closers = self._aside_closers(start)
        while end < self.sent.end:
            if self.chunk_at(end) is None and self.is_boundary(self.doc[end], allow_comma=True):
                break
            if self.doc[end].text in closers:
                break  # "Anthropic – which got an investment from Amazon – and OpenAI"
            end += 1
        lex = self.lex
        members, owner_end = [], -1
        for m in self.mentions:
            if not start <= m.start < end or m.coref:
                continue
            before = self.doc[m.start - 1].lower_ if m.start > start else ""
            # "Lip-Bu Tan, the former CEO of Cadence", "executives of Google and Meta": a name
            # an "of" brings, and the names coordinated with it, describe an item
            if before in lex.owner_preps or (
                before in lex.coordinators and self._after_owner_prep(m.start - 1, owner_end, start)
            ):
                owner_end = m.end
                continue
            if (
                m.entity.type in {"", "Company", "CloudPlatform"}
                # "Nikko's unit Kairo Fund", "Stripe co-founders A and B": a name that owns or
                # qualifies a noun describes an item
                and not (m.end < end and _qualifies(self.doc[m.end], lex))
                # "el fundador de Dell Michael Dell": a person's surname
                and not (m.start > start and self.doc[m.start - 1].text in lex.given_names)
            ):
                members.append(m)
        return Chunk(tuple(members)) if len(members) >= least else None

    def _aside_closers(self, start: int) -> frozenset[str]:
        """The marks that close an aside opened before ``start`` (a bracket, an en dash: an em
        dash ends a clause anyway): the names after one are listed with the name before the
        aside, not with those inside it."""
        before = [t.text for t in self.doc[self.sent.start : start]]
        closers = {")"} if before.count("(") > before.count(")") else set()
        if before.count(ASIDE_DASH) % 2 == 1:
            closers.add(ASIDE_DASH)
        return frozenset(closers)

    def _after_owner_prep(self, coordinator: int, owner_end: int, start: int) -> bool:
        """True for a coordinator after a name an "of" brings ("of Google and": a name the
        tagger gave no mention too, as a former employer)."""
        if coordinator == owner_end:
            return True
        j = coordinator - 1
        while j > start and self.doc[j].text[:1].isupper():
            j -= 1
        return start <= j < coordinator - 1 and self.doc[j].lower_ in self.lex.owner_preps

    def examples(self, chunk: Chunk) -> Chunk | None:
        """The names a list introducer brings after a chunk: "GPUs, such as the H100 and
        H200", "chips como el Ascend 910C", "investors, including Sequoia"; or a bracket of
        names of a class after a class of products: "GPU Nvidia (modelos GB200 y GB300)"."""
        found, introduced = self.listed_after(chunk.end)
        if introduced and found is not None and found != chunk:
            return found
        return self._bracketed_examples(chunk)

    def _bracketed_examples(self, chunk: Chunk) -> Chunk | None:
        if not any(m.entity.key in self.lex.generic_products for m in chunk.mentions):
            return None
        j = chunk.end
        # "GPU Nvidia (modelos ...)": the maker's name may stand between
        while j < self.sent.end and self.chunk_at(j) is not None and j - chunk.end < 3:
            j += 1
        if j >= self.sent.end or self.doc[j].text != "(":
            return None
        j += 1
        while j < self.sent.end and (
            self.is_class_noun(self.doc[j]) or self.doc[j].lower_ in self.lex.np_fillers
        ):
            j += 1
        named = self._chunk_starting.get(j)
        if named is None or named.end >= self.sent.end or self.doc[named.end].text != ")":
            return None
        return named

    def named_after(self, chunk: Chunk) -> Mention | None:
        """ "su nueva GPU para centros de datos: la Crescent Island", "su primera CPU de 2nm,
        la EPYC Venice": the named product of the same class that a colon, or a comma before
        a name that closes the phrase, gives a class noun later in the phrase."""
        if len(chunk.mentions) != 1 or not is_generic(chunk.mentions[0].entity.key):
            return None
        for j in range(chunk.end, min(chunk.end + MAX_COLON_GAP, self.sent.end - 1)):
            tok = self.doc[j]
            if tok.text in {":", ","}:
                k = j + 1
                while k < self.sent.end and self.doc[k].pos_ == "DET":
                    k += 1
                named = self.chunk_at(k)
                if named is None or named.start != k or len(named.mentions) != 1:
                    return None
                closes = named.end >= self.sent.end or self.doc[named.end].is_punct
                m = named.mentions[0]
                same = m.entity.type == chunk.mentions[0].entity.type
                ok = same and not is_generic(m.entity.key) and (tok.text == ":" or closes)
                return m if ok else None
            finite = tok.pos_ in {"VERB", "AUX"} and "Fin" in self.morph_values(tok, "VerbForm")
            if self.chunk_at(j) is not None or tok.text in CLAUSE_END or finite:
                return None
        return None


def _qualifies(nxt: Any, lex: Lexicon) -> bool:
    lower = nxt.lower_
    return (
        lower in lex.genitive_markers
        or lower in lex.person_titles
        or (nxt.is_lower and nxt.pos_ == "NOUN")
    )
