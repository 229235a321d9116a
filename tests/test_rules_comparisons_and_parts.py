"""Comparisons, parts, glosses and asides (sixtieth session, from reading unseen155, AI PCs and
phones, unseen154, AI in telecoms, and unseen80, benchmarks; the sentences are our own):

- "Samsung equipped the Galaxy S24 Ultra with the Snapdragon 8 Gen 3", "Xiaomi equipó el Xiaomi
  14 con el Snapdragon 8 Gen 3": the product a company fits with a part uses it, not the company
  (lexicon ``equipping_verbs``);
- "el Tensor G4 presente en el Pixel 9 es más rápido que el Exynos 2400 y está a la altura del
  Snapdragon 8 Gen 3", "the Tensor G4 chip used in the Pixel 9 is faster than": a comparison
  is of the product placed in the device, not of the device; a predicate coordinated after the
  first comparison is the subject's too, not the first rival's, and so is a second comparison
  with no verb of its own ("faster than the Apple M3 and comparable to the Core Ultra 7");
- "the Apple M4, or the chip that powers the MacBook Air", "el Apple M4, el chip que impulsa el
  MacBook Air": a description of a product set beside a name (after a comma, or a word of gloss,
  lexicon ``gloss_words``) is that name, not the product in focus;
- "Anthropic – which got an investment from Amazon – and Cohere", "Anthropic (which ...) and
  Cohere": a name after an aside is listed with the name before it, not with those inside;
- "on 2025 Razr phones": a year is no count of chips;
- "did not reveal the chip used in its Mate 70 phones": the chip a device uses is no use by the
  clause's subject; "la integración de la GPU Xclipse 950, basada en la arquitectura RDNA 3.5":
  another verb's preposition places nothing; "Built on Android 15, Honor's next Android skin":
  a family uses no member of its own;
- "the Pixel 9 with Gemini Nano and the Tensor G4": a device holds the software it comes with;
  "Gemini Nano llega al Pixel 9 Pro con el chip Tensor G4": a device's phrase with "con" is
  its own even where a verb's frame takes "con", unless the device is one something is made
  for ("entrenó Gemini Nano para el Pixel 9 Pro con TPU v5p");
- "un Pixel 8 Pro con el chip Tensor G3": the phrase after a device's name holds its part,
  whatever the parser made of the name's last word; "The DGX B200 system, powered by Blackwell
  GPUs": a participle on a class noun a product's name qualifies is said of that product;
- "Roche AG", "Durable Capital Partners LP", "HSBC Holdings Plc": a legal form after a name is
  part of it, never a name alone (common.json ``legal_suffixes``); "la Administración de
  Servicios Generales", "the State Administration": an administration is no company;
- "incubated by Arch Venture Partners", "incubada por Foresite Labs": an incubator invests in
  the startup it incubates;
- "supera al Intel Core Ultra 7 y al M3": in Spanish too, a maker named at a list's head does
  not reach a member its own article opens ("al", "del" too) when nothing knows that member nor
  its family (but "la Nvidia H100 y la H200" is one line: Spanish repeats the article);
- the gazetteer knows more phones, operating systems and assistants (Mate 70 Pro, ColorOS,
  MagicOS, HarmonyOS Next, Bixby, Moto AI, Windows Copilot Runtime, Xclipse 950, Ryzen AI 400)
  and Tempus AI.

Guards of limits, which held before as well (the six after the PS5 found by the reviews of the new
rules): "La GPU Xclipse 950, basada en la arquitectura RDNA 3.5" (the GPU uses it), "The MI300X,
which is faster than the H100, competes with Gaudi 3" (a rival compared in a clause of its own
stays a rival), "the RDNA 2 architecture found in the original PS5" (a name the noun describes is
put in the device), "El MI300X de AMD llega este trimestre y es más rápido que el H100" and "The
Gaudi 3 costs less and is faster than the H100" (a subject with a coordinated comparison is
compared), "2000 chips Grace Blackwell" (a count before chips, year or not), "the XDNA 2 NPU,
available in Ryzen AI 300 chips, into" (a placement the words of availability keep), "el Magic 7
Pro con MagicOS 9" (a device with its system), "entrenó Gemini Nano para el Pixel 9 Pro con TPU
v5p" (what a verb trains with is no part of the device) "HSBC Holdings Plc and Temasek" (a listed
name with its legal form) and "la Nvidia H100 y la H200" (a known member of a maker's line).
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    (
        "en",
        "Samsung equipped the Galaxy S24 Ultra with the Snapdragon 8 Gen 3 chip.",
        {("galaxy-s24-ultra", "uses", "snapdragon8-gen3")},
    ),
    (
        "es",
        "Xiaomi equipó el Xiaomi 14 con el Snapdragon 8 Gen 3 en todos sus mercados.",
        {("xiaomi14", "uses", "snapdragon8-gen3")},
    ),
    (
        "es",
        "El nuevo Tensor G4 presente en el Pixel 9 es más rápido que el Exynos 2400 y está a la"
        " altura del Snapdragon 8 Gen 3.",
        {("tensor-g4", "competesWith", "exynos-2400")},
    ),
    (
        "en",
        "The Tensor G4 chip used in the Pixel 9 is faster than the Exynos 2400.",
        {("tensor-g4", "competesWith", "exynos-2400"), ("pixel9", "uses", "tensor-g4")},
    ),
    (
        "en",
        "AMD unveiled the Ryzen AI 300. These chips take on the Apple M4, or the chip that powers"
        " the MacBook Air.",
        {("macbook-air", "uses", "apple-m4")},
    ),
    (
        "es",
        "AMD presentó el Ryzen AI 300. Estos chips compiten con el Apple M4, el chip que impulsa el"
        " MacBook Air.",
        {("macbook-air", "uses", "apple-m4")},
    ),
    (
        "es",
        "La GPU Xclipse 950, basada en la arquitectura RDNA 3.5 de AMD, destaca en los juegos.",
        {("xclipse950", "uses", "rdna3-5")},
    ),
    (
        "en",
        "The Snapdragon X Elite is faster than the Apple M3 and comparable to the Core Ultra 7.",
        {("snapdragon-x-elite", "competesWith", "core-ultra7")},
    ),
    (
        "en",
        "The Pixel 9 with Gemini Nano and the Tensor G4 costs 799 dollars.",
        {("pixel9", "uses", "gemini-nano"), ("pixel9", "uses", "tensor-g4")},
    ),
    (
        "en",
        "The Snapdragon X Elite is faster than the Apple M3 and is comparable to the Core Ultra 9.",
        {("snapdragon-x-elite", "competesWith", "core-ultra9")},
    ),
    (
        "es",
        "El MI300X de AMD llega este trimestre y es más rápido que el H100 de Nvidia.",
        {("mi300x", "competesWith", "h100")},
    ),
    (
        "en",
        "The Gaudi 3 costs less and is faster than the H100.",
        {("gaudi-3", "competesWith", "h100")},
    ),
    (
        "es",
        "Mistral firmó un acuerdo por 2000 chips Grace Blackwell.",
        {("mistral", "uses", "gb200")},
    ),
    (
        "en",
        "AMD will integrate the XDNA 2 NPU, available in Ryzen AI 300 chips, into its Ryzen AI 400"
        " series.",
        {("ryzen-ai-300", "uses", "xdna2")},
    ),
    (
        "es",
        "Honor presentó el Magic 7 Pro con MagicOS 9 y el chip Snapdragon 8 Elite.",
        {("magic7-pro", "uses", "magicos9")},
    ),
    (
        "en",
        "Recursion has partnerships with large drug makers including Roche AG and Bayer.",
        {("recursion", "partnersWith", "roche"), ("recursion", "partnersWith", "bayer")},
    ),
    (
        "en",
        "KoBold Metals raised $537 million from Durable Capital Partners LP and T. Rowe Price.",
        {("durable-capital", "investsIn", "kobold-metals")},
    ),
    (
        "en",
        "HSBC Holdings Plc and Temasek also participated in Recogni's Series C round.",
        {("hsbc", "investsIn", "recogni"), ("temasek", "investsIn", "recogni")},
    ),
    (
        "en",
        "Lumora Bio emerged on Tuesday with $400 million in funding, incubated by Arch Venture"
        " Partners and Foresite Labs.",
        {("arch-venture-partners", "investsIn", "lumora-bio")},
    ),
    (
        "es",
        "La startup Lumora Bio fue incubada por Foresite Labs en 2023.",
        {("foresite-labs", "investsIn", "lumora-bio")},
    ),
    (
        "en",
        "AstraZeneca expanded its partnership with Tempus to build a cancer model.",
        {("astrazeneca", "partnersWith", "tempus-ai")},
    ),
    (
        "es",
        "Gemini Nano llega al Pixel 9 Pro con el chip Tensor G4.",
        {("pixel9-pro", "uses", "tensor-g4")},
    ),
    (
        "es",
        "Los servidores usan la Nvidia H100 y la H200 para entrenar modelos.",
        {("nvidia", "develops", "h200")},
    ),
    (
        "en",
        "The DGX B200 system, powered by Blackwell GPUs, topped the training benchmark.",
        {("dgx-b200", "uses", "blackwell")},
    ),
    (
        "es",
        "Los datos salen de un Pixel 8 Pro con el chip Tensor G3.",
        {("pixel8-pro", "uses", "tensor-g3")},
    ),
    (
        "es",
        "El Kirin 9010 se usa en el Mate 70 Pro.",
        {("mate70-pro", "uses", "kirin9010")},
    ),
    (
        "en",
        "Honor's MagicOS now uses Google's Gemini for its assistant.",
        {("magic-os", "uses", "gemini"), ("honor", "develops", "magic-os")},
    ),
    (
        "en",
        "Motorola built Moto AI on Google's Gemini models.",
        {("motorola", "develops", "moto-ai")},
    ),
    (
        "en",
        "The MI300X, which is faster than the H100, competes with Gaudi 3.",
        {("mi300x", "competesWith", "h100"), ("mi300x", "competesWith", "gaudi-3")},
    ),
    (
        "en",
        "Sony is still using the RDNA 2 architecture found in the original PS5.",
        {("playstation5", "uses", "rdna2")},
    ),
]

NOT_THIS = [
    (
        "en",
        "Samsung equipped the Galaxy S24 Ultra with the Snapdragon 8 Gen 3 chip.",
        ("samsung", "uses", "snapdragon8-gen3"),
    ),
    (
        "es",
        "El nuevo Tensor G4 presente en el Pixel 9 es más rápido que el Exynos 2400 y está a la"
        " altura del Snapdragon 8 Gen 3.",
        ("exynos-2400", "competesWith", "snapdragon8-gen3"),
    ),
    (
        "es",
        "El nuevo Tensor G4 presente en el Pixel 9 es más rápido que el Exynos 2400 y está a la"
        " altura del Snapdragon 8 Gen 3.",
        ("pixel9", "competesWith", "exynos-2400"),
    ),
    (
        "en",
        "The Tensor G4 chip used in the Pixel 9 is faster than the Exynos 2400.",
        ("pixel9", "competesWith", "exynos-2400"),
    ),
    (
        "en",
        "The Snapdragon X Elite is faster than the Apple M3 and comparable to the Core Ultra 7.",
        ("apple-m3", "competesWith", "core-ultra7"),
    ),
    (
        "en",
        "AMD unveiled the Ryzen AI 300. These chips take on the Apple M4, or the chip that powers"
        " the MacBook Air.",
        ("macbook-air", "uses", "ryzen-ai-300"),
    ),
    (
        "en",
        "Partners include Anthropic – which got a large investment from Amazon – and Cohere.",
        ("cohere", "investsIn", "anthropic"),
    ),
    (
        "en",
        "Partners include Anthropic (which got a large investment from Amazon) and Cohere.",
        ("cohere", "investsIn", "anthropic"),
    ),
    (
        "en",
        "Samsung uses the Snapdragon 8 Elite, and Perplexity found a place on 2025 Razr phones.",
        ("perplexity", "uses", "motorola-razr"),
    ),
    (
        "en",
        "Huawei did not reveal the chip used in its Mate 70 phones.",
        ("huawei", "uses", "mate70"),
    ),
    (
        "es",
        "Samsung destacó la integración de la GPU Xclipse 950, basada en la arquitectura RDNA 3.5"
        " de AMD, en su nuevo chip.",
        ("rdna3-5", "uses", "xclipse950"),
    ),
    (
        "en",
        "Built on Android 15, Honor's next Android skin adds AI features.",
        ("android", "uses", "android15"),
    ),
    (
        "en",
        "The Snapdragon X Elite is faster than the Apple M3 and is comparable to the Core Ultra 9.",
        ("apple-m3", "competesWith", "core-ultra9"),
    ),
    (
        "en",
        "Recursion has partnerships with large drug makers including Roche AG and Bayer.",
        ("recursion", "partnersWith", "ag"),
    ),
    (
        "es",
        "Anthropic firmó un acuerdo con la Administración de Servicios Generales de Estados Unidos"
        " para ofrecer Claude.",
        ("anthropic", "partnersWith", "administracion"),
    ),
    (
        "es",
        "El chip de Qualcomm supera al Intel Core Ultra 7 y al M3, ambos modelos lanzados en 2023.",
        ("intel", "develops", "m3"),
    ),
    (
        "es",
        "Google entrenó Gemini Nano para el Pixel 9 Pro con TPU v5p.",
        ("pixel9-pro", "uses", "tpu-v5p"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
