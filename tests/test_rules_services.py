"""Services, suppliers' goods and the names around them (fiftieth session, from a precision and
recall audit of two read folders, unseen107 and unseen135; the sentences are our own):

- a purpose after a partnership whose object the partner makes is the other party's ("an
  alliance with Anthropic to integrate Claude": the one allied with Anthropic uses Claude);
- companies that partner with others named by a bare plural ("have been partnering with AI
  startups") are not partners of one another, nor those that work on their own things ("are
  working on their 2 nm chips"); those that collaborate on them still are;
- a gerund that tells what the main clause brings about ("..., creating demand for chips")
  makes nothing the subjects make together;
- names an alliance noun joins ("la alianza entre A y B") are no rivals in a race the clause
  names, and names set beside a class's members ("una de las empresas que ..., junto con A y
  B") are no partners;
- a possessive owns the names of its list up to "other" ("AMD's MI350 and other GPU
  accelerators" are not all AMD's);
- a name no one knows as a company that qualifies a product's class noun ("buying ASML's
  High-NA EUV lithography machines") is goods bought, no company acquired;
- a news outlet cited ("according to MIT Technology Review") is no entity; "JV" is a class noun
  of a company ("a JV called Corvia");
- a name in a subordinate clause's prepositional phrase before a comma is no name the next
  clause's subject describes ("via Microsoft's Azure OpenAI Service, Kestrel's collaboration");
- a bare noun right before "vs" ("all that PC vs Xbox talk") is what is compared: the company
  in focus is not (it still is in "ganó cuota frente a Intel"); "vs" in a court case is no
  rivalry;
- rivalry phrases: "X vs Y", "close the gap with", "catch up with", "cerrar la brecha con";
- a name with ".AI" glued on ("Character.AI") is one token, not a sentence's end.
"""

from __future__ import annotations

import pytest
from helpers import rule_tests, triples

from hwkg.ingest.pipeline import load_pipeline

CASES = [
    (
        "es",
        "Lumora firmó una alianza con Anthropic para integrar el asistente Claude en sus"
        " servicios.",
        {("lumora", "uses", "claude"), ("lumora", "partnersWith", "anthropic")},
    ),
    (
        "en",
        "Vextra signed a deal with Nvidia to deploy Blackwell GPUs across its data centers.",
        {("vextra", "uses", "blackwell")},
    ),
    (
        "en",
        "OpenAI committed $1.5 billion to a JV called Corvia.",
        {("openai", "investsIn", "corvia")},
    ),
    (
        "en",
        "Huawei is aiming to close the gap with Nvidia in AI accelerators.",
        {("huawei", "competesWith", "nvidia")},
    ),
    (
        "es",
        "Samsung intenta cerrar la brecha con TSMC en la fabricación de chips.",
        {("samsung", "competesWith", "tsmc")},
    ),
    (
        "en",
        "AMD is catching up with Nvidia in data-center GPUs.",
        {("amd", "competesWith", "nvidia")},
    ),
    ("es", "Canon vs ASML: la batalla de la litografía", {("canon", "competesWith", "asml")}),
    ("en", "Google invested in Character.AI last year.", {("google", "investsIn", "character-ai")}),
    # what the readings above must leave alone
    (
        "en",
        "Samsung and SK Hynix compete with new products in the HBM market.",
        {("samsung", "competesWith", "sk-hynix")},
    ),
    (
        "en",
        "The chips that Samsung will make together with Tesla arrive in 2027.",
        {("samsung", "partnersWith", "tesla")},
    ),
    (
        "en",
        "Amazon and Anthropic are spending billions on compute, building a new supercomputer in"
        " Indiana.",
        {("amazon", "partnersWith", "anthropic")},
    ),
    (
        "en",
        "Zhaoxin's KX-7000 and more powerful KX-8000 chips target PCs.",
        {("zhaoxin", "develops", "kx8000")},
    ),
    ("en", "HPE acquired Morpheus Data software in 2024.", {("hpe", "acquires", "morpheus-data")}),
    (
        "en",
        "A deal with Nvidia could help Intel close the gap with TSMC.",
        {("intel", "competesWith", "tsmc")},
    ),
    (
        "en",
        "Microsoft and Meta have been working on a new open rack design for AI data centers.",
        {("microsoft", "partnersWith", "meta")},
    ),
    (
        "en",
        "AMD and Nvidia compete fiercely on their AI accelerators.",
        {("amd", "competesWith", "nvidia")},
    ),
    (
        "en",
        "Samsung and Google are collaborating on their new foldable phones.",
        {("samsung", "partnersWith", "google")},
    ),
    (
        "en",
        "Nvidia and Microsoft partnered with a startup to build a supercomputer.",
        {("nvidia", "partnersWith", "microsoft")},
    ),
    (
        "en",
        "AMD reported results. It gained share versus Intel in servers.",
        {("amd", "competesWith", "intel")},
    ),
    (
        "es",
        "Nvidia es una de las empresas que desarrollaron el sistema junto con Foxconn.",
        {("nvidia", "partnersWith", "foxconn")},
    ),
    (
        "es",
        "Microsoft amplió su acuerdo, incluyendo el despliegue de modelos en colaboración con"
        " OpenAI.",
        {("microsoft", "partnersWith", "openai")},
    ),
]

NOT_THIS = [
    (
        "en",
        "Tata, Infosys and Wipro have been partnering with AI startups for years. Wipro uses"
        " Nvidia's Blackwell GPUs.",
        ("infosys", "partnersWith", "wipro"),
    ),
    (
        "en",
        "OpenAI, Google and Meta are expanding their server farms, creating demand for Nvidia's"
        " Blackwell chips.",
        ("openai", "partnersWith", "google"),
    ),
    (
        "es",
        "La alianza entre Cognizant y Google Cloud marca un salto en la carrera por la IA.",
        ("cognizant", "competesWith", "google-cloud"),
    ),
    (
        "es",
        "Globant es una de las empresas que más exportan servicios, junto con Accenture y Mercado"
        " Libre. Globant usa Gemini.",
        ("globant", "partnersWith", "accenture"),
    ),
    (
        "en",
        "The memory will be used with Nvidia's Blackwell and AMD's MI350 and other GPU"
        " accelerators.",
        ("amd", "develops", "gpu"),
    ),
    (
        "en",
        "Intel spent billions buying ASML's High-NA EUV lithography machines. Intel also uses"
        " Nvidia's H100 GPUs.",
        ("intel", "acquires", "high-na-euv"),
    ),
    (
        "en",
        "According to MIT Technology Review, the tool is faster than Nvidia's H100.",
        ("mit", "develops", "technology-review"),
    ),
    (
        "en",
        "While most firms reach its models via Microsoft's Azure OpenAI Service, Kestrel's direct"
        " collaboration gives it access to OpenAI's models.",
        ("kestrel", "operates", "azure-openai"),
    ),
    (
        "en",
        "AMD unveiled its new MI400 accelerator on Tuesday. The PC versus Nvidia debate is heating"
        " up.",
        ("amd", "competesWith", "nvidia"),
    ),
]

NOT_THIS += [
    (
        "en",
        "Amazon expanded its partnership with Anthropic to train future Claude models on"
        " Trainium2.",
        ("amazon", "uses", "trainium2"),
    ),
    (
        "en",
        "TSMC is expanding CoWoS capacity to catch up with Nvidia's demand.",
        ("tsmc", "competesWith", "nvidia"),
    ),
    (
        "en",
        "A deal with Nvidia could help Intel close the gap with TSMC.",
        ("nvidia", "competesWith", "tsmc"),
    ),
    (
        "en",
        "Qualcomm vs Arm: jury clears Qualcomm of breaching its license. Qualcomm develops the"
        " Oryon CPU.",
        ("qualcomm", "competesWith", "arm"),
    ),
    (
        "en",
        "Major players like Apple, Intel, Nvidia and AMD are already working on their 2 nm chips."
        " Nvidia develops the Blackwell GPU.",
        ("apple", "partnersWith", "intel"),
    ),
    (
        "es",
        "SoftBank ha lanzado varias iniciativas, incluida la colosal inversión en el proyecto"
        " Stargate, en colaboración con OpenAI y Oracle.",
        ("stargate", "partnersWith", "openai"),
    ),
]

NOT_THIS += [
    (
        "en",
        "Arm vs Qualcomm: the legal battle over Nuvia licenses heads to appeal. Qualcomm develops"
        " the Oryon CPU.",
        ("arm", "competesWith", "qualcomm"),
    ),
    (
        "en",
        "Dell announced a partnership with Nvidia to deploy Blackwell GPUs for xAI.",
        ("dell", "uses", "blackwell"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)


@pytest.mark.parametrize(
    "text",
    [
        "Microsoft will buy more GPUs from Nvidia.AI spending keeps rising.",
        "Revenue rose strongly in Taiwan.AI chipmakers invested in Mistral last year.",
    ],
)
def test_a_known_name_or_a_place_before_dot_ai_ends_its_sentence(text: str) -> None:
    doc = load_pipeline("en")(text)
    assert not any(t.text.endswith(".AI") for t in doc)
    assert len(list(doc.sents)) == 2


def test_partners_with_each_other_still_are() -> None:
    found = triples("Intel and Samsung partnered with each other on the chip.", "en")
    assert ("intel", "partnersWith", "samsung") in found


def test_a_partnership_purpose_with_no_partner_product_stays_the_pairs() -> None:
    found = triples("Oracle anunció un acuerdo con OpenAI para desplegar GPU de AMD.", "es")
    assert ("oracle", "partnersWith", "openai") in found
    assert not {t for t in found if t[1] == "uses"}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_dot_ai_name_is_one_token(lang: str) -> None:
    doc = load_pipeline(lang)("Google licensed Character.AI technology and Digital Suppl.AI too.")
    assert {"Character.AI", "Suppl.AI"} <= {t.text for t in doc}
    assert len(list(doc.sents)) == 1
