"""What a clause does to its facts: the date it gives them, a negation or a counterfactual
that denies them, and hedges that make them reported rather than asserted."""

from __future__ import annotations

from functools import cache
from typing import Any

from ..lexicon import Lexicon
from .chunks import SUBJECT_DEPS
from .clauses import Clauses
from .words import read_once

# The prepositions that bring what is given up ("walked away from", "renunció a").
GIVEN_FROM = frozenset({"from", "of", "out", "a", "al", "de", "del", "en"})
# Clauses joined to another or said beside it, not under it.
BESIDE_DEPS = frozenset({"conj", "parataxis", "advcl", "appos", "cc"})


class Modality(Clauses):
    """Dates, denials and hedges of the sentence's clauses."""

    def date_near(self, i: int) -> str | None:
        """The ISO date in this sentence nearest to token ``i``."""
        if not self.dates:
            return None
        return min(self.dates, key=lambda d: min(abs(d[0] - i), abs(d[1] - 1 - i)))[2]

    def _stopped(self, verb: Any) -> bool:
        """True for a verb a verb of stopping takes: "stopped using", "dejó de usar" (not
        "deja a Meta usar", a verb of letting)."""
        head = verb.head
        if head.i == verb.i or head.lemma_.lower() not in self.lex.stopping_verbs:
            return False
        before = self.doc[verb.i - 1] if verb.i > 0 else None
        if self._kept_on(head):
            return False  # "no dejó de usar", "never stopped using": it went on
        return verb.tag_ == "VBG" or (before is not None and before.lower_ in self.lex.of_preps)

    def _kept_on(self, verb: Any) -> bool:
        """True for a negated verb of stopping with a verb it takes ("no deja de crecer",
        "never stopped using"): the negation says it goes on; it denies nothing."""
        return (
            verb.lemma_.lower() in self.lex.stopping_verbs
            and any(c.dep_ in {"xcomp", "ccomp"} for c in verb.children)
            and any(self._negates(c) for c in verb.children if c.i < verb.i)
        )

    def _failed(self, verb: Any) -> bool:
        """True for an infinitive or gerund a verb of failing or refusing takes ("failed to
        buy", "ruled out using", "se negó a comprar"), not a clause it reports ("ruled that")."""
        head = verb.head
        if head.i == verb.i or head.lemma_.lower() not in self.lex.failing_verbs:
            return False
        infinitive = "Inf" in self.morph_values(verb, "VerbForm") or verb.tag_ in {"VB", "VBG"}
        return verb.dep_ == "xcomp" or (verb.dep_ == "ccomp" and infinitive and verb.tag_ != "VBD")

    def _in_talks(self, verb: Any) -> bool:
        """True for an infinitive talks are held to do ("in talks to buy", "en conversaciones
        para comprar", "is in talks with OpenAI to invest"): not done (not "after talks,
        agreed to buy", nor "said in a talk that xAI would buy")."""
        talks, head = self.lex.talk_nouns, verb.head
        infinitive = "Inf" in self.morph_values(verb, "VerbForm") or verb.tag_ == "VB"
        if not infinitive or head.i == verb.i or verb.dep_ not in {"acl", "advcl", "xcomp"}:
            return False
        if head.lemma_.lower() in talks:
            return head.dep_ not in SUBJECT_DEPS  # (not "Talks with Nvidia led Mistral to")
        # "is in talks with OpenAI to invest": the talks a preposition of place brings
        return any(
            c.lower_ in self.lex.place_preps
            and c.i < verb.i
            and any(g.lemma_.lower() in talks for g in c.children)
            for c in head.children
        )

    def _under_denial(self, verb: Any) -> bool:
        """True for a clause a verb of denying reports, directly or through the report it
        denies ("Samsung denied a report that it was in talks to supply", "negó que")."""
        v = verb
        for _ in range(6):
            # a subject, a clause joined to the denial or said beside it ("negó cualquier
            # irregularidad y contrató a BDO") is no part of what is denied
            if v.dep_ in SUBJECT_DEPS | BESIDE_DEPS or v.head.i == v.i:
                return False
            v = v.head
            if v.lemma_.lower() in self.lex.denying_verbs:
                return True
        return False

    def denied(self, i: int) -> bool:
        """True where the clause of token ``i`` denies or undoes its fact: a negation ("no
        compró", "did not buy", "almost bought") or a counterfactual ("could have been an AMD
        acquisition", "habría podido comprar")."""
        tok = self.doc[i]
        if tok.pos_ == "NOUN" and any(self._negates_noun(c, tok) for c in tok.children):
            return True  # "un socio de AMD, no un competidor de Nvidia", "not a rival to"
        if tok.pos_ not in {"VERB", "AUX"} and self._inserted(tok):
            return False  # "Mistral no ha logrado igualar a OpenAI, creadora de ChatGPT"
        # "la memoria no es GDDR6": a copular clause's head is the noun the copula hangs on
        copular = any(c.dep_ == "cop" for c in tok.children)
        verb = tok if tok.pos_ in {"VERB", "AUX"} or copular else self.governing_verb(tok)
        if verb is None:
            return False
        lex = self.lex
        if tok.i != verb.i and verb.lemma_.lower() in lex.undoing_verbs:
            return True  # "restringiendo el acceso a su tecnología", "blocked sales of H20"
        if verb.dep_ in {"xcomp", "ccomp"} and self._stopped(verb):
            return True  # "stopped using Nvidia GPUs", "dejó de usar"
        if self._failed(verb):
            return True  # "failed to bring together", "descartó comprar"
        if tok.i == verb.i and self._in_talks(verb):
            return True  # "was in talks to buy Windsurf", "en conversaciones para comprar"
        if self._given_up(tok) or (verb.i != tok.i and self._given_up(verb)):
            return True  # "abandonó su plan de comprar ARM", "called off its takeover of"
        if self._under_denial(verb):
            return True  # "negó que esté negociando la compra de Intel"
        if self._without(verb):
            return True  # "sin necesidad de recurrir a GPU externas", "without using"
        if tok.pos_ == "NOUN" and any(
            c.dep_ == "det" and c.lower_ in lex.negations for c in tok.children
        ):
            return True  # "there will be no integration of Gaudi 3 into IBM Cloud"
        plan = self.intended(verb)
        if plan is not None and any(
            self._negates(c) for t in (plan, plan.head) for c in t.children if c.i < plan.i
        ):
            return True  # "Meta has no plans to use TPUs", "no tiene intención de comprar"
        clause = [verb]
        # "did not want to buy": the negation may sit on the verb above an infinitive (not on
        # the one a purpose serves: "did not cut prices to compete with Nvidia" competes)
        if verb.dep_ in {"xcomp", "ccomp"} and self._in_sentence(verb.head):
            clause.append(verb.head)
        elif (above := _phrase_verb(verb)) is not None and self._in_sentence(above):
            clause.append(above)  # "has not committed to using", "was not in talks to acquire"
        for v in clause:
            children = list(v.children)
            if any(c.i < v.i + 2 and self._negates(c) for c in children) and not self._kept_on(v):
                return True
            if any(c.dep_ == "mark" and self._opens(c) for c in children):
                return True  # "unclear whether Meta will use TPUs", "si utilizará TPU"
            # "En lugar de recurrir a memorias HBM3E", "barred from shipping its GPUs"
            if self.phrase_before(v.i, lex.undoing_phrases):
                return True
            # "Ni Apple ni Qualcomm han publicado ...", "Neither Apple nor Qualcomm has ...":
            # a subject that opens with a negation denies the clause.
            if any(
                c.dep_ in SUBJECT_DEPS and any(g.lower_ in lex.negations for g in c.lefts)
                for c in children
            ):
                return True
            auxes = {c.lemma_.lower() for c in children if c.dep_.startswith("aux")}
            if auxes & lex.hedge_modals and auxes & lex.perfect_aux:
                return True
        return False

    def _negates_noun(self, neg: Any, noun: Any) -> bool:
        """True for a bare "no", "not" right before a noun's phrase ("no un competidor", "not a
        direct rival"; not "never a competitor until now", "no longer only a rival")."""
        if neg.i >= noun.i or neg.lower_ not in self.lex.plain_negations or not self._negates(neg):
            return False
        after = self.doc[neg.i + 1]
        return after.i == noun.i or after.pos_ in {"DET", "ADJ"}

    def unable(self, i: int) -> bool:
        """True for a verb said of what one can or cannot do ("could not compete with Nvidia",
        "no ha sabido competir con NVIDIA", "que las GPUs no pueden igualar"): a rivalry
        stands whether or not the rival is matched."""
        tok = self.doc[i]
        verb = tok if tok.pos_ in {"VERB", "AUX"} else self.governing_verb(tok)
        if verb is None:
            return False
        words = self.lex.ability_verbs
        able = [c for c in verb.children if c.dep_.startswith("aux") and c.lemma_.lower() in words]
        if not able and verb.dep_ in {"xcomp", "ccomp"} and verb.head.lemma_.lower() in words:
            able = [verb.head]
        # (said of a subject the clause names: not "sin poder competir", "a sabiendas de no
        # poder competir", whose subject lies further off; not "could have competed", "habría
        # podido competir", nor "denied that it could compete")
        if any(self._counterfactual(a) for a in (verb, *able)):
            return False
        if self._under_denial(verb):
            return False
        return any("Inf" not in self.morph_values(a, "VerbForm") for a in able)

    def _counterfactual(self, verb: Any) -> bool:
        """True for "could have competed", "habría podido competir": a perfect said of what
        might have been (a conditional "haber", or a perfect beside a modal)."""
        lex = self.lex
        auxes = [c for c in verb.children if c.dep_.startswith("aux")]
        perfect = [c for c in auxes if c.lemma_.lower() in lex.perfect_aux]
        # (the modal before the perfect: "could have"; "ha podido competir" is a plain past)
        modals = [c.i for c in auxes if c.lemma_.lower() in lex.ability_verbs]
        return any(
            any(i < c.i for i in modals) or "Cnd" in self.morph_values(c, "Mood") for c in perfect
        )

    def _without(self, verb: Any) -> bool:
        """True for a verb a privative mark governs ("sin recurrir a", "without using"), also
        through the noun it completes ("sin necesidad de recurrir a")."""
        marks = self.lex.privative_marks
        if any(c.dep_ in {"mark", "case"} and c.lower_ in marks for c in verb.children):
            return True
        if verb.dep_ == "pcomp" and verb.head.lower_ in marks:
            return True
        # (an infinitive: "sin las tarjetas que NVIDIA ha desarrollado" says they were made)
        return (
            verb.dep_ == "acl"
            and "Inf" in self.morph_values(verb, "VerbForm")
            and any(c.dep_ == "case" and c.lower_ in marks for c in verb.head.children)
        )

    def _given_up(self, tok: Any) -> bool:
        """True for a deal given up: the noun of a deal or a plan at ``tok``, or the one the
        verb at ``tok`` completes ("plan to buy", "intención de comprar", "the transaction
        whereby X would acquire"), taken by a verb of giving up ("abandonó", "walked away
        from", "called off", "renunció a") or by a noun of its end ("the termination of")."""
        lex = self.lex
        noun = tok
        if tok.pos_ in {"VERB", "AUX"} and tok.dep_ == "advcl":
            # "walked away from talks to buy": the parser may hang the infinitive on the verb
            between = self.doc[tok.head.i + 1 : tok.i]
            noun = next((t for t in between if t.lemma_.lower() in lex.given_up_nouns), tok)
        elif tok.pos_ in {"VERB", "AUX"}:
            if tok.dep_ not in {"acl", "pcomp", "xcomp", "relcl", "acl:relcl"}:
                return False
            noun = tok.head.head if tok.head.pos_ == "ADP" else tok.head
        if noun.pos_ != "NOUN" or noun.lemma_.lower() not in lex.given_up_nouns:
            return False
        # what is given up is the verb's object or comes "from"/"of"/"a"/"de" ("walked away
        # from", "renunció a"); not a subject ("the purchase dropped its margin"), not "tras"
        case = next((c for c in noun.children if c.dep_ == "case"), None)
        prep = noun.head if noun.head.pos_ == "ADP" else case
        if noun.dep_ in SUBJECT_DEPS or (prep is not None and prep.lower_ not in GIVEN_FROM):
            return False
        head = noun.head.head if noun.head.pos_ == "ADP" else noun.head
        if head.lower_ in _particles(lex) and head.dep_ in {"advmod", "prt", "prep"}:
            head = head.head  # "walked away from the deal", "pulled out of" (not "ahead of")
        if head.i == noun.i or any(
            c.dep_ in {"obj", "dobj"} and c.i < noun.i for c in head.children
        ):
            return False  # "retiró su veto a la compra de": the veto is what it withdrew
        lemma = head.lemma_.lower()
        if head.pos_ == "NOUN":  # (not "until the end of the partnership": a time)
            marks = (head.head, *(c for c in head.children if c.dep_ == "case"))
            return lemma in lex.ending_nouns and all(t.lower_ not in lex.time_preps for t in marks)
        return lemma in lex.giving_up_verbs or any(
            words[0] == lemma and any(c.lower_ == words[1] for c in head.children)
            for words in lex.giving_up_phrasals
        )

    def _opens(self, mark: Any) -> bool:
        """True for a mark that opens a question or a supposition ("whether", "if", "si"; not
        "si bien", although)."""
        lex = self.lex
        if mark.lower_ not in lex.open_marks:
            return False
        nxt = mark.i + 1
        return nxt >= len(self.doc) or self.doc[nxt].lower_ not in lex.open_mark_limiters

    def intended(self, verb: Any) -> Any | None:
        """The noun of intention whose complement ``verb`` is ("plans to use", "intention of
        buying", "planes de usar"), or None."""
        head = verb.head
        if verb.dep_ == "pcomp" and head.pos_ == "ADP":
            head = head.head
        if verb.dep_ not in {"acl", "pcomp", "xcomp"} or head.i == verb.i:
            return None
        words = self.lex.intention_nouns
        return head if head.pos_ == "NOUN" and head.lemma_.lower() in words else None

    def _inserted(self, noun: Any) -> bool:
        """True for a noun phrase set off by a comma or a bracket after a name: a description
        of the name, outside the clause around it."""
        start = self.np_start(noun)
        return (
            start - 1 > self.sent.start
            and self.doc[start - 1].text in {",", "("}
            and self.chunk_at(start - 2) is not None
        )

    @read_once
    def _has_hedge_cue(self) -> bool:
        words = " " + " ".join(self.lower_words) + " "
        return any(f" {cue} " in words for cue in self.lex.hedge_cues)

    def hedged(self, trigger: Any) -> bool:
        """True where the sentence reports rather than asserts: hedge words, conditional mood."""
        lex = self.lex
        if self._has_hedge_cue or self.asks:
            return True  # "Will Apple Buy Mistral?" asks; it asserts nothing
        verb = trigger if trigger.pos_ in {"VERB", "AUX"} else self.governing_verb(trigger)
        if verb is None:
            return False
        if verb.dep_ in {"xcomp", "ccomp"} and verb.head.lemma_.lower() in lex.intention_verbs:
            return True  # "Meta plans to use TPUs": a plan, not a use yet
        if self.intended(verb) is not None:
            return True  # "Meta has plans to use TPUs", "tiene la intención de comprar"
        for tok in (verb, *(c for c in verb.children if c.dep_.startswith("aux"))):
            if set(self.morph_values(tok, "Mood")) & lex.hedge_moods or (
                tok.i != verb.i and tok.lower_ in lex.hedge_modals
            ):
                return True
        return False


def _phrase_verb(verb: Any) -> Any | None:
    """The verb whose prepositional phrase holds ``verb``: "committed to using" (a gerund
    after a preposition), "in talks to acquire" (an infinitive on the phrase's noun)."""
    head = verb.head
    if verb.dep_ == "pcomp" and head.pos_ == "ADP" and head.head.pos_ in {"VERB", "AUX"}:
        return head.head
    if verb.dep_ == "acl" and head.pos_ == "NOUN" and head.dep_ == "pobj":
        prep = head.head
        if prep.pos_ == "ADP" and prep.head.pos_ in {"VERB", "AUX"}:
            return prep.head
    return None


@cache
def _particles(lex: Lexicon) -> frozenset[str]:
    """The particles of the phrasal verbs of giving up ("out", "away", "off")."""
    return frozenset(words[1] for words in lex.giving_up_phrasals)
