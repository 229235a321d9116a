"""Codenames and documents (fifty-eighth session, from reading unseen74, memory,
packaging and foundries for AI chips; the sentences are our own):

- a family's name and a codename in quotes after it ("EPYC “Venice”", 'EPYC "Venice"') are
  the product the gazetteer knows by the two; words that name no product stay apart ("Zen 6
  “Venice”" is Zen 6);
- "un informe de Morgan Stanley detalla ..., al producir": a document's author does not do what
  a clause the parser hung on the document's verb tells (but "The study by Google used TPUs"
  and "A filing by Nvidia shows it invested" still tell what Google and Nvidia did; and
  "memoria" is memory: "La memoria HBM4 de Samsung se usará en los chips Rubin");
- an apposition's class noun ends at its relative clause: "Huawei Cloud Compass 2025, el evento
  que la compañía china realiza" is an event, not a company ("la empresa israelí que fabrica
  aceleradores" still types the name a company);
- "Android XR is designed to run on glasses from hardware partners, including Samsung" in an
  article about another company: the partners are no partners of the company in focus (but
  "The H100 is available from partners, including Dell" after Nvidia still are Nvidia's, and
  so are a product's nothing knows the maker of: "Orka is sold by partners such as Dell");
- "consultar con el fabricante de su CPU": a possessive in a maker's phrase is made by another
  (but "the maker of its own M4 chips" makes them);
- "por 31,25 dólares la acción": a price per share (after "la" as after "por") says nothing of
  shares bought; the company is bought whole.
"""

from __future__ import annotations

from helpers import rule_tests, triples

CASES = [
    (
        "es",
        "Además, AMD utilizará la misma tecnología de 2 nm para su próxima generación de"
        " procesadores EPYC “Venice”, orientados a centros de datos.",
        {("amd", "develops", "epyc-venice")},
    ),
    (
        "en",
        'AMD will build its next EPYC "Venice" processors on TSMC\'s 2nm process, the company'
        " said.",
        {("amd", "develops", "epyc-venice")},
    ),
    (
        "en",
        "AMD will build its Zen 6 “Venice” cores on TSMC's 2nm process, the company said.",
        {("amd", "develops", "zen6")},
    ),
    (
        "en",
        "A new report by Bernstein says TSMC will produce chips for Nvidia in Arizona next year.",
        {("tsmc", "partnersWith", "nvidia")},
    ),
    (
        "en",
        "The study by Google used TPUs to train the model.",
        {("google", "uses", "tpu")},
    ),
    (
        "en",
        "A filing by Nvidia shows it invested in CoreWeave and Nebius.",
        {("nvidia", "investsIn", "coreweave"), ("nvidia", "investsIn", "nebius")},
    ),
    (
        "es",
        "La memoria HBM4 de Samsung se usará en los chips Rubin de Nvidia.",
        {("rubin", "uses", "hbm4")},
    ),
    (
        "es",
        "Intel compró Zentrava, la empresa israelí que fabrica aceleradores, por 2.000 millones de"
        " dólares.",
        {("intel", "acquires", "zentrava")},
    ),
    (
        "en",
        "Apple is the maker of its own M4 chips, which TSMC manufactures in Taiwan.",
        {("apple", "develops", "apple-m4")},
    ),
    (
        "es",
        "Veoneer había acordado en julio ser comprada por Magna International por 31,25 dólares"
        " la acción.",
        {("magna-international", "acquires", "veoneer")},
    ),
]

NOT_THIS = [
    (
        "es",
        "Veoneer había acordado en julio ser comprada por Magna International por 31,25 dólares"
        " la acción.",
        ("magna-international", "investsIn", "veoneer"),
    ),
    (
        "es",
        "Nvidia dice que la culpa no es de sus tarjetas gráficas, sino que el usuario debe"
        " consultar con el fabricante de su CPU si utiliza un Core de 14.ª generación.",
        ("nvidia", "develops", "cpu"),
    ),
    (
        "es",
        "AMD utilizará la misma tecnología para sus procesadores EPYC “Venice”, orientados a"
        " centros de datos.",
        ("amd", "develops", "epyc"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)


def test_an_event_s_apposition_types_no_company():
    text = (
        "Mark Chen habló durante la conferencia que dio en el Huawei Cloud Compass 2025, el evento"
        " que la compañía china realiza cada año en su sede."
    )
    assert not any("compass" in s or "compass" in o for s, _, o in triples(text, "es"))


def test_partners_of_another_s_product_are_not_the_focus_company_s():
    text = (
        "Vorlak Optics Announces New AR Display Partnership\n"
        "Vorlak Optics announced this week at a conference in Riyadh its latest AR hardware"
        " plans, the startup said.\n"
        "The Florida-based AR unicorn today announced it is extending its work on display"
        " systems for AR devices.\n"
        "Android XR is designed to run on a variety of XR devices, as well as smart glasses from"
        " a variety of hardware partners, including Samsung, Warby Parker, and Gentle Monster."
    )
    assert not any("vorlak-optics" in (s, o) for s, _, o in triples(text, "en"))
    own = (
        "Nvidia sells most of its chips through server makers. The H100 is available in systems"
        " from a variety of partners, including Dell and HPE."
    )
    assert ("dell", "partnersWith", "nvidia") in triples(own, "en")
    unknown = (
        "Zentrava Unveils Orka Inference Chip\n"
        "Zentrava unveiled its Orka chip for inference on Monday, the startup said.\n"
        "Orka is sold by partners such as Dell and Supermicro."
    )
    assert ("dell", "partnersWith", "zentrava") in triples(unknown, "en")


def test_a_report_s_author_makes_no_chips():
    text = (
        "Un reciente informe de Morgan Stanley detalla las dificultades de SMIC, al producir"
        " chips de inteligencia artificial para Huawei."
    )
    assert ("morgan-stanley", "partnersWith", "huawei") not in triples(text, "es")
