"""The words about names in a language's lexicon: a name used for a kind like it, or for a
company another wants to be, and nouns that make a product named before them no possession of
the owner (a part of ``Lexicon``)."""

from __future__ import annotations

from dataclasses import dataclass

# The fields of ``NameWords`` that common.json gives for every language, as written.
COMMON_NAME_WORDS = frozenset(
    {"known_surnames", "no_short_forms", "given_name_models", "non_editions"}
)


@dataclass(frozen=True, eq=False)
class NameWords:
    """The lexicon's word sets for what a name stands for."""

    # "DeepSeek-R1-class LLMs", "H100-level": glued after a name, a kind like it, not it.
    likeness_words: frozenset[str]
    # "Zuckerberg da un paso histórico ... al llevar su modelo Llama": the surnames of people
    # the news names alone, who are no entities (common.json, as written)
    known_surnames: frozenset[str]
    # "Scale supports AMD's RDNA 2": words that alone never stand for the company whose name
    # they open and a tail ends (``company_tails``: "Scale" is no short form of Scale AI)
    no_short_forms: frozenset[str]
    # "named after Claude Shannon", "Golfer Ernie Els": models named as people are, whose
    # names a longer word beside makes no edition (ingest/editions.py); and words that make a
    # place's or an institution's name of a model's ("Bard College", "GPT Store")
    given_name_models: frozenset[str]
    non_editions: frozenset[str]
    # "the next Nvidia", "la próxima Nvidia": a company named as what another wants to be
    stand_in_words: frozenset[str]
    # "una especie de ChatGPT especializado", "a kind of Netflix for chips": a name for a kind
    # of thing like it, not the thing itself
    kind_phrases: tuple[tuple[str, ...], ...]
    # "un informe de Morgan Stanley detalla", "a study by Google shows": a document's noun,
    # whose author does not do what its clause tells
    document_nouns: frozenset[str]
    # "their MLIR dialect", "its PyTorch backend": the owner's thing is for the product named
    # before the noun, which it does not own
    derived_nouns: frozenset[str]
    # "the company's GPU utilization", "Microsoft's H100 spending": nouns of using a product
    # named before them; the owner uses it (unless it makes it)
    usage_nouns: frozenset[str]
    # "Arm, whose majority owner is SoftBank", "Groq, cuyos chips LPU": a possessive that
    # stands for the name right before its clause
    relative_possessives: frozenset[str]
    # "una industria de GPU independiente de NVIDIA": an adjective whose own complement "de"
    # brings, no owner of the noun before it ("las GPU más potentes de Nvidia" are Nvidia's)
    of_adjectives: frozenset[str]
    # "Ryzen AM5", "EPYC SP5", "Hopper SXM5": a socket's, platform's or module's code after a
    # family's name, no generation of it (common.json; written as the text writes them)
    form_codes: frozenset[str]
    # "Nvidia chips", "el hardware de Nvidia": plain nouns a maker's chips go by
    # (ingest/house_chips.py), and modifiers that make them another kind ("networking chips")
    house_nouns: frozenset[str]
    house_not: frozenset[str]
    house_through: frozenset[str]
    # "rivals in data platforms", "rivales en inferencia": a field, no third party
    field_preps: frozenset[str]
    # "partners for hyperscalers", "socios de lanzamiento de": a third party's
    third_preps: frozenset[str]
    # "antes socios", "once partners": what they were, not what they are
    once_words: frozenset[str]
    # "Hermann Hauser Investment", "Marco Polo Capital": a firm's word that ends a name shaped
    # like a person's makes it a company's
    firm_words: frozenset[str]
    # "other Western chatbots": a region's adjective alone names nothing ("Eastern Light" may)
    region_adjectives: frozenset[str]
    # Glued to a name, these say what a thing is not ("non-Nvidia", "no-Apple").
    negating_prefixes: frozenset[str]
    # Words that end a company's name though they name no entity alone ("Sakana AI").
    company_name_endings: frozenset[str]
    # "leased B200 GPUs from CoreWeave": the prepositions after a verb of renting
    # (``renting_verbs``) that bring who rents the product out, and so offers it
    rental_source_preps: frozenset[str]
    # "H100 GPUs with InfiniBand networking": networks between machines (keys, common.json);
    # chips offered with one do not hold it (a link between chips, NVLink, they do)
    machine_networks: frozenset[str]
    # the class nouns of chips that compute ("GPUs", "aceleradores"), which such a network
    # joins (a NIC's or a DPU's "chips with InfiniBand support" hold it)
    network_holder_nouns: frozenset[str]
    # "CHIPS and Science Act", "la Ley de Chips": the last word of a law's name (as written)
    law_heads: frozenset[str]
    # "the City of Rancho Cordova", "la Ciudad de Buenos Aires": a town's noun before its
    # name, alone no entity (the place after it is none either)
    place_nouns: frozenset[str]
    # "Universidad de Sevilla", "University of Manchester": words that open a body's name
    # with "de" / "of" and a capitalised name after it (one name, the body's)
    institution_heads: frozenset[str]
    # "National University of Defense Technology": heads that may close the words before
    # "of" (English puts the qualifiers first; Spanish, "Universidad Nacional de", does not)
    institution_tails: frozenset[str]
    # "University of Science and Technology", "Universidad de Ciencia y Tecnología": a field
    # listed after "and" in a body's name goes on with the name
    institution_fields: frozenset[str]
    # "released performance data for Kimi K2.6", "publicó resultados de la H100": a noun of
    # results or measures, whose product is measured, not presented
    result_nouns: frozenset[str]
    # "la ROG Ally X. Esta empresa", "the Xbox Series X. The console": capitalised words
    # that open a sentence and end no surname ("J. Pérez", "Theresa M. May" are names)
    sentence_openers: frozenset[str]
    # "Klarna es una fintech sueca", "Klarna is a Swedish company": nouns of a business, that
    # a copula says of a name nothing typed (not "designer", "giant": a person, a tool)
    business_nouns: frozenset[str]
    # "detailing how Amazon's chips improved search": a question word opens a clause, and the
    # name after it is that clause's subject, no object of the verb before it
    question_words: frozenset[str]
    # "the largest shareholder in Kunlunxin", "inversor en OpenAI": the preposition that
    # brings the company an investor's noun holds a part of (beside "of", "de")
    holding_preps: frozenset[str]
    # "could not compete with Nvidia", "no ha sabido competir": what one can (not) do; a
    # rivalry denied so is a rivalry all the same
    ability_verbs: frozenset[str]
    # "at its annual Cloud Next event": a name before one of these is an event's, no product
    # its possessor owns or runs
    event_nouns: frozenset[str]
    # "Amazon founder Jeff Bezos", "el fundador de Amazon": a person's title by the company
    # they founded; such a person invests, not the company (people.py)
    founder_titles: frozenset[str]
    # "the Apple M4 Pro, or the chip that powers the MacBook Pro": after a comma, a word that
    # glosses the name before it; the description after it is that name
    gloss_words: frozenset[str]
