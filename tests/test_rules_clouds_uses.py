"""Clouds, their customers' use and the names around them (forty-eighth session, from a
precision and recall audit of two read folders, unseen130 and unseen131; the sentences are our
own):

- a possessive before a chip named before a noun of its use ("Meta's H100 demand", "the
  company's GPU utilization", "Microsoft's GPU spending") says the owner uses the chip, not
  that it makes it (a maker's own chip stays its own: "Nvidia's Blackwell demand"; orders and
  demand are no use: a foundry has its customers' orders);
- "pulled out of", "backed out of" a deal, a partnership or a contract gives it up (not "until
  the end of the partnership", a time, nor "stock dropped ahead of the partnership");
- who a chip is rented from offers it ("rents H100 GPUs from Oracle");
- lending a product to someone ("lending its TPU capacity to Anthropic", "presta sus TPU a")
  hands it over as supplying does: the borrower uses it (not engineers or expertise);
- a relative clause with a copula describes the name it hangs on ("Crusoe, which is one of
  Nvidia's partners,"; not "X, whose top customer is one of AMD's rivals,");
- a group's noun that qualifies the subject of a verb with a named object ("an investor group
  including A and B agreed to acquire C") names a group acting on its own, not the investors of
  the company in focus (but "Investors including A and B joined the round" are, and so are
  the members of "its investor group", or of a group acting on the company in focus);
- chips offered with a network between machines ("H100 GPUs with InfiniBand networking") do not
  hold it (a link between chips they do: "H100 GPUs with NVLink");
- initials in brackets that spell lower-case words before them ("data parallelism (DP)") and
  a service's or a company's name of common words written in lower case ("optimized inference
  endpoints", "using vast data") name nothing; a product's in lower case still does ("Google's
  tensor processing units", "the model context protocol").
"""

from __future__ import annotations

from helpers import rule_tests, triples

CASES = [
    (
        "en",
        "Meta's H100 spending keeps rising, the analyst said.",
        {("meta", "uses", "h100")},
    ),
    (
        "en",
        "Microsoft's GPU spending doubled this year.",
        {("microsoft", "uses", "gpu")},
    ),
    (
        "en",
        "Lumora announced a new data center. Its CEO said the company's existing GPU utilization"
        " is almost full.",
        {("lumora", "uses", "gpu")},
    ),
    (
        "en",
        "Nvidia's Blackwell demand keeps rising.",
        {("nvidia", "develops", "blackwell")},
    ),
    (
        "en",
        "Google is now lending its TPU capacity to Anthropic and Apple.",
        {("anthropic", "uses", "tpu"), ("apple", "uses", "tpu")},
    ),
    (
        "es",
        "Google presta sus TPU a Anthropic.",
        {("anthropic", "uses", "tpu")},
    ),
    (
        "en",
        "Crusoe, which is one of Nvidia's closest partners, plans to go public.",
        {("crusoe", "partnersWith", "nvidia")},
    ),
    (
        "en",
        "Cerebras raised $1 billion. Investors including BlackRock and Fidelity joined the round.",
        {("blackrock", "investsIn", "cerebras"), ("fidelity", "investsIn", "cerebras")},
    ),
    (
        "en",
        "Cerebras raised $1 billion. An investor group including BlackRock and Fidelity agreed to"
        " acquire Lumen Technologies.",
        {
            ("blackrock", "acquires", "lumen-technologies"),
            ("fidelity", "acquires", "lumen-technologies"),
        },
    ),
    (
        "en",
        "The AWS Neuron runtime supports data parallelism (DP) on Trainium chips.",
        {("neuron-sdk", "targets", "trainium")},
    ),
    (
        "en",
        "Google's tensor processing units run Gemini.",
        {("google", "develops", "tpu")},
    ),
    (
        "en",
        "Microsoft rents H100 GPUs from Oracle for its Bing workloads.",
        {("oracle", "offers", "h100"), ("microsoft", "uses", "h100")},
    ),
    (
        "en",
        "OpenAI adopted the model context protocol from Anthropic.",
        {("openai", "uses", "model-context-protocol")},
    ),
    (
        "en",
        "The H100 GPUs with NVLink interconnect deliver 900GB/s of bandwidth.",
        {("h100", "uses", "nvlink")},
    ),
    (
        "en",
        "Cerebras raised $1.1 billion. Its investor group, including Fidelity and Tiger Global,"
        " valued Cerebras at $8 billion.",
        {("fidelity", "investsIn", "cerebras"), ("tiger-global", "investsIn", "cerebras")},
    ),
    (
        "en",
        "Anthropic raised $13 billion. An investor group including Nvidia and Microsoft also"
        " signed a compute deal with Anthropic.",
        {("nvidia", "investsIn", "anthropic"), ("microsoft", "investsIn", "anthropic")},
    ),
]

NOT_THIS = [
    (
        "en",
        "Lumora has pulled out of a major deal with Oracle, and Lumora signed a contract with"
        " Intel.",
        ("lumora", "partnersWith", "oracle"),
    ),
    (
        "en",
        "Microsoft backed out of a partnership with OpenAI and signed a deal with AMD.",
        ("microsoft", "partnersWith", "openai"),
    ),
    (
        "en",
        "Cerebras raised $1 billion. An investor group including BlackRock and Fidelity agreed to"
        " acquire Lumen Technologies.",
        ("blackrock", "investsIn", "cerebras"),
    ),
    (
        "en",
        "Vexa gives teams access to bare-metal NVIDIA H100, H200, GB200, and GB300 GPUs with"
        " InfiniBand networking.",
        ("h100", "uses", "infiniband"),
    ),
    (
        "en",
        "Models go to production via Lambda's optimized inference endpoints, and Lambda signed a"
        " deal with Intel.",
        ("lambda", "operates", "inference-endpoints"),
    ),
    (
        "en",
        "Lumora announced a new data center. Its CEO said the company's existing GPU utilization"
        " is almost full.",
        ("lumora", "develops", "gpu"),
    ),
]

CASES += [
    # a time's "end" ends nothing; a share price that drops gives up no deal
    (
        "en",
        "Until the end of the partnership with Microsoft in 2030, OpenAI will use Azure.",
        {("openai", "partnersWith", "microsoft")},
    ),
    (
        "es",
        "Hasta el fin del contrato con AWS, Anthropic usará Trainium.",
        {("anthropic", "partnersWith", "aws")},
    ),
    (
        "en",
        "Samsung stock dropped ahead of the partnership with Nvidia.",
        {("samsung", "partnersWith", "nvidia")},
    ),
    # a NIC's chips hold the networks they support
    (
        "en",
        "Nvidia's ConnectX-8 SuperNIC chips with InfiniBand and Spectrum-X support ship this year.",
        {("connectx8", "uses", "infiniband")},
    ),
]

NOT_THIS += [
    (
        "en",
        "Google lent several TPU researchers to Anthropic.",
        ("anthropic", "uses", "tpu"),
    ),
    (
        "en",
        "Vast Data's GPU utilization software helps xAI run Colossus.",
        ("vast-data", "uses", "gpu"),
    ),
    (
        "en",
        "Nvidia lent its Blackwell engineers to OpenAI.",
        ("openai", "uses", "blackwell"),
    ),
    (
        "es",
        "Nvidia prestó a sus ingenieros de CUDA a Mistral.",
        ("mistral", "uses", "cuda"),
    ),
    (
        "en",
        "SK Hynix, whose top customer is one of AMD's competitors, signed a deal with Intel.",
        ("sk-hynix", "competesWith", "amd"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)


def test_orders_are_no_use() -> None:
    # a foundry has its customers' orders; a cancelled order is no use either
    assert not triples("TSMC said its Blackwell orders remain strong through next year.", "en")
    assert not triples("Tencent cancelled its H20 orders after the ban.", "en")


def test_initials_of_lower_case_words_name_nothing() -> None:
    found = triples(
        "NeMo Megatron for Trainium supports tensor parallelism (TP) and pipeline parallelism"
        " (PP).",
        "en",
    )
    assert ("nemo-megatron", "targets", "trainium") in found
    assert not {s for s, _, _ in found} & {"tp", "pp"}
