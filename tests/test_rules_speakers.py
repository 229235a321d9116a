"""Who leads a round named before, a variant's letters after a hyphen, and the company that
speaks keeping the focus: rules written in the thirty-fifth session from real news (the read
folders' misses and false facts, the folders tests/realnews/unseen11 and unseen22, read this
session, and two audits on text of their own), with false facts beside them. The sentences are
our own, with other names than the articles'.
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    # who leads the round the sentence before raised invests in the company that raised it
    (
        "en",
        "Cerebras raised $250 million in a Series E, the company said on Monday. Altimeter led"
        " the round, and Benchmark also participated.",
        {("altimeter-capital", "investsIn", "cerebras"), ("benchmark", "investsIn", "cerebras")},
    ),
    (
        "es",
        "SambaNova levantó 300 millones en una ronda serie D, según la empresa. SoftBank lideró"
        " la ronda.",
        {("softbank", "investsIn", "sambanova")},
    ),
    # ... and a round "in" a company is that company's
    (
        "en",
        "Last year Microsoft led a funding round in d-Matrix, the inference chip start-up.",
        {("microsoft", "investsIn", "d-matrix")},
    ),
    # a variant's letters after a hyphen: the name before them is found (Spanish keeps the
    # hyphen inside one token)
    (
        "es",
        "Intel venderá sus procesadores Panther Lake-H y Lunar Lake-V en portátiles.",
        {("intel", "develops", "panther-lake"), ("intel", "develops", "lunar-lake")},
    ),
    # a company that speaks keeps the focus from the companies its words name
    (
        "en",
        "Astera Labs said Google and Meta each account for more than 15% of its revenue. The"
        " company's retimers compete with chips from Broadcom.",
        {("astera-labs", "competesWith", "broadcom")},
    ),
]

NOT_THIS = [
    # the round is not the leader's own
    (
        "en",
        "Cerebras raised $250 million in a Series E, the company said on Monday. Altimeter led"
        " the round.",
        ("cerebras", "investsIn", "altimeter-capital"),
    ),
    # the companies the speaker names are not "the company"
    (
        "en",
        "Astera Labs said Google and Meta each account for more than 15% of its revenue. The"
        " company's retimers compete with chips from Broadcom.",
        ("google", "competesWith", "broadcom"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
