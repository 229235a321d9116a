"""Stances, laws, rivals' names and makers' phrases (forty-seventh session, from a precision
and recall audit of two read folders, unseen128 and unseen129; the sentences are our own):

- a name after a group's noun and "of" is that group's owner, not the verb's object ("se alió
  con una competidora de Nvidia, Lumora": no alliance with Nvidia);
- a stance verb's "against" before a name that owns a plan or a deal says no rivalry ("pushed
  against Nvidia's acquisition plan"; "racing against Nvidia's plans", "bid against Google's
  offer" still do);
- a name whose last word is a law's ("the Inflation Reduction Act", "la Ley de Chips") is no
  entity, and funds from it are no investor's;
- a group's noun set off after a name describes that name ("Samsung, su principal inversor,"),
  not the names that follow it (but "whose investors, Nvidia and Microsoft," lists them);
- "es obra de", "is the brainchild of" state who made a product; moving workloads to a cloud
  ("moved its workloads to Google Cloud", "trasladó sus modelos a Azure", "a migration to
  Microsoft Azure") uses it (not "shifted the blame to ChatGPT");
- a class noun after "de" in an apposition says what a company's noun is of, not what the name
  is ("Kestrel, el grupo de chips de defensa");
- a list an example word brings after a plural class noun and a comma is the verb's object
  ("con varias empresas, incluidas Samsung", "companies, such as Accenture"; not "chips, as
  Nvidia announced", nor "like" and "como", which may compare: "startups, like Google");
  initials in brackets after the words they spell stay inside the noun phrase ("artificial
  intelligence (AI) company Anthropic");
- "sacar al mercado", "bring to market" announce ("sacar del mercado" withdraws);
- apostrophes inside a name, straight or curly, make one key ("O’Neil", "O'Neil").
"""

from __future__ import annotations

from helpers import rule_tests

from hwkg.ingest.entities import slug

CASES = [
    (
        "es",
        "El chip Vireo es obra de Lumora, una startup de Austin.",
        {("lumora", "develops", "vireo")},
    ),
    (
        "en",
        "The Vireo chip is the brainchild of Lumora, a startup in Austin.",
        {("lumora", "develops", "vireo")},
    ),
    (
        "en",
        "Netflix moved its training workloads to Google Cloud last year.",
        {("netflix", "uses", "google-cloud")},
    ),
    (
        "es",
        "Siemens trasladó sus modelos a Microsoft Azure en 2024.",
        {("siemens", "uses", "azure")},
    ),
    (
        "en",
        "Vodafone will complete a virtual data center migration to Microsoft Azure.",
        {("vodafone", "uses", "azure")},
    ),
    (
        "es",
        "Como parte del acuerdo, Uber operará junto a Samsung, su principal inversor, la"
        " supercomputadora Frontier del Laboratorio Nacional de Oak Ridge (Tennessee), impulsada"
        " por AMD.",
        {("samsung", "investsIn", "uber")},
    ),
    (
        "en",
        "Meta is working with several companies, such as Accenture and Microsoft.",
        {("meta", "partnersWith", "accenture"), ("meta", "partnersWith", "microsoft")},
    ),
    (
        "en",
        "CoreWeave, whose investors Nvidia and Magnetar hold large stakes, filed for an IPO.",
        {("nvidia", "investsIn", "coreweave")},
    ),
    (
        "en",
        "Mistral, whose investors, Nvidia and Microsoft, joined the round, is worth $14 billion.",
        {("nvidia", "investsIn", "mistral"), ("microsoft", "investsIn", "mistral")},
    ),
    (
        "en",
        "AMD is racing against Nvidia's plans to dominate AI inference with its MI400.",
        {("amd", "competesWith", "nvidia")},
    ),
    (
        "en",
        "Microsoft bid against Google's offer for the Pentagon cloud deal.",
        {("microsoft", "competesWith", "google")},
    ),
    (
        "es",
        "Lumora trabaja con varias empresas, incluidas Samsung y SK Hynix.",
        {("lumora", "partnersWith", "samsung"), ("lumora", "partnersWith", "sk-hynix")},
    ),
    (
        "en",
        "Kestrel expanded its partnership with U.S. artificial intelligence (AI) company"
        " Anthropic.",
        {("kestrel", "partnersWith", "anthropic")},
    ),
    (
        "es",
        "Kestrel, el grupo de chips de defensa, firmó un acuerdo con Nvidia.",
        {("kestrel", "partnersWith", "nvidia")},
    ),
    (
        "en",
        "O’Neil Robotics signed a deal with Nvidia. O'Neil Robotics also works with Microsoft.",
        {
            ("oneil-robotics", "partnersWith", "nvidia"),
            ("oneil-robotics", "partnersWith", "microsoft"),
        },
    ),
]

CASES += [
    (
        "es",
        "Samsung sacó al mercado el chip Exynos 2400 en enero.",
        {("samsung", "announces", "exynos-2400")},
    ),
    (
        "en",
        "Qualcomm brought the Snapdragon X Elite to market in 2024.",
        {("qualcomm", "announces", "snapdragon-x-elite")},
    ),
]

NOT_THIS = [
    (
        "en",
        "Microsoft is pouring money into AI startups, like Google and Amazon, and Microsoft"
        " signed a deal with Intel.",
        ("microsoft", "investsIn", "google"),
    ),
    (
        "es",
        "Intel sacó del mercado sus procesadores Xeon Phi en 2019 y firmó un acuerdo con Nvidia.",
        ("intel", "announces", "xeon-phi"),
    ),
    (
        "en",
        "Google will buy more chips, as Nvidia announced on Tuesday, and it signed a deal with"
        " Intel.",
        ("google", "acquires", "nvidia"),
    ),
    (
        "en",
        "Meta shifted the blame to ChatGPT for the spread of misinformation, and Meta signed a"
        " deal with Intel.",
        ("meta", "uses", "chatgpt"),
    ),
    (
        "es",
        "La filtración del modelo Kestrel es obra de un empleado de Samsung. Samsung firmó un"
        " acuerdo con Intel.",
        ("samsung", "develops", "kestrel"),
    ),
    (
        "en",
        "The port of Llama 2 to the Kestrel X2 chip is the work of Hugging Face.",
        ("hugging-face", "develops", "kestrel-x2"),
    ),
    (
        "es",
        "Bosch se alió el año pasado con una competidora de Nvidia, Lumora, que diseña chips."
        " Bosch firmó además un acuerdo con Intel.",
        ("bosch", "partnersWith", "nvidia"),
    ),
    (
        "en",
        "Bosch teamed up with a rival of Nvidia, Lumora, and signed a deal with Intel.",
        ("bosch", "partnersWith", "nvidia"),
    ),
    (
        "en",
        "Netflix and other studios pushed against Nvidia's acquisition plan, and Netflix signed a"
        " deal with AMD.",
        ("netflix", "competesWith", "nvidia"),
    ),
    (
        "en",
        "Lumora received $50 million from the Inflation Reduction Act and signed a deal with"
        " Intel.",
        ("inflation-reduction-act", "investsIn", "lumora"),
    ),
    (
        "es",
        "Como parte del acuerdo, Uber operará junto a Samsung, su principal inversor, la"
        " supercomputadora Frontier del Laboratorio Nacional de Oak Ridge (Tennessee), impulsada"
        " por AMD.",
        ("frontier", "investsIn", "uber"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)


def test_apostrophes_inside_a_name_make_one_key() -> None:
    assert slug("L'Oréal") == slug("L’Oréal") == "loreal"
    assert slug("Rock ’n’ Roll") == "rock-n-roll"  # (set apart, not inside a word)
