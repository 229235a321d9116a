"""Names and sales (forty-fifth session, from a precision and recall audit of two read folders,
unseen124 and unseen125; the sentences are our own):

- a participle that opens a sentence with its agent is said of the name after its comma, with
  adverbs on either side of it ("Initially designed by", "Diseñado originalmente por");
- a company that sells its business (not a unit named by its line) to a buyer is acquired by it;
- a company's name may end in "AI" where a company's cue names it ("the startup Corvex AI");
- a known product's short code right after another maker's name is that maker's device ("the
  Lumora R1" is no DeepSeek R1), and a name glued to "non-" names what a thing is not;
- a capitalised region adjective ("Western chatbots") and an event's name ending in "Show" are
  no entities;
- the members of a group ("A and B are among the startup's investors") are not its owner, and a
  description in a clause is none of the companies that are that clause's subject;
- the owner of a part a description names with "con"/"with" ("un asistente con un chip de
  MediaTek") is no owner of the described product;
- phones, laptops, headsets and tablets are class nouns of devices (typed as chips).
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    (
        "en",
        "Initially designed by Lumora in 2021, the Kestrel chip now powers Dell servers.",
        {("lumora", "develops", "kestrel")},
    ),
    (
        "es",
        "Diseñado originalmente por Lumora en 2021, el chip Kestrel impulsa ahora servidores.",
        {("lumora", "develops", "kestrel")},
    ),
    (
        "en",
        "Lumora agreed to sell its business to Intel for $200 million.",
        {("intel", "acquires", "lumora")},
    ),
    (
        "es",
        "Lumora acordó vender su negocio a Intel por 200 millones de dólares.",
        {("intel", "acquires", "lumora")},
    ),
    (
        "en",
        "The startup Corvex AI signed a deal with Nvidia.",
        {("corvex-ai", "partnersWith", "nvidia")},
    ),
    (
        "es",
        "La startup Corvex AI firmó un acuerdo con Nvidia.",
        {("corvex-ai", "partnersWith", "nvidia")},
    ),
    (
        "en",
        "The startup Lumora unveiled the Lumora R1, a pocket assistant.",
        {("lumora", "announces", "lumora-r1")},
    ),
    (
        "es",
        "La startup Lumora presentó el Lumora R1, un asistente de bolsillo.",
        {("lumora", "announces", "lumora-r1")},
    ),
    (
        "en",
        "Groq raised $20 million. Accel and Index Ventures are among the startup's investors.",
        {("accel", "investsIn", "groq"), ("index-ventures", "investsIn", "groq")},
    ),
]

# (later the same session) a name set off after a device's class noun and its phrase is the
# device ("its first phone without Android, the Kestrel X Fold"); a letter inside a longer name
# is no "X" of its own
CASES += [
    (
        "en",
        "Lumora unveiled its first phone without Android, the Kestrel X Fold.",
        {("lumora", "announces", "kestrel-x-fold")},
    ),
    (
        "es",
        "Lumora presentó su primer teléfono sin rastro de Android, el Lumora Kestrel X.",
        {("lumora", "announces", "lumora-kestrel-x")},
    ),
    (
        "en",
        "Motorola launched its new laptop for students, the Moto Book X.",
        {("motorola", "announces", "moto-book-x")},
    ),
]

NOT_THIS = [
    (
        "en",
        "The startup Lumora unveiled the Lumora R1, a pocket assistant.",
        ("lumora", "announces", "deepseek-r1"),
    ),
    (
        "es",
        "La startup Lumora presentó el Lumora R1, un asistente con un chip de MediaTek.",
        ("mediatek", "develops", "lumora-r1"),
    ),
    (
        "en",
        "Lumora unveiled the Lumora R1, a pocket assistant with a chip from MediaTek.",
        ("mediatek", "develops", "lumora-r1"),
    ),
    (
        "en",
        "The Galaxy S25 is the first non-Pixel phone to use the Snapdragon 8 Elite.",
        ("pixel", "uses", "snapdragon-8-elite"),
    ),
    (
        "en",
        "Baidu's Ernie competes with OpenAI's ChatGPT and other Western chatbots.",
        ("openai", "develops", "western"),
    ),
    (
        "en",
        "Google unveiled Android XR glasses with Warby Parker at The Android Show.",
        ("google", "develops", "android-show"),
    ),
    (
        "es",
        "Intel vendió su negocio de memorias NAND a SK Hynix, que compite con Samsung.",
        ("sk-hynix", "acquires", "intel"),
    ),
    (
        "en",
        "Groq raised $20 million. Accel and Index Ventures are among the startup's investors.",
        ("index-ventures", "investsIn", "accel"),
    ),
    (
        "en",
        "Nvidia is betting on Physical AI, and it signed a deal with Foxconn to build Physical AI"
        " robots.",
        ("nvidia", "uses", "physical-ai"),
    ),
]

# (from the session's before/after review) what the first versions of these rules got wrong
CASES += [
    (
        "en",
        "Nvidia invested in Eastern Light, a startup that builds optical chips.",
        {("nvidia", "investsIn", "eastern-light")},
    ),
]
NOT_THIS += [
    (
        "en",
        "AWS sells compute capacity to Anthropic, the company behind Claude, and to Meta.",
        ("anthropic", "acquires", "aws"),
    ),
    (
        "en",
        "Toshiba sold its memory company to Bain Capital, which invests in Kioxia.",
        ("bain-capital", "acquires", "toshiba"),
    ),
    (
        "en",
        "Meta signed a deal with Intel. Amazon doubled the company's investment in Anthropic.",
        ("intel", "investsIn", "anthropic"),
    ),
    (
        "es",
        "Casi adquirida por Nvidia, Arm trabaja con Qualcomm.",
        ("nvidia", "acquires", "arm"),
    ),
]

# (from the session's second review) a name after a phrase with a determiner of its own is that
# phrase's; only the name glued to "non-" is negated; a mis-cased match stands where the name
# has several words
CASES += [
    (
        "en",
        "Anthropic will rent cloud TPU v5p capacity from Google.",
        {("anthropic", "uses", "tpu-v5p")},
    ),
    (
        "en",
        "AMD said its non-China Instinct MI300X sales doubled.",
        {("amd", "develops", "mi300x")},
    ),
]
NOT_THIS += [
    (
        "en",
        "Vivo launched its first phone with a chip from UNISOC, the T820. Vivo signed a deal with"
        " Google.",
        ("vivo", "develops", "t820"),
    ),
    (
        "es",
        "Realme lanzó su nueva tableta con un chip de UNISOC, el T612, y compite con Xiaomi.",
        ("realme", "develops", "t612"),
    ),
    (
        "en",
        "Samsung unveiled its new phone at its annual event in San Jose, the Galaxy Unpacked, and"
        " competes with Apple.",
        ("samsung", "announces", "galaxy-unpacked"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
