"""Deals given up, rounds listed in relative clauses, rivals that "also" compete (forty-third
session, from the read folders unseen118 and unseen119 and from audits on text of our own): a
purchase a company abandons, walks away from, calls off or renounces is no acquisition ("abandonó
su plan de comprar", "the termination of the transaction whereby X would acquire"); a
partnership "in the industry with" a company still names it; a round's existing shareholders
"entre los que se encuentran A y B" and its new investors "junto a nuevos inversores como C"
invest in the round's company, not in one another; a list that opens with a name qualifying a
person ("including Amazon founder Bezos") goes on to its investors; several companies that
"also compete" compete with the company in focus, not with one another; a city before its
country ("Oslo, Norway-based") or after a company noun's "de" ("la compañía de Helsinki") is no
company; a deal noun that is a subject or comes "after" a verb of giving up is not given up. Each
new rule's case fails at cbc014d; the cases beside them guard what it must not take away. The
sentences are our own.
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    # a deal kept stays a purchase (completed, frozen, named as a subject, after "after", or
    # under another object of the verb)
    (
        "es",
        "Synopsys congeló la compra de Ansys mientras los reguladores chinos la revisaban.",
        {("synopsys", "acquires", "ansys")},
    ),
    (
        "es",
        "Bruselas retiró su veto a la compra de Activision por Microsoft.",
        {("microsoft", "acquires", "activision")},
    ),
    (
        "es",
        "AMD finalizó la compra de ZT Systems en marzo y vendió después la parte de fabricación "
        "a Sanmina.",
        {("amd", "acquires", "zt-systems")},
    ),
    (
        "es",
        "La adquisición de Xilinx por AMD frustró los planes de Intel en el mercado de chips.",
        {("amd", "acquires", "xilinx")},
    ),
    (
        "en",
        "AMD's purchase of ZT Systems dropped its gross margin by two points, the company said.",
        {("amd", "acquires", "zt-systems")},
    ),
    (
        "en",
        "AMD dropped the Xilinx brand from its FPGAs after the acquisition of Xilinx.",
        {("amd", "acquires", "xilinx")},
    ),
    # fellow investors beside a round's leader are the raiser's
    (
        "es",
        "Mistral AI cerró una ronda de 1.700 millones de euros liderada por ASML, junto a "
        "inversores existentes como Nvidia y Andreessen Horowitz.",
        {("nvidia", "investsIn", "mistral"), ("andreessen-horowitz", "investsIn", "mistral")},
    ),
    # "la empresa de IA" names no place: the company in focus
    (
        "es",
        "Anthropic firmó un acuerdo con Google. La empresa de IA usará hasta un millón de TPU.",
        {("anthropic", "uses", "tpu")},
    ),
    # a field phrase with an adjective or its own complement
    (
        "en",
        "Nvidia has a partnership in the healthcare sector with GE HealthCare.",
        {("nvidia", "partnersWith", "ge-healthcare")},
    ),
    (
        "en",
        "Nvidia dropped its plan to buy Arm and instead agreed to buy Mellanox for $6.9 billion.",
        {("nvidia", "acquires", "mellanox")},
    ),
    (
        "en",
        "AMD completed its acquisition of Xilinx after regulators ended their review.",
        {("amd", "acquires", "xilinx")},
    ),
    # a partnership with a field phrase between the noun and its partner
    (
        "es",
        "Sanctuary AI tiene una alianza estratégica en el sector con Microsoft para entrenar "
        "robots de uso general.",
        {("sanctuary-ai", "partnersWith", "microsoft")},
    ),
    (
        "en",
        "Figure AI has a long-term partnership in the industry with BMW to test humanoids.",
        {("figure-ai", "partnersWith", "bmw")},
    ),
    # existing shareholders listed in a relative clause, new investors beside them
    (
        "es",
        "La startup Agility Robotics ha cerrado una ronda de 400 millones de dólares. La ronda "
        "ha contado con la participación de los accionistas actuales, entre los que se "
        "encuentran la citada Amazon y DCVC, junto a nuevos inversores como SoftBank y Nvidia.",
        {
            ("amazon", "investsIn", "agility-robotics"),
            ("dcvc", "investsIn", "agility-robotics"),
            ("softbank", "investsIn", "agility-robotics"),
            ("nvidia", "investsIn", "agility-robotics"),
        },
    ),
    # members a relative clause lists after the group's owner
    (
        "es",
        "Los inversores de Groq, entre los que están BlackRock y Samsung, apuestan por la "
        "inferencia.",
        {("blackrock", "investsIn", "groq"), ("samsung", "investsIn", "groq")},
    ),
    # a list that opens with a name qualifying a person
    (
        "en",
        "Skild AI raised $300 million from investors, including Amazon founder Bezos, SoftBank "
        "and venture firms Lightspeed and Coatue.",
        {
            ("softbank", "investsIn", "skild-ai"),
            ("lightspeed", "investsIn", "skild-ai"),
            ("coatue", "investsIn", "skild-ai"),
        },
    ),
    # several that also compete, with the company in focus
    (
        "es",
        "Sanctuary AI no está sola en esta carrera. Empresas como Agility Robotics, Figure y "
        "Tesla también compiten por llevar robots a las fábricas.",
        {
            ("agility-robotics", "competesWith", "sanctuary-ai"),
            ("figure-ai", "competesWith", "sanctuary-ai"),
            ("tesla", "competesWith", "sanctuary-ai"),
        },
    ),
    (
        "en",
        "Apptronik is not alone. Figure AI, Agility Robotics and Tesla also compete to put "
        "humanoids in factories.",
        {("figure-ai", "competesWith", "apptronik"), ("tesla", "competesWith", "apptronik")},
    ),
    # "also" after a sentence about two companies: no company in focus to compete with
    (
        "en",
        "SoftBank invested $500 million in Graphcore last year. Cerebras and Groq also compete "
        "in inference chips.",
        {("cerebras", "competesWith", "groq")},
    ),
    # without "also", named rivals still compete with one another
    (
        "en",
        "Figure AI, Agility Robotics and Tesla compete to put humanoids in factories.",
        {("figure-ai", "competesWith", "tesla")},
    ),
]

NOT_THIS = [
    # a purchase given up
    (
        "es",
        "Nvidia, que desarrolla la GPU Blackwell, abandonó su intención de comprar Arm por las "
        "barreras regulatorias.",
        ("nvidia", "acquires", "arm"),
    ),
    (
        "es",
        "Intel, que fabrica los chips Gaudi 3, abandonó su plan de comprar Tower Semiconductor.",
        ("intel", "acquires", "tower-semiconductor"),
    ),
    (
        "es",
        "Qualcomm, que diseña los chips Snapdragon, renunció en 2018 a la compra de NXP.",
        ("qualcomm", "acquires", "nxp"),
    ),
    (
        "es",
        "Salesforce, que usa los modelos Gemini de Google, abandonó las negociaciones para "
        "comprar Informatica.",
        ("salesforce", "acquires", "informatica"),
    ),
    (
        "en",
        "Salesforce, which uses Google's Gemini models, walked away from talks to buy Informatica.",
        ("salesforce", "acquires", "informatica"),
    ),
    (
        "en",
        "Intel, which makes Gaudi 3 chips, called off its $5.4 billion takeover of Tower "
        "Semiconductor.",
        ("intel", "acquires", "tower-semiconductor"),
    ),
    (
        "en",
        "Nvidia and SoftBank announced the termination of the transaction whereby Nvidia would "
        "acquire Arm, whose designs Nvidia uses in its Grace CPU.",
        ("nvidia", "acquires", "arm"),
    ),
    (
        "en",
        "Nvidia, which makes the H100, abandoned its plan to acquire Arm.",
        ("nvidia", "acquires", "arm"),
    ),
    # new investors beside existing ones do not invest in them
    (
        "es",
        "La startup Agility Robotics ha cerrado una ronda de 400 millones de dólares. La ronda "
        "ha contado con la participación de los accionistas actuales, entre los que se "
        "encuentran Amazon y DCVC, junto a nuevos inversores como SoftBank y Nvidia.",
        ("softbank", "investsIn", "amazon"),
    ),
    # a name that qualifies a person is no investor
    (
        "en",
        "Skild AI raised $300 million from investors, including Amazon founder Bezos, SoftBank "
        "and venture firms Lightspeed and Coatue.",
        ("amazon", "investsIn", "skild-ai"),
    ),
    # rivals that also compete with the company in focus do not compete with one another
    (
        "es",
        "Sanctuary AI no está sola en esta carrera. Empresas como Agility Robotics, Figure y "
        "Tesla también compiten por llevar robots a las fábricas.",
        ("agility-robotics", "competesWith", "tesla"),
    ),
    # a place after a company noun's "de" is no company
    (
        "es",
        "La compañía de Helsinki Silo AI, comprada por AMD, desarrolló el modelo Poro.",
        ("helsinki", "develops", "poro"),
    ),
    # "also" with a verb of partnering: the company in focus does not partner
    (
        "en",
        "Microsoft has struggled in mobile. Google and Meta also collaborate on open-source AI "
        "tools.",
        ("google", "partnersWith", "microsoft"),
    ),
    # a city before its country is no company
    (
        "en",
        "OpenAI, the developer of ChatGPT, led a $23.5 million round for Oslo, Norway-based "
        "robotics startup 1X Technologies.",
        ("openai", "investsIn", "oslo"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
