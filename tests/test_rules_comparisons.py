"""Rivals by a measure compared, models by the rate they run at, products tailored to others,
and companies that speak: rules written in the twenty-eighth session from the read folders of
tests/realnews ("ofrece un 50% más de rendimiento que la A100", "a similar performance to the
L40S"; "Cerebras hit 1,000 tokens/sec on Llama 3.1"; "Meta optimized Llama 3 for Trainium";
"Zhonghao Xinying, una startup, afirma": a company named like a person, that the apposition says
is a company). The sentences are our own, with other names than the articles'.
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    # more of a measure than another product: rivals
    (
        "es",
        "Según la empresa, el acelerador MTT S4000 ofrece hasta un 40% más de rendimiento que la "
        "Nvidia H20.",
        {("mtt-s4000", "competesWith", "h20")},
    ),
    (
        "es",
        "El Gaudi 3 tiene mayor ancho de banda que la H100.",
        {("gaudi-3", "competesWith", "h100")},
    ),
    (
        "en",
        "The Kunlun P800 is said to have a similar performance to AMD's MI210.",
        {("kunlun-p800", "competesWith", "mi210")},
    ),
    # a name shaped like a person's that an apposition calls a company speaks as a company
    (
        "es",
        "Tianshu Zhixin, una startup fundada en 2015, afirma que su procesador BI-V150 es más "
        "rápido que la A100.",
        {("tianshu-zhixin", "develops", "bi-v150")},
    ),
    # a rate of tokens: what runs the model (a company serves it, a chip runs it)
    (
        "en",
        "SambaNova reached 200 tokens per second on DeepSeek-R1 671B.",
        {("sambanova", "uses", "deepseek-r1")},
    ),
    (
        "en",
        "Etched says Sohu serves Llama 3 70B at 500,000 tokens/sec.",
        {("llama-3", "uses", "sohu")},
    ),
    (
        "es",
        "El Snapdragon X Elite llega a 30 tokens por segundo con Mistral 7B.",
        {("mistral7b", "uses", "snapdragon-x-elite")},
    ),
    # a company tailors its product to another: the product targets (or uses) it
    (
        "en",
        "Mistral optimized Mixtral for the Gaudi 3.",
        {("mixtral", "uses", "gaudi-3")},
    ),
    (
        "en",
        "Modular ported its Mojo language to the Apple M4.",
        {("mojo", "targets", "apple-m4")},
    ),
    (
        "es",
        "DeepSeek adaptó su modelo V3 a los chips Ascend de Huawei.",
        {("deepseek-v3", "uses", "ascend")},
    ),
    # the examples a verb's object introduces are its objects
    (
        "en",
        "Tenstorrent unveiled two new chips, including the Blackhole and the Wormhole.",
        {("tenstorrent", "announces", "blackhole"), ("tenstorrent", "announces", "wormhole")},
    ),
    (
        "es",
        "Huawei presentó tres nuevos chips, entre ellos el Ascend 950 y el Kirin 9030.",
        {("huawei", "announces", "ascend-950")},
    ),
    (
        "en",
        "xAI bought several accelerators, such as the MI300X and the H200.",
        {("xai", "uses", "mi300x"), ("xai", "uses", "h200")},
    ),
    # "its first product, X": the product named after the noun; a passive's owner presents it
    (
        "en",
        "Rebellions was founded in 2020. It launched its first product, Atom, in 2023.",
        {("rebellions", "announces", "rebellions-atom")},
    ),
    (
        "en",
        "Rebellions was founded in 2020. Its second chip, Rebel100, was unveiled in 2025.",
        {("rebellions", "announces", "rebel100")},
    ),
    (
        "es",
        "Cambricon presentó su principal producto, el MLU590.",
        {("cambricon", "announces", "mlu590")},
    ),
]

NOT_THIS = [
    # more of a measure than a year or a number is no rivalry
    (
        "es",
        "El MTT S4000 de Moore Threads ofrece más rendimiento que en 2023.",
        ("mtt-s4000", "competesWith", "moore-threads"),
    ),
    # a person who speaks is still no company
    (
        "es",
        "Jensen Huang afirma que su procesador Blackwell es más rápido que el MI300X de AMD.",
        ("jensen-huang", "develops", "blackwell"),
    ),
    # a rate with no model named is no use of one
    (
        "en",
        "Groq's LPU delivers 300 tokens per second, ten times Nvidia's H100.",
        ("groq", "uses", "h100"),
    ),
    # a company's own product tailored to a customer: the customer is no target of a chip
    (
        "en",
        "AWS designed Trainium2 for Anthropic, and Anthropic uses it.",
        ("trainium2", "targets", "anthropic"),
    ),
    # parts that a system's noun introduces are no examples of it
    (
        "en",
        "Dell announced a new server, including eight H200 GPUs, and sells the MI300X.",
        ("dell", "announces", "h200"),
    ),
    # the review's findings: companies compared by what they need or see are no rivals
    (
        "es",
        "Samsung necesita más memoria que Apple para sus chips Exynos.",
        ("samsung", "competesWith", "apple"),
    ),
    (
        "en",
        "Microsoft saw similar performance to Google after adopting Nvidia's GB200.",
        ("microsoft", "competesWith", "google"),
    ),
    # "compared with" before a model is no model run at the rate
    (
        "en",
        "Groq says its LPU delivers 500 tokens per second, compared with GPT-4 at 20 tokens per "
        "second.",
        ("gpt-4", "uses", "lpu"),
    ),
    # a price per million tokens is no rate
    (
        "en",
        "OpenAI charges $10 per million tokens for GPT-4o, while Groq delivers 300 tokens per "
        "second.",
        ("openai", "uses", "gpt-4o"),
    ),
    # a product that is no product of the class the verb's object names: no announcement
    (
        "en",
        "Nvidia said its first product, a gaming card, was unveiled in 1999, and AMD sells the "
        "MI300X.",
        ("nvidia", "announces", "mi300x"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
