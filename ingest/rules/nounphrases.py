"""Reading noun phrases: the name a phrase leads to ("sus chips TPU"), the name a phrase
describes ("TorchNeuron, su propia versión de PyTorch"), examples ("GPUs, such as the H100")."""

from __future__ import annotations

from typing import Any

from ..lexicon_deals import AGO_NEXT
from ..spans import spells_before
from .chunks import (
    APPOSITION_MARKS,
    CLAUSE_END,
    HYPHENS,
    OBJECT_DEPS,
    PREMODIFIER_DEPS,
    RELATIVE_PRONOUNS,
    Chunk,
)
from .genitives import shared_genitive
from .naming import Naming, Subtree


class NounPhrases(Naming):
    """What the words around a name say of it, within its noun phrase and its clause."""

    def is_boundary(self, tok: Any, allow_comma: bool = False) -> bool:
        """True where a clause ends: sentence punctuation, a verb, a relative pronoun."""
        text = tok.text
        if text in CLAUSE_END:
            return True
        if text == "," and not allow_comma:
            return True
        pos = tok.pos_
        # A class noun the tagger took for a verb ("the chip startup Rivos") ends nothing.
        if pos in {"VERB", "AUX"} and self.chunk_at(tok.i) is None:
            # Nor a past participle before its noun ("designs specialized chips"), a word of
            # a compound ("AI chip start-up"), a gerund before a class noun ("inferencing chips").
            nxt = self.at[tok.i + 1] if tok.i + 1 < self.sent.end else None
            return not (
                self.is_class_noun(tok)
                or (tok.dep_ == "amod" and tok.head.i > tok.i and "Past" in tok.morph.get("Tense"))
                or (tok.dep_ == "compound" and tok.head.i > tok.i)
                or (tok.tag_ == "VBG" and nxt is not None and self.is_class_noun(nxt))
                # "desde hace años con", "hace dos meses", "hace un año": a time elapsed
                or (tok.lower_ in self.lex.ago_verbs and getattr(nxt, "pos_", "") in AGO_NEXT)
                # "deals with companies including AMD and Broadcom": the examples go on
                or (
                    tok.lower_ in self.lex.example_introducers and tok.i + 1 in self._chunk_starting
                )
            )
        return tok.lower_ in RELATIVE_PRONOUNS and pos in {"PRON", "SCONJ", "DET"}

    def chunk_after(
        self, i: int, max_gap: int = 6, noun_phrase: bool = False, owners: bool = False
    ) -> Chunk | None:
        """The first chunk after token ``i`` in the same clause, within ``max_gap`` tokens
        (with ``noun_phrase``, only determiners, adjectives, possessives and class nouns, "sus
        chips", may stand between; "Nvidia's GPUs" gives the GPUs, not Nvidia)."""
        gap = 0
        class_noun = False
        kind = ""
        modifier_end = 0
        for j in range(i + 1, self.sent.end):
            chunk = self._chunk_starting.get(j)
            if chunk is not None and not (
                self._modifies_by_hyphen(chunk)
                or self._built_on(chunk)
                or self._modifies_named(chunk)
            ):
                generic = all(m.entity.key in self.lex.generic_products for m in chunk.mentions)
                if generic and "Framework" in (kind, self._noun_after(chunk)):
                    # "ofrece bibliotecas de GPU", "offers GPU libraries": the hardware of
                    # software, not what is offered
                    return None
                return self._renamed(self._past_genitive(chunk))
            if chunk is not None:
                modifier_end = chunk.end
            if j < modifier_end:
                continue
            if self.chunk_at(j) is not None:
                # "... and Google's Gemini": a name owned inside a list gives the list.
                return self.chunk_at(j) if self._owned_in_list(j) else None
            tok = self.at[j]
            if self.is_date(j):
                continue
            if not noun_phrase and tok.lower_ in self.lex.list_introducers:
                continue
            named_noun = class_noun or (j > i + 1 and self.at[j - 1].pos_ in {"NOUN", "PROPN"})
            if named_noun and (
                tok.lower_ in self.lex.naming_words
                or (
                    tok.lower_ in self.lex.naming_as
                    and self.at[j - 1].lower_ in self.lex.naming_words
                )
            ):
                # "dos chips, llamados Warboy y Renegade", "conocidos como N1", "two new
                # systems called Atlas 950": the names the noun is called.
                continue
            if self._apposition_comma(tok, class_noun, noun_phrase):
                # "its new accelerator, the Maia 200", "dos nuevos chips diseñados para IA, el
                # Ascend 910D y el Ascend 920": the names the class noun stands for.
                continue
            if self.is_class_noun(tok):
                class_noun, kind = True, self.kind_of(tok)
            if (
                class_noun
                and tok.pos_ == "ADP"
                and (named := self._named_past(j, kind)) is not None
            ):
                # "dos supercomputadores para el DOE, denominados Solstice y Equinox"
                return named
            if self._short_bracket(j, class_noun):
                # "its first system-on-chip (SoC), the Xring O1": a class noun's short form
                modifier_end = j + 3
                continue
            if self.is_boundary(tok) or (tok.text == "(" and noun_phrase):
                return None
            if noun_phrase and not self.in_noun_phrase(tok, owners):
                return None
            if not noun_phrase and self.in_amount(tok):
                continue  # "purchase over CNY 400 billion (about USD 55 billion) worth of"
            if self._hyphen_glued(tok):
                continue  # "cloud-to-edge" is one word
            gap += 1
            if gap > max_gap:
                return None
        return None

    def _noun_after(self, chunk: Chunk) -> str:
        """The class of the class noun the chunk's last word modifies, after it; "" if none."""
        last = self.at[chunk.end - 1]
        if last.dep_ not in {"compound", "nmod", "amod"} or last.head.i < chunk.end:
            return ""
        return self.kind_of(last.head)

    def _short_bracket(self, j: int, class_noun: bool) -> bool:
        """True for a bracket at ``j`` holding one word no name covers, after a class noun
        ("(SoC)", "(NPU)") or the words it spells ("artificial intelligence (AI) company")."""
        toks = self.at
        if toks[j].text != "(" or not (class_noun or spells_before(self.doc, j)):
            return False
        inside = j + 2 < self.sent.end and toks[j + 2].text == ")"
        return inside and self.chunk_at(j + 1) is None and toks[j + 1].is_alpha

    def _place_owner(self, tok: Any) -> bool:
        """True for proper nouns no name covers, then a genitive marker, then a name."""
        j = tok.i
        while j < self.sent.end and self.at[j].pos_ == "PROPN" and self.chunk_at(j) is None:
            j += 1
        marker = (
            j > tok.i and j + 1 < self.sent.end and self.at[j].lower_ in self.lex.genitive_markers
        )
        return marker and j + 1 in self._chunk_starting

    def _hyphen_glued(self, tok: Any) -> bool:
        """True for a hyphen glued on both sides ("cloud-to-edge"), and for the word after it."""
        i = tok.i
        if tok.text in HYPHENS:
            return i > 0 and _glued(self.at[i - 1], tok)
        return i > 1 and _glued(self.at[i - 2], self.at[i - 1])

    def in_amount(self, tok: Any) -> bool:
        """True for a word of an amount of money, or a parenthesis around one."""
        lex = self.lex
        if tok.like_num or tok.lower_ in lex.amount_words:
            return True
        if tok.lower_ in lex.value_words:
            # "over", "worth", "por valor de" only before or after a number
            near = self.doc[max(self.sent.start, tok.i - 2) : min(self.sent.end, tok.i + 3)]
            return any(t.like_num or t.lower_ in lex.amount_words for t in near)
        return tok.text in {"(", ")"} and any(
            t.lower_ in lex.amount_words for t in tok.head.subtree
        )

    def _apposed_ahead(self, tok: Any) -> bool:
        """True for a common noun a name close after it stands beside, in the parse ("la
        campeona de la industria Nvidia": Nvidia in apposition to the phrase's nouns)."""
        if tok.pos_ != "NOUN":
            return False
        for j in range(tok.i + 1, min(tok.i + 5, self.sent.end)):
            chunk = self._chunk_starting.get(j)
            if chunk is not None:
                root = self.doc[chunk.start : chunk.end].root
                return root.dep_ in {"appos", "flat"} and tok.i <= root.head.i < chunk.start
            if self.is_boundary(self.at[j]):
                return False
        return False

    def _owner_follows(self, noun: Any) -> bool:
        """True if "of" and a name come right after ``noun`` (adjectives may stand between;
        a facility's "de datos" too: "los centros de datos de OpenAI")."""
        if noun.pos_ not in {"NOUN", "ADJ"}:
            return False
        j = noun.i + 1
        while j < self.sent.end and self.at[j].pos_ == "ADJ":
            j += 1
        if (
            noun.lemma_.lower() in self.lex.facility_nouns
            and j + 2 < self.sent.end
            and self.at[j].lower_ in self.lex.of_preps
            and self.at[j + 1].pos_ == "NOUN"
            and self.at[j + 2].lower_ in self.lex.of_preps
        ):
            j += 2
        return (
            j + 1 < self.sent.end
            and self.at[j].lower_ in self.lex.of_preps
            and self._chunk_starting.get(j + 1) is not None
        )

    def numbered_version(self, number: Any) -> bool:
        """True for the number after a version noun ("version 7", "la versión 2.0")."""
        if not number.like_num or number.i == self.sent.start:
            return False
        frames = self.lex.nouns.get(self.at[number.i - 1].lemma_.lower(), ())
        return any(f.property in {"adaptationOf", "versionOf"} for f in frames)

    def _modifies_by_hyphen(self, chunk: Chunk) -> bool:
        """ "CUDA-enabled GPUs", "Arm-based chips": a name glued by a hyphen to the word after
        it modifies the noun that follows; it is not the phrase's head."""
        end = chunk.end
        return (
            end + 1 < self.sent.end
            and _glued(self.at[end - 1], self.at[end])
            and self.chunk_at(end + 1) is None
            # "Graviton-series processors", "Blackwell-class GPUs" are the name's own kind
            and self.at[end + 1].lower_ not in self.lex.series_words
        )

    def _modifies_named(self, chunk: Chunk) -> bool:
        """ "donate the Kubernetes inference framework llm-d": a name on a class noun that a
        name follows at once modifies the noun; the name after it is the phrase's head."""
        last = self.at[chunk.end - 1]
        head = last.head
        return (
            last.dep_ == "compound"
            and chunk.end <= head.i < self.sent.end - 1
            and self.is_class_noun(head)
            and head.i + 1 in self._chunk_starting
        )

    def _built_on(self, chunk: Chunk) -> bool:
        """ "RISC-V central processor units": an instruction set before the noun it
        modifies says what the product is built on; it is not the phrase's head."""
        last = self.at[chunk.end - 1]
        return (
            all(m.entity.key in self.lex.instruction_sets for m in chunk.mentions)
            and last.dep_ in {"compound", "amod", "nmod"}
            and chunk.end <= last.head.i < self.sent.end
        )

    def _owned_in_list(self, j: int) -> bool:
        m = self.mention_at(j)
        return (
            m is not None
            and m.start == j
            and j > self.sent.start
            and self.at[j - 1].lower_ in self.lex.genitive_markers
        )

    def _past_genitive(self, chunk: Chunk) -> Chunk:
        """The name a phrase is about, past its owner ("Nvidia's GPUs") and past names that
        only modify the next one ("the 6th generation Google Cloud TPU", "NVIDIA GPUs")."""
        end = chunk.end
        if end < self.sent.end and self.at[end].lower_ in self.lex.genitive_markers:
            owned = self.chunk_after(shared_genitive(self, end), max_gap=3, noun_phrase=True)
            if owned is not None:
                return owned
        following = self._chunk_starting.get(end)
        if following is not None and len(chunk.mentions) == 1:
            return self._past_genitive(following)
        # "with Arm server processor designer Ampere Computing": a name that modifies a class
        # noun (or a part: "Atos Group subsidiary Eviden"), then the name the phrase is about.
        k = end
        while k < min(end + 4, self.sent.end) and self.at[k].pos_ == "NOUN" and self.at[k].is_lower:
            k += 1
        named = self._chunk_starting.get(k)
        if (
            k > end
            and named is not None
            and len(chunk.mentions) == 1
            and (self.is_class_noun(w := self.at[k - 1]) or w.lower_ in self.lex.part_nouns)
        ):
            return self._past_genitive(named)
        return chunk

    def _is_unit(self, tok: Any) -> bool:
        """ "GB" in "288 GB": a short word right after a number."""
        short = tok.pos_ in {"NOUN", "PROPN"} and len(tok.text) <= 3
        return short and tok.i > self.sent.start and self.at[tok.i - 1].like_num

    def unnamed_object_before(self, verb: Any, obj: Chunk) -> bool:
        """ "Nvidia hired Jim Keller from AMD": the verb's object is a proper name no mention
        holds (a person), or one nothing types ("utilizes Mixture-of-Experts (MoE), an
        architecture used in"), before the name a search after the verb found (not a measure:
        "features 144 GB of HBM3E" reaches the memory)."""
        dobj = next((c for c in verb.children if c.dep_ in OBJECT_DEPS), None)
        if dobj is None or dobj.pos_ != "PROPN" or dobj.i >= obj.start:
            return False
        if self.at[dobj.i + 1].lower_ in self.lex.naming_words or any(
            c.dep_ == "appos" and obj.start <= c.i < obj.end for c in dobj.children
        ):  # "two new SuperPoDs called Atlas 950", "el kernel FlashMLA": the name it is given
            return False
        held = self.chunk_at(dobj.i)
        return (held is None or not any(held.types)) and not self._is_unit(dobj)

    def _examples_follow(self, j: int) -> bool:
        """True if example words start at token ``j`` (after adjectives) and a name follows
        them at once ("like NVIDIA", "such as AMD", "pesados como Microsoft")."""
        lex = self.lex
        while j < self.sent.end and self.at[j].pos_ == "ADJ":
            j += 1  # "pesos pesados como Nvidia"
        start = j
        while j < self.sent.end and (
            self.at[j].lower_ in lex.list_fillers or self.at[j].lower_ in lex.example_introducers
        ):
            j += 1
        return (
            j > start
            and self.at[j - 1].lower_ in lex.example_introducers
            and (j in self._chunk_starting)
        )

    def in_noun_phrase(self, tok: Any, owners: bool = False) -> bool:
        """True for a word that can stand inside a noun phrase before its name: determiners,
        adjectives, class nouns, modifiers ("high-end AI GPUs"), and "of" with a common noun
        ("el fabricante de chips Broadcom"); not a group's noun owned ("una rival de OpenAI")."""
        lex, lower, nxt = self.lex, tok.lower_, self.at[min(tok.i + 1, len(self.doc) - 1)]
        if lower in lex.groups and nxt.lower_ in lex.of_preps:
            return False  # (the name after it is another's rival, partner or customer)
        if (
            tok.pos_ in {"DET", "ADJ", "NUM"}
            or lower in lex.quantity_words
            or lower in lex.possessives
            or self.is_class_noun(tok)
            or lower in lex.np_fillers
            or tok.text in HYPHENS
            or lower in lex.example_introducers
            or lower in lex.list_fillers
            or lower in lex.company_demonyms
            or (tok.dep_ == "advmod" and tok.head.dep_ == "amod" and tok.head.i > tok.i)
            or any(self.words_at(tok.i, words) for words in lex.np_phrases)
        ):
            # "larger rivals like Nvidia", "la alemana ParTec", "the widely adopted Slurm"
            return True
        if tok.pos_ in {"NOUN", "PROPN"} and tok.dep_ in PREMODIFIER_DEPS and tok.head.i > tok.i:
            return True
        if tok.dep_ == "cc" and tok.head.dep_ in PREMODIFIER_DEPS and tok.head.head.i > tok.i:
            return True  # "the chip and memory giant Samsung": modifiers listed before it
        prev = self.at[tok.i - 1] if tok.i > self.sent.start else None
        nxt = self.at[tok.i + 1] if tok.i + 1 < self.sent.end else None
        if _glued(tok, nxt) or (prev is not None and _glued(self.at[prev.i - 1], prev)):
            return True  # "US-based", "sought-after": either half of a glued modifier
        if (
            tok.pos_ == "VERB"
            and tok.dep_ == "amod"
            and tok.head.i > tok.i
            and ("Past" in self.morph_values(tok, "Tense") or tok.tag_ == "VBG")
        ):
            return True  # "US-based chip designer Broadcom", "specialized chips", "coding agent"
        if prev is not None and (
            (lower in lex.capacity_units and prev.like_num)
            or (lower in lex.of_preps and prev.lower_ in lex.capacity_units)
        ):
            return True  # "128 GB of HBM3E", "64 GB de memoria HBM2E": a memory's size
        common_noun = tok.pos_ == "NOUN" or (tok.pos_ == "PROPN" and tok.is_lower)
        if common_noun and prev is not None and prev.lower_ in lex.of_preps:
            # "su chip de inteligencia artificial Trainium3"
            return True
        if (
            (common_noun or (tok.pos_ == "PROPN" and self.chunk_at(tok.i) is None))
            and nxt is not None
            and nxt.pos_ in {"NOUN", "PROPN", "VERB"}
            and (self.is_class_noun(nxt) or nxt.i in self._chunk_starting)
        ):
            # "artificial intelligence startup Anthropic", "AI startup Adept": a word before a
            # class noun or a name modifies it, whatever the parser made of it.
            return True
        if self._place_owner(tok) or (
            lower in lex.genitive_markers and prev is not None and self._place_owner(prev)
        ):
            return True  # "Taiwan's TSMC", "South Korea's Samsung": a place before the name
        if self._apposed_ahead(tok) or (
            lower in lex.of_preps and prev is not None and self._apposed_ahead(prev)
        ):
            # "con la campeona de la industria Nvidia": a description the name stands beside
            return True
        if common_noun and self._examples_follow(tok.i + 1):
            # "industry leaders like NVIDIA", "grandes firmas como Microsoft": a noun that
            # brings examples leads on to them.
            return True
        if owners and tok.pos_ == "NOUN" and self._owner_follows(tok):
            # "frente al dominio de Nvidia", "tecnologías de Google Cloud": the owner after
            # a common noun is who the phrase is about (for a relation's argument; "its use
            # of Google Cloud" does not possess Google Cloud).
            return True
        if lower in lex.of_preps and prev is not None and prev.lower_ in lex.np_fillers:
            # "un clúster de 50.000 GPU": on from a container to what it holds
            return True
        counted = prev is not None and (prev.lower_ in lex.quantity_words or prev.pos_ == "NUM")
        if lower in lex.of_preps and counted:
            # "miles de GPU", "18,000 of Nvidia's chips": a count's "of" leads on to what it counts
            return True
        if self._is_unit(tok) or (
            lower in lex.of_preps and prev is not None and self._is_unit(prev)
        ):
            # "288 GB de memoria HBM3E": a measure, and its "of", lead on to what is measured
            return True
        if lower in lex.of_preps and prev is not None and self.numbered_version(prev):
            return True  # "la versión 7 de ROCm": a numbered version leads on to its product
        after = self.at[tok.i + 2] if tok.i + 2 < self.sent.end else None
        if after is not None and after.lower_ in lex.of_preps and self.numbered_version(nxt):
            return True
        if owners and lower in lex.of_preps and prev is not None and self._owner_follows(prev):
            # "el dominio absoluto de Nvidia": on to the owner
            return True
        return (
            lower in lex.of_preps
            and nxt is not None
            and (nxt.pos_ == "NOUN" or (nxt.pos_ == "PROPN" and nxt.is_lower))  # "streaming"
            and self.chunk_at(nxt.i) is None
        )

    def chunk_before(self, i: int, max_gap: int = 6, allow_comma: bool = False) -> Chunk | None:
        """The nearest chunk ending before token ``i`` in the same clause."""
        gap = 0
        for j in range(i - 1, self.sent.start - 1, -1):
            chunk = self.chunk_at(j)
            if chunk is not None:
                return chunk
            if self.is_date(j):
                continue
            if self.is_boundary(self.at[j], allow_comma=allow_comma):
                return None
            gap += 1
            if gap > max_gap:
                return None
        return None

    def np_start(self, noun: Any) -> int:
        """Index of the first token of the noun phrase ``noun`` heads ("la plataforma abierta")."""
        subtree = Subtree(noun)  # read only where a test below needs it (most phrases: never)
        i = noun.i
        while i - 1 >= self.sent.start:
            tok = self.at[i - 1]
            if tok.text in APPOSITION_MARKS:
                break
            if tok.lower_ in self.lex.genitive_markers:
                # "Microsoft's cloud": the owner belongs to the noun phrase.
                owner = self.chunk_at(tok.i - 1)
                if owner is not None:
                    i = owner.start
                elif subtree.has(tok.i - 2, tok.i - 1) and self.at[tok.i - 2].pos_ == "DET":
                    i = tok.i - 2  # "the world's largest supercomputer": an owner, no name
                else:
                    break
                continue
            chunk = self.chunk_at(tok.i)
            if chunk is not None and self.at[i].text in HYPHENS and not tok.whitespace_:
                i = chunk.start  # "a Microsoft-backed startup": a name glued to a modifier
                continue
            if chunk is not None:
                break
            hyphenated = tok.text == "-" or (i < len(self.doc) and self.at[i].text == "-")
            if (
                tok.pos_ in {"DET", "ADJ", "NUM"}
                or tok.lower_ in self.lex.possessives
                or (tok.i in subtree and tok.pos_ in {"NOUN", "PROPN", "PUNCT", "ADV"})
                or (tok.i in subtree and tok.dep_ in {"compound", "amod", "nummod", "flat"})
                or hyphenated
            ):
                i -= 1
                continue
            break
        return i

    def is_description_head(self, noun: Any) -> bool:
        """True for a noun that can describe an entity: "versión", "port", a class noun."""
        lex = self.lex
        words = (noun.lemma_.lower(), noun.lower_)
        return any(w in lex.nouns for w in words) or noun.lower_ in lex.cue_types

    def np_head(self, tok: Any) -> Any:
        """The head noun of the phrase ``tok`` opens or modifies ("its next-generation AI
        accelerator": accelerator), following modifiers to the right."""
        head = tok.head
        for _ in range(6):
            up = head.head
            if up.i <= head.i or up.pos_ not in {"NOUN", "PROPN"} or not self._in_sentence(up):
                break
            if head.dep_ not in PREMODIFIER_DEPS:
                break
            head = up
        return head


def _glued(tok: Any, hyphen: Any) -> bool:
    return (
        hyphen is not None and hyphen.text in HYPHENS and not tok.whitespace_ + hyphen.whitespace_
    )
