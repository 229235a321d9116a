"""Rivals by a measure compared, and companies that speak: rules written in the twenty-eighth
session from the read folders of tests/realnews ("ofrece un 50% más de rendimiento que la A100",
"a similar performance to the L40S"; "Zhonghao Xinying, una startup, afirma": a company named like
a person, that the apposition says is a company). The sentences are our own, with other names
than the articles'.
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    # more of a measure than another product: rivals
    (
        "es",
        "Según la empresa, el acelerador MTT S4000 ofrece hasta un 40% más de rendimiento que la "
        "Nvidia H20.",
        {("mtt-s4000", "competesWith", "h20")},
    ),
    (
        "es",
        "El Gaudi 3 tiene mayor ancho de banda que la H100.",
        {("gaudi-3", "competesWith", "h100")},
    ),
    (
        "en",
        "The Kunlun P800 is said to have a similar performance to AMD's MI210.",
        {("kunlun-p800", "competesWith", "mi210")},
    ),
    # a name shaped like a person's that an apposition calls a company speaks as a company
    (
        "es",
        "Tianshu Zhixin, una startup fundada en 2015, afirma que su procesador BI-V150 es más "
        "rápido que la A100.",
        {("tianshu-zhixin", "develops", "bi-v150")},
    ),
]

NOT_THIS = [
    # more of a measure than a year or a number is no rivalry
    (
        "es",
        "El MTT S4000 de Moore Threads ofrece más rendimiento que en 2023.",
        ("mtt-s4000", "competesWith", "moore-threads"),
    ),
    # a person who speaks is still no company
    (
        "es",
        "Jensen Huang afirma que su procesador Blackwell es más rápido que el MI300X de AMD.",
        ("jensen-huang", "develops", "blackwell"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
