"""Machines on the desk and the chips inside them: rules written in the twentieth session
from real news (the batch tests/realnews/unseen48 on workstations, mini PCs and local
models). The sentences are our own, with other machines and chips than the articles'.
"""

from __future__ import annotations

import pytest
from helpers import triples

CASES = [
    # a chip that powers a machine, or a machine built around, carrying or running on a chip
    ("en", "The GB300 powers the DGX Station.", {("dgx-station", "uses", "gb300")}),
    (
        "en",
        "The Mac Studio is built around the M3 Ultra chip.",
        {("mac-studio", "uses", "apple-m3")},
    ),
    ("es", "El Mac mini lleva el chip M4 Pro.", {("mac-mini", "uses", "apple-m4")}),
    # a company that builds its own machine around a chip uses it
    ("en", "Lambda built its cloud around Nvidia's B200 GPUs.", {("lambda", "uses", "b200")}),
    ("es", "La DGX Spark funciona con el chip GB10.", {("dgx-spark", "uses", "gb10")}),
    # a chip named with its platform is the chip, not the platform's first product
    (
        "es",
        "El equipo usa el chip GB10 Grace Blackwell de Nvidia.",
        {("nvidia", "develops", "gb10")},
    ),
    # what a possessor's attribute is compared with competes with the possessor
    (
        "en",
        "Grok 3's performance places it competitive with GPT-4o.",
        {("grok3", "competesWith", "gpt-4o")},
    ),
]


@pytest.mark.parametrize(("lang", "text", "expected"), CASES, ids=[c[1][:40] for c in CASES])
def test_rule_table(lang, text, expected):
    assert expected <= triples(text, lang)


NOT_THIS = [
    # what the subject is compared with does not act
    (
        "es",
        "Ocupa lo mismo que un Mac mini, pero lleva el chip GB10.",
        {("mac-mini", "uses", "gb10")},
    ),
    # cores of a kind are compared, not the kind
    (
        "es",
        "El M4 Max tiene 16 núcleos de CPU frente a los 12 del M4 Pro.",
        {("cpu", "competesWith", "apple-m4"), ("apple-m4", "competesWith", "cpu")},
    ),
    # a participle on "something" is said of it, not of the name before
    (
        "en",
        "Buy a Mac mini M4, or something based on AMD's Strix Halo platform.",
        {("apple-m4", "uses", "ryzen-ai-max"), ("mac-mini", "uses", "ryzen-ai-max")},
    ),
    # a second machine, not the one named, carries the chip: only the GB10 and GB200 differ
    (
        "es",
        "El equipo usa el chip GB10 Grace Blackwell de Nvidia.",
        {("nvidia", "develops", "gb200")},
    ),
    # (the session's review) "powers" a machine only as its object
    ("en", "The GB200 is powering a surge in demand for HBM3E.", {("hbm3e", "uses", "gb200")}),
    (
        "en",
        "The chip behind the DGX Spark, which also powers the Mac Studio rival from HP, is the"
        " GB10.",
        {("mac-studio", "uses", "dgx-spark"), ("mac-studio", "uses", "gb10")},
    ),
    # a compared name is no subject, parsed or not
    (
        "es",
        "Con más memoria que un Mac Studio, el DGX Spark usa el GB10.",
        {("mac-studio", "uses", "gb10")},
    ),
    # a cloud that brings a model to its catalogue does not use it
    (
        "es",
        "Microsoft Azure llevará el modelo DeepSeek R1 a su catálogo.",
        {("azure", "uses", "deepseek-r1")},
    ),
]


@pytest.mark.parametrize(("lang", "text", "wrong"), NOT_THIS, ids=[c[1][:40] for c in NOT_THIS])
def test_no_false_fact(lang, text, wrong):
    assert not wrong & triples(text, lang)


def test_together_is_no_company():
    found = triples(
        "Nvidia e IBM trabajan en computación cuántica. Juntas han desarrollado CUDA-Q, una"
        " plataforma híbrida.",
        "es",
    )
    assert not any("juntas" in (s, o) for s, _, o in found)
