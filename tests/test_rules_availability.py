"""Where a model is on offer, and whose a participle is (forty-second session, from the recall
and precision audits on text of our own and the read folder unseen112): an adjective of
availability on a noun that restates a name puts the name on offer where its preposition says
("Qwen3-Coder, an open model available on Hugging Face", "un modelo de código abierto
disponible en"), every platform of a known class in the list offers it; a model released or
published on a platform is offered there ("Meta released Llama 4 on Hugging Face"), a model
launched on someone's hardware is not; a participle on a noun is said of the name the noun
restates before a comma ("lanzó gpt-oss, sus primeros modelos ..., entrenados en"), never of
a name another preposition brings into the noun's phrase ("como alternativa a GPT-4"); a
relative clause whose own subject the parser found after its verb does not take the main
clause's ("Oracle ofrece su nube a clientes que usan GPU": the customers use them), and a
pronoun the parser took for the subject of a verb whose subject follows it is its object ("el
GB300, que usan Microsoft y Meta"); a model's speed on a chip says it runs there ("achieves
competitive performance on MI300X GPUs", "alcanza 50 tokens por segundo en"); a model added or
brought to a cloud is offered there ("AWS added Llama 4 to Amazon Bedrock"); a dotted version
ends a model's name ("su modelo AX 4.0"); what a company's facility is built on, the company
uses ("Telenor's AI factory, built on Nvidia Blackwell systems"); a name inside a relative
clause the parser closed with commas of its own is not what follows it. Each
new rule's case fails at dd06446; the cases beside them guard what it must not take away. The
sentences are our own.
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    (
        "en",
        "Alibaba released Qwen3-Coder, an open model available on Hugging Face and Amazon Bedrock.",
        {("hugging-face", "offers", "qwen3-coder"), ("amazon-bedrock", "offers", "qwen3-coder")},
    ),
    (
        "es",
        "Alibaba lanzó Qwen3-Coder, un modelo de código abierto disponible en Hugging Face, "
        "ModelScope y Amazon Bedrock.",
        {("hugging-face", "offers", "qwen3-coder"), ("amazon-bedrock", "offers", "qwen3-coder")},
    ),
    (
        "en",
        "Meta released Llama 4 on Hugging Face, two days after DeepSeek shipped its new model.",
        {("hugging-face", "offers", "llama-4"), ("meta", "announces", "llama-4")},
    ),
    # a relative clause whose subject comes after its verb; a complement clause's "que"
    (
        "es",
        "Nvidia dijo en septiembre que comprará Arm por 40.000 millones de dólares.",
        {("nvidia", "acquires", "arm")},
    ),
    (
        "en",
        "OpenAI released gpt-oss, its first open-weight models since GPT-2, trained on Nvidia "
        "H100 GPUs.",
        {("gpt-oss", "uses", "h100")},
    ),
    # a model's speed on a chip is said of the chip it runs on
    (
        "en",
        "The post explains how DeepSeek-R1 achieves competitive performance on AMD Instinct "
        "MI300X GPUs.",
        {("deepseek-r1", "uses", "mi300x")},
    ),
    (
        "es",
        "Gemma 3 alcanza 50 tokens por segundo en una GPU RTX 4090 de Nvidia.",
        {("gemma3", "uses", "rtx-4090")},
    ),
    # a relative clause's subject after its verb, the pronoun its object
    (
        "es",
        "Nvidia presentó el GB300, que usan Microsoft y Meta en sus centros de datos.",
        {("microsoft", "uses", "gb300"), ("meta", "uses", "gb300")},
    ),
    ("es", "Trainium es el chip que usa Anthropic.", {("anthropic", "uses", "trainium")}),
    (
        "en",
        "Google's Gemma 3 is available on Vertex AI, Google AI Studio and Kaggle.",
        {("kaggle", "offers", "gemma3"), ("vertex-ai", "offers", "gemma3")},
    ),
    (
        "en",
        "Microsoft launched Phi-3 on Azure, Hugging Face and Ollama.",
        {("azure", "offers", "phi-3"), ("hugging-face", "offers", "phi-3")},
    ),
    (
        "en",
        "DeepSeek published R1 on the Hugging Face platform.",
        {("hugging-face", "offers", "deepseek-r1")},
    ),
    (
        "es",
        "Amazon, que respalda Anthropic con 8.000 millones, diseña Trainium.",
        {("amazon", "investsIn", "anthropic")},
    ),
    # added or brought to a platform, offered there; a model's version ends its name
    (
        "en",
        "AWS added Llama 4 to Amazon Bedrock on Saturday.",
        {("amazon-bedrock", "offers", "llama-4")},
    ),
    (
        "en",
        "AMD brings its MI300X accelerators to Microsoft Azure.",
        {("azure", "offers", "mi300x")},
    ),
    (
        "es",
        "SK Telecom lanzó su modelo AX 4.0, basado en el código abierto Qwen 2.5 de Alibaba.",
        {("sk-telecom", "announces", "ax4-0")},
    ),
    # what a company's facility is built on, the company uses
    (
        "en",
        "Telenor's AI factory in Oslo, built on Nvidia Blackwell systems, will offer sovereign "
        "capacity.",
        {("telenor", "uses", "blackwell")},
    ),
    # a plain predicate still works
    ("en", "Qwen3 is now available on Hugging Face.", {("hugging-face", "offers", "qwen3")}),
    # the name a noun restates before a comma is trained, not the name in its phrase
    (
        "es",
        "OpenAI lanzó gpt-oss, sus primeros modelos de pesos abiertos desde GPT-2, entrenados "
        "en GPU H100 de Nvidia.",
        {("gpt-oss", "uses", "h100")},
    ),
]

NOT_THIS = [
    (
        "es",
        "OpenAI lanzó gpt-oss, sus primeros modelos de pesos abiertos desde GPT-2, entrenados "
        "en GPU H100 de Nvidia.",
        ("gpt2", "uses", "h100"),
    ),
    (
        "es",
        "Meta lanzó sus modelos abiertos como alternativa a GPT-4, entrenados en GPU H100 de "
        "Nvidia.",
        ("gpt-4", "uses", "h100"),
    ),
    (
        "en",
        "OpenAI released gpt-oss, its first open-weight models since GPT-2, trained on Nvidia "
        "H100 GPUs.",
        ("gpt2", "uses", "h100"),
    ),
    # a relative clause's subject is its own, never the main clause's
    (
        "es",
        "Oracle ofrece su nube a clientes que usan GPU de Nvidia, según la compañía.",
        ("oracle", "uses", "gpu"),
    ),
    (
        "es",
        "Vertiv adquirió CoolTera para atender a clientes como Microsoft y Meta que están "
        "desplegando GPU de Nvidia cada vez más densas.",
        ("vertiv", "uses", "gpu"),
    ),
    # a model launched on someone's hardware runs there; no one offers it
    (
        "en",
        "OpenAI launched GPT-5 on Cerebras hardware, which Nvidia's rivals praise.",
        ("cerebras", "offers", "gpt-5"),
    ),
    (
        "es",
        "OpenAI publicó su modelo GPT-5 en los servidores de Cerebras, según la empresa.",
        ("cerebras", "offers", "gpt-5"),
    ),
    # a company a relative pronoun stands for keeps acting ("que respalda Anthropic")
    (
        "es",
        "Amazon, que respalda Anthropic con 8.000 millones, diseña Trainium.",
        ("anthropic", "investsIn", "amazon"),
    ),
    # a model's take-up on a cloud is no use of it
    (
        "en",
        "Claude 3.5 Sonnet achieved strong uptake on Amazon Bedrock, Anthropic said.",
        ("claude3-5-sonnet", "uses", "amazon-bedrock"),
    ),
    # a name inside a relative clause set off by commas is not what follows the clause
    (
        "es",
        "Marvell, que diseña los chips Trainium de Amazon Web Services junto a Annapurna Labs, "
        "perdió el contrato de Trainium3 frente a la taiwanesa Alchip.",
        ("annapurna-labs", "competesWith", "alchip"),
    ),
    # a chip, a node or a phone offers nothing it is launched on or brought to
    (
        "en",
        "Google will bring Gemini to Samsung phones this year, the company said.",
        ("samsung", "offers", "gemini"),
    ),
    ("en", "OpenAI launched gpt-oss on Groq chips.", ("groq", "offers", "gpt-oss")),
    ("en", "AMD launched the MI350 on TSMC's N3P node.", ("n3p", "offers", "mi350")),
    (
        "en",
        "Qualcomm debuted the Snapdragon 8 Elite on the Xiaomi 15.",
        ("xiaomi15", "offers", "snapdragon-8-elite"),
    ),
    # releasing on a platform makes no partner of it
    (
        "en",
        "Meta released Llama 4 on Hugging Face, two days after DeepSeek shipped its new model.",
        ("meta", "partnersWith", "hugging-face"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
