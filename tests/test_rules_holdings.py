"""Rules written in the thirty-seventh session from real news (the read folders' misses and false
facts, the folders tests/realnews/unseen29 and unseen28, read this session, and audits on text of
their own). Each new rule's case fails at 8a60a66; the cases beside them guard what it must not
take away. The sentences are our own, with other names than the articles'.
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    # a name glued to a participle ("SoftBank-backed") after a list: it backs the next name
    # only, and the list goes on past it
    (
        "en",
        "AMD signed partnerships with Oracle and SoftBank-backed Graphcore last year.",
        {
            ("amd", "partnersWith", "oracle"),
            ("amd", "partnersWith", "graphcore"),
            ("softbank", "investsIn", "graphcore"),
        },
    ),
    (
        "en",
        "Intel has signed deals with Dell and Microsoft-backed Lambda to rent out Gaudi 3 chips.",
        {
            ("intel", "partnersWith", "dell"),
            ("intel", "partnersWith", "lambda"),
            ("microsoft", "investsIn", "lambda"),
        },
    ),
]

# a glued name with no name after its participle ("a handheld Windows-based PC") is read too
CASES.append(
    (
        "en",
        "These chips will first come to the Lenovo Legion Go, a handheld Windows-based PC gaming"
        " console that is expected to be a major Steam Deck competitor.",
        {("legion-go", "competesWith", "steam-deck")},
    )
)

NOT_THIS = [
    # the name listed before a glued backer backs nothing
    (
        "en",
        "AMD signed partnerships with Oracle and SoftBank-backed Graphcore last year.",
        ("oracle", "investsIn", "graphcore"),
    ),
    (
        "en",
        "Intel has signed deals with Dell and Microsoft-backed Lambda to rent out Gaudi 3 chips.",
        ("dell", "investsIn", "lambda"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
