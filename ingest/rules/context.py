"""What every rule sees of a sentence: its tokens, mentions, coordinated chunks, dates, hedges."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any

from ..facts import Entity, Mention
from ..lexicon import Lexicon

# Universal Dependencies labels the rules rely on.
SUBJECT_DEPS = frozenset({"nsubj", "nsubj:pass", "nsubjpass", "csubj"})
OBJECT_DEPS = frozenset({"obj", "dobj"})
INHERIT_SUBJECT_DEPS = frozenset({"conj", "xcomp", "advcl"})
# What a clause with no subject hangs on, up to the clause whose subject it shares: verbs
# (conj, xcomp, advcl, ccomp), and nouns an infinitive modifies ("un esfuerzo para competir").
CLIMB_DEPS = INHERIT_SUBJECT_DEPS | {"ccomp", "acl", "obl", "nmod", "pobj", "prep", "dobj", "obj"}
MAX_CLIMB = 5
RELATIVE_PRONOUNS = frozenset({"que", "cual", "which", "that", "who"})
CLAUSE_END = frozenset({".", ";", ":", "!", "?", "—"})
HYPHENS = frozenset({"-", "‑"})
# Clauses that hang on a noun phrase: relative, participial, adverbial, complement.
CLAUSE_DEPS = frozenset({"relcl", "acl", "acl:relcl", "advcl", "ccomp", "xcomp", "csubj"})
# Who may own or do things: a company, or a cloud arm the text makes an actor.
ACTORS = frozenset({"Company", "CloudPlatform"})
# A noun that modifies a later noun of its phrase ("AI" in "AI GPUs").
PREMODIFIER_DEPS = frozenset({"compound", "amod", "nmod", "flat", "nummod"})
APPOSITION_MARKS = frozenset({",", ":", "(", "—", "–"})


@dataclass(frozen=True, slots=True)
class Chunk:
    """Mentions joined by coordination: "Google y Amazon", "sus chips TPU y Trainium"."""

    mentions: tuple[Mention, ...]

    @property
    def start(self) -> int:
        return self.mentions[0].start

    @property
    def end(self) -> int:
        return self.mentions[-1].end

    @property
    def types(self) -> frozenset[str]:
        return frozenset(m.entity.type for m in self.mentions)


@dataclass(frozen=True, slots=True)
class Found:
    """A candidate fact from one rule: mentions, property, the token that triggered it."""

    subject: Mention
    predicate: str
    object: Mention
    rule: str
    trigger: int


def _typed_by_companions(mentions: list[Mention]) -> tuple[Mention, ...]:
    """ "el B200 y el GB200": an untyped name listed with names of one class takes it."""
    types = {m.entity.type for m in mentions if m.entity.type}
    if len(types) != 1 or all(m.entity.type for m in mentions):
        return tuple(mentions)
    (type_,) = types
    return tuple(
        m if m.entity.type else replace(m, entity=replace(m.entity, type=type_)) for m in mentions
    )


class SentenceView:
    """One sentence with its mentions grouped into chunks, and the lexicon of its language."""

    def __init__(
        self,
        sent: Any,
        mentions: list[Mention],
        lex: Lexicon,
        dates: list[Any],
        focus_company: Entity | None = None,
    ):
        self.sent = sent
        # The company the article is about as this sentence starts (ingest/coreference.py).
        self.focus_company = focus_company
        self.doc = sent.doc
        self.lex = lex
        self.mentions = [m for m in mentions if sent.start <= m.start and m.end <= sent.end]
        self.dates = [d for d in dates if sent.start <= d[0] and d[1] <= sent.end]
        # A date's article or preposition ("el 20 de octubre", "on May 5") goes with it.
        self._date_tokens = {
            i
            for start, end, _ in self.dates
            for i in range(
                start - (start > sent.start and self.doc[start - 1].pos_ in {"DET", "ADP"}), end
            )
        }
        self.chunks = self._chunk()
        self._chunk_of = {i: c for c in self.chunks for i in range(c.start, c.end)}
        self._chunk_starting = {c.start: c for c in self.chunks}

    # -- building ---------------------------------------------------------------------------

    def _chunk(self) -> list[Chunk]:
        chunks: list[list[Mention]] = []
        for m in self.mentions:
            last = chunks[-1][-1] if chunks else None
            # "ambas empresas": the two references side by side are one list.
            pair = last is not None and last.coref and m.coref and last.end == m.start
            if last is not None and (pair or self._coordinated(last.end, m.start)):
                chunks[-1].append(m)
            else:
                chunks.append([m])
        return [Chunk(_typed_by_companions(ms)) for group in chunks for ms in self._lists(group)]

    def _lists(self, group: list[Mention]) -> list[list[Mention]]:
        """Split a run joined only by commas: "A, B y C" is a list, "Azure, Microsoft's
        cloud" an apposition. A comma joins only when a conjunction later closes the list."""
        conjunctions = [
            any(
                t.lower_ in self.lex.coordinators and t.text != ","
                for t in self.doc[a.end : b.start]
            )
            for a, b in itertools.pairwise(group)
        ]
        # "AMD, Arm, Apple, AWS, and other developers": three names or more in a row are a
        # list, closed or not; so are two closed by "and others" ("Oracle, CoreWeave y otras").
        if (len(group) >= 3 and not any(conjunctions[:-1])) or (
            len(group) == 2 and self._closed_by_others(group[-1].end)
        ):
            return [group]
        out = [[group[0]]]
        for k, m in enumerate(group[1:]):
            if any(conjunctions[k:]):
                out[-1].append(m)
            else:
                out.append([m])
        return out

    def _closed_by_others(self, end: int) -> bool:
        """ "... y otras empresas", "... and other developers": a list ends with others."""
        tail = [t for t in self.doc[end : end + 2] if not t.is_space]
        return (
            len(tail) == 2
            and tail[0].lower_ in self.lex.coordinators
            and tail[1].lower_ in self.lex.others_words
        )

    def _coordinated(self, left_end: int, right_start: int) -> bool:
        # Blanked trademark signs leave whitespace tokens: "Instinct™ and Radeon™".
        gap = [t for t in self.doc[left_end:right_start] if not t.is_space]
        if not 1 <= len(gap) <= 4:
            return False
        coordinators = [t for t in gap if t.lower_ in self.lex.coordinators]
        if not coordinators:
            return False
        # "H200, B100, and the upcoming B200", "Oracle, Nvidia y ahora AMD": determiners,
        # adjectives, adverbs and class nouns too.
        return all(
            t.lower_ in self.lex.coordinators
            or t.pos_ in {"DET", "ADJ", "ADV"}
            or t.lower_ in self.lex.cue_types
            for t in gap
        )

    # -- looking around ---------------------------------------------------------------------

    def chunk_at(self, i: int) -> Chunk | None:
        return self._chunk_of.get(i)

    def mention_at(self, i: int) -> Mention | None:
        return next((m for m in self.mentions if m.start <= i < m.end), None)

    def is_date(self, i: int) -> bool:
        return i in self._date_tokens

    def is_boundary(self, tok: Any, allow_comma: bool = False) -> bool:
        """True where a clause ends: sentence punctuation, a verb, a relative pronoun."""
        if tok.text in CLAUSE_END:
            return True
        if tok.text == "," and not allow_comma:
            return True
        # A class noun the tagger took for a verb ("the chip startup Rivos") ends nothing.
        if tok.pos_ in {"VERB", "AUX"} and self.chunk_at(tok.i) is None:
            return not self.is_class_noun(tok)
        return tok.lower_ in RELATIVE_PRONOUNS and tok.pos_ in {"PRON", "SCONJ", "DET"}

    def chunk_after(
        self, i: int, max_gap: int = 6, noun_phrase: bool = False, owners: bool = False
    ) -> Chunk | None:
        """The first chunk after token ``i`` in the same clause, within ``max_gap`` tokens.

        With ``noun_phrase``, only determiners, adjectives, possessives and class nouns
        ("sus chips") may stand between. "Nvidia's GPUs" gives the GPUs, not Nvidia.
        """
        gap = 0
        class_noun = False
        for j in range(i + 1, self.sent.end):
            chunk = self._chunk_starting.get(j)
            if chunk is not None and not self._modifies_by_hyphen(chunk):
                return self._past_genitive(chunk)
            if chunk is not None:
                continue
            if self.chunk_at(j) is not None:
                return None
            tok = self.doc[j]
            if self.is_date(j):
                continue
            if not noun_phrase and tok.lower_ in self.lex.list_introducers:
                continue
            if class_noun and tok.lower_ in self.lex.naming_words:
                # "dos chips, llamados Warboy y Renegade": the names the class noun is called.
                continue
            if self._apposition_comma(tok, class_noun):
                # "its new accelerator, the Maia 200", "dos nuevos chips diseñados para IA, el
                # Ascend 910D y el Ascend 920": the names the class noun stands for.
                continue
            class_noun = class_noun or self.is_class_noun(tok)
            if self.is_boundary(tok) or (tok.text == "(" and noun_phrase):
                return None
            if noun_phrase and not self.in_noun_phrase(tok, owners):
                return None
            gap += 1
            if gap > max_gap:
                return None
        return None

    def is_class_noun(self, tok: Any) -> bool:
        """True for a noun that names a class of entity ("chips", "fabricantes", "rivals")."""
        return tok.lower_ in self.lex.cue_types or tok.lemma_.lower() in self.lex.cue_types

    def _owner_follows(self, noun: Any) -> bool:
        """True if "of" and a name come right after ``noun`` (adjectives may stand between)."""
        if noun.pos_ not in {"NOUN", "ADJ"}:
            return False
        j = noun.i + 1
        while j < self.sent.end and self.doc[j].pos_ == "ADJ":
            j += 1
        return (
            j + 1 < self.sent.end
            and self.doc[j].lower_ in self.lex.of_preps
            and self._chunk_starting.get(j + 1) is not None
        )

    def _modifies_by_hyphen(self, chunk: Chunk) -> bool:
        """ "CUDA-enabled GPUs", "Arm-based chips": a name glued by a hyphen to the word after
        it modifies the noun that follows; it is not the phrase's head."""
        end = chunk.end
        return (
            end + 1 < self.sent.end
            and self.doc[end].text in HYPHENS
            and not self.doc[end - 1].whitespace_
            and self.chunk_at(end + 1) is None
        )

    def _apposition_comma(self, tok: Any, after_class_noun: bool = False) -> bool:
        """A comma between a class noun (right before it, or earlier in the phrase being
        read) and the name it stands for: "accelerator, the Maia"."""
        if tok.text != "," or tok.i + 1 >= self.sent.end or tok.i == 0:
            return False
        before, after = self.doc[tok.i - 1], self.doc[tok.i + 1]
        right_before = before.lower_ in self.lex.cue_types and "Plur" not in before.morph.get(
            "Number"
        )
        if not (right_before or after_class_noun):
            return False
        skip_one = after.pos_ == "DET" or after.lower_ in self.lex.naming_words
        nxt = self._chunk_starting.get(tok.i + 1) or (
            self._chunk_starting.get(tok.i + 2) if skip_one else None
        )
        return nxt is not None

    def _past_genitive(self, chunk: Chunk) -> Chunk:
        end = chunk.end
        if end < self.sent.end and self.doc[end].lower_ in self.lex.genitive_markers:
            owned = self.chunk_after(end, max_gap=3, noun_phrase=True)
            if owned is not None:
                return owned
        return chunk

    def in_noun_phrase(self, tok: Any, owners: bool = False) -> bool:
        """True for a word that can stand inside a noun phrase before its name: determiners,
        adjectives, class nouns, modifiers ("high-end AI GPUs"), and "of" with a common noun
        ("el fabricante de chips Broadcom")."""
        lex = self.lex
        if (
            tok.pos_ in {"DET", "ADJ", "NUM"}
            or tok.lower_ in lex.possessives
            or self.is_class_noun(tok)
            or tok.lower_ in lex.np_fillers
            or tok.text in HYPHENS
            or tok.lower_ in lex.example_introducers
            or tok.lower_ in lex.list_fillers
        ):
            # "larger rivals like Nvidia", "los fabricantes de chips Nvidia"
            return True
        if tok.pos_ in {"NOUN", "PROPN"} and tok.dep_ in PREMODIFIER_DEPS and tok.head.i > tok.i:
            return True
        prev = self.doc[tok.i - 1] if tok.i > self.sent.start else None
        nxt = self.doc[tok.i + 1] if tok.i + 1 < self.sent.end else None
        if tok.pos_ == "NOUN" and prev is not None and prev.lower_ in lex.of_preps:
            # "su chip de inteligencia artificial Trainium3"
            return True
        if owners and tok.pos_ == "NOUN" and self._owner_follows(tok):
            # "frente al dominio de Nvidia", "tecnologías de Google Cloud": the owner after
            # a common noun is who the phrase is about (for a relation's argument; "its use
            # of Google Cloud" does not possess Google Cloud).
            return True
        if owners and tok.lower_ in lex.of_preps and prev is not None and self._owner_follows(prev):
            # "el dominio absoluto de Nvidia": on to the owner
            return True
        return (
            tok.lower_ in lex.of_preps
            and nxt is not None
            and nxt.pos_ == "NOUN"
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
            if self.is_boundary(self.doc[j], allow_comma=allow_comma):
                return None
            gap += 1
            if gap > max_gap:
                return None
        return None

    def chunks_before(self, i: int) -> Iterator[Chunk]:
        """Every chunk before token ``i`` in the sentence, nearest first."""
        for chunk in reversed(self.chunks):
            if chunk.end <= i:
                yield chunk

    # -- noun phrases that describe an entity -----------------------------------------------

    def np_start(self, noun: Any) -> int:
        """Index of the first token of the noun phrase ``noun`` heads ("la plataforma abierta")."""
        subtree = {t.i for t in noun.subtree}
        i = noun.i
        while i - 1 >= self.sent.start:
            tok = self.doc[i - 1]
            if tok.text in APPOSITION_MARKS:
                break
            if tok.lower_ in self.lex.genitive_markers:
                # "Microsoft's cloud": the owner belongs to the noun phrase.
                owner = self.chunk_at(tok.i - 1)
                if owner is None:
                    break
                i = owner.start
                continue
            if self.chunk_at(tok.i) is not None:
                break
            hyphenated = tok.text == "-" or (i < len(self.doc) and self.doc[i].text == "-")
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
        return (
            noun.lemma_.lower() in lex.nouns
            or noun.lower_ in lex.nouns
            or noun.lower_ in lex.cue_types
        )

    def described(self, noun: Any) -> Chunk | None:
        """The chunk a noun phrase describes: "X, una versión", "X: versiones", "X es un port".

        A singular noun describes only the nearest name of a list ("PyTorch y Triton,
        el lenguaje de OpenAI" describes Triton).
        """
        i = self.np_start(noun) - 1
        while i >= self.sent.start and self.is_date(i):
            i -= 1
        if i < self.sent.start:
            return None
        tok = self.doc[i]
        chunk = None
        if tok.text in APPOSITION_MARKS:
            j = i - 1
            while j >= self.sent.start and self.is_date(j):
                j -= 1
            chunk = self.chunk_at(j) if j >= self.sent.start else None
        elif tok.lemma_.lower() in self.lex.copulas:
            chunk = self.chunk_before(i, max_gap=2)
        if chunk is not None and len(chunk.mentions) > 1 and "Sing" in noun.morph.get("Number"):
            return Chunk((chunk.mentions[-1],))
        return chunk

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

    def possessor_of(self, det: Any) -> Chunk | None:
        """The company a possessive determiner stands for: the subject of its clause, if that
        is a company (or a cloud arm acting as one), else the nearest company named before it
        in the sentence, else the company in focus."""
        verb = self.governing_verb(det)
        if verb is not None:
            candidates, _ = self.subjects_of(verb, through_possessives=False)
            subject = candidates[0] if candidates else None
            if subject is not None and subject.types & ACTORS:
                return subject
        for chunk in self.chunks_before(det.i):
            if chunk.types == {"Company"}:
                return chunk
        # "su antecesor, Trainium2" with no company in the sentence: the company in focus
        # ("their" stands for several, never for one company in focus).
        if det.lower_ in self.lex.plural_possessives:
            return None
        return self.focus_reference(det)

    def focus_reference(self, tok: Any) -> Chunk | None:
        """The company in focus, standing at ``tok`` (a reference, trusted less)."""
        if self.focus_company is None:
            return None
        return Chunk((Mention(self.focus_company, tok.i, tok.i + 1, tok.text, coref=True),))

    def apposed_after(self, noun: Any) -> Chunk | None:
        """The name in apposition after a noun: "its new accelerator, the Maia 200"."""
        j = noun.i + 1
        while j < self.sent.end and self.doc[j].pos_ == "ADJ":
            j += 1
        if j >= self.sent.end or self.doc[j].text not in APPOSITION_MARKS:
            return None
        return self.chunk_after(j, max_gap=1, noun_phrase=True)

    def examples(self, chunk: Chunk) -> Chunk | None:
        """The names a list introducer brings after a chunk: "GPUs, such as the H100 and
        H200", "chips como el Ascend 910C", "investors, including Sequoia"."""
        lex = self.lex
        j = chunk.end
        introduced = False
        while j < self.sent.end and j - chunk.end <= 3:
            tok = self.doc[j]
            if tok.lower_ in lex.example_introducers:
                introduced = True
            elif tok.text not in {",", "(", ":"} and tok.lower_ not in lex.list_fillers:
                break
            j += 1
        if not introduced:
            return None
        found = self.chunk_after(j - 1, max_gap=2, noun_phrase=True)
        return found if found is not None and found != chunk else None

    def antecedent(self, relative: Any) -> Chunk | None:
        """What a relative pronoun stands for: "X, que corre en Y", "la empresa que X compró"."""
        clause = relative.head
        noun = clause.head if clause.i != clause.head.i else None
        # "la plataforma en la nube que opera Huawei": up the chain of nouns to the one
        # that stands in apposition to a name.
        for _ in range(3):
            if noun is None:
                break
            chunk = self.chunk_at(noun.i)
            if chunk is not None:
                return chunk
            if noun.pos_ not in {"NOUN", "PROPN"}:
                break
            described = self.described(noun)
            if described is not None:
                return described
            noun = noun.head if noun.head.i != noun.i else None
        return self.chunk_before(relative.i, max_gap=2, allow_comma=True)

    # -- grammar ----------------------------------------------------------------------------

    def chunk_in(self, tok: Any) -> Chunk | None:
        """The chunk that ``tok`` heads or lies in, preferring the token itself; a clause
        inside the phrase ("a team who worked at Apple") is not searched."""
        chunk = self.chunk_at(tok.i)
        if chunk is not None:
            return chunk
        for child in self._phrase(tok):
            chunk = self.chunk_at(child.i)
            if chunk is not None and self.sent.start <= child.i < self.sent.end:
                return chunk
        return None

    def _phrase(self, tok: Any) -> Iterator[Any]:
        """The tokens of ``tok``'s phrase, in order, without the clauses hanging on it."""
        for child in tok.lefts:
            if child.dep_ not in CLAUSE_DEPS:
                yield from self._phrase(child)
        yield tok
        for child in tok.rights:
            if child.dep_ not in CLAUSE_DEPS:
                yield from self._phrase(child)

    def subject_of(self, verb: Any) -> Chunk | None:
        """The grammatical subject of ``verb`` (inherited from the clauses above it), or None."""
        candidates, _ = self.subjects_of(verb)
        return candidates[0] if candidates else None

    def subjects_of(self, verb: Any, through_possessives: bool = True) -> tuple[list[Chunk], bool]:
        """The chunks that may be ``verb``'s subject, most likely first, and whether the
        sentence gave it a subject at all (if not, a caller may look at the surface).

        A clause with no subject of its own takes the subject of the clause it hangs on:
        coordinated verbs, infinitives ("para competir con Nvidia", hanging on a noun of
        the clause above), complements ("anunció que ya está desarrollando X": Spanish
        drops the repeated subject). A noun after an active verb that the parser took for
        its subject is kept as a candidate, but the subject above is looked for too: the
        property's classes decide between them.
        """
        found: list[Chunk] = []
        seen_subject = False
        v = verb
        for _ in range(MAX_CLIMB):
            before_verb = False
            for child in v.children:
                if child.dep_ not in SUBJECT_DEPS:
                    continue
                seen_subject = True
                if child.lower_ in RELATIVE_PRONOUNS:
                    chunk = self.antecedent(child)
                    before_verb = True
                else:
                    chunk = self.chunk_in(child)
                    if chunk is None and through_possessives:
                        chunk = self._owner_of_subject(child)
                    before_verb = before_verb or child.i < v.i
                if chunk is not None and chunk not in found:
                    found.append(chunk)
            if before_verb:
                break
            head = v.head
            if head.i == v.i or v.dep_ not in CLIMB_DEPS or not self._in_sentence(head):
                break
            v = head
            if v.pos_ in {"NOUN", "PROPN"}:
                # "TorchTPU, una versión de PyTorch para ejecutar aplicaciones en TPU": an
                # infinitive on a noun that names or describes something is said of it.
                named = self.chunk_at(v.i) or (
                    self.described(v) if self.is_description_head(v) else None
                )
                if named is not None:
                    if named not in found:
                        found.append(named)
                    seen_subject = True
                    break
        return found, seen_subject

    def _owner_of_subject(self, subject: Any) -> Chunk | None:
        """ "su estrategia es diversificada, usando TPUs": a subject that names no one but has a
        possessive stands for its possessor."""
        det = next((c for c in subject.children if c.lower_ in self.lex.possessives), None)
        if det is None or det.lower_ in self.lex.plural_possessives:
            return None
        owner = self.possessor_of(det)
        return owner if owner is not None and owner.types & ACTORS else None

    def subject_token(self, verb: Any) -> Any | None:
        """The token the parser made ``verb``'s subject, looking up the clauses it hangs on."""
        v = verb
        for _ in range(MAX_CLIMB):
            for child in v.children:
                if child.dep_ in SUBJECT_DEPS:
                    return child
            head = v.head
            if head.i == v.i or v.dep_ not in CLIMB_DEPS or not self._in_sentence(head):
                return None
            v = head
        return None

    def _in_sentence(self, tok: Any) -> bool:
        return self.sent.start <= tok.i < self.sent.end

    def relative_object(self, verb: Any) -> Chunk | None:
        """The antecedent of a relative pronoun that is ``verb``'s object ("que Intel adquirió")."""
        for child in verb.children:
            if child.dep_ in OBJECT_DEPS and child.lower_ in RELATIVE_PRONOUNS:
                return self.antecedent(child)
        # A reduced relative: "the MI300X, the accelerator AMD launched" (no pronoun; the
        # clause hangs on a noun that describes a name, and has a subject of its own).
        head = verb.head
        if (
            verb.dep_ in {"relcl", "acl:relcl"}
            and head.i < verb.i
            and head.pos_ == "NOUN"
            and not any(c.dep_ in OBJECT_DEPS for c in verb.children)
            and not any(c.lower_ in RELATIVE_PRONOUNS for c in verb.children)
        ):
            return self.described(head)
        return None

    def governing_verb(self, tok: Any) -> Any | None:
        v = tok.head
        for _ in range(8):
            if v.pos_ in {"VERB", "AUX"} and self.chunk_at(v.i) is None:
                return v
            if v.head.i == v.i:
                return None
            v = v.head
        return None

    def date_near(self, i: int) -> str | None:
        """The ISO date in this sentence nearest to token ``i``."""
        if not self.dates:
            return None
        return min(self.dates, key=lambda d: min(abs(d[0] - i), abs(d[1] - 1 - i)))[2]

    def denied(self, i: int) -> bool:
        """True where the clause of token ``i`` denies or undoes its fact: a negation ("no
        compró", "did not buy", "almost bought") or a counterfactual ("could have been an AMD
        acquisition", "habría podido comprar")."""
        tok = self.doc[i]
        verb = tok if tok.pos_ in {"VERB", "AUX"} else self.governing_verb(tok)
        if verb is None:
            return False
        lex = self.lex
        clause = [verb]
        # "did not want to buy": the negation may sit on the verb above an infinitive.
        if verb.dep_ in {"xcomp", "ccomp"} and self._in_sentence(verb.head):
            clause.append(verb.head)
        for v in clause:
            children = list(v.children)
            if any(c.lower_ in lex.negations and c.i < v.i + 2 for c in children):
                return True
            auxes = {c.lemma_.lower() for c in children if c.dep_.startswith("aux")}
            if auxes & lex.hedge_modals and auxes & lex.perfect_aux:
                return True
        return False

    @cached_property
    def _has_hedge_cue(self) -> bool:
        words = " " + " ".join(t.lower_ for t in self.sent) + " "
        return any(f" {cue} " in words for cue in self.lex.hedge_cues)

    def hedged(self, trigger: Any) -> bool:
        """True where the sentence reports rather than asserts: hedge words, conditional mood."""
        lex = self.lex
        if self._has_hedge_cue:
            return True
        verb = trigger if trigger.pos_ in {"VERB", "AUX"} else self.governing_verb(trigger)
        if verb is None:
            return False
        for tok in (verb, *(c for c in verb.children if c.dep_.startswith("aux"))):
            if set(tok.morph.get("Mood")) & lex.hedge_moods or (
                tok.i != verb.i and tok.lower_ in lex.hedge_modals
            ):
                return True
        return False
