"""Supercomputers, lawsuits and explainers (fifty-sixth session, from reading unseen86,
supercomputers and national centres, unseen91, antitrust, lawsuits and regulators, and unseen81,
explainers; the sentences are our own):

- a name set off by commas before "de", "del", "of" and its owner keeps the owner ("JUPITER, del
  Jülich Supercomputing Centre," is Jülich's; "Alps, del CSCS,");
- an English body's name whose head closes the words before "of" runs past it ("the National
  University of Defense Technology"), and a field listed after "and" goes on with it ("King
  Abdullah University of Science and Technology"; not "la Universidad de Granada y Ciencia
  Abierta", two names);
- a party to a case ("the ruling against Micron", "la sentencia contra Qualcomm") is no rival
  of the one a later "against" names; Spanish has its nouns of a case now ("demanda",
  "sentencia", "querella"; not "juicio", "a su juicio" being an opinion, and "demanda" only right
  before "contra", as it means demand too);
- a member named after the adjectives that qualify a group noun is a member ("su rival
  estadounidense Micron", "sus socios europeos Mistral y SAP"), unless a verb makes it a new
  clause's subject ("cuando Nvidia vende a sus clientes chinos Huawei pierde ventas").
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    (
        "es",
        "En el puesto 4 aparece JUPITER, del Jülich Supercomputing Centre en Alemania.",
        {("julich", "operates", "jupiter")},
    ),
    (
        "es",
        "El superordenador Alps, del CSCS, usa chips Grace Hopper.",
        {("cscs", "operates", "alps"), ("alps", "uses", "gh200")},
    ),
    (
        "en",
        "Tianhe-2 was developed by the National University of Defense Technology and uses Intel"
        " chips.",
        {("national-university-of-defense-technology", "develops", "tianhe-2")},
    ),
    (
        "en",
        "HPE partnered with the King Abdullah University of Science and Technology on Shaheen III.",
        {("hpe", "partnersWith", "king-abdullah-university-of-science-and-technology")},
    ),
    (
        "es",
        "La Universidad de Granada y Ciencia Abierta, una startup local, usan GPU de Nvidia.",
        {("universidad-de-granada", "uses", "gpu"), ("ciencia-abierta", "uses", "gpu")},
    ),
    (
        "es",
        "YMTC demandó a su rival estadounidense Micron por patentes.",
        {("micron", "competesWith", "ymtc")},
    ),
    (
        "es",
        "Nvidia y sus socios europeos Mistral y SAP presentaron un nuevo modelo.",
        {("mistral", "partnersWith", "nvidia"), ("sap", "partnersWith", "nvidia")},
    ),
    (
        "es",
        "AMD vs Nvidia: la demanda de GPU se dispara.",
        {("amd", "competesWith", "nvidia")},
    ),
]

NOT_THIS = [
    (
        "es",
        "Cuando Nvidia vende a sus clientes chinos Huawei pierde ventas, y AMD compite con Nvidia.",
        ("huawei", "partnersWith", "nvidia"),
    ),
    (
        "en",
        "The ruling against Micron comes after Netlist won a final judgment against Samsung, and"
        " AMD competes with Nvidia.",
        ("micron", "competesWith", "samsung"),
    ),
    (
        "es",
        "La sentencia contra Qualcomm llega después de que Arm ganara la demanda contra Apple, e"
        " Intel compite con AMD.",
        ("arm", "competesWith", "apple"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
