"""Makers, owners and people (forty-sixth session, from a precision and recall audit of two read
folders, unseen126 and unseen127; the sentences are our own):

- who makes another company's goods does not develop them ("Nvidia's GPUs are manufactured by
  TSMC", "las GPU de Lumora, que son fabricadas por TSMC", "Nvidia encarga a TSMC que fabrique
  GPU"; not a maker of the owner's house, nor one helped or told about: "Huawei's Ascend chips
  are made by HiSilicon", "Nvidia helped Lumora to produce");
- a purpose clause after "for" that says what a tool just made is for, a kind of goods built
  with it, is its users' doing ("created an IDE for building TAO models"), not the maker's
  own purpose ("para enfrentarse a Nvidia", "for using ChatGPT", "for designing the Vireo
  accelerator");
- "their own" in a clause whose subject is a common noun is that noun's, not a company named
  before it;
- an ownership phrase set off by a comma ends at its first name where the list runs on to the
  verb of the list it stands in ("Google, propiedad de Alphabet, Amazon y Microsoft diseñan");
- a town named before its region after a preposition of place on a noun, the region closing
  the phrase, is a place ("its factory in Pencoed, Wales."; not "in Sagence, Texas Instruments
  and Arm", "invirtió en Lumora, Israel."), and a region ISO writes with another name in
  brackets is known by both names;
- the surname of a person the article names in full is no entity when it comes alone, in later
  paragraphs too;
- a one-word name's capitals in brackets are its short form, a genitive between them too
  ("STMicroelectronics’ (ST)");
- "X were among the investors in the round", where a round is named and the phrase says no
  other ("the round that valued Lumora");
- an instruction set naming a part's noun a product has or is ("Blackhole chips boast 768
  RISC-V cores") is what the product uses.
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    (
        "en",
        "Lumora raised $40 million last week. Nvidia and Samsung were among the investors in the"
        " round.",
        {("nvidia", "investsIn", "lumora"), ("samsung", "investsIn", "lumora")},
    ),
    (
        "es",
        "Lumora levantó 40 millones de dólares en una ronda. Nvidia y Samsung están entre los"
        " inversores de la ronda.",
        {("nvidia", "investsIn", "lumora"), ("samsung", "investsIn", "lumora")},
    ),
    (
        "en",
        "GlobalFoundries (GF) makes chips for the auto industry. GF signed a deal with Intel.",
        {("globalfoundries", "partnersWith", "intel")},
    ),
    (
        "en",
        "STMicroelectronics’ (ST) new chips ship this year. ST signed a deal with Nvidia.",
        {("stmicroelectronics", "partnersWith", "nvidia")},
    ),
    (
        "es",
        "Ampere, propiedad de Oracle y Carlyle, fabrica chips para servidores.",
        {
            ("oracle", "investsIn", "ampere-computing"),
            ("carlyle-group", "investsIn", "ampere-computing"),
        },
    ),
    (
        "es",
        "Lumora desarrolló dos chips para enfrentarse a Nvidia y AMD.",
        {("lumora", "competesWith", "nvidia"), ("lumora", "competesWith", "amd")},
    ),
    (
        "en",
        "Google Research has open-sourced its Coral NPU, which Synaptics uses in its chips.",
        {("google-research", "develops", "coral-npu"), ("synaptics", "uses", "coral-npu")},
    ),
    (
        "en",
        "Nvidia invested in Sagence, Texas Instruments and Arm last year.",
        {("nvidia", "investsIn", "sagence"), ("nvidia", "investsIn", "texas-instruments")},
    ),
    (
        "en",
        "Samsung invested in Sagence, Israel's largest AI chip startup.",
        {("samsung", "investsIn", "sagence")},
    ),
    (
        "en",
        "Lumora built a new lab in Austin for designing its Orion chips.",
        {("lumora", "develops", "orion")},
    ),
    (
        "es",
        "Lumora construyó un laboratorio en Austin para diseñar sus chips Orion.",
        {("lumora", "develops", "orion")},
    ),
    (
        "en",
        "Normal Computing created a new team for developing the CN101 chip.",
        {("normal-computing", "develops", "cn101")},
    ),
    (
        "en",
        "Samsung said Sagence will manufacture its own AXS-1 chip.",
        {("sagence", "develops", "axs1")},
    ),
    (
        "es",
        "Stargate, propiedad de OpenAI, SoftBank y Oracle construirá diez centros de datos en"
        " Texas.",
        {("softbank", "investsIn", "stargate"), ("oracle", "investsIn", "stargate")},
    ),
    (
        "en",
        "Broadcom is working with Google. “We are in advanced development for their own"
        " next-generation XPUs,” CEO Hock Tan said.",
        {("broadcom", "develops", "xpu")},
    ),
    (
        "en",
        "BBVA built a platform for using ChatGPT with its employees.",
        {("bbva", "uses", "chatgpt")},
    ),
    (
        "es",
        "BBVA construyó una plataforma para usar ChatGPT con sus empleados.",
        {("bbva", "uses", "chatgpt")},
    ),
    (
        "es",
        "Rebellions creó Kestrel para diseñar el chip Vireo.",
        {("rebellions", "develops", "vireo")},
    ),
    (
        "en",
        "Nvidia's H100 GPUs are made available by Microsoft through its Azure cloud.",
        {("microsoft", "offers", "h100")},
    ),
    (
        "en",
        "Nvidia helped Lumora to produce the Vireo chip.",
        {("lumora", "develops", "vireo")},
    ),
    (
        "en",
        "Huawei's Ascend 910C chips are made by HiSilicon.",
        {("hisilicon", "develops", "ascend-910c")},
    ),
    (
        "es",
        "El año pasado, Intel invirtió en Lumora, Israel.",
        {("intel", "investsIn", "lumora")},
    ),
    (
        "es",
        "Las memorias de Kioxia, propiedad de Bain Capital, Toshiba y SK Hynix llegarán a los"
        " centros de datos en 2026.",
        {("toshiba", "investsIn", "kioxia"), ("sk-hynix", "investsIn", "kioxia")},
    ),
    (
        "en",
        "Tenstorrent's Blackhole chips boast 768 RISC-V cores.",
        {("blackhole", "uses", "risc-v")},
    ),
]
NOT_THIS = [
    (
        "en",
        "Nvidia's GPUs are manufactured by TSMC.",
        ("tsmc", "develops", "gpu"),
    ),
    (
        "es",
        "Las GPU de Lumora, que son fabricadas por TSMC, son caras. Lumora firmó un acuerdo con"
        " Intel.",
        ("tsmc", "develops", "gpu"),
    ),
    (
        "es",
        "Nvidia encarga a TSMC que fabrique GPU para cuLitho.",
        ("tsmc", "develops", "gpu"),
    ),
    (
        "en",
        "Edge Impulse has created an IDE for building TAO models. Edge Impulse partnered with Alif"
        " Semiconductor.",
        ("edge-impulse", "develops", "tao"),
    ),
    (
        "en",
        "Nvidia's problem is that its customers can afford to compete with Nvidia and AMD and"
        " design their own ASICs. Nvidia signed a deal with OpenAI.",
        ("nvidia", "develops", "asic"),
    ),
    (
        "es",
        "Las empresas lideradas por Google, propiedad de Alphabet, Amazon y Microsoft diseñan"
        " chips. Broadcom firmó un acuerdo con OpenAI.",
        ("amazon", "investsIn", "google"),
    ),
    (
        "en",
        "Millions of Lumora boards have poured out from its factory in Pencoed, Wales. Lumora"
        " signed a deal with Intel.",
        ("lumora", "investsIn", "pencoed"),
    ),
    (
        "es",
        "Lumora invirtió 10 millones en una planta en Bastrop, Texas, y firmó un acuerdo con"
        " Intel.",
        ("lumora", "investsIn", "bastrop"),
    ),
    (
        "en",
        "Lumora was founded in 2024 by two former researchers at a university lab, Azalia"
        " Mirhoseini (CTO) and Anna Goldie (CEO).\nMirhoseini partnered with Nvidia on a new"
        " design. Lumora signed a deal with Intel.",
        ("mirhoseini", "partnersWith", "nvidia"),
    ),
    (
        "en",
        "Sagence raised $100 million in March. Samsung was also among the investors in the round"
        " that valued Lumora at $1 billion. Sagence signed a deal with Intel.",
        ("samsung", "investsIn", "sagence"),
    ),
    (
        "en",
        "Vaire Computing announced a new chip on Monday. Samsung was among the investors in the"
        " round, the company said. Vaire Computing signed a deal with Intel.",
        ("samsung", "investsIn", "vaire-computing"),
    ),
    (
        "en",
        "Chris and Andreas’ Tensor Compiler is an open-source project hosted by Microsoft.",
        ("andreas", "develops", "tensor"),
    ),
    (
        "en",
        "Sagence shipped alpha chip samples to Samsung in May.",
        ("sagence", "announces", "alphachip"),
    ),
    (
        "en",
        "Nvidia asked TSMC to manufacture more GPUs for cuLitho.",
        ("tsmc", "develops", "gpu"),
    ),
    (
        "en",
        "Kestrel raised $20 million in 2023. Lumora raised $100 million this year, and Nvidia was"
        " among the investors in the round. Kestrel signed a deal with Intel.",
        ("nvidia", "investsIn", "kestrel"),
    ),
    (
        "en",
        "SiFive sells RISC-V cores to Google, and Google signed a deal with Intel.",
        ("google", "uses", "risc-v"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
