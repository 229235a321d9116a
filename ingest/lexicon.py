"""The relation lexicon of one language, turned from JSON data into lookup tables."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from functools import cache, cached_property
from typing import Any

from .frames import Frame, Phrase, frames_by_lemma
from .lexicon_deals import DealWords
from .lexicon_names import COMMON_NAME_WORDS, NameWords
from .resources import common_lexicon, lexicon


@dataclass(frozen=True, eq=False)
class Lexicon(NameWords, DealWords):
    """Everything language-dependent the rules need, as sets and dicts (built once per language)."""

    lang: str
    model: str
    verbs: dict[str, tuple[Frame, ...]]
    nouns: dict[str, tuple[Frame, ...]]
    phrases: tuple[Phrase, ...]
    copulas: frozenset[str]
    # "Amazon counts among its backers", "figura entre sus inversores": verbs that place a
    # subject in a group as "is among" does
    among_verbs: frozenset[str]
    # "el negocio de audio de Masimo", "the NAND unit of Intel": parts of a company one may buy
    part_nouns: frozenset[str]
    # "la startup de computación en la nube Lambda": phrases inside a description before a name
    np_phrases: tuple[tuple[str, ...], ...]
    # "dos chips, uno llamado X": the word that picks one of a plural noun before its name
    picking_words: frozenset[str]
    # "uno de ellos llamado X", "one of them called X": what may stand between
    picking_pronouns: frozenset[str]
    # "chips for Claude training", "para el entrenamiento de Llama": what a model is run for,
    # after the preposition of purpose
    workload_nouns: frozenset[str]
    workload_preps: frozenset[str]
    # "replaced H100 GPUs with MI300X for ...", "stopped using ... for": no use for a workload
    replacing_verbs: frozenset[str]
    stopping_verbs: frozenset[str]
    # "failed to buy", "ruled out using", "se negó a comprar": the infinitive did not happen
    failing_verbs: frozenset[str]
    passive_aux: frozenset[str]
    agent_preps: frozenset[str]
    target_preps: frozenset[str]
    of_preps: frozenset[str]
    # "of", "de": the prepositions of the "of" that says whose a thing is (not "from").
    owner_preps: frozenset[str]
    possessives: frozenset[str]
    genitive_markers: frozenset[str]
    # "it", "they": subject pronouns that may stand for the company in focus; and whether
    # the language drops a subject it repeats (Spanish does).
    subject_pronouns: frozenset[str]
    pro_drop: bool
    # "competidores", "partners": a company's role for another; what a possessive with one
    # of these owns is no product ("sus competidores, como AWS").
    role_nouns: frozenset[str]
    # "Groq como rival de Nvidia", "Maia as an alternative to GPUs": a word that gives a name
    # the role the noun after it says, as a copula does.
    role_marks: frozenset[str]
    # "as the primary partner for a project": a role for something, not someone's role
    role_purpose_preps: frozenset[str]
    # "llamado", "called": a class noun, then one of these, then the name it is called by.
    naming_words: frozenset[str]
    naming_as: frozenset[str]
    # "than", "que" (after "más"), "as" (after "same"): what follows is what something is
    # measured against; each mark with the words one of which must come before it (or none).
    comparison_marks: dict[str, frozenset[str]]
    # "support for Llama 4 on Gaudi 3": the word before the hardware a thing is supported on
    support_on_preps: frozenset[str]
    # "features 96 cores based on Neoverse", "powers": verbs of what a product is made of
    composition_verbs: frozenset[str]
    # "one of CoreWeave's largest customers": a company a company buys from is its partner
    customer_nouns: frozenset[str]
    # "former", "once", "lost", "antiguo": a tie that was and is no more
    former_words: frozenset[str]
    # "they", "ellos": a subject that stands for the list of names the clause above has
    plural_pronouns: frozenset[str]
    # "own", "propio": a possessive that insists on ownership.
    own_words: frozenset[str]
    # "y otras", "and other": words after a closing conjunction that end a list.
    others_words: frozenset[str]
    # Possessives that stand for several owners ("their").
    plural_possessives: frozenset[str]
    coordinators: frozenset[str]
    hedge_moods: frozenset[str]
    hedge_cues: frozenset[str]
    hedge_modals: frozenset[str]
    months: dict[str, int]
    relative_days: dict[str, int]
    date_patterns: tuple[list[dict[str, Any]], ...]
    cue_types: dict[str, str]
    np_fillers: frozenset[str]
    # "cientos de miles de GPU", "thousands of H100s": counts before a name, with their "of".
    quantity_words: frozenset[str]
    # "more than ever", "más que nunca", "a dozen": after a comparison's mark, a count.
    count_words: frozenset[str]
    indefinite_articles: frozenset[str]
    # Closed-class words a title capitalises ("Amid", "With", "Its"), and the endings a
    # dictionary word may carry in a headline ("Launches", "Relies", "Biggest").
    title_function_words: frozenset[str]
    title_endings: tuple[str, ...]
    # "miles", "millions": a count of thousands by itself ("cientos de miles de GPU").
    scale_words: frozenset[str]
    # "the cloud giant", "el gigante de la nube": a reference that only a cloud's operator fits.
    cloud_words: frozenset[str]
    # "from investors including X and Y": words that introduce the members of a group.
    list_introducers: frozenset[str]
    # "GPUs, such as the H100": words that bring examples of what stands before them, and
    # words that may stand before those ("such", "tales").
    example_introducers: frozenset[str]
    list_fillers: frozenset[str]
    # "X with support for Y": a preposition that joins a noun's holder to it.
    companion_preps: frozenset[str]
    # "investors", "clientes": nouns of a group whose members relate to its owner, and the
    # property from a member to the owner; verbs that list a group's members ("include").
    groups: dict[str, str]
    inclusion_verbs: frozenset[str]
    # "partnership", "alianza": nouns of a partnership only (a "deal" may be a purchase).
    alliance_nouns: frozenset[str]
    # "among", "entre": X among a group's members is one of them.
    among_words: frozenset[str]
    # "permitir", "allow", "ask": verbs whose infinitive's subject is the one they enable or
    # ask ("asked SK Hynix to speed up its HBM4": SK Hynix's).
    enabling_verbs: frozenset[str]
    # "estos chips", "both models": a plural reference to products named together, by class.
    group_determiners: frozenset[str]
    group_nouns: dict[str, str]
    # "por parte de", "by": words that bring the agent of an event noun after its object.
    noun_agents: tuple[tuple[str, ...], ...]
    # "through", "a través de": a product reached through a cloud is what the cloud offers.
    channel_phrases: tuple[tuple[str, ...], ...]
    # "three times the performance of", "el 75% de la potencia de": a measure compared.
    measure_nouns: frozenset[str]
    ratio_words: frozenset[str]
    # "chose TPUs to power Claude": verbs of a purpose clause whose object uses the product
    # the main verb takes, and the words that introduce such a clause.
    purpose_verbs: frozenset[str]
    purpose_marks: frozenset[str]
    # "la alemana ParTec": a determiner and a demonym before a name that stand for a company.
    company_demonyms: frozenset[str]
    demonym_determiners: frozenset[str]
    # "its new mining chip, the SEAL01": the article of a name set off after its class noun.
    definite_articles: frozenset[str]
    # "lineup", "cartera": nouns of a maker's line of products, whose members it makes.
    lineup_nouns: frozenset[str]
    # "los servicios de IA de AWS, incluidos Bedrock y Trainium": what a cloud's services
    # list, it offers.
    service_nouns: frozenset[str]
    # "CoreWeave was the first company to deploy X": the words that make an infinitive on a
    # copula's noun say what the copula's subject did, and the copulas that may carry it.
    first_words: frozenset[str]
    first_copulas: frozenset[str]
    # "The list of backers includes A": a noun whose "of" brings the group it lists.
    list_nouns: frozenset[str]
    # "trained Gemini 3 using JAX": a gerund of these brings what the training is done with.
    using_verbs: frozenset[str]
    # "1,000 tokens/sec on Llama 3.1": before the model a rate is measured on (rates.py)
    rate_preps: frozenset[str]
    # "four new chips, such as the AI300", "entre ellos": before examples, with the introducers
    example_openers: frozenset[str]
    # "launched instances built on GB300": what a cloud rents out, whose chips it offers
    instance_nouns: frozenset[str]
    # "its first product, Warboy", "its new handheld, the X": a noun for the product after it
    product_nouns: frozenset[str]
    # "the Helios facility": after a chip's name, a site's noun makes it the site's name
    site_nouns: frozenset[str]
    # "will be used in Ford vehicles", "powers Xiaomi's phones": where a product is put to work
    placement_verbs: frozenset[str]
    powering_verbs: frozenset[str]
    # "will build an AI factory powered by Blackwell GPUs": who builds, opens or runs a place
    building_verbs: frozenset[str]
    placement_preps: frozenset[str]
    # "the integration of NVLink Fusion into Trainium4": nouns of putting one product into another
    placement_nouns: frozenset[str]
    # "raise", "anunciar": verbs only a company does; an untyped subject of one is a company.
    actor_verbs: frozenset[str]
    # "lidera el mercado", "hold 70% of the market": what companies lead or hold together.
    market_nouns: frozenset[str]
    # "jointly", "conjuntamente": the subjects of a verb so qualified are partners.
    joint_adverbs: frozenset[str]
    # "consorcio", "collaboration": what companies that form or act in one are partners in.
    together_nouns: frozenset[str]
    # "Samsung y SK Hynix poseen conjuntamente el 70% del mercado": verbs whose "jointly"
    # sums what each holds, not what they do together.
    summing_verbs: frozenset[str]
    # "GPU giant Nvidia", "el fabricante de GPU Nvidia": nouns of a company by what it makes.
    maker_nouns: frozenset[str]
    # "the ChatGPT maker": nouns after a product's name that stand for its developer
    product_maker_nouns: frozenset[str]
    # "la creadora de ChatGPT", "the company behind Claude": the words before the product
    product_maker_phrases: tuple[tuple[str, ...], ...]
    # "GPU de la marca NVIDIA": a noun of a brand between a product and its maker's name.
    brand_nouns: frozenset[str]
    # Nouns of a company that supplies a product to another ("proveedor de HBM de Nvidia").
    supplier_nouns: frozenset[str]
    # "supplier of HBM to Nvidia", "proveedor de HBM para AMD": before a supplier's customer.
    customer_preps: frozenset[str]
    # "a través de", "through": a means phrase qualifies its verb wherever the parser hung it.
    means_words: frozenset[str]
    # "la infraestructura de Yotta", "a Huawei cluster": its owner uses what it holds.
    facility_nouns: frozenset[str]
    # "uno de los aliados de Nvidia", "one of the rivals of": a member of a group described.
    one_words: frozenset[str]
    # "inaugurar", "abrir": opening a facility, made together or with a company ("con Oracle").
    opening_verbs: frozenset[str]
    # "each", "cada uno", "respectivamente": subjects that act each on their own.
    distributive_words: frozenset[str]
    # "en Abilene", "in Texas": the prepositions a place stands after.
    place_preps: frozenset[str]
    # "Graviton-series processors", "Blackwell-class GPUs": after a hyphen, words that make
    # the name the phrase's own kind, not a modifier of it.
    series_words: frozenset[str]
    # "Hopper-based H100 GPUs": after a hyphen, words that make the name before it what the
    # product named after is built on.
    base_words: frozenset[str]
    # "unveiled a roadmap that includes the MI400", "presentó su nueva gama, con el Gaudi 3":
    # nouns of a lineup a verb presents, and the words after them that say what it holds.
    roadmap_nouns: frozenset[str]
    lineup_includers: frozenset[str]
    # "a wide range of hardware, including ...": nouns of number or range, and nouns of
    # hardware in general, whose examples after a comma are chips.
    range_nouns: frozenset[str]
    hardware_nouns: frozenset[str]
    # "plans to use", "planea usar", "tiene previsto lanzar": verbs of intention whose
    # complement is reported, not asserted.
    intention_verbs: frozenset[str]
    # "has (no) plans to use", "tiene la intención de comprar": nouns of intention, whose
    # complement is reported (denied, with a negation).
    intention_nouns: frozenset[str]
    # Entity keys of classes of products ("gpu", "cpu"): never what "el chip" stands for.
    generic_products: frozenset[str]
    # "Este chip integra una CPU y una GPU": classes a chip holds as its own unnamed parts,
    # which no gold list writes as a chip's use.
    unnamed_parts: frozenset[str]
    # "OpenXLA Project", "SK Hynix Inc.": words that may end a known name without naming
    # anything else.
    name_suffixes: frozenset[str]
    # "Pro", "Flash", "Sonnet": words that name a model's tier beside its version number.
    model_tiers: frozenset[str]
    # "Inc.", "AG": dropped from a new company's name, part of a known one's, never a name.
    legal_suffixes: frozenset[str]
    # "RISC-V CPUs": an instruction set's name before a class word says what the product is
    # built on; the class word names the product.
    instruction_sets: frozenset[str]
    # "que la del Apple A19", "than that of the A19": a pronoun standing for a noun said
    # before, which the name after "of" owns.
    elided_heads: frozenset[str]
    # Phones, tablets, watches and glasses (and their generations): the graph says what they
    # run, not who makes or launches them ("Samsung's Galaxy S26" gives no develops), as the
    # readers of news on AI chips ask what a phone's chip is, not who makes the phone.
    end_products: frozenset[str]
    # "128 GB of HBM3E", "64 GB de memoria HBM2E": units of a memory's size, which a noun
    # phrase may hold before the memory's name.
    capacity_units: frozenset[str]
    # "Reka" for "Reka AI", "Modal" for "Modal Labs": words a company's known name may end
    # with that news leaves out.
    company_tails: tuple[str, ...]
    # Participle endings and the infinitive endings they come from ("-ada" of "-ar").
    participle_endings: tuple[tuple[str, tuple[str, ...]], ...]
    # "la compañía", "the company": a company named before (ingest/coreference.py).
    company_references: tuple[tuple[str, ...], ...]
    # "ambas empresas", "both companies": the two companies named last.
    pair_references: tuple[tuple[str, ...], ...]
    # "the three companies", "las tres empresas": the three companies named last.
    trio_references: tuple[tuple[str, ...], ...]
    # "el chip", "su nuevo procesador", "the accelerator": a product named before.
    reference_determiners: frozenset[str]
    reference_nouns: dict[str, str]
    new_entity_cues: dict[str, str]
    # Lowercased: "SAN FRANCISCO" is San Francisco.
    not_entities: frozenset[str]
    # "el CEO Andy Jassy": words that make the name beside them a person's.
    person_titles: frozenset[str]
    # "Ioannis Antonoglou (co-creator of AlphaGo)": words that, in a bracket after a name
    # shaped like a person's, make it one (agencies call companies "creadora de ChatGPT").
    creator_titles: frozenset[str]
    # "Peter Thiel": a name of two or three words that starts with one of these is a person's.
    given_names: frozenset[str]
    # "se presenta como": a reflexive pronoun that makes a verb's subject its patient.
    reflexive_pronouns: frozenset[str]
    # "no", "not", "almost": words on a verb that deny or undo what it says.
    negations: frozenset[str]
    # "not just", "no solo": a word right after a negation that limits it to "not only"; the
    # clause still states its fact ("is not just using AWS").
    negation_limiters: frozenset[str]
    # "whether", "si": a clause they open asks or supposes, it states nothing ("it is unclear
    # whether Meta will use TPUs", "no está claro si utilizará TPU"); the word after one that
    # makes it "although" ("si bien")
    open_marks: frozenset[str]
    open_mark_limiters: frozenset[str]
    # "instead of", "en lugar de", "barred from": words right before a verb that undo it.
    undoing_phrases: tuple[tuple[str, ...], ...]
    # "hardware other than Nvidia's": what sets a name apart without comparing it
    apart_phrases: tuple[tuple[str, ...], ...]
    # "in collaboration with", "junto con": words after "developed" that bring in a partner
    # who made the thing too.
    partner_phrases: tuple[tuple[str, ...], ...]
    # "offer", "proporcionar": verbs whose subject gives others what their object names.
    providing_verbs: frozenset[str]
    # "Nvidia impulsa la adopción de Blackwell": who drives a use does not use
    promoting_verbs: frozenset[str]
    # "according to", "según": words that make the name after them a source, no party.
    source_phrases: tuple[tuple[str, ...], ...]
    # Verbs that undo the event a noun names ("restricting access to", "bloquear la venta").
    undoing_verbs: frozenset[str]
    # "have", "haber": with a modal, a counterfactual ("could have been").
    perfect_aux: frozenset[str]
    # "dijo", "said": a name of two or three words as their subject is a person's.
    speech_verbs: frozenset[str]
    # Verbs whose complement is hoped for, not stated ("hopes its HBM3E will be used in")
    hoping_verbs: frozenset[str]
    # "AWS re:Invent", "Google Cloud Next": words that make the name before them an event's.
    event_words: frozenset[str]
    # "Web Summit", "Cumbre": the last word of an event's name, whatever comes before it.
    event_heads: frozenset[str]
    possessive_by_type: dict[str, str]
    modifier_by_types: dict[str, dict[str, str]]
    # property -> subject class -> object class -> the property it is between those classes
    # ("": none; the pair states no fact)
    property_by_types: dict[str, dict[str, dict[str, str]]]
    # property -> subject class -> object class -> the property from the object to the subject
    inverse_by_types: dict[str, dict[str, dict[str, str]]]
    domains: dict[str, tuple[frozenset[str], frozenset[str]]]
    # The class an untyped name takes as subject and as object of each property ("" for none).
    default_types: dict[str, tuple[str, str]]
    symmetric: frozenset[str]
    same_type: frozenset[str]
    # Classes that count as one for same_type: a cloud arm competes with a company.
    kind: dict[str, str]
    dated: frozenset[str]
    confidence: dict[str, float] = field(default_factory=dict)

    @cached_property
    def phrases_by_first_word(self) -> dict[str, tuple[Phrase, ...]]:
        """The phrases, looked up by their first word (the rule tries only those)."""
        table: dict[str, list[Phrase]] = {}
        for phrase in self.phrases:
            table.setdefault(phrase.words[0], []).append(phrase)
        return {word: tuple(rows) for word, rows in table.items()}

    @cached_property
    def rival_marks(self) -> tuple[frozenset[tuple[str, ...]], frozenset[str]]:
        """The phrases of competition ("frente a", "than") and the lemmas of its verbs
        ("rivalizar", "outperform"): what puts the name after them in a comparison."""
        phrases = frozenset(p.words for p in self.phrases if p.property == "competesWith")
        verbs = frozenset(
            lemma
            for lemma, frames in self.verbs.items()
            if any(f.property == "competesWith" for f in frames)
        )
        return phrases, verbs

    @cached_property
    def company_nouns(self) -> frozenset[str]:
        """Nouns that describe a company ("maker", "provider", "startup", "empresa")."""
        return self.maker_nouns | {words[-1] for words in self.company_references}

    def is_device(self, key: str, family: str | None) -> bool:
        """True for a phone, tablet, watch or glasses, or one of their generations."""
        return key in self.end_products or family in self.end_products

    def is_facility_noun(self, tok: Any) -> bool:
        """True for a noun of a facility ("cluster", "centro", "campus"), as written or lemma."""
        return tok.lower_ in self.facility_nouns or tok.lemma_.lower() in self.facility_nouns

    def is_class_word(self, tok: Any) -> bool:
        """True for a word that names a class of entity ("chips", "fabricantes", "startup")."""
        return tok.lower_ in self.cue_types or tok.lemma_.lower() in self.cue_types

    def fits(
        self,
        prop: str,
        subject_type: str,
        object_type: str,
        domain: frozenset[str] | None = None,
    ) -> bool:
        """Return True when the types fit the property's domain (or ``domain``) and range."""
        own, range_ = self.domains.get(prop, (frozenset(), frozenset()))
        domain = own if domain is None else domain
        if subject_type not in domain or object_type not in range_:
            return False
        return prop not in self.same_type or self.kind.get(subject_type, subject_type) == (
            self.kind.get(object_type, object_type)
        )


def _by_word(groups: dict[str, list[str]]) -> dict[str, str]:
    return {word.lower(): type_ for type_, words in groups.items() for word in words}


# Fields filled by name from the language's file or common.json (lowercased but _AS_WRITTEN).
_FROM_COMMON = COMMON_NAME_WORDS | {
    *("name_suffixes", "model_tiers", "legal_suffixes", "instruction_sets", "end_products"),
    *("generic_products", "given_names", "symmetric", "same_type", "dated", "capacity_units"),
    *("unnamed_parts", "form_codes", "region_adjectives", "negating_prefixes"),
    *("company_name_endings", "machine_networks"),
}
_AS_WRITTEN = _FROM_COMMON | {"event_words", "event_heads", "law_heads"}
_WORD_TYPES = {"frozenset[str]": frozenset, "tuple[tuple[str, ...], ...]": tuple}
_BY_HAND = frozenset(("not_entities", "hedge_moods", "hedge_cues", "hedge_modals"))


def _word_fields(data: dict[str, Any], common: dict[str, Any]) -> dict[str, Any]:
    """The Lexicon's word sets and word sequences that its files give under their own name."""
    values: dict[str, Any] = {}
    for spec in fields(Lexicon):
        kind = _WORD_TYPES.get(str(spec.type))
        if kind is None or spec.name in _BY_HAND:
            continue
        words = (common if spec.name in _FROM_COMMON else data).get(spec.name, ())
        lower = spec.name not in _AS_WRITTEN
        if kind is frozenset:
            values[spec.name] = frozenset(w.lower() if lower else w for w in words)
        else:
            values[spec.name] = tuple(tuple(w.lower() for w in group) for group in words)
    return values


@cache
def load_lexicon(lang: str) -> Lexicon:
    """Return the Lexicon of ``lang`` built from ``ontology/lexicon/{lang,common}.json``."""
    data = lexicon(lang)
    common = common_lexicon()
    months = {k.lower(): int(v) for k, v in data.get("months", {}).items()}
    patterns = []
    for pattern in data.get("date_patterns", ()):
        patterns.append(
            [
                {
                    key: ({"IN": sorted(months)} if value == {"IN": "MONTHS"} else value)
                    for key, value in token.items()
                }
                for token in pattern
            ]
        )
    hedges = data.get("hedges", {})
    return Lexicon(
        **_word_fields(data, common),
        lang=lang,
        model=data["model"],
        verbs=frames_by_lemma(data.get("verbs", []), bool(data.get("hiatus_lemmas", False))),
        nouns=frames_by_lemma(data.get("nouns", [])),
        phrases=tuple(
            Phrase(
                tuple(w.lower() for w in row["words"]),
                row["property"],
                row.get("subject", "left"),
                bool(row.get("inverse", False)),
                bool(row.get("products", False)),
            )
            for row in data.get("phrases", [])
        ),
        comparison_marks={k: frozenset(v) for k, v in data.get("comparison_marks", {}).items()},
        pro_drop=bool(data.get("pro_drop", False)),
        hedge_moods=frozenset(hedges.get("moods", ())),
        hedge_cues=frozenset(c.lower() for c in hedges.get("cues", ())),
        hedge_modals=frozenset(c.lower() for c in hedges.get("modals", ())),
        months=months,
        relative_days={k.lower(): int(v) for k, v in data.get("relative_days", {}).items()},
        date_patterns=tuple(patterns),
        cue_types=_by_word(data.get("type_cues", {})),
        groups={w.lower(): prop for prop, words in data.get("groups", {}).items() for w in words},
        group_nouns={
            w.lower(): type_ for type_, words in data.get("group_nouns", {}).items() for w in words
        },
        company_tails=tuple(common.get("company_tails", ())),
        title_endings=tuple(data.get("title_endings", ())),
        participle_endings=tuple(
            (ending, tuple(infinitives))
            for ending, infinitives in data.get("participle_endings", {}).items()
        ),
        reference_nouns=_by_word(data.get("reference_nouns", {})),
        new_entity_cues=_by_word(data.get("new_entity_cues", {})),
        not_entities=frozenset(
            w.lower() for w in (*data.get("not_entities", ()), *common.get("not_entities", ()))
        ),
        possessive_by_type=dict(common["possessive_by_type"]),
        modifier_by_types={k: dict(v) for k, v in common["modifier_by_types"].items()},
        property_by_types={
            prop: {s: dict(o) for s, o in by_subject.items()}
            for prop, by_subject in common.get("property_by_types", {}).items()
        },
        inverse_by_types={
            prop: {s: dict(o) for s, o in by_subject.items()}
            for prop, by_subject in common.get("inverse_by_types", {}).items()
        },
        domains={
            prop: (frozenset(dom), frozenset(rng)) for prop, (dom, rng) in common["domains"].items()
        },
        default_types={
            prop: (s or "", o or "") for prop, (s, o) in common.get("untyped_names", {}).items()
        },
        kind={t: group[0] for group in common.get("same_kind", ()) for t in group},
        confidence={k: float(v) for k, v in common.get("confidence", {}).items()},
    )
