"""Rules written in the thirty-fifth session from real news (the read folders' misses and false
facts, the folders tests/realnews/unseen11 and unseen22, read this session, two precision audits
and a recall audit on text of their own, and a review of the session's rules): who leads a round
named before, a variant's letters after a hyphen, hyphenated verbs, licences, renting out,
breaking another's dominance; and against false facts, the company that speaks keeping the
focus, clauses that ask or suppose, sellers marked by "a", money spent on goods, stances on a
deal, comparisons of power, "the TikTok owner", sources and days as names. Each
new rule's case fails at c2aeb19; the cases beside them guard what it must not take away. The
sentences are our own, with other names than the articles'.
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    # who leads the round the sentence before raised invests in the company that raised it
    (
        "en",
        "Cerebras raised $250 million in a Series E, the company said on Monday. Altimeter led"
        " the round, and Benchmark also participated.",
        {("altimeter-capital", "investsIn", "cerebras"), ("benchmark", "investsIn", "cerebras")},
    ),
    (
        "es",
        "SambaNova levantó 300 millones en una ronda serie D, según la empresa. SoftBank lideró"
        " la ronda.",
        {("softbank", "investsIn", "sambanova")},
    ),
    # ... and a round "in" a company is that company's
    (
        "en",
        "Last year Microsoft led a funding round in d-Matrix, the inference chip start-up.",
        {("microsoft", "investsIn", "d-matrix")},
    ),
    # a variant's letters after a hyphen: the name before them is found (Spanish keeps the
    # hyphen inside one token)
    (
        "es",
        "Intel venderá sus procesadores Panther Lake-H y Lunar Lake-V en portátiles.",
        {("intel", "develops", "panther-lake"), ("intel", "develops", "lunar-lake")},
    ),
    # who breaks, erodes or ends another's dominance competes with it
    (
        "en",
        "Chinese chipmakers such as Biren and Moore Threads hope to erode Nvidia's dominance.",
        {("biren", "competesWith", "nvidia"), ("moore-threads", "competesWith", "nvidia")},
    ),
    (
        "es",
        "Qualcomm quiere erosionar el dominio de Intel en los portátiles.",
        {("qualcomm", "competesWith", "intel")},
    ),
    (
        "es",
        "SYCL busca romper la hegemonía de CUDA en la computación científica.",
        {("sycl", "competesWith", "cuda")},
    ),
    # a hyphenated verb of the lexicon is one token with its own lemma
    (
        "en",
        "Microsoft co-developed the Maia 200 with Marvell.",
        {("microsoft", "develops", "maia-200"), ("microsoft", "partnersWith", "marvell")},
    ),
    (
        "en",
        "Cerebras raised $250 million in a Series E, the company said on Monday. Fidelity and"
        " Altimeter co-led the round.",
        {("fidelity", "investsIn", "cerebras"), ("altimeter-capital", "investsIn", "cerebras")},
    ),
    # who takes a licence for a product uses it
    (
        "en",
        "Arm licensed its Neoverse V3 design to Microsoft for the Cobalt chips.",
        {("microsoft", "uses", "neoverse-v3")},
    ),
    (
        "es",
        "Tenstorrent licenciará su núcleo Ascalon a la japonesa Rapidus.",
        {("rapidus", "uses", "ascalon")},
    ),
    # a purpose under a denied verb may still hold
    (
        "en",
        "AMD did not cut prices to compete with Nvidia, and Meta uses the MI300X.",
        {("amd", "competesWith", "nvidia")},
    ),
    # who rents something to others offers it; who rents it to train uses it
    (
        "en",
        "Nebius leases Nvidia GB200 servers to AI developers.",
        {("nebius", "offers", "gb200")},
    ),
    (
        "en",
        "Cohere leases H100 servers to train its models.",
        {("cohere", "uses", "h100")},
    ),
    # a possessive before an amount owns the deal after it
    (
        "en",
        "The European Commission on Monday approved AMD's $4.9 billion acquisition of ZT Systems.",
        {("amd", "acquires", "zt-systems")},
    ),
    # renting to a verb's purpose is no renting out; a company the text marks is no source
    (
        "en",
        "xAI leased Nvidia GB200 servers from Oracle to power Grok.",
        {("xai", "uses", "gb200")},
    ),
    (
        "en",
        "According to startup Ferrosilica, its chip beats Nvidia's H100.",
        {("ferrosilica", "competesWith", "nvidia")},
    ),
    # a company that speaks keeps the focus from the companies its words name
    (
        "en",
        "Astera Labs said Google and Meta each account for more than 15% of its revenue. The"
        " company's retimers compete with chips from Broadcom.",
        {("astera-labs", "competesWith", "broadcom")},
    ),
]

NOT_THIS = [
    # a clause "whether" or "si" opens asks; it states nothing
    (
        "en",
        "Anthropic trains Claude on Trainium, and it is unclear whether Apple will use Gaudi 3.",
        ("apple", "uses", "gaudi-3"),
    ),
    (
        "es",
        "Anthropic entrena Claude en Trainium, aunque no está claro si xAI utilizará las TPU.",
        ("xai", "uses", "tpu"),
    ),
    # "rarely" denies as "not" does
    (
        "en",
        "Intel builds Gaudi 3, and Intel and Apple have rarely worked together since 2020.",
        ("intel", "partnersWith", "apple"),
    ),
    # "comprar a X" before goods no name gives: X sells them, it is not bought
    (
        "es",
        "Anthropic comprará a Oracle capacidad de cómputo, y entrena Claude en Trainium.",
        ("anthropic", "acquires", "oracle"),
    ),
    # money spent on a company's goods is no stake in it
    (
        "en",
        "Humain will invest $10 billion in AMD hardware and deploy the MI355X.",
        ("humain", "investsIn", "amd"),
    ),
    (
        "es",
        "Humain invertirá 10.000 millones en servidores de Dell y desplegará la MI355X.",
        ("humain", "investsIn", "dell"),
    ),
    # what a system is measured against is not what it uses
    (
        "en",
        "Huawei's Atlas 900 uses about three times as much power as Nvidia's GB200 NVL72.",
        ("atlas900", "uses", "gb200"),
    ),
    (
        "en",
        "Cerebras says the CS-3 uses a tenth of the power of a rack of Nvidia's H100 GPUs.",
        ("cs3", "uses", "h100"),
    ),
    # "the X owner" of a product nobody names the maker of is not X
    (
        "en",
        "The Snapchat owner is working with Broadcom on a chip, and Google develops the TPU.",
        ("snapchat", "partnersWith", "broadcom"),
    ),
    # companies that take a stance on a deal, or celebrate one between others, are no parties
    (
        "en",
        "After Intel and AMD lobbied against the deal, Nvidia kept developing Blackwell.",
        ("intel", "partnersWith", "amd"),
    ),
    (
        "es",
        "Intel y AMD celebraron el acuerdo entre Washington y Pekín, y Nvidia desarrolla"
        " Blackwell.",
        ("intel", "partnersWith", "amd"),
    ),
    # a licence for technology named before is no use of that product
    (
        "es",
        "Nvidia presentó Blackwell en marzo. En lugar de fabricar chips, Arm licencia su"
        " tecnología a jugadores como Apple y Amazon.",
        ("apple", "uses", "blackwell"),
    ),
    # a source nothing knows is a person or an outlet, no actor
    (
        "en",
        "Horizon Robotics unveiled the Journey 7 chip. According to Chen, the chip beats"
        " Nvidia's Drive Thor.",
        ("chen", "competesWith", "drive-thor"),
    ),
    (
        "es",
        "Horizon Robotics presentó el chip Journey 7. Según Chen, el chip supera al Drive Thor"
        " de Nvidia.",
        ("chen", "competesWith", "drive-thor"),
    ),
    # renting out is no use
    (
        "en",
        "Nebius, which rents Nvidia GB200 servers to AI developers, raised $600 million.",
        ("nebius", "uses", "gb200"),
    ),
    # who gives access to counted chips offers them, it does not use them
    (
        "en",
        "Oracle signed a deal with xAI, giving xAI access to hundreds of thousands of GB300 chips.",
        ("oracle", "uses", "gb300"),
    ),
    # a day of the week is no company
    (
        "en",
        "The European Commission on Monday approved AMD's $4.9 billion acquisition of ZT Systems.",
        ("monday", "acquires", "zt-systems"),
    ),
    # "Big Tech" is no company
    (
        "en",
        "Big Tech firms like Microsoft and Meta are building chips, eroding Nvidia's grip.",
        ("big-tech", "competesWith", "nvidia"),
    ),
    # a record broken is no rival's dominance
    (
        "en",
        "Nvidia broke Apple's record for market value as Meta bought more Blackwell GPUs.",
        ("nvidia", "competesWith", "apple"),
    ),
    # co-investors in a round another leads invest in its raiser, not in the leader
    (
        "en",
        "Groq raised $640 million in a Series D, the company said on Monday. Disruptive led the"
        " round, in which BlackRock and Samsung also participated.",
        ("blackrock", "investsIn", "disruptive"),
    ),
    # a product that names a licensed part's kind is not what is licensed
    (
        "en",
        "Rambus licenses its HBM4 controller IP to chipmakers including Samsung and Micron.",
        ("samsung", "uses", "hbm4"),
    ),
    # the round is not the leader's own
    (
        "en",
        "Cerebras raised $250 million in a Series E, the company said on Monday. Altimeter led"
        " the round.",
        ("cerebras", "investsIn", "altimeter-capital"),
    ),
    # the companies the speaker names are not "the company"
    (
        "en",
        "Astera Labs said Google and Meta each account for more than 15% of its revenue. The"
        " company's retimers compete with chips from Broadcom.",
        ("google", "competesWith", "broadcom"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
