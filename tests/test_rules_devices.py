"""Devices described by the chips they hold, chips supplied for chips, chips that train a
model or join a fleet, a share of another's computing power, a name before a role noun ("an
Nvidia rival"), relative clauses on a class noun, a second description joined to a first, and
a subject the parser hung on its verb: rules written in the
thirty-third session from real news (the read folders' misses and false facts, and the folders
tests/realnews/unseen40 and unseen71, read this session). The sentences are our own, with other
names than the articles'.
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    # a device noun described by the chip it comes with
    (
        "en",
        "The Galaxy S25 is the first phone with the Snapdragon 8 Elite.",
        {("galaxy-s25", "uses", "snapdragon-8-elite")},
    ),
    (
        "en",
        "The Dell XPS 13, a laptop with the Snapdragon X Elite, lasted 18 hours.",
        {("dell-xps13", "uses", "snapdragon-x-elite")},
    ),
    (
        "es",
        "El Pixel 9 es un móvil con el Tensor G4 y 12 GB de memoria.",
        {("pixel9", "uses", "tensor-g4")},
    ),
    # a device that debuts a chip or an operating system uses it; a company presents it
    (
        "en",
        "The Galaxy S26 debuts the Snapdragon 8 Elite Gen 5.",
        {("galaxy-s26", "uses", "snapdragon-8-elite-gen5")},
    ),
    ("es", "El Pixel 10 estrena el Tensor G5.", {("pixel10", "uses", "tensor-g5")}),
    (
        "es",
        "MediaTek estrena el Dimensity 9300.",
        {("mediatek", "announces", "dimensity-9300")},
    ),
    # a chip supplied for a chip: the one built with it uses it
    (
        "en",
        "Micron will supply its HBM3E for the Blackwell Ultra GPUs.",
        {("blackwell-ultra", "uses", "hbm3e")},
    ),
    (
        "es",
        "Samsung suministrará memoria HBM4 para la plataforma Vera Rubin.",
        {("vera-rubin", "uses", "hbm4")},
    ),
    # chips that train a model: the model uses them
    (
        "en",
        "More than 100,000 H100 GPUs are training Meta's Llama 4.",
        {("llama-4", "uses", "h100")},
    ),
    ("es", "Miles de chips TPU entrenan Gemini.", {("gemini", "uses", "tpu")}),
    # chips added to a fleet, a cluster or a cloud are used
    (
        "en",
        "CoreWeave adds 10,000 AMD MI300X GPUs to its cloud fleet.",
        {("coreweave", "uses", "mi300x")},
    ),
    (
        "es",
        "Nebius suma 4.000 GPU B200 de Nvidia a su clúster de Finlandia.",
        {("nebius", "uses", "b200")},
    ),
    # a share of another's computing power
    (
        "en",
        "The Kunlun P800 delivers 70% of the computing power of Nvidia's H100.",
        {("kunlun-p800", "competesWith", "h100")},
    ),
    # the name right before a role noun: a rival, a partner, a customer of the described name
    (
        "en",
        "Groq, a well-funded Nvidia competitor, raised $640 million.",
        {("groq", "competesWith", "nvidia")},
    ),
    ("en", "The Legion Go is a Steam Deck rival.", {("legion-go", "competesWith", "steam-deck")}),
    ("en", "Anthropic is an AWS customer.", {("anthropic", "uses", "aws")}),
    # a Spanish class noun the tagger calls a name, with the name set beside it
    ("es", "Nvidia presentó el kernel cuDNN.", {("nvidia", "announces", "cudnn")}),
    # the lines or products a verb presents, with the examples after them
    (
        "en",
        "Intel announced three product lines, including the Xeon 6 and the Gaudi 3.",
        {("intel", "announces", "xeon6"), ("intel", "announces", "gaudi-3")},
    ),
    # what is developed on an architecture or a model uses it
    (
        "es",
        "Salamandra es un modelo abierto que se desarrolló sobre la arquitectura Llama 3.",
        {("salamandra", "uses", "llama-3")},
    ),
    (
        "es",
        "SiFive desarrolla procesadores de IA sobre la arquitectura RISC-V.",
        {("sifive", "uses", "risc-v")},
    ),
    # a complement's verb with a frame of its own preposition still presents a bare object
    (
        "es",
        "Intel anunció que ya está desarrollando Falcon Shores.",
        {("intel", "announces", "falcon-shores")},
    ),
    # a relative clause on a class noun a copula ties to a name acts through the name
    (
        "es",
        "El MI300X es una GPU que compite con la H100.",
        {("mi300x", "competesWith", "h100")},
    ),
    (
        "en",
        "The Gaudi 3 is an accelerator that competes with the H100.",
        {("gaudi-3", "competesWith", "h100")},
    ),
    # a second description joined to the first describes the same name
    (
        "en",
        "AMD is one of the largest chipmakers in the US and a rival to the likes of Intel.",
        {("amd", "competesWith", "intel")},
    ),
    (
        "es",
        "AMD es uno de los mayores fabricantes de chips y un rival de Intel.",
        {("amd", "competesWith", "intel")},
    ),
    # a subject the parser hung on its verb as compounds
    (
        "en",
        "Nvidia said its CUDA software runs on servers equipped with Intel Xeon processors.",
        {("cuda", "targets", "xeon")},
    ),
]

NOT_THIS = [
    # a denied or conditional description holds no part
    (
        "en",
        "The Pixel 9 is not a phone with the Tensor G5, but the Pixel 10 uses it.",
        ("pixel9", "uses", "tensor-g5"),
    ),
    # the class noun's own relative clause: not the company the sentence began with
    (
        "en",
        "Nvidia said the Gaudi 3 is an accelerator that competes with the H100.",
        ("nvidia", "competesWith", "h100"),
    ),
    # the one the compounds name, not the one who said it
    (
        "en",
        "Nvidia said its CUDA software runs on servers equipped with Intel Xeon processors.",
        ("nvidia", "uses", "xeon"),
    ),
    # a role noun a verb acts on: not the subject's relation to the name before it
    ("en", "AMD hired an Nvidia partner to build the racks.", ("amd", "competesWith", "nvidia")),
    (
        "en",
        "Cerebras is not an Nvidia competitor, but Groq is an Nvidia rival.",
        ("cerebras", "competesWith", "nvidia"),
    ),
    # "sobre todo": above all, no architecture
    ("es", "Nvidia desarrolla sobre todo chips como la H100.", ("nvidia", "uses", "h100")),
    # a role noun on the subject of a clause: no description ("Galaxy S25 users")
    (
        "en",
        "After a deal between Google and Samsung, Galaxy S25 users can run Gemini.",
        ("samsung", "uses", "galaxy-s25"),
    ),
    # chips added to a lineup are presented, not used
    ("en", "AMD adds the MI355X to its Instinct lineup.", ("amd", "uses", "mi355x")),
    # "Nvidia works with Dell and a rival of AMD": a name listed, no description joined
    ("en", "Nvidia works with Dell and a rival of AMD.", ("nvidia", "competesWith", "amd")),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
