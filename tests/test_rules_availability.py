"""Where a model is on offer, and whose a participle is (forty-second session, from the recall
and precision audits on text of our own and the read folder unseen112): an adjective of
availability on a noun that restates a name puts the name on offer where its preposition says
("Qwen3-Coder, an open model available on Hugging Face", "un modelo de código abierto
disponible en"), every platform of a known class in the list offers it; a model released or
published on a platform is offered there ("Meta released Llama 4 on Hugging Face"), a model
launched on someone's hardware is not; a participle on a noun is said of the name the noun
restates before a comma ("lanzó gpt-oss, sus primeros modelos ..., entrenados en"), never of
a name another preposition brings into the noun's phrase ("como alternativa a GPT-4"). Each
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
    # releasing on a platform makes no partner of it
    (
        "en",
        "Meta released Llama 4 on Hugging Face, two days after DeepSeek shipped its new model.",
        ("meta", "partnersWith", "hugging-face"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
