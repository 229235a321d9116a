"""Ventures, backers and what is no entity (forty-second session, from the read folders
unseen112 and unseen115 and from audits on text of our own): a venture with a company is a
partnership ("a proposed venture with Nvidia", "una empresa conjunta con"), a venture arm or
venture capital is none; a model number glued by a hyphen that the tokenizer split keeps its
head ("its DX-V1 chip"); investors a verb of including lists each with words that describe
them ("include the South Korean giant Samsung and the fund BlackRock") all invest, a company
that only qualifies a noun ("Stripe co-founders A and B") does not; "junto a la fábrica de
Intel" places something beside Intel's factory, it pairs no one with Intel; a memorandum of
understanding and a model benchmark are no entities. Each new rule's case fails at dd06446;
the cases beside them guard what it must not take away. The sentences are our own.
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    # a venture with a company is a partnership
    (
        "en",
        "Larsen & Toubro announced a proposed venture with Nvidia to build an AI factory.",
        {("larsen-toubro", "partnersWith", "nvidia")},
    ),
    (
        "en",
        "Bosch formed a venture with Infineon to make power chips for electric cars.",
        {("bosch", "partnersWith", "infineon")},
    ),
    (
        "es",
        "Larsen & Toubro anunció una empresa conjunta con Nvidia para construir una fábrica de IA.",
        {("larsen-toubro", "partnersWith", "nvidia")},
    ),
    (
        "es",
        "Hitachi creó una joint venture con AMD para fabricar aceleradores en Japón.",
        {("hitachi", "partnersWith", "amd")},
    ),
    # "junto a" a company, its engineers or its subsidiary still pairs
    (
        "en",
        "Amazon designed Trainium3 together with engineers from Marvell.",
        {("amazon", "partnersWith", "marvell")},
    ),
    (
        "es",
        "Microsoft desarrolló su nuevo chip de red junto a Intel.",
        {("microsoft", "partnersWith", "intel")},
    ),
    # a model number the tokenizer split at a hyphen keeps its head
    (
        "en",
        "DeepX, known for its DX-V1 chip, plans to use TSMC for its upcoming DX-V3 chip.",
        {("deepx", "develops", "dx-v1"), ("deepx", "develops", "dx-v3")},
    ),
    # investors listed by "include", each described
    (
        "es",
        "Groq, cuyos inversores incluyen al gigante surcoreano Samsung y al fondo BlackRock, "
        "fabrica chips de inferencia.",
        {("samsung", "investsIn", "groq"), ("blackrock", "investsIn", "groq")},
    ),
    (
        "es",
        "Los inversores de Lightmatter incluyen al fondo GV de Alphabet y al fabricante de "
        "automóviles Toyota.",
        {("toyota", "investsIn", "lightmatter"), ("gv", "investsIn", "lightmatter")},
    ),
    (
        "en",
        "Sapeon's shareholders include South Korea's largest telecom company SK Telecom and the "
        "world's second-largest memory chipmaker SK Hynix.",
        {("sk-telecom", "investsIn", "sapeon"), ("sk-hynix", "investsIn", "sapeon")},
    ),
]

NOT_THIS = [
    # a venture arm is no venture with anyone
    (
        "en",
        "In 2023, Nvidia and Google's venture arm jointly invested $27 million in CentML.",
        ("google", "partnersWith", "nvidia"),
    ),
    # a company that qualifies the noun its people are named by invests in nothing
    (
        "en",
        "MatX raised $80 million. Additional backers include Marvell, venture firms NFDG and "
        "Spark Capital, and Stripe co-founders Patrick Collison and John Collison.",
        ("stripe", "investsIn", "matx"),
    ),
    # a company named for its founder, its CEO or its people invests in nothing
    (
        "en",
        "MatX's investors include OpenAI cofounder Ilya Sutskever and Spark Capital.",
        ("openai", "investsIn", "matx"),
    ),
    (
        "es",
        "Rivos, cuyos patrocinadores incluyen al fundador de Dell Michael Dell y al fondo Walden "
        "Catalyst, diseña chips RISC-V.",
        ("dell", "investsIn", "rivos"),
    ),
    (
        "en",
        "Poolside's investors include Bain Capital and former executives of Google and Meta.",
        ("meta", "investsIn", "poolside"),
    ),
    # beside a company's factory, no partnership
    (
        "es",
        "Microsoft construirá un centro de datos con GPU de Nvidia junto a la fábrica de Intel "
        "en Ohio.",
        ("microsoft", "partnersWith", "intel"),
    ),
    (
        "es",
        "Amazon compró un campus de datos junto a la central nuclear de Talen Energy para "
        "instalar chips Trainium.",
        ("amazon", "partnersWith", "talen-energy"),
    ),
    # a memorandum of understanding is no party
    (
        "en",
        "Under the MoU, Intel and Tata Electronics will work together with Nvidia.",
        ("mou", "partnersWith", "nvidia"),
    ),
    # a benchmark is no rival
    (
        "en",
        "On benchmarks such as GPQA-Diamond, IFEval and LiveCodeBench, Nvidia's Llama Nemotron "
        "Ultra outperforms DeepSeek-R1, which needs eight H200 GPUs.",
        ("deepseek-r1", "competesWith", "gpqa-diamond"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
