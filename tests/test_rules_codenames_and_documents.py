"""Codenames, documents and "their" (fifty-eighth session, from reading unseen74, memory,
packaging and foundries for AI chips; the sentences are our own):

- a family's name and a codename in quotes after it ("EPYC “Venice”", 'EPYC "Venice"') are
  the product the gazetteer knows by the two; words that name no product stay apart ("Zen 6
  “Venice”" is Zen 6);
- "un informe de Morgan Stanley detalla ...": a document's author does not do what the clause
  tells (the parser may hang a later verb on the document's);
- "Intel is negotiating with Google and Amazon to use ... for their custom ASICs": "their"
  after one company as subject stands for the several named between them (but "Nvidia said
  their new Blackwell chips" is Nvidia's).
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
        "Nvidia said their new Blackwell chips are sold out for the next twelve months.",
        {("nvidia", "develops", "blackwell")},
    ),
]

NOT_THIS = [
    (
        "en",
        "Intel is negotiating with Google and Amazon to use its EMIB-T packaging for their custom"
        " AI ASICs, the report said.",
        ("intel", "develops", "asic"),
    ),
    (
        "es",
        "AMD utilizará la misma tecnología para sus procesadores EPYC “Venice”, orientados a"
        " centros de datos.",
        ("amd", "develops", "epyc"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)


def test_a_report_s_author_makes_no_chips():
    text = (
        "Un reciente informe de Morgan Stanley detalla las dificultades de SMIC, al producir"
        " chips de inteligencia artificial para Huawei."
    )
    assert ("morgan-stanley", "partnersWith", "huawei") not in triples(text, "es")
