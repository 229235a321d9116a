"""What background knowledge may say across sentences, and names a line and its model code
make: rules written in the twenty-sixth session from the read folders of tests/realnews (the
gazetteer's maker of a product named sentences after the maker, which the gold lists keep
only where the article says whose the product is; "Hopper-based H100"; "Azure Maia" is
Microsoft's; "que sería la rival de"; "la competencia entre A y B"; "Intel and AMD team up").
The sentences are our own, with other names than the articles'.
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    # the product's maker, named sentences before, is referred to where the product is named
    (
        "en",
        "Qualcomm opened a new lab in San Diego. Its roadmap was the talk of the show, with the "
        "Snapdragon X2 Elite due in the spring.",
        {("qualcomm", "develops", "snapdragon-x2-elite")},
    ),
    (
        "es",
        "Intel abrió un laboratorio en Haifa el lunes. La compañía espera mucho de este año: "
        "Panther Lake llegará en enero.",
        {("intel", "develops", "panther-lake")},
    ),
    # a chip named before "-based" is what the chip after it is built on
    (
        "en",
        "Nvidia sold more Blackwell-based B300 and B200 GPUs this quarter.",
        {("b300", "uses", "blackwell"), ("b200", "uses", "blackwell")},
    ),
    # a chip named with a capital S is no plural of another ("L40S", not the L40)
    ("en", "CoreWeave offers the L40S to startups.", {("coreweave", "offers", "l40s")}),
    # a cloud's brand on a chip its company is known to make: the company makes it
    (
        "es",
        "Los servidores usarán chips Azure Cobalt 200 el año próximo.",
        {("microsoft", "develops", "cobalt-200")},
    ),
    # Spanish hangs the copula and the relative pronoun on the rival noun
    (
        "es",
        "El Gaudi 3 de Intel, que sería el rival del B200, llega en abril.",
        {("gaudi-3", "competesWith", "b200")},
    ),
    (
        "es",
        "Huawei lanzó el Ascend 950, que es la alternativa china al H20.",
        {("ascend-950", "competesWith", "h20")},
    ),
    # a phrasal verb the tagger took for a noun after two names
    (
        "en",
        "Intel and AMD team up on a new x86 standard.",
        {("intel", "partnersWith", "amd")},
    ),
    # a rivalry between a list of names ("la competencia entre", "the race between")
    (
        "es",
        "La rivalidad entre Qualcomm y MediaTek se intensifica en los móviles.",
        {("qualcomm", "competesWith", "mediatek")},
    ),
    (
        "en",
        "The battle between Cerebras and Groq for inference customers heats up.",
        {("cerebras", "competesWith", "groq")},
    ),
]


NOT_THIS = [
    # an older product of the maker, named only as a yardstick, is left to a sentence that
    # says whose it is
    (
        "es",
        "Nvidia presentó la RTX 5090 el lunes en Las Vegas. Según las pruebas, rinde el doble "
        "que la RTX 4090.",
        ("nvidia", "develops", "rtx-4090"),
    ),
    (
        "es",
        "AMD presentó FSR 4 el jueves en Las Vegas. Esta tecnología promete un gran salto "
        "frente a FSR 3, que no utiliza IA.",
        ("amd", "develops", "fsr3"),
    ),
    (
        "en",
        "Intel showed its new Xeon 6 chips on Tuesday. Benchmarks put them ahead of the older "
        "Sapphire Rapids parts.",
        ("intel", "develops", "sapphire-rapids"),
    ),
    # ... not what servers named after the chip are built on
    ("en", "Dell sells EPYC-based MI300X servers to labs.", ("mi300x", "uses", "epyc")),
    # a relative's rival is the product right before the comma; no partner that way
    (
        "es",
        "La H20 es la versión para China de la H100, que es la rival de la MI300X.",
        ("h20", "competesWith", "mi300x"),
    ),
    (
        "es",
        "El director de Intel, que es socio de la firma Walden, presentó el Gaudi 3.",
        ("intel", "partnersWith", "walden"),
    ),
    # a company named before "-based" is no chip ("Arm-based processors")
    (
        "en",
        "Oracle rents Ampere's Arm-based AmpereOne processors to startups.",
        ("ampereone", "uses", "arm"),
    ),
    # ... and its cloud does not
    ("en", "Customers can rent Azure Maia 200 accelerators.", ("azure", "develops", "maia-200")),
    # a war between others, named beside companies, is theirs
    (
        "en",
        "The trade war between the US and China hurts sales of Nvidia's H100 and AMD's MI300X.",
        ("nvidia", "competesWith", "amd"),
    ),
]


test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
