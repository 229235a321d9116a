"""Placement, standards and clauses as real articles write them: rules written in the thirtieth
session from the read folders of tests/realnews (unseen38, NPUs in phones and PCs, and unseen57,
the networks between AI chips). A noun of placement with both ends named puts one product into
the other ("the integration of X into Y"); a company that puts its own product into another
does not use it; "put ... into" places a product as "integrate" does; "se apoya en" is a use; a
standard or consortium that "brings together" companies has them as contributors; a number with
a sum glued on ("Oryon 2+6") counts cores and is no version; a name that is the subject of a
clause joined to the one before is no item of the list before it (unless a preposition stands
between, where the parser took a noun for a verb); a named product "with" a named chip holds it
(the preposition on the product's noun, not on a verb or an event noun), and so does one
"using" a named chip; a proper word that ends a chip's name ("Thor" of "Drive Thor") stands
for it alone later; a product's class noun its maker owns ("el chip de Amazon", "Google's SoC")
stands for that maker's product in focus; "el chip M4" is the
known "M4 chip". The guards at the end of NOT_THIS are a review's findings (thirty-first
session). The sentences are our own, with other names than the articles'.
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    # a choice of one's own product drops that product only: the other's is still used
    (
        "en",
        "Microsoft integrates its Maia 100 chip and Nvidia's Spectrum-X into Azure.",
        {("microsoft", "uses", "spectrum-x"), ("azure", "uses", "spectrum-x")},
    ),
    # a noun of placement: what goes in after "of", what holds it after "into" / "en"
    (
        "en",
        "Microsoft announced the integration of AMD's Infinity Fabric into its Maia 200 chip.",
        {("maia-200", "uses", "infinity-fabric")},
    ),
    (
        "es",
        "Google confirmó la integración de HBM4 en sus TPU Ironwood.",
        {("ironwood", "uses", "hbm4")},
    ),
    (
        "en",
        "The incorporation of Gaudi 3 into IBM Cloud starts next year.",
        {("ibm-cloud", "uses", "gaudi-3")},
    ),
    # "put ... into": the holder uses what is put into it
    (
        "en",
        "Google has put the Tensor G5 into its Pixel 10 phones.",
        {("pixel10", "uses", "tensor-g5")},
    ),
    # "se apoya en": a use
    ("es", "PyTorch Mobile se apoya en XNNPACK.", {("pytorch-mobile", "uses", "xnnpack")}),
    # a standard's body brings its members together: they contribute to it
    (
        "en",
        "The UCIe Consortium brings together Intel, Arm and Qualcomm.",
        {
            ("intel", "contributesTo", "ucie"),
            ("arm", "contributesTo", "ucie"),
            ("qualcomm", "contributesTo", "ucie"),
        },
    ),
    (
        "es",
        "CXL reúne a AMD, Samsung y Micron.",
        {
            ("amd", "contributesTo", "cxl"),
            ("samsung", "contributesTo", "cxl"),
            ("micron", "contributesTo", "cxl"),
        },
    ),
    # "Oryon 2+6": two cores and six, not a second Oryon
    (
        "es",
        "El Snapdragon X2 Elite incorpora una CPU Oryon 4+8 de tercera generación.",
        {("snapdragon-x2-elite", "uses", "oryon")},
    ),
    # a noun the parser took for a verb past a preposition opens no clause: the list goes on
    (
        "en",
        "Lambda has positioned itself as a GPU cloud competing with Oracle, CoreWeave, and "
        "Azure for the AI training and inference workloads that are consuming the most capacity.",
        {("lambda", "competesWith", "azure")},
    ),
    # a named product with a named chip holds it
    (
        "en",
        "The Galaxy S24 with the Exynos 2400 sells in Europe.",
        {("galaxy-s24", "uses", "exynos-2400")},
    ),
    (
        "es",
        "El nuevo Galaxy S25 con Snapdragon 8 Elite llega en febrero.",
        {("galaxy-s25", "uses", "snapdragon-8-elite")},
    ),
    # a participle of using on a named product's noun: what the product is built with
    (
        "en",
        "Oracle rents out its Zettascale10 clusters using AMD MI355X GPUs.",
        {("oci-supercluster", "uses", "mi355x")},
    ),
    (
        "en",
        "Microsoft deployed GB300 NVL72 racks using Blackwell Ultra GPUs.",
        {("gb300", "uses", "blackwell-ultra")},
    ),
    # a proper word that ends a chip's name stands for it alone later ("Drive Thor": "Thor")
    (
        "en",
        "Nvidia's Jetson Orin ships this year. Orin integrates an Ampere GPU and Arm Cortex-A78AE "
        "cores.",
        {("jetson-orin", "uses", "nvidia-ampere")},
    ),
    # a class noun its maker owns stands for the maker's product in focus
    (
        "es",
        "Amazon presentó el Graviton4. El chip de Amazon utiliza núcleos Neoverse V2 de Arm.",
        {("graviton4", "uses", "neoverse-v2")},
    ),
    (
        "en",
        "Google unveiled the Axion. Google's SoC uses Arm's Neoverse V2 cores.",
        {("axion", "uses", "neoverse-v2")},
    ),
    # "el chip M4": the class noun first, as Spanish writes the known "M4 chip"
    ("es", "El iPad Pro usa el chip M4.", {("ipad-pro", "uses", "apple-m4")}),
]

NOT_THIS = [
    # ... not another maker's product
    (
        "es",
        "Amazon presentó el Graviton4. El chip de Google utiliza núcleos Neoverse V2 de Arm.",
        ("graviton4", "uses", "neoverse-v2"),
    ),
    # ... unless the article named two chips with that word
    (
        "en",
        "Nvidia's Jetson Orin and Drive Orin ship this year. Orin integrates an Ampere GPU.",
        ("jetson-orin", "uses", "nvidia-ampere"),
    ),
    # a tier is no proper word
    (
        "en",
        "Nvidia shipped the Blackwell Ultra. Ultra integrates HBM3E memory.",
        ("blackwell-ultra", "uses", "hbm3e"),
    ),
    # "with" on a verb, on an event noun or on a verb the parser took for a noun: no part
    (
        "en",
        "AMD pairs a Zen 5 CPU with an RDNA 3.5 GPU in the Ryzen AI 300.",
        ("zen5", "uses", "rdna"),
    ),
    (
        "en",
        "Meta grew the use of H200 GPUs with Spectrum-X networking last year.",
        ("h200", "uses", "spectrum-x"),
    ),
    ("en", "Nvidia's H100 competes with AMD's MI300X.", ("h100", "uses", "mi300x")),
    # a company that puts its own chip into its own phone does not use it
    (
        "en",
        "Samsung has integrated the Exynos 2500 into its Galaxy Z Flip 7.",
        ("samsung", "uses", "exynos2500"),
    ),
    (
        "es",
        "Google ha integrado el Tensor G5 en su Pixel 10.",
        ("google", "uses", "tensor-g5"),
    ),
    (
        "es",
        "El Snapdragon X2 Elite incorpora una CPU Oryon 4+8.",
        ("snapdragon-x2-elite", "uses", "oryon4"),
    ),
    # an event that brings companies together has no contributors
    (
        "en",
        "Computex brought together Nvidia, AMD and Intel, and Nvidia showed its Rubin GPUs.",
        ("nvidia", "contributesTo", "computex"),
    ),
    # the subject of the clause after ", and" is no item of the list before it
    (
        "en",
        "Meta buys GPUs from Nvidia, AMD and Intel, and Google designs its own TPUs.",
        ("google", "develops", "gpu"),
    ),
    (
        "en",
        "LiteRT cuts latency by 30% compared to TensorFlow Lite, and the Qualcomm AI Engine "
        "Direct backend delivers a large gain over CPU inference.",
        ("litert", "competesWith", "qualcomm-ai-engine-direct"),
    ),
    # the review's findings: a placement ruled out, refused or compared is no placement
    (
        "en",
        "Microsoft ruled out the integration of AMD's Infinity Fabric into its Maia 200 chip.",
        ("maia-200", "uses", "infinity-fabric"),
    ),
    (
        "es",
        "Google descartó la integración de HBM4 en sus TPU Ironwood.",
        ("ironwood", "uses", "hbm4"),
    ),
    (
        "en",
        "There will be no integration of Gaudi 3 into IBM Cloud, Intel said.",
        ("ibm-cloud", "uses", "gaudi-3"),
    ),
    (
        "en",
        "Analysts put Gaudi 3 into the same bracket as Nvidia's H100.",
        ("h100", "uses", "gaudi-3"),
    ),
    # what a company failed, refused or ruled out doing it did not do
    ("en", "Nvidia, the maker of the H100, failed to acquire Arm.", ("nvidia", "acquires", "arm")),
    (
        "es",
        "Qualcomm, fabricante del Snapdragon, se negó a comprar Arm.",
        ("qualcomm", "acquires", "arm"),
    ),
    # a product that brings companies together stewards nothing they contribute to
    (
        "en",
        "Nvidia's Omniverse brings together Siemens and Foxconn.",
        ("siemens", "contributesTo", "omniverse"),
    ),
    (
        "es",
        "Omniverse, la plataforma de Nvidia, reúne a Siemens y Foxconn.",
        ("foxconn", "contributesTo", "omniverse"),
    ),
    # "with": a comparison, or a noun of another relation after the name, holds no part
    (
        "en",
        "Intel's Gaudi 3 ships with more memory than Nvidia's H200.",
        ("gaudi-3", "uses", "h200"),
    ),
    (
        "en",
        "The H100 rivalry with AMD's MI300X is fierce, Nvidia said.",
        ("h100", "uses", "mi300x"),
    ),
    ("en", "Nvidia's H100 partnership with AMD's MI300X is new.", ("h100", "uses", "mi300x")),
    # a preposition said again before a noun the next name owns lists nothing
    (
        "es",
        "Apple diseñó el chip M4 con Arm y con la ayuda de TSMC.",
        ("apple", "partnersWith", "tsmc"),
    ),
    (
        "en",
        "Meta will buy H100 chips from Nvidia and, in Microsoft's case, from AMD.",
        ("meta", "uses", "amd"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
