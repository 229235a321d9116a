"""Rules written in the thirty-sixth session from real news (the read folders' misses and false
facts, the folders tests/realnews/unseen34 and unseen51, read this session, and a precision audit
and a recall audit on text of their own): contributions to a project, a supply a company says it
will make, "its largest customer" after a copula, chips "used to train" a model, the chips of one's
clusters, facilities built or opened with a company, chips made by a foundry, stakes said by
"participada" or a copula after a round, software tested on hardware, a code its owner names
("Apple's M4"), what one pays for; and against false facts, a maker's name that belongs to the
first of a list, "the next Nvidia", the seller of what is acquired, what clusters are built with, a
noun a Spanish verb was hung on, "their" for a company before it, a name in a participle set off by
commas, attempts to buy, engineers hired from a company, roles another possessive holds, investors
one tells something, a name in a relative clause set off by commas, places in Spanish and without
their marks, nationalities. Each new rule's case fails at ac52a38; the cases beside them guard what
it must not take away. The sentences are our own, with other names than the articles'.
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    # a company's contribution to a project: it contributes to it
    (
        "en",
        "AMD's newest contribution to PyTorch is a faster attention kernel for Instinct GPUs.",
        {("amd", "contributesTo", "pytorch")},
    ),
    (
        "es",
        "La aportación de Huawei a PyTorch incluye un backend para los chips Ascend.",
        {("huawei", "contributesTo", "pytorch")},
    ),
    # a supply the supplier says or announces it will make: "it" is the supplier
    (
        "en",
        "Kioxia said it will supply flash memory to Apple next year.",
        {("kioxia", "partnersWith", "apple")},
    ),
    (
        "en",
        "Furiosa announced that it would supply its RNGD chips to LG.",
        {("furiosaai", "partnersWith", "lg"), ("lg", "uses", "rngd")},
    ),
    # "X is its largest customer": the possessive is the company before, not X
    (
        "en",
        "Celestica is expanding its Texas plant. Google is its largest customer.",
        {("google", "partnersWith", "celestica")},
    ),
    (
        "es",
        "Wistron amplía su fábrica en México. Nvidia será su mayor cliente.",
        {("nvidia", "partnersWith", "wistron")},
    ),
    # chips used to train a model: the model uses them
    (
        "en",
        "The Gaudi 2 chips were used to train the Falcon models.",
        {("falcon", "uses", "gaudi-2")},
    ),
    (
        "es",
        "Las GPU H800 se utilizaron para entrenar DeepSeek-V3.",
        {("deepseek-v3", "uses", "h800")},
    ),
    # the chips of one's clusters are used, not made
    (
        "en",
        "Microsoft said its MI300X clusters now serve Copilot.",
        {("microsoft", "uses", "mi300x")},
    ),
    (
        "en",
        "Arista sells switches to the big clouds, with Meta and Oracle among the customers that"
        " use them to connect their GPU clusters.",
        {("meta", "uses", "gpu"), ("oracle", "uses", "gpu")},
    ),
    # a company a facility is built or opened with, a place or a time after it: partners
    (
        "en",
        "Cerebras will build six new data centers with G42 in Texas and Oklahoma.",
        {("cerebras", "partnersWith", "g42")},
    ),
    (
        "es",
        "Anthropic abrirá dos centros de datos con Fluidstack en el estado de Nueva York.",
        {("anthropic", "partnersWith", "fluidstack")},
    ),
    (
        "en",
        "Nvidia designed Rubin with Blackwell buyers in mind, and opened a lab with Foxconn in"
        " Taipei.",
        {("nvidia", "partnersWith", "foxconn"), ("nvidia", "develops", "rubin")},
    ),
    # a chip made by a company other than its developer, or made for a customer: partners
    (
        "en",
        "Groq's LPU is manufactured by GlobalFoundries in New York.",
        {("globalfoundries", "partnersWith", "groq")},
    ),
    (
        "es",
        "El chip Maia 100 de Microsoft está fabricado por TSMC.",
        {("tsmc", "partnersWith", "microsoft")},
    ),
    (
        "en",
        "Intel will manufacture custom chips for Microsoft on its 18A process.",
        {("intel", "partnersWith", "microsoft")},
    ),
    # a company owned in part by another; a shareholder after a round
    (
        "es",
        "Nscale, participada por Nvidia, usa GPU Blackwell.",
        {("nvidia", "investsIn", "nscale")},
    ),
    (
        "en",
        "Tenstorrent raised $700 million in a Series D round. AMD Ventures was already a"
        " shareholder.",
        {("amd-ventures", "investsIn", "tenstorrent")},
    ),
    (
        "es",
        "Tenstorrent levantó 700 millones en una ronda de financiación. AMD Ventures ya era"
        " accionista.",
        {("amd-ventures", "investsIn", "tenstorrent")},
    ),
    # software tested or validated on hardware targets it
    (
        "en",
        "The SGLang release was tested on Nvidia H200 and AMD MI325X accelerators.",
        {("sglang", "targets", "h200"), ("sglang", "targets", "mi325x")},
    ),
    (
        "es",
        "llama.cpp se ha validado en las GPU Radeon de AMD.",
        {("llama-cpp", "targets", "radeon")},
    ),
    # hours spent on chips, systems based on them: used
    (
        "es",
        "El gpt-oss-120b requirió más de 2,1 millones de horas de entrenamiento en GPUs NVIDIA"
        " H100, y Meta utiliza sistemas basados en Nvidia GB300.",
        {("gpt-oss", "uses", "h100"), ("meta", "uses", "gb300")},
    ),
    # a code its owner names before or after it is the owner's known product of that name
    (
        "en",
        "Qualcomm said the Snapdragon X2 Elite beat Apple's M4 in multi-core tests.",
        {("snapdragon-x2-elite", "competesWith", "apple-m4")},
    ),
    (
        "es",
        "El Dimensity 9400 compite con el A18 de Apple.",
        {("apple", "develops", "apple-a18")},
    ),
    # what a company pays for, it uses
    (
        "en",
        "Microsoft paid $10 billion for Nvidia GB200 systems.",
        {("microsoft", "uses", "gb200")},
    ),
    (
        "es",
        "Dell y Lenovo pagan hasta un 50% más por los módulos LPDDR5X.",
        {("dell", "uses", "lpddr5x"), ("lenovo", "uses", "lpddr5x")},
    ),
    # a participle naming the subject stays in it
    (
        "es",
        "El proyecto, denominado Nube de IA Industrial, utilizará más de 1000 sistemas Nvidia"
        " DGX B200.",
        {("industrial-ai-cloud", "uses", "dgx-b200")},
    ),
    # hardware named after a verb of use is used, its own object before it or not; an
    # attempt the sentence says closed is an acquisition
    (
        "en",
        "OpenAI deploys the new model on Nvidia H100 GPUs in Microsoft's data centers.",
        {("openai", "uses", "h100")},
    ),
    (
        "en",
        "SoftBank sought to acquire Ampere and completed the deal in 2025.",
        {("softbank", "acquires", "ampere-computing")},
    ),
    (
        "es",
        "Microsoft es el mayor cliente de Nvidia y Meta es su segundo cliente.",
        {("meta", "partnersWith", "nvidia")},
    ),
    # classes of hardware before "backends" are what software targets
    (
        "en",
        "LiteRT is a runtime that can target CPU, GPU and now NPU backends.",
        {("litert", "targets", "npu"), ("litert", "targets", "gpu")},
    ),
    # an attempt in one clause leaves another clause's acquisition alone
    (
        "en",
        "Qualcomm attempted to acquire NXP, while Intel acquired Habana Labs for $2 billion.",
        {("intel", "acquires", "habana-labs")},
    ),
    # places of several words, and places in Spanish, are no companies
    (
        "es",
        "Reliance abrirá un centro de datos en el estado indio de Maharashtra que ofrecerá los"
        " chips Trainium de AWS.",
        {("reliance", "offers", "trainium")},
    ),
]

NOT_THIS = [
    # the maker in a name the gazetteer writes with it is that product's only
    (
        "en",
        "We compared three serving stacks on an H200 node: Nvidia TensorRT-LLM, Ollama and SGLang.",
        ("nvidia", "develops", "ollama"),
    ),
    # "the next Nvidia" is no company in focus for "the start-up"
    (
        "es",
        '"No queremos ser la próxima Nvidia", dijo su fundador. La startup, que usa memoria'
        " HBM3E, levantó 50 millones de Samsung.",
        ("samsung", "investsIn", "nvidia"),
    ),
    (
        "en",
        "Groq's chief executive said the company does not want to be another Nvidia. The"
        " start-up raised $50 million from Samsung.",
        ("samsung", "investsIn", "nvidia"),
    ),
    # a plant bought from a company: the company is the seller, not what is bought
    (
        "en",
        "Micron completed the purchase of a plant from Powerchip in Taiwan to make HBM4.",
        ("micron", "acquires", "powerchip"),
    ),
    # a Spanish verb hung on the noun before it: the noun is its subject, no company dropped
    (
        "es",
        "AMD y Marvell evalúan el proceso 18A de Intel. Esta tecnología compite con los procesos"
        " de Samsung, que usa GPU de Nvidia.",
        ("amd", "competesWith", "samsung"),
    ),
    # an offer made for a company, a standard made the default: no making for anyone
    (
        "en",
        "AMD made an offer for ZT Systems, and Nvidia makes the H200.",
        ("amd", "partnersWith", "zt-systems"),
    ),
    (
        "en",
        "SiFive, the company trying to make RISC-V the default architecture, raised $400 million"
        " from Nvidia.",
        ("risc-v-international", "partnersWith", "sifive"),
    ),
    # taking part in a round another leads is no stake in the leader
    (
        "es",
        "AMD participó en la ronda liderada por a16z junto a Nvidia, que usa memoria HBM3E.",
        ("amd", "investsIn", "andreessen-horowitz"),
    ),
    # a rival named after a round is no investor
    (
        "en",
        "Cerebras raised $1 billion in a Series G round led by Fidelity. AMD is a rival.",
        ("amd", "investsIn", "cerebras"),
    ),
    # what a verb of use takes "in" its own chips is where the thing is used, not what
    (
        "es",
        "Los diseños Neoverse están en los centros de datos de Amazon y Google, que los emplean"
        " en sus chips Graviton y Axion.",
        ("google", "uses", "graviton"),
    ),
    # a name in a participle set off by commas is no part of the subject
    (
        "es",
        "Nebius firmó un contrato con Microsoft. La neerlandesa, escindida de Yandex, desplegará"
        " allí chips GB200 de Nvidia.",
        ("yandex", "uses", "gb200"),
    ),
    # an attempt to buy is no acquisition
    (
        "en",
        "Qualcomm tried to buy NXP in 2016, and AMD bought Xilinx in 2022.",
        ("qualcomm", "acquires", "nxp"),
    ),
    (
        "es",
        "Broadcom trató de adquirir Qualcomm en 2018, y luego compró VMware.",
        ("broadcom", "acquires", "qualcomm"),
    ),
    (
        "en",
        "Nvidia abandoned its bid to acquire Arm, which licenses its designs to Apple.",
        ("nvidia", "acquires", "arm"),
    ),
    # engineers hired from a company: no deal with it
    (
        "en",
        "xAI hired dozens of engineers from Tesla and Nvidia to build Colossus with Dell.",
        ("xai", "partnersWith", "tesla"),
    ),
    (
        "es",
        "Arm ha contratado a ingenieros de Qualcomm y de Ampere para diseñar sus CPU Neoverse.",
        ("arm", "partnersWith", "qualcomm"),
    ),
    # a role someone's possessive holds is that one's, not the clause's
    (
        "en",
        "Nvidia overtook Apple as the foundry's largest customer, buying CoWoS capacity.",
        ("apple", "partnersWith", "nvidia"),
    ),
    # a possessive in a copula's attribute is the company in focus, not the one named before
    (
        "es",
        "Rebellions diseña chips Rebel fabricados por TSMC, y Meta será su primer cliente.",
        ("meta", "partnersWith", "tsmc"),
    ),
    # investors one tells something are an audience, no group of the company in focus
    (
        "en",
        "Qualcomm reported results on Monday. UMC chief executive Jason Wang told investors the"
        " company expects demand for Snapdragon chips to rise.",
        ("qualcomm", "investsIn", "umc"),
    ),
    # a name in a relative clause set off by commas is not what follows it is said of
    (
        "en",
        "SiFive designs RISC-V cores. The company, which Intel once tried to buy for $2 billion,"
        " is backed by SK Hynix.",
        ("sk-hynix", "investsIn", "intel"),
    ),
    # controlling something of a company is no stake in it
    (
        "en",
        "TSMC controls Nvidia's supply of CoWoS capacity, and Nvidia's supply chain is controlled"
        " by TSMC, which makes the H100.",
        ("tsmc", "investsIn", "nvidia"),
    ),
    # a foundry's customers are not the company whose rivals they are
    (
        "es",
        "GlobalFoundries fabrica chips para los rivales de Nvidia, que diseña la H100.",
        ("globalfoundries", "partnersWith", "nvidia"),
    ),
    (
        "en",
        "Samsung made a bid for the contract to make chips for Nvidia, which designs the H100.",
        ("samsung", "partnersWith", "nvidia"),
    ),
    # chips made for a company's rivals are not made for it; hoped-for making is none
    (
        "en",
        "SMIC makes chips for Nvidia's Chinese rivals such as Cambricon and Huawei.",
        ("smic", "partnersWith", "nvidia"),
    ),
    (
        "en",
        "Samsung hopes to manufacture chips for Nvidia, while TSMC makes the H200.",
        ("samsung", "partnersWith", "nvidia"),
    ),
    # talks opened with a company are no facility built with it
    (
        "en",
        "Qualcomm opened talks with Intel, which makes Xeon chips, in September.",
        ("qualcomm", "partnersWith", "intel"),
    ),
    # "it" in a clause joined to another report may be the other clause's subject
    (
        "en",
        "Nvidia said TSMC would make its Rubin chips and that it will supply them to Microsoft.",
        ("tsmc", "partnersWith", "microsoft"),
    ),
    # what one builds one's clusters with is used, not made
    ("en", "Meta builds its training clusters with AMD GPUs.", ("meta", "develops", "gpu")),
    # "their" does not stand for the one company named before it
    (
        "en",
        "Oracle and Meta use Arista switches to connect their GPU clusters, built with Nvidia"
        " H100 chips.",
        ("arista", "uses", "gpu"),
    ),
    (
        "es",
        "La empresa de Carolina del Norte, en la que Intel tiene una participación del 5%, usa"
        " GPU de Nvidia.",
        ("intel", "investsIn", "norte"),
    ),
    (
        "es",
        "La compañía de Nueva Jersey, en la que AMD tiene una participación, usa GPU de Nvidia.",
        ("amd", "investsIn", "nueva-jersey"),
    ),
    (
        "en",
        "The deal, announced during the Saudi minister's visit, will pair Groq with Humain, a"
        " Saudi company that uses Nvidia GPUs.",
        ("humain", "partnersWith", "saudi"),
    ),
    # nor the object of a verb of presenting ("released its MLIR dialect")
    (
        "en",
        "Modular released its MLIR dialect for Nvidia GPUs.",
        ("modular", "announces", "mlir"),
    ),
    # a product named as a possessive's dialect or backend is not the possessor's
    (
        "en",
        "Intel released XeVM, their MLIR dialect for Arc GPUs, with its oneAPI toolkit.",
        ("intel", "develops", "mlir"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
