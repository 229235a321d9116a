"""What an article is about at each point of its reading: the company in focus, the entity
last named of each class, the people who speak for a company, the topic of the last main
clause; a product a comparison brings ("frente a la generación Hopper") does not come into
focus; whether a mention is its clause's subject. References across sentences
(coreference.py) are resolved against it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

from .facts import Entity, Mention
from .lexicon import Lexicon
from .spans import based_on_place, by_last_word, span_root

# The dependencies of a clause's subject, active or passive.
SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "nsubj:pass"})

T = TypeVar("T")

# A product named more than this many sentences ago is out of focus.
FOCUS_SPAN = 3


@dataclass
class Focus:
    """What the article is about at this point of its reading."""

    company: Entity | None = None
    # The company named last in any role: what "la compañía" stands for when no company has
    # been a subject yet (the parser may miss one).
    any_company: Entity | None = None
    # The companies named last, most recent first: "ambas empresas" stands for two of them.
    recent_companies: list[Entity] = field(default_factory=list)
    # The companies one list named last ("Microsoft y Meta"), and the sentence: what "ambas
    # empresas" stands for when a company named after the list is no party to it.
    listed: tuple[list[Entity], int] = field(default_factory=lambda: ([], -9))
    # The same list, kept when a company acts after it: "both companies" is none of a list
    # of three just named ("rival OpenAI, Anthropic, or Google DeepMind. Microsoft, an
    # investor in both companies").
    last_list: tuple[list[Entity], int] = field(default_factory=lambda: ([], -9))
    # class -> (entity, index of the sentence that last named it)
    last: dict[str, tuple[Entity, int]] = field(default_factory=dict)
    sentence: int = 0
    # class -> the product a fronted clause of the sentence being read named ("Built on
    # Kubernetes, the software is"): the last of its class only once the sentence ends.
    fronted: dict[str, tuple[Entity, int]] = field(default_factory=dict)
    # The sentence whose main clause last named a company (or a reference to one) as its
    # subject: a company a clause of that sentence qualifies does not come into focus ("La
    # empresa ha recaudado ..., uniéndose al club al que pertenecen Apple y Microsoft").
    main_subject: int = -1
    # The company in focus as each sentence of the paragraph read last starts, by the index
    # of the sentence's first token.
    company_at: dict[int, Entity | None] = field(default_factory=dict)
    # People named beside a title and a company ("Lisa Su, CEO de AMD"), by full name and by
    # surname: the company they speak for.
    people: dict[str, Entity] = field(default_factory=dict)
    # The first word of each of those names: where a name may start.
    person_words: set[str] = field(default_factory=set)
    # class -> (the products of that class one sentence named together, that sentence):
    # what "estos chips", "both models" stand for.
    groups: dict[str, tuple[list[Entity], int]] = field(default_factory=dict)
    # What the last main clause was about: its subject, a company or a named product. "It
    # features 96 cores" after "Graviton4 is ..." is the chip's; "Utiliza 384 chips" too.
    topic: Entity | None = None
    # The topic as each sentence of the paragraph read last starts, by its first token.
    topic_at: dict[int, Entity | None] = field(default_factory=dict)
    # The product a main clause's company last presented ("Qualcomm unveiled the Snapdragon 8
    # Elite"): what "it includes", "the NPU is" may be about; and as each sentence starts.
    presented: Entity | None = None
    presenter: Entity | None = None
    presented_at: dict[int, Entity | None] = field(default_factory=dict)

    def group(self, type_: str) -> list[Entity]:
        """The products of the class last named together, within the focus span; ``type_``
        may be classes joined by "|" ("both models": two AI models, or two chip models), as
        ``product`` reads them."""
        seen = self._latest(self.groups, type_)
        return seen[0] if seen is not None else []

    def product(self, type_: str) -> Entity | None:
        """The product of the class last named, within the focus span; ``type_`` may be
        classes joined by "|" ("sistema": a supercomputer's or a chip's), the one named in the
        latest sentence, the first class listed if one sentence named both ("the chips power
        the Frontier supercomputer. The system ...": the supercomputer)."""
        if not type_:
            return None  # (no description read: "" is no class)
        seen = self._latest(self.last, type_)
        return seen[0] if seen is not None else None

    def _latest(self, table: Mapping[str, tuple[T, int]], type_: str) -> tuple[T, int] | None:
        """The entry of ``table`` (what was named, and the sentence) of the classes of
        ``type_`` named latest, within the focus span."""
        types = type_.split("|")
        named = [(table[t], -k) for k, t in enumerate(types) if t in table]
        best = max(named, key=lambda s: (s[0][1], s[1]), default=None)
        if best is None or self.sentence - best[0][1] > FOCUS_SPAN:
            return None
        return best[0]


def compared(doc: Any, lowers: list[str], m: Mention, lex: Lexicon) -> bool:
    """True for a name a comparison brings ("cinco veces más rápido frente a la generación
    Hopper", "rivaliza con GPT-4o"): what "el nuevo chip" or "the model" stands for next is
    the product compared, not the one compared with."""
    # a name listed after a compared one is compared too ("con GPT-4o y Llama 3.1")
    root = span_root(doc, m.start, m.end)
    first = root
    # (also up from a name's owner: "con Llama 3 de Meta y Gemma de Google")
    while first.dep_ in {"conj", "nmod", "flat"} and first.head.i < first.i:
        first = first.head
    if first is root:
        j = m.start - 1
    else:  # where the first name's phrase starts, before its marks ("que", "con")
        own = [c.left_edge.i for c in first.lefts if c.dep_ not in {"mark", "case", "cc"}]
        j = min([first.i, *own]) - 1
    # past the name's determiner, adjectives and class noun ("a la generación Hopper"), and
    # its owner's name ("slower than Nvidia's H100")
    while j >= max(0, m.start - 6) and (
        doc[j].pos_ in {"DET", "ADJ", "NUM", "NOUN"}
        or doc[j].tag_ == "POS"
        or (doc[j].pos_ == "PROPN" and j + 1 < m.start and doc[j + 1].tag_ == "POS")
    ):
        j -= 1
    if j < 0:
        return False
    phrases, verbs = lex.rival_marks
    if any(
        len(p) <= j + 1 and tuple(lowers[j - len(p) + 1 : j + 1]) == p
        for p in by_last_word(phrases).get(lowers[j], ())
    ):
        return True
    # "rivaliza con", "supera al", "outperforms": the verb right before the name's phrase
    tok = doc[j - 1] if doc[j].pos_ == "ADP" and j > 0 else doc[j]
    return tok.pos_ in {"VERB", "AUX"} and tok.lemma_.lower() in verbs


def introduced(doc: Any, m: Mention, lex: Lexicon) -> bool:
    """True for a company a class noun introduces by its name ("una startup con sede en Santa
    Clara llamada NUVIA", "a startup called Etched"): a new company the article turns to, as
    if it were a clause's subject."""
    if m.start < 2 or doc[m.start - 1].lower_ not in lex.naming_words:
        return False
    # back to the class noun, past the words that place it ("con sede en Santa Clara", "based
    # in Austin"), not past a finite verb
    for tok in reversed(doc[max(0, m.start - 12) : m.start - 1]):
        finite = tok.pos_ in {"VERB", "AUX"} and "Part" not in tok.morph.get("VerbForm")
        if finite or tok.is_sent_end:
            return False
        if lex.cue_types.get(tok.lower_) == "Company":
            # (not "AMD compró una startup llamada Silo AI": the buyer stays in focus)
            verb = tok
            while verb.pos_ not in {"VERB", "AUX"} and verb.head.i != verb.i:
                verb = verb.head
            return not any(c.dep_.startswith("nsubj") and c.pos_ == "PROPN" for c in verb.children)
    return False


def in_a_role(doc: Any, m: Mention, lex: Lexicon) -> bool:
    """True for a subject whose verb says the role it takes in another's business ("Nvidia
    entró como inversor estratégico", "Nvidia joined as a strategic investor"), or sues or
    advises "the company" the article is about: the company it invests in, works for or acts
    on stays the one the article is about."""
    verb = span_root(doc, m.start, m.end).head
    if verb.lemma_.lower() in lex.object_owner_verbs and any(
        c.dep_ in {"obj", "dobj", "iobj"} and lex.cue_types.get(c.lemma_.lower()) == "Company"
        for c in verb.children
    ):
        # "Sony Music and Universal are suing the startup", "demandan a la compañía": the one
        # acted on, referred to as the article's company, stays the one it is about
        return True
    if _in_a_round(verb, lex):
        return True  # "Founders Fund codirigió la ronda": the company that raised it stays
    if any(c.dep_ in {"obj", "dobj"} for c in verb.children):
        return False  # "picked TSMC as a partner", "sees Cerebras as a rival": the object's role
    for child in verb.children:
        noun = child
        if child.lower_ in lex.role_marks:  # "as" -> "investor"
            noun = next((c for c in child.children if c.dep_ == "pobj"), child)
        elif not any(c.lower_ in lex.role_marks for c in child.children):
            continue  # "como" hangs on "inversor"
        role = lex.groups.get(noun.lemma_.lower()) or lex.groups.get(noun.lower_)
        if noun.i > m.end and role in {"investsIn", "partnersWith"}:
            return True  # (not "is emerging as Nvidia's main rival": its own standing)
    return False


def _in_a_round(verb: Any, lex: Lexicon) -> bool:
    """True for a verb of leading or joining a funding round it names after it ("co-led the
    round", "participaron en la ronda"): its subject is an investor of another's round."""
    words = lex.leading_verbs | lex.joining_verbs
    for _ in range(2):  # ("La firma de Thiel, Founders Fund, codirigió": the noun's verb)
        if verb.pos_ in {"VERB", "AUX"}:
            break
        verb = verb.head
    if verb.lemma_.lower() not in words and verb.lower_ not in words:
        return False
    return any(
        t.lemma_.lower() in lex.round_nouns
        for c in verb.children
        if c.i > verb.i
        for t in (c, *c.children)
    )


def note_last(doc: Any, m: Mention, focus: Focus) -> None:
    """Note ``m`` as the last product of its class named; in a past participle's clause that
    opens the sentence before a comma ("Built on the CDNA 4 architecture, the chip offers",
    "Basado en Kubernetes, el software"), only from the next sentence on, where the main
    clause opens with a determiner: what the clause names is not what the main clause's
    reference stands for (but in "Presentado el GB300, Microsoft empezó a usar el chip" it is)."""
    sent = doc[m.start].sent
    first = doc[sent.start]
    past = first.tag_ == "VBN" or not first.tag_.startswith("VB")  # (not "Following")
    if past and "Part" in first.morph.get("VerbForm"):
        comma = next((t.i for t in sent if t.text == ","), None)
        if comma is not None and m.end <= comma < len(doc) - 1 and doc[comma + 1].pos_ == "DET":
            focus.fronted[m.entity.type] = (m.entity, focus.sentence)
            return
    focus.last[m.entity.type] = (m.entity, focus.sentence)
    focus.fronted.pop(m.entity.type, None)  # (named after it: the main clause's is the last)


def is_subject(doc: Any, m: Mention) -> bool:
    """True if a token of the mention hangs on its clause as the subject ("d-Matrix" may be
    three tokens, only one of them the subject)."""
    return any(
        tok.dep_ in SUBJECT_DEPS
        # "La startup Lumora anunció": the name in apposition to the subject's class noun
        or (tok.dep_ in {"appos", "flat"} and tok.head.dep_ in SUBJECT_DEPS and tok.head.i < tok.i)
        # "La startup de chips de IA Etched ha recaudado": the parser may hang the name on the
        # last noun of the subject's complements
        or _named_after_complements(tok)
        # "Waterloo, Ontario-based DarwinAI had raised": the parser may join it to the place
        or (tok.dep_ == "conj" and tok.head.dep_ in SUBJECT_DEPS and based_on_place(tok))
        for tok in map(doc.__getitem__, range(m.start, m.end))  # no Span made (2 µs a call)
        if not (m.start <= tok.head.i < m.end) or tok.head.i == tok.i
    )


def _named_after_complements(tok: Any) -> bool:
    """True for a name in apposition to the last of a chain of common nouns that "de" brings
    to a clause's subject ("La empresa emergente de tecnología de defensa Anduril", "La
    startup de chips de IA Etched"): the subject's own name."""
    if tok.dep_ not in {"appos", "flat"} or tok.head.i > tok.i:
        return False
    noun = tok.head
    for _ in range(MAX_COMPLEMENTS + 1):  # (each complement, then the subject's noun)
        if noun.dep_ in SUBJECT_DEPS:
            return noun.pos_ == "NOUN"
        if noun.dep_ != "nmod" or noun.head.i > noun.i or noun.pos_ not in {"NOUN", "PROPN"}:
            return False
        if noun.pos_ == "PROPN" and noun.ent_type_:
            return False  # "la filial de Google Waymo": another name's
        noun = noun.head
    return False


# How many complements ("de tecnología de defensa") may stand between a subject's noun and
# the name the parser hung on the last of them.
MAX_COMPLEMENTS = 3
