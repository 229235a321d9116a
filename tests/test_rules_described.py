"""Descriptions of a company that say which one it is (thirty-ninth session, from a precision
audit of text of our own and the read folders): a nationality ("the British chip designer", "la
operadora española", "el fabricante surcoreano") picks, of the company in focus and those named
last, the one of that country (common.json ``company_countries``); a clause on the description
that names a company ("la startup, en la que Amazon ha invertido", "which SoftBank acquired")
makes it another. A description after a list that opens a clause of its own ("..., and the
chipmaker also bought") is no item of the list, and a coordinated verb with a description of
its own ("y la primera compró") has its own subject, and a Spanish "cuyos chips" before its
verb is the verb's object ("cuyos chips compran Anthropic y Apple": no one is bought). Each new
rule's case fails at 9150d86; the sentences are our own.
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    (
        "en",
        "Qualcomm said it would license more designs from Arm. The British chip designer, which"
        " SoftBank bought in 2016, also works with MediaTek.",
        {("arm", "partnersWith", "mediatek"), ("softbank", "acquires", "arm")},
    ),
    (
        "es",
        "Orange y Telefónica firmaron acuerdos con AMD. La operadora española usará los"
        " aceleradores Instinct MI300X en sus centros de datos.",
        {("telefonica", "uses", "mi300x")},
    ),
    (
        "es",
        "Micron y Samsung compiten por los pedidos de memoria. El fabricante surcoreano suministra"
        " HBM3E a AMD.",
        {("samsung", "partnersWith", "amd")},
    ),
    (
        "en",
        "Nvidia invested in Mistral last year. The French startup trains its models on the H100.",
        {("mistral", "uses", "h100")},
    ),
    (
        "es",
        "Google invirtió en Anthropic en 2023. La startup, en la que Google ha invertido 3.000"
        " millones, usa las TPU.",
        {("anthropic", "uses", "tpu")},
    ),
]

# (from a review: a possessor in the description's clause is no actor of it; a country named in
# a "-based" compound)
CASES += [
    (
        "en",
        "AMD signed a supply deal with Samsung. The chipmaker, which Lisa Su has led since 2014 as"
        " AMD's chief executive, will use HBM4 in the MI400.",
        {("amd", "uses", "hbm4")},
    ),
    (
        "en",
        "Nvidia invested in Nscale. The UK-based startup will deploy GB300 systems in Norway.",
        {("nscale", "uses", "gb300")},
    ),
]

# (from a second precision audit: a description that names a country says which company it is
# as an object too, "putting the British company in competition with")
CASES += [
    (
        "en",
        "Graphcore, which SoftBank owns, sells its IPUs to Microsoft, putting the British company"
        " in competition with Nvidia.",
        {("graphcore", "competesWith", "nvidia")},
    ),
]

# (from a second review: a company of no known country named apart from the one that fits
# does not stop it)
CASES += [
    (
        "en",
        "Hugging Face released new models. Separately, AMD signed a deal with Samsung, and the"
        " South Korean company will ship HBM4 next year.",
        {("samsung", "announces", "hbm4")},
    ),
]

NOT_THIS = [
    (
        "en",
        "Qualcomm said it would license more designs from Arm. The British chip designer, which"
        " SoftBank bought in 2016, also works with MediaTek.",
        ("softbank", "acquires", "qualcomm"),
    ),
    (
        "en",
        "Nvidia invested in Mistral last year. The French startup trains its models on the H100.",
        ("nvidia", "uses", "h100"),
    ),
    (
        "es",
        "Google invirtió en Anthropic en 2023. La startup, en la que Google ha invertido 3.000"
        " millones, usa las TPU.",
        ("google", "uses", "tpu"),
    ),
    # a description after a list that opens a clause of its own is no item of the list, and a
    # coordinated verb with a description of its own ("y la primera compró") does not take
    # the subject of the verb before
    (
        "en",
        "Intel, AMD and Arm have invested in Cohere, Mistral AI and Groq, and the chipmaker also"
        " bought shares in SambaNova.",
        ("groq", "investsIn", "sambanova"),
    ),
    (
        "es",
        "Nvidia, AMD y Arm han invertido en Cohere y Groq, y la primera compró además acciones"
        " de SambaNova.",
        ("arm", "investsIn", "sambanova"),
    ),
    # a Spanish "cuyos chips" before the verb is its object, the names after it its subject
    (
        "es",
        "Google y Amazon, cuyos chips compran Anthropic y Apple, presentaron nuevas TPU.",
        ("google", "acquires", "anthropic"),
    ),
    # a company of no known country may be the one meant: no company rather than a wrong one
    (
        "en",
        "Nvidia partnered with Sarvam AI and Infosys. The Indian startup will train its models on"
        " Blackwell GPUs.",
        ("infosys", "uses", "blackwell"),
    ),
    (
        "en",
        "Graphcore, which SoftBank owns, sells its IPUs to Microsoft, putting the British company"
        " in competition with Nvidia.",
        ("microsoft", "competesWith", "nvidia"),
    ),
    # a description after ", and" opens a clause of its own: its backers back no item of the
    # list before it
    (
        "en",
        "Nebius rents Nvidia H200 GPUs to Mistral, Cohere and Perplexity, and the company, backed"
        " by Nvidia and Accel, will open a site in Finland.",
        ("nvidia", "investsIn", "cohere"),
    ),
    (
        "es",
        "Nebius alquila GPU H200 de Nvidia a Mistral, Cohere y Perplexity, y la compañía,"
        " respaldada por Nvidia y Accel, abrirá un centro en Finlandia.",
        ("nvidia", "investsIn", "cohere"),
    ),
    # a product compared with through its owner's possessive is no product in focus ("slower
    # than Nvidia's H100 ..., have turned to the domestic chip": Huawei's)
    (
        "en",
        "Cambricon's MLU590 is slower than Nvidia's A100, but firms such as Baidu have turned to"
        " the domestic chip after the export controls.",
        ("baidu", "uses", "a100"),
    ),
    # a country no company named last is of: no company
    (
        "en",
        "Intel and AMD signed deals with OpenAI. The Japanese company will also use Gaudi 3.",
        ("intel", "uses", "gaudi-3"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
