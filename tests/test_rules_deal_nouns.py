"""Deals named by nouns in news about mergers and partnerships (forty-third session, from the
read folder unseen119 and audits on text of our own): "AI startup Adept" is a noun phrase
whatever the tagger makes of "startup" after "AI"; a relationship, good or bad, is no
partnership (measured: on the never-read folders "relationship with" gave only wrong facts); in
"a deal between AMD and Xilinx and NVIDIA's purchase of Arm" the possessor owns
only its own noun; a president's administration is no company; paying for a company buys it;
closing the purchase of a company "por" an amount is no funding round of the buyer; the product
an apposition names ("Cognition, the maker of Devin, agreed to") is not the subject; a stake
sold in "la firma de FPGAs" hands over no chips; "it" in a second reported clause ("saying A
and B are evaluating it, and that it competes") is not the first clause's subject; "Big Blue"
is IBM; who leads "the Series D of" a company invests in it; a deal noun's preposition may
bring a group whose members a list introducer names ("collaboration with industry leaders,
including A and B"); the company an acquisition noun describes ("Mellanox, Nvidia's biggest
acquisition") is its possessor's. Each new
rule's case fails at cbc014d; the cases beside them guard what it must not take away. The
sentences are our own.
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    # "AI startup X" after a preposition
    (
        "en",
        "Amazon invested $4 billion in AI startup Anthropic.",
        {("amazon", "investsIn", "anthropic")},
    ),
    (
        "en",
        "Nvidia invested in the French AI startup Mistral last year.",
        {("nvidia", "investsIn", "mistral")},
    ),
    (
        "en",
        "The FTC is looking at Amazon's deal with AI startup Adept.",
        {("amazon", "partnersWith", "adept")},
    ),
    # a possessor after a list owns its own noun
    (
        "en",
        "The merger follows last week's $35 billion deal between AMD and Xilinx and NVIDIA's "
        "$40 billion purchase of Arm from SoftBank.",
        {("nvidia", "acquires", "arm")},
    ),
    # leading a series named by its letter
    (
        "en",
        "Hugging Face has raised new money this week. Salesforce Ventures led the Series D of "
        "Hugging Face, the company said on Tuesday.",
        {("salesforce-ventures", "investsIn", "hugging-face")},
    ),
    # a deal with a group, then its listed members
    (
        "en",
        "Robots are hot this year. Nvidia's collaboration with industry leaders, including Agility "
        "Robotics and Figure AI, underscores the project's scope.",
        {("nvidia", "partnersWith", "agility-robotics"), ("nvidia", "partnersWith", "figure-ai")},
    ),
    (
        "es",
        "SoftBank comprará la firma. DigitalBridge tiene participaciones en grandes operadores de "
        "centros de datos, como Switch y Vantage Data Centers.",
        {("digitalbridge", "investsIn", "vantage-data-centers")},
    ),
    # the company an acquisition noun describes is bought by its possessor
    (
        "en",
        "Chips are hot this year. Mellanox, Nvidia's biggest acquisition, makes InfiniBand "
        "switches.",
        {("nvidia", "acquires", "mellanox")},
    ),
    # a group's phrase that runs to the end of a paragraph with no full stop (this read past
    # the last token and stopped the extraction)
    (
        "es",
        "AMD, que fabrica la GPU MI300X, firmó una alianza con líderes de la industria de chips",
        {("amd", "develops", "mi300x")},
    ),
    # IBM's nickname
    (
        "en",
        "IBM bought HashiCorp, adding Terraform to a portfolio that includes Red Hat, which Big "
        "Blue bought in 2019.",
        {("ibm", "acquires", "red-hat")},
    ),
    # paying for a company buys it
    ("en", "Google agreed to pay $32 billion for Wiz.", {("google", "acquires", "wiz")}),
    # "pagar ... por" a company, an amount between
    (
        "es",
        "Qualcomm pagó 1.400 millones de dólares por Nuvia.",
        {("qualcomm", "acquires", "nuvia")},
    ),
    # a possessor coordinated with a subject still shares the verb
    (
        "en",
        "Nvidia and Google's venture arm jointly invested $27 million in CentML.",
        {("nvidia", "investsIn", "centml"), ("google", "investsIn", "centml")},
    ),
]

NOT_THIS = [
    # a part of a company paid for is no purchase of it, whatever the word
    (
        "en",
        "Nvidia paid $5 billion for a chunk of Intel in September, and it makes the H100.",
        ("nvidia", "acquires", "intel"),
    ),
    (
        "en",
        "AMD's complicated relationship with Intel goes back to 1982, and AMD now makes the "
        "MI355X.",
        ("amd", "partnersWith", "intel"),
    ),
    # examples of the makers whose servers are bought are no investment
    (
        "es",
        "Microsoft, que desarrolla los chips Maia, prepara una gran inversión en servidores de "
        "fabricantes como Dell y HPE.",
        ("microsoft", "investsIn", "dell"),
    ),
    # a rivalry or a piece of a company is no partnership or purchase
    (
        "en",
        "AMD's competitive relationship with Intel shaped the server market, and AMD now makes "
        "the MI355X.",
        ("amd", "partnersWith", "intel"),
    ),
    (
        "en",
        "Microsoft paid $1 billion for a piece of OpenAI in 2019 and now offers GPT-4o on Azure.",
        ("microsoft", "acquires", "openai"),
    ),
    # a group a participle describes is no deal's group
    (
        "es",
        "Apertus es un modelo abierto que llega como una alternativa a los modelos ofrecidos por "
        "compañías como OpenAI y Google con sus ChatGPT y Gemini.",
        ("google", "competesWith", "openai"),
    ),
    # the product in a subject's apposition does not act
    (
        "en",
        "Cognition, the maker of AI coding agent Devin, agreed to acquire Windsurf. Windsurf "
        "uses Anthropic's Claude models.",
        ("devin", "acquires", "windsurf"),
    ),
    # a stake in a firm named by what it makes is no delivery of that product
    (
        "es",
        "Intel, que desarrolla los chips Gaudi, vendió el 51 % de la firma de FPGAs al fondo "
        "Silver Lake por 8.750 millones de dólares.",
        ("silver-lake", "uses", "fpga"),
    ),
    # a pronoun in a second reported clause
    (
        "en",
        "Qualcomm unveiled the Dragonwing IQ10 processor, saying Figure, KUKA and Advantech are "
        "evaluating it, and that it competes with Nvidia's Jetson Thor.",
        ("kuka", "competesWith", "nvidia"),
    ),
    # closing a purchase "por" an amount is no round the bought company invests in
    (
        "es",
        "HPE cerró la compra de Juniper Networks por 14.000 millones de dólares.",
        ("juniper-networks", "investsIn", "hpe"),
    ),
    (
        "en",
        "The merger follows last week's $35 billion deal between AMD and Xilinx and NVIDIA's "
        "$40 billion purchase of Arm from SoftBank.",
        ("amd", "acquires", "arm"),
    ),
    (
        "en",
        "The merger follows last week's $35 billion deal between AMD and Xilinx and NVIDIA's "
        "$40 billion purchase of Arm from SoftBank.",
        ("amd", "partnersWith", "nvidia"),
    ),
    (
        "en",
        "Nvidia's strong relationship with the Trump administration helped it sell H20 chips "
        "to Alibaba.",
        ("nvidia", "partnersWith", "trump"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
