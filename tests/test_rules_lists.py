"""Lists, owners and parts as real articles write them: rules written in the twenty-ninth
session from the read folders of tests/realnews (unseen44 and unseen66, the AI-hardware
ecosystem at large). A list (two commas or more) with a verb in lower case is no Title Case
headline; two names joined by a slash are two items of a list (not a bare version after it:
"v5e/v5p"); a single angle quote glued to a word (a bullet) is no part of it; a possessive may
open a list's next item; owners in a row share what they own; funding handed to a company is an
investment in it, not a partnership; "NICs" and "DPUs" are class nouns; a product that is a
combination of parts uses them; a maker at the head of a listed product's name makes the list's
other products it is known for; a possessive's noun that is a subject owns no name after its
verb; who drives others' adoption of a product does not use it; an apposition between dashes
types a name; "socio clave de" is a partner's description. The sentences are our own, with
other names than the articles'.
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    # "include" in lower case: a sentence, so a name the gazetteer does not know counts
    (
        "en",
        "Axelera raised €120 million. Investors include Innovation Industries, the EQT Fund, "
        "Samsung and Bosch Ventures.",
        {
            ("eqt-fund", "investsIn", "axelera-ai"),
            ("samsung", "investsIn", "axelera-ai"),
            ("bosch-ventures", "investsIn", "axelera-ai"),
        },
    ),
    # a slash between two names: both are listed
    (
        "en",
        "Axelera raised €120 million. Investors include Samsung, Siemens/Bosch and Intel Capital.",
        {
            ("siemens", "investsIn", "axelera-ai"),
            ("bosch", "investsIn", "axelera-ai"),
            ("intel-capital", "investsIn", "axelera-ai"),
        },
    ),
    # a bullet's angle quote glued to the group noun
    (
        "en",
        "Axelera raised €120 million.\n- ›Investors include Samsung, Bosch Ventures and Intel "
        "Capital.",
        {("samsung", "investsIn", "axelera-ai"), ("intel-capital", "investsIn", "axelera-ai")},
    ),
    # owners in a row share what they own: "A's and B's X" is X of both
    (
        "en",
        "Google uses Samsung's and Micron's HBM3E chips in its TPUs.",
        {
            ("google", "uses", "hbm3e"),
            ("samsung", "develops", "hbm3e"),
            ("micron", "develops", "hbm3e"),
        },
    ),
    (
        "en",
        "Meta buys Nvidia's, AMD's and Intel's GPUs.",
        {("nvidia", "develops", "gpu"), ("amd", "develops", "gpu"), ("intel", "develops", "gpu")},
    ),
    # a possessive after the conjunction of a list ("its PyTorch stack and its MTIA chips")
    (
        "en",
        "Meta trained Llama 4 using its PyTorch stack and its MTIA chips.",
        {("llama-4", "uses", "pytorch"), ("llama-4", "uses", "mtia")},
    ),
    # a network card's class noun after a product's name is no part of the name
    (
        "en",
        "The board has four NVIDIA BlueField-3 DPUs and eight ConnectX-7 NICs.",
        {("nvidia", "develops", "bluefield3"), ("nvidia", "develops", "connectx7")},
    ),
    # a product said to be a combination of parts uses them
    (
        "en",
        "The MI300A is a combination of Zen 4 CPU cores and CDNA 3 GPU chiplets.",
        {("mi300a", "uses", "zen4")},
    ),
    (
        "es",
        "El Grace Hopper es la combinación de una CPU Grace y una GPU Hopper.",
        {("gh200", "uses", "grace"), ("gh200", "uses", "hopper")},
    ),
    # a maker at the head of a listed product's own name makes the list's other products
    (
        "es",
        "La biblioteca corre sobre hardware AMD Instinct, Radeon y Versal.",
        {("amd", "develops", "radeon"), ("amd", "develops", "versal")},
    ),
    (
        "en",
        "The compiler targets AMD Instinct, Radeon and Versal devices.",
        {("amd", "develops", "radeon"), ("amd", "develops", "versal")},
    ),
    # who adopts a product uses it, whoever speeds it up
    (
        "en",
        "Microsoft accelerated its adoption of Blackwell.",
        {("microsoft", "uses", "blackwell")},
    ),
    # an apposition set off by dashes types the name before it
    (
        "en",
        "Telenor introduced Nora — a Norwegian language model — last week.",
        {("telenor", "announces", "nora")},
    ),
    (
        "es",
        "Iliad presentó Moshi —un modelo de lenguaje francés— en el evento.",
        {("iliad", "announces", "moshi")},
    ),
    # a bare noun qualifying a role noun as an adjective would ("socio clave de")
    (
        "es",
        "Arm, socio clave de Nvidia, presentó sus resultados.",
        {("arm", "partnersWith", "nvidia")},
    ),
    # money handed over: an investment
    ("en", "Nvidia provided $500 million in funding to Wayve.", {("nvidia", "investsIn", "wayve")}),
    ("en", "Intel provided financing to Cerebras.", {("intel", "investsIn", "cerebras")}),
    (
        "es",
        "SoftBank proporcionó financiación a Graphcore.",
        {("softbank", "investsIn", "graphcore")},
    ),
    # things handed over: still a partnership and a use
    (
        "en",
        "Nvidia provided GPUs to Wayve.",
        {("nvidia", "partnersWith", "wayve"), ("wayve", "uses", "gpu")},
    ),
    (
        "es",
        "Samsung suministrará memoria HBM4 a Nvidia.",
        {("samsung", "partnersWith", "nvidia"), ("nvidia", "uses", "hbm4")},
    ),
]

NOT_THIS = [
    # a possessive's noun that is a subject owns no name after its verb
    (
        "es",
        "Cambricon, rival de Nvidia, afirma que su chip usa memoria HBM.",
        ("nvidia", "develops", "hbm"),
    ),
    (
        "es",
        "Cambricon, rival de Nvidia, afirma que su chip usa memoria HBM.",
        ("cambricon", "develops", "hbm"),
    ),
    # who drives others' adoption of a product does not use it
    (
        "es",
        "Nvidia impulsa la adopción de Blackwell en los centros de datos.",
        ("nvidia", "uses", "blackwell"),
    ),
    (
        "en",
        "Nvidia is driving the adoption of Blackwell across clouds.",
        ("nvidia", "uses", "blackwell"),
    ),
    # a version after a slash is no name of its own
    ("en", "Google's TPU v5e/v5p chips are used by Anthropic.", ("google", "develops", "v5p")),
    ("en", "Arm licenses its Neoverse V2/V3 cores to Nvidia.", ("arm", "develops", "v3")),
    # what is handed over is no money: a batch, advice, services of financing
    (
        "en",
        "TSMC will deliver the first round of wafers to Apple next year.",
        ("tsmc", "investsIn", "apple"),
    ),
    ("en", "Google provided investment advice to Anthropic.", ("google", "investsIn", "anthropic")),
    (
        "es",
        "Samsung proporcionará servicios de financiación y chips HBM a AMD.",
        ("samsung", "investsIn", "amd"),
    ),
    ("en", "The board has eight ConnectX-7 NICs.", ("connectx7-nics", "versionOf", "connectx7")),
    # a combination of things that are no parts
    ("en", "Its success is a combination of luck and Nvidia's CUDA.", ("nvidia", "uses", "cuda")),
    # the first owner is no object of the verb
    ("en", "Google uses Samsung's and Micron's HBM3E chips.", ("google", "uses", "samsung")),
    (
        "en",
        "Google uses Samsung's and Micron's HBM3E chips.",
        ("google", "partnersWith", "samsung"),
    ),
    (
        "en",
        "Nvidia provided $500 million in funding to Wayve.",
        ("nvidia", "partnersWith", "wayve"),
    ),
    (
        "es",
        "SoftBank proporcionó financiación a Graphcore.",
        ("softbank", "partnersWith", "graphcore"),
    ),
    ("en", "Samsung will supply HBM4 chips to Nvidia.", ("samsung", "investsIn", "nvidia")),
    ("es", "Nvidia suministró GPU a Wayve.", ("nvidia", "investsIn", "wayve")),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
