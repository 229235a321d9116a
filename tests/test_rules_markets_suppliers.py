"""Suppliers, spending and the names around them (forty-ninth session, from a precision and
recall audit of two read folders, unseen132 and unseen133, and a per-rule audit of the read
folders; the sentences are our own):

- a supplier noun names another party: "the main supplier of Nvidia signed a deal with OpenAI"
  is not Nvidia acting, and a company's supplier named as such ("Arvex, a key supplier to
  Nvidia", "Nvidia supplier Arvex", "el principal proveedor de Nvidia, Arvex") is its partner,
  as a company's customer is (not a former one, one wished for, one a verb puts in the role:
  "replaced Samsung as the main supplier", nor a supplier of a product or of another's
  clients);
- chips a verb takes with their brand after them ("adquiere chips Nvidia") buy no company;
- a name glued to "-based" fills the participle's preposition ("a Kubernetes-based architecture
  on EKS" is not Kubernetes on EKS);
- money committed or invested in a cloud platform pays for its use ("committed $4 billion to
  AWS": a customer), not a stake (and a company's money in its own cloud is neither);
- a company that discloses something acts ("Alibaba Cloud has disclosed", so "the company"
  after it is Alibaba Cloud, not a brand named between);
- a class of products after a possessive ("its GPUs", "sus propios chips") is an unnamed product
  of the owner: no rival of a named one;
- the customer of a company's business ("the main customer of Broadcom's ASIC business") is the
  company's;
- more than three companies acting together (a consortium's founders) are the first-named with
  each other one, not every pair;
- a company's production of a product in Spanish ("su producción de HBM") says it makes it;
- two names the gazetteer does not know, one of them untyped, are no partners ("eight working
  groups: Physical Layer, Link Layer, ..., Performance and Debug"); two a cue types still are.
"""

from __future__ import annotations

from helpers import rule_tests, triples

CASES = [
    (
        "en",
        "Arvex is a key supplier to Nvidia, the analyst said.",
        {("arvex", "partnersWith", "nvidia")},
    ),
    (
        "en",
        "Nvidia supplier Arvex reported record profits on Tuesday.",
        {("arvex", "partnersWith", "nvidia")},
    ),
    (
        "es",
        "El principal proveedor de Intel, Samsung, registró ganancias récord en el trimestre.",
        {("samsung", "partnersWith", "intel")},
    ),
    (
        "es",
        "Arvex, el mayor proveedor de AMD, amplió su fábrica en Corea.",
        {("arvex", "partnersWith", "amd")},
    ),
    (
        "en",
        "Snap committed $2 billion to Google Cloud over five years.",
        {("snap", "uses", "google-cloud")},
    ),
    (
        "en",
        "Alibaba Cloud has disclosed a scheduler that needs fewer Nvidia GPUs, a result the"
        " company reached after months of tests in its own Model Studio marketplace.",
        {("alibaba-cloud", "operates", "alibaba-cloud-model-studio")},
    ),
    (
        "en",
        "Meta is the largest customer of Broadcom's custom chip business.",
        {("meta", "partnersWith", "broadcom")},
    ),
    (
        "es",
        "Samsung acelera su producción de HBM4 en Pyeongtaek.",
        {("samsung", "develops", "hbm4")},
    ),
    (
        "es",
        "Micron dijo que toda su producción de HBM para el año que viene ya está vendida.",
        {("micron", "develops", "hbm")},
    ),
    (
        "en",
        "Orange, Iliad, Bull, Capgemini, EDF and Mistral announced the creation of a consortium to"
        " build an AI factory.",
        {("orange", "partnersWith", "mistral"), ("orange", "partnersWith", "capgemini")},
    ),
]

NOT_THIS = [
    (
        "en",
        "The main supplier of Nvidia signed a deal with OpenAI, which trains its models on Nvidia's"
        " H100 GPUs.",
        ("nvidia", "partnersWith", "openai"),
    ),
    (
        "es",
        "El principal proveedor de AMD firmó un acuerdo con OpenAI, que entrena sus modelos en las"
        " GPU H100 de Nvidia.",
        ("amd", "partnersWith", "openai"),
    ),
    (
        "es",
        "Tencent adquiere chips Nvidia y compró la startup Lumora.",
        ("tencent", "acquires", "nvidia"),
    ),
    (
        "en",
        "Pinterest is moving its AI stack to a Kubernetes-based architecture on Amazon EKS, which"
        " it runs on AWS Trainium.",
        ("kubernetes", "targets", "amazon-eks"),
    ),
    (
        "en",
        "Pinterest committed $4 billion to AWS through 2031, using Trainium for training.",
        ("pinterest", "investsIn", "aws"),
    ),
    (
        "en",
        "Amazon will invest $100 billion in AWS this year, and OpenAI committed $38 billion to"
        " AWS.",
        ("amazon", "uses", "aws"),
    ),
    (
        "en",
        "Alibaba Cloud has disclosed a scheduler that needs fewer Nvidia GPUs, a result the"
        " company reached after months of tests in its own Model Studio marketplace.",
        ("nvidia", "operates", "alibaba-cloud-model-studio"),
    ),
    (
        "en",
        "Nvidia supplier Foxconn and Apple supplier Pegatron both reported record sales.",
        ("apple", "partnersWith", "nvidia"),
    ),
    (
        "en",
        "Intel replaced Samsung as the main supplier to Apple, and Apple will use Intel's Gaudi 3"
        " chips.",
        ("samsung", "partnersWith", "apple"),
    ),
    (
        "en",
        "Arvex, a supplier to Nvidia's Chinese clients, also sells Huawei's Ascend chips.",
        ("arvex", "partnersWith", "nvidia"),
    ),
    (
        "en",
        "ByteDance hopes to make its GPUs faster than Nvidia's H20 and will use TSMC's N4 process.",
        ("gpu", "competesWith", "h20"),
    ),
    (
        "es",
        "Tencent quiere que sus propios chips sean más rápidos que la H20 de Nvidia.",
        ("gpu", "competesWith", "h20"),
    ),
    (
        "en",
        "Meta is the largest customer of Broadcom's custom ASIC business, which also serves"
        " Google.",
        ("meta", "uses", "asic"),
    ),
    (
        "en",
        "Orange, Iliad, Bull, Capgemini, EDF and Mistral announced the creation of a consortium to"
        " build an AI factory.",
        ("bull", "partnersWith", "capgemini"),
    ),
    (
        "es",
        "TSMC inició la producción de los chips Blackwell de Nvidia en Arizona.",
        ("tsmc", "develops", "blackwell"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)


def test_a_former_supplier_is_no_partner() -> None:
    found = triples("Former Apple supplier Arvex said it will build AI servers with Nvidia.", "en")
    assert ("arvex", "partnersWith", "apple") not in found


def test_a_supplier_of_a_product_is_read_as_such() -> None:
    found = triples("Arvex became a supplier of HBM3E memory to Nvidia.", "en")
    assert ("nvidia", "uses", "hbm3e") in found
    assert ("arvex", "partnersWith", "nvidia") not in found


def test_a_wished_supplier_is_no_partner() -> None:
    assert ("foxconn", "partnersWith", "tesla") not in triples(
        "Foxconn wants to be a supplier to Tesla, its chairman said.", "en"
    )
    assert ("qualcomm", "partnersWith", "apple") not in triples(
        "Qualcomm would like to be the supplier to Apple again.", "en"
    )
    assert ("samsung", "partnersWith", "nvidia") not in triples(
        "Samsung quiere ser proveedor de Nvidia.", "es"
    )
    assert ("intel", "partnersWith", "nvidia") not in triples(
        "Nvidia quiere que Intel sea proveedor de Nvidia en el futuro.", "es"
    )
    assert ("intel", "partnersWith", "apple") not in triples(
        "Intel dejó de ser proveedor de Apple cuando lanzó el M1.", "es"
    )


def test_up_to_five_together_are_each_others_partners() -> None:
    found = triples(
        "Intel, AMD, Arm and Samsung announced a partnership to build a new standard.", "en"
    )
    assert {
        ("intel", "partnersWith", "amd"),
        ("amd", "partnersWith", "arm"),
        ("arm", "partnersWith", "samsung"),
    } <= found


def test_a_supplier_noun_heading_a_name_acts() -> None:
    found = triples(
        "El proveedor de infraestructura de IA CoreWeave firmó un acuerdo con Meta.", "es"
    )
    assert ("coreweave", "partnersWith", "meta") in found


def test_names_nothing_knows_are_no_partners() -> None:
    found = triples(
        "Some 700 experts work in its eight working groups: Physical Layer, Link Layer, Storage,"
        " Compliance, Management, Performance and Debug.",
        "en",
    )
    assert not {t for t in found if t[1] == "partnersWith"}


def test_startups_a_cue_types_are_partners() -> None:
    found = triples("La startup Arvex firmó una alianza con la startup Lumora.", "es")
    assert ("arvex", "partnersWith", "lumora") in found
