"""A maker's chips named by a plain noun (thirty-ninth session, from the read folders' misses):
"Nvidia chips", "Nvidia's most advanced chips", "los chips de NVIDIA", "el hardware de Nvidia"
are GPUs (common.json ``house_chips``; the gold lists fold them so), and the facts about them are
stated: who uses, buys, runs or hosts them. That Nvidia makes them is background, not stated by
such a noun; a named product ("Nvidia's H100 chips"), another kind ("networking chips"), a
negation ("non-Nvidia hardware") or a rival's place ("an alternative to Nvidia hardware": a
rivalry with Nvidia) keeps the noun a plain word. Makers listed after a plural maker noun
("HBM manufacturers, including", "los fabricantes de memoria HBM, entre ellos") make the class.
Each new rule's case fails at 9150d86 (the makers' at 7115deb); the cases beside them guard what
it must not take away. The sentences are our own.
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    (
        "en",
        "Snowflake trains its forecasting models on Nvidia chips.",
        {("snowflake", "uses", "gpu")},
    ),
    (
        "en",
        "Last year Tesla bought thousands of Nvidia's most advanced chips for its Cortex cluster.",
        {("tesla", "uses", "gpu")},
    ),
    (
        "en",
        "Databricks, which relies heavily on Nvidia hardware, opened a new office in Madrid.",
        {("databricks", "uses", "gpu")},
    ),
    (
        "en",
        "Oracle and Dell are both large buyers of Nvidia chips.",
        {("oracle", "uses", "gpu"), ("dell", "uses", "gpu")},
    ),
    (
        "es",
        "Telefónica usa los chips de Nvidia en sus centros de datos.",
        {("telefonica", "uses", "gpu")},
    ),
    (
        "es",
        "Baidu compró miles de los chips más nuevos de Nvidia antes de las restricciones.",
        {("baidu", "uses", "gpu")},
    ),
    (
        "es",
        "Según la empresa, Mistral entrena sus modelos con los chips de IA de Nvidia.",
        {("mistral", "uses", "gpu")},
    ),
    # a rival's chips stand for the rival, as before
    (
        "en",
        "Qualcomm's Cloud AI 100 is pitched as an alternative to Nvidia hardware.",
        {("qualcomm", "competesWith", "nvidia")},
    ),
    (
        "en",
        "Intel said its Gaudi 3 chips outperformed Nvidia's top AI processors in a benchmark.",
        {("intel", "competesWith", "nvidia")},
    ),
    # a name after the noun says what the chips are
    (
        "en",
        "Nvidia's chips, known as graphics processing units, are in short supply.",
        {("nvidia", "develops", "gpu")},
    ),
    # a named product is that product
    ("en", "Nvidia's H200 chips are used by Oracle.", {("oracle", "uses", "h200")}),
    ("es", "Oracle usa los chips H200 de Nvidia.", {("oracle", "uses", "h200")}),
]

# makers listed after a plural maker noun ("HBM manufacturers, including", "los fabricantes de
# memoria HBM, entre ellos")
CASES += [
    (
        "en",
        "Chinese GPU manufacturers, including Moore Threads and Biren, raised new funds.",
        {("moore-threads", "develops", "gpu"), ("biren", "develops", "gpu")},
    ),
    (
        "es",
        "Los fabricantes de memoria HBM, entre ellos Samsung y Micron, invertirán más en 2026.",
        {("samsung", "develops", "hbm"), ("micron", "develops", "hbm")},
    ),
]

# (from a review of these rules: counts, and the chips' own facts, which stay the maker's)
CASES += [
    (
        "en",
        "Moonshot trained its Kimi model on 2,048 Nvidia chips.",
        {("moonshot-ai", "uses", "gpu")},
    ),
    (
        "es",
        "xAI compró 100.000 chips de Nvidia para su centro de Memphis.",
        {("xai", "uses", "gpu")},
    ),
    (
        "en",
        "Samsung Foundry manufactures Nvidia's chips at its fab in Pyeongtaek.",
        {("samsung-foundry", "partnersWith", "nvidia")},
    ),
    ("en", "Nvidia's chips use HBM from Micron.", {("nvidia", "uses", "hbm")}),
    (
        "en",
        "The handheld is powered by NVIDIA's Tegra239 chip.",
        {("nvidia", "develops", "tegra-t239")},
    ),
]

# (from a second review: a passive's subject is what is used; what is paid for is bought)
CASES += [
    ("en", "Nvidia chips were used to train Llama 4, Meta said.", {("llama-4", "uses", "gpu")}),
    ("en", "Oracle paid $3 billion for Nvidia chips last quarter.", {("oracle", "uses", "gpu")}),
]

NOT_THIS = [
    # the maker's own chips state no making, no use and no offer by the maker
    (
        "en",
        "Snowflake trains its forecasting models on Nvidia chips.",
        ("nvidia", "develops", "gpu"),
    ),
    (
        "en",
        "Nvidia, whose rival is AMD, said it would require permits for exports of Nvidia chips.",
        ("nvidia", "uses", "gpu"),
    ),
    # another kind of chip, and what is not Nvidia's
    ("en", "Cisco, a rival of Arista, uses Nvidia's networking chips.", ("cisco", "uses", "gpu")),
    (
        "en",
        "Anthropic is renting Google's TPUs, its first use of non-Nvidia hardware.",
        ("anthropic", "uses", "gpu"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
