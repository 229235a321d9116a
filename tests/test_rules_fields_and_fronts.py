"""Fields, editions and fronted clauses (fifty-seventh session, from reading unseen149, AI in
education, law and public administration, unseen111, universities and public research on AI
compute, and unseen72 and unseen73; the sentences are our own):

- "la empresa de tecnología jurídica X", "el fabricante de chips X", "la startup de IA X": a
  company's class noun, "de" and what it is of, then a name: the name is a company (not a
  chip because "chips" stands before it);
- a known model's name and words a cue types a model too ("Claude Explorer, an AI assistant")
  are one product, not the model and a second one ("Explorer");
- "su" after a verb whose subject Spanish leaves out is that subject's, not the name the verb
  takes as complement ("compiten con Nvidia con sus chips");
- "una versión de ChatGPT, basada en GPT-4": the version is based on it, not ChatGPT;
- "OpenAI y Google apuestan por este unicornio con un acuerdo": the deal is with the unicorn,
  the two are no partners of one another;
- a company the parser hung on its verb as an adverb ("MediaTek ha diseñado") is its subject;
- a product named in a participle's clause that opens the sentence ("Basado en la arquitectura
  CDNA 4, el chip ...") is not what the main clause's "el chip" stands for (but in "Presentado
  el GB300, Microsoft empezó a usar el chip" it is);
- a body's name that ends in a city ("Universidad Jiao Tong de Shanghái", "Technical
  University of Munich") is one name; "el Tecnológico de Monterrey" too; a known name before
  another word and a college's noun ("Harvey Mudd College") is the college's;
- legal and education companies and their products are in the gazetteer (Thomson Reuters,
  Casetext and CoCounsel, Harvey, LexisNexis, Chegg, Khan Academy and Khanmigo, law firms);
  "the City of ...", "the Town of ..." are places (but "City University of Hong Kong" is a name);
- "advised Nvidia on its investment", "demandó a Zorvex por su chip": the possessive is the
  object's (verbs of advice and blame, lexicon ``object_owner_verbs``);
- "agreed to partner with X": an infinitive the tagger took for a noun is a verb; "surpassed
  Microsoft to become the highest-valued company" ranks by value, no rivalry; more countries'
  demonyms ("the Thai government") name no entity;
- "an initiative with Nvidia", "una iniciativa con Google", "a pilot with Blumhouse": partners.
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    (
        "en",
        "Mistral agreed on Monday to partner with Dutch chip startup Vorlak to build inference"
        " servers.",
        {("mistral", "partnersWith", "vorlak")},
    ),
    (
        "en",
        "In March, Anthropic released Claude Explorer, an AI assistant for schools, in the"
        " United States.",
        {("anthropic", "announces", "claude-explorer")},
    ),
    (
        "es",
        "En marzo, Microsoft presentó Copilot Tutor, un asistente de IA para colegios, en"
        " Estados Unidos.",
        {("microsoft", "announces", "copilot-tutor")},
    ),
    (
        "es",
        "El fabricante de chips Kovrel firmó la semana pasada un acuerdo con Microsoft para"
        " sus centros de datos.",
        {("kovrel", "partnersWith", "microsoft")},
    ),
    (
        "es",
        "El fabricante de chips Tarsel lanzó el acelerador Vexa-2 para competir con Nvidia en"
        " los centros de datos.",
        {("tarsel", "announces", "vexa2"), ("tarsel", "competesWith", "nvidia")},
    ),
    (
        "es",
        "La startup de IA Lumvra cerró una alianza con AMD para entrenar sus modelos en chips"
        " Instinct.",
        {("lumvra", "partnersWith", "amd")},
    ),
    (
        "es",
        "Horizon Robotics es un proveedor chino. En el hardware, compiten con Nvidia con sus"
        " chips de conducción autónoma Journey.",
        {("horizon-robotics", "develops", "journey")},
    ),
    (
        "es",
        "Nvidia demandó a Zorvex el año pasado por su chip Kryx, que según la demanda copia"
        " el diseño de sus GPU.",
        {("zorvex", "develops", "kryx")},
    ),
    (
        "es",
        "La Universidad de Chile lanzó una iniciativa con Google para formar a sus estudiantes en"
        " inteligencia artificial.",
        {("universidad-de-chile", "partnersWith", "google")},
    ),
    (
        "en",
        "The University of Utah recently unveiled an AI factory initiative with Nvidia and HPE"
        " to train its students.",
        {
            ("university-of-utah", "partnersWith", "nvidia"),
            ("university-of-utah", "partnersWith", "hpe"),
        },
    ),
    (
        "es",
        "MediaTek ha diseñado un procesador para coches en colaboración con Nvidia y lo"
        " fabricará TSMC.",
        {("mediatek", "partnersWith", "nvidia")},
    ),
    (
        "es",
        "AMD presentó el Instinct MI355X en junio. Basado en la arquitectura CDNA 4, el chip"
        " ofrece 288 GB de memoria HBM3E y compite con el B200 de Nvidia.",
        {("mi355x", "competesWith", "b200")},
    ),
    (
        "es",
        "El procesador Orvin, desarrollado por la Universidad Jiao Tong de Shanghái, funciona"
        " con luz en lugar de electrones.",
        {("universidad-jiao-tong-de-shanghai", "develops", "orvin")},
    ),
    (
        "en",
        "The Technical University of Munich signed a deal with Nvidia to build a new"
        " supercomputer for its researchers.",
        {("technical-university-of-munich", "partnersWith", "nvidia")},
    ),
    (
        "es",
        "En Chile, el Tecnológico de Antofagasta ha desarrollado Atacabot, un asistente propio"
        " basado en GPT-4o.",
        {("tecnologico-de-antofagasta", "develops", "atacabot")},
    ),
    (
        "en",
        "Last year Thomson Reuters announced its acquisition of Casetext, the maker of the"
        " legal assistant CoCounsel.",
        {("thomson-reuters", "acquires", "casetext")},
    ),
    (
        "en",
        "At GTC, the State of Utah, the City of Rancho Cordova and Miles College are discussing"
        " recent collaborations with Nvidia.",
        {("miles-college", "partnersWith", "nvidia")},
    ),
]

NOT_THIS = [
    (
        "en",
        "Nvidia, which designs the Blackwell GPU, surpassed Microsoft to become the"
        " highest-valued company in the world.",
        ("nvidia", "competesWith", "microsoft"),
    ),
    (
        "en",
        "Nvidia launched the Blackwell Ultra GPU in March. It came after Huang said Tuesday"
        " that the company would work with the Thai government to develop AI infrastructure in"
        " the country.",
        ("nvidia", "partnersWith", "thai"),
    ),
    (
        "en",
        "Kirkland & Ellis advised Nvidia on its investment in xAI, the firm said on Monday.",
        ("kirkland-ellis", "investsIn", "xai"),
    ),
    (
        "es",
        "Nvidia lanzó el B200 en marzo. Presentado el GB300 en mayo, Microsoft empezó a usar el"
        " chip en junio.",
        ("microsoft", "uses", "b200"),
    ),
    (
        "es",
        "La empresa de chips Tarsel presentó su acelerador Vexa-2 para competir con Nvidia.",
        ("tarsel", "uses", "vexa2"),
    ),
    (
        "es",
        "El bufete ha creado una herramienta propia. Se trata de una versión de ChatGPT,"
        " basada en el modelo GPT-4 de OpenAI, y la usan sus abogados.",
        ("chatgpt", "uses", "gpt-4"),
    ),
    (
        "en",
        "Lawyers asked for a version of ChatGPT based on GPT-4 that OpenAI would host for them.",
        ("chatgpt", "uses", "gpt-4"),
    ),
    (
        "es",
        "Por qué Nvidia y Microsoft apuestan por este unicornio de la robótica con un acuerdo"
        " de 500 millones de dólares. Nvidia diseña las GPU Blackwell.",
        ("nvidia", "partnersWith", "microsoft"),
    ),
    (
        "en",
        "Huawei released Flex:ai, an open-source tool for its Ascend clusters. Built on a platform"
        " called Kubernetes, the software is an orchestration system for GPUs and NPUs from"
        " many chipmakers.",
        ("kubernetes", "targets", "gpu"),
    ),
    (
        "en",
        "Students at Harvey Mudd College train their models on Nvidia GPUs in the new lab.",
        ("harvey", "uses", "gpu"),
    ),
    (
        "en",
        "At GTC, the State of Utah, the City of Rancho Cordova and Miles College are discussing"
        " recent collaborations with Nvidia.",
        ("city", "partnersWith", "nvidia"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
