"""Coding agents, clauses after an apposition, verbs of stopping denied (forty-fourth session,
from the read folders unseen122 and unseen123 and from audits on text of our own): an agent or
assistant is a model's class ("Kiro, a coding agent"); a relative clause after the comma that
closes an apposition is the name's, not that of a name inside the apposition ("Kiro, un agente
basado en Claude Sonnet, que compite con"); a maker noun in an apposition makes the name a
company ("Poolside, el equipo creador del asistente Malibu"); "no dejó de usar" and "never
stopped using" keep using; a news outlet ("VentureBeat") is no entity; a genitive after a pair
("Nvidia and Oracle's DGX Cloud") is not the second one's product when the first one makes it;
a list of investors after a name nothing types is that name's, not the company in focus's;
talks to buy or to invest state no purchase and no stake ("was in talks to buy", "en
conversaciones para comprar"); a name after an article and before a company noun ("the
Heidelberg startup") says where the company is; the name before an apposition acts, not the
backers the apposition names; "the two companies" after a company and a cloud named together
are those two; a capitalised class noun is a word of a name ("Agent Bricks"); competition
"from" a rival competes with it;
an apposition's noun that names the name's family leaves the clause after it to the name
("Ironwood, its newest TPU, which competes"); an unknown name that launches something is a
company, and "said its own model" is the sayer's, not a company the clause before names. Each
new rule's
case fails at a6d489b; the cases beside them guard what it must not take away. The sentences
are our own.
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    (
        "es",
        "Amazon presentó Kiro, un agente de programación basado en Claude Sonnet, que compite "
        "directamente con GitHub Copilot.",
        {("amazon", "announces", "kiro"), ("kiro", "competesWith", "copilot")},
    ),
    (
        "en",
        "Amazon launched Kiro, an agent for developers built on Claude, which competes with "
        "GitHub Copilot.",
        {("kiro", "competesWith", "copilot"), ("kiro", "uses", "claude")},
    ),
    (
        "en",
        "Zencoder launched Zentester, an AI agent that writes tests for developers.",
        {("zencoder", "announces", "zentester")},
    ),
    (
        "en",
        "Magic, the maker of the coding agent LTM-2, raised $320 million from Eric Schmidt "
        "and Atlassian.",
        {("magic", "develops", "ltm2")},
    ),
    (
        "es",
        "Meta no ha dejado de usar las GPU de Nvidia en sus centros de datos.",
        {("meta", "uses", "gpu")},
    ),
    ("en", "Tesla never stopped using Nvidia GPUs for training.", {("tesla", "uses", "gpu")}),
    (
        "es",
        "La rivalidad entre Cerebras y Groq no deja de crecer.",
        {("cerebras", "competesWith", "groq")},
    ),
    (
        "es",
        "Nvidia presentó el H200, una GPU basada en la arquitectura Hopper, que compite con el "
        "MI300X de AMD.",
        {("h200", "competesWith", "mi300x"), ("nvidia", "announces", "h200")},
    ),
    # kept: a relative clause after a company that a participle in the apposition names
    (
        "en",
        "xAI trains Grok on Colossus, a supercomputer built by Supermicro, which competes with "
        "Dell in AI servers.",
        {("supermicro", "competesWith", "dell")},
    ),
    (
        "en",
        "Meta tested Gaudi 3, an accelerator made by Intel, which acquired Habana Labs in 2019.",
        {("intel", "acquires", "habana-labs")},
    ),
    # kept: a genitive after a pair of one house is each one's
    (
        "en",
        "Amazon and Annapurna Labs' Trainium chips power Anthropic's models.",
        {("annapurna-labs", "develops", "trainium")},
    ),
    # a name that qualifies a company noun after an article is no company
    (
        "en",
        "India selected Sarvam AI, a Bengaluru startup backed by Lightspeed and Peak XV, to "
        "build a model.",
        {("lightspeed", "investsIn", "sarvam-ai")},
    ),
    # the name before an apposition acts, not the backers the apposition names
    (
        "en",
        "Writer, a San Francisco startup backed by Salesforce Ventures and Adobe Ventures, "
        "unveiled Palmyra X5, a model trained on Nvidia H100 GPUs.",
        {("writer", "announces", "palmyra-x5")},
    ),
    # "the two companies" after a company and a cloud named together
    (
        "en",
        "Salesforce and Google Cloud drew a line against Microsoft. On Tuesday the two "
        "companies announced an expanded partnership.",
        {("salesforce", "partnersWith", "google-cloud")},
    ),
    # the apposition's own noun names the name's family: the clause is the name's
    (
        "en",
        "Google showed Ironwood, its newest TPU, which competes with Nvidia's Blackwell in "
        "inference.",
        {("ironwood", "competesWith", "blackwell")},
    ),
    # a company noun's description with a lower-case noun the tagger made proper
    (
        "es",
        "IBM cerró la compra de la empresa de streaming de datos Confluent por 11.000 millones "
        "de dólares.",
        {("ibm", "acquires", "confluent")},
    ),
    # competition from a rival
    (
        "en",
        "AMD faces stiff competition from Nvidia in data centres.",
        {("amd", "competesWith", "nvidia")},
    ),
    # kept: a deal made after talks, a purchase said in a talk
    (
        "en",
        "The talks ended in a deal: CoreWeave agreed to buy Core Scientific in an all-stock "
        "transaction.",
        {("coreweave", "acquires", "core-scientific")},
    ),
    (
        "es",
        "Tras las negociaciones con los reguladores, Nvidia acordó adquirir Run:ai.",
        {("nvidia", "acquires", "run-ai")},
    ),
    (
        "en",
        "Talks with Nvidia led Mistral AI to build Mistral Compute, a cloud that runs on Grace "
        "Blackwell chips.",
        {("mistral", "develops", "mistral-compute")},
    ),
    # a capitalised class noun after a lower-case word opens the name
    (
        "en",
        "Databricks launched Agent Bricks, a tool for building agents on top of Llama models.",
        {("databricks", "announces", "agent-bricks")},
    ),
    # a name that launches something is a company, and "its own" after "said" is the sayer's
    (
        "en",
        "Koyeb launched Vexa, which uses models from Anthropic and OpenAI, and said its own "
        "model Orca will be available on Amazon Bedrock.",
        {("koyeb", "develops", "orca")},
    ),
    (
        "es",
        "Koyeb lanzó Vexa, que usa modelos de Anthropic y OpenAI, y anunció que su propio "
        "modelo Orca estará disponible en Hugging Face.",
        {("koyeb", "develops", "orca")},
    ),
    # kept: a short form of the company in focus still owns its rivals
    (
        "en",
        "Horizon Robotics unveiled a chip. An analyst said the Journey 5 chip may be the start "
        "for Horizon to overtake international rivals including Nvidia and Mobileye.",
        {("nvidia", "competesWith", "horizon-robotics")},
    ),
]

NOT_THIS = [
    (
        "en",
        "Koyeb launched Vexa, which uses models from Anthropic and OpenAI, and said its own "
        "model Orca will be available on Amazon Bedrock.",
        ("anthropic", "develops", "orca"),
    ),
    # a capitalised class noun is a word of a product's name
    (
        "en",
        "Databricks launched Agent Bricks, a tool for building agents on top of Llama models.",
        ("databricks", "announces", "bricks"),
    ),
    (
        "en",
        "Aleph Alpha, the Heidelberg startup backed by SAP, raised money.",
        ("sap", "investsIn", "heidelberg"),
    ),
    # talks to buy or to invest state no purchase and no stake
    (
        "en",
        "OpenAI, which runs on Azure, was in advanced talks to buy Windsurf for $3 billion.",
        ("openai", "acquires", "windsurf"),
    ),
    (
        "es",
        "OpenAI, que usa Azure, estaba en conversaciones para comprar Windsurf por 3.000 "
        "millones de dólares.",
        ("openai", "acquires", "windsurf"),
    ),
    (
        "en",
        "Amazon, which makes Trainium, is in talks with OpenAI to invest $10 billion.",
        ("amazon", "investsIn", "openai"),
    ),
    (
        "en",
        "Salesforce and Google Cloud drew a line against Microsoft. On Tuesday the two "
        "companies announced an expanded partnership.",
        ("microsoft", "partnersWith", "salesforce"),
    ),
    # a news outlet is no entity
    (
        "es",
        "Alibaba presentó el modelo Qwen3-Max. Según lo publicado por VentureBeat, el modelo se "
        "ofrece en Hugging Face.",
        ("hugging-face", "offers", "venturebeat"),
    ),
    # a name glued after a known one is no name of its own for a class noun to type
    (
        "en",
        "Codex CLI is an open-source coding agent from OpenAI, and it now runs on Windows.",
        ("openai", "develops", "cli"),
    ),
    (
        "es",
        "Nvidia presentó el H200, una GPU basada en la arquitectura Hopper, que compite con el "
        "MI300X de AMD.",
        ("hopper", "competesWith", "mi300x"),
    ),
    (
        "es",
        "Amazon presentó Kiro, un agente de programación basado en Claude Sonnet, que compite "
        "directamente con GitHub Copilot.",
        ("claude-sonnet", "competesWith", "copilot"),
    ),
    (
        "en",
        "Amazon launched Kiro, an agent for developers built on Claude, which competes with "
        "GitHub Copilot.",
        ("claude", "competesWith", "copilot"),
    ),
    (
        "es",
        "Meta dejó de usar las GPU de AMD el año pasado.",
        ("meta", "uses", "gpu"),
    ),
    (
        "en",
        "Nvidia and Oracle's DGX Cloud partnership expanded this year, and Oracle launched its "
        "Zettascale cloud.",
        ("oracle", "operates", "dgx-cloud"),
    ),
    (
        "en",
        "Intel opened a lab for its Gaudi 3 chips. Quantexa has received backing from "
        "investors including Accel and Evolution Equity.",
        ("accel", "investsIn", "intel"),
    ),
    (
        "es",
        "Intel abrió un laboratorio para sus chips Gaudi 3. Quantexa ha recibido el apoyo de "
        "inversores como Accel y Evolution Equity.",
        ("accel", "investsIn", "intel"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
