"""The top layer of the sentence view: what a pronoun subject, or a subject Spanish drops,
stands for ("it", "they", "Presentó además X"): the company whose clause it hangs on, the
product the last main clause was about, or the company in focus."""

from __future__ import annotations

from typing import Any

from ..coreference import presents
from ..facts import Mention
from ..people import SUBJECT_DEPS
from .chunks import Chunk
from .lemmas import verb_lemmas
from .modality import Modality
from .relative_roles import marked
from .words import morph_values

# Properties whose subject is an actor: "it" or a dropped subject may stand for the company
# in focus ("as it prepares to challenge Nvidia", "Presentó además X").
ACTOR_PROPERTIES = frozenset(
    {"develops", "announces", "partnersWith", "investsIn", "acquires", "competesWith"}
    | {"contributesTo", "operates"}
)
# Properties a product may have as subject: "it" or a dropped subject may stand for the
# product the last sentence was about ("It features 96 cores based on Neoverse N2").
PRODUCT_PROPERTIES = frozenset({"uses", "targets", "competesWith", "adaptationOf"})


# How a product's name hangs on the class noun it is presented with ("the GB300 NVL72 rack",
# "el rack GB300 NVL72").
NAME_ON_NOUN = frozenset({"compound", "amod", "appos", "flat", "nmod"})

# Clauses whose subject Spanish does not drop for the topic's company: a relative pronoun or
# the noun they hang on is theirs.
DEPENDENT_CLAUSES = frozenset({"acl", "relcl", "acl:relcl", "csubj"})


class References(Modality):
    """Who a verb's unnamed subject is."""

    def reference_subject(self, verb: Any, has_subject: bool, prop: str) -> Chunk | None:
        """What a pronoun subject, or a subject Spanish drops, stands for with ``prop``: the
        company whose clause the pronoun's hangs on, the one company a main clause before it in
        the sentence has as subject (for what only an actor does), the product the last main
        clause was about (for what a product may do), the company in focus (for what only an
        actor does); None if nothing fits."""
        lex = self.lex
        actor = prop in ACTOR_PROPERTIES
        of_product = prop in PRODUCT_PROPERTIES
        if has_subject:
            pronoun = self.subject_token(verb)
            if pronoun is None:
                return None
            # "Esto es vital para competir con OpenAI": what the company in focus does is its
            # competition (as "un desafío a Nvidia" is).
            demonstrative = prop == "competesWith" and "Dem" in morph_values(pronoun, "PronType")
            if pronoun.lower_ not in lex.subject_pronouns and not demonstrative:
                return None
            # "Untether AI said it has reached a deal with AMD": the company whose clause the
            # pronoun's hangs on, before what is in focus ("it uses HBM3E" may be a chip's).
            above = self.subject_above(pronoun.head)
            if above is not None:
                return above
            one = not demonstrative and "Plur" not in morph_values(pronoun, "Number")
            earlier = self._main_subject_before(pronoun) if actor and one else None
            if earlier is not None:
                return earlier
            topic = self._product_reference(pronoun, verb) if of_product and one else None
            if actor:
                return topic or self.focus_reference(pronoun)
            return topic or (self._company_topic(pronoun) if of_product and one else None)
        # "Esta tecnología compite con TSMC" parsed as a noun with a modifier: the noun is
        # the subject, none was dropped
        on_noun = verb.dep_ in {"amod", "acl"} and verb.head.i < verb.i
        on_noun = on_noun and not any("Rel" in morph_values(c, "PronType") for c in verb.children)
        if lex.pro_drop and self.finite(verb) and not (on_noun and verb.head.pos_ == "NOUN"):
            topic = self._product_reference(verb, verb) if of_product else None
            if actor:
                return topic or self.focus_reference(verb)
            # "sistemas que emplean GPUs": a relative's subject is not dropped
            main = verb.dep_ not in DEPENDENT_CLAUSES
            return topic or (self._company_topic(verb) if of_product and main else None)
        return None

    def _main_subject_before(self, pronoun: Any) -> Chunk | None:
        """The company that is the subject of a clause before ``pronoun`` (a singular one) in
        the sentence, if one only ("NVIDIA knows this — that's why it invested in Nokia"): it,
        not the company the sentences before were about; None for a subordinate clause's
        ("After Microsoft invested in the startup, it partnered with Nvidia": the focus
        decides)."""
        doc = self.doc
        named = {
            m.entity
            for m in self.mentions
            if m.end <= pronoun.i
            and m.entity.type == "Company"
            and not m.coref
            and doc[m.start : m.end].root.dep_ in SUBJECT_DEPS
            and not _subordinate(doc[m.start : m.end].root.head)
        }
        if len(named) != 1:
            return None
        (company,) = named
        return Chunk((Mention(company, pronoun.i, pronoun.i + 1, pronoun.text, coref=True),))

    def _company_topic(self, tok: Any) -> Chunk | None:
        """The company the sentence before, in the same paragraph, was about, if it named no
        other company and presented no product ("Anthropic raised $13 billion. It uses
        Trainium chips": Anthropic; after "Nvidia unveiled Blackwell" or "Nvidia invested in
        xAI", "It uses ..." may be the chip's or the other company's)."""
        if self.focus_presented is not None:
            return None
        named = self.companies_named_before()
        return self.topic_reference(tok, company=True) if len(named) == 1 else None

    def companies_named_before(self) -> set[str]:
        """The companies the sentence before, in the same paragraph, names (none if none)."""
        before = self.sentence_before()
        if before is None:
            return set()
        return {
            m.entity.key
            for m in self.paragraph_mentions
            if before.start <= m.start < before.end and m.entity.type == "Company"
        }

    def _product_reference(self, tok: Any, verb: Any) -> Chunk | None:
        """The product last the subject of a main clause; with a verb of composition, which
        only a product does, else the one a company last presented ("It includes", "Incluye
        una CPU Oryon"; not "It runs on H100 GPUs", which a company may do)."""
        topic = self.topic_reference(tok)
        # ("Está equipado con": a participle the tagger took for an adjective)
        if topic is None and not self.lex.composition_verbs.isdisjoint(verb_lemmas(verb, self.lex)):
            topic = self.presented_reference(tok) or self._presented_with_class(tok)
        return topic

    def _presented_with_class(self, tok: Any) -> Chunk | None:
        """The product the sentence before presented by its name and class noun ("Nvidia
        unveiled the GB300 NVL72 rack. It combines 72 GPUs"), for a verb of composition only,
        which no company does (the focus keeps the company for "It still buys ...")."""
        before = self.sentence_before()
        if before is None or any(m.start < tok.i and m.entity.type for m in self.mentions):
            return None
        found = [
            m
            for m in self.paragraph_mentions
            if before.start <= m.start < before.end
            and m.entity.type not in {"", "Company"}
            and self._presented_by_class(m)
        ]
        if len({m.entity.key for m in found}) != 1:
            return None
        return Chunk((Mention(found[0].entity, tok.i, tok.i + 1, tok.text, coref=True),))

    def _presented_by_class(self, m: Any) -> bool:
        top = self.doc[m.start : m.end].root
        noun = top.head
        lex, word = self.lex, noun.lower_
        product_noun = (
            lex.is_class_word(noun) or word in lex.reference_nouns or word in lex.np_fillers
        )
        if top.dep_ not in NAME_ON_NOUN or noun.i == top.i or not product_noun:
            return False
        return presents(noun, lex)  # the class noun is what the main clause presents


def _subordinate(verb: Any) -> bool:
    """True if ``verb``'s clause is, or hangs in, a clause a subordinating word opens
    ("although", "después de que"), an adverbial or a relative clause ("The startup Microsoft
    acquired said it ...")."""
    while True:
        if verb.dep_ == "advcl" or verb.dep_ in DEPENDENT_CLAUSES or marked(verb):
            return True
        if verb.head.i == verb.i:
            return False
        verb = verb.head
