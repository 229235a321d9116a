"""The names a class noun stands for: "its new accelerator, the Maia 200", "dos chips,
llamados Warboy y Renegade", "the Google Cloud TPU called Trillium", "dos supercomputadores
para el DOE, denominados Solstice y Equinox". A layer of the sentence view between the chunks
and the noun phrases."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .chunks import CLAUSE_END, SUBJECT_DEPS, Chunk, ChunkedSentence, span_root
from .words import morph_values

# Example words that may compare rather than list after a comma ("as Nvidia said", "entre
# ellos", "startups, like Google in 2023", "como Google en 2023").
_NOT_LISTING = frozenset({"as", "entre", "like", "como"})

# How far after the preposition that follows a class noun its names may be brought ("dos
# supercomputadores para el DOE, denominados Solstice y Equinox").
MAX_NAMED_PAST = 8
# Words that may qualify a class of products before the one it names.
MAX_QUALIFIER_WORDS = 5


class Naming(ChunkedSentence):
    def kind_of(self, noun: Any) -> str:
        """The class a class noun names ("bibliotecas": Framework), or ""."""
        lex = self.lex
        return lex.cue_types.get(noun.lower_) or lex.cue_types.get(noun.lemma_.lower(), "")

    def _named_past(self, prep: int, kind: str) -> Chunk | None:
        """The names a naming word brings after the phrase a preposition opens (", called X
        and Y"), within a few words; a name nothing has typed is of the class noun's kind."""
        lex = self.lex
        for k in range(prep + 1, min(prep + MAX_NAMED_PAST, self.sent.end - 2)):
            tok = self.doc[k]
            nxt = self.doc[k + 1]
            # "its first phone without Android, the Pura X Flip": a name set off after the
            # phrase, one nothing else has typed or of the noun's class
            # ("its first phone with a chip from UNISOC, the T820": the chip's, not the phone)
            apposed = (
                self._apposed(k + 2, kind)
                if tok.text == "," and nxt.pos_ == "DET" and not self._owned_past(prep, k)
                else 0
            )
            if tok.text == "," and (nxt.lower_ in lex.naming_words or apposed):
                start = apposed or k + 2 + (self.doc[k + 2].lower_ in lex.naming_as)
                # the parser may have listed the names with the phrase ("el DOE, denominados")
                named = self.chunk_at(start)
                if named is None or not any(m.start >= start for m in named.mentions):
                    return None
                return Chunk(
                    tuple(
                        m
                        if m.entity.type or not kind
                        else replace(m, entity=replace(m.entity, type=kind))
                        for m in named.mentions
                        if m.start >= start
                    )
                )
            if tok.pos_ in {"VERB", "AUX"} or tok.text in CLAUSE_END:
                return None
        return None

    def _owned_between(self, comma: int) -> bool:
        """True if a noun phrase with a determiner of its own opens between the last class noun
        and the comma: the name after the comma is that phrase's, not the class noun's."""
        j = comma - 1
        while j > self.sent.start and not self.is_class_noun(self.doc[j]):
            if self.doc[j].pos_ == "DET" or self.doc[j].lower_ in self.lex.possessives:
                return True
            j -= 1
        return False

    def _owned_past(self, prep: int, comma: int) -> bool:
        """True if a phrase with a determiner of its own stands between the class noun, or the
        preposition after it, and the comma."""
        if self._owned_between(comma):
            return True
        lex = self.lex
        return any(
            t.pos_ == "DET" or t.lower_ in lex.possessives for t in self.doc[prep + 1 : comma]
        )

    def _apposed(self, start: int, kind: str) -> int:
        """Where a name at ``start`` that closes its clause, untyped or of class ``kind``,
        starts past its maker's name ("el Huawei Pura X Flip"); 0 if there is none."""
        named = self._chunk_starting.get(start)
        if named is not None and all(m.entity.type == "Company" for m in named.mentions):
            named = self._chunk_starting.get(named.end) or named  # (the maker's own chunk)
        if named is None or not kind:
            return 0
        if named.end < self.sent.end and self.doc[named.end].text not in CLAUSE_END | {","}:
            return 0
        made = [m for m in named.mentions if m.entity.type != "Company"]
        if not made or any(m.entity.type not in {"", kind} for m in made):
            return 0
        return made[0].start

    def _apposition_comma(self, tok: Any, after_class_noun: bool, examples: bool) -> bool:
        """A comma between a class noun (right before it, or earlier in the phrase being
        read) and the name it stands for: "accelerator, the Maia"; with ``examples``, the
        names a list word brings ("con varias empresas, incluida Accenture", "companies, such as
        AMD"; not "as Nvidia said", "entre ellos", "like")."""
        if tok.text != "," or tok.i + 1 >= self.sent.end or tok.i == 0:
            return False
        before, after = self.doc[tok.i - 1], self.doc[tok.i + 1]
        such = after.lower_ == "such" and self.doc[min(tok.i + 2, len(self.doc) - 1)].lower_ == "as"
        example = examples and (such or after.lower_ in self.lex.example_introducers - _NOT_LISTING)
        plural = "Plur" in morph_values(before, "Number")
        right_before = before.lower_ in self.lex.cue_types and (not plural or example)
        if not (right_before or after_class_noun):
            return False
        if example:
            k = tok.i + 2 + such
            chunk = self._chunk_starting.get(k) or self._chunk_starting.get(k + 1)
            return chunk is not None and span_root(self.doc, chunk.start, chunk.end).dep_ not in (
                SUBJECT_DEPS
            )
        if after.lower_ in self.lex.picking_words:
            # "chips, one called X": past the picking word and its naming word
            k = tok.i + 2
            if (
                k + 1 < self.sent.end
                and self.doc[k].lower_ in self.lex.of_preps
                and self.doc[k + 1].lower_ in self.lex.picking_pronouns
            ):
                k += 2  # "one of them called X", "uno de ellos llamado X"
            if k < self.sent.end and self.doc[k].lower_ in self.lex.naming_words:
                k += 1
        else:
            k = tok.i + 1 + (after.pos_ == "DET" or after.lower_ in self.lex.naming_words)
        if k > tok.i + 1 and k < self.sent.end and self.doc[k].lower_ in self.lex.naming_as:
            k += 1  # "sus procesadores conjuntos, conocidos como N1 y N1X"
        return tok.i + 1 in self._chunk_starting or k in self._chunk_starting

    def _renamed(self, chunk: Chunk) -> Chunk:
        """ "its latest Claude model, Claude 3.5 Sonnet", "the Google Cloud TPU called
        Trillium": a family's name that only modifies a class noun, and then the name of the
        member of that family the phrase is about."""
        if len(chunk.mentions) != 1:
            return chunk
        if chunk.mentions[0].entity.key in self.lex.generic_products:
            return self._named_member(chunk)
        k = chunk.end
        while (
            k < self.sent.end
            and (self.is_class_noun(self.doc[k]) or self.doc[k].pos_ == "ADJ")
            and self.doc[k].lower_ not in self.lex.naming_words  # "llamados" is an adjective
        ):
            k += 1
        if k + 1 >= self.sent.end:
            return chunk
        if self.doc[k].text == "," and self.doc[k + 1].lower_ in self.lex.naming_words:
            k += 1  # "su TPU, llamada Ironwood"
        mark = self.doc[k]
        if not (mark.lower_ in self.lex.naming_words or (mark.text == "," and k > chunk.end)):
            return chunk
        member = self._chunk_starting.get(k + 1)
        family = chunk.mentions[0].entity
        if (
            member is not None
            and len(member.mentions) == 1
            and member.mentions[0].entity.family == family.key
        ):
            return member
        if member is not None and not any(chunk.types) and any(member.types):
            return member  # "two new SuperPoDs called Atlas 950 and Atlas 960": an untyped word
        return chunk

    def _named_member(self, chunk: Chunk) -> Chunk:
        """ "su tarjeta aceleradora de GPU de próxima generación, la Instinct MI325X": a class
        of products (GPU), words that qualify it, then the product of that class it names."""
        end = min(chunk.end + MAX_QUALIFIER_WORDS, self.sent.end)
        k = chunk.end
        while (
            k < end
            and self.chunk_at(k) is None
            and (
                self.doc[k].lower_ in self.lex.of_preps
                or (self.doc[k].pos_ in {"ADJ", "NOUN"} and self.doc[k].is_lower)
            )
        ):
            k += 1
        if k + 2 >= self.sent.end or self.doc[k].text != ",":
            return chunk
        k += 1
        named = self.doc[k].lower_ in self.lex.naming_words
        if self.doc[k].pos_ == "DET" or named:
            k += 1
        member = self._chunk_starting.get(k)
        kind = chunk.mentions[0].entity.type
        if (
            (named or self.doc[k - 1].pos_ == "DET")
            and member is not None
            and len(member.mentions) == 1
            and member.mentions[0].entity.type == kind
        ):
            return member
        return chunk


class Subtree:
    """The indices of a token's subtree, as a set to test membership in, read from the parse
    the first time it is asked (``NounPhrases.np_start`` needs it for few phrases)."""

    __slots__ = ("_indices", "_tok")

    def __init__(self, tok: Any) -> None:
        self._tok = tok
        self._indices: frozenset[int] | None = None

    def has(self, *indices: int) -> bool:
        """True if every one of ``indices`` is in the subtree."""
        if self._indices is None:
            self._indices = frozenset(t.i for t in self._tok.subtree)
        return self._indices.issuperset(indices)

    def __contains__(self, i: int) -> bool:
        return self.has(i)
