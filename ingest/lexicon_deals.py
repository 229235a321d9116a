"""The words of money and deals in a language's lexicon: funding rounds, their leaders and
members, amounts and prices, sales and supply agreements; ties denied, ended or taken to court
(a part of ``Lexicon``)."""

from __future__ import annotations

from dataclasses import dataclass

# What follows a verb of elapsed time (``DealWords.ago_verbs``): "hace años", "hace dos años",
# "hace un año", "hace poco".
AGO_NEXT = frozenset({"NOUN", "NUM", "DET", "ADV", "PRON"})


@dataclass(frozen=True, eq=False)
class DealWords:
    """The lexicon's word sets for rounds, investments, amounts and supply deals."""

    # Money a supplier hands over ("provided funding to"); not "round" ("a round of wafers").
    money_nouns: frozenset[str]
    # "una ronda liderada por X": nouns of a funding round and the verbs that lead one.
    funding_nouns: frozenset[str]
    # "The deal was led by X", "La operación fue liderada por X": nouns of a deal a leader
    # names as a round (a deal that is led is a funding round).
    deal_nouns: frozenset[str]
    # "round", "ronda": funding nouns that only a round is (not "investment", which a
    # company may make itself): a later "also participated" takes part in one of these.
    round_nouns: frozenset[str]
    # "Lumora raised $100 million": a sentence that tells of a round of its own
    raising_verbs: frozenset[str]
    # "Series E", "Serie B": the word that, before a round's letter, names a funding round.
    round_series: frozenset[str]
    # "colabora desde hace años con la Fórmula 1": the verb of an elapsed time, which ends no
    # clause ("hace años", "hace dos meses")
    ago_verbs: frozenset[str]
    # "la demanda contra Qualcomm", "the ruling against Micron": nouns of a case (besides the
    # law and court nouns) whose "against" makes no rivals
    case_nouns: frozenset[str]
    # "Linklaters advised Microsoft on its investment", "demandó a Zorvex por su chip": verbs
    # whose object, a company, owns the possessive in the phrase after it (not the subject)
    object_owner_verbs: frozenset[str]
    # "Samsung equipó el Exynos 2500 con memoria LPDDR5X": verbs of fitting a thing with a
    # part, whose object, a named product, uses what the preposition names (not the subject)
    equipping_verbs: frozenset[str]
    # "Volkswagen and Xpeng are co-developing two EVs", "codesarrollan": verbs of making
    # together, whose subjects, and whom they make it with, are partners
    joint_verbs: frozenset[str]
    # "Anthropic, Google y Meta trabajan con agencias militares": bodies that are no entities
    # of the ontology (governments, agencies, universities) but parties to a verb of working
    # together, each subject's own
    party_nouns: frozenset[str]
    # "un socio de AMD, no un competidor de Nvidia", "not a direct rival": the negations that
    # deny a noun's phrase they stand right before (not "never a rival until now")
    plain_negations: frozenset[str]
    # "Microsoft deployed GPT-4 to Azure Government": verbs by which a cloud's operator puts a
    # product on its cloud, for others (not "installed GPUs in its supercluster")
    deploying_verbs: frozenset[str]
    # "sold 51% of Altera to Silver Lake": a deal led after a sale is no funding round.
    # "tras comprarla a Oracle": an accusative pronoun glued to a verb is its object, so the
    # name "a" marks after it is no object (it sells)
    object_clitics: frozenset[str]
    # "UBS prevé que Samsung envíe ..., mientras que Micron, su rival": a forecast's clause is
    # about its own actor, not about the analyst who makes it
    forecast_verbs: frozenset[str]
    # "sin recurrir a GPU de Nvidia", "without using Nvidia GPUs": what is done without a thing
    # does not use it
    privative_marks: frozenset[str]
    # "backed by KT and SK Telecom respectively": two lists paired in order, not each with each
    respective_words: frozenset[str]
    # "compró una participación en Scale AI a Accel": the preposition that marks whom the
    # verb's object is bought from
    seller_marks: frozenset[str]
    selling_verbs: frozenset[str]
    round_members: frozenset[str]
    # "with participation from A and B": a round's investors after a noun and its preposition
    participation_nouns: frozenset[str]
    # "the round drew backing from A", "con el apoyo de A": the same, only with a round
    support_nouns: frozenset[str]
    # "purchase $15 billion more from Nebius": who sells, not what is bought
    seller_preps: frozenset[str]
    participation_preps: frozenset[str]
    # "with investments from Google and Amazon": who backs the clause's company
    backing_nouns: frozenset[str]
    backing_preps: frozenset[str]
    leading_verbs: frozenset[str]
    # "Nvidia led a round in Nscale", "una ronda en Mistral": the preposition that brings the
    # company a round is raised by, after the round
    round_owner_preps: frozenset[str]
    # "participar", "join": verbs by which an investor takes part in a funding round.
    joining_verbs: frozenset[str]
    # "took part in the round", "tomó parte en la ronda": a verb's object that makes it one of
    # joining.
    joining_objects: frozenset[str]
    # "millones", "billion", "$": the words of an amount of money.
    amount_words: frozenset[str]
    # "for $5.75 a share", "a 20 dólares por acción": a price per share, not shares bought.
    per_words: frozenset[str]
    value_words: frozenset[str]
    # "denied a report that it would supply", "negó que esté negociando": what the clause
    # under them says did not happen
    denying_verbs: frozenset[str]
    # "las normas de competencia", "competition law": nouns of the law a noun of rivalry
    # names, no rivalry between anyone
    law_nouns: frozenset[str]
    # "Qualcomm vs Arm: jury clears Qualcomm": a case between two parties (``versus_words``
    # with one of ``court_nouns`` in the sentence), no rivalry
    versus_words: frozenset[str]
    court_nouns: frozenset[str]
    # "rompió su alianza con", "ended its partnership with": a tie the clause ends
    ending_verbs: frozenset[str]
    # "superó a Microsoft como la empresa más valiosa", "surpass Amazon by market cap": a
    # ranking by value, no rivalry
    ranking_words: frozenset[str]
    # "invest in Nvidia hardware", "invertir en servidores de Dell": goods money is spent on
    # that no class cue names
    goods_nouns: frozenset[str]
    # "lobbied against the deal", "protestó contra la alianza": a preposition by which a clause
    # takes a stance on a deal it is no party to
    stance_preps: frozenset[str]
    # "Lambda rents H100 servers to AI developers": verbs of renting whose recipient (after
    # one of these prepositions) makes the subject the one that rents out
    renting_verbs: frozenset[str]
    rental_recipient_preps: frozenset[str]
    # "license", "licenciar": verbs whose recipient ("to Microsoft", "a Rapidus") uses the
    # product they hand over (ingest/rules/licensing.py)
    licensing_verbs: frozenset[str]
    licensee_preps: frozenset[str]
    # "its Ascalon IP", "su núcleo Ascalon": the words a licensed product's phrase may add
    # (not "its HBM4 controller IP": a controller for HBM4 is licensed, not HBM4)
    licence_nouns: frozenset[str]
    # "supply", "suministrar": verbs whose subject is its recipient's partner, when stated or
    # the purpose of one of these ("a letter of intent to supply", "un acuerdo para").
    supply_verbs: frozenset[str]
    supply_agreements: frozenset[str]
    # "Tenstorrent announced that it would supply LG": verbs that report a supply as stated
    supply_reports: frozenset[str]
    # "agreed to supply HBM4 to Nvidia", "acordó suministrar": verbs that commit to a supply
    supply_commitments: frozenset[str]
    # "has yet to agree to supply": words that leave what follows undone
    pending_words: frozenset[str]
    # "including $100 million in debt from HSBC": money lent, no stake
    debt_nouns: frozenset[str]
    # "manufactured by TSMC", "fabricado por SMIC": a chip made by a company other than its
    # developer, or for a customer after one of the preps ("for Google"), makes partners
    foundry_verbs: frozenset[str]
    foundry_customer_preps: frozenset[str]
    # "encarga a TSMC que fabrique", "asked TSMC to make": who asks has the goods made.
    commissioning_verbs: frozenset[str]
    # "tried to buy Arm", "its bid to acquire", "intentó comprar": words of an attempt, whose
    # acquisition is no fact (it failed, or is not done)
    attempt_words: frozenset[str]
    # "sought to acquire Ampere and completed the deal": an attempt the sentence says closed
    closing_verbs: frozenset[str]
    # "Baidu and ByteDance, which are seeking alternatives to Nvidia's H20", "buscan
    # alternativas a": a buyer looking for a rival's product is no rival
    seeking_verbs: frozenset[str]
    # "urged Alibaba to use Ascend", "pidió a TSMC fabricar": verbs that ask for an act, which
    # the one asked has not done (the one chosen or enabled by the other such verbs acts)
    requesting_verbs: frozenset[str]
    # "el consorcio, formado por Eviden y ParTec", "a consortium made up of", "en el que
    # participan": words after a venture's noun that bring in its members (partners)
    forming_words: frozenset[str]
    # "selected the BSC to operate", "eligió a Oracle para": verbs of choosing, whose purpose is the
    # chooser's own when what is chosen is a place or a product ("chose Memphis to build")
    choosing_verbs: frozenset[str]
    # "junto a la fábrica de Intel", "next to Intel's plant": places a phrase of company puts a
    # thing beside (their owner is no companion)
    landmark_nouns: frozenset[str]
    # "on the Hugging Face platform", "en la plataforma Hugging Face": nouns of a place of offer
    # a platform's name may qualify (not "to Samsung phones": a phone offers nothing)
    platform_nouns: frozenset[str]
    # "Empresas como A y B también compiten": several that also do what the company in focus
    # does, each with it (not with one another)
    also_words: frozenset[str]
    # "abandonó su plan de comprar ARM", "walked away from talks to buy", "the termination of
    # the transaction whereby X would acquire": a deal given up (verbs; phrasal verbs with
    # their particle; the nouns of a deal or a plan it gives up; nouns of its end)
    giving_up_verbs: frozenset[str]
    giving_up_phrasals: tuple[tuple[str, ...], ...]
    given_up_nouns: frozenset[str]
    # "bid against Google's offer": a deal's nouns one bids against, in rivalry
    bid_nouns: frozenset[str]
    # "pushed against Nvidia's plan", "lobbied against": verbs by which one takes a stance
    stance_verbs: frozenset[str]
    ending_nouns: frozenset[str]
    # "until the end of the partnership", "hasta el final del contrato": a time, no end of it
    time_preps: frozenset[str]
    # "would like to be a supplier to Apple", "could become": a role in a conditional's
    # clause is no fact (Spanish has the conditional mood for it: "podría ser")
    conditional_modals: frozenset[str]
    # "was in talks to buy Windsurf", "en conversaciones para comprar": nouns of talks, whose
    # verb is not done (a reader lists no purchase)
    talk_nouns: frozenset[str]
    # "sold its business to HP": the nouns of a business whose sale, its own and named by no
    # line ("its NAND memory business" is a unit), is of the seller; "partes de su negocio"
    # the words of a share of it; "itself", the seller as the object
    business_words: frozenset[str]
    business_part_words: frozenset[str]
    reflexive_objects: frozenset[str]
    # "in seed funding at a $400 million post-money valuation, led by": the words of a
    # valuation, which a round's leader may come after
    valuation_nouns: frozenset[str]
    # "the sector has major research funding from giants such as Microsoft", "el sector cuenta
    # con el apoyo de": a field of business as a clause's subject, whose backers are no one
    # company's
    field_nouns: frozenset[str]
    # "joined the unicorn club", "se unió al club de los unicornios": what a company joins that
    # is no funding round (its verb of joining takes part in none)
    joined_groups: frozenset[str]
    # "partnerships on military projects for the Department of Defense": the preposition of
    # a purpose, which after the field a deal's noun is about tells whom the field is for
    beneficiary_preps: frozenset[str]
    # "publicó un comunicado conjunto con Arm", "a joint statement": what is said together,
    # which makes no partners
    statement_nouns: frozenset[str]
    # "four months after the launch of ChatGPT", "tras el lanzamiento de": an event that dates
    # the clause, the subject's only if it makes what was launched ("ahead of" hangs elsewhere)
    dating_preps: frozenset[str]
    # "invested in Symbotic alongside SoftBank", "junto a Intel": the words that name a company
    # beside an investor, in its investment
    coinvestor_marks: tuple[tuple[str, ...], ...]
