"""Words and roles (fifty-fifth session, from reading unseen144, the custom silicon of
hyperscalers and AI labs, unseen108, storage for AI, and unseen87, software for AI chips in
browsers and PCs; the sentences are our own):

- testing or evaluating another's product uses it ("is testing AMD's MI300X", "está probando
  los chips Blackwell"); a maker testing its own, or a benchmark against a rival, does not;
- "placed an order for", "realizó pedidos de" use what is ordered;
- "relationship with", "su relación" make partners, not when the clause says it is strained
  ("ha sido tensa", "has been strained");
- a name after a question word ("detailed how its Trainium chips improved") is no object of
  the verb before it: nothing was announced;
- a partner's name before an alliance noun ("its Google Cloud collaboration") is no thing the
  possessor runs (its own platform there still is: "its Azure partnership with OpenAI");
- a person's name before an employer's genitive and a title ("Kofi Mensah, Microsoft's
  corporate vice president") is a person, who speaks for the employer (not "Vaire Computing,
  Nvidia's chief rival");
- stock quote codes with a market's suffix ("(NVDA.O)", "(HWT.UL)", and bare after a name:
  "Nvidia NVDA.O") are blanked out before parsing, as "(NASDAQ:NVDA)" is;
- "the largest shareholder in Kunlunxin" invests in it (not "a key stakeholder in Nvidia's
  success");
- an SSD is hardware: "the PM9E1, a PCIe 5.0 SSD" is a product presented;
- a class word that modifies another class's noun ("a new chip startup") types nothing;
- OEM, ODM, ISV are kinds of partner, no companies;
- a rival one could not match is a rival ("no ha sabido competir con Nvidia"; not "could have
  competed", nor "denied that it could compete");
- who takes part in a round its leader led invests in the round's company ("Menlo led the round
  with participation from NVentures", "colideraron la ronda con la participación de"), not in
  the leader;
- VC is no company; a name before "event" is an event's;
- a chip's four-digit series is its generation ("Ryzen 9000"; not a model's date, "Devstral
  Small 2507"), and "Serie 2" reads as "Series 2".
"""

from __future__ import annotations

from helpers import rule_tests, triples

CASES = [
    (
        "en",
        "Microsoft is testing AMD's MI300X accelerators in its Azure data centers.",
        {("microsoft", "uses", "mi300x")},
    ),
    (
        "es",
        "Meta está probando los chips Blackwell de Nvidia en sus centros de datos.",
        {("meta", "uses", "blackwell")},
    ),
    (
        "en",
        "The relationship with OpenAI is central to Microsoft's strategy, and Microsoft's"
        " relationship with OpenAI keeps growing.",
        {("microsoft", "partnersWith", "openai")},
    ),
    (
        "es",
        "OpenAI y ServiceNow han llevado su relación a una nueva fase.",
        {("openai", "partnersWith", "servicenow")},
    ),
    (
        "en",
        "Tomasz Wojcik, Qualcomm's senior vice president, unveiled the Snapdragon X3 Elite chip.",
        {("qualcomm", "announces", "snapdragon-x3-elite")},
    ),
    (
        "en",
        "Kofi Mensah, Microsoft's corporate vice president of Azure hardware, announced the Maia"
        " 300 accelerator.",
        {("microsoft", "announces", "maia300")},
    ),
    (
        "en",
        "Nvidia (NVDA.O), AMD (AMD.O), Intel (INTC.O) and Broadcom (AVGO.O) all compete with"
        " Huawei in AI chips.",
        {("amd", "competesWith", "huawei"), ("broadcom", "competesWith", "huawei")},
    ),
    ("en", "Baidu is the largest shareholder in Kunlunxin.", {("baidu", "investsIn", "kunlunxin")}),
    (
        "en",
        "Samsung has unveiled the PM9E1, a 4 TB PCIe 5.0 SSD designed for AI workstations.",
        {("samsung", "announces", "pm9e1")},
    ),
    (
        "es",
        "Samsung ha presentado el PM9E1, un SSD PCIe 5.0 de 4 TB para estaciones de IA.",
        {("samsung", "announces", "pm9e1")},
    ),
    (
        "en",
        "Corelium, a new chip startup, raised $50 million from Intel.",
        {("intel", "investsIn", "corelium")},
    ),
    (
        "es",
        "Intel no ha sabido competir con Nvidia en el mercado de la IA.",
        {("intel", "competesWith", "nvidia")},
    ),
    (
        "en",
        "Intel could not compete with Nvidia in AI accelerators last year.",
        {("intel", "competesWith", "nvidia")},
    ),
    (
        "en",
        "Kunlun Xin launched the P800 accelerator for Baidu's data centers.",
        {("kunlunxin", "announces", "kunlun-p800")},
    ),
    # what the reviews asked to keep
    (
        "en",
        "Microsoft said its Azure partnership with OpenAI remains exclusive.",
        {("microsoft", "operates", "azure")},
    ),
    ("en", "Google just expanded its Intel Xeon partnership.", {("google", "uses", "xeon")}),
    (
        "en",
        "Vaire Computing, Nvidia's chief rival in reversible computing, launched the Ice River"
        " chip.",
        {("vaire-computing", "announces", "ice-river")},
    ),
]

CASES += [
    (
        "en",
        "Sachin Katti, Intel's chief technology officer, launched the Gaudi 3 accelerator.",
        {("intel", "announces", "gaudi-3")},
    ),
    (
        "en",
        "Suno raised $250 million. Menlo Ventures led the round with participation from Nvidia's"
        " venture arm NVentures, plus Hallwood Media and Lightspeed.",
        {("nventures", "investsIn", "suno"), ("lightspeed", "investsIn", "suno")},
    ),
    (
        "en",
        "AMD unveiled the Ryzen 9000 processors at Computex.",
        {("amd", "announces", "ryzen9000")},
    ),
    (
        "es",
        "Intel lanzó los procesadores Core Ultra Serie 2 en el CES.",
        {("intel", "announces", "core-ultra-series2")},
    ),
    (
        "en",
        "Broadcom's relationship with Google broke new ground in custom AI chips.",
        {("broadcom", "partnersWith", "google")},
    ),
    (
        "es",
        "Intel no ha podido competir con AMD en servidores.",
        {("intel", "competesWith", "amd")},
    ),
    (
        "es",
        "Groq ha levantado 640 millones de dólares. BlackRock y Cisco colideraron la ronda con la"
        " participación de Samsung Catalyst Fund.",
        {("cisco", "investsIn", "groq"), ("samsung-catalyst-fund", "investsIn", "groq")},
    ),
    (
        "en",
        "Corvid Systems, Meta's head supplier, signed a deal with Oracle.",
        {("corvid-systems", "partnersWith", "oracle")},
    ),
]

NOT_THIS = [
    (
        "en",
        "Nvidia is testing its Rubin GPUs before shipping them to Microsoft, and it competes with"
        " AMD.",
        ("nvidia", "uses", "rubin"),
    ),
    (
        "en",
        "AMD tested Nvidia's H100 in its comparison and claimed a lead for the MI300X.",
        ("amd", "uses", "h100"),
    ),
    (
        "es",
        "La relación de Nvidia con Intel ha sido tensa durante años, y Nvidia compite con AMD.",
        ("nvidia", "partnersWith", "intel"),
    ),
    (
        "en",
        "Nvidia's relationship with Intel has been strained for years, and Nvidia competes with"
        " AMD.",
        ("nvidia", "partnersWith", "intel"),
    ),
    (
        "en",
        "Amazon detailed how its Trainium chips improved Anthropic's training costs.",
        ("amazon", "announces", "trainium"),
    ),
    (
        "en",
        "Nvidia expanded its Google Cloud collaboration to boost AI infrastructure.",
        ("nvidia", "operates", "google-cloud"),
    ),
    (
        "en",
        "Vaire Computing, Nvidia's chief rival in reversible computing, launched the Ice River"
        " chip.",
        ("nvidia", "announces", "ice-river"),
    ),
    (
        "en",
        "TSMC, a key stakeholder in Nvidia's success, makes the Blackwell GPU.",
        ("tsmc", "investsIn", "nvidia"),
    ),
    (
        "en",
        "Over the past year, AMD worked in close partnership with OEM and ISV partners on Ryzen AI,"
        " and it competes with Intel.",
        ("amd", "partnersWith", "oem"),
    ),
    (
        "es",
        "AMD no compite con Nvidia en la gama alta. AMD compite con Intel.",
        ("amd", "competesWith", "nvidia"),
    ),
]

NOT_THIS += [
    (
        "en",
        "Suno raised $250 million. Menlo Ventures led the round with participation from Nvidia's"
        " venture arm NVentures.",
        ("nventures", "investsIn", "menlo-ventures"),
    ),
    (
        "en",
        "Suno raised $125 million from VC fund Founder Collective. Suno competes with Udio.",
        ("vc", "investsIn", "suno"),
    ),
    (
        "en",
        "Google Cloud is going hard on AI at its annual Cloud Next event, and it competes with"
        " AWS.",
        ("google-cloud", "operates", "cloud-next"),
    ),
    (
        "en",
        "AMD could have competed with Nvidia had it bought Xilinx earlier, and AMD competes with"
        " Intel.",
        ("amd", "competesWith", "nvidia"),
    ),
    (
        "en",
        "Intel denied that it could compete with Nvidia in AI chips, and Intel competes with AMD.",
        ("intel", "competesWith", "nvidia"),
    ),
    (
        "es",
        "AMD negó que pudiera competir con Nvidia. AMD compite con Intel.",
        ("amd", "competesWith", "nvidia"),
    ),
    (
        "en",
        "Mistral released Devstral Small 2507, which runs on a single RTX 4090.",
        ("mistral", "develops", "devstral-small2507"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)


def test_a_quote_code_leaves_the_text_as_published() -> None:
    # The code is blanked for the parser only: the fact's sentence is the text as written.
    from hwkg.ingest.extract import extract, new_article

    text = "Huawei Technologies Co Ltd (HWT.UL) y Amazon.com Inc compiten con Nvidia."
    facts = extract(new_article(text, lang="es")).facts
    assert {("huawei", "competesWith", "nvidia"), ("amazon", "competesWith", "nvidia")} <= {
        f.triple for f in facts
    }
    assert all(f.sentence == text for f in facts)
    assert triples("Broadcom (AVGO.US) colabora con Google en las TPU.", "es") >= {
        ("broadcom", "partnersWith", "google")
    }
    # wire copy writes the code bare after the name; "U.K." and "A.I." are no codes
    found = triples(
        "La colaboración de Super Micro con Nvidia NVDA.O le permite vender sistemas Blackwell.",
        "es",
    )
    assert ("supermicro", "partnersWith", "nvidia") in found
    assert not any("nvda" in s or "nvda" in o for s, _, o in found)


def test_the_partners_an_oem_names_stay_partners() -> None:
    # OEM is no company, but the examples after it are partners (either way round)
    found = triples(
        "Nvidia colabora con OEM como Dell y HPE para ofrecer sistemas Blackwell.", "es"
    )
    pairs = {frozenset((s, o)) for s, p, o in found if p == "partnersWith"}
    assert {frozenset(("nvidia", "dell")), frozenset(("nvidia", "hpe"))} <= pairs
    assert not any("oem" in pair for pair in pairs)
