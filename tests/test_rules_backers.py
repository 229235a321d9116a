"""Who backs a company and who rents compute from whom: rules written in the twenty-eighth
session from the read folders of tests/realnews (unseen53, renting AI compute; unseen55, AI-chip
start-ups): a round's backers after a deal noun and a paragraph break, lists of investors with a
country's genitive in them, short sentences full of names that are no Title Case headline. The
sentences are our own, with other names than the articles'.
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    # a short sentence with three lower-case words besides the names is no headline
    (
        "en",
        "Rivos has raised $250 million. The round was led by Foxconn Capital and Temasek.",
        {("foxconn-capital", "investsIn", "rivos"), ("temasek", "investsIn", "rivos")},
    ),
    # a country's genitive after the conjunction describes the next item of a list
    (
        "en",
        "Lightmatter raised $400 million in a round led by Fidelity, Maple Capital and "
        "Singapore's GIC.",
        {
            ("fidelity", "investsIn", "lightmatter"),
            ("maple-capital", "investsIn", "lightmatter"),
            ("gic", "investsIn", "lightmatter"),
        },
    ),
    # the backing of a round, after a deal noun, the round named just before (in another
    # paragraph too)
    (
        "es",
        "Etched ha cerrado una ronda de financiación de 500 millones de dólares.\n"
        "La operación contó también con el apoyo de Peak XV, Stripe y Samsung.",
        {
            ("peak-xv", "investsIn", "etched"),
            ("stripe", "investsIn", "etched"),
            ("samsung", "investsIn", "etched"),
        },
    ),
    (
        "en",
        "Groq closed a $750 million funding round.\n"
        "The deal also drew backing from Cisco, Samsung and Altimeter.",
        {
            ("cisco", "investsIn", "groq"),
            ("samsung", "investsIn", "groq"),
            ("altimeter-capital", "investsIn", "groq"),
        },
    ),
    (
        "en",
        "Tenstorrent raised $700 million with the backing of Bezos Expeditions and LG.",
        {("bezos-expeditions", "investsIn", "tenstorrent"), ("lg", "investsIn", "tenstorrent")},
    ),
    # a known company's name with a tail of its own is that company
    ("en", "Biren Tech unveiled the BR100 GPU.", {("biren", "announces", "br100")}),
    (
        "en",
        "Iluvatar Tech and Enflame, both developers of GPUs, are growing.",
        {("iluvatar-corex", "develops", "gpu")},
    ),
    # a reference with a name glued to a participle in it: the name backs the one in focus
    (
        "en",
        "Fluidstack has raised $200 million. The Google-backed company uses Blackwell GPUs.",
        {("google", "investsIn", "fluidstack"), ("fluidstack", "uses", "blackwell")},
    ),
    # a known name written with a space more or less ("Alpha Wave Semi": "Alphawave Semi")
    ("en", "Qualcomm acquired Alpha Wave Semi last year.", {("qualcomm", "acquires", "alphawave")}),
    # instances a cloud brings, built on or powered by chips: the cloud offers the chips
    (
        "en",
        "Oracle Cloud has begun shipping instances built on AMD's MI355X accelerators.",
        {("oracle-cloud", "offers", "mi355x")},
    ),
    (
        "en",
        "Microsoft Azure launched new instances powered by Nvidia's B300 GPUs.",
        {("azure", "offers", "b300")},
    ),
]

NOT_THIS = [
    # support for an investment is no part in a round
    (
        "es",
        "OpenAI usa las GPU MI300X de AMD. OpenAI presentó el proyecto Stargate con el apoyo de "
        "Nvidia y Arm, con inversiones conjuntas de 300.000 millones de dólares.",
        ("nvidia", "investsIn", "openai"),
    ),
    # a deal after a purchase is no round
    (
        "en",
        "Nvidia acquired Run:ai.\nThe deal drew backing from regulators and from Intel.",
        ("intel", "investsIn", "nvidia"),
    ),
    # the agent of a participle on the subject is no part of it
    (
        "es",
        "Fluidstack usa GPU H100. La startup respaldada por Google usa GPU Blackwell.",
        ("google", "uses", "blackwell"),
    ),
    (
        "en",
        "Fluidstack has raised $200 million. The Google-backed startup runs Blackwell GPUs.",
        ("google", "uses", "blackwell"),
    ),
    # a data centre a cloud builds, powered by chips, is the cloud's own use of them
    (
        "en",
        "Microsoft Azure will build a data center powered by Nvidia's B300 GPUs.",
        ("azure", "offers", "b300"),
    ),
    # the review's findings: backing said of another thing than the round
    (
        "en",
        "Nscale raised $1.1 billion in a Series B round.\nIts Microsoft deal has the backing of "
        "the UK government and Nvidia.\nNscale uses H100 GPUs.",
        ("nvidia", "investsIn", "nscale"),
    ),
    (
        "en",
        "Groq raised $640 million in a Series D funding round, and its chips have the backing of "
        "Meta, which uses them for Llama.",
        ("meta", "investsIn", "groq"),
    ),
    # a round the company in focus led is no round it raised
    (
        "en",
        "Nvidia led a funding round in Nscale.\nThe transaction drew the backing of Nokia and "
        "Dell.\nNscale uses H100 GPUs.",
        ("nokia", "investsIn", "nvidia"),
    ),
    # investors named in the paragraph after a round, of another company
    (
        "en",
        "Mistral raised $2 billion in a round led by ASML.\nAt xAI, Nvidia and AMD are among the "
        "investors.",
        ("nvidia", "investsIn", "mistral"),
    ),
    # in Spanish "alquilar X a Y" mostly rents from Y
    ("es", "xAI alquila chips Nvidia H100 a Oracle.", ("oracle", "uses", "h100")),
    # a description backed by the company in focus is not that company
    (
        "en",
        "Nvidia invested in Poolside. The Nvidia-backed company uses Blackwell GPUs.",
        ("nvidia", "uses", "blackwell"),
    ),
    # a country's genitive before a clause's subject joins no list
    (
        "en",
        "Nvidia invested in Mistral and France's Bpifrance invested in Mistral too.",
        ("nvidia", "investsIn", "bpifrance"),
    ),
    # a chip's name before a site's noun names the site
    (
        "en",
        "Applied Digital, which leased the Blackwell campus to Microsoft, uses H100 GPUs.",
        ("microsoft", "uses", "blackwell"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
