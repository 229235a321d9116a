"""Rules written in the thirty-seventh session from real news (the read folders' misses and false
facts, the folders tests/realnews/unseen29 and unseen28, read this session, two precision audits
and a recall audit on text of their own, and two reviews of the session's rules): ownership
("whose", "cuyo", "in which Amazon has invested", "poseerá el 14% de", "participada en un 10% por",
a backer glued to a name in a list), parts of an amount ("including $96.6 million from Toyota"),
ground or share lost or gained to a rival, a participle set off by commas after a product
("launched at WAIC"), supplies agreed to or the purpose of an agreement with the recipient, a
company's own thing built on or filled with a product, "dar a conocer", making with a company named
before the object, agreements signed by one company with another, a group noun whose relative
clause names its owner, a passive with its agent and what it is built with; and against false
facts, relative clauses after lists, supplies tried, failed or refused, settlements out of court,
what a thing is made for, companions before "in which", names in a preposition's phrase as a
subject, shares of markets and outputs, denied prepositions, "together" in a sum. Each new rule's
case fails at 8a60a66; the cases beside them guard what it must not take away. The sentences are
our own, with other names than the articles'.
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    # a name glued to a participle ("SoftBank-backed") after a list: it backs the next name
    # only, and the list goes on past it
    (
        "en",
        "AMD signed partnerships with Oracle and SoftBank-backed Graphcore last year.",
        {
            ("amd", "partnersWith", "oracle"),
            ("amd", "partnersWith", "graphcore"),
            ("softbank", "investsIn", "graphcore"),
        },
    ),
    (
        "en",
        "Intel has signed deals with Dell and Microsoft-backed Lambda to rent out Gaudi 3 chips.",
        {
            ("intel", "partnersWith", "dell"),
            ("intel", "partnersWith", "lambda"),
            ("microsoft", "investsIn", "lambda"),
        },
    ),
]

# a part of an amount listed after a comma ("including $100 million from Samsung") keeps
# the preposition of the verb of raising
CASES += [
    (
        "en",
        "Founded in 2016, Groq has raised around $640 million, including $100 million from"
        " Samsung.",
        {("samsung", "investsIn", "groq")},
    ),
    (
        "es",
        "Groq ha recaudado unos 640 millones de dólares, incluidos 100 millones de Samsung.",
        {("samsung", "investsIn", "groq")},
    ),
    # losing or gaining ground, share or the lead to a rival
    (
        "en",
        "Samsung lost market share to SK hynix in HBM last quarter.",
        {("samsung", "competesWith", "sk-hynix")},
    ),
    (
        "en",
        "AMD is gaining ground on Nvidia in AI accelerators.",
        {("amd", "competesWith", "nvidia")},
    ),
    (
        "es",
        "Samsung perdió cuota de mercado frente a SK Hynix en memoria HBM.",
        {("samsung", "competesWith", "sk-hynix")},
    ),
    (
        "es",
        "Nvidia ha ganado cuota de mercado a costa de AMD gracias a sus chips Blackwell.",
        {("nvidia", "competesWith", "amd")},
    ),
    # a participle set off by commas after a product: said of it ("launched at WAIC"), its
    # owner presented it
    (
        "en",
        "Qualcomm's Cloud AI 100, introduced in 2019, targets inference in data centres.",
        {("qualcomm", "announces", "cloud-ai-100")},
    ),
    (
        "es",
        "El chip Maia 200 de Microsoft, lanzado en enero, usa memoria HBM3e.",
        {("microsoft", "announces", "maia-200"), ("maia-200", "uses", "hbm3e")},
    ),
    # (one on a noun that names nothing is said of the clause, as before)
    (
        "es",
        "Microsoft ha dado otro paso al anunciar la implementación de 50.000 GPU Nvidia H100,"
        " destinadas a Anthropic y ubicadas en un centro de datos en Ohio.",
        {("anthropic", "uses", "h100")},
    ),
]

# "whose", "cuyo": a possessive that stands for the name before its clause
CASES += [
    (
        "en",
        "Intel signed a deal with Altera, a chip firm whose majority shareholder is Silver Lake.",
        {("intel", "partnersWith", "altera"), ("silver-lake", "investsIn", "altera")},
    ),
    (
        "es",
        "Lenovo usa chips de Qualcomm, cuyo principal accionista es BlackRock.",
        {("blackrock", "investsIn", "qualcomm")},
    ),
    (
        "es",
        "Rapidus, cuyos accionistas incluyen a Toyota, Sony y NTT, fabricará chips de 2 nm.",
        {("toyota", "investsIn", "rapidus"), ("ntt", "investsIn", "rapidus")},
    ),
    (
        "es",
        "Nvidia compra memoria a Micron, una empresa estadounidense de semiconductores cuyo"
        " principal accionista es Vanguard.",
        {("vanguard", "investsIn", "micron")},
    ),
    (
        "en",
        "The data centre runs on chips from Groq, whose LPUs power the Saudi cluster.",
        {("groq", "develops", "lpu")},
    ),
    # a relative clause opened by the frame's preposition: its antecedent is the object
    (
        "en",
        "Anthropic, in which Amazon has invested $8 billion, trains Claude on Trainium.",
        {("amazon", "investsIn", "anthropic")},
    ),
    (
        "es",
        "Mistral AI, en la que Nvidia ha invertido, usa GPU H100.",
        {("nvidia", "investsIn", "mistral")},
    ),
    # a stake said by a Spanish verb of having with a share
    (
        "es",
        "Google poseerá aproximadamente el 14% de TeraWulf.",
        {("google", "investsIn", "terawulf")},
    ),
    ("es", "SoftBank controla el 90% de Arm.", {("softbank", "investsIn", "arm")}),
    # a finite verb with no subject after a name the parser listed with the clause before
    (
        "es",
        "Nvidia tiene una ventaja sobre AMD y Microsoft tiene una participación en OpenAI.",
        {("microsoft", "investsIn", "openai")},
    ),
]

# a glued name with no name after its participle ("a handheld Windows-based PC") is read too
CASES.append(
    (
        "en",
        "These chips will first come to the Lenovo Legion Go, a handheld Windows-based PC gaming"
        " console that is expected to be a major Steam Deck competitor.",
        {("legion-go", "competesWith", "steam-deck")},
    )
)

NOT_THIS = [
    # the name listed before a glued backer backs nothing
    (
        "en",
        "AMD signed partnerships with Oracle and SoftBank-backed Graphcore last year.",
        ("oracle", "investsIn", "graphcore"),
    ),
    (
        "en",
        "Intel has signed deals with Dell and Microsoft-backed Lambda to rent out Gaudi 3 chips.",
        ("dell", "investsIn", "lambda"),
    ),
]

NOT_THIS += [
    # money lost to something is no rival
    (
        "en",
        "Intel lost $2 billion to write-downs last year, while AMD gained ground on Nvidia.",
        ("intel", "competesWith", "write-downs"),
    ),
    # a customer lost, an advantage won thanks to someone: no rival
    (
        "es",
        "Qualcomm perdió a Apple como cliente de sus chips Snapdragon y cedió cuota a MediaTek.",
        ("qualcomm", "competesWith", "apple"),
    ),
    (
        "es",
        "Microsoft ganó la ventaja en la nube gracias a OpenAI, según analistas, y usa GPU H100.",
        ("microsoft", "competesWith", "openai"),
    ),
    # a part of an amount listed after a comma: only after an amount
    (
        "en",
        "Groq has raised $640 million from BlackRock, including Samsung's stake.",
        ("samsung", "investsIn", "groq"),
    ),
]

NOT_THIS += [
    # "whose" with no name before its clause stands for no one named
    (
        "en",
        "Ampere works with Arm and with a British chip designer whose largest shareholder is"
        " SoftBank.",
        ("softbank", "investsIn", "ampere-computing"),
    ),
    (
        "es",
        "Intel firmó un acuerdo con Altera, cuyo accionista mayoritario es Silver Lake.",
        ("silver-lake", "investsIn", "intel"),
    ),
    # a share of a market or of an output is no stake
    (
        "es",
        "TSMC, rival de Samsung, tiene el 90% de la producción de chips avanzados de Apple.",
        ("tsmc", "investsIn", "apple"),
    ),
    (
        "es",
        "Nvidia posee una ventaja sobre AMD y Microsoft posee una participación en OpenAI.",
        ("nvidia", "investsIn", "openai"),
    ),
    # an owner of a brand (not counted as a stake)
    (
        "es",
        "Qualcomm trabaja con Meta, propietaria de Facebook, Instagram y WhatsApp, en Llama 2.",
        ("meta", "investsIn", "whatsapp"),
    ),
]

# a relative clause set off by a comma after a list: said of its last name, unless it says
# "both" or its verb may agree with them all
CASES += [
    (
        "en",
        "Broadcom designs chips for Meta and OpenAI, which Microsoft also backs.",
        {("microsoft", "investsIn", "openai")},
    ),
    (
        "es",
        "Lightmatter compite con Ayar Labs y con Celestial AI, que Marvell compró.",
        {("marvell", "acquires", "celestial-ai")},
    ),
    (
        "en",
        "Google and Meta, which both use TPUs, signed deals with Broadcom.",
        {("google", "uses", "tpu"), ("meta", "uses", "tpu")},
    ),
    (
        "en",
        "Google released Gemini 1.5 Flash and Gemma 2, which have been trained on Trillium TPUs.",
        {("gemini1-5-flash", "uses", "trillium")},
    ),
]
NOT_THIS += [
    (
        "en",
        "Broadcom designs chips for Meta and OpenAI, which Microsoft also backs.",
        ("microsoft", "investsIn", "meta"),
    ),
    (
        "en",
        "Lightmatter competes with Ayar Labs and with Celestial AI, which Marvell agreed to"
        " acquire.",
        ("marvell", "acquires", "ayar-labs"),
    ),
    # a sale tried, struggled for or hoped for is no supply
    (
        "en",
        "Samsung, which makes HBM3E, struggled to sell it to Nvidia last year.",
        ("nvidia", "uses", "hbm3e"),
    ),
    ("en", "SK hynix hopes to sell HBM4 to AMD.", ("amd", "uses", "hbm4")),
    ("es", "Samsung intenta vender memoria HBM3E a Nvidia.", ("nvidia", "uses", "hbm3e")),
    (
        "en",
        "Intel, which makes Xeon chips, hoped to acquire Tower Semiconductor.",
        ("intel", "acquires", "tower-semiconductor"),
    ),
    # a settlement out of court is no partnership
    (
        "es",
        "Micron, que fabrica memoria HBM3E, alcanzó un acuerdo extrajudicial con Netlist.",
        ("micron", "partnersWith", "netlist"),
    ),
    # what a thing is made for is not made
    (
        "en",
        "Ayar Labs, backed by Nvidia, makes optical chiplets for GPUs.",
        ("ayar-labs", "develops", "gpu"),
    ),
]

# a supply one agrees or commits to: stated, its supplier partners the recipient
CASES += [
    (
        "en",
        "SK hynix has agreed to supply HBM3E to AMD.",
        {("sk-hynix", "partnersWith", "amd"), ("amd", "uses", "hbm3e")},
    ),
    (
        "es",
        "Micron se comprometió a suministrar memoria HBM4 a Nvidia.",
        {("micron", "partnersWith", "nvidia"), ("nvidia", "uses", "hbm4")},
    ),
    # a company's own unnamed thing built on a product: the company uses the product
    (
        "en",
        "Morgan Stanley rolled out its research assistant, built on OpenAI's GPT-4.",
        {("morgan-stanley", "uses", "gpt-4")},
    ),
    ("es", "CaixaBank lanzó un asistente basado en Claude.", {("caixabank", "uses", "claude")}),
]
NOT_THIS += [
    # (not what is built on a product no company launches or owns)
    (
        "en",
        "Intel criticised an approach based on Nvidia's CUDA, which AMD also rejects.",
        ("intel", "uses", "cuda"),
    ),
    (
        "en",
        "AMD's CEO put it plainly in a statement accompanying the report: \"The largest AI labs"
        ' are both betting on Instinct GPUs."',
        ("amd", "uses", "instinct"),
    ),
]

CASES += [
    # "dar a conocer": to present
    (
        "es",
        "Intel dio a conocer su procesador Xeon 6 en junio.",
        {("intel", "announces", "xeon6")},
    ),
    (
        "es",
        "En su sede de Santa Clara, la compañía Nvidia dará a conocer el chip Rubin.",
        {("nvidia", "announces", "rubin")},
    ),
    # made with a company named before the verb's object
    (
        "es",
        "Quanta construye con Google un centro de datos en Texas.",
        {("quanta-computer", "partnersWith", "google")},
    ),
    # an agreement whose purpose is a supply: the supply goes to the company it is made with
    (
        "es",
        "SK Hynix ha firmado un acuerdo con AMD para suministrar su memoria HBM3E.",
        {("amd", "uses", "hbm3e"), ("sk-hynix", "partnersWith", "amd")},
    ),
    (
        "en",
        "Micron signed a deal with Nvidia to supply its HBM4 memory.",
        {("nvidia", "uses", "hbm4")},
    ),
]
NOT_THIS += [
    (
        "es",
        "AMD dio a conocer sus resultados, impulsados por las GPU MI300X.",
        ("amd", "announces", "mi300x"),
    ),
    # (a supply to another recipient is not the partner's)
    (
        "en",
        "Micron signed a deal with AMD to supply HBM3E to OpenAI.",
        ("amd", "uses", "hbm3e"),
    ),
]

CASES += [
    # a stake by a participle with a share ("participada en un 10% por")
    (
        "es",
        "G42, participada en un 10% por Microsoft, opera centros de datos en Abu Dabi.",
        {("microsoft", "investsIn", "g42")},
    ),
    # a facility filled or packed with chips: its builder uses them
    (
        "en",
        "CoreWeave will build data centres filled with Nvidia's GB300 racks.",
        {("coreweave", "uses", "gb300")},
    ),
    ("en", "Meta packed its new cluster with 24,000 H100 GPUs.", {("meta", "uses", "h100")}),
    # a preposition denied ("not with X but with Y"): the phrase after it, not the denied one
    (
        "en",
        "Meta packed its cluster not with Nvidia GPUs but with AMD MI300X accelerators.",
        {("meta", "uses", "mi300x")},
    ),
    (
        "en",
        "Anthropic trains Claude not on GPUs but on Trainium.",
        {("anthropic", "uses", "trainium")},
    ),
    # ("not only with X but also with Y": both)
    (
        "en",
        "Meta partnered not only with Nvidia but also with AMD.",
        {("meta", "partnersWith", "nvidia")},
    ),
]
NOT_THIS += [
    (
        "en",
        "TensorWave, backed by AMD, expands its data centers, filled not with Nvidia GPUs but"
        " with AMD chips.",
        ("tensorwave", "uses", "gpu"),
    ),
    (
        "en",
        "Meta packed its cluster not with Nvidia GPUs but with AMD MI300X accelerators.",
        ("meta", "uses", "gpu"),
    ),
]

# From the review of the session's rules (sentences of its own, code before and after)
NOT_THIS += [
    # a companion before "in which" is not what the clause is about
    (
        "en",
        "OpenAI launched Stargate with Oracle, in which SoftBank has invested $19 billion, and"
        " uses Nvidia GPUs.",
        ("softbank", "investsIn", "oracle"),
    ),
    # a list in an infinitive's phrase is not the next verb's subject
    (
        "es",
        "Nvidia reforzó su presencia en Europa. Tras reunirse con Microsoft y OpenAI invirtió"
        " 2.000 millones en Mistral.",
        ("openai", "investsIn", "mistral"),
    ),
    # a share of something owned by the company named is no stake in it
    (
        "es",
        "Nvidia, rival de AMD, tiene el 70% de las obleas de 3 nm de TSMC reservadas para 2026.",
        ("nvidia", "investsIn", "tsmc"),
    ),
    (
        "es",
        "Nvidia, rival de Intel, tiene la mayoría de los clientes de AMD en la nube.",
        ("nvidia", "investsIn", "amd"),
    ),
    # a fellow supplier, a failed agreement, a refused or possible commitment
    (
        "en",
        "Samsung signed a deal with TSMC to jointly supply HBM4 base dies.",
        ("tsmc", "uses", "hbm4"),
    ),
    (
        "en",
        "Samsung, an SK hynix rival, failed to sign a deal with Nvidia to supply HBM3E.",
        ("nvidia", "uses", "hbm3e"),
    ),
    (
        "en",
        "Samsung, an SK hynix rival, could agree to supply HBM4 to Nvidia.",
        ("samsung", "partnersWith", "nvidia"),
    ),
    (
        "en",
        "Samsung, an SK hynix rival, refused to commit to supply HBM4 to Nvidia.",
        ("nvidia", "uses", "hbm4"),
    ),
    # "whose" right after a name in a preposition's phrase, with no comma
    (
        "en",
        "Ampere, a chip designer spun out of Intel whose largest shareholder is Oracle, uses Arm"
        " cores. AMD competes with Nvidia.",
        ("oracle", "investsIn", "intel"),
    ),
    # lead, leadership, a gap, pressure: no ground lost to a rival
    (
        "en",
        "Arm lost its lead architect to Qualcomm. AMD competes with Nvidia.",
        ("arm", "competesWith", "qualcomm"),
    ),
    (
        "en",
        "Intel ceded leadership of the consortium to Microsoft, which uses Xeon chips.",
        ("intel", "competesWith", "microsoft"),
    ),
    (
        "es",
        "Intel, rival de AMD, cedió terreno ante la presión de Microsoft para bajar precios.",
        ("intel", "competesWith", "microsoft"),
    ),
    # a glued participle backs the name it is glued to, not the rest of the list
    (
        "en",
        "Arm sells licences to Apple and SoftBank-owned Graphcore, and to Qualcomm.",
        ("softbank", "investsIn", "qualcomm"),
    ),
    (
        "en",
        "Microsoft-funded Mistral and Meta stayed out of the deal with Nvidia.",
        ("microsoft", "investsIn", "meta"),
    ),
    # a relative clause after a list in a consortium's phrase is the consortium's
    (
        "en",
        "The consortium of Intel and Samsung, which Apple has funded, uses Arm cores. AMD competes"
        " with Nvidia.",
        ("apple", "investsIn", "samsung"),
    ),
    # a settlement out of court, however signed or reached
    (
        "es",
        "Microsoft, rival de Google, firmó un acuerdo extrajudicial con Nvidia sobre patentes.",
        ("microsoft", "partnersWith", "nvidia"),
    ),
    (
        "es",
        "Intel y AMD alcanzaron un acuerdo extrajudicial en 2009. AMD compite con Nvidia.",
        ("intel", "partnersWith", "amd"),
    ),
]
CASES += [
    # (kept: a supply agreed to; "in which" after a subject)
    (
        "es",
        "Nvidia posee una ventaja sobre AMD y Microsoft posee una participación en OpenAI.",
        {("microsoft", "investsIn", "openai")},
    ),
]

CASES += [
    # a relative clause of a deal noun: the noun is the frame's word ("a similar deal Microsoft
    # struck with Nebius", "el acuerdo que AMD firmó con OpenAI")
    (
        "en",
        "It followed a similar deal Oracle struck with Nebius last year.",
        {("oracle", "partnersWith", "nebius")},
    ),
    (
        "es",
        "El acuerdo que Intel firmó con Microsoft cubre sus chips 18A.",
        {("intel", "partnersWith", "microsoft")},
    ),
]

CASES += [
    # a product the verb's object names, with a part, when the verb takes no "with" itself
    (
        "en",
        "HP launched the EliteBook Ultra with Snapdragon X Elite chips.",
        {("elitebook-ultra", "uses", "snapdragon-x-elite")},
    ),
    # a passive with its agent and what it is built with
    (
        "en",
        "Isambard-AI, a supercomputer built by HPE with Nvidia's GH200 superchips, sits in"
        " Bristol.",
        {("isambard-ai", "uses", "gh200")},
    ),
]
NOT_THIS += [
    (
        "en",
        "AMD pairs a Zen 5 CPU with a Radeon GPU in the Ryzen AI Max.",
        ("zen5", "uses", "radeon"),
    ),
    (
        "en",
        "Other buyers include AWS with its Trainium chip, and Intel, which competes with AMD.",
        ("aws", "uses", "trainium"),
    ),
]

CASES += [
    # an agreement signed by one company with another (a passive with its agent)
    (
        "es",
        "La alianza, sellada por Intel con Microsoft, incluye chips 18A.",
        {("intel", "partnersWith", "microsoft")},
    ),
    (
        "en",
        "The deal signed by AMD with OpenAI covers six gigawatts.",
        {("amd", "partnersWith", "openai")},
    ),
]
# From a second precision audit (96 paragraphs of its own, 24 false facts of 417)
NOT_THIS += [
    # a supply whose agreement failed
    (
        "en",
        "Samsung Electronics, an SK hynix rival, failed to agree a deal to supply HBM3E memory to"
        " Nvidia.",
        ("nvidia", "uses", "hbm3e"),
    ),
    (
        "es",
        "Samsung, rival de SK Hynix, no logró cerrar a tiempo el acuerdo para suministrar memoria"
        " HBM3E a Nvidia.",
        ("samsung", "partnersWith", "nvidia"),
    ),
    # "together" in a sum spent
    (
        "en",
        "Amazon, Microsoft and Alphabet, which together plan to spend more than $300 billion on"
        " data centres, buy Nvidia GPUs.",
        ("amazon", "partnersWith", "microsoft"),
    ),
    # a facility not built
    (
        "en",
        "Apple, which uses TSMC's N3 process, has not built a large data centre filled with Nvidia"
        " GPUs.",
        ("apple", "uses", "gpu"),
    ),
]

CASES += [
    # a purchase "in an all-stock deal" is an acquisition; a stake is bought by its words
    (
        "en",
        "Arm has agreed to buy Ampere Computing in an all-stock deal.",
        {("arm", "acquires", "ampere-computing")},
    ),
    ("en", "SoftBank bought shares of Nvidia last year.", {("softbank", "investsIn", "nvidia")}),
]
NOT_THIS += [
    (
        "en",
        "Arm has agreed to buy Ampere Computing in an all-stock deal.",
        ("arm", "investsIn", "ampere-computing"),
    ),
]

# From a second, shorter review (234 sentences of its own)
NOT_THIS += [
    # an agreement signed by one company "with" anything but the other party
    (
        "en",
        "The pact, signed by Samsung in competition with SK Hynix, covers HBM4. AMD competes with"
        " Nvidia.",
        ("samsung", "partnersWith", "sk-hynix"),
    ),
    (
        "es",
        "El acuerdo, firmado por Samsung con el visto bueno de Nvidia, cubre HBM4. AMD compite"
        " con Nvidia.",
        ("samsung", "partnersWith", "nvidia"),
    ),
    # the surface gives no subject from a preposition's phrase
    (
        "es",
        "Tras asociarse con Nvidia y AMD firmó un acuerdo con OpenAI. Intel compite con AMD.",
        ("nvidia", "partnersWith", "openai"),
    ),
    # a share of shipments is no stake; a launch denied tells no use
    (
        "es",
        "Qualcomm participó en un 15% de los envíos de Apple. MediaTek compite con Qualcomm.",
        ("qualcomm", "investsIn", "apple"),
    ),
    (
        "en",
        "Apple, a TSMC customer, did not launch its assistant built on Google's Gemini.",
        ("apple", "uses", "gemini"),
    ),
    (
        "es",
        "Intel cedió terreno ante la presión de Microsoft para bajar precios. AMD compite con"
        " Nvidia.",
        ("intel", "competesWith", "microsoft"),
    ),
]
CASES += [
    # (kept: "in which" after a companion of a verb with no object of its own; a share of
    # the capital; a commitment in a relative or reported clause; ground lost "ante" a rival;
    # an agent acts in a gerund after its passive)
    (
        "en",
        "Nvidia teamed up with xAI, in which it has invested $2 billion.",
        {("nvidia", "investsIn", "xai")},
    ),
    ("es", "Microsoft posee el 49% del capital de OpenAI.", {("microsoft", "investsIn", "openai")}),
    (
        "en",
        "Micron, which has agreed to supply HBM4 to AMD, leads the market.",
        {("micron", "partnersWith", "amd")},
    ),
    (
        "es",
        "Fuentes dijeron que Samsung se comprometió a suministrar HBM4 a Nvidia.",
        {("samsung", "partnersWith", "nvidia")},
    ),
    ("es", "Intel perdió terreno ante AMD en servidores.", {("intel", "competesWith", "amd")}),
]

CASES += [
    # "poner en funcionamiento": to put into operation
    (
        "es",
        "El centro de Jülich puso en funcionamiento el superordenador JUPITER en 2025.",
        {("julich", "operates", "jupiter")},
    ),
    # a model the parser hung on the verb as an apposition is its object
    ("es", "Meta despliega Llama 4 en GPU H100 de Nvidia.", {("llama-4", "uses", "h100")}),
]

CASES += [
    # a group noun with a relative clause whose subject owns the group; its members are
    # listed after the clause
    (
        "en",
        "Huang revealed the robotics partners Nvidia is working with, including Agility Robotics"
        " and Figure AI.",
        {("agility-robotics", "partnersWith", "nvidia"), ("figure-ai", "partnersWith", "nvidia")},
    ),
    (
        "es",
        "Lisa Su enumeró los clientes con los que trabaja AMD, entre ellos Oracle y Meta.",
        {("oracle", "partnersWith", "amd"), ("meta", "partnersWith", "amd")},
    ),
]
NOT_THIS += [
    # (the relative clause's subject is no member of the group)
    (
        "en",
        "Huang revealed the robotics partners Nvidia is working with, including Agility Robotics"
        " and Figure AI.",
        ("nvidia", "partnersWith", "nvidia"),
    ),
]

CASES += [
    # a description whose owner is followed by a purpose ("el chip de AWS para entrenamiento")
    ("es", "Inferentia es el chip de AWS para inferencia.", {("aws", "develops", "inferentia")}),
    (
        "en",
        "Maia 100 is an accelerator from Microsoft for Azure.",
        {("microsoft", "develops", "maia")},
    ),
]
NOT_THIS += [
    # (not when the purpose names someone: the owner is the last name before it)
    (
        "es",
        "El Xeon es el procesador de Intel para servidores de Dell, rival de HPE.",
        ("dell", "develops", "xeon"),
    ),
]

NOT_THIS += [
    # a supply not yet agreed; a part of a round lent
    (
        "en",
        "Samsung, an SK hynix rival, has yet to agree to supply HBM4 to Nvidia.",
        ("nvidia", "uses", "hbm4"),
    ),
    (
        "en",
        "Groq, backed by BlackRock, raised $640 million, including $100 million in debt from HSBC.",
        ("hsbc", "investsIn", "groq"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
