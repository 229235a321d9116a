"""Stock tickers as names, a seller marked by a preposition before what is bought, a
participle after a verb's object, buyers, chasers and collaborators as role nouns, and "both
companies" for two companies listed together: rules written in the thirty-fourth session from
real news (the read folders' misses and false facts, and the folders tests/realnews/unseen64
and unseen67, read this session), with false facts beside them. The sentences are our own,
with other names than the articles'.
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    # a stock ticker names its company
    (
        "en",
        "Analysts expect AVGO to launch its Tomahawk 6 switch chip this year.",
        {("broadcom", "announces", "tomahawk6")},
    ),
    # "compra a X varias GPU": X sells them; the buyer uses what is bought
    (
        "es",
        "La startup Sateliot compra a AMD varias GPU MI300X para entrenar sus modelos.",
        {("sateliot", "uses", "mi300x")},
    ),
    (
        "es",
        "Oracle compró a Nvidia miles de aceleradores H200 el año pasado.",
        {("oracle", "uses", "h200")},
    ),
    # ... while "compra a X" alone still buys X
    (
        "es",
        "Nvidia compra a Run:ai por 700 millones de dólares.",
        {("nvidia", "acquires", "run-ai")},
    ),
    # a participle after a verb's object, behind a comma, is said of the object
    (
        "en",
        "Anthropic launched Claude 3, trained on Trainium, the Amazon chip.",
        {("claude3", "uses", "trainium")},
    ),
    # buyers, chasers and collaborators
    (
        "en",
        "Oracle is one of the biggest buyers of the GB200.",
        {("oracle", "uses", "gb200")},
    ),
    (
        "es",
        "Meta es el mayor comprador de GPU H200 de Nvidia.",
        {("meta", "uses", "h200")},
    ),
    (
        "es",
        "Intel, considerado durante años el principal perseguidor de AMD en servidores, cae"
        " en bolsa.",
        {("intel", "competesWith", "amd")},
    ),
    (
        "en",
        "Dell, a longtime collaborator of Nvidia, rose 5%.",
        {("dell", "partnersWith", "nvidia")},
    ),
    # "these companies": the two a list named just before
    (
        "en",
        "Oracle and Meta signed deals with AMD. These companies will deploy the MI355X this year.",
        {("oracle", "uses", "mi355x"), ("meta", "uses", "mi355x")},
    ),
    (
        "es",
        "Nvidia vende sus GPU a OVHcloud y Scaleway. Estas empresas alquilan los chips Blackwell"
        " a sus clientes.",
        {("ovhcloud", "offers", "blackwell"), ("scaleway", "offers", "blackwell")},
    ),
    # a round led by one investor that "included" others: all of them invest
    (
        "en",
        "Cohere raised $500 million. The round was led by Radical Ventures and included Nvidia"
        " and Salesforce Ventures.",
        {
            ("radical-ventures", "investsIn", "cohere"),
            ("nvidia", "investsIn", "cohere"),
            ("salesforce-ventures", "investsIn", "cohere"),
        },
    ),
    # "ambas empresas": the two companies listed together, not the one named after them
    (
        "es",
        "Google y Amazon buscan alternativas a Nvidia. Ambas empresas utilizan chips Gaudi 3.",
        {("google", "uses", "gaudi-3"), ("amazon", "uses", "gaudi-3")},
    ),
]

NOT_THIS = [
    # "these companies" after a list: not the company named after it
    (
        "en",
        "Oracle and Meta signed deals with AMD. These companies will deploy the MI355X this year.",
        ("amd", "uses", "mi355x"),
    ),
    # a seller is not acquired
    (
        "es",
        "La startup Sateliot compra a AMD varias GPU MI300X para entrenar sus modelos.",
        ("sateliot", "acquires", "amd"),
    ),
    # an owner before what is bought is no seller ("purchased Broadcom's Tomahawk 5")
    (
        "en",
        "ByteDance has purchased Broadcom's Tomahawk 5 chips.",
        ("bytedance", "uses", "broadcom"),
    ),
    # the verb's subject did not do what the participle says of its object
    (
        "en",
        "Anthropic launched Claude 3, trained on Trainium, the Amazon chip.",
        ("anthropic", "uses", "trainium"),
    ),
    # "Ambas empresas" after a list: not the company named after the list
    (
        "es",
        "Google y Amazon buscan alternativas a Nvidia. Ambas empresas utilizan chips Gaudi 3.",
        ("nvidia", "uses", "gaudi-3"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
