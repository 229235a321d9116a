"""A sentence's mentions grouped into chunks (names joined by coordination), and the
candidate facts rules find among them; the base of what every rule sees of a sentence."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any

from ..facts import Entity, Mention
from ..lexicon import Lexicon
from ..places import is_place
from ..spans import doc_tokens, span_root
from .words import SentenceWords, closed_by_others, closed_by_person, reference_after_comma

# Universal Dependencies labels the rules rely on.
SUBJECT_DEPS = frozenset({"nsubj", "nsubj:pass", "nsubjpass", "csubj"})
OBJECT_DEPS = frozenset({"obj", "dobj"})
INHERIT_SUBJECT_DEPS = frozenset({"conj", "xcomp", "advcl"})
# What a clause with no subject hangs on, up to the clause whose subject it shares: verbs
# (conj, xcomp, advcl, ccomp), and nouns an infinitive modifies ("un esfuerzo para competir").
_CLIMB_MORE = {"ccomp", "acl", "obl", "nmod", "pobj", "prep", "dobj", "obj", "pcomp"}
CLIMB_DEPS = INHERIT_SUBJECT_DEPS | _CLIMB_MORE
MAX_CLIMB = 5
# Words between two names a conjunction joins, when all but it describe the second name.
MAX_DESCRIBED_GAP = 8
RELATIVE_PRONOUNS = frozenset({"que", "cual", "which", "that", "who"})
CLAUSE_END = frozenset({".", ";", ":", "!", "?", "—"})
HYPHENS = frozenset({"-", "‑"})
# Clauses that hang on a noun phrase: relative, participial, adverbial, complement.
CLAUSE_DEPS = frozenset({"relcl", "acl", "acl:relcl", "advcl", "ccomp", "xcomp", "csubj"})
# Who may own or do things: a company, or a cloud arm the text makes an actor.
ACTORS = frozenset({"Company", "CloudPlatform"})
# Things made and put to work: what a company develops, a cloud offers, a system holds.
PRODUCT_TYPES = frozenset({"Chip", "Framework", "AIModel"})
# What the nouns of these properties name is an event between parties ("the acquisition of
# X", "una alianza con Meta"), not a party or a product.
EVENT_PROPERTIES = frozenset({"acquires", "investsIn", "partnersWith", "contributesTo"})
# Properties a noun or a phrase with no one named before it states of the company in focus
# ("un desafío a Nvidia").
FOCUS_PROPERTIES = frozenset({"competesWith"})
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

    @property
    def spans(self) -> tuple[tuple[int, int], ...]:
        """Where its names stand, whatever class each was given."""
        return tuple((m.start, m.end) for m in self.mentions)


def as_companies(chunk: Chunk) -> Chunk:
    """``chunk`` with each name nothing typed taken for a company (an owner, a placer)."""
    return Chunk(
        tuple(
            m if m.entity.type else replace(m, entity=replace(m.entity, type="Company"))
            for m in chunk.mentions
        )
    )


def in_phrase(chunk: Chunk, noun: Any) -> Chunk:
    """The names of ``chunk`` in the phrase ``noun`` heads, past its conjuncts ("la H100 de
    NVIDIA y una arquitectura CDNA 3 que promete competir": a clause on a class noun's phrase
    is said of the names in that phrase only); the chunk itself if none is."""
    others = {t.i for c in noun.children if c.dep_ == "conj" for t in c.subtree}
    phrase = {t.i for t in noun.subtree} - others
    own = [m for m in chunk.mentions if m.start in phrase]
    return Chunk(tuple(own)) if own else chunk


@dataclass(frozen=True, slots=True)
class Found:
    """A candidate fact from one rule: mentions, property, the token that triggered it."""

    subject: Mention
    predicate: str
    object: Mention
    rule: str
    trigger: int


def _dep(doc: Any, m: Mention) -> str:
    return str(span_root(doc, m.start, m.end).dep_)


def _heads_up(root: Any) -> tuple[int, ...]:
    """The head of a name's phrase, and the verb above its preposition."""
    up = root.head
    return (up.i, up.head.i) if up.dep_ == "prep" and up.head.pos_ == "VERB" else (up.i,)


def _typed_by_companions(mentions: list[Mention]) -> tuple[Mention, ...]:
    """ "el B200 y el GB200": an untyped name listed with names of one class takes it."""
    types = {m.entity.type for m in mentions if m.entity.type}
    if len(types) != 1 or all(m.entity.type for m in mentions):
        return tuple(mentions)
    (type_,) = types
    return tuple(
        m if m.entity.type else replace(m, entity=replace(m.entity, type=type_)) for m in mentions
    )


class ChunkedSentence(SentenceWords):
    """One sentence: its tokens, its mentions grouped into chunks, its dates, the lexicon of
    its language and the company the article is about as the sentence starts."""

    def __init__(
        self,
        sent: Any,
        mentions: list[Mention],
        lex: Lexicon,
        dates: list[Any],
        focus_company: Entity | None = None,
        focus_topic: Entity | None = None,
        focus_presented: Entity | None = None,
    ):
        self.sent = sent
        # The company the article is about as this sentence starts (ingest/coreference.py).
        self.focus_company = focus_company
        # What the last main clause before this sentence was about (its subject).
        self.focus_topic = focus_topic
        # The product a main clause's company last presented, before this sentence.
        self.focus_presented = focus_presented
        self.doc = sent.doc
        self.at: list[Any] = doc_tokens(self.doc)  # the token at i: made once a paragraph
        self.tokens: list[Any] = self.at[sent.start : sent.end]
        self.lex = lex
        self.mentions = [m for m in mentions if sent.start <= m.start and m.end <= sent.end]
        # The paragraph's (a reference may look at the sentence before).
        self.paragraph_mentions = mentions
        self.dates = [d for d in dates if sent.start <= d[0] and d[1] <= sent.end]
        # A date's article or preposition ("el 20 de octubre", "on May 5") goes with it.
        self._date_tokens = {
            i
            for start, end, _ in self.dates
            for i in range(
                start - (start > sent.start and self.at[start - 1].pos_ in {"DET", "ADP"}), end
            )
        }
        self.chunks = self._chunk()
        self._chunk_of = {i: c for c in self.chunks for i in range(c.start, c.end)}
        for i in self._glued:  # "Reliance-backed" inside the list stays a verb of its own
            self._chunk_of.pop(i, None)
        self._chunk_starting = {c.start: c for c in self.chunks}

    def _chunk(self) -> list[Chunk]:
        chunks: list[list[Mention]] = []
        owners: list[Mention] = []
        self._glued: set[int] = set()
        resume = -1  # where a list goes on past its last item's owner ("H100 de Nvidia y")
        for k, m in enumerate(self.mentions):
            last = chunks[-1][-1] if chunks else None
            if last is not None and self._owner_after(last, m, k):
                owners.append(m)  # "las GPU H100 de Nvidia y los chips MI300X de AMD"
                resume = m.end
                continue
            if owners and self._owner_before(owners[-1], m) and last is not None:
                # "OpenAI's GPT-4 and Google's Gemini", "Tata and Reliance-backed Jio": the
                # owned name goes on the list.
                chunks[-1].append(m)
                continue
            if last is not None and self._employs(m):
                # "..., and Stripe co-founders Patrick Collison and John Collison": the
                # company of the people named after it is no item of the list
                chunks.append([m])
                continue
            # "ambas empresas": the two references side by side are one list.
            pair = last is not None and last.coref and m.coref and last.end == m.start
            if last is not None and (
                pair
                or (
                    self._coordinated(max(last.end, resume), m.start, chunks[-1][0].start)
                    and self._conj_agrees(chunks[-1], m)
                    and not self._cited(chunks[-1][0], m)
                )
            ):
                if self._owns_next(m, k, last.entity.type in PRODUCT_TYPES, chunks[-1][0]):
                    owners.append(m)
                elif self._glued_to_participle(m):
                    owners.append(m)
                    self._glued.update((m.end, m.end + 1))
                else:
                    chunks[-1].append(m)
            else:
                chunks.append([m])
        return [
            *(Chunk(_typed_by_companions(ms)) for group in chunks for ms in self._lists(group)),
            # After the lists, so that the owner's tokens are its own chunk's.
            *(Chunk((m,)) for m in owners),
        ]

    def _owner_after(self, last: Mention, m: Mention, k: int) -> bool:
        """``m`` owns the product before it, and a product of its class follows ("H100 de Nvidia y
        MI300X de AMD"; not "GPU de Nvidia y AMD", their makers)."""
        nxt = self.mentions[k + 1] if k + 1 < len(self.mentions) else None
        return (
            nxt is not None
            and m.start == last.end + 1
            and self.at[last.end].lower_ in self.lex.of_preps
            and m.entity.type in ACTORS
            and last.entity.type in PRODUCT_TYPES
            and nxt.entity.type == last.entity.type
            and self._coordinated(m.end, nxt.start, last.start)
        )

    def _glued_to_participle(self, m: Mention) -> bool:
        """ "with the Tata Group and Reliance-backed Jio Platforms": a name glued to the
        participle after it modifies the next name; it is no item of the list before."""
        end = m.end + 1
        return end < self.sent.end and self.at[m.end].text == "-" and self.at[end].tag_ == "VBN"

    def _owner_before(self, owner: Mention, m: Mention) -> bool:
        """``owner`` owns or backs ``m`` right after it ("Google's Gemini", "Reliance-backed
        Jio")."""
        return owner.end == m.start - 1 or (
            owner.end + 1 in self._glued and owner.end == m.start - 2
        )

    def _cited(self, first: Mention, m: Mention) -> bool:
        """ "According to Network World, Cisco and Nvidia ...": a source named before a comma
        is no item of the list after it."""
        return any(t.text == "," for t in self.doc[first.end : m.start]) and self.cited(first.start)

    def cited(self, start: int) -> bool:
        """True for a name a source phrase brings ("according to Network World", "según el
        diario Nikkei": a determiner and a class noun may stand between)."""
        for end in range(start, max(self.sent.start, start - 4) - 1, -1):
            if self.phrase_before(end, self.lex.source_phrases):
                return True
            if end > self.sent.start and self.at[end - 1].pos_ not in {"DET", "NOUN", "ADJ"}:
                return False
        return False

    def _conj_agrees(self, group: list[Mention], m: Mention) -> bool:
        """False where the parser coordinates ``m`` with a word before the list: in "OpenAI,
        backed by Microsoft, and Google have ..." Google is listed with OpenAI, not with
        Microsoft."""
        root = span_root(self.doc, m.start, m.end)
        if root.dep_ != "conj":
            return True
        head = root.head.i
        # The word it is coordinated with may be the listed name or the head of its phrase
        # ("el conglomerado japonés SoftBank y Oracle", "sus CPU Oryon y NPU Hexagon").
        # (or the verb of the preposition the listed name hangs on: "invested in Wayve and the
        # cloud provider Nscale", where the parser coordinates the second with the verb)
        return any(
            g.start <= head < g.end or head in _heads_up(span_root(self.doc, g.start, g.end))
            for g in group
        )

    def _owns_next(self, m: Mention, k: int, products: bool, first: Mention) -> bool:
        """ "... and Google's Gemini": a listed name with a genitive right before the next name
        owns that name; the owned name, not the owner, is the list's next item; so is none
        after ``products`` for "and Luminar's lidar", a thing no name gives."""
        nxt = self.mentions[k + 1] if k + 1 < len(self.mentions) else None
        if m.end + 1 >= self.sent.end or self.at[m.end].lower_ not in self.lex.genitive_markers:
            return False
        named = nxt is not None and nxt.start == m.end + 1
        # "between AMD and Xilinx and NVIDIA's purchase of Arm": an owner no item before shares
        alone = _dep(self.doc, m) == "poss" and _dep(self.doc, first) == "pobj"
        return named or alone or (products and self.at[m.end + 1].pos_ == "NOUN")

    def _lists(self, group: list[Mention]) -> list[list[Mention]]:
        """Split a run joined only by commas: "A, B y C" is a list, "Azure, Microsoft's
        cloud" an apposition. A comma joins only when a conjunction later closes the list."""
        conjunctions = [
            # "ambas empresas": a pair of references side by side is joined as by "y"
            (a.coref and b.coref and a.end == b.start)
            or any(
                t.lower_ in self.lex.coordinators and t.text != ","
                for t in self.at[a.end : b.start]  # no Span made
            )
            for a, b in itertools.pairwise(group)
        ]
        # "AMD, Arm, Apple, AWS, and other developers": three names or more in a row are a
        # list, closed or not; so are two closed by "and others" ("Oracle, CoreWeave y otras").
        # ("ambas compañías, OpenAI": a pair of references is one phrase, not two names.)
        names = sum(
            1
            for k, m in enumerate(group)
            if not (k and m.coref and group[k - 1].coref and group[k - 1].end == m.start)
        )
        if (names >= 3 and not any(conjunctions[:-1])) or (
            len(group) == 2 and closed_by_others(self, group[-1].end)
        ):
            return [group]
        commas = all(b.start == a.end + 1 for a, b in itertools.pairwise(group))
        if commas and not any(conjunctions) and closed_by_person(self, group[-1].end):
            return [group]  # "from General Catalyst, Lightspeed and Eric Schmidt"
        out = [[group[0]]]
        for k, m in enumerate(group[1:]):
            if any(conjunctions[k:]):
                out[-1].append(m)
            else:
                out.append([m])
        return out

    def _coordinated(self, left_end: int, right_start: int, first_start: int) -> bool:
        between = self.lower_words[left_end - self.sent.start : right_start - self.sent.start]
        far = sum(not w.isspace() for w in between) > MAX_DESCRIBED_GAP
        if far or self.lex.coordinators.isdisjoint(between):  # (no conjunction: no list)
            return False  # most names stand farther apart (told with no Token made)
        # Blanked trademark signs leave whitespace tokens: "Instinct™ and Radeon™".
        gap = [t for t in self.at[left_end:right_start] if not t.is_space]
        if not 1 <= len(gap) <= MAX_DESCRIBED_GAP:
            return False
        coordinators = [t for t in gap if t.lower_ in self.lex.coordinators]
        if not coordinators:
            return False
        if len(gap) == 1 and gap[0].text == "/":  # "H100/H200"; "TPU v5e/v5p" lists no name
            return all(m.entity.known for m in self.mentions if m.start == right_start)
        if self._opens_clause(right_start):
            return False  # "X reduces size compared to A, and the B backend delivers": a clause
        # "H200, B100, and the upcoming B200", "Oracle, Nvidia y ahora AMD": determiners,
        # adjectives, adverbs and class nouns too; past four words, only after the
        # conjunction, common nouns that describe the next name ("Google Cloud and open
        # source generative AI platform provider Hugging Face").
        described = len(gap) > 4 and coordinators == gap[:1] and gap[0].text != ","
        # "72 Blackwell GPUs and 36 Grace CPUs", "72 GPU Blackwell y 36 CPU Grace": a count
        # right after the conjunction, with a class noun on one side of it
        counts = {
            t.i
            for k, t in enumerate(gap)
            if t.like_num
            and k > 0
            and gap[k - 1].lower_ in self.lex.coordinators
            # a class noun closes the first item ("GPUs and 36") or opens the next ("y 36 CPU")
            and (
                self.is_class_noun(self.at[gap[k - 1].i - 1])
                or self.is_class_noun(self.at[t.i + 1])
            )
            and all(u.pos_ == "ADJ" or self.is_class_noun(u) for u in gap[k + 1 :])
        }
        # "Bullhound Capital, Triatomic Capital and Singapore's Temasek": a country's genitive
        # right after the conjunction describes the next name (not the subject of a clause of
        # its own: "and France's Bpifrance invested too")
        j = right_start
        while j < self.sent.end - 1 and self.at[j].pos_ == "PROPN":
            j += 1
        verb = "Fin" in self.morph_values(self.at[j], "VerbForm")  # the name: a clause's subject
        countries = {
            i
            for k, t in enumerate(gap[2:], 2)
            if not verb
            and t.lower_ in self.lex.genitive_markers
            and is_place(gap[k - 1].text, False)
            and gap[k - 2].lower_ in self.lex.coordinators
            and gap[k - 2].text != ","
            for i in (t.i - 1, t.i)
        }
        repeated = self._repeated_preposition(gap, first_start, right_start)
        return all(
            t.lower_ in self.lex.coordinators
            or t.pos_ in {"DET", "ADJ", "ADV"}
            or t.i == repeated  # "desafía a GPT-5 y a Gemini": the list's preposition
            or t.lower_ in self.lex.possessives  # "its JAX stack and their TPUs"
            or t.i in counts
            or t.i in countries
            or (t.dep_ == "amod" and t.tag_ == "VBN")  # "an upgraded Adreno GPU"
            or self.is_class_noun(t)
            or (described and (t.pos_ == "NOUN" or t.text in {"AI", "IA"} or self._describes(t)))
            # "Marvell, venture firms NFDG and Spark Capital", "and AI startup Humain": a noun
            # (or a name of no entity) before a class noun
            or (
                t.pos_ in {"NOUN", "PROPN"}
                and self.is_class_noun(self.at[t.i + 1])
                and (t.pos_ == "NOUN" or self.mention_at(t.i) is None)
            )
            for t in gap
        ) and (len(gap) <= 4 or described)

    def preposition_before(self, start: int) -> str:
        """The preposition before the list that starts at ``start``, past its determiners
        ("compite con la MI300X"); "" if none."""
        j = start - 1
        while j > self.sent.start and self.at[j].pos_ == "DET":
            j -= 1
        return self.at[j].lower_ if j >= self.sent.start and self.at[j].pos_ == "ADP" else ""

    def _repeated_preposition(self, gap: list[Any], first_start: int, right_start: int) -> int:
        """Where the list's preposition is said again right after the conjunction, before the
        next name and its determiners only ("desafía a GPT-5 y a Gemini"); -1 if it is not, or
        if the next name owns what follows ("with Arm and with Intel's help": the help)."""
        prep = self.preposition_before(first_start)
        after = self.mention_at(right_start)
        if not prep or after is None or self.at[after.end - 1].lower_ in self.lex.genitive_markers:
            return -1
        if after.end < self.sent.end and self.at[after.end].lower_ in self.lex.genitive_markers:
            return -1
        for k, t in enumerate(gap[1:], 1):
            before = gap[k - 1]
            if t.lower_ == prep and before.lower_ in self.lex.coordinators and before.text != ",":
                return t.i if all(u.pos_ == "DET" for u in gap[k + 1 :]) else -1
        return -1

    def _opens_clause(self, start: int) -> bool:
        """True for a subject of a verb joined to the clause before ("..., and the QNN HTP backend
        delivers") or a reference after ", and": the next clause's, no list's item."""
        if reference_after_comma(self, start):
            return True
        head = self.at[start]
        for _ in range(MAX_DESCRIBED_GAP):
            if head.dep_ not in {"compound", "flat", "det"} or head.head == head:
                break
            head = head.head
        verb = head.head
        # ("..., and Anthropic trains Claude": a name the tagger took for the verb's adjective)
        glued = head.dep_ in {"amod", "compound"} and verb.pos_ == "VERB" and verb.i == head.i + 1
        if (head.dep_ not in SUBJECT_DEPS and not glued) or verb.dep_ != "conj" or verb.i <= start:
            return False
        # "and Azure for the AI workloads that": a noun the parser took for a verb lies past a
        # preposition; a clause's verb follows its subject's words
        return not any(t.pos_ == "ADP" for t in self.doc[start : verb.i])

    def _describes(self, tok: Any) -> bool:
        """A nationality ("the British cloud provider Nscale") or an "of" between nouns ("el
        proveedor de nube Nscale") in the words that describe a listed name."""
        after = self.at[tok.i + 1] if tok.i + 1 < self.sent.end else None
        of_noun = tok.lower_ in self.lex.of_preps and after is not None and after.pos_ == "NOUN"
        return tok.ent_type_ == "NORP" or of_noun

    def _employs(self, m: Mention) -> bool:
        """True for a company named right before a person's title ("Stripe co-founders")."""
        start = self.sent.start  # (the sentence's own tokens: no Span made, no Token again)
        after = self.tokens[m.end - start : min(m.end + 3, self.sent.end) - start]
        titles = self.lex.person_titles
        if not after or after[0].lower_ in titles:
            return bool(after)
        # the words' text as ``Span.text`` joins it
        text = "".join([t.text_with_ws for t in after[:-1]]) + after[-1].text
        return text.lower() in titles

    def is_class_noun(self, tok: Any) -> bool:
        """True for a noun that names a class of entity ("chips", "fabricantes", "rivals"):
        ``is_class_word``, from the words read once for a token of the sentence."""
        if 0 <= (k := tok.i - self.sent.start) < len(self.tokens):
            return self.lower_words[k] in (t := self.lex.cue_types) or self.lemma_words[k] in t
        return self.lex.is_class_word(tok)

    def chunk_at(self, i: int) -> Chunk | None:
        return self._chunk_of.get(i)

    def mention_at(self, i: int) -> Mention | None:
        return next((m for m in self.mentions if m.start <= i < m.end), None)

    def is_date(self, i: int) -> bool:
        return i in self._date_tokens

    def focus_reference(self, tok: Any) -> Chunk | None:
        """The company in focus, standing at ``tok`` (a reference, trusted less)."""
        if self.focus_company is None:
            return None
        return Chunk((Mention(self.focus_company, tok.i, tok.i + 1, tok.text, coref=True),))

    def topic_reference(self, tok: Any, company: bool = False) -> Chunk | None:
        """The product the last main clause was about, standing at ``tok`` ("It features 96
        cores" after a sentence about Graviton4); None if that was a company or nothing. With
        ``company``, the company it was about instead."""
        topic = self.focus_topic
        if topic is None or (topic.type == "Company") != company:
            return None
        if any(m.start < tok.i and m.entity.type for m in self.mentions):
            return None  # "Intel claims its Lunar Lake chips ..., it would beat": named first
        return Chunk((Mention(topic, tok.i, tok.i + 1, tok.text, coref=True),))

    def presented_reference(self, tok: Any) -> Chunk | None:
        """The product a main clause's company last presented, standing at ``tok`` ("It
        includes an Oryon CPU" after "Qualcomm unveiled the Snapdragon 8 Elite")."""
        product = self.focus_presented
        if product is None or any(m.start < tok.i and m.entity.type for m in self.mentions):
            return None
        return Chunk((Mention(product, tok.i, tok.i + 1, tok.text, coref=True),))

    def chunks_before(self, i: int) -> Iterator[Chunk]:
        """Every chunk before token ``i`` in the sentence, nearest first."""
        return (chunk for chunk in reversed(self.chunks) if chunk.end <= i)

    def _in_sentence(self, tok: Any) -> bool:
        return self.sent.start <= tok.i < self.sent.end
