"""Rivals and lists as real articles write them: rules written in the thirtieth session from the
read folders of tests/realnews (unseen38 and unseen57). The Spanish model's lemmatizer writes
the stress of a hiatus into the infinitive ("desafía" gives "desafíar", "reúne" "reúnir"): a
verb of the lexicon is found under that spelling too. Spanish hangs a copula on its attribute
("El principal rival de Nvidia es AMD"): the group noun before it still has the attribute as its
member. An infinitive on a copula's attribute says what the copula's subject is for ("Gaudi 3
is a product to rival the H100"). A preposition repeated in a list ("desafía a X y a Y",
"invested in X and in Y") keeps the list whole, and so does a name of no entity before a class
noun ("and AI startup Humain"). The sentences are our own, with other names than
the articles'.
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    # a negation that only limits ("no es solo") still names the rival
    (
        "es",
        "El principal rival de Nvidia no es solo AMD, sino también Huawei.",
        {("amd", "competesWith", "nvidia")},
    ),
    # "desafía": the lemmatizer's "desafíar" is "desafiar"
    (
        "es",
        "MiniMax-M2 desafía a Claude Sonnet 4.5.",
        {("minimax-m2", "competesWith", "claude-sonnet4-5")},
    ),
    # the group noun is the copula's subject, its member the attribute the copula hangs on
    ("es", "El principal rival de AMD es Intel.", {("intel", "competesWith", "amd")}),
    (
        "es",
        "Los mayores competidores de Cerebras son Groq y SambaNova.",
        {("groq", "competesWith", "cerebras"), ("sambanova", "competesWith", "cerebras")},
    ),
    ("es", "El socio de Nvidia es TSMC.", {("tsmc", "partnersWith", "nvidia")}),
    # an infinitive on a copula's attribute is said of the copula's subject
    ("en", "The MI355X is a GPU to take on the B200.", {("mi355x", "competesWith", "b200")}),
    (
        "en",
        "Trainium3 is Amazon's product to rival Nvidia's Blackwell.",
        {("blackwell", "competesWith", "trainium3")},
    ),
    # a preposition repeated after the conjunction
    (
        "es",
        "Qwen3 desafía a GPT-5 y a Gemini 2.5 Pro.",
        {("qwen3", "competesWith", "gpt-5"), ("qwen3", "competesWith", "gemini2-5-pro")},
    ),
    (
        "en",
        "Nvidia invested in CoreWeave and in Lambda.",
        {("nvidia", "investsIn", "coreweave"), ("nvidia", "investsIn", "lambda")},
    ),
    ("es", "Nvidia compite con AMD y con Intel.", {("nvidia", "competesWith", "intel")}),
    # "AI startup Humain": a name of no entity before a class noun describes the next item
    (
        "en",
        "Dell, Lenovo and AI startup Mistral are forming a joint venture.",
        {("dell", "partnersWith", "mistral"), ("lenovo", "partnersWith", "mistral")},
    ),
]

NOT_THIS = [
    # the object of "to beat" is the copula's subject: no one beats anything named
    (
        "en",
        "Nvidia is the company to beat, says AMD, which competes with Intel.",
        ("nvidia", "competesWith", "intel"),
    ),
    # a modal copula states nothing yet
    (
        "en",
        "Groq could be the next chip to rival the H100, and AMD ships the MI300X.",
        ("groq", "competesWith", "h100"),
    ),
    # an attribute that names no one has no member
    (
        "es",
        "El rival de Nvidia es una empresa china, dice AMD, que compite con Intel.",
        ("nvidia", "competesWith", "amd"),
    ),
    # a copula negated or under a modal names no rival
    (
        "es",
        "El principal rival de Nvidia no es AMD, sino Huawei, que fabrica el Ascend 910C.",
        ("amd", "competesWith", "nvidia"),
    ),
    (
        "es",
        "El principal rival de Nvidia podría ser AMD, que fabrica la MI300X.",
        ("amd", "competesWith", "nvidia"),
    ),
    (
        "en",
        "The main rival of Nvidia could be AMD, which makes the MI300X.",
        ("amd", "competesWith", "nvidia"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
