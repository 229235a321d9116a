"""Consoles, people, choices and what a sentence sets apart (forty-first session, from the read
folders unseen113 and unseen116, from audits on text of our own and a review of the session's
rules): what an unnamed chip is built with passes to the console or company that uses it ("built
around a custom AMD chip with RDNA 2 graphics"); a person named again by the given name speaks
for their company ("Cristiano unveiled"), a surname the Spanish tagger reads as a possessive
("Lisa Su") still ends a person's name, and tycoons and entrepreneurs are people; a noun the
tagger took for an adjective is still what a relative clause hangs on ("es una startup que
compite con"); seats of government are no companies ("the Élysée"); a deal broken off is no
partnership when the relation's noun qualifies another ("rompió su acuerdo de colaboración
con"); "runs its workloads on AWS" is use, not operation; a name set apart ("other than",
"distintas de") is not what the verb takes; the company chosen or enabled to do something does
it ("selected the BSC to operate MareNostrum 5"), one only asked does not; "el segundo sistema"
is not the system in focus; a venture's members brought in by a word of forming ("el consorcio,
formado por A, B y C") are partners; "en una feria de Las Vegas Cosmos" names Cosmos; "con AMD,
la cual le suministrará": AMD supplies. Each new rule's case fails at e610991; the cases beside
them guard what it must not take away. The sentences are our own.
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    # what an unnamed chip is built with, the console that uses it uses too
    (
        "en",
        "The Xbox Series S is built around a custom AMD chip with RDNA 2 graphics.",
        {("xbox-series-s", "uses", "rdna2")},
    ),
    (
        "en",
        "The ROG Ally runs on an AMD APU based on Zen 4 and RDNA 3.",
        {("rog-ally", "uses", "rdna3")},
    ),
    (
        "es",
        "La consola Switch 2 utiliza un procesador personalizado de Nvidia con arquitectura "
        "Ampere.",
        {("nintendo-switch2", "uses", "nvidia-ampere")},
    ),
    (
        "es",
        "La ROG Ally funciona con un APU de AMD basado en Zen 4 y RDNA 3.",
        {("rog-ally", "uses", "rdna3")},
    ),
    # a person named again by the given name speaks for the company
    (
        "en",
        "At Computex, Qualcomm chief Cristiano Amon gave a glimpse of the next PCs.\n\n"
        "Cristiano unveiled the Snapdragon X2 Elite during his keynote speech.",
        {("qualcomm", "announces", "snapdragon-x2-elite")},
    ),
    (
        "es",
        "La consejera delegada de AMD, Lisa Su, abrió la feria en Taipéi. Lisa presentó el "
        "acelerador MI400 ante miles de asistentes.",
        {("amd", "announces", "mi400")},
    ),
    # a relative clause on a noun the tagger took for an adjective
    (
        "es",
        "Etched es una startup que compite con Nvidia en inferencia.",
        {("etched", "competesWith", "nvidia")},
    ),
    # (as before) a deal signed is a partnership; running a cloud is operating it
    (
        "es",
        "Rabbit firmó un acuerdo de colaboración con Perplexity.",
        {("rabbit", "partnersWith", "perplexity")},
    ),
    ("en", "Microsoft runs Azure, the second largest cloud.", {("microsoft", "operates", "azure")}),
    ("en", "Goldman Sachs runs most of its workloads on AWS.", {("goldman-sachs", "uses", "aws")}),
    # the one chosen or enabled acts, and hosting a system is operating it
    (
        "en",
        "The Spanish government selected the Barcelona Supercomputing Center to operate "
        "MareNostrum 5.",
        {("bsc", "operates", "marenostrum5")},
    ),
    (
        "en",
        "The agreement enables Oracle, Meta and xAI to use Arm's designs to build custom CPUs.",
        {("meta", "develops", "cpu")},
    ),
    # a companion phrase the parser hung on the verb of use, right after the chip
    (
        "es",
        "La Xbox Series S utiliza un chip personalizado de AMD con arquitectura RDNA 2.",
        {("xbox-series-s", "uses", "rdna2")},
    ),
    # (as before) a place or a product chosen: the chooser acts
    ("en", "xAI chose Memphis to build Colossus.", {("xai", "develops", "colossus")}),
    (
        "en",
        "AWS selected Nvidia's GB200 to build Project Ceiba.",
        {("aws", "develops", "project-ceiba")},
    ),
    # a venture's members brought in by a word of forming are partners
    (
        "es",
        "El consorcio Atlas, formado por Telefónica, Indra y Nvidia, construirá el centro.",
        {("telefonica", "partnersWith", "indra"), ("indra", "partnersWith", "nvidia")},
    ),
    (
        "en",
        "The alliance, made up of Nokia, Ericsson and Intel, will build the network.",
        {("nokia", "partnersWith", "ericsson"), ("ericsson", "partnersWith", "intel")},
    ),
    (
        "es",
        "La iniciativa Aurora, en la que participan Cerebras, SambaNova y Groq, empezará en 2026.",
        {("cerebras", "partnersWith", "groq")},
    ),
    # a place of two words before a name after a preposition is no part of it
    (
        "es",
        "Nvidia mostró en una feria de Las Vegas Cosmos, su familia de modelos para robots.",
        {("nvidia", "announces", "nvidia-cosmos")},
    ),
    # (as before) one led or enabled acts, whatever it is
    (
        "en",
        "High prices led Meta to adopt AMD's MI300X for inference on Llama models.",
        {("meta", "uses", "mi300x")},
    ),
    (
        "en",
        "Qualcomm's AI Engine enables Stable Diffusion to run on Snapdragon 8 Gen 3 phones.",
        {("stable-diffusion", "uses", "snapdragon8-gen3")},
    ),
    # a game-streaming service its maker develops
    (
        "en",
        "Amazon's Luna cloud gaming service runs on AWS Graviton processors.",
        {("amazon", "develops", "amazon-luna")},
    ),
    # (as before) "lleva años colaborando": no one chosen
    (
        "es",
        "IBM lleva años colaborando con Rapidus en empaquetado avanzado.",
        {("ibm", "partnersWith", "rapidus")},
    ),
]

NOT_THIS = [
    ("en", CASES[4][1], ("cristiano", "announces", "snapdragon-x2-elite")),
    ("es", CASES[5][1], ("lisa", "announces", "mi400")),
    (
        "es",
        "Lisa Su, presidenta de AMD, anunció la tarjeta Radeon RX 9070 XT en Las Vegas.",
        ("lisa", "announces", "radeon-rx-9070-xt"),
    ),
    (
        "en",
        "Just a short walk from the Élysée, Mistral, Orange and Capgemini announced a joint plan "
        "to build a data centre.",
        ("elysee", "partnersWith", "mistral"),
    ),
    (
        "es",
        "Rabbit rompió su acuerdo de colaboración con Perplexity y ahora desarrolla su propio "
        "modelo con Anthropic.",
        ("rabbit", "partnersWith", "perplexity"),
    ),
    (
        "en",
        "Goldman Sachs, which runs most of its workloads on AWS, is testing Claude.",
        ("goldman-sachs", "operates", "aws"),
    ),
    (
        "es",
        "Anthropic, socio de Amazon, podrá usar nubes distintas de Azure.",
        ("anthropic", "uses", "azure"),
    ),
    (
        "en",
        "Cohere, a partner of Oracle, trains its models on chips other than Nvidia GPUs.",
        ("cohere", "uses", "gpu"),
    ),
    (
        "es",
        "EuroHPC ha seleccionado al consorcio Gaia Norte para alojar y operar el superordenador "
        "Jupiter.",
        ("eurohpc", "operates", "jupiter"),
    ),
    # a tycoon is a person; "the second system" is another system than the one in focus
    (
        "en",
        "The Danish tycoon Anders Holch Povlsen is investing 100 million euros in an AI "
        "supercomputer from Nvidia. Microsoft uses Nvidia's H100 chips.",
        ("anders-holch-povlsen", "investsIn", "nvidia"),
    ),
    (
        "es",
        "EuroHPC opera el superordenador Leonardo en Italia. La empresa, que adquirió el segundo "
        "sistema exaescala de Europa, lo presentará en 2026.",
        ("eurohpc", "acquires", "leonardo"),
    ),
    # one asked to act has not acted; a surname is no service; a comparison is no part
    (
        "en",
        "Officials urged Alibaba and Baidu to use Huawei's Ascend chips.",
        ("alibaba", "uses", "ascend"),
    ),
    (
        "es",
        "El ordenador de Tesla utiliza un chip de Samsung con más memoria que las GPU H100 "
        "de Nvidia.",
        ("tesla", "uses", "h100"),
    ),
    (
        "en",
        "Cohere trains its models on chips other than Nvidia's H100.",
        ("cohere", "uses", "h100"),
    ),
    (
        "en",
        "The Elysee Palace announced a partnership with Mistral AI, which uses Nvidia's H100.",
        ("elysee-palace", "partnersWith", "mistral"),
    ),
    # a relative clause on a venture's noun whose verb is no forming
    (
        "en",
        "The joint venture, which makes servers for Microsoft and Meta, uses Nvidia's H100 chips.",
        ("microsoft", "partnersWith", "meta"),
    ),
    # "la cual le suministrará": the one before the comma supplies; the pronoun receives
    (
        "es",
        "Microsoft ha alcanzado un acuerdo con Broadcom, la cual le suministrará chips Tomahawk 6.",
        ("broadcom", "uses", "tomahawk6"),
    ),
    # a chip's design said in another clause, or a named chip's own design
    (
        "en",
        "Lenovo's Legion Go has an AMD chip, which debuted in 2023 with the Zen 4 architecture.",
        ("legion-go", "uses", "zen4"),
    ),
    (
        "en",
        "Dell builds servers integrating Nvidia's B200 GPUs based on the Blackwell architecture.",
        ("dell", "uses", "blackwell"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
