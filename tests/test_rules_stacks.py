"""Software described by the hardware it is for, makers described by what they make, and other
rules written in the twenty-second session from real news (the batches tests/realnews/unseen49,
on chips in cars and robots, and unseen50, on the software that makes AI chips usable). The
sentences are our own, with other names than the articles'.
"""

from __future__ import annotations

import pytest
from helpers import triples

CASES = [
    # software a class of chip qualifies targets that class
    (
        "en",
        "OpenVINO, an NPU toolkit from Intel, ships with the laptop.",
        {("openvino", "targets", "npu")},
    ),
    ("en", "oneAPI is a GPU software stack.", {("oneapi", "targets", "gpu")}),
    ("en", "The GPU library cuDNN speeds up training.", {("cudnn", "targets", "gpu")}),
    ("es", "MUSA es una plataforma de programación de GPU.", {("musa", "targets", "gpu")}),
    ("es", "HIP es un lenguaje para GPU de AMD.", {("hip", "targets", "gpu")}),
    # every class of a list ("for CPUs and GPUs")
    (
        "en",
        "Mojo, a programming language for CPUs and GPUs, is fast.",
        {("mojo", "targets", "gpu")},
    ),
    # a maker noun before "de" and an article: "el gigante de los procesadores gráficos"
    ("es", "Nvidia, el gigante de las GPU, presentó resultados.", {("nvidia", "develops", "gpu")}),
    ("es", "AMD es el gigante de los procesadores gráficos.", {("amd", "develops", "gpu")}),
    # phones, tablets and watches are named, and what they run on is theirs to use
    ("es", "Los nuevos Pixel 9 incorporan el Tensor G4.", {("pixel9", "uses", "tensor-g4")}),
    (
        "en",
        "The Galaxy S25 Ultra runs on the Snapdragon 8 Elite.",
        {("galaxy-s25-ultra", "uses", "snapdragon-8-elite")},
    ),
    ("es", "El Mate 70 monta el Kirin 9020.", {("mate70", "uses", "kirin9020")}),
    ("en", "Apple's iPhone 16 runs on the A18 chip.", {("iphone16", "uses", "apple-a18")}),
    # a bracket glued on a word ends the name before it ("(Gasgoo)-")
    (
        "en",
        "Beijing (Gasgoo)- Rovobot.ai and Horizon Robotics announced a broad strategic alliance.",
        {("rovobot-ai", "partnersWith", "horizon-robotics")},
    ),
    # what a system combines "with" is a part of it too
    (
        "en",
        "The DGX Station combines a Blackwell Ultra GPU with a Grace CPU.",
        {("dgx-station", "uses", "blackwell-ultra"), ("dgx-station", "uses", "grace")},
    ),
    (
        "es",
        "El GB300 NVL72 combina 72 GPUs Blackwell Ultra con procesadores Grace.",
        {("gb300", "uses", "grace")},
    ),
    # a phone uses the software it runs
    (
        "es",
        "Los Galaxy S24, S25 y S26 ejecutan Galaxy AI.",
        {("galaxy-s25", "uses", "galaxy-ai"), ("galaxy-s26", "uses", "galaxy-ai")},
    ),
    ("en", "Gemini Nano runs on the Pixel 9.", {("pixel9", "uses", "gemini-nano")}),
    # a device's relative clause: what it runs on or "monta"
    (
        "en",
        "Samsung introduced the Galaxy Watch7, which runs on the Exynos W1000.",
        {("galaxy-watch7", "uses", "exynos-w1000")},
    ),
    (
        "es",
        "Google presentó el Pixel 9, que monta el nuevo Tensor G4.",
        {("pixel9", "uses", "tensor-g4")},
    ),
    # memory may use a standard
    ("en", "The HBM4E memory will use UCIe to connect to the GPU.", {("hbm4e", "uses", "ucie")}),
    # a generation glued to "Gen" is the gazetteer's name written apart
    (
        "en",
        "The Exynos 2500 could beat the Snapdragon 8 Elite Gen5 in games.",
        {("exynos2500", "competesWith", "snapdragon-8-elite-gen5")},
    ),
    # a server's model code after its line's name, and codes listed after it
    (
        "en",
        "Lenovo unveiled the ThinkSystem SR680 and SR685 servers with Nvidia GPUs.",
        {
            ("lenovo", "announces", "thinksystem-sr680"),
            ("lenovo", "announces", "thinksystem-sr685"),
        },
    ),
    (
        "en",
        "A Dell PowerEdge XE9680L server equipped with eight AMD Instinct MI325X accelerators.",
        {("poweredge-xe9680l", "uses", "mi325x")},
    ),
    # a generation built on its family's architecture uses it
    (
        "es",
        "El H20, basado en la arquitectura Hopper, se vende en China.",
        {("h20", "uses", "hopper")},
    ),
    ("en", "The B30A is based on the Blackwell architecture.", {("b30a", "uses", "blackwell")}),
    # generations listed by number: the gazetteer's own entities, and a list ending before
    # a preposition
    (
        "en",
        "The company makes MediaTek Dimensity 8300, 9000 and 9200 chips.",
        {("mediatek", "develops", "dimensity-9000"), ("mediatek", "develops", "dimensity-9200")},
    ),
    (
        "es",
        "Samsung usará los Exynos 2400, 2500 y 2600 en sus teléfonos.",
        {("samsung", "uses", "exynos2500"), ("samsung", "uses", "exynos2600")},
    ),
]


@pytest.mark.parametrize(("lang", "text", "expected"), CASES, ids=[c[1][:40] for c in CASES])
def test_fact_extracted(lang, text, expected):
    assert expected <= triples(text, lang)


NOT_THIS = [
    # a cloud, or a name only a class noun types, rents the chips a noun between qualifies
    ("en", "CoreWeave is a GPU cloud platform.", {("coreweave", "targets", "gpu")}),
    ("en", "Barcloud is a GPU rental platform.", {("barcloud", "targets", "gpu")}),
    ("es", "Foonet es una plataforma de alquiler de GPU.", {("foonet", "targets", "gpu")}),
    # the customer of a maker described by what it makes makes nothing
    (
        "es",
        "Microsoft es el mayor cliente del gigante de las GPU.",
        {("microsoft", "develops", "gpu")},
    ),
    # counts after a generation are no generations
    (
        "es",
        "MediaTek vendió 40 millones de Dimensity 9400, 25 de ellos en China.",
        {("mediatek", "develops", "dimensity25")},
    ),
    (
        "en",
        "Nvidia shipped 500,000 RTX 5090, 120 in the first week.",
        {("nvidia", "develops", "rtx120")},
    ),
    # a chip "works on" a device or a chip it is part of: it is used, it does not use
    (
        "en",
        "The M4 chip works on the iPad Pro and the MacBook Air.",
        {("apple-m4", "uses", "ipad-pro"), ("apple-m4", "uses", "macbook-air")},
    ),
    (
        "en",
        "The Oryon CPU runs on the Snapdragon X Elite.",
        {("oryon", "uses", "snapdragon-x-elite")},
    ),
    # a family's member is no part of it
    ("en", "The MI300 family includes the MI300X.", {("mi300", "uses", "mi300x")}),
    # a successor is no rival of its line
    (
        "en",
        "The iPhone 17 Pro is three times faster than the iPhone 16 Pro.",
        {
            ("iphone17-pro", "competesWith", "iphone16"),
            ("iphone16", "competesWith", "iphone17-pro"),
        },
    ),
    # "la del A19 Pro": the A19's NPU, not the class, is what is compared
    (
        "es",
        "El Exynos 2600 tiene una NPU seis veces más potente que la del Apple A19 Pro.",
        {("npu", "competesWith", "apple-a19"), ("apple-a19", "competesWith", "npu")},
    ),
    (
        "en",
        "The Exynos 2600 has an NPU six times faster than that of the Apple A19 Pro.",
        {("npu", "competesWith", "apple-a19"), ("apple-a19", "competesWith", "npu")},
    ),
    # memory a chip comes with runs nothing the sentence runs
    (
        "en",
        "Gaudi 2 comes with 96GB of HBM2e and the Llama 3 model can be run on one Gaudi 2 node.",
        {("hbm2e", "uses", "gaudi-2")},
    ),
]


@pytest.mark.parametrize(("lang", "text", "wrong"), NOT_THIS, ids=[c[1][:40] for c in NOT_THIS])
def test_no_false_fact(lang, text, wrong):
    assert not wrong & triples(text, lang)


def test_a_device_has_a_maker_only_where_the_text_says_so():
    """A phone's maker is stated where the text says it ("Samsung's Galaxy S26 Ultra",
    "Samsung unveiled the Galaxy S26 Ultra": the read folders' gold lists hold such facts);
    a phone only named beside its maker, for the chip inside it, gets none from what the
    gazetteer knows."""
    said = triples(
        "Samsung's Galaxy S26 Ultra runs on the Snapdragon 8 Elite Gen 5. Samsung unveiled "
        "the Galaxy S26 Ultra in San Francisco.",
        "en",
    )
    assert ("galaxy-s26-ultra", "uses", "snapdragon-8-elite-gen5") in said
    assert ("samsung", "develops", "galaxy-s26-ultra") in said
    assert ("samsung", "announces", "galaxy-s26-ultra") in said
    named = triples(
        "Qualcomm said the Galaxy S26 Ultra uses the Snapdragon 8 Elite Gen 5 and that Samsung"
        " ordered more chips.",
        "en",
    )
    assert ("galaxy-s26-ultra", "uses", "snapdragon-8-elite-gen5") in named
    assert not {
        t for t in named if t[1] in {"develops", "announces"} and t[2] == "galaxy-s26-ultra"
    }
