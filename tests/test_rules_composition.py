"""What a system is made of and what powers it, and what a name stands for: rules written in
the twenty-seventh session from the read folders of tests/realnews ("compuesto por", "formado
por", "contains", the names beside a far object: "use X's chips, A and B"; model codes such as
"M9g" kept whole, and named again alone: "the 910B" after "the Ascend 910B"; event names and
versions that name no product; and the nouns a verb of powering is really said of: "Sales of X
drove Y's revenue" powers nothing), with the review's findings as guards. The sentences are our
own, with other names than the articles'.
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    # a participle of composition with "por": the frame's own preposition, no agent
    (
        "es",
        "El superchip GB300 está compuesto por una CPU Grace y cuatro GPU B300.",
        {("gb300", "uses", "grace"), ("gb300", "uses", "b300")},
    ),
    (
        "es",
        "El sistema DGX B200, compuesto por ocho GPU B200, ya se vende.",
        {("dgx-b200", "uses", "b200")},
    ),
    # a participle of composition on a name in apposition, its preposition the frame's own
    (
        "es",
        "Las instancias C8g, compuestas por procesadores Graviton4, ya están disponibles.",
        {("c8g", "uses", "graviton4")},
    ),
    # a group's word is what its "of" phrase names
    (
        "en",
        "A family of Ascend chips powers the CloudMatrix 384.",
        {("cloudmatrix384", "uses", "ascend")},
    ),
    # the names set beside a class noun the verb takes as its object, however far
    (
        "en",
        "Poolside will use the cloud provider's own custom training and inference accelerators, "
        "Trainium2 and Inferentia2, for its next models.",
        {("poolside", "uses", "trainium2"), ("poolside", "uses", "inferentia2")},
    ),
    # Spanish may put the parts after the verb where the parser sees a subject: the subject
    # is dropped, the product just presented
    (
        "es",
        "Nvidia presentó el GB300 NVL72. Incluye 72 GPU Blackwell Ultra y 36 CPU Grace.",
        {("gb300", "uses", "blackwell-ultra"), ("gb300", "uses", "grace")},
    ),
    # "It" after a product presented with its class noun, for a verb of composition
    (
        "en",
        "Nvidia unveiled the GB300 NVL72 rack. It combines 72 Blackwell Ultra GPUs and 36 Grace "
        "CPUs.",
        {("gb300", "uses", "blackwell-ultra"), ("gb300", "uses", "grace")},
    ),
    # "contain" / "contener" as a verb of composition
    (
        "en",
        "The Snapdragon X Elite contains a Hexagon NPU and an Adreno GPU.",
        {("snapdragon-x-elite", "uses", "hexagon"), ("snapdragon-x-elite", "uses", "adreno")},
    ),
    (
        "es",
        "Cobalt 100 contiene 128 núcleos Neoverse V1.",
        {("cobalt-100", "uses", "neoverse-v1")},
    ),
    # a product named again by its model code alone, after its full name
    (
        "en",
        "Huawei shipped the Ascend 910B last year. The 910B rivals Nvidia's A100 in training.",
        {("ascend-910b", "competesWith", "a100")},
    ),
    (
        "es",
        "Apple presentó el chip Apple M4 en mayo. El M4 compite con el Snapdragon X Elite de "
        "Qualcomm.",
        {("apple-m4", "competesWith", "snapdragon-x-elite")},
    ),
    # a model code keeps the letters a unit would have taken ("R8g", not the R8)
    (
        "es",
        "Amazon presentó las instancias P5e y las R8g en Fráncfort.",
        {("amazon", "announces", "r8g")},
    ),
]

NOT_THIS = [
    # sales drove revenue: neither the phone nor its buyer is powered
    (
        "en",
        "Sales of the Pixel 9, which uses the Tensor G4, drove Samsung's foundry revenue.",
        ("samsung", "uses", "pixel9"),
    ),
    (
        "es",
        "Las ventas del Galaxy S25, que usa el Snapdragon 8 Elite, impulsaron los ingresos de "
        "Qualcomm.",
        ("qualcomm", "uses", "galaxy-s25"),
    ),
    (
        "en",
        "Demand for Blackwell GPUs, which Nvidia makes, is fuelling the shares of TSMC.",
        ("tsmc", "uses", "blackwell"),
    ),
    # after a product presented with its class noun, "it" buying is still the company's
    (
        "en",
        "Amazon unveiled the Trainium3 chip. It still buys Nvidia Blackwell GPUs.",
        ("trainium3", "uses", "blackwell"),
    ),
    # a company carried by its own product uses nothing
    (
        "en",
        "Nvidia, powered by its Blackwell chips, passed $4 trillion in value.",
        ("nvidia", "uses", "blackwell"),
    ),
    # a code another maker's process, a model's size or a road shares is not the chip's
    (
        "en",
        "Apple's iPhone 12 uses the Apple A14. TSMC will start producing chips on its A14 process "
        "in 2028, and AMD will use the A14 node.",
        ("amd", "uses", "apple-a14"),
    ),
    (
        "en",
        "Apple unveiled the Apple M4 in May. Microsoft uses the M4 motorway to reach its Welsh "
        "data centre.",
        ("microsoft", "uses", "apple-m4"),
    ),
    # parts that name no product are no use of a class
    (
        "es",
        "Frontier, de HPE, está compuesto por núcleos de CPU y GPU de AMD.",
        ("frontier", "uses", "cpu"),
    ),
    ("es", "Amazon presentó las instancias R8g en Fráncfort.", ("amazon", "announces", "r8")),
    # a class noun or a product's name that opens an event's name names neither
    (
        "en",
        "At its annual GPU Technology Conference, AMD unveiled the MI350.",
        ("amd", "develops", "gpu"),
    ),
    (
        "es",
        "Huawei anunció su primera CANN Developer Conference y presentó el Ascend 950.",
        ("huawei", "announces", "cann-developer-conference"),
    ),
    # a version written alone names no product
    (
        "en",
        "At the heart of the new server lies Amazon's custom-designed 64-bit Arm v9 CPU, which "
        "AWS sells with Graviton4.",
        ("amazon", "develops", "v9"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
