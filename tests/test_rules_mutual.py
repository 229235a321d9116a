"""Names that are one another's rivals or partners (thirty-ninth session, from a recall audit
of text of our own): a plural group noun of a symmetric property, the attribute of a list of
names or in apposition to one, with no owner of its own, pairs each name with each. Each new
rule's case fails at ec175f9; the cases beside them guard what it must not take away."""

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
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
