"""Co-investors, brands, kinds and counts (fifty-eighth session, from reading unseen150, AI in
retail, logistics, food and agriculture, unseen117, power, cooling and energy for AI, and
unseen109, AI in health care and pharma; the sentences are our own):

- "invested in X alongside Y", "along with Y", "junto a Y", "alongside existing investors
  such as Y and Z": the companies named beside an investor invest in what it does (and are no
  investors of the investor); not a name that qualifies a noun ("alongside its Azure
  partnership", "alongside Microsoft's deal with OpenAI"; but "alongside Google's investment")
  nor a clause of its own ("while Nvidia works alongside Microsoft", "and, together with
  Microsoft, launched"), and a denied investment is denied for them too;
- retailers, restaurant chains and logistics companies are in the gazetteer, the brands whose
  name ends in "'s" too ("Wendy's has been a Google Cloud partner": Wendy's, not "Wendy");
  "Helion" alone is no fusion company (a PyTorch kernel language has the name too); King's
  College London is one name, not "King"; a name's number before "billion" is a model's size
  ("Llama 3 405 billion parameter model" is Llama 3); "CVE" names no one;
- "una especie de ChatGPT", "a kind of ChatGPT": a name for a kind like it, not the product (but
  "a kind of Nvidia GPU server": the name qualifies the kind's noun);
- "capacity now exceeds 3,500 of Nvidia's GPUs": a count a verb of beating takes after a
  measure's noun is no rival's (but "Groq's LPU outperformed two of Nvidia's GPUs" and
  "competir con DLSS 4 y XeSS 1.3" still name rivals);
- "Nvidia shipped some 6 million Blackwell GPUs", "rolled out 1.4 million Trainium chips": a
  verb of launching with a count of its object tells of a volume, no launch (but "shipped its
  first Blackwell GPUs", "announced at its Innovation 2023 event" still launch, and so do a
  price, "the $3,000 Project Digits", and another noun's count, "its 235 billion parameter Qwen3
  model").
"""

from __future__ import annotations

import pytest
from helpers import rule_tests, triples

CASES = [
    (
        "en",
        "Walmart has made investments in Vorlak Robotics, a publicly traded company, alongside"
        " SoftBank, the Japanese investor.",
        {("walmart", "investsIn", "vorlak-robotics"), ("softbank", "investsIn", "vorlak-robotics")},
    ),
    (
        "en",
        "Samsung has invested in the chip designer Tenstorrent along with Hyundai and LG"
        " Electronics, according to the filing.",
        {("hyundai", "investsIn", "tenstorrent"), ("lg-electronics", "investsIn", "tenstorrent")},
    ),
    (
        "en",
        "Nvidia invested in Figure AI last year alongside existing investors such as Intel"
        " Capital and Microsoft, the company said.",
        {("intel-capital", "investsIn", "figure-ai"), ("microsoft", "investsIn", "figure-ai")},
    ),
    (
        "es",
        "Nvidia invirtió en la startup francesa Lumvra junto a otros inversores como Microsoft y"
        " Salesforce, según fuentes del sector.",
        {("microsoft", "investsIn", "lumvra"), ("salesforce", "investsIn", "lumvra")},
    ),
    (
        "es",
        "Cisco entró como inversor estratégico en Tarsel junto con Fidelity, según la compañía.",
        {("fidelity", "investsIn", "tarsel")},
    ),
    (
        "en",
        "Wendy's has been a Google Cloud partner since 2021, the restaurant chain said.",
        {("wendys", "partnersWith", "google-cloud")},
    ),
    (
        "en",
        "McDonald’s tapped Google Cloud to bring analytics to thousands of its restaurants, the"
        " two companies announced Wednesday.",
        {("mcdonalds", "uses", "google-cloud")},
    ),
    (
        "es",
        "Para lograrlo, Kroger recurrió a Google Cloud a fines de 2023 para analizar datos en sus"
        " tiendas.",
        {("kroger", "uses", "google-cloud")},
    ),
    (
        "en",
        "Nvidia said in 2018 that it collaborated with King's College London to create the MONAI"
        " platform.",
        {("nvidia", "partnersWith", "kings-college-london")},
    ),
    (
        "es",
        "Con las Radeon RX 9000 en camino, es probable que FSR 4 se anuncie junto a ellas,"
        " buscando competir con DLSS 4 y XeSS 1.3.",
        {("fsr4", "competesWith", "dlss4")},
    ),
    (
        "en",
        "Amazon invested in Anthropic alongside Google's investment in the startup.",
        {("google", "investsIn", "anthropic")},
    ),
    (
        "en",
        "Dell sells a kind of Nvidia GPU server called the PowerEdge XE9680.",
        {("nvidia", "develops", "gpu")},
    ),
    (
        "en",
        "Groq's LPU outperformed two of Nvidia's GPUs in the benchmark, the company said.",
        {("lpu", "competesWith", "gpu")},
    ),
    (
        "en",
        "Meta trained its Llama 3 405 billion parameter model on a cluster of 16,384 Nvidia H100"
        " GPUs.",
        {("llama-3", "uses", "h100"), ("meta", "develops", "llama-3")},
    ),
    (
        "en",
        "Nvidia shipped its first Blackwell GPUs to customers in the fourth quarter, the company"
        " said.",
        {("nvidia", "announces", "blackwell")},
    ),
    (
        "en",
        "Intel announced at its Innovation 2023 event the 14th generation Meteor Lake processor"
        " series.",
        {("intel", "announces", "meteor-lake")},
    ),
    (
        "en",
        "Alibaba released its 235 billion parameter Qwen3 model on Tuesday.",
        {("alibaba", "announces", "qwen3")},
    ),
    (
        "en",
        "Nvidia unveiled the $3,000 Project Digits supercomputer at CES.",
        {("nvidia", "announces", "dgx-spark")},
    ),
]

NOT_THIS = [
    (
        "en",
        "Nvidia invested in Figure AI last year alongside existing investors such as Intel"
        " Capital and Microsoft, the company said.",
        ("intel-capital", "investsIn", "nvidia"),
    ),
    (
        "en",
        "Microsoft invested $10 billion in OpenAI alongside its Azure partnership with the"
        " startup, the report said.",
        ("azure", "investsIn", "openai"),
    ),
    (
        "es",
        "Intel invirtió en la startup Lumvra, mientras Nvidia trabaja junto a Microsoft en nuevos"
        " chips.",
        ("microsoft", "investsIn", "lumvra"),
    ),
    (
        "en",
        "Wendy's has been a Google Cloud partner since 2021, the restaurant chain said.",
        ("wendy", "partnersWith", "google-cloud"),
    ),
    (
        "es",
        "La startup Kovrel usará Llama para desarrollar una especie de ChatGPT para médicos de"
        " familia.",
        ("kovrel", "develops", "chatgpt"),
    ),
    (
        "en",
        "The startup Vorlak is using Llama to build a kind of ChatGPT for lawyers, its founder"
        " said.",
        ("vorlak", "develops", "chatgpt"),
    ),
    (
        "en",
        "Roche's total AI computing capacity now exceeds 3,500 of Nvidia's latest Blackwell GPUs,"
        " the drugmaker said.",
        ("roche", "competesWith", "nvidia"),
    ),
    (
        "en",
        "Nvidia said in 2018 that it collaborated with King's College London to create the MONAI"
        " platform.",
        ("nvidia", "partnersWith", "king"),
    ),
    (
        "en",
        "Nvidia invested in Mistral AI and, together with Microsoft, launched a new model.",
        ("microsoft", "investsIn", "mistral"),
    ),
    (
        "en",
        "Nvidia invested in Mistral AI, alongside Microsoft's $1 billion deal with OpenAI.",
        ("microsoft", "investsIn", "mistral"),
    ),
    (
        "en",
        "The August 4, 2025 CVE disclosure revealed critical vulnerabilities in Nvidia's Triton"
        " Inference Server.",
        ("cve", "announces", "triton-inference-server"),
    ),
    (
        "en",
        "Nvidia shipped some 6 million current-generation Blackwell GPUs over the past year, the"
        " company said.",
        ("nvidia", "announces", "blackwell"),
    ),
    (
        "en",
        "Amazon has rolled out 1.4 million Trainium chips across all generations, the company"
        " said.",
        ("amazon", "announces", "trainium"),
    ),
    (
        "en",
        "STMicro has a quarter of the microcontroller market, shipping between five and 10"
        " million STM32 MCUs every day.",
        ("stmicroelectronics", "announces", "stm32"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Microsoft did not invest in xAI alongside Nvidia, the company said."),
        ("es", "Nvidia no invirtió en xAI junto a AMD, según la compañía."),
    ],
)
def test_a_denied_investment_has_no_coinvestors(lang, text):
    assert not any(p == "investsIn" for _, p, _ in triples(text, lang))


def test_helion_alone_is_no_fusion_company():
    found = triples("Meta built Helion, a kernel language on top of Triton, for PyTorch.", "en")
    assert not any("helion-energy" in (s, o) for s, _, o in found), found
