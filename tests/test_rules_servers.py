"""Server and PC makers' news, and buyers looking elsewhere (fortieth session, from the read
folders unseen23 and unseen99 and from audits on text of our own): a device or server presented
"con" its chips, where the Spanish parser hangs the phrase on the verb of presenting ("presentó
su nuevo Swift 14 AI con procesadores Snapdragon X Elite"), or "with" them in English; a buyer
seeking alternatives to a maker's product is no rival of the maker; servers made "with" another's
chips are built with them, no making for their developer; "run" after a list of names, which the
tagger took for a noun; a company reference whose head the tagger took for an adjective ("La
veterana compañía"); trade shows (IFA, SIGGRAPH, WWDC ...) are events, no companies; a name
shaped like a person's is a firm when a firm's word ends it ("Hermann Hauser Investment"); "I+D"
is no company; "sus clientes de Azure", "its Google Cloud customers" are the owner's customers;
a list of names closed or opened by a person's ("from A, B and Eric Schmidt", "backed by Jeff
Bezos, A and B") is a list. Each new rule's case fails at 2111cf5; the cases beside them guard
what it must not take away. The sentences are our own.
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    # a product presented with its chips: it holds them
    (
        "es",
        "Acer presentó su nuevo Swift 14 AI con procesadores Snapdragon X Elite y una NPU.",
        {("swift14-ai", "uses", "snapdragon-x-elite"), ("acer", "announces", "swift14-ai")},
    ),
    (
        "es",
        "Dell mostró en Las Vegas su servidor PowerEdge XE9680 con ocho GPU H100 de Nvidia.",
        {("poweredge-xe9680", "uses", "h100")},
    ),
    # "anunció ... con": announcing takes a partner "con", never a chip
    (
        "es",
        "Samsung anunció el Galaxy S25 con el procesador Snapdragon 8 Elite.",
        {("galaxy-s25", "uses", "snapdragon-8-elite")},
    ),
    (
        "en",
        "Asus unveiled its Zenbook A14 laptop with the Snapdragon X chip.",
        {("zenbook-a14", "uses", "snapdragon-x")},
    ),
    # (as before) announcing an alliance "con" a company
    ("es", "Samsung anunció una alianza con AMD.", {("samsung", "partnersWith", "amd")}),
    # a product tried as an alternative is a rivalry still
    (
        "en",
        "Huawei is testing its new Ascend 910D as an alternative to Nvidia's H100.",
        {("huawei", "competesWith", "nvidia")},
    ),
    (
        "es",
        "Huawei está probando su nuevo Ascend 910D como alternativa a los H100 de Nvidia.",
        {("huawei", "competesWith", "nvidia")},
    ),
    # (as before) a foundry making chips "with" a client's design is its partner
    (
        "es",
        "SMIC fabricará chips con el diseño del Ascend 910C de Huawei.",
        {("smic", "partnersWith", "huawei")},
    ),
    (
        "en",
        "TSMC will manufacture chips with Nvidia's Blackwell design in Arizona.",
        {("tsmc", "partnersWith", "nvidia")},
    ),
    # the English parser hangs "with" on the verb, or on the servers' noun after "announce"
    # (which takes "with" for a partner, not for a chip)
    (
        "en",
        "Lenovo unveiled the ThinkPad X1 Carbon with Intel Core Ultra 200V processors.",
        {("thinkpad-x1-carbon", "uses", "lunar-lake")},
    ),
    (
        "en",
        "Dell announced new PowerEdge XE9712 servers with Nvidia GB200 superchips.",
        {("poweredge-xe9712", "uses", "gb200")},
    ),
    # a rivalry stated, as before, beside a search for alternatives
    (
        "es",
        "Los chips de Cerebras se consideran el rival más serio de Nvidia.",
        {("cerebras", "competesWith", "nvidia")},
    ),
    # servers made with another's chips: the maker builds with them, no foundry of theirs
    (
        "es",
        "Supermicro y Asus fabricarán servidores con los procesadores Grace de Nvidia en México.",
        {("supermicro", "uses", "grace"), ("asus", "uses", "grace")},
    ),
    (
        "en",
        "Supermicro will manufacture servers with AMD's MI355X accelerators in Malaysia.",
        {("supermicro", "uses", "mi355x")},
    ),
    # (as before) a foundry making a developer's chips is its partner
    (
        "en",
        "TSMC manufactures Nvidia's Blackwell chips in Arizona.",
        {("tsmc", "partnersWith", "nvidia")},
    ),
    # a plain verb after a list of names, which the tagger took for a noun
    (
        "en",
        "The Pixel 9 and the Pixel 9 Pro run on the Tensor G4.",
        {("pixel9", "uses", "tensor-g4"), ("pixel9-pro", "uses", "tensor-g4")},
    ),
    # a reference whose head the tagger took for an adjective ("La veterana compañía")
    (
        "es",
        "AMD no quiere quedarse atrás. La veterana compañía acaba de adquirir Xilinx, de chips.",
        {("amd", "acquires", "xilinx")},
    ),
    (
        "es",
        "Microsoft no se queda atrás. La veterana compañía acaba de invertir en Mistral.",
        {("microsoft", "investsIn", "mistral")},
    ),
    # a trade show is no company: the launch is the one who uses it
    (
        "es",
        "Qualcomm aprovechó que esta semana se celebra el IFA 2025 de Berlín para lanzar el "
        "Snapdragon X2 Elite.",
        {("qualcomm", "announces", "snapdragon-x2-elite")},
    ),
    # a firm named after a person is a company still
    (
        "en",
        "Mythic raised $13 million from Catapult Ventures and Hermann Hauser Investment.",
        {("hermann-hauser-investment", "investsIn", "mythic")},
    ),
    # a list of investors closed by a person's name is a list of the companies before it
    (
        "en",
        "Mistral AI raised $640 million from General Catalyst, Lightspeed and Eric Schmidt.",
        {("general-catalyst", "investsIn", "mistral"), ("lightspeed", "investsIn", "mistral")},
    ),
    (
        "es",
        "Mistral AI captó 600 millones de euros de General Catalyst, Lightspeed y Eric Schmidt.",
        {("general-catalyst", "investsIn", "mistral"), ("lightspeed", "investsIn", "mistral")},
    ),
    # ... or opened by one
    (
        "en",
        "Perplexity is backed by Jeff Bezos, Nvidia and SoftBank.",
        {("nvidia", "investsIn", "perplexity"), ("softbank", "investsIn", "perplexity")},
    ),
    (
        "es",
        "Perplexity está respaldada por Jeff Bezos, Nvidia y SoftBank.",
        {("nvidia", "investsIn", "perplexity"), ("softbank", "investsIn", "perplexity")},
    ),
    # (as before, after a review) investors listed beside a person, companies named after people,
    # a developer pursuing an alternative, a product code after E3
    (
        "en",
        "Mistral AI raised $640 million from General Catalyst, Lightspeed and Xavier Niel.",
        {("general-catalyst", "investsIn", "mistral"), ("lightspeed", "investsIn", "mistral")},
    ),
    (
        "en",
        "Giorgio Armani partnered with Microsoft to use Azure OpenAI in its stores.",
        {("giorgio-armani", "partnersWith", "microsoft")},
    ),
    (
        "en",
        "AMD is pursuing an alternative to Nvidia's CUDA with its open ROCm software.",
        {("amd", "competesWith", "nvidia")},
    ),
    (
        "en",
        "Intel launched the Xeon E3-1500 v5 for media servers.",
        {("intel", "develops", "xeon-e3")},
    ),
    # (as before) the phrase on the product's own noun
    (
        "en",
        "The Galaxy S25 is the first phone with the Snapdragon 8 Elite.",
        {("galaxy-s25", "uses", "snapdragon-8-elite")},
    ),
]

NOT_THIS = [
    # a verb that joins two things is no product's holding
    (
        "es",
        "Intel fusiona sus aceleradores Gaudi 3 con GPU Blackwell de Nvidia en un sistema híbrido.",
        ("gaudi-3", "uses", "blackwell"),
    ),
    (
        "es",
        "Supermicro y Asus fabricarán servidores con los procesadores Grace de Nvidia en México.",
        ("supermicro", "partnersWith", "nvidia"),
    ),
    (
        "en",
        "Intel makes its data centre debut with Xeon 6+ processors this year.",
        ("intel", "uses", "clearwater-forest"),
    ),
    (
        "es",
        "Qualcomm aprovechó que esta semana se celebra el IFA 2025 de Berlín para lanzar el "
        "Snapdragon X2 Elite.",
        ("ifa2025", "announces", "snapdragon-x2-elite"),
    ),
    (
        "es",
        "Apple evalúa alternativas a Qualcomm para sus módems y ya usa la nube de Microsoft Azure.",
        ("apple", "competesWith", "qualcomm"),
    ),
    # a buyer trying another maker's product as an alternative is no rival
    (
        "en",
        "Meta is testing AMD's MI300X as an alternative to Nvidia's H100.",
        ("meta", "competesWith", "nvidia"),
    ),
    (
        "es",
        "Meta está probando los MI300X de AMD como alternativa a los H100 de Nvidia.",
        ("meta", "competesWith", "nvidia"),
    ),
    # "I+D" (R&D) is no company
    (
        "es",
        "AMD ha abierto un centro de I+D que trabajará con Samsung, y ya usa la nube de "
        "Microsoft Azure.",
        ("i-d", "partnersWith", "samsung"),
    ),
    # "its customers of Azure" are the owner's customers, not the owner
    (
        "es",
        "Microsoft ofrecerá los modelos Llama a sus clientes de Azure, según Reuters.",
        ("microsoft", "uses", "azure"),
    ),
    (
        "en",
        "Google will sell Ironwood to its Google Cloud customers, the company said.",
        ("google-cloud", "uses", "ironwood"),
    ),
    # buyers looking for another maker's product are no rivals of the maker
    (
        "en",
        "Kakao and Naver, which are seeking alternatives to Nvidia's H100, ordered new chips.",
        ("kakao", "competesWith", "nvidia"),
    ),
    (
        "es",
        "Telefónica y Vodafone buscan alternativas a los servidores de Huawei y usan GPU de AMD.",
        ("telefonica", "competesWith", "huawei"),
    ),
    (
        "en",
        "Shopify is looking for alternatives to AWS's Trainium for its models.",
        ("shopify", "competesWith", "amazon"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
