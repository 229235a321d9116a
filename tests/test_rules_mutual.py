"""Names that are one another's rivals or partners (thirty-ninth session, from a recall audit
of text of our own and a review of these rules): a plural group noun of a symmetric property,
the attribute of a list of names or in apposition to one, with no owner or other complement of
its own, pairs each name with each; and a comparison of buyers is no rivalry of the maker of
what they bought. Each new rule's case fails at ec175f9 (the comparison's at 2b0b230); the
cases beside them guard what it must not take away."""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    (
        "en",
        "Cohere and Mistral AI are fierce rivals in enterprise models.",
        {("cohere", "competesWith", "mistral")},
    ),
    (
        "es",
        "Groq y Cerebras son rivales directos en inferencia.",
        {("groq", "competesWith", "cerebras")},
    ),
    (
        "en",
        "Oracle and OpenAI are partners in the Abilene campus.",
        {("oracle", "partnersWith", "openai")},
    ),
    (
        "en",
        "Groq and SambaNova, two rivals in fast inference, both serve Llama models.",
        {("groq", "competesWith", "sambanova")},
    ),
    (
        "es",
        "Graphcore y Tenstorrent, dos rivales de Nvidia, presentaron chips nuevos.",
        {("graphcore", "competesWith", "nvidia"), ("tenstorrent", "competesWith", "nvidia")},
    ),
]

# a comparison of what owners' things are (kept) ...
CASES += [
    (
        "en",
        "AMD's chips are faster than Nvidia's, the company said.",
        {("amd", "competesWith", "nvidia")},
    ),
    (
        "en",
        "ServeTheHome, which tested the new Intel chips against AMD, found AMD ahead.",
        {("intel", "competesWith", "amd")},
    ),
]

# (from a second review: a time's or a manner's phrase brings no third party; two makers'
# things compared)
CASES += [
    (
        "es",
        "Intel y AMD, rivales de siempre, crearon un grupo asesor de x86.",
        {("intel", "competesWith", "amd")},
    ),
    (
        "en",
        "Micron and SK Hynix are rivals with a big lead in memory.",
        {("micron", "competesWith", "sk-hynix")},
    ),
    (
        "en",
        "Google deployed more AMD chips than Nvidia ones in its new region.",
        {("amd", "competesWith", "nvidia")},
    ),
]

NOT_THIS = [
    # rivals of a third party are not one another's
    (
        "es",
        "Graphcore y Tenstorrent, dos rivales de Nvidia, presentaron chips nuevos.",
        ("graphcore", "competesWith", "tenstorrent"),
    ),
    (
        "en",
        "AMD and Intel are rivals of Nvidia in data-centre chips.",
        ("amd", "competesWith", "intel"),
    ),
    # partners or rivals of a third, in any phrase, and former partners (from a review)
    (
        "en",
        "Dell and Lenovo are launch partners for AMD's Instinct MI355X.",
        ("dell", "partnersWith", "lenovo"),
    ),
    (
        "es",
        "Dell y Supermicro son socios de lanzamiento de la plataforma Blackwell de Nvidia.",
        ("dell", "partnersWith", "supermicro"),
    ),
    (
        "es",
        "Qualcomm y Arm, antes socios, ahora se enfrentan en los tribunales.",
        ("qualcomm", "partnersWith", "arm"),
    ),
]

# ... and of buyers, not of the maker of what they bought; partners of a third
NOT_THIS += [
    (
        "en",
        "Broadcom and Marvell are the two main custom chip partners for hyperscalers such as"
        " Google.",
        ("broadcom", "partnersWith", "marvell"),
    ),
    (
        "en",
        "Tesla bought more Nvidia GPUs than Amazon and Google combined, analysts said.",
        ("nvidia", "competesWith", "amazon"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
