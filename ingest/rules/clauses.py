"""Reading clauses: subjects (inherited through complements and purpose clauses),
antecedents of relatives, possessors, the verb a word hangs on, and whether a copula speaks
outright (what a clause does to its facts, hedges, negations and dates, is in modality.py)."""

from __future__ import annotations

from typing import Any

from ..knowledge import is_generic, makers_of, same_house
from ..spans import span_root
from . import enabling, relatives, subject_names
from .chunks import (
    ACTORS,
    APPOSITION_MARKS,
    CLIMB_DEPS,
    MAX_CLIMB,
    OBJECT_DEPS,
    PRODUCT_TYPES,
    RELATIVE_PRONOUNS,
    SUBJECT_DEPS,
    Chunk,
    in_phrase,
)
from .owners import Owners
from .relative_roles import (
    apposition_closed,
    copula_antecedent,
    marked,
    nominal_adjective,
    own_described_subject,
    owned_supplier,
    owner_of_its_noun,
    partners_product,
    pronoun_is_object,
    relative_clause,
)
from .words import morph_values, negates


class Clauses(Owners):
    """Who does what in a sentence, and how the sentence says it."""

    def possessor_of(self, det: Any) -> Chunk | None:
        """The company a possessive determiner stands for: the subject of its clause, if that
        is a company (or a cloud arm acting as one; a product's "own" part is no company's),
        else the nearest company named before it in the sentence, else the company in focus."""
        return relatives.possessor(self, det)

    def subject_above(self, verb: Any) -> Chunk | None:
        """ "Lightmatter announced that it has raised": the subject the clause hangs on."""
        if verb.dep_ == "conj" and verb.head.dep_ == "ccomp" and marked(verb):
            # "saying A evaluates it, and that it competes": the reporter's, if a company
            reporter = self.subject_above(verb.head)
            if reporter is not None:
                return reporter
        if verb.dep_ not in {"ccomp", "conj", "advcl"} or verb.head.i == verb.i:
            return None
        candidates, _ = self.subjects_of(verb.head)
        actors = [c for c in candidates if c.types & {"Company", "CloudPlatform"}]
        return actors[0] if actors else None

    def antecedent(self, relative: Any) -> Chunk | None:
        """What a relative pronoun stands for: "X, que corre en Y", "la empresa que X compró"."""
        clause = relative.head
        if relative.lower_ == "cual" and (near := self.chunk_before(relative.i, 2, True)):
            return near  # "un acuerdo con AMD, la cual le suministrará": the name before it
        noun = clause.head if clause.i != clause.head.i else None
        maker = self._maker_of_unnamed(noun) if relative.dep_ in SUBJECT_DEPS else None
        if maker is not None:
            return maker
        if noun is not None and (closed := apposition_closed(self, relative, noun)):
            return closed
        # "la plataforma en la nube que opera Huawei": up the chain of nouns to the one
        # that stands in apposition to a name.
        for _ in range(3):
            if noun is None:
                break
            listed = subject_names.listed_before_others(self, noun)
            if listed is not None:
                return listed
            chunk = self.chunk_at(noun.i)
            if chunk is not None and noun.pos_ == "NOUN":
                chunk = in_phrase(chunk, noun)
            if chunk is not None and all(is_generic(m.entity.key) for m in chunk.mentions):
                # "El MI300X es una GPU que compite con la H100": the name the class describes
                chunk = relatives.subject_described(self, noun) or chunk
            if chunk is not None:
                if len({m.entity.type for m in chunk.mentions}) > 1:
                    # "OpenAI, que usa Microsoft Azure, o Anthropic, que trabaja con AWS": a
                    # list of unlike names is no one antecedent; the name before it is.
                    return Chunk((chunk.mentions[-1],))
                return relatives.last_of_list(self, relative, chunk)
            if noun.pos_ not in {"NOUN", "PROPN"} and not nominal_adjective(noun):
                break
            apposed = relatives.product_apposed(self, noun)  # "los chips X de"
            described = self.described(noun) or self.named_product(noun) or apposed
            if described is not None:
                return described
            if noun.dep_ == "conj":
                # "AMD but also hyperscalers that have relied on Nvidia GPUs": the noun the
                # clause hangs on is listed beside the name, it is not the name.
                return None
            head = noun.head
            if head.lower_ in self.lex.of_preps and head.head.pos_ == "NOUN" and head.i < noun.i:
                # "its Claude family of models, which compete with": the family's product
                family = self.named_product(head.head)
                if family is not None:
                    return family
            noun = head if head.i != noun.i else None
        before = self.chunk_before(relative.i, max_gap=2, allow_comma=True)
        # "a 5nm (presumably TSMC) line that incorporates DDR5": the line, not TSMC
        closed = before is not None and ")" in {t.text for t in self.doc[before.end : relative.i]}
        if before is None or (closed and clause.head.pos_ == "NOUN"):
            return None
        if owner_of_its_noun(self, span_root(self.doc, before.start, before.end), relative):
            return None
        return relatives.last_of_list(self, relative, before)

    def _maker_of_unnamed(self, noun: Any) -> Chunk | None:
        """ "Huawei is developing a processor that could rival Nvidia's H100": a product no
        name gives, that a company makes or presents, acts through its maker."""
        if noun is None or noun.pos_ != "NOUN" or self.chunk_at(noun.i) is not None:
            return None
        if self.lex.cue_types.get(noun.lemma_.lower()) not in PRODUCT_TYPES:
            return None
        named = any(self.mention_at(i) for i in range(noun.left_edge.i, noun.i + 1))
        if noun.dep_ not in {"obj", "dobj"} or named:
            return None  # "developing its Ascend processor that": the name is the antecedent
        verb = noun.head
        frames = self.lex.verbs.get(verb.lemma_.lower(), ())
        if not any(f.property in {"develops", "announces"} for f in frames):
            return None
        maker = self.subject_of(verb)
        return maker if maker is not None and maker.types == {"Company"} else None

    def chunk_in(self, tok: Any) -> Chunk | None:
        """The chunk that ``tok`` heads or lies in, preferring the token itself; a clause
        inside the phrase ("a team who worked at Apple") is not searched."""
        chunk = self.chunk_at(tok.i)
        if chunk is not None:
            return chunk
        # "the British firm's Japanese owner, SoftBank,": the name in apposition is the
        # phrase's, before the owner named in front of it.
        chunk = self.apposition(tok)
        if chunk is not None:
            return chunk
        owner = None
        # "Cognition, the maker of Devin, agreed": an apposition's names describe the phrase
        appos = [c for c in tok.rights if c.dep_ == "appos" and c.pos_ == "NOUN"]
        described = {t.i for c in appos for t in c.subtree}
        for child in relatives.phrase_tokens(tok, self.lex.agent_preps):
            chunk = self.chunk_at(child.i)
            if chunk is None or not self.sent.start <= child.i < self.sent.end:
                continue
            if child.i in described or subject_names.maker_of_kind(self, tok, chunk):
                continue  # ("el chip Arm": Arm's chip, unnamed)
            if owner is None and relatives.owner_before_genitive(self, chunk):
                # "Anthropic's Claude models run on Trainium": the owned product acts.
                owner = chunk
                continue
            if owner is not None and chunk != owner and chunk.types <= ACTORS:
                return owner
            return chunk
        return owner

    def class_or_described(self, tok: Any) -> Chunk | None:
        """The chunk at ``tok``; for a class of products ("an AI-focused ASIC equipped with
        HBM2e" after "The PPU is"), the name it describes, if any."""
        chunk = self.chunk_at(tok.i)
        if chunk is not None and all(is_generic(m.entity.key) for m in chunk.mentions):
            return self.described(tok) or chunk
        return chunk

    def apposition(self, tok: Any) -> Chunk | None:
        """The name in apposition to ``tok``, if any (none past the verb it hangs on: the
        parser's slip in "X's partnership powers its model, the QN990F")."""
        for child in tok.rights:
            if child.dep_ != "appos" or tok.i < tok.head.i < child.i:
                continue
            if (chunk := self.chunk_at(child.i)) is not None and not subject_names.maker_of_kind(
                self, tok, chunk
            ):
                return chunk
        return None

    def subject_of(self, verb: Any) -> Chunk | None:
        """The grammatical subject of ``verb`` (inherited from the clauses above it), or None."""
        candidates, _ = self.subjects_of(verb)
        return candidates[0] if candidates else None

    def subjects_of(
        self, verb: Any, through_possessives: bool = True, of_possessive: bool = False
    ) -> tuple[list[Chunk], bool]:
        """The chunks that may be ``verb``'s subject, most likely first, and whether the
        sentence gave it a subject at all (if not, a caller may look at the surface).
        A clause with no subject of its own takes the subject of the clause it hangs on:
        coordinated verbs, infinitives ("para competir con Nvidia", on a noun of the clause
        above), complements ("anunció que ya está desarrollando X"). A noun after an active
        verb the parser took for its subject is kept as a candidate, and the subject above is
        looked for too: the property's classes decide. A purpose after a partnership ("un
        acuerdo con OpenAI para desplegar GPUs") is the pair's, so it has no one subject; a
        possessive in it (``of_possessive``) still stands for the clause's subject."""
        if relatives.whose_thing_fronted(self, verb):
            return [], True  # "cuyos chips compran Microsoft y Meta": not the owner's act
        if (first := subject_names.misread_main_verb(self, verb)) is not None:
            return [first], True  # "Nvidia, the maker of the H100 chip, invested in QuEra"
        found: list[Chunk] = []
        seen_subject = False
        v = verb
        for _ in range(MAX_CLIMB):
            before_verb = False
            for child in relatives.with_aux_children(v):
                if child.dep_ not in SUBJECT_DEPS:
                    continue
                if (
                    child.lower_ in RELATIVE_PRONOUNS
                    and v.dep_ == "conj"
                    and self.doc[child.i - 1].lower_ in self.lex.coordinators
                ):
                    continue  # "informó que vendió X y que se desprendió de": a mark, no subject
                if child.lower_ in RELATIVE_PRONOUNS and pronoun_is_object(self, v, child):
                    continue  # "el chip que usa Anthropic": "que" is the object, tagged wrong
                seen_subject = True
                if child.lower_ in RELATIVE_PRONOUNS:
                    chunk = self.antecedent(child)
                    before_verb = True
                elif child.lower_ in self.lex.one_words and (
                    one_of := subject_names.one_of(self, child)
                ):
                    # "Uno de los rivales de Nvidia, AMD, presentó", "Una de las empresas con
                    # las que Nvidia colabora, SEEQC, ha recaudado": the name in apposition
                    chunk = (
                        self.apposition(one_of)
                        or self.apposition(child)
                        or subject_names.set_off_before(self, v)
                    )
                    before_verb = before_verb or child.i < v.i
                elif self.group_noun(child):
                    # "Google Cloud customers can rent TPUs": the names in a group's phrase
                    # own the group; they do not act (its listed members may, and a name in
                    # apposition: "Intel's rival, AMD, announced").
                    chunk = self.apposition(child) or subject_names.examples_of_subject(self, child)
                    before_verb = before_verb or child.i < v.i
                elif v is not verb and child.lemma_.lower() in self.lex.document_nouns:
                    chunk = None  # "un informe de X detalla ..., al producir": X does not make
                else:
                    chunk = self.chunk_in(child)
                    if chunk is None and through_possessives:
                        chunk = self._owner_of_subject(child)
                    if chunk is None:
                        chunk = subject_names.examples_of_subject(self, child)
                    before_verb = before_verb or child.i < v.i
                if chunk is not None and chunk not in found:
                    found.append(chunk)
            if compound := None if found else relatives.compound_subject(self, v):
                found.append(compound)  # "its CUDA software runs on": the parser's compounds
            elif not found and (opening := subject_names.misread_opening(self, v)):
                found.append(opening)
                break
            if before_verb or compound is not None:
                break
            if v is verb and found and relative_clause(v) and self._own_subject(v, found):
                break  # "a clientes que usan GPU": the customers', not the supplier's
            head = v.head
            if v is verb and not found and relatives.object_relative(self, verb):
                # "el chip A18 que utilizó el iPhone 16": the relative pronoun is the object,
                # the name after the verb its subject; the clause above says nothing of it
                after = self.chunk_after(verb.i, max_gap=3, noun_phrase=True)
                return ([after] if after is not None else []), True
            if v is verb and (
                named := relatives.product_participle(self, verb) or relatives.first_to(self, verb)
            ):
                return [named], True  # "Epyc 5 chips based on Zen 5c"; "the first firm to"
            if v is verb and not seen_subject and own_described_subject(verb):
                return found, True  # "..., y la primera ha comprado": a subject of its own
            if v is verb and not seen_subject and (named := relatives.listed_before(self, verb)):
                return [named], True  # "una ventaja sobre AMD y Microsoft posee una"
            if (
                head.i == v.i
                or not relatives.climbs(v, v is not verb)
                or not self._in_sentence(head)
                or (v.dep_ == "attr" and not relatives.attribute_purpose(self, v, verb))
            ):
                break
            if not of_possessive and self._joint_purpose(v, head):
                # "anunció un acuerdo con OpenAI para desplegar GPUs": who deploys is the
                # pair, not the one who announced the agreement.
                return found, True
            if head.lemma_.lower() in self.lex.enabling_verbs and enabling.applies(self, head, v):
                # "un servicio que permite a los desarrolladores acceder a las GPU", "helps
                # Anthropic train Claude": who acts is the one enabled, not the enabler
                # ("permitirá a OpenAI utilizar los chips MI450", "selected the BSC to operate").
                named = enabling.enabled(self, head, v)
                enabled = named or self._enabling_tool(head)
                if enabled is not None and enabled not in found:
                    found.append(enabled)
                return found, True
            if v.dep_ == "conj" and "Fin" in morph_values(v, "VerbForm"):
                # "La serie MI350 cuenta con memoria HBM3E y compite con Blackwell": a finite
                # verb the parser coordinated with a noun is coordinated with that noun's verb.
                while head.pos_ in {"NOUN", "PROPN"} and head.head.i != head.i:
                    head = head.head
            v = head
            if v.pos_ in {"NOUN", "PROPN"}:
                # "TorchTPU, una versión de PyTorch para ejecutar aplicaciones en TPU": an
                # infinitive on a noun that names or describes something is said of it
                # ("la serie MI400, diseñada para competir": the name in apposition).
                named = (
                    self.class_or_described(v)
                    or (self.described(v) if self.is_description_head(v) else None)
                    or relatives.product_apposed(self, v)
                )
                if named is not None:
                    if named not in found:
                        found.append(named)
                    seen_subject = True
                    break
                if v.dep_ == "conj" and any(c.dep_ == "det" for c in v.children):
                    # "V100 GPUs and the PROXIMA system featuring H100": not the GPUs (but
                    # "A100 GPUs and the new Maia chips powering Copilot": the Maia chips)
                    if (own := self.chunk_in(v)) is not None and own not in found:
                        found.append(own)
                    break
        return found, seen_subject

    def _own_subject(self, verb: Any, found: list[Chunk]) -> bool:
        """True if a relative clause's subject is its own: a company named in it, or the
        group its noun names (customers, partners); not a product the parser made its subject
        ("un centro de datos ... que ofrecerá los chips Trainium": the centre's owner offers)."""
        return any(c.types & ACTORS for c in found) or self.group_noun(verb.head)

    def _enabling_tool(self, enabler: Any) -> Chunk | None:
        """Software that lets no one named act is used ("Mojo lets developers use GPUs")."""
        return next((c for c in self.subjects_of(enabler)[0] if c.types == {"Framework"}), None)

    def _joint_purpose(self, verb: Any, head: Any) -> bool:
        """True if ``verb`` is an infinitive after a partnership noun with a companion
        ("a deal with OpenAI to deploy ...") in the clause of ``head``."""
        if "Inf" not in morph_values(verb, "VerbForm") or head.i > verb.i:
            return False
        if "Part" in morph_values(head, "VerbForm"):
            return False  # "a platform built in partnership with Nvidia to compete with AWS"
        for tok in self.doc[head.i : verb.i]:
            if tok.i != head.i and tok.head.i != head.i:
                continue
            frames = self.lex.nouns.get(tok.lemma_.lower(), ())
            if not any(f.property == "partnersWith" for f in frames):
                continue
            after = self.doc[tok.i + 1 : verb.i]
            if any(t.lower_ in self.lex.companion_preps for t in after):
                return not partners_product(self, verb, tok)
        return False

    def group_noun(self, tok: Any) -> bool:
        """True for a noun of others no name heads ("customers", "socios", Nvidia's supplier)."""
        groups = self.lex.groups
        return self.chunk_at(tok.i) is None and (
            tok.lemma_.lower() in groups or tok.lower_ in groups or owned_supplier(self, tok)
        )

    def _owner_of_subject(self, subject: Any) -> Chunk | None:
        """ "su estrategia es diversificada, usando TPUs": a subject that names no one but has a
        possessive stands for its possessor; so does a facility its owner names ("la nueva
        infraestructura de Yotta contará con", "a Huawei cluster using")."""
        owner = self.facility_owner(subject)
        if owner is not None:
            return owner
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

    def relative_object(self, verb: Any) -> Chunk | None:
        """The antecedent of a relative pronoun that is ``verb``'s object ("que Intel adquirió")."""
        for child in verb.children:
            if child.lower_ in RELATIVE_PRONOUNS and (
                child.dep_ in OBJECT_DEPS or pronoun_is_object(self, verb, child)
            ):  # "el GB300, que usan Microsoft y Meta": "que" tagged a subject is the object
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

    def maker_above(self, verb: Any) -> Chunk | None:
        """The company whose clause holds a past participle's noun: "Mistral launched Mistral
        Compute, a platform built in partnership with Nvidia", "Meta prueba su chip,
        desarrollado en colaboración con TSMC": who built it is Mistral, Meta."""
        if not self.past_participle_on_noun(verb):
            return None
        above = self.governing_verb(verb.head)
        maker = self.subject_of(above) if above is not None else None
        if maker is None or maker.types != {"Company"}:
            return None
        # "Microsoft praised Llama 3, a model developed with Nvidia", "Oracle will deploy AMD's
        # MI450, designed with OpenAI": a product someone else makes is not the subject's
        owned = self.chunk_in(verb.head) or self.described(verb.head)
        for m in owned.mentions if owned is not None else ():
            makers = makers_of(m.entity.key, m.entity.family)
            if m.entity.type == "Company" or (
                makers
                and not any(same_house(s.entity.key, k) for s in maker.mentions for k in makers)
            ):
                return None
        return maker

    def described(self, noun: Any) -> Chunk | None:
        """The chunk a noun phrase describes: "X, una versión", "X es un port" (a singular noun
        the nearest name of a list: "PyTorch y Triton, el lenguaje de OpenAI" describes Triton)."""
        i = self.np_start(noun) - 1
        if noun.dep_ == "conj" and self.doc[i].dep_ == "cc" and self.chunk_at(noun.head.i) is None:
            denied = any(self._negates(c) for c in noun.children)  # "y no un rival"
            return None if denied else self.described(noun.head)  # "uno de ... y un rival de"
        while i >= self.sent.start and self.is_date(i):
            i -= 1
        if (
            i - 1 > self.sent.start
            and self.doc[i].lower_ in self.lex.of_preps
            and self.doc[i - 1].lower_ in self.lex.one_words
        ):
            i -= 2  # "SoftBank es uno de los grandes aliados de Nvidia": one of them
            while i > self.sent.start and self.doc[i].pos_ == "ADV":
                i -= 1  # "ha sido históricamente uno de"
        if i < self.sent.start:
            return None
        tok = self.doc[i]
        chunk = None
        if tok.text in APPOSITION_MARKS:
            j = i - 1
            while j >= self.sent.start and self.is_date(j):
                j -= 1
            if self.doc[j].text == ")" and j - 2 >= self.sent.start and self.doc[j - 2].text == "(":
                j -= 1  # "Mixture-of-Experts (MoE), an architecture": another name for it
            chunk = self.chunk_at(j) if j >= self.sent.start else None
            if chunk is not None and relatives.argument_of_another_clause(self, j, noun):
                chunk = None
        elif tok.lemma_.lower() in self.lex.copulas or (
            tok.lower_ in self.lex.role_marks and noun.lower_ in self.lex.role_nouns
        ):
            # "X es un port de Y", "el despegue de Groq como rival real de Nvidia" (but "the
            # CNCF as a sandbox project" gives the CNCF no role)
            k = i  # "TSMC ha sido socio de AMD": before the copula's perfect (not a modal, nor
            while (  # a conditional: "habría sido socio" reports)
                k - 1 > self.sent.start
                and self.doc[k - 1].lemma_ in self.lex.perfect_aux
                and not set(morph_values(self.doc[k - 1], "Mood")) & self.lex.hedge_moods
            ):
                k -= 1
            chunk = self.chunk_before(k, max_gap=2)
            if chunk is None and (name := copula_antecedent(tok, i)) is not None:
                chunk = self.chunk_at(name.i)  # "GMI Cloud, which is one of Nvidia's partners"
            # "X está destinado a ser un competidor de Y", "X aims to be a rival to Y"
            pred = tok.head if tok.head.i < i else tok.head.head
            if chunk is None and "Inf" in morph_values(tok, "VerbForm") and pred.i < i:
                chunk = self.subject_of(pred)
        if chunk is not None and len(chunk.mentions) > 1 and "Sing" in morph_values(noun, "Number"):
            return Chunk((chunk.mentions[-1],))
        return chunk

    def outright(self, head: Any) -> bool:
        """False for a copula's clause negated, under a modal or in the conditional ("no es
        AMD, sino Huawei", "could be AMD", "sería una GPU"): it states nothing of its subject."""
        return not any(
            self._negates(c)  # (but "no es solo AMD": more than AMD)
            or (c.dep_.startswith("aux") and {c.lower_, c.lemma_.lower()} & self.lex.hedge_modals)
            or (
                c.dep_ in {"cop", "aux"}
                and set(self.morph_values(c, "Mood")) & self.lex.hedge_moods
            )
            for c in head.children
        )

    def _negates(self, tok: Any) -> bool:
        """ "not", "no", "no longer"; not "not just" / "no solo" (``words.negates``)."""
        return negates(self, tok)
