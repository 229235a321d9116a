"""What a clause's words own and hang on: a facility's owner, the verb a word depends on,
whether a verb is finite or a participle on a noun (shared by the clause readers)."""

from __future__ import annotations

from typing import Any

from ..places import is_place
from .chunks import ACTORS, Chunk, as_companies
from .lemmas import offering_words, participle_infinitives
from .lists import Lists
from .words import morph_values

# Clauses that qualify another: an adjective heading one is a clause of its own.
SUBORDINATE = frozenset({"acl", "advcl", "relcl", "acl:relcl"})


class Owners(Lists):
    def named_product(self, noun: Any) -> Chunk | None:
        """The product that names ``noun`` right before it ("the Claude family")."""
        before = self.chunk_at(noun.i - 1) if noun.i > self.sent.start else None
        if before is None or before.end != noun.i or self.doc[noun.i - 1].head.i != noun.i:
            return None
        return before if before.types and not before.types & ACTORS else None

    def facility_owner(self, noun: Any) -> Chunk | None:
        """The company a facility noun names as its owner: "la infraestructura de Yotta",
        "Yotta's data center", "a Huawei cluster" (not a name's own class word, nor a place:
        "el supercomputador de Jülich"; a cloud platform's use the verbs read as they are).
        Not the company in focus for "the facility" with no owner named: measured, it was as
        often another company's (the supplier's, the builder's) as the one in focus."""
        if noun is None or self.chunk_at(noun.i) is not None:
            return None
        if not self.lex.is_facility_noun(noun):
            return None
        for child in noun.children:
            if child.dep_ in {"nmod", "poss", "compound"}:
                chunk = self.chunk_at(child.i)
                if chunk is None or any(
                    not m.entity.known and is_place(m.text, True, any_size=True)
                    for m in chunk.mentions
                ):
                    continue  # "El supercomputador de Jülich": a place owns nothing
                if chunk.types <= {"Company", ""}:
                    # a name nothing typed owns a facility as a company does
                    return as_companies(chunk)
        return None

    @staticmethod
    def finite(verb: Any) -> bool:
        """True if ``verb`` is finite or has a finite auxiliary ("ha cerrado", "habían
        firmado"): a clause whose subject a pro-drop language may leave out."""
        return "Fin" in morph_values(verb, "VerbForm") or any(
            c.dep_ in {"aux", "aux:pass", "cop"} and "Fin" in morph_values(c, "VerbForm")
            for c in verb.children
        )  # (and a copula's: "Está equipado con HBM3")

    def past_participle_on_noun(self, verb: Any) -> bool:
        """True for a past participle on the noun before it ("a platform built in", "las GPU
        utilizadas en"): not an adjective that is no participle ("presente tras la compra"),
        nor a present one, which is the noun's own act ("a company working with")."""
        if verb.dep_ not in {"acl", "amod"} or verb.head.i >= verb.i:
            return False
        if verb.pos_ == "ADJ":  # (or "available", "disponible": where a name is on offer)
            lex = self.lex
            offering = verb.lemma_.lower() in offering_words(lex)
            return offering or bool(participle_infinitives(verb.lower_, lex))
        return "Past" in self.morph_values(verb, "Tense")

    def governing_verb(self, tok: Any) -> Any | None:
        v = tok.head
        for _ in range(8):
            if v.pos_ in {"VERB", "AUX"} and self.chunk_at(v.i) is None:
                return v
            deps = {c.dep_ for c in v.children}
            if v.pos_ == "ADJ" and v.dep_ in SUBORDINATE and {"cop", "nsubj"} <= deps:
                return v  # a copular clause of its own: "donde X está presente tras la compra"
            if v.head.i == v.i:
                return None
            v = v.head
        return None
